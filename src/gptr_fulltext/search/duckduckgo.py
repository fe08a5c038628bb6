"""`FULLTEXT_SEARCH=duckduckgo`, the default: the keyless `ddgs` metasearch, with or without GPT Researcher.

GPT Researcher's own `duckduckgo` retriever makes the same `DDGS().text(...)` call, but it needs GPT
Researcher (about 1.5 GB installed, seconds to import) and it prints a failure and returns no results.
This backend needs only `ddgs`, a core dependency, and is what the name means in every install, so
one setting behaves the same with or without the `gpt-researcher` extra. A failure is raised, and
`backends` reports it as a `SearchError` naming `FULLTEXT_SEARCH`; a query that finds nothing is an
empty list, as from any backend.

It has the retriever shape `backends` constructs and calls in one worker thread:
`DuckDuckGo(query, query_domains=...)`, then `.search(max_results=...)`. Like GPT Researcher's, it
ignores `query_domains`; `backends` keeps only the rows on those domains.
"""

from __future__ import annotations

from typing import Any, Protocol

NAME = "duckduckgo"
REGION = "wt-wt"  # no region, as GPT Researcher's retriever asks
# What ddgs raises (as a plain DDGSException) when every engine answered and none found anything.
NO_RESULTS = "No results found."
# ddgs has named the link and the snippet differently across releases; the first present wins.
LINK_KEYS = ("href", "url", "link")
SNIPPET_KEYS = ("body", "snippet", "description")


class TextSearch(Protocol):
    """The part of `ddgs.DDGS` used here."""

    def text(self, query: str, **kwargs: Any) -> list[dict[str, Any]]: ...


class DuckDuckGo:
    """`ddgs.DDGS().text(query, region="wt-wt", max_results=n)`, its rows as `{href, title?, body?}`."""

    def __init__(self, query: str, query_domains: list[str] | None = None, **_: Any) -> None:
        from ddgs import DDGS  # imported here, in the worker thread: it loads lxml and primp

        self.query = query
        self.client: TextSearch = DDGS()

    def search(self, max_results: int = 5) -> list[dict[str, Any]]:
        """Up to `max_results` rows in ddgs' order; raises whatever ddgs raises, except for no results."""
        try:
            found: object = self.client.text(self.query, region=REGION, max_results=max_results)
        except Exception as exc:
            if type(exc).__name__ == "DDGSException" and str(exc) == NO_RESULTS:
                return []
            raise
        return rows_of(found)[:max_results]


def rows_of(found: object) -> list[dict[str, Any]]:
    """ddgs' rows in the shape `backends` reads; rows that are not objects or have no link are skipped."""
    if not isinstance(found, list):
        raise TypeError(f"ddgs returned {type(found).__name__}, not a list of results")
    rows: list[dict[str, Any]] = []
    for item in found:
        if not isinstance(item, dict):
            continue
        link = _first(item, LINK_KEYS)
        if not link:
            continue
        row: dict[str, Any] = {"href": link}
        if title := _first(item, ("title",)):
            row["title"] = title
        if snippet := _first(item, SNIPPET_KEYS):
            row["body"] = snippet
        rows.append(row)
    return rows


def _first(item: dict[Any, Any], keys: tuple[str, ...]) -> str:
    for key in keys:
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""
