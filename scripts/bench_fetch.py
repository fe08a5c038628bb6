"""bench-fetch: our retriever beside GPT Researcher's built-in path on websim, the loopback web.

websim (`../shared/bench/websim.py`) runs in this process. For every query, each path runs in a
subprocess of its own, alternating which goes first, after a websim `/_reset` (so a 429-once URL
answers 429 to both):

- ours: `FulltextRetriever(query).search(max_results)` with `FULLTEXT_SEARCH=custom` and
  `RETRIEVER_ENDPOINT` at websim's `/search`;
- GPT Researcher: `CustomRetriever(query).search()` for URLs, then
  `Scraper(urls, USER_AGENT, "bs", WorkerPool(15, 0.0)).run()`, its default scraper.

Both get `ALLOW_PRIVATE_URLS=true`, and both paths' modules are imported before the clock starts
(a research run has them loaded). Our extraction workers are started and ready before the clock
(`--workers started`, the default), as in a research: GPT Researcher loads the plugin, which starts
them, a model call before its first search, and later searches reuse them; `--workers cold` leaves
their start-up (the zygote's imports and warm-up, ~1 s of CPU) to the call, a process's first search.
Wall time is the call only; peak RSS is the child's `VmHWM`.
Scored against websim's `/manifest`: thin pages returned, articles missed (see `score`), and F1 of
the returned text against the article's ground truth (DESIGN.md metric: `\\w+` tokens, 4-token
shingles). Per query it also prints our floor (see `floor`): the network-bound minimum.

Usage: scripts/bench-fetch [--profiles default hostile] [--seed 1] [--queries 10] [--max-results 5]
                           [--workers started|cold]
                           [--profile-run]   (one of our calls under a CPU profiler instead)
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import re
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT.parent / "shared" / "bench"
GROUND_TRUTH = BENCH / "article-extraction" / "ground-truth.json"
CHILD_TIMEOUT = 600.0
EXTRACTION_ALLOWANCE = 0.5  # seconds an article needs after its last byte to be judged
_TOKEN = re.compile(r"\w+")
SHINGLE = 4


# -- the child: one call of one path ---------------------------------------------------------------


def child(path: str, query: str, search_url: str, max_results: int, profile: bool, workers: str) -> None:
    """Run one call and print one JSON line: wall, peak RSS, results (and our per-candidate reasons)."""
    os.environ.update(ALLOW_PRIVATE_URLS="true", RETRIEVER_ENDPOINT=search_url, FULLTEXT_SEARCH="custom")
    # Both paths' modules load before the clock, as in a research run (this one imports GPT
    # Researcher's scraper, bs4 and lxml); first-use set-up inside the libraries stays on the clock.
    import gpt_researcher.actions.retriever  # noqa: F401

    if path == "ours":
        from gptr_fulltext.pipeline import start_workers
        from gptr_fulltext.settings import Settings

        if workers == "started":  # as GPT Researcher's plugin load starts them before its first search
            start_workers(Settings.load_for_calls(), wait=True)

    outcomes: list[list[Any]] = []
    errors: list[str] = []
    logging.basicConfig(level=logging.CRITICAL)
    handler = _Capture(outcomes, errors)
    for name in ("gptr_fulltext", "gpt_researcher", "gpt_researcher.scraper.scraper"):
        logging.getLogger(name).addHandler(handler)
    logging.getLogger("gptr_fulltext").setLevel(logging.DEBUG)
    logging.getLogger("gpt_researcher.scraper.scraper").setLevel(logging.ERROR)

    started = time.perf_counter()
    results = _ours(query, max_results, profile) if path == "ours" else _gpt_researcher(query)
    wall = time.perf_counter() - started
    line = {"wall": wall, "rss_kb": _vmhwm_kb(), "results": results, "outcomes": outcomes, "errors": errors}
    print(json.dumps(line), flush=True)


def _ours(query: str, max_results: int, profile: bool) -> list[dict[str, str]]:
    from gptr_fulltext import FulltextRetriever

    if not profile:
        rows = FulltextRetriever(query).search(max_results)
    else:
        import yappi

        yappi.set_clock_type("cpu")
        yappi.set_context_name_callback(lambda: threading.current_thread().name)
        yappi.start(profile_threads=True)
        wall = time.perf_counter()
        rows = FulltextRetriever(query).search(max_results)
        wall = time.perf_counter() - wall
        yappi.stop()
        _print_profile(yappi, wall)
    return [{"url": r["url"], "text": r["raw_content"]} for r in rows]


def _gpt_researcher(query: str) -> list[dict[str, str]]:
    import asyncio

    from gpt_researcher.config.variables.default import DEFAULT_CONFIG
    from gpt_researcher.retrievers.custom.custom import CustomRetriever
    from gpt_researcher.scraper import Scraper
    from gpt_researcher.utils.workers import WorkerPool

    urls = [row["url"] for row in CustomRetriever(query).search()]
    scraper = Scraper(urls, DEFAULT_CONFIG["USER_AGENT"], "bs", WorkerPool(15, 0.0))
    rows = asyncio.run(scraper.run())
    return [{"url": r["url"], "text": r["raw_content"]} for r in rows if r.get("raw_content")]


class _Capture(logging.Handler):
    """Our per-candidate debug lines (structured args) and every logged exception or error."""

    def __init__(self, outcomes: list[list[Any]], errors: list[str]) -> None:
        super().__init__(logging.DEBUG)
        self.outcomes, self.errors = outcomes, errors

    def emit(self, record: logging.LogRecord) -> None:
        if record.msg == "fulltext #%d %s %s%s %.2fs %s" and isinstance(record.args, tuple):
            self.outcomes.append(list(record.args))
        elif record.exc_info or (
            record.levelno >= logging.ERROR and record.name.startswith("gpt_researcher")
        ):
            self.errors.append(record.getMessage()[:200])


def _vmhwm_kb() -> int:
    """Peak resident set of this process (`ru_maxrss` misreports children here)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def _print_profile(yappi: Any, wall: float) -> None:
    """CPU by thread and by area of code, then the costliest functions, on stderr."""
    out = sys.stderr
    by_thread: Counter[str] = Counter()
    for thread in yappi.get_thread_stats():
        name = "main (waits for the fetch loop)" if thread.name == "MainThread" else thread.name
        by_thread[re.sub(r" \d+$", "", name)] += thread.ttot
    print(f"\nprofile: one call, wall {wall:.2f} s; CPU {sum(by_thread.values()):.2f} s by thread:", file=out)
    for name, seconds in by_thread.most_common():
        print(f"  {seconds:6.2f} s  {name}", file=out)
    areas: Counter[str] = Counter()
    stats = yappi.get_func_stats()
    for stat in stats:
        areas[_area(stat.module)] += stat.tsub
    print("CPU by area (own time):", file=out)
    for name, seconds in areas.most_common(12):
        print(f"  {seconds:6.2f} s  {name}", file=out)
    print("costliest functions (own time):", file=out)
    for stat in sorted(stats, key=lambda s: -s.tsub)[:15]:
        print(f"  {stat.tsub:6.3f} s  {stat.ncall:7d}×  {_area(stat.module)}: {stat.name}", file=out)


def _area(module: str) -> str:
    for needle, name in (
        ("trafilatura", "trafilatura"),
        ("justext", "trafilatura"),
        ("htmldate", "trafilatura (htmldate)"),
        ("courlan", "courlan"),
        ("lxml", "lxml"),
        ("selectolax", "selectolax"),
        ("charset_normalizer", "charset detection"),
        ("gptr_fulltext", "gptr_fulltext"),
        ("httpcore", "httpcore"),
        ("httpx", "httpx"),
        ("h11", "h11"),
        ("anyio", "anyio"),
        ("asyncio", "asyncio loop"),
        ("gpt_researcher", "gpt_researcher"),
        ("requests", "requests (search)"),
        ("logging", "logging"),
        ("threading", "threads"),
        ("concurrent", "threads"),
    ):
        if needle in module:
            return name
    return "other: " + Path(module).stem if module else "builtins"


# -- the parent: alternate, score, report ----------------------------------------------------------


@dataclass
class Run:
    path: str
    query: str
    wall: float
    rss_kb: int
    results: list[dict[str, str]]
    outcomes: list[list[Any]]
    errors: list[str]
    crashed: str = ""


@dataclass
class Row:
    """One path's figures over all queries of one profile."""

    label: str
    walls: list[float]
    rss_mb: float
    results: int
    optional: int
    thin: list[str]
    missed: list[str]
    f1: float
    exceptions: list[str]
    physical_ratio: float = 0.0  # median of wall / physical limit (ours only)

    @property
    def median(self) -> float:
        return statistics.median(self.walls)

    @property
    def fetch_missed(self) -> int:
        """Articles lost by fetching (time, network), not by a thin verdict on what arrived."""
        return sum(1 for item in self.missed if not item.startswith("[judged]"))


@dataclass
class Score:
    thin: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    optional: int = 0
    pages: list[tuple[float, float, float]] = field(default_factory=list)  # normalised tp, fp, fn


def run_child(
    path: str, query: str, search_url: str, max_results: int, workers: str, profile: bool = False
) -> Run:
    command = [sys.executable, __file__, "--child", path, "--query", query, "--search", search_url]
    command += ["--workers", workers]
    command += ["--max-results", str(max_results)] + (["--profile-run"] if profile else [])
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=CHILD_TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return Run(path, query, CHILD_TIMEOUT, 0, [], [], [], crashed=f"no answer in {CHILD_TIMEOUT:g} s")
    if profile:
        sys.stderr.write(done.stderr)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        return Run(path, query, 0.0, 0, [], [], [], crashed=done.stderr.strip().splitlines()[-1:][0][:200])
    data = json.loads(lines[-1])
    return Run(path, query, data["wall"], data["rss_kb"], data["results"], data["outcomes"], data["errors"])


def completes_by(entry: dict[str, Any], by_url: dict[str, dict[str, Any]]) -> float:
    """When websim's answer for a SERP entry is complete, following its redirects and 429 wait."""
    seconds = float(entry["ttfb"]) + float(entry.get("drip_seconds") or 0)
    if entry["behaviour"] == "once429":
        seconds += 1.0 + float(entry["ttfb"])  # Retry-After: 1, then the page
    for hop in entry.get("chain") or []:
        seconds += float(by_url[hop]["ttfb"])
    return seconds


def floor(
    serp: list[dict[str, Any]], by_url: dict[str, dict[str, Any]], window: int, quota: int, settings: Any
) -> float:
    """Our network-bound lower bound: the slowest answer among the candidates we must settle.

    Walks candidates in rank order until `quota` would be full (by the manifest's labels), taking
    each answer's completion time (a hang costs the idle timeout), capped by the deadline. Zero
    time for extraction and judging, so the gap to the measured wall is our own overhead.
    """
    worst, full = 0.0, 0
    for entry in serp[:window]:
        if full >= quota:
            break
        seconds = settings.idle_timeout if entry["behaviour"] == "hang" else completes_by(entry, by_url)
        worst = max(worst, min(seconds, settings.page_timeout, settings.deadline))
        full += entry["expect"] in ("article", "optional")
    return worst


def physical(serp: list[dict[str, Any]], by_url: dict[str, dict[str, Any]], window: int, quota: int) -> float:
    """The physical limit of a call: when the `quota` best-ranked good pages (articles, optional
    pages) among the candidates have all arrived (all of them, if there are fewer), from websim's
    manifest (TTFB, drip, redirect hops, a 429 retry). A retriever returning the same pages in rank
    order cannot be faster; unlike `floor`, hung and thin candidates cost nothing here."""
    good = [entry for entry in serp[:window] if entry["expect"] in ("article", "optional")][:quota]
    return max((completes_by(entry, by_url) for entry in good), default=0.0)


def score(
    run: Run,
    serp: list[dict[str, Any]],
    by_url: dict[str, dict[str, Any]],
    truth: dict[str, str],
    window: int,
    quota: int,
    deadline: float,
) -> Score:
    """Thin returned, articles missed, per-page shingle scores.

    An article is missed when it is among the candidates the path considered, ranked where the
    path still needed pages, its answer completes before the deadline (less extraction time), and
    it was not returned. GPT Researcher considers the whole SERP with no quota and no deadline.
    """
    result = Score()
    returned: dict[str, str] = {}
    for row in run.results:
        entry = by_url.get(row["url"])
        serp_url = next((e["url"] for e in serp if row["url"] in (e["url"], e.get("final_url"))), None)
        key = serp_url or row["url"]
        returned[key] = row["text"]
        if entry is None:
            continue
        if entry["expect"] == "thin":
            result.thin.append(f"{entry['behaviour']} {row['url']}")
        if entry["expect"] == "optional":
            result.optional += 1
        gt = truth.get(entry.get("gt_id") or "")
        if entry["expect"] in ("article", "optional") and gt is not None:
            result.pages.append(compare(gt, row["text"]))
    slots = 0
    for entry in serp[:window]:
        if slots >= quota:
            break
        if entry["url"] in returned:
            slots += 1
        elif entry["expect"] == "article" and completes_by(entry, by_url) + EXTRACTION_ALLOWANCE < deadline:
            reason = next((o[2] for o in run.outcomes if o[5] == entry["url"]), "") or "not returned"
            stage = "lost" if run.path != "ours" else "judged" if reason in _judged_reasons() else "fetch"
            result.missed.append(f"[{stage}] {entry['behaviour']} ({reason}) {entry['url']}")
            slots += 1
    return result


def _judged_reasons() -> set[str]:
    """Reasons given after a page arrived: the judge's verdicts, and duplicates of a kept page."""
    from gptr_fulltext.reasons import Reason

    return {reason for reason in Reason if reason.stage == "judge"} | {Reason.DUPLICATE}


def shingles(text: str) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text.lower())
    return Counter(tuple(tokens[i : i + SHINGLE]) for i in range(max(len(tokens) - SHINGLE + 1, 0)))


def compare(truth: str, predicted: str) -> tuple[float, float, float]:
    want, got = shingles(truth), shingles(predicted)
    tp = sum((want & got).values())
    fp, fn = sum((got - want).values()), sum((want - got).values())
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


def f1(pages: list[tuple[float, float, float]]) -> float:
    precisions = [tp / (tp + fp) for tp, fp, _ in pages if tp + fp > 0]
    recalls = [tp / (tp + fn) for tp, _, fn in pages if tp + fn > 0]
    if not precisions or not recalls:
        return 0.0
    p, r = statistics.mean(precisions), statistics.mean(recalls)
    return 2 * p * r / (p + r) if p + r else 0.0


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    return statistics.quantiles(ordered, n=100, method="inclusive")[round(q * 100) - 1]


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=30) as answer:  # loopback websim only
        return json.loads(answer.read())


def bench_profile(profile: str, args: argparse.Namespace) -> dict[str, Row]:
    sys.path.insert(0, str(BENCH))
    import websim

    from gptr_fulltext.settings import Settings

    settings = Settings.load({"FULLTEXT_SEARCH": "custom"})
    reserve = getattr(settings, "reserve", 0.0)  # commits before #22's reserve have none
    window = math.ceil(args.max_results * settings.overfetch) + math.ceil(args.max_results * reserve)
    truth = {k: v.get("articleBody") or "" for k, v in json.loads(GROUND_TRUTH.read_text()).items()}
    queries = [f"query {i}" for i in range(1, args.queries + 1)]
    runs: list[Run] = []
    loads = [os.getloadavg()[0]]
    with websim.start_in_thread(seed=args.seed, profile=profile, hosts=args.hosts) as sim:
        manifest = get_json(sim.manifest_url)
        by_url = {e["url"]: e for e in manifest["urls"]}
        # --serp-size fixes the SERP length for both paths (GPT Researcher's custom retriever keeps
        # query parameters already in RETRIEVER_ENDPOINT); without it websim picks 10-20 per query.
        search_url = sim.search_url + (f"?max_results={args.serp_size}" if args.serp_size else "")
        sep = "&" if args.serp_size else "?"
        serps = {
            q: [by_url[row["url"]] for row in get_json(f"{search_url}{sep}query={q.replace(' ', '+')}")]
            for q in queries
        }
        for i, query in enumerate(queries):
            for path in args.paths if i % 2 == 0 else args.paths[::-1]:
                get_json(sim.base_url + "/_reset")
                runs.append(run_child(path, query, search_url, args.max_results, args.workers))
                print(f"  {profile} {query!r} {path}: {runs[-1].wall:.2f} s", file=sys.stderr, flush=True)
            loads.append(os.getloadavg()[0])
    rows: dict[str, Row] = {}
    for path, label in (("ours", "fulltext"), ("gptr", "gpt-researcher bs")):
        mine = [r for r in runs if r.path == path]
        if not mine:
            continue
        scores = [
            score(
                r,
                serps[r.query],
                by_url,
                truth,
                window if path == "ours" else len(serps[r.query]),
                args.max_results if path == "ours" else len(serps[r.query]),
                settings.deadline if path == "ours" else math.inf,
            )
            for r in mine
        ]
        rows[path] = Row(
            label=label,
            walls=[r.wall for r in mine],
            rss_mb=max(r.rss_kb for r in mine) / 1024,
            results=sum(len(r.results) for r in mine),
            optional=sum(s.optional for s in scores),
            thin=[t for s in scores for t in s.thin],
            missed=[m for s in scores for m in s.missed],
            f1=f1([p for s in scores for p in s.pages]),
            exceptions=[e for r in mine for e in r.errors] + [r.crashed for r in mine if r.crashed],
        )
    sizes = [len(serp) for serp in serps.values()]
    print(
        f"\n{'query':10} {'floor':>7} {'physical':>8} {'fulltext':>9} {'/ phys.':>7} {'gpt-r bs':>9}   "
        "(floor: our rank-order network-bound minimum; physical: when the "
        f"{args.max_results} best-ranked good candidates have arrived)"
    )
    ratios = []
    for query in queries:
        walls = {r.path: r.wall for r in runs if r.query == query}
        bound = floor(serps[query], by_url, window, args.max_results, settings)
        limit = physical(serps[query], by_url, window, args.max_results)
        ratios.append(walls["ours"] / limit if limit else math.inf)
        print(
            f"{query:10} {bound:6.2f}s {limit:7.2f}s {walls['ours']:8.2f}s {ratios[-1]:6.2f}× "
            + (f"{walls['gptr']:8.2f}s" if "gptr" in walls else "")
        )
    rows["ours"].physical_ratio = statistics.median(ratios)
    print(f"fulltext wall / physical limit: median {statistics.median(ratios):.2f}×, max {max(ratios):.2f}×")
    print(
        f"\nprofile {profile}: seed {args.seed}, {len(queries)} queries, SERPs of {min(sizes)}-{max(sizes)} "
        f"URLs; ours: max_results={args.max_results} (first {window} candidates), deadline "
        f"{settings.deadline:g} s, workers {args.workers}; "
        f"load average {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} CPUs"
    )
    print(
        f"{'path':18} {'median':>7} {'p95':>7} {'max':>7} {'peak RSS':>9} {'results':>8} {'thin':>5} "
        f"{'missed (fetch)':>14} {'F1':>6} {'exceptions':>10}"
    )
    for row in rows.values():
        print(
            f"{row.label:18} {row.median:6.2f}s {quantile(row.walls, 0.95):6.2f}s {max(row.walls):6.2f}s "
            f"{row.rss_mb:6.0f} MB {row.results:8d} {len(row.thin):5d} "
            f"{len(row.missed):6d} ({row.fetch_missed:d}){'':5} "
            f"{row.f1:6.3f} {len(row.exceptions):10d}"
        )
    if "gptr" in rows:
        print(f"ratio of medians (ours / GPT Researcher): {rows['ours'].median / rows['gptr'].median:.3f}")
    for row in rows.values():
        for kind, items in (("thin", row.thin), ("missed", row.missed), ("exception", row.exceptions)):
            for item in items:
                print(f"  {row.label}: {kind}: {item}")
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--profiles", nargs="+", default=["default", "hostile"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--queries", type=int, default=10)
    parser.add_argument("--hosts", type=int, default=20)
    parser.add_argument("--max-results", type=int, default=5, help="ours; GPT Researcher's default is 5")
    parser.add_argument("--serp-size", type=int, help="URLs per SERP for both paths (websim: 10-20)")
    parser.add_argument("--profile-run", action="store_true", help="profile one of our calls instead")
    parser.add_argument(
        "--paths", nargs="+", choices=["ours", "gptr"], default=["ours", "gptr"], help="default: both"
    )
    parser.add_argument(
        "--workers",
        choices=["started", "cold"],
        default="started",
        help="ours: extraction workers running before the call, as after a research's plugin load "
        "(default), or started by the call itself, as a process's very first search",
    )
    parser.add_argument("--child", choices=["ours", "gptr"], help=argparse.SUPPRESS)
    parser.add_argument("--query", help="the query for --profile-run (default 'query 3')")
    parser.add_argument("--search", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT / "src"))
    if args.child:
        child(args.child, args.query, args.search, args.max_results, args.profile_run, args.workers)
        return 0
    if not GROUND_TRUTH.exists():
        print(f"bench-fetch needs {BENCH} (websim.py and article-extraction/)", file=sys.stderr)
        return 2
    if args.profile_run:
        return profile_one(args)
    parts = []
    for profile in args.profiles:
        rows = bench_profile(profile, args)
        ours, theirs = rows["ours"], rows.get("gptr")
        versus = f" vs {theirs.median:.2f}s (ratio {ours.median / theirs.median:.2f})" if theirs else ""
        parts.append(
            f"{profile} (workers {args.workers}): median {ours.median:.2f}s{versus}, "
            f"wall/physical {ours.physical_ratio:.2f}×, "
            f"max {max(ours.walls):.2f}s, RSS {ours.rss_mb:.0f} MB, thin {len(ours.thin)}, "
            f"missed {len(ours.missed)} (by fetching {ours.fetch_missed}), F1 {ours.f1:.3f}, "
            f"exceptions {len(ours.exceptions)}"
        )
    print("bench-fetch summary: " + " | ".join(parts))
    return 0


def profile_one(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(BENCH))
    import websim

    with websim.start_in_thread(seed=args.seed, profile=args.profiles[0], hosts=args.hosts) as sim:
        run = run_child(
            "ours", args.query or "query 3", sim.search_url, args.max_results, args.workers, profile=True
        )
    peak = run.rss_kb / 1024
    print(f"profiled call: {run.wall:.2f} s wall, {len(run.results)} results, peak RSS {peak:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
