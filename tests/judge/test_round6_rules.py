"""The rules added after blind round 6 (#17), each on pages of its own in two languages or layouts.

Every fix has its thin pages (misjudged by the code before it) and guard pages of the same shape that
must stay full. None of these pages is one of the blind pages, and none is copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

import pytest

import gptr_fulltext
from gptr_fulltext.evidence.regions import Regions
from gptr_fulltext.evidence.textstats import count_words, match_key, measure, syllabic_words
from gptr_fulltext.judge.provenance import trace
from tests.judge.blind_chrome6 import page


def _judge(body: bytes, url: str) -> tuple[bool, str | None]:
    extraction = gptr_fulltext.extract(body, url=url)
    return extraction.is_full, extraction.reason


# ------------------------------------------------ directory and result tables: short rows found whole


def _directory_es() -> bytes:
    rows = [
        ("Academia Babel", "28006", "915 550 120", "4,7"), ("Centro de Idiomas Sol", "28013", "914 221 003", "4,2"),
        ("Lingua Viva", "28020", "913 870 455", "4,9"), ("Instituto Nórdico", "28028", "917 004 312", "4,1"),
        ("Escuela Oriente", "28005", "912 660 781", "4,5"), ("Aula Global", "28008", "915 438 990", "3,8"),
        ("The Language Corner", "28001", "911 302 664", "4,4"),
    ]  # fmt: skip
    trs = "".join(
        f"<tr><td><a href='/centro/{i}'>{n}</a></td><td>Madrid {c}</td><td>{t}</td><td>★ {r}</td></tr>"
        for i, (n, c, t, r) in enumerate(rows)
    )
    content = f"<h1>Academias de idiomas en Madrid</h1><p>312 centros</p><table><tr><th>Centro</th><th>Código postal</th><th>Teléfono</th><th>Valoración</th></tr>{trs}</table>"
    return page("es", "Guía de Centros", "Academias de idiomas en Madrid", content, layout="blog")


def _results_ja() -> bytes:
    rows = [
        ("令和7年度 予算概要（一般会計）", "2025-03-28", "2.1MB"), ("令和7年度 当初予算の主な事業", "2025-03-28", "840KB"),
        ("令和6年度 補正予算（第3号）の概要", "2024-12-10", "520KB"), ("予算編成方針について", "2024-10-01", "310KB"),
        ("財政状況資料集（令和5年度決算）", "2024-09-30", "95KB"), ("中期財政見通し（令和7年度〜11年度）", "2025-02-14", "1.4MB"),
    ]  # fmt: skip
    trs = "".join(
        f"<tr><td><a href='/docs/{i}.pdf'>{t}</a></td><td>{d}</td><td>PDF {s}</td></tr>"
        for i, (t, d, s) in enumerate(rows)
    )
    content = f"<h1>検索結果</h1><p>「予算」の検索結果 6件</p><table class='result'>{trs}</table>"
    return page("ja", "市役所", "検索結果 - 市役所", content, layout="market")


def _linked_data_en() -> bytes:
    rows = [("Norway", "89,200", "4.1", "99"), ("Sweden", "56,300", "3.2", "97"), ("Finland", "53,100", "3.8", "96"),
            ("Denmark", "67,800", "2.9", "98"), ("Iceland", "78,900", "3.5", "99"), ("Estonia", "29,300", "5.6", "91"),
            ("Latvia", "22,100", "6.9", "88")]  # fmt: skip
    trs = "".join(
        f"<tr><td><a href='/country/{c.lower()}'>{c}</a></td><td>{g}</td><td>{u}</td><td>{i}</td></tr>"
        for c, g, u, i in rows
    )
    content = (
        "<h1>Income, unemployment and internet use in the Nordic and Baltic states, 2025</h1>"
        "<p>Output per person in the Nordic countries is still well above the Baltic states, but the gap has narrowed by a third since 2010. "
        "Unemployment is highest in Latvia and lowest in Denmark; internet use is near universal everywhere except in the oldest age groups in the Baltics.</p>"
        f"<table><tr><th>Country</th><th>GDP per person (USD)</th><th>Unemployment (%)</th><th>Internet users (%)</th></tr>{trs}</table>"
    )
    return page("en", "Regional Data", "Nordic and Baltic indicators 2025", content, layout="wiki")


def _linked_data_zh() -> bytes:
    rows = [("2018", "4.2", "1,380"), ("2019", "4.5", "1,412"), ("2020", "3.1", "1,350"), ("2021", "5.0", "1,470"),
            ("2022", "4.4", "1,502"), ("2023", "4.8", "1,560"), ("2024", "4.6", "1,611")]  # fmt: skip
    trs = "".join(
        f"<tr><td><a href='/year/{y}'>{y}年</a></td><td>{g}</td><td>{p}</td></tr>" for y, g, p in rows
    )
    content = (
        "<h1>本市历年降水与客流统计</h1><p>近七年本市年降水量总体稳定，二〇二〇年受疫情影响客流明显下降，此后逐年回升。"
        "二〇二四年地铁年客流达到十六亿人次，创历史新高。下表列出各年降水量与地铁客流，点击年份可查看当年的详细报告。</p>"
        f"<table><tr><th>年份</th><th>降水量（百毫米）</th><th>地铁客流（百万人次）</th></tr>{trs}</table>"
    )
    return page("zh", "城市统计", "本市历年降水与客流统计", content, layout="gov")


@pytest.mark.parametrize("build", [_directory_es, _results_ja])
def test_a_table_of_directory_or_result_rows_is_a_listing(build: object) -> None:
    assert callable(build)
    assert _judge(build(), "https://dir.example/x") == (False, "listing_page")


@pytest.mark.parametrize("build", [_linked_data_en, _linked_data_zh])
def test_a_data_table_whose_first_cells_link_stays_full(build: object) -> None:
    assert callable(build)
    assert _judge(build(), "https://data.example/x")[0]


# ------------------------------------------------ entries led by a date, a time or a rank


def _events_en() -> bytes:
    events = [
        ("Sat 7 Nov", "Farmers' market", "Market square"), ("Sun 8 Nov", "Guided castle walk", "Castle gate"),
        ("Wed 11 Nov", "Remembrance service", "War memorial"), ("Fri 13 Nov", "Film club: Local Hero", "Town hall"),
        ("Sat 14 Nov", "Craft fair", "Community centre"), ("Thu 19 Nov", "Library story time", "Central library"),
        ("Sat 21 Nov", "Christmas lights switch-on", "High street"),
    ]  # fmt: skip
    items = "".join(
        f"<li><span class='d'>{d}</span><a href='/whats-on/{i}'>{t}</a><span class='v'>{v}</span></li>"
        for i, (d, t, v) in enumerate(events)
    )
    return page(
        "en",
        "Town Council",
        "What's on in November",
        f"<h1>What's on in November</h1><ul class='events'>{items}</ul>",
        layout="gov",
    )


def _events_de() -> bytes:
    events = [
        ("Mo, 2.11.", "Krimilesung", "Stadtbibliothek, 19 Uhr, Eintritt frei"), ("Di, 3.11.", "Orgelkonzert", "Marienkirche, 20 Uhr, 12 Euro"),
        ("Do, 5.11.", "Vogelvortrag", "Naturkundemuseum, 18 Uhr, 5 Euro"), ("Sa, 7.11.", "Kinderflohmarkt", "Gemeindehaus, 10 Uhr, Eintritt frei"),
        ("So, 8.11.", "Altstadtführung", "Rathausplatz, 14 Uhr, 8 Euro"), ("Mi, 11.11.", "Martinsumzug", "Grundschule Ost, 17 Uhr"),
    ]  # fmt: skip
    items = "".join(
        f"<li><time>{d}</time> <a href='/termine/{i}'>{t} am {d[4:]}</a> <small>{v}</small></li>"
        for i, (d, t, v) in enumerate(events)
    )
    return page(
        "de",
        "Stadtportal",
        "Veranstaltungen im November",
        f"<h1>Veranstaltungen</h1><ul class='termine'>{items}</ul>",
        layout="blog",
    )


def _timeline_article_en() -> bytes:
    items = "".join(
        f"<li>{y} <a href='/wiki/{t}'>{t}</a> — {d}</li>"
        for y, t, d in [
            ("1957", "Sputnik 1", "the first artificial satellite"), ("1961", "Vostok 1", "the first person in orbit"),
            ("1969", "Apollo 11", "the first crewed Moon landing"), ("1971", "Salyut 1", "the first space station"),
            ("1981", "STS-1", "the first Space Shuttle flight"), ("1998", "ISS", "the first module of the station"),
        ]
    )  # fmt: skip
    content = (
        "<article><h1>How the space race shaped modern satellites</h1>"
        "<p>The satellites that carry today's phone calls and weather maps descend from a contest between two superpowers. Each milestone forced "
        "engineers to solve a new problem: keeping electronics alive in vacuum, steering a craft with tiny thrusters, and bringing people home safely.</p>"
        "<p>Many of those solutions are still in use. Solar panels first flown in the late 1950s power most spacecraft, and the docking methods "
        "worked out for early space stations are how supply ships reach orbit today.</p>"
        f"<h2>Milestones</h2><ul>{items}</ul></article>"
    )
    return page("en", "Space Notes", "How the space race shaped modern satellites", content, layout="blog")


@pytest.mark.parametrize("build", [_events_en, _events_de])
def test_a_list_of_entries_each_led_by_a_date_is_a_listing(build: object) -> None:
    assert callable(build)
    assert _judge(build(), "https://events.example/x") == (False, "listing_page")


def test_an_article_with_a_dated_timeline_stays_full() -> None:
    assert _judge(_timeline_article_en(), "https://space.example/x")[0]


def test_short_lines_of_an_entry_are_found_together() -> None:
    entries = match_key(" ".join(f"11月{d}日 市民まつり第{d}回 中央公園" for d in range(1, 7)))
    text = "\n".join(f"11月{d}日\n市民まつり第{d}回\n中央公園" for d in range(1, 7))
    origin = trace(measure(text), Regions(entries=entries))
    assert origin.own == 0 and origin.entries > 0


# ------------------------------------------------ Korean measured by syllable for min_words


def _brief_ko(layout: str) -> bytes:
    content = (
        "<article><h1>시립미술관, 매달 마지막 수요일 무료 개방</h1>"
        "<p>시립미술관이 다음 달부터 매달 마지막 수요일에 모든 전시를 무료로 개방한다. 미술관은 관람객이 많은 저녁 시간대에 맞춰 이날 운영 시간을 밤 아홉 시까지 늘린다. "
        "무료 개방일에는 학예사가 진행하는 전시 해설도 두 차례 열린다. 미술관 측은 석 달 동안 방문객 수를 살펴본 뒤 무료 개방을 매주로 늘릴지 결정할 계획이다.</p></article>"
    )
    return page("ko", "시민소식", "시립미술관 무료 개방", content, layout=layout)  # type: ignore[arg-type]


@pytest.mark.parametrize("layout", ["news", "wiki"])
def test_a_complete_korean_brief_of_forty_words_stays_full(layout: str) -> None:
    body = _brief_ko(layout)
    assert count_words("시립미술관이 다음 달부터 매달 마지막 수요일에") == 6
    assert _judge(body, "https://ko.example/x") == (True, None)


def test_korean_is_counted_two_syllables_a_word_and_other_text_as_before() -> None:
    assert syllabic_words("시립미술관이 다음 달부터 운영") == 6  # 3 words, 13 syllables
    assert syllabic_words("The museum opens on Wednesdays.") == count_words("The museum opens on Wednesdays.")


def test_a_korean_notice_is_still_thin() -> None:
    """Counted by syllable it is still short; titled "준비 중" (in preparation) it is a placeholder."""
    content = "<h1>공지</h1><p>현재 준비 중인 페이지입니다. 빠른 시일 내에 찾아뵙겠습니다.</p>"
    assert _judge(page("ko", "동네가게", "준비 중", content, layout="market"), "https://ko.example/y") == (
        False,
        "maintenance",
    )


# ------------------------------------------------ short doorways (60 words and more)


def _doorway_pt() -> bytes:
    kw = "desentupidora em Campinas"
    text = (
        f"<p>Procurando {kw}? Somos a {kw} mais rápida. {kw.capitalize()} 24 horas. {kw.capitalize()} com preço justo.</p>"
        f"<p>Nossa {kw} atende todos os bairros. Ligue para a {kw} agora. {kw.capitalize()} barata e {kw} confiável.</p>"
        f"<p>A melhor {kw} é a nossa {kw}. Orçamento grátis da {kw} no mesmo dia. Chame a {kw} pelo WhatsApp.</p>"
    )
    return page(
        "pt", "Desentupidora", f"{kw} | {kw} 24h", f"<h1>{kw.capitalize()}</h1>{text}", layout="market"
    )


def _glossary_guard_en() -> bytes:
    content = (
        "<h1>Compound interest</h1><p>Compound interest is interest calculated on both the money you put in and the interest it has already earned. "
        "Over long periods compound interest makes savings grow much faster than simple interest, which is paid on the original sum only.</p>"
        "<p>For example, 1,000 pounds at 5 percent compound interest becomes 1,629 pounds after ten years, against 1,500 pounds with simple interest. "
        "Debts grow the same way, which is why unpaid credit card balances become expensive.</p>"
    )
    return page("en", "Money Words", "Compound interest", content, layout="wiki")


def test_a_short_doorway_is_a_word_list() -> None:
    assert _judge(_doorway_pt(), "https://desentupidora.example/") == (False, "word_list")


def test_a_short_glossary_entry_that_repeats_its_term_stays_full() -> None:
    assert _judge(_glossary_guard_en(), "https://money.example/compound")[0]


# ------------------------------------------------ Korean paywall prompts


def _paywall_ko(layout: str) -> bytes:
    content = (
        "<article><h1>전세 사기 피해자 지원 확대</h1><p>정부가 전세 사기 피해자에 대한 긴급 주거 지원을 내년까지 연장하기로 했다.</p>"
        "<div class='lock-box'><p>이 기사는 회원 전용 기사입니다.</p><p>구독하시면 전체 기사를 보실 수 있습니다.</p>"
        "<a href='/join'>구독 신청</a></div></article>"
    )
    return page("ko", "경제신보", "전세 사기 피해자 지원 확대", content, layout=layout)  # type: ignore[arg-type]


@pytest.mark.parametrize("layout", ["blog", "news"])
def test_a_korean_lede_cut_at_a_members_only_prompt_is_a_paywall(layout: str) -> None:
    assert _judge(_paywall_ko(layout), "https://ko.example/z") == (False, "paywall_teaser")


# ------------------------------------------------ lexicons of the new languages support the notice rules


def _soft404_tr() -> bytes:
    content = (
        "<div class='notfound'><h1>Üzgünüz, aradığınız sayfa bulunamadı</h1>"
        "<p>Bağlantı hatalı olabilir ya da konu yöneticiler tarafından taşınmış veya silinmiş olabilir. Adresi kontrol edip tekrar deneyebilir, "
        "arama kutusunu kullanabilir ya da forum ana sayfasına dönebilirsiniz. Sorun devam ederse bize destek bölümünden yazabilirsiniz; "
        "ekibimiz mesai saatleri içinde genellikle bir gün içinde yanıt veriyor. Son ziyaret ettiğiniz sayfaların listesi hesabınızın geçmiş bölümünde duruyor.</p>"
        "<form action='/ara'><input name='q'><button>Ara</button></form></div>"
    )
    return page("tr", "Teknoloji Forumu", "Sayfa bulunamadı", content, layout="forum")


def _ratelimit_pl() -> bytes:
    content = (
        "<div class='notice'><h1>Zbyt wiele zapytań</h1>"
        "<p>Z Twojego adresu IP wysłano w ostatniej minucie więcej zapytań, niż pozwala regulamin serwisu. Aby chronić system przed przeciążeniem, "
        "dostęp został czasowo ograniczony. Spróbuj ponownie za 60 sekund. Jeśli korzystasz z sieci firmowej lub uczelnianej, ten sam adres może "
        "dzielić wiele osób; w takim przypadku skontaktuj się z administratorem albo zaloguj się, aby korzystać z wyższego limitu.</p></div>"
    )
    return page("pl", "Wyszukiwarka Orzeczeń", "Zbyt wiele zapytań", content, layout="gov")


@pytest.mark.parametrize(("build", "reason"), [(_soft404_tr, "soft_404"), (_ratelimit_pl, "rate_limited")])
def test_a_notice_in_a_new_language_says_what_it_is(build: object, reason: str) -> None:
    assert callable(build)
    assert _judge(build(), "https://notice.example/x") == (False, reason)


# ------------------------------------------------ Korean sentences long in syllables count toward a doorway


def _doorway_ko() -> bytes:
    body = (
        "부산 이사업체 찾으세요? 부산 포장이사 전문 부산 이사업체입니다. 부산 이사업체 가격 비교는 부산 포장이사 추천 업체에서. "
        "믿을 수 있는 부산 이사업체, 부산 포장이사, 부산 원룸이사 모두 여기에. 부산 이사업체 추천 1위 부산 포장이사 상담 받으세요. "
    )
    content = "<h1>부산 이사업체 | 부산 포장이사</h1>" + "".join(f"<p>{body}</p>" for _ in range(3))
    return page("ko", "부산 이사", "부산 이사업체 | 부산 포장이사 추천", content, layout="blog")


def _glossary_guard_ko() -> bytes:
    content = (
        "<h1>복리</h1><p>복리는 원금뿐 아니라 그동안 붙은 이자에도 다시 이자가 붙는 방식이다. 같은 금리라도 기간이 길어질수록 복리로 불린 돈은 단리보다 훨씬 빠르게 늘어난다. "
        "예를 들어 100만 원을 연 5% 복리로 10년 두면 약 163만 원이 되지만, 단리로는 150만 원에 그친다.</p>"
        "<p>빚도 같은 방식으로 불어나기 때문에 카드 대금을 제때 갚지 않으면 복리로 이자가 쌓여 부담이 커진다. 그래서 저축은 일찍 시작하고 빚은 빨리 갚으라는 말이 나온다.</p>"
    )
    return page("ko", "경제 용어", "복리란 무엇인가", content, layout="wiki")


def test_a_korean_doorway_of_few_long_sentences_is_a_word_list() -> None:
    assert _judge(_doorway_ko(), "https://busan-move.example/") == (False, "word_list")


def test_a_korean_glossary_entry_stays_full() -> None:
    assert _judge(_glossary_guard_ko(), "https://econ.example/bokri")[0]
