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


# Round 12 (#16 item 6): the gate reaches further — `walls` of long prose where no paywall can be
# found, and a declared article's paragraphs longer than a caption.

_ES_LONG = (
    "El ayuntamiento aprobó anoche el nuevo plan de movilidad después de casi dos años de consultas con "
    "los vecinos, los comerciantes del centro y las asociaciones de ciclistas, que habían pedido durante "
    "mucho tiempo carriles separados del tráfico en las avenidas principales. El plan prevé cerrar al "
    "paso de coches particulares tres calles del casco antiguo los fines de semana, ampliar el horario de "
    "los autobuses nocturnos hasta las dos de la madrugada y construir dos aparcamientos disuasorios en "
    "las entradas norte y sur de la ciudad, financiados en parte con fondos europeos. La concejala de "
    "urbanismo reconoció que las obras causarán molestias durante el verano, pero defendió que el centro "
    "ganará en calidad del aire y en seguridad para los peatones."
)
_ES_SHORT = "Los comerciantes temen perder clientes durante las obras, aunque la mayoría apoya el plan."
_EN_PARAGRAPHS = [
    "The county's new flood maps, published on Tuesday after three years of surveys, move about four "
    "hundred homes along the lower river into the highest risk band, which will raise their insurance "
    "premiums and require raised foundations for any new extension built on those plots.",
    "Officials said the change reflects rainfall records from the last two decades rather than the older "
    "gauges, several of which had been moved or damaged in storms, and that the maps will be reviewed "
    "again in five years as the embankment works downstream are finished and tested.",
    "Residents at a packed meeting in the library asked why the maps had taken so long, and several "
    "said they had bought their houses only last year without any warning that the risk band might "
    "change so soon, or that their premiums could double at the next renewal.",
    "The council has promised a helpline and a fund of small grants for flood doors and non-return "
    "valves, to be opened in the spring, though the first applications will go to homes that flooded "
    "in the winter storms and to tenants whose landlords have not yet acted.",
    "Engineers from the river authority will walk the embankment with residents next month and explain "
    "which sections are to be raised first, how long the works will close the towpath, and where the "
    "temporary pumps will stand while the old culverts under the road are replaced.",
]


def _declared_article(paragraphs: list[str], lang: str, title: str, extra: str = "") -> bytes:
    ld = f'<script type="application/ld+json">{{"@type": "NewsArticle", "headline": "{title}"}}</script>'
    body = "".join(f"<p>{text}</p>" for text in paragraphs)
    return (
        f'<html lang="{lang}"><head><title>{title}</title>{ld}</head><body><nav><ul>{_JA_MENU}</ul></nav>'
        f"<article><h1>{title}</h1>{body}</article>{extra}</body></html>"
    ).encode()


def test_one_long_paragraph_skips_the_search_where_no_paywall_can_be_found(searches: list[int]) -> None:
    """Spanish, undeclared: one paragraph of over 100 words (under `least_own`) and short ones."""
    page = (
        '<html lang="es"><head><title>Plan de movilidad</title></head><body>'
        f"<nav><ul>{_JA_MENU}</ul></nav><main><h1>Plan de movilidad</h1><p>{_ES_LONG}</p>"
        f"<p>{_ES_SHORT}</p></main></body></html>"
    )
    result = extract(page.encode(), "https://ciudad.example/movilidad")
    assert result.is_full
    assert not searches


def test_one_long_paragraph_before_a_paywall_prompt_gets_the_search(searches: list[int]) -> None:
    """The same paragraph, then a subscription prompt: the paywall's teaser limit needs the whole search."""
    page = (
        '<html lang="es"><head><title>Plan de movilidad</title></head><body><main><h1>Plan de movilidad</h1>'
        f"<p>{_ES_LONG}</p><p>Subscribe to continue reading.</p></main></body></html>"
    )
    result = extract(page.encode(), "https://ciudad.example/movilidad")
    assert searches
    assert result.reason is Reason.PAYWALL_TEASER


def test_a_declared_article_of_mid_length_paragraphs_skips_the_search(searches: list[int]) -> None:
    page = _declared_article(_EN_PARAGRAPHS, "en", "River flood maps redrawn")
    result = extract(page, "https://county.example/news/flood-maps")
    assert result.is_full
    assert not searches


def test_the_same_paragraphs_undeclared_or_beside_consent_buttons_get_the_search(searches: list[int]) -> None:
    undeclared = _declared_article(_EN_PARAGRAPHS, "en", "River flood maps redrawn").replace(
        b"NewsArticle", b"CollectionPage"
    )
    assert extract(undeclared, "https://county.example/news/flood-maps").is_full
    assert len(searches) == 1
    buttons = "<div><p>We use cookies.</p><button>Accept all cookies</button><button>Reject</button></div>"
    beside = _declared_article(_EN_PARAGRAPHS, "en", "River flood maps redrawn", buttons)
    extract(beside, "https://county.example/news/flood-maps")
    assert len(searches) == 2


def test_a_declared_gallery_of_captions_keeps_the_search(searches: list[int]) -> None:
    """Portuguese: captions of up to 40 words (`regions.IMAGE_CAPTION_MAX_WORDS`) are no article's
    paragraphs."""
    caption = (
        "A praia do norte ao amanhecer, com os barcos de pesca a regressar ao porto depois de uma noite "
        "de trabalho no mar alto, fotografada pela leitora Ana Ribeiro a partir do miradouro."
    )
    slides = "".join(f'<div><img src="/f/{n}.jpg"><span>{caption} ({n})</span></div>' for n in range(10))
    ld = '<script type="application/ld+json">{"@type": "NewsArticle"}</script>'
    head = f'<html lang="pt"><head><title>Fotos da semana</title>{ld}</head>'
    page = f"{head}<body><main>{slides}</main></body></html>"
    extract(page.encode(), "https://jornal.example/fotos")
    assert searches
