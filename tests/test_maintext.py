"""Trafilatura's main text from a tree parsed once: what is deleted before it reads, and what stays."""

from __future__ import annotations

import pytest
from lxml.html import tostring
from trafilatura import bare_extraction
from trafilatura.utils import load_html

from fixtures.site import Page
from gptr_fulltext.charset import decode_html
from gptr_fulltext.maintext import main_text, parse

SENTENCE = (
    "The ferry service between the two islands resumed on Monday after a month of repairs to the pier, "
    "and the operator expects the summer timetable to run in full from the first week of June."
)


def test_what_trafilatura_never_reads_goes_but_the_text_around_it_stays() -> None:
    tree = parse(
        '<html><head><title>Ferry resumes</title><meta name="author" content="Ana Ruiz">'
        '<link rel="canonical" href="https://islands.example/ferry"><style>p { color: red }</style>'
        '<script type="application/ld+json">{"@type": "NewsArticle"}</script></head><body><article>'
        f"<p>{SENTENCE}</p>"
        "<p>Tickets go on sale<script>trackSale('ferry')</script> at the harbour office"
        '<svg viewBox="0 0 1 1"><text>icon</text></svg> and online from Friday, the operator said in '
        "a statement that also thanked islanders for their patience during the closure.</p>"
        f"<p>{SENTENCE}</p></article></body></html>"
    )
    assert tree is not None
    document = main_text(tree, "https://islands.example/ferry", markdown=False, visible_chars=600)
    assert document is not None
    text = document.raw_text or ""
    assert "Tickets go on sale at the harbour office and online from Friday" in " ".join(text.split())
    assert "trackSale" not in text and "icon" not in text and "color" not in text
    assert [script.get("type") for script in tree.iter("script")] == ["application/ld+json"]
    assert next(tree.iter("style", "svg", "meta", "link"), None) is None


EDGE_CASES = [
    '<?xml version="1.0" encoding="utf-8"?><html><body><p>Declared as XML.</p></body></html>',
    "<!DOCTYPE html/>\n<html><body><p>A doctype lxml would choke on.</p></body></html>",
    "<html><body><p>Control\x00characters\x0bin\x1ftext.</p></body></html>",
    "<p>A fragment without an html element.</p>",
    "just some words, no markup at all",
    "",
]


@pytest.mark.parametrize("markup", EDGE_CASES)
def test_parse_builds_the_tree_trafilatura_would(markup: str) -> None:
    ours, theirs = parse(markup), load_html(markup)
    assert (ours is None) == (theirs is None)
    if ours is not None and theirs is not None:
        assert tostring(ours) == tostring(theirs)


def test_parse_builds_the_tree_trafilatura_would_on_the_corpus(corpus: dict[str, Page]) -> None:
    for page in corpus.values():
        markup = decode_html(page.body(), page.headers)
        ours, theirs = parse(markup), load_html(markup)
        assert (ours is None) == (theirs is None), page.id
        if ours is not None and theirs is not None:
            assert tostring(ours) == tostring(theirs), page.id


def test_huge_pages_get_the_fast_pass_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a page with more visible text than any the cascade was measured to help, further passes
    would cost seconds each (and a listing page like this is dropped anyway)."""
    from gptr_fulltext import maintext

    passes: list[dict[str, object]] = []

    def counted(*args: object, **options: object) -> object:
        passes.append(options)
        return bare_extraction(*args, **options)  # type: ignore[arg-type]

    monkeypatch.setattr("gptr_fulltext.maintext.bare_extraction", counted)
    cards = "".join(
        f'<div><h2><a href="/story-{i}">Headline number {i} in a long list</a></h2><p>A blurb.</p></div>'
        for i in range(4000)
    )
    tree = parse(f"<html><body>{cards}</body></html>")
    assert tree is not None
    visible = maintext.ESCALATE_MAX_VISIBLE + 1
    main_text(tree, "https://news.example/", markdown=True, visible_chars=visible)
    assert len(passes) == 1 and passes[0].get("fast") is True
    passes.clear()
    tree = parse(f"<html><body>{cards}</body></html>")
    assert tree is not None
    main_text(tree, "https://news.example/", markdown=True, visible_chars=maintext.ESCALATE_MAX_VISIBLE)
    assert len(passes) > 1  # the same page under the bound escalates: what the bound saves
