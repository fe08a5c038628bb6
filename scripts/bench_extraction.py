"""Article-extraction benchmark: our `extract()` side by side with the extractors it must beat.

Scores the text each extractor returns on Zyte's public article-body benchmark (181 real pages with
ground truth, `../shared/bench/article-extraction`) with the metric in DESIGN.md: `\\w+` tokens,
4-token shingles as multisets, per-page tp/fp/fn normalised to sum 1, precision averaged over pages
with tp+fp > 0, recall over pages with tp+fn > 0, F1 of the two averages.

All extractors run in the same process, page by page in turn, each call meeting its page cold (see
`run`); a page's CPU is its least over `--passes` passes, so figures stay comparable on a busy
machine. The held-out split (40 pages chosen by
hash, fixed before any tuning) is scored only on request: tune on `dev`, report `held-out` once at
the end.
"""

from __future__ import annotations

import argparse
import gc
import gzip
import hashlib
import json
import os
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_BENCH = ROOT.parent / "shared" / "bench" / "article-extraction"
HELD_OUT_SALT = "gptr-fulltext held-out v1:"
HELD_OUT_SIZE = 40
SHINGLE = 4
_TOKEN = re.compile(r"\w+")

Extractor = Callable[[bytes, str], str]


@dataclass(frozen=True, slots=True)
class Page:
    id: str
    url: str
    html: bytes
    truth: str


@dataclass(frozen=True, slots=True)
class Score:
    """One page's normalised tp/fp/fn, plus what it cost."""

    tp: float
    fp: float
    fn: float
    cpu_ms: float
    empty: bool

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp > 0 else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn > 0 else None

    @property
    def f1(self) -> float:
        p, r = self.precision or 0.0, self.recall or 0.0
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass(frozen=True, slots=True)
class Summary:
    name: str
    f1: float
    precision: float
    recall: float
    empty: int
    cpu_median_ms: float
    cpu_p95_ms: float


def load_pages(bench: Path) -> list[Page]:
    truth = json.loads((bench / "ground-truth.json").read_text(encoding="utf-8"))
    return [
        Page(
            id=page_id,
            url=item["url"],
            html=gzip.decompress((bench / "html" / f"{page_id}.html.gz").read_bytes()),
            truth=item["articleBody"],
        )
        for page_id, item in sorted(truth.items())
    ]


def held_out_ids(ids: Iterable[str]) -> set[str]:
    """The first `HELD_OUT_SIZE` ids in salted-hash order: fixed, yet unrelated to content or name."""
    ranked = sorted(ids, key=lambda page_id: hashlib.sha256((HELD_OUT_SALT + page_id).encode()).hexdigest())
    return set(ranked[:HELD_OUT_SIZE])


def shingles(text: str) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text)
    return Counter(
        tuple(tokens[i : i + SHINGLE]) for i in range(max(1, len(tokens) - SHINGLE + 1)) if tokens[i:]
    )


def compare(truth: str, predicted: str) -> tuple[float, float, float]:
    """Normalised (tp, fp, fn) of predicted against true shingles."""
    want, got = shingles(truth), shingles(predicted)
    tp = sum((want & got).values())
    fp = sum((got - want).values())
    fn = sum((want - got).values())
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


def summarise(name: str, scores: list[Score]) -> Summary:
    precisions = [s.precision for s in scores if s.precision is not None]
    recalls = [s.recall for s in scores if s.recall is not None]
    precision = statistics.fmean(precisions) if precisions else 0.0
    recall = statistics.fmean(recalls) if recalls else 0.0
    cpu = sorted(s.cpu_ms for s in scores)
    return Summary(
        name=name,
        f1=2 * precision * recall / (precision + recall) if precision + recall else 0.0,
        precision=precision,
        recall=recall,
        empty=sum(s.empty for s in scores),
        cpu_median_ms=statistics.median(cpu),
        cpu_p95_ms=cpu[min(len(cpu) - 1, round(0.95 * (len(cpu) - 1)))],
    )


def extractors() -> dict[str, Extractor]:
    """Ours first: `extract().text` in the default markdown and with `FULLTEXT_FORMAT=text`, then the
    markdown as `raw_content` carries it (`Extraction.content`: headed by the title, which the ground
    truth lacks); then the baselines, each called the way its users call it."""
    import trafilatura
    from bs4 import BeautifulSoup
    from gpt_researcher.scraper.utils import clean_soup, get_text_from_soup

    from gptr_fulltext import Settings, extract

    plain = Settings(output_format="text")

    def ours(html: bytes, url: str) -> str:
        return extract(html, url).text

    def ours_plain_text(html: bytes, url: str) -> str:
        return extract(html, url, settings=plain).text

    def ours_raw_content(html: bytes, url: str) -> str:
        return extract(html, url).content

    def trafilatura_defaults(html: bytes, url: str) -> str:
        return trafilatura.extract(html, url=url) or ""

    def trafilatura_no_comments(html: bytes, url: str) -> str:
        return trafilatura.extract(html, url=url, include_comments=False) or ""

    def gpt_researcher_bs(html: bytes, url: str) -> str:
        return str(get_text_from_soup(clean_soup(BeautifulSoup(html, "lxml"))))

    return {
        "ours": ours,
        "ours-text": ours_plain_text,
        "ours-raw": ours_raw_content,
        "trafilatura": trafilatura_defaults,
        "traf-no-comments": trafilatura_no_comments,
        "gptr-bs": gpt_researcher_bs,
    }


def run(
    pages: list[Page], chosen: dict[str, Extractor], passes: int = 1
) -> tuple[dict[str, list[Score]], dict[str, str]]:
    """Every extractor on every page, interleaved per page so load hits all of them alike; a page's
    CPU is its least over `passes` (load only ever adds time).

    Each call meets its page cold, as production meets every page: trafilatura's memoised string
    functions (`trim`, `line_processing`), which all extractors here but BeautifulSoup call, are
    emptied before it, or the extractor after another on the same page would find that page's
    strings there. Nor does it pay for the garbage of the call before: the collector runs, untimed,
    before each call (otherwise a collection that BeautifulSoup's garbage triggers lands on whichever
    extractor follows it). The order rotates from page to page and pass to pass all the same.
    """
    from trafilatura.utils import line_processing, trim

    names = list(chosen)
    texts: dict[str, dict[str, str]] = {name: {} for name in names}
    cpu: dict[str, dict[str, float]] = {name: {} for name in names}
    for round_ in range(passes):
        for index, page in enumerate(pages):
            shift = (index + round_) % len(names)
            for name in names[shift:] + names[:shift]:
                trim.cache_clear()
                line_processing.cache_clear()
                gc.collect()
                started = time.process_time()
                text = chosen[name](page.html, page.url)
                cpu_ms = (time.process_time() - started) * 1000
                texts[name].setdefault(page.id, text)
                cpu[name][page.id] = min(cpu_ms, cpu[name].get(page.id, cpu_ms))
    scores: dict[str, list[Score]] = {name: [] for name in names}
    for name in names:
        for page in pages:
            text = texts[name][page.id]
            tp, fp, fn = compare(page.truth, text)
            scores[name].append(Score(tp, fp, fn, cpu[name][page.id], empty=not _TOKEN.search(text)))
    return scores, texts["ours"]


def diagnose(truth: str, predicted: str) -> str:
    """Name what went wrong on one page, from where the missed and the extra shingles sit."""
    if not _TOKEN.search(predicted):
        return "empty output"
    truth_tokens, got_tokens = _TOKEN.findall(truth), _TOKEN.findall(predicted)
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


def print_table(title: str, summaries: list[Summary]) -> None:
    print(f"\n{title}")
    print(f"{'extractor':<18}{'F1':>7}{'P':>7}{'R':>7}{'empty':>7}{'cpu ms med':>12}{'p95':>8}{'×traf':>7}")
    reference = next((s for s in summaries if s.name == "trafilatura"), summaries[0])
    for s in summaries:
        ratio = s.cpu_median_ms / reference.cpu_median_ms if reference.cpu_median_ms else 0.0
        print(
            f"{s.name:<18}{s.f1:>7.3f}{s.precision:>7.3f}{s.recall:>7.3f}{s.empty:>7d}"
            f"{s.cpu_median_ms:>12.1f}{s.cpu_p95_ms:>8.1f}{ratio:>7.2f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH, help="benchmark folder")
    parser.add_argument(
        "--split",
        choices=("dev", "held-out", "both"),
        default="dev",
        help="pages to score (default dev; score held-out only for the final report)",
    )
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="NAME",
        help="run only these extractors besides ours "
        "(ours-text, ours-raw, trafilatura, traf-no-comments, gptr-bs)",
    )
    parser.add_argument("--worst", type=int, default=10, help="list this many worst pages of ours")
    parser.add_argument(
        "--passes", type=int, default=3, help="passes over the pages; CPU is each page's least (default 3)"
    )
    args = parser.parse_args(argv)

    pages = load_pages(args.bench)
    held_out = held_out_ids(page.id for page in pages)
    chosen = {
        name: fn for name, fn in extractors().items() if not args.only or name in args.only or name == "ours"
    }
    splits = {
        "dev": [p for p in pages if p.id not in held_out],
        "held-out": [p for p in pages if p.id in held_out],
    }
    wanted = ["dev", "held-out"] if args.split == "both" else [args.split]
    load = os.getloadavg()[0]
    print(
        f"{len(pages)} pages ({len(splits['dev'])} dev, {len(held_out)} held-out); load {load:.2f}; "
        f"CPU: least of {args.passes} passes"
    )
    summaries: dict[str, dict[str, Summary]] = {}
    for split in wanted:
        scores, ours_text = run(splits[split], chosen, args.passes)
        summaries[split] = {name: summarise(name, s) for name, s in scores.items()}
        print_table(f"{split} split ({len(splits[split])} pages)", list(summaries[split].values()))
        if args.worst:
            by_page = sorted(zip(splits[split], scores["ours"], strict=True), key=lambda pair: pair[1].f1)
            print(f"\nworst {args.worst} pages of ours ({split}):")
            for page, score in by_page[: args.worst]:
                print(f"  {score.f1:.3f} {page.id[:10]} {page.url[:70]}")
                print(f"        {diagnose(page.truth, ours_text[page.id])}")
    line = " | ".join(
        f"{split}: ours F1 {s['ours'].f1:.3f} P {s['ours'].precision:.3f} R {s['ours'].recall:.3f}"
        + (
            f" cpu {s['ours'].cpu_median_ms / s['trafilatura'].cpu_median_ms:.2f}× trafilatura"
            if "trafilatura" in s
            else ""
        )
        for split, s in summaries.items()
    )
    print(f"\nsummary (load {os.getloadavg()[0]:.2f}): {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
