"""Text measures: fair word counts across scripts, and what kind of text a main text is."""

from __future__ import annotations

from gptr_fulltext.evidence.textstats import (
    compression_ratio,
    count_words,
    lexical_variety,
    measure,
    top_terms_share,
    unspaced_chars,
)


def test_combining_marks_stay_inside_their_words() -> None:
    # Hindi vowel signs are combining marks; cutting at them would double the count.
    assert count_words("किसानों को मानसून की बारिश से राहत मिली है।") == 9
    assert count_words("قالَ الكاتبُ إنَّ الخطَّ فنٌّ") == 5
    assert count_words("Don’t stop the U.S. stop-gap plan") == 6


def test_unspaced_scripts_are_counted_by_characters() -> None:
    assert unspaced_chars("東京都は新しい図書館を開館した。") == 15
    assert unspaced_chars("plain ascii") == 0
    assert count_words("東京都は新しい図書館を開館した。") == 8


def test_title_repeats_labels_and_sentences() -> None:
    text = "\n".join(
        [
            "# Ferry service resumes",
            "News",
            "Home › Transport",
            "Ferry service resumes after repairs to the ramp were finished on Monday.",
            "The operator said timetables are back to normal from today.",
        ]
    )
    measures = measure(text, ["Ferry service resumes | Island Times", "Ferry service resumes"])
    assert measures.blocks[0].text == "News"  # the heading only repeated the title
    assert measures.substantive_words == 9 + 10  # the title's 3 words inside the first sentence do not count
    assert measures.sentence_share > 0.8
    assert measures.list_share == 0


def test_keyword_lists_and_table_rows() -> None:
    tags = measure("sourdough, starter, rye bread, levain, banneton, crumb, scoring, hydration")
    assert tags.list_share == 1 and tags.sentence_share == 0
    table = measure("| 2021 | 12.4 | 3.1 | 88 | 7 |\n| 2022 | 12.9 | 3.3 | 91 | 6 |")
    assert table.list_share == 0  # a markdown table is data, not a keyword list


def test_repetition_shows_in_variety_and_compression() -> None:
    stuffed = " ".join(["cheap flights", "cheap flights today", "cheap tickets", "flights cheap"] * 20)
    prose = (
        "Ferries returned to the island on Monday after three weeks of repairs to the landing ramp. "
        "The operator said that the first crossing carried forty passengers and a delivery van, and "
        "that timetables would be back to normal by the weekend. Shop owners welcomed the news, "
        "saying the closure had cost them most of their autumn trade. The council will review "
        "whether a second ramp is needed before next winter, when storms are more frequent."
    )
    assert lexical_variety(stuffed) < 0.3 < 0.7 < lexical_variety(prose)
    assert compression_ratio(stuffed) < 0.2 < compression_ratio(prose)
    assert lexical_variety("too short") == 1.0
    assert top_terms_share(prose) < 0.3 < 0.5 < top_terms_share(stuffed)
    assert top_terms_share("too short") == 0.0
