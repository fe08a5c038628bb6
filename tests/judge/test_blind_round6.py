"""Blind round 6 (#17): labelled synthetic pages written before the judge's rules were read.

Thin pages (aggregators, directory and search-result tables, forum indexes, tag clouds and archives,
galleries and video pages, doorways, link farms, quota and rate-limit notices, paywall ledes, soft
404s, login, consent and bot walls, region blocks, JavaScript shells, sitemaps, author pages,
listings of jobs, events, ads and products, disambiguation pages) and full pages that look like them
(government notices and guides, wiki stubs, forum threads, SPA-rendered articles and docs, tables
with short intros, FAQs, changelogs, press releases, obituaries, poems, reviews, articles about rate
limits, consent and captchas, pages with a captcha widget or consent banner, CSS paywalls, video
transcripts, photo essays, listicles, recipes, code docs, glossary entries, briefs, interviews,
court summaries, spec sheets), in eighteen languages and seven layouts round 5 lacks (see
`blind_chrome6`). Each page goes through the public API only. The first-sight run is in
docs/benchmarks.md ("#17, blind round 6"); pages still missed are listed in `_OPEN_MISSES`.
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, ld, params, registry
from tests.judge.blind_chrome6 import page

CASES: list[Case] = []
_case = registry(CASES)


# ---------------------------------------------------------------- thin pages


@_case("thin-aggregator-vi", False, "https://tonghop-tin.example/")
def _aggregator_vi() -> bytes:
    items = [
        (
            "Giá vàng trong nước tăng mạnh phiên sáng nay",
            "VnTin",
            "Giá vàng miếng tăng thêm 500.000 đồng mỗi lượng so với hôm qua.",
        ),
        (
            "Hà Nội thí điểm xe buýt điện trên 5 tuyến mới",
            "Thời Báo",
            "Các tuyến mới sẽ chạy từ đầu tháng sau với giá vé không đổi.",
        ),
        (
            "Mưa lớn gây ngập nhiều tuyến phố ở TP.HCM",
            "Sài Gòn 24h",
            "Nhiều tuyến đường ở quận Bình Thạnh ngập sâu sau cơn mưa chiều.",
        ),
        (
            "Đội tuyển bóng đá thắng 2-0 trong trận giao hữu",
            "Thể Thao Số",
            "Hai bàn thắng đều đến trong hiệp hai.",
        ),
        (
            "Xuất khẩu cà phê đạt kỷ lục trong quý ba",
            "Kinh Tế Việt",
            "Giá cà phê robusta tăng mạnh trên thị trường thế giới.",
        ),
        (
            "Bộ Y tế khuyến cáo tiêm phòng cúm trước mùa lạnh",
            "Sức Khỏe+",
            "Người cao tuổi và trẻ nhỏ được ưu tiên tiêm trước.",
        ),
        (
            "Sân bay Long Thành lùi thời hạn hoàn thành",
            "Giao Thông",
            "Nhà thầu cho biết cần thêm sáu tháng để hoàn thiện nhà ga.",
        ),
        (
            "Học sinh Việt Nam giành 4 huy chương vàng Olympic",
            "Giáo Dục",
            "Đoàn học sinh xếp thứ ba trong bảng tổng sắp.",
        ),
        ("Giá xăng giảm nhẹ từ 15 giờ chiều nay", "Năng Lượng", "Mỗi lít xăng RON95 giảm khoảng 300 đồng."),
        (
            "Lễ hội pháo hoa Đà Nẵng công bố các đội tham gia",
            "Du Lịch",
            "Năm nay có tám đội đến từ bảy quốc gia.",
        ),
        (
            "Ngân hàng Nhà nước giữ nguyên lãi suất điều hành",
            "Tài Chính",
            "Quyết định được đưa ra sau cuộc họp định kỳ.",
        ),
        (
            "Khánh thành cầu mới bắc qua sông Hồng",
            "Hà Nội Mới",
            "Cây cầu giúp giảm ùn tắc cho khu vực phía bắc thành phố.",
        ),
    ]
    cards = "".join(
        f"<div class='css-card' data-idx='{i}'><a class='css-card__img' href='https://src{i}.example/bai/{i}'><img src='/t/{i}.jpg' alt=''></a>"
        f"<div class='css-card__body'><a class='css-card__title' href='https://src{i}.example/bai/{i}'>{h}</a>"
        f"<div class='css-card__meta'><span>{s}</span> · <span>{i + 2} giờ trước</span></div><p class='css-card__sapo'>{b}</p></div></div>"
        for i, (h, s, b) in enumerate(items)
    )
    content = f"<h1 class='css-h1'>Tin mới nhất</h1><div class='css-grid'>{cards}</div><button class='css-more'>Xem thêm</button>"
    return page("vi", "Tổng Hợp Tin", "Tổng Hợp Tin - tin tức 24h", content, layout="spa")


@_case("thin-aggregator-hi", False, "https://khabar-sangrah.example/taaza")
def _aggregator_hi() -> bytes:
    items = [
        ("दिल्ली में आज से ऑड-ईवन नियम लागू", "नवभारत", "प्रदूषण बढ़ने के बाद सरकार ने यह फैसला लिया।"),
        ("रेलवे ने त्योहारों के लिए 200 विशेष ट्रेनें चलाईं", "रेल समाचार", "टिकट की बुकिंग शुक्रवार से शुरू होगी।"),
        ("शेयर बाजार में लगातार तीसरे दिन तेजी", "अर्थ जगत", "सेंसेक्स 600 अंक चढ़कर बंद हुआ।"),
        ("मानसून ने केरल में दस्तक दी", "मौसम डेस्क", "मौसम विभाग ने अगले दो दिन भारी बारिश का अनुमान जताया।"),
        ("क्रिकेट: भारत ने श्रृंखला 2-1 से जीती", "खेल भारती", "अंतिम मैच में गेंदबाजों ने शानदार प्रदर्शन किया।"),
        ("सरकारी स्कूलों में नई पाठ्यपुस्तकें", "शिक्षा लोक", "कक्षा छह से आठ तक की किताबें बदली जाएंगी।"),
        ("मुंबई में नई मेट्रो लाइन का उद्घाटन", "महानगर", "इससे रोज़ दो लाख यात्रियों को फायदा होगा।"),
        ("किसानों के लिए नई बीमा योजना", "कृषि दर्पण", "योजना में छोटे किसानों को प्राथमिकता दी जाएगी।"),
        ("चाँद पर उतरने की नई तारीख घोषित", "विज्ञान वार्ता", "अंतरिक्ष एजेंसी ने प्रक्षेपण की तैयारी पूरी बताई।"),
        ("पेट्रोल की कीमतों में मामूली कटौती", "ऊर्जा समाचार", "नई दरें आधी रात से लागू होंगी।"),
    ]
    river = "".join(
        f"<article class='story-strip'><h3><a href='https://src{i}.example/news/{i}'>{h}</a></h3>"
        f"<div class='strip-meta'>{s} · {i * 4 + 5} मिनट पहले</div><p>{b}</p></article>"
        for i, (h, s, b) in enumerate(items)
    )
    content = (
        f"<section class='latest'><h1>ताज़ा खबरें</h1>{river}<a class='more' href='?page=2'>और खबरें</a></section>"
    )
    return page("hi", "ख़बर संग्रह", "ताज़ा खबरें | ख़बर संग्रह", content, layout="news")


@_case("thin-directory-table-pl", False, "https://firmy-katalog.example/krakow/hydraulicy")
def _directory_table_pl() -> bytes:
    rows = [
        ("Hydro-Serwis Kowalski", "ul. Długa 14, Kraków", "12 345 67 89", "4,8"),
        ("Instalacje Nowak s.c.", "ul. Wielicka 201, Kraków", "12 222 33 44", "4,5"),
        ("AquaFix 24h", "os. Centrum C 7, Kraków", "600 100 200", "4,2"),
        ("Usługi Hydrauliczne Zieliński", "ul. Kalwaryjska 58, Kraków", "501 222 333", "4,9"),
        ("Termo-Instal", "ul. Opolska 12, Kraków", "12 654 32 10", "3,9"),
        ("Pogotowie Hydrauliczne Wiśniewski", "al. Pokoju 44, Kraków", "698 555 444", "4,6"),
        ("Kan-Bud Instalacje", "ul. Zakopiańska 99, Kraków", "12 111 00 99", "4,1"),
        ("Hydraulik Mazur", "ul. Bora-Komorowskiego 3, Kraków", "515 404 303", "4,7"),
        ("Eko-Woda", "ul. Kamieńskiego 10, Kraków", "12 777 88 99", "4,0"),
        ("Rury i Krany Lewandowski", "ul. Mogilska 70, Kraków", "604 909 808", "4,4"),
    ]
    trs = "".join(
        f"<tr><td><a href='/firma/{i}'>{n}</a></td><td>{a}</td><td><a href='tel:{p}'>{p}</a></td><td>★ {r}</td></tr>"
        for i, (n, a, p, r) in enumerate(rows)
    )
    content = (
        "<h1>Hydraulicy – Kraków</h1><p class='count'>Znaleziono 148 firm</p>"
        "<table class='listing'><thead><tr><th>Firma</th><th>Adres</th><th>Telefon</th><th>Ocena</th></tr></thead>"
        f"<tbody>{trs}</tbody></table><div class='pager'><a href='?p=2'>2</a> <a href='?p=3'>3</a> <a href='?p=15'>15</a></div>"
    )
    return page("pl", "Firmy Katalog", "Hydraulicy Kraków – katalog firm", content, layout="market")


@_case("thin-search-table-pt", False, "https://transparencia.example/busca?q=licita%C3%A7%C3%A3o+merenda")
def _search_table_pt() -> bytes:
    rows = [
        ("Edital de licitação nº 12/2025 – merenda escolar", "14/03/2025", "PDF, 1,2 MB"),
        ("Ata da sessão pública – pregão eletrônico 12/2025", "02/04/2025", "PDF, 340 KB"),
        ("Contrato 88/2025 – fornecimento de gêneros alimentícios", "21/04/2025", "PDF, 800 KB"),
        ("Aditivo ao contrato 88/2025", "10/07/2025", "PDF, 120 KB"),
        ("Edital de chamada pública – agricultura familiar 2025", "05/02/2025", "PDF, 950 KB"),
        ("Resultado da chamada pública – agricultura familiar", "28/02/2025", "PDF, 210 KB"),
        ("Relatório de fiscalização da merenda – 1º semestre", "15/08/2025", "PDF, 2,4 MB"),
        ("Parecer jurídico – pregão 12/2025", "20/03/2025", "PDF, 180 KB"),
    ]
    trs = "".join(
        f"<tr><td><a href='/documentos/{i}.pdf'>{t}</a></td><td>{d}</td><td>{s}</td></tr>"
        for i, (t, d, s) in enumerate(rows)
    )
    content = (
        "<h1>Resultados da busca</h1><form class='busca'><input name='q' value='licitação merenda'><button>Buscar</button></form>"
        "<p>8 documentos encontrados para <strong>licitação merenda</strong></p>"
        f"<table class='resultados'><tr><th>Documento</th><th>Publicação</th><th>Arquivo</th></tr>{trs}</table>"
    )
    return page(
        "pt", "Portal da Transparência Municipal", "Busca – Portal da Transparência", content, layout="gov"
    )


@_case("thin-forumindex-ru", False, "https://forum-avto.example/forums/remont-dvigatelya.12/")
def _forumindex_ru() -> bytes:
    topics = [
        ("Стук в двигателе на холодную", "dimon77", 34, 2210),
        ("Какое масло лить в 1.6 после 200 тыс. км?", "sergey_k", 58, 5120),
        ("Замена ремня ГРМ своими руками — вопросы", "mehanik", 12, 980),
        ("Троит на холостых после мойки", "olga_drive", 21, 1430),
        ("Расход масла литр на тысячу", "vasya", 47, 3890),
        ("Датчик детонации: где стоит?", "alex_01", 6, 410),
        ("Плавают обороты, помогите", "roman", 19, 1210),
        ("Капиталка или контрактный мотор?", "garage_boss", 73, 6650),
        ("Свечи зажигания: какие лучше", "petrovich", 29, 2020),
        ("Не заводится в мороз", "kirill", 38, 3300),
        ("Антифриз уходит, следов нет", "marina", 15, 1175),
        ("Шум помпы или генератора?", "igor_m", 9, 640),
    ]
    rows = "".join(
        f"<li class='topic-row'><div class='topic-title'><a href='/threads/{i}'>{t}</a><span class='starter'>{u}</span></div>"
        f"<dl class='pairs'><dt>Ответы</dt><dd>{r}</dd><dt>Просмотры</dt><dd>{v}</dd></dl>"
        f"<div class='last'><a href='/threads/{i}/latest'>вчера в 2{i % 4}:1{i % 6}</a></div></li>"
        for i, (t, u, r, v) in enumerate(topics)
    )
    content = (
        "<h2 class='forum-title'>Ремонт двигателя</h2><div class='forum-desc'>Диагностика и ремонт ДВС</div>"
        f"<a class='button' href='/post-thread'>Создать тему</a><ol class='topic-list'>{rows}</ol>"
        "<div class='pagenav'><a href='?page=2'>2</a> <a href='?page=3'>3</a> … <a href='?page=88'>88</a></div>"
    )
    return page("ru", "Автофорум", "Ремонт двигателя | Автофорум", content, layout="forum")


@_case("thin-tagcloud-ko", False, "https://ilsang-gisul.example/tags")
def _tagcloud_ko() -> bytes:
    tags = [
        ("파이썬", 42),
        ("리액트", 18),
        ("도커", 25),
        ("쿠버네티스", 11),
        ("리눅스", 37),
        ("자바스크립트", 29),
        ("데이터베이스", 14),
        ("깃", 22),
        ("알고리즘", 9),
        ("머신러닝", 16),
        ("클라우드", 13),
        ("보안", 8),
        ("네트워크", 7),
        ("타입스크립트", 19),
        ("러스트", 5),
        ("고랭", 6),
        ("맥북", 4),
        ("생산성", 12),
        ("독서", 10),
        ("회고", 15),
        ("면접", 9),
        ("스프링", 17),
        ("안드로이드", 6),
        ("iOS", 5),
    ]
    cloud = "".join(
        f"<a class='tag' style='font-size:{10 + n // 3}px' href='/tag/{t}'>{t} <sup>{n}</sup></a> "
        for t, n in tags
    )
    content = f"<div class='page-header'><h1>태그</h1></div><div class='tag-cloud'>{cloud}</div>"
    return page("ko", "일상 기술 블로그", "태그 - 일상 기술 블로그", content, layout="blog")


@_case("thin-tagarchive-tr", False, "https://gezginin-defteri.example/etiket/kapadokya/")
def _tagarchive_tr() -> bytes:
    posts = [
        (
            "Kapadokya'da balon turu: bilmeniz gerekenler",
            "Sabahın erken saatlerinde başlayan balon turları için en az bir gün önceden rezervasyon yapmanız gerekiyor. Hava koşulları…",
        ),
        (
            "Göreme Açık Hava Müzesi rehberi",
            "Kayaya oyulmuş kiliseleri gezmek için sabah saatlerini seçin; öğleden sonra kalabalık…",
        ),
        (
            "Ihlara Vadisi yürüyüşü",
            "On dört kilometrelik vadi boyunca nehir kenarında yürümek, yazın bile serin bir deneyim…",
        ),
        (
            "Kapadokya'da nerede kalınır?",
            "Mağara otelleri pahalı görünse de kış aylarında fiyatlar neredeyse yarıya…",
        ),
        (
            "Avanos'ta çömlek atölyesi",
            "Kızılırmak'ın kırmızı kilinden yapılan çömlekler yüzyıllardır bu kasabanın…",
        ),
        ("Derinkuyu yeraltı şehri", "Sekiz kat aşağıya inen tüneller, bir zamanlar binlerce kişiye sığınak…"),
    ]
    arts = "".join(
        f"<article class='post type-post'><h2 class='entry-title'><a href='/{2026 - i}/yazi-{i}/'>{t}</a></h2>"
        f"<div class='entry-meta'>{i + 3} Mart 2026</div><div class='entry-summary'><p>{s}</p></div>"
        f"<a class='more-link' href='/{2026 - i}/yazi-{i}/'>Devamını oku »</a></article>"
        for i, (t, s) in enumerate(posts)
    )
    content = f"<header class='page-header'><h1 class='page-title'>Etiket: Kapadokya</h1></header>{arts}<nav class='nav-links'><a href='page/2/'>Önceki yazılar</a></nav>"
    return page("tr", "Gezginin Defteri", "Kapadokya arşivleri - Gezginin Defteri", content, layout="blog")


@_case("thin-gallery-ar", False, "https://sahifat-alsuwar.example/gallery/2026/ramadan-lights")
def _gallery_ar() -> bytes:
    caps = [
        "فوانيس رمضان تزين شارع المعز",
        "أطفال يحملون الفوانيس في الحي القديم",
        "زينة ملونة فوق الأسواق الشعبية",
        "مائدة إفطار جماعية في الساحة",
        "مسحراتي يجوب الحارات قبل الفجر",
        "أضواء المسجد الكبير ليلاً",
        "بائع كنافة في سوق الحسين",
        "شباب يعلقون الزينة على الشرفات",
        "فانوس عملاق عند مدخل المدينة",
        "زحام المتسوقين قبل الإفطار",
    ]
    figs = "".join(
        f"<figure class='slide'><img src='/g/ramadan/{i}.jpg' alt='{c}'><figcaption>{c} <span class='credit'>تصوير: أحمد س.</span></figcaption></figure>"
        for i, c in enumerate(caps)
    )
    content = (
        "<div class='gallery-head'><h1>بالصور: أضواء رمضان في القاهرة</h1><span class='count'>10 صور</span></div>"
        f"<div class='carousel'>{figs}</div><div class='share'><a href='#'>فيسبوك</a> <a href='#'>واتساب</a></div>"
    )
    return page("ar", "صفحات الصور", "بالصور: أضواء رمضان في القاهرة", content, layout="news")


@_case("thin-video-hi", False, "https://video-duniya.example/watch/v88120")
def _video_hi() -> bytes:
    nexts = [
        "बाढ़ से प्रभावित गाँवों की ड्रोन तस्वीरें",
        "मौसम अपडेट: अगले 48 घंटे भारी बारिश",
        "राहत शिविरों में हालात कैसे हैं",
        "पुल बहने का लाइव वीडियो",
        "सेना का बचाव अभियान",
        "बारिश में फँसे यात्रियों से बातचीत",
    ]
    upnext = "".join(
        f"<div class='css-vcard'><a href='/watch/v{88121 + i}'><img src='/th/{i}.jpg' alt=''><span class='css-vtitle'>{t}</span></a>"
        f"<span class='css-vmeta'>{i + 1}.{i}K व्यूज़ · 3:2{i}</span></div>"
        for i, t in enumerate(nexts)
    )
    content = (
        "<div class='css-player'><video src='/v/88120.mp4' poster='/p/88120.jpg' controls></video></div>"
        "<h1 class='css-vh1'>असम में बाढ़: ब्रह्मपुत्र खतरे के निशान से ऊपर</h1>"
        "<div class='css-vstats'>24,310 व्यूज़ · 2 घंटे पहले · <button>👍 1.2K</button> <button>शेयर</button></div>"
        "<p class='css-vdesc'>ब्रह्मपुत्र का जलस्तर लगातार बढ़ रहा है। देखिए हमारी रिपोर्ट।</p>"
        f"<aside class='css-upnext'><h2>आगे देखें</h2>{upnext}</aside>"
    )
    return page("hi", "वीडियो दुनिया", "असम में बाढ़ - वीडियो दुनिया", content, layout="spa")


@_case("thin-doorway-vi", False, "https://dich-vu-sua-may-lanh-quan-7.example/")
def _doorway_vi() -> bytes:
    kw = "sửa máy lạnh quận 7"
    paras = [
        f"Dịch vụ {kw} giá rẻ uy tín. Chúng tôi chuyên {kw}, {kw} tại nhà, {kw} nhanh chóng. Gọi ngay để {kw}.",
        f"Bạn cần {kw}? {kw} uy tín nhất. {kw} giá rẻ nhất. Thợ {kw} có mặt sau 15 phút. {kw} 24/7.",
        f"Vì sao chọn chúng tôi để {kw}? Vì {kw} của chúng tôi rẻ, {kw} bảo hành dài, {kw} chuyên nghiệp.",
        f"Ngoài {kw} chúng tôi còn sửa máy lạnh quận 8, sửa máy lạnh quận 4, sửa máy lạnh Nhà Bè, sửa máy lạnh quận 1.",
    ]
    areas = "".join(
        f"<li><a href='/sua-may-lanh-{q}'>sửa máy lạnh {q}</a></li>"
        for q in (
            "quận 1",
            "quận 2",
            "quận 3",
            "quận 4",
            "quận 5",
            "quận 8",
            "Bình Thạnh",
            "Gò Vấp",
            "Thủ Đức",
            "Nhà Bè",
        )
    )
    content = (
        f"<article class='post'><h1>Sửa máy lạnh quận 7 – {kw} giá rẻ</h1>"
        + "".join(f"<p>{p}</p>" for p in paras)
        + f"<p class='hotline'>Hotline {kw}: <a href='tel:0909000111'>0909 000 111</a></p><ul class='areas'>{areas}</ul></article>"
    )
    return page("vi", "Sửa Máy Lạnh Quận 7", f"{kw} | {kw} giá rẻ | {kw} uy tín", content, layout="blog")


@_case("thin-doorway-ru", False, "https://okna-pvh-tula.example/")
def _doorway_ru() -> bytes:
    kw = "пластиковые окна Тула"
    paras = [
        f"Купить {kw} недорого. {kw.capitalize()} от производителя. Установка {kw} под ключ. Заказать {kw} со скидкой.",
        f"Лучшие {kw} по низкой цене. Цены на {kw}. {kw.capitalize()} с установкой. {kw.capitalize()} отзывы.",
        f"Почему {kw} выгодно заказывать у нас? Наши {kw} — это качество. Наши {kw} — это гарантия. Наши {kw} — это цена.",
        f"{kw.capitalize()} в Новомосковске, {kw} в Алексине, {kw} в Щёкино, {kw} в Ефремове — доставка бесплатно.",
    ]
    content = (
        f"<h1>{kw.capitalize()} — {kw} дёшево</h1>"
        + "".join(f"<p>{p}</p>" for p in paras)
        + "<form class='zakaz'><input placeholder='Телефон'><button>Заказать замер</button></form>"
    )
    return page("ru", "Окна ПВХ Тула", f"{kw} | купить {kw} | цены на {kw}", content, layout="market")


@_case("thin-quota-ja", False, "https://chizu-api.example/v3/geocode?address=%E6%9C%AD%E5%B9%8C")
def _quota_ja() -> bytes:
    content = (
        "<div class='css-alert' role='alert'><h1 class='css-alert__title'>本日のリクエスト上限に達しました</h1>"
        "<p>無料プランでは1日あたり2,500件までご利用いただけます。上限は日本時間の午前0時にリセットされます。</p>"
        "<p><a href='/pricing'>プランをアップグレード</a> ・ <a href='/dashboard/usage'>使用状況を確認</a></p>"
        "<code>error: quota_exceeded (limit=2500, used=2500)</code></div>"
    )
    return page("ja", "ちずAPI", "上限に達しました - ちずAPI", content, layout="spa")


@_case("thin-ratelimit-pl", False, "https://epodatki.example/formularze/pit-37")
def _ratelimit_pl() -> bytes:
    content = (
        "<div class='gov-notice gov-notice--warning'><h1>Zbyt wiele zapytań</h1>"
        "<p>Z Twojego adresu wysłano zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za 60 sekund.</p>"
        "<p class='small'>Identyfikator zdarzenia: 7f3a-22c1-9b0e</p>"
        "<a class='btn' href='/formularze/pit-37'>Odśwież stronę</a></div>"
    )
    return page("pl", "e-Podatki", "Zbyt wiele zapytań – e-Podatki", content, layout="gov")


@_case(
    "thin-paywall-pt", False, "https://jornaldoplanalto.example/economia/2026/10/reforma-tributaria-estados"
)
def _paywall_pt() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Estados disputam fatia do novo imposto",
            "isAccessibleForFree": False,
        }
    )
    content = (
        "<article class='materia'><h1>Estados disputam fatia do novo imposto sobre consumo</h1>"
        "<p class='linha-fina'>Governadores pressionam o Senado por regras de transição mais longas</p>"
        "<div class='autor'>Por Marina Lopes · 14/10/2026</div>"
        "<p>Os governadores de dez estados enviaram ao Senado uma proposta que estende de oito para doze anos o período de transição do novo imposto sobre consumo.</p>"
        "<div class='barreira'><h2>Continue lendo com acesso ilimitado</h2><p>Assine a partir de R$ 1,90 no primeiro mês e leia todas as reportagens.</p>"
        "<a class='btn' href='/assine'>Assine já</a> <a href='/login'>Já sou assinante</a></div></article>"
    )
    return page(
        "pt",
        "Jornal do Planalto",
        "Estados disputam fatia do novo imposto",
        content,
        layout="news",
        head=head,
    )


@_case("thin-paywall-ko", False, "https://maeil-gyeongje.example/article/2026102188412")
def _paywall_ko() -> bytes:
    content = (
        "<div class='article-view'><h1>반도체 수출, 석 달 만에 반등</h1><div class='byline'>김민준 기자 · 2026.10.21</div>"
        "<p>지난달 반도체 수출이 석 달 만에 증가세로 돌아섰다. 인공지능 서버용 메모리 수요가 늘어난 영향이다.</p>"
        "<div class='premium-lock'><strong>프리미엄 회원 전용 기사입니다</strong><p>로그인 후 구독하시면 전체 기사를 보실 수 있습니다.</p>"
        "<a href='/subscribe'>구독하기</a> <a href='/login'>로그인</a></div></div>"
    )
    return page("ko", "매일경제신문", "반도체 수출, 석 달 만에 반등", content, layout="news")


@_case("thin-soft404-ar", False, "https://alwatan-news.example/article/2019/05/88123")
def _soft404_ar() -> bytes:
    links = "".join(
        f"<li><a href='/article/2026/10/{i}'>{t}</a></li>"
        for i, t in enumerate(
            [
                "افتتاح معرض الكتاب الدولي",
                "ارتفاع أسعار الذهب محلياً",
                "منتخب الشباب يتأهل للنهائي",
                "خطة جديدة للنقل العام",
            ]
        )
    )
    content = (
        "<div class='notfound'><h1>عذراً، الصفحة غير موجودة</h1>"
        "<p>ربما تم نقل المقال أو حذفه، أو أن الرابط غير صحيح.</p>"
        "<form action='/search'><input name='q' placeholder='ابحث في الموقع'><button>بحث</button></form>"
        f"<h2>قد يهمك أيضاً</h2><ul>{links}</ul></div>"
    )
    return page("ar", "الوطن نيوز", "الصفحة غير موجودة - الوطن نيوز", content, layout="news")


@_case("thin-soft404-zh", False, "https://zhihui-shequ.example/p/77120931")
def _soft404_zh() -> bytes:
    recs = "".join(
        f"<div class='css-rec'><a href='/p/{77120000 + i}'>{t}</a><span>{i + 1}2 赞同</span></div>"
        for i, t in enumerate(
            [
                "如何评价今年的秋季新品发布会？",
                "第一次养猫需要准备什么？",
                "有哪些适合入门的摄影书？",
                "跑步膝盖疼怎么办？",
                "北京周末有什么好去处？",
            ]
        )
    )
    content = (
        "<div class='css-empty'><img src='/static/empty.svg' alt=''><h2>你似乎来到了没有知识存在的荒原</h2>"
        "<p>该内容已被作者删除</p><a href='/'>返回首页</a></div>"
        f"<div class='css-recs'><h3>为你推荐</h3>{recs}</div>"
    )
    return page("zh", "智汇社区", "智汇社区", content, layout="spa")


@_case("thin-login-tr", False, "https://teknoloji-forumu.example/konu/ekran-karti-onerisi.55120/")
def _login_tr() -> bytes:
    content = (
        "<div class='block-message'><h1>Ekran kartı önerisi (15 bin TL bütçe)</h1>"
        "<p>Bu konuyu görüntülemek için giriş yapmalısınız veya üye olmalısınız.</p>"
        "<form class='login-form' action='/login'><label>Kullanıcı adı <input name='u'></label>"
        "<label>Şifre <input type='password' name='p'></label><label><input type='checkbox'> Beni hatırla</label>"
        "<button>Giriş yap</button></form><p><a href='/register'>Hesabınız yok mu? Hemen kaydolun</a> · <a href='/lost-password'>Şifremi unuttum</a></p></div>"
    )
    return page("tr", "Teknoloji Forumu", "Ekran kartı önerisi | Teknoloji Forumu", content, layout="forum")


@_case("thin-login-zh", False, "https://neibu-wiki.example/pages/viewpage.action?pageId=99120")
def _login_zh() -> bytes:
    content = (
        "<div class='login-panel'><h1>登录</h1><p>您需要登录后才能查看此页面。</p>"
        "<form action='/dologin' method='post'><label>用户名 <input name='os_username'></label>"
        "<label>密码 <input type='password' name='os_password'></label><button>登录</button></form>"
        "<p><a href='/forgot'>忘记密码？</a> · <a href='/sso'>使用企业账号登录</a></p></div>"
    )
    return page("zh", "内部知识库", "登录 - 内部知识库", content, layout="wiki")


@_case("thin-consent-pt", False, "https://revistadacasa.example/decoracao/salas-pequenas")
def _consent_pt() -> bytes:
    overlay = (
        "<div class='cmp-overlay' role='dialog' aria-modal='true'><div class='cmp-box'><h2>Sua privacidade é importante para nós</h2>"
        "<p>Nós e nossos 214 parceiros armazenamos e acessamos informações no seu dispositivo, como cookies, para anúncios e conteúdo personalizados, medição de anúncios e conteúdo, e desenvolvimento de produtos.</p>"
        "<p>Para continuar a ler, aceite os cookies ou assine sem publicidade.</p>"
        "<button>Aceitar e continuar</button> <button>Assinar sem anúncios</button> <a href='/parceiros'>Ver parceiros</a></div></div>"
    )
    content = "<div class='materia materia--blur'><h1>12 ideias para salas pequenas</h1><div class='placeholder'></div></div>"
    return page(
        "pt", "Revista da Casa", "12 ideias para salas pequenas", content, layout="news", extra=overlay
    )


@_case("thin-consent-pl", False, "https://portal-miejski.example/")
def _consent_pl() -> bytes:
    content = (
        "<div id='consent-screen'><h1>Zanim przejdziesz dalej</h1>"
        "<p>Używamy plików cookie i podobnych technologii, aby wyświetlać spersonalizowane reklamy i analizować ruch. Kliknij „Akceptuję”, aby przejść do serwisu, lub „Ustawienia”, aby wybrać cele przetwarzania.</p>"
        "<ul class='purposes'><li><label><input type='checkbox' checked> Przechowywanie informacji na urządzeniu</label></li>"
        "<li><label><input type='checkbox'> Spersonalizowane reklamy</label></li><li><label><input type='checkbox'> Pomiar treści</label></li></ul>"
        "<button>Akceptuję</button> <button>Ustawienia</button></div>"
    )
    return page("pl", "Portal Miejski", "Portal Miejski", content, layout="blog")


@_case("thin-bot-ko", False, "https://sopping-mol.example/goods/8812")
def _bot_ko() -> bytes:
    return (
        "<!doctype html><html lang='ko'><head><meta charset='utf-8'><title>잠시만 기다려 주세요</title>"
        "<meta http-equiv='refresh' content='8'></head><body><div class='wrap'>"
        "<h1>접속자 확인 중입니다</h1><p>사이트 보안을 위해 브라우저를 확인하고 있습니다. 잠시 후 자동으로 이동합니다.</p>"
        "<div id='chk' data-ray='8f2a1b'></div><noscript>자바스크립트를 활성화해 주세요.</noscript>"
        "<script>setTimeout(function(){document.forms[0].submit()},5000)</script><form method='post' action='/__verify'>"
        "<input type='hidden' name='t' value='a8f1c2'></form></div></body></html>"
    ).encode()


@_case("thin-bot-uk", False, "https://rozetka-like.example/ua/noutbuky/c80004/")
def _bot_uk() -> bytes:
    content = (
        "<div class='captcha-page'><h1>Підтвердіть, що ви не робот</h1>"
        "<p>Ми помітили незвичну активність з вашої мережі. Щоб продовжити, пройдіть перевірку.</p>"
        "<div class='h-captcha' data-sitekey='10000000-ffff-ffff-ffff-000000000001'></div>"
        "<script src='https://hcaptcha.example/1/api.js' async></script><button>Продовжити</button></div>"
    )
    return page("uk", "Маркет", "Перевірка", content, layout="market")


@_case("thin-linkfarm-en", False, "https://best-home-resources.example/partners")
def _linkfarm_en() -> bytes:
    anchors = [
        "cheap roof repair",
        "best mattress 2026",
        "payday loans online",
        "water damage restoration",
        "buy instagram followers",
        "car accident lawyer",
        "solar panel installers",
        "cbd gummies",
        "online casino bonus",
        "home insurance quotes",
        "kitchen remodel ideas",
        "weight loss pills",
        "seo services",
        "dentist near me",
        "moving company reviews",
        "crypto trading signals",
        "cheap flights",
        "garage door repair",
        "pest control",
        "essay writing service",
        "bail bonds",
        "replica watches",
        "hvac repair",
        "plumber near me",
    ]
    links = "".join(f"<li><a href='https://site{i}.example/'>{a}</a></li>" for i, a in enumerate(anchors))
    content = f"<h1 class='entry-title'>Partner Resources</h1><p>Useful websites we recommend:</p><ul class='resource-links'>{links}</ul>"
    return page("en", "Best Home Resources", "Partner Resources", content, layout="blog")


@_case("thin-linkfarm-id", False, "https://info-pinjaman.example/link-partner")
def _linkfarm_id() -> bytes:
    anchors = [
        "pinjaman online cepat cair",
        "jasa backlink murah",
        "situs slot gacor",
        "obat pelangsing alami",
        "sewa mobil jakarta",
        "jual followers instagram",
        "jasa pembuatan website",
        "kredit motor tanpa dp",
        "tiket pesawat murah",
        "asuransi mobil terbaik",
        "jasa seo profesional",
        "rumah dijual bekasi",
        "kursus bahasa inggris",
        "servis ac jakarta",
        "toko emas online",
        "paket umroh murah",
        "jasa pindahan",
        "cetak banner murah",
        "bengkel las",
        "laundry kiloan",
    ]
    links = " | ".join(f"<a href='https://mitra{i}.example/'>{a}</a>" for i, a in enumerate(anchors))
    content = f"<h1>Link Partner</h1><div class='linkpartner'>{links}</div><p>Tukar link? Hubungi admin.</p>"
    return page("id", "Info Pinjaman", "Link Partner - Info Pinjaman", content, layout="blog")


@_case("thin-category-fa", False, "https://digikala-like.example/category/headphones/")
def _category_fa() -> bytes:
    items = [
        ("هدفون بی‌سیم مدل K12", "۱٬۲۵۰٬۰۰۰", "۴٫۳"),
        ("هدفون گیمینگ مدل G7", "۲٬۹۸۰٬۰۰۰", "۴٫۶"),
        ("هندزفری بلوتوث مدل A3", "۸۹۰٬۰۰۰", "۴٫۰"),
        ("هدفون نویز کنسلینگ مدل N900", "۷٬۴۰۰٬۰۰۰", "۴٫۸"),
        ("هدفون سیمی مدل S2", "۳۲۰٬۰۰۰", "۳٫۹"),
        ("ایرباد مدل Pods Lite", "۱٬۶۵۰٬۰۰۰", "۴٫۲"),
        ("هدفون ورزشی مدل Run", "۹۷۰٬۰۰۰", "۴٫۱"),
        ("هدفون کودک مدل Kids", "۵۴۰٬۰۰۰", "۴٫۴"),
    ]
    cards = "".join(
        f"<div class='prd-card'><a href='/product/dkp-{i}'><img src='/p/{i}.jpg' alt=''><h3>{n}</h3></a>"
        f"<div class='prd-rate'>★ {r}</div><div class='prd-price'>{p} تومان</div><button>افزودن به سبد</button></div>"
        for i, (n, p, r) in enumerate(items)
    )
    filters = "".join(
        f"<label><input type='checkbox'> {b}</label>"
        for b in ("سامسونگ", "شیائومی", "انکر", "جی‌بی‌ال", "سونی")
    )
    content = (
        f"<aside class='filters'><h3>فیلترها</h3>{filters}</aside><section class='plp'><h1>هدفون، هدست و هندزفری</h1>"
        f"<div class='sort'>مرتب‌سازی: <a href='?s=1'>پربازدیدترین</a> <a href='?s=2'>ارزان‌ترین</a></div><div class='grid'>{cards}</div></section>"
    )
    return page("fa", "کالا مارکت", "خرید هدفون - کالا مارکت", content, layout="market")


@_case("thin-sitemap-es", False, "https://sede-municipal.example/mapa-web")
def _sitemap_es() -> bytes:
    sections = {
        "Trámites": [
            "Empadronamiento",
            "Licencias de obra",
            "Tasas e impuestos",
            "Registro electrónico",
            "Cita previa",
        ],
        "Ciudad": ["Movilidad", "Medio ambiente", "Cultura", "Deportes", "Turismo"],
        "Ayuntamiento": ["Pleno municipal", "Concejalías", "Presupuestos", "Ordenanzas", "Empleo público"],
        "Servicios sociales": ["Mayores", "Infancia", "Vivienda", "Ayudas"],
    }
    blocks = "".join(
        f"<li><a href='/{k.lower()}'>{k}</a><ul>"
        + "".join(f"<li><a href='/{k.lower()}/{j}'>{v}</a></li>" for j, v in enumerate(vs))
        + "</ul></li>"
        for k, vs in sections.items()
    )
    content = f"<h1>Mapa web</h1><ul class='sitemap'>{blocks}</ul>"
    return page("es", "Sede Electrónica Municipal", "Mapa web - Sede Electrónica", content, layout="gov")


@_case("thin-author-de", False, "https://morgenblatt.example/autoren/jana-becker")
def _author_de() -> bytes:
    arts = [
        ("Wie die Energiewende die Dörfer spaltet", "Reportage · 12.10.2026"),
        ("Bahn streicht Nachtzüge nach Wien", "Nachricht · 08.10.2026"),
        ("Windräder im Wald: Was erlaubt ist", "Erklärstück · 01.10.2026"),
        ("Bürgermeisterin tritt zurück", "Nachricht · 27.09.2026"),
        ("Der lange Weg zur Wärmepumpe", "Reportage · 19.09.2026"),
        ("Hochwasser: Kommunen fordern mehr Geld", "Analyse · 11.09.2026"),
        ("Neue Radwege zwischen Stadt und Land", "Nachricht · 02.09.2026"),
        ("Was das Heizungsgesetz für Mieter heißt", "Erklärstück · 25.08.2026"),
    ]
    teasers = "".join(
        f"<div class='teaser teaser--small'><a href='/artikel/{i}'><img src='/i/{i}.jpg' alt=''><span class='teaser__title'>{t}</span></a>"
        f"<span class='teaser__kicker'>{k}</span></div>"
        for i, (t, k) in enumerate(arts)
    )
    content = (
        "<div class='author-card'><img src='/a/jbecker.jpg' alt='Jana Becker'><h1>Jana Becker</h1>"
        "<p>Redakteurin im Ressort Land und Umwelt. Schreibt über Energie und Verkehr.</p>"
        "<a href='mailto:j.becker@morgenblatt.example'>E-Mail</a></div>"
        f"<h2>Artikel von Jana Becker</h2><div class='teaser-list'>{teasers}</div><a href='?seite=2'>Mehr laden</a>"
    )
    return page("de", "Morgenblatt", "Jana Becker – Morgenblatt", content, layout="news")


@_case("thin-jobs-fr", False, "https://emplois-region.example/offres?metier=infirmier&ville=nantes")
def _jobs_fr() -> bytes:
    jobs = [
        (
            "Infirmier(ère) de bloc opératoire",
            "CHU de Nantes",
            "Nantes (44)",
            "CDI",
            "Poste en équipe de jour, bloc de chirurgie digestive.",
        ),
        (
            "Infirmier(ère) en EHPAD",
            "Résidence Les Tilleuls",
            "Rezé (44)",
            "CDD 6 mois",
            "Accompagnement de 80 résidents, horaires 7h-19h.",
        ),
        (
            "Infirmier(ère) libéral(e) – remplacement",
            "Cabinet Dr Morel",
            "Saint-Herblain (44)",
            "Libéral",
            "Tournées à domicile, véhicule indispensable.",
        ),
        (
            "Infirmier(ère) scolaire",
            "Académie de Nantes",
            "Nantes (44)",
            "Contractuel",
            "Collège de 600 élèves, temps plein.",
        ),
        (
            "Infirmier(ère) de nuit",
            "Clinique Jules Verne",
            "Nantes (44)",
            "CDI",
            "Service de médecine, 12 nuits par mois.",
        ),
        (
            "Infirmier(ère) coordinateur",
            "SSIAD Loire",
            "Orvault (44)",
            "CDI",
            "Encadrement d'une équipe de 15 aides-soignants.",
        ),
        (
            "Infirmier(ère) en santé au travail",
            "Groupe Atlantique",
            "Carquefou (44)",
            "CDI",
            "Suivi de 1 200 salariés sur trois sites.",
        ),
    ]
    cards = "".join(
        f"<li class='offre'><h2><a href='/offre/{i}'>{t}</a></h2><div class='offre__meta'><span>{e}</span> · <span>{v}</span> · <span class='badge'>{c}</span></div>"
        f"<p>{s}</p><span class='date'>Publiée il y a {i + 1} jours</span></li>"
        for i, (t, e, v, c, s) in enumerate(jobs)
    )
    content = (
        "<div class='search-summary'><h1>Offres d'emploi Infirmier à Nantes</h1><p>214 offres</p></div>"
        f"<div class='facets'><a href='?contrat=cdi'>CDI</a> <a href='?contrat=cdd'>CDD</a> <a href='?temps=partiel'>Temps partiel</a></div><ul class='offres'>{cards}</ul>"
    )
    return page("fr", "Emplois Région", "Emploi Infirmier Nantes – 214 offres", content, layout="market")


@_case("thin-archive-th", False, "https://baan-krua.example/2025/11/")
def _archive_th() -> bytes:
    titles = [
        "ต้มยำกุ้งน้ำข้นแบบง่าย",
        "แกงเขียวหวานไก่สูตรคุณยาย",
        "ผัดกะเพราหมูสับไข่ดาว",
        "ข้าวมันไก่หม้อหุงข้าว",
        "ส้มตำไทยรสจัด",
        "ไข่เจียวฟูกรอบ",
        "ขนมครกโบราณ",
        "ลาบหมูอีสาน",
        "ข้าวผัดปู",
        "บัวลอยเผือก",
        "ต้มข่าไก่",
        "ผัดไทยกุ้งสด",
    ]
    items = "".join(
        f"<li><a href='/2025/11/{i}/'>{t}</a> <span class='d'>{i + 1} พ.ย. 2568</span></li>"
        for i, t in enumerate(titles)
    )
    content = f"<h1 class='archive-title'>คลังเก็บ: พฤศจิกายน 2568</h1><ul class='archive-list'>{items}</ul>"
    return page("th", "บ้านครัว", "พฤศจิกายน 2568 - บ้านครัว", content, layout="blog")


@_case("thin-geoblock-en", False, "https://streamflix-news.example/shows/harbour-lights/s02e04")
def _geoblock_en() -> bytes:
    content = (
        "<div class='css-geo'><h1 class='css-geo__title'>This content isn't available in your region</h1>"
        "<p>Due to licensing restrictions, Harbour Lights is only available to viewers in the United Kingdom.</p>"
        "<a class='css-btn' href='/browse'>Browse what's available</a></div>"
    )
    return page("en", "StreamFlix News", "Harbour Lights S2 E4 | StreamFlix", content, layout="spa")


@_case("thin-events-ja", False, "https://city-kanko.example/events/2026-11")
def _events_ja() -> bytes:
    evs = [
        ("11月3日（火・祝）", "市民文化祭", "市民会館 大ホール"),
        ("11月7日（土）", "秋の植木市", "中央公園"),
        ("11月8日（日）", "子ども科学教室", "科学館 3階"),
        ("11月14日（土）", "ジャズコンサート", "駅前広場"),
        ("11月15日（日）", "城下町ウォーク", "城址公園 集合"),
        ("11月21日（土）", "古本市", "市立図書館前"),
        ("11月22日（日）", "収穫祭マルシェ", "道の駅"),
        ("11月28日（土）", "イルミネーション点灯式", "シンボルロード"),
    ]
    rows = "".join(
        f"<li class='ev'><span class='ev-date'>{d}</span><a href='/events/{i}'>{n}</a><span class='ev-place'>{p}</span></li>"
        for i, (d, n, p) in enumerate(evs)
    )
    content = f"<h1>イベントカレンダー 2026年11月</h1><div class='month-nav'><a href='?m=10'>前の月</a> <a href='?m=12'>次の月</a></div><ul class='ev-list'>{rows}</ul>"
    return page("ja", "市観光協会", "イベントカレンダー 2026年11月", content, layout="gov")


@_case("thin-classifieds-ru", False, "https://doska-obyavleniy.example/kazan/velosipedy")
def _classifieds_ru() -> bytes:
    ads = [
        ('Горный велосипед Stels 26"', "12 000 ₽", "Казань, Советский р-н"),
        ("Детский велосипед с ручкой", "3 500 ₽", "Казань, Ново-Савиновский р-н"),
        ("Шоссейный велосипед Merida", "45 000 ₽", "Казань, Вахитовский р-н"),
        ("Велосипед складной", "7 000 ₽", "Зеленодольск"),
        ("BMX почти новый", "9 500 ₽", "Казань, Приволжский р-н"),
        ("Электровелосипед", "38 000 ₽", "Казань, Кировский р-н"),
        ("Велосипед женский городской", "6 000 ₽", "Казань, Московский р-н"),
        ("Фэтбайк", "21 000 ₽", "Набережные Челны"),
        ("Велосипед подростковый", "5 500 ₽", "Казань, Авиастроительный р-н"),
    ]
    cards = "".join(
        f"<div class='ad-item'><a href='/ad/{i}'><img src='/img/{i}.jpg' alt=''></a><div class='ad-info'><a class='ad-title' href='/ad/{i}'>{t}</a>"
        f"<div class='ad-price'>{p}</div><div class='ad-geo'>{g}</div><div class='ad-date'>Сегодня {10 + i}:0{i}</div></div></div>"
        for i, (t, p, g) in enumerate(ads)
    )
    content = f"<h1>Велосипеды в Казани</h1><div class='ad-count'>1 284 объявления</div><div class='ad-list'>{cards}</div>"
    return page("ru", "Доска объявлений", "Купить велосипед в Казани", content, layout="market")


@_case("thin-disambig-uk", False, "https://vilna-entsyklopediya.example/wiki/Меркурій")
def _disambig_uk() -> bytes:
    items = [
        ("Меркурій (планета)", "найближча до Сонця планета Сонячної системи"),
        ("Меркурій (міфологія)", "римський бог торгівлі"),
        ("Меркурій (програма)", "перша пілотована космічна програма США"),
        ("Меркурій (елемент)", "застаріла назва ртуті"),
        ("Меркурій (футбольний клуб)", "аматорський клуб з Черкас"),
    ]
    lis = "".join(f"<li><a href='/wiki/{t}'>{t}</a> — {d}</li>" for t, d in items)
    content = f"<h1 id='firstHeading'>Меркурій</h1><div class='mw-parser-output'><p><b>Меркурій</b> може означати:</p><ul>{lis}</ul><div class='dmbox'>Це сторінка неоднозначності.</div></div>"
    return page("uk", "Вільна енциклопедія", "Меркурій — Вільна енциклопедія", content, layout="wiki")


@_case("thin-jsshell-zh", False, "https://yun-bangong.example/docs/d/8f2a1c")
def _jsshell_zh() -> bytes:
    return (
        "<!doctype html><html lang='zh'><head><meta charset='utf-8'><title>云办公文档</title>"
        "<link rel='stylesheet' href='/static/app.9c1f.css'></head><body>"
        "<div id='app'><div class='boot-loading'><div class='spinner'></div><p>加载中…</p></div></div>"
        "<noscript>请启用 JavaScript 以使用云办公文档。</noscript>"
        "<script src='/static/vendor.a1b2.js'></script><script src='/static/app.c3d4.js'></script></body></html>"
    ).encode()


@_case("thin-maintenance-tr", False, "https://e-belediye.example/borc-sorgulama")
def _maintenance_tr() -> bytes:
    content = (
        "<div class='gov-notice'><h1>Planlı bakım çalışması</h1>"
        "<p>Sistemlerimizde yapılan bakım çalışması nedeniyle online işlemler 02:00 – 06:00 saatleri arasında kullanılamayacaktır.</p>"
        "<p>Anlayışınız için teşekkür ederiz.</p></div>"
    )
    return page("tr", "e-Belediye", "Bakım çalışması", content, layout="gov")


# ---------------------------------------------------------------- full pages


@_case("full-gov-notice-hi", True, "https://nagar-nigam.example/suchna/sampatti-kar-2026")
def _gov_notice_hi() -> bytes:
    content = (
        "<h1>संपत्ति कर जमा करने की अंतिम तिथि बढ़ाई गई</h1><p class='updated'>अद्यतन: 3 नवंबर 2026</p>"
        "<p>नगर निगम ने वित्त वर्ष 2026-27 के संपत्ति कर की पहली किस्त जमा करने की अंतिम तिथि 30 नवंबर से बढ़ाकर 31 दिसंबर कर दी है। "
        "यह निर्णय ऑनलाइन भुगतान पोर्टल में पिछले सप्ताह आई तकनीकी खराबी के कारण लिया गया, जिससे कई नागरिक समय पर भुगतान नहीं कर पाए थे।</p>"
        "<p>31 दिसंबर तक पूरा कर जमा करने वाले करदाताओं को पाँच प्रतिशत की छूट मिलती रहेगी। इसके बाद बकाया राशि पर हर महीने एक प्रतिशत का विलंब शुल्क लगेगा। "
        "वरिष्ठ नागरिकों और दिव्यांगजनों के लिए वार्ड कार्यालयों में विशेष काउंटर खोले गए हैं, जो शनिवार को भी खुले रहेंगे।</p>"
        "<p>भुगतान ऑनलाइन, वार्ड कार्यालय में नकद या चेक से, अथवा अधिकृत बैंक शाखाओं में किया जा सकता है। भुगतान के बाद रसीद संभालकर रखें; "
        "यही अगले वर्ष की छूट के लिए प्रमाण होगी।</p>"
    )
    return page("hi", "नगर निगम", "संपत्ति कर की अंतिम तिथि बढ़ी | नगर निगम", content, layout="gov")


@_case("full-gov-guide-pl", True, "https://obywatel-info.example/sprawy/rejestracja-pojazdu")
def _gov_guide_pl() -> bytes:
    content = (
        "<h1>Zarejestruj samochód kupiony w Polsce</h1>"
        "<p>Masz 30 dni od dnia zakupu na zarejestrowanie samochodu. Jeśli tego nie zrobisz, starosta może nałożyć na ciebie karę od 200 do 1000 zł.</p>"
        "<h2>Co przygotować</h2><ul><li>wniosek o rejestrację pojazdu,</li><li>dowód własności, np. umowę kupna-sprzedaży albo fakturę,</li>"
        "<li>dotychczasowy dowód rejestracyjny i tablice rejestracyjne,</li><li>dokument potwierdzający tożsamość.</li></ul>"
        "<h2>Krok po kroku</h2><ol><li>Złóż wniosek w wydziale komunikacji swojego starostwa albo przez internet.</li>"
        "<li>Zapłać opłaty: za dowód rejestracyjny, nalepkę kontrolną i, jeśli chcesz nowe, za tablice.</li>"
        "<li>Odbierz pozwolenie czasowe i nalepkę. Możesz już jeździć samochodem po Polsce.</li>"
        "<li>Gdy dostaniesz SMS lub e-mail, odbierz dowód rejestracyjny. Zwykle trwa to do 30 dni.</li></ol>"
        "<h2>Ile to kosztuje</h2><p>Jeśli zachowasz dotychczasowe tablice, zapłacisz 54,50 zł za dowód rejestracyjny i nalepkę kontrolną oraz opłatę ewidencyjną. "
        "Nowe tablice to dodatkowy koszt od 80 do 100 zł.</p>"
    )
    return page("pl", "Obywatel Info", "Zarejestruj samochód kupiony w Polsce", content, layout="gov")


@_case("full-wiki-stub-vi", True, "https://bach-khoa-mo.example/wiki/Chùa_Thiên_Mụ")
def _wiki_stub_vi() -> bytes:
    content = (
        "<h1 id='firstHeading'>Chùa Thiên Mụ</h1><div class='mw-parser-output'>"
        "<table class='infobox'><tr><th>Địa điểm</th><td>Huế, Việt Nam</td></tr><tr><th>Xây dựng</th><td>1601</td></tr><tr><th>Tôn giáo</th><td>Phật giáo</td></tr></table>"
        "<p><b>Chùa Thiên Mụ</b> là một ngôi chùa cổ nằm trên đồi Hà Khê, tả ngạn sông Hương, cách trung tâm thành phố Huế khoảng 5 km về phía tây. "
        "Chùa được chúa Nguyễn Hoàng cho xây dựng năm 1601 và được xem là ngôi chùa cổ nhất ở Huế.</p>"
        "<p>Biểu tượng của chùa là tháp Phước Duyên bảy tầng, cao 21 mét, do vua Thiệu Trị cho xây năm 1844. "
        "Trong khuôn viên chùa còn có quả chuông lớn đúc năm 1710 và tấm bia đá đặt trên lưng rùa.</p>"
        "<div class='stub'>Bài viết này vẫn còn sơ khai. Bạn có thể giúp mở rộng bài viết.</div></div>"
    )
    return page("vi", "Bách khoa mở", "Chùa Thiên Mụ – Bách khoa mở", content, layout="wiki")


@_case("full-wiki-article-uk", True, "https://vilna-entsyklopediya.example/wiki/Пиріг_з_маком")
def _wiki_article_uk() -> bytes:
    content = (
        "<h1 id='firstHeading'>Маківник</h1><div class='mw-parser-output'><div id='toc'><ul><li><a href='#h1'>1 Історія</a></li><li><a href='#h2'>2 Приготування</a></li><li><a href='#h3'>3 Примітки</a></li></ul></div>"
        "<p><b>Маківник</b> — випічка з дріжджового тіста з начинкою з маку, поширена в Україні, Польщі та інших країнах Центральної Європи. Традиційно його печуть на Різдво та Великдень.</p>"
        "<h2 id='h1'>Історія</h2><p>Мак вирощували на території сучасної України ще в античні часи. У народних віруваннях мак вважали оберегом, тому страви з ним готували на свята, "
        "коли, за повір'ям, злі сили були найактивнішими.<sup><a href='#n1'>[1]</a></sup> У XIX столітті маківник став звичною міською випічкою і продавався в кондитерських Львова та Києва.</p>"
        "<h2 id='h2'>Приготування</h2><p>Мак запарюють окропом, а потім розтирають або пропускають через м'ясорубку з цукром, медом і лимонною цедрою. "
        "Тісто розкачують у прямокутник, викладають начинку, згортають рулетом і випікають близько сорока хвилин.<sup><a href='#n2'>[2]</a></sup></p>"
        "<h2 id='h3'>Примітки</h2><ol class='references'><li id='n1'>Скуратівський В. Святвечір. — К., 1994.</li><li id='n2'>Українська кухня. — К., 2008.</li></ol></div>"
    )
    return page("uk", "Вільна енциклопедія", "Маківник — Вільна енциклопедія", content, layout="wiki")


@_case("full-forum-thread-tr", True, "https://teknoloji-forumu.example/konu/laptop-isinma-sorunu.55121/")
def _forum_thread_tr() -> bytes:
    posts = [
        (
            "kaan_34",
            "Laptopum oyun açınca 95 dereceye çıkıyor ve fanlar çok ses yapıyor. İki yıllık bir cihaz, hiç bakım yapılmadı. Termal macun değişimi işe yarar mı?",
        ),
        (
            "donanimci",
            "İki yıl bakımsız kaldıysa önce fanlardaki tozu temizle, sonra termal macunu değiştir. Genelde 10-15 derece fark ediyor. Alt kapağı açarken garanti etiketine dikkat et.",
        ),
        (
            "selin_k",
            "Ben aynı sorunu yaşadım. Macunu değiştirdikten sonra 88 dereceye indi. Ayrıca güç ayarlarından işlemcinin maksimum durumunu yüzde 99 yapınca turbo kapanıyor ve sıcaklık ciddi düşüyor.",
        ),
        (
            "kaan_34",
            "Teşekkürler, hafta sonu temizledim ve macunu değiştirdim. Şimdi oyunda 84 derece görüyorum, fan sesi de azaldı.",
        ),
    ]
    body = "".join(
        f"<table class='post' width='100%'><tr><td class='postprofile' width='140'><a href='/uye/{u}'>{u}</a><br><small>Üye</small></td>"
        f"<td class='postbody'><div class='content'>{t}</div></td></tr></table>"
        for u, t in posts
    )
    content = f"<h2 class='topic-title'>Laptop ısınma sorunu</h2>{body}<div class='pagination'>4 mesaj • Sayfa 1/1</div>"
    return page("tr", "Teknoloji Forumu", "Laptop ısınma sorunu | Teknoloji Forumu", content, layout="forum")


@_case("full-forum-thread-ja", True, "https://kosodate-hiroba.example/thread/33012")
def _forum_thread_ja() -> bytes:
    posts = [
        (
            "はなママ",
            "2歳の息子が夜中に何度も起きて泣きます。昼寝は1時間半ほどで、夜は8時に寝かせています。同じような経験のある方、どうやって乗り越えましたか？",
        ),
        (
            "そらパパ",
            "うちも同じ時期がありました。昼寝を午後3時までに終わらせるようにしたら、夜中に起きる回数が減りました。寝る前の1時間はテレビを消して、絵本を読むようにしています。",
        ),
        (
            "みどり",
            "夜泣きは成長の過程で一時的なことも多いです。心配なら保健センターの育児相談で聞いてみるのもいいと思います。私は相談して気持ちが楽になりました。",
        ),
        ("はなママ", "ありがとうございます。昼寝の時間を見直して、絵本も試してみます。"),
    ]
    body = "".join(
        f"<div class='res'><div class='res-head'>{i + 1}. {u}</div><div class='res-body'>{t}</div></div>"
        for i, (u, t) in enumerate(posts)
    )
    content = f"<h2 class='thread-title'>2歳の夜泣きについて</h2>{body}"
    return page("ja", "子育てひろば", "2歳の夜泣きについて - 子育てひろば", content, layout="forum")


@_case("full-spa-article-ko", True, "https://nuri-ilbo.example/news/2026/11/02/subway")
def _spa_article_ko() -> bytes:
    content = (
        "<article class='css-art'><h1 class='css-art__h'>지하철 9호선 연장 구간, 내년 3월 개통</h1><div class='css-art__by'>이서연 기자 · 2026-11-02</div>"
        "<div class='css-art__body'><p>서울 지하철 9호선 4단계 연장 구간이 내년 3월 개통한다. 서울시는 시운전을 마치고 안전 점검에 들어갔다고 2일 밝혔다.</p>"
        "<p>연장 구간은 중앙보훈병원역에서 고덕강일1지구까지 약 4.1킬로미터이며 정거장 네 곳이 새로 생긴다. 개통되면 강동구 고덕동에서 강남권까지 이동 시간이 20분가량 줄어들 것으로 예상된다.</p>"
        "<p>시는 출퇴근 시간대 혼잡을 줄이기 위해 급행열차 운행 횟수도 늘릴 계획이다. 다만 차량 추가 도입이 늦어지면서 증편은 개통 후 6개월가량 지나야 가능할 전망이다.</p></div></article>"
        "<div class='css-rel'><h2>관련 기사</h2><a href='/news/1'>9호선 급행 증편 지연</a><a href='/news/2'>강동구 교통대책 발표</a></div>"
    )
    return page("ko", "누리일보", "지하철 9호선 연장 구간, 내년 3월 개통", content, layout="spa")


@_case("full-spa-docs-en", True, "https://quiverdb.example/docs/reference/retention")
def _spa_docs_en() -> bytes:
    content = (
        "<div class='css-doc'><h1>Retention policies</h1><p>A retention policy deletes points older than a given age from a bucket. "
        "Policies run every ten minutes; deletion is not immediate, so queries may still see expired points for a short while.</p>"
        "<h2>Create a policy</h2><pre><code>quiver bucket update metrics --retention 30d\n</code></pre>"
        "<h2>Options</h2><table><tr><th>Option</th><th>Default</th><th>Meaning</th></tr>"
        "<tr><td><code>--retention</code></td><td><code>0</code> (forever)</td><td>Maximum age of a point</td></tr>"
        "<tr><td><code>--shard-duration</code></td><td><code>1d</code></td><td>Time span covered by one shard</td></tr>"
        "<tr><td><code>--dry-run</code></td><td>off</td><td>Print what would be deleted</td></tr></table>"
        "<p>Shorter shards make deletion finer-grained but add overhead for each shard; keep the shard duration below one tenth of the retention.</p>"
        '<h2>Example</h2><pre><code>from quiver import Client\n\nclient = Client("http://localhost:8086")\nclient.buckets.update("metrics", retention="30d", shard_duration="1d")\n</code></pre></div>'
        "<nav class='css-pn'><a href='/docs/reference/buckets'>← Buckets</a> <a href='/docs/reference/backup'>Backup →</a></nav>"
    )
    return page("en", "QuiverDB", "Retention policies | QuiverDB docs", content, layout="spa")


@_case("full-table-intro-de", True, "https://statistik-land.example/bevoelkerung/geburten-2025")
def _table_intro_de() -> bytes:
    rows = [
        ("Baden-Württemberg", "101.204", "1,39"),
        ("Bayern", "118.930", "1,40"),
        ("Berlin", "33.118", "1,19"),
        ("Brandenburg", "15.870", "1,28"),
        ("Bremen", "6.420", "1,37"),
        ("Hamburg", "18.655", "1,30"),
        ("Hessen", "54.210", "1,38"),
        ("Niedersachsen", "68.990", "1,41"),
        ("Nordrhein-Westfalen", "155.310", "1,42"),
        ("Sachsen", "27.410", "1,31"),
        ("Thüringen", "12.980", "1,27"),
    ]
    trs = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
    content = (
        "<h1>Geburten nach Ländern 2025</h1>"
        "<p>Im Jahr 2025 kamen in Deutschland rund 655.000 Kinder zur Welt, etwa zwei Prozent weniger als im Vorjahr. "
        "Die zusammengefasste Geburtenziffer sank auf 1,35 Kinder je Frau. Die Tabelle zeigt die Zahl der Lebendgeborenen und die Geburtenziffer für ausgewählte Länder.</p>"
        f"<table class='stat'><thead><tr><th>Land</th><th>Lebendgeborene</th><th>Kinder je Frau</th></tr></thead><tbody>{trs}</tbody></table>"
        "<p class='quelle'>Quelle: Statistisches Landesamt, Geburtenstatistik 2025.</p>"
    )
    return page("de", "Statistik Land", "Geburten nach Ländern 2025", content, layout="gov")


@_case("full-table-timetable-pt", True, "https://mobilidade-cidade.example/linhas/305-centro-aeroporto")
def _table_timetable_pt() -> bytes:
    times = [
        ("05:30", "05:50", "06:20"),
        ("06:10", "06:30", "07:05"),
        ("06:50", "07:10", "07:50"),
        ("07:30", "07:50", "08:35"),
        ("08:30", "08:50", "09:25"),
        ("10:00", "10:20", "10:50"),
        ("12:00", "12:20", "12:50"),
        ("14:00", "14:20", "14:50"),
        ("16:30", "16:50", "17:30"),
        ("18:00", "18:20", "19:05"),
        ("20:00", "20:20", "20:50"),
        ("22:00", "22:20", "22:45"),
    ]
    trs = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in times)
    content = (
        "<h1>Linha 305 – Centro / Aeroporto</h1>"
        "<p>A linha 305 liga o Terminal Central ao aeroporto passando pela Rodoviária. Nos dias úteis, os ônibus saem a cada 20 a 40 minutos nos horários de pico. "
        "Aos domingos e feriados, vale a tabela reduzida. A tarifa é de R$ 4,80 e pode ser paga com cartão de transporte ou por aproximação.</p>"
        f"<table class='horarios'><caption>Dias úteis</caption><tr><th>Terminal Central</th><th>Rodoviária</th><th>Aeroporto</th></tr>{trs}</table>"
        "<p>Os horários podem variar conforme o trânsito. Ônibus acessíveis em todas as viagens.</p>"
    )
    return page("pt", "Mobilidade Cidade", "Linha 305 – Centro / Aeroporto – horários", content, layout="gov")


@_case("full-faq-ar", True, "https://wizarat-alsiha.example/faq/tatim-alatfal")
def _faq_ar() -> bytes:
    qa = [
        (
            "متى يحصل طفلي على أول تطعيم؟",
            "يحصل المولود على لقاح التهاب الكبد الوبائي (ب) ولقاح السل خلال الأيام الأولى بعد الولادة، ثم تبدأ سلسلة التطعيمات الأساسية عند عمر شهرين.",
        ),
        (
            "هل التطعيمات مجانية؟",
            "نعم، جميع التطعيمات الواردة في الجدول الوطني مجانية في المراكز الصحية الحكومية، ويكفي إحضار بطاقة التطعيم وشهادة الميلاد.",
        ),
        (
            "ماذا أفعل إذا فاتني موعد التطعيم؟",
            "لا داعي للقلق ولا حاجة لإعادة السلسلة من البداية. راجعي أقرب مركز صحي في أسرع وقت ليكمل الطبيب الجرعات المتبقية حسب جدول اللحاق.",
        ),
        (
            "هل الحمى بعد التطعيم طبيعية؟",
            "ارتفاع بسيط في الحرارة واحمرار مكان الحقن أمر شائع ويزول خلال يوم أو يومين. إذا تجاوزت الحرارة 39 درجة أو استمرت أكثر من يومين فاستشيري الطبيب.",
        ),
    ]
    body = "".join(f"<details open><summary><h3>{q}</h3></summary><p>{a}</p></details>" for q, a in qa)
    content = f"<h1>أسئلة شائعة حول تطعيمات الأطفال</h1>{body}"
    return page("ar", "وزارة الصحة", "أسئلة شائعة حول تطعيمات الأطفال", content, layout="gov")


@_case("full-changelog-en", True, "https://pebblejs.example/changelog/4.2.0")
def _changelog_en() -> bytes:
    content = (
        "<h1>Pebble 4.2.0</h1><p class='date'>Released 2026-10-28</p>"
        "<p>This release makes lazy loading the default for routes and drops support for Node 18, which reached end of life in April.</p>"
        "<h2>Breaking changes</h2><ul><li>Node 18 is no longer supported; the minimum is Node 20.11.</li>"
        "<li><code>router.preload()</code> now returns a promise that rejects on network errors instead of logging them.</li></ul>"
        "<h2>Features</h2><ul><li>Routes are code-split and loaded on first navigation unless marked <code>eager: true</code>.</li>"
        "<li>The dev server prints which module triggered a full reload, which makes stale-state bugs easier to trace.</li>"
        "<li>New <code>pebble doctor</code> command checks the project for deprecated configuration keys and suggests replacements.</li></ul>"
        "<h2>Fixes</h2><ul><li>Hot reload no longer loses form state in nested layouts (#2211).</li>"
        "<li>Source maps point at the right line when a file starts with a byte-order mark (#2230).</li>"
        "<li>Fixed a memory leak when a route component threw during unmount (#2245).</li></ul>"
        "<h2>Upgrading</h2><pre><code>npm install pebble@4.2.0\nnpx pebble doctor\n</code></pre>"
    )
    return page("en", "Pebble", "Pebble 4.2.0 release notes", content, layout="spa")


@_case("full-press-release-zh", True, "https://xinneng-jituan.example/news/2026/1105.html")
def _press_release_zh() -> bytes:
    content = (
        "<div class='article'><h1>新能集团与三所高校共建储能联合实验室</h1><div class='info'>发布时间：2026-11-05　来源：集团新闻中心</div>"
        "<p>11月4日，新能集团与本省三所高校签署合作协议，共同建设新型储能联合实验室。实验室设在集团研究院，首期投入资金1.2亿元，重点研究钠离子电池、液流电池和储能系统安全技术。</p>"
        "<p>根据协议，三所高校将派出科研团队常驻实验室，集团提供中试生产线和示范电站作为试验平台。双方还将联合培养研究生，每年设立不少于二十个名额。</p>"
        "<p>集团总经理在签约仪式上表示，储能是新能源大规模并网的关键，联合实验室将帮助企业把高校的研究成果更快转化为产品。预计首批成果将在2028年前投入示范应用。</p></div>"
    )
    return page("zh", "新能集团", "新能集团与三所高校共建储能联合实验室", content, layout="news")


@_case("full-obituary-pl", True, "https://gazeta-powiatowa.example/wspomnienia/zmarl-jan-krol")
def _obituary_pl() -> bytes:
    content = (
        "<article><h1>Zmarł Jan Król, wieloletni dyrektor szkoły w Brzezinach</h1><p class='data'>5 listopada 2026</p>"
        "<p>W wieku 84 lat zmarł Jan Król, przez ponad trzydzieści lat dyrektor szkoły podstawowej w Brzezinach. Uczył matematyki, prowadził szkolne kółko szachowe "
        "i założył pierwszą w gminie bibliotekę z czytelnią dla dorosłych. Absolwenci wspominają go jako wymagającego, ale sprawiedliwego nauczyciela.</p>"
        "<p>Pogrzeb odbędzie się w sobotę o godzinie 12 w kościele parafialnym w Brzezinach. Rodzina prosi, by zamiast kwiatów wesprzeć szkolną bibliotekę.</p></article>"
    )
    return page("pl", "Gazeta Powiatowa", "Zmarł Jan Król", content, layout="news")


@_case("full-poem-fa", True, "https://sher-emrooz.example/ashar/baran-e-payizi")
def _poem_fa() -> bytes:
    lines = [
        "باران پاییزی به پنجره می‌زند",
        "و شهر در خوابی خاکستری فرو رفته است",
        "من چراغ کوچک اتاق را روشن می‌کنم",
        "و نامه‌ای را که هرگز نفرستادم",
        "دوباره می‌خوانم",
        "",
        "کوچه‌ها بوی نان تازه می‌دهند",
        "و پیرمرد همسایه هنوز",
        "گلدان‌های شمعدانی را",
        "به داخل خانه می‌برد",
        "",
        "شاید فردا آفتاب بیاید",
        "شاید فردا نامه را بفرستم",
        "اما امشب",
        "فقط باران است و من",
        "و صدای آرامی که می‌گوید صبر کن",
    ]
    stanzas = "<br>".join(lines).replace("<br><br>", "</p><p>")
    content = (
        f"<article class='post'><h1 class='entry-title'>باران پاییزی</h1><div class='entry-meta'>سروده: نسرین احمدی</div>"
        f"<div class='entry-content'><p>{stanzas}</p><p class='note'>این شعر در مجموعهٔ «کوچه‌های خیس» منتشر شده است.</p></div></article>"
    )
    return page("fa", "شعر امروز", "باران پاییزی - شعر امروز", content, layout="blog")


@_case("full-review-id", True, "https://ulasan-gadget.example/review/earbuds-nada-s2")
def _review_id() -> bytes:
    content = (
        "<div class='review'><h1>Review Nada S2: earbuds murah dengan baterai awet</h1><div class='score'>Skor: 8/10</div>"
        "<p>Nada S2 dijual seharga Rp 349.000, tetapi kualitasnya terasa di atas harganya. Selama dua minggu pemakaian, baterainya bertahan sekitar tujuh jam sekali isi, "
        "dan kotaknya bisa mengisi ulang tiga kali lagi. Itu cukup untuk perjalanan kereta Jakarta–Surabaya tanpa mencari colokan.</p>"
        "<p>Suaranya cenderung kuat di bass, cocok untuk musik pop dan dangdut, tetapi vokal kadang tenggelam pada lagu akustik. Fitur peredam bising tidak ada, "
        "sehingga di KRL yang ramai suara luar masih cukup terdengar. Mikrofonnya jelas untuk telepon di dalam ruangan, namun kurang baik di jalan raya.</p>"
        "<h2>Kelebihan</h2><ul><li>Baterai tahan lama</li><li>Pas di telinga dan ringan</li><li>Koneksi stabil</li></ul>"
        "<h2>Kekurangan</h2><ul><li>Tanpa peredam bising</li><li>Aplikasi pendamping belum tersedia</li></ul>"
        "<p>Kesimpulannya, Nada S2 adalah pilihan aman bagi yang mencari earbuds pertama dengan anggaran terbatas.</p></div>"
    )
    return page("id", "Ulasan Gadget", "Review Nada S2", content, layout="market")


@_case("full-about-ratelimit-ru", True, "https://razrabotchiku.example/stati/http-429")
def _about_ratelimit_ru() -> bytes:
    content = (
        "<article class='post'><h1 class='entry-title'>Ошибка 429 Too Many Requests: почему API отвечает «слишком много запросов»</h1><div class='entry-content'>"
        "<p>Код 429 означает, что клиент превысил лимит запросов, установленный сервером. Лимиты защищают сервис от перегрузки: без них один неаккуратный скрипт мог бы занять все ресурсы.</p>"
        "<p>Обычно сервер вместе с ошибкой присылает заголовок Retry-After — число секунд, через которое можно повторить запрос. Правильный клиент читает этот заголовок и ждёт, "
        "а не повторяет запрос сразу. Если заголовка нет, используйте экспоненциальную задержку: 1, 2, 4, 8 секунд и так далее, с небольшим случайным разбросом.</p>"
        "<pre><code>if resp.status_code == 429:\n    time.sleep(int(resp.headers.get('Retry-After', 1)))\n</code></pre>"
        "<p>Чтобы реже упираться в лимит, кешируйте ответы, объединяйте запросы в пакеты и следите за заголовками вида X-RateLimit-Remaining, которые многие API присылают в каждом ответе.</p></div></article>"
    )
    return page("ru", "Разработчику", "Ошибка 429 Too Many Requests", content, layout="blog")


@_case("full-about-consent-tr", True, "https://hukuk-gundem.example/kvkk/cerez-onayi-karari")
def _about_consent_tr() -> bytes:
    content = (
        "<article class='haber'><h1>Kurul: Çerez onayı için 'kabul et' kadar 'reddet' düğmesi de olmalı</h1><div class='tarih'>29 Ekim 2026</div>"
        "<p>Kişisel Verileri Koruma Kurulu, internet sitelerinin çerez bildirimlerinde yalnızca 'kabul et' seçeneği sunmasının açık rıza sayılmayacağına karar verdi. "
        "Karara göre reklam ve analiz çerezleri için kullanıcıya aynı görünürlükte bir 'reddet' düğmesi gösterilmesi gerekiyor.</p>"
        "<p>Kurul, incelediği bir e-ticaret sitesinde reddetme seçeneğinin ancak üç ayrı menüden geçildikten sonra bulunabildiğini tespit etti ve şirkete idari para cezası verdi. "
        "Zorunlu çerezler için ise onay aranmayacak; bu çerezlerin yalnızca sitenin çalışması için gerekli olduğu açıkça belirtilmeli.</p>"
        "<p>Uzmanlar, sitelerin çerez panellerini altı ay içinde yeni karara uygun hale getirmesini öneriyor.</p></article>"
    )
    return page("tr", "Hukuk Gündem", "Çerez onayı kararı", content, layout="news")


@_case("full-turnstile-form-es", True, "https://huerto-urbano.example/blog/tomates-en-maceta")
def _turnstile_form_es() -> bytes:
    content = (
        "<article class='post'><h1 class='entry-title'>Cómo cultivar tomates en maceta en un balcón</h1><div class='entry-content'>"
        "<p>Para cultivar tomates en un balcón necesitas una maceta de al menos veinte litros, un sustrato suelto con compost y un lugar que reciba seis horas de sol directo al día. "
        "Las variedades de tipo cherry son las más agradecidas en espacios pequeños porque producen durante meses y no necesitan tanta profundidad de raíz.</p>"
        "<p>Riega cuando los primeros dos centímetros de tierra estén secos y evita mojar las hojas, que es la vía más común de entrada de hongos. "
        "A partir de la floración, un abono rico en potasio cada quince días mejora el sabor y el tamaño de los frutos.</p>"
        "<p>Coloca un tutor desde el principio y ata el tallo principal a medida que crece. Quita los chupones que salen entre el tallo y las ramas para que la planta concentre la energía en los frutos.</p></div></article>"
        "<section class='comments'><h3>Deja un comentario</h3><form action='/wp-comments-post.php' method='post'>"
        "<textarea name='comment'></textarea><input name='author' placeholder='Nombre'><input name='email' placeholder='Correo'>"
        "<div class='cf-turnstile' data-sitekey='0x4AAAAAAAB'></div><script src='https://challenges.example/turnstile/v0/api.js' async defer></script>"
        "<button>Publicar comentario</button></form></section>"
    )
    return page("es", "Huerto Urbano", "Cómo cultivar tomates en maceta", content, layout="blog")


@_case("full-consent-banner-ar", True, "https://akhbar-alkhaleej.example/economy/2026/11/ports")
def _consent_banner_ar() -> bytes:
    banner = (
        "<div class='cookie-bar' role='dialog'><p>نستخدم ملفات تعريف الارتباط لتحسين تجربتك وتحليل الزيارات. بمتابعة التصفح فإنك توافق على ذلك.</p>"
        "<button>موافق</button> <a href='/cookies'>إعدادات ملفات تعريف الارتباط</a></div>"
    )
    content = (
        "<article class='story'><h1>الموانئ الخليجية تسجل رقماً قياسياً في حركة الحاويات</h1><div class='meta'>الدوحة – 4 نوفمبر 2026</div>"
        "<p>سجلت موانئ دول الخليج خلال الربع الثالث من العام أعلى حجم لمناولة الحاويات في تاريخها، إذ تجاوز إجمالي ما تمت مناولته أحد عشر مليون حاوية نمطية، بزيادة تسعة في المئة عن الفترة نفسها من العام الماضي.</p>"
        "<p>وعزا مسؤولون هذا النمو إلى تحويل شركات الشحن مساراتها نحو موانئ المنطقة بعد توسعة أرصفتها وتحديث أنظمة التخليص الجمركي الإلكتروني، التي خفضت متوسط مدة بقاء الحاوية في الميناء من خمسة أيام إلى أقل من ثلاثة.</p>"
        "<p>ويتوقع محللون أن يستمر النمو في العام المقبل مع افتتاح محطتين جديدتين، لكنهم حذروا من أن ارتفاع تكاليف الوقود قد يدفع بعض الخطوط الملاحية إلى تقليص رحلاتها.</p></article>"
    )
    return page(
        "ar", "أخبار الخليج", "الموانئ الخليجية تسجل رقماً قياسياً", content, layout="news", extra=banner
    )


@_case("full-css-paywall-pt", True, "https://folha-do-litoral.example/cidades/2026/11/dragagem-porto")
def _css_paywall_pt() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Dragagem do porto",
            "isAccessibleForFree": False,
            "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywalled"},
        }
    )
    content = (
        "<article class='noticia'><h1>Dragagem do porto começa em dezembro e deve durar oito meses</h1><div class='data'>06/11/2026</div>"
        "<p>As obras de dragagem do canal de acesso ao porto começam em dezembro, segundo a autoridade portuária. O objetivo é aprofundar o canal de 14 para 16 metros.</p>"
        "<div class='paywalled' style='display:none'>"
        "<p>Com a nova profundidade, navios de até 366 metros poderão atracar com carga completa, o que hoje só é possível na maré alta. A empresa vencedora da licitação usará duas dragas "
        "que trabalharão dia e noite, com pausas durante a temporada de desova dos peixes, entre março e abril.</p>"
        "<p>Pescadores artesanais temem que o sedimento retirado prejudique os pesqueiros próximos à barra. A autoridade portuária afirma que o material será depositado em área licenciada, "
        "a trinta quilômetros da costa, e que haverá monitoramento mensal da qualidade da água.</p>"
        "<p>O investimento total é de R$ 420 milhões, dos quais dois terços vêm do governo federal. A obra faz parte do plano de ampliação que inclui um novo terminal de contêineres.</p></div>"
        "<div class='paywall-box'><p>Assinantes leem a matéria completa.</p><a href='/assinar'>Assine</a></div></article>"
    )
    return page(
        "pt", "Folha do Litoral", "Dragagem do porto começa em dezembro", content, layout="news", head=head
    )


@_case("full-video-transcript-en", True, "https://lecturehall.example/talks/why-bridges-sway")
def _video_transcript_en() -> bytes:
    content = (
        "<div class='css-player'><video src='/v/bridges.mp4' controls></video></div><h1>Why bridges sway</h1><div class='css-vstats'>18 min · 120K views</div>"
        "<section class='css-transcript'><h2>Transcript</h2>"
        "<p>[00:00] When the Millennium Bridge in London opened in 2000, it started to wobble sideways as soon as crowds walked across it. Engineers had checked it against wind and vertical loads, "
        "but nobody expected people to make it sway.</p>"
        "<p>[01:12] What happened is called synchronous lateral excitation. When a bridge moves slightly to one side, walkers adjust their stride to keep their balance, and in doing so they push the deck "
        "in time with its movement. The more it moves, the more people fall into step, and the push grows.</p>"
        "<p>[02:40] The fix was not to stiffen the bridge, which would have been very expensive, but to add dampers — devices that soak up energy, a bit like the shock absorbers in a car. "
        "After ninety-one dampers were fitted, the bridge reopened in 2002 and has stayed steady since.</p>"
        "<p>[03:55] Today designers test footbridges for this effect using models of crowds, and many older bridges have been checked again.</p></section>"
    )
    return page("en", "LectureHall", "Why bridges sway | LectureHall", content, layout="spa")


@_case("full-photo-essay-ja", True, "https://tabi-shashin.example/essay/noto-2026")
def _photo_essay_ja() -> bytes:
    parts = [
        "輪島の朝市通りは、地震から二年が過ぎた今も更地が目立つ。それでも毎朝七時になると、仮設の屋台に干物や野菜が並び、地元の人たちが声を掛け合う。",
        "八十歳の漁師、中村さんは船を失ったが、息子と一緒に中古の小舟を買い直した。「海に出ないと体がなまる」と笑いながら網を繕っていた。",
        "白米千枚田では、ボランティアと地元の農家が崩れた畦を一枚ずつ直している。今年は半分ほどの田に稲が戻り、秋には小さな収穫祭が開かれた。",
        "仮設住宅の集会所では、毎週金曜日にお茶会が開かれる。住民の多くは高齢者で、ここが互いの無事を確かめる場になっている。",
    ]
    figs = "".join(
        f"<figure><img src='/e/noto/{i}.jpg' alt=''><figcaption>{p}</figcaption></figure>"
        for i, p in enumerate(parts)
    )
    content = (
        "<article class='photo-essay'><h1>能登、二年目の秋</h1><p class='lead'>写真と文・山本 彩</p>"
        f"{figs}<p>復興の歩みはゆっくりだが、人々の暮らしは確かに続いている。</p></article>"
    )
    return page("ja", "旅と写真", "能登、二年目の秋 - 旅と写真", content, layout="blog")


@_case("full-listicle-vi", True, "https://song-xanh.example/meo-tiet-kiem-dien-mua-he")
def _listicle_vi() -> bytes:
    tips = [
        (
            "Đặt điều hòa ở 26–27 độ",
            "Mỗi độ thấp hơn làm máy tiêu thụ thêm khoảng 3–5% điện. Kết hợp với quạt để cảm thấy mát hơn mà không cần hạ nhiệt độ.",
        ),
        (
            "Vệ sinh lưới lọc hai tuần một lần",
            "Lưới lọc bám bụi khiến máy phải chạy lâu hơn. Chỉ cần rửa bằng nước sạch và phơi khô.",
        ),
        (
            "Rút phích cắm thiết bị không dùng",
            "Tivi, lò vi sóng và bộ sạc vẫn tiêu thụ điện ở chế độ chờ, có thể chiếm tới 10% hóa đơn.",
        ),
        ("Dùng rèm cản nắng", "Che cửa sổ hướng tây vào buổi chiều giúp phòng mát hơn vài độ."),
        ("Giặt bằng nước lạnh và giặt đủ tải", "Phần lớn điện năng của máy giặt dùng để làm nóng nước."),
        ("Không để tủ lạnh quá đầy", "Không khí lạnh cần lưu thông; để thức ăn nguội trước khi cho vào tủ."),
    ]
    body = "".join(f"<h2>{i + 1}. {t}</h2><p>{d}</p>" for i, (t, d) in enumerate(tips))
    content = (
        "<article class='post'><h1 class='entry-title'>6 mẹo tiết kiệm điện mùa hè</h1><div class='entry-content'>"
        f"<p>Hóa đơn tiền điện mùa hè thường tăng gấp rưỡi vì điều hòa và tủ lạnh phải làm việc nhiều hơn. Dưới đây là những cách đơn giản giúp giảm chi phí mà vẫn dễ chịu.</p>{body}</div></article>"
    )
    return page("vi", "Sống Xanh", "6 mẹo tiết kiệm điện mùa hè", content, layout="blog")


@_case("full-recipe-hi", True, "https://rasoi-ghar.example/recipe/poha")
def _recipe_hi() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "पोहा",
            "recipeYield": "2",
            "totalTime": "PT20M",
        }
    )
    content = (
        "<article class='recipe-card'><h1>कांदा पोहा</h1><p>महाराष्ट्र का लोकप्रिय नाश्ता, जो बीस मिनट में बन जाता है।</p>"
        "<div class='meta'>तैयारी: 10 मिनट · पकाने का समय: 10 मिनट · 2 लोगों के लिए</div>"
        "<h2>सामग्री</h2><ul><li>2 कप मोटा पोहा</li><li>1 प्याज़, बारीक कटा</li><li>1 हरी मिर्च</li><li>1/2 छोटा चम्मच राई</li>"
        "<li>8–10 करी पत्ते</li><li>1/4 छोटा चम्मच हल्दी</li><li>2 बड़े चम्मच मूंगफली</li><li>नमक, चीनी, नींबू स्वादानुसार</li></ul>"
        "<h2>विधि</h2><ol><li>पोहे को छलनी में रखकर पानी से धो लें और दस मिनट के लिए छोड़ दें ताकि वह नरम हो जाए।</li>"
        "<li>कड़ाही में तेल गरम करें, मूंगफली भूनकर निकाल लें। फिर राई, करी पत्ते और हरी मिर्च डालें।</li>"
        "<li>प्याज़ डालकर हल्का सुनहरा होने तक भूनें, फिर हल्दी और नमक मिलाएँ।</li>"
        "<li>पोहा और एक चुटकी चीनी डालकर धीरे से मिलाएँ, ढककर दो मिनट भाप में पकाएँ।</li>"
        "<li>ऊपर से मूंगफली, नींबू का रस और हरा धनिया डालकर गरम परोसें।</li></ol></article>"
    )
    return page("hi", "रसोई घर", "कांदा पोहा रेसिपी", content, layout="blog", head=head)


@_case("full-code-ru", True, "https://wiki-devops.example/wiki/Nginx_rate_limit")
def _code_ru() -> bytes:
    content = (
        "<h1 id='firstHeading'>Ограничение частоты запросов в nginx</h1><div class='mw-parser-output'>"
        "<p>Модуль <code>ngx_http_limit_req_module</code> ограничивает число запросов с одного адреса. Зона задаётся в блоке <code>http</code>, а применяется в <code>location</code>.</p>"
        "<pre>http {\n    limit_req_zone $binary_remote_addr zone=api:10m rate=10r/s;\n}\nserver {\n    location /api/ {\n        limit_req zone=api burst=20 nodelay;\n        limit_req_status 429;\n    }\n}</pre>"
        "<p>Параметр <code>burst</code> разрешает кратковременные всплески, а <code>nodelay</code> обслуживает их сразу, без очереди. Проверить настройку можно так:</p>"
        "<pre>for i in $(seq 1 40); do curl -s -o /dev/null -w '%{http_code}\\n' http://localhost/api/; done | sort | uniq -c</pre>"
        "<p>Если в выводе есть коды 429, ограничение работает. Зона размером 10 МБ вмещает около 160 тысяч адресов.</p></div>"
    )
    return page("ru", "DevOps-вики", "Ограничение частоты запросов в nginx", content, layout="wiki")


@_case("full-glossary-th", True, "https://sap-thanakhan.example/glossary/dok-bia-thop-ton")
def _glossary_th() -> bytes:
    content = (
        "<div class='term'><h1>ดอกเบี้ยทบต้น</h1>"
        "<p>ดอกเบี้ยทบต้น คือการคิดดอกเบี้ยจากทั้งเงินต้นและดอกเบี้ยที่สะสมไว้ในงวดก่อนหน้า ทำให้ยอดเงินเติบโตเร็วขึ้นเมื่อเวลาผ่านไป "
        "ตัวอย่างเช่น ฝากเงิน 10,000 บาท ได้ดอกเบี้ยปีละ 5% แบบทบต้น เมื่อครบปีแรกจะมี 10,500 บาท และปีที่สองจะได้ดอกเบี้ยจาก 10,500 บาท กลายเป็น 11,025 บาท</p>"
        "<p>ในทางกลับกัน หนี้บัตรเครดิตที่ไม่ชำระเต็มจำนวนก็ถูกคิดดอกเบี้ยทบต้นเช่นกัน จึงควรชำระให้ครบทุกงวด</p>"
        "<p class='see'>ดูเพิ่ม: <a href='/glossary/dok-bia-klang'>ดอกเบี้ยเชิงเดียว</a></p></div>"
    )
    return page("th", "ศัพท์การเงิน", "ดอกเบี้ยทบต้น คืออะไร", content, layout="wiki")


@_case("full-brief-tr", True, "https://kent-haber.example/yerel/2026/11/kopru-trafige-acildi")
def _brief_tr() -> bytes:
    content = (
        "<article class='haber haber--kisa'><h1>Dere üzerindeki yeni köprü trafiğe açıldı</h1><div class='tarih'>7 Kasım 2026, 09:40</div>"
        "<p>Selde yıkılan köprünün yerine yapılan yeni köprü dün akşam trafiğe açıldı. Belediye, 60 metrelik köprünün iki yönlü araç trafiğine ve yayalara uygun olduğunu, "
        "yapımın planlanandan üç hafta erken bittiğini açıkladı. Köprünün açılmasıyla mahalle sakinlerinin 12 kilometrelik dolambaçlı yolu kullanma zorunluluğu sona erdi.</p></article>"
    )
    return page("tr", "Kent Haber", "Dere üzerindeki yeni köprü trafiğe açıldı", content, layout="news")


@_case("full-cjk-zh-short", True, "https://chengshi-kuaixun.example/2026/11/08/library.html")
def _cjk_zh_short() -> bytes:
    content = (
        "<div class='css-art'><h1>市图书馆新馆周六开放 延长夜间开放时间</h1><div class='css-art__by'>2026-11-08 08:30</div>"
        "<p>市图书馆新馆将于本周六正式对外开放。新馆位于滨江新区，建筑面积三万二千平方米，藏书约一百八十万册，设有少儿阅览区、古籍修复展示室和二十四小时自助借还区。</p>"
        "<p>开放后，新馆周一至周五开放至晚上九点，比老馆延长两小时。读者凭身份证即可免费办理借书证，每证可借十本书，借期一个月。老馆将改造为社区分馆，继续提供报刊阅览服务。</p></div>"
    )
    return page("zh", "城市快讯", "市图书馆新馆周六开放", content, layout="spa")


@_case("full-interview-fr", True, "https://lejournaldessciences.example/entretien/oceanographe-courants")
def _interview_fr() -> bytes:
    qa = [
        (
            "Pourquoi s'intéresser au ralentissement des courants atlantiques ?",
            "Parce qu'ils transportent la chaleur des tropiques vers l'Europe. S'ils faiblissent, nos hivers pourraient devenir plus rudes alors même que la planète se réchauffe.",
        ),
        (
            "Que montrent vos mesures ?",
            "Nous avons installé des bouées entre la Floride et les Canaries depuis vingt ans. Le débit a baissé d'environ quinze pour cent, mais la variabilité d'une année à l'autre reste très forte.",
        ),
        (
            "Faut-il craindre un arrêt brutal ?",
            "Les modèles ne le prévoient pas avant la fin du siècle, mais ils sous-estiment peut-être la fonte du Groenland. C'est justement ce que notre prochaine campagne veut mesurer.",
        ),
    ]
    body = "".join(f"<p class='q'><strong>{q}</strong></p><p class='r'>{r}</p>" for q, r in qa)
    content = (
        "<article class='entretien'><h1>« Le courant qui réchauffe l'Europe ralentit »</h1>"
        "<p class='chapo'>L'océanographe Claire Dumas étudie depuis vingt ans la circulation méridienne de l'Atlantique. Elle nous explique ce que révèlent ses mesures.</p>"
        f"{body}<p class='propos'>Propos recueillis par Hugo Martin</p></article>"
    )
    return page(
        "fr", "Le Journal des Sciences", "Le courant qui réchauffe l'Europe ralentit", content, layout="news"
    )


@_case("full-court-summary-en", True, "https://courts-gov.example/judgments/2026/ewca-civ-1412-summary")
def _court_summary_en() -> bytes:
    content = (
        "<h1>Harlow v Eastgate Housing Trust: summary of judgment</h1><p class='meta'>Court of Appeal (Civil Division) · 4 November 2026</p>"
        "<p>The Court of Appeal has held that a landlord who fails to fix persistent damp after being told about it cannot rely on a tenant's delay in allowing access as a complete defence.</p>"
        "<h2>Background</h2><p>Ms Harlow reported black mould in her flat in 2022. The landlord's contractor attended twice but could not get in, and the landlord argued that the tenant's failure to provide access "
        "broke its duty to repair. The county court agreed and dismissed the claim.</p>"
        "<h2>Decision</h2><p>Allowing the appeal, the court found that the landlord had made no further attempt to arrange access for eleven months and had not used its contractual right to enter on notice. "
        "The tenant's conduct reduced the damages by a quarter but did not remove the landlord's liability. The case returns to the county court to assess damages.</p>"
        "<p class='note'>This summary is provided to help understand the decision. It does not form part of the reasons for the decision.</p>"
    )
    return page(
        "en", "Courts and Tribunals", "Harlow v Eastgate Housing Trust: summary", content, layout="gov"
    )


@_case("full-product-spec-ja", True, "https://kaden-mall.example/item/rc-480")
def _product_spec_ja() -> bytes:
    head = ld({"@context": "https://schema.org", "@type": "Product", "name": "炊飯器 RC-480"})
    specs = [
        ("容量", "5.5合"),
        ("加熱方式", "圧力IH"),
        ("内釜", "5層厚釜"),
        ("消費電力", "1,200W"),
        ("サイズ", "幅25×奥行31×高さ21cm"),
        ("重さ", "5.2kg"),
    ]
    trs = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in specs)
    content = (
        "<div class='item'><h1>圧力IH炊飯器 RC-480</h1><div class='price'>¥32,800（税込）</div><button>カートに入れる</button>"
        "<h2>商品説明</h2><p>RC-480は、最大1.2気圧の圧力をかけて米の芯まで熱を通す圧力IH炊飯器です。厚みのある5層釜が熱を均一に伝えるため、粒が立ち、もちもちとした食感に炊き上がります。</p>"
        "<p>玄米や雑穀米、おかゆなど12種類の炊き分けメニューを備え、予約は2件まで登録できます。内ぶたと蒸気口は取り外して丸洗いでき、毎日の手入れも簡単です。</p>"
        f"<h2>仕様</h2><table class='spec'>{trs}</table></div>"
    )
    return page("ja", "家電モール", "圧力IH炊飯器 RC-480", content, layout="market", head=head)


@_case("full-brief-ko", True, "https://dongne-sosik.example/news/881230")
def _brief_ko() -> bytes:
    content = (
        "<article class='news-view'><h1>구립도서관, 다음 달부터 일요일에도 문 연다</h1><div class='byline'>박지호 기자 · 2026.11.09</div>"
        "<p>구립도서관이 다음 달부터 일요일에도 오전 9시부터 오후 6시까지 문을 연다. 구청은 주말 이용자가 늘어남에 따라 사서 네 명을 추가로 채용했다고 밝혔다. "
        "대신 휴관일은 월요일로 바뀐다. 어린이 열람실과 디지털 자료실도 일요일에 똑같이 운영된다.</p></article>"
    )
    return page("ko", "동네소식", "구립도서관, 일요일에도 문 연다", content, layout="news")


@_case("full-about-captcha-zh", True, "https://anquan-zhishi.example/article/captcha-ux")
def _about_captcha_zh() -> bytes:
    content = (
        "<article class='post'><h1 class='entry-title'>验证码为什么越来越难？</h1><div class='entry-content'>"
        "<p>很多人都遇到过这样的情况：为了登录一个网站，要在九张图片里反复挑出红绿灯或自行车。验证码的本意是区分人和机器人，防止批量注册和刷票。</p>"
        "<p>问题在于，图像识别技术进步很快，简单的扭曲文字早已能被程序自动识别，网站只好不断提高难度，结果最受影响的反而是普通用户，尤其是视力不好的老年人。</p>"
        "<p>现在越来越多的网站改用“无感验证”：系统根据鼠标轨迹、浏览器特征和访问频率在后台判断风险，只有可疑时才弹出验证。专家建议网站至少提供语音验证等替代方式，保证无障碍访问。</p></div></article>"
    )
    return page("zh", "安全知识", "验证码为什么越来越难？", content, layout="blog")


@_case("full-weather-de", True, "https://wetterdienst-regional.example/vorhersage/bayern")
def _weather_de() -> bytes:
    content = (
        "<h1>Wetter in Bayern: Nebel am Morgen, am Wochenende Föhn</h1><p class='stand'>Stand: Montag, 9. November 2026, 10:00 Uhr</p>"
        "<p>Heute halten sich an der Donau und in den Flusstälern zäher Nebel und Hochnebel, teils bis in den Nachmittag. Außerhalb des Nebels scheint verbreitet die Sonne. "
        "Die Höchstwerte liegen im Nebel bei 4 bis 6 Grad, sonst bei 8 bis 12 Grad. In der Nacht gibt es stellenweise leichten Frost bis minus 2 Grad.</p>"
        "<p>Am Dienstag und Mittwoch ändert sich wenig. Zum Wochenende setzt an den Alpen Föhn ein: In den Alpentälern wird es bis zu 16 Grad mild, "
        "auf den Gipfeln sind stürmische Böen aus Süd möglich. Niederschlag ist bis Sonntag nicht in Sicht.</p>"
    )
    return page(
        "de", "Wetterdienst Regional", "Wetter Bayern: Nebel, am Wochenende Föhn", content, layout="gov"
    )


# ---------------------------------------------------------------- the test

_OPEN_MISSES: frozenset[str] = frozenset()
# The blind run also missed full-brief-tr (a 47-word brief, kept since round 10 by `judge.briefs`), thin-directory-table-pl, thin-search-table-pt, thin-doorway-ru,
# thin-paywall-ko, thin-events-ja and full-brief-ko (fixed since; docs/benchmarks.md)


@pytest.mark.parametrize("case", params(CASES, _OPEN_MISSES, "blind round 6 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
