"""Fetching one page against real loopback servers: retries, timeouts, caps, the content gate, robots."""

from __future__ import annotations

import codecs
import gzip
import time
from collections.abc import Iterator
from typing import Any

import anyio
import brotli
import pytest
import zstandard

from fixtures.site import FixtureSite, Route
from gptr_fulltext.evidence.sniff import ERROR_BODY_BYTES
from gptr_fulltext.fetch.client import ANSWERING, RETRY_PLANNED, Session, retry_wait
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import FetchError
from gptr_fulltext.settings import Settings
from tests.loopback import RESET, Answer, Request, ScriptedServer, article

HTML = {"content-type": "text/html; charset=utf-8"}


def settings(**overrides: Any) -> Settings:
    overrides.setdefault("allow_private", True)
    return Settings.load({}, **overrides)


def fetch(url: str, deadline: float = 10.0, **overrides: Any) -> Fetched:
    """One fetch through a fresh session, `deadline` seconds from now."""
    chosen = settings(**overrides)

    async def go() -> Fetched:
        session = Session(chosen)
        try:
            return await session.fetch(url, chosen, time.monotonic() + deadline)
        finally:
            await session.aclose()

    return anyio.run(go)


def failure(url: str, **kwargs: Any) -> FetchError:
    with pytest.raises(FetchError) as caught:
        fetch(url, **kwargs)
    return caught.value


@pytest.fixture
def site() -> Iterator[FixtureSite]:
    with FixtureSite(hosts=2, corpus={}) as running:
        yield running


def scripted(*answers: Answer | None) -> ScriptedServer:
    """A server giving `answers` in turn to its requests, then the last one forever."""
    return ScriptedServer(lambda _request, seen: answers[min(seen, len(answers) - 1)])


# -- retries -------------------------------------------------------------------------------------


def test_429_is_retried_once_when_retry_after_fits_the_deadline() -> None:
    with scripted(Answer(429, {"retry-after": "1"}), Answer(body=article())) as server:
        fetched = fetch(server.url("/a"), deadline=10)
    assert fetched.status == 200
    assert len(server.requests) == 2


def test_a_page_asked_to_retry_is_expected_back_as_slowly_as_it_first_answered() -> None:
    """The grace window is told when the page should be in: its Retry-After, then as long again as
    the server took to say so (here 0.4 s), not the bare retry time."""

    def slow_throttle(_request: Request, seen: int) -> Answer:
        if seen == 0:
            time.sleep(0.4)
            return Answer(429, {"retry-after": "1"})
        return Answer(body=article())

    expected: list[float] = []
    chosen = settings()

    async def go() -> Fetched:
        RETRY_PLANNED.set(expected.append)
        session = Session(chosen)
        try:
            return await session.fetch(server.url("/a"), chosen, time.monotonic() + 10)
        finally:
            await session.aclose()

    with ScriptedServer(slow_throttle) as server:
        asked = time.monotonic()
        assert anyio.run(go).status == 200
        arrived = time.monotonic()
    assert len(expected) == 1
    assert expected[0] >= asked + 1.0 + 2 * 0.4  # 0.4 s to the 429, 1 s to wait, 0.4 s again
    assert expected[0] >= arrived - 0.1  # when it did come back, near enough


def test_a_page_is_answering_once_its_final_answers_headers_are_in() -> None:
    """The grace window stops treating a page as silent when its own answer begins: not at its
    robots.txt, a redirect or a 429 (each is followed by another wait for a first byte)."""
    told: list[list[str]] = []

    def script(request: Request, _seen: int) -> Answer:
        if request.path == "/robots.txt":
            return Answer(200, {"content-type": "text/plain"}, b"User-agent: *\nAllow: /\n")
        if request.path == "/moved":
            return Answer(302, {"location": "/throttled"})
        if [r.path for r in server.requests].count("/throttled") == 1:
            return Answer(429, {"retry-after": "0"})
        return Answer(body=article())

    chosen = settings(robots=True)

    async def go() -> Fetched:
        ANSWERING.set(lambda: told.append([r.path for r in server.requests]))
        session = Session(chosen)
        try:
            return await session.fetch(server.url("/moved"), chosen, time.monotonic() + 10)
        finally:
            await session.aclose()

    with ScriptedServer(script) as server:
        assert anyio.run(go).status == 200
    assert told == [["/robots.txt", "/moved", "/throttled", "/throttled"]]


def test_retry_after_beyond_the_deadline_is_not_waited_for() -> None:
    with scripted(Answer(429, {"retry-after": "30"}), Answer(body=article())) as server:
        fetched = fetch(server.url("/a"), deadline=5)
    assert fetched.status == 429
    assert len(server.requests) == 1


def test_503_is_retried_only_once() -> None:
    with scripted(Answer(503, HTML, b"busy")) as server:
        fetched = fetch(server.url("/a"))
    assert fetched.status == 503
    assert len(server.requests) == 2


def test_other_errors_are_not_retried() -> None:
    with scripted(Answer(500, HTML, b"broken")) as server:
        assert fetch(server.url("/a")).status == 500
    assert len(server.requests) == 1


def test_retry_after_accepts_seconds_and_http_dates() -> None:
    assert retry_wait("3") == 3.0
    assert retry_wait(None) == retry_wait("soon") == 1.0
    assert retry_wait("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0  # in the past: go now
    assert 58 < retry_wait(time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 60))) <= 60


def test_a_reset_connection_is_retried_once() -> None:
    with scripted(RESET, Answer(body=article())) as server:
        assert fetch(server.url("/a")).status == 200
    assert len(server.requests) == 2
    with scripted(RESET) as server:
        error = failure(server.url("/a"))
    assert error.reason == "network_error"
    assert len(server.requests) == 2


# -- time ----------------------------------------------------------------------------------------


def test_a_silent_server_is_cut_by_the_idle_timeout(site: FixtureSite) -> None:
    url = site.add("/hang", Route(delay=20))
    error = failure(url, idle_timeout=0.5, page_timeout=10)
    assert error.reason == "timeout"
    assert "FULLTEXT_IDLE_TIMEOUT=0.5" in error.detail


def test_a_steady_drip_is_cut_by_the_page_timeout_not_the_idle_timeout(site: FixtureSite) -> None:
    """Chunked, so its length is unknown and only the page timeout can end it."""
    url = site.add("/drip", Route(body=article(paragraphs=30), drip=(200, 0.1), chunked=True))
    error = failure(url, idle_timeout=1, page_timeout=1.5)
    assert error.reason == "timeout"
    assert error.detail == "not complete within FULLTEXT_PAGE_TIMEOUT=1.5 s"


def test_a_body_too_slow_to_arrive_in_time_is_given_up_once_its_rate_shows_it(site: FixtureSite) -> None:
    """20 kB/s for 200 kB is ten seconds against a page timeout of eight: the rate over the first
    second says so, and the time left goes to other candidates instead."""
    body = article(paragraphs=1000)[:200_000]
    url = site.add("/slow", Route(body=body, drip=(2_000, 0.1)))
    error = failure(url, idle_timeout=1, page_timeout=8)
    assert error.reason == "timeout"
    assert "kB/s" in error.detail and "would come after FULLTEXT_PAGE_TIMEOUT=8 s" in error.detail


def test_a_slow_body_that_arrives_in_time_is_read_whole(site: FixtureSite) -> None:
    body = article(paragraphs=1000)[:30_000]
    url = site.add("/slow", Route(body=body, drip=(2_000, 0.1)))  # 1.5 s at 20 kB/s
    assert fetch(url, idle_timeout=1, page_timeout=8).body == body


def test_a_drip_that_finishes_within_the_page_timeout_is_read_whole(site: FixtureSite) -> None:
    body = article()
    url = site.add("/drip", Route(body=body, drip=(len(body) // 8 + 1, 0.2)))
    fetched = fetch(url, idle_timeout=1, page_timeout=5)
    assert fetched.body == body


# -- size and content ----------------------------------------------------------------------------


def test_the_decoded_body_is_capped(site: FixtureSite) -> None:
    url = site.add("/big", Route(body=article(paragraphs=4000)))
    fetched = fetch(url, max_bytes=100_000)
    assert len(fetched.body) == 100_000
    assert fetched.truncated


def test_a_compression_bomb_is_refused_with_a_reason(site: FixtureSite) -> None:
    bomb = gzip.compress(b"<html><body>" + b" " * 60_000_000, compresslevel=9)
    url = site.add("/bomb", Route(headers={**HTML, "content-encoding": "gzip"}, body=bomb))
    error = failure(url)
    assert error.reason == "compression_bomb"
    assert "gzip" in error.detail


@pytest.mark.parametrize(
    ("encoding", "encode"),
    [
        ("gzip", gzip.compress),
        ("br", brotli.compress),
        ("zstd", lambda data: zstandard.ZstdCompressor().compress(data)),
    ],
)
def test_compressed_pages_are_decoded(site: FixtureSite, encoding: str, encode: Any) -> None:
    url = site.add("/c", Route(headers={**HTML, "content-encoding": encoding}, body=encode(article())))
    fetched = fetch(url)
    assert fetched.body == article()
    assert not fetched.truncated


def test_binary_served_as_html_stops_after_the_first_bytes(site: FixtureSite) -> None:
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8000  # 2 MB
    url = site.add("/image", Route(headers={"content-type": "text/html"}, body=png))
    fetched = fetch(url)
    assert fetched.truncated
    assert len(fetched.body) < 300_000


def test_pdfs_are_read_whole_for_the_pdf_extractor(site: FixtureSite) -> None:
    pdf = b"%PDF-1.7\n" + bytes(range(256)) * 2000
    url = site.add("/paper", Route(headers={"content-type": "application/octet-stream"}, body=pdf))
    fetched = fetch(url)
    assert fetched.body == pdf
    assert not fetched.truncated


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("application/octet-stream", b"\r\n\n  %PDF-1.4\n" + bytes(range(256)) * 80),  # whitespace first
        ("application/x-pdf", bytes(range(256)) * 80),  # a media type extraction takes as PDF
        ("text/html", "<html><body><p>Unicode text.</p></body></html>".encode("utf-16") * 400),  # BOM
        ("text/html", codecs.BOM_UTF16_BE + "<html><p>Big-endian.</p>".encode("utf-16-be") * 400),
    ],
)
def test_what_extraction_reads_passes_the_content_gate_whole(
    site: FixtureSite, content_type: str, body: bytes
) -> None:
    url = site.add("/doc", Route(headers={"content-type": content_type}, body=body))
    fetched = fetch(url)
    assert len(body) > 4 * 4096
    assert fetched.body == body
    assert not fetched.truncated


def test_an_error_page_is_not_read_past_a_small_cap(site: FixtureSite) -> None:
    url = site.add("/missing", Route(status=404, body=article(paragraphs=2000)))
    fetched = fetch(url)
    assert fetched.status == 404
    assert len(fetched.body) == ERROR_BODY_BYTES  # enough for the judge to read its wording, no more


# -- redirects -----------------------------------------------------------------------------------


def test_redirects_are_followed_with_relative_locations(site: FixtureSite) -> None:
    target = site.add("/story", Route(body=article()), host_index=2)
    hop = site.add("/hop", Route(status=307, headers={"location": target}))
    start = site.add("/start", Route(status=301, headers={"location": "/hop"}))
    fetched = fetch(start)
    assert (fetched.url, fetched.final_url) == (start, target)
    assert hop in {site.base(1) + path for _, path in site.requests}


def test_redirect_loops_and_long_chains_end_with_a_reason(site: FixtureSite) -> None:
    site.add("/a", Route(status=302, headers={"location": "/b"}))
    site.add("/b", Route(status=302, headers={"location": "/a"}))
    assert failure(site.base(1) + "/a").reason == "redirect_loop"
    for i in range(3):
        site.add(f"/r{i}", Route(status=302, headers={"location": f"/r{i + 1}"}))
    site.add("/r3", Route(body=article()))
    error = failure(site.base(1) + "/r0", max_redirects=2)
    assert error.reason == "too_many_redirects"
    assert "FULLTEXT_MAX_REDIRECTS=2" in error.detail


@pytest.mark.parametrize(
    "url",
    [
        "http://[::1",  # brackets that never close
        "http://example.com:99999/x",  # httpx takes the port, no socket can
        "http://a\u200db.com/",  # a zero-width joiner: not a valid IDNA host name
        "http://xn--zz.com/",  # a broken punycode label: idna's own error, a ValueError
    ],
)
def test_an_invalid_url_is_a_bad_url_with_the_reason(url: str) -> None:
    error = failure(url)
    assert error.reason == "bad_url"
    assert repr(url) in error.detail and "is not a valid URL" in error.detail


@pytest.mark.parametrize(
    ("location", "why"),
    [
        ("http://[bad/x", "Invalid IPv6 URL"),
        ("http://example.com:99999/x", "Port out of range"),
        ("http://example.com:abc/x", "Port could not be cast"),  # httpx: a protocol error, not retried
        ("http://xn--zz.com/", "Invalid A-label"),
        ("/a\x7fb", "non-printable"),
    ],
)
def test_a_redirect_to_an_invalid_url_is_a_bad_url_asked_once(location: str, why: str) -> None:
    with scripted(Answer(302, {"location": location})) as server:
        error = failure(server.url("/start"))
    assert error.reason == "bad_url"
    assert f"the redirect to {location!r} is not a valid URL" in error.detail and why in error.detail
    assert [r.path for r in server.requests] == ["/start"]


@pytest.mark.parametrize(
    "location",
    [
        "javascript:alert(1)",
        "JavaScript:void(0)",
        "mailto:x@y",
        "data:text/html,<p>hi</p>",
        "ftp://example.com/file.txt",
        "file:///etc/passwd",
        "tel:+15550100",
    ],
)
def test_a_redirect_to_something_that_is_not_an_http_page_is_a_bad_redirect(location: str) -> None:
    """httpx gave `javascript:` and `mailto:` a host and raised `InvalidURL`: an `internal_error`."""
    with scripted(Answer(302, {"location": location})) as server:
        error = failure(server.url("/start"))
    assert error.reason == "bad_redirect"
    assert f"the redirect to {location!r} is not an http(s) page" in error.detail
    assert [r.path for r in server.requests] == ["/start"]


# -- politeness and reuse ------------------------------------------------------------------------


def test_requests_to_one_host_are_limited_and_connections_reused(site: FixtureSite) -> None:
    urls = [site.add(f"/slow-{i}", Route(body=article(), delay=0.3)) for i in range(6)]
    chosen = settings(per_host=2)
    with scripted(Answer(body=article())) as other:

        async def go() -> None:
            session = Session(chosen)
            try:
                async with anyio.create_task_group() as tasks:
                    for url in urls:
                        tasks.start_soon(session.fetch, url, chosen, time.monotonic() + 10)
                for _ in range(3):  # one after another: the same kept-alive connection
                    await session.fetch(other.url("/again"), chosen, time.monotonic() + 10)
            finally:
                await session.aclose()

        anyio.run(go)
        assert other.connections() == 1
    assert site.peak_inflight[1] == 2


def test_the_user_agent_is_ours_and_compressions_we_decode_are_offered() -> None:
    with scripted(Answer(body=article())) as server:
        fetch(server.url("/"), user_agent="ResearchBot/2 (+https://example.org/bot)")
    headers = server.requests[0].headers
    assert headers["user-agent"] == "ResearchBot/2 (+https://example.org/bot)"
    assert {"gzip", "deflate", "br", "zstd"} <= {c.strip() for c in headers["accept-encoding"].split(",")}


def robots_site(robots: Answer | None) -> ScriptedServer:
    def script(request: Request, _seen: int) -> Answer | None:
        if request.path == "/robots.txt":
            return robots
        return Answer(body=article())

    return ScriptedServer(script)


def test_robots_txt_is_respected_when_asked_and_fetched_once_per_site() -> None:
    rules = Answer(200, {"content-type": "text/plain"}, b"User-agent: *\nDisallow: /private\n")
    with robots_site(rules) as server:
        chosen = settings(robots=True)

        async def go() -> tuple[list[int], str]:
            session = Session(chosen)
            try:
                ok = [
                    (await session.fetch(server.url(f"/public/{i}"), chosen, time.monotonic() + 10)).status
                    for i in range(2)
                ]
                with pytest.raises(FetchError) as caught:
                    await session.fetch(server.url("/private/x"), chosen, time.monotonic() + 10)
                return ok, caught.value.reason
            finally:
                await session.aclose()

        statuses, reason = anyio.run(go)
        assert statuses == [200, 200]
        assert reason == "robots"
        assert [r.path for r in server.requests].count("/robots.txt") == 1
        assert "/private/x" not in [r.path for r in server.requests]


def test_a_url_with_credentials_is_refused_before_any_request() -> None:
    """Not the page, not its robots.txt: credentials in a URL are never sent, and never repeated."""
    rules = Answer(200, {"content-type": "text/plain"}, b"User-agent: *\nDisallow: /private\n")
    with robots_site(rules) as server:
        for with_credentials in (
            server.url("/a").replace("//", "//user:s3cr3t@", 1),
            server.url("/a").replace("//", "//user@", 1),
            server.url("/a").replace("//", "//:s3cr3t@", 1),
        ):
            error = failure(with_credentials, robots=True)
            assert error.reason == "credentials_in_url"
            assert "s3cr3t" not in error.detail and "user" not in error.detail.split("carries")[0]
        assert server.requests == []
        assert fetch(server.url("/b"), robots=True).status == 200  # the site itself is fine
    assert not any("authorization" in r.headers for r in server.requests)


def test_a_redirect_carrying_credentials_is_refused_and_its_host_never_asked() -> None:
    with scripted(Answer(body=article())) as other:
        location = other.url("/x").replace("//", "//admin:hunter2@", 1)
        with scripted(Answer(302, {"location": location})) as server:
            error = failure(server.url("/start"))
    assert error.reason == "credentials_in_url"
    assert "hunter2" not in error.detail and "admin" not in error.detail
    assert [r.path for r in server.requests] == ["/start"]
    assert other.requests == []


def test_robots_txt_is_ignored_unless_asked() -> None:
    rules = Answer(200, {"content-type": "text/plain"}, b"User-agent: *\nDisallow: /\n")
    with robots_site(rules) as server:
        assert fetch(server.url("/page")).status == 200
    assert [r.path for r in server.requests] == ["/page"]


def test_missing_robots_allows_and_unreachable_robots_disallows() -> None:
    with robots_site(Answer(404, HTML, b"none")) as server:
        assert fetch(server.url("/page"), robots=True).status == 200
    with robots_site(Answer(500, HTML, b"down")) as server:
        error = failure(server.url("/page"), robots=True)
    assert error.reason == "robots"
    assert "unreachable (HTTP 500)" in error.detail
