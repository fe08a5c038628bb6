"""Connections only to addresses the policy allows: resolve once, check, connect to that very address.

Checking a URL and then letting the HTTP client resolve the name again leaves a DNS-rebinding window
(GPT Researcher's own guard documents it): the second answer may be `127.0.0.1`. Here resolution
happens inside the connection pool's network backend, once per connection: every address is checked
against `safety` and the socket is opened to a checked address. The URL is unchanged, so the Host
header, TLS SNI and certificate checks still use the host name. Redirect hops open their own
connections, so every hop is checked the same way.

With a proxy (`FULLTEXT_PROXY`) the same holds: the name is resolved and checked here, and the proxy
is asked for a tunnel to the checked *address* (HTTP `CONNECT 203.0.113.7:443`, or a SOCKS5 connect
to the IP), never to the name, which it would resolve itself. httpx's own proxy transports cannot
do that and still verify TLS: their tunnel takes the certificate's name from the URL, so asking
them for the address would check the certificate against an IP. Here the tunnel is just the socket:
httpcore speaks HTTP and TLS over it with the URL's host name as before. Only with private
addresses allowed (no policy to keep) does the proxy get the name and resolve it itself.
"""

from __future__ import annotations

import base64
import functools
import ipaddress
import os
import socket
import ssl
from collections.abc import Awaitable, Callable, Iterable
from importlib.util import find_spec
from urllib.parse import unquote, urlsplit

import anyio
import httpcore
import httpx

from gptr_fulltext.fetch.safety import DenyList, IPAddress, check_address

Resolver = Callable[[str, int], Awaitable[list[IPAddress]]]


async def system_resolver(host: str, port: int) -> list[IPAddress]:
    """The host's addresses from the operating system's resolver (an IP literal resolves to itself)."""
    infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos]
    return list(dict.fromkeys(addresses))


class PinnedBackend(httpcore.AsyncNetworkBackend):
    """httpcore's network backend, resolving each host itself and connecting only to checked addresses.

    `network` is the backend that opens sockets (httpcore's own by default); tests replace it with
    one that maps public test addresses onto loopback servers. `deny` (`FULLTEXT_DENY_HOSTS`) is
    checked whether or not private addresses are allowed: names before they are resolved, then
    every address. The rendering proxy connects through this same backend.
    """

    def __init__(
        self,
        resolver: Resolver = system_resolver,
        *,
        allow_private: bool = False,
        network: httpcore.AsyncNetworkBackend | None = None,
        proxy: str = "",
        deny: DenyList | None = None,
    ) -> None:
        self._resolve = resolver
        self._allow_private = allow_private
        self._deny = deny or DenyList("")
        self._network = network or httpcore.AnyIOBackend()
        self._proxy = urlsplit(proxy) if proxy else None

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        self._deny.check_name(host)
        if self._proxy is not None and self._allow_private and not self._deny and not _literal(host):
            return await self._tunnel(host, port, timeout)  # no address policy to keep: the proxy resolves
        try:
            with anyio.fail_after(timeout):
                addresses = _literal(host) or await self._resolve(host, port)
        except TimeoutError:
            raise httpcore.ConnectTimeout(f"resolving {host} took longer than {timeout:g} s") from None
        except OSError as exc:
            raise httpcore.ConnectError(f"cannot resolve {host}: {exc.strerror or exc}") from None
        if not addresses:
            raise httpcore.ConnectError(f"{host} has no addresses")
        if not self._allow_private:
            for address in addresses:  # one bad address refuses the host: it is rebinding bait
                check_address(host, address)
        for address in addresses:
            self._deny.check_address(host, address)
        error: httpcore.ConnectError | None = None
        for address in addresses:
            try:
                if self._proxy is not None:
                    return await self._tunnel(str(address), port, timeout)
                return await self._network.connect_tcp(
                    str(address), port, timeout, local_address, socket_options
                )
            except httpcore.ConnectError as exc:
                error = exc
        assert error is not None
        raise error

    async def sleep(self, seconds: float) -> None:
        await self._network.sleep(seconds)

    async def _tunnel(
        self,
        host: str,
        port: int,
        timeout: float | None,  # noqa: ASYNC109 - httpcore's interface
    ) -> httpcore.AsyncNetworkStream:
        """A stream to `host:port` through the proxy: HTTP CONNECT, or a SOCKS5 connect."""
        proxy = self._proxy
        assert proxy is not None and proxy.hostname
        socks = proxy.scheme.startswith("socks5")
        proxy_port = proxy.port or (1080 if socks else 443 if proxy.scheme == "https" else 80)
        user = (unquote(proxy.username or ""), unquote(proxy.password or ""))
        if socks:
            stream = await self._network.connect_tcp(proxy.hostname, proxy_port, timeout)
            try:
                await socks5_connect(stream, host, port, user if proxy.username else None)
            except BaseException:
                await stream.aclose()
                raise
            return stream
        return await http_connect(
            self._network,
            proxy.scheme,
            proxy.hostname,
            proxy_port,
            host,
            port,
            timeout,
            user if proxy.username else None,
        )


async def http_connect(
    network: httpcore.AsyncNetworkBackend,
    scheme: str,
    proxy_host: str,
    proxy_port: int,
    host: str,
    port: int,
    timeout: float | None,  # noqa: ASYNC109 - httpcore's interface
    user: tuple[str, str] | None,
) -> httpcore.AsyncNetworkStream:
    """A `CONNECT host:port` tunnel through an HTTP(S) proxy, by httpcore's own connection."""
    origin = httpcore.Origin(scheme.encode(), proxy_host.encode("idna"), proxy_port)
    connection = httpcore.AsyncHTTPConnection(origin, ssl_context=tls_context(), network_backend=network)
    target = (f"[{host}]" if ":" in host else host) + f":{port}"
    headers = [(b"Host", target.encode()), (b"Accept", b"*/*")]
    if user is not None:
        credentials = base64.b64encode(":".join(user).encode()).decode()
        headers.append((b"Proxy-Authorization", f"Basic {credentials}".encode()))
    request = httpcore.Request(
        b"CONNECT",
        httpcore.URL(scheme=origin.scheme, host=origin.host, port=origin.port, target=target.encode()),
        headers=headers,
        extensions={"timeout": {"connect": timeout, "read": timeout, "write": timeout}},
    )
    response = await connection.handle_async_request(request)
    if not 200 <= response.status <= 299:
        await connection.aclose()
        raise httpcore.ConnectError(f"the proxy refused CONNECT {target}: HTTP {response.status}")
    stream: httpcore.AsyncNetworkStream = response.extensions["network_stream"]
    return stream


async def socks5_connect(
    stream: httpcore.AsyncNetworkStream, host: str, port: int, user: tuple[str, str] | None
) -> None:
    """Ask a SOCKS5 proxy on `stream` to connect to `host:port` (socksio speaks the protocol)."""
    from socksio import socks5

    connection = socks5.SOCKS5Connection()
    methods = [
        socks5.SOCKS5AuthMethod.USERNAME_PASSWORD if user else socks5.SOCKS5AuthMethod.NO_AUTH_REQUIRED
    ]
    connection.send(socks5.SOCKS5AuthMethodsRequest(methods))
    reply = await _exchange(stream, connection)
    if not isinstance(reply, socks5.SOCKS5AuthReply) or reply.method not in methods:
        raise httpcore.ConnectError("the SOCKS5 proxy accepts none of our authentication methods")
    if user:
        connection.send(socks5.SOCKS5UsernamePasswordRequest(user[0].encode(), user[1].encode()))
        login = await _exchange(stream, connection)
        if not isinstance(login, socks5.SOCKS5UsernamePasswordReply) or not login.success:
            raise httpcore.ConnectError("the SOCKS5 proxy refused the user name and password")
    connection.send(socks5.SOCKS5CommandRequest.from_address(socks5.SOCKS5Command.CONNECT, (host, port)))
    answer = await _exchange(stream, connection)
    if not isinstance(answer, socks5.SOCKS5Reply) or answer.reply_code != socks5.SOCKS5ReplyCode.SUCCEEDED:
        code = getattr(answer, "reply_code", None)
        raise httpcore.ConnectError(f"the SOCKS5 proxy could not connect to {host}:{port}: {code}")


async def _exchange(stream: httpcore.AsyncNetworkStream, connection: object) -> object:
    await stream.write(connection.data_to_send())  # type: ignore[attr-defined]
    return connection.receive_data(await stream.read(1024))  # type: ignore[attr-defined]


def _literal(host: str) -> list[IPAddress]:
    """An IP-literal host is its own (only) address."""
    try:
        return [ipaddress.ip_address(host.strip("[]"))]
    except ValueError:
        return []


def tls_context() -> ssl.SSLContext:
    """The one verifying TLS context of every client and tunnel. Building one loads the CA bundle, ~60
    ms of CPU, and each call's search and page clients would otherwise build two each: a quarter of a
    second per search, on the machine that extracts. The bundle is the one `SSL_CERT_FILE` /
    `SSL_CERT_DIR` name when set (as httpx reads them), so a changed setting gets a context of its own.
    """
    return _tls_context(os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR"))


@functools.cache
def _tls_context(cert_file: str | None, cert_dir: str | None) -> ssl.SSLContext:
    """Cached per bundle setting (the arguments are the cache key; httpx reads the variables itself)."""
    return httpx.create_ssl_context()


def pinned_transport(backend: PinnedBackend, limits: httpx.Limits) -> httpx.AsyncHTTPTransport:
    """httpx's transport over a connection pool that uses `backend`; HTTP/2 when `h2` is installed.

    httpx has no parameter for the network backend, so the transport's pool is replaced by an
    identical one built with it (tests pin this: a request must reach the backend). TLS
    certificates are always verified; environment proxies are not used, since a proxy would
    resolve names itself and defeat the address check.
    """
    http2 = find_spec("h2") is not None
    transport = httpx.AsyncHTTPTransport(limits=limits, http2=http2, trust_env=False, verify=tls_context())
    transport._pool = httpcore.AsyncConnectionPool(
        ssl_context=tls_context(),
        max_connections=limits.max_connections,
        max_keepalive_connections=limits.max_keepalive_connections,
        keepalive_expiry=limits.keepalive_expiry,
        http1=True,
        http2=http2,
        network_backend=backend,
    )
    return transport
