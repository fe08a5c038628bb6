"""How `gptr-fulltext serve` runs under uvicorn: its configuration, and refusals written in place.

Apart from `server` (the app: endpoints, checks, logs) because this knows uvicorn's own protocol.
"""

from __future__ import annotations

import asyncio
import inspect
from typing import Any, Protocol, runtime_checkable
from weakref import WeakKeyDictionary

import uvicorn
from starlette.types import ASGIApp, Scope
from uvicorn.logging import TRACE_LOG_LEVEL
from uvicorn.protocols.http.flow_control import FlowControl
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle
from uvicorn.protocols.utils import get_client_addr, get_path_with_query_string, is_ssl


@runtime_checkable
class Refuser(Protocol):
    """What answers, from a request's head alone, whether it is refused (`server.SearchEndpoint`)."""

    def refusal(self, scope: Scope) -> tuple[int, bytes, bytes] | None: ...


def _refuser_of(app: object) -> Refuser | None:
    """The app's refusing endpoint (`ServeApp.search`), through uvicorn's wrappers (proxy headers)."""
    while not isinstance(getattr(app, "search", None), Refuser) and hasattr(app, "app"):
        app = app.app
    search = getattr(app, "search", None)
    return search if isinstance(search, Refuser) else None


# Each loaded app's endpoint, looked up on its first connection; forgotten with the app.
_REFUSERS: WeakKeyDictionary[object, Refuser | None] = WeakKeyDictionary()
# What uvicorn's `connection_made` refers to, as `RefusingProtocol.connection_made` repeats it; if a
# release changes it, uvicorn's own runs instead (a few system calls more; refusals stay off ASGI).
_CONNECTION_MADE = (
    "connections", "add", "transport", "FlowControl", "flow", "get_local_addr", "server",
    "get_remote_addr", "client", "is_ssl", "scheme", "logger", "level", "TRACE_LOG_LEVEL", "log",
)  # fmt: skip
_SAME_CONNECTION_MADE = HttpToolsProtocol.connection_made.__code__.co_names == _CONNECTION_MADE


class RefusingProtocol(HttpToolsProtocol):
    """uvicorn's HTTP/1.1 protocol (httptools), with `/search` refusals written in place.

    Under a burst, a refusal through ASGI cost more than its checks: a task, a cycle's send
    coroutine, two writes (head, then body). Here the app's `SearchEndpoint` is asked about the
    request as soon as its head is parsed (`server.ServeApp.search.refusal`), and a refusal goes out
    in one write, with uvicorn's default headers and its access-log line; every other request, and
    every request to another app, takes uvicorn's own path.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        try:
            self._search = _REFUSERS[self.app]
        except KeyError:  # the first connection of this app: found once (a protocol check is ~10 µs)
            self._search = _REFUSERS[self.app] = _refuser_of(self.app)

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """uvicorn's, with the addresses the event loop already holds (`sockname`, `peername`):
        uvicorn asks for the transport's socket, which uvloop makes anew for each connection, and
        asks the kernel again (5 system calls, ~19 µs of CPU of a refusal's ~200)."""
        if not _SAME_CONNECTION_MADE:
            super().connection_made(transport)
            return
        self.connections.add(self)
        self.transport = transport
        self.flow = FlowControl(transport)
        self.server = _address(transport.get_extra_info("sockname"))
        self.client = _address(transport.get_extra_info("peername"))
        self.scheme = "https" if is_ssl(transport) else "http"
        if self.logger.level <= TRACE_LOG_LEVEL:
            self.logger.log(
                TRACE_LOG_LEVEL,
                "%sHTTP connection made",
                f"{self.client[0]}:{self.client[1]} - " if self.client else "",
            )

    def _start_asgi_task(self, cycle: RequestResponseCycle, app: Any) -> None:
        refused = None
        if self._search is not None and app is self.app:  # not uvicorn's own 503 (limit_concurrency)
            try:
                refused = self._search.refusal(cycle.scope)  # type: ignore[arg-type]
            except Exception:  # noqa: BLE001 - a bug of ours: the ASGI path meets it again, answers a JSON 500 and logs it
                refused = None
        if refused is None:
            super()._start_asgi_task(cycle, app)
            return
        status, head, body = refused
        scope = cycle.scope
        parts = [head, *(name + b": " + value + b"\r\n" for name, value in self.server_state.default_headers)]
        if not cycle.keep_alive:
            parts.append(b"connection: close\r\n")
        parts += [b"\r\n", b"" if scope["method"] == "HEAD" else body]
        if self.access_log:
            self.access_logger.info(
                '%s - "%s %s HTTP/%s" %d',
                get_client_addr(scope),
                scope["method"],
                get_path_with_query_string(scope),
                scope["http_version"],
                status,
            )
        self.transport.write(b"".join(parts))
        cycle.response_started = cycle.response_complete = True
        if not cycle.keep_alive:
            self.transport.close()
        self.on_response_complete()


_STARTERS = ("on_headers_complete", "on_response_complete")


def _address(name: object) -> tuple[str, int] | None:
    """(host, port) of a TCP socket's name as the event loop gives it (IPv6 names have 4 parts)."""
    if isinstance(name, (tuple, list)) and len(name) >= 2:
        return str(name[0]), int(name[1])
    return None


def hook_missing(protocol: type[Any] = HttpToolsProtocol) -> str | None:
    """What in uvicorn's `protocol` keeps `RefusingProtocol`'s hook from being called, or None.

    The hook overrides a private method of uvicorn (no upper bound is set on uvicorn: its fixes
    matter more than this speed-up). If a release renames it or stops calling it, every refusal
    quietly takes the ASGI path again: the same answers, at a burst's old cost. `serve` says so at
    start-up (`server.startup_warnings`), and `tests/apps/test_refusals.py` fails.
    """
    name = f"uvicorn {uvicorn.__version__}'s {protocol.__name__}"
    hook = getattr(protocol, "_start_asgi_task", None)
    if hook is None or list(inspect.signature(hook).parameters) != ["self", "cycle", "app"]:
        return f"{name} has no _start_asgi_task(cycle, app)"
    # The two places a request is started: when its head is parsed, and after a pipelined one.
    starts = [getattr(getattr(protocol, method, None), "__code__", None) for method in _STARTERS]
    if not all(code is not None and "_start_asgi_task" in code.co_names for code in starts):
        return f"{name} no longer starts its requests through _start_asgi_task"
    return None


def uvicorn_config(app: ASGIApp | str, **options: Any) -> uvicorn.Config:
    """uvicorn's configuration for `serve` (and the tests that run its app): refusals written by
    `RefusingProtocol`, no lifespan, no `server: uvicorn` header (nothing tells a client what runs here)."""
    return uvicorn.Config(app, http=RefusingProtocol, lifespan="off", server_header=False, **options)
