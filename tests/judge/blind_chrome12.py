"""Site chrome for the blind round-12 pages: five layouts and thirty-seven languages of menus and footers.

The pages of `test_blind_round12` were written before they were run through the judge and before
this round's author read the judge's code. Layouts no earlier round had: an AMP page (`amp`: the
`⚡` attribute, `amp-sidebar`, `amp-img`, `amp-social-share`), a server-rendered React app (`nextjs`:
`#__next`, hashed `css-*` classes, a reaction bar of like/save/share buttons, `__NEXT_DATA__`), a wiki
(`wiki`: portlets, `#firstHeading`, `mw-parser-output`, "edit" links, category links, "last edited"),
a magazine (`magazine`: a sticky share rail, a follow button beside the byline, reactions under the
text, an inline newsletter box, related cards) and a static-site-generator theme (`hugo`: a site name,
three links, tags, "powered by"). Class names are invented.
"""

# ruff: noqa: E501  (menu and footer words in thirty-seven languages are data)

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Literal

Layout = Literal["amp", "nextjs", "wiki", "magazine", "hugo"]
LAYOUTS: tuple[Layout, ...] = ("amp", "nextjs", "wiki", "magazine", "hugo")

# menu (5 entries), footer (rights, privacy, contact), rail (title + 3 headlines), account (sign in, follow)
Words = tuple[tuple[str, ...], tuple[str, str, str], tuple[str, ...], tuple[str, str]]
_WORDS: dict[str, Words] = {
    "en": (
        ("Home", "News", "Opinion", "Culture", "Science"),
        ("All rights reserved.", "Privacy", "Contact us"),
        ("Trending", "Council approves budget", "Storm closes ferry", "Museum reopens"),
        ("Sign in", "Follow"),
    ),
    "kn": (
        ("ಮುಖಪುಟ", "ರಾಜ್ಯ", "ದೇಶ", "ವಾಣಿಜ್ಯ", "ಕ್ರೀಡೆ"),
        ("ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.", "ಗೌಪ್ಯತೆ", "ಸಂಪರ್ಕಿಸಿ"),
        ("ಹೆಚ್ಚು ಓದಿದ್ದು", "ಮುಷ್ಕರ ವಾಪಸ್", "ಷೇರು ಪೇಟೆ ಏರಿಕೆ", "ಕರಾವಳಿಯಲ್ಲಿ ಚಂಡಮಾರುತ"),
        ("ಲಾಗಿನ್", "ಫಾಲೋ ಮಾಡಿ"),
    ),
    "ru": (
        ("Главная", "Новости", "Мнения", "Культура", "Наука"),
        ("Все права защищены.", "Конфиденциальность", "Контакты"),
        ("Популярное", "Бюджет принят", "Паром отменён", "Музей открылся"),
        ("Войти", "Подписаться"),
    ),
    "tr": (
        ("Ana Sayfa", "Gündem", "Ekonomi", "Kültür", "Spor"),
        ("Tüm hakları saklıdır.", "Gizlilik", "İletişim"),
        ("Çok okunanlar", "Bütçe kabul edildi", "Feribot seferleri iptal", "Müze yeniden açıldı"),
        ("Giriş yap", "Takip et"),
    ),
    "ja": (
        ("ホーム", "ニュース", "コラム", "暮らし", "スポーツ"),
        ("無断転載を禁じます。", "プライバシー", "お問い合わせ"),
        ("アクセスランキング", "予算案が可決", "フェリー欠航", "美術館が再開"),
        ("ログイン", "フォロー"),
    ),
    "fy": (
        ("Thús", "Nijs", "Miening", "Kultuer", "Sport"),
        ("Alle rjochten foarbehâlden.", "Privacy", "Kontakt"),
        ("Meast lêzen", "Begrutting oannommen", "Fearboat leit stil", "Museum wer iepen"),
        ("Ynlogge", "Folgje"),
    ),
    "mi": (
        ("Kāinga", "Karere", "Whakaaro", "Tikanga", "Hākinakina"),
        ("Mana pupuri katoa.", "Tūmataiti", "Whakapā mai"),
        (
            "E pānuitia nuitia ana",
            "Kua whakaaetia te tahua",
            "Kua whakakorea te waka",
            "Kua tuwhera anō te whare taonga",
        ),
        ("Takiuru", "Whai"),
    ),
    "ht": (
        ("Akèy", "Nouvèl", "Opinyon", "Kilti", "Espò"),
        ("Tout dwa rezève.", "Vi prive", "Kontak"),
        ("Pi li", "Bidjè a pase", "Bato a pa pati", "Mize a relouvri"),
        ("Konekte", "Swiv"),
    ),
    "pl": (
        ("Strona główna", "Wiadomości", "Opinie", "Kultura", "Sport"),
        ("Wszelkie prawa zastrzeżone.", "Prywatność", "Kontakt"),
        ("Najczęściej czytane", "Budżet przyjęty", "Prom odwołany", "Muzeum znów otwarte"),
        ("Zaloguj się", "Obserwuj"),
    ),
    "vi": (
        ("Trang chủ", "Thời sự", "Góc nhìn", "Văn hóa", "Thể thao"),
        ("Bản quyền thuộc về tòa soạn.", "Quyền riêng tư", "Liên hệ"),
        ("Đọc nhiều", "Thông qua ngân sách", "Phà tạm ngừng", "Bảo tàng mở cửa lại"),
        ("Đăng nhập", "Theo dõi"),
    ),
    "zh": (
        ("首页", "新闻", "评论", "文化", "体育"),
        ("版权所有，未经授权不得转载。", "隐私政策", "联系我们"),
        ("热门文章", "预算案获通过", "渡轮停航", "博物馆重新开放"),
        ("登录", "关注"),
    ),
    "tg": (
        ("Саҳифаи аслӣ", "Хабарҳо", "Андеша", "Фарҳанг", "Варзиш"),
        ("Ҳамаи ҳуқуқҳо ҳифз шудаанд.", "Махфият", "Тамос"),
        ("Бештар хондашуда", "Буҷа қабул шуд", "Паром бекор шуд", "Осорхона боз шуд"),
        ("Даромадан", "Пайгирӣ"),
    ),
    "fr": (
        ("Accueil", "Actualités", "Opinions", "Culture", "Sciences"),
        ("Tous droits réservés.", "Confidentialité", "Nous contacter"),
        ("Les plus lus", "Le budget adopté", "Le bac ne circule plus", "Le musée rouvre"),
        ("Se connecter", "Suivre"),
    ),
    "ko": (
        ("홈", "뉴스", "오피니언", "문화", "스포츠"),
        ("무단 전재 및 재배포 금지.", "개인정보처리방침", "문의하기"),
        ("많이 본 기사", "예산안 통과", "여객선 결항", "박물관 재개관"),
        ("로그인", "구독"),
    ),
    "ps": (
        ("کور", "خبرونه", "نظر", "کلتور", "سپورت"),
        ("ټول حقونه خوندي دي.", "محرمیت", "اړیکه"),
        ("ډېر لوستل شوي", "بودیجه تصویب شوه", "بېړۍ ودرېده", "موزیم بیا پرانیستل شو"),
        ("ننوتل", "تعقیب"),
    ),
    "it": (
        ("Home", "Cronaca", "Opinioni", "Cultura", "Sport"),
        ("Tutti i diritti riservati.", "Privacy", "Contatti"),
        ("I più letti", "Approvato il bilancio", "Traghetto sospeso", "Riapre il museo"),
        ("Accedi", "Segui"),
    ),
    "de": (
        ("Startseite", "Nachrichten", "Meinung", "Kultur", "Wissen"),
        ("Alle Rechte vorbehalten.", "Datenschutz", "Kontakt"),
        ("Meistgelesen", "Haushalt beschlossen", "Fähre fällt aus", "Museum wieder offen"),
        ("Anmelden", "Folgen"),
    ),
    "jv": (
        ("Ngarep", "Warta", "Panemu", "Budaya", "Olahraga"),
        ("Sakabehing hak dilindhungi.", "Privasi", "Hubungi"),
        ("Paling diwaca", "Anggaran disahke", "Kapal ora mlaku", "Museum dibukak maneh"),
        ("Mlebu", "Tindakake"),
    ),
    "ar": (
        ("الرئيسية", "أخبار", "رأي", "ثقافة", "رياضة"),
        ("جميع الحقوق محفوظة.", "الخصوصية", "اتصل بنا"),
        ("الأكثر قراءة", "إقرار الميزانية", "توقف العبارة", "إعادة افتتاح المتحف"),
        ("تسجيل الدخول", "متابعة"),
    ),
    "es": (
        ("Inicio", "Noticias", "Opinión", "Cultura", "Deportes"),
        ("Todos los derechos reservados.", "Privacidad", "Contacto"),
        ("Lo más leído", "Aprobado el presupuesto", "Suspendido el ferri", "Reabre el museo"),
        ("Iniciar sesión", "Seguir"),
    ),
    "ig": (
        ("Ụlọ", "Akụkọ", "Echiche", "Omenala", "Egwuregwu"),
        ("Ikike niile echekwara.", "Nzuzo", "Kpọtụrụ anyị"),
        ("A gụrụ nke ukwuu", "Akwadoro mmefu ego", "Ụgbọ mmiri akwụsịla", "Ụlọ ngosi emepere ọzọ"),
        ("Banye", "Soro"),
    ),
    "ky": (
        ("Башкы бет", "Жаңылыктар", "Пикир", "Маданият", "Спорт"),
        ("Бардык укуктар корголгон.", "Купуялык", "Байланыш"),
        ("Көп окулгандар", "Бюджет кабыл алынды", "Паром токтоду", "Музей кайра ачылды"),
        ("Кирүү", "Жазылуу"),
    ),
    "br": (
        ("Degemer", "Keleier", "Soñjoù", "Sevenadur", "Sport"),
        ("Holl wirioù miret.", "Prevezded", "Darempred"),
        ("Lennet ar muiañ", "Budjed asantet", "Ar vag a chom e porzh", "Ar mirdi digor en-dro"),
        ("Kevreañ", "Heuliañ"),
    ),
    "th": (
        ("หน้าแรก", "ข่าว", "ความคิดเห็น", "วัฒนธรรม", "กีฬา"),
        ("สงวนลิขสิทธิ์ทั้งหมด", "ความเป็นส่วนตัว", "ติดต่อเรา"),
        ("ยอดนิยม", "งบประมาณผ่านสภา", "เรือเฟอร์รี่งดให้บริการ", "พิพิธภัณฑ์เปิดอีกครั้ง"),
        ("เข้าสู่ระบบ", "ติดตาม"),
    ),
    "pt": (
        ("Início", "Notícias", "Opinião", "Cultura", "Desporto"),
        ("Todos os direitos reservados.", "Privacidade", "Contactos"),
        ("Mais lidas", "Orçamento aprovado", "Ferry suspenso", "Museu reabre"),
        ("Entrar", "Seguir"),
    ),
    "or": (
        ("ମୁଖ୍ୟ ପୃଷ୍ଠା", "ଓଡ଼ିଶା", "ଦେଶ", "ବାଣିଜ୍ୟ", "କ୍ରୀଡ଼ା"),
        ("ସମସ୍ତ ଅଧିକାର ସଂରକ୍ଷିତ।", "ଗୋପନୀୟତା", "ଯୋଗାଯୋଗ"),
        ("ସର୍ବାଧିକ ପଠିତ", "ବଜେଟ ପାରିତ", "ଜାହାଜ ବନ୍ଦ", "ସଂଗ୍ରହାଳୟ ପୁଣି ଖୋଲିଲା"),
        ("ଲଗଇନ", "ଫଲୋ କରନ୍ତୁ"),
    ),
    "hi": (
        ("होम", "देश", "विदेश", "मनोरंजन", "खेल"),
        ("सर्वाधिकार सुरक्षित।", "गोपनीयता", "संपर्क करें"),
        ("सबसे ज़्यादा पढ़ी गईं", "बजट पारित", "फ़ेरी रद्द", "संग्रहालय फिर खुला"),
        ("लॉग इन", "फ़ॉलो करें"),
    ),
    "rw": (
        ("Ahabanza", "Amakuru", "Ibitekerezo", "Umuco", "Imikino"),
        ("Uburenganzira bwose burabitswe.", "Ibanga", "Twandikire"),
        (
            "Ibyasomwe cyane",
            "Ingengo y'imari yemejwe",
            "Ubwato bwahagaze",
            "Inzu ndangamurage yongeye gufungura",
        ),
        ("Injira", "Kurikira"),
    ),
    "mg": (
        ("Fandraisana", "Vaovao", "Hevitra", "Kolontsaina", "Fanatanjahantena"),
        ("Zo rehetra voatokana.", "Tsiambaratelo", "Hifandray"),
        ("Be mpamaky", "Lany ny tetibola", "Tsy mandeha ny sambo", "Misokatra indray ny tranombakoka"),
        ("Hiditra", "Hanaraka"),
    ),
    "fo": (
        ("Forsíða", "Tíðindi", "Hugsanir", "Mentan", "Ítróttur"),
        ("Øll rættindi verja.", "Privatlív", "Samband"),
        ("Mest lisið", "Fíggjarlógin samtykt", "Ferjan siglir ikki", "Savnið latið upp aftur"),
        ("Rita inn", "Fylg"),
    ),
    "tt": (
        ("Баш бит", "Яңалыклар", "Фикер", "Мәдәният", "Спорт"),
        ("Барлык хокуклар сакланган.", "Шәхсилек", "Элемтә"),
        ("Күп укылганнар", "Бюджет кабул ителде", "Паром туктады", "Музей яңадан ачылды"),
        ("Керү", "Язылу"),
    ),
    "bo": (
        ("མ་ངོས།", "གསར་འགྱུར།", "བསམ་ཚུལ།", "རིག་གཞུང་།", "རྩེད་མོ།"),
        ("པར་དབང་ཡོད།", "སྒེར་གྱི་གསང་བ།", "འབྲེལ་བ།"),
        ("མང་ཤོས་ཀློག་པ།", "འཆར་གཞི་ཆོག་མཆན་ཐོབ།", "གྲུ་བཀག", "མཛོད་ཁང་སྒོ་ཕྱེ།"),
        ("ནང་འཛུལ།", "རྗེས་འབྲང་།"),
    ),
    "ceb": (
        ("Panid", "Balita", "Opinyon", "Kultura", "Sports"),
        ("Tanang katungod gitagana.", "Pribasiya", "Kontaka kami"),
        (
            "Labing gibasa",
            "Gi-aprobahan ang badyet",
            "Wala mobiyahe ang barko",
            "Giablihan pag-usab ang museyo",
        ),
        ("Sulod", "Sunda"),
    ),
    "yi": (
        ("היים", "נײַעס", "מיינונגען", "קולטור", "ספּאָרט"),
        ("אַלע רעכט רעזערווירט.", "פּריוואַטקייט", "קאָנטאַקט"),
        ("מערסט געלייענט", "בודזשעט אָנגענומען", "פּראָם אָפּגעשטעלט", "מוזיי ווידער אָפֿן"),
        ("אַרײַנלאָגירן", "נאָכפֿאָלגן"),
    ),
    "ku": (
        ("Destpêk", "Nûçe", "Nêrîn", "Çand", "Werziş"),
        ("Hemû maf parastî ne.", "Nepenî", "Têkilî"),
        ("Herî zêde hatine xwendin", "Budce hat pejirandin", "Keştî rawestiya", "Mûze ji nû ve vebû"),
        ("Têkeve", "Bişopîne"),
    ),
    "dv": (
        ("މައި ޞަފްޙާ", "ޚަބަރު", "ޚިޔާލު", "ސަގާފަތް", "ކުޅިވަރު"),
        ("ހުރިހާ ޙައްޤެއް ހިފެހެއްޓިފައި.", "ސިއްރު", "ގުޅުއްވާ"),
        ("ގިނައިން ކިޔާފައިވާ", "ބަޖެޓް ފާސްވެއްޖެ", "ފެރީ ހުއްޓިއްޖެ", "މިއުޒިއަމް ހުޅުވައިފި"),
        ("ލޮގިން", "ފޮލޯ"),
    ),
    "ml": (
        ("ഹോം", "വാർത്ത", "അഭിപ്രായം", "സംസ്കാരം", "കായികം"),
        ("എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.", "സ്വകാര്യത", "ബന്ധപ്പെടുക"),
        ("കൂടുതൽ വായിച്ചത്", "ബജറ്റ് പാസായി", "ഫെറി നിർത്തി", "മ്യൂസിയം വീണ്ടും തുറന്നു"),
        ("ലോഗിൻ", "പിന്തുടരുക"),
    ),
}


def _amp(site: str, title: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), _account = words
    nav = "".join(f"<li><a href='/{i}/'>{m}</a></li>" for i, m in enumerate(menu))
    related = "".join(f"<li><a href='/amp/r/{i}'>{h}</a></li>" for i, h in enumerate(hot))
    return (
        f"<body><amp-sidebar id='sidebar' layout='nodisplay' side='left'><ul class='amp-menu'>{nav}</ul></amp-sidebar>"
        f"<header class='amp-header'><button on='tap:sidebar.toggle' class='burger'>☰</button><a class='amp-logo' href='/'><amp-img src='/logo.png' width='120' height='30' alt='{site}'></amp-img></a></header>"
        f"<main class='amp-main'><article class='amp-article'>{content}"
        "<div class='amp-share'><amp-social-share type='facebook' width='40' height='40'></amp-social-share>"
        "<amp-social-share type='twitter' width='40' height='40'></amp-social-share><amp-social-share type='email' width='40' height='40'></amp-social-share></div>"
        "</article>"
        + (f"<aside class='amp-related'><h3>{most}</h3><ul>{related}</ul></aside>" if side else "")
        + f"</main><footer class='amp-footer'><p>© 2026 {site}. {rights}</p><a href='/privacy'>{privacy}</a> <a href='/contact'>{contact}</a></footer></body>"
    )


def _nextjs(site: str, title: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), (signin, follow) = words
    nav = "".join(f"<a class='css-1k9x2bq' href='/{i}'>{m}</a>" for i, m in enumerate(menu))
    cards = "".join(
        f"<a class='css-7qp1zn' href='/post/{i}'><div class='css-u0k4f1'>{h}</div></a>"
        for i, h in enumerate(hot)
    )
    data = json.dumps(
        {"props": {"pageProps": {"title": title, "site": site}}, "page": "/[slug]", "buildId": "x7Fq2"},
        ensure_ascii=False,
    )
    return (
        f"<body><div id='__next'><div class='css-0'><header class='css-1d3w5wq'><a class='css-logo' href='/'>{site}</a>"
        f"<nav class='css-9z0y1x'>{nav}</nav><a class='css-btn' href='/login'>{signin}</a></header>"
        f"<div class='css-2b097c'><div class='css-8atqhb'>{content}</div>"
        f"<div class='css-react'><button class='css-like' aria-label='like'>♥ 38</button><button class='css-save'>🔖</button><button class='css-share'>↗</button><button class='css-follow'>{follow}</button></div>"
        + (f"<div class='css-rel'><p class='css-h'>{most}</p>{cards}</div>" if side else "")
        + f"</div><footer class='css-ft'><span>© 2026 {site}</span> <a href='/privacy'>{privacy}</a> <a href='/contact'>{contact}</a> <span>{rights}</span></footer></div></div>"
        f"<script id='__NEXT_DATA__' type='application/json'>{data}</script></body>"
    )


def _wiki(site: str, title: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), (signin, _follow) = words
    portlet = "".join(f"<li id='n-{i}'><a href='/wiki/{m}'>{m}</a></li>" for i, m in enumerate(menu))
    tools = "".join(f"<li><a href='/wiki/{h}'>{h}</a></li>" for h in hot)
    return (
        f"<body class='mediawiki skin-classic'><div id='mw-page-base'></div><div id='mw-head'><div id='p-personal'><ul><li><a href='/w/login'>{signin}</a></li></ul></div>"
        "<div id='p-views'><ul><li class='selected'><a href=''>Read</a></li><li><a href='?action=edit'>Edit</a></li><li><a href='?action=history'>History</a></li></ul></div></div>"
        f"<div id='mw-panel'><div id='p-logo'><a href='/'>{site}</a></div><div class='portal' id='p-navigation'><ul>{portlet}</ul></div>"
        + (f"<div class='portal' id='p-tb'><h3>{most}</h3><ul>{tools}</ul></div>" if side else "")
        + f"</div><div id='content' class='mw-body'><h1 id='firstHeading' class='firstHeading'>{title}</h1>"
        f"<div id='bodyContent'><div id='siteSub'>{site}</div><div id='mw-content-text'><div class='mw-parser-output'>{content}</div></div>"
        f"<div id='catlinks' class='catlinks'><a href='/wiki/Category'>{menu[1]}</a> | <a href='/wiki/Category2'>{menu[3]}</a></div></div></div>"
        f"<div id='footer'><ul id='footer-info'><li>© 2026 {site}. {rights}</li></ul><ul id='footer-places'><li><a href='/privacy'>{privacy}</a></li><li><a href='/contact'>{contact}</a></li></ul></div></body>"
    )


def _magazine(site: str, title: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), (signin, follow) = words
    nav = "".join(f"<li class='mag-nav-item'><a href='/c/{i}'>{m}</a></li>" for i, m in enumerate(menu))
    cards = "".join(
        f"<article class='mag-card'><a href='/story/{i}'><img src='/t/{i}.jpg' alt=''><h4>{h}</h4></a></article>"
        for i, h in enumerate(hot)
    )
    return (
        f"<body class='mag'><header class='mag-head'><a class='mag-brand' href='/'>{site}</a><ul class='mag-nav'>{nav}</ul>"
        f"<a class='mag-login' href='/account'>{signin}</a></header>"
        "<div class='mag-wrap'><aside class='mag-share-rail' style='position:sticky;top:80px'><a href='https://facebook.example/share'>f</a><a href='https://x.example/intent'>𝕏</a><button class='copy-link'>🔗</button></aside>"
        f"<div class='mag-body'><div class='mag-byline'><img class='avatar' src='/a/7.jpg' alt=''><span class='mag-author'>{site}</span> <button class='mag-follow'>{follow}</button></div>"
        f"<div class='mag-content'>{content}</div>"
        "<div class='mag-reactions'><button class='r-heart'>❤ 124</button><button class='r-bookmark'>🔖</button><button class='r-comments'>💬 7</button></div>"
        f"<form class='mag-newsletter' action='/subscribe'><input type='email' placeholder='@'><button>{follow}</button></form>"
        + (f"<section class='mag-related'><h3>{most}</h3>{cards}</section>" if side else "")
        + f"</div></div><footer class='mag-foot'><p>© 2026 {site} · {rights}</p><a href='/privacy'>{privacy}</a> · <a href='/contact'>{contact}</a></footer></body>"
    )


def _hugo(site: str, title: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (_most, *hot), _account = words
    links = " ".join(f"<a href='/{m}/'>{m}</a>" for m in menu[:3])
    tags = " ".join(f"<a class='tag' href='/tags/{i}/'>#{h.split()[0]}</a>" for i, h in enumerate(hot))
    return (
        f"<body><header class='site-header'><a class='site-title' href='/'>{site}</a><nav>{links}</nav></header>"
        f"<main><article class='post'>{content}</article>"
        + (f"<div class='post-tags'>{tags}</div>" if side else "")
        + f"</main><footer class='site-footer'>© 2026 {site}. {rights} · <a href='/privacy/'>{privacy}</a> · <a href='/contact/'>{contact}</a> · Powered by Hugo</footer></body>"
    )


_LAYOUT: dict[Layout, Callable[[str, str, str, bool, Words], str]] = {
    "amp": _amp,
    "nextjs": _nextjs,
    "wiki": _wiki,
    "magazine": _magazine,
    "hugo": _hugo,
}

_RTL = frozenset({"ar", "ps", "yi", "dv"})


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "hugo",
    head: str = "",
    side: bool = True,
    extra: str = "",
) -> bytes:
    """`content` inside a whole page of the given layout; `extra` goes at the end of the body (banners, scripts)."""
    body = _LAYOUT[layout](site, title, content, side, _WORDS[lang])
    body = body.replace("</body>", f"{extra}</body>")
    direction = " dir='rtl'" if lang in _RTL else ""
    if layout == "amp":
        return (
            f"<!doctype html><html ⚡ lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title} | {site}</title>"
            "<link rel='canonical' href='/'><meta name='viewport' content='width=device-width'>"
            "<script async src='https://cdn.ampproject.example/v0.js'></script>"
            "<style amp-boilerplate>body{visibility:hidden}</style><style amp-custom>.amp-main{max-width:700px}</style>"
            f"{head}</head>{body}</html>"
        ).encode()
    return (
        f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title} | {site}</title>"
        f"<meta name='viewport' content='width=device-width, initial-scale=1'>{head}</head>{body}</html>"
    ).encode()
