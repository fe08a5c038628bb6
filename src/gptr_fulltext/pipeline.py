"""The orchestrator: one query → candidates → pages fetched, extracted and judged → ranked results.

With `fetch` and `runtime` (the process's fetch loop), the only module that knows about time and
concurrency. Everything runs under one deadline; the call ends as soon as the best `max_results`
full pages are known, and every candidate that is not returned gets an `Outcome` saying why.
"""

from __future__ import annotations

import logging
import math
import sqlite3
import time
from collections import Counter
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Any

import anyio

from gptr_fulltext import runtime
from gptr_fulltext.fetch.cache import Cached, PageCache, failure_cache, failure_key, shared_cache, variant
from gptr_fulltext.fetch.client import RETRY_PLANNED, Session, session_for
from gptr_fulltext.fetch.shared import shared_for
from gptr_fulltext.models import Candidate, Extraction, Fetched, Outcome, thin
from gptr_fulltext.reasons import PageError, Reason, SearchError
from gptr_fulltext.render.api import render_page, wants_render
from gptr_fulltext.results import (
    clean_outcome,
    grace_end,
    outpaced_outcome,
    rank_and_dedupe,
    to_result,
    url_key,
)
from gptr_fulltext.search.backends import find_candidates
from gptr_fulltext.settings import Settings
from gptr_fulltext.urls import without_credentials
from gptr_fulltext.workers import pool_for

log = logging.getLogger("gptr_fulltext")
# The per-call account (the summary line, the backend's error, "no results"): a child logger, so a
# face that shows these itself (the CLI) can silence them without silencing other warnings.
CALLS_LOGGER = "gptr_fulltext.calls"
calls_log = logging.getLogger(CALLS_LOGGER)
# Told, in a candidate's task, once its bytes are all in: the grace window then waits for its extraction.
ARRIVED: ContextVar[Callable[[], None] | None] = ContextVar("arrived", default=None)

TIMED_OUT = frozenset({Reason.TIMEOUT, Reason.DEADLINE})
_TRANSIENT = frozenset({408, 425, 429, 500, 502, 503, 504})  # answers not worth remembering


@dataclass(frozen=True, slots=True)
class Report:
    """Everything one call did: the results GPT Researcher gets, and an outcome per candidate."""

    query: str
    results: list[dict[str, Any]]
    outcomes: list[Outcome]
    seconds: float
    error: str | None = None

    def dropped(self) -> Counter[Reason]:
        """Dropped candidates by reason (`not_needed` is not a drop)."""
        return Counter(
            o.reason or Reason.INTERNAL_ERROR
            for o in self.outcomes
            if not o.kept and o.reason is not Reason.NOT_NEEDED
        )

    def summary(self) -> str:
        """The one-line account logged for every call."""
        dropped = self.dropped()
        reasons = " ".join(f"{reason}={n}" for reason, n in sorted(dropped.items()))
        not_needed = sum(1 for o in self.outcomes if o.reason is Reason.NOT_NEEDED)
        timed_out = sum(n for reason, n in dropped.items() if reason in TIMED_OUT)
        return (
            f"fulltext query={self.query!r} candidates={len(self.outcomes)} kept={len(self.results)} "
            f"dropped={sum(dropped.values())}{' [' + reasons + ']' if reasons else ''} "
            f"timed_out={timed_out} not_needed={not_needed} seconds={self.seconds:.2f}"
        )


async def run(
    query: str,
    max_results: int = 5,
    *,
    query_domains: list[str] | None = None,
    settings: Settings,
    urls: list[str] | None = None,
    on_candidates: Callable[[list[Candidate]], None] | None = None,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> Report:
    """Search, fetch, extract and judge under `settings.deadline`; never raises for page failures.

    With `urls`, those are the candidates in that order and no search backend is asked (`query` is
    then only a label). `on_candidates` and `on_outcome` let a caller show progress: they are called
    on this loop with the candidate list, then with each page's outcome as it settles.

    The work runs on the process's fetch loop (`runtime`), whichever loop awaits it, so all calls
    share one connection pool, one set of host limits and one page cache.
    """
    return await runtime.run(
        _run,
        query,
        max_results,
        query_domains,
        settings,
        urls,
        runtime.relay(on_candidates),
        runtime.relay(on_outcome),
    )


async def _run(
    query: str,
    max_results: int,
    query_domains: list[str] | None,
    settings: Settings,
    urls: list[str] | None,
    on_candidates: Callable[[list[Candidate]], None] | None,
    on_outcome: Callable[[Outcome], None] | None,
) -> Report:
    started = time.monotonic()
    max_results = max(int(max_results), 0)
    candidates: list[Candidate] = []
    outcomes: dict[int, Outcome] = {}
    error: str | None = None
    outpaced: float | None = None  # the grace window waited out, when one was
    pool_for(settings).warm()  # workers start while the search and the first fetches run
    with runtime.deadline(settings.deadline, f"fulltext query={query!r}") as deadline:
        try:
            candidates = (
                [Candidate(url=url, rank=rank) for rank, url in enumerate(urls)]
                if urls is not None
                else await find_candidates(query, _asked(max_results, settings), query_domains, settings)
            )
        except SearchError as exc:
            error = str(exc)
        if on_candidates:
            on_candidates(candidates)
        unique = _drop_repeated_urls(candidates, outcomes)
        first = len(unique) if urls is not None else math.ceil(max_results * settings.overfetch)
        if unique and max_results:
            outpaced = await _fetch_all(
                unique, max_results, settings, started + settings.deadline, outcomes, on_outcome, first
            )
    if deadline.cancelled_caught and not candidates and error is None:
        error = (
            f"search backend FULLTEXT_SEARCH={settings.search!r} gave nothing within "
            f"FULLTEXT_DEADLINE={settings.deadline:g} s"
        )
    final, _ = rank_and_dedupe(
        candidates,
        outcomes,
        max_results,
        deadline_passed=True,
        similarity=settings.duplicate_similarity,
    )
    if outpaced is not None:
        final = [
            outpaced_outcome(o, outpaced, settings) if o.candidate.rank not in outcomes else o for o in final
        ]
    report = Report(
        query=query,
        results=[to_result(o, settings, query if urls is None else "") for o in final if o.kept],
        outcomes=final,
        seconds=time.monotonic() - started,
        error=error,
    )
    _log(report, settings)
    return report


def start_workers(settings: Settings, *, wait: bool = False) -> None:
    """Start the extraction workers `run` will use, their start-up (a second of CPU) overlapping what
    the caller does before its first search; `wait` for them (raises `PageError` if one fails)."""

    async def warm() -> None:
        if wait:
            await pool_for(settings).started()
        pool_for(settings).warm()  # nothing more once they have started

    runtime.call(warm)


def _asked(max_results: int, settings: Settings) -> int:
    """Candidates asked of the backend: the over-fetch, then the reserve (`FULLTEXT_RESERVE`)."""
    return math.ceil(max_results * settings.overfetch) + math.ceil(max_results * settings.reserve)


def _drop_repeated_urls(candidates: list[Candidate], outcomes: dict[int, Outcome]) -> list[Candidate]:
    """Candidates whose URL normalises to an earlier one are not fetched twice."""
    first_rank: dict[str, int] = {}
    unique: list[Candidate] = []
    for candidate in candidates:
        key = url_key(candidate.url)
        if key in first_rank:
            detail = f"same URL as candidate #{first_rank[key] + 1}"
            outcomes[candidate.rank] = Outcome(candidate, False, Reason.DUPLICATE, detail)
        else:
            first_rank[key] = candidate.rank
            unique.append(candidate)
    return unique


async def _fetch_all(
    candidates: list[Candidate],
    max_results: int,
    settings: Settings,
    deadline: float,
    outcomes: dict[int, Outcome],
    on_outcome: Callable[[Outcome], None] | None = None,
    first: int | None = None,
) -> float | None:
    """Fetch and judge candidates concurrently; stop once the top `max_results` are settled, or a
    grace window (`grace_window`) after `max_results` full pages are in hand, whatever their rank.

    Candidates ranked from `first` on are the reserve: one starts each time a started candidate is
    dropped while fewer than `max_results` full pages are in hand, so thin early verdicts do not
    leave the call waiting at the deadline for the few pages still loading. A reserve candidate
    never started is `not_needed`.

    Returns the grace window's length when it ended the wait (better-ranked pages were still
    loading), else None. A page answered 429 or 503 and waiting to be asked again is not slow: the
    window stretches (within `FULLTEXT_GRACE`) to the retry's time plus as long again as fetching
    took before it.
    """
    cache = _cache(settings)
    failures = _cache(settings, failure_cache)
    grace_started = False
    settled = anyio.Event()  # set, and replaced, each time a page settles: the window looks again
    outpaced: float | None = None
    fetching_since = time.monotonic()
    retries: dict[int, float] = {}  # rank → when that page is expected back (429/503, `RETRY_PLANNED`)
    arrived: set[int] = set()  # ranks whose bytes are all in, waiting for or in extraction
    shared: dict[int, Cached] = {}
    split = len([c for c in candidates if first is None or c.rank < first])
    started, reserve = candidates[:split], candidates[split:]

    async def wait_out_the_grace() -> None:
        nonlocal outpaced
        began = time.monotonic()
        fetching = began - fetching_since
        # Its end moves: a page in extraction is waited for the whole grace until it settles, a
        # retry planned meanwhile stretches it. So it looks again whenever a page settles, and at its end.
        while True:
            end = grace_end(began, fetching, retries, arrived, outcomes, settings)
            if time.monotonic() >= end:
                break
            with anyio.move_on_after(end - time.monotonic()):
                await settled.wait()
        outpaced = time.monotonic() - began
        tasks.cancel_scope.cancel()

    async with session_for(settings) as session, anyio.create_task_group() as tasks:
        # Before any fetch starts: so pages other processes judged settle at once, as cached ones
        # do, and no fetch of a page that will not be needed starts while their answers travel.
        shared = await _shared_hits(session, candidates, settings, cache, failures)

        async def settle(candidate: Candidate) -> None:
            nonlocal grace_started, settled
            RETRY_PLANNED.set(lambda when: retries.__setitem__(candidate.rank, when))  # this task's only
            ARRIVED.set(lambda: arrived.add(candidate.rank))
            hit = shared.get(candidate.rank)
            outcome = await _one(session, cache, failures, candidate, settings, deadline, hit)
            outcomes[candidate.rank] = outcome
            settled.set()
            settled = anyio.Event()
            if on_outcome:
                on_outcome(clean_outcome(outcome))
            final, top_settled = rank_and_dedupe(
                started, outcomes, max_results, similarity=settings.duplicate_similarity
            )
            kept = sum(o.kept for o in final)
            if top_settled and (kept >= max_results or not reserve):
                tasks.cancel_scope.cancel()
            elif not grace_started and kept >= max_results:
                grace_started = True
                tasks.start_soon(wait_out_the_grace)
            elif not outcome.kept and kept < max_results and reserve:
                started.append(reserve.pop(0))
                tasks.start_soon(settle, started[-1])

        for candidate in started:
            tasks.start_soon(settle, candidate)
    for candidate in reserve:
        detail = "held in reserve for dropped candidates, and not started"
        outcomes[candidate.rank] = Outcome(candidate, False, Reason.NOT_NEEDED, detail)
    return outpaced


async def _one(
    session: Session,
    cache: PageCache | None,
    failures: PageCache | None,
    candidate: Candidate,
    settings: Settings,
    deadline: float,
    shared: Cached | None = None,
) -> Outcome:
    """One candidate's outcome (`shared`: what Redis holds for it). A defect met on one page (ours
    or a library's) costs that page, with the error as its reason, not the whole call: the other
    pages are still good."""
    started = time.monotonic()
    try:
        return await _fetch_and_judge(
            session, cache, failures, candidate, settings, deadline, started, shared
        )
    except PageError as exc:
        return Outcome(candidate, False, exc.reason, exc.detail, seconds=time.monotonic() - started)
    except Exception as exc:  # reported with its traceback, and as this page's reason
        log.warning("fulltext: unexpected error on %s", without_credentials(candidate.url), exc_info=True)
        detail = f"{type(exc).__name__}: {exc} (a bug: please report it)"
        return Outcome(candidate, False, Reason.INTERNAL_ERROR, detail, seconds=time.monotonic() - started)


async def _fetch_and_judge(
    session: Session,
    cache: PageCache | None,
    failures: PageCache | None,
    candidate: Candidate,
    settings: Settings,
    deadline: float,
    started: float,
    shared: Cached | None,
) -> Outcome:
    key = f"{variant(settings)} {url_key(candidate.url)}"
    cached = await _cached(cache, key) or await _cached(failures, failure_key(key)) or shared
    if cached is not None:
        outcome = _judged(candidate, cached.extraction, cached.final_url, False, settings, started)
        return replace(outcome, cached=True)
    try:
        fetched = await session.fetch(candidate.url, settings, deadline)
        if (note_arrival := ARRIVED.get()) is not None:
            note_arrival()
        extraction = await pool_for(settings).extract(fetched, settings, candidate.rank)
        render_failed = False
        if wants_render(extraction.reason, fetched, settings):
            extraction, render_failed = await _rendered(fetched, extraction, settings, deadline)
    except PageError as exc:
        if failures is not None:
            remembered = f"{exc.detail} (remembered for FULLTEXT_FAILURE_TTL={settings.failure_ttl:g} s)"
            failed = Extraction.unread(thin(exc.reason, remembered), candidate.url)
            await _store(failures, failure_key(key), Cached(candidate.url, failed))
            await _share(session, [failure_key(key)], Cached(candidate.url, failed), settings.failure_ttl)
        raise
    # A render that failed (a crash, its budget) may pass: remembered as briefly as a timeout.
    transient = fetched.status in _TRANSIENT or render_failed
    store, store_key = (failures, failure_key) if transient else (cache, lambda key: key)
    if store is not None:
        entry = Cached(fetched.final_url, extraction)
        urls = {candidate.url, fetched.final_url}
        keys = [store_key(f"{variant(settings)} {url_key(url)}") for url in urls]
        for each in keys:
            await _store(store, each, entry)
        await _share(session, keys, entry, settings.failure_ttl if transient else settings.cache_ttl)
    outcome = _judged(candidate, extraction, fetched.final_url, fetched.truncated, settings, started)
    return replace(outcome, fetched_bytes=len(fetched.body))


async def _rendered(
    fetched: Fetched, extraction: Extraction, settings: Settings, deadline: float
) -> tuple[Extraction, bool]:
    """The page as the browser built it, extracted and judged again (`FULLTEXT_RENDER`), and whether
    the render failed; the first verdict stands, with the reason added, when there is no browser or
    the render fails."""
    try:
        page = await render_page(fetched, settings, deadline)
    except PageError as exc:
        return replace(extraction, detail=f"{extraction.detail}; rendering failed: {exc.detail}"), True
    if page is None:
        return extraction, False
    return replace(await pool_for(settings).extract(page, settings), rendered=True), False


def _judged(
    candidate: Candidate,
    extraction: Extraction,
    final_url: str,
    truncated: bool,
    settings: Settings,
    started: float,
) -> Outcome:
    detail = extraction.detail
    if truncated and extraction.is_full:
        detail = f"body cut at FULLTEXT_MAX_BYTES={settings.max_bytes}"
    return Outcome(
        candidate,
        extraction.is_full,
        extraction.reason,
        detail,
        extraction=extraction,
        seconds=time.monotonic() - started,
        final_url=final_url,
    )


def _cache(
    settings: Settings, which: Callable[[Settings], PageCache | None] = shared_cache
) -> PageCache | None:
    """The process's page (or failure) cache; an unusable cache directory is reported and the call
    goes on without."""
    try:
        return which(settings)
    except (OSError, sqlite3.Error) as exc:
        said = f"FULLTEXT_CACHE_DIR={settings.cache_dir} is unusable, caching is off: {exc}"
        if said not in _SAID:  # once per process, not once per cache and call
            _SAID.add(said)
            log.error("fulltext: %s", said)
        return None


_SAID: set[str] = set()


async def _cached(cache: PageCache | None, key: str) -> Cached | None:
    if cache is None:
        return None
    if cache.on_disk:  # SQLite underneath: off the event loop, and given up at the deadline
        return await anyio.to_thread.run_sync(cache.get, key, abandon_on_cancel=True)
    return cache.get(key)


async def _store(cache: PageCache, key: str, entry: Cached) -> None:
    if cache.on_disk:  # given up at the deadline: SQLite's lock, held by another writer, may take 60 s
        await anyio.to_thread.run_sync(cache.put, key, entry, abandon_on_cancel=True)
    else:
        cache.put(key, entry)


async def _shared_hits(
    session: Session,
    candidates: list[Candidate],
    settings: Settings,
    cache: PageCache | None,
    failures: PageCache | None,
) -> dict[int, Cached]:
    """What Redis holds for each candidate (its page, else its remembered failure), by rank, in one
    round trip; nothing without Redis."""
    if session.shared is None or (cache is None and failures is None):
        return {}
    keys = []
    for candidate in candidates:
        key = f"{variant(settings)} {url_key(candidate.url)}"
        keys += [key if cache is not None else None, failure_key(key) if failures is not None else None]
    asked = [key for key in keys if key is not None]
    found = iter(await session.shared.pages(asked))
    entries = [next(found) if key is not None else None for key in keys]
    hits: dict[int, Cached] = {}
    for index, candidate in enumerate(candidates):
        entry = entries[2 * index] or entries[2 * index + 1]
        if entry is not None:
            hits[candidate.rank] = entry
    return hits


async def _share(session: Session, keys: list[str], entry: Cached, ttl: float) -> None:
    """Keep a judged page (or a failure) in Redis too, for the other processes sharing it."""
    if session.shared is not None:
        await session.shared.keep_pages(keys, entry, ttl)


async def redis_status(settings: Settings) -> str | None:
    """`"ok"` or `"unavailable"` for `FULLTEXT_REDIS_URL` as the fetch loop sees it now (one ping),
    `None` when it is not set: what `/healthz` reports."""

    async def ping() -> str | None:
        shared = shared_for(settings)
        if shared is None:
            return None
        return "ok" if await shared.ping() else "unavailable"

    return await runtime.run(ping)


def _log(report: Report, settings: Settings) -> None:
    if report.error:
        calls_log.error("fulltext: %s", report.error)
    calls_log.info(report.summary())
    for outcome in report.outcomes:
        calls_log.debug(
            "fulltext #%d %s %s%s %.2fs %s",
            outcome.candidate.rank + 1,
            "kept" if outcome.kept else "dropped",
            outcome.reason or "",
            f" ({outcome.detail})" if outcome.detail else "",
            outcome.seconds,
            outcome.candidate.url,
        )
    if report.results:
        return
    if report.error:
        why = report.error
    elif not report.outcomes:
        why = f"search backend FULLTEXT_SEARCH={settings.search!r} returned no candidates"
    else:
        why = f"none of {len(report.outcomes)} candidates was a full page"
    calls_log.warning("fulltext query=%r returned no results: %s", report.query, why)
