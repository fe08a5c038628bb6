"""Pages already judged, remembered by normalised URL: a sub-query does not fetch what another just did.

GPT Researcher asks several sub-queries whose results overlap; each judged page (full or thin) is
kept for `FULLTEXT_CACHE_TTL` seconds in a size-bounded in-memory cache shared by every call in the
process, and optionally in an on-disk cache (`FULLTEXT_CACHE_DIR`) shared by runs. Only verdicts on
complete answers are stored; timeouts, network errors and 429/5xx answers are worth trying again.

`FULLTEXT_CACHE_MB` bounds what each store holds, counted as stored: in memory an entry costs its key
and its serialised record (`stored_size`: every field, not only the text, in UTF-8), on disk what
diskcache's files take (its SQLite pages and value files, the record as zlib-compressed JSON).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import cachetools
import diskcache

from gptr_fulltext.models import Extraction
from gptr_fulltext.settings import Settings

log = logging.getLogger("gptr_fulltext")

# Settings that change what a page's verdict or text would be are part of the key; these do not.
# The fetch policy (`allow_private`, `robots`) is part of it: a page one policy may read must never be
# served from the cache to a stricter one, which would have refused to fetch it. So are the request
# controls: a page read with a site's cookies or through a proxy is not the one a call without reads.
_CALL_ONLY = frozenset(
    {
        "search",
        "overfetch",
        # When a call stops waiting and which candidates it starts: never what a page's verdict is.
        # GPT Researcher's planning search fetches without `first_answer_wait` (`apps.plugin`), and
        # its repeat, with it, must find those pages in the cache.
        "reserve",
        "grace",
        "first_answer_wait",
        "deadline",
        "page_timeout",
        "idle_timeout",
        "concurrency",
        "per_host",
        "max_chars",
        "cap_passages",
        "planning_chars",
        "preview_chars",
        "user_agent",
        "cache_ttl",
        "cache_mb",
        "cache_dir",
        "serve_token",
        "serve_max_concurrent",
        "serve_max_query_chars",
        "serve_max_results",
        "redis_url",
        "redis_timeout",
        "host_rate",
    }
)
# Bytes counted per entry in memory besides its key and serialised record: the Python objects around
# them and the cache's own links. With it, what a full cache holds (tracemalloc, CPython 3.12) stayed
# within FULLTEXT_CACHE_MB for ASCII, Latin, CJK, emoji and empty texts (tests/fetch/test_cache.py).
_OVERHEAD = 640


@dataclasses.dataclass(frozen=True, slots=True)
class Cached:
    """What is remembered about one URL: where it ended up and the extraction with its verdict."""

    final_url: str
    extraction: Extraction


def variant(settings: Settings) -> str:
    """The part of a cache key that says which settings produced the verdict."""
    return repr(
        tuple(
            # A secret (FULLTEXT_HEADERS, _COOKIES, _PROXY) changes what a page shows, so it is part
            # of the key, as a digest: its value never enters a key (or the disk).
            (f.name, getattr(settings, f.name) if f.repr else _digest(getattr(settings, f.name)))
            for f in dataclasses.fields(settings)
            if f.name not in _CALL_ONLY
        )
    )


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()[:16] if secret else ""


class PageCache:
    """A bounded TTL cache in memory, backed by an optional on-disk cache; safe to share across threads.

    Disk operations block (SQLite underneath), so async callers run them on a worker thread; see
    `on_disk`.
    """

    def __init__(
        self, ttl: float, max_bytes: int, directory: str = "", clock: Callable[[], float] | None = None
    ) -> None:
        """`clock` (seconds), when given, decides expiry in memory and on disk alike (tests pass a fake
        one). By default memory uses `time.monotonic`, immune to wall-clock steps, and disk `time.time`,
        the clock other processes sharing the directory read too."""
        self._ttl = ttl
        self._disk_clock = clock or time.time
        self._memory: cachetools.TTLCache[str, _Sized] = cachetools.TTLCache(
            maxsize=max_bytes, ttl=ttl, timer=clock or time.monotonic, getsizeof=_size
        )
        self._lock = threading.Lock()
        self._disk = (
            diskcache.Cache(
                str(Path(directory).expanduser()),
                size_limit=max_bytes,
                disk=diskcache.JSONDisk,
                eviction_policy="least-recently-stored",
            )
            if directory
            else None
        )

    @property
    def on_disk(self) -> bool:
        return self._disk is not None

    def get(self, key: str) -> Cached | None:
        with self._lock:
            sized = self._memory.get(key)
        if sized is not None:
            return sized.entry
        if self._disk is None:
            return None
        stored = self._disk.get(key)
        if not isinstance(stored, dict):
            return None
        try:
            if stored["expires"] <= self._disk_clock():
                return None
            found = from_record(stored)
        except (KeyError, TypeError):  # written by another version: a miss, overwritten soon
            return None
        self._remember(key, found)
        return found

    def put(self, key: str, entry: Cached) -> None:
        self._remember(key, entry)
        if self._disk is not None:
            # The stored deadline makes reads follow our clock; diskcache's own expiry (wall time)
            # still culls stale rows from the directory.
            value = {**record(entry), "expires": self._disk_clock() + self._ttl}
            self._disk.set(key, value, expire=self._ttl)

    def _remember(self, key: str, entry: Cached) -> None:
        sized = _Sized(entry, stored_size(key, entry))
        with self._lock:
            try:
                self._memory[key] = sized
            except ValueError:  # larger than the whole cache: not worth evicting everything for
                log.debug("page %s is too large to cache", entry.final_url)


@dataclasses.dataclass(frozen=True, slots=True)
class _Sized:
    """An entry in memory with the bytes it counts for, measured once when it is put."""

    entry: Cached
    size: int


def record(entry: Cached) -> dict[str, Any]:
    """The entry as plain data: what the disk store and Redis serialise."""
    return {"final_url": entry.final_url, "extraction": dataclasses.asdict(entry.extraction)}


def from_record(data: dict[str, Any]) -> Cached:
    """`record`'s inverse; `KeyError` or `TypeError` for data of another shape."""
    return Cached(data["final_url"], Extraction(**data["extraction"]))


def stored_size(key: str, entry: Cached) -> int:
    """Bytes one entry counts for in memory: its key and its record as UTF-8 JSON (at least what
    CPython's strings take for the same text: 1, 2 or 4 bytes a character), plus `_OVERHEAD`."""
    text = json.dumps(record(entry), ensure_ascii=False, separators=(",", ":"))
    return _OVERHEAD + len(key.encode("utf-8", "surrogatepass")) + len(text.encode("utf-8", "surrogatepass"))


def _size(sized: _Sized) -> int:
    return sized.size


@functools.cache
def _shared(ttl: float, max_bytes: int, directory: str) -> PageCache:
    return PageCache(ttl, max_bytes, directory)


def shared_cache(settings: Settings) -> PageCache | None:
    """The process's cache for these settings, or `None` when caching is off."""
    if settings.cache_ttl <= 0:
        return None
    return _shared(settings.cache_ttl, settings.cache_mb * 1_000_000, settings.cache_dir)


def failure_cache(settings: Settings) -> PageCache | None:
    """The process's cache of failures (timeouts, connection errors, 5xx and 429 answers,
    extractions given up) for `FULLTEXT_FAILURE_TTL`, or `None` when that is 0. Its keys are its
    own (`failure_key`), so it may share a store with the page cache."""
    if settings.failure_ttl <= 0:
        return None
    return _shared(settings.failure_ttl, settings.cache_mb * 1_000_000, settings.cache_dir)


def failure_key(key: str) -> str:
    return f"failed {key}"


os.register_at_fork(after_in_child=_shared.cache_clear)  # a copied lock may be held: start afresh
