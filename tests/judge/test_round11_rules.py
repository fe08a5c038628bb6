"""The rules changed after blind round 11 (#17), each on pages of its own in two languages and layouts.

Every change has its full pages (dropped by the code before it) and guard pages of the same shape that
must stay thin. The two layouts are this file's own — a portal with a story column and a column of
links, and a plain page whose copyright strip stands above the text — and no page is a blind page or
copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext


def _portal(lang: str, title: str, content: str) -> bytes:
    """A header with a menu, the content in a story column, a column of links, a footer."""
    menu = "".join(f"<a href='/c/{i}'>Kategoria {i}</a> " for i in range(6))
    links = "".join(
        f"<li><a href='/n/{i}'>Another headline of the hour, number {i}</a></li>" for i in range(5)
    )
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Portaali</title></head>"
        f"<body><div class='head'><a href='/'>Portaali</a><div class='menu'>{menu}</div></div>"
        f"<div class='cols'><div id='story'>{content}</div><div class='links'><ul>{links}</ul></div></div>"
        "<div class='foot'><a href='/tietosuoja'>Privacy</a> · <a href='/yhteys'>Contact</a></div></body></html>"
    ).encode()


def _plain(lang: str, title: str, content: str) -> bytes:
    """A copyright strip and a site name above the content, an address line below it."""
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title} - Tin Nhanh</title></head><body>"
        "<p class='strip'>© 2026 Tin Nhanh</p><h3 class='site'>Tin Nhanh</h3>"
        f"<div class='main'>{content}</div><address>Tin Nhanh, Hà Nội</address></body></html>"
    ).encode()


# ---------------------------------------------------------------- briefs (`judge.briefs.is_brief`)

_BRIEFS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a `<time>` under the headline, no dateline: two sentences, 27 words
    "fi-portal": (
        "https://portaali.example/uutiset/2026/12/03/raitiolinja",
        lambda: _portal(
            "fi",
            "Raitiolinja 9 jatkuu Pasilan asemalle",
            "<h1>Raitiolinja 9 jatkuu Pasilan asemalle</h1><time datetime='2026-12-03T09:10+02:00'>3.12.2026 klo 9.10</time>"
            "<p>Helsingin kaupunki päätti keskiviikkona jatkaa raitiolinja yhdeksää Pasilan asemalta Ilmalan varikolle. "
            "Rakennustyöt alkavat ensi keväänä, ja uusi osuus otetaan käyttöön vuoden 2028 lopussa, kertoo kaupungin tiedote.</p>",
        ),
    ),
    # a date line under the headline, no dateline: two sentences, 34 words, the copyright strip above
    "vi-plain": (
        "https://tinnhanh.example/2026/12/03/xe-buyt-dien",
        lambda: _plain(
            "vi",
            "Hà Nội mở thêm ba tuyến xe buýt điện",
            "<h1>Hà Nội mở thêm ba tuyến xe buýt điện</h1><p class='date'>03/12/2026 07:45</p>"
            "<p>Sở Giao thông Hà Nội cho biết từ ngày 15 tháng 12 thành phố sẽ mở thêm ba tuyến xe buýt điện nối trung tâm với các khu đô thị phía tây. "
            "Giá vé giữ nguyên như các tuyến hiện nay.</p>",
        ),
    ),
}

_NOT_BRIEFS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # the same shape, dated, but a button stands beside the text in its box (a prompt, not a report)
    "fi-buttoned": (
        "https://portaali.example/uutiset/2026/12/03/verouudistus",
        lambda: _portal(
            "fi",
            "Hallitus esittää verouudistusta",
            "<h1>Hallitus esittää verouudistusta</h1><time datetime='2026-12-03T11:00+02:00'>3.12.2026 klo 11.00</time>"
            "<div class='box'><p>Hallitus esitteli keskiviikkona laajan verouudistuksen, joka muuttaisi ansiotulojen, eläkkeiden ja pääomatulojen verotusta jo ensi vuoden alusta alkaen. "
            "Oppositio vaati esityksestä pikaista lisäselvitystä eduskunnalle ennen joulutaukoa ja valiokuntakäsittelyä.</p><button>Jatka lukemista</button></div>",
        ),
    ),
    # dated, in sentences, but under a headline that is not the page's title: a notice on an article's URL
    "vi-notice": (
        "https://tinnhanh.example/2026/12/03/gia-xang",
        lambda: _plain(
            "vi",
            "Giá xăng giảm lần thứ ba liên tiếp",
            "<h1>Bạn sắp rời khỏi Tin Nhanh</h1><p class='date'>03/12/2026 10:02</p>"
            "<p>Liên kết bạn vừa chọn dẫn tới một trang web khác mà ban biên tập không quản lý và không chịu trách nhiệm về nội dung. "
            "Trình duyệt sẽ tự động chuyển bạn tới đó sau năm giây.</p>",
        ),
    ),
    # undated: an empty category in sentences; the only year on the page is the copyright strip's
    "vi-undated": (
        "https://tinnhanh.example/chuyen-muc/khoa-hoc",
        lambda: _plain(
            "vi",
            "Chuyên mục Khoa học",
            "<h1>Chuyên mục Khoa học</h1>"
            "<p>Hiện chưa có bài viết nào trong chuyên mục này vì ban biên tập đang chuẩn bị nội dung mới cho bạn đọc. "
            "Mời bạn quay lại sau hoặc xem các chuyên mục khác của trang.</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_BRIEFS))
def test_dated_titled_brief_is_kept(name: str) -> None:
    url, build = _BRIEFS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.detail


@pytest.mark.parametrize("name", sorted(_NOT_BRIEFS))
def test_buttoned_untitled_or_undated_short_text_stays_thin(name: str) -> None:
    url, build = _NOT_BRIEFS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full


# ---------------------------------------------------------------- Thai, Lao, Burmese, Khmer (`textstats.measured_words`)

_ABUGIDA_THIN: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a Khmer "service unavailable" notice of two sentences: over 50 words at a CJK character's rate
    "km-portal": (
        "https://portaali.example/km/news/8812",
        lambda: _portal(
            "km",
            "សេវាកម្មមិនអាចប្រើបាន",
            "<h1>សេវាកម្មមិនអាចប្រើបានជាបណ្តោះអាសន្ន</h1><p>ម៉ាស៊ីនមេរបស់យើងកំពុងជួបបញ្ហាបច្ចេកទេស ហើយទំព័រនេះមិនអាចបង្ហាញបានទេ។ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ ឬត្រឡប់ទៅទំព័រដើមវិញ។</p>",
        ),
    ),
    # a Lao teaser that stops at an ellipsis and leads to the story elsewhere
    "lo-plain": (
        "https://tinnhanh.example/lo/item/301",
        lambda: _plain(
            "lo",
            "ລາຄາເຂົ້າສານເພີ່ມຂຶ້ນ",
            "<h1>ລາຄາເຂົ້າສານເພີ່ມຂຶ້ນ</h1><p>ທີ່ມາ: ໜັງສືພິມທ້ອງຖິ່ນ</p><p>ພໍ່ຄ້າໃນຕະຫຼາດເຊົ້າກ່າວວ່າ ລາຄາເຂົ້າສານໄດ້ເພີ່ມຂຶ້ນເກືອບສອງເທົ່າໃນໄລຍະສາມເດືອນຜ່ານມາ ເນື່ອງຈາກຄ່າຂົນສົ່ງແລະລາຄານ້ຳມັນທີ່...</p>"
            "<p><a href='https://paper.example/lo/rice'>ອ່ານຕໍ່</a></p>",
        ),
    ),
}

_ABUGIDA_FULL: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a Thai report of three paragraphs, no sentence marks (Thai parts sentences with spaces)
    "th-portal": (
        "https://portaali.example/th/news/2026/12/03/rail",
        lambda: _portal(
            "th",
            "รถไฟทางคู่สายใต้เปิดให้บริการเพิ่ม",
            "<h1>รถไฟทางคู่สายใต้เปิดให้บริการเพิ่ม</h1>"
            "<p>การรถไฟแห่งประเทศไทยประกาศเปิดให้บริการรถไฟทางคู่ช่วงนครปฐมถึงชุมพรเพิ่มอีกสองขบวนต่อวัน ตั้งแต่วันที่สิบห้าธันวาคมเป็นต้นไป เพื่อรองรับผู้โดยสารที่เดินทางไปภาคใต้ในช่วงปีใหม่</p>"
            "<p>ผู้ว่าการการรถไฟกล่าวว่า ทางคู่ช่วยลดเวลาการเดินทางจากกรุงเทพไปหาดใหญ่ได้ประมาณสองชั่วโมง และทำให้รถไฟไม่ต้องรอสับหลีกกันที่สถานีเล็กอีกต่อไป</p>"
            "<p>ผู้โดยสารสามารถจองตั๋วล่วงหน้าได้ทางแอปพลิเคชันและที่สถานีทุกแห่ง ส่วนราคาค่าโดยสารยังคงเท่าเดิม</p>",
        ),
    ),
    # a Burmese report whose sentences end in "။"
    "my-plain": (
        "https://tinnhanh.example/my/2026/12/03/bridge",
        lambda: _plain(
            "my",
            "ဧရာဝတီမြစ်ကူးတံတားသစ် ဖွင့်လှစ်",
            "<h1>ဧရာဝတီမြစ်ကူးတံတားသစ် ဖွင့်လှစ်</h1>"
            "<p>ဧရာဝတီမြစ်ကို ဖြတ်ကျော်သည့် တံတားသစ်ကို ယနေ့ မနက်တွင် တရားဝင် ဖွင့်လှစ်ခဲ့သည်။ တံတားသည် ကီလိုမီတာ နှစ်ခုကျော် ရှည်လျားပြီး ကုန်တင်ကားများ ဖြတ်သန်းနိုင်သည်။</p>"
            "<p>ဒေသခံ ကုန်သည်များက ယခင်က ကူးတို့ဖြင့် နာရီပေါင်းများစွာ စောင့်ရသော်လည်း ယခု မိနစ်အနည်းငယ်အတွင်း ဖြတ်ကူးနိုင်ပြီဟု ဆိုသည်။ ဆောက်လုပ်ရေးဝန်ကြီးဌာနက လာမည့်နှစ်တွင် ချိတ်ဆက်လမ်းများကိုလည်း ချဲ့ထွင်မည်ဟု ပြောသည်။</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_ABUGIDA_THIN))
def test_short_abugida_notice_is_thin(name: str) -> None:
    url, build = _ABUGIDA_THIN[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full


@pytest.mark.parametrize("name", sorted(_ABUGIDA_FULL))
def test_abugida_report_is_kept(name: str) -> None:
    url, build = _ABUGIDA_FULL[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.detail


# ---------------------------------------------------------------- recipe cards (`judge.cards.is_recipe_card`)

_CARDS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # Finnish: six ingredient lines with quantities, three steps; 33 words as the length rule counts
    "fi-portal": (
        "https://portaali.example/reseptit/riisipuuro",
        lambda: _portal(
            "fi",
            "Riisipuuro",
            "<h1>Riisipuuro</h1><p>Joulun perinteinen aamupala.</p><h2>Ainekset</h2>"
            "<ul><li>2 dl puuroriisiä</li><li>3 dl vettä</li><li>1 l maitoa</li><li>1 tl suolaa</li><li>1 rkl voita</li><li>1 kanelitanko</li></ul>"
            "<h2>Valmistus</h2><ol><li>Kiehauta vesi ja lisää riisi, keitä kymmenen minuuttia.</li>"
            "<li>Lisää maito ja kaneli, haudu miedolla lämmöllä tunnin ajan välillä sekoittaen.</li><li>Mausta suolalla ja voilla ennen tarjoilua.</li></ol>",
        ),
    ),
    # Vietnamese: five ingredient lines, four steps, in the plain layout
    "vi-plain": (
        "https://tinnhanh.example/mon-ngon/che-chuoi",
        lambda: _plain(
            "vi",
            "Chè chuối",
            "<h1>Chè chuối</h1><h2>Nguyên liệu</h2><ul><li>6 quả chuối sứ</li><li>400 ml nước cốt dừa</li><li>50 g bột báng</li><li>100 g đường</li><li>1 nhúm muối</li></ul>"
            "<h2>Cách làm</h2><ol><li>Bóc vỏ chuối, cắt khúc và ướp với đường.</li><li>Ngâm bột báng trong nước mười lăm phút.</li>"
            "<li>Nấu nước cốt dừa với bột báng đến khi trong.</li><li>Cho chuối vào, nêm muối và tắt bếp.</li></ol>",
        ),
    ),
}

_NOT_CARDS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a recipe teaser: the ingredients, then a prompt where the steps would be
    "fi-teaser": (
        "https://portaali.example/reseptit/lohikeitto",
        lambda: _portal(
            "fi",
            "Lohikeitto",
            "<h1>Lohikeitto</h1><p>Kermainen keitto arkeen.</p><ul><li>400 g lohta</li><li>6 perunaa</li><li>1 sipuli</li><li>2 dl kermaa</li><li>1 l vettä</li><li>1 nippu tilliä</li></ul>"
            "<div class='box'><p>Valmistusohje on tilaajille.</p><a class='btn' href='/tilaa'>Tilaa</a></div>",
        ),
    ),
    # a shop category: lines with prices, no steps
    "vi-shop": (
        "https://tinnhanh.example/cua-hang/trai-cay",
        lambda: _plain(
            "vi",
            "Trái cây",
            "<h1>Trái cây</h1><ul><li>Chuối sứ 25.000 đ</li><li>Xoài cát 60.000 đ</li><li>Cam sành 35.000 đ</li><li>Bưởi da xanh 80.000 đ</li><li>Thanh long 30.000 đ</li></ul>"
            "<p>Giao hàng miễn phí cho đơn từ 200.000 đ.</p>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_CARDS))
def test_recipe_card_is_kept(name: str) -> None:
    url, build = _CARDS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.detail


@pytest.mark.parametrize("name", sorted(_NOT_CARDS))
def test_ingredients_or_prices_without_steps_stay_thin(name: str) -> None:
    url, build = _NOT_CARDS[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full


# ---------------------------------------------------------------- text said twice (`rules._repeated`)

_FI_COMMENTS = [
    "Hyvä juttu, vihdoin joku kirjoitti tästä asiasta.",
    "Meidän kadulla on ollut sama ongelma jo vuosia.",
    "Kuka maksaa nämä kaikki korjaukset lopulta?",
    "Kaupunki reagoi aina liian myöhään näissä asioissa.",
    "Kiitos tiedosta, en tiennyt tästä mitään.",
]
_VI_COMMENTS = [
    "Bài viết rất hay, cảm ơn tác giả nhiều.",
    "Khu tôi ở cũng bị ngập như vậy mỗi mùa mưa.",
    "Không biết bao giờ thành phố mới sửa đường này?",
    "Mong chính quyền sớm có giải pháp lâu dài.",
    "Tôi đồng ý với ý kiến của bạn ở trên.",
]

_TWICE: dict[str, tuple[str, Callable[[], bytes]]] = {
    # comments without their article, listed as highlights and again with reply links: 39 words said twice
    "fi-portal": (
        "https://portaali.example/uutiset/katu/kommentit",
        lambda: _portal(
            "fi",
            "Kommentit",
            "<h2>Kommentit (5)</h2><div class='top'>"
            + "".join(f"<div class='c'><p>{t}</p></div>" for t in _FI_COMMENTS)
            + "</div><div class='all'>"
            + "".join(
                f"<div class='c'><span class='n'>Nimimerkki{i}</span><p>{t}</p><a href='#v{i}'>Vastaa</a></div>"
                for i, t in enumerate(_FI_COMMENTS)
            )
            + "</div>",
        ),
    ),
    # the same in Vietnamese, plain paragraphs, then the posts with their buttons
    "vi-plain": (
        "https://tinnhanh.example/2026/12/03/duong/binh-luan",
        lambda: _plain(
            "vi",
            "Bình luận",
            "<h1>Bình luận</h1><section>"
            + "".join(f"<p class='hl'>{t}</p>" for t in _VI_COMMENTS)
            + "</section><section>"
            + "".join(
                f"<div class='bl'><p>{t}</p><button>Trả lời</button> <button>Thích</button></div>"
                for t in _VI_COMMENTS
            )
            + "</section>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_TWICE))
def test_text_said_twice_counts_once(name: str) -> None:
    url, build = _TWICE[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full


def test_pull_quote_repeating_a_sentence_stays_full() -> None:
    """A pull quote repeats one sentence of a paragraph, not the paragraph: the article keeps its words."""
    said = "Raitiovaunu on kaupungin selkäranka, sanoo liikennejohtaja Mari Laine."
    content = (
        "<h1>Raitiotieverkko kasvaa kolmella linjalla</h1>"
        f"<p>Helsingin raitiotieverkko kasvaa ensi vuonna kolmella uudella linjalla, jotka yhdistävät itäiset lähiöt keskustaan. {said}</p>"
        f"<blockquote class='pull'>{said}</blockquote>"
        "<p>Uudet linjat maksavat yhteensä noin neljäsataa miljoonaa euroa, josta valtio maksaa kolmanneksen. Rakennustyöt alkavat keväällä ja kestävät kolme vuotta, minkä aikana bussiliikennettä lisätään.</p>"
    )
    extraction = gptr_fulltext.extract(
        _portal("fi", "Raitiotieverkko kasvaa kolmella linjalla", content),
        url="https://portaali.example/uutiset/raitiotie",
    )
    assert extraction.is_full, extraction.detail


# ---------------------------------------------------------------- dictionary entries (`judge.cards`)

_ENTRIES: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a Finnish headword over three numbered senses with examples, under 50 words as the length rule counts
    "fi-portal": (
        "https://portaali.example/sanakirja/sisu",
        lambda: _portal(
            "fi",
            "sisu",
            "<h1>sisu</h1><p class='gram'>substantiivi</p><ol>"
            "<li>Sitkeys, rohkeus ja periksiantamattomuus, joka auttaa jatkamaan vaikeissa oloissa silloinkin, kun voimat ovat lopussa. <i>Hänellä riitti sisua loppuun asti.</i></li>"
            "<li>Sisäinen voima ja luonteen lujuus, jota ihminen tarvitsee elämän suurissa koettelemuksissa. <i>Hän näytti sisunsa.</i></li>"
            "<li>(murteellinen) Eläimen sisäelimet.</li></ol><p>Johdokset: sisukas, sisukkuus.</p>",
        ),
    ),
    # a Vietnamese headword over a definition list of senses
    "vi-plain": (
        "https://tinnhanh.example/tu-dien/mua",
        lambda: _plain(
            "vi",
            "mưa",
            "<h1>mưa</h1><p>danh từ</p><dl><dt>1.</dt><dd>Nước từ các đám mây rơi xuống mặt đất thành hạt. <i>Trời mưa to cả đêm.</i></dd>"
            "<dt>2.</dt><dd>Vật rơi xuống nhiều và dày như mưa. <i>Mưa hoa rơi trên sân.</i></dd></dl>",
        ),
    ),
}

_NOT_ENTRIES: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a notice whose headline is a sentence, over a numbered list of suggestions
    "fi-notice": (
        "https://portaali.example/sanakirja/sisuu",
        lambda: _portal(
            "fi",
            "Sanaa ei löytynyt",
            "<h1>Sanaa ei löytynyt</h1><p>Hakemaasi sanaa ei ole sanakirjassa.</p><ol><li>Tarkista sanan kirjoitusasu ja yritä uudelleen.</li>"
            "<li>Kokeile sanan perusmuotoa tai lyhyempää hakua.</li></ol>",
        ),
    ),
    # a headword with no senses: a bulleted list of other headwords
    "vi-suggestions": (
        "https://tinnhanh.example/tu-dien/muaa",
        lambda: _plain(
            "vi",
            "muaa",
            "<h1>muaa</h1><p>Không tìm thấy mục từ này trong từ điển của chúng tôi.</p><p>Có phải bạn muốn tìm:</p>"
            "<ul><li><a href='/tu-dien/mua'>mưa</a></li><li><a href='/tu-dien/mua-2'>mua</a></li><li><a href='/tu-dien/mua-3'>múa</a></li></ul>",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_ENTRIES))
def test_dictionary_entry_is_kept(name: str) -> None:
    url, build = _ENTRIES[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert extraction.is_full, extraction.detail


@pytest.mark.parametrize("name", sorted(_NOT_ENTRIES))
def test_sentence_headline_or_senseless_headword_stays_thin(name: str) -> None:
    url, build = _NOT_ENTRIES[name]
    extraction = gptr_fulltext.extract(build(), url=url)
    assert not extraction.is_full


def test_one_paragraph_said_over_and_over_is_no_passage() -> None:
    """A layout demo repeating one paragraph between its headings is judged on all of its words (only a
    passage of two different blocks said again counts once)."""
    para = (
        "<p>Tämä kappale näyttää, miten teksti kulkee kuvan ympäri eri asetteluissa, ja se toistuu sivulla "
        "jokaisen esimerkin jälkeen, jotta eri asetteluja voi verrata toisiinsa helposti ja nopeasti.</p>"
    )
    content = "<h1>Kuvat tekstissä</h1>" + "".join(f"<h2>Esimerkki {i}</h2>{para}" for i in range(1, 5))
    extraction = gptr_fulltext.extract(
        _portal("fi", "Kuvat tekstissä", content), url="https://portaali.example/ohjeet/kuvat"
    )
    assert extraction.is_full, extraction.detail
