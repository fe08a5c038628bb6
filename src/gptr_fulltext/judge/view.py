"""One page as the judge's rules see it (`Page`): the signals read from the raw page, the measures of
the main text, and where each of its blocks came from (`provenance`)."""

from __future__ import annotations

from dataclasses import dataclass

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.textstats import TextMeasures
from gptr_fulltext.judge.provenance import Provenance
from gptr_fulltext.settings import Settings


@dataclass(frozen=True, slots=True)
class Page:
    """One page as the rules see it: counts come from the text returned, wording from the page."""

    signals: PageSignals
    text: TextMeasures
    body: str
    removed: tuple[str, ...]
    origin: Provenance
    settings: Settings
    repeated: int  # words of passages said again word for word (`rules._repeated`)

    @property
    def own(self) -> int:
        return self.origin.own

    def named(self, pattern: phrases.Phrases) -> str | None:
        """The pattern's match in the page's title or headline: how a page names itself."""
        return phrases.found(pattern, self.signals.title, self.signals.headline)

    def says(self, pattern: phrases.Phrases) -> str | None:
        """The pattern's match in the title, the headline, the main text or what cleanup removed
        from it (a closing "Subscribe to continue reading" is a pitch to cleanup, a wall here)."""
        return self.named(pattern) or phrases.found(pattern, self.body, *self.removed)
