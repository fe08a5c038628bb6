"""Trafilatura's XML main text → the markdown (or plain text) that becomes `raw_content`.

Trafilatura's markdown keeps underline, superscript and subscript as inline HTML tags and escapes
every underscore, so `user_name` reads `user\\_name`. A model reading `raw_content` gains nothing from
either, and the promise is markdown without stray HTML: those runs are rendered as plain text, and
underscores inside a word — which CommonMark never reads as emphasis — are left unescaped.

The body never opens with the page's headline, nor with the few lines of furniture an extractor can
pick up above it: the title travels in its own field (`Extraction.content` makes it the heading of
the markdown GPT Researcher reads).
"""

from __future__ import annotations

import re

from lxml.etree import _Element
from trafilatura.utils import normalize_unicode
from trafilatura.xml import xmltotxt

from gptr_fulltext.textstats import count_words, match_key

# `hi` renditions trafilatura's markdown writes as inline HTML (`<u>`, `<sup>`, `<sub>`).
_HTML_RENDITIONS = frozenset({"#u", "#sup", "#sub"})
_INTRAWORD_ESCAPED_UNDERSCORE = re.compile(r"(?<=[^\W_])\\_(?=\w)")
# Lines before the headline are page furniture the extractor picked up (a promo blurb, a breadcrumb,
# a "now available" box) when they are this short and the headline is specific enough to recognise.
FURNITURE_MAX_WORDS = 80
_SPECIFIC_HEADLINE_CHARS = 20


def render(body: _Element, markdown: bool) -> str:
    """The text of `body` as markdown or plain text (mutates `body`'s renditions)."""
    if markdown:
        for element in body.iter("hi"):
            if element.get("rend") in _HTML_RENDITIONS:
                del element.attrib["rend"]
    text = normalize_unicode(xmltotxt(body, markdown))
    return _INTRAWORD_ESCAPED_UNDERSCORE.sub("_", text) if markdown else text


def without_headline(text: str, title: str | None) -> str:
    """`text` without the line that repeats `title` and what little stands before it: the headline is
    not the body (the title travels in its own field), and a few lines
    above it are furniture, not the article (`FURNITURE_MAX_WORDS`; only for a headline of
    `_SPECIFIC_HEADLINE_CHARS` or more, which a short line of prose will not repeat). Compared by
    letters and digits, so quotes, case and markup do not hide a repeat; a table row never counts."""
    key = match_key(title or "")
    lines = text.lstrip().split("\n")
    words = 0
    for index, line in enumerate(lines):
        if key and not line.startswith("|") and match_key(line) == key:
            return "\n".join(lines[index + 1 :]).lstrip()
        words += count_words(line)
        if words > FURNITURE_MAX_WORDS or len(key) < _SPECIFIC_HEADLINE_CHARS:
            break
    return text
