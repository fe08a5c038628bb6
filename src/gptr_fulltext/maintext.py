"""HTML → trafilatura's main text (as its XML tree) and metadata, at the cost of its fast mode.

Settings measured best on the article benchmark: precision mode, no comments. Trafilatura's full
cascade also compares its result with readability and jusText; on the benchmark that changed only
pages whose fast result held a sliver of the page's visible text, so the fast mode runs first and
the full cascade only when its result covers less than `FULL_CASCADE_BELOW` of the visible text.
"""

from __future__ import annotations

import logging

from lxml.etree import LxmlError
from trafilatura import bare_extraction
from trafilatura.settings import Document, set_date_params

log = logging.getLogger("gptr_fulltext")

FULL_CASCADE_BELOW = 0.25


def main_text(markup: str, url: str | None, markdown: bool, visible_chars: int) -> Document | None:
    """The main text and metadata of `markup`, or `None` when trafilatura finds no text."""
    document = _trafilatura(markup, url, markdown, fast=True, with_metadata=True)
    extracted = len(document.raw_text or "") if document is not None else 0
    if extracted >= FULL_CASCADE_BELOW * visible_chars:
        return document
    fuller = _trafilatura(markup, url, markdown, fast=False, with_metadata=document is None)
    if fuller is None or document is None:
        return fuller or document
    document.body = fuller.body
    return document


def _trafilatura(
    markup: str, url: str | None, markdown: bool, *, fast: bool, with_metadata: bool
) -> Document | None:
    try:
        document = bare_extraction(
            markup,
            url=url,
            fast=fast,
            favor_precision=True,
            include_comments=False,
            include_tables=True,
            include_formatting=markdown,
            with_metadata=with_metadata,
            # trafilatura's fast mode turns the slow, extensive date search on; keep it off in both
            date_extraction_params=set_date_params(extensive=False),
            output_format="markdown" if markdown else "txt",
        )
    except (LxmlError, RecursionError, ValueError, TypeError, AttributeError) as exc:
        log.debug("trafilatura failed on %s: %s", url, exc)
        return None
    return document if isinstance(document, Document) else None
