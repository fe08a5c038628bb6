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

from fixtures.site import FixtureSite, Page, Route
from gptr_fulltext import FulltextRetriever, retrieve
from gptr_fulltext.apps import plugin
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


def _long_article(topic_paragraph: str) -> bytes:
    """An article of ~9,000 characters whose only paragraph about the query sits in its middle."""
    filler = [
        f"Paragraph {n} of the report walks through the committee's minutes, the budget lines it "
        "approved and the schedule for the next session, with the names of those who voted and the "
        "amendments they tabled before the recess, which the clerk summarised for the record. " * 2
        for n in range(14)
    ]
    paragraphs = [*filler[:7], topic_paragraph, *filler[7:]]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (
        "<html><head><title>Council minutes</title></head><body><article><h1>Council minutes</h1>"
        f"{body}</article></body></html>"
    ).encode()


@pytest.fixture
def long_serp(fulltext_env: FixtureSite) -> tuple[FixtureSite, str]:
    topic = (
        "Glacier melt in the valley doubled this decade, the hydrologists said, and the glacier's "
        "meltwater now reaches the reservoir weeks earlier than it did."
    )
    url = fulltext_env.add("/minutes", Route(body=_long_article(topic)))
    return fulltext_env, url


def _on_to_thread(*queries: str) -> list[list[dict[str, object]]]:
    """Search `queries` as GPT Researcher does: through `asyncio.to_thread`, all at once."""

    async def together() -> list[list[dict[str, object]]]:
        searches = [asyncio.to_thread(FulltextRetriever(q).search, max_results=1) for q in queries]
        return list(await asyncio.gather(*searches))

    return asyncio.run(together())


def _brief_and_full(brief: str, full: str) -> None:
    settings = Settings.load()
    assert len(brief) <= settings.planning_chars < len(full) <= settings.max_chars
    assert brief.startswith("# Council minutes") and "Paragraph 0 " in brief  # the title and the lede
    assert "Glacier melt in the valley doubled" in brief  # the paragraph about the query, from mid-page
    assert "Glacier melt in the valley doubled" in full and "Paragraph 6 " in full  # in page order


@pytest.mark.parametrize("spacing", [" ", "  "])
def test_gpt_researchers_planning_search_gets_a_brief_and_the_same_query_later_the_full_text(
    long_serp: tuple[FixtureSite, str], spacing: str
) -> None:
    """GPT Researcher's planning search runs alone through `asyncio.to_thread`; its planner pastes the
    results whole into its prompt. Then it runs its sub-queries together, the planning query again
    among them, for its writer: those get the text up to FULLTEXT_MAX_CHARS."""
    site, url = long_serp
    query = f"glacier{spacing}melt reservoir {len(spacing)}"  # its own per case: the plugin remembers
    same, sub_query = " ".join(query.split()).upper(), f"reservoir levels{spacing}glacier"
    site.serps[query] = site.serps[same] = site.serps[sub_query] = [url]
    (planning,) = _on_to_thread(query)
    repeat, sub = _on_to_thread(same, sub_query)
    assert [r["url"] for r in planning] == [r["url"] for r in repeat] == [r["url"] for r in sub] == [url]
    _brief_and_full(str(planning[0]["raw_content"]), str(repeat[0]["raw_content"]))
    assert sub[0]["raw_content"] == repeat[0]["raw_content"]  # a sub-query's first search: in full


def test_a_search_beside_another_or_from_a_script_gets_the_full_text(
    long_serp: tuple[FixtureSite, str],
) -> None:
    site, url = long_serp
    site.serps["glacier melt, beside"] = site.serps["glacier melt, beside too"] = [url]
    site.serps["glacier melt, script"] = [url]
    full = [
        str(r[0]["raw_content"]) for r in _on_to_thread("glacier melt, beside", "glacier melt, beside too")
    ]
    script = FulltextRetriever("glacier melt, script").search(max_results=1)  # on this (main) thread
    assert full[0] == full[1] == script[0]["raw_content"]
    assert len(full[0]) > Settings.load().planning_chars


def test_the_planning_brief_can_be_turned_off(
    long_serp: tuple[FixtureSite, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    site, url = long_serp
    site.serps["glacier melt, no brief"] = [url]
    monkeypatch.setenv("FULLTEXT_PLANNING_CHARS", "0")
    (first,) = _on_to_thread("glacier melt, no brief")
    assert len(str(first[0]["raw_content"])) > Settings.load().planning_chars


def test_a_query_is_a_planning_search_again_once_the_repeat_window_has_passed(
    long_serp: tuple[FixtureSite, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    site, url = long_serp
    site.serps["glacier melt, later"] = [url]
    clock = [1000.0]
    monkeypatch.setattr(plugin, "_now", lambda: clock[0])
    lengths = []
    for advance in (0.0, 60.0, plugin.REPEAT_WINDOW_SECONDS + 1):
        clock[0] += advance
        lengths.append(len(str(_on_to_thread("glacier melt, later")[0][0]["raw_content"])))
    planning = Settings.load().planning_chars
    assert lengths[0] <= planning < lengths[1] and lengths[2] <= planning


def test_a_sub_query_started_only_after_its_cached_sibling_ended_still_gets_the_full_text(
    long_serp: tuple[FixtureSite, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a loaded machine one of GPT Researcher's sub-queries may start after a sibling answered from
    the page cache: running alone then, on a new query, it is still no planning search."""
    site, url = long_serp
    plan, sub, later = "glacier melt, batch", "glacier melt, straggler", "glacier melt, next research"
    site.serps[plan] = site.serps[sub] = site.serps[later] = [url]
    clock = [1000.0]
    monkeypatch.setattr(plugin, "_now", lambda: clock[0])
    lengths = []
    for query, advance in ((plan, 0.0), (plan, 60.0), (sub, 0.05), (later, 60.0)):
        clock[0] += advance  # the clock stands still while a search runs: it ends when it started
        lengths.append(len(str(_on_to_thread(query)[0][0]["raw_content"])))
    planning = Settings.load().planning_chars
    assert lengths[0] <= planning < lengths[1]  # the planning search, then its repeat from the cache
    assert lengths[2] > planning  # the straggler: 50 ms after its sibling ended
    assert lengths[3] <= planning  # a search alone a minute later is a planning search again


def test_only_a_search_on_its_own_waits_for_a_better_ranked_late_answer(
    fulltext_env: FixtureSite, corpus: dict[str, Page], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With FULLTEXT_FIRST_ANSWER_WAIT a better-ranked page whose server answers late is waited for
    by a search on its own (a script's); not by GPT Researcher's planning search (alone, but on the
    research's path and read by the planner only), whose repeat finds the page it took in the cache,
    nor by its sub-queries, which run together and go on when the slowest ends."""
    site = fulltext_env
    warm, *early, source = pick(corpus, expect="full", kind="article", hard=False, count=6)
    late = site.add("/answers-late", Route(body=source.body(), delay=3.0))
    monkeypatch.setenv("FULLTEXT_DEADLINE", "30")
    monkeypatch.setenv("FULLTEXT_GRACE", "20")  # the window: as long again as fetching took, at most 20 s
    monkeypatch.setenv("FULLTEXT_FIRST_ANSWER_WAIT", "5")
    queries = ["late answer, plan", "late answer, sub-query", "late answer, other sub-query", "late, alone"]
    for query, page in zip(queries, early, strict=True):  # each its own page in hand: none cached
        site.serps[query] = [late, page.id]
    site.serps["late answer, warm"] = [warm.id]
    clock = [1000.0]
    monkeypatch.setattr(plugin, "_now", lambda: clock[0])
    FulltextRetriever("late answer, warm").search(max_results=1)  # workers started: pages in at once
    clock[0] += 60.0
    (planning,) = _on_to_thread(queries[0])
    repeat, *subs = _on_to_thread(*queries[:3])
    assert [r["url"] for r in planning] == [r["url"] for r in repeat] == [site.url_of(early[0].id)]
    assert [r["url"] for results in subs for r in results] == [site.url_of(p.id) for p in early[1:3]]
    # The repeat's page came from the cache the planning search filled (fetched without the wait).
    assert sum(path == f"/{early[0].id}" for _host, path in site.requests) == 1
    clock[0] += 60.0
    assert [r["url"] for r in FulltextRetriever(queries[3]).search(max_results=1)] == [late]
