"""Results: a copy ranked after its original is dropped as `duplicate`, pages a parameter tells apart
are not, and no URL that leaves a call carries credentials."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import anyio
import pytest

from fixtures.site import FixtureSite, Page
from gptr_fulltext import extract, pipeline
from gptr_fulltext.models import Candidate, Extraction, Outcome
from gptr_fulltext.reasons import Reason
from gptr_fulltext.results import GAP, passages, rank_and_dedupe, to_result
from gptr_fulltext.settings import Settings
from tests.loopback import Answer, ScriptedServer, article
from tests.test_pipeline import reasons, run_query


def outcome(page: Page, rank: int) -> Outcome:
    candidate = Candidate(f"https://site-{rank}.example/{page.id}", rank)
    extraction = extract(page.body(), candidate.url, status=page.status, headers=page.headers)
    return Outcome(candidate, extraction.is_full, extraction.reason, extraction=extraction)


def test_copies_are_dropped_after_their_originals(corpus: dict[str, Page]) -> None:
    for copy in (page for page in corpus.values() if page.duplicate_of):
        original = corpus[copy.duplicate_of or ""]
        outcomes = [outcome(original, 0), outcome(copy, 1)]
        final, _ = rank_and_dedupe(
            [o.candidate for o in outcomes],
            {o.candidate.rank: o for o in outcomes},
            2,
            deadline_passed=True,
            similarity=Settings().duplicate_similarity,
        )
        assert [o.reason for o in final] == [None, "duplicate"], copy.id
        assert "#1" in final[1].detail


def test_distinct_articles_are_never_merged(corpus: dict[str, Page]) -> None:
    articles = sorted((p for p in corpus.values() if p.expect == "full"), key=lambda p: p.id)
    outcomes = [outcome(page, rank) for rank, page in enumerate(articles)]
    final, _ = rank_and_dedupe(
        [o.candidate for o in outcomes],
        {o.candidate.rank: o for o in outcomes},
        len(outcomes),
        deadline_passed=True,
        similarity=Settings().duplicate_similarity,
    )
    assert "duplicate" not in [o.reason for o in final]


def test_similarity_one_turns_near_duplicate_detection_off(corpus: dict[str, Page]) -> None:
    copy = next(page for page in corpus.values() if page.kind == "aggregator_scraped_copy")
    outcomes = [outcome(corpus[copy.duplicate_of or ""], 0), outcome(copy, 1)]
    final, _ = rank_and_dedupe(
        [o.candidate for o in outcomes], {o.candidate.rank: o for o in outcomes}, 2, similarity=1.0
    )
    assert [o.reason for o in final] == [None, None]


def test_a_syndicated_copy_is_dropped_in_a_real_call(site: FixtureSite, corpus: dict[str, Page]) -> None:
    copy = next(page for page in corpus.values() if page.duplicate_of)
    report = run_query(site, [copy.duplicate_of or "", copy.id], max_results=2)
    assert reasons(report) == [None, "duplicate"]
    assert len(report.results) == 1


# -- URL identity and credentials ------------------------------------------------------------------


def kept(url: str, rank: int, text: str, **extraction: Any) -> Outcome:
    page = Extraction(text=text, title="T", is_full=True, reason=None, url=url, **extraction)
    return Outcome(Candidate(url, rank), True, None, extraction=page, final_url=url)


def settle(outcomes: list[Outcome]) -> list[Outcome]:
    final, _ = rank_and_dedupe(
        [o.candidate for o in outcomes],
        {o.candidate.rank: o for o in outcomes},
        len(outcomes),
        deadline_passed=True,
    )
    return final


def test_pages_told_apart_by_a_parameter_are_not_duplicates() -> None:
    """courlan dropped `cid` as a tracker: `/item?cid=222` was taken for `/item?cid=111`."""
    final = settle(
        [
            kept("https://shop.example/item?cid=111", 0, "A kettle that boils water."),
            kept("https://shop.example/item?cid=222", 1, "A lamp that lights a room."),
            kept("https://shop.example/item?cid=111&utm_source=news&fbclid=x", 2, "A kettle, tracked."),
            kept("https://SHOP.example:443/item?cid=222#reviews", 3, "A lamp, again."),
        ]
    )
    assert [o.reason for o in final] == [None, None, "duplicate", "duplicate"]
    assert [o.detail for o in final[2:]] == ["same page as candidate #1", "same page as candidate #2"]


def test_no_url_that_leaves_carries_credentials() -> None:
    secret = "https://alice:s3cr3t@example.com/report"
    refused = Outcome(Candidate(secret, 0), False, Reason.CREDENTIALS_IN_URL, "refused")
    page = kept(
        "https://example.com/other",
        1,
        "Another page whose canonical names credentials.",
        canonical_url="https://bob:hunter2@example.com/other",
    )
    page = replace(page, final_url="https://carol:pw123@example.com/other")
    final = settle([refused, page])
    assert [o.candidate.url for o in final] == ["https://example.com/report", "https://example.com/other"]
    for text in ("s3cr3t", "alice", "hunter2", "pw123"):
        assert text not in repr(final)
    result = to_result(final[1], Settings(result_metadata=True))
    assert result["url"] == result["href"] == "https://example.com/other"
    assert "pw123" not in repr(to_result(page, Settings()))  # even on an outcome not passed through
    untouched = kept("https://example.com/plain", 0, "No credentials here.")
    assert settle([untouched])[0] is untouched


def test_a_url_with_credentials_is_refused_in_a_call_and_never_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with ScriptedServer(lambda _request, _seen: Answer(body=article())) as server:
        secret = server.url("/report").replace("//", "//alice:s3cr3t@", 1)
        settings = Settings.load({}, allow_private=True, cache_ttl=0)
        with caplog.at_level(logging.DEBUG, logger="gptr_fulltext"):
            report = anyio.run(
                lambda: pipeline.run("q", 2, settings=settings, urls=[secret, server.url("/report")])
            )
    assert [o.reason for o in report.outcomes] == ["credentials_in_url", None]  # not a duplicate of #1
    assert [r.path for r in server.requests] == ["/report"]
    assert not any("authorization" in r.headers for r in server.requests)
    assert report.outcomes[0].candidate.url == server.url("/report")
    for text in ("s3cr3t", "alice"):
        assert text not in repr(report) and text not in caplog.text


@pytest.mark.parametrize("location", ["javascript:alert(1)", "mailto:x@y", "data:text/html,hi"])
def test_a_redirect_to_a_script_or_an_address_costs_the_page_with_its_reason(location: str) -> None:
    """It was an `internal_error` (httpx's `InvalidURL`), logged with a traceback as our defect."""
    with ScriptedServer(lambda _request, _seen: Answer(302, {"location": location})) as server:
        settings = Settings.load({}, allow_private=True, cache_ttl=0)
        report = anyio.run(lambda: pipeline.run("q", 1, settings=settings, urls=[server.url("/go")]))
    assert [o.reason for o in report.outcomes] == ["bad_redirect"]
    assert location in report.outcomes[0].detail


# -- the cap: the head of the text, or the passages about the query ------------------------------


def _long_text(title: str, lede: str, filler: str, topical: str, where: int) -> str:
    paragraphs = [f"{filler} (part {n}) " * 6 for n in range(12)]
    paragraphs[where] = topical
    return "\n\n".join([f"# {title}", lede, *paragraphs])


@pytest.mark.parametrize(
    ("title", "lede", "filler", "topical", "query"),
    [
        (
            "Harbour council budget",
            "The council met on Tuesday to settle next year's budget.",
            "Members spoke at length about procedure and the minutes of earlier meetings",
            "Dredging the harbour mouth will cost 4.2 million, paid over three years.",
            "harbour dredging cost",
        ),
        (
            "A season of orchard pests",
            "Growers in the valley report a mixed year.",
            "Weather was changeable through spring with rain on most weekends",
            "Codling moth traps caught twice last year's count in the northern orchards.",
            "codling moth traps",
        ),
    ],
)
def test_passages_keep_title_lede_and_the_paragraph_about_the_query_in_page_order(
    title: str, lede: str, filler: str, topical: str, query: str
) -> None:
    text = _long_text(title, lede, filler, topical, where=10)
    kept, cut = passages(text, 1200, query)
    assert cut and len(kept) <= 1200
    assert kept.startswith(f"# {title}\n\n{lede}\n\n")
    assert topical in kept  # the last but one paragraph: a head cut would lose it
    assert topical not in text[:1200]
    blocks = kept.split("\n\n")
    assert GAP in blocks and blocks.index(topical) > blocks.index(lede)
    order = [text.index(block) for block in blocks if block != GAP]
    assert order == sorted(order)


def test_passages_leave_a_short_text_alone_and_need_a_query_to_apply() -> None:
    text = _long_text("T", "Lede.", "Filler words here", "Topical words", where=3)
    assert passages(text, len(text), "topical") == (text, False)
    page = Outcome(
        Candidate("https://example.com/a", 0),
        True,
        None,
        extraction=Extraction(text=text.split("\n\n", 1)[1], title="T", is_full=True, reason=None),
    )
    on = Settings(max_chars=300, cap_passages=True)
    assert GAP in to_result(page, on, "topical")["raw_content"]
    assert GAP not in to_result(page, on)["raw_content"]  # no query (fetching given URLs): the head
    assert GAP not in to_result(page, Settings(max_chars=300), "topical")["raw_content"]


@pytest.mark.parametrize("markdown", [True, False])
def test_raw_content_opens_with_the_title_heading_in_either_format(markdown: bool) -> None:
    """GPT Researcher drops `title` from prefetched results: the heading is all its writer gets."""
    page = Extraction(text="Body text.", title=" Tide tables ", is_full=True, reason=None, markdown=markdown)
    assert page.content == "# Tide tables\n\nBody text."
    # a text opening with its own headline (the declared title words it differently): that line heads it
    headed = "## Tide tables for May\n\nBody text." if markdown else "Tide tables for May\n\nBody text."
    page = Extraction(text=headed, title="Tide tables for May", is_full=True, reason=None, markdown=markdown)
    assert page.content.startswith("#")
    assert page.content.count("Tide tables for May") == 1
    assert page.content.endswith("\n\nBody text.")


def test_ranking_results_loads_no_extraction_library() -> None:
    """The process that fetches and ranks (a research's, a server's) leaves extraction to the
    workers: trafilatura, imported for its Simhash comparison alone, added 25 MB to a server."""
    import subprocess
    import sys

    probe = (
        "import sys, gptr_fulltext.pipeline, gptr_fulltext.apps.server\n"
        "print(sorted(m for m in ('trafilatura', 'lxml', 'htmldate', 'justext') if m in sys.modules))"
    )
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"


def test_near_duplicates_are_counted_by_the_bits_their_simhashes_share() -> None:
    """64-bit fingerprints 3 bits apart are 61/64 alike; a fingerprint that is not hex is no match."""
    page = Candidate("https://a.example/1", 0)
    text = extract(article(), page.url)
    assert text.fingerprint is not None
    near = f"{int(text.fingerprint, 16) ^ 0b10101:x}"
    kept = Outcome(page, True, None, extraction=text)
    other = replace(text, fingerprint=near, canonical_url="https://b.example/2")
    copy = Outcome(Candidate("https://b.example/2", 1), True, None, extraction=other)
    final, _ = rank_and_dedupe([kept.candidate, copy.candidate], {0: kept, 1: copy}, 5, similarity=0.95)
    assert final[1].reason is Reason.DUPLICATE and "95% alike" in final[1].detail
    final, _ = rank_and_dedupe([kept.candidate, copy.candidate], {0: kept, 1: copy}, 5, similarity=0.96)
    assert final[1].kept
    broken = replace(copy, extraction=replace(other, fingerprint="not-hex"))
    final, _ = rank_and_dedupe([kept.candidate, broken.candidate], {0: kept, 1: broken}, 5, similarity=0.5)
    assert final[1].kept
