"""Near-duplicates within one call: a copy ranked after its original is dropped as `duplicate`."""

from __future__ import annotations

from fixtures.site import FixtureSite, Page
from gptr_fulltext import extract
from gptr_fulltext.models import Candidate, Outcome
from gptr_fulltext.results import rank_and_dedupe
from gptr_fulltext.settings import Settings
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
