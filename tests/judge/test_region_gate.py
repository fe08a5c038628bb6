"""The region search by the page's shape runs only where it could change the verdict
(`provenance.judged_regions`): long paragraphs of prose outside the named regions, as much as the
most own text any rule asks for, skip it; a page that could be thin gets the whole search."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from selectolax.lexbor import LexborHTMLParser

from gptr_fulltext import extract
from gptr_fulltext.evidence import signals
from gptr_fulltext.evidence.regions import Named, Regions, find_regions
from gptr_fulltext.evidence.textstats import match_key, measure
from gptr_fulltext.judge.provenance import LONG_PROSE_WORDS, own_prose
from gptr_fulltext.reasons import Reason

_FR = (
    "La digue du port a été rehaussée de quarante centimètres au cours de l'hiver, après trois tempêtes "
    "qui avaient submergé les quais et inondé les caves des maisons les plus basses du quartier. "
    "Les travaux, financés pour moitié par la région, ont duré onze semaines et mobilisé une vingtaine "
    "d'ouvriers venus des chantiers voisins. Le maire explique que la hauteur retenue correspond aux "
    "projections des services de l'État pour les trente prochaines années, et que les pêcheurs ont été "
    "consultés à chaque étape. Certains habitants regrettent pourtant la vue perdue sur la rade depuis "
    "la promenade, et une pétition circule pour que des ouvertures vitrées soient percées dans le mur."
)
_JA_MENU = "".join(f'<li><a href="/cat/{n}">カテゴリー{n}</a></li>' for n in range(12))


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts the searches by the page's shape (`regions.find_regions`) the judge asks for."""
    calls: list[int] = []

    def counted(tree: LexborHTMLParser, named: Named) -> Regions:
        calls.append(1)
        return find_regions(tree, named)

    monkeypatch.setattr(signals, "find_regions", counted)
    yield calls


def test_a_long_article_beside_a_menu_skips_the_search(searches: list[int]) -> None:
    paragraphs = "".join(f"<p>{_FR} ({n})</p>" for n in range(3))
    page = (
        '<html lang="fr"><head><title>La digue rehaussée</title></head><body>'
        f"<nav><ul>{_JA_MENU}</ul></nav><article><h1>La digue rehaussée</h1>{paragraphs}</article>"
        "</body></html>"
    )
    result = extract(page.encode(), "https://port.example/digue")
    assert result.is_full
    assert not searches


def test_a_listing_of_long_excerpts_gets_the_search(searches: list[int]) -> None:
    excerpt = (
        "Wer im Herbst Knoblauch setzt, sollte den Boden vorher mit reifem Kompost lockern und die Zehen "
        "etwas tiefer legen als auf der Packung angegeben, damit der Frost sie nicht aus der Erde hebt "
        "und die Wurzeln vor dem Winter noch Halt finden."
    )
    cards = "".join(
        f'<div class="teaser"><h2><a href="/beitrag/{n}">Gartenbeitrag Nummer {n} aus dem Archiv</a></h2>'
        f"<p>{excerpt} ({n})</p></div>"
        for n in range(10)
    )
    head = '<html lang="de"><head><title>Kategorie: Gemüse</title></head>'
    page = f"{head}<body><main>{cards}</main></body></html>"
    result = extract(page.encode(), "https://garten.example/kategorie/gemuese")
    assert searches
    assert result.reason is Reason.LISTING_PAGE


def test_long_prose_inside_a_named_box_is_not_the_pages_own() -> None:
    text = "\n".join([_FR] * 3)
    words = own_prose(measure(text), Regions())
    assert words >= 3 * LONG_PROSE_WORDS
    assert own_prose(measure(text), Regions(consent=match_key(text))) == 0


def test_a_page_too_large_to_keep_its_tree_is_searched_at_once(searches: list[int]) -> None:
    filler = "<p>" + "Mot " * 40 + "</p>"
    large = "<html><body><main>" + filler * (signals.DEFERRED_SEARCH_MAX_CHARS // len(filler) + 1)
    assert signals.inspect_html(large + "</main></body></html>").search.named == Regions()
    assert searches == [1]
    assert signals.inspect_html("<html><body><main>" + filler * 3 + "</main></body></html>")
    assert searches == [1]
