"""Real short pages under `min_words`: a recipe card or a dictionary entry is complete at 25-50 words.

A recipe card is a list of ingredients — short lines, most with a quantity ("500 g flour", "2 eggs",
"1 tsp salt") — and a list of steps in whole sentences. A dictionary entry is a headword (the
headline, one or two words, a whole part of the page's title) over a numbered list of senses, each
a definition in a sentence. Counted in words either is as short as a stub (ingredient lines and
grammar labels are labels to the length rule); its structure says it is whole. The thin pages of
the same length hold no such structure: a product grid's lines carry prices but no steps after
them, a list of suggestions or links has no quantities and no sentences, a recipe teaser stops
before its steps, a notice's headline is a sentence, not a headword. The test reads the page's
lists (`<ul>`, `<ol>`, `<dl>`), no phrase of any language, and only those whose first item the main
text holds (the card, not a sidebar).

Two more shapes are whole at that length (#17, round 12): a poem — lines broken by `<br>`, short
and mostly free of digits and links, under a headline that is the poem's name (a whole part of the
title) — and a page of questions and answers — questions (a heading, a term, a summary, an
accordion's button, ending on a question mark) each followed by its answer in a sentence. The thin
pages of that length hold neither: an address or opening hours break their lines too but carry
digits, a link list's lines are links, a notice asks one question at most, a list of questions
leading elsewhere answers none. An accordion's questions are controls extraction drops: a page of
questions and answers is counted with them (#17, round 14).

And a discussion (#17, round 14): a forum thread of a few posts, each a name and a reply, is whole
at that length too; comments introduced as comments on another page were dropped before this test.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext.evidence.comments import COMMENT_MIN_MEMBERS, Comments
from gptr_fulltext.evidence.regions import Regions
from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.textstats import (
    CELL,
    TextMeasures,
    closes_sentence,
    count_words,
    match_key,
    title_parts,
)

# At least `CARD_MIN_SHARE` of `min_words` (25 of the default 50): the same floor as a dated brief's.
CARD_MIN_SHARE = 0.5
# Ingredients: a list of at least this many items, this share of them short lines with a quantity.
INGREDIENTS_MIN_ITEMS = 4
INGREDIENT_MAX_WORDS = 6
INGREDIENTS_MIN_QUANTIFIED = 0.6
# Steps: another list of at least this many items, each a sentence of a few words or more.
STEPS_MIN_ITEMS = 2
STEP_MIN_WORDS = 3
_QUANTITY = re.compile(r"\d|[½¼¾⅓⅔]")
# A dictionary entry: a headword of at most this many words, and a numbered or definition list of
# senses, each a sentence (a short one too: "Inner strength."), at least this many of them of
# `SENSE_MIN_WORDS` words or more.
HEADWORD_MAX_WORDS = 2
SENSES_MIN_ITEMS = 2
SENSE_MIN_WORDS = 4
# A dictionary entry is whole from this share of `min_words` (15 of 50): a Chinese entry of three
# senses and two examples is ~95 characters, 20 words at two characters a word (#17, round 16); its
# structure — a headword over a numbered list of senses in sentences — is what says it is whole.
DEFINED_MIN_SHARE = 0.3
# A poem: at least `VERSE_MIN_LINES` lines in containers of `STANZA_MIN_LINES` or more, each of
# `VERSE_LINE_WORDS` words, at most `VERSE_MAX_MARKED` of them with a digit, and at most that share
# of their letters inside links. Measured on the blind rounds' poems (8-9 lines of 3-8 words).
VERSE_MIN_LINES = 8
STANZA_MIN_LINES = 3
VERSE_LINE_WORDS = range(2, 13)
VERSE_MAX_MARKED = 0.2
# Questions and answers: at least `FAQ_MIN_PAIRS` questions of at most `QUESTION_MAX_WORDS` words,
# each followed by an answer of `SENSE_MIN_WORDS` words or more that ends a sentence.
FAQ_MIN_PAIRS = 3
QUESTION_MAX_WORDS = 25
_QUESTION_END = re.compile(r"[?？؟\u037e\u1367][\"'”’»)」』]*$")  # Latin, CJK, Arabic, Greek, Ethiopic
_QUESTIONS = "h2,h3,h4,h5,h6,dt,summary,button,strong,b"
# A table of figures under an introduction (#17, round 14: a price table and a rainfall table under one
# sentence each, 24-46 content words): at least `TABLE_MIN_WORDS` words in the rows (or cells) of the
# page's data tables (`tables.is_data_table`), none led by a link's text (a forum's topics with their
# counts of replies and views lead elsewhere), and a sentence of the page's own.
TABLE_MIN_WORDS = 12
# A discussion's replies make this share of its text or more (`is_discussion`).
DISCUSSION_MIN_SHARE = 0.6


def is_reference_card(signals: PageSignals, body: str, words: int, min_words: int) -> bool:
    """Whether a page of `words` content words (under `min_words`, `CARD_MIN_SHARE` of it or more)
    is a recipe card — a list of ingredients (`INGREDIENTS_MIN_ITEMS` items or more, most of them
    short lines with a quantity) and another list of `STEPS_MIN_ITEMS` steps or more in whole
    sentences — or a dictionary entry — a headword over a numbered or definition list of
    `SENSES_MIN_ITEMS` senses or more in sentences; its lists in the main text `body`."""
    least = CARD_MIN_SHARE * min_words
    if words < least:  # a poem's lines are short: its words are counted in its lines (`_verse`)
        verse = count_words(body) >= least
        defined = words >= DEFINED_MIN_SHARE * min_words
        if not verse and not defined and words < FAQ_MIN_PAIRS * SENSE_MIN_WORDS:
            return False  # neither a poem's lines, an entry's senses nor answers enough: no need to parse
        tree, held = LexborHTMLParser(signals.html), match_key(body)
        return (
            (verse and _verse(tree, held, signals, least))
            or (defined and _lists(tree, held, signals)[2])
            or words + _answered(tree, held)[1] >= least
        )
    held = match_key(body)
    tree = LexborHTMLParser(signals.html)
    ingredients, steps, senses = _lists(tree, held, signals)
    return (
        (ingredients and steps)
        or senses
        or _verse(tree, held, signals, least)
        or _answered(tree, held)[0] > 0
    )


def _lists(tree: LexborHTMLParser, held: str, signals: PageSignals) -> tuple[bool, bool, bool]:
    """Whether the lists the main text `held` holds include ingredients, steps, and a dictionary
    entry's senses (numbered or defined, under a headword: `_headword`)."""
    ingredients = steps = senses = False
    for node in tree.css("ul,ol,dl"):
        items = [" ".join((li.text(separator=" ") or "").split()) for li in node.css("li,dd")]
        items = [item for item in items if item]
        key = match_key(items[0]) if items else ""
        if not key or key not in held:
            continue
        if _ingredients(items):
            ingredients = True
        elif node.tag != "ul" and _senses(items) and _headword(signals, node):
            senses = True
        elif len(items) >= STEPS_MIN_ITEMS and all(
            count_words(item) >= STEP_MIN_WORDS and closes_sentence(item) for item in items
        ):
            steps = True
    return ingredients, steps, senses


def is_data_page(text: TextMeasures, regions: Regions, tabled: int, words: int, min_words: int) -> bool:
    """Whether a page of `words` content words is a table of figures under an introduction (see
    `TABLE_MIN_WORDS`), `CARD_MIN_SHARE` of `min_words` or more with its rows of under four words,
    which the length rule reads as labels; `tabled` is the words of its cells read one a line
    (`provenance.tabled_words`, already in `words`)."""
    if not regions.tables:
        return False
    rows = short = 0
    for block in text.blocks:
        if not block.is_row or not block.key or block.key not in regions.tables:
            continue
        if f"\n{match_key(block.text.split(CELL)[0])}\n" in regions.anchors:
            return False  # rows that lead elsewhere: a listing laid out as a table
        rows += block.words
        short += 0 if block.is_substantive else block.words
    introduced = any(block.is_sentence and not block.is_row for block in text.blocks)
    return introduced and words + short >= CARD_MIN_SHARE * min_words and max(rows, tabled) >= TABLE_MIN_WORDS


def is_discussion(comments: Comments, commented: int, total: int, words: int, min_words: int) -> bool:
    """Whether a page of `words` content words (`CARD_MIN_SHARE` of `min_words` or more) is a
    discussion: a thread of replies found by its shape (`evidence.comments`: `COMMENT_MIN_MEMBERS`
    like siblings or more, each an attribution and a reply) that makes `DISCUSSION_MIN_SHARE` of its
    `total` words, whose posts argue — half of them or more say two sentences or more — and that
    is not introduced as comments on another page (`_comments_only` drops those). A forum thread
    of four short posts is whole, though in a language of long words (Malayalam, Finnish) it counts
    under `min_words` (#17, round 14: 47 words in four posts); a column of one-line reactions under
    an article elsewhere ("So true.", "I agree with Funmi."), introduced or not, is no discussion."""
    return (
        words >= CARD_MIN_SHARE * min_words
        and not comments.introduced
        and comments.count >= COMMENT_MIN_MEMBERS
        and 2 * comments.argued >= comments.count
        and commented >= DISCUSSION_MIN_SHARE * total
    )


def _verse(tree: LexborHTMLParser, held: str, signals: PageSignals, least: float) -> bool:
    """A poem: `VERSE_MIN_LINES` short lines or more, broken by `<br>` in stanzas the main text
    holds, few with a digit or a link, under a headline that names it (a whole part of the title),
    and `least` words in its lines. Its lines are counted whole: a verse of three words is a line of
    the poem, where the length rule reads a line that short as a label (#17, round 14: a twelve-line
    poem of 42 words had 22 content words)."""
    if not _named(signals, len(signals.headline or "")):
        return False
    lines: list[str] = []
    for stanza in {br.parent.mem_id: br.parent for br in tree.css("br") if br.parent is not None}.values():
        verse = _lines(stanza)
        if len(verse) < STANZA_MIN_LINES or match_key(verse[0]) not in held:
            continue
        letters = len(match_key(" ".join(verse)))
        if sum(len(match_key(link.text() or "")) for link in stanza.css("a")) > VERSE_MAX_MARKED * letters:
            continue  # links broken by `<br>`: a menu, a table layout's side cell (#17, round 14)
        lines += verse
    if len(lines) < VERSE_MIN_LINES:
        return False
    marked = sum(1 for line in lines if _QUANTITY.search(line))
    counts = [count_words(line) for line in lines]
    short = all(count in VERSE_LINE_WORDS for count in counts)
    return short and marked <= VERSE_MAX_MARKED * len(lines) and sum(counts) >= least


def _lines(stanza: LexborNode) -> list[str]:
    """The text of `stanza` cut at its `<br>` children."""
    lines, line = [], ""
    for child in stanza.iter(include_text=True):
        if child.tag == "br":
            lines.append(line)
            line = ""
        else:
            line += child.text() or ""
    return [text for text in (" ".join(part.split()) for part in [*lines, line]) if text]


def _answered(tree: LexborHTMLParser, held: str) -> tuple[int, int]:
    """`FAQ_MIN_PAIRS` questions or more, each followed by its answer in a sentence the main text
    holds: their number, and the words of those questions the main text lacks ((0, 0) if fewer).
    An accordion's questions are its buttons, which extraction drops as controls, and its answers
    alone read as a stub (#17, round 14: three answers of 24 words under three questions of 10):
    a page of questions and answers is counted with its questions."""
    pairs = unheld = 0
    for question in tree.css(_QUESTIONS):
        asked = " ".join((question.text(separator=" ") or "").split())
        if not _QUESTION_END.search(asked) or count_words(asked) > QUESTION_MAX_WORDS:
            continue
        if question.css_first("a") is not None:
            continue  # a question leading elsewhere
        answer = question.next or (question.parent.next if question.parent is not None else None)
        while answer is not None and answer.tag == "-text" and not (answer.text() or "").strip():
            answer = answer.next
        told = " ".join(((answer.text(separator=" ") or "") if answer is not None else "").split())
        if count_words(told) >= SENSE_MIN_WORDS and closes_sentence(told) and match_key(told)[:40] in held:
            pairs += 1
            unheld += 0 if match_key(asked) in held else count_words(asked)
    return (pairs, unheld) if pairs >= FAQ_MIN_PAIRS else (0, 0)


def _senses(items: list[str]) -> bool:
    long = sum(1 for item in items if count_words(item) >= SENSE_MIN_WORDS)
    return long >= SENSES_MIN_ITEMS and all(closes_sentence(item) for item in items)


def _headword(signals: PageSignals, senses: LexborNode) -> bool:
    """A dictionary's headword over the list of `senses`: a headline of one or two words that is a
    whole part of the page's title, or such a term in bold (`b`, `strong`, `dfn`) opening the element
    right before the list (a site builder sets no headline: #17, round 16)."""
    if _named(signals, HEADWORD_MAX_WORDS):
        return True
    before = senses.prev
    while before is not None and before.tag == "-text" and not (before.text() or "").strip():
        before = before.prev
    if before is None or before.tag == "-text" or (term := before.css_first("b,strong,dfn")) is None:
        return False
    said, word = match_key(term.text() or ""), count_words(term.text() or "")
    if not said or word > HEADWORD_MAX_WORDS or not match_key(before.text() or "").startswith(said):
        return False
    return any(match_key(part) == said for part in title_parts(signals.title))


def _named(signals: PageSignals, max_words: int) -> bool:
    """A headline of at most `max_words` words that is a whole part of the page's title."""
    headline = signals.headline or ""
    if not headline or count_words(headline) > max_words:
        return False
    key = match_key(headline)
    return any(match_key(part) == key for part in title_parts(signals.title))


def _ingredients(items: list[str]) -> bool:
    quantified = sum(
        1 for item in items if count_words(item) <= INGREDIENT_MAX_WORDS and _QUANTITY.search(item)
    )
    return len(items) >= INGREDIENTS_MIN_ITEMS and quantified >= INGREDIENTS_MIN_QUANTIFIED * len(items)
