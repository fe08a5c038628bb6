"""Response bytes → text, with the charset the page really uses.

Order: a byte-order mark; bytes that are valid UTF-8; the charsets the page declares (HTTP header and
`<meta>`); statistical detection last. Declared labels are often wrong — servers stamp a default
ISO-8859-1 or UTF-8 on pages their authors wrote in Shift_JIS or GBK and labelled in `<meta>` — so a
label is only trusted when the bytes decode under it, and when header and `<meta>` disagree and both
decode, charset_normalizer judges which reading is less garbled.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Mapping

import charset_normalizer

_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_UTF8 = codecs.getincrementaldecoder("utf-8")
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.IGNORECASE)
_HEADER_CHARSET = re.compile(r"charset\s*=\s*[\"']?([A-Za-z0-9._:-]+)", re.IGNORECASE)
# WHATWG maps these labels to supersets; decoding with the narrow codec loses characters.
_SUPERSETS = {
    "iso8859-1": "cp1252",
    "ascii": "cp1252",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "shift_jis": "cp932",
    "euc_kr": "cp949",
    "tis-620": "cp874",
}
# Detection reads this much; enough for a verdict, bounded for huge pages.
_DETECTION_SAMPLE = 65536
_FALLBACK = "cp1252"
_META_SCAN = 4096


def decode_html(body: bytes, headers: Mapping[str, str] | None = None) -> str:
    """Decode a page; `headers` (lower-case names) supply the HTTP charset when there is one."""
    for bom, codec in _BOMS:
        if body.startswith(bom):
            return body[len(bom) :].decode(codec, "replace")
    try:  # incremental, so a body cut inside a multi-byte character (at FULLTEXT_MAX_BYTES) still counts
        return _UTF8().decode(body, final=False)
    except UnicodeDecodeError:
        pass
    readings: dict[str, str] = {}
    for declared in dict.fromkeys(_codec(label) for label in declared_charsets(body, headers or {})):
        if declared is not None:
            try:
                readings[declared] = body.decode(declared)
            except UnicodeDecodeError:
                continue
    if len(readings) == 1:
        return next(iter(readings.values()))
    codec = _detect(body[:_DETECTION_SAMPLE], candidates=list(readings))
    return readings.get(codec) or body.decode(codec, "replace")


def _detect(sample: bytes, candidates: list[str]) -> str:
    """charset_normalizer's pick (among `candidates` when given); windows-1252 when it cannot tell.

    Windows-1252 is WHATWG's fallback for undeclared pages, and detection often ties it with another
    single-byte code page (French text reads as well in cp1250 by its measures).
    """
    matches = charset_normalizer.from_bytes(sample, cp_isolation=candidates or None)
    best = matches.best()
    if best is None:
        return candidates[0] if candidates else _FALLBACK
    tied = [m for m in matches if (m.chaos, m.coherence) == (best.chaos, best.coherence)]
    if any(_FALLBACK in match.could_be_from_charset for match in tied):
        return _FALLBACK
    return _codec(best.encoding) or best.encoding


def declared_charsets(body: bytes, headers: Mapping[str, str]) -> list[str]:
    """The charset labels the response declares: the Content-Type header's, then the first `<meta>`."""
    labels = []
    header = _HEADER_CHARSET.search(headers.get("content-type", ""))
    if header:
        labels.append(header.group(1))
    meta = _META_CHARSET.search(body[:_META_SCAN])
    if meta:
        labels.append(meta.group(1).decode("ascii", "replace"))
    return labels


def _codec(label: str) -> str | None:
    """A Python codec name for a charset label, widened to its WHATWG superset; `None` if unknown.

    Python also knows codecs that are not text encodings (`rot13`, `base64`, `zip`) or refuse to
    decode (`undefined`); a page can name any of them, so a codec must decode bytes to text first.
    """
    try:
        name = codecs.lookup(label.strip().lower()).name
        "a".encode(name)  # not `b"".decode(name)`: empty input never reaches the codec
    except (LookupError, UnicodeError):
        return None
    return _SUPERSETS.get(name, name)
