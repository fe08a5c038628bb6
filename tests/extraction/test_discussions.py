"""Q&A pages and forum threads keep their answers and replies (README, What the text looks like):
one balanced trafilatura pass reads them without a special case. Two unrelated synthetic pages."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace

import pytest

from gptr_fulltext import Settings, extract
from gptr_fulltext.evidence.signals import inspect_html
from gptr_fulltext.judge.rules import judge_page
from gptr_fulltext.models import Evidence, MainText
from gptr_fulltext.reasons import Reason

ANSWERS = [
    "Set the locale before you start the interpreter: exporting LC_ALL=C.UTF-8 in the service file "
    "fixes the decoding error for every child process it starts.",
    "If you cannot change the service file, open the file with an explicit encoding argument; the "
    "default comes from the locale, which is POSIX under systemd.",
    "Python 3.15 will make UTF-8 mode the default, so the problem goes away there, but on older "
    "versions the environment variable PYTHONUTF8=1 does the same.",
]
REPLIES = [
    "Bei mir lag es am Thermostat: nach dem Tausch gegen ein neues Modell läuft die Heizung wieder "
    "ohne Geräusche und die Räume werden gleichmäßig warm.",
    "Hast du schon die Heizkörper entlüftet? Das Gluckern kommt fast immer von Luft im System, und "
    "der Druck sollte danach bei etwa 1,5 bar liegen.",
    "Wir hatten dasselbe Problem im Altbau. Der Installateur hat die Umwälzpumpe eine Stufe "
    "niedriger gestellt, seitdem ist Ruhe.",
]


def _json_ld(data: Mapping[str, object]) -> str:
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


def qa_page() -> str:
    """An English Q&A page (schema.org QAPage): answers with votes and a comment each."""
    title = "UnicodeDecodeError only under systemd"
    answers = "".join(
        '<div class="answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">'
        f'<div class="vote">{votes}</div><div class="answer-body" itemprop="text"><p>{text}</p></div>'
        '<div class="comments"><span class="comment-copy">Thanks, that worked.</span></div></div>'
        for votes, text in enumerate(ANSWERS)
    )
    question = {"@type": "Question", "name": title}
    return (
        f"<html><head><title>{title}</title>"
        f"{_json_ld({'@context': 'https://schema.org', '@type': 'QAPage', 'mainEntity': question})}"
        f'</head><body><div id="content"><div class="question"><h1>{title}</h1>'
        "<p>My script reads a UTF-8 file fine from the shell, but when systemd starts it the same read "
        "fails with a UnicodeDecodeError. What differs between the two?</p></div>"
        f'<div id="answers"><h2>3 Answers</h2>{answers}</div></div></body></html>'
    )


def forum_page() -> str:
    """A German forum thread (schema.org DiscussionForumPosting): an opening post and replies."""
    title = "Heizung gluckert nachts"
    posts = "".join(
        f'<div class="post reply"><div class="author">Nutzer{n}</div>'
        f'<div class="postbody"><p>{text}</p></div></div>'
        for n, text in enumerate(REPLIES)
    )
    posting = {"@context": "https://schema.org", "@type": "DiscussionForumPosting", "headline": title}
    return (
        f"<html><head><title>{title}</title>{_json_ld(posting)}</head><body>"
        f'<div class="thread"><h1>{title}</h1><div class="post first"><div class="postbody"><p>Seit dem '
        "Herbst gluckert unsere Gasheizung jede Nacht so laut, dass wir aufwachen. Was kann das sein?"
        f'</p></div></div><div class="replies">{posts}</div></div></body></html>'
    )


@pytest.mark.parametrize(
    ("page", "replies"),
    [
        (qa_page(), ["LC_ALL=C.UTF-8", "explicit encoding argument", "PYTHONUTF8=1"]),
        (forum_page(), ["Thermostat", "entlüftet", "Umwälzpumpe"]),
    ],
    ids=["qa-en", "forum-de"],
)
def test_every_answer_or_reply_is_in_the_text(page: str, replies: list[str]) -> None:
    extraction = extract(page.encode(), "https://answers.example/q/1")
    assert extraction.is_full
    assert [reply for reply in replies if reply not in extraction.text] == []


COMMENTS = {
    "blog-en": ["Fermenting at 18 degrees took me nine days", "rye starter instead of wheat"],
    "recipe-fr": ["ajouté une pincée de cardamome", "four à chaleur tournante"],
}
STORIES = {
    "blog-en": (
        "How I bake sourdough at home",
        "My starter lives on the kitchen counter and gets fed flour and water every morning before work. "
        "The dough rises overnight in a cool corner, and I shape it in the morning before the oven heats.",
        [
            "Fermenting at 18 degrees took me nine days before the loaf stopped tasting flat.",
            "I switched to a rye starter instead of wheat and the crumb got much more open.",
        ],
    ),
    "recipe-fr": (
        "Tarte aux pommes de ma grand-mère",
        "Étalez la pâte brisée dans un moule beurré, puis disposez les pommes en rosace sur la compote. "
        "Faites cuire quarante minutes à cent quatre-vingts degrés, jusqu'à ce que les bords soient dorés.",
        [
            "J'ai ajouté une pincée de cardamome dans la compote, un vrai régal pour toute la famille.",
            "Dans un four à chaleur tournante, trente-cinq minutes suffisent largement.",
        ],
    ),
}


def commented_page(kind: str, *, declared: bool) -> str:
    """A story with a reader-comment section under it; `declared` adds Open Graph article markup."""
    title, story, comments = STORIES[kind]
    meta = '<meta property="og:type" content="article">' if declared else ""
    items = "".join(f'<li class="comment"><p>{text}</p></li>' for text in comments)
    return (
        f'<html><head><title>{title}</title>{meta}</head><body><div class="post"><h1>{title}</h1>'
        f"<p>{story}</p><p>{story}</p></div>"
        f'<div id="comments" class="comments"><h3>{len(comments)} comments</h3><ol>{items}</ol></div>'
        "</body></html>"
    )


@pytest.mark.parametrize("kind", sorted(STORIES))
@pytest.mark.parametrize(
    ("declared", "setting", "kept"),
    [(False, "auto", True), (True, "auto", False), (True, "true", True), (False, "false", False)],
)
def test_comments_follow_the_text_unless_the_page_declares_an_article(
    kind: str, declared: bool, setting: str, kept: bool
) -> None:
    """`FULLTEXT_COMMENTS=auto`: a page without article markup (a blog, a forum, an older site) keeps
    its readers' comments after the main text; a declared article keeps its story only."""
    extraction = extract(
        commented_page(kind, declared=declared).encode(),
        "https://site.example/post/1",
        settings=Settings(comments=setting),
    )
    story = STORIES[kind][1]
    assert story.split(",")[0] in extraction.text
    found = [phrase for phrase in COMMENTS[kind] if phrase in extraction.text]
    assert found == (COMMENTS[kind] if kept else [])
    if kept:
        assert extraction.text.index(COMMENTS[kind][0]) > extraction.text.index(story.split(",")[0])


PRODUCTS = {
    "shop-en": (
        "Trail Runner 3 waterproof hiking shoe",
        [
            "The Trail Runner 3 keeps your feet dry on wet paths with a breathable membrane that lets "
            "steam out while it keeps puddles and morning dew away from your socks.",
            "A grippy rubber outsole with deep lugs holds on mud, wet rock and loose gravel, and a "
            "cushioned midsole stays soft after a full day of walking in the hills.",
            "Each shoe weighs 310 grams, the upper is made of recycled polyester mesh, and the heel "
            "sits eight millimetres above the toe for a natural stride.",
        ],
        [
            "Ordered my usual size and they were far too narrow, sent them back the same week.",
            "Great grip on wet rocks, but the laces came undone all the time on my last hike.",
        ],
    ),
    "boutique-de": (
        "Kaffeemühle Classica aus Buchenholz",
        [
            "Die Classica mahlt mit einem Kegelmahlwerk aus gehärtetem Stahl, das die Bohnen langsam "
            "und gleichmäßig zerkleinert, ohne sie dabei zu erwärmen.",
            "Der Mahlgrad lässt sich in zwölf Stufen einstellen, von grob für die Stempelkanne bis "
            "fein für den Espressokocher auf dem Herd.",
            "Das Gehäuse aus geöltem Buchenholz ist einundzwanzig Zentimeter hoch, die Schublade "
            "fasst Pulver für etwa vier Tassen Kaffee.",
        ],
        [
            "Nach drei Monaten wackelt die Kurbel schon, für den Preis hätte ich mehr erwartet.",
            "Schönes Stück in der Küche, aber für Espresso wird das Pulver nicht fein genug.",
        ],
    ),
}


def product_page(kind: str) -> str:
    """A product page in a `<main>`: its name, its description, and a reviews section under it. The
    English shop declares the product in JSON-LD, the German one with Open Graph."""
    name, description, reviews = PRODUCTS[kind]
    declared = (
        _json_ld({"@context": "https://schema.org", "@type": "Product", "name": name})
        if kind == "shop-en"
        else '<meta property="og:type" content="product">'
    )
    paragraphs = "".join(f"<p>{text}</p>" for text in description)
    opinions = "".join(f'<div class="comment"><p>{text}</p></div>' for text in reviews)
    return (
        f'<html><head><title>{name}</title>{declared}</head><body><main><div class="product">'
        f'<h1>{name}</h1>{paragraphs}</div><section id="comments" class="comments">'
        f"<h3>{len(reviews)} reviews</h3>{opinions}</section></main></body></html>"
    )


@pytest.mark.parametrize("kind", sorted(PRODUCTS))
def test_a_declared_product_keeps_its_name_in_the_text(kind: str) -> None:
    """The product's name heads its description, where an article's headline would be cut: it is the
    subject the description and specifications are about. `raw_content` still names it once."""
    extraction = extract(product_page(kind).encode(), "https://shop.example/p/1")
    name = PRODUCTS[kind][0]
    assert extraction.text.lstrip().split("\n", 1)[0] == f"# {name}"
    assert extraction.content.count(name) == 1


def test_an_article_still_loses_the_headline_its_title_names() -> None:
    """The same page declared an article: its headline is the title field's, not the text's."""
    page = product_page("shop-en").replace('"Product"', '"NewsArticle"')
    extraction = extract(page.encode(), "https://news.example/a/1")
    assert PRODUCTS["shop-en"][0] not in extraction.text


@pytest.mark.parametrize("kind", sorted(PRODUCTS))
@pytest.mark.parametrize(("setting", "kept"), [("auto", False), ("true", True)])
def test_a_declared_product_sets_its_reviews_apart(kind: str, setting: str, kept: bool) -> None:
    """`FULLTEXT_COMMENTS=auto`: a declared product's text is its description, its reviews set apart
    as a declared article's comments are; `true` keeps them after it."""
    extraction = extract(
        product_page(kind).encode(), "https://shop.example/p/1", settings=Settings(comments=setting)
    )
    _, description, reviews = PRODUCTS[kind]
    assert extraction.is_full
    assert [text for text in description if text not in extraction.text] == []
    assert [text for text in reviews if (text in extraction.text) is not kept] == []


@pytest.mark.parametrize("kind", sorted(PRODUCTS))
def test_a_product_described_in_a_line_keeps_its_reviews(kind: str) -> None:
    """A shop whose description is under `min_words`: its reviews are most of what it says, and stay."""
    _, description, reviews = PRODUCTS[kind]
    paragraphs = "".join(f"<p>{text}</p>" for text in description)
    page = product_page(kind).replace(paragraphs, f"<p>{description[0]}</p>")
    extraction = extract(page.encode(), "https://shop.example/p/1")
    assert [text for text in reviews if text not in extraction.text] == []


@pytest.mark.parametrize("kind", sorted(PRODUCTS))
def test_reviews_set_apart_still_count_as_the_pages_own_words(kind: str) -> None:
    """The judge weighs the reviews set apart (`MainText.aside`) as the page's own words: a shop page
    with bot-protection markup and a short description is not a bot check when its reviews are long."""
    name, description, reviews = PRODUCTS[kind]
    signals = inspect_html('<html><body><div id="challenge-form"></div><p>x</p></body></html>')
    assert signals.challenge_markup
    main = MainText(
        text="\n\n".join(description), title=name, words=60, markdown=True, evidence=Evidence(signals)
    )
    assert judge_page(main, Settings()).reason == Reason.BOT_CHALLENGE
    aside = replace(main, aside="\n\n".join(reviews * 3))
    assert aside.weighed.startswith(main.text) and aside.weighed.endswith(f"{aside.aside}\n")
    assert judge_page(aside, Settings()).is_full
