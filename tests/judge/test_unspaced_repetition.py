"""Repetition in Thai, Lao, Burmese and Khmer (`rules._unspaced_compression`), in two languages and layouts.

Their long prose marks no sentence's end (Thai, Lao) and its UTF-8 compresses as well as repetition
does: it must be kept, and keyword stuffing in the same scripts still dropped. The pages are this
file's own; none is a blind page or copied from a corpus.
"""

# ruff: noqa: E501  (the pages' prose is data)

from __future__ import annotations

from pathlib import Path

import pytest

import gptr_fulltext
from gptr_fulltext.evidence.textstats import compression_ratio

_TEXTS = Path(__file__).parent / "unspaced"


def _portal(lang: str, title: str, content: str) -> bytes:
    """A header with a menu, the content in a story column, a column of links, a footer."""
    menu = "".join(f"<a href='/c/{i}'>หมวด {i}</a> " for i in range(6))
    links = "".join(f"<li><a href='/n/{i}'>ข่าวอื่นของวันนี้ ลำดับที่ {i}</a></li>" for i in range(5))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title} | ข่าวริมคลอง</title></head>"
        f"<body><div class='head'><a href='/'>ข่าวริมคลอง</a><div class='menu'>{menu}</div></div>"
        f"<div class='cols'><div id='story'>{content}</div><div class='links'><ul>{links}</ul></div></div>"
        "<div class='foot'><a href='/privacy'>Privacy</a> · <a href='/contact'>Contact</a></div></body></html>"
    ).encode()


def _plain(lang: str, title: str, content: str) -> bytes:
    """A site name above the content, an address line below it; no `<article>`, no `<main>`."""
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title} - ຂ່າວບ້ານ</title></head><body>"
        "<h3 class='site'>ຂ່າວບ້ານ</h3>"
        f"<div class='main'>{content}</div><address>ຂ່າວບ້ານ, ວຽງຈັນ</address></body></html>"
    ).encode()


def _paragraphs(name: str) -> str:
    return "".join(
        f"<p>{line}</p>" for line in (_TEXTS / name).read_text(encoding="utf-8").splitlines() if line
    )


# Thai and Lao mark no sentence's end, and their UTF-8 shares lead bytes: prose compresses to 0.28-0.33,
# under the word-list limit (0.35) measured on Chinese and Japanese, and was dropped as `word_list`.
# Read one byte a character, the prose compresses to 0.6-0.7 and keyword stuffing to under 0.1.

_UNSPACED_PROSE = {
    "th-portal": lambda: _portal(
        "th", "ห้องสมุดริมคลองครบสิบปี", "<h1>ห้องสมุดริมคลองครบสิบปี</h1>" + _paragraphs("th-library.txt")
    ),
    "lo-plain": lambda: _plain(
        "lo", "ກຸ່ມປູກຜັກສົ່ງໂຮງຮຽນ", "<h1>ກຸ່ມປູກຜັກສົ່ງໂຮງຮຽນ</h1>" + _paragraphs("lo-vegetables.txt")
    ),
}

_THAI_STUFFED = " ".join(
    f"ที่พักกระบี่ราคาถูก โรงแรมกระบี่ราคาถูก ที่พักกระบี่ติดทะเล จองที่พักกระบี่ {place}"
    for place in ("อ่าวนาง", "ไร่เลย์", "คลองม่วง", "ทับแขก", "เกาะลันตา", "เกาะพีพี") * 3
)
_LAO_STUFFED = " ".join(
    f"ເຊົ່າລົດວຽງຈັນລາຄາຖືກ ເຊົ່າລົດຕູ້ວຽງຈັນ ເຊົ່າລົດຂັບເອງວຽງຈັນ {place}"
    for place in ("ສະໜາມບິນ", "ວັງວຽງ", "ຫຼວງພະບາງ", "ປາກເຊ", "ທ່າແຂກ", "ໂພນໂຮງ") * 3
)
_UNSPACED_STUFFED = {
    "th-portal": lambda: _portal("th", "ที่พักกระบี่ราคาถูก", f"<h1>ที่พักกระบี่ราคาถูก</h1><p>{_THAI_STUFFED}</p>"),
    "lo-plain": lambda: _plain("lo", "ເຊົ່າລົດວຽງຈັນລາຄາຖືກ", f"<h1>ເຊົ່າລົດວຽງຈັນລາຄາຖືກ</h1><p>{_LAO_STUFFED}</p>"),
}


@pytest.mark.parametrize("name", sorted(_UNSPACED_PROSE))
def test_unspaced_prose_without_full_stops_is_full(name: str) -> None:
    page = gptr_fulltext.extract(_UNSPACED_PROSE[name](), url=f"https://news.example/{name}")
    assert compression_ratio(page.text) < 0.35  # the shape the old rule misread
    assert page.is_full, (page.reason, page.detail)


@pytest.mark.parametrize("name", sorted(_UNSPACED_STUFFED))
def test_unspaced_keyword_stuffing_stays_a_word_list(name: str) -> None:
    page = gptr_fulltext.extract(_UNSPACED_STUFFED[name](), url=f"https://cheap.example/{name}")
    assert not page.is_full
    assert page.reason == "word_list", page.detail
