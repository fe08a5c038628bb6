"""Extraction benchmark: our `extract()` side by side with trafilatura on six public corpora, in one run.

Corpora (`scripts/corpora.py`): cleaneval, cleanportaleval, dragnet, readability and wcxb-dev from
`../shared/bench/corpora` (its README: format, scoring, published baselines), and Zyte's 181
articles (`../shared/bench/article-extraction`) as `zyte`. Every page is in a fixed split by hash,
`dev` or `check`: tune on dev, check on the rest (`--split`; default all).

Scoring, as the corpora README says: lower-cased `\\w+` tokens as bags, precision / recall / F1 per
page (an empty gold scores 1 for an empty output, 0 otherwise), averaged per corpus; the macro
average is the mean over corpora, printed over all six and over the five shared ones. Zyte's pages
are also scored with Zyte's own metric as before (DESIGN.md): `\\w+` tokens, 4-token shingles as
multisets, per-page tp/fp/fn normalised to sum 1, precision averaged over pages with tp+fp > 0,
recall over pages with tp+fn > 0, F1 of the two averages, on its own 141 / 40 dev / held-out split
(`--zyte-split`; held-out only for a final report).

Extractors: `ours` (`extract(html, url).text`), `traf-no-comments` (trafilatura 2.3.1,
`include_comments=False`), `traf-defaults`; `--only` adds `ours-text`, `ours-raw` and `gptr-bs`
(GPT Researcher's BeautifulSoup text; slow). All run in the same process, page by page in turn,
each call meeting its page cold (see `corpora.run`); a page's CPU is its least over the passes
(`--passes`, default 1; Zyte's pages `--zyte-passes`, default 3), so figures stay comparable on a
busy machine. The pages are dealt to `--jobs` forked processes (default 2, one per core; CPU is
each process's own); scores do not depend on it. An extractor that raises on a page scores that
page empty, and is counted. `--json` writes every page's scores, to diff runs.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import (
    ALL_CORPORA,
    README_BASELINES,
    SHARED_CORPORA,
    SHINGLE,
    ZYTE,
    ZYTE_BENCH,
    CorpusPage,
    Mean,
    ShingleScore,
    Timed,
    TokenScore,
    bag,
    extractors,
    load,
    load_zyte,
    macro,
    mean,
    median,
    run,
    select,
    shingle_compare,
    shingle_summary,
    shingles,
    token_score,
    zyte_held_out,
)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXTRACTORS = ("ours", "traf-no-comments", "traf-defaults")
REFERENCE = "traf-no-comments"  # what ours' CPU ratio and the worst lists compare against
_TOKEN_TEXT = re.compile(r"\w+")


@dataclass(frozen=True, slots=True)
class Scored:
    """One page's scores: token F1/P/R per extractor, CPU, ours' output, and Zyte's shingle scores."""

    page: CorpusPage  # without its HTML, which is not kept after the run
    scored: bool  # in the `--split` selection (Zyte's pages may be run for its shingle split only)
    tokens: dict[str, TokenScore]
    cpu_ms: dict[str, float]
    empty: dict[str, bool]
    errors: dict[str, str]
    ours: Timed
    zyte_split: str | None = None  # "dev" or "held-out" for Zyte's pages in `--zyte-split`
    shingle: dict[str, ShingleScore] | None = None


def score_pages(
    pages: Sequence[CorpusPage],
    runs: Sequence[dict[str, Timed]],
    scored: set[str],
    zyte_split: dict[str, str],
) -> list[Scored]:
    results = []
    for page, timed in zip(pages, runs, strict=True):
        want = bag(page.gold)
        split = zyte_split.get(page.id) if page.corpus == ZYTE else None
        results.append(
            Scored(
                page=dataclasses.replace(page, html=b""),
                scored=page.id in scored,
                tokens={name: token_score(want, t.output.text) for name, t in timed.items()},
                cpu_ms={name: t.cpu_ms for name, t in timed.items()},
                empty={name: not _TOKEN_TEXT.search(t.output.text) for name, t in timed.items()},
                errors={name: t.output.error for name, t in timed.items() if t.output.error},
                ours=timed["ours"],
                zyte_split=split,
                shingle=(
                    {name: shingle_compare(page.gold, t.output.text) for name, t in timed.items()}
                    if split
                    else None
                ),
            )
        )
    return results


# Diagnosis of one page (Zyte's shingles, useful on any corpus)


def diagnose(truth: str, predicted: str) -> str:
    """Name what went wrong on one page, from where the missed and the extra shingles sit."""
    if not _TOKEN_TEXT.search(predicted):
        return "empty output"
    truth_tokens, got_tokens = _TOKEN_TEXT.findall(truth), _TOKEN_TEXT.findall(predicted)
    if not truth_tokens:
        return "empty gold, non-empty output"
    missed = _unmatched_positions(truth_tokens, got_tokens)
    extra = _unmatched_positions(got_tokens, truth_tokens)
    share_missed = len(missed) / max(1, len(truth_tokens) - SHINGLE + 1)
    share_extra = len(extra) / max(1, len(got_tokens) - SHINGLE + 1)
    if share_missed > 0.6 and share_extra > 0.6:
        return "wrong block"
    problems = []
    if share_missed > 0.05:
        problems.append(_where(missed, len(truth_tokens), "missing") + _sample(truth_tokens, missed))
    if share_extra > 0.05:
        problems.append(_where(extra, len(got_tokens), "extra") + _sample(got_tokens, extra))
    return "; ".join(problems) or "minor differences"


def _unmatched_positions(tokens: list[str], other: list[str]) -> list[int]:
    """Start positions of shingles in `tokens` beyond their count in `other`."""
    available = shingles(" ".join(other))
    positions = []
    for i in range(max(1, len(tokens) - SHINGLE + 1)):
        key = tuple(tokens[i : i + SHINGLE])
        if available[key] > 0:
            available[key] -= 1
        else:
            positions.append(i)
    return positions


def _where(positions: list[int], length: int, what: str) -> str:
    thirds = Counter(min(2, 3 * p // max(1, length)) for p in positions)
    part = max(thirds, key=lambda third: thirds[third])
    if thirds[part] < 0.6 * len(positions):
        return f"{what} text scattered ({len(positions)} shingles)"
    label = {
        ("missing", 0): "missing lede",
        ("missing", 1): "missing middle",
        ("missing", 2): "missing tail",
        ("extra", 0): "leading boilerplate",
        ("extra", 1): "boilerplate in the middle",
        ("extra", 2): "trailing boilerplate",
    }[(what, part)]
    return f"{label} ({len(positions)} shingles)"


def _sample(tokens: list[str], positions: list[int]) -> str:
    start = positions[len(positions) // 2]
    return ": «" + " ".join(tokens[start : start + 12])[:90] + "»"


# Tables


def _fpr(m: Mean | TokenScore) -> str:
    return f"{m.f1:>7.3f}{m.precision:>7.3f}{m.recall:>7.3f}"


def print_corpus(name: str, total: int, results: list[Scored], names: list[str], seconds: float) -> None:
    scored = [r for r in results if r.scored]
    dev = sum(r.page.split == "dev" for r in scored)
    print(
        f"\n== {name}: {len(scored)} pages scored ({dev} dev, {len(scored) - dev} check) of {total}; "
        f"{seconds:.0f} s wall"
    )
    print(
        f"{'extractor':<18}{'F1':>7}{'P':>7}{'R':>7}{'empty':>7}{'errors':>7}"
        f"{'cpu ms med':>12}{'README F1':>11}"
    )
    for extractor in names:
        m = mean(r.tokens[extractor] for r in scored)
        empty = sum(r.empty[extractor] for r in scored)
        errors = sum(extractor in r.errors for r in scored)
        published = README_BASELINES.get(extractor, {}).get(name)
        readme = f"{published:>11.3f}" if published is not None else f"{'':>11}"
        print(
            f"{extractor:<18}{_fpr(m)}{empty:>7d}{errors:>7d}"
            f"{median(r.cpu_ms[extractor] for r in scored):>12.1f}{readme}"
        )
    for extractor in names:
        failed = [r for r in scored if extractor in r.errors]
        if failed:
            first = failed[0]
            print(
                f"  {extractor} raised on {len(failed)} pages, "
                f"e.g. {first.page.key}: {first.errors[extractor]}"
            )


def print_page_types(name: str, results: list[Scored], names: list[str]) -> None:
    scored = [r for r in results if r.scored and r.page.page_type]
    if not scored:
        return
    types = sorted(
        {r.page.page_type or "" for r in scored},
        key=lambda t: (-sum(r.page.page_type == t for r in scored), t),
    )
    print(f"\n== {name} by page type (token F1 / P / R)")
    print(f"{'page type':<15}{'pages':>6}" + "".join(f"{extractor:>22}" for extractor in names))
    print(f"{'':<21}" + "".join(f"{'F1':>8}{'P':>7}{'R':>7}" for _ in names))
    for page_type in types:
        group = [r for r in scored if r.page.page_type == page_type]
        row = "".join(f" {_fpr(mean(r.tokens[e] for r in group))}" for e in names)
        print(f"{page_type:<15}{len(group):>6}{row}")


def print_worst(name: str, results: list[Scored], names: list[str], count: int, split: str) -> None:
    pool = [r for r in results if r.scored and (split == "all" or r.page.split == split)]
    if not count or not pool:
        return
    other = REFERENCE if REFERENCE in names else next((n for n in names if n != "ours"), "ours")
    worst = sorted(pool, key=lambda r: (r.tokens["ours"].f1, r.page.id))[:count]
    print(f"\nworst {len(worst)} pages of ours in {name} ({split} split): F1 ours / {other}, ours' P R")
    for r in worst:
        ours = r.tokens["ours"]
        kind = f" [{r.page.page_type}]" if r.page.page_type else ""
        verdict = "" if r.ours.output.is_full else f" ({r.ours.output.reason})"
        print(
            f"  {ours.f1:.3f} / {r.tokens[other].f1:.3f}  P {ours.precision:.2f} R {ours.recall:.2f}  "
            f"{_key(r.page)}{kind}{verdict} {(r.page.url or '-')[:70]}"
        )
        print(f"        {diagnose(r.page.gold, r.ours.output.text)}")


def _key(page: CorpusPage) -> str:
    """corpus/id, Zyte's 64-hex ids cut to 10 characters as its benchmark always showed them."""
    return f"{page.corpus}/{page.id[:10] if page.corpus == ZYTE else page.id}"


def print_macro(by_corpus: dict[str, list[Scored]], names: list[str]) -> None:
    corpora = [c for c in ALL_CORPORA if c in by_corpus]
    shared = [c for c in corpora if c in SHARED_CORPORA]
    groups = {f"{len(corpora)} corpora" if len(corpora) > 1 else corpora[0]: corpora}
    if shared and shared != corpora:
        groups[f"{len(shared)} shared"] = shared
    print("\n== Macro average over corpora (mean of the per-corpus means; " + ", ".join(corpora) + ")")
    print(f"{'extractor':<18}" + "".join(f"{label + ' F1':>12}{'P':>7}{'R':>7}" for label in groups))
    for extractor in names:
        row = ""
        for members in groups.values():
            m = macro(mean(r.tokens[extractor] for r in by_corpus[c] if r.scored) for c in members)
            row += f"{m.f1:>12.3f}{m.precision:>7.3f}{m.recall:>7.3f}"
        print(f"{extractor:<18}{row}")
    if all(c in by_corpus for c in SHARED_CORPORA) and len(corpora) == len(SHARED_CORPORA) + 1:
        print(
            "  (the five shared corpora's README baseline macro: traf-no-comments 0.875, traf-defaults 0.887)"
        )


def print_zyte(results: list[Scored], names: list[str], worst: int, passes: int) -> None:
    """Zyte's own metric on its own split, as the benchmark has always printed it."""
    for split in ("dev", "held-out"):
        group = [r for r in results if r.zyte_split == split and r.shingle is not None]
        if not group:
            continue
        print(
            f"\n== zyte, Zyte's shingle metric: {split} split ({len(group)} pages); "
            f"CPU least of {passes} passes"
        )
        print(
            f"{'extractor':<18}{'F1':>7}{'P':>7}{'R':>7}{'empty':>7}"
            f"{'cpu ms med':>12}{'p95':>8}{'×traf':>7}{'×nc':>7}"
        )
        cpu = {e: sorted(r.cpu_ms[e] for r in group) for e in names}
        med = {e: median(cpu[e]) for e in names}
        reference = med.get("traf-defaults") or med[names[0]]
        no_comments = med.get("traf-no-comments") or med[names[0]]
        for e in names:
            s = shingle_summary(r.shingle[e] for r in group if r.shingle is not None)
            p95 = cpu[e][min(len(cpu[e]) - 1, round(0.95 * (len(cpu[e]) - 1)))]
            print(
                f"{e:<18}{_fpr(s)}{sum(r.empty[e] for r in group):>7d}{med[e]:>12.1f}{p95:>8.1f}"
                f"{med[e] / reference if reference else 0.0:>7.2f}"
                f"{med[e] / no_comments if no_comments else 0.0:>7.2f}"
            )
        if worst:
            ranked = sorted(group, key=lambda r: r.shingle["ours"].f1 if r.shingle else 0.0)
            print(f"\nworst {worst} pages of ours (zyte {split}, shingle F1):")
            for r in ranked[:worst]:
                f1 = r.shingle["ours"].f1 if r.shingle else 0.0
                print(f"  {f1:.3f} {r.page.id[:10]} {(r.page.url or '')[:70]}")
                print(f"        {diagnose(r.page.gold, r.ours.output.text)}")


def print_cpu(by_corpus: dict[str, list[Scored]], names: list[str], passes: int, zyte_passes: int) -> None:
    corpora = [c for c in ALL_CORPORA if c in by_corpus]
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"\n== CPU per page, median ms (process time, cold memos, collector run before each call; least of "
        f"{passes} pass(es), zyte {zyte_passes}; load now {load})"
    )
    width = max(10, *(len(c) + 2 for c in corpora))
    print(
        f"{'extractor':<18}" + "".join(f"{c:>{width}}" for c in corpora) + f"{'all':>9}{'×' + REFERENCE:>20}"
    )
    every = {e: median(r.cpu_ms[e] for c in corpora for r in by_corpus[c] if r.scored) for e in names}
    for e in names:
        row = "".join(f"{median(r.cpu_ms[e] for r in by_corpus[c] if r.scored):>{width}.1f}" for c in corpora)
        ratio = every[e] / every[REFERENCE] if every.get(REFERENCE) else 0.0
        print(f"{e:<18}{row}{every[e]:>9.1f}{ratio:>20.2f}")
    if REFERENCE in names:
        per_corpus = ", ".join(
            f"{c} {median(r.cpu_ms['ours'] for r in by_corpus[c] if r.scored) / ref:.2f}"
            for c in corpora
            if (ref := median(r.cpu_ms[REFERENCE] for r in by_corpus[c] if r.scored))
        )
        print(f"  ours ÷ {REFERENCE} per corpus: {per_corpus}")


# Per-page JSON, so later runs can be diffed


def write_json(path: Path, by_corpus: dict[str, list[Scored]], meta: dict[str, Any]) -> None:
    pages = []
    for results in by_corpus.values():
        for r in results:
            record: dict[str, Any] = {
                "corpus": r.page.corpus,
                "id": r.page.id,
                "url": r.page.url,
                "page_type": r.page.page_type,
                "split": r.page.split,
                "scored": r.scored,
                "scores": {
                    e: {
                        "f1": round(s.f1, 5),
                        "p": round(s.precision, 5),
                        "r": round(s.recall, 5),
                        "cpu_ms": round(r.cpu_ms[e], 2),
                        **({"error": r.errors[e]} if e in r.errors else {}),
                    }
                    for e, s in r.tokens.items()
                },
                "ours": {
                    "reason": r.ours.output.reason,
                    "is_full": r.ours.output.is_full,
                    "words": r.ours.output.words,
                },
            }
            if r.zyte_split and r.shingle is not None:
                record["zyte_split"] = r.zyte_split
                record["shingle"] = {
                    e: {"f1": round(s.f1, 5), "p": s.precision, "r": s.recall} for e, s in r.shingle.items()
                }
            pages.append(record)
    path.write_text(
        json.dumps({"meta": meta, "pages": pages}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"\nper-page scores of {len(pages)} pages written to {path}")


def _git_head() -> str | None:
    try:
        done = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--split", choices=("dev", "check", "all"), default="all", help="pages to score (default all)"
    )
    parser.add_argument(
        "--corpora",
        nargs="+",
        metavar="NAME",
        choices=ALL_CORPORA,
        default=list(ALL_CORPORA),
        help="corpora to run (default all six: " + ", ".join(ALL_CORPORA) + ")",
    )
    parser.add_argument("--limit", type=int, help="score only the first N pages of each corpus (quick looks)")
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="NAME",
        help="run only these extractors besides ours (traf-no-comments, traf-defaults, ours-text, ours-raw, "
        "gptr-bs); default: traf-no-comments traf-defaults",
    )
    parser.add_argument(
        "--passes", type=int, default=1, help="passes over the corpora's pages; CPU is each page's least"
    )
    parser.add_argument(
        "--zyte-passes", type=int, default=3, help="passes over Zyte's pages (default 3, as before)"
    )
    parser.add_argument(
        "--zyte-split",
        choices=("dev", "held-out", "both", "none"),
        default="dev",
        help="Zyte's own 141/40 split for its shingle table (default dev; held-out only for a final report)",
    )
    parser.add_argument("--worst", type=int, default=10, help="list this many worst pages of ours per corpus")
    parser.add_argument(
        "--worst-split",
        choices=("dev", "check", "all"),
        default="dev",
        help="where the worst pages are taken from",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=2,
        help="worker processes (default 2, one per core; CPU is per process, 1 runs all in this one)",
    )
    parser.add_argument("--json", type=Path, metavar="PATH", help="write every page's scores here")
    parser.add_argument("--bench", type=Path, default=ZYTE_BENCH, help="Zyte's benchmark folder")
    args = parser.parse_args(argv)

    available = extractors()
    unknown = sorted(set(args.only or ()) - set(available))
    if unknown:
        parser.error(f"unknown extractor(s) {', '.join(unknown)}; known: {', '.join(available)}")
    wanted = ["ours", *(args.only or DEFAULT_EXTRACTORS[1:])]
    chosen = {name: fn for name, fn in available.items() if name in wanted}
    names = list(chosen)
    zyte_splits = {"dev": ["dev"], "held-out": ["held-out"], "both": ["dev", "held-out"], "none": []}[
        args.zyte_split
    ]

    started_wall = time.monotonic()
    start_load = os.getloadavg()
    print(
        f"extractors: {', '.join(names)}; corpora: {', '.join(args.corpora)}; split {args.split}; "
        f"{args.jobs} worker process(es)"
        + (f", first {args.limit} pages each" if args.limit else "")
        + f"; load average at start {', '.join(f'{x:.2f}' for x in start_load)}"
    )
    by_corpus: dict[str, list[Scored]] = {}
    for name in [c for c in ALL_CORPORA if c in args.corpora]:
        began = time.monotonic()
        pages = load_zyte(args.bench) if name == ZYTE else load(name)
        token_pages = select(pages, args.split, args.limit)
        run_pages, zyte_split = token_pages, {}
        if name == ZYTE:
            held_out = zyte_held_out(p.id for p in pages)
            for split in zyte_splits:
                members = [p for p in pages if (p.id in held_out) == (split == "held-out")][: args.limit]
                zyte_split.update({p.id: split for p in members})
            wanted_ids = {p.id for p in token_pages} | set(zyte_split)
            run_pages = [p for p in pages if p.id in wanted_ids]
        print(f"[{name}: running {len(run_pages)} pages]", file=sys.stderr, flush=True)
        runs = run(run_pages, chosen, args.zyte_passes if name == ZYTE else args.passes, args.jobs)
        results = score_pages(run_pages, runs, {p.id for p in token_pages}, zyte_split)
        by_corpus[name] = results
        total = len(pages)
        del pages, run_pages, runs
        print_corpus(name, total, results, names, time.monotonic() - began)
        print_page_types(name, results, names)
        print_worst(name, results, names, args.worst, args.worst_split)

    print_macro(by_corpus, names)
    if ZYTE in by_corpus:
        print_zyte(by_corpus[ZYTE], names, args.worst, args.zyte_passes)
    print_cpu(by_corpus, names, args.passes, args.zyte_passes)

    wall = time.monotonic() - started_wall
    line = []
    if len(by_corpus) > 1 or ZYTE not in by_corpus:
        corpora = list(by_corpus)
        m = macro(mean(r.tokens["ours"] for r in by_corpus[c] if r.scored) for c in corpora)
        ref = (
            macro(mean(r.tokens[REFERENCE] for r in by_corpus[c] if r.scored) for c in corpora)
            if REFERENCE in names
            else None
        )
        line.append(
            f"ours macro F1 {m.f1:.3f} over {len(corpora)}" + (f" ({REFERENCE} {ref.f1:.3f})" if ref else "")
        )
    if ZYTE in by_corpus:
        for split in zyte_splits:
            group = [r.shingle["ours"] for r in by_corpus[ZYTE] if r.zyte_split == split and r.shingle]
            if group:
                s = shingle_summary(group)
                line.append(f"zyte {split} shingle F1 {s.f1:.3f} P {s.precision:.3f} R {s.recall:.3f}")
    if REFERENCE in names:
        every = {
            e: median(r.cpu_ms[e] for rs in by_corpus.values() for r in rs if r.scored)
            for e in ("ours", REFERENCE)
        }
        if every[REFERENCE]:
            line.append(f"cpu {every['ours'] / every[REFERENCE]:.2f}× {REFERENCE}")
    print(f"\nsummary (load {os.getloadavg()[0]:.2f}, wall {wall / 60:.1f} min): " + " | ".join(line))

    if args.json:
        meta = {
            "argv": sys.argv[1:] if argv is None else argv,
            "extractors": names,
            "corpora": list(by_corpus),
            "split": args.split,
            "limit": args.limit,
            "passes": args.passes,
            "zyte_passes": args.zyte_passes,
            "jobs": args.jobs,
            "git_head": _git_head(),
            "load_at_start": start_load,
            "wall_seconds": round(wall, 1),
            "finished": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        }
        write_json(args.json, by_corpus, meta)
    return 0


if __name__ == "__main__":
    sys.exit(main())
