"""SSRF: each attack form is refused at connect time, the checked address is the one connected to.

A fake DNS answers any name with any address; `LoopbackNetwork` routes the one public test address
to a loopback server, so all traffic stays on 127.0.0.0/8.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable, Iterator

import anyio
import pytest

from gptr_fulltext.fetch.client import Session
from gptr_fulltext.fetch.safety import check_scheme, non_public_kind
from gptr_fulltext.fetch.transport import PinnedBackend
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import BlockedURL, FetchError
from gptr_fulltext.settings import Settings
from tests.loopback import Answer, FakeDNS, LoopbackNetwork, Request, ScriptedServer, article

PUBLIC = "93.184.216.34"  # stands for a public web server; routed to a loopback server in tests


@pytest.mark.parametrize(
    ("address", "kind"),
    [
        ("127.0.0.1", "loopback"),
        ("10.1.2.3", "private"),
        ("172.16.0.1", "private"),
        ("192.168.1.1", "private"),
        ("169.254.169.254", "link-local"),  # cloud metadata
        ("100.64.0.1", "shared (carrier-grade NAT)"),
        ("0.0.0.0", "unspecified"),
        ("224.0.0.1", "multicast"),
        ("240.0.0.1", "reserved"),
        ("255.255.255.255", "reserved"),
        ("::1", "loopback"),
        ("::", "unspecified"),
        ("fe80::1", "link-local"),
        ("fc00::1", "private"),
        ("fec0::1", "site-local"),
        ("ff02::1", "multicast"),
        ("::ffff:127.0.0.1", "loopback"),  # IPv4-mapped
        ("::ffff:169.254.169.254", "link-local"),
        ("2002:7f00:1::", "loopback"),  # 6to4 of 127.0.0.1
        ("2002:a00:1::", "private"),  # 6to4 of 10.0.0.1
        ("64:ff9b::7f00:1", "loopback"),  # NAT64 of 127.0.0.1
        ("64:ff9b:1::a9fe:a9fe", "local-use NAT64"),  # a network's own translator, of 169.254.169.254
        ("64:ff9b:1::808:808", "local-use NAT64"),  # ... even of a public address
        ("::127.0.0.1", "reserved"),  # deprecated IPv4-compatible form
    ],
)
def test_non_public_addresses_are_named(address: str, kind: str) -> None:
    assert non_public_kind(ipaddress.ip_address(address)) == kind


@pytest.mark.parametrize(
    "address", ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"]
)
def test_public_addresses_pass(address: str) -> None:
    assert non_public_kind(ipaddress.ip_address(address)) is None


@pytest.mark.parametrize(
    "url", ["file:///etc/passwd", "gopher://x/", "ftp://host/file", "//host/x", "http:///x"]
)
def test_only_http_urls_with_a_host(url: str) -> None:
    with pytest.raises(BlockedURL):
        check_scheme(url)


def fetch_with(
    dns: FakeDNS, network: LoopbackNetwork, url: str, *, allow_private: bool = False, **overrides: object
) -> Fetched:
    settings = Settings.load({}, allow_private=allow_private, **overrides)

    async def go() -> Fetched:
        session = Session(settings, PinnedBackend(dns, allow_private=allow_private, network=network))
        try:
            return await session.fetch(url, settings, time.monotonic() + 10)
        finally:
            await session.aclose()

    return anyio.run(go)


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    with ScriptedServer(lambda request, _: Answer(body=article())) as running:
        yield running


def test_a_public_host_is_reached_at_its_checked_address_with_its_own_host_name(
    server: ScriptedServer,
) -> None:
    dns = FakeDNS({"news.example": [PUBLIC]})
    network = LoopbackNetwork({PUBLIC: "127.0.0.1"})
    fetched = fetch_with(dns, network, f"http://news.example:{server.port}/story")
    assert fetched.status == 200
    assert network.connected == [(PUBLIC, server.port)]
    assert server.requests[0].headers["host"] == f"news.example:{server.port}"


def test_dns_rebinding_gets_no_second_answer(server: ScriptedServer) -> None:
    # First answer public, every later one loopback: the classic rebinding trick.
    dns = FakeDNS({"rebind.example": lambda n: [PUBLIC] if n == 1 else ["127.0.0.1"]})
    network = LoopbackNetwork({PUBLIC: "127.0.0.1"})
    fetched = fetch_with(dns, network, f"http://rebind.example:{server.port}/a")
    assert fetched.status == 200
    assert dns.calls == ["rebind.example"]  # resolved once, for the one connection
    assert network.connected == [(PUBLIC, server.port)]  # and connected to what was checked


@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        (["127.0.0.1"], "loopback"),
        (["10.0.0.7"], "private"),
        (["169.254.169.254"], "link-local"),
        (["100.100.100.200"], "carrier-grade NAT"),
        (["::ffff:127.0.0.1"], "loopback"),
        (["2002:7f00:1::"], "loopback"),
        (["64:ff9b::a9fe:a9fe"], "link-local"),
        (["64:ff9b:1::808:808"], "local-use NAT64"),
        (["0.0.0.0"], "unspecified"),
        ([PUBLIC, "10.0.0.7"], "private"),  # one bad address refuses the host
    ],
)
def test_each_attack_form_is_refused_without_connecting(
    server: ScriptedServer, answer: list[str], kind: str
) -> None:
    dns = FakeDNS({"evil.example": answer})
    network = LoopbackNetwork({PUBLIC: "127.0.0.1"})
    with pytest.raises(FetchError) as caught:
        fetch_with(dns, network, f"http://evil.example:{server.port}/")
    assert caught.value.reason == "blocked_url"
    assert kind in caught.value.detail and "ALLOW_PRIVATE_URLS" in caught.value.detail
    assert network.connected == []
    assert server.requests == []


def test_ip_literals_are_checked_too(server: ScriptedServer) -> None:
    network = LoopbackNetwork({})
    with pytest.raises(FetchError, match="loopback") as caught:
        fetch_with(FakeDNS({"127.0.0.1": ["127.0.0.1"]}), network, server.url("/"))
    assert caught.value.reason == "blocked_url"
    assert network.connected == []


def redirecting_to(target: Callable[[int], str]) -> Callable[[Request, int], Answer]:
    def script(request: Request, seen: int) -> Answer:
        if request.path == "/start":
            return Answer(status=302, headers={"location": target(seen)})
        return Answer(body=article())

    return script


@pytest.mark.parametrize(
    ("location", "reason", "why"),
    [
        ("http://internal.example:{port}/admin", "blocked_url", "private"),
        ("http://127.0.0.1:{port}/admin", "blocked_url", "loopback"),
        ("http://[::ffff:169.254.169.254]:{port}/latest/meta-data/", "blocked_url", "link-local"),
        ("file:///etc/passwd", "bad_redirect", "scheme 'file'"),  # not an http(s) page at all
    ],
)
def test_every_redirect_hop_is_checked_again(location: str, reason: str, why: str) -> None:
    with ScriptedServer(redirecting_to(lambda _: location.format(port=port))) as server:
        port = server.port
        dns = FakeDNS({"news.example": [PUBLIC], "internal.example": ["10.0.0.7"]})
        network = LoopbackNetwork({PUBLIC: "127.0.0.1"})
        with pytest.raises(FetchError) as caught:
            fetch_with(dns, network, f"http://news.example:{port}/start")
        assert caught.value.reason == reason
        assert why in caught.value.detail
        assert [r.path for r in server.requests] == ["/start"]
        assert network.connected == [(PUBLIC, port)]


def test_allowing_private_addresses_opens_them_and_still_connects_to_the_resolved_address(
    server: ScriptedServer,
) -> None:
    dns = FakeDNS({"intranet.example": ["127.0.0.1"]})
    network = LoopbackNetwork({})
    fetched = fetch_with(dns, network, f"http://intranet.example:{server.port}/wiki", allow_private=True)
    assert fetched.status == 200
    assert network.connected == [("127.0.0.1", server.port)]


def test_an_unknown_name_is_a_connect_error_that_says_so(server: ScriptedServer) -> None:
    with pytest.raises(FetchError, match=r"cannot resolve nowhere\.example") as caught:
        fetch_with(FakeDNS({}), LoopbackNetwork({}), "http://nowhere.example/")
    assert caught.value.reason == "connect_error"
