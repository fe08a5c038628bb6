"""Rendering trafilatura's XML: markdown without inline HTML or needless escapes; no headline, byline or
dateline in the text; the title heading of `content`."""

from __future__ import annotations

import re

import pytest
from lxml import etree
from trafilatura.xml import xmltotxt

from fixtures.site import Page
from gptr_fulltext import extract
from gptr_fulltext.extraction import api
from gptr_fulltext.extraction.rendering import (
    _markdown,
    drop_opening_headline,
    render,
    without_dateline,
    without_headline,
)
from gptr_fulltext.models import Extraction


def test_markdown_and_plain_text_carry_the_same_words_without_emphasis() -> None:
    from gptr_fulltext import Settings, extract

    sentence = "The ferry service between the two islands resumed on Monday after a month of repairs."
    markup = (
        "<html><body><article><h1>Cells</h1>"
        f"<p>{sentence} Use <u>only</u> 10<sup>4</sup> cells of H<sub>2</sub>O and <b>stir</b> the sample_id "
        f"column, <em>slowly</em>.</p><h2>Steps</h2><ul><li>{sentence}</li><li>Rest it.</li></ul>"
        f"<p>{sentence} <strong>Note:</strong> keep it cold.</p></article></body></html>"
    )
    markdown = extract(markup, "https://lab.example/cells").text
    plain = extract(markup, "https://lab.example/cells", settings=Settings(output_format="text")).text
    assert "Use only 104 cells of H2O and stir the sample_id column, slowly." in markdown
    assert "\n## Steps\n" in markdown and f"\n- {sentence}\n" in markdown
    assert "*" not in markdown and "<" not in markdown
    words = re.compile(r"\w+")
    assert words.findall(markdown.replace("##", "")) == words.findall(plain)


def test_a_line_of_underscores_stays_a_rule_not_escapes() -> None:
    body = etree.fromstring("<body><p>First part.</p><p>___</p><p>More AP news: see_also.</p></body>")
    text = render(body, markdown=True)
    assert "\n___\n" in f"\n{text}\n"
    assert "\\_" not in text


def test_escapes_that_matter_stay() -> None:
    body = etree.fromstring(
        "<body><p>Use *stars* and _emphasis_ literally; ask @dev_ops_ (or __init__ and snake_case_).</p>"
        "</body>"
    )
    text = render(body, markdown=True)
    assert r"\*stars\*" in text
    assert r"\_emphasis" in text and "@dev_ops_ (" in text and "snake_case_)" in text
    markdown_it = pytest.importorskip("markdown_it")  # a CommonMark renderer, to read it as a reader would
    html = markdown_it.MarkdownIt("commonmark").render(text)
    assert "<em>" not in html and "<strong>" not in html
    assert "*stars* and _emphasis_ literally; ask @dev_ops_ (or __init__ and snake_case_)." in html


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("First paragraph.", "First paragraph."),
        ("# Title\n\nFirst paragraph.", "First paragraph."),
        ("Title\nFirst paragraph.", "First paragraph."),
        ("## Title\n\nFirst paragraph.", "First paragraph."),
        ("    indented first line", "indented first line"),
        ("‘Title’\nFirst paragraph.", "First paragraph."),
    ],
)
def test_markdown_content_starts_with_the_title_heading_once(text: str, expected: str) -> None:
    body = without_headline(text, "Title")
    assert body.lstrip() == expected
    page = Extraction(text=body.lstrip(), title="Title", is_full=True, reason=None, markdown=True)
    assert page.content == f"# Title\n\n{expected}"


def test_no_title_leaves_the_text_alone_and_plain_text_keeps_the_heading() -> None:
    untitled = Extraction(text="First paragraph.", title=None, is_full=True, reason=None, markdown=True)
    assert untitled.content == "First paragraph."
    plain = Extraction(text="First paragraph.", title="Title", is_full=True, reason=None, markdown=False)
    assert plain.content == "# Title\n\nFirst paragraph."  # GPT Researcher's writer sees no other title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("‘Mayor’s plan’ passes\nThe council voted.", "The council voted."),
        ("MAYOR'S PLAN PASSES!\nThe council voted.", "The council voted."),
        ("The council voted on the mayor's plan.", "The council voted on the mayor's plan."),
        ("| Mayor's plan passes | |\n|---|---|", "| Mayor's plan passes | |\n|---|---|"),
    ],
)
def test_plain_text_leaves_out_a_first_line_that_repeats_the_title(text: str, expected: str) -> None:
    assert without_headline(text, "'Mayor's plan' passes") == expected


HEADLINE = "Ferry service to the islands resumes after repairs"


def test_furniture_above_a_repeated_headline_goes_with_it() -> None:
    promo = "Night mode is a new camera setting on this year's phones.\n## New laptops now available"
    text = f"{promo}\n# {HEADLINE}\nThe ferry runs again from Monday."
    assert without_headline(text, HEADLINE) == "The ferry runs again from Monday."


def test_text_above_a_repeated_headline_stays_when_it_is_long_or_the_title_is_vague() -> None:
    long_intro = " ".join(["The council met on Monday to discuss the harbour."] * 10)  # 90 words
    text = f"{long_intro}\n{HEADLINE}\nThe ferry runs again from Monday."
    assert without_headline(text, HEADLINE) == text
    short = "Intro line.\nUpdates\nMore text."
    assert without_headline(short, "Updates") == short


def _body(first: str) -> etree._Element:
    return etree.fromstring(f"<body>{first}<p>The council voted on Tuesday night.</p></body>")


@pytest.mark.parametrize(
    ("heading", "title"),
    [
        ("Is Football Violence a Crime?", "Opinion | Is Football Violence a Crime?"),
        ("Two prison officers charged over Epstein's death", "Prison officers charged in Epstein's death"),
        ("老舗和菓子店が新作を発表", "老舗和菓子店が新作を発表 - 京都新聞"),
    ],
)
def test_an_opening_h1_that_names_the_story_is_dropped(heading: str, title: str) -> None:
    body = _body(f"<head rend='h1'>{heading}</head>")
    drop_opening_headline(body, title)
    assert render(body, markdown=True).strip() == "The council voted on Tuesday night."


@pytest.mark.parametrize(
    ("first", "title"),
    [
        ("<head rend='h1'>Bike lanes for Harbor Street</head>", "Port Alder Gazette"),  # generic title
        ("<head rend='h1'>Bike lanes for Harbor Street</head>", None),
        ("<head rend='h2'>Bike lanes for Harbor Street</head>", "Bike lanes for Harbor Street"),  # not h1
        ("<p>Bike lanes for Harbor Street</p>", "Bike lanes for Harbor Street"),
    ],
)
def test_other_openings_stay(first: str, title: str | None) -> None:
    body = _body(first)
    drop_opening_headline(body, title)
    assert "Bike lanes for Harbor Street" in render(body, markdown=True)


BODY = "The council voted 4-3 on Tuesday night to build protected bike lanes."


@pytest.mark.parametrize(
    "opening",
    [
        "By Jane Doe",
        "**By JERUSALEM POST STAFF**",
        "November 20, 2019 - 11:28 AMT",
        "NOVEMBER 20, 2019 10:43",
        "5:45 AM PST 11/20/2019 by Patrick Shanley",
        "By Jane Doe\nNovember 20, 2019 10:43",
        "By Jane Doe and Reuters",
        "quarta-feira, 20 de novembro de 2019 às 20:13",
    ],
)
def test_an_opening_byline_or_dateline_is_dropped(opening: str) -> None:
    assert without_dateline(f"{opening}\n\n{BODY}", "2019-11-20") == BODY


@pytest.mark.parametrize(
    ("opening", "date"),
    [
        ("On November 20, 2019 the council met.", "2019-11-20"),  # a sentence that names the date
        ("November 20, 2019 - 11:28 AMT", "2019-11-21"),  # not the page's date
        ("November 20, 2019 - 11:28 AMT", None),
        ("By the harbour, a new lane opens for cyclists and walkers alike", "2019-11-20"),  # prose
        ("## By the numbers", "2019-11-20"),  # a heading, not a name
        ("**", "2019-11-20"),
    ],
)
def test_openings_that_are_not_datelines_stay(opening: str, date: str | None) -> None:
    text = f"{opening}\n\n{BODY}"
    assert without_dateline(text, date) == text


STORY = (
    "<p>The first boats left the harbour before dawn, loaded with nets, ice and enough fuel for a week "
    "at sea, and the crews expected to return on Friday with the season's first full catch.</p>"
    "<p>By noon the wind had turned, and the harbour master called every boat back to port.</p>"
)
ESCALE = (
    "<p>Les premiers bateaux ont quitté le port avant l'aube, chargés de filets, de glace et de "
    "carburant pour une semaine en mer, et les équipages comptaient rentrer vendredi.</p>"
    "<p>À midi le vent avait tourné, et la capitainerie a rappelé tous les bateaux au port.</p>"
)


@pytest.mark.parametrize(
    ("page", "heading"),
    [
        # a chapter's name under a generic <title>: trafilatura takes the lone h1 for the title field
        (
            f"<title>Harbour diary</title><body><main><article><h1>Storm week</h1>{STORY}</article></main>",
            "Storm week",
        ),
        # a headline that says more than the page's <title>, in a bare <main>, in French
        (
            f"<title>Journal de bord : escale</title><body><main><h1>Journal de bord : le vent tourne "
            f"sur le port de Lisbonne</h1>{ESCALE}</main>",
            "Journal de bord : le vent tourne sur le port de Lisbonne",
        ),
    ],
)
def test_a_lone_h1_the_declared_title_does_not_say_stays_in_the_text(page: str, heading: str) -> None:
    from gptr_fulltext import Settings, extract

    for settings in (Settings(), Settings(output_format="text")):
        found = extract(
            f"<html><head>{page}</body></html>", "https://boats.example/diary/7", settings=settings
        )
        assert found.title == heading
        assert found.text.lstrip("# ").startswith(heading)
        assert found.content.count(heading) == 1  # the heading of `content` is the text's own


@pytest.mark.parametrize(
    ("page", "heading"),
    [
        (
            f"<title>Storm week - Harbour diary</title><body><article><h1>Storm week</h1>{STORY}</article>",
            "Storm week",
        ),
        (
            "<title>Le vent tourne sur le port de Lisbonne | Journal de bord</title><body><div><h1>Le vent "
            f"tourne sur le port de Lisbonne</h1>{ESCALE}</div>",
            "Le vent tourne sur le port de Lisbonne",
        ),
        (  # a declared og:title wins over <title>
            "<title>Harbour diary</title><meta property='og:title' content='Storm week at the harbour'>"
            f"<body><article><h1>Storm week</h1>{STORY}</article>",
            "Storm week",
        ),
    ],
)
def test_a_lone_h1_the_declared_title_says_is_cut(page: str, heading: str) -> None:
    from gptr_fulltext import extract

    found = extract(f"<html><head>{page}</body></html>", "https://boats.example/diary/7")
    assert heading not in found.text
    assert found.content.startswith("# ")


_MARKDOWN_BODIES = [
    # no character trafilatura's escaping rewrites: its pass is skipped (German, Japanese)
    "<body><head rend='h2'>Fähre fährt wieder</head><p>Die Fähre zwischen den Inseln fährt seit Montag."
    "</p><list rend='ul'><item>Abfahrt 7.15 Uhr</item><item>Rückfahrt 18.40 Uhr</item></list></body>",
    "<body><p>島と島を結ぶフェリーは月曜日に運航を再開した。</p><p>修理には一か月かかった。</p></body>",
    # characters it escapes, LaTeX it converts, code it leaves verbatim (English, French)
    "<body><p>Use *stars*, [brackets] and &lt;tags&gt; with a_b and ~tilde~.</p>"
    "<p>Soit \\(a_1 + b\\) et \\[x^2\\] la formule.</p><code>x = a_b * 2</code><p>fin_de ligne</p></body>",
    "<body><p>Le prix \\\\ le total</p><table><row><cell>a*b</cell><cell>c_d</cell></row></table></body>",
    # emphasis, as trafilatura's formatting pass writes it (its passes run where a `hi` is)
    "<body><p><hi rend='#b'><hi rend='#b'>bold</hi></hi> and <hi rend='#i'>one</hi><hi rend='#i'>two</hi>"
    "</p><p>plain words</p></body>",
]


@pytest.mark.parametrize("xml", _MARKDOWN_BODIES)
def test_markdown_is_trafilaturas_and_leaves_the_body_alone(xml: str) -> None:
    """Skipping the passes that change nothing leaves trafilatura's markdown as it was, byte for byte."""
    body = etree.fromstring(xml)
    before = etree.tostring(body)
    assert _markdown(body) == xmltotxt(etree.fromstring(xml), True)
    assert etree.tostring(body) == before


def test_markdown_of_every_fixture_page_is_trafilaturas(
    corpus: dict[str, Page], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same on the main text of every fixture page (its XML as trafilatura's pass leaves it)."""
    bodies: list[etree._Element] = []

    def kept(body: etree._Element, markdown: bool) -> str:
        bodies.append(body)
        return render(body, markdown)

    monkeypatch.setattr(api, "render", kept)
    for page in corpus.values():
        extract(page.body(), f"https://{page.group}.example/{page.id}", headers=page.headers)
    assert len(bodies) > 100
    assert all(_markdown(body) == xmltotxt(body, True) for body in bodies)
