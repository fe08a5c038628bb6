"""The judge's cheap bounds give the same answers as the counts they stand in for: where a bound
cannot decide, the count still runs (`rules._at_least_words`, the doorway's length test)."""

from __future__ import annotations

import pytest

from gptr_fulltext import extract
from gptr_fulltext.evidence.textstats import Block, count_words, measure
from gptr_fulltext.judge.rules import DOORWAY_MIN_WORDS, _at_least_words
from gptr_fulltext.reasons import Reason

_TITLE = "Cheap flights Boston"
# Each sentence says the whole title: its block counts 3 words fewer than its text holds.
_SENTENCES = [
    f"{_TITLE} deals come from {n} airlines we compare daily."
    for n in ("two", "three", "four", "five", "six", "seven")
]


_SIX_ES = ("dos", "tres", "cuatro", "cinco", "seis", "siete")


def _prose(text: str, titles: tuple[str, ...] = ()) -> tuple[str, list[Block]]:
    blocks = [block for block in measure(text, titles).blocks if block.is_sentence and not block.is_list]
    return "\n".join(block.text for block in blocks), blocks


def test_blocks_short_of_the_bound_fall_back_to_the_count() -> None:
    text, blocks = _prose("\n".join(_SENTENCES), (_TITLE,))
    assert sum(block.words for block in blocks) < DOORWAY_MIN_WORDS <= count_words(text)
    assert _at_least_words(text, blocks, DOORWAY_MIN_WORDS)


@pytest.mark.parametrize(
    "text",
    [
        "The ferry crossed at dawn. It carried forty people and a van.\nThe ramp held well today.",
        "Les travaux ont duré onze semaines et mobilisé une vingtaine d'ouvriers venus des chantiers.",
        "港の防波堤は冬の間に四十センチかさ上げされた。工事は十一週間続き、二十人ほどの作業員が参加した。",
    ],
)
def test_the_bound_answers_as_the_count_does(text: str) -> None:
    text, blocks = _prose(text)
    for least in (1, 5, 10, 20, 40, 60, 200):
        assert _at_least_words(text, blocks, least) == (count_words(text) >= least), least


def test_a_doorway_whose_sentences_say_the_title_is_still_one() -> None:
    """Its sentences' blocks, less the title's words, stay under the doorway's floor, while the text
    holds enough: the page is still judged a doorway, in English and in Spanish."""
    spanish = "Vuelos baratos Madrid"
    pages = {
        _TITLE: [*_SENTENCES, f"{_TITLE} fares drop when you book {_TITLE.lower()} early."],
        spanish: [
            *(f"{spanish} con ofertas de {n} aerolíneas que comparamos hoy." for n in _SIX_ES),
            f"{spanish} bajan de precio si reserva {spanish.lower()} con tiempo.",
        ],
    }
    for title, sentences in pages.items():
        text, blocks = _prose("\n".join(sentences), (title,))
        assert sum(block.words for block in blocks) < DOORWAY_MIN_WORDS <= count_words(text)  # the count ran
        body = "".join(f"<p>{sentence}</p>" for sentence in sentences)
        html = f"<html><head><title>{title}</title></head><body><h1>{title}</h1>{body}</body></html>"
        result = extract(html, "https://example.org/deals")
        assert result.reason == Reason.WORD_LIST, (title, result.detail)
