"""A response body → `Extraction`: decoded, pre-parsed, main text extracted, judged.

Pure and CPU-bound: no network, no clock, no configuration read from the environment. The pipeline
runs it on worker threads so the event loop never parses HTML.
"""

from __future__ import annotations

import codecs
import logging
import re
from collections.abc import Mapping
from urllib.parse import urljoin

import charset_normalizer
from lxml.etree import LxmlError
from trafilatura import bare_extraction
from trafilatura.deduplication import content_fingerprint
from trafilatura.settings import Document
from trafilatura.utils import normalize_unicode
from trafilatura.xml import xmltotxt

from gptr_fulltext.judge import Verdict, judge_page, judge_response
from gptr_fulltext.models import Extraction
from gptr_fulltext.settings import Settings
from gptr_fulltext.signals import PageSignals, inspect_html
from gptr_fulltext.textstats import count_words

log = logging.getLogger("gptr_fulltext")

_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.IGNORECASE)
_HEADER_CHARSET = re.compile(r"charset\s*=\s*[\"']?([A-Za-z0-9._:-]+)", re.IGNORECASE)
# WHATWG maps these labels to supersets; decoding with the narrow codec loses characters.
_SUPERSETS = {
    "iso8859-1": "cp1252",
    "ascii": "cp1252",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "shift_jis": "cp932",
    "euc_kr": "cp949",
    "tis-620": "cp874",
}
_DEFAULT_SETTINGS = Settings()


def extract(
    html: bytes | str,
    url: str | None = None,
    *,
    status: int = 200,
    headers: Mapping[str, str] | None = None,
    settings: Settings | None = None,
) -> Extraction:
    """Extract and judge one page. Never raises: malformed input yields a thin `Extraction`.

    `status` and `headers` are the HTTP facts when the page came from a response (they sharpen the
    verdict); `settings` defaults to the built-in defaults, not the environment, so this stays pure.
    """
    settings = settings or _DEFAULT_SETTINGS
    lower_headers = {key.lower(): value for key, value in (headers or {}).items()}
    head = html[:32768] if isinstance(html, bytes) else html[:32768].encode("utf-8", "replace")
    early = judge_response(status, lower_headers, head)
    if early is not None:
        return _verdict_only(early, url)
    markup = html if isinstance(html, str) else decode_html(html, _header_charset(lower_headers))
    signals = inspect_html(markup)
    document = _main_text(markup, url, settings.output_format)
    body = (
        normalize_unicode(xmltotxt(document.body, settings.output_format == "markdown")) if document else ""
    )
    title = (document.title if document else None) or signals.title
    words = count_words(body)
    verdict = judge_page(signals, body, settings, title=document.title if document else None)
    return Extraction(
        text=_with_title(body, title) if settings.output_format == "markdown" else body,
        title=title,
        is_full=verdict.is_full,
        reason=verdict.reason,
        detail=verdict.detail,
        words=words,
        url=url,
        canonical_url=_canonical(signals, document, url),
        author=document.author if document else None,
        date=document.date if document else None,
        site_name=document.sitename if document else None,
        language=signals.language,
        description=document.description if document else None,
        fingerprint=content_fingerprint(f"{title or ''}\n{body}") if verdict.is_full else None,
    )


def decode_html(body: bytes, declared: str | None = None) -> str:
    """Bytes → text: BOM, then valid UTF-8, then the header's charset, then `<meta>`, then detection.

    Valid UTF-8 wins over a declared legacy charset because servers mislabel UTF-8 as ISO-8859-1
    far more often than legacy bytes happen to form valid multi-byte UTF-8.
    """
    for bom, codec in _BOMS:
        if body.startswith(bom):
            return body[len(bom) :].decode(codec, "replace")
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        pass
    meta = _META_CHARSET.search(body[:4096])
    meta_label = meta.group(1).decode("ascii", "replace") if meta else None
    for label in (declared, meta_label):
        declared_codec = _codec(label)
        if declared_codec is None:
            continue
        try:
            return body.decode(declared_codec)
        except UnicodeDecodeError:
            continue
    guess = charset_normalizer.from_bytes(body[:65536]).best()
    return body.decode(guess.encoding if guess is not None else "cp1252", "replace")


def _codec(label: str | None) -> str | None:
    """A Python codec name for a charset label, widened to its WHATWG superset; `None` if unknown."""
    if not label:
        return None
    try:
        name = codecs.lookup(label.strip().lower()).name
    except LookupError:
        return None
    return _SUPERSETS.get(name, name)


def _header_charset(headers: Mapping[str, str]) -> str | None:
    match = _HEADER_CHARSET.search(headers.get("content-type", ""))
    return match.group(1) if match else None


def _main_text(markup: str, url: str | None, output_format: str) -> Document | None:
    """Trafilatura's main-text extraction; comments excluded (measured best on the shared benchmark)."""
    try:
        document = bare_extraction(
            markup,
            url=url,
            include_comments=False,
            include_tables=True,
            include_formatting=output_format == "markdown",
            with_metadata=True,
            output_format=output_format if output_format == "markdown" else "txt",
        )
    except (LxmlError, RecursionError, ValueError, TypeError, AttributeError) as exc:
        log.debug("extraction failed for %s: %s", url, exc)
        return None
    return document if isinstance(document, Document) else None


def _with_title(body: str, title: str | None) -> str:
    """Start markdown with the page title as a heading, unless the body already does."""
    if not title or not body:
        return body
    first_line = body.lstrip().split("\n", 1)[0].lstrip("#").strip()
    return body if first_line == title.strip() else f"# {title.strip()}\n\n{body}"


def _canonical(signals: PageSignals, document: Document | None, url: str | None) -> str | None:
    """The page's own idea of its address (`rel=canonical`, else og:url), made absolute."""
    declared = signals.canonical or (document.url if document else None)
    return urljoin(url, declared) if url and declared else declared


def _verdict_only(verdict: Verdict, url: str | None) -> Extraction:
    return Extraction(
        text="", title=None, is_full=verdict.is_full, reason=verdict.reason, detail=verdict.detail, url=url
    )
