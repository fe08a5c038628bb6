"""Paragraphs a page says twice in a row stay twice in its text.

Trafilatura drops a paragraph (of more than `MIN_DUPLICATE_LENGTH` characters) whose text repeats
the block before it in its output: there, a repeat is its own artifact, two overlapping candidate
containers or its recovery pass taking one block again. But a page can repeat a paragraph itself,
in sibling paragraphs one after the other (a refrain, a notice set under each part, filler text
in a template), and a reader sees it every time. `repeated_paragraphs` reads those runs from the
page before trafilatura does; `restore_repeats` puts back the copies its output lost, right after
the paragraph it kept. Paragraphs in different containers (a page's mobile and desktop copies of
one block) are no run, and stay trafilatura's to judge. Measured on the six corpora
(docs/benchmarks.md, round 10): 20 pages hold a run, 6 change, readability +0.0156 token F1, WCXB
−0.00002 (a template printing a paragraph twice), the others level; no verdict changes.
"""

from __future__ import annotations

from copy import deepcopy

from lxml.etree import _Element
from lxml.html import HtmlElement
from trafilatura.settings import MIN_DUPLICATE_LENGTH

from gptr_fulltext.extraction.repairs import hidden_by_markup


def repeated_paragraphs(tree: HtmlElement) -> dict[str, int]:
    """The text of each paragraph that sibling elements repeat right after it (more than
    `MIN_DUPLICATE_LENGTH` characters, spaces collapsed) → how many copies follow it. A paragraph is
    a `<p>`, or a `<div>` holding text alone (trafilatura reads it as one). A copy its markup hides
    (`hidden`, `aria-hidden`, a hiding style or class: a template's fallback) is not said again."""
    copies: dict[str, int] = {}
    for paragraph in tree.iter("p", "div"):
        previous = paragraph.getprevious()
        # cheap tests first: the first text node and the number of children of a repeat are equal
        if (
            previous is None
            or previous.tag != paragraph.tag
            or paragraph.text != previous.text
            or len(paragraph) != len(previous)
            or (paragraph.tag == "div" and len(paragraph))
        ):
            continue
        text = _text(paragraph)
        if len(text) > MIN_DUPLICATE_LENGTH and text == _text(previous) and not hidden_by_markup(paragraph):
            copies[text] = copies.get(text, 0) + 1
    return copies


def restore_repeats(body: _Element, copies: dict[str, int]) -> None:
    """Put back, after the first paragraph of `body` with a text of `copies`, the copies of it that
    do not already follow it."""
    if not copies:
        return
    for paragraph in list(body.iter("p")):
        text = _text(paragraph)
        wanted = copies.pop(text, 0)
        following = paragraph.getnext()
        while wanted and following is not None and following.tag == "p" and _text(following) == text:
            wanted, following = wanted - 1, following.getnext()
        if wanted:
            tail, paragraph.tail = paragraph.tail, None  # the text after the run follows its last copy
            last = deepcopy(paragraph)
            paragraph.addnext(last)
            for _ in range(wanted - 1):
                paragraph.addnext(deepcopy(paragraph))
            last.tail = tail
        if not copies:
            return


def _text(element: _Element) -> str:
    return " ".join("".join(element.itertext()).split())
