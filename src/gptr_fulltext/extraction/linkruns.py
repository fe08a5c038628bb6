"""Runs of links to other pages inside an article's main text: related, most-read and "don't miss"
lists, and the cards of headlines a site sets between or after the paragraphs.

Trafilatura's balanced pass keeps such runs when they sit in the article's container: a list of
headlines after the last paragraph, three headline links under a "Don't miss" label in the middle,
a strip of headline cards (a linked headline and its one-line blurb) at the end. What marks them is
structure, not wording: every block of the run is the text of a link on the page (or, for a card in
a list, opens with one) or of a headline card around a link (`card_texts`: trafilatura often keeps
a card's blurb as a paragraph of its own), and a story's paragraphs are not. Three or more such
links in a row, with nothing but empty blocks between them, are a run; a short label just before
it ("Most read", "You may also like") goes with it. A run goes only once the story has begun
(`STORY_PARAGRAPHS` paragraphs before it), so a page that opens with its own links, as contents,
keeps them.

Only on pages that declare themselves articles (`region.declares_article`): on a listing, a
collection or a docs page, a run of links is often the content itself. Measured on the six
corpora (docs/benchmarks.md, #16): Zyte dev token precision +0.005 with recall unchanged; every
other corpus and WCXB page type level on the dev splits (on the check splits, WCXB listing −0.004:
one training plan whose weekly links are its content).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from itertools import chain

from lxml.etree import _Element
from lxml.html import HtmlElement

from gptr_fulltext.evidence.textstats import ends_sentence
from gptr_fulltext.extraction.cleanup import remove_keeping_tail

# This many link blocks (or linked list items) in a row are a run of links, not a sentence's link.
RUN_LINKS = 3
# A block this short just before a run, and not a sentence, is the run's label.
LABEL_MAX_WORDS = 6
# A list item opening with a link and this short is a headline card (the headline and its blurb).
CARD_MAX_WORDS = 40
# A run goes only after this many paragraphs of `STORY_WORDS` or more: the story has begun, so the
# links are not the page's own list of contents (a docs page's next steps, a buying guide's picks).
STORY_PARAGRAPHS = 3
STORY_WORDS = 30
# A headline card in the markup: a link of `HEADLINE_WORDS` or more words that is the only text of its
# element, and the nearest element around it that holds other text too (`CARD_DEPTH` up at most).
HEADLINE_WORDS = 4
CARD_DEPTH = 8
# A card's text is at most `CARD_MAX_WORDS`; an element this long is never one, whatever its script.
_CARD_MAX_CHARS = 1000
_TOKEN = re.compile(r"\w+")


def link_texts(tree: HtmlElement) -> frozenset[str]:
    """The words of every link on the page, each link's as one lower-cased key (`_key`), and the
    words of every headline card (`card_texts`)."""
    keys: dict[str, str] = {}  # by text: menus and footers repeat theirs
    headlines = []
    for link in tree.iter("a"):
        text = link.text_content()
        if (key := keys.get(text)) is None:
            key = keys[text] = _key(text)
        if key.count(" ") >= HEADLINE_WORDS - 1:
            headlines.append((link, text, key))
    return frozenset(key for key in keys.values() if key) | card_texts(headlines)


def card_texts(headlines: Iterable[tuple[HtmlElement, str, str]]) -> set[str]:
    """The keys of the headline cards around `headlines` (links with their texts and keys): each
    card's whole text and its blurb, the text beside the headline.

    A teaser card sets a linked headline and a line of summary in elements of their own (the headline
    in a heading or a table cell, the blurb in a paragraph beside it), inside one small container.
    Trafilatura often drops the headline, a link, and keeps the blurb as a paragraph: nothing in the
    text says it is another page's summary, so the markup is read for it here. A link with words of a
    sentence around it in its own element is prose, never a card's headline; one that opens its
    element and is set apart from the words after it by markup (an icon, a line break) is a headline
    with its blurb on the same line.
    """
    found: set[str] = set()
    texts: dict[HtmlElement, str] = {}  # cards share their containers
    for link, link_text, key in headlines:
        parent = link.getparent()
        if _TOKEN.search(link.tail or "") or (parent is not None and _TOKEN.search(parent.text or "")):
            continue  # words before or right after it in its element: a link in a sentence (a quick test)
        node = link
        for _ in range(CARD_DEPTH):
            parent = node.getparent()
            if parent is None:
                break
            if (text := texts.get(parent)) is None:
                text = texts[parent] = parent.text_content()
            if len(text) > _CARD_MAX_CHARS:
                break
            if text.strip() != link_text.strip() and (card := _key(text)) != key:
                blurb = " ".join(card.replace(key, " ", 1).split())
                beside = node is not link or (card.startswith(key) and _set_apart(link))
                if beside and blurb and len(card.split()) <= CARD_MAX_WORDS:
                    found.update((card, blurb))
                break
            node = parent
    return found


def _set_apart(link: HtmlElement) -> bool:
    """Whether an element, not words of a sentence, follows `link` (`<a>…</a> <img> blurb`)."""
    return not (link.tail or "").strip() and link.getnext() is not None


def drop_link_runs(body: _Element, links: frozenset[str]) -> None:
    """Remove from `body` (trafilatura's XML) every run of `RUN_LINKS` or more link blocks after the
    story's first `STORY_PARAGRAPHS` paragraphs, and the short label just before each, keeping the
    text that follows a removed block."""
    blocks = list(body)
    units = [_link_units(block, links) for block in blocks]  # each block read once
    doomed: list[_Element] = []
    index, story = 0, 0
    while index < len(blocks):
        end, count = index, 0
        while end < len(blocks) and units[end] != 0:
            count += units[end] or 0
            end += 1
        if end == index:
            story += blocks[index].tag == "p" and len(_text(blocks[index]).split()) >= STORY_WORDS
            index += 1
            continue
        if count >= RUN_LINKS and story >= STORY_PARAGRAPHS:
            start = index - 1 if index and _is_label(blocks[index - 1]) else index
            doomed += blocks[start:end]
        index = end
    for block in doomed:
        remove_keeping_tail(body, block)


def _link_units(block: _Element, links: frozenset[str]) -> int | None:
    """How many links `block` is made of: the items of a list whose every item is a link or a
    headline card, 1 for any other block that is a link's text, 0 when it is not all links, and
    `None` for an empty block (which neither makes nor breaks a run)."""
    key = _key(_text(block))
    if not key:
        return None
    if block.tag == "list":
        items = [(item, item_key) for item in block if (item_key := _key(_text(item)))]
        if all(_is_link(item, item_key, links) or _is_card(item, links) for item, item_key in items):
            return len(items)
        return 0
    return 1 if _is_link(block, key, links) else 0


def _is_link(block: _Element, key: str, links: frozenset[str]) -> bool:
    """Whether the block's words (`key`) are one link's, or each of its parts (its own text, each
    child's, each tail) is a link's: read part by part, up to the first that is not."""
    if key in links:
        return True
    parts = 0
    for part in _part_keys(block):
        if part not in links:
            return False
        parts += 1
    return parts > 1


def _is_card(item: _Element, links: frozenset[str]) -> bool:
    parts = list(_part_keys(item))
    return bool(parts) and parts[0] in links and sum(len(part.split()) for part in parts) <= CARD_MAX_WORDS


def _part_keys(block: _Element) -> Iterator[str]:
    """The keys of the block's parts that hold words: its own text, each child's text and tail."""
    pieces = chain((block.text,), (piece for child in block for piece in (_text(child), child.tail)))
    return (key for piece in pieces if (key := _key(piece or "")))


def _is_label(block: _Element) -> bool:
    text = " ".join(_text(block).split())
    return block.tag in ("head", "p") and 0 < len(text.split()) <= LABEL_MAX_WORDS and not ends_sentence(text)


def _text(element: _Element) -> str:
    return "".join(element.itertext())


def _key(text: str) -> str:
    return " ".join(_TOKEN.findall(text.lower()))
