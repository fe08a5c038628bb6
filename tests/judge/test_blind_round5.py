"""Blind round 5 (#17): labelled synthetic pages written before the judge's rules were read.

Thin pages of every kind the issue names (aggregators, directories, tag clouds and archives,
galleries and video pages, doorways, quota notices, paywall ledes, soft 404s, login, consent and
bot walls, search results, empty categories) and full pages that look like them (briefs, glossary
entries, CJK articles, tables, code docs, recipes, articles about cookies, bots, 404s and paywalls,
pages with a captcha widget or consent banner, CSS paywalls, forums, Q&A, products), in fifteen
languages and five layouts. Each page goes through the public API only. The pages missed in the
blind run are listed in `_BLIND_MISSES` (see docs/benchmarks.md, "#17, blind round 5").
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, ld, params, registry
from tests.judge.blind_chrome import page

CASES: list[Case] = []
_case = registry(CASES)


# ---------------------------------------------------------------- thin pages


@_case("thin-aggregator-en", False, "https://newsriver.example/latest")
def _aggregator_en() -> bytes:
    items = [
        (
            "Central bank holds rates steady for third month",
            "Reuters",
            "Policymakers signalled that cuts could come later in the year if inflation keeps easing.",
        ),
        (
            "Storm knocks out power to 40,000 homes in the north",
            "AP",
            "Utility crews expect most customers to be reconnected by Thursday evening.",
        ),
        (
            "Chipmaker shares jump after record quarterly sales",
            "Bloomberg",
            "Demand from data centres pushed revenue well above analyst forecasts.",
        ),
        (
            "Parliament passes long-delayed housing bill",
            "The Ledger",
            "The law lets councils buy empty land at agricultural prices.",
        ),
        (
            "Marathon record falls in Berlin heat",
            "SportsWire",
            "The winner crossed the line 14 seconds under the previous best.",
        ),
        (
            "New study links sleep loss to heart risk",
            "Health Daily",
            "Researchers followed 12,000 adults over a period of nine years.",
        ),
        (
            "Airline cancels 300 flights as pilots strike",
            "AFP",
            "Talks between the union and management are set to resume on Monday.",
        ),
        (
            "City unveils plan for car-free centre",
            "Metro Post",
            "Deliveries would be limited to early mornings under the proposal.",
        ),
        (
            "Museum returns looted bronzes to Nigeria",
            "Culture Desk",
            "The handover ends a dispute that lasted more than two decades.",
        ),
        (
            "Wheat prices climb on drought fears",
            "AgriNews",
            "Futures rose for a fifth straight session in Chicago trading.",
        ),
        (
            "Startup raises $80m for battery recycling",
            "TechBeat",
            "The company plans a second plant in Nevada by next spring.",
        ),
        (
            "Teachers accept 5 percent pay offer",
            "Education Today",
            "The deal ends months of disruption in secondary schools.",
        ),
    ]
    cards = "".join(
        f"<li class='river-item'><a class='river-link' href='https://{src.lower().replace(' ', '')}.example/story/{i}'>{h}</a>"
        f" <span class='river-src'>{src}</span> <time>{i * 7 + 3} min ago</time><p class='river-blurb'>{b}</p></li>"
        for i, (h, src, b) in enumerate(items)
    )
    content = f"<h1>Latest headlines</h1><p class='stamp'>Updated every five minutes</p><ul class='river'>{cards}</ul>"
    return page("en", "NewsRiver", "Latest headlines – NewsRiver", content)


@_case("thin-aggregator-de", False, "https://nachrichtenblick.example/ueberblick")
def _aggregator_de() -> bytes:
    items = [
        (
            "Bundestag beschließt Rentenpaket",
            "Die Abgeordneten stimmten nach langer Debatte mit knapper Mehrheit zu.",
        ),
        (
            "Bahn kündigt neue Fahrpläne an",
            "Auf mehreren Fernstrecken sollen Züge ab Dezember häufiger fahren.",
        ),
        ("DAX schließt mit leichtem Plus", "Vor allem Autowerte legten nach guten Absatzzahlen zu."),
        ("Hitzewelle erreicht den Süden", "Meteorologen erwarten bis zu 36 Grad am Wochenende."),
        ("Streit um Windräder im Allgäu", "Anwohner haben eine Klage gegen den Bau eingereicht."),
        (
            "Neuer Trainer für den Tabellenletzten",
            "Der Verein trennte sich nach fünf Niederlagen in Folge vom Vorgänger.",
        ),
        ("Forscher entdecken neue Käferart", "Das Tier lebt nur in einem kleinen Moorgebiet in Brandenburg."),
        (
            "Mieten steigen in Großstädten weiter",
            "Besonders kleine Wohnungen sind laut Studie deutlich teurer geworden.",
        ),
        ("Festival meldet Besucherrekord", "Mehr als 80.000 Menschen kamen an drei Tagen auf das Gelände."),
        ("Gericht kippt Tempolimit-Verordnung", "Die Stadt will nun in die nächste Instanz gehen."),
    ]
    cards = "".join(
        f"<div class='teaser-box'><span class='kicker'>Ressort {i % 4 + 1}</span><h3><a href='/artikel/{i}'>{h}</a></h3>"
        f"<p>{b} <a class='more' href='/artikel/{i}'>weiterlesen »</a></p></div>"
        for i, (h, b) in enumerate(items)
    )
    content = f"<h1>Nachrichten aus aller Welt – der Überblick</h1>{cards}<div class='pager'><a href='?p=2'>Nächste Seite</a></div>"
    return page("de", "NachrichtenBlick", "Überblick | NachrichtenBlick", content, layout="divsoup")


@_case("thin-directory-fr", False, "https://annuaire-pro.example/lyon/plombiers")
def _directory_fr() -> bytes:
    names = [
        (
            "Plomberie Martin & Fils",
            "12 rue Garibaldi, 69003 Lyon",
            "04 78 12 34 56",
            "Dépannage, chauffe-eau, débouchage.",
        ),
        (
            "SOS Fuites Rhône",
            "5 avenue Jean Jaurès, 69007 Lyon",
            "04 72 98 11 20",
            "Intervention rapide 7j/7.",
        ),
        (
            "Atelier Sanitaire Croix-Rousse",
            "48 bd de la Croix-Rousse, 69004 Lyon",
            "04 78 30 44 01",
            "Salles de bain clés en main.",
        ),
        (
            "Duval Chauffage",
            "3 place Bellecour, 69002 Lyon",
            "04 78 42 67 89",
            "Chaudières gaz et pompes à chaleur.",
        ),
        (
            "Les Artisans du Tuyau",
            "77 cours Gambetta, 69003 Lyon",
            "04 37 24 55 10",
            "Rénovation de canalisations.",
        ),
        (
            "Hydro Services Confluence",
            "21 quai Perrache, 69002 Lyon",
            "04 78 37 90 12",
            "Plomberie générale et dépannage.",
        ),
        ("Bernard Thermique", "9 rue de Marseille, 69007 Lyon", "04 72 73 14 88", "Entretien de chaudières."),
        (
            "Plombier Express Villeurbanne",
            "150 cours Émile Zola, 69100 Villeurbanne",
            "04 78 85 33 61",
            "Urgences jour et nuit.",
        ),
        ("Eau & Confort", "30 rue Paul Bert, 69003 Lyon", "04 78 60 21 47", "Adoucisseurs et filtration."),
        ("Maison Girard Plomberie", "2 rue Saint-Jean, 69005 Lyon", "04 78 37 02 93", "Artisan depuis 1985."),
    ]
    cards = "".join(
        f"<div class='fiche'><h2><a href='/fiche/{i}'>{n}</a></h2><div class='adr'>{a}</div>"
        f"<div class='tel'>☎ {t}</div><p class='desc'>{d}</p><a class='voir' href='/fiche/{i}'>Voir la fiche</a></div>"
        for i, (n, a, t, d) in enumerate(names)
    )
    content = (
        "<h1>Plombiers à Lyon</h1><p class='count'>128 professionnels trouvés — page 1 sur 13</p>"
        f"<div class='filtres'>Trier par : <a href='?tri=avis'>avis</a> <a href='?tri=nom'>nom</a></div>{cards}"
    )
    return page("fr", "Annuaire Pro", "Plombiers à Lyon - Annuaire Pro", content, layout="shop")


@_case("thin-directory-ru", False, "https://katalog-saitov.example/nauka/")
def _directory_ru() -> bytes:
    sites = [
        (
            "Астрономия для всех",
            "Новости астрономии, карты звёздного неба и статьи для начинающих наблюдателей.",
        ),
        ("Физика в задачах", "Сборник задач по физике с решениями для школьников и студентов."),
        ("Химический портал", "Справочник химических элементов, таблицы растворимости и калькуляторы."),
        ("Биология онлайн", "Учебные материалы по ботанике, зоологии и генетике."),
        ("Геологический музей", "Коллекция минералов с фотографиями и описаниями."),
        ("Математика просто", "Видеоуроки и конспекты по алгебре и геометрии."),
        ("Метеостанция любителя", "Данные домашней метеостанции и архив наблюдений."),
        ("История науки", "Биографии учёных и хронология великих открытий."),
        ("Экология сегодня", "Исследования, петиции и новости охраны природы."),
        ("Робототехника для детей", "Конструкторы, схемы и уроки программирования."),
    ]
    rows = "".join(
        f"<tr><td class='n'>{i + 1}.</td><td><a href='http://site{i}.example/'><b>{n}</b></a><br>"
        f"<small>{d}</small><br><a class='go' href='/out/{i}'>Посетить сайт</a> · Рейтинг: {90 - i * 3}</td></tr>"
        for i, (n, d) in enumerate(sites)
    )
    content = (
        "<h1>Каталог сайтов: Наука и образование</h1><p>Всего сайтов в разделе: 214</p>"
        f"<table class='cat-list'>{rows}</table><p><a href='/add'>Добавить сайт в каталог</a></p>"
    )
    return page("ru", "Каталог сайтов", "Наука и образование — Каталог сайтов", content, layout="table")


_GARDEN_TAGS = (
    "gardening tomatoes compost seeds pruning roses herbs greenhouse soil mulch irrigation pests "
    "beekeeping orchards apples pears plums raspberries strawberries potatoes onions garlic chickens ducks "
    "fencing tools sheds winter spring summer autumn harvest preserving jam pickles drying "
    "freezing recipes soups bread sourdough cheese yoghurt foraging mushrooms nettles elderflower wildflowers "
    "hedges ponds frogs birds feeders nestboxes hedgehogs "
)


@_case("thin-tagcloud-en", False, "https://quietblog.example/tags/")
def _tagcloud_en() -> bytes:
    tags = _GARDEN_TAGS.split()
    cloud = " ".join(
        f"<a class='tg s{(i * 7) % 5}' style='font-size:{10 + (i * 7) % 14}px' href='/tag/{t}'>{t}</a>"
        f"<span class='ct'>({(i * 13) % 40 + 1})</span>"
        for i, t in enumerate(tags)
    )
    content = f"<div class='post-area'><h1 class='ptitle'>Tags</h1><div class='tagcloud'>{cloud}</div></div>"
    return page("en", "The Quiet Plot", "Tags — The Quiet Plot", content, layout="divsoup")


@_case("thin-tagarchive-es", False, "https://energiahoy.example/etiqueta/energia-solar/")
def _tagarchive_es() -> bytes:
    posts = [
        (
            "Cómo elegir paneles solares para una vivienda unifamiliar",
            "Repasamos potencia, orientación y presupuesto antes de instalar",
        ),
        (
            "Las subvenciones al autoconsumo se amplían hasta 2027",
            "El Gobierno ha confirmado una nueva línea de ayudas para comunidades",
        ),
        (
            "Baterías domésticas: ¿merecen la pena?",
            "Analizamos cuánto se ahorra almacenando la energía del mediodía",
        ),
        (
            "Un pueblo de Teruel produce el doble de la luz que consume",
            "La cooperativa vecinal reparte los beneficios entre los socios",
        ),
        (
            "Mantenimiento de placas: cinco errores habituales",
            "Limpiar con agua a presión puede dañar la superficie del módulo",
        ),
        (
            "Récord de producción fotovoltaica en abril",
            "La solar cubrió por primera vez más del 40 % de la demanda",
        ),
        (
            "Tejas solares: la alternativa discreta",
            "Una opción para cascos históricos con normas estéticas estrictas",
        ),
        (
            "¿Qué es la compensación de excedentes?",
            "Te explicamos cómo se descuentan de la factura los kWh vertidos",
        ),
    ]
    arts = "".join(
        f"<article class='entry'><h2 class='entry-title'><a href='/p/{i}'>{t}</a></h2>"
        f"<div class='entry-meta'>{i + 2} de mayo de 2026 · Redacción</div>"
        f"<div class='entry-summary'><p>{s} […]</p></div><a class='leer' href='/p/{i}'>Leer más</a></article>"
        for i, (t, s) in enumerate(posts)
    )
    content = (
        f"<header class='archive-header'><h1>Etiqueta: energía solar</h1></header>{arts}"
        "<nav class='paginacion'><a href='page/2/'>2</a> <a href='page/3/'>3</a> <a href='page/2/'>Siguiente →</a></nav>"
    )
    return page("es", "Energía Hoy", "energía solar archivos - Energía Hoy", content)


@_case("thin-gallery-it", False, "https://viaggiamo.example/foto/spiagge-sardegna")
def _gallery_it() -> bytes:
    caps = [
        "Cala Goloritzé vista dal sentiero",
        "La sabbia rosa di Budelli",
        "Tramonto a Is Arutas",
        "Cala Luna all'alba",
        "Le dune di Piscinas",
        "La Pelosa con la torre aragonese",
        "Spiaggia di Tuerredda",
        "Cala Brandinchi, la piccola Tahiti",
        "Porto Giunco e lo stagno",
        "Cala Mariolu dal mare",
        "Berchida deserta a settembre",
        "Capo Testa e i suoi graniti",
    ]
    figs = "".join(
        f"<figure class='gal-item'><a href='/foto/{i}.jpg'><img src='/img/sard{i}.jpg' alt='{c}' width='800' height='533'></a>"
        f"<figcaption>{c} <span class='credit'>© Foto Redazione</span></figcaption></figure>"
        for i, c in enumerate(caps)
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "ImageGallery",
            "name": "Le 12 spiagge più belle della Sardegna",
        }
    )
    content = f"<h1>Fotogallery: le 12 spiagge più belle della Sardegna</h1><p class='sub'>Sfoglia la galleria</p><div class='gal'>{figs}</div>"
    return page(
        "it", "Viaggiamo", "Le spiagge più belle della Sardegna (FOTO) | Viaggiamo", content, head=head
    )


@_case("thin-video-ja", False, "https://douga-news.example/watch/88412")
def _video_ja() -> bytes:
    related = "".join(
        f"<li class='rv'><a href='/watch/{88400 + i}'><img src='/th/{i}.jpg' alt=''><span>{t}</span></a><span class='views'>{i + 2}万回視聴</span></li>"
        for i, t in enumerate(
            [
                "台風の進路 最新情報",
                "桜の開花 各地の様子",
                "新幹線 新型車両を公開",
                "子ども食堂の一日",
                "円相場 午後の動き",
                "熊の目撃相次ぐ",
            ]
        )
    )
    content = (
        "<div class='player-wrap'><video controls poster='/p/88412.jpg' src='/v/88412.mp4'></video></div>"
        "<h1 class='v-title'>【動画】富士山 山開き 登山者でにぎわう</h1>"
        "<div class='v-meta'>2026年7月1日 公開 ・ 再生回数 12,304回</div>"
        "<p class='v-desc'>富士山の山梨県側で山開きを迎え、早朝から多くの登山者が山頂を目指しました。</p>"
        f"<h2>関連動画</h2><ul class='related-videos'>{related}</ul>"
    )
    head = "<meta property='og:type' content='video.other'>" + ld(
        {
            "@context": "https://schema.org",
            "@type": "VideoObject",
            "name": "富士山 山開き",
            "uploadDate": "2026-07-01",
            "thumbnailUrl": "/p/88412.jpg",
        }
    )
    return page(
        "ja", "動画ニュース", "【動画】富士山 山開き 登山者でにぎわう｜動画ニュース", content, head=head
    )


@_case("thin-doorway-en", False, "https://cheap-car-insurance-los-angeles.example/")
def _doorway_en() -> bytes:
    kw = "cheap car insurance Los Angeles"
    body = (
        f"<h1>Cheap Car Insurance Los Angeles – Best Cheap Car Insurance Los Angeles Quotes</h1>"
        f"<p>Looking for {kw}? You found the best place for {kw}. Our {kw} quotes help you find {kw} fast. "
        f"Compare {kw} rates and get {kw} today. {kw.capitalize()} is easy when you compare {kw} online.</p>"
        f"<p>Why choose us for {kw}? Because we know {kw}. Drivers who need {kw} trust our {kw} comparison. "
        f"Get affordable {kw} and low cost {kw} with the best {kw} companies. Cheap auto insurance Los Angeles, "
        f"cheap car insurance LA, cheap insurance Los Angeles CA, car insurance Los Angeles cheap.</p>"
        f"<p>Get your free {kw} quote now. {kw.capitalize()} for young drivers, {kw} for seniors, {kw} "
        f"for bad credit, {kw} no deposit, {kw} same day. Best {kw} 2026. Call now for {kw}!</p>"
        "<a class='cta-btn' href='/quote'>Get Quote Now</a>"
    )
    links = " ".join(
        f"<a href='/{c}'>cheap car insurance {c}</a>"
        for c in ("Pasadena", "Burbank", "Glendale", "Long Beach", "Santa Monica", "Torrance")
    )
    return page(
        "en",
        "Cheap Car Insurance LA",
        "Cheap Car Insurance Los Angeles | Cheap Car Insurance Los Angeles Quotes",
        body + f"<div class='seo-links'>{links}</div>",
        layout="divsoup",
        side=False,
    )


@_case("thin-doorway-pl", False, "https://tanie-kredyty-warszawa.example/")
def _doorway_pl() -> bytes:
    kw = "tanie kredyty gotówkowe Warszawa"
    body = (
        f"<h1>Tanie kredyty gotówkowe Warszawa – najtańsze kredyty gotówkowe online Warszawa</h1>"
        f"<p>Szukasz {kw}? Nasze {kw} to najlepsze {kw} w mieście. Porównaj {kw} i wybierz {kw} bez BIK. "
        f"{kw.capitalize()} online, {kw} przez internet, {kw} na dowód, {kw} od ręki.</p>"
        f"<p>Dlaczego {kw} u nas? Bo {kw} to nasza specjalność. Oferujemy {kw} dla każdego: {kw} dla emerytów, "
        f"{kw} dla studentów, {kw} dla firm. Kredyt gotówkowy Warszawa tanio, tani kredyt Warszawa, "
        f"kredyty Warszawa tanie, kredyt gotówkowy tani Warszawa.</p>"
        f"<p>Złóż wniosek o {kw} już dziś. Najlepsze {kw} 2026. Sprawdź {kw} teraz!</p>"
    )
    links = " ".join(
        f"<a href='/{d}'>tanie kredyty {d}</a>"
        for d in ("Mokotów", "Wola", "Praga", "Ursynów", "Bemowo", "Targówek")
    )
    return page(
        "pl",
        "Kredyty Warszawa",
        "Tanie kredyty gotówkowe Warszawa | Tanie kredyty Warszawa",
        body + f"<p class='links'>{links}</p>",
        layout="table",
    )


@_case("thin-quota-en", False, "https://geodata-api.example/v2/lookup")
def _quota_en() -> bytes:
    content = (
        "<div class='notice notice-warn'><h1>Daily request limit reached</h1>"
        "<p>Your API key has used 1,000 of the 1,000 lookups included in the Free plan today.</p>"
        "<p>The counter resets at 00:00 UTC. To keep going now, upgrade your plan or wait until tomorrow.</p>"
        "<p><a class='btn' href='/pricing'>See plans</a> <a href='/dashboard/usage'>View usage</a></p>"
        "<p class='ref'>Request ID: 7f3a-22c1-9b0e</p></div>"
    )
    return page("en", "GeoData API", "Limit reached · GeoData API", content, layout="docs")


@_case("thin-ratelimit-zh", False, "https://wenku-zhan.example/doc/44821.html")
def _ratelimit_zh() -> bytes:
    content = (
        "<div class='tip-box'><h2>访问过于频繁</h2>"
        "<p>您的IP在短时间内发起了过多请求，系统已暂时限制访问。</p>"
        "<p>请在 60 秒后刷新页面重试。如需继续浏览，请登录账号或完成验证。</p>"
        "<p><a href='/'>返回首页</a> ｜ <a href='/help'>帮助中心</a></p></div>"
    )
    return page("zh", "文库站", "提示信息 - 文库站", content, layout="divsoup")


@_case("thin-paywall-en", False, "https://theharbourpost.example/business/2026/05/port-expansion")
def _paywall_en() -> bytes:
    content = (
        "<article class='story'><h1>Port expansion stalls as costs double</h1>"
        "<div class='byline'>By Maria Chen · May 14, 2026</div>"
        "<p>The long-promised expansion of the city's container port has ground to a halt after a review "
        "found that the cost of dredging the outer channel had roughly doubled since the plan was approved.</p>"
        "<p>Harbour commissioners met behind closed doors on Tuesday, and three of them told the Post they "
        "no longer expected work to resume before 2028.</p>"
        "<div class='gate'><h3>Keep reading with a subscription</h3>"
        "<p>Get unlimited access to local journalism for $1 a week.</p>"
        "<a class='btn' href='/subscribe'>Subscribe now</a> <p>Already a subscriber? <a href='/login'>Log in</a></p></div>"
        "</article>"
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Port expansion stalls as costs double",
            "datePublished": "2026-05-14",
        }
    )
    return page(
        "en",
        "The Harbour Post",
        "Port expansion stalls as costs double | The Harbour Post",
        content,
        head=head,
    )


@_case("thin-paywall-de", False, "https://tageskurier.example/wirtschaft/werftkrise-100.html")
def _paywall_de() -> bytes:
    content = (
        "<div class='art-head'><span class='dachzeile'>Werftkrise</span><h1>Hunderte Jobs in Gefahr</h1></div>"
        "<p class='teaser'><strong>Die Traditionswerft an der Unterweser steht vor dem Aus. Nach Informationen "
        "unserer Zeitung hat der Eigentümer den Banken ein letztes Angebot vorgelegt – die Belegschaft erfuhr "
        "davon aus dem Radio.</strong></p>"
        "<p>Am Morgen versammelten sich rund 300 Beschäftigte vor dem Werkstor.</p>"
        "<div class='abo-wall'><p class='h'>Sie möchten weiterlesen?</p>"
        "<p>Testen Sie KURIER+ 4 Wochen für 0,99 € und lesen Sie alle Artikel auf tageskurier.example.</p>"
        "<a href='/abo'>Jetzt testen</a> <p>Bereits Abonnent? <a href='/anmelden'>Anmelden</a></p></div>"
    )
    return page(
        "de", "Tageskurier", "Werftkrise: Hunderte Jobs in Gefahr | Tageskurier", content, layout="divsoup"
    )


@_case("thin-paywall-he", False, "https://haiton.example/news/article/88120")
def _paywall_he() -> bytes:
    content = (
        "<article><h1>משרד האוצר מתכנן מס חדש על דירות ריקות</h1>"
        "<p class='sub'>לפי הטיוטה, בעלי דירות שעומדות ריקות יותר משישה חודשים ישלמו היטל שנתי</p>"
        "<p>הצעת החוק, שנחשפת כאן לראשונה, צפויה להגיע לשולחן הממשלה כבר בחודש הבא. בכירים במשרד "
        "מעריכים כי ההיטל יניב הכנסות של מאות מיליוני שקלים בשנה.</p>"
        "<div class='premium-lock'><b>הכתבה המלאה זמינה למנויים בלבד</b>"
        "<p>הצטרפו עכשיו ב-9.90 ש״ח לחודש הראשון</p><a href='/subscribe'>להרשמה</a>"
        "<p>כבר מנויים? <a href='/login'>התחברו</a></p></div></article>"
    )
    return page("he", "העיתון", "משרד האוצר מתכנן מס חדש על דירות ריקות - העיתון", content)


@_case("thin-soft404-es", False, "https://diariodelsur.example/noticias/2019/alcalde-dimite")
def _soft404_es() -> bytes:
    popular = "".join(
        f"<li><a href='/n/{i}'>{t}</a></li>"
        for i, t in enumerate(
            [
                "El tiempo para este fin de semana",
                "Resultados de la jornada",
                "Agenda cultural de junio",
                "Horarios de farmacias de guardia",
            ]
        )
    )
    content = (
        "<div class='err-wrap'><h1>Página no encontrada</h1>"
        "<p>Lo sentimos, la página que buscas no existe o ha sido trasladada.</p>"
        "<form action='/buscar'><input name='q' placeholder='Buscar en Diario del Sur'><button>Buscar</button></form>"
        f"<h2>Quizá te interese</h2><ul>{popular}</ul><p><a href='/'>Volver a la portada</a></p></div>"
    )
    return page("es", "Diario del Sur", "Página no encontrada | Diario del Sur", content, layout="divsoup")


@_case("thin-soft404-ko", False, "https://hangyeol-ilbo.example/article/2024031500123")
def _soft404_ko() -> bytes:
    content = (
        "<section class='nf'><div class='nf-icon'>!</div><h2>요청하신 페이지를 찾을 수 없습니다</h2>"
        "<p>방문하시려는 페이지의 주소가 잘못 입력되었거나, 페이지의 주소가 변경 혹은 삭제되어 요청하신 페이지를 찾을 수 없습니다.</p>"
        "<p>입력하신 주소가 정확한지 다시 한번 확인해 주시기 바랍니다.</p>"
        "<a class='home' href='/'>메인으로</a> <a href='javascript:history.back()'>이전 페이지</a></section>"
    )
    return page("ko", "한결일보", "한결일보", content)


@_case("thin-login-pt", False, "https://portalestudante.example/minha-conta")
def _login_pt() -> bytes:
    content = (
        "<div class='auth-card'><h1>Acesse sua conta</h1>"
        "<p>Entre para continuar acessando seus cursos e certificados.</p>"
        "<form method='post' action='/entrar'><label>E-mail<input type='email' name='email'></label>"
        "<label>Senha<input type='password' name='senha'></label><label><input type='checkbox'> Lembrar de mim</label>"
        "<button type='submit'>Entrar</button></form>"
        "<p><a href='/recuperar'>Esqueceu a senha?</a></p><p>Ainda não tem conta? <a href='/cadastro'>Cadastre-se grátis</a></p>"
        "<div class='social'><button>Entrar com Google</button><button>Entrar com Facebook</button></div></div>"
    )
    return page("pt", "Portal do Estudante", "Acesse sua conta | Portal do Estudante", content, layout="docs")


@_case("thin-login-ar", False, "https://montada-almaarifa.example/threads/12345")
def _login_ar() -> bytes:
    content = (
        "<div class='locked-box'><h2>هذا المحتوى متاح للأعضاء فقط</h2>"
        "<p>يجب عليك تسجيل الدخول أو إنشاء حساب جديد لمشاهدة هذا الموضوع والمشاركة فيه.</p>"
        "<form action='/login' method='post'><input name='user' placeholder='اسم المستخدم'>"
        "<input type='password' name='pass' placeholder='كلمة المرور'><button>دخول</button></form>"
        "<p><a href='/register'>تسجيل عضوية جديدة</a> · <a href='/lost'>نسيت كلمة المرور؟</a></p></div>"
    )
    return page("ar", "منتديات المعرفة", "منتديات المعرفة - تسجيل الدخول مطلوب", content, layout="table")


@_case("thin-consent-nl", False, "https://dagblad-noord.example/")
def _consent_nl() -> bytes:
    content = (
        "<div class='privacy-gate'><h2>Wij vragen uw toestemming</h2>"
        "<p>Dagblad Noord en onze 142 partners gebruiken cookies en vergelijkbare technieken om informatie op uw apparaat "
        "op te slaan en te lezen. Daarmee meten wij het gebruik van de website, tonen wij gepersonaliseerde advertenties "
        "en inhoud, en ontwikkelen wij onze diensten. Sommige partners vragen niet om uw toestemming, maar beroepen zich "
        "op een gerechtvaardigd belang. U kunt daartegen bezwaar maken via Instellingen.</p>"
        "<p>Uw keuze geldt voor alle websites van ons mediabedrijf. U kunt uw toestemming op elk moment intrekken via de "
        "link Privacyinstellingen onderaan elke pagina.</p>"
        "<button class='ok'>Akkoord</button> <button class='cfg'>Instellingen aanpassen</button> "
        "<button class='no'>Weigeren</button></div>"
    )
    return page("nl", "Dagblad Noord", "Dagblad Noord", content, layout="divsoup", side=False)


@_case("thin-consent-en", False, "https://recipebox.example/")
def _consent_en() -> bytes:
    purposes = "".join(
        f"<li><label><input type='checkbox' checked> {p}</label></li>"
        for p in (
            "Store and/or access information on a device",
            "Use limited data to select advertising",
            "Create profiles for personalised advertising",
            "Measure content performance",
            "Understand audiences through statistics",
            "Develop and improve services",
        )
    )
    content = (
        "<div class='pm-overlay'><div class='pm-box'><h2>We value your privacy</h2>"
        "<p>We and our partners store and access personal data, like browsing data or unique identifiers, on your device. "
        "Selecting Accept all enables tracking technologies to support the purposes shown below. Selecting Reject all or "
        "withdrawing your consent will disable them. You can change your choices at any time via Privacy choices.</p>"
        f"<ul class='purposes'>{purposes}</ul>"
        "<button>Accept all</button> <button>Reject all</button> <button>Show purposes</button></div></div>"
    )
    return page("en", "RecipeBox", "RecipeBox", content, layout="semantic", side=False)


@_case("thin-bot-en", False, "https://ticketline.example/events/summer-fest")
def _bot_en() -> bytes:
    content = (
        "<div class='verify-panel'><h1>Please confirm you are not a robot</h1>"
        "<p>We have detected unusual activity from your network. Please solve the puzzle below to continue.</p>"
        "<div class='puzzle-slider' data-challenge='c9f1'><div class='track'></div><div class='knob'>→</div></div>"
        "<p class='why'>Why am I seeing this? Automated requests can put a strain on our ticketing system.</p>"
        "<p class='rid'>Reference: 0a9b-77e2-11f4</p></div>"
    )
    return page("en", "TicketLine", "Verification required", content, layout="docs")


@_case("thin-bot-ru", False, "https://market-tovary.example/catalog/phones")
def _bot_ru() -> bytes:
    content = (
        "<div class='chk'><h1>Подтвердите, что запросы отправляли вы, а не робот</h1>"
        "<p>Нам очень жаль, но запросы с вашего устройства похожи на автоматические.</p>"
        "<form action='/checkcaptcha'><img src='/captcha.gif' alt=''><input name='rep' placeholder='Введите символы'>"
        "<button>Отправить</button></form><p class='small'>Если у вас возникли проблемы, напишите в службу поддержки.</p></div>"
    )
    return page("ru", "Маркет", "Ой!", content, layout="divsoup", side=False)


@_case("thin-search-en", False, "https://greenhomeguide.example/search?q=heat+pump")
def _search_en() -> bytes:
    results = [
        (
            "How heat pumps work in cold climates",
            "Modern air-source units keep working well below freezing, but efficiency drops as the outdoor temperature falls.",
        ),
        (
            "Heat pump vs gas boiler: running costs compared",
            "We compared a year of bills in three homes of similar size and insulation.",
        ),
        (
            "Grants for heat pumps in 2026",
            "A summary of national and local schemes that cover part of the installation cost.",
        ),
        (
            "Sizing a heat pump for an older house",
            "Why a heat loss survey matters more than the floor area of your home.",
        ),
        (
            "Noise from outdoor units: what to expect",
            "Typical sound levels and where to place the unit to keep neighbours happy.",
        ),
        (
            "Ground-source or air-source?",
            "Digging trenches costs more up front but can pay off over twenty years.",
        ),
        (
            "Hybrid systems explained",
            "A heat pump paired with a small boiler for the coldest days of the year.",
        ),
        (
            "Maintenance checklist for your heat pump",
            "Filters, outdoor coils and refrigerant pressure: what to check every season.",
        ),
    ]
    items = "".join(
        f"<div class='sr'><a class='sr-t' href='/guides/{i}'>{t}</a><div class='sr-u'>greenhomeguide.example/guides/{i}</div><p class='sr-s'>{s}</p></div>"
        for i, (t, s) in enumerate(results)
    )
    head = ld({"@context": "https://schema.org", "@type": "SearchResultsPage", "name": "Search: heat pump"})
    content = f"<h1>Search results for “heat pump”</h1><p class='sr-n'>Showing 1–8 of 64 results</p>{items}<div class='pg'><a href='?q=heat+pump&p=2'>Next</a></div>"
    return page(
        "en", "Green Home Guide", "Search: heat pump | Green Home Guide", content, head=head, layout="docs"
    )


@_case("thin-search-ja", False, "https://tabi-navi.example/search?kw=温泉")
def _search_ja() -> bytes:
    results = [
        ("草津温泉 湯畑周辺の人気宿", "湯畑まで徒歩5分以内の宿を、口コミ評価の高い順に紹介します。"),
        ("箱根で日帰り温泉を楽しむ", "駅から近い日帰り施設と、混雑を避けるための時間帯をまとめました。"),
        ("別府 地獄めぐりと温泉", "七つの地獄を巡るモデルコースと、周辺の共同浴場を案内します。"),
        ("雪見風呂が楽しめる東北の宿", "冬にこそ訪れたい、露天風呂から雪景色を眺められる宿を厳選。"),
        ("家族で泊まれる貸切風呂のある宿", "小さな子ども連れでも気兼ねなく入れる貸切風呂付きの宿です。"),
        ("下呂温泉 食べ歩きガイド", "温泉街で味わえる名物グルメと、足湯スポットを紹介します。"),
    ]
    items = "".join(
        f"<li class='result'><h3><a href='/spot/{i}'>{t}</a></h3><p>{s}</p><span class='tag'>温泉</span></li>"
        for i, (t, s) in enumerate(results)
    )
    content = f"<h1>「温泉」の検索結果</h1><p>該当件数：152件（1〜6件を表示）</p><ol class='results'>{items}</ol><p><a href='?kw=温泉&page=2'>次へ</a></p>"
    return page("ja", "旅ナビ", "「温泉」の検索結果｜旅ナビ", content, layout="shop")


@_case("thin-emptycat-tr", False, "https://kampcusu.example/kategori/kamp-sandalyeleri")
def _emptycat_tr() -> bytes:
    filters = "".join(
        f"<li><label><input type='checkbox'> {f}</label></li>"
        for f in (
            "Alüminyum",
            "Çelik",
            "Katlanır",
            "Sırt çantası uyumlu",
            "0-500 TL",
            "500-1000 TL",
            "1000 TL ve üzeri",
        )
    )
    content = (
        f"<div class='flt'><h3>Filtrele</h3><ul>{filters}</ul></div>"
        "<div class='plist'><h1>Kamp Sandalyeleri</h1><div class='sort'>Sırala: <select><option>Önerilen</option></select></div>"
        "<div class='empty-state'><p>Bu kategoride henüz ürün bulunmamaktadır.</p>"
        "<a href='/'>Alışverişe devam et</a></div></div>"
    )
    return page("tr", "Kampçı Usta", "Kamp Sandalyeleri - Kampçı Usta", content, layout="shop")


@_case("thin-emptycat-en", False, "https://makersnotes.example/category/podcasts/")
def _emptycat_en() -> bytes:
    content = (
        "<div id='primary' class='content-area'><header class='page-header'><h1 class='page-title'>Category: Podcasts</h1></header>"
        "<section class='no-results not-found'><h2>Nothing here</h2>"
        "<p>It seems we can’t find what you’re looking for. Perhaps searching can help.</p>"
        "<form role='search' action='/'><input type='search' name='s' placeholder='Search …'><input type='submit' value='Search'></form>"
        "</section></div>"
    )
    return page("en", "Maker's Notes", "Podcasts – Maker's Notes", content, layout="divsoup")


# ---------------------------------------------------------------- full pages


@_case("full-brief-en", True, "https://valleygazette.example/local/2026/06/bridge-reopens")
def _brief_en() -> bytes:
    text = (
        "<p>The Mill Street bridge reopened to traffic on Monday morning, three weeks ahead of schedule, after "
        "crews finished replacing the deck and the steel railings damaged in February's flood.</p>"
        "<p>The county engineer, Ruth Alvarez, said the repair came in at $1.2 million, about $150,000 under "
        "budget, because the contractor was able to reuse the original piers. Buses on routes 4 and 9 return to "
        "their normal stops from Tuesday. A weight limit of 20 tonnes remains in place until load tests are "
        "completed later this summer.</p>"
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Mill Street bridge reopens early",
            "datePublished": "2026-06-08",
            "author": {"@type": "Person", "name": "Tom Reed"},
        }
    )
    content = f"<article class='story-body'><h1>Mill Street bridge reopens early</h1><p class='dek'>By Tom Reed · June 8, 2026</p>{text}</article>"
    return page(
        "en", "Valley Gazette", "Mill Street bridge reopens early | Valley Gazette", content, head=head
    )


@_case("full-brief-ru", True, "https://gorodskie-vesti.example/news/2026/03/12/biblioteka")
def _brief_ru() -> bytes:
    content = (
        "<h1>В центральной библиотеке открылся зал для занятий</h1><div class='date'>12 марта 2026, 14:20</div>"
        "<p>В центральной городской библиотеке после ремонта открылся читальный зал на сорок мест. Он будет работать "
        "ежедневно с девяти утра до десяти вечера, а в период экзаменов — круглосуточно.</p>"
        "<p>Как рассказала директор библиотеки Ольга Смирнова, в зале установили новые столы с розетками, быстрый "
        "беспроводной интернет и шкафчики для вещей. Вход свободный по читательскому билету. Ремонт обошёлся городу "
        "в четыре миллиона рублей и занял почти полгода.</p>"
    )
    return page(
        "ru",
        "Городские вести",
        "В центральной библиотеке открылся зал для занятий — Городские вести",
        content,
        layout="divsoup",
    )


@_case("full-brief-ar", True, "https://akhbar-almadina.example/news/2026/04/metro")
def _brief_ar() -> bytes:
    content = (
        "<article><h1>افتتاح محطة مترو جديدة في شمال المدينة</h1><span class='t'>الأحد 19 أبريل 2026</span>"
        "<p>افتتحت هيئة النقل صباح اليوم محطة مترو جديدة في الحي الشمالي، لتصبح المحطة الخامسة والعشرين على الخط الأخضر. "
        "وقال مدير الهيئة إن المحطة ستخدم نحو ثلاثين ألف راكب يومياً، وستختصر زمن الرحلة إلى وسط المدينة إلى أقل من عشرين دقيقة.</p>"
        "<p>وتضم المحطة موقفاً للدراجات ومصاعد لذوي الاحتياجات الخاصة، فيما تعمل القطارات من الخامسة صباحاً حتى منتصف الليل. "
        "ومن المقرر افتتاح محطتين إضافيتين على الخط نفسه قبل نهاية العام.</p></article>"
    )
    return page("ar", "أخبار المدينة", "افتتاح محطة مترو جديدة في شمال المدينة - أخبار المدينة", content)


@_case("full-glossary-de", True, "https://webwissen.example/lexikon/cookie")
def _glossary_de() -> bytes:
    az = " ".join(f"<a href='/lexikon/{c}'>{c}</a>" for c in "ABCDEFGHIJKLMNOPRSTUVWZ")
    terms = "".join(
        f"<li><a href='/lexikon/{t.lower()}'>{t}</a></li>"
        for t in ("Cache", "Captcha", "CDN", "Cookie", "CSS", "Crawler")
    )
    content = (
        f"<div class='az-bar'>{az}</div><div class='lex-entry'><h1>Cookie</h1>"
        "<p class='def'><b>Cookie</b> (engl. „Keks“) bezeichnet eine kleine Textdatei, die ein Webserver über den Browser "
        "auf dem Gerät des Besuchers ablegt. Beim nächsten Aufruf derselben Website schickt der Browser die gespeicherten "
        "Werte automatisch zurück, sodass der Server den Besucher wiedererkennt.</p>"
        "<p>Technisch notwendige Cookies halten etwa einen Warenkorb oder eine Anmeldung fest. Cookies von Drittanbietern "
        "dienen dagegen meist der Reichweitenmessung oder der Werbung. Seit der DSGVO und dem TTDSG dürfen nicht notwendige "
        "Cookies in Deutschland nur mit Einwilligung gesetzt werden, weshalb viele Seiten ein Einwilligungsbanner zeigen.</p>"
        "<p><b>Siehe auch:</b> Session, Tracking, Local Storage</p></div>"
        f"<div class='lex-nav'><h3>Begriffe mit C</h3><ul>{terms}</ul></div>"
    )
    return page("de", "WebWissen", "Cookie – Definition im WebWissen-Lexikon", content, layout="docs")


@_case("full-glossary-en", True, "https://devterms.example/glossary/rate-limiting")
def _glossary_en() -> bytes:
    content = (
        "<nav class='crumb'><a href='/glossary'>Glossary</a> › R</nav><h1>Rate limiting</h1>"
        "<p><strong>Rate limiting</strong> is the practice of capping how many requests a client may make to a service "
        "in a given window of time. A typical limit might allow 100 requests per minute per API key; once the limit is "
        "reached, the server answers with HTTP status 429 Too Many Requests and often a Retry-After header saying when "
        "to try again.</p>"
        "<p>Common algorithms include the fixed window, the sliding window and the token bucket, which refills at a "
        "steady rate and lets short bursts through. Rate limits protect shared infrastructure from overload and abuse, "
        "and they make costs predictable for the provider.</p>"
        "<h2>Related terms</h2><ul><li><a href='/glossary/throttling'>Throttling</a></li><li><a href='/glossary/quota'>Quota</a></li>"
        "<li><a href='/glossary/backoff'>Exponential backoff</a></li></ul>"
    )
    head = ld({"@context": "https://schema.org", "@type": "DefinedTerm", "name": "Rate limiting"})
    return page(
        "en", "DevTerms", "What is rate limiting? – DevTerms glossary", content, head=head, layout="docs"
    )


@_case("full-glossary-tr", True, "https://bilgisozluk.example/terim/yapay-sinir-agi")
def _glossary_tr() -> bytes:
    content = (
        "<div class='terim'><h1>Yapay sinir ağı nedir?</h1>"
        "<p>Yapay sinir ağı, insan beynindeki sinir hücrelerinin çalışma biçiminden esinlenen bir makine öğrenmesi "
        "modelidir. Katmanlar hâlinde dizilmiş yapay nöronlar, girdileri ağırlıklarla çarpar, toplar ve bir etkinleştirme "
        "fonksiyonundan geçirerek bir sonraki katmana iletir.</p>"
        "<p>Ağ, eğitim sırasında çok sayıda örnek üzerinden hatasını ölçer ve geri yayılım algoritmasıyla ağırlıklarını "
        "küçük adımlarla günceller. Bu yöntem bugün görüntü tanıma, makine çevirisi ve ses tanıma gibi alanlarda yaygın "
        "olarak kullanılmaktadır.</p><p class='ilgili'>İlgili terimler: derin öğrenme, perceptron, aktivasyon fonksiyonu</p></div>"
    )
    return page("tr", "Bilgi Sözlük", "Yapay sinir ağı nedir? - Bilgi Sözlük", content, layout="divsoup")


@_case("full-cjk-zh", True, "https://keji-ribao.example/2026/05/20/battery.html")
def _cjk_zh() -> bytes:
    content = (
        "<div class='article-main'><h1>钠离子电池首次大规模进入储能电站</h1><div class='info'>2026-05-20 09:32 来源：科技日报</div>"
        "<p>本月中旬，位于湖北的一座百兆瓦时级储能电站正式并网运行，这是国内首座以钠离子电池为主体的大型储能项目。"
        "项目负责人介绍，电站共安装了四十多个储能舱，可在用电高峰时段连续放电两小时，满足约三万户家庭一天的用电需求。</p>"
        "<p>与锂离子电池相比，钠离子电池的能量密度略低，但原材料储量丰富、价格稳定，并且在低温环境下性能衰减较小。"
        "业内专家认为，对体积和重量要求不高的固定式储能，正是钠离子电池最适合的应用场景。</p>"
        "<p>不过，也有研究人员提醒，钠离子电池的循环寿命仍需在实际运行中进一步验证。电站运营方表示，将持续公开充放电效率和容量衰减等数据，"
        "为行业制定相关标准提供参考。预计到明年年底，全国将有十余个类似项目陆续建成。</p></div>"
    )
    return page("zh", "科技日报", "钠离子电池首次大规模进入储能电站_科技日报", content, layout="divsoup")


@_case("full-cjk-ja", True, "https://chiiki-shimbun.example/articles/20260611-001")
def _cjk_ja() -> bytes:
    content = (
        "<article class='kiji'><h1>廃校を活用した宿泊施設が開業 地域の交流拠点に</h1><p class='hiduke'>2026年6月11日</p>"
        "<p>少子化で三年前に閉校した山あいの小学校が、宿泊施設として生まれ変わり、十日に開業した。教室を客室に改装し、"
        "体育館はイベントスペースとして地域住民にも開放する。</p>"
        "<p>運営するのは地元の若手農家らでつくる団体で、宿泊客は近くの畑で収穫体験をしたり、給食室を改装した食堂で地元の野菜を使った料理を味わったりできる。"
        "代表の佐藤健一さんは「子どもたちの声が消えた校舎に、もう一度にぎわいを取り戻したかった」と話す。</p>"
        "<p>初年度は年間三千人の利用を見込んでおり、町も移住希望者向けのお試し滞在に活用する方針だ。</p></article>"
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "廃校を活用した宿泊施設が開業",
            "datePublished": "2026-06-11",
        }
    )
    return page(
        "ja", "地域新聞", "廃校を活用した宿泊施設が開業 地域の交流拠点に｜地域新聞", content, head=head
    )


@_case("full-cjk-ko", True, "https://nuri-news.example/view/20260702")
def _cjk_ko() -> bytes:
    content = (
        "<div class='news-view'><h1>도심 옥상에 꿀벌 농장… 시민 양봉 교실 인기</h1><p class='reg'>입력 2026.07.02</p>"
        "<p>서울 도심의 한 주민센터 옥상에서 벌통 스무 개를 운영하는 도시 양봉 교실이 시민들 사이에서 인기를 끌고 있다. "
        "올해 봄 모집한 수강생 정원 서른 명은 접수 하루 만에 마감됐다.</p>"
        "<p>수강생들은 매주 토요일 벌통을 점검하고 꿀을 채취하는 방법을 배운다. 강사로 나선 김민수 씨는 도시의 가로수와 공원에 "
        "꽃이 많아 꿀벌이 살기에 생각보다 좋은 환경이라고 설명했다. 구청은 내년에 옥상 양봉장을 다섯 곳으로 늘릴 계획이다.</p></div>"
    )
    return page(
        "ko", "누리뉴스", "도심 옥상에 꿀벌 농장… 시민 양봉 교실 인기 - 누리뉴스", content, layout="divsoup"
    )


@_case("full-table-fr", True, "https://stats-regions.example/emploi/taux-chomage-2025")
def _table_fr() -> bytes:
    rows = [
        ("Auvergne-Rhône-Alpes", "6,4", "6,1", "-0,3"),
        ("Bourgogne-Franche-Comté", "6,5", "6,3", "-0,2"),
        ("Bretagne", "5,9", "5,6", "-0,3"),
        ("Centre-Val de Loire", "7,0", "6,8", "-0,2"),
        ("Corse", "7,2", "6,9", "-0,3"),
        ("Grand Est", "7,3", "7,1", "-0,2"),
        ("Hauts-de-France", "9,1", "8,8", "-0,3"),
        ("Île-de-France", "7,1", "7,0", "-0,1"),
        ("Normandie", "7,2", "6,9", "-0,3"),
        ("Nouvelle-Aquitaine", "6,8", "6,6", "-0,2"),
        ("Occitanie", "8,7", "8,4", "-0,3"),
        ("Pays de la Loire", "5,8", "5,6", "-0,2"),
        ("Provence-Alpes-Côte d'Azur", "8,2", "7,9", "-0,3"),
    ]
    trs = "".join(f"<tr><td>{r}</td><td>{a}</td><td>{b}</td><td>{d}</td></tr>" for r, a, b, d in rows)
    content = (
        "<h1>Taux de chômage par région en 2025</h1>"
        "<p>Le tableau ci-dessous présente le taux de chômage localisé, au sens du Bureau international du travail, pour chaque "
        "région de France métropolitaine au quatrième trimestre 2024 et au quatrième trimestre 2025, en pourcentage de la "
        "population active. Les données sont corrigées des variations saisonnières.</p>"
        "<table class='stat'><thead><tr><th>Région</th><th>T4 2024 (%)</th><th>T4 2025 (%)</th><th>Évolution (pt)</th></tr></thead>"
        f"<tbody>{trs}</tbody></table><p class='src'>Source : enquête Emploi, estimations localisées.</p>"
    )
    return page(
        "fr", "Stats Régions", "Taux de chômage par région en 2025 - Stats Régions", content, layout="docs"
    )


@_case("full-table-en", True, "https://climatefacts.example/data/rainfall-by-city")
def _table_en() -> bytes:
    cities = [
        ("Bergen", 190, 150, 170, 230, 2250),
        ("Dublin", 70, 50, 65, 80, 760),
        ("Lisbon", 100, 5, 15, 125, 725),
        ("London", 55, 45, 50, 70, 620),
        ("Madrid", 35, 10, 15, 55, 420),
        ("Mumbai", 0, 840, 340, 5, 2200),
        ("Oslo", 50, 80, 90, 75, 760),
        ("Rome", 70, 20, 65, 110, 800),
        ("Singapore", 240, 160, 170, 255, 2340),
        ("Sydney", 120, 80, 70, 75, 1210),
        ("Tokyo", 55, 155, 210, 95, 1530),
        ("Vienna", 40, 75, 60, 40, 620),
    ]
    trs = "".join(
        f"<tr><th scope='row'>{c}</th><td>{a}</td><td>{b}</td><td>{d}</td><td>{e}</td><td>{t}</td></tr>"
        for c, a, b, d, e, t in cities
    )
    content = (
        "<h1>Average rainfall by city</h1>"
        "<p>Average precipitation in millimetres for January, July, September and November, and the yearly total, "
        "from 1991–2020 climate normals published by national weather services. Figures are rounded to the nearest 5 mm.</p>"
        "<table class='dt'><thead><tr><th>City</th><th>Jan</th><th>Jul</th><th>Sep</th><th>Nov</th><th>Year</th></tr></thead>"
        f"<tbody>{trs}</tbody></table>"
        "<p>Monsoon climates such as Mumbai's get almost all of their rain in four months, while oceanic climates like Bergen "
        "see steady rain all year round.</p>"
    )
    return page("en", "Climate Facts", "Average rainfall by city (table) | Climate Facts", content)


@_case("full-code-en", True, "https://tarpit-docs.example/guide/config")
def _code_en() -> bytes:
    content = (
        "<h1>Configuration</h1><p>Tarpit reads its settings from a TOML file. By default it looks for "
        "<code>tarpit.toml</code> in the working directory; pass <code>--config</code> to use another path.</p>"
        '<pre><code>[server]\nlisten = "0.0.0.0:8080"\nworkers = 4\n\n[limits]\nmax_body = "2MiB"\ntimeout = "30s"</code></pre>'
        "<h2>Environment overrides</h2><p>Every key can be overridden with an environment variable: upper-case the "
        "section and the key and join them with a double underscore.</p>"
        "<pre><code>export TARPIT_SERVER__WORKERS=8\ntarpit serve</code></pre>"
        "<h2>Reloading</h2><p>Send <code>SIGHUP</code> to reload the file without dropping connections. Invalid files are "
        "rejected and the running configuration stays in place; the error is written to the log.</p>"
        "<pre><code>kill -HUP $(pidof tarpit)</code></pre>"
        "<p>Limits apply per connection. A body larger than <code>max_body</code> gets a 413 response.</p>"
    )
    return page("en", "Tarpit", "Configuration — Tarpit documentation", content, layout="docs")


@_case("full-code-es", True, "https://aprendedatos.example/tutoriales/pandas-agrupar")
def _code_es() -> bytes:
    content = (
        "<article class='tuto'><h1>Agrupar y resumir datos con pandas</h1>"
        "<p>El método <code>groupby</code> divide una tabla en grupos según los valores de una columna, aplica una "
        "función a cada grupo y combina los resultados. Partimos de un archivo de ventas:</p>"
        "<pre class='lang-py'>import pandas as pd\n\nventas = pd.read_csv('ventas.csv')\nprint(ventas.head())</pre>"
        "<p>Para obtener el total vendido por tienda basta con agrupar por la columna <code>tienda</code> y sumar:</p>"
        "<pre class='lang-py'>totales = ventas.groupby('tienda')['importe'].sum()\nprint(totales.sort_values(ascending=False))</pre>"
        "<p>Si necesitamos varias estadísticas a la vez, <code>agg</code> acepta una lista de funciones. El resultado "
        "es una tabla con una columna por función:</p>"
        "<pre class='lang-py'>resumen = ventas.groupby('tienda')['importe'].agg(['sum', 'mean', 'count'])</pre>"
        "<p>Recuerda que las filas con valores vacíos en la columna de agrupación se descartan salvo que pases "
        "<code>dropna=False</code>.</p></article>"
    )
    return page(
        "es", "Aprende Datos", "Agrupar y resumir datos con pandas | Aprende Datos", content, layout="divsoup"
    )


@_case("full-recipe-it", True, "https://cucinadinonna.example/ricette/pasta-e-ceci")
def _recipe_it() -> bytes:
    ingr = [
        "320 g di pasta mista",
        "400 g di ceci lessati",
        "1 spicchio d'aglio",
        "1 rametto di rosmarino",
        "2 cucchiai di passata di pomodoro",
        "1 litro di brodo vegetale",
        "olio extravergine d'oliva",
        "sale e pepe",
    ]
    steps = [
        "Scalda tre cucchiai d'olio in una pentola e fai rosolare l'aglio con il rosmarino per due minuti.",
        "Aggiungi i ceci scolati e la passata, mescola e lascia insaporire per cinque minuti.",
        "Frulla metà dei ceci con un mestolo di brodo e rimetti la crema nella pentola.",
        "Versa il resto del brodo, porta a bollore e cuoci la pasta direttamente nella zuppa, mescolando spesso.",
        "Regola di sale, completa con un filo d'olio a crudo e una macinata di pepe, e lascia riposare due minuti prima di servire.",
    ]
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "Pasta e ceci",
            "recipeIngredient": ingr,
            "recipeYield": "4 porzioni",
            "totalTime": "PT35M",
        }
    )
    content = (
        "<div class='recipe-card'><h1>Pasta e ceci</h1><ul class='meta'><li>Preparazione: 10 min</li><li>Cottura: 25 min</li><li>Dosi: 4 persone</li></ul>"
        "<p>Un piatto povero della tradizione romana, cremoso e profumato: pronto in mezz'ora con ceci già cotti.</p>"
        "<h2>Ingredienti</h2><ul class='ingr'>" + "".join(f"<li>{i}</li>" for i in ingr) + "</ul>"
        "<h2>Preparazione</h2><ol class='steps'>" + "".join(f"<li>{s}</li>" for s in steps) + "</ol>"
        "<div class='rate'>Vota la ricetta: ★★★★★</div></div>"
    )
    return page(
        "it", "Cucina di Nonna", "Pasta e ceci: la ricetta originale | Cucina di Nonna", content, head=head
    )


@_case("full-recipe-ar", True, "https://matbakh-sara.example/recipes/shakshuka")
def _recipe_ar() -> bytes:
    ingr = [
        "4 بيضات",
        "3 حبات طماطم مقطعة",
        "فلفل أحمر حلو",
        "بصلة متوسطة",
        "فص ثوم",
        "ملعقة صغيرة كمون",
        "زيت زيتون",
        "ملح وفلفل أسود",
    ]
    steps = [
        "سخّني زيت الزيتون في مقلاة واسعة وقلّبي البصل حتى يذبل ويصبح ذهبياً.",
        "أضيفي الفلفل والثوم والكمون وقلّبي لمدة دقيقتين حتى تفوح الرائحة.",
        "أضيفي الطماطم والملح واتركي الصلصة على نار هادئة عشر دقائق حتى تتكاثف.",
        "اصنعي أربع حفر صغيرة في الصلصة واكسري في كل منها بيضة، ثم غطّي المقلاة واتركيها خمس دقائق حتى ينضج البياض.",
    ]
    content = (
        "<div class='wasfa'><h1>طريقة عمل الشكشوكة</h1><p class='intro'>فطور سريع ولذيذ من البيض والطماطم، يُقدّم ساخناً مع الخبز.</p>"
        "<h2>المكونات</h2><ul>" + "".join(f"<li>{i}</li>" for i in ingr) + "</ul>"
        "<h2>طريقة التحضير</h2><ol>" + "".join(f"<li>{s}</li>" for s in steps) + "</ol>"
        "<p class='nasiha'>نصيحة: يمكن إضافة قليل من الجبن الأبيض المفتت قبل التقديم.</p></div>"
    )
    return page("ar", "مطبخ سارة", "طريقة عمل الشكشوكة - مطبخ سارة", content, layout="divsoup")


@_case("full-about-cookies-en", True, "https://lawandtech.example/analysis/cookie-banners-rules")
def _about_cookies_en() -> bytes:
    content = (
        "<article><h1>Why cookie banners are changing again</h1><p class='by'>By Priya Nair</p>"
        "<p>Anyone who browses the web in Europe knows the ritual: a banner slides up, asks you to accept all cookies, and "
        "hides the reject button behind a second screen. Regulators have now made clear that this design is on borrowed time.</p>"
        "<p>Under the ePrivacy rules, a site may only store non-essential cookies on your device after you consent, and "
        "consent must be as easy to refuse as to give. Several data protection authorities have fined publishers whose "
        "banners offered 'Accept all' on the first layer but no equivalent 'Reject all'.</p>"
        "<p>The industry's answer, the consent management platform, records each choice and passes it to advertising "
        "partners. Critics argue that these platforms nudge users towards accepting by using colour and placement, and "
        "that the sheer number of vendors listed, often several hundred, makes informed consent impossible.</p>"
        "<p>Some browsers now block third-party cookies by default, which removes much of the reason for the banner in the "
        "first place. Publishers are testing alternatives: contextual advertising, which targets the page rather than the "
        "person, and login-based models that ask readers to register.</p>"
        "<p>For users, the practical advice is simple: if a site makes refusing harder than accepting, it is probably not "
        "following the law, and you can complain to your national authority.</p></article>"
    )
    return page("en", "Law & Tech", "Why cookie banners are changing again | Law & Tech", content)


@_case("full-about-bots-de", True, "https://netzpraxis.example/ratgeber/captcha-bots")
def _about_bots_de() -> bytes:
    content = (
        "<div class='beitrag'><h1>Bin ich ein Roboter? Wie Captchas Bots erkennen sollen</h1>"
        "<p>„Bestätigen Sie, dass Sie kein Roboter sind“: Diese Aufforderung kennt fast jeder. Hinter dem Kästchen steckt "
        "ein Verfahren, das menschliche Besucher von automatisierten Programmen unterscheiden soll, die Formulare fluten, "
        "Tickets aufkaufen oder Preise abgreifen.</p>"
        "<p>Frühe Captchas zeigten verzerrte Buchstaben. Heute werten die meisten Dienste vor allem das Verhalten aus: "
        "Mausbewegungen, Tippgeschwindigkeit, die Browserkonfiguration und die Reputation der IP-Adresse. Nur wer dabei "
        "verdächtig wirkt, muss noch Bilder mit Ampeln oder Zebrastreifen anklicken.</p>"
        "<p>Datenschützer kritisieren, dass dabei viele Daten an die Anbieter fließen. Zugleich werden die Bots besser: "
        "Bilderrätsel lösen moderne Modelle inzwischen zuverlässiger als Menschen. Einige Betreiber setzen deshalb auf "
        "unsichtbare Prüfungen oder kleine Rechenaufgaben, die der Browser im Hintergrund löst.</p></div>"
    )
    return page(
        "de",
        "Netzpraxis",
        "Bin ich ein Roboter? Wie Captchas Bots erkennen sollen – Netzpraxis",
        content,
        layout="divsoup",
    )


@_case("full-about-404-fr", True, "https://referencement-facile.example/blog/erreur-404-seo")
def _about_404_fr() -> bytes:
    content = (
        "<article class='post'><h1>Erreur 404 : page introuvable, quel impact sur votre référencement ?</h1>"
        "<p>Une erreur 404 signifie que le serveur n'a trouvé aucune ressource à l'adresse demandée. Le visiteur voit alors "
        "un message du type « Page non trouvée ». C'est normal pour une page supprimée, mais un grand nombre de liens cassés "
        "dégrade l'expérience des visiteurs et gaspille le budget d'exploration des moteurs de recherche.</p>"
        "<p>Le cas le plus trompeur est la « soft 404 » : une page d'erreur renvoyée avec le code 200. Le moteur croit "
        "qu'elle existe et risque de l'indexer. Vérifiez donc que vos pages d'erreur renvoient bien le code 404 ou 410.</p>"
        "<h2>Comment corriger</h2><p>Repérez les liens cassés dans la Search Console ou avec un crawler, puis redirigez en 301 "
        "les anciennes adresses vers le contenu le plus proche. Pour les pages sans équivalent, une page 404 personnalisée, "
        "avec un moteur de recherche interne et quelques liens utiles, aide le visiteur à rebondir.</p></article>"
    )
    return page(
        "fr", "Référencement Facile", "Erreur 404 : quel impact sur le SEO ? - Référencement Facile", content
    )


@_case("full-about-paywall-en", True, "https://mediawatch.example/2026/03/paywalls-local-news")
def _about_paywall_en() -> bytes:
    content = (
        "<div class='entry-content'><h1>Do paywalls save local news?</h1>"
        "<p>Five years ago the Lakeside Courier put its website behind a metered paywall: ten free articles a month, then a "
        "box asking readers to subscribe to continue reading. The editor, Dan Ortiz, says the decision split the newsroom.</p>"
        "<p>'We lost a third of our web traffic in the first month,' he said. 'But the people who stayed were the ones who "
        "actually paid.' Digital subscriptions now bring in more than print advertising for the first time.</p>"
        "<p>Not every paper has been so lucky. A study of 200 regional titles found that hard paywalls, which block everything "
        "to non-subscribers, grew revenue but shrank reach, while metered and freemium models did better on both. Some "
        "publishers have dropped the paywall for public-interest stories such as elections and emergencies.</p>"
        "<p>Readers, for their part, increasingly hit 'subscribe' prompts on several sites a day. Bundles that give access "
        "to many papers for one fee may be the next step.</p></div>"
    )
    return page("en", "MediaWatch", "Do paywalls save local news? – MediaWatch", content, layout="divsoup")


@_case("full-captcha-comment-pt", True, "https://blogdohorto.example/2026/04/compostagem-apartamento")
def _captcha_comment_pt() -> bytes:
    content = (
        "<article class='post'><h1>Compostagem em apartamento: como comecei com um balde</h1>"
        "<p>Quando me mudei para um apartamento pequeno, achei que teria de desistir da compostagem. Um amigo me mostrou "
        "que bastavam dois baldes empilhados, um pouco de serragem e paciência.</p>"
        "<p>O balde de cima recebe os restos de frutas e verduras, cobertos sempre com uma camada de material seco. O de "
        "baixo recolhe o líquido, que diluído em água vira um ótimo adubo para os vasos da varanda. Em três meses tive o "
        "primeiro composto pronto, escuro e sem cheiro.</p>"
        "<p>Os erros mais comuns são colocar carne ou laticínios, que atraem moscas, e deixar o composto úmido demais. "
        "Se aparecer mau cheiro, acrescente serragem e mexa bem.</p></article>"
        "<section id='comentarios'><h3>Deixe um comentário</h3><form action='/comentar' method='post'>"
        "<textarea name='c'></textarea><input name='nome' placeholder='Nome'><input name='email' placeholder='E-mail'>"
        "<div class='h-captcha' data-sitekey='10000000-ffff-ffff-ffff-000000000001'></div>"
        "<script src='https://js.hcaptcha.com/1/api.js' async defer></script>"
        "<button>Publicar comentário</button></form></section>"
    )
    return page(
        "pt",
        "Blog do Horto",
        "Compostagem em apartamento: como comecei com um balde – Blog do Horto",
        content,
        layout="divsoup",
    )


@_case("full-consent-banner-nl", True, "https://fietsnieuws.example/artikel/snelfietspad-geopend")
def _consent_banner_nl() -> bytes:
    content = (
        "<article><h1>Nieuw snelfietspad tussen Utrecht en Amersfoort geopend</h1><p class='meta'>Door Sanne de Vries</p>"
        "<p>Fietsers kunnen sinds zaterdag over een nieuw snelfietspad van zestien kilometer tussen Utrecht en Amersfoort. "
        "Het pad is vier meter breed, grotendeels vrij van kruisingen met autoverkeer en 's avonds verlicht.</p>"
        "<p>Volgens de provincie fietsen nu dagelijks ongeveer drieduizend forenzen tussen beide steden. Met het nieuwe pad "
        "hoopt zij dat aantal binnen vijf jaar te verdubbelen. De aanleg kostte 24 miljoen euro en duurde twee jaar.</p>"
        "<p>De Fietsersbond is tevreden, maar wijst op twee gevaarlijke punten bij bedrijventerreinen waar vrachtwagens "
        "het pad kruisen. De provincie belooft daar voor de winter extra verkeerslichten te plaatsen.</p></article>"
        "<div class='cookie-strip' role='dialog'><p>Wij gebruiken cookies om de website te verbeteren en advertenties te "
        "tonen. Door op Akkoord te klikken geeft u toestemming voor het plaatsen van cookies.</p>"
        "<button>Akkoord</button><button>Weigeren</button><a href='/cookiebeleid'>Cookiebeleid</a></div>"
    )
    return page(
        "nl", "FietsNieuws", "Nieuw snelfietspad tussen Utrecht en Amersfoort geopend | FietsNieuws", content
    )


@_case("full-css-paywall-en", True, "https://financeweekly.example/markets/2026/09/bond-yields")
def _css_paywall_en() -> bytes:
    paras = [
        "Government bond yields climbed to their highest level in sixteen years on Thursday as investors bet that central banks would keep interest rates higher for longer than markets had expected at the start of the year.",
        "The ten-year yield rose by 12 basis points in a single session, the sharpest daily move since March, after figures showed that core inflation had barely eased over the summer months.",
        "Fund managers said the sell-off was amplified by heavy issuance: the treasury plans to borrow a record amount in the final quarter to cover a widening deficit, and demand at this week's auction was weak.",
        "Higher yields feed directly into mortgage rates and corporate borrowing costs. Several housebuilders' shares fell more than 4 percent, and estate agents reported that buyers were pulling out of deals.",
        "Some analysts think the move has gone too far. 'The market is pricing in a scenario in which inflation never returns to target,' said one strategist, who expects yields to fall back once growth slows.",
        "Others warn that pension funds, which bought long-dated bonds heavily in recent years, could be forced to sell if prices keep falling, repeating the turmoil seen in the autumn of 2022.",
    ]
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Bond yields hit 16-year high",
            "isAccessibleForFree": False,
            "hasPart": {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": ".locked-body",
            },
        }
    )
    content = (
        "<article><h1>Bond yields hit 16-year high as inflation lingers</h1><p class='standfirst'>By Hugo Grant, markets editor</p>"
        f"<p>{paras[0]}</p><div class='locked-body'>" + "".join(f"<p>{p}</p>" for p in paras[1:]) + "</div>"
        "<div class='paywall-overlay' style='display:none'>Subscribe to read the full story</div></article>"
    )
    return page(
        "en",
        "Finance Weekly",
        "Bond yields hit 16-year high as inflation lingers | Finance Weekly",
        content,
        head=head,
    )


@_case("full-forum-ru", True, "https://forum-sadovodov.example/topic/4412")
def _forum_ru() -> bytes:
    posts = [
        (
            "Ирина_К",
            "Подскажите, почему у томатов в теплице скручиваются верхние листья? Поливаю раз в три дня, проветриваю, подкормку давала две недели назад.",
        ),
        (
            "дед Михалыч",
            "Скорее всего, жара. Если днём в теплице больше тридцати градусов, листья скручиваются, чтобы меньше испарять. Откройте двери с обеих сторон и притените крышу.",
        ),
        (
            "Ольга",
            "Ещё бывает от избытка азота. Если подкармливали навозом или мочевиной, сделайте перерыв и дайте калий. У меня так было в прошлом году, помогла зола.",
        ),
        (
            "Ирина_К",
            "Спасибо! Термометр действительно показывал тридцать пять. Повесила сетку и открыла форточки, посмотрю через неделю.",
        ),
        (
            "Садовод_Пётр",
            "Проверьте ещё обратную сторону листьев — иногда это тля или клещ. Но судя по описанию, всё-таки перегрев.",
        ),
    ]
    body = "".join(
        f"<div class='msg'><div class='msg-author'>{a}</div><div class='msg-date'>{12 + i} июня 2026</div><div class='msg-text'>{t}</div>"
        f"<div class='msg-tools'><a href='#'>Цитировать</a> <a href='#'>Ответить</a></div></div>"
        for i, (a, t) in enumerate(posts)
    )
    content = f"<div class='crumbs'><a href='/'>Форум</a> » <a href='/f/5'>Теплицы</a></div><h1>Скручиваются листья у томатов</h1>{body}"
    return page(
        "ru", "Форум садоводов", "Скручиваются листья у томатов — Форум садоводов", content, layout="table"
    )


@_case("full-forum-pl", True, "https://forum-rowerowe.example/watek/88231")
def _forum_pl() -> bytes:
    posts = [
        (
            "kolarz_82",
            "Cześć, planuję w sierpniu przejechać trasę wzdłuż Wisły z Krakowa do Gdańska. Czy ktoś jechał całość i może polecić noclegi i najlepsze odcinki?",
        ),
        (
            "Magda_W",
            "Jechałam w zeszłym roku. Najładniej jest między Kazimierzem a Puławami, ale odcinek przez Warszawę jest słabo oznakowany. Noclegi najlepiej rezerwować w agroturystykach.",
        ),
        (
            "tomek.rower",
            "Zabierz zapasową dętkę i łatki, na wałach są długie odcinki szutru. My robiliśmy po 90 km dziennie i całość zajęła nam dwanaście dni.",
        ),
        ("kolarz_82", "Dzięki, bardzo pomocne! A jak z wodą po drodze, są sklepy w miarę często?"),
        (
            "Magda_W",
            "W większości wsi jest sklep, ale na Kujawach bywają dłuższe przerwy, więc miej dwa bidony.",
        ),
    ]
    body = "".join(
        f"<table class='post'><tr><td class='u'>{a}<br><small>Postów: {40 + i * 17}</small></td><td class='t'>{t}</td></tr></table>"
        for i, (a, t) in enumerate(posts)
    )
    content = f"<h1>Trasa rowerowa wzdłuż Wisły – doświadczenia?</h1><p class='info'>Dział: Wyprawy · Odpowiedzi: 4</p>{body}"
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "DiscussionForumPosting",
            "headline": "Trasa rowerowa wzdłuż Wisły – doświadczenia?",
            "author": {"@type": "Person", "name": "kolarz_82"},
        }
    )
    return page(
        "pl",
        "Forum Rowerowe",
        "Trasa rowerowa wzdłuż Wisły – doświadczenia? - Forum Rowerowe",
        content,
        head=head,
        layout="divsoup",
    )


@_case("full-qa-en", True, "https://askcode.example/questions/5512/why-does-my-list-change")
def _qa_en() -> bytes:
    q = (
        "I wrote a function that appends to a list passed as a default argument, and every call seems to remember the "
        "items from the previous call. Why does the list keep growing?"
    )
    a1 = (
        "Default argument values are evaluated once, when the def statement runs, not each time the function is called. "
        "So every call that omits the argument gets the same list object, and appending to it mutates that shared object. "
        "Use None as the default and create a new list inside the function."
    )
    a2 = (
        "To add to the accepted answer: this is also why linters warn about mutable defaults. The same applies to dicts and "
        "sets. If you really want a cache that persists between calls, make it explicit, for example with functools.lru_cache."
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "QAPage",
            "mainEntity": {
                "@type": "Question",
                "name": "Why does my default list keep growing?",
                "text": q,
                "answerCount": 2,
                "acceptedAnswer": {"@type": "Answer", "text": a1},
                "suggestedAnswer": [{"@type": "Answer", "text": a2}],
            },
        }
    )
    content = (
        f"<div class='question'><h1>Why does my default list keep growing?</h1><p>{q}</p>"
        "<pre><code>def add(item, bucket=[]):\n    bucket.append(item)\n    return bucket</code></pre><div class='tags'><a>python</a> <a>functions</a></div></div>"
        f"<h2>2 Answers</h2><div class='answer accepted'><div class='votes'>412</div><p>{a1}</p>"
        "<pre><code>def add(item, bucket=None):\n    if bucket is None:\n        bucket = []\n    bucket.append(item)\n    return bucket</code></pre></div>"
        f"<div class='answer'><div class='votes'>57</div><p>{a2}</p></div>"
        "<div class='your-answer'><h3>Your answer</h3><textarea></textarea><button>Post your answer</button></div>"
    )
    return page(
        "en", "AskCode", "Why does my default list keep growing? - AskCode", content, head=head, layout="docs"
    )


@_case("full-product-de", True, "https://werkzeugwelt.example/p/akku-bohrschrauber-bs18")
def _product_de() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Akku-Bohrschrauber BS 18",
            "offers": {"@type": "Offer", "price": "129.00", "priceCurrency": "EUR"},
        }
    )
    specs = "".join(
        f"<tr><th>{k}</th><td>{v}</td></tr>"
        for k, v in (
            ("Spannung", "18 V"),
            ("Drehmoment", "60 Nm"),
            ("Gewicht", "1,3 kg"),
            ("Bohrfutter", "13 mm"),
        )
    )
    content = (
        "<div class='pdp'><div class='gallery'><img src='/img/bs18.jpg' alt='BS 18'></div><div class='buybox'>"
        "<h1>Akku-Bohrschrauber BS 18</h1><div class='price'>129,00 €</div><button>In den Warenkorb</button>"
        "<p class='ship'>Lieferung in 2–3 Werktagen</p></div>"
        "<div class='descr'><h2>Produktbeschreibung</h2>"
        "<p>Der BS 18 ist ein kompakter Bohrschrauber für Heimwerker, die regelmäßig schrauben, bohren und montieren. Der "
        "bürstenlose Motor arbeitet effizienter als herkömmliche Motoren, sodass eine Akkuladung für deutlich mehr Schrauben reicht.</p>"
        "<p>Mit 60 Nm Drehmoment setzt er auch lange Holzschrauben ohne Vorbohren; die 21-stufige Kupplung verhindert, dass "
        "kleine Schrauben überdreht werden. Die LED im Fuß leuchtet dunkle Ecken aus, und das Vollmetall-Bohrfutter hält "
        "Bohrer bis 13 mm sicher fest.</p><p>Im Lieferumfang sind zwei Akkus mit 2,0 Ah, ein Schnellladegerät und ein Koffer "
        "enthalten. Der Akku passt in alle Geräte der 18-V-Serie.</p></div>"
        f"<h2>Technische Daten</h2><table class='specs'>{specs}</table>"
        "<div class='reviews'><h2>Bewertungen (3)</h2><p>★★★★★ Starkes Gerät, liegt gut in der Hand.</p></div></div>"
    )
    return page(
        "de",
        "WerkzeugWelt",
        "Akku-Bohrschrauber BS 18 kaufen | WerkzeugWelt",
        content,
        head=head,
        layout="shop",
    )


@_case("full-product-he", True, "https://kolbo-bait.example/product/coffee-grinder-m2")
def _product_he() -> bytes:
    content = (
        "<div class='product'><h1>מטחנת קפה ידנית M2</h1><div class='price'>₪ 289</div><button>הוספה לסל</button>"
        "<div class='tabs'><h2>תיאור המוצר</h2>"
        "<p>מטחנת הקפה הידנית M2 מצוידת באבני טחינה חרוטיות מפלדת אל־חלד, שמפיקות טחינה אחידה לכל שיטות החליטה: "
        "מאספרסו דק ועד פרנץ׳ פרס גס. גלגל הכיוון מאפשר לבחור בין ארבעים דרגות טחינה בלחיצות ברורות.</p>"
        "<p>גוף המטחנה עשוי אלומיניום קל ומחזיק שלושים גרם פולים, כמות שמספיקה לשתי כוסות. הידית מתקפלת, ולכן המטחנה "
        "נוחה לנשיאה בטיולים ובקמפינג. הפירוק לניקוי נעשה ללא כלים תוך פחות מדקה.</p>"
        "<p>אחריות לשנתיים מהיבואן הרשמי.</p></div></div>"
    )
    return page("he", "כל בו בית", "מטחנת קפה ידנית M2 - כל בו בית", content, layout="shop")


# ---------------------------------------------------------------- batch 2 (still blind), thin


@_case("thin2-aggregator-zh", False, "https://zixun-huiju.example/")
def _aggregator_zh() -> bytes:
    heads = [
        "国务院常务会议部署稳就业举措",
        "多地发布高温橙色预警",
        "新能源汽车出口同比增长三成",
        "北京地铁新线年底开通",
        "高校毕业生就业服务周启动",
        "长江流域进入主汛期",
        "国产大飞机新增航线",
        "夏粮收购进度过半",
        "全国铁路暑运今日启动",
        "央行开展逆回购操作",
        "科研团队发现新型超导材料",
        "文旅消费持续升温",
        "多家银行下调存款利率",
        "世界杯预选赛国足客场取胜",
    ]
    items = "".join(
        f"<li><span class='dot'>·</span><a href='https://src{i % 5}.example/n/{i}'>{h}</a><em>{(i % 9) + 1}小时前</em><cite>来源{i % 5 + 1}</cite></li>"
        for i, h in enumerate(heads)
    )
    content = f"<div class='hot-list'><h2>实时要闻</h2><ul>{items}</ul></div><div class='more'><a href='/p2'>加载更多</a></div>"
    return page("zh", "资讯汇聚", "资讯汇聚 - 今日要闻汇总", content, layout="divsoup")


@_case("thin2-directory-es", False, "https://guiaescuelas.example/madrid/idiomas")
def _directory_es() -> bytes:
    schools = [
        ("Academia Babel", "C/ Fuencarral 45", "Inglés, francés y alemán para adultos"),
        ("Lingua Centro", "Gran Vía 12, 3º", "Clases intensivas y preparación de exámenes"),
        ("English House Chamberí", "C/ Santa Engracia 80", "Grupos reducidos para niños"),
        ("Instituto Dante", "Pza. de Olavide 3", "Italiano en todos los niveles"),
        ("Escuela Sakura", "C/ Princesa 25", "Japonés y cultura japonesa"),
        ("Goethe Punkt", "Paseo de la Castellana 110", "Alemán para empresas"),
        ("Talk & Go", "C/ Alcalá 200", "Conversación con nativos"),
        ("Idiomas Retiro", "C/ Ibiza 31", "Clases online y presenciales"),
    ]
    rows = "".join(
        f"<article class='ficha-centro'><a class='nombre' href='/centro/{i}'>{n}</a><address>{a}</address><p>{d}</p>"
        f"<span class='valor'>★ {4.9 - i / 10:.1f}</span></article>"
        for i, (n, a, d) in enumerate(schools)
    )
    content = f"<h1>Escuelas de idiomas en Madrid</h1><p>Mostrando 8 de 96 centros</p><section class='lista'>{rows}</section>"
    return page(
        "es", "Guía Escuelas", "Escuelas de idiomas en Madrid | Guía Escuelas", content, layout="shop"
    )


@_case("thin2-tagarchive-ru", False, "https://blog-puteshestviy.example/tag/gruziya/")
def _tagarchive_ru() -> bytes:
    titles = [
        "Тбилиси за три дня: маршрут",
        "Что попробовать в Грузии",
        "Казбеги зимой",
        "Вино Кахетии: куда ехать",
        "Батуми не в сезон",
        "Сванетия: как добраться",
        "Грузинское гостеприимство",
    ]
    arts = "".join(
        f"<div class='post-card'><a href='/p/{i}'><img src='/i/{i}.jpg' alt=''></a><h3><a href='/p/{i}'>{t}</a></h3>"
        f"<span class='d'>{i + 3}.05.2026</span> · <span class='c'>{i * 4} комментариев</span></div>"
        for i, t in enumerate(titles)
    )
    content = f"<h1>Записи с меткой «Грузия»</h1><div class='grid'>{arts}</div><div class='nav-links'><a href='page/2/'>Старые записи</a></div>"
    return page("ru", "Блог путешествий", "Грузия | Блог путешествий", content, layout="semantic")


@_case("thin2-gallery-fr", False, "https://deco-maison.example/diaporama/cuisines-scandinaves")
def _gallery_fr() -> bytes:
    slides = "".join(
        f"<div class='slide'><img src='/d/{i}.jpg' alt=''><p class='leg'>{c}</p><span class='num'>{i + 1}/10</span></div>"
        for i, c in enumerate(
            [
                "Bois clair et plan de travail blanc",
                "Une cuisine ouverte sur le séjour",
                "Des suspensions en rotin",
                "L'îlot central en chêne",
                "Carrelage métro et robinetterie noire",
                "Étagères ouvertes et vaisselle en grès",
                "Une verrière d'atelier",
                "Le vert sauge en vedette",
                "Une petite cuisine optimisée",
                "Tabourets en bois courbé",
            ]
        )
    )
    content = f"<h1>10 cuisines scandinaves qui nous inspirent</h1><div class='diapo'>{slides}</div><div class='share'>Partager : <a>Facebook</a> <a>Pinterest</a></div>"
    return page(
        "fr", "Déco Maison", "Diaporama : 10 cuisines scandinaves | Déco Maison", content, layout="divsoup"
    )


@_case("thin2-video-es", False, "https://tvnoticias.example/video/incendio-forestal-valencia")
def _video_es() -> bytes:
    content = (
        "<div class='vplayer' data-video-id='a81f2'><iframe src='https://player.example/embed/a81f2' allowfullscreen></iframe></div>"
        "<h1>Vídeo | Un incendio forestal obliga a desalojar dos urbanizaciones en Valencia</h1>"
        "<p class='vdesc'>Las llamas avanzan empujadas por el viento de poniente.</p>"
        "<div class='vstats'>Duración 01:42 · 3.210 reproducciones</div>"
        "<h2>Más vídeos</h2><ul class='vlist'>"
        + "".join(
            f"<li><a href='/video/{i}'>{t}</a> <span>00:{30 + i * 7}</span></li>"
            for i, t in enumerate(
                [
                    "Tormenta de granizo en Zaragoza",
                    "El Rey inaugura el nuevo hospital",
                    "Colas en el aeropuerto de Barajas",
                    "La Vuelta llega a los Pirineos",
                ]
            )
        )
        + "</ul>"
    )
    head = "<meta property='og:type' content='video.other'>"
    return page("es", "TV Noticias", "Vídeo: incendio forestal en Valencia | TV Noticias", content, head=head)


@_case("thin2-quota-de", False, "https://wetterdaten.example/api/v1/station/10382")
def _quota_de() -> bytes:
    content = (
        "<div class='hinweis'><h1>Kontingent ausgeschöpft</h1><p>Sie haben das monatliche Abfragekontingent Ihres Tarifs "
        "(5.000 Abfragen) vollständig verbraucht. Weitere Abfragen sind ab dem 1. des Folgemonats wieder möglich.</p>"
        "<p><a href='/tarife'>Tarif wechseln</a> · <a href='/konto'>Zum Konto</a></p></div>"
    )
    return page("de", "Wetterdaten", "Kontingent ausgeschöpft – Wetterdaten", content, layout="docs")


@_case("thin2-paywall-fr", False, "https://lequotidien-ouest.example/politique/reforme-retraites-article")
def _paywall_fr() -> bytes:
    content = (
        "<article><h1>Retraites : le compromis qui divise la majorité</h1><p class='chapo'>Le texte présenté mardi "
        "prévoit un relèvement progressif de l'âge légal, assorti de mesures pour les carrières longues.</p>"
        "<p>Dans les couloirs de l'Assemblée, les députés de la majorité ne cachent plus leur malaise. Plusieurs d'entre eux "
        "menacent de s'abstenir lors du vote solennel prévu la semaine prochaine.</p>"
        "<div class='abo-box'><p class='t'>Cet article est réservé aux abonnés.</p><p>Il vous reste 85 % de l'article à lire.</p>"
        "<a href='/abonnement'>Je m'abonne — 1 € le premier mois</a> <a href='/connexion'>Déjà abonné ? Se connecter</a></div></article>"
    )
    return page("fr", "Le Quotidien de l'Ouest", "Retraites : le compromis qui divise la majorité", content)


@_case("thin2-paywall-ja", False, "https://keizai-shinpo.example/articles/-/771203")
def _paywall_ja() -> bytes:
    content = (
        "<div class='article'><h1>半導体大手、国内に新工場 投資額1兆円規模</h1>"
        "<p>半導体大手の東洋デバイスは、九州に新工場を建設すると発表した。投資額は一兆円規模となる見通しで、"
        "二〇二八年の稼働を目指す。</p>"
        "<div class='member-only'><p>この記事は有料会員限定です。</p><p>続きを読むには、会員登録（初月無料）またはログインが必要です。</p>"
        "<a href='/signup'>有料会員になる</a> <a href='/login'>ログイン</a></div></div>"
    )
    return page(
        "ja", "経済新報", "半導体大手、国内に新工場 投資額1兆円規模｜経済新報", content, layout="divsoup"
    )


@_case("thin2-soft404-en", False, "https://citybeat.example/events/2023/jazz-night")
def _soft404_en() -> bytes:
    content = (
        "<div class='gone'><h1>This event is no longer available</h1><p>The listing you followed may have expired or been removed by the organiser.</p>"
        "<p>Browse <a href='/events'>upcoming events</a> or <a href='/'>go back home</a>.</p></div>"
    )
    return page("en", "CityBeat", "CityBeat", content, layout="semantic")


@_case("thin2-login-en", False, "https://teamwiki.example/spaces/eng/pages/4412")
def _login_en() -> bytes:
    content = (
        "<div class='signin-panel'><h2>Sign in to continue</h2><p>You need an account to view this page.</p>"
        "<form method='post' action='/login'><label>Work email <input type='email' name='e'></label>"
        "<label>Password <input type='password' name='p'></label><button>Continue</button></form>"
        "<p><a href='/sso'>Use single sign-on</a> · <a href='/reset'>Forgot password?</a></p></div>"
    )
    return page("en", "TeamWiki", "TeamWiki", content, layout="docs")


@_case("thin2-consent-de", False, "https://reisemagazin.example/")
def _consent_de() -> bytes:
    content = (
        "<section class='einwilligung'><h2>Datenschutzeinstellungen</h2>"
        "<p>Wir nutzen Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren, Funktionen für soziale "
        "Medien anbieten zu können und die Zugriffe auf unsere Website zu analysieren. Dabei geben wir Informationen zu Ihrer "
        "Verwendung unserer Website an unsere Partner für soziale Medien, Werbung und Analysen weiter. Mit Klick auf "
        "„Alle akzeptieren“ willigen Sie in die Verarbeitung ein; Ihre Einwilligung können Sie jederzeit widerrufen.</p>"
        "<button>Alle akzeptieren</button> <button>Nur notwendige</button> <a href='/datenschutz'>Details</a></section>"
    )
    return page("de", "Reisemagazin", "Reisemagazin", content, layout="divsoup", side=False)


@_case("thin2-bot-zh", False, "https://gouwu-pingtai.example/item/88231")
def _bot_zh() -> bytes:
    content = (
        "<div class='verify'><h3>安全验证</h3><p>为保障您的账号安全，请完成下方验证后继续访问。</p>"
        "<div class='slider-captcha'><span>请按住滑块，拖动到最右边</span></div>"
        "<p class='err'>验证失败请刷新重试</p></div>"
    )
    return page("zh", "购物平台", "验证", content, layout="shop")


@_case("thin2-search-de", False, "https://rezeptwelt.example/suche?q=kuerbis")
def _search_de() -> bytes:
    res = [
        (
            "Kürbissuppe mit Ingwer",
            "Cremige Suppe aus Hokkaido, Kokosmilch und frischem Ingwer, fertig in 30 Minuten.",
        ),
        (
            "Gefüllter Butternut",
            "Im Ofen gebackener Kürbis mit einer Füllung aus Feta, Spinat und Walnüssen.",
        ),
        ("Kürbisbrot", "Saftiges Hefebrot mit Kürbispüree und Kürbiskernen."),
        ("Kürbis-Risotto", "Mit Parmesan, Salbei und einem Schuss Weißwein."),
        ("Ofenkürbis mit Rosmarin", "Einfache Beilage für den Herbst, mit Olivenöl und Meersalz."),
        ("Kürbiskuchen", "Amerikanischer Pumpkin Pie mit Zimt und Muskat."),
    ]
    items = "".join(
        f"<div class='treffer'><h3><a href='/rezept/{i}'>{t}</a></h3><p>{d}</p><span>⏱ {20 + i * 5} Min.</span></div>"
        for i, (t, d) in enumerate(res)
    )
    content = f"<h1>Suchergebnisse für „Kürbis“</h1><p>312 Rezepte gefunden</p>{items}"
    return page("de", "Rezeptwelt", "Kürbis – Suche | Rezeptwelt", content, layout="shop")


@_case("thin2-emptycat-pt", False, "https://lojaverde.example/categoria/sementes-raras")
def _emptycat_pt() -> bytes:
    content = (
        "<h1>Sementes raras</h1><div class='toolbar'>0 produtos · Ordenar por: Mais vendidos</div>"
        "<div class='vazio'><p>Nenhum produto foi encontrado nesta categoria.</p><a href='/'>Voltar à loja</a></div>"
    )
    return page("pt", "Loja Verde", "Sementes raras | Loja Verde", content, layout="shop")


# ---------------------------------------------------------------- batch 2 (still blind), full


@_case("full2-brief-he", True, "https://yediot-hair.example/news/2026/08/library")
def _brief_he() -> bytes:
    content = (
        "<article><h1>הספרייה העירונית תפתח בשבתות</h1><time>12.08.2026</time>"
        "<p>מועצת העיר אישרה אמש ברוב קולות את פתיחת הספרייה העירונית בימי שבת, החל מהחודש הבא. הספרייה תפעל בין עשר בבוקר "
        "לארבע אחר הצהריים, ללא השאלת ספרים בקופה, אך עם גישה חופשית לאולמות הקריאה ולמחשבים.</p>"
        "<p>ראש העיר אמר כי ההחלטה נועדה לאפשר לתלמידים ולמשפחות עובדות ליהנות מהספרייה. לפי ההערכות, העלות השנתית תעמוד "
        "על כשש מאות אלף שקלים.</p></article>"
    )
    return page("he", "ידיעות העיר", "הספרייה העירונית תפתח בשבתות - ידיעות העיר", content)


@_case("full2-brief-ko", True, "https://hanbit-news.example/article/88123")
def _brief_ko2() -> bytes:
    content = (
        "<h1>시립미술관, 여름방학 어린이 무료 체험 운영</h1><p class='d'>2026-07-20</p>"
        "<p>시립미술관이 여름방학을 맞아 초등학생을 대상으로 한 무료 미술 체험 프로그램을 다음 달 말까지 운영한다. "
        "참가 어린이들은 전시 작품을 감상한 뒤 같은 재료로 직접 작품을 만들어 보고, 완성한 작품은 미술관 로비에 일주일간 전시된다. "
        "프로그램은 매주 화요일부터 금요일까지 하루 두 차례 진행되며, 미술관 누리집에서 선착순으로 신청할 수 있다. "
        "미술관 측은 작년보다 정원을 두 배로 늘렸다고 밝혔다.</p>"
    )
    return page(
        "ko", "한빛뉴스", "시립미술관, 여름방학 어린이 무료 체험 운영 - 한빛뉴스", content, layout="table"
    )


@_case("full2-glossary-fr", True, "https://dico-finance.example/definition/inflation")
def _glossary_fr() -> bytes:
    content = (
        "<div class='def-card'><h1>Inflation</h1><p class='cat'>Économie · Définition</p>"
        "<p>L'<strong>inflation</strong> désigne la hausse générale et durable des prix des biens et des services dans une économie. "
        "Elle se traduit par une baisse du pouvoir d'achat de la monnaie : avec la même somme, on peut acheter moins de choses "
        "qu'auparavant.</p><p>Elle est généralement mesurée par l'indice des prix à la consommation. Les banques centrales visent "
        "souvent une inflation d'environ 2 % par an et relèvent leurs taux directeurs lorsqu'elle dépasse durablement cet objectif.</p>"
        "<p>Voir aussi : déflation, stagflation, taux directeur.</p></div>"
    )
    return page("fr", "Dico Finance", "Inflation : définition simple | Dico Finance", content, layout="docs")


@_case("full2-table-zh", True, "https://shuju-tong.example/gdp/2025-provinces")
def _table_zh() -> bytes:
    rows = [
        ("广东", "14.2", "4.1"),
        ("江苏", "13.6", "5.0"),
        ("山东", "9.9", "5.3"),
        ("浙江", "8.9", "5.4"),
        ("河南", "6.5", "4.8"),
        ("四川", "6.4", "5.6"),
        ("湖北", "6.0", "5.7"),
        ("福建", "5.8", "4.9"),
        ("湖南", "5.3", "4.6"),
        ("上海", "5.0", "5.0"),
    ]
    trs = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
    content = (
        "<h1>2025年各省份地区生产总值排名</h1><p>下表列出2025年地区生产总值排名前十的省份及其实际增速。数据来自各省统计局公布的初步核算结果，"
        "总量单位为万亿元，增速按不变价格计算。广东连续多年位居第一，江苏紧随其后，两省差距进一步缩小。</p>"
        f"<table><tr><th>省份</th><th>生产总值（万亿元）</th><th>增速（%）</th></tr>{trs}</table>"
    )
    return page("zh", "数据通", "2025年各省份GDP排名_数据通", content, layout="docs")


@_case("full2-code-ja", True, "https://gijutsu-memo.example/posts/git-rebase")
def _code_ja() -> bytes:
    content = (
        "<article><h1>git rebase -i でコミットをまとめる</h1>"
        "<p>作業ブランチに細かいコミットが増えてしまったときは、対話的リベースでひとつにまとめるとレビューしやすくなります。</p>"
        "<pre><code>git rebase -i HEAD~3</code></pre>"
        "<p>エディタが開いたら、まとめたいコミットの先頭の pick を squash に書き換えて保存します。</p>"
        "<pre><code>pick 1a2b3c4 ログイン画面を追加\nsquash 5d6e7f8 typo修正\nsquash 9a8b7c6 テスト追加</code></pre>"
        "<p>すでにリモートへ push 済みのブランチを書き換えた場合は、強制 push が必要です。共有ブランチでは他の人の作業を消してしまうおそれがあるので注意してください。</p>"
        "<pre><code>git push --force-with-lease</code></pre></article>"
    )
    return page("ja", "技術メモ", "git rebase -i でコミットをまとめる - 技術メモ", content, layout="divsoup")


@_case("full2-recipe-en", True, "https://weeknightkitchen.example/recipes/lentil-soup")
def _recipe_en() -> bytes:
    ingr = [
        "1 tbsp olive oil",
        "1 onion, diced",
        "2 carrots, diced",
        "2 cloves garlic",
        "1 cup red lentils",
        "4 cups stock",
        "1 tsp cumin",
        "juice of half a lemon",
    ]
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "Red lentil soup",
            "recipeIngredient": ingr,
            "totalTime": "PT30M",
        }
    )
    content = (
        "<div class='wprm-like-card'><h2>Red lentil soup</h2><div class='times'>Prep 10 min · Cook 20 min · Serves 4</div>"
        "<h3>Ingredients</h3><ul>" + "".join(f"<li>{i}</li>" for i in ingr) + "</ul><h3>Instructions</h3><ol>"
        "<li>Warm the oil in a large pot and cook the onion and carrots until soft, about 6 minutes.</li>"
        "<li>Stir in the garlic and cumin and cook for one minute more.</li>"
        "<li>Add the lentils and stock, bring to a boil, then simmer for 15 minutes until the lentils fall apart.</li>"
        "<li>Blend half of the soup, stir it back in, season with salt and finish with the lemon juice.</li></ol>"
        "<p class='notes'>Keeps for four days in the fridge and freezes well.</p></div>"
    )
    return page("en", "Weeknight Kitchen", "Red lentil soup | Weeknight Kitchen", content, head=head)


@_case("full2-about-404-es", True, "https://desarrolloweb-facil.example/articulos/codigos-http")
def _about_404_es() -> bytes:
    content = (
        "<article><h1>Códigos de estado HTTP: qué significan el 404, el 429 y el 503</h1>"
        "<p>Cada vez que el navegador pide una página, el servidor responde con un código de tres cifras. Los que empiezan por "
        "4 indican un error del cliente y los que empiezan por 5, un error del servidor.</p>"
        "<p>El <b>404 Not Found</b> aparece cuando la dirección no existe: por ejemplo, «Página no encontrada» tras borrar un "
        "artículo. El <b>429 Too Many Requests</b> indica que el cliente ha superado el límite de peticiones y debe esperar antes "
        "de volver a intentarlo. El <b>503 Service Unavailable</b> suele mostrarse durante un mantenimiento.</p>"
        "<p>Conviene que las páginas de error devuelvan el código correcto y no un 200, para que los buscadores no las indexen "
        "como contenido normal.</p></article>"
    )
    return page(
        "es",
        "Desarrollo Web Fácil",
        "Códigos de estado HTTP: 404, 429 y 503 explicados",
        content,
        layout="divsoup",
    )


@_case("full2-about-login-en", True, "https://securitybasics.example/guides/passkeys")
def _about_login_en() -> bytes:
    content = (
        "<article><h1>Passkeys explained: signing in without a password</h1>"
        "<p>Every time you sign in to a site with a password, you hand it a secret that can be phished, reused or leaked. "
        "Passkeys replace that secret with a pair of cryptographic keys: the private key stays on your phone or laptop, "
        "and the site only stores the public half.</p>"
        "<p>When you log in, the site sends a challenge that your device signs after you unlock it with a fingerprint, your "
        "face or a PIN. Because the key is bound to the site's domain, a fake login page cannot trick you into using it.</p>"
        "<p>Most large services now let you create a passkey in the account settings. Keep a password or recovery code as a "
        "fallback until you have passkeys on at least two devices.</p></article>"
    )
    return page(
        "en",
        "Security Basics",
        "Passkeys explained: signing in without a password",
        content,
        layout="semantic",
    )


@_case("full2-recaptcha-en", True, "https://birdnotes.example/2026/05/swifts-return")
def _recaptcha_en() -> bytes:
    content = (
        "<article class='hentry'><h1>The swifts are back</h1>"
        "<p>They arrived on the evening of May 3rd, a screaming party of eleven birds racing around the church tower, exactly "
        "where they nested last year. Swifts spend almost their whole lives in the air, sleeping and feeding on the wing, and "
        "land only to breed.</p><p>Numbers have fallen by more than half in Britain since the 1990s, mostly because renovated "
        "buildings no longer have gaps under the eaves. Our village fitted twenty swift bricks in new houses last winter, and "
        "at least two pairs are already prospecting them.</p></article>"
        "<div id='respond'><h3>Leave a Reply</h3><form id='commentform'><textarea name='comment'></textarea>"
        "<input name='author'><input name='email'><div class='g-recaptcha' data-sitekey='6Lc_fake_key'></div>"
        "<script src='https://www.google.com/recaptcha/api.js'></script><input type='submit' value='Post Comment'></form></div>"
    )
    return page("en", "Bird Notes", "The swifts are back – Bird Notes", content, layout="divsoup")


@_case("full2-consent-banner-fr", True, "https://jardins-de-france.example/conseils/tailler-rosiers")
def _consent_banner_fr() -> bytes:
    banner = (
        "<div id='bandeau-rgpd' class='rgpd-layer'><p><b>Vos données, vos choix.</b> Avec votre accord, nous et nos partenaires "
        "utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite "
        "sur ce site. Vous pouvez retirer votre consentement ou vous opposer aux traitements basés sur l'intérêt légitime à tout "
        "moment en cliquant sur « En savoir plus » ou dans notre politique de confidentialité.</p>"
        "<button>Accepter</button><button>Refuser</button><button>En savoir plus</button></div>"
    )
    content = (
        banner + "<article><h1>Quand et comment tailler les rosiers</h1>"
        "<p>La taille principale des rosiers se fait à la fin de l'hiver, lorsque les bourgeons commencent à gonfler, en général "
        "en mars. On supprime d'abord le bois mort et les branches qui se croisent, puis on raccourcit les tiges vigoureuses "
        "au-dessus d'un œil tourné vers l'extérieur.</p>"
        "<p>Les rosiers remontants se taillent plus court que les rosiers grimpants, dont on conserve les longues branches en les "
        "palissant à l'horizontale pour favoriser la floraison. En été, il suffit de couper les fleurs fanées pour en obtenir de "
        "nouvelles.</p><p>Utilisez un sécateur propre et bien aiguisé, et désinfectez-le entre deux rosiers malades.</p></article>"
    )
    return page(
        "fr", "Jardins de France", "Quand et comment tailler les rosiers | Jardins de France", content
    )


@_case("full2-forum-en", True, "https://homebrewers.example/threads/stuck-fermentation.5521/")
def _forum_en() -> bytes:
    posts = [
        (
            "hopfiend",
            "My stout has been stuck at 1.030 for a week. Pitched one packet of dry yeast at 20°C, fermentation started fast and then stopped after three days. Should I repitch?",
        ),
        (
            "maltmonk",
            "Before you repitch, warm it up a few degrees and give the fermenter a gentle swirl to rouse the yeast. A big stout with lots of crystal malt may also just finish high.",
        ),
        (
            "hopfiend",
            "Moved it to the boiler cupboard at 23°C and swirled it. Airlock started bubbling again this morning.",
        ),
        (
            "brewsis",
            "Good call. Next time, make a starter or pitch two packets for anything above 1.070 original gravity.",
        ),
    ]
    body = "".join(
        f"<article class='message'><div class='message-user'><a href='/members/{a}'>{a}</a></div><div class='message-body'>{t}</div>"
        f"<footer class='message-foot'><a href='#'>Like</a> <a href='#'>Reply</a></footer></article>"
        for a, t in posts
    )
    content = f"<h1>Stuck fermentation in a stout</h1><div class='thread-meta'>Started by hopfiend · 4 replies</div>{body}"
    return page(
        "en",
        "HomeBrewers Forum",
        "Stuck fermentation in a stout | HomeBrewers Forum",
        content,
        layout="divsoup",
    )


@_case("full2-qa-ru", True, "https://voprosy-otvety.example/q/22817")
def _qa_ru() -> bytes:
    content = (
        "<div class='q'><h1>Почему хлеб из хлебопечки получается с ямой сверху?</h1>"
        "<p>Пеку по рецепту из инструкции, но верх каждый раз проваливается. Мука обычная, дрожжи сухие, вода комнатной температуры.</p></div>"
        "<div class='answers'><h2>Ответы (2)</h2>"
        "<div class='a best'><p>Чаще всего верх проваливается от избытка дрожжей или воды: тесто слишком сильно поднимается, а потом "
        "оседает при выпечке. Попробуйте уменьшить дрожжи на четверть чайной ложки и воду на двадцать миллилитров.</p></div>"
        "<div class='a'><p>Ещё проверьте соль: без неё брожение идёт слишком бурно. И не открывайте крышку во время подъёма.</p></div></div>"
    )
    return page(
        "ru",
        "Вопросы и ответы",
        "Почему хлеб из хлебопечки получается с ямой сверху?",
        content,
        layout="table",
    )


@_case("full2-product-fr", True, "https://velo-atelier.example/produits/antivol-u-pro")
def _product_fr() -> bytes:
    head = ld({"@context": "https://schema.org", "@type": "Product", "name": "Antivol U Pro 16 mm"})
    content = (
        "<div class='fiche-produit'><h1>Antivol U Pro 16 mm</h1><div class='prix'>59,90 €</div><button>Ajouter au panier</button>"
        "<h2>Description</h2><p>L'antivol U Pro est forgé en acier trempé de 16 mm, assez épais pour résister aux coupe-boulons "
        "courants. Sa serrure à disques protège contre le crochetage, et sa gaine en plastique évite de rayer le cadre.</p>"
        "<p>Sa longueur intérieure de 24 cm permet d'attacher la roue arrière et le cadre à un arceau. Il est livré avec trois clés "
        "et un support de fixation pour le transporter sur le vélo.</p>"
        "<ul class='caract'><li>Poids : 1,4 kg</li><li>Niveau de sécurité : 9/10</li><li>Garantie : 5 ans</li></ul></div>"
    )
    return page("fr", "Vélo Atelier", "Antivol U Pro 16 mm | Vélo Atelier", content, head=head, layout="shop")


# ---------------------------------------------------------------- the test

_BLIND_MISSES: frozenset[str] = (
    frozenset()
)  # the blind run missed thin-aggregator-en, thin-consent-nl, full-about-paywall-en (fixed since)


@pytest.mark.parametrize("case", params(CASES, _BLIND_MISSES, "blind round 5 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
