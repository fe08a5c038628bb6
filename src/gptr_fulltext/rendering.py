"""Trafilatura's XML main text → the markdown (or plain text) that becomes `raw_content`.

Trafilatura's markdown keeps underline, superscript and subscript as inline HTML tags and escapes
every underscore, so `user_name` reads `user\\_name`. A model reading `raw_content` gains nothing from
either, and the promise is markdown without stray HTML: those runs are rendered as plain text, and
underscores inside a word — which CommonMark never reads as emphasis — are left unescaped.
"""

from __future__ import annotations

import re

from lxml.etree import _Element
from trafilatura.utils import normalize_unicode
from trafilatura.xml import xmltotxt

# `hi` renditions trafilatura's markdown writes as inline HTML (`<u>`, `<sup>`, `<sub>`).
_HTML_RENDITIONS = frozenset({"#u", "#sup", "#sub"})
_INTRAWORD_ESCAPED_UNDERSCORE = re.compile(r"(?<=[^\W_])\\_(?=\w)")


def render(body: _Element, markdown: bool) -> str:
    """The text of `body` as markdown or plain text (mutates `body`'s renditions)."""
    if markdown:
        for element in body.iter("hi"):
            if element.get("rend") in _HTML_RENDITIONS:
                del element.attrib["rend"]
    text = normalize_unicode(xmltotxt(body, markdown))
    return _INTRAWORD_ESCAPED_UNDERSCORE.sub("_", text) if markdown else text


def with_title(text: str, title: str | None) -> str:
    """Markdown that starts with the page title as a `#` heading, replacing a first line that repeats it."""
    if not title or not text:
        return text
    first_line, _, rest = text.lstrip().partition("\n")
    body = rest if first_line.lstrip("#").strip() == title.strip() else text
    return f"# {title.strip()}\n\n{body.lstrip()}"
