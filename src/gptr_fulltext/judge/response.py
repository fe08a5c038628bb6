"""The judge's first look: what the server said — status, headers, first bytes — before any parse.

Error answers are named by their wording when it is clear (a vendor's block page is a
`bot_challenge`, a 503 that says "maintenance" is `maintenance`), binary answers by what they are;
anything else is left to `judge_page` after extraction.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from selectolax.lexbor import LexborHTMLParser

from gptr_fulltext.evidence import lexicon, sniff
from gptr_fulltext.evidence.signals import has_challenge_markup
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# Servers and headers of bot-protection vendors, which answer blocked requests with 403/429/503.
# A CDN server header needs the block page's wording too; a bot-management header is enough alone.
_VENDOR_SERVERS = re.compile(
    r"cloudflare|cloudfront|akamai|incapsula|imperva|ddos-guard|sucuri|stackpath|awselb", re.IGNORECASE
)
_BOT_HEADERS = ("x-datadome", "x-dd-b", "x-px-block", "x-iinfo", "x-sucuri-block", "x-amzn-waf-action")
_BLOCKING_STATUSES = frozenset({401, 403, 405, 429, 503})
_INVISIBLE = ["script", "style", "noscript", "template"]


def judge_response(status: int, headers: Mapping[str, str], body: bytes) -> Verdict | None:
    """Judge from status, lower-case-named `headers` and the body's first bytes (at least
    `sniff.ERROR_BODY_BYTES` of an error answer); `None` means: extract it and look."""
    if headers.get("cf-mitigated", "").lower() == "challenge":
        return thin(Reason.BOT_CHALLENGE, f"HTTP {status} with Cloudflare's 'cf-mitigated: challenge' header")
    if headers.get("x-amzn-waf-action", "").lower() in {"captcha", "challenge"}:
        return thin(Reason.BOT_CHALLENGE, f"HTTP {status} with an AWS WAF captcha/challenge action header")
    if not 200 <= status < 300:
        return _error_status(status, headers, body[: sniff.ERROR_BODY_BYTES])
    binary = sniff.binary_kind(sniff.media_type(headers), body[: sniff.HEAD_BYTES])
    return thin(Reason.BINARY, binary) if binary else None


def _error_status(status: int, headers: Mapping[str, str], body: bytes) -> Verdict:
    markup = body.decode("utf-8", "replace")
    title, text = _title_and_text(markup)
    if status in _BLOCKING_STATUSES:
        bot_header = next((name for name in _BOT_HEADERS if name in headers), None)
        if bot_header:
            return thin(Reason.BOT_CHALLENGE, f"HTTP {status} with the bot-management header {bot_header!r}")
        if has_challenge_markup(markup):
            return thin(
                Reason.BOT_CHALLENGE, f"HTTP {status} with a bot-protection vendor's challenge markup"
            )
        said = lexicon.found(lexicon.CHALLENGE, title, text)
        if said and _VENDOR_SERVERS.search(headers.get("server", "")):
            return thin(Reason.BOT_CHALLENGE, f"HTTP {status} from {headers['server']!r} saying {said!r}")
    if status == 503:
        said = lexicon.found(lexicon.MAINTENANCE, title, text)
        if said:
            retry = headers.get("retry-after")
            return thin(
                Reason.MAINTENANCE, f"HTTP 503 saying {said!r}" + (f"; retry after {retry}" if retry else "")
            )
    return thin(Reason.HTTP_STATUS, f"HTTP {status}" + (f" ({title!r})" if title else ""))


def _title_and_text(markup: str) -> tuple[str, str]:
    """An error page's title (80 characters at most) and its visible text, each on one line."""
    tree = LexborHTMLParser(markup)
    found = tree.css_first("title")
    title = " ".join((found.text() if found is not None else "").split())[:80]
    tree.strip_tags(_INVISIBLE)
    root = tree.body or tree.root
    return title, " ".join((root.text(separator=" ") if root is not None else "").split())
