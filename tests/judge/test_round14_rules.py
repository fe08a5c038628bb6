"""The rules changed in round 14 (#17), each on pages of its own in two languages and layouts.

Every change has the pages it turns right (wrong on the code before it) and guard pages of the same
shape that must keep their verdict. The two layouts are this file's own: an app's server-rendered
div soup (hashed classes, no `<main>` nor `<article>`, a ranked rail of links, the page's state as
JSON) and an old table layout (a banner row, a menu cell of links beside the page's cell, a footer
row). No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

import gptr_fulltext
from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.regions import Regions
from gptr_fulltext.evidence.textstats import measure
from gptr_fulltext.judge.provenance import trace

_RAIL = (
    "Baraza la jiji lapitisha bajeti mpya ya mwaka",
    "Tahadhari ya dhoruba kali pwani ya kusini",
    "Makumbusho ya taifa yafunguliwa tena leo",
)
_MENU = ("Nyumbani", "Habari", "Siasa", "Uchumi", "Utamaduni", "Michezo")


def _soup(lang: str, title: str, h1: str, body: str) -> bytes:
    """An app's server-rendered page: a header of links, the text, a ranked rail, a footer, state JSON."""
    nav = "".join(f"<a class='x9a1' href='/s/{i}'>{name}</a>" for i, name in enumerate(_MENU))
    rail = "".join(
        f"<div class='r7c2'><b>{i + 1}</b> <a href='/a/{70 + i}'>{head}</a></div>"
        for i, head in enumerate(_RAIL)
    )
    state = json.dumps({"page": {"title": title, "html": body}}, ensure_ascii=False).replace("</", "<\\/")
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} · Kijiji</title></head>"
        f"<body><div id='app'><div class='q1w2'><a href='/' class='l0g0'>Kijiji Media</a><div class='n4v5'>{nav}</div></div>"
        f"<div class='m3n4'><h1 class='h8j9'>{h1}</h1><div class='b5d6'>{body}</div></div>"
        f"<div class='s1d2'><div class='s3t4'>Zilizosomwa zaidi</div>{rail}</div>"
        "<div class='f5t6'><a href='/kuhusu'>Kuhusu sisi</a> <a href='/faragha'>Sera ya faragha</a> <span>© 2026 Kijiji Media. Haki zote zimehifadhiwa.</span></div>"
        f"</div><script>window.__STATE__={state}</script></body></html>"
    ).encode()


def _tables(lang: str, title: str, h1: str, body: str) -> bytes:
    """An old table layout: a banner row, a menu cell of links beside the page's cell, a footer row."""
    menu = "<br>".join(
        f"<a href='/m/{i}'>{name}</a>"
        for i, name in enumerate(
            (
                "Accueil",
                "Nouvelles",
                "Archives",
                "Liens utiles",
                "Annuaire",
                "Contact",
                "Plan du site",
                "Recherche",
            )
        )
    )
    return (
        f"<html lang='{lang}'><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>{title} :: Le Vieux Site</title></head>"
        "<body><table width='100%' border='0'><tr><td colspan='2' bgcolor='#003366'><font size='5'>Le Vieux Site</font></td></tr>"
        f"<tr><td width='170' valign='top'><b>Rubriques</b><br>{menu}</td><td valign='top'><h1>{h1}</h1>{body}</td></tr>"
        "<tr><td colspan='2' align='center'><font size='1'>© 2026 Le Vieux Site · Tous droits réservés · <a href='/m/0'>Accueil</a></font></td></tr>"
        "</table></body></html>"
    ).encode()


def _judged(html: bytes, name: str) -> gptr_fulltext.Extraction:
    return gptr_fulltext.extract(html, url=f"https://round14.test/{name}")


# ---------------------------------------------------------------- a line that is a link's text is no content (`Regions.anchors`)


def _soft404_el() -> bytes:
    products = [("Ηλεκτρική χύτρα ρυζιού 1,8 λίτρων", "49,90 €"), ("Αντικολλητικό τηγάνι 28 εκ.", "24,50 €"), ("Βραστήρας από ανοξείδωτο ατσάλι", "32,00 €"),
                ("Μπλέντερ για φρέσκους χυμούς", "59,00 €"), ("Σετ μαχαιριών κουζίνας πέντε τεμαχίων", "45,00 €"), ("Ξύλινη επιφάνεια κοπής", "18,90 €")]  # fmt: skip
    cards = "".join(
        f"<li class='k7'><a href='/p/{i}'><img src='/i/{i}.jpg' alt=''><span>{name}</span><span>{price}</span></a></li>"
        for i, (name, price) in enumerate(products)
    )
    body = f"<p>Το προϊόν που αναζητάτε δεν είναι πλέον διαθέσιμο στο κατάστημά μας.</p><p><a href='/'>Επιστροφή στην αρχική</a></p><h3>Μπορεί να σας ενδιαφέρουν</h3><ul>{cards}</ul>"
    return _soup("el", "Δεν βρέθηκε το προϊόν", "Λυπούμαστε, το προϊόν δεν υπάρχει πια", body)


def _parked_km() -> bytes:
    searches = (
        "សណ្ឋាគារនៅខេត្តសៀមរាប",
        "សំបុត្រយន្តហោះតម្លៃថោក",
        "ជួលឡាននៅរាជធានីភ្នំពេញ",
        "រៀនភាសាអង់គ្លេសតាមអនឡាញ",
        "ធានារ៉ាប់រងសុខភាពគ្រួសារ",
    )
    links = "".join(f"<li><a href='/r?q={i}'>{term}</a></li>" for i, term in enumerate(searches))
    body = f"<p>ឈ្មោះដែន angkor-trip.test កំពុងដាក់លក់។</p><p><a href='/buy'>សួរតម្លៃ</a></p><h4>ការស្វែងរកពាក់ព័ន្ធ</h4><ul>{links}</ul>"
    return _soup("km", "angkor-trip.test", "ឈ្មោះដែននេះអាចលក់បាន", body)


def _jobs_hu() -> bytes:
    jobs = [("Könyvelő teljes munkaidőben", "Dunai Építő Kft.", "Győr"), ("Raktáros, két műszakban", "LogiSped Zrt.", "Győr-Gyirmót"),
            ("Java fejlesztő csapatunkba", "Kódműhely Bt.", "Győr-Nádorváros"), ("Ápoló a belgyógyászatra", "Rába Klinika", "Győr-Sziget"),
            ("C kategóriás gépkocsivezető", "Kovács Fuvar", "Győr-Ménfőcsanak")]  # fmt: skip
    rows = "".join(
        f"<div class='j1'><a href='/allas/{i}'>{job}</a> <span>{firm}</span></div>"
        for i, (job, firm, _) in enumerate(jobs)
    )
    return _tables("hu", "Állások Győrben", "Friss állásajánlatok", rows)


@pytest.mark.parametrize(
    "build", [_soft404_el, _parked_km, _jobs_hu], ids=["soft404-el-soup", "parked-km-soup", "jobs-hu-tables"]
)
def test_a_page_of_link_texts_is_dropped(build: Callable[[], bytes]) -> None:
    """A product's soft 404 over a grid of other products (each card one link: its name and price, a
    line each), a parked domain's related searches, a job board: every line of some length is a link's
    text, and the rest is too little to be a page (the first two were kept before round 14)."""
    extraction = _judged(build(), build.__name__)
    assert not extraction.is_full, extraction.text


def _article_with_links_sw() -> bytes:
    body = (
        "<p>Wakulima wa kahawa katika mikoa ya kaskazini wamepata bei bora msimu huu kuliko miaka mitano iliyopita, kwa mujibu wa "
        "<a href='/ripoti'>ripoti ya bodi ya kahawa</a> iliyotolewa jana mjini Moshi.</p>"
        "<p>Bei ya kilo moja ya kahawa safi ilipanda hadi shilingi elfu nne, na vyama vya ushirika vinasema mavuno yalikuwa mazuri kutokana na mvua za kutosha.</p>"
        "<p>Hata hivyo, wakulima wadogo wanalalamika kwamba gharama za mbolea na usafiri bado ni kubwa, na wanaomba serikali kuongeza ruzuku.</p>"
        "<h3>Habari zinazohusiana</h3><ul><li><a href='/h/1'>Mbegu mpya za mahindi zinazostahimili ukame</a></li><li><a href='/h/2'>Bei ya mbolea yashuka katika masoko</a></li></ul>"
    )
    return _soup("sw", "Wakulima wa kahawa wapata bei bora", "Wakulima wa kahawa wapata bei bora", body)


def _brief_with_related_fr() -> bytes:
    body = (
        "<p>Lyon, 3 décembre 2026 — La mairie a inauguré mardi une nouvelle passerelle piétonne sur la Saône, reliant le quartier Saint-Paul "
        "à la presqu'île. L'ouvrage de 120 mètres a coûté 14 millions d'euros et accueillera près de 8 000 passants par jour selon la ville.</p>"
        "<p>Voir aussi :</p><ul><li><a href='/n/1'>Les travaux du tunnel de la Croix-Rousse prolongés</a></li><li><a href='/n/2'>Un nouveau parc ouvre à Gerland</a></li></ul>"
    )
    return _tables(
        "fr",
        "Une passerelle relie Saint-Paul à la presqu'île",
        "Une passerelle relie Saint-Paul à la presqu'île",
        body,
    )


@pytest.mark.parametrize(
    "build", [_article_with_links_sw, _brief_with_related_fr], ids=["article-sw-soup", "brief-fr-tables"]
)
def test_text_beside_link_lines_stays(build: Callable[[], bytes]) -> None:
    """Guard: an article whose sentences quote links, and a dated brief with a list of related links
    under it, keep their verdict: the links' lines do not count, the text does."""
    extraction = _judged(build(), build.__name__)
    assert extraction.is_full, (extraction.reason, extraction.detail)


# ---------------------------------------------------------------- dates in any script's digits (`briefs._dated`)


def _brief_bn() -> bytes:
    body = (
        "<p>রাজশাহী, ২ ডিসেম্বর ২০২৬</p><p>রাজশাহীর বানেশ্বর হাটে এবার মৌসুমের শেষে আমের দাম রেকর্ড ছুঁয়েছে। প্রতি মণ আশ্বিনা আম বিক্রি হয়েছে "
        "চার হাজার টাকায়, যা গত বছরের তুলনায় প্রায় দ্বিগুণ। ব্যবসায়ীরা বলছেন, ফলন কম হওয়ায় এবং রপ্তানির চাহিদা বাড়ায় দাম বেড়েছে।</p>"
    )
    return _soup("bn", "রাজশাহীতে আমের বাজারে রেকর্ড দাম", "রাজশাহীতে আমের বাজারে রেকর্ড দাম", body)


def _brief_fa() -> bytes:
    body = (
        "<p>اصفهان — ۱۴۰۵/۰۹/۱۲</p><p>شهرداری اصفهان از بازگشایی پل تاریخی خواجو پس از شش ماه مرمت خبر داد. به گفته معاون فنی شهرداری، "
        "در این مدت سنگ‌فرش پل و پایه‌های آن بازسازی شد و هزینه کار به چهل میلیارد ریال رسید. پل از امروز برای عابران پیاده باز است.</p>"
    )
    return _tables("fa", "پل خواجو پس از مرمت بازگشایی شد", "پل خواجو پس از مرمت بازگشایی شد", body)


@pytest.mark.parametrize("build", [_brief_bn, _brief_fa], ids=["brief-bn-soup", "brief-fa-tables"])
def test_a_brief_dated_in_its_own_digits_stays(build: Callable[[], bytes]) -> None:
    """A complete brief of 35-45 words whose dateline is written in Bengali or Persian digits."""
    extraction = _judged(build(), build.__name__)
    assert extraction.is_full, (extraction.reason, extraction.detail)


def test_a_copyright_year_in_any_digits_is_no_date() -> None:
    """Guard: an undated notice of two short paragraphs, its footer's "© ২০২৬" no dateline."""
    body = "<p>দুঃখিত, এই পাতাটি আর পাওয়া যাচ্ছে না।</p><p>ঠিকানাটি আবার দেখুন অথবা প্রচ্ছদে ফিরে যান।</p><p>© ২০২৬ কাগজ</p>"
    extraction = _judged(_soup("bn", "পাতা নেই", "পাতা নেই", body), "notice-bn")
    assert not extraction.is_full


# ---------------------------------------------------------------- a poem's short lines are its words (`cards._verse`)

_POEM_FA = (
    "<div class='poem'><p>باران که می‌بارد<br>کوچه بوی خاک می‌گیرد<br>و پنجره‌ها<br>آرام نفس می‌کشند</p>"
    "<p>مادرم چای را دم می‌کند<br>و از روزهایی می‌گوید<br>که رود هنوز<br>از کنار خانه می‌گذشت</p>"
    "<p>من گوش می‌دهم<br>به صدای ناودان<br>به قصه‌ای که تمام نمی‌شود<br>و به باران</p></div>"
)
_POEM_KA = (
    "<p>ფოთლები ცვივა ნელა<br>ეზოში ცივი ქარია<br>ბებია ჩაის ასხამს<br>და ფანჯარასთან ზის</p>"
    "<p>მთაზე პირველი თოვლი<br>ჩუმად დაეშვა ღამით<br>სოფელს სძინავს ტკბილად<br>და ბუხარი ანთია</p>"
    "<p>დილით ბავშვები გარბიან<br>თეთრ მინდორზე ხმაურით<br>და შემოდგომა მიდის<br>ისე როგორც მოვიდა</p>"
)


@pytest.mark.parametrize(
    ("html", "name"),
    [
        (_soup("fa", "باران — شعری از ن. رهگذر", "باران", _POEM_FA), "poem-fa-soup"),
        (_tables("ka", "შემოდგომა — ლექსი", "შემოდგომა", _POEM_KA), "poem-ka-tables"),
    ],
    ids=["poem-fa-soup", "poem-ka-tables"],
)
def test_a_short_poem_stays(html: bytes, name: str) -> None:
    """Twelve lines of 2-5 words in three stanzas (about 40 words, under half of them in lines of four
    words or more), beside a menu whose links are broken by `<br>` too."""
    extraction = _judged(html, name)
    assert extraction.is_full, (extraction.reason, extraction.detail)


def test_links_broken_by_lines_are_no_poem() -> None:
    """Guard: a page whose `<br>`-broken lines are links (an index of a site's sections) is no poem."""
    links = "<br>".join(
        f"<a href='/k/{i}'>Kategoria numer {word}</a>"
        for i, word in enumerate(
            ["jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
        )
    )
    extraction = _judged(
        _soup("pl", "Kategorie", "Kategorie", f"<p>{links}</p><p>Wybierz kategorię.</p>"), "index-pl"
    )
    assert not extraction.is_full


# ---------------------------------------------------------------- a layout table's footer row is no part of a brief (`provenance.without_chrome`)


def test_a_brief_above_a_footer_row_stays() -> None:
    """An Amharic brief (dated, one report paragraph) in a table layout whose footer row the extraction
    keeps after it: the footer is the layout's chrome, not the brief's last line."""
    body = (
        "<p>አዲስ አበባ፣ ኅዳር 24 ቀን 2019 ዓ.ም.</p><p>የአዲስ አበባ ከተማ አስተዳደር ከመገናኛ እስከ ቃሊቲ የሚዘልቅ አዲስ የፈጣን አውቶቡስ መስመር ዛሬ በይፋ አስጀምሯል። "
        "መስመሩ በቀን ከሰማንያ ሺህ በላይ ተሳፋሪዎችን እንደሚያስተናግድ የትራንስፖርት ቢሮ ኃላፊ ገልጸዋል። ለፕሮጀክቱ ግንባታ ከአራት ቢሊዮን ብር በላይ ወጪ መደረጉም ተገልጿል።</p>"
    )
    title = "በአዲስ አበባ አዲስ የአውቶቡስ መስመር ተከፈተ"
    extraction = _judged(_tables("am", title, title, body), "brief-am-tables")
    assert extraction.is_full, (extraction.reason, extraction.detail)


# ---------------------------------------------------------------- "JS" is a word, not a file's extension (lexicons/common.toml)


@pytest.mark.parametrize("text", ["Please enable JS to continue.", "JS is turned off in your browser"])
def test_js_said_as_a_word_is_a_notice(text: str) -> None:
    assert phrases.found(phrases.JS_REQUIRED, text) is not None


@pytest.mark.parametrize("text", ["Could not load cart.js, try again", "Bundled as app.min.js with node.js"])
def test_js_as_a_file_extension_is_no_notice(text: str) -> None:
    assert phrases.found(phrases.JS_REQUIRED, text) is None


# ---------------------------------------------------------------- a copyright line is the site's, not the text's (`provenance._is_colophon`)


@pytest.mark.parametrize(
    "text",
    [
        "Kituo cha mabasi kitafungwa kesho kwa ukarabati wa siku tatu.\n© 2026 Kijiji Media. Haki zote zimehifadhiwa.",
        "Οι εργασίες στη γέφυρα ολοκληρώνονται την Παρασκευή το απόγευμα.\nΦωτογραφία: © Ειδήσεις Αιγαίου / Γ. Παππάς",
    ],
    ids=["footer-sw", "credit-el"],
)
def test_a_copyright_line_is_no_content(text: str) -> None:
    """A footer's or a photo credit's line with a copyright sign counts as chrome, not as the page's text."""
    origin = trace(measure(text), Regions())
    colophon = measure(text.splitlines()[1]).words
    assert origin.chrome == colophon
    assert origin.own == measure(text.splitlines()[0]).words
