"""A paragraph the page itself repeats in sibling paragraphs stays repeated in the text
(`repeats`): trafilatura drops such a run to one copy, taking it for its own artifact. Two unrelated
synthetic pages: an English song page (`<p>` refrains) and a German notice page (`<div>` paragraphs)."""

from __future__ import annotations

import pytest
import trafilatura
from lxml.etree import Element, SubElement

from gptr_fulltext import Settings, extract
from gptr_fulltext.extraction.maintext import parse
from gptr_fulltext.extraction.repeats import repeated_paragraphs, restore_repeats

REFRAIN = "Row on, row on, the lantern burns above the harbour wall, and every boat comes home tonight."
NOTICE = (
    "Bitte beachten Sie: Die Anmeldung ist nur bis zum Freitag möglich, danach werden keine weiteren "
    "Plätze vergeben."
)


def song_page() -> str:
    """An English folk song: two verses, each followed by the same refrain twice, in `<p>`s."""
    return (
        "<html><head><title>The Lantern Song</title></head><body><article><h1>The Lantern Song</h1>"
        "<p>The fishermen sing this song when the boats go out at dawn, and again when the first of them "
        "comes back past the breakwater in the evening.</p>"
        "<p>Out past the rocks where the grey gulls cry, we set our nets beneath a cold and silver sky.</p>"
        f"<p>{REFRAIN}</p><p>{REFRAIN}</p>"
        "<p>The wind is hard and the sea is wide, but the light is burning on the harbour side.</p>"
        "<p>Nobody knows who wrote it; the oldest people in the village say it was already old when "
        "they were children.</p></article></body></html>"
    )


def notice_page() -> str:
    """A German course page whose template writes its paragraphs as `<div>`s, the notice three times."""
    return (
        "<html><head><title>Töpferkurs im Frühjahr</title></head><body><main><div class='text'>"
        "<h1>Töpferkurs im Frühjahr</h1>"
        "<div>Der Kurs findet an sechs Abenden in der Werkstatt am Marktplatz statt und richtet sich an "
        "Anfängerinnen und Anfänger ohne Vorkenntnisse; Ton und Glasuren werden gestellt.</div>"
        f"<div>{NOTICE}</div><div>{NOTICE}</div><div>{NOTICE}</div>"
        "<div>Die fertigen Stücke werden im Brennofen der Werkstatt gebrannt und können zwei Wochen "
        "nach dem letzten Abend abgeholt werden.</div></div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("page", "repeated", "times"),
    [(song_page(), REFRAIN, 2), (notice_page(), NOTICE, 3)],
    ids=["song-en", "notice-de"],
)
def test_a_paragraph_the_page_repeats_stays_repeated(page: str, repeated: str, times: int) -> None:
    text = " ".join(
        extract(page.encode(), "https://site.example/p", settings=Settings(output_format="text")).text.split()
    )
    assert text.count(repeated) == times
    # The premise: trafilatura alone keeps one copy of the run.
    assert " ".join((trafilatura.extract(page) or "").split()).count(repeated) == 1


def test_copies_in_different_containers_are_no_run() -> None:
    """A block written twice in different containers (a page's mobile and desktop copies) is not read
    as a repeat: trafilatura keeps its own judgement there."""
    page = (
        f"<html><body><div class='mobile'><p>{REFRAIN}</p></div>"
        f"<div class='desktop'><p>{REFRAIN}</p></div></body></html>"
    )
    tree = parse(page)
    assert tree is not None
    assert repeated_paragraphs(tree) == {}


def test_the_copies_go_before_the_text_after_the_paragraph() -> None:
    body = Element("body")
    kept = SubElement(body, "p")
    kept.text, kept.tail = REFRAIN, "loose text after the run"
    SubElement(body, "p").text = "The next verse."
    restore_repeats(body, {REFRAIN: 2})
    assert [block.text for block in body] == [REFRAIN, REFRAIN, REFRAIN, "The next verse."]
    assert [block.tail for block in body] == [None, None, "loose text after the run", None]


@pytest.mark.parametrize(
    "hiding",
    [
        'class="summary-fallback is-invisible"',
        'class="hidden"',
        'style="display: none"',
        'style="visibility:hidden"',
        "hidden",
        'aria-hidden="true"',
    ],
)
def test_a_copy_the_markup_hides_is_no_repeat(hiding: str) -> None:
    """A template's fallback copy of a block, hidden from the reader, is not said twice."""
    page = f"<html><body><div><p>{REFRAIN}</p><p {hiding}>{REFRAIN}</p></div></body></html>"
    tree = parse(page)
    assert tree is not None
    assert repeated_paragraphs(tree) == {}
