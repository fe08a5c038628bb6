"""Site chrome for the blind round-6 pages: seven layouts and eighteen languages of menus and footers.

The pages of `test_blind_round6` were written before the judge's rules were read, to estimate how it
does on pages nobody tuned on. Round 5's layouts were generic (semantic, div soup, table, docs,
shop); these are kinds of site round 5 lacks — a government portal, a wiki, a forum board, an
app-like single-page shell with server-rendered text, a modern news site with a mega menu and a
trending bar, a marketplace with a filter rail, and a blog with widgets. Class names are invented.
"""

# ruff: noqa: E501  (menu and footer words in eighteen languages are data)

from __future__ import annotations

import json
from typing import Literal

from tests.judge.blind_cases import esc

Layout = Literal["gov", "wiki", "forum", "spa", "news", "market", "blog"]

_MENU = {
    "en": ("Home", "Services", "News", "Guides", "About us", "Help"),
    "ar": ("الرئيسية", "الخدمات", "الأخبار", "الأدلة", "من نحن", "مساعدة"),
    "hi": ("होम", "सेवाएँ", "समाचार", "मार्गदर्शिका", "हमारे बारे में", "सहायता"),
    "ru": ("Главная", "Услуги", "Новости", "Справочник", "О нас", "Помощь"),
    "ja": ("ホーム", "サービス", "ニュース", "ガイド", "会社概要", "ヘルプ"),
    "zh": ("首页", "服务", "新闻", "指南", "关于我们", "帮助"),
    "ko": ("홈", "서비스", "뉴스", "가이드", "소개", "도움말"),
    "tr": ("Ana Sayfa", "Hizmetler", "Haberler", "Rehber", "Hakkımızda", "Yardım"),
    "vi": ("Trang chủ", "Dịch vụ", "Tin tức", "Hướng dẫn", "Giới thiệu", "Trợ giúp"),
    "pl": ("Strona główna", "Usługi", "Aktualności", "Poradniki", "O nas", "Pomoc"),
    "pt": ("Início", "Serviços", "Notícias", "Guias", "Sobre nós", "Ajuda"),
    "id": ("Beranda", "Layanan", "Berita", "Panduan", "Tentang kami", "Bantuan"),
    "uk": ("Головна", "Послуги", "Новини", "Довідник", "Про нас", "Допомога"),
    "fa": ("خانه", "خدمات", "اخبار", "راهنما", "درباره ما", "پشتیبانی"),
    "th": ("หน้าแรก", "บริการ", "ข่าว", "คู่มือ", "เกี่ยวกับเรา", "ช่วยเหลือ"),
    "es": ("Inicio", "Servicios", "Noticias", "Guías", "Quiénes somos", "Ayuda"),
    "de": ("Start", "Leistungen", "Aktuelles", "Ratgeber", "Über uns", "Hilfe"),
    "fr": ("Accueil", "Services", "Actualités", "Guides", "À propos", "Aide"),
}
_FOOT = {
    "en": ("All rights reserved.", "Privacy", "Accessibility", "Contact"),
    "ar": ("جميع الحقوق محفوظة.", "سياسة الخصوصية", "إمكانية الوصول", "اتصل بنا"),
    "hi": ("सर्वाधिकार सुरक्षित।", "गोपनीयता नीति", "सुगम्यता", "संपर्क करें"),
    "ru": ("Все права защищены.", "Политика конфиденциальности", "Доступность", "Контакты"),
    "ja": ("Copyright 無断転載禁止", "個人情報保護方針", "アクセシビリティ", "お問い合わせ"),
    "zh": ("版权所有 不得转载", "隐私声明", "无障碍", "联系方式"),
    "ko": ("무단 전재 및 재배포 금지", "개인정보 처리방침", "접근성", "연락처"),
    "tr": ("Tüm hakları saklıdır.", "KVKK", "Erişilebilirlik", "Bize ulaşın"),
    "vi": ("Bản quyền thuộc về chúng tôi.", "Chính sách bảo mật", "Trợ năng", "Liên hệ"),
    "pl": ("Wszelkie prawa zastrzeżone.", "Polityka prywatności", "Dostępność", "Kontakt"),
    "pt": ("Todos os direitos reservados.", "Política de privacidade", "Acessibilidade", "Fale conosco"),
    "id": ("Hak cipta dilindungi.", "Kebijakan privasi", "Aksesibilitas", "Hubungi kami"),
    "uk": ("Усі права захищено.", "Політика конфіденційності", "Доступність", "Контакти"),
    "fa": ("کلیه حقوق محفوظ است.", "حریم خصوصی", "دسترسی‌پذیری", "تماس با ما"),
    "th": ("สงวนลิขสิทธิ์", "นโยบายความเป็นส่วนตัว", "การเข้าถึง", "ติดต่อเรา"),
    "es": ("Todos los derechos reservados.", "Privacidad", "Accesibilidad", "Contacto"),
    "de": ("Alle Rechte vorbehalten.", "Datenschutz", "Barrierefreiheit", "Kontakt"),
    "fr": ("Tous droits réservés.", "Données personnelles", "Accessibilité", "Contact"),
}
# A heading and three linked headlines for a "trending" bar or a related-links widget.
_TREND = {
    "en": (
        "Trending",
        "Water bills to rise in April",
        "New library card rules",
        "Road works on the ring road",
    ),
    "ar": (
        "الأكثر تداولاً",
        "ارتفاع فواتير المياه في أبريل",
        "قواعد جديدة لبطاقات المكتبات",
        "أعمال طرق على الطريق الدائري",
    ),
    "hi": ("ट्रेंडिंग", "अप्रैल से पानी के बिल बढ़ेंगे", "पुस्तकालय कार्ड के नए नियम", "रिंग रोड पर मरम्मत कार्य"),
    "ru": (
        "Популярное",
        "С апреля вырастут тарифы на воду",
        "Новые правила читательских билетов",
        "Ремонт на кольцевой дороге",
    ),
    "ja": ("注目", "4月から水道料金値上げ", "図書館カードの新ルール", "環状道路で工事"),
    "zh": ("热门", "四月起水费上调", "图书证办理新规", "环路道路施工"),
    "ko": ("인기", "4월부터 수도요금 인상", "도서관 카드 새 규정", "순환도로 공사"),
    "tr": (
        "Gündem",
        "Su faturalarına nisan zammı",
        "Kütüphane kartında yeni kurallar",
        "Çevre yolunda çalışma",
    ),
    "vi": ("Nổi bật", "Giá nước tăng từ tháng Tư", "Quy định mới về thẻ thư viện", "Sửa đường vành đai"),
    "pl": ("Popularne", "Od kwietnia drożeje woda", "Nowe zasady kart bibliotecznych", "Remont obwodnicy"),
    "pt": (
        "Em alta",
        "Conta de água sobe em abril",
        "Novas regras da carteirinha da biblioteca",
        "Obras no anel viário",
    ),
    "id": (
        "Terpopuler",
        "Tarif air naik mulai April",
        "Aturan baru kartu perpustakaan",
        "Perbaikan jalan lingkar",
    ),
    "uk": ("Популярне", "З квітня подорожчає вода", "Нові правила читацьких квитків", "Ремонт на об'їзній"),
    "fa": ("پربازدید", "افزایش قیمت آب از فروردین", "قوانین تازه کارت کتابخانه", "تعمیرات در کمربندی"),
    "th": ("มาแรง", "ค่าน้ำขึ้นเดือนเมษายน", "กฎใหม่บัตรห้องสมุด", "ซ่อมถนนวงแหวน"),
    "es": (
        "Tendencias",
        "El agua sube en abril",
        "Nuevas normas del carné de biblioteca",
        "Obras en la ronda",
    ),
    "de": (
        "Im Trend",
        "Wasserpreise steigen im April",
        "Neue Regeln für Bibliotheksausweise",
        "Baustelle am Ring",
    ),
    "fr": (
        "Tendances",
        "Hausse du prix de l'eau en avril",
        "Nouvelles règles de la carte de bibliothèque",
        "Travaux sur le périphérique",
    ),
}
_RTL = ("ar", "fa", "he")


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "news",
    head: str = "",
    extra: str = "",
) -> bytes:
    """`content` inside a whole page of the given layout, in `lang`'s menu and footer words.

    `extra` is markup placed after the footer (an overlay, a banner, a modal).
    """
    menu = _MENU[lang]
    rights, privacy, access, contact = _FOOT[lang]
    trend, *hot = _TREND[lang]
    slug = site.lower().replace(" ", "")
    rtl = " dir='rtl'" if lang in _RTL else ""
    hot_links = "".join(f"<a href='/t/{i}'>{h}</a>" for i, h in enumerate(hot))
    foot = (
        f"<a href='/privacy'>{privacy}</a> · <a href='/a11y'>{access}</a> · <a href='/contact'>{contact}</a>"
    )
    if layout == "gov":
        nav = "".join(
            f"<li class='gnav__item'><a class='gnav__link' href='/{i}'>{m}</a></li>"
            for i, m in enumerate(menu)
        )
        body = (
            f"<a class='skip' href='#main'>{menu[0]} ↓</a>"
            f"<div class='gov-banner'><img src='/flag.svg' alt=''> {site}</div>"
            f"<header class='gov-header'><a class='gov-logo' href='/'>{site}</a><nav class='gnav'><ul>{nav}</ul></nav></header>"
            f"<nav class='breadcrumbs'><a href='/'>{menu[0]}</a> › <a href='/services'>{menu[1]}</a></nav>"
            f"<div class='gov-grid'><main id='main' class='gov-main'>{content}</main>"
            f"<div class='gov-related'><h2>{trend}</h2>{hot_links}</div></div>"
            f"<div class='feedback'><button>👍</button><button>👎</button></div>"
            f"<footer class='gov-footer'>{foot}<p>© 2026 {site}. {rights}</p></footer>"
        )
    elif layout == "wiki":
        nav = "".join(f"<li><a href='/wiki/{i}'>{m}</a></li>" for i, m in enumerate(menu))
        body = (
            f"<div id='mw-head'><a href='/'>{site}</a><form action='/w'><input name='search'></form>"
            "<ul class='tabs'><li><a href='?action=view'>📖</a></li><li><a href='?action=edit'>✎</a></li>"
            "<li><a href='?action=history'>🕘</a></li></ul></div>"
            f"<div id='mw-panel'><ul class='portal'>{nav}</ul><ul class='tools'><li><a href='/special/random'>🎲</a></li></ul></div>"
            f"<div id='content' class='mw-body'>{content}"
            f"<div id='catlinks'><a href='/cat/1'>{menu[2]}</a> | <a href='/cat/2'>{menu[3]}</a></div></div>"
            f"<div id='footer'><p>© {site}. {rights}</p>{foot}</div>"
        )
    elif layout == "forum":
        nav = " ".join(f"<a class='navlink' href='/f/{i}'>{m}</a>" for i, m in enumerate(menu))
        body = (
            f"<div class='headerbar'><h1 class='sitename'><a href='/'>{site}</a></h1><div class='navbar'>{nav}</div>"
            "<div class='userbox'><a href='/login'>🔑</a> <a href='/register'>＋</a></div></div>"
            f"<div class='crumbs'><a href='/'>{site}</a> » <a href='/f/2'>{menu[2]}</a></div>"
            f"<div id='page-body'>{content}</div>"
            f"<div class='stat-block'><h3>{trend}</h3>{hot_links}</div>"
            f"<div id='page-footer'>{foot}<br>© {site} 2026. {rights}</div>"
        )
    elif layout == "spa":
        state = json.dumps({"props": {"pageProps": {"site": site, "lang": lang}}, "buildId": "a1b2c3"})
        nav = "".join(
            f"<a class='css-1q2w3e' data-testid='nav-{i}' href='/{i}'>{m}</a>" for i, m in enumerate(menu)
        )
        body = (
            f"<div id='__next'><div class='css-0 app-shell'><div class='css-9x8y7z' role='banner'>"
            f"<a class='css-4r5t6y' href='/'>{site}</a><div class='css-7u8i9o' role='navigation'>{nav}</div></div>"
            f"<div class='css-p0o9i8' role='main'>{content}</div>"
            f"<div class='css-l1k2j3' role='contentinfo'>{foot} <span>© {site} · {rights}</span></div></div></div>"
            "<noscript>JavaScript</noscript>"
            f"<script id='__NEXT_DATA__' type='application/json'>{state}</script>"
            "<script src='/_next/static/chunks/main-a1b2c3.js' defer></script>"
        )
    elif layout == "news":
        mega = "".join(
            f"<div class='mega__col'><a class='mega__head' href='/s/{i}'>{m}</a>"
            f"<a href='/s/{i}/1'>{hot[0]}</a><a href='/s/{i}/2'>{hot[1]}</a></div>"
            for i, m in enumerate(menu[:4])
        )
        body = (
            f"<header class='hdr hdr--sticky'><a class='hdr__logo' href='/'>{site}</a>"
            f"<button class='hdr__burger' aria-label='menu'>☰</button><div class='mega'>{mega}</div></header>"
            f"<div class='ticker'><strong>{trend}</strong> {hot_links}</div>"
            f"<div class='page-wrap'>{content}</div>"
            f"<section class='newsletter'><form><input type='email' placeholder='@'><button>✉</button></form></section>"
            f"<footer class='ftr'><a href='/'>{site}</a> {foot}<small>© 2026 {site}. {rights}</small></footer>"
        )
    elif layout == "market":
        cats = "".join(f"<li><a href='/c/{i}'>{m}</a></li>" for i, m in enumerate(menu))
        body = (
            f"<div class='topstrip'><a href='/app'>📱</a> <a href='/seller'>{menu[5]}</a></div>"
            f"<header class='mk-head'><a class='mk-logo' href='/'>{site}</a>"
            "<form class='mk-search' action='/s'><input name='k'><button>⌕</button></form>"
            "<a href='/account'>👤</a> <a href='/basket'>🧺</a></header>"
            f"<ul class='mk-cats'>{cats}</ul>"
            f"<div class='mk-body'>{content}</div>"
            f"<footer class='mk-foot'><div class='mk-foot__links'>{foot}</div><p>© {site} 2026 · {rights}</p></footer>"
        )
    else:
        widgets = (
            f"<div class='widget widget_recent'><h3 class='widget-title'>{trend}</h3><ul>"
            + "".join(f"<li><a href='/{2026 - i}/{h[:3]}'>{h}</a></li>" for i, h in enumerate(hot))
            + "</ul></div>"
        )
        nav = "".join(f"<li class='menu-item'><a href='/p/{i}'>{m}</a></li>" for i, m in enumerate(menu[:5]))
        body = (
            f"<div class='site'><header class='site-header'><p class='site-title'><a href='/'>{site}</a></p>"
            f"<nav class='main-navigation'><ul class='menu'>{nav}</ul></nav></header>"
            f"<div class='site-content'><div class='content-area'>{content}</div>"
            f"<aside class='widget-area'>{widgets}</aside></div>"
            f"<footer class='site-footer'><div class='site-info'>© 2026 {site} — {rights} {foot}</div></footer></div>"
        )
    return (
        f"<!doctype html><html lang='{lang}'{rtl}><head><meta charset='utf-8'>"
        f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{esc(title)}</title>"
        f"<link rel='canonical' href='https://{slug}.example/'>{head}</head><body>{body}{extra}</body></html>"
    ).encode()
