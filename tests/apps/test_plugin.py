"""The GPT Researcher facade: call styles, never raising, cheap import, the async API."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import textwrap
import threading

import pytest

from fixtures.site import FixtureSite, Page
from gptr_fulltext import FulltextRetriever, retrieve
from gptr_fulltext.settings import Settings, SettingsError
from tests.conftest import pick
from tests.loopback import Answer, Request, ScriptedServer


@pytest.fixture
def serp(fulltext_env: FixtureSite, corpus: dict[str, Page]) -> list[str]:
    articles = pick(corpus, expect="full", kind="article", hard=False, count=3)
    fulltext_env.serps["retriever query"] = [p.id for p in articles]
    return [fulltext_env.url_of(p.id) for p in articles]


def test_search_from_a_worker_thread_like_gpt_researcher(serp: list[str]) -> None:
    async def research() -> list[dict[str, object]]:
        retriever = FulltextRetriever("retriever query", query_domains=None)
        return await asyncio.to_thread(retriever.search, max_results=3)

    results = asyncio.run(research())
    assert [r["url"] for r in results] == serp


def test_search_called_directly_inside_a_running_event_loop(serp: list[str]) -> None:
    async def research() -> list[dict[str, object]]:
        retriever = FulltextRetriever(
            query="retriever query", headers={"x": "y"}, query_domains=[], websocket=None, researcher=None
        )
        return retriever.search(max_results=2)  # the synchronous call GPT Researcher makes in _search

    results = asyncio.run(research())
    assert [r["url"] for r in results] == serp[:2]


def test_plain_synchronous_call(serp: list[str]) -> None:
    assert [r["url"] for r in FulltextRetriever("retriever query").search(max_results=1)] == serp[:1]


def test_declares_that_it_needs_no_scraping() -> None:
    assert FulltextRetriever.requires_scraping is False


def test_bad_configuration_is_logged_loudly_and_returns_empty(
    serp: list[str], monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FULLTEXT_DEADLINE", "abc")
    with caplog.at_level(logging.INFO, logger="gptr_fulltext"):
        assert FulltextRetriever("retriever query").search() == []
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert errors and "FULLTEXT_DEADLINE='abc'" in errors[0]


def test_a_bad_serve_only_setting_never_stops_a_research_run_or_a_library_call(
    serp: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """FULLTEXT_SERVE_* in an environment shared with a server are serve's alone: neither the plugin
    nor `retrieve()` reads or checks them (serve itself still refuses them)."""
    monkeypatch.setenv("FULLTEXT_SERVE_MAX_RESULTS", "lots")
    monkeypatch.setenv("FULLTEXT_SERVE_MAX_CONCURRENT", "-1")
    assert [r["url"] for r in FulltextRetriever("retriever query").search(max_results=2)] == serp[:2]
    assert [r["url"] for r in asyncio.run(retrieve("retriever query", 2))] == serp[:2]
    with pytest.raises(SettingsError, match="FULLTEXT_SERVE_MAX_"):
        Settings.load()


def test_unexpected_bugs_never_reach_the_research_run(
    serp: list[str], monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from gptr_fulltext import pipeline

    async def broken(*_: object, **__: object) -> None:
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(pipeline, "run", broken)
    with caplog.at_level(logging.ERROR, logger="gptr_fulltext"):
        assert FulltextRetriever("retriever query").search() == []
    assert any("simulated bug" in (r.exc_text or "") or r.exc_info for r in caplog.records)


def test_async_retrieve_with_overrides(serp: list[str]) -> None:
    results = asyncio.run(retrieve("retriever query", 2, max_chars=500))
    assert [r["url"] for r in results] == serp[:2]
    assert all(len(r["raw_content"]) <= 500 for r in results)
    with pytest.raises(SettingsError, match="max_chars"):
        asyncio.run(retrieve("retriever query", 2, max_chars=-1))


def test_import_is_cheap_and_ignores_configuration() -> None:
    probe = textwrap.dedent(
        """
        import sys
        import gptr_fulltext
        heavy = ("trafilatura", "httpx", "gpt_researcher", "selectolax", "lxml")
        heavy = [m for m in heavy if m in sys.modules]
        assert not heavy, heavy
        from gpt_researcher.actions.retriever import get_retriever
        assert get_retriever("fulltext") is gptr_fulltext.FulltextRetriever
        """
    )
    env = {"FULLTEXT_DEADLINE": "abc", "FULLTEXT_FORMAT": "nonsense", "PATH": ""}
    subprocess.run([sys.executable, "-c", probe], check=True, env=env, timeout=120)


def test_the_deadline_holds_on_the_first_call_while_gpt_researcher_loads() -> None:
    """The first call imports GPT Researcher to resolve the backend (seconds); that, the backend's
    constructor and its search all run where the deadline can abandon them, not on the fetch loop.
    Here the import, then the backend, hang for longer than the probe may run: it can only finish if
    each call gave up at its deadline."""
    release = threading.Event()

    def hang(_request: Request, _seen: int) -> Answer:
        release.wait(120)  # a backstop only: released once the probe has ended
        return Answer(200, {"content-type": "application/json"}, b"[]")

    probe = textwrap.dedent(
        """
        import sys, threading
        from gptr_fulltext import FulltextRetriever

        let_import = threading.Event()

        class HoldImport:
            def find_spec(self, name, path=None, target=None):
                if name == "gpt_researcher":
                    let_import.wait()
                return None

        sys.meta_path.insert(0, HoldImport())
        assert "gpt_researcher" not in sys.modules  # this first call pays for every import
        assert FulltextRetriever("q").search(3) == []  # while the import is held
        let_import.set()
        import gpt_researcher.actions.retriever  # loaded now: the next call reaches the backend
        assert FulltextRetriever("q").search(3) == []  # while the backend's search hangs
        """
    )
    with ScriptedServer(hang) as endpoint:
        env = {
            **os.environ,
            "FULLTEXT_SEARCH": "custom",
            "RETRIEVER_ENDPOINT": endpoint.url("/search"),
            "FULLTEXT_DEADLINE": "0.5",
        }
        try:
            done = subprocess.run(
                [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60
            )
        finally:
            release.set()
    assert done.returncode == 0, done.stderr
    assert "gave nothing within FULLTEXT_DEADLINE=0.5 s" in done.stderr
