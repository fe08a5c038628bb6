"""The judge sees what cleanup removed: a closing prompt is boilerplate to the text, a wall to the verdict.

The pattern: a short opening (under twice FULLTEXT_WALL_WORDS of its own words) whose last block is
a subscription or sign-in prompt. Cleanup drops that block from the returned text, as it does every
edge pitch; the verdict must still see it.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from gptr_fulltext import Reason, extract

NEWS_LEDE = (
    "<p>The city council voted on Tuesday to expand the tram network across the river, a plan that has "
    "divided residents for a decade.</p><p>Residents of the northern districts have waited years for a "
    "faster link to the centre, and the transport committee said the new line would cut journeys by a "
    "third. Critics argue the cost estimate is too low and that construction will close the main bridge "
    "for two summers.</p>"
)
GUIDE_LEDE = (
    "<div class='entry'><div>Sourdough needs three things: flour, water and time. A young starter is "
    "fed twice a day for a week before it can raise a loaf, and the kitchen's temperature decides how "
    "fast it grows.</div><div>Most bakers keep one part starter to five parts flour, fold the dough "
    "every half hour for two hours, and leave it to rise overnight in the fridge before baking it hot "
    "in a covered pot.</div>"
)


def page(title: str, body: str) -> bytes:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>".encode()


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Council backs tram extension", f"<article><h1>Council backs tram extension</h1>{NEWS_LEDE}"
         "<p>Subscribe to continue reading</p></article>"),
        ("Starting a sourdough starter", f"<main>{GUIDE_LEDE}<div>Subscribe to read the full guide.</div>"
         "</div></main>"),
    ],
)  # fmt: skip
def test_a_lede_ending_in_a_subscribe_prompt_is_a_paywall_teaser(title: str, body: str) -> None:
    result = extract(page(title, body), "https://site.example/story")
    assert (result.is_full, result.reason) == (False, Reason.PAYWALL_TEASER)
    assert "subscribe" not in result.text.lower()  # cleanup still kept it out of the text


@pytest.mark.parametrize("lede", [NEWS_LEDE, GUIDE_LEDE + "</div>"])
def test_the_same_lede_without_the_prompt_stays_full(lede: str) -> None:
    result = extract(page("A short brief", f"<article>{lede}</article>"), "https://site.example/brief")
    assert result.is_full, result.detail


def test_a_long_article_with_a_closing_newsletter_pitch_stays_full() -> None:
    findings = (
        "the old bridge's foundations",
        "the river's winter flow",
        "the traffic at rush hour",
        "the cost of a new deck",
        "the footpath on the east side",
        "the state of the railings",
    )
    paragraphs = "".join(
        f"<p>Part {n} of the report describes how the crossing was surveyed in {1990 + 3 * n}, which "
        f"residents were asked, and what the engineers found about {findings[n % 6]}.</p>"
        for n in range(12)
    )  # fmt: skip
    html = page("Bridge survey", f"<article>{paragraphs}<p>Subscribe to our newsletter</p></article>")
    result = extract(html, "https://site.example/survey")
    assert result.is_full, result.detail
    assert "newsletter" not in result.text


def test_importing_and_extracting_leave_other_libraries_loggers_as_they_were() -> None:
    """Checked in a fresh interpreter: importing the package is part of what must change nothing."""
    code = (
        "import logging, trafilatura\n"
        "def state():\n"
        "    return {name: (list(log.filters), list(log.handlers), log.level)\n"
        "            for name, log in logging.root.manager.loggerDict.items()\n"
        "            if isinstance(log, logging.Logger) and not name.startswith('gptr_fulltext')}\n"
        "before = state()\n"
        "from gptr_fulltext import extract\n"
        "extract(b'<html><body><div></div></body></html>', 'https://site.example/empty')\n"
        "extract(b'<html><body><p>' + b'A sentence of a page. ' * 40 + b'</p></body></html>')\n"
        "after = state()\n"
        "changed = sorted(name for name in before if before[name] != after.get(name))\n"
        "assert not changed, changed\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize(
    ("lang", "title", "notice"),
    [
        ("en", "Too Many Requests", "<h1>Too Many Requests</h1><p>You have sent too many requests in a given "
         "amount of time. Please wait a few minutes and try again.</p>"),
        ("de", "Hinweis", "<div class='notice'><p>Zu viele Anfragen von Ihrer Adresse.</p><p>Bitte versuchen "
         "Sie es in einer Stunde erneut.</p></div>"),
        ("ja", "お知らせ", "<main><p>リクエストが多すぎます。"
         "しばらく時間をおいてから再度アクセスしてください。</p></main>"),
    ],
)  # fmt: skip
def test_a_rate_limit_notice_served_as_a_page_is_dropped(lang: str, title: str, notice: str) -> None:
    html = f"<html lang='{lang}'><head><title>{title}</title></head><body>{notice}</body></html>"
    result = extract(html.encode(), "https://site.example/search?q=tides")
    assert (result.is_full, result.reason) == (False, Reason.RATE_LIMITED)


def test_an_article_about_rate_limits_stays_full() -> None:
    paragraphs = "".join(
        f"<p>Part {n}: an API answers 429 Too Many Requests when a client sends more than its quota, and "
        "well-behaved clients wait for the Retry-After header before they try again, so that the service "
        "stays up for everyone.</p>"
        for n in range(6)
    )
    html = page("How rate limits work", f"<article><h1>How rate limits work</h1>{paragraphs}</article>")
    result = extract(html, "https://blog.example/rate-limits")
    assert result.is_full, result.detail


ESSAY = "".join(
    f"<p>Section {n} compares how the three providers price storage, how their regions are spread "
    "over the continents, and what it costs to move a terabyte of data out of each of them.</p>"
    for n in range(8)
)


@pytest.mark.parametrize(
    "wrapped",
    [
        f"<div class='container-1a2b cmp-container'><div class='cmp-text'>{ESSAY}</div></div>",
        f"<div id='cookie-banner-layout'><main-content>{ESSAY}</main-content></div>",
    ],
)
def test_a_layout_wrapper_named_like_a_consent_box_is_not_a_consent_wall(wrapped: str) -> None:
    """A consent region must speak of consent: component libraries name containers `cmp-…`, and
    a wrapper can carry a consent-like id, around the whole article."""
    result = extract(page("Comparing cloud storage", wrapped), "https://site.example/cloud")
    assert result.is_full, result.detail


def test_a_real_consent_dialog_in_its_container_still_is_one() -> None:
    dialog = (
        "<div id='onetrust-banner-sdk'><p>We and our partners use cookies and similar technologies to "
        "store and access information on your device, for personalised advertising and content, ad and "
        "content measurement. With your consent, we and our 842 partners may use precise geolocation "
        "data. You can withdraw your consent at any time in the privacy preferences.</p>"
        "<button>Accept all</button><button>Reject all</button></div>"
    )
    result = extract(page("News", dialog), "https://news.example/story")
    assert (result.is_full, result.reason) == (False, Reason.CONSENT_WALL)
