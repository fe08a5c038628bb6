"""Scaling serve out: `/healthz` reports Redis, `serve --workers N` runs N processes on one port,
and compose.yaml (never run here: no Docker engine) has the shape `docker compose up --scale` needs."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from fixtures.site import FixtureSite
from gptr_fulltext.apps.server import create_app
from gptr_fulltext.settings import Settings
from tests.apps.test_server import TOPICS, _first_line, wait_until
from tests.asgi_thread import running
from tests.conftest import child_log
from tests.pages import serve_articles
from tests.redis_server import redis_server

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def web(site: FixtureSite) -> dict[str, Any]:
    articles = serve_articles(site, TOPICS)
    for topic, url in zip(TOPICS, articles, strict=True):
        site.serps[topic] = [url]
    return {"urls": list(articles)}


@pytest.mark.timeout(60)
def test_healthz_reports_redis_and_stays_ok_without_it(site: FixtureSite) -> None:
    with redis_server() as server:
        settings = Settings.load({}, search=site.search_url, allow_private=True, redis_url=server.url)
        with running(create_app(settings)) as base:
            up = httpx.get(f"{base}/healthz", timeout=5)
            server.kill()
            down = httpx.get(f"{base}/healthz", timeout=5)
    assert up.status_code == 200 and up.json()["redis"] == "ok"
    assert down.status_code == 200 and down.json()["status"] == "ok" and down.json()["redis"] == "unavailable"
    with running(create_app(Settings.load({}, search=site.search_url))) as base:
        assert "redis" not in httpx.get(f"{base}/healthz", timeout=5).json()  # not configured


def _spawned_children(pid: int) -> list[int]:
    """The worker processes uvicorn's supervisor spawned under `pid` (Linux /proc)."""
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [
        int(child)
        for child in children
        if "spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes().decode(errors="replace")
    ]


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads worker processes from Linux /proc")
@pytest.mark.timeout(90)
def test_serve_workers_runs_that_many_processes_on_one_port(site: FixtureSite, web: dict[str, Any]) -> None:
    env = {**os.environ, "FULLTEXT_SEARCH": site.search_url, "ALLOW_PRIVATE_URLS": "true"}
    command = [str(Path(sys.executable).with_name("gptr-fulltext")), "serve", "--port", "0", "--workers", "2"]
    with child_log() as out, child_log() as err:
        child = subprocess.Popen(command, env=env, stdout=out, stderr=err, text=True)
        try:
            assert wait_until(lambda: _first_line(out) != "" or child.poll() is not None, 30)
            match = re.search(r"on (http://127\.0\.0\.1:\d+)/search", _first_line(out))
            assert match, f"serve did not start: {_first_line(out)!r}"
            base = match.group(1)
            assert wait_until(lambda: len(_spawned_children(child.pid)) == 2, 30)
            workers = _spawned_children(child.pid)
            answers = [
                httpx.get(f"{base}/search", params={"query": topic, "max_results": 1}, timeout=30)
                for topic in TOPICS[:3]
            ]
        finally:
            child.send_signal(signal.SIGINT)
            try:
                child.wait(timeout=20)
            finally:
                if child.poll() is None:
                    child.kill()
        err.seek(0)
        log = err.read()
    assert [a.status_code for a in answers] == [200, 200, 200], log[-3000:]
    assert [len(a.json()) for a in answers] == [1, 1, 1], re.findall(r"fulltext query.*", log)
    assert child.returncode == 0, log[-3000:]
    assert not any(Path(f"/proc/{pid}").exists() for pid in workers)  # stopped with their parent


def test_compose_file_runs_redis_and_scalable_serve_replicas_with_healthchecks() -> None:
    yaml = pytest.importorskip("yaml")
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    services = compose["services"]
    assert set(services) >= {"redis", "serve"}
    redis, serve = services["redis"], services["serve"]
    # Every key carries a TTL, so LRU eviction under maxmemory bounds what the cache holds.
    command = " ".join(redis["command"])
    assert "--maxmemory " in command and "--maxmemory-policy allkeys-lru" in command
    assert "redis-cli" in " ".join(redis["healthcheck"]["test"])
    assert serve["build"]["context"] == "."
    assert (ROOT / serve["build"].get("dockerfile", "Dockerfile")).exists()
    assert serve["environment"]["FULLTEXT_REDIS_URL"].startswith("redis://redis:6379")
    assert serve["depends_on"]["redis"]["condition"] == "service_healthy"
    assert "/healthz" in " ".join(serve["healthcheck"]["test"])
    # `--scale serve=3` fails on a fixed container name or a single fixed host port.
    assert "container_name" not in serve
    for port in serve.get("ports", []):
        published = str(port).rsplit(":", 1)[0]
        assert "-" in published or published.count(":") == 0, f"{port!r} would clash across replicas"
    assert "FULLTEXT_SERVE_TOKEN" in serve["environment"]
