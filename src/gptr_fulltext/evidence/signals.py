"""Structural facts about a page, read with selectolax (lexbor) in a few queries.

Trafilatura tells us what the main text is; it cannot tell us *why* there is so little of it, nor
whether that text is an article or the consent dialog, the subscription box or the teaser cards it
happened to pick. These facts — scripts versus markup, app-shell roots, vendor markup, password
forms, players, structured data, and the page's non-article `regions` — are what lets the judge
name the reason a page is thin. Two of them steer extraction instead, read here because this parse
is already made: a page that declares itself a discussion, and a body split into sibling parts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.regions import Regions, find_named, find_regions
from gptr_fulltext.evidence.textstats import count_words

# Literal strings, spelled as the vendors write them, looked up in the raw HTML only when the judge
# asks (a page with a long text of its own never needs them): a few `in` tests cost far less than
# one case-insensitive regex over a megabyte of markup.
#
# Markup that only bot-protection interstitials carry (script variables and sources, element ids):
# even articles *about* bot checks quote words, not markup.
_CHALLENGE_MARKUP = (
    "_cf_chl_opt", 'id="challenge-form"', "captcha-delivery.com", "px-captcha", "_Incapsula_Resource",
    "awswaf", "sec-if-cpt",
)  # fmt: skip
# Captcha widgets: interstitials use them, but so do comment and newsletter forms on real articles.
_CAPTCHA_MARKUP = ("recaptcha", "hcaptcha", "h-captcha", "turnstile", "geetest", "arkoselabs")
# Domain-parking and domain-marketplace landers by their scripts, hosts and tracking parameters.
_PARKING_MARKUP = (
    "sedoparking", "sedo.com", "parkingcrew", "bodis.com", "afternic.com", "parking-lander",
    "/adsense/domains/", "dan.com/buy-domain", "hugedomains.com", "parklogic", "utm_medium=parking",
    "utm_medium=Parking", "window.park",
)  # fmt: skip
# Embedded players by their source or class ("player-card" on a sports page is not one).
_PLAYER = re.compile(r"youtube|vimeo|dailymotion|jwplayer|(?:video|audio)-?player|/player\b", re.IGNORECASE)
# Where single-page apps mount (React, Vue, Next, Nuxt, Gatsby, Svelte, Quasar, Angular, Flutter).
_APP_ROOT_IDS = frozenset(
    {"root", "app", "__next", "__nuxt", "___gatsby", "svelte", "q-app", "react-root", "app-root"}
)
_APP_ROOTS = (
    "#root,#app,#__next,#__nuxt,#___gatsby,#svelte,#q-app,#react-root,#app-root,app-root,[ng-app],"
    "[data-reactroot],flutter-view,flt-glass-pane"
)
_CONSENT_ACTIONS = 'button,input[type="submit" i],[role="button" i],form[action*="consent" i]'
# What extraction and every verdict read, before scripts are stripped, in one query: the title, the
# headline, the language, og:type, the canonical address, the scripts and their structured data, the
# buttons and forms that may accept or reject cookies.
_FACTS = (
    'title,h1,[role="heading" i][aria-level="1"],html,meta[property="og:type" i],meta[name="og:type" i],'
    f'link[rel="canonical" i],script,{_CONSENT_ACTIONS}'
)
# The facts only the rules for pages with little text of their own read (`LateFacts`), with those
# above: a query of a selector list tests each element against each selector, and these 20 cost more
# than the twelve above (~0.25 ms a median page, 14 of them for app roots).
_ALL_FACTS = f'{_FACTS},noscript,input[type="password" i],video,audio,iframe,[class*="player" i],{_APP_ROOTS}'
_INVISIBLE_TAGS = ["script", "style", "noscript", "template", "svg"]
_LD_TYPE = re.compile(r'"@type"\s*:\s*\[?\s*"([A-Za-z]+)"')
# Nine digits at most: no article is longer, and int() refuses strings of over 4,300 digits.
_LD_WORD_COUNT = re.compile(r'"wordCount"\s*:\s*"?(\d{1,9})\b')
_DISCUSSION_TYPES = frozenset({"QAPage", "DiscussionForumPosting"})
_DISCUSSION_MICRODATA = tuple(f"schema.org/{kind}" for kind in sorted(_DISCUSSION_TYPES))
_LD_NOT_FREE = re.compile(r'"isAccessibleForFree"\s*:\s*"?(?:false|False|no)\b')
# Where a paywalled page's structured data says its gated part is (`hasPart.cssSelector`): when that
# part is in the HTML, the paywall is drawn over the whole text by CSS, not cut on the server.
_LD_CSS_SELECTOR = re.compile(r'"cssSelector"\s*:\s*"([^"]{1,200})"')
# Structured-data types that make a page an article (or a post, a report) rather than a media page
# that embeds one: a news story with a VideoObject for its clip is still a story.
_ARTICLE_TYPES = frozenset({
    "Article", "NewsArticle", "BlogPosting", "Report", "ScholarlyArticle", "TechArticle",
    "AnalysisNewsArticle",
    "OpinionNewsArticle", "ReportageNewsArticle", "ReviewNewsArticle", "BackgroundNewsArticle", "Recipe",
    "LiveBlogPosting", "SocialMediaPosting", "DiscussionForumPosting", "QAPage",
})  # fmt: skip
_MEDIA_TYPES = frozenset({"VideoObject", "AudioObject", "PodcastEpisode", "ImageGallery", "MediaGallery"})
_PRODUCT_TYPES = frozenset({"Product", "ProductGroup", "ProductModel", "IndividualProduct", "SomeProducts"})
# Class names of article-body containers (the vocabulary trafilatura's first body rule looks for).
_BODY_CLASS = re.compile(
    r"(?:article|entry|post|story|body)[-_]{0,2}(?:body|content|text|container)|articlebody|body-text",
    re.IGNORECASE,
)
_BODY_CLASS_CANDIDATES = '[class*="body" i],[class*="content" i]'
_CONTAINER_TAGS = frozenset({"div", "section", "article", "main"})


# Above this size the region search runs at once, as it used to, rather than keeping the page's lexbor
# tree (one to three times the markup's size) beside the lxml tree extraction builds next: a worker's
# memory is bounded (FULLTEXT_EXTRACT_MB), and pages this large are few.
DEFERRED_SEARCH_MAX_CHARS = 1_000_000


class RegionSearch:
    """A page's regions (`regions.Regions`), searched in two steps: those named by their tag, id or
    class at once (`named`: one query), those found by the page's shape — cards, entries, link lists,
    a layout's chrome, captions beside images, unnamed dialogs, data tables: most of the search's
    CPU — on first reading `found` (at once with `defer` off). The judge reads `found` only where
    those regions could change a verdict (`judge.provenance.judged_regions`)."""

    def __init__(self, tree: LexborHTMLParser | None = None, *, defer: bool = True) -> None:
        self._tree = tree  # scripts, styles and templates stripped; let go once searched
        self._named = find_named(tree) if tree is not None else None
        self.named = self._named.regions() if self._named is not None else Regions()  # those alone
        self._found = None if defer else self._search()

    @property
    def found(self) -> Regions:
        """Every region of the page."""
        if self._found is None:
            self._found = self._search()
        return self._found

    def _search(self) -> Regions:
        tree, self._tree = self._tree, None
        named, self._named = self._named, None  # its elements hold the tree: both go once searched
        return find_regions(tree, named) if tree is not None and named is not None else Regions()


@dataclass(slots=True)
class _Facts:
    """What one query of the facts' selectors finds (`_read_facts`)."""

    first: dict[str, LexborNode] = field(default_factory=dict)  # the first title, h1, html, link
    meta: dict[str, str] = field(default_factory=dict)
    linked_data: str = ""
    noscript: str = ""
    script_chars: int = 0
    password_inputs: int = 0
    players: int = 0
    consent_actions: int = 0
    empty_app_root: bool = False


class LateFacts:
    """Facts of the raw page that only the rules for pages with little text of their own read — a
    'turn on JavaScript' notice, an empty app root, password fields, players — read on first asking
    (on ~3 % of pages) from the page parsed again (its tree, stripped of scripts, is the region
    search's by then), with the whole query of the facts' selectors, as they were read with the rest."""

    def __init__(self, html: str = "") -> None:
        self._html = html
        self._facts: _Facts | None = None

    @property
    def facts(self) -> _Facts:
        if self._facts is None:
            self._facts = _read_facts(LexborHTMLParser(self._html), _ALL_FACTS)
        return self._facts


@dataclass(frozen=True, slots=True)
class PageSignals:
    """What the raw HTML says about a page, independent of its main text."""

    title: str | None = None
    headline: str | None = None
    language: str | None = None
    canonical: str | None = None
    og_type: str | None = None
    html_chars: int = 0
    script_chars: int = 0
    visible_chars: int = 0
    consent_actions: int = 0  # buttons and forms that accept or reject cookies (`lexicon.CONSENT_ACTION`)
    paywall_markup: bool = False
    ld_types: frozenset[str] = frozenset()
    declared_words: int | None = None
    split_body: tuple[str, str] | None = None
    search: RegionSearch = field(default_factory=RegionSearch, repr=False, compare=False)
    gated_part_words: int | None = None
    visible_text: str = field(default="", repr=False)  # the page's visible text, whitespace collapsed
    html: str = field(default="", repr=False)  # the page itself, for vendor markup looked up on demand
    late: LateFacts = field(default_factory=LateFacts, repr=False, compare=False)

    @property
    def noscript_text(self) -> str:
        """The text of the page's `<noscript>` elements."""
        return self.late.facts.noscript.strip()

    @property
    def empty_app_root(self) -> bool:
        """A single-page app's mount point (`_APP_ROOTS`) with no text rendered into it."""
        return self.late.facts.empty_app_root

    @property
    def password_inputs(self) -> int:
        return self.late.facts.password_inputs

    @property
    def players(self) -> int:
        """Embedded players: video and audio elements, player frames and boxes (`_PLAYER`)."""
        return self.late.facts.players

    @property
    def regions(self) -> Regions:
        """Every region of the page (the search by its shape runs on the first reading)."""
        return self.search.found

    @property
    def script_ratio(self) -> float:
        """Share of the HTML that is script source: shells and walls are mostly script."""
        return self.script_chars / self.html_chars if self.html_chars else 0.0

    @property
    def challenge_markup(self) -> bool:
        """A bot-protection vendor's interstitial markup (looked up on demand)."""
        return has_challenge_markup(self.html)

    @property
    def captcha_widget(self) -> bool:
        """A captcha widget anywhere on the page (looked up on demand)."""
        return _contains_any(self.html, _CAPTCHA_MARKUP)

    @property
    def parking_markup(self) -> bool:
        """A domain-parking or domain-sale service's markup (looked up on demand)."""
        return _contains_any(self.html, _PARKING_MARKUP)

    @property
    def discussion(self) -> bool:
        """The page declares itself a question with answers or a forum thread (schema.org, in JSON-LD
        or microdata): its replies are content, which precision-minded extraction tends to drop."""
        return bool(self.ld_types & _DISCUSSION_TYPES) or _contains_any(self.html, _DISCUSSION_MICRODATA)

    @property
    def media_kind(self) -> str | None:
        """`video`, `audio`, `gallery` or an embedded `player` when the page has one, else `None`."""
        og = (self.og_type or "").lower()
        if og.startswith("video") or "VideoObject" in self.ld_types:
            return "video"
        if og.startswith(("music", "audio")) or self.ld_types & {"AudioObject", "PodcastEpisode"}:
            return "audio"
        if "ImageGallery" in self.ld_types or self.regions.caption_count >= 5:
            return "gallery"
        return "player" if self.players else None

    @property
    def declares_product(self) -> bool:
        """The page says it sells or presents one product (og:type `product…`, or a schema.org Product
        type and neither an article nor a discussion type): its text is the product's description
        and specifications, headed by its name."""
        if (self.og_type or "").lower().startswith(("product", "og:product")):
            return True
        other = self.ld_types & (_ARTICLE_TYPES | _DISCUSSION_TYPES)
        return bool(self.ld_types & _PRODUCT_TYPES) and not other

    @property
    def declares_article(self) -> bool:
        """The page says it is an article, a post or a report (og:type `article…`, or a schema.org
        article, posting or report type): one text, not a collection of others."""
        return (self.og_type or "").lower().startswith("article") or bool(self.ld_types & _ARTICLE_TYPES)

    @property
    def declares_media_page(self) -> bool:
        """The page says it *is* a video, audio or gallery page (og:type, or schema.org media types
        and no article type), not an article that embeds one."""
        og = (self.og_type or "").lower()
        if og.startswith(("video", "music", "audio")):
            return True
        return bool(self.ld_types & _MEDIA_TYPES) and not self.ld_types & _ARTICLE_TYPES


def inspect_html(html: str) -> PageSignals:
    """Read the structural facts of `html` (never raises on malformed markup)."""
    tree = LexborHTMLParser(html)
    facts = _read_facts(tree, _FACTS)
    first, meta, linked_data = facts.first, facts.meta, facts.linked_data
    split_body = _split_body(tree)
    tree.strip_tags(_INVISIBLE_TAGS)
    body = tree.body
    visible = " ".join((body.text(separator=" ") if body is not None else "").split())
    search = RegionSearch(tree, defer=len(html) <= DEFERRED_SEARCH_MAX_CHARS)
    selector = _LD_CSS_SELECTOR.search(linked_data)
    title, h1, root, canonical = (first.get(tag) for tag in ("title", "h1", "html", "link"))
    return PageSignals(
        title=_clean(title.text() if title is not None else None),
        headline=_clean(h1.text() if h1 is not None else None),
        language=_clean(root.attributes.get("lang") if root is not None else None),
        canonical=_clean(canonical.attributes.get("href") if canonical is not None else None),
        og_type=_clean(meta.get("og:type")),
        html_chars=len(html),
        script_chars=facts.script_chars,
        visible_chars=len(visible),
        consent_actions=facts.consent_actions,
        paywall_markup=bool(search.named.paywall) or bool(_LD_NOT_FREE.search(linked_data)),
        ld_types=frozenset(_LD_TYPE.findall(linked_data)),
        declared_words=int(word_count.group(1))
        if (word_count := _LD_WORD_COUNT.search(linked_data))
        else None,
        split_body=split_body,
        search=search,
        gated_part_words=_words_in(tree, selector.group(1)) if selector else None,
        visible_text=visible,
        html=html,
        late=LateFacts(html),
    )


def _read_facts(tree: LexborHTMLParser, selector: str) -> _Facts:
    """The facts of the elements `selector` finds (`_FACTS`, or `_ALL_FACTS`), each element read once."""
    facts = _Facts()
    seen: set[int] = set()
    for node in tree.css(selector):
        if node.mem_id in seen:
            continue  # lexbor returns an element once per selector it matches
        seen.add(node.mem_id)
        tag = node.tag or ""
        attributes = node.attributes
        if tag in ("title", "h1", "html", "link"):
            facts.first.setdefault(tag, node)
        elif (attributes.get("role") or "").lower() == "heading" and attributes.get("aria-level") == "1":
            facts.first.setdefault("h1", node)  # an app's headline: `<div role="heading" aria-level="1">`
        elif tag == "meta":  # og:type by property, or by name where there is no property
            key = (attributes.get("property") or attributes.get("name") or "").lower()
            facts.meta.setdefault(key, attributes.get("content") or "")
        elif tag == "script":
            source = node.text() or ""
            facts.script_chars += len(source)
            if (attributes.get("type") or "").lower() == "application/ld+json":
                facts.linked_data += source
        elif tag == "noscript":
            facts.noscript += " " + (node.text() or "").strip()
        elif tag == "input" and (attributes.get("type") or "").lower() == "password":
            facts.password_inputs += 1
        elif tag in ("video", "audio") or _PLAYER.search(
            attributes.get("src") or attributes.get("class") or ""
        ):
            facts.players += 1
        if tag in ("button", "input", "form") or attributes.get("role") == "button":
            facts.consent_actions += bool(
                phrases.found(
                    phrases.CONSENT_ACTION,
                    node.text() if tag != "form" else None,
                    attributes.get("value"),
                    attributes.get("aria-label"),
                    attributes.get("action"),
                )
            )
        if (
            attributes.get("id") in _APP_ROOT_IDS
            or tag in ("app-root", "flutter-view", "flt-glass-pane")
            or "ng-app" in attributes
            or "data-reactroot" in attributes
        ):
            facts.empty_app_root = facts.empty_app_root or not (node.text() or "").strip()
    return facts


def _words_in(tree: LexborHTMLParser, selector: str) -> int:
    """Words of the elements `selector` matches; 0 when it matches none or is not valid CSS."""
    try:
        nodes = tree.css(selector)
    except SelectolaxError:  # a site's selector lexbor cannot read: as good as absent
        return 0
    return sum(count_words(node.text(separator=" ") or "") for node in nodes)


def _split_body(tree: LexborHTMLParser) -> tuple[str, str] | None:
    """The (tag, class) of an article body split into sibling containers, or `None`.

    Sites that put ads or pull quotes between the parts of the text repeat the body container
    (Wired's `body__container` chunks): same tag, same class, same parent or grandparent.
    Trafilatura reads the first container its rules match, so it returns only the first part.
    """
    groups: dict[tuple[str, str], dict[int, LexborNode]] = {}
    for node in tree.css(_BODY_CLASS_CANDIDATES):
        tag, name = node.tag or "", node.attributes.get("class") or ""
        if tag in _CONTAINER_TAGS and _BODY_CLASS.search(name):  # (once per selector it matches)
            groups.setdefault((tag, name), {})[node.mem_id] = node
    for key, nodes in groups.items():
        if len(nodes) > 1 and (_same(nodes.values(), 1) or _same(nodes.values(), 2)):
            return key
    return None


def _same(nodes: Iterable[LexborNode], generations: int) -> bool:
    """Whether `nodes` share their ancestor `generations` up."""
    ancestors = set()
    for node in nodes:
        ancestor: LexborNode | None = node
        for _ in range(generations):
            ancestor = ancestor.parent if ancestor is not None else None
        if ancestor is None:
            return False
        ancestors.add(ancestor.mem_id)
    return len(ancestors) == 1


def has_challenge_markup(html: str) -> bool:
    """Whether `html` carries a bot-protection vendor's interstitial markup."""
    return _contains_any(html, _CHALLENGE_MARKUP)


def _contains_any(text: str, needles: tuple[str, ...]) -> bool:
    return any(needle in text for needle in needles)


def _clean(value: str | None) -> str | None:
    text = " ".join(value.split()) if value else ""
    return text or None
