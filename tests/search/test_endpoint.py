"""The `http(s)://` search endpoint against a real loopback server: whatever it sends, a `SearchError`.

A configured endpoint is still a server on the network: compression bombs, huge or deeply nested
replies and plain junk must cost bounded memory and time, and reach the pipeline as a `SearchError`
it can report, never as another exception.
"""

from __future__ import annotations

import gzip
import json
import logging
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import anyio
import brotli
import pytest
import zstandard
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gptr_fulltext
from gptr_fulltext import pipeline
from gptr_fulltext.models import Candidate
from gptr_fulltext.reasons import SearchError
from gptr_fulltext.search.backends import find_candidates, probe
from gptr_fulltext.search.reply import EXTRA_ROWS, MAX_DEPTH, ROWS_PER_RESULT, parse_rows
from gptr_fulltext.settings import Settings
from tests.loopback import Answer, Request, ScriptedServer

ROOT = Path(__file__).resolve().parents[2]
JSON = {"content-type": "application/json"}
SOURCE = "search endpoint FULLTEXT_SEARCH=http://test/"
ENCODERS: dict[str, Callable[[bytes], bytes]] = {
    "gzip": gzip.compress,
    "deflate": zlib.compress,
    "br": brotli.compress,
    "zstd": lambda data: zstandard.ZstdCompressor().compress(data),
}


def rows(*urls: str) -> bytes:
    return json.dumps([{"url": url, "title": f"Title {i}"} for i, url in enumerate(urls)]).encode()


class Endpoint:
    """A loopback search endpoint whose answer a test (or a hypothesis example) sets."""

    def __init__(self, server: ScriptedServer) -> None:
        self.server = server
        self.answer = Answer(headers=JSON, body=b"[]")
        self.delay = 0.0  # seconds before answering

    def script(self, _request: Request, _seen: int) -> Answer:
        time.sleep(self.delay)
        return self.answer

    def candidates(
        self, count: int = 5, query_domains: list[str] | None = None, **overrides: Any
    ) -> list[Candidate]:
        chosen = Settings.load({}, search=self.server.url("/search"), **overrides)
        return anyio.run(find_candidates, "rivers", count, query_domains, chosen)

    def failure(self, **overrides: Any) -> str:
        with pytest.raises(SearchError) as caught:
            self.candidates(**overrides)
        message = str(caught.value)
        assert "FULLTEXT_SEARCH=" in message
        return message


@pytest.fixture
def endpoint() -> Iterator[Endpoint]:
    holder: list[Endpoint] = []
    with ScriptedServer(lambda request, seen: holder[0].script(request, seen)) as server:
        holder.append(Endpoint(server))
        yield holder[0]


def serve(
    endpoint: Endpoint, body: bytes, status: int = 200, headers: dict[str, str] | None = None
) -> Endpoint:
    endpoint.answer = Answer(status=status, headers={**JSON, **(headers or {})}, body=body)
    return endpoint


# --- replies that work ----------------------------------------------------------------------------


def test_a_normal_reply_gives_its_candidates_in_order(endpoint: Endpoint) -> None:
    body = json.dumps(
        [
            {"url": "https://a.example/one", "title": "One", "body": "first"},
            {"href": "https://b.example/two"},
            "not an object",
            {"link": "ftp://c.example/skipped"},
            {"url": "https://a.example/one"},  # a repeat
            {"url": "https://d.example/three", "content": "third"},
        ]
    ).encode()
    found = serve(endpoint, body).candidates(count=5)
    assert found == [
        Candidate("https://a.example/one", 0, "One", "first"),
        Candidate("https://b.example/two", 1),
        Candidate("https://d.example/three", 2, snippet="third"),
    ]
    [request] = endpoint.server.requests
    assert parse_qs(urlsplit(request.path).query) == {"query": ["rivers"], "max_results": ["5"]}
    assert "br" in request.headers["accept-encoding"] and "zstd" in request.headers["accept-encoding"]


@pytest.mark.parametrize("encoding", sorted(ENCODERS))
def test_a_compressed_reply_is_decoded(endpoint: Endpoint, encoding: str) -> None:
    body = ENCODERS[encoding](rows("https://a.example/1", "https://b.example/2"))
    found = serve(endpoint, body, headers={"content-encoding": encoding}).candidates()
    assert [c.url for c in found] == ["https://a.example/1", "https://b.example/2"]


def test_an_empty_list_is_no_candidates_not_an_error(endpoint: Endpoint) -> None:
    assert serve(endpoint, b" [ ]\n").candidates() == []


def test_a_reply_of_exactly_the_cap_is_read(endpoint: Endpoint) -> None:
    body = rows("https://a.example/1")
    assert serve(endpoint, body).candidates(search_max_bytes=len(body))[0].url == "https://a.example/1"
    assert "FULLTEXT_SEARCH_MAX_BYTES" in serve(endpoint, body).failure(search_max_bytes=len(body) - 1)


def test_rows_skipped_at_the_head_do_not_cost_the_results(endpoint: Endpoint) -> None:
    repeats = ["https://a.example/same"] * (ROWS_PER_RESULT * 3)
    found = serve(endpoint, rows(*repeats, "https://b.example/", "https://c.example/")).candidates(count=3)
    assert [c.url for c in found] == ["https://a.example/same", "https://b.example/", "https://c.example/"]


# --- bombs, huge and deep replies -----------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["gzip", "br", "zstd"])
def test_a_compression_bomb_is_refused_at_the_cap_in_bounded_memory(encoding: str) -> None:
    """200 MB of inflated spaces; measured in a fresh process, where peak RSS means this call."""
    probe = subprocess.run(
        [sys.executable, "-m", "tests.search.bomb_probe", encoding],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result = json.loads(probe.stdout)
    assert result["raised"] == "SearchError", result
    assert "FULLTEXT_SEARCH_MAX_BYTES=4000000" in result["message"]
    assert result["peak_mb_after"] - result["peak_mb_before"] < 100, result
    assert result["seconds"] < 5, result


def test_a_bomb_through_retrieve_is_reported_with_no_results(
    endpoint: Endpoint, caplog: pytest.LogCaptureFixture
) -> None:
    compressor = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
    pieces = [compressor.compress(b"[")] + [compressor.compress(b" " * 1_000_000) for _ in range(50)]
    serve(endpoint, b"".join([*pieces, compressor.flush()]), headers={"content-encoding": "gzip"})
    with caplog.at_level(logging.INFO, logger="gptr_fulltext"):
        results = anyio.run(
            lambda: gptr_fulltext.retrieve("rivers", 3, search=endpoint.server.url("/search"), deadline=10)
        )
    assert results == []
    assert any("FULLTEXT_SEARCH_MAX_BYTES" in record.getMessage() for record in caplog.records)


def test_a_50_mb_plain_reply_is_refused_at_the_cap(endpoint: Endpoint) -> None:
    row = b'{"url": "https://a.example/' + b"x" * 80 + b'"},'
    body = b"[" + row * (50_000_000 // len(row)) + b'{"url": "https://z.example/"}]'
    started = time.perf_counter()
    message = serve(endpoint, body).failure()
    assert "over 4,000,000 decoded bytes (FULLTEXT_SEARCH_MAX_BYTES=4000000)" in message
    assert time.perf_counter() - started < 5


def test_a_100_000_deep_reply_is_refused_before_parsing(endpoint: Endpoint) -> None:
    message = serve(endpoint, b"[" * 100_000 + b"]" * 100_000).failure()
    assert f"nested deeper than {MAX_DEPTH} levels" in message


def test_depth_inside_strings_does_not_count(endpoint: Endpoint) -> None:
    body = json.dumps([{"url": "https://a.example/", "title": "[{" * 1000 + '"\\'}]).encode()
    assert serve(endpoint, body).candidates()[0].title == "[{" * 1000 + '"\\'


def test_a_million_row_reply_is_not_converted_whole() -> None:
    """Rows past the ones needed are never read: the reply's broken end would raise if they were."""
    body = b"[" + b'{"url": "https://a.example/"},' * 999_999 + b"{not json at all"
    parsed = parse_rows(body, 5, SOURCE)
    assert len(parsed) == ROWS_PER_RESULT * 5 + EXTRA_ROWS


def test_parsing_runs_off_the_event_loop(endpoint: Endpoint, monkeypatch: pytest.MonkeyPatch) -> None:
    from gptr_fulltext.search import reply

    threads: list[threading.Thread] = []
    real = reply.parse_rows

    def spy(body: bytes, count: int, source: str) -> list[dict[str, Any]]:
        threads.append(threading.current_thread())
        return real(body, count, source)

    monkeypatch.setattr(reply, "parse_rows", spy)
    serve(endpoint, rows("https://a.example/")).candidates()
    assert threads and threads[0] is not threading.main_thread()


def test_a_slow_endpoint_is_cut_by_the_call_deadline(endpoint: Endpoint) -> None:
    serve(endpoint, rows("https://a.example/")).delay = 2
    settings_ = Settings.load({}, search=endpoint.server.url("/search"), deadline=0.3)
    started = time.perf_counter()
    report = anyio.run(lambda: pipeline.run("rivers", 3, settings=settings_))
    assert time.perf_counter() - started < 1.5
    assert report.results == [] and report.error and "FULLTEXT_DEADLINE=0.3" in report.error


# --- replies that are wrong -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        (b"{not json", "returned a JSON object, not a list"),
        (b'{"results": [{"url": "https://a.example/"}]}', "returned a JSON object, not a list"),
        (b'"https://a.example/"', "returned a JSON string, not a list"),
        (b"42", "returned a JSON number, not a list"),
        (b"null", "returned a JSON null, not a list"),
        (b"", "not valid JSON: Expecting value"),
        (b"<html>busy</html>", "not valid JSON: Expecting value"),
        (b'[{"url": "https://a.example/"}', "not valid JSON"),
        (b'[{"url": "https://a.example/"},]', "not valid JSON"),
        (b'[{"url": "https://a.example/"}] trailing', "not valid JSON: Extra data"),
        (b'[{"url": "https://a.example/"} {"url": "x"}]', "not valid JSON: Expecting ','"),
        (b"[1" + b"0" * 5000 + b"]", "not valid JSON"),  # past Python's int-digits limit
        (b"[1, 2, 3]", "none of them an object with a href, url or link"),
        (b'[{"title": "no link"}, {"url": ""}]', "none of them an object with a href, url or link"),
        (b'[{"url": "https://a.example/\xff"}]', "not UTF-8 text"),
        (b"\xff\xfe[\x00]\x00", "not UTF-8 text"),
    ],
)
def test_a_wrong_reply_is_a_search_error_saying_why(endpoint: Endpoint, body: bytes, needle: str) -> None:
    assert needle in serve(endpoint, body).failure()


@pytest.mark.parametrize(
    ("status", "headers", "body", "needle"),
    [
        (500, {}, b"[]", "500 Internal Server Error"),
        (404, {}, b"", "404 Not Found"),
        (302, {"location": "https://elsewhere.example/"}, b"", "302"),
        (200, {"content-encoding": "compress"}, b"[]", "cannot be decoded: unsupported Content-Encoding"),
        (200, {"content-encoding": "gzip"}, b"not gzip at all", "cannot be decoded: corrupt gzip body"),
        (200, {"content-encoding": "br"}, b"\xff" * 20, "cannot be decoded: corrupt br body"),
    ],
)
def test_a_failed_answer_is_a_search_error(
    endpoint: Endpoint, status: int, headers: dict[str, str], body: bytes, needle: str
) -> None:
    assert needle in serve(endpoint, body, status, headers).failure()


def test_an_endpoint_url_that_cannot_be_requested_is_a_search_error() -> None:
    chosen = Settings.load({}, search="http://[::1/search")
    with pytest.raises(SearchError, match=r"FULLTEXT_SEARCH=http://\[::1/search failed"):
        anyio.run(find_candidates, "rivers", 5, None, chosen)


@pytest.mark.parametrize(
    ("host", "deny", "said"),
    [
        ("127.0.0.1", "169.254.169.254,127.0.0.1", "127.0.0.1 is in FULLTEXT_DENY_HOSTS"),
        ("localhost", "10.0.0.0/8,127.0.0.0/8", "localhost resolves to 127.0.0.1, which is in FULLTEXT_DENY"),
        ("localhost", "localhost", "localhost is in FULLTEXT_DENY_HOSTS"),
    ],
)
def test_the_deny_list_holds_for_the_endpoint_and_its_probe(
    endpoint: Endpoint, host: str, deny: str, said: str
) -> None:
    """A configured endpoint may be private, but never a host FULLTEXT_DENY_HOSTS names: the search
    and the readiness probe are refused before a connection, by name or by resolved address."""
    serve(endpoint, rows("https://a.example/1"))
    url = endpoint.server.url("/search").replace("127.0.0.1", host)
    chosen = Settings.load({}, search=url, deny_hosts=deny)
    with pytest.raises(SearchError) as searched:
        anyio.run(find_candidates, "rivers", 5, None, chosen)
    with pytest.raises(SearchError) as probed:
        anyio.run(probe, chosen)
    assert said in str(searched.value) and said in str(probed.value)
    assert endpoint.server.requests == []
    allowed = Settings.load({}, search=url, deny_hosts="169.254.169.254,localhost.example")
    assert [c.url for c in anyio.run(find_candidates, "rivers", 5, None, allowed)] == ["https://a.example/1"]
    assert len(endpoint.server.requests) == 1


# --- properties -----------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**64), 2**64)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.sampled_from(["url", "href", "link", "title", "x"]) | st.text(max_size=5), inner, max_size=4
        )
    ),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=st.binary(max_size=300) | st.builds(lambda v: json.dumps(v).encode(), JSON_VALUES))
def test_any_bytes_parse_to_rows_or_a_search_error(body: bytes) -> None:
    try:
        parsed = parse_rows(body, 5, SOURCE)
    except SearchError as exc:
        assert str(exc).startswith(SOURCE)
        return
    assert all(isinstance(row, dict) for row in parsed)


@settings(max_examples=200, deadline=None)
@given(value=JSON_VALUES)
def test_a_valid_list_parses_to_its_objects_as_json_loads_reads_them(value: object) -> None:
    body = json.dumps([value, {"url": "https://a.example/"}]).encode()
    expected = [row for row in json.loads(body) if isinstance(row, dict)]
    assert parse_rows(body, 5, SOURCE) == expected


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    body=st.binary(max_size=200) | st.builds(lambda v: json.dumps(v).encode(), JSON_VALUES),
    encoding=st.sampled_from(["", "identity", "gzip", "br", "zstd", "deflate", "gzip, br", "bogus"]),
    compress=st.booleans(),
)
def test_whatever_the_endpoint_sends_only_search_error_escapes(
    endpoint: Endpoint, body: bytes, encoding: str, compress: bool
) -> None:
    if compress:
        for coding in [c.strip() for c in encoding.split(",")]:
            body = ENCODERS.get(coding, bytes)(body)
    headers = {"content-encoding": encoding} if encoding else {}
    try:
        found = serve(endpoint, body, headers=headers).candidates()
    except SearchError:
        return
    assert all(isinstance(candidate, Candidate) for candidate in found)
