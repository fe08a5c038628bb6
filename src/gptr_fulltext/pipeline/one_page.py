"""One candidate, from its URL to its outcome: the caches, the fetch, extraction in a worker, a
render where the page asks for one, and what is remembered of it for the next call.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import replace

from gptr_fulltext.fetch.cache import Cached, PageCache, failure_key, variant
from gptr_fulltext.fetch.client import Session
from gptr_fulltext.models import Candidate, Extraction, Fetched, Outcome, thin
from gptr_fulltext.pipeline.stores import keep, look_up, share
from gptr_fulltext.reasons import PageError, Reason
from gptr_fulltext.render.api import render_page, wants_render
from gptr_fulltext.results import url_key
from gptr_fulltext.settings import Settings
from gptr_fulltext.urls import without_credentials
from gptr_fulltext.workers import pool_for

log = logging.getLogger("gptr_fulltext")
# Told, in a candidate's task, once its bytes are all in (True: the grace window then waits for its
# extraction), and when it goes to the browser after all (False: loading again, as slow as any load).
ARRIVED: ContextVar[Callable[[bool], None] | None] = ContextVar("arrived", default=None)

_TRANSIENT = frozenset({408, 425, 429, 500, 502, 503, 504})  # answers not worth remembering


async def outcome_of(
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
    cached = await look_up(cache, key) or await look_up(failures, failure_key(key)) or shared
    if cached is not None:
        outcome = _judged(candidate, cached.extraction, cached.final_url, False, settings, started)
        return replace(outcome, cached=True)
    try:
        fetched = await session.fetch(candidate.url, settings, deadline)
        note_arrival = ARRIVED.get() or (lambda in_hand: None)
        note_arrival(True)
        extraction = await pool_for(settings).extract(fetched, settings, candidate.rank)
        render_failed = False
        if wants_render(extraction.reason, fetched, settings):
            note_arrival(False)
            extraction, render_failed = await _rendered(fetched, extraction, settings, deadline)
    except PageError as exc:
        if failures is not None:
            remembered = f"{exc.detail} (remembered for FULLTEXT_FAILURE_TTL={settings.failure_ttl:g} s)"
            failed = Extraction.unread(thin(exc.reason, remembered), candidate.url)
            remembered_failure = Cached(candidate.url, failed)
            await keep(failures, failure_key(key), remembered_failure)
            await share(session, [failure_key(key)], remembered_failure, settings.failure_ttl)
        raise
    # A render that failed (a crash, its budget) may pass: remembered as briefly as a timeout.
    transient = fetched.status in _TRANSIENT or render_failed
    kept_in, store_key = (failures, failure_key) if transient else (cache, lambda key: key)
    if kept_in is not None:
        entry = Cached(fetched.final_url, extraction)
        urls = {candidate.url, fetched.final_url}
        keys = [store_key(f"{variant(settings)} {url_key(url)}") for url in urls]
        for each in keys:
            await keep(kept_in, each, entry)
        await share(session, keys, entry, settings.failure_ttl if transient else settings.cache_ttl)
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
