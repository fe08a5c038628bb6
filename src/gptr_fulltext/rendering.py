"""Trafilatura's XML main text → the markdown (or plain text) that becomes `raw_content`.

Trafilatura's markdown keeps underline, superscript and subscript as inline HTML tags and escapes
every underscore, so `user_name` reads `user\\_name`. A model reading `raw_content` gains nothing from
either, and the promise is markdown without stray HTML: those runs are rendered as plain text, and
underscores inside a word — which CommonMark never reads as emphasis — are left unescaped.
"""

from __future__ import annotations

import re

from lxml.etree import _Element, strip_tags
from trafilatura.utils import normalize_unicode
from trafilatura.xml import xmltotxt

# `hi` renditions trafilatura's markdown writes as inline HTML (`<u>`, `<sup>`, `<sub>`).
_HTML_RENDITIONS = frozenset({"#u", "#sup", "#sub"})
_INTRAWORD_ESCAPED_UNDERSCORE = re.compile(r"(?<=[^\W_])\\_(?=\w)")


def render(body: _Element, markdown: bool) -> str:
    """The text of `body` as markdown or plain text.

    Mutates `body`: links are reduced to their text (the target URLs are noise in a prompt).
    """
    strip_tags(body, "ref")
    if markdown:
        for element in body.iter("hi"):
            if element.get("rend") in _HTML_RENDITIONS:
                del element.attrib["rend"]
    text = normalize_unicode(xmltotxt(body, markdown))
    return _INTRAWORD_ESCAPED_UNDERSCORE.sub("_", text) if markdown else text


def with_title(text: str, title: str | None) -> str:
    """Start markdown with the page title as a heading, unless the text already starts with it."""
    if not title or not text:
        return text
    first_line = text.lstrip().split("\n", 1)[0].lstrip("#").strip()
    return text if first_line == title.strip() else f"# {title.strip()}\n\n{text}"
