"""The parts of a page that are not its article: consent dialogs, paywall boxes, sign-in forms,
captions, teaser cards, link lists, the menu and footer cells of a layout table. Their raw text is
what `provenance` looks the main text up in.

Found in a few selectolax queries over a tree whose scripts and styles are already stripped: one for
every element whose tag, id or class can make it a region (then sorted out in Python, so the few
hits pay for the precise tests, not every element of the page), one for the buttons of unnamed
consent dialogs, and one over the links (the cards, the entries and the link lists).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.actions import find_offers, is_prompt_box
from gptr_fulltext.evidence.comments import Comments, find_comments
from gptr_fulltext.evidence.items import find_items
from gptr_fulltext.evidence.linked import (
    Tally,
    inside_a_sentence,
    leading_mark,
    leads_to_a_page,
    like_siblings,
    linked_containers,
    tally,
)
from gptr_fulltext.evidence.tables import MENU_MIN_LINKS, cell_of, colophons, is_data_table
from gptr_fulltext.evidence.textstats import count_words, match_key

# Consent-management platforms (CMPs) and home-made cookie dialogs by their ids/classes.
# ("cmp" alone is no evidence: it is also the class prefix of component libraries, `cmp-container`.)
_CONSENT_NAME = re.compile(
    r"onetrust|optanon|didomi|sp_message|sp-message|qc-cmp|cmpbox|cookiebot|usercentrics"
    r"|truste|fc-consent|iubenda|cookie-?consent|cookie-?(?:banner|notice|law|wall|bar|popup|modal|dialog)"
    r"|consent-?(?:banner|wall|modal|dialog|overlay|popup|manager)|gdpr-?(?:banner|consent|wall)|privacy-wall",
    re.IGNORECASE,
)
# Subscription prompts and meters by their ids/classes.
_PAYWALL_NAME = re.compile(
    r"pay-?wall|reg-?wall|meter-?wall|piano-|tp-modal|tp-container|subscri\w*-wall|premium-(?:wall|gate)"
    r"|sub-gate|article-gate|offer-box|paid-content-gate",
    re.IGNORECASE,
)
_CAPTION_NAME = re.compile(r"caption", re.IGNORECASE)
# Broad substrings that every name above contains, by the attribute vendors put them in: lexbor
# tests these on every element, Python the precise patterns on the few that match.
_ID_HINTS = ("onetrust", "didomi", "sp_message", "cmp", "cookie", "consent", "usercentrics", "truste",
             "iubenda", "gdpr", "wall")  # fmt: skip
_CLASS_HINTS = ("optanon", "cmp", "cookie", "consent", "gdpr", "wall", "piano-", "tp-", "gate", "offer-box",
                "caption")  # fmt: skip
_CANDIDATES = ",".join(
    ["figcaption", "form"]
    + [f'[id*="{hint}" i]' for hint in _ID_HINTS]
    + [f'[class*="{hint}" i]' for hint in _CLASS_HINTS]
)
_ARTICLE = 'article,main,[role="main"],[itemprop="articleBody"]'
_NEVER_REGIONS = frozenset({"html", "body", "article", "main"})
_LINKS_IN_HEADINGS = "h1 a[href],h2 a[href],h3 a[href],h4 a[href],h5 a[href],h6 a[href]"
_NOT_IN_CAPTIONS = "figcaption,h1,h2,h3,h4,h5,h6"
_CHROME_IMAGES = "nav img,header img,footer img,figure img"
_HEADINGS_IN_LINKS = "a[href] h1,a[href] h2,a[href] h3,a[href] h4,a[href] h5,a[href] h6"

# A consent region's text is this dense with consent vocabulary: the judge's dialogs measured 0.05-0.18,
# an article about cookie law 0.05, articles that merely mention cookies 0.01 or less.
CONSENT_MIN_DENSITY = 0.03
# A consent dialog without a platform's or a telling name is known by its shape: a short text and two
# or more buttons (accept, refuse, settings — in any wording) in one container, the text speaking of
# consent more densely than the named regions must (articles about cookie law measure 0.05-0.07
# over their whole text, but carry no buttons beside it). The container is the buttons' nearest
# ancestor, `_DIALOG_DEPTH` up at most, with `DIALOG_MIN_WORDS` of text; one that holds a headline
# (`h1`) or an article is the page's own text with its share or print buttons, never a dialog.
DIALOG_MIN_BUTTONS = 2
DIALOG_MIN_WORDS = 20
DIALOG_MAX_WORDS = 250
DIALOG_MIN_DENSITY = 0.05
_DIALOG_DEPTH = 3
_PAGE_CONTENT = f"h1,{_ARTICLE}"
_BUTTONS = 'button,input[type="submit" i],input[type="button" i],[role="button" i]'
# Captions are a line or two; a "caption" element longer than this is a wrapper, not a caption.
CAPTION_MAX_WORDS = 80
# Text beside one image in a small container reads as its caption up to this many words (gallery
# captions are a sentence or two; an article paragraph set beside a picture runs longer), when no
# more than this share of it is link text (a teaser card's image sits beside its headline link).
IMAGE_CAPTION_MAX_WORDS = 40
IMAGE_CAPTION_MAX_LINK_SHARE = 0.5
# How far above an image its caption's container may start.
_IMAGE_CAPTION_DEPTH = 2
# Repeated siblings make a card list (teasers, search results) from this many members...
CARD_MIN_MEMBERS = 4
# ... when most of those siblings are cards.
CARD_MIN_SHARE = 0.6
# A link is a card's headline when it sits in a heading or holds this share of the card's words.
CARD_LINK_SHARE = 0.25
# A link outside a heading reads as a headline (the title of another page) from this many words.
HEADLINE_LINK_WORDS = 4
# Teaser cards are a headline and a standfirst; longer "cards" are whole posts (infinite scroll).
CARD_MAX_WORDS = 120
# Text longer than this is never a card of `CARD_MAX_WORDS`, whatever its script and spacing.
_CARD_MAX_CHARS = 4000
_NESTING_DEPTH = 12
# How far above a link its card may start.
_CARD_DEPTH = 4
# Directory and aggregator entries: like siblings each *led* by a link to a page of its own (a name, a
# short headline; only a rank, a time or a bullet may stand before it) and followed by a few details
# (an address and a phone, a source and a time, a line of summary). Usernames leading forum posts
# are one word and repeat; a menu item or a related-links list has no details; a post or a
# commented link runs longer than an entry.
ENTRY_MIN_MEMBERS = 5
ENTRY_MIN_LINK_WORDS = 2
ENTRY_MIN_DETAIL_WORDS = 3
ENTRY_MAX_WORDS = 60
# Nearly every entry leads to a page of its own (a forum's author links repeat).
ENTRY_MIN_DISTINCT_TARGETS = 0.9
_ENTRY_DEPTH = 3
_LEAD_KEY_CHARS = 24
# Link lists — tag clouds, A-Z indexes, sitemaps, menus: a container of at least `LINK_LIST_MIN_LINKS`
# short links (a term, a name: `LINK_LIST_MAX_LINK_WORDS` words at most) whose text is nearly all
# link text (`LINK_LIST_MIN_SHARE` of its letters, `linked.letters`: a tag's count beside it is no text).
# The container is a link's parent or grandparent (`a` in a `div`, `a` in an `li` in a `ul`).
LINK_LIST_MIN_LINKS = 10
LINK_LIST_MAX_LINK_WORDS = 3
LINK_LIST_MIN_SHARE = 0.7
_LINK_LIST_DEPTH = 2
# A link's text this long or longer may make a substantive line of the main text (four words, "a b c d";
# four CJK characters are two words): shorter ones are no content to the judge anyway.
ANCHOR_MIN_CHARS = 7


@dataclass(frozen=True, slots=True)
class Regions:
    """The raw text of the page's non-article regions, as `match_key` strings.

    The judge looks up each extracted block in these to learn where the main text came from: a
    consent wall's "main text" is the consent dialog, a listing's is its teaser cards or its
    directory entries (and offers: `actions.find_offers`)."""

    consent: str = ""
    paywall: str = ""
    forms: str = ""
    cards: str = ""  # one card a line
    entries: str = ""
    captions: str = ""
    caption_count: int = 0
    links: str = ""
    tables: str = ""  # data tables (see `tables.DATA_TABLE_MIN_ROWS`): the page's own text, even cell by cell
    chrome: str = ""  # a layout table's menu and colophon cells (see `tables.MENU_MIN_LINKS`)
    anchors: str = ""  # each link's text to another page, as match keys, one a line (`ANCHOR_MIN_CHARS`)
    comments: Comments = field(default_factory=Comments)  # reader comments (`comments.find_comments`)
    items: str = ""  # templated items leading elsewhere, one a line (`items.find_items`)


_Found = list[tuple[LexborNode, str]]


@dataclass(frozen=True, slots=True)
class Named:
    """The regions one query finds by their tag, id or class (`find_named`), as elements with their
    text: the search by the page's shape (`find_regions`) adds to them, nested ones counted once."""

    consent: _Found
    paywall: _Found
    forms: _Found
    captions: _Found
    caption_count: int
    seen: frozenset[int]  # every element the query matched, a region or not

    def regions(self) -> Regions:
        """These regions alone, without those found by the page's shape."""
        return Regions(
            consent=_outermost_text(self.consent),
            paywall=_outermost_text(self.paywall),
            forms=_outermost_text(self.forms),
            captions=_outermost_text(self.captions),
            caption_count=self.caption_count,
        )


def find_named(tree: LexborHTMLParser) -> Named:
    """The consent, paywall, sign-in and caption regions of `tree` named as such (scripts, styles and
    templates already stripped)."""
    consent: _Found = []
    paywall: _Found = []
    forms: _Found = []
    captions: _Found = []
    caption_count = 0
    seen: set[int] = set()
    for node in tree.css(_CANDIDATES):
        tag = node.tag or ""
        if tag in _NEVER_REGIONS or node.mem_id in seen:
            continue  # lexbor returns an element once per selector it matches
        seen.add(node.mem_id)
        name = f"{node.attributes.get('id') or ''} {node.attributes.get('class') or ''}"
        is_caption = tag == "figcaption" or bool(_CAPTION_NAME.search(name))
        caption_count += is_caption
        kind = (
            consent
            if _CONSENT_NAME.search(name)
            else paywall
            if _PAYWALL_NAME.search(name)
            else captions
            if is_caption
            else forms
            if tag == "form"
            else None
        )
        if kind is None or (kind is forms and node.css_first('input[type="password" i]') is None):
            continue  # only sign-in forms; ASP.NET wraps whole pages in a <form>
        text = node.text(separator=" ") or ""
        if kind is captions and count_words(text) > CAPTION_MAX_WORDS:
            continue
        if kind is paywall and not phrases.PAYWALL.search(text) and not is_prompt_box(node, text):
            continue  # a box that asks for a subscription; a paywalled article body is not one
        if kind is consent and not _speaks_of_consent(text):
            continue  # a dialog about cookies says so; a layout wrapper named like one does not
        if node.css_first(_ARTICLE) is None:
            kind.append((node, text))
    return Named(consent, paywall, forms, captions, caption_count, frozenset(seen))


def find_regions(tree: LexborHTMLParser, named: Named) -> Regions:
    """Every region of `tree` (scripts, styles and templates already stripped): the `named` ones
    (`find_named`'s), and those found by the page's shape — unnamed consent dialogs, captions beside
    images, cards, entries, link lists, data tables, a layout table's chrome and reader comments."""
    walled = {node.mem_id for node, _ in named.consent + named.paywall + named.forms}
    dialogs = _button_dialogs(tree.body, walled)
    beside_images = _image_captions(tree.body, named.seen)
    read: list[tuple[LexborNode, str, int]] = []  # the links to other pages, as the walk read them
    cards, entries, links, menus, anchors = _linked_regions(tree.body, read)
    tables = _outermost_text(
        [(node, node.text(separator=" ") or "") for node in tree.css("table") if is_data_table(node)]
    )
    return Regions(
        tables=tables,
        consent=_outermost_text(named.consent + dialogs),
        paywall=_outermost_text(named.paywall),
        forms=_outermost_text(named.forms),
        cards=cards,
        entries=entries,
        links=links,
        captions=_outermost_text(named.captions + beside_images),
        caption_count=named.caption_count + len(beside_images),
        chrome=_outermost_text(menus + colophons(tree)),
        comments=find_comments(tree.body),
        anchors=anchors,
        items=find_items(read),
    )


def _image_captions(body: LexborNode | None, named: frozenset[int]) -> list[tuple[LexborNode, str]]:
    """Captions that are not marked as such: a sentence or two sharing a small container with one
    image and no other (a gallery's slides, a photo list), in any language and markup.

    The container is the image's nearest ancestor, `_IMAGE_CAPTION_DEPTH` up at most, that holds
    text; containers already named a caption (`figure` > `figcaption`, a caption class) are skipped.
    """
    if body is None:
        return []
    found: dict[int, tuple[LexborNode, str]] = {}
    chrome = {node.mem_id for node in body.css(_CHROME_IMAGES)}
    for image in body.css("img"):
        if image.mem_id in chrome:
            continue  # logos and icons in the menus and footer
        node = image.parent
        for _ in range(_IMAGE_CAPTION_DEPTH):
            if node is None or node.tag in _NEVER_REGIONS:
                break
            text = node.text(separator=" ") or ""
            if not text.strip():
                node = node.parent
                continue
            if node.mem_id not in found and node.mem_id not in named and _is_image_caption(node, text):
                found[node.mem_id] = (node, text)
            break
    return list(found.values())


def _is_image_caption(node: LexborNode, text: str) -> bool:
    if len(text) > _CARD_MAX_CHARS or node.css_first(_NOT_IN_CAPTIONS) is not None:
        return False  # a figure's own caption is named; a card or feature has a heading
    if any(child.is_text_node and (child.text() or "").strip() for child in node.iter(include_text=True)):
        return False  # text run inline around the image: a decorated paragraph, not a slide
    words = count_words(text)
    if not words or words > IMAGE_CAPTION_MAX_WORDS or len(node.css("img")) != 1:
        return False
    linked = sum(_quick_words(link.text(separator=" ") or "") for link in node.css("a[href]"))
    return linked <= IMAGE_CAPTION_MAX_LINK_SHARE * words


def _button_dialogs(body: LexborNode | None, named: set[int]) -> list[tuple[LexborNode, str]]:
    """Consent dialogs by their shape (see `DIALOG_*`), wherever their ids and classes give no name:
    the nearest container of a button that holds some text, when it holds another button too, is
    short, is no article and speaks of consent."""
    if body is None:
        return []
    found: dict[int, tuple[LexborNode, str]] = {}
    checked: set[int] = set()
    measured: dict[int, tuple[str, int]] = {}  # buttons share containers: each one's text read once
    for button in body.css(_BUTTONS):
        node = button.parent
        for _ in range(_DIALOG_DEPTH):
            if node is None or node.tag in _NEVER_REGIONS:
                break
            if (known := measured.get(node.mem_id)) is None:
                known = measured[node.mem_id] = _dialog_words(node)
            text, words = known
            if words < DIALOG_MIN_WORDS:
                node = node.parent
                continue
            if node.mem_id not in checked and node.mem_id not in named:
                checked.add(node.mem_id)
                if _is_dialog(node, text, words):
                    found[node.mem_id] = (node, text)
            break
    return list(found.values())


def _dialog_words(node: LexborNode) -> tuple[str, int]:
    """The text of a button's container and its words (past `_CARD_MAX_CHARS`, more than a dialog's)."""
    text = node.text(separator=" ") or ""
    return text, count_words(text) if len(text) <= _CARD_MAX_CHARS else DIALOG_MAX_WORDS + 1


def _is_dialog(node: LexborNode, text: str, words: int) -> bool:
    if words > DIALOG_MAX_WORDS or len(node.css(_BUTTONS)) < DIALOG_MIN_BUTTONS:
        return False
    if node.css_first(_PAGE_CONTENT) is not None:
        return False  # the page's own text (its headline, its article) with its share or print buttons
    return len(phrases.CONSENT_TERMS.findall(text)) >= DIALOG_MIN_DENSITY * words


def _speaks_of_consent(text: str) -> bool:
    """Consent vocabulary makes `CONSENT_MIN_DENSITY` of the words or more (dialogs measured 0.05-0.18)."""
    words = count_words(text)
    return bool(words) and len(phrases.CONSENT_TERMS.findall(text)) >= CONSENT_MIN_DENSITY * words


def _outermost_text(found: list[tuple[LexborNode, str]], apart: str = "") -> str:
    """The match-key text of the regions found, each nested region counted once, `apart` between two."""
    ids = {node.mem_id for node, _ in found}
    return apart.join(match_key(text) for node, text in found if not _has_ancestor_in(node, ids))


def _has_ancestor_in(node: LexborNode, ids: set[int]) -> bool:
    """Whether one of the `_NESTING_DEPTH` nearest ancestors of `node` is in `ids` (regions nest
    closely; a nesting missed beyond that only counts some text twice)."""
    parent = node.parent
    for _ in range(_NESTING_DEPTH):
        if parent is None:
            return False
        if parent.mem_id in ids:
            return True
        parent = parent.parent
    return False


def _linked_regions(
    body: LexborNode | None, read: list[tuple[LexborNode, str, int]]
) -> tuple[str, str, str, list[tuple[LexborNode, str]], str]:
    """The text of the page's teaser cards, of its directory entries and of its link lists, as match
    keys, its menu cells (see `tables.MENU_MIN_LINKS`) and the match keys of its links' texts that
    could make a substantive line (`ANCHOR_MIN_CHARS`), found in one walk over the page's links (each
    link's text read once, and kept in `read` with its words where it leads to another page).

    Listings, archives, search results and home pages are built of cards: runs of like siblings
    (same tag; CSS-in-JS gives every card its own class) that are short and lead with a headline
    link to another page — a link inside a heading, or one holding a good share of the card's
    words. An article paragraph that merely quotes a link is not a card.

    A directory row or a feed item is led by a short link instead — a name, a four-word headline —
    and the rest of the entry is its details: what makes it an entry is that the link comes first,
    like siblings repeat the pattern, and each leads to a page of its own (see `ENTRY_*`). An offer
    (`actions.find_offers`) repeats its call to action instead, and counts as an entry.

    A link list is a link's parent or grandparent holding many short links and little else."""
    if body is None:
        return "", "", "", [], ""
    headings = {node.mem_id for node in body.css(_LINKS_IN_HEADINGS)}
    for heading in body.css(_HEADINGS_IN_LINKS):  # a card whose whole link wraps its heading
        node = heading.parent
        while node is not None and node.tag != "a":
            node = node.parent
        if node is not None:
            headings.add(node.mem_id)
    link_words: defaultdict[int, int] = defaultdict(int)
    headed: set[int] = set()
    siblings: defaultdict[tuple[int, str], dict[int, LexborNode]] = defaultdict(dict)
    led: defaultdict[tuple[int, str], dict[int, tuple[LexborNode, LexborNode]]] = defaultdict(dict)
    listed: dict[int, Tally] = {}
    cells: dict[int, Tally] = {}
    anchors: set[str] = set()
    actions: defaultdict[str, list[LexborNode]] = defaultdict(list)
    in_cells = body.css_first("td,th") is not None  # most pages hold no table: no link in a cell
    for link in body.css("a[href]"):
        text = link.text(separator=" ") or ""
        words = _quick_words(text)
        parent, to_a_page = link.parent, leads_to_a_page(link)
        if len(text) >= ANCHOR_MIN_CHARS and to_a_page:
            anchors.add(match_key(text))
        if words and to_a_page:
            read.append((link, text, words))  # for the templated items (`items.find_items`)
        if 0 < words <= LINK_LIST_MAX_LINK_WORDS:
            tally(listed, parent, text, _LINK_LIST_DEPTH, _NEVER_REGIONS)
            actions[text.strip()].append(link)  # a call to action an offer list repeats (`find_offers`)
        if words and in_cells and (cell := cell_of(parent)) is not None:
            tally(cells, cell, text, 1, _NEVER_REGIONS)
        in_heading = link.mem_id in headings
        headline = in_heading or words >= HEADLINE_LINK_WORDS
        leads = words >= ENTRY_MIN_LINK_WORDS and to_a_page
        if not (headline or leads):
            continue  # menu items and tags never make a card or an entry; skipping them halves the walk
        if not in_heading and inside_a_sentence(link):
            continue  # a link the sentence runs on from is prose, not the headline of a card
        node = link
        for depth in range(_CARD_DEPTH if headline else _ENTRY_DEPTH + 1):
            if parent is None:
                break
            if headline or depth:
                node_id, key = node.mem_id, (parent.mem_id, node.tag or "")
                if headline:
                    link_words[node_id] += words
                    if in_heading:
                        headed.add(node_id)
                    siblings[key][node_id] = node
                if leads and 0 < depth <= _ENTRY_DEPTH:
                    firsts = led[key]
                    if node_id in firsts and not headline:
                        break  # an earlier link led this member, and so every one above it
                    firsts.setdefault(node_id, (node, link))  # its first link
            node, parent = parent, parent.parent
    cards: list[tuple[LexborNode, str]] = []
    for group in siblings.values():
        if len(group) < CARD_MIN_MEMBERS:
            continue
        members = list(group.values())
        enough = max(CARD_MIN_MEMBERS, CARD_MIN_SHARE * like_siblings(members[0]))
        qualified = []
        for member in members:
            text = member.text(separator=" ") or ""
            words = count_words(text) if len(text) <= _CARD_MAX_CHARS else CARD_MAX_WORDS + 1
            if words <= CARD_MAX_WORDS and (
                member.mem_id in headed or link_words[member.mem_id] >= CARD_LINK_SHARE * words
            ):
                qualified.append((member, text))
        if len(qualified) >= enough:
            cards.extend(qualified)
    entries: list[tuple[LexborNode, str]] = []
    for firsts in led.values():
        if len(firsts) < ENTRY_MIN_MEMBERS:
            continue
        targets = {(link.attrs.get("href") or "").strip() for _, link in firsts.values()}
        if len(targets) < ENTRY_MIN_DISTINCT_TARGETS * len(firsts):
            continue  # the same few pages (a forum's authors), not one page per entry
        needed, left = max(ENTRY_MIN_MEMBERS, CARD_MIN_SHARE * len(firsts)), len(firsts)
        found: list[tuple[LexborNode, str]] = []
        for member, link in firsts.values():
            if len(found) + left < needed:
                break  # too few left to make a run of entries (a menu's members have no details)
            left -= 1
            if (entry := _entry(member, link)) is not None:
                found.append(entry)
        if len(found) >= needed:
            entries.extend(found)
    entries.extend(find_offers(actions))
    menus = [
        (cell, text)
        for cell, text in linked_containers(cells, MENU_MIN_LINKS, LINK_LIST_MIN_SHARE)
        if cell.css_first("h1") is None
    ]
    links = _outermost_text(linked_containers(listed, LINK_LIST_MIN_LINKS, LINK_LIST_MIN_SHARE))
    framed = "".join(f"\n{key}" for key in anchors) + "\n" * bool(anchors)  # a key looked up whole: "\nkey\n"
    return _outermost_text(cards, "\n"), _outermost_text(entries), links, menus, framed  # cards one a line


def _entry(member: LexborNode, link: LexborNode) -> tuple[LexborNode, str] | None:
    """`member` with its text when it is an entry led by `link`, else `None`."""
    text = member.text(separator=" ") or ""
    if len(text) > _CARD_MAX_CHARS:
        return None
    link_text = link.text(separator=" ") or ""
    words, link_words = count_words(text), count_words(link_text)
    if words > ENTRY_MAX_WORDS or words - link_words < ENTRY_MIN_DETAIL_WORDS:
        return None
    lead, key = match_key(link_text)[:_LEAD_KEY_CHARS], match_key(text)
    before = key.find(lead) if lead else -1
    if before < 0 or not leading_mark(key[:before]):
        return None  # words come before the link: it does not lead the entry
    return member, text


def _quick_words(text: str) -> int:
    """`count_words`, with a fast path for the plain ASCII of most link texts."""
    return len(text.split()) if text.isascii() else count_words(text)
