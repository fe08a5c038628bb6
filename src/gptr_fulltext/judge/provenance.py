"""Where the main text came from: the article, or a dialog, a subscription box, forms, cards, directory
entries, captions.

Trafilatura picks the densest text on a page. On a wall that text is the wall itself — the consent
dialog, the plan list of a paywall, the sign-in form — and on a listing it is the teaser cards. Each
extracted block is looked up in the raw text of those regions (see `signals.Regions`); what is found
in none of them is the page's *own* text, the measure every wall verdict rests on.
"""

from __future__ import annotations

from dataclasses import dataclass

from gptr_fulltext.evidence.regions import Regions
from gptr_fulltext.evidence.textstats import TextMeasures

# Blocks are looked up by the start of their match key: long enough to be specific, short enough to
# survive trafilatura joining or splitting inline elements further on.
_PROBE_CHARS = 48
_MIN_PROBE_CHARS = 10


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

    @property
    def total(self) -> int:
        return self.consent + self.paywall + self.forms + self.cards + self.entries + self.captions + self.own


def trace(measures: TextMeasures, regions: Regions) -> Provenance:
    """Attribute every substantive block of the main text to the first region that holds it."""
    found = {"consent": 0, "paywall": 0, "forms": 0, "cards": 0, "entries": 0, "captions": 0, "own": 0}
    blocks = {"cards": 0, "entries": 0}
    named = (
        ("consent", regions.consent),
        ("paywall", regions.paywall),
        ("forms", regions.forms),
        ("cards", regions.cards),
        ("entries", regions.entries),
        ("captions", regions.captions),
    )
    for block in measures.blocks:
        if not block.is_substantive:
            continue
        probe = block.key[:_PROBE_CHARS]
        region = "own"
        if len(probe) >= _MIN_PROBE_CHARS:
            region = next((name for name, text in named if text and probe in text), "own")
        found[region] += block.words
        if region in blocks:
            blocks[region] += 1
    return Provenance(card_blocks=blocks["cards"], entry_blocks=blocks["entries"], **found)
