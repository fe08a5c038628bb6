"""Round 17 (#17): notices, shells and non-articles — pages whose text is about the page or the service
itself (an error, a quota, a region block, a redirect), a JavaScript shell whose notice is its only
text, a debug page printing frames without files, a column of reader reactions — told from real pages
that look like them (an explainer, a dated brief, a product sheet, a forum thread, a glossary entry, an
interview). Each page goes through the public `extract()` in layouts of this file's own: a shop with an
announcement bar and a cookie line, a portal of `header`/`main`/`footer`, a table layout. No page is a
blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext

_MENU = ("Home", "Shop", "Journal", "About", "Contact")


def _portal(lang: str, title: str, h1: str, body: str, head: str = "") -> bytes:
    nav = "".join(f"<li><a href='/n/{i}'>{word}</a></li>" for i, word in enumerate(_MENU))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Portal</title>{head}</head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><h1>{h1}</h1>{body}</main>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p><p>© 2026 Portal</p></footer></body></html>"
    ).encode()


def _shop(lang: str, title: str, h1: str, body: str, head: str = "") -> bytes:
    nav = "".join(f"<a href='/c/{i}'>{word}</a> " for i, word in enumerate(_MENU))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title} – Lumen Store</title>{head}</head><body>"
        "<div class='announcement'>🚚 Free shipping from 40 €</div>"
        f"<div class='header'><a class='logo' href='/'>Lumen</a><div class='menu'>{nav}</div><a href='/cart'>🛒 0</a></div>"
        f"<div class='page-width'><div class='rte'><h1>{h1}</h1>{body}</div></div>"
        "<div class='footer'><div class='newsletter'><h3>Newsletter</h3><form><input type='email'><button>OK</button></form></div>"
        "<p>© 2026 Lumen Store</p></div></body></html>"
    ).encode()


def _table(lang: str, title: str, h1: str, body: str, head: str = "") -> bytes:
    side = "<br>".join(f"<a href='/s/{i}'>{word}</a>" for i, word in enumerate(_MENU))
    return (
        f"<html lang='{lang}'><head><title>{title}</title>{head}</head><body><table width='760'><tr>"
        f"<td width='150' valign='top'><font size='2'>{side}</font></td>"
        f"<td valign='top'><h2>{h1}</h2>{body}</td></tr>"
        "<tr><td colspan='2'><font size='1'>© 2026 · <a href='/mail'>Mail</a></font></td></tr></table></body></html>"
    ).encode()


_LAYOUTS: dict[str, Callable[..., bytes]] = {"portal": _portal, "shop": _shop, "table": _table}


def _judge(
    layout: str, lang: str, title: str, h1: str, body: str, head: str = ""
) -> gptr_fulltext.Extraction:
    return gptr_fulltext.extract(
        _LAYOUTS[layout](lang, title, h1, body, head), url=f"https://n.example/{layout}/p"
    )


# ---------------------------------------------------------------- notices by their shape (`notices`)

# Notices in languages no lexicon file covers: a status code on a line of its own and a button.
CODED_NOTICES = {
    # a Swahili region block wrapped in two paragraphs of licensing boilerplate
    "sw-region": (
        "sw",
        "Maudhui hayapatikani",
        "Maudhui hayapatikani",
        "<div class='notice'><p>Samahani, kipindi hiki hakiwezi kuchezwa mahali ulipo kwa sasa. Haki za kurusha vipindi na mechi "
        "hutofautiana kati ya nchi na nchi, na tunalazimika kuziheshimu kama zilivyoandikwa kwenye mikataba yetu.</p>"
        "<p>Ikiwa unaamini ujumbe huu umetokea kimakosa, zima huduma yoyote ya VPN kisha pakia ukurasa upya.</p>"
        "<p>Msimbo: REG-451</p><p><a class='btn' href='/'>Rudi mwanzo</a> <a href='/msaada'>Msaada</a></p></div>",
        "soft_404",
    ),
    # a Finnish quota notice with a request id beside its code
    "fi-quota": (
        "fi",
        "Hakuraja täynnä",
        "Päivän hakuraja täynnä",
        "<section><p>Olet tehnyt tästä osoitteesta kaikki vuorokauden aikana sallitut kolmekymmentä hakua. "
        "Voit jatkaa huomenna tai hankkia rajattoman käyttöoikeuden kuukausitilauksella.</p>"
        "<p>Virhe 429 · Pyyntö a41f-09c2-77be</p>"
        "<p><button type='button'>Tilaa nyt</button> <a href='/kirjaudu'>Kirjaudu</a></p></section>",
        "rate_limited",
    ),
    # a Georgian service page that answers 503 with a button to the status page
    "ka-503": (
        "ka",
        "სერვისი დროებით მიუწვდომელია",
        "სერვისი დროებით მიუწვდომელია",
        "<div><p>ჩვენი სისტემა ამჟამად ვერ პასუხობს მოთხოვნებს. ტექნიკური გუნდი უკვე მუშაობს პრობლემის მოგვარებაზე, "
        "გთხოვთ სცადოთ ცოტა მოგვიანებით.</p><p>შეცდომა: HTTP 503</p>"
        "<p><a class='button' href='/status'>სტატუსის გვერდი</a></p></div>",
        "maintenance",
    ),
}


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", CODED_NOTICES)
def test_a_notice_printing_a_status_code_beside_a_button_is_thin(name: str, layout: str) -> None:
    """No phrase of these languages is known: the code line, the button and no date are the notice.
    (A layout table gives its cell as one block, code line and all: too short, as before.)"""
    lang, title, h1, body, reason = CODED_NOTICES[name]
    page = _judge(layout, lang, title, h1, body)
    expected = (reason, "too_short") if layout == "table" else (reason,)
    assert not page.is_full and page.reason in expected, (page.reason, page.detail, page.text)


# A redirect stub in Amharic: two sentences and a link, and a refresh in its head that names the new address.
_REFRESH = "<meta http-equiv='refresh' content='4; url=https://new.example/posts/118'>"
_AM_MOVED = (
    "<p>ይህ ጽሑፍ ወደ አዲሱ ድረ ገጻችን ተዛውሯል። በጥቂት ሰከንዶች ውስጥ በራስ ሰር ወደዚያ ይወሰዳሉ።</p>"
    "<p>ካልሆነ <a href='https://new.example/posts/118'>እዚህ ይጫኑ</a>።</p>"
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_redirect_stub_is_known_by_its_refresh(layout: str) -> None:
    page = _judge(layout, "am", "ጽሑፉ ተዛውሯል", "ጽሑፉ ተዛውሯል", _AM_MOVED, _REFRESH)
    assert not page.is_full and page.reason == "soft_404", (page.reason, page.detail, page.text)


# A live page that reloads itself (a refresh without an address) and carries a dated brief.
_LIVE_BRIEF = (
    "<p class='dateline'>Tallinn, 4 December 2026, 09:40</p>"
    "<p>The harbour authority suspended all ferry departures to the islands this morning after the wind rose above "
    "twenty-five metres a second overnight. Departures will resume once two consecutive readings fall below the "
    "limit, which forecasters expect by early afternoon. Passengers holding tickets can rebook without a fee at the "
    "terminal desks or online until Sunday evening.</p><p><a class='btn' href='/share'>Share</a></p>"
)


_GATE_GAP = pytest.mark.xfail(
    strict=True,
    reason="known gap (round 16 merge): a layout table has no h1, so `briefs.dated` cannot find the dateline "
    "extraction dropped, and the gate rule takes the brief with its Share button for a gate",
)


@pytest.mark.parametrize(
    "layout", [pytest.param(name, marks=_GATE_GAP) if name == "table" else name for name in _LAYOUTS]
)
def test_a_dated_brief_on_a_page_that_reloads_itself_stays(layout: str) -> None:
    page = _judge(layout, "en", "Ferries suspended as wind rises", "Ferries suspended as wind rises", _LIVE_BRIEF,
                  "<meta http-equiv='refresh' content='120'>")  # fmt: skip
    assert page.is_full, (page.reason, page.detail, page.text)


# A short product page: a description, several labelled lines (one a model number like a status) and a button.
_PRODUCT = (
    "<p>A compact desk lamp with a weighted cast-iron base and a linen shade that softens the light for reading. "
    "The arm turns through a full circle and the dimmer remembers its last setting.</p>"
    "<p>Model: LX-503</p><p>Height: 42 cm</p><p>Bulb: E27, up to 8 W LED</p><p>Weight: 2.1 kg</p>"
    "<p><button type='button'>Add to cart</button></p>"
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_product_sheet_with_a_model_number_like_a_status_is_no_notice(layout: str) -> None:
    page = _judge(layout, "en", "Reading lamp LX-503", "Reading lamp LX-503", _PRODUCT)
    assert page.reason not in ("soft_404", "maintenance", "rate_limited"), (page.reason, page.detail)


# An explainer about the 429 status: it names the code on a line of its own and has a button, at length.
_EXPLAINER_429 = (
    "<p>When an application sends requests faster than a service allows, the service answers with a status that "
    "tells the client to slow down. Most public interfaces count requests per key or per address over a sliding "
    "window, and the answer usually carries a header saying how many seconds to wait before trying again.</p>"
    "<p>Status: 429</p>"
    "<p>A well-behaved client reads that header and waits at least as long as it says. Where no header is sent, an "
    "exponential back-off works: wait one second, then two, then four, and add a little random jitter so that many "
    "clients released at once do not all retry at the same moment. Logging each refusal with its request id makes "
    "it much easier to tell a misbehaving loop from a genuine burst of traffic.</p>"
    "<p>Finally, remember that limits are usually documented per endpoint: a search endpoint may allow far fewer "
    "calls than a simple lookup, and batch endpoints exist precisely so that clients can do more with fewer calls.</p>"
    "<p><a class='btn' href='/docs/limits'>Read the limits reference</a></p>"
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_an_explainer_about_a_status_code_stays(layout: str) -> None:
    page = _judge(layout, "en", "What a 429 answer means", "What a 429 answer means", _EXPLAINER_429)
    assert page.is_full, (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- notices by their words (`lexicon`)

WORDED_NOTICES = {
    "de-moved": (
        "de",
        "Diese Seite ist umgezogen",
        "<p>Im Zuge der Neugestaltung unseres Angebots ist dieser Ratgeber auf unser neues Wissensportal umgezogen. "
        "Sie werden in wenigen Sekunden automatisch weitergeleitet.</p>"
        "<p>Falls nicht, folgen Sie <a href='https://wissen.example/ratgeber'>diesem Link</a> und aktualisieren Sie Ihre Lesezeichen.</p>",
        "soft_404",
    ),
    "ja-region": (
        "ja",
        "この動画はお住まいの地域ではご覧いただけません",
        "<p>申し訳ございません。配信権の契約により、この番組は現在アクセスされている地域では再生できません。"
        "VPNやプロキシをご利用の場合は、設定を解除してからページを再読み込みしてください。</p>",
        "soft_404",
    ),
    "hi-quota": (
        "hi",
        "दैनिक खोज सीमा पूरी",
        "<p>आपने इस खाते से आज की सभी मुफ़्त खोजें कर ली हैं। कल सुबह से आप फिर खोज सकेंगे, या असीमित खोज के लिए सदस्यता ले सकते हैं।</p>",
        "rate_limited",
    ),
    "ur-moved": (
        "ur",
        "یہ مضمون منتقل ہو گیا ہے",
        "<p>ہماری نئی ویب سائٹ کے آغاز کے بعد یہ رہنما مضمون نئے پتے پر منتقل کر دیا گیا ہے۔ "
        "براہ کرم <a href='https://new.example/ur/1'>نیا صفحہ</a> دیکھیں۔</p>",
        "soft_404",
    ),
}


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", WORDED_NOTICES)
def test_a_short_page_that_says_it_moved_or_is_not_available_here_is_a_notice(name: str, layout: str) -> None:
    lang, title, body, reason = WORDED_NOTICES[name]
    page = _judge(layout, lang, title, title, body)
    assert not page.is_full and page.reason == reason, (page.reason, page.detail, page.text)


# An article about geo-blocking: it says "not available in your country" in its title, at length.
_GEOBLOCK_ARTICLE = " ".join(
    [
        "<p>Anyone who has travelled with a streaming subscription knows the message: a programme that played at home",
        "is suddenly not available in your country. The reason is rarely technical. Broadcasting rights are sold",
        "territory by territory, and a service that bought a match or a series for one market must stop viewers",
        "elsewhere from watching it, usually by looking up the address a request comes from.</p>",
        "<p>Those lookups are imperfect. Mobile networks route traffic through gateways in neighbouring countries,",
        "company networks exit wherever their headquarters are, and so some viewers are blocked at home while others",
        "abroad slip through. Regulators in several regions have pushed for portability rules that let subscribers",
        "take their paid content with them for short trips, and those rules now cover most video services.</p>",
        "<p>For viewers the practical advice is simple: check whether your service offers a travel mode, keep the app",
        "updated, and expect live sport to remain the most tightly fenced content of all.</p>",
    ]
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_an_article_about_region_blocks_stays(layout: str) -> None:
    title = "Why is this not available in your country?"
    page = _judge(layout, "en", title, title, _GEOBLOCK_ARTICLE)
    assert page.is_full, (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- a debug page's frames without files (`traces`)

DEBUG_FRAMES = {
    # .NET without debug symbols: each frame is the call and its code offset
    "dotnet-de": (
        "de",
        "Serverfehler in der Anwendung",
        "<p><b>Beschreibung:</b> Beim Ausführen der aktuellen Webanforderung ist ein unbehandelter Fehler aufgetreten.</p>"
        "<p><b>Ausnahmedetails:</b> System.InvalidOperationException: Sequence contains no elements.</p>"
        "<pre>[InvalidOperationException: Sequence contains no elements]\n"
        "   System.Linq.ThrowHelper.ThrowNoElementsException() +48\n"
        "   Ladenhaus.Web.Katalog.ArtikelController.Details(String slug) +211\n"
        "   System.Web.Mvc.ControllerActionInvoker.InvokeAction(ControllerContext context, String name) +88\n"
        "   System.Web.Mvc.Async.AsyncResultWrapper.End(IAsyncResult asyncResult, Object tag) +33\n"
        "   System.Web.CallHandlerExecutionStep.System.Web.HttpApplication.IExecutionStep.Execute() +508</pre>"
        "<p>Versionsinformationen: Microsoft .NET Framework-Version:4.0.30319; ASP.NET-Version:4.8.9037.0</p>",
    ),
    # .NET (Core) frames without symbols: "at" and the qualified call, set out as lines of a div
    "dotnet-id": (
        "id",
        "Kesalahan server",
        "<p>Terjadi kesalahan pada server kami.</p>"
        "<div class='trace'>System.NullReferenceException: Object reference not set to an instance of an object.<br>"
        "   at Toko.Web.Keranjang.KeranjangService.HitungTotal(Keranjang keranjang)<br>"
        "   at Toko.Web.Keranjang.KeranjangController.Index()<br>"
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.SyncActionResultExecutor.Execute(ActionContext context)<br>"
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.InvokeActionMethodAsync()<br>"
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)</div>"
        "<p>Permintaan: GET /keranjang · Waktu proses: 12 ms · Versi: 8.0.4 · Mesin: web-02 · Wilayah: ap-tenggara</p>",
    ),
    # Java frames of a runtime without line numbers
    "java-es": (
        "es",
        "Error interno",
        "<p>Se produjo un error inesperado.</p>"
        "<pre>java.lang.IllegalStateException: Pedido sin cliente asignado\n"
        "\tat es.tiendaverde.pedidos.Servicio.confirmar(Unknown Source)\n"
        "\tat es.tiendaverde.pedidos.Controlador.post(Unknown Source)\n"
        "\tat jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)\n"
        "\tat jdk.internal.reflect.NativeMethodAccessorImpl.invoke(Unknown Source)\n"
        "\tat java.lang.reflect.Method.invoke(Unknown Source)\n"
        "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(Unknown Source)</pre>"
        "<p>Servidor: Apache Tomcat/10.1 · Identificador de sesión: 3F9A0C71B2 · Nodo: app-03 · Región: eu-sur</p>",
    ),
}


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", DEBUG_FRAMES)
def test_a_debug_page_whose_frames_name_no_file_is_too_short(name: str, layout: str) -> None:
    """A frame is known by its position in the code: a code offset or Java's "Unknown Source" count as
    a file and line do; the exception's message is the program's line, no sentence of the page's."""
    lang, title, body = DEBUG_FRAMES[name]
    page = _judge(layout, lang, title, title, body)
    assert not page.is_full and page.reason == "too_short", (page.reason, page.detail, page.text)


# A tutorial that quotes such a trace and explains it in prose of some length.
_TUTORIAL = (
    "<p>The most common surprise when moving a catalogue from a list to a database query is an exception thrown "
    "by First() on an empty result. In development every product has a slug, so the query always finds a row; "
    "in production an editor renames a product, an old link is followed, and the page fails with a trace like "
    "the one below, printed without line numbers because release builds ship without debug symbols.</p>"
    "<pre>[InvalidOperationException: Sequence contains no elements]\n"
    "   System.Linq.ThrowHelper.ThrowNoElementsException() +48\n"
    "   Shop.Web.CatalogController.Details(String slug) +211\n"
    "   System.Web.Mvc.ControllerActionInvoker.InvokeAction(ControllerContext context, String name) +88</pre>"
    "<p>The fix is to ask for FirstOrDefault() and to answer a missing product with a real 404 status instead of "
    "an error page. Better still, keep a table of old slugs and redirect them permanently, so that links in old "
    "newsletters keep working and search engines learn the new address. Both changes take a few lines and remove "
    "the most frequent error in the logs of a typical small shop.</p>"
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_tutorial_quoting_an_offset_trace_stays(layout: str) -> None:
    title = "Why First() throws on an empty catalogue query"
    page = _judge(layout, "en", title, title, _TUTORIAL)
    assert page.is_full, (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- a JavaScript shell inside a shop's chrome (`_js_shell`)

JS_SHELLS = {
    "de": (
        "de",
        "<noscript><p>Um diesen Kundenbereich nutzen zu können, aktivieren Sie bitte JavaScript in Ihrem Browser. "
        "Eine Anleitung dazu finden Sie in der Hilfe Ihres Browsers unter den Einstellungen für Datenschutz und Sicherheit.</p></noscript>"
        "<div id='root'></div>",
    ),
    "zh": (
        "zh",
        "<noscript><p>本網站需要啟用 JavaScript 才能正常使用。請在瀏覽器設定中開啟 JavaScript，然後重新整理此頁面。如果您使用的是公司電腦，請聯絡系統管理員協助設定，謝謝您的耐心與配合。</p></noscript>"
        "<div id='app' data-v-app=''></div>",
    ),
}
_SHOP_LINES = (
    "<p class='cookie'>We use cookies to keep your basket and to count visits. Details are in the privacy notice.</p>"
    "<p class='usp'>Returns within 30 days · Secure payment · Delivery in two working days</p>"
)


@pytest.mark.parametrize("name", JS_SHELLS)
def test_a_javascript_shell_in_a_shops_chrome_is_a_shell(name: str) -> None:
    """The `<noscript>` notice is what the page shows where scripts do not run, no words of content:
    the shop's lines around it do not lift the shell past `min_words`."""
    lang, shell = JS_SHELLS[name]
    page = _judge("shop", lang, "Mein Konto", "Mein Konto", shell + _SHOP_LINES)
    assert not page.is_full and page.reason == "js_shell", (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- comments without their article (`comments`)


_REACTIONS = {
    "el": [
        ("Κατερίνα Μ.", "πριν από 2 ώρες", "Επιτέλους, το περιμέναμε χρόνια!"),
        ("nikos_88", "πριν από 3 ώρες", "Θα είναι ανοιχτό και τα Σαββατοκύριακα;"),
        ("Σπύρος", "πριν από 6 ώρες", "Ας δούμε αν θα το συντηρήσουν σωστά."),
        ("Ρένα Π.", "χθες 21:40", "Μπράβο στον δήμο για την πρωτοβουλία 👍"),
    ],
    "de": [
        ("Jana W.", "vor 2 Stunden", "Endlich, darauf warten wir seit Jahren!"),
        ("tom_ks", "vor 3 Stunden", "Ist der Park auch am Wochenende offen?"),
        ("Heike", "vor 6 Stunden", "Mal sehen, ob das diesmal gepflegt wird."),
        ("Ralf B.", "gestern 21:40", "Gute Nachricht für die Familien im Viertel."),
    ],
}
_COMMENTS_ON = {"el": "Σχόλια: «Νέο πάρκο στη γειτονιά»", "de": "Kommentare zu: „Neuer Park im Viertel“"}


def _reactions(lang: str, tag: str) -> str:
    people = _REACTIONS[lang]
    if tag == "p":
        return "".join(f"<p><strong>{name}</strong> · {when} {text}</p>" for name, when, text in people)
    return (
        "<ol class='comments'>"
        + "".join(
            f"<li class='comment'><div class='meta'><b>{name}</b> <time>{when}</time></div><p>{text}</p>"
            f"<a href='#r'>↩</a></li>"
            for name, when, text in people
        )
        + "</ol>"
    )


@pytest.mark.parametrize("layout", ["portal", "shop"])
@pytest.mark.parametrize(("lang", "tag"), [("el", "p"), ("el", "li"), ("de", "p")])
def test_comments_set_out_a_paragraph_each_are_a_thread(lang: str, tag: str, layout: str) -> None:
    """A page headed as comments on another page: whether each comment is a list item with its name
    and time on a line of their own, or one paragraph with the name in bold and the time inline, the
    thread is found and the page is comments whose article is elsewhere."""
    heading = _COMMENTS_ON[lang]
    page = _judge(layout, lang, heading, heading, _reactions(lang, tag))
    assert not page.is_full and page.reason == "listing_page", (page.reason, page.detail, page.text)


def _posts(tag: str) -> str:
    posts = [
        (
            "Kaarina",
            "12.11.2026 klo 18.02",
            "Kokeilin kevyttä multaa ja kastelua kerran viikossa. Taimet kasvoivat hyvin kolme viikkoa, mutta sitten lehdet alkoivat kellastua alhaalta ylöspäin. Lannoitin miedolla liuoksella, eikä se auttanut.",
        ),
        (
            "pihapetteri",
            "12.11.2026 klo 19.40",
            "Kellastuminen alhaalta kertoo usein typen puutteesta tai liiasta märkyydestä. Tarkista ensin, pääseekö vesi ruukun pohjasta ulos. Jos multa pysyy märkänä päiviä, juuret eivät saa happea.",
        ),
        (
            "Marjatta V.",
            "13.11.2026 klo 08.15",
            "Minulla kävi samoin viime vuonna. Vaihdoin ruukut isompiin ja lisäsin multaan hiekkaa. Kahden viikon päästä uudet lehdet olivat taas vihreitä.",
        ),
        (
            "Kaarina",
            "13.11.2026 klo 10.21",
            "Kiitos vinkeistä! Ruukun pohjassa ei tosiaan ollut reikää. Porasin kolme reikää ja vaihdoin mullan. Kerron viikon päästä, miten kävi.",
        ),
    ]
    if tag == "p":
        return "".join(f"<p><strong>{name}</strong> · {when} {text}</p>" for name, when, text in posts)
    return "".join(
        f"<div class='post'><div class='author'><b>{name}</b> {when}</div><div class='content'>{text}</div></div>"
        for name, when, text in posts
    )


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("tag", ["p", "div"])
def test_a_forum_thread_whose_posts_argue_stays(tag: str, layout: str) -> None:
    page = _judge(layout, "fi", "Tomaatin lehdet kellastuvat", "Tomaatin lehdet kellastuvat", _posts(tag))
    assert page.is_full, (page.reason, page.detail, page.text)


# A glossary entry and a terms page: paragraphs and items opening on a bold label, no time after it.
_GLOSSARY = (
    "<p><b>Term:</b> Foehn, a warm dry wind descending the lee side of a mountain range.</p>"
    "<p><b>Origin:</b> From the Alpine German name, itself from the Latin favonius, the west wind.</p>"
    "<p><b>Explanation:</b> Air that rises over the mountains cools and loses its moisture as rain or snow; "
    "descending on the far side it warms faster than it cooled, arriving dry and several degrees warmer.</p>"
    "<p><b>Usage:</b> Used of sudden thaws in spring and of headaches blamed on the weather.</p>"
    "<p><b>See also:</b> Chinook, the same wind on the eastern slopes of the Rockies.</p>"
)
_TERMS = (
    "<ol><li><b>Acceptance:</b> By using the service you agree to these terms.</li>"
    "<li><b>Accounts:</b> You are responsible for keeping your password secret.</li>"
    "<li><b>Content:</b> Course materials remain the property of their authors.</li>"
    "<li><b>Refunds:</b> A course fee is refunded within 14 days of purchase on request.</li>"
    "<li><b>Law:</b> These terms are governed by the law of the place of registration.</li></ol>"
)


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize(("title", "body"), [("Foehn", _GLOSSARY), ("Terms of use", _TERMS)])
def test_labelled_paragraphs_are_no_comments(title: str, body: str, layout: str) -> None:
    page = _judge(layout, "en", title, title, body)
    assert page.reason != "listing_page", (page.reason, page.detail)


# An interview: each answer after the speaker's name in bold, the answers argue.
_INTERVIEW = "".join(
    f"<p><strong>{who}</strong> {said}</p>"
    for who, said in [
        ("Q.", "You spent eleven winters on the island. What changed most in that time?"),
        (
            "Anneli Roos",
            "The ice. When I arrived the bay froze by early January and we drove to the mainland on it. In my last three winters it never held a car, and the ferry ran all year.",
        ),
        ("Q.", "How did the village adapt?"),
        (
            "Anneli Roos",
            "Slowly, then all at once. The shop started ordering by boat every week instead of stocking up in autumn. Two families moved away because the children could not reach school in storms.",
        ),
        ("Q.", "Would you go back?"),
        (
            "Anneli Roos",
            "Every summer, yes. For a winter, I am not sure any more. The quiet was the point, and the quiet has gone with the ice road.",
        ),
    ]
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_an_interview_set_out_by_speaker_stays(layout: str) -> None:
    page = _judge(layout, "en", "Eleven winters on the island", "Eleven winters on the island", _INTERVIEW)
    assert page.is_full, (page.reason, page.detail, page.text)
