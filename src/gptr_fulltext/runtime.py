"""The process's fetch loop: one event loop, on a daemon thread, where every search call runs.

Connections, per-host limits and robots rules belong to an event loop, but GPT Researcher calls
`search()` from a fresh worker thread each time, and `anyio.run` there would make a fresh loop (and
a fresh connection pool) per call. So every call is handed to this one long-lived loop, whatever
thread or loop it comes from: calls share one pool, one set of host limits and one robots cache,
and concurrent sub-queries are limited together. The thread is a daemon so it never holds up
interpreter exit; a forked child starts its own.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
import traceback
from collections import Counter
from collections.abc import Awaitable, Callable, Hashable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from types import FrameType
from typing import Any, cast

import anyio
from anyio.from_thread import BlockingPortal

_lock = threading.Lock()
_portal: BlockingPortal | None = None
_thread: threading.Thread | None = None
_locals: dict[Hashable, Any] = {}
# A call still running this many seconds past its deadline logs what the loop waits on (`deadline`).
OVERRUN_SECONDS = 1.0


def call[T](function: Callable[..., Awaitable[T]], *args: Any) -> T:
    """Run `function(*args)` on the fetch loop and block this thread until it returns."""
    return _started().call(function, *args)


def start_soon(function: Callable[..., Awaitable[Any]], *args: Any) -> Future[Any]:
    """Start `function(*args)` on the fetch loop without waiting for it: work that readies later calls."""
    return _started().start_task_soon(function, *args)


async def run[T](function: Callable[..., Awaitable[T]], *args: Any) -> T:
    """Await `function(*args)` on the fetch loop from any other loop; cancelling the caller cancels it.

    Called on the fetch loop itself, it simply awaits the function.
    """
    if threading.current_thread() is _thread:
        return await function(*args)
    future = _started().start_task_soon(function, *args)
    try:
        return await anyio.to_thread.run_sync(future.result, abandon_on_cancel=True)
    finally:
        future.cancel()  # no effect once finished; otherwise cancels the task on the fetch loop


def relay[A](callback: Callable[[A], None] | None) -> Callable[[A], None] | None:
    """`callback`, made to run on the calling thread's asyncio loop when called from the fetch loop.

    Progress callbacks (a terminal display, say) expect to run where their caller runs; they are
    queued to that loop in order, ahead of the call's result. Without an asyncio loop here (another
    async library, or the fetch loop itself), the callback runs where it is called.
    """
    if callback is None or threading.current_thread() is _thread:
        return callback
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return callback
    deliver = callback

    def relayed(value: A) -> None:
        loop.call_soon_threadsafe(deliver, value)

    return relayed


def loop_local[T](key: Hashable, make: Callable[[], T]) -> T:
    """An object that lives as long as the fetch loop (a connection pool, a limiter), made on first use.

    Only code running on the fetch loop may call this: what it returns belongs to that loop.
    """
    if threading.current_thread() is not _thread:
        raise RuntimeError("loop_local() is only for code running on the fetch loop")
    if key not in _locals:
        _locals[key] = make()
    return cast(T, _locals[key])


@contextmanager
def deadline(seconds: float, call: str) -> Iterator[anyio.CancelScope]:
    """`anyio.move_on_after(seconds)` for `call`, watched: if the block still runs `OVERRUN_SECONDS`
    after its deadline, what every task of this asyncio loop waits on is logged, once. Every wait
    in the block should end at the deadline, so the task that holds it up is among them."""
    started = time.monotonic()

    def overran() -> None:
        logging.getLogger("gptr_fulltext").warning(
            "%s still running %.1f s after it started, past its deadline of %g s (reason: something "
            "it awaits ignores the deadline); the fetch loop's tasks:\n%s",
            call,
            time.monotonic() - started,
            seconds,
            task_stacks(),
        )

    watch = asyncio.get_running_loop().call_later(seconds + OVERRUN_SECONDS, overran)
    try:
        with anyio.move_on_after(seconds) as scope:
            yield scope
    finally:
        watch.cancel()


def task_stacks(most: int = 12) -> str:
    """What every task of the running asyncio loop is waiting on: each task's await chain, innermost
    call last, identical chains counted once (`most` of them, commonest first). For a diagnostic
    line: a call that outlived its deadline is held up by one of these."""
    chains: Counter[str] = Counter()
    for task in asyncio.all_tasks():
        frames: list[FrameType] = []
        awaited: Any = task.get_coro()
        while awaited is not None and len(frames) < 100:  # a coroutine's awaits, down to a future
            frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
            if frame is not None:
                frames.append(frame)
            awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
        lines = traceback.format_list(
            [summary for frame in frames for summary in traceback.extract_stack(frame, limit=1)]
        )
        chains["".join(lines) or f"  {task!r}\n"] += 1
    shown = [f"{count} task(s):\n{chain}" for chain, count in chains.most_common(most)]
    left = len(chains) - len(shown)
    return "".join(shown) + (f"({left} other await chains not shown)\n" if left > 0 else "")


def _started() -> BlockingPortal:
    global _portal, _thread
    with _lock:
        if _portal is None:
            ready: Future[BlockingPortal] = Future()
            _thread = threading.Thread(target=_serve, args=(ready,), name="gptr-fulltext-fetch", daemon=True)
            _thread.start()
            _portal = ready.result()
        return _portal


def _serve(ready: Future[BlockingPortal]) -> None:
    async def serve() -> None:
        async with BlockingPortal() as portal:
            ready.set_result(portal)
            await portal.sleep_until_stopped()

    try:
        anyio.run(serve)
    except BaseException as exc:
        if not ready.done():  # the loop never started: tell the caller waiting for it instead of hanging
            ready.set_exception(exc)
        raise


def _forget() -> None:
    """In a forked child the fetch thread does not exist: start afresh on first use."""
    global _portal, _thread, _lock
    _portal, _thread, _lock = None, None, threading.Lock()
    _locals.clear()


os.register_at_fork(after_in_child=_forget)
