"""The page the extraction processes warm up on: the zygote once, then every worker it forks.

Synthetic and built in code (no real site's text): an article with the parts real pages have —
navigation, a byline with a date, JSON-LD, headings, lists, a table, a quote, a figure, links in
the text, comments and a footer — so that one extraction runs every step real pages take and
touches what they touch.
"""

from __future__ import annotations

URL = "https://warm-up.example/page"

_WORDS = (
    "river", "valley", "council", "budget", "school", "harbour", "season", "market", "rainfall", "bridge",
    "library", "festival", "transport", "museum", "district", "engineers", "volunteers", "orchard",
    "archive", "railway",
)  # fmt: skip


def _sentence(i: int) -> str:
    pick = [_WORDS[(i * step) % len(_WORDS)] for step in (1, 7, 3, 11)]
    return (
        f"The {pick[0]} report of {2000 + i} described how the {pick[1]} changed after the {pick[2]} "
        f"opened, and residents said the {pick[3]} mattered more than expected."
    )


def page() -> bytes:
    """The warm-up page's HTML (~9 kB, about 1,100 words of text)."""
    sentences = [_sentence(i) for i in range(40)]
    paragraphs = [
        f"<p>{' '.join(sentences[i : i + 4])} <a href='/topic/{i}'>More on {_WORDS[i % 20]}</a>.</p>"
        for i in range(0, 40, 4)
    ]
    nav = "".join(f"<li><a href='/s/{word}'>{word.title()}</a></li>" for word in _WORDS[:8])
    rows = "".join(f"<tr><td>{2000 + i}</td><td>{i * 130}</td></tr>" for i in range(6))
    related = "".join(f"<li><a href='/r/{i}'>{sentences[i][:40]}</a></li>" for i in range(5))
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<title>Warm-up: the valley - Example News</title>"
        "<meta name='description' content='How a valley changed.'><meta property='og:type' content='article'>"
        f"<meta name='author' content='A. Writer'><link rel='canonical' href='{URL}'>"
        '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Warm-up", '
        '"datePublished": "2024-03-05T10:00:00Z", "author": {"name": "A. Writer"}}</script></head><body>'
        f"<header><nav><ul>{nav}</ul></nav></header><main><article><h1>Warm-up: the valley</h1>"
        "<p class='byline'>By A. Writer, <time datetime='2024-03-05'>5 March 2024</time></p>"
        + "".join(paragraphs[:5])
        + "<h2>What changed</h2><ul>"
        + "".join(f"<li>{sentence}</li>" for sentence in sentences[:4])
        + f"</ul><blockquote><p>{sentences[5]}</p></blockquote>"
        "<figure><img src='/a.jpg' alt='The valley'><figcaption>The valley.</figcaption></figure>"
        f"<table><tr><th>Year</th><th>Visitors</th></tr>{rows}</table>"
        + "".join(paragraphs[5:])
        + "</article><section class='comments'><h3>Comments</h3><div class='comment'><p>Good read.</p>"
        f"</div></section></main><aside><h3>Related</h3><ul>{related}</ul></aside>"
        "<footer><p>© Example News</p><a href='/privacy'>Privacy</a> <a href='/contact'>Contact</a>"
        "</footer></body></html>"
    ).encode()
