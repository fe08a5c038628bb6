"""Round 17 (#17): gate pages — a few lines about the site that lead to a form or a button (a contact
form, an age check, "open this in the app", "start the first topic" on an empty board) — told from
short real pages that a button or a form stands near (a dated brief with its share bar, a glossary
entry under a toolbar, a product with its specifications and a cart button, a story in an infinite
scroll, a text in an app's frame with a cookie banner). Each page goes through the public `extract()`
in layouts of this file's own. No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext


def _portal(lang: str, title: str, body: str) -> bytes:
    """Header with a menu, the text in `main`'s column, a sidebar of links, a footer."""
    menu = "".join(
        f"<li><a href='/s/{i}'>{word}</a></li>"
        for i, word in enumerate(["Home", "News", "Help", "Shop", "About"])
    )
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Vela</title></head><body>"
        f"<header><a href='/'>Vela</a><nav><ul>{menu}</ul></nav></header>"
        f"<main><div class='column'><h1>{title}</h1><div class='body'>{body}</div></div>"
        "<aside><h3>Popular</h3><ul><li><a href='/p/1'>Night trains return to the valley line</a></li></ul></aside></main>"
        "<footer><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a> · © 2026 Vela</footer></body></html>"
    ).encode()


def _boxed(lang: str, title: str, body: str) -> bytes:
    """Plain `div`s, no main column marked, the text in a box of its own."""
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<div class='bar'><a href='/'>Orchard</a> <a href='/login'>Sign in</a></div>"
        f"<div class='wrap'><div class='content'><h2>{title}</h2><div class='box'>{body}</div></div></div>"
        "<div class='legal'>© 2026 Orchard</div></body></html>"
    ).encode()


def _judge(html: bytes) -> gptr_fulltext.Page:
    return gptr_fulltext.extract(html, url="https://example.org/page")


# ---------------------------------------------------------------- gates go

_CONTACT_FR = (
    "<p>Vous avez une question sur une commande, un échange ou un remboursement ? Consultez d'abord notre foire "
    "aux questions, qui répond à la plupart des demandes. Si vous n'y trouvez pas de réponse, remplissez le "
    "formulaire ci-dessous et notre service client vous répondra par courriel sous deux jours ouvrés, du lundi au vendredi.</p>"
    "<form><label>Nom <input type='text' name='nom'></label><label>Courriel <input type='email' name='mail'></label>"
    "<label>Sujet <select name='sujet'><option>Commande</option><option>Échange</option></select></label>"
    "<label>Message <textarea name='message'></textarea></label><button>Envoyer</button></form>"
)
_AGE_RU = (
    "<p>Этот раздел сайта содержит материалы, предназначенные только для совершеннолетних посетителей. "
    "Согласно действующему законодательству и правилам нашего сервиса, для продолжения вам должно быть не "
    "меньше восемнадцати лет. Нажимая кнопку подтверждения, вы заявляете, что указанные сведения верны и что "
    "вы принимаете на себя ответственность за их точность.</p>"
    "<form><label>Дата рождения <select name='d'><option>День</option></select><select name='m'><option>Месяц</option></select>"
    "<select name='y'><option>Год</option></select></label><button>Мне есть восемнадцать лет</button> <a href='/'>Уйти</a></form>"
)
_APP_KO = (
    "<p>더 편리한 읽기 환경을 위해 이 글을 모바일 앱에서 열어 보시기 바랍니다. 앱에서는 오프라인 저장, 글자 크기 조절, "
    "맞춤 추천 기능을 이용할 수 있으며 처음 로그인하는 분께는 한 달 무료 이용권을 드립니다. 지금 바로 설치하지 않으셔도 "
    "브라우저에서 계속 볼 수 있지만 일부 동영상과 댓글 기능은 제한될 수 있습니다.</p>"
    "<a class='btn btn-primary' href='/app/open'>앱에서 열기</a> <a class='btn' href='/app/install'>앱 설치하기</a> "
    "<a class='btn-link' href='?web=1'>브라우저로 계속 보기</a>"
)
_EMPTY_BOARD_PL = (
    "<p>Witamy w dziale poświęconym uprawie ziół na balkonie i parapecie! Dzielcie się tutaj doświadczeniami "
    "z wysiewem, podlewaniem, nawożeniem i zimowaniem roślin. Zanim założycie nowy wątek, przeczytajcie "
    "regulamin forum i sprawdźcie w wyszukiwarce, czy podobny temat nie był już omawiany przez innych użytkowników.</p>"
    "<p>W tym dziale nie ma jeszcze żadnych wątków.</p>"
    "<p><a class='button' href='/posting?f=12'>Nowy wątek</a></p>"
)


@pytest.mark.parametrize("layout", [_portal, _boxed])
@pytest.mark.parametrize(
    ("lang", "title", "body"),
    [
        ("fr", "Contactez-nous", _CONTACT_FR),
        ("ru", "Подтверждение возраста", _AGE_RU),
        ("ko", "앱에서 보기", _APP_KO),
        ("pl", "Forum › Ogród › Zioła", _EMPTY_BOARD_PL),
    ],
)
def test_a_short_text_that_leads_to_a_form_or_a_button_is_a_gate(
    layout: Callable[[str, str, str], bytes], lang: str, title: str, body: str
) -> None:
    page = _judge(layout(lang, title, body))
    assert not page.is_full
    assert page.reason == "too_short"


# ---------------------------------------------------------------- short real pages beside buttons stay

_BRIEF_DATED_EN = (
    "<p class='byline'>By Mara Quinn · 14 March 2026, 09:40</p>"
    "<p>The regional rail operator will run an extra late train on the valley line every Friday from April, "
    "after a petition signed by more than four thousand commuters. The service leaves the city at 23:50 and "
    "calls at every station. A six-month trial will decide whether it stays, the operator said on Monday.</p>"
    "<form class='newsletter'><input type='email' name='e'><button>Get the morning briefing by e-mail</button></form>"
)
_GLOSSARY_ES = (
    "<p>La evapotranspiración es la cantidad total de agua que pasa a la atmósfera desde una superficie, sumando "
    "la evaporación del suelo y la transpiración de las plantas. Se expresa en milímetros por día y depende de la "
    "radiación solar, la temperatura, el viento y la humedad del aire. Los agrónomos la usan para calcular cuánto "
    "riego necesita un cultivo en cada fase de su crecimiento.</p>"
    "<div class='tools'><span>Compartir</span><button>fb</button><button>x</button><button>mail</button></div>"
)
_PRODUCT_DE = (
    "<p>Der Wasserkocher erhitzt zwischen 40 und 100 Grad in Schritten von fünf Grad und hält die Temperatur bis zu "
    "zwei Stunden. Der Innenraum ist aus nahtlosem Edelstahl und lässt sich leicht reinigen; ohne Wasser schaltet "
    "das Gerät von selbst ab. Der Sockel dreht sich um 360 Grad, und das Kabel lässt sich darin aufwickeln.</p>"
    "<table><tr><th>Inhalt</th><td>1,2 l</td></tr><tr><th>Leistung</th><td>1500 W</td></tr>"
    "<tr><th>Gewicht</th><td>1,1 kg</td></tr><tr><th>Garantie</th><td>2 Jahre</td></tr></table>"
    "<p><b>59 €</b> <button>In den Warenkorb</button></p>"
)


@pytest.mark.parametrize("layout", [_portal, _boxed])
@pytest.mark.parametrize(
    ("lang", "title", "body"),
    [
        ("en", "Late train on the valley line", _BRIEF_DATED_EN),
        ("es", "Evapotranspiración", _GLOSSARY_ES),
        ("de", "Wasserkocher 1,2 l", _PRODUCT_DE),
    ],
)
def test_a_short_page_beside_a_button_stays(
    layout: Callable[[str, str, str], bytes], lang: str, title: str, body: str
) -> None:
    page = _judge(layout(lang, title, body))
    assert page.is_full, page.reason


def test_a_story_in_an_infinite_scroll_keeps_its_load_more_button_apart() -> None:
    """The button that loads the next stories follows the `article`, not the text."""
    story = _GLOSSARY_ES.split("<div class='tools'>")[0]
    html = (
        "<html lang='es'><head><meta charset='utf-8'><title>Evapotranspiración</title></head><body>"
        "<div class='stream'><article><h1>Evapotranspiración</h1><div class='text'>"
        + story
        + "</div></article>"
        "<div class='next'><button class='load-more'>Más noticias</button></div></div></body></html>"
    ).encode()
    page = _judge(html)
    assert page.is_full, page.reason


def test_a_text_in_an_app_frame_with_a_cookie_banner_stays() -> None:
    """An app's root holds a footer's help button and a cookie banner after the text: the frame's
    controls, not the text's."""
    story = _GLOSSARY_ES.split("<div class='tools'>")[0]
    menu = "".join(f"<a href='/m/{i}'>Sección {i}</a>" for i in range(8))
    html = (
        "<html lang='es'><head><meta charset='utf-8'><title>Evapotranspiración</title></head><body><div id='root'>"
        f"<div class='head'>{menu}<button class='login'>Entrar</button></div>"
        f"<div class='title'>Evapotranspiración</div>{story}"
        f"<div class='foot'>{menu}<button class='help'>Ayuda y contacto</button></div>"
        "<div class='cookies'><span>Usamos cookies.</span><button>Aceptar todo</button><button>Rechazar</button></div>"
        "</div></body></html>"
    ).encode()
    page = _judge(html)
    assert page.is_full, page.reason
