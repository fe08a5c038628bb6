"""Trafilatura's XML main text → the markdown (or plain text) that becomes `raw_content`.

Trafilatura's markdown keeps underline, superscript and subscript as inline HTML tags and escapes
every underscore, so `user_name` reads `user\\_name`. A model reading `raw_content` gains nothing from
either, and the promise is markdown without stray HTML: those runs are rendered as plain text, and
underscores inside a word — which CommonMark never reads as emphasis — are left unescaped.

The body never opens with the page's headline: markdown puts the title in a heading in its place,
plain text leaves it out.
"""

from __future__ import annotations

import re

from lxml.etree import _Element
from trafilatura.utils import normalize_unicode
from trafilatura.xml import xmltotxt

from gptr_fulltext.textstats import match_key

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
    """Markdown that starts with the page title as a `#` heading, in place of a first line that repeats it."""
    if not title or not text:
        return text
    return f"# {title.strip()}\n\n{without_headline(text, title).lstrip()}"


def without_headline(text: str, title: str | None) -> str:
    """`text` without a first line that repeats `title`: the headline is not the body (plain text has no
    heading; the title travels in its own field). Compared by letters and digits, so quotes, case and
    markup do not hide a repeat; a table's first row stays, whatever it says."""
    key = match_key(title or "")
    first_line, _, rest = text.lstrip().partition("\n")
    is_headline = key and not first_line.startswith("|") and match_key(first_line) == key
    return rest.lstrip() if is_headline else text
