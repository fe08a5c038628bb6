"""The parsed page, repaired where trafilatura's rules would misread it, before it reads it.

Each repair answers one way trafilatura lost or mixed up an article's words on the benchmark's dev
pages or the fixture corpus, and each is bounded so that the pages it does not concern read as they
did (docs/benchmarks.md has the figures per repair): related posts nested in the article, hover cards
of headlines inside a sentence, a sentence cut at a styled span, a section heading deleted as a link,
a lede written straight into its container, a quoted post deleted with its widget, an article body
split around ads, the tab panels a page shows one at a time, the lists of a page laid out in a table.
"""

from __future__ import annotations

import re
from itertools import takewhile

from lxml.etree import XPath
from lxml.html import HtmlElement
from trafilatura.settings import CUT_EMPTY_ELEMS

# Words of an earlier, separate article that make nested sibling articles its related posts.
RELATED_AFTER_WORDS = 100
# Words of a paragraph outside a styled span that make the span a part of its sentence.
SENTENCE_WORDS_AROUND = 3
# Words that make a paragraph running text rather than a label ("Read also", "Share").
PROSE_WORDS = 5
# A span in a paragraph with this many links and words, every word in a link, is a card of links.
CARD_LINKS = 3
CARD_WORDS = 15
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# Block elements, which end a paragraph, and the inline ones a paragraph's text runs through.
_BLOCKS = frozenset(
    {
        "article",
        "blockquote",
        "center",
        "div",
        "figure",
        "ol",
        "p",
        "pre",
        "section",
        "table",
        "ul",
        *_HEADINGS,
    }
)
_INLINE = frozenset(
    {"a", "abbr", "b", "cite", "code", "em", "font", "i", "mark", "q", "s", "small", "span", "strong"}
    | {"sub", "sup", "time", "u"}
)
_CUT_EMPTY = tuple(CUT_EMPTY_ELEMS)
# How markup hides an element from the reader (a tab panel not open, a template's fallback copy):
# trafilatura deletes elements styled or classed so.
_HIDING_STYLE = re.compile(r"(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*;?", re.IGNORECASE)
# A class one of whose hyphenated parts says so ("hidden", "w-condition-invisible", "hide-panel").
_HIDING_CLASS = re.compile(r"(?<![\w-])(?:\w+-)*(?:hidden|hide|invisible)(?:-\w+)*(?![\w-])", re.IGNORECASE)
_HIDING_ATTRIBUTES = ("hidden", "aria-hidden")
# The elements `//*[@role="tabpanel"]` finds, in document order, reached through the attribute axis:
# libxml2 tests a predicate on every element at ~5× the cost (0.16 → 0.03 ms a median page).
_TAB_PANELS = XPath('//@role[. = "tabpanel"]/..')
# An embed code's blockquote class: a network's name and the kind of embed, joined by a hyphen.
_EMBED_CLASS = re.compile(r"\b[a-z]+-(?:tweet|media|embed|post|toot)\b", re.IGNORECASE)


def repair(tree: HtmlElement, split_body: tuple[str, str] | None = None) -> None:
    """Every repair, in order. A `split_body` (tag, class) names an article body cut into sibling
    containers (`signals.PageSignals.split_body`): its parts are joined into the first."""
    drop_related_posts(tree)
    unhide_tab_panels(tree)
    drop_link_cards(tree)
    unwrap_inline_spans(tree)
    unlink_section_headings(tree)
    wrap_leading_text(tree)
    unwrap_embedded_posts(tree)
    unlist_headline_cells(tree)
    drop_empty_elements(tree)  # last: also the wrappers the repairs above leave empty
    if split_body is not None:
        join_parts(tree, *split_body)


def unlist_headline_cells(tree: HtmlElement) -> None:
    """Write the lists of a table cell that holds the page's headline (an `h1`) as paragraphs, one an
    item: the page's text, laid out in a table the old way.

    Trafilatura drops every list inside a table cell (a layout's menus are lists in cells), so a page
    laid out in a table lost its article's lists: a dictionary entry's senses, a recipe's steps (#17,
    round 15). A menu stands in a cell of its own; the cell that holds the headline is the article's.
    Only the lists that stand beside the headline, children of the containers between it and its
    cell (a sidebar's lists in a cell that holds the whole page stand in containers of their own),
    and not lists of links: half their text or more in links is a rail ("up next", related stories)
    or a menu wherever it stands, left to trafilatura."""
    for headline in tree.iter("h1"):
        containers = set()
        for ancestor in headline.iterancestors():
            containers.add(ancestor)
            if ancestor.tag in ("td", "th"):
                break
        else:
            continue  # in no table cell
        for listed in [element for element in ancestor.iter("ul", "ol") if element.getparent() in containers]:
            linked = sum(len(link.text_content().strip()) for link in listed.iter("a"))
            if 2 * linked >= len(listed.text_content().strip()):
                continue
            for item in listed.iter("li"):
                item.tag = "p"
            listed.tag = "div"


def drop_related_posts(tree: HtmlElement) -> None:
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


def unhide_tab_panels(tree: HtmlElement) -> None:
    """Show every tab panel (`role="tabpanel"`), not only the one open when the page loads.

    Tabs lay out one page's sections side by side ("Description", "Specifications", "Shipping";
    a function's parameters, then its examples): each panel is the page's content a click away, not
    text the page withholds. Those not shown on load are hidden by style, class or attribute
    (`display:none`, a `hidden` class, `aria-hidden`, `hidden`), which trafilatura's rules and the
    main region read as furniture and delete. Measured on the six corpora (docs/benchmarks.md,
    round 9): of the 113 pages that name a tab panel, 6 change (4 up, 2 down), all WCXB: product,
    service and documentation +0.001 each; no verdict changes.
    """
    for panel in _TAB_PANELS(tree):
        if (style := panel.get("style")) and _HIDING_STYLE.search(style):
            panel.set("style", _HIDING_STYLE.sub("", style))
        if (classes := panel.get("class")) and _HIDING_CLASS.search(classes):
            panel.set("class", _HIDING_CLASS.sub("", classes))
        for attribute in _HIDING_ATTRIBUTES:
            panel.attrib.pop(attribute, None)


def hidden_by_markup(element: HtmlElement) -> bool:
    """Whether the element's own markup hides it: a `hidden` or `aria-hidden="true"` attribute, a
    hiding style (`display:none`, `visibility:hidden`) or class (`hidden`, `hide`, `invisible`, alone
    or as a hyphenated part)."""
    return (
        element.get("hidden") is not None
        or element.get("aria-hidden") == "true"
        or bool(_HIDING_STYLE.search(element.get("style") or ""))
        or bool(_HIDING_CLASS.search(element.get("class") or ""))
    )


def drop_empty_elements(tree: HtmlElement) -> None:
    """Delete the empty elements that text follows, keeping that text.

    Trafilatura's precise rules delete empty elements (of `CUT_EMPTY_ELEMS`) together with the text
    that follows them: an icon (`<i class="fa-…"></i>`), an empty `<span>` or `<b>` in a sentence took
    the rest of the sentence along, a `<div class="clear"></div>` the text after it.
    """
    empty = [
        element
        for element in tree.iter(_CUT_EMPTY)
        if element.tail and element.tail.strip() and len(element) == 0 and not (element.text or "").strip()
    ]
    for element in empty:
        element.drop_tag()


def drop_link_cards(tree: HtmlElement) -> None:
    """Delete the cards of links a paragraph hides in its spans: hover cards.

    A name in a sentence can carry a card that shows on hover: a photo and the latest headlines about
    that person. It is in the markup, inside the paragraph, and trafilatura reads its
    headlines into the sentence. A span holding `CARD_LINKS` or more links and `CARD_WORDS` or more
    words, all of them in links, is such a card; the innermost goes first, so the name it hangs on,
    a link of its own, stays.
    """
    # Every span with a paragraph above it: `//p//span` costs libxml2 time quadratic in the number
    # of paragraphs (it merges each paragraph's descendants into one set): 1 s at 10,000.
    spans = tree.xpath(f"//span[ancestor::p][count(.//a) >= {CARD_LINKS}]")
    for span in sorted(spans, key=lambda span: -sum(1 for _ in span.iterancestors())):
        links = span.findall(".//a")
        words = len(span.text_content().split())
        linked = sum(len(link.text_content().split()) for link in links)
        if span.getparent() is not None and len(links) >= CARD_LINKS and CARD_WORDS <= words <= linked:
            span.drop_tree()  # the wrappers it leaves empty go in `drop_empty_elements`


def unwrap_inline_spans(tree: HtmlElement) -> None:
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


def unlink_section_headings(tree: HtmlElement) -> None:
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


def wrap_leading_text(tree: HtmlElement) -> None:
    """Make a paragraph of the text a container opens with, before its first block.

    Trafilatura reads the paragraphs and blocks inside the container it picks, not the text run that
    opens the container itself: a lede written straight into `<div class="content">`, ahead of the
    figures and blocks that follow, was lost. The run (the container's own text and the
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


def unwrap_embedded_posts(tree: HtmlElement) -> None:
    """Take an embedded social-media post out of the containers that hold nothing else.

    Social networks' embed codes share one shape: a `<blockquote>` holding the post's text, classed
    for the network and the kind of embed (`…-tweet`, `…-media`, `…-embed`, `…-post`, `…-toot`), which
    their script later turns into a card. A quoted post is part of the story (a club's statement, a
    player's farewell), and trafilatura keeps the blockquote, but not when a site wraps it in a
    container named for what it is: its rules delete `widget` and `social` containers, the embed's
    words with them.
    """
    for post in list(tree.iter("blockquote")):
        if not _EMBED_CLASS.search(post.get("class") or ""):
            continue
        wrapper = post
        while (parent := wrapper.getparent()) is not None and parent.tag == "div" and len(parent) == 1:
            if (parent.text or "").strip() or (wrapper.tail or "").strip():
                break
            wrapper = parent
        if wrapper is not post and (container := wrapper.getparent()) is not None:
            tail = wrapper.tail
            container.replace(wrapper, post)
            post.tail = tail


def _complete_article_before(tree: HtmlElement, first_post: HtmlElement) -> bool:
    containers = set(first_post.iterancestors("article"))
    for article in tree.iter("article"):
        if article is first_post:
            return False
        if article not in containers and len(article.text_content().split()) >= RELATED_AFTER_WORDS:
            return True
    return False


def join_parts(tree: HtmlElement, tag: str, name: str) -> None:
    """Move the content of every later `tag` element of class `name` into the first, in document
    order (what lies between the parts, ads and asides, stays where it was).

    Not when what lies between the parts holds more words than the parts themselves: that is no ad
    break but the body's own larger sections (a list article's entries between its text blocks),
    and the joined parts would then be all trafilatura reads of it."""
    first, *rest = tree.xpath(f"//{tag}[@class=$name]", name=name) or [None]
    if rest and _between_outweighs(first, rest):
        return
    for part in rest:
        if part in first.iterancestors():
            return  # parsed differently from the pre-parse: nested, not split
        continuation = first.makeelement("div", {})
        continuation.text, part.text = part.text, None
        continuation.extend(part)
        first.append(continuation)


def _between_outweighs(first: HtmlElement, rest: list[HtmlElement]) -> bool:
    """Whether the parts' closest common container holds more words outside the parts than in them."""
    container = next((a for a in first.iterancestors() if all(a in p.iterancestors() for p in rest)), None)
    if container is None:
        return False
    parts = sum(len(part.text_content().split()) for part in (first, *rest))
    return len(container.text_content().split()) - parts > parts
