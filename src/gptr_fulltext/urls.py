"""URL hygiene shared by fetching and results: what a URL may carry out of this package."""

from __future__ import annotations


def without_credentials(url: str) -> str:
    """`url` without its `user:password@` part (unchanged when it has none; never raises).

    Read as httpx and urllib read it: the authority runs from `//` to the first `/`, `?` or `#`,
    and the credentials up to its last `@`."""
    start = url.find("//")
    if start < 0:
        return url
    start += 2
    end = next((i for i, c in enumerate(url[start:], start) if c in "/?#"), len(url))
    at = url.rfind("@", start, end)
    return url if at < 0 else url[:start] + url[at + 1 :]
