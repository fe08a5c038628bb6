"""A page's text blocks and their features, for the block model (`blockmodel`).

A block is a run of text between block-level elements: an element's own text with its inline
children's, up to its first block child, and each run after one. Features are what generalises over
sites and languages: the block's length and shape, its links, its tag and depth, generic words in its
ancestors' class and id, and the structural elements around it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from lxml.html import HtmlElement

_INLINE = frozenset({
    "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "del", "dfn", "em", "i", "img",
    "ins", "kbd", "label", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time",
    "u", "var", "wbr", "font", "tt", "big", "nobr",
})  # fmt: skip
_SKIPPED = frozenset({
    "script", "style", "noscript", "template", "svg", "head", "title", "meta", "link", "iframe",
    "select", "option", "textarea", "button", "object", "embed", "canvas", "map",
})  # fmt: skip
# Structural elements a block can sit inside: each is a feature.
STRUCTURE = (
    "nav",
    "header",
    "footer",
    "aside",
    "form",
    "main",
    "article",
    "li",
    "table",
    "blockquote",
    "pre",
)
# Generic words of class and id values (prefixes of their tokens): each is a feature.
CLASS_WORDS = (
    "nav", "menu", "footer", "header", "sidebar", "side", "comment", "share", "social", "related",
    "breadcrumb", "widget", "ads", "advert", "promo", "banner", "cookie", "login", "sign", "subscri",
    "newsletter", "copyright", "tag", "meta", "author", "byline", "date", "caption", "content",
    "article", "main", "post", "body", "entry", "text", "story", "title", "hidden", "popup", "modal",
    "toolbar", "pag", "more", "recommend", "card", "teaser", "list", "item", "product", "price",
    "desc", "review", "answer", "question", "thread", "message", "reply", "foot", "top", "bottom",
    "link", "btn", "button", "icon", "logo", "search", "skip", "wrap", "container", "col", "row",
    "detail", "summary", "info", "spec", "feature", "faq", "doc", "code", "user", "avatar", "vote",
)  # fmt: skip
# A word at the start of a class token (after a non-letter or a camelCase hump, lower-cased first).
_CLASS_WORDS = re.compile(r"(?<![a-z])(" + "|".join(sorted(CLASS_WORDS, key=len, reverse=True)) + ")")
_WORD_INDEX = {word: index for index, word in enumerate(CLASS_WORDS)}
_WHITESPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Block:
    """One run of text and the facts about where it sits (bit sets index `STRUCTURE`, `CLASS_WORDS`)."""

    text: str
    tag: str
    depth: int
    link_chars: int
    inside: int  # structural ancestors (STRUCTURE bits)
    classes: int  # class/id words of every ancestor and the element (CLASS_WORDS bits)
    own_classes: int  # class/id words of the element and its parent


def segment(root: HtmlElement) -> list[Block]:
    """The text blocks of `root`, in document order. `root` is not changed."""
    blocks: list[Block] = []
    body = root.find("body")
    _walk(body if body is not None else root, 0, 0, 0, 0, blocks)
    return blocks


def _class_bits(element: HtmlElement) -> int:
    classes, ident = element.get("class"), element.get("id")
    if not (classes or ident):
        return 0
    return _words_bits(f"{classes or ''} {ident or ''}")


@lru_cache(maxsize=4096)
def _words_bits(value: str) -> int:
    """The CLASS_WORDS bits of a class and id value (templates repeat the same few values)."""
    bits = 0
    for match in _CLASS_WORDS.finditer(value.lower()):
        bits |= 1 << _WORD_INDEX[match.group(1)]
    return bits


def _walk(
    element: HtmlElement, depth: int, inside: int, classes: int, parent_bits: int, out: list[Block]
) -> None:
    tag = element.tag if isinstance(element.tag, str) else ""
    own = _class_bits(element)
    classes |= own
    own_classes = own | parent_bits
    if tag in STRUCTURE:
        inside |= 1 << STRUCTURE.index(tag)
    run = [element.text or ""]
    links = 0
    for child in element:
        child_tag = child.tag
        if not isinstance(child_tag, str):  # a comment or processing instruction: its tail is text
            run.append(child.tail or "")
            continue
        if child_tag in _SKIPPED:
            pass
        elif child_tag in _INLINE:
            text = child.text_content()
            run.append(text)
            if child_tag == "a":
                links += len(text.strip())
            elif len(child):
                links += sum(len(a.text_content().strip()) for a in child.iter("a"))
        else:
            _emit(run, links, tag, depth, inside, classes, own_classes, out)
            run, links = [], 0
            _walk(child, depth + 1, inside, classes, own, out)
        run.append(child.tail or "")
    _emit(run, links, tag, depth, inside, classes, own_classes, out)


def _emit(
    run: list[str], links: int, tag: str, depth: int, inside: int, classes: int, own: int, out: list[Block]
) -> None:
    text = "".join(run)
    if text and not text.isspace():
        text = _WHITESPACE.sub(" ", text).strip()
        out.append(Block(text, tag, depth, min(links, len(text)), inside, classes, own))


_TOKENS = re.compile(r"\w+")
_SENTENCE_MARKS = re.compile(r"[.!?。！？]")
_COMMAS = re.compile(r"[,;，、]")
_DIGITS = re.compile(r"\d")
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
TAGS = ("p", "div", "li", "td", "th", "heading", "dd", "dt", "pre", "blockquote", "section", "article",
        "figcaption", "span", "a", "label", "form", "body", "tr", "other")  # fmt: skip
_TAG_INDEX = {tag: index for index, tag in enumerate(TAGS)}
_WINDOW = 3


def tokens(text: str) -> list[str]:
    return _TOKENS.findall(text.lower())


def kept_flags(blocks: list[Block], kept_text: str) -> list[float]:
    """For each block, 1 when its token sequence is in `kept_text`'s, else the share of its tokens found
    in what is left of `kept_text`'s tokens."""
    kept = " " + " ".join(tokens(kept_text)) + " "
    flags = []
    for block in blocks:
        words = tokens(block.text)
        if not words or " " + " ".join(words) + " " in kept:
            flags.append(1.0)
        else:
            flags.append(sum(f" {word} " in kept for word in words) / len(words))
    return flags


def features(blocks: list[Block], kept: list[float]) -> list[list[float]]:
    """One feature row per block: its own shape, its place in the page, its neighbours', and whether
    the extraction kept it and the blocks around it."""
    count = len(blocks)
    if not count:
        return []
    lengths = [len(block.text) for block in blocks]
    total = sum(lengths) or 1
    kept_chars = sum(length for length, flag in zip(lengths, kept, strict=True) if flag >= 1.0)
    kept_indexes = [index for index, flag in enumerate(kept) if flag >= 1.0]
    first_kept = kept_indexes[0] if kept_indexes else count
    last_kept = kept_indexes[-1] if kept_indexes else -1
    signatures: dict[tuple[str, int, int], list[float]] = {}
    for block, flag in zip(blocks, kept, strict=True):
        signatures.setdefault((block.tag, block.depth, block.own_classes), []).append(
            1.0 if flag >= 1.0 else 0.0
        )
    max_depth = max(block.depth for block in blocks) or 1
    own = [_own(block) for block in blocks]
    page = [
        kept_chars / total,
        len(kept_indexes) / count,
        min(count, 2000) / 2000,
        min(total, 200_000) / 200_000,
    ]
    rows = []
    position = 0
    for index, block in enumerate(blocks):
        flag = kept[index]
        same = signatures[(block.tag, block.depth, block.own_classes)]
        near = [
            kept[j] >= 1.0
            for j in range(max(0, index - _WINDOW), min(count, index + _WINDOW + 1))
            if j != index
        ]
        row = [
            *own[index],
            block.depth / max_depth,
            position / total,
            lengths[index] / total,
            1.0 if flag >= 1.0 else 0.0,
            flag,
            1.0 if first_kept <= index <= last_kept else 0.0,
            min(abs(index - first_kept), abs(index - last_kept), 50) / 50 if kept_indexes else 1.0,
            sum(same) / len(same),
            min(len(same), 50) / 50,
            sum(near) / len(near) if near else 0.0,
        ]
        for offset in (-2, -1, 1, 2):
            j = index + offset
            if 0 <= j < count:
                row += [1.0 if kept[j] >= 1.0 else 0.0, own[j][0], own[j][2]]
            else:
                row += [0.0, 0.0, 0.0]
        row += page
        row += _bits(block.inside, len(STRUCTURE))
        row += _bits(block.classes, len(CLASS_WORDS))
        row += _bits(block.own_classes, len(CLASS_WORDS))
        rows.append(row)
        position += lengths[index]
    return rows


def _own(block: Block) -> list[float]:
    """A block's own shape: length, words, links, sentence marks, commas, digits, tag."""
    text = block.text
    chars = len(text)
    words = len(_TOKENS.findall(text)) or 1
    tag = "heading" if block.tag in _HEADINGS else block.tag
    shape = [
        min(chars, 2000) / 2000,
        min(words, 300) / 300,
        block.link_chars / chars,
        min(len(_SENTENCE_MARKS.findall(text)) / words, 1.0),
        min(len(_COMMAS.findall(text)) / words, 1.0),
        len(_DIGITS.findall(text)) / chars,
        1.0 if text[-1] in ".!?。！？" else 0.0,
        chars / words / 20,
    ]
    one_hot = [0.0] * len(TAGS)
    one_hot[_TAG_INDEX.get(tag, len(TAGS) - 1)] = 1.0
    return shape + one_hot


def _bits(value: int, size: int) -> list[float]:
    return [float(value >> index & 1) for index in range(size)]
