"""The structural budget stops pages built to make parsing slow, and never a real page, large or not."""

from __future__ import annotations

import pytest

from gptr_fulltext import Reason, extract
from gptr_fulltext.extraction.budget import MAX_DEPTH, MAX_ELEMENT_ATTRIBUTES, over_budget

WIDE = "<div " + " ".join(f"k{i}='1'" for i in range(MAX_ELEMENT_ATTRIBUTES + 1)) + ">x</div>"
PROSE = "<p>" + "A sentence of the report says what the survey of the old bridge found. " * 12 + "</p>"


@pytest.mark.parametrize(
    ("markup", "says"),
    [
        (WIDE, "attributes"),
        ("<section>" * (MAX_DEPTH + 10) + PROSE + "</section>" * (MAX_DEPTH + 10), "nested"),
        ("".join(f"<i class='c{i}' id='i{i}'>" for i in range(160_000)), "elements"),
    ],
)  # fmt: skip
def test_a_page_built_to_be_slow_is_dropped_as_too_complex(markup: str, says: str) -> None:
    page = f"<html><body>{markup}{PROSE * 3}</body></html>".encode()
    result = extract(page, "https://site.example/bomb", settings=None)
    assert (result.is_full, result.reason) == (False, Reason.TOO_COMPLEX)
    assert says in result.detail


def test_large_real_shapes_stay_inside_the_budget() -> None:
    long_article = "<html><body><article>" + PROSE * 2_000 + "</article></body></html>"  # ~2 MB
    # A big data table written the way pages write them: end tags of cells and rows left out.
    table = "<table>" + "".join("<tr>" + "<td>cell" * 8 for _ in range(3_000)) + "</table>"
    legacy = "<font face='x'><b>" * 200 + PROSE + "</b></font>" * 200  # old markup, nested styles
    for markup in (long_article, table, legacy):
        assert over_budget(markup) is None


def test_small_pages_are_not_scanned() -> None:
    assert over_budget("<div>" * 9_000) is None  # under the scan threshold: costs no scan at all
