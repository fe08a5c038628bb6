"""Where the main text came from: the article, or a dialog, a subscription box, forms, cards, directory
entries, captions.

Trafilatura picks the densest text on a page. On a wall that text is the wall itself — the consent
dialog, the plan list of a paywall, the sign-in form — and on a listing it is the teaser cards. Each
extracted block is looked up in the raw text of those regions (see `signals.Regions`); what is found
in none of them is the page's *own* text, the measure every wall verdict rests on. Of the own text,
what sits in link lists (a tag cloud, an index) is counted apart, for the link-list rule alone.

A page laid out in a table reaches the main text with its menu and footer rows (`Regions.chrome`):
those words are the page's chrome, in no count of its text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gptr_fulltext.evidence.regions import ENTRY_MAX_WORDS, IMAGE_CAPTION_MAX_WORDS, Regions
from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.tables import COLOPHON_MAX_WORDS
from gptr_fulltext.evidence.textstats import (
    CELL,
    KEY_CHARS,
    Block,
    TextMeasures,
    count_words,
    match_key,
    split_sentences,
)

# Blocks are looked up by the start of their match key: long enough to be specific, short enough to
# survive trafilatura joining or splitting inline elements further on.
_PROBE_CHARS = 48
_MIN_PROBE_CHARS = 10
# Extraction drops some parts of a block (a `<time>` or a source tag between a teaser's headline and
# its blurb; the headline itself in a layout table's cell), so its key is no longer one run of the
# region's text. A block whose opening probe is not found is still the region's when its closing
# probe is, or when its first and last `_END_CHARS` (a third of a shorter block, at least
# `_MIN_PROBE_CHARS`) are both there, the last after the first and no further from it than the
# block's own length (plus `_GAP_CHARS` for what was dropped).
_END_CHARS = 24
_GAP_CHARS = 40
# Extraction renders a layout table (menu in one cell, the page in the next) as a table row: one line
# holding many of the page's elements. A row is looked up cell by cell and sentence by sentence, each
# piece counted where it is found (a data table's short cells are found nowhere: its own text).
# A row of at most this many words is a data row (a directory's firm, address and phone; a search
# result's title, date and size), looked up whole first: its short cells — a phone number, a date —
# are too short to be found on their own and would count as the page's own text. A layout table's
# row (a menu cell beside the page) runs longer. The same bound as a directory entry's.
ROW_MAX_WORDS = ENTRY_MAX_WORDS
# A line of the main text longer than this is a paragraph, not a link's text (a headline, a product's
# name): not looked up among the links (`Regions.anchors`).
LINK_TEXT_MAX_WORDS = 30
# Link lines the length rule leaves out, up to this many (`Provenance.pointers`): the blind rounds'
# thin pages hold at most 17 around their notice.
ANCHORED_MAX_LINES = 40
# A data table read cell by cell: two rows of a four-column table at the least.
TABLE_RUN_MIN_LINES = 8
# A paragraph of prose this long is no teaser's standfirst nor an excerpt (a sentence or three:
# WordPress cuts its excerpts at 55 words, the fixtures' longest card blurbs run ~60), no entry
# (`regions.ENTRY_MAX_WORDS`) and no caption (`regions.CAPTION_MAX_WORDS`).
LONG_PROSE_WORDS = 80
# On a page that declares an article, paragraphs of this many words count as its own prose: more than
# an image's caption (`regions.IMAGE_CAPTION_MAX_WORDS`), so a gallery's captions never do.
ARTICLE_PARAGRAPH_WORDS = IMAGE_CAPTION_MAX_WORDS + 1


@dataclass(frozen=True, slots=True)
class Provenance:
    """Substantive words of the main text by the region they were found in."""

    consent: int = 0
    paywall: int = 0
    forms: int = 0
    cards: int = 0
    entries: int = 0
    captions: int = 0
    card_blocks: int = 0
    entry_blocks: int = 0
    own: int = 0
    linked: int = 0  # of the own words, those inside link lists (see `Regions.links`)
    chrome: int = 0  # a layout table's menu and footer: not in `total`
    chrome_prose: int = 0  # of the chrome words, those in sentence blocks (a footer's "All rights reserved.")
    commented: int = 0  # of the own words, those inside reader comments (see `Regions.comments`)
    anchored: int = 0  # words of lines that are a link's whole text (see `Regions.anchors`), chrome aside
    anchored_lines: int = 0  # those lines
    itemized: int = 0  # of the own words, those inside templated items (see `Regions.items`)
    item_blocks: int = 0  # the blocks of those words
    chrome_blocks: frozenset[int] = frozenset()  # the indices of the blocks found whole in the chrome

    @property
    def pointers(self) -> int:
        """The anchored words that are no content to the length rule: a handful of link lines around
        a notice (a rail, a menu, product cards) point elsewhere; an index of `ANCHORED_MAX_LINES`
        or more is what its page is, judged by the link-list and listing rules instead (#17, round
        14: a report's table of contents, 300 link lines, read as 20 words of content)."""
        return self.anchored if self.anchored_lines < ANCHORED_MAX_LINES else 0

    @property
    def total(self) -> int:
        return self.consent + self.paywall + self.forms + self.cards + self.entries + self.captions + self.own


def trace(measures: TextMeasures, regions: Regions) -> Provenance:
    """Attribute every substantive block of the main text to the first region that holds it."""
    found = {
        "consent": 0, "paywall": 0, "forms": 0, "cards": 0, "entries": 0, "captions": 0, "own": 0, "chrome": 0
    }  # fmt: skip
    blocks = {"cards": 0, "entries": 0}
    named = (
        ("consent", regions.consent),
        ("paywall", regions.paywall),
        ("forms", regions.forms),
        ("cards", regions.cards),
        ("entries", regions.entries),
        ("captions", regions.captions),
        ("chrome", regions.chrome),
    )
    regional = [(name, text) for name, text in named if text]
    links = [("links", regions.links)] if regions.links else []
    comments = [("comments", regions.comments.text)] if regions.comments.text else []
    items = [("items", regions.items)] if regions.items else []
    linked = chrome_prose = commented = anchored = anchored_lines = itemized = item_blocks = 0
    chrome_blocks: set[int] = set()
    keys = [block.key for block in measures.blocks]
    for index, block in enumerate(measures.blocks):
        if not block.is_substantive:
            continue
        if regional and block.is_row and block.words <= ROW_MAX_WORDS and not _is_data_row(block.text):
            region = _region_of(block.key, regional)  # a short row (a directory's, a search result's)
            if region == "chrome":
                chrome_blocks.add(index)
            if region != "own":
                found[region] += block.words
                blocks[region] = blocks.get(region, 0) + 1
                chrome_prose += block.words if region == "chrome" and block.is_sentence else 0
                continue
        if regional and block.is_row:
            left = block.words  # a layout table's row: each cell, each sentence of it, on its own
            for piece in _pieces(block.text):
                piece_key = match_key(piece[:KEY_CHARS])
                part = _region_of(piece_key, regional)
                if part != "own":
                    words = min(count_words(piece), left)
                    found[part] += words
                    left -= words
                    blocks[part] = blocks.get(part, 0) + 1
                elif links and _region_of(piece_key, links) != "own":
                    linked += min(count_words(piece), left)
            found["own"] += left
            if items and left == block.words and _region_of(block.key, items) != "own":
                itemized, item_blocks = itemized + left, item_blocks + 1  # a row of a listing table
            continue
        region = (
            "chrome"
            if _is_colophon(block)
            else _region_of(block.key if len(block.key) >= _MIN_PROBE_CHARS else _run(keys, index), regional)
        )
        found[region] += block.words
        chrome_prose += block.words if region == "chrome" and block.is_sentence else 0
        if region == "chrome":
            chrome_blocks.add(index)
        if region != "chrome" and _is_link_text(block, regions.anchors):
            anchored += block.words
            anchored_lines += 1
        if region in blocks:
            blocks[region] += 1
        elif region == "own" and links and _region_of(block.key, links) != "own":
            linked += block.words
        if region == "own" and comments and _region_of(block.key, comments) != "own":
            commented += block.words
        if region == "own" and items and _region_of(block.key, items) != "own":
            itemized, item_blocks = itemized + block.words, item_blocks + 1
    return Provenance(
        card_blocks=blocks["cards"],
        entry_blocks=blocks["entries"],
        linked=linked,
        chrome_prose=chrome_prose,
        commented=commented,
        anchored=anchored,
        anchored_lines=anchored_lines,
        itemized=itemized,
        item_blocks=item_blocks,
        chrome_blocks=frozenset(chrome_blocks),
        **found,
    )


def cards_quoted(measures: TextMeasures, regions: Regions) -> int:
    """How many different teaser cards of the page (`Regions.cards`, one a line) the main text's
    substantive blocks are found in."""
    cards, quoted = regions.cards, set()
    for block in measures.blocks:
        probe = block.key[:_PROBE_CHARS]
        if block.is_substantive and len(probe) >= _MIN_PROBE_CHARS and (at := cards.find(probe)) >= 0:
            quoted.add(cards.count("\n", 0, at))
    return len(quoted)


def without_chrome(measures: TextMeasures, origin: Provenance) -> TextMeasures:
    """The main text without the blocks found whole in a layout table's menu and footer cells: what a
    brief or a card is read from (a footer row under a brief is no last sentence of it)."""
    if not origin.chrome_blocks:
        return measures
    blocks = tuple(block for index, block in enumerate(measures.blocks) if index not in origin.chrome_blocks)
    return TextMeasures(
        blocks=blocks,
        words=sum(block.words for block in blocks),
        substantive_words=sum(block.words for block in blocks if block.is_substantive),
        sentence_words=sum(block.words for block in blocks if block.is_sentence and not block.is_list),
        list_words=sum(block.words for block in blocks if block.is_list),
    )


def judged_regions(
    measures: TextMeasures, signals: PageSignals, least_own: float, walls: float, prompted: Callable[[], bool]
) -> Regions:
    """The regions to weigh the main text against: the named ones alone (`RegionSearch.named`) where
    the search by the page's shape cannot change the verdict, or is taken not to; else every region
    (`RegionSearch.found`).

    Exact (see `own_prose`): the text's long paragraphs of prose outside the named regions reach
    `least_own`, the most own text any rule asks of a page; or `walls`, the most every rule but the
    paywall's asks, on a page the paywall rule cannot find walled (no paywall markup or box, no
    paywall prompt where prompts stand: `prompted`).

    Taken, not exact (#16 item 6, docs/benchmarks.md round 12): a page that declares itself an
    article (`PageSignals.declares_article`), shows no accept/reject buttons nor a paywall, and whose
    paragraphs of prose longer than an image's caption (`ARTICLE_PARAGRAPH_WORDS`) reach `least_own`
    outside the named regions: an article's page is one text, where a listing, a directory or a
    gallery declares a collection or nothing. A listing of excerpts (WordPress cuts them at 55 words)
    that declares no article keeps the search."""
    search = signals.search
    prose = _own_prose_words(measures, search.named)
    long = sum(words for words in prose if words >= LONG_PROSE_WORDS)
    if long >= least_own:
        return search.named
    if long < walls and not signals.declares_article:
        return search.found
    if signals.paywall_markup or search.named.paywall or prompted():
        return search.found
    if long >= walls:
        return search.named
    articled = sum(words for words in prose if words >= ARTICLE_PARAGRAPH_WORDS)
    return search.named if articled >= least_own and not signals.consent_actions else search.found


def own_prose(measures: TextMeasures, named: Regions) -> int:
    """Words of the main text's long paragraphs of prose (`LONG_PROSE_WORDS` or more, sentences, no
    table row) found in none of the `named` regions.

    The regions found by the page's shape are made of short units — a card of a headline and a
    standfirst, a directory entry, a caption, a link list of terms or a menu of links, a dialog of a
    few lines and two buttons — and a page's text is found in them block by block. A long paragraph
    of prose is none of these: its words stay the page's own whatever that search finds, so when
    they reach the least own text any rule asks for, the search cannot change the verdict and the
    judge skips it (a ~2-3 ms query and walk over every link). A listing's excerpts, a tag cloud or a
    layout table's menu are never read as such paragraphs, and keep the search; a consent, paywall or
    sign-in box that holds the text is named, and counted here. Measured on the six shared corpora and
    every fixture: the same verdicts and details with the search skipped this way (docs/benchmarks.md,
    round 9)."""
    return sum(words for words in _own_prose_words(measures, named) if words >= LONG_PROSE_WORDS)


def _own_prose_words(measures: TextMeasures, named: Regions) -> list[int]:
    """The words of each sentence block of the main text (no table row) found in none of the `named`
    consent, paywall, sign-in or caption regions."""
    regional = [(name, text) for name, text in (("consent", named.consent), ("paywall", named.paywall),
                ("forms", named.forms), ("captions", named.captions)) if text]  # fmt: skip
    return [
        block.words
        for block in measures.blocks
        if block.is_sentence and not block.is_row and _region_of(block.key, regional) == "own"
    ]


def tabled_words(measures: TextMeasures, regions: Regions) -> int:
    """Words of the lines too short to count as content that are a data table's cells, one a line:
    extraction may render a table of figures cell by cell (a town, then its four figures), and those
    lines read like a menu's. A run of `TABLE_RUN_MIN_LINES` short lines or more, found together and
    in order in the page's data tables (`Regions.tables`), is the table."""
    if not regions.tables:
        return 0
    total = 0
    run: list[Block] = []
    for block in (*measures.blocks, None):
        if block is not None and not block.is_substantive and block.key:
            joined = "".join(b.key for b in run) + block.key
            if joined in regions.tables:
                run.append(block)
                continue
        if len(run) >= TABLE_RUN_MIN_LINES:
            total += sum(b.words for b in run)
        run = (
            [block] if block is not None and not block.is_substantive and block.key in regions.tables else []
        )
    return total


def _run(keys: list[str], index: int) -> str:
    """The key of a block too short to be found alone, run on with the blocks after it up to
    `_PROBE_CHARS`: extraction puts each part of a listing's entry on a line of its own (a date, a
    name, a place), and those lines are found in the region together, in order."""
    run = ""
    for key in keys[index:]:
        run += key
        if len(run) >= _PROBE_CHARS:
            break
    return run


def _region_of(key: str, regional: list[tuple[str, str]]) -> str:
    """The first region whose text holds the block of `key`, or `own`."""
    probe = key[:_PROBE_CHARS]
    if len(probe) < _MIN_PROBE_CHARS:
        return "own"
    return next((name for name, text in regional if _holds(text, key, probe)), "own")


def _is_colophon(block: Block) -> bool:
    """A short line with a copyright sign ("© 2026 Site. All rights reserved.", a photo's "© Agency"):
    the site's footer or a credit wherever the page's layout put it, no sentence of its text (#17,
    round 14: a div-soup app's footer line counted as a sentence of content)."""
    return block.words <= COLOPHON_MAX_WORDS and "©" in block.text


def _is_link_text(block: Block, anchors: str) -> bool:
    """Whether the block is a link's text, or a line of it (a product card's link holds its name and
    its price, extraction gives each a line): a pointer to another page, not content. A key too short
    to be specific (`_MIN_PROBE_CHARS`) counts only as a whole link's text; a long block (more than
    `LINK_TEXT_MAX_WORDS`) is a paragraph, never looked up."""
    if not anchors or block.words > LINK_TEXT_MAX_WORDS:
        return False
    if len(block.key) < _MIN_PROBE_CHARS:
        return f"\n{block.key}\n" in anchors
    return block.key in anchors


def _is_data_row(text: str) -> bool:
    """Every cell after the first is a figure (more digits than letters): a row of a data table,
    whose first cell names the country or the year the figures are about — they are the page's own
    text. A directory's or a search result's row has words beside its figures (an address, a file
    type, a snippet)."""
    cells = [key for cell in text.split(CELL)[1:] if (key := match_key(cell))]
    return bool(cells) and all(sum(map(str.isdigit, key)) * 2 > len(key) for key in cells)


def _pieces(text: str) -> list[str]:
    """The cells of a table row, each split into its sentences."""
    return [piece for cell in text.split(CELL) for piece in split_sentences(cell) if piece.strip()]


def _holds(region: str, key: str, probe: str) -> bool:
    """Whether the region's text holds the block: its opening probe, its closing one (extraction
    dropped what led it, a card's headline), or both its ends with a gap between."""
    if probe in region or (len(key) > _PROBE_CHARS and key[-_PROBE_CHARS:] in region):
        return True
    size = min(_END_CHARS, len(key) // 3)  # a short block's ends are its thirds
    if size < _MIN_PROBE_CHARS:
        return False
    head, tail = key[:size], key[-size:]
    reach = len(key) + _GAP_CHARS
    start = region.find(head)
    while start >= 0:
        end = region.find(tail, start + size, start + reach)
        if end >= 0:
            return True
        start = region.find(head, start + 1)
    return False
