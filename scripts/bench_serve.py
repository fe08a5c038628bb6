"""Serve benchmark: requests/s and latency of `gptr-fulltext serve` under concurrent clients, on websim.

Starts websim (`shared/bench/websim.py`, a loopback web with slow, broken and thin pages) and
`gptr-fulltext serve` (with websim as its search backend) as child processes, so neither shares this
process's GIL with the clients; then `--clients` clients send `GET /search` for distinct queries
until `--requests` are answered. Prints throughput, latency percentiles as the clients saw them and
as the server logged them (pipeline seconds), status counts, results per request, thin pages
returned (judged by websim's manifest), the server's peak memory and the load average. Loopback
only; bounded in count.

`--mode` chooses the serve configuration: one process (`single`), `--workers 2` sharing a Redis
(`workers2`), or two replicas on one Redis with requests alternating between them (`replicas2`);
`--compare` runs all three on the same websim in turn, each with cold caches. Each also reports the
page fetches websim counted per query (cache sharing) and the most requests any one host had in
flight at once (politeness across processes), and `replicas2` a query repeated on the other replica.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import IO, Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
WEBSIM = ROOT.parent / "shared" / "bench" / "websim.py"
COUNTED = ROOT / "scripts" / "websim_counted.py"  # websim with the most requests in flight per host


@dataclass
class Answer:
    status: int
    seconds: float
    urls: list[str] = field(default_factory=list)


MODES = {
    # name: (serve processes, --workers each, shares a Redis)
    "single": (1, 1, False),
    "workers2": (1, 2, True),
    "replicas2": (2, 1, True),
}


def main() -> int:
    args = _arguments()
    if not args.websim.exists():
        print(f"bench-serve: websim not found at {args.websim} (use --websim PATH)", file=sys.stderr)
        return 2
    modes = list(MODES) if args.compare else [args.mode]
    if args.kill_redis and (args.compare or not MODES[args.mode][2]):
        print("bench-serve: --kill-redis needs one --mode that shares a Redis", file=sys.stderr)
        return 2
    if any(MODES[mode][2] for mode in modes) and not shutil.which("redis-server"):
        print("bench-serve: redis-server not found (apt-get install redis-server)", file=sys.stderr)
        return 2
    websim = [sys.executable, str(COUNTED), str(args.websim), "serve", "--port", "0"]
    websim += ["--seed", str(args.seed), "--profile", args.profile, "--hosts", str(args.hosts)]
    websim += ["--latency-scale", str(args.latency_scale)]
    results = []
    with _child(websim, {}, 120) as (ready, _, _), _redis(modes) as redis_url:
        sim = json.loads(ready)
        manifest = httpx.get(sim["manifest"]).json()["urls"]
        thin = {entry["url"]: entry["behaviour"] for entry in manifest if entry["expect"] == "thin"}
        for mode in modes:
            results.append(_run_mode(mode, sim, thin, redis_url, args))
    if args.json:
        print(json.dumps(results if args.compare else results[0], indent=2))
    else:
        for figures in results:
            _print(figures)
            print()
        if args.compare:
            _print_comparison(results)
    return 0


def _run_mode(
    mode: str, sim: dict[str, Any], thin: dict[str, str], redis_url: str, args: argparse.Namespace
) -> dict[str, Any]:
    """One configuration against the same websim: cold caches (Redis flushed, websim's counts reset)."""
    replicas, workers, shared = MODES[mode]
    env = {"FULLTEXT_SEARCH": sim["search"], "ALLOW_PRIVATE_URLS": "true"}
    env |= dict(setting.split("=", 1) for setting in args.set)
    if shared:
        env["FULLTEXT_REDIS_URL"] = redis_url
        _redis_command(redis_url, "FLUSHALL")
    httpx.get(sim["base"] + "/_reset")
    serve = [str(Path(sys.executable).with_name("gptr-fulltext")), "serve", "--port", "0"]
    serve += ["--workers", str(workers)]
    load_before = os.getloadavg()
    with ExitStack() as stack:
        children = [stack.enter_context(_child(serve, env, 60)) for _ in range(replicas)]
        bases = [ready.split(" on ", 1)[1].strip().removesuffix("/search") for ready, _, _ in children]
        for base in bases:  # every worker process up before the clock starts
            _wait_ready(base, workers)
        roots = [pid for _, pid, _ in children]
        idle = _tree_figures(roots)  # start-up (imports, workers) is not the load's CPU
        started = time.monotonic()
        midway = partial(_redis_command, redis_url, "SHUTDOWN", "NOSAVE") if args.kill_redis else None
        answers = asyncio.run(_load(bases, args, midway))
        wall = time.monotonic() - started
        server = _tree_figures(roots)
        server["cpu_seconds"] -= idle["cpu_seconds"]
        stats = httpx.get(sim["base"] + "/_stats").json()
        repeat = _repeated_query(bases, sim, args) if len(bases) > 1 and shared else None
        pipeline_seconds = []
        fallbacks: list[str] = []
        for _, _, log in children:
            log.seek(0)
            text = log.read()
            logged = re.findall(r"fulltext query=.* seconds=([\d.]+)", text)
            pipeline_seconds += [float(seconds) for seconds in logged]
            fallbacks += re.findall(r"Redis at \S+ is unavailable \(([^;]*)\); this process", text)
    figures = _figures(answers, wall, pipeline_seconds, thin, server, load_before, args)
    peaks = stats.get("peak_inflight_by_host", {})
    figures |= {
        "mode": mode,
        "serve_processes": replicas * workers,
        "redis": shared,
        "page_fetches": stats["requests"],
        "page_fetches_per_query": round(stats["requests"] / max(len(answers), 1), 2),
        "max_inflight_per_host": max(peaks.values(), default=0),
        "redis_fallbacks": len(fallbacks),  # times a process found Redis down or slow and used its own state
        "redis_fallback_reasons": dict(Counter(fallbacks)),
        "repeated_query_on_other_replica": repeat,
    }
    return figures


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="scripts/bench-serve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients (default 16)")
    parser.add_argument("--requests", type=int, default=64, help="requests in all (default 64)")
    parser.add_argument("--max-results", type=int, default=5, help="max_results per request (default 5)")
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="ask each distinct query this many times, the copies spread over the run (default 1)",
    )
    parser.add_argument("--seed", type=int, default=1, help="websim seed (default 1)")
    parser.add_argument("--profile", default="default", help="websim profile (default 'default')")
    parser.add_argument("--hosts", type=int, default=20, help="websim hosts (default 20)")
    parser.add_argument(
        "--latency-scale", type=float, default=1.0, help="websim's server latency factor (default 1)"
    )
    parser.add_argument("--mode", choices=list(MODES), default="single", help="serve configuration")
    parser.add_argument(
        "--compare", action="store_true", help="run single, workers2 and replicas2 in turn and compare"
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="FULLTEXT_NAME=VALUE",
        help="environment for the servers (repeatable), e.g. --set FULLTEXT_PER_HOST=2",
    )
    parser.add_argument(
        "--kill-redis",
        action="store_true",
        help="stop Redis (SHUTDOWN NOSAVE) once half the requests are answered (one mode only)",
    )
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
                child.wait(20)
            except subprocess.TimeoutExpired:
                child.kill()


@contextmanager
def _redis(modes: list[str]) -> Iterator[str]:
    """A redis-server child on a free loopback port when a mode shares one; yields its URL."""
    if not any(MODES[mode][2] for mode in modes):
        yield ""
        return
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    with suppress(PermissionError):  # at normal priority, as Redis on its own host, even under `nice`
        os.setpriority(os.PRIO_PROCESS, child.pid, 0)
    try:
        assert child.stdout is not None
        for line in child.stdout:
            if "Ready to accept connections" in line:
                break
        threading.Thread(target=child.stdout.read, daemon=True).start()  # drain the rest
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        child.terminate()
        child.wait(10)


def _redis_command(url: str, *command: str) -> str:
    """One command through redis-cli (the bench needs no client library of its own)."""
    port = url.rsplit(":", 1)[1].split("/")[0]
    done = subprocess.run(["redis-cli", "-p", port, *command], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def _wait_ready(base: str, workers: int) -> None:
    """Until /healthz answers (each worker answers once it runs; a few tries reach them all)."""
    for _ in range(50 * workers):
        try:
            if httpx.get(base + "/healthz", timeout=5).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)


def _repeated_query(bases: list[str], sim: dict[str, Any], args: argparse.Namespace) -> dict[str, Any]:
    """A query answered by the first replica, then asked of the second: the page fetches it cost the
    second time (websim's count) and how long the second answer took."""
    query = "benchmark repeated query"
    params = {"query": query, "max_results": args.max_results}
    httpx.get(bases[0] + "/search", params=params, timeout=60)
    before = httpx.get(sim["base"] + "/_stats").json()["requests"]
    started = time.monotonic()
    answer = httpx.get(bases[1] + "/search", params=params, timeout=60)
    seconds = time.monotonic() - started
    after = httpx.get(sim["base"] + "/_stats").json()["requests"]
    return {
        "status": answer.status_code,
        "results": len(answer.json()) if answer.status_code == 200 else 0,
        "page_fetches": after - before,
        "seconds": round(seconds, 3),
    }


async def _load(
    bases: list[str], args: argparse.Namespace, midway: Callable[[], object] | None = None
) -> list[Answer]:
    """`args.clients` workers share a queue of `args.requests` queries (each distinct query
    `args.repeat` times, copies spread out); request i goes to server i mod len(bases)."""
    queries: asyncio.Queue[tuple[int, str]] = asyncio.Queue()
    distinct = max(1, args.requests // args.repeat)
    for index in range(args.requests):
        queries.put_nowait((index, f"benchmark query {index % distinct}"))
    answers: list[Answer] = []
    limits = httpx.Limits(max_connections=args.clients, max_keepalive_connections=args.clients)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:

        async def worker() -> None:
            while not queries.empty():
                index, query = queries.get_nowait()
                started = time.monotonic()
                response = await client.get(
                    bases[index % len(bases)] + "/search",
                    params={"query": query, "max_results": args.max_results},
                )
                seconds = time.monotonic() - started
                urls = [r["url"] for r in response.json()] if response.status_code == 200 else []
                answers.append(Answer(response.status_code, seconds, urls))
                if midway is not None and len(answers) == args.requests // 2:
                    with suppress(subprocess.CalledProcessError):  # SHUTDOWN ends the connection
                        midway()  # Redis gone halfway: the rest must still be answered

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
        # Cores the server's processes kept busy on average: one process with its extraction workers
        # near the machine's core count leaves more processes nothing to gain.
        "server_cores_busy": round(server["cpu_seconds"] / wall, 2) if wall else 0.0,
        "server_peak_rss_mb": server["peak_rss_mb"],
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
    }


def _percentile(ordered: list[float], fraction: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))]


def _tree_figures(roots: list[int]) -> dict[str, float]:
    """CPU seconds so far (user + system) of `roots` and every process under them (workers, the
    extraction workers), with those of children already ended and reaped, and the sum of their peak
    resident memory, from /proc."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    tree, frontier = set(roots), list(roots)
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent and pid not in tree]
        tree.update(children)
        frontier += children
    cpu = peak = 0.0
    for pid in tree:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        peak += next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:")), 0)
        ticks = sum(int(tick) for tick in fields[11:15])  # utime, stime, cutime, cstime
        cpu += ticks / os.sysconf("SC_CLK_TCK")
    return {"cpu_seconds": cpu, "peak_rss_mb": round(peak / 1024, 1)}


def _print(f: dict[str, Any]) -> None:
    latency, server = f["latency_seconds"], f["server_pipeline_seconds"]
    repeat = f["repeated_query_on_other_replica"]
    print(
        f"mode:        {f['mode']} ({f['serve_processes']} serve process(es), "
        f"{'one Redis' if f['redis'] else 'no Redis'})\n"
        f"politeness:  {f['page_fetches']} page fetches, {f['page_fetches_per_query']} per query; "
        f"most in flight at one host: {f['max_inflight_per_host']}"
        f"{'; Redis unavailable ' + str(f['redis_fallback_reasons']) if f['redis_fallbacks'] else ''}\n"
        + (
            f"repeat:      the same query on the other replica: {repeat['page_fetches']} page fetches, "
            f"{repeat['seconds']} s, {repeat['results']} results\n"
            if repeat
            else ""
        )
        + f"serve benchmark: {f['requests']} requests from {f['clients']} concurrent clients, "
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
        f"server:      {f['server_cpu_seconds_per_request']} CPU s per request (all its processes); "
        f"peak RSS {f['server_peak_rss_mb']} MB (summed)\n"
        f"load:        {' '.join(map(str, f['load_average_before']))} before, "
        f"{' '.join(map(str, f['load_average_after']))} after ({f['cpus']} CPUs)"
    )


def _print_comparison(results: list[dict[str, Any]]) -> None:
    base = results[0]["requests_per_second"] or 1.0
    print("mode        requests/s  vs single  p95 s  fetches/query  max in flight/host  failed  cores busy")
    for f in results:
        failed = sum(n for code, n in f["status"].items() if int(code) != 200)
        print(
            f"{f['mode']:<11} {f['requests_per_second']:>10}  {f['requests_per_second'] / base:>8.2f}x"
            f"  {f['latency_seconds']['p95']:>5}  {f['page_fetches_per_query']:>13}"
            f"  {f['max_inflight_per_host']:>18}  {failed:>6}  {f['server_cores_busy']:>10}"
        )


if __name__ == "__main__":
    sys.exit(main())
