"""The values that travel between pipeline stages.

Each stage is a plain function from one of these to the next, so every stage can be tested on values
without a network: search → `Candidate`, fetch → `Fetched`, extract + judge → `Extraction`,
pipeline → `Outcome` per candidate.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


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
    reason: str | None
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

    @property
    def content(self) -> str:
        """The text as `raw_content` carries it: markdown opens with the title as a `#` heading, so
        a model reading only `raw_content` knows which page it reads; plain text is the text alone."""
        if self.markdown and self.title and self.text:
            return f"# {self.title.strip()}\n\n{self.text}"
        return self.text


@dataclass(frozen=True, slots=True)
class Outcome:
    """What happened to one candidate in one call: kept, or dropped with a reason."""

    candidate: Candidate
    kept: bool
    reason: str | None
    detail: str = ""
    extraction: Extraction | None = None
    seconds: float = 0.0
    final_url: str | None = None
