"""Blind round 10 (#17): labelled synthetic pages written before they were run through the judge.

Full pages of the kinds the held-out set is said to hold and earlier rounds still lose — news briefs
and flashes of 25–50 words with a dateline, a byline or a time (Chinese, Japanese, Korean, Georgian,
Arabic, English, German, Icelandic, Afrikaans), glossary and dictionary entries, a data table, a
code-heavy reference, recipe cards, pages that talk about cookies, bots, 404s and subscriptions,
pages with a captcha widget or a consent banner beside their text, CSS-only paywalls whose text is
all there — and thin pages of the family the held-out set drops: aggregators and a one-item teaser
leading elsewhere, tag archives and a tag cloud, galleries and a video page with captions only,
keyword-stuffed doorways, quota and rate-limit notices served with 200, paywall ledes, soft 404s,
comment-only pages, directories, a bot check, a consent wall, a log-in wall and a "coming soon"
placeholder. Twenty languages, five new layouts (`blind_chrome10`). Labels: what a researcher would
want. Each page goes through the public API only. First-sight misses are listed in
docs/benchmarks.md ("#17, blind round 10"); those still missed are `_OPEN_MISSES`.
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, ld, params, registry
from tests.judge.blind_chrome10 import page

CASES: list[Case] = []
_case = registry(CASES)


# ---------------------------------------------------------------- full: briefs and flashes


@_case("full-brief-zh", True, "https://xinwen.example/2026-12/03/c_1130.htm")
def _brief_zh() -> bytes:
    text = (
        "<h1>京沪高铁新增夜间列车</h1><p class='byline'>记者 王磊 · 2026年12月03日 09:12</p>"
        "<p>本报北京12月3日电 国铁集团今日宣布，自12月15日起京沪高铁每晚新增两对夜间列车，北京南站和上海虹桥站分别于22时30分发车，次日清晨抵达。票价与现行二等座相同，车票已于今日开售。</p>"
    )
    return page("zh", "新闻网", "京沪高铁新增夜间列车", text, layout="mega")


@_case("full-flash-ja", True, "https://jiji-tsushin.example/news/20261203-0041")
def _flash_ja() -> bytes:
    text = (
        "<article><h1>東北新幹線、強風で一時運転見合わせ</h1><time datetime='2026-12-03T07:48+09:00'>2026年12月3日 7時48分</time>"
        "<p>ＪＲ東日本によると、３日午前６時半ごろ、東北新幹線の仙台―盛岡間で強風のため運転を見合わせた。約１時間後に再開したが、上下線の一部列車に最大７０分の遅れが出ている。</p></article>"
    )
    return page("ja", "時事ニュース", "東北新幹線", text, layout="appshell")


@_case("full-flash-ko", True, "https://yonhap-like.example/view/AKR20261203")
def _flash_ko() -> bytes:
    text = (
        "<h1>[속보] 서울 지하철 노조, 파업 철회</h1><p class='info'>입력 2026.12.03 06:15 | 김민준 기자</p>"
        "<p>서울교통공사 노조가 3일 새벽 사측과 임금 협상에 잠정 합의하고 예고했던 총파업을 철회했다. 이에 따라 지하철 1∼8호선은 이날 첫차부터 정상 운행한다. 노조는 다음 주 조합원 찬반 투표를 거쳐 합의안을 확정할 예정이다.</p>"
    )
    return page("ko", "연합뉴스", "지하철 파업 철회", text, layout="ghost")


@_case("full-brief-ka", True, "https://interpressa.example/ka/news/2026/12/03/gzebi")
def _brief_ka() -> bytes:
    text = (
        "<h1>ქუთაისი–ბათუმის გზა დროებით დაიხურა</h1><p class='meta'>ნინო ბერიძე · 3 დეკემბერი, 11:20</p>"
        "<p>ქუთაისი, 3 დეკემბერი. შემოსავლების სამსახურის ცნობით, ძლიერი თოვლის გამო ქუთაისი–ბათუმის გზის რიკოთის მონაკვეთი სატვირთო მანქანებისთვის დროებით დაიხურა. მსუბუქი ავტომობილები მოძრაობენ ჯაჭვებით. გზის გახსნა საღამოსთვის იგეგმება.</p>"
    )
    return page("ka", "ინტერპრესა", "გზა დაიხურა", text, layout="webcomp")


@_case("full-brief-ar", True, "https://akhbar-alyawm.example/news/2026/12/03/metro")
def _brief_ar() -> bytes:
    text = (
        "<h1>افتتاح محطة مترو جديدة في القاهرة</h1><p class='byline'>القاهرة - سارة حسن</p>"
        "<p>افتتحت وزارة النقل المصرية صباح اليوم الأربعاء محطة جديدة على الخط الثالث لمترو القاهرة في حي مصر الجديدة، لتخدم نحو خمسين ألف راكب يوميا. وقالت الوزارة إن المحطة الجديدة تختصر زمن الرحلة إلى وسط المدينة بنحو عشرين دقيقة.</p>"
    )
    return page("ar", "أخبار اليوم", "محطة مترو جديدة", text, layout="mega")


@_case("full-brief-en", True, "https://wirenews.example/2026/12/03/port-strike-ends")
def _brief_en() -> bytes:
    text = (
        "<article><h1>Dock workers end three-day strike at Felixstowe</h1>"
        "<p class='byline'>By Tom Ashby · <time datetime='2026-12-03T10:05Z'>3 December 2026, 10:05</time></p>"
        "<p>FELIXSTOWE, England (WN) — Dock workers at Britain's largest container port returned to work on Thursday after accepting a 6.5% pay offer, ending a three-day strike that left more than 40 ships waiting offshore, the Unite union said.</p></article>"
    )
    head = ld(
        {
            "@type": "NewsArticle",
            "headline": "Dock workers end three-day strike at Felixstowe",
            "datePublished": "2026-12-03T10:05Z",
        }
    )
    return page("en", "WireNews", "Dock workers end strike", text, layout="email", head=head)


@_case("full-brief-de", True, "https://regionalzeitung.example/lokales/2026-12-03/brueckensperrung")
def _brief_de() -> bytes:
    text = (
        "<h1>Rheinbrücke ab Montag für Lkw gesperrt</h1><p class='autor'>Von Jana Keller | 03.12.2026, 08:40 Uhr</p>"
        "<p>Mannheim (rz). Die Theodor-Heuss-Brücke wird ab Montag für Lastwagen über 7,5 Tonnen gesperrt. Bei einer Prüfung seien Risse in zwei Trägern gefunden worden, teilte die Stadt mit. Die Sperrung gilt voraussichtlich bis Ende März.</p>"
    )
    return page("de", "Regionalzeitung", "Rheinbrücke gesperrt", text, layout="ghost")


@_case("full-brief-is", True, "https://frettir.example/innlent/2026/12/03/eldgos")
def _brief_is() -> bytes:
    text = (
        "<h1>Nýtt eldgos hafið á Reykjanesskaga</h1><p class='hofundur'>Sigríður Jónsdóttir · 3. desember 2026 kl. 04:12</p>"
        "<p>Eldgos hófst á Sundhnúksgígaröðinni skömmu eftir klukkan þrjú í nótt. Veðurstofan segir sprunguna um tveggja kílómetra langa. Grindavík hefur verið rýmd og Bláa lónið er lokað í dag.</p>"
    )
    return page("is", "Fréttir", "Eldgos hafið", text, layout="appshell")


@_case("full-brief-af", True, "https://nuusdag.example/nuus/2026-12-03-water")
def _brief_af() -> bytes:
    text = (
        "<h1>Kaapstad verlig waterbeperkings</h1><p class='skrywer'>Pieter van Wyk | 3 Desember 2026</p>"
        "<p>KAAPSTAD. – Die stad verlig vanaf Maandag die watervlak-beperkings na goeie reën in die opvanggebiede. Damme is nou 92% vol, het die burgemeester Woensdag gesê. Tuine mag weer twee keer per week natgemaak word.</p>"
    )
    return page("af", "Nuusdag", "Waterbeperkings verlig", text, layout="webcomp")


# ---------------------------------------------------------------- full: reference kinds


@_case("full-glossary-fr", True, "https://lexique-finance.example/glossaire/taux-d-usure")
def _glossary_fr() -> bytes:
    text = (
        "<h1>Taux d'usure</h1><p class='cat'>Glossaire · Crédit</p>"
        "<p>Le taux d'usure est le taux d'intérêt maximal, assurance et frais compris, qu'un prêteur peut légalement appliquer à un crédit. Il est fixé chaque trimestre par la Banque de France pour chaque catégorie de prêt, à partir des taux moyens pratiqués par les banques, majorés d'un tiers.</p>"
        "<p>Un prêt dont le TAEG dépasse ce seuil est dit usuraire : les intérêts excédentaires doivent être restitués à l'emprunteur.</p>"
        "<p>Voir aussi : <a href='/glossaire/taeg'>TAEG</a>, <a href='/glossaire/taux-nominal'>taux nominal</a>.</p>"
    )
    return page("fr", "Lexique Finance", "Taux d'usure", text, layout="ghost")


@_case("full-glossary-eu", True, "https://hiztegia.example/glosarioa/klima")
def _glossary_eu() -> bytes:
    terms = [
        (
            "Berotegi-efektua",
            "Atmosferako gas batzuek Lurrak igorritako beroa atxikitzen dute, eta horri esker planetaren batez besteko tenperatura bizigarria da.",
        ),
        (
            "Karbono-aztarna",
            "Pertsona, enpresa edo produktu batek zuzenean edo zeharka isurtzen dituen berotegi-gasen guztizkoa, CO2 baliokidetan neurtua.",
        ),
        (
            "Egokitzapena",
            "Klima-aldaketaren ondorioei aurre egiteko gizarteak eta ekosistemak egiten dituzten aldaketak, hala nola uholde-hesiak edo laborantza berriak.",
        ),
        (
            "Arintzea",
            "Isuriak murrizteko edo karbono-hustubideak handitzeko neurriak, energia berriztagarriak eta basoberritzea barne.",
        ),
    ]
    dl = "".join(f"<dt>{t}</dt><dd>{d}</dd>" for t, d in terms)
    return page(
        "eu",
        "Hiztegia",
        "Klima glosarioa",
        f"<h1>Klima-aldaketaren glosarioa</h1><dl>{dl}</dl>",
        layout="mega",
    )


@_case("full-dict-gl", True, "https://dicionario.example/palabra/morriña")
def _dict_gl() -> bytes:
    text = (
        "<h1>morriña</h1><p class='gram'>substantivo feminino</p><ol class='acepcions'>"
        "<li>Tristeza e melancolía que sente unha persoa ao estar lonxe da súa terra. <i>Os emigrantes sentían morriña da aldea.</i></li>"
        "<li>Abatemento ou falta de ánimo sen causa aparente. <i>Hoxe ando con morriña.</i></li>"
        "<li>Enfermidade do gando que o deixa sen forzas.</li></ol>"
        "<p class='sin'>Sinónimos: saudade, señardade.</p>"
    )
    return page("gl", "Dicionario", "morriña", text, layout="appshell")


@_case("full-datatable-kk", True, "https://stat-kz.example/halyk/2026")
def _datatable_kk() -> bytes:
    rows = "".join(
        f"<tr><td>{r}</td><td>{a}</td><td>{b}</td><td>{c}</td></tr>"
        for r, a, b, c in [
            ("Алматы", "2 228 675", "2 291 106", "+2,8%"),
            ("Астана", "1 354 556", "1 423 726", "+5,1%"),
            ("Шымкент", "1 222 129", "1 245 306", "+1,9%"),
            ("Түркістан облысы", "2 110 761", "2 133 804", "+1,1%"),
            ("Алматы облысы", "1 515 311", "1 530 418", "+1,0%"),
            ("Қарағанды облысы", "1 128 567", "1 122 307", "−0,6%"),
            ("Шығыс Қазақстан облысы", "721 431", "717 280", "−0,6%"),
            ("Ақтөбе облысы", "929 935", "946 011", "+1,7%"),
        ]
    )
    text = (
        "<h1>Өңірлер бойынша халық саны, 2025–2026</h1>"
        "<p>Кестеде жыл басындағы тұрақты халық саны және бір жылдағы өзгеріс көрсетілген.</p>"
        f"<table><thead><tr><th>Өңір</th><th>01.01.2025</th><th>01.01.2026</th><th>Өзгеріс</th></tr></thead><tbody>{rows}</tbody></table>"
        "<p class='source'>Дереккөз: Ұлттық статистика бюросы.</p>"
    )
    return page("kk", "Статистика", "Халық саны", text, layout="email")


@_case("full-code-en", True, "https://docs.pyfoo.example/api/retry")
def _code_en() -> bytes:
    text = (
        "<h1>retry()</h1><pre><code>retry(fn, *, attempts=3, backoff=0.5, on=(IOError,))</code></pre>"
        "<p>Calls <code>fn</code> until it returns without raising one of <code>on</code>, waiting <code>backoff * 2**n</code> seconds after the n-th failure.</p>"
        "<h2>Parameters</h2><ul><li><code>attempts</code> — total calls, at least 1.</li><li><code>backoff</code> — first wait in seconds.</li><li><code>on</code> — exception types that trigger a retry.</li></ul>"
        "<h2>Example</h2><pre><code>from pyfoo import retry\n\ndef fetch():\n    return urlopen(URL, timeout=5).read()\n\nbody = retry(fetch, attempts=5, backoff=1.0)\nprint(len(body))</code></pre>"
        "<p>Raises the last exception when every attempt fails.</p>"
    )
    return page("en", "pyfoo docs", "retry()", text, layout="webcomp")


@_case("full-recipe-tr", True, "https://mutfak.example/tarif/mercimek-corbasi")
def _recipe_tr() -> bytes:
    text = (
        "<div class='recipe-card'><h1>Mercimek Çorbası</h1><p class='meta'>4 kişilik · 35 dk</p>"
        "<h2>Malzemeler</h2><ul><li>1 su bardağı kırmızı mercimek</li><li>1 soğan</li><li>1 havuç</li><li>1 yemek kaşığı salça</li><li>6 su bardağı su</li><li>Tuz, kimyon, pul biber</li></ul>"
        "<h2>Yapılışı</h2><ol><li>Soğanı ve havucu doğrayıp tereyağında kavurun.</li><li>Salçayı ekleyin, mercimeği yıkayıp tencereye alın.</li><li>Suyu ekleyip mercimekler dağılana kadar 25 dakika pişirin.</li><li>Blenderdan geçirin, baharatları ekleyip sıcak servis edin.</li></ol></div>"
    )
    head = ld({"@type": "Recipe", "name": "Mercimek Çorbası", "recipeYield": "4"})
    return page("tr", "Mutfak", "Mercimek Çorbası", text, layout="ghost", head=head)


@_case("full-recipe-vi", True, "https://bepnha.example/cong-thuc/goi-cuon")
def _recipe_vi() -> bytes:
    text = (
        "<h1>Gỏi cuốn tôm thịt</h1><p>Món cuốn thanh mát, làm trong 30 phút cho 4 người.</p>"
        "<h3>Nguyên liệu</h3><ul><li>12 lá bánh tráng</li><li>200 g tôm</li><li>200 g thịt ba chỉ</li><li>Bún tươi, rau sống, hẹ</li></ul>"
        "<h3>Cách làm</h3><ol><li>Luộc thịt và tôm, thái mỏng; tôm bóc vỏ, chẻ đôi.</li><li>Nhúng bánh tráng qua nước, xếp rau, bún, thịt và tôm rồi cuộn chặt tay.</li><li>Chấm với tương đậu phộng hoặc nước mắm chua ngọt.</li></ol>"
    )
    return page("vi", "Bếp Nhà", "Gỏi cuốn", text, layout="mega")


# ---------------------------------------------------------------- full: talking about the thin kinds


@_case("full-about-cookies-es", True, "https://diariotec.example/2026/12/03/banners-cookies")
def _about_cookies_es() -> bytes:
    text = (
        "<h1>La AEPD multa a tres webs por sus banners de cookies</h1>"
        "<p>La Agencia Española de Protección de Datos ha sancionado a tres portales de comercio electrónico porque sus avisos de cookies no permitían rechazarlas con la misma facilidad que aceptarlas. El botón «Rechazar todas» estaba escondido en una segunda capa.</p>"
        "<p>Según la resolución, aceptar las cookies de publicidad debe ser una elección libre: si el usuario tiene que hacer cuatro clics para rechazarlas y uno solo para aceptarlas, el consentimiento no es válido.</p>"
        "<p>Las multas suman 180.000 euros. Las empresas tienen un mes para cambiar sus banners y pueden recurrir ante la Audiencia Nacional.</p>"
    )
    return page("es", "DiarioTec", "Multas por cookies", text, layout="appshell")


@_case("full-about-bots-ru", True, "https://tehnoblog.example/2026/12/kapcha")
def _about_bots_ru() -> bytes:
    text = (
        "<h1>Почему капча стала сложнее для людей, чем для ботов</h1>"
        "<p>Исследователи из университета проверили, как быстро люди и программы решают популярные виды капчи. Боты с нейросетями справились с искажённым текстом в 99% случаев, а люди — лишь в 81%.</p>"
        "<p>Поэтому сайты всё чаще отказываются от картинок и смотрят на поведение: как двигается мышь, сколько времени проходит до клика, знаком ли браузер. Если система сомневается, она показывает проверку «Я не робот».</p>"
        "<p>Авторы считают, что защита от ботов будет всё больше опираться на такие невидимые сигналы, а классическая капча постепенно исчезнет.</p>"
    )
    return page("ru", "Техноблог", "Капча", text, layout="email")


@_case("full-about-404-he", True, "https://webdev-il.example/blog/soft-404")
def _about_404_he() -> bytes:
    text = (
        "<h1>מה זה soft 404 ולמה גוגל לא אוהב את זה</h1>"
        "<p>כשדף לא קיים, השרת צריך להחזיר קוד 404. אבל אתרים רבים מציגים הודעה כמו „הדף לא נמצא” ומחזירים בכל זאת קוד 200. זה נקרא soft 404.</p>"
        "<p>הבעיה היא שמנועי חיפוש מבזבזים זמן על סריקת דפים ריקים, ולפעמים אפילו מוסיפים אותם לאינדקס. הפתרון פשוט: להחזיר 404 או 410 אמיתי, או להפנות בהפניה 301 לדף רלוונטי.</p>"
        "<p>אפשר לבדוק את זה בכלי הבדיקה של קונסולת החיפוש, שמסמן דפים כאלה בדוח הכיסוי.</p>"
    )
    return page("he", "WebDev IL", "soft 404", text, layout="ghost")


@_case("full-about-subs-vi", True, "https://congnghe.example/2026/12/gia-goi-xem-phim")
def _about_subs_vi() -> bytes:
    text = (
        "<h1>Các dịch vụ xem phim đồng loạt tăng giá gói thuê bao</h1>"
        "<p>Từ tháng 1 năm 2027, ba nền tảng xem phim trực tuyến lớn sẽ tăng giá gói thuê bao tại Việt Nam thêm từ 10 đến 20%. Gói cơ bản có quảng cáo vẫn giữ nguyên giá.</p>"
        "<p>Các công ty cho biết chi phí sản xuất nội dung và bản quyền tăng mạnh. Người dùng đang đăng ký theo năm sẽ giữ giá cũ đến hết kỳ hạn.</p>"
        "<p>Chuyên gia khuyên người dùng rà soát các gói đang trả tiền và hủy những dịch vụ ít xem để tránh lãng phí.</p>"
    )
    return page("vi", "Công Nghệ", "Giá thuê bao", text, layout="webcomp")


@_case("full-captcha-form-de", True, "https://heimatverein.example/chronik/muehle")
def _captcha_form_de() -> bytes:
    text = (
        "<h1>Die Obermühle: 400 Jahre Geschichte</h1>"
        "<p>Die Obermühle wurde 1612 erstmals urkundlich erwähnt. Bis 1958 mahlte sie Getreide für die umliegenden Dörfer; ihr Wasserrad wurde vom Mühlbach angetrieben, der dafür eigens vom Fluss abgeleitet worden war.</p>"
        "<p>Nach der Stilllegung verfiel das Gebäude, bis der Heimatverein es 1994 kaufte. In zwölf Jahren ehrenamtlicher Arbeit wurden Dach, Mahlwerk und Rad erneuert. Heute ist die Mühle an jedem ersten Sonntag im Monat geöffnet.</p>"
        "<h2>Kommentar schreiben</h2><form action='/kommentar' method='post'><textarea name='text'></textarea>"
        "<div class='g-recaptcha' data-sitekey='6Lc_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'></div>"
        "<p>Bitte bestätigen Sie, dass Sie kein Roboter sind.</p><button>Absenden</button></form>"
    )
    head = "<script src='https://www.google.com/recaptcha/api.js' async defer></script>"
    return page("de", "Heimatverein", "Obermühle", text, layout="mega", head=head)


@_case("full-captcha-form-ko", True, "https://maeul.example/notice/8812")
def _captcha_form_ko() -> bytes:
    text = (
        "<h1>겨울철 수도관 동파 예방 안내</h1>"
        "<p>기온이 영하 10도 이하로 내려가면 수도 계량기와 수도관이 얼어 터질 수 있습니다. 계량기함 안을 헌 옷이나 보온재로 채우고, 외출할 때에는 수도꼭지를 조금 열어 물이 흐르게 해 주십시오.</p>"
        "<p>이미 얼었을 때에는 뜨거운 물을 바로 붓지 말고 미지근한 물이나 헤어드라이어로 천천히 녹여야 합니다. 계량기가 파손되면 관리사무소로 연락해 주십시오.</p>"
        "<div class='inquiry'><h3>문의하기</h3><form><input name='name'><textarea name='q'></textarea>"
        "<div class='h-captcha' data-sitekey='10000000-ffff-ffff-ffff-000000000001'></div><button>보내기</button></form></div>"
    )
    return page("ko", "우리마을", "동파 예방", text, layout="appshell")


@_case("full-consent-banner-hi", True, "https://samachar.example/2026/12/03/monsoon-report")
def _consent_banner_hi() -> bytes:
    banner = (
        "<div id='cmp' class='consent-banner' role='dialog'><p>हम आपके अनुभव को बेहतर बनाने के लिए कुकीज़ का उपयोग करते हैं। जारी रखने पर आप हमारी कुकी नीति से सहमत होते हैं।</p>"
        "<button>सभी स्वीकार करें</button><button>अस्वीकार करें</button><a href='/cookie-policy'>कुकी नीति</a></div>"
    )
    text = (
        "<h1>इस साल मानसून में सामान्य से आठ प्रतिशत ज़्यादा बारिश</h1>"
        "<p>मौसम विभाग की सालाना रिपोर्ट के मुताबिक इस साल जून से सितंबर के बीच देश में सामान्य से आठ प्रतिशत अधिक बारिश हुई। मध्य भारत और दक्षिणी प्रायद्वीप में सबसे ज़्यादा बारिश दर्ज की गई, जबकि पूर्वोत्तर के कई ज़िलों में कमी रही।</p>"
        "<p>रिपोर्ट में कहा गया है कि अच्छी बारिश से खरीफ़ की बुवाई रिकॉर्ड स्तर पर पहुँची, लेकिन बिहार और असम में बाढ़ से भारी नुकसान हुआ।</p>"
    )
    return page("hi", "समाचार", "मानसून रिपोर्ट", text, layout="ghost", extra=banner)


@_case("full-consent-banner-cy", True, "https://newyddion.example/2026/12/03/rheilffordd")
def _consent_banner_cy() -> bytes:
    banner = (
        "<div class='cookie-consent' aria-modal='true'><h2>Cwcis</h2><p>Rydym yn defnyddio cwcis i wella'r wefan. Dewiswch pa gwcis rydych yn eu derbyn.</p>"
        "<button>Derbyn y cyfan</button><button>Gwrthod</button></div>"
    )
    text = (
        "<h1>Trenau newydd ar reilffordd y Cambrian o'r gwanwyn</h1>"
        "<p>Bydd trenau newydd yn rhedeg ar reilffordd y Cambrian rhwng Amwythig ac Aberystwyth o fis Ebrill, meddai Trafnidiaeth Cymru. Mae gan y trenau fwy o seddi a lle i feiciau.</p>"
        "<p>Bydd amserlen newydd hefyd yn cynnig trên bob awr yn ystod yr haf. Mae cynghorwyr lleol wedi croesawu'r newyddion, ond yn galw am fwy o wasanaethau ar y Sul.</p>"
    )
    return page("cy", "Newyddion", "Trenau newydd", text, layout="email", extra=banner)


@_case("full-css-paywall-ja", True, "https://keizai-shimbun.example/article/20261203-2")
def _css_paywall_ja() -> bytes:
    text = (
        "<article><h1>中小企業の賃上げ率、３２年ぶりの高水準</h1>"
        "<p>日本商工会議所が３日発表した調査によると、今年度の中小企業の賃上げ率は平均４．１％となり、３２年ぶりの高い水準となった。人手不足を背景に、人材の確保を目的とした賃上げが広がった。</p>"
        "<div class='paywall-content is-locked' style='max-height:4em;overflow:hidden'>"
        "<p>業種別では建設業と運輸業の伸びが大きく、いずれも５％を超えた。一方、価格転嫁が進まない小売業では３％台にとどまった。</p>"
        "<p>調査担当者は「来年も賃上げの流れは続くが、原材料高を価格に反映できない企業では息切れの恐れがある」と話している。</p></div>"
        "<div class='paywall-overlay'><p>この記事は有料会員限定です。</p><a class='btn' href='/subscribe'>会員登録して続きを読む</a></div></article>"
    )
    head = ld(
        {
            "@type": "NewsArticle",
            "headline": "中小企業の賃上げ率、３２年ぶりの高水準",
            "isAccessibleForFree": False,
        }
    )
    return page("ja", "経済新聞", "賃上げ率", text, layout="mega", head=head)


@_case("full-css-paywall-gl", True, "https://xornal.example/2026/12/03/porto-vigo")
def _css_paywall_gl() -> bytes:
    text = (
        "<h1>O porto de Vigo bate o seu récord de tráfico de contedores</h1>"
        "<p>O porto de Vigo moveu este ano máis de 700.000 contedores, a cifra máis alta da súa historia, segundo os datos da Autoridade Portuaria.</p>"
        "<div class='article-body blurred'>"
        "<p>O crecemento débese sobre todo ás novas liñas con Marrocos e co norte de Europa, e ao aumento das exportacións do sector automobilístico. A terminal de Guixar funcionou case ao límite da súa capacidade durante o verán.</p>"
        "<p>A Autoridade Portuaria prevé ampliar o peirao en 2028 cun investimento de 90 millóns de euros, pendente aínda da autorización ambiental.</p></div>"
        "<div class='subscribe-box'><p>Contido exclusivo para subscritores</p><a href='/subscricion'>Subscríbete</a> <a href='/entrar'>Xa son subscritor</a></div>"
    )
    return page("gl", "Xornal", "Porto de Vigo", text, layout="appshell")


# ---------------------------------------------------------------- thin: pages that lead elsewhere


@_case("thin-aggregator-en", False, "https://newsroundup.example/")
def _aggregator_en() -> bytes:
    items = [
        (
            "Central bank holds rates at 4.25%",
            "financepost.example",
            "Policymakers kept borrowing costs unchanged for a third meeting…",
        ),
        (
            "Heatwave grips southern Europe",
            "weatherdesk.example",
            "Temperatures passed 40C in parts of Spain and Italy on Tuesday…",
        ),
        (
            "New battery plant to employ 2,000",
            "industrytoday.example",
            "The factory, due to open in 2028, will supply three carmakers…",
        ),
        (
            "Museum returns looted bronzes",
            "artsdaily.example",
            "Twelve bronzes taken in 1897 were handed over at a ceremony…",
        ),
        (
            "Ferry operator cancels winter routes",
            "coastnews.example",
            "Passengers booked on the affected sailings will be refunded…",
        ),
        (
            "City council approves bike lanes",
            "localvoice.example",
            "The 14-kilometre network will be built over three years…",
        ),
        (
            "Chip shortage eases, says trade body",
            "techwire.example",
            "Lead times for microcontrollers fell to 12 weeks…",
        ),
    ]
    cards = "".join(
        f"<div class='story'><h3><a href='https://{s}/story/{i}'>{t}</a></h3><span class='src'>{s}</span><p>{d} <a href='https://{s}/story/{i}'>more</a></p></div>"
        for i, (t, s, d) in enumerate(items)
    )
    return page("en", "NewsRoundup", "Top stories", f"<h1>Top stories right now</h1>{cards}", layout="ghost")


@_case("thin-aggregator-ja", False, "https://matome-news.example/")
def _aggregator_ja() -> bytes:
    items = [
        ("日銀、政策金利を据え置き", "経済ニュース"),
        ("東京で初雪を観測", "天気ドットコム"),
        ("新型スマホの予約開始", "ガジェット通信"),
        ("プロ野球、ドラフト会議の結果", "スポーツ速報"),
        ("人気アニメの続編が決定", "アニメ情報局"),
        ("円相場、一時１５０円台に", "マーケット速報"),
        ("大雪で高速道路が通行止め", "交通情報"),
        ("有名レストランが閉店へ", "グルメニュース"),
    ]
    lis = "".join(
        f"<li><a href='https://src{i}.example/a/{i}'>{t}</a> <small>（{s}）</small> <span class='time'>{i + 1}分前</span></li>"
        for i, (t, s) in enumerate(items)
    )
    return page(
        "ja",
        "まとめニュース",
        "最新ニュース",
        f"<h1>最新ニュース一覧</h1><ul class='headlines'>{lis}</ul>",
        layout="appshell",
    )


@_case("thin-teaser-de", False, "https://nachrichtenuebersicht.example/meldung/88213")
def _teaser_de() -> bytes:
    text = (
        "<div class='teaser-single'><h1>Bahn kündigt neue Sprinter nach München an</h1>"
        "<p class='quelle'>Quelle: Rheinische Post · vor 2 Stunden</p>"
        "<p>Ab Dezember sollen zusätzliche ICE-Sprinter zwischen Köln und München fahren. Die Fahrzeit verkürzt sich um 25 Minuten …</p>"
        "<a class='btn' href='https://rp-news.example/wirtschaft/bahn-sprinter-88213' rel='nofollow'>Ganzen Artikel bei Rheinische Post lesen →</a></div>"
        "<h2>Ähnliche Meldungen</h2><ul>"
        + "".join(
            f"<li><a href='/meldung/{88200 + i}'>Meldung {i}: Bahn und Verkehr</a></li>" for i in range(5)
        )
        + "</ul>"
    )
    return page("de", "Nachrichtenübersicht", "Bahn-Sprinter", text, layout="webcomp")


@_case("thin-tagarchive-fr", False, "https://blog-voyage.example/tag/bretagne/")
def _tagarchive_fr() -> bytes:
    posts = [
        ("Trois jours à Saint-Malo", "Remparts, plages et galettes : notre itinéraire…"),
        ("Le sentier des douaniers", "Randonnée de Perros-Guirec à Ploumanac'h…"),
        ("Où dormir à Quimper", "Nos adresses testées en centre-ville…"),
        ("Belle-Île hors saison", "Le calme de novembre sur l'île…"),
        ("Les crêperies de Rennes", "Notre sélection de dix adresses…"),
        ("Carnac à vélo", "Les alignements en une journée…"),
    ]
    cards = "".join(
        f"<article class='excerpt'><h2><a href='/{i}/'>{t}</a></h2><p class='date'>{i + 2} mars 2026</p><p>{d}</p><a href='/{i}/'>Lire la suite</a></article>"
        for i, (t, d) in enumerate(posts)
    )
    return page(
        "fr",
        "Blog Voyage",
        "Bretagne",
        f"<h1>Étiquette : Bretagne</h1>{cards}<nav class='pagination'><a href='/tag/bretagne/page/2/'>Articles plus anciens</a></nav>",
        layout="mega",
    )


@_case("thin-tagcloud-ko", False, "https://blog-ko.example/tags")
def _tagcloud_ko() -> bytes:
    tags = [
        "여행",
        "맛집",
        "카페",
        "제주도",
        "부산",
        "캠핑",
        "등산",
        "사진",
        "육아",
        "요리",
        "독서",
        "영화",
        "음악",
        "자전거",
        "운동",
        "재테크",
        "부동산",
        "주식",
        "코딩",
        "일상",
        "반려견",
        "고양이",
        "인테리어",
        "패션",
    ]
    cloud = " ".join(
        f"<a class='tag size-{i % 5}' href='/tag/{t}'>{t}</a><span class='cnt'>({(i * 7) % 40 + 1})</span>"
        for i, t in enumerate(tags)
    )
    return page(
        "ko", "블로그", "태그", f"<h1>태그 목록</h1><div class='tag-cloud'>{cloud}</div>", layout="ghost"
    )


@_case("thin-directory-kk", False, "https://anyqtama.example/almaty/dariqhana")
def _directory_kk() -> bytes:
    entries = [
        ("Дәрігер+ дәріханасы", "Абай даңғылы 52", "+7 727 250 11 22"),
        ("Дәрі-Әлем", "Сейфуллин көшесі 410", "+7 727 272 33 44"),
        ("Денсаулық дәріханасы", "Төле би көшесі 189", "+7 727 292 55 66"),
        ("Фарма-Алматы", "Райымбек даңғылы 221", "+7 727 230 77 88"),
        ("Шипа", "Жандосов көшесі 58", "+7 727 244 99 00"),
        ("Медикер дәріханасы", "Әл-Фараби даңғылы 77", "+7 727 311 12 13"),
        ("Аптека №1", "Гагарин даңғылы 135", "+7 727 382 14 15"),
    ]
    cards = "".join(
        f"<div class='listing'><h3><a href='/firma/{i}'>{n}</a></h3><p>{a}</p><p>{p}</p><a href='/firma/{i}#map'>Картада</a></div>"
        for i, (n, a, p) in enumerate(entries)
    )
    return page(
        "kk",
        "Анықтама",
        "Дәріханалар",
        f"<h1>Алматыдағы дәріханалар</h1><p>Табылды: 214</p>{cards}",
        layout="email",
    )


@_case("thin-directory-hi", False, "https://suchi.example/delhi/schools")
def _directory_hi() -> bytes:
    rows = "".join(
        f"<tr><td><a href='/s/{i}'>{n}</a></td><td>{a}</td><td>{r}★</td></tr>"
        for i, (n, a, r) in enumerate(
            [
                ("सरस्वती विद्या मंदिर", "रोहिणी सेक्टर 9", "4.2"),
                ("दिल्ली पब्लिक स्कूल", "द्वारका सेक्टर 3", "4.5"),
                ("केंद्रीय विद्यालय", "जनकपुरी", "4.1"),
                ("सेंट मैरी स्कूल", "सफ़दरजंग", "4.3"),
                ("आदर्श बाल विद्यालय", "लक्ष्मी नगर", "3.9"),
                ("गुरु हरकृष्ण पब्लिक स्कूल", "तिलक नगर", "4.0"),
                ("मॉडर्न स्कूल", "बाराखंभा रोड", "4.6"),
            ]
        )
    )
    text = f"<h1>दिल्ली के स्कूल</h1><p>148 परिणाम · <a href='/delhi/schools?sort=rating'>रेटिंग के अनुसार</a></p><table class='results'><tr><th>नाम</th><th>पता</th><th>रेटिंग</th></tr>{rows}</table>"
    return page("hi", "सूची", "स्कूल", text, layout="mega")


# ---------------------------------------------------------------- thin: media with captions only


@_case("thin-gallery-fr", False, "https://magazine-deco.example/galerie/cuisines-2026")
def _gallery_fr() -> bytes:
    caps = [
        "Cuisine en chêne clair",
        "Îlot central en marbre",
        "Crédence en zellige vert",
        "Cuisine noire mate",
        "Verrière d'atelier",
        "Étagères ouvertes",
        "Cuisine en L",
        "Suspension en rotin",
    ]
    figs = "".join(
        f"<figure><a href='/galerie/cuisines-2026/{i}'><img src='/g/{i}.jpg' alt='{c}'></a><figcaption>{i + 1}/8 · {c}</figcaption></figure>"
        for i, c in enumerate(caps)
    )
    return page(
        "fr",
        "Magazine Déco",
        "Cuisines 2026",
        f"<h1>Cuisines : 8 idées pour 2026</h1><div class='gallery'>{figs}</div>",
        layout="webcomp",
    )


@_case("thin-gallery-zh", False, "https://tupian.example/album/88213")
def _gallery_zh() -> bytes:
    caps = [
        "黄山云海",
        "西湖断桥",
        "桂林山水",
        "张家界峰林",
        "九寨沟五花海",
        "布达拉宫",
        "长城日出",
        "鼓浪屿",
    ]
    figs = "".join(
        f"<div class='ph'><img src='/p/{i}.jpg'><p>{c}（摄影：网友{i}）</p></div>" for i, c in enumerate(caps)
    )
    return page(
        "zh",
        "图片网",
        "风景相册",
        f"<h1>中国风景相册</h1><p>共8张 · 浏览12,340次</p>{figs}",
        layout="appshell",
    )


@_case("thin-video-ar", False, "https://tube-arabi.example/watch/xk29d")
def _video_ar() -> bytes:
    related = "".join(
        f"<a class='rel' href='/watch/r{i}'><img src='/t/{i}.jpg'><span>فيديو مقترح رقم {i} · {i * 2}:1{i}</span></a>"
        for i in range(1, 7)
    )
    text = (
        "<div class='player'><video src='/v/xk29d.mp4' controls poster='/p.jpg'></video></div>"
        "<h1>أهداف مباراة الأهلي والزمالك</h1><p class='stats'>١٢٣ ألف مشاهدة · منذ يومين</p>"
        "<p class='desc'>ملخص وأهداف المباراة. لا تنسوا الاشتراك في القناة!</p>"
        f"<div class='related'>{related}</div>"
    )
    return page("ar", "تيوب عربي", "أهداف المباراة", text, layout="mega")


# ---------------------------------------------------------------- thin: doorways


@_case("thin-doorway-es", False, "https://abogados-baratos-madrid.example/")
def _doorway_es() -> bytes:
    kw = "abogados baratos Madrid"
    text = (
        f"<h1>{kw.title()}</h1>"
        f"<p>Buscas {kw}? Somos los mejores {kw}. Nuestros {kw} ofrecen {kw} a precios de {kw}. "
        f"Llama ya a los {kw} y consulta a nuestros {kw} especialistas en {kw}. {kw.capitalize()} 24 horas. "
        f"Los {kw} más baratos de los {kw}. Contacta con {kw} hoy.</p>"
        f"<p>{kw} · {kw} centro · {kw} divorcio · {kw} herencias · {kw} laboral · {kw} penal</p>"
        "<a class='btn' href='tel:+34900000000'>Llamar ahora</a>"
    )
    return page("es", "Abogados", kw, text, layout="email")


@_case("thin-doorway-ru", False, "https://kupit-divan-nedorogo.example/moskva")
def _doorway_ru() -> bytes:
    kw = "купить диван недорого в Москве"
    text = (
        f"<h1>Купить диван недорого в Москве</h1><p>Хотите {kw}? У нас можно {kw}. {kw.capitalize()} — это просто: {kw} с доставкой, {kw} со скидкой, {kw} от производителя. "
        f"Где {kw}? Здесь! {kw.capitalize()} выгодно. Лучшее место, чтобы {kw}, и {kw} прямо сейчас.</p>"
        + "<ul>"
        + "".join(
            f"<li><a href='/{c}'>{kw} {c}</a></li>"
            for c in ["угловой", "прямой", "кровать", "еврокнижка", "аккордеон", "детский"]
        )
        + "</ul>"
    )
    return page("ru", "Диваны", kw, text, layout="ghost")


# ---------------------------------------------------------------- thin: notices and walls


@_case("thin-quota-en", False, "https://api-docs-mirror.example/reference/users")
def _quota_en() -> bytes:
    text = (
        "<div class='notice'><h1>Too many requests</h1><p>You have exceeded the limit of 60 page views per hour for anonymous visitors. "
        "Please wait 37 minutes or sign in to continue.</p><p>Request ID: 9f1c-77ab · Retry-After: 2220</p>"
        "<a class='btn' href='/login'>Sign in</a></div>"
    )
    return page("en", "API Docs Mirror", "Rate limited", text, layout="appshell")


@_case("thin-quota-zh", False, "https://wenku.example/doc/55120.html")
def _quota_zh() -> bytes:
    text = "<div class='limit'><h2>访问过于频繁</h2><p>您今日的免费阅读次数已用完（10/10），请明天再来，或开通会员享受无限阅读。</p><a href='/vip'>开通会员</a> <a href='/'>返回首页</a></div>"
    return page("zh", "文库", "访问受限", text, layout="webcomp")


@_case("thin-quota-tr", False, "https://sozluk-arsiv.example/entry/991201")
def _quota_tr() -> bytes:
    text = "<h1>Günlük sınıra ulaştınız</h1><p>Üye olmayan ziyaretçiler günde en fazla 20 sayfa görüntüleyebilir. Sınır gece yarısı sıfırlanır.</p><p><a href='/uye-ol'>Ücretsiz üye ol</a> · <a href='/giris'>Giriş yap</a></p>"
    return page("tr", "Sözlük Arşiv", "Sınır", text, layout="mega")


@_case("thin-paywall-lede-fr", False, "https://quotidien.example/politique/2026/12/03/budget")
def _paywall_lede_fr() -> bytes:
    text = (
        "<article><h1>Budget 2027 : le gouvernement renonce à la hausse de la TVA</h1><p class='chapo'>Après deux semaines de tensions avec sa majorité, Matignon a tranché mardi soir.</p>"
        "<p>La mesure, qui devait rapporter 6 milliards d'euros, avait provoqué la colère des commerçants et d'une partie des députés. Selon nos informations, le Premier ministre</p>"
        "<div class='paywall'><h3>Cet article est réservé aux abonnés</h3><p>Il vous reste 80 % de l'article à lire.</p><a class='btn' href='/abonnement'>Je m'abonne — 1 € le premier mois</a> <a href='/connexion'>Déjà abonné ? Se connecter</a></div></article>"
    )
    return page("fr", "Le Quotidien", "Budget 2027", text, layout="ghost")


@_case("thin-paywall-lede-ka", False, "https://gazeti.example/politika/2026/12/03/biujeti")
def _paywall_lede_ka() -> bytes:
    text = (
        "<h1>პარლამენტმა 2027 წლის ბიუჯეტი პირველი მოსმენით მიიღო</h1>"
        "<p>პარლამენტმა დღეს ბიუჯეტის პროექტს მხარი დაუჭირა. ოპოზიცია ამბობს, რომ</p>"
        "<div class='premium-lock'><p>სტატიის სრულად წასაკითხად გამოიწერეთ პრემიუმი.</p><a href='/premium'>გამოწერა</a> <a href='/shesvla'>შესვლა</a></div>"
    )
    return page("ka", "გაზეთი", "ბიუჯეტი", text, layout="mega")


@_case("thin-paywall-lede-he", False, "https://iton.example/news/2026/12/03/dira")
def _paywall_lede_he() -> bytes:
    text = (
        "<h1>מחירי הדירות ירדו זו הפעם הראשונה מזה שנתיים</h1><p>מדד מחירי הדירות ירד ב־0.4% בחודשים ספטמבר–אוקטובר, כך עולה מנתוני הלשכה המרכזית לסטטיסטיקה. הירידה החדה ביותר נרשמה</p>"
        "<div class='piano-wall'><p>כדי להמשיך לקרוא, הצטרפו למינוי הדיגיטלי</p><a href='/subscribe'>למינוי ב־9.90 ₪</a><a href='/login'>כבר מנויים? התחברו</a></div>"
    )
    return page("he", "עיתון", "מחירי הדירות", text, layout="appshell")


@_case("thin-soft404-tr", False, "https://haber-portal.example/ekonomi/2026/enflasyon-raporu")
def _soft404_tr() -> bytes:
    text = (
        "<div class='not-found'><h1>Aradığınız sayfa bulunamadı</h1><p>Sayfa kaldırılmış, adı değiştirilmiş ya da geçici olarak kullanım dışı olabilir.</p>"
        "<form action='/ara'><input name='q'><button>Ara</button></form><h3>Bunlar ilginizi çekebilir</h3><ul>"
        + "".join(f"<li><a href='/h/{i}'>Gündem haberi {i}</a></li>" for i in range(1, 6))
        + "</ul></div>"
    )
    return page("tr", "Haber Portal", "Sayfa bulunamadı", text, layout="ghost")


@_case("thin-soft404-vi", False, "https://baomoi-like.example/thoi-su/bai-viet-12345.html")
def _soft404_vi() -> bytes:
    text = "<div class='err'><p class='big'>Oops!</p><h2>Bài viết không tồn tại hoặc đã bị gỡ</h2><p>Bạn có thể quay lại <a href='/'>trang chủ</a> hoặc xem các tin mới nhất.</p></div>"
    return page("vi", "Báo Mới", "Không tìm thấy", text, layout="email")


@_case("thin-soft404-is", False, "https://frettir.example/innlent/2025/05/12/gomul-frett")
def _soft404_is() -> bytes:
    text = "<h1>Síða fannst ekki</h1><p>Því miður fannst síðan sem þú leitaðir að ekki. Hún gæti hafa verið færð eða eytt.</p><p><a href='/'>Fara á forsíðu</a></p>"
    return page("is", "Fréttir", "Síða fannst ekki", text, layout="webcomp")


@_case("thin-comments-es", False, "https://periodico.example/sociedad/2026/12/03/huelga-metro/comentarios")
def _comments_es() -> bytes:
    comments = [
        ("mariano_77", "Ya era hora, llevamos semanas así."),
        ("Lucía G.", "¿Y quién paga los días perdidos?"),
        ("pepe", "Totalmente de acuerdo con el artículo."),
        ("anon123", "Siempre igual en esta ciudad..."),
        ("Javier R.", "Los trabajadores tienen razón, los sueldos no suben."),
        ("marta_bcn", "Yo voy en bici y listo."),
    ]
    items = "".join(
        f"<li class='comment'><b>{u}</b> <span class='ago'>hace {i + 1} h</span><p>{t}</p><a href='#r{i}'>Responder</a> · 👍 {i * 3}</li>"
        for i, (u, t) in enumerate(comments)
    )
    text = f"<h2>Comentarios (6)</h2><p><a href='/sociedad/2026/12/03/huelga-metro'>← Volver a la noticia: Desconvocada la huelga de metro</a></p><ol class='comments'>{items}</ol>"
    return page("es", "El Periódico", "Comentarios", text, layout="mega")


@_case("thin-comments-he", False, "https://iton.example/opinion/2026/12/02/tachbura/talkbacks")
def _comments_he() -> bytes:
    tb = [
        ("דני", "כל הכבוד על הכתבה"),
        ("מיכל", "לא מסכימה בכלל"),
        ("אורח", "סוף סוף מישהו אומר את זה"),
        ("יוסי", "ומה עם הפריפריה?"),
        ("רונית", "תחבורה ציבורית בשבת עכשיו!"),
    ]
    items = "".join(
        f"<div class='talkback'><span class='num'>{i + 1}.</span> <a href='#t{i}'><b>{t}</b></a> <span class='who'>{u}</span></div>"
        for i, (u, t) in enumerate(tb)
    )
    return page("he", "עיתון", "תגובות", f"<h1>תגובות לכתבה</h1>{items}", layout="ghost")


@_case("thin-botcheck-is", False, "https://verslun.example/vara/4412")
def _botcheck_is() -> bytes:
    text = (
        "<div class='challenge'><h1>Augnablik…</h1><p>Við erum að athuga hvort þú sért manneskja. Þetta tekur nokkrar sekúndur.</p>"
        "<div class='cf-turnstile' data-sitekey='0x4AAAAAAAxxxx'></div><noscript>Virkjaðu JavaScript til að halda áfram.</noscript></div>"
    )
    return page("is", "Verslun", "Augnablik", text, layout="appshell", side=False)


@_case("thin-consent-eu", False, "https://albisteak.example/2026/12/03/kirolak")
def _consent_eu() -> bytes:
    text = (
        "<div class='consent-wall'><h2>Zure pribatutasuna garrantzitsua da guretzat</h2>"
        "<p>Gu eta gure bazkideek cookieak erabiltzen ditugu edukia pertsonalizatzeko eta iragarkiak neurtzeko. Edukia ikusteko, onartu cookieak edo harpidetu iragarkirik gabe.</p>"
        "<button>Onartu eta jarraitu</button> <a href='/harpidetza'>Harpidetu</a> <a href='/cookieak'>Informazio gehiago</a></div>"
    )
    return page("eu", "Albisteak", "Kirolak", text, layout="email", side=False)


@_case("thin-login-gl", False, "https://comunidade.example/foro/fio/2291")
def _login_gl() -> bytes:
    text = (
        "<div class='auth'><h1>Inicia sesión para ver este fío</h1><p>Este contido só está dispoñible para membros rexistrados da comunidade.</p>"
        "<form action='/entrar' method='post'><label>Usuario <input name='u'></label><label>Contrasinal <input type='password' name='p'></label><button>Entrar</button></form>"
        "<p><a href='/rexistro'>Crear unha conta</a> · <a href='/contrasinal'>Esqueciches o contrasinal?</a></p></div>"
    )
    return page("gl", "Comunidade", "Entrar", text, layout="webcomp")


@_case("thin-comingsoon-cy", False, "https://gwyl-haf.example/rhaglen-2027")
def _comingsoon_cy() -> bytes:
    text = "<h1>Rhaglen 2027</h1><p>Yn dod yn fuan! Bydd rhaglen yr ŵyl yn cael ei chyhoeddi ym mis Mawrth.</p><p>Cofrestrwch i gael gwybod yn gyntaf.</p><form><input type='email'><button>Cofrestru</button></form>"
    return page("cy", "Gŵyl Haf", "Rhaglen 2027", text, layout="ghost")


@_case("thin-stub-af", False, "https://kennis.example/wiki/Kaapse_suikervoël")
def _stub_af() -> bytes:
    text = (
        "<h1>Kaapse suikervoël</h1><div class='ambox'>Hierdie artikel is 'n saadjie. Help gerus deur dit uit te brei.</div>"
        "<p>Die <b>Kaapse suikervoël</b> is 'n voël.</p><div class='catlinks'>Kategorieë: <a href='/k/voels'>Voëls</a> | <a href='/k/saadjies'>Saadjies</a></div>"
    )
    return page("af", "Kennis", "Kaapse suikervoël", text, layout="mega")


_OPEN_MISSES: frozenset[str] = (
    frozenset()
)  # thin-tagcloud-ko dropped since round 14 (a tag's count is no text)


@pytest.mark.parametrize("case", params(CASES, _OPEN_MISSES, "blind round 10 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
