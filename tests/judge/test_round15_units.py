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
