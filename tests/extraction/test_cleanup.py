"""strip_boilerplate on trafilatura-shaped XML bodies: what goes, and what an article keeps."""

from __future__ import annotations

from lxml import etree

from gptr_fulltext.extraction.cleanup import SECTION_MAX_WORDS, strip_boilerplate

STORY = "The council approved the new tram line after a two-year consultation with residents and shops."


def stripped(*blocks: str) -> list[str]:
    body = etree.fromstring(f"<body>{''.join(blocks)}</body>")
    strip_boilerplate(body)
    return [" ".join("".join(block.itertext()).split()) for block in body]


def test_teaser_lines_go_anywhere() -> None:
    kept = stripped(
        f"<p>{STORY}</p>",
        "<p><hi rend='#b'>Read more:</hi> Tram fares to rise in spring</p>",
        f"<p>{STORY}</p>",
        "<p>RELATED: City budget passes</p>",
        f"<p>{STORY}</p>",
    )
    assert kept == [STORY, STORY, STORY]


def test_a_teaser_between_blocks_goes_and_the_blocks_stay() -> None:
    body = etree.fromstring(
        f"<body><p>{STORY}</p>Also on rt.com Tram fares to rise in spring<p>{STORY}</p>"
        f"Also on the agenda was the bridge.<p>{STORY}</p></body>"
    )
    strip_boilerplate(body)
    assert [block.tail for block in body] == [None, "Also on the agenda was the bridge.", None]
    assert len(body) == 3


def test_pitches_go_only_at_the_edges() -> None:
    pitch = "Sign up for our morning newsletter."
    kept = stripped(
        f"<p>{pitch}</p>", f"<p>{STORY}</p>", f"<p>{pitch}</p>", f"<p>{STORY}</p>", f"<p>{pitch}</p>"
    )
    assert kept == [STORY, pitch, STORY]


def test_long_edge_paragraph_that_mentions_a_newsletter_stays() -> None:
    mention = " ".join([STORY, "Readers of our newsletter asked about the route for months."] * 3)
    assert stripped(f"<p>{STORY}</p>", f"<p>{mention}</p>") == [STORY, mention]


def test_closing_section_under_a_pitch_heading_goes_when_short() -> None:
    kept = stripped(
        f"<p>{STORY}</p>", "<head>Comments</head>", "<p>Log in to comment.</p>", "<p>0 replies</p>"
    )
    assert kept == [STORY]


def test_closing_section_longer_than_the_limit_stays() -> None:
    long_section = " ".join(["word"] * (SECTION_MAX_WORDS + 1))
    kept = stripped(f"<p>{STORY}</p>", "<head>Newsletter</head>", f"<p>{long_section}</p>")
    assert kept == [STORY, "Newsletter", long_section]


def test_non_english_text_passes_through() -> None:
    blocks = [
        "<p>Abonnez-vous à notre lettre d'information.</p>",
        "<p>Der Stadtrat hat die Linie genehmigt.</p>",
    ]
    assert len(stripped(*blocks)) == 2


def test_the_text_after_a_removed_block_stays() -> None:
    """trafilatura leaves a paragraph it did not wrap as the tail of the block before it; removing a
    pitch or a teaser must not take that text with it (lxml's `remove` would)."""
    opening = etree.fromstring(
        f"<body><p>This post first appeared on another blog. Click here to see it.</p>{STORY}</body>"
    )
    strip_boilerplate(opening)
    assert " ".join("".join(opening.itertext()).split()) == STORY
    middle = etree.fromstring(
        f"<body><p>{STORY}</p><p>Related: Bridge repairs delayed</p>Fares stay the same until June."
        f"<p>{STORY}</p></body>"
    )
    strip_boilerplate(middle)
    assert "Fares stay the same until June." in "".join(middle.itertext())
    assert "Bridge repairs" not in "".join(middle.itertext())
