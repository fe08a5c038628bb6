"""Which URLs and addresses may be fetched: http(s) only, public addresses unless private ones are allowed.

A research run fetches whatever URLs a search engine (or a prompt-injected page) hands it; without
this policy it could be steered at cloud metadata endpoints or intranet services. The policy is
enforced where the connection is made (`transport`), on the address actually connected to.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from gptr_fulltext.reasons import BlockedURL

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

ALLOW_HINT = "set ALLOW_PRIVATE_URLS=true to allow private addresses"

# The NAT64 well-known prefix carries a public IPv4 address in its low 32 bits (RFC 6052); it is judged
# by that address. The local-use prefix (RFC 8215) is a network's own translator: never public.
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_NAT64_LOCAL = ipaddress.ip_network("64:ff9b:1::/48")
_SHARED = ipaddress.ip_network("100.64.0.0/10")  # carrier-grade NAT (RFC 6598)
# Checked in this order, so an address gets its most specific name.
_KINDS = (
    ("unspecified", "is_unspecified"),
    ("loopback", "is_loopback"),
    ("link-local", "is_link_local"),
    ("multicast", "is_multicast"),
    ("reserved", "is_reserved"),
    ("private", "is_private"),
    ("site-local", "is_site_local"),
)


def check_scheme(url: str) -> str:
    """Return the URL's host, or raise `BlockedURL` for a non-http(s) or host-less URL."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise BlockedURL(f"scheme {parts.scheme or '(none)'!r} is not http or https")
    if not parts.hostname:
        raise BlockedURL("the URL has no host")
    return parts.hostname


def check_address(host: str, address: IPAddress) -> None:
    """Raise `BlockedURL` when `address` (what `host` resolved to) is not a public address."""
    kind = non_public_kind(address)
    if kind:
        shown = host if host == str(address) else f"{host} resolves to {address}, which"
        raise BlockedURL(f"{shown} is a {kind} address ({ALLOW_HINT})")


def non_public_kind(address: IPAddress) -> str | None:
    """Name the kind of a non-public address (`'loopback'`, `'private'`, …); `None` when public.

    IPv6 forms that embed an IPv4 address (mapped, 6to4, NAT64) are judged by that address, so
    `::ffff:127.0.0.1` is as loopback as `127.0.0.1`.
    """
    embedded = _embedded_ipv4(address)
    if embedded is not None:
        return non_public_kind(embedded)
    if address in _NAT64_LOCAL:
        return "local-use NAT64"
    for kind, attribute in _KINDS:
        if getattr(address, attribute, False):
            return kind
    if address in _SHARED:
        return "shared (carrier-grade NAT)"
    if not address.is_global:
        return "non-global"
    return None


def _embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    if not isinstance(address, ipaddress.IPv6Address):
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in _NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


class DenyList:
    """`FULLTEXT_DENY_HOSTS`: hosts, addresses and networks never contacted, even when private ones
    are allowed (an intranet where the metadata service or an admin console must stay out of reach).

    A name covers itself and its subdomains and is refused before it is resolved; an address or a
    network (CIDR) is matched against every address a host resolves to, and against IPv4 addresses
    embedded in IPv6 forms, so no spelling of a denied address gets through.
    """

    def __init__(self, entries: str) -> None:
        self._names: list[str] = []
        self._networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        for entry in (part.strip().lower().rstrip(".") for part in entries.split(",")):
            if not entry:
                continue
            try:
                self._networks.append(ipaddress.ip_network(entry.strip("[]"), strict=False))
            except ValueError:
                self._names.append(entry)

    def __bool__(self) -> bool:
        return bool(self._names or self._networks)

    def check_name(self, host: str) -> None:
        """Raise `BlockedURL` when `host` (a name or an IP literal) is denied by name or address."""
        name = host.lower().rstrip(".").strip("[]")
        for denied in self._names:
            if name == denied or name.endswith("." + denied):
                raise BlockedURL(f"{host} is in FULLTEXT_DENY_HOSTS")
        try:
            literal = ipaddress.ip_address(name)
        except ValueError:
            return
        self.check_address(host, literal)

    def check_address(self, host: str, address: IPAddress) -> None:
        """Raise `BlockedURL` when `address` (what `host` resolved to) is in a denied network."""
        embedded = _embedded_ipv4(address)
        forms = [address] if embedded is None else [address, embedded]
        for network in self._networks:
            if any(form.version == network.version and form in network for form in forms):
                shown = host if host == str(address) else f"{host} resolves to {address}, which"
                raise BlockedURL(f"{shown} is in FULLTEXT_DENY_HOSTS ({network})")
