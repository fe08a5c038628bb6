"""Serve benchmark: requests/s and latency of `gptr-fulltext serve` under concurrent clients, on websim.

Starts websim (`shared/bench/websim.py`, a loopback web with slow, broken and thin pages) and
`gptr-fulltext serve` (with websim as its search backend) as child processes, so neither shares this
process's GIL with the clients; then `--clients` clients send `GET /search` for distinct queries
until `--requests` are answered. Prints throughput, latency percentiles as the clients saw them and
as the server logged them (pipeline seconds), status counts, results per request, thin pages
returned (judged by websim's manifest), the server's peak memory and the load average. Loopback
only; bounded in count.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
WEBSIM = ROOT.parent / "shared" / "bench" / "websim.py"


@dataclass
class Answer:
    status: int
    seconds: float
    urls: list[str] = field(default_factory=list)


def main() -> int:
    args = _arguments()
    if not args.websim.exists():
        print(f"bench-serve: websim not found at {args.websim} (use --websim PATH)", file=sys.stderr)
        return 2
    websim = [sys.executable, str(args.websim), "serve", "--port", "0"]
    websim += ["--seed", str(args.seed), "--profile", args.profile, "--hosts", str(args.hosts)]
    load_before = os.getloadavg()
    with _child(websim, {}, 120) as (ready, _, _):
        sim = json.loads(ready)
        manifest = httpx.get(sim["manifest"]).json()["urls"]
        thin = {entry["url"]: entry["behaviour"] for entry in manifest if entry["expect"] == "thin"}
        serve = [str(Path(sys.executable).with_name("gptr-fulltext")), "serve", "--port", "0"]
        env = {"FULLTEXT_SEARCH": sim["search"], "ALLOW_PRIVATE_URLS": "true"}
        with _child(serve, env, 30) as (ready, pid, log):
            base = ready.split(" on ", 1)[1].strip().removesuffix("/search")
            started = time.monotonic()
            answers = asyncio.run(_load(base, args))
            wall = time.monotonic() - started
            server = _process_figures(pid)
            log.seek(0)
            pipeline_seconds = [
                float(s) for s in re.findall(r"fulltext query=.* seconds=([\d.]+)", log.read())
            ]
    figures = _figures(answers, wall, pipeline_seconds, thin, server, load_before, args)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        _print(figures)
    return 0


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="scripts/bench-serve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients (default 16)")
    parser.add_argument("--requests", type=int, default=64, help="requests in all (default 64)")
    parser.add_argument("--max-results", type=int, default=5, help="max_results per request (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="websim seed (default 1)")
    parser.add_argument("--profile", default="default", help="websim profile (default 'default')")
    parser.add_argument("--hosts", type=int, default=20, help="websim hosts (default 20)")
    parser.add_argument("--websim", type=Path, default=WEBSIM, help=f"websim.py (default {WEBSIM})")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    return parser.parse_args()


@contextmanager
def _child(command: list[str], env: dict[str, str], timeout: float) -> Iterator[tuple[str, int, IO[str]]]:
    """A child process that announces itself on its first stdout line; yields (line, pid, its log)."""
    with tempfile.TemporaryFile("w+") as log:
        child = subprocess.Popen(
            command, env={**os.environ, **env}, stdout=subprocess.PIPE, stderr=log, text=True
        )
        try:
            stdout = child.stdout
            assert stdout is not None
            line: list[str] = []
            reader = threading.Thread(target=lambda: line.append(stdout.readline()), daemon=True)
            reader.start()
            reader.join(timeout)
            if not line or not line[0].strip():
                log.seek(0)
                raise SystemExit(f"bench-serve: {command[1]} did not start:\n{log.read()[-2000:]}")
            yield line[0], child.pid, log
        finally:
            child.terminate()
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()


async def _load(base: str, args: argparse.Namespace) -> list[Answer]:
    """`args.clients` workers share a queue of `args.requests` distinct queries."""
    queries: asyncio.Queue[str] = asyncio.Queue()
    for index in range(args.requests):
        queries.put_nowait(f"benchmark query {index}")
    answers: list[Answer] = []
    limits = httpx.Limits(max_connections=args.clients, max_keepalive_connections=args.clients)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as client:

        async def worker() -> None:
            while not queries.empty():
                query = queries.get_nowait()
                started = time.monotonic()
                response = await client.get(
                    "/search", params={"query": query, "max_results": args.max_results}
                )
                seconds = time.monotonic() - started
                urls = [r["url"] for r in response.json()] if response.status_code == 200 else []
                answers.append(Answer(response.status_code, seconds, urls))

        await asyncio.gather(*(worker() for _ in range(args.clients)))
    return answers


def _figures(
    answers: list[Answer],
    wall: float,
    pipeline_seconds: list[float],
    thin: dict[str, str],
    server: dict[str, float],
    load_before: tuple[float, float, float],
    args: argparse.Namespace,
) -> dict[str, Any]:
    ok = [a for a in answers if a.status == 200]
    latencies = sorted(a.seconds for a in answers)
    server_side = sorted(pipeline_seconds) or [0.0]
    results = [len(a.urls) for a in ok]
    return {
        "command": "scripts/bench-serve " + " ".join(sys.argv[1:]),
        "clients": args.clients,
        "requests": len(answers),
        "max_results": args.max_results,
        "websim": {"seed": args.seed, "profile": args.profile, "hosts": args.hosts},
        "seconds": round(wall, 2),
        "requests_per_second": round(len(answers) / wall, 2),
        "latency_seconds": {
            "p50": round(statistics.median(latencies), 2),
            "p95": round(_percentile(latencies, 0.95), 2),
            "max": round(latencies[-1], 2),
        },
        "server_pipeline_seconds": {
            "p50": round(statistics.median(server_side), 2),
            "p95": round(_percentile(server_side, 0.95), 2),
            "max": round(server_side[-1], 2),
        },
        "status": dict(Counter(a.status for a in answers)),
        "results_per_request": round(statistics.mean(results), 2) if results else 0,
        "requests_short_of_max_results": sum(1 for n in results if n < args.max_results),
        "thin_returned": dict(Counter(thin[url] for a in ok for url in a.urls if url in thin)),
        "server_cpu_seconds_per_request": round(server["cpu_seconds"] / max(len(answers), 1), 2),
        "server_peak_rss_mb": server["peak_rss_mb"],
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
    }


def _percentile(ordered: list[float], fraction: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))]


def _process_figures(pid: int) -> dict[str, float]:
    """The server's CPU seconds so far (user + system) and its peak resident memory, from /proc."""
    status = Path(f"/proc/{pid}/status").read_text()
    peak_kb = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of proc(5))
    return {"cpu_seconds": ticks / os.sysconf("SC_CLK_TCK"), "peak_rss_mb": round(peak_kb / 1024, 1)}


def _print(f: dict[str, Any]) -> None:
    latency, server = f["latency_seconds"], f["server_pipeline_seconds"]
    print(
        f"serve benchmark: {f['requests']} requests from {f['clients']} concurrent clients, "
        f"max_results={f['max_results']}, websim seed={f['websim']['seed']} profile={f['websim']['profile']} "
        f"hosts={f['websim']['hosts']}\n"
        f"command:     {f['command']}\n"
        f"throughput:  {f['requests_per_second']} requests/s ({f['requests']} in {f['seconds']} s)\n"
        f"latency:     p50 {latency['p50']} s   p95 {latency['p95']} s   max {latency['max']} s (clients)\n"
        f"             p50 {server['p50']} s   p95 {server['p95']} s   max {server['max']} s "
        "(server log: pipeline seconds)\n"
        f"status:      {', '.join(f'{code}×{n}' for code, n in sorted(f['status'].items()))}\n"
        f"results:     {f['results_per_request']} per request; {f['requests_short_of_max_results']} requests "
        f"got fewer than {f['max_results']}; thin pages returned: "
        f"{sum(f['thin_returned'].values())} {f['thin_returned'] or ''}\n"
        f"server:      {f['server_cpu_seconds_per_request']} CPU s per request; "
        f"peak RSS {f['server_peak_rss_mb']} MB\n"
        f"load:        {' '.join(map(str, f['load_average_before']))} before, "
        f"{' '.join(map(str, f['load_average_after']))} after ({f['cpus']} CPUs)"
    )


if __name__ == "__main__":
    sys.exit(main())
