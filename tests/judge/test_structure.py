"""The structural evidence for thin pages that phrase lists miss, on pages written for it.

`fixtures/structure` holds synthetic labelled pages (none copied from a corpus): for each kind —
directories and aggregators, tag archives and clouds, galleries and video pages, doorway pages,
quota notices, paywall ledes, soft 404s — at least two unrelated pages in different languages and
layouts, beside real short pages that must stay (briefs with a clip or photos, glossary entries,
recipe cards, a data table, code-heavy docs about rate limits, CJK news, a CSS-only paywall, forum
threads, a changelog, an FAQ, song lyrics with a refrain, templated rental terms, pages about soft
404s, articles with a captcha widget or a consent banner, listings whose items carry real text).
Pages whose note says "blind batch" were written after the #17 thresholds were set and judged once.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from fixtures.site import Page, load_corpus
from gptr_fulltext import extract
from gptr_fulltext.evidence.signals import inspect_html
from gptr_fulltext.evidence.textstats import measure
from gptr_fulltext.judge.provenance import trace
from gptr_fulltext.models import Extraction

STRUCTURE = Path(__file__).resolve().parents[2] / "fixtures" / "structure"
PAGES = load_corpus(STRUCTURE)
# Misjudged in the #17 blind batch: none left. (The complete Korean story of 40 words is full and the
# Korean doorway of three sentences said over and over is a word list since Korean is measured by
# syllable too: `textstats.syllabic_words`.)
KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.fixture(scope="module")
def judged() -> dict[str, Extraction]:
    return {
        page.id: extract(
            page.body(), f"https://{page.group}.example/{page.id}", status=page.status, headers=page.headers
        )
        for page in PAGES.values()
    }


def test_every_rule_has_two_unrelated_thin_pages_in_different_languages() -> None:
    thin = [page for page in PAGES.values() if page.expect == "thin"]
    languages: dict[str | None, set[str]] = {}
    for page in thin:
        languages.setdefault(page.reason, set()).add(page.lang)
    assert all(len(langs) >= 2 for langs in languages.values()), languages
    assert Counter(page.expect for page in PAGES.values())["full"] >= 10


@pytest.mark.parametrize(
    "page_id",
    [
        pytest.param(page_id, marks=pytest.mark.xfail(strict=True, reason="a known miss"))
        if page_id in KNOWN_MISSES
        else page_id
        for page_id in sorted(PAGES)
    ],
)
def test_each_page_is_judged_as_labelled(page_id: str, judged: dict[str, Extraction]) -> None:
    page: Page = PAGES[page_id]
    verdict = judged[page_id]
    if page.expect == "full":
        assert verdict.is_full, (verdict.reason, verdict.detail)
    else:
        assert verdict.reason == page.reason, (verdict.reason, verdict.detail)


def test_text_beside_one_image_is_its_caption_but_a_paragraph_beside_a_picture_is_not() -> None:
    slides = "".join(
        f'<div class="s"><img src="/{i}.jpg"><p>Harbour at dawn, boat {i} moored.</p></div>' for i in range(6)
    )
    gallery = inspect_html(f"<body><main>{slides}</main></body>")
    assert gallery.regions.caption_count == 6 and gallery.media_kind == "gallery"
    long = " ".join(["The harbour master explained how the tides set the working day for every crew."] * 4)
    story = inspect_html(f'<body><main><div><img src="/a.jpg"><p>{long}</p></div></main></body>')
    assert story.regions.caption_count == 0


def test_a_page_that_declares_itself_a_video_is_not_an_article_embedding_one() -> None:
    video = inspect_html(
        '<head><meta property="og:type" content="video.other"></head><body><video></video></body>'
    )
    assert video.declares_media_page
    story = inspect_html(
        '<script type="application/ld+json">[{"@type":"NewsArticle"},{"@type":"VideoObject"}]</script>'
    )
    assert "VideoObject" in story.ld_types and not story.declares_media_page


def test_the_gated_part_of_a_css_paywall_is_measured_where_the_page_says_it_is() -> None:
    ld = '{"isAccessibleForFree": false, "hasPart": {"cssSelector": ".locked"}}'
    page = (
        f'<script type="application/ld+json">{ld}</script><div class="locked"><p>one two three four</p></div>'
    )
    assert inspect_html(page).gated_part_words == 4
    assert inspect_html(page.replace('class="locked"', 'class="open"')).gated_part_words == 0
    assert inspect_html(page.replace(".locked", "[[[")).gated_part_words == 0  # not CSS lexbor reads


def test_a_card_grid_is_cards_in_provenance() -> None:
    cards = "".join(
        f'<li><h3><a href="https://s{i}.test/">Story {i} headline</a></h3><p>A line on story {i}.</p></li>'
        for i in range(6)
    )
    signals = inspect_html(f"<body><main><ul>{cards}</ul></main></body>")
    text = "\n".join(f"Story {i} headline A line on story {i}." for i in range(6))
    origin = trace(measure(text), signals.regions)
    assert origin.card_blocks == 6 and origin.own == 0
