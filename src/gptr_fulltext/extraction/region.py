"""The page's declared main region as its main text, where trafilatura keeps only a sliver of it.

Trafilatura's rules are an article reader's: on product, service, listing, collection and docs pages
they keep a few paragraphs and drop the specification tables, feature cards, item blurbs and short
blocks that are the content. Such pages often say where their content is: a `<main>` element or
`role="main"`. When a page does not present itself as an article (`og:type` article, a JSON-LD
Article or Posting) and trafilatura's text has under `REGION_SHARE` of the words of that region, the
region's own blocks become the main text, without the navigation, headers, footers, asides, forms,
dialogs and hidden parts a template puts inside it.

Measured on the shared corpora (WCXB dev, 1,497 pages of seven types): the rule applies to 4 % of
pages, all but one outside the article type, and raises WCXB's token F1 from 0.822 to 0.831 with
every other corpus unchanged (docs/benchmarks.md, #16).
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass

from lxml.etree import Element, SubElement, XPath, _Element
from lxml.html import HtmlElement

from gptr_fulltext.evidence.textstats import count_words

# Below this share of the region's words, trafilatura's text is a sliver of the declared content
# (measured: under a quarter, replacing it gains the most F1 on the shared corpora and loses least).
REGION_SHARE = 0.25
# A region this short is a wrapper around little, not a page's content.
REGION_MIN_WORDS = 50
_NOT_CONTENT = (
    "nav",
    "header",
    "footer",
    "aside",
    "form",
    "button",
    "select",
    "noscript",
    "template",
    "iframe",
    "dialog",
    "script",
    "style",
    "svg",
)
_REGIONS = XPath('//main | //*[@role="main"]')
_ROLE_MAIN = XPath('//*[@role="main"]')
_HIDDEN = './/*[@hidden or @aria-hidden="true" or contains(translate(@style, " ", ""), "display:none")]'
_HEADINGS = {f"h{level}" for level in range(1, 7)}
_TEXT_BLOCKS = {"p", "dt", "dd", "figcaption", "caption", "address", "summary"}
_ARTICLE_TYPES = re.compile(r"(?:Article|Posting|Report)$")
_INLINE = frozenset({
    "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "del", "dfn", "em", "i", "img",
    "ins", "kbd", "label", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time",
    "u", "var", "wbr",
})  # fmt: skip
_WHITESPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Region:
    """A page's main region as trafilatura-style XML (`body`, rendered like its output) and its words."""

    body: _Element
    raw_text: str
    words: int


def declares_article(tree: HtmlElement) -> bool:
    """Whether the page says it is an article: `og:type` article, or a JSON-LD Article or Posting type
    (NewsArticle, BlogPosting, Report, …). Read before the main text deletes meta elements."""
    for element in tree.iter("meta", "script"):  # one walk that lxml filters by tag, not two XPaths
        if element.tag == "meta":
            if element.get("property") == "og:type" and _is_article_type(element.get("content")):
                return True
        elif element.get("type") == "application/ld+json" and element.text:
            try:
                data = json.loads(element.text)
            except ValueError:
                continue
            if any(_ARTICLE_TYPES.search(kind) for kind in _types(data)):
                return True
    return False


def _is_article_type(og_type: str | None) -> bool:
    return og_type is not None and og_type.strip().lower().startswith("article")


def _types(data: object) -> list[str]:
    """Every `@type` in a JSON-LD value, nested graphs included."""
    found: list[str] = []
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            kind = item.get("@type")
            found += [kind] if isinstance(kind, str) else [k for k in kind or [] if isinstance(k, str)]
            stack += list(item.values())
        elif isinstance(item, list):
            stack += item
    return found


def has_region(tree: HtmlElement) -> bool:
    """Whether the page declares a main region (`main_region` may find one)."""
    return next(tree.iter("main"), None) is not None or bool(_ROLE_MAIN(tree))  # cheaper than `_REGIONS`


def main_region(tree: HtmlElement, covered_chars: int = 0) -> Region | None:
    """The largest `<main>` / `role="main"` element's content blocks, or `None` when the page declares
    none, it holds under `REGION_MIN_WORDS` words, or `covered_chars` of main text already reach
    `REGION_SHARE` of all its text (template included: the region cannot be larger, so it is not
    built). `tree` is not changed."""
    candidates = _REGIONS(tree)
    if not candidates:
        return None
    sizes = [len(element.text_content()) for element in candidates]
    largest = max(range(len(candidates)), key=sizes.__getitem__)
    if covered_chars >= REGION_SHARE * sizes[largest]:
        return None
    region = copy.deepcopy(candidates[largest])
    for element in [*region.iter(*_NOT_CONTENT), *region.xpath(_HIDDEN)]:
        if element.getparent() is not None:  # not already gone with an ancestor
            element.drop_tree()
    body = _Builder()
    body.walk(region)
    raw_text = "\n".join(body.lines)
    words = count_words(raw_text)
    return Region(body.root, raw_text, words) if words >= REGION_MIN_WORDS else None


class _Builder:
    """HTML blocks → the XML trafilatura's rendering reads: `head`, `p`, `list`/`item`, `table`/`row`/
    `cell`, `code`, `quote`. A run of text and inline elements between blocks is one paragraph."""

    def __init__(self) -> None:
        self.root: _Element = Element("body")
        self.lines: list[str] = []

    def walk(self, element: HtmlElement) -> None:
        run = [element.text or ""]
        for child in element:
            if isinstance(child.tag, str) and child.tag not in _INLINE:
                self._add("p", _WHITESPACE.sub(" ", " ".join(run)).strip())
                run = []
                self._block(child)
            elif isinstance(child.tag, str):
                run.append(child.text_content())
            run.append(child.tail or "")
        self._add("p", _WHITESPACE.sub(" ", " ".join(run)).strip())

    def _block(self, element: HtmlElement) -> None:
        tag = element.tag
        if tag in _HEADINGS:
            self._add("head", _text(element), rend=tag)
        elif tag in _TEXT_BLOCKS or tag == "li":  # an item outside a list reads as a paragraph
            self._add("p", _text(element))
        elif tag in ("ul", "ol"):
            self._list(element)
        elif tag == "table":
            self._table(element)
        elif tag == "pre":
            code = element.text_content().strip("\n")
            if code.strip():
                SubElement(self.root, "code").text = code
                self.lines.append(code)
        elif tag == "blockquote":
            self._add("quote", _text(element))
        else:
            self.walk(element)

    def _list(self, element: HtmlElement) -> None:
        items = [_text(item) for item in element if item.tag == "li"]  # a nested list is in its item
        items = [item for item in items if item]
        if not items:
            return
        listing = SubElement(self.root, "list")
        for item in items:
            SubElement(listing, "item").text = item
            self.lines.append(item)

    def _table(self, element: HtmlElement) -> None:
        table = SubElement(self.root, "table")
        for row in element.iter("tr"):
            cells = [_text(cell) for cell in row if isinstance(cell.tag, str) and cell.tag in ("td", "th")]
            if not any(cells):
                continue
            xml_row = SubElement(table, "row")
            for cell in cells:
                SubElement(xml_row, "cell").text = cell
            self.lines.append(" ".join(cells))
        if not len(table):
            self.root.remove(table)

    def _add(self, tag: str, text: str, **attributes: str) -> None:
        if text:
            SubElement(self.root, tag, attributes).text = text
            self.lines.append(text)


def _text(element: HtmlElement) -> str:
    return _WHITESPACE.sub(" ", element.text_content()).strip()
