"""A real Redis for tests: the OS's `redis-server` on a free loopback port, nothing persisted.

Where the binary is missing the tests that need it are skipped, saying so; under CI (`CI` set),
where `.ci/run` installs it, a missing binary fails them instead, so they can never be skipped
silently there.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

READY = "Ready to accept connections"


class RedisServer:
    """One `redis-server` child process: `url`, and `kill()`, `pause()`, `resume()` for failures."""

    def __init__(self, binary: str, port: int) -> None:
        self.port = port
        self.url = f"redis://127.0.0.1:{port}/0"
        self._process = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        assert self._process.stdout is not None
        lines: list[str] = []
        ready = threading.Event()

        def read() -> None:  # until it says it is ready (or ends); later output is drained unread
            assert self._process.stdout is not None
            for line in self._process.stdout:
                if not ready.is_set():
                    lines.append(line)
                    if READY in line:
                        ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(15) or self._process.poll() is not None:
            self.kill()
            raise AssertionError(f"redis-server did not start:\n{''.join(lines)[-2000:]}")

    @property
    def pid(self) -> int:
        return self._process.pid

    def kill(self) -> None:
        """SIGKILL: Redis gone at once, as in a crash."""
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait(10)

    def pause(self) -> None:
        """SIGSTOP: connections stay open but nothing answers (a stalled server)."""
        os.kill(self._process.pid, signal.SIGSTOP)

    def resume(self) -> None:
        if self._process.poll() is None:
            os.kill(self._process.pid, signal.SIGCONT)


def redis_binary() -> str:
    """The OS's redis-server, or skip (fail under CI) saying how to get it."""
    binary = shutil.which("redis-server")
    if binary is None:
        why = "redis-server is not installed (apt-get install redis-server; .ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    return binary


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def redis_server(port: int | None = None) -> Iterator[RedisServer]:
    """A fresh Redis for the block (on `port`, e.g. to restart one, or a free one); killed after."""
    server = RedisServer(redis_binary(), port or free_port())
    try:
        yield server
    finally:
        server.resume()
        server.kill()
