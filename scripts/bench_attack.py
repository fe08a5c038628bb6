"""bench-attack: every attack of #18 replayed, ours beside GPT Researcher's built-in path where it applies.

A loopback backend in this process serves the search endpoint and the pages. Each attack runs in a
fresh child process per path, so its peak is the attack's own:

- ours: `FulltextRetriever(query).search(5)` with `FULLTEXT_SEARCH` at the backend (a warm-up search
  first starts the extraction workers, as a running research has them);
- GPT Researcher: `CustomRetriever(query).search()` for URLs, then `Scraper(urls, …, "bs",
  WorkerPool(15, 0.0)).run()`, its default scraper (PDF URLs go to its PDF scraper), under an address
  space limit of `--gptr-limit-gb` so a bomb cannot take the shared machine down.

For every run: the call's wall time, the peak PSS and summed RSS of the child's whole process tree,
the tree's RSS before the call and 2 s after it (memory returned), and what came back. Serve's
attacks (HEAD, Arabic-Indic digits, the token in the access log, the 500-request burst beside an
attack page) run against `gptr-fulltext serve`; the clean-search-beside-an-attack figure runs a
clean search alone and with an attack page extracting beside it, in `--pairs` interleaved pairs, and
takes the median of the pairs' ratios (`clean-beside-aa`, not run by default: the same with nothing
beside, the statistic's noise floor). Prints one line per attack and the targets (every attack
within 13 s, tree peak PSS ≤ 400 MB, memory returned, clean search ≤ 1.2× alone with all its
pages), with the load average. Loopback only.

Memory is judged in PSS: the extraction workers are forked from one zygote and share its pages
(every module it imported), and summed RSS counts each shared page once per process that maps it —
four processes sharing 30 MB count as 120 MB. PSS gives each process its share of every page, so
the tree's sum is the memory it takes from the machine (pages shared with processes outside the
tree, such as libc, count only by the tree's share). Summed RSS is printed beside it, as an upper bound.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
import zlib
from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import brotli

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from fixtures.site import load_corpus  # noqa: E402

PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024
CHILD_TIMEOUT = 150.0
PAIRS = 9  # clean-beside's interleaved pairs of searches (alone, beside)
PAUSE = 0.5  # seconds before each of its searches: an attack page's head start, and the same idle alone
CLEAN_BESIDE = ("clean-beside", "clean-beside-aa")
BURN_BLOCK = b"<div class='x' data-a='1'><p>w w w</p></div>"  # passes the budget, keeps a worker busy
TOKEN = "bench-attack-s3cret"

# attack -> what it is, for the table
ATTACKS = {
    "attributes": "one element with 100,000 attributes (3 MB page)",
    "nesting": "100,000 nested <div>s",
    "pdf-bomb": "PDF whose content stream inflates to 1 GB",
    "gzip-reply": "search reply: gzip bomb (1 GB inflated)",
    "brotli-reply": "search reply: brotli bomb (1 GB inflated)",
    "json-300mb": "search reply: 300 MB of JSON",
    "json-deep": "search reply: 100,000-deep JSON",
    "cache-params": "/item?cid=222 after /item?cid=111",
    "redirects": "redirects to javascript: and mailto:",
    "credentials": "http://user:pass@host/ result URL",
}


# -- the attacks' bytes ---------------------------------------------------------------------------------


def _deflated(prefix: bytes, chunk: bytes, count: int) -> bytes:
    """Raw deflate of `prefix` + `chunk` × `count`, made in milliseconds: with a full flush after
    every chunk the compressor's window is reset, so each chunk compresses to the same bytes, which
    are repeated rather than recomputed."""
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
    head = deflater.compress(prefix) + deflater.flush(zlib.Z_FULL_FLUSH)
    block = deflater.compress(chunk) + deflater.flush(zlib.Z_FULL_FLUSH)
    return head + block * count + deflater.flush()


def _bomb(encoding: str, inflated: int) -> bytes:
    """A JSON list's '[' and then `inflated` bytes of spaces, compressed (no closing bracket)."""
    chunk, count = b" " * (1 << 20), inflated >> 20
    if encoding == "gzip":
        crc = zlib.crc32(b"[")
        for _ in range(count):
            crc = zlib.crc32(chunk, crc)
        size = (1 + len(chunk) * count) & 0xFFFFFFFF
        header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
        return header + _deflated(b"[", chunk, count) + crc.to_bytes(4, "little") + size.to_bytes(4, "little")
    br = brotli.Compressor(quality=1)
    parts = [br.process(b"["), *(br.process(chunk) for _ in range(count)), br.finish()]
    return b"".join(bytes(part) for part in parts)


def _pdf_bomb(inflated: int) -> bytes:
    """A one-page PDF whose content stream is `inflated` bytes of text operators, Flate-compressed."""
    chunk = b"BT /F1 12 Tf 72 712 Td (bomb) Tj ET\n" * (1 << 15)
    count = inflated // len(chunk)
    adler = 1
    for _ in range(count):
        adler = zlib.adler32(chunk, adler)
    stream = b"\x78\xda" + _deflated(b"", chunk, count) + adler.to_bytes(4, "big")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length "
        + str(len(stream)).encode()
        + b" /Filter /FlateDecode >>\nstream\n"
        + stream
        + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hangs up mid-reply (a capped bomb, a killed child) is the point; report the rest."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class Backend:
    """The search endpoint (`/search?query=<attack>`) and every page, on 127.0.0.1."""

    def __init__(self) -> None:
        articles = [page.body() for page in load_corpus().values() if page.expect == "full"]
        self.clean = articles[:6]
        self.searches: list[str] = []
        self.bodies = {
            "/attributes": b"<html><body><div "
            + b"".join(b"a%d='v' " % i for i in range(100_000))
            + b">x</div>"
            b"</body></html>",
            "/nesting": b"<html><body>"
            + b"<div>" * 100_000
            + b"<p>deep</p>"
            + b"</div>" * 100_000
            + b"</body></html>",
            "/bomb.pdf": _pdf_bomb(1 << 30),
        }
        self.replies = {"gzip-reply": _bomb("gzip", 1 << 30), "brotli-reply": _bomb("br", 1 << 30)}
        self.server = _QuietServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def rows(self, query: str) -> list[dict[str, str]]:
        one = {
            "attributes": ["/attributes"],
            "nesting": ["/nesting"],
            "pdf-bomb": ["/bomb.pdf"],
            "cache-params-1": ["/item?cid=111"],
            "cache-params-2": ["/item?cid=222"],
            "redirects": ["/to/javascript", "/to/mailto"],
            "credentials": ["/clean/1"],
            "warm": ["/clean/5"],
        }
        if query.startswith("clean"):
            paths = [f"/clean/{i}?{query}" for i in range(5)]
        elif query.startswith("burn"):
            paths = [f"/burn?{query}"]
        else:
            paths = one.get(query, [])
        base = self.base.replace("http://", "http://user:pass@") if query == "credentials" else self.base
        return [{"url": base + path, "title": path, "body": "snippet"} for path in paths]

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                headers = {"content-type": "text/html; charset=utf-8"}
                status, body = 200, b""
                if parts.path == "/search":
                    query = (parse_qs(parts.query).get("query") or [""])[0]
                    outer.searches.append(query)
                    headers = {"content-type": "application/json"}
                    if query == "json-300mb":
                        self._stream_json(300 * 10**6)
                        return
                    if query in outer.replies:
                        body = outer.replies[query]
                        headers["content-encoding"] = "gzip" if query.startswith("gzip") else "br"
                    elif query == "json-deep":
                        body = b"[" * 100_000 + b"]" * 100_000
                    else:
                        body = json.dumps(outer.rows(query)).encode()
                elif parts.path in outer.bodies:
                    body = outer.bodies[parts.path]
                    if parts.path.endswith(".pdf"):
                        headers = {"content-type": "application/pdf"}
                elif parts.path.startswith("/clean/"):
                    body = outer.clean[int(parts.path.rsplit("/", 1)[1])]
                elif parts.path == "/burn":
                    body = b"<html><body>" + BURN_BLOCK * 60_000 + b"</body></html>"
                elif parts.path == "/item":
                    cid = (parse_qs(parts.query).get("cid") or ["?"])[0]
                    body = outer.clean[0 if cid == "111" else 2]
                elif parts.path.startswith("/to/"):
                    status = 302
                    headers["location"] = (
                        "javascript:alert(1)" if parts.path.endswith("javascript") else "mailto:a@b.c"
                    )
                else:
                    status, body = 404, b"not found"
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                with suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(body)

            def _stream_json(self, size: int) -> None:
                row = b'{"url": "http://127.0.0.1:9/' + b"x" * 60 + b'", "title": "t", "body": "b"},'
                count = size // len(row)
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(1 + count * len(row) + 2))
                self.end_headers()
                with suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(b"[")
                    block = row * 10_000
                    for _ in range(count // 10_000):
                        self.wfile.write(block)
                    self.wfile.write(row * (count % 10_000) + b"{}]")

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet."""

        return Handler

    def __enter__(self) -> Backend:
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()
        return self

    def __exit__(self, *_: object) -> None:
        self.server.shutdown()
        self.server.server_close()


# -- the process tree ----------------------------------------------------------------------------------


def tree(pid: int) -> list[int]:
    """`pid` and all its descendants."""
    pids, index = [pid], 0
    while index < len(pids):
        with suppress(OSError):
            for task in Path(f"/proc/{pids[index]}/task").iterdir():
                with suppress(OSError, ValueError):
                    pids += [int(child) for child in (task / "children").read_text().split()]
        index += 1
    return pids


def tree_kb(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of `pid`'s tree in kB."""
    rss = pss = 0
    for each in tree(pid):
        with suppress(OSError, ValueError, IndexError):
            rss += int(Path(f"/proc/{each}/statm").read_text().split()[1]) * PAGE_KB
            for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    pss += int(line.split()[1])
                    break
    return rss, pss


def tree_ticks(pid: int) -> int:
    """CPU clock ticks (user + system) used so far by `pid`'s tree, every thread."""
    ticks = 0
    for each in tree(pid):
        with suppress(OSError, ValueError, IndexError):
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks


def settle(pid: int, most: float = 10.0) -> float:
    """Wait until `pid`'s tree is quiet (at most a clock tick of CPU in 0.2 s), at most `most`
    seconds; returns the seconds waited. After an attack page, its worker may still be extracting,
    or be replaced, once the search that asked for it has returned."""
    started = time.perf_counter()
    ticks = tree_ticks(pid)
    while time.perf_counter() - started < most:
        time.sleep(0.2)
        now = tree_ticks(pid)
        if now - ticks <= 1:
            break
        ticks = now
    return time.perf_counter() - started


class Peak(threading.Thread):
    """Peak tree RSS and PSS of a process, sampled every 50 ms until stopped."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.rss, self.pss = pid, 0, 0
        self._done = threading.Event()

    def run(self) -> None:
        while not self._done.is_set():
            rss, pss = tree_kb(self.pid)
            self.rss, self.pss = max(self.rss, rss), max(self.pss, pss)
            self._done.wait(0.05)

    def stop(self) -> tuple[int, int]:
        self._done.set()
        self.join(5)
        return self.rss, self.pss


# -- a child: one attack on one path ---------------------------------------------------------------------


def child(path: str, attack: str, base: str, limit_gb: float, pairs: int) -> None:
    """Warm up, signal the parent, run the attack once, settle, print one JSON line.

    The protocol lines go to a copy of stdout; stdout itself is pointed at stderr (the file descriptor
    too, for C code), so a path that prints on its own — GPT Researcher's PDF loader does — cannot
    break the parent's reading."""
    protocol = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    os.environ.update(
        ALLOW_PRIVATE_URLS="true",
        RETRIEVER_ENDPOINT=f"{base}/search",
        FULLTEXT_SEARCH=f"{base}/search",
        FULLTEXT_CACHE_TTL="600",
    )
    import gpt_researcher.actions.retriever  # noqa: F401 - both paths' modules load before the clock

    if path == "gptr":
        resource.setrlimit(resource.RLIMIT_AS, (int(limit_gb * 2**30), int(limit_gb * 2**30)))
    call = _ours if path == "ours" else _gptr
    if attack not in CLEAN_BESIDE:
        call("warm")
    before = tree_kb(os.getpid())[0]
    print("ready", file=protocol, flush=True)
    sys.stdin.readline()  # the parent's sampler is running
    started = time.perf_counter()
    if attack in CLEAN_BESIDE:
        outcome: Any = _clean_beside(call, attack == "clean-beside", pairs)
    elif attack == "cache-params":
        first, second = call("cache-params-1"), call("cache-params-2")
        outcome = {"cid=111": _which(first), "cid=222": _which(second)}
    else:
        try:
            results = call(attack)
            outcome = {"results": len(results), "urls": [r["url"] for r in results]}
        except MemoryError:
            outcome = {"error": "MemoryError (address space limit)"}
        except Exception as exc:  # noqa: BLE001 - what escapes GPT Researcher's path is the figure
            outcome = {"error": f"{type(exc).__name__}: {str(exc)[:120]}"}
    wall = time.perf_counter() - started
    time.sleep(2.0)
    after = tree_kb(os.getpid())[0]
    answer = {"wall": wall, "before_kb": before, "after_kb": after, "outcome": outcome}
    print(json.dumps(answer), file=protocol, flush=True)


def _which(results: list[dict[str, Any]]) -> str:
    return "none" if not results else results[0]["raw_content"][:40].replace("\n", " ")


def _ours(query: str) -> list[dict[str, Any]]:
    from gptr_fulltext import FulltextRetriever

    return FulltextRetriever(query).search(5)


def _gptr(query: str) -> list[dict[str, Any]]:
    import asyncio

    from gpt_researcher.config.variables.default import DEFAULT_CONFIG
    from gpt_researcher.retrievers.custom.custom import CustomRetriever
    from gpt_researcher.scraper import Scraper
    from gpt_researcher.utils.workers import WorkerPool

    urls = [row["url"] for row in CustomRetriever(query).search() or []]
    scraper = Scraper(urls, DEFAULT_CONFIG["USER_AGENT"], "bs", WorkerPool(15, 0.0))
    rows = asyncio.run(scraper.run())
    return [r for r in rows if r.get("raw_content")]


def _clean_beside(call: Any, attacked: bool, pairs: int) -> dict[str, Any]:
    """A clean search (5 articles) alone and with an attack page extracting beside it, in `pairs`
    pairs, which of the two goes first alternating, each after the same pause: load that drifts over
    the run (other work on a shared machine) touches both sides alike, and a search never follows
    another at once on one side only. The median of the pairs' ratios is the figure.
    Three searches a side, alone first, missed 1.2× in 3 of 10 runs with nothing beside (round 13).
    Not `attacked`: the thread beside does nothing (A/A, the statistic's noise floor)."""
    call("warm")
    alone: list[float] = []
    beside: list[float] = []
    kept: list[int] = []
    settled: list[float] = []

    def clean(query: str, times: list[float]) -> None:
        started = time.perf_counter()
        kept.append(len(call(query)))
        times.append(time.perf_counter() - started)

    def alone_search(i: int) -> None:
        time.sleep(PAUSE)
        clean(f"clean-alone-{i}", alone)

    def beside_search(i: int) -> None:
        attack = threading.Thread(target=call if attacked else _nothing, args=(f"burn-{i}",))
        attack.start()
        time.sleep(PAUSE)  # the attack page is fetched and in a worker
        clean(f"clean-beside-{i}", beside)
        attack.join()
        settled.append(settle(os.getpid()))  # so no search alone runs beside the attack's end

    for i in range(pairs):
        first, second = (beside_search, alone_search) if i % 2 else (alone_search, beside_search)
        first(i)
        second(i)
    ratios = [b / a for a, b in zip(alone, beside, strict=True)]
    return {"ratio": round(statistics.median(ratios), 2), "kept": min(kept),
            "ratios": [round(x, 2) for x in ratios], "alone_median_s": round(statistics.median(alone), 3),
            "beside_median_s": round(statistics.median(beside), 3),
            "settled_max_s": round(max(settled), 2)}  # fmt: skip


def _nothing(_query: str) -> list[dict[str, Any]]:
    """clean-beside-aa's attack: no search at all."""
    return []


# -- the parent ------------------------------------------------------------------------------------------


@dataclass
class Run:
    wall: float | None = None
    rss_mb: float = 0.0
    pss_mb: float = 0.0
    before_mb: float = 0.0
    after_mb: float = 0.0
    outcome: Any = None
    failed: str = ""


def run_child(
    path: str, attack: str, base: str, limit_gb: float, timeout: float = CHILD_TIMEOUT, pairs: int = PAIRS
) -> Run:
    command = [sys.executable, __file__, "--child", path, attack, base, str(limit_gb), str(pairs)]
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert process.stdin and process.stdout
    if process.stdout.readline().strip() != "ready":
        process.kill()
        return Run(failed="did not start")
    peak = Peak(process.pid)
    peak.start()
    process.stdin.write("go\n")
    process.stdin.flush()
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline()), daemon=True)  # type: ignore[union-attr]
    reader.start()
    reader.join(timeout)
    rss, pss = peak.stop()
    if not line or not line[0].strip():
        with suppress(ProcessLookupError):
            for pid in reversed(tree(process.pid)):
                os.kill(pid, 9)
        process.wait()
        return Run(rss_mb=rss / 1024, pss_mb=pss / 1024, failed=f"no answer within {timeout:g} s (killed)")
    try:
        process.wait(30)
    except subprocess.TimeoutExpired:  # answered, but its exit hangs: say so, and end it
        for pid in reversed(tree(process.pid)):
            with suppress(ProcessLookupError):
                os.kill(pid, 9)
        process.wait()
        line[0] = line[0].replace(
            '"outcome": ', '"exit": "hung over 30 s after answering (killed)", "outcome": '
        )
    try:
        data = json.loads(line[0])
    except json.JSONDecodeError:
        return Run(rss_mb=rss / 1024, pss_mb=pss / 1024, failed=f"answered no JSON: {line[0][:80]!r}")
    return Run(
        data["wall"],
        rss / 1024,
        pss / 1024,
        data["before_kb"] / 1024,
        data["after_kb"] / 1024,
        data["outcome"],
    )


def _serve_attacks(backend: Backend) -> Iterator[tuple[str, str, bool]]:
    """(attack, figure, met) for HEAD, Arabic-Indic digits, the token in the log, and the burst."""
    from bench_attack_serve import measure, serving

    env = {
        "FULLTEXT_SEARCH": f"{backend.base}/search",
        "ALLOW_PRIVATE_URLS": "true",
        "FULLTEXT_SERVE_TOKEN": TOKEN,
    }
    with serving(env, access_log=True) as (base, pid, log):

        def get(target: str, method: str = "GET") -> tuple[int, float]:
            request = urllib.request.Request(base + target, method=method)
            started = time.perf_counter()
            try:
                with urllib.request.urlopen(request, timeout=30) as answer:
                    status = answer.status
            except urllib.error.HTTPError as error:
                status = error.code
            return status, time.perf_counter() - started

        searches = len(backend.searches)
        status, wall = get(f"/search?query=warm&token={TOKEN}", "HEAD")
        ran = len(backend.searches) - searches
        yield (
            "HEAD /search",
            f"{status} in {wall * 1000:.0f} ms, {ran} searches run",
            status == 405 and ran == 0,
        )
        status, wall = get(f"/search?query=warm&max_results=%D9%A3&token={TOKEN}")
        yield "max_results=٣ (Arabic-Indic)", f"{status} in {wall * 1000:.0f} ms", status == 400
        status, wall = get(f"/search?query=warm&token={TOKEN}")
        time.sleep(0.5)
        log.seek(0)
        text = log.read()
        shown = text.count(TOKEN)
        masked = "token=***" in text
        yield (
            "token in the access log",
            f"search {status}; token shown {shown}×, masked line present: {masked}",
            shown == 0 and masked,
        )
        rss, pss = tree_kb(pid)
        memory = f"PSS {pss / 1024:.0f} MB (summed RSS {rss / 1024:.0f})"
        yield "serve tree after these", memory, pss / 1024 <= 400
    figures = measure(burst=500).summary()
    worst = figures["503_ms"]["max"]
    yield (
        "500-request burst beside an attack page",
        f"503s p50 {figures['503_ms']['p50']} / max {worst} ms, /healthz {figures['healthz_ms']} ms, "
        f"statuses {figures['statuses']}, server CPU {figures['server_cpu_ms_during_burst']} ms",
        worst is not None and worst <= 150 and figures["healthz_ms"] <= 1000,
    )


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]), int(sys.argv[6]))
        return 0
    parser = argparse.ArgumentParser(prog="scripts/bench-attack", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--attacks", nargs="*", default=[*ATTACKS, "clean-beside", "serve"], help="which to run"
    )
    parser.add_argument("--no-gptr", action="store_true", help="ours only")
    parser.add_argument("--pairs", type=int, default=PAIRS, help="clean-beside's interleaved pairs")
    parser.add_argument("--timeout", type=float, default=CHILD_TIMEOUT, help="seconds a child may take")
    parser.add_argument(
        "--gptr-limit-gb", type=float, default=6.0, help="GPT Researcher child's address space"
    )
    args = parser.parse_args()

    def out(line: str) -> None:
        print(line, flush=True)

    met_all = True
    with Backend() as backend:
        out(f"bench-attack on {backend.base} (load {' '.join(f'{x:.1f}' for x in os.getloadavg())})")
        for attack in args.attacks:
            if attack == "serve":
                for name, figure, met in _serve_attacks(backend):
                    met_all &= met
                    out(f"{name:42} serve: {figure} {'' if met else '  ← NOT MET'}")
                continue
            paths = (
                ["ours"] if args.no_gptr or attack in ("cache-params", *CLEAN_BESIDE) else ["ours", "gptr"]
            )
            for path in paths:
                run = run_child(path, attack, backend.base, args.gptr_limit_gb, args.timeout, args.pairs)
                label = ATTACKS.get(attack, attack)
                if run.failed:
                    out(
                        f"{label:42} {path:4}: {run.failed}; tree peak PSS {run.pss_mb:.0f} MB "
                        f"(summed RSS {run.rss_mb:.0f})"
                    )
                    met_all &= path != "ours"
                    continue
                verdict = ""
                if path == "ours":
                    met = (run.wall or 0) <= 13 and run.pss_mb <= 400 and run.after_mb - run.before_mb <= 50
                    if attack in CLEAN_BESIDE:  # its wall is many searches; "before" is before the workers
                        met = run.pss_mb <= 400 and run.outcome["ratio"] <= 1.2 and run.outcome["kept"] == 5
                    if attack == "cache-params":
                        met &= run.outcome["cid=111"] != run.outcome["cid=222"]
                    met_all &= met
                    verdict = "" if met else "  ← NOT MET"
                out(
                    f"{label:42} {path:4}: {run.wall:6.2f} s, tree peak PSS {run.pss_mb:4.0f} MB "
                    f"(summed RSS {run.rss_mb:4.0f}), RSS before {run.before_mb:4.0f} → after "
                    f"{run.after_mb:4.0f} MB; "
                    f"{json.dumps(run.outcome, ensure_ascii=False)[:200]}{verdict}"
                )
        out(f"load {' '.join(f'{x:.1f}' for x in os.getloadavg())}; all ours met: {met_all}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
