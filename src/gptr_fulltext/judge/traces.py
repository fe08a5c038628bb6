"""A program's stack trace in the main text: an error page's output, not words of content.

A server error page served with 200 often prints the trace of the failure under its one line of
apology; its lines count as words and lift the page over `min_words`. A trace is known in any
language by its frames: a source file's path with a line number (Python's `File "x.py", line 8`,
Java's and .NET's `at A.b(A.java:12)`, JavaScript's `(/app/x.js:12:5)`, PHP's `#0 /x.php(12)`, Ruby's
and Go's `x.rb:12:in`) — what code samples in an article's prose rarely are, line after line.

A debug page (#17, round 15) is more than its trace: the exception's name and message, a table of
the request's facts, a chained trace under "the above exception was the direct cause…" — lines of
machine output, none of them a sentence. Where the traces make most of the text, only the sentences
outside them are the page's own words: a tutorial or a question that shows a long trace explains it
in prose, an error page has a line of apology at most.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gptr_fulltext.evidence.textstats import Block

# A frame: a source file's extension (a programming language's, as written: no host and port, no
# document), then its line number.
_SOURCE = (
    r"py|pyx|java|kt|scala|groovy|js|mjs|cjs|jsx|ts|tsx|php|rb|go|cs|vb|fs|c|cc|cpp|h|hpp|rs|swift|pl|pm"
    r"|ex|exs|erl|dart|lua|clj"
)
_FILE_FRAME = re.compile(rf"\.(?:{_SOURCE})(?:\"?,? line |:line |:|\()\d+")  # the dot first: scanned for fast
# A frame printed without its file (a release build without debug symbols): the call, then its code
# offset (.NET Framework's `Show(Int32 id) +139`), Java's "(Native Method)", "(Unknown Source)", or
# a line that is only "at" and a qualified call (Java's, .NET's and JavaScript's frames:
# `at Shop.Web.CartController.Index()`). Each is looked for line by line, and only in a text that
# holds its mark (`_bare_marked`): one pattern of them all, without a literal to scan for, cost 20
# times the file frames' search on every page of some length.
_OFFSET_FRAME = re.compile(r"\) \+(?:0x[0-9a-f]+|\d+)$")
_CALL_FRAME = re.compile(r"at (?:async |new )?[\w$<>`]+(?:\.[\w$<>`\[\]]+)+\(.*\)$")
_NO_FILE = ("(Native Method)", "(Unknown Source)")
_AT_LINE = re.compile(r"\n[ \t]*at ")  # a literal to scan for first: a third the cost of one alternation
# An exception named at the head of its message ("java.sql.SQLException: …", "Caused by: KeyError: …"):
# inside a run of frames it is the trace's, even where its message ends like a sentence.
_EXCEPTION = re.compile(r"(?:Error|Exception)\b:")
# A trace is this many frames at least.
TRACE_MIN_FRAMES = 2
# A trace is one run of lines: its frames at most this many lines apart, and the lines between them
# no sentences (a frame's code line, `book = get(slug)`; between two chained traces, the first one's
# exception, the line saying one caused the other and the second one's header: Python's five lines
# apart, Java's "Caused by:" one). Around the frames, the trace's header ("Traceback (most recent call
# last):") and its last lines (the exception and its message) are lines that are no sentence: at most
# `_TRACE_EDGE_LINES` each side.
_FRAME_GAP_LINES = 5
_TRACE_EDGE_LINES = 2
# Traces making this share or more of the substantive words outside sentences are what the page is
# (a debug page: the rest is its exception and request facts): only the sentences outside the traces
# count as its own words. Against all the words, a trace of Java's dotted names (four words a frame)
# would weigh less than a table of the request's facts; code samples and lists of a page that
# documents something are outside sentences too, and keep a trace among them a small share.
TRACE_DOMINANT_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class Traces:
    """The main text's stack traces: their words, and the words of the sentences outside them."""

    words: int
    prose: int  # of sentences outside the traces, an exception's message aside
    rest: int  # the substantive words of neither

    @property
    def dominate(self) -> bool:
        """Whether the traces make most of the text's substantive words outside sentences."""
        return self.words >= TRACE_DOMINANT_SHARE * (self.words + self.rest)


def stack_traces(blocks: tuple[Block, ...] | list[Block], body: str, chrome: frozenset[int]) -> Traces | None:
    """The main text's stack traces (see the module's docstring): each run of frames, with the lines
    that are no sentence right before and after it. The `chrome` blocks (a layout table's menu and
    footer, by index) are counted in none of its sums."""
    found = len(_FILE_FRAME.findall(body))
    if found < TRACE_MIN_FRAMES and (
        not _bare_marked(body) or found + sum(map(_bare_frames, blocks)) < TRACE_MIN_FRAMES
    ):
        return None
    frames = [index for index, block in enumerate(blocks) if is_frame(block.text)]
    runs: list[list[int]] = []
    for index in frames:
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and index - last <= _FRAME_GAP_LINES
            and not any(_said(block) for block in blocks[last + 1 : index])
        ):
            runs[-1].append(index)
        else:
            runs.append([index])
    traced: set[int] = set()
    for run in runs:
        if len(run) < TRACE_MIN_FRAMES:
            continue
        start, end = run[0], run[-1]
        for _ in range(_TRACE_EDGE_LINES):
            if start > 0 and not blocks[start - 1].is_sentence:
                start -= 1
            if end + 1 < len(blocks) and not blocks[end + 1].is_sentence:
                end += 1
        traced.update(range(start, end + 1))
    if not traced:
        return None
    words = prose = rest = 0
    for index, block in enumerate(blocks):
        if index in chrome or not block.is_substantive:
            continue
        if index in traced:
            words += block.words
        elif block.is_sentence and not block.is_list and not _EXCEPTION.search(block.text):
            prose += block.words  # an exception's message ("KeyError: 'id'.") is the program's line
        else:
            rest += block.words
    return Traces(words, prose, rest)


def is_frame(text: str) -> bool:
    """Whether a line (or a block of lines) holds a frame of a stack trace: a program's output, no
    verse or prose."""
    return _FILE_FRAME.search(text) is not None or _bare_frames_in(text) > 0


def _bare_marked(body: str) -> bool:
    """Whether `body` holds a mark of a frame printed without its file (each a fast scan)."""
    return ") +" in body or any(mark in body for mark in _NO_FILE) or _AT_LINE.search(body) is not None


def _bare_frames(block: Block) -> int:
    return _bare_frames_in(block.text)


def _bare_frames_in(text: str) -> int:
    """The lines of `text` that are frames printed without their file."""
    count = 0
    for line in text.splitlines() if "\n" in text else (text,):
        line = line.strip()
        if (
            (") +" in line and _OFFSET_FRAME.search(line))
            or any(mark in line for mark in _NO_FILE)
            or (line.startswith("at ") and _CALL_FRAME.match(line))
        ):
            count += 1
    return count


def _said(block: Block) -> bool:
    """Whether a line between two frames is a sentence of someone's, not the trace's exception."""
    return block.is_sentence and not _EXCEPTION.search(block.text)
