"""Handles on the extraction worker processes, for the pool (`workers`): the zygote that forks
them (`worker_process.fork_workers`) and each worker it forked.

Apart from the pool so that each stays readable: these know processes, sockets and signals; the
pool knows pages, slots and budgets.
"""

from __future__ import annotations

import os
import select
import signal
import socket
import subprocess
import sys
from contextlib import suppress
from multiprocessing.connection import Connection

import anyio

from gptr_fulltext.worker_process import rss_bytes

# Exit codes kept for workers that have not asked yet (a dict keeps them in arrival order).
_KEPT_EXITS = 64


class Zygote:
    """The process that imports extraction once and forks every worker (`worker_process.fork_workers`),
    and our end of its socket: sockets for new workers go out, workers' exit codes come back."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair()
        # The child sees the parent's import path, so it finds this package (and its test doubles).
        environment = os.environ | {"PYTHONPATH": os.pathsep.join(path for path in sys.path if path)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gptr_fulltext.worker_process", str(theirs.fileno())],
            pass_fds=(theirs.fileno(),),
            env=environment,
            stdin=subprocess.DEVNULL,
            # Its own process group: a terminal's Ctrl-C goes to the parent, which stops its workers.
            # Not its own session: where sessions are scheduled as groups (Linux's autogroup), that
            # would give the workers a group of their own, an equal share beside the parent's, and
            # their lower priority (`worker_process.NICENESS`) would count for nothing against it.
            process_group=0,
        )
        theirs.close()
        self.control = ours
        self._exits = Connection(os.dup(ours.fileno()))
        self._exit_codes: dict[int, int] = {}
        self._reading = anyio.Lock()

    def fork(self, recycle_kb: int) -> Connection:
        """A new worker's socket; the worker says when it is ready (after the zygote's own start)."""
        ours, theirs = socket.socketpair()
        try:
            socket.send_fds(self.control, [str(recycle_kb).encode()], [theirs.fileno()])
        finally:
            theirs.close()
        return Connection(ours.detach())

    def alive(self) -> bool:
        return self.process.poll() is None

    async def exit_code(self, pid: int, seconds: float = 1.0) -> int | None:
        """A worker's exit code once the zygote has reaped it (so the process is gone), waiting up
        to `seconds` without holding up the event loop: it reaps at once, so the wait is
        milliseconds; None if it did not."""
        with anyio.move_on_after(seconds):
            async with self._reading:  # one task at a time waits on the socket
                while pid not in self._exit_codes and not self._exits.closed:
                    await anyio.wait_readable(self._exits.fileno())
                    if not self.collect_exits():
                        break
        return self._exit_codes.pop(pid, None)

    def collect_exits(self) -> bool:
        """Read the exit codes sent so far, so that they do not fill the socket; the latest
        `_KEPT_EXITS` are kept, so a crashed worker's code read before its page asks is still there.
        False once the socket is at its end (the zygote is gone): no more codes will come."""
        open_ = True
        try:
            while self._exits.poll():
                ended, code = self._exits.recv()
                self._exit_codes[ended] = code
        except (EOFError, OSError):
            open_ = False
        for pid in list(self._exit_codes)[:-_KEPT_EXITS]:
            del self._exit_codes[pid]
        return open_

    def stop(self) -> None:
        self._exits.close()
        self.control.close()  # the zygote ends, and its idle workers with it
        try:
            self.process.wait(1)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Worker:
    """One worker process (forked by the zygote) and our end of its socket pair."""

    def __init__(self, zygote: Zygote, recycle_kb: int) -> None:
        self.zygote = zygote
        self.connection = zygote.fork(recycle_kb)
        self.pid = 0  # known once it says it is ready
        self._pidfd = -1  # a handle that cannot name another process once this one is gone
        self.ready = False  # until it has said so
        self.busy = False  # sent a task it has not answered yet
        self._reaped = False  # its exit code asked of the zygote (once: it tells only once)
        self._exit_code: int | None = None

    def started(self, pid: int) -> None:
        self.pid = pid
        self._pidfd = os.pidfd_open(pid)
        self.ready = True

    def alive(self) -> bool:
        if self._pidfd < 0:
            return not self.connection.closed  # still starting
        return not select.select([self._pidfd], [], [], 0)[0]  # a pidfd reads once its process ended

    def rss_bytes(self) -> int:
        return rss_bytes(self.pid) if self.pid else 0

    def signal(self, number: signal.Signals) -> None:
        if self._pidfd >= 0:
            with suppress(ProcessLookupError):  # it just ended
                signal.pidfd_send_signal(self._pidfd, number)

    def kill(self) -> None:
        """Kill it, without waiting: the kernel ends it at once (paused or not) and the zygote reaps it
        (its exit code is kept there). One still starting ends when it finds its socket closed."""
        self.signal(signal.SIGKILL)
        self.connection.close()
        self._close_pidfd()

    async def end(self, seconds: float = 1.0) -> None:
        """Kill it and wait, up to `seconds`, until it is gone: its memory is back with the system
        before anything takes its place. A worker killed for its size took tens of milliseconds to
        give back 140 MB, while its replacement was forked beside it: both counted in the process
        tree's peak."""
        self.signal(signal.SIGKILL)
        if self._pidfd >= 0:
            with anyio.move_on_after(seconds):
                await anyio.wait_readable(self._pidfd)  # readable once it has exited, its memory freed
        self.kill()

    async def exit_code(self) -> int | None:
        """Its exit code once it has ended and been reaped (None if unknown, or still starting)."""
        if self.pid and not self._reaped:
            self._exit_code = await self.zygote.exit_code(self.pid)
            self._reaped = True
        return self._exit_code

    def stop(self) -> None:
        """Ask an idle worker to end (when the pool closes); it is killed if it does not within a second."""
        with suppress(OSError):
            self.connection.send(None)
        if self._pidfd < 0 or select.select([self._pidfd], [], [], 1)[0]:
            self.connection.close()
            self._close_pidfd()
        else:
            self.kill()

    def _close_pidfd(self) -> None:
        if self._pidfd >= 0:
            os.close(self._pidfd)
            self._pidfd = -1
