"""Paywalls: a subscription prompt after a short teaser is thin; a paywall drawn by CSS over a whole
text that is in the HTML is full (see `rules` for the shape every wall verdict shares)."""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.linked import like_siblings
from gptr_fulltext.evidence.regions import HEADLINE_LINK_WORDS
from gptr_fulltext.evidence.textstats import closes_sentence, count_words, match_key, unspaced_chars
from gptr_fulltext.judge.leads import END_PROBE_CHARS, END_PROBE_MIN_CHARS, NOTICE_MAX_BLOCK_WORDS
from gptr_fulltext.judge.view import Page
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# A paywall prompt that says the text is cut gets this multiple of `wall_words` as its teaser limit.
PAYWALL_FACTOR = 2.0
# Under a paywall prompt, this share of the JSON-LD `wordCount` present means the text is whole.
WHOLE_TEXT_SHARE = 0.8
# How far after the end of the main text a paywall prompt is looked for in the page's visible text:
# the prompt box follows the cut lede at once (a heading, a line of offer, two buttons: 60-250
# characters on the test pages), the next articles and the footer come later.
PROMPT_AFTER_TEXT_CHARS = 400
# How far above a link its item in a list of links may start (`_headline_of_another_page`).
_ITEM_DEPTH = 2
# A paywall drawn by CSS clips the whole text in a container: its style (inline, or a rule of the
# page's stylesheet for its class) hides overflow under a set height or blurs it (`filter: blur()`,
# #17, round 16: a class named for the paywall, blurred by the stylesheet), or its class says it is
# locked, blurred or faded. Such a container holding `min_words` or more in `CLIPPED_MIN_PARAGRAPHS`
# paragraphs is the text behind the prompt, there in the HTML; a server-cut lede under a fade holds a
# paragraph or two of 20-60 words.
CLIPPED_MIN_PARAGRAPHS = 2
_HIDES = r"overflow(?:-y)?\s*:\s*hidden"
_HEIGHT = r"(?:max-)?height\s*:"
_BLURS = r"filter\s*:[^;]*blur\("
_CLIP_STYLE = re.compile(
    rf"{_HIDES}[^;]*;.*{_HEIGHT}|{_HEIGHT}.*{_HIDES}|{_BLURS}", re.IGNORECASE | re.DOTALL
)
# Markup that hides a box until a script shows it.
_HIDDEN = '[hidden],[style*="display" i],[style*="visibility" i]'
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_CLIP_RULE = re.compile(r"\.([\w-]+)\s*\{([^{}]*)\}")
_CLIP_NAME = re.compile(
    r"(?:^|[-_])(?:locked|blurr?ed|blur|faded?|truncated|clipped)(?:$|[-_])", re.IGNORECASE
)


def paywall(page: Page) -> Verdict | None:
    """A subscription prompt after a short teaser; a CSS-hidden paywall over the whole text is full."""
    if page.own >= page.settings.wall_words * PAYWALL_FACTOR:
        return None
    said = paywall_prompt(page)
    boxed = said or page.signals.search.named.paywall  # paywall boxes are named ones only
    marked = page.signals.paywall_markup and page.own < page.settings.wall_words
    if not (boxed or marked) or _whole_text_present(page, said):  # tested last: it may parse the page again
        return None
    if boxed:
        prompt = f"a paywall prompt ({said!r})" if said else "a subscription box on the page"
        return thin(Reason.PAYWALL_TEASER, f"{prompt} after {page.own} words of the text")
    return thin(
        Reason.PAYWALL_TEASER,
        f"declared not free to read (paywall markup) and only {page.own} words of the text",
    )


def paywall_prompt(page: Page) -> str | None:
    """A paywall prompt where prompts stand: the title or headline, what cleanup removed (a closing
    pitch), a line of its own (a block of at most `NOTICE_MAX_BLOCK_WORDS` that at most a line of prose
    follows: a prompt closes the text it cuts), the block the text stops with, or the page right after
    it. A prompt quoted inside a paragraph of prose before the end ("a box asking readers to subscribe
    to continue reading") is an article about paywalls speaking; so is a short paragraph that more of
    the article follows (#17, round 15: a Chinese paragraph of 50 characters counts 25 words).
    Reads no `Page.origin`: the judge asks it before it traces the text (`provenance.judged_regions`)."""
    blocks = page.text.blocks
    after = 0  # words of prose after each block, counted from the end
    prose_after = []
    for block in reversed(blocks):
        prose_after.append(after)
        after += block.words if block.is_sentence and not block.is_list else 0
    prose_after.reverse()
    lines = (
        block.text
        for index, block in enumerate(blocks)
        if (block.words <= NOTICE_MAX_BLOCK_WORDS and prose_after[index] <= NOTICE_MAX_BLOCK_WORDS)
        or index == len(blocks) - 1
    )
    return (
        page.named(phrases.PAYWALL)
        or phrases.found(phrases.PAYWALL, *page.removed)
        or phrases.found(phrases.PAYWALL, *lines)
        or _prompt_after_text(page)
    )


def _whole_text_present(page: Page, said: str | None) -> bool:
    """The paywall is drawn over the whole text by CSS, not cut on the server: the part the page's
    structured data marks as gated (`hasPart.cssSelector`) is in the HTML with text in it, a
    container clipped by CSS holds it (`clipped_words`), the prompt is a hidden box over a text of
    paragraphs (`_hidden_over_text`), or the declared `wordCount` is (nearly) all here."""
    gated = page.signals.gated_part_words
    if gated is not None and gated >= page.settings.min_words:
        return True
    if clipped_words(page.signals.html) >= page.settings.min_words:
        return True
    if _hidden_over_text(page, said):
        return True
    declared = page.signals.declared_words
    if declared is None or declared <= 0:
        return False
    present = max(page.text.substantive_words, unspaced_chars(page.body))  # CJK sites count characters
    return declared <= present / WHOLE_TEXT_SHARE


def _hidden_over_text(page: Page, said: str | None) -> bool:
    """The prompt (`said`, or the paywall box named so: `Regions.paywall`) stands only in a box hidden
    by the page's markup (`display: none`, `visibility: hidden`, the `hidden` attribute: a script
    shows it to readers over their quota) after a text of `min_words` or more in
    `CLIPPED_MIN_PARAGRAPHS` paragraphs of prose that ends on a full stop: the page serves its whole
    text and draws the wall over it. A server-cut lede stops mid-sentence or under a box shown to
    everyone (#17, round 13). The named box counts in a language the lexicon lacks (round 17: a hidden
    box between an article's paragraphs, in Indonesian)."""
    prompt = match_key(said) if said else page.signals.search.named.paywall
    prose = [block for block in page.text.blocks if block.is_substantive and block.is_sentence]
    if not prompt or len(prose) < CLIPPED_MIN_PARAGRAPHS:
        return False
    if sum(block.words for block in prose) < page.settings.min_words:
        return False
    if not closes_sentence(page.text.blocks[-1].text.rstrip()) or (said and said in page.body):
        return False
    tree = LexborHTMLParser(page.signals.html)
    hidden = [
        " ".join((node.text(separator=" ") or "").split())
        for node in tree.css(_HIDDEN)
        if _is_hidden(node.attributes)
    ]
    if prompt not in "".join(map(match_key, hidden)):
        return False
    shown = page.signals.visible_text
    for text in hidden:
        shown = shown.replace(text, " ")
    return prompt not in match_key(shown)


def _is_hidden(attributes: dict[str, str | None]) -> bool:
    return "hidden" in attributes or bool(_HIDDEN_STYLE.search(attributes.get("style") or ""))


def _prompt_after_text(page: Page) -> str | None:
    """A paywall prompt in the page's visible text right where the main text stops: a lede cut at
    a subscription or sign-in box that extraction left out (it is not the article's text)."""
    visible = page.signals.visible_text
    blocks = page.text.blocks
    if not visible or not blocks:
        return None
    probe = " ".join(blocks[-1].text.split())[-END_PROBE_CHARS:]
    end = visible.rfind(probe) if len(probe) >= END_PROBE_MIN_CHARS else -1
    if end < 0:
        return None
    start = end + len(probe)
    said = phrases.found(phrases.PAYWALL, visible[start : start + PROMPT_AFTER_TEXT_CHARS])
    return None if said is None or _headline_of_another_page(page.signals.html, said) else said


def _headline_of_another_page(html: str, said: str) -> bool:
    """Whether `said` stands only in links that are items of a list of headlines of other pages (a
    "Related" or "Read next" box after a whole text: one of its headlines may read "Sign in to keep
    reading"; #17, round 17). Such a list is a link's item (the link, or its parent or grandparent:
    `_ITEM_DEPTH`) beside like siblings, one of them at least holding a headline (`HEADLINE_LINK_WORDS`
    or more) that says no paywall phrase. A prompt box's other links are labels ("Log in", "Subscribe")
    or prompts themselves; a prompt's phrase in plain text is no link at all."""
    key = match_key(said)
    holders = [link for link in LexborHTMLParser(html).css("a[href]") if key in match_key(link.text() or "")]
    return bool(holders) and all(_among_headlines(link) for link in holders)


def _among_headlines(link: LexborNode) -> bool:
    item = link
    for _ in range(_ITEM_DEPTH):
        if like_siblings(item) >= 2 or item.parent is None:
            break
        item = item.parent
    parent = item.parent
    if parent is None:
        return False
    for sibling in parent.iter():
        if sibling.tag != item.tag or sibling.mem_id == item.mem_id:
            continue
        for other in sibling.css("a[href]") if sibling.tag != "a" else [sibling]:
            text = other.text(separator=" ") or ""
            if count_words(text) >= HEADLINE_LINK_WORDS and not phrases.PAYWALL.search(text):
                return True
    return False


def clipped_words(html: str) -> int:
    """Words of the largest container of `CLIPPED_MIN_PARAGRAPHS` paragraphs or more that CSS clips
    (see `_CLIP_STYLE`, `_CLIP_NAME`); 0 when there is none."""
    tree = LexborHTMLParser(html)
    clipping = {
        name
        for style in tree.css("style")
        for name, body in _CLIP_RULE.findall(style.text() or "")
        if _CLIP_STYLE.search(body)
    }
    best = 0
    for node in tree.css("div[class],section[class],article[class],div[style],section[style]"):
        classes = (node.attributes.get("class") or "").split()
        if not (
            _CLIP_STYLE.search(node.attributes.get("style") or "")
            or any(name in clipping or _CLIP_NAME.search(name) for name in classes)
        ):
            continue
        if len(node.css("p")) >= CLIPPED_MIN_PARAGRAPHS:
            best = max(best, count_words(node.text(separator=" ") or ""))
    return best
