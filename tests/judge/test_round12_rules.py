"""The rules changed after blind round 12 (#17), each on pages of its own in two languages and layouts.

Every change has its full pages (dropped by the code before it) and guard pages of the same shape that
must stay thin. The two layouts are this file's own — a social blog whose story sits in a column with
an author card above it and a bar of reactions below, and a community site whose page is one wrapper
with its header's buttons inside — and no page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext


def _social(lang: str, title: str, content: str, author: str = "Follow") -> bytes:
    """An author card with a follow button above the story, a bar of icon buttons below it."""
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} — Kirjoittajat</title></head>"
        "<body><div class='top'><a href='/'>Kirjoittajat</a></div><div class='column'>"
        f"<div class='card'><img src='/a.png' alt=''><a href='/@mari'>Mari</a> <button class='follow'>{author}</button></div>"
        f"<div class='story'>{content}</div>"
        "<div class='bar'><button aria-label='like'>♡ 52</button><button aria-label='comments'>💬 3</button><button aria-label='save'>⊕</button></div>"
        "</div><div class='foot'><a href='/ehdot'>Ehdot</a></div></body></html>"
    ).encode()


def _wrapped(lang: str, title: str, content: str, tail: str = "") -> bytes:
    """One wrapper around the whole page: a header with a sign-in button, the text, a toolbar of a
    like count and a worded button among icons; `tail` after the text inside its column."""
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Cộng Đồng</title></head>"
        "<body><div class='app'><header><a href='/'>Cộng Đồng</a> <a class='btn-login' href='/login'>Đăng nhập</a></header>"
        f"<div class='col'><div class='txt'>{content}</div>"
        "<div class='tools'><button>👍 12</button><button>↗</button><button>Lưu</button></div>"
        f"{tail}</div></div></body></html>"
    ).encode()


# ---------------------------------------------------------------- buttons that are page furniture (`briefs._furniture`, `_before`)

_FURNISHED: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a dated 31-word brief under an author card's follow button, a bar of icon buttons below
    "fi-social": (
        "https://kirjoittajat.example/@mari/kirjasto-aukeaa",
        lambda: _social(
            "fi",
            "Tampereen uusi kirjasto aukeaa tammikuussa",
            "<h1>Tampereen uusi kirjasto aukeaa tammikuussa</h1><p class='when'>7.12.2026</p>"
            "<p>Tampereen Hervantaan rakennettu uusi kirjasto avaa ovensa tammikuun toisella viikolla. "
            "Kirjastossa on lukusalin lisäksi pelihuone, soittimien lainaamo ja lasten satunurkka, ja se on auki myös sunnuntaisin.</p>",
            author="Seuraa",
        ),
    ),
    # a dated 33-word brief in a page-wide wrapper: a sign-in button in the header, a toolbar of two icons and "Lưu"
    "vi-wrapped": (
        "https://congdong.example/bai-viet/2026/12/07/cau-di-bo",
        lambda: _wrapped(
            "vi",
            "Đà Nẵng khánh thành cầu đi bộ qua sông Hàn",
            "<h1>Đà Nẵng khánh thành cầu đi bộ qua sông Hàn</h1><p class='date'>07/12/2026 08:30</p>"
            "<p>Thành phố Đà Nẵng sáng nay khánh thành cây cầu đi bộ đầu tiên bắc qua sông Hàn, dài gần bốn trăm mét. "
            "Cầu mở cửa từ năm giờ sáng đến nửa đêm và có đèn chiếu sáng đổi màu vào cuối tuần.</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_FURNISHED))
def test_brief_beside_reaction_bar_and_byline_button_is_kept(name: str) -> None:
    url, build = _FURNISHED[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.reason


_ASKING: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a dated lede cut at a worded button after it, in the same layouts: the button asks after the text
    "fi-social-lede": (
        "https://kirjoittajat.example/@mari/vero-uudistus",
        lambda: _social(
            "fi",
            "Verouudistus muuttaa kotitalousvähennystä",
            "<h1>Verouudistus muuttaa kotitalousvähennystä</h1><p class='when'>7.12.2026</p>"
            "<p>Hallitus esittää kotitalousvähennyksen enimmäismäärän laskemista ensi vuoden alusta. "
            "Muutos koskisi erityisesti remontteja ja siivouspalveluja, joiden kysyntä on kasvanut viime vuosina. Esitys tulee eduskunnan käsittelyyn vielä ennen joulua, ja siitä äänestetään helmikuussa.</p>"
            "<button class='open'>Jatka lukemista</button>",
        ),
    ),
    "vi-wrapped-notice": (
        "https://congdong.example/bai-viet/2026/12/07/bao-tri",
        lambda: _wrapped(
            "vi",
            "Đà Nẵng khánh thành cầu đi bộ qua sông Hàn",
            "<h1>Đà Nẵng khánh thành cầu đi bộ qua sông Hàn</h1><p class='date'>07/12/2026 08:30</p>"
            "<p>Bài viết này đang được biên tập lại và sẽ sớm xuất hiện trở lại trên trang của chúng tôi. "
            "Bạn có thể quay lại trang chủ để đọc những bài viết mới nhất của cộng đồng.</p>",
            tail="<a class='btn' href='/'>Về trang chủ</a>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_ASKING))
def test_short_text_with_a_worded_button_after_it_stays_thin(name: str) -> None:
    url, build = _ASKING[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full


# ---------------------------------------------------------------- scripts' own full stops, Tibetan syllables whole (`textstats`)

_STOPPED: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a Tibetan report of two paragraphs: syllables cut at their vowel signs read as a repetitive word list
    "bo-social": (
        "https://bod-gsar.example/2026/12/07/sman-khang",
        lambda: _social(
            "bo",
            "ཤིང་ཀུན་དུ་སྨན་ཁང་གསར་པ་ཞིག་བཙུགས།",
            "<h1>ཤིང་ཀུན་དུ་སྨན་ཁང་གསར་པ་ཞིག་བཙུགས།</h1><p>༢༠༢༦ ཟླ་ ༡༢ ཚེས་ ༧</p>"
            "<p>ཤིང་ཀུན་གྲོང་ཁྱེར་དུ་ཟླ་བ་འདིར་སྨན་ཁང་གསར་པ་ཞིག་བཙུགས་ཡོད། སྨན་ཁང་དེར་ནད་སྒྲོམ་བརྒྱ་དང་སྨན་པ་སུམ་ཅུ་ཡོད། "
            "ས་གནས་ཀྱི་མི་མང་གིས་སྔོན་ཆད་ནད་བཅོས་ཆེད་ཞི་ལིང་དུ་འགྲོ་དགོས་ཀྱི་ཡོད་པ་རེད། ད་ནི་ཁྱིམ་དང་ཉེ་བའི་ས་ནས་སྨན་བཅོས་ཐོབ་ཐུབ། "
            "སྨན་ཁང་གི་འགན་འཛིན་གྱིས་བོད་སྨན་དང་དེང་རབས་སྨན་གཉིས་ཀ་མཉམ་དུ་སྤྲོད་རྒྱུ་ཡིན་ཞེས་བཤད།</p>"
            "<p>ལོ་རྗེས་མར་བུ་ཕྲུག་གི་ནད་བཅོས་ཁང་ཞིག་ཀྱང་ཁ་སྣོན་བྱེད་རྒྱུའི་འཆར་གཞི་ཡོད། སྨན་ཁང་ཉིན་ལྟར་ཆུ་ཚོད་བརྒྱད་ནས་དགོང་མོའི་ཆུ་ཚོད་དྲུག་བར་སྒོ་ཕྱེ་ཡོད།</p>",
        ),
    ),
    # a dated 30-word Amharic brief whose sentences end on the Ethiopic full stop
    "am-wrapped": (
        "https://congdong.example/am/2026/12/07/badabur",
        lambda: _wrapped(
            "am",
            "በባሕር ዳር አዲስ የአውቶቡስ መስመር ተከፈተ",
            "<h1>በባሕር ዳር አዲስ የአውቶቡስ መስመር ተከፈተ</h1><p class='date'>07/12/2026</p>"
            "<p>የባሕር ዳር ከተማ አስተዳደር ከዩኒቨርሲቲው ወደ ከተማው መሃል የሚሄድ አዲስ የአውቶቡስ መስመር ዛሬ ጠዋት ከፈተ። "
            "አውቶቡሶቹ በየአሥራ አምስት ደቂቃው ይነሳሉ፤ ተማሪዎች በግማሽ ዋጋ ይጓዛሉ። መስመሩ ወደፊት እስከ አየር ማረፊያው ድረስ እንደሚራዘም ተገልጿል።</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_STOPPED))
def test_text_ending_on_its_scripts_full_stop_is_prose(name: str) -> None:
    url, build = _STOPPED[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.reason


def test_tibetan_link_list_stays_thin() -> None:
    """The same Tibetan words as a list of tags: no sentence, and each syllable counts once."""
    tags = ["སྨན་ཁང་", "ལྷ་ས་", "སློབ་གྲྭ་", "ཤིང་ཀུན་", "རྩེད་མོ་", "གསར་འགྱུར་", "རིག་གཞུང་", "དཔལ་འབྱོར་", "ཁ་རླངས་", "ས་ཁྲ་"]
    cloud = " ".join(f"<a href='/tag/{i}'>{t}</a>" for i, t in enumerate(tags * 2))
    page = _social("bo", "མཚོན་རྟགས།", f"<h1>མཚོན་རྟགས།</h1><div class='tags'>{cloud}</div>")
    assert not gptr_fulltext.extract(page, url="https://bod-gsar.example/tags").is_full


# ---------------------------------------------------------------- poems and questions answered (`cards._verse`, `cards._answered`)

_WHOLE: dict[str, tuple[str, Callable[[], bytes]]] = {
    # two stanzas of four lines, 34 words: no line is a sentence of six words
    "sv-social-poem": (
        "https://kirjoittajat.example/@mari/dikter/novembervagen",
        lambda: _social(
            "sv",
            "Novembervägen",
            "<h1>Novembervägen</h1><p class='by'>av Mari Lind</p>"
            "<p>Vi gick längs vägen i november,<br>när löven låg som brev i diket,<br>och ingen av oss sa det högt<br>att sommaren var slut.</p>"
            "<p>Men du tog min hand vid grinden,<br>din handske kall och blöt av regn,<br>och plötsligt var det inte sorgligt<br>att gå hem i mörkret.</p>",
            author="Följ",
        ),
    ),
    # one stanza of nine lines, Indonesian, in the other layout
    "id-wrapped-poem": (
        "https://congdong.example/puisi/pelabuhan",
        lambda: _wrapped(
            "id",
            "Pelabuhan",
            "<h1>Pelabuhan</h1><div class='puisi'>Kapal terakhir sudah berangkat<br>lampu dermaga mulai redup<br>ibu masih menunggu di bangku kayu<br>"
            "dengan sarung yang dilipat rapi<br>angin membawa bau garam<br>dan suara camar yang letih<br>kami pulang tanpa bicara<br>"
            "tapi langkahnya pelan sekali<br>seperti masih berharap.</div>",
        ),
    ),
    # three questions as headings, each answered by a paragraph: 32 words of answers
    "pl-social-faq": (
        "https://kirjoittajat.example/pomoc/karta-biblioteczna",
        lambda: _social(
            "pl",
            "Karta biblioteczna: pytania",
            "<h1>Karta biblioteczna: pytania</h1>"
            "<h3>Ile kosztuje karta?</h3><p>Pierwsza karta jest bezpłatna dla mieszkańców miasta.</p>"
            "<h3>Ile książek mogę wypożyczyć?</h3><p>Do ośmiu książek jednocześnie na cztery tygodnie.</p>"
            "<h3>Czy mogę przedłużyć wypożyczenie?</h3><p>Tak, raz przez internet, jeśli nikt nie zarezerwował książki.</p>",
        ),
    ),
    # four questions in a definition list, Turkish, in the other layout
    "tr-wrapped-faq": (
        "https://congdong.example/tr/sss/otopark",
        lambda: _wrapped(
            "tr",
            "Otopark: sık sorulan sorular",
            "<h1>Otopark: sık sorulan sorular</h1><dl>"
            "<dt>Otopark kaçta açılıyor?</dt><dd>Her gün sabah altıda açılır, gece yarısı kapanır.</dd>"
            "<dt>Ücret nasıl ödenir?</dt><dd>Çıkışta kartla ya da mobil uygulamayla ödeyebilirsiniz.</dd>"
            "<dt>Aylık abonelik var mı?</dt><dd>Evet, bölge sakinleri için indirimli aylık kart satılır.</dd>"
            "<dt>Bisiklet park edebilir miyim?</dt><dd>Girişin yanındaki bisiklet parkı ücretsizdir.</dd></dl>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_WHOLE))
def test_poem_or_questions_answered_is_kept(name: str) -> None:
    url, build = _WHOLE[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.reason


_BROKEN: dict[str, tuple[str, Callable[[], bytes]]] = {
    # lines broken by <br>, but an address and opening hours: digits on most lines
    "sv-social-hours": (
        "https://kirjoittajat.example/kontakt",
        lambda: _social(
            "sv",
            "Kontakt",
            "<h1>Kontakt</h1><p>Kirjoittajat AB, redaktionen i Göteborg<br>Storgatan 12, andra våningen<br>411 38 Göteborg, Sverige<br>Telefon 031-12 34 56</p>"
            "<p>Måndag till fredag 9 till 17<br>Lördag 10 till 14 i receptionen<br>Söndag och helgdagar stängt<br>Lunchstängt varje dag 12 till 13</p>",
        ),
    ),
    # questions, but each a link to its answer elsewhere, and no answer on the page
    "tr-wrapped-questions": (
        "https://congdong.example/tr/sss",
        lambda: _wrapped(
            "tr",
            "Sık sorulan sorular",
            "<h1>Sık sorulan sorular</h1>"
            "<h3><a href='/tr/sss/1'>Otopark kaçta açılıyor?</a></h3><p>Güncellendi: 3 gün önce</p>"
            "<h3><a href='/tr/sss/2'>Ücret nasıl ödenir?</a></h3><p>Güncellendi: 1 hafta önce</p>"
            "<h3><a href='/tr/sss/3'>Aylık abonelik var mı?</a></h3><p>Güncellendi: 2 hafta önce</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_BROKEN))
def test_address_lines_or_linked_questions_stay_thin(name: str) -> None:
    url, build = _BROKEN[name]
    assert not gptr_fulltext.extract(build(), url=url).is_full


# ---------------------------------------------------------------- short doorways (`rules._doorway`)

_DOORWAYS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # 40 words of prose in four sentences, nearly all of it the title's phrases
    "de-social-doorway": (
        "https://schluesseldienst-koeln.example/",
        lambda: _social(
            "de",
            "Schlüsseldienst Köln Ehrenfeld – Schlüsseldienst Köln günstig",
            "<h1>Schlüsseldienst Köln Ehrenfeld – Schlüsseldienst Köln günstig</h1>"
            "<p>Schlüsseldienst Köln Ehrenfeld sofort da. Ihr Schlüsseldienst Köln günstig und Schlüsseldienst Köln Ehrenfeld rund um die Uhr. "
            "Schlüsseldienst Köln günstig ohne Anfahrt, Schlüsseldienst Köln Ehrenfeld ohne Aufpreis. "
            "Rufen Sie Schlüsseldienst Köln günstig an, Schlüsseldienst Köln Ehrenfeld kommt.</p>",
        ),
    ),
    # 38 words in three sentences and a list of the same keywords beside, Indonesian, the other layout
    "id-wrapped-doorway": (
        "https://hotel-murah-bali.example/kuta",
        lambda: _wrapped(
            "id",
            "Hotel murah Kuta Bali – hotel murah dekat pantai Kuta",
            "<h1>Hotel murah Kuta Bali – hotel murah dekat pantai Kuta</h1>"
            "<p>Cari hotel murah Kuta Bali untuk liburan? Hotel murah Kuta Bali terbaik ada di sini, hotel murah dekat pantai Kuta mulai seratus ribu. "
            "Pesan hotel murah Kuta Bali sekarang, hotel murah dekat pantai Kuta dan hotel murah Kuta Bali lengkap.</p>"
            "<ul><li>Hotel murah Legian</li><li>Hotel murah Seminyak</li><li>Hotel murah Jimbaran</li></ul>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_DOORWAYS))
def test_short_doorway_is_thin(name: str) -> None:
    url, build = _DOORWAYS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full
    assert extraction.reason is not None and extraction.reason.value == "word_list"


def test_short_report_naming_its_title_stays_full() -> None:
    """A report of 50-odd words that names its subject, a phrase of its title, three times: over the long
    doorways' share, far under the short ones'."""
    page = _social(
        "en",
        "Night trains return to Vienna",
        "<h1>Night trains return to Vienna</h1><p class='when'>7 December 2026</p>"
        "<p>Night trains return to Vienna this week after a two-year pause, the railway said on Monday. "
        "The first of the new night trains leaves for Hamburg on Friday evening, with couchettes and private cabins. "
        "Tickets for the night trains sold out within hours, and a second weekly service to Amsterdam is planned for the spring.</p>",
    )
    assert gptr_fulltext.extract(page, url="https://kirjoittajat.example/night-trains").is_full


# ---------------------------------------------------------------- undated one-paragraph briefs (`briefs.is_brief`)

_PARAGRAPHS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # no date anywhere: one paragraph of 37 words under the headline that is the title
    "nl-social": (
        "https://kirjoittajat.example/utrecht/fietsenstalling",
        lambda: _social(
            "nl",
            "Utrecht opent tweede fietsenstalling onder het station",
            "<h1>Utrecht opent tweede fietsenstalling onder het station</h1>"
            "<p>Onder het stationsplein in Utrecht is een tweede ondergrondse fietsenstalling geopend met plek voor zesduizend fietsen. "
            "De eerste vierentwintig uur parkeren is gratis, daarna betalen reizigers een euro per dag met hun ov-chipkaart, zo meldt de gemeente.</p>",
            author="Volgen",
        ),
    ),
    # Czech, the other layout: 36 words in one paragraph, no date
    "cs-wrapped": (
        "https://congdong.example/cs/brno/tramvaj",
        lambda: _wrapped(
            "cs",
            "Brno prodlouží tramvajovou trať do Bystrce",
            "<h1>Brno prodlouží tramvajovou trať do Bystrce</h1>"
            "<p>Městská rada v Brně schválila prodloužení tramvajové trati z Komína do Bystrce o necelé tři kilometry. "
            "Stavba začne příští jaro a první tramvaje by po nové trati měly jezdit na konci příštího roku, uvedl dopravní podnik.</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_PARAGRAPHS))
def test_undated_one_paragraph_brief_is_kept(name: str) -> None:
    url, build = _PARAGRAPHS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.reason


_UNDATED: dict[str, tuple[str, Callable[[], bytes]]] = {
    # undated and titled, but two blocks: a category's description and its "nothing here" line
    "nl-social-category": (
        "https://kirjoittajat.example/winkel/tuinbanken",
        lambda: _social(
            "nl",
            "Houten tuinbanken",
            "<h1>Houten tuinbanken</h1>"
            "<p>Ontdek onze collectie houten tuinbanken van eikenhout en teak, met de hand gemaakt in onze eigen werkplaats om jarenlang buiten te staan, in elk seizoen en bij elk weer.</p>"
            "<p>Er zijn op dit moment helaas geen producten die aan uw selectie voldoen.</p>",
        ),
    ),
    # one undated paragraph, but under a headline that is not the page's title: a notice on an article's URL
    "cs-wrapped-notice": (
        "https://congdong.example/cs/brno/tramvaj-2",
        lambda: _wrapped(
            "cs",
            "Brno prodlouží tramvajovou trať do Bystrce",
            "<h1>Článek byl přesunut do archivu</h1>"
            "<p>Tento článek jsme přesunuli do archivu, který je dostupný pouze registrovaným čtenářům našeho portálu. "
            "Registrace je zdarma a zabere jen chvilku, poté si můžete přečíst všechny starší články našich redaktorů bez jakéhokoli omezení a kdykoli.</p>",
        ),
    ),
    # one undated paragraph under the page's title, but the title is a section's name: an empty section
    "cs-wrapped-section": (
        "https://congdong.example/cs/rubrika/veda",
        lambda: _wrapped(
            "cs",
            "Věda a technika",
            "<h1>Věda a technika</h1>"
            "<p>V této rubrice zatím nenajdete žádné články, protože redakce pro vás právě připravuje nový obsah o vědě a technice. "
            "Vraťte se prosím později nebo si mezitím přečtěte nejnovější články v ostatních rubrikách našeho zpravodajského portálu.</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_UNDATED))
def test_undated_text_in_two_blocks_or_under_another_headline_stays_thin(name: str) -> None:
    url, build = _UNDATED[name]
    assert not gptr_fulltext.extract(build(), url=url).is_full
