"""The worker processes' own side: the zygote (`python -m` this module) and the loop each worker runs.

Kept apart from the pool (`workers`) so that a worker imports only what extraction needs: the
pool's event-loop machinery (anyio, the fetch loop) cost each worker a quarter second of CPU at
start-up, on the path of a process's first search.

A fresh interpreter costs 0.65 s of CPU to import extraction and 0.5 s more on its first page
(the public-suffix list, compiled patterns); two workers and a spare paid it three times, on the
cores the first search needs, and a worker killed by a hostile page paid it again. So one process,
the zygote, imports and warms extraction once and forks every worker from itself: a fork of a
single-threaded process is safe, and a warm worker is ready in milliseconds.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import os
import select
import signal
import socket
import sys
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path

from gptr_fulltext.models import Extraction
from gptr_fulltext.settings import Settings

READY = "ready"
# The parent's signal that it no longer wants the page in hand: the worker stops extracting it at
# the next Python line (a C call in progress runs to its end) and answers `ABANDONED`.
ABANDON = signal.SIGUSR1
ABANDONED = "abandoned"
_PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")
_PR_SET_PDEATHSIG = 1  # linux/prctl.h
# A worker hands freed memory back after a page only once it holds this much more than when it was
# ready: after a small page a trim gives back 1-2 MB, which the next page faults in again (400 page
# faults a page instead of 160); after a large page, tens of MB.
_TRIM_ABOVE = 16 * 2**20
# The zygote's and so every worker's niceness, added to the parent's (`nice`'s own default). When
# the cores are short the process that started them comes first: a server's event loop answering
# a burst (`gptr-fulltext serve`), or a fetch loop reading responses, waits less for a worker
# extracting a hostile page, which gets the CPU the rest leaves. Workers among themselves stay equal.
NICENESS = 10


@dataclass(frozen=True, slots=True)
class Task:
    """One page for a worker: the response as fetched and the settings to extract it with."""

    body: bytes
    url: str
    status: int
    headers: dict[str, str]
    settings: Settings


class _Abandoned(Exception):
    """The page in hand is no longer wanted (`ABANDON`)."""


class _Extracting:
    """Whether a page is in hand: `ABANDON` interrupts only an extraction, never the task loop."""

    def __init__(self) -> None:
        self.now = False

    def on_abandon(self, _signal: int, _frame: object) -> None:
        if self.now:
            raise _Abandoned


def fork_workers(control: socket.socket) -> None:
    """The zygote's life: import and warm extraction, then fork a worker for each socket the pool
    sends (with the worker's recycle size), and tell the pool each worker's exit status (`pid`,
    `exit code`); end when the pool closes `control`. Its workers die with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    _die_with_parent()
    os.nice(NICENESS)
    _warm_up()
    # What is loaded now stays shared with every worker: a full collection in a worker would write
    # to each object's header and copy the pages (~11 MB per worker), unless it is frozen out of reach.
    gc.collect()
    gc.freeze()
    _give_back_memory()
    exits = Connection(os.dup(control.fileno()))
    woken, wake = socket.socketpair()  # exits are reaped here, not in a handler that could nest
    wake.setblocking(False)
    signal.set_wakeup_fd(wake.fileno(), warn_on_full_buffer=False)
    signal.signal(signal.SIGCHLD, lambda _signal, _frame: None)
    try:
        _fork_on_request(control, exits, woken, wake)
    finally:  # workers still ending must not signal into closed sockets
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for each in (exits, woken, wake):
            each.close()


def _fork_on_request(
    control: socket.socket, exits: Connection, woken: socket.socket, wake: socket.socket
) -> None:
    while True:
        readable, _, _ = select.select([control, woken], [], [])
        if woken in readable:
            woken.recv(4096)
            if not _report_exits(exits):
                return
        if control in readable:
            try:
                message, fds, _flags, _address = socket.recv_fds(control, 64, 1)
            except OSError:  # the pool closed it with exit codes unread: it is gone all the same
                return
            if not message:
                return
            if fds and os.fork() == 0:
                signal.set_wakeup_fd(-1)
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                for each in (control, exits, woken, wake):
                    each.close()
                code = 1
                try:
                    work(Connection(fds[0]), int(message))
                    code = 0
                except BaseException:  # a bug of ours: said on stderr, as an interpreter would
                    traceback.print_exc()
                    raise
                finally:  # never back into the zygote's loop, whatever happened
                    os._exit(code)
            for fd in fds:
                os.close(fd)


def _report_exits(exits: Connection) -> bool:
    """Reap the workers that ended and tell the pool their exit codes; False once the pool is gone."""
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return True
        if not pid:
            return True
        try:
            exits.send((pid, os.waitstatus_to_exitcode(status)))
        except OSError:
            return False


def _warm_up() -> None:
    """Extract a page that takes every step real pages take (`warm_up`). In the zygote it loads and
    fills what extraction builds on first use, once for every worker. In each worker it takes the
    copy-on-write faults of a first page before the worker says ready: every shared object a page
    touches has its reference count written, and each write copies a page of the zygote's heap. A
    fresh fork's first real page took 29 ms of CPU and 1,800 page faults against 17 ms and 140 in a
    worker that had extracted pages before (median of 20); after this warm-up, 18 ms and 420. A
    worker replacing one killed by a hostile page is forked while that page's search goes on; without
    the warm-up a clean search beside it paid these faults on its own pages."""
    from gptr_fulltext import warm_up
    from gptr_fulltext.page import extract

    extract(warm_up.page(), warm_up.URL, settings=Settings())


def work(tasks: Connection, recycle_kb: int) -> None:
    """A worker's life: warm up, say ready (with its process id), extract each task it is sent,
    answer; end when told, or once it grew large."""
    from gptr_fulltext.page import extract

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    extracting = _Extracting()
    signal.signal(ABANDON, extracting.on_abandon)
    _die_with_parent()
    _warm_up()
    warm_bytes = rss_bytes(os.getpid())
    try:
        tasks.send((READY, os.getpid()))
    except OSError:
        return
    while True:
        try:
            task: Task | None = tasks.recv()
        except (EOFError, OSError):  # the parent is gone (closed, or reset with our "ready" unread)
            return
        if task is None:
            return
        result: Extraction | str
        try:
            try:  # the flag is down again before anything else can be interrupted
                extracting.now = True
                result = extract(
                    task.body, task.url, status=task.status, headers=task.headers, settings=task.settings
                )
            finally:
                extracting.now = False
        except MemoryError:
            result = "memory"
        except _Abandoned:
            result = ABANDONED
        resident = rss_bytes(os.getpid())
        leaving = resident > recycle_kb * 1024
        try:
            tasks.send((result, leaving))  # the parent must not hand a leaving worker another page
        except OSError:  # the parent gave the page up (its deadline) or is gone
            return
        if leaving:
            return
        if resident > warm_bytes + _TRIM_ABOVE:
            _give_back_memory()  # once answered: off the page's time


def _give_back_memory() -> None:
    """Hand freed heap back to the system (glibc's `malloc_trim`): it stays resident otherwise, and a
    worker's resident set is both the tree's memory at rest and the base its next page's growth is
    counted from. After a 1.5 MB page a worker held 85 MB, 57 MB once trimmed (5-13 ms). Nothing
    where the C library has no such call (musl, macOS)."""
    trim = getattr(_libc(), "malloc_trim", None)
    if trim is not None:
        trim(0)


@functools.cache
def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None)


def _die_with_parent() -> None:
    """Have the kernel kill this process when the thread that started it ends. A worker normally
    leaves when its socket closes, but one paused in the background (SIGSTOP) cannot notice that:
    without this it would outlive a parent killed meanwhile. The pool starts the zygote on its
    event loop's thread, which lives as long as the pool; the workers die with the zygote."""
    if sys.platform == "linux":
        _libc().prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def rss_bytes(pid: int) -> int:
    """A process's resident set now, 0 when it cannot be read (e.g. it just ended). Not the peak
    (`ru_maxrss`): a child starts with its parent's peak, which says nothing of its own use."""
    try:
        statm = Path(f"/proc/{pid}/statm").read_text(encoding="ascii")
        return int(statm.split()[1]) * _PAGE_SIZE
    except (OSError, ValueError, IndexError):
        return 0


if __name__ == "__main__":
    fork_workers(socket.socket(fileno=int(sys.argv[1])))
