"""PDF responses → text, with pypdf (BSD-licensed; the PyMuPDF GPT Researcher uses is AGPL).

Bounded three ways: the bytes are at most what the fetch read (`FULLTEXT_MAX_BYTES`); at most
`max_pages` pages are read; and reading stops after the page during which `seconds` pass — the one
clock in extraction, since a PDF can hold thousands of pages. A single page cannot be interrupted;
pypdf's own limits on decompressed stream sizes bound it.
"""

from __future__ import annotations

import io
import time
import zlib
from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.errors import PyPdfError
from trafilatura.utils import normalize_unicode, sanitize

# What pypdf raises on damaged files besides its own errors: it parses untrusted structure directly.
_DAMAGED = (
    PyPdfError,
    ValueError,
    KeyError,
    IndexError,
    TypeError,
    AttributeError,
    AssertionError,
    ArithmeticError,
    RecursionError,
    zlib.error,
)


@dataclass(frozen=True, slots=True)
class PdfText:
    """The text of a PDF's first pages and its document info; `failure` says why nothing was read."""

    text: str
    pages_read: int
    pages_total: int
    title: str | None = None
    author: str | None = None
    date: str | None = None
    failure: str | None = None


def read_pdf(body: bytes, *, max_pages: int, seconds: float) -> PdfText:
    """Text of up to `max_pages` pages, pages separated by blank lines. Never raises."""
    try:
        reader = PdfReader(io.BytesIO(body))
        if reader.is_encrypted:
            reader.decrypt("")  # most encrypted PDFs on the web only restrict printing and copying
        total = len(reader.pages)
    except _DAMAGED as exc:
        return PdfText("", 0, 0, failure=f"pypdf cannot read it ({type(exc).__name__}: {exc})"[:300])
    started = time.monotonic()
    pages: list[str] = []
    for page in reader.pages[:max_pages]:
        try:
            pages.append(sanitize(page.extract_text()) or "")
        except _DAMAGED:
            pages.append("")
        if time.monotonic() - started > seconds:
            break
    text = normalize_unicode("\n\n".join(page for page in pages if page))
    return PdfText(text, len(pages), total, *_document_info(reader))


def _document_info(reader: PdfReader) -> tuple[str | None, str | None, str | None]:
    """Title, author and creation date (ISO) from the document information, when present and sane."""
    try:
        info = reader.metadata
        if info is None:
            return None, None, None
        created = info.creation_date
        return _clean(info.title), _clean(info.author), created.date().isoformat() if created else None
    except _DAMAGED:
        return None, None, None


def _clean(value: str | None) -> str | None:
    text = " ".join(str(value).split()) if value else ""
    return text or None
