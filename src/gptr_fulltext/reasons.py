"""The one vocabulary of outcomes: every reason a candidate is not returned, and every error raised.

A `Reason` is what a person reads in the CLI table, a server answer, the per-call log line, a
benchmark row or `Extraction.reason`; each has a one-line meaning (`Reason.meaning`) and the stage
that gives it (`Reason.stage`), and the README's tables are checked against them.

The exceptions, drawn as a tree (each names the setting or page to look at in its message):

    FulltextError          everything this package raises
    ├── SettingsError      a `FULLTEXT_*` value or override is invalid (also a `ValueError`)
    ├── SearchError        the search backend failed or gave nothing usable
    └── PageError          one page cannot be used; carries `.reason` (a `Reason`) and `.detail`
        └── FetchError     ... because of what happened on the wire
            ├── BlockedURL     the address policy refuses the URL (`blocked_url`)
            └── DecodingError  the body's Content-Encoding cannot be decoded (`bad_encoding`)

Page errors never leave a search: they become that page's `Reason`. Settings and search errors
reach async callers of `retrieve()`; `FulltextRetriever.search()` logs them and returns `[]`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

Stage = Literal["fetch", "extract", "judge", "call"]


class Reason(StrEnum):
    """Why a candidate is not among the results (its value is what logs, JSON and tables show)."""

    # fetch: the page could not be read
    TIMEOUT = "timeout"
    BAD_URL = "bad_url"
    BLOCKED_URL = "blocked_url"
    CREDENTIALS_IN_URL = "credentials_in_url"
    ROBOTS = "robots"
    REDIRECT_LOOP = "redirect_loop"
    TOO_MANY_REDIRECTS = "too_many_redirects"
    BAD_REDIRECT = "bad_redirect"
    BAD_ENCODING = "bad_encoding"
    COMPRESSION_BOMB = "compression_bomb"
    CONNECT_ERROR = "connect_error"
    NETWORK_ERROR = "network_error"
    # extract: the page arrived, and extracting it had to be given up
    EXTRACT_TIMEOUT = "extract_timeout"
    TOO_COMPLEX = "too_complex"
    EXTRACT_CRASHED = "extract_crashed"
    # judge: the page was read, and it is not a full page of text
    HTTP_STATUS = "http_status"
    BINARY = "binary"
    BOT_CHALLENGE = "bot_challenge"
    JS_SHELL = "js_shell"
    CONSENT_WALL = "consent_wall"
    LOGIN_WALL = "login_wall"
    PAYWALL_TEASER = "paywall_teaser"
    SOFT_404 = "soft_404"
    MAINTENANCE = "maintenance"
    RATE_LIMITED = "rate_limited"
    PARKED_DOMAIN = "parked_domain"
    MEDIA_ONLY = "media_only"
    LISTING_PAGE = "listing_page"
    WORD_LIST = "word_list"
    TOO_SHORT = "too_short"
    PDF_NO_TEXT = "pdf_no_text"
    PDF_UNREADABLE = "pdf_unreadable"
    # call: decided by the orchestrator, across pages
    DUPLICATE = "duplicate"
    DEADLINE = "deadline"
    OUTPACED = "outpaced"
    NOT_NEEDED = "not_needed"
    INTERNAL_ERROR = "internal_error"

    @property
    def meaning(self) -> str:
        """One line saying what the reason means."""
        return _MEANINGS[self][1]

    @property
    def stage(self) -> Stage:
        """The stage that gives this reason."""
        return _MEANINGS[self][0]

    @property
    def is_drop(self) -> bool:
        """Whether the candidate was dropped; `not_needed` pages were fine, only not wanted."""
        return self is not Reason.NOT_NEEDED


_MEANINGS: dict[Reason, tuple[Stage, str]] = {
    Reason.TIMEOUT: ("fetch", "no complete answer within FULLTEXT_PAGE_TIMEOUT or FULLTEXT_IDLE_TIMEOUT"),
    Reason.BAD_URL: ("fetch", "the URL, or a redirect's Location, is not a valid URL"),
    Reason.BLOCKED_URL: ("fetch", "the address policy refuses it (not http(s), or a non-public address)"),
    Reason.CREDENTIALS_IN_URL: (
        "fetch",
        "the URL, or a redirect's Location, carries a user name or password (refused, never sent)",
    ),
    Reason.ROBOTS: ("fetch", "robots.txt disallows it (only with FULLTEXT_ROBOTS=true)"),
    Reason.REDIRECT_LOOP: ("fetch", "its redirects lead back to an address already visited"),
    Reason.TOO_MANY_REDIRECTS: ("fetch", "more redirects than FULLTEXT_MAX_REDIRECTS"),
    Reason.BAD_REDIRECT: ("fetch", "a redirect to something that is not an http(s) page"),
    Reason.BAD_ENCODING: ("fetch", "the body's Content-Encoding is corrupt or unknown"),
    Reason.COMPRESSION_BOMB: ("fetch", "the body inflates far beyond any real page (a compression bomb)"),
    Reason.CONNECT_ERROR: ("fetch", "no connection could be made (refused, unreachable, TLS failure)"),
    Reason.NETWORK_ERROR: ("fetch", "the connection failed while the answer was read"),
    Reason.EXTRACT_TIMEOUT: ("extract", "extracting it took longer than FULLTEXT_EXTRACT_SECONDS"),
    Reason.TOO_COMPLEX: ("extract", "too large or too deeply built to extract within its budget"),
    Reason.EXTRACT_CRASHED: ("extract", "the extraction worker died on it (a parser fault)"),
    Reason.HTTP_STATUS: ("judge", "the server answered with an error status"),
    Reason.BINARY: ("judge", "the response is not text (image, archive, executable, …)"),
    Reason.BOT_CHALLENGE: ("judge", "a bot check / captcha interstitial instead of the page"),
    Reason.JS_SHELL: ("judge", "an empty app shell whose text is only rendered by JavaScript"),
    Reason.CONSENT_WALL: ("judge", "a cookie or privacy consent wall hides the page"),
    Reason.LOGIN_WALL: ("judge", "a sign-in or registration form instead of the page"),
    Reason.PAYWALL_TEASER: ("judge", "a subscription prompt after a teaser of the text"),
    Reason.SOFT_404: (
        "judge",
        "a 'page not found', 'moved' or 'not available here' notice served as a normal page",
    ),
    Reason.MAINTENANCE: ("judge", "a maintenance, 'back soon' or 'coming soon' notice"),
    Reason.RATE_LIMITED: ("judge", "a quota or rate-limit notice served instead of the page"),
    Reason.PARKED_DOMAIN: ("judge", "a parked or for-sale domain lander"),
    Reason.MEDIA_ONLY: ("judge", "a video, audio or picture page with hardly any text"),
    Reason.LISTING_PAGE: ("judge", "a list of teasers linking to other pages (home, tag, archive, search)"),
    Reason.WORD_LIST: ("judge", "keyword lists, link farms, or doorway prose repeating its title"),
    Reason.TOO_SHORT: ("judge", "too little main text to be a real page"),
    Reason.PDF_NO_TEXT: ("judge", "a PDF without extractable text (scanned pages or images only)"),
    Reason.PDF_UNREADABLE: ("judge", "a PDF that cannot be parsed (damaged, cut off, or encrypted)"),
    Reason.DUPLICATE: ("call", "the same page or text as a better-ranked result"),
    Reason.DEADLINE: ("call", "still loading or waiting to be extracted at FULLTEXT_DEADLINE"),
    Reason.OUTPACED: ("call", "still loading a grace window after enough full pages had arrived"),
    Reason.NOT_NEEDED: ("call", "not a drop: enough better-ranked pages were already full"),
    Reason.INTERNAL_ERROR: ("call", "a defect met on this page (ours or a library's): please report it"),
}


class FulltextError(Exception):
    """Base of every exception gptr-fulltext raises."""


class SettingsError(FulltextError, ValueError):
    """A configuration value is invalid; the message names the variable and what it accepts."""


class SearchError(FulltextError):
    """The search backend could not give candidates; the message names the setting to fix."""


class PageError(FulltextError):
    """One page cannot be used: `reason` says why in the shared vocabulary, `detail` in words."""

    def __init__(self, reason: Reason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


class FetchError(PageError):
    """The page could not be read over HTTP."""


class BlockedURL(FetchError):
    """The address policy refuses the URL; the message says why, and how to allow it where possible."""

    def __init__(self, detail: str) -> None:
        super().__init__(Reason.BLOCKED_URL, detail)


class DecodingError(FetchError):
    """The body cannot be decoded: a corrupt stream or an encoding we do not speak."""

    def __init__(self, detail: str) -> None:
        super().__init__(Reason.BAD_ENCODING, detail)
