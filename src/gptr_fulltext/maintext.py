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
has its headings, lists, tables, quotes and code. So markdown and plain text carry the same words.

The page is parsed once (`parse`), and the metadata is read from that tree (`metadata.page_metadata`)
before `main_text` takes it. Trafilatura copies the tree twice per step and walks it with XPath
pruning rules before its own cleaning deletes scripts, styles, SVG, meta and link elements: deleting
them first (all but the JSON-LD its forum check and fallback read) leaves the same text at ~1.5 ms
less a page.
"""

from __future__ import annotations

import logging
from itertools import takewhile
from typing import Any

from lxml.etree import ElementDefaultClassLookup, HTMLParser, LxmlError
from lxml.html import HtmlComment, HtmlElement, HtmlEntity, HtmlProcessingInstruction, fromstring
from trafilatura import bare_extraction
from trafilatura.settings import Document
from trafilatura.utils import is_dubious_html, repair_faulty_html

log = logging.getLogger("gptr_fulltext")


class _OursToReport(logging.Filter):
    """Drop trafilatura's per-page 'no text here' messages: the judge reports every such page with a
    reason, and in a research run's log the bare warnings are noise without one."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(("discarding data", "empty HTML tree"))


logging.getLogger("trafilatura.core").addFilter(_OursToReport())

# Every trafilatura stage (its cleaning, baseline, html2txt, readability, jusText) deletes scripts,
# styles and SVG before reading text, and meta and link elements hold none. htmldate and the metadata
# readers do read them, so the metadata is read first.
_UNREAD = ("script", "style", "svg", "meta", "link")
# Trafilatura's parser settings. lxml.html's own parser picks each element's Python class in Python,
# once for every element trafilatura's XPath rules and loops touch (~2,900 a page, ~1.3 ms); these are
# the same classes but for forms and their fields, whose extra methods trafilatura never calls.
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# Block elements, which end a paragraph, and the inline ones a paragraph's text runs through.
_BLOCKS = {"article", "blockquote", "center", "div", "figure", "ol", "p", "pre", "section", "table", "ul"}
_BLOCKS.update(_HEADINGS)
_INLINE = {"a", "abbr", "b", "cite", "code", "em", "font", "i", "mark", "q", "s", "small", "span", "strong"}
_INLINE.update(("sub", "sup", "time", "u"))
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
RELATED_AFTER_WORDS = 100
# Words of a paragraph outside a styled span that make the span a part of its sentence.
SENTENCE_WORDS_AROUND = 3
# Words that make a paragraph running text rather than a label ("Read also", "Share").
PROSE_WORDS = 5
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
    A `split_body` (tag, class) names an article body cut into sibling containers
    (`signals.PageSignals.split_body`): its parts are joined into the first, which trafilatura reads.
    """
    _drop_unread(tree)
    _drop_related_posts(tree)
    _unwrap_inline_spans(tree)
    _unlink_section_headings(tree)
    _wrap_leading_text(tree)
    if split_body is not None:
        _join_parts(tree, *split_body)
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


def _drop_related_posts(tree: HtmlElement) -> None:
    """Delete lists of posts nested in an article after a complete one: related posts.

    Articles nested in an article are, in HTML's terms, related to it: comments, or a "you may also
    like" list of other posts with their full text, which trafilatura then reads as the article's own
    continuation. A group of two or more sibling articles nested in another goes when an article
    outside that group, earlier in the page, holds `RELATED_AFTER_WORDS` or more words. A live blog,
    whose entries are nested articles and the whole story, has no such complete article before them.
    """
    groups: dict[HtmlElement, list[HtmlElement]] = {}
    for article in tree.iter("article"):
        parent = article.getparent()
        if parent is not None and next(article.iterancestors("article"), None) is not None:
            groups.setdefault(parent, []).append(article)
    for posts in groups.values():
        if len(posts) >= 2 and _complete_article_before(tree, posts[0]):
            for post in posts:
                post.drop_tree()


def _unwrap_inline_spans(tree: HtmlElement) -> None:
    """Unwrap the styled spans that carry part of a paragraph's sentence, keeping their text.

    Trafilatura deletes blocks by class and style (`link`, `bottom`, a border; in precision mode), and
    spans are among the elements tested: a `<span class="link">` around a link inside a sentence
    went with its words ("reported that [the NFL will fine Rudolph] for his role"). A span holding less
    than half of its paragraph, with `SENTENCE_WORDS_AROUND` or more words outside it, is inline text.
    """
    for paragraph in tree.iter("p"):
        spans = [child for child in paragraph if child.tag == "span" and child.attrib]
        if not spans:
            continue
        words = len(paragraph.text_content().split())
        for span in spans:
            inner = len(span.text_content().split())
            if inner < words / 2 and words - inner >= SENTENCE_WORDS_AROUND:
                span.drop_tag()


def _unlink_section_headings(tree: HtmlElement) -> None:
    """Unwrap the link of a heading that stands between two paragraphs, keeping its words.

    Trafilatura's precision mode deletes a heading that is mostly a link: most are teaser headlines.
    One set between paragraphs of running text titles a section of it (each product of a gift
    guide), and goes missing with its words. A short paragraph before it ("Read also") is a teaser's
    label, so both neighbours must hold `PROSE_WORDS` or more.
    """
    for heading in tree.iter(_HEADINGS):
        links = heading.findall(".//a")
        if len(links) == 1 and _is_prose(heading.getprevious()) and _is_prose(heading.getnext()):
            links[0].drop_tag()


def _is_prose(element: HtmlElement | None) -> bool:
    return element is not None and element.tag == "p" and len(element.text_content().split()) >= PROSE_WORDS


def _wrap_leading_text(tree: HtmlElement) -> None:
    """Make a paragraph of the text a container opens with, before its first block.

    Trafilatura reads the paragraphs and blocks inside the container it picks, not the text run that
    opens the container itself: a lede written straight into `<div class="content">`, ahead of the
    figures and blocks that follow, was lost (MacRumors). The run (the container's own text and the
    inline elements up to the first line break or block) becomes a `<p>` when it holds `PROSE_WORDS`
    or more and the container has blocks; one without blocks is itself a paragraph, read whole.
    """
    for container in tree.iter("div"):
        if not (container.text and container.text.strip()):
            continue
        children = list(container)
        if not any(child.tag in _BLOCKS for child in children):
            continue
        run = list(takewhile(lambda child: child.tag in _INLINE, children))
        words = len(container.text.split()) + sum(
            len(child.text_content().split()) + len((child.tail or "").split()) for child in run
        )
        if words >= PROSE_WORDS:
            lead = container.makeelement("p", {})
            lead.text, container.text = container.text, None
            lead.extend(run)
            container.insert(0, lead)


def _complete_article_before(tree: HtmlElement, first_post: HtmlElement) -> bool:
    containers = set(first_post.iterancestors("article"))
    for article in tree.iter("article"):
        if article is first_post:
            return False
        if article not in containers and len(article.text_content().split()) >= RELATED_AFTER_WORDS:
            return True
    return False


def _join_parts(tree: HtmlElement, tag: str, name: str) -> None:
    """Move the content of every later `tag` element of class `name` into the first, in document
    order (what lies between the parts, ads and asides, stays where it was)."""
    first, *rest = tree.xpath(f"//{tag}[@class=$name]", name=name) or [None]
    for part in rest:
        if part in first.iterancestors():
            return  # parsed differently from the pre-parse: nested, not split
        continuation = first.makeelement("div", {})
        continuation.text, part.text = part.text, None
        continuation.extend(part)
        first.append(continuation)


def _trafilatura(tree: HtmlElement, url: str | None, **options: Any) -> Document | None:
    try:
        document = bare_extraction(
            tree, url=url, include_comments=False, include_tables=True, include_formatting=False, **options
        )
    except _FAILURES as exc:
        log.debug("trafilatura failed on %s: %s", url, exc)
        return None
    return document if isinstance(document, Document) else None
