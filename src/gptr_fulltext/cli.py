"""`gptr-fulltext`: search, or extract a saved page, from the shell.

User mistakes (bad settings, missing files) print one line and exit non-zero, never a traceback.
Exit codes: 0 results found, 1 nothing kept, 2 usage or configuration error.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

import anyio
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from gptr_fulltext.models import Outcome
from gptr_fulltext.pipeline import Report, run
from gptr_fulltext.settings import Settings, SettingsError

EXIT_OK, EXIT_EMPTY, EXIT_USAGE = 0, 1, 2


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, format="%(message)s")
    try:
        return int(args.command(args))
    except SettingsError as exc:
        print(f"gptr-fulltext: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gptr-fulltext",
        description="Full-text web search for GPT Researcher: search, fetch, extract, judge.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log the per-call summary")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")

    search = commands.add_parser("search", help="search and print what RETRIEVER=fulltext returns")
    search.add_argument("query")
    search.add_argument("-n", "--max-results", type=int, default=5)
    search.add_argument("--search", metavar="BACKEND", help="override FULLTEXT_SEARCH for this run")
    search.add_argument("--json", action="store_true", help="print the result list as JSON")
    search.set_defaults(command=_search)

    extract = commands.add_parser("extract", help="extract and judge a saved page (offline)")
    extract.add_argument("file", help="an HTML file, or - for stdin")
    extract.add_argument("--url", help="the page's address (improves metadata)")
    extract.set_defaults(command=_extract)
    return parser


def _search(args: argparse.Namespace) -> int:
    overrides: dict[str, Any] = {"search": args.search} if args.search else {}
    settings = Settings.load(**overrides)
    report = anyio.run(lambda: run(args.query, args.max_results, settings=settings))
    if args.json:
        print(json.dumps(report.results, ensure_ascii=False, indent=2))
    else:
        render_report(report, Console())
    return EXIT_OK if report.results else EXIT_EMPTY


def _extract(args: argparse.Namespace) -> int:
    from gptr_fulltext.extraction import extract

    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as exc:
        print(f"gptr-fulltext: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return EXIT_USAGE
    page = extract(data, args.url, settings=Settings.load())
    verdict = "full" if page.is_full else f"thin: {page.reason} ({page.detail})"
    print(f"title: {page.title}\nverdict: {verdict}\nwords: {page.words}\n\n{page.text}")
    return EXIT_OK if page.is_full else EXIT_EMPTY


def render_report(report: Report, console: Console, excerpt_chars: int = 600) -> None:
    """A table of every candidate (rank, URL, kept or dropped, reason, words), then an excerpt of
    the first result's `raw_content` (none when `excerpt_chars` is 0)."""
    table = Table(title=f"{report.query}  ({report.seconds:.1f} s)", title_justify="left")
    for column, style in (("#", "dim"), ("URL", ""), ("verdict", ""), ("reason", ""), ("words", "")):
        table.add_column(column, style=style, justify="right" if column in ("#", "words") else "left")
    for outcome in report.outcomes:
        table.add_row(
            str(outcome.candidate.rank + 1),
            outcome.final_url or outcome.candidate.url,
            _verdict_cell(outcome),
            _reason_cell(outcome),
            str(outcome.extraction.words) if outcome.extraction else "",
        )
    if report.outcomes:
        console.print(table)
    else:
        console.print(f"[yellow]{escape(report.query)}: the search backend returned no candidates[/yellow]")
    if report.error:
        console.print(f"[red]error:[/red] {report.error}")
    if report.results and excerpt_chars:
        first = report.results[0]
        text = first["raw_content"][:excerpt_chars]
        console.print(f"\n[bold]raw_content of #1[/bold] {first['url']} ({len(first['raw_content'])} chars):")
        console.print(text + ("…" if len(first["raw_content"]) > excerpt_chars else ""), markup=False)


def _verdict_cell(outcome: Outcome) -> str:
    if outcome.kept:
        return "[green]kept[/green]"
    return "[dim]skipped[/dim]" if outcome.reason == "not_needed" else "[red]dropped[/red]"


def _reason_cell(outcome: Outcome) -> str:
    if outcome.kept or not outcome.reason:
        return ""
    return escape(f"{outcome.reason}: {outcome.detail}" if outcome.detail else outcome.reason)


if __name__ == "__main__":
    sys.exit(main())
