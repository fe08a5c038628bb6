"""extract() on HTML: markdown shape, metadata, boilerplate stripping, malformed input that never raises."""

from __future__ import annotations

import logging
import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gptr_fulltext import Extraction, Settings, extract
from gptr_fulltext.reasons import Reason

PARAGRAPHS = [
    "Researchers at the coastal institute spent three winters measuring how quickly salt marshes "
    "rebuild after storms, and found that the marshes recover twice as fast where oyster reefs break "
    "the waves before they reach the grass.",
    "The team planted reef modules along four kilometres of shoreline and compared them with "
    "unprotected stretches nearby. Sediment traps showed that protected marshes gained nearly a "
    "centimetre of soil each year, enough to keep pace with the local rise in sea level.",
    "Local fishermen, who helped place the modules, say the reefs have also brought back juvenile fish "
    "that had not been seen in the estuary for a decade. The institute now plans a second phase with "
    "the regional water authority.",
]
TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>")


def article_page(body: str, *, head: str = "") -> bytes:
    return f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8">
<title>Oyster reefs help marshes recover | Coastal Times</title>
<meta property="og:site_name" content="Coastal Times">
<meta name="author" content="Maya Fernández">
<meta property="article:published_time" content="2024-04-18T09:30:00Z">
{head}</head>
<body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/science">Science</a></li>
<li><a href="/about">About</a></li></ul></nav>
<article><h1>Oyster reefs help marshes recover</h1>
{body}
</article>
<footer><p>© 2024 Coastal Times. All rights reserved.</p><a href="/privacy">Privacy</a></footer>
</body></html>""".encode()


def paragraphs(texts: list[str]) -> str:
    return "\n".join(f"<p>{text}</p>" for text in texts)


def test_markdown_starts_with_the_title_and_keeps_structure_without_html() -> None:
    body = (
        paragraphs(PARAGRAPHS[:1])
        + "<h2>How the reefs were built</h2>"
        + "<p>Each module weighs <u>two tonnes</u>, holds 10<sup>4</sup> oysters and CO<sub>2</sub> "
        "sensors, and is logged as <code>reef_module_id</code> with a field_station_code.</p>"
        + "<ul><li>Concrete base seeded with larvae</li><li>Recycled shell from local restaurants</li></ul>"
        + "<table><tr><th>Site</th><th>Soil gain</th></tr><tr><td>North</td><td>9 mm</td></tr>"
        "<tr><td>South</td><td>7 mm</td></tr></table>" + paragraphs(PARAGRAPHS[1:])
    )
    page = extract(article_page(body), "https://coastal.example/science/oysters")
    assert page.is_full, page.detail
    assert page.content.startswith("# Oyster reefs help marshes recover\n")
    assert page.content.count("Oyster reefs help marshes recover") == 1
    assert "## How the reefs were built" in page.text
    assert "- Concrete base seeded with larvae" in page.text
    assert re.search(r"\|\s*North\s*\|\s*9 mm\s*\|", page.text)
    assert "field_station_code" in page.text
    assert not TAG.search(page.text), TAG.findall(page.text)
    assert "Privacy" not in page.text and "Home" not in page.text


def test_text_format_is_plain() -> None:
    page = extract(article_page(paragraphs(PARAGRAPHS)), None, settings=Settings(output_format="text"))
    assert PARAGRAPHS[0] in page.text
    assert "#" not in page.text


def test_metadata_title_without_site_name_author_date_site_language() -> None:
    page = extract(article_page(paragraphs(PARAGRAPHS)), "https://coastal.example/science/oysters")
    assert page.title == "Oyster reefs help marshes recover"
    assert page.author == "Maya Fernández"
    assert page.date == "2024-04-18"
    assert page.site_name == "Coastal Times"
    assert page.language == "en-GB"


def test_language_falls_back_to_content_language_header() -> None:
    html = article_page(paragraphs(PARAGRAPHS)).replace(b' lang="en-GB"', b"")
    page = extract(html, None, headers={"Content-Language": "en-US, en"})
    assert page.language == "en-US"


def test_teasers_and_edge_pitches_go_while_article_mentions_stay() -> None:
    newsletter_mention = (
        "The findings were first shared in the institute's newsletter for partner fisheries, "
        "which asked readers to report reef sightings along the coast."
    )
    body = paragraphs(
        [
            PARAGRAPHS[0],
            "Related: Why sea grass is the ocean's cheapest carbon store",
            newsletter_mention,
            *PARAGRAPHS[1:],
            "Sign up for our free weekly newsletter and never miss a story.",
            "Share this article with a friend!",
        ]
    )
    page = extract(article_page(body), "https://coastal.example/science/oysters")
    assert "Related:" not in page.text
    assert "Sign up" not in page.text
    assert "Share this article" not in page.text
    assert newsletter_mention in page.text
    assert PARAGRAPHS[2] in page.text


def test_closing_section_under_a_pitch_heading_goes() -> None:
    body = paragraphs(PARAGRAPHS) + "<h3>Comments</h3><p>Be the first to comment.</p>"
    page = extract(article_page(body), None)
    assert PARAGRAPHS[2] in page.text
    assert "Comments" not in page.text
    assert "first to comment" not in page.text


DEEP = b"<html><body>" + b"<div>" * 10_000 + paragraphs(PARAGRAPHS).encode() + b"</div>" * 10_000
MALFORMED = {
    "empty": b"",
    "whitespace": b" \n\t ",
    "truncated": article_page(paragraphs(PARAGRAPHS * 2))[:1500],
    "deep-nesting": DEEP,
    "deep-unclosed": b"<html><body>" + b"<div><span>" * 10_000 + paragraphs(PARAGRAPHS).encode(),
    "nul-bytes": article_page(paragraphs(PARAGRAPHS)).replace(b"marshes", b"mar\x00shes"),
    "invalid-utf8": article_page(paragraphs(PARAGRAPHS)).replace(b"recover", b"rec\xff\xfeover"),
    "20-mb": b"<html><body><article>"
    + paragraphs(PARAGRAPHS * 28_000).encode()
    + b"</article></body></html>",
    "only-markup": b"<html><head></head><body><div><span></span></div></body></html>",
    "not-html": b"just a line of text, no markup at all",
}


@pytest.mark.parametrize("raw", MALFORMED.values(), ids=list(MALFORMED))
def test_malformed_input_gives_an_extraction(raw: bytes) -> None:
    page = extract(raw, "https://example.org/broken")
    assert_consistent(page)
    assert "\x00" not in page.text


# Inputs a code review found raising out of `extract()`; each page is a whole article besides.
HOSTILE_ARTICLES = {
    # in windows-1252, so that the declared label is read (valid UTF-8 would be taken as it is)
    "charset-rot13-meta": article_page(paragraphs(PARAGRAPHS))
    .decode()
    .replace("utf-8", "rot13", 1)
    .encode("cp1252"),
    "charset-base64-meta": article_page(paragraphs(PARAGRAPHS))
    .decode()
    .replace("utf-8", "base64", 1)
    .encode("cp1252"),
    "charset-undefined-meta": article_page(paragraphs(PARAGRAPHS))
    .decode()
    .replace("utf-8", "undefined", 1)
    .encode("cp1252"),
    "huge-word-count": article_page(
        paragraphs(PARAGRAPHS),
        head='<script type="application/ld+json">{"@type": "NewsArticle", "wordCount": '
        + "9" * 5000
        + "}</script>",
    ),
    "broken-ipv6-canonical": article_page(
        paragraphs(PARAGRAPHS), head='<link rel="canonical" href="http://[x">'
    ),
}


@pytest.mark.parametrize("raw", HOSTILE_ARTICLES.values(), ids=list(HOSTILE_ARTICLES))
def test_hostile_declarations_do_not_cost_the_article(raw: bytes) -> None:
    page = extract(raw, "https://example.org/2024/oysters")
    assert page.is_full, page.detail
    # one accented letter on the page: detection may name another single-byte code page for it
    assert "Oyster reefs" in page.content and (page.author or "").startswith("Maya Fern")


@pytest.mark.parametrize("label", ["rot13", "zip", "hex", "undefined", "no-such-charset"])
def test_a_header_charset_that_is_no_text_encoding_is_ignored(label: str) -> None:
    raw = article_page(paragraphs(PARAGRAPHS)).decode().replace('<meta charset="utf-8">', "").encode("cp1252")
    page = extract(raw, "https://example.org/a", headers={"Content-Type": f"text/html; charset={label}"})
    assert page.is_full and (page.author or "").startswith("Maya Fern")


def test_utf16_with_a_byte_order_mark_is_text_not_binary() -> None:
    raw = article_page(paragraphs(PARAGRAPHS)).decode().replace('<meta charset="utf-8">', "")
    for encoded in ("\ufeff" + raw).encode("utf-16-le"), ("\ufeff" + raw).encode("utf-16-be"):
        page = extract(encoded, "https://example.org/2024/oysters")
        assert page.is_full, page.detail
        assert page.author == "Maya Fernández"


def test_a_canonical_naming_the_home_page_is_not_the_articles_address() -> None:
    head = '<link rel="canonical" href="https://example.org/">'
    assert (
        extract(article_page(paragraphs(PARAGRAPHS), head=head), "https://example.org/2024/a").canonical_url
        is None
    )
    own = '<link rel="canonical" href="/2024/oysters">'
    page = extract(article_page(paragraphs(PARAGRAPHS), head=own), "https://example.org/2024/oysters?amp=1")
    assert page.canonical_url == "https://example.org/2024/oysters"


def test_empty_body_is_thin_too_short() -> None:
    page = extract(b"", None)
    assert (page.is_full, page.reason) == (False, "too_short")


def test_oversized_page_is_read_up_to_the_byte_bound() -> None:
    huge = MALFORMED["20-mb"]
    assert len(huge) > 20_000_000
    page = extract(huge, None, settings=Settings(max_bytes=200_000))
    assert page.is_full, page.detail
    assert PARAGRAPHS[0] in page.text


def assert_consistent(page: Extraction) -> None:
    assert isinstance(page, Extraction)
    assert page.is_full == (page.reason is None)
    assert page.reason is None or page.reason in set(Reason)
    assert page.words >= 0
    assert not page.is_full or page.words >= Settings().min_words


_FRAGMENTS = st.sampled_from(
    [
        "<html>",
        "<body>",
        "<div>",
        "</div>",
        "<p>",
        "</p>",
        "<article>",
        "<table><tr><td>",
        "<ul><li>",
        "<script>var x = '</p>';</script>",
        "<!--",
        "-->",
        "<![CDATA[",
        "<meta charset='shift_jis'>",
        "&amp;",
        "&#0;",
        "&#xD800;",
        "<h1>",
        "</h1>",
        "<title>",
        "\x00",
        "\ufeff",
        "<svg><foreignObject>",
        "<template>",
        "<a href='javascript:'>",
        "%PDF-",
        "<?xml?>",
        "<!DOCTYPE x>",
        "<noscript>",
        # what the tree repairs (`repairs`) move, unwrap or delete
        "<span class='link'>",
        "</span>",
        "<i class='fa'></i>",
        "<blockquote class='twitter-tweet'>",
        "</blockquote>",
        "<h2><a href='/x'>",
        "</a>",
        "<br>",
    ]
)
_HTMLISH = st.lists(st.one_of(_FRAGMENTS, st.text(max_size=40)), max_size=60).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    raw=st.one_of(
        st.binary(max_size=3000), _HTMLISH, _HTMLISH.map(lambda text: text.encode("utf-8", "replace"))
    ),
    content_type=st.sampled_from(
        [
            "",
            "text/html",
            "text/html; charset=gbk",
            "application/pdf",
            "text/plain",
            "text/html; charset=rot13",
        ]
    ),
    status=st.sampled_from([200, 203, 404, 503]),
    markdown=st.booleans(),
)
@example(raw="<svg><foreignObject><html>", content_type="", status=200, markdown=False)  # an svg root
def test_extract_never_raises(raw: bytes | str, content_type: str, status: int, markdown: bool) -> None:
    options = Settings(output_format="markdown" if markdown else "text")
    page = extract(
        raw, "https://example.org/x", status=status, headers={"Content-Type": content_type}, settings=options
    )
    assert_consistent(page)
    if not 200 <= status < 300:
        assert page.reason in {"http_status", "bot_challenge"}


def test_trafilatura_no_text_warnings_are_left_to_the_judge(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG):
        result = extract(b"<html><body><nav><a href='/'>Home</a></nav></body></html>", "https://x.example/")
    assert not result.is_full and result.reason
    noise = [r for r in caplog.records if r.name.startswith("trafilatura") and r.levelno >= logging.WARNING]
    assert not noise
