"""`FULLTEXT_*` environment variables → one frozen, validated `Settings`.

Configuration is read when a search runs, never at import: GPT Researcher silently swaps in Tavily
when a plugin fails to import, so a bad value must surface as a clear error at search time instead,
naming the variable and what it accepts. Every instance is validated when it is built (by `load()`,
by hand or by `dataclasses.replace`), and every number has an upper bound as well as a lower one, so
a typo such as `FULLTEXT_DEADLINE=1e99` is refused instead of silently meaning "forever".
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import Field, dataclass, fields
from typing import Any

from gptr_fulltext import __version__
from gptr_fulltext.reasons import SettingsError
from gptr_fulltext.settings.checks import (
    COMMENTS,
    COOKIES,
    FORMAT,
    HEADER,
    HEADERS,
    HOSTS,
    OUTPUT_FORMATS,
    PROXY,
    REDIS_URL,
    RENDER,
    RENDER_MODES,
    Bound,
    checked,
    convert,
    expects,
)
from gptr_fulltext.settings.checks import declare as _setting

__all__ = ["DEFAULT_USER_AGENT", "OUTPUT_FORMATS", "RENDER_MODES", "Bound", "Settings", "SettingsError"]

DEFAULT_USER_AGENT = (
    f"Mozilla/5.0 (compatible; gptr-fulltext/{__version__}; +https://pypi.org/project/gptr-fulltext/)"
)
_HOUR = 3600.0
_MONTH = 30 * 24 * _HOUR


@dataclass(frozen=True, slots=True)
class Settings:
    """Every knob of one search call, immutable. `Settings.load()` reads the environment; building
    one by hand (or with `dataclasses.replace`) is validated the same way, so no invalid instance exists.
    """

    search: str = _setting(
        "duckduckgo",
        ("FULLTEXT_SEARCH",),
        "Where candidate URLs come from: `duckduckgo` (keyless, our own `ddgs` call, with or without "
        "GPT Researcher), another GPT Researcher retriever or installed plugin name (`tavily`, "
        "`custom`, …; these need `gptr-fulltext[gpt-researcher]`), or an `http(s)://` JSON endpoint "
        "in the `RETRIEVER=custom` shape.",
    )
    search_max_bytes: int = _setting(
        4_000_000,
        ("FULLTEXT_SEARCH_MAX_BYTES",),
        "Decoded bytes read from an `http(s)://` search endpoint's reply; a longer reply (a huge "
        "list or a compression bomb) is a search error, not a result list.",
        Bound(1, 1_000_000_000),
    )
    overfetch: float = _setting(
        2.0,
        ("FULLTEXT_OVERFETCH",),
        "Ask the backend for `ceil(max_results × overfetch)` candidates, so dropped pages are replaced.",
        Bound(1, 10),
    )
    reserve: float = _setting(
        1.0,
        ("FULLTEXT_RESERVE",),
        "Ask the backend for `ceil(max_results × reserve)` candidates more, held in reserve: one "
        "starts each time a candidate is dropped while fewer than `max_results` full pages are in "
        "hand, so a call with many thin candidates finds its last pages instead of waiting at the "
        "deadline for slow ones. `0` turns it off.",
        Bound(0, 10),
    )
    deadline: float = _setting(
        12.0,
        ("FULLTEXT_DEADLINE",),
        "Seconds for the whole call (search + fetch + extract); pages still loading are cancelled "
        "and counted. Keep it under 20 behind GPT Researcher's `RETRIEVER=custom` (its timeout is 20 s).",
        Bound(0, _HOUR, low_open=True),
    )
    page_timeout: float = _setting(
        12.0,
        ("FULLTEXT_PAGE_TIMEOUT",),
        "Seconds one page may take from connect to last byte (slow drips are cut here). As long as "
        "the deadline by default, so a slow but steady page that finishes in time is not lost.",
        Bound(0, _HOUR, low_open=True),
    )
    grace: float = _setting(
        2.0,
        ("FULLTEXT_GRACE",),
        "Most seconds a call still waits for better-ranked pages once `max_results` full pages are "
        "in hand, whatever their rank, and never longer than fetching them took: rank order traded "
        "for latency (a page still loading then is `outpaced`; a 429/503 whose retry is due in time is "
        "waited for). As long as `FULLTEXT_DEADLINE` means strict rank order.",
        Bound(0, _HOUR),
    )
    first_answer_wait: float = _setting(
        1.75,
        ("FULLTEXT_FIRST_ANSWER_WAIT",),
        "Within `FULLTEXT_GRACE`, for a search on its own: a better-ranked page whose server has not "
        "begun to answer is waited for until this many seconds after it was asked (a 429/503's retry: "
        "until the deadline). Never in GPT Researcher's planning search, nor in a search another ran "
        "beside (a research's sub-queries, serve's concurrent requests): those go on when the slowest "
        "ends. Rank order for a lone search's latency (docs/benchmarks.md rounds 14, 16). `0`: off.",
        Bound(0, _HOUR),
    )
    idle_timeout: float = _setting(
        5.0,
        ("FULLTEXT_IDLE_TIMEOUT",),
        "Seconds a server may stay silent (before its first byte, or between two reads) before the "
        "page is dropped as `timeout`; hung servers are cut here.",
        Bound(0, _HOUR, low_open=True),
    )
    concurrency: int = _setting(
        16, ("FULLTEXT_CONCURRENCY",), "Pages fetched at once, across all hosts.", Bound(1, 1024)
    )
    per_host: int = _setting(
        2, ("FULLTEXT_PER_HOST",), "Pages fetched at once from one host (politeness).", Bound(1, 256)
    )
    max_bytes: int = _setting(
        3_000_000,
        ("FULLTEXT_MAX_BYTES",),
        "Decoded bytes read from one response; reading stops at the cap and the page is judged on "
        "what arrived (bounds memory against huge pages and compression bombs).",
        Bound(1, 1_000_000_000),
    )
    max_redirects: int = _setting(
        5, ("FULLTEXT_MAX_REDIRECTS",), "Redirect hops followed per page; loops are detected.", Bound(0, 50)
    )
    max_chars: int = _setting(
        6_000,
        ("FULLTEXT_MAX_CHARS",),
        "Characters of `raw_content` per result, cut at a paragraph (else sentence) boundary. GPT "
        "Researcher pastes the planning search's results verbatim into its planner prompt; 6,000 "
        "took 17–22 % off that prompt and kept 98–100 % of the distinct article text in its "
        "writer's context against 12,000 (docs/benchmarks.md, #22).",
        Bound(1, 10_000_000),
    )
    cap_passages: bool = _setting(
        False,
        ("FULLTEXT_CAP_PASSAGES",),
        "When a page's text is over `FULLTEXT_MAX_CHARS`, keep the title, the lede and the "
        "paragraphs that share the most words with the query, in page order (`…` marks a gap), "
        "instead of the first characters.",
    )
    planning_chars: int = _setting(
        2_500,
        ("FULLTEXT_PLANNING_CHARS",),
        "GPT Researcher only: its planning search (alone, through `asyncio.to_thread`, on a query not "
        "searched in 30 minutes) gets `raw_content` within this many characters: title, lede and the "
        "paragraphs most about the query. Its planner pastes them whole into its prompt; the writer gets "
        "the full text when the query runs again among its sub-queries (#22). 0: no brief.",
        Bound(0, 10_000_000),
    )
    preview_chars: int = _setting(
        300, ("FULLTEXT_PREVIEW_CHARS",), "Characters of the `body` preview.", Bound(0, 100_000)
    )
    result_metadata: bool = _setting(
        False,
        ("FULLTEXT_RESULT_METADATA",),
        "Results also carry `href`, `truncated`, `words`, `author`, `published`, `site_name`, "
        "`language` (and `rendered`). Off by default: GPT Researcher reads none of them and pastes "
        "the planning search's results verbatim into its planner prompt. The CLI's JSON records "
        "always carry them.",
    )
    output_format: str = _setting(
        "markdown",
        ("FULLTEXT_FORMAT",),
        "`markdown` keeps headings, lists and tables; `text` is plain text.",
        FORMAT,
    )
    comments: str = _setting(
        "auto",
        ("FULLTEXT_COMMENTS",),
        "Reader comments and replies after the main text (as trafilatura finds them): `auto` keeps "
        "them on pages that do not declare themselves an article (forums, Q&A, blogs and pages "
        "without schema.org or Open Graph article markup; a declared product's reviews only when "
        "its description is short), `true` on every page, `false` on none "
        "(README, Reader comments).",
        COMMENTS,
    )
    min_words: int = _setting(
        50,
        ("FULLTEXT_MIN_WORDS",),
        "Fewer words of content: `too_short`, but briefs (dated, titled, no button beside; one undated "
        "paragraph from 0.7), recipe cards, poems, FAQs from half, dictionary entries from 0.3. Content: "
        "main text less crumbs, labels, title repeats; 2 CJK, 4 Thai/Lao/Burmese/Khmer chars a word.",
        Bound(0, 1_000_000),
    )
    wall_words: int = _setting(
        100,
        ("FULLTEXT_WALL_WORDS",),
        "A page showing a wall or notice (bot check, consent dialog, sign-in form, not-found or "
        "maintenance notice, parking lander) is dropped unless it has this many "
        "words of its own text besides the wall; twice this after a paywall prompt.",
        Bound(0, 1_000_000),
    )
    listing_share: float = _setting(
        0.5,
        ("FULLTEXT_LISTING_SHARE",),
        "Pages whose main text is at least this share of teaser cards (repeated headline links with "
        "a blurb) are dropped as `listing_page`.",
        Bound(0, 1),
    )
    duplicate_similarity: float = _setting(
        0.88,
        ("FULLTEXT_DUPLICATE_SIMILARITY",),
        "Simhash similarity (0-1) of main texts at which a page is a near-duplicate of a "
        "better-ranked result (syndicated copy, AMP version) and dropped as `duplicate`.",
        Bound(0, 1),
    )
    pdf_max_pages: int = _setting(
        50,
        ("FULLTEXT_PDF_MAX_PAGES",),
        "Pages of a PDF whose text is extracted (PDFs are recognised by Content-Type or `%PDF-` signature).",
        Bound(1, 10_000),
    )
    pdf_seconds: float = _setting(
        5.0,
        ("FULLTEXT_PDF_SECONDS",),
        "Seconds one PDF's text extraction may take; it stops at the next page boundary after that.",
        Bound(0, _HOUR, low_open=True),
    )
    workers: int = _setting(
        0,
        ("FULLTEXT_WORKERS",),
        "Worker processes that extract pages (one page each at a time); `0` means one per CPU core "
        "this process may use. A page is never parsed on the event loop or in a thread.",
        Bound(0, 256),
    )
    extract_seconds: float = _setting(
        5.0,
        ("FULLTEXT_EXTRACT_SECONDS",),
        "Seconds one page's extraction may take in its worker; past that the worker is killed and "
        "replaced, and the page dropped as `extract_timeout` (typical pages take 10-50 ms). A slow "
        "page paused so that waiting pages go first counts only its running time.",
        Bound(0, _HOUR, low_open=True),
    )
    extract_mb: int = _setting(
        512,
        ("FULLTEXT_EXTRACT_MB",),
        "Memory (resident MB) an extraction worker may use; past that, or past 100 MB more than it "
        "held before its page, it is killed and replaced and the page dropped as `too_complex`. A "
        "worker that used over half of it exits after its page, so memory returns after a huge one.",
        Bound(64, 1_000_000),
    )
    user_agent: str = _setting(
        DEFAULT_USER_AGENT,
        ("FULLTEXT_USER_AGENT", "USER_AGENT"),
        "User-Agent sent with every request (printable ASCII); GPT Researcher's `USER_AGENT` is "
        "honoured when set.",
        HEADER,
    )
    allow_private: bool = _setting(
        False,
        ("FULLTEXT_ALLOW_PRIVATE_URLS", "ALLOW_PRIVATE_URLS"),
        "Allow fetching private, loopback and link-local addresses (intranets, tests). "
        "GPT Researcher's `ALLOW_PRIVATE_URLS` is honoured.",
    )
    deny_hosts: str = _setting(
        "",
        ("FULLTEXT_DENY_HOSTS",),
        "Hosts (with their subdomains), IP addresses and CIDR networks never contacted, even with "
        "private addresses allowed: by fetches, redirects, every request of a rendered page and the "
        "`http(s)://` search endpoint.",
        HOSTS,
    )
    render: str = _setting(
        "auto",
        ("FULLTEXT_RENDER",),
        "`auto`: a page judged `js_shell` is rendered in a headless Chromium, then extracted and judged "
        "again (without a browser, as `off`); `off`: never; `always`: every HTML page.",
        RENDER,
    )
    browser: str = _setting(
        "",
        ("FULLTEXT_BROWSER",),
        "Chromium executable for rendering; empty finds one (Debian's `chromium-headless-shell`, "
        "`chromium`, Playwright's own download).",
    )
    render_seconds: float = _setting(
        8.0,
        ("FULLTEXT_RENDER_SECONDS",),
        "Seconds one page may take in the browser (within the call's deadline); its scripts are cut then.",
        Bound(0, _HOUR, low_open=True),
    )
    render_concurrency: int = _setting(
        2, ("FULLTEXT_RENDER_CONCURRENCY",), "Pages rendered at once, in one browser.", Bound(1, 32)
    )
    robots: bool = _setting(
        False,
        ("FULLTEXT_ROBOTS",),
        "Respect robots.txt: fetched once per host and cached for `FULLTEXT_CACHE_TTL`; the robots "
        "fetch counts against the deadline. Disallowed pages are dropped as `robots`.",
    )
    accept_language: str = _setting(
        "en;q=0.9,*;q=0.5",
        ("FULLTEXT_ACCEPT_LANGUAGE",),
        "Accept-Language sent with every request (printable ASCII), e.g. `de,en;q=0.5` for the "
        "German edition of sites that have one.",
        HEADER,
    )
    headers: str = _setting(
        "",
        ("FULLTEXT_HEADERS",),
        'Extra request headers as a JSON object, e.g. `{"X-Research-Team": "climate"}`, sent to every '
        "host. The fetcher's own headers (Host, Cookie, Accept-Encoding, connection and framing "
        "headers) are refused; User-Agent and Accept-Language have their own settings, and this "
        "overrides them.",
        HEADERS,
        secret=True,
    )
    cookies: str = _setting(
        "",
        ("FULLTEXT_COOKIES",),
        'Cookies per domain as a JSON object, e.g. `{"example.org": "session=abc"}`: sent to that '
        "domain and its subdomains only (each redirect hop decides again), never logged.",
        COOKIES,
        secret=True,
    )
    proxy: str = _setting(
        "",
        ("FULLTEXT_PROXY",),
        "Proxy for every page: `http://`, `https://` or `socks5://` URL, credentials allowed "
        "(`http://user:pw@proxy:3128`). Names are still resolved and checked here and the proxy is "
        "asked for the checked address, so the address policy holds (see Limitations). Empty means "
        "direct connections; `HTTP(S)PROXY` are never read.",
        PROXY,
        secret=True,
    )
    cache_ttl: float = _setting(
        900.0,
        ("FULLTEXT_CACHE_TTL",),
        "Seconds a judged page is remembered (by normalised URL), so a later sub-query does not "
        "fetch it again; `0` turns caching off.",
        Bound(0, _MONTH),
    )
    failure_ttl: float = _setting(
        120.0,
        ("FULLTEXT_FAILURE_TTL",),
        "Seconds a page that failed (timeout, connection error, HTTP 5xx or 429, extraction or "
        "rendering given up) is remembered with its reason, so the repeated query of one research "
        "does not wait on it again; short, as such failures often pass. `0` turns it off.",
        Bound(0, _MONTH),
    )
    cache_mb: int = _setting(
        64,
        ("FULLTEXT_CACHE_MB",),
        "Size bound of the page cache in MB of what it stores (each judged page whole: text, metadata, "
        "verdict), in memory and (if enabled) on disk; "
        "the oldest pages are evicted first.",
        Bound(1, 1_000_000),
    )
    cache_dir: str = _setting(
        "",
        ("FULLTEXT_CACHE_DIR",),
        "Directory of an optional on-disk page cache shared by runs and processes (same TTL and "
        "bound); empty means memory only.",
    )
    redis_url: str = _setting(
        "",
        ("FULLTEXT_REDIS_URL",),
        "Redis (`redis://`, `rediss://` or `unix://` URL) that every process pointing at it shares: the "
        "page and failure caches, robots.txt rules, and the per-host limits (`FULLTEXT_PER_HOST`, "
        "`FULLTEXT_HOST_RATE`) as leases that expire. Empty means each process keeps its own. If Redis "
        "is down or slow, the process uses its own state (one warning) and tries again later.",
        REDIS_URL,
        secret=True,
    )
    redis_timeout: float = _setting(
        0.25,
        ("FULLTEXT_REDIS_TIMEOUT",),
        "Seconds one Redis operation may take; past it the operation goes without Redis. Three such "
        "in a row, or a refused connection, make Redis count as down: the process uses its own state "
        "for 5 s. The time includes this process's busy event loop: at load 10 on 2 cores, 0.05 "
        "marked a healthy Redis down 8 times in 32 requests.",
        Bound(0, 10, low_open=True),
    )
    host_rate: float = _setting(
        0.0,
        ("FULLTEXT_HOST_RATE",),
        "Requests started per second to one host, across all calls (and with `FULLTEXT_REDIS_URL` "
        "across processes); `0` means no rate limit, only `FULLTEXT_PER_HOST`. Waiting for it counts "
        "against the call's deadline, not the page's timeout.",
        Bound(0, 1000),
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
        Bound(1, 10_000),
    )
    serve_max_query_chars: int = _setting(
        500,
        ("FULLTEXT_SERVE_MAX_QUERY_CHARS",),
        "`gptr-fulltext serve` only: longest `query` accepted (longer ones are answered 400).",
        Bound(1, 100_000),
    )
    serve_max_results: int = _setting(
        20,
        ("FULLTEXT_SERVE_MAX_RESULTS",),
        "`gptr-fulltext serve` only: largest `max_results` a request may ask for. A request without "
        "it gets 5 (GPT Researcher's custom retriever sends none; set `RETRIEVER_ARG_MAX_RESULTS`).",
        Bound(1, 1000),
    )

    def __post_init__(self) -> None:
        """Check every field's type and range; an int given for a float field is stored as a float.

        A secret's value stays out of the error message, as it stays out of `repr`.
        """
        for f in fields(self):
            value = getattr(self, f.name)
            stored = checked(f, value, f"{f.name}={value!r}" if f.repr else f"{f.name} (hidden)")
            if stored is not value:
                object.__setattr__(self, f.name, stored)

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Read the environment (default `os.environ`), apply keyword overrides, validate everything.

        Values are parsed from text (overrides too, so CLI strings work) and checked here, so the error
        names the variable or override; construction then checks them again, cheaply.
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
                shown = f"{name}={overrides[name]!r}" if f.repr else f"{name} (value hidden)"
                values[name] = convert(f, overrides[name], shown)
                continue
            for var in f.metadata["env"]:
                raw = env.get(var)
                if raw is not None and raw.strip() != "":
                    values[name] = _from_env(f, raw.strip(), var)
                    break
        return cls(**values)

    @classmethod
    def load_for_calls(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """`load` for a search outside `serve` (the plugin, `retrieve`, the CLI's commands): the
        `FULLTEXT_SERVE_*` variables are serve's alone, so they are neither read nor checked, and a bad
        one in an environment shared with a server never stops a research run."""
        env = os.environ if environ is None else environ
        serve_only = cls.serve_variables()
        return cls.load({var: value for var, value in env.items() if var not in serve_only}, **overrides)

    @classmethod
    def serve_variables(cls) -> frozenset[str]:
        """The variables only `gptr-fulltext serve` reads (`FULLTEXT_SERVE_*`)."""
        return frozenset(var for var, name in cls.variables().items() if name.startswith("serve_"))

    @classmethod
    def variables(cls) -> dict[str, str]:
        """Every variable read, mapped to the name of the setting it sets."""
        return {var: f.name for f in fields(cls) for var in f.metadata["env"]}

    @classmethod
    def documented(cls) -> list[tuple[str, str, str, str]]:
        """(variables, default, doc, accepted values) for every setting: the README table is checked
        against this."""
        return [
            (" / ".join(f.metadata["env"]), repr(f.default), f.metadata["doc"], expects(f))
            for f in fields(cls)
        ]


def _from_env(f: Field[Any], raw: str, var: str) -> Any:
    """`convert` for an environment value; a bad value in GPT Researcher's variable (`USER_AGENT`)
    also says that ours (`FULLTEXT_USER_AGENT`) takes precedence, for when theirs is meant for them."""
    ours = f.metadata["env"][0]
    try:
        return convert(f, raw, f"{var}={raw!r}" if f.repr else f"{var} (value hidden)")
    except SettingsError as exc:
        if var == ours:
            raise
        raise SettingsError(f"{exc}; setting {ours} overrides it for gptr-fulltext") from None
