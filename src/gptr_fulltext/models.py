"""The values that travel between pipeline stages.

Each stage is a plain function from one of these to the next, so every stage can be tested on values
without a network: search → `Candidate`, fetch → `Fetched`, extraction → `MainText` (carrying the
`Evidence` read before any cleanup), judge → `Verdict`; `Extraction` is a page's main text with its
verdict (what `gptr_fulltext.extract` returns), and `Outcome` what became of one candidate.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gptr_fulltext.evidence.signals import PageSignals
from gptr_fulltext.evidence.textstats import match_key
from gptr_fulltext.reasons import Reason


@dataclass(frozen=True, slots=True)
class Candidate:
    """A URL proposed by the search backend, with its rank (0 = best) and whatever preview it gave."""

    url: str
    rank: int
    title: str | None = None
    snippet: str | None = None


@dataclass(frozen=True, slots=True)
class Fetched:
    """A response read (within limits) to the end, after redirects."""

    url: str
    final_url: str
    status: int
    headers: Mapping[str, str]
    body: bytes
    truncated: bool = False
    seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class PdfFacts:
    """How a PDF's reading went: pages read of all, and why nothing could be read (`failure`)."""

    pages_read: int
    pages_total: int
    failure: str | None = None
    cut_at: int | None = None  # the byte cap the file was cut at, when it was


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the page showed before cleanup, for the judge: cleanup removes exactly the walls and
    prompts a verdict rests on, so what it removed travels beside the text it kept.

    `signals` is the raw HTML's structure (empty for a PDF); `removed` the blocks cleanup took out
    of the main text (pitches, teaser lines, a closing prompt), in page order; `pdf` is set for PDFs.
    """

    signals: PageSignals = field(default_factory=PageSignals)
    removed: tuple[str, ...] = ()
    pdf: PdfFacts | None = None


@dataclass(frozen=True, slots=True)
class MainText:
    """A page's main text and metadata as extraction found them, not yet judged.

    `text` is markdown when `markdown` is set, else plain, without the title (its own field);
    `words` counts the text before the headline, byline and dateline lines are trimmed from it.
    `aside` is the page's discussion set apart from `text` (a declared product's reviews, which
    `FULLTEXT_COMMENTS=auto` leaves out): not the main text, but the page's own content to the judge.
    """

    text: str
    title: str | None
    words: int
    markdown: bool
    evidence: Evidence
    url: str | None = None
    canonical_url: str | None = None
    author: str | None = None
    date: str | None = None
    site_name: str | None = None
    language: str | None = None
    description: str | None = None
    detail: str = ""  # a note on a full page (e.g. how much of a long PDF was read)
    aside: str = ""

    @property
    def weighed(self) -> str:
        """What the judge weighs: the text, and the discussion set apart after it. A product page's
        own reviews are no less its own text for being left out of the main text: without them a
        shop whose description is short would read as a bot check or a stub."""
        return f"{self.text.rstrip()}\n\n{self.aside}\n" if self.aside else self.text


@dataclass(frozen=True, slots=True)
class Verdict:
    """Full, or thin with a `Reason` and a detail sentence saying what was seen."""

    is_full: bool
    reason: Reason | None = None
    detail: str = ""


FULL = Verdict(True)


def thin(reason: Reason, detail: str) -> Verdict:
    """A thin verdict."""
    return Verdict(False, reason, detail)


@dataclass(frozen=True, slots=True)
class Extraction:
    """A page's main text and metadata, with the judge's verdict.

    `text` is the page's main text, markdown when `markdown` is set, else plain; `''` when nothing
    was extracted. It never carries the title, which has its own field: `content` puts the two
    together as GPT Researcher gets them in `raw_content` (before the length cap).
    `is_full` is the verdict; `reason` names why a page is thin (`None` when full) and `detail`
    says it in words a person can act on. `fingerprint` is the Simhash (hex) of a full page's main
    text, which finds near-duplicates among the results of one call.
    """

    text: str
    title: str | None
    is_full: bool
    reason: Reason | None
    detail: str = ""
    words: int = 0
    url: str | None = None
    canonical_url: str | None = None
    author: str | None = None
    date: str | None = None
    site_name: str | None = None
    language: str | None = None
    description: str | None = None
    fingerprint: str | None = None
    markdown: bool = False
    rendered: bool = False  # the text is what a browser built from the page's scripts

    @classmethod
    def judged(cls, main: MainText, verdict: Verdict, fingerprint: str | None = None) -> Extraction:
        """The main text with the judge's verdict on it."""
        return cls(
            text=main.text,
            title=main.title,
            is_full=verdict.is_full,
            reason=verdict.reason,
            detail=verdict.detail or main.detail,
            words=main.words,
            url=main.url,
            canonical_url=main.canonical_url,
            author=main.author,
            date=main.date,
            site_name=main.site_name,
            language=main.language,
            description=main.description,
            fingerprint=fingerprint,
            markdown=main.markdown,
        )

    @classmethod
    def unread(cls, verdict: Verdict, url: str | None) -> Extraction:
        """A page judged from its response alone (status, headers, first bytes): nothing was parsed."""
        return cls(
            text="",
            title=None,
            is_full=verdict.is_full,
            reason=verdict.reason,
            detail=verdict.detail,
            url=url,
        )

    @property
    def content(self) -> str:
        """The text as `raw_content` carries it, opening with the title as a `#` heading in either
        format: GPT Researcher drops `title` from prefetched results, so the heading is the only
        title its writer sees. A text that opens with the title already (a heading the page's declared
        title does not name, `rendering.headline_title`) is not headed twice: that line becomes the
        heading (in text format it is a plain line)."""
        if not (self.title and self.text):
            return self.text
        key = match_key(self.title)
        first, _, rest = self.text.lstrip().partition("\n")
        if key and match_key(first) == key:
            return self.text if first.startswith("#") else f"# {first.strip()}\n{rest}"
        return f"# {self.title.strip()}\n\n{self.text}"


@dataclass(frozen=True, slots=True)
class Outcome:
    """What happened to one candidate in one call: kept, or dropped with a reason."""

    candidate: Candidate
    kept: bool
    reason: Reason | None
    detail: str = ""
    extraction: Extraction | None = None
    seconds: float = 0.0
    final_url: str | None = None
    fetched_bytes: int = 0  # body bytes read for it in this call (0 from the cache)
    cached: bool = False  # answered from the page or failure cache
