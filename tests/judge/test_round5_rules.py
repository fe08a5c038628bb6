"""The three general patterns behind blind round 5's misses (#17), each on new pages in other
languages and layouts than the blind ones (`test_blind_round5`):

- a teaser whose extracted line lost an inline part (a time, a source tag) is still found in its card;
- a consent dialog is known by its shape — a short text beside two or more buttons, speaking of
  consent — whatever its container is called;
- a paywall prompt counts where prompts stand (a line of its own, the end of the text), not quoted in
  the middle of an article about paywalls.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest

from gptr_fulltext import extract
from gptr_fulltext.reasons import Reason
from tests.judge.blind_chrome import Layout, page


def _verdict(html: bytes, url: str) -> tuple[bool, Reason | None]:
    extraction = extract(html, url)
    return extraction.is_full, extraction.reason


# ------------------------------------------------------------ teasers that lost an inline part


def _feed_pt(layout: Layout = "semantic") -> bytes:
    items = [
        (
            "Governo anuncia novo programa de habitação popular",
            "A meta é entregar cem mil unidades até o fim do próximo ano em todo o país.",
        ),
        (
            "Chuvas fortes atingem o litoral paulista",
            "A Defesa Civil emitiu alerta para deslizamentos em cinco cidades da região.",
        ),
        (
            "Exportações de café batem recorde em maio",
            "O volume embarcado superou em doze por cento o registrado no mesmo mês de 2025.",
        ),
        (
            "Seleção convoca três estreantes para amistosos",
            "O técnico quer observar jovens que se destacaram no campeonato nacional.",
        ),
        (
            "Metrô terá horário estendido no feriado",
            "As estações funcionarão até as duas da manhã durante os dias de festa.",
        ),
        (
            "Universidade lança curso gratuito de programação",
            "As inscrições estão abertas até sexta-feira e as vagas são limitadas.",
        ),
    ]
    rows = "".join(
        f"<div class='linha-feed'><a class='tit' href='https://fonte{i}.example/n/{i}'>{h}</a> "
        f"<time datetime='2026-06-0{i + 1}'>há {i + 2} horas</time> <p>{b}</p></div>"
        for i, (h, b) in enumerate(items)
    )
    return page(
        "pt",
        "Giro de Notícias",
        "Últimas | Giro de Notícias",
        f"<h1>Últimas notícias</h1>{rows}",
        layout=layout,
    )


def _feed_ja() -> bytes:
    items = [
        (
            "新型ロケットの打ち上げに成功 小型衛星を軌道に投入",
            "今回の成功で、年内にあと二回の打ち上げを予定している。",
        ),
        ("全国の平均気温 六月として過去最高に", "気象庁は熱中症への警戒を呼びかけている。"),
        ("地方空港の国際線 三年ぶりに再開へ", "秋から週三便を運航し、観光客の回復を見込む。"),
        ("大手銀行 住宅ローン金利を引き上げ", "来月から変動金利型の基準金利を〇・一五％上げる。"),
        ("高校野球 地方大会の組み合わせ決まる", "今年は百二十校が出場し、七月八日に開幕する。"),
        ("国立博物館で特別展 来場者十万人を突破", "会期は来月末までで、週末は事前予約が必要になる。"),
    ]
    rows = "".join(
        f"<li><a href='/news/{i}'>{h}</a><time>{i + 1}時間前</time><p>{b}</p></li>"
        for i, (h, b) in enumerate(items)
    )
    return page(
        "ja",
        "ニュースまとめ",
        "最新ニュース｜ニュースまとめ",
        f"<h1>最新ニュース</h1><ul class='matome'>{rows}</ul>",
        layout="semantic",
    )


def _article_with_times_fr() -> bytes:
    content = (
        "<div class='corps'><h1>Le tramway reliera l'aéroport dès l'automne</h1>"
        "<p>La nouvelle ligne de tramway entre la gare centrale et l'aéroport sera mise en service le "
        "<time datetime='2026-10-05'>5 octobre</time>, a annoncé mardi la métropole, avec un mois d'avance sur le calendrier.</p>"
        "<p>Les rames circuleront toutes les huit minutes en journée et le trajet complet durera vingt-six minutes. "
        "Le ticket standard sera valable, sans supplément, ce qui distingue le projet des navettes payantes actuelles.</p>"
        "<p>Les riverains du quartier des Chartreux, longtemps opposés au tracé, ont obtenu un mur antibruit et la "
        "plantation de deux cents arbres. Les travaux ont coûté 410 millions d'euros, financés pour moitié par l'État.</p>"
        "<p>Mise à jour le <time>12 juin 2026 à 18 h 04</time>.</p></div>"
        "<div class='a-lire'><h2>À lire aussi</h2>"
        + "".join(
            f"<div class='carte'><h3><a href='/a/{i}'>{t}</a></h3><p>{d}</p></div>"
            for i, (t, d) in enumerate(
                [
                    ("Vélo : la métropole double ses pistes", "Cinquante kilomètres de plus d'ici 2028."),
                    ("Bus de nuit : trois lignes supprimées", "La fréquentation est jugée trop faible."),
                    (
                        "Parking : les tarifs augmentent en juillet",
                        "Une hausse de dix pour cent en centre-ville.",
                    ),
                    ("Gare : les travaux du parvis commencent", "Le chantier durera dix-huit mois."),
                ]
            )
        )
        + "</div>"
    )
    return page("fr", "Le Courrier Métropole", "Le tramway reliera l'aéroport dès l'automne", content)


def _results_table_fr() -> bytes:
    results = [
        (
            "Isoler ses combles soi-même",
            "Les étapes, le matériel et le budget pour isoler un grenier perdu en un week-end.",
        ),
        (
            "Pompe à chaleur ou poêle à granulés ?",
            "Nous avons comparé le coût sur dix ans dans une maison de cent mètres carrés.",
        ),
        (
            "Les aides à la rénovation en 2026",
            "Le point sur les primes nationales et les aides des régions pour les travaux.",
        ),
        (
            "Changer ses fenêtres : quel gain ?",
            "Un double vitrage récent réduit les pertes, mais moins que l'isolation du toit.",
        ),
        (
            "Ventilation : simple ou double flux",
            "Avantages, inconvénients et coût d'entretien des deux systèmes de ventilation.",
        ),
    ]
    items = "".join(
        f"<div class='res'><h3><a href='/dossier/{i}'>{t}</a></h3><p>{d}</p></div>"
        for i, (t, d) in enumerate(results)
    )
    content = f"<h1>Résultats pour « isolation »</h1><p>5 dossiers trouvés</p>{items}"
    return page("fr", "Maison Économe", "Recherche : isolation | Maison Économe", content, layout="table")


@pytest.mark.parametrize(
    "build",
    [_feed_pt, _feed_ja, lambda: _feed_pt("table"), _results_table_fr],
    ids=["pt-feed", "ja-feed", "pt-feed-layout-table", "fr-results-layout-table"],
)
def test_teasers_are_cards_though_extraction_dropped_a_part_or_joined_a_layout_table(
    build: Callable[[], bytes],
) -> None:
    assert _verdict(build(), "https://feed.example/") == (False, Reason.LISTING_PAGE)


def test_an_article_whose_paragraphs_hold_times_keeps_its_text_as_its_own() -> None:
    assert _verdict(_article_with_times_fr(), "https://courrier.example/tram") == (True, None)


# ------------------------------------------------------------ consent dialogs by their shape


def _dialog_it() -> bytes:
    content = (
        "<div class='finestra-scelte'><h3>La tua privacy è importante</h3>"
        "<p>Noi e i nostri fornitori utilizziamo cookie e tecnologie simili per mostrarti pubblicità personalizzata, "
        "misurare il rendimento dei contenuti e migliorare il sito. Puoi dare il tuo consenso, rifiutarlo o scegliere "
        "le singole finalità. Il consenso può essere revocato in qualsiasi momento dalla pagina Preferenze.</p>"
        "<a role='button' href='#ok'>Accetta</a> <a role='button' href='#no'>Rifiuta</a> <a role='button' href='#pref'>Scegli</a></div>"
    )
    return page("it", "Il Portale", "Il Portale", content, layout="shop")


def _dialog_ja() -> bytes:
    content = (
        "<section class='kakunin'><p>当サイトでは、広告の配信やアクセス解析のためにクッキーを使用しています。"
        "「同意する」を選択すると、パートナー企業が端末の情報を取得し、あなたに合わせた広告を表示することに同意したものとみなされます。"
        "設定はいつでもプライバシーのページから変更できます。個人データの取り扱いについてはポリシーをご覧ください。</p>"
        "<input type='button' value='同意する'> <input type='button' value='設定を変更'></section>"
    )
    return page("ja", "生活情報サイト", "生活情報サイト", content, layout="docs", side=False)


def _glossary_with_buttons_es() -> bytes:
    content = (
        "<div class='entrada'><h1>Consentimiento (protección de datos)</h1>"
        "<p>En protección de datos, el consentimiento es la manifestación de voluntad libre, específica, informada e "
        "inequívoca por la que una persona acepta el tratamiento de sus datos personales. Debe darse mediante una "
        "declaración o una clara acción afirmativa: las casillas premarcadas o el silencio no valen.</p>"
        "<p>El responsable del tratamiento debe poder demostrar que lo obtuvo, y la persona puede retirarlo en cualquier "
        "momento con la misma facilidad con que lo dio. Para la publicidad personalizada y las cookies no esenciales, el "
        "consentimiento es la base jurídica habitual.</p>"
        "<div class='acciones'><button>Compartir</button><button>Imprimir</button><button>Copiar enlace</button></div></div>"
    )
    return page("es", "Glosario Legal", "Consentimiento – Glosario Legal", content, layout="docs")


def _short_story_with_buttons_de() -> bytes:
    content = (
        "<div class='meldung'><h1>Gericht: Cookie-Banner braucht „Ablehnen“-Knopf</h1>"
        "<p>Ein Cookie-Banner muss die Ablehnung genauso einfach machen wie die Zustimmung. Das hat das Landgericht "
        "entschieden und einem Verlag untersagt, Besuchern nur „Alle akzeptieren“ und „Einstellungen“ anzubieten. "
        "Wer die Einwilligung verweigern wolle, dürfe nicht erst durch mehrere Menüs geschickt werden.</p>"
        "<p>Verbraucherschützer begrüßten das Urteil. Der Verlag prüft eine Berufung; bis dahin soll auf seinen "
        "Seiten ein zusätzlicher Knopf erscheinen.</p>"
        "<button class='merken'>Merken</button> <button class='teilen'>Teilen</button></div>"
    )
    return page(
        "de", "Rechtsticker", "Gericht: Cookie-Banner braucht „Ablehnen“-Knopf", content, layout="divsoup"
    )


@pytest.mark.parametrize("build", [_dialog_it, _dialog_ja], ids=["it-role-buttons", "ja-input-buttons"])
def test_a_consent_dialog_in_a_container_of_any_name_is_a_consent_wall(build: Callable[[], bytes]) -> None:
    assert _verdict(build(), "https://sito.example/") == (False, Reason.CONSENT_WALL)


@pytest.mark.parametrize(
    "build", [_glossary_with_buttons_es, _short_story_with_buttons_de], ids=["es-glossary", "de-brief"]
)
def test_a_short_text_about_consent_beside_its_own_buttons_stays_full(build: Callable[[], bytes]) -> None:
    assert _verdict(build(), "https://recht.example/a") == (True, None)


# ------------------------------------------------------------ where a paywall prompt stands


def _about_paywalls_de() -> bytes:
    content = (
        "<div class='text'><h1>Warum Leser für Nachrichten zahlen</h1>"
        "<p>Wer eine Regionalzeitung online liest, stößt nach dem ersten Absatz oft auf einen Kasten: „Weiterlesen mit "
        "Abo“, darunter ein Probemonat für einen Euro. Eine neue Umfrage zeigt, wer dieses Angebot tatsächlich annimmt.</p>"
        "<p>Demnach zahlen vor allem Leser über fünfzig für lokale Nachrichten, jüngere eher für Podcasts und Newsletter. "
        "Entscheidend sei der Eindruck, dass die Zeitung Dinge berichtet, die sonst niemand erfährt.</p>"
        "<p>Die Verlage setzen deshalb auf exklusive Recherchen aus dem Rathaus und auf Sportberichte aus den "
        "Amateurligen, die keine Agentur liefert.</p></div>"
    )
    return page(
        "de", "Medienmonitor", "Warum Leser für Nachrichten zahlen | Medienmonitor", content, layout="divsoup"
    )


def _about_paywalls_es() -> bytes:
    content = (
        "<article><h1>Cómo funcionan los muros de pago medidos</h1>"
        "<p>Un muro de pago medido deja leer unos cuantos artículos gratis cada mes y después muestra un aviso del tipo "
        "«Suscríbete para seguir leyendo». Así el periódico conserva el tráfico de las redes sociales sin regalar todo su trabajo.</p>"
        "<p>El contador suele guardarse en una cookie, por lo que borrarla o abrir una ventana privada reinicia la cuenta. "
        "Por eso muchos medios piden ahora registrarse gratis antes de alcanzar el límite.</p>"
        "<p>Los estudios muestran que el modelo funciona mejor en diarios con información local que nadie más publica.</p></article>"
    )
    return page(
        "es", "Periodismo Hoy", "Cómo funcionan los muros de pago medidos", content, layout="semantic"
    )


def _lede_with_closing_prompt_pt() -> bytes:
    content = (
        "<article><h1>Prefeitura congela tarifa de ônibus até 2027</h1>"
        "<p>A prefeitura anunciou nesta segunda-feira que a tarifa de ônibus ficará congelada até o fim de 2027. "
        "Para compensar as empresas, o município vai ampliar o subsídio em trezentos milhões de reais.</p>"
        "<p>Para continuar lendo, assine o Jornal da Cidade por R$ 1,90 no primeiro mês.</p></article>"
    )
    return page(
        "pt", "Jornal da Cidade", "Prefeitura congela tarifa de ônibus até 2027", content, layout="semantic"
    )


def _lede_with_prompt_line_it() -> bytes:
    content = (
        "<div class='pezzo'><h1>Sanità, il piano per ridurre le liste d'attesa</h1>"
        "<p>Il ministero ha presentato un piano per ridurre i tempi d'attesa delle visite specialistiche, con "
        "aperture serali degli ambulatori e un portale unico di prenotazione.</p>"
        "<p class='chiuso'>Contenuto riservato agli abbonati.</p>"
        "<p>Abbonati a 1 euro al mese per leggere tutti gli articoli e sfogliare il giornale digitale ogni mattina.</p></div>"
    )
    return page(
        "it", "Il Quotidiano", "Sanità, il piano per ridurre le liste d'attesa", content, layout="divsoup"
    )


@pytest.mark.parametrize("build", [_about_paywalls_de, _about_paywalls_es], ids=["de", "es"])
def test_an_article_quoting_a_paywall_prompt_in_its_prose_stays_full(build: Callable[[], bytes]) -> None:
    assert _verdict(build(), "https://medien.example/a") == (True, None)


@pytest.mark.parametrize(
    "build", [_lede_with_closing_prompt_pt, _lede_with_prompt_line_it], ids=["pt-closing", "it-line"]
)
def test_a_lede_with_a_prompt_at_its_end_or_on_its_own_line_is_a_teaser(build: Callable[[], bytes]) -> None:
    assert _verdict(build(), "https://jornal.example/a") == (False, Reason.PAYWALL_TEASER)


# ------------------------------------------------------------ link lists as the main text


def _index_de() -> bytes:
    terms = [
        "Befristeter Vertrag",
        "Betriebliche Altersvorsorge",
        "Bezahlter Urlaub",
        "Digitale Signatur",
        "Einseitige Versetzung",
        "Freie Mitarbeit",
        "Geringfügige Beschäftigung",
        "Gesetzliche Kündigungsfrist",
        "Gleitende Arbeitszeit",
        "Häusliches Arbeitszimmer",
        "Innere Kündigung",
        "Kollektive Arbeitsniederlegung",
        "Leitende Angestellte",
        "Mobiles Arbeiten",
        "Nachträgliche Zulassung",
        "Ordentliche Kündigung",
        "Qualifiziertes Zeugnis",
        "Rückwirkende Lohnerhöhung",
        "Schriftliche Abmahnung",
        "Tarifliche Eingruppierung",
        "Unbezahlte Freistellung",
        "Verdeckte Überwachung",
        "Vorläufige Weiterbeschäftigung",
        "Wettbewerbsverbot nachvertraglich",
        "Zusätzliche Vergütung",
        "Außerordentliche Kündigung",
        "Betriebsbedingte Entlassung",
        "Mündliche Absprache",
    ]
    items = " ".join(f"<a href='/lexikon/{t.lower()}'>{t}</a>" for t in terms)
    content = f"<h1>Arbeitsrecht von A bis Z</h1><p class='register'>{items}</p>"
    return page("de", "Rechtslexikon", "Arbeitsrecht von A bis Z | Rechtslexikon", content, layout="semantic")


def _tag_cloud_ru() -> bytes:
    tags = [
        "рыбалка",
        "щука",
        "окунь",
        "карп",
        "фидер",
        "спиннинг",
        "блёсны",
        "воблеры",
        "прикормка",
        "лодки",
        "зимняя",
        "рыбалка",
        "мормышка",
        "удочки",
        "катушки",
        "леска",
        "крючки",
        "погода",
        "водоёмы",
        "налим",
        "судак",
        "лещ",
        "плотва",
        "сом",
        "форель",
        "жерлицы",
        "эхолот",
        "палатки",
        "снасти",
        "уха",
        "отчёты",
        "турниры",
    ]
    cloud = " ".join(
        f"<a class='t{i % 4}' href='/tag/{i}'>{t}</a> <sup>{(i * 7) % 31 + 1}</sup>"
        for i, t in enumerate(tags)
    )
    content = f"<div class='oblako'><h1>Метки</h1><p>{cloud}</p></div>"
    return page("ru", "Рыболов", "Метки — Рыболов", content, layout="divsoup")


def _article_with_tags_en() -> bytes:
    tags = " ".join(
        f"<a href='/tag/{t}'>{t}</a>"
        for t in [
            "rivers",
            "floods",
            "insurance",
            "climate",
            "planning",
            "housing",
            "councils",
            "maps",
            "rainfall",
            "drainage",
            "defences",
        ]
    )
    content = (
        "<article><h1>Flood maps are out of date, insurers warn</h1>"
        "<p>Official flood maps in many districts still rely on river surveys from the 1990s, insurers said on Thursday, "
        "leaving thousands of new homes built in areas that are now known to flood every few years.</p>"
        "<p>The industry body wants councils to publish updated maps before approving new estates, and to make developers "
        "pay for drainage and defences. Councils say they lack the money to commission the surveys.</p>"
        f"<div class='tags'>{tags}</div></article>"
    )
    return page("en", "The Courier", "Flood maps are out of date, insurers warn", content, layout="divsoup")


@pytest.mark.parametrize("build", [_index_de, _tag_cloud_ru], ids=["de-a-z-index", "ru-tag-cloud"])
def test_a_page_of_short_links_is_a_word_list(build: Callable[[], bytes]) -> None:
    assert _verdict(build(), "https://lexikon.example/") == (False, Reason.WORD_LIST)


def test_an_article_ending_in_its_tags_stays_full() -> None:
    assert _verdict(_article_with_tags_en(), "https://courier.example/floods") == (True, None)
