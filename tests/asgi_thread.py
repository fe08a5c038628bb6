"""Run an ASGI app under a real uvicorn on a free loopback port, on a background thread, configured as
`gptr-fulltext serve` configures it (`refusals.uvicorn_config`)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

from gptr_fulltext.apps.refusals import uvicorn_config
from gptr_fulltext.apps.server import listen


@contextmanager
def running(app: Any, startup_timeout: float = 10.0) -> Iterator[str]:
    """Serve `app` on 127.0.0.1 (a free port) until the block ends; yields the base URL."""
    sock = listen("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn_config(app, log_level="warning", access_log=False))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout
    while not server.started and thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.started, "uvicorn did not start"
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
