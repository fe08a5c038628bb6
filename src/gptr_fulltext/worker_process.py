"""An extraction worker's own side: the loop each worker process runs (`python -m` this module).

Kept apart from the pool (`workers`) so that a worker imports only what extraction needs: the
pool's event-loop machinery (anyio, the fetch loop) cost each worker a quarter second of CPU at
start-up, on the path of a process's first search.
"""

from __future__ import annotations

import os
import signal
import sys
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


def work(tasks: Connection, recycle_kb: int) -> None:
    """A worker's life: say ready, extract each task it is sent, answer; end when told, or once it
    grew large."""
    from gptr_fulltext.page import extract

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    extracting = _Extracting()
    signal.signal(ABANDON, extracting.on_abandon)
    _die_with_parent()
    try:
        tasks.send(READY)
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
        leaving = rss_bytes(os.getpid()) > recycle_kb * 1024
        try:
            tasks.send((result, leaving))  # the parent must not hand a leaving worker another page
        except OSError:  # the parent gave the page up (its deadline) or is gone
            return
        if leaving:
            return


def _die_with_parent() -> None:
    """Have the kernel kill this worker when the thread that started it ends. A worker normally
    leaves when its socket closes, but one paused in the background (SIGSTOP) cannot notice that:
    without this it would outlive a parent killed meanwhile. The pool starts its workers on its
    event loop's thread, which lives as long as the pool."""
    if sys.platform == "linux":
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def rss_bytes(pid: int) -> int:
    """A process's resident set now, 0 when it cannot be read (e.g. it just ended). Not the peak
    (`ru_maxrss`): a child starts with its parent's peak, which says nothing of its own use."""
    try:
        statm = Path(f"/proc/{pid}/statm").read_text(encoding="ascii")
        return int(statm.split()[1]) * _PAGE_SIZE
    except (OSError, ValueError, IndexError):
        return 0


if __name__ == "__main__":
    work(Connection(int(sys.argv[1])), int(sys.argv[2]))
