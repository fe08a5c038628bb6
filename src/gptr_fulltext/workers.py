"""Extraction in a pool of worker processes that can be killed: a hostile page costs itself, no one else.

Parsing is CPU-bound and some pages are built to make it slow (100,000 attributes, deep nesting, a
PDF that decompresses without end), or to crash libxml2. In threads such a page holds the GIL, and
an abandoned thread cannot be stopped. So every response is extracted in a worker process: the event
loop only sends bytes and waits. Each task has a time budget (`FULLTEXT_EXTRACT_SECONDS`) and the
worker a memory cap (`FULLTEXT_EXTRACT_MB`, its resident set, checked while it works), of which one
page may add only `_TASK_GROWTH_MB`; a worker over either, or one that dies, is killed and
replaced, and the page is dropped as `extract_timeout`, `too_complex` or `extract_crashed`. A
worker that grew large on a page exits after answering, so memory returns after a bomb. A page
that is slow while others wait goes to the background on a spare worker (`ExtractionPool._run`),
so it no longer costs the others a worker.

Workers are forked by a zygote, a fresh interpreter running `python -m gptr_fulltext.worker_process`
that imported and warmed extraction once (`worker_process`), and talk to the pool over a socket
pair each: not forked from this process (fork after threads is unsafe) and not multiprocessing's
spawn or fork server, which re-run the caller's main script in every worker — a research script
without a main guard would start its research again there. A worker says it is ready once the
zygote has started, so that start-up never counts against a page's budget; a worker killed by a
hostile page is replaced in milliseconds.
"""

from __future__ import annotations

import heapq
import itertools
import os
import signal
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager, suppress

import anyio

from gptr_fulltext import runtime
from gptr_fulltext.models import Extraction, Fetched
from gptr_fulltext.reasons import PageError, Reason
from gptr_fulltext.settings import Settings
from gptr_fulltext.worker_process import ABANDON, READY, Task
from gptr_fulltext.zygote import Worker, Zygote

_POLL = 0.05  # seconds between looks at a running task (memory, time, the background)
# A worker near its memory cap is looked at sooner: as if it could grow this fast (bytes a second),
# down to `_SOONEST` seconds apart. A hostile page's worker sat at 107 MB for a second, then grew
# 33 MB within one 50 ms poll: it was stopped at 152 MB for a cap of 138, 14 MB of the process
# tree's peak beyond the cap. Only pages close to their cap are looked at more often.
_FASTEST_GROWTH = 1 << 30
_SOONEST = 0.002
_READY_POLL = 0.01  # seconds between looks for a ready idle worker while only starting ones are idle
_START_SECONDS = 60.0  # the zygote's start-up (imports and warm-up), on a loaded machine
# A worker whose RSS passed this share of its cap exits after answering, to give memory back.
_RECYCLE_SHARE = 0.5
# A page whose search ended while it was being extracted: its worker is told to drop it, and kept if
# it answers within this many seconds: a replacement forked by the zygote is cheap, but a kill loses
# the page in hand either way, and a worker kept keeps what it has warmed since.
_ABANDON_SECONDS = 0.25
# One page may grow its worker's resident set by this much: half again what the largest real pages
# of every corpus need (+68 MB at most over the 40 largest of each, in a fresh worker;
# docs/benchmarks.md, Round 7). Each MB here is a MB of the process tree's peak under an attack.
_TASK_GROWTH_MB = 100
# Idle workers kept beyond the free slots, to take the slot of a task moved to the background; none
# while such a task runs: its worker is the extra one until it ends (`ExtractionPool._wanted`).
_SPARES = 1
# A task past this much wall time while other pages wait goes to the background (`_run`): paused
# while pages wait or every slot is busy, its slot handed to the next page (on the spare). Wall time,
# not CPU: the workers run at a lower priority (`worker_process.NICENESS`) and get the CPU the rest
# leaves, so on a busy machine a hostile page reached 0.25 s of CPU late (0.9 s of wall in one trace)
# and held its slot meanwhile; wall time is the same mark whatever the load. On an idle core a
# task's CPU is its wall time: there nothing changes.
_BACKGROUND_SECONDS = 0.25
# A paused task's budget counts only its running time; past this many budgets of wall time it ends.
_BACKGROUND_WALL_FACTOR = 3


class _Gone(Exception):
    """An idle worker had ended before it was sent a page (private: `extract` starts another)."""


class _Slot:
    """One task's hold on a worker slot, handed over if the task goes to the background (`_run`)."""

    def __init__(self, slots: _RankedSlots) -> None:
        self._slots = slots
        self.handed_over = False
        self.past_the_mark = False  # its task ran past `_BACKGROUND_SECONDS` (`_run`)

    def hand_over(self) -> None:
        if not self.handed_over:
            self.handed_over = True
            self._slots.release()


class _RankedSlots:
    """Worker slots, handed to waiting tasks best search rank first (then in arrival order).

    Concurrent searches share one pool: GPT Researcher runs a research's sub-queries at once, 40
    candidates and more on two cores. First come, first served would extract one search's 10th
    candidate before another's 1st; a search ends once its best-ranked full pages are settled, so
    those go first.
    """

    def __init__(self, size: int, on_wait: Callable[[], None]) -> None:
        self.free = size
        self._waiting: list[tuple[int, int, anyio.Event]] = []
        self._arrival = itertools.count()
        self._on_wait = on_wait  # told each time a task starts waiting

    @property
    def waiting(self) -> bool:
        return bool(self._waiting)

    @asynccontextmanager
    async def slot(self, rank: int) -> AsyncIterator[_Slot]:
        if self.free and not self._waiting:
            self.free -= 1
        else:
            entry = (rank, next(self._arrival), anyio.Event())
            heapq.heappush(self._waiting, entry)
            self._on_wait()
            try:
                await entry[2].wait()  # set once `release` passed a slot on to this entry
            except BaseException:  # cancelled: leave the queue, or pass on a slot just handed over
                if entry[2].is_set():
                    self.release()
                else:
                    self._waiting.remove(entry)
                    heapq.heapify(self._waiting)
                raise
        held = _Slot(self)
        try:
            yield held
        finally:
            if not held.handed_over:
                self.release()

    def release(self) -> None:
        if self._waiting:
            heapq.heappop(self._waiting)[2].set()
        else:
            self.free += 1


class ExtractionPool:
    """Worker processes for one event loop; tasks wait for a free worker, best search rank first."""

    def __init__(self, size: int, memory_mb: int) -> None:
        self.size = size
        self.memory_bytes = memory_mb * 1024 * 1024
        self._idle: deque[Worker] = deque()
        self._slots = _RankedSlots(size, self._look_again)
        self._looks: set[anyio.CancelScope] = set()  # running tasks' waits between looks (`_run`)
        self._background = 0  # tasks moved to the background, still running
        self._spares = 0  # idle workers kept beyond the free slots: `_SPARES` once a slow page held pages up
        self._slow = 0  # tasks running past `_BACKGROUND_SECONDS`: a spare is kept beside them
        self._zygote: Zygote | None = None  # started with the first worker
        self._takers = 0  # pages waiting in `_take` for an idle worker to be ready

    async def extract(self, fetched: Fetched, settings: Settings, rank: int = 0) -> Extraction:
        """`page.extract` of the response in a worker, within the task budget; raises `PageError`
        (`extract_timeout`, `too_complex`, `extract_crashed`) when the worker had to be given up.
        `rank` is the page's place in its search's results (0 = best): it orders the waiting pages."""
        task = Task(fetched.body, fetched.final_url, fetched.status, dict(fetched.headers), settings)
        async with self._slots.slot(rank) as slot:
            worker = await self._take()
            try:
                await self._until_ready(worker)
                try:
                    result, leaving = await self._run(worker, task, settings.extract_seconds, slot)
                except _Gone:  # it ended while idle, before it saw this page: the page gets a new one
                    worker.kill()
                    worker = self._new()
                    await self._until_ready(worker)
                    try:
                        result, leaving = await self._run(worker, task, settings.extract_seconds, slot)
                    except _Gone as exc:  # a fresh worker too: not a page's fault, but no page either
                        raise PageError(
                            Reason.EXTRACT_CRASHED, f"extraction workers end before they get a page ({exc})"
                        ) from None
                # From the background, it becomes the spare again unless one was started meanwhile.
                surplus = slot.handed_over and len(self._idle) >= self._wanted(self._background - 1)
                if result == "memory" or leaving or surplus or not worker.alive():
                    worker.kill()
                else:
                    self._idle.append(worker)
            except anyio.get_cancelled_exc_class():  # its search ended
                if slot.handed_over:
                    worker.kill()  # a page slow enough for the background, perhaps paused: not awaited
                else:
                    await self._abandon(worker)  # kept if it drops the page at once
                raise
            except BaseException:
                worker.kill()  # given up: its state is unknown
                raise
            finally:
                if slot.handed_over:
                    self._background -= 1
                    self.warm()  # the spare, if its worker is gone
                if slot.past_the_mark:
                    self._slow -= 1
                    if not slot.handed_over:
                        self._trim()  # the spare forked beside it, if no page came for its slot
        if result == "memory":
            raise PageError(
                Reason.TOO_COMPLEX, f"needs more memory than FULLTEXT_EXTRACT_MB={settings.extract_mb}"
            )
        assert isinstance(result, Extraction)
        return result

    def warm(self) -> None:
        """Start the missing workers now, without waiting for them: the zygote's start-up (a second or
        more) then overlaps the search and the first fetches instead of delaying the first page. While a
        page runs past `_BACKGROUND_SECONDS`, and for good once a slow page held up waiting pages, one
        more: the spare that takes the slot of a task gone to the background (`_run`); not before, so a
        process that never meets such a page never starts it."""
        while len(self._idle) < self._wanted(self._background):
            self._idle.append(self._new())

    def _trim(self) -> None:
        """For a task ending with its slot still held: end the idle workers beyond those wanted
        (`_wanted`, one for each page in `_take`, one for the slot about to be released), the largest
        first: a spare forked beside a slow page that no page came for, or the slow page's worker
        itself, grown on its page, which then gives its memory back."""
        while len(self._idle) > self._wanted(self._background) + self._takers + 1:
            largest = max(self._idle, key=lambda worker: worker.rss_bytes())
            self._idle.remove(largest)
            largest.kill()

    def _wanted(self, background: int) -> int:
        """Idle workers to keep: one per free slot, and the spare unless `background` tasks stand in
        for it. A task in the background is an attack page's, usually: the spare kept beside it as
        well (a fourth worker on two cores) added ~37 MB to the process tree's peak under an attack,
        for a second such page, which gets a spare forked at once (milliseconds) when it comes."""
        spares = _SPARES if self._slow else self._spares
        return self._slots.free + max(spares - background, 0)

    async def started(self) -> None:
        """Start the missing workers and wait until each is ready: for a caller with time to spare
        before its first page, as a benchmark measuring calls after the first."""
        self.warm()
        for worker in list(self._idle):
            await self._until_ready(worker)

    async def _abandon(self, worker: Worker) -> None:
        """A worker whose page is no longer wanted goes back to the idle ones: still starting, or
        once it answered that it dropped the page (`ABANDON`) within `_ABANDON_SECONDS`; else it is
        killed (a page in one long C call, e.g. a hostile parse, cannot be interrupted)."""
        if not worker.busy:
            if worker.alive() and not worker.ready:
                self._idle.append(worker)  # cancelled while it was starting: it is kept for the next page
            else:
                worker.kill()
            return
        worker.signal(ABANDON)
        with anyio.CancelScope(shield=True), anyio.move_on_after(_ABANDON_SECONDS):
            while worker.alive():
                if worker.connection.poll():
                    try:
                        _dropped, leaving = worker.connection.recv()
                    except (EOFError, OSError):
                        break
                    worker.busy = False
                    if not leaving:
                        self._idle.append(worker)
                        return
                    break
                with anyio.move_on_after(_POLL):
                    await anyio.wait_readable(worker.connection.fileno())
        worker.kill()

    async def _take(self) -> Worker:
        """The first idle worker to be ready, whichever that is: one that finishes starting, or one
        another page gives back. A page handed the slot of a task gone to the background would
        otherwise wait for the spare, which waits for the zygote (its own start-up, a second of CPU,
        when it is still starting), while the worker of a page just ending comes free at once. Each
        page waiting here has at least one idle worker of its own to wait for: a new one is started
        when they are too few."""
        self._takers += 1
        try:
            with anyio.fail_after(_START_SECONDS):
                while True:
                    for worker in self._idle:
                        if worker.ready or worker.connection.poll():  # its "ready" waits to be read
                            self._idle.remove(worker)
                            return worker
                    if len(self._idle) < self._takers:
                        self._idle.append(self._new())
                    await anyio.sleep(_READY_POLL)
        except TimeoutError:
            raise PageError(
                Reason.EXTRACT_CRASHED, f"no extraction worker started within {_START_SECONDS:g} s"
            ) from None
        finally:
            self._takers -= 1

    def _new(self) -> Worker:
        """A worker forked by the zygote (milliseconds), started first if it is not running."""
        recycle_kb = int(self.memory_bytes * _RECYCLE_SHARE / 1024)
        if self._zygote is not None and self._zygote.alive():
            self._zygote.collect_exits()
            with suppress(OSError):  # it ended just now: a new one
                return Worker(self._zygote, recycle_kb)
        if self._zygote is not None:
            self._zygote.stop()
        self._zygote = Zygote()
        return Worker(self._zygote, recycle_kb)

    async def _until_ready(self, worker: Worker) -> None:
        """Wait for a new worker to be ready (never part of a page's budget); raise if it fails to start."""
        if worker.ready:
            return
        try:
            with anyio.fail_after(_START_SECONDS):
                await anyio.wait_readable(worker.connection.fileno())
            said = worker.connection.recv()
        except (TimeoutError, EOFError, OSError):
            raise PageError(
                Reason.EXTRACT_CRASHED, f"an extraction worker did not start within {_START_SECONDS:g} s"
            ) from None
        if not (isinstance(said, tuple) and len(said) == 2 and said[0] == READY):
            raise PageError(Reason.EXTRACT_CRASHED, "an extraction worker started wrongly")
        try:
            worker.started(said[1])
        except ProcessLookupError:
            raise PageError(Reason.EXTRACT_CRASHED, "an extraction worker ended as it started") from None

    async def _run(
        self, worker: Worker, task: Task, seconds: float, slot: _Slot
    ) -> tuple[Extraction | str, bool]:
        """The worker's answer to `task` and whether it is leaving after it. The budget counts the
        time the worker ran, not the time it was paused in the background.

        A task past `_BACKGROUND_SECONDS` in its worker while other pages wait goes to the background:
        its slot goes to the next page (on the spare), and its worker is paused (SIGSTOP) whenever
        pages wait or every slot is busy, continued when a core is free. A page built to be slow
        then costs no one a worker; a real page this slow still ends, a little later. Pausing,
        unlike a lower priority, can be undone without privileges, so the worker stays."""
        started = time.monotonic()
        worker.busy = True
        memory = min(self.memory_bytes, worker.rss_bytes() + _TASK_GROWTH_MB * 2**20)
        try:
            await anyio.to_thread.run_sync(worker.connection.send, task)
        except OSError as exc:
            raise _Gone(str(exc)) from None
        ran, running_since, paused = 0.0, started, False  # `ran`: seconds run before the last pause
        while not worker.connection.poll():
            now = time.monotonic()
            if ran + (0.0 if paused else now - running_since) > seconds:
                raise PageError(
                    Reason.EXTRACT_TIMEOUT,
                    f"extraction took over FULLTEXT_EXTRACT_SECONDS={seconds:g} s; the worker was stopped",
                )
            if now - started > seconds * _BACKGROUND_WALL_FACTOR:
                raise PageError(
                    Reason.EXTRACT_TIMEOUT,
                    f"extraction waited in the background over {_BACKGROUND_WALL_FACTOR} × "
                    f"FULLTEXT_EXTRACT_SECONDS={seconds:g} s; the worker was stopped",
                )
            if (rss := worker.rss_bytes()) > memory:
                cap = (
                    f"FULLTEXT_EXTRACT_MB={self.memory_bytes // 2**20} MB"
                    if memory == self.memory_bytes
                    else f"{_TASK_GROWTH_MB} MB more than its worker held before it"
                )
                await worker.end()  # its memory is back before a replacement is forked
                raise PageError(
                    Reason.TOO_COMPLEX,
                    f"extraction needed {rss // 2**20} MB, over {cap}; the worker was stopped",
                )
            if not worker.alive():
                break
            past_the_mark = not slot.handed_over and now - started > _BACKGROUND_SECONDS
            if past_the_mark and not slot.past_the_mark:
                # A spare is kept while this task runs (`_wanted`), forked now, while no page needs
                # it: the next page to come takes this task's slot on a worker that is ready. Forked
                # once a page waited, it cost that page the fork and warm-up (30-60 ms, in the first
                # clean search beside an attack). If no page came, it ends with the task (`_trim`).
                slot.past_the_mark = True
                self._slow += 1
                self.warm()
            slow = past_the_mark and self._slots.waiting and self._background < self.size
            if slow and not self._idle:  # a second slow page (no spare beside the first): forked now
                self._idle.append(self._new())
            if slow and self._idle:  # the spare, to take the slot
                # From now on a spare is kept ready (`_wanted`): only once a slow page held pages
                # up, so that a process that never meets such pages never holds a third worker.
                self._spares = _SPARES
                self._background += 1
                slot.hand_over()
            if slot.handed_over:
                hold = self._slots.waiting or not self._slots.free  # every core has a page
                if hold and not paused:
                    worker.signal(signal.SIGSTOP)
                    ran, paused = ran + now - running_since, True
                elif paused and not hold:
                    worker.signal(signal.SIGCONT)
                    running_since, paused = now, False
            with anyio.move_on_after(_POLL if paused else _next_look(memory - rss)) as look:
                self._looks.add(look)
                try:
                    await anyio.wait_readable(worker.connection.fileno())
                finally:
                    self._looks.discard(look)
        try:
            answer: tuple[Extraction | str, bool] = worker.connection.recv()
            worker.busy = False
        except (EOFError, OSError):
            code = await worker.exit_code()
            raise PageError(Reason.EXTRACT_CRASHED, f"the extraction worker died ({_exit(code)})") from None
        return answer

    def _look_again(self) -> None:
        """A page has started waiting for a slot: every running task looks at once (`_run`) rather
        than at its next poll, up to `_POLL` later, so that a slow one goes to the background now.
        Beside a hostile page a clean search's pages otherwise waited ~25 ms on average for it, a
        sixth of such a search's ~0.15 s."""
        for look in self._looks:
            look.cancel()

    def close(self) -> None:
        while self._idle:
            self._idle.popleft().stop()
        if self._zygote is not None:
            self._zygote.stop()
            self._zygote = None

    @property
    def pids(self) -> list[int]:
        """The idle workers' process ids, those that have started (for tests and diagnostics)."""
        return [worker.pid for worker in self._idle if worker.pid]


def pool_for(settings: Settings) -> ExtractionPool:
    """The fetch loop's pool for these settings' size and memory cap, started lazily."""
    key: Hashable = ("extraction-pool", worker_count(settings), settings.extract_mb)
    return runtime.loop_local(key, lambda: ExtractionPool(worker_count(settings), settings.extract_mb))


def worker_count(settings: Settings) -> int:
    """`FULLTEXT_WORKERS`, or with 0 the cores this process may use."""
    if settings.workers:
        return settings.workers
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _next_look(headroom: int) -> float:
    """Seconds until a running task is looked at again, given the bytes its worker may still grow."""
    return min(_POLL, max(_SOONEST, headroom / _FASTEST_GROWTH))


def _exit(code: int | None) -> str:
    if code is None:
        return "its exit status unknown"
    if code < 0:
        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"
