"""A response body → `Extraction`: the one entry point that turns bytes into judged main text.

HTML: decoded → pre-parsed for structural signals → trafilatura's main text and metadata (one lxml
parse serves both) → boilerplate stripped → rendered as markdown or text → judged. PDFs (by
Content-Type or signature) are routed to pypdf before the judge's binary check would reject their
`%PDF-` magic.

Pure and CPU-bound: no network, no configuration read from the environment, and no clock except
the PDF time bound. The pipeline runs it on worker threads so the event loop never parses.
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urljoin, urlsplit

from trafilatura.deduplication import content_fingerprint
from trafilatura.settings import Document

from gptr_fulltext.evidence.signals import PageSignals, inspect_html
from gptr_fulltext.evidence.textstats import count_words
from gptr_fulltext.extraction.charset import decode_html
from gptr_fulltext.extraction.cleanup import strip_boilerplate
from gptr_fulltext.extraction.maintext import main_text, parse
from gptr_fulltext.extraction.metadata import byline, clean_title, page_language, page_metadata
from gptr_fulltext.extraction.pdf import is_pdf, read_pdf
from gptr_fulltext.extraction.rendering import (
    drop_opening_headline,
    render,
    without_dateline,
    without_headline,
)
from gptr_fulltext.judge.rules import ERROR_BODY_BYTES, Verdict, judge_page, judge_response, thin
from gptr_fulltext.models import Extraction
from gptr_fulltext.settings import Settings

_DEFAULT_SETTINGS = Settings()
_HEAD_BYTES = 4096
FINGERPRINT_CHARS = 5000


def extract(
    html: bytes | str,
    url: str | None = None,
    *,
    status: int = 200,
    headers: Mapping[str, str] | None = None,
    settings: Settings | None = None,
) -> Extraction:
    """Extract and judge one page (HTML or PDF). Never raises: malformed input yields a thin `Extraction`.

    `status` and `headers` are the HTTP facts when the page came from a response (they sharpen the
    verdict); `settings` defaults to the built-in defaults, not the environment, so this stays pure.
    Input beyond `settings.max_bytes` is ignored, as the fetch would have cut it.
    """
    settings = settings or _DEFAULT_SETTINGS
    lower_headers = {key.lower(): value for key, value in (headers or {}).items()}
    page = html[: settings.max_bytes]
    head = _first_bytes(page, _HEAD_BYTES)
    media_type = lower_headers.get("content-type", "").split(";")[0].strip().lower()
    if isinstance(page, bytes) and 200 <= status < 300 and is_pdf(media_type, head):
        return _extract_pdf(page, url, lower_headers, settings, cut=len(html) > len(page))
    early = judge_response(status, lower_headers, _first_bytes(page, ERROR_BODY_BYTES))
    if early is not None:
        return _verdict_only(early, url)
    markup = page if isinstance(page, str) else decode_html(page, lower_headers)
    return _extract_html(markup, url, lower_headers, settings)


def _extract_html(markup: str, url: str | None, headers: Mapping[str, str], settings: Settings) -> Extraction:
    signals = inspect_html(markup)
    markdown = settings.output_format == "markdown"
    tree = parse(markup)
    meta = page_metadata(tree, url) if tree is not None else Document()  # before main_text takes the tree
    document = (
        main_text(
            tree,
            url,
            signals.visible_chars,
            discussion=signals.discussion,
            split_body=signals.split_body,
        )
        if tree is not None
        else None
    )
    if document is None:
        meta = Document()  # a page without text is thin, and its <title> names it
    elif tree is not None and meta.author is None:
        meta.author = byline(tree)
    title = clean_title(meta.title or signals.title, meta.sitename, url)
    if document is not None:
        strip_boilerplate(document.body)
        drop_opening_headline(document.body, title)
    body = render(document.body, markdown) if document is not None else ""
    words = count_words(body)
    verdict = judge_page(signals, body, settings, title=title)
    return Extraction(
        text=without_dateline(without_headline(body, title), meta.date),
        title=title,
        is_full=verdict.is_full,
        reason=verdict.reason,
        detail=verdict.detail,
        words=words,
        url=url,
        canonical_url=_canonical(signals, meta, url),
        author=meta.author,
        date=meta.date,
        site_name=meta.sitename,
        language=page_language(signals.language, headers),
        description=meta.description,
        fingerprint=_fingerprint(title, body) if verdict.is_full else None,
        markdown=markdown,
    )


def _extract_pdf(
    body: bytes, url: str | None, headers: Mapping[str, str], settings: Settings, *, cut: bool
) -> Extraction:
    pdf = read_pdf(body, max_pages=settings.pdf_max_pages, seconds=settings.pdf_seconds)
    words = count_words(pdf.text)
    if pdf.failure is not None:
        cut_note = f"; the file was cut at FULLTEXT_MAX_BYTES={settings.max_bytes}" if cut else ""
        verdict = thin("pdf_unreadable", pdf.failure + cut_note)
    elif words == 0:
        verdict = thin("pdf_no_text", f"no extractable text in {pdf.pages_read} of {pdf.pages_total} pages")
    else:
        verdict = judge_page(PageSignals(), pdf.text, settings, title=pdf.title)
    partial = pdf.pages_read < pdf.pages_total
    return Extraction(
        text=without_headline(pdf.text, pdf.title),
        title=pdf.title,
        is_full=verdict.is_full,
        reason=verdict.reason,
        detail=verdict.detail or (f"text of {pdf.pages_read} of {pdf.pages_total} pages" if partial else ""),
        words=words,
        url=url,
        author=pdf.author,
        date=pdf.date,
        language=page_language(None, headers),
        fingerprint=_fingerprint(pdf.title, pdf.text) if verdict.is_full else None,
        markdown=settings.output_format == "markdown",
    )


def _fingerprint(title: str | None, text: str) -> str:
    """Simhash of title and text, for near-duplicates among one call's results (see `pipeline`).

    Of the text's first `FINGERPRINT_CHARS` only: a copy is a copy from its first lines on, and the
    hash costs ~3 µs a word (0.3 s for a 100,000-word page)."""
    return content_fingerprint(f"{title or ''}\n{text[:FINGERPRINT_CHARS]}")


def _first_bytes(page: bytes | str, size: int) -> bytes:
    return page[:size] if isinstance(page, bytes) else page[:size].encode("utf-8", "replace")


def _canonical(signals: PageSignals, meta: Document, url: str | None) -> str | None:
    """The page's own idea of its address (`rel=canonical`, else og:url), made absolute; `None` when
    it cannot be read or names the site's home page from a page deeper in the site — a template
    stamping one address on every page, which would make all its articles one page."""
    declared = signals.canonical or meta.url
    if not (url and declared):
        return declared
    try:
        canonical = urljoin(url, declared)
        names_home = urlsplit(canonical).path in ("", "/") and urlsplit(url).path not in ("", "/")
    except ValueError:  # an unparsable address, e.g. a broken IPv6 literal
        return None
    return None if names_home else canonical


def _verdict_only(verdict: Verdict, url: str | None) -> Extraction:
    return Extraction(
        text="", title=None, is_full=verdict.is_full, reason=verdict.reason, detail=verdict.detail, url=url
    )
