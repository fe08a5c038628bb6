"""One page over HTTP, within limits, through the process's one connection pool.

A `Session` owns what outlives a call: the httpx client (one pool, address-pinned connections),
the global and per-host limits, and the robots.txt rules. `Session.fetch` follows redirects
itself (every hop re-checked), retries once on 429/503 or a reset connection when the wait fits,
decodes the raw stream with bounded decoders, and stops reading as soon as it knows enough: at
`max_bytes`, at a compression bomb, or once the first bytes show the answer is not a page.
"""

from __future__ import annotations

import logging
import math
import time
from collections import Counter, OrderedDict
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from functools import partial
from urllib.parse import urljoin, urlsplit

import anyio
import httpx

from gptr_fulltext import runtime
from gptr_fulltext.evidence import sniff
from gptr_fulltext.fetch.decoding import ACCEPT_ENCODING, decoder_for
from gptr_fulltext.fetch.politeness import HostLimits
from gptr_fulltext.fetch.robots import MAX_BYTES as ROBOTS_MAX_BYTES
from gptr_fulltext.fetch.robots import Robots
from gptr_fulltext.fetch.safety import DenyList, check_scheme
from gptr_fulltext.fetch.shared import SharedState, shared_for
from gptr_fulltext.fetch.transport import PinnedBackend, pinned_transport, tls_context
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import FetchError, Reason
from gptr_fulltext.settings import Settings
from gptr_fulltext.urls import without_credentials
from gptr_fulltext.wire import domain_cookies, request_headers

log = logging.getLogger("gptr_fulltext")

_ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.8,application/pdf;q=0.7,*/*;q=0.5"

REDIRECTS = frozenset({301, 302, 303, 307, 308})
RETRY_STATUSES = frozenset({429, 503})
# A connection the server dropped: worth one more try (stale keep-alive connections end this way).
_RESET = (httpx.ReadError, httpx.WriteError, httpx.RemoteProtocolError)
RETRY_WAIT = 1.0  # seconds before retrying a 429/503 that gave no Retry-After
RETRY_MARGIN = 1.0  # a retry must start at least this long before the page's time is up
# Real HTML compresses 4-15x; a body that inflates 100x past 1 MB is a bomb, not a page.
BOMB_RATIO = 100
BOMB_MIN_BYTES = 1_000_000
_SLICE = 4096  # raw bytes decoded at a time, so the inflation ratio is known before the cap hides it
# A body whose announced length cannot arrive in the page's time at the rate seen over this long is
# given up: its time is better spent on a reserve candidate. Shorter would judge TCP's slow start.
PACE_SECONDS = 1.0
# Told, in the fetching task's context, when a page answered 429/503 is expected back: asked again
# after its Retry-After, answered as slowly as the first time. Such a page is not slow but asked to
# wait, and the call's grace window can cover it (`pipeline`).
RETRY_PLANNED: ContextVar[Callable[[float], None] | None] = ContextVar("retry_planned", default=None)
# Told, in the fetching task's context, when a page's final answer has begun (its status line and
# headers are in, its body is being read): from then on it is no longer silent, and how long its
# body takes is the server's pace, not a wait for its first byte (`pipeline.gather.grace_end`).
ANSWERING: ContextVar[Callable[[], None] | None] = ContextVar("answering", default=None)


@dataclass(frozen=True, slots=True)
class _Redirect:
    location: str


@dataclass(frozen=True, slots=True)
class _Retry:
    after: float


@dataclass(frozen=True, slots=True)
class _Answer:
    status: int
    headers: dict[str, str]
    body: bytes
    truncated: bool


# Distinct fetch settings whose sessions (connection pools) stay open at once: past this many, the
# least recently used idle one is closed (a library caller varying its settings from call to call).
MAX_SESSIONS = 4


class _Sessions:
    """The fetch loop's sessions by settings, least recently used first, and how many calls hold each."""

    def __init__(self) -> None:
        self.open: OrderedDict[Hashable, Session] = OrderedDict()
        self.holders: Counter[Hashable] = Counter()


@asynccontextmanager
async def session_for(settings: Settings) -> AsyncIterator[Session]:
    """The process's session for these settings, held for the block; sessions live on the fetch loop
    (see `runtime`). Leaving the block closes the least recently used idle sessions past
    `MAX_SESSIONS`."""
    sessions = runtime.loop_local("sessions", _Sessions)
    key = (
        settings.user_agent,
        settings.allow_private,
        settings.deny_hosts,
        settings.concurrency,
        settings.per_host,
        settings.robots,
        settings.cache_ttl,
        settings.accept_language,
        settings.headers,
        settings.cookies,
        settings.proxy,
        settings.host_rate,
        settings.redis_url,
        settings.redis_timeout,
    )
    if key not in sessions.open:
        sessions.open[key] = Session(settings, shared=shared_for(settings))
    sessions.open.move_to_end(key)
    sessions.holders[key] += 1
    try:
        yield sessions.open[key]
    finally:
        sessions.holders[key] -= 1
        idle = [held for held in sessions.open if not sessions.holders[held]]
        for stale in idle[: max(0, len(sessions.open) - MAX_SESSIONS)]:
            del sessions.holders[stale]
            with anyio.CancelScope(shield=True):  # a cancelled call still closes what it evicts
                await sessions.open.pop(stale).aclose()


async def prepare_session(settings: Settings) -> None:
    """Open the session calls with these settings will use, its TLS context (the CA bundle, ~60 ms of
    CPU) built off the loop: the first search of a fresh process then waits for neither."""
    await anyio.to_thread.run_sync(tls_context)
    async with session_for(settings):
        pass


class Session:
    """Connection pool, limits and robots rules shared by every call on one event loop.

    `backend` replaces the address-checking network backend (tests give it a fake resolver);
    `shared` is the Redis state shared with other processes (`FULLTEXT_REDIS_URL`), if any.
    """

    def __init__(
        self, settings: Settings, backend: PinnedBackend | None = None, shared: SharedState | None = None
    ) -> None:
        limits = httpx.Limits(
            max_connections=settings.concurrency, max_keepalive_connections=settings.concurrency
        )
        backend = backend or PinnedBackend(
            allow_private=settings.allow_private, deny=DenyList(settings.deny_hosts), proxy=settings.proxy
        )
        self._client = httpx.AsyncClient(
            transport=pinned_transport(backend, limits),
            headers={
                "User-Agent": settings.user_agent,
                "Accept": _ACCEPT,
                "Accept-Language": settings.accept_language,
                **request_headers(settings.headers),
                "Accept-Encoding": ACCEPT_ENCODING,
            },
            follow_redirects=False,
            event_hooks={"response": [_check_location]},
        )
        self.shared = shared
        self._hosts = HostLimits(settings.per_host, settings.host_rate, shared)
        self._slots = anyio.CapacityLimiter(settings.concurrency)
        self._robots = Robots(settings.user_agent, settings.cache_ttl, shared) if settings.robots else None
        self._cookies = domain_cookies(settings.cookies)

    def _cookie_header(self, url: str) -> dict[str, str]:
        """The configured cookies of the URL's domain (or a parent domain's), for this hop only."""
        host = (urlsplit(url).hostname or "").lower()
        for domain, cookies in self._cookies.items():
            if host == domain or host.endswith("." + domain):
                return {"Cookie": cookies}
        return {}

    async def aclose(self) -> None:
        await self._client.aclose()

    async def fetch(self, url: str, settings: Settings, deadline: float) -> Fetched:
        """GET `url` within `settings`' limits; `deadline` is the call's, on the `time.monotonic` clock.

        `FULLTEXT_PAGE_TIMEOUT` runs from the moment the page's first request has its slots (see
        `_PageClock`): time spent waiting for a busy host is the call's, not the page's.
        Raises `FetchError` with one of the fetch-stage reasons (`Reason.stage == "fetch"`).
        """
        clock = _PageClock(settings.page_timeout, deadline)
        try:
            with clock.scope:
                return await self._follow(url, settings, clock, settings.max_bytes, robots=True)
        except httpx.HTTPError as exc:
            raise failure(exc, settings) from None
        raise failure(TimeoutError(), settings)  # only reached when the page's time ran out

    async def _follow(
        self, url: str, settings: Settings, clock: _PageClock, cap: int, *, robots: bool
    ) -> Fetched:
        started = time.monotonic()
        seen = {url}
        current = checked_url(url)
        for _ in range(settings.max_redirects + 1):
            check_scheme(current)
            if robots and self._robots is not None:
                refusal = await self._robots.refusal(current, partial(self._robots_file, settings, clock))
                if refusal:
                    raise FetchError(Reason.ROBOTS, refusal)
            answer = await self._get(current, settings, clock, cap)
            if isinstance(answer, _Redirect):
                target = checked_url(answer.location, current)
                if target in seen:
                    raise FetchError(Reason.REDIRECT_LOOP, f"redirect loop back to {target}")
                seen.add(target)
                current = target
                continue
            return Fetched(
                url=url,
                final_url=current,
                status=answer.status,
                headers=answer.headers,
                body=answer.body,
                truncated=answer.truncated,
                seconds=time.monotonic() - started,
            )
        raise FetchError(
            Reason.TOO_MANY_REDIRECTS, f"more than FULLTEXT_MAX_REDIRECTS={settings.max_redirects} redirects"
        )

    async def _robots_file(self, settings: Settings, clock: _PageClock, url: str) -> tuple[int, bytes] | str:
        """robots.txt through the same pool, limits and checks as a page (its redirects included);
        its answer is not the page's (`ANSWERING` is not told)."""
        told = ANSWERING.set(None)
        try:
            fetched = await self._follow(url, settings, clock, ROBOTS_MAX_BYTES, robots=False)
        except FetchError as exc:
            return exc.detail
        except httpx.HTTPError as exc:
            return failure(exc, settings).detail
        finally:
            ANSWERING.reset(told)
        return fetched.status, fetched.body

    async def _get(self, url: str, settings: Settings, clock: _PageClock, cap: int) -> _Answer | _Redirect:
        """One request, tried a second time after a 429/503 or a dropped connection if time allows."""
        for attempt in (1, 2):
            last = attempt == 2
            asked = time.monotonic()
            try:
                answer = await self._exchange(url, settings, clock, cap, may_retry=not last)
            except _RESET as exc:
                if last or time.monotonic() + RETRY_MARGIN > clock.until:
                    raise
                log.debug("retrying %s after %s: %s", url, type(exc).__name__, exc)
                continue
            if isinstance(answer, _Retry):
                if (planned := RETRY_PLANNED.get()) is not None:  # answered again as slowly as now
                    now = time.monotonic()
                    planned(now + answer.after + (now - asked))
                await anyio.sleep(answer.after)
                continue
            return answer
        raise AssertionError("unreachable: the second attempt never asks for a retry")

    async def _exchange(
        self, url: str, settings: Settings, clock: _PageClock, cap: int, *, may_retry: bool
    ) -> _Answer | _Redirect | _Retry:
        timeout = httpx.Timeout(settings.idle_timeout, pool=None)
        async with self._hosts.slot(urlsplit(url).hostname or "", clock.time_left()), self._slots:
            clock.start()
            async with self._client.stream(
                "GET", url, timeout=timeout, headers=self._cookie_header(url)
            ) as response:
                return await self._answer(response, clock, cap, may_retry=may_retry)

    async def _answer(
        self, response: httpx.Response, clock: _PageClock, cap: int, *, may_retry: bool
    ) -> _Answer | _Redirect | _Retry:
        status = response.status_code
        if may_retry and status in RETRY_STATUSES:
            wait = retry_wait(response.headers.get("retry-after"))
            if time.monotonic() + wait + RETRY_MARGIN <= clock.until:
                return _Retry(wait)
        location = response.headers.get("location")
        if status in REDIRECTS and location:
            return _Redirect(location)
        if (answering := ANSWERING.get()) is not None:
            answering()
        cap = cap if 200 <= status < 300 else sniff.ERROR_BODY_BYTES
        body, truncated = await read_capped(response, cap, until=clock.until, limit=clock.limit)
        headers = {key.lower(): value for key, value in response.headers.items()}
        return _Answer(status, headers, body, truncated)


class _PageClock:
    """One page's time. Until its first request holds its host and pool slots, only the call's
    deadline applies (a page queued behind others of a busy host is not timed out for waiting);
    from then on `FULLTEXT_PAGE_TIMEOUT`, enforced by `scope`, also bounds the rest (redirects,
    a retry)."""

    def __init__(self, page_timeout: float, deadline: float) -> None:
        self.page_timeout = page_timeout
        self.until = deadline  # when the page's time is up, on the `time.monotonic` clock
        self.scope = anyio.CancelScope()
        self._started = False
        self.page_started = 0.0

    @property
    def limit(self) -> str:
        """The setting that ends this page's time, for a reader."""
        if self._started and self.until == self.page_started + self.page_timeout:
            return f"FULLTEXT_PAGE_TIMEOUT={self.page_timeout:g} s"
        return "the call's FULLTEXT_DEADLINE"

    def time_left(self) -> float:
        """The longest the page can still run if its next request starts now."""
        if self._started:
            return max(self.until - time.monotonic(), 0.0)
        return max(min(self.until - time.monotonic(), self.page_timeout), 0.0)

    def start(self) -> None:
        """The page's first request has its slots: from now on its own timeout runs."""
        if self._started:
            return
        self._started = True
        self.page_started = time.monotonic()
        self.until = min(self.until, self.page_started + self.page_timeout)
        self.scope.deadline = anyio.current_time() + self.page_timeout


def checked_url(url: str, base: str = "") -> str:
    """`url`, or a redirect's Location `url` resolved against `base`, if it can be requested at all.

    What fails here would fail later less readably, or escape as a bare `ValueError`: brackets that do
    not close, a port past 65535 (httpx accepts those), a host name that is not valid IDNA. Raises
    `FetchError('bad_url')` saying which URL and why; `FetchError('bad_redirect')` for a redirect to
    anything but http(s) (`javascript:`, `mailto:`, `data:`, `ftp:`, `file:`, …), which httpx would
    otherwise meet as an `InvalidURL` outside its `HTTPError`s; `FetchError('credentials_in_url')` for
    a URL with `user:password@` in it. Credentials are refused, never sent: a search result's are
    someone else's (leaked, or a disguise: `https://trusted.example@evil.example/`), a page read with
    them must not be cached for callers without them, and every URL this package returns must be one
    anyone may open and log. No detail ever repeats them.
    """
    what = f"the redirect to {without_credentials(url)!r}" if base else repr(without_credentials(url))
    try:
        target = urljoin(base, url) if base else url
        parts = urlsplit(target)
        if base and parts.scheme not in ("http", "https"):
            raise FetchError(
                Reason.BAD_REDIRECT, f"{what} is not an http(s) page (scheme {parts.scheme or '(none)'!r})"
            )
        if without_credentials(target) != target or parts.netloc.rpartition("@")[0]:
            raise FetchError(
                Reason.CREDENTIALS_IN_URL,
                f"{what} carries a user name or password; credentials in URLs are never sent",
            )
        # Each raises for its part: urllib for brackets and ports, httpx (and idna's IDNAError, a
        # ValueError) for the rest of the URL and the host name, which is only checked when decoded.
        _ = parts.port, httpx.URL(target).host
    except (httpx.InvalidURL, ValueError) as exc:
        raise FetchError(Reason.BAD_URL, f"{what} is not a valid URL: {exc}") from None
    return target


async def _check_location(response: httpx.Response) -> None:
    """Response hook: a redirect's Location is checked before httpx parses it for `next_request`.

    httpx does that even when not following redirects, and calls a bad Location a protocol error
    (which `_get` would retry, as if the connection had dropped), lets `idna`'s error escape, or
    raises `InvalidURL` (not an `HTTPError`) giving a `javascript:` or `mailto:` Location a host.
    """
    location = response.headers.get("location")
    if response.status_code in REDIRECTS and location:
        checked_url(location, str(response.request.url))


def failure(exc: TimeoutError | httpx.HTTPError, settings: Settings) -> FetchError:
    """The reason and a readable detail for a timeout or an httpx error met while fetching."""
    if isinstance(exc, TimeoutError):
        return FetchError(
            Reason.TIMEOUT, f"not complete within FULLTEXT_PAGE_TIMEOUT={settings.page_timeout:g} s"
        )
    if isinstance(exc, httpx.ConnectTimeout):
        return FetchError(
            Reason.TIMEOUT, f"no connection within FULLTEXT_IDLE_TIMEOUT={settings.idle_timeout:g} s"
        )
    if isinstance(exc, httpx.TimeoutException):
        return FetchError(
            Reason.TIMEOUT, f"the server sent nothing for FULLTEXT_IDLE_TIMEOUT={settings.idle_timeout:g} s"
        )
    if isinstance(exc, httpx.ConnectError):
        return FetchError(Reason.CONNECT_ERROR, f"cannot connect: {exc}")
    return FetchError(Reason.NETWORK_ERROR, f"{type(exc).__name__}: {exc}")


def retry_wait(retry_after: str | None) -> float:
    """Seconds a `Retry-After` value asks for (delta-seconds or an HTTP date); `RETRY_WAIT` if absent."""
    if not retry_after:
        return RETRY_WAIT
    value = retry_after.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return RETRY_WAIT
    return max(when.timestamp() - time.time(), 0.0)


async def read_capped(
    response: httpx.Response, cap: int, *, until: float = math.inf, limit: str = ""
) -> tuple[bytes, bool]:
    """Read and decode the body up to `cap` bytes; returns (body, truncated).

    Stops early, with what it has, when the first `sniff.HEAD_BYTES` of a 2xx answer show it is not a page
    (see `not_a_page`); raises `FetchError('compression_bomb')` for a bomb, and `FetchError('timeout')`
    once the rate it arrives at shows that its announced length cannot arrive by `until` (`limit`
    names the setting that set it; see `PACE_SECONDS`).
    """
    decoder = decoder_for(response.headers.get("content-encoding", ""))
    body = bytearray()
    raw = 0
    gated = not 200 <= response.status_code < 300
    pace = _Pace(response, cap, until, limit)
    async for chunk in response.aiter_raw():
        pace.check(raw)
        for start in range(0, len(chunk), _SLICE):
            piece = chunk[start : start + _SLICE]
            raw += len(piece)
            body += decoder.decode(piece, cap - len(body))
            if len(body) >= BOMB_MIN_BYTES and len(body) > BOMB_RATIO * raw:
                raise FetchError(
                    Reason.COMPRESSION_BOMB,
                    f"{raw:,} compressed bytes inflated to over {len(body):,} "
                    f"({response.headers.get('content-encoding')}); a compression bomb",
                )
            if len(body) >= cap:
                return bytes(body[:cap]), True
        if not gated and len(body) >= sniff.HEAD_BYTES:
            gated = True
            if not_a_page(response.headers, bytes(body[: sniff.HEAD_BYTES])):
                return bytes(body), True
    return bytes(body), False


class _Pace:
    """Whether a body with a Content-Length arrives fast enough to end by the page's time. Without
    one (chunked answers) nothing can be projected, and the page timeout alone applies."""

    def __init__(self, response: httpx.Response, cap: int, until: float, limit: str) -> None:
        announced = response.headers.get("content-length", "")
        identity = response.headers.get("content-encoding", "").strip().lower() in ("", "identity")
        self.length = int(announced) if announced.isdigit() else None
        if self.length is not None and identity:  # reading stops at the cap; compressed, it cannot be told
            self.length = min(self.length, cap)
        self.until = until
        self.limit = limit
        self.first: float | None = None  # when the first body bytes came

    def check(self, raw: int) -> None:
        """Called with the raw bytes read so far as each chunk arrives."""
        now = time.monotonic()
        if self.first is None:
            self.first = now
            return
        elapsed = now - self.first
        if self.length is None or elapsed < PACE_SECONDS or raw >= self.length or not raw:
            return
        rate = raw / elapsed
        if now + (self.length - raw) / rate > self.until:
            raise FetchError(
                Reason.TIMEOUT,
                f"arriving at {rate / 1000:,.1f} kB/s, the other {(self.length - raw) / 1000:,.0f} of "
                f"its {self.length / 1000:,.0f} kB would come after {self.limit}; given up",
            )


def not_a_page(headers: httpx.Headers, head: bytes) -> bool:
    """The content gate for a 2xx answer: its first bytes already settle that the rest is not worth
    reading (an image, an archive, binary served as HTML). Error answers are not gated: the judge
    names them from the wording in their first `sniff.ERROR_BODY_BYTES`. PDFs pass: extraction
    reads them (the same test as extraction's, so a PDF it would read is never cut here)."""
    media = sniff.media_type(headers)
    return not sniff.is_pdf(media, head) and sniff.binary_kind(media, head) is not None
