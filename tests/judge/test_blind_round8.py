"""Blind round 8 (#17): labelled synthetic pages written before they were run through the judge.

Thin pages of the kinds the issue names — aggregators, A–Z indexes and directories, tag clouds and
archives, galleries and video pages with captions only, keyword doorways, quota and rate-limit
notices served with HTTP 200, paywall ledes, soft 404s, login and consent walls, coming-soon pages,
shop categories, comment-only pages — and full pages that look like them (briefs, glossary entries,
CJK and Thai text, data tables, code-heavy docs, recipe cards, articles about cookies, bots, 404s and
subscriptions, content with a captcha widget or a consent banner, a CSS-only paywall with its full
text) in twenty-three languages and five layouts (`blind_chrome8`). Labels: what a researcher would
want. Each page goes through the public API only. The pages missed at first sight are listed in
docs/benchmarks.md ("#17, blind round 8"); those still missed are `_OPEN_MISSES`.
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, esc, ld, params, registry
from tests.judge.blind_chrome8 import page

CASES: list[Case] = []
_case = registry(CASES)


# ---------------------------------------------------------------- thin: aggregators, indexes, directories


@_case("thin-aggregator-it", False, "https://rassegna.example/oggi")
def _aggregator_it() -> bytes:
    items = [
        (
            "Manovra, il governo pone la fiducia alla Camera",
            "Il Quotidiano",
            "12 min",
            "Il voto è atteso per domani in tarda serata.",
        ),
        (
            "Neve sulle Alpi, chiusi tre passi",
            "MeteoNord",
            "25 min",
            "Le strade resteranno chiuse almeno fino a venerdì.",
        ),
        (
            "Borsa, Piazza Affari chiude in rialzo",
            "FinanzaOggi",
            "41 min",
            "Bene i titoli bancari, in calo l'energia.",
        ),
        ("Serie A, pareggio nel derby", "Calcio24", "1 ora", "Un gol per tempo e tanta tensione in campo."),
        (
            "Scoperta una villa romana a Brescia",
            "ArcheoNews",
            "1 ora",
            "Gli scavi proseguiranno per tutto l'inverno.",
        ),
        (
            "Treni, sciopero di otto ore venerdì",
            "Mobilità Italia",
            "2 ore",
            "Garantite le fasce di maggiore affluenza.",
        ),
        (
            "Prezzi della benzina di nuovo in salita",
            "Consumatori",
            "2 ore",
            "Il self service supera un euro e ottanta.",
        ),
        (
            "Venezia, acqua alta a 110 centimetri",
            "Laguna Web",
            "3 ore",
            "Il Mose è stato attivato nella notte.",
        ),
        (
            "Nuovo ospedale a Bari, posa della prima pietra",
            "Puglia Sera",
            "3 ore",
            "L'apertura è prevista nel 2029.",
        ),
        (
            "Festival del cinema, i vincitori",
            "CineItalia",
            "4 ore",
            "Il premio principale va a un esordiente.",
        ),
    ]
    cards = "".join(
        f"<div class='rounded border p-3 mb-3'><a class='font-semibold' href='https://src{i}.example/a/{i}'>{esc(t)}</a>"
        f"<div class='text-xs text-gray-500'>{esc(s)} · {w} fa</div><p class='text-sm'>{esc(d)}</p></div>"
        for i, (t, s, w, d) in enumerate(items)
    )
    return page(
        "it",
        "Rassegna",
        "Le notizie di oggi",
        f"<div class='text-2xl font-bold mb-4'>Le notizie di oggi</div>{cards}",
        layout="utility",
    )


@_case("thin-index-nl", False, "https://gemeente-voorbeeld.example/onderwerpen")
def _index_nl() -> bytes:
    topics = {
        "A": ["Afval en recycling", "Afvalkalender", "Algemene plaatselijke verordening", "Arbeidsmigranten"],
        "B": ["Bestemmingsplannen", "Bijstand aanvragen", "Bomen kappen", "Bouwvergunning"],
        "G": ["Gehandicaptenparkeerkaart", "Gemeenteraad", "Grofvuil ophalen"],
        "P": ["Parkeervergunning", "Paspoort aanvragen", "Peuteropvang"],
        "R": ["Reisdocumenten", "Rijbewijs verlengen", "Riolering"],
        "V": ["Verhuizing doorgeven", "Vergunningen", "Verkiezingen", "Vuurwerk"],
        "W": ["Wmo-voorzieningen", "Woonwagenstandplaats", "WOZ-waarde"],
    }
    blocks = "".join(
        f"<h2 id='{letter}'>{letter}</h2><ul class='list-unstyled'>"
        + "".join(
            f"<li><a href='/onderwerp/{esc(t.lower().replace(' ', '-'))}'>{esc(t)}</a></li>" for t in ts
        )
        + "</ul>"
        for letter, ts in topics.items()
    )
    az = " ".join(f"<a href='#{letter}'>{letter}</a>" for letter in topics)
    return page(
        "nl",
        "Gemeente Voorbeeld",
        "Onderwerpen van A tot Z",
        f"<h1>Onderwerpen van A tot Z</h1><p class='lead'>Kies een onderwerp.</p><div class='az'>{az}</div>{blocks}",
        layout="bootstrap",
    )


@_case("thin-directory-fa", False, "https://pezeshk-yab.example/tehran/dandanpezeshk")
def _directory_fa() -> bytes:
    rows = [
        ("دکتر مریم احمدی", "خیابان ولیعصر، پلاک ۱۲۰", "۰۲۱-۸۸۷۶۵۴۳۲", "۴٫۸"),
        ("دکتر علی رضایی", "میدان ونک، ساختمان پزشکان", "۰۲۱-۸۸۱۲۳۴۵۶", "۴٫۶"),
        ("دکتر سارا کریمی", "سعادت‌آباد، خیابان سرو", "۰۲۱-۲۲۳۴۵۶۷۸", "۴٫۹"),
        ("دکتر حسین موسوی", "تجریش، کوچه گلستان", "۰۲۱-۲۲۷۶۵۴۳۲", "۴٫۵"),
        ("دکتر نیلوفر حسینی", "پونک، بلوار عدل", "۰۲۱-۴۴۵۶۷۸۹۰", "۴٫۷"),
        ("دکتر رضا نوری", "نارمک، میدان هفت حوض", "۰۲۱-۷۷۸۹۰۱۲۳", "۴٫۴"),
        ("دکتر لیلا صادقی", "یوسف‌آباد، خیابان بیستم", "۰۲۱-۸۸۰۱۲۳۴۵", "۴٫۸"),
    ]
    items = "".join(
        f"<article class='doc-card'><h3><a href='/doctor/{i}'>{n}</a></h3><p class='addr'>{a}</p><p class='tel'>☎ {t}</p><span class='rate'>★ {r}</span><a class='btn' href='/doctor/{i}#book'>نوبت بگیرید</a></article>"
        for i, (n, a, t, r) in enumerate(rows)
    )
    return page(
        "fa", "پزشک‌یاب", "دندانپزشکان تهران", f"<h1>دندانپزشکان تهران</h1><p>۷ نتیجه</p>{items}", layout="wp"
    )


@_case("thin-directory-en", False, "https://findatrade.example/plumbers/leeds")
def _directory_en() -> bytes:
    firms = [
        ("Aire Valley Plumbing", "Boiler repair, bathrooms, leaks", "4.9 (212 reviews)"),
        ("Headingley Heat & Water", "Central heating, power flushing", "4.7 (98 reviews)"),
        ("Kirkstall Drain Services", "Blocked drains, CCTV surveys", "4.8 (143 reviews)"),
        ("Roundhay Gas Engineers", "Gas Safe, boiler servicing", "4.6 (77 reviews)"),
        ("Leeds Emergency Plumbers", "24/7 call-out, burst pipes", "4.5 (301 reviews)"),
        ("Chapel Allerton Bathrooms", "Full bathroom fitting, tiling", "4.9 (54 reviews)"),
        ("Morley Pipe & Boiler", "Landlord certificates, repairs", "4.4 (66 reviews)"),
        ("Otley Road Heating", "Underfloor heating, radiators", "4.8 (39 reviews)"),
    ]
    cards = "".join(
        f"<div class='flex gap-4 border-b py-4'><img class='w-16 h-16' src='/logo/{i}.png' alt=''><div><a class='text-lg font-semibold' href='/pro/{i}'>{n}</a>"
        f"<div class='text-sm'>{s}</div><div class='text-sm text-amber-600'>★ {r}</div></div><a class='ml-auto btn' href='/pro/{i}/quote'>Get a quote</a></div>"
        for i, (n, s, r) in enumerate(firms)
    )
    return page(
        "en",
        "FindATrade",
        "Plumbers in Leeds",
        f"<div class='text-3xl font-bold'>Plumbers in Leeds</div><div class='text-sm mb-4'>Showing 8 of 64 trades near LS1 · <a href='/plumbers/leeds?sort=rating'>Sort by rating</a></div>{cards}<div class='flex gap-2'><a href='?p=2'>2</a><a href='?p=3'>3</a><a href='?p=2'>Next ›</a></div>",
        layout="utility",
    )


# ---------------------------------------------------------------- thin: tag clouds and archives


@_case("thin-tagcloud-ru", False, "https://blog-puteshestviya.example/metki")
def _tagcloud_ru() -> bytes:
    tags = [
        "Алтай",
        "Байкал",
        "Камчатка",
        "Карелия",
        "Кавказ",
        "поход",
        "палатка",
        "сплав",
        "фото",
        "зима",
        "лето",
        "рецепты в походе",
        "снаряжение",
        "поезд",
        "автостоп",
        "Сочи",
        "Мурманск",
        "северное сияние",
        "горы",
        "озёра",
        "бюджет",
        "визы",
        "Грузия",
        "Армения",
        "Казахстан",
        "с детьми",
        "лайфхаки",
    ]
    cloud = " ".join(
        f"<a href='/tag/{i}' class='tag-cloud-link' style='font-size:{8 + (i * 7) % 14}pt'>{t}</a>"
        for i, t in enumerate(tags)
    )
    return page(
        "ru",
        "Блог о путешествиях",
        "Метки",
        f"<header class='page-header'><h1 class='page-title'>Метки</h1></header><div class='tagcloud'>{cloud}</div>",
        layout="wp",
    )


@_case("thin-tagarchive-pt", False, "https://cozinhadaavo.example/tag/bacalhau")
def _tagarchive_pt() -> bytes:
    posts = [
        (
            "Bacalhau à Brás como em Lisboa",
            "14 de novembro de 2026",
            "A receita clássica com batata palha, ovos e azeitonas pretas, pronta em meia hora.",
        ),
        (
            "Pastéis de bacalhau estaladiços",
            "2 de novembro de 2026",
            "O segredo está em secar bem a massa antes de fritar as colheradas.",
        ),
        (
            "Bacalhau com natas no forno",
            "20 de outubro de 2026",
            "Um prato de domingo que se prepara de véspera e só vai ao forno no dia.",
        ),
        (
            "Salada de grão com bacalhau",
            "3 de outubro de 2026",
            "Uma entrada fresca para os dias quentes que ainda restam do verão.",
        ),
        (
            "Como demolhar bacalhau",
            "18 de setembro de 2026",
            "Tempos de demolha para postas finas e grossas, e porque mudar a água.",
        ),
        (
            "Bacalhau à Gomes de Sá",
            "1 de setembro de 2026",
            "A versão do Porto, com cebola, batata cozida e muito azeite.",
        ),
    ]
    arts = "".join(
        f"<article class='post type-post'><header class='entry-header'><h2 class='entry-title'><a href='/{i}/' rel='bookmark'>{t}</a></h2><span class='posted-on'>{d}</span></header>"
        f"<div class='entry-summary'><p>{s} <a class='more-link' href='/{i}/'>Ler mais</a></p></div></article>"
        for i, (t, d, s) in enumerate(posts)
    )
    return page(
        "pt",
        "Cozinha da Avó",
        "Etiqueta: bacalhau",
        f"<header class='page-header'><h1 class='page-title'>Etiqueta: <span>bacalhau</span></h1></header>{arts}<nav class='navigation pagination'><a class='page-numbers' href='/tag/bacalhau/page/2/'>2</a> <a class='next page-numbers' href='/tag/bacalhau/page/2/'>Seguinte</a></nav>",
        layout="wp",
    )


@_case("thin-monthly-archive-el", False, "https://istologio.example/archive/2026/10")
def _archive_el() -> bytes:
    posts = [
        ("31 Οκτ", "Φθινοπωρινή βόλτα στο Πήλιο"),
        ("28 Οκτ", "Η παρέλαση της 28ης σε φωτογραφίες"),
        ("24 Οκτ", "Πέντε βιβλία για τον χειμώνα"),
        ("19 Οκτ", "Τρύγος στη Νεμέα"),
        ("15 Οκτ", "Μαθήματα κεραμικής για αρχάριους"),
        ("11 Οκτ", "Το πρώτο κρύο της χρονιάς"),
        ("7 Οκτ", "Συνταγή για τραχανά"),
        ("2 Οκτ", "Νέα σεζόν στο θέατρο της γειτονιάς"),
    ]
    lis = "".join(
        f"<li><span class='date'>{d}</span> <a href='/post/{i}'>{t}</a></li>"
        for i, (d, t) in enumerate(posts)
    )
    months = "".join(f"<li><a href='/archive/2026/{m:02d}'>{m:02d}/2026</a></li>" for m in range(1, 10))
    return page(
        "el",
        "Ιστολόγιο",
        "Αρχείο: Οκτώβριος 2026",
        f"<h1>Αρχείο: Οκτώβριος 2026</h1><ul class='archive-list'>{lis}</ul><h4>Παλαιότερα</h4><ul>{months}</ul>",
        layout="bootstrap",
    )


# ---------------------------------------------------------------- thin: galleries and videos


@_case("thin-gallery-zh", False, "https://tupian.example/gallery/autumn-beijing")
def _gallery_zh() -> bytes:
    caps = [
        "香山红叶",
        "故宫角楼的黄昏",
        "颐和园十七孔桥",
        "胡同里的银杏",
        "什刹海划船",
        "天坛祈年殿",
        "景山俯瞰中轴线",
        "798艺术区",
    ]
    figs = "".join(
        f"<figure class='grid-item'><a href='/photo/{i}'><img src='/img/bj{i}.jpg' alt='{c}'></a><figcaption>{c}</figcaption></figure>"
        for i, c in enumerate(caps)
    )
    return page(
        "zh",
        "图片频道",
        "组图：北京的秋天",
        f"<div class='text-2xl'>组图：北京的秋天</div><div class='text-xs'>2026-10-28 · 摄影：王磊 · 共8张</div><div class='grid grid-cols-3 gap-2'>{figs}</div><div><a href='/gallery/prev'>上一组</a> <a href='/gallery/next'>下一组</a></div>",
        layout="utility",
    )


@_case("thin-gallery-es", False, "https://fotos.example/galeria/carnaval-cadiz")
def _gallery_es() -> bytes:
    caps = [
        "Una chirigota ensaya en la plaza de San Antonio.",
        "El pasacalles recorre la calle Ancha.",
        "Disfraces de piratas en el barrio de la Viña.",
        "Una comparsa actúa en el Gran Teatro Falla.",
        "Público en la playa de la Caleta al atardecer.",
        "El cabalgata del domingo a su paso por la Alameda.",
    ]
    figs = "".join(
        f"<figure><amp-img src='/f/c{i}.jpg' width='800' height='533' layout='responsive' alt=''></amp-img><figcaption>{c} (Foto: J. Ruiz)</figcaption></figure>"
        for i, c in enumerate(caps)
    )
    return page(
        "es",
        "Fotos",
        "El carnaval de Cádiz, en imágenes",
        f"<h1>El carnaval de Cádiz, en imágenes</h1><p class='byline'>Fotografías de Javier Ruiz · 17 feb 2026</p><amp-carousel type='slides' layout='responsive' width='800' height='533'>{figs}</amp-carousel>",
        layout="amp",
    )


@_case("thin-video-hi", False, "https://video.example/watch/diwali-market")
def _video_hi() -> bytes:
    rel = "".join(
        f"<div class='card mb-2'><a href='/watch/{i}'><img src='/t/{i}.jpg' alt=''><div class='card-body'><h6>{t}</h6><small>{v} व्यूज़ · {d}</small></div></a></div>"
        for i, (t, v, d) in enumerate(
            [
                ("दिल्ली में पटाखों पर रोक", "1.2 लाख", "2 दिन पहले"),
                ("घर पर बनाएं रंगोली", "54 हज़ार", "3 दिन पहले"),
                ("दीये बनाने वाले कारीगर", "88 हज़ार", "1 हफ़्ता पहले"),
                ("मिठाई की दुकानों पर भीड़", "31 हज़ार", "1 हफ़्ता पहले"),
            ]
        )
    )
    player = "<div class='player'><video controls poster='/p/diwali.jpg'><source src='/v/diwali.mp4' type='video/mp4'></video></div>"
    return page(
        "hi",
        "वीडियो",
        "दिवाली से पहले सजा बाज़ार",
        f"<h1>दिवाली से पहले सजा बाज़ार | वीडियो</h1>{player}<p class='meta'>2.4 लाख व्यूज़ · 1 नवंबर 2026</p><p>देखिए दिवाली से पहले चांदनी चौक की रौनक।</p><div class='tags'><a href='/t/1'>#दिवाली</a> <a href='/t/2'>#दिल्ली</a></div><h4>अगला वीडियो</h4>{rel}",
        layout="bootstrap",
    )


@_case("thin-video-ko", False, "https://tv.example/clip/88231")
def _video_ko() -> bytes:
    rel = "".join(
        f"<li><a href='/clip/{i}'><img src='/th/{i}.jpg' alt=''><strong>{t}</strong><span>{d}</span></a></li>"
        for i, (t, d) in enumerate(
            [
                ("첫눈 내린 서울 도심", "1:12"),
                ("단풍 절정 설악산", "2:40"),
                ("수능 한파 예보", "0:58"),
                ("김장철 배추값", "1:35"),
                ("출근길 교통 정보", "3:02"),
            ]
        )
    )
    return page(
        "ko",
        "뉴스TV",
        "[영상] 한강 불꽃축제 현장",
        f"<h1>[영상] 한강 불꽃축제 현장</h1><div class='vplayer' data-src='/hls/88231.m3u8'></div><p class='info'>2026.10.04 · 재생 3:41</p><p>여의도 하늘을 수놓은 불꽃.</p><h3>관련 영상</h3><ul class='clips'>{rel}</ul>",
        layout="amp",
    )


# ---------------------------------------------------------------- thin: doorways


@_case("thin-doorway-it", False, "https://idraulico-milano-pronto.example/")
def _doorway_it() -> bytes:
    text = (
        "<h1>Idraulico Milano pronto intervento 24 ore</h1>"
        "<p>Cerchi un idraulico a Milano? Il nostro idraulico Milano pronto intervento arriva in 30 minuti. Idraulico Milano economico, idraulico Milano centro, idraulico Milano zona nord e idraulico Milano zona sud.</p>"
        "<p>Pronto intervento idraulico Milano 24 ore su 24: idraulico Milano per perdite, idraulico Milano per scarichi intasati, idraulico Milano per caldaie. Chiama subito il tuo idraulico Milano di fiducia.</p>"
        "<p>Idraulico Milano prezzi bassi. Idraulico Milano festivi. Idraulico Milano notturno. Idraulico Milano Navigli, idraulico Milano Città Studi, idraulico Milano Bicocca.</p>"
        "<p><a href='tel:+390200000000'>Chiama ora l'idraulico Milano</a></p>"
        "<ul><li><a href='/idraulico-monza'>Idraulico Monza</a></li><li><a href='/idraulico-sesto'>Idraulico Sesto San Giovanni</a></li><li><a href='/idraulico-rho'>Idraulico Rho</a></li><li><a href='/idraulico-cinisello'>Idraulico Cinisello</a></li></ul>"
    )
    return page(
        "it",
        "Idraulico Milano",
        "Idraulico Milano pronto intervento 24 ore",
        text,
        layout="utility",
        side=False,
    )


@_case("thin-doorway-pl", False, "https://tanie-kredyty-bez-bik.example/")
def _doorway_pl() -> bytes:
    text = (
        "<h1>Tanie kredyty bez BIK – kredyt bez BIK online</h1>"
        "<p>Szukasz kredytu bez BIK? Tanie kredyty bez BIK to nasza specjalność. Kredyt bez BIK online, kredyt bez BIK na dowód, kredyt bez BIK dla zadłużonych. Kredyty bez BIK Warszawa, kredyty bez BIK Kraków, kredyty bez BIK Wrocław.</p>"
        "<p>Najlepsze kredyty bez BIK w 2026. Porównaj kredyty bez BIK i wybierz tani kredyt bez BIK. Kredyt bez BIK przez internet, szybki kredyt bez BIK, kredyt bez BIK bez zaświadczeń.</p>"
        "<p>Kredyty bez BIK i KRD – kredyt bez BIK od ręki. Tanie kredyty bez BIK dla każdego. Sprawdź kredyty bez BIK już dziś!</p>"
        "<p><a href='/wniosek'>Złóż wniosek o kredyt bez BIK</a></p>"
        "<p>Zobacz też: <a href='/pozyczki-bez-bik'>pożyczki bez BIK</a>, <a href='/chwilowki'>chwilówki bez BIK</a>, <a href='/kredyt-konsolidacyjny'>kredyt konsolidacyjny bez BIK</a></p>"
    )
    return page("pl", "Kredyty bez BIK", "Tanie kredyty bez BIK", text, layout="wp")


# ---------------------------------------------------------------- thin: quota and rate-limit notices (HTTP 200)


@_case("thin-quota-en", False, "https://lexisearch.example/search?q=contract+law")
def _quota_en() -> bytes:
    plans = "".join(
        f"<tr><td>{p}</td><td>{s}</td><td>{c}</td></tr>"
        for p, s, c in [
            ("Free", "10 / day", "$0"),
            ("Scholar", "500 / day", "$9 / month"),
            ("Firm", "Unlimited", "$49 / month"),
        ]
    )
    text = (
        "<div class='notice'><h1>Daily search limit reached</h1>"
        "<p>You have used all 10 free searches for today. Your allowance resets at midnight UTC.</p>"
        "<p>Upgrade to keep searching now, or sign in if you already have a subscription.</p>"
        f"<table class='plans'><tr><th>Plan</th><th>Searches</th><th>Price</th></tr>{plans}</table>"
        "<p><a class='btn' href='/pricing'>See plans</a> <a href='/login'>Sign in</a></p></div>"
    )
    return page("en", "LexiSearch", "Daily search limit reached", text, layout="bootstrap")


@_case("thin-ratelimit-ja", False, "https://kakaku-hikaku.example/item/55102")
def _ratelimit_ja() -> bytes:
    text = (
        "<div class='err-box'><h1>アクセスが集中しています</h1>"
        "<p>ただいまアクセスが大変混み合っております。短時間に多数のリクエストを受け付けたため、一時的にご利用を制限しています。</p>"
        "<p>しばらく時間をおいてから、再度アクセスしてください。（エラーコード：RL-429）</p>"
        "<p><a href='/'>トップページへ戻る</a></p></div>"
    )
    return page("ja", "価格比較ナビ", "アクセスが集中しています", text, layout="amp", side=False)


@_case("thin-quota-tr", False, "https://haberarsivi.example/arama?q=deprem")
def _quota_tr() -> bytes:
    text = (
        "<h1>Günlük görüntüleme sınırına ulaştınız</h1>"
        "<p>Ücretsiz hesabınızla bugün 5 arşiv sayfasını görüntülediniz. Yeni sayfalar yarın saat 00:00'da yeniden açılacak.</p>"
        "<p>Sınırsız erişim için Arşiv Plus üyeliğine geçebilirsiniz: aylık 49 TL, ilk ay ücretsiz.</p>"
        "<form action='/uyelik'><button>Arşiv Plus'a geç</button></form><p><a href='/giris'>Zaten üye misiniz? Giriş yapın</a></p>"
    )
    return page("tr", "Haber Arşivi", "Günlük görüntüleme sınırı", text, layout="tables")


# ---------------------------------------------------------------- thin: paywall ledes


@_case(
    "thin-paywall-fr",
    False,
    "https://lejournal.example/politique/2026/11/30/la-reforme-des-retraites-revient",
)
def _paywall_fr() -> bytes:
    text = (
        "<article><h1>La réforme des retraites revient au Parlement par la petite porte</h1>"
        "<p class='chapo'>Le gouvernement veut glisser plusieurs mesures dans le budget de la Sécurité sociale. L'opposition dénonce un passage en force.</p>"
        "<p>Mardi soir, dans les couloirs de l'Assemblée, les députés de la majorité affichaient une sérénité de façade.</p>"
        "<div class='paywall'><p class='pw-title'>Cet article est réservé aux abonnés.</p><p>Abonnez-vous pour lire la suite : 1 € le premier mois, sans engagement.</p>"
        "<a class='btn' href='/abonnement'>Je m'abonne</a> <a href='/connexion'>Déjà abonné ? Se connecter</a></div></article>"
    )
    return page("fr", "Le Journal", "La réforme des retraites revient au Parlement", text, layout="wp")


@_case("thin-paywall-nl", False, "https://dagblad.example/economie/huizenmarkt-koelt-af")
def _paywall_nl() -> bytes:
    text = (
        "<div class='text-3xl font-serif'>Huizenmarkt koelt verder af: prijzen dalen in vier provincies</div>"
        "<div class='text-sm'>Door Sanne de Vries · 30 november 2026</div>"
        "<p class='intro'>Voor het eerst in twee jaar daalden de huizenprijzen in Groningen, Drenthe, Friesland en Zeeland. Makelaars zien kopers aarzelen nu de hypotheekrente weer stijgt.</p>"
        "<div class='relative'><div class='absolute inset-0 bg-gradient-to-b'></div></div>"
        "<div class='rounded border p-6 text-center'><div class='font-bold'>Lees verder met Dagblad Premium</div><p>Krijg onbeperkt toegang tot al onze artikelen. Nu 3 maanden voor € 1 per week.</p>"
        "<a class='btn' href='/abonneren'>Word abonnee</a><div><a href='/inloggen'>Al abonnee? Log in</a></div></div>"
    )
    return page("nl", "Dagblad", "Huizenmarkt koelt verder af", text, layout="utility")


@_case("thin-paywall-he", False, "https://haiton.example/news/2026/11/30/tel-aviv-light-rail")
def _paywall_he() -> bytes:
    text = (
        "<h1>הקו הסגול של הרכבת הקלה יידחה בשנה נוספת</h1>"
        "<p class='sub'>משרד התחבורה הודה כי עבודות התשתית בבני ברק מתעכבות. התושבים נדרשים להמשיך לסבול מפקקים.</p>"
        "<p>ביום ראשון בבוקר התכנסו נציגי העירייה והקבלנים לישיבה דחופה.</p>"
        "<div class='premium-box'><h3>הכתבה המלאה זמינה למנויים בלבד</h3><p>הצטרפו עכשיו ב-9.90 ש\"ח לחודש הראשון</p><a href='/subscribe'>להצטרפות</a> <a href='/login'>כבר מנויים? התחברו</a></div>"
    )
    return page("he", "העיתון", "הקו הסגול יידחה", text, layout="bootstrap")


# ---------------------------------------------------------------- thin: soft 404s


@_case("thin-soft404-de", False, "https://stadtwerke-beispiel.example/tarife/strom-alt-2019")
def _soft404_de() -> bytes:
    text = (
        "<h1>Hoppla! Diese Seite gibt es nicht mehr.</h1>"
        "<p>Die angeforderte Adresse wurde verschoben oder gelöscht. Vielleicht hilft Ihnen einer dieser Links weiter:</p>"
        "<ul><li><a href='/tarife/strom'>Aktuelle Stromtarife</a></li><li><a href='/tarife/gas'>Gastarife</a></li><li><a href='/service/zaehlerstand'>Zählerstand melden</a></li><li><a href='/kontakt'>Kundenservice</a></li></ul>"
        "<form action='/suche'><input name='q' placeholder='Suchbegriff'><button>Suchen</button></form>"
    )
    return page("de", "Stadtwerke Beispiel", "Seite nicht gefunden", text, layout="bootstrap")


@_case("thin-soft404-vi", False, "https://baomoi-vidu.example/bai-viet/12345")
def _soft404_vi() -> bytes:
    cards = "".join(
        f"<div class='rounded border p-2'><a href='/bai/{i}'><img src='/a/{i}.jpg' alt=''><div>{t}</div></a></div>"
        for i, t in enumerate(
            [
                "Giá vàng hôm nay tăng mạnh",
                "Hà Nội đón đợt không khí lạnh",
                "Tuyển Việt Nam chốt danh sách",
                "Lãi suất tiết kiệm tháng 12",
            ]
        )
    )
    text = (
        "<div class='text-center py-10'><div class='text-6xl'>Ối!</div><div class='text-xl'>Không tìm thấy trang bạn yêu cầu</div>"
        "<p>Bài viết có thể đã bị gỡ hoặc đường dẫn không còn tồn tại.</p><a href='/'>Về trang chủ</a></div>"
        f"<div class='font-bold'>Có thể bạn quan tâm</div><div class='grid grid-cols-2 gap-2'>{cards}</div>"
    )
    return page("vi", "Báo Mới Ví Dụ", "Không tìm thấy trang", text, layout="utility")


@_case("thin-noresults-sv", False, "https://bokhandeln.example/sok?q=xqzt")
def _noresults_sv() -> bytes:
    picks = "".join(
        f"<li><a href='/bok/{i}'>{t}</a> <span class='pris'>{p} kr</span></li>"
        for i, (t, p) in enumerate(
            [
                ("Höstens deckare", 229),
                ("Kokbok: Svensk husmanskost", 299),
                ("Barnens första atlas", 179),
                ("Pocket: Utvandrarna", 89),
            ]
        )
    )
    text = (
        "<h1>Sökresultat för ”xqzt”</h1><p>Vi hittade tyvärr inga produkter som matchar din sökning.</p>"
        "<ul class='tips'><li>Kontrollera stavningen</li><li>Prova ett mer allmänt sökord</li></ul>"
        f"<h2>Populärt just nu</h2><ul class='picks'>{picks}</ul>"
    )
    return page("sv", "Bokhandeln", "Sök", text, layout="wp")


# ---------------------------------------------------------------- thin: login and consent walls


@_case("thin-login-uk", False, "https://forum-rybalka.example/topic/8812")
def _login_uk() -> bytes:
    text = (
        "<div class='auth'><h1>Увійдіть, щоб переглянути цю тему</h1><p>Ця тема доступна лише зареєстрованим учасникам форуму.</p>"
        "<form method='post' action='/login'><label>Електронна пошта<input type='email' name='email'></label><label>Пароль<input type='password' name='password'></label>"
        "<button type='submit'>Увійти</button></form><p><a href='/register'>Зареєструватися</a> · <a href='/reset'>Забули пароль?</a></p></div>"
    )
    return page("uk", "Форум рибалок", "Вхід", text, layout="tables")


@_case("thin-login-id", False, "https://komunitas-resep.example/resep/rendang-padang")
def _login_id() -> bytes:
    text = (
        "<h1>Rendang Padang Asli</h1><p class='by'>oleh Bu Ratna · 4,9 ★ (1.204 ulasan)</p><img src='/r/rendang.jpg' alt='Rendang'>"
        "<div class='gate'><h2>Masuk untuk melihat resep lengkap</h2><p>Gratis! Simpan resep favorit dan dapatkan ide masak setiap minggu.</p>"
        "<a class='btn google' href='/auth/google'>Lanjutkan dengan Google</a><a class='btn fb' href='/auth/facebook'>Lanjutkan dengan Facebook</a>"
        "<form action='/masuk' method='post'><input type='email' name='email' placeholder='Email'><input type='password' name='pw' placeholder='Kata sandi'><button>Masuk</button></form></div>"
    )
    return page("id", "Komunitas Resep", "Rendang Padang Asli", text, layout="amp")


@_case("thin-consent-it", False, "https://meteoitalia.example/previsioni/torino")
def _consent_it() -> bytes:
    text = (
        "<div class='cmp-wall'><h2>Il valore dei tuoi dati</h2>"
        "<p>Noi e i nostri 214 partner utilizziamo cookie e tecnologie simili per archiviare e accedere a informazioni sul dispositivo, per annunci e contenuti personalizzati, misurazione degli annunci e dei contenuti, ricerche sul pubblico e sviluppo di servizi.</p>"
        "<ul><li>Archiviare e/o accedere a informazioni su un dispositivo</li><li>Pubblicità e contenuti personalizzati</li><li>Misurazione della pubblicità e del contenuto</li><li>Sviluppo e miglioramento dei servizi</li></ul>"
        "<p>Puoi acconsentire o, in alternativa, abbonarti per navigare senza pubblicità profilata.</p>"
        "<button>Accetta e continua</button> <a href='/abbonati'>Abbonati</a> <a href='/privacy'>Gestisci le opzioni</a></div>"
    )
    return page("it", "MeteoItalia", "Previsioni meteo Torino", text, layout="wp", side=False)


@_case("thin-consent-pl", False, "https://portal-informacyjny.example/wiadomosci/123")
def _consent_pl() -> bytes:
    text = (
        "<div class='consent-full'><h1>Zanim przejdziesz do serwisu</h1>"
        "<p>Twoja prywatność jest dla nas ważna. Wraz z naszymi partnerami przetwarzamy dane osobowe, takie jak identyfikatory plików cookie i adres IP, w celu personalizacji reklam i treści oraz pomiaru ich skuteczności.</p>"
        "<p>Klikając „Przejdź do serwisu”, wyrażasz zgodę na przetwarzanie danych. Zgodę możesz wycofać w każdej chwili w ustawieniach.</p>"
        "<button class='accept'>Przejdź do serwisu</button> <button class='settings'>Ustawienia zaawansowane</button></div>"
    )
    return page("pl", "Portal Informacyjny", "Portal Informacyjny", text, layout="bootstrap", side=False)


# ---------------------------------------------------------------- thin: coming soon, categories, comments, search


@_case("thin-comingsoon-sv", False, "https://keramikverkstan.example/")
def _comingsoon_sv() -> bytes:
    text = (
        "<div class='hero'><h1>Kommer snart</h1>"
        "<p>Keramikverkstan öppnar sin nya webbutik i januari. Här kommer du att kunna köpa handdrejade koppar, skålar och vaser från vår verkstad i Gnesta, boka plats på våra kvällskurser och läsa om hur vi arbetar med lokala leror och glasyrer.</p>"
        "<p>Lämna din e-postadress så hör vi av oss när vi öppnar.</p>"
        "<form action='/notify'><input type='email' name='e'><button>Meddela mig</button></form><p>Följ oss på <a href='https://ig.example/keramik'>Instagram</a></p></div>"
    )
    return page("sv", "Keramikverkstan", "Kommer snart", text, layout="utility", side=False)


@_case("thin-comingsoon-ar", False, "https://matjar-alward.example/")
def _comingsoon_ar() -> bytes:
    text = (
        "<div class='launch'><h1>قريبًا</h1><p>نعمل على إطلاق متجر الورد الجديد. ترقبوا افتتاحنا خلال أيام.</p>"
        "<div class='countdown'><span>12</span> يوم <span>08</span> ساعة <span>45</span> دقيقة</div>"
        "<form><input type='email' placeholder='بريدك الإلكتروني'><button>أبلغني عند الافتتاح</button></form></div>"
    )
    return page("ar", "متجر الورد", "قريبًا", text, layout="amp", side=False)


@_case("thin-category-th", False, "https://shop-thai.example/category/rice-cookers")
def _category_th() -> bytes:
    items = [
        ("หม้อหุงข้าวดิจิตอล 1.8 ลิตร", "1,290"),
        ("หม้อหุงข้าวไฟฟ้า 1 ลิตร", "590"),
        ("หม้อหุงข้าวระบบ IH 1.5 ลิตร", "3,990"),
        ("หม้อหุงข้าวมินิ 0.6 ลิตร", "450"),
        ("หม้อหุงข้าวเคลือบเทฟล่อน 2.2 ลิตร", "1,150"),
        ("หม้อหุงข้าวแรงดัน 1.8 ลิตร", "5,490"),
    ]
    grid = "".join(
        f"<div class='card'><a href='/p/{i}'><img src='/p/{i}.jpg' alt=''><h5>{n}</h5></a><p class='price'>฿{p}</p><button>ใส่ตะกร้า</button></div>"
        for i, (n, p) in enumerate(items)
    )
    filt = "<div class='filters'><h6>ยี่ห้อ</h6><label><input type='checkbox'> ทั้งหมด</label><h6>ราคา</h6><label><input type='checkbox'> ต่ำกว่า ฿1,000</label></div>"
    return page(
        "th",
        "ช้อปไทย",
        "หม้อหุงข้าว",
        f"<h1>หม้อหุงข้าว</h1><p>พบ 6 รายการ</p>{filt}<div class='row'>{grid}</div>",
        layout="bootstrap",
    )


@_case("thin-comments-fr", False, "https://forum-jardin.example/article/882/commentaires")
def _comments_fr() -> bytes:
    comments = [
        (
            "Martine",
            "Merci pour l'article, j'ai essayé avec mes tomates cette année et ça a très bien marché.",
        ),
        ("Jean-Pierre", "Chez moi le purin d'ortie sent vraiment trop fort, les voisins se sont plaints."),
        ("Lucie", "Est-ce qu'on peut l'utiliser sur des salades ou seulement sur les légumes fruits ?"),
        ("Bernard", "Je le dilue à dix pour cent et j'arrose tous les quinze jours, aucun souci."),
        ("Sophie", "Article très clair. Dommage qu'il n'y ait pas de photos des différentes étapes."),
        ("Marc", "Attention à ne pas en mettre sur les feuilles en plein soleil, ça brûle."),
        ("Nadia", "J'ai arrêté les engrais du commerce depuis deux ans grâce à ce genre de recettes."),
        ("Paul", "Quelqu'un sait combien de temps on peut le conserver une fois filtré ?"),
    ]
    lis = "".join(
        f"<li class='comment'><div class='comment-author'><b>{a}</b> <time>il y a {i + 2} jours</time></div><p>{t}</p><a class='reply' href='#r{i}'>Répondre</a></li>"
        for i, (a, t) in enumerate(comments)
    )
    return page(
        "fr",
        "Forum Jardin",
        "Commentaires : Le purin d'ortie maison",
        f"<h1>Commentaires sur : <a href='/article/882'>Le purin d'ortie maison</a></h1><ol class='comment-list'>{lis}</ol>",
        layout="tables",
    )


@_case("thin-searchresults-es", False, "https://biblioteca.example/buscar?q=guerra+civil")
def _search_es() -> bytes:
    res = [
        ("La guerra civil española", "Hugh Thomas", "1961", "Libro · Disponible"),
        ("Historia de la guerra civil", "Julián Casanova", "2013", "Libro · Prestado"),
        ("Diarios de la guerra civil", "Manuel Azaña", "1968", "Libro · Disponible"),
        ("Mujeres en la guerra civil", "Mary Nash", "1999", "Libro · Disponible"),
        ("Guerra civil y memoria", "Paloma Aguilar", "2008", "Libro electrónico"),
        ("La guerra civil en fotografías", "Robert Capa", "2002", "Libro · En sala"),
    ]
    lis = "".join(
        f"<li class='hit'><a href='/ficha/{i}'>{t}</a><br><span>{a} ({y})</span> — <em>{s}</em></li>"
        for i, (t, a, y, s) in enumerate(res)
    )
    return page(
        "es",
        "Biblioteca Municipal",
        "Resultados: guerra civil",
        f"<h1>Resultados de búsqueda</h1><p>6 resultados para «guerra civil»</p><ol class='hits'>{lis}</ol><p><a href='?p=2'>Siguiente</a></p>",
        layout="tables",
    )


# ---------------------------------------------------------------- full: briefs, glossary, CJK and Thai


@_case("full-brief-de", True, "https://lokalnachrichten.example/2026/11/30/bruecke-gesperrt")
def _brief_de() -> bytes:
    text = (
        "<article><h1>Neckarbrücke ab Montag für zwei Wochen gesperrt</h1><p class='date'>30.11.2026</p>"
        "<p>Die Alte Neckarbrücke wird ab Montag, 7. Dezember, für zwei Wochen voll gesperrt. Nach Angaben der Stadt müssen Fugen und Lager erneuert werden, die beim Hochwasser im Sommer beschädigt wurden. Busse der Linien 3 und 7 fahren in dieser Zeit über die Theodor-Heuss-Brücke. Fußgänger können einen Behelfssteg nutzen.</p></article>"
    )
    return page("de", "Lokalnachrichten", "Neckarbrücke gesperrt", text, layout="wp")


@_case("full-brief-pt", True, "https://jornal-regional.example/2026/11/30/incendio-armazem")
def _brief_pt() -> bytes:
    text = (
        "<article><h1>Incêndio destrói armazém em Setúbal</h1>"
        "<p>Um incêndio destruiu esta madrugada um armazém de material agrícola na zona industrial de Setúbal. O alerta foi dado às 3h40 e as chamas foram dominadas cerca de duas horas depois por 42 bombeiros de quatro corporações. Não houve feridos. A Polícia Judiciária vai investigar as causas, disse à agência Lusa o comandante dos bombeiros.</p></article>"
    )
    return page("pt", "Jornal Regional", "Incêndio destrói armazém em Setúbal", text, layout="amp")


@_case("full-glossary-nl", True, "https://privacywoordenboek.example/begrip/cookie")
def _glossary_nl() -> bytes:
    text = (
        "<article class='begrip'><h1>Cookie</h1><p class='soort'>zelfstandig naamwoord</p>"
        "<p>Een cookie is een klein tekstbestand dat een website op je computer of telefoon opslaat. Bij een volgend bezoek leest de website het bestand weer uit, zodat hij bijvoorbeeld onthoudt dat je bent ingelogd of wat er in je winkelmandje zit.</p>"
        "<p>Functionele cookies zijn nodig om de site te laten werken en mogen zonder toestemming worden geplaatst. Voor tracking- en advertentiecookies moet een website volgens de Telecommunicatiewet eerst toestemming vragen. Daarom zie je op veel sites een cookiebanner.</p>"
        "<p>Zie ook: <a href='/begrip/toestemming'>toestemming</a>, <a href='/begrip/tracking'>tracking</a>, <a href='/begrip/avg'>AVG</a>.</p></article>"
    )
    return page("nl", "Privacywoordenboek", "Cookie", text, layout="bootstrap")


@_case("full-glossary-ja", True, "https://it-yogo.example/word/rate-limit")
def _glossary_ja() -> bytes:
    text = (
        "<h1>レート制限（レートせいげん）</h1><p class='en'>英：rate limiting</p>"
        "<p>レート制限とは、一定時間内にサーバーが受け付けるリクエストの数に上限を設ける仕組みのこと。APIやウェブサイトが過剰なアクセスで停止しないようにするために使われる。</p>"
        "<p>上限を超えたリクエストには、HTTPステータスコード429（Too Many Requests）が返されることが多い。利用者は応答に含まれるRetry-Afterヘッダーを見て、待ち時間を判断できる。代表的な方式に、トークンバケットやスライディングウィンドウがある。</p>"
        "<p>関連用語：<a href='/word/api'>API</a>、<a href='/word/429'>429エラー</a></p>"
    )
    return page("ja", "IT用語辞典", "レート制限とは", text, layout="utility")


@_case("full-news-zh", True, "https://xinwen.example/2026/1130/gaotie.html")
def _news_zh() -> bytes:
    text = (
        "<article><h1>沪渝蓉高铁武汉至宜昌段开通运营</h1><p class='src'>2026年11月30日 来源：本报记者</p>"
        "<p>11月30日上午，沪渝蓉高铁武汉至宜昌段正式开通运营，武汉至宜昌最快旅行时间由原来的两小时缩短至一小时二十分钟。</p>"
        "<p>该段线路全长约三百二十公里，设计时速三百五十公里，沿线设有天门、潜江、荆州等车站。开通初期，铁路部门每天安排动车组列车四十二对，节假日将根据客流增开临时列车。</p>"
        "<p>据介绍，线路建设过程中，施工方在江汉平原软土地基上采用了多项新技术，有效控制了路基沉降。沿线居民表示，高铁开通后去省城看病、上学都方便了许多。</p></article>"
    )
    return page("zh", "新闻网", "沪渝蓉高铁武汉至宜昌段开通", text, layout="bootstrap")


@_case("full-culture-ko", True, "https://munhwa.example/article/20261130001")
def _culture_ko() -> bytes:
    text = (
        "<h1>100년 된 한옥 서점, 다시 문을 열다</h1><p class='byline'>김민지 기자 · 2026.11.30</p>"
        "<p>전주 한옥마을 골목에 있던 오래된 서점이 2년간의 보수 공사를 마치고 이번 주 다시 문을 열었다. 1926년에 지어진 이 건물은 원래 포목점이었으나 1970년대부터 서점으로 쓰였다.</p>"
        "<p>새 주인은 기와와 대들보를 최대한 살리고, 마루에는 지역 작가들의 책을 모은 서가를 들였다. 주말마다 낭독회와 필사 모임도 열 계획이다. 서점 대표는 오래된 공간에서 천천히 책을 고르는 경험을 나누고 싶다고 말했다.</p>"
    )
    return page("ko", "문화일보 예시", "100년 된 한옥 서점", text, layout="wp")


@_case("full-article-th", True, "https://khao-thai.example/news/2026/11/30/loy-krathong")
def _article_th() -> bytes:
    text = (
        "<h1>ชาวเชียงใหม่ร่วมงานยี่เป็งคึกคัก</h1><p class='date'>30 พฤศจิกายน 2569</p>"
        "<p>เมื่อคืนที่ผ่านมา ประชาชนและนักท่องเที่ยวจำนวนมากร่วมปล่อยโคมลอยและลอยกระทงบริเวณแม่น้ำปิง ในงานประเพณียี่เป็งประจำปี ทางจังหวัดได้กำหนดพื้นที่ปล่อยโคมเพื่อความปลอดภัยของการบิน และขอความร่วมมือให้ใช้กระทงที่ทำจากวัสดุธรรมชาติ</p>"
        "<p>เจ้าหน้าที่เทศบาลระบุว่า ปีนี้มีการเก็บกระทงจากแม่น้ำได้น้อยลงกว่าปีก่อน และกระทงส่วนใหญ่ทำจากใบตองและขนมปัง ผู้ประกอบการร้านค้าริมน้ำกล่าวว่ายอดขายดีขึ้นมากเมื่อเทียบกับช่วงก่อนโควิด</p>"
    )
    return page("th", "ข่าวไทย", "ยี่เป็งเชียงใหม่", text, layout="amp")


# ---------------------------------------------------------------- full: data tables, code, recipes


@_case("full-table-ru", True, "https://cb-example.example/kursy/2026-11-30")
def _table_ru() -> bytes:
    rows = [
        ("USD", "Доллар США", "92,41", "+0,18"),
        ("EUR", "Евро", "100,87", "−0,22"),
        ("CNY", "Юань", "12,74", "+0,03"),
        ("GBP", "Фунт стерлингов", "117,05", "+0,41"),
        ("JPY", "Иена (100)", "61,92", "−0,10"),
        ("TRY", "Турецкая лира (10)", "26,83", "+0,05"),
        ("KZT", "Тенге (100)", "18,11", "0,00"),
        ("BYN", "Белорусский рубль", "28,36", "+0,02"),
    ]
    trs = "".join(f"<tr><td>{c}</td><td>{n}</td><td>{v}</td><td>{d}</td></tr>" for c, n, v, d in rows)
    text = (
        "<h1>Официальные курсы валют на 30 ноября 2026 года</h1>"
        "<p>Курсы установлены без обязательств покупать или продавать указанные валюты по данному курсу. Изменение указано по сравнению с предыдущим рабочим днём.</p>"
        f"<table class='data'><thead><tr><th>Код</th><th>Валюта</th><th>Курс, ₽</th><th>Изменение</th></tr></thead><tbody>{trs}</tbody></table>"
    )
    return page("ru", "Курсы валют", "Курсы валют на 30.11.2026", text, layout="tables")


@_case("full-table-es", True, "https://elecciones.example/municipales/2026/zaragoza")
def _table_es() -> bytes:
    rows = [
        ("Partido Popular", "98.412", "36,1 %", "12"),
        ("PSOE", "81.950", "30,0 %", "10"),
        ("Vox", "31.207", "11,4 %", "3"),
        ("Zaragoza en Común", "27.640", "10,1 %", "3"),
        ("Chunta Aragonesista", "19.883", "7,3 %", "3"),
        ("Otros", "13.552", "5,1 %", "0"),
    ]
    trs = "".join(
        f"<tr><th scope='row'>{p}</th><td>{v}</td><td>{s}</td><td>{c}</td></tr>" for p, v, s, c in rows
    )
    text = (
        "<h1>Resultados de las elecciones municipales en Zaragoza</h1>"
        "<p>Escrutado el 100 % de las mesas, el Partido Popular vuelve a ser la fuerza más votada, aunque pierde un concejal y necesitará apoyos para gobernar. La participación fue del 63,2 %, tres puntos menos que hace cuatro años.</p>"
        f"<table class='table'><thead><tr><th>Candidatura</th><th>Votos</th><th>%</th><th>Concejales</th></tr></thead><tbody>{trs}</tbody></table>"
        "<p class='small'>Fuente: Junta Electoral de Zona.</p>"
    )
    return page("es", "Elecciones", "Resultados en Zaragoza", text, layout="bootstrap")


@_case("full-code-en", True, "https://docs.tinyqueue.example/api/queue")
def _code_en() -> bytes:
    text = (
        "<h1>Queue</h1><p><code>class tinyqueue.Queue(name, *, url=None, max_retries=3)</code></p>"
        "<p>A named queue on a Redis server. Jobs are pushed as JSON and popped in FIFO order.</p>"
        '<pre><code>from tinyqueue import Queue\n\nq = Queue("emails", url="redis://localhost:6379/0")\njob = q.push({"to": "a@example.com", "subject": "Hi"})\nprint(job.id)\n\nfor job in q.consume(timeout=5):\n    send(job.payload)\n    job.ack()</code></pre>'
        "<h2>Methods</h2><dl><dt><code>push(payload, *, delay=0)</code></dt><dd>Adds a job; returns a <code>Job</code>. A delay in seconds defers it.</dd>"
        "<dt><code>consume(timeout=None)</code></dt><dd>Yields jobs until the timeout passes with the queue empty.</dd>"
        "<dt><code>purge()</code></dt><dd>Deletes every pending job and returns how many there were.</dd></dl>"
        "<pre><code>&gt;&gt;&gt; q.purge()\n3</code></pre>"
        "<p>Unacknowledged jobs return to the queue after <code>visibility_timeout</code> seconds, up to <code>max_retries</code> times.</p>"
    )
    return page("en", "tinyqueue docs", "Queue — tinyqueue", text, layout="utility")


@_case("full-code-de", True, "https://linux-tipps.example/ssh-schluessel-einrichten")
def _code_de() -> bytes:
    text = (
        "<article><h1>SSH-Schlüssel einrichten</h1><p>So melden Sie sich ohne Passwort an einem Server an.</p>"
        '<pre>ssh-keygen -t ed25519 -C "laptop"</pre><p>Den öffentlichen Schlüssel kopieren Sie auf den Server:</p>'
        "<pre>ssh-copy-id -i ~/.ssh/id_ed25519.pub nutzer@server.example</pre>"
        "<p>Danach sollte die Anmeldung ohne Passwort klappen. Wer das Passwort-Login ganz abschalten will, ändert in der Datei <code>/etc/ssh/sshd_config</code>:</p>"
        "<pre>PasswordAuthentication no\nPubkeyAuthentication yes</pre><pre>sudo systemctl restart ssh</pre>"
        "<p>Wichtig: Lassen Sie die alte Sitzung offen, bis Sie die neue Anmeldung getestet haben.</p></article>"
    )
    return page("de", "Linux-Tipps", "SSH-Schlüssel einrichten", text, layout="wp")


@_case("full-recipe-it", True, "https://ricette-nonna.example/pasta-e-ceci")
def _recipe_it() -> bytes:
    data = ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "Pasta e ceci",
            "recipeYield": "4",
            "totalTime": "PT40M",
        }
    )
    text = (
        "<div class='recipe-card'><h1>Pasta e ceci</h1><p>Per 4 persone · 40 minuti</p><h3>Ingredienti</h3>"
        "<ul><li>400 g di ceci cotti</li><li>200 g di ditalini</li><li>1 spicchio d'aglio</li><li>1 rametto di rosmarino</li><li>2 cucchiai di passata di pomodoro</li><li>olio extravergine, sale, pepe</li></ul>"
        "<h3>Procedimento</h3><ol><li>Soffriggi l'aglio e il rosmarino in quattro cucchiai d'olio.</li><li>Aggiungi i ceci e la passata, copri con un litro d'acqua e cuoci 15 minuti.</li><li>Frulla metà dei ceci e rimettili nella pentola.</li><li>Cuoci la pasta direttamente nella zuppa, mescolando spesso.</li><li>Servi con un filo d'olio crudo e pepe macinato.</li></ol></div>"
    )
    return page("it", "Ricette della Nonna", "Pasta e ceci", text, layout="bootstrap", head=data)


@_case("full-recipe-tr", True, "https://mutfak-defteri.example/mercimek-corbasi")
def _recipe_tr() -> bytes:
    text = (
        "<h1>Mercimek Çorbası</h1><p>4 kişilik · Hazırlık 10 dk · Pişirme 30 dk</p><h2>Malzemeler</h2>"
        "<ul><li>1 su bardağı kırmızı mercimek</li><li>1 adet soğan</li><li>1 adet havuç</li><li>1 yemek kaşığı un</li><li>2 yemek kaşığı tereyağı</li><li>6 su bardağı sıcak su</li><li>Tuz, kimyon, pul biber</li></ul>"
        "<h2>Yapılışı</h2><ol><li>Soğan ve havucu küçük doğrayıp tereyağında kavurun.</li><li>Unu ekleyip bir dakika daha kavurun.</li><li>Yıkanmış mercimeği ve sıcak suyu ekleyin, yumuşayana kadar pişirin.</li><li>Blenderdan geçirip tuz ve kimyonla tatlandırın.</li><li>Pul biberli tereyağı gezdirerek servis yapın.</li></ol>"
    )
    return page("tr", "Mutfak Defteri", "Mercimek Çorbası", text, layout="utility")


# ---------------------------------------------------------------- full: pages about walls, pages with widgets


@_case("full-about-cookies-fr", True, "https://droit-numerique.example/cookies-refus-aussi-simple")
def _about_cookies_fr() -> bytes:
    text = (
        "<article><h1>Cookies : refuser doit être aussi simple qu'accepter</h1>"
        "<p>Depuis les lignes directrices de la CNIL, un bandeau cookies doit proposer un bouton « Tout refuser » aussi visible que le bouton « Tout accepter ». Les sites qui cachent le refus derrière un lien « Paramétrer » s'exposent à des sanctions.</p>"
        "<p>En 2026, plusieurs éditeurs de presse ont été mis en demeure pour des « cookie walls » qui conditionnaient l'accès aux articles à l'acceptation des traceurs publicitaires. La CNIL admet toutefois une alternative payante, à condition que son prix reste raisonnable.</p>"
        "<p>Pour les internautes, le conseil reste le même : lire les finalités, refuser ce qui n'est pas nécessaire, et effacer régulièrement les cookies de son navigateur.</p></article>"
    )
    return page(
        "fr", "Droit numérique", "Cookies : refuser doit être aussi simple qu'accepter", text, layout="wp"
    )


@_case("full-about-bots-en", True, "https://sec-weekly.example/2026/11/why-captchas-are-getting-harder")
def _about_bots_en() -> bytes:
    text = (
        "<h1>Why CAPTCHAs are getting harder for humans and easier for bots</h1><p class='by'>By Dana Okafor · 29 Nov 2026</p>"
        "<p>Ask anyone who has clicked through nine squares of blurry traffic lights: proving you are human has become a chore. Researchers at two universities found this year that current image CAPTCHAs are solved by machine-learning models with over 95 percent accuracy, while people get them right about 80 percent of the time.</p>"
        "<p>That is why many sites have moved to invisible checks. Instead of asking you to click, a script scores your browser: how the mouse moves, how fast the page was loaded, whether cookies look reused. Only when the score is low do you see a challenge page that says 'Verify you are human'.</p>"
        "<p>Privacy advocates worry that the scoring relies on fingerprinting, and that people using screen readers or privacy tools are challenged far more often than others.</p>"
    )
    return page("en", "Security Weekly", "Why CAPTCHAs are getting harder", text, layout="bootstrap")


@_case("full-about-404-pl", True, "https://seo-poradnik.example/blad-404-a-soft-404")
def _about_404_pl() -> bytes:
    text = (
        "<h1>Błąd 404 a „soft 404” – czym się różnią?</h1>"
        "<p>Gdy strona nie istnieje, serwer powinien odpowiedzieć kodem 404 „Nie znaleziono”. Wyszukiwarka wie wtedy, że adres można usunąć z indeksu.</p>"
        "<p>„Soft 404” to sytuacja, w której serwer zwraca kod 200, a na ekranie widać komunikat „Strona nie istnieje” albo pustą listę produktów. Google traktuje takie strony jak błędy i marnuje na nie budżet indeksowania.</p>"
        "<p>Jak to naprawić? Dla usuniętych stron zwracaj 404 lub 410, a dla przeniesionych – przekierowanie 301 na nowy adres. Pustych kategorii w sklepie lepiej nie indeksować, dopóki nie pojawią się w nich produkty.</p>"
    )
    return page("pl", "SEO Poradnik", "Błąd 404 a soft 404", text, layout="tables")


@_case("full-about-subscriptions-sv", True, "https://konsumentbladet.example/prenumerationer-som-forlangs")
def _about_subs_sv() -> bytes:
    text = (
        "<article><h1>Så slipper du prenumerationer som förlängs av sig själva</h1>"
        "<p>Ett provabonnemang för en krona låter billigt, men många glömmer att säga upp det. Enligt Konsumentverket är automatiskt förlängda prenumerationer en av de vanligaste anledningarna till att folk hör av sig.</p>"
        "<p>Från i år måste företag påminna kunden innan en gratisperiod övergår i ett betalt abonnemang, och det ska gå lika lätt att säga upp som att teckna. Logga in på ditt konto och leta efter ”Avsluta prenumeration”, eller kontakta kundtjänst skriftligt så att du har ett bevis.</p>"
        "<p>Gå igenom kontoutdraget en gång i månaden. Dragningar du inte känner igen kan du bestrida hos banken.</p></article>"
    )
    return page("sv", "Konsumentbladet", "Prenumerationer som förlängs", text, layout="amp")


@_case("full-captcha-form-es", True, "https://blog-montana.example/ruta-picos-europa")
def _captcha_es() -> bytes:
    text = (
        "<article class='post'><h1>Ruta de los Lagos de Covadonga en otoño</h1>"
        "<p>Subimos a los lagos a primera hora, antes de que cerraran la carretera a los coches. La niebla cubría el Enol y solo se veían las vacas, que pastaban tranquilas junto a la orilla.</p>"
        "<p>La ruta circular mide unos seis kilómetros y apenas tiene desnivel, así que es perfecta para ir con niños. Pasa por el lago Ercina, el centro de visitantes y las antiguas minas de Buferrera.</p>"
        "<p>Consejo: lleva calzado impermeable. Aunque no llueva, la hierba está empapada hasta el mediodía.</p></article>"
        "<div id='comments'><h3>Deja un comentario</h3><form action='/wp-comments-post.php' method='post'><textarea name='comment'></textarea><input name='author' placeholder='Nombre'>"
        "<div class='g-recaptcha' data-sitekey='6Lc_example'></div><script src='https://www.google.com/recaptcha/api.js' async defer></script>"
        "<p>Este sitio está protegido por reCAPTCHA. Por favor, confirma que no eres un robot.</p><button>Publicar comentario</button></form></div>"
    )
    return page("es", "Blog de Montaña", "Ruta de los Lagos de Covadonga", text, layout="wp")


@_case("full-consent-banner-de", True, "https://wanderportal.example/touren/zugspitze-reintal")
def _consent_banner_de() -> bytes:
    banner = (
        "<div id='cmp' class='cmp-banner' role='dialog'><p>Wir verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren und Zugriffe zu analysieren. "
        "Mit „Alle akzeptieren“ stimmen Sie der Verarbeitung durch uns und unsere Partner zu.</p><button>Alle akzeptieren</button><button>Ablehnen</button><a href='/datenschutz'>Einstellungen</a></div>"
    )
    text = (
        "<h1>Zugspitze über das Reintal</h1><p>Schwierigkeit: schwer · Dauer: 2 Tage · 2.200 Höhenmeter</p>"
        "<p>Der Weg durch das Reintal ist der längste, aber landschaftlich schönste Anstieg auf Deutschlands höchsten Berg. Von der Partnachklamm geht es am Bach entlang zur Reintalangerhütte, wo die meisten übernachten.</p>"
        "<p>Am zweiten Tag folgt der steile Anstieg zur Knorrhütte und über das Zugspitzplatt zum Gipfel. Der letzte Abschnitt ist mit Drahtseilen gesichert; Trittsicherheit ist nötig.</p>"
        "<p>Zurück geht es bequem mit der Seilbahn zum Eibsee. Im Frühsommer kann am Platt noch Schnee liegen.</p>"
    )
    return page("de", "Wanderportal", "Zugspitze über das Reintal", text, layout="bootstrap", extra=banner)


@_case("full-css-paywall-en", True, "https://thechronicle.example/2026/11/30/water-rates-rise")
def _css_paywall_en() -> bytes:
    head = "<style>.locked{max-height:120px;overflow:hidden}.pw-overlay{position:absolute;bottom:0}</style>"
    text = (
        "<article><h1>Water rates to rise 9 percent as city replaces lead pipes</h1><p class='by'>By Tom Reyes</p>"
        "<div class='article-body locked'>"
        "<p>Residents will pay about $6 more a month for water starting in March after the city council voted 7-2 on Tuesday to fund the replacement of more than 11,000 lead service lines.</p>"
        "<p>The utility says federal rules require it to remove every lead line within ten years, and grants will cover less than a third of the $140 million cost. The rest will come from bonds repaid through rates.</p>"
        "<p>Council member Ana Ruiz, who voted no, said the increase falls hardest on renters and asked for a discount for low-income households. Staff will bring a proposal in January.</p>"
        "<p>Homeowners can check whether their line is lead on the utility's online map.</p></div>"
        "<div class='pw-overlay'><p>Subscribe to keep reading. Already a subscriber? <a href='/login'>Log in</a></p></div></article>"
    )
    return page("en", "The Chronicle", "Water rates to rise 9 percent", text, layout="utility", head=head)


@_case("full-faq-ar", True, "https://baladiya.example/khadamat/rukhsa-bina")
def _faq_ar() -> bytes:
    text = (
        "<h1>الأسئلة الشائعة حول رخصة البناء</h1>"
        "<h3>ما المستندات المطلوبة؟</h3><p>صورة الهوية، وسند ملكية الأرض، والمخططات الهندسية المعتمدة من مكتب هندسي مرخص.</p>"
        "<h3>كم تستغرق دراسة الطلب؟</h3><p>تُدرس الطلبات المكتملة خلال عشرين يوم عمل، ويُبلغ المتقدم بالنتيجة برسالة نصية.</p>"
        "<h3>هل يمكن تقديم الطلب إلكترونيًا؟</h3><p>نعم، عبر بوابة الخدمات الإلكترونية، ويُدفع الرسم بالبطاقة المصرفية.</p>"
        "<h3>ما مدة صلاحية الرخصة؟</h3><p>سنتان من تاريخ الإصدار، ويجوز تجديدها مرة واحدة إذا بدأ البناء قبل انتهائها.</p>"
    )
    return page("ar", "البلدية", "رخصة البناء", text, layout="wp")


@_case("full-brief-hi", True, "https://samachar.example/rajya/2026/11/30/bus-seva")
def _brief_hi() -> bytes:
    text = (
        "<h1>जयपुर से अजमेर के बीच नई इलेक्ट्रिक बस सेवा शुरू</h1>"
        "<p>राजस्थान परिवहन निगम ने सोमवार से जयपुर और अजमेर के बीच बीस इलेक्ट्रिक बसें चलाना शुरू कर दिया है। हर आधे घंटे में एक बस मिलेगी और किराया साधारण बस के बराबर रहेगा। निगम के अनुसार अगले साल उदयपुर और कोटा मार्ग पर भी ऐसी बसें चलाई जाएंगी।</p>"
    )
    return page("hi", "समाचार", "जयपुर-अजमेर इलेक्ट्रिक बस", text, layout="bootstrap")


@_case("full-howto-vi", True, "https://meo-vat.example/cach-lam-sach-may-giat")
def _howto_vi() -> bytes:
    text = (
        "<h1>Cách vệ sinh máy giặt cửa trước tại nhà</h1>"
        "<p>Sau vài tháng sử dụng, lồng máy giặt thường bám cặn bột giặt và nấm mốc, khiến quần áo có mùi hôi. Bạn có thể tự làm sạch mà không cần gọi thợ.</p>"
        "<ol><li>Tháo khay đựng bột giặt, ngâm trong nước ấm pha giấm khoảng 15 phút rồi chà sạch.</li><li>Lau gioăng cao su quanh cửa bằng khăn ẩm, chú ý các nếp gấp nơi nấm mốc hay bám.</li><li>Đổ hai cốc giấm trắng vào lồng và chạy chế độ giặt nước nóng không có quần áo.</li><li>Vệ sinh bộ lọc xả ở phía dưới máy, nhớ đặt khay hứng nước.</li></ol>"
        "<p>Nên làm như vậy mỗi tháng một lần và để cửa máy mở sau khi giặt cho lồng khô thoáng.</p>"
    )
    return page("vi", "Mẹo Vặt", "Vệ sinh máy giặt", text, layout="tables")


_OPEN_MISSES: frozenset[str] = (
    frozenset()
)  # thin-comments-fr dropped since round 13; the blind run also missed full-brief-de, full-brief-hi and full-css-paywall-en (kept since round 10), thin-quota-tr, thin-comingsoon-sv and thin-consent-it (fixed since)


@pytest.mark.parametrize("case", params(CASES, _OPEN_MISSES, "blind round 8 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
