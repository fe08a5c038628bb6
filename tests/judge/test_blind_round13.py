"""Blind round 13 (#17): 70 labelled pages (33 thin, 37 full) in 37 languages, each in 3-5 of six
layouts (282 page-layouts), written by another worker blind to the judge, its code, its tests and
its docs (`tests/judge/blind13`, ported from its generator after the round's first sight).

First sight (main bd87bc8, before any fix): thin dropped 121/134 page-layouts, full kept 140/148; the
misses are listed in docs/benchmarks.md ("#17: blind round 13"). Those still missed are `_OPEN_MISSES`
(strict xfails). Each page goes through the public API only, with the URL of its file's name.
"""

from __future__ import annotations

from typing import Any

import pytest

import gptr_fulltext
from tests.judge.blind13 import pages_full_a, pages_full_b, pages_thin
from tests.judge.blind13.layouts import LAYOUTS
from tests.judge.blind13.vocab import vocab

_PAGES: list[dict[str, Any]] = pages_thin.PAGES + pages_full_a.PAGES + pages_full_b.PAGES
# All four in the `spa` layout: its div soup has no main region, and the whole page (menus, rails,
# footer) reaches the judge around a tag archive, a product soft 404 and a parked domain's links.
_OPEN_MISSES: frozenset[str] = (
    frozenset()
)  # the four `spa` misses (t03, t12, t31, t33) dropped since round 14


def _cases() -> list[Any]:
    cases = []
    for page in _PAGES:
        for layout in page["layouts"]:
            name = f"{page['id']}__{layout}"
            marks = (
                [pytest.mark.xfail(strict=True, reason="blind round 13 miss")] if name in _OPEN_MISSES else []
            )
            cases.append(pytest.param(page, layout, id=name, marks=marks))
    return cases


@pytest.mark.parametrize(("page", "layout"), _cases())
def test_blind_page(page: dict[str, Any], layout: str) -> None:
    html = LAYOUTS[layout](page, vocab(page["lang"]))
    extraction = gptr_fulltext.extract(html.encode(), url=f"https://example.test/{page['id']}__{layout}")
    assert extraction.is_full is (page["label"] == "full"), (extraction.reason, extraction.detail)


def test_round_covers_its_languages_layouts_and_labels() -> None:
    pairs = [(page, layout) for page in _PAGES for layout in page["layouts"]]
    assert len(_PAGES) == 70 and len(pairs) == 282
    assert len({page["lang"] for page in _PAGES}) == 37
    assert {layout for _, layout in pairs} == set(LAYOUTS)
    assert sum(page["label"] == "thin" for page in _PAGES) == 33
