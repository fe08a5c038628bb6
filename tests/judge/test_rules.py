"""The judge on the labelled corpus (targets and every hard case) and on small pages built to probe
one rule at a time: each wall needs its signal *and* too little text of the page's own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from fixtures.site import Page
from gptr_fulltext import extract
from gptr_fulltext.judge.response import judge_response
from gptr_fulltext.models import Candidate, Extraction, Outcome
from gptr_fulltext.reasons import Reason
from gptr_fulltext.results import rank_and_dedupe
from gptr_fulltext.settings import Settings

TARGET = 0.98
SENTENCES = (
    "The council approved the plan on Tuesday after a long debate about costs and timing.",
    "Residents had asked for changes, and the final version moves two stops closer to the school.",
    "Work is expected to start in the spring and to last about eighteen months.",
    "Shop owners on the high street said they feared a drop in trade while the road is closed.",
    "The transport authority promised a temporary car park on the old depot site.",
    "Funding comes mostly from a regional grant, with the rest borrowed over twenty years.",
    "Two members voted against, arguing that the estimates left no room for rising prices.",
    "A public meeting about the construction schedule will be held at the library next month.",
)


def prose(paragraph: int) -> str:
    """A paragraph of about 50 words, different for every `paragraph` (extractors drop repeats)."""
    picked = [SENTENCES[(paragraph * 3 + i) % len(SENTENCES)] for i in range(3)]
    return f"In part {paragraph + 1} of the story: " + " ".join(picked)


@pytest.fixture(scope="module")
def judged(corpus: dict[str, Page]) -> dict[str, Extraction]:
    return {
        page.id: extract(
            page.body(), f"https://{page.group}.example/{page.id}", status=page.status, headers=page.headers
        )
        for page in corpus.values()
    }


@pytest.fixture(scope="module")
def duplicates_marked(corpus: dict[str, Page], judged: dict[str, Extraction]) -> set[str]:
    """One call over every full page, each copy ranked right after its original: who is `duplicate`."""
    copies = {page.duplicate_of: page.id for page in corpus.values() if page.duplicate_of}
    order = [
        page_id
        for original in sorted(p.id for p in corpus.values() if p.expect == "full")
        for page_id in (original, copies.get(original))
        if page_id is not None
    ]
    candidates = [Candidate(f"https://call.example/{page_id}", rank) for rank, page_id in enumerate(order)]
    outcomes = {
        c.rank: Outcome(c, judged[i].is_full, judged[i].reason, extraction=judged[i])
        for c, i in zip(candidates, order, strict=True)
    }
    final, _ = rank_and_dedupe(
        candidates, outcomes, len(order), deadline_passed=True, similarity=Settings().duplicate_similarity
    )
    return {page_id for page_id, o in zip(order, final, strict=True) if o.reason == "duplicate"}


def kept(page: Page, judged: dict[str, Extraction], duplicates: set[str]) -> bool:
    return judged[page.id].is_full and page.id not in duplicates


def test_corpus_targets(
    corpus: dict[str, Page], judged: dict[str, Extraction], duplicates_marked: set[str]
) -> None:
    thin = [p for p in corpus.values() if p.expect == "thin"]
    full = [p for p in corpus.values() if p.expect == "full"]
    assert len(thin) >= 40 and len(full) >= 40
    dropped = sum(not kept(p, judged, duplicates_marked) for p in thin)
    kept_full = sum(kept(p, judged, duplicates_marked) for p in full)
    assert dropped >= TARGET * len(thin), f"thin dropped {dropped}/{len(thin)}"
    assert kept_full >= TARGET * len(full), f"full kept {kept_full}/{len(full)}"


def hard_cases() -> Iterator[str]:
    from fixtures.site import load_corpus

    yield from sorted(page.id for page in load_corpus().values() if page.hard)


@pytest.mark.parametrize("page_id", list(hard_cases()))
def test_every_hard_case(
    page_id: str, corpus: dict[str, Page], judged: dict[str, Extraction], duplicates_marked: set[str]
) -> None:
    page = corpus[page_id]
    verdict = judged[page_id]
    assert kept(page, judged, duplicates_marked) == (page.expect == "full"), (page.reason, verdict.detail)


def test_thin_pages_are_dropped_for_their_labelled_reason(
    corpus: dict[str, Page], judged: dict[str, Extraction], duplicates_marked: set[str]
) -> None:
    wrong = {
        page.id: (page.reason, "duplicate" if page.id in duplicates_marked else judged[page.id].reason)
        for page in corpus.values()
        if page.expect == "thin"
        and page.reason != ("duplicate" if page.id in duplicates_marked else judged[page.id].reason)
    }
    assert not wrong


def test_every_thin_verdict_names_a_known_reason_with_a_detail(judged: dict[str, Extraction]) -> None:
    for verdict in judged.values():
        if not verdict.is_full:
            assert verdict.reason in set(Reason)
            assert len(verdict.detail) > 10


# -- single rules, on pages built for them -------------------------------------------------------


def html(title: str, body: str, *, head: str = "", lang: str = "en") -> str:
    chrome = '<header><a href="/">Harbor Times</a><nav><a href="/n">News</a><a href="/i">Sign in</a></nav>'
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
        f"<body>{chrome}</header><main>{body}</main><footer><p>© Harbor Times</p></footer></body></html>"
    )


def article(title: str, paragraphs: int, extra: str = "", head: str = "") -> str:
    text = "".join(f"<p>{prose(i)}</p>" for i in range(paragraphs))
    return html(title, f"<article><h1>{title}</h1>{text}{extra}</article>", head=head)


def judge(page: str, **settings: object) -> Extraction:
    return extract(page, "https://example.com/page", settings=Settings.load({}, **settings))


ONETRUST = (
    '<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" role="dialog"><p>We and our partners '
    "store and access information on your device, such as cookies, and process personal data such as "
    "unique identifiers for personalised advertising and content, ad and content measurement and audience "
    "research. You can accept all, reject all or manage your preferences.</p><button>Accept all</button>"
    "<button>Reject all</button></div></div>"
)


def test_a_consent_dialog_as_main_text_is_a_wall_but_a_banner_over_an_article_is_not() -> None:
    wall = html("Budget 2025: the details", f'<div class="article-body"></div>{ONETRUST * 3}')
    assert judge(wall).reason == "consent_wall"
    assert judge(article("Budget 2025: the details", 3, extra=ONETRUST)).is_full


def test_an_article_about_bot_checks_stays_full_and_a_bot_check_does_not() -> None:
    about = article("Verify you are human: why the checks are getting harder", 6)
    assert judge(about).is_full
    check = html("Just a moment...", "<h1>Checking your browser before accessing the site.</h1>")
    assert judge(check).reason == "bot_challenge"


def test_a_soft_404_needs_its_notice_and_little_text_of_its_own() -> None:
    notice = html(
        "Page not found | Harbor Times", "<h1>Page not found</h1><p>Sorry, this page does not exist.</p>"
    )
    assert judge(notice).reason == "soft_404"
    assert judge(article("Highway 404 reopens after crash", 3)).is_full
    assert judge(article("Page not found: the web's missing links", 6)).is_full


def test_login_walls_and_articles_with_a_login_box() -> None:
    form = (
        '<form action="/in"><input name="u"><input type="password" name="p"><button>Sign in</button></form>'
    )
    assert judge(html("Sign in | Workfolio", f"<h1>Sign in to continue</h1>{form}")).reason == "login_wall"
    assert judge(article("Login problems hit bank customers", 3, extra=form)).is_full


def test_paywall_teaser_versus_the_whole_text_behind_a_css_paywall() -> None:
    box = (
        '<div class="paywall"><h2>Subscribe to continue reading</h2><a href="/subscribe">Subscribe</a></div>'
    )
    assert judge(article("Rates rise again", 1, extra=box)).reason == "paywall_teaser"
    declared = '<script type="application/ld+json">{"@type": "NewsArticle", "wordCount": 180}</script>'
    assert judge(article("Rates rise again", 4, extra=box, head=declared)).is_full


def test_a_listing_of_teaser_cards_versus_an_article_with_a_related_grid() -> None:
    cards = "".join(
        f'<div class="card"><h3><a href="/story-{i}">Harbour board approves dredging contract {i}</a></h3>'
        f"<p>{SENTENCES[i % len(SENTENCES)]} Story number {i}.</p></div>"
        for i in range(12)
    )
    assert judge(html("Latest news", f"<h1>Latest news</h1>{cards}")).reason == "listing_page"
    assert judge(
        article("Harbour board approves dredging", 4, extra=f'<aside class="related">{cards}</aside>')
    ).is_full


def test_keyword_lists_are_word_lists() -> None:
    tags = ", ".join(
        f"cheap flights {city}" for city in ["paris", "rome", "oslo", "lima", "cairo", "delhi"] * 6
    )
    assert (
        judge(html("Cheap flights", f"<h1>Cheap flights</h1><p>{tags}</p><p>{tags}</p>")).reason
        == "word_list"
    )


def test_thresholds_are_settings() -> None:
    brief = article("Bus route changes approved", 1)  # one paragraph: ~50 words of content
    assert judge(brief, min_words=30).is_full
    assert judge(brief, min_words=80).reason == "too_short"
    notice = html("Page not found", f"<h1>Page not found</h1><p>{prose(0)}</p>")
    assert judge(notice).reason == "soft_404"
    assert judge(notice, wall_words=50).is_full


def test_cjk_text_is_not_too_short_for_lack_of_spaces() -> None:
    text = (
        "<p>市议会周二批准了这项计划，此前围绕成本和时间安排进行了长时间的辩论。</p>"
        "<p>居民曾要求修改线路，最终版本将两个站点移近了学校。工程预计明年春天开工，持续约十八个月。</p>"
        "<p>商户担心道路封闭期间生意下滑，交通部门承诺在旧车站场地设立临时停车场。</p>"
    )
    page = html("公交线路调整获批", f"<article><h1>公交线路调整获批</h1>{text}</article>", lang="zh")
    assert judge(page).is_full


# -- the response alone ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "headers", "body", "reason"),
    [
        (403, {"cf-mitigated": "challenge"}, b"<html></html>", "bot_challenge"),
        (403, {"x-datadome": "protected"}, b"<html></html>", "bot_challenge"),
        (403, {"server": "cloudflare"}, b"<title>Attention Required! | Cloudflare</title>", "bot_challenge"),
        (403, {"server": "nginx"}, b"<title>403 Forbidden</title>", "http_status"),
        (503, {"retry-after": "600"}, b"<h1>We'll be back soon!</h1><p>Site maintenance.</p>", "maintenance"),
        (503, {}, b"<title>Backend fetch failed</title>", "http_status"),
        (200, {"content-type": "text/html"}, b"\x89PNG\r\n\x1a\n" + b"\0" * 64, "binary"),
        (200, {"content-type": "application/zip"}, b"PK\x03\x04", "binary"),
    ],
)
def test_judge_response(status: int, headers: dict[str, str], body: bytes, reason: str) -> None:
    verdict = judge_response(status, headers, body)
    assert verdict is not None and verdict.reason == reason and verdict.detail


def test_an_ordinary_html_response_is_left_to_the_page_judge() -> None:
    assert judge_response(200, {"content-type": "text/html"}, b"<!doctype html><p>Hello</p>") is None
