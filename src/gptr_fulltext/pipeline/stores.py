"""The caches a call reads and fills: the process's page and failure caches (memory or SQLite), and
Redis when processes share one. A cache that fails is reported once and the call goes on without it:
a cache saves time, it never decides what a page is.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

import anyio

from gptr_fulltext.fetch.cache import Cached, PageCache, failure_key, shared_cache, variant
from gptr_fulltext.fetch.client import Session
from gptr_fulltext.models import Candidate
from gptr_fulltext.results import url_key
from gptr_fulltext.settings import Settings

log = logging.getLogger("gptr_fulltext")


def cache_of(
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


async def look_up(cache: PageCache | None, key: str) -> Cached | None:
    if cache is None:
        return None
    if cache.on_disk:  # SQLite underneath: off the event loop, and given up at the deadline
        return await anyio.to_thread.run_sync(cache.get, key, abandon_on_cancel=True)
    return cache.get(key)


async def keep(cache: PageCache, key: str, entry: Cached) -> None:
    if cache.on_disk:  # given up at the deadline: SQLite's lock, held by another writer, may take 60 s
        await anyio.to_thread.run_sync(cache.put, key, entry, abandon_on_cancel=True)
    else:
        cache.put(key, entry)


async def shared_hits(
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


async def share(session: Session, keys: list[str], entry: Cached, ttl: float) -> None:
    """Keep a judged page (or a failure) in Redis too, for the other processes sharing it."""
    if session.shared is not None:
        await session.shared.keep_pages(keys, entry, ttl)
