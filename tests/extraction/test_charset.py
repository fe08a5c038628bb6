"""Decoding: charset only in <meta>, wrong header charsets, BOMs, bodies cut mid-character.

The fixtures in `fixtures/encodings/` are real pages in windows-1252, Shift_JIS, GBK and UTF-8 with a
BOM; `cases.json` gives the Content-Type each is served with (often wrong) and phrases that only a
correct decoding contains.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gptr_fulltext import extract
from gptr_fulltext.extraction.charset import decode_html

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "encodings"
CASES: list[dict[str, Any]] = json.loads((FIXTURES / "cases.json").read_text(encoding="utf-8"))


def test_fixtures_cover_the_encodings_and_are_not_utf8() -> None:
    assert {case["encoding"] for case in CASES} >= {"cp1252", "shift_jis", "gbk", "utf-8"}
    for case in CASES:
        body = (FIXTURES / case["file"]).read_bytes()
        if case["encoding"] == "utf-8":
            assert body.startswith(b"\xef\xbb\xbf")
        else:
            with pytest.raises(UnicodeDecodeError):
                body.decode("utf-8")


@pytest.mark.parametrize("case", CASES, ids=[case["file"] for case in CASES])
def test_fixture_decodes_to_its_text(case: dict[str, Any]) -> None:
    body = (FIXTURES / case["file"]).read_bytes()
    text = decode_html(body, {"content-type": case["content_type"]})
    for phrase in case["expect"]:
        assert phrase in text
    assert "\ufffd" not in text


@pytest.mark.parametrize("case", CASES, ids=[case["file"] for case in CASES])
def test_fixture_extracts_as_a_full_page(case: dict[str, Any]) -> None:
    body = (FIXTURES / case["file"]).read_bytes()
    page = extract(body, "https://example.org/article", headers={"Content-Type": case["content_type"]})
    assert page.is_full, page.detail
    for phrase in case["expect"]:
        assert phrase in page.text
    assert page.title is not None and page.title in page.content.split("\n", 1)[0]


def test_header_charset_that_garbles_the_text_loses_to_meta() -> None:
    """GBK bytes also decode as windows-1252 (into mojibake): the header must not win by default."""
    case = next(case for case in CASES if case["file"] == "gbk-header-says-windows-1252.html")
    body = (FIXTURES / case["file"]).read_bytes()
    assert body.decode("cp1252")  # the wrong label would "work"
    assert case["expect"][0] in decode_html(body, {"content-type": case["content_type"]})


def test_utf8_cut_inside_a_character_is_still_utf8() -> None:
    body = "<p>Grüße aus Köln – 東京から</p>".encode()
    cut = body[: body.index("京".encode()) + 1]
    assert decode_html(cut).endswith("東")


def test_undeclared_legacy_bytes_are_detected() -> None:
    text = "Le café déjà prêt, la crème brûlée et l’œuvre « complète » coûtent 12 €. " * 20
    body = f"<html><body><p>{text}</p></body></html>".encode("cp1252")
    assert "crème brûlée" in decode_html(body)


def test_unknown_charset_label_is_ignored() -> None:
    body = "<html><body><p>naïve façade</p></body></html>".encode("cp1252")
    assert "naïve façade" in decode_html(body, {"content-type": "text/html; charset=x-no-such-charset"})
