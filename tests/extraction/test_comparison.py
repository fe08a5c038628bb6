"""Trafilatura's comparison with readability, skipped only where it cannot change the text
(`extraction.comparison`): the text is the same as with it, on synthetic pages and the fixture corpus."""

from __future__ import annotations

import pytest
import trafilatura
from lxml.html import tostring
from trafilatura import bare_extraction
from trafilatura.baseline import html2txt
from trafilatura.external import compare_extraction
from trafilatura.settings import Document

from fixtures.site import Page
from gptr_fulltext.evidence.signals import inspect_html
from gptr_fulltext.extraction import comparison
from gptr_fulltext.extraction.charset import decode_html
from gptr_fulltext.extraction.maintext import _trafilatura, parse

FRENCH = (
    "Le conseil municipal a voté mardi soir le budget de la nouvelle médiathèque, dont les travaux "
    "commenceront au printemps et devraient durer deux ans selon le calendrier présenté aux habitants."
)
SPANISH = (
    "La cooperativa de pescadores del puerto ha firmado un acuerdo con el ayuntamiento para renovar "
    "la lonja, que lleva cerrada desde el temporal del invierno pasado y necesita un tejado nuevo."
)
NAV = "".join(f'<li><a href="/s/{n}">Rubrique {n}</a></li>' for n in range(8))


def _article(sentence: str, paragraphs: int) -> str:
    body = "".join(f"<p>{sentence} ({n})</p>" for n in range(paragraphs))
    return f"<html><body><nav><ul>{NAV}</ul></nav><article><h1>Titre</h1>{body}</article></body></html>"


def _table_page(sentence: str) -> str:
    rows = "".join(f"<tr><td>{sentence} ({n})</td><td>{n}</td></tr>" for n in range(6))
    return f"<html><body><main><h1>{sentence[:40]}</h1><table>{rows}</table></main></body></html>"


def _links_page(sentence: str) -> str:
    card = '<div class="card"><a href="/a/{n}">{link}</a><span>{text}</span></div>'
    cards = "".join(card.format(n=n, link=sentence[:60], text=sentence) for n in range(12))
    return f"<html><body><div id='list'>{cards}</div><p>{sentence}</p></body></html>"


def _compared(markup: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Document | None, Document | None, int]:
    """The pass gated and not, and how many times the gated one compared."""
    calls: list[int] = []

    def counted(*args: object) -> object:
        calls.append(1)
        return compare_extraction(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("gptr_fulltext.extraction.comparison.compare_extraction", counted)
    url = "https://town.example/news/1"
    plain = parse(markup)
    assert plain is not None
    ungated = _trafilatura(plain, url, fast=False, comments=False)
    tree = parse(markup)
    assert tree is not None
    with comparison.gated(inspect_html(markup).visible_chars):
        gated = _trafilatura(tree, url, fast=False, comments=False)
    return gated, ungated, len(calls)


def _same(gated: Document | None, ungated: Document | None) -> None:
    assert (gated is None) == (ungated is None)
    if gated is not None and ungated is not None:
        assert gated.raw_text == ungated.raw_text
        assert tostring(gated.body) == tostring(ungated.body)


@pytest.mark.parametrize("sentence", [FRENCH, SPANISH])
def test_an_article_of_paragraphs_that_is_most_of_the_page_skips_the_comparison(
    sentence: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gated, ungated, compared = _compared(_article(sentence, 6), monkeypatch)
    _same(gated, ungated)
    assert compared == 0


@pytest.mark.parametrize(
    "markup",
    [
        _article(FRENCH, 1),  # short: jusText may add text
        _table_page(SPANISH),  # a table, no paragraph: readability may be preferred
        _links_page(FRENCH),  # own text a sliver of the page's: readability may find twice as much
        _links_page(SPANISH),
    ],
)
def test_a_page_readability_could_change_is_compared(markup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    gated, ungated, compared = _compared(markup, monkeypatch)
    _same(gated, ungated)
    assert compared == 1


def test_outside_the_gate_trafilatura_compares_as_ever(monkeypatch: pytest.MonkeyPatch) -> None:
    """Other callers in the process (trafilatura's own `extract`, the benchmarks' reference) are untouched."""
    calls: list[int] = []

    def counted(*args: object) -> object:
        calls.append(1)
        return compare_extraction(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("trafilatura.core.compare_extraction", counted)
    assert trafilatura.extract(_article(SPANISH, 6), include_comments=False)
    assert calls == [1]


def test_the_gated_pass_is_bare_extractions_on_the_corpus(corpus: dict[str, Page]) -> None:
    for page in corpus.values():
        markup = decode_html(page.body(), page.headers)
        tree = parse(markup)
        if tree is None:
            continue
        url = f"https://{page.group}.example/{page.id}"
        theirs = bare_extraction(
            tree, url=url, include_comments=False, include_formatting=False, output_format="txt"
        )
        with comparison.gated(inspect_html(markup).visible_chars):
            ours = _trafilatura(tree, url, fast=False, comments=False)
        assert (ours is None) == (theirs is None), page.id
        if ours is not None and isinstance(theirs, Document):
            assert ours.raw_text == theirs.raw_text, page.id
            assert tostring(ours.body) == tostring(theirs.body), page.id


def _measured(markup: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Document | None, Document | None, int]:
    """The pass gated and not, and how many times the gated one measured the page with `html2txt`."""
    calls: list[int] = []

    def counted(*args: object) -> str:
        calls.append(1)
        return html2txt(*args)  # type: ignore[arg-type]

    url = "https://town.example/news/3"
    plain = parse(markup)
    assert plain is not None
    ungated = _trafilatura(plain, url, fast=False, comments=False)
    monkeypatch.setattr(comparison, "_original_html2txt", counted)
    tree = parse(markup)
    assert tree is not None
    with comparison.gated(inspect_html(markup).visible_chars):
        gated = _trafilatura(tree, url, fast=False, comments=False)
    return gated, ungated, len(calls)


def _sliver_page(sentence: str) -> str:
    """A short text amid far more text trafilatura leaves out: the page's other stories' teasers."""
    teasers = "".join(f'<li><a href="/t/{n}">{sentence[::-1]} {n}</a></li>' for n in range(20))
    return f"<html><body><main><p>{sentence}</p></main><ul class='menu'>{teasers}</ul></body></html>"


@pytest.mark.parametrize("sentence", [FRENCH, SPANISH])
def test_a_short_text_that_is_most_of_the_page_is_not_measured(
    sentence: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under 3,000 characters, but over a fifth of the page's text: the recall retry cannot run."""
    gated, ungated, measured = _measured(_article(sentence, 6), monkeypatch)
    _same(gated, ungated)
    assert gated is not None and len(gated.raw_text or "") < 3000
    assert measured == 0


@pytest.mark.parametrize("sentence", [FRENCH, SPANISH])
def test_a_short_text_amid_much_more_is_measured(sentence: str, monkeypatch: pytest.MonkeyPatch) -> None:
    gated, ungated, measured = _measured(_sliver_page(sentence), monkeypatch)
    _same(gated, ungated)
    assert measured == 1
