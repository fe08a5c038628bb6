"""Data tables: tables of figures, which are a page's own text even read cell by cell (`is_data_table`)."""

from __future__ import annotations

from selectolax.lexbor import LexborNode

from gptr_fulltext.evidence.textstats import match_key

# A data table: at least this many rows led by a label (a cell with letters: a town, a year spelled
# out, a currency) whose every other cell is a figure (more digits than letters) — a weather summary,
# exchange rates, election results. A layout table's rows hold menus and prose; a calendar's, days.
DATA_TABLE_MIN_ROWS = 3
_MAX_TABLE_ROWS = 200


def is_data_table(table: LexborNode) -> bool:
    """A table of figures (see `DATA_TABLE_MIN_ROWS`), not one that lays out a page (no table in it)."""
    if len(table.css("table")) > 1:  # lexbor's query matches the table itself
        return False
    rows = 0
    for row in table.css("tr")[:_MAX_TABLE_ROWS]:
        cells = [match_key(cell.text(separator=" ") or "") for cell in row.css("td,th")]
        label, figures = (cells[0], cells[1:]) if cells else ("", [])
        if (
            figures
            and any(char.isalpha() for char in label)
            and all(key and sum(char.isdigit() for char in key) * 2 > len(key) for key in figures)
        ):
            rows += 1
            if rows >= DATA_TABLE_MIN_ROWS:
                return True
    return False
