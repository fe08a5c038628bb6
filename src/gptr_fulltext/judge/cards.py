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
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser

from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.textstats import closes_sentence, count_words, match_key, title_parts

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


def is_reference_card(signals: PageSignals, body: str, words: int, min_words: int) -> bool:
    """Whether a page of `words` content words (under `min_words`, `CARD_MIN_SHARE` of it or more)
    is a recipe card — a list of ingredients (`INGREDIENTS_MIN_ITEMS` items or more, most of them
    short lines with a quantity) and another list of `STEPS_MIN_ITEMS` steps or more in whole
    sentences — or a dictionary entry — a headword over a numbered or definition list of
    `SENSES_MIN_ITEMS` senses or more in sentences; its lists in the main text `body`."""
    if words < CARD_MIN_SHARE * min_words:
        return False
    held = match_key(body)
    headword = _headword(signals)
    ingredients = steps = senses = False
    tree = LexborHTMLParser(signals.html)
    for node in tree.css("ul,ol,dl"):
        items = [" ".join((li.text(separator=" ") or "").split()) for li in node.css("li,dd")]
        items = [item for item in items if item]
        key = match_key(items[0]) if items else ""
        if not key or key not in held:
            continue
        if _ingredients(items):
            ingredients = True
        elif node.tag != "ul" and headword and _senses(items):  # senses are numbered or defined
            senses = True
        elif len(items) >= STEPS_MIN_ITEMS and all(
            count_words(item) >= STEP_MIN_WORDS and closes_sentence(item) for item in items
        ):
            steps = True
    return (ingredients and steps) or senses


def _senses(items: list[str]) -> bool:
    long = sum(1 for item in items if count_words(item) >= SENSE_MIN_WORDS)
    return long >= SENSES_MIN_ITEMS and all(closes_sentence(item) for item in items)


def _headword(signals: PageSignals) -> bool:
    """A headline of one or two words that is a whole part of the page's title: a dictionary's headword."""
    headline = signals.headline or ""
    if not headline or count_words(headline) > HEADWORD_MAX_WORDS:
        return False
    key = match_key(headline)
    return any(match_key(part) == key for part in title_parts(signals.title))


def _ingredients(items: list[str]) -> bool:
    quantified = sum(
        1 for item in items if count_words(item) <= INGREDIENT_MAX_WORDS and _QUANTITY.search(item)
    )
    return len(items) >= INGREDIENTS_MIN_ITEMS and quantified >= INGREDIENTS_MIN_QUANTIFIED * len(items)
