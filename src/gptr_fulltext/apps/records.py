"""The one JSON shape of a page in the CLI's `--json` / `--jsonl` output, whichever command printed it.

`search` prints its results, `fetch` one record per URL, `extract` one for the file: the same keys
every time, so a script reads them all alike. The keys GPT Researcher reads (`url`, `href`, `title`,
`body`, `raw_content`) come first, then the verdict and metadata. The shape is a JSON Schema shipped
in the package (`page.schema.json`, printed by `gptr-fulltext schema`), and tests check real output
against it.
"""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any

from gptr_fulltext.models import Extraction, Outcome
from gptr_fulltext.results import cap_text, preview
from gptr_fulltext.settings import Settings
from gptr_fulltext.urls import without_credentials

SCHEMA_FILE = "page.schema.json"


def schema() -> dict[str, Any]:
    """The JSON Schema of one record, as shipped."""
    loaded: dict[str, Any] = json.loads(files(__package__).joinpath(SCHEMA_FILE).read_text("utf-8"))
    return loaded


def from_outcome(outcome: Outcome, settings: Settings) -> dict[str, Any]:
    """One searched or fetched page: `raw_content` and `body` only when it is full."""
    requested = without_credentials(outcome.candidate.url)
    url = without_credentials(outcome.final_url) if outcome.final_url else requested
    return _record(
        url,
        requested,
        outcome.extraction,
        settings,
        full=outcome.kept,
        reason=outcome.reason,
        detail=outcome.detail,
        rank=outcome.candidate.rank + 1,
        seconds=round(outcome.seconds, 3),
        title=outcome.candidate.title,
    )


def from_extraction(extraction: Extraction, url: str | None, settings: Settings) -> dict[str, Any]:
    """One page extracted offline (`extract`): no rank, no fetch time."""
    shown = without_credentials(url) if url else None
    return _record(
        shown,
        shown,
        extraction,
        settings,
        full=extraction.is_full,
        reason=extraction.reason,
        detail=extraction.detail,
        rank=None,
        seconds=None,
        title=None,
    )


def _record(
    url: str | None,
    requested: str | None,
    extraction: Extraction | None,
    settings: Settings,
    *,
    full: bool,
    reason: str | None,
    detail: str,
    rank: int | None,
    seconds: float | None,
    title: str | None,
) -> dict[str, Any]:
    raw_content, truncated = (
        cap_text(extraction.content, settings.max_chars) if full and extraction else (None, False)
    )
    return {
        "url": url,
        "href": url,
        "title": (extraction.title if extraction else None) or title or None,
        "body": preview(extraction, settings.preview_chars) if full and extraction else None,
        "raw_content": raw_content,
        "full": full,
        "reason": str(reason) if reason else None,
        "detail": detail or None,
        "requested_url": requested,
        "rank": rank,
        "words": extraction.words if extraction else 0,
        "truncated": truncated,
        "rendered": bool(extraction and extraction.rendered),
        "seconds": seconds,
        "author": extraction.author if extraction else None,
        "published": extraction.date if extraction else None,
        "site_name": extraction.site_name if extraction else None,
        "language": extraction.language if extraction else None,
    }
