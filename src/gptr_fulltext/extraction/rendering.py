"""Trafilatura's XML main text → the markdown (or plain text) that becomes `raw_content`.

The XML comes from trafilatura's extraction without its formatting pass (see `maintext`), so the
markdown has headings, lists, tables and code blocks, and no emphasis. Trafilatura's markdown escapes
every underscore, so `user_name` reads `user\\_name`: an underscore right after a letter or digit
(`user_name`, `@handle_`) is left unescaped. CommonMark never lets it open emphasis, and with every
other underscore still escaped none could close it.

The body never opens with the page's headline, nor with the few lines of furniture an extractor can
pick up above it: the title travels in its own field (`Extraction.content` makes it the heading of
the markdown GPT Researcher reads).
"""

from __future__ import annotations

import re
from copy import deepcopy
from html import unescape

import trafilatura.xml
from lxml.etree import Comment, Entity, ProcessingInstruction, _Element
from trafilatura.utils import normalize_unicode, sanitize
from trafilatura.xml import (
    _collapse_emphasis,
    _escape_and_convert_math_tree,
    _merge_adjacent_hi,
    _strip_block_whitespace,
    process_element,
    xmltotxt,
)

from gptr_fulltext.evidence.textstats import count_words, match_key

_WORD_ESCAPED_UNDERSCORE = re.compile(r"(?<=[^\W_])\\_")
_ESCAPED_UNDERSCORE_RULE = re.compile(r"^(?:\\_){3,}$", re.MULTILINE)  # a line of underscores: a rule
# Lines before the headline are page furniture the extractor picked up (a promo blurb, a breadcrumb,
# a "now available" box) when they are this short and the headline is specific enough to recognise.
FURNITURE_MAX_WORDS = 80
_SPECIFIC_HEADLINE_CHARS = 20
_WORDS = re.compile(r"[^\W_]+")
_SHARED_WORDS = 0.6
_OPENING_LINES = 4
_DATELINE_MAX_WORDS = 15
_DATELINE_DIGIT_SHARE = 0.3
_BYLINE_MAX_NAMES = 5
_SENTENCE_END = re.compile(r"[.!?]\s*$")
# What trafilatura's markdown escaping rewrites: its inline special characters, and the backslash that
# opens every LaTeX delimiter its math conversion reads (`\(`, `\[`).
_ESCAPED = re.compile("[" + re.escape("\\" + "".join(trafilatura.xml._INLINE_SPECIAL_CHARS)) + "]")


def render(body: _Element, markdown: bool) -> str:
    """The text of `body` as markdown or plain text."""
    text = normalize_unicode(_markdown(body) if markdown else xmltotxt(body, False))
    if not markdown:
        return text
    return _ESCAPED_UNDERSCORE_RULE.sub("___", _WORD_ESCAPED_UNDERSCORE.sub("_", text))


def _markdown(body: _Element) -> str:
    """`xmltotxt(body, True)`: its steps, in its order, on a copy of `body`, less the passes that would
    change nothing (~0.2 ms of its ~0.5 on a median page, docs/benchmarks.md #16).

    Its escaping pass rewrites each text and tail that holds an inline special character or a
    backslash (every math delimiter starts with one) and leaves every other as it is: on a text with
    none of them, three pages in four, it is skipped (a comment, processing instruction or entity,
    whose text `itertext` does not read, keeps it). Its two emphasis passes change only `hi` elements,
    which trafilatura writes only with its formatting pass, off here (`maintext`)."""
    tree = deepcopy(body)
    unread = next(tree.iter(Comment, ProcessingInstruction, Entity), None)
    if unread is not None or _ESCAPED.search("".join(tree.itertext())):
        _escape_and_convert_math_tree(tree)
    if next(tree.iter("hi"), None) is not None:
        _collapse_emphasis(tree)
        _merge_adjacent_hi(tree)
    _strip_block_whitespace(tree)
    returnlist: list[str] = []
    process_element(tree, returnlist, True)
    return unescape(sanitize("".join(returnlist), True) or "")


def drop_opening_headline(body: _Element, title: str | None) -> None:
    """Delete a level-1 heading that opens `body` when it names the page's story as `title` does.

    An `h1` above everything else in the main text is the page's headline, often worded apart from
    the `<title>` or `og:title` (an SEO title, a rubric, a shorter or longer form): the title field
    carries it. Only when the two share most words, so a page whose `h1` is the one real name of
    the page keeps it when its title is generic."""
    first = next(iter(body), None)
    if first is None or first.tag != "head" or first.get("rend") != "h1" or (body.text or "").strip():
        return
    if _names_the_same(" ".join(first.itertext()), title or ""):
        body.text = first.tail  # loose text after the heading, if any, stays
        body.remove(first)


def headline_title(title: str | None, declared: str | None) -> str | None:
    """The title the headline cuts look for in the text: `title` (the title field), or `None` when
    the page declares a title (its meta tags or JSON-LD, else its `<title>`) that does not hold most
    of `title`'s words.

    Without a declared title, trafilatura takes the page's lone `h1` for the title field, and every
    lone `h1` then "names the title" it was read from. But a chapter's name under a generic `<title>`
    ("Storm week" under "Harbour diary"), or a headline that says more than the page's own title, is
    text of the page, not a repeat of its name: it stays (and `Extraction.content` does not head the
    text with it twice). Measured on the six corpora: readability +0.0013 token F1, WCXB +0.0006, the
    others level (docs/benchmarks.md, round 7)."""
    if not title or not declared or _names_the_same(title, declared, of_headline=True):
        return title
    return None


def _names_the_same(headline: str, title: str, *, of_headline: bool = False) -> bool:
    """Whether most words of the shorter of two headlines (of `headline`, with `of_headline`) are in
    the other (letters and digits; a headline of one word, or without spaces as in Chinese and
    Japanese, by one containing the other)."""
    words, title_words = set(_WORDS.findall(headline.lower())), set(_WORDS.findall(title.lower()))
    if not words or not title_words:
        return False
    if len(words) == 1 or len(title_words) == 1:
        key, title_key = match_key(headline), match_key(title)
        return bool(key and title_key) and (key in title_key or title_key in key)
    shared = len(words) if of_headline else min(len(words), len(title_words))
    return len(words & title_words) >= _SHARED_WORDS * shared


def without_dateline(text: str, date: str | None) -> str:
    """`text` without the byline and dateline lines that open it: "By Jane Doe", "November 20, 2019
    10:43", "5:45 AM PST 11/19/2019 by Jane Doe". A dateline is a short line that names the page's
    `date` (its year and day of month) and is mostly numbers; a byline is a few words after "By".
    Prose that mentions the date ("On November 20, 2019 the council voted.") is neither."""
    lines = text.lstrip().split("\n")
    start = 0
    for line in lines[:_OPENING_LINES]:
        if line.strip() and not _is_dateline(line, date) and not _is_byline(line):
            break
        start += 1
    return "\n".join(lines[start:]).lstrip() if start else text


def _is_byline(line: str) -> bool:
    """Whether `line` is "By" and one to five capitalised words (a name, an agency; "and" or "&"
    between them), so a heading like "By the numbers" is not one."""
    by, *names = line.strip(" *_#").split() or [""]
    return (
        by == "By"
        and 1 <= len(names) <= _BYLINE_MAX_NAMES
        and all(name[0].isupper() or name in ("and", "&") for name in names)
        and not _SENTENCE_END.search(line)
    )


def _is_dateline(line: str, date: str | None) -> bool:
    tokens = _WORDS.findall(line)
    if not date or not tokens or len(tokens) > _DATELINE_MAX_WORDS or _SENTENCE_END.search(line):
        return False
    numbers = [token.lstrip("0") for token in tokens if token.isdigit()]
    year, day = date[:4], date.rsplit("-", 1)[-1].lstrip("0")  # htmldate's form: YYYY-MM-DD
    return year in numbers and day in numbers and len(numbers) >= _DATELINE_DIGIT_SHARE * len(tokens)


def without_headline(text: str, title: str | None) -> str:
    """`text` without the line that repeats `title` and what little stands before it: the headline is
    not the body (the title travels in its own field), and a few lines above it are furniture, not
    the article (`FURNITURE_MAX_WORDS`; only for a headline of `_SPECIFIC_HEADLINE_CHARS` or more,
    which a short line of prose will not repeat). Compared by letters and digits, so quotes, case
    and markup do not hide a repeat; a table row never counts."""
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
