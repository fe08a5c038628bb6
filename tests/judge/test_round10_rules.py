"""The rules added after blind round 10 (#17), each on pages of its own in two languages and layouts.

Every fix has its full pages (dropped by the code before it) and guard pages of the same shape that
must stay thin. The two layouts are this file's own — a news site with a header, an `<article>` and an
aside, and a bare column of `<div>`s with a menu above — and no page is a blind page or copied from a
corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext
from gptr_fulltext.reasons import Reason


def _news(lang: str, title: str, content: str, head: str = "") -> bytes:
    """A header with a menu, the content in an `<article>`, an aside of links, a footer."""
    menu = "".join(f"<li><a href='/s/{i}'>Section {i}</a></li>" for i in range(6))
    aside = "".join(f"<li><a href='/a/{i}'>Other story number {i} of the day</a></li>" for i in range(4))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body><header><a href='/'>Daily</a><nav><ul>{menu}</ul></nav></header>"
        f"<main><article>{content}</article><aside><ul>{aside}</ul></aside></main>"
        "<footer><p>© 2026 Daily · <a href='/privacy'>Privacy</a></p></footer></body></html>"
    ).encode()


def _column(lang: str, title: str, content: str) -> bytes:
    """A bare column of `<div>`s: a name, a row of menu links, the content, a line of footer."""
    menu = " ".join(f"<a href='/m{i}.html'>M{i}</a>" for i in range(8))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        f"<div class='top'><b>Kurier</b></div><div class='menu'>{menu}</div>"
        f"<div class='content'>{content}</div><div class='foot'>© 2026 Kurier</div></body></html>"
    ).encode()


# ---------------------------------------------------------------- briefs (`judge.briefs.is_brief`)

_BRIEFS: dict[str, tuple[str, str, Callable[[], bytes]]] = {
    # a dated byline the extraction leaves out; three sentences, 36 words
    "pt-column": (
        "pt",
        "https://diario.example/2026/12/03/ponte",
        lambda: _column(
            "pt",
            "Ponte da Arrábida fecha ao trânsito no domingo",
            "<h1>Ponte da Arrábida fecha ao trânsito no domingo</h1><div class='by'>Por Rui Costa · 03/12/2026 08:15</div>"
            "<p>PORTO — A Ponte da Arrábida estará fechada ao trânsito no domingo, entre as seis e as catorze horas, para inspeção da estrutura. "
            "A Câmara recomenda a travessia pela Ponte do Freixo. Os autocarros da linha 500 terão um percurso alternativo.</p>",
        ),
    ),
    # a `<time>` element; one Czech wire lead of 30 words
    "cs-news": (
        "cs",
        "https://zpravy.example/domaci/2026-12-03-vlaky",
        lambda: _news(
            "cs",
            "Vlaky mezi Prahou a Brnem nejezdí kvůli poruše trakce",
            "<h1>Vlaky mezi Prahou a Brnem nejezdí kvůli poruše trakce</h1><time datetime='2026-12-03T06:40'>před hodinou</time>"
            "<p>KOLÍN (ČTK) — Vlaky mezi Prahou a Brnem od rána nejezdí kvůli poruše trakčního vedení u Kolína, cestující přepravují náhradní autobusy a opravy podle mluvčího Správy železnic potrvají nejméně do poledne.</p>",
        ),
    ),
    # no date, 49 words in three sentences, no button beside them
    "ru-news": (
        "ru",
        "https://vesti-regiona.example/news/most",
        lambda: _news(
            "ru",
            "В Казани открыли новый мост через Казанку",
            "<h1>В Казани открыли новый мост через Казанку</h1>"
            "<p>В Казани в среду открыли движение по новому мосту через реку Казанку. Мост длиной девятьсот метров соединил Ново-Савиновский район с центром города и, по оценке мэрии, сократит пробки на Кремлёвской дамбе на треть. "
            "Строительство шло три года и обошлось в шесть миллиардов рублей, из которых половину выделил федеральный бюджет.</p>",
        ),
    ),
    # dated, no dateline, 35 words under a headline that is the title: a whole brief (round 11 relabelled
    # the fixtures' one, `brief-dated-roadnews`, full)
    "es-snippet": (
        "es",
        "https://gaceta.example/local/2026/12/03/corte-de-agua",
        lambda: _column(
            "es",
            "Corte de agua en el barrio del Carmen",
            "<h1>Corte de agua en el barrio del Carmen</h1><div class='by'>3 de diciembre de 2026, 09:30</div>"
            "<p>El suministro de agua quedará cortado el jueves entre las ocho y las doce en varias calles del barrio del Carmen por obras en la red. "
            "La empresa municipal instalará dos cisternas en la plaza.</p>",
        ),
    ),
}

_NOT_BRIEFS: dict[str, tuple[str, str, Callable[[], bytes]]] = {
    # a lede cut mid-sentence at a subscription box whose words the phrase lists lack: dated, 30 words
    "pt-cut-lede": (
        "pt",
        "https://diario.example/2026/12/03/orcamento",
        lambda: _column(
            "pt",
            "Orçamento do Estado aprovado na generalidade",
            "<h1>Orçamento do Estado aprovado na generalidade</h1><div class='by'>03/12/2026 19:02</div>"
            "<p>O Orçamento do Estado para 2027 foi aprovado esta tarde na generalidade com os votos do partido do Governo e a abstenção de dois partidos da oposição, que exigiram em troca</p>"
            "<div class='lock'><a href='/assinar'>Assine</a></div>",
        ),
    ),
    # a teaser ending in an ellipsis, leading to the article on another site: dated, 32 words
    "cs-teaser": (
        "cs",
        "https://prehled.example/clanek/7781",
        lambda: _news(
            "cs",
            "Praha zdraží jízdné od února",
            "<h1>Praha zdraží jízdné od února</h1><p>3. 12. 2026 10:12 · zdroj: Pražský deník</p>"
            "<p>Pražská integrovaná doprava zdraží od února jednorázové jízdenky i předplatní kupony, rozhodla rada města na svém dnešním zasedání, kde se o výši zdražení dlouho přela koalice s opozicí a …</p>"
            "<p><a href='https://prazsky-denik.example/7781'>Celý článek</a></p>",
        ),
    ),
    # an undated notice of 44 words in sentences, with its buttons in the same box
    "ru-notice": (
        "ru",
        "https://portal.example/go?u=https%3A%2F%2Fshop.example",
        lambda: _news(
            "ru",
            "Переход на внешний сайт",
            "<div class='leave'><h1>Переход на внешний сайт</h1><p>Вы покидаете наш портал и переходите на сайт, за содержание которого редакция не несёт никакой ответственности. "
            "Пожалуйста, внимательно проверяйте адрес страницы перед вводом любых личных данных, паролей или номеров банковских карт на этом сайте.</p>"
            "<p>Переход произойдёт автоматически через пять секунд после загрузки этой страницы.</p>"
            "<button>Перейти</button> <button>Вернуться назад</button></div>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_BRIEFS))
def test_dated_or_long_brief_is_kept(name: str) -> None:
    _, url, build = _BRIEFS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.detail
    assert extraction.words < 50  # under `min_words`: kept as a brief, not by its length


@pytest.mark.parametrize("name", sorted(_NOT_BRIEFS))
def test_cut_teased_or_buttoned_short_text_stays_thin(name: str) -> None:
    _, url, build = _NOT_BRIEFS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full
    assert extraction.reason is Reason.TOO_SHORT, extraction.detail


# ------------------------------------- Korean counted by syllable beside a captcha or a form (`rules._spoken`)


def test_korean_text_beside_a_captcha_widget_is_full() -> None:
    """43 eojeol of a Korean notice (under `min_words`, about 80 by syllable) above a comment form
    with a captcha widget: the widget is the form's, the text the page's."""
    text = (
        "<h1>도서관 겨울방학 운영 시간 변경</h1>"
        "<p>시립도서관은 겨울방학 기간 동안 평일 운영 시간을 오후 열 시까지 한 시간 연장합니다. 주말에는 기존과 같이 오전 아홉 시부터 오후 여섯 시까지 문을 엽니다.</p>"
        "<p>방학 특강으로 초등학생 대상 독서 교실과 중학생 대상 글쓰기 수업이 열리며, 신청은 도서관 누리집에서 선착순으로 받습니다. 자세한 일정은 안내 데스크에 문의해 주십시오.</p>"
        "<form class='comment'><textarea name='c'></textarea><div class='h-captcha' data-sitekey='x'></div><button>등록</button></form>"
    )
    extraction = gptr_fulltext.extract(
        _column("ko", "도서관 운영 시간", text), url="https://lib.example/notice/41"
    )
    assert extraction.is_full, extraction.detail


def test_korean_text_beside_a_login_form_is_full() -> None:
    """A Korean club report of 40-odd eojeol in a news layout whose aside holds a password form."""
    text = (
        "<h1>동호회 가을 산행 후기</h1>"
        "<p>지난 토요일 회원 스물두 명이 북한산 백운대에 올랐습니다. 아침 일곱 시에 우이동에서 출발해 정상까지 세 시간이 걸렸고, 하산길에는 도선사에 들러 잠시 쉬었습니다.</p>"
        "<p>날씨가 맑아 정상에서 서울 시내가 한눈에 내려다보였습니다. 다음 산행은 다음 달 둘째 주 토요일 관악산으로 예정되어 있으니 많은 참여 바랍니다.</p>"
        "<form class='login' action='/login'><input name='id'><input type='password' name='pw'><button>로그인</button></form>"
    )
    extraction = gptr_fulltext.extract(
        _news("ko", "가을 산행 후기", text), url="https://club.example/board/77"
    )
    assert extraction.is_full, extraction.detail


def test_korean_bot_check_with_a_widget_stays_thin() -> None:
    text = (
        "<h1>잠시만 기다려 주십시오</h1><p>자동 접속을 막기 위해 확인 중입니다. 아래 상자를 눌러 주십시오.</p>"
        "<form><div class='g-recaptcha' data-sitekey='x'></div><button>확인</button></form>"
    )
    extraction = gptr_fulltext.extract(_column("ko", "확인", text), url="https://shop.example/item/9")
    assert extraction.reason is Reason.BOT_CHALLENGE, extraction.detail


# ---------------------------------------------------------------- CSS-clipped paywalls (`paywalls.clipped_words`)

_ES_BODY = (
    "<p>El Ayuntamiento de Zaragoza aprobó el martes el plan para plantar doce mil árboles en los próximos cuatro años, sobre todo en los barrios con menos sombra del sur de la ciudad.</p>"
    "<p>El plan costará nueve millones de euros, de los que la mitad llegarán de fondos europeos. Cada barrio podrá proponer calles y plazas en un proceso participativo que se abrirá en febrero.</p>"
    "<p>Los técnicos municipales elegirán especies resistentes a la sequía, como el almez o el olmo, y el riego será por goteo con agua regenerada.</p>"
)
_DE_BODY = (
    "<p>Die Stadtwerke Freiburg senken zum 1. Januar den Strompreis für Haushaltskunden um 4,1 Cent je Kilowattstunde. Ein Haushalt mit 2500 Kilowattstunden im Jahr spart damit rund 100 Euro.</p>"
    "<p>Grund seien die gesunkenen Einkaufspreise an der Strombörse, teilte das Unternehmen mit. Der Grundpreis bleibt unverändert; Kunden müssen nichts tun, die Abschläge werden automatisch angepasst.</p>"
)


def test_text_clipped_by_a_stylesheet_rule_under_a_prompt_is_full() -> None:
    """The page's stylesheet hides the overflow of the body's class under a set height: the whole
    text is in the HTML, the prompt is drawn over it."""
    head = "<style>.nota-cuerpo{position:relative;max-height:180px;overflow:hidden}</style>"
    text = (
        "<h1>Zaragoza plantará doce mil árboles hasta 2030</h1>"
        f"<div class='nota-cuerpo'>{_ES_BODY}</div>"
        "<div class='muro'><p>Suscríbete para seguir leyendo</p><a href='/suscripcion'>Suscribirme</a></div>"
    )
    extraction = gptr_fulltext.extract(
        _news("es", "Zaragoza plantará doce mil árboles", text, head=head),
        url="https://heraldo-like.example/zaragoza/arboles",
    )
    assert extraction.is_full, extraction.detail


def test_text_in_a_blurred_container_under_a_prompt_is_full() -> None:
    text = (
        "<h1>Stadtwerke senken den Strompreis</h1>"
        f"<div class='article-text blurred'>{_DE_BODY}</div>"
        "<div class='abo-box'><p>Weiterlesen mit Abo</p><a href='/abo'>Jetzt abonnieren</a></div>"
    )
    extraction = gptr_fulltext.extract(
        _column("de", "Strompreis sinkt", text), url="https://bz-like.example/strompreis"
    )
    assert extraction.is_full, extraction.detail


def test_a_faded_lede_under_a_prompt_stays_a_teaser() -> None:
    """A server-cut lede under a fade: one paragraph in the clipped container, the rest not sent."""
    text = (
        "<h1>Stadtwerke senken den Strompreis</h1>"
        "<div class='teaser faded'><p>Die Stadtwerke Freiburg senken zum 1. Januar den Strompreis für Haushaltskunden um 4,1 Cent je Kilowattstunde. Ein Haushalt spart damit rund 100 Euro.</p></div>"
        "<div class='abo-box'><p>Weiterlesen mit Abo</p><a href='/abo'>Jetzt abonnieren</a></div>"
    )
    extraction = gptr_fulltext.extract(
        _column("de", "Strompreis sinkt", text), url="https://bz-like.example/strompreis"
    )
    assert extraction.reason is Reason.PAYWALL_TEASER, extraction.detail
