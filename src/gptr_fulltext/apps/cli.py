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
import shutil
import signal
import sys
import textwrap
from contextlib import suppress
from functools import partial
from pathlib import Path
from types import FrameType
from typing import Any
from urllib.parse import urlsplit

import anyio
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from gptr_fulltext import __version__
from gptr_fulltext.apps import records
from gptr_fulltext.apps.output import progress, render_report
from gptr_fulltext.fetch.client import checked_url
from gptr_fulltext.pipeline import CALLS_LOGGER, run
from gptr_fulltext.reasons import FetchError, FulltextError, Reason, SearchError
from gptr_fulltext.search.backends import resolve_backend
from gptr_fulltext.settings import Settings, SettingsError

EXIT_OK, EXIT_EMPTY, EXIT_USAGE, EXIT_BACKEND, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

EPILOG = """\
exit codes:
  0    search: results found; fetch/extract: every page full; serve: stopped
       cleanly
  1    nothing full: every candidate dropped (search), or a page thin or
       unreadable (fetch, extract)
  2    usage or configuration error: a bad option or URL, an invalid FULLTEXT_*
       value or --set, an unknown search backend, an unreadable file, a port in
       use
  3    search: the search backend failed or gave nothing in time
  130  interrupted

Every FULLTEXT_* variable (see the README) applies; --set NAME=VALUE overrides
one for this run. Warnings and errors go to stderr; -v adds the per-call log.
Run 'gptr-fulltext COMMAND --help' for a command's options."""

_WIDTH = 80  # help, tables and messages stay readable in an 80-column terminal


class UsageError(FulltextError):
    """A mistake on the command line; the message says what to do instead."""


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `gptr-fulltext` command; returns the exit code."""
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="gptr-fulltext: %(levelname)s: %(message)s")
    # Warnings and errors (an unusable FULLTEXT_CACHE_DIR, a page's internal error) always reach
    # stderr. The per-call account (summary, "no results", the backend's error) is shown by the
    # command itself, so its log is for -v only.
    logging.getLogger("gptr_fulltext").setLevel(logging.INFO if args.verbose else logging.WARNING)
    logging.getLogger(CALLS_LOGGER).setLevel(logging.NOTSET if args.verbose else logging.CRITICAL)
    signal.signal(signal.SIGINT, _interrupt)
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
    finally:  # main() may be called again in this process (tests, embedding): leave no levels set
        for name in ("gptr_fulltext", CALLS_LOGGER):
            logging.getLogger(name).setLevel(logging.NOTSET)


class _Help(argparse.RawDescriptionHelpFormatter):
    """argparse's help, wrapped to the terminal but never wider than 80 columns."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=min(shutil.get_terminal_size().columns, _WIDTH) - 2)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gptr-fulltext",
        description=textwrap.fill(
            "Full-text web search for GPT Researcher: search, fetch, extract and judge pages, "
            "or serve all that to GPT Researcher's RETRIEVER=custom.",
            _WIDTH,
        ),
        epilog=EPILOG,
        formatter_class=_Help,
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log the per-call summary on stderr")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(required=True, metavar="COMMAND", title="commands")

    def command(name: str, summary: str, description: str, examples: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(
            name,
            help=summary,
            description=textwrap.fill(description, _WIDTH),
            epilog=f"examples:\n{textwrap.indent(examples, '  ')}\n\n{EPILOG}",
            formatter_class=_Help,
        )
        if name not in ("reasons", "schema"):
            sub.add_argument(
                "--set",
                action="append",
                default=[],
                metavar="NAME=VALUE",
                type=_assignment,
                help="set any FULLTEXT_* variable for this run, e.g. --set FULLTEXT_DEADLINE=8 "
                "(repeatable; the setting's name works too: --set deadline=8)",
            )
        return sub

    search = command(
        "search",
        "search, fetch, extract and judge: what RETRIEVER=fulltext returns",
        "Search the backend (FULLTEXT_SEARCH), load the candidates, keep the full pages. Shows every "
        "candidate with its verdict and reason, then the start of the first result's raw_content.",
        'gptr-fulltext search "solid-state battery recycling"\n'
        "gptr-fulltext search -n 3 --search tavily heat pumps --json\n"
        'gptr-fulltext search "rail freight" --jsonl | jq -r .url\n'
        'gptr-fulltext search --set FULLTEXT_DEADLINE=6 "tidal energy"',
    )
    search.add_argument(
        "query", nargs="+", metavar="QUERY", help="the search query (several words are joined)"
    )
    search.add_argument(
        "-n", "--max-results", type=_positive_int, default=5, metavar="N", help="results wanted (default 5)"
    )
    search.add_argument("--search", metavar="BACKEND", help="override FULLTEXT_SEARCH for this run")
    _output_options(search, "the results (page records: gptr-fulltext schema)")
    search.set_defaults(command=_search)

    fetch = command(
        "fetch",
        "fetch, extract and judge the given URLs (no search)",
        "Load each URL under the same limits as a search and say whether it is a full page, or "
        "why not. URLs come from the command line, from a file (-i FILE), or from standard input "
        "(-i - or a lone -), one per line; blank lines and lines starting with # are skipped.",
        "gptr-fulltext fetch https://example.org/news/a https://example.org/news/b\n"
        "gptr-fulltext fetch --json https://example.org/report | jq '.[0].reason'\n"
        "gptr-fulltext fetch -i urls.txt --jsonl\n"
        "grep -o 'https://[^ ]*' notes.md | gptr-fulltext fetch -",
    )
    fetch.add_argument("urls", nargs="*", metavar="URL", help="http(s) URLs; - reads them from stdin")
    fetch.add_argument(
        "-i", "--input", metavar="FILE", help="read URLs from FILE (- for stdin), one per line"
    )
    _output_options(fetch, "one page record per URL (gptr-fulltext schema)")
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
    extract.add_argument("--json", action="store_true", help="print one page record (gptr-fulltext schema)")
    extract.set_defaults(command=_extract)

    serve = command(
        "serve",
        "serve GPT Researcher's RETRIEVER=custom contract over HTTP",
        "GET /search?query=...[&max_results=N][&query_domains=a.org,b.org] answers a JSON list of "
        '{"url", "raw_content", "title"} with full text only. /healthz (liveness), /readyz '
        "(readiness: the search backend), /metrics (Prometheus) and /openapi.json describe it. "
        "Point GPT Researcher at it with RETRIEVER=custom and RETRIEVER_ENDPOINT=http://HOST:PORT/search. "
        "FULLTEXT_SERVE_TOKEN, FULLTEXT_SERVE_MAX_CONCURRENT, FULLTEXT_SERVE_MAX_QUERY_CHARS and "
        "FULLTEXT_SERVE_MAX_RESULTS configure it.",
        "gptr-fulltext serve                       # http://127.0.0.1:5055/search\n"
        "FULLTEXT_SERVE_TOKEN=s3cret gptr-fulltext serve --host 0.0.0.0\n"
        "gptr-fulltext serve --log-format json --access-log\n"
        "curl 'http://127.0.0.1:5055/search?query=tidal+energy&max_results=3'",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)"
    )
    serve.add_argument(
        "--port", type=_port, default=5055, help="port to listen on (default 5055; 0 picks a free one)"
    )
    serve.add_argument("--access-log", action="store_true", help="log every request")
    serve.add_argument(
        "--log-format",
        choices=("text", "json"),
        default="text",
        help="text lines (default) or one JSON object per line, for log collectors",
    )
    serve.add_argument(
        "--workers",
        type=_positive_int,
        default=1,
        metavar="N",
        help="processes accepting on the one port (default 1); with FULLTEXT_REDIS_URL they share "
        "the page cache and host limits, else each keeps its own",
    )
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

    schema = command(
        "schema",
        "print the JSON Schema of the --json / --jsonl page records",
        "search, fetch and extract print the same page record; this is its JSON Schema (draft "
        "2020-12), shipped in the package as gptr_fulltext/apps/page.schema.json.",
        "gptr-fulltext schema > page.schema.json",
    )
    schema.set_defaults(command=_schema)
    return parser


def _output_options(parser: argparse.ArgumentParser, what: str) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--json", action="store_true", help=f"print {what} as one JSON array")
    group.add_argument("--jsonl", action="store_true", help=f"print {what} as JSON lines, one per line")


def _assignment(text: str) -> tuple[str, str]:
    """`NAME=VALUE` for --set: NAME a FULLTEXT_* variable (or another that a setting reads, such as
    USER_AGENT) or a setting's name (`deadline`); returns the variable and the value."""
    name, equals, value = text.partition("=")
    variables = Settings.variables()
    name = name.strip()
    if not equals or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, not {text!r}")
    if name not in variables:
        by_setting = {setting: var for var, setting in reversed(list(variables.items()))}
        if name.lower() not in by_setting:
            raise argparse.ArgumentTypeError(
                f"{name!r} is not a setting; see the README's configuration table (e.g. FULLTEXT_DEADLINE)"
            )
        name = by_setting[name.lower()]
    return name, value


def _interrupt(signum: int, frame: FrameType | None) -> None:
    """Ctrl-C raises KeyboardInterrupt where the main thread is, as Python's default handler does.

    Not that handler itself: asyncio's runner replaces exactly that one with its own, which only
    cancels the running task; a task that finishes anyway returns normally, and a fresh-clone CI run
    saw `search` end with 3 after Ctrl-C (not reproduced here in 17 runs, loaded or not). With the
    exception raised at once, any Ctrl-C during a command ends it with 130.
    """
    signal.default_int_handler(signum, frame)


def _settings(args: argparse.Namespace, **variables: str) -> Settings:
    """The settings of this run: the environment, then --set (and options given as `variables`).

    Settings only `serve` reads (FULLTEXT_SERVE_*) are read and checked by `serve` alone, so a bad
    one in a shared environment never stops `search`, `fetch` or `extract`.
    """
    serving = args.command is _serve
    serve_only = Settings.serve_variables()
    given = dict(args.set) | {var: value for var, value in variables.items() if value is not None}
    if not serving and (refused := sorted(serve_only & set(given))):
        raise UsageError(f"{', '.join(refused)}: only 'gptr-fulltext serve' reads it")
    environ = {var: value for var, value in os.environ.items() if serving or var not in serve_only}
    return Settings.load(environ | given)


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
    settings = _settings(args, FULLTEXT_SEARCH=args.search)
    if not settings.search.startswith(("http://", "https://")):
        try:  # an unknown name is a configuration error (exit 2), not a backend failure (exit 3)
            resolve_backend(settings.search)
        except SearchError as exc:
            raise UsageError(str(exc)) from None
    with progress(f"searching {query!r}") as (on_candidates, on_outcome):
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
    kept = [records.from_outcome(o, settings) for o in report.outcomes if o.kept]
    if not _print_records(kept, args):
        render_report(report, Console())
    if report.error:
        print(f"gptr-fulltext: {report.error}", file=sys.stderr)
        return EXIT_BACKEND
    return EXIT_OK if report.results else EXIT_EMPTY


def _fetch(args: argparse.Namespace) -> int:
    urls = _urls(args)
    for url in urls:
        try:
            checked_url(url)
        except FetchError as exc:
            raise UsageError(exc.detail) from None
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(f"{url!r} is not an http(s) URL with a host")
    settings = _settings(args)
    label = f"fetch {len(urls)} URL{'s' if len(urls) > 1 else ''}"
    with progress(label) as (on_candidates, on_outcome):
        report = anyio.run(
            partial(
                run,
                label,
                len(urls),
                settings=settings,
                urls=urls,
                on_candidates=on_candidates,
                on_outcome=on_outcome,
            )
        )
    found = [records.from_outcome(outcome, settings) for outcome in report.outcomes]
    if not _print_records(found, args):
        render_report(report, Console(), excerpt_chars=0)
    return EXIT_OK if all(outcome.kept for outcome in report.outcomes) else EXIT_EMPTY


def _urls(args: argparse.Namespace) -> list[str]:
    """The URLs to fetch: arguments, then the lines of -i FILE or of stdin (`-`)."""
    sources = [u for u in args.urls if u != "-"]
    files = ([args.input] if args.input else []) + (["-"] if "-" in args.urls else [])
    for name in dict.fromkeys(files):
        try:
            text = sys.stdin.read() if name == "-" else Path(name).read_text("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            why = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
            raise UsageError(f"cannot read URLs from {name}: {why}") from None
        lines = (line.strip() for line in text.splitlines())
        sources += [line for line in lines if line and not line.startswith("#")]
    if not sources:
        raise UsageError("no URLs given: name them, or read them with -i FILE or - (stdin)")
    return sources


def _extract(args: argparse.Namespace) -> int:
    from gptr_fulltext.page import extract

    settings = _settings(args)
    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    page = extract(data, args.url, settings=settings)
    if args.json:
        print(json.dumps(records.from_extraction(page, args.url, settings), ensure_ascii=False, indent=2))
    else:
        verdict = "full" if page.is_full else f"thin: {page.reason} ({page.detail})"
        title = f"title: {page.title}\n" if page.title else ""
        print(f"{title}verdict: {verdict}\nwords: {page.words}\n\n{page.text}")
    return EXIT_OK if page.is_full else EXIT_EMPTY


def _serve(args: argparse.Namespace) -> int:
    from gptr_fulltext.apps.server import listen, serve, serve_workers, startup_warnings

    settings = _settings(args)
    try:
        sock = listen(args.host, args.port)
    except OSError as exc:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    # One summary line per request on stderr; uvicorn logs its own start and stop.
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s", force=True)
    logging.getLogger("gptr_fulltext").setLevel(logging.INFO)
    logging.getLogger(CALLS_LOGGER).setLevel(logging.NOTSET)  # a server's log has every call
    for warning in startup_warnings(settings, args.host):
        logging.getLogger("gptr_fulltext").warning("gptr-fulltext serve: %s", warning)
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"gptr-fulltext serving RETRIEVER=custom on http://{shown}:{port}/search", flush=True)
    # uvicorn shuts down gracefully on Ctrl-C, then re-raises it: for a server that is a normal stop.
    with suppress(KeyboardInterrupt):
        if args.workers > 1:
            os.environ.update(dict(args.set))  # each worker process reads its settings from there
            serve_workers(
                settings, sock, args.workers, access_log=args.access_log, log_format=args.log_format
            )
        else:
            serve(settings, sock, access_log=args.access_log, log_format=args.log_format)
    return EXIT_OK


def _schema(_: argparse.Namespace) -> int:
    print(json.dumps(records.schema(), indent=2))
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


if __name__ == "__main__":
    sys.exit(main())
