"""`gptr-fulltext serve`: a real uvicorn on loopback speaking GPT Researcher's RETRIEVER=custom contract."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import anyio
import httpx
import pytest

from fixtures.site import FixtureSite
from gptr_fulltext import pipeline
from gptr_fulltext.apps.server import create_app, startup_warnings
from gptr_fulltext.settings import Settings
from tests.asgi_thread import running as serving
from tests.conftest import serve_process
from tests.loopback import Answer, Request, Script, ScriptedServer
from tests.pages import serve_articles, serve_thin_pages

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
    return Settings.load(
        {}, **{"search": site.search_url, "allow_private": True, "deadline": 10, **overrides}
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
    ],
)
def test_bad_requests_get_json_errors(site: FixtureSite, params: dict[str, str], needle: str) -> None:
    with running(settings_for(site, serve_max_query_chars=40, serve_max_results=8)) as base:
        response = httpx.get(f"{base}/search", params=params, timeout=5)
    assert response.status_code == 400
    body = response.json()
    assert body["status"] == 400
    assert needle in body["error"]
    assert not any(path.startswith("/search") for _, path in site.requests)  # rejected before searching


def test_unknown_paths_and_methods_are_json_errors(site: FixtureSite) -> None:
    with running(settings_for(site)) as base:
        missing = httpx.get(f"{base}/nope", timeout=5)
        wrong_method = httpx.post(f"{base}/search", params={"query": "x"}, timeout=5)
    assert (missing.status_code, missing.json()["status"]) == (404, 404)
    assert (wrong_method.status_code, wrong_method.json()["status"]) == (405, 405)


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
        finally:
            release.set()
            for caller in callers:
                caller.join()
        after = httpx.get(f"{base}/healthz").json()
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


def test_startup_warns_about_open_binds_and_deadlines_near_the_gptr_timeout() -> None:
    assert startup_warnings(Settings(), "127.0.0.1") == []
    assert startup_warnings(Settings(serve_token="t"), "0.0.0.0") == []
    (open_bind,) = startup_warnings(Settings(), "0.0.0.0")
    assert "FULLTEXT_SERVE_TOKEN" in open_bind
    (late,) = startup_warnings(Settings(deadline=19), "::1")
    assert "FULLTEXT_DEADLINE=19" in late
