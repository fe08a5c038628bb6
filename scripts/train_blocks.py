"""The block model experiment (#16, item 2): a small model over DOM-block features that adds back
text the extraction missed. Trained on the dev split of the six corpora only; scored on every corpus.

    scripts/train-blocks cache CORPUS… [--jobs 2]   ours' text, trafilatura's, the page's blocks → CACHE
    scripts/train-blocks fit [--iterations 100]      gradient-boosted trees on the dev split's blocks
    scripts/train-blocks score [--thresholds 0.6,0.7,0.8,0.9]   token F1/P/R per corpus, split, page type
    scripts/train-blocks export --threshold T        the trees as src/…/extraction/blockmodel.json

A block's label: its token sequence is in the gold text's. A block is added when the extraction did
not keep it (its tokens are not a run of the output's) and the model's probability passes the
threshold; `score` simulates that on token bags (what the corpora's scoring reads), so the threshold
can be chosen on the dev split without re-running the extraction.

Training needs numpy and scikit-learn (not runtime dependencies): `.venv/bin/pip install scikit-learn`.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import pickle
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blockfeatures import features, kept_flags, segment, tokens
from corpora import ALL_CORPORA, TokenScore, bag, load, token_score

CACHE = Path("/tmp/blocks")
MODEL = CACHE / "blockmodel.json"  # not shipped: the experiment lost (docs/benchmarks.md)
_PAGES: list[Any] = []


def _cache_page(index: int) -> dict[str, Any]:
    import trafilatura

    from gptr_fulltext import extract
    from gptr_fulltext.extraction.charset import decode_html
    from gptr_fulltext.extraction.maintext import parse

    page = _PAGES[index]
    ours = extract(page.html, page.url).text
    traf = trafilatura.extract(page.html, url=page.url, include_comments=False) or ""
    started = time.process_time()
    tree = parse(decode_html(page.html, {}))
    parsed = time.process_time()
    blocks = segment(tree) if tree is not None else []
    done = time.process_time()
    return {
        "key": page.key,
        "split": page.split,
        "page_type": page.page_type,
        "gold": page.gold,
        "ours": ours,
        "traf": traf,
        "blocks": blocks,
        "ms": {"parse": (parsed - started) * 1e3, "segment": (done - parsed) * 1e3},
    }


def cache(corpora: list[str], jobs: int) -> None:
    """Per corpus: every page's outputs and blocks (`<corpus>.pkl`), then the feature rows (`.npz`)."""
    import numpy as np

    CACHE.mkdir(exist_ok=True)
    for name in corpora:
        _PAGES[:] = load(name)
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            rows = pool.map(_cache_page, range(len(_PAGES)), chunksize=4)
        (CACHE / f"{name}.pkl").write_bytes(pickle.dumps(rows))
        matrix, meta = [], []
        for number, row in enumerate(rows):
            kept = kept_flags(row["blocks"], row["ours"])
            gold = " " + " ".join(tokens(row["gold"])) + " "
            for block, flag, feature_row in zip(
                row["blocks"], kept, features(row["blocks"], kept), strict=True
            ):
                words = tokens(block.text)
                matrix.append(feature_row)
                meta.append((number, flag, float(" " + " ".join(words) + " " in gold)))
        np.savez(CACHE / f"{name}.npz", X=np.asarray(matrix, dtype=np.float32), meta=np.asarray(meta))
        print(f"{name}: {len(rows)} pages, {len(matrix)} blocks", flush=True)


def fit(corpora: list[str], iterations: int) -> None:
    """Trees on the dev split's blocks; each corpus weighs the same, each page the same within it, each
    block by its words within its page (the token F1 each page is scored by)."""
    import numpy as np
    from sklearn.ensemble import HistGradientBoostingClassifier

    parts: list[tuple[Any, Any, Any]] = []
    matrices = {}
    for name in corpora:
        data = np.load(CACHE / f"{name}.npz")
        matrix, meta = data["X"], data["meta"]
        rows = pickle.loads((CACHE / f"{name}.pkl").read_bytes())
        page = meta[:, 0].astype(int)
        dev = np.array([rows[i]["split"] == "dev" for i in page])
        words = np.maximum(matrix[:, 1] * 300, 1)
        per_page = np.bincount(page, weights=words)
        weight = words / np.maximum(per_page[page], 1) / max(1, len(set(page[dev])))
        parts.append((matrix[dev], meta[dev, 2], weight[dev]))
        matrices[name] = matrix
    x = np.vstack([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    w = np.concatenate([p[2] for p in parts])
    model = HistGradientBoostingClassifier(
        max_iter=iterations, max_leaf_nodes=15, learning_rate=0.1, early_stopping=False, random_state=0
    )
    model.fit(x, y, sample_weight=w / w.mean())
    (CACHE / "model.pkl").write_bytes(pickle.dumps(model))
    np.savez(CACHE / "probabilities.npz", **{n: model.predict_proba(m)[:, 1] for n, m in matrices.items()})
    print(f"fitted on {len(y)} dev blocks of {len(corpora)} corpora")


def _score(want: Counter[str], got: Counter[str]) -> TokenScore:
    if not want:
        return TokenScore(1.0, 1.0, 1.0) if not got else TokenScore(0.0, 0.0, 0.0)
    overlap = sum((want & got).values())
    if not overlap:
        return TokenScore(0.0, 0.0, 0.0)
    precision, recall = overlap / got.total(), overlap / want.total()
    return TokenScore(precision, recall, 2 * precision * recall / (precision + recall))


def score(corpora: list[str], thresholds: list[float]) -> None:
    """Ours, trafilatura, and ours with the blocks added at each threshold: F1/P/R per split and type."""
    import numpy as np

    probabilities = np.load(CACHE / "probabilities.npz")
    for name in corpora:
        rows = pickle.loads((CACHE / f"{name}.pkl").read_bytes())
        meta = np.load(CACHE / f"{name}.npz")["meta"]
        p, kept = probabilities[name], meta[:, 1]
        starts = np.searchsorted(meta[:, 0].astype(int), np.arange(len(rows)))
        results: dict[tuple[str, str, str], list[TokenScore]] = defaultdict(list)
        for index, row in enumerate(rows):
            want, ours = bag(row["gold"]), bag(row["ours"])
            start = starts[index]
            candidates = [
                (p[start + j], bag(block.text))
                for j, block in enumerate(row["blocks"])
                if kept[start + j] < 1.0 and p[start + j] > min(thresholds)
            ]
            scores = {"ours": _score(want, ours), "traf": token_score(want, row["traf"])}
            for threshold in thresholds:
                out = Counter(ours)
                for probability, block_bag in candidates:
                    if probability > threshold:
                        out.update(block_bag)
                scores[f"add>{threshold}"] = _score(want, out)
            for split in ("all", row["split"]):
                for kind in ("", row["page_type"] or ""):
                    for label, value in scores.items():
                        results[(split, kind, label)].append(value)
        for split in ("check", "all"):
            kinds = sorted({k for s, k, _ in results if s == split})
            for kind in kinds:
                line = f"{name:16}{split:6}{kind or '-':12}n={len(results[(split, kind, 'ours')]):<5}"
                for label in ["ours", "traf", *(f"add>{t}" for t in thresholds)]:
                    group = results[(split, kind, label)]
                    f1, precision = np.mean([s.f1 for s in group]), np.mean([s.precision for s in group])
                    line += f" | {label} {f1:.3f} P{precision:.3f} R{np.mean([s.recall for s in group]):.3f}"
                print(line, flush=True)


def export(threshold: float) -> None:
    """The fitted trees as plain numbers for `blockmodel.load_model` (left 0 marks a leaf)."""
    model = pickle.loads((CACHE / "model.pkl").read_bytes())
    trees = []
    for (predictor,) in model._predictors:
        nodes = predictor.nodes
        trees.append([
            [int(n["feature_idx"]) for n in nodes],
            [float(n["num_threshold"]) for n in nodes],
            [0 if n["is_leaf"] else int(n["left"]) for n in nodes],
            [0 if n["is_leaf"] else int(n["right"]) for n in nodes],
            [float(n["value"]) for n in nodes],
        ])  # fmt: skip
    baseline = float(model._baseline_prediction.ravel()[0])
    MODEL.write_text(json.dumps({"baseline": baseline, "threshold": threshold, "trees": trees}) + "\n")
    print(f"{len(trees)} trees → {MODEL} ({MODEL.stat().st_size / 1e6:.2f} MB)")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", choices=("cache", "fit", "score", "export"))
    parser.add_argument("corpora", nargs="*", default=list(ALL_CORPORA))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--thresholds", default="0.6,0.7,0.8,0.9")
    parser.add_argument("--threshold", type=float, default=0.8)
    args = parser.parse_args()
    if args.command == "cache":
        cache(args.corpora, args.jobs)
    elif args.command == "fit":
        fit(args.corpora, args.iterations)
    elif args.command == "score":
        score(args.corpora, [float(t) for t in args.thresholds.split(",")])
    else:
        export(args.threshold)
    return 0


if __name__ == "__main__":
    sys.exit(main())
