"""What the pre-parse reads from raw HTML, and where it finds the main text's regions."""

from __future__ import annotations

import gc

from selectolax.lexbor import LexborHTMLParser

from gptr_fulltext.evidence.signals import DEFERRED_SEARCH_MAX_CHARS, inspect_html
from gptr_fulltext.evidence.textstats import measure
from gptr_fulltext.judge.provenance import trace


def test_page_facts() -> None:
    signals = inspect_html(
        '<html lang="de"><head><title> Ein  Titel </title><meta property="og:type" content="video.other">'
        '<link rel="canonical" href="/a"><script type="application/ld+json">{"@type": "NewsArticle", '
        '"isAccessibleForFree": false, "wordCount": "640"}</script><script>var x = 1;</script></head>'
        '<body><div id="root"></div><noscript>Please enable JavaScript.</noscript><h1>Kopf</h1>'
        '<form><input type="password"></form><video src="v.mp4"></video></body></html>'
    )
    assert (signals.title, signals.headline, signals.language, signals.canonical) == (
        "Ein Titel",
        "Kopf",
        "de",
        "/a",
    )
    assert signals.empty_app_root and "JavaScript" in signals.noscript_text
    assert signals.password_inputs == 1 and signals.players == 1
    assert signals.media_kind == "video"
    assert signals.paywall_markup and signals.declared_words == 640
    assert "NewsArticle" in signals.ld_types
    assert 0 < signals.script_ratio < 1


def test_vendor_markup_is_looked_up_on_demand() -> None:
    challenge = inspect_html(
        "<html><script>window._cf_chl_opt = {};</script><body>Just a moment</body></html>"
    )
    assert challenge.challenge_markup and not challenge.parking_markup
    assert inspect_html('<div class="g-recaptcha"></div>').captcha_widget
    assert inspect_html('<a href="https://www.afternic.com/forsale/x.com">Buy</a>').parking_markup
    assert not inspect_html("<p>An article about Cloudflare challenges and captchas.</p>").challenge_markup


def test_consent_region_is_the_dialog_never_the_page_that_carries_a_vendor_flag() -> None:
    signals = inspect_html(
        '<body class="onetrust-live"><main><article><p>The article text.</p></article></main>'
        '<div id="onetrust-consent-sdk"><p>We and our partners use cookies.</p>'
        "<button>Accept all</button></div>"
        "</body>"
    )
    assert signals.regions.consent == "weandourpartnersusecookiesacceptall"
    assert signals.consent_actions == 1


def test_paywall_region_asks_for_a_subscription_and_forms_ask_for_a_password() -> None:
    signals = inspect_html(
        '<div class="paywall"><p>Subscribe to continue reading.</p></div>'
        '<div class="paywall-article-body"><p>Gated text that is the article itself.</p></div>'
        '<form id="search"><input name="q"> search</form>'
        '<form id="login"><input name="u"><input type="password"> Sign in here</form>'
    )
    assert signals.regions.paywall == "subscribetocontinuereading"
    assert signals.regions.forms == "signinhere"


def cards_page(card: str, count: int) -> str:
    return "<main>" + "".join(card.format(i=i) for i in range(count)) + "</main>"


def test_teaser_cards_are_found_and_paragraphs_with_links_are_not() -> None:
    teaser = (
        '<div class="c-{i}"><h3><a href="/s/{i}">Harbour plan approved number {i}</a></h3>'
        "<p>The board voted on Tuesday.</p></div>"
    )
    assert "harbourplanapprovednumber7" in inspect_html(cards_page(teaser, 8)).regions.cards
    paragraph = (
        "<p>The council approved the plan on Tuesday after a long debate, as the "
        '<a href="/r/{i}">regional paper reported</a> in its evening edition, and residents '
        "welcomed the decision at the meeting that followed in the town hall on the same day.</p>"
    )
    assert inspect_html(cards_page(paragraph, 8)).regions.cards == ""


def test_entries_are_led_by_a_link_to_a_page_of_their_own_and_carry_details() -> None:
    shop = (
        '<div class="e"><a href="/shop/{i}">Bottega Rossi {i}</a><span>Via Roma {i}, Torino</span>'
        "<span>011 555 01{i}</span></div>"
    )
    assert "bottegarossi3viaroma3torino" in inspect_html(cards_page(shop, 6)).regions.entries
    ranked = "".join(
        f'<tr><td>{i}.</td><td><a href="https://n{i}.test/">Учёные нашли новый вид {i}</a></td>'
        f"<td>n{i}.test · 3 часа назад</td></tr>"
        for i in range(6)
    )  # a rank may stand before the link
    assert "учёныенашлиновыйвид4" in inspect_html(f"<main><table>{ranked}</table></main>").regions.entries
    forum = (
        '<div class="post"><a href="/u/{user}">{user}</a><p>I had the same problem after the update '
        "and solved it by clearing the cache.</p></div>"
    )
    posts = "".join(forum.format(user=user) for user in ("ann", "bo", "ann", "cy", "bo", "ann"))
    assert inspect_html(f"<main>{posts}</main>").regions.entries == ""  # one-word names, said again
    menu = '<li><a href="/section/{i}">Local news {i}</a></li>'
    assert inspect_html(cards_page(menu, 8)).regions.entries == ""  # a link and nothing else
    changelog = '<li>Fixed a crash when the file is empty (<a href="/issues/{i}">issue {i}</a>)</li>'
    assert inspect_html(cards_page(changelog, 8)).regions.entries == ""  # the link comes last
    note = '<p><a href="/w/{i}">Word {i}</a> is the sixth word of a sentence that goes on and on.</p>'
    assert inspect_html(cards_page(note, 8)).regions.entries == ""  # the link starts a sentence


def test_provenance_attributes_each_block_to_its_region() -> None:
    signals = inspect_html(
        "<main><p>Own words of the article, long enough to count as content.</p></main>"
        '<div class="cookie-banner"><p>We use cookies to improve your experience on this site.</p></div>'
    )
    text = (
        "Own words of the article, long enough to count as content.\n"
        "We use cookies to improve your experience on this site."
    )
    origin = trace(measure(text), signals.regions)
    assert (origin.own, origin.consent) == (11, 10)


def _lexbor_trees() -> int:
    gc.collect()
    return sum(isinstance(each, LexborHTMLParser) for each in gc.get_objects())


def test_the_lexbor_tree_goes_once_the_regions_are_searched() -> None:
    """The tree is one to tens of times the markup's size (an element-dense 2.6 MB page: 65 MB), and
    the elements of the regions found by name hold it: once searched, neither stays beside the lxml
    tree extraction builds next. A large page is searched at once; a small one when `found` is read."""
    dialog = "<div class='cookie-banner'><p>We use cookies</p></div><form action='/s'><input name='q'></form>"
    before = _lexbor_trees()
    large = f"<html><body>{dialog}" + "<div><p>word word word</p></div>" * (DEFERRED_SEARCH_MAX_CHARS // 30)
    signals = inspect_html(large + "</body></html>")
    assert signals.search.named.consent and _lexbor_trees() == before
    small = inspect_html(f"<html lang='de'><body>{dialog}<p>Ein kurzer Absatz.</p></body></html>")
    assert _lexbor_trees() == before + 1  # kept for `found`, which the judge may not need
    assert small.search.found.consent
    assert _lexbor_trees() == before
