"""`gptr-fulltext serve`: a real uvicorn on loopback speaking GPT Researcher's RETRIEVER=custom contract."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Any

import anyio
import httpx
import pytest

from fixtures.site import FixtureSite
from gptr_fulltext import pipeline
from gptr_fulltext.apps.server import create_app, startup_warnings
from gptr_fulltext.settings import Settings
from tests.asgi_thread import running as serving
from tests.conftest import child_log, serve_child, serve_process
from tests.loopback import Answer, Request, Script, ScriptedServer
from tests.pages import article, serve_articles, serve_thin_pages

TOPICS = [
    "heat pump adoption",
    "urban tree canopy",
    "tidal energy",
    "rail freight",
    "coral reef restoration",
    "community broadband",
    "vertical farming",
]


@contextmanager
def running(settings: Settings) -> Iterator[str]:
    with serving(create_app(settings)) as base:
        yield base


@pytest.fixture
def web(site: FixtureSite) -> dict[str, Any]:
    """Seven articles and every kind of thin page; the SERP for 'mixed' interleaves them."""
    articles = serve_articles(site, TOPICS)
    thin = serve_thin_pages(site)
    urls = list(articles)
    site.serps["mixed"] = [thin["consent"], urls[0], thin["not-found"], urls[1], thin["app-shell"], *urls[2:]]
    return {"articles": articles, "thin": thin, "urls": urls}


def settings_for(site: FixtureSite, **overrides: Any) -> Settings:
    """Strict rank order (a grace as long as the deadline): these tests check what serve answers, and
    on a loaded machine the grace window would trade a slow-to-extract best page for a later one."""
    return Settings.load(
        {}, **{"search": site.search_url, "allow_private": True, "deadline": 10, "grace": 10, **overrides}
    )


def test_search_returns_full_text_only_in_the_custom_retriever_shape(
    site: FixtureSite, web: dict[str, Any]
) -> None:
    settings = settings_for(site)
    with running(settings) as base:
        response = httpx.get(f"{base}/search", params={"query": "mixed", "max_results": 3}, timeout=15)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    results = response.json()
    assert [r["url"] for r in results] == web["urls"][:3]
    assert all(set(r) == {"url", "raw_content", "title"} for r in results)
    direct = anyio.run(lambda: pipeline.run("mixed", 3, settings=settings))  # the same text, called directly
    assert [r["raw_content"] for r in results] == [r["raw_content"] for r in direct.results]
    for result in results:
        page = web["articles"][result["url"]]
        assert result["title"] == page.title
        assert page.paragraphs[-1][-60:] in result["raw_content"]  # the end of the page, not a snippet
    assert not set(web["thin"].values()) & {r["url"] for r in results}


def test_without_max_results_five_are_returned_and_extra_parameters_are_ignored(
    site: FixtureSite, web: dict[str, Any]
) -> None:
    with running(settings_for(site)) as base:
        response = httpx.get(
            f"{base}/search",
            params={"query": "mixed", "api_key": "forwarded-by-gptr", "lang": "en"},
            timeout=15,
        )
    assert response.status_code == 200
    assert [r["url"] for r in response.json()] == web["urls"][:5]


def test_query_domains_restrict_results(site: FixtureSite, web: dict[str, Any]) -> None:
    others = serve_articles(site, ["glacier monitoring", "river cleanup"], host_index=3)
    site.serps["domains"] = [*web["urls"][:2], *others]
    with running(settings_for(site)) as base:
        response = httpx.get(
            f"{base}/search", params={"query": "domains", "query_domains": "127.0.0.4"}, timeout=15
        )
    assert [r["url"] for r in response.json()] == list(others)


@pytest.mark.parametrize(
    ("params", "needle"),
    [
        ({}, "'query' parameter is required"),
        ({"query": "   "}, "'query' parameter is required"),
        ({"query": "x" * 41}, "at most 40"),
        ({"query": "ok", "max_results": "0"}, "from 1 to 8"),
        ({"query": "ok", "max_results": "9"}, "from 1 to 8"),
        ({"query": "ok", "max_results": "five"}, "'five'"),
        ({"query": "ok", "max_results": "\u0663"}, "'max_results' must be a whole number"),  # Arabic-Indic 3
        ({"query": "ok", "max_results": "\u00b3"}, "digits 0-9 only, not '\u00b3'"),  # superscript 3
        ({"query": "ok", "max_results": "+3"}, "not '+3'"),
        ({"query": "ok", "max_results": " 3"}, "not ' 3'"),
        ({"query": "ok", "max_results": "3\t"}, "not '3\\t'"),
        ({"query": "ok", "max_results": "3.0"}, "not '3.0'"),
        ({"query": "ok", "max_results": "1" * 5000}, "(5000 characters)"),
    ],
)
def test_bad_requests_get_json_errors(site: FixtureSite, params: dict[str, str], needle: str) -> None:
    with running(settings_for(site, serve_max_query_chars=40, serve_max_results=8)) as base:
        response = httpx.get(f"{base}/search", params=params, timeout=5)
    assert response.status_code == 400
    body = response.json()
    assert body["status"] == 400
    assert needle in body["error"]
    assert len(body["error"]) < 300  # readable, even for a 5,000-digit value
    assert not any(path.startswith("/search") for _, path in site.requests)  # rejected before searching


def test_unknown_paths_and_methods_are_json_errors(site: FixtureSite) -> None:
    with running(settings_for(site)) as base:
        missing = httpx.get(f"{base}/nope", timeout=5)
        wrong_method = httpx.post(f"{base}/search", params={"query": "x"}, timeout=5)
    assert (missing.status_code, missing.json()["status"]) == (404, 404)
    assert (wrong_method.status_code, wrong_method.json()["status"]) == (405, 405)


@pytest.mark.parametrize("method", ["HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_search_answers_only_get_and_other_methods_never_search(site: FixtureSite, method: str) -> None:
    backend = ScriptedServer(lambda _request, _seen: Answer(200, {"content-type": "application/json"}, b"[]"))
    with backend as endpoint, running(settings_for(site, search=endpoint.url("/search"))) as base:
        refused = httpx.request(method, f"{base}/search", params={"query": "x"}, timeout=5)
        seen_after_refusal = len(endpoint.requests)
        searched = httpx.get(f"{base}/search", params={"query": "x"}, timeout=15)
    assert refused.status_code == 405
    assert refused.headers["allow"] == "GET"
    if method != "HEAD":  # a HEAD answer has no body
        assert refused.json() == {"error": "only GET is allowed on /search", "status": 405}
    assert seen_after_refusal == 0  # no search ran for it
    assert searched.status_code == 200 and len(endpoint.requests) == 1  # while a GET does search


def test_max_results_reads_ascii_digits_only_and_never_int_of_a_long_string(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from gptr_fulltext.apps import server

    read: list[str] = []

    def spy(value: str) -> int:
        read.append(value)
        return int(value)

    monkeypatch.setattr(server, "int", spy, raising=False)  # the module's int(), not the builtin
    settings = Settings(serve_max_results=20)
    assert server.parse_search({"query": "q"}, settings)[1] == 5
    assert server.parse_search({"query": "q", "max_results": ""}, settings)[1] == 5
    assert server.parse_search({"query": "q", "max_results": "07"}, settings)[1] == 7
    assert server.parse_search({"query": "q", "max_results": "20"}, settings)[1] == 20
    for raw in ["\u0663", "\uff13", "+3", "-3", "3 ", "\u00a03", "3_0", "0x3", "9" * 4000]:
        with pytest.raises(server.BadRequest, match="'max_results'"):
            server.parse_search({"query": "q", "max_results": raw}, settings)
    assert "9" * 4000 not in read and all(value.isascii() and value.isdigit() for value in read)


def test_a_token_guards_search_but_not_health(
    site: FixtureSite, web: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    from gpt_researcher.retrievers.custom.custom import CustomRetriever

    def status(base: str, headers: dict[str, str] | None = None, **params: str) -> int:
        return httpx.get(f"{base}/search", params={"query": "mixed", **params}, headers=headers).status_code

    with running(settings_for(site, serve_token="s3cret")) as base:
        anonymous = httpx.get(f"{base}/search", params={"query": "mixed"}, timeout=15)
        refused = [
            status(base, {"Authorization": "Bearer nope"}),
            status(base, token="nope"),
            status(base, {"Authorization": "Basic s3cret"}),
        ]
        allowed = status(base, {"Authorization": "Bearer s3cret"}, max_results="1")
        health = httpx.get(f"{base}/healthz", timeout=5)
        monkeypatch.setenv("RETRIEVER_ENDPOINT", f"{base}/search")  # GPT Researcher sends no headers,
        monkeypatch.setenv("RETRIEVER_ARG_TOKEN", "s3cret")  # only RETRIEVER_ARG_* parameters
        monkeypatch.setenv("RETRIEVER_ARG_MAX_RESULTS", "1")
        results = CustomRetriever("mixed").search()
    assert anonymous.status_code == 401
    assert anonymous.headers["www-authenticate"].startswith("Bearer")
    assert "FULLTEXT_SERVE_TOKEN" in anonymous.json()["error"]
    assert refused == [401, 401, 401]
    assert allowed == 200
    assert health.status_code == 200 and health.json()["status"] == "ok"
    assert [r["url"] for r in results] == web["urls"][:1]
    assert "s3cret" not in repr(settings_for(site, serve_token="s3cret"))


def test_refusals_written_in_place_match_the_asgi_path_answer_for_answer(site: FixtureSite) -> None:
    """Under uvicorn a refusal is written by `RefusingProtocol` before any ASGI task; called as a plain
    ASGI app (as any other server would), the endpoint answers it itself. Both say the same."""
    settings = settings_for(site, serve_token="s3cret")
    requests: list[tuple[str, dict[str, str]]] = [
        ("GET", {"query": "x"}),  # 401: no token
        ("POST", {"query": "x", "token": "s3cret"}),  # 405
        ("GET", {"query": "x", "token": "s3cret", "max_results": "\u0663"}),  # 400
        ("GET", {"query": " ", "token": "s3cret"}),  # 400
    ]

    async def through_asgi() -> list[httpx.Response]:
        transport = httpx.ASGITransport(app=create_app(settings))
        async with httpx.AsyncClient(transport=transport, base_url="http://serve") as client:
            return [await client.request(method, "/search", params=params) for method, params in requests]

    with running(settings) as base, httpx.Client(base_url=base, timeout=5) as client:
        served = [client.request(method, "/search", params=params) for method, params in requests]
    direct = anyio.run(through_asgi)
    assert [r.status_code for r in served] == [401, 405, 400, 400]
    for wire, asgi in zip(served, direct, strict=True):
        assert (wire.status_code, wire.content) == (asgi.status_code, asgi.content)
        kept = {name: value for name, value in wire.headers.items() if name != "date"}
        assert kept == dict(asgi.headers.items())
    assert not any(path.startswith("/search") for _, path in site.requests)


def test_refusals_keep_the_connection_for_the_next_request(site: FixtureSite) -> None:
    """Three requests pipelined on one connection: a refusal written in place, a HEAD refusal (a
    head without a body), then /healthz through Starlette; each answered in order, nothing lost."""

    async def pipelined(port: int) -> bytes:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            writer.write(
                b"GET /search?query=x HTTP/1.1\r\nHost: a\r\n\r\n"
                b"HEAD /search?query=x HTTP/1.1\r\nHost: a\r\n\r\n"
                b"GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"
            )
            return await asyncio.wait_for(reader.read(), 30)  # a backstop: the answers come at once
        finally:
            writer.close()

    with running(settings_for(site, serve_token="s3cret")) as base:
        answer = asyncio.run(pipelined(int(base.rsplit(":", 1)[1])))
    first, rest = answer.split(b"\r\n\r\n", 1)
    length = int(re.search(rb"content-length: (\d+)", first).group(1))  # type: ignore[union-attr]
    assert first.startswith(b"HTTP/1.1 401 ") and b"connection: close" not in first
    assert json.loads(rest[:length])["status"] == 401
    second, third = rest[length:].split(b"\r\n\r\n", 1)
    assert second.startswith(b"HTTP/1.1 405 ") and b"\r\nallow: GET" in second  # and no body after it
    assert third.startswith(b"HTTP/1.1 200 ") and b'"status":"ok"' in third


def wait_until(condition: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Poll `condition` until it holds or `timeout` s pass: waiting for a state, never a measurement."""
    give_up = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > give_up:
            return False
        time.sleep(0.01)
    return True


def test_concurrent_requests_share_the_extraction_workers(site: FixtureSite, web: dict[str, Any]) -> None:
    """Six requests at once, each needing every page: all answered, each from worker processes
    that no request owns (extraction runs there, never on the server's event loop)."""
    requests = 6
    for n in range(requests):
        site.serps[f"mixed {n}"] = [f"{url}?request={n}" for url in site.serps["mixed"]]
    with running(settings_for(site)) as base, ThreadPoolExecutor(requests) as pool:
        answers = list(
            pool.map(
                lambda n: httpx.get(
                    f"{base}/search", params={"query": f"mixed {n}", "max_results": 20}, timeout=30
                ),
                range(requests),
            )
        )
    assert [a.status_code for a in answers] == [200] * requests
    assert all(answer.json() for answer in answers)


def held_search(arrived: threading.Semaphore, release: threading.Event) -> Script:
    """A search backend that answers "slow" queries only once `release` is set, and an empty list."""

    def backend(request: Request, _seen: int) -> Answer:
        if "query=slow" in request.path:
            arrived.release()
            release.wait(60)  # a backstop only: the test sets `release`, however it ends
        return Answer(200, {"content-type": "application/json"}, b"[]")

    return backend


def settings_held(site: FixtureSite, endpoint: ScriptedServer, max_concurrent: int) -> Settings:
    """Settings whose own limits (the call's deadline, the search request's timeout) outlast any
    client's timeout here, so a held search ends only when the test releases it."""
    return settings_for(
        site,
        search=endpoint.url("/search"),
        serve_max_concurrent=max_concurrent,
        deadline=60,
        page_timeout=60,
    )


def test_requests_beyond_the_concurrency_limit_are_refused_at_once(site: FixtureSite) -> None:
    arrived, release = threading.Semaphore(0), threading.Event()
    with (
        ScriptedServer(held_search(arrived, release)) as endpoint,
        running(settings_held(site, endpoint, 2)) as base,
    ):
        answers: list[int] = []

        def call() -> None:
            answers.append(httpx.get(f"{base}/search", params={"query": "slow"}, timeout=90).status_code)

        callers = [threading.Thread(target=call) for _ in range(2)]
        try:
            for caller in callers:
                caller.start()
            assert arrived.acquire(timeout=10) and arrived.acquire(timeout=10), "searches never started"
            # Both slots stay taken until `release`: a server that queued this request behind them
            # would never answer it, and the client's timeout would fail the test.
            refused = httpx.get(f"{base}/search", params={"query": "slow"}, timeout=15)
            while_held = (list(answers), httpx.get(f"{base}/healthz").json()["searches_running"])
            # While busy the parameters are not read: a refusal costs the server the least it can.
            malformed_busy = httpx.get(f"{base}/search", params={"max_results": "x"}, timeout=15)
        finally:
            release.set()
            for caller in callers:
                caller.join()
        after = httpx.get(f"{base}/healthz").json()
        malformed_free = httpx.get(f"{base}/search", params={"max_results": "x"}, timeout=15)
    assert (malformed_busy.status_code, malformed_free.status_code) == (503, 400)
    assert refused.status_code == 503
    assert refused.headers["retry-after"] == "1"
    assert "FULLTEXT_SERVE_MAX_CONCURRENT" in refused.json()["error"]
    assert while_held == ([], 2)  # refused while the two were still running, not queued behind them
    assert answers == [200, 200]
    assert after["searches_running"] == 0


def test_a_quick_search_is_answered_while_forty_slow_ones_run(site: FixtureSite) -> None:
    """Each search waits for the fetch loop on a worker thread of the server's loop (40 by default):
    with more searches admitted than threads, a finished one would wait for a slow one's thread."""
    arrived, release = threading.Semaphore(0), threading.Event()
    with (
        ScriptedServer(held_search(arrived, release)) as endpoint,
        running(settings_held(site, endpoint, 50)) as base,
        ThreadPoolExecutor(40) as pool,
    ):
        try:
            slow = [
                pool.submit(httpx.get, f"{base}/search", params={"query": "slow"}, timeout=90)
                for _ in range(40)
            ]
            assert all(arrived.acquire(timeout=10) for _ in range(40)), "slow searches never started"
            # The slow searches hold their threads until `release`: a quick search queued behind
            # them would never be answered, and the client's timeout would fail the test.
            quick = httpx.get(f"{base}/search", params={"query": "quick"}, timeout=15)
            still_running = httpx.get(f"{base}/healthz").json()["searches_running"]
        finally:
            release.set()
        statuses = [answer.result().status_code for answer in slow]
    assert quick.status_code == 200
    assert still_running == 40  # answered while all forty slow searches were running
    assert statuses == [200] * 40


def test_a_failing_search_backend_is_a_502_with_the_reason(site: FixtureSite) -> None:
    with running(settings_for(site, search="no-such-backend")) as base:
        response = httpx.get(f"{base}/search", params={"query": "x"}, timeout=15)
    assert response.status_code == 502
    assert "FULLTEXT_SEARCH='no-such-backend'" in response.json()["error"]


def test_a_bug_in_the_checks_is_a_json_500_too(site: FixtureSite, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks run first in uvicorn's protocol (`RefusingProtocol`): a bug there still gets an answer."""
    from gptr_fulltext.apps import server

    def broken(*_: object) -> None:
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(server, "parse_search", broken)
    with running(settings_for(site)) as base:
        response = httpx.get(f"{base}/search", params={"query": "x"}, timeout=15)
    assert response.status_code == 500
    assert response.json()["status"] == 500


def test_a_bug_is_a_json_500_not_a_dropped_connection(
    site: FixtureSite, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*_: object, **__: object) -> None:
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(pipeline, "run", broken)
    with running(settings_for(site)) as base:
        response = httpx.get(f"{base}/search", params={"query": "x"}, timeout=15)
        health = httpx.get(f"{base}/healthz", timeout=5).json()
    assert response.status_code == 500
    assert response.json() == {"error": "internal error; the server log has the details", "status": 500}
    assert health["searches_running"] == 0  # the slot was given back


def test_gpt_researchers_own_custom_retriever_reads_it(
    site: FixtureSite, web: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    from gpt_researcher.retrievers.custom.custom import CustomRetriever

    with running(settings_for(site)) as base:
        monkeypatch.setenv("RETRIEVER_ENDPOINT", f"{base}/search")
        monkeypatch.setenv("RETRIEVER_ARG_MAX_RESULTS", "2")
        results = CustomRetriever("mixed").search()
    assert [r["url"] for r in results] == web["urls"][:2]
    assert all(len(r["raw_content"]) > 1000 for r in results)


def test_the_serve_command_runs_for_real_and_stops_cleanly(site: FixtureSite, web: dict[str, Any]) -> None:
    env = {"FULLTEXT_SEARCH": site.search_url, "ALLOW_PRIVATE_URLS": "true"}
    with serve_process(env) as base:
        health = httpx.get(f"{base}/healthz", timeout=5)
        results = httpx.get(f"{base}/search", params={"query": "mixed", "max_results": 2}, timeout=15).json()
    assert health.json()["status"] == "ok"
    assert [r["url"] for r in results] == web["urls"][:2]


def test_serve_starts_its_extraction_workers_before_the_first_request(site: FixtureSite) -> None:
    """The first request must not pay for the workers' start-up: they are forked as serve starts."""
    env = {"FULLTEXT_SEARCH": site.search_url, "ALLOW_PRIVATE_URLS": "true"}
    with serve_child(env) as (_, pid):
        deadline = time.monotonic() + 30
        # the zygote, then at least one worker forked from it
        while len(_descendants_running(pid, "gptr_fulltext.worker_process")) < 2:
            assert time.monotonic() < deadline, "no extraction worker started without a request"
            time.sleep(0.2)
    assert site.requests == [], "the workers were started by a request, not by serve's start"


def _descendants_running(pid: int, module: str) -> list[int]:
    """The processes below `pid` whose command line runs `module` (read from /proc)."""
    found, pending = [], [pid]
    while pending:
        parent = pending.pop()
        for task in Path(f"/proc/{parent}/task").glob("*/children"):
            for child in map(int, task.read_text().split()):
                pending.append(child)
                with suppress(OSError):
                    if module in Path(f"/proc/{child}/cmdline").read_text():
                        found.append(child)
    return found


def test_startup_warns_about_open_binds_and_deadlines_near_the_gptr_timeout() -> None:
    assert startup_warnings(Settings(), "127.0.0.1") == []
    assert startup_warnings(Settings(serve_token="t"), "0.0.0.0") == []
    (open_bind,) = startup_warnings(Settings(), "0.0.0.0")
    assert "FULLTEXT_SERVE_TOKEN" in open_bind
    (late,) = startup_warnings(Settings(deadline=19), "::1")
    assert "FULLTEXT_DEADLINE=19" in late


# -- tokens never reach the log ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ('127.0.0.1:5 - "GET /search?query=x&token=s3cret HTTP/1.1" 200', "/search?query=x&token=*** HTTP"),
        ("GET /search?token=wrong-guess&query=x", "/search?token=***&query=x"),
        ("token=wrong-guess&query=x", "token=***&query=x"),  # a query string on its own
        ("GET /search?query=x&tok%65n=wrong-guess", "tok%65n=***"),  # the name as Starlette decodes it
        ("GET /search?query=x&TOKEN=wrong-guess", "TOKEN=***"),
        ("GET /search?query=x&api_key=forwarded&lang=en", "api_key=***&lang=en"),  # RETRIEVER_ARG_API_KEY
        ("GET /search?query=x&q=s%33cret", "q=***"),  # the secret itself, percent-encoded
        ("headers: [(b'authorization', b'Bearer wrong-guess')]", "(b'authorization', b'***')"),
        ("Authorization: Basic d3Jvbmc=", "Authorization: ***"),
        ("fulltext query='about s3cret' returned no results", "query='about ***' returned"),
        ("fulltext query='basic income' 5 kept", "fulltext query='basic income' 5 kept"),  # no false alarm
    ],
)
def test_redact_takes_credentials_out_of_a_line(line: str, kept: str) -> None:
    from gptr_fulltext.apps.redaction import redact

    masked = redact(line, ["s3cret"])
    assert kept in masked
    assert not {"s3cret", "s%33cret", "wrong-guess", "forwarded", "d3Jvbmc="} & set(
        re.split(r"[\s&=?'\"()]", masked)
    )
    assert redact(masked, ["s3cret"]) == masked  # masking twice changes nothing


def test_redacting_keeps_uvicorns_access_record_layout() -> None:
    from uvicorn.logging import AccessFormatter

    from gptr_fulltext.apps.redaction import RedactSecrets

    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5", "GET", "/search?query=x&token=s3cret", "1.1", 401),
        None,
    )
    assert RedactSecrets(["s3cret"]).filter(record)
    line = AccessFormatter('%(client_addr)s - "%(request_line)s" %(status_code)s', use_colors=False).format(
        record
    )
    assert line == '127.0.0.1:5 - "GET /search?query=x&token=*** HTTP/1.1" 401 Unauthorized'


def test_tokens_are_masked_in_tracebacks_and_our_own_lines(
    site: FixtureSite, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """In-process: a bug's traceback (uvicorn's 'Exception in ASGI application') and the pipeline's
    summary and no-results lines, with the secret in the query and in the exception's message."""
    from gptr_fulltext.apps.redaction import redacted_logs

    real_run = pipeline.run

    async def run(query: str, *args: Any, **kwargs: Any) -> Any:
        if query == "crash":
            raise RuntimeError(
                "simulated bug: backend refused Authorization: Bearer s3cret at /x?token=s3cret"
            )
        return await real_run(query, *args, **kwargs)

    monkeypatch.setattr(pipeline, "run", run)
    uvicorn_log = logging.getLogger("uvicorn")
    with (
        redacted_logs(["s3cret"]),
        caplog.at_level(logging.INFO, logger="gptr_fulltext"),
        running(settings_for(site, serve_token="s3cret")) as base,
    ):
        uvicorn_log.addHandler(caplog.handler)  # uvicorn's loggers do not propagate to the root
        try:
            crashed = httpx.get(f"{base}/search", params={"query": "crash", "token": "s3cret"}, timeout=15)
            summary = httpx.get(
                f"{base}/search", params={"query": "s3cret"}, headers={"Authorization": "Bearer s3cret"}
            )
        finally:
            uvicorn_log.removeHandler(caplog.handler)
    assert crashed.status_code == 500 and summary.status_code == 200
    messages = [record.getMessage() for record in caplog.records]
    assert any("Exception in ASGI application" in m for m in messages)  # the traceback was logged
    assert any(m.startswith("fulltext query='***'") for m in messages)  # and our summary line
    assert "simulated bug: backend refused Authorization: ***" in caplog.text
    assert "s3cret" not in caplog.text
    assert not any("s3cret" in f"{r.getMessage()} {r.exc_text or ''}" for r in caplog.records)


@contextmanager
def serve_command(env: dict[str, str], *args: str) -> Iterator[tuple[str, list[str]]]:
    """`gptr-fulltext serve --port 0 ARGS` in a child process; yields (base URL, a list that holds,
    once the block ends and the server has stopped, everything it wrote to stdout and stderr, then
    stdout alone, then stderr alone)."""
    command = [str(Path(sys.executable).with_name("gptr-fulltext")), "serve", "--port", "0", *args]
    output: list[str] = []
    with child_log() as out, child_log() as err:
        child = subprocess.Popen(command, env={**os.environ, **env}, stdout=out, stderr=err, text=True)
        try:
            assert wait_until(lambda: _first_line(out) != "" or child.poll() is not None, 30)
            match = re.search(r"on (http://127\.0\.0\.1:\d+)/search", _first_line(out))
            assert match, f"serve did not start: {_first_line(out)!r}"
            yield match.group(1), output
        finally:
            child.send_signal(signal.SIGINT)
            try:
                child.wait(timeout=15)
            finally:
                if child.poll() is None:
                    child.kill()
            out.seek(0)
            err.seek(0)
            written, logged = out.read(), err.read()
            output += [written + logged, written, logged]
        assert child.returncode == 0, output[0][-3000:]


def _first_line(stream: IO[str]) -> str:
    stream.seek(0)
    line = stream.readline()
    return line if line.endswith("\n") else ""


def test_the_served_log_never_shows_a_token(site: FixtureSite, web: dict[str, Any]) -> None:
    """The real command with --access-log: uvicorn's access lines, our summary lines, the warnings."""
    env = {
        "FULLTEXT_SEARCH": site.search_url,
        "ALLOW_PRIVATE_URLS": "true",
        "FULLTEXT_SERVE_TOKEN": "s3cret",
    }
    bearer = {"Authorization": "Bearer s3cret"}
    with serve_command(env, "--access-log") as (base, output):
        statuses = [
            httpx.get(f"{base}/search?query=mixed&max_results=1&token=s3cret", timeout=15).status_code,
            httpx.get(f"{base}/search?query=mixed&max_results=1", headers=bearer, timeout=15).status_code,
            httpx.get(f"{base}/search?query=mixed&max_results=1&token=s%33cret", timeout=15).status_code,
            httpx.get(f"{base}/search?query=mixed&max_results=1&tok%65n=s3cret", timeout=15).status_code,
            httpx.get(
                f"{base}/search?query=s3cret&token=s3cret&api_key=forwarded-key-9", timeout=15
            ).status_code,
            httpx.get(f"{base}/search?query=mixed&token=wrong-guess-7", timeout=15).status_code,
            httpx.get(f"{base}/search?query=mixed&max_results=%D9%A3&token=s3cret", timeout=15).status_code,
            httpx.head(f"{base}/search?query=mixed&token=s3cret", timeout=15).status_code,
        ]
    log, written, _ = output
    assert written.splitlines() == [written.splitlines()[0]] and "on http://" in written  # logs: stderr
    assert statuses == [200, 200, 200, 200, 200, 401, 400, 405]
    access = [line for line in log.splitlines() if '"GET /search' in line or '"HEAD /search' in line]
    assert len(access) == 8, log[-3000:]  # every request has its access line
    assert '"GET /search?query=mixed&max_results=1&token=*** HTTP/1.1" 200' in log
    assert "fulltext query='***'" in log  # the summary line of the search whose query was the secret
    for secret in ("s3cret", "s%33cret", "wrong-guess-7", "forwarded-key-9"):
        assert secret not in log, secret


# -- a burst while every slot is held -------------------------------------------------------------

ATTACK_PAGE = b"<html><body>" + b"<div class='x' data-a='1'><p>w w w</p></div>" * 60_000 + b"</body></html>"


async def _get_raw(port: int, target: str) -> tuple[int, bytes]:
    """One request on its own connection: (status, the answer's head); 0 when the server hung up."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        answer = await asyncio.wait_for(reader.read(), 60)  # a backstop: the answer comes at once
    finally:
        writer.close()
    head = answer.split(b"\r\n\r\n", 1)[0].lower()
    return (int(head.split(b" ", 2)[1]) if head.count(b" ") >= 2 else 0), head


def test_a_burst_is_refused_while_held_searches_and_an_attack_page_take_every_slot(site: FixtureSite) -> None:
    """Two searches the backend holds and one whose candidates are a held article and a page that
    keeps an extraction worker busy take the three slots; then 500 requests arrive at once, with
    /healthz among them. Every one is refused 503 while the three still hold their slots (they are
    released only after the burst), and /healthz is answered meanwhile. Times are the benchmark's
    (scripts/bench_attack_serve.py), not this test's."""
    arrived, release = threading.Semaphore(0), threading.Event()
    attack_served, held_arrived = threading.Event(), threading.Event()
    held_article = article("held article")

    def backend(request: Request, _seen: int) -> Answer:
        base = f"http://127.0.0.1:{request.headers['host'].rsplit(':', 1)[1]}"
        if "query=slow" in request.path:
            arrived.release()
            release.wait(60)  # a backstop only: the test sets `release`, however it ends
        elif "query=attack" in request.path:
            serp = [{"url": f"{base}/held", "title": "held"}, {"url": f"{base}/attack", "title": "attack"}]
            return Answer(200, {"content-type": "application/json"}, json.dumps(serp).encode())
        elif request.path == "/held":
            held_arrived.set()
            release.wait(60)
            return Answer(body=held_article.html())
        elif request.path == "/attack":
            attack_served.set()
            return Answer(body=ATTACK_PAGE)
        return Answer(200, {"content-type": "application/json"}, b"[]")

    with ScriptedServer(backend) as endpoint:
        # As settings_held, and the attack page's parse and the held page's silence may take a minute.
        settings = settings_for(
            site,
            search=endpoint.url("/search"),
            serve_max_concurrent=3,
            deadline=60,
            page_timeout=60,
            idle_timeout=60,
            extract_seconds=60,
            per_host=4,
            workers=2,  # one for the attack page, one for the held article once it comes
        )
        with running(settings) as base, ThreadPoolExecutor(3) as pool:
            port = int(base.rsplit(":", 1)[1])
            holders = [
                pool.submit(httpx.get, f"{base}/search", params={"query": q, "max_results": 1}, timeout=90)
                for q in ("slow", "slow", "attack")
            ]
            try:
                assert arrived.acquire(timeout=10) and arrived.acquire(timeout=10), "searches never started"
                assert held_arrived.wait(10) and attack_served.wait(10), "the attack search never fetched"

                async def burst() -> tuple[list[tuple[int, bytes]], tuple[int, bytes]]:
                    answers = [asyncio.create_task(_get_raw(port, "/search?query=burst")) for _ in range(500)]
                    health = asyncio.create_task(_get_raw(port, "/healthz"))
                    return list(await asyncio.gather(*answers)), await health

                answers, (health_status, health_head) = asyncio.run(burst())
                while_held = ([h.done() for h in holders], httpx.get(f"{base}/healthz").json())
            finally:
                release.set()
            finals = [holder.result() for holder in holders]
    assert [status for status, _ in answers] == [503] * 500
    assert all(b"\r\nretry-after: 1" in head for _, head in answers)
    assert health_status == 200 and b"application/json" in health_head
    assert while_held[0] == [False, False, False]  # all 500 answered before any holder was let go
    assert while_held[1]["searches_running"] == 3
    assert [f.status_code for f in finals] == [200, 200, 200]
    assert [r["url"] for r in finals[2].json()] == [endpoint.url("/held")]  # the attack page never won
