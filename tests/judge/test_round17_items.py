"""Round 17's listing family of #17: a main text that is a run of like items, each leading to a page
elsewhere (`evidence.items`, `judge.items`), or a table of records without a sentence
(`judge.directories`), in several languages, markups (`p`, `ul`/`ol`, `dl`, `table`, `div` and
`article` cards) and chromes — and the real pages of a similar shape that must stay: an article
ending in a reading list, a brief above its related links, a changelog, a glossary, a data table
under its explanation, a forum thread, a recipe.

No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

import pytest

import gptr_fulltext
from gptr_fulltext.reasons import Reason


def _portal(lang: str, title: str, body: str) -> bytes:
    nav = "".join(f"<li><a href='/s/{i}'>Section {i}</a></li>" for i in range(6))
    rail = "".join(f"<li><a href='/top/{i}'>{i}</a></li>" for i in range(5))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Portal</title></head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><h1>{title}</h1>{body}</main>"
        f"<aside><h3>Most read</h3><ol>{rail}</ol></aside>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p><p>© 2026 Portal</p></footer></body></html>"
    ).encode()


def _builder(lang: str, title: str, body: str) -> bytes:
    menu = "".join(f"<div class='m-item'><a href='/{i}'>Page {i}</a></div>" for i in range(5))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head>"
        f"<body><div id='root'><div class='x1'>{menu}</div><div class='x2'><div class='x3'><h1>{title}</h1>"
        f"<div class='x4'>{body}</div></div></div><div class='x5'><span>© 2026 Builder</span></div></div></body></html>"
    ).encode()


def _tables(lang: str, title: str, body: str) -> bytes:
    menu = "<br>".join(f"<a href='/{i}'>Link {i}</a>" for i in range(6))
    return (
        f"<html lang='{lang}'><head><title>{title}</title></head><body><table width='780'>"
        f"<tr><td colspan='2'><font size='5'>Old Site</font></td></tr>"
        f"<tr><td width='150' valign='top'>{menu}</td><td valign='top'><h1>{title}</h1>{body}</td></tr>"
        "<tr><td colspan='2'><small>Visitors: 004211</small></td></tr></table></body></html>"
    ).encode()


def _judge(page: bytes) -> gptr_fulltext.Extraction:
    return gptr_fulltext.extract(page, url="https://site.example/page")


# ------------------------------------------------------------------ thin: items leading elsewhere

_SV_TEASERS = (
    (
        "Nya cykelbanor längs kajen öppnar till våren",
        "Kommunen bygger om tre kilometer av kajen så att cyklister och gående får egna körfält. Arbetet börjar i januari och ska vara klart före sommaren, enligt trafiknämndens ordförande som presenterade planen i går.",
    ),
    (
        "Bibliotekets öppettider förlängs under jullovet",
        "Stadsbiblioteket håller öppet till klockan tjugo varje vardag under lovet. Barnavdelningen ordnar dessutom sagostunder och pysselverkstäder för den som vill komma undan kylan en stund.",
    ),
    (
        "Rekordmånga sökte till kvällskurserna i svenska",
        "Över fyrahundra personer anmälde sig till höstens kvällskurser, nästan dubbelt så många som i fjol. Folkhögskolan letar nu efter fler lärare och större lokaler inför nästa termin.",
    ),
    (
        "Hamnens gamla pråm blir flytande kafé",
        "En ideell förening har köpt den rostiga pråmen och vill göra om den till kafé och scen. Föreningen hoppas kunna öppna redan i maj om bygglovet går igenom.",
    ),
)


def test_teasers_each_led_by_its_headline_link_in_paragraphs_are_a_listing() -> None:
    body = "".join(
        f"<p><a href='/n/{i}'>{head}</a> {blurb} För {i + 2} timmar sedan</p>"
        for i, (head, blurb) in enumerate(_SV_TEASERS)
    )
    extraction = _judge(
        _portal("sv", "Senaste nytt från staden", body + "<p><a href='/more'>Visa fler</a></p>")
    )
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_teasers_as_article_cards_in_a_builder_layout_are_a_listing() -> None:
    teasers = (
        (
            "Νέα γραμμή τραμ συνδέει το λιμάνι με το κέντρο",
            "Η νέα γραμμή θα εξυπηρετεί δεκαπέντε στάσεις και αναμένεται να μειώσει την κίνηση στους κεντρικούς δρόμους της πόλης κατά τις ώρες αιχμής.",
        ),
        (
            "Ανοίγει ξανά το δημοτικό κολυμβητήριο μετά την ανακαίνιση",
            "Οι εργασίες κράτησαν δύο χρόνια και περιλαμβάνουν νέα συστήματα θέρμανσης, αποδυτήρια και πισίνα για παιδιά.",
        ),
        (
            "Φεστιβάλ βιβλίου στην πλατεία για τρίτη χρονιά",
            "Περισσότεροι από εξήντα εκδότες θα παρουσιάσουν τις νέες τους κυκλοφορίες, ενώ το πρόγραμμα περιλαμβάνει συζητήσεις και εργαστήρια.",
        ),
        (
            "Αλλαγές στα δρομολόγια των λεωφορείων από τη Δευτέρα",
            "Τρεις γραμμές αλλάζουν διαδρομή λόγω έργων στην παραλιακή οδό, ενώ προστίθενται βραδινά δρομολόγια τα Σαββατοκύριακα.",
        ),
        (
            "Εθελοντές καθάρισαν την ακτή του Αγίου Νικολάου",
            "Πάνω από διακόσιοι κάτοικοι συμμετείχαν στη δράση και συγκέντρωσαν σχεδόν δύο τόνους απορριμμάτων από την παραλία.",
        ),
    )
    body = "".join(
        f"<article class='c{i}'><a href='/img/{i}'><img src='/p/{i}.jpg' alt=''></a><h3><a href='/a/{i}'>{head}</a></h3><p>{blurb}</p><span>{i + 1} ώρες πριν</span></article>"
        for i, (head, blurb) in enumerate(teasers)
    )
    extraction = _judge(_builder("el", "Τοπικά νέα", f"<section>{body}</section>"))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_search_results_as_divs_with_a_count_line_are_a_listing() -> None:
    results = (
        (
            "Förderung für Wärmepumpen: wer 2026 Anspruch hat",
            "…die Förderung für Wärmepumpen wurde für Haushalte mit geringem Einkommen erhöht, und auch Vermieter können seit dem Sommer einen Antrag stellen…",
        ),
        (
            "Leserfrage: Mein Installateur sagt, das Programm sei ausgeschöpft",
            "…ob das Förderprogramm noch Anträge annimmt, wenn die Mittel für das laufende Jahr bereits vergeben sind…",
        ),
        (
            "Podcast: Lohnt sich eine Wärmepumpe im Altbau?",
            "Folge 58 · 39 Min. · mit einer Energieberaterin aus Kassel",
        ),
    )
    body = (
        "<p>Etwa 24 Treffer · Sortiert nach Relevanz</p>"
        + "".join(
            f"<div class='hit'><a href='/r/{i}'>{head}</a><div class='snip'>{snip}</div><div class='d'>{i + 3}. Nov. 2026</div></div>"
            for i, (head, snip) in enumerate(results)
        )
        + "<p>Seite 1 von 3 · <a href='/s?page=2'>Weiter</a></p>"
    )
    extraction = _judge(_portal("de", "Suchergebnisse für „Wärmepumpe Förderung“", body))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_teasers_with_a_section_label_before_each_headline_are_a_listing() -> None:
    teasers = (
        (
            "Sport",
            "Il derby di domenica si giocherà a porte aperte",
            "La prefettura ha dato il via libera dopo l'incontro con le due società, che hanno garantito più steward e controlli agli ingressi dello stadio.",
        ),
        (
            "Cultura",
            "Riapre la biblioteca civica dopo due anni di lavori",
            "Sale studio più ampie, una sezione per ragazzi e orari prolungati fino alle ventidue nei giorni feriali di tutto l'anno.",
        ),
        (
            "Città",
            "Nuove piste ciclabili sul lungofiume entro l'estate",
            "Il progetto collega i quartieri a nord con il centro storico e prevede anche dieci stazioni per il noleggio delle biciclette.",
        ),
        (
            "Economia",
            "Il mercato coperto cerca nuovi commercianti",
            "Il comune mette a bando dodici banchi con affitti ridotti per i primi due anni, riservati in parte a giovani sotto i trent'anni.",
        ),
    )
    body = "".join(
        f"<div class='t'><span class='kicker'>{label}</span> <a href='/n/{i}'>{head}</a><p>{blurb}</p><small>{i + 1} ore fa</small></div>"
        for i, (label, head, blurb) in enumerate(teasers)
    )
    extraction = _judge(_builder("it", "Ultime notizie", f"<div class='feed'>{body}</div>"))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_korean_teasers_in_list_items_are_a_listing() -> None:
    teasers = (
        (
            "시립미술관, 겨울 특별전 개막",
            "지역 작가 스무 명의 작품을 소개하는 전시가 다음 달 말까지 이어집니다. 입장료는 무료입니다.",
        ),
        (
            "도서관 야간 개방 시간 연장",
            "시험 기간에 맞춰 열람실을 밤 열한 시까지 운영합니다. 주말에도 같은 시간까지 문을 엽니다.",
        ),
        (
            "버스 노선 세 개 새로 개통",
            "신도시와 도심을 잇는 노선이 월요일부터 운행을 시작합니다. 배차 간격은 십오 분입니다.",
        ),
        (
            "전통시장 주차장 무료 개방",
            "연말까지 주말마다 시장 주차장을 무료로 이용할 수 있습니다. 장바구니 대여도 함께 합니다.",
        ),
    )
    body = "".join(
        f"<li><a href='/news/{i}'>{head}</a> <p>{blurb}</p><span>{i + 2}시간 전</span></li>"
        for i, (head, blurb) in enumerate(teasers)
    )
    extraction = _judge(_portal("ko", "우리 동네 소식", f"<ul class='list'>{body}</ul>"))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_cards_each_wholly_inside_one_link_are_a_listing() -> None:
    cards = (
        ("शहर में नई मेट्रो लाइन का काम शुरू", "पहले चरण में बारह स्टेशन बनेंगे और काम दो साल में पूरा होने की उम्मीद है।"),
        ("सरकारी स्कूलों में मुफ्त नाश्ता योजना", "अगले महीने से सभी प्राथमिक स्कूलों के बच्चों को सुबह का नाश्ता मिलेगा।"),
        ("नदी किनारे बनेगा नया सार्वजनिक पार्क", "पार्क में साइकिल ट्रैक, खेल का मैदान और बुजुर्गों के लिए बैठने की जगह होगी।"),
        ("पुस्तक मेले में रिकॉर्ड भीड़", "पहले तीन दिनों में ही पचास हजार से अधिक लोग मेले में पहुंचे।"),
        ("बिजली बिल भुगतान अब मोबाइल ऐप से", "नया ऐप हिंदी और अंग्रेजी दोनों भाषाओं में उपलब्ध है।"),
    )
    body = "".join(
        f"<li><a href='/k/{i}'><h4>{head}</h4><p>{blurb}</p></a></li>"
        for i, (head, blurb) in enumerate(cards)
    )
    extraction = _judge(_builder("hi", "ताज़ा खबरें", f"<ul class='grid'>{body}</ul>"))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


@pytest.mark.parametrize("layout", [_portal, _tables])
def test_titles_with_dates_in_a_list_are_a_listing(layout: object) -> None:
    titles = (
        "Зимний фестиваль света в старом парке",
        "Итоги сезона для городской футбольной лиги",
        "Как подготовить велосипед к хранению",
        "Новая выставка в краеведческом музее",
        "Ремонт моста на набережной завершён",
        "Пять книг для долгих вечеров",
    )
    items = "".join(
        f"<li><a href='/p/{i}'>{title}</a> — {20 - 3 * i} ноября 2026</li>" for i, title in enumerate(titles)
    )
    assert callable(layout)
    extraction = _judge(layout("ru", "Архив: ноябрь 2026", f"<ol>{items}</ol><p>« Октябрь · Декабрь »</p>"))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_titles_in_a_definition_list_with_their_dates_are_a_listing() -> None:
    titles = (
        "Otwarcie nowej linii produkcyjnej w Lublinie",
        "Wyniki finansowe za trzeci kwartał",
        "Nowy prezes zarządu spółki",
        "Udział w targach żywności w Poznaniu",
    )
    items = "".join(
        f"<dt><a href='/prasa/{i}'>{title}</a></dt><dd>{12 - 2 * i} listopada 2026 · komunikat</dd>"
        for i, title in enumerate(titles)
    )
    extraction = _judge(
        _builder(
            "pl", "Komunikaty prasowe", f"<dl>{items}</dl><p>Kontakt dla mediów: media@firma.example</p>"
        )
    )
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_rows_each_with_the_same_call_to_a_shop_are_a_listing() -> None:
    shops = (
        ("Sklep Północ", "1 299 zł", "Darmowa"),
        ("AGD Dom", "1 349 zł", "19 zł"),
        ("Elektro-Max", "1 389 zł", "Darmowa"),
        ("Tanio24", "1 420 zł", "29 zł"),
    )
    rows = "".join(
        f"<tr><td>{shop}</td><td>{price}</td><td>{ship}</td><td><a href='/go/{i}'>Do sklepu</a></td></tr>"
        for i, (shop, price, ship) in enumerate(shops)
    )
    body = f"<article><section><table><thead><tr><th>Sklep</th><th>Cena</th><th>Dostawa</th><th></th></tr></thead><tbody>{rows}</tbody></table><p>Najniższa cena: 1 249 zł (2 listopada)</p></section></article>"
    extraction = _judge(_portal("pl", "Porównaj ceny: pralka Nordvik 8", body))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_store_cards_each_with_a_map_link_are_a_listing() -> None:
    stores = (
        ("梅田店", "大阪府大阪市北区梅田1-0-0", "06-0000-0001"),
        ("難波店", "大阪府大阪市中央区難波2-0-0", "06-0000-0002"),
        ("天王寺店", "大阪府大阪市天王寺区悲田院町3-0-0", "06-0000-0003"),
    )
    cards = "".join(
        f"<div class='store'><strong>{name}</strong><div>{address}</div><div>10:00〜20:00 · {phone}</div><a href='/map/{i}'>地図を見る</a></div>"
        for i, (name, address, phone) in enumerate(stores)
    )
    extraction = _judge(_builder("ja", "店舗一覧", f"<p>検索結果：3件</p><div class='stores'>{cards}</div>"))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_a_ranked_list_of_products_with_mixed_calls_is_a_listing() -> None:
    products = (
        "Cafetera Brava 2",
        "Molino Fino 300",
        "Espresso Duo",
        "Tetera Smart K",
        "Batidora Vértigo",
        "Tostadora Alba",
        "Exprimidor Sol",
    )
    calls = ("Ver precio", "Ver oferta", "Ver precio", "Comprar", "Ver precio", "Ver oferta", "Comprar")
    items = "".join(
        f"<li><b>{name}</b> — La mejor opción para cada día. Fácil de limpiar. <a href='/go/{i}' rel='sponsored'>{call}</a></li>"
        for i, (name, call) in enumerate(zip(products, calls, strict=True))
    )
    body = f"<p><em>Podemos recibir una comisión por las compras.</em></p><ol>{items}</ol>"
    extraction = _judge(_portal("es", "Las 7 mejores cafeteras de 2026", body))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


@pytest.mark.parametrize("layout", [_builder, _tables])
def test_a_table_of_records_without_one_sentence_is_a_listing(layout: object) -> None:
    rows = "".join(
        f"<tr><td>paket-{v}.{i}-{arch}.zip</td><td>{system}</td><td>{40 + i} MB</td><td>{2026 - i}-0{i + 1}-1{i}</td></tr>"
        for i, (v, arch, system) in enumerate(
            (
                (4, "x64", "Windows 11"),
                (4, "arm64", "macOS 14"),
                (4, "amd64", "Debian / Ubuntu"),
                (3, "x64", "Windows 10"),
                (3, "arm64", "macOS 13"),
                (3, "amd64", "Fedora"),
            )
        )
    )
    body = f"<table><tr><th>Dosya</th><th>Sistem</th><th>Boyut</th><th>Tarih</th></tr>{rows}</table><p><a href='/eski'>Eski sürümler</a></p>"
    assert callable(layout)
    extraction = _judge(layout("tr", "İndirmeler", body))
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


# ------------------------------------------------------------------ full: real pages of a similar shape

_ARTICLE = (
    "<p>The river authority published its yearly survey of the estuary on Monday, and the picture it paints is mixed. "
    "Oyster beds that were written off a decade ago have recovered across most of the northern shore, helped by cleaner "
    "outflow from the treatment works upstream and by a ban on dredging that fishermen fought hard against at the time.</p>"
    "<p>The southern shore tells a different story. Silt carried down after the spring floods has smothered the eelgrass "
    "meadows that young fish shelter in, and the survey counted fewer than half the juvenile bass it found five years ago. "
    "The authority says it will trial small brushwood fences to slow the water and let the sediment settle before it reaches "
    "the meadows, an old technique that volunteers once used along the same coast.</p>"
    "<p>Anglers' groups welcomed the plan but asked for the monitoring to be published quarterly rather than once a year, "
    "so that any change could be spotted before another season is lost.</p>"
)


def test_an_article_ending_in_a_reading_list_stays() -> None:
    reading = "".join(
        f"<li><a href='/r/{i}'>{title}</a> — {d} Oct 2026</li>"
        for i, (title, d) in enumerate(
            (
                ("Why eelgrass matters for young fish", 3),
                ("The dredging ban, ten years on", 9),
                ("Brushwood fences: an old fix returns", 14),
                ("What the flood did to the estuary", 21),
                ("Inside the treatment works upgrade", 28),
            )
        )
    )
    extraction = _judge(
        _portal(
            "en",
            "Estuary survey: oysters back, bass in trouble",
            f"<article>{_ARTICLE}<h2>Read more</h2><ul>{reading}</ul></article>",
        )
    )
    assert extraction.is_full, extraction.detail


def test_a_roundup_of_links_each_under_its_heading_with_a_comment_stays() -> None:
    picks = (
        (
            "도시 숲 면적에 관한 새 보고서",
            "위성 사진으로 십오 년 동안의 변화를 비교한 연구인데, 새로 지은 신도시에서 나무가 가장 많이 줄었다는 점이 눈에 띄었습니다. 오래된 동네는 오히려 정원 덕분에 녹지가 조금 늘었다고 합니다.",
        ),
        (
            "등굣길 차량 통제 일 년의 기록",
            "아침 삼십 분 동안 학교 앞 도로를 막았더니 교통량이 절반으로 줄었고, 학부모 대부분이 예전으로 돌아가고 싶지 않다고 답했습니다. 큰 공사 없이 화분과 표지판만으로 가능했다는 점이 인상적이었습니다.",
        ),
        (
            "다시 돌아온 야간열차",
            "유럽 곳곳에서 침대열차를 되살리는 운영사들의 이야기입니다. 낮에는 객차가 놀고 있어 수익을 내기 어렵다는 설명과 함께, 공공 지원이 지방 공항 지원과 다르지 않다는 주장이 설득력 있었습니다.",
        ),
    )
    body = "<p>이번 주에 읽은 글 세 편과 각각에서 얻은 생각을 정리했습니다.</p>" + "".join(
        f"<h2><a href='https://elsewhere.example/{i}'>{title}</a></h2><p>{comment}</p>"
        for i, (title, comment) in enumerate(picks)
    )
    extraction = _judge(_builder("ko", "이번 주의 읽을거리", f"<article>{body}</article>"))
    assert extraction.is_full, extraction.detail


def test_a_news_brief_above_its_related_links_stays() -> None:
    brief = (
        "<p class='date'>7 December 2026</p><p>The ferry between Portmere and the island will run on its winter timetable from "
        "Monday, with four crossings a day instead of seven. The operator said the change follows the usual drop in passengers "
        "after the autumn half-term and that the summer timetable will return in April. Season tickets bought before Monday "
        "remain valid on every crossing.</p>"
    )
    related = "".join(
        f"<li><a href='/rel/{i}'>{title}</a> — {i + 1} Dec 2026</li>"
        for i, title in enumerate(
            (
                "Island school to get a new roof",
                "Harbour car park fees frozen",
                "Storm warning lifted for the coast",
            )
        )
    )
    extraction = _judge(
        _portal(
            "en",
            "Ferry switches to winter timetable",
            f"<article>{brief}<h3>Related</h3><ul>{related}</ul></article>",
        )
    )
    assert extraction.is_full, extraction.detail


def test_a_changelog_with_links_to_its_changes_stays() -> None:
    versions = (
        (
            "2.4.0",
            (
                "Added an option to export reports as spreadsheets with one sheet per month.",
                "Fixed the crash when a project name held an emoji.",
                "Sped up loading of large archives by reading them in chunks.",
            ),
        ),
        (
            "2.3.1",
            (
                "Fixed a rounding error in the totals of multi-currency invoices.",
                "The login page no longer forgets the chosen language after a failed attempt.",
            ),
        ),
        (
            "2.3.0",
            (
                "Added dark mode, following the system setting by default.",
                "Dropped support for the old configuration format, deprecated since 1.9.",
                "Improved the error message shown when the disk is full.",
            ),
        ),
    )
    body = "".join(
        f"<h2>{version}</h2><ul>"
        + "".join(
            f"<li>{change} (<a href='/pull/{100 + j}'>#{100 + j}</a>)</li>"
            for j, change in enumerate(changes)
        )
        + "</ul>"
        for version, changes in versions
    )
    extraction = _judge(_builder("en", "Changelog", body))
    assert extraction.is_full, extraction.detail


def test_a_glossary_with_links_to_more_stays() -> None:
    terms = (
        (
            "Amortización",
            "Reparto del coste de un bien a lo largo de los años en que se usa, para reflejar su desgaste en las cuentas de la empresa.",
        ),
        (
            "Activo corriente",
            "Bienes y derechos que la empresa espera convertir en dinero en menos de un año, como las existencias o los cobros pendientes.",
        ),
        (
            "Fondo de maniobra",
            "Diferencia entre el activo corriente y el pasivo corriente; indica si la empresa puede pagar sus deudas a corto plazo.",
        ),
        (
            "Liquidez",
            "Capacidad de un bien para convertirse en dinero rápidamente sin perder valor, siendo el efectivo el más líquido de todos.",
        ),
        (
            "Pasivo",
            "Conjunto de deudas y obligaciones que la empresa tiene con terceros, ya sean bancos, proveedores o administraciones públicas.",
        ),
    )
    body = (
        "<dl>"
        + "".join(
            f"<dt>{term}</dt><dd>{definition} <a href='/g/{i}'>Más</a></dd>"
            for i, (term, definition) in enumerate(terms)
        )
        + "</dl>"
    )
    extraction = _judge(_portal("es", "Glosario de contabilidad", body))
    assert extraction.is_full, extraction.detail


def test_a_glossary_whose_terms_link_to_their_entries_stays() -> None:
    terms = (
        (
            "Податок на додану вартість",
            "Непрямий податок, який сплачує покупець у ціні товару, а продавець перераховує до бюджету.",
        ),
        (
            "Єдиний соціальний внесок",
            "Обов'язковий платіж роботодавця за кожного працівника, з якого фінансуються пенсії та допомоги.",
        ),
        (
            "Податкова соціальна пільга",
            "Зменшення суми доходу, з якої стягують податок, для працівників з невисокою зарплатою.",
        ),
        (
            "Фізична особа підприємець",
            "Людина, зареєстрована для ведення власної справи без створення юридичної особи.",
        ),
    )
    body = (
        "<dl>"
        + "".join(
            f"<dt><a href='/term/{i}'>{term}</a></dt><dd>{definition}</dd>"
            for i, (term, definition) in enumerate(terms)
        )
        + "</dl>"
    )
    extraction = _judge(_portal("uk", "Словник податкових термінів", body))
    assert extraction.is_full, extraction.detail


def test_a_data_table_under_its_explanation_stays() -> None:
    rows = "".join(
        f"<tr><td>{month}</td><td>{mm}</td><td>{days}</td></tr>"
        for month, mm, days in (
            ("Tammikuu", 41, 12),
            ("Helmikuu", 33, 10),
            ("Maaliskuu", 30, 9),
            ("Huhtikuu", 29, 8),
            ("Toukokuu", 36, 9),
            ("Kesäkuu", 58, 11),
        )
    )
    body = (
        "<p>Taulukko näyttää kuukausittaisen sademäärän Oulun mittausasemalla alkuvuonna. Kesäkuun sademäärä oli pitkän ajan "
        "keskiarvoa selvästi suurempi, kun taas kevään kuukaudet jäivät tavallista kuivemmiksi.</p>"
        f"<table><tr><th>Kuukausi</th><th>Sademäärä (mm)</th><th>Sadepäiviä</th></tr>{rows}</table>"
    )
    extraction = _judge(_builder("fi", "Sademäärät 2026", body))
    assert extraction.is_full, extraction.detail


def test_a_forum_thread_of_posts_led_by_linked_names_stays() -> None:
    posts = (
        (
            "Jana Dvořák",
            "Má někdo zkušenost s výměnou baterie u staršího elektrokola? Servis mi řekl, že nová stojí skoro polovinu ceny kola, a já nevím, jestli se to ještě vyplatí.",
        ),
        (
            "Petr Novák",
            "Já jsem loni nechal přebalit články u firmy v Brně. Stálo to asi třetinu ceny nové baterie a kolo jezdí dodnes bez problémů, jen dojezd je o něco kratší.",
        ),
        (
            "Eva Horáková",
            "Přebalení je dobrá volba, ale ověř si, jestli dají záruku. Moje první baterie po přebalení vydržela jen půl roku, druhá už drží dva roky.",
        ),
        (
            "Tomáš Král",
            "Záleží hlavně na tom, kolik kolo najezdí. Pokud jezdíš denně do práce, nová baterie se ti vrátí, na občasné výlety bych volil přebalení.",
        ),
    )
    body = "".join(
        f"<div class='post'><div class='author'><a href='/u/{i}'>{name}</a></div><div class='content'><p>{text}</p></div></div>"
        for i, (name, text) in enumerate(posts)
    )
    extraction = _judge(_portal("cs", "Výměna baterie u elektrokola", f"<div class='topic'>{body}</div>"))
    assert extraction.is_full, extraction.detail


def test_a_recipe_with_related_recipes_stays() -> None:
    ingredients = "".join(
        f"<li>{item}</li>"
        for item in ("500 g Mehl", "300 ml Wasser", "10 g Salz", "7 g Trockenhefe", "2 EL Olivenöl")
    )
    steps = "".join(
        f"<li>{step}</li>"
        for step in (
            "Mehl, Hefe und Salz in einer großen Schüssel mischen und das Wasser langsam dazugeben.",
            "Den Teig zehn Minuten kneten, bis er glatt ist, und abgedeckt eine Stunde gehen lassen.",
            "Den Teig formen, mit Öl bestreichen und im heißen Ofen bei 230 Grad etwa fünfundzwanzig Minuten backen.",
        )
    )
    related = "".join(
        f"<li><a href='/rezept/{i}'>{title}</a> — {m} Min.</li>"
        for i, (title, m) in enumerate(
            (
                ("Schnelles Fladenbrot aus der Pfanne", 20),
                ("Dinkelbrötchen über Nacht", 40),
                ("Focaccia mit Rosmarin und Salz", 90),
            )
        )
    )
    body = f"<p>Ein einfaches Brot für jeden Tag, das auch ohne Erfahrung gelingt.</p><h2>Zutaten</h2><ul>{ingredients}</ul><h2>Zubereitung</h2><ol>{steps}</ol><h3>Mehr Rezepte</h3><ul>{related}</ul>"
    extraction = _judge(_builder("de", "Einfaches Weißbrot", body))
    assert extraction.is_full, extraction.detail
