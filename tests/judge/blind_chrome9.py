"""Site chrome for the blind round-9 pages: five layouts and twenty languages of menus and footers.

The pages of `test_blind_round9` were written before they were run through the judge, to estimate how
it does on pages nobody tuned on. Earlier rounds used generic, government, wiki, forum, SPA, news,
market, blog, portal, magazine, campus, static-site, mobile, `<center>`, dashboard, utility-class,
WordPress, AMP, Bootstrap and nested-table layouts; these are others — a documentation site (a
navigation tree, an "on this page" list, previous / next links), CSS-in-JS output (hashed class names
and custom elements), a Drupal theme (regions of blocks, breadcrumbs, a tabs bar), a bare page with
no chrome and no `<html>`/`<body>` tags, and a one-page landing layout (a sticky header, a hero, a
footer with a newsletter form and four link columns). None of the twenty languages was in an earlier
round. Class names are invented.
"""

# ruff: noqa: E501  (menu and footer words in twenty languages are data)

from __future__ import annotations

from typing import Literal

Layout = Literal["docs", "cssinjs", "drupal", "bare", "landing"]
LAYOUTS: tuple[Layout, ...] = ("docs", "cssinjs", "drupal", "bare", "landing")

# menu (5 entries), footer (rights, privacy, contact), sidebar (title + 3 items), newsletter prompt
_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, str, str], tuple[str, ...], str]] = {
    "da": (
        ("Forside", "Indland", "Udland", "Kultur", "Sport"),
        ("Alle rettigheder forbeholdes.", "Privatlivspolitik", "Kontakt"),
        (
            "Mest læste",
            "Byrådet vedtager ny cykelplan",
            "Stormvarsel ved Vestkysten",
            "Bager vinder danmarksmesterskab",
        ),
        "Tilmeld dig vores nyhedsbrev",
    ),
    "nb": (
        ("Forsiden", "Innenriks", "Utenriks", "Kultur", "Sport"),
        ("Alle rettigheter reservert.", "Personvern", "Kontakt oss"),
        (
            "Mest lest",
            "Bystyret vedtar nye sykkelveier",
            "Farevarsel for kysten",
            "Bakeri vinner nasjonal pris",
        ),
        "Meld deg på nyhetsbrevet",
    ),
    "ca": (
        ("Inici", "Política", "Economia", "Cultura", "Esports"),
        ("Tots els drets reservats.", "Privadesa", "Contacte"),
        (
            "El més llegit",
            "L'ajuntament aprova nous carrils bici",
            "Avís per temporal a la costa",
            "Un forn local, premiat",
        ),
        "Subscriu-te al butlletí",
    ),
    "bg": (
        ("Начало", "България", "Свят", "Култура", "Спорт"),
        ("Всички права запазени.", "Поверителност", "Контакти"),
        (
            "Най-четени",
            "Общината одобри нови велоалеи",
            "Предупреждение за буря по морето",
            "Местна пекарна спечели награда",
        ),
        "Абонирайте се за бюлетина",
    ),
    "sr": (
        ("Почетна", "Србија", "Свет", "Култура", "Спорт"),
        ("Сва права задржана.", "Приватност", "Контакт"),
        (
            "Најчитаније",
            "Град усвојио нове бициклистичке стазе",
            "Упозорење на олују",
            "Локална пекара добила награду",
        ),
        "Пријавите се за билтен",
    ),
    "hr": (
        ("Naslovnica", "Hrvatska", "Svijet", "Kultura", "Sport"),
        ("Sva prava pridržana.", "Privatnost", "Kontakt"),
        (
            "Najčitanije",
            "Gradsko vijeće usvojilo nove biciklističke staze",
            "Upozorenje na olujno jugo",
            "Pekara osvojila nagradu",
        ),
        "Prijavite se na newsletter",
    ),
    "sk": (
        ("Úvod", "Domov", "Svet", "Kultúra", "Šport"),
        ("Všetky práva vyhradené.", "Ochrana súkromia", "Kontakt"),
        (
            "Najčítanejšie",
            "Mesto schválilo nové cyklotrasy",
            "Výstraha pred víchricou",
            "Pekáreň získala ocenenie",
        ),
        "Prihláste sa na odber noviniek",
    ),
    "lt": (
        ("Pradžia", "Lietuva", "Pasaulis", "Kultūra", "Sportas"),
        ("Visos teisės saugomos.", "Privatumas", "Kontaktai"),
        (
            "Skaitomiausi",
            "Taryba patvirtino naujus dviračių takus",
            "Audros įspėjimas pajūryje",
            "Kepykla laimėjo apdovanojimą",
        ),
        "Užsisakykite naujienlaiškį",
    ),
    "lv": (
        ("Sākums", "Latvijā", "Pasaulē", "Kultūra", "Sports"),
        ("Visas tiesības aizsargātas.", "Privātums", "Kontakti"),
        (
            "Lasītākie",
            "Dome apstiprina jaunus veloceliņus",
            "Vētras brīdinājums piekrastē",
            "Maiznīca saņem balvu",
        ),
        "Piesakies jaunumiem",
    ),
    "et": (
        ("Avaleht", "Eesti", "Maailm", "Kultuur", "Sport"),
        ("Kõik õigused kaitstud.", "Privaatsus", "Kontakt"),
        (
            "Loetuimad",
            "Volikogu kinnitas uued rattateed",
            "Tormihoiatus rannikul",
            "Pagarikoda võitis auhinna",
        ),
        "Telli uudiskiri",
    ),
    "ms": (
        ("Utama", "Nasional", "Dunia", "Budaya", "Sukan"),
        ("Hak cipta terpelihara.", "Privasi", "Hubungi kami"),
        (
            "Paling dibaca",
            "Majlis bandaraya lulus laluan basikal baharu",
            "Amaran ribut di pantai timur",
            "Kedai roti tempatan menang anugerah",
        ),
        "Langgan surat berita kami",
    ),
    "tl": (
        ("Home", "Balita", "Mundo", "Kultura", "Palakasan"),
        ("Lahat ng karapatan ay nakalaan.", "Privacy", "Makipag-ugnayan"),
        (
            "Pinakabinasa",
            "Inaprubahan ng konseho ang bagong bike lane",
            "Babala sa bagyo sa baybayin",
            "Lokal na panaderya, nanalo ng parangal",
        ),
        "Mag-subscribe sa aming newsletter",
    ),
    "sw": (
        ("Nyumbani", "Habari", "Dunia", "Utamaduni", "Michezo"),
        ("Haki zote zimehifadhiwa.", "Faragha", "Wasiliana nasi"),
        (
            "Zilizosomwa zaidi",
            "Baraza laidhinisha njia mpya za baiskeli",
            "Tahadhari ya dhoruba pwani",
            "Mkate wa mtaa washinda tuzo",
        ),
        "Jiandikishe kupokea jarida letu",
    ),
    "bn": (
        ("প্রচ্ছদ", "দেশ", "বিশ্ব", "সংস্কৃতি", "খেলা"),
        ("সর্বস্বত্ব সংরক্ষিত।", "গোপনীয়তা", "যোগাযোগ"),
        (
            "সর্বাধিক পঠিত",
            "সিটি কর্পোরেশন নতুন সাইকেল লেন অনুমোদন করেছে",
            "উপকূলে ঝড়ের সতর্কতা",
            "স্থানীয় বেকারি পুরস্কার পেল",
        ),
        "আমাদের নিউজলেটারে সাবস্ক্রাইব করুন",
    ),
    "ur": (
        ("صفحہ اول", "پاکستان", "دنیا", "ثقافت", "کھیل"),
        ("جملہ حقوق محفوظ ہیں۔", "رازداری", "رابطہ"),
        (
            "سب سے زیادہ پڑھی گئی",
            "بلدیہ نے نئی سائیکل لین کی منظوری دے دی",
            "ساحل پر طوفان کی وارننگ",
            "مقامی بیکری نے انعام جیت لیا",
        ),
        "ہمارا نیوز لیٹر حاصل کریں",
    ),
    "ta": (
        ("முகப்பு", "தமிழகம்", "உலகம்", "கலாச்சாரம்", "விளையாட்டு"),
        ("அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.", "தனியுரிமை", "தொடர்புக்கு"),
        (
            "அதிகம் படித்தவை",
            "மாநகராட்சி புதிய சைக்கிள் பாதைக்கு ஒப்புதல்",
            "கடலோரத்தில் புயல் எச்சரிக்கை",
            "உள்ளூர் பேக்கரிக்கு விருது",
        ),
        "எங்கள் செய்திமடலுக்கு பதிவு செய்யுங்கள்",
    ),
    "ka": (
        ("მთავარი", "საქართველო", "მსოფლიო", "კულტურა", "სპორტი"),
        ("ყველა უფლება დაცულია.", "კონფიდენციალურობა", "კონტაქტი"),
        (
            "ყველაზე კითხვადი",
            "საკრებულომ ახალი ველობილიკები დაამტკიცა",
            "შტორმის გაფრთხილება სანაპიროზე",
            "ადგილობრივმა საცხობმა პრიზი მოიგო",
        ),
        "გამოიწერეთ ჩვენი სიახლეები",
    ),
    "hy": (
        ("Գլխավոր", "Հայաստան", "Աշխարհ", "Մշակույթ", "Սպորտ"),
        ("Բոլոր իրավունքները պաշտպանված են։", "Գաղտնիություն", "Կապ"),
        (
            "Ամենաընթերցվածը",
            "Ավագանին հաստատեց նոր հեծանվաուղիներ",
            "Փոթորկի նախազգուշացում",
            "Տեղական հացատունը մրցանակ ստացավ",
        ),
        "Բաժանորդագրվեք մեր տեղեկագրին",
    ),
    "mr": (
        ("मुख्यपृष्ठ", "महाराष्ट्र", "देश", "संस्कृती", "क्रीडा"),
        ("सर्व हक्क राखीव.", "गोपनीयता", "संपर्क"),
        (
            "सर्वाधिक वाचलेले",
            "महापालिकेने नव्या सायकल मार्गांना मंजुरी दिली",
            "किनारपट्टीवर वादळाचा इशारा",
            "स्थानिक बेकरीला पुरस्कार",
        ),
        "आमच्या वृत्तपत्राची सदस्यता घ्या",
    ),
    "sl": (
        ("Domov", "Slovenija", "Svet", "Kultura", "Šport"),
        ("Vse pravice pridržane.", "Zasebnost", "Kontakt"),
        (
            "Najbolj brano",
            "Mestni svet potrdil nove kolesarske steze",
            "Opozorilo pred neurjem na obali",
            "Pekarna prejela nagrado",
        ),
        "Prijavite se na e-novice",
    ),
}


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "docs",
    head: str = "",
    side: bool = True,
    extra: str = "",
) -> bytes:
    """`content` inside a whole page of the given layout; `extra` goes at the end of the body (banners, scripts)."""
    menu, (rights, privacy, contact), (most, *hot), letter = _WORDS[lang]
    rtl = " dir='rtl'" if lang == "ur" else ""
    if layout == "docs":
        tree = "".join(
            f"<li><a href='/docs/{i}/'>{m}</a><ul><li><a href='/docs/{i}/a'>{h}</a></li></ul></li>"
            for i, (m, h) in enumerate(zip(menu, [*hot, *hot], strict=False))
        )
        toc = "".join(f"<li><a href='#s{i}'>{h}</a></li>" for i, h in enumerate(hot))
        body = (
            f"<body><header class='docs-header'><a class='logo' href='/'>{site}</a><input type='search' placeholder='⌘K'></header>"
            f"<div class='docs-layout'><nav class='docs-sidebar' aria-label='{menu[0]}'><ul class='tree'>{tree}</ul></nav>"
            f"<main class='docs-content'>{content}<nav class='pager'><a rel='prev' href='/docs/0/'>← {menu[1]}</a><a rel='next' href='/docs/2/'>{menu[2]} →</a></nav></main>"
            + (f"<aside class='docs-toc'><p>{most}</p><ul>{toc}</ul></aside>" if side else "")
            + f"</div><footer class='docs-footer'>© 2026 {site} · {rights} · <a href='/privacy'>{privacy}</a></footer>{extra}</body>"
        )
    elif layout == "cssinjs":
        nav = "".join(f"<a class='css-1q2w3e' href='/s/{i}'>{m}</a>" for i, m in enumerate(menu))
        cards = "".join(
            f"<x-card class='css-9ik8uj'><a href='/p/{i}'>{h}</a></x-card>" for i, h in enumerate(hot)
        )
        body = (
            f"<body><div id='__next'><div class='css-a1b2c3'><x-app-bar class='css-7yh6tg'><a class='css-0' href='/'>{site}</a><div class='css-mnb1v2'>{nav}</div></x-app-bar>"
            f"<div class='css-lk9j8h'><div class='css-p0o9i8'>{content}</div>"
            + (f"<div class='css-u7y6t5'><div class='css-r4e3w2'>{most}</div>{cards}</div>" if side else "")
            + f"</div><div class='css-z1x2c3'><span>© 2026 {site}. {rights}</span> <a class='css-0' href='/privacy'>{privacy}</a> <a class='css-0' href='/contact'>{contact}</a></div></div></div>"
            f'<script id=\'__NEXT_DATA__\' type=\'application/json\'>{{"page":"/[slug]","buildId":"k3j4h5"}}</script>{extra}</body>'
        )
    elif layout == "drupal":
        nav = "".join(
            f"<li class='menu-item'><a href='/{i}' data-drupal-link-system-path='node/{i}'>{m}</a></li>"
            for i, m in enumerate(menu)
        )
        block = "".join(f"<li><a href='/node/{40 + i}'>{h}</a></li>" for i, h in enumerate(hot))
        body = (
            "<body class='path-node page-node-type-article'><a href='#main-content' class='visually-hidden focusable skip-link'>Skip</a>"
            "<div class='dialog-off-canvas-main-canvas' data-off-canvas-main-canvas><div class='layout-container'>"
            f"<header role='banner'><div class='region region-header'><div id='block-site-branding' class='block block-system'><a href='/' rel='home'>{site}</a></div></div>"
            f"<div class='region region-primary-menu'><nav role='navigation' id='block-main-menu' class='block block-menu'><ul class='menu'>{nav}</ul></nav></div></header>"
            f"<div class='region region-breadcrumb'><nav class='breadcrumb' role='navigation'><ol><li><a href='/'>{menu[0]}</a></li><li><a href='/1'>{menu[1]}</a></li></ol></nav></div>"
            "<main role='main'><a id='main-content' tabindex='-1'></a><div class='layout-content'>"
            f"<div class='region region-content'><div id='block-local-tasks' class='block'><ul class='tabs primary'><li><a href='#'>{menu[0]}</a></li></ul></div>"
            f"<div id='block-mainpagecontent' class='block block-system block-system-main-block'>{content}</div></div></div>"
            + (
                f"<aside class='layout-sidebar-second' role='complementary'><div class='region region-sidebar-second'><div class='block block-views'><h2>{most}</h2><ul>{block}</ul></div></div></aside>"
                if side
                else ""
            )
            + f"</main><footer role='contentinfo'><div class='region region-footer'><div class='block'>© 2026 {site} — {rights} <a href='/privacy'>{privacy}</a> | <a href='/contact'>{contact}</a></div></div></footer></div></div>{extra}</body>"
        )
    elif layout == "bare":
        return (
            f"<!doctype html><meta charset='utf-8'><title>{title} — {site}</title>{head}"
            f"<p><a href='/'>{site}</a></p>{content}<hr><p><small>© 2026 {site}</small></p>{extra}"
        ).encode()
    else:  # landing
        nav = "".join(f"<a href='#sec{i}'>{m}</a>" for i, m in enumerate(menu))
        cols = "".join(
            f"<div class='f-col'><h4>{menu[j]}</h4>{''.join(f'<a href=/f/{j}/{k}>{menu[k]}</a>' for k in range(5) if k != j)}</div>"
            for j in range(1, 5)
        )
        body = (
            f"<body><div class='sticky-header'><a class='brand' href='/'>{site}</a><nav class='nav'>{nav}</nav><a class='btn btn-cta' href='/start'>{menu[0]}</a></div>"
            f"<section class='hero'><div class='hero-inner'>{content}</div></section>"
            + (
                f"<section class='strip'><h3>{most}</h3>{''.join(f'<a class=chip href=/t/{i}>{h}</a>' for i, h in enumerate(hot))}</section>"
                if side
                else ""
            )
            + f"<footer class='big-footer'><form class='newsletter' action='/subscribe'><label>{letter}</label><input type='email' name='email'><button>→</button></form>"
            f"<div class='f-cols'>{cols}</div><p class='legal'>© 2026 {site}. {rights} <a href='/privacy'>{privacy}</a> · <a href='/contact'>{contact}</a></p></footer>{extra}</body>"
        )
    return (
        f"<!doctype html><html lang='{lang}'{rtl}><head><meta charset='utf-8'><title>{title} | {site}</title>"
        f"<meta name='viewport' content='width=device-width, initial-scale=1'>{head}</head>{body}</html>"
    ).encode()
