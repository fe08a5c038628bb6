"""Site chrome for the blind round-5 pages: five layouts and fifteen languages of menus and footers.

The pages of `test_blind_round5` were written before the judge's rules were read, to estimate how it
does on pages nobody tuned on; this module only wraps their content in realistic boilerplate —
header, menu, sidebar, footer — with class names invented for the purpose and varied by layout.
"""

# ruff: noqa: E501  (menu and footer words in fifteen languages are data)

from __future__ import annotations

from typing import Literal

from tests.judge.blind_cases import esc

Layout = Literal["semantic", "divsoup", "table", "docs", "shop"]

_MENU = {
    "en": ("Home", "World", "Business", "Technology", "Science", "Sport"),
    "de": ("Startseite", "Politik", "Wirtschaft", "Digital", "Wissen", "Sport"),
    "fr": ("Accueil", "Monde", "Économie", "Tech", "Sciences", "Sport"),
    "es": ("Inicio", "Internacional", "Economía", "Tecnología", "Ciencia", "Deportes"),
    "it": ("Home", "Cronaca", "Economia", "Tecnologia", "Scienza", "Sport"),
    "pt": ("Início", "Mundo", "Economia", "Tecnologia", "Ciência", "Esporte"),
    "nl": ("Home", "Binnenland", "Economie", "Tech", "Wetenschap", "Sport"),
    "pl": ("Główna", "Świat", "Biznes", "Technologie", "Nauka", "Sport"),
    "ru": ("Главная", "Мир", "Экономика", "Технологии", "Наука", "Спорт"),
    "zh": ("首页", "国际", "财经", "科技", "科学", "体育"),
    "ja": ("トップ", "国際", "経済", "テクノロジー", "科学", "スポーツ"),
    "ko": ("홈", "국제", "경제", "기술", "과학", "스포츠"),
    "ar": ("الرئيسية", "العالم", "اقتصاد", "تكنولوجيا", "علوم", "رياضة"),
    "he": ("ראשי", "עולם", "כלכלה", "טכנולוגיה", "מדע", "ספורט"),
    "tr": ("Ana Sayfa", "Dünya", "Ekonomi", "Teknoloji", "Bilim", "Spor"),
}
_FOOT = {
    "en": ("All rights reserved.", "Privacy", "Terms", "Contact"),
    "de": ("Alle Rechte vorbehalten.", "Datenschutz", "Impressum", "Kontakt"),
    "fr": ("Tous droits réservés.", "Confidentialité", "Mentions légales", "Contact"),
    "es": ("Todos los derechos reservados.", "Privacidad", "Aviso legal", "Contacto"),
    "it": ("Tutti i diritti riservati.", "Privacy", "Note legali", "Contatti"),
    "pt": ("Todos os direitos reservados.", "Privacidade", "Termos", "Contato"),
    "nl": ("Alle rechten voorbehouden.", "Privacy", "Voorwaarden", "Contact"),
    "pl": ("Wszelkie prawa zastrzeżone.", "Prywatność", "Regulamin", "Kontakt"),
    "ru": ("Все права защищены.", "Конфиденциальность", "Условия", "Контакты"),
    "zh": ("版权所有", "隐私政策", "使用条款", "联系我们"),
    "ja": ("無断転載を禁じます。", "プライバシー", "利用規約", "お問い合わせ"),
    "ko": ("모든 권리 보유.", "개인정보처리방침", "이용약관", "문의"),
    "ar": ("جميع الحقوق محفوظة.", "الخصوصية", "الشروط", "اتصل بنا"),
    "he": ("כל הזכויות שמורות.", "פרטיות", "תנאי שימוש", "צור קשר"),
    "tr": ("Tüm hakları saklıdır.", "Gizlilik", "Kullanım koşulları", "İletişim"),
}
_SIDE = {
    "en": (
        "Most read",
        "Storm warning issued for the coast",
        "Council approves new bus lanes",
        "Local bakery wins national prize",
    ),
    "de": (
        "Meistgelesen",
        "Unwetterwarnung für die Küste",
        "Stadtrat beschließt neue Busspuren",
        "Bäckerei gewinnt Bundespreis",
    ),
    "fr": (
        "Les plus lus",
        "Alerte orages sur le littoral",
        "Le conseil vote de nouvelles voies de bus",
        "Une boulangerie primée",
    ),
    "es": (
        "Lo más leído",
        "Aviso por tormentas en la costa",
        "El pleno aprueba nuevos carriles bus",
        "Una panadería local, premiada",
    ),
    "it": (
        "I più letti",
        "Allerta meteo sulla costa",
        "Il consiglio approva nuove corsie bus",
        "Premiato un forno del centro",
    ),
    "pt": (
        "Mais lidas",
        "Alerta de tempestade no litoral",
        "Câmara aprova novas faixas de ônibus",
        "Padaria local ganha prêmio",
    ),
    "nl": (
        "Meest gelezen",
        "Code oranje voor de kust",
        "Raad stemt in met nieuwe busbanen",
        "Bakker wint landelijke prijs",
    ),
    "pl": (
        "Najczęściej czytane",
        "Ostrzeżenie przed burzami na wybrzeżu",
        "Rada przyjęła nowe buspasy",
        "Lokalna piekarnia nagrodzona",
    ),
    "ru": (
        "Самое читаемое",
        "Штормовое предупреждение на побережье",
        "Совет одобрил новые автобусные полосы",
        "Местная пекарня получила премию",
    ),
    "zh": ("热门阅读", "沿海地区发布暴雨预警", "市议会批准新增公交专用道", "本地面包店获全国大奖"),
    "ja": (
        "よく読まれている記事",
        "沿岸部に暴風警報",
        "市議会がバス専用レーンを承認",
        "地元のパン店が全国賞",
    ),
    "ko": (
        "많이 본 뉴스",
        "해안 지역에 폭풍 경보",
        "시의회, 버스전용차로 신설 승인",
        "동네 빵집 전국 대회 수상",
    ),
    "ar": (
        "الأكثر قراءة",
        "تحذير من عاصفة على الساحل",
        "المجلس البلدي يقر مسارات حافلات جديدة",
        "مخبز محلي يفوز بجائزة وطنية",
    ),
    "he": (
        "הנקראים ביותר",
        "אזהרת סערה בחוף",
        "העירייה אישרה נתיבי תחבורה ציבורית",
        "מאפייה מקומית זכתה בפרס",
    ),
    "tr": (
        "En çok okunanlar",
        "Kıyıda fırtına uyarısı",
        "Meclis yeni otobüs şeritlerini onayladı",
        "Mahalle fırınına ulusal ödül",
    ),
}


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "semantic",
    head: str = "",
    side: bool = True,
) -> bytes:
    """`content` inside a whole page of the given layout, in `lang`'s menu and footer words."""
    menu = _MENU[lang]
    rights, privacy, terms, contact = _FOOT[lang]
    most, *hot = _SIDE[lang]
    slug = site.lower().replace(" ", "")
    rtl = " dir='rtl'" if lang in ("ar", "he") else ""
    foot_links = (
        f"<a href='/privacy'>{privacy}</a> <a href='/terms'>{terms}</a> <a href='/contact'>{contact}</a>"
    )
    hot_items = "".join(f"<li><a href='/hot/{i}'>{h}</a></li>" for i, h in enumerate(hot))
    if layout == "semantic":
        nav = "".join(f"<li><a href='/{i}'>{m}</a></li>" for i, m in enumerate(menu))
        aside = f"<aside class='rail-right'><h2>{most}</h2><ol>{hot_items}</ol></aside>" if side else ""
        body = (
            f"<header class='masthead'><a class='brand' href='/'>{site}</a>"
            f"<nav class='primary-nav'><ul>{nav}</ul></nav></header>"
            f"<main id='content'>{content}</main>{aside}"
            f"<footer class='site-foot'><p>© 2026 {site}. {rights}</p>{foot_links}</footer>"
        )
    elif layout == "divsoup":
        nav = " | ".join(f"<a href='/s/{i}'>{m}</a>" for i, m in enumerate(menu))
        aside = (
            f"<div class='c-side'><div class='w-title'>{most}</div><ul>{hot_items}</ul></div>" if side else ""
        )
        body = (
            f"<div id='pg'><div class='tb'><div class='brnd'><a href='/'>{site}</a></div>"
            f"<div class='mn'>{nav}</div></div><div class='cols'><div class='c-main'>{content}</div>"
            f"{aside}</div><div class='btm'>© {site} 2026 — {rights} {foot_links}</div></div>"
        )
    elif layout == "table":
        nav = "<br>".join(f"<a href='/cat{i}.html'>{m}</a>" for i, m in enumerate(menu))
        body = (
            "<table width='100%' cellpadding='4' border='0'>"
            f"<tr><td colspan='2' class='hdr'><b>{site}</b></td></tr>"
            f"<tr><td class='lnav' valign='top' width='160'>{nav}</td>"
            f"<td class='cbody' valign='top'>{content}</td></tr>"
            f"<tr><td colspan='2' class='ftr'>© 2026 {site}. {rights} {foot_links}</td></tr></table>"
        )
    elif layout == "docs":
        nav = "".join(f"<li><a href='/docs/{i}'>{m}</a></li>" for i, m in enumerate(menu))
        body = (
            f"<div class='topbar'><a href='/'>{site}</a> <a href='/docs'>Docs</a> <a href='/blog'>Blog</a></div>"
            f"<div class='layout'><nav class='toc-side'><ul>{nav}</ul></nav>"
            f"<div role='main' class='doc-body'>{content}</div></div>"
            f"<div class='doc-foot'>© 2026 {site}. {rights} {foot_links}</div>"
        )
    else:
        cats = "".join(f"<a class='cat' href='/c/{i}'>{m}</a>" for i, m in enumerate(menu))
        cols = "".join(
            f"<div class='fcol'><h4>{m}</h4><a href='/f/{i}/a'>{privacy}</a><a href='/f/{i}/b'>{terms}</a>"
            f"<a href='/f/{i}/c'>{contact}</a></div>"
            for i, m in enumerate(menu[:4])
        )
        body = (
            f"<header class='shop-hdr'><a class='logo' href='/'>{site}</a>"
            "<form class='q' action='/search'><input name='q' type='search'><button>🔍</button></form>"
            "<a class='cart' href='/cart'>🛒 0</a></header>"
            f"<nav class='cats'>{cats}</nav><ol class='crumbs'><li><a href='/'>{menu[0]}</a></li>"
            f"<li><a href='/c/3'>{menu[3]}</a></li></ol>"
            f"<div class='shop-main'>{content}</div>"
            f"<footer class='shop-ftr'>{cols}<p>© 2026 {site}. {rights}</p></footer>"
        )
    return (
        f"<!doctype html><html lang='{lang}'{rtl}><head><meta charset='utf-8'>"
        f"<meta name='viewport' content='width=device-width'><title>{esc(title)}</title>"
        f"<link rel='canonical' href='https://{slug}.example/'>{head}</head><body>{body}</body></html>"
    ).encode()
