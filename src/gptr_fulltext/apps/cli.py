"""`gptr-fulltext`: search, fetch, extract and serve from the shell.

User mistakes (bad options, invalid `FULLTEXT_*` values, unreadable files, a port in use) print one
line on stderr and exit non-zero, never a traceback. Tables and progress are for people; `--json`
and `--jsonl` are for scripts and keep stdout clean.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from gptr_fulltext import __version__
from gptr_fulltext.fetch.client import checked_url
from gptr_fulltext.models import Candidate, Outcome
from gptr_fulltext.pipeline import Report, run
from gptr_fulltext.reasons import FetchError, FulltextError, Reason
from gptr_fulltext.results import cap_text
from gptr_fulltext.settings import Settings, SettingsError

EXIT_OK, EXIT_EMPTY, EXIT_USAGE, EXIT_BACKEND, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

EPILOG = """\
exit codes:
  0    search: results found; fetch/extract: every page full; serve: stopped cleanly
  1    nothing full: every candidate dropped (search) or a page judged thin or unreadable (fetch, extract)
  2    usage or configuration error: bad option or URL, invalid FULLTEXT_* value, unreadable file, port in use
  3    search: the search backend failed or gave nothing in time
  130  interrupted

Every FULLTEXT_* variable (see the README) applies; options override them for one run.
Run 'gptr-fulltext COMMAND --help' for a command's options."""


_WIDTH = 100


class UsageError(FulltextError):
    """A mistake on the command line; the message says what to do instead."""


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `gptr-fulltext` command; returns the exit code."""
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    # The CLI shows every outcome itself; the library's log is for -v (and for `serve`).
    logging.getLogger("gptr_fulltext").setLevel(logging.INFO if args.verbose else logging.CRITICAL)
    try:
        return int(args.command(args))
    except (SettingsError, UsageError) as exc:
        print(f"gptr-fulltext: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("gptr-fulltext: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # e.g. `... --jsonl | head -1`: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gptr-fulltext",
        description=textwrap.fill(
            "Full-text web search for GPT Researcher: search, fetch, extract and judge pages, "
            "or serve all that to GPT Researcher's RETRIEVER=custom.",
            _WIDTH,
        ),
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log the per-call summary on stderr")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(required=True, metavar="COMMAND", title="commands")

    def command(name: str, summary: str, description: str, examples: str) -> argparse.ArgumentParser:
        return commands.add_parser(
            name,
            help=summary,
            description=textwrap.fill(description, _WIDTH),
            epilog=f"examples:\n{textwrap.indent(examples, '  ')}\n\n{EPILOG}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )

    search = command(
        "search",
        "search, fetch, extract and judge: what RETRIEVER=fulltext returns",
        "Search the backend (FULLTEXT_SEARCH), load the candidates, keep the full pages. Shows every "
        "candidate with its verdict and reason, then the start of the first result's raw_content.",
        'gptr-fulltext search "solid-state battery recycling"\n'
        "gptr-fulltext search -n 3 --search tavily heat pumps in cold climates --json\n"
        'gptr-fulltext search "rail freight" --jsonl | jq -r .url',
    )
    search.add_argument(
        "query", nargs="+", metavar="QUERY", help="the search query (several words are joined)"
    )
    search.add_argument(
        "-n", "--max-results", type=_positive_int, default=5, metavar="N", help="results wanted (default 5)"
    )
    search.add_argument("--search", metavar="BACKEND", help="override FULLTEXT_SEARCH for this run")
    _output_options(search, "the result list GPT Researcher receives")
    search.set_defaults(command=_search)

    fetch = command(
        "fetch",
        "fetch, extract and judge the given URLs (no search)",
        "Load each URL under the same limits as a search and say whether it is a full page, or why not.",
        "gptr-fulltext fetch https://example.org/news/a https://example.org/news/b\n"
        "gptr-fulltext fetch --json https://example.org/report | jq '.[0].reason'",
    )
    fetch.add_argument("urls", nargs="+", metavar="URL", help="http(s) URLs")
    _output_options(fetch, "the verdicts (url, full, reason, detail, title, words, raw_content)")
    fetch.set_defaults(command=_fetch)

    extract = command(
        "extract",
        "extract and judge a saved page (offline)",
        "Extract the main text of a saved HTML page and judge it, without any network access.",
        "gptr-fulltext extract saved.html --url https://example.org/a\n"
        "curl -s https://example.org/a | gptr-fulltext extract - --json",
    )
    extract.add_argument("file", metavar="FILE", help="an HTML file, or - to read standard input")
    extract.add_argument("--url", help="the page's address (improves metadata and relative links)")
    extract.add_argument("--json", action="store_true", help="print the verdict and text as one JSON object")
    extract.set_defaults(command=_extract)

    serve = command(
        "serve",
        "serve GPT Researcher's RETRIEVER=custom contract over HTTP",
        "GET /search?query=...[&max_results=N][&query_domains=a.org,b.org] answers a JSON list of "
        '{"url", "raw_content", "title"} with full text only; GET /healthz answers {"status": "ok"}. '
        "Point GPT Researcher at it with RETRIEVER=custom and RETRIEVER_ENDPOINT=http://HOST:PORT/search. "
        "FULLTEXT_SERVE_TOKEN, FULLTEXT_SERVE_MAX_CONCURRENT, FULLTEXT_SERVE_MAX_QUERY_CHARS and "
        "FULLTEXT_SERVE_MAX_RESULTS configure it.",
        "gptr-fulltext serve                                  # http://127.0.0.1:5055/search\n"
        "FULLTEXT_SERVE_TOKEN=s3cret gptr-fulltext serve --host 0.0.0.0 --port 8080\n"
        "curl 'http://127.0.0.1:5055/search?query=tidal+energy&max_results=3'",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)"
    )
    serve.add_argument(
        "--port", type=_port, default=5055, help="port to listen on (default 5055; 0 picks a free one)"
    )
    serve.add_argument("--access-log", action="store_true", help="log every request")
    serve.set_defaults(command=_serve)

    reasons = command(
        "reasons",
        "list every reason a page can be dropped for, with its meaning",
        "The one vocabulary of outcomes: what the reason column of search and fetch, the server's "
        "log and the per-call summary say, by the stage that gives it.",
        "gptr-fulltext reasons\ngptr-fulltext reasons --json | jq -r '.[].reason'",
    )
    reasons.add_argument("--json", action="store_true", help="print them as one JSON array")
    reasons.set_defaults(command=_reasons)
    return parser


def _output_options(parser: argparse.ArgumentParser, what: str) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--json", action="store_true", help=f"print {what} as one JSON array")
    group.add_argument("--jsonl", action="store_true", help=f"print {what} as JSON lines, one per line")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of 1 or more, not {text!r}")
    return value


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port number from 0 to 65535, not {text!r}")
    return value


# -- commands -------------------------------------------------------------------------------------


def _search(args: argparse.Namespace) -> int:
    query = " ".join(args.query)
    settings = Settings.load(**({"search": args.search} if args.search else {}))
    with _progress(f"searching {query!r}") as (on_candidates, on_outcome):
        report = anyio.run(
            partial(
                run,
                query,
                args.max_results,
                settings=settings,
                on_candidates=on_candidates,
                on_outcome=on_outcome,
            )
        )
    if not _print_records(report.results, args):
        render_report(report, Console())
    if report.error:
        print(f"gptr-fulltext: {report.error}", file=sys.stderr)
        return EXIT_BACKEND
    return EXIT_OK if report.results else EXIT_EMPTY


def _fetch(args: argparse.Namespace) -> int:
    for url in args.urls:
        try:
            checked_url(url)
        except FetchError as exc:
            raise UsageError(exc.detail) from None
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(f"{url!r} is not an http(s) URL with a host")
    settings = Settings.load()
    label = f"fetch {len(args.urls)} URL{'s' if len(args.urls) > 1 else ''}"
    with _progress(label) as (on_candidates, on_outcome):
        report = anyio.run(
            partial(
                run,
                label,
                len(args.urls),
                settings=settings,
                urls=args.urls,
                on_candidates=on_candidates,
                on_outcome=on_outcome,
            )
        )
    records = [verdict_record(outcome, settings) for outcome in report.outcomes]
    if not _print_records(records, args):
        render_report(report, Console(), excerpt_chars=0)
    return EXIT_OK if all(outcome.kept for outcome in report.outcomes) else EXIT_EMPTY


def _extract(args: argparse.Namespace) -> int:
    from gptr_fulltext.page import extract

    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    page = extract(data, args.url, settings=Settings.load())
    if args.json:
        record = {
            "url": args.url,
            "full": page.is_full,
            "reason": page.reason,
            "detail": page.detail,
            "title": page.title,
            "words": page.words,
            "text": page.text,
        }
        print(json.dumps(record, ensure_ascii=False, indent=2))
    else:
        verdict = "full" if page.is_full else f"thin: {page.reason} ({page.detail})"
        print(f"title: {page.title}\nverdict: {verdict}\nwords: {page.words}\n\n{page.text}")
    return EXIT_OK if page.is_full else EXIT_EMPTY


def _serve(args: argparse.Namespace) -> int:
    from gptr_fulltext.apps.server import listen, serve, startup_warnings

    settings = Settings.load()
    try:
        sock = listen(args.host, args.port)
    except OSError as exc:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    # One summary line per request on stderr; uvicorn logs its own start and stop.
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s", force=True)
    logging.getLogger("gptr_fulltext").setLevel(logging.INFO)
    for warning in startup_warnings(settings, args.host):
        logging.getLogger("gptr_fulltext").warning("gptr-fulltext serve: %s", warning)
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"gptr-fulltext serving RETRIEVER=custom on http://{shown}:{port}/search", flush=True)
    # uvicorn shuts down gracefully on Ctrl-C, then re-raises it: for a server that is a normal stop.
    with suppress(KeyboardInterrupt):
        serve(settings, sock, access_log=args.access_log)
    return EXIT_OK


def _reasons(args: argparse.Namespace) -> int:
    records = [{"reason": str(reason), "stage": reason.stage, "meaning": reason.meaning} for reason in Reason]
    if args.json:
        print(json.dumps(records, indent=2))
        return EXIT_OK
    table = Table(box=None, pad_edge=False)
    for column in ("reason", "stage", "meaning"):
        table.add_column(column, overflow="fold")
    for record in records:
        table.add_row(record["reason"], record["stage"], escape(record["meaning"]))
    Console(width=_WIDTH).print(table)
    return EXIT_OK


# -- output ---------------------------------------------------------------------------------------


def _print_records(records: list[dict[str, Any]], args: argparse.Namespace) -> bool:
    """Print `records` as JSON or JSON lines when asked; False when the caller should draw a table."""
    if args.json:
        print(json.dumps(records, ensure_ascii=False, indent=2))
    elif args.jsonl:
        for record in records:
            print(json.dumps(record, ensure_ascii=False))
    return bool(args.json or args.jsonl)


def verdict_record(outcome: Outcome, settings: Settings) -> dict[str, Any]:
    """One fetched URL as a JSON-ready verdict; `raw_content` only for full pages."""
    extraction = outcome.extraction
    full_text = extraction.content if outcome.kept and extraction else None
    return {
        "url": outcome.candidate.url,
        "final_url": outcome.final_url or outcome.candidate.url,
        "full": outcome.kept,
        "reason": outcome.reason,
        "detail": outcome.detail,
        "title": extraction.title if extraction else None,
        "words": extraction.words if extraction else 0,
        "seconds": round(outcome.seconds, 3),
        "raw_content": cap_text(full_text, settings.max_chars)[0] if full_text is not None else None,
        **({"rendered": True} if extraction and extraction.rendered else {}),
    }


OnCandidates = Callable[[list[Candidate]], None]
OnOutcome = Callable[[Outcome], None]


@contextmanager
def _progress(label: str) -> Iterator[tuple[OnCandidates, OnOutcome]]:
    """A transient progress display on stderr while pages load; nothing when stderr is not a terminal.

    Yields the two callbacks `pipeline.run` takes: the candidate list, then each settled outcome.
    """
    console = Console(stderr=True)
    progress = Progress(
        SpinnerColumn(),
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    )
    task = progress.add_task(escape(label), total=None)

    def on_candidates(candidates: list[Candidate]) -> None:
        progress.update(task, total=len(candidates), description=escape(f"{label}: loading pages"))

    def on_outcome(outcome: Outcome) -> None:
        verdict = "kept" if outcome.kept else outcome.reason or "dropped"
        progress.update(task, advance=1, description=escape(f"{label}: {verdict} {outcome.candidate.url}"))

    with progress:
        yield on_candidates, on_outcome


def render_report(report: Report, console: Console, excerpt_chars: int = 600) -> None:
    """A table of every candidate (rank, URL, kept or dropped, reason, words), then an excerpt of
    the first result's `raw_content` (none when `excerpt_chars` is 0)."""
    table = Table(title=f"{report.query}  ({report.seconds:.1f} s)", title_justify="left")
    for column, style in (("#", "dim"), ("URL", ""), ("verdict", ""), ("reason", ""), ("words", "")):
        table.add_column(column, style=style, justify="right" if column in ("#", "words") else "left")
    for outcome in report.outcomes:
        table.add_row(
            str(outcome.candidate.rank + 1),
            escape(outcome.final_url or outcome.candidate.url),
            _verdict_cell(outcome),
            _reason_cell(outcome),
            str(outcome.extraction.words) if outcome.extraction else "",
        )
    if report.outcomes:
        console.print(table)
    else:
        console.print(f"[yellow]{escape(report.query)}: the search backend returned no candidates[/yellow]")
    if report.error:
        console.print(f"[red]error:[/red] {escape(report.error)}")
    if report.results and excerpt_chars:
        first = report.results[0]
        text = first["raw_content"][:excerpt_chars]
        console.print(
            f"\n[bold]raw_content of #1[/bold] {escape(first['url'])} ({len(first['raw_content'])} chars):"
        )
        console.print(text + ("…" if len(first["raw_content"]) > excerpt_chars else ""), markup=False)


def _verdict_cell(outcome: Outcome) -> str:
    if outcome.kept:
        return "[green]kept[/green]"
    return "[dim]skipped[/dim]" if outcome.reason is Reason.NOT_NEEDED else "[red]dropped[/red]"


def _reason_cell(outcome: Outcome) -> str:
    if outcome.kept or not outcome.reason:
        return ""
    return escape(f"{outcome.reason}: {outcome.detail}" if outcome.detail else outcome.reason)


if __name__ == "__main__":
    sys.exit(main())
