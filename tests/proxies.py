"""Real proxies on loopback for the FULLTEXT_PROXY tests: an HTTP CONNECT proxy and a SOCKS5 proxy.

Each records the target it was asked for (so a test can see the proxy got the checked address, not
the name) and pipes bytes both ways. `routes` maps a public test address onto a loopback server, as
the fake network does for direct connections, so nothing leaves 127.0.0.0/8.
"""

from __future__ import annotations

import base64
import contextlib
import ipaddress
import socket
import socketserver
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class _Proxy(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, handler: type[socketserver.BaseRequestHandler], routes: dict[str, tuple[str, int]]):
        super().__init__(("127.0.0.1", 0), handler)
        self.targets: list[str] = []
        self.auth: list[str] = []
        self.routes = routes

    def open(self, host: str, port: int) -> socket.socket:
        self.targets.append(f"{host}:{port}")
        address = self.routes.get(f"{host}:{port}") or self.routes.get(host) or (host, port)
        return socket.create_connection(address, timeout=10)


def _pipe(a: socket.socket, b: socket.socket) -> None:
    def one_way(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for end in (src, dst):
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)

    other = threading.Thread(target=one_way, args=(b, a), daemon=True)
    other.start()
    one_way(a, b)
    other.join(timeout=10)


class _Connect(socketserver.StreamRequestHandler):
    server: _Proxy

    def handle(self) -> None:
        line = self.rfile.readline().decode("latin-1").split()
        headers = {}
        while (header := self.rfile.readline()) not in (b"\r\n", b"\n", b""):
            name, _, value = header.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        if "proxy-authorization" in headers:
            self.server.auth.append(base64.b64decode(headers["proxy-authorization"].split()[1]).decode())
        if len(line) < 2 or line[0] != "CONNECT":
            self.wfile.write(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
            return
        host, _, port = line[1].rpartition(":")
        try:
            upstream = self.server.open(host.strip("[]"), int(port))
        except OSError:
            self.wfile.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n")
            return
        self.wfile.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
        self.wfile.flush()
        with upstream:
            _pipe(self.connection, upstream)


class _Socks5(socketserver.StreamRequestHandler):
    server: _Proxy

    def handle(self) -> None:
        read = self.rfile.read
        _, count = read(2)
        read(count)
        self.wfile.write(b"\x05\x00")  # no authentication
        _, _command, _, kind = read(4)
        if kind == 1:
            host = str(ipaddress.IPv4Address(read(4)))
        elif kind == 4:
            host = str(ipaddress.IPv6Address(read(16)))
        else:
            host = read(read(1)[0]).decode()
        (port,) = struct.unpack("!H", read(2))
        try:
            upstream = self.server.open(host, port)
        except OSError:
            self.wfile.write(b"\x05\x05\x00\x01" + bytes(6))
            return
        self.wfile.write(b"\x05\x00\x00\x01" + bytes(6))
        self.wfile.flush()
        with upstream:
            _pipe(self.connection, upstream)


@contextmanager
def proxy(kind: str, routes: dict[str, tuple[str, int]] | None = None) -> Iterator[tuple[str, _Proxy]]:
    """`with proxy("http") as (url, server):` a running proxy and its URL; `server.targets` lists
    what it was asked to connect to."""
    server = _Proxy(_Socks5 if kind == "socks5" else _Connect, routes or {})
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"{kind}://127.0.0.1:{server.server_address[1]}", server
    finally:
        server.shutdown()
        server.server_close()
