"""Round 15's patterns of #17, each on pages of this file's own in two layouts: a page laid out in
nested tables the old way (the site's name in a row, a menu of one link a row, the content cell, a
footer row with a copyright line) and a portal with `header`/`nav`/`main`/`footer`.

- a directory is a directory in any layout: a list of entries with a phone each, a staff table in a
  layout table's frame (`judge.directories`);
- a layout table's content cell holding the page's headline is read as blocks (`extraction.layout`):
  a brief in it is a brief, a job board in it a listing;
- a brief counts its dateline where extraction dropped it (`judge.briefs._dropped_dateline`);
- an article read whole by trafilatura's baseline is split back into lines in scripts that write
  zero-width joiners (`extraction.unjoin._plain`);
- Chinese subscriber-only prompts (the lexicon's `PAYWALL`, both scripts).

No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest
from lxml import etree
from lxml.html import fromstring

import gptr_fulltext
from gptr_fulltext.extraction.layout import flatten_layout_tables
from gptr_fulltext.extraction.repairs import unlist_headline_cells
from gptr_fulltext.extraction.unjoin import split_joined_articles

_MENU = ("Start", "News", "Sport", "Kultur", "Reisen", "Wetter", "Kontakt")


def _tables(lang: str, title: str, h1: str, body: str) -> bytes:
    """The old way: a table of rows, the menu a nested table of one link a row, the content cell."""
    menu = "".join(
        f"<tr><td class='m'><a href='/{i}.htm'>{word}</a></td></tr>" for i, word in enumerate(_MENU)
    )
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Site</title></head><body>"
        "<table width='900' border='0'><tr><td colspan='2'><font size='5'><b>Site</b></font></td></tr>"
        f"<tr><td width='150' valign='top'><table width='100%'>{menu}</table></td>"
        f"<td valign='top'><font face='Verdana' size='2'><h1>{h1}</h1>{body}</font></td></tr>"
        "<tr><td colspan='2'><font size='1'>© 2001-2026 Site · <a href='/imp.htm'>Impressum</a></font></td></tr>"
        "</table></body></html>"
    ).encode()


def _column(lang: str, title: str, h1: str, body: str) -> bytes:
    """The old way in one column: a row for the site's name, one for the menu, one for the content."""
    menu = " · ".join(f"<a href='/{i}.htm'>{word}</a>" for i, word in enumerate(_MENU))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Site</title></head><body><center>"
        "<table width='760' cellpadding='0'><tr><td><font size='5'><b>Site</b></font></td></tr>"
        f"<tr><td><font size='1'>{menu}</font></td></tr><tr><td><font size='2'><h1>{h1}</h1>{body}</font></td></tr>"
        "<tr><td><font size='1'>© 2026 Site · <a href='/imp.htm'>Impressum</a></font></td></tr></table></center></body></html>"
    ).encode()


def _portal(lang: str, title: str, h1: str, body: str) -> bytes:
    nav = "".join(f"<li><a href='/n/{i}'>{word}</a></li>" for i, word in enumerate(_MENU))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Portal</title></head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><h1>{h1}</h1>{body}</main>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p><p>© 2026 Portal</p></footer></body></html>"
    ).encode()


_LAYOUTS: dict[str, Callable[[str, str, str, str], bytes]] = {"tables": _tables, "portal": _portal}


def _entries(lines: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{line}</li>" for line in lines) + "</ul>"


def _staff(head: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    cells = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><tr>{''.join(f'<th>{h}</th>' for h in head)}</tr>{cells}</table>"


# (language, title, headline, body)
_Spec = tuple[str, str, str, str]
DIRECTORIES: dict[str, _Spec] = {
    "plumbers-it": ("it", "Idraulici a Torino", "Idraulici a Torino – 36 risultati", "<p>Pagina 1 di 3 · Ordina per: distanza | nome</p>" + _entries([
        "Idraulica Ferraris – Via Nizza 118, 10126 Torino – 011 555 2301", "Termoidraulica Bosco – Corso Francia 42, 10143 Torino – 011 555 2317",
        "Pronto Intervento Gallo – Via Cibrario 9, 10144 Torino – 011 555 2388", "Impianti Rinaldi & Figli – Via Madama Cristina 61, 10125 Torino – 011 555 2402",
        "Bagni e Caldaie Conti – Corso Regina Margherita 200, 10152 Torino – 011 555 2460", "Idrotermica Moretti – Via Po 14, 10123 Torino – 011 555 2479",
        "Servizi Idraulici Greco – Via Roma 305, 10121 Torino – 011 555 2511"]) + "<p>Avanti » · Aggiungi la tua azienda</p>"),
    "clinics-id": ("id", "Klinik gigi di Bandung", "Klinik gigi di Bandung", _entries([
        "Klinik Gigi Sehat Ceria – Jl. Dago No. 45, Bandung – (022) 555 1834 – buka 08.00–20.00", "Praktik drg. Ratna Wulandari – Jl. Riau No. 12, Bandung – (022) 555 1902",
        "Dental Care Pasteur – Jl. Pasteur No. 88, Bandung – (022) 555 1957 – buka setiap hari", "Klinik Senyum Kita – Jl. Buah Batu No. 210, Bandung – (022) 555 2011",
        "Rumah Gigi Antapani – Jl. Terusan Jakarta No. 7, Bandung – (022) 555 2046", "Klinik Gigi Keluarga – Jl. Setiabudi No. 150, Bandung – (022) 555 2090"])),
    "staff-cs": ("cs", "Zaměstnanci katedry chemie", "Zaměstnanci katedry chemie", _staff(("Jméno", "Funkce", "Místnost", "Telefon"), [
        ("Jana Nováková", "vedoucí katedry", "A214", "+420 221 555 301"), ("Petr Svoboda", "docent", "A216", "+420 221 555 302"),
        ("Lucie Dvořáková", "odborná asistentka", "A220", "+420 221 555 303"), ("Martin Černý", "laborant", "B012", "+420 221 555 304"),
        ("Eva Procházková", "sekretářka", "A201", "+420 221 555 300"), ("Tomáš Kučera", "doktorand", "B105", "+420 221 555 305")])),
}  # fmt: skip
OFFICES_ES: _Spec = ("es", "Nuestras oficinas", "Nuestras oficinas en Andalucía", (
    "<p>La cooperativa abrió su primera oficina en Sevilla en 1987 para asesorar a pequeños olivareros, y hoy atiende a más de cuatro mil socios "
    "en seis provincias. Cada oficina tramita las ayudas de la campaña, organiza la recogida de aceituna y ofrece formación sobre poda y riego.</p>"
    + _entries(["Sevilla – Av. de la Constitución 12 – 954 555 120", "Córdoba – Calle Gondomar 3 – 957 555 210", "Jaén – Paseo de la Estación 40 – 953 555 330",
                "Granada – Calle Recogidas 18 – 958 555 440", "Málaga – Alameda Principal 25 – 952 555 550", "Almería – Paseo de Almería 7 – 950 555 660"])))  # fmt: skip


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", DIRECTORIES)
def test_a_directory_is_a_listing_in_any_layout(name: str, layout: str) -> None:
    """A list of entries with a phone each, or a staff table framed by a layout table's one-cell rows
    (its site name, its menu, its footer), and no prose of its own."""
    lang, title, h1, body = DIRECTORIES[name]
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url=f"https://dir.example/{name}")
    assert not page.is_full and page.reason == "listing_page", (page.reason, page.detail, page.text)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_an_office_page_with_its_contacts_under_a_paragraph_stays(layout: str) -> None:
    lang, title, h1, body = OFFICES_ES
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url="https://coop.example/oficinas")
    assert page.is_full, (page.reason, page.detail, page.text)


BRIEF_PL: _Spec = ("pl", "Most na Wiśle zamknięty w nocy", "Most na Wiśle zamknięty w nocy", (
    "<p>Kraków, 7.12.2026. Drogowcy zamkną w nocy z wtorku na środę most Grunwaldzki dla ruchu samochodów. Ekipy wymienią dylatacje "
    "i oznakowanie poziome, a objazd poprowadzi przez most Dębnicki. Tramwaje pojadą bez zmian, informuje zarząd dróg.</p>"))  # fmt: skip
JOBS_VI: _Spec = ("vi", "Việc làm tại Đà Nẵng", "Việc làm tại Đà Nẵng", "<p>Tìm thấy 128 việc làm</p>" + "".join(
    f"<h3><a href='/viec/{i}'>{job}</a></h3><p>{firm} · {age}</p>" for i, (job, firm, age) in enumerate([
        ("Kế toán viên", "Công ty Biển Xanh", "2 ngày trước"), ("Lái xe tải", "Vận tải Sông Hàn", "hôm nay"), ("Nhân viên bán hàng", "Siêu thị Hòa Khánh", "3 ngày trước"),
        ("Đầu bếp", "Khách sạn Mỹ Khê", "hôm qua"), ("Thợ điện", "Xây dựng Liên Chiểu", "5 ngày trước"), ("Giáo viên tiếng Anh", "Trường Ngôi Sao", "1 tuần trước")]))
    + "<p><a href='/viec?p=2'>Trang sau</a></p>")  # fmt: skip


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_brief_laid_out_in_a_table_cell_is_a_brief(layout: str) -> None:
    """The content cell holds the headline and one paragraph, a dateline opening it: read as blocks,
    a dated brief."""
    lang, title, h1, body = BRIEF_PL
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url="https://gazeta.example/most")
    assert page.is_full, (page.reason, page.detail, page.text)
    assert not any(line.startswith("|") and "Drogowcy" in line for line in page.text.splitlines()), page.text


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_job_board_laid_out_in_a_table_cell_is_a_listing(layout: str) -> None:
    """Under the headline, entries of a title linking to its page and a line of details, none of them
    prose: read as blocks, the entries are a listing's."""
    lang, title, h1, body = JOBS_VI
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url="https://viec.example/da-nang")
    assert not page.is_full, (page.text,)


def test_a_comparison_table_with_headings_in_its_cells_stays_a_table() -> None:
    """A heading in a cell is no layout: only the page's headline (an `h1`) marks the content cell."""
    plans = "".join(
        f"<td><h3>{name}</h3><p>{price}</p></td>"
        for name, price in (
            ("Basis", "4 € pro Monat"),
            ("Plus", "9 € pro Monat"),
            ("Profi", "19 € pro Monat"),
        )
    )
    story = "".join(f"<p>{text}</p>" for text in (
        "Die Stadtwerke bieten ab Januar drei Tarife für das neue Glasfasernetz an, das in den vergangenen zwei Jahren in allen Ortsteilen verlegt wurde.",
        "Wer bis Ende Februar wechselt, zahlt keine Anschlussgebühr; bestehende Verträge laufen bis zu ihrem Ende weiter und können jederzeit umgestellt werden.",
    ))  # fmt: skip
    html = f"<html lang='de'><head><title>Tarife</title></head><body><article><h1>Neue Tarife</h1>{story}<table><tr>{plans}</tr></table></article></body></html>"
    text = gptr_fulltext.extract(html.encode(), url="https://stadtwerke.example/tarife").text
    assert any(line.startswith("|") and "Basis" in line and "Profi" in line for line in text.splitlines()), (
        text
    )


def test_rows_trafilatura_left_without_their_table_are_read_as_one() -> None:
    """Rows standing in a `div` with no table around them are judged as a table: a cell with the
    headline and a paragraph is a layout's, its blocks freed."""
    body = etree.fromstring(
        "<body><div><row><cell><p>Menü</p></cell><cell><head rend='h1'>Kurzmeldung</head>"
        "<p>Der Wochenmarkt zieht am Samstag wegen Bauarbeiten auf den Kirchplatz um.</p></cell></row></div></body>"
    )
    flatten_layout_tables(body)
    assert not body.findall(".//row"), etree.tostring(body)
    assert [element.tag for element in body.iter("head", "p")] == ["p", "head", "p"]


# A brief of a dateline and a report of 24 words: trafilatura drops the dateline on a URL dated
# like it (it takes the line for the page's date) and keeps it elsewhere.
BRIEFS_DATELINED: dict[str, _Spec] = {
    "ferry-sw": ("sw", "Kivuko cha Likoni chasimama kwa matengenezo", "Kivuko cha Likoni chasimama kwa matengenezo",
        "<p class='dateline'>Mombasa, 3 Desemba 2026</p><p>Huduma ya kivuko cha Likoni imesimamishwa kwa siku mbili ili kufanya matengenezo ya injini. "
        "Abiria wanashauriwa kutumia daraja la muda lililojengwa karibu na bandari.</p>"),
    "fair-pt": ("pt", "Ponte de Lima recebe feira do livro", "Ponte de Lima recebe feira do livro",
        "<p class='dateline'>Braga, 3 de dezembro de 2026</p><p>A feira do livro de Ponte de Lima abre no sábado com quarenta editoras e leituras "
        "para crianças. Decorre até domingo na avenida marginal.</p>"),
}  # fmt: skip


@pytest.mark.parametrize("url", ["https://news.example/2026/12/03/story", "https://news.example/story"])
@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", BRIEFS_DATELINED)
def test_a_brief_counts_its_dateline_wherever_extraction_put_it(name: str, layout: str, url: str) -> None:
    lang, title, h1, body = BRIEFS_DATELINED[name]
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url=url)
    assert page.is_full, (page.reason, page.detail, page.text)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_report_that_short_with_an_undated_line_above_stays_too_short(layout: str) -> None:
    """The line above the report counts only as a dateline, a date in it."""
    lang, title, h1, body = BRIEFS_DATELINED["ferry-sw"]
    body = body.replace("Mombasa, 3 Desemba 2026", "Imeandikwa na mhariri wetu")
    page = gptr_fulltext.extract(
        _LAYOUTS[layout](lang, title, h1, body), url="https://news.example/2026/12/03/story"
    )
    assert not page.is_full and page.reason == "too_short", (page.reason, page.text)


@pytest.mark.parametrize(
    ("article", "read"),
    [
        # Persian: zero-width non-joiners inside words ("صفحه‌ای", "پیش‌بینی"), dropped from trafilatura's line
        ("<h1>خبر کوتاه</h1><p>کتابخانه‌ی شهر از شنبه تا ساعت ده شب باز است.</p><h3>پربازدیدترین‌ها</h3>"
         "<ul><li><a href='/1'>پیش‌بینی هوای آخر هفته</a></li><li><a href='/2'>برنامه‌ی جشنواره</a></li></ul>",
         "خبر کوتاه کتابخانهی شهر از شنبه تا ساعت ده شب باز است. پربازدیدترینها پیشبینی هوای آخر هفته برنامهی جشنواره"),
        # Hindi: a left-to-right mark after a sentence
        ("<h1>संक्षिप्त समाचार</h1><p>नगर पुस्तकालय शनिवार से रात दस बजे तक खुला रहेगा।\u200e</p>"
         "<ul><li><a href='/1'>सप्ताहांत का मौसम</a></li><li><a href='/2'>उत्सव का कार्यक्रम</a></li></ul>",
         "संक्षिप्त समाचार नगर पुस्तकालय शनिवार से रात दस बजे तक खुला रहेगा। सप्ताहांत का मौसम उत्सव का कार्यक्रम"),
    ],
)  # fmt: skip
def test_an_article_read_as_one_line_is_split_back_whatever_format_characters_it_lost(
    article: str, read: str
) -> None:
    """Trafilatura's baseline reads an `<article>` as one line and drops some zero-width (format)
    characters from it: the line still matches its article and is split back into its blocks."""
    tree = fromstring(f"<html><body><article>{article}</article><footer>Site</footer></body></html>")
    body = etree.fromstring("<body><p/></body>")
    body[0].text = read
    split_joined_articles(body, tree)
    lines = [paragraph.text or "" for paragraph in body]
    assert len(lines) >= 4, lines
    assert " ".join(lines) == read


# Chinese ledes stopped at a subscriber-only box, in each script; the box is named by its class or not.
PAYWALLS_ZH: dict[str, _Spec] = {
    "hant": ("zh-Hant", "高雄港貨櫃量創新高", "高雄港貨櫃量創新高",
        "<p class='meta'>2026-12-05</p><p>高雄港今年前十一個月的貨櫃裝卸量突破九百萬標準箱，創下歷年同期新高。</p>"
        "<div class='member-box'><h3>本篇為訂戶專屬報導</h3><p>訂閱即可閱讀完整內容。</p><a href='/sub'>訂閱方案</a> <a href='/in'>登入</a></div>"),
    "hans": ("zh-Hans", "西湖景区试行夜间开放", "西湖景区试行夜间开放",
        "<p class='meta'>2026-12-05</p><p>西湖景区管委会宣布，部分景点将于本月起试行夜间开放，开放时间延长至晚上十点。</p>"
        "<div class='paywall'><p>本文为订阅者专享内容，已是订户？请登录后继续。</p><a href='/sub'>订阅</a> <a href='/in'>登录</a></div>"),
}  # fmt: skip


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", PAYWALLS_ZH)
def test_a_chinese_lede_stopped_at_a_subscriber_only_box_is_a_teaser(name: str, layout: str) -> None:
    lang, title, h1, body = PAYWALLS_ZH[name]
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url=f"https://bao.example/{name}")
    assert not page.is_full and page.reason == "paywall_teaser", (page.reason, page.detail, page.text)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_chinese_article_about_subscriber_only_reports_stays(layout: str) -> None:
    """The phrase inside the paragraphs of an article about paywalls is the article speaking."""
    body = "".join(f"<p>{text}</p>" for text in (
        "近年來，越來越多的地方報社把部分報導設為訂戶專屬內容，希望以訂閱收入取代日漸減少的廣告收入。",
        "業者表示，讀者願意為深入的地方調查付費，但對於一般新聞，多數人仍然習慣免費閱讀，因此各家報社正在嘗試不同的組合。",
        "有學者提醒，如果重要的公共資訊也被放在付費牆後面，可能會讓部分民眾更難取得與生活相關的消息，報社需要在收入與公共責任之間取得平衡。",
        "也有報社選擇在重大災害期間暫停付費機制，讓所有讀者都能即時看到避難與交通資訊，事後再恢復原本的訂閱方案。",
    ))  # fmt: skip
    page = gptr_fulltext.extract(
        _LAYOUTS[layout]("zh-Hant", "地方報社的訂閱之路", "地方報社的訂閱之路", body),
        url="https://bao.example/essay",
    )
    assert page.is_full, (page.reason, page.detail, page.text)


RECIPE_ES: _Spec = ("es", "Gazpacho de sandía", "Gazpacho de sandía", (
    "<p>Para 4 personas · 15 minutos</p><ul><li>600 g de sandía sin pepitas</li><li>3 tomates maduros</li><li>medio pepino</li>"
    "<li>un diente de ajo</li><li>aceite de oliva, vinagre y sal</li></ul>"
    "<ol><li>Trocea la sandía, los tomates y el pepino y ponlos en el vaso de la batidora con el ajo.</li>"
    "<li>Tritura hasta que quede fino, añade el aceite, el vinagre y la sal y vuelve a triturar.</li>"
    "<li>Enfría al menos dos horas en la nevera y sirve con dados de pepino por encima.</li></ol>"
    "<h2>Consejo</h2><p>Si la sandía está muy dulce, un chorrito más de vinagre equilibra el sabor sin que se note.</p>"
    "<h2>Variantes</h2><p>con fresas, con melón</p>"))  # fmt: skip
ENTRY_SV: _Spec = ("sv", "fika – Ordlistan", "fika", (
    "<p>substantiv · verb</p><ol><li>En paus med kaffe eller te och något gott att äta, ofta tillsammans med kollegor eller vänner.</li>"
    "<li>Att dricka kaffe och umgås en stund. <i>Ska vi fika efter mötet?</i></li></ol>"
    "<h2>Ursprung</h2><p>Bildat genom omkastning av stavelserna i ett äldre ord för kaffe, ett slags ordlek som var vanlig i stadens slang under artonhundratalet.</p>"
    "<h2>Synonymer</h2><p>kafferast, kaffepaus</p><h2>Sammansättningar</h2><p>fikapaus, fikarum, eftermiddagsfika</p>"))  # fmt: skip


@pytest.mark.parametrize("layout", [_tables, _column])
@pytest.mark.parametrize("name", ["recipe-es", "entry-sv"])
def test_the_lists_beside_a_headline_in_a_layout_table_are_read(
    name: str, layout: Callable[[str, str, str, str], bytes]
) -> None:
    """Trafilatura drops every list in a table cell; those beside the headline are the page's text:
    a recipe's ingredients and steps, a dictionary entry's senses."""
    lang, title, h1, body = RECIPE_ES if name == "recipe-es" else ENTRY_SV
    page = gptr_fulltext.extract(layout(lang, title, h1, body), url=f"https://old.example/{name}")
    listed = "Enfría al menos dos horas" if name == "recipe-es" else "En paus med kaffe"
    assert listed in page.text, page.text
    assert page.is_full, (page.reason, page.detail, page.text)


def test_a_sidebar_list_in_the_cell_that_holds_the_whole_page_stays_out() -> None:
    """A page laid out in one big cell: the article's list beside its headline is read, a sidebar's
    list of links in a container of its own is not."""
    sidebar = (
        "<div class='side'><ul>"
        + "".join(f"<li><a href='/t/{i}'>Etikett nummer {i}</a></li>" for i in range(12))
        + "</ul></div>"
    )
    lang, title, h1, body = ENTRY_SV
    html = (
        _tables(lang, title, h1, body).decode().replace("</font></td></tr>", f"</font>{sidebar}</td></tr>", 1)
    )
    text = gptr_fulltext.extract(html.encode(), url="https://old.example/entry").text
    assert "En paus med kaffe" in text, text
    assert "Etikett nummer 7" not in text, text


@pytest.mark.parametrize(
    ("rail", "steps"),
    [
        ("<li><a href='/v/1'>Kettu jäällä taas</a> · 2 t.</li><li><a href='/v/2'>Hirvi kaupassa</a> · 5 t.</li>",
         "<li>Kaada vesi kattilaan ja kiehauta.</li><li>Lisää suola ja <a href='/s'>sienet</a>, keitä kymmenen minuuttia.</li>"),
        ("<li><a href='/a/1'>Nowy most otwarty</a></li><li><a href='/a/2'>Wybory w gminie</a></li><li>więcej</li>",
         "<li>Wymieszaj mąkę z jajkami.</li><li>Odstaw ciasto na godzinę.</li>"),
    ],
)  # fmt: skip
def test_a_list_of_links_beside_the_headline_stays_a_list(rail: str, steps: str) -> None:
    """Beside the headline in a layout table's cell, a list of steps is written as paragraphs, a list
    whose text is mostly its links ("up next", related stories) stays a list for trafilatura."""
    tree = fromstring(
        f"<html><body><table><tr><td><h1>Otsikko</h1><ol>{steps}</ol><h3>Lisää</h3><ul>{rail}</ul></td></tr></table></body></html>"
    )
    unlist_headline_cells(tree)
    assert [element.tag for element in tree.iter("ol", "ul", "div")] == ["div", "ul"]
