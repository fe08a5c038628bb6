"""Round 15 (#17): short real pages told from thin ones by structure, and thin pages a rule missed in
languages and layouts the rounds before lacked. Each page goes through the public `extract()` in
layouts of this file's own: a portal with `header`/`nav`/`main`/`footer` and a cookie banner, and a
blog whose posts are headed by an `h3` (no `h1`) beside a sidebar with a sign-in box. No page is a
blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from selectolax.lexbor import LexborHTMLParser

import gptr_fulltext
from gptr_fulltext.evidence.comments import find_comments
from gptr_fulltext.evidence.signals import inspect_html
from gptr_fulltext.evidence.textstats import count_words, top_terms_share
from gptr_fulltext.judge.rules import judge_page
from gptr_fulltext.models import Evidence, MainText
from gptr_fulltext.settings import Settings

_MENU = ("Start", "Archiv", "Team", "Kontakt", "Impressum")
_BANNER = {
    "cs": ("Používáme soubory cookie k zapamatování vašich preferencí a k měření návštěvnosti webu.", "Přijmout vše", "Odmítnout"),
    "es": ("Usamos cookies para recordar sus preferencias y medir el tráfico de este sitio web.", "Aceptar todo", "Rechazar"),
    "it": ("Utilizziamo i cookie per ricordare le tue preferenze e misurare il traffico del sito.", "Accetta tutto", "Rifiuta"),
    "pl": ("Używamy plików cookie, aby zapamiętać Twoje preferencje i mierzyć ruch w serwisie.", "Akceptuję", "Odrzucam"),
    "id": ("Kami memakai cookie untuk mengingat preferensi Anda dan mengukur lalu lintas situs.", "Terima semua", "Tolak"),
    "de": ("Wir verwenden Cookies, um Ihre Einstellungen zu speichern und Zugriffe zu messen.", "Alle akzeptieren", "Ablehnen"),
}  # fmt: skip


def _portal(lang: str, title: str, h1: str, body: str) -> bytes:
    """Landmarks, a headline in `h1`, and a cookie banner after the footer."""
    nav = "".join(f"<li><a href='/n/{i}'>{word}</a></li>" for i, word in enumerate(_MENU))
    said, accept, reject = _BANNER.get(lang, _BANNER["es"])
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Portal</title></head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><h1>{h1}</h1>{body}</main>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p></footer>"
        f"<div class='cookie-banner' role='dialog'><p>{said}</p><button type='button'>{accept}</button> "
        f"<button type='button'>{reject}</button></div></body></html>"
    ).encode()


def _blog(lang: str, title: str, h1: str, body: str) -> bytes:
    """A blog's post headed by an `h3` (no `h1`), a date heading above it, a sidebar beside it."""
    archive = "".join(f"<li><a href='/{year}/'>{year}</a> ({n})</li>" for year, n in ((2025, 14), (2024, 30)))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title} | Blog</title></head><body>"
        "<div class='outer'><div class='hdr'><p><a href='/'>Blog</a></p></div><div class='cols'><div class='posts'>"
        f"<h2 class='date'><span>2025</span></h2><div class='post'><h3 class='post-title'>{h1}</h3>"
        f"<div class='post-body'>{body}</div><div class='post-footer'><a href='#share'>Share</a></div></div></div>"
        f"<div class='side'><div class='widget'><h2>Archive</h2><ul>{archive}</ul></div></div></div>"
        "<div class='foot'><a href='/about'>About</a> | <a href='/contact'>Contact</a></div></div></body></html>"
    ).encode()


_LAYOUTS: dict[str, Callable[[str, str, str, str], bytes]] = {"portal": _portal, "blog": _blog}


def _verdict(html: bytes) -> str:
    page = gptr_fulltext.extract(html, url="https://example.test/page")
    return "full" if page.is_full else str(page.reason)


# A figure is no keyword: a timetable or a price table under sentences of context, whose cells repeat
# the same minutes and amounts, is no doorway.
def _timetable_cs() -> str:
    rows = "".join(
        f"<tr><td>{hour}</td><td>05 20 35 50</td><td>20 50</td><td>{'20 50' if hour > 7 else '—'}</td></tr>"
        for hour in range(5, 23)
    )
    return (
        "<p>Od pondělí 3. března jezdí linka 7 ve všední dny každých patnáct minut a poslední spoj odjíždí z nádraží ve 23:20.</p>"
        f"<table><tr><th>Hodina</th><th>Pracovní dny</th><th>Soboty</th><th>Neděle</th></tr>{rows}</table>"
        "<p>Jízda na konečnou zastávku Horní Lhota trvá dvacet dva minut.</p>"
    )


def _prices_id() -> str:
    rows = "".join(
        f"<tr><td>Paket {name}</td><td>10 000</td><td>25 000</td><td>50 000</td><td>100 000</td></tr>"
        for name in (
            "Hemat",
            "Harian",
            "Pekan",
            "Bulan",
            "Pelajar",
            "Keluarga",
            "Kantor",
            "Malam",
            "Akhir",
            "Santai",
            "Ekstra",
            "Super",
            "Ultra",
        )
    )
    return (
        "<p>Mulai bulan depan operator menaikkan harga semua paket data di Jawa Timur, sementara kuota setiap paket tetap sama seperti sekarang.</p>"
        f"<table><tr><th>Paket</th><th>1 hari</th><th>7 hari</th><th>14 hari</th><th>30 hari</th></tr>{rows}</table>"
        "<p>Pelanggan prabayar yang membeli paket sebelum tanggal perubahan masih memakai harga lama sampai masa aktifnya habis.</p>"
    )


@pytest.mark.parametrize(
    ("lang", "title", "body", "layout"),
    [
        ("cs", "Jízdní řád linky 7", _timetable_cs(), "portal"),
        ("id", "Harga paket data baru", _prices_id(), "blog"),
    ],
)
def test_a_table_of_repeated_figures_under_sentences_is_no_doorway(
    lang: str, title: str, body: str, layout: str
) -> None:
    assert _verdict(_LAYOUTS[layout](lang, title, title, body)) == "full"


def test_figures_are_no_keywords_but_repeated_words_are() -> None:
    prose = (
        "Linka jezdí ve všední dny častěji a poslední spoj odjíždí později než dosud, o víkendu beze změn."
    )
    figures = prose + " 00 15 30 45" * 10
    stuffed = prose + " levné letenky Praha" * 10
    assert top_terms_share(figures) < 0.2  # the prose's words, not the four figures
    assert top_terms_share(stuffed) >= 0.5


def test_a_keyword_doorway_with_figures_is_still_dropped() -> None:
    sentence = (
        "Vuelos baratos a Madrid 2026, vuelos baratos Madrid hoy, ofertas vuelos baratos Madrid 24 horas."
    )
    body = "".join(f"<p>{sentence}</p><p>Vuelos baratos · Madrid · 2026 · 24</p>" for _ in range(8))
    assert _verdict(_portal("es", "Vuelos baratos a Madrid", "Vuelos baratos a Madrid", body)) == "word_list"


# A cookie banner extraction kept beside a short notice is no content of the page.
_NOTICES = {
    "es": ("Límite diario alcanzado", "<p>Ya leíste los tres artículos gratuitos que ofrecemos cada día a los lectores sin cuenta en este periódico regional.</p><p>Vuelve mañana para leer más noticias o suscríbete para tener acceso ilimitado desde cualquier dispositivo y en cualquier lugar.</p>"),
    "pl": ("Wypisano z listy mailingowej", "<p>Twój adres został usunięty z naszej listy mailingowej i nie będziemy już wysyłać cotygodniowych wiadomości o nowościach.</p><p>Jeśli to pomyłka, możesz w każdej chwili zapisać się ponownie w ustawieniach swojego konta albo napisać do naszego działu obsługi czytelników.</p>"),
}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(_NOTICES))
def test_a_cookie_banner_does_not_lengthen_a_short_notice(lang: str) -> None:
    """Extraction keeps a fixed banner with the main text when the page's own text is short (it is
    not read as the main region then): the judge is handed the notice and the banner's sentence."""
    title, body = _NOTICES[lang]
    html = _portal(lang, title, title, body).decode()
    kept = "\n\n".join([*(p.text() for p in LexborHTMLParser(body).css("p")), _BANNER[lang][0]])
    main = MainText(
        text=kept, title=title, words=count_words(kept), markdown=False, evidence=Evidence(inspect_html(html))
    )
    assert not judge_page(main, Settings()).is_full
    main = replace(main, text=kept.rsplit("\n\n", 1)[0] + "\n\n" + _FILLER[lang])
    assert judge_page(main, Settings()).is_full  # as many words of the page's own are enough


_FILLER = {
    "es": "Los suscriptores reciben además el boletín de la mañana con las noticias más leídas de la región.",
    "pl": "Co tydzień wysyłamy też krótkie podsumowanie najważniejszych wiadomości z regionu wszystkim czytelnikom.",
}


def test_a_dated_brief_beside_a_cookie_banner_stays() -> None:
    body = (
        "<p class='byline'>12.03.2026, 14:05</p>"
        "<p>Rada gminy Zielonka przyjęła we wtorek budżet na przyszły rok, w którym po raz pierwszy ponad połowę "
        "wydatków przeznaczono na szkoły, drogi i nową oczyszczalnię ścieków w północnej części gminy.</p>"
        "<p>Za uchwałą głosowało czternastu radnych, przeciw było dwóch, a jeden wstrzymał się od głosu.</p>"
    )
    title = "Rada gminy przyjęła budżet na przyszły rok"
    assert _verdict(_portal("pl", title, title, body)) == "full"


# A page headed as the comments on an article elsewhere ("Comments: <the article>") is a comment page,
# though its count heading stands under that headline.
def _comments(lang: str, headline: str, count: str, back: str, replies: list[tuple[str, str]]) -> str:
    items = "".join(
        f"<li><b>{name}</b> · {when}<p>{reply}</p></li>"
        for name, when, reply in ((n, "2 anni fa" if lang == "it" else "2 lata temu", r) for n, r in replies)
    )
    return f"<p><a href='/post'>{back}</a></p><h2>{count}</h2><ol>{items}</ol>"


_THREADS = {
    "it": ("Commenti: Torta di mele della nonna", "23 commenti", "← Torna alla ricetta", [("Lucia", "Buonissima, la rifaccio domenica"), ("Marco_T", "Grazie mille per la ricetta"), ("anna b", "Che bella questa torta!!"), ("Giò", "La provo stasera con i bimbi"), ("Paola", "Sempre ottime le tue ricette"), ("Enzo", "Fatta ieri, finita subito")]),
    "pl": ("Komentarze: Sernik na zimno", "31 komentarzy", "← Wróć do przepisu", [("Ola", "Pycha, robię na święta"), ("Kuba_P", "Dzięki za przepis, super"), ("basia", "Wygląda cudownie, serio"), ("Tomek", "Zrobiłem wczoraj, zniknął od razu"), ("Ewa", "Moje dzieci go uwielbiają"), ("Zosia", "Najlepszy sernik w sieci")]),
}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(_THREADS))
def test_a_page_headed_as_comments_is_a_comment_page(lang: str) -> None:
    headline, count, back, replies = _THREADS[lang]
    html = _portal(lang, headline, headline, _comments(lang, headline, count, back, replies))
    assert _verdict(html) == "listing_page"


def test_a_post_headed_by_its_own_name_keeps_its_comments_a_section() -> None:
    _, count, back, replies = _THREADS["it"]
    html = _portal(
        "it",
        "Torta di mele della nonna",
        "Torta di mele della nonna",
        _comments("it", "", count, back, replies),
    )
    assert not find_comments(LexborHTMLParser(html.decode()).body).introduced


# Short real pages whole by their structure (`judge.units`): a poem of a few lines, a glossary entry.
def _aside_login(html: bytes) -> bytes:
    """The page with a sign-in module in a sidebar beside its landmark (a portal's)."""
    box = "<aside><h3>Sign in</h3><form method='post'><input type='text' name='u'> <input type='password' name='p'> <button type='submit'>Sign in</button></form></aside>"
    return html.replace(b"</main>", b"</main>" + box.encode())


_POEMS = {
    "hu": ("Őszi levél", "blog", "<div><p>Lassan hull a diófa lombja<br>a kert végén a kút felé,<br>anyám kötényén ősz a rojtja,<br>és nem kérdez már senki mért.</p><p>A padon ülök, este lesz,<br>a tyúkok régen alszanak,<br>a szomszéd kutya megremeg,<br>mikor a hold a fák fölé akad.</p></div><p>— Kovács Ilona</p>"),
    "el": ("Τρία μικρά ποιήματα", "portal", "<div><p>Ο γλάρος κάθεται στο κατάρτι της βάρκας</p><p>η γιαγιά μετρά τα κύματα από το παράθυρο σιωπηλά</p><p>και το αλάτι μένει στα χείλη ως το βράδυ</p></div><p>Ελένη Μαυρίδου, από τη συλλογή «Λευκή αυλή»</p>"),
}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(_POEMS))
def test_a_short_poem_under_the_pages_heading_is_whole(lang: str) -> None:
    title, layout, body = _POEMS[lang]
    html = _LAYOUTS[layout](lang, title, title, body)
    assert _verdict(html) == "full"
    assert _verdict(_aside_login(html)) == "full"  # a sidebar's sign-in box is no wall over it


def test_short_lines_that_are_a_notices_sentences_or_figures_are_no_poem() -> None:
    title = "Η σελίδα μας αλλάζει"
    notice = "<div><p>Το κατάστημα κλείνει για λίγο.</p><p>Ανανεώνουμε τη σελίδα μας.</p><p>Ξανανοίγουμε σύντομα.</p></div><p>Ευχαριστούμε για την υπομονή σας, τα λέμε σύντομα ξανά</p>"
    hours = "<div><p>Δευτέρα έως Παρασκευή 09:00 με 17:00</p><p>Σάββατο 10:00 με 14:00 μόνο</p><p>Κυριακή κλειστά όλη μέρα</p></div><p>Τηλέφωνο για ραντεβού στο κατάστημα της πλατείας</p>"
    for body in (notice, hours):
        assert _verdict(_portal("el", title, title, body)) == "too_short"


_GLOSSES = {
    "sv": ("Växelkursrisk", "portal", "<dl><dt>växelkursrisk <i>(subst.)</i></dt><dd>Risken att värdet av en tillgång, en skuld eller ett kassaflöde i utländsk valuta förändras när växelkursen rör sig, till exempel när ett företag får betalt i euro men har sina kostnader i kronor.</dd></dl><p>Se även: <a href='/g/valuta'>valuta</a>.</p>"),
    "tr": ("Kıyı erozyonu", "blog", "<dl><dt>kıyı erozyonu</dt><dd>Dalgaların, akıntıların ve rüzgârın kıyı şeridindeki kumu ve kayayı zamanla aşındırması, sahilin karaya doğru çekilmesi ve kıyı yapılarının bu yüzden zarar görmesi.</dd></dl>"),
}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(_GLOSSES))
def test_a_glossary_entry_of_one_definition_is_whole(lang: str) -> None:
    title, layout, body = _GLOSSES[lang]
    html = _LAYOUTS[layout](lang, title, title, body)
    assert _verdict(html) == "full"
    assert _verdict(_aside_login(html)) == "full"


def test_a_one_line_gloss_is_a_stub_and_a_form_in_the_main_region_a_wall() -> None:
    short = "<dl><dt>växelkursrisk</dt><dd>En risk i utländsk valuta.</dd></dl><p>Se även: <a href='/g/valuta'>valuta</a>.</p>"
    assert _verdict(_portal("sv", "Växelkursrisk", "Växelkursrisk", short)) == "too_short"
    title, _, body = _GLOSSES["sv"]
    walled = (
        body
        + "<form method='post'><p>Logga in för att läsa vidare.</p><input type='text' name='u'> <input type='password' name='p'> <button type='submit'>Logga in</button></form>"
    )
    assert _verdict(_portal("sv", title, title, walled)) == "login_wall"


# An explainer about cookie banners, dense with their vocabulary, is no consent dialog: the page's
# own banner is a box apart from its text.
def _with_banner(html: bytes, lang: str) -> bytes:
    said, accept, reject = _BANNER[lang]
    banner = f"<div class='notice-box' role='dialog'><p>{said}</p><button type='button'>{accept}</button> <button type='button'>{reject}</button></div>"
    return html.replace(b"</body>", banner.encode() + b"</body>")


_BANNER["nl"] = (
    "Wij gebruiken cookies om uw voorkeuren te onthouden en het bezoek aan deze site te meten.",
    "Alles accepteren",
    "Alles weigeren",
)
_EXPLAINERS = {
    "es": ("Qué puede exigir un aviso de cookies", "blog", "<p>Un aviso de consentimiento no puede esconder el botón de rechazar: rechazar la publicidad personalizada debe ser tan fácil como aceptar. La agencia de privacidad multó el año pasado a tres periódicos cuyo aviso solo ofrecía aceptar.</p><p>El consentimiento tampoco vale si la casilla de publicidad personalizada viene marcada. Quien comparte datos personales con socios publicitarios debe nombrarlos y permitir rechazar a cada uno.</p><p>Por último, retirar el consentimiento debe ser posible en todo momento, por ejemplo con un enlace a la configuración de privacidad al pie de cada página.</p>"),
    "nl": ("Wat een cookiemelding mag vragen", "portal", "<p>Voor advertenties op basis van een profiel is toestemming nodig, en weigeren moet even eenvoudig zijn als accepteren. De toezichthouder tikte vorig jaar drie webwinkels op de vingers omdat alleen accepteren met één klik kon.</p><p>Toestemming voor gepersonaliseerde advertenties mag niet vooraf aangevinkt zijn. Wie gegevens deelt met adverteerders moet hen noemen en per partij laten weigeren.</p><p>Ten slotte moet toestemming altijd in te trekken zijn, bijvoorbeeld via een link onderaan elke pagina.</p>"),
}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(_EXPLAINERS))
def test_an_explainer_about_cookie_banners_beside_the_sites_banner_stays(lang: str) -> None:
    title, layout, body = _EXPLAINERS[lang]
    html = _LAYOUTS[layout](lang, title, title, body)
    assert _verdict(html if layout == "portal" else _with_banner(html, lang)) == "full"


def test_a_consent_dialog_whose_buttons_stand_with_its_sentences_is_still_a_wall() -> None:
    dialog = (
        "<div class='aviso'><p>Nosotros y nuestros socios usamos cookies y datos personales para mostrar publicidad "
        "personalizada y medir la audiencia, con su consentimiento o por interés legítimo.</p><p>Puede aceptar, "
        "rechazar o cambiar su consentimiento en la configuración de privacidad en cualquier momento.</p>"
        "<div class='acciones'><button type='button'>Aceptar todo</button> <button type='button'>Rechazar todo</button></div></div>"
    )
    html = _blog("es", "Antes de continuar", "Antes de continuar", dialog)
    assert _verdict(html) == "consent_wall"


# A directory written as records of a few lines (a name, an address, a phone, opening hours) is a
# listing, though only one line of each record holds the contact.
def _locator_pt() -> str:
    shops = (("Livraria do Chiado", "Rua Garrett 00, 1200 Lisboa", "+351 21 300 0101", "todos os dias 10h–22h"), ("Quiosque da Baixa", "Rua Augusta 00, 1100 Lisboa", "+351 21 300 0202", "segunda a sábado 9h–20h"), ("Papelaria Alvalade", "Avenida da Igreja 00, 1700 Lisboa", "+351 21 700 0303", "dias úteis 8h30–19h"), ("Casa do Livro Belém", "Rua de Belém 00, 1300 Lisboa", "+351 21 300 0404", "terça a domingo 11h–18h"), ("Alfarrabista de Oeiras", "Rua Cândido dos Reis 00, 2780 Oeiras", "+351 21 400 0505", "fechado ao domingo"))  # fmt: skip
    items = "".join(
        f"<li><b>{name}</b><br>{street}<br>Telefone: {phone}<br>Horário: {hours}</li>"
        for name, street, phone, hours in shops
    )
    return f"<p>Ordenar por: nome · distância</p><ul>{items}</ul><p><a href='?p=2'>Página seguinte</a></p>"


def _clinics_ko() -> str:
    clinics = (("해솔 치과의원", "서울시 마포구 양화로 00", "02-000-1101"), ("바른 치과", "서울시 마포구 독막로 00", "02-000-2202"), ("연세 미소 치과", "서울시 서대문구 연세로 00", "02-000-3303"), ("하늘 치과의원", "서울시 마포구 월드컵로 00", "02-000-4404"), ("새봄 치과", "서울시 은평구 통일로 00", "02-000-5505"), ("밝은 치과의원", "서울시 마포구 신촌로 00", "02-000-6606"))  # fmt: skip
    return "".join(
        f"<div class='c'><p>{name}</p><p>{street}</p><p>전화 {phone}</p></div>"
        for name, street, phone in clinics
    )


@pytest.mark.parametrize(
    ("lang", "title", "layout", "build"),
    [("pt", "Lojas em Lisboa", "portal", _locator_pt), ("ko", "마포구 치과 목록", "blog", _clinics_ko)],
)
def test_a_directory_of_records_of_a_few_lines_is_a_listing(
    lang: str, title: str, layout: str, build: Callable[[], str]
) -> None:
    assert _verdict(_LAYOUTS[layout](lang, title, title, build())) == "listing_page"


def test_an_article_that_lists_its_offices_between_sentences_stays() -> None:
    offices = _locator_pt()
    prose = (
        "<p>A cadeia de livrarias abriu este ano cinco lojas novas na região de Lisboa, depois de dois anos em que "
        "fechou metade das lojas que tinha no centro da cidade por causa das rendas.</p><p>A administração diz que "
        "as novas lojas são mais pequenas, abrem até mais tarde e têm um café, e que cada uma emprega oito pessoas.</p>"
    )
    html = _portal("pt", "Livraria abre cinco lojas", "Livraria abre cinco lojas", prose + offices)
    assert _verdict(html) == "full"


# A button beside a short text's last words is found though extraction dropped the text's format
# characters (Persian writes a zero-width non-joiner inside words: "می‌خواهید", "کتاب‌ها").
_NOTICE_FA = (
    "<div class='box'><p>این بخش از کتابخانه دیجیتال فقط برای اعضای ثبت‌نام‌شده باز است و مهمانان نمی‌توانند متن کامل کتاب‌ها را ببینند.</p>"
    "<p>اگر می‌خواهید همه کتاب‌ها و مجله‌های قدیمی را بخوانید، با نشانی ایمیل خود عضو شوید یا اگر حساب دارید وارد شوید و از همه امکانات کتابخانه بهره‌مند شوید.</p>"
    "<p><a class='btn' href='/join'>عضویت رایگان</a> <a class='btn' href='/login'>ورود اعضا</a></p></div>"
)


@pytest.mark.parametrize("layout", sorted(_LAYOUTS))
def test_a_notice_with_its_buttons_beside_is_no_brief_in_a_script_with_joiners(layout: str) -> None:
    title = "کتابخانه دیجیتال: بخش اعضا"
    assert _verdict(_LAYOUTS[layout]("fa", title, title, _NOTICE_FA)) == "too_short"


def test_a_dated_persian_brief_with_joiners_stays() -> None:
    title = "بازگشایی پل تاریخی پس از مرمت"
    brief = (
        "<p class='byline'>۱۴۰۵/۰۹/۱۶</p><p>پل تاریخی شهر پس از دو سال مرمت روز دوشنبه دوباره به روی عابران باز شد و "
        "شهرداری می‌گوید بیشتر سنگ‌های کهنه آن حفظ شده‌اند.</p><p>به گفته مسئولان، عبور خودروها از روی پل همچنان ممنوع "
        "است و بازدید شبانه از اول ماه آینده آزاد می‌شود.</p>"
    )
    assert _verdict(_portal("fa", title, title, brief)) == "full"
