"""State shared through Redis (`FULLTEXT_REDIS_URL`) by every process pointing at it.

Without it, two serve replicas behind one load balancer each fetch the page the other just judged,
and each allow `FULLTEXT_PER_HOST` requests to a host: twice what the setting promises. With it,
these live in Redis, all under one versioned prefix (`KEY_PREFIX`) and every key with a TTL:

- `page:<sha256>`: a judged page or a remembered failure, zlib-compressed JSON, for
  `FULLTEXT_CACHE_TTL` (failures: `FULLTEXT_FAILURE_TTL`);
- `robots:<sha256>`: an origin's robots.txt answer, for the cache TTL (at least a minute);
- `slots:<host>`: a sorted set of leases on the host's `FULLTEXT_PER_HOST` slots. A lease expires
  when the page holding it must be done anyway, so a crashed process's slots free themselves no
  later than a live one would have released them;
- `next:<host>`: when the next request to the host may start (`FULLTEXT_HOST_RATE`).

Redis is a help, never a condition of a search: each operation is bounded by
`FULLTEXT_REDIS_TIMEOUT`. A failure marks Redis down with one warning; for `RECONNECT_SECONDS`
every caller then uses its process's own state without trying, after which the next operation tries
again. The process-local limits and caches are always there underneath, so falling back changes
only how widely things are shared. Client: redis-py's asyncio API; one per URL on the fetch loop.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import time
import uuid
import zlib
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import anyio

from gptr_fulltext import runtime
from gptr_fulltext.fetch.cache import Cached, from_record, record
from gptr_fulltext.settings import Settings

if TYPE_CHECKING:  # redis-py is imported when a URL is set: it costs ~0.2 s of start-up otherwise
    import redis.asyncio

log = logging.getLogger("gptr_fulltext")

KEY_PREFIX = "gptr-fulltext:v1:"  # bump when what a key holds changes shape
RECONNECT_SECONDS = 5.0  # how long a process keeps to its own state after Redis failed
SLOW_IN_A_ROW = 3  # operations over FULLTEXT_REDIS_TIMEOUT in a row that make Redis count as down
MAX_ENTRY_BYTES = 2_000_000  # a judged page compressed: real ones take 2-50 kB
ROBOTS_MIN_TTL = 60.0  # as the process-local robots cache: a site's rules are not re-read every second
_KEY_SLACK_MS = 1000  # a host's keys outlive their newest lease or start time by this much
_POLL = (0.01, 0.1)  # seconds between tries for a busy host's slot: the first wait, the longest


class Unavailable(Exception):
    """Redis is down, slow or marked down: the caller uses its process's own state."""


# One round trip takes a slot on a host when one is free and the host's request rate allows it.
# KEYS: the host's leases (sorted set: lease id -> expiry, ms), the host's next start time (ms).
# ARGV: slots, lease ms, ms between starts (0: no rate limit), lease id.
# Returns 0 (granted, or already held: a retry after a late answer), -1 (every slot leased: try again
# soon) or ms until the rate allows a start.
# Times are Redis's own (TIME), so processes on machines with different clocks agree.
_ACQUIRE = f"""
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
local interval = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then
  return 0
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  return -1
end
if interval > 0 then
  local start = tonumber(redis.call('GET', KEYS[2]) or '0')
  if start > now then
    return start - now
  end
  redis.call('SET', KEYS[2], now + interval, 'PX', interval + {_KEY_SLACK_MS})
end
redis.call('ZADD', KEYS[1], now + lease, ARGV[4])
if redis.call('PTTL', KEYS[1]) < lease + {_KEY_SLACK_MS} then
  redis.call('PEXPIRE', KEYS[1], lease + {_KEY_SLACK_MS})
end
return 0
"""


class SharedState:
    """One Redis for the fetch loop: pages, robots.txt answers, host slots; falls back when it fails.

    `reconnect` is how long after a failure it stays marked down (default `RECONNECT_SECONDS`).
    """

    def __init__(self, url: str, timeout: float, reconnect: float | None = None) -> None:
        self.url = url
        self._timeout = timeout
        self._reconnect = RECONNECT_SECONDS if reconnect is None else reconnect
        import redis.asyncio
        from redis.asyncio.retry import Retry  # the asyncio client's own (a sync one warns, converted)
        from redis.backoff import NoBackoff
        from redis.exceptions import RedisError

        self._failures = (RedisError, OSError, TimeoutError)
        self._client: redis.asyncio.Redis = redis.asyncio.Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            retry=Retry(NoBackoff(), 0),  # no retries: a failure means "use local state", at once
            health_check_interval=0,
        )
        self._acquire = self._client.register_script(_ACQUIRE)
        self._down_until: float | None = None  # monotonic time before which Redis is not tried
        self._slow_in_a_row = 0

    @property
    def shown(self) -> str:
        """The URL without its password, for logs and /healthz."""
        scheme, _, rest = self.url.partition("://")
        return f"{scheme}://{rest.rpartition('@')[2]}"

    @property
    def up(self) -> bool:
        """Whether the last operation succeeded (or none failed yet)."""
        return self._down_until is None

    async def aclose(self) -> None:
        await self._client.aclose()

    async def ping(self) -> bool:
        """Whether Redis answers now (for /healthz); a failure counts as any other."""
        try:
            await self._call(self._client.ping, force=True)
        except Unavailable:
            return False
        return True

    # -- pages -----------------------------------------------------------------------------------

    async def pages(self, keys: list[str]) -> list[Cached | None]:
        """What Redis holds under each of `keys` (page-cache keys, see `pipeline`), in one round
        trip; all `None` when Redis is unavailable."""
        try:
            values = await self._call(lambda: self._client.mget([_key("page", key) for key in keys]))
        except Unavailable:
            return [None] * len(keys)
        return [_entry(value) for value in values]

    async def keep_pages(self, keys: list[str], entry: Cached, ttl: float) -> None:
        """Store `entry` under each of `keys` for `ttl` seconds, unless its compressed record is over
        `MAX_ENTRY_BYTES`. What they hold together is bounded by Redis's `maxmemory` (with an
        eviction policy such as `allkeys-lru`; compose.yaml sets both) and by the TTL."""
        value = _packed(record(entry))
        if len(value) > MAX_ENTRY_BYTES:
            return

        async def store() -> None:
            async with self._client.pipeline(transaction=False) as batch:
                for key in keys:
                    batch.set(_key("page", key), value, px=_ms(ttl))
                await batch.execute()

        with contextlib.suppress(Unavailable):
            await self._call(store)

    # -- robots.txt ------------------------------------------------------------------------------

    async def robots(self, origin: str, user_agent: str) -> tuple[int, bytes] | str | None:
        """The robots.txt answer another process saw for `origin` (status and body, or why it was
        unreachable), or `None`."""
        try:
            value = await self._call(lambda: self._client.get(_key("robots", f"{user_agent} {origin}")))
        except Unavailable:
            return None
        if value is None:
            return None
        try:
            data = _unpacked(value)
            if "error" in data:
                return str(data["error"])
            return int(data["status"]), str(data["body"]).encode("latin-1")
        except (KeyError, TypeError, ValueError, zlib.error):
            return None

    async def keep_robots(
        self, origin: str, user_agent: str, answer: tuple[int, bytes] | str, ttl: float
    ) -> None:
        data = (
            {"error": answer}
            if isinstance(answer, str)
            else {"status": answer[0], "body": answer[1].decode("latin-1")}
        )
        key = _key("robots", f"{user_agent} {origin}")
        with contextlib.suppress(Unavailable):
            await self._call(lambda: self._client.set(key, _packed(data), px=_ms(max(ttl, ROBOTS_MIN_TTL))))

    # -- host slots ------------------------------------------------------------------------------

    async def take_slot(self, host: str, slots: int, lease: float, rate: float) -> str | None:
        """Wait for one of `host`'s `slots`, leased for `lease` seconds, and for the host's request
        rate (`rate` starts a second; 0: none); returns the lease id to give back, or `None` when
        Redis is down (the caller then goes by its process's limits alone). A single late answer
        is tried again instead: going ahead without a lease would break the limit while Redis is
        fine. (Had the late script granted a lease, it expires with its page's time.)

        Waiting is bounded by the caller's cancel scope (the call's deadline), not here.
        """
        lease_id = uuid.uuid4().hex
        keys = [_key("slots", host), _key("next", host)]
        args: list[int | str] = [slots, _ms(lease), _ms(1 / rate) if rate > 0 else 0, lease_id]
        pause = _POLL[0]
        while True:
            try:
                answer = int(await self._call(lambda: self._acquire(keys=keys, args=args)))
            except Unavailable:
                if not self.up:
                    return None
                answer = -1
            except BaseException:
                # Cancelled (the call's deadline) while the script ran: it may have granted the lease.
                with anyio.CancelScope(shield=True):
                    await self.give_back(host, lease_id)
                raise
            if answer == 0:
                return lease_id
            if answer > 0:  # the rate: Redis says when
                await anyio.sleep(answer / 1000)
                continue
            await anyio.sleep(pause)
            pause = min(pause * 2, _POLL[1])

    async def give_back(self, host: str, lease_id: str) -> None:
        """Release a lease; if Redis is unavailable the lease simply expires."""
        with contextlib.suppress(Unavailable):
            await self._call(lambda: self._client.zrem(_key("slots", host), lease_id))

    # -- the one way to Redis ----------------------------------------------------------------------

    async def _call[T](self, operation: Callable[[], Awaitable[T]], *, force: bool = False) -> T:
        """`operation()` within the timeout, or `Unavailable`: when Redis is marked down (unless
        `force`), or the operation fails. A refused or broken connection marks Redis down at once;
        timeouts do after `SLOW_IN_A_ROW` in a row, as one late answer is as often this process's
        own busy event loop as a slow Redis. Down means: one warning, then `RECONNECT_SECONDS`
        without trying."""
        if self._down_until is not None and time.monotonic() < self._down_until and not force:
            raise Unavailable
        tried_while_down = self._down_until is not None
        try:
            with anyio.fail_after(self._timeout):
                result = await operation()
        except self._failures as exc:
            slow = isinstance(exc, TimeoutError) or "Timeout" in type(exc).__name__
            self._slow_in_a_row = self._slow_in_a_row + 1 if slow else SLOW_IN_A_ROW
            if self._slow_in_a_row >= SLOW_IN_A_ROW:
                self._mark_down(exc)
            raise Unavailable from None
        self._slow_in_a_row = 0
        # Only an operation sent while Redis was marked down says it is back: one sent before
        # another failed (Redis shutting down with several in flight) says nothing about now.
        if self._down_until is not None and tried_while_down:
            self._down_until = None
            log.warning("fulltext: Redis at %s answers again; sharing cache and host limits", self.shown)
        return result

    def _mark_down(self, exc: BaseException) -> None:
        if self._down_until is None:
            log.warning(
                "fulltext: Redis at %s is unavailable (%s: %s); this process uses its own cache and "
                "host limits, and tries again every %g s",
                self.shown,
                type(exc).__name__,
                str(exc) or f"no answer within FULLTEXT_REDIS_TIMEOUT={self._timeout:g} s",
                self._reconnect,
            )
        self._down_until = time.monotonic() + self._reconnect


def shared_for(settings: Settings) -> SharedState | None:
    """The fetch loop's Redis state for `FULLTEXT_REDIS_URL`, or `None` when it is not set. One per
    URL and timeout, kept for the loop's life: sessions come and go, the connection pool stays."""
    if not settings.redis_url:
        return None
    return runtime.loop_local(
        ("redis", settings.redis_url, settings.redis_timeout),
        lambda: SharedState(settings.redis_url, settings.redis_timeout),
    )


def _key(kind: str, name: str) -> str:
    """A Redis key: the version prefix, the kind, and a fixed-length hash of long or odd names."""
    if kind in ("slots", "next"):
        return f"{KEY_PREFIX}{kind}:{name}"  # host names: short, and readable in redis-cli
    return f"{KEY_PREFIX}{kind}:{hashlib.sha256(name.encode('utf-8', 'surrogatepass')).hexdigest()}"


def _entry(value: bytes | str | None) -> Cached | None:
    if value is None:
        return None
    try:
        return from_record(_unpacked(value))
    except (KeyError, TypeError, ValueError, zlib.error):
        return None  # not what this version writes: a miss


def _packed(data: dict[str, Any]) -> bytes:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return zlib.compress(text.encode("utf-8", "surrogatepass"))


def _unpacked(value: bytes | str) -> dict[str, Any]:
    if isinstance(value, str):
        raise TypeError("not what this version writes")  # the client never decodes replies
    data = json.loads(zlib.decompress(value).decode("utf-8", "surrogatepass"))
    if not isinstance(data, dict):
        raise TypeError("not a record")
    return data


def _ms(seconds: float) -> int:
    return max(1, round(seconds * 1000))
