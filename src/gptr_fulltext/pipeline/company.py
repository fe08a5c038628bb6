"""Which calls run beside one another on the fetch loop: a call that has had company does not wait
for a silent better-ranked page (`FULLTEXT_FIRST_ANSWER_WAIT`, `gather.grace_end`).

Why: searches that run together are one caller's batch (GPT Researcher's sub-queries) or several
callers at once (serve). A batch goes on when its slowest search ends, so a wait in any of them is
likely the batch's; its results are merged, so one search's rank order matters little there. A search
on its own is the one whose rank order its caller reads, and the wait is paid only by it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from gptr_fulltext import runtime


@dataclass(eq=False, slots=True)
class Call:
    """One call in flight, as the others see it."""

    accompanied: bool = False  # another call was in flight at some moment of this one's
    told: list[Callable[[], None]] = field(default_factory=list)  # called once, when that first happens

    def join(self) -> None:
        """Another call is in flight beside this one: say so to this call's listeners, the first time."""
        if not self.accompanied:
            self.accompanied = True
            for tell in self.told:
                tell()


@contextmanager
def in_flight() -> Iterator[Call]:
    """Count one call on the fetch loop while the block runs; any two calls in flight at once are
    both `accompanied` from then on, and told so."""
    calls: set[Call] = runtime.loop_local("calls in flight", set)
    call = Call()
    if calls:
        for each in (*calls, call):
            each.join()
    calls.add(call)
    try:
        yield call
    finally:
        calls.discard(call)
