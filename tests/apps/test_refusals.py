"""`refusals.RefusingProtocol` under a real uvicorn on loopback: refusals never reach the ASGI app.

The protocol overrides a private uvicorn method; if a uvicorn release stopped calling it, refusals
would still be answered (through ASGI, alike byte for byte), so only counting the app's calls tells.
"""

from __future__ import annotations

import socket
import threading

import httpx
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from fixtures.site import FixtureSite
from gptr_fulltext.apps.refusals import hook_missing
from gptr_fulltext.apps.server import create_app
from gptr_fulltext.settings import Settings
from tests.asgi_thread import running
from tests.loopback import Answer, Request, ScriptedServer


class CountedApp:
    """Passes every call on to `app`, noting its path: a request that gets here took the ASGI path.
    `app` is an attribute, as in uvicorn's own wrappers, so the protocol still finds the endpoint."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.paths: list[str] = []
        self.addresses: list[tuple[object, object]] = []  # each call's (server, client)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            self.paths.append(scope["path"])
            self.addresses.append((scope["server"], scope["client"]))
        await self.app(scope, receive, send)


def test_no_refusal_reaches_the_asgi_app(site: FixtureSite) -> None:
    """401, 405 (GET-only, HEAD too), 400 and 503 over a real connection each: the app is called
    only for the held search and `/healthz`, which shows the count sees the ASGI path."""
    arrived, release = threading.Semaphore(0), threading.Event()

    def backend(request: Request, _seen: int) -> Answer:
        arrived.release()
        release.wait(60)  # a backstop only: the test sets `release`, however it ends
        return Answer(200, {"content-type": "application/json"}, b"[]")

    token = {"token": "s3cret"}
    with ScriptedServer(backend) as endpoint:
        settings = Settings.load(
            {},
            search=endpoint.url("/search"),
            allow_private=True,
            serve_token="s3cret",
            serve_max_concurrent=1,
            deadline=60,
        )
        app = CountedApp(create_app(settings))
        with running(app) as base, httpx.Client(base_url=base, timeout=15) as client:
            free = [
                client.get("/search", params={"query": "x"}).status_code,
                client.post("/search", params={"query": "x", **token}).status_code,
                client.head("/search", params={"query": "x", **token}).status_code,
                client.get("/search", params={"query": "x", "max_results": "\u0663", **token}).status_code,
                client.get("/search", params={"query": " ", **token}).status_code,
            ]
            held = threading.Thread(
                target=client.get, args=("/search",), kwargs={"params": {"query": "held", **token}}
            )
            held.start()
            try:
                assert arrived.acquire(timeout=10), "the held search never reached the backend"
                busy = [
                    httpx.get(f"{base}/search", params={"query": "x", **token}).status_code for _ in range(3)
                ]
                health = client.get("/healthz").json()
            finally:
                release.set()
                held.join(30)
    assert free == [401, 405, 405, 400, 400]
    assert busy == [503, 503, 503]
    assert health["searches_running"] == 1
    assert app.paths == ["/search", "/healthz"]  # the held search, then /healthz: no refusal


def test_a_request_sees_its_connections_addresses() -> None:
    """`RefusingProtocol.connection_made` takes them from the event loop rather than uvicorn's way."""
    app = CountedApp(create_app(Settings()))
    with running(app) as base:
        port = int(base.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
            connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            answer = b"".join(iter(lambda: connection.recv(65536), b""))
            client = connection.getsockname()
    assert answer.startswith(b"HTTP/1.1 200 ")
    assert app.addresses == [(("127.0.0.1", port), client)]


def test_the_installed_uvicorn_calls_the_hook_and_the_check_says_when_one_does_not() -> None:
    assert hook_missing() is None
    assert hook_missing(H11Protocol) == (
        f"uvicorn {__import__('uvicorn').__version__}'s H11Protocol has no _start_asgi_task(cycle, app)"
    )
