"""A directory written as records of a few lines each — a business directory's or a store locator's
name, address, phone and opening hours, one line apiece — and no prose of the page's own (#17,
round 15). It points at places and people elsewhere and says nothing itself.

`directories` reads a directory as table rows or as one entry a line; laid out as records, only one
line of each entry holds the contact, and the lines alone look like short labels. What tells it, in
any language: lines giving a contact (a phone number or an e-mail address beside a word — a label,
a name) recur at a regular step of a few lines, `RECORDS_MIN` times or more; the lines between
are short; the records make most of the text, and hardly a sentence stands outside them. A page of
figures read cell by cell (a timetable's minutes) gives no line a word beside its number; an
article that lists a few offices says its sentences around them.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

from gptr_fulltext.evidence.regions import ENTRY_MAX_WORDS
from gptr_fulltext.evidence.textstats import TextMeasures
from gptr_fulltext.judge.directories import (
    DIRECTORY_MAX_PROSE_WORDS,
    DIRECTORY_MIN_ROWS,
    DIRECTORY_MIN_TEXT_SHARE,
    contacts,
    has_paragraph,
)
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# A line marks a record when it gives a contact beside a word (its label, a name): a bare figure of a
# table marks none.
_LETTER = re.compile(r"[^\W\d_]")

# Records of at most this many lines; this share of the steps between contact lines at least the
# commonest one (records are alike).
RECORD_MAX_LINES = 5
RECORD_MIN_REGULAR = 0.6


def directory_records(text: TextMeasures) -> Verdict | None:
    """A page whose text is a directory of records of a few lines (see the module's docstring):
    `listing_page`. A paragraph longer than any record's line (`directories.has_paragraph`) is prose
    outside the records, or a line too long for one: no directory."""
    if has_paragraph(text):
        return None
    lines = [block for block in text.blocks if not block.is_row]
    reached = contacts([line.text for line in lines])
    marks = [index for index, line in enumerate(lines) if reached[index] and _LETTER.search(line.text)]
    if len(marks) < DIRECTORY_MIN_ROWS:
        return None
    steps = [later - earlier for earlier, later in pairwise(marks)]
    step, regular = Counter(steps).most_common(1)[0]
    if not 1 < step <= RECORD_MAX_LINES or max(steps) > RECORD_MAX_LINES:
        return None  # one entry a line is `directories`' to read
    if regular < RECORD_MIN_REGULAR * len(steps):
        return None
    first, last = max(marks[0] - step + 1, 0), min(marks[-1] + step - 1, len(lines) - 1)
    records = lines[first : last + 1]
    if any(line.words > ENTRY_MAX_WORDS for line in records):
        return None
    listed = sum(line.words for line in records)
    inside = {id(line) for line in records}
    prose = sum(block.words for block in text.blocks if block.is_sentence and id(block) not in inside)
    if listed < DIRECTORY_MIN_TEXT_SHARE * text.words or prose >= DIRECTORY_MAX_PROSE_WORDS:
        return None
    return thin(
        Reason.LISTING_PAGE,
        f"a directory of {len(marks)} records of {step} lines, each giving a phone number or an e-mail "
        f"address: {listed} of the text's {text.words} words, and {prose} words of prose besides",
    )
