"""One bomb reply against `find_candidates` in a fresh process; prints what it cost as JSON.

Peak RSS (`ru_maxrss`) only ever grows, so it measures a call honestly only in a process that did
nothing heavy before it: the test runner has parsed corpora and built bombs of its own. The bombs
are compressed from 1 MB pieces, so building one costs a megabyte, not the 200 MB it inflates to.

    python -m tests.search.bomb_probe gzip|br|zstd
"""

from __future__ import annotations

import json
import resource
import sys
import time
import zlib
from collections.abc import Callable

import anyio
import brotli
import zstandard

from gptr_fulltext.reasons import SearchError
from gptr_fulltext.search.backends import find_candidates
from gptr_fulltext.settings import Settings
from tests.loopback import Answer, ScriptedServer

INFLATED_MB = 200
_PIECE = b" " * 1_000_000  # spaces: what a JSON bomb would inflate to, and valid JSON whitespace


def _gzip() -> bytes:
    compressor = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
    return b"".join([compressor.compress(_PIECE) for _ in range(INFLATED_MB)] + [compressor.flush()])


def _brotli() -> bytes:
    compressor = brotli.Compressor(quality=5)
    return b"".join([compressor.process(_PIECE) for _ in range(INFLATED_MB)] + [compressor.finish()])


def _zstd() -> bytes:
    compressor = zstandard.ZstdCompressor().compressobj()
    return b"".join([compressor.compress(_PIECE) for _ in range(INFLATED_MB)] + [compressor.flush()])


BOMBS: dict[str, Callable[[], bytes]] = {"gzip": _gzip, "br": _brotli, "zstd": _zstd}


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def probe(encoding: str) -> dict[str, object]:
    """Serve a normal reply (to warm up imports and the client), then the bomb; measure the bomb."""
    bomb = BOMBS[encoding]()
    normal = Answer(headers={"content-type": "application/json"}, body=b'[{"url": "https://a.example/"}]')
    answers = [
        normal,
        Answer(headers={"content-type": "application/json", "content-encoding": encoding}, body=bomb),
    ]
    with ScriptedServer(lambda _request, seen: answers[min(seen, 1)]) as server:
        settings = Settings.load({}, search=server.url("/search"))
        anyio.run(find_candidates, "warm up", 5, None, settings)
        before = _peak_mb()
        started = time.perf_counter()
        try:
            anyio.run(find_candidates, "bomb", 5, None, settings)
            raised, message = "nothing", ""
        except SearchError as exc:
            raised, message = "SearchError", str(exc)
        except Exception as exc:  # noqa: BLE001 - reported, so the test can say what escaped
            raised, message = type(exc).__name__, str(exc)
        seconds = time.perf_counter() - started
    return {
        "encoding": encoding,
        "compressed_bytes": len(bomb),
        "raised": raised,
        "message": message,
        "seconds": seconds,
        "peak_mb_before": before,
        "peak_mb_after": _peak_mb(),
    }


if __name__ == "__main__":
    print(json.dumps(probe(sys.argv[1])))
