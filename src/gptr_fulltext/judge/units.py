"""Short real pages a complete text unit makes whole (#17, round 15): a poem of a few lines, and a
glossary entry — a term and its definition.

What tells them from a stub of the same length is structure, in any language: the page is named by
a heading that is a whole part of its title (the `h1`, or a blog's post title in an `h2`-`h6` where
there is no `h1`), and under it stands the unit whole.

- Verse: lines broken by `<br>`, or one line to a paragraph (three haiku, each a `<p>`), in one
  container the main text holds: `VERSE_UNIT_MIN_LINES` or more, each a short line of a few words,
  none with a digit or a link. With the line after them (the poet's name, the source) they make
  `CARD_MIN_SHARE` of `min_words`. A notice's lines are sentences that close with a full stop
  ("Page not found. It may have moved."), an address or opening hours carry digits, a menu or a
  link-in-bio page is links: no verse. At most one line of a short poem may close a sentence.
- A glossary entry: a definition list whose term names the page's heading, defined in a sentence
  of `GLOSS_MIN_WORDS` words or more — what a dictionary entry of several senses is in one
  (`cards.is_reference_card`). A thin page carries no definition list naming its heading.

A sign-in box beside the unit (a portal's sidebar module) is no wall over it: `login_apart` tells a
password form outside the landmark (`main`, `article`, `role=main`) that holds the unit, which the
sign-in rule then leaves to the length rule (a wall's form stands in its main region).
"""

from __future__ import annotations

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.textstats import closes_sentence, count_words, match_key, title_parts
from gptr_fulltext.judge.cards import CARD_MIN_SHARE, VERSE_LINE_WORDS
from gptr_fulltext.judge.traces import is_frame

VERSE_UNIT_MIN_LINES = 3
# A definition of a glossary's term: a sentence of this many words at least (a one-line gloss such
# as "A period of the year." is a stub's).
GLOSS_MIN_WORDS = 20
_HEADINGS = "h1,h2,h3,h4,h5,h6"
_LANDMARKS = frozenset({"main", "article"})


def whole_unit(signals: PageSignals, body: str, min_words: int) -> LexborNode | None:
    """The container of a whole poem or glossary entry that makes the main text `body` of a short
    page, under the heading that names the page (see the module's docstring); else None."""
    tree = LexborHTMLParser(signals.html)
    heading = _heading(tree, signals)
    if heading is None:
        return None
    held = match_key(body)
    return _verse(tree, held, CARD_MIN_SHARE * min_words) or _gloss(tree, held, heading)


def login_apart(unit: LexborNode) -> bool:
    """Whether the landmark (`main`, `article`, `role=main`) that holds the `unit` holds no password
    input: a sign-in module beside the page's text, not a wall over it. False where no landmark
    holds the unit (a wall's form may stand anywhere then)."""
    node: LexborNode | None = unit
    while node is not None and node.tag not in _LANDMARKS and node.attributes.get("role") != "main":
        node = node.parent
    return node is not None and node.css_first('input[type="password" i]') is None


def _heading(tree: LexborHTMLParser, signals: PageSignals) -> str | None:
    """The heading that names the page: the headline, or the first heading of the page, when it is a
    whole part of the title."""
    parts = {match_key(part) for part in title_parts(signals.title) if part.strip()}
    candidates = [signals.headline] if signals.headline else [node.text() for node in tree.css(_HEADINGS)]
    for text in candidates:
        if text and match_key(text) in parts:
            return text
    return None


def _verse(tree: LexborHTMLParser, held: str, least: float) -> LexborNode | None:
    """`VERSE_UNIT_MIN_LINES` short lines or more in one container the main text holds, with the
    line after them `least` words or more."""
    for container in _stanza_holders(tree):
        lines = _verse_lines(container)
        if len(lines) < VERSE_UNIT_MIN_LINES or match_key(lines[0]) not in held:
            continue
        if not all(count_words(line) in VERSE_LINE_WORDS and not _marked(line) for line in lines):
            continue
        if sum(closes_sentence(line) for line in lines) > 1 and len(lines) < 2 * VERSE_UNIT_MIN_LINES:
            continue
        credit = container.next
        while credit is not None and credit.tag == "-text":
            credit = credit.next
        signed = count_words(credit.text() or "") if credit is not None and not _linked(credit) else 0
        if sum(map(count_words, lines)) + signed >= least:
            return container
    return None


def _stanza_holders(tree: LexborHTMLParser) -> list[LexborNode]:
    """The containers of a poem's lines: whose text is broken by `<br>`, or whose children are all
    paragraphs; a poem of stanzas, each a `<p>` of lines, is held by the stanzas' parent."""
    holders: dict[int, LexborNode] = {}
    for br in tree.css("br"):
        stanza = br.parent
        if stanza is not None:
            holder = stanza.parent if stanza.tag == "p" and stanza.parent is not None else stanza
            holders.setdefault(holder.mem_id, holder)
    for paragraph in tree.css("p"):
        parent = paragraph.parent
        if parent is not None and all(child.tag == "p" for child in _children(parent)):
            holders.setdefault(parent.mem_id, parent)
    return list(holders.values())


def _verse_lines(container: LexborNode) -> list[str]:
    """The lines of `container`: its text cut at every `<br>` and at every paragraph's end."""
    lines, line = [], ""
    for node in container.traverse(include_text=True):
        if node.tag in ("br", "p") and line.strip():
            lines.append(line)
            line = ""
        if node.is_text_node:
            line += node.text() or ""
    return [text for text in (" ".join(part.split()) for part in [*lines, line]) if text]


def _children(node: LexborNode) -> list[LexborNode]:
    return [child for child in node.iter() if child.tag != "-text" or (child.text() or "").strip()]


def _marked(line: str) -> bool:
    """A digit (an address, opening hours) or a stack trace's frame (a debug page's lines, broken by
    `<br>`: `at Shop.Cart.Total()`) marks a line as no verse."""
    return any(char.isdigit() for char in line) or is_frame(line)


def _linked(node: LexborNode) -> bool:
    return node.css_first("a") is not None


def _gloss(tree: LexborHTMLParser, held: str, heading: str) -> LexborNode | None:
    """A definition list whose term names the page's `heading` and whose definition is a sentence of
    `GLOSS_MIN_WORDS` words or more the main text holds."""
    named = match_key(heading)
    for term in tree.css("dt"):
        if not named or named not in match_key(term.text() or ""):
            continue
        definition = term.next
        while definition is not None and definition.tag == "-text":
            definition = definition.next
        if definition is None or definition.tag != "dd":
            continue
        told = " ".join((definition.text(separator=" ") or "").split())
        if count_words(told) >= GLOSS_MIN_WORDS and closes_sentence(told) and match_key(told)[:40] in held:
            return definition
    return None
