"""HTML → trafilatura's main text (as its XML tree), escalating only when it finds little.

Trafilatura's precision mode without comments measured best on the article benchmark, and its fast
mode (no comparison with readability and jusText) gave the same text there on every page where it
found a quarter or more of the page's visible text. So a cascade, each step run only when the text
so far covers less of the visible text than its threshold:

1. fast, precise;
2. full, precise (the comparison recovers forum threads and pages the fast rules cut to a sliver);
3. trafilatura's balanced defaults, whose recall retry recovers what precision rules still drop
   (FAQ accordions, for one).

Trafilatura's formatting pass (bold, italics, underline) is off for both output formats. It changes
which text is kept, not only how it looks: it cut paragraphs in two at an emphasis and lost a lede
written before one (6 benchmark pages read differently with it), and without it the markdown still
has its headings, lists, tables and code blocks. So markdown and plain text carry the same words.

The page is parsed once (`parse`), and the metadata is read from that tree (`metadata.page_metadata`)
before `main_text` takes it. Trafilatura copies the tree twice per step and walks it with XPath
pruning rules before its own cleaning deletes scripts, styles, SVG, meta and link elements: deleting
them first (all but the JSON-LD its forum check and fallback read) leaves the same text at ~1.5 ms
less a page.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from lxml.etree import ElementDefaultClassLookup, HTMLParser, LxmlError
from lxml.html import HtmlComment, HtmlElement, HtmlEntity, HtmlProcessingInstruction, fromstring
from trafilatura import bare_extraction
from trafilatura.settings import Document
from trafilatura.utils import is_dubious_html, repair_faulty_html

from gptr_fulltext.extraction.repairs import repair

log = logging.getLogger("gptr_fulltext")


class _QuietCalls(logging.Filter):
    """Drops trafilatura's per-page 'no text here' messages, but only those logged by threads inside
    `main_text`: the judge reports every such page with a reason, while anyone else's trafilatura
    calls, and its other messages, stay as trafilatura logs them."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: set[int] = set()

    def filter(self, record: logging.LogRecord) -> bool:
        return record.thread not in self.threads or not str(record.msg).startswith(_NO_TEXT_MESSAGES)


_NO_TEXT_MESSAGES = ("discarding data", "empty HTML tree")
_TRAFILATURA_LOG = logging.getLogger("trafilatura.core")
_QUIET = _QuietCalls()
_QUIET_LOCK = threading.Lock()


@contextmanager
def _quiet_trafilatura() -> Iterator[None]:
    """Attach the filter to trafilatura's logger for this thread's call only, and remove it after
    the last call ends: importing or using this package leaves other libraries' loggers as they are."""
    thread = threading.get_ident()
    with _QUIET_LOCK:
        if not _QUIET.threads:
            _TRAFILATURA_LOG.addFilter(_QUIET)
        _QUIET.threads.add(thread)
    try:
        yield
    finally:
        with _QUIET_LOCK:
            _QUIET.threads.discard(thread)
            if not _QUIET.threads:
                _TRAFILATURA_LOG.removeFilter(_QUIET)


# Every trafilatura stage (its cleaning, baseline, html2txt, readability, jusText) deletes scripts,
# styles and SVG before reading text, and meta and link elements hold none. htmldate and the metadata
# readers do read them, so the metadata is read first.
_UNREAD = ("script", "style", "svg", "meta", "link")
# Trafilatura's parser settings. lxml.html's own parser picks each element's Python class in Python,
# once for every element trafilatura's XPath rules and loops touch (~2,900 a page, ~1.3 ms); these are
# the same classes but for forms and their fields, whose extra methods trafilatura never calls.
_PARSER = HTMLParser(
    collect_ids=False, default_doctype=False, encoding="utf-8", remove_comments=True, remove_pis=True
)
_PARSER.set_element_class_lookup(
    ElementDefaultClassLookup(
        element=HtmlElement, comment=HtmlComment, pi=HtmlProcessingInstruction, entity=HtmlEntity
    )
)
_FAILURES = (LxmlError, RecursionError, ValueError, TypeError, AttributeError)
# (trafilatura options, share of the visible text below which the next step runs)
# Above this much visible text the fast pass stands, whatever it found: each further pass costs
# seconds there (a 1.6 MB listing page: 2 s fast, 9 s more for the two others), and the pages the
# cascade exists for — threads, FAQs, articles the fast rules cut short — measured 18,000 at most
# (all 314 benchmark and corpus pages: 56,517 at most).
ESCALATE_MAX_VISIBLE = 100_000
CASCADE: tuple[tuple[dict[str, Any], float], ...] = (
    ({"fast": True, "favor_precision": True}, 0.25),
    ({"fast": False, "favor_precision": True}, 0.10),
    ({"fast": False, "favor_precision": False}, 0.0),
)


def parse(markup: str) -> HtmlElement | None:
    """`markup` as the lxml tree trafilatura's `load_html` makes (its repairs, its parser settings, its
    test for text that is not HTML), or `None`; only the element classes are looked up in C."""
    beginning = markup[:50].lower()
    repaired = repair_faulty_html(markup, beginning)
    try:  # as bytes: lxml refuses text that declares an encoding, which load_html then parses as bytes
        tree = fromstring(repaired.encode("utf-8", "surrogatepass"), parser=_PARSER)
    except _FAILURES as exc:
        log.debug("lxml could not parse the page: %s", exc)
        return None
    return None if is_dubious_html(beginning) and len(tree) < 2 else tree


def main_text(
    tree: HtmlElement,
    url: str | None,
    visible_chars: int,
    *,
    discussion: bool = False,
    split_body: tuple[str, str] | None = None,
) -> Document | None:
    """The main text of `tree`, or `None` when trafilatura finds no text. Takes `tree`: its scripts,
    styles, SVG, meta and link elements are deleted.

    A `discussion` (a Q&A page, a forum thread) goes through every step and keeps the longest text:
    the precise steps keep the question and drop the answers, whatever share of the page that is.
    The tree is repaired first where trafilatura would misread it (`repairs.repair`; `split_body`).
    """
    _drop_unread(tree)
    repair(tree, split_body)
    with _quiet_trafilatura():
        return _cascade(tree, url, visible_chars, discussion)


def _cascade(tree: HtmlElement, url: str | None, visible_chars: int, discussion: bool) -> Document | None:
    best: Document | None = None
    for options, escalate_below in CASCADE:
        found = _trafilatura(tree, url, **options)
        if best is None:
            best = found
        elif found is not None and len(found.raw_text or "") > len(best.raw_text or ""):
            best.body, best.raw_text = found.body, found.raw_text
        if visible_chars > ESCALATE_MAX_VISIBLE or (
            not discussion and best is not None and len(best.raw_text or "") >= escalate_below * visible_chars
        ):
            break
    return best


def _drop_unread(tree: HtmlElement) -> None:
    """Delete what trafilatura would delete unread anyway (tails stay, as its own deletion keeps them)."""
    for element in list(tree.iter(_UNREAD)):
        if element.get("type") != "application/ld+json" and element.getparent() is not None:
            element.drop_tree()


def _trafilatura(tree: HtmlElement, url: str | None, **options: Any) -> Document | None:
    try:
        document = bare_extraction(
            tree, url=url, include_comments=False, include_tables=True, include_formatting=False, **options
        )
    except _FAILURES as exc:
        log.debug("trafilatura failed on %s: %s", url, exc)
        return None
    return document if isinstance(document, Document) else None
