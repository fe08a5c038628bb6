"""The rules changed in blind round 13 (#17), each on pages of its own in two languages and layouts.

Every change has the pages it turns right (wrong on the code before it) and guard pages of the same
shape that must keep their verdict. The two layouts are this file's own — a small site whose text
sits in a column between a menu and a footer, and a news site whose story is one `<article>` with
a kicker, share links and a rail — and no page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest
from lxml.etree import Element, SubElement, _Element
from lxml.html import fromstring

import gptr_fulltext
from gptr_fulltext.extraction.unjoin import split_joined_articles


def _column(lang: str, title: str, content: str, tail: str = "") -> bytes:
    """A menu, the text in a column, `tail` under it, a footer."""
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} · Mtaa Wetu</title></head>"
        "<body><div class='menu'><a href='/'>Mwanzo</a> <a href='/habari'>Habari</a> <a href='/michezo'>Michezo</a></div>"
        f"<div class='column'>{content}{tail}</div>"
        "<div class='footer'><a href='/faragha'>Faragha</a> · © 2026 Mtaa Wetu</div></body></html>"
    ).encode()


def _story(lang: str, title: str, content: str, tail: str = "") -> bytes:
    """A news site: a masthead and menu, the story as one `<article>` (kicker, headline, share links,
    body), a rail of most-read links and a footer; `tail` after the article's body."""
    rail = "".join(f"<li><a href='/n/{i}'>Tin nổi bật số {i} trong ngày</a></li>" for i in range(5))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Báo Sông Hồng</title></head>"
        "<body><header><a href='/'>Báo Sông Hồng</a><nav><a href='/thoi-su'>Thời sự</a> <a href='/the-gioi'>Thế giới</a> <a href='/kinh-te'>Kinh tế</a></nav></header>"
        "<main><article class='story'><div class='kicker'><a href='/thoi-su'>Thời sự</a></div>"
        f"{content}{tail}<div class='share'><a href='#'>Facebook</a><a href='#'>Zalo</a></div></article>"
        f"<aside><h2>Đọc nhiều</h2><ol>{rail}</ol></aside></main>"
        "<footer><a href='/lien-he'>Liên hệ</a> © 2026</footer></body></html>"
    ).encode()


def _judged(build: Callable[[], bytes], url: str) -> gptr_fulltext.Extraction:
    return gptr_fulltext.extract(build(), url=url)


# ---------------------------------------------------------------- comments whose article is elsewhere (`rules._comments_only`)


def _comments(items: list[tuple[str, str]], reply: str) -> str:
    return "".join(
        f"<div class='c'><span class='who'>{who}</span> <span class='ago'>2 h</span><p>{said}</p><a href='#r'>{reply}</a></div>"
        for who, said in items
    )


_SW_COMMENTS = [
    ("Baraka", "Hatimaye barabara itajengwa, tumesubiri miaka mingi sana."),
    ("mama_Zawadi", "Watoto wetu watavuka salama sasa kwenda shuleni kila asubuhi."),
    ("Juma K.", "Natumaini hawatachelewesha kazi kama walivyofanya mwaka jana."),
    ("Halima", "Pesa hizi zingefaa zaidi kwenye zahanati ya kijiji chetu."),
    ("Petro", "Asanteni kwa habari, tutafuatilia maendeleo ya ujenzi."),
]
_NL_COMMENTS = [
    ("Henk", "Eindelijk een fietspad langs de dijk, ik rijd daar elke dag naar mijn werk."),
    ("Sanne_B", "Jammer dat de bomen aan de oostkant ervoor moeten wijken, dat had anders gekund."),
    ("Pieter", "De gemeente had dit tien jaar geleden al beloofd, eerst zien dan geloven."),
    ("Fatima", "Mijn kinderen kunnen nu veilig naar school fietsen, daar ben ik blij mee."),
    ("J. de Vries", "Wie betaalt het onderhoud straks? Daar lees ik niets over in de plannen."),
]

_COMMENT_PAGES: dict[str, tuple[str, Callable[[], bytes]]] = {
    # Swahili (no comment word in any lexicon): a heading that counts the comments, in the column layout
    "sw-counted": (
        "https://mtaawetu.example/habari/barabara/maoni",
        lambda: _column("sw", "Maoni", f"<h2>Maoni (5)</h2>{_comments(_SW_COMMENTS, 'Jibu')}"),
    ),
    # Dutch: a heading that names them, in the news layout with a link back to the article
    "nl-named": (
        "https://nieuwsblad-west.example/2026/12/07/fietspad/reacties",
        lambda: _story(
            "nl",
            "Reacties: nieuw fietspad langs de dijk",
            "<h1>Reacties op: Nieuw fietspad langs de dijk</h1><p><a href='/2026/12/07/fietspad'>Naar het artikel</a></p>"
            + _comments(_NL_COMMENTS, "Reageer"),
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_COMMENT_PAGES))
def test_comments_whose_article_is_elsewhere_are_dropped(name: str) -> None:
    url, build = _COMMENT_PAGES[name]
    extraction = _judged(build, url)
    assert not extraction.is_full
    assert extraction.reason is gptr_fulltext.Reason.LISTING_PAGE, extraction.detail
    assert "reader comments" in extraction.detail


_THREADS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a forum thread of the same shape, headed by its topic (with a number in it, not a count)
    "sw-topic": (
        "https://mtaawetu.example/jukwaa/mada/118",
        lambda: _column(
            "sw",
            "Mtoto wa miaka 4 halali mapema",
            f"<h1>Mtoto wa miaka 4 halali mapema</h1>{_comments(_SW_COMMENTS, 'Jibu')}",
        ),
    ),
    # a topic named like a product and its version: no count
    "nl-version": (
        "https://forum-techniek.example/topic/2291",
        lambda: _story("nl", "Windows 11", f"<h1>Windows 11</h1>{_comments(_NL_COMMENTS, 'Reageer')}"),
    ),
    # a photo post: its own headline over the picture, the counted comments a section under it
    "sw-photo": (
        "https://mtaawetu.example/picha/koti-jekundu",
        lambda: _column(
            "sw",
            "Mtaani: koti jekundu",
            f"<h2>Mtaani: koti jekundu</h2><img src='/p/881.jpg' alt=''><h3>5 Maoni</h3>{_comments(_SW_COMMENTS, 'Jibu')}",
        ),
    ),
    # the article itself with its comments under it: the article's text stands outside the thread
    "nl-article": (
        "https://nieuwsblad-west.example/2026/12/07/fietspad",
        lambda: _story(
            "nl",
            "Nieuw fietspad langs de dijk",
            "<h1>Nieuw fietspad langs de dijk</h1><p class='date'>7 december 2026</p>"
            "<p>De gemeente legt volgend voorjaar een vrijliggend fietspad aan langs de westelijke dijk. Het pad wordt drie kilometer lang en verbindt de nieuwe wijk met het station en twee basisscholen.</p>"
            "<p>Voor de aanleg moeten aan de oostkant veertig bomen wijken; de gemeente belooft er elders in de wijk het dubbele aantal terug te planten. De kosten worden geraamd op 2,4 miljoen euro.</p>"
            f"<h2>Reacties (5)</h2>{_comments(_NL_COMMENTS, 'Reageer')}",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_THREADS))
def test_forum_threads_and_articles_with_comments_are_kept(name: str) -> None:
    url, build = _THREADS[name]
    extraction = _judged(build, url)
    assert extraction.is_full, extraction.detail


# ---------------------------------------------------------------- the button of a bare sign-up field (`briefs._bare_field`)

_NEWSLETTER = (
    "<form class='signup' action='/subscribe'><input type='email' placeholder='@'><button>{}</button></form>"
)

_BRIEFS: dict[str, tuple[str, Callable[[], bytes]]] = {
    # a dated Swahili brief of 30 words, a bare newsletter field under it
    "sw-column": (
        "https://mtaawetu.example/habari/2026/12/07/maji",
        lambda: _column(
            "sw",
            "Maji yatakatika Jumanne katika mitaa mitatu",
            "<h1>Maji yatakatika Jumanne katika mitaa mitatu</h1><p class='date'>7 Desemba 2026</p>"
            "<p>Mamlaka ya maji imetangaza kuwa huduma itakatika Jumanne kuanzia saa tatu asubuhi hadi jioni katika mitaa mitatu ya kati. Wakazi wameombwa kuhifadhi maji ya kutosha kabla ya siku hiyo.</p>",
            _NEWSLETTER.format("Jiunge"),
        ),
    ),
    # a dated Vietnamese brief in the news layout, the field inside the article
    "vi-story": (
        "https://baosonghong.example/thoi-su/2026/12/07/cau-moi",
        lambda: _story(
            "vi",
            "Hà Nội thông xe cầu vượt mới ở nút giao phía nam",
            "<h1>Hà Nội thông xe cầu vượt mới ở nút giao phía nam</h1><p class='date'>07/12/2026 07:45</p>"
            "<p>Sáng nay Hà Nội chính thức thông xe cây cầu vượt mới tại nút giao phía nam thành phố. Công trình dài sáu trăm mét, giúp giảm ùn tắc vào giờ cao điểm cho hàng chục nghìn phương tiện mỗi ngày.</p>",
            _NEWSLETTER.format("Đăng ký"),
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_BRIEFS))
def test_brief_above_a_bare_sign_up_field_is_kept(name: str) -> None:
    url, build = _BRIEFS[name]
    extraction = _judged(build, url)
    assert extraction.is_full, extraction.detail


def test_a_sign_up_form_that_asks_in_words_still_counts_beside_a_lede() -> None:
    """A registration box says what it wants: its button stands beside the lede as before."""
    wall = (
        "<form action='/register'><p>Jisajili bure ili uendelee kusoma habari hii yote.</p>"
        "<input type='email' placeholder='@'><button>Jisajili</button></form>"
    )
    lede = (
        "<h1>Bei ya mahindi yapanda sokoni</h1>"
        "<p>Bei ya mahindi katika masoko ya jiji imepanda kwa karibu theluthi moja ndani ya mwezi mmoja, huku wakulima wakisema mvua chache zimepunguza mavuno ya msimu huu kwa kiasi kikubwa.</p>"
    )
    extraction = _judged(
        lambda: _column("sw", "Bei ya mahindi yapanda sokoni", lede, wall),
        "https://mtaawetu.example/biashara/mahindi",
    )
    assert not extraction.is_full


# ---------------------------------------------------------------- stack traces are no content (`traces`)

_PYTHON_TRACE = (
    "<pre>Traceback (most recent call last):\n"
    '  File "/srv/venv/lib/python3.12/site-packages/django/core/handlers/exception.py", line 55, in inner\n    response = get_response(request)\n'
    '  File "/srv/venv/lib/python3.12/site-packages/django/core/handlers/base.py", line 197, in _get_response\n    response = wrapped_callback(request, *callback_args, **callback_kwargs)\n'
    '  File "/srv/app/views/orders.py", line 41, in show\n    order = Order.objects.get(pk=pk)\n'
    '  File "/srv/venv/lib/python3.12/site-packages/django/db/models/query.py", line 649, in get\n    raise self.model.DoesNotExist(\n'
    "orders.models.Order.DoesNotExist: Order matching query does not exist.</pre>"
)
_JAVA_TRACE = (
    '<pre>java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null\n'
    "\tat com.example.shop.CartService.addItem(CartService.java:88)\n"
    "\tat com.example.shop.CartController.post(CartController.java:42)\n"
    "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)\n"
    "\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:166)\n"
    "\tat org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:174)\n"
    "\tat org.apache.catalina.connector.CoyoteAdapter.service(CoyoteAdapter.java:340)\n"
    "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:206)</pre>"
)
_ERRORS: dict[str, tuple[str, Callable[[], bytes]]] = {
    "sw-python": (
        "https://mtaawetu.example/oda/5521",
        lambda: _column(
            "sw",
            "Hitilafu ya seva",
            f"<h1>Hitilafu 500</h1><p>Samahani, kuna tatizo kwenye seva yetu. Tafadhali jaribu tena baadaye.</p>{_PYTHON_TRACE}",
        ),
    ),
    "vi-java": (
        "https://baosonghong.example/gio-hang",
        lambda: _story(
            "vi",
            "Lỗi máy chủ",
            f"<h1>Đã xảy ra lỗi</h1><p>Rất tiếc, hệ thống đang gặp sự cố. Vui lòng thử lại sau ít phút.</p>{_JAVA_TRACE}",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_ERRORS))
def test_an_error_page_printing_its_stack_trace_is_too_short(name: str) -> None:
    url, build = _ERRORS[name]
    extraction = _judged(build, url)
    assert extraction.reason is gptr_fulltext.Reason.TOO_SHORT, extraction.detail


def test_an_article_explaining_a_stack_trace_keeps_its_words() -> None:
    """A tutorial that shows a trace has its prose around it: the prose counts, the page is full."""
    prose = (
        "<h1>Kusoma ujumbe wa hitilafu wa Python</h1>"
        "<p>Programu inapokwama, Python huchapisha orodha ya hatua zilizoitwa kabla ya hitilafu. Mstari wa mwisho unataja aina ya hitilafu na ujumbe wake, na mistari ya juu inaonyesha faili na namba ya mstari ambapo kila hatua ilitokea.</p>"
        f"{_PYTHON_TRACE}"
        "<p>Hapa hitilafu ni kwamba oda iliyoombwa haipo kwenye hifadhidata. Suluhisho ni kukagua kwanza kama oda ipo, au kurudisha ukurasa wa kosa 404 badala ya kuruhusu programu kuanguka.</p>"
    )
    extraction = _judged(
        lambda: _column("sw", "Kusoma ujumbe wa hitilafu wa Python", prose),
        "https://mtaawetu.example/mafunzo/python-hitilafu",
    )
    assert extraction.is_full, extraction.detail


# ---------------------------------------------------------------- alphabets without spaces are not read by compression (`rules._unspaced`)

_THAI_PARAGRAPHS = [
    "เมื่อห้าปีก่อน ชาวบ้านริมแม่น้ำในอำเภอเล็ก ๆ แห่งหนึ่งเริ่มปลูกต้นไม้ตามตลิ่งที่พังทลายจากน้ำหลากทุกปี",
    "ผู้นำชุมชนเล่าว่าในปีแรกต้นไม้ตายไปเกือบครึ่ง เพราะน้ำท่วมสูงกว่าที่คาดไว้ แต่ชาวบ้านก็ไม่ยอมแพ้และปลูกซ่อมทุกฤดูฝน",
    "วันนี้แนวต้นไม้ยาวกว่าสามกิโลเมตรช่วยยึดดินไว้ได้ และนกหลายชนิดที่หายไปนานก็กลับมาทำรังอีกครั้ง",
    "นักวิชาการจากมหาวิทยาลัยในจังหวัดใกล้เคียงเข้ามาเก็บข้อมูลทุกเดือน และพบว่าตะกอนที่สะสมหลังแนวต้นไม้เพิ่มขึ้นทุกปี",
    "อย่างไรก็ตาม ชุมชนยังต้องการงบประมาณสำหรับดูแลต้นกล้าและค่าแรงของอาสาสมัครที่ลาดตระเวนในช่วงน้ำหลาก",
    "ผู้ใหญ่บ้านกล่าวว่า สิ่งที่สำคัญที่สุดคือให้เด็ก ๆ ในหมู่บ้านได้เรียนรู้ว่าแม่น้ำและป่าริมน้ำเป็นของทุกคน",
]


@pytest.mark.parametrize("layout", [_column, _story])
def test_thai_prose_without_full_stops_is_no_word_list(layout: Callable[..., bytes]) -> None:
    """Thai marks no sentence end and its alphabet compresses like repetition does: not a keyword list."""
    body = "<h1>ชุมชนริมน้ำปลูกป่าตลิ่งสามกิโลเมตร</h1>" + "".join(f"<p>{p}</p>" for p in _THAI_PARAGRAPHS * 2)
    extraction = _judged(
        lambda: layout("th", "ชุมชนริมน้ำปลูกป่าตลิ่งสามกิโลเมตร", body), "https://khao.example/rim-nam"
    )
    assert extraction.is_full, extraction.detail


def test_cjk_keywords_said_over_and_over_are_still_a_word_list() -> None:
    body = "<h1>便宜机票</h1>" + "".join(
        f"<p>{'便宜机票 特价机票 北京机票 上海机票 打折机票 ' * 6}</p>" for _ in range(4)
    )
    extraction = _judged(lambda: _column("zh", "便宜机票", body), "https://jipiao.example/")
    assert extraction.reason is gptr_fulltext.Reason.WORD_LIST, extraction.detail


# ---------------------------------------------------------------- a hidden paywall box over a whole text (`paywalls._hidden_over_text`)

_HIDDEN_BOX = "<div class='overlay' style='display:none'><h3>{}</h3><a href='/subscribe'>{}</a></div>"
_WHOLE: dict[str, tuple[str, Callable[[], bytes]]] = {
    "en-column": (
        "https://mtaawetu.example/en/2026/12/07/ferry",
        lambda: _column(
            "en",
            "The island ferry returns to a daily timetable",
            "<h1>The island ferry returns to a daily timetable</h1><p class='date'>7 December 2026</p>"
            "<p>The ferry to the northern islands will sail every day again from January, after two years of a reduced winter timetable. The operator said a second crew had been hired and trained over the autumn.</p>"
            "<p>Islanders had campaigned for the change since the school on the largest island closed and pupils began to travel to the mainland. Tickets for residents will keep their current price.</p>"
            "<p>The first sailing leaves the harbour at seven in the morning; the last returns at nine in the evening, an hour later than in summer.</p>",
            _HIDDEN_BOX.format("You have reached your free article limit", "Subscribe to continue reading"),
        ),
    ),
    "vi-story": (
        "https://baosonghong.example/kinh-te/2026/12/07/cang-bien",
        lambda: _story(
            "vi",
            "Cảng biển miền Trung mở tuyến container mới",
            "<h1>Cảng biển miền Trung mở tuyến container mới</h1><p class='date'>07/12/2026 09:10</p>"
            "<p>Cảng biển lớn nhất miền Trung vừa mở tuyến container trực tiếp đi các cảng Đông Bắc Á, mỗi tuần hai chuyến. Doanh nghiệp trong vùng sẽ không còn phải chuyển hàng qua cảng phía Nam.</p>"
            "<p>Ban quản lý cảng cho biết chi phí vận chuyển có thể giảm gần một phần năm, thời gian giao hàng rút ngắn ba ngày. Tuyến mới do hai hãng tàu cùng khai thác.</p>"
            "<p>Các hiệp hội doanh nghiệp đề nghị địa phương sớm nâng cấp đường dẫn vào cảng để xe tải không ùn tắc trong giờ cao điểm.</p>",
            _HIDDEN_BOX.format("Bạn đã đọc hết số bài miễn phí", "Đăng ký để đọc tiếp"),
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_WHOLE))
def test_a_whole_text_under_a_hidden_paywall_box_is_full(name: str) -> None:
    url, build = _WHOLE[name]
    extraction = _judged(build, url)
    assert extraction.is_full, extraction.detail


def test_a_shown_paywall_box_after_the_same_text_is_still_a_wall() -> None:
    """The same box shown to every reader, after a lede cut mid-sentence: a paywall teaser."""
    box = "<div class='overlay'><h3>You have reached your free article limit</h3><a href='/subscribe'>Subscribe to continue reading</a></div>"
    lede = (
        "<h1>The island ferry returns to a daily timetable</h1><p class='date'>7 December 2026</p>"
        "<p>The ferry to the northern islands will sail every day again from January, after two years of a reduced winter timetable, and the operator</p>"
    )
    extraction = _judged(
        lambda: _column("en", "The island ferry returns to a daily timetable", lede, box),
        "https://mtaawetu.example/en/ferry",
    )
    assert extraction.reason is gptr_fulltext.Reason.PAYWALL_TEASER, extraction.detail


# ---------------------------------------------------------------- an article read whole by the baseline rescue, split back (`extraction.unjoin`)


def _body(text: str) -> _Element:
    """A body of one paragraph, as trafilatura's baseline rescue builds it."""
    body = Element("body")
    SubElement(body, "p").text = text
    return body


def test_an_article_read_as_one_line_is_split_at_its_blocks() -> None:
    tree = fromstring(
        "<html><body><article><h1>Danh bạ quán ăn</h1><div class='card'><a href='/q/1'>Quán Phở Gốc</a><p>12 Hàng Bông</p></div>"
        "<div class='card'><a href='/q/2'>Bún Chả Ngõ</a><p>4 Lý Quốc Sư</p></div></article></body></html>"
    )
    body = _body("Danh bạ quán ăn Quán Phở Gốc 12 Hàng Bông Bún Chả Ngõ 4 Lý Quốc Sư")
    split_joined_articles(body, tree)
    assert [p.text for p in body] == [
        "Danh bạ quán ăn",
        "Quán Phở Gốc",
        "12 Hàng Bông",
        "Bún Chả Ngõ",
        "4 Lý Quốc Sư",
    ]


def test_a_paragraph_that_is_no_article_read_whole_is_left_alone() -> None:
    tree = fromstring(
        "<html><body><article><h1>Tiêu đề</h1><p>Đoạn một.</p><p>Đoạn hai.</p></article></body></html>"
    )
    body = _body("Đoạn một. Đoạn hai.")
    split_joined_articles(body, tree)
    assert [p.text for p in body] == ["Đoạn một. Đoạn hai."]


def _directory(lang: str, title: str, entries: list[tuple[str, str]]) -> str:
    cards = "".join(
        f"<div class='entry'><h3><a href='/d/{i}'>{name}</a></h3><p>{where}</p></div>"
        for i, (name, where) in enumerate(entries)
    )
    return f"<h1>{title}</h1>{cards}"


_LISTINGS: dict[str, tuple[str, Callable[[], bytes]]] = {
    "vi-story": (
        "https://baosonghong.example/danh-ba/quan-an",
        lambda: _story(
            "vi",
            "Danh bạ quán ăn phố cổ",
            _directory(
                "vi",
                "Danh bạ quán ăn phố cổ",
                [
                    ("Quán Phở Gốc Hàng Bông", "12 Hàng Bông, Hoàn Kiếm · mở 6h–22h"),
                    ("Bún Chả Ngõ Nhỏ", "4 Lý Quốc Sư, Hoàn Kiếm · mở 10h–21h"),
                    ("Chè Bốn Mùa Cổ", "4 Hàng Cân, Hoàn Kiếm · mở 9h–23h"),
                    ("Bánh Cuốn Bà Hoành", "66 Tô Hiến Thành · mở 6h–14h"),
                    ("Cà Phê Giảng Xưa", "39 Nguyễn Hữu Huân · mở 7h–22h"),
                    ("Xôi Yến Góc Phố", "35B Nguyễn Hữu Huân · mở 6h–23h"),
                ],
            ),
        ),
    ),
    "sw-story": (
        "https://mtaawetu.example/orodha/migahawa",
        lambda: _story(
            "sw",
            "Orodha ya migahawa ya mjini",
            _directory(
                "sw",
                "Orodha ya migahawa ya mjini",
                [
                    ("Mgahawa wa Pwani Mzuri", "Barabara ya Bahari 12 · wazi saa 2–4"),
                    ("Chakula cha Nyumbani Kwetu", "Mtaa wa Soko 4 · wazi saa 1–3"),
                    ("Samaki wa Ziwa Safi", "Barabara ya Ziwa 7 · wazi saa 3–5"),
                    ("Chai na Maandazi Asubuhi", "Kituo cha Basi 2 · wazi saa 12–6"),
                    ("Nyama Choma ya Jioni", "Mtaa wa Tatu 9 · wazi saa 10–4"),
                    ("Juisi na Matunda Freshi", "Soko Kuu 1 · wazi saa 2–2"),
                ],
            ),
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_LISTINGS))
def test_a_directory_in_an_article_is_a_listing(name: str) -> None:
    url, build = _LISTINGS[name]
    extraction = _judged(build, url)
    assert not extraction.is_full, extraction.text
