"""The pipeline against a real HTTP server on loopback: ranking, replacement, limits, dedup, reasons."""

from __future__ import annotations

import gzip
import logging
import math
import re
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio
import pytest

from fixtures.site import FixtureSite, Page, Route
from gptr_fulltext import pipeline, runtime
from gptr_fulltext.models import Candidate, Fetched, Outcome
from gptr_fulltext.page import extract
from gptr_fulltext.pipeline import gather
from gptr_fulltext.results import cap_text
from gptr_fulltext.settings import Settings
from gptr_fulltext.workers import ExtractionPool, pool_for
from tests.conftest import pick
from tests.loopback import Answer, Request, ScriptedServer


def run_query(
    site: FixtureSite,
    refs: list[str],
    max_results: int = 3,
    query: str = "test query",
    query_domains: list[str] | None = None,
    **overrides: Any,
) -> pipeline.Report:
    """Serve `refs` (corpus ids or URLs) as the SERP for `query` and run one call against it."""
    site.serps[query] = refs
    overrides.setdefault("search", site.search_url)
    overrides.setdefault("allow_private", True)
    settings = Settings.load({}, **overrides)
    return anyio.run(lambda: pipeline.run(query, max_results, query_domains=query_domains, settings=settings))


def reasons(report: pipeline.Report) -> list[str | None]:
    return [o.reason for o in report.outcomes]


@pytest.fixture
def articles(corpus: dict[str, Page]) -> list[Page]:
    return pick(corpus, expect="full", kind="article", hard=False, count=5)


def test_full_pages_in_rank_order_and_thin_pages_replaced(
    site: FixtureSite, corpus: dict[str, Page], articles: list[Page]
) -> None:
    error_page = pick(corpus, expect="thin", reason="http_status")[0]
    binary_page = pick(corpus, expect="thin", reason="binary")[0]
    refs = [error_page.id, articles[0].id, binary_page.id, articles[1].id, articles[2].id, articles[3].id]
    report = run_query(site, refs, max_results=3)
    assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[:3]]
    assert reasons(report)[:5] == ["http_status", None, "binary", None, None]
    for result, page in zip(report.results, articles, strict=False):
        expected = extract(page.body(), site.url_of(page.id), headers=page.headers)
        assert result["raw_content"] == cap_text(expected.content, Settings().max_chars)[0]
        assert len(result["raw_content"]) > 400


def test_result_shape_and_bounds(site: FixtureSite, articles: list[Page]) -> None:
    report = run_query(site, [p.id for p in articles], max_results=5, max_chars=1500, preview_chars=120)
    assert len(report.results) == 5
    for result in report.results:
        assert result.keys() == {"url", "title", "body", "raw_content"}  # what GPT Researcher reads
        assert result["title"]
        assert 0 < len(result["raw_content"]) <= 1500
        assert len(result["body"]) <= 121
        assert result["body"] and not result["body"].startswith("#")
        assert result["raw_content"].startswith("# ")  # markdown starts with the title heading


def test_metadata_keys_on_request(site: FixtureSite, articles: list[Page]) -> None:
    report = run_query(site, [articles[0].id], max_results=1, result_metadata=True)
    (result,) = report.results
    assert {"href", "truncated", "words", "author", "published", "site_name", "language"} <= result.keys()
    assert result["href"] == result["url"] and result["words"] > 50 and result["truncated"] is False


def test_backend_is_asked_for_more_candidates_than_results(site: FixtureSite, articles: list[Page]) -> None:
    run_query(site, [p.id for p in articles], max_results=2, overfetch=2.5, reserve=1.5)
    searches = [path for host, path in site.requests if path.startswith("/search")]
    assert searches and f"max_results={math.ceil(2 * 2.5) + math.ceil(2 * 1.5)}" in searches[0]


# The next tests prove a call did not wait without timing it: the slow page would outlast the test's
# timeout and every other limit of the call, so the call can only return if it gave the page up.
NEVER = 3000.0  # seconds: longer than any test may run, within every setting's bound
TIMEOUT = 60  # seconds pytest-timeout gives each of them: far more than they take, far less than NEVER


def warm_workers(**overrides: Any) -> None:
    """Start every extraction worker of these settings' pool and wait until each has extracted a
    page, so that a call timed against a short deadline does not also pay their start-up (a second
    or more each on a loaded machine)."""
    settings = Settings.load({}, **overrides)
    page = Fetched(
        "http://warm.example/", "http://warm.example/", 200, {"content-type": "text/html"}, b"<p>w</p>"
    )

    async def warm() -> None:
        pool = pool_for(settings)
        async with anyio.create_task_group() as tasks:
            for _ in range(pool.size):  # each borrows a worker of its own, started if need be
                tasks.start_soon(pool.extract, page, settings)

    runtime.call(warm)


@pytest.mark.timeout(TIMEOUT)
def test_call_deadline_cuts_off_hanging_pages_and_returns_the_rest(
    site: FixtureSite, articles: list[Page]
) -> None:
    hang = site.add("/hang", Route(delay=NEVER))
    warm_workers()  # the deadline is for the pages, not the workers' start-up
    report = run_query(
        site,
        [hang] + [p.id for p in articles[:3]],
        max_results=3,
        deadline=2,
        grace=NEVER,
        page_timeout=NEVER,
        idle_timeout=NEVER,
    )
    assert reasons(report)[0] == "deadline"
    assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[:3]]
    assert "timed_out=1" in report.summary()


@pytest.mark.timeout(TIMEOUT)
def test_page_timeout_cuts_slow_drips(site: FixtureSite, articles: list[Page]) -> None:
    body = articles[0].body()
    assert len(body) * 0.1 > TIMEOUT  # a byte every 0.1 s (never idle that long): it would outlast the test
    drip = site.add("/drip", Route(body=body, drip=(1, 0.1)))
    report = run_query(site, [drip, articles[1].id], max_results=2, page_timeout=1, deadline=NEVER)
    assert reasons(report)[0] == "timeout"
    assert [r["url"] for r in report.results] == [site.url_of(articles[1].id)]


@pytest.mark.timeout(TIMEOUT)
def test_with_enough_full_pages_in_hand_a_slow_better_ranked_page_is_outpaced(
    site: FixtureSite, articles: list[Page]
) -> None:
    """FULLTEXT_GRACE trades rank order for latency: the call waits that long for the better-ranked
    page, not until its deadline (which is never here, so only the grace window can end it)."""
    slow = site.add("/slow", Route(body=articles[3].body(), delay=NEVER))
    report = run_query(
        site,
        [slow] + [p.id for p in articles[:2]],
        max_results=2,
        grace=0.2,
        deadline=NEVER,
        page_timeout=NEVER,
        idle_timeout=NEVER,
    )
    assert reasons(report) == ["outpaced", None, None]
    assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[:2]]
    assert "outpaced=1" in report.summary()


@pytest.mark.timeout(TIMEOUT)
def test_the_grace_window_is_no_longer_than_fetching_the_full_pages_took(
    site: FixtureSite, articles: list[Page]
) -> None:
    """Loopback pages arrive in well under a second (a few under heavy load): with FULLTEXT_GRACE at
    30 s the call still ends long before it, once it has waited as long again as fetching took."""
    slow = site.add("/slow", Route(body=articles[3].body(), delay=NEVER))
    report = run_query(
        site,
        [slow] + [p.id for p in articles[:2]],
        max_results=2,
        grace=30,
        deadline=60,
        page_timeout=NEVER,
        idle_timeout=NEVER,
    )
    assert reasons(report) == ["outpaced", None, None]
    assert report.seconds < 30
    assert "at most FULLTEXT_GRACE=30 s" in (report.outcomes[0].detail or "")


@pytest.mark.timeout(TIMEOUT)
def test_a_better_ranked_page_answering_a_little_late_is_returned_in_its_rank(
    site: FixtureSite, articles: list[Page]
) -> None:
    """The other pages are in within a fraction of a second, the first answers after 0.8 s: its server
    has not begun to answer when the grace window (as long again as fetching took) would end, so
    it is waited for until its first answer is due (FULLTEXT_FIRST_ANSWER_WAIT) and comes first."""
    late = site.add("/late", Route(body=articles[3].body(), delay=0.8))
    refs = [late] + [p.id for p in articles[:2]]
    report = run_query(site, refs, max_results=2, grace=30, deadline=60, first_answer_wait=3)
    assert reasons(report)[:2] == [None, None]
    assert [r["url"] for r in report.results] == [late, site.url_of(articles[0].id)]


@pytest.mark.timeout(TIMEOUT)
def test_a_call_with_company_does_not_wait_for_a_silent_better_ranked_page(
    site: FixtureSite, articles: list[Page]
) -> None:
    """Alone, a call waits for a better-ranked page whose server has not begun to answer until
    FULLTEXT_FIRST_ANSWER_WAIT (20 s here: longer than the test may take). A second call starting
    once the first has its pages in hand ends the first one's wait, and does not wait itself: two
    searches at once go on when the slower ends, so neither waits for rank order."""
    settings = Settings.load(
        {},
        search=site.search_url,
        allow_private=True,
        grace=30,
        deadline=60,
        page_timeout=NEVER,
        idle_timeout=NEVER,
        first_answer_wait=20,
    )
    serps = {
        query: [site.add(f"/silent-{n}", Route(body=articles[3].body(), delay=NEVER))]
        + [p.id for p in articles[n : n + 2]]
        for n, query in enumerate(("first query", "second query"))
    }
    site.serps.update(serps)
    reports: dict[str, pipeline.Report] = {}

    async def both() -> None:
        in_hand = anyio.Event()

        def on_outcome(outcome: Outcome) -> None:
            if outcome.kept and outcome.candidate.rank == 2:
                in_hand.set()

        async def search(query: str, **progress: Any) -> None:
            reports[query] = await pipeline.run(query, 2, settings=settings, **progress)

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(lambda: search("first query", on_outcome=on_outcome))
            await in_hand.wait()
            tasks.start_soon(search, "second query")

    anyio.run(both)
    for n, query in enumerate(serps):
        report = reports[query]
        assert reasons(report)[:3] == ["outpaced", None, None]
        assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[n : n + 2]]
        assert report.seconds < 15  # the wait for a first answer (20 s) would have held it


@pytest.mark.timeout(TIMEOUT)
def test_a_better_ranked_page_dripping_its_body_is_not_waited_for_as_if_silent(
    site: FixtureSite, articles: list[Page]
) -> None:
    """A page whose answer has begun but whose body drips in (a chunked answer of unknown length,
    minutes at this pace) gets the grace window's usual wait, not the wait for a first answer: with
    that wait at 20 s here, the call still ends long before it."""
    drip = site.add("/drip", Route(body=articles[3].body(), drip=(64, 0.5), chunked=True))
    report = run_query(
        site,
        [drip] + [p.id for p in articles[:2]],
        max_results=2,
        grace=30,
        deadline=60,
        page_timeout=NEVER,
        idle_timeout=NEVER,
        first_answer_wait=20,
    )
    assert reasons(report)[:3] == ["outpaced", None, None]
    assert report.seconds < 15  # the wait for a first answer (20 s) would have held it


# A full page of 0.6 MB whose extraction takes a while (0.7 s of CPU on an idle core).
LONG_REPORT = (
    "<html><head><title>Canal survey</title></head><body><article><h1>Canal survey</h1>"
    + "".join(
        f"<p>Section {n}: the inspectors walked the length of the canal and recorded where the lining "
        "had cracked, where reeds had taken hold and where the towpath needed new gravel.</p>"
        for n in range(3000)
    )
    + "</article></body></html>"
).encode()


@pytest.mark.timeout(TIMEOUT)
def test_once_a_page_in_extraction_settles_the_grace_window_is_as_long_as_fetching_again(
    site: FixtureSite, articles: list[Page]
) -> None:
    """A better-ranked page whose bytes are in is waited for the whole FULLTEXT_GRACE while it is
    extracted; once it settles, the window is as long as fetching took again, so a page still
    loading beside it (here one that never answers) no longer holds the call to the grace."""
    hang = site.add("/hang", Route(delay=NEVER))
    long_page = site.add("/long-report", Route(body=LONG_REPORT))
    warm_workers()
    report = run_query(
        site,
        [hang, long_page, articles[0].id, articles[1].id],
        max_results=2,
        grace=30,
        deadline=60,
        page_timeout=NEVER,
        idle_timeout=NEVER,
        extract_seconds=50,  # however loaded the machine, the long page is extracted, not timed out
    )
    assert reasons(report)[:2] == ["outpaced", None]
    assert [r["url"] for r in report.results] == [long_page, site.url_of(articles[0].id)]
    assert report.seconds < 20  # the grace (30 s) would have held it until the end


@pytest.mark.timeout(TIMEOUT)
def test_a_worse_ranked_page_in_extraction_does_not_hold_the_grace_window(
    site: FixtureSite, articles: list[Page]
) -> None:
    """Two full pages are in hand, a better-ranked one never answers and a worse-ranked one is still
    being extracted (2.4 MB: seconds of CPU): that one cannot enter the results, so the window is as
    long as fetching took, not the grace, and the call ends while it is still in its worker."""
    hang = site.add("/hang", Route(delay=NEVER))
    huge_report = LONG_REPORT.replace(b"</article>", LONG_REPORT[LONG_REPORT.index(b"<p>") :] * 3)
    long_page = site.add("/long-report", Route(body=huge_report))
    warm_workers()
    report = run_query(
        site,
        [hang, articles[0].id, articles[1].id, long_page],
        max_results=2,
        grace=30,
        deadline=60,
        page_timeout=NEVER,
        idle_timeout=NEVER,
        extract_seconds=50,
        first_answer_wait=0,  # the window alone: the silent first page is not waited for
    )
    assert reasons(report) == ["outpaced", None, None, "not_needed"]
    assert report.outcomes[3].extraction is None  # never settled: the call did not wait for it
    assert report.seconds < 20  # the grace (30 s) would have held it until the page settled


@pytest.mark.timeout(TIMEOUT)
def test_the_grace_window_waits_for_a_better_ranked_page_asked_to_retry(
    site: FixtureSite, articles: list[Page]
) -> None:
    """Answered 429 with Retry-After: 1, the first page is not slow but asked to wait: the window
    stretches to its retry, within the grace (end to end; `grace_end`'s test below shows the rule)."""
    asked: list[str] = []

    def once_throttled(request: Request, _seen: int) -> Answer:
        if not request.path.startswith("/throttled"):
            return Answer(404)  # robots.txt: none
        asked.append(request.path)
        return Answer(429, {"retry-after": "1"}) if len(asked) == 1 else Answer(body=articles[3].body())

    with ScriptedServer(once_throttled) as throttled:
        first = throttled.url("/throttled")
        report = run_query(site, [first] + [p.id for p in articles[:2]], max_results=2, grace=20, deadline=60)
    assert len(asked) == 2
    assert reasons(report)[:2] == [None, None]
    assert [r["url"] for r in report.results] == [first, site.url_of(articles[0].id)]


@pytest.mark.timeout(TIMEOUT)
@pytest.mark.parametrize("first_answer_wait", [1.0, 0.0])
def test_a_retry_due_past_the_grace_is_waited_for_only_by_a_search_on_its_own(
    site: FixtureSite, articles: list[Page], first_answer_wait: float
) -> None:
    """The first page answers 429 with Retry-After: 4; the others are in after 1.5 s, and
    FULLTEXT_GRACE is 0.5 s, so the retry is due well after the grace window's cap. A search on its
    own that waits for first answers waits for it (due before the deadline) and returns it first;
    with that wait off (GPT Researcher's planning search, or a caller who chose latency) the retry
    cannot come back within the grace, and the call ends without asking again."""
    asked: list[str] = []

    def once_throttled(request: Request, _seen: int) -> Answer:
        if not request.path.startswith("/throttled"):
            return Answer(404)  # robots.txt: none
        asked.append(request.path)
        return Answer(429, {"retry-after": "4"}) if len(asked) == 1 else Answer(body=articles[3].body())

    others = [site.add(f"/steady-{n}", Route(body=articles[n].body(), delay=1.5)) for n in range(2)]
    warm_workers()
    with ScriptedServer(once_throttled) as throttled:
        first = throttled.url("/throttled")
        report = run_query(
            site,
            [first, *others],
            max_results=2,
            grace=0.5,
            deadline=NEVER,
            page_timeout=NEVER,
            idle_timeout=NEVER,
            first_answer_wait=first_answer_wait,
        )
    if first_answer_wait:
        assert len(asked) == 2
        assert reasons(report) == [None, None, "not_needed"]
        assert [r["url"] for r in report.results] == [first, others[0]]
    else:
        assert asked == ["/throttled"]
        assert reasons(report) == ["outpaced", None, None]
        assert [r["url"] for r in report.results] == others


def test_a_planned_retry_due_within_the_grace_moves_the_windows_end() -> None:
    """In company (or without the first-answer wait) a retry due back before the grace window's cap
    is waited for until it has been back as long again as fetching took, within the cap; one due
    later cannot make it and holds nothing open."""
    settings = Settings.load({}, grace=5.0, deadline=12.0)
    began, fetching = 100.0, 1.5  # enough full pages after 1.5 s of fetching
    last = 3  # the best full pages in hand end at candidate #4: only #1-#3 can still enter them

    def end(outcomes: dict[int, Outcome] | None = None, **loading: Any) -> float:
        loaded = gather.Loading(**loading)
        return gather.grace_end(
            began, fetching, loaded, outcomes or {}, settings, last, accompanied=True, deadline=112.0
        )

    assert end() == 101.5
    retried = {0: 102.0}  # candidate #1 answered 429 and is expected back at 102.0
    assert end(retries=retried) == 103.5
    assert end(retries={0: 104.5}) == 105.0  # due within the grace: waited for until its cap
    assert end(retries={0: 109.0}) == 101.5  # due after the grace: it cannot make it
    settled = {0: Outcome(Candidate("https://a.example/", 0), True, None)}
    assert end(settled, retries=retried) == 101.5  # it has come
    # a page whose bytes are in is only being extracted: waited for the whole grace, until it settles
    assert end(arrived={1}) == 105.0
    assert end(settled, arrived={0}) == 101.5
    # a worse-ranked page cannot enter the results: its retry or its extraction holds nothing open
    assert end(retries={4: 102.0}, arrived={5}) == 101.5


def test_a_search_on_its_own_waits_for_a_retry_due_before_its_deadline() -> None:
    """A search on its own that waits for first answers trades latency for rank order: a retry due
    back before the deadline is worth waiting for, past FULLTEXT_GRACE; one due after is not. The
    same retry in company, or with the pages in hand from the cache, keeps the grace's horizon."""
    settings = Settings.load({}, grace=2.0, deadline=12.0, first_answer_wait=1.75)
    began, fetching, last = 100.5, 0.5, 3
    fetched = {n: Outcome(Candidate(f"https://{n}.example/", n), True, None) for n in (2, 3)}
    cached = {n: replace(o, cached=True) for n, o in fetched.items()}

    def end(
        outcomes: dict[int, Outcome],
        retries: dict[int, float],
        accompanied: bool = False,
        arrived: frozenset[int] = frozenset(),
    ) -> float:
        loaded = gather.Loading(asked={0: 100.0}, retries=retries, arrived=set(arrived))
        return round(
            gather.grace_end(
                began, fetching, loaded, outcomes, settings, last, accompanied=accompanied, deadline=112.0
            ),
            6,
        )

    assert end(fetched, {0: 106.0}) == 106.5  # due after the grace (102.5), before the deadline
    back = frozenset({0})  # back, its bytes in, in its worker: not cut at the cap
    assert end(fetched, {0: 106.0}, arrived=back) == 106.5
    assert end(fetched, {0: 113.0}) == 101.0  # due after the deadline: as long again as fetching took
    assert end(fetched, {0: 106.0}, accompanied=True) == 101.0
    assert end(fetched, {0: 102.3}, accompanied=True) == 102.5  # in company: due in time, to the cap
    assert end(cached, {0: 106.0}) == 101.0


def test_a_better_ranked_page_not_yet_answering_is_waited_for_until_its_first_answer_is_due() -> None:
    """A page whose server has not begun to answer is in the tail of first answers: waited for until
    FULLTEXT_FIRST_ANSWER_WAIT after it was asked, within FULLTEXT_GRACE. One whose answer has begun (a
    body dripping in) or whose retry is planned is not; nor is anything when the pages in hand came
    from the cache (a repeated query: that page already had its wait), or once another call has run
    beside this one (its wait would be theirs too)."""
    settings = Settings.load({}, grace=5.0, deadline=12.0, first_answer_wait=1.75)
    began, fetching, last = 100.5, 0.5, 3  # fetching began at 100.0
    fetched = {n: Outcome(Candidate(f"https://{n}.example/", n), True, None) for n in (2, 3)}
    cached = {n: replace(o, cached=True) for n, o in fetched.items()}

    def end(outcomes: dict[int, Outcome], accompanied: bool = False, **loading: Any) -> float:
        loaded = gather.Loading(**loading)
        return round(
            gather.grace_end(
                began, fetching, loaded, outcomes, settings, last, accompanied=accompanied, deadline=112.0
            ),
            6,
        )

    asked = {0: 100.0, 1: 100.2}
    assert end(fetched) == 101.0  # nothing silent: as long again as fetching took
    assert end(fetched, asked=asked) == 101.95  # #2 asked at 100.2, its first answer due 1.75 s later
    assert end(fetched, asked=asked, answering={1: 100.4}) == 101.75  # #2 answering: #1 is silent
    assert end(fetched, asked=asked, answering={0: 100.3, 1: 100.4}) == 101.0  # both answering early
    assert end(fetched, asked=asked, answering={0: 100.3, 1: 100.9}) == 101.4  # #2 late: fetching again
    assert end(fetched, asked=asked, answering={0: 100.3}, retries={1: 100.6}) == 101.1  # the retry's rule
    assert end(cached, asked=asked) == 101.0
    assert end(fetched, accompanied=True, asked=asked) == 101.0  # in company: as if the wait were off
    assert end(fetched, asked={0: 100.0, 4: 100.2}, answering={0: 100.3}) == 101.0  # #5 is worse-ranked
    for capped, off in ((0.8, 1.75), (5.0, 0.0)):  # within FULLTEXT_GRACE; 0 turns it off
        other = Settings.load({}, grace=capped, deadline=12.0, first_answer_wait=off)
        want = 101.3 if off else 101.0
        loading = gather.Loading(asked=asked)
        assert (
            round(
                gather.grace_end(
                    began, fetching, loading, fetched, other, last, accompanied=False, deadline=112.0
                ),
                6,
            )
            == want
        )


def test_the_grace_window_scales_with_fetching_up_to_the_setting() -> None:
    settings = Settings.load({}, grace=2.0, deadline=12.0)
    assert gather.grace_window(settings, 0.5) == 0.5
    assert gather.grace_window(settings, 5.0) == 2.0
    assert gather.grace_window(Settings.load({}, grace=12.0, deadline=12.0), 0.5) == 12.0  # strict order


@pytest.mark.timeout(TIMEOUT)
def test_dropped_candidates_start_the_reserve_instead_of_waiting_for_a_slow_page(
    site: FixtureSite, articles: list[Page]
) -> None:
    """Two of four candidates fail and the best-ranked one never ends: without the reserve the call
    would wait for it (never here); with it, two more candidates start, the second full page comes
    from the reserve, and the grace window then ends the call."""
    slow = site.add("/slow", Route(body=articles[3].body(), delay=NEVER))
    gone = [site.add(f"/gone-{n}", Route(status=404, body=b"not here")) for n in range(2)]
    refs = [slow, articles[0].id, *gone, articles[1].id, articles[2].id]
    report = run_query(
        site, refs, max_results=2, overfetch=2, reserve=1, grace=0.2, deadline=NEVER, page_timeout=NEVER
    )
    assert reasons(report) == ["outpaced", None, "http_status", "http_status", None, "not_needed"]
    assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[:2]]


def test_a_reserve_candidate_is_not_fetched_when_the_first_ones_suffice(
    site: FixtureSite, articles: list[Page]
) -> None:
    refs = [p.id for p in articles[:3]]
    report = run_query(site, refs, max_results=1, overfetch=2, reserve=1)
    assert reasons(report) == [None, "not_needed", "not_needed"]
    fetched = {path for _host, path in site.requests}
    assert urlsplit(site.url_of(articles[2].id)).path not in fetched  # the reserve: never asked for


def test_a_grace_as_long_as_the_deadline_keeps_strict_rank_order(
    site: FixtureSite, articles: list[Page]
) -> None:
    late = site.add("/late", Route(body=articles[3].body(), delay=0.5))
    report = run_query(site, [late] + [p.id for p in articles[:2]], max_results=2, grace=10, deadline=10)
    assert [r["url"] for r in report.results] == [late, site.url_of(articles[0].id)]
    assert reasons(report)[2] == "not_needed"


@pytest.mark.timeout(TIMEOUT)
def test_stops_as_soon_as_the_best_results_are_known(site: FixtureSite, articles: list[Page]) -> None:
    slow = site.add("/slow", Route(delay=NEVER))
    report = run_query(
        site,
        [articles[0].id, articles[1].id, slow],
        max_results=2,
        deadline=NEVER,
        page_timeout=NEVER,
        idle_timeout=NEVER,
    )
    assert reasons(report) == [None, None, "not_needed"]
    assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[:2]]


def test_redirects_are_followed_and_loops_and_long_chains_dropped(
    site: FixtureSite, articles: list[Page]
) -> None:
    target = site.url_of(articles[0].id)
    hop2 = site.add("/hop2", Route(status=307, headers={"location": target}), host_index=2)
    hop1 = site.add("/hop1", Route(status=301, headers={"location": hop2}), host_index=3)
    loop_b = site.base(1) + "/loop-b"
    loop_a = site.add("/loop-a", Route(status=302, headers={"location": loop_b}))
    site.add("/loop-b", Route(status=302, headers={"location": "/loop-a"}))
    report = run_query(site, [hop1, loop_a], max_results=2)
    assert report.results[0]["url"] == target
    assert reasons(report) == [None, "redirect_loop"]

    report = run_query(site, [hop1], max_results=1, max_redirects=1, query="short chain")
    assert reasons(report) == ["too_many_redirects"]


def test_gzip_bodies_are_decoded_and_bombs_capped(site: FixtureSite, articles: list[Page]) -> None:
    zipped = site.add(
        "/zipped",
        Route(
            headers={"content-type": "text/html; charset=utf-8", "content-encoding": "gzip"},
            body=gzip.compress(articles[0].body()),
        ),
    )
    bomb = site.add(
        "/bomb",
        Route(
            headers={"content-type": "text/html", "content-encoding": "gzip"},
            body=gzip.compress(b"\0" * 64_000_000, compresslevel=9),
        ),
    )
    report = run_query(site, [bomb, zipped], max_results=2, max_bytes=1_000_000)
    assert reasons(report) == ["compression_bomb", None]
    assert report.results[0]["url"] == zipped
    assert (
        report.results[0]["raw_content"]
        == cap_text(extract(articles[0].body(), zipped).content, Settings().max_chars)[0]
    )


def test_repeated_urls_are_fetched_once_and_canonical_copies_dropped(
    site: FixtureSite, corpus: dict[str, Page]
) -> None:
    with_canonical = [
        p
        for p in pick(corpus, expect="full", kind="article", count=10)
        if re.search(rb'rel="canonical"', p.body())
    ]
    original, other = with_canonical[0], with_canonical[1]
    copy = site.add("/syndicated-copy", Route(body=original.body()), host_index=2)
    url = site.url_of(original.id)
    report = run_query(site, [url, url + "#comments", copy, other.id], max_results=3)
    assert reasons(report) == [None, "duplicate", "duplicate", None]
    assert [r["url"] for r in report.results] == [url, site.url_of(other.id)]
    path = url.split(":", 2)[2].split("/", 1)[1]
    assert sum(1 for _, requested in site.requests if requested == "/" + path) == 1


def test_private_addresses_are_refused_unless_allowed(site: FixtureSite, articles: list[Page]) -> None:
    report = run_query(site, [articles[0].id], max_results=1, allow_private=False)
    assert reasons(report) == ["blocked_url"]
    assert "ALLOW_PRIVATE_URLS" in report.outcomes[0].detail
    assert report.results == []


def test_query_domains_restrict_candidates(site: FixtureSite, articles: list[Page]) -> None:
    report = run_query(site, [p.id for p in articles], max_results=5, query_domains=["127.0.0.2"])
    assert report.outcomes
    assert all("//127.0.0.2:" in o.candidate.url for o in report.outcomes)


def test_unparsable_backend_rows_are_skipped_and_the_rest_kept(
    site: FixtureSite, articles: list[Page], caplog: pytest.LogCaptureFixture
) -> None:
    bad = ["http://[::1/oops", "http://example.com:99999/x"]
    with caplog.at_level(logging.INFO, logger="gptr_fulltext"):
        report = run_query(site, [articles[0].id, *bad, articles[1].id], max_results=2)
    assert report.error is None
    assert [o.candidate.url for o in report.outcomes] == [site.url_of(p.id) for p in articles[:2]]
    assert len(report.results) == 2
    skipped = [r.getMessage() for r in caplog.records if "skipping search result" in r.getMessage()]
    assert len(skipped) == 2 and all(repr(url) in line for url, line in zip(bad, skipped, strict=True))


def test_per_host_concurrency_is_limited(site: FixtureSite, articles: list[Page]) -> None:
    slow = [
        site.add(f"/slow-{i}", Route(body=articles[i % 5].body(), delay=0.3), host_index=4) for i in range(6)
    ]
    run_query(site, slow, max_results=6, per_host=2)
    assert site.peak_inflight[4] == 2


@pytest.mark.parametrize(
    ("backend", "needle"),
    [
        ("no-such-backend", "FULLTEXT_SEARCH='no-such-backend' is not a GPT Researcher retriever"),
        ("fulltext", "FULLTEXT_SEARCH=fulltext would make the retriever search with itself"),
        ("custom", "RETRIEVER_ENDPOINT"),
    ],
)
def test_backend_errors_are_reported_never_substituted(
    site: FixtureSite,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    backend: str,
    needle: str,
) -> None:
    monkeypatch.delenv("RETRIEVER_ENDPOINT", raising=False)
    with caplog.at_level(logging.INFO, logger="gptr_fulltext"):
        report = run_query(site, [], search=backend)
    assert report.results == []
    assert report.error and needle in report.error
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert errors and needle in errors[0].getMessage()
    assert any(r.levelno == logging.WARNING and "no results" in r.getMessage() for r in caplog.records)


def test_gpt_researcher_custom_backend_is_used_through_its_own_lookup(
    site: FixtureSite, monkeypatch: pytest.MonkeyPatch, articles: list[Page]
) -> None:
    site.serps["custom backend"] = [p.id for p in articles[:2]]
    monkeypatch.setenv("RETRIEVER_ENDPOINT", site.search_url)
    report = run_query(
        site, [p.id for p in articles[:2]], max_results=2, query="custom backend", search="custom"
    )
    assert [r["url"] for r in report.results] == [site.url_of(p.id) for p in articles[:2]]


def test_one_summary_line_per_call(
    site: FixtureSite, corpus: dict[str, Page], articles: list[Page], caplog: pytest.LogCaptureFixture
) -> None:
    error_page = pick(corpus, expect="thin", reason="http_status")[0]
    with caplog.at_level(logging.INFO, logger="gptr_fulltext"):
        run_query(site, [error_page.id, articles[0].id], max_results=1)
    lines = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    assert len(lines) == 1
    assert re.search(
        r"candidates=2 kept=1 dropped=1 \[http_status=1\] timed_out=0 not_needed=0 seconds=\d", lines[0]
    )


def test_a_defect_on_one_page_costs_that_page_not_the_call(
    site: FixtureSite, articles: list[Page], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The stand-in is for a bug (ours or a library's) that no known input triggers any more."""
    broken = site.url_of(articles[1].id)

    real = ExtractionPool.extract

    async def extract_with_a_bug(
        pool: ExtractionPool, fetched: Fetched, settings: Settings, rank: int
    ) -> Any:
        if fetched.url == broken:
            raise KeyError("a defect")
        return await real(pool, fetched, settings, rank)

    monkeypatch.setattr(ExtractionPool, "extract", extract_with_a_bug)
    report = run_query(site, [p.id for p in articles[:4]], max_results=3)
    assert [r["url"] for r in report.results] == [site.url_of(articles[i].id) for i in (0, 2, 3)]
    failed = report.outcomes[1]
    assert failed.reason == "internal_error" and "KeyError" in (failed.detail or "")


def test_unparsable_candidate_urls_are_dropped_with_a_reason(site: FixtureSite, articles: list[Page]) -> None:
    bad = ["http://127.0.0.1:99999/x", "http://[::1/x", "http://xn--zz.example/"]
    settings = Settings.load({}, allow_private=True)
    report = anyio.run(
        lambda: pipeline.run("q", 2, settings=settings, urls=[*bad, site.url_of(articles[0].id)])
    )
    assert [r["url"] for r in report.results] == [site.url_of(articles[0].id)]
    assert [o.reason for o in report.outcomes[:3]] == ["bad_url"] * 3


def test_articles_whose_template_names_the_home_page_as_canonical_stay_apart(
    site: FixtureSite, articles: list[Page]
) -> None:
    urls = []
    for index, page in enumerate(articles[:2]):
        body = page.body().replace(b"</head>", b'<link rel="canonical" href="/"></head>', 1)
        urls.append(site.add(f"/story-{index}", Route(body=body, headers={"content-type": "text/html"})))
    settings = Settings.load({}, allow_private=True)
    report = anyio.run(lambda: pipeline.run("q", 2, settings=settings, urls=urls))
    assert [r["url"] for r in report.results] == urls


def test_no_page_is_parsed_in_the_calling_process(
    site: FixtureSite, articles: list[Page], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Extraction runs in worker processes: with this process's extract() broken, pages are still
    extracted, so none of them was parsed here (on the event loop or in a thread of it)."""

    def parsed_here(*_: Any, **__: Any) -> Any:
        raise AssertionError("a page was parsed in the calling process")

    monkeypatch.setattr("gptr_fulltext.page.extract", parsed_here)
    report = run_query(site, [p.id for p in articles[:5]], max_results=5)
    assert len(report.results) == 5


def test_sessions_for_many_settings_are_bounded_and_the_evicted_closed(
    site: FixtureSite, articles: list[Page]
) -> None:
    from gptr_fulltext import runtime
    from gptr_fulltext.fetch import client as fetch

    async def sessions() -> fetch._Sessions:
        return runtime.loop_local("sessions", fetch._Sessions)

    agents = [f"gptr-fulltext-test/{n}" for n in range(fetch.MAX_SESSIONS + 3)]
    seen: list[fetch.Session] = []
    for agent in agents:
        report = run_query(site, [articles[0].id], max_results=1, query=f"q {agent}", user_agent=agent)
        assert len(report.results) == 1
        seen.extend(s for s in runtime.call(sessions).open.values() if s not in seen)
    still_open = list(runtime.call(sessions).open.values())
    assert len(still_open) <= fetch.MAX_SESSIONS
    assert len(seen) >= len(agents)  # one session per distinct settings
    assert all(session._client.is_closed for session in seen if session not in still_open)
    assert not any(session._client.is_closed for session in still_open)
    # The first settings' session was closed; asking with them again opens a fresh one that works.
    assert (
        len(run_query(site, [articles[1].id], max_results=1, query="again", user_agent=agents[0]).results)
        == 1
    )


@pytest.mark.timeout(TIMEOUT)
def test_a_repeated_query_does_not_wait_on_a_page_that_failed(
    site: FixtureSite, articles: list[Page]
) -> None:
    """GPT Researcher runs its original query twice: a page that timed out the first time is
    remembered with its reason (FULLTEXT_FAILURE_TTL), not fetched and waited on again. The idle
    timeout leaves room for a stall of the test process (a first call's warm-up held every fetch,
    and the page's request with them, past 0.3 s once in CI)."""
    hang = site.add("/hang-once", Route(delay=NEVER))
    serp = [hang] + [p.id for p in articles[:2]]
    options: dict[str, Any] = {"idle_timeout": 2.0, "grace": NEVER, "deadline": NEVER, "page_timeout": NEVER}
    first = run_query(site, serp, max_results=2, query="asked twice", **options)
    assert sum(path == "/hang-once" for _host, path in site.requests) == 1  # the timeout was the page's
    second = run_query(site, serp, max_results=2, query="asked twice", **options)
    assert reasons(first)[0] == reasons(second)[0] == "timeout"
    assert "remembered for FULLTEXT_FAILURE_TTL=120 s" in second.outcomes[0].detail
    assert sum(path == "/hang-once" for _host, path in site.requests) == 1
    off = run_query(site, serp, max_results=2, query="asked again", failure_ttl=0, **options)
    assert reasons(off)[0] == "timeout"
    assert sum(path == "/hang-once" for _host, path in site.requests) == 2  # with the TTL at 0, fetched again


@pytest.mark.timeout(TIMEOUT)
def test_a_call_ends_at_its_deadline_while_the_disk_cache_waits_for_a_lock(
    site: FixtureSite, articles: list[Page], tmp_path: Path
) -> None:
    """Another process writing the on-disk cache holds SQLite's write lock; diskcache waits for it
    (up to 60 s). The page's store waits with it, but the call does not: it ends at its deadline,
    while the lock is still held."""
    settings: dict[str, Any] = {"cache_dir": str(tmp_path / "cache"), "grace": NEVER}
    run_query(site, [articles[0].id], max_results=1, **settings)  # creates the cache's database
    writer = sqlite3.connect(tmp_path / "cache" / "cache.db", isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # the write lock, as another process's write holds it
    released = threading.Event()

    def release() -> None:  # a backstop only: the call should end long before
        released.set()
        writer.rollback()

    backstop = threading.Timer(40, release)
    backstop.start()
    try:
        warm_workers()
        report = run_query(site, [articles[1].id], max_results=1, deadline=2, **settings)
        ended_while_locked = not released.is_set()
    finally:
        backstop.cancel()
        writer.rollback()
        writer.close()
    assert ended_while_locked
    assert reasons(report) == ["deadline"]  # judged, but its store outlived the call


def test_a_call_past_its_deadline_logs_what_the_fetch_loop_waits_on(
    site: FixtureSite, articles: list[Page], caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The overrun diagnostic, made to fire while the call still runs (its offset moved before the
    deadline): one warning naming the call, with the await chains of the loop's tasks."""
    hang = site.add("/hang", Route(delay=NEVER))
    monkeypatch.setattr(runtime, "OVERRUN_SECONDS", -1.5)  # fires 0.5 s in, the deadline is at 2 s
    with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
        run_query(site, [hang], max_results=1, deadline=2, page_timeout=NEVER, idle_timeout=NEVER)
    said = [r.getMessage() for r in caplog.records if "past its deadline of 2 s" in r.getMessage()]
    assert len(said) == 1
    assert said[0].startswith("fulltext query='test query' still running") and "reason: " in said[0]
    assert "in fetch_all" in said[0] and "task(s):" in said[0]  # the call's own await chain
