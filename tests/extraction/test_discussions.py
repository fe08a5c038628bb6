"""Q&A pages and forum threads keep their answers and replies (README, What the text looks like):
one balanced trafilatura pass reads them without a special case. Two unrelated synthetic pages."""

from __future__ import annotations

import json
from collections.abc import Mapping

import pytest

from gptr_fulltext import extract

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
