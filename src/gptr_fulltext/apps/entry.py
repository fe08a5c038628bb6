"""What GPT Researcher loads for `RETRIEVER=fulltext`: the retriever class, its workers started.

The `gpt_researcher.retrievers` entry point names this module, not the package, so that only
choosing the plugin starts processes: a library user importing `gptr_fulltext` starts none.
GPT Researcher loads a retriever's class while it sets a research up, a model call or more before
its first search; the extraction workers' start-up (a second of CPU: imports, the public-suffix
list) is then over by that search instead of delaying it.
"""

from __future__ import annotations

import logging

from gptr_fulltext.apps.plugin import FulltextRetriever
from gptr_fulltext.pipeline import start_workers
from gptr_fulltext.settings import Settings, SettingsError

__all__ = ["FulltextRetriever"]


def _start_workers() -> None:
    """Start the pool the first search will use; a bad configuration is left for `search()` to report."""
    try:
        start_workers(Settings.load_for_calls())
    except (SettingsError, OSError) as exc:
        logging.getLogger("gptr_fulltext").debug("fulltext: workers not started early: %s", exc)


_start_workers()
