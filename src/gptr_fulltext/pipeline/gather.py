"""A call's candidates fetched and judged at once, and when to stop waiting for them: once the top
`max_results` are settled, or a grace window after `max_results` full pages are in hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import anyio

from gptr_fulltext.fetch.cache import Cached, failure_cache
from gptr_fulltext.fetch.client import ANSWERING, RETRY_PLANNED, session_for
from gptr_fulltext.models import Candidate, Outcome
from gptr_fulltext.pipeline.company import Call
from gptr_fulltext.pipeline.one_page import ARRIVED, outcome_of
from gptr_fulltext.pipeline.stores import cache_of, shared_hits
from gptr_fulltext.reasons import Reason
from gptr_fulltext.results import clean_outcome, rank_and_dedupe
from gptr_fulltext.settings import Settings


@dataclass(slots=True)
class Loading:
    """What the grace window knows of the pages still loading, by rank (see `grace_end`)."""

    asked: dict[int, float] = field(default_factory=dict)  # when each page's fetch began
    answering: dict[int, float] = field(default_factory=dict)  # when its answer began (headers in)
    arrived: set[int] = field(default_factory=set)  # its bytes all in: waiting for or in extraction
    retries: dict[int, float] = field(default_factory=dict)  # expected back (429/503, `RETRY_PLANNED`)


async def fetch_all(
    candidates: list[Candidate],
    max_results: int,
    settings: Settings,
    deadline: float,
    outcomes: dict[int, Outcome],
    call: Call,
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
    window stretches to the retry's time plus as long again as fetching took before it, when the
    retry is due in time (`grace_end`). `call` says whether other calls ran beside this one (`company`).
    """
    cache = cache_of(settings)
    failures = cache_of(settings, failure_cache)
    grace_started = False
    changed = anyio.Event()  # set, and replaced, when a page settles or goes to the browser
    outpaced: float | None = None
    fetching_since = time.monotonic()
    loading = Loading()
    last_kept = candidates[-1].rank + 1  # the rank of the last of the best `max_results` full pages so far
    shared: dict[int, Cached] = {}
    split = len([c for c in candidates if first is None or c.rank < first])
    started, reserve = candidates[:split], candidates[split:]

    def look_again() -> None:
        nonlocal changed
        changed.set()
        changed = anyio.Event()

    call.told.append(look_again)  # company ends a wait for a silent page

    def in_extraction(rank: int, in_hand: bool) -> None:
        if in_hand:
            loading.arrived.add(rank)
        else:
            loading.arrived.discard(rank)
            look_again()

    def answering(rank: int) -> None:
        loading.answering[rank] = time.monotonic()
        look_again()

    async def wait_out_the_grace() -> None:
        nonlocal outpaced
        began = time.monotonic()
        fetching = began - fetching_since
        # Its end moves: a page in extraction is waited for the whole grace until it settles or goes
        # to the browser, a retry planned meanwhile stretches it. So it looks again at each `changed`.
        while True:
            end = grace_end(
                began,
                fetching,
                loading,
                outcomes,
                settings,
                last_kept,
                accompanied=call.accompanied,
                deadline=deadline,
            )
            if time.monotonic() >= end:
                break
            with anyio.move_on_after(end - time.monotonic()):
                await changed.wait()
        outpaced = time.monotonic() - began
        tasks.cancel_scope.cancel()

    async with session_for(settings) as session, anyio.create_task_group() as tasks:
        # Before any fetch starts: so pages other processes judged settle at once, as cached ones
        # do, and no fetch of a page that will not be needed starts while their answers travel.
        shared = await shared_hits(session, candidates, settings, cache, failures)

        async def settle(candidate: Candidate) -> None:
            nonlocal grace_started, last_kept
            loading.asked[candidate.rank] = time.monotonic()
            RETRY_PLANNED.set(lambda when: loading.retries.__setitem__(candidate.rank, when))  # this task's
            ARRIVED.set(lambda in_hand: in_extraction(candidate.rank, in_hand))
            if settings.first_answer_wait:  # the only reader of when answers begin
                ANSWERING.set(lambda: answering(candidate.rank))
            hit = shared.get(candidate.rank)
            outcome = await outcome_of(session, cache, failures, candidate, settings, deadline, hit)
            outcomes[candidate.rank] = outcome
            look_again()
            if on_outcome:
                on_outcome(clean_outcome(outcome))
            final, top_settled = rank_and_dedupe(
                started, outcomes, max_results, similarity=settings.duplicate_similarity
            )
            kept = sum(o.kept for o in final)
            if kept >= max_results:
                last_kept = max(o.candidate.rank for o in final if o.kept)
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


def grace_window(settings: Settings, fetching: float) -> float:
    """How long a call waits for better-ranked pages once `max_results` full pages are in hand, after
    `fetching` seconds of fetching: `FULLTEXT_GRACE`, but no longer than those seconds again.

    A page still loading when enough others have arrived is in the tail of this call's own response
    times, so the wait scales with them: at most double the fetching time, where a fixed window
    would triple a one-second call. A grace as long as the deadline keeps strict rank order.

    No floor: with a second's floor, bench-fetch (workers started) missed 2 better-ranked articles in
    10 calls instead of 2-4 but its wall / physical limit did not improve (1.23-1.28x against
    1.21x), and a research's planning search took 0.5 s longer (bench-research default mean 3.9 s to
    4.2 s, docs/benchmarks.md round 8).
    """
    if settings.grace >= settings.deadline:
        return settings.grace
    return min(settings.grace, fetching)


def grace_end(
    began: float,
    fetching: float,
    loading: Loading,
    outcomes: dict[int, Outcome],
    settings: Settings,
    last_kept: int,
    *,
    accompanied: bool,
    deadline: float,
) -> float:
    """When the grace window begun at `began` ends: `grace_window` on, or later up to its cap,
    `FULLTEXT_GRACE` on, for a page still unsettled whose bytes have all arrived (`arrived`: only
    being extracted, waited for the whole grace; not while a browser renders it, that is loading
    again), whose first answer or whose retry is due (below); past the cap only for a retry (below).

    With `FULLTEXT_FIRST_ANSWER_WAIT`, a page whose server has not begun to answer is waited for
    until that long after it was asked: it is in the tail of first answers, not known to be slow,
    however fast the call's other pages came. Once its answer begins it gets as long again as
    fetching took, so a body that follows at once arrives, and one dripping in (a chunked body of
    unknown length) holds the window no longer than usual. Not when the pages in hand came from the
    cache: a repeated query's missing page already had its wait, and the repeat stays instant. Nor
    once the call is `accompanied` (another call ran beside it, `company`): searches run together
    go on when the slowest ends, so the wait would be all of theirs.

    A page answered 429/503 is not slow but told when to come back (`RETRY_PLANNED`: its
    Retry-After, answered as slowly as the first time). A retry due back before the cap stretches
    the window to its time plus as long again as fetching took (its body and its judging), within
    the cap; one due after the cap cannot make it, so it holds nothing open. A search on its own
    that waits for first answers (the same condition as above: it trades latency for rank order)
    waits for any retry due back before its deadline, past the cap: the cap alone dropped
    bench-fetch's 429 page just as it came (docs/benchmarks.md round 16). In company the cap stays
    the bound: the research's sub-queries go on when the slowest ends.

    Only pages ranked above `last_kept` (the last of the best `max_results` full pages in hand)
    count: a worse-ranked page, however close to settling (a render, a retry), cannot enter the
    results, so it must not hold the window open."""
    pending = {rank for rank in range(last_kept) if rank not in outcomes}
    cap = began + settings.grace
    waits = [began + grace_window(settings, fetching)]
    if loading.arrived & pending:
        waits.append(cap)
    fetched = any(o.kept and not o.cached for rank, o in outcomes.items() if rank <= last_kept)
    lone = bool(settings.first_answer_wait) and fetched and not accompanied
    if lone:
        for rank in pending.intersection(loading.asked).difference(loading.retries):
            answered = loading.answering.get(rank)
            asked = loading.asked[rank]
            waits.append(asked + settings.first_answer_wait if answered is None else answered + fetching)
    horizon = deadline if lone else cap
    back = [when + fetching for rank, when in loading.retries.items() if rank in pending and when <= horizon]
    return max([min(max(waits), cap), *back]) if lone else min(max([*waits, *back]), cap)


def outpaced_outcome(outcome: Outcome, window: float, settings: Settings) -> Outcome:
    """A better-ranked page still loading when the grace window after enough full pages ran out."""
    silent = (
        ", or, for a search on its own, until a silent page's first answer was due"
        if settings.first_answer_wait
        else ""
    )
    detail = (
        f"still loading {window:.1f} s after enough full pages were in hand (the grace window: as long "
        f"as they took{silent}, at most FULLTEXT_GRACE={settings.grace:g} s)"
    )
    return replace(outcome, reason=Reason.OUTPACED, detail=detail)
