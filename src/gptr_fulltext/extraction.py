"""A response body → `Extraction`: decoded, pre-parsed, main text extracted, judged.

Pure and CPU-bound: no network, no clock, no configuration read from the environment. The pipeline
runs it on worker threads so the event loop never parses HTML.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from urllib.parse import urljoin

from trafilatura.settings import Document

from gptr_fulltext.boilerplate import strip_boilerplate
from gptr_fulltext.decoding import decode_html
from gptr_fulltext.judge import Verdict, judge_page, judge_response
from gptr_fulltext.maintext import main_text
from gptr_fulltext.metadata import clean_title, page_language
from gptr_fulltext.models import Extraction
from gptr_fulltext.rendering import render, with_title
from gptr_fulltext.settings import Settings
from gptr_fulltext.signals import PageSignals, inspect_html
from gptr_fulltext.textstats import count_words

log = logging.getLogger("gptr_fulltext")

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
    head = html[:4096] if isinstance(html, bytes) else html[:4096].encode("utf-8", "replace")
    early = judge_response(status, lower_headers, head)
    if early is not None:
        return _verdict_only(early, url)
    markup = html if isinstance(html, str) else decode_html(html, lower_headers)
    signals = inspect_html(markup)
    markdown = settings.output_format == "markdown"
    document = main_text(markup, url, markdown, signals.visible_chars)
    site_name = document.sitename if document else None
    title = clean_title((document.title if document else None) or signals.title, site_name, url)
    if document is not None:
        strip_boilerplate(document.body)
    body = render(document.body, markdown) if document is not None else ""
    words = count_words(body)
    verdict = judge_page(signals, body, words, settings.min_words)
    return Extraction(
        text=with_title(body, title) if markdown else body,
        title=title,
        is_full=verdict.is_full,
        reason=verdict.reason,
        detail=verdict.detail,
        words=words,
        url=url,
        canonical_url=_canonical(signals, document, url),
        author=document.author if document else None,
        date=document.date if document else None,
        site_name=site_name,
        language=page_language(signals.language, lower_headers),
        description=document.description if document else None,
    )


def _canonical(signals: PageSignals, document: Document | None, url: str | None) -> str | None:
    """The page's own idea of its address (`rel=canonical`, else og:url), made absolute."""
    declared = signals.canonical or (document.url if document else None)
    return urljoin(url, declared) if url and declared else declared


def _verdict_only(verdict: Verdict, url: str | None) -> Extraction:
    return Extraction(
        text="", title=None, is_full=verdict.is_full, reason=verdict.reason, detail=verdict.detail, url=url
    )
