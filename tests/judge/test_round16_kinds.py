"""Round 16 (#17): thin pages whose text is not the page's own writing — a debug page's machine output —
told from pages that show or discuss such text. Each page goes through the public
`extract()` in layouts of this file's own: a blog of plain `div`s (a post, a sidebar of categories)
and a portal with `header`/`nav`/`main`/`footer`. No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

import gptr_fulltext
from gptr_fulltext.judge.directories import contacts, has_contact

_MENU = ("Start", "Aktualności", "Oferta", "Galeria", "Kontakt")


def _blog(lang: str, title: str, h1: str, body: str) -> bytes:
    side = "".join(f"<li><a href='/t/{i}'>{word}</a></li>" for i, word in enumerate(_MENU))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<div class='wrap'><div class='top'><a href='/'>Notatnik</a></div>"
        f"<div class='post'><div class='entry'><h1>{h1}</h1>{body}</div></div>"
        f"<div class='sidebar'><h3>Kategorie</h3><ul>{side}</ul></div>"
        "<div class='bottom'>© 2026 Notatnik · <a href='/rss'>RSS</a></div></div></body></html>"
    ).encode()


def _portal(lang: str, title: str, h1: str, body: str) -> bytes:
    nav = "".join(f"<li><a href='/n/{i}'>{word}</a></li>" for i, word in enumerate(_MENU))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><h1>{h1}</h1>{body}</main>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p><p>© 2026 Portal</p></footer></body></html>"
    ).encode()


_LAYOUTS: dict[str, Callable[[str, str, str, str], bytes]] = {"blog": _blog, "portal": _portal}


def _facts(rows: list[tuple[str, str]]) -> str:
    return "<table>" + "".join(f"<tr><th>{key}</th><td>{value}</td></tr>" for key, value in rows) + "</table>"


# ---------------------------------------------------------------- a debug page is its machine output (`traces`)

# A Node.js debug page in Polish: the exception, the request's facts, two chained traces, one sentence.
_NODE_DEBUG = (
    "<p>Nie udało się zapisać zamówienia. Spróbuj ponownie za kilka minut albo napisz do obsługi sklepu.</p>"
    "<h2>TypeError: Cannot read properties of undefined (reading 'ulica')</h2>"
    + _facts(
        [
            ("Metoda", "POST"),
            ("Adres", "https://sklep-ogrodniczy.example/koszyk/zapisz"),
            ("Node", "20.11.1"),
            ("Środowisko", "production"),
        ]
    )
    + "<pre>TypeError: Cannot read properties of undefined (reading 'ulica')\n"
    "    at zapiszAdres (/srv/sklep/src/zamowienia/koszyk.js:214:31)\n"
    "    at KoszykController.zapisz (/srv/sklep/src/http/koszykController.js:88:11)\n"
    "    at Layer.handle [as handle_request] (/srv/sklep/node_modules/express/lib/router/layer.js:95:5)\n"
    "    at next (/srv/sklep/node_modules/express/lib/router/route.js:144:13)\n"
    "    at Route.dispatch (/srv/sklep/node_modules/express/lib/router/route.js:114:3)\n"
    "\n"
    "The above error was caused by:\n"
    "\n"
    'QueryFailedError: null value in column "ulica" violates not-null constraint\n'
    "    at PostgresQueryRunner.query (/srv/sklep/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js:219:19)\n"
    "    at async InsertQueryBuilder.execute (/srv/sklep/node_modules/typeorm/query-builder/InsertQueryBuilder.js:106:33)\n"
    "    at async zapiszAdres (/srv/sklep/src/zamowienia/koszyk.js:209:5)</pre>"
    "<p>Widzisz tę stronę, ponieważ aplikacja działa w trybie diagnostycznym.</p>"
)
# A Java debug page in Japanese: the exception and a "Caused by" chain under one line of apology.
_JAVA_DEBUG = (
    "<p>申し訳ありません。処理中にエラーが発生しました。</p>"
    "<h2>HTTPステータス 500 – Internal Server Error</h2>"
    + _facts(
        [
            ("リクエストURI", "/yoyaku/kakunin?date=2026-12-07&room=3"),
            ("メソッド", "GET"),
            ("サーバー", "Apache Tomcat/10.1.16 (ap-northeast-1c, node yoyaku-web-07)"),
            ("Java", "17.0.9+9-LTS (Eclipse Adoptium)"),
            ("例外", "org.springframework.dao.DataAccessResourceFailureException"),
        ]
    )
    + "<pre>org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection\n"
    "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)\n"
    "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:233)\n"
    "\tat jp.example.yoyaku.service.YoyakuService.kakunin(YoyakuService.java:61)\n"
    "\tat jp.example.yoyaku.web.YoyakuController.show(YoyakuController.java:38)\n"
    "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30004ms.\n"
    "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)\n"
    "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)\n"
    "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)\n"
    "\t... 48 more</pre>"
    "<p>このページは開発者向けの診断情報です。</p>"
)
DEBUG_PAGES = {
    "node-pl": ("pl", "Błąd 500 | Sklep ogrodniczy", "Wystąpił błąd", _NODE_DEBUG),
    "java-ja": ("ja", "エラー | 予約センター", "システムエラー", _JAVA_DEBUG),
}


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", DEBUG_PAGES)
def test_a_debug_page_of_chained_traces_and_request_facts_is_too_short(name: str, layout: str) -> None:
    """Traces make most of the text: the exception's lines and the request's facts around them are
    no more the page's words than the frames are; one sentence of apology is all it says."""
    lang, title, h1, body = DEBUG_PAGES[name]
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url=f"https://err.example/{name}")
    assert not page.is_full and page.reason == "too_short", (page.reason, page.detail, page.text)


# A question on a Q&A site, in Spanish, that pastes a long trace (most of its words) and explains it.
_QUESTION_ES = (
    "<p>Tengo un pequeño servicio en Flask que lee lecturas de sensores de humedad desde una base SQLite y las "
    "devuelve como JSON. Funcionaba bien en mi portátil, pero desde que lo desplegué en el servidor de la "
    "cooperativa falla en cuanto dos invernaderos envían datos a la vez. Este es el error completo:</p>"
    "<pre>Traceback (most recent call last):\n"
    '  File "/opt/sensores/venv/lib/python3.11/site-packages/flask/app.py", line 1455, in wsgi_app\n    response = self.full_dispatch_request()\n'
    '  File "/opt/sensores/venv/lib/python3.11/site-packages/flask/app.py", line 869, in full_dispatch_request\n    rv = self.handle_user_exception(e)\n'
    '  File "/opt/sensores/venv/lib/python3.11/site-packages/flask/app.py", line 867, in full_dispatch_request\n    rv = self.dispatch_request()\n'
    '  File "/opt/sensores/venv/lib/python3.11/site-packages/flask/app.py", line 852, in dispatch_request\n    return self.ensure_sync(self.view_functions[rule.endpoint])(**view_args)\n'
    '  File "/opt/sensores/app/rutas.py", line 27, in guardar_lectura\n    db.execute("INSERT INTO lecturas VALUES (?, ?, ?)", fila)\n'
    '  File "/opt/sensores/app/almacen.py", line 14, in execute\n    self.conexion.execute(sql, parametros)\n'
    "sqlite3.OperationalError: database is locked</pre>"
    "<p>He probado a subir el tiempo de espera de la conexión a treinta segundos y a abrir una conexión nueva en "
    "cada petición, pero el bloqueo sigue apareciendo. ¿Tiene sentido seguir con SQLite para esto o debería "
    "pasarme a PostgreSQL? Prefiero no añadir otro servicio si se puede evitar.</p>"
)


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_question_that_pastes_a_long_trace_keeps_its_prose(layout: str) -> None:
    """The trace is most of the text, but the sentences around it are a question of some length."""
    html = _LAYOUTS[layout](
        "es",
        "Flask y SQLite: database is locked",
        "Flask y SQLite: «database is locked» con dos clientes",
        _QUESTION_ES,
    )
    page = gptr_fulltext.extract(html, url="https://preguntas.example/q/8812")
    assert page.is_full, (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- phones in groups of three (`directories`)


@pytest.mark.parametrize(
    ("row", "exchanges", "reached"),
    [
        ("Secretaría | 021 555 019 |", frozenset(), True),  # a trunk prefix: no figure starts with 0
        ("Secretaría | 213 000 101 |", frozenset(), False),  # alone, a figure's shape
        ("Secretaría | 213 000 101 |", frozenset({"213"}), True),  # in a column of one exchange
        ("Lisboa | 545 923 000 | 12,4 % |", frozenset({"213"}), False),
    ],
)
def test_a_number_in_groups_of_three_is_a_phone_in_a_column_of_one_exchange(
    row: str, exchanges: frozenset[str], reached: bool
) -> None:
    assert has_contact(row, exchanges) is reached


def test_an_exchange_is_shared_by_a_column_and_figures_share_none() -> None:
    staff = [f"Nome {i} | Gabinete {i} | 253 100 {100 + i} |" for i in range(6)]
    budgets = [
        "Norte | 412 550 000 |",
        "Centro | 298 100 000 |",
        "Lisboa | 545 923 000 |",
        "Alentejo | 133 870 000 |",
        "Algarve | 120 400 000 |",
        "Açores | 98 760 000 |",
    ]
    assert all(contacts(staff))  # "253", the exchange of six rows
    assert not any(contacts(budgets))  # no first group shared
    assert not any(contacts(staff[:4]))  # four rows are no column of one exchange


DIRECTORIES_OF_GROUPED_PHONES = {
    "staff-es": ("es", "Personal del ayuntamiento", "Personal del ayuntamiento", "<table><tr><th>Nombre</th><th>Área</th><th>Teléfono</th></tr>" + "".join(
        f"<tr><td>{name}</td><td>{area}</td><td>923 000 {ext}</td></tr>" for name, area, ext in [
            ("Carmen Ruiz Mateos", "Alcaldía", "101"), ("Javier Ortega Pinto", "Secretaría", "104"), ("Lucía Herrero Gil", "Urbanismo", "117"),
            ("Pablo Navas Cano", "Deportes", "122"), ("Elena Vidal Sanz", "Cultura", "130"), ("Raúl Campos Ibáñez", "Servicios sociales", "141")]) + "</table>"),
    "clinics-pl": ("pl", "Przychodnie w Gdańsku", "Przychodnie w Gdańsku", "<ul>" + "".join(
        f"<li>{name} – {street} – 583 100 {ext}</li>" for name, street, ext in [
            ("Przychodnia Oliwa", "ul. Grunwaldzka 410", "200"), ("Centrum Zdrowia Wrzeszcz", "ul. Partyzantów 7", "215"),
            ("Poradnia Rodzinna Zaspa", "al. Jana Pawła II 12", "230"), ("Przychodnia Morena", "ul. Myśliwska 68", "244"),
            ("Gabinety Przymorze", "ul. Piastowska 101", "259"), ("Przychodnia Stogi", "ul. Nowotna 5", "263")]) + "</ul>"),
}  # fmt: skip


@pytest.mark.parametrize("layout", _LAYOUTS)
@pytest.mark.parametrize("name", DIRECTORIES_OF_GROUPED_PHONES)
def test_a_directory_whose_phones_are_written_in_groups_of_three_is_a_listing(name: str, layout: str) -> None:
    lang, title, h1, body = DIRECTORIES_OF_GROUPED_PHONES[name]
    page = gptr_fulltext.extract(_LAYOUTS[layout](lang, title, h1, body), url=f"https://dir.example/{name}")
    assert not page.is_full and page.reason == "listing_page", (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- Persian consent wording (`lexicons/fa.toml`)

_BANNER_FA = (
    "ما و شرکای تجاری ما از کوکی‌ها برای به خاطر سپردن ترجیحات شما، سنجش بازدید و نمایش تبلیغات استفاده می‌کنیم. "
    "با پذیرش، رضایت خود را اعلام می‌کنید و می‌توانید آن را در صفحه حریم خصوصی پس بگیرید."
)


def _dialog_fa(text: str) -> str:
    return (
        f"<div class='consent' role='dialog'><p>{text}</p>"
        "<button type='button'>پذیرش همه</button> <button type='button'>رد همه</button></div>"
    )


def _rtl(html: bytes) -> bytes:
    return html.replace(b"<html lang='fa'>", b"<html lang='fa' dir='rtl'>")


@pytest.mark.parametrize("layout", _LAYOUTS)
def test_a_persian_consent_dialog_over_a_page_is_a_wall(layout: str) -> None:
    """The dialog is all the page shows: its buttons and its words of cookies, partners and consent."""
    html = _rtl(_LAYOUTS[layout]("fa", "پیش از ادامه", "پیش از ادامه", _dialog_fa(_BANNER_FA)))
    page = gptr_fulltext.extract(html, url=f"https://khabar.example/consent/{layout}")
    assert not page.is_full and page.reason == "consent_wall", (page.reason, page.detail, page.text)


def test_a_persian_cookie_banner_does_not_lengthen_a_short_notice() -> None:
    """Kept by extraction beside a two-line notice, the banner's sentences are no words of the page."""
    notice = (
        "<p>نشانی ایمیل شما از فهرست خبرنامه هفتگی حذف شد و دیگر پیامی از ما دریافت نخواهید کرد.</p>"
        "<p>اگر این کار اشتباه بوده، می‌توانید دوباره از صفحه حساب کاربری عضو شوید.</p>"
    )
    html = _rtl(_portal("fa", "لغو عضویت", "لغو عضویت", notice + _dialog_fa(_BANNER_FA)))
    page = gptr_fulltext.extract(html, url="https://khabar.example/unsubscribe")
    assert not page.is_full, (page.reason, page.detail, page.text)


def test_a_persian_article_about_cookie_consent_beside_the_banner_stays() -> None:
    article = (
        "<p>سازمان حمایت از مصرف‌کنندگان هفته گذشته اعلام کرد که فروشگاه‌های اینترنتی باید پیش از ذخیره کوکی‌های تبلیغاتی "
        "از کاربر رضایت بگیرند و دکمه رد کردن را به همان اندازه دکمه پذیرش نمایش دهند.</p>"
        "<p>به گفته کارشناسان این سازمان، بسیاری از سایت‌ها تنها یک دکمه برای پذیرش دارند و کاربر برای رد کردن باید چند صفحه "
        "تنظیمات را باز کند. این سازمان به سه فروشگاه بزرگ دو ماه فرصت داده است تا پنجره‌های خود را اصلاح کنند.</p>"
        "<p>فعالان حقوق دیجیتال این تصمیم را گامی مثبت خواندند، اما گفتند بدون جریمه‌های جدی، شرکت‌ها رفتار خود را تغییر نخواهند داد.</p>"
    )
    html = _rtl(_blog("fa", "قواعد تازه برای پنجره‌های کوکی", "قواعد تازه برای پنجره‌های کوکی", article))
    html = html.replace(b"</body>", _dialog_fa(_BANNER_FA).encode() + b"</body>")
    page = gptr_fulltext.extract(html, url="https://khabar.example/cookie-rules")
    assert page.is_full, (page.reason, page.detail, page.text)


# ---------------------------------------------------------------- a brief's dateline and a range of years (`briefs`)

BRIEFS_UNDER_A_LONG_DATELINE = {
    "sw-portal": ("sw", "Mvua kubwa yafunga barabara ya Moshi", "<p>Moshi, Jumatano 2 Desemba 2026 — na mwandishi wetu wa mkoa</p>"
                  "<p>Mvua kubwa iliyonyesha usiku kucha imefunga barabara kuu ya Moshi kwenda Arusha karibu na daraja la Kikavu.</p>"
                  "<p>Polisi wamewataka madereva kutumia njia ya Boma hadi maji yatakapopungua.</p>"),
    "pt-blog": ("pt", "Câmara de Braga aprova novo parque urbano", "<p>Braga, 3 de dezembro de 2026, 18:40 — Redação local</p>"
                "<p>A câmara municipal aprovou esta quarta-feira a criação de um parque urbano de doze hectares junto ao rio Este.</p>"
                "<p>As obras devem começar na primavera e custar cerca de quatro milhões de euros.</p>"),
}  # fmt: skip


@pytest.mark.parametrize("name", BRIEFS_UNDER_A_LONG_DATELINE)
def test_a_brief_under_a_long_dateline_is_weighed_by_its_report(name: str) -> None:
    """The dateline is no sentence, and no part of the report whose share of prose is asked."""
    lang, title, body = BRIEFS_UNDER_A_LONG_DATELINE[name]
    layout = name.split("-")[1]
    page = gptr_fulltext.extract(
        _LAYOUTS[layout](lang, title, title, body), url=f"https://news.example/{name}"
    )
    assert page.is_full, (page.reason, page.detail, page.text)


def test_a_range_of_years_is_no_dateline() -> None:
    """An undated two-line text of 30 words stays too short though a line above it spans years."""
    body = (
        "<p>Associação de Moradores do Bairro Alto · 1987–2026</p>"
        "<p>A nossa sede fica aberta aos sócios durante a semana para pagamento de quotas e inscrições.</p>"
        "<p>Os pedidos de sala para festas e reuniões fazem-se na secretaria com um mês de antecedência.</p>"
    )
    title = "A sede da associação de moradores"
    page = gptr_fulltext.extract(_blog("pt", title, title, body), url="https://moradores.example/sede")
    assert not page.is_full and page.reason == "too_short", (page.reason, page.detail, page.text)
