"""Tables: data tables, which are a page's own text even read cell by cell (`is_data_table`), and the
menu and footer cells of a page laid out in a table, which are none of it (`cell_of`, `colophons`)."""

from __future__ import annotations

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext.evidence.textstats import count_words, match_key

# A data table: at least this many rows led by a label (a cell with letters: a town, a year spelled
# out, a currency) whose every other cell is a figure (more digits than letters) — a weather summary,
# exchange rates, election results. A layout table's rows hold menus and prose; a calendar's, days.
DATA_TABLE_MIN_ROWS = 3
_MAX_TABLE_ROWS = 200
# A page laid out in a table (`<center><table>`, a menu cell beside the content cell) reaches the main
# text whole, its menu and footer rows with it: no `nav` or `footer` tells extraction what they are.
# A cell is the page's chrome when it is a menu — `MENU_MIN_LINKS` links or more (any length: a
# "most read" list's headlines too) making `regions.LINK_LIST_MIN_SHARE` of its letters and digits,
# the links' nearest cell `_CELL_DEPTH` levels up at most (`a` in `font`, in `li` in `ul`) — or a
# colophon: a cell of at most `COLOPHON_MAX_WORDS` words holding a copyright sign. A cell holding the
# page's headline is its content (a tag cloud or an index laid out in the table), never chrome.
MENU_MIN_LINKS = 3
_CELL_DEPTH = 3
COLOPHON_MAX_WORDS = 40
_CELLS = frozenset({"td", "th"})


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
            and all(key and sum(map(str.isdigit, key)) * 2 > len(key) for key in figures)
        ):
            rows += 1
            if rows >= DATA_TABLE_MIN_ROWS:
                return True
    return False


def cell_of(node: LexborNode | None) -> LexborNode | None:
    """A link's nearest table cell, `_CELL_DEPTH` levels up at most from its parent `node`."""
    for _ in range(_CELL_DEPTH):
        if node is None:
            return None
        if node.tag in _CELLS:
            return node
        node = node.parent
    return None


def colophons(tree: LexborHTMLParser) -> list[tuple[LexborNode, str]]:
    """Table cells that are a layout's footer: a copyright sign in a short cell with no cell inside
    (lexbor's query matches the cell itself)."""
    found = []
    for cell in tree.css("td"):
        text = cell.text(separator=" ") or ""
        if "©" in text and count_words(text) <= COLOPHON_MAX_WORDS and len(cell.css("td")) == 1:
            found.append((cell, text))
    return found
