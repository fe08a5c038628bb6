"""The public `extract()` contract: pure, total, and honest about why a page is thin."""

from __future__ import annotations

import pytest

from fixtures.site import Page
from gptr_fulltext import Extraction, extract
from gptr_fulltext.evidence.textstats import count_words
from gptr_fulltext.settings import Settings
from tests.conftest import pick


def test_full_article_from_bytes_and_from_text(corpus: dict[str, Page]) -> None:
    page = pick(corpus, expect="full", kind="article")[0]
    from_bytes = extract(page.body(), "https://news.example/story")
    from_text = extract(page.body().decode("utf-8"))
    assert isinstance(from_bytes, Extraction)
    assert from_bytes.is_full and from_bytes.reason is None
    assert from_bytes.title and from_bytes.title not in from_bytes.text.split("\n")[0]
    assert from_bytes.content == f"# {from_bytes.title}\n\n{from_bytes.text}"
    assert from_bytes.words > 300
    assert from_text.text == from_bytes.text


def test_plain_text_format_has_no_markdown(corpus: dict[str, Page]) -> None:
    page = pick(corpus, expect="full", kind="article")[0]
    plain = extract(page.body(), settings=Settings(output_format="text"))
    assert plain.is_full
    assert not plain.text.startswith("#")
    assert "**" not in plain.text


@pytest.mark.parametrize("reason", ["http_status", "binary"])
def test_thin_pages_carry_a_reason_and_a_detail(corpus: dict[str, Page], reason: str) -> None:
    for page in pick(corpus, expect="thin", reason=reason, count=3):
        result = extract(page.body(), status=page.status, headers=page.headers)
        assert not result.is_full
        assert result.reason == reason
        assert result.detail


def test_challenge_header_names_the_reason(corpus: dict[str, Page]) -> None:
    page = next(p for p in corpus.values() if p.headers.get("cf-mitigated") == "challenge")
    result = extract(page.body(), status=page.status, headers=page.headers)
    assert (result.is_full, result.reason) == (False, "bot_challenge")


@pytest.mark.parametrize("html", [b"", "", b"<html", "<p>" * 10_000, b"\x00\x00\x00", b"\xff\xfe\x00<"])
def test_degenerate_input_never_raises(html: bytes | str) -> None:
    result = extract(html)
    assert isinstance(result, Extraction)
    assert not result.is_full and result.reason


def test_words_are_counted_fairly_across_scripts() -> None:
    assert count_words("The quick brown fox jumps over the lazy dog.") == 9
    # 25 Han characters ≈ 12 words; whitespace splitting would say 1.
    assert count_words("研究人员发现这种新材料在高温下依然保持稳定性能表现") == 12
    assert count_words("東京都は新しい図書館を開館した。") == 8
    assert count_words("서울시는 새로운 도서관을 열었다") == 4
    assert count_words("Москва — столица России.") == 3


@pytest.mark.parametrize(
    "text",
    [
        "",
        "!!! ... ,,, ---",
        "The council met on Monday. " * 40 + "Then it voted, and the ferry ran again.",
        "渡船在周一恢复运营。码头维修了一个月。" * 30,
        "short words only: a an to of in on at by " * 10,
        " ".join(f"token{n % 97}" for n in range(5000)),
    ],
)
def test_the_fingerprint_is_trafilaturas_simhash(text: str) -> None:
    from trafilatura.deduplication import content_fingerprint

    from gptr_fulltext.page import FINGERPRINT_CHARS, _fingerprint

    for title in (None, "Ferry resumes"):
        expected = content_fingerprint(f"{title or ''}\n{text[:FINGERPRINT_CHARS]}")
        assert _fingerprint(title, text) == expected
