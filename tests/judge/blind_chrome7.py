"""Site chrome for the blind round-7 pages: seven layouts and nineteen languages of menus and footers.

The pages of `test_blind_round7` were written before the judge's rules were read, to estimate how it
does on pages nobody tuned on. Rounds 5 and 6 used generic, government, wiki, forum, SPA, news,
market and blog layouts; these are others — a three-column web portal, a magazine with card grids,
a university site with a sub-navigation, a static-site-generator blog, a mobile site with a tab
bar, a 2000s layout of `<center>` and `<font>`, and a web-app dashboard whose text is server-rendered
beside a hydration payload. Class names are invented.
"""

# ruff: noqa: E501  (menu and footer words in nineteen languages are data)

from __future__ import annotations

import json
from typing import Literal

from tests.judge.blind_cases import esc

Layout = Literal["portal", "magazine", "campus", "ssg", "mobile", "legacy", "dashboard"]

# menu (5), footer (rights, privacy, contact), sidebar (title + 3 items)
_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, str, str], tuple[str, ...]]] = {
    "en": (
        ("Home", "News", "Money", "Lifestyle", "Video"),
        ("All rights reserved.", "Privacy policy", "Contact"),
        (
            "Popular now",
            "Bridge closed for repairs until spring",
            "Five tips for cheaper heating",
            "Late goal sinks the visitors",
        ),
    ),
    "de": (
        ("Start", "Nachrichten", "Geld", "Leben", "Video"),
        ("Alle Rechte vorbehalten.", "Datenschutz", "Kontakt"),
        (
            "Gerade beliebt",
            "Brücke bis Frühjahr gesperrt",
            "Fünf Tipps zum Heizen",
            "Spätes Tor entscheidet das Derby",
        ),
    ),
    "fr": (
        ("Accueil", "Actualités", "Argent", "Vie pratique", "Vidéo"),
        ("Tous droits réservés.", "Confidentialité", "Contact"),
        (
            "En ce moment",
            "Le pont fermé jusqu'au printemps",
            "Cinq conseils pour se chauffer",
            "Un but tardif fait la différence",
        ),
    ),
    "es": (
        ("Portada", "Noticias", "Dinero", "Vida", "Vídeo"),
        ("Todos los derechos reservados.", "Privacidad", "Contacto"),
        (
            "Lo más visto",
            "El puente, cerrado hasta primavera",
            "Cinco trucos para la calefacción",
            "Un gol tardío decide el derbi",
        ),
    ),
    "it": (
        ("Home", "Notizie", "Soldi", "Stili di vita", "Video"),
        ("Tutti i diritti riservati.", "Privacy", "Contatti"),
        (
            "Più visti",
            "Ponte chiuso fino a primavera",
            "Cinque consigli per il riscaldamento",
            "Un gol nel finale decide il derby",
        ),
    ),
    "pt": (
        ("Início", "Notícias", "Dinheiro", "Estilo", "Vídeo"),
        ("Todos os direitos reservados.", "Privacidade", "Contato"),
        (
            "Em alta",
            "Ponte fechada até a primavera",
            "Cinco dicas para o aquecimento",
            "Gol no fim decide o clássico",
        ),
    ),
    "sv": (
        ("Start", "Nyheter", "Ekonomi", "Livsstil", "Video"),
        ("Alla rättigheter förbehållna.", "Integritet", "Kontakt"),
        ("Mest läst", "Bron stängd till våren", "Fem tips för billigare värme", "Sent mål avgjorde derbyt"),
    ),
    "cs": (
        ("Úvod", "Zprávy", "Peníze", "Bydlení", "Video"),
        ("Všechna práva vyhrazena.", "Ochrana soukromí", "Kontakt"),
        ("Nejčtenější", "Most uzavřen až do jara", "Pět tipů, jak levněji topit", "Pozdní gól rozhodl derby"),
    ),
    "el": (
        ("Αρχική", "Ειδήσεις", "Οικονομία", "Ζωή", "Βίντεο"),
        ("Με την επιφύλαξη παντός δικαιώματος.", "Απόρρητο", "Επικοινωνία"),
        (
            "Δημοφιλή",
            "Κλειστή η γέφυρα ως την άνοιξη",
            "Πέντε συμβουλές για τη θέρμανση",
            "Γκολ στο φινάλε κρίνει το ντέρμπι",
        ),
    ),
    "hu": (
        ("Címlap", "Hírek", "Pénz", "Életmód", "Videó"),
        ("Minden jog fenntartva.", "Adatvédelem", "Kapcsolat"),
        (
            "Legolvasottabb",
            "Tavaszig lezárják a hidat",
            "Öt tipp az olcsóbb fűtéshez",
            "Késői gól döntött a rangadón",
        ),
    ),
    "ro": (
        ("Acasă", "Știri", "Bani", "Stil de viață", "Video"),
        ("Toate drepturile rezervate.", "Confidențialitate", "Contact"),
        (
            "Cele mai citite",
            "Podul, închis până în primăvară",
            "Cinci sfaturi pentru încălzire",
            "Un gol târziu decide derbiul",
        ),
    ),
    "fi": (
        ("Etusivu", "Uutiset", "Talous", "Elämä", "Video"),
        ("Kaikki oikeudet pidätetään.", "Tietosuoja", "Yhteystiedot"),
        (
            "Luetuimmat",
            "Silta suljetaan kevääseen asti",
            "Viisi vinkkiä lämmitykseen",
            "Myöhäinen maali ratkaisi paikallisottelun",
        ),
    ),
    "zh": (
        ("首页", "新闻", "财经", "生活", "视频"),
        ("版权所有", "隐私政策", "联系我们"),
        ("热门", "大桥封闭维修至明年春季", "五个省钱取暖小技巧", "补时绝杀客队"),
    ),
    "ja": (
        ("トップ", "ニュース", "マネー", "ライフ", "動画"),
        ("無断転載禁止", "プライバシー", "お問い合わせ"),
        ("人気記事", "橋が春まで通行止めに", "暖房費を抑える5つのコツ", "終了間際の決勝ゴール"),
    ),
    "ko": (
        ("홈", "뉴스", "경제", "생활", "영상"),
        ("무단 전재 및 재배포 금지", "개인정보처리방침", "문의"),
        ("인기 기사", "다리 봄까지 통행 제한", "난방비 아끼는 다섯 가지 방법", "막판 결승골로 더비 승리"),
    ),
    "ar": (
        ("الرئيسية", "أخبار", "مال", "منوعات", "فيديو"),
        ("جميع الحقوق محفوظة.", "سياسة الخصوصية", "اتصل بنا"),
        (
            "الأكثر مشاهدة",
            "إغلاق الجسر للصيانة حتى الربيع",
            "خمس نصائح لتدفئة أرخص",
            "هدف متأخر يحسم الديربي",
        ),
    ),
    "he": (
        ("ראשי", "חדשות", "כסף", "לייף", "וידאו"),
        ("כל הזכויות שמורות.", "מדיניות פרטיות", "צור קשר"),
        ("הכי נקראים", "הגשר ייסגר לשיפוץ עד האביב", "חמישה טיפים לחימום זול", "שער מאוחר הכריע את הדרבי"),
    ),
    "hi": (
        ("होम", "ख़बरें", "पैसा", "लाइफ़स्टाइल", "वीडियो"),
        ("सर्वाधिकार सुरक्षित।", "गोपनीयता नीति", "संपर्क करें"),
        ("सबसे ज़्यादा पढ़े गए", "पुल मरम्मत के लिए बंद", "सर्दी में बिजली बचाने के पाँच उपाय", "आख़िरी मिनट के गोल से जीत"),
    ),
    "th": (
        ("หน้าแรก", "ข่าว", "การเงิน", "ไลฟ์สไตล์", "วิดีโอ"),
        ("สงวนลิขสิทธิ์", "นโยบายความเป็นส่วนตัว", "ติดต่อเรา"),
        ("ยอดนิยม", "ปิดสะพานซ่อมถึงฤดูใบไม้ผลิ", "ห้าวิธีประหยัดค่าไฟ", "ประตูชัยนาทีสุดท้าย"),
    ),
}


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "portal",
    head: str = "",
    side: bool = True,
    extra: str = "",
) -> bytes:
    """`content` inside a whole page of the given layout; `extra` goes at the end of the body (banners, scripts)."""
    menu, (rights, privacy, contact), (most, *hot) = _WORDS[lang]
    slug = "".join(ch for ch in site.lower() if ch.isalnum()) or "site"
    rtl = " dir='rtl'" if lang in ("ar", "he") else ""
    hot_list = "".join(f"<li><a href='/trend/{i}'>{h}</a></li>" for i, h in enumerate(hot))
    links = "".join(f"<a href='/{i}/'>{m}</a> " for i, m in enumerate(menu))
    if layout == "portal":
        left = "".join(f"<li class='pl-i'><a href='/ch/{i}'>{m}</a></li>" for i, m in enumerate(menu))
        right = (
            f"<div class='pr-box'><h3>{most}</h3><ul>{hot_list}</ul></div><div class='pr-box wx'>☀ 18° / 9°</div>"
            if side
            else ""
        )
        body = (
            f"<div class='p-top'><span class='p-logo'><a href='/'>{site}</a></span>"
            "<form class='p-search' action='/s'><input name='p'><button>Search</button></form>"
            f"<a class='p-mail' href='/mail'>✉</a></div><div class='p-ticker'>{hot[0]}</div>"
            f"<div class='p-grid'><ul class='p-left'>{left}</ul><div class='p-center'>{content}</div>"
            f"<div class='p-right'>{right}</div></div>"
            f"<div class='p-foot'>{links}<br>© 2026 {site} · {rights} · <a href='/legal/p'>{privacy}</a> · <a href='/c'>{contact}</a></div>"
        )
    elif layout == "magazine":
        rel = "".join(
            f"<div class='mg-card'><a href='/story/{i}'><img src='/img/r{i}.jpg' alt=''><span class='mg-kicker'>{menu[i % 5]}</span><h4>{h}</h4></a></div>"
            for i, h in enumerate(hot)
        )
        body = (
            f"<header class='mg-head sticky'><button class='burger' aria-label='menu'>≡</button><a class='mg-logo' href='/'>{site}</a>"
            f"<nav class='mg-nav'>{links}</nav><a class='mg-sub' href='/subscribe'>★</a></header>"
            f"<div class='mg-wrap'><div class='mg-col'>{content}</div></div>"
            + (
                f"<section class='mg-more'><h3>{most}</h3><div class='mg-cards'>{rel}</div></section>"
                if side
                else ""
            )
            + f"<footer class='mg-foot'><div class='mg-social'><a href='/fb'>f</a> <a href='/ig'>ig</a> <a href='/yt'>yt</a></div>"
            f"<p>© 2026 {site}. {rights} <a href='/priv'>{privacy}</a> <a href='/kontakt'>{contact}</a></p></footer>"
        )
    elif layout == "campus":
        sub = "".join(f"<li><a href='/dept/{i}'>{m}</a></li>" for i, m in enumerate(menu))
        body = (
            f"<div class='u-util'><a href='/students'>›</a> <a href='/staff'>›</a> <a href='/library'>›</a></div>"
            f"<header class='u-banner'><a href='/' class='u-crest'>{site}</a><ul class='u-mega'>{sub}</ul></header>"
            f"<nav class='u-crumb'><a href='/'>{menu[0]}</a> › <a href='/1/'>{menu[1]}</a></nav>"
            f"<div class='u-body'><nav class='u-subnav'><ul>{sub}</ul></nav><div class='u-page'>{content}</div></div>"
            f"<footer class='u-foot'><address>{site}, 1 College Road · {contact}</address><p>© 2026 {site}. {rights} <a href='/privacy'>{privacy}</a></p></footer>"
        )
    elif layout == "ssg":
        body = (
            f"<div class='container'><header class='site-header'><h2 class='site-title'><a href='/'>{site}</a></h2>"
            f"<nav class='site-nav'>{links}</nav></header><div class='post-wrap'>{content}</div>"
            f"<footer class='site-footer'><p>{rights} · <a href='/index.xml'>RSS</a> · <a href='/about'>{contact}</a></p>"
            "<p class='gen'>Built with a static site generator</p></footer></div>"
        )
    elif layout == "mobile":
        tabs = "".join(
            f"<a class='tab' href='/m/{i}'><i class='ic{i}'></i><span>{m}</span></a>"
            for i, m in enumerate(menu)
        )
        body = (
            f"<div class='m-bar'><a class='m-back' href='javascript:history.back()'>‹</a><span class='m-title'>{site}</span>"
            "<a class='m-open' href='/app'>APP</a></div>"
            f"<div class='m-content'>{content}</div>"
            + (
                f"<div class='m-hot'><div class='m-hot-h'>{most}</div><ul>{hot_list}</ul></div>"
                if side
                else ""
            )
            + f"<div class='m-copy'>© {site} · {rights}</div><nav class='m-tabs'>{tabs}</nav>"
        )
    elif layout == "legacy":
        nav = " | ".join(
            f"<a href='/{i}.htm'><font color='#ffffff'>{m}</font></a>" for i, m in enumerate(menu)
        )
        body = (
            "<center><table width='780' border='0' cellspacing='0' cellpadding='0'>"
            f"<tr><td bgcolor='#003366'><font face='Verdana' size='5' color='#ffffff'><b>{site}</b></font></td></tr>"
            f"<tr><td bgcolor='#336699'><font face='Verdana' size='1'>{nav}</font></td></tr>"
            f"<tr><td><font face='Verdana' size='2'>{content}</font></td></tr>"
            f"<tr><td><hr><font size='1'>© 2026 {site}. {rights} <a href='/priv.htm'>{privacy}</a> | <a href='/mail.htm'>{contact}</a><br>"
            "<img src='/counter.gif' alt='visitors'> Best viewed at 800×600</font></td></tr></table></center>"
        )
    else:  # dashboard
        rail = "".join(
            f"<a class='rail-i' href='/app/{i}' title='{m}'><svg width='20' height='20'></svg></a>"
            for i, m in enumerate(menu)
        )
        state = json.dumps({"props": {"pageProps": {"site": site, "lang": lang}}, "buildId": "x7Qe2"})
        body = (
            f"<div id='__app'><aside class='db-rail'>{rail}</aside><div class='db-main'>"
            f"<div class='db-toolbar'><span class='db-ws'>{site}</span><input class='db-cmd' placeholder='⌘K'><span class='db-avatar'>JD</span></div>"
            f"<div class='db-view'>{content}</div></div></div>"
            f"<script id='__STATE__' type='application/json'>{state}</script><script src='/_app/chunk.9f3a.js' defer></script>"
        )
    return (
        f"<!doctype html><html lang='{lang}'{rtl}><head><meta charset='utf-8'>"
        f"<meta name='viewport' content='width=device-width,initial-scale=1'><title>{esc(title)}</title>"
        f"<link rel='canonical' href='https://{slug}.example/'>{head}</head><body>{body}{extra}</body></html>"
    ).encode()
