"""A consent wall: the main text is the consent dialog, not a page's text beside a cookie banner.

Found two ways: inside a consent platform's container (`Provenance.consent`), or, where no container
names it, by vocabulary — a main text dense with consent words on a page whose buttons accept or
reject cookies. The vocabulary alone cannot tell a dialog from an explainer *about* cookie banners
(#17, round 15: a German legal explainer measured 0.10, denser than Google's interstitial), so the
buttons must belong to the text: a dialog's accept and reject buttons stand with its sentences, while
a site's cookie banner is a box of its own — its own sentence and its buttons, apart from the
page's text (`_banners_apart`). Structure, in any language; the phrases only name the buttons.
"""

from __future__ import annotations

from selectolax.lexbor import LexborHTMLParser, LexborNode

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.textstats import Block, count_words, match_key
from gptr_fulltext.judge.view import Page
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# Without a consent platform's container, a dialog is told by its vocabulary: this share of its words
# or more, and accept/reject buttons on the page. Measured: Google's consent interstitial 0.09 (the
# dialogs in containers 0.05-0.18), the article about cookie law 0.05, other articles at most 0.01.
CONSENT_DENSITY = 0.06
# Above this many words a text dense with consent vocabulary is an article about consent.
CONSENT_DIALOG_MAX_WORDS = 600
# A banner's own text: this many words besides its buttons' labels (a sentence saying what it asks).
BANNER_MIN_WORDS = 4
_PROBE_CHARS = 24
_ACTIONS = 'button,input[type="submit" i],[role="button" i],form[action*="consent" i]'


def consent(page: Page) -> Verdict | None:
    """The main text is the consent dialog: found inside a consent platform's container, or dense
    with consent vocabulary on a page whose buttons accept or reject cookies beside that text."""
    origin = page.origin
    if origin.consent and origin.consent >= origin.own and origin.own < page.settings.wall_words:
        return thin(
            Reason.CONSENT_WALL,
            f"the main text is a consent dialog ({origin.consent} words); "
            f"{origin.own} words of the page's own",
        )
    if page.signals.consent_actions and page.text.words <= CONSENT_DIALOG_MAX_WORDS:
        density = len(phrases.CONSENT_TERMS.findall(page.body)) / max(page.text.words, 1)
        if density >= CONSENT_DENSITY and not _banners_apart(page.signals.html, page.text.blocks):
            return thin(
                Reason.CONSENT_WALL,
                f"accept/reject buttons and a main text that is {density:.0%} consent vocabulary",
            )
    return None


def _banners_apart(html: str, blocks: tuple[Block, ...]) -> bool:
    """Whether every accept/reject control of the page stands in a box apart from the main text's
    block densest in consent words (the dialog's sentence, on a wall): the largest element holding
    the control but not that block (its branch) says a sentence of its own besides the controls'
    labels — a cookie banner beside the page. A dialog's controls stand in a bar of buttons beside
    its sentences (their branch is the bar, or the button)."""
    densest = max(blocks, key=lambda block: len(phrases.CONSENT_TERMS.findall(block.text)), default=None)
    probe = densest.key[:_PROBE_CHARS] if densest is not None else ""
    if len(probe) < _PROBE_CHARS:
        return False
    tree = LexborHTMLParser(html)
    controls = [node for node in tree.css(_ACTIONS) if _accepts(node)]
    return bool(controls) and all(_apart(control, probe) for control in controls)


def _accepts(node: LexborNode) -> bool:
    attributes = node.attributes
    said = node.text() if node.tag != "form" else None
    return bool(
        phrases.found(
            phrases.CONSENT_ACTION,
            said,
            attributes.get("value"),
            attributes.get("aria-label"),
            attributes.get("action"),
        )
    )


def _apart(control: LexborNode, probe: str) -> bool:
    branch, node = control, control.parent
    while node is not None and node.tag not in ("body", "html") and probe not in _key(node):
        branch, node = node, node.parent
    labels = sum(count_words(action.text() or "") for action in branch.css(_ACTIONS))
    if branch.tag == "button" or branch.attributes.get("role") == "button":
        labels = count_words(branch.text() or "")
    return count_words(branch.text(separator=" ") or "") - labels >= BANNER_MIN_WORDS


def _key(node: LexborNode) -> str:
    return match_key(node.text(separator=" ") or "")
