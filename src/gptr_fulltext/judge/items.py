"""A listing read as templated items (#17, round 17): the main text is a run of like items each
leading to a page elsewhere (`evidence.items`: a title with its blurb or date, a name with its
price or address and a call to action), and the page says hardly anything of its own besides.

The cards and entries of `rules._listing` are two shapes of this (a headline with a standfirst; a
link with a few details after it); the items are what both share, whatever the markup (`li`, `p`,
`tr`, `div`), the position of the link (leading the item, or a repeated call after it) and the
length of the blurb. What keeps a real page that carries such a list — an article ending in a
reading list, a brief above its related links — is its own text: `min_words` or more outside the
items (and outside reader comments, which are never items), where a listing's own text is an
intro line, a count of results, a pager.
"""

from __future__ import annotations

from gptr_fulltext.evidence.items import ITEMS_MIN_MEMBERS
from gptr_fulltext.judge.view import Page
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason


def templated_items(page: Page) -> Verdict | None:
    """`listing_page` when `ITEMS_MIN_MEMBERS` items or more of the main text (the page's cards and
    entries among them) make `listing_share` of it, and its own text outside them is under `min_words`."""
    origin = page.origin
    blocks = origin.item_blocks + origin.card_blocks + origin.entry_blocks  # cards and entries are items too
    if blocks < ITEMS_MIN_MEMBERS:
        return None
    rest = origin.own - origin.itemized
    listed = origin.itemized + origin.cards + origin.entries
    if rest >= page.settings.min_words or listed < page.settings.listing_share * origin.total:
        return None
    return thin(
        Reason.LISTING_PAGE,
        f"{listed / origin.total:.0%} of the text is {blocks} items of one template, each "
        f"leading to another page; {rest} words of its own",
    )
