"""Real proxies on loopback for the FULLTEXT_PROXY tests: an HTTP CONNECT proxy (over TLS too, with a
certificate authority made for the test) and a SOCKS5 proxy.

Each records the target it was asked for (so a test can see the proxy got the checked address, not
the name) and pipes bytes both ways. `routes` maps a public test address onto a loopback server, as
the fake network does for direct connections, so nothing leaves 127.0.0.0/8.
"""

from __future__ import annotations

import base64
import contextlib
import datetime
import ipaddress
import select
import socket
import socketserver
import ssl
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID


class _Proxy(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(
        self,
        handler: type[socketserver.BaseRequestHandler],
        routes: dict[str, tuple[str, int]],
        tls: ssl.SSLContext | None = None,
    ):
        super().__init__(("127.0.0.1", 0), handler)
        self.targets: list[str] = []
        self.auth: list[str] = []
        self.routes = routes
        self.tls = tls
        self.handshakes = 0  # TLS handshakes completed (an https:// proxy)

    def get_request(self) -> tuple[socket.socket, object]:
        connection, address = super().get_request()
        if self.tls is not None:  # the handshake happens in the handler's thread
            connection = self.tls.wrap_socket(connection, server_side=True, do_handshake_on_connect=False)
        return connection, address

    def open(self, host: str, port: int) -> socket.socket:
        self.targets.append(f"{host}:{port}")
        address = self.routes.get(f"{host}:{port}") or self.routes.get(host) or (host, port)
        return socket.create_connection(address, timeout=10)


def _pipe(a: socket.socket, b: socket.socket) -> None:
    """Bytes both ways until either end closes, in one thread: a TLS socket must not be read and
    written from two threads at once."""
    ends = [a, b]
    try:
        while True:
            ready: list[socket.socket] = [e for e in ends if isinstance(e, ssl.SSLSocket) and e.pending()]
            ready = ready or select.select(ends, [], [], 10)[0]
            if not ready:
                return
            for src in ready:
                data = src.recv(65536)
                if not data:
                    return
                (b if src is a else a).sendall(data)
    except OSError:
        pass
    finally:
        for end in ends:
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)


class _Connect(socketserver.StreamRequestHandler):
    server: _Proxy

    def handle(self) -> None:
        if isinstance(self.connection, ssl.SSLSocket):
            try:
                self.connection.do_handshake()
            except (ssl.SSLError, OSError):  # e.g. a client that does not trust the certificate
                return
            self.server.handshakes += 1
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
def proxy(
    kind: str, routes: dict[str, tuple[str, int]] | None = None, tls: ssl.SSLContext | None = None
) -> Iterator[tuple[str, _Proxy]]:
    """`with proxy("http") as (url, server):` a running proxy and its URL; `server.targets` lists
    what it was asked to connect to. `kind="https"` takes the server's `tls` context (`certificates`)."""
    assert (kind == "https") == (tls is not None)
    server = _Proxy(_Socks5 if kind == "socks5" else _Connect, routes or {}, tls)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"{kind}://127.0.0.1:{server.server_address[1]}", server
    finally:
        server.shutdown()
        server.server_close()


def certificates(directory: Path, *names: str) -> tuple[ssl.SSLContext, Path]:
    """A certificate authority made for one test, and a server context with a certificate it signed
    for 127.0.0.1 and `names`: (the server's context, the authority's PEM file, for `SSL_CERT_FILE`)."""
    now = datetime.datetime.now(datetime.UTC)
    valid = (now - datetime.timedelta(hours=1), now + datetime.timedelta(hours=1))

    def issue(
        subject: str,
        key: ec.EllipticCurvePrivateKey,
        issuer: x509.Certificate | None,
        signer: ec.EllipticCurvePrivateKey,
    ) -> x509.Certificate:
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)])
        builder = (
            x509.CertificateBuilder()
            .subject_name(name)
            .issuer_name(issuer.subject if issuer else name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(valid[0])
            .not_valid_after(valid[1])
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .add_extension(
                x509.AuthorityKeyIdentifier.from_issuer_public_key(signer.public_key()), critical=False
            )
        )
        if issuer is None:
            builder = builder.add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
            builder = builder.add_extension(
                x509.KeyUsage(False, False, False, False, False, True, True, False, False), critical=True
            )
        else:
            builder = builder.add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            builder = builder.add_extension(
                x509.SubjectAlternativeName(
                    [x509.IPAddress(ipaddress.ip_address("127.0.0.1")), *map(x509.DNSName, names)]
                ),
                critical=False,
            )
            builder = builder.add_extension(
                x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False
            )
        return builder.sign(signer, hashes.SHA256())

    ca_key, server_key = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    ca = issue("gptr-fulltext test authority", ca_key, None, ca_key)
    leaf = issue("127.0.0.1", server_key, ca, ca_key)
    pem = serialization.Encoding.PEM
    ca_file, chain, key_file = directory / "ca.pem", directory / "server.pem", directory / "server.key"
    ca_file.write_bytes(ca.public_bytes(pem))
    chain.write_bytes(leaf.public_bytes(pem))
    key_file.write_bytes(
        server_key.private_bytes(pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(chain, key_file)
    return context, ca_file
