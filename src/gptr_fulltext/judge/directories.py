"""A directory laid out as a table: rows of people or offices, each with a way to reach them, and no
prose of the page's own — a staff list, a list of branches, a members' register. It points at people
and places elsewhere and says nothing itself (#17, round 14).

What tells it from a table that is content is in its cells and around them, in any language: a
directory's rows carry a contact — an e-mail address, or a phone number (seven digits or more in
groups; not a date, not a figure grouped in thousands unless a column of them shares an exchange
code) — and nothing but a heading introduces them.
A table of figures (prices, rainfall, votes: `cards.is_data_page`) holds no contacts and stays, and
so does a glossary, a timetable or a comparison table; a directory under a paragraph of the page's
own (a department's introduction) is an article with its contacts, and stays too.

Where it is laid out does not matter (#17, round 15): a directory may be a list, one entry a line
(a business directory's "name – address – phone"), and a page laid out in a table frames it with
rows of one cell (the site's name, a menu item a row, the footer), which are no entries of it and
no text of the page's.

Nor does the contact (#17, round 17): a table of records — five rows or more of short cells (files
with their sizes, jobs with their employers and salaries) — in a main text without one sentence
anywhere, its rows' or around them, lists as a directory does. A table of figures is content under
its introduction (`cards.is_data_page`), and without a line of it is no page a reader can cite.
"""

from __future__ import annotations

import re
from collections import Counter

from gptr_fulltext.evidence.regions import ENTRY_MAX_WORDS
from gptr_fulltext.evidence.textstats import CELL, TextMeasures
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# At least this many rows, this share of the table's rows with a contact, this share of the text's
# words in the table's rows, and fewer than `DIRECTORY_MAX_PROSE_WORDS` words of sentences outside it
# (a line such as "Write to us at any time." may stand above a staff list).
DIRECTORY_MIN_ROWS = 5
DIRECTORY_MIN_CONTACT_SHARE = 0.6
DIRECTORY_MIN_TEXT_SHARE = 0.6
DIRECTORY_MAX_PROSE_WORDS = 15
PHONE_MIN_DIGITS = 7
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# Digits in groups, as phone numbers are written ("+48 12 634 11 20", "(03) 555-1201", "03-5551201").
_PHONE = re.compile(r"(?<![\w.,])\+?\(?\d[\d ()./-]*\d(?![\w.,]\d)")
# A date ("2026-12-07", "07.12.2026") or a figure grouped in thousands ("1 234 567") is no phone.
_DATE = re.compile(r"^(?:\d{4}\D\d{1,2}\D\d{1,2}|\d{1,2}\D\d{1,2}\D\d{2,4})$")
# A figure's first group never starts with 0 (a trunk prefix does: "021 555 019" is a phone).
_THOUSANDS = re.compile(r"^[1-9]\d{0,2}(?:[ .,]\d{3})+$")
# A phone written in groups of three ("213 000 101") has a figure's shape. A column of such numbers
# that share their first group (an area or exchange code: the numbers of one office, one town) in
# `DIRECTORY_MIN_ROWS` entries or more is one of phones: figures of nine digits or more, within a
# million of each other on every row, are no table's.
_EXCHANGE = re.compile(r"^(\d{3})[ .]\d{3}[ .]\d{3}")
_CELL_SPLIT = re.compile(rf"(?<!\\){re.escape(CELL)}")


def directory(text: TextMeasures) -> Verdict | None:
    """A page whose text is a directory (see the module's docstring): `listing_page`. Its entries are
    the rows of two cells or more; where there are fewer than `DIRECTORY_MIN_ROWS`, the lines of
    `ENTRY_MAX_WORDS` words at most outside any table (a directory written as a list)."""
    if has_paragraph(text):
        return None
    frame = [block for block in text.blocks if block.is_row and _cells(block.text) < 2]
    rows = [block for block in text.blocks if block.is_row and _cells(block.text) >= 2]
    tabled = len(rows) >= DIRECTORY_MIN_ROWS
    entries = rows if tabled else [b for b in text.blocks if not b.is_row and b.words <= ENTRY_MAX_WORDS]
    if len(entries) < DIRECTORY_MIN_ROWS:
        return None
    least = max(DIRECTORY_MIN_ROWS, DIRECTORY_MIN_CONTACT_SHARE * len(entries))
    reached = sum(contacts([entry.text for entry in entries]))
    if reached < least and not (tabled and text.sentence_words == 0):
        return None  # a table of records without a sentence anywhere lists as a directory does
    listed = sum(entry.words for entry in entries)
    words = text.words - sum(block.words for block in frame)
    listed_ids = {id(entry) for entry in entries}
    prose = sum(
        block.words
        for block in text.blocks
        if block.is_sentence and not block.is_row and id(block) not in listed_ids
    )
    if listed < DIRECTORY_MIN_TEXT_SHARE * words or prose >= DIRECTORY_MAX_PROSE_WORDS:
        return None
    if reached < least:
        return thin(
            Reason.LISTING_PAGE,
            f"a table of {len(entries)} records ({listed} of the text's {words} words) and not one sentence",
        )
    what = "table" if tabled else "list"
    return thin(
        Reason.LISTING_PAGE,
        f"a directory {what}: {reached} of its {len(entries)} entries give a phone number or an e-mail "
        f"address, {listed} of the text's {words} words, and {prose} words of prose besides",
    )


def has_paragraph(text: TextMeasures) -> bool:
    """Whether the text holds a sentence block longer than any entry (`ENTRY_MAX_WORDS`) outside a
    table: a paragraph of the page's own, so it is no directory in any layout, and the contact search
    (a regex over every line) need not run. Exact: such a block is never an entry (entries are the
    table's rows or the lines of `ENTRY_MAX_WORDS` at most) and alone holds more than
    `DIRECTORY_MAX_PROSE_WORDS` words of prose; `records.directory_records` reads it the same way."""
    return any(
        block.is_sentence and not block.is_row and block.words > ENTRY_MAX_WORDS for block in text.blocks
    )


def _cells(row: str) -> int:
    """The cells with text in a table row (`CELL` written as text inside a cell, escaped, parts none)."""
    return sum(1 for cell in _CELL_SPLIT.split(row) if cell.strip())


def has_contact(row: str, exchanges: frozenset[str] = frozenset()) -> bool:
    """Whether a table row (cells joined by `CELL`) gives an e-mail address or a phone number; a
    number in groups of three is one when its first group is one of the `exchanges`."""
    reached, codes = _read(row)
    return reached or not codes.isdisjoint(exchanges)


def contacts(rows: list[str]) -> list[bool]:
    """Which of the `rows` give a contact (`has_contact`), the exchanges being the first groups that
    `DIRECTORY_MIN_ROWS` of them or more open a number in groups of three with (see `_EXCHANGE`).
    Each row is read once."""
    read = [_read(row) for row in rows]
    rows_with = Counter(code for _, codes in read for code in codes)
    shared = {code for code, count in rows_with.items() if count >= DIRECTORY_MIN_ROWS}
    return [reached or not codes.isdisjoint(shared) for reached, codes in read]


def _read(row: str) -> tuple[bool, frozenset[str]]:
    """Whether a row gives a contact, and else the first groups of its numbers in groups of three."""
    if "@" in row and _EMAIL.search(row):
        return True, frozenset()
    codes = set()
    for number in _numbers(row):
        if not _THOUSANDS.match(number):
            return True, frozenset()
        if code := _exchange(number):
            codes.add(code)
    return False, frozenset(codes)


def _numbers(row: str) -> list[str]:
    """The runs of grouped digits in a row's cells long enough for a phone, dates aside."""
    numbers = []
    for cell in row.split(CELL):
        for found in _PHONE.finditer(cell):
            number = found.group().strip(" ./-")
            if sum(map(str.isdigit, number)) >= PHONE_MIN_DIGITS and not _DATE.match(number):
                numbers.append(number)
    return numbers


def _exchange(number: str) -> str:
    """The first group of a number in groups of three of nine digits or more ("" for any other)."""
    found = _EXCHANGE.match(number)
    return found.group(1) if found else ""
