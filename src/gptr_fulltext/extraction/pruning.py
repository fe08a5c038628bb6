"""Trafilatura's prunes, run only where an element could match them.

Before its cleaning, trafilatura's pass deletes infinite-scroll containers of follow-up articles, share
buttons and (comments off) comment sections from the page, with three XPath expressions that each walk
every element and test its `id` and `class` with regular expressions: ~1.9 ms a page together, and on
almost every page they find nothing (docs/benchmarks.md, #16). Each regular expression only matches a
value that holds one of a few literal words (`_NEEDLES`), so where no `id` or `class` of the page
holds any of them the expression cannot match: it is not run. One walk in C gathers every `id` and
`class` value (~0.15 ms) and serves every expression of the pass.

Inside its rules, trafilatura deletes what `OVERALL_DISCARD_XPATH` finds in every candidate subtree.
Its second expression tests every element (`.//*[…]`) with three regular expressions, each a call into
Python, though every one of its tests reads `id`, `class`, `style` or `aria-hidden` and none holds on
an element without them (no regular expression of it matches an empty value): led by a test that one
of the four is there, in C, it finds the same elements at two thirds of the cost (`_NARROWED`; 2.0 →
1.4 ms a median page inside ours, docs/benchmarks.md). Any other expression runs as it is.
"""

from __future__ import annotations

from lxml.etree import XPath
from lxml.html import HtmlElement
from trafilatura.htmlprocessing import prune_unwanted_nodes
from trafilatura.xpaths import (
    OVERALL_DISCARD_XPATH,
    RAW_TREE_PRUNE_XPATH,
    REGEXP_NS,
    REMOVE_COMMENTS_AND_LISTS_XPATH,
    REMOVE_COMMENTS_XPATH,
)

_COMMENTS = ("omment", "comol", "disqus_thread", "dsq-comments")
# What each expression's `id`/`class` tests need in a value to match, read from its regular
# expressions (the tests pin the expressions these were read from).
_NEEDLES: dict[XPath, tuple[str, ...]] = {
    RAW_TREE_PRUNE_XPATH[0]: ("mvp-post-add-", "infinite"),  # 'mvp-post-add-(?:box|wrap)|infinite-?scroll'
    RAW_TREE_PRUNE_XPATH[1]: ("elementor-share-buttons",),  # contains(@class, 'elementor-share-buttons')
    # '^(?:[Cc]omment(?!ary)|comol|disqus_thread|dsq-comments)' on id, and on class
    # '^[Cc]omment(?!ary)|(?:article|post)-comments'
    REMOVE_COMMENTS_AND_LISTS_XPATH[0]: _COMMENTS,
    REMOVE_COMMENTS_XPATH[0]: _COMMENTS,
}
_NAMES = XPath(".//@id|.//@class", smart_strings=False)
_EVERY_ELEMENT = ".//*["
_HIDDEN_OR_REPLY = OVERALL_DISCARD_XPATH[1]  # the tests pin its text, for which the module docstring holds
_ITS_TESTS = _HIDDEN_OR_REPLY.path.strip()[len(_EVERY_ELEMENT) :]
_NARROWED = {
    _HIDDEN_OR_REPLY: XPath(
        f"{_EVERY_ELEMENT}@id or @class or @style or @aria-hidden][{_ITS_TESTS}", namespaces={"re": REGEXP_NS}
    )
}


class Pruner:
    """`prune_unwanted_nodes` for one pass: an expression whose words no `id` or `class` holds is
    skipped. The values are gathered once; pruning only deletes elements, so they stay a superset."""

    def __init__(self) -> None:
        self._names: tuple[HtmlElement, str] | None = None

    def prune(self, tree: HtmlElement, nodelist: list[XPath], with_backup: bool = False) -> HtmlElement:
        """What `prune_unwanted_nodes(tree, nodelist, with_backup)` returns, without the expressions
        that cannot match, and with the narrowed form of those that have one."""
        could_match = [
            _NARROWED.get(expression, expression)
            for expression in nodelist
            if self._could_match(tree, expression)
        ]
        return prune_unwanted_nodes(tree, could_match, with_backup) if could_match else tree

    def _could_match(self, tree: HtmlElement, expression: XPath) -> bool:
        needles = _NEEDLES.get(expression)
        if needles is None:
            return True
        names = self._names_of(tree)
        return any(needle in names for needle in needles)

    def _names_of(self, tree: HtmlElement) -> str:
        if self._names is None or self._names[0] is not tree:
            self._names = (tree, "\n".join(_NAMES(tree)))
        return self._names[1]
