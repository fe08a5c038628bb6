"""Blocks the extraction missed, found by a small model over block features, added back in page order.

Trafilatura's rules read pages as articles: on listings, product, service and forum pages, and on
articles whose paragraphs sit in unusual containers, they leave real text out. A model trained on
the dev split of the shared corpora (`scripts/train-blocks`) scores each block of the page the
extraction left out (`blocks.features`: its shape, links, tag, place, generic class words, and
whether the blocks around it were kept); those above the model's threshold are added after the kept
block before them. Gradient-boosted trees, shipped as plain numbers (`blockmodel.json`) and walked in
Python: no numerical library at run time, and the same answer on every machine.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from blockfeatures import Block, features, kept_flags, tokens

MODEL_FILE = Path("/tmp/blocks/blockmodel.json")  # the experiment did not ship: see docs/benchmarks.md
_PARAGRAPHS = re.compile(r"\n\s*\n")


@dataclass(frozen=True, slots=True)
class Tree:
    """One regression tree: node `i` tests `feature[i] <= threshold[i]`; `left[i] == 0` marks a leaf."""

    feature: tuple[int, ...]
    threshold: tuple[float, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]
    value: tuple[float, ...]

    def __call__(self, row: list[float]) -> float:
        node = 0
        left, right, feature, threshold = self.left, self.right, self.feature, self.threshold
        while left[node]:
            node = left[node] if row[feature[node]] <= threshold[node] else right[node]
        return self.value[node]


@dataclass(frozen=True, slots=True)
class BlockModel:
    """The trees' summed log-odds plus `baseline`; a block is added above `threshold` probability."""

    baseline: float
    threshold: float
    trees: tuple[Tree, ...]

    def probability(self, row: list[float]) -> float:
        score = self.baseline + sum(tree(row) for tree in self.trees)
        return 1.0 / (1.0 + math.exp(-score))


@cache
def load_model(path: Path = MODEL_FILE) -> BlockModel:
    data = json.loads(path.read_text(encoding="utf-8"))
    return BlockModel(
        baseline=float(data["baseline"]),
        threshold=float(data["threshold"]),
        trees=tuple(Tree(*(tuple(column) for column in tree)) for tree in data["trees"]),
    )


def missed(blocks: list[Block], text: str, model: BlockModel) -> list[int]:
    """Indexes of the blocks not in `text` that the model takes for main text."""
    kept = kept_flags(blocks, text)
    rows = features(blocks, kept)
    return [
        index
        for index, (flag, row) in enumerate(zip(kept, rows, strict=True))
        if flag < 1.0 and model.probability(row) > model.threshold
    ]


def with_missed(text: str, blocks: list[Block], model: BlockModel | None = None) -> str:
    """`text` with the blocks it missed added, each after the paragraph holding the kept block
    before it (at the start when none is kept before it)."""
    model = model or load_model()
    added = missed(blocks, text, model)
    if not added:
        return text
    paragraphs = [part for part in _PARAGRAPHS.split(text) if part.strip()]
    keys = [" " + " ".join(tokens(part)) + " " for part in paragraphs]
    chosen = set(added)
    after: dict[int, list[str]] = {}  # paragraph index (-1: before the first) → blocks to add after it
    where = -1
    for index, block in enumerate(blocks):
        if index in chosen:
            after.setdefault(where, []).append(_as_paragraph(block))
            continue
        key = " " + " ".join(tokens(block.text)) + " "
        for position in range(max(where, 0), len(paragraphs)):
            if key in keys[position]:
                where = position
                break
    out = after.get(-1, [])
    for position, paragraph in enumerate(paragraphs):
        out.append(paragraph)
        out += after.get(position, [])
    return "\n\n".join(out)


def _as_paragraph(block: Block) -> str:
    return f"- {block.text}" if block.tag == "li" else block.text
