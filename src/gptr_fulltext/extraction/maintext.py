"""HTML → the page's main text (as trafilatura's XML tree): one trafilatura pass, with its balanced
defaults, and the page's declared main region where that pass keeps only a sliver of it.

One balanced pass (trafilatura's own defaults: its rules, then its comparison with readability and
jusText, then its recall retry when the text is short) measured better on the shared corpora than
the escalating cascade it replaced (fast and precise first, then full and precise, then balanced,
each only when the text so far covered little of the page): macro token F1 0.887 → 0.892, ahead
on cleaneval, cleanportaleval and WCXB, level on the rest, at 15 % less CPU (docs/benchmarks.md,
#16). Above `LARGE_PAGE_VISIBLE` characters of visible text the pass is trafilatura's fast mode:
the comparison costs seconds there and changes nothing the cascade's measurements found.

Reader comments and replies (`Document.commentsbody`, trafilatura's comment search) are read when
`comments` (FULLTEXT_COMMENTS) is `true`, or `auto` on a page that does not declare itself an article:
a declared article's body is its story (schema.org's `articleBody` leaves the comments out), while a
thread, a Q&A page or an undeclared blog post is its discussion too. Measured on the six corpora
(docs/benchmarks.md, #16): `auto` raises dragnet and cleaneval and leaves the declared articles of
Zyte, readability and cleanportaleval as they were; `true` costs those three. See the README.

Trafilatura's formatting pass (bold, italics, underline) is off for both output formats. It changes
which text is kept, not only how it looks: it cut paragraphs in two at an emphasis and lost a lede
written before one (6 benchmark pages read differently with it), and without it the markdown still
has its headings, lists, tables and code blocks. So markdown and plain text carry the same words.

The page is parsed once (`parse`), and the metadata is read from that tree (`metadata.page_metadata`)
before `main_text` takes it. Trafilatura's pass (`bare_extraction`'s, without the copy of the tree it
makes for callers that read the tree afterwards) walks it with XPath pruning rules before its own
cleaning deletes scripts, styles, SVG, meta and link elements: deleting them first (all but
the JSON-LD its forum check and fallback read) leaves the same text at ~1.5 ms less a page.
"""

from __future__ import annotations

import logging
from copy import copy

from lxml.etree import ElementDefaultClassLookup, HTMLParser, LxmlError, strip_elements
from lxml.html import HtmlComment, HtmlElement, HtmlEntity, HtmlProcessingInstruction, fromstring
from trafilatura.core import trafilatura_sequence
from trafilatura.settings import Document, Extractor
from trafilatura.utils import is_dubious_html, repair_faulty_html
from trafilatura.xml import xmltotxt

from gptr_fulltext.evidence.textstats import count_words
from gptr_fulltext.extraction.comparison import gated
from gptr_fulltext.extraction.layout import flatten_layout_tables
from gptr_fulltext.extraction.linkruns import drop_link_runs, link_texts
from gptr_fulltext.extraction.region import REGION_SHARE, declares_article, has_region, main_region
from gptr_fulltext.extraction.repairs import repair
from gptr_fulltext.extraction.repeats import repeated_paragraphs, restore_repeats
from gptr_fulltext.extraction.unjoin import split_joined_articles

log = logging.getLogger("gptr_fulltext")


# Every trafilatura stage (its cleaning, baseline, html2txt, readability, jusText) deletes scripts,
# styles and SVG before reading text, and meta and link elements hold none. htmldate and the metadata
# readers do read them, so the metadata is read first.
_UNREAD_ALWAYS = ("style", "svg", "meta", "link")  # and scripts but JSON-LD
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
# Above this much visible text the fast pass stands: the comparison with readability and jusText
# costs seconds there (a 1.6 MB listing page: 2 s fast, 9 s more in full). The pages it helps —
# threads, FAQs, articles and product pages the fast rules cut short — measured 123,000 at most
# (round 8: of the 11 corpus pages over 100,000, a cleaneval page 0.03 → 0.95 and a WCXB product
# 0.44 → 0.55 in full, the other nine level, at most +0.5 s a page; none over 200,000 gained).
LARGE_PAGE_VISIBLE = 200_000


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
    comments: str = "false",
    split_body: tuple[str, str] | None = None,
) -> Document | None:
    """The main text of `tree`, or `None` when there is none. Takes `tree`: its scripts, styles, SVG,
    meta and link elements are deleted, and trafilatura prunes what its rules discard.

    The tree is repaired first where trafilatura would misread it (`repairs.repair`; `split_body`);
    a page that is not an article and whose declared main region trafilatura reads as a sliver gets
    that region's blocks instead (`region`); tables that lay the page out are read as the blocks they
    hold (`layout`); an article's text loses its runs of links to other pages (`linkruns`). The
    comments, when `comments` keeps them (module docstring), are the document's `commentsbody`.
    """
    article = declares_article(tree)  # before the meta elements go
    discussion = comments == "true" or (comments == "auto" and not article)
    links = link_texts(tree) if article else frozenset()  # before the repairs change any
    _drop_unread(tree)
    repair(tree, split_body)
    repeats = repeated_paragraphs(tree)  # before trafilatura drops all but one of each run
    regional = not article and has_region(tree)  # the region is read from the tree trafilatura prunes
    fast = visible_chars > LARGE_PAGE_VISIBLE
    source = copy(tree) if regional else tree
    with gated(visible_chars):  # its comparison with readability only where it could change the text
        document = _trafilatura(source, url, fast=fast, comments=discussion)
    if document is not None:
        split_joined_articles(document.body, source)
        restore_repeats(document.body, repeats)
        flatten_layout_tables(document.body)
    if article and document is not None:
        drop_link_runs(document.body, links)
    if not regional:
        return document
    found = _covered(document)
    region = main_region(tree, covered_chars=len(found))
    if region is None or count_words(found) >= REGION_SHARE * region.words:
        return document
    document = document or Document()
    document.body, document.raw_text = region.body, region.raw_text
    return document


def _covered(document: Document | None) -> str:
    """The text trafilatura read from the page: its main text and the comments it set apart. A
    region that holds a discussion (reviews under a product, replies under a post) is not a sliver
    of it when the rest is trafilatura's text: the region would only put the discussion first."""
    if document is None:
        return ""
    comments = document.commentsbody
    if comments is None or not len(comments):
        return xmltotxt(document.body, False)
    return f"{xmltotxt(document.body, False)}\n{xmltotxt(comments, False)}"


def _drop_unread(tree: HtmlElement) -> None:
    """Delete what trafilatura would delete unread anyway (tails stay, as its own deletion keeps them)."""
    scripts = [script for script in tree.iter("script") if script.get("type") != "application/ld+json"]
    for script in scripts:
        if script.getparent() is not None:
            script.drop_tree()
    strip_elements(tree, *_UNREAD_ALWAYS, with_tail=False)  # in C


def _trafilatura(tree: HtmlElement, url: str | None, *, fast: bool, comments: bool) -> Document | None:
    """What `bare_extraction(tree, output_format="txt")` returns, on `tree` itself: it prunes the tree
    it reads, and `bare_extraction` copies a tree handed to it first (~0.8 ms a page) for callers that
    read it afterwards, which `main_text` does only on the pages whose region it may read."""
    options = Extractor(
        output_format="txt", fast=fast, comments=comments, formatting=False, tables=True, url=url
    )
    try:
        body, text, comments_body, comments_text = trafilatura_sequence(tree, options, url)
    except _FAILURES as exc:
        log.debug("trafilatura failed on %s: %s", url, exc)
        return None
    if len(text) < options.min_output_size and len(comments_text) < options.min_output_comm_size:
        return None  # bare_extraction's size check: "text and comments not long enough"
    document = Document()
    document.body, document.raw_text, document.commentsbody = body, text, comments_body
    return document
