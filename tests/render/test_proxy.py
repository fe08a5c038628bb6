"""The rendering proxy on its own, over real sockets: it resolves through our resolver once and
connects to the checked address (a rebinding answer is refused), refuses denied hosts with 403,
tunnels CONNECT, and never forwards a second request made on a plain-http connection."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import anyio
import pytest

from gptr_fulltext.fetch.safety import DenyList
from gptr_fulltext.fetch.transport import PinnedBackend
from gptr_fulltext.render.proxy import PolicyProxy
from tests.loopback import FakeDNS
from tests.render.servers import CountingHost, Site, static_article


def through_proxy(
    backend: PinnedBackend, exchange: Callable[[anyio.abc.SocketStream], Awaitable[bytes]]
) -> bytes:
    async def main() -> bytes:
        proxy = PolicyProxy(backend, connect_timeout=5)
        address = urlsplit(await proxy.start())
        try:
            async with await anyio.connect_tcp(address.hostname or "", address.port or 0) as stream:
                return await exchange(stream)
        finally:
            await proxy.close()

    return anyio.run(main)


async def read_all(stream: anyio.abc.SocketStream) -> bytes:
    data = b""
    with anyio.fail_after(10):
        try:
            while chunk := await stream.receive():
                data += chunk
        except (anyio.EndOfStream, anyio.BrokenResourceError):
            pass
    return data


def get(url: str, host: str, extra: bytes = b"") -> Callable[[anyio.abc.SocketStream], Awaitable[bytes]]:
    async def exchange(stream: anyio.abc.SocketStream) -> bytes:
        await stream.send(f"GET {url} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode() + extra)
        return await read_all(stream)

    return exchange


def test_names_are_resolved_by_our_resolver_and_the_checked_address_is_used() -> None:
    with Site() as site:
        site.add("/a", static_article("Harbour"))
        port = site.origin.rsplit(":", 1)[1]
        dns = FakeDNS({"news.test": ["127.0.0.1"]})
        answer = through_proxy(
            PinnedBackend(dns, allow_private=True), get(f"http://news.test:{port}/a", "news.test")
        )
    assert answer.startswith(b"HTTP/1.0 200") or answer.startswith(b"HTTP/1.1 200")
    assert dns.calls == ["news.test"] and site.hits == ["/a"]


def test_a_rebinding_answer_to_a_denied_address_is_refused() -> None:
    with CountingHost("127.0.0.2") as denied:
        dns = FakeDNS({"rebind.test": ["127.0.0.2"]})
        backend = PinnedBackend(dns, allow_private=True, deny=DenyList("127.0.0.2"))
        answer = through_proxy(backend, get(f"http://rebind.test:{denied.port}/", "rebind.test"))
    assert answer.startswith(b"HTTP/1.1 403") and b"FULLTEXT_DENY_HOSTS" in answer
    assert denied.connections == 0


def test_private_addresses_are_refused_unless_allowed() -> None:
    with CountingHost("127.0.0.2") as other:
        answer = through_proxy(PinnedBackend(), get(f"http://{other.address}/", other.address))
    assert answer.startswith(b"HTTP/1.1 403") and b"loopback" in answer
    assert other.connections == 0


def test_connect_tunnels_to_an_allowed_host_and_refuses_a_denied_one() -> None:
    with CountingHost("127.0.0.2") as denied, CountingHost("127.0.0.3") as allowed:

        async def tunnel(stream: anyio.abc.SocketStream, target: str) -> bytes:
            await stream.send(f"CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n".encode())
            head = await stream.receive()
            if b" 200 " not in head.split(b"\r\n", 1)[0]:
                return head
            await stream.send(b"GET /inside HTTP/1.1\r\nHost: x\r\n\r\n")
            return head + await read_all(stream)

        backend = PinnedBackend(allow_private=True, deny=DenyList("127.0.0.2"))
        refused = through_proxy(backend, lambda stream: tunnel(stream, denied.address))
        tunnelled = through_proxy(backend, lambda stream: tunnel(stream, allowed.address))
    assert refused.startswith(b"HTTP/1.1 403") and denied.connections == 0
    assert tunnelled.endswith(b"ok") and allowed.first_lines == ["GET /inside HTTP/1.1"]


def test_a_second_request_on_a_plain_connection_is_never_forwarded() -> None:
    with Site() as site, CountingHost("127.0.0.2") as other:
        site.add("/first", static_article("Ferry"))
        second = f"GET http://{other.address}/second HTTP/1.1\r\nHost: {other.address}\r\n\r\n".encode()
        backend = PinnedBackend(allow_private=True, deny=DenyList("127.0.0.2"))
        answer = through_proxy(backend, get(f"{site.origin}/first", "127.0.0.1", extra=second))
    assert b"Ferry" in answer and site.hits == ["/first"]
    assert other.connections == 0


@pytest.mark.parametrize("line", [b"GET /relative HTTP/1.1", b"GET ftp://127.0.0.1/x HTTP/1.1"])
def test_what_is_not_a_proxy_request_is_refused(line: bytes) -> None:
    async def exchange(stream: anyio.abc.SocketStream) -> bytes:
        await stream.send(line + b"\r\nHost: x\r\n\r\n")
        return await read_all(stream)

    assert through_proxy(PinnedBackend(allow_private=True), exchange).startswith(b"HTTP/1.1 400")
