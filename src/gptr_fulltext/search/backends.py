"""Candidate URLs for a query: from a search backend by name, or from a JSON endpoint.

`duckduckgo` (the default) is our own `ddgs` backend (`duckduckgo`), with or without GPT Researcher.
Every other name is resolved through GPT Researcher's own `get_retriever`, so built-ins, `custom`
and every installed plugin work; GPT Researcher is an optional dependency (the `gpt-researcher`
extra), and without it such a name is a `SearchError` saying what to install. Unlike GPT Researcher,
an unknown name is an error, never a silent Tavily. An endpoint's reply is read and parsed within
bounds in `reply`.
"""

from __future__ import annotations

import importlib.util
import inspect
import logging
from functools import partial
from typing import Any
from urllib.parse import urlsplit

import anyio
import httpx

from gptr_fulltext.models import Candidate
from gptr_fulltext.reasons import BlockedURL, SearchError
from gptr_fulltext.search import duckduckgo
from gptr_fulltext.search.reply import endpoint_client, from_endpoint, row_url
from gptr_fulltext.settings import Settings

log = logging.getLogger("gptr_fulltext")
_PACKAGE = __name__.split(".")[0]
EXTRA = "gptr-fulltext[gpt-researcher]"  # what to install for GPT Researcher's retrievers and plugins


async def find_candidates(
    query: str, count: int, query_domains: list[str] | None, settings: Settings
) -> list[Candidate]:
    """Up to `count` candidates in the backend's rank order, duplicates and non-http(s) URLs removed.

    With `query_domains`, only URLs on those domains (or their subdomains) are kept, because several
    backends (duckduckgo among them) ignore the restriction.
    """
    if settings.search.startswith(("http://", "https://")):
        rows = await from_endpoint(settings.search, query, count, settings)
    else:
        rows = await _from_retriever(settings.search, query, count, query_domains)
    return _candidates(rows, count, query_domains)


async def _from_retriever(
    name: str, query: str, count: int, query_domains: list[str] | None
) -> list[dict[str, Any]]:
    rows = await anyio.to_thread.run_sync(
        partial(_search_with, name, query, count, query_domains), abandon_on_cancel=True
    )
    if not isinstance(rows, list):
        raise SearchError(
            f"search backend FULLTEXT_SEARCH={name!r} returned {type(rows).__name__}, not a list of results"
        )
    return rows


def _search_with(name: str, query: str, count: int, query_domains: list[str] | None) -> object:
    """Resolve, construct and ask the backend, all in one worker thread the call's deadline can abandon.

    Each step may block: resolving a GPT Researcher name first imports it (seconds), and
    constructors import and open sessions (duckduckgo's DDGS); on the fetch loop they would hold up
    every call and the deadline.
    """
    retriever_class = _resolve(name)
    try:
        retriever = retriever_class(query, query_domains=query_domains or None)
        return retriever.search(max_results=count)
    except Exception as exc:  # a third-party backend may raise anything; report it, never crash the run
        raise SearchError(
            f"search backend FULLTEXT_SEARCH={name!r} failed: {type(exc).__name__}: {exc}"
        ) from exc


async def prepare_backend(settings: Settings) -> None:
    """Resolve a named backend now, off the loop, so the first search does not: a GPT Researcher name
    imports its retrievers package (tens of milliseconds to seconds). A name that does not resolve
    is left for that search to report."""
    if settings.search.startswith(("http://", "https://")):
        return
    try:
        await anyio.to_thread.run_sync(_resolve, settings.search)
    except SearchError as exc:
        log.debug("fulltext: FULLTEXT_SEARCH=%r not resolved early: %s", settings.search, exc)


PROBE_SECONDS = 3.0  # a readiness check answers well within a probe's usual timeout


async def probe(settings: Settings) -> str:
    """Whether `FULLTEXT_SEARCH` can answer, said in words, or `SearchError` naming it and why not.

    An endpoint is asked (GET without a query; its body is not read) and any answer under 500
    counts. A named backend is resolved (installed and known) but not queried: a query would spend
    the operator's quota at every probe.
    """
    name = settings.search
    if not name.startswith(("http://", "https://")):
        await anyio.to_thread.run_sync(resolve_backend, name)
        return f"{name!r} is installed (not queried: each query would spend a search)"
    try:
        async with endpoint_client(settings, PROBE_SECONDS) as client, client.stream("GET", name) as response:
            status = response.status_code
    except (httpx.HTTPError, httpx.InvalidURL, BlockedURL) as exc:
        raise SearchError(
            f"search endpoint FULLTEXT_SEARCH={name} is not reachable: {exc or type(exc).__name__}"
        ) from exc
    if status >= 500:
        raise SearchError(f"search endpoint FULLTEXT_SEARCH={name} answers HTTP {status}")
    return f"the endpoint answered HTTP {status}"


def resolve_backend(name: str) -> type:
    """The backend class `FULLTEXT_SEARCH=name` names, or `SearchError` saying why there is none:
    for a face to tell a configuration mistake from a backend that fails (GPT Researcher's names
    import it: seconds)."""
    return _resolve(name)


def _resolve(name: str) -> type:
    """The backend class for `name`, or `SearchError` saying what is wrong.

    `duckduckgo` is ours and never imports GPT Researcher; any other name is GPT Researcher's to
    resolve, imported here (heavy: seconds) only when such a name is searched.
    """
    if name == "fulltext":
        raise SearchError(
            "FULLTEXT_SEARCH=fulltext would make the retriever search with itself; "
            "set FULLTEXT_SEARCH to a search backend such as duckduckgo, tavily or custom"
        )
    if name == duckduckgo.NAME:
        return duckduckgo.DuckDuckGo
    get_retriever = _gpt_researcher_lookup(name)
    retriever_class = get_retriever(name)
    if retriever_class is None:
        raise SearchError(
            f"FULLTEXT_SEARCH={name!r} is not a GPT Researcher retriever or an installed "
            "gpt_researcher.retrievers plugin (try duckduckgo, tavily, google, bing, searx, custom, "
            "or an http(s):// JSON endpoint)"
        )
    # Ours under another entry-point name: known by the package it comes from (importing the plugin
    # here would make search depend on the face that sits on top of it).
    if (
        inspect.isclass(retriever_class)
        and retriever_class.__module__.partition(".")[0] == __name__.partition(".")[0]
    ):
        raise SearchError(f"FULLTEXT_SEARCH={name!r} resolves to this retriever itself")
    return retriever_class  # type: ignore[no-any-return]


def _gpt_researcher_lookup(name: str) -> Any:
    """GPT Researcher's `get_retriever`, or `SearchError` when GPT Researcher cannot be imported."""
    try:
        from gpt_researcher.actions.retriever import get_retriever
    except ImportError as exc:
        if _not_installed("gpt_researcher"):
            raise SearchError(
                f"FULLTEXT_SEARCH={name!r} is resolved by GPT Researcher, which is not installed: "
                f"pip install '{EXTRA}' for its retrievers (tavily, google, bing, searx, custom, …) "
                "and installed plugins, or set FULLTEXT_SEARCH=duckduckgo or an http(s):// JSON "
                "endpoint, which need no GPT Researcher"
            ) from exc
        raise SearchError(
            f"FULLTEXT_SEARCH={name!r} is resolved by GPT Researcher, which failed to import: "
            f"{type(exc).__name__}: {exc} (reinstall '{EXTRA}')"
        ) from exc
    return get_retriever


def _candidates(rows: list[Any], count: int, query_domains: list[str] | None) -> list[Candidate]:
    domains = [d.lower().lstrip(".") for d in query_domains or [] if d]
    seen: set[str] = set()
    candidates: list[Candidate] = []
    for row in rows:
        if not isinstance(row, dict):
            continue
        url = row_url(row)
        host = _host(url)
        if not url.startswith(("http://", "https://")) or not host or url in seen:
            continue
        if domains and not any(host == d or host.endswith("." + d) for d in domains):
            continue
        seen.add(url)
        snippet = row.get("body") or row.get("snippet") or row.get("content") or row.get("raw_content")
        candidates.append(
            Candidate(
                url=url,
                rank=len(candidates),
                title=str(row["title"]) if row.get("title") else None,
                snippet=str(snippet) if snippet else None,
            )
        )
        if len(candidates) >= count:
            break
    return candidates


def _host(url: str) -> str:
    """The URL's lower-case host; "" (the row is skipped) when the URL cannot be parsed.

    A backend may return anything; one unparsable row must not cost the other results.
    """
    try:
        parts = urlsplit(url)
        _ = parts.port  # a port past 65535 raises only here
    except ValueError as exc:
        log.info("fulltext: skipping search result %r: not a valid URL (%s)", url, exc)
        return ""
    return (parts.hostname or "").lower()


def _not_installed(package: str) -> bool:
    """Whether `package` is absent (or blocked by a `None` in `sys.modules`), not broken inside."""
    try:
        return importlib.util.find_spec(package) is None
    except ImportError:  # a finder that refuses it
        return True
    except ValueError:  # in sys.modules without a spec: there, whatever it is
        return False
