"""Tables that lay a page out, in trafilatura's XML main text: read as the blocks they hold.

Before CSS, pages were laid out with tables: the whole article in one cell, its headline and
paragraphs inside it, the menus and teasers in the cells beside. Trafilatura keeps such a table as
rows of cells and writes each row on one line, so an article came out as one line, its paragraphs
run together with whatever shared its cell, its headline in the middle of it. What marks a layout
table is a cell holding several blocks with text (paragraphs, headings, lists, quotes, tables),
one of them prose, or the page's headline (an `h1`) above another block: a brief's one paragraph, a
listing's entries (#17, round 14); a table of data holds a value or a sentence per cell, a menu's
cell short items, and neither holds the page's headline. Trafilatura may also hand over a layout
table's rows without their table (they stand in a `div`): those rows are read as one table.
The text stays the same; only its blocks are freed, so the article reads as paragraphs and the
cleanups that look at blocks (the headline, link runs, pitches at the edges) see them.
"""

from __future__ import annotations

from lxml.etree import _Element

from gptr_fulltext.evidence.textstats import count_words

# Blocks with text in one cell that make its table a page's layout rather than data.
LAYOUT_BLOCKS = 3
# Words in one of those blocks that make it prose, an article's paragraph, not a menu item or label.
PROSE_WORDS = 20
_BLOCKS = frozenset({"p", "head", "list", "table", "quote", "code"})
_HEADLINE = "h1"  # trafilatura's `rend` for a heading that was an `h1`


def flatten_layout_tables(body: _Element) -> None:
    """Replace each layout table in `body` by the blocks of its cells, in reading order (a cell's loose
    text becomes a paragraph); a table nested in one is judged on its own after it is freed."""
    _wrap_bare_rows(body)
    for table in [table for table in body.iter("table") if _lays_out(table)]:
        parent = table.getparent()
        assert parent is not None  # a descendant of `body`, moved (if nested) to another
        freed: list[_Element] = []  # never empty: a layout table has a cell of blocks
        for cell in _cells(table):
            if cell.text and cell.text.strip():  # text before the cell's first block: a paragraph
                loose = cell.makeelement("p", {})
                loose.text = cell.text
                freed.append(loose)
            freed.extend(cell)
        if table.tail and table.tail.strip():
            freed[-1].tail = (freed[-1].tail or "") + table.tail
        index = parent.index(table)
        parent[index : index + 1] = freed


def _wrap_bare_rows(body: _Element) -> None:
    """Put each run of table rows that stand with no table around them (trafilatura's text of a layout
    table whose `table` element it left out) in a table of their own, to be judged as one."""
    for parent in [element for element in body.iter() if element.tag != "table"]:
        runs: list[list[_Element]] = [[]]
        for child in parent:
            if child.tag == "row":
                runs[-1].append(child)
            elif runs[-1]:
                runs.append([])
        for run in (run for run in runs if run):
            table = parent.makeelement("table", {})
            parent.insert(parent.index(run[0]), table)
            table.extend(run)


def _lays_out(table: _Element) -> bool:
    """Whether a cell holds `LAYOUT_BLOCKS` blocks with text, one of them prose (`PROSE_WORDS`), or the
    page's headline and another block with text: a cell of menu links or short labels, or of data,
    leaves its table as it is, rows a reader (and the judge) can tell from the text."""
    for cell in _cells(table):
        blocks = [block for block in cell if block.tag in _BLOCKS]
        sizes = [count_words("".join(block.itertext())) for block in blocks]
        filled = sum(1 for size in sizes if size)
        if filled >= LAYOUT_BLOCKS and max(sizes) >= PROSE_WORDS:
            return True
        if filled >= 2 and any(block.tag == "head" and block.get("rend") == _HEADLINE for block in blocks):
            return True
    return False


def _cells(table: _Element) -> list[_Element]:
    """The table's own cells in reading order, not those of tables nested in them."""
    return [cell for row in table if row.tag == "row" for cell in row if cell.tag == "cell"]
