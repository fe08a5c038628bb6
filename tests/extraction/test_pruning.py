"""Trafilatura's raw-tree prunes run only where an `id` or `class` could match them (`extraction.pruning`),
and the gated pass reads the same text either way."""

from __future__ import annotations

import hashlib
import re

import pytest
from lxml.etree import XPath
from lxml.html import HtmlElement, tostring
from trafilatura.htmlprocessing import prune_unwanted_nodes
from trafilatura.xpaths import (
    OVERALL_DISCARD_XPATH,
    RAW_TREE_PRUNE_XPATH,
    REMOVE_COMMENTS_AND_LISTS_XPATH,
    REMOVE_COMMENTS_XPATH,
)

from gptr_fulltext.evidence.signals import inspect_html
from gptr_fulltext.extraction import comparison, pruning
from gptr_fulltext.extraction.maintext import _trafilatura, parse

GERMAN = (
    "Die Stadtwerke haben am Montag angekündigt, das alte Wasserwerk am Fluss bis zum Herbst zu sanieren "
    "und danach als Museum für die Geschichte der Trinkwasserversorgung der Region zu öffnen."
)
PORTUGUESE = (
    "A associação de moradores do bairro organizou uma feira de troca de livros na praça central, "
    "que reuniu centenas de pessoas durante o fim de semana e vai repetir-se todos os meses."
)


def _page(sentence: str, aside: str) -> str:
    paragraphs = "".join(f"<p>{sentence} ({n})</p>" for n in range(5))
    return f"<html><body><main><h1>{sentence[:30]}</h1>{paragraphs}</main>{aside}</body></html>"


def _comments(sentence: str) -> str:
    replies = "".join(f"<li><p>{sentence[:70]} ({n})</p></li>" for n in range(4))
    return f'<section id="comments"><h2>3 comments</h2><ol class="comment-list">{replies}</ol></section>'


def _more_stories(sentence: str) -> str:
    return f'<div class="infinite-scroll"><article><p>{sentence[::-1]}</p></article></div>'


def _run(markup: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str, list[XPath]]:
    """The text gated and not, and the expressions the gated pass ran."""
    ran: list[XPath] = []

    def counted(tree: HtmlElement, nodelist: list[XPath], with_backup: bool = False) -> HtmlElement:
        ran.extend(nodelist)
        return prune_unwanted_nodes(tree, nodelist, with_backup)

    url = "https://town.example/news/2"
    plain = parse(markup)
    assert plain is not None
    ungated = _trafilatura(plain, url, fast=False, comments=False)
    monkeypatch.setattr(pruning, "prune_unwanted_nodes", counted)
    tree = parse(markup)
    assert tree is not None
    with comparison.gated(inspect_html(markup).visible_chars):
        gated = _trafilatura(tree, url, fast=False, comments=False)
    assert gated is not None and ungated is not None
    assert tostring(gated.body) == tostring(ungated.body)
    return gated.raw_text or "", ungated.raw_text or "", ran


@pytest.mark.parametrize("sentence", [GERMAN, PORTUGUESE])
def test_a_page_without_such_names_runs_none_of_the_prunes(
    sentence: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    footer = '<div class="footer-links"><a href="/">Home</a></div>'
    gated, ungated, ran = _run(_page(sentence, footer), monkeypatch)
    assert gated == ungated
    assert not set(ran) & {*RAW_TREE_PRUNE_XPATH, *REMOVE_COMMENTS_AND_LISTS_XPATH}


@pytest.mark.parametrize("sentence", [GERMAN, PORTUGUESE])
def test_a_comment_section_is_pruned_as_trafilatura_prunes_it(
    sentence: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gated, ungated, ran = _run(_page(sentence, _comments(sentence)), monkeypatch)
    assert gated == ungated
    assert f"{sentence[:70]} (1)" not in gated  # the replies went
    assert REMOVE_COMMENTS_AND_LISTS_XPATH[0] in ran
    assert RAW_TREE_PRUNE_XPATH[0] not in ran


@pytest.mark.parametrize("sentence", [GERMAN, PORTUGUESE])
def test_an_appended_story_container_is_pruned_as_trafilatura_prunes_it(
    sentence: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gated, ungated, ran = _run(_page(sentence, _more_stories(sentence)), monkeypatch)
    assert gated == ungated
    assert sentence[::-1][:40] not in gated
    assert RAW_TREE_PRUNE_XPATH[0] in ran


def test_the_words_were_read_from_trafilaturas_own_expressions() -> None:
    """A trafilatura that changes these expressions fails here: `pruning._NEEDLES` must be read again."""
    tests = re.compile(r"re:test\(@(?:id|class), '([^']*)'\)|contains\(@class, '([^']*)'\)")

    def patterns(expression: XPath) -> set[str]:
        return {first or second for first, second in tests.findall(expression.path)}

    comment_id = "^(?:[Cc]omment(?!ary)|comol|disqus_thread|dsq-comments)"
    comment_class = "^[Cc]omment(?!ary)|(?:article|post)-comments"
    appended = "mvp-post-add-(?:box|wrap)"
    assert patterns(RAW_TREE_PRUNE_XPATH[0]) == {f"{appended}|infinite-?scroll", appended}
    assert patterns(RAW_TREE_PRUNE_XPATH[1]) == {"elementor-share-buttons"}
    comment_list_id = "^(?:[Cc]omment(?!ary)|comol)"
    assert patterns(REMOVE_COMMENTS_AND_LISTS_XPATH[0]) == {comment_id, comment_class, comment_list_id}
    assert patterns(REMOVE_COMMENTS_XPATH[0]) == {comment_id, comment_class}
    assert len(RAW_TREE_PRUNE_XPATH) == 2
    assert len(REMOVE_COMMENTS_AND_LISTS_XPATH) == len(REMOVE_COMMENTS_XPATH) == 1


def _hidden_and_replies(sentence: str) -> str:
    """Elements each of the expression's tests catches, beside plain ones without any attribute."""
    caught = (
        f'<div style="display:none"><p>{sentence}</p></div><div id="hidden-box"><p>{sentence}</p></div>'
        f'<div class="reply-form"><p>{sentence}</p></div><span aria-hidden="true">{sentence[:20]}</span>'
        f'<p class="card noprint">{sentence}</p><h3 class="comments-title">{sentence[:30]}</h3>'
    )
    plain = "".join(f"<div><p>{sentence} <span>({n})</span></p></div>" for n in range(4))
    story = f"<section class='story'><p>{sentence}</p></section>"
    return f"<html><body><main>{plain}{caught}{story}</main></body></html>"


@pytest.mark.parametrize("sentence", [GERMAN, PORTUGUESE])
def test_the_narrowed_expression_finds_the_same_elements(sentence: str) -> None:
    tree = parse(_hidden_and_replies(sentence))
    assert tree is not None
    found = OVERALL_DISCARD_XPATH[1](tree)
    assert len(found) == 6
    assert pruning._NARROWED[OVERALL_DISCARD_XPATH[1]](tree) == found


def test_the_narrowed_expression_is_the_one_it_was_proved_for() -> None:
    """A trafilatura that changes it fails here: every test in it must again need one of the four
    attributes, and none of its regular expressions match an empty value (`pruning` docstring)."""
    digest = hashlib.sha256(OVERALL_DISCARD_XPATH[1].path.encode()).hexdigest()
    assert digest.startswith("c1d5b70b8cd03783")
