"""`FULLTEXT_*` environment variables → one frozen, validated `Settings`.

Configuration is read when a search runs, never at import: GPT Researcher silently swaps in Tavily
when a plugin fails to import, so a bad value must surface as a clear error at search time instead,
naming the variable and what it accepts.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from gptr_fulltext import __version__

DEFAULT_USER_AGENT = (
    f"Mozilla/5.0 (compatible; gptr-fulltext/{__version__}; +https://pypi.org/project/gptr-fulltext/)"
)
OUTPUT_FORMATS = ("markdown", "text")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off", ""})


class SettingsError(ValueError):
    """A configuration value is invalid; the message names the variable and what it accepts."""


def _setting(default: Any, env: tuple[str, ...], doc: str, check: str = "", secret: bool = False) -> Any:
    """Declare one setting: its variables (first one set wins), a one-line doc, and its constraint.

    `check` is one of: "" (any), ">0", ">=0", ">=1", "0..1", "choice:<a>|<b>", "header" (printable
    ASCII: what an HTTP header value may hold). A `secret` is kept out of `repr`.
    """
    return field(default=default, repr=not secret, metadata={"env": env, "doc": doc, "check": check})


@dataclass(frozen=True, slots=True)
class Settings:
    """Every knob of one search call. Build it with `Settings.load()`; instances are immutable."""

    search: str = _setting(
        "duckduckgo",
        ("FULLTEXT_SEARCH",),
        "Where candidate URLs come from: a GPT Researcher retriever or installed plugin name "
        "(`duckduckgo`, `tavily`, `custom`, …) or an `http(s)://` JSON endpoint in the "
        "`RETRIEVER=custom` shape.",
    )
    overfetch: float = _setting(
        2.0,
        ("FULLTEXT_OVERFETCH",),
        "Ask the backend for `ceil(max_results × overfetch)` candidates, so dropped pages are replaced.",
        ">=1",
    )
    deadline: float = _setting(
        12.0,
        ("FULLTEXT_DEADLINE",),
        "Seconds for the whole call (search + fetch + extract); pages still loading are cancelled "
        "and counted. Keep it under 20 behind GPT Researcher's `RETRIEVER=custom` (its timeout is 20 s).",
        ">0",
    )
    page_timeout: float = _setting(
        12.0,
        ("FULLTEXT_PAGE_TIMEOUT",),
        "Seconds one page may take from connect to last byte (slow drips are cut here). As long as "
        "the deadline by default, so a slow but steady page that finishes in time is not lost.",
        ">0",
    )
    idle_timeout: float = _setting(
        5.0,
        ("FULLTEXT_IDLE_TIMEOUT",),
        "Seconds a server may stay silent (before its first byte, or between two reads) before the "
        "page is dropped as `timeout`; hung servers are cut here.",
        ">0",
    )
    concurrency: int = _setting(
        16, ("FULLTEXT_CONCURRENCY",), "Pages fetched at once, across all hosts.", ">=1"
    )
    per_host: int = _setting(
        2, ("FULLTEXT_PER_HOST",), "Pages fetched at once from one host (politeness).", ">=1"
    )
    max_bytes: int = _setting(
        3_000_000,
        ("FULLTEXT_MAX_BYTES",),
        "Decoded bytes read from one response; reading stops at the cap and the page is judged on "
        "what arrived (bounds memory against huge pages and compression bombs).",
        ">=1",
    )
    max_redirects: int = _setting(
        5, ("FULLTEXT_MAX_REDIRECTS",), "Redirect hops followed per page; loops are detected.", ">=0"
    )
    max_chars: int = _setting(
        12_000,
        ("FULLTEXT_MAX_CHARS",),
        "Characters of `raw_content` per result, cut at a paragraph boundary. GPT Researcher pastes "
        "the first result list verbatim into its planning prompt; this keeps that prompt bounded.",
        ">=1",
    )
    preview_chars: int = _setting(
        300, ("FULLTEXT_PREVIEW_CHARS",), "Characters of the `body` preview.", ">=0"
    )
    output_format: str = _setting(
        "markdown",
        ("FULLTEXT_FORMAT",),
        "`markdown` keeps headings, lists and tables; `text` is plain text.",
        "choice:" + "|".join(OUTPUT_FORMATS),
    )
    min_words: int = _setting(
        50,
        ("FULLTEXT_MIN_WORDS",),
        "Pages with fewer words of content are dropped as `too_short`. Content is the main text "
        "without menu crumbs and labels (lines under 4 words) and without repeats of the title; "
        "two CJK characters count as one word.",
        ">=0",
    )
    wall_words: int = _setting(
        100,
        ("FULLTEXT_WALL_WORDS",),
        "A page showing a wall or notice (bot check, consent dialog, sign-in form, not-found or "
        "maintenance notice, parking lander) is dropped unless it has this many "
        "words of its own text besides the wall; twice this after a paywall prompt.",
        ">=0",
    )
    listing_share: float = _setting(
        0.5,
        ("FULLTEXT_LISTING_SHARE",),
        "Pages whose main text is at least this share of teaser cards (repeated headline links with "
        "a blurb) are dropped as `listing_page`.",
        "0..1",
    )
    duplicate_similarity: float = _setting(
        0.88,
        ("FULLTEXT_DUPLICATE_SIMILARITY",),
        "Simhash similarity (0-1) of main texts at which a page is a near-duplicate of a "
        "better-ranked result (syndicated copy, AMP version) and dropped as `duplicate`.",
        "0..1",
    )
    pdf_max_pages: int = _setting(
        50,
        ("FULLTEXT_PDF_MAX_PAGES",),
        "Pages of a PDF whose text is extracted (PDFs are recognised by Content-Type or `%PDF-` signature).",
        ">=1",
    )
    pdf_seconds: float = _setting(
        5.0,
        ("FULLTEXT_PDF_SECONDS",),
        "Seconds one PDF's text extraction may take; it stops at the next page boundary after that.",
        ">0",
    )
    user_agent: str = _setting(
        DEFAULT_USER_AGENT,
        ("FULLTEXT_USER_AGENT", "USER_AGENT"),
        "User-Agent sent with every request (printable ASCII); GPT Researcher's `USER_AGENT` is "
        "honoured when set.",
        "header",
    )
    allow_private: bool = _setting(
        False,
        ("FULLTEXT_ALLOW_PRIVATE_URLS", "ALLOW_PRIVATE_URLS"),
        "Allow fetching private, loopback and link-local addresses (intranets, tests). "
        "GPT Researcher's `ALLOW_PRIVATE_URLS` is honoured.",
    )
    robots: bool = _setting(
        False,
        ("FULLTEXT_ROBOTS",),
        "Respect robots.txt: fetched once per host and cached for `FULLTEXT_CACHE_TTL`; the robots "
        "fetch counts against the deadline. Disallowed pages are dropped as `robots`.",
    )
    cache_ttl: float = _setting(
        900.0,
        ("FULLTEXT_CACHE_TTL",),
        "Seconds a judged page is remembered (by normalised URL), so a later sub-query does not "
        "fetch it again; `0` turns caching off.",
        ">=0",
    )
    cache_mb: int = _setting(
        64,
        ("FULLTEXT_CACHE_MB",),
        "Size bound of the page cache in MB of extracted text, in memory and (if enabled) on disk; "
        "the oldest pages are evicted first.",
        ">=1",
    )
    cache_dir: str = _setting(
        "",
        ("FULLTEXT_CACHE_DIR",),
        "Directory of an optional on-disk page cache shared by runs and processes (same TTL and "
        "bound); empty means memory only.",
    )
    serve_token: str = _setting(
        "",
        ("FULLTEXT_SERVE_TOKEN",),
        "`gptr-fulltext serve` only: when set, `/search` requires it as `Authorization: Bearer <token>` "
        "or as the `token` parameter (GPT Researcher: `RETRIEVER_ARG_TOKEN`), else answers 401. "
        "Empty means no token; then keep the default loopback bind.",
        secret=True,
    )
    serve_max_concurrent: int = _setting(
        16,
        ("FULLTEXT_SERVE_MAX_CONCURRENT",),
        "`gptr-fulltext serve` only: searches run at once; more are answered 503 with `Retry-After` "
        "at once instead of queueing past GPT Researcher's 20 s timeout.",
        ">=1",
    )
    serve_max_query_chars: int = _setting(
        500,
        ("FULLTEXT_SERVE_MAX_QUERY_CHARS",),
        "`gptr-fulltext serve` only: longest `query` accepted (longer ones are answered 400).",
        ">=1",
    )
    serve_max_results: int = _setting(
        20,
        ("FULLTEXT_SERVE_MAX_RESULTS",),
        "`gptr-fulltext serve` only: largest `max_results` a request may ask for. A request without "
        "it gets 5 (GPT Researcher's custom retriever sends none; set `RETRIEVER_ARG_MAX_RESULTS`).",
        ">=1",
    )

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Read the environment (default `os.environ`), apply keyword overrides, validate everything.

        Raises `SettingsError` naming the variable (or override) and the accepted values.
        """
        env = os.environ if environ is None else environ
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(overrides) - set(known))
        if unknown:
            raise SettingsError(f"unknown setting(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}")
        values: dict[str, Any] = {}
        for name, f in known.items():
            if name in overrides:
                values[name] = _convert(f.type, overrides[name], name, f.metadata["check"], f.default)
                continue
            for var in f.metadata["env"]:
                raw = env.get(var)
                if raw is not None and raw.strip() != "":
                    values[name] = _from_env(f.type, raw.strip(), var, f.metadata, f.default)
                    break
        return cls(**values)

    @classmethod
    def documented(cls) -> list[tuple[str, str, str]]:
        """(variables, default, doc) for every setting — the README table is checked against this."""
        return [(" / ".join(f.metadata["env"]), repr(f.default), f.metadata["doc"]) for f in fields(cls)]


def _from_env(kind: Any, raw: str, var: str, metadata: Mapping[str, Any], default: Any) -> Any:
    """`_convert` for an environment value; a bad value in GPT Researcher's variable (`USER_AGENT`)
    also says that ours (`FULLTEXT_USER_AGENT`) takes precedence, for when theirs is meant for them."""
    ours = metadata["env"][0]
    try:
        return _convert(kind, raw, var, metadata["check"], default)
    except SettingsError as exc:
        if var == ours:
            raise
        raise SettingsError(f"{exc}; setting {ours} overrides it for gptr-fulltext") from None


def _convert(kind: Any, raw: Any, name: str, check: str, default: Any) -> Any:
    """Parse `raw` into the field's type and enforce its constraint, or raise a readable error."""
    parsers: dict[str, Callable[[Any], Any]] = {
        "int": _parse_int,
        "float": _parse_float,
        "bool": _parse_bool,
        "str": str,
    }
    try:
        value = parsers[str(kind)](raw)
    except (TypeError, ValueError):
        raise SettingsError(
            f"{name}={raw!r} is not valid: expected {_describe(str(kind), check)} (default {default!r})"
        ) from None
    if not _satisfies(value, check):
        raise SettingsError(
            f"{name}={raw!r} is not valid: expected {_describe(str(kind), check)} (default {default!r})"
        )
    return value


def _parse_int(raw: Any) -> int:
    if isinstance(raw, bool):
        raise TypeError("bool is not an int")
    if isinstance(raw, float):
        if not raw.is_integer():
            raise ValueError("not a whole number")
        return int(raw)
    return int(str(raw).replace("_", ""))


def _parse_float(raw: Any) -> float:
    if isinstance(raw, bool):
        raise TypeError("bool is not a number")
    value = float(raw)
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError("not a finite number")
    return value


def _parse_bool(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ValueError(text)


def _satisfies(value: Any, check: str) -> bool:
    if check.startswith("choice:"):
        return bool(value in check.removeprefix("choice:").split("|"))
    bounds: dict[str, Callable[[Any], bool]] = {
        "": lambda _: True,
        ">0": lambda v: v > 0,
        ">=0": lambda v: v >= 0,
        ">=1": lambda v: v >= 1,
        "0..1": lambda v: 0 <= v <= 1,
        "header": lambda v: v.isascii() and v.isprintable(),
    }
    return bounds[check](value)


def _describe(kind: str, check: str) -> str:
    if check.startswith("choice:"):
        return "one of " + ", ".join(check.removeprefix("choice:").split("|"))
    noun = {"int": "a whole number", "float": "a number", "bool": "true or false", "str": "text"}[kind]
    limit = {
        "": "",
        ">0": " greater than 0",
        ">=0": " of 0 or more",
        ">=1": " of 1 or more",
        "0..1": " from 0 to 1",
        "header": " of printable ASCII characters (no accents, control characters or line breaks)",
    }[check]
    return noun + limit
