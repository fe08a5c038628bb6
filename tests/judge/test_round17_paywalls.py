"""Round 17 (#17): a paywall teaser is a short opening that stops at a subscription or sign-in prompt
in or at the end of the article's column; a complete short page (a brief, a data table, a reference
entry) beside a site-wide subscribe overlay, a newsletter box or a "Related" list whose headline reads
like a prompt is full. Each page goes through the public `extract()` in layouts of this file's own: a
magazine with `article` and a paywall overlay after its footer, and a site of plain `div`s that marks
no column. No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext

_RELATED = {
    "en": (
        "Related",
        [
            "Harbour cranes return after the winter refit",
            "Sign in to keep reading",
            "Five walks along the old canal",
        ],
    ),
    "de": (
        "Mehr zum Thema",
        [
            "Neue Fähre nach Langeoog ab Juni",
            "Jetzt weiterlesen: Die Chronik des Hafens",
            "Wochenmarkt zieht auf den Domplatz",
        ],
    ),
    "es": (
        "Relacionado",
        [
            "La feria del libro abre sus puertas",
            "Para seguir leyendo: cinco novelas de verano",
            "Nuevo horario de la biblioteca municipal",
        ],
    ),
}
_OVERLAY = {
    "en": "<h2>Subscribe</h2><p>Unlimited access from 1 € a week.</p><a href='/subscribe'>Subscribe</a> <a href='/login'>Log in</a>",
    "de": "<h2>Abo</h2><p>Alle Artikel ab 1 € pro Woche.</p><a href='/abo'>Abonnieren</a> <a href='/login'>Anmelden</a>",
    "es": "<h2>Suscríbete</h2><p>Acceso ilimitado desde 1 € a la semana.</p><a href='/s'>Suscribirse</a> <a href='/login'>Entrar</a>",
}


def _magazine(lang: str, title: str, body: str) -> bytes:
    """A magazine: the text in `article`, a "Related" list, a footer, and a site-wide paywall overlay
    after it (drawn over every page for readers over their quota) and a newsletter box."""
    heading, headlines = _RELATED[lang]
    related = "".join(f"<li><a href='/r/{i}'>{text}</a></li>" for i, text in enumerate(headlines))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Kestrel</title></head><body>"
        "<header><a href='/'>Kestrel</a><nav><a href='/a'>News</a> <a href='/b'>Culture</a> <a href='/subscribe'>Subscribe</a></nav></header>"
        f"<main><article><h1>{title}</h1>{body}</article>"
        f"<section class='read-next'><h2>{heading}</h2><ul>{related}</ul></section></main>"
        "<div class='newsletter'><p>Our morning newsletter, free.</p><form><input type='email'><button>OK</button></form></div>"
        "<footer><a href='/about'>About</a> · <a href='/subscribe'>Subscribe</a> · © 2026 Kestrel</footer>"
        f"<div class='paywall-overlay' aria-modal='true'><div class='paywall-box'>{_OVERLAY[lang]}</div></div>"
        "</body></html>"
    ).encode()


def _plain(lang: str, title: str, body: str) -> bytes:
    """A site of plain `div`s that marks no article or main column, a "Related" list beside."""
    heading, headlines = _RELATED.get(lang, _RELATED["en"])
    related = "".join(f"<li><a href='/r/{i}'>{text}</a></li>" for i, text in enumerate(headlines))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<div class='top'><a href='/'>Tidewater</a> <a href='/login'>Log in</a></div>"
        f"<div class='page'><div class='story'><h1>{title}</h1>{body}</div>"
        f"<div class='side'><h3>{heading}</h3><ul>{related}</ul></div></div>"
        "<div class='foot'>© 2026 Tidewater</div></body></html>"
    ).encode()


_LAYOUTS: dict[str, Callable[[str, str, str], bytes]] = {"magazine": _magazine, "plain": _plain}


def _judge(html: bytes) -> gptr_fulltext.Page:
    return gptr_fulltext.extract(html, url="https://example.org/story")


# ---------------------------------------------------------------- short whole pages beside prompts stay

_BRIEF_EN = (
    "<p>The county opened its new footbridge over the river on Tuesday morning, two weeks ahead of schedule. "
    "The bridge links the railway station with the market square and replaces a ferry that ran for forty years.</p>"
    "<p>Cyclists must dismount on the bridge during market days. Lighting will be added in the autumn, "
    "the council said, once the electricity board has finished work on the embankment.</p>"
)
_TABLE_DE = (
    "<p>Die folgende Tabelle zeigt die Pegelstände der Messstellen am Montag um sechs Uhr. "
    "Alle Werte in Zentimetern, gemessen vom Wasserwirtschaftsamt.</p>"
    "<table><tr><th>Messstelle</th><th>Pegel</th><th>Tendenz</th></tr>"
    "<tr><td>Nordbrücke</td><td>312</td><td>fallend</td></tr><tr><td>Altstadt</td><td>298</td><td>gleich</td></tr>"
    "<tr><td>Hafen</td><td>305</td><td>steigend</td></tr><tr><td>Schleuse</td><td>287</td><td>fallend</td></tr>"
    "<tr><td>Wehr</td><td>276</td><td>gleich</td></tr></table>"
    "<p>Die nächste Messung wird am Dienstag veröffentlicht. Bei Hochwasser gelten die Warnstufen des Landes, "
    "und die Werte werden dann stündlich aktualisiert. Fragen zu den Messstellen beantwortet das Amt werktags am Telefon.</p>"
)
_REFERENCE_ES = (
    "<p><code>parse_fecha(texto, formato=None)</code></p>"
    "<p>Convierte una cadena en una fecha. Si no se indica el formato, la función prueba los formatos "
    "ISO 8601 y día/mes/año en ese orden y devuelve el primero que encaja.</p>"
    "<p>Lanza <code>ValueError</code> cuando ningún formato encaja. La zona horaria se toma del sistema "
    "salvo que el texto la indique de forma explícita.</p>"
    "<pre>parse_fecha('2026-03-14')\nparse_fecha('14/03/2026', formato='%d/%m/%Y')</pre>"
)


@pytest.mark.parametrize("layout", sorted(_LAYOUTS))
@pytest.mark.parametrize(
    ("lang", "title", "body"),
    [
        ("en", "Footbridge opens early", _BRIEF_EN),
        ("de", "Pegelstände am Montag", _TABLE_DE),
        ("es", "parse_fecha", _REFERENCE_ES),
    ],
)
def test_a_whole_short_page_beside_prompts_in_the_chrome_stays(
    layout: str, lang: str, title: str, body: str
) -> None:
    page = _judge(_LAYOUTS[layout](lang, title, body))
    assert page.is_full, page.reason


# ---------------------------------------------------------------- a lede cut at a prompt in the column goes

_PROMPT = {
    "en": "<p>Subscribe to continue reading this story.</p><a href='/subscribe'>Subscribe</a>",
    "de": "<p>Weiterlesen mit Kestrel Plus: nur für Abonnenten.</p><a href='/abo'>Abonnieren</a>",
    "es": "<p>Contenido exclusivo para suscriptores.</p><a href='/s'>Suscribirse</a>",
}
_LEDE = {
    "en": "<p>The county's plan to close three village schools met an angry hall on Monday night, where parents queued for an hour to speak.</p>",
    "de": "<p>Der Stadtrat will drei Grundschulen schließen, und am Montagabend war der Saal so voll wie seit Jahren nicht.</p>",
    "es": "<p>El ayuntamiento quiere cerrar tres escuelas rurales, y el lunes por la noche la sala se llenó de padres enfadados.</p>",
}


@pytest.mark.parametrize("layout", sorted(_LAYOUTS))
@pytest.mark.parametrize("lang", sorted(_PROMPT))
def test_a_lede_that_stops_at_a_prompt_goes(layout: str, lang: str) -> None:
    body = _LEDE[lang] + f"<div class='paywall'>{_PROMPT[lang]}</div>"
    page = _judge(_LAYOUTS[layout](lang, "Village schools", body))
    assert not page.is_full
    assert page.reason == "paywall_teaser"


# A prompt box named as a paywall, in a language the lexicon lacks: known by its shape (a line of
# offer and buttons) where the lede's paragraphs stop, in a layout that marks no column.
_UNLISTED_BOX = {
    "sw": (
        "<p>Wakazi wa mtaa wa pwani wameanza kupanda mikoko upya baada ya mafuriko ya mwaka jana kuharibu nyumba nyingi.</p>"
        "<p>Mradi huo ulianza na familia kumi tu, lakini sasa zaidi ya watu mia mbili hushiriki kila wiki, wakiwemo "
        "walimu na wanafunzi wa shule ya msingi ya kijiji.</p>",
        "<p>Makala hii ni kwa wanachama pekee. Jiunge leo kwa shilingi elfu moja kwa mwezi.</p><a href='/jiunge'>Jiunge</a> <a href='/ingia'>Ingia</a>",
    ),
    "cs": (
        "<p>Obyvatelé pobřežní vesnice začali znovu vysazovat mangrovy poté, co loňské povodně zničily mnoho domů.</p>"
        "<p>Projekt začal s deseti rodinami, ale dnes se ho každý týden účastní přes dvě stě lidí, mezi nimi "
        "učitelé a žáci místní základní školy.</p>",
        "<p>Tento článek je jen pro předplatitele. Předplatné od devíti korun týdně.</p><a href='/predplatne'>Předplatit</a> <a href='/prihlasit'>Přihlásit</a>",
    ),
}


@pytest.mark.parametrize("lang", sorted(_UNLISTED_BOX))
def test_a_prompt_box_after_the_lede_goes_where_no_column_is_marked(lang: str) -> None:
    lede, box = _UNLISTED_BOX[lang]
    page = _judge(_plain(lang, "Mikoko", lede + f"<div class='premium-gate'>{box}</div>"))
    assert not page.is_full
    assert page.reason == "paywall_teaser"


@pytest.mark.parametrize("lang", sorted(_UNLISTED_BOX))
def test_a_hidden_named_box_between_whole_paragraphs_stays(lang: str) -> None:
    """The same box, hidden by the markup until a script shows it, over a text the page serves whole."""
    lede, box = _UNLISTED_BOX[lang]
    rest = "".join(
        f"<p>{sentence}</p>"
        for sentence in {
            "sw": [
                "Vijana wa kijiji hukusanya mbegu kila asubuhi na kuzipanda kwenye matope karibu na ufukwe wa bahari.",
                "Wataalamu wa mazingira wanasema mikoko inapunguza nguvu ya mawimbi na kulinda mashamba ya mpunga.",
                "Serikali ya wilaya imeahidi kusaidia mradi huo kwa miaka mitano ijayo kwa fedha na vifaa.",
            ],
            "cs": [
                "Mladí lidé z vesnice každé ráno sbírají semena a sázejí je do bahna poblíž mořského břehu.",
                "Odborníci na životní prostředí říkají, že mangrovy tlumí sílu vln a chrání rýžová pole.",
                "Okresní úřad slíbil, že projekt podpoří penězi a nářadím po dobu příštích pěti let.",
            ],
        }[lang]
    )
    body = lede + f"<div class='paywall' style='display:none'>{box}</div>" + rest
    page = _judge(_plain(lang, "Mikoko", body))
    assert page.is_full, page.reason
