"""Request controls: Accept-Language, extra headers, per-domain cookies, and a proxy that keeps the
address policy (real HTTP CONNECT and SOCKS5 proxies on loopback, `tests/proxies.py`)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx
import pytest

from gptr_fulltext.fetch.client import Session
from gptr_fulltext.fetch.safety import DenyList
from gptr_fulltext.fetch.transport import PinnedBackend, pinned_transport, tls_context
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import FetchError, Reason
from gptr_fulltext.settings import Settings, SettingsError
from tests.loopback import Answer, FakeDNS, Request, ScriptedServer, article
from tests.proxies import certificates, proxy

PUBLIC = "93.184.216.34"  # a public address; the proxies route it to the loopback server


def fetch(url: str, dns: FakeDNS | None = None, **overrides: object) -> Fetched:
    settings = Settings.load({}, **overrides)

    async def go() -> Fetched:
        backend = PinnedBackend(
            dns or FakeDNS({}), allow_private=settings.allow_private, proxy=settings.proxy
        )
        session = Session(settings, backend)
        try:
            return await session.fetch(url, settings, time.monotonic() + 10)
        finally:
            await session.aclose()

    return anyio.run(go)


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    def script(request: Request, _: int) -> Answer:
        if request.path == "/hop":
            return Answer(302, {"location": f"http://other.example:{running.port}/page"})
        return Answer(body=article())

    with ScriptedServer(script) as running:
        yield running


def test_accept_language_and_extra_headers_are_sent(server: ScriptedServer) -> None:
    fetch(
        server.url("/a"),
        allow_private=True,
        accept_language="de,en;q=0.5",
        headers='{"X-Research-Team": "climate", "Accept": "text/html"}',
    )
    headers = server.requests[0].headers
    assert headers["accept-language"] == "de,en;q=0.5"
    assert headers["x-research-team"] == "climate"
    assert headers["accept"] == "text/html"  # FULLTEXT_HEADERS overrides our own


@pytest.mark.parametrize(
    "value",
    [
        '{"Host": "evil"}',
        '{"Cookie": "a=b"}',
        '{"Accept-Encoding": "x"}',
        '{"X-A": "é"}',
        "[1]",
        "{",
        '{"a b": "c"}',
    ],
)
def test_headers_the_fetcher_sets_itself_or_malformed_ones_are_refused(value: str) -> None:
    with pytest.raises(SettingsError, match="FULLTEXT_HEADERS"):
        Settings.load({"FULLTEXT_HEADERS": value})


def test_cookies_go_to_their_domain_and_subdomains_only_hop_by_hop(server: ScriptedServer) -> None:
    dns = FakeDNS({"news.example": ["127.0.0.1"], "other.example": ["127.0.0.1"]})
    fetched = fetch(
        f"http://www.news.example:{server.port}/hop",
        FakeDNS({"www.news.example": ["127.0.0.1"], **dns.table}),
        allow_private=True,
        cookies='{"news.example": "session=abc; lang=en"}',
    )
    assert fetched.final_url.startswith("http://other.example")
    first, second = server.requests
    assert first.headers["cookie"] == "session=abc; lang=en"  # subdomain of news.example
    assert "cookie" not in second.headers  # the redirect's other domain gets none


def test_cookies_stay_out_of_repr_and_errors() -> None:
    settings = Settings.load({"FULLTEXT_COOKIES": '{"a.org": "s=secret1"}'})
    assert "secret1" not in repr(settings)
    with pytest.raises(SettingsError) as refused:
        Settings.load({"FULLTEXT_COOKIES": '{"a.org": "secret2"}'})  # no name=value
    assert "secret2" not in str(refused.value)


@pytest.mark.parametrize("kind", ["http", "socks5"])
def test_a_public_host_is_reached_through_the_proxy_at_its_checked_address(
    server: ScriptedServer, kind: str
) -> None:
    with proxy(kind, {PUBLIC: ("127.0.0.1", server.port)}) as (url, running):
        fetched = fetch(
            f"http://news.example:{server.port}/story", FakeDNS({"news.example": [PUBLIC]}), proxy=url
        )
    assert fetched.status == 200
    assert running.targets == [f"{PUBLIC}:{server.port}"]  # the address, never the name
    assert server.requests[0].headers["host"] == f"news.example:{server.port}"


@pytest.mark.parametrize("kind", ["http", "socks5"])
@pytest.mark.parametrize(
    ("url", "table"),
    [
        ("http://intranet.example/", {"intranet.example": ["10.0.0.5"]}),
        ("http://metadata.example/", {"metadata.example": ["169.254.169.254"]}),
        ("http://127.0.0.1:9/", {}),
        ("http://[::1]:9/", {}),
        ("http://split.example/", {"split.example": [PUBLIC, "127.0.0.1"]}),
    ],
)
def test_a_proxy_never_reaches_a_forbidden_target(kind: str, url: str, table: dict[str, list[str]]) -> None:
    with proxy(kind) as (proxy_url, running), pytest.raises(FetchError) as refused:
        fetch(url, FakeDNS(table), proxy=proxy_url)  # type: ignore[arg-type]
    assert refused.value.reason is Reason.BLOCKED_URL
    assert running.targets == []  # the proxy was never asked


def test_with_private_addresses_allowed_the_proxy_resolves_the_name(server: ScriptedServer) -> None:
    with proxy("http", {"intranet.example": ("127.0.0.1", server.port)}) as (url, running):
        fetched = fetch(f"http://intranet.example:{server.port}/", proxy=url, allow_private=True)
    assert fetched.status == 200
    assert running.targets == [f"intranet.example:{server.port}"]


def test_an_https_proxy_is_reached_over_verified_tls(
    server: ScriptedServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """FULLTEXT_PROXY=https://: the CONNECT to the checked address travels over TLS to the proxy,
    whose certificate is verified (a private authority given as SSL_CERT_FILE, as for a company's
    proxy); a proxy whose certificate is not trusted is never asked for a tunnel."""
    context, authority = certificates(tmp_path)
    page, dns = f"http://news.example:{server.port}/story", FakeDNS({"news.example": [PUBLIC]})
    with proxy("https", {PUBLIC: ("127.0.0.1", server.port)}, tls=context) as (url, running):
        assert url.startswith("https://127.0.0.1:")
        monkeypatch.setenv("SSL_CERT_FILE", str(authority))
        fetched = fetch(page, dns, proxy=url.replace("https://", "https://alice:pw@"))
        assert fetched.status == 200 and b"<article>" in fetched.body
        assert running.handshakes == 1 and running.auth == ["alice:pw"]
        assert running.targets == [f"{PUBLIC}:{server.port}"]  # the address, never the name
        monkeypatch.delenv("SSL_CERT_FILE")
        with pytest.raises(FetchError) as refused:
            fetch(page, dns, proxy=url)
    assert (
        refused.value.reason is Reason.CONNECT_ERROR and "CERTIFICATE_VERIFY_FAILED" in refused.value.detail
    )
    assert running.targets == [f"{PUBLIC}:{server.port}"] and len(server.requests) == 1


def test_an_https_page_through_an_https_proxy_is_tls_inside_the_tunnel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TLS to the page inside TLS to the proxy: the page's certificate is checked for its name."""
    context, authority = certificates(tmp_path, "news.example")
    monkeypatch.setenv("SSL_CERT_FILE", str(authority))
    with ScriptedServer(lambda _request, _seen: Answer(body=article())) as page:
        page._server.socket = context.wrap_socket(page._server.socket, server_side=True)
        with proxy("https", {PUBLIC: ("127.0.0.1", page.port)}, tls=context) as (url, running):
            dns = FakeDNS({"news.example": [PUBLIC]})
            fetched = fetch(f"https://news.example:{page.port}/story", dns, proxy=url)
    assert fetched.status == 200 and b"<article>" in fetched.body
    assert running.handshakes == 1 and running.targets == [f"{PUBLIC}:{page.port}"]
    assert page.requests[0].headers["host"] == f"news.example:{page.port}"


def test_every_client_shares_one_tls_context_per_certificate_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Building a context loads the CA bundle (tens of ms of CPU): the page and search clients of
    every call share one, and a bundle named by SSL_CERT_FILE gets its own."""
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    shared = tls_context()
    backend = PinnedBackend(allow_private=True, deny=DenyList(""))
    transport = pinned_transport(backend, httpx.Limits())
    assert transport._pool._ssl_context is shared and tls_context() is shared
    _context, authority = certificates(tmp_path)
    monkeypatch.setenv("SSL_CERT_FILE", str(authority))
    assert tls_context() is not shared and tls_context() is tls_context()


def test_a_proxy_that_refuses_is_a_connect_error_and_credentials_are_sent(server: ScriptedServer) -> None:
    with proxy("http") as (url, running):
        authed = url.replace("http://", "http://alice:s%40fe@")
        with pytest.raises(FetchError) as refused:
            fetch(f"http://news.example:{server.port}/", FakeDNS({"news.example": [PUBLIC]}), proxy=authed)
    assert refused.value.reason is Reason.CONNECT_ERROR  # the proxy cannot reach the unrouted address
    assert "502" in refused.value.detail
    assert running.auth == ["alice:s@fe"]


@pytest.mark.parametrize("value", ["ftp://proxy:21", "proxy:3128", "http://", "http://p:3128/path?x"])
def test_a_proxy_must_be_an_http_or_socks_url(value: str) -> None:
    with pytest.raises(SettingsError, match="FULLTEXT_PROXY"):
        Settings.load({"FULLTEXT_PROXY": value})
