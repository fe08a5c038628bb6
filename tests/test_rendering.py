"""Rendering trafilatura's XML: markdown without inline HTML or needless escapes; the title heading."""

from __future__ import annotations

import pytest
from lxml import etree

from gptr_fulltext.rendering import render, with_title


def test_underline_superscript_subscript_render_as_plain_text() -> None:
    body = etree.fromstring(
        "<body><p>Use <hi rend='#u'>only</hi> 10<hi rend='#sup'>4</hi> cells of H<hi rend='#sub'>2</hi>O "
        "and <hi rend='#b'>stir</hi> the sample_id column.</p></body>"
    )
    text = render(body, markdown=True)
    assert text.strip() == "Use only 104 cells of H2O and **stir** the sample_id column."


def test_escapes_that_matter_stay() -> None:
    body = etree.fromstring("<body><p>Use *stars* and _emphasis_ literally.</p></body>")
    text = render(body, markdown=True)
    assert r"\*stars\*" in text
    assert r"\_emphasis\_" in text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("First paragraph.", "# Title\n\nFirst paragraph."),
        ("# Title\n\nFirst paragraph.", "# Title\n\nFirst paragraph."),
        ("Title\nFirst paragraph.", "# Title\n\nFirst paragraph."),
        ("## Title\n\nFirst paragraph.", "# Title\n\nFirst paragraph."),
        ("    indented first line", "# Title\n\nindented first line"),
    ],
)
def test_markdown_starts_with_the_title_heading_once(text: str, expected: str) -> None:
    assert with_title(text, "Title") == expected


def test_no_title_leaves_the_text_alone() -> None:
    assert with_title("First paragraph.", None) == "First paragraph."
