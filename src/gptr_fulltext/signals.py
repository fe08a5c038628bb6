"""Structural facts about a page, read in one fast selectolax (lexbor) pass.

Trafilatura tells us what the main text is; it cannot tell us *why* there is so little of it, nor
whether that text is an article or the consent dialog, the subscription box or the teaser cards it
happened to pick. These facts — scripts versus visible text, app-shell roots, vendor markup, password
forms, players, and the text of the page's non-article regions — are what lets the judge name the
reason a page is thin.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext import phrases
from gptr_fulltext.textstats import count_words, match_key

# Markup that only bot-protection interstitials carry (attribute values,
# script sources, element ids) — even articles *about* bot checks quote words, not markup.
_CHALLENGE_MARKUP = re.compile(
    r"_cf_chl_opt|/cdn-cgi/challenge-platform|challenges\.cloudflare\.com/cdn-cgi"
    r"|captcha-delivery\.com|px-captcha|_pxAppId|/_Incapsula_Resource|awswaf|aws-waf-token|gokuProps"
    r"|id=\"challenge-(?:form|running|body-text|stage)\"|sec-if-cpt-container|ak-challenge",
    re.IGNORECASE,
)
# Captcha widgets: interstitials use them, but so do comment and newsletter forms on real articles.
_CAPTCHA_MARKUP = re.compile(
    r"class=\"(?:g-recaptcha|h-captcha|cf-turnstile)\"|hcaptcha\.com/1/api\.js|/recaptcha/api\.js"
    r"|challenges\.cloudflare\.com/turnstile|geetest|arkoselabs|funcaptcha",
    re.IGNORECASE,
)
# Domain-parking and domain-marketplace landers by their scripts, hosts and tracking parameters.
_PARKING_MARKUP = re.compile(
    r"sedoparking|sedo\.com|parkingcrew|bodis\.com|afternic\.com|parking-lander|/adsense/domains/"
    r"|dan\.com/buy-domain|hugedomains\.com|domainmarket\.com|above\.com/|parklogic|utm_medium=parking"
    r"|window\.park\b",
    re.IGNORECASE,
)
# Consent-management platforms (CMPs) and home-made cookie dialogs by their ids/classes.
_CONSENT_TOKENS = (
    "onetrust", "optanon", "didomi", "sp_message", "sp-message", "qc-cmp", "cmpbox", "cmp-container",
    "cookiebot", "usercentrics", "truste", "fc-consent", "iubenda", "cookie-consent", "cookieconsent",
    "cookie-banner", "cookie-notice", "cookie-law", "cookie-wall", "cookiewall", "consent-banner",
    "consent-wall", "consent-modal", "consent-dialog", "consent-overlay", "gdpr-banner", "gdpr-consent",
    "privacy-wall",
)  # fmt: skip
# Subscription prompts and meters by their ids/classes.
_PAYWALL_TOKENS = (
    "paywall", "pay-wall", "regwall", "reg-wall", "meter-wall", "meterwall", "piano-", "tp-modal",
    "tp-container", "subscribe-wall", "subscription-wall", "premium-wall", "premium-gate", "sub-gate",
    "article-gate", "wsj-snippet", "snippet-promotion", "offer-box", "paid-content-gate",
)  # fmt: skip
_CONSENT_SELECTOR = ",".join(f'[id*="{t}" i],[class*="{t}" i]' for t in _CONSENT_TOKENS)
_PAYWALL_SELECTOR = ",".join(f'[id*="{t}" i],[class*="{t}" i]' for t in _PAYWALL_TOKENS)
_CAPTION_SELECTOR = 'figcaption,[class*="caption" i],[class*="gallery" i] [class*="credit" i]'
_PLAYER_SELECTOR = (
    'video,audio,iframe[src*="youtube" i],iframe[src*="vimeo" i],iframe[src*="player" i],'
    'iframe[src*="dailymotion" i],[class*="video-player" i],[class*="audio-player" i],[class*="jwplayer" i]'
)
_ARTICLE_SELECTOR = 'article,main,[role="main"],[itemprop="articleBody"]'
_NEVER_REGIONS = frozenset({"html", "body", "article", "main"})
# Captions are a line or two; a "caption" element longer than this is a wrapper, not a caption.
CAPTION_MAX_WORDS = 80
# Teaser cards are a headline and a standfirst; longer "cards" are whole posts (infinite scroll).
CARD_MAX_WORDS = 120
_APP_ROOTS = ("#root", "#app", "#__next", "#__nuxt", "#___gatsby", "app-root", "[ng-app]", "#svelte")
_INVISIBLE_TAGS = ["script", "style", "noscript", "template", "svg"]
_LD_TYPE = re.compile(r'"@type"\s*:\s*\[?\s*"([A-Za-z]+)"')
_LD_NOT_FREE = re.compile(r'"isAccessibleForFree"\s*:\s*"?(?:false|False|no)\b')
# A link outside a heading reads as a headline (the title of another page) from this many words.
HEADLINE_LINK_WORDS = 4
# Repeated siblings make a card list (teasers, search results) from this many members.
CARD_MIN_MEMBERS = 4
# ... and when most of those siblings are cards.
CARD_MIN_SHARE = 0.6
# A link is a card's headline when it sits in a heading or holds this share of the card's words.
CARD_LINK_SHARE = 0.25
# How far above a link its card may start.
_CARD_DEPTH = 6


@dataclass(frozen=True, slots=True)
class Regions:
    """The raw text of the page's non-article regions, as `match_key` strings.

    The judge looks up each extracted block in these to learn where the main text came from: a
    consent wall's "main text" is the consent dialog, a listing's is its teaser cards.
    """

    consent: str = ""
    paywall: str = ""
    forms: str = ""
    cards: str = ""
    captions: str = ""


@dataclass(frozen=True, slots=True)
class PageSignals:
    """What the raw HTML says about a page, independent of its main text."""

    title: str | None = None
    headline: str | None = None
    language: str | None = None
    canonical: str | None = None
    og_type: str | None = None
    robots: str | None = None
    html_chars: int = 0
    script_chars: int = 0
    visible_chars: int = 0
    link_chars: int = 0
    noscript_text: str = ""
    empty_app_root: bool = False
    challenge_markup: bool = False
    captcha_widget: bool = False
    consent_markup: bool = False
    consent_actions: int = 0
    paywall_markup: bool = False
    parking_markup: bool = False
    password_inputs: int = 0
    players: int = 0
    captions: int = 0
    cards: int = 0
    ld_types: frozenset[str] = frozenset()
    regions: Regions = field(default_factory=Regions)

    @property
    def script_ratio(self) -> float:
        """Share of the HTML that is script source: shells and walls are mostly script."""
        return self.script_chars / self.html_chars if self.html_chars else 0.0

    @property
    def link_density(self) -> float:
        """Share of visible text that sits inside links: listings and parked pages are mostly links."""
        return self.link_chars / self.visible_chars if self.visible_chars else 0.0

    @property
    def media_kind(self) -> str | None:
        """`video`, `audio` or `gallery` when the page declares or embeds one, else `None`."""
        og = (self.og_type or "").lower()
        if og.startswith("video") or "VideoObject" in self.ld_types:
            return "video"
        if og.startswith(("music", "audio")) or self.ld_types & {"AudioObject", "PodcastEpisode"}:
            return "audio"
        if "ImageGallery" in self.ld_types or self.captions >= 5:
            return "gallery"
        return "player" if self.players else None


def inspect_html(html: str) -> PageSignals:
    """Read the structural facts of `html` (never raises on malformed markup)."""
    tree = LexborHTMLParser(html)
    head_meta = {
        (node.attributes.get("property") or node.attributes.get("name") or "").lower(): (
            node.attributes.get("content") or ""
        )
        for node in tree.css("meta")
    }
    title_node = tree.css_first("title")
    h1_node = tree.css_first("h1")
    html_node = tree.css_first("html")
    canonical_node = tree.css_first('link[rel="canonical"]')
    scripts = [node.text() or "" for node in tree.css("script")]
    linked_data = " ".join(node.text() or "" for node in tree.css('script[type="application/ld+json"]'))
    noscript_text = " ".join((node.text() or "").strip() for node in tree.css("noscript")).strip()
    empty_app_root = any(
        node is not None and not (node.text() or "").strip()
        for node in (tree.css_first(selector) for selector in _APP_ROOTS)
    )
    password_inputs = len(tree.css('input[type="password" i]'))
    consent_actions = sum(
        1
        for node in tree.css('button,input[type="submit" i],[role="button" i],form[action*="consent" i]')
        if phrases.found(
            phrases.CONSENT_ACTION,
            node.text(),
            node.attributes.get("value"),
            node.attributes.get("aria-label"),
            node.attributes.get("action"),
        )
    )
    tree.strip_tags(_INVISIBLE_TAGS)
    body = tree.body
    link_chars = sum(len((node.text() or "").strip()) for node in tree.css("body a"))
    visible = " ".join((body.text(separator=" ") if body is not None else "").split())
    consent = _region_text(tree, _CONSENT_SELECTOR)
    paywall = _region_text(tree, _PAYWALL_SELECTOR, holds=phrases.PAYWALL)
    captions = _region_text(tree, _CAPTION_SELECTOR, max_words=CAPTION_MAX_WORDS)
    card_count, card_text = _cards(body)
    ld_types = frozenset(_LD_TYPE.findall(linked_data))
    return PageSignals(
        title=_clean(title_node.text() if title_node is not None else None),
        headline=_clean(h1_node.text() if h1_node is not None else None),
        language=_clean(html_node.attributes.get("lang") if html_node is not None else None),
        canonical=_clean(canonical_node.attributes.get("href") if canonical_node is not None else None),
        og_type=_clean(head_meta.get("og:type")),
        robots=_clean(head_meta.get("robots")),
        html_chars=len(html),
        script_chars=sum(map(len, scripts)),
        visible_chars=len(visible),
        link_chars=link_chars,
        noscript_text=noscript_text,
        empty_app_root=empty_app_root,
        challenge_markup=bool(_CHALLENGE_MARKUP.search(html)),
        captcha_widget=bool(_CAPTCHA_MARKUP.search(html)),
        consent_markup=bool(consent),
        consent_actions=consent_actions,
        paywall_markup=bool(paywall) or bool(_LD_NOT_FREE.search(linked_data)),
        parking_markup=bool(_PARKING_MARKUP.search(html)),
        password_inputs=password_inputs,
        players=len(tree.css(_PLAYER_SELECTOR)),
        captions=len(tree.css(_CAPTION_SELECTOR)),
        cards=card_count,
        ld_types=ld_types,
        regions=Regions(
            consent=consent,
            paywall=paywall,
            forms=_region_text(tree, "form", holds='input[type="password" i]'),
            cards=card_text,
            captions=captions,
        ),
    )


def _region_text(
    tree: LexborHTMLParser,
    selector: str,
    *,
    max_words: int | None = None,
    holds: re.Pattern[str] | str | None = None,
) -> str:
    """The match-key text of the page regions matching `selector` (nested matches counted once).

    A region never contains the article: elements that wrap `<article>`/`<main>` (pages put vendor
    flags like `onetrust-live` or `paywall` on `<body>` or on the article itself) are skipped, as
    are elements longer than `max_words` and, with `holds`, those lacking that pattern or element.
    """
    kept = []
    for node in tree.css(selector):
        if node.tag in _NEVER_REGIONS or node.css_first(_ARTICLE_SELECTOR) is not None:
            continue
        text = node.text(separator=" ") or ""
        if max_words is not None and count_words(text) > max_words:
            continue
        if isinstance(holds, str) and node.css_first(holds) is None:
            continue
        if isinstance(holds, re.Pattern) and not holds.search(text):
            continue
        kept.append((node, text))
    ids = {node.mem_id for node, _ in kept}
    return match_key(" ".join(text for node, text in kept if not _has_ancestor_in(node, ids)))


def _has_ancestor_in(node: LexborNode, ids: set[int]) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.mem_id in ids:
            return True
        parent = parent.parent
    return False


def _cards(body: LexborNode | None) -> tuple[int, str]:
    """Teaser cards: runs of like siblings that each lead with a headline link to another page.

    Listings, archives, search results and home pages are built of them. A card is short and its
    link is its headline (inside a heading, or a good share of its words); an article paragraph
    that merely quotes a link is not a card. Siblings are compared by tag only, because CSS-in-JS
    gives every card its own class. Returns how many cards there are and their text as a match key.
    """
    if body is None:
        return 0, ""
    link_words: defaultdict[int, int] = defaultdict(int)
    headed: set[int] = set()
    for link in body.css("a[href]"):
        words = count_words(link.text(separator=" ") or "")
        if not words:
            continue
        in_heading = _heading_parent(link) or link.css_first("h1,h2,h3,h4,h5,h6") is not None
        node: LexborNode | None = link
        for _ in range(_CARD_DEPTH):
            if node is None:
                break
            link_words[node.mem_id] += words
            if in_heading:
                headed.add(node.mem_id)
            node = node.parent
    siblings: defaultdict[tuple[int, str], list[LexborNode]] = defaultdict(list)
    for node in body.css("*"):
        if node.mem_id in link_words and node.parent is not None:
            siblings[(node.parent.mem_id, node.tag or "")].append(node)
    cards: list[tuple[LexborNode, str]] = []
    for group in siblings.values():
        if len(group) < CARD_MIN_MEMBERS:
            continue
        qualified = []
        for member in group:
            text = member.text(separator=" ") or ""
            words = count_words(text)
            headline = member.mem_id in headed or (
                link_words[member.mem_id] >= HEADLINE_LINK_WORDS
                and link_words[member.mem_id] >= CARD_LINK_SHARE * words
            )
            if headline and words <= CARD_MAX_WORDS:
                qualified.append((member, text))
        if len(qualified) >= CARD_MIN_MEMBERS and len(qualified) >= CARD_MIN_SHARE * _like_siblings(group[0]):
            cards.extend(qualified)
    ids = {member.mem_id for member, _ in cards}
    outermost = [text for member, text in cards if not _has_ancestor_in(member, ids)]
    return len(outermost), match_key(" ".join(outermost))


def _like_siblings(node: LexborNode) -> int:
    """How many children of `node`'s parent share its tag."""
    parent = node.parent
    if parent is None:
        return 1
    return sum(1 for child in parent.iter() if child.tag == node.tag)


def _heading_parent(node: LexborNode) -> bool:
    parent = node.parent
    return parent is not None and parent.tag in {"h1", "h2", "h3", "h4", "h5", "h6"}


def _clean(value: str | None) -> str | None:
    text = " ".join(value.split()) if value else ""
    return text or None
