"""The GPT Researcher facade: `FulltextRetriever(query).search(max_results)`.

GPT Researcher calls `search()` synchronously — usually on a worker thread, but on one path
directly on the thread that runs its event loop — and a retriever that raises can end a research
run. So `search()` runs the async pipeline on the process's fetch loop (a thread of its own, see
`runtime`) and waits, and turns every failure into a logged reason and a short or empty list.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from gptr_fulltext.settings import Settings

log = logging.getLogger("gptr_fulltext")

# How long a query counts as already searched (a research takes minutes), and how many are remembered.
REPEAT_WINDOW_SECONDS = 30 * 60.0
_REMEMBERED_QUERIES = 4096
_TO_THREAD_PREFIX = "asyncio_"  # asyncio's default executor names its threads asyncio_0, asyncio_1, …
# A search that starts this soon after another ended belongs to that one's batch: GPT Researcher
# starts its sub-queries together, but on a loaded machine one thread may start only after a sibling
# answered from the page cache (in ~30 ms). Its planner needs seconds (a model call) after the
# planning search, and a research a model call or more before its first search.
_SETTLED_SECONDS = 0.5


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
        from gptr_fulltext.results import to_result
        from gptr_fulltext.settings import Settings, SettingsError

        try:
            settings = Settings.load_for_calls()
        except SettingsError as exc:
            log.error("fulltext: invalid configuration, no results: %s", exc)
            return []
        try:
            with _searches.track(self.query, self.query_domains) as (may_plan, planning):
                fetching = planning_fetch(settings) if may_plan else settings
                report = run_blocking(
                    lambda: pipeline.run(
                        self.query, max_results, query_domains=self.query_domains, settings=fetching
                    )
                )
                if planning() and (brief := planning_brief(settings)) is not settings:
                    return [to_result(o, brief, self.query) for o in report.outcomes if o.kept]
        except Exception:  # the last line of defence: a research run must survive any bug of ours
            log.exception("fulltext: search for %r failed unexpectedly; returning no results", self.query)
            return []
        return report.results


def planning_brief(settings: Settings) -> Settings:
    """The settings for GPT Researcher's planning search: `raw_content` within
    `FULLTEXT_PLANNING_CHARS`, the paragraphs most about the query kept.

    Why: GPT Researcher pastes its planning search's result dicts whole into the prompt of its
    planner (its most expensive model), and then runs the same query again as its last sub-query,
    whose results reach its writer in full (the repeat comes from the page cache). So the planner
    reads a brief of each page and the writer still gets the whole text.
    """
    if not settings.planning_chars or settings.planning_chars >= settings.max_chars:
        return settings
    return dataclasses.replace(settings, max_chars=settings.planning_chars, cap_passages=True)


def planning_fetch(settings: Settings) -> Settings:
    """The settings a search that may be GPT Researcher's planning search fetches with: no wait for
    a better-ranked page whose server has not begun to answer (`FULLTEXT_FIRST_ANSWER_WAIT`).

    Why: the wait is for a search on its own, whose caller reads its rank order; the pipeline already
    leaves it out of searches run together (`pipeline.company`: the sub-queries). The planning search
    runs alone but on the research's path, and its results reach only the planner, as a brief. A
    search that turns out not to be the planning one (another started beside it) has fetched as it
    would in company.
    """
    if not settings.first_answer_wait:
        return settings
    return dataclasses.replace(settings, first_answer_wait=0.0)


class _Searches:
    """This process's plugin searches: which ran alone, and which queries were searched lately.

    GPT Researcher's planning search is the one that runs alone, through `asyncio.to_thread`, on a
    query not searched before: its sub-queries (the planning query again among them) run together,
    and a script calling `search()` itself does so on its own thread. Alone means no other search
    running, none started while it ran, and none ended just before it (`_SETTLED_SECONDS`). A search
    that cannot be told apart gets the full text, the safe answer: two researches at once, a query
    asked again.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()  # GPT Researcher searches from several threads at once
        self._running = 0
        self._started = 0
        self._last_end = -math.inf
        self._last_seen: OrderedDict[tuple[str, tuple[str, ...]], float] = OrderedDict()

    @contextmanager
    def track(self, query: str, query_domains: list[str] | None) -> Iterator[tuple[bool, Callable[[], bool]]]:
        """Count one search while it runs; yields whether it may be a planning search (as it starts:
        alone, on a new query, through `asyncio.to_thread`) and a test, for its end, of whether it was
        one (no other search started meanwhile)."""
        key = (" ".join(query.split()).casefold(), tuple(sorted(query_domains or ())))
        on_to_thread = threading.current_thread().name.startswith(_TO_THREAD_PREFIX)
        with self._lock:
            now = _now()
            last = self._last_seen.pop(key, None)
            self._last_seen[key] = now
            while len(self._last_seen) > _REMEMBERED_QUERIES:
                self._last_seen.popitem(last=False)
            first = last is None or now - last > REPEAT_WINDOW_SECONDS
            alone = self._running == 0 and now - self._last_end > _SETTLED_SECONDS
            self._running += 1
            self._started += 1
            mine = self._started
        try:
            yield (
                on_to_thread and first and alone,
                lambda: on_to_thread and first and alone and self._started == mine,
            )
        finally:
            with self._lock:
                self._running -= 1
                self._last_end = _now()


_searches = _Searches()
_now = time.monotonic  # the clock of the repeat window


def run_blocking[T](make: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine to completion from synchronous code, whether or not this thread has a loop.

    The coroutine runs on the process's fetch loop (`runtime`), which keeps the connection pool
    and page cache between calls; this thread waits. With a running loop here (GPT Researcher
    calling `search()` from async code without `to_thread`), that loop is blocked meanwhile,
    because `search()` is synchronous.
    """
    from gptr_fulltext import runtime  # imported here so that importing the plugin stays cheap

    return runtime.call(make)
