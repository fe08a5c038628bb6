"""Loopback servers for rendering tests: a site of routes, and a 'denied' host that counts every
connection it is offered (the figure the address-policy tests assert on)."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

HTML = "text/html; charset=utf-8"
# Distinct topics, so no two test pages are near-duplicates of each other.
TOPICS = (
    "The river towns along the valley spent the winter rebuilding what the flood took from them, "
    "and the work went slower than anyone had hoped, because the bridges came first.",
    "Orchard growers on the southern slopes graft young apple trees in early spring, binding each "
    "scion to its rootstock with waxed tape before the buds begin to swell.",
    "The ferry between the two islands runs four times a day in summer, though storms in the "
    "autumn often cancel the last crossing and leave travellers waiting in the harbour cafe.",
    "Lighthouse keepers once logged the weather every three hours, noting wind, visibility and "
    "the state of the sea in ledgers that historians now read for clues about old storms.",
    "Beekeepers in the high meadows move their hives twice a season to follow the flowering "
    "heather, carrying the boxes at night when the colonies are calm and the air is cool.",
    "A small observatory on the ridge opens its dome to visitors on clear weekends, and its "
    "volunteers explain how the telescope tracks faint galaxies across the winter sky.",
)


def paragraphs(name: str, topic: int = 0, count: int = 6) -> list[str]:
    """`count` paragraphs on `TOPICS[topic]`, each ending with `name` and its number."""
    text = TOPICS[topic % len(TOPICS)]
    return [f"{text} {text} {name} {n}." for n in range(count)]


def app_shell(title: str, script: str) -> bytes:
    """A client-rendered page: an empty mount point, a noscript notice, and `script` to fill it."""
    return (
        f"<!doctype html><html><head><title>{title}</title></head><body><div id='root'></div>"
        "<noscript>You need to enable JavaScript to run this app.</noscript>"
        f"<script>{script}</script></body></html>"
    ).encode()


# Builds the article from data it fetches, as single-page apps do.
BUILDS_TEXT = (
    "fetch('/api/article').then(r => r.json()).then(d => {"
    "  const root = document.getElementById('root');"
    "  for (const p of d.paragraphs) { const e = document.createElement('p'); e.textContent = p;"
    "    root.appendChild(e); }"
    "});"
)


def article_json(name: str, topic: int = 0) -> bytes:
    return json.dumps({"paragraphs": paragraphs(name, topic)}).encode()


def static_article(title: str, topic: int = 0) -> bytes:
    body = "".join(f"<p>{text}</p>" for text in paragraphs(title, topic))
    return (
        f"<!doctype html><html><head><title>{title}</title></head><body><article><h1>{title}</h1>"
        f"{body}</article></body></html>"
    ).encode()


class Site:
    """`routes` maps a path to (status, headers, body); every request's path is recorded in `hits`."""

    def __init__(self, host: str = "127.0.0.1") -> None:
        self.routes: dict[str, tuple[int, dict[str, str], bytes]] = {}
        self.hits: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                outer.hits.append(self.path)
                status, headers, body = outer.routes.get(self.path, (404, {"content-type": HTML}, b"gone"))
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_GET

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet: tests read `hits`."""

        self._server = ThreadingHTTPServer((host, 0), Handler)
        self._server.daemon_threads = True
        self.origin = f"http://{host}:{self._server.server_address[1]}"

    def add(self, path: str, body: bytes, content_type: str = HTML, status: int = 200, **headers: str) -> str:
        self.routes[path] = (status, {"content-type": content_type, **headers}, body)
        return self.origin + path

    def __enter__(self) -> Site:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


class CountingHost:
    """A raw TCP server standing for a host that must never be reached: it counts connections and
    records the first line of whatever was sent on each (answering a bare `200 ok`)."""

    def __init__(self, host: str) -> None:
        self.connections = 0
        self.first_lines: list[str] = []
        self._listener = socket.create_server((host, 0))
        self.host = host
        self.port = self._listener.getsockname()[1]
        self.address = f"{host}:{self.port}"
        self._lock = threading.Lock()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                self.connections += 1
            threading.Thread(target=self._answer, args=(connection,), daemon=True).start()

    def _answer(self, connection: socket.socket) -> None:
        with connection:
            connection.settimeout(2)
            try:
                data = connection.recv(4096)
                self.first_lines.append(data.split(b"\r\n", 1)[0].decode("latin-1"))
                connection.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok")
            except OSError:
                pass

    def __enter__(self) -> CountingHost:
        threading.Thread(target=self._serve, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._listener.close()


@contextmanager
def serving() -> Iterator[tuple[Site, CountingHost]]:
    """A site on 127.0.0.1 and a host on 127.0.0.2 to deny."""
    with Site("127.0.0.1") as site, CountingHost("127.0.0.2") as denied:
        yield site, denied
