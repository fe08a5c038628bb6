"""Trafilatura's main text from a tree parsed once: what is deleted or repaired (`repairs`) before it
reads, and what stays."""

from __future__ import annotations

import pytest
from lxml.html import HtmlElement, tostring
from trafilatura import bare_extraction
from trafilatura.core import trafilatura_sequence
from trafilatura.settings import Document, Extractor
from trafilatura.utils import load_html

from fixtures.site import Page
from gptr_fulltext.extraction.charset import decode_html
from gptr_fulltext.extraction.maintext import _trafilatura, main_text, parse

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
    document = main_text(tree, "https://islands.example/ferry", visible_chars=600)
    assert document is not None
    text = document.raw_text or ""
    assert "Tickets go on sale at the harbour office and online from Friday" in " ".join(text.split())
    assert "trackSale" not in text and "icon" not in text and "color" not in text
    assert [script.get("type") for script in tree.iter("script")] == ["application/ld+json"]
    assert next(tree.iter("style", "svg", "meta", "link"), None) is None


EDGE_CASES = [
    '<?xml version="1.0" encoding="utf-8"?><html><body><p>Declared as XML.</p></body></html>',
    "<!DOCTYPE html/>\n<html><body><p>A doctype lxml would choke on.</p></body></html>",
    "<html><body><p>Control\x00characters\x0bin\x1ftext.</p></body></html>",
    "<p>A fragment without an html element.</p>",
    "just some words, no markup at all",
    "",
]


@pytest.mark.parametrize("markup", EDGE_CASES)
def test_parse_builds_the_tree_trafilatura_would(markup: str) -> None:
    ours, theirs = parse(markup), load_html(markup)
    assert (ours is None) == (theirs is None)
    if ours is not None and theirs is not None:
        assert tostring(ours) == tostring(theirs)


def test_parse_builds_the_tree_trafilatura_would_on_the_corpus(corpus: dict[str, Page]) -> None:
    for page in corpus.values():
        markup = decode_html(page.body(), page.headers)
        ours, theirs = parse(markup), load_html(markup)
        assert (ours is None) == (theirs is None), page.id
        if ours is not None and theirs is not None:
            assert tostring(ours) == tostring(theirs), page.id


def test_the_pass_on_the_tree_itself_is_bare_extractions_on_the_corpus(corpus: dict[str, Page]) -> None:
    """`_trafilatura` runs `bare_extraction`'s steps without its copy of the tree: same text and body."""
    for page in corpus.values():
        tree = parse(decode_html(page.body(), page.headers))
        if tree is None:
            continue
        theirs = bare_extraction(
            tree,
            url=f"https://{page.group}.example/{page.id}",
            include_comments=False,
            include_formatting=False,
            output_format="txt",
        )
        ours = _trafilatura(tree, f"https://{page.group}.example/{page.id}", fast=False, comments=False)
        assert (ours is None) == (theirs is None), page.id
        if ours is not None and isinstance(theirs, Document):
            assert ours.raw_text == theirs.raw_text, page.id
            assert tostring(ours.body) == tostring(theirs.body), page.id


def test_huge_pages_get_the_fast_pass_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a page with more visible text than any trafilatura's comparison was measured to help, that
    comparison would cost seconds (and a listing page like this is dropped anyway)."""
    from gptr_fulltext.extraction import maintext

    passes: list[Extractor] = []

    def counted(tree: HtmlElement, options: Extractor, url: str | None) -> object:
        passes.append(options)
        return trafilatura_sequence(tree, options, url)

    monkeypatch.setattr("gptr_fulltext.extraction.maintext.trafilatura_sequence", counted)
    cards = "".join(
        f'<div><h2><a href="/story-{i}">Headline number {i} in a long list</a></h2><p>A blurb.</p></div>'
        for i in range(4000)
    )
    tree = parse(f"<html><body>{cards}</body></html>")
    assert tree is not None
    visible = maintext.LARGE_PAGE_VISIBLE + 1
    main_text(tree, "https://news.example/", visible_chars=visible)
    assert len(passes) == 1 and passes[0].fast is True
    passes.clear()
    tree = parse(f"<html><body>{cards}</body></html>")
    assert tree is not None
    main_text(tree, "https://news.example/", visible_chars=maintext.LARGE_PAGE_VISIBLE)
    assert len(passes) == 1 and passes[0].fast is False  # under the bound: the full pass


def _chunked_article(part_class: str, between: str) -> str:
    paragraphs = [f"<p>Part {n}: {SENTENCE}</p>" for n in range(1, 7)]
    chunks = "".join(
        f'<div class="grid"><div class="{part_class}">{"".join(paragraphs[i : i + 2])}</div></div>{between}'
        for i in range(0, 6, 2)
    )
    return f"<html><head><title>Ferry resumes</title></head><body><article>{chunks}</article></body></html>"


def test_an_article_body_split_around_ads_is_read_whole_and_in_order() -> None:
    from gptr_fulltext import Settings, extract

    markup = _chunked_article("body__container article__body", '<div class="ad">Advertisement</div>')
    text = extract(markup, "https://islands.example/ferry", settings=Settings(output_format="text")).text
    assert [line.split(":")[0] for line in text.splitlines() if line] == [f"Part {n}" for n in range(1, 7)]
    # Without the join, trafilatura keeps only the first container it finds: the premise of the fix.
    tree = parse(markup)
    assert tree is not None
    alone = main_text(tree, "https://islands.example/ferry", visible_chars=2000)
    assert alone is not None and "Part 3" not in (alone.raw_text or "")


def test_repeated_containers_that_are_not_one_body_are_left_apart() -> None:
    from gptr_fulltext.evidence.signals import inspect_html

    article = _chunked_article("body__container article__body", "")
    assert inspect_html(article).split_body == ("div", "body__container article__body")
    # Teaser cards that each wrap an "article-body" blurb in a link of their own are not parts.
    cards = "".join(
        f'<div class="card"><a href="/story/{n}"><div class="article-body">Story {n}</div></a></div>'
        for n in range(5)
    )
    assert inspect_html(f"<html><body><section>{cards}</section></body></html>").split_body is None
    assert inspect_html(_chunked_article("sidebar-box", "")).split_body is None


def _post(topic: str, sentences: int = 3) -> str:
    line = f"The {topic} story goes on with details that only readers of the {topic} post would need. "
    return f"<article class='post'><h2>{topic.title()} news</h2><p>{line * sentences}</p></article>"


def _page(body: str) -> str:
    return f"<html><head><title>Ferry resumes</title></head><body><main>{body}</main></body></html>"


def test_related_posts_nested_after_a_complete_article_are_not_its_text() -> None:
    from gptr_fulltext import extract

    main = "".join(f"<p>{SENTENCE} Paragraph {n} adds its own facts.</p>" for n in range(6))
    related = "".join(_post(topic) for topic in ("harvest", "election", "festival"))
    page = extract(
        _page(
            f"<article class='post entry'><h1>Ferry resumes</h1>{main}</article>"
            f"<article class='post postbox'><h3>You may also like</h3>{related}</article>"
        ),
        "https://islands.example/ferry",
    )
    assert page.is_full, page.detail
    assert page.text.count("The ferry service between the two islands resumed") == 6
    assert "harvest" not in page.text and "festival" not in page.text


def test_a_live_blog_of_nested_entries_keeps_every_entry() -> None:
    from gptr_fulltext import extract

    topics = ("harbour", "pier", "timetable", "tickets", "weather")
    entries = "".join(_post(topic, 4) for topic in topics)
    page = extract(
        _page(f"<article class='liveblog'><h1>Ferry resumes: live</h1><p>Updates.</p>{entries}</article>"),
        "https://islands.example/live",
    )
    assert page.is_full, page.detail
    for topic in topics:
        assert f"The {topic} story goes on" in page.text


def _precise_pass(markup: str) -> str:
    """The text of trafilatura's fast precise pass alone, as the cascade's first step runs it."""
    document = bare_extraction(load_html(markup), favor_precision=True, include_comments=False, fast=True)
    assert isinstance(document, Document) and document.text is not None
    return document.text


def test_a_styled_span_inside_a_sentence_keeps_its_words() -> None:
    from gptr_fulltext import extract

    linked = '<span class="link"><a href="/fines">the league will fine the captain</a></span>'
    paragraphs = "".join(f"<p>{SENTENCE} Paragraph {n} adds its own facts.</p>" for n in range(4))
    sentence = f"<p>Reporters said on Tuesday that {linked} for his part in it.</p>"
    markup = _page(f"<article><h1>Ferry resumes</h1>{paragraphs}{sentence}</article>")
    page = extract(markup, "https://islands.example/ferry")
    assert "Reporters said on Tuesday that the league will fine the captain for his part in it." in page.text
    # Trafilatura's precise pass alone deletes the span with its words: the premise of the unwrap.
    alone = _precise_pass(markup)
    assert "Reporters said" in alone and "fine the captain" not in alone


def test_a_span_that_is_most_of_its_paragraph_is_left_to_trafilatura() -> None:
    from gptr_fulltext.extraction.repairs import unwrap_inline_spans

    tree = parse(
        '<html><body><p>Share: <span class="social">Facebook Twitter Email this story</span></p>'
        "<p>Plain <span>unstyled</span> words stay as they are.</p></body></html>"
    )
    assert tree is not None
    unwrap_inline_spans(tree)
    assert [span.text for span in tree.iter("span")] == ["Facebook Twitter Email this story", "unstyled"]


def test_a_linked_heading_between_paragraphs_titles_its_section() -> None:
    from gptr_fulltext import extract

    products = ("Harbour Lantern Deluxe", "Pier Rope Hammock", "Timetable Wall Clock")
    sections = "".join(
        f'<h3><a href="/shop/{n}">{name}</a></h3><p>{SENTENCE} Item {n} is worth it.</p>'
        for n, name in enumerate(products)
    )
    body = f"<div class='post-body'><p>{SENTENCE}</p>{sections}</div>"  # links in a div are read as links
    markup = _page(f"<article><h1>Gifts for ferry fans</h1>{body}</article>")
    page = extract(markup, "https://islands.example/gifts")
    for name in products:
        assert f"### {name}" in page.text
    # Trafilatura's precise pass alone deletes headings that are links: the premise of the unwrap.
    alone = _precise_pass(markup)
    assert not any(name in alone for name in products)


def test_a_teaser_headline_keeps_its_link() -> None:
    from gptr_fulltext.extraction.repairs import unlink_section_headings

    cards = "".join(
        f'<div class="card"><h3><a href="/story/{n}">Story {n} headline</a></h3><p>Its summary.</p></div>'
        for n in range(3)
    )
    promo = f"<p>Read also</p><h2><a href='/other'>Another story</a></h2><p>{SENTENCE}</p>"
    tree = parse(
        f"<html><body><p>{SENTENCE}</p>{cards}{promo}<h2><a href='/last'>Last</a></h2></body></html>"
    )
    assert tree is not None
    unlink_section_headings(tree)
    assert len(tree.findall(".//h3/a")) == 3 and len(tree.findall(".//h2/a")) == 2


def test_a_lede_written_straight_into_the_container_is_one_paragraph() -> None:
    from gptr_fulltext import extract

    lede = (
        "The harbour board confirmed the reopening to <em><a href='/board'>local papers</a></em> on Sunday."
    )
    rest = "".join(f"<br> <br>{SENTENCE} Paragraph {n}.\n" for n in range(4))
    content = f"<div class='content'>{lede}\n<br> <br><center><em>The pier in May</em></center>{rest}</div>"
    markup = _page(
        f"<div class='article'><h1>Ferry resumes</h1><div class='byline'>By Joe</div>{content}</div>"
    )
    text = extract(markup, "https://islands.example/ferry").text
    assert text.startswith("The harbour board confirmed the reopening to local papers on Sunday.\n\n")


def test_a_container_that_is_itself_a_paragraph_or_a_label_is_left_whole() -> None:
    from gptr_fulltext.extraction.repairs import wrap_leading_text

    tree = parse(
        "<html><body>"
        "<div class='para'>US stock futures were last <a href='/f'>down slightly</a> on Monday.</div>"
        "<div class='box'>Read also: <a href='/x'>Ferries</a><p>Ferries run daily in summer.</p></div>"
        f"<div class='content'>The board said so <b>on Sunday</b> at noon.<br><p>{SENTENCE}</p></div>"
        "</body></html>"
    )
    assert tree is not None
    wrap_leading_text(tree)
    para, box, content = tree.iter("div")
    assert para.text.startswith("US stock") and para.find("p") is None
    assert box.text.startswith("Read also") and len(box.findall("p")) == 1
    assert content.text is None and tostring(content[0]).startswith(b"<p>The board said so <b>on Sunday</b>")


def test_an_embedded_tweet_in_a_widget_container_stays_in_the_story() -> None:
    from gptr_fulltext import extract

    tweet = (
        "<blockquote class='twitter-tweet'><p>Thank you for everything, boss. See you again my friend.</p>"
        "— Dele (@dele_official) November 20, 2019</blockquote>"
    )
    widget = f"<div class='article-widget article-tweet'><div class='tweet-inner'>{tweet}</div></div>"
    paragraphs = "".join(f"<p>{SENTENCE} Paragraph {n} adds its own facts.</p>" for n in range(3))
    markup = _page(
        f"<article><h1>Ferry resumes</h1><div class='body'>{paragraphs}{widget}<p>{SENTENCE}</p></div>"
        "</article>"
    )
    assert "Thank you for everything, boss." in extract(markup, "https://islands.example/ferry").text
    assert "Thank you for everything" not in _precise_pass(markup)  # the premise: trafilatura drops it


@pytest.mark.parametrize(
    ("embed", "story"),
    [
        ("bluesky-embed", "Der Verein bestätigte den Wechsel am Abend in einer kurzen Erklärung."),
        ("instagram-media", "La alcaldesa anunció la reapertura del mercado con una foto del puesto."),
    ],
)
def test_embedded_posts_of_any_network_stay_in_the_story(embed: str, story: str) -> None:
    from gptr_fulltext import extract

    post = f"<blockquote class='{embed}'><p>{story} Danke, bis bald. Gracias a todos.</p></blockquote>"
    widget = f"<div class='widget social-embed'><div class='inner'>{post}</div></div>"
    paragraphs = "".join(f"<p>{SENTENCE} Paragraph {n} adds its own facts.</p>" for n in range(3))
    markup = _page(f"<article><div class='body'>{paragraphs}{widget}<p>{SENTENCE}</p></div></article>")
    assert story in extract(markup, "https://news.example/story").text


def test_a_blockquote_that_is_no_embed_keeps_its_wrappers() -> None:
    from gptr_fulltext.extraction.repairs import unwrap_embedded_posts

    tree = parse(
        "<html><body><div class='body'><div class='widget'><div class='inner'>"
        "<blockquote class='pull-quote'><p>Quoted.</p></blockquote></div></div></div></body></html>"
    )
    assert tree is not None
    unwrap_embedded_posts(tree)
    assert tree.find(".//div[@class='inner']/blockquote") is not None


def test_an_embedded_tweet_leaves_only_wrappers_that_hold_nothing_else() -> None:
    from gptr_fulltext.extraction.repairs import unwrap_embedded_posts

    tree = parse(
        "<html><body><div class='body'><div class='widget'><div class='inner'>"
        "<blockquote class='twitter-tweet'><p>Thanks.</p></blockquote></div></div>After<p>Next.</p>"
        "<div class='social'>Note <blockquote class='twitter-tweet'><p>Kept.</p></blockquote></div>"
        "</div></body></html>"
    )
    assert tree is not None
    unwrap_embedded_posts(tree)
    body = tree.find(".//div[@class='body']")
    assert body is not None
    assert [child.tag for child in body] == ["blockquote", "p", "div"] and body[0].tail == "After"
    assert body[2].find("blockquote") is not None


def _hover_card(name: str) -> str:
    headlines = "".join(
        f"<a href='/story/{verb}'>{name} asks the council to {verb} the ferry timetable</a> "
        for verb in ("review", "extend", "publish")
    )
    card = (
        f"<span class='card'><span><img src='/x.jpg'><a href='/people/x'>{name}</a>{headlines}</span></span>"
    )
    return f"<span class='person'><a href='/people/x'>{name}</a>{card}</span>"


def test_a_hover_card_of_headlines_inside_a_sentence_goes_and_the_name_stays() -> None:
    from gptr_fulltext import extract

    sentence = (
        f"<p>A man threatened Rep. {_hover_card('Ilhan Omar')} (D-Minn.), prosecutors said on Tuesday.</p>"
    )
    paragraphs = "".join(f"<p>{SENTENCE} Paragraph {n} adds its own facts.</p>" for n in range(3))
    markup = _page(f"<article><h1>Threat case</h1><div class='body'>{sentence}{paragraphs}</div></article>")
    text = extract(markup, "https://islands.example/threat").text
    assert "A man threatened Rep. Ilhan Omar (D-Minn.), prosecutors said on Tuesday." in text
    assert "asks the council" not in text
    assert "asks the council" in _precise_pass(markup)  # the premise: trafilatura reads the card


def test_links_in_running_text_are_not_a_card() -> None:
    from gptr_fulltext.extraction.repairs import drop_link_cards

    names = ("<a href='/a'>Ann Lee</a>", "<a href='/b'>Bo Park</a>", "<a href='/c'>Cy Ho</a>")
    authors = f"<span class='by'>{names[0]}, {names[1]} and {names[2]}</span>"
    sources = "".join(
        f"<a href='/s/{n}'>the {n}th report of the harbour board on ferries</a>, " for n in range(3)
    )
    tree = parse(
        f"<html><body><p>Written by {authors}.</p><p>See <span>{sources}</span> for more.</p></body></html>"
    )
    assert tree is not None
    drop_link_cards(tree)
    assert len(tree.findall(".//span")) == 1  # the citations (words outside links: "for") are prose


@pytest.mark.parametrize(
    "empty",
    ['<i class="fa fa-clock"></i>', '<span class="icon"></span>', "<b></b>", '<div class="clear"></div>'],
)
def test_an_empty_element_inside_a_sentence_keeps_the_rest_of_it(empty: str) -> None:
    from gptr_fulltext import extract

    sentence = (
        f"<p>Officials said {empty} the ferry would resume on Monday, with extra sailings at weekends.</p>"
    )
    paragraphs = "".join(f"<p>{SENTENCE} Paragraph {n} adds its own facts.</p>" for n in range(3))
    markup = _page(f"<article><h1>Ferry resumes</h1><div class='body'>{sentence}{paragraphs}</div></article>")
    text = extract(markup, "https://islands.example/ferry").text
    assert "Officials said the ferry would resume on Monday, with extra sailings at weekends." in " ".join(
        text.split()
    )
    assert "would resume" not in _precise_pass(markup)  # the premise: trafilatura cuts the sentence


LIST_ARTICLES = {
    "brands-en": (
        [
            "Shopping for clothes that last starts with knowing who makes them and how they are made.",
            "Every label below was checked for fair wages, recycled fibres and repair programmes.",
            "Whichever you pick, buying less and wearing it longer still matters most of all.",
        ],
        [
            (
                f"Brand {n}",
                f"Brand {n} sews its jackets in a family workshop near the coast, pays every tailor a "
                f"living wage, and takes old coats back for repair or recycling at no cost {n}.",
            )
            for n in range(1, 7)
        ],
    ),
    "recetas-es": (
        [
            "Estas recetas de otoño aprovechan lo que ofrece el mercado en cada semana de la temporada.",
            "Todas se preparan en menos de una hora y con ingredientes que se encuentran fácilmente.",
            "Guarda las sobras en la nevera: casi todas ganan sabor al día siguiente de prepararlas.",
        ],
        [
            (
                f"Receta {n}",
                f"La receta {n} empieza con calabaza asada al horno, sigue con un sofrito lento de "
                f"cebolla y ajo, y termina con queso fresco desmenuzado por encima del plato {n}.",
            )
            for n in range(1, 7)
        ],
    ),
}


@pytest.mark.parametrize("kind", sorted(LIST_ARTICLES))
def test_text_blocks_between_a_list_articles_entries_are_not_joined_away_from_them(kind: str) -> None:
    """A list article repeats its text container between the entries (intro, middle, closing words):
    the entries outweigh those blocks, so they are the body's sections, not ads, and stay read."""
    from gptr_fulltext import extract

    texts, entries = LIST_ARTICLES[kind]
    block = '<div class="article__block">{}</div>'
    cards = [
        block.format(
            "".join(
                f'<div class="entry"><h2>{name}</h2><p>{about}</p></div>' for name, about in entries[i::2]
            )
        )
        for i in (0, 1)
    ]
    parts = [
        block.format(f'<div class="article__content rich-text">{f"<p>{text}</p>" * 3}</div>')
        for text in texts
    ]
    body = f"{parts[0]}{cards[0]}{parts[1]}{cards[1]}{parts[2]}"
    markup = (
        '<html><head><title>List</title><meta property="og:type" content="article"></head><body>'
        f'<article class="article"><h1>List</h1>{body}</article></body></html>'
    )
    text = extract(markup.encode(), "https://magazine.example/list").text
    assert [about for _, about in entries if about not in text] == []
    assert [block for block in texts if block not in text] == []
