"""Calls from any thread or loop run on one fetch loop: one pool, shared limits, cancellation passes."""

from __future__ import annotations

import asyncio
import multiprocessing
import threading
from collections.abc import Iterator

import anyio
import pytest

from fixtures.site import FixtureSite, Route
from gptr_fulltext import FulltextRetriever, pipeline, runtime
from gptr_fulltext.fetch.client import Session, _Sessions
from gptr_fulltext.settings import Settings
from tests.loopback import Answer, ScriptedServer, article


@pytest.fixture
def site(monkeypatch: pytest.MonkeyPatch) -> Iterator[FixtureSite]:
    with FixtureSite(hosts=2, corpus={}) as running:
        monkeypatch.setenv("FULLTEXT_SEARCH", running.search_url)
        monkeypatch.setenv("ALLOW_PRIVATE_URLS", "true")
        yield running


def test_calls_from_fresh_threads_share_one_connection_pool(site: FixtureSite) -> None:
    with ScriptedServer(lambda _request, _seen: Answer(body=article())) as pages:
        results: list[int] = []
        for i in range(3):  # GPT Researcher: each sub-query's search() on a new worker thread
            site.serps[f"sub-query {i}"] = [pages.url(f"/story-{i}")]
            worker = threading.Thread(
                target=lambda q=f"sub-query {i}": results.append(len(FulltextRetriever(q).search(1)))
            )
            worker.start()
            worker.join()
        assert results == [1, 1, 1]
        assert pages.connections() == 1


def test_calls_from_running_loops_land_on_the_fetch_loop() -> None:
    async def where() -> threading.Thread:
        return threading.current_thread()

    async def from_asyncio() -> threading.Thread:
        return await runtime.run(where)

    fetch_thread = asyncio.run(from_asyncio())
    assert fetch_thread.name == "gptr-fulltext-fetch"
    assert anyio.run(runtime.run, where) is fetch_thread
    assert runtime.call(where) is fetch_thread


def test_cancelling_the_caller_cancels_its_fetches(site: FixtureSite) -> None:
    hang = site.add("/hang", Route(body=article(), delay=5))
    quick = site.add("/quick", Route(body=article()))
    site.serps["hangs"] = [hang]
    site.serps["quick"] = [quick]
    settings = Settings.load({}, search=site.search_url, allow_private=True, per_host=1, deadline=10)

    async def give_up_early() -> None:
        with anyio.move_on_after(0.5):
            await pipeline.run("hangs", 1, settings=settings)

    anyio.run(give_up_early)
    # The abandoned call held the host's only slot; the next call gets it only if that fetch ended.
    quick_settings = Settings.load({}, search=site.search_url, allow_private=True, per_host=1, deadline=2)
    report = anyio.run(lambda: pipeline.run("quick", 1, settings=quick_settings))
    assert [o.reason for o in report.outcomes] == [None]


def _search_in_child(search_url: str, results: multiprocessing.Queue[int]) -> None:
    import os

    os.environ.update(FULLTEXT_SEARCH=search_url, ALLOW_PRIVATE_URLS="true")
    results.put(len(FulltextRetriever("after fork").search(1)))


def test_a_forked_child_starts_its_own_fetch_loop(site: FixtureSite) -> None:
    site.serps["after fork"] = [site.add("/forked", Route(body=article()))]
    assert len(FulltextRetriever("after fork").search(1)) == 1  # the parent's loop is running
    context = multiprocessing.get_context("fork")
    results: multiprocessing.Queue[int] = context.Queue()
    child = context.Process(target=_search_in_child, args=(site.search_url, results))
    child.start()
    child.join(30)
    assert child.exitcode == 0
    assert results.get(timeout=1) == 1


def test_progress_callbacks_run_on_the_callers_loop(site: FixtureSite) -> None:
    site.serps["progress"] = [site.add("/progress", Route(body=article()))]
    settings = Settings.load({}, search=site.search_url, allow_private=True)
    seen: list[str] = []

    async def call() -> pipeline.Report:
        return await pipeline.run(
            "progress",
            1,
            settings=settings,
            on_candidates=lambda _: seen.append(threading.current_thread().name),
            on_outcome=lambda _: seen.append(threading.current_thread().name),
        )

    report = asyncio.run(call())
    assert len(report.results) == 1
    assert seen == [threading.current_thread().name] * 2


def test_starting_the_workers_opens_the_session_the_first_search_uses(site: FixtureSite) -> None:
    """What GPT Researcher's plugin load (and serve's start) does before the first search: the fetch
    session, with its TLS context, is open by then, and that search uses it instead of its own."""
    settings = Settings.load({}, search=site.search_url, allow_private=True, user_agent="prepared-agent/1")

    async def open_sessions() -> list[Session]:
        return list(runtime.loop_local("sessions", _Sessions).open.values())

    before = runtime.call(open_sessions)
    pipeline.start_workers(settings, wait=True)
    prepared = [s for s in runtime.call(open_sessions) if s not in before]
    assert len(prepared) == 1
    with ScriptedServer(lambda _request, _seen: Answer(body=article())) as pages:
        site.serps["first search"] = [pages.url("/story")]
        report = anyio.run(lambda: pipeline.run("first search", 1, settings=settings))
    assert report.results
    assert [s for s in runtime.call(open_sessions) if s not in before] == prepared
