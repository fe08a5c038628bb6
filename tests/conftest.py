"""Shared fixtures: the loopback fixture web and an environment pointed at it."""

from __future__ import annotations

import fcntl
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import pytest

from fixtures.site import FixtureSite, Page, load_corpus


@pytest.fixture(autouse=True)
def _fresh_plugin_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test is a process of its own to the plugin: which search ran alone starts anew (a test's
    first search may come within `_SETTLED_SECONDS` of the previous test's last)."""
    from gptr_fulltext.apps import plugin

    monkeypatch.setattr(plugin, "_searches", plugin._Searches())


@pytest.fixture(scope="session")
def corpus() -> dict[str, Page]:
    return load_corpus()


@pytest.fixture
def site(corpus: dict[str, Page]) -> Iterator[FixtureSite]:
    with FixtureSite(corpus=corpus) as running:
        yield running


@pytest.fixture
def fulltext_env(monkeypatch: pytest.MonkeyPatch, site: FixtureSite) -> FixtureSite:
    """FULLTEXT_SEARCH at the fixture SERP, private (loopback) addresses allowed, short deadline."""
    for name in ("FULLTEXT_SEARCH", "RETRIEVER_ENDPOINT", "USER_AGENT", "FULLTEXT_USER_AGENT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("FULLTEXT_SEARCH", site.search_url)
    monkeypatch.setenv("ALLOW_PRIVATE_URLS", "true")
    monkeypatch.setenv("FULLTEXT_DEADLINE", "10")
    monkeypatch.setenv("FULLTEXT_GRACE", "10")  # strict rank order, whatever the machine's load
    return site


def pick(
    corpus: dict[str, Page],
    *,
    expect: str,
    reason: str | None = None,
    kind: str | None = None,
    lang: str | None = None,
    hard: bool | None = None,
    count: int = 1,
) -> list[Page]:
    """The first `count` corpus pages (by id) matching the label filters; fails if too few exist."""
    found = [
        page
        for page in sorted(corpus.values(), key=lambda p: p.id)
        if page.expect == expect
        and (reason is None or page.reason == reason)
        and (kind is None or page.kind == kind)
        and (lang is None or page.lang.split("-")[0] == lang)
        and (hard is None or page.hard == hard)
        and page.duplicate_of is None
    ]
    assert len(found) >= count, f"corpus has {len(found)} pages for {expect=} {reason=} {kind=} {lang=}"
    return found[:count]


@contextmanager
def child_log() -> Iterator[IO[str]]:
    """A temporary file for a child process's output that this process may read while it runs.

    The child's descriptor shares the file's offset with ours; without O_APPEND, a `seek(0)` here to
    read moves where the child writes next, so its next line overwrites the start of the log.
    """
    with tempfile.TemporaryFile("w+") as log:
        flags = fcntl.fcntl(log.fileno(), fcntl.F_GETFL)
        fcntl.fcntl(log.fileno(), fcntl.F_SETFL, flags | os.O_APPEND)
        yield log


@contextmanager
def serve_process(env: dict[str, str], timeout: float = 30.0) -> Iterator[str]:
    """`gptr-fulltext serve --port 0` started for real in a child process; yields its base URL."""
    with serve_child(env, timeout) as (base, _):
        yield base


@contextmanager
def serve_child(env: dict[str, str], timeout: float = 30.0) -> Iterator[tuple[str, int]]:
    """`gptr-fulltext serve --port 0` started for real in a child process; yields its base URL and pid.

    The server prints its address once it listens; it is stopped with SIGINT (what Ctrl-C sends) and
    must then exit 0 on its own. Its log goes to a file, so a chatty server can never block on a pipe.
    """
    command = [str(Path(sys.executable).with_name("gptr-fulltext")), "serve", "--port", "0"]
    with child_log() as log:
        child = subprocess.Popen(
            command, env={**os.environ, **env}, stdout=subprocess.PIPE, stderr=log, text=True
        )
        assert child.stdout is not None
        try:
            ready = _read_line_within(child.stdout, timeout)
            match = re.search(r"on (http://127\.0\.0\.1:\d+)/search", ready)
            assert match, f"serve did not announce its address: {ready!r}\n{_tail(log)}"
            yield match.group(1), child.pid
        finally:
            child.send_signal(signal.SIGINT)
            try:
                child.wait(timeout=10)
            finally:
                if child.poll() is None:
                    child.kill()
                child.stdout.close()
        assert child.returncode == 0, _tail(log)


def _read_line_within(stream: IO[str], timeout: float) -> str:
    """The next line of `stream`, or '' if none comes within `timeout` seconds."""
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(stream.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    return lines[0] if lines else ""


def _tail(log: IO[str]) -> str:
    log.seek(0)
    return log.read()[-3000:]
