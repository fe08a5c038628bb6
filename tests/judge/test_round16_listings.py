"""Round 16's patterns of #17, each on pages of this file's own in two layouts — a portal with
`header`/`nav`/`main`/`footer` and a site builder's nest of `div`s with generated ids — and in
different languages, with a page of the same shape that must keep its verdict:

- offers: a ranked list of products, each a name and the same call to action (`evidence.actions`);
- a paywall box named as one, in a language the lexicon lacks, shaped as a prompt (`actions.is_prompt_box`);
- a paywall drawn by a CSS blur over the whole text (`judge.paywalls.clipped_words`);
- a short dictionary entry, its headword the headline or a bold term (`judge.cards`);
- a listing extraction cut to a few of its teasers (`judge.rules._listing`).

No page is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import gptr_fulltext
from gptr_fulltext.reasons import Reason


def _portal(lang: str, title: str, body: str, head: str = "") -> bytes:
    nav = "".join(f"<li><a href='/n/{i}'>Section {i}</a></li>" for i in range(6))
    rail = "".join(f"<li><a href='/r/{i}'>Another story of the week, number {i}</a></li>" for i in range(3))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><article>{body}</article>"
        f"<aside><h3>More</h3><ul>{rail}</ul></aside></main>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p><p>© 2026 Portal</p></footer></body></html>"
    ).encode()


def _builder(lang: str, title: str, body: str, head: str = "") -> bytes:
    menu = "".join(f"<li class='menu-item'><a href='/{i}'>Page {i}</a></li>" for i in range(5))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body><div id='SITE'><div id='comp-a1'><header><nav><ul>{menu}</ul></nav>"
        "<div id='comp-a2' class='login-bar'><button type='button'>Log in</button></div></header>"
        f"<main id='PAGES'><div id='comp-a3' class='strip'><div data-testid='column'><div class='rich-text'>{body}</div></div></div></main>"
        "<footer id='comp-a4'><p class='font_9'>© 2026 Builder site</p></footer></div></div></body></html>"
    ).encode()


def _extract(page: bytes, url: str) -> gptr_fulltext.Extraction:
    return gptr_fulltext.extract(page, url=url)


# ---------------------------------------------------------------- offers (`evidence.actions.find_offers`)

_HEADPHONES = ("Sonora X2", "Akord 300 BT", "Pulsar Mini", "Wave Pro 5", "Nordton H7", "Kali Air")


def test_a_ranked_list_of_products_with_one_call_to_action_each_is_a_listing() -> None:
    items = "".join(
        f"<li><span class='rank'>{rank}.</span> <strong>{name}</strong> ocena 4,{rank}/5 "
        f"<a class='cta' href='/out/{rank}' rel='sponsored'>Sprawdź cenę</a></li>"
        for rank, name in enumerate(_HEADPHONES, 1)
    )
    body = f"<h1>Najlepsze słuchawki bezprzewodowe 2026</h1><p>Wybraliśmy dla Was sześć modeli na każdą kieszeń.</p><ol>{items}</ol>"
    extraction = _extract(
        _portal("pl", "Najlepsze słuchawki bezprzewodowe 2026", body), "https://ranking.example/sluchawki"
    )
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_a_grid_of_deals_with_a_blurb_and_a_buy_link_each_is_a_listing() -> None:
    deals = (
        ("스마트 전기포트", "온도를 1도 단위로 맞출 수 있습니다.", "39,000"),
        ("무선 핸디 청소기", "가볍고 조용한 모델입니다.", "129,000"),
        ("에어프라이어 5L", "바삭한 요리를 기름 없이 만듭니다.", "89,000"),
        ("전동 칫솔 세트", "칫솔모 네 개가 함께 들어 있습니다.", "45,000"),
        ("휴대용 선풍기", "한 번 충전으로 열 시간 쓸 수 있습니다.", "19,000"),
    )
    cards = "".join(
        f"<div class='deal-card'><h4>{name}</h4><p>{blurb}</p><span class='price'>₩{price}</span> "
        "<a class='btn' href='#'>지금 구매하기</a></div>"
        for name, blurb, price in deals
    )
    body = f"<h2>오늘의 특가 추천</h2><div class='deals'>{cards}</div>"
    extraction = _extract(_builder("ko", "오늘의 특가 추천 | 쇼핑노트", body), "https://deals.example/today")
    assert extraction.reason is Reason.LISTING_PAGE, extraction.detail


def test_a_roundup_reviewing_each_product_stays_full() -> None:
    """The same list, but each product gets a review of its own in sentences: the page says
    something different at each item, and the call to action is only beside it."""
    reviews = (
        (
            "Sonora X2",
            "Su batería dura dos días de uso normal. El sonido es equilibrado, con graves contenidos. La funda se raya con facilidad.",
        ),
        (
            "Akord 300 BT",
            "Son las más cómodas de la lista para viajes largos. La cancelación de ruido es buena en el tren. El micrófono flojea en la calle.",
        ),
        (
            "Pulsar Mini",
            "Pesan muy poco y caben en cualquier bolsillo. A cambio, el estuche no tiene carga inalámbrica. Para correr son ideales.",
        ),
        (
            "Wave Pro 5",
            "El mejor sonido de la prueba, con una aplicación muy completa. Son caras y algo pesadas. Las recomendamos para casa.",
        ),
        (
            "Nordton H7",
            "Tienen botones físicos en lugar de gestos táctiles. Funcionan con dos teléfonos a la vez. El plástico parece frágil.",
        ),
    )
    items = "".join(
        f"<li><h3>{name}</h3><p>{text}</p><a class='cta' href='/out/{rank}'>Ver precio</a></li>"
        for rank, (name, text) in enumerate(reviews, 1)
    )
    body = f"<h1>Probamos cinco auriculares inalámbricos</h1><p>Los usamos durante un mes en casa, en el metro y corriendo.</p><ul class='picks'>{items}</ul>"
    extraction = _extract(
        _portal("es", "Probamos cinco auriculares inalámbricos", body), "https://prueba.example/auriculares"
    )
    assert extraction.is_full, extraction.detail


def test_a_thread_of_replies_each_with_a_reply_link_stays_full() -> None:
    posts = (
        (
            "Camille",
            "J'ai eu le même souci avec mon vélo électrique. Le capteur de pédalage était mal aligné, il a suffi de le rapprocher de l'aimant.",
        ),
        (
            "Julien_R",
            "Vérifie aussi la batterie. Quand elle descend sous vingt pour cent, l'assistance se coupe par moments sur mon modèle.",
        ),
        (
            "Mireille",
            "Chez moi c'était le câble du frein. Le contacteur coupait le moteur dès qu'on effleurait la poignée.",
        ),
        (
            "Thomas",
            "Merci à tous pour vos réponses. C'était bien le capteur, il était décalé de trois millimètres après une chute.",
        ),
        (
            "Camille",
            "Content que ce soit réglé. Pense à serrer la vis du capteur, elle se desserre avec les vibrations.",
        ),
    )
    replies = "".join(
        f"<div class='post'><div class='author'>{name}</div><div class='cooked'><p>{text}</p></div>"
        f"<a class='reply' href='/t/velo/12?reply={index}'>Répondre</a></div>"
        for index, (name, text) in enumerate(posts)
    )
    body = f"<h1>Assistance qui se coupe sur un vélo électrique</h1><div class='thread'>{replies}</div>"
    extraction = _extract(
        _builder("fr", "Assistance qui se coupe sur un vélo électrique - Forum", body),
        "https://forum.example/t/velo/12",
    )
    assert extraction.is_full, extraction.detail


# ---------------------------------------------------------------- prompt boxes (`evidence.actions.is_prompt_box`)


def test_a_lede_under_a_paywall_box_in_a_language_without_phrases_is_a_teaser() -> None:
    body = (
        "<h1>Bei ya mahindi yapanda sokoni Arusha</h1><p>Bei ya gunia moja la mahindi imepanda kwa asilimia ishirini wiki hii, "
        "wakulima wakisema mvua zilichelewa.</p>"
        "<div class='paywall'><h3>Habari hii ni ya wanachama</h3><p>Jiunge leo upate habari zote za biashara.</p>"
        "<a class='btn' href='/jiunge'>Jiunge sasa</a> <a href='/ingia'>Ingia</a></div>"
    )
    extraction = _extract(
        _portal("sw", "Bei ya mahindi yapanda sokoni Arusha", body), "https://habari.example/mahindi"
    )
    assert extraction.reason is Reason.PAYWALL_TEASER, extraction.detail


def test_a_lede_under_a_registration_wall_box_is_a_teaser() -> None:
    body = (
        "<h1>Kaupunki remontoi Hakaniemen torin</h1><p>Hakaniemen torin remontti alkaa maaliskuussa ja kestää kaksi vuotta, "
        "kertoo kaupungin rakennusvirasto.</p>"
        "<section class='article-regwall'><h4>Luo maksuton tunnus</h4><p>Rekisteröityneenä luet kolme juttua viikossa.</p>"
        "<button type='button'>Luo tunnus</button></section>"
    )
    extraction = _extract(
        _builder("fi", "Kaupunki remontoi Hakaniemen torin", body), "https://uutiset.example/tori"
    )
    assert extraction.reason is Reason.PAYWALL_TEASER, extraction.detail


def test_an_article_with_a_login_box_named_after_the_paywall_stays_full() -> None:
    """A header's sign-in box named after the site's paywall says nothing beside its labels."""
    box = "<div class='paywall-header'><a class='paywall-login' href='/login'>Kuingia</a> <span>Toka</span></div>"
    body = (
        "<h1>Shule mpya ya sekondari yafunguliwa Moshi</h1>"
        "<p>Shule mpya ya sekondari yenye madarasa kumi na mawili imefunguliwa katika kata ya Rau mjini Moshi, ikiwa na nafasi ya wanafunzi mia sita.</p>"
        "<p>Mkuu wa wilaya alisema ujenzi uligharimu shilingi bilioni moja na nusu, fedha zilizotoka serikalini na kwa wazazi waliochangia matofali na saruji.</p>"
        "<p>Wanafunzi wa kwanza wataanza masomo mwezi Januari, na shule itakuwa na maabara mbili za sayansi pamoja na maktaba ndogo.</p>"
    )
    extraction = _extract(
        _portal("sw", "Shule mpya ya sekondari yafunguliwa Moshi", box + body), "https://habari.example/shule"
    )
    assert extraction.is_full, extraction.detail


# ---------------------------------------------------------------- CSS blur (`judge.paywalls.clipped_words`)

_NL_BODY = (
    "<p>De gemeente Zwolle legt volgend jaar twaalf nieuwe fietsenstallingen aan bij bushaltes in de wijken aan de rand van de stad.</p>"
    "<p>Volgens de wethouder fietsen steeds meer inwoners naar de bus in plaats van met de auto naar het centrum te rijden, vooral sinds de nieuwe snelbuslijnen.</p>"
    "<p>De stallingen krijgen een dak en verlichting. De kosten, ruim vierhonderdduizend euro, worden voor de helft betaald door de provincie.</p>"
)
_PT_BODY = (
    "<p>A câmara de Braga vai abrir em março um novo centro de recolha de móveis usados, onde os moradores podem deixar mesas, cadeiras e armários.</p>"
    "<p>Os móveis em bom estado serão reparados por um grupo de voluntários e doados a famílias que recebem apoio social do município.</p>"
    "<p>O centro fica no antigo armazém da estação e vai funcionar às quartas e aos sábados, das nove da manhã à uma da tarde.</p>"
)


def test_text_blurred_by_a_stylesheet_rule_under_a_prompt_is_full() -> None:
    head = "<style>.premium-tekst{filter: blur(5px);pointer-events:none}</style>"
    body = (
        "<h1>Twaalf nieuwe fietsenstallingen bij bushaltes</h1>"
        f"<div class='premium-tekst'>{_NL_BODY}</div>"
        "<div class='abo'><p>Lees verder met een abonnement</p><a href='/abo'>Abonneren</a></div>"
    )
    extraction = _extract(
        _portal("nl", "Twaalf nieuwe fietsenstallingen", body, head), "https://krant.example/fietsen"
    )
    assert extraction.is_full, extraction.detail


def test_text_blurred_by_an_inline_style_under_a_prompt_is_full() -> None:
    body = (
        "<h1>Braga abre centro de recolha de móveis usados</h1>"
        f"<div class='corpo' style='filter:blur(3px)'>{_PT_BODY}</div>"
        "<div class='assinatura'><p>Exclusivo para assinantes</p><a href='/assinar'>Assinar</a></div>"
    )
    extraction = _extract(
        _builder("pt", "Braga abre centro de recolha de móveis", body), "https://jornal.example/moveis"
    )
    assert extraction.is_full, extraction.detail


def test_a_blurred_lede_of_one_paragraph_stays_a_teaser() -> None:
    body = (
        "<h1>Braga abre centro de recolha de móveis usados</h1>"
        "<div class='corpo' style='filter:blur(3px)'><p>A câmara de Braga vai abrir em março um novo centro de recolha de móveis usados.</p></div>"
        "<div class='assinatura'><p>Exclusivo para assinantes</p><a href='/assinar'>Assinar</a></div>"
    )
    extraction = _extract(
        _builder("pt", "Braga abre centro de recolha de móveis", body), "https://jornal.example/moveis"
    )
    assert extraction.reason is Reason.PAYWALL_TEASER, extraction.detail


# ---------------------------------------------------------------- short dictionary entries (`judge.cards`)


def test_a_short_chinese_entry_under_its_headline_is_full() -> None:
    body = (
        "<h1>斟酌</h1><p>zhēnzhuó</p><ol><li>考虑事情、文字等是否可行或是否适当。例：这篇稿子请您再～一下。</li>"
        "<li>〈书〉倒酒，饮酒。例：～自饮。</li><li>〈书〉择取。例：～损益。</li></ol><p>近义词：考虑、琢磨</p>"
    )
    extraction = _extract(_portal("zh", "斟酌 | 小词典", body), "https://cidian.example/zhenzhuo")
    assert extraction.is_full, extraction.detail


def test_a_short_japanese_entry_under_a_bold_headword_is_full() -> None:
    body = (
        "<p><b>推敲</b> すいこう</p><ol><li>詩や文章の字句を何度も練り直すこと。例：原稿を～する。</li>"
        "<li>よりよい表現を求めて考えを重ねること。例：～を重ねる。</li></ol><p>類語：添削、校正</p>"
    )
    extraction = _extract(_builder("ja", "推敲 - ことば辞典", body), "https://jisho.example/suikou")
    assert extraction.is_full, extraction.detail


def test_a_short_numbered_notice_under_a_bold_word_not_its_title_stays_thin() -> None:
    body = (
        "<p><b>提示</b></p><ol><li>请在本周五下班以前提交报名表格。</li>"
        "<li>逾期提交的表格将不被受理，敬请谅解。</li><li>如有疑问请致电办公室咨询。</li></ol>"
    )
    extraction = _extract(_builder("zh", "报名须知 | 某协会", body), "https://xiehui.example/baoming")
    assert not extraction.is_full, extraction.text


# ---------------------------------------------------------------- listings cut by extraction (`judge.rules._listing`)

_IT_TEASERS = (
    (
        "Il Comune rinnova le piazze del centro storico",
        "La giunta ha approvato il progetto per ripavimentare tre piazze e piantare quaranta alberi, con lavori che partiranno a marzo e dovrebbero durare circa un anno secondo l'assessore ai lavori pubblici…",
    ),
    (
        "Nuova linea di autobus verso l'ospedale",
        "Da lunedì la linea 12 collegherà la stazione all'ospedale ogni quindici minuti…",
    ),
    (
        "Il mercato coperto riapre dopo i restauri",
        "Dopo due anni di cantiere il mercato torna ai commercianti, con sessanta banchi rinnovati, un'area per i produttori locali e orari più lunghi il sabato, come chiesto da molti residenti del quartiere…",
    ),
    (
        "Festival del cinema: i primi ospiti",
        "Gli organizzatori annunciano tre registi e una retrospettiva dedicata al cinema muto…",
    ),
    (
        "Scuole chiuse per neve in collina",
        "Il sindaco ha firmato l'ordinanza per i plessi sopra i seicento metri…",
    ),
    (
        "La biblioteca civica allunga gli orari",
        "Da gennaio la sala studio resterà aperta fino a mezzanotte dal lunedì al venerdì, grazie a un accordo con l'università che metterà a disposizione personale e fondi per la sorveglianza serale…",
    ),
)
_PT_TEASERS = (
    (
        "Porto de Leixões bate recorde de navios",
        "O terminal recebeu em novembro mais navios de cruzeiro do que em qualquer outro mês da sua história, com mais de quarenta escalas e dezenas de milhares de passageiros a desembarcar na cidade…",
    ),
    ("Metro prolonga horário no fim de semana", "As composições vão circular até às duas da manhã…"),
    (
        "Feira do livro muda-se para o parque",
        "A organização explica que o antigo recinto ficou pequeno e que o parque permite receber o dobro dos expositores, com espaço para concertos, sessões de autógrafos e uma área dedicada aos leitores mais novos…",
    ),
    (
        "Obras fecham rua de Santa Catarina",
        "O troço entre a praça e a estação fica cortado durante duas semanas…",
    ),
    (
        "Hospital abre nova ala pediátrica",
        "A ala tem trinta camas, um bloco operatório próprio e uma sala de brincar equipada por uma associação de pais, que angariou fundos durante três anos junto de empresas e escolas da região…",
    ),
)


def _stream(teasers: tuple[tuple[str, str], ...], more: str) -> str:
    return "".join(
        f"<div class='teaser'><h3><a href='#'>{headline}</a></h3><p class='excerpt'>{excerpt} <a href='#'>{more}</a></p></div>"
        for headline, excerpt in teasers
    )


_CUT: dict[str, tuple[str, str, Callable[[str, str, str], bytes]]] = {
    "it": (
        "Ultime notizie | Gazzetta",
        f"<h1>Ultime notizie</h1><section class='stream'>{_stream(_IT_TEASERS, 'Leggi tutto')}</section>",
        _portal,
    ),
    "pt": (
        "Últimas | Diário do Norte",
        f"<h2>Últimas</h2><div class='stream'>{_stream(_PT_TEASERS, 'Ler mais')}</div>",
        _builder,
    ),
}


def test_a_stream_of_long_teasers_extraction_cut_to_a_few_is_a_listing() -> None:
    for lang, (title, body, layout) in _CUT.items():
        extraction = _extract(layout(lang, title, body), f"https://{lang}.example/ultime")
        assert extraction.reason is Reason.LISTING_PAGE, (lang, extraction.detail, extraction.text)


def test_a_brief_whose_lede_is_also_a_teaser_beside_it_stays_full() -> None:
    """One card of the rail repeats the brief's first paragraph: the brief's blocks come from one card
    at most, and its second paragraph is its own."""
    lede = "Da lunedì la linea 12 collegherà la stazione all'ospedale ogni quindici minuti, anche nei giorni festivi."
    rail = _stream(((_IT_TEASERS[1][0], lede), *_IT_TEASERS[2:5]), "Leggi tutto")
    body = (
        f"<h1>Nuova linea di autobus verso l'ospedale</h1><p class='date'>7 dicembre 2026</p><p>{lede}</p>"
        "<p>Il biglietto costerà come una corsa urbana. L'azienda dei trasporti ha comprato quattro bus elettrici per la linea.</p>"
        f"<div class='related'>{rail}</div>"
    )
    extraction = _extract(
        _portal("it", "Nuova linea di autobus verso l'ospedale", body), "https://it.example/bus"
    )
    assert extraction.is_full, extraction.detail


def test_an_article_above_a_members_bar_at_the_foot_of_the_page_stays_full() -> None:
    """A prompt-shaped box without a phrase counts only where the text stops: this one is a bar at
    the foot of the page, below the article, a list of other stories and the footer."""
    others = "".join(
        f"<li><a href='/o/{i}'>Další článek z regionu o dopravě, školách a kultuře číslo {i}</a></li>"
        for i in range(12)
    )
    page = (
        "<!doctype html><html lang='cs'><head><meta charset='utf-8'><title>Brno otevře novou knihovnu v Líšni</title></head><body>"
        "<header><a href='/'>Zprávy</a></header><main><article><h1>Brno otevře novou knihovnu v Líšni</h1>"
        "<p>Městská knihovna otevře v lednu novou pobočku v Líšni, v přízemí opraveného domu na Jírově ulici. "
        "Pobočka bude mít dětské oddělení, studovnu pro dvacet lidí a malý sál pro besedy.</p>"
        "<p>Oprava domu stála čtyřicet milionů korun, většinu zaplatilo město. Knihovna bude otevřená pět dní v týdnu, "
        "ve středu až do osmi večer, a čtenáři si v ní budou moci vyzvednout knihy objednané z ostatních poboček.</p>"
        f"</article><aside><h2>Další zprávy</h2><ul>{others}</ul></aside></main>"
        "<footer><p>© 2026 Zprávy · <a href='/kontakt'>Kontakt</a> · <a href='/podminky'>Podmínky užití</a></p></footer>"
        "<div class='paywall-bar'><p>Členové mají neomezený přístup ke všem stránkám.</p>"
        "<a href='/clen'>Staňte se členem</a> <a href='/prihlaseni'>Přihlásit</a></div></body></html>"
    ).encode()
    extraction = _extract(page, "https://zpravy.example/knihovna")
    assert extraction.is_full, extraction.detail
