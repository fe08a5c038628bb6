"""Site chrome for the blind round-11 pages: five layouts and twenty-three languages of menus and footers.

The pages of `test_blind_round11` were written before they were run through the judge. Layouts no
earlier round had: XHTML 1.0 served as HTML (`xhtml`: an XML prolog, a namespace, `#wrapper`,
`#navlist`, `#sidebar`), an IndieWeb blog marked up with microformats (`hentry`: an `h-card` header,
an `h-entry` around the text, a list of webmentions), a page-builder site (`builder`: sections, rows,
columns and modules nested eight deep, a hero band, a footer of three columns), a grid page whose
source order puts the chrome first and the content last (`sourceorder`), and a publishing platform
(`platform`: sign-in and follow buttons on every page, an author card, a clap bar, "more from").
Languages no round had: Albanian, Macedonian, Belarusian, Azerbaijani, Uzbek, Mongolian, Amharic,
Sinhala, Khmer, Burmese, Nepali, Punjabi, Gujarati, Telugu, Malayalam, Yoruba, Hausa, Zulu, Somali,
Maltese, Irish, Luxembourgish, Esperanto and Lao. Class names are invented.
"""

# ruff: noqa: E501  (menu and footer words in twenty-three languages are data)

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

Layout = Literal["xhtml", "hentry", "builder", "sourceorder", "platform"]
LAYOUTS: tuple[Layout, ...] = ("xhtml", "hentry", "builder", "sourceorder", "platform")

# menu (5 entries), footer (rights, privacy, contact), rail (title + 3 headlines), account (sign in, follow)
Words = tuple[tuple[str, ...], tuple[str, str, str], tuple[str, ...], tuple[str, str]]
_WORDS: dict[str, Words] = {
    "sq": (
        ("Kryefaqja", "Lajme", "Bota", "Ekonomi", "Sport"),
        ("Të gjitha të drejtat të rezervuara.", "Privatësia", "Na kontaktoni"),
        ("Më të lexuarat", "Greva u anulua", "Bursa në rritje", "Stuhi në bregdet"),
        ("Hyr", "Ndiq"),
    ),
    "mk": (
        ("Почетна", "Македонија", "Свет", "Економија", "Спорт"),
        ("Сите права се задржани.", "Приватност", "Контакт"),
        ("Најчитани", "Штрајкот е откажан", "Берзата порасна", "Бура на брегот"),
        ("Најава", "Следи"),
    ),
    "be": (
        ("Галоўная", "Беларусь", "Свет", "Эканоміка", "Спорт"),
        ("Усе правы абаронены.", "Прыватнасць", "Кантакты"),
        ("Папулярнае", "Забастоўку адмянілі", "Біржа вырасла", "Шторм на ўзбярэжжы"),
        ("Увайсці", "Падпісацца"),
    ),
    "az": (
        ("Ana səhifə", "Siyasət", "Dünya", "İqtisadiyyat", "İdman"),
        ("Bütün hüquqlar qorunur.", "Məxfilik", "Əlaqə"),
        ("Ən çox oxunanlar", "Tətil ləğv edildi", "Birja yüksəldi", "Sahildə fırtına"),
        ("Daxil ol", "İzlə"),
    ),
    "uz": (
        ("Bosh sahifa", "Oʻzbekiston", "Dunyo", "Iqtisodiyot", "Sport"),
        ("Barcha huquqlar himoyalangan.", "Maxfiylik", "Aloqa"),
        ("Koʻp oʻqilgan", "Ish tashlash bekor qilindi", "Birja koʻtarildi", "Sohilda boʻron"),
        ("Kirish", "Obuna boʻlish"),
    ),
    "mn": (
        ("Нүүр", "Улс төр", "Дэлхий", "Эдийн засаг", "Спорт"),
        ("Бүх эрх хуулиар хамгаалагдсан.", "Нууцлал", "Холбоо барих"),
        ("Их уншсан", "Ажил хаялт цуцлагдлаа", "Хөрөнгийн бирж өслөө", "Эрэгт шуурга"),
        ("Нэвтрэх", "Дагах"),
    ),
    "am": (
        ("መነሻ", "ዜና", "ዓለም", "ኢኮኖሚ", "ስፖርት"),
        ("መብቱ በህግ የተጠበቀ ነው።", "ግላዊነት", "ያግኙን"),
        ("በብዛት የተነበቡ", "አድማው ተሰረዘ", "ገበያው ጨመረ", "በባህር ዳርቻ አውሎ ነፋስ"),
        ("ግባ", "ተከተል"),
    ),
    "si": (
        ("මුල් පිටුව", "පුවත්", "ලෝකය", "ව්‍යාපාර", "ක්‍රීඩා"),
        ("සියලු හිමිකම් ඇවිරිණි.", "පෞද්ගලිකත්වය", "අප අමතන්න"),
        ("වැඩිපුරම කියවූ", "වැඩ වර්ජනය අවසන්", "කොටස් වෙළඳපොළ ඉහළට", "වෙරළට කුණාටුවක්"),
        ("පිවිසෙන්න", "අනුගමනය"),
    ),
    "km": (
        ("ទំព័រដើម", "ជាតិ", "អន្តរជាតិ", "សេដ្ឋកិច្ច", "កីឡា"),
        ("រក្សាសិទ្ធិគ្រប់យ៉ាង។", "ឯកជនភាព", "ទំនាក់ទំនង"),
        ("អានច្រើនជាងគេ", "កូដកម្មត្រូវបានលុបចោល", "ផ្សារភាគហ៊ុនកើនឡើង", "ព្យុះនៅតាមឆ្នេរ"),
        ("ចូល", "តាមដាន"),
    ),
    "my": (
        ("ပင်မစာမျက်နှာ", "ပြည်တွင်း", "နိုင်ငံတကာ", "စီးပွားရေး", "အားကစား"),
        ("မူပိုင်ခွင့်ရယူထားသည်။", "ကိုယ်ရေးအချက်အလက်", "ဆက်သွယ်ရန်"),
        ("လူဖတ်အများဆုံး", "သပိတ်ရပ်ဆိုင်း", "စတော့ဈေးတက်", "ကမ်းရိုးတန်းတွင်မုန်တိုင်း"),
        ("ဝင်ရောက်ရန်", "လိုက်ကြည့်ရန်"),
    ),
    "ne": (
        ("गृहपृष्ठ", "समाचार", "विश्व", "अर्थ", "खेलकुद"),
        ("सर्वाधिकार सुरक्षित।", "गोपनीयता", "सम्पर्क"),
        ("धेरै पढिएको", "हडताल फिर्ता", "सेयर बजार उकालो", "तटमा आँधी"),
        ("लगइन", "पछ्याउनुहोस्"),
    ),
    "pa": (
        ("ਮੁੱਖ ਪੰਨਾ", "ਪੰਜਾਬ", "ਦੇਸ਼", "ਵਪਾਰ", "ਖੇਡਾਂ"),
        ("ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।", "ਪਰਦੇਦਾਰੀ", "ਸੰਪਰਕ ਕਰੋ"),
        ("ਸਭ ਤੋਂ ਵੱਧ ਪੜ੍ਹੀਆਂ", "ਹੜਤਾਲ ਵਾਪਸ", "ਸ਼ੇਅਰ ਬਾਜ਼ਾਰ ਚੜ੍ਹਿਆ", "ਤੱਟ ਉੱਤੇ ਤੂਫ਼ਾਨ"),
        ("ਲੌਗ ਇਨ", "ਫਾਲੋ ਕਰੋ"),
    ),
    "gu": (
        ("હોમ", "ગુજરાત", "દેશ", "બિઝનેસ", "રમતગમત"),
        ("સર્વ હક્ક સ્વાધીન.", "ગોપનીયતા", "સંપર્ક"),
        ("સૌથી વધુ વંચાયેલા", "હડતાળ પાછી ખેંચાઈ", "શેરબજારમાં તેજી", "દરિયાકાંઠે વાવાઝોડું"),
        ("લૉગ ઇન", "ફૉલો કરો"),
    ),
    "te": (
        ("హోమ్", "తెలంగాణ", "జాతీయం", "బిజినెస్", "క్రీడలు"),
        ("సర్వ హక్కులు ప్రత్యేకించబడినవి.", "గోప్యత", "సంప్రదించండి"),
        ("ఎక్కువగా చదివినవి", "సమ్మె విరమణ", "మార్కెట్లు లాభాల్లో", "తీరంలో తుపాను"),
        ("లాగిన్", "ఫాలో"),
    ),
    "ml": (
        ("ഹോം", "കേരളം", "ലോകം", "ബിസിനസ്", "കായികം"),
        ("എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.", "സ്വകാര്യത", "ബന്ധപ്പെടുക"),
        ("ഏറ്റവും കൂടുതൽ വായിച്ചത്", "പണിമുടക്ക് പിൻവലിച്ചു", "ഓഹരി വിപണി ഉയർന്നു", "തീരത്ത് കൊടുങ്കാറ്റ്"),
        ("ലോഗിൻ", "പിന്തുടരുക"),
    ),
    "yo": (
        ("Ojú-ìwé àkọ́kọ́", "Ìròyìn", "Àgbáyé", "Ọrọ̀ ajé", "Eré ìdárayá"),
        ("Gbogbo ẹ̀tọ́ wa ni a fi pamọ́.", "Àṣírí", "Kàn sí wa"),
        ("Èyí tí a kà jùlọ", "Ìyanṣẹ́lódì parí", "Ọjà ìpín gòkè", "Ìjì ní etíkun"),
        ("Wọlé", "Tẹ̀lé"),
    ),
    "ha": (
        ("Gida", "Labarai", "Duniya", "Tattalin arziki", "Wasanni"),
        ("Duk haƙƙoƙi an kiyaye su.", "Sirri", "Tuntuɓe mu"),
        (
            "Wanda aka fi karantawa",
            "An janye yajin aiki",
            "Kasuwar hannun jari ta tashi",
            "Guguwa a bakin teku",
        ),
        ("Shiga", "Bi"),
    ),
    "zu": (
        ("Ikhaya", "Izindaba", "Umhlaba", "Ezomnotho", "Ezemidlalo"),
        ("Wonke amalungelo agodliwe.", "Ubumfihlo", "Xhumana nathi"),
        ("Okufundwa kakhulu", "Isiteleka sihoxisiwe", "Imakethe iyakhuphuka", "Isiphepho ogwini"),
        ("Ngena", "Landela"),
    ),
    "so": (
        ("Bogga hore", "Wararka", "Adduunka", "Dhaqaalaha", "Ciyaaraha"),
        ("Xuquuqda oo dhan way dhowran tahay.", "Arrimaha gaarka ah", "Nala soo xiriir"),
        (
            "Ugu akhrisashada badan",
            "Shaqo joojinta waa la joojiyay",
            "Suuqa saamiyada ayaa kacay",
            "Duufaan xeebta ah",
        ),
        ("Gal", "Raac"),
    ),
    "mt": (
        ("Paġna ewlenija", "Aħbarijiet", "Dinja", "Negozju", "Sport"),
        ("Id-drittijiet kollha riżervati.", "Privatezza", "Ikkuntattjana"),
        ("L-aktar moqrija", "L-istrajk tneħħa", "Il-borża togħla", "Maltempata fuq il-kosta"),
        ("Idħol", "Segwi"),
    ),
    "ga": (
        ("Baile", "Nuacht", "An Domhan", "Gnó", "Spórt"),
        ("Gach ceart ar cosaint.", "Príobháideachas", "Déan teagmháil linn"),
        ("Is mó léite", "Cuireadh an stailc ar ceal", "Margaí in airde", "Stoirm ar an gcósta"),
        ("Sínigh isteach", "Lean"),
    ),
    "lb": (
        ("Heem", "Lëtzebuerg", "Welt", "Wirtschaft", "Sport"),
        ("All Rechter reservéiert.", "Dateschutz", "Kontakt"),
        ("Am meeschte gelies", "Streik ofgesot", "Bourse klëmmt", "Stuerm un der Küst"),
        ("Aloggen", "Verfollegen"),
    ),
    "eo": (
        ("Ĉefpaĝo", "Novaĵoj", "Mondo", "Ekonomio", "Sporto"),
        ("Ĉiuj rajtoj rezervitaj.", "Privateco", "Kontakto"),
        ("Plej legataj", "Striko nuligita", "Borso altiĝas", "Ŝtormo ĉe la marbordo"),
        ("Ensaluti", "Sekvi"),
    ),
    "lo": (
        ("ໜ້າຫຼັກ", "ຂ່າວ", "ໂລກ", "ເສດຖະກິດ", "ກິລາ"),
        ("ສະຫງວນລິຂະສິດ.", "ຄວາມເປັນສ່ວນຕົວ", "ຕິດຕໍ່"),
        ("ອ່ານຫຼາຍທີ່ສຸດ", "ຍົກເລີກການນັດຢຸດງານ", "ຕະຫຼາດຫຸ້ນເພີ່ມຂຶ້ນ", "ພາຍຸຢູ່ແຄມທະເລ"),
        ("ເຂົ້າສູ່ລະບົບ", "ຕິດຕາມ"),
    ),
}


def _xhtml(site: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), _account = words
    items = "".join(f"<li><a href='/{i}.html'>{m}</a></li>" for i, m in enumerate(menu))
    rail = "".join(f"<li><a href='/n/{i}.html'>{h}</a></li>" for i, h in enumerate(hot))
    return (
        f"<body><div id='wrapper'><div id='header'><h2 id='logo'><a href='/'>{site}</a></h2><ul id='navlist'>{items}</ul></div>"
        f"<div id='content'>{content}</div>"
        + (f"<div id='sidebar'><h3>{most}</h3><ul>{rail}</ul></div>" if side else "")
        + f"<div id='footer'><p>Copyright © 2026 {site}. {rights}<br /><a href='/privacy.html'>{privacy}</a> | <a href='/contact.html'>{contact}</a></p>"
        "<p><a href='http://validator.w3.org/check?uri=referer'>Valid XHTML 1.0 Strict</a></p></div></div></body>"
    )


def _hentry(site: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), (_signin, follow) = words
    nav = " ".join(f"<a href='/{i}/'>{m}</a>" for i, m in enumerate(menu))
    mentions = "".join(
        f"<li class='h-cite u-like-of'><a class='p-author h-card' href='https://person{i}.example/'><img class='u-photo' src='/av/{i}.png' alt='{h}' /></a></li>"
        for i, h in enumerate(hot)
    )
    return (
        f"<body><header class='site h-card'><img class='u-photo' src='/me.jpg' alt='' /><a class='p-name u-url' href='/' rel='me'>{site}</a>"
        f"<a class='follow' href='/feed.xml'>{follow}</a><nav>{nav}</nav></header>"
        f"<main><div class='h-entry'><div class='e-content'>{content}</div>"
        f"<footer class='entry-meta'><a class='u-url' href=''>#</a> · <a class='p-category' href='/{menu[1]}/'>{menu[1]}</a></footer></div>"
        + (
            f"<section class='webmentions'><h3>{most}</h3><ul class='likes'>{mentions}</ul></section>"
            if side
            else ""
        )
        + f"</main><footer class='site-foot'><p>{rights} <a href='/privacy/'>{privacy}</a> · <a href='/contact/'>{contact}</a> · <a href='/feed.xml'>RSS</a></p></footer></body>"
    )


def _builder(site: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), _account = words

    def module(kind: str, inner: str) -> str:
        return f"<div class='pb-module pb-module-{kind}' data-module='{kind}'><div class='pb-module-inner'><div class='pb-module-body'>{inner}</div></div></div>"

    def section(cls: str, *columns: tuple[str, str]) -> str:
        cols = "".join(
            f"<div class='pb-col pb-col-{width}'><div class='pb-col-wrap'>{inner}</div></div>"
            for width, inner in columns
        )
        return f"<section class='pb-section {cls}'><div class='pb-container'><div class='pb-row'>{cols}</div></div></section>"

    nav = module(
        "menu",
        "<ul class='pb-menu'>"
        + "".join(f"<li><a href='/{i}/'>{m}</a></li>" for i, m in enumerate(menu))
        + "</ul>",
    )
    recent = module(
        "recent",
        f"<h4 class='pb-title'>{most}</h4><ul>"
        + "".join(f"<li><a href='/p/{i}/'>{h}</a></li>" for i, h in enumerate(hot))
        + "</ul>",
    )
    main = module("text", content)
    body_cols = (("8", main), ("4", recent)) if side else (("12", main),)
    return (
        "<body class='pb-page'><div class='pb-site'>"
        + section("pb-header", ("3", module("logo", f"<a href='/'>{site}</a>")), ("9", nav))
        + section("pb-hero", ("12", module("spacer", "<div style='height:40px'></div>")))
        + section("pb-content", *body_cols)
        + section(
            "pb-footer",
            ("4", module("text", f"<p>© 2026 {site}</p>")),
            ("4", module("links", f"<a href='/privacy/'>{privacy}</a><br><a href='/contact/'>{contact}</a>")),
            ("4", module("text", f"<p>{rights}</p>")),
        )
        + "</div></body>"
    )


def _sourceorder(site: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), _account = words
    rail = "".join(f"<a class='rail-item' href='/r/{i}'>{h}</a>" for i, h in enumerate(hot))
    return (
        "<body><style>.layout{display:grid;grid-template-areas:'head head' 'nav nav' 'main rail' 'foot foot'}"
        ".area-head{grid-area:head}.area-nav{grid-area:nav}.area-main{grid-area:main}.area-rail{grid-area:rail}.area-foot{grid-area:foot}</style>"
        "<div class='layout'>"
        + (f"<div class='area-rail'><strong>{most}</strong>{rail}</div>" if side else "")
        + f"<div class='area-foot'><small>© 2026 {site} · {rights}</small> <a href='/privacy'>{privacy}</a> <a href='/contact'>{contact}</a></div>"
        f"<div class='area-nav'>{''.join(f'<a href=/s/{i}>{m}</a> ' for i, m in enumerate(menu))}</div>"
        f"<div class='area-head'><a class='brand' href='/'>{site}</a></div>"
        f"<div class='area-main'>{content}</div></div></body>"
    )


def _platform(site: str, content: str, side: bool, words: Words) -> str:
    menu, (rights, privacy, contact), (most, *hot), (signin, follow) = words
    cards = "".join(
        f"<div class='pf-card'><a href='/@writer{i}/p-{i}'><h2>{h}</h2></a><span class='pf-meta'>4 min</span></div>"
        for i, h in enumerate(hot)
    )
    return (
        f"<body><div class='pf-top'><a class='pf-logo' href='/'>{site}</a><div class='pf-search'><input placeholder='{menu[0]}'></div>"
        f"<a class='pf-btn' href='/m/signin'>{signin}</a> <button class='pf-btn pf-primary'>{follow}</button></div>"
        f"<div class='pf-page'><div class='pf-author'><img src='/u/1.png' alt='' /><a href='/@writer'>{site}</a> <button class='pf-follow'>{follow}</button></div>"
        f"<div class='pf-story'>{content}</div>"
        "<div class='pf-claps'><button aria-label='clap'>👏</button> 1.2K <button aria-label='responses'>💬</button> 18 <button aria-label='share'>⤴</button></div>"
        + (f"<div class='pf-more'><h3>{most}</h3>{cards}</div>" if side else "")
        + f"</div><div class='pf-foot'>{' '.join(f'<a href=/{i}>{m}</a>' for i, m in enumerate(menu))} <a href='/privacy'>{privacy}</a> <a href='/contact'>{contact}</a> <span>{rights}</span></div></body>"
    )


_LAYOUT: dict[Layout, Callable[[str, str, bool, Words], str]] = {
    "xhtml": _xhtml,
    "hentry": _hentry,
    "builder": _builder,
    "sourceorder": _sourceorder,
    "platform": _platform,
}


def page(
    lang: str,
    site: str,
    title: str,
    content: str,
    *,
    layout: Layout = "xhtml",
    head: str = "",
    side: bool = True,
    extra: str = "",
) -> bytes:
    """`content` inside a whole page of the given layout; `extra` goes at the end of the body (banners, scripts)."""
    body = _LAYOUT[layout](site, content, side, _WORDS[lang])
    body = body.replace("</body>", f"{extra}</body>")
    if layout == "xhtml":
        return (
            "<?xml version='1.0' encoding='UTF-8'?>\n"
            "<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Strict//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd'>\n"
            f"<html xmlns='http://www.w3.org/1999/xhtml' xml:lang='{lang}' lang='{lang}'><head>"
            f"<meta http-equiv='Content-Type' content='text/html; charset=utf-8' /><title>{title} - {site}</title>"
            f"<link rel='stylesheet' type='text/css' href='/style.css' />{head}</head>{body}</html>"
        ).encode()
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} · {site}</title>"
        f"<meta name='viewport' content='width=device-width, initial-scale=1'>{head}</head>{body}</html>"
    ).encode()
