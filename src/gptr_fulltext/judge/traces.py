"""A program's stack trace in the main text: an error page's output, not words of content.

A server error page served with 200 often prints the trace of the failure under its one line of
apology; its lines count as words and lift the page over `min_words`. A trace is known in any
language by its frames: a source file's path with a line number (Python's `File "x.py", line 8`,
Java's and .NET's `at A.b(A.java:12)`, JavaScript's `(/app/x.js:12:5)`, PHP's `#0 /x.php(12)`, Ruby's
and Go's `x.rb:12:in`) — what code samples in an article's prose rarely are, line after line.
"""

from __future__ import annotations

import re

from gptr_fulltext.evidence.textstats import Block

# A frame: a source file's extension (a programming language's, as written: no host and port, no
# document), then its line number.
_SOURCE = (
    r"py|pyx|java|kt|scala|groovy|js|mjs|cjs|jsx|ts|tsx|php|rb|go|cs|vb|fs|c|cc|cpp|h|hpp|rs|swift|pl|pm"
    r"|ex|exs|erl|dart|lua|clj"
)
_FRAME = re.compile(rf"\.(?:{_SOURCE})(?:\"?,? line |:line |:|\()\d+")  # the dot first: scanned for fast
# A trace is this many frames at least.
TRACE_MIN_FRAMES = 2
# A trace is one run of lines: its frames at most this many lines apart, and the lines between them
# no sentences (a frame's code line, `book = get(slug)`). Around the frames, the trace's header
# ("Traceback (most recent call last):") and its last lines (the exception and its message) are
# lines that are no sentence: at most `_TRACE_EDGE_LINES` each side.
_FRAME_GAP_LINES = 3
_TRACE_EDGE_LINES = 2


def stack_trace_words(blocks: tuple[Block, ...] | list[Block], body: str) -> int:
    """Words of the main text's stack traces (see the module's docstring): each run of frames, with
    the lines that are no sentence right before and after it."""
    if len(_FRAME.findall(body)) < TRACE_MIN_FRAMES:
        return 0
    frames = [index for index, block in enumerate(blocks) if _FRAME.search(block.text)]
    runs: list[list[int]] = []
    for index in frames:
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and index - last <= _FRAME_GAP_LINES
            and not any(block.is_sentence for block in blocks[last + 1 : index])
        ):
            runs[-1].append(index)
        else:
            runs.append([index])
    words = 0
    for run in runs:
        if len(run) < TRACE_MIN_FRAMES:
            continue
        start, end = run[0], run[-1]
        for _ in range(_TRACE_EDGE_LINES):
            if start > 0 and not blocks[start - 1].is_sentence:
                start -= 1
            if end + 1 < len(blocks) and not blocks[end + 1].is_sentence:
                end += 1
        words += sum(block.words for block in blocks[start : end + 1] if block.is_substantive)
    return words
