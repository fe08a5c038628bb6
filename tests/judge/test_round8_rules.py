"""The rules added after blind rounds 7 and 8 (#17), each on pages of its own in two languages or layouts.

Every fix has its thin pages (misjudged by the code before it) and guard pages of the same shape that
must stay full. None of these pages is one of the blind pages, and none is copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Sequence

import gptr_fulltext
from tests.judge.blind_chrome import page as page5
from tests.judge.blind_chrome6 import page as page6
from tests.judge.blind_chrome7 import page as page7
from tests.judge.blind_chrome8 import page as page8


def _judge(body: bytes, url: str) -> tuple[bool, str | None]:
    extraction = gptr_fulltext.extract(body, url=url)
    return extraction.is_full, extraction.reason


# ------------------------------------------------ placeholders: "coming soon" as the page's whole name


def test_a_portuguese_coming_soon_page_with_a_paragraph_is_a_placeholder() -> None:
    content = (
        "<h1>Em breve</h1><p>A Livraria do Largo está a preparar a sua nova loja online. Em poucas semanas vai poder encomendar livros novos e usados, "
        "reservar lugar nas nossas tertúlias de quinta-feira e receber em casa a seleção mensal dos nossos livreiros, com portes grátis em todo o país.</p>"
        "<p>Deixe o seu email e avisamos quando abrirmos.</p><form action='/avisar'><input type='email' name='email'><button>Avisar-me</button></form>"
    )
    body = page6("pt", "Livraria do Largo", "Em breve | Livraria do Largo", content, layout="blog")
    assert _judge(body, "https://livraria-largo.example/") == (False, "maintenance")


def test_a_japanese_page_titled_coming_soon_is_a_placeholder() -> None:
    content = (
        "<div class='notice'><h2>新しいオンラインショップを準備しています</h2><p>当店では現在、オンラインショップの開設に向けて準備を進めております。開店日が決まりましたら、このページとメールマガジンでお知らせいたします。"
        "店頭では通常どおり営業しておりますので、ぜひお立ち寄りください。営業時間は午前十時から午後七時までです。</p></div>"
    )
    body = page6("ja", "和菓子 さくら堂", "近日公開 | 和菓子 さくら堂", content, layout="market")
    assert _judge(body, "https://sakurado.example/shop") == (False, "maintenance")


def test_a_brief_headlined_coming_soon_is_an_article() -> None:
    content = (
        "<article><h1>Coming soon: a reading room for the east wing</h1><p>The city library will open a quiet reading room in its east wing next spring, "
        "the council said on Monday. The room, a former archive store, will have forty desks, daylight from new roof windows and opening hours until ten at night "
        "on weekdays. Work starts in January and costs about 1.2 million pounds, most of it from a heritage grant.</p></article>"
    )
    body = page5(
        "en", "Eastfield Echo", "Coming soon: a reading room for the east wing", content, layout="semantic"
    )
    assert _judge(body, "https://echo.example/library-reading-room") == (True, None)


def test_a_german_brief_about_an_opening_soon_is_an_article() -> None:
    content = (
        "<h1>Demnächst: Hallenbad öffnet nach Sanierung</h1><p>Das Hallenbad an der Ringstraße öffnet nach zwei Jahren Sanierung am 15. Januar wieder. "
        "Die Stadt hat das Dach erneuert, eine neue Lüftung eingebaut und das Lehrschwimmbecken vergrößert. Der Eintritt steigt um einen Euro, "
        "Schulklassen und Vereine schwimmen weiterhin kostenlos. Zur Eröffnung gibt es einen Tag der offenen Tür mit Führungen durch die Technik.</p>"
    )
    body = page8("de", "Stadtanzeiger", "Demnächst: Hallenbad öffnet nach Sanierung", content, layout="wp")
    assert _judge(body, "https://stadtanzeiger.example/hallenbad") == (True, None)


# ------------------------------------------------ a notice's lead: after a layout table's rows, or before the text


def test_a_spanish_quota_notice_in_a_table_layout_is_read_after_the_menu_rows() -> None:
    content = (
        "<h1>Archivo de sentencias</h1><p>Has superado el límite de consultas de tu cuenta gratuita, que permite 20 búsquedas diarias en el archivo. "
        "Podrás volver a consultar mañana a partir de las 00:00, o contratar el plan Profesional para seguir ahora.</p><p><a href='/planes'>Ver planes</a></p>"
    )
    body = page8("es", "Archivo Jurídico", "Archivo de sentencias", content, layout="tables")
    assert _judge(body, "https://archivo-juridico.example/buscar?q=arrendamiento") == (False, "rate_limited")


def test_a_polish_not_found_notice_in_a_table_layout_is_read_after_the_menu_rows() -> None:
    content = (
        "<h1>Ups, coś poszło nie tak</h1><p>Przepraszamy, nie znaleziono strony o podanym adresie. Mogła zostać usunięta albo zmieniona podczas przebudowy serwisu. "
        "Sprawdź pisownię lub skorzystaj z wyszukiwarki.</p><p><a href='/'>Wróć na stronę główną</a></p>"
    )
    body = page8("pl", "Portal Regionalny", "Portal Regionalny", content, layout="tables")
    assert _judge(body, "https://portal-regionalny.example/artykul/stary-adres") == (False, "soft_404")


def test_an_english_rate_limit_heading_extraction_left_out_is_read_before_the_text() -> None:
    content = (
        "<div class='db-alert'><h2>Too many requests</h2><p>Your workspace has sent more than 600 requests to the geocoding API in the last minute. "
        "New requests are refused until the window resets. Batch your lookups or upgrade to a plan with a higher limit to continue without waiting.</p></div>"
    )
    body = page7("en", "Geocode", "Console – Geocode", content, layout="portal")
    assert _judge(body, "https://console.geocode.example/usage") == (False, "rate_limited")


def test_a_german_not_found_heading_extraction_left_out_is_read_before_the_text() -> None:
    content = (
        "<div class='db-alert'><h2>Seite nicht gefunden</h2><p>Das Dashboard, das Sie öffnen wollten, gibt es nicht mehr, oder Ihnen fehlen die Rechte dafür. "
        "Prüfen Sie den Link, den Sie bekommen haben, oder kehren Sie zur Übersicht Ihrer Projekte zurück, um weiterzuarbeiten.</p></div>"
    )
    body = page7("de", "Planbord", "Planbord – Projekte", content, layout="dashboard")
    assert _judge(body, "https://app.planbord.example/board/8812") == (False, "soft_404")


def test_a_brief_in_a_table_layout_stays_an_article() -> None:
    content = (
        "<h1>Ferry timetable changes for the winter</h1><p>From Monday the first ferry to the island leaves at 7:15 instead of 6:40, the operator said, "
        "because fewer commuters travel in winter. The last return crossing moves to 19:30. Season tickets bought before November remain valid, "
        "and the harbour café keeps its summer hours until Christmas.</p>"
    )
    body = page8("en", "Island Courier", "Ferry timetable changes for the winter", content, layout="tables")
    assert _judge(body, "https://islandcourier.example/ferry-winter") == (True, None)


# ------------------------------------------------ short doorways: the title's words count in the prose


def test_a_short_french_doorway_saying_its_title_is_a_word_list() -> None:
    kw = "serrurier Lyon pas cher"
    content = (
        f"<h1>Serrurier Lyon pas cher</h1><p>Besoin d'un {kw} ? Notre {kw} intervient vite. {kw.capitalize()} 24h/24, {kw} le dimanche, {kw} pour ouverture de porte. "
        f"Appelez le {kw} de confiance. Devis gratuit par téléphone.</p><p>Un {kw} à votre service : {kw} Croix-Rousse, {kw} Part-Dieu.</p>"
    )
    body = page8("fr", "Serrurier Lyon", "Serrurier Lyon pas cher", content, layout="utility", side=False)
    assert _judge(body, "https://serrurier-lyon-pas-cher.example/") == (False, "word_list")


def test_a_short_english_doorway_saying_its_title_is_a_word_list() -> None:
    kw = "emergency dentist Leeds"
    content = (
        f"<h1>Emergency dentist Leeds</h1><p>Looking for an {kw}? Our {kw} team sees you today. Same day {kw}, weekend {kw}, cheap {kw}. "
        f"Call the {kw} now for a free check-up today. Open late on weekdays.</p><p>The best {kw} near you: {kw} Headingley, {kw} Roundhay, {kw} Chapel Allerton.</p>"
    )
    body = page5("en", "Dentist Leeds", "Emergency dentist Leeds", content, layout="divsoup")
    assert _judge(body, "https://emergency-dentist-leeds.example/") == (False, "word_list")


def test_a_glossary_entry_repeating_its_term_stays_full() -> None:
    content = (
        "<h1>Compound interest</h1><p>Compound interest is interest paid on both the money you put in and the interest it has already earned. "
        "With compound interest a savings account grows faster each year, because every payment of interest is added to the balance that earns the next one. "
        "Over thirty years the difference between simple and compound interest can be larger than the original deposit.</p>"
    )
    body = page8("en", "Money Words", "Compound interest", content, layout="bootstrap")
    assert _judge(body, "https://moneywords.example/compound-interest") == (True, None)


# ------------------------------------------------ a data table read cell by cell is the page's own text


def _table(rows: Sequence[tuple[str, ...]], head: tuple[str, ...]) -> str:
    ths = "".join(f"<th>{h}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{ths}</tr></thead><tbody>{trs}</tbody></table>"


def test_a_korean_rainfall_table_with_one_sentence_stays_full() -> None:
    rows = [("서울", "41.2", "+5.1", "9"), ("부산", "66.0", "+12.4", "8"), ("대구", "30.7", "-2.2", "7"), ("광주", "58.3", "+8.0", "10"), ("대전", "39.9", "+1.6", "8"), ("제주", "88.1", "+20.5", "12"), ("강릉", "47.5", "+3.3", "9"), ("인천", "38.4", "+0.9", "8"), ("울산", "61.2", "+9.7", "9"), ("전주", "52.6", "+6.1", "10")]  # fmt: skip
    content = (
        "<h1>11월 지역별 강수량</h1><p>11월 강수량은 남부 지방을 중심으로 평년보다 많았다.</p>"
        + _table(rows, ("지역", "강수량(mm)", "평년 대비", "강수일수"))
    )
    body = page7("ko", "기상 자료실", "11월 지역별 강수량", content, layout="ssg")
    assert _judge(body, "https://gisang.example/2026/11/rain") == (True, None)


def test_a_chinese_price_table_with_one_sentence_stays_full() -> None:
    rows = [("大米", "5.80", "+0.10", "1.7%"), ("面粉", "4.20", "-0.05", "-1.2%"), ("猪肉", "26.50", "+1.30", "5.2%"), ("鸡蛋", "9.60", "+0.40", "4.3%"), ("白菜", "1.90", "-0.20", "-9.5%"), ("苹果", "8.80", "+0.10", "1.1%")]  # fmt: skip
    content = "<h1>本周农产品价格</h1><p>本周猪肉和鸡蛋价格上涨，蔬菜价格回落。</p>" + _table(
        rows, ("品种", "均价（元/斤）", "涨跌", "涨跌幅")
    )
    body = page7("zh", "价格周报", "本周农产品价格", content, layout="mobile")
    assert _judge(body, "https://jiage.example/2026/48") == (True, None)


def test_a_calendar_table_of_days_adds_no_content() -> None:
    days = [tuple(str(d) if 0 < d <= 30 else "" for d in range(w * 7 - 1, w * 7 + 6)) for w in range(5)]
    content = "<h1>Archive</h1><p>No posts this month.</p>" + _table(
        days, ("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su")
    )
    body = page7("en", "Quiet Blog", "Archive", content, layout="ssg")
    assert _judge(body, "https://quiet.example/2026/11/")[0] is False


# ------------------------------------------------ "accept and continue": a pay-or-accept wall's one button


def test_a_spanish_pay_or_accept_wall_with_one_button_is_a_consent_wall() -> None:
    content = (
        "<div class='muro'><h2>Tu privacidad, tu elección</h2><p>Para seguir leyendo gratis, nosotros y nuestros 180 socios usamos cookies para guardar y leer información de tu dispositivo, "
        "mostrar publicidad y contenido personalizados, medir su rendimiento y desarrollar servicios. Puedes aceptar el uso de cookies o suscribirte para leer sin publicidad personalizada.</p>"
        "<button>Aceptar y continuar</button> <a href='/suscripcion'>Suscribirme</a> <a href='/privacidad'>Más opciones</a></div>"
    )
    body = page5("es", "Diario del Sur", "Diario del Sur", content, layout="divsoup")
    assert _judge(body, "https://diariodelsur.example/noticia/123") == (False, "consent_wall")


def test_a_portuguese_pay_or_accept_wall_with_one_button_is_a_consent_wall() -> None:
    content = (
        "<section class='aviso'><h2>Antes de continuar</h2><p>Utilizamos cookies e tecnologias semelhantes, com os nossos parceiros, para publicidade personalizada, medição de audiências e melhoria dos serviços. "
        "Ao aceitar, consente o tratamento dos seus dados pessoais. Em alternativa, pode subscrever a versão sem publicidade.</p>"
        "<button type='button'>Aceitar e continuar</button><a href='/assinar'>Assinar</a></section>"
    )
    body = page6("pt", "Jornal da Serra", "Jornal da Serra", content, layout="news")
    assert _judge(body, "https://jornaldaserra.example/artigo/55") == (False, "consent_wall")


def test_an_article_with_an_accept_and_continue_cookie_bar_stays_full() -> None:
    bar = "<div class='bar'><p>We use cookies to personalise content and ads and to measure our audience.</p><button>Accept and continue</button></div>"
    content = (
        "<article><h1>Harbour wall repairs finished ahead of winter</h1><p>Repairs to the north harbour wall finished on Friday, two weeks ahead of schedule, "
        "the port authority said. Divers replaced 40 metres of stonework that storms had loosened last February, and the walkway along the top reopens to the public on Monday.</p>"
        "<p>The work cost 2.3 million pounds. Fishermen had feared that a winter storm could breach the wall and flood the fish market behind it.</p></article>"
    )
    body = page8(
        "en",
        "Harbour News",
        "Harbour wall repairs finished ahead of winter",
        content,
        layout="wp",
        extra=bar,
    )
    assert _judge(body, "https://harbournews.example/wall-repairs") == (True, None)
