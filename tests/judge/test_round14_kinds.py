"""Round 14's probes of #17's kinds in languages and layouts the rounds before lacked (#17): staff
lists and job listings laid out as tables, soft 404s in right-to-left scripts, subscriber-only ledes
in Chinese, Japanese and Korean, and the short pages a table makes whole (a table of figures under a
sentence). Each page goes through the public `extract()` in two layouts of this file's own: a portal
with `header`/`nav`/`main`/`footer`, and an app's div soup (no landmarks, a ranked rail of links).
No page is a blind page or copied from a corpus.

Also the comment-thread search's cap on a run's siblings (`evidence.comments.COMMENT_MAX_TRIED`).
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from collections.abc import Callable

import pytest
from selectolax.lexbor import LexborHTMLParser

import gptr_fulltext
from gptr_fulltext.evidence.comments import COMMENT_MAX_TRIED, find_comments
from gptr_fulltext.judge.directories import has_contact
from gptr_fulltext.judge.provenance import ANCHORED_MAX_LINES, Provenance

_MENU = ("Home", "News", "About", "Contact", "Services")
_RAIL = {
    "ja": ("台風で沿岸道路が再び通行止め", "市議会が新年度予算を可決", "博物館が二年ぶりに再開", "地元チームが決勝で優勝"),
    "zh": ("台风导致沿海公路再次封闭", "市议会通过新年度预算", "博物馆时隔两年重新开放", "本地球队夺得杯赛冠军"),
    "ko": ("태풍으로 해안도로 다시 통제", "시의회 새해 예산안 통과", "박물관 2년 만에 재개관", "지역팀 결승전 우승"),
    "he": ("סערה סוגרת שוב את כביש החוף", "מועצת העיר אישרה את התקציב", "המוזיאון נפתח מחדש", "הקבוצה המקומית זכתה בגביע"),
    "ar": ("عاصفة تغلق الطريق الساحلي مجددا", "المجلس البلدي يقر الميزانية الجديدة", "المتحف يعيد فتح أبوابه", "الفريق المحلي يفوز بالكأس"),
    "fa": ("طوفان جاده ساحلی را دوباره بست", "شورای شهر بودجه جدید را تصویب کرد", "موزه پس از دو سال بازگشایی شد", "تیم محلی قهرمان جام شد"),
    "ur": ("طوفان نے ساحلی سڑک پھر بند کر دی", "سٹی کونسل نے نیا بجٹ منظور کر لیا", "عجائب گھر دو سال بعد کھل گیا", "مقامی ٹیم نے کپ جیت لیا"),
    "pl": ("Burza znów zamyka drogę nadmorską", "Rada miasta przyjęła nowy budżet", "Muzeum otwarte po dwóch latach", "Miejscowa drużyna wygrała puchar"),
    "tr": ("Fırtına sahil yolunu yine kapattı", "Belediye meclisi yeni bütçeyi onayladı", "Müze iki yıl sonra yeniden açıldı", "Yerel takım kupayı kazandı"),
    "vi": ("Bão lại làm đóng cửa đường ven biển", "Hội đồng thành phố thông qua ngân sách", "Bảo tàng mở cửa trở lại sau hai năm", "Đội bóng địa phương vô địch"),
    "sw": ("Dhoruba yafunga tena barabara ya pwani", "Baraza la jiji lapitisha bajeti mpya", "Makumbusho yafunguliwa tena", "Timu ya nyumbani yashinda kombe"),
    "id": ("Badai kembali menutup jalan pesisir", "Dewan kota menyetujui anggaran baru", "Museum dibuka lagi setelah dua tahun", "Tim lokal juara piala"),
    "de": ("Sturm sperrt erneut die Küstenstraße", "Stadtrat beschließt neuen Haushalt", "Museum nach zwei Jahren wieder offen", "Heimteam gewinnt den Pokal"),
    "fi": ("Myrsky sulki taas rantatien", "Kaupunginvaltuusto hyväksyi budjetin", "Museo avattiin kahden vuoden jälkeen", "Kotijoukkue voitti cupin"),
    "pt": ("Tempestade volta a fechar a estrada costeira", "Câmara aprova o novo orçamento", "Museu reabre ao fim de dois anos", "Equipa da casa vence a taça"),
    "ta": ("புயலால் கடற்கரைச் சாலை மீண்டும் மூடல்", "நகர மன்றம் புதிய பட்ஜெட்டை நிறைவேற்றியது", "அருங்காட்சியகம் மீண்டும் திறப்பு", "உள்ளூர் அணி கோப்பையை வென்றது"),
    "es": ("La tormenta cierra otra vez la carretera", "El concejo aprueba el nuevo presupuesto", "El museo reabre tras dos años", "El equipo local gana la copa"),
    "ru": ("Шторм снова закрыл прибрежную дорогу", "Городской совет принял новый бюджет", "Музей открылся после двух лет", "Местная команда выиграла кубок"),
}  # fmt: skip


def _portal(lang: str, direction: str, title: str, h1: str, body: str) -> bytes:
    nav = "".join(f"<li><a href='/n/{i}'>{word}</a></li>" for i, word in enumerate(_MENU))
    return (
        f"<!doctype html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{title} | Portal</title></head>"
        f"<body><header><a href='/'>Portal</a><nav><ul>{nav}</ul></nav></header><main><h1>{h1}</h1>{body}</main>"
        "<footer><p><a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p><p>© 2026 Portal</p></footer></body></html>"
    ).encode()


def _soup(lang: str, direction: str, title: str, h1: str, body: str) -> bytes:
    nav = "".join(f"<div class='n{i}'><a href='/c/{i}'>{word}</a></div>" for i, word in enumerate(_MENU[:4]))
    rail = "".join(
        f"<div class='rr'><span>{i + 1}</span><a href='/a/{i}'>{head}</a></div>"
        for i, head in enumerate(_RAIL[lang])
    )
    return (
        f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{title}</title></head><body><div id='root'>"
        f"<div class='top'>{nav}</div><div class='c1'><div class='hd'>{h1}</div><div class='bd'>{body}</div></div>"
        f"<div class='side'>{rail}</div><div class='ft'>© 2026</div></div></body></html>"
    ).encode()


_LAYOUTS: dict[str, Callable[[str, str, str, str, str], bytes]] = {"portal": _portal, "soup": _soup}


def _table(head: list[str], rows: list[tuple[str, ...]], linked: bool = False) -> str:
    """A table with a header row; with `linked`, each row's first cell links to the row's page."""
    cells = (
        "<tr>"
        + "".join(
            f"<td><a href='/x/{i}'>{cell}</a></td>" if linked and j == 0 else f"<td>{cell}</td>"
            for j, cell in enumerate(row)
        )
        + "</tr>"
        for i, row in enumerate(rows)
    )
    return f"<table><thead><tr>{''.join(f'<th>{h}</th>' for h in head)}</tr></thead><tbody>{''.join(cells)}</tbody></table>"


# (language, direction, title, headline, body) of each page
_Spec = tuple[str, str, str, str, str]
THIN: dict[str, tuple[str, _Spec]] = {
    "staff-pl": ("listing_page", ("pl", "ltr", "Pracownicy Katedry Fizyki", "Pracownicy", _table(
        ["Imię i nazwisko", "Pokój", "Telefon", "E-mail"],
        [("dr hab. Anna Kowalska", "pok. 212", "+48 12 634 11 20", "a.kowalska@uni.test"), ("mgr Piotr Nowak", "pok. 214", "+48 12 634 11 22", "p.nowak@uni.test"),
         ("dr Ewa Wiśniewska", "pok. 215", "+48 12 634 11 23", "e.wisniewska@uni.test"), ("prof. Jan Zieliński", "pok. 201", "+48 12 634 11 01", "j.zielinski@uni.test"),
         ("mgr inż. Tomasz Wójcik", "pok. 218", "+48 12 634 11 28", "t.wojcik@uni.test"), ("dr Katarzyna Lewandowska", "pok. 220", "+48 12 634 11 30", "k.lewandowska@uni.test"),
         ("Marta Kamińska", "sekretariat", "+48 12 634 11 00", "sekretariat@uni.test")]))),
    "staff-he": ("listing_page", ("he", "rtl", "אנשי צוות", "אנשי צוות המחלקה", _table(
        ["שם", "תפקיד", "טלפון", "חדר"],
        [("רונית כהן", "מנהלת המחלקה", "03-5551201", "חדר 4"), ("יוסי לוי", "רכז תוכניות", "03-5551202", "חדר 6"), ("מיכל אברהם", "מזכירה", "03-5551203", "חדר 1"),
         ("דוד מזרחי", "יועץ אקדמי", "03-5551204", "חדר 9"), ("שרה פרץ", "עובדת סוציאלית", "03-5551205", "חדר 11"), ("אבי ביטון", "אחראי מעבדה", "03-5551206", "חדר 14"),
         ("נועה דהן", "רכזת סטודנטים", "03-5551207", "חדר 3")]))),
    "jobs-tr": ("listing_page", ("tr", "ltr", "İş ilanları", "Açık pozisyonlar", _table(
        ["Pozisyon", "Şehir", "Çalışma şekli", "Yayın"],
        [("Kıdemli Yazılım Geliştirici", "İstanbul", "Tam zamanlı", "3 gün önce"), ("Muhasebe Uzmanı", "Ankara", "Tam zamanlı", "1 hafta önce"),
         ("Satış Temsilcisi", "İzmir", "Yarı zamanlı", "2 gün önce"), ("Depo Sorumlusu", "Bursa", "Tam zamanlı", "5 gün önce"), ("Grafik Tasarımcı", "Uzaktan", "Serbest", "bugün"),
         ("İnsan Kaynakları Asistanı", "Kocaeli", "Tam zamanlı", "4 gün önce"), ("Müşteri Hizmetleri Temsilcisi", "Antalya", "Vardiyalı", "dün")], linked=True))),
    "jobs-vi": ("listing_page", ("vi", "ltr", "Việc làm mới nhất", "Việc làm mới nhất", _table(
        ["Vị trí", "Địa điểm", "Mức lương"],
        [("Kế toán tổng hợp", "Hà Nội", "12-15 triệu"), ("Nhân viên kinh doanh", "TP. Hồ Chí Minh", "10-20 triệu"), ("Lập trình viên Java", "Đà Nẵng", "25-35 triệu"),
         ("Chuyên viên tuyển dụng", "Hà Nội", "12-18 triệu"), ("Kỹ sư xây dựng", "Hải Phòng", "15-22 triệu"), ("Nhân viên chăm sóc khách hàng", "Cần Thơ", "8-10 triệu"),
         ("Thiết kế đồ họa", "TP. Hồ Chí Minh", "12-16 triệu"), ("Quản lý kho", "Bình Dương", "14-18 triệu")], linked=True))),
    "soft404-ar": ("", ("ar", "rtl", "الصفحة غير موجودة", "عذراً، لم نتمكن من العثور على هذه الصفحة",
        "<p>ربما تم نقل الصفحة أو حذفها.</p><form action='/search'><input name='q' placeholder='ابحث في الموقع'><button>بحث</button></form><p><a href='/'>العودة إلى الصفحة الرئيسية</a></p>")),
    "soft404-he": ("", ("he", "rtl", "הדף לא נמצא", "אופס! הדף שחיפשת לא קיים",
        "<p>ייתכן שהקישור שגוי או שהדף הוסר.</p><ul><li><a href='/'>לדף הבית</a></li><li><a href='/news'>חדשות</a></li><li><a href='/contact'>צור קשר</a></li></ul>")),
    "soft404-fa": ("", ("fa", "rtl", "صفحه پیدا نشد", "خطای ۴۰۴",
        "<p>متأسفیم، صفحه‌ای که به دنبال آن بودید وجود ندارد یا جابه‌جا شده است.</p><p><a href='/'>بازگشت به صفحه اصلی</a></p>")),
    "soft404-ur": ("", ("ur", "rtl", "صفحہ نہیں ملا", "معذرت، یہ صفحہ دستیاب نہیں ہے",
        "<p>آپ جس صفحے کی تلاش کر رہے ہیں وہ شاید ہٹا دیا گیا ہے۔</p><p><a href='/'>سرورق پر واپس جائیں</a> یا <a href='/search'>تلاش کریں</a></p>")),
    "paywall-ja": ("paywall_teaser", ("ja", "ltr", "円安で輸入物価が上昇　家計への影響広がる", "円安で輸入物価が上昇　家計への影響広がる",
        "<p class='date'>2026年12月6日 18:30</p><p>外国為替市場で円安が進み、輸入品の価格が上昇している。食料品やエネルギーの値上がりが続き、家計の負担が増している。</p>"
        "<div class='pw'><p>この記事は有料会員限定です。続きを読むには有料会員登録が必要です。</p><a href='/signup'>会員登録</a> <a href='/login'>ログイン</a></div>")),
    "paywall-zh": ("paywall_teaser", ("zh", "ltr", "新能源汽车出口持续增长", "新能源汽车出口持续增长",
        "<p>2026-12-06</p><p>今年前十一个月，我国新能源汽车出口量同比增长超过三成，多家车企加快海外布局。</p>"
        "<div class='lock'><p>本文为付费会员专享内容。订阅后即可阅读全文。</p><a href='/subscribe'>立即订阅</a> <a href='/login'>登录</a></div>")),
    "paywall-ko": ("paywall_teaser", ("ko", "ltr", "금리 동결에 부동산 시장 관망세", "금리 동결에 부동산 시장 관망세",
        "<p>2026.12.06</p><p>한국은행이 기준금리를 동결하면서 부동산 시장은 당분간 관망세를 이어갈 것으로 보인다.</p>"
        "<div class='paywall'><p>이 기사는 유료 구독자 전용입니다. 전체 기사를 보려면 구독하세요.</p><a href='/subscribe'>구독하기</a> <a href='/login'>로그인</a></div>")),
}  # fmt: skip
FULL: dict[str, _Spec] = {
    "votes-sw": ("sw", "ltr", "Matokeo ya kura kwa mji", "Matokeo ya kura kwa mji",
        "<p>Tume ya uchaguzi ilitangaza jana jumla ya kura zilizopigwa katika miji mikuu mitano, kama jedwali lifuatalo linavyoonyesha.</p>"
        + _table(["Mji", "Kura", "Asilimia"], [("Nairobi", "412,300", "38.2%"), ("Mombasa", "201,450", "18.7%"), ("Kisumu", "150,880", "14.0%"), ("Nakuru", "131,020", "12.1%"), ("Eldoret", "98,770", "9.2%"), ("Wengine", "84,200", "7.8%")])),
    "rates-id": ("id", "ltr", "Kurs rupiah hari ini", "Kurs rupiah hari ini",
        "<p>Bank sentral menetapkan kurs acuan pada Senin pagi; rupiah menguat tipis terhadap dolar AS dibanding pekan lalu.</p>"
        + _table(["Mata uang", "Beli", "Jual"], [("Dolar AS", "15.820", "15.980"), ("Euro", "17.110", "17.300"), ("Yen Jepang", "105,40", "107,10"), ("Dolar Singapura", "11.740", "11.890"), ("Ringgit Malaysia", "3.380", "3.440"), ("Yuan Tiongkok", "2.180", "2.220")])),
    "rain-he": ("he", "rtl", "ממוצעי גשם וטמפרטורה", "ממוצעי גשם וטמפרטורה בירושלים",
        "<p>הטבלה שלהלן מציגה את כמות המשקעים הממוצעת במילימטרים ואת הטמפרטורה הממוצעת בכל חודש, על פי נתוני השירות המטאורולוגי לשלושים השנים האחרונות.</p>"
        + _table(["חודש", "משקעים (מ״מ)", "טמפרטורה (°C)"], [("ינואר", "142", "9.8"), ("פברואר", "118", "10.9"), ("מרץ", "71", "13.2"), ("אפריל", "19", "16.8"), ("מאי", "3", "20.4"), ("אוקטובר", "24", "21.5"), ("נובמבר", "77", "16.3"), ("דצמבר", "131", "11.6")])),
    "census-ja": ("ja", "ltr", "都道府県別人口", "都道府県別人口の推計",
        "<p>総務省が公表した推計によると、東京都と沖縄県を除く多くの道府県で人口が前年より減少した。主な地域の数値は次の通り。</p>"
        + _table(["都道府県", "人口（千人）", "前年比"], [("北海道", "5,140", "-1.2%"), ("東京都", "14,090", "+0.3%"), ("大阪府", "8,780", "-0.4%"), ("愛知県", "7,470", "-0.5%"), ("福岡県", "5,100", "-0.2%"), ("沖縄県", "1,460", "+0.1%")])),
    "census-ru": ("ru", "ltr", "Население крупнейших городов", "Население крупнейших городов",
        "<p>По итогам переписи численность населения крупнейших городов выросла, особенно в Москве и Казани.</p>"
        + _table(["Город", "Население", "Площадь, км²"], [("Москва", "13 104 177", "2 561"), ("Санкт-Петербург", "5 600 044", "1 439"), ("Новосибирск", "1 633 595", "502"), ("Екатеринбург", "1 544 376", "468"), ("Казань", "1 318 604", "425"), ("Красноярск", "1 205 473", "353")])),
    "results-es": ("es", "ltr", "Resultados de noviembre", "Resultados de noviembre",
        "<p>El equipo cerró el mes invicto y suma ya once jornadas sin perder en la liga regional.</p>"
        + _table(["Fecha", "Local", "Resultado", "Visitante"], [("2026-11-02", "Atlético Norte", "2-1", "Deportivo Sur"), ("2026-11-09", "Unión Costa", "0-0", "Atlético Norte"), ("2026-11-16", "Atlético Norte", "3-2", "Real Montaña"), ("2026-11-23", "Club Río", "1-4", "Atlético Norte"), ("2026-11-30", "Atlético Norte", "1-1", "Sporting Valle"), ("2026-12-06", "Racing Llano", "0-2", "Atlético Norte")])),
    # a staff table under a paragraph of the page's own: an office's page with its contacts
    "team-de": ("de", "ltr", "Unser Team", "Die Beratungsstelle und ihr Team",
        "<p>Die Beratungsstelle hilft seit 1998 Familien, die neu in die Stadt ziehen. Wir beraten zu Schulen, Kitas, Wohnungssuche und Behördengängen, kostenlos und in sieben Sprachen. Termine vergeben wir telefonisch oder per E-Mail; in dringenden Fällen kommen Sie bitte direkt in die offene Sprechstunde am Dienstag.</p>"
        + _table(["Name", "Aufgabe", "Telefon", "E-Mail"], [("Dr. Anna Berg", "Leitung", "+49 30 1234 5601", "berg@amt.test"), ("Jonas Keller", "Beratung", "+49 30 1234 5602", "keller@amt.test"), ("Sabine Roth", "Anträge", "+49 30 1234 5603", "roth@amt.test"), ("Emre Yilmaz", "Beratung", "+49 30 1234 5604", "yilmaz@amt.test"), ("Lena Vogt", "Sekretariat", "+49 30 1234 5600", "vogt@amt.test")])),
}  # fmt: skip


def _extract(name: str, spec: _Spec, layout: str) -> gptr_fulltext.Extraction:
    lang, direction, title, h1, body = spec
    return gptr_fulltext.extract(
        _LAYOUTS[layout](lang, direction, title, h1, body), url=f"https://round14.test/{name}"
    )


@pytest.mark.parametrize("layout", sorted(_LAYOUTS))
@pytest.mark.parametrize("name", sorted(THIN))
def test_thin_kinds_are_dropped(name: str, layout: str) -> None:
    reason, spec = THIN[name]
    extraction = _extract(name, spec, layout)
    assert not extraction.is_full
    if reason:  # a soft 404's reason depends on what is left around its line (`too_short`, `listing_page`)
        assert extraction.reason == reason, extraction.detail


@pytest.mark.parametrize("layout", sorted(_LAYOUTS))
@pytest.mark.parametrize("name", sorted(FULL))
def test_tables_that_are_content_are_kept(name: str, layout: str) -> None:
    extraction = _extract(name, FULL[name], layout)
    assert extraction.is_full, (extraction.reason, extraction.detail)


@pytest.mark.parametrize(
    ("row", "reached"),
    [
        ("Anna | +48 12 634 11 20 |", True),
        ("יוסי לוי | 03-5551202 |", True),
        ("Ali | (021) 555 0199 |", True),
        ("Office | info@example.test |", True),
        ("Москва | 13 104 177 | 2 561 |", False),  # a figure grouped in thousands
        ("2026-11-02 | Atlético Norte | 2-1 |", False),  # a date and a score
        ("07.12.2026 | Bern | 12:30 |", False),
        ("Nairobi | 412,300 | 38.2% |", False),
    ],
)
def test_a_contact_is_an_email_address_or_a_phone_number(row: str, reached: bool) -> None:
    assert has_contact(row) is reached


def test_a_long_run_of_siblings_is_judged_on_its_first_ones() -> None:
    """A run longer than `COMMENT_MAX_TRIED` is tried on its first siblings only: the comments
    after them are not read (a flood of like blocks costs no more than that many)."""
    reply = "Dziękuję za ten tekst, bardzo się przydał przy wyborze szkoły dla córki."
    thread = "".join(
        f"<div class='c'><b>Czytelnik {i}</b><p>{reply}</p></div>" for i in range(COMMENT_MAX_TRIED + 50)
    )
    comments = find_comments(
        LexborHTMLParser(f"<html><body><h2>Komentarze</h2><div>{thread}</div></body></html>").body
    )
    assert comments.count == COMMENT_MAX_TRIED
    assert comments.introduced


# ---------------------------------------------------------------- known misses of earlier rounds, by their pattern


def _tag_cloud_ja() -> bytes:
    """Tags of two to four characters, each with its count beside it, inline in one block of an article."""
    tags = ("旅行", "温泉", "京都", "紅葉", "写真", "登山", "料理", "読書", "映画", "音楽", "鉄道", "北海道", "沖縄", "カフェ", "花見", "祭り", "書道", "茶道", "陶芸", "釣り", "庭園", "神社", "寺院", "夜景", "雪景色", "海水浴", "キャンプ", "自転車", "朝市", "屋台")  # fmt: skip
    cloud = " ".join(
        f"<a class='t' href='/tag/{i}'>{tag}</a><span>({(i * 7) % 40 + 1})</span>"
        for i, tag in enumerate(tags)
    )
    return _portal(
        "ja",
        "ltr",
        "タグ一覧 | 旅の記録",
        "タグ一覧",
        f"<article><section><div class='cloud'>{cloud}</div></section></article>",
    )


def _tag_cloud_zh() -> bytes:
    """Tags of one to three characters, each with its count (no brackets) beside it: Chinese, in the app's soup."""
    tags = ("旅行", "美食", "摄影", "读书", "电影", "音乐", "茶", "书法", "园艺", "登山", "骑行", "露营", "咖啡", "烘焙", "手工", "绘画", "钓鱼", "古镇", "博物馆", "夜市", "京剧", "剪纸", "太极", "围棋", "瓷器", "丝绸", "长城", "江南", "草原", "雪山")  # fmt: skip
    items = " ".join(
        f"<a href='/tag/{i}'>{tag}</a> <span>{(i * 13) % 90 + 10}</span>" for i, tag in enumerate(tags)
    )
    return _soup(
        "zh",
        "ltr",
        "标签",
        "全部标签",
        f"<article><section><div class='tags'>{items}</div></section></article>",
    )


def _faq(lang: str, layout: str, title: str, pairs: list[tuple[str, str]]) -> bytes:
    """An accordion: each question a button (a control extraction drops), its answer in a panel."""
    items = "".join(
        f"<div class='acc'><button aria-expanded='false'>{question}</button><div class='panel' hidden><p>{answer}</p></div></div>"
        for question, answer in pairs
    )
    return _LAYOUTS[layout](lang, "ltr", title, title, f"<div class='accordion'>{items}</div>")


_FAQ_SW = [
    ("Ninawezaje kulipia ada ya maji?", "Lipa kupitia simu kwa namba ya akaunti."),
    ("Bili hutumwa lini kila mwezi?", "Siku ya tano ya kila mwezi."),
    ("Nifanye nini bomba likivuja?", "Piga simu kituo cha huduma mara moja."),
]
_FAQ_PT = [
    ("Posso levar o meu cão no comboio?", "Sim, com trela e açaime."),
    ("Os bilhetes têm desconto para estudantes?", "Sim, pagam metade do preço."),
    ("Como peço o reembolso de um bilhete?", "Na bilheteira, até dois dias antes."),
]


def _thread(lang: str, layout: str, title: str, posts: list[tuple[str, str]], heading: str = "") -> bytes:
    """A forum topic (or, with `heading`, comments under it): each post an author's name, then the post."""
    body = "".join(
        f"<div class='post'><div class='who'>{who}</div><div class='msg'><p>{text}</p></div></div>"
        for who, text in posts
    )
    return _LAYOUTS[layout](
        lang,
        "ltr",
        title,
        title,
        (f"<h2>{heading}</h2>" if heading else "") + f"<div class='posts'>{body}</div>",
    )


_THREAD_FI = [
    ("Mikko", "Kannattaako vaihtaa nastattomiin? Ajan lähinnä kaupungissa."),
    ("Leena", "Meillä nastattomat ovat toimineet hyvin kolme talvea. Pääkaupunkiseudulla ne riittävät."),
    ("Jussi", "Maaseudulla valitsisin nastat. Jäisillä teillä ero on suuri."),
    ("Mikko", "Kiitos vastauksista. Otan varmaankin nastattomat."),
]
_THREAD_TA = [
    ("குமார்", "தக்காளிச் செடிகளின் இலைகள் சுருண்டு போகின்றன. என்ன காரணம்?"),
    ("லதா", "வெள்ளைப் பூச்சிகளின் தாக்குதலாக இருக்கலாம். இலைகளின் அடிப்பகுதியைப் பாருங்கள்."),
    ("ரவி", "வேப்பெண்ணெய்க் கரைசலை மாலை நேரத்தில் தெளியுங்கள். வாரம் இருமுறை செய்தால் போதும்."),
    ("குமார்", "உங்கள் இருவருக்கும் நன்றி. இன்று மாலையே தெளித்துப் பார்க்கிறேன்."),
]


@pytest.mark.parametrize(
    ("name", "build"),
    [("tags-ja", _tag_cloud_ja), ("tags-zh", _tag_cloud_zh)],
)
def test_a_tag_cloud_with_counts_is_a_word_list(name: str, build: Callable[[], bytes]) -> None:
    """A tag's count is no text of the cloud's own: short tags with their counts beside them are a link list."""
    extraction = gptr_fulltext.extract(build(), url=f"https://round14.test/{name}")
    assert extraction.reason == "word_list", (extraction.reason, extraction.detail)


def test_an_article_over_a_tag_cloud_with_counts_stays() -> None:
    tags = " ".join(f"<a href='/tag/{i}'>タグ{i}</a><span>({i})</span>" for i in range(12))
    article = (
        "<p>今年の紅葉は例年より一週間ほど遅れ、京都の寺では十一月の終わりに見頃を迎えた。朝の冷え込みが弱かったことが理由だという。</p>"
        "<p>嵐山では平日も観光客で混み合い、市は臨時の駐輪場を設けた。地元の人は早朝の散歩を勧めている。静かな参道で色づいた葉を眺められるからだ。</p>"
        "<p>来週からは雨の予報が続くため、見頃は今週末までと見られている。</p>"
    )
    html = _portal(
        "ja",
        "ltr",
        "京都の紅葉、見頃は今週末まで",
        "京都の紅葉、見頃は今週末まで",
        article + f"<div class='cloud'>{tags}</div>",
    )
    extraction = gptr_fulltext.extract(html, url="https://round14.test/koyo")
    assert extraction.is_full, (extraction.reason, extraction.detail)


@pytest.mark.parametrize(
    ("name", "build"),
    [
        ("faq-sw", lambda: _faq("sw", "portal", "Maswali yanayoulizwa mara kwa mara", _FAQ_SW)),
        ("faq-pt", lambda: _faq("pt", "portal", "Perguntas frequentes", _FAQ_PT)),
    ],
)
def test_an_accordion_faq_is_counted_with_its_questions(name: str, build: Callable[[], bytes]) -> None:
    extraction = gptr_fulltext.extract(build(), url=f"https://round14.test/{name}")
    assert extraction.is_full, (extraction.reason, extraction.detail)


def test_questions_with_answers_too_short_are_still_a_stub() -> None:
    pairs = [(question, "Sim.") for question, _ in _FAQ_PT]
    extraction = gptr_fulltext.extract(
        _faq("pt", "portal", "Perguntas frequentes", pairs), url="https://round14.test/faq-yes"
    )
    assert extraction.reason == "too_short", (extraction.reason, extraction.detail)


@pytest.mark.parametrize(
    ("name", "build"),
    [
        ("thread-fi", lambda: _thread("fi", "portal", "Nastarenkaat vai nastattomat?", _THREAD_FI)),
        ("thread-ta", lambda: _thread("ta", "soup", "தக்காளி இலைகள் சுருள்கின்றன", _THREAD_TA)),
    ],
)
def test_a_short_forum_thread_is_a_whole_discussion(name: str, build: Callable[[], bytes]) -> None:
    extraction = gptr_fulltext.extract(build(), url=f"https://round14.test/{name}")
    assert extraction.is_full, (extraction.reason, extraction.detail)


def test_the_same_posts_introduced_as_comments_are_still_dropped() -> None:
    html = _thread("fi", "soup", "Talvirenkaat", _THREAD_FI, heading="4 kommenttia")
    extraction = gptr_fulltext.extract(html, url="https://round14.test/comments-fi")
    assert extraction.reason == "listing_page", (extraction.reason, extraction.detail)


@pytest.mark.parametrize(
    ("lines", "left_out"), [(12, 60), (ANCHORED_MAX_LINES - 1, 60), (ANCHORED_MAX_LINES, 0), (300, 0)]
)
def test_tens_of_link_lines_are_what_their_page_is(lines: int, left_out: int) -> None:
    """A handful of link lines around a notice are pointers the length rule leaves out; an index of
    `ANCHORED_MAX_LINES` or more (a report's table of contents) is judged by the link-list rules."""
    assert Provenance(anchored=60, anchored_lines=lines).pointers == left_out


def _app(lang: str, title: str, headline: str, body: str) -> bytes:
    """An app's div soup whose headline is an ARIA heading (`<div role="heading" aria-level="1">`)."""
    nav = "".join(f"<a class='c{i}' href='/s/{i}'>{word}</a>" for i, word in enumerate(_MENU))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} · Uudised</title></head>"
        f"<body><div id='__nuxt'><div class='c-a1'>{nav}</div><div class='c-b2'>"
        f"<div class='c-h3' role='heading' aria-level='1'>{headline}</div><div class='c-t4'>{body}</div></div>"
        "<div class='c-f5'><span>© 2026 Uudised</span></div></div></body></html>"
    ).encode()


_BRIEF_KA = (
    "ბათუმში ახალი საბავშვო ბიბლიოთეკა გაიხსნა",
    "<p>ბათუმი, 3 დეკემბერი 2026</p><p>ბათუმის ცენტრში დღეს ახალი საბავშვო ბიბლიოთეკა გაიხსნა, სადაც ათი ათასზე მეტი წიგნია. "
    "ბიბლიოთეკა ყოველდღე იმუშავებს დილის ათიდან საღამოს შვიდ საათამდე, ხოლო მოსწავლეებისთვის წევრობა უფასო იქნება.</p>",
)
_BRIEF_ET = (
    "Tartus avati uus jalgrattasild üle Emajõe",
    "<p>Tartu, 4. detsember 2026</p><p>Tartus avati neljapäeval uus jalgratturite ja jalakäijate sild üle Emajõe. "
    "Linnavalitsuse sõnul lühendab sild paljude elanike teed kesklinna ligi kilomeetri võrra ning ehitus maksis neli miljonit eurot.</p>",
)


@pytest.mark.parametrize(("lang", "brief"), [("ka", _BRIEF_KA), ("et", _BRIEF_ET)])
def test_an_aria_heading_is_the_headline_of_a_brief(lang: str, brief: tuple[str, str]) -> None:
    """A dated brief under its headline stays; an app's headline is an ARIA heading of level 1."""
    headline, body = brief
    extraction = gptr_fulltext.extract(
        _app(lang, headline, headline, body), url=f"https://round14.test/brief-{lang}"
    )
    assert extraction.is_full, (extraction.reason, extraction.detail)
