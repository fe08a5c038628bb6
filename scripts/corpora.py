"""The public extraction corpora, one way to load, split, run and score them (bench_extraction, bench_judge).

Six corpora: the five of `../shared/bench/corpora` (README there: format, scoring, published
baselines) and Zyte's 181 articles (`../shared/bench/article-extraction`) as `zyte`. Every page is a
`CorpusPage`; its split is fixed by hash (`split_of`): tune on `dev`, check on `check`.

Scoring (`token_score`) is the corpora README's: lower-cased `\\w+` tokens as bags, precision /
recall / F1 per page, an empty gold scoring 1 for an empty output and 0 otherwise; `mean` averages
pages per corpus and `macro` corpora. Zyte's own metric (4-token shingles, `shingle_compare` and
`shingle_summary`) stays beside it, so its published figures stay comparable.

The corpora are read from `/tmp/corpora/<name>/pages.jsonl` when unpacked there; otherwise each
archive is unpacked once into a cache directory outside the repository (`CACHE`).
"""

from __future__ import annotations

import gc
import gzip
import hashlib
import json
import multiprocessing
import os
import re
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "bench"
ARCHIVES = SHARED / "corpora"
ZYTE_BENCH = SHARED / "article-extraction"
UNPACKED = Path("/tmp/corpora")
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gptr-fulltext" / "corpora"

ZYTE = "zyte"
SHARED_CORPORA = ("cleaneval", "cleanportaleval", "dragnet", "readability", "wcxb-dev")
ALL_CORPORA = (*SHARED_CORPORA, ZYTE)
SPLITS = ("dev", "check")
SPLIT_SALT = "gptr-fulltext corpora split v1:"

# Zyte's own held-out part (40 pages by salted hash, fixed before any tuning; see docs/benchmarks.md).
ZYTE_HELD_OUT_SALT = "gptr-fulltext held-out v1:"
ZYTE_HELD_OUT_SIZE = 40

# The corpora README's token F1 for trafilatura 2.3.1 (all pages, one run): a check of the scoring.
README_BASELINES: dict[str, dict[str, float]] = {
    "traf-no-comments": {
        "cleaneval": 0.877,
        "cleanportaleval": 0.930,
        "dragnet": 0.806,
        "readability": 0.939,
        "wcxb-dev": 0.823,
    },
    "traf-defaults": {
        "cleaneval": 0.884,
        "cleanportaleval": 0.906,
        "dragnet": 0.895,
        "readability": 0.934,
        "wcxb-dev": 0.818,
    },
}

SHINGLE = 4
_TOKEN = re.compile(r"\w+")


@dataclass(frozen=True, slots=True)
class CorpusPage:
    """One page of a corpus: its raw bytes and its gold main text."""

    corpus: str
    id: str
    url: str | None
    html: bytes = field(repr=False)
    gold: str = field(repr=False)
    page_type: str | None = None

    @property
    def key(self) -> str:
        return f"{self.corpus}/{self.id}"

    @property
    def split(self) -> str:
        return split_of(self.corpus, self.id)


def split_of(corpus: str, page_id: str) -> str:
    """`dev` or `check`, by the first byte of a salted hash: fixed, and unrelated to content."""
    digest = hashlib.sha256(f"{SPLIT_SALT}{corpus}/{page_id}".encode()).digest()
    return "dev" if digest[0] < 128 else "check"


def zyte_held_out(ids: Iterable[str]) -> set[str]:
    """Zyte's 40 held-out ids: the first in salted-hash order (the split its published figures use)."""
    ranked = sorted(
        ids, key=lambda page_id: hashlib.sha256((ZYTE_HELD_OUT_SALT + page_id).encode()).hexdigest()
    )
    return set(ranked[:ZYTE_HELD_OUT_SIZE])


# Loading


def corpus_dir(name: str) -> Path:
    """The folder holding `name`'s `pages.jsonl`: `/tmp/corpora`, else the cache, unpacking there once."""
    for base in (UNPACKED, CACHE):
        if (base / name / "pages.jsonl").is_file():
            return base / name
    archive = ARCHIVES / f"{name}.tar.zst"
    if not archive.is_file():
        raise FileNotFoundError(f"corpus {name!r}: neither {UNPACKED / name} nor {archive} exists")
    if CACHE.resolve().is_relative_to(ROOT):
        raise RuntimeError(f"refusing to unpack corpora inside the repository ({CACHE})")
    staging = CACHE / f".unpacking-{name}-{os.getpid()}"
    staging.mkdir(parents=True, exist_ok=True)
    print(f"unpacking {archive.name} into {CACHE}", file=sys.stderr)
    subprocess.run(["tar", "--zstd", "-xf", str(archive), "-C", str(staging)], check=True)
    (staging / name).rename(CACHE / name)
    staging.rmdir()
    return CACHE / name


def load(name: str) -> list[CorpusPage]:
    """Every page of one corpus, in its file's order (Zyte's sorted by id, as its benchmark has it)."""
    if name == ZYTE:
        return load_zyte()
    folder = corpus_dir(name)
    pages = []
    with (folder / "pages.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            pages.append(
                CorpusPage(
                    corpus=name,
                    id=str(row["id"]),
                    url=row.get("url") or None,
                    html=(folder / row["html"]).read_bytes(),
                    gold=row.get("truth") or "",
                    page_type=row.get("page_type"),
                )
            )
    return pages


def load_zyte(bench: Path = ZYTE_BENCH) -> list[CorpusPage]:
    truth = json.loads((bench / "ground-truth.json").read_text(encoding="utf-8"))
    return [
        CorpusPage(
            corpus=ZYTE,
            id=page_id,
            url=item["url"],
            html=gzip.decompress((bench / "html" / f"{page_id}.html.gz").read_bytes()),
            gold=item["articleBody"],
        )
        for page_id, item in sorted(truth.items())
    ]


def select(pages: Sequence[CorpusPage], split: str = "all", limit: int | None = None) -> list[CorpusPage]:
    """The pages of `split` (`dev`, `check` or `all`), the first `limit` of them when given."""
    chosen = [page for page in pages if split == "all" or page.split == split]
    return chosen[:limit] if limit is not None else chosen


# Token scoring (the corpora README's)


@dataclass(frozen=True, slots=True)
class TokenScore:
    precision: float
    recall: float
    f1: float


def bag(text: str) -> Counter[str]:
    """Lower-cased `\\w+` tokens, counted."""
    return Counter(_TOKEN.findall(text.lower()))


def token_score(gold: str | Counter[str], predicted: str) -> TokenScore:
    """Precision, recall and F1 of `predicted`'s token bag against the gold's (a text or its `bag`).

    An empty gold scores 1 for an empty output and 0 for any other; an empty output scores 0.
    """
    want = gold if isinstance(gold, Counter) else bag(gold)
    got = bag(predicted)
    if not want:
        return TokenScore(1.0, 1.0, 1.0) if not got else TokenScore(0.0, 0.0, 0.0)
    overlap = sum((want & got).values())
    if not overlap:
        return TokenScore(0.0, 0.0, 0.0)
    precision = overlap / got.total()
    recall = overlap / want.total()
    return TokenScore(precision, recall, 2 * precision * recall / (precision + recall))


@dataclass(frozen=True, slots=True)
class Mean:
    """Scores averaged over pages (per corpus), or over corpora (the macro average)."""

    f1: float
    precision: float
    recall: float
    pages: int


def mean(scores: Iterable[TokenScore]) -> Mean:
    items = list(scores)
    if not items:
        return Mean(0.0, 0.0, 0.0, 0)
    return Mean(
        f1=statistics.fmean(s.f1 for s in items),
        precision=statistics.fmean(s.precision for s in items),
        recall=statistics.fmean(s.recall for s in items),
        pages=len(items),
    )


def macro(means: Iterable[Mean]) -> Mean:
    """The mean over corpora of their per-corpus means (each corpus weighs the same)."""
    items = [m for m in means if m.pages]
    if not items:
        return Mean(0.0, 0.0, 0.0, 0)
    return Mean(
        f1=statistics.fmean(m.f1 for m in items),
        precision=statistics.fmean(m.precision for m in items),
        recall=statistics.fmean(m.recall for m in items),
        pages=sum(m.pages for m in items),
    )


# Zyte's metric: 4-token shingles


@dataclass(frozen=True, slots=True)
class ShingleScore:
    """One page's normalised tp/fp/fn of 4-token shingles."""

    tp: float
    fp: float
    fn: float

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


def shingles(text: str) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text)
    return Counter(
        tuple(tokens[i : i + SHINGLE]) for i in range(max(1, len(tokens) - SHINGLE + 1)) if tokens[i:]
    )


def shingle_compare(truth: str, predicted: str) -> ShingleScore:
    """Normalised (tp, fp, fn) of predicted against true shingles (Zyte's benchmark metric)."""
    want, got = shingles(truth), shingles(predicted)
    tp = sum((want & got).values())
    fp = sum((got - want).values())
    fn = sum((want - got).values())
    total = tp + fp + fn
    return ShingleScore(tp / total, fp / total, fn / total) if total else ShingleScore(0.0, 0.0, 0.0)


def shingle_summary(scores: Iterable[ShingleScore]) -> Mean:
    """Zyte's aggregate: precision averaged over pages with tp+fp > 0, recall over pages with
    tp+fn > 0, F1 of the two averages (not the mean of per-page F1)."""
    items = list(scores)
    precisions = [p for s in items if (p := s.precision) is not None]
    recalls = [r for s in items if (r := s.recall) is not None]
    precision = statistics.fmean(precisions) if precisions else 0.0
    recall = statistics.fmean(recalls) if recalls else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return Mean(f1, precision, recall, len(items))


# Extractors and the per-page run


@dataclass(frozen=True, slots=True)
class Output:
    """What one extractor returned for a page: the text, and our verdict when the extractor is ours."""

    text: str
    reason: str | None = None
    is_full: bool | None = None
    detail: str = ""
    words: int | None = None
    error: str | None = None


Extractor = Callable[[bytes, str | None], Output]


@dataclass(frozen=True, slots=True)
class Timed:
    output: Output
    cpu_ms: float


def extractors() -> dict[str, Extractor]:
    """Every extractor the benchmarks know, ours first, each called the way its users call it.

    `ours` is `extract().text` (markdown), `ours-text` the same with `FULLTEXT_FORMAT=text`,
    `ours-raw` the markdown as `raw_content` carries it (`Extraction.content`, headed by the title);
    trafilatura 2.3.1 with `include_comments=False` and with its defaults; GPT Researcher's
    BeautifulSoup text (`clean_soup` + `get_text_from_soup`).
    """
    import trafilatura

    from gptr_fulltext import Extraction, Settings, extract

    plain = Settings(output_format="text")

    def verdict(extraction: Extraction, text: str) -> Output:
        return Output(
            text=text,
            reason=str(extraction.reason) if extraction.reason is not None else None,
            is_full=extraction.is_full,
            detail=extraction.detail,
            words=extraction.words,
        )

    def ours(html: bytes, url: str | None) -> Output:
        extraction = extract(html, url)
        return verdict(extraction, extraction.text)

    def ours_plain_text(html: bytes, url: str | None) -> Output:
        extraction = extract(html, url, settings=plain)
        return verdict(extraction, extraction.text)

    def ours_raw_content(html: bytes, url: str | None) -> Output:
        extraction = extract(html, url)
        return verdict(extraction, extraction.content)

    def trafilatura_no_comments(html: bytes, url: str | None) -> Output:
        return Output(trafilatura.extract(html, url=url, include_comments=False) or "")

    def trafilatura_defaults(html: bytes, url: str | None) -> Output:
        return Output(trafilatura.extract(html, url=url) or "")

    def gpt_researcher_bs(html: bytes, url: str | None) -> Output:
        from bs4 import BeautifulSoup  # imported on first use (GPT Researcher's modules are many)
        from gpt_researcher.scraper.utils import clean_soup, get_text_from_soup

        return Output(str(get_text_from_soup(clean_soup(BeautifulSoup(html, "lxml")))))

    return {
        "ours": ours,
        "ours-text": ours_plain_text,
        "ours-raw": ours_raw_content,
        "traf-no-comments": trafilatura_no_comments,
        "traf-defaults": trafilatura_defaults,
        "gptr-bs": gpt_researcher_bs,
    }


# What the forked workers read (inherited, not pickled: the pages' bytes stay shared).
_WORK: tuple[Sequence[CorpusPage], Mapping[str, Extractor], int] | None = None


def run(
    pages: Sequence[CorpusPage], chosen: Mapping[str, Extractor], passes: int = 1, jobs: int = 1
) -> list[dict[str, Timed]]:
    """Every extractor on every page, interleaved per page so load hits all of them alike: for each
    page, each extractor's output (of the first pass) and its CPU, the least over `passes` (load only
    ever adds time).

    With `jobs` > 1 the pages are dealt round-robin to that many forked worker processes, each
    running `run_here` on its share (CPU is each process's own, `time.process_time`, so a page's
    figure is its own work whichever process ran it); the results come back in page order.
    """
    global _WORK
    if jobs <= 1 or len(pages) < 2 * jobs:
        return run_here(pages, chosen, passes)
    _WORK = (pages, chosen, passes)
    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.starmap(_run_share, [(worker, jobs) for worker in range(jobs)])
    finally:
        _WORK = None
    merged: list[dict[str, Timed]] = [{} for _ in pages]
    for worker, part in enumerate(parts):
        for offset, timed in enumerate(part):
            merged[worker + offset * jobs] = timed
    return merged


def _run_share(worker: int, jobs: int) -> list[dict[str, Timed]]:
    assert _WORK is not None, "only called in a worker forked by run()"
    pages, chosen, passes = _WORK
    return run_here(pages[worker::jobs], chosen, passes)


def run_here(
    pages: Sequence[CorpusPage], chosen: Mapping[str, Extractor], passes: int = 1
) -> list[dict[str, Timed]]:
    """`run` in this process.

    Each call meets its page cold, as production meets every page: trafilatura's memoised string
    functions (`trim`, `line_processing`), which all extractors here but BeautifulSoup call, are
    emptied before it, or the extractor after another on the same page would find that page's
    strings there. Nor does it pay for the garbage of the call before: the collector runs, untimed,
    before each call (otherwise a collection that one extractor's garbage triggers lands on whichever
    follows it). The order rotates from page to page and pass to pass all the same. An extractor
    that raises scores its page as an empty output, with the error kept (`Output.error`).

    So that the untimed collection stays cheap (on this machine a full collection over the ~50,000
    objects the imported modules hold takes 30-40 ms, over 150,000 with GPT Researcher loaded
    ~130 ms: it made the run mostly collector), every extractor is first called once on the first
    page, untimed and discarded (its lazy imports and first-call caches), and then what is alive is
    frozen (`gc.freeze`) for the run: the collection before each call still frees everything the
    call before it left, but no longer walks the modules. Within a call the collector runs as it
    would anyway; only its rare full collections skip the frozen objects.
    """
    from trafilatura.utils import line_processing, trim

    names = list(chosen)
    outputs: list[dict[str, Output]] = [{} for _ in pages]
    cpu: list[dict[str, float]] = [{} for _ in pages]
    if pages:
        for name in names:
            _call(chosen[name], pages[0])
    gc.collect()
    gc.freeze()
    try:
        for round_ in range(passes):
            for index, page in enumerate(pages):
                shift = (index + round_) % len(names)
                for name in names[shift:] + names[:shift]:
                    trim.cache_clear()
                    line_processing.cache_clear()
                    gc.collect()
                    started = time.process_time()
                    output = _call(chosen[name], page)
                    cpu_ms = (time.process_time() - started) * 1000
                    outputs[index].setdefault(name, output)
                    cpu[index][name] = min(cpu_ms, cpu[index].get(name, cpu_ms))
    finally:
        gc.unfreeze()
    return [
        {name: Timed(outputs[index][name], cpu[index][name]) for name in names} for index in range(len(pages))
    ]


def _call(extractor: Extractor, page: CorpusPage) -> Output:
    try:
        return extractor(page.html, page.url)
    except Exception as error:  # noqa: BLE001 - a benchmark scores a crash, it does not stop
        return Output("", error=f"{type(error).__name__}: {error}"[:300])


def median(values: Iterable[float]) -> float:
    items = list(values)
    return statistics.median(items) if items else 0.0
