"""Results from outcomes: rank order, duplicates dropped, `max_results` kept, capped and shaped.

Pure functions over one call's outcomes. The orchestrator asks `rank_and_dedupe` after every page
settles whether the selection is final; `to_result` turns a kept outcome into the dict GPT
Researcher receives. `url_key` is a page's identity (the page cache's key, the duplicate check's),
and no URL leaves here with credentials in it (`without_credentials`).
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import re
from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

import idna

from gptr_fulltext.models import Candidate, Extraction, Outcome
from gptr_fulltext.reasons import Reason
from gptr_fulltext.settings import Settings
from gptr_fulltext.urls import without_credentials


def rank_and_dedupe(
    candidates: list[Candidate],
    outcomes: dict[int, Outcome],
    max_results: int,
    *,
    deadline_passed: bool = False,
    similarity: float = 1.0,
) -> tuple[list[Outcome], bool]:
    """Walk candidates in rank order: mark duplicates, keep the first `max_results` full pages.

    A page is a duplicate of a better-ranked kept page with the same URL, final URL or canonical,
    or whose main-text Simhash is at least `similarity` alike (syndicated copies, AMP versions).
    Returns every candidate's outcome and whether the selection is settled — `max_results` kept
    with no better-ranked candidate still pending. With `deadline_passed`, pending means `deadline`.
    The outcomes returned carry no credentials in their URLs (see `without_credentials`): they are
    what is logged, shown and served.
    """
    final: list[Outcome] = []
    seen: dict[str, int] = {}
    fingerprints: list[tuple[int, int]] = []
    kept = 0
    settled = True
    for candidate in candidates:
        outcome = outcomes.get(candidate.rank)
        if kept >= max_results:
            if outcome is None or outcome.kept:
                outcome = replace(
                    outcome or Outcome(candidate, False, None),
                    kept=False,
                    reason=Reason.NOT_NEEDED,
                    detail=f"{max_results} better-ranked pages kept",
                )
            final.append(clean_outcome(outcome))
            continue
        if outcome is None:
            settled = False
            outcome = Outcome(
                candidate, False, Reason.DEADLINE, "still loading at the call deadline (FULLTEXT_DEADLINE)"
            )
            if not deadline_passed:
                final.append(clean_outcome(outcome))
                continue
        keys = _identity(candidate.url, outcome)
        first = next((seen[key] for key in keys if key in seen), None)
        fingerprint = _fingerprint(outcome)
        near = _near_duplicate(fingerprint, fingerprints, similarity) if first is None else None
        if outcome.kept and first is not None:
            outcome = replace(
                outcome, kept=False, reason=Reason.DUPLICATE, detail=f"same page as candidate #{first + 1}"
            )
        elif outcome.kept and near is not None:
            rank, alike = near
            outcome = replace(
                outcome,
                kept=False,
                reason=Reason.DUPLICATE,
                detail=f"the same text as candidate #{rank + 1} (Simhash {alike:.0%} alike: a copy or "
                "another version of that page)",
            )
        elif outcome.kept:
            seen.update(dict.fromkeys(keys, candidate.rank))
            if fingerprint is not None:
                fingerprints.append((fingerprint, candidate.rank))
            kept += 1
        final.append(clean_outcome(outcome))
    return final, settled and (kept >= max_results or len(final) == len(candidates))


def clean_outcome(outcome: Outcome) -> Outcome:
    """`outcome` with `user:password@` taken out of every URL it carries (itself when there is none).

    Fetching refuses such URLs (`credentials_in_url`), so only a refused candidate's own URL, or a
    page's canonical, can hold them; `rank_and_dedupe` passes every outcome it returns through this,
    which keeps them out of the log line, the CLI and `serve`."""
    candidate, extraction = outcome.candidate, outcome.extraction
    urls = [candidate.url, outcome.final_url]
    if extraction is not None:
        urls += [extraction.url, extraction.canonical_url]
    if all(u is None or _clean_url(u) == u for u in urls):
        return outcome
    if extraction is not None:
        extraction = replace(
            extraction, url=_clean_url(extraction.url), canonical_url=_clean_url(extraction.canonical_url)
        )
    return replace(
        outcome,
        candidate=replace(candidate, url=without_credentials(candidate.url)),
        final_url=_clean_url(outcome.final_url),
        extraction=extraction,
    )


def _clean_url(url: str | None) -> str | None:
    return None if url is None else without_credentials(url)


def _fingerprint(outcome: Outcome) -> int | None:
    """The page's Simhash (`page._fingerprint`) as a number; None without one, or if it is not hex
    (an entry from a shared cache is not ours to trust)."""
    extraction = outcome.extraction
    if extraction is None or extraction.fingerprint is None:
        return None
    try:
        return int(extraction.fingerprint, 16)
    except ValueError:
        return None


def _near_duplicate(
    fingerprint: int | None, kept: list[tuple[int, int]], similarity: float
) -> tuple[int, float] | None:
    """The rank and similarity of the first kept page whose text is at least `similarity` alike:
    the share of the 64 Simhash bits two pages agree on (trafilatura's `Simhash.similarity`, not
    imported: it is this one line, and importing it loads all of trafilatura, 25 MB, into the
    process that only ranks results, a server's included)."""
    if fingerprint is None:
        return None
    for other, rank in kept:
        alike = 1 - (fingerprint ^ other).bit_count() / 64
        if alike >= similarity:
            return rank, alike
    return None


def _identity(url: str, outcome: Outcome | None) -> set[str]:
    """Keys under which two candidates are the same page: normalised URL, final URL, canonical."""
    urls = {url}
    if outcome is not None:
        urls.add(outcome.final_url or url)
        if outcome.kept and outcome.extraction and outcome.extraction.canonical_url:
            urls.add(outcome.extraction.canonical_url)
    return {url_key(u) for u in urls}


# Query parameters that only tell an analytics service where a click came from. Each is set by an
# ad, mail or social platform on links *to* a site and read by that platform's script, never by the
# page's server to choose what it serves: Google Analytics campaign tags (`utm_*`) and cross-domain
# linker (`_ga`, `_gl`); click ids of Google Ads (`gclid`, `gbraid`, `wbraid`), DoubleClick (`dclid`),
# Microsoft Ads (`msclkid`), Yandex (`yclid`), Facebook (`fbclid`), X/Twitter (`twclid`); Instagram's
# share id (`igshid`); Mailchimp's campaign and recipient ids (`mc_cid`, `mc_eid`). Names compare
# exactly (after escapes are decoded): parameter names are case-sensitive. Generic words a site may
# use for its own content (`ref`, `source`, `cid`, `id`, `campaign`, `session`, …) are never here.
TRACKING_PARAMETERS = frozenset(
    {
        *("_ga", "_gl", "gclid", "gbraid", "wbraid", "dclid", "msclkid", "yclid"),
        *("fbclid", "twclid", "igshid", "mc_cid", "mc_eid"),
    }
)
TRACKING_PREFIXES = ("utm_",)

_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
# What httpx sends as it is (WHATWG's percent-encode sets); everything else goes out %-escaped.
_PATH_SAFE = frozenset(chr(c) for c in range(0x21, 0x7F)) - frozenset('"#<>?`{}')
_QUERY_SAFE = frozenset(chr(c) for c in range(0x21, 0x7F)) - frozenset('"#<>')
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")
_DEFAULT_PORTS = {"http": 80, "https": 443}


def url_key(url: str) -> str:
    """The identity of the page a URL names: equal keys, the same page (the page cache's key and the
    duplicate check's); the URL itself when it cannot be parsed (a bad port or IPv6 literal is no
    reason to lose the call). Never raises.

    Folded, because it cannot change what the server sends: the case of the scheme and host, an IDNA
    host and its punycode, the default port, the fragment, the case of %-escapes and escaped
    unreserved characters (`%7E` is `~`), characters httpx escapes before sending (`é`, space), `.`
    and `..` path segments (httpx removes them), an empty query (`?`).
    Folded although it could, because a site serving different pages on them is rare enough and
    search results name one page by either form: `http` and `https`, a leading `www.`, a trailing `/`.
    Dropped: the trackers in `TRACKING_PARAMETERS` / `TRACKING_PREFIXES`, and nothing else; every
    other parameter stays, with its value, duplicates and place. Parameter order is kept too: a
    sort (stable, to keep `?tag=a&tag=b` apart from `?tag=b&tag=a`) would fold `?a=1&b=2` into
    `?b=2&a=1`, right for most servers but not for one that reads its query in order, which would
    then be served another page's verdict from the cache; left apart, a reordered copy costs one
    fetch, and its text's Simhash still drops it as a duplicate. `+` and `%20` stay apart (only form
    decoding makes them one); so do `%2F` and `/`, and escapes of other reserved characters.
    A URL with credentials (`user:pass@`) gets a key of its own that does not contain them (fetching
    refuses such URLs, so nothing is ever stored under it), and never the bare URL's.
    """
    try:
        return _key(url)
    except ValueError:  # urllib on brackets and ports, UnicodeError on unencodable text
        clean = without_credentials(url)
        return url if clean == url else f"credentials:{_digest(url)}@{clean}"


def _key(url: str) -> str:
    parts = urlsplit(url)
    scheme = parts.scheme
    host = parts.hostname or ""
    if not host.isascii():
        # As httpx encodes it on the wire; a name it could not encode keeps its Unicode form.
        with contextlib.suppress(idna.IDNAError):
            host = idna.encode(host).decode("ascii")
    if ":" in host:
        host = f"[{host}]"
    port = parts.port
    shown_port = f":{port}" if port is not None and port != _DEFAULT_PORTS.get(scheme) else ""
    userinfo = parts.netloc.rpartition("@")[0] if "@" in parts.netloc else ""
    secret = f"credentials:{_digest(userinfo)}@" if userinfo else ""
    path = _remove_dot_segments(_escapes(parts.path, _PATH_SAFE))
    kept = [pair for pair in parts.query.split("&") if not _tracking(pair)] if parts.query else []
    query = "&".join(_escapes(pair, _QUERY_SAFE) for pair in kept)
    prefix = "" if scheme in ("", "http", "https") else f"{scheme}:" + ("//" if parts.netloc else "")
    page = f"{host.removeprefix('www.')}{shown_port}{path.rstrip('/')}"
    return f"{prefix}{secret}{page}?{query}" if query else f"{prefix}{secret}{page}"


def _tracking(pair: str) -> bool:
    name = _escapes(pair.partition("=")[0], _QUERY_SAFE)
    return name in TRACKING_PARAMETERS or name.startswith(TRACKING_PREFIXES)


def _escapes(text: str, safe: frozenset[str]) -> str:
    """`text` with %-escapes in one form: unreserved characters decoded, other escapes upper-case,
    characters outside `safe` escaped as UTF-8 (as httpx sends them); a `%` starting no escape stays."""
    out: list[str] = []
    last = 0
    for match in _ESCAPE.finditer(text):
        out.append(_quote(text[last : match.start()], safe))
        char = chr(int(match[1], 16))
        out.append(char if char in _UNRESERVED else f"%{match[1].upper()}")
        last = match.end()
    out.append(_quote(text[last:], safe))
    return "".join(out)


def _quote(text: str, safe: frozenset[str]) -> str:
    return "".join(c if c in safe else "".join(f"%{b:02X}" for b in c.encode()) for c in text)


def _remove_dot_segments(path: str) -> str:
    """RFC 3986 §5.2.4 on an absolute path, as httpx does before sending it."""
    if not path.startswith("/") or "." not in path:
        return path
    segments = path.split("/")
    out: list[str] = []
    for segment in segments:
        if segment == ".":
            continue
        if segment == "..":
            if len(out) > 1:
                out.pop()
            continue
        out.append(segment)
    if segments[-1] in (".", ".."):
        out.append("")  # `/a/b/..` is the directory `/a/`
    return "/".join(out)


def _digest(userinfo: str) -> str:
    return hashlib.blake2b(userinfo.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def to_result(outcome: Outcome, settings: Settings, query: str = "") -> dict[str, Any]:
    """A kept outcome in GPT Researcher's result shape: the keys it reads, and with
    `FULLTEXT_RESULT_METADATA` the page's metadata too.

    GPT Researcher keeps only the URL (`href`, else `url`) and `raw_content` of a prefetched result,
    reads `title` and `body` in `quick_search`'s summary, and pastes the planning search's results
    whole into its planner prompt: every other key costs planner tokens for no reader there.
    """
    extraction = outcome.extraction
    assert extraction is not None, "only kept outcomes become results"
    url = without_credentials(outcome.final_url or outcome.candidate.url)
    raw_content, truncated = capped(extraction.content, settings, query)
    result: dict[str, Any] = {
        "url": url,
        "title": extraction.title or outcome.candidate.title or "",
        "body": preview(extraction, settings.preview_chars),
        "raw_content": raw_content,
    }
    if settings.result_metadata:
        result |= {
            "href": url,
            "truncated": truncated,
            "words": extraction.words,
            "author": extraction.author,
            "published": extraction.date,
            "site_name": extraction.site_name,
            "language": extraction.language,
            **({"rendered": True} if extraction.rendered else {}),
        }
    return result


def capped(text: str, settings: Settings, query: str = "") -> tuple[str, bool]:
    """`raw_content` within `FULLTEXT_MAX_CHARS`: with `FULLTEXT_CAP_PASSAGES` and a query, the
    paragraphs most about the query (`passages`), else the head of the text (`cap_text`)."""
    if settings.cap_passages and query:
        return passages(text, settings.max_chars, query)
    return cap_text(text, settings.max_chars)


_WORD = re.compile(r"\w+")
GAP = "…"  # the line that stands for paragraphs left out


def passages(text: str, limit: int, query: str) -> tuple[str, bool]:
    """Within `limit` characters, the paragraphs that share the most query words with the query,
    in page order, a `…` line where paragraphs were left out; the `# title` heading and the first
    paragraph (the lede) always stay.

    Why: a cap that keeps the first N characters of a long article keeps its opening and loses the
    rest, while the reader downstream (GPT Researcher's context filter) keeps the chunks that match
    the query. A query word counts by how few of the page's paragraphs hold it (a word in every
    paragraph tells nothing), once per paragraph, divided by the square root of the paragraph's
    length, so that short on-topic paragraphs win over long ones that mention the word once.
    """
    if len(text) <= limit:
        return text, False
    blocks = [block for block in text.split("\n\n") if block.strip()]
    fixed = 2 if blocks[0].startswith("# ") else 1  # the heading and the lede
    if len(blocks) <= fixed:
        return cap_text(text, limit)
    words = [set(_WORD.findall(block.lower())) for block in blocks]
    terms = set(_WORD.findall(query.lower()))
    weight = {t: math.log(len(blocks) / n) for t in terms if (n := sum(t in w for w in words))}
    score = [
        sum(weight.get(t, 0.0) for t in w) / math.sqrt(len(b)) for w, b in zip(words, blocks, strict=True)
    ]
    chosen = set(range(fixed))
    room = limit - sum(len(blocks[i]) + len(GAP) + 4 for i in chosen)
    if room < 0:
        return cap_text(text, limit)
    for index in sorted(range(fixed, len(blocks)), key=lambda i: (-score[i], i)):
        cost = len(blocks[index]) + len(GAP) + 4  # the paragraph, its separator, perhaps a gap
        if cost <= room:  # the rest of the room goes to the others in page order
            chosen.add(index)
            room -= cost
    out: list[str] = []
    for index in range(len(blocks)):
        if index in chosen:
            out.append(blocks[index])
        elif not out or out[-1] != GAP:
            out.append(GAP)
    return "\n\n".join(out), True


def cap_text(text: str, limit: int) -> tuple[str, bool]:
    """Cut `text` to at most `limit` characters at a paragraph (else sentence, else word) boundary."""
    if len(text) <= limit:
        return text, False
    head = text[:limit]
    for boundary in ("\n\n", ". ", "。", " "):
        cut = head.rfind(boundary)
        if cut >= limit * 0.6:
            return head[: cut + (len(boundary) if boundary in (". ", "。") else 0)].rstrip(), True
    return head, True


def preview(extraction: Extraction, limit: int) -> str:
    """A short plain preview of the main text (without the title, which results carry apart)."""
    flat = " ".join(extraction.text.split())
    if len(flat) <= limit:
        return flat
    cut = flat.rfind(" ", 0, limit)
    return flat[: cut if cut > limit // 2 else limit].rstrip() + "…"
