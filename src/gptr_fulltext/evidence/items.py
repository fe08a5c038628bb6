"""Templated items: a run of like siblings, each a short item that leads to a page elsewhere — the
shape of every listing, whatever its markup and language (#17, round 17).

A section front of teasers, a site's search results, an author's or a month's list of titles, a
press-release index, an affiliate top ten, a price comparison, a store locator: each is a run of
siblings of one tag (`li`, `p`, `tr`, `div`, `article`, `dt`…) under one parent, and each sibling is
built from one template — a title or a name, a few details (a blurb, a date, a price, an address) —
and a link to a page of its own. The link is either the item's title, leading it (only a rank, a
date, a bullet or a section's label before it), or a call to action the items repeat ("Check
price", "Map", "Til butik"), each to another target.

What is no item: a menu's or a tag cloud's links (a word or two, no call beside a name: the
link-list rule reads those), a forum's posts (led by a user name of a word or two; a reply link
beside more than a label), a paragraph that quotes a link (its sentence runs on before it), a
changelog's or a glossary's lines (no link leads them, none repeats a call; a definition, `dd`, is
its term's, and a term defined in a sentence is a glossary's however it links), a review of each
product beside its "buy" link, posts longer than `ITEM_MAX_WORDS`.

A definition list's term is read with what follows it, up to the next term.

Read from the links the walk over them found (`regions._linked_regions`), climbing `_ITEM_DEPTH`
parents from each; only the runs of `ITEMS_MIN_MEMBERS` or more are read.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from selectolax.lexbor import LexborNode

from gptr_fulltext.evidence.linked import ENTRY_MAX_MARK_CHARS, like_siblings
from gptr_fulltext.evidence.textstats import (
    SENTENCE_MIN_WORDS,
    closes_sentence,
    count_words,
    match_key,
    split_sentences,
)

# A run of at least this many items, this share of its like siblings (the others: a "load more"
# link, a header row, an ad slot).
ITEMS_MIN_MEMBERS = 3
ITEMS_MIN_SHARE = 0.6
# An item is short: a title and a teaser of up to ~60 words (WordPress cuts excerpts at 55), with
# its date or reading time. A post, a whole article in a feed, runs longer.
ITEM_MAX_WORDS = 75
# A title that leads an item is this many words at least (a forum post is led by a name of one or two);
# a call to action at most this many (`regions.LINK_LIST_MAX_LINK_WORDS`), said by two items or more.
TITLE_MIN_WORDS = 3
CALL_MAX_WORDS = 3
# An item with a call says at most this many sentences of prose (`SENTENCE_MIN_WORDS` words or more)
# beside it: a name and a label ("Best for small kitchens."), a price, an address. A review of each
# product, a thread's replies with their "Reply" links, say more at each item, and are no listing.
CALL_ITEM_MAX_SENTENCES = 1
# An item says something beside its link (a date, a blurb, a name beside a call): a bare list of
# titles is the link-list rule's (#17, round 17: without this, two index pages of bare titles among
# the good-content pages were dropped).
DETAIL_MIN_WORDS = 1
# Nearly every item leads to a page of its own (a thread's repeated author links do not).
ITEMS_MIN_DISTINCT_TARGETS = 0.9
_ITEM_DEPTH = 3  # a link in a title in a card's header (`a` < `h3` < `header` < `div`): the card
_MAX_CHARS = 4000
_LEAD_KEY_CHARS = 24
_NEVER = frozenset({"html", "body", "main"})  # never an item; an `article` may be one (a card)
_Linked = tuple[LexborNode, LexborNode, str, int]  # a run's member, its first link, the link's text and words


def find_items(links: list[tuple[LexborNode, str, int]]) -> str:
    """The match-key text of the page's templated items (see the module's docstring), one a line;
    `links` are the page's links to other pages with their texts and words, in the document's order
    (the walk over them, `regions._linked_regions`, reads them)."""
    read = [(link, _spaced(text) if words <= CALL_MAX_WORDS else text, words) for link, text, words in links]
    # every link is climbed: a member's first link decides what it is (a post's author name before its
    # title link makes it no item; #17, round 17: skipping short links dropped a roundup post)
    groups: defaultdict[tuple[int, str], dict[int, _Linked]] = defaultdict(dict)
    for link, said, words in read:
        node, parent = link.parent, link.parent.parent if link.parent is not None else None
        for _ in range(_ITEM_DEPTH):
            if node is None or parent is None or node.tag in _NEVER:
                break
            if node.tag == "dd":
                break  # a definition, whatever links it holds: its term heads it (`_item_text`)
            firsts = groups[(parent.mem_id, node.tag or "")]
            if node.mem_id in firsts:
                break  # an earlier link of this item was counted, and so into every one above it
            firsts[node.mem_id] = (node, link, said, words)
            node, parent = parent, parent.parent
    found: list[str] = []
    for firsts in groups.values():
        if len(firsts) >= ITEMS_MIN_MEMBERS:
            found += _run(list(firsts.values()))
    return "\n".join(found)


def _run(members: list[_Linked]) -> list[str]:
    """The match keys of the items of one run of like siblings, each with its first link; [] when
    too few of them are items. The links are read first: most runs (a menu's items, a footer's
    columns) have too few titles or repeated calls among them, and their members are never read."""
    enough = max(ITEMS_MIN_MEMBERS, ITEMS_MIN_SHARE * len(members))
    calls = Counter(said for _, _, said, linked in members if linked <= CALL_MAX_WORDS)
    likely = [entry for entry in members if entry[3] >= TITLE_MIN_WORDS or calls[entry[2]] >= 2]
    if len(likely) < enough or len(members) < ITEMS_MIN_SHARE * like_siblings(members[0][0]):
        return []
    items: list[str] = []
    targets = set()
    for member, link, said, linked in likely:
        text = _item_text(member)
        words = count_words(text) if len(text) <= _MAX_CHARS else ITEM_MAX_WORDS + 1
        if words > ITEM_MAX_WORDS:
            continue
        key = match_key(text)
        if member.tag == "dt" and _prose_sentences(text) > 0:
            continue  # a term defined in a sentence: a glossary's entry, whatever its term links to
        if words - linked < DETAIL_MIN_WORDS:
            continue  # a link alone: a menu's or an index's title (the link-list rule reads those)
        if linked >= TITLE_MIN_WORDS and _leads(key, said):
            pass  # a title leading the item: a teaser, a result, an entry of an index
        elif calls[said] < 2:
            continue  # neither that nor a call the items repeat beside a name
        elif _prose_sentences(text) > CALL_ITEM_MAX_SENTENCES:
            continue  # a review, a reply: more said at each item than a label
        items.append(key)
        targets.add((link.attrs.get("href") or "").strip())
    if len(items) < enough or len(targets) < ITEMS_MIN_DISTINCT_TARGETS * len(items):
        return []
    return items


def _spaced(text: str) -> str:
    """A short link's text with its whitespace made single spaces: a call said twice is the same."""
    return " ".join(text.split())


def _leads(key: str, said: str) -> bool:
    """Whether the link's text `said` opens the item's text (its match key `key`): only a mark
    (`linked.leading_mark`) or a section's label of `ENTRY_MAX_MARK_CHARS` at most ("Sport", "Kultur")
    stands before it."""
    lead = match_key(said)[:_LEAD_KEY_CHARS]
    before = key.find(lead) if lead else -1
    return 0 <= before <= ENTRY_MAX_MARK_CHARS


def _item_text(member: LexborNode) -> str:
    """The item's text; a definition list's term with what follows it up to the next term (its
    definitions). Headings are not read so: linked headings over paragraphs are an article's
    sections as often as a list's items (a roundup of links, each with a paragraph of comment)."""
    text = member.text(separator=" ") or ""
    if member.tag != "dt":
        return text
    node = member.next
    while node is not None and node.tag != member.tag and len(text) <= _MAX_CHARS:
        text += " " + (node.text(separator=" ") or "")
        node = node.next
    return text


def _prose_sentences(text: str) -> int:
    """The sentences of `SENTENCE_MIN_WORDS` words or more in `text`."""
    return sum(
        1
        for part in split_sentences(text)
        if closes_sentence(part) and count_words(part) >= SENTENCE_MIN_WORDS
    )
