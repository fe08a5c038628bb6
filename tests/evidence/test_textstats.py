"""Text measures: fair word counts across scripts, and what kind of text a main text is."""

from __future__ import annotations

import pytest

from gptr_fulltext.evidence.textstats import (
    _UNSPACED,
    _WORD,
    CHARS_PER_WORD_UNSPACED,
    compression_ratio,
    count_words,
    distinct_sentences,
    ends_sentence,
    lexical_variety,
    lower_words,
    measure,
    title_phrase_share,
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


PROSE = (
    "Ferries returned to the island on Monday after three weeks of repairs to the landing ramp. "
    "The operator said that the first crossing carried forty passengers and a delivery van, and "
    "that timetables would be back to normal by the weekend. Shop owners welcomed the news, "
    "saying the closure had cost them most of their autumn trade."
)


def test_a_doorway_restates_its_title_and_prose_names_it_now_and_then() -> None:
    title = "Island ferry timetable | Ferries to the island"
    assert title_phrase_share(PROSE, [title]) == 0.0  # "to the" twice, "the island" once
    doorway = " ".join(
        f"Need the island ferry timetable for {day}? Our island ferry timetable lists every island ferry."
        for day in ("Monday", "Tuesday", "Friday", "Sunday")
    )
    assert title_phrase_share(doorway, [title]) > 0.3
    assert title_phrase_share(doorway, ["Harbour works"]) == 0.0  # repeated, but not the title
    # scripts without spaces: the title's characters wherever they start
    ja = (
        "東京の格安ホテルを探すなら。格安ホテルの予約は東京で。人気の格安ホテルを比較。新宿の格安ホテルも。"
        * 2
    )
    assert title_phrase_share(ja, ["格安ホテル 予約"]) > 0.3
    assert title_phrase_share("too short", ["too short"]) == 0.0


def test_distinct_sentences_count_what_is_said_not_how_often() -> None:
    assert distinct_sentences(" ".join([PROSE] * 5)) == 3
    filler = " ".join(["The council met on Monday to discuss the harbour."] * 10)
    assert distinct_sentences(filler) == 1
    assert (
        distinct_sentences("東京都は新しい図書館を開館した。開館式には市長も出席し、大勢の市民が集まった。")
        == 2
    )


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        ("The harvest began early.", True),
        ("Was it worth it?»", True),
        ("収穫は早く始まった。", True),
        ("هل كان الأمر يستحق؟", True),
        ("Don't miss", False),
        ("Read more", False),
    ],
)
def test_ends_sentence_reads_every_script(text: str, ends: bool) -> None:
    assert ends_sentence(text) is ends


@pytest.mark.parametrize(
    "text",
    [
        "Plain ASCII, with O'Brien's e-mail and 3.5 percent.",
        "Café “quotes” — Straße ÉCOLE naïve",
        "İSTANBUL'DA İki kişi",  # İ lowers to two characters
        "ΟΔΟΣ:ΑΘΗΝΑ and ΟΔΟΣ ΑΘΗΝΑ",  # Σ lowers by what follows it
        "東京タワー visited by ΧΑΡΗΣ",
        "हिन्दी शब्द और Русский ТЕКСТ",
    ],
)
def test_lower_words_are_each_words_own_lower_case(text: str) -> None:
    assert lower_words(text) == [token.lower() for token in _WORD.findall(_UNSPACED.sub(" ", text))]


@pytest.mark.parametrize(
    "text",
    [
        "Café “quotes” — Straße ÉCOLE naïve, l’été 2.5-fold",
        "Москва: «новые» станции — 12 шт.",
        "قال الكاتب إن الخط فن",  # Arabic without vowel marks
        "שלום עולם, it's done_now",  # an underscore parts words
        "東京タワー visited by ΧΑΡΗΣ",
        "किसानों को मानसून की बारिश से राहत मिली है।",  # marks: the full pattern
        "é is e\u0301 in Café",  # a combining accent after a Latin letter
    ],
)
def test_words_are_counted_as_the_full_pattern_counts_them(text: str) -> None:
    """Text without combining marks is counted with a one-class pattern: the same words."""
    unspaced = len(_UNSPACED.findall(text))
    words = len(_WORD.findall(_UNSPACED.sub(" ", text))) + round(unspaced / CHARS_PER_WORD_UNSPACED)
    assert count_words(text) == words


def test_lower_words_lower_final_sigma_and_dotted_i_word_by_word() -> None:
    assert lower_words("ΟΔΟΣ:ΑΘΗΝΑ") == ["οδος", "αθηνα"]  # the text lowered whole gives "οδοσ"
    assert lower_words("İZMİR") == ["i̇zmi̇r"]


@pytest.mark.parametrize(
    "line",
    [
        "red apples | green pears | ripe plums | figs | dates",  # exactly four separators
        "harbour - ferry - ramp - timetable - island",  # spaced hyphens
        "Äpfel, Birnen, Pflaumen, Feigen, Datteln, Quitten",  # not ASCII: the regex counts
        "東京・大阪、京都、奈良、神戸、札幌",
    ],
)
def test_keyword_lists_at_the_separator_bound_are_still_lists(line: str) -> None:
    assert measure(line).list_share == 1


def test_the_separator_bound_never_turns_away_a_line_the_full_test_reads() -> None:
    """`_may_be_keyword_list` answers `False` only where the separators `_LIST_MARKS` counts could not
    make a list: checked on lines mixing every separator, hyphens inside words and prose."""
    import random

    from gptr_fulltext.evidence.textstats import (
        _LIST_MARKS,
        _LIST_MAX_WORDS_PER_ITEM,
        _LIST_MIN_ITEMS,
        _may_be_keyword_list,
    )

    pieces = ["word", "two words", "well-known", "a - b", "x,y", " | ", ", ", " / ", "; ", " - ", "-", "."]
    rng = random.Random(16)
    lists = 0
    for _ in range(3000):
        line = "".join(rng.choice(pieces) for _ in range(rng.randint(3, 20)))
        lists += bool(measure(line).list_share)
        for words in (1, 4, 8, 16, 24, 40):
            separators = len(_LIST_MARKS.findall(line))
            most = _LIST_MAX_WORDS_PER_ITEM * (separators + 1)
            possible = separators >= _LIST_MIN_ITEMS - 1 and words <= most
            assert _may_be_keyword_list(line, words) or not possible, (line, words)
    assert lists  # some of the lines are lists, so the bound was tested where it must let them through
