"""Politeness: at most `FULLTEXT_PER_HOST` requests to one host at once, at most `FULLTEXT_HOST_RATE`
starts a second, across every call of the process and, with Redis, of every process sharing it.

The process's own limits are always taken first: they hold when Redis is off or down, and they keep
a process's waiters queueing here instead of all polling Redis. With Redis up, a slot is then also
leased there (`SharedState.take_slot`) for as long as the page may still run, so the lease of a
process that crashed mid-page expires when that page would have ended anyway.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio

from gptr_fulltext.fetch.shared import SharedState

_REMEMBERED = 1024  # hosts whose next start time is kept before past ones are forgotten
LEASE_MARGIN = 1.0  # seconds a lease outlasts its page's time: closing the response, releasing it


class HostLimits:
    """The per-host slots and start times of one session (one event loop)."""

    def __init__(self, per_host: int, rate: float, shared: SharedState | None = None) -> None:
        self._per_host = per_host
        self._interval = 1 / rate if rate > 0 else 0.0
        self._rate = rate
        self._shared = shared
        self._hosts: dict[str, anyio.Semaphore] = {}
        self._next_start: dict[str, float] = {}  # monotonic time the host's next request may start

    @asynccontextmanager
    async def slot(self, host: str, lease: float) -> AsyncIterator[None]:
        """Hold one of `host`'s slots for the block, once the host's rate allows a start. `lease` is
        the longest the block can last (the page's time left): past it a shared slot is free again."""
        semaphore = self._hosts.setdefault(host, anyio.Semaphore(self._per_host))
        try:
            async with semaphore:
                await self._paced(host)
                lease_id = None
                if self._shared is not None:
                    lease_id = await self._shared.take_slot(
                        host, self._per_host, lease + LEASE_MARGIN, self._rate
                    )
                try:
                    yield
                finally:
                    if lease_id is not None and self._shared is not None:
                        with anyio.CancelScope(shield=True):  # a cancelled page still gives it back
                            await self._shared.give_back(host, lease_id)
        finally:
            if semaphore.value == self._per_host and not semaphore.statistics().tasks_waiting:
                self._hosts.pop(host, None)  # idle: forget the host, so the table stays small

    async def _paced(self, host: str) -> None:
        """Wait for this process's turn at `host` under the rate limit (none without one)."""
        if not self._interval:
            return
        now = time.monotonic()
        if len(self._next_start) > _REMEMBERED:  # forget hosts whose next start is already past
            self._next_start = {h: t for h, t in self._next_start.items() if t > now}
        start = max(now, self._next_start.get(host, now))
        self._next_start[host] = start + self._interval
        await anyio.sleep(start - now)
