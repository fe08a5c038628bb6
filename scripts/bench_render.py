"""bench-render: what rendering recovers and what it costs, on pages served from loopback.

A small server (in this process) serves per query two static articles and two script-built pages
(an empty app root whose script fetches the article as JSON and writes it, as single-page apps do),
each on its own topic, at fresh URLs per query. Each mode (`FULLTEXT_RENDER=off`, `auto`) runs in a
subprocess of its own: `--queries` calls of `pipeline.run(urls=[static, app, static, app])`, then one
call on a page whose script never ends (`while (true) {}`) under a 4 s deadline. While it runs, a
thread samples the subprocess's whole tree (it, its extraction workers, Playwright's driver and the
browser's processes) every 50 ms: peak RSS summed, and peak PSS summed (shared pages counted once).

Usage: scripts/bench-render [--queries 5] [--browser PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TOPICS = (
    "The river towns along the valley spent the winter rebuilding what the flood took from them, "
    "and the work went slower than anyone had hoped, because the bridges came first.",
    "Orchard growers on the southern slopes graft young apple trees in early spring, binding each "
    "scion to its rootstock with waxed tape before the buds begin to swell.",
    "The ferry between the two islands runs four times a day in summer, though storms in the "
    "autumn often cancel the last crossing and leave travellers waiting in the harbour cafe.",
    "Lighthouse keepers once logged the weather every three hours, noting wind, visibility and "
    "the state of the sea in ledgers that historians now read for clues about old storms.",
)
APP = (
    "<!doctype html><html><head><title>{title}</title></head><body><div id='root'></div>"
    "<noscript>You need to enable JavaScript to run this app.</noscript><script>"
    "fetch('/api/{name}.json').then(r => r.json()).then(d => {{"
    " const root = document.getElementById('root');"
    " for (const p of d.paragraphs) {{ const e = document.createElement('p'); e.textContent = p;"
    " root.appendChild(e); }} }});</script></body></html>"
)
ENDLESS = (
    "<!doctype html><html><head><title>Endless</title></head><body><div id='root'></div>"
    "<script>while (true) {}</script></body></html>"
)


def paragraphs(name: str, topic: int) -> list[str]:
    return [f"{TOPICS[topic]} {TOPICS[topic]} ({name}, part {n}.)" for n in range(8)]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        kind, _, rest = self.path.strip("/").partition("/")
        name = rest.partition(".")[0]
        topic = int(name.rsplit("-", 1)[-1]) % len(TOPICS) if name[-1:].isdigit() else 0
        if kind == "static":
            text = "".join(f"<p>{p}</p>" for p in paragraphs(name, topic))
            body = f"<html><head><title>{name}</title></head><body><article>{text}</article></body></html>"
            ctype = "text/html; charset=utf-8"
        elif kind == "app":
            body, ctype = APP.format(title=name, name=name), "text/html; charset=utf-8"
        elif kind == "api":
            body, ctype = json.dumps({"paragraphs": paragraphs(name, topic)}), "application/json"
        else:
            body, ctype = ENDLESS, "text/html; charset=utf-8"
        data = body.encode()
        self.send_response(200)
        self.send_header("content-type", ctype)
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""


# -- the child: one mode ------------------------------------------------------------------------------


def child(origin: str, mode: str, queries: int, browser: str) -> None:
    import anyio

    from gptr_fulltext import pipeline
    from gptr_fulltext.settings import Settings

    base = {"allow_private": True, "render": mode, "search": "unused", "cache_ttl": 0, "browser": browser}
    settings = Settings.load({}, **base)
    rows = []
    for q in range(queries):
        urls = [
            f"{origin}/static/q{q}-0",
            f"{origin}/app/q{q}-1",
            f"{origin}/static/q{q}-2",
            f"{origin}/app/q{q}-3",
        ]
        started = time.monotonic()
        report = anyio.run(lambda: pipeline.run("bench", 4, settings=settings, urls=urls))  # noqa: B023
        wall = time.monotonic() - started
        rendered = sum(1 for o in report.outcomes if o.kept and o.extraction and o.extraction.rendered)
        static_rendered = sum(
            1
            for o in report.outcomes
            if "/static/" in o.candidate.url and o.extraction and o.extraction.rendered
        )
        rows.append(
            {
                "wall": wall,
                "kept": len(report.results),
                "rendered": rendered,
                "static_rendered": static_rendered,
            }
        )
    endless = Settings.load({}, **base, deadline=4.0)
    started = time.monotonic()
    report = anyio.run(lambda: pipeline.run("endless", 1, settings=endless, urls=[f"{origin}/endless/x"]))
    print(
        json.dumps(
            {"rows": rows, "endless": time.monotonic() - started, "endless_reason": report.outcomes[0].reason}
        )
    )


# -- the parent -----------------------------------------------------------------------------------------


def tree(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [pid], [pid]
    while todo:
        for kid in children.get(todo.pop(), []):
            found.append(kid)
            todo.append(kid)
    return found


def memory_kb(pids: list[int]) -> tuple[int, int]:
    """(RSS, PSS) summed over `pids`, in kB."""
    rss = pss = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Rss:"):
                    rss += int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss += int(line.split()[1])
        except OSError:
            continue
    return rss, pss


def measure(origin: str, mode: str, queries: int, browser: str) -> dict[str, Any]:
    command = [sys.executable, __file__, "--child", origin, mode, str(queries), browser]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    peak = [0, 0]
    at_peak: list[str] = []

    def sample() -> None:
        while process.poll() is None:
            each = {pid: memory_kb([pid]) for pid in tree(process.pid)}
            rss, pss = sum(m[0] for m in each.values()), sum(m[1] for m in each.values())
            if rss > peak[0]:
                at_peak[:] = [f"{_kind(pid)}={m[0] // 1024}" for pid, m in each.items() if m[0]]
            peak[0], peak[1] = max(peak[0], rss), max(peak[1], pss)
            time.sleep(0.05)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, _ = process.communicate(timeout=600)
    sampler.join()
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    result["peak_rss_mb"], result["peak_pss_mb"] = peak[0] / 1024, peak[1] / 1024
    leftover = [p for p in tree(os.getpid()) if p != os.getpid() and "chrom" in _cmd(p)]
    result["browsers_left"] = len(leftover)
    result["at_peak"] = " ".join(at_peak)
    return result


def _kind(pid: int) -> str:
    """A short name for a process of the tree: python, node (Playwright's driver), or Chromium's type."""
    words = _cmd(pid).split("\0")
    types = [w.removeprefix("--type=") for w in words if w.startswith("--type=")]
    if types:
        return types[0]
    name = Path(words[0]).name if words and words[0] else "?"
    return "browser" if "chrom" in name or "headless" in name else name


def _cmd(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return ""


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        origin, mode, queries, browser = sys.argv[2:6]
        child(origin, mode, int(queries), browser)
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queries", type=int, default=5)
    parser.add_argument("--browser", default="", help="FULLTEXT_BROWSER (default: found)")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"{args.queries} queries x (2 static + 2 script-built pages), max_results 4, deadline 12 s")
    print(
        f"{'mode':6} {'full/q':>7} {'rendered/q':>10} {'static rendered':>15} {'first q':>8} "
        f"{'median q':>9} {'max q':>6} {'endless':>8} {'peak RSS':>9} {'peak PSS':>9} {'left':>5}"
    )
    for mode in ("off", "auto"):
        r = measure(origin, mode, args.queries, args.browser)
        walls = [row["wall"] for row in r["rows"]]
        rest = walls[1:] or walls
        print(
            f"{mode:6} {statistics.mean(row['kept'] for row in r['rows']):7.1f} "
            f"{statistics.mean(row['rendered'] for row in r['rows']):10.1f} "
            f"{sum(row['static_rendered'] for row in r['rows']):15d} {walls[0]:7.2f}s "
            f"{statistics.median(rest):8.2f}s {max(walls):5.2f}s {r['endless']:7.2f}s "
            f"{r['peak_rss_mb']:6.0f} MB {r['peak_pss_mb']:6.0f} MB {r['browsers_left']:5d}"
        )
        print(f"       RSS MB per process at the peak: {r['at_peak']}")
    server.shutdown()


if __name__ == "__main__":
    main()
