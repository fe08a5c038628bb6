"""What a request carries besides the URL, parsed and checked: extra headers, per-domain cookies,
the proxy URL (FULLTEXT_HEADERS, FULLTEXT_COOKIES, FULLTEXT_PROXY).

`settings` validates the text with these parsers when it is read; `fetch` parses it again when a
session is built. Each raises `ValueError` for text it refuses, without repeating the text (it may
hold credentials).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from urllib.parse import urlsplit

# Headers the fetcher sets itself: framing, connection, decoding (bounded decoders), cookies (per
# domain, FULLTEXT_COOKIES) and the host (the pinned address's name).
MANAGED_HEADERS = frozenset(
    {
        "host",
        "cookie",
        "accept-encoding",
        "connection",
        "content-length",
        "transfer-encoding",
        "te",
        "upgrade",
        "keep-alive",
        "proxy-authorization",
        "proxy-connection",
        "trailer",
    }
)
PROXY_SCHEMES = ("http", "https", "socks5", "socks5h")


def _json_object(text: str) -> dict[str, str]:
    """`text` as a JSON object of strings (empty text: none); `ValueError` otherwise."""
    if not text.strip():
        return {}
    value = json.loads(text)
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise ValueError("not a JSON object of strings")
    return value


def printable(text: str) -> bool:
    return text.isascii() and text.isprintable()


def request_headers(text: str) -> dict[str, str]:
    """FULLTEXT_HEADERS parsed: names are HTTP tokens, values printable ASCII, none the fetcher's own."""
    headers = _json_object(text)
    for name, value in headers.items():
        if not _TOKEN.fullmatch(name) or name.lower() in MANAGED_HEADERS or not printable(value):
            raise ValueError(f"header {name!r} is not allowed")
    return headers


def domain_cookies(text: str) -> dict[str, str]:
    """FULLTEXT_COOKIES parsed: lower-case domain → `Cookie` header value (printable ASCII)."""
    cookies = _json_object(text)
    for domain, value in cookies.items():
        if not _DOMAIN.fullmatch(domain) or not printable(value) or "=" not in value:
            raise ValueError(f"cookies for {domain!r} are not valid")
    return {domain.lower().strip("."): value for domain, value in cookies.items()}


def proxy_ok(url: str) -> bool:
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        return False
    return (
        parts.scheme in PROXY_SCHEMES
        and bool(parts.hostname)
        and printable(url)
        and parts.path in ("", "/")
        and not parts.query
        and (port is None or port > 0)
    )


def accepts(parse: Callable[[str], object]) -> Callable[[str], bool]:
    """A predicate: whether `parse` takes the text."""

    def admits(text: str) -> bool:
        try:
            parse(text)
        except ValueError:  # json.JSONDecodeError included
            return False
        return True

    return admits


_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_DOMAIN = re.compile(r"\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*")
