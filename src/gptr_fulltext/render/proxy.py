"""The browser's only way out: a loopback HTTP proxy that opens every connection through our policy.

A page's scripts can reach for anything: subresources, fetch/XHR, WebSockets, iframes, popups,
redirects, preconnects. Intercepting them one by one inside the browser misses some (Playwright's
routes miss WebSockets, service workers and a popup's first request). Here there is nothing to
intercept: the browser is started with this proxy as its only route and no name resolution of its
own (`browser.FLAGS`), so every connection it makes is a request to this proxy, which connects with
fetch's `PinnedBackend` — the same resolution, address checks and `FULLTEXT_DENY_HOSTS` as plain
fetches, resolved once and pinned, so no DNS rebinding either. A refused connection is answered 403.

`CONNECT` tunnels carry https and WebSockets; plain http requests arrive in absolute form and are
sent on with `Connection: close`, one request per connection, so a kept-alive connection can never
carry a second request to a host that was not checked.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import suppress
from urllib.parse import urlsplit

import anyio
import httpcore

from gptr_fulltext.fetch.transport import PinnedBackend
from gptr_fulltext.reasons import BlockedURL

log = logging.getLogger("gptr_fulltext")

_HEAD_LIMIT = 64 * 1024  # a request head longer than this is refused
_CHUNK = 64 * 1024
# Hop-by-hop headers of the browser's request to us; the rest is passed on unchanged.
_HOP = frozenset({b"proxy-connection", b"proxy-authorization", b"connection", b"keep-alive", b"te"})


class PolicyProxy:
    """An HTTP proxy on 127.0.0.1 (an ephemeral port) whose every upstream connection is checked.

    `connect_timeout` bounds resolving and connecting; tunnels then live as long as the browser keeps
    them (its page's context is closed at the end of each render, which ends them).
    """

    def __init__(self, backend: PinnedBackend, connect_timeout: float) -> None:
        self._backend = backend
        self._connect_timeout = connect_timeout
        self._server: asyncio.Server | None = None
        self.refused = 0  # connections the policy refused (for the log and the tests)
        self.address: str | None = None  # once started

    async def start(self) -> str:
        """Listen, and return the `http://127.0.0.1:PORT` address to give the browser."""
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, limit=_HEAD_LIMIT)
        port = self._server.sockets[0].getsockname()[1]
        self.address = f"http://127.0.0.1:{port}"
        return self.address

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            with anyio.move_on_after(1):  # open tunnels end with their browser
                await self._server.wait_closed()
            self._server = None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await self._handle(reader, writer)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, httpcore.NetworkError):
            pass  # either side went away: nothing to answer
        finally:
            writer.close()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with anyio.fail_after(self._connect_timeout):
            head = await reader.readuntil(b"\r\n\r\n")
        request_line, *header_lines = head[:-4].split(b"\r\n")
        method, _, rest = request_line.partition(b" ")
        target, _, version = rest.partition(b" ")
        tunnel = method == b"CONNECT"
        address = _target(target.decode("latin-1"), tunnel)
        if address is None:
            await _answer(writer, 400, "not a proxy request")
            return
        host, port, path = address
        try:
            upstream = await self._backend.connect_tcp(host, port, timeout=self._connect_timeout)
        except BlockedURL as exc:
            self.refused += 1
            log.debug("fulltext render: refused %s:%d: %s", host, port, exc.detail)
            await _answer(writer, 403, exc.detail)
            return
        except (httpcore.ConnectError, httpcore.ConnectTimeout, OSError) as exc:
            await _answer(writer, 502, f"cannot connect to {host}:{port}: {exc}")
            return
        try:
            if tunnel:
                writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
                await writer.drain()
                await _pipe(reader, writer, upstream, both_ways=True)
                return
            headers = [line for line in header_lines if line.split(b":", 1)[0].strip().lower() not in _HOP]
            length = _content_length(headers)
            if length is None:
                await _answer(writer, 501, "request bodies without Content-Length are not forwarded")
                return
            forwarded = b"\r\n".join([method + b" " + path + b" " + version, *headers, b"Connection: close"])
            body = await reader.readexactly(length) if length else b""
            await upstream.write(forwarded + b"\r\n\r\n" + body)
            await _pipe(reader, writer, upstream, both_ways=False)
        finally:
            await upstream.aclose()


def _target(target: str, tunnel: bool) -> tuple[str, int, bytes] | None:
    """(host, port, origin-form path) of a `CONNECT host:port` or an absolute `http://` target."""
    if tunnel:
        parts = urlsplit(f"//{target}")
        default = 443
    else:
        parts = urlsplit(target)
        if parts.scheme not in ("http", "ws"):
            return None
        default = 80
    try:
        port = parts.port or default
    except ValueError:
        return None
    if not parts.hostname:
        return None
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return parts.hostname, port, path.encode("latin-1")


def _content_length(headers: list[bytes]) -> int | None:
    """The request body's length: 0 without one, `None` for a chunked body (not forwarded)."""
    length = 0
    for line in headers:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"transfer-encoding":
            return None
        if name == b"content-length":
            try:
                length = int(value.strip())
            except ValueError:
                return None
    return length if length >= 0 else None


async def _pipe(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    upstream: httpcore.AsyncNetworkStream,
    *,
    both_ways: bool,
) -> None:
    """Copy bytes until either side closes. One way (a plain request, already sent), the browser's
    side is not read again: a second request on this connection is never forwarded."""

    async def down() -> None:
        with suppress(OSError, httpcore.NetworkError):
            while chunk := await upstream.read(_CHUNK):
                writer.write(chunk)
                await writer.drain()
        tasks.cancel_scope.cancel()

    async def up() -> None:
        with suppress(OSError, httpcore.NetworkError):
            while chunk := await reader.read(_CHUNK):
                await upstream.write(chunk)
        tasks.cancel_scope.cancel()

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(down)
        if both_ways:
            tasks.start_soon(up)


async def _answer(writer: asyncio.StreamWriter, status: int, why: str) -> None:
    body = why.encode("utf-8", "replace")
    writer.write(
        f"HTTP/1.1 {status} {'Forbidden' if status == 403 else 'Refused'}\r\n"
        f"Content-Type: text/plain; charset=utf-8\r\nContent-Length: {len(body)}\r\n"
        "Connection: close\r\n\r\n".encode("ascii")
        + body
    )
    await writer.drain()
