"""Rendering trafilatura's XML: markdown without inline HTML or needless escapes; the title heading."""

from __future__ import annotations

import pytest
from lxml import etree

from gptr_fulltext.models import Extraction
from gptr_fulltext.rendering import render, without_headline


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
        ("First paragraph.", "First paragraph."),
        ("# Title\n\nFirst paragraph.", "First paragraph."),
        ("Title\nFirst paragraph.", "First paragraph."),
        ("## Title\n\nFirst paragraph.", "First paragraph."),
        ("    indented first line", "indented first line"),
        ("‘Title’\nFirst paragraph.", "First paragraph."),
    ],
)
def test_markdown_content_starts_with_the_title_heading_once(text: str, expected: str) -> None:
    body = without_headline(text, "Title")
    assert body.lstrip() == expected
    page = Extraction(text=body.lstrip(), title="Title", is_full=True, reason=None, markdown=True)
    assert page.content == f"# Title\n\n{expected}"


def test_no_title_or_plain_text_leaves_the_text_alone() -> None:
    untitled = Extraction(text="First paragraph.", title=None, is_full=True, reason=None, markdown=True)
    assert untitled.content == "First paragraph."
    plain = Extraction(text="First paragraph.", title="Title", is_full=True, reason=None, markdown=False)
    assert plain.content == "First paragraph."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("‘Mayor’s plan’ passes\nThe council voted.", "The council voted."),
        ("MAYOR'S PLAN PASSES!\nThe council voted.", "The council voted."),
        ("The council voted on the mayor's plan.", "The council voted on the mayor's plan."),
        ("| Mayor's plan passes | |\n|---|---|", "| Mayor's plan passes | |\n|---|---|"),
    ],
)
def test_plain_text_leaves_out_a_first_line_that_repeats_the_title(text: str, expected: str) -> None:
    assert without_headline(text, "'Mayor's plan' passes") == expected


HEADLINE = "Ferry service to the islands resumes after repairs"


def test_furniture_above_a_repeated_headline_goes_with_it() -> None:
    promo = "Night mode is a new camera setting on this year's phones.\n## New laptops now available"
    text = f"{promo}\n# {HEADLINE}\nThe ferry runs again from Monday."
    assert without_headline(text, HEADLINE) == "The ferry runs again from Monday."


def test_text_above_a_repeated_headline_stays_when_it_is_long_or_the_title_is_vague() -> None:
    long_intro = " ".join(["The council met on Monday to discuss the harbour."] * 10)  # 90 words
    text = f"{long_intro}\n{HEADLINE}\nThe ferry runs again from Monday."
    assert without_headline(text, HEADLINE) == text
    short = "Intro line.\nUpdates\nMore text."
    assert without_headline(short, "Updates") == short
