"""Connections only to addresses the policy allows: resolve once, check, connect to that very address.

Checking a URL and then letting the HTTP client resolve the name again leaves a DNS-rebinding window
(GPT Researcher's own guard documents it): the second answer may be `127.0.0.1`. Here resolution
happens inside the connection pool's network backend, once per connection: every address is checked
against `safety` and the socket is opened to a checked address. The URL is unchanged, so the Host
header, TLS SNI and certificate checks still use the host name. Redirect hops open their own
connections, so every hop is checked the same way.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Awaitable, Callable, Iterable
from importlib.util import find_spec

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
        deny: DenyList | None = None,
    ) -> None:
        self._resolve = resolver
        self._allow_private = allow_private
        self._deny = deny or DenyList("")
        self._network = network or httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        self._deny.check_name(host)
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
                return await self._network.connect_tcp(
                    str(address), port, timeout, local_address, socket_options
                )
            except httpcore.ConnectError as exc:
                error = exc
        assert error is not None
        raise error

    async def sleep(self, seconds: float) -> None:
        await self._network.sleep(seconds)


def _literal(host: str) -> list[IPAddress]:
    """An IP-literal host is its own (only) address."""
    try:
        return [ipaddress.ip_address(host.strip("[]"))]
    except ValueError:
        return []


def pinned_transport(backend: PinnedBackend, limits: httpx.Limits) -> httpx.AsyncHTTPTransport:
    """httpx's transport over a connection pool that uses `backend`; HTTP/2 when `h2` is installed.

    httpx has no parameter for the network backend, so the transport's pool is replaced by an
    identical one built with it (tests pin this: a request must reach the backend). TLS
    certificates are always verified; environment proxies are not used, since a proxy would
    resolve names itself and defeat the address check.
    """
    http2 = find_spec("h2") is not None
    transport = httpx.AsyncHTTPTransport(limits=limits, http2=http2, trust_env=False)
    transport._pool = httpcore.AsyncConnectionPool(
        ssl_context=httpx.create_ssl_context(),
        max_connections=limits.max_connections,
        max_keepalive_connections=limits.max_keepalive_connections,
        keepalive_expiry=limits.keepalive_expiry,
        http1=True,
        http2=http2,
        network_backend=backend,
    )
    return transport
