# ruff: noqa: E501
# (blind round 13's generator, ported as written by its author: data and string templates)
from __future__ import annotations

# Thin pages: text is not the content a researcher came for.
from typing import Any

from tests.judge.blind13.common import P


def items(fmt: str, rows: list[tuple[object, ...]]) -> str:
    return "".join(fmt.format(*r) for r in rows)


PAGES: list[dict[str, Any]] = []
A = PAGES.append

# ---------------------------------------------------------------- aggregators / archives / tags
A(
    P(
        "t01_de_aggregator",
        "de",
        "thin",
        "aggregator",
        "Rheintal Kurier",
        "Nachrichten aus der Region – Übersicht",
        "Regionales: Alle Meldungen",
        '<p class="intro">Aktuelle Meldungen aus dem Rheintal, laufend aktualisiert.</p>\n<div class="teaser-list">'
        + items(
            '<div class="teaser"><h3><a href="/region/{0}">{1}</a></h3><p class="snippet">{2}</p><span class="time">{3}</span></div>\n',
            [
                (
                    101,
                    "Umleitung an der B9 ab Montag",
                    "Wegen Bauarbeiten wird der Verkehr zwei Wochen lang umgeleitet …",
                    "vor 12 Min.",
                ),
                (
                    102,
                    "Weihnachtsmarkt öffnet früher als geplant",
                    "Die Stadt hat den Termin um drei Tage vorgezogen …",
                    "vor 40 Min.",
                ),
                (
                    103,
                    "Feuerwehr rettet Katze aus Baum",
                    "Der Einsatz dauerte knapp eine Stunde …",
                    "vor 1 Std.",
                ),
                (
                    104,
                    "Neue Buslinie verbindet drei Gemeinden",
                    "Ab Januar fährt die Linie 47 im Halbstundentakt …",
                    "vor 2 Std.",
                ),
                (
                    105,
                    "Handballer verlieren knapp in Koblenz",
                    "Am Ende fehlten zwei Tore zum Punktgewinn …",
                    "vor 3 Std.",
                ),
                (
                    106,
                    "Bürgerbüro vorübergehend geschlossen",
                    "Grund ist ein Umzug in das neue Rathausgebäude …",
                    "vor 4 Std.",
                ),
                (
                    107,
                    "Weinlese 2026: Winzer zufrieden",
                    "Die Mengen liegen leicht über dem Durchschnitt …",
                    "vor 5 Std.",
                ),
                (
                    108,
                    "Polizei sucht Zeugen nach Unfall",
                    "Ein Radfahrer wurde am Dienstagabend leicht verletzt …",
                    "vor 6 Std.",
                ),
                (
                    109,
                    "Schwimmbad bekommt neue Rutsche",
                    "Der Gemeinderat stimmte der Investition zu …",
                    "gestern",
                ),
                (
                    110,
                    "Stadtbibliothek verlängert Öffnungszeiten",
                    "Künftig ist auch samstags bis 16 Uhr geöffnet …",
                    "gestern",
                ),
                (
                    111,
                    "Streit um Parkgebühren geht weiter",
                    "Die Händler fordern eine Stunde kostenloses Parken …",
                    "gestern",
                ),
                (
                    112,
                    "Konzert im Kurpark abgesagt",
                    "Der Veranstalter nennt organisatorische Gründe …",
                    "gestern",
                ),
            ],
        )
        + '</div>\n<div class="pager"><a href="?page=2">Weitere Meldungen laden</a></div>',
        "Index of headlines each with a one-line teaser linking elsewhere; none of the stories is on the page.",
        date="Donnerstag, 19. November 2026",
    )
)

A(
    P(
        "t02_ja_category",
        "ja",
        "thin",
        "category-archive",
        "たびノート",
        "カテゴリー「国内旅行」の記事一覧",
        "カテゴリー: 国内旅行",
        '<p>「国内旅行」カテゴリーの記事 全48件</p>\n<ul class="post-list">'
        + items(
            '<li class="post-item"><a href="/archives/{0}"><span class="post-date">{1}</span><span class="post-title">{2}</span></a><p class="excerpt">{3}</p></li>\n',
            [
                (
                    3012,
                    "2026.11.15",
                    "金沢で食べたい朝ごはん5選",
                    "近江町市場の近くで朝から営業している店を…",
                ),
                (3008, "2026.11.02", "紅葉シーズンの日光を歩く", "いろは坂の渋滞を避けるコツは…"),
                (2997, "2026.10.21", "青春18きっぷで行く山陰の旅", "鳥取から松江まで普通列車だけで…"),
                (2985, "2026.10.09", "高松うどん巡り　一日で何杯いける？", "セルフ式の店では最初にうどんを…"),
                (2970, "2026.09.28", "函館の夜景、どの時間がベスト？", "日没の30分後が一番きれいだと…"),
                (2962, "2026.09.14", "沖縄の離島へフェリーで渡る", "那覇の泊港から出る便は…"),
                (2951, "2026.08.30", "雨の日の京都で楽しめる場所", "美術館や町家カフェを中心に…"),
                (2940, "2026.08.17", "長野の温泉宿、選び方のポイント", "源泉かけ流しかどうかを確認…"),
            ],
        )
        + '</ul>\n<div class="pagination"><span class="current">1</span> <a href="?paged=2">2</a> <a href="?paged=3">3</a> <a href="?paged=2">次へ »</a></div>\n<h3>関連カテゴリー</h3><p><a href="/c/kaigai">海外旅行</a> / <a href="/c/gourmet">グルメ</a> / <a href="/c/onsen">温泉</a></p>',
        "A category archive listing post titles with one-line excerpts; the articles themselves are elsewhere.",
    )
)

A(
    P(
        "t03_pt_tags",
        "pt",
        "thin",
        "tag-archive",
        "Cozinha da Vó Lurdes",
        "Tag: sobremesas",
        "Arquivo da tag: sobremesas",
        '<div class="tagcloud">'
        + items(
            '<a href="/tag/{0}" class="tag-cloud-link" style="font-size:{1}pt">{2}</a>\n',
            [
                ("bolo", 22, "bolo"),
                ("pudim", 14, "pudim"),
                ("doce-de-leite", 18, "doce de leite"),
                ("sem-gluten", 9, "sem glúten"),
                ("festa-junina", 16, "festa junina"),
                ("chocolate", 20, "chocolate"),
                ("coco", 11, "coco"),
                ("mousse", 12, "mousse"),
                ("natal", 15, "natal"),
                ("rapido", 10, "rápido"),
                ("fit", 8, "fit"),
                ("milho", 13, "milho"),
            ],
        )
        + '</div>\n<h2>Posts marcados com “sobremesas”</h2>\n<ul class="tag-posts">'
        + items(
            '<li><a href="/{0}/">{1}</a> <span class="cnt">({2} comentários)</span></li>\n',
            [
                ("pudim-de-leite", "Pudim de leite condensado sem furinhos", 34),
                ("bolo-de-milho", "Bolo de milho de liquidificador", 21),
                ("brigadeiro", "Brigadeiro de colher", 12),
                ("mousse-maracuja", "Mousse de maracujá em 10 minutos", 8),
                ("cocada", "Cocada cremosa de travessa", 5),
                ("pave", "Pavê de bolacha para o Natal", 17),
                ("arroz-doce", "Arroz-doce da vovó", 9),
                ("canjica", "Canjica com amendoim", 4),
            ],
        )
        + '</ul>\n<p><a href="/tag/sobremesas/page/2/">« Posts mais antigos</a></p>',
        "A tag cloud plus a list of post titles under one tag; no recipe or other content is present.",
    )
)

A(
    P(
        "t31_my_tag",
        "my",
        "thin",
        "tag-archive",
        "မြန်မာ့ဟင်းလျာ",
        "Tag: မုန့်ဟင်းခါး",
        "Tag: မုန့်ဟင်းခါး",
        '<p>ဤ tag ဖြင့် ဆောင်းပါး ၉ ပုဒ် ရှိသည်။</p>\n<ul class="tag-list">'
        + items(
            '<li><a href="/p/{0}">{1}</a><span class="d"> — {2}</span></li>\n',
            [
                (801, "မုန့်ဟင်းခါး ချက်နည်း (ရန်ကုန်စတိုင်)", "၂၀၂၆ နိုဝင်ဘာ ၁၀"),
                (790, "ငါးဖယ်ဖြင့် မုန့်ဟင်းခါး", "၂၀၂၆ အောက်တိုဘာ ၂၂"),
                (777, "မနက်စာ ဆိုင်ကောင်း ၁၀ ဆိုင်", "၂၀၂၆ စက်တင်ဘာ ၃၀"),
                (765, "ပဲကြော် လုပ်နည်း", "၂၀၂၆ စက်တင်ဘာ ၁၂"),
                (751, "ဘူးသီးကြော် အကြွပ်", "၂၀၂၆ ဩဂုတ် ၂၈"),
                (740, "မုန့်ဟင်းခါး အရည်ပျစ်စေရန်", "၂၀၂၆ ဩဂုတ် ၉"),
            ],
        )
        + '</ul>\n<div class="tags"><a href="/tag/a">ရှမ်းခေါက်ဆွဲ</a> · <a href="/tag/b">အုန်းနို့ခေါက်ဆွဲ</a> · <a href="/tag/c">လက်ဖက်သုပ်</a> · <a href="/tag/d">မုန့်လုံးရေပေါ်</a></div>',
        "Tag archive of Burmese recipe post titles and dates only, plus links to other tags.",
    )
)

# ---------------------------------------------------------------- galleries / media
A(
    P(
        "t04_ru_gallery",
        "ru",
        "thin",
        "gallery",
        "Фотоклуб «Невский»",
        "Фотогалерея: Осенний Петербург",
        "Осенний Петербург — фотогалерея",
        '<div class="gallery">'
        + items(
            '<figure class="gallery-item"><a href="/photo/{0}"><img src="/img/{0}.jpg" alt="{1}" width="600" height="400"></a><figcaption>{1}</figcaption></figure>\n',
            [
                (1, "Летний сад в октябре"),
                (2, "Туман над Невой"),
                (3, "Дворцовая площадь утром"),
                (4, "Листья на Фонтанке"),
                (5, "Разводной мост ночью"),
                (6, "Кошка на подоконнике, Коломна"),
                (7, "Дождь на Невском"),
                (8, "Купол Исаакия"),
                (9, "Парк Лесотехнической академии"),
                (10, "Последние катера сезона"),
            ],
        )
        + '</div>\n<p class="gallery-meta">Фото 1–10 из 36 · Автор подборки: Анна К.</p>\n<div class="pager"><a href="?p=2">Следующие фото →</a></div>',
        "A photo gallery whose only text is short captions; a researcher gets no prose content.",
        date="12 ноября 2026",
    )
)

A(
    P(
        "t05_ko_video",
        "ko",
        "thin",
        "video-page",
        "씨네클립",
        "[영상] 제주 올레길 7코스 드론 촬영",
        "제주 올레길 7코스 드론 영상",
        '<div class="player"><video controls preload="none" poster="/thumbs/olle7.jpg" width="960" height="540"><source src="/media/olle7.mp4" type="video/mp4"></video></div>\n<p class="video-desc">서귀포 외돌개에서 월평 포구까지 이어지는 올레길 7코스를 드론으로 담았습니다.</p>\n<div class="video-stats"><span>조회수 12,384회</span> · <span>좋아요 431</span> · <span>03:42</span></div>\n<h3>관련 영상</h3>\n<ul class="related-videos">'
        + items(
            '<li><a href="/v/{0}"><img src="/thumbs/{0}.jpg" alt=""><span class="t">{1}</span><span class="len">{2}</span></a></li>\n',
            [
                (901, "성산일출봉 일출 타임랩스", "02:15"),
                (902, "한라산 설경 4K", "05:01"),
                (903, "우도 자전거 일주", "07:48"),
                (904, "협재 해변 노을", "01:59"),
                (905, "제주 오일장 풍경", "04:20"),
            ],
        )
        + "</ul>",
        "A video player with a one-line description and a list of related video titles; the page carries no textual content.",
        date="2026.11.18",
    )
)

A(
    P(
        "t28_km_video",
        "km",
        "thin",
        "video-page",
        "ខ្មែរវីដេអូ",
        "វីដេអូ៖ ពិធីបុណ្យអុំទូក ២០២៦",
        "ពិធីបុណ្យអុំទូក ២០២៦",
        '<div class="video-wrap"><iframe src="https://player.example.test/embed/kh-2026-boat" width="854" height="480" title="video" allowfullscreen></iframe></div>\n<p>ទិដ្ឋភាពការប្រណាំងទូកនៅមុខព្រះបរមរាជវាំង ថ្ងៃទី១។</p>\n<p class="views">ការមើល ៨ ៤១២ ដង</p>\n<h3>វីដេអូពាក់ព័ន្ធ</h3>\n<ul>'
        + items(
            '<li><a href="/v/{0}">{1}</a></li>\n',
            [
                (11, "បណ្ដែតប្រទីប ពេលយប់"),
                (12, "សំពះព្រះខែ និងអកអំបុក"),
                (13, "ទូកងពីខេត្តកំពង់ចាម"),
                (14, "កាំជ្រួចលើទន្លេចតុមុខ"),
            ],
        )
        + "</ul>",
        "Embedded video player with a single descriptive sentence and related video links; no article text.",
    )
)

# ---------------------------------------------------------------- doorway / keyword stuffing
A(
    P(
        "t06_en_doorway",
        "en",
        "thin",
        "doorway",
        "Best Cheap Flights Paris",
        "Cheap Flights to Paris | Cheap Paris Flights | Cheapest Flights Paris",
        "Cheap Flights to Paris – Cheapest Paris Flights Deals",
        "<p>Looking for cheap flights to Paris? Find cheap flights to Paris and cheap Paris flights deals. Our cheap flights to Paris are the cheapest flights to Paris. Book cheap flights Paris today and get cheap flights to Paris from all airports.</p>\n"
        "<p>Cheap flights to Paris from London, cheap flights to Paris from New York, cheap flights to Paris from Dublin, cheap flights to Paris from Berlin. Compare cheap flights to Paris and find the cheapest flights to Paris. Cheap Paris flights, cheap Paris airfare, cheap Paris tickets.</p>\n"
        "<h2>Cheapest Flights to Paris</h2>\n<p>The cheapest flights to Paris are cheap flights to Paris that are cheap. Cheap flights to Paris last minute, last minute cheap flights to Paris, cheap last minute Paris flights. Find cheap flights to Paris now.</p>\n"
        "<h2>Cheap Paris Flights Deals</h2>\n<p>Cheap Paris flights deals, cheap flights Paris deals, cheap deals flights Paris. Best cheap flights to Paris, best cheapest flights to Paris, best cheap Paris flights deals. Book cheap flights to Paris.</p>\n"
        '<p class="kw">cheap flights paris, cheap flights to paris, paris cheap flights, flights paris cheap, cheapest flights paris, cheap airfare paris, cheap tickets paris</p>\n<p><a class="btn" href="/go?aff=8812">Search cheap flights to Paris</a></p>',
        "Keyword-stuffed doorway page repeating 'cheap flights to Paris' with no real information.",
    )
)

A(
    P(
        "t07_es_doorway_short",
        "es",
        "thin",
        "doorway",
        "Abogados Divorcio Madrid Baratos",
        "Abogados divorcio Madrid baratos – abogado divorcio barato Madrid",
        "Abogados de divorcio baratos en Madrid",
        '<p>Abogados divorcio Madrid baratos. Abogado divorcio barato Madrid, abogados baratos divorcio Madrid, divorcio barato Madrid abogados. Los mejores abogados de divorcio baratos en Madrid. Llame ya abogados divorcio Madrid baratos.</p>\n<p><a class="cta" href="tel:+34900000000">Abogados divorcio Madrid baratos – llamar</a></p>',
        "Short doorway text repeating one search phrase; no legal information at all.",
    )
)

A(
    P(
        "t08_vi_doorway",
        "vi",
        "thin",
        "doorway",
        "Sửa Máy Lạnh Quận 7",
        "Sửa máy lạnh quận 7 giá rẻ – sửa máy lạnh quận 7 uy tín",
        "Sửa máy lạnh quận 7 giá rẻ uy tín",
        "<p>Sửa máy lạnh quận 7 giá rẻ, sửa máy lạnh quận 7 uy tín, sửa máy lạnh quận 7 tại nhà. Dịch vụ sửa máy lạnh quận 7 giá rẻ nhất, sửa máy lạnh quận 7 nhanh. Gọi ngay sửa máy lạnh quận 7.</p>\n"
        "<h2>Sửa máy lạnh quận 7 tại nhà giá rẻ</h2>\n<p>Sửa máy lạnh quận 7 tại nhà giá rẻ uy tín, sửa máy lạnh tại nhà quận 7, sửa máy lạnh quận 7 gần đây. Thợ sửa máy lạnh quận 7 giá rẻ, thợ sửa máy lạnh quận 7 uy tín.</p>\n"
        '<h2>Vệ sinh máy lạnh quận 7 giá rẻ</h2>\n<p>Vệ sinh máy lạnh quận 7, vệ sinh máy lạnh quận 7 giá rẻ, bơm ga máy lạnh quận 7, sửa máy lạnh quận 7 giá rẻ uy tín tại nhà. Sửa máy lạnh quận 7 gọi ngay.</p>\n<p><a href="tel:0900000000">Gọi sửa máy lạnh quận 7: 0900 000 000</a></p>',
        "Vietnamese doorway page built from one repeated service phrase; it carries no information.",
    )
)

# ---------------------------------------------------------------- rate limit / quota
A(
    P(
        "t09_fr_ratelimit",
        "fr",
        "thin",
        "rate-limit",
        "Le Comptoir Numérique",
        "Trop de requêtes",
        "Trop de requêtes",
        '<div class="notice notice-error"><p>Vous avez envoyé trop de requêtes en peu de temps. Veuillez patienter avant de réessayer.</p><p>Vous pourrez réessayer dans <strong>60 secondes</strong>.</p><p class="small">Code d\'erreur : 429 · Référence : 7f3a-91c2-4b0e</p><p><a href="/">Retour à l\'accueil</a></p></div>',
        "A 'too many requests' notice served inside the site template; the requested content is missing.",
        layouts=["forum", "wpblog", "spa", "portal", "minimal"],
    )
)

A(
    P(
        "t10_zh_quota",
        "zh",
        "thin",
        "rate-limit",
        "知行文库",
        "访问次数已达上限",
        "今日免费查阅次数已用完",
        '<div class="quota-box"><p>您今天的免费查阅次数（20次）已经用完。</p><p>请于明天 00:00 后再试，或开通会员享受不限次数查阅。</p><p><a class="btn-primary" href="/vip">开通会员</a> <a class="btn" href="/">返回首页</a></p><p class="tip">请求编号：Q-20261120-88341</p></div>',
        "Daily quota-exceeded notice; the document the user asked for is not shown.",
    )
)

# ---------------------------------------------------------------- soft 404s
A(
    P(
        "t11_ar_soft404",
        "ar",
        "thin",
        "soft-404",
        "بوابة النهار",
        "الصفحة غير موجودة",
        "عذراً، لم نعثر على هذه الصفحة",
        '<p>ربما تم نقل الصفحة التي تبحث عنها أو حذفها. تأكد من صحة الرابط أو استخدم البحث.</p>\n<form action="/search" class="nf-search"><input type="search" name="q" placeholder="ابحث في الموقع"><button>بحث</button></form>\n<h3>قد يعجبك أيضاً</h3>\n<ul class="suggested">'
        + items(
            '<li><a href="/news/{0}">{1}</a></li>\n',
            [
                (5521, "ارتفاع أسعار الذهب في الأسواق المحلية"),
                (5519, "افتتاح معرض الكتاب بمشاركة 40 دولة"),
                (5514, "نصائح للحفاظ على الطاقة في الشتاء"),
                (5510, "المنتخب يستعد لمباراة الأسبوع المقبل"),
                (5502, "تعرف على أفضل تطبيقات تعلم اللغات"),
            ],
        )
        + "</ul>",
        "Soft 404 served with full site chrome and suggested links; the requested page does not exist.",
    )
)

A(
    P(
        "t12_th_soft404",
        "th",
        "thin",
        "soft-404",
        "ช้อปดีดี",
        "ไม่พบสินค้า",
        "ขออภัย สินค้านี้ไม่มีจำหน่ายแล้ว",
        '<p>สินค้าที่คุณกำลังค้นหาอาจถูกลบออกจากระบบหรือหมดสต็อกถาวร</p>\n<p><a href="/">กลับไปหน้าแรก</a></p>\n<h3>สินค้าที่คุณอาจสนใจ</h3>\n<ul class="product-grid">'
        + items(
            '<li class="p-card"><a href="/p/{0}"><img src="/img/{0}.jpg" alt=""><span class="name">{1}</span><span class="price">฿{2}</span></a></li>\n',
            [
                (3301, "หม้อหุงข้าวไฟฟ้า 1.8 ลิตร", "1,290"),
                (3302, "กระทะเคลือบ 28 ซม.", "590"),
                (3303, "กาต้มน้ำสแตนเลส", "450"),
                (3304, "เครื่องปั่นน้ำผลไม้", "990"),
                (3305, "ชุดมีดทำครัว 5 ชิ้น", "750"),
                (3306, "เขียงไม้ยางพารา", "220"),
            ],
        )
        + "</ul>",
        "Product soft 404: 'item no longer available' with a grid of other products.",
    )
)

# ---------------------------------------------------------------- walls
A(
    P(
        "t13_it_paywall",
        "it",
        "thin",
        "paywall-lede",
        "Il Corriere di Valle",
        "Ospedale, il nuovo reparto apre a gennaio ma mancano i medici",
        "Ospedale, il nuovo reparto apre a gennaio ma mancano i medici",
        "<p class=\"lede\">Il nuovo reparto di cardiologia dell'ospedale cittadino aprirà a metà gennaio, ma all'appello mancano ancora sei medici. La direzione sanitaria ha pubblicato un secondo bando e punta su contratti</p>\n"
        '<div class="paywall"><h3>Questo articolo è riservato agli abbonati</h3><p>Per continuare a leggere abbonati a Il Corriere di Valle.</p><ul class="plans"><li><strong>Digitale</strong> – 1 € il primo mese, poi 9,99 €/mese</li><li><strong>Digitale + carta</strong> – 19,99 €/mese</li></ul><p><a class="btn" href="/abbonati">Abbonati ora</a></p><p>Sei già abbonato? <a href="/accedi">Accedi</a></p></div>',
        "Only a truncated opening sentence before a subscription box; the article body is absent.",
        date="20 novembre 2026",
        author="Redazione",
    )
)

A(
    P(
        "t14_he_regwall",
        "he",
        "thin",
        "registration-wall",
        "הזמן הירושלמי",
        "מה צפוי בשוק הדיור בשנה הבאה",
        "מה צפוי בשוק הדיור בשנה הבאה",
        '<p class="teaser">מומחים חלוקים בשאלה אם המחירים ימשיכו לעלות.</p>\n<div class="regwall"><h3>הירשמו בחינם כדי להמשיך לקרוא</h3><p>הכתבה המלאה זמינה למשתמשים רשומים בלבד.</p><form action="/register" method="post"><label>דוא"ל <input type="email" name="email" required></label><label>סיסמה <input type="password" name="pw" required></label><button type="submit">הרשמה</button></form><p>כבר רשומים? <a href="/login">התחברו</a></p></div>',
        "Registration wall: one teaser sentence and a sign-up form instead of the article.",
    )
)

A(
    P(
        "t15_pl_login",
        "pl",
        "thin",
        "login",
        "Forum Wędkarskie",
        "Logowanie",
        "Zaloguj się",
        '<form class="login-form" action="/login" method="post"><p><label for="u">Nazwa użytkownika lub e-mail</label><br><input id="u" name="u" type="text"></p><p><label for="pw">Hasło</label><br><input id="pw" name="pw" type="password"></p><p><label><input type="checkbox" name="remember"> Zapamiętaj mnie</label></p><p><button type="submit">Zaloguj</button></p></form>\n<p><a href="/reset">Nie pamiętasz hasła?</a> · <a href="/register">Załóż konto</a></p>',
        "A login form with no content behind it.",
        layouts=["forum", "wpblog", "spa", "minimal"],
    )
)

A(
    P(
        "t16_nl_consentwall",
        "nl",
        "thin",
        "consent-wall",
        "Dagblad Noord",
        "Voordat je verdergaat",
        "Voordat je verdergaat",
        '<div class="consent-wall"><p>Wij en onze 143 partners slaan informatie op een apparaat op en/of openen deze, zoals cookies, en verwerken persoonsgegevens zoals unieke identificatoren en standaardinformatie die door een apparaat wordt verzonden.</p><p>Met jouw toestemming gebruiken wij en onze partners deze gegevens voor de volgende doeleinden:</p><ul><li>Gepersonaliseerde advertenties en content, advertentie- en contentmeting</li><li>Doelgroepinzichten en productontwikkeling</li><li>Precieze geolocatiegegevens en identificatie via het scannen van apparaten</li></ul><p>Je kunt je keuze op elk moment wijzigen via de link ‘Privacy-instellingen’ onderaan elke pagina.</p><div class="cw-buttons"><button class="cw-accept">Akkoord en doorgaan</button> <button class="cw-manage">Instellingen beheren</button> <a href="/abonnement">Of neem een abonnement zonder advertenties</a></div></div>',
        "A consent wall with boilerplate about partners and purposes; no article is behind it.",
    )
)

A(
    P(
        "t17_tr_botcheck",
        "tr",
        "thin",
        "bot-challenge",
        "Pazar Yeri",
        "Bir dakika lütfen…",
        "Tarayıcınız kontrol ediliyor",
        '<div class="challenge"><p>Bu işlem otomatik olarak tamamlanacaktır. Tarayıcınız birkaç saniye içinde istediğiniz içeriğe yönlendirilecek.</p><div class="spinner" aria-hidden="true"></div><noscript><p>Devam etmek için lütfen JavaScript ve çerezleri etkinleştirin.</p></noscript><p class="ray">İstek kimliği: 84c1f0a2b9e3 · IP adresiniz: 203.0.113.41</p></div>\n<script>setTimeout(function(){document.getElementById(\'chk\')&&document.getElementById(\'chk\').submit()},5000);</script><form id="chk" method="post" action="/__challenge"><input type="hidden" name="t" value="a9f2c0"></form>',
        "A 'checking your browser' interstitial; none of the site's content is delivered.",
        layouts=["forum", "wpblog", "spa", "portal", "minimal"],
    )
)

A(
    P(
        "t18_id_jsshell",
        "id",
        "thin",
        "js-shell",
        "Kasir Kita",
        "Kasir Kita – Aplikasi Kasir Online",
        None,
        '<noscript><p>Anda perlu mengaktifkan JavaScript untuk menjalankan aplikasi ini.</p></noscript>\n<div id="root"><div class="boot-loader" aria-label="Memuat…"></div></div>\n<script src="/static/js/main.7c1e2a.js"></script>',
        "An 'enable JavaScript' app shell with an empty root element; no content is rendered.",
        layouts=["spa", "minimal", "wpblog"],
    )
)

# ---------------------------------------------------------------- comments only / search / empty / sitemap / calendar
A(
    P(
        "t19_uk_comments",
        "uk",
        "thin",
        "comments-only",
        "Вечірній Поділ",
        "Коментарі: «Міст через Десну відкриють навесні»",
        "Коментарі до статті «Міст через Десну відкриють навесні»",
        '<p><a href="/news/8841">← Повернутися до статті</a> · 14 коментарів</p>\n<ol class="comment-list">'
        + items(
            '<li class="comment"><div class="comment-author"><b>{0}</b> <span class="comment-date">{1}</span></div><div class="comment-body"><p>{2}</p></div><div class="comment-actions"><a href="#">{3} 👍</a> · <a href="#">Відповісти</a></div></li>\n',
            [
                ("Олег_К", "20.11.2026 09:14", "Та ну, щороку обіцяють.", 12),
                ("Марина", "20.11.2026 09:30", "Побачимо.", 3),
                ("kyiv_driver", "20.11.2026 10:02", "Нарешті! Хоч би не затягнули.", 8),
                ("Степан", "20.11.2026 10:45", "А хто платить?", 5),
                ("Ірина В.", "20.11.2026 11:10", "Згодна з Олегом 😂", 2),
                ("anon", "20.11.2026 11:12", "👍👍", 0),
                ("Петро", "20.11.2026 12:31", "Дякую за новину.", 1),
                ("Oksana", "20.11.2026 13:05", "Знову пробки будуть.", 4),
            ],
        )
        + '</ol>\n<p><a href="?cpage=2">Старіші коментарі</a></p>',
        "Only short reader comments; the article they discuss is not on the page.",
        layouts=["forum", "wpblog", "portal", "minimal"],
    )
)

A(
    P(
        "t20_hi_search",
        "hi",
        "thin",
        "search-results",
        "जनवाणी समाचार",
        "खोज परिणाम: मानसून",
        "‘मानसून’ के लिए खोज परिणाम",
        '<p class="result-count">लगभग 214 परिणाम मिले (0.21 सेकंड)</p>\n<form action="/search"><input type="search" name="q" value="मानसून"><button>खोजें</button></form>\n<ul class="results">'
        + items(
            '<li class="result"><a href="/news/{0}">{1}</a><p>{2}</p><span class="d">{3}</span></li>\n',
            [
                (
                    7712,
                    "मानसून की विदाई में देरी, कई राज्यों में बारिश जारी",
                    "मौसम विभाग के अनुसार इस बार मानसून …",
                    "12 अक्टूबर 2026",
                ),
                (7650, "मानसून से पहले नालों की सफ़ाई का काम अधूरा", "नगर निगम ने दावा किया था कि …", "28 मई 2026"),
                (
                    7601,
                    "किसानों के लिए मानसून का पूर्वानुमान राहत भरा",
                    "सामान्य से अधिक बारिश की संभावना …",
                    "15 अप्रैल 2026",
                ),
                (7544, "मानसून में सेहत का ध्यान कैसे रखें", "डॉक्टरों का कहना है कि उबला पानी …", "2 जुलाई 2025"),
                (7490, "मानसून सत्र में पेश होंगे पाँच विधेयक", "संसद का मानसून सत्र अगले सप्ताह …", "18 जुलाई 2025"),
            ],
        )
        + '</ul>\n<div class="pager"><span>1</span> <a href="?q=मानसून&amp;p=2">2</a> <a href="?q=मानसून&amp;p=3">3</a> <a href="?q=मानसून&amp;p=2">अगला →</a></div>',
        "On-site search results: titles and fragments leading to other pages.",
    )
)

A(
    P(
        "t21_el_emptycat",
        "el",
        "thin",
        "empty-category",
        "Παπουτσάδικο",
        "Γυναικεία μποτάκια – 0 προϊόντα",
        "Γυναικεία μποτάκια",
        '<div class="filters"><h4>Φίλτρα</h4><ul><li><label><input type="checkbox"> Μέγεθος 37</label></li><li><label><input type="checkbox"> Μέγεθος 38</label></li><li><label><input type="checkbox"> Δέρμα</label></li><li><label><input type="checkbox"> Μαύρο</label></li></ul><p>Τιμή: <input type="range" min="0" max="300"></p></div>\n<div class="toolbar"><span>0 προϊόντα</span> <select><option>Ταξινόμηση: Νεότερα</option><option>Τιμή αύξουσα</option></select></div>\n<div class="empty"><p>Δεν βρέθηκαν προϊόντα που να ταιριάζουν με την επιλογή σας.</p><p><a href="/gynaikeia">Καθαρισμός φίλτρων</a></p></div>',
        "An empty shop category ('0 products') with filters only.",
    )
)

A(
    P(
        "t22_sv_sitemap",
        "sv",
        "thin",
        "html-sitemap",
        "Kommunen Ekbacka",
        "Webbplatskarta",
        "Webbplatskarta",
        '<ul class="sitemap"><li><a href="/bo">Bo och bygga</a><ul><li><a href="/bo/bygglov">Bygglov</a></li><li><a href="/bo/avfall">Avfall och återvinning</a></li><li><a href="/bo/vatten">Vatten och avlopp</a></li></ul></li>'
        '<li><a href="/forskola">Förskola och skola</a><ul><li><a href="/forskola/ansok">Ansök om förskoleplats</a></li><li><a href="/skola/grundskola">Grundskola</a></li><li><a href="/skola/gymnasium">Gymnasium</a></li><li><a href="/skola/skolskjuts">Skolskjuts</a></li></ul></li>'
        '<li><a href="/omsorg">Omsorg och hjälp</a><ul><li><a href="/omsorg/hemtjanst">Hemtjänst</a></li><li><a href="/omsorg/boende">Särskilt boende</a></li><li><a href="/omsorg/fardtjanst">Färdtjänst</a></li></ul></li>'
        '<li><a href="/fritid">Kultur och fritid</a><ul><li><a href="/fritid/bibliotek">Bibliotek</a></li><li><a href="/fritid/bad">Badhus</a></li><li><a href="/fritid/foreningar">Föreningar</a></li></ul></li>'
        '<li><a href="/politik">Kommun och politik</a><ul><li><a href="/politik/namnder">Nämnder</a></li><li><a href="/politik/protokoll">Protokoll</a></li><li><a href="/politik/budget">Budget</a></li></ul></li></ul>',
        "HTML sitemap: nested link lists only.",
        layouts=["docs", "wpblog", "spa", "minimal"],
    )
)

A(
    P(
        "t23_ka_calendar",
        "ka",
        "thin",
        "event-calendar",
        "თბილისი დღეს",
        "ღონისძიებების კალენდარი — დეკემბერი",
        "ღონისძიებები: დეკემბერი 2026",
        '<table class="events"><thead><tr><th>თარიღი</th><th>ღონისძიება</th><th>ადგილი</th></tr></thead><tbody>'
        + items(
            '<tr><td>{0}</td><td><a href="/e/{1}">{2}</a></td><td>{3}</td></tr>\n',
            [
                ("1 დეკ.", 41, "საახალწლო ბაზრობის გახსნა", "რიყის პარკი"),
                ("3 დეკ.", 42, "ჯაზის საღამო", "მუსიკის სახლი"),
                ("5 დეკ.", 43, "ფოტოგამოფენა „ძველი თბილისი“", "ეროვნული გალერეა"),
                ("8 დეკ.", 44, "საბავშვო სპექტაკლი", "მარიონეტების თეატრი"),
                ("12 დეკ.", 45, "ღვინის ფესტივალი", "ექსპო ჯორჯია"),
                ("15 დეკ.", 46, "სიმფონიური კონცერტი", "კონსერვატორია"),
                ("20 დეკ.", 47, "წიგნის პრეზენტაცია", "ცენტრალური ბიბლიოთეკა"),
                ("24 დეკ.", 48, "საშობაო კონცერტი", "სამების ტაძრის ეზო"),
            ],
        )
        + '</tbody></table>\n<p><a href="?m=11">« ნოემბერი</a> · <a href="?m=1">იანვარი »</a></p>',
        "Event calendar with only dates, titles and venues.",
    )
)

A(
    P(
        "t24_hy_comingsoon",
        "hy",
        "thin",
        "coming-soon",
        "Արևիկ Դիզայն",
        "Շուտով",
        "Կայքը շուտով կբացվի",
        '<div class="countdown"><span>12</span> օր <span>07</span> ժամ <span>45</span> րոպե</div>\n<p>Մենք աշխատում ենք նոր կայքի վրա։</p>\n<form class="notify" action="/notify" method="post"><input type="email" name="email" placeholder="Ձեր էլ. փոստը"><button>Տեղեկացնել ինձ</button></form>',
        "Coming-soon placeholder with a countdown and an email field.",
    )
)

A(
    P(
        "t33_lo_parked",
        "lo",
        "thin",
        "parked-domain",
        "laovan-shop.test",
        "laovan-shop.test",
        "ໂດເມນນີ້ອາດມີໄວ້ຂາຍ",
        '<p>ໂດເມນ laovan-shop.test ອາດມີໄວ້ຂາຍ. <a href="/buy">ສອບຖາມລາຄາ</a></p>\n<h3>ການຄົ້ນຫາທີ່ກ່ຽວຂ້ອງ</h3>\n<ul class="rel">'
        + items(
            '<li><a href="/r?q={0}">{1}</a></li>\n',
            [
                ("1", "ຈອງໂຮງແຮມວຽງຈັນ"),
                ("2", "ປີ້ຍົນລາຄາຖືກ"),
                ("3", "ເຊົ່າລົດຫຼວງພະບາງ"),
                ("4", "ຮຽນພາສາອັງກິດອອນລາຍ"),
                ("5", "ປະກັນໄພລົດ"),
            ],
        )
        + "</ul>",
        "Parked-domain page with a sale notice and sponsored search links.",
    )
)

# ---------------------------------------------------------------- errors / maintenance
A(
    P(
        "t25_fa_error",
        "fa",
        "thin",
        "error-page",
        "کتاب‌خانه باز",
        "خطای داخلی سرور",
        "خطای ۵۰۰ — مشکلی پیش آمد",
        '<p>متأسفانه هنگام پردازش درخواست شما خطایی رخ داد. لطفاً چند دقیقه دیگر دوباره تلاش کنید.</p>\n<pre dir="ltr" class="trace">Traceback (most recent call last):\n  File "/srv/app/views/book.py", line 88, in detail\n    book = Book.objects.get(slug=slug)\n  File "/srv/venv/lib/python3.11/site-packages/django/db/models/manager.py", line 87, in manager_method\n    return getattr(self.get_queryset(), name)(*args, **kwargs)\ndjango.db.utils.OperationalError: could not connect to server: Connection refused\n\tIs the server running on host "db-2" and accepting TCP/IP connections on port 5432?</pre>\n<p><a href="/">بازگشت به صفحه اصلی</a></p>',
        "Server error page with a stack trace; the requested book page is not delivered.",
        layouts=["forum", "wpblog", "spa", "portal", "minimal"],
    )
)

A(
    P(
        "t30_sw_maintenance",
        "sw",
        "thin",
        "maintenance",
        "Soko Huru",
        "Tovuti iko katika matengenezo",
        "Tunafanya matengenezo",
        '<div class="maint"><p>Samahani, tovuti haipatikani kwa sasa kwa sababu ya matengenezo yaliyopangwa.</p><p>Tutarudi hivi karibuni. Asante kwa uvumilivu wako.</p><p class="eta">Muda unaotarajiwa: saa 2</p></div>',
        "Scheduled-maintenance notice; no site content is available.",
        layouts=["forum", "wpblog", "spa", "portal", "minimal"],
    )
)

# ---------------------------------------------------------------- forms
A(
    P(
        "t26_bn_contact",
        "bn",
        "thin",
        "form-page",
        "সবুজ বাংলা ট্রাভেলস",
        "যোগাযোগ",
        "আমাদের সাথে যোগাযোগ করুন",
        '<p>যেকোনো প্রশ্নের জন্য নিচের ফর্মটি পূরণ করুন, আমরা দুই কার্যদিবসের মধ্যে উত্তর দেব।</p>\n<form class="contact" action="/contact" method="post"><p><label>নাম<br><input name="name" type="text" required></label></p><p><label>ইমেইল<br><input name="email" type="email" required></label></p><p><label>ফোন নম্বর<br><input name="phone" type="tel"></label></p><p><label>বিষয়<br><select name="topic"><option>বুকিং</option><option>বাতিল</option><option>অন্যান্য</option></select></label></p><p><label>বার্তা<br><textarea name="msg" rows="6"></textarea></label></p><p><button type="submit">পাঠান</button></p></form>',
        "A contact form with one sentence of instructions.",
    )
)

A(
    P(
        "t27_mn_newsletter",
        "mn",
        "thin",
        "form-page",
        "Өдрийн Тойм",
        "Мэдээллийн товхимол",
        "Долоо хоногийн товхимолд бүртгүүлэх",
        '<p>Долоо хоног бүрийн шилдэг мэдээг имэйлээрээ хүлээн аваарай.</p>\n<form class="nl" action="/subscribe" method="post"><p><label>Нэр <input name="n" type="text"></label></p><p><label>Имэйл <input name="e" type="email" required></label></p><p><label><input type="checkbox" name="agree" required> Үйлчилгээний нөхцөлийг зөвшөөрч байна</label></p><p><button type="submit">Бүртгүүлэх</button></p></form>',
        "Newsletter signup form with one sentence; no content.",
    )
)

A(
    P(
        "t32_am_settings",
        "am",
        "thin",
        "form-page",
        "ሀበሻ ገበያ",
        "የመለያ ቅንብሮች",
        "የመለያ ቅንብሮች",
        '<form class="settings" action="/account" method="post"><fieldset><legend>የግል መረጃ</legend><p><label>ሙሉ ስም <input name="name" type="text"></label></p><p><label>ስልክ ቁጥር <input name="tel" type="tel"></label></p><p><label>ኢሜይል <input name="email" type="email"></label></p></fieldset><fieldset><legend>የይለፍ ቃል ቀይር</legend><p><label>የአሁኑ የይለፍ ቃል <input name="p0" type="password"></label></p><p><label>አዲስ የይለፍ ቃል <input name="p1" type="password"></label></p></fieldset><fieldset><legend>ማሳወቂያዎች</legend><p><label><input type="checkbox" checked> በኢሜይል አሳውቀኝ</label></p><p><label><input type="checkbox"> በኤስኤምኤስ አሳውቀኝ</label></p></fieldset><p><button type="submit">አስቀምጥ</button></p></form>',
        "Account-settings form page with field labels only.",
        layouts=["spa", "wpblog", "minimal"],
    )
)

A(
    P(
        "t29_ta_directory",
        "ta",
        "thin",
        "directory",
        "சென்னை அடைவு",
        "சென்னை உணவகங்கள் — அடைவு",
        "சென்னை உணவகங்கள்",
        '<p>மொத்தம் 1,240 பட்டியல்கள் · வரிசை: பிரபலமானவை</p>\n<div class="listing">'
        + items(
            '<div class="biz"><h3><a href="/biz/{0}">{1}</a></h3><p class="addr">{2}</p><p class="meta">★ {3} · {4}</p></div>\n',
            [
                (11, "சரவணா இட்லி கடை", "12, பஜார் தெரு, மயிலாப்பூர்", "4.3", "சைவம்"),
                (12, "கடற்கரை மீன் உணவகம்", "பெசன்ட் நகர் கடற்கரை சாலை", "4.1", "கடல் உணவு"),
                (13, "அம்மா மெஸ்", "45, ரங்கநாதன் தெரு, தி. நகர்", "4.5", "வீட்டு உணவு"),
                (14, "செட்டிநாடு விருந்து", "அண்ணா நகர் 2வது அவென்யூ", "4.0", "செட்டிநாடு"),
                (15, "காபி கார்னர்", "அடையாறு மெயின் ரோடு", "3.9", "சிற்றுண்டி"),
                (16, "பிரியாணி பவன்", "வேளச்சேரி புறவழிச் சாலை", "4.2", "பிரியாணி"),
                (17, "மதுரை பரோட்டா ஸ்டால்", "கோடம்பாக்கம் ஹை ரோடு", "3.8", "பரோட்டா"),
            ],
        )
        + '</div>\n<div class="pager"><a href="?p=2">அடுத்த பக்கம் →</a></div>',
        "Business directory listing names, addresses and ratings only.",
    )
)
