"""Shortcuts the judge and the pre-parse take for CPU give the answers the full work gives (#16 item
6): the directory rules' paragraph test, markdown's markers taken off line by line, the facts only
the rules for short pages read, read late from the page parsed again."""

from __future__ import annotations

import re

import pytest

from gptr_fulltext import extract
from gptr_fulltext.evidence.signals import inspect_html
from gptr_fulltext.evidence.textstats import _MARKDOWN_MARKERS, _unmarked, measure
from gptr_fulltext.extraction.api import extract_html
from gptr_fulltext.judge import directories, records
from gptr_fulltext.judge.rules import judge_page
from gptr_fulltext.reasons import Reason
from gptr_fulltext.settings import Settings

_PARAGRAPH_EN = (
    "The clinic opened its second site in the old market hall this spring, after two years in which "
    "the waiting list for a first appointment grew to eleven weeks. Both sites keep the same hours, "
    "take the same insurance and share one booking line, and the doctors below see patients at either "
    "of them on the days shown."
)
_PARAGRAPH_PL = (
    "Spółdzielnia prowadzi dziś osiem punktów obsługi w całym województwie i każdy z nich przyjmuje "
    "wnioski o dopłaty, rozlicza dostawy mleka i doradza w sprawie pasz. Punkty działają od poniedziałku "
    "do piątku, a w sezonie także w soboty rano, i każdy ma własny numer telefonu podany poniżej."
)
_ENTRIES_EN = [f"Dr. {name} – Room {20 + i} – +44 20 7946 0{i}{i}1" for i, name in enumerate(
    ("Ann Reyes", "Bo Chen", "Cy Okafor", "Di Marsh", "Ed Quinn", "Fay Lind")
)]  # fmt: skip
_ENTRIES_PL = [f"Punkt {town} – ul. Rynek {i} – tel. 12 634 1{i} 2{i}" for i, town in enumerate(
    ("Bochnia", "Wieliczka", "Myślenice", "Olkusz", "Miechów", "Proszowice"), start=1
)]  # fmt: skip
_RECORDS_EN = [
    line for i in range(6) for line in (f"Branch {i}", f"{i} High Street", f"Tel. 020 7946 01{i}{i}")
]


@pytest.mark.parametrize(
    "lines",
    [
        _ENTRIES_EN,
        _ENTRIES_PL,
        _RECORDS_EN,
        [_PARAGRAPH_EN, *_ENTRIES_EN],
        [*_ENTRIES_PL, _PARAGRAPH_PL],
        [_RECORDS_EN[0], _PARAGRAPH_EN, *_RECORDS_EN[1:]],
        [f"| {entry.replace(' – ', ' | ')} |" for entry in _ENTRIES_EN] + [_PARAGRAPH_EN],
    ],
)
def test_the_paragraph_test_answers_as_the_directory_rules_do(
    lines: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With and without the paragraph test the rules give the same verdict, and a text with a
    paragraph is never a directory."""
    text = measure("\n".join(lines))
    fast = (directories.directory(text), records.directory_records(text))
    monkeypatch.setattr(directories, "has_paragraph", lambda _text: False)
    monkeypatch.setattr(records, "has_paragraph", lambda _text: False)
    assert (directories.directory(text), records.directory_records(text)) == fast
    if any(len(line.split()) > 60 and "|" not in line for line in lines):
        assert fast == (None, None)


def test_a_directory_without_a_paragraph_is_still_found_in_two_languages() -> None:
    for lines in (_ENTRIES_EN, _ENTRIES_PL):
        verdict = directories.directory(measure("\n".join(lines)))
        assert verdict is not None and verdict.reason == Reason.LISTING_PAGE


_MARKDOWN = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+|[-*+>][ \t]+|\d+[.)][ \t]+|\|)|\*\*|__|`", re.MULTILINE)


@pytest.mark.parametrize(
    "text",
    [
        "# Titel\n\n- erster **Punkt**\n  * zweiter\n1. eins\n12) zwölf\n> zitiert `code`\n| a | b |",
        "####### sieben\n#ohne\n-x\n- \n***\n__init__ und _a_\n\t-\tTab\n3.14 ist keine Nummer",
        "## 見出し\n- 項目 **強調**\n2. 二番目\n普通の文。",
    ],
)
def test_markers_taken_off_line_by_line_as_the_whole_text_pattern_does(text: str) -> None:
    assert _MARKDOWN_MARKERS.pattern == _MARKDOWN.pattern
    assert [_unmarked(line) for line in text.split("\n")] == _MARKDOWN.sub("", text).split("\n")


def test_facts_for_short_pages_are_read_only_when_a_rule_asks() -> None:
    """An article long enough for every rule never parses its page again; a JavaScript shell, in two
    languages, is read late and judged a shell as before."""
    article = "".join(f"<p>{_PARAGRAPH_EN}</p>" for _ in range(4))
    page = (
        "<html><head><title>Two sites</title></head><body><div id='app'></div>"
        f"<h1>Two sites</h1>{article}</body></html>"
    )
    main = extract_html(page, "https://clinic.example/news/two-sites", {}, Settings())
    assert judge_page(main, Settings()).is_full
    assert main.evidence.signals.late._facts is None
    for notice in ("Please enable JavaScript to use this app.", "Bitte aktivieren Sie JavaScript."):
        shell = (
            "<html><head><title>App</title></head><body><div id='root'></div>"
            f"<noscript>{notice}</noscript></body></html>"
        )
        signals = inspect_html(shell)
        assert signals.late._facts is None
        assert signals.empty_app_root and notice in signals.noscript_text
        assert signals.late._facts is not None
        assert extract(shell, "https://app.example/").reason == Reason.JS_SHELL
