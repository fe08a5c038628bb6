"""Full or thin: the verdict on one page, always with a reason a person can read.

Two checks, cheapest first. `judge_response` looks at what the server said (status, headers, the
first bytes) before anything is parsed; `judge_page` weighs the extracted text against the page's
structure. A thin page carries one reason from `REASONS`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from gptr_fulltext.signals import PageSignals

REASONS: dict[str, str] = {
    "http_status": "the server answered with an error status",
    "binary": "the response is not text (image, archive, executable, …)",
    "bot_challenge": "a bot check / captcha interstitial instead of the page",
    "consent_wall": "a cookie or privacy consent wall hides the page",
    "js_shell": "an empty app shell whose text is only rendered by JavaScript",
    "too_short": "too little main text to be a real page",
    "pdf_no_text": "a PDF without extractable text (scanned pages or images only)",
    "pdf_unreadable": "a PDF that cannot be parsed (damaged, cut off, or encrypted with a password)",
}

# Media types that are never pages of text.
_BINARY_TYPES = ("image/", "audio/", "video/", "font/", "model/")
_BINARY_SUBTYPES = frozenset(
    {
        "application/octet-stream",
        "application/zip",
        "application/gzip",
        "application/x-gzip",
        "application/x-tar",
        "application/x-7z-compressed",
        "application/vnd.rar",
        "application/x-rar-compressed",
        "application/x-msdownload",
        "application/x-executable",
        "application/wasm",
        "application/java-archive",
        "application/vnd.ms-excel",
        "application/msword",
        "application/x-shockwave-flash",
    }
)
_MAGIC = (
    (b"\x89PNG", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"RIFF", "RIFF media"),
    (b"PK\x03\x04", "ZIP archive"),
    (b"\x1f\x8b", "gzip data"),
    (b"7z\xbc\xaf", "7-Zip archive"),
    (b"Rar!", "RAR archive"),
    (b"\x7fELF", "executable"),
    (b"MZ", "executable"),
    (b"%PDF-", "PDF document"),
    (b"\x00\x00\x01\x00", "icon"),
    (b"wOFF", "web font"),
    (b"wOF2", "web font"),
    (b"OggS", "Ogg media"),
    (b"ID3", "MP3 audio"),
    (b"\x1aE\xdf\xa3", "Matroska video"),
    (b"BZh", "bzip2 data"),
    (b"\xfd7zXZ", "xz data"),
    (b"(\xb5/\xfd", "zstd data"),
)
# Control bytes other than tab/newline/carriage-return/form-feed/escape: text never has many.
_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")
_JS_NOTICE = re.compile(r"java\s?script|\bJS\b", re.IGNORECASE)

# Words of consent-management text: a wall is made of these, an article merely mentions some.
_CONSENT_TERMS = re.compile(
    r"\b(?:cookies?|consent|partners?|vendors?|personali[sz]ed|advertising|preferences|privacy|"
    r"legitimate interest|withdraw|accept all|reject all|manage (?:options|settings|preferences)|"
    r"device|identifiers|process(?:ing)? (?:of )?(?:your )?personal data)\b",
    re.IGNORECASE,
)

CHALLENGE_MAX_WORDS = 200
SHELL_MAX_WORDS_FACTOR = 1.0
CONSENT_MAX_WORDS = 600
CONSENT_MIN_TERM_SHARE = 0.06


@dataclass(frozen=True, slots=True)
class Verdict:
    """Full, or thin with a reason code from `REASONS` and a human-readable detail."""

    is_full: bool
    reason: str | None = None
    detail: str = ""


FULL = Verdict(True)


def thin(reason: str, detail: str) -> Verdict:
    """A thin verdict; `reason` must be one of `REASONS`."""
    if reason not in REASONS:
        raise ValueError(f"unknown thin reason {reason!r}")
    return Verdict(False, reason, detail)


def judge_response(status: int, headers: Mapping[str, str], head: bytes) -> Verdict | None:
    """Judge from status, headers and the first bytes alone; `None` means: parse it and look."""
    if _challenge_headers(status, headers):
        return thin("bot_challenge", f"HTTP {status} with a bot-protection challenge header")
    if not 200 <= status < 300:
        return thin("http_status", f"HTTP {status}")
    media_type = headers.get("content-type", "").split(";")[0].strip().lower()
    if media_type.startswith(_BINARY_TYPES) or media_type in _BINARY_SUBTYPES:
        return thin("binary", f"content type {media_type}")
    for magic, what in _MAGIC:
        if head.startswith(magic):
            return thin("binary", f"{what} (served as {media_type or 'no content type'})")
    sample = head[:4096]
    if sample and len(_CONTROL.findall(sample)) > len(sample) // 50:
        return thin("binary", f"binary bytes (served as {media_type or 'no content type'})")
    return None


def judge_page(signals: PageSignals, text: str, words: int, min_words: int) -> Verdict:
    """Judge a parsed page from its structure and its extracted main text."""
    if signals.challenge_markup and words < CHALLENGE_MAX_WORDS:
        return thin("bot_challenge", f"challenge markup and only {words} words of text")
    if words < min_words * SHELL_MAX_WORDS_FACTOR and (
        signals.empty_app_root or _JS_NOTICE.search(signals.noscript_text)
    ):
        return thin("js_shell", f"empty app root / JavaScript notice and only {words} words of text")
    if signals.consent_markup and words < CONSENT_MAX_WORDS:
        share = len(_CONSENT_TERMS.findall(text)) / max(words, 1)
        if share >= CONSENT_MIN_TERM_SHARE:
            return thin("consent_wall", f"consent-platform markup; text is {share:.0%} consent vocabulary")
    if words < min_words:
        return thin("too_short", f"{words} words of main text (minimum {min_words})")
    return FULL


def _challenge_headers(status: int, headers: Mapping[str, str]) -> bool:
    """Challenge vendors announce themselves in headers on the interstitial response."""
    if headers.get("cf-mitigated", "").lower() == "challenge":
        return True
    if headers.get("x-amzn-waf-action", "").lower() in {"captcha", "challenge"}:
        return True
    return status in (401, 403, 405, 429, 503) and (
        "x-datadome" in headers or "x-dd-b" in headers or "x-px-block" in headers
    )
