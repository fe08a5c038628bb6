"""Bounded `Content-Encoding` decoders: a compression bomb costs at most the room it is given.

httpx inflates gzip, brotli and zstd bodies without any bound (a 102-byte brotli body becomes one
64 MiB chunk), so `fetch` reads the raw stream and decodes it here. Every decoder takes the number
of bytes the caller still has room for and never returns more.
"""

from __future__ import annotations

import io
import zlib
from collections.abc import Buffer
from typing import Protocol

import brotli
import zstandard

from gptr_fulltext.reasons import DecodingError

ACCEPT_ENCODING = "gzip, deflate, br, zstd"


class Decoder(Protocol):
    def decode(self, data: bytes, room: int) -> bytes:
        """Decode the next raw bytes; return at most `room` bytes (output beyond that is dropped)."""
        ...


def decoder_for(content_encoding: str) -> Decoder:
    """The decoder for a `Content-Encoding` header value; codings listed first were applied first."""
    codings = [c.strip().lower() for c in content_encoding.split(",")]
    layers = [_layer(c) for c in reversed(codings) if c and c != "identity"]
    if not layers:
        return _Identity()
    return layers[0] if len(layers) == 1 else _Stack(layers)


def _layer(coding: str) -> Decoder:
    if coding in ("gzip", "x-gzip"):
        return _Zlib(zlib.MAX_WBITS | 16, coding)
    if coding == "deflate":
        return _Deflate()
    if coding == "br":
        return _Brotli()
    if coding == "zstd":
        return _Zstd()
    raise DecodingError(f"unsupported Content-Encoding {coding!r}")


class _Identity:
    def decode(self, data: bytes, room: int) -> bytes:
        return data[: max(room, 0)]


class _Zlib:
    def __init__(self, wbits: int, name: str) -> None:
        self._inflater = zlib.decompressobj(wbits)
        self._name = name

    def decode(self, data: bytes, room: int) -> bytes:
        if room <= 0:
            return b""
        try:
            return self._inflater.decompress(self._inflater.unconsumed_tail + data, room)
        except zlib.error as exc:
            raise DecodingError(f"corrupt {self._name} body: {exc}") from None


class _Deflate:
    """`deflate` is meant to be zlib-wrapped, but servers send raw deflate too: try both, like browsers."""

    def __init__(self) -> None:
        self._inner: _Zlib | None = None
        self._head = b""

    def decode(self, data: bytes, room: int) -> bytes:
        if self._inner is None:
            # The zlib header is two bytes; zlib accepts one byte of anything, so decide on two.
            self._head += data
            if len(self._head) < 2:
                return b""
            data, self._head = self._head, b""
            wrapped = _Zlib(zlib.MAX_WBITS, "deflate")
            try:
                output = wrapped.decode(data, room)
            except DecodingError:
                self._inner = _Zlib(-zlib.MAX_WBITS, "deflate")
                return self._inner.decode(data, room)
            self._inner = wrapped
            return output
        return self._inner.decode(data, room)


class _Brotli:
    def __init__(self) -> None:
        self._decompressor = brotli.Decompressor()

    def decode(self, data: bytes, room: int) -> bytes:
        if room <= 0:
            return b""
        try:
            # The limit stops the output buffer growing past `room`; we stop reading once it is full.
            return bytes(self._decompressor.process(data, output_buffer_limit=room)[:room])
        except brotli.error as exc:
            raise DecodingError(f"corrupt br body: {exc}") from None


class _Full(Exception):
    """Raised inside the zstd sink to abort decompression once the room is used up."""


class _Sink(io.BytesIO):
    """Where zstd writes its output, `write_size` bytes at a time; it refuses to hold more than `room`."""

    def __init__(self) -> None:
        super().__init__()
        self.room = 0
        self.output = bytearray()

    def write(self, data: Buffer, /) -> int:
        view = memoryview(data)
        self.output += view[: self.room - len(self.output)]
        if len(self.output) >= self.room:
            raise _Full
        return len(view)


class _Zstd:
    """zstandard's decompressobj has no output bound; its stream writer emits bounded pieces we can stop."""

    def __init__(self) -> None:
        self._sink = _Sink()
        self._writer = zstandard.ZstdDecompressor().stream_writer(
            self._sink, write_size=64 * 1024, write_return_read=True
        )

    def decode(self, data: bytes, room: int) -> bytes:
        if room <= 0:
            return b""
        self._sink.room = room
        try:
            self._writer.write(data)
        except _Full:
            pass
        except zstandard.ZstdError as exc:
            raise DecodingError(f"corrupt zstd body: {exc}") from None
        output = bytes(self._sink.output)
        self._sink.output.clear()
        return output


class _Stack:
    """Several codings: each layer gets the same room, so no layer can grow past the cap either."""

    def __init__(self, layers: list[Decoder]) -> None:
        self._layers = layers

    def decode(self, data: bytes, room: int) -> bytes:
        for layer in self._layers:
            data = layer.decode(data, room)
        return data
