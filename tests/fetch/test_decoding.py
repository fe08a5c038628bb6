"""Bounded decoders: every Content-Encoding round-trips, and no bomb yields more than the room given."""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Callable

import brotli
import pytest
import zstandard

from gptr_fulltext.fetch.decoding import decoder_for
from gptr_fulltext.reasons import DecodingError

PAGE = (
    b"<html><body>"
    + b"<p>Plain words make a page, and pages are made of words.</p>" * 2000
    + b"</body></html>"
)


def _raw_deflate(data: bytes) -> bytes:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush()


ENCODERS: dict[str, Callable[[bytes], bytes]] = {
    "gzip": gzip.compress,
    "x-gzip": gzip.compress,
    "deflate": zlib.compress,
    "br": brotli.compress,
    "zstd": lambda data: zstandard.ZstdCompressor().compress(data),
}


def decode_all(encoding: str, data: bytes, room: int, piece: int = 1000) -> bytes:
    """Feed `data` in pieces, as the network would, never asking for more than `room` in total."""
    decoder = decoder_for(encoding)
    out = b""
    for start in range(0, len(data), piece):
        out += decoder.decode(data[start : start + piece], room - len(out))
    return out


@pytest.mark.parametrize("encoding", sorted(ENCODERS))
def test_each_encoding_round_trips_when_fed_in_pieces(encoding: str) -> None:
    assert decode_all(encoding, ENCODERS[encoding](PAGE), room=10_000_000) == PAGE


def test_raw_deflate_without_zlib_wrapper_is_accepted_too() -> None:
    assert decode_all("deflate", _raw_deflate(PAGE), room=10_000_000) == PAGE


@pytest.mark.parametrize("encode", [zlib.compress, _raw_deflate])
def test_deflate_is_told_apart_even_when_it_arrives_a_byte_at_a_time(
    encode: Callable[[bytes], bytes],
) -> None:
    assert decode_all("deflate", encode(PAGE), room=10_000_000, piece=1) == PAGE


def test_identity_and_absent_encoding_pass_bytes_through_within_room() -> None:
    assert decode_all("", PAGE, room=10_000_000) == PAGE
    assert decode_all("identity", PAGE, room=500) == PAGE[:500]


def test_stacked_encodings_are_undone_in_reverse_order() -> None:
    assert decode_all("gzip, br", brotli.compress(gzip.compress(PAGE)), room=10_000_000) == PAGE


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "br", "zstd"])
def test_a_bomb_never_yields_more_than_the_room(encoding: str) -> None:
    bomb = ENCODERS[encoding](b" " * 200_000_000)  # 200 MB of spaces; well under 1 MB compressed
    assert len(bomb) < 1_000_000
    decoder = decoder_for(encoding)
    room = 1_000_000
    out = decoder.decode(bomb, room)
    assert 0 < len(out) <= room
    assert decoder.decode(b"", 0) == b""  # a full reader asks for nothing more


def test_unknown_encoding_and_corrupt_streams_raise_decoding_error() -> None:
    with pytest.raises(DecodingError, match="unsupported Content-Encoding 'compress'"):
        decoder_for("compress")
    for encoding in ("gzip", "br", "zstd"):
        with pytest.raises(DecodingError, match=f"corrupt {encoding} body"):
            decoder_for(encoding).decode(b"this is not compressed at all" * 10, 10_000)
