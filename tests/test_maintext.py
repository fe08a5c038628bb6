"""Trafilatura's main text from a tree parsed once: what is deleted before it reads, and what stays."""

from __future__ import annotations

from gptr_fulltext.maintext import main_text, parse

SENTENCE = (
    "The ferry service between the two islands resumed on Monday after a month of repairs to the pier, "
    "and the operator expects the summer timetable to run in full from the first week of June."
)


def test_what_trafilatura_never_reads_goes_but_the_text_around_it_stays() -> None:
    tree = parse(
        '<html><head><title>Ferry resumes</title><meta name="author" content="Ana Ruiz">'
        '<link rel="canonical" href="https://islands.example/ferry"><style>p { color: red }</style>'
        '<script type="application/ld+json">{"@type": "NewsArticle"}</script></head><body><article>'
        f"<p>{SENTENCE}</p>"
        "<p>Tickets go on sale<script>trackSale('ferry')</script> at the harbour office"
        '<svg viewBox="0 0 1 1"><text>icon</text></svg> and online from Friday, the operator said in '
        "a statement that also thanked islanders for their patience during the closure.</p>"
        f"<p>{SENTENCE}</p></article></body></html>"
    )
    assert tree is not None
    document = main_text(tree, "https://islands.example/ferry", markdown=False, visible_chars=600)
    assert document is not None
    text = document.raw_text or ""
    assert "Tickets go on sale at the harbour office and online from Friday" in " ".join(text.split())
    assert "trackSale" not in text and "icon" not in text and "color" not in text
    assert [script.get("type") for script in tree.iter("script")] == ["application/ld+json"]
    assert next(tree.iter("style", "svg", "meta", "link"), None) is None
