"""Calls to action: the links and buttons a page asks its reader to press, read by their shape in any
language — a paywall's prompt box (a line or two and a button) and a list of offers (the same
"Check price" link beside product after product).

Apart from `regions` because they are found by what a link or button asks, not by where it leads.
"""

from __future__ import annotations

from collections import defaultdict

from selectolax.lexbor import LexborNode

from gptr_fulltext.evidence.linked import like_siblings
from gptr_fulltext.evidence.textstats import closes_sentence, count_words, split_sentences

# A box named as a paywall is one when its text says so (`lexicon.PAYWALL`), or, in a language the
# lexicon lacks, when it is shaped as a prompt: a link or a button, and a line of offer beside its
# labels (`PROMPT_BOX_MIN_WORDS` or more outside them), in `PROMPT_BOX_MAX_WORDS` at most (#17, round
# 16: a heading, a line of offer and two buttons, 23 words), inside the page's article or main column,
# where a lede is cut (where the page marks no column, right after the lede's paragraphs: round 17).
# A paywalled article body named so runs longer; a header's "Log in / Log out" box
# named after the paywall says nothing beside its labels; a members' bar at the foot of a page, outside
# its column, stands under a text that may be whole (a forum thread's pages of replies).
PROMPT_BOX_MIN_WORDS = 4
PROMPT_BOX_MAX_WORDS = 40
# Where the page marks no column, a prompt box follows the lede's paragraphs: one of this many words.
PARAGRAPH_MIN_WORDS = 10
_ACTIONS = 'a[href],button,input[type="submit" i],[role="button" i]'
# Offers: at least `OFFER_MIN_MEMBERS` like siblings (`OFFER_MIN_SHARE` of them or more), each holding
# the same call to action — a link as short as a tag (`regions.LINK_LIST_MAX_LINK_WORDS`) that every
# one of them repeats — beside a name and at most `OFFER_MAX_SENTENCES` sentence of blurb, in
# `OFFER_MAX_WORDS` words at most. The same bounds as a directory's entries (`regions.ENTRY_*`).
OFFER_MIN_MEMBERS = 5
OFFER_MIN_SHARE = 0.6
OFFER_MAX_SENTENCES = 1
OFFER_MAX_WORDS = 60
_OFFER_DEPTH = 4  # how far above its call to action an offer may start
_MAX_CHARS = 4000
_NEVER = frozenset({"html", "body", "article", "main"})


def is_prompt_box(node: LexborNode, text: str) -> bool:
    """Whether a box named as a paywall, of text `text`, is shaped as a prompt (`PROMPT_BOX_*`)."""
    words = count_words(text)
    if words > PROMPT_BOX_MAX_WORDS or not (_in_column(node) or _after_paragraphs(node)):
        return False
    labels = sum(count_words(action.text(separator=" ") or "") for action in node.css(_ACTIONS))
    return labels > 0 and words - labels >= PROMPT_BOX_MIN_WORDS


def _in_column(node: LexborNode) -> bool:
    """Whether `node` stands inside the page's article or main column."""
    parent = node.parent
    while parent is not None and parent.tag not in ("body", "html"):
        attributes = parent.attributes
        if parent.tag in ("article", "main") or attributes.get("role") == "main":
            return True
        if attributes.get("itemprop") == "articleBody":
            return True
        parent = parent.parent
    return False


def _after_paragraphs(node: LexborNode) -> bool:
    """Whether `node` follows paragraphs of text in the same container (a sentence's worth at least:
    `PROMPT_BOX_MIN_WORDS`): it stands in the text's flow where the lede stops, in a layout that marks
    no article or main column (#17, round 17: plain `div`s, AMP's)."""
    sibling = node.prev
    while sibling is not None:
        if sibling.tag == "p" and count_words(sibling.text(separator=" ") or "") >= PARAGRAPH_MIN_WORDS:
            return True
        sibling = sibling.prev
    return False


def find_offers(actions: dict[str, list[LexborNode]]) -> list[tuple[LexborNode, str]]:
    """The offers of a page, with their texts; `actions` are its short links by their text (the walk
    over the page's links collects them, `regions._linked_regions`).

    A ranked list of products, a grid of deals, a page of coupons: each item a name (a rating, a
    price) and the call to action that sends the reader elsewhere to buy it. What the page says of
    the products is that call, repeated; a list of links with notes says something different at each
    item, and a thread's replies say sentences (at most one is allowed: a blurb)."""
    found: list[tuple[LexborNode, str]] = []
    for said, nodes in actions.items():
        if len(nodes) < OFFER_MIN_MEMBERS:
            continue  # most pages repeat no link text five times: nothing is climbed
        groups: defaultdict[tuple[int, str], dict[int, LexborNode]] = defaultdict(dict)
        for action in nodes:
            node, parent = action, action.parent
            for _ in range(_OFFER_DEPTH):
                if parent is None or parent.tag in _NEVER or node.tag == "dd":
                    break  # a definition is no offer, whatever it links to: a glossary's "more" links
                groups[(parent.mem_id, node.tag or "")].setdefault(node.mem_id, node)
                node, parent = parent, parent.parent
        calls = count_words(said)
        for group in groups.values():
            members = list(group.values())
            if len(members) < max(OFFER_MIN_MEMBERS, OFFER_MIN_SHARE * like_siblings(members[0])):
                continue
            offers = [(member, text) for member in members if (text := _offer(member, calls))]
            if len(offers) >= max(OFFER_MIN_MEMBERS, OFFER_MIN_SHARE * len(members)):
                found.extend(offers)
    return found


def _offer(member: LexborNode, calls: int) -> str:
    """`member`'s text when it is an offer beside its call to action of `calls` words, else ''."""
    text = member.text(separator=" ") or ""
    if len(text) > _MAX_CHARS:
        return ""
    words = count_words(text)
    if words > OFFER_MAX_WORDS or words <= calls:
        return ""  # a post, not an offer; or the call alone (a row of share buttons)
    if sum(map(closes_sentence, split_sentences(text))) > OFFER_MAX_SENTENCES:
        return ""
    return text
