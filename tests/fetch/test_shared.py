"""State shared through a real Redis (`redis-server` started here): pages, host slots, robots.txt,
leases that outlive a crashed holder, and searches that go on when Redis dies or stalls."""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
import redis

from fixtures.site import FixtureSite, Page, Route
from gptr_fulltext import pipeline
from gptr_fulltext.fetch import shared
from gptr_fulltext.fetch.client import Session
from gptr_fulltext.fetch.shared import KEY_PREFIX, SharedState
from gptr_fulltext.settings import Settings
from tests.conftest import pick
from tests.redis_server import RedisServer, redis_server

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def server() -> Iterator[RedisServer]:
    with redis_server() as running:
        yield running


@pytest.fixture
def articles(corpus: dict[str, Page]) -> list[Page]:
    return pick(corpus, expect="full", kind="article", hard=False, count=5)


def settings_for(site: FixtureSite, url: str, **overrides: Any) -> Settings:
    return Settings.load(
        {},
        **{"search": site.search_url, "allow_private": True, "redis_url": url, "deadline": 30, **overrides},
    )


def search(settings: Settings, query: str, max_results: int = 3) -> pipeline.Report:
    return anyio.run(lambda: pipeline.run(query, max_results, settings=settings))


def page_requests(site: FixtureSite) -> list[tuple[int, str]]:
    return [(host, path) for host, path in site.requests if host != 0]  # host 0 is the SERP


def test_a_page_judged_by_one_process_is_not_fetched_again_by_another(
    site: FixtureSite, server: RedisServer, articles: list[Page]
) -> None:
    slow = [site.add(f"/slow-{i}", Route(body=articles[i].body(), delay=1), host_index=2) for i in (3, 4)]
    site.serps["river towns"] = [p.id for p in articles[:3]] + slow  # the slow two are not needed
    first = search(settings_for(site, server.url), "river towns")
    assert len(first.results) == 3
    fetched_before = len(page_requests(site))
    assert fetched_before >= 3
    # Another process: its own memory cache is empty, so only Redis can spare the fetches.
    env = {
        **os.environ,
        "FULLTEXT_SEARCH": site.search_url,
        "ALLOW_PRIVATE_URLS": "true",
        "FULLTEXT_REDIS_URL": server.url,
        "FULLTEXT_DEADLINE": "30",
    }
    command = [
        str(Path(sys.executable).with_name("gptr-fulltext")),
        "search",
        "-n",
        "3",
        "river towns",
        "--json",
    ]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert [r["url"] for r in json.loads(done.stdout)] == [r["url"] for r in first.results]
    # Not one page fetched by the second process: not the three it returns, and not the better-ranked
    # ones' replacements, which start only once the candidates Redis holds have settled.
    assert len(page_requests(site)) == fetched_before


def sessions_fetching(site: FixtureSite, urls: list[list[str]], url: str | None) -> None:
    """Each list of `urls` fetched at once by its own session (own pool, own local limits, own
    Redis client: a replica), all sessions at the same time."""
    chosen = Settings.load({}, allow_private=True, per_host=2, redis_url=url or "")

    async def replica(batch: list[str]) -> None:
        state = SharedState(url, chosen.redis_timeout) if url else None
        session = Session(chosen, shared=state)
        try:
            async with anyio.create_task_group() as tasks:
                for each in batch:
                    tasks.start_soon(session.fetch, each, chosen, time.monotonic() + 60)
        finally:
            await session.aclose()
            if state is not None:
                await state.aclose()

    async def replicas() -> None:
        async with anyio.create_task_group() as tasks:
            for batch in urls:
                tasks.start_soon(replica, batch)

    anyio.run(replicas)


@pytest.mark.parametrize("with_redis", [False, True])
def test_in_flight_requests_to_a_host_across_replicas_stay_within_per_host(
    site: FixtureSite, server: RedisServer, articles: list[Page], with_redis: bool
) -> None:
    batches = [
        [site.add(f"/r{r}-{i}", Route(body=articles[i].body(), delay=0.2), host_index=3) for i in range(5)]
        for r in range(3)
    ]
    sessions_fetching(site, batches, server.url if with_redis else None)
    assert len(page_requests(site)) == 15
    # Each replica alone allows FULLTEXT_PER_HOST=2; without Redis three of them allow 6 at once.
    assert (site.peak_inflight[3] <= 2) is with_redis


def test_a_slot_held_by_a_crashed_process_frees_itself_when_its_lease_ends(server: RedisServer) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import anyio, sys\n"
            "from gptr_fulltext.fetch.shared import SharedState\n"
            "async def hold():\n"
            f"    state = SharedState({server.url!r}, 5.0)\n"
            "    print(await state.take_slot('crash.example', 1, 1.5, 0), flush=True)\n"
            "    await anyio.sleep_forever()\n"
            "anyio.run(hold)\n",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None
    lease = holder.stdout.readline().strip()
    holder.send_signal(signal.SIGKILL)  # it never gives the slot back
    holder.wait(10)
    holder.stdout.close()
    direct = redis.Redis.from_url(server.url)
    assert direct.zrange(f"{KEY_PREFIX}slots:crash.example", 0, -1) == [lease.encode()]

    async def take() -> str | None:
        state = SharedState(server.url, 5.0)
        try:
            with anyio.fail_after(30):
                return await state.take_slot("crash.example", 1, 5.0, 0)
        finally:
            await state.aclose()

    taken = anyio.run(take)
    assert taken is not None and taken != lease
    assert direct.zrange(f"{KEY_PREFIX}slots:crash.example", 0, -1) == [taken.encode()]


def test_searches_go_on_when_redis_dies_and_share_again_when_it_is_back(
    site: FixtureSite,
    articles: list[Page],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(shared, "RECONNECT_SECONDS", 0.0)  # try Redis again on the next operation
    for n, page in enumerate(articles):
        site.serps[f"q{n}"] = [page.id]
    with redis_server() as server:
        chosen = settings_for(site, server.url)
        assert search(chosen, "q0").results
        port = server.port
        server.kill()
        with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
            assert search(chosen, "q1").results
            assert search(chosen, "q2").results
        down = [r for r in caplog.records if "unavailable" in r.getMessage()]
        assert len(down) == 1 and "this process uses its own cache" in down[0].getMessage()
    with redis_server(port) as again:
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
            assert search(chosen, "q3").results
        assert any("answers again" in r.getMessage() for r in caplog.records)
        assert redis.Redis.from_url(again.url).dbsize() > 0  # q3's page went to Redis again


def test_a_stalled_redis_costs_its_timeout_and_searches_go_on(
    site: FixtureSite, server: RedisServer, articles: list[Page], caplog: pytest.LogCaptureFixture
) -> None:
    site.serps["stalled"] = [p.id for p in articles[:2]]
    chosen = settings_for(site, server.url, redis_timeout=0.05)
    server.pause()
    with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
        report = search(chosen, "stalled", max_results=2)
    server.resume()
    assert len(report.results) == 2
    assert any("no answer within FULLTEXT_REDIS_TIMEOUT=0.05 s" in r.getMessage() for r in caplog.records)


def test_late_answers_are_an_outage_only_three_in_a_row(
    server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    """One answer past FULLTEXT_REDIS_TIMEOUT is as often this process's busy loop as a slow Redis:
    Redis stays in use, without a warning. Three in a row mark it down, with one warning."""

    async def go() -> list[bool]:
        state = SharedState(server.url, timeout=0.5, reconnect=60)
        seen = []
        try:
            assert await state.ping()
            for late in (1, 3):
                server.pause()  # a stalled Redis: connections stay open, nothing answers
                for _ in range(late):
                    assert await state.pages(["k"]) == [None]  # no answer in time: a miss
                seen.append(state.up)
                server.resume()
                seen.append(await state.ping())
        finally:
            server.resume()
            await state.aclose()
        return seen

    with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
        seen = anyio.run(go)
    assert seen[:2] == [True, True]  # one late answer: still up, and Redis answers
    assert seen[2] is False  # three in a row: down
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 2 and "no answer within FULLTEXT_REDIS_TIMEOUT=0.5 s" in warnings[0]
    assert "answers again" in warnings[1]  # the forced ping after it resumed


def test_an_answer_sent_before_redis_died_does_not_end_the_outage(
    server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    """Redis stopped while operations were in flight (a shutdown): one whose answer had arrived but
    was read after another had found Redis gone must not announce Redis back (it said nothing of
    Redis now), nor make the next failure warn a second time."""

    async def go() -> tuple[bool, object]:
        state = SharedState(server.url, timeout=2.0, reconnect=60)
        answered, release = anyio.Event(), anyio.Event()

        async def answered_before_the_end() -> object:
            value = await state._client.ping()
            answered.set()
            await release.wait()  # read after Redis is gone
            return value

        results: list[object] = []
        try:
            async with anyio.create_task_group() as tasks:

                async def in_flight() -> None:
                    results.append(await state._call(answered_before_the_end))

                tasks.start_soon(in_flight)
                await answered.wait()
                server.kill()
                assert await state.pages(["k"]) == [None]  # refused: Redis is marked down
                release.set()
            assert await state.pages(["k"]) == [None]  # still down: not tried, no second warning
            return state.up, results[0]
        finally:
            await state.aclose()

    with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
        up, answer = anyio.run(go)
    assert answer is True  # the answer itself is good: it is returned
    assert up is False
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1 and "is unavailable" in warnings[0], warnings


def test_every_key_has_a_ttl_and_the_version_prefix(
    site: FixtureSite, server: RedisServer, articles: list[Page]
) -> None:
    site.add("/robots.txt", Route(body=b"User-agent: *\nDisallow: /private\n", headers={}), host_index=2)
    refs = [p.id for p in articles]
    site.serps["everything"] = refs
    chosen = settings_for(site, server.url, robots=True, host_rate=50)
    assert search(chosen, "everything", max_results=5).results

    async def hold_a_slot() -> None:
        state = SharedState(server.url, 5.0)
        try:
            await state.take_slot("held.example", 2, 30, 0)
        finally:
            await state.aclose()

    anyio.run(hold_a_slot)
    direct = redis.Redis.from_url(server.url)
    keys = [key.decode() for key in direct.scan_iter(count=1000)]
    kinds = {key.removeprefix(KEY_PREFIX).split(":")[0] for key in keys}
    assert {"page", "robots", "next", "slots"} <= kinds
    assert all(key.startswith(KEY_PREFIX) for key in keys)
    assert all(direct.pttl(key) > 0 for key in keys)  # -1 would be a key that never expires


def test_a_page_waiting_for_a_busy_host_is_not_timed_out_for_the_wait(
    site: FixtureSite, articles: list[Page]
) -> None:
    """Ten pages of one host, one at a time, 0.3 s each: the last waits 2.7 s for its turn, well past
    FULLTEXT_PAGE_TIMEOUT=1; the wait is the call's (deadline 60 s), so every page is fetched."""
    slow = [
        site.add(f"/turn-{i}", Route(body=articles[i % 5].body(), delay=0.3), host_index=2) for i in range(10)
    ]
    site.serps["one host"] = slow
    chosen = Settings.load(
        {}, search=site.search_url, allow_private=True, per_host=1, page_timeout=1, deadline=60, grace=60
    )
    report = search(chosen, "one host", max_results=10)
    assert [o.reason for o in report.outcomes if o.reason in ("timeout", "deadline")] == []
    assert len(page_requests(site)) == 10
