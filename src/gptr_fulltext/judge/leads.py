"""Where a notice states itself: the lead of the main text, the blocks from the page's headline on,
and the line right before the main text in the page (`lead_says`).

Apart from the rules (`rules`) because the search has a layout of its own to know: a layout
table's menu and footer rows come first in its text, and a heading extraction left out stands just
before where the main text starts.
"""

from __future__ import annotations

import re

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.textstats import (
    TextMeasures,
    count_words,
    match_key,
    split_sentences,
)

# How much of a block's start or end is looked for in the page's visible text, and the least that
# can be looked for without matching by chance.
END_PROBE_CHARS = 40
END_PROBE_MIN_CHARS = 12
# A notice states itself in its headline or a line or two of lead: a lead block of more words that
# carries the phrase is prose about the subject (documentation on "too many requests" errors).
NOTICE_MAX_BLOCK_WORDS = 25
_LEAD_BLOCKS = 3
# Of a layout table's row, the notice is the headline's sentence and the next: a phrase further on
# is the page's prose speaking of the subject (a glossary entry on rate limits naming the error).
_LEAD_SENTENCES = 2
# A notice that is the page's whole name may run this many times `wall_words` (`notice_limit`).
NAMED_NOTICE_FACTOR = 2.0
_NAME_PARTS = re.compile(r"\s[|·•\-–—»]\s|\s?\|\s?")  # a title's parts; a colon heads a headline
# How far before the main text a notice's heading that extraction left out is looked for.
HEADING_BEFORE_TEXT_CHARS = 100


def lead_says(signals: PageSignals, text: TextMeasures, short: bool, pattern: phrases.Phrases) -> str | None:
    """The pattern where a notice puts its headline: the first blocks of the main text, a layout
    table's menu and footer rows left out (`Regions.chrome`; of a long table row among them, its
    first sentences); the first sentences from the block holding the page's headline on; or the
    line right before the main text in the page (a heading extraction left out). With `short` (the
    page has `min_words` of its own), only in blocks short enough to be a notice's line."""
    blocks = text.blocks
    chrome = signals.regions.chrome
    first = [b for b in blocks if not chrome or not _found_in(b.key, chrome)][:_LEAD_BLOCKS]
    lead = [b.text for b in first if not short or b.words <= NOTICE_MAX_BLOCK_WORDS]
    for row in (b for b in first if b.is_row and b.words > NOTICE_MAX_BLOCK_WORDS):
        lead += _opening(row.text, short)  # a layout table's content row: its first sentences
    start = _headline_block(signals, text)
    if start >= _LEAD_BLOCKS:  # a layout table's row holds the headline and the notice: its sentences
        lead += _opening("\n".join(b.text for b in blocks[start : start + _LEAD_BLOCKS]), short)
    return phrases.found(pattern, *lead) or phrases.found(pattern, _line_before_text(signals, text))


def _found_in(key: str, region: str) -> bool:
    """Whether a block's start is in the region's text (a layout table's menu or footer row)."""
    return len(key) >= END_PROBE_MIN_CHARS and key[:END_PROBE_CHARS] in region


def _opening(text: str, short: bool) -> list[str]:
    """The first `_LEAD_SENTENCES` sentences of `text`; with `short`, those a notice's line long."""
    pieces = [piece for piece in split_sentences(text) if piece.strip()][:_LEAD_SENTENCES]
    return [piece for piece in pieces if not short or count_words(piece) <= NOTICE_MAX_BLOCK_WORDS]


def _headline_block(signals: PageSignals, text: TextMeasures) -> int:
    """The index of the first block holding the page's headline (`h1`), or 0."""
    key = match_key(signals.headline or "")[:END_PROBE_CHARS]
    if len(key) < END_PROBE_MIN_CHARS:
        return 0
    return next((index for index, block in enumerate(text.blocks) if key in block.key), 0)


def _line_before_text(signals: PageSignals, text: TextMeasures) -> str:
    """The page's visible text right before where its main text starts."""
    visible = signals.visible_text
    blocks = text.blocks
    if not visible or not blocks:
        return ""
    probe = " ".join(blocks[0].text.split())[:END_PROBE_CHARS]
    start = visible.find(probe) if len(probe) >= END_PROBE_MIN_CHARS else -1
    return visible[max(start - HEADING_BEFORE_TEXT_CHARS, 0) : start] if start > 0 else ""


def notice_limit(signals: PageSignals, said: str | None, wall_words: int, factor: float) -> float:
    """The own words under which a page that says a notice (`said`, in its title or headline) is
    that notice: `wall_words`, or `factor` times that where the notice is the page's whole name —
    its whole headline or a whole part of its title between bars or dashes ("Maintenance notice |
    Shop"). An article about the subject qualifies it ("Maintenance: how we plan it"). A maintenance
    notice so named is a few paragraphs of apology, schedule and instructions that may run past
    `wall_words` (`NAMED_NOTICE_FACTOR`; #17, round 17: a Japanese one of 113 words)."""
    if not said or factor == 1:
        return wall_words
    key = match_key(said)
    whole = any(
        match_key(name) == key for name in (*_NAME_PARTS.split(signals.title or ""), signals.headline or "")
    )
    return wall_words * factor if whole else wall_words
