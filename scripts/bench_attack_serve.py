"""Attack-serve benchmark: how fast `gptr-fulltext serve` refuses a burst while every slot is held.

Starts a loopback backend (a search endpoint, a held article and an attack page) and
`gptr-fulltext serve` as a child process, so the server shares no GIL with this client. Every slot
is then taken: `--slots - 1` searches the backend holds, and one whose candidates are the attack
page (`--attack-blocks` `<div class='x' data-a='1'><p>w w w</p></div>` blocks, which keep an
extraction worker busy up to FULLTEXT_EXTRACT_SECONDS) and a held article. While they are held,
`--burst` requests arrive at once, each on its own connection, with `/healthz` among them.
Prints p50/p95/max of the 503 latencies, the `/healthz` latency, the status counts, the CPU
seconds the server, this client and the busiest extraction worker (the attack in flight) spent
during the burst, and the load average. Loopback only; bounded in count.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import IO, Any
from urllib.parse import parse_qs, urlsplit

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fixtures.site import load_corpus  # noqa: E402

ATTACK_BLOCK = b"<div class='x' data-a='1'><p>w w w</p></div>"
TOKEN = "bench-s3cret"
_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Figures:
    """What one burst measured; latencies in seconds."""

    statuses: dict[int, int]
    rejected: list[float]
    healthz: float
    healthz_status: int
    held_while_burst: int
    worker_cpu: float
    server_cpu: float
    client_cpu: float
    load_before: tuple[float, float, float]
    load_after: tuple[float, float, float]

    def summary(self) -> dict[str, Any]:
        ordered = sorted(self.rejected)

        def ms(seconds: float) -> float:
            return round(seconds * 1000, 1)

        return {
            "statuses": self.statuses,
            "503_ms": {
                "n": len(ordered),
                "p50": ms(statistics.median(ordered)) if ordered else None,
                "p95": ms(ordered[int(0.95 * (len(ordered) - 1))]) if ordered else None,
                "max": ms(ordered[-1]) if ordered else None,
            },
            "healthz_ms": ms(self.healthz),
            "healthz_status": self.healthz_status,
            "searches_running_after_burst": self.held_while_burst,
            "server_cpu_ms_during_burst": ms(self.server_cpu),
            "client_cpu_ms_during_burst": ms(self.client_cpu),
            "busiest_worker_cpu_s_during_burst": round(self.worker_cpu, 2),
            "load_before": self.load_before,
            "load_after": self.load_after,
        }


class Backend:
    """The search endpoint and the pages, on 127.0.0.1: `slow` searches and `/held` wait for `release`."""

    def __init__(self, attack_blocks: int) -> None:
        self.release = threading.Event()
        self.slow_arrived = threading.Semaphore(0)
        self.held_arrived = threading.Event()
        self.attack_served = threading.Event()
        attack = b"<html><body>" + ATTACK_BLOCK * attack_blocks + b"</body></html>"
        # A full article: once released it settles the attack search (max_results=1), whose
        # attack-page extraction is then cancelled rather than waited for.
        article = next(page for page in load_corpus().values() if page.expect == "full").body()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                query = (parse_qs(parts.query).get("query") or [""])[0]
                body, kind = b"[]", "application/json"
                if parts.path == "/search" and query == "slow":
                    outer.slow_arrived.release()
                    outer.release.wait(120)
                elif parts.path == "/search" and query == "attack":
                    base = f"http://127.0.0.1:{outer.port}"
                    body = json.dumps([{"url": f"{base}/held"}, {"url": f"{base}/attack"}]).encode()
                elif parts.path == "/attack":
                    body, kind = attack, "text/html; charset=utf-8"
                elif parts.path == "/held":
                    outer.held_arrived.set()
                    outer.release.wait(120)
                    body, kind = article, "text/html; charset=utf-8"
                self.send_response(200)
                self.send_header("content-type", kind)
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                with suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(body)
                    self.wfile.flush()
                if parts.path == "/attack":
                    outer.attack_served.set()

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet."""

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.port = int(self._server.server_address[1])

    def __enter__(self) -> Backend:
        threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()
        return self

    def __exit__(self, *_: object) -> None:
        self.release.set()
        self._server.shutdown()
        self._server.server_close()


@contextmanager
def serving(env: dict[str, str], access_log: bool) -> Iterator[tuple[str, int, IO[str]]]:
    """`gptr-fulltext serve --port 0` as a child; yields (base URL, pid, its stderr log)."""
    command = [str(Path(sys.executable).with_name("gptr-fulltext")), "serve", "--port", "0"]
    command += ["--access-log"] if access_log else []
    with tempfile.TemporaryFile("w+") as log, tempfile.TemporaryFile("w+") as out:
        child = subprocess.Popen(command, env={**os.environ, **env}, stdout=out, stderr=log, text=True)
        try:
            give_up = time.monotonic() + 30
            while True:
                out.seek(0)
                first = out.readline()
                if " on http://" in first or child.poll() is not None or time.monotonic() > give_up:
                    break
                time.sleep(0.05)
            if " on http://" not in first:
                log.seek(0)
                raise SystemExit(f"bench-attack-serve: serve did not start:\n{log.read()[-2000:]}")
            yield first.split(" on ", 1)[1].strip().removesuffix("/search"), child.pid, log
        finally:
            child.send_signal(signal.SIGINT)
            try:
                child.wait(15)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


def _children(pid: int) -> list[int]:
    children: list[int] = []
    with suppress(OSError):
        for task in Path(f"/proc/{pid}/task").iterdir():
            with suppress(OSError):
                children += [int(child) for child in (task / "children").read_text().split()]
    return children


def _worker_cpu(pid: int) -> dict[int, float]:
    """CPU seconds (user + system) of every descendant of `pid`: the extraction workers."""
    cpu: dict[int, float] = {}
    pending = _children(pid)
    while pending:
        child = pending.pop()
        with suppress(OSError, IndexError, ValueError):
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
            cpu[child] = (int(fields[11]) + int(fields[12])) / _TICKS
        pending += _children(child)
    return cpu


def _wait_for_busy_worker(pid: int, timeout: float) -> bool:
    """Wait until some extraction worker has spent 0.3 s of CPU since first seen: the attack page's
    parse is under way."""
    give_up = time.monotonic() + timeout
    first: dict[int, float] = {}
    while time.monotonic() < give_up:
        for worker, seconds in _worker_cpu(pid).items():
            if seconds - first.setdefault(worker, seconds) >= 0.3:
                return True
        time.sleep(0.1)
    return False


class _Probe(asyncio.Protocol):
    """One request on its own connection, as cheap for this client as asyncio allows: the figure
    should be the server's, not the client's."""

    def __init__(self, request: bytes, done: asyncio.Future[tuple[int, float]], started: float) -> None:
        self.request, self.done, self.started = request, done, started
        self.head = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport.write(self.request)  # type: ignore[attr-defined]  # a TCP transport (uvloop's is no WriteTransport subclass)

    def data_received(self, data: bytes) -> None:
        if len(self.head) < 16:
            self.head += data

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.done.done():
            status = int(self.head.split(b" ", 2)[1]) if self.head.count(b" ") >= 2 else 0
            self.done.set_result((status, time.perf_counter() - self.started))


async def _get(port: int, target: str) -> tuple[int, float]:
    """(status, seconds from connecting to the server closing the connection after its answer)."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[tuple[int, float]] = loop.create_future()
    request = f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode()
    started = time.perf_counter()
    transport, _ = await loop.create_connection(lambda: _Probe(request, done, started), "127.0.0.1", port)
    try:
        return await done
    finally:
        transport.close()


async def _burst(port: int, count: int) -> tuple[list[tuple[int, float]], tuple[int, float]]:
    """`count` searches at once, and `/healthz` sent after them, while they are being answered."""
    target = f"/search?query=burst&token={TOKEN}"
    requests = [asyncio.create_task(_get(port, target)) for _ in range(count)]
    health = asyncio.create_task(_get(port, "/healthz"))
    return list(await asyncio.gather(*requests)), await health


def _loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop for this client when it is installed (serve's dependency): 500 connections cost it
    ~1/3 less CPU than asyncio's loop, CPU the server would otherwise share on a small machine."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS


def measure(
    slots: int = 4,
    burst: int = 500,
    attack_blocks: int = 60_000,
    extract_seconds: float = 30.0,
    access_log: bool = False,
) -> Figures:
    """Hold every slot (one on the attack page), send `burst` requests at once, time the answers."""
    load_before = os.getloadavg()
    with Backend(attack_blocks) as backend:
        env = {
            "FULLTEXT_SEARCH": f"http://127.0.0.1:{backend.port}/search",
            "ALLOW_PRIVATE_URLS": "true",
            "FULLTEXT_SERVE_TOKEN": TOKEN,
            "FULLTEXT_SERVE_MAX_CONCURRENT": str(slots),
            "FULLTEXT_DEADLINE": "90",
            "FULLTEXT_PAGE_TIMEOUT": "90",
            "FULLTEXT_IDLE_TIMEOUT": "90",
            "FULLTEXT_EXTRACT_SECONDS": str(extract_seconds),
        }
        with (
            serving(env, access_log) as (base, pid, _log),
            httpx.Client(base_url=base, timeout=120) as client,
        ):
            headers = {"Authorization": f"Bearer {TOKEN}"}
            holders = [
                threading.Thread(
                    target=client.get,
                    args=("/search",),
                    kwargs={"params": {"query": q, "max_results": 1}, "headers": headers},
                )
                for q in ["slow"] * (slots - 1) + ["attack"]
            ]
            for holder in holders:
                holder.start()
            try:
                started = all(backend.slow_arrived.acquire(timeout=30) for _ in range(slots - 1))
                if not (started and backend.held_arrived.wait(30) and backend.attack_served.wait(30)):
                    raise SystemExit("bench-attack-serve: the holding searches never started")
                if not _wait_for_busy_worker(pid, 30):
                    raise SystemExit("bench-attack-serve: no extraction worker ever got busy")
                cpu_before, server_before = _worker_cpu(pid), _cpu_seconds(pid)
                client_before = time.process_time()
                answers, (health_status, health) = asyncio.run(
                    _burst(int(base.rsplit(":", 1)[1]), burst), loop_factory=_loop_factory()
                )
                client_cpu = time.process_time() - client_before
                cpu_after, server_cpu = _worker_cpu(pid), _cpu_seconds(pid) - server_before
                held = int(client.get("/healthz").json()["searches_running"])
            finally:
                backend.release.set()
                for holder in holders:
                    holder.join(120)
    worker_cpu = max((cpu_after[w] - cpu_before.get(w, 0.0) for w in cpu_after), default=0.0)
    return Figures(
        statuses=dict(Counter(status for status, _ in answers)),
        rejected=[seconds for status, seconds in answers if status == 503],
        healthz=health,
        healthz_status=health_status,
        held_while_burst=held,
        worker_cpu=worker_cpu,
        server_cpu=server_cpu,
        client_cpu=client_cpu,
        load_before=load_before,
        load_after=os.getloadavg(),
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/bench_attack_serve.py", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--slots", type=int, default=4, help="FULLTEXT_SERVE_MAX_CONCURRENT (default 4)")
    parser.add_argument("--burst", type=int, default=500, help="requests sent at once (default 500)")
    parser.add_argument("--attack-blocks", type=int, default=60_000, help="blocks in the attack page")
    parser.add_argument("--extract-seconds", type=float, default=30.0, help="FULLTEXT_EXTRACT_SECONDS")
    parser.add_argument("--runs", type=int, default=1, help="bursts, each against a fresh server")
    parser.add_argument("--access-log", action="store_true", help="serve with --access-log")
    args = parser.parse_args()
    if args.slots < 1 or not 1 <= args.burst <= 5000 or not 1 <= args.runs <= 20:
        parser.error("--slots >= 1, --burst 1..5000, --runs 1..20")
    for _ in range(args.runs):
        figures = measure(
            args.slots, args.burst, args.attack_blocks, args.extract_seconds, access_log=args.access_log
        )
        print(json.dumps(figures.summary()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
