"""Extraction in worker processes: the same text as in-process, and a page over its budget costs
only itself — its worker is killed and replaced, the next page is extracted as usual."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from pathlib import Path

import anyio
import pytest

from gptr_fulltext import Reason, Settings, extract, warm_up
from gptr_fulltext import workers as workers_module
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import PageError
from gptr_fulltext.worker_process import NICENESS, rss_bytes
from gptr_fulltext.workers import ExtractionPool
from gptr_fulltext.zygote import Worker

ARTICLE = (
    "<html><head><title>Tidal power</title></head><body><article><h1>Tidal power</h1>"
    + "".join(
        f"<p>Paragraph {n}: the estuary's tides turn turbines twice a day, and engineers measured how "
        "much of the flow a barrage can take without harming the mudflats that birds feed on.</p>"
        for n in range(8)
    )
    + "</article></body></html>"
).encode()
# Deep enough that parsing and extracting it takes far longer than the budgets the tests set.
HEAVY = (
    b"<html><body>" + b"<div class='x' data-a='1'><p>word word word</p></div>" * 60_000 + b"</body></html>"
)

# About a second of CPU: past the mark where a task may go to the background, then it ends.
SLOW = b"<html><body>" + b"<div class='x' data-a='1'><p>word word word</p></div>" * 1_500 + b"</body></html>"

# About three seconds of CPU in many short steps, under 100 MB: a page still in Python-level work
# when its search ends, which neither one long C call nor the worker's recycling size can hide.
LONG = b"<html><body>" + b"<div class='x' data-a='1'><p>word word word</p></div>" * 4_500 + b"</body></html>"


def cpu_ticks(pid: int) -> int:
    """User + system clock ticks the process has used (/proc/PID/stat fields 14 and 15)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


async def busy(pid: int, idle: int) -> None:
    """Until the process has used 0.2 s of CPU more than `idle` ticks: it is working on the page."""
    while cpu_ticks(pid) < idle + 20:  # noqa: ASYNC110 - a process, not a task, to wait for
        await anyio.sleep(0.01)


def ends(pid: int) -> bool:
    """Whether the process ends (and is reaped by the zygote) within 30 s, a backstop: a killed
    worker is not waited for by the pool, so it may still be on its way out when a call returns."""
    give_up = time.monotonic() + 30
    while time.monotonic() < give_up:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.01)
    return False


def children(pid: int) -> list[int]:
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def fetched(body: bytes, url: str = "https://site.example/a") -> Fetched:
    return Fetched(url, url, 200, {"content-type": "text/html; charset=utf-8"}, body)


@pytest.fixture
def pool() -> Iterator[ExtractionPool]:
    made = ExtractionPool(size=1, memory_mb=512)
    yield made
    made.close()


def run(pool: ExtractionPool, page: Fetched, settings: Settings) -> object:
    async def go() -> object:
        try:
            return await pool.extract(page, settings)
        except PageError as exc:
            return exc

    return anyio.run(go)


def test_a_pool_started_and_waited_for_has_every_worker_running_before_any_page() -> None:
    two = ExtractionPool(size=2, memory_mb=512)
    try:
        anyio.run(two.started)
        running = two.pids
        assert len(set(running)) == 2
        assert all(Path(f"/proc/{pid}").exists() for pid in running)
        assert run(two, fetched(ARTICLE), Settings()) == extract(ARTICLE, "https://site.example/a")
        assert set(two.pids) == set(running)  # the page went to a worker already running
    finally:
        two.close()


def test_a_worker_extracts_what_extract_gives_in_process(pool: ExtractionPool) -> None:
    settings = Settings()
    assert run(pool, fetched(ARTICLE), settings) == extract(ARTICLE, "https://site.example/a")


def test_workers_yield_the_cores_to_their_parent_in_its_session(pool: ExtractionPool) -> None:
    """Lower priority than the process that started them, and in its session: where the kernel
    schedules sessions as groups (autogroup), a session of their own would undo the priority."""
    run(pool, fetched(ARTICLE), Settings())
    (worker,) = pool.pids
    assert os.getpriority(os.PRIO_PROCESS, worker) == os.getpriority(os.PRIO_PROCESS, 0) + NICENESS
    assert os.getsid(worker) == os.getsid(0)
    assert os.getpgid(worker) != os.getpgid(0)  # a terminal's Ctrl-C is not theirs


def test_a_page_over_the_time_budget_is_dropped_and_its_worker_replaced(pool: ExtractionPool) -> None:
    warm = run(pool, fetched(ARTICLE), Settings())
    assert getattr(warm, "is_full", False)
    (first_pid,) = pool.pids
    over = run(pool, fetched(HEAVY), Settings(extract_seconds=0.05))
    assert isinstance(over, PageError) and over.reason is Reason.EXTRACT_TIMEOUT
    assert "FULLTEXT_EXTRACT_SECONDS=0.05" in over.detail
    assert ends(first_pid)  # killed, not left running behind the call
    after = run(pool, fetched(ARTICLE), Settings())
    assert getattr(after, "is_full", False) and pool.pids != [first_pid]


def test_a_worker_that_dies_costs_its_page_only(pool: ExtractionPool) -> None:
    run(pool, fetched(ARTICLE), Settings())
    (pid,) = pool.pids

    async def go() -> object:
        async with anyio.create_task_group() as tasks:
            outcome: list[object] = []

            async def extract_heavy() -> None:
                try:
                    outcome.append(await pool.extract(fetched(HEAVY), Settings(extract_seconds=60)))
                except PageError as exc:
                    outcome.append(exc)

            idle = cpu_ticks(pid)
            tasks.start_soon(extract_heavy)
            with anyio.fail_after(30):  # a backstop: the worker is busy within a second
                await busy(pid, idle)
            os.kill(pid, signal.SIGKILL)  # a parser fault, as the worker meets it
        return outcome[0]

    crashed = anyio.run(go)
    assert isinstance(crashed, PageError) and crashed.reason is Reason.EXTRACT_CRASHED
    assert "SIGKILL" in crashed.detail
    assert getattr(run(pool, fetched(ARTICLE), Settings()), "is_full", False)


def test_workers_that_die_together_each_report_their_own_signal() -> None:
    """Two pages' workers die at once: each page waits on the loop for the zygote's report of its own
    worker (one reader of the report socket at a time), and each names the signal that ended it."""
    two = ExtractionPool(size=2, memory_mb=512)
    try:

        async def go() -> list[object]:
            outcomes: list[object] = []

            async def extract_heavy(url: str) -> None:
                try:
                    outcomes.append(await two.extract(fetched(HEAVY, url), Settings(extract_seconds=60)))
                except PageError as exc:
                    outcomes.append(exc)

            async with anyio.create_task_group() as tasks:
                for url in ("https://site.example/1", "https://site.example/2"):
                    tasks.start_soon(extract_heavy, url)
                with anyio.fail_after(60):  # a backstop: both are busy within seconds
                    while two._zygote is None or len(pids := children(two._zygote.process.pid)) < 2:  # noqa: ASYNC110 - processes, not a task, to wait for
                        await anyio.sleep(0.01)
                    for pid in pids:
                        await busy(pid, 0)
                for pid, number in zip(pids, (signal.SIGKILL, signal.SIGSEGV), strict=True):
                    os.kill(pid, number)
            return outcomes

        outcomes = anyio.run(go)
    finally:
        two.close()
    assert all(isinstance(o, PageError) and o.reason is Reason.EXTRACT_CRASHED for o in outcomes)
    assert sorted(str(o).split("(")[-1] for o in outcomes) == ["signal SIGKILL)", "signal SIGSEGV)"]


def abandon_while_busy(pool: ExtractionPool, pid: int, before_cancel: Callable[[], None]) -> None:
    """Extract LONG until its worker is busy, then end the call as a search that has its pages does."""

    async def go() -> None:
        idle = cpu_ticks(pid)
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(LONG), Settings(extract_seconds=60))
            with anyio.fail_after(30):  # a backstop: the worker is busy within a second
                await busy(pid, idle)
            before_cancel()
            tasks.cancel_scope.cancel()

    anyio.run(go)


def test_a_page_whose_search_ended_is_dropped_by_its_worker_which_stays(
    pool: ExtractionPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A search that ends while a page is being extracted keeps the worker: it stops that page at the
    next Python line and takes the next, instead of being killed and replaced (0.6 s of CPU to
    start a worker, on the cores the next search needs)."""
    # The pool's 0.25 s for an answer is a scheduling bet a loaded machine (CI beside other jobs)
    # can lose; the behaviour under test is the answer, so the worker gets time enough to give it.
    monkeypatch.setattr(workers_module, "_ABANDON_SECONDS", 10.0)
    # And a page past the background mark gets a spare forked beside it, and the larger of the two
    # (this worker) is ended with the page (`_trim`): the page stays short of the mark.
    monkeypatch.setattr(workers_module, "_BACKGROUND_SECONDS", 60.0)
    run(pool, fetched(ARTICLE), Settings())
    (pid,) = pool.pids
    abandon_while_busy(pool, pid, lambda: None)
    assert pool.pids == [pid]  # it answered: a worker that does not is killed (the next test)
    assert run(pool, fetched(ARTICLE), Settings()) == extract(ARTICLE, "https://site.example/a")
    assert pool.pids == [pid]


def test_a_worker_that_does_not_drop_an_abandoned_page_is_killed(pool: ExtractionPool) -> None:
    run(pool, fetched(ARTICLE), Settings())
    (pid,) = pool.pids
    abandon_while_busy(pool, pid, lambda: os.kill(pid, signal.SIGSTOP))  # as if in one long C call
    assert ends(pid)
    assert getattr(run(pool, fetched(ARTICLE), Settings()), "is_full", False)
    assert pool.pids != [pid]


def test_a_worker_over_its_memory_cap_is_stopped() -> None:
    # Between a fresh worker with an article parsed (60-95 MB, by machine and load) and what parsing
    # HEAVY reaches (~350 MB): 64 MB sat too close to the first and stopped the article too.
    small = ExtractionPool(size=1, memory_mb=192)
    try:
        over = run(small, fetched(HEAVY), Settings(extract_seconds=60))
        assert isinstance(over, PageError) and over.reason is Reason.TOO_COMPLEX
        assert getattr(run(small, fetched(ARTICLE), Settings()), "is_full", False)
    finally:
        small.close()


def test_a_page_that_grows_its_worker_far_beyond_real_pages_is_stopped_under_the_cap(
    pool: ExtractionPool,
) -> None:
    """The 512 MB cap is the worker's; one page may add only what the largest real pages need,
    half again, so a page built to swell is stopped early and costs the machine little."""
    over = run(pool, fetched(HEAVY), Settings(extract_seconds=120))
    assert isinstance(over, PageError) and over.reason is Reason.TOO_COMPLEX
    assert "MB more than its worker held before it" in over.detail
    assert getattr(run(pool, fetched(ARTICLE), Settings()), "is_full", False)


def test_a_page_swelling_between_two_looks_is_stopped_near_its_cap(
    pool: ExtractionPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker is looked at sooner the closer it is to its cap: with looks a minute apart (`_POLL`),
    a page that swells is still stopped within a few MB of what it may add, not wherever it stood at
    the next look (HEAVY reaches ~350 MB)."""
    run(pool, fetched(ARTICLE), Settings())
    (pid,) = pool.pids
    held_mb = rss_bytes(pid) / 2**20
    monkeypatch.setattr(workers_module, "_POLL", 60.0)
    over = run(pool, fetched(HEAVY), Settings(extract_seconds=120))
    assert isinstance(over, PageError) and over.reason is Reason.TOO_COMPLEX
    needed_mb = int(over.detail.split("extraction needed ")[1].split(" MB")[0])
    assert needed_mb <= held_mb + workers_module._TASK_GROWTH_MB + 16


def test_a_worker_stopped_for_its_size_is_gone_before_its_page_is_dropped(pool: ExtractionPool) -> None:
    """Its memory is back with the system before anything takes its place: a replacement forked
    while it was still being torn down counted beside it in the process tree's peak."""
    run(pool, fetched(ARTICLE), Settings())
    (pid,) = pool.pids
    over = run(pool, fetched(HEAVY), Settings(extract_seconds=120))
    assert isinstance(over, PageError) and over.reason is Reason.TOO_COMPLEX
    assert rss_bytes(pid) == 0  # exited (reaped or not): nothing resident


def test_the_warm_up_page_takes_the_steps_real_pages_take() -> None:
    """The zygote and every worker warm up on it before their first page (`worker_process._warm_up`):
    judged full, with its metadata found and its chrome left out, it ran what real pages run."""
    warmed = extract(warm_up.page(), warm_up.URL)
    assert warmed.is_full and warmed.words > 500
    assert (warmed.title, warmed.date, warmed.language) == ("Warm-up: the valley", "2024-03-05", "en")
    assert warmed.author and warmed.description
    assert "Privacy" not in warmed.text and "Good read" not in warmed.text


def test_a_worker_is_warm_before_it_says_ready(pool: ExtractionPool) -> None:
    """A fresh fork warms up before it takes a page (`worker_process._warm_up`), so its first page
    copies few of the zygote's pages. Page faults, not time: without the warm-up a fresh worker's
    first article faulted ~1,340 times; with it ~360."""
    anyio.run(pool.started)
    (pid,) = pool.pids
    before = minor_faults(pid)
    run(pool, fetched(ARTICLE), Settings())
    assert minor_faults(pid) - before < 800


def minor_faults(pid: int) -> int:
    """Pages the process has touched for the first time since it was forked (/proc/PID/stat)."""
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[7])


def test_two_workers_extract_two_pages_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Ordinary pages: on a loaded machine one may pass the background mark in wall time, and the
    # spare forked beside it, and ended after it (`_trim`), would change the pool's workers.
    monkeypatch.setattr(workers_module, "_BACKGROUND_SECONDS", 60.0)
    two = ExtractionPool(size=2, memory_mb=512)
    try:
        # Both ready first: a page takes whichever worker is ready first (`_take`), so on a loaded
        # machine the first page could end and hand its worker to the second before the other started.
        anyio.run(two.started)
        faults = {pid: minor_faults(pid) for pid in two.pids}

        async def go() -> list[object]:
            found: list[object] = []

            async def one(url: str) -> None:
                found.append(await two.extract(fetched(ARTICLE, url), Settings()))

            async with anyio.create_task_group() as tasks:
                tasks.start_soon(one, "https://site.example/a")
                tasks.start_soon(one, "https://site.example/b")
            return found

        assert len(anyio.run(go)) == 2
        assert sorted(two.pids) == sorted(faults)  # both kept
        # each page had a worker of its own: a worker that took no page touches no new memory
        assert all(minor_faults(pid) - faults[pid] > 50 for pid in faults)
    finally:
        two.close()


def ranked_order(pool: ExtractionPool, queued: list[int], cancelled: int | None = None) -> list[int]:
    """Ranks in the order the queued pages left a one-worker pool: the worker first busy with a
    heavy page (rank 99, stopped at its 1 s budget, or sent to the background once pages wait), the
    others queued behind it one by one; the page of rank `cancelled` gives up waiting before a
    worker is free."""
    done: list[int] = []

    async def one(body: bytes, rank: int, settings: Settings) -> None:
        with anyio.move_on_after(0.3 if rank == cancelled else 60):
            with suppress(PageError):
                await pool.extract(fetched(body, f"https://site.example/{rank}"), settings, rank)
            done.append(rank)

    async def go() -> None:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(one, HEAVY, 99, Settings(extract_seconds=1.0))
            await anyio.sleep(0.05)
            for rank in queued:
                tasks.start_soon(one, ARTICLE, rank, Settings())
                await anyio.sleep(0.05)

    anyio.run(go)
    return [rank for rank in done if rank != 99]


def test_waiting_pages_get_a_free_worker_best_rank_first(pool: ExtractionPool) -> None:
    """Concurrent searches share the pool: each one's best-ranked pages go before anyone's 7th."""
    assert ranked_order(pool, [7, 2, 5, 0]) == [0, 2, 5, 7]


def test_a_page_that_stops_waiting_leaves_the_queue_to_the_others(pool: ExtractionPool) -> None:
    assert ranked_order(pool, [4, 1, 6], cancelled=1) == [4, 6]
    assert ranked_order(pool, [3]) == [3]  # and the pool still has its slot


def with_spare(pool: ExtractionPool) -> list[int]:
    """Have a slow page hold a one-worker pool's slot while another page waits, so the pool keeps a
    spare from then on; its two workers' ids, once both are idle."""
    run(pool, fetched(ARTICLE), Settings())
    (first,) = pool.pids

    async def go() -> None:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))
            await past_the_mark([first])
            tasks.start_soon(pool.extract, fetched(ARTICLE), Settings())

    anyio.run(go)
    workers = pool.pids
    assert len(workers) == 2
    settled(workers)
    return workers


def settled(pids: list[int]) -> None:
    """Until none of `pids` uses CPU any more (a new worker's imports are done)."""
    before = [cpu_ticks(pid) for pid in pids]
    while True:
        time.sleep(0.3)
        now = [cpu_ticks(pid) for pid in pids]
        if now == before:
            return
        before = now


async def past_the_mark(pids: list[int]) -> int:
    """The one of `pids` that has used 0.4 s of CPU more than now (past the background mark)."""
    idle = {pid: cpu_ticks(pid) for pid in pids}
    with anyio.fail_after(60):
        while True:
            for pid in pids:
                if cpu_ticks(pid) >= idle[pid] + 40:
                    return pid
            await anyio.sleep(0.01)


def state(pid: int) -> str:
    """A process's state letter: R running, S sleeping, T stopped (/proc/PID/stat field 3)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def test_a_slow_page_goes_to_the_background_while_another_waits(pool: ExtractionPool) -> None:
    """The waiting page gets the spare and is extracted while the slow one is paused; the slow page
    then continues and ends as it would have, on the same worker, which stays in the pool."""
    workers = with_spare(pool)

    async def go() -> tuple[object, object, str, bool]:
        outcome: list[object] = []

        async def extract_slow() -> None:
            outcome.append(await pool.extract(fetched(SLOW), Settings(extract_seconds=120)))

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(extract_slow)
            slow = await past_the_mark(workers)
            article = await pool.extract(fetched(ARTICLE), Settings())
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))  # a busy slot
            await anyio.sleep(0.3)
            paused = state(slow)
            still_running = not outcome
        return outcome[0], article, paused, still_running

    slow_page, article, paused, still_running = anyio.run(go)
    assert getattr(article, "is_full", False) and still_running
    assert paused == "T"  # stopped while every slot had a page
    assert slow_page == extract(SLOW, "https://site.example/a")  # not dropped: it ended
    assert sorted(pool.pids) == sorted(workers)  # the same two workers, neither killed


def test_a_page_that_starts_waiting_gets_a_slow_pages_slot_at_once(
    pool: ExtractionPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A running task looks at its page between waits of `_POLL`; a page that starts waiting has it
    look at once. With a minute between looks, the waiting page would wait that minute."""
    workers = with_spare(pool)
    monkeypatch.setattr(workers_module, "_POLL", 60.0)

    async def go() -> object:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(HEAVY), Settings(extract_seconds=120))
            await past_the_mark(workers)
            with anyio.fail_after(20):  # a backstop: the page takes well under a second
                article = await pool.extract(fetched(ARTICLE), Settings())
            tasks.cancel_scope.cancel()
        return article

    assert getattr(anyio.run(go), "is_full", False)


def test_a_page_whose_worker_gets_no_cpu_still_gives_its_slot_to_a_waiting_page(
    pool: ExtractionPool,
) -> None:
    """Workers get the CPU the rest of the machine leaves (`NICENESS`): on a busy machine a hostile
    page's worker may run a fraction of the time, and a mark counted in CPU came late while the
    pages waiting shared the other slots. The mark is wall time: here the slow page's worker gets no
    CPU at all (held stopped), and the waiting page still takes its slot."""
    workers = with_spare(pool)

    async def go() -> object:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))
            while len(pool.pids) == len(workers):  # noqa: ASYNC110 - until a worker has taken the page
                await anyio.sleep(0.001)
            (taken,) = set(workers) - set(pool.pids)
            os.kill(taken, signal.SIGSTOP)  # before it could use the CPU the old mark counted
            with anyio.fail_after(20):  # a backstop: without the wall mark it waits the page's 120 s
                article = await pool.extract(fetched(ARTICLE), Settings())
            tasks.cancel_scope.cancel()
        return article

    assert getattr(anyio.run(go), "is_full", False)


def test_a_pool_keeps_a_spare_only_once_a_slow_page_held_pages_up(pool: ExtractionPool) -> None:
    """Pages waiting for a worker are routine (a research's searches bring dozens at once); a third
    worker's start-up on two cores would cost more than it saves, so only a slow page starts it."""

    async def two_waiting() -> None:
        async with anyio.create_task_group() as tasks:
            for _ in range(3):
                tasks.start_soon(pool.extract, fetched(ARTICLE), Settings())

    anyio.run(two_waiting)
    pool.warm()
    assert len(pool.pids) == 1
    with_spare(pool)  # asserts the two


def test_the_spare_is_ready_before_a_page_waits_for_a_slow_pages_slot(pool: ExtractionPool) -> None:
    """The spare is forked once a page runs past the mark, with no page waiting yet: the first page
    to wait for that slot takes a worker that has started and warmed up. Forked only when a page
    waited, it cost that page the fork and warm-up (30-60 ms, the first clean search beside an
    attack page)."""
    run(pool, fetched(ARTICLE), Settings())
    (first,) = pool.pids

    def spare_ready() -> bool:  # it said so (the message waits to be read until a page takes it)
        return any(worker.ready or worker.connection.poll() for worker in pool._idle)

    async def go() -> tuple[bool, object]:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))
            await past_the_mark([first])
            with anyio.move_on_after(10):  # a backstop: the spare is ready in well under a second
                while not spare_ready():  # noqa: ASYNC110 - a process to wait for, not a task
                    await anyio.sleep(0.01)
            ready = spare_ready() and first not in pool.pids  # while the slow page runs, no page waiting
            article = await pool.extract(fetched(ARTICLE), Settings())
            tasks.cancel_scope.cancel()
        return ready, article

    ready, article = anyio.run(go)
    assert ready
    assert getattr(article, "is_full", False)


def test_the_spare_forked_beside_a_slow_page_ends_with_it_if_no_page_came(pool: ExtractionPool) -> None:
    """A process that met one slow page and no page waiting for its slot keeps no third worker: the
    spare forked beside the slow page, or the slow page's worker, ends when that page does."""
    run(pool, fetched(ARTICLE), Settings())
    (first,) = pool.pids
    assert pool._zygote is not None
    zygote = pool._zygote.process.pid

    async def go() -> int:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))
            await past_the_mark([first])
            await anyio.sleep(0.2)  # a few of the pool's looks: the spare is forked
            beside = len(children(zygote))
        return beside

    beside = anyio.run(go)
    assert beside == 2  # the slow page's worker and the spare
    assert len(pool._idle) == 1  # once it ended
    give_up = time.monotonic() + 30
    while len(children(zygote)) > 1 and time.monotonic() < give_up:
        time.sleep(0.01)
    assert len(children(zygote)) == 1


def test_no_spare_is_kept_beside_a_task_in_the_background_until_it_ends(pool: ExtractionPool) -> None:
    """A page in the background is an attack's, usually; its worker is the extra one while it runs,
    and a spare beside it would be a fourth worker's memory on the tree's peak under the attack."""
    workers = with_spare(pool)
    assert pool._zygote is not None
    zygote = pool._zygote.process.pid

    async def go() -> tuple[int, int]:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))
            await past_the_mark(workers)
            article = await pool.extract(fetched(ARTICLE), Settings())  # on the spare
            assert getattr(article, "is_full", False)
            pool.warm()  # as each search starts
            beside = len(children(zygote))
            tasks.cancel_scope.cancel()
        await pool.started()
        return beside, len(pool.pids)

    beside, after = anyio.run(go)
    assert beside == 2  # the slow page's and the article's, no third
    assert after == 2  # once it ended: the slot's worker and the spare again


def test_a_page_given_a_background_tasks_slot_takes_the_first_worker_ready(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The spare started for the slot of a slow page may still be importing (seconds on a loaded
    machine, or its zygote busy): the page waiting for it takes whichever worker is ready first, here
    one another page gives back, rather than the spare, whose zygote is held stopped so that it never
    gets ready."""
    two = ExtractionPool(size=2, memory_mb=512)
    stalled: list[Worker] = []
    try:

        async def both_ready() -> None:  # both workers, started and settled
            async with anyio.create_task_group() as tasks:
                for _ in range(2):
                    tasks.start_soon(two.extract, fetched(ARTICLE), Settings())

        anyio.run(both_ready)
        workers = two.pids
        settled(workers)
        start = two._new

        def new_stalled() -> Worker:
            assert two._zygote is not None
            os.kill(two._zygote.process.pid, signal.SIGSTOP)  # the spare is never forked
            worker = start()
            stalled.append(worker)
            return worker

        monkeypatch.setattr(two, "_new", new_stalled)

        async def go() -> object:
            async with anyio.create_task_group() as tasks:
                for url in ("https://site.example/1", "https://site.example/2"):
                    tasks.start_soon(two.extract, fetched(SLOW, url), Settings(extract_seconds=120))
                await past_the_mark(workers)
                found = await two.extract(fetched(ARTICLE), Settings())
            return found

        article = anyio.run(go)
        assert getattr(article, "is_full", False)
        assert len(stalled) == 1 and not stalled[0].ready  # the spare was started, never waited for
    finally:
        if two._zygote is not None:
            os.kill(two._zygote.process.pid, signal.SIGCONT)
        for worker in stalled:
            worker.kill()
        two.close()


def test_a_slow_page_keeps_its_worker_running_when_no_page_waits(pool: ExtractionPool) -> None:
    workers = with_spare(pool)

    async def go() -> str:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pool.extract, fetched(SLOW), Settings(extract_seconds=120))
            slow = await past_the_mark(workers)
            await anyio.sleep(0.2)  # a few of the pool's checks
            running = state(slow)
            tasks.cancel_scope.cancel()
        return running

    assert anyio.run(go) in "RS"


def test_workers_never_run_the_callers_main_script_again(tmp_path: Path) -> None:
    """A research script without an `if __name__ == "__main__"` guard runs once, not once per worker
    (multiprocessing's spawn and fork server would run it again in each)."""
    runs = tmp_path / "runs"
    script = tmp_path / "research.py"
    script.write_text(
        "import anyio\n"
        "from gptr_fulltext import Settings\n"
        "from gptr_fulltext.models import Fetched\n"
        "from gptr_fulltext.workers import ExtractionPool\n"
        f"with open({str(runs)!r}, 'a') as log:\n"
        "    log.write('run\\n')\n"
        f"body = {ARTICLE!r}\n"
        "page = Fetched('https://a.example/', 'https://a.example/', 200, {}, body)\n"
        "pool = ExtractionPool(2, 512)\n"
        "async def main() -> None:\n"
        "    async with anyio.create_task_group() as tasks:\n"
        "        for _ in range(2):\n"
        "            tasks.start_soon(pool.extract, page, Settings())\n"
        "anyio.run(main)\n"
        "pool.close()\n"
    )
    subprocess.run([sys.executable, str(script)], check=True, timeout=120)
    assert runs.read_text() == "run\n"


def test_a_paused_worker_ends_with_its_parent(tmp_path: Path) -> None:
    """A worker stopped in the background cannot see its socket close: the kernel ends it when a
    parent killed meanwhile is gone."""
    script = tmp_path / "parent.py"
    script.write_text(
        "import sys, time, anyio\n"
        "from gptr_fulltext import Settings\n"
        "from gptr_fulltext.models import Fetched\n"
        "from gptr_fulltext.workers import ExtractionPool\n"
        f"page = Fetched('https://a.example/', 'https://a.example/', 200, {{}}, {ARTICLE!r})\n"
        "pool = ExtractionPool(1, 512)\n"
        "anyio.run(pool.extract, page, Settings())\n"
        "print(pool.pids[0], flush=True)\n"
        "time.sleep(120)\n"
    )
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    os.kill(worker, signal.SIGSTOP)
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 10
    while Path(f"/proc/{worker}").exists() and state(worker) != "Z" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not Path(f"/proc/{worker}").exists() or state(worker) == "Z"


def test_a_worker_imports_what_extraction_needs_and_not_the_pools_event_loop() -> None:
    """Each worker's imports are on the path of a process's first search: the pool's anyio and
    fetch loop (a quarter second of CPU) stay in the parent."""
    probe = (
        "import sys, gptr_fulltext.worker_process, gptr_fulltext.page\n"
        "print(sorted(m for m in ('anyio', 'asyncio', 'httpx', 'gptr_fulltext.runtime', "
        "'gptr_fulltext.workers') if m in sys.modules))"
    )
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"
