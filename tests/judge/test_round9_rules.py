"""The rules added after blind round 9 (#17), each on pages of its own in two languages and layouts.

Pages laid out in a table reach the main text with their menu and footer rows. Every fix has its thin
pages (kept by the code before it, 0e3cf9d) and guard pages of the same shape that must stay full. The
two table layouts here are this file's own — a single column of rows under `<center>`, and a menu
cell beside the content cell — and none of the pages is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

import gptr_fulltext

_MENUS = {
    "pt": ("Início", "Política", "Economia", "Desporto", "Cultura", "Opinião", "Contactos"),
    "cs": ("Úvod", "Zprávy", "Sport", "Kultura", "Počasí", "Recepty", "Kontakt"),
    "en": ("Home", "News", "Weather", "Sport", "Arts", "Letters", "Contact"),
    "de": ("Start", "Lokales", "Wetter", "Sport", "Kultur", "Leserbriefe", "Kontakt"),
    "es": ("Inicio", "Noticias", "Tiempo", "Deportes", "Cultura", "Cartas", "Contacto"),
    "ru": ("Главная", "Новости", "Погода", "Спорт", "Культура", "Письма", "Контакты"),
}
_HOT = {
    "pt": ("Câmara aprova orçamento para o próximo ano", "Chuva forte esperada no fim de semana"),
    "cs": ("Radnice schválila rozpočet na příští rok", "O víkendu se očekává silný déšť"),
    "en": ("Council approves next year's budget", "Heavy rain expected at the weekend"),
    "de": ("Rat beschließt den Haushalt für das nächste Jahr", "Starkregen am Wochenende erwartet"),
    "es": ("El pleno aprueba el presupuesto del próximo año", "Lluvias fuertes el fin de semana"),
    "ru": ("Горсовет утвердил бюджет на следующий год", "В выходные ожидаются сильные дожди"),
}
_RIGHTS = {
    "pt": "Todos os direitos reservados. Proibida a reprodução sem autorização.",
    "cs": "Všechna práva vyhrazena. Kopírování obsahu bez souhlasu je zakázáno.",
    "en": "All rights reserved. No part of this site may be copied without permission.",
    "de": "Alle Rechte vorbehalten. Nachdruck nur mit Genehmigung der Redaktion.",
    "es": "Todos los derechos reservados. Prohibida la reproducción sin permiso.",
    "ru": "Все права защищены. Перепечатка без разрешения редакции запрещена.",
}


def _column(lang: str, site: str, title: str, content: str) -> bytes:
    """A single column of rows under `<center>`: the site's name, the menu, the content, the footer."""
    menu = " | ".join(f"<a href='/{i}.html'>{m}</a>" for i, m in enumerate(_MENUS[lang]))
    hot = " · ".join(f"<a href='/top/{i}.html'>{h}</a>" for i, h in enumerate(_HOT[lang]))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body bgcolor='#ffffff'>"
        "<center><table width='760' border='0' cellpadding='4'>"
        f"<tr><td bgcolor='#990000'><font size='5' color='white'><b>{site}</b></font></td></tr>"
        f"<tr><td bgcolor='#eeeeee'><font size='2'>{menu}</font></td></tr>"
        f"<tr><td><font size='2'>{hot}</font></td></tr>"
        f"<tr><td><font face='Arial' size='2'>{content}</font></td></tr>"
        f"<tr><td><hr><font size='1'>© 2026 {site}. {_RIGHTS[lang]} <a href='/mail.html'>{_MENUS[lang][-1]}</a></font></td></tr>"
        "</table></center></body></html>"
    ).encode()


def _beside(lang: str, site: str, title: str, content: str) -> bytes:
    """A menu cell beside the content cell, a footer row under both."""
    menu = "".join(f"<li><a href='/{i}.php'>{m}</a></li>" for i, m in enumerate(_MENUS[lang]))
    hot = "".join(f"<li><a href='/top/{i}.php'>{h}</a></li>" for i, h in enumerate(_HOT[lang]))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<table width='100%' cellspacing='0'>"
        f"<tr><td colspan='2' class='top'><img src='/logo.gif' alt=''> <big>{site}</big></td></tr>"
        f"<tr><td width='180' valign='top' class='left'><ul>{menu}</ul><ul>{hot}</ul></td>"
        f"<td valign='top'>{content}</td></tr>"
        f"<tr><td colspan='2' align='center'><small>Copyright © 2026 {site} · {_RIGHTS[lang]}</small></td></tr>"
        "</table></body></html>"
    ).encode()


def _judge(body: bytes, url: str) -> tuple[bool, str | None]:
    extraction = gptr_fulltext.extract(body, url=url)
    return extraction.is_full, extraction.reason


# ------------------------------------------------ menu and footer cells are no words of the page's


def test_an_empty_tag_page_in_a_centred_column_of_rows_is_thin() -> None:
    content = "<h1>Etiqueta: ciclovias</h1><p>Ainda não há artigos com esta etiqueta. Volte mais tarde ou explore as outras secções do jornal.</p>"
    body = _column("pt", "Jornal da Vila", "Etiqueta: ciclovias – Jornal da Vila", content)
    assert _judge(body, "https://jornaldavila.example/etiqueta/ciclovias") == (False, "too_short")


def test_a_search_without_results_beside_a_menu_cell_is_thin() -> None:
    content = (
        "<h1>Hledání: dýňová polévka</h1><p>Vašemu dotazu neodpovídají žádné články. Zkuste zadat jiné slovo nebo kratší dotaz.</p>"
        "<p>Tip: hledejte podle hlavní suroviny, například dýně, mrkev nebo brambory. Recepty můžete také procházet podle ročního období nebo podle času přípravy. Nejoblíbenější recepty týdne najdete na úvodní stránce.</p>"
    )
    body = _beside("cs", "Vaříme doma", "Hledání – Vaříme doma", content)
    assert _judge(body, "https://varime.example/hledat?q=dynova+polevka") == (False, "too_short")


def test_an_article_in_a_centred_column_of_rows_stays_full() -> None:
    content = (
        "<h1>Footbridge reopens after six months of repairs</h1><p>The footbridge over the river at Mill Lane reopened on Tuesday after six months of repairs that cost the council just over 400,000 pounds. "
        "Engineers replaced the rusted steel deck and added lighting along the whole span, which had been dark since the old lamps failed in 2019.</p>"
        "<p>Residents had complained that the detour through the town centre added twenty minutes to the walk to the station. The council says the bridge should now last another forty years.</p>"
    )
    body = _column("en", "Millford Gazette", "Footbridge reopens – Millford Gazette", content)
    assert _judge(body, "https://millford.example/news/footbridge") == (True, None)


def test_an_article_beside_a_menu_cell_stays_full() -> None:
    content = (
        "<h1>Neue Buslinie verbindet die Ortsteile</h1><p>Seit Montag fährt die Linie 12 im Halbstundentakt vom Bahnhof über das Gewerbegebiet bis nach Oberau. "
        "Bisher mussten Fahrgäste aus Oberau am Markt umsteigen und oft zwanzig Minuten warten.</p>"
        "<p>Die Verkehrsbetriebe rechnen mit rund 900 Fahrgästen am Tag. Die neue Linie ist zunächst für zwei Jahre geplant; danach entscheidet der Stadtrat, ob sie bleibt.</p>"
    )
    body = _beside("de", "Stadtanzeiger", "Neue Buslinie – Stadtanzeiger", content)
    assert _judge(body, "https://stadtanzeiger.example/lokales/linie-12") == (True, None)


def test_a_tag_cloud_that_extraction_leaves_out_in_a_centred_column_is_thin() -> None:
    tags = [
        "fútbol",
        "baloncesto",
        "tenis",
        "ciclismo",
        "atletismo",
        "natación",
        "balonmano",
        "voleibol",
        "rugby",
        "golf",
        "pádel",
        "esquí",
    ]
    cloud = " ".join(
        f"<a href='/tema/{t}' style='font-size:{12 + i % 5}px'>{t}</a>" for i, t in enumerate(tags)
    )
    content = f"<h1>Todos los temas</h1><div class='cloud'>{cloud}</div>"
    body = _column("es", "Diario del Valle", "Temas – Diario del Valle", content)
    assert _judge(body, "https://diariodelvalle.example/temas") == (False, "too_short")


# ------------------------------------------------ a link list in a layout table: the footer's sentence is no prose


def test_a_tag_index_beside_a_menu_cell_is_a_word_list() -> None:
    tags = [
        "fútbol",
        "baloncesto",
        "tenis",
        "ciclismo",
        "atletismo",
        "natación",
        "balonmano",
        "voleibol",
        "rugby",
        "golf",
        "pádel",
        "esquí",
    ]
    index = " · ".join(f"<a href='/tema/{i}'>{t}</a>" for i, t in enumerate(tags))
    content = f"<h1>Todos los temas de deportes</h1><p>{index}</p>"
    body = _beside("es", "Diario del Valle", "Temas – Diario del Valle", content)
    assert _judge(body, "https://diariodelvalle.example/temas") == (False, "word_list")


def test_an_index_of_terms_in_a_centred_column_of_rows_is_a_word_list() -> None:
    terms = [
        "Азот",
        "Аргон",
        "Барий",
        "Бор",
        "Бром",
        "Ванадий",
        "Висмут",
        "Водород",
        "Вольфрам",
        "Галлий",
        "Гелий",
        "Германий",
    ]
    index = " · ".join(f"<a href='/term/{i}'>{t}</a>" for i, t in enumerate(terms))
    content = f"<h1>Указатель терминов: А–Г</h1><p>{index}</p>"
    body = _column("ru", "Химия для всех", "Указатель терминов – Химия для всех", content)
    assert _judge(body, "https://himia.example/index/a") == (False, "word_list")


# ------------------------------------------------ a notice's lead in a layout row: its first two sentences


def test_a_quota_notice_without_a_headline_in_a_centred_column_is_rate_limited() -> None:
    plans = "".join(
        f"<tr><td>{p}</td><td>{c}</td><td>{q}</td></tr>"
        for p, c, q in [
            ("Free", "$0", "500 requests a day"),
            ("Team", "$49 a month", "50,000 requests a day, email support"),
            ("Scale", "$299 a month", "one million requests a day, phone support and an uptime guarantee"),
        ]
    )
    content = (
        "<p><b>Daily quota exceeded</b></p><p>Your key has used all 500 requests of the free plan today. Requests will be answered again after midnight UTC, or at once on a paid plan.</p>"
        f"<table border='1'><tr><th>Plan</th><th>Price</th><th>Requests</th></tr>{plans}</table>"
    )
    body = _column("en", "GeoLookup API", "Console – GeoLookup API", content)
    assert _judge(body, "https://geolookup.example/console") == (False, "rate_limited")


def test_a_search_limit_notice_beside_a_menu_cell_is_rate_limited() -> None:
    content = (
        "<p><b>Has alcanzado el límite de búsquedas</b></p><p>Las cuentas gratuitas pueden hacer veinte búsquedas al día en el archivo histórico del periódico. "
        "Mañana podrás seguir buscando, o ahora mismo con una suscripción digital que incluye búsquedas ilimitadas, descargas en PDF de las páginas originales y alertas por correo de los temas que sigues.</p>"
    )
    body = _beside("es", "Hemeroteca del Sur", "Hemeroteca – Hemeroteca del Sur", content)
    assert _judge(body, "https://hemeroteca.example/buscar?q=riada+1962") == (False, "rate_limited")


def test_a_glossary_entry_naming_the_error_further_on_stays_full() -> None:
    content = (
        "<h1>Rate limiting</h1><p>Rate limiting caps how many requests a client may send to a server in a given time. It protects a service from overload and from scraping. "
        "When a client goes over the cap, the server answers with status 429 and a message such as “rate limit exceeded”, often with a Retry-After header saying when to try again. "
        "Well-behaved clients wait and retry with exponential backoff.</p>"
    )
    body = _column("en", "Web Words", "Rate limiting – Web Words", content)
    assert _judge(body, "https://webwords.example/rate-limiting") == (True, None)
