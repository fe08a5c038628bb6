"""Results from outcomes: rank order, duplicates dropped, `max_results` kept, capped and shaped.

Pure functions over one call's outcomes. The orchestrator asks `rank_and_dedupe` after every page
settles whether the selection is final; `to_result` turns a kept outcome into the dict GPT
Researcher receives.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

from courlan import normalize_url
from trafilatura.deduplication import Simhash

from gptr_fulltext.models import Candidate, Extraction, Outcome
from gptr_fulltext.reasons import Reason
from gptr_fulltext.settings import Settings


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
    """
    final: list[Outcome] = []
    seen: dict[str, int] = {}
    fingerprints: list[tuple[Simhash, int]] = []
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
            final.append(outcome)
            continue
        if outcome is None:
            settled = False
            outcome = Outcome(
                candidate, False, Reason.DEADLINE, "still loading at the call deadline (FULLTEXT_DEADLINE)"
            )
            if not deadline_passed:
                final.append(outcome)
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
        final.append(outcome)
    return final, settled and (kept >= max_results or len(final) == len(candidates))


def _fingerprint(outcome: Outcome) -> Simhash | None:
    extraction = outcome.extraction
    if extraction is None or extraction.fingerprint is None:
        return None
    return Simhash(existing_hash=extraction.fingerprint)


def _near_duplicate(
    fingerprint: Simhash | None, kept: list[tuple[Simhash, int]], similarity: float
) -> tuple[int, float] | None:
    """The rank and similarity of the first kept page whose text is at least `similarity` alike."""
    if fingerprint is None:
        return None
    for other, rank in kept:
        alike = fingerprint.similarity(other)
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


def url_key(url: str) -> str:
    """Scheme-, `www.`-, fragment- and trailing-slash-insensitive normal form of a URL (the URL itself
    when it cannot be parsed: an invalid port or IPv6 literal is no reason to lose the call)."""
    try:
        normal = normalize_url(url)
    except ValueError:
        normal = url
    try:
        parts = urlsplit(normal)
        host = (parts.hostname or "").removeprefix("www.")
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return url
    query = f"?{parts.query}" if parts.query else ""
    return f"{host}{port}{parts.path.rstrip('/')}{query}"


def to_result(outcome: Outcome, settings: Settings) -> dict[str, Any]:
    """A kept outcome in GPT Researcher's result shape (plus metadata keys it ignores)."""
    extraction = outcome.extraction
    assert extraction is not None, "only kept outcomes become results"
    url = outcome.final_url or outcome.candidate.url
    raw_content, truncated = cap_text(extraction.content, settings.max_chars)
    return {
        "url": url,
        "href": url,
        "title": extraction.title or outcome.candidate.title or "",
        "body": preview(extraction, settings.preview_chars),
        "raw_content": raw_content,
        "truncated": truncated,
        "words": extraction.words,
        "author": extraction.author,
        "published": extraction.date,
        "site_name": extraction.site_name,
        "language": extraction.language,
    }


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
