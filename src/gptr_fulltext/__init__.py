"""gptr-fulltext: a GPT Researcher retriever whose results carry the real full text of pages.

The public API is small and importing it is cheap: heavy modules (trafilatura, httpx, GPT
Researcher itself) load on first use, and no configuration is read until a search runs — GPT
Researcher silently falls back to Tavily when a plugin fails to import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gptr_fulltext.apps.plugin import FulltextRetriever
from gptr_fulltext.reasons import FulltextError, Reason, SearchError, SettingsError

if TYPE_CHECKING:
    from gptr_fulltext.models import Extraction
    from gptr_fulltext.page import extract
    from gptr_fulltext.settings import Settings

__version__ = "0.1.0"
__all__ = [
    "Extraction",
    "FulltextError",
    "FulltextRetriever",
    "Reason",
    "SearchError",
    "Settings",
    "SettingsError",
    "__version__",
    "extract",
    "retrieve",
]

_LAZY = {
    "extract": "gptr_fulltext.page",
    "Extraction": "gptr_fulltext.models",
    "Settings": "gptr_fulltext.settings",
}


async def retrieve(
    query: str, max_results: int = 5, *, query_domains: list[str] | None = None, **overrides: Any
) -> list[dict[str, Any]]:
    """The retriever's results for async callers; `overrides` replace settings by field name.

    Raises `SettingsError` for an invalid setting (async callers can handle it); `serve`'s own
    settings (`FULLTEXT_SERVE_*`) are not read. Page failures never raise, they are logged and counted.
    """
    from gptr_fulltext import pipeline
    from gptr_fulltext.settings import Settings

    settings = Settings.load_for_calls(**overrides)
    report = await pipeline.run(query, max_results, query_domains=query_domains, settings=settings)
    return report.results


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'gptr_fulltext' has no attribute {name!r}")
