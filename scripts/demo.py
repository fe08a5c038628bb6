"""Offline demo: the bundled fixture pages on loopback, searched through RETRIEVER=fulltext.

Serves `fixtures/corpus` from several 127.0.0.x hosts with a fixture search endpoint, resolves the
retriever the way GPT Researcher does (`get_retriever("fulltext")`), and prints for each demo query
every candidate — kept or dropped, and why — then the start of one kept `raw_content`.
"""

from __future__ import annotations

import logging
import os
import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gpt_researcher.actions.retriever import get_retriever  # noqa: E402
from rich.console import Console  # noqa: E402

from fixtures.site import FixtureSite  # noqa: E402
from gptr_fulltext import pipeline  # noqa: E402
from gptr_fulltext.apps.output import render_report  # noqa: E402
from gptr_fulltext.apps.plugin import run_blocking  # noqa: E402
from gptr_fulltext.settings import Settings  # noqa: E402


def main() -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    console = Console(width=max(Console().width, 150))
    retriever_class = get_retriever("fulltext")
    console.print(
        f"GPT Researcher resolves RETRIEVER=fulltext to [bold]{retriever_class.__module__}."
        f"{retriever_class.__name__}[/bold] (requires_scraping={retriever_class.requires_scraping})"
    )
    with FixtureSite() as site:
        os.environ["FULLTEXT_SEARCH"] = site.search_url
        os.environ["ALLOW_PRIVATE_URLS"] = "true"  # the fixture web lives on 127.0.0.x
        settings = Settings.load()
        console.print(
            f"fixture web: {len(site.pages)} pages on loopback; search endpoint {site.search_url}\n"
        )
        reports = []
        for query in site.serps:
            report = run_blocking(partial(pipeline.run, query, 5, settings=settings))
            render_report(report, console, excerpt_chars=0)
            console.print(report.summary(), style="dim", markup=False)
            console.print()
            reports.append(report)
        example = next((r for r in reports if r.results), None)
        if example is None:
            console.print("[red]no query kept any page[/red]")
            return 1
        first = example.results[0]
        console.print(
            f"[bold]raw_content[/bold] of the first result for {example.query!r}: {first['url']}"
            f" ({len(first['raw_content'])} chars, {len(first['raw_content'].split())} words)"
        )
        console.print(first["raw_content"][:900] + "…", markup=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
