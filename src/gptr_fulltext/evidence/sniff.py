"""What a response is, from its Content-Type and first bytes, before anything is parsed.

Fetching asks it to stop reading a body that cannot be a page (an image, an archive); extraction
asks it whether to read a PDF; the judge asks it to name a binary answer. One test for all three,
so a PDF extraction would read is never cut short by the fetch.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Mapping

HEAD_BYTES = 4096  # what the sniffing looks at
# How much of an error answer is read: it is judged by its status and wording, never content.
ERROR_BODY_BYTES = 65_536
PDF_MEDIA_TYPES = frozenset({"application/pdf", "application/x-pdf"})
_PDF_MAGIC = b"%PDF-"
# Media types that are never pages of text.
_BINARY_TYPES = ("image/", "audio/", "video/", "font/", "model/")
_BINARY_SUBTYPES = frozenset(
    {
        "application/octet-stream",
        "application/zip",
        "application/gzip",
        "application/x-gzip",
        "application/x-tar",
        "application/x-7z-compressed",
        "application/vnd.rar",
        "application/x-rar-compressed",
        "application/x-msdownload",
        "application/x-executable",
        "application/wasm",
        "application/java-archive",
        "application/vnd.ms-excel",
        "application/msword",
        "application/x-shockwave-flash",
    }
)
_MAGIC = (
    (b"\x89PNG", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"RIFF", "RIFF media"),
    (b"PK\x03\x04", "ZIP archive"),
    (b"\x1f\x8b", "gzip data"),
    (b"7z\xbc\xaf", "7-Zip archive"),
    (b"Rar!", "RAR archive"),
    (b"\x7fELF", "executable"),
    (b"MZ", "executable"),
    (_PDF_MAGIC, "PDF document"),
    (b"\x00\x00\x01\x00", "icon"),
    (b"wOFF", "web font"),
    (b"wOF2", "web font"),
    (b"OggS", "Ogg media"),
    (b"ID3", "MP3 audio"),
    (b"\x1aE\xdf\xa3", "Matroska video"),
    (b"BZh", "bzip2 data"),
    (b"\xfd7zXZ", "xz data"),
    (b"(\xb5/\xfd", "zstd data"),
)
# Control bytes other than tab/newline/carriage-return/form-feed/escape: text never has many.
_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def media_type(headers: Mapping[str, str]) -> str:
    """The Content-Type's media type, lower-cased, without parameters (`headers` lower-case names)."""
    return headers.get("content-type", "").split(";")[0].strip().lower()


def is_pdf(media: str, head: bytes) -> bool:
    """A PDF by its media type or by its `%PDF-` signature (servers often send it as octet-stream)."""
    return media in PDF_MEDIA_TYPES or head.lstrip()[: len(_PDF_MAGIC)] == _PDF_MAGIC


def binary_kind(media: str, head: bytes) -> str | None:
    """What a body is when it is not text — by media type, signature or control bytes — else `None`.

    UTF-16 text with its byte-order mark is text, though every other byte of it is a NUL.
    """
    if media.startswith(_BINARY_TYPES) or media in _BINARY_SUBTYPES:
        return f"content type {media}"
    served = f"served as {media or 'no content type'}"
    for magic, what in _MAGIC:
        if head.startswith(magic):
            return f"{what} ({served})"
    sample = head[:HEAD_BYTES]
    if sample.startswith(_UTF16_BOMS):
        return None
    if sample and len(_CONTROL.findall(sample)) > len(sample) // 50:
        return f"binary bytes ({served})"
    return None
