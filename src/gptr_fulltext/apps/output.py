"""What the CLI shows people: a transient progress display on stderr, the table of candidates.

Tables fold long URLs and reasons onto further lines instead of cutting them, so they stay whole and
readable in an 80-column terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

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

from gptr_fulltext.models import Candidate, Outcome
from gptr_fulltext.pipeline import Report
from gptr_fulltext.reasons import Reason

OnCandidates = Callable[[list[Candidate]], None]
OnOutcome = Callable[[Outcome], None]


@contextmanager
def progress(label: str) -> Iterator[tuple[OnCandidates, OnOutcome]]:
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
        table.add_column(
            column,
            style=style,
            justify="right" if column in ("#", "words") else "left",
            overflow="fold",  # a URL or reason is wrapped onto more lines, never cut with "…"
            no_wrap=column in ("#", "verdict", "words"),
            ratio=2 if column in ("URL", "reason") else None,
        )
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
    elif not report.error:  # an error is said once, on stderr, by the command
        console.print(f"[yellow]{escape(report.query)}: the search backend returned no candidates[/yellow]")
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
