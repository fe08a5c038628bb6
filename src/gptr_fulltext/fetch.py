"""One page over HTTP, within limits: redirects followed by us, bytes capped after decoding, one timeout.

httpx inflates compressed bodies without any bound, so we read the raw stream and decode it
ourselves with a ceiling: a compression bomb costs at most `max_bytes`. Redirects are followed here,
not by httpx, so every hop passes the URL policy in `safety` again.
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Callable
from urllib.parse import urljoin

import anyio
import httpx

from gptr_fulltext.models import Fetched
from gptr_fulltext.safety import BlockedURL, check_url
from gptr_fulltext.settings import Settings

_ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.8,application/pdf;q=0.7,*/*;q=0.5"
_REDIRECTS = frozenset({301, 302, 303, 307, 308})


class FetchError(Exception):
    """A page could not be read; `reason` is a short code, the message says what happened."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def make_client(settings: Settings) -> httpx.AsyncClient:
    """The one client a call shares: pooled connections, our headers, no automatic redirects."""
    return httpx.AsyncClient(
        headers={
            "User-Agent": settings.user_agent,
            "Accept": _ACCEPT,
            "Accept-Language": "en;q=0.9,*;q=0.5",
            "Accept-Encoding": "gzip, deflate",
        },
        timeout=httpx.Timeout(settings.page_timeout, connect=min(settings.page_timeout, 5.0)),
        limits=httpx.Limits(
            max_connections=settings.concurrency, max_keepalive_connections=settings.concurrency
        ),
        follow_redirects=False,
    )


async def fetch(client: httpx.AsyncClient, url: str, settings: Settings) -> Fetched:
    """GET `url`, following up to `max_redirects` hops, all within `page_timeout` seconds.

    Raises `FetchError` with a reason code: `timeout`, `blocked_url`, `redirect_loop`,
    `too_many_redirects`, `bad_encoding`, `connect_error` or `network_error`.
    """
    started = time.monotonic()
    try:
        with anyio.fail_after(settings.page_timeout):
            return await _follow(client, url, settings, started)
    except TimeoutError:
        raise FetchError("timeout", f"no complete response within {settings.page_timeout:g} s") from None
    except BlockedURL as exc:
        raise FetchError("blocked_url", str(exc)) from None
    except httpx.TimeoutException:
        raise FetchError("timeout", f"no complete response within {settings.page_timeout:g} s") from None
    except httpx.ConnectError as exc:
        raise FetchError("connect_error", f"cannot connect: {exc}") from None
    except httpx.HTTPError as exc:
        raise FetchError("network_error", f"{type(exc).__name__}: {exc}") from None


async def _follow(client: httpx.AsyncClient, url: str, settings: Settings, started: float) -> Fetched:
    seen = {url}
    current = url
    for _ in range(settings.max_redirects + 1):
        await check_url(current, settings.allow_private)
        async with client.stream("GET", current) as response:
            location = response.headers.get("location")
            if response.status_code in _REDIRECTS and location:
                target = urljoin(current, location)
                if target in seen:
                    raise FetchError("redirect_loop", f"redirect loop back to {target}")
                seen.add(target)
                current = target
                continue
            body, truncated = await _read_capped(response, settings.max_bytes)
            return Fetched(
                url=url,
                final_url=current,
                status=response.status_code,
                headers={key.lower(): value for key, value in response.headers.items()},
                body=body,
                truncated=truncated,
                seconds=time.monotonic() - started,
            )
    raise FetchError("too_many_redirects", f"more than {settings.max_redirects} redirects")


async def _read_capped(response: httpx.Response, cap: int) -> tuple[bytes, bool]:
    """Read and decode the body until `cap` decoded bytes; returns (body, truncated)."""
    decode = _decoder(response.headers.get("content-encoding", ""))
    body = bytearray()
    async for chunk in response.aiter_raw():
        body += decode(chunk, cap - len(body))
        if len(body) >= cap:
            return bytes(body[:cap]), True
    return bytes(body), False


def _decoder(content_encoding: str) -> Callable[[bytes, int], bytes]:
    """A bounded decoder for `Content-Encoding`: it never returns more than the room it is given."""
    codings = [c.strip().lower() for c in content_encoding.split(",") if c.strip()]
    codings = [c for c in codings if c != "identity"]
    if not codings:
        return lambda chunk, room: chunk[:room]
    if len(codings) == 1 and codings[0] in ("gzip", "x-gzip", "deflate"):
        # 16+ = gzip header; 32+ = detect gzip or zlib (servers mislabel deflate both ways).
        inflater = zlib.decompressobj(zlib.MAX_WBITS | (16 if codings[0] != "deflate" else 32))

        def inflate(chunk: bytes, room: int) -> bytes:
            try:
                return inflater.decompress(inflater.unconsumed_tail + chunk, max(room, 1))
            except zlib.error as exc:
                raise FetchError("bad_encoding", f"corrupt {codings[0]} body: {exc}") from None

        return inflate
    raise FetchError("bad_encoding", f"unsupported Content-Encoding {content_encoding!r}")
