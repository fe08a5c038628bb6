"""Which URLs may be fetched: http(s) only, and public addresses unless private ones are allowed.

A research run fetches whatever URLs a search engine (or a prompt-injected page) hands it; without
this check it could be steered at cloud metadata endpoints or intranet services.
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

import anyio

# NAT64 well-known prefix: the low 32 bits are an IPv4 address.
_NAT64 = ipaddress.ip_network("64:ff9b::/96")


class BlockedURL(Exception):
    """The URL must not be fetched; the message says why and how to allow it where that is possible."""


def check_scheme(url: str) -> str:
    """Return the URL's host, or raise `BlockedURL` for a non-http(s) or host-less URL."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise BlockedURL(f"scheme {parts.scheme or '(none)'!r} is not http or https")
    if not parts.hostname:
        raise BlockedURL("the URL has no host")
    return parts.hostname


async def check_url(url: str, allow_private: bool) -> None:
    """Raise `BlockedURL` unless `url` is http(s) and every address its host resolves to is public."""
    host = check_scheme(url)
    if allow_private:
        return
    try:
        infos = await anyio.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise BlockedURL(f"cannot resolve {host}: {exc.strerror or exc}") from None
    for info in infos:
        address = ipaddress.ip_address(str(info[4][0]).split("%", 1)[0])
        kind = non_public_kind(address)
        if kind:
            raise BlockedURL(
                f"{host} resolves to {address}, a {kind} address "
                "(set ALLOW_PRIVATE_URLS=true to allow private addresses)"
            )


def non_public_kind(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Name the kind of a non-public address (`'loopback'`, `'private'`, …); `None` when public.

    IPv6 forms that embed an IPv4 address (mapped, 6to4, NAT64) are judged by that address.
    """
    if isinstance(address, ipaddress.IPv6Address):
        embedded = address.ipv4_mapped or address.sixtofour
        if embedded is None and address in _NAT64:
            embedded = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
        if embedded is not None:
            return non_public_kind(embedded)
    for kind in ("loopback", "private", "link_local", "multicast", "reserved", "unspecified"):
        if getattr(address, f"is_{kind}"):
            return kind.replace("_", "-")
    if not address.is_global:
        return "non-global"
    return None
