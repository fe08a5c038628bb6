"""serve's conventions against a real server on loopback: OpenAPI, Prometheus metrics, liveness and
readiness, and JSON logs that still mask the token."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from openapi_spec_validator import validate
from prometheus_client.parser import text_string_to_metric_families

from fixtures.site import FixtureSite
from tests.apps.test_server import running, serve_command, settings_for
from tests.loopback import Answer, ScriptedServer
from tests.pages import serve_articles, serve_thin_pages


@pytest.fixture
def web(site: FixtureSite) -> dict[str, Any]:
    articles = serve_articles(site, ["tidal energy", "rail freight", "urban tree canopy"])
    thin = serve_thin_pages(site)
    site.serps["mixed"] = [thin["consent"], *articles]
    return {"urls": list(articles), "thin": thin}


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def test_openapi_is_a_valid_openapi_3_document_of_every_route(site: FixtureSite) -> None:
    with running(settings_for(site, serve_token="t0ken")) as base:
        document = httpx.get(f"{base}/openapi.json", timeout=15).json()
        for path in document["paths"]:
            answered = httpx.get(f"{base}{path}", params={"token": "t0ken", "query": "none"}, timeout=15)
            assert answered.status_code != 404, path
    validate(document)
    assert document["openapi"].startswith("3.")
    assert set(document["paths"]) == {"/search", "/healthz", "/readyz", "/metrics", "/openapi.json"}
    assert document["paths"]["/search"]["get"]["security"]  # a token is configured


def test_metrics_count_searches_durations_pages_bytes_and_cache_hits(
    site: FixtureSite, web: dict[str, Any]
) -> None:
    with running(settings_for(site)) as base:
        for _ in range(2):  # the second search is answered from the page cache
            assert httpx.get(
                f"{base}/search", params={"query": "mixed", "max_results": 2}, timeout=15
            ).is_success
        assert httpx.post(f"{base}/search", timeout=15).status_code == 405
        text = httpx.get(f"{base}/metrics", timeout=15).text
    found = samples(text)
    assert found[("gptr_fulltext_searches_total", (("outcome", "results"),))] == 2
    assert found[("gptr_fulltext_search_duration_seconds_count", ())] == 2
    assert found[("gptr_fulltext_pages_total", (("reason", "consent_wall"), ("verdict", "dropped")))] == 2
    assert found[("gptr_fulltext_pages_total", (("reason", ""), ("verdict", "kept")))] == 4
    assert found[("gptr_fulltext_fetched_bytes_total", ())] > 1000
    assert found[("gptr_fulltext_cache_hits_total", ())] >= 3
    assert found[("gptr_fulltext_requests_refused_total", (("status", "405"),))] == 1
    assert found[("gptr_fulltext_searches_running", ())] == 0


def test_healthz_is_liveness_and_readyz_checks_the_backend(site: FixtureSite) -> None:
    with running(settings_for(site)) as base:
        assert httpx.get(f"{base}/healthz", timeout=15).json()["status"] == "ok"
        ready = httpx.get(f"{base}/readyz", timeout=15)
    assert ready.status_code == 200
    assert ready.json()["status"] == "ready" and ready.json()["checks"]["search"]["ok"] is True


@pytest.mark.parametrize("kind", ["down", "failing", "unknown"])
def test_readyz_fails_clearly_naming_fulltext_search(site: FixtureSite, kind: str) -> None:
    with ScriptedServer(lambda request, _: Answer(503, body=b"")) as failing:
        search = {
            "down": "http://127.0.0.1:9/search",  # nothing listens on the discard port
            "failing": failing.url("/search"),
            "unknown": "no-such-backend",
        }[kind]
        with running(settings_for(site, search=search)) as base:
            healthz = httpx.get(f"{base}/healthz", timeout=15)
            ready = httpx.get(f"{base}/readyz", timeout=15)
    assert healthz.status_code == 200  # alive, just not ready
    assert ready.status_code == 503
    assert ready.json()["status"] == "not ready"
    assert "FULLTEXT_SEARCH" in ready.json()["checks"]["search"]["detail"]


def test_json_logs_are_one_object_per_line_with_the_token_masked(
    site: FixtureSite, web: dict[str, Any]
) -> None:
    env = {"FULLTEXT_SEARCH": site.search_url, "ALLOW_PRIVATE_URLS": "true", "FULLTEXT_SERVE_TOKEN": "s3cret"}
    with serve_command(env, "--access-log", "--log-format", "json") as (base, output):
        assert httpx.get(f"{base}/search?query=mixed&max_results=1&token=s3cret", timeout=15).is_success
        assert httpx.get(f"{base}/search?query=mixed&token=wrong-guess-7", timeout=15).status_code == 401
    log_lines = [line for line in output[0].splitlines() if line.startswith("{")]
    parsed = [json.loads(line) for line in log_lines]
    assert {"time", "level", "logger", "message"} <= set(parsed[0])
    messages = [entry["message"] for entry in parsed]
    assert any("fulltext query='mixed'" in m for m in messages)  # our summary line
    assert any("GET /search?query=mixed&max_results=1&token=***" in m for m in messages)  # access log
    for secret in ("s3cret", "wrong-guess-7"):
        assert secret not in output[0]
    stray = [line for line in output[0].splitlines() if line and not line.startswith("{")]
    assert stray == [stray[0]] and "serving RETRIEVER=custom" in stray[0]  # only the banner on stdout
