"""The orchestrator: one query → candidates → pages fetched, extracted and judged → ranked results.

With `fetch` and `runtime` (the process's fetch loop), the only package that knows about time and
concurrency. Everything runs under one deadline; the call ends as soon as the best `max_results`
full pages are known, and every candidate that is not returned gets an `Outcome` saying why.
"""

from __future__ import annotations

import logging
import math
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from gptr_fulltext import runtime
from gptr_fulltext.fetch.client import prepare_session
from gptr_fulltext.fetch.shared import shared_for
from gptr_fulltext.models import Candidate, Outcome
from gptr_fulltext.pipeline.company import in_flight
from gptr_fulltext.pipeline.gather import fetch_all, outpaced_outcome
from gptr_fulltext.reasons import Reason, SearchError
from gptr_fulltext.results import rank_and_dedupe, to_result, url_key
from gptr_fulltext.search.backends import find_candidates, prepare_backend
from gptr_fulltext.settings import Settings
from gptr_fulltext.workers import pool_for

log = logging.getLogger("gptr_fulltext")
# The per-call account (the summary line, the backend's error, "no results"): a child logger, so a
# face that shows these itself (the CLI) can silence them without silencing other warnings.
CALLS_LOGGER = "gptr_fulltext.calls"
calls_log = logging.getLogger(CALLS_LOGGER)

TIMED_OUT = frozenset({Reason.TIMEOUT, Reason.DEADLINE})


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
    with (
        in_flight() as call,
        runtime.deadline(settings.deadline, f"fulltext query={query!r}") as deadline,
    ):
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
            outpaced = await fetch_all(
                unique, max_results, settings, started + settings.deadline, outcomes, call, on_outcome, first
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
    if outpaced is not None:  # pages still loading ranked where they could have entered the results
        final = [
            outpaced_outcome(o, outpaced, settings)
            if o.candidate.rank not in outcomes and o.reason is Reason.DEADLINE
            else o
            for o in final
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
    """Start the extraction workers `run` will use, open its fetch session and resolve its search
    backend: their start-up (a second of CPU; the TLS context's 60 ms; a GPT Researcher backend's
    imports) overlaps what the caller does before its first search. `wait` for all of it (raises
    `PageError` if a worker fails)."""

    async def warm() -> None:
        if wait:
            await pool_for(settings).started()
        pool_for(settings).warm()  # nothing more once they have started

    async def prepare() -> None:
        await prepare_session(settings)
        await prepare_backend(settings)

    runtime.call(warm)
    prepared = runtime.start_soon(prepare)
    if wait:
        prepared.result()
    else:  # the first search opens it if this failed, and reports why
        prepared.add_done_callback(_say_if_unprepared)


def _say_if_unprepared(prepared: Future[Any]) -> None:
    if not prepared.cancelled() and (exc := prepared.exception()) is not None:
        log.debug("fulltext: fetch session not opened early: %s", exc)


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
