"""Site chrome for the blind round-8 pages: five layouts and twenty-three languages of menus and footers.

The pages of `test_blind_round8` were written before they were run through the judge, to estimate how
it does on pages nobody tuned on. Earlier rounds used generic, government, wiki, forum, SPA, news,
market, blog, portal, magazine, campus, static-site, mobile, `<center>` and dashboard layouts; these
are others — utility-class `<div>` soup with no semantic elements, a WordPress theme with widget
sidebars, an AMP page, a Bootstrap grid with a card sidebar and a three-column footer, and a
nested-table layout of the late 1990s (`bgcolor`, `<font>`, a menu cell of `<br>`-separated links).
Class names are invented.
"""

# ruff: noqa: E501  (menu and footer words in twenty-three languages are data)

from __future__ import annotations

from typing import Literal

Layout = Literal["utility", "wp", "amp", "bootstrap", "tables"]
LAYOUTS: tuple[Layout, ...] = ("utility", "wp", "amp", "bootstrap", "tables")

# menu (5 entries), footer (rights, privacy, contact), sidebar (title + 3 items)
_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, str, str], tuple[str, ...]]] = {
    "en": (
        ("Home", "World", "Business", "Culture", "Sport"),
        ("All rights reserved.", "Privacy", "Contact us"),
        (
            "Most read",
            "Council approves new cycle lanes",
            "Storm warning for the coast",
            "Local bakery wins national prize",
        ),
    ),
    "de": (
        ("Startseite", "Politik", "Wirtschaft", "Kultur", "Sport"),
        ("Alle Rechte vorbehalten.", "Datenschutz", "Impressum"),
        (
            "Meistgelesen",
            "Stadtrat beschließt neue Radwege",
            "Sturmwarnung für die Küste",
            "Bäckerei gewinnt Landespreis",
        ),
    ),
    "fr": (
        ("Accueil", "Monde", "Économie", "Culture", "Sports"),
        ("Tous droits réservés.", "Vie privée", "Nous contacter"),
        (
            "Les plus lus",
            "Le conseil vote de nouvelles pistes cyclables",
            "Alerte tempête sur le littoral",
            "Une boulangerie primée",
        ),
    ),
    "es": (
        ("Inicio", "Mundo", "Economía", "Cultura", "Deportes"),
        ("Todos los derechos reservados.", "Privacidad", "Contacto"),
        (
            "Lo más leído",
            "El ayuntamiento aprueba carriles bici",
            "Aviso por temporal en la costa",
            "Una panadería local, premiada",
        ),
    ),
    "it": (
        ("Home", "Mondo", "Economia", "Cultura", "Sport"),
        ("Tutti i diritti riservati.", "Privacy", "Contatti"),
        (
            "I più letti",
            "Il comune approva nuove piste ciclabili",
            "Allerta meteo sulla costa",
            "Premiata una panetteria locale",
        ),
    ),
    "pt": (
        ("Início", "Mundo", "Economia", "Cultura", "Desporto"),
        ("Todos os direitos reservados.", "Privacidade", "Contactos"),
        (
            "Mais lidas",
            "Câmara aprova novas ciclovias",
            "Aviso de tempestade no litoral",
            "Padaria local premiada",
        ),
    ),
    "nl": (
        ("Home", "Binnenland", "Economie", "Cultuur", "Sport"),
        ("Alle rechten voorbehouden.", "Privacy", "Contact"),
        (
            "Meest gelezen",
            "Gemeente keurt nieuwe fietspaden goed",
            "Stormwaarschuwing voor de kust",
            "Bakker wint landelijke prijs",
        ),
    ),
    "pl": (
        ("Strona główna", "Świat", "Biznes", "Kultura", "Sport"),
        ("Wszelkie prawa zastrzeżone.", "Prywatność", "Kontakt"),
        (
            "Najczęściej czytane",
            "Rada miasta zatwierdza nowe ścieżki rowerowe",
            "Ostrzeżenie przed sztormem",
            "Lokalna piekarnia nagrodzona",
        ),
    ),
    "ru": (
        ("Главная", "В мире", "Экономика", "Культура", "Спорт"),
        ("Все права защищены.", "Конфиденциальность", "Контакты"),
        (
            "Самое читаемое",
            "Горсовет одобрил новые велодорожки",
            "Штормовое предупреждение на побережье",
            "Местная пекарня получила премию",
        ),
    ),
    "uk": (
        ("Головна", "Світ", "Економіка", "Культура", "Спорт"),
        ("Усі права захищено.", "Конфіденційність", "Контакти"),
        (
            "Найпопулярніше",
            "Міськрада схвалила нові велодоріжки",
            "Штормове попередження",
            "Місцева пекарня отримала нагороду",
        ),
    ),
    "tr": (
        ("Ana Sayfa", "Dünya", "Ekonomi", "Kültür", "Spor"),
        ("Tüm hakları saklıdır.", "Gizlilik", "İletişim"),
        (
            "En çok okunanlar",
            "Belediye yeni bisiklet yollarını onayladı",
            "Kıyılar için fırtına uyarısı",
            "Yerel fırına ulusal ödül",
        ),
    ),
    "ar": (
        ("الرئيسية", "العالم", "اقتصاد", "ثقافة", "رياضة"),
        ("جميع الحقوق محفوظة.", "الخصوصية", "اتصل بنا"),
        (
            "الأكثر قراءة",
            "البلدية تقر مسارات جديدة للدراجات",
            "تحذير من عاصفة على الساحل",
            "مخبز محلي يفوز بجائزة",
        ),
    ),
    "fa": (
        ("خانه", "جهان", "اقتصاد", "فرهنگ", "ورزش"),
        ("کلیه حقوق محفوظ است.", "حریم خصوصی", "تماس با ما"),
        (
            "پربازدیدترین",
            "شورای شهر مسیرهای دوچرخه را تصویب کرد",
            "هشدار طوفان در سواحل",
            "نانوایی محلی برنده جایزه شد",
        ),
    ),
    "he": (
        ("ראשי", "עולם", "כלכלה", "תרבות", "ספורט"),
        ("כל הזכויות שמורות.", "פרטיות", "צור קשר"),
        ("הנקראים ביותר", "העירייה אישרה שבילי אופניים", "אזהרת סערה בחוף", "מאפייה מקומית זכתה בפרס"),
    ),
    "hi": (
        ("होम", "दुनिया", "व्यापार", "संस्कृति", "खेल"),
        ("सर्वाधिकार सुरक्षित।", "गोपनीयता", "संपर्क करें"),
        (
            "सबसे ज़्यादा पढ़े गए",
            "नगर निगम ने नई साइकिल लेन मंज़ूर की",
            "तट पर तूफ़ान की चेतावनी",
            "स्थानीय बेकरी को राष्ट्रीय पुरस्कार",
        ),
    ),
    "th": (
        ("หน้าแรก", "ต่างประเทศ", "เศรษฐกิจ", "วัฒนธรรม", "กีฬา"),
        ("สงวนลิขสิทธิ์", "ความเป็นส่วนตัว", "ติดต่อเรา"),
        ("อ่านมากที่สุด", "เทศบาลอนุมัติเลนจักรยานใหม่", "เตือนพายุชายฝั่ง", "ร้านขนมปังท้องถิ่นได้รางวัล"),
    ),
    "zh": (
        ("首页", "国际", "财经", "文化", "体育"),
        ("版权所有", "隐私政策", "联系我们"),
        ("热门文章", "市议会批准新建自行车道", "沿海发布风暴预警", "本地面包店获全国大奖"),
    ),
    "ja": (
        ("ホーム", "国際", "経済", "文化", "スポーツ"),
        ("無断転載を禁じます。", "プライバシー", "お問い合わせ"),
        ("よく読まれている記事", "市議会が新しい自転車道を承認", "沿岸部に暴風警報", "地元のパン屋が全国賞"),
    ),
    "ko": (
        ("홈", "국제", "경제", "문화", "스포츠"),
        ("무단 전재 및 재배포 금지", "개인정보처리방침", "문의하기"),
        ("많이 본 기사", "시의회, 새 자전거도로 승인", "해안 지역 폭풍 경보", "동네 빵집 전국 대회 수상"),
    ),
    "vi": (
        ("Trang chủ", "Thế giới", "Kinh doanh", "Văn hóa", "Thể thao"),
        ("Bản quyền thuộc về chúng tôi.", "Quyền riêng tư", "Liên hệ"),
        (
            "Đọc nhiều nhất",
            "Thành phố duyệt làn xe đạp mới",
            "Cảnh báo bão ven biển",
            "Tiệm bánh địa phương đoạt giải",
        ),
    ),
    "id": (
        ("Beranda", "Dunia", "Bisnis", "Budaya", "Olahraga"),
        ("Hak cipta dilindungi.", "Privasi", "Hubungi kami"),
        (
            "Terpopuler",
            "DPRD setujui jalur sepeda baru",
            "Peringatan badai di pesisir",
            "Toko roti lokal raih penghargaan",
        ),
    ),
    "sv": (
        ("Start", "Världen", "Ekonomi", "Kultur", "Sport"),
        ("Med ensamrätt.", "Integritet", "Kontakt"),
        ("Mest läst", "Kommunen godkänner nya cykelbanor", "Stormvarning för kusten", "Lokalt bageri prisas"),
    ),
    "el": (
        ("Αρχική", "Κόσμος", "Οικονομία", "Πολιτισμός", "Αθλητισμός"),
        ("Με επιφύλαξη παντός δικαιώματος.", "Απόρρητο", "Επικοινωνία"),
        (
            "Τα πιο δημοφιλή",
            "Ο δήμος εγκρίνει νέους ποδηλατοδρόμους",
            "Προειδοποίηση για καταιγίδα",
            "Τοπικός φούρνος βραβεύεται",
        ),
    ),
}

_AMP_STYLE = "<style amp-boilerplate>body{visibility:hidden}</style><script async src='https://cdn.ampproject.org/v0.js'></script>"


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "utility",
    head: str = "",
    side: bool = True,
    extra: str = "",
) -> bytes:
    """`content` inside a whole page of the given layout; `extra` goes at the end of the body (banners, scripts)."""
    menu, (rights, privacy, contact), (most, *hot) = _WORDS[lang]
    rtl = " dir='rtl'" if lang in ("ar", "fa", "he") else ""
    html_attrs = f"lang='{lang}'{rtl}"
    if layout == "utility":
        nav = "".join(
            f"<a class='px-3 py-2 text-sm hover:underline' href='/s/{i}'>{m}</a>" for i, m in enumerate(menu)
        )
        aside = "".join(f"<a class='block py-1 text-sm' href='/p/{i}'>{h}</a>" for i, h in enumerate(hot))
        body = (
            "<div class='min-h-screen flex flex-col'>"
            f"<div class='flex items-center justify-between border-b px-4 h-14'><a class='font-bold text-lg' href='/'>{site}</a><div class='hidden md:flex'>{nav}</div></div>"
            f"<div class='flex-1 grid md:grid-cols-[1fr_16rem] gap-8 max-w-6xl mx-auto px-4 py-6'><div class='min-w-0'>{content}</div>"
            + (
                f"<div class='text-gray-600'><div class='font-semibold mb-2'>{most}</div>{aside}</div>"
                if side
                else ""
            )
            + f"</div><div class='border-t px-4 py-6 text-xs'>© 2026 {site}. {rights} <a href='/privacy'>{privacy}</a> · <a href='/contact'>{contact}</a></div></div>"
        )
    elif layout == "wp":
        recent = "".join(f"<li><a href='/2026/11/{i}/'>{h}</a></li>" for i, h in enumerate(hot))
        cats = "".join(
            f"<li class='cat-item'><a href='/category/{i}/'>{m}</a> ({7 + i})</li>"
            for i, m in enumerate(menu[1:])
        )
        body = (
            f"<div id='page' class='site'><a class='skip-link screen-reader-text' href='#main'>Skip</a>"
            f"<header id='masthead' class='site-header'><p class='site-title'><a href='/' rel='home'>{site}</a></p>"
            f"<nav id='site-navigation' class='main-navigation'><ul id='primary-menu' class='menu'>{''.join(f'<li class=menu-item><a href=/s/{i}/>{m}</a></li>' for i, m in enumerate(menu))}</ul></nav></header>"
            f"<div id='content' class='site-content'><div id='primary' class='content-area'><main id='main' class='site-main'>{content}</main></div>"
            + (
                f"<aside id='secondary' class='widget-area'><section class='widget widget_recent_entries'><h2 class='widget-title'>{most}</h2><ul>{recent}</ul></section>"
                f"<section class='widget widget_categories'><h2 class='widget-title'>{menu[2]}</h2><ul>{cats}</ul></section></aside>"
                if side
                else ""
            )
            + f"</div><footer id='colophon' class='site-footer'><div class='site-info'>© 2026 {site} · {rights} · <a href='/privacy-policy/'>{privacy}</a></div></footer></div>"
        )
    elif layout == "amp":
        html_attrs = f"⚡ {html_attrs}"
        head = _AMP_STYLE + head
        side_list = "".join(f"<li><a href='/amp/{i}'>{h}</a></li>" for i, h in enumerate(hot))
        body = (
            f"<amp-sidebar id='sidebar' layout='nodisplay' side='left'><ul>{''.join(f'<li><a href=/amp/s{i}>{m}</a></li>' for i, m in enumerate(menu))}</ul></amp-sidebar>"
            f"<header class='amp-hdr'><button on='tap:sidebar.toggle'>☰</button><a href='/'>{site}</a></header>"
            f"<main class='amp-main'>{content}</main>"
            + (f"<section class='amp-related'><h3>{most}</h3><ul>{side_list}</ul></section>" if side else "")
            + f"<footer class='amp-ftr'><p>© 2026 {site} — {rights}</p><a href='/privacy'>{privacy}</a></footer>"
        )
    elif layout == "bootstrap":
        nav = "".join(
            f"<li class='nav-item'><a class='nav-link' href='/s/{i}'>{m}</a></li>" for i, m in enumerate(menu)
        )
        cards = "".join(
            f"<div class='card mb-2'><div class='card-body'><a href='/p/{i}' class='card-link'>{h}</a></div></div>"
            for i, h in enumerate(hot)
        )
        cols = "".join(
            f"<div class='col-md-4'><h6>{menu[j]}</h6><ul class='list-unstyled'>{''.join(f'<li><a href=/f/{j}/{k}>{menu[k]}</a></li>' for k in range(5) if k != j)}</ul></div>"
            for j in range(1, 4)
        )
        body = (
            f"<nav class='navbar navbar-expand-lg navbar-light bg-light'><div class='container'><a class='navbar-brand' href='/'>{site}</a><ul class='navbar-nav'>{nav}</ul></div></nav>"
            f"<div class='container'><nav aria-label='breadcrumb'><ol class='breadcrumb'><li class='breadcrumb-item'><a href='/'>{menu[0]}</a></li><li class='breadcrumb-item'><a href='/s/1'>{menu[1]}</a></li></ol></nav>"
            f"<div class='row'><div class='col-md-8'>{content}</div>"
            + (f"<div class='col-md-4'><h5>{most}</h5>{cards}</div>" if side else "")
            + f"</div></div><footer class='footer bg-dark text-light'><div class='container'><div class='row'>{cols}</div><p class='small'>© 2026 {site}. {rights} <a href='/privacy'>{privacy}</a> · <a href='/contact'>{contact}</a></p></div></footer>"
        )
    else:  # tables
        menu_cell = "<br>".join(
            f"<a href='/s/{i}.htm'><font size='2'>{m}</font></a>" for i, m in enumerate(menu)
        )
        hot_cell = "<br>".join(
            f"<a href='/p/{i}.htm'><font size='1'>{h}</font></a>" for i, h in enumerate(hot)
        )
        body = (
            "<table width='760' border='0' cellpadding='0' cellspacing='0' align='center'>"
            f"<tr><td colspan='2' bgcolor='#003366'><img src='/img/logo.gif' width='200' height='50' alt='{site}'><font color='white' size='5'><b>{site}</b></font></td></tr>"
            f"<tr><td width='150' valign='top' bgcolor='#eeeeee'>{menu_cell}<hr>"
            + (f"<font size='2'><b>{most}</b></font><br>{hot_cell}" if side else "")
            + f"</td><td valign='top'><table width='100%' cellpadding='6'><tr><td>{content}</td></tr></table></td></tr>"
            f"<tr><td colspan='2' align='center'><font size='1'>© 2026 {site} | {rights} | <a href='/privacy.htm'>{privacy}</a> | <a href='/contact.htm'>{contact}</a></font></td></tr></table>"
        )
    return (
        f"<!doctype html><html {html_attrs}><head><meta charset='utf-8'><title>{title} | {site}</title>"
        f"<meta name='viewport' content='width=device-width'>{head}</head><body>{body}{extra}</body></html>"
    ).encode()
