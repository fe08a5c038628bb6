"""Extraction in a pool of worker processes that can be killed: a hostile page costs itself, no one else.

Parsing is CPU-bound and some pages are built to make it slow (100,000 attributes, deep nesting, a
PDF that decompresses without end), or to crash libxml2. In threads such a page holds the GIL, and
an abandoned thread cannot be stopped. So every response is extracted in a worker process: the event
loop only sends bytes and waits. Each task has a wall budget (`FULLTEXT_EXTRACT_SECONDS`) and the
worker a memory cap (`FULLTEXT_EXTRACT_MB`, its resident set, checked while it works); a worker
over either, or one that dies, is killed and replaced, and the page is dropped as
`extract_timeout`, `too_complex` or `extract_crashed`. Workers are forked from a server process
that has the extraction modules loaded (fork after threads is unsafe; spawning re-imports them).
A worker that grew large on a page exits after answering, so memory returns after a bomb.
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import signal
import time
from collections import deque
from collections.abc import Hashable
from contextlib import suppress
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

import anyio

from gptr_fulltext import runtime
from gptr_fulltext.models import Extraction, Fetched
from gptr_fulltext.reasons import PageError, Reason
from gptr_fulltext.settings import Settings

_POLL = 0.05  # seconds between memory checks while a task runs
_PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")
# A worker whose peak RSS passed this share of its cap exits after answering, to give memory back.
_RECYCLE_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class _Task:
    body: bytes
    url: str
    status: int
    headers: dict[str, str]
    settings: Settings


def _work(tasks: Connection, recycle_kb: int) -> None:
    """A worker's life: extract each task it is sent, answer, exit when told or when it grew large."""
    from gptr_fulltext.page import extract

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    while True:
        try:
            task: _Task | None = tasks.recv()
        except EOFError:
            return
        if task is None:
            return
        try:
            result: Extraction | str = extract(
                task.body, task.url, status=task.status, headers=task.headers, settings=task.settings
            )
        except MemoryError:
            result = "memory"
        tasks.send(result)
        if resource.getrusage(resource.RUSAGE_SELF).ru_maxrss > recycle_kb:
            return


class _Worker:
    def __init__(self, context: BaseContext, recycle_kb: int) -> None:
        self.connection, child = multiprocessing.Pipe()
        self.process: BaseProcess = context.Process(  # type: ignore[attr-defined]
            target=_work, args=(child, recycle_kb), daemon=True, name="gptr-fulltext-extract"
        )
        self.process.start()
        child.close()

    def rss_bytes(self) -> int:
        """The worker's resident set now (0 when it cannot be read, e.g. it just ended)."""
        try:
            statm = Path(f"/proc/{self.process.pid}/statm").read_text(encoding="ascii")
            return int(statm.split()[1]) * _PAGE_SIZE
        except (OSError, ValueError, IndexError):
            return 0

    def kill(self) -> None:
        self.process.kill()
        self.process.join(1)
        self.connection.close()

    def stop(self) -> None:
        """Ask an idle worker to end; it is killed if it does not within a second."""
        with suppress(OSError):
            self.connection.send(None)
        self.process.join(1)
        if self.process.is_alive():
            self.process.kill()
        self.connection.close()


class ExtractionPool:
    """Worker processes for one event loop; tasks wait for a free worker, in turn."""

    def __init__(self, size: int, memory_mb: int) -> None:
        self.size = size
        self.memory_bytes = memory_mb * 1024 * 1024
        self._context = _context()
        self._idle: deque[_Worker] = deque()
        self._free = anyio.CapacityLimiter(size)

    async def extract(self, fetched: Fetched, settings: Settings) -> Extraction:
        """`page.extract` of the response in a worker, within the task budget; raises `PageError`
        (`extract_timeout`, `too_complex`, `extract_crashed`) when the worker had to be given up."""
        task = _Task(fetched.body, fetched.final_url, fetched.status, dict(fetched.headers), settings)
        async with self._free:
            worker = self._idle.popleft() if self._idle else await self._start()
            try:
                result = await self._run(worker, task, settings.extract_seconds)
            except BaseException:
                worker.kill()  # cancelled, or given up: its state is unknown
                raise
            if result == "memory" or not worker.process.is_alive():
                worker.kill()
            else:
                self._idle.append(worker)
        if result == "memory":
            raise PageError(
                Reason.TOO_COMPLEX, f"needs more memory than FULLTEXT_EXTRACT_MB={settings.extract_mb}"
            )
        assert isinstance(result, Extraction)
        return result

    async def _start(self) -> _Worker:
        recycle_kb = int(self.memory_bytes * _RECYCLE_SHARE / 1024)
        return await anyio.to_thread.run_sync(_Worker, self._context, recycle_kb)

    async def _run(self, worker: _Worker, task: _Task, seconds: float) -> Extraction | str:
        started = time.monotonic()
        try:
            await anyio.to_thread.run_sync(worker.connection.send, task)
        except OSError as exc:
            raise PageError(Reason.EXTRACT_CRASHED, f"the extraction worker was gone: {exc}") from None
        while not worker.connection.poll():
            if time.monotonic() - started > seconds:
                raise PageError(
                    Reason.EXTRACT_TIMEOUT,
                    f"extraction took over FULLTEXT_EXTRACT_SECONDS={seconds:g} s; the worker was stopped",
                )
            if worker.rss_bytes() > self.memory_bytes:
                raise PageError(
                    Reason.TOO_COMPLEX,
                    f"extraction needed over FULLTEXT_EXTRACT_MB={self.memory_bytes // 2**20} MB; "
                    "the worker was stopped",
                )
            if not worker.process.is_alive():
                break
            with anyio.move_on_after(_POLL):
                await anyio.wait_readable(worker.connection.fileno())
        try:
            result: Extraction | str = worker.connection.recv()
        except (EOFError, OSError):
            await anyio.to_thread.run_sync(worker.process.join, 1)  # reaped, so its exit code is known
            code = worker.process.exitcode
            raise PageError(Reason.EXTRACT_CRASHED, f"the extraction worker died ({_exit(code)})") from None
        return result

    def close(self) -> None:
        while self._idle:
            self._idle.popleft().stop()

    @property
    def pids(self) -> list[int]:
        """The idle workers' process ids (for tests and diagnostics)."""
        return [worker.process.pid for worker in self._idle if worker.process.pid is not None]


def pool_for(settings: Settings) -> ExtractionPool:
    """The fetch loop's pool for these settings' size and memory cap, started lazily."""
    key: Hashable = ("extraction-pool", worker_count(settings), settings.extract_mb)
    return runtime.loop_local(key, lambda: ExtractionPool(worker_count(settings), settings.extract_mb))


def worker_count(settings: Settings) -> int:
    """`FULLTEXT_WORKERS`, or with 0 the cores this process may use."""
    if settings.workers:
        return settings.workers
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _context() -> BaseContext:
    """A fork server with the extraction modules loaded, where the platform has one; else spawn.

    A process forked from one that may have started the fork server inherits the server's handle
    but is not its parent, and cannot use it: such a child spawns its workers."""
    if "forkserver" in multiprocessing.get_all_start_methods() and not _forked:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["gptr_fulltext.page"])
        return context
    return multiprocessing.get_context("spawn")


_forked = False


def _mark_forked() -> None:
    global _forked
    _forked = True


os.register_at_fork(after_in_child=_mark_forked)


def _exit(code: Any) -> str:
    if isinstance(code, int) and code < 0:
        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"
