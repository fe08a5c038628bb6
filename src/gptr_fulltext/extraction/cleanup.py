"""Boilerplate that trafilatura keeps in the main text: pitches at its edges, teaser links inside it.

What trafilatura still lets through sits mostly at the start and end of the text:
newsletter and subscription pitches, share prompts, "follow us on …" bios, comment-section headers,
tag lists — and between paragraphs, "Related: …" / "Read more: …" teaser links to other articles.
Each is recognised by wording an article paragraph does not start with (teasers, anywhere) or by a
pitch in a short block at an edge, so real paragraphs that merely mention a newsletter are kept.
The wording is English; pages in other languages pass through unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lxml.etree import _Element

from gptr_fulltext.evidence.textstats import count_words

# A pitch or site furniture, when the block is short and at an edge of the text.
_EDGE_PITCH = re.compile(
    r"""\bshare\ (?:it|this)\b | \bnewsletters?\b | \bsubscri(?:be|ption)\b | \bsign\ up\b
    | \bfollow\ (?:us|him|her|me|them|the\ .{1,40}?)\ on\b | \bclick\ here\b
    | ^(?:you\ may\ also\ like|related(?:\ articles|\ stories)?|read\ more|see\ more|more\ from
         |don.t\ miss|also\ on|recommended)\b
    | ^(?:\d+\ )?comments?$ | ^(?:tags?|tagged|filed\ under)\b\s*(?::|$) | ^tell\ us\ what\b""",
    re.IGNORECASE | re.VERBOSE,
)
# A label that introduces a link to another article, wherever the block stands ("Also on site.com"
# needs no colon: the site's domain closes the label).
_TEASER = re.compile(
    r"""^(?:(?:related(?:\ (?:articles?|stories|posts?|coverage|content))?|read\ more|read\ also|also\ read
         |see\ more|see\ also|more|watch|listen|also\ on\ \S+)\s*[:|]
         |also\ on\ [\w-]+(?:\.[\w-]+)+\s)""",
    re.IGNORECASE | re.VERBOSE,
)
EDGE_MAX_WORDS = 40
TEASER_MAX_WORDS = 30
# A closing section under a pitch heading ("Newsletter", "Comments") is dropped whole up to this size.
SECTION_MAX_WORDS = 80
_MARKUP_EDGES = "#*_>-|· \t\n"


def strip_boilerplate(body: _Element) -> list[str]:
    """Remove teaser blocks anywhere, then pitch blocks and pitch-headed sections at both edges;
    returns the text of what was removed, in page order, for the judge (a pitch here can be a wall)."""
    removed: list[tuple[int, str]] = []  # (position in the original body, text)
    blocks = list(body)  # held, so that lxml keeps one proxy (one id) per element meanwhile
    position = {id(block): index for index, block in enumerate(blocks)}

    def remove(block: _Element) -> None:
        removed.append((position.get(id(block), -1), _text(block)))
        remove_keeping_tail(body, block)

    for block in blocks:
        if block.tail and _is_teaser(tail := _clean(block.tail)):
            removed.append((position[id(block)], tail))
            block.tail = None  # text between blocks, which trafilatura leaves as a line of its own
        if _is_teaser(_text(block)):
            remove(block)
    while len(body) and _is_edge_pitch(body[0]):
        remove(body[0])
    while len(body):
        if _is_edge_pitch(body[-1]):
            remove(body[-1])
        elif not _drop_closing_section(body, remove):
            break
    return [text for _, text in sorted(removed, key=lambda item: item[0]) if text]


def remove_keeping_tail(body: _Element, block: _Element) -> None:
    """Remove `block` but not the text after it: lxml's `remove` takes an element's tail with it, and
    trafilatura leaves text between blocks there (a paragraph it did not wrap, after a pitch line)."""
    tail = block.tail
    if tail and tail.strip():
        previous = block.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            body.text = (body.text or "") + tail
    body.remove(block)


def _drop_closing_section(body: _Element, remove: Callable[[_Element], None]) -> bool:
    """Drop the text from the last pitch heading on, if what follows it is short."""
    words = 0
    for index in range(len(body) - 1, -1, -1):
        block = body[index]
        words += count_words(_text(block))
        if words > SECTION_MAX_WORDS:
            return False
        if block.tag == "head" and _is_edge_pitch(block):
            for trailing in list(body)[index:]:
                remove(trailing)
            return True
    return False


def _is_edge_pitch(block: _Element) -> bool:
    text = _text(block)
    return not text or (count_words(text) <= EDGE_MAX_WORDS and bool(_EDGE_PITCH.search(text)))


def _is_teaser(text: str) -> bool:
    return bool(_TEASER.search(text)) and count_words(text) <= TEASER_MAX_WORDS


def _text(block: _Element) -> str:
    return _clean("".join(block.itertext()))


def _clean(text: str) -> str:
    return " ".join(text.split()).strip(_MARKUP_EDGES)
