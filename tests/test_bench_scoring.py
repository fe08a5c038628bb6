"""The benchmarks' scoring (`scripts/corpora.py`): token bags as the corpora README defines them, the
fixed dev/check split, and Zyte's shingle metric."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

# The benchmark scripts import `corpora` from their own folder; so does this test, under the same
# module name (mypy checks scripts/ as top-level modules, and would see the file twice otherwise).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from corpora import (
    ALL_CORPORA,
    Mean,
    TokenScore,
    bag,
    macro,
    mean,
    shingle_compare,
    shingle_summary,
    split_of,
    token_score,
    zyte_held_out,
)


def test_empty_gold_scores_one_for_empty_output_and_zero_otherwise() -> None:
    assert token_score("", "") == TokenScore(1.0, 1.0, 1.0)
    assert token_score("", "  ... — ") == TokenScore(1.0, 1.0, 1.0)  # no \w+ token: empty
    assert token_score("", "anything") == TokenScore(0.0, 0.0, 0.0)


def test_empty_output_against_a_gold_scores_zero() -> None:
    assert token_score("some gold text", "") == TokenScore(0.0, 0.0, 0.0)


def test_identical_text_scores_one() -> None:
    assert token_score("The cat sat.", "The cat sat.") == TokenScore(1.0, 1.0, 1.0)


def test_tokens_are_lower_cased_words_and_punctuation_does_not_count() -> None:
    assert token_score("The CAT, sat!", "the cat sat") == TokenScore(1.0, 1.0, 1.0)
    assert bag("Don't stop_me 42") == {"don": 1, "t": 1, "stop_me": 1, "42": 1}


def test_disjoint_text_scores_zero() -> None:
    assert token_score("alpha beta", "gamma delta") == TokenScore(0.0, 0.0, 0.0)


def test_tokens_count_as_bags_not_sets() -> None:
    # gold: a a b (3 tokens); output: a b b b (4): overlap min(2,1) + min(1,3) = 2
    score = token_score("a a b", "a b b b")
    assert score.precision == pytest.approx(2 / 4)
    assert score.recall == pytest.approx(2 / 3)
    assert score.f1 == pytest.approx(2 * (1 / 2) * (2 / 3) / (1 / 2 + 2 / 3))
    # order does not matter
    assert token_score("one two three", "three two one") == TokenScore(1.0, 1.0, 1.0)


def test_gold_may_be_given_as_its_bag() -> None:
    assert token_score(bag("x y z"), "x y") == token_score("x y z", "x y")


def test_pages_average_per_corpus_and_corpora_in_the_macro() -> None:
    small = mean([TokenScore(1.0, 1.0, 1.0)])
    large = mean([TokenScore(0.0, 0.0, 0.0)] * 3 + [TokenScore(1.0, 0.5, 2 / 3)])
    assert large.f1 == pytest.approx((2 / 3) / 4)
    assert large.precision == pytest.approx(0.25)
    assert large.pages == 4
    both = macro([small, large])
    assert both.f1 == pytest.approx((1.0 + (2 / 3) / 4) / 2)  # each corpus weighs the same
    assert both.pages == 5
    assert mean([]) == Mean(0.0, 0.0, 0.0, 0)


def test_split_is_the_first_byte_of_the_salted_hash() -> None:
    for corpus, page_id in [("cleaneval", "dev-1"), ("wcxb-dev", "0001"), ("zyte", "04a6711caa")]:
        first = hashlib.sha256(f"gptr-fulltext corpora split v1:{corpus}/{page_id}".encode()).digest()[0]
        assert split_of(corpus, page_id) == ("dev" if first < 128 else "check")
    ids = [f"{n:04d}" for n in range(2000)]
    dev = sum(split_of("wcxb-dev", page_id) == "dev" for page_id in ids)
    assert 900 < dev < 1100  # about half
    assert "zyte" in ALL_CORPORA


def test_zyte_shingles_keep_their_metric() -> None:
    text = "one two three four five six"
    assert shingle_compare(text, text).f1 == 1.0
    nothing = shingle_compare(text, "")
    assert nothing.precision is None  # no shingle predicted: left out of the precision average
    assert nothing.recall == 0.0 and nothing.f1 == 0.0
    # Zyte's aggregate is the F1 of the averaged precision and recall, not the mean of page F1s
    summary = shingle_summary([shingle_compare(text, text), shingle_compare(text, "seven eight nine ten")])
    assert summary.precision == pytest.approx(0.5)
    assert summary.recall == pytest.approx(0.5)
    assert summary.f1 == pytest.approx(0.5)
    held_out = zyte_held_out(f"{n:03x}" for n in range(181))
    assert len(held_out) == 40
