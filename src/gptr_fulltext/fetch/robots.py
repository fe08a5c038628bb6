"""robots.txt, when asked to respect it: one fetch per site, rules remembered, RFC 9309 for failures.

The file is fetched through the same limits as pages (and within the same call deadline), parsed
with Protego (wildcards, `$`, longest match), and kept per origin for the cache TTL. RFC 9309: a
4xx answer means no rules; an unreachable file (5xx, 429, network failure) means "assume
everything is disallowed" until it can be read.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import anyio
import cachetools
from protego import Protego

from gptr_fulltext.fetch.shared import SharedState

MAX_BYTES = 512_000  # RFC 9309 asks parsers to read at least 500 KiB
_ORIGINS = 4096  # origins whose rules are remembered at once

# Fetches a robots.txt URL: (status, body) when an answer came, else a description of the failure.
Download = Callable[[str], Awaitable[tuple[int, bytes] | str]]


class Robots:
    """The robots.txt rules of every origin seen, for one User-Agent; lives on one event loop.

    With `shared` (Redis), an origin's file is downloaded once by all processes sharing it: its
    answer is looked up there first and kept there after a download."""

    def __init__(self, user_agent: str, ttl: float, shared: SharedState | None = None) -> None:
        self._user_agent = user_agent
        self._ttl = ttl
        self._shared = shared
        self._rules: cachetools.TTLCache[str, Protego | str | None] = cachetools.TTLCache(
            maxsize=_ORIGINS, ttl=max(ttl, 60.0)
        )
        self._loading: defaultdict[str, anyio.Lock] = defaultdict(anyio.Lock)

    async def refusal(self, url: str, download: Download) -> str | None:
        """Why `url` may not be fetched (`None` when it may), loading its origin's rules if needed."""
        parts = urlsplit(url)
        # Without user:password: robots.txt is the site's, and credentials are not sent to fetch it.
        origin = f"{parts.scheme}://{parts.netloc.rpartition('@')[2]}"
        lock = self._loading[origin]
        try:
            async with lock:
                if origin not in self._rules:
                    self._rules[origin] = parse(await self._answer(origin, download))
                rules = self._rules[origin]
        finally:
            if not lock.statistics().tasks_waiting:
                self._loading.pop(origin, None)
        if isinstance(rules, str):
            return f"{origin}/robots.txt is unreachable ({rules}), so everything counts as disallowed"
        if rules is not None and not rules.can_fetch(url, self._user_agent):
            return f"{origin}/robots.txt disallows this URL for our User-Agent"
        return None

    async def _answer(self, origin: str, download: Download) -> tuple[int, bytes] | str:
        """The origin's robots.txt answer: another process's through Redis, or downloaded now."""
        if self._shared is None:
            return await download(origin + "/robots.txt")
        answer = await self._shared.robots(origin, self._user_agent)
        if answer is None:
            answer = await download(origin + "/robots.txt")
            await self._shared.keep_robots(origin, self._user_agent, answer, self._ttl)
        return answer


def parse(answer: tuple[int, bytes] | str) -> Protego | str | None:
    """Rules from a download: parsed rules, `None` (no rules apply), or why the file is unreachable."""
    if isinstance(answer, str):
        return answer
    status, body = answer
    if 200 <= status < 300:
        return Protego.parse(body[:MAX_BYTES].decode("utf-8", "replace"))
    if status == 429 or status >= 500:
        return f"HTTP {status}"
    return None
