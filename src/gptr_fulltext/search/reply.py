"""A search endpoint's reply, read and parsed within bounds: the endpoint is configured, not trusted.

Whatever the endpoint sends costs at most `FULLTEXT_SEARCH_MAX_BYTES` of decoded body, a bracket
scan, and the parsing of the rows that can be used; every way a reply can be wrong is a
`SearchError` naming `FULLTEXT_SEARCH`. Before these bounds, a gzip bomb took 2.1 GB, a brotli one
4.0 GB, a 300 MB list 73 s on the event loop, and a 100,000-deep list escaped as `RecursionError`.
"""

from __future__ import annotations

import json
import re
from functools import partial
from typing import Any

import anyio
import httpx

from gptr_fulltext.fetch.decoding import ACCEPT_ENCODING, decoder_for
from gptr_fulltext.fetch.safety import DenyList
from gptr_fulltext.fetch.transport import PinnedBackend, pinned_transport
from gptr_fulltext.reasons import BlockedURL, DecodingError, SearchError
from gptr_fulltext.settings import Settings

# A result list is 2 levels deep (list, row) and a row's own values rarely add more than a few;
# Python's parser recurses once per level, so depth is refused before it parses anything.
MAX_DEPTH = 64
# An endpoint asked for `count` results that sends far more is padding the reply: only this many
# rows per wanted result (plus slack for duplicates, non-http links and other domains) are parsed.
ROWS_PER_RESULT = 4
EXTRA_ROWS = 100
URL_KEYS = ("href", "url", "link")  # GPT Researcher's backends name the link any of these

# A JSON string: quote, then runs of plain characters or escapes, then its quote. The end of the
# input also ends it (with a dangling backslash), so every quote matches at once and an
# unterminated string cannot make the scan quadratic.
_STRING = re.compile(rb'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKETS = bytes(range(256)).translate(None, b"[]{}")
_OPENING = frozenset(b"[{")
_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
_KINDS = {"{": "object", '"': "string", "t": "boolean", "f": "boolean", "n": "null"}


async def from_endpoint(endpoint: str, query: str, count: int, settings: Settings) -> list[dict[str, Any]]:
    """GET `endpoint?query=…&max_results=…` → the rows of its JSON list of `{url|href|link, title?, …}`.

    The reply is read raw and decoded within `FULLTEXT_SEARCH_MAX_BYTES`, then parsed in a worker
    thread: a bomb or a huge or deeply nested reply would otherwise take the memory, or the event
    loop, of every call in the process. The read stays inside the caller's deadline (the parse is
    abandoned with it); httpx's own timeouts are `FULLTEXT_PAGE_TIMEOUT`, as for a page.
    """
    source = f"search endpoint FULLTEXT_SEARCH={endpoint}"
    try:
        async with (
            endpoint_client(settings, settings.page_timeout, {"Accept-Encoding": ACCEPT_ENCODING}) as client,
            client.stream("GET", endpoint, params={"query": query, "max_results": count}) as response,
        ):
            response.raise_for_status()
            body = await read_reply(response, settings.search_max_bytes, source)
    # InvalidURL is no HTTPError: the FULLTEXT_SEARCH value itself cannot be requested.
    except (httpx.HTTPError, httpx.InvalidURL, ValueError, BlockedURL) as exc:
        raise SearchError(f"{source} failed: {exc}") from exc
    return await anyio.to_thread.run_sync(partial(parse_rows, body, count, source), abandon_on_cancel=True)


def endpoint_client(
    settings: Settings,
    timeout: float,
    headers: dict[str, str] | None = None,
) -> httpx.AsyncClient:
    """A client for the `FULLTEXT_SEARCH` endpoint. The endpoint is configured, not found in a result,
    so it may be on a private address; `FULLTEXT_DENY_HOSTS` holds for it as for every page (names
    before resolution, then each address: `BlockedURL`). Direct, as pages are: no environment proxy."""
    backend = PinnedBackend(allow_private=True, deny=DenyList(settings.deny_hosts))
    return httpx.AsyncClient(
        transport=pinned_transport(backend, httpx.Limits()),
        timeout=timeout,
        headers={"User-Agent": settings.user_agent, **(headers or {})},
    )


async def read_reply(response: httpx.Response, cap: int, source: str) -> bytes:
    """The body decoded from the raw stream, or `SearchError` as soon as it passes `cap` bytes.

    httpx would inflate a compressed body without bound, so the raw bytes go through the fetch
    stage's bounded decoders, each asked for one byte more than the room left: getting it back
    means the reply is over the cap, known without decoding the rest. `source` starts each message.
    """
    body = bytearray()
    try:
        decoder = decoder_for(response.headers.get("content-encoding", ""))
        async for chunk in response.aiter_raw():
            body += decoder.decode(chunk, cap + 1 - len(body))
            if len(body) > cap:
                raise SearchError(
                    f"{source} sent a reply of over {cap:,} decoded bytes "
                    f"(FULLTEXT_SEARCH_MAX_BYTES={cap}); it is not a result list"
                )
    except DecodingError as exc:
        raise SearchError(f"{source} sent a body that cannot be decoded: {exc.detail}") from None
    return bytes(body)


def parse_rows(body: bytes, count: int, source: str) -> list[dict[str, Any]]:
    """The result objects at the head of a JSON list reply, for a search that wants `count` results.

    Blocking (up to a few hundred ms for a reply at the cap): callers run it in a worker thread.
    Only the first `ROWS_PER_RESULT × count + EXTRA_ROWS` elements are parsed, one at a time, so a
    reply of a million rows is never turned into a million objects. Elements that are not objects
    are skipped (one odd row must not cost the others), but a list with elements and no object
    carrying a URL is the wrong shape. Raises `SearchError` for every reply it cannot use, and
    nothing else: the pipeline reports a `SearchError`, anything else would be a crash.
    """
    limit = ROWS_PER_RESULT * max(count, 0) + EXTRA_ROWS
    try:
        _check_depth(body)
        elements = _head_of_list(body.decode("utf-8-sig"), limit)
    except _Refused as exc:
        raise SearchError(f"{source} {exc}; expected a JSON list of {{url, ...}} objects") from None
    except UnicodeDecodeError as exc:
        raise SearchError(f"{source} sent a reply that is not UTF-8 text: {exc}") from None
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError; so are huge ints
        raise SearchError(f"{source} sent a reply that is not valid JSON: {exc}") from None
    rows = [element for element in elements if isinstance(element, dict)]
    if elements and not any(row_url(row) for row in rows):
        raise SearchError(
            f"{source} returned {len(elements)} list element(s), none of them an object with a "
            f"{', '.join(URL_KEYS[:-1])} or {URL_KEYS[-1]}; expected a JSON list of {{url, ...}} objects"
        )
    return rows


def row_url(row: dict[str, Any]) -> str:
    """The row's link, stripped, under whichever of `URL_KEYS` it uses first; "" when it has none."""
    return str(next((row[key] for key in URL_KEYS if row.get(key)), "")).strip()


class _Refused(Exception):
    """A reply of the wrong shape or depth; the message completes "search endpoint … <message>"."""


def _check_depth(body: bytes) -> None:
    """Refuse a reply nested deeper than `MAX_DEPTH`, counting brackets outside strings.

    Strings are cut out first (a bracket in a title is no nesting), then only brackets are kept, so
    the Python loop runs over brackets alone and stops at the first level too deep. Up to the first
    syntax error the scan and the parser read the same tokens, so the parser never gets deeper.
    """
    depth = 0
    for byte in _STRING.sub(b"", body).translate(None, _NOT_BRACKETS):
        if byte in _OPENING:
            depth += 1
            if depth > MAX_DEPTH:
                raise _Refused(f"sent JSON nested deeper than {MAX_DEPTH} levels")
        else:
            depth -= 1


def _head_of_list(text: str, limit: int) -> list[object]:
    """Up to `limit` elements of the JSON list `text`, parsed one by one; the rest is left unread.

    Raises `json.JSONDecodeError` where the text stops being JSON (within what is read), and
    `_Refused` when it is JSON but not a list.
    """
    at = _skip(text, 0)
    if not text.startswith("[", at):
        raise _Refused(f"returned a JSON {_kind(text, at)}, not a list")
    at = _skip(text, at + 1)
    elements: list[object] = []
    if text.startswith("]", at):
        _check_end(text, at + 1)
        return elements
    while len(elements) < limit:
        element, at = _DECODER.raw_decode(text, at)
        elements.append(element)
        at = _skip(text, at)
        if text.startswith("]", at):
            _check_end(text, at + 1)
            break
        if not text.startswith(",", at):
            raise json.JSONDecodeError("Expecting ',' delimiter", text, at)
        at = _skip(text, at + 1)
    return elements


def _skip(text: str, at: int) -> int:
    """The index of the first non-whitespace character (JSON's four) at or after `at`."""
    match = _SPACE.match(text, at)
    return match.end() if match else at


def _check_end(text: str, at: int) -> None:
    """Only whitespace may follow the closing bracket, as `json.loads` would insist."""
    end = _skip(text, at)
    if end != len(text):
        raise json.JSONDecodeError("Extra data", text, end)


def _kind(text: str, at: int) -> str:
    """What the JSON value starting at `at` is, from its first character, without parsing it."""
    first = text[at : at + 1]
    if first in _KINDS:
        return _KINDS[first]
    if first and first in "-0123456789":
        return "number"
    raise json.JSONDecodeError("Expecting value", text, at)
