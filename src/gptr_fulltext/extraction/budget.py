"""A structural budget, checked before the full parse: pages built to make parsing slow stop here.

Parsing and extracting cost grows faster than linearly with some shapes — thousands of attributes
on one element (htmldate scans them all, per candidate), tens of thousands of nested elements (tree
walks go deep on each) — and an attacker can pack 100,000 of them into the 3 MB a fetch reads. Real
pages stay far inside these limits (the largest of ~4,000 corpus pages: see `docs/benchmarks.md`),
so a page over one is dropped as `too_complex` in a few milliseconds instead of costing seconds.
The counts come from string scans, not a parse; small pages skip the scan.
"""

from __future__ import annotations

import re

MAX_ELEMENTS = 150_000
MAX_ATTRIBUTES = 300_000
MAX_ELEMENT_ATTRIBUTES = 5_000
MAX_DEPTH = 5_000
# Below these counts of '<' and '=' no limit can be reached in a way that costs much: skip the scan.
_SCAN_FROM_TAGS = 10_000
_SCAN_FROM_EQUALS = MAX_ELEMENT_ATTRIBUTES
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9:-]*)([^>]*)>")
# Elements that never hold children, or whose end tag pages routinely leave out: not depth.
_NOT_DEPTH = frozenset({
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track",
    "wbr",
    "p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "tbody", "thead", "tfoot", "colgroup",
    "caption", "rb", "rt", "rp",
})  # fmt: skip


def over_budget(markup: str) -> str | None:
    """Which structural limit `markup` exceeds, in words, or `None`."""
    if markup.count("<") < _SCAN_FROM_TAGS and markup.count("=") < _SCAN_FROM_EQUALS:
        return None
    elements = attributes = depth = deepest = 0
    for match in _TAG.finditer(markup):
        closing, name, rest = match.groups()
        name = name.lower()
        if closing:
            if name not in _NOT_DEPTH:
                depth = max(depth - 1, 0)
            continue
        elements += 1
        own = rest.count("=")
        attributes += own
        if own > MAX_ELEMENT_ATTRIBUTES:
            return f"a <{name}> element with {own:,} attributes (at most {MAX_ELEMENT_ATTRIBUTES:,})"
        if name not in _NOT_DEPTH and not rest.endswith("/"):
            depth += 1
            deepest = max(deepest, depth)
    if elements > MAX_ELEMENTS:
        return f"{elements:,} elements (at most {MAX_ELEMENTS:,})"
    if attributes > MAX_ATTRIBUTES:
        return f"{attributes:,} attributes (at most {MAX_ATTRIBUTES:,})"
    if deepest > MAX_DEPTH:
        return f"elements nested {deepest:,} deep (at most {MAX_DEPTH:,})"
    return None
