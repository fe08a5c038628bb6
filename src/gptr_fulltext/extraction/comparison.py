"""Trafilatura's fallbacks — its comparison with readability and jusText, its recall escalation's
page measure, its raw-tree prunes — skipped on pages where they provably change nothing.

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

Then, when its text is under 3,000 characters, the pass retries in recall mode if that text is under
a fifth (`ESCALATION_PAGE_SHARE`) of the page's as `html2txt` reads it: a copy of the page without its
asides, footers and consent notices, spaced at every block (~4 ms). Those deletions and spaces only
take characters away or split words at text-node boundaries, so the page's text nodes joined by
spaces, whitespace collapsed (~0.2 ms), is never shorter. Where the text already extracted is a
fifth of that, the retry cannot run, and that text stands in for `html2txt`'s: the escalation test,
its only reader in `trafilatura.core`, reads its length and decides the same (a later baseline rescue
only ever makes the text longer). So on two pages in three that measure it (docs/benchmarks.md).

The skips replace `trafilatura.core._extract_and_compare` (its main rules, then the comparison unless
in fast mode), `html2txt` and `prune_unwanted_nodes` (`pruning`) there and in its rules
(`trafilatura.main_extractor`), inside `gated` calls only:
every other caller in the process (trafilatura's own `extract`, the benchmark's reference) gets the
originals. The recall retry itself is left as it is.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from copy import copy
from dataclasses import dataclass, field

import trafilatura.core
import trafilatura.main_extractor
from lxml.etree import XPath, _Element
from lxml.html import HtmlElement
from trafilatura.baseline import html2txt as _original_html2txt
from trafilatura.core import ESCALATION_PAGE_SHARE
from trafilatura.external import SANITIZED_XPATH, compare_extraction
from trafilatura.htmlprocessing import prune_unwanted_nodes as _original_prune
from trafilatura.main_extractor import extract_content
from trafilatura.settings import Extractor

from gptr_fulltext.extraction.pruning import Pruner

# Above this many visible characters (lexbor's count) per character of trafilatura's own text, the
# bound is not worth computing (~0.5 ms): it comes out over 2 on all but a few pages. Speed only:
# whether the comparison is skipped rests on the bound alone.
_WORTH_BOUNDING = 2.5
_VIDEO_WORD = len(" VIDEO")  # what readability writes into each video iframe
_TEXT_NODES = XPath(".//text()", smart_strings=False)

_original = trafilatura.core._extract_and_compare


@dataclass
class _Pass:
    """What one gated pass knows: the page's visible text's length, the length of the text its
    main rules and comparison kept, and the pruner that remembers the page's names."""

    visible_chars: int
    own_chars: int | None = None
    pruner: Pruner = field(default_factory=Pruner)


_PASS: ContextVar[_Pass | None] = ContextVar("gated_pass", default=None)


@contextmanager
def gated(visible_chars: int) -> Iterator[None]:
    """Within: trafilatura's balanced pass skips its comparison, its escalation's page measure and its
    raw-tree prunes where they cannot change the text (module docstring); `visible_chars` is the page's
    visible text's length (`PageSignals`). One pass of trafilatura within each."""
    token = _PASS.set(_Pass(visible_chars))
    try:
        yield
    finally:
        _PASS.reset(token)


def _extract_and_compare(
    cleaned_tree: HtmlElement, cleaned_backup: HtmlElement, tree: HtmlElement, options: Extractor
) -> tuple[_Element, str]:
    """`trafilatura.core._extract_and_compare`, without the comparison where it cannot change the text."""
    state = _PASS.get()
    if state is None or options.focus != "balanced":
        return _original(cleaned_tree, cleaned_backup, tree, options)
    if options.fast:
        body, text = _original(cleaned_tree, cleaned_backup, tree, options)
    else:
        body, text = extract_content(cleaned_tree, options)
        if not _keeps_own(body, text, tree, options, state.visible_chars):
            body, text = compare_extraction(cleaned_backup, copy(tree), body, text, options)
    state.own_chars = len(text)
    return body, text


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


def _html2txt(content: HtmlElement, clean: bool = True) -> str:
    """`html2txt(content, clean)`, or in a gated pass whose text is already a fifth of the page's
    text nodes joined by spaces, that joined text: never shorter than `html2txt`'s, so the escalation
    test that reads its length cannot retry either way (module docstring)."""
    state = _PASS.get()
    if state is None or state.own_chars is None or not isinstance(content, HtmlElement):
        return _original_html2txt(content, clean)
    body = content.find(".//body")
    joined = " ".join(" ".join(_TEXT_NODES(content if body is None else body)).split())
    if state.own_chars >= ESCALATION_PAGE_SHARE * len(joined):
        return joined
    return _original_html2txt(content, clean)


def _prune(tree: HtmlElement, nodelist: list[XPath], with_backup: bool = False) -> HtmlElement:
    """`prune_unwanted_nodes`, without the expressions that cannot match in a gated pass (`pruning`)."""
    state = _PASS.get()
    if state is None:
        return _original_prune(tree, nodelist, with_backup)
    return state.pruner.prune(tree, nodelist, with_backup)


trafilatura.core._extract_and_compare = _extract_and_compare  # type: ignore[assignment]
trafilatura.core.html2txt = _html2txt  # type: ignore[attr-defined]
trafilatura.core.prune_unwanted_nodes = _prune  # type: ignore[attr-defined]
trafilatura.main_extractor.prune_unwanted_nodes = _prune  # type: ignore[attr-defined]
