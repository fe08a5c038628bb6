"""The GPT Researcher facade: `FulltextRetriever(query).search(max_results)`.

GPT Researcher calls `search()` synchronously — usually on a worker thread, but on one path
directly on the thread that runs its event loop — and a retriever that raises can end a research
run. So `search()` runs the async pipeline on the process's fetch loop (a thread of its own, see
`runtime`) and waits, and turns every failure into a logged reason and a short or empty list.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar

log = logging.getLogger("gptr_fulltext")


class FulltextRetriever:
    """A retriever whose results carry the full main text of real pages in `raw_content`.

    Registered as `fulltext` in the `gpt_researcher.retrievers` entry-point group: set
    `RETRIEVER=fulltext`. It declares `requires_scraping = False`, so GPT Researcher uses
    `raw_content` as-is and sends nothing to its own scraper.
    """

    requires_scraping: ClassVar[bool] = False

    def __init__(self, query: str, query_domains: list[str] | None = None, **_: Any) -> None:
        # GPT Researcher also passes headers=, websocket=, researcher= on some paths; none are needed.
        self.query = query
        self.query_domains = list(query_domains) if query_domains else None

    def search(self, max_results: int = 5) -> list[dict[str, Any]]:
        """Up to `max_results` full-text results in search-rank order. Never raises."""
        from gptr_fulltext import pipeline
        from gptr_fulltext.settings import Settings, SettingsError

        try:
            settings = Settings.load_for_calls()
        except SettingsError as exc:
            log.error("fulltext: invalid configuration, no results: %s", exc)
            return []
        try:
            report = run_blocking(
                lambda: pipeline.run(
                    self.query, max_results, query_domains=self.query_domains, settings=settings
                )
            )
        except Exception:  # the last line of defence: a research run must survive any bug of ours
            log.exception("fulltext: search for %r failed unexpectedly; returning no results", self.query)
            return []
        return report.results


def run_blocking[T](make: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine to completion from synchronous code, whether or not this thread has a loop.

    The coroutine runs on the process's fetch loop (`runtime`), which keeps the connection pool
    and page cache between calls; this thread waits. With a running loop here (GPT Researcher
    calling `search()` from async code without `to_thread`), that loop is blocked meanwhile,
    because `search()` is synchronous.
    """
    from gptr_fulltext import runtime  # imported here so that importing the plugin stays cheap

    return runtime.call(make)
