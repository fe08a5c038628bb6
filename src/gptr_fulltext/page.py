"""One page, from bytes to verdict, without a network: the work a search does for each response.

The response is judged first from what the server said (an error status, a binary body: nothing
to parse); otherwise the page is extracted and the judge weighs the main text against the evidence
extraction read before cleaning it. Full pages get the Simhash that finds near-duplicates among
one call's results. CPU-bound and pure, so it runs wherever it can be bounded (worker threads).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from hashlib import blake2b

from trafilatura.deduplication import sample_tokens

from gptr_fulltext.evidence import sniff
from gptr_fulltext.extraction.api import extract_html, extract_pdf
from gptr_fulltext.extraction.budget import over_budget
from gptr_fulltext.extraction.charset import decode_html
from gptr_fulltext.judge.response import judge_response
from gptr_fulltext.judge.rules import judge_page
from gptr_fulltext.models import Extraction, MainText, thin
from gptr_fulltext.reasons import Reason
from gptr_fulltext.settings import Settings

_DEFAULT_SETTINGS = Settings()
FINGERPRINT_CHARS = 5000
_SIMHASH_BITS = 64
_ONE_BYTE_A_BIT = bytes.maketrans(b"01", b"\x00\x01")


def extract(
    html: bytes | str,
    url: str | None = None,
    *,
    status: int = 200,
    headers: Mapping[str, str] | None = None,
    settings: Settings | None = None,
) -> Extraction:
    """Extract and judge one page (HTML or PDF). Never raises: malformed input yields a thin `Extraction`.

    `status` and `headers` are the HTTP facts when the page came from a response (they sharpen the
    verdict); `settings` defaults to the built-in defaults, not the environment, so this stays pure.
    Input beyond `settings.max_bytes` is ignored, as the fetch would have cut it.
    """
    settings = settings or _DEFAULT_SETTINGS
    lower_headers = {key.lower(): value for key, value in (headers or {}).items()}
    page = html[: settings.max_bytes]
    head = _first_bytes(page, sniff.ERROR_BODY_BYTES)
    main: MainText
    if (
        isinstance(page, bytes)
        and 200 <= status < 300
        and sniff.is_pdf(sniff.media_type(lower_headers), head)
    ):
        main = extract_pdf(page, url, lower_headers, settings, cut=len(html) > len(page))
    elif (early := judge_response(status, lower_headers, head)) is not None:
        return Extraction.unread(early, url)
    else:
        markup = page if isinstance(page, str) else decode_html(page, lower_headers)
        if (too_complex := over_budget(markup)) is not None:
            return Extraction.unread(thin(Reason.TOO_COMPLEX, too_complex), url)
        main = extract_html(markup, url, lower_headers, settings)
    verdict = judge_page(main, settings)
    fingerprint = _fingerprint(main.title, main.text) if verdict.is_full else None
    return Extraction.judged(main, verdict, fingerprint)


def _fingerprint(title: str | None, text: str) -> str:
    """Simhash of title and text, for near-duplicates among one call's results (see `results`).

    Of the text's first `FINGERPRINT_CHARS` only: a copy is a copy from its first lines on.
    Trafilatura's Simhash, bit for bit (its `content_fingerprint`: its token sample, each token's
    8-byte BLAKE2b, a bit set where at least half the tokens set it), counted by `bytes.count` over
    the tokens' bits laid out as bytes instead of one 64-item list addition a token.
    """
    tokens = sample_tokens(f"{title or ''}\n{text[:FINGERPRINT_CHARS]}", _SIMHASH_BITS)
    bits = b"".join(map(_bits, tokens))
    half = len(tokens) / 2
    simhash = sum(1 << bit for bit in range(_SIMHASH_BITS) if bits[bit::_SIMHASH_BITS].count(1) >= half)
    return f"{simhash:x}"


@lru_cache(maxsize=2**14)
def _bits(token: str) -> bytes:
    """The token's 64-bit hash as 64 bytes of 0 or 1, bit 0 first."""
    digest = int.from_bytes(blake2b(token.encode(), digest_size=_SIMHASH_BITS // 8).digest(), "big")
    return format(digest, f"0{_SIMHASH_BITS}b")[::-1].encode("ascii").translate(_ONE_BYTE_A_BIT)


def _first_bytes(page: bytes | str, size: int) -> bytes:
    return page[:size] if isinstance(page, bytes) else page[:size].encode("utf-8", "replace")
