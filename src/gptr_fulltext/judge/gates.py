"""Gate pages: a few lines about the site that lead to a call to action — a contact form, an age check,
"open this in the app", "start a new topic" on an empty board, "notify me" on a shop to come.

Such a page is a short text (`min_words` to `wall_words` of its own) whose purpose is the form or the
button that shares its container right after its last words: the text introduces the action and says
nothing of a subject. A real short page of that length is a dated news brief (its byline or
publication markup dates it), or a text followed by page furniture — a bar of share buttons, icons,
counts — not by something to do; or a whole text that CSS clips under a paywall's prompt. Known by
structure in any language; no phrase decides it.
"""

from __future__ import annotations

from selectolax.lexbor import LexborNode

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.textstats import Block, count_words, match_key
from gptr_fulltext.judge.briefs import (
    ACTION_DEPTH,
    ACTIONS,
    PROBE_CHARS,
    actions_beside,
    dated,
    furniture,
    is_prose,
)
from gptr_fulltext.judge.paywalls import clipped_words
from gptr_fulltext.judge.view import Page
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# A toolbar (share, print, reactions) is furniture: a container of this many controls or more, none
# labelled by more than `TOOLBAR_MAX_LABEL_WORDS`, holding at most `TOOLBAR_MAX_CAPTION_WORDS` words
# besides them ("Share:"). A gate's controls are one or two, or sit among the lines that ask for them.
TOOLBAR_MIN_CONTROLS = 3
TOOLBAR_MAX_LABEL_WORDS = 2
TOOLBAR_MAX_CAPTION_WORDS = 2
_TOOLBAR_DEPTH = 2  # how far above a control its toolbar may start
# The text's box holds the text, its form or buttons and a line or two: at most this many times the
# text's words (a layout's wrapper holds its menus, sidebar and footer too).
CONTAINER_MAX_FACTOR = 2.0
CONTAINER_MAX_LINKS = 5
# A gate is a paragraph or two and a line or two around its action (the gates of the dev sets: 2-6
# substantive lines); a table of this many rows is data of the text's own.
GATE_MAX_BLOCKS = 6
STRUCTURE_MIN_ROWS = 3
_FIELDS = 'input:not([type="hidden" i]):not([type="submit" i]):not([type="button" i]),select,textarea'
_REGION_DEPTH = 3  # how far above a control its region (a consent banner) may start
_REGION_MIN_KEY = 12  # a region's text this long at least, not to match by chance


def gate(page: Page) -> Verdict | None:
    """A short undated text that stops at a call to action sharing its container (see the module)."""
    own, settings = page.own, page.settings
    if not settings.min_words <= own < settings.wall_words:
        return None  # below `min_words` the brief test of `_too_short` asks the same
    substantive = [block for block in page.text.blocks if block.is_substantive]
    prose = [block for block in substantive if is_prose(block)]
    if not prose or _structured(substantive):
        return None
    if dated(page.text, page.signals, prose[0].text):
        return None
    html = page.signals.html
    consent = page.signals.regions.consent
    articled = "<article" in html
    probe = " ".join(prose[-1].text.split())[-PROBE_CHARS:]
    frame = CONTAINER_MAX_FACTOR * page.text.words

    def aside(control: LexborNode) -> bool:
        return (
            _widget(control)
            or _furniture(control)
            or (articled and _ancestor(control, "article") is None)
            or (bool(consent) and _in_region(control, consent))
            or _consent_group(control)
            or _framed(control, probe, frame)
        )

    if not actions_beside(html, prose[-1].text, aside):
        return None
    if clipped_words(html) >= settings.min_words:
        return None  # a text CSS draws a paywall over (`paywalls.clipped_words`): its prompt is the wall's
    return thin(
        Reason.TOO_SHORT,
        f"{own} words of its own, undated, that lead to a form or a button right after them: "
        "a gate to an action, not a page of content",
    )


def _structured(blocks: list[Block]) -> bool:
    """Whether the text has a structure of its own beside a paragraph or two: a table of
    `STRUCTURE_MIN_ROWS` rows or more (a product's specifications, figures), or more than
    `GATE_MAX_BLOCKS` lines (a job's duties and offer under their headings, a recipe's steps)."""
    return len(blocks) > GATE_MAX_BLOCKS or sum(block.is_row for block in blocks) >= STRUCTURE_MIN_ROWS


def _widget(control: LexborNode) -> bool:
    """Whether `control` is a page's widget (save, share, print, load more, a menu's toggle): a button
    that submits no form of fields. A gate's action is a link styled as a button (to the app, to a
    new topic's form) or the submit button of its form."""
    if control.tag == "a":
        return False
    form = _ancestor(control, "form")
    return form is None or form.css_first(_FIELDS) is None


def _furniture(control: LexborNode) -> bool:
    """Page furniture (`briefs.furniture`), or a control of a toolbar (`TOOLBAR_*`)."""
    return furniture(control) or _in_toolbar(control)


def _framed(control: LexborNode, probe: str, most: float) -> bool:
    """Whether the nearest container of `control` that holds the text's last words (`probe`) holds
    more than `most` words, or more than `CONTAINER_MAX_LINKS` links besides the controls: the page's
    frame (an app's root, a layout's wrapper with its menus), not the text's box."""
    node = control.parent
    for _ in range(ACTION_DEPTH):
        if node is None or node.tag in ("body", "html"):
            return False
        text = node.text(separator=" ") or ""
        if probe in " ".join(text.split()):
            links = len(node.css("a[href]")) - len(node.css(ACTIONS))
            return count_words(text) > most or links > CONTAINER_MAX_LINKS
        node = node.parent
    return False


def _consent_group(control: LexborNode) -> bool:
    """Whether `control` is one of a group of buttons one of which accepts or rejects cookies
    (`lexicon.CONSENT_ACTION`): a consent banner's, beside any text."""
    parent = control.parent
    group = parent.css(ACTIONS) if parent is not None else [control]
    return any(phrases.CONSENT_ACTION.search(item.text() or "") for item in group)


def _ancestor(node: LexborNode, tag: str) -> LexborNode | None:
    """The nearest element above `node` with this `tag`, if any."""
    parent = node.parent
    while parent is not None and parent.tag != tag:
        parent = parent.parent
    return parent


def _in_region(control: LexborNode, region: str) -> bool:
    """Whether `control` stands in a region of the page (its match-key text, `Regions`): a consent
    banner's buttons are the site's, beside any text."""
    node = control.parent
    for _ in range(_REGION_DEPTH):
        if node is None or node.tag in ("body", "html"):
            return False
        key = match_key(node.text(separator=" ") or "")
        if len(key) >= _REGION_MIN_KEY and key in region:
            return True
        node = node.parent
    return False


def _in_toolbar(control: LexborNode) -> bool:
    node = control.parent
    for _ in range(_TOOLBAR_DEPTH):
        if node is None or node.tag in ("body", "html"):
            return False
        controls = node.css(ACTIONS)
        if len(controls) >= TOOLBAR_MIN_CONTROLS:
            labels = [count_words(item.text(separator=" ") or "") for item in controls]
            if max(labels) > TOOLBAR_MAX_LABEL_WORDS:
                return False
            return count_words(node.text(separator=" ") or "") - sum(labels) <= TOOLBAR_MAX_CAPTION_WORDS
        node = node.parent
    return False
