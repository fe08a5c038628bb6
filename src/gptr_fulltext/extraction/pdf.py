"""PDF responses → text, with pypdf (BSD-licensed; the PyMuPDF GPT Researcher uses is AGPL).

Bounded three ways: the bytes are at most what the fetch read (`FULLTEXT_MAX_BYTES`); at most
`max_pages` pages are read; and reading stops after the page during which `seconds` pass — the one
clock in extraction, since a PDF can hold thousands of pages. A single page cannot be interrupted;
pypdf's own limits on decompressed stream sizes bound it.

pypdf is imported by the first PDF, not with this module: few pages are PDFs, and an extraction
worker that starts without it (half its import time) is ready for the first HTML page sooner.
"""

from __future__ import annotations

import io
import time
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from trafilatura.utils import normalize_unicode, sanitize

if TYPE_CHECKING:
    from pypdf import PdfReader

# What pypdf raises on damaged files besides its own errors: it parses untrusted structure directly.
_DAMAGED_TOO = (
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


# The most one PDF stream may inflate to, and the decoding work pypdf may spend on it.
STREAM_MAX_BYTES = 16_000_000
_LIMITS = {
    name: STREAM_MAX_BYTES
    for name in (
        "zlib_maximum_output_length",
        "lzw_maximum_output_length",
        "run_length_maximum_output_length",
        "brotli_maximum_output_length",
        "jbig2_maximum_output_length",
        "array_based_stream_maximum_output_length",
        "maximum_declared_stream_length",
        "image_maximum_buffer_size",
    )
} | {
    "stream_decoding_work_maximum_length": 4 * STREAM_MAX_BYTES,
    "xform_maximum_invocations_per_extraction": 500,
}


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
    """Text of up to `max_pages` pages, pages separated by blank lines. Never raises.

    pypdf's decompression and parsing limits are tightened for this call only (a context-scoped
    configuration, nothing global): a stream may inflate to `STREAM_MAX_BYTES`, enough for any
    page of text, where pypdf's defaults allow 75 MB per stream. Past a limit pypdf raises, and the
    page (or the file) reads as damaged."""
    from pypdf import apply_configuration
    from pypdf.errors import PyPdfError

    with apply_configuration(None, **_LIMITS):
        return _read(body, max_pages=max_pages, seconds=seconds, damaged=(PyPdfError, *_DAMAGED_TOO))


def _read(body: bytes, *, max_pages: int, seconds: float, damaged: tuple[type[Exception], ...]) -> PdfText:
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(body))
        if reader.is_encrypted:
            reader.decrypt("")  # most encrypted PDFs on the web only restrict printing and copying
        total = len(reader.pages)
    except damaged as exc:
        return PdfText("", 0, 0, failure=f"pypdf cannot read it ({type(exc).__name__}: {exc})"[:300])
    started = time.monotonic()
    pages: list[str] = []
    refused: Exception | None = None
    for page in reader.pages[:max_pages]:
        try:
            pages.append(sanitize(page.extract_text()) or "")
        except damaged as exc:
            pages.append("")
            refused = refused or exc
        if time.monotonic() - started > seconds:
            break
    text = normalize_unicode("\n\n".join(page for page in pages if page))
    failure = None
    if not text and refused is not None:  # every page damaged or over a limit: say which, not "no text"
        failure = f"pypdf cannot read its pages ({type(refused).__name__}: {refused})"[:300]
    return PdfText(text, len(pages), total, *_document_info(reader, damaged), failure=failure)


def _document_info(
    reader: PdfReader, damaged: tuple[type[Exception], ...]
) -> tuple[str | None, str | None, str | None]:
    """Title, author and creation date (ISO) from the document information, when present and sane."""
    try:
        info = reader.metadata
        if info is None:
            return None, None, None
        created = info.creation_date
        return _clean(info.title), _clean(info.author), created.date().isoformat() if created else None
    except damaged:
        return None, None, None


def _clean(value: str | None) -> str | None:
    text = " ".join(str(value).split()) if value else ""
    return text or None
