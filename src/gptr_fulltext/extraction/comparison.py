"""Trafilatura's comparison with readability and jusText, skipped on pages where it provably keeps
trafilatura's own text.

After its rules (`extract_content`), trafilatura's balanced pass runs readability on a copy of the
page and keeps readability's text instead only when (`external._prefer_readability`) its own text
is empty, or readability's is over twice as long (`len_algo > 2 × len_text`), or readability's is
over `2 × min_extracted_size` while its own has no paragraph text or more tables than paragraphs;
then jusText only when its own text is short (`min_extracted_size`) or holds elements its
sanitizer removes. Readability's text is a selection of the page's text nodes in document order
(scripts and styles dropped; it adds only "VIDEO" inside a video iframe), whitespace collapsed, so
it is never longer than the page's collapsed text without scripts and styles, plus those words.
Where that bound is at most twice trafilatura's own text, and its own text is long, clean and made
of paragraphs, the comparison cannot change anything: it is not run. That is ~half of all pages and
~5 ms (its readability pass and the copy of the tree it reads) on each (docs/benchmarks.md, #16).

The skip replaces `trafilatura.core._extract_and_compare` (its main rules, then the comparison
unless in fast mode), inside `gated` calls only: every other caller in the process (trafilatura's
own `extract`, the benchmark's reference) gets the original. Its recall retry is left as it is.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from copy import copy

import trafilatura.core
from lxml.etree import _Element
from lxml.html import HtmlElement
from trafilatura.external import SANITIZED_XPATH, compare_extraction
from trafilatura.main_extractor import extract_content
from trafilatura.settings import Extractor

# Above this many visible characters (lexbor's count) per character of trafilatura's own text, the
# bound is not worth computing (~0.5 ms): it comes out over 2 on all but a few pages. Speed only:
# whether the comparison is skipped rests on the bound alone.
_WORTH_BOUNDING = 2.5
_VIDEO_WORD = len(" VIDEO")  # what readability writes into each video iframe

_original = trafilatura.core._extract_and_compare
_VISIBLE: ContextVar[int | None] = ContextVar("visible_chars", default=None)


@contextmanager
def gated(visible_chars: int) -> Iterator[None]:
    """Within: trafilatura's balanced pass skips its comparison where it cannot change the text
    (module docstring); `visible_chars` is the page's visible text's length (`PageSignals`)."""
    token = _VISIBLE.set(visible_chars)
    try:
        yield
    finally:
        _VISIBLE.reset(token)


def _extract_and_compare(
    cleaned_tree: HtmlElement, cleaned_backup: HtmlElement, tree: HtmlElement, options: Extractor
) -> tuple[_Element, str]:
    """`trafilatura.core._extract_and_compare`, without the comparison where it cannot change the text."""
    visible = _VISIBLE.get()
    if visible is None or options.fast or options.focus != "balanced":
        return _original(cleaned_tree, cleaned_backup, tree, options)
    body, text = extract_content(cleaned_tree, options)
    if _keeps_own(body, text, tree, options, visible):
        return body, text
    return compare_extraction(cleaned_backup, copy(tree), body, text, options)


def _keeps_own(body: _Element, text: str, tree: HtmlElement, options: Extractor, visible: int) -> bool:
    """Whether `compare_extraction` would return `body` and `text` as they are, whatever readability finds."""
    own = len(text)
    if own < options.min_extracted_size or visible > _WORTH_BOUNDING * own or body.xpath(SANITIZED_XPATH):
        return False
    bound = _readability_bound(tree)
    if bound > 2 * own:
        return False
    made_of_paragraphs = bool(body.xpath(".//p//text()")) and len(body.findall(".//table")) <= len(
        body.findall(".//p")
    )
    return made_of_paragraphs or bound <= 2 * options.min_extracted_size


def _readability_bound(tree: HtmlElement) -> int:
    """The most characters readability's text can have on `tree`: its collapsed text, less what
    scripts and styles hold (their text's non-space characters: removing characters never adds
    spaces between words), plus readability's word in each iframe."""
    collapsed = len(" ".join(str(tree.xpath("string()")).split()))
    unread = sum(len("".join((element.text or "").split())) for element in tree.iter("script", "style"))
    return collapsed - unread + _VIDEO_WORD * sum(1 for _ in tree.iter("iframe"))


trafilatura.core._extract_and_compare = _extract_and_compare  # type: ignore[assignment]
