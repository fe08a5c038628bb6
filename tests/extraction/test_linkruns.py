"""Runs of links to other pages in an article's text (`extraction.linkruns`): on two unrelated
article pages they go, label included; the story's own paragraphs, a link inside a sentence, two
links in a row and a page that is not an article keep theirs."""

from __future__ import annotations

from lxml import etree

from gptr_fulltext import extract
from gptr_fulltext.extraction.linkruns import (
    RUN_LINKS,
    STORY_PARAGRAPHS,
    drop_link_runs,
    link_texts,
)
from gptr_fulltext.extraction.maintext import parse

ARTICLE_HEAD = '<meta property="og:type" content="article">'
HARVEST = [
    "The orchard cooperative picked its first apples of the season on Tuesday morning, a week later"
    " than planned, after two nights of rain had left the lower rows of trees too wet to reach.",
    "Growers said a wet spring had delayed flowering by almost three weeks this year, and that the"
    " bees arrived late as well, so the fruit is smaller than usual but sweeter than in most years.",
    "Most of the crop goes to the cider press in the valley, the rest to local markets and to the"
    " school kitchens, which have bought from the cooperative since the old packing house closed.",
    "Prices at the gate are expected to stay level with last autumn, the chair said, although the"
    " cost of fuel for the tractors and the cold store has risen by a fifth since the spring.",
]
HARVEST_LINKS = [
    "Pear growers brace for a short season",
    "How the valley's cider press was saved",
    "Ten apple varieties worth planting",
    "Frost warnings return to the hills",
]
TRIAL = [
    "The chess club's winter tournament drew forty-two players from nine towns this weekend, the"
    " largest field since the club was founded in the back room of the old railway hotel by the river.",
    "A fourteen-year-old from the coast won every game of the final round with the black pieces,"
    " finishing a full point ahead of the two former champions who shared the second place.",
    "Organisers moved the event to the library after the hall's heating failed on Friday night,"
    " and volunteers carried the boards and the clocks across the square before the first round.",
    "Next year's tournament will add a rapid section for players who cannot stay two days, and"
    " the club hopes to invite teams from across the border if it finds a larger room.",
]
CARDS = [
    ("Library extends its opening hours", "Evenings until nine from March."),
    ("Junior league results are in", "Three schools tie for first place."),
    ("Street fair returns in June", "Stalls can be booked from next week."),
]


def page(paragraphs: list[str], tail: str, *, head: str = ARTICLE_HEAD, middle: str = "") -> bytes:
    """An article page: the `middle` after the first three paragraphs (the story has begun), the
    `tail` after the last."""
    first, second = paragraphs[:STORY_PARAGRAPHS], paragraphs[STORY_PARAGRAPHS:]
    return (
        f"<html><head><title>Local news</title>{head}</head><body><article>"
        + "".join(f"<p>{text}</p>" for text in first)
        + middle
        + "".join(f"<p>{text}</p>" for text in second)
        + tail
        + "</article></body></html>"
    ).encode()


def linked(titles: list[str]) -> str:
    """Headlines, each a paragraph that is one link."""
    return "".join(f'<p><a href="/n/{i}">{title}</a></p>' for i, title in enumerate(titles))


def cards() -> str:
    """Headline cards: a list whose items are a linked headline and a one-line blurb."""
    items = "".join(
        f'<li><h4><a href="/c/{i}">{title}</a></h4><p>{blurb}</p></li>'
        for i, (title, blurb) in enumerate(CARDS)
    )
    return f"<ul>{items}</ul>"


def chess_page(head: str = ARTICLE_HEAD) -> bytes:
    return page(TRIAL, cards(), head=head, middle="<p>Don't miss</p>" + linked(HARVEST_LINKS[:3]))


def test_headline_links_between_paragraphs_and_cards_after_the_story_go() -> None:
    text = extract(chess_page()).text
    assert all(paragraph in text for paragraph in TRIAL)
    assert not any(title in text for title in HARVEST_LINKS[:3])
    assert not any(title in text or blurb in text for title, blurb in CARDS)
    assert "Don't miss" not in text


def test_a_run_of_headline_links_inside_the_story_goes_with_its_label() -> None:
    text = extract(page(HARVEST, "", middle="<p>More from the valley</p>" + linked(HARVEST_LINKS))).text
    assert all(paragraph in text for paragraph in HARVEST)
    assert not any(title in text for title in HARVEST_LINKS)
    assert "More from the valley" not in text


def test_a_page_that_is_not_an_article_keeps_its_links() -> None:
    text = extract(chess_page(head="")).text
    assert all(title in text for title in HARVEST_LINKS[:3])
    assert all(title in text for title, _ in CARDS)


def test_fewer_links_than_a_run_and_links_in_sentences_stay() -> None:
    sentence = f'The results are on <a href="/r">the club\'s page</a>, with {TRIAL[0]}'
    text = extract(page(TRIAL, f"<p>{sentence}</p>", middle=linked(HARVEST_LINKS[: RUN_LINKS - 1]))).text
    assert "the club's page" in text
    assert all(title in text for title in HARVEST_LINKS[: RUN_LINKS - 1])


def test_empty_blocks_neither_make_nor_break_a_run_and_text_after_it_stays() -> None:
    anchors = "".join(f'<a href="/{i}">{title}</a>' for i, title in enumerate(HARVEST_LINKS))
    tree = parse(f"<html><body>{anchors}</body></html>")
    assert tree is not None
    links = link_texts(tree)
    body = etree.fromstring(
        f"<body><p>{HARVEST[0]}</p><p>{HARVEST[1]}</p><p>{HARVEST[2]}</p><p>{HARVEST_LINKS[0]}</p><p/>"
        f"<p>{HARVEST_LINKS[1]}</p><p>{HARVEST_LINKS[2]}</p>{TRIAL[0]}<p>{HARVEST[3]}</p></body>"
    )
    drop_link_runs(body, links)
    assert [" ".join(block.itertext()) for block in body] == [*HARVEST[:3], HARVEST[3]]
    assert body[2].tail == TRIAL[0]


def test_links_before_the_story_has_begun_stay() -> None:
    tree = parse(f"<html><body>{linked(HARVEST_LINKS)}</body></html>")
    assert tree is not None
    blocks = [f"<p>{title}</p>" for title in HARVEST_LINKS] + [f"<p>{text}</p>" for text in HARVEST]
    body = etree.fromstring(f"<body>{''.join(blocks)}</body>")
    drop_link_runs(body, link_texts(tree))
    assert len(body) == len(blocks)


# Teaser cards whose headline link trafilatura drops, keeping the blurb as a paragraph (`card_texts`).
SLOTS = [
    ("Ferry timetable changes for the winter", "Two crossings a day from November, one on Sundays."),
    ("New bakery opens on the harbour front", "The owners moved from the city after twenty years."),
    ("Council approves the cycle path plan", "Work on the first section starts after Easter."),
    ("Lifeboat crew rescues two kayakers", "Both were brought ashore unhurt late on Saturday."),
]
MELDUNGEN = [
    ("Stadtwerke senken den Gaspreis deutlich", "Ab Januar zahlen Haushalte rund acht Prozent weniger."),
    ("Neue Buslinie verbindet beide Ortsteile", "Die Busse fahren werktags im Halbstundentakt."),
    ("Freibad öffnet schon Anfang Mai wieder", "Die Sanierung des Beckens ist früher fertig als geplant."),
]
WAHL = [
    "Der Gemeinderat hat am Dienstagabend nach langer Debatte den Haushalt für das kommende Jahr"
    " beschlossen, mit einer knappen Mehrheit von zwei Stimmen und vielen kleinen Änderungen im Detail,"
    " die noch in der Sitzung selbst eingearbeitet wurden.",
    "Die größten Posten sind die Sanierung der Grundschule und der Ausbau des Radwegs entlang"
    " der Landstraße, die zusammen fast ein Drittel der geplanten Ausgaben des ganzen Jahres ausmachen"
    " werden, wie der Kämmerer erklärte.",
    "Die Opposition kritisierte, dass für die Kultur erneut weniger Geld bleibt als im Vorjahr,"
    " und kündigte an, im Frühjahr einen eigenen Antrag für die Bibliothek und das kleine Museum"
    " am Markt einzubringen.",
    "Der Bürgermeister verteidigte den Plan als solide und sagte, die Gemeinde werde trotz der"
    " hohen Investitionen keine neuen Schulden aufnehmen müssen, wenn die Steuern stabil bleiben.",
]


def slot_cards() -> str:
    """A strip of cards after the story, each a table whose cell holds the headline link, with the
    blurb in an element beside the table."""
    slots = "".join(
        f'<div class="slot"><div class="thumb"><table><tr><td><a href="/s/{i}"><img src="/t{i}.jpg"></a></td>'
        f'<td><a href="/s/{i}" class="title">{title}</a></td></tr></table></div><div>{blurb}</div></div>'
        for i, (title, blurb) in enumerate(SLOTS)
    )
    return f'<div class="label"><b>Top stories</b></div><div class="strip">{slots}</div>'


def bullet_cards() -> str:
    """Cards on one line each: a bullet icon, the headline link, a separator icon, the blurb."""
    rows = "".join(
        f'<p class="row"><img src="/dot.gif"><a href="/m/{i}">{title}</a> <img src="/sep.gif"> {blurb}</p>'
        for i, (title, blurb) in enumerate(MELDUNGEN)
    )
    return f"<div><strong>Weitere Meldungen</strong></div><div>{rows}</div>"


def test_card_blurbs_whose_headlines_extraction_dropped_go_after_the_story() -> None:
    for paragraphs, tail, blurbs in (
        (HARVEST, slot_cards(), [blurb for _, blurb in SLOTS]),
        (WAHL, bullet_cards(), [blurb for _, blurb in MELDUNGEN]),
    ):
        text = extract(page(paragraphs, tail)).text
        assert all(paragraph in text for paragraph in paragraphs)
        assert not any(blurb in text for blurb in blurbs), text


def test_card_texts_reads_the_blurb_beside_a_headline_and_not_a_link_in_a_sentence() -> None:
    tree = parse(f"<html><body>{slot_cards()}{bullet_cards()}</body></html>")
    assert tree is not None
    links = link_texts(tree)
    assert "two crossings a day from november one on sundays" in links
    assert "stadtwerke senken den gaspreis deutlich ab januar zahlen haushalte rund acht prozent weniger" in (
        links
    )
    sentences = "".join(
        f'<p><a href="/w/{i}">{title}</a> reported that {blurb.lower()}</p>'
        for i, (title, blurb) in enumerate(SLOTS)
    )
    tree = parse(f"<html><body><div>{sentences}</div></body></html>")
    assert tree is not None
    assert not any("reported" in key for key in link_texts(tree))


def test_short_paragraphs_opening_with_a_link_in_their_sentence_stay() -> None:
    openings = "".join(
        f'<p><a href="/o/{i}">{title}</a>, the paper said, and {blurb.lower()}</p>'
        for i, (title, blurb) in enumerate(SLOTS)
    )
    text = extract(page(HARVEST, openings)).text
    assert all(f"{title}, the paper said" in text for title, _ in SLOTS)
