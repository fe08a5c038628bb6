"""Test doubles for fetching: a scripted loopback HTTP server, a fake DNS, a loopback-only network.

The fake DNS is the one stand-in: it answers names with any address, public or not, and the
network backend maps the public test addresses onto loopback servers, so nothing ever leaves
127.0.0.0/8 while the code under test believes it talks to the internet.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import struct
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpcore

from gptr_fulltext.fetch.safety import IPAddress

RESET = None  # an answer that drops the connection with a TCP reset instead of responding


@dataclass(frozen=True)
class Request:
    path: str
    headers: dict[str, str]
    client: tuple[str, int]


@dataclass(frozen=True)
class Answer:
    status: int = 200
    headers: dict[str, str] = field(default_factory=lambda: {"content-type": "text/html; charset=utf-8"})
    body: bytes = b""


Script = Callable[[Request, int], Answer | None]  # (request, how many came before it) -> answer


class ScriptedServer:
    """`with ScriptedServer(script) as server:` serves `script` on `host`, recording every request."""

    def __init__(self, script: Script, host: str = "127.0.0.1") -> None:
        self.requests: list[Request] = []
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                request = Request(
                    self.path, {k.lower(): v for k, v in self.headers.items()}, self.client_address
                )
                with outer._lock:
                    seen = len(outer.requests)
                    outer.requests.append(request)
                answer = script(request, seen)
                if answer is RESET:
                    self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    self.close_connection = True
                    return
                self.send_response(answer.status)
                for key, value in answer.headers.items():
                    self.send_header(key, value)
                self.send_header("content-length", str(len(answer.body)))
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # client stopped reading
                    self.wfile.write(answer.body)

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet: tests look at `requests`."""

        self._server = _QuietServer((host, 0), Handler)
        self._server.daemon_threads = True
        self.port = int(self._server.server_address[1])
        self.host = host

    def url(self, path: str = "/") -> str:
        return f"http://{self.host}:{self.port}{path}"

    def connections(self) -> int:
        """Distinct client connections seen (keep-alive reuse shows as fewer connections than requests)."""
        return len({r.client for r in self.requests})

    def __enter__(self) -> ScriptedServer:
        threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()
        return self

    def __exit__(self, *_: object) -> None:
        self._server.shutdown()
        self._server.server_close()


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """Clients that hang up mid-request are what these tests provoke; anything else is reported."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class FakeDNS:
    """A resolver answering from a table; an answer may be a list or a function of the call count."""

    def __init__(self, table: dict[str, list[str] | Callable[[int], list[str]]]) -> None:
        self.table = table
        self.calls: list[str] = []

    async def __call__(self, host: str, port: int) -> list[IPAddress]:
        self.calls.append(host)
        answer = self.table.get(host)
        if answer is None:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        addresses = answer(self.calls.count(host)) if callable(answer) else answer
        return [ipaddress.ip_address(a) for a in addresses]


class LoopbackNetwork(httpcore.AsyncNetworkBackend):
    """Opens sockets only on loopback: `routes` maps a (public) test address to a loopback address."""

    def __init__(self, routes: dict[str, str]) -> None:
        self.routes = routes
        self.connected: list[tuple[str, int]] = []
        self._real = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        self.connected.append((host, port))
        target = self.routes.get(host, host)
        if not ipaddress.ip_address(target).is_loopback:
            raise httpcore.ConnectError(f"tests never leave loopback ({host} is not routed)")
        return await self._real.connect_tcp(target, port, timeout, local_address, socket_options)

    async def sleep(self, seconds: float) -> None:
        await self._real.sleep(seconds)


def article(title: str = "River towns rebuild after the flood", paragraphs: int = 8) -> bytes:
    """A plain news article page with enough main text to be judged full."""
    sentences = [
        "The water reached the second floor of the old mill before it began to fall on Tuesday morning.",
        "Volunteers from three neighbouring villages arrived with pumps, shovels and dry clothes.",
        "The mayor said the town would apply for regional funds to repair the bridge and the school.",
        "Shop owners counted their losses while insurers sent assessors to walk the flooded streets.",
        "Engineers warned that the embankment upstream needs to be raised before the spring rains.",
        "Families who lost their homes are staying in the sports hall until temporary housing is ready.",
    ]
    body = "".join(
        f"<p>{' '.join(sentences[(i + j) % len(sentences)] for j in range(3))}</p>" for i in range(paragraphs)
    )
    return (
        f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{title}</title></head>"
        f"<body><nav><a href='/'>Home</a> <a href='/news'>News</a></nav><main><article>"
        f"<h1>{title}</h1>{body}</article></main><footer>© The Valley Gazette</footer></body></html>"
    ).encode()
