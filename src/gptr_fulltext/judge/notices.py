"""Notices served as pages: an error, quota, region, redirect or maintenance notice is a short text
about the page or the service itself, not about a subject. Known by its words where a lexicon has
them (`_notice`: the title or lead says so, and the page has under `wall_words` of its own), and by
its shape in any language (`shaped_notice`).

A notice prints what a machine would: a status code ("Error code: 429", "GEO-451") or a request's
id ("Ref. 7c1e-44af-9b02") on a line of its own, and sends the reader on — a button ("Back to the
home page", "Go premium") beside its text, or a redirect in the page's head. A report of the same
length names a date; a product page or a data sheet prints many labelled lines, a notice one. The
wording of each kind is data (`lexicon`: `RATE_LIMIT`, `MOVED`, `UNAVAILABLE_HERE`, …) and finds
notices in the languages it covers; this finds them in every other, from structure alone. A page
*about* status codes or redirects explains them at length: past `wall_words` of its own it is
never a notice.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.textstats import Block
from gptr_fulltext.judge.briefs import actions_beside, dated
from gptr_fulltext.judge.leads import NAMED_NOTICE_FACTOR, lead_says, notice_limit
from gptr_fulltext.judge.view import Page
from gptr_fulltext.models import Verdict, thin
from gptr_fulltext.reasons import Reason

# The HTTP error statuses notices print (bad request, unauthorised, forbidden, not found, gone, too
# many requests, unavailable for legal reasons, the server's errors), bare or after a short prefix of
# the site's ("GEO-451", "E429", "HTTP 503"), never a part of a larger number ("12 408", "4.503");
# a request or incident id is groups of hex digits joined by dashes ("7c1e-44af-9b02"), three
# groups or more, digits and letters both.
_STATUS = r"40[0134]|410|429|451|50[0234]"
_CODE = re.compile(
    rf"(?<![\w.,/-])(?<!\d )(?:[A-Za-z]{{1,6}}[- ]?)?(?P<status>{_STATUS})(?![\w.,/%-])(?! \d)"
    r"|(?<![\w-])(?=[0-9a-f-]*[a-f])(?=[0-9a-f-]*\d)[0-9a-f]{3,}(?:-[0-9a-f]{3,}){2,}(?![\w-])",
    re.IGNORECASE,
)
# A labelled line: a few words, then a colon and a value ("Error code: 429", "Weight: 2 kg").
_LABELLED = re.compile(r"^[^:：\n]{1,40}[:：]\s*\S")
# The code stands on a short line that is no sentence: the label, the code, maybe a request id.
CODE_LINE_MAX_WORDS = 10
# A notice prints one or two such lines (the code, the id); more labelled lines make a data sheet.
NOTICE_MAX_LABELLED_LINES = 2
# A redirect in the page's head: a refresh that names where it sends the reader.
_REFRESH = re.compile(r"<meta[^>]+http-equiv\s*=\s*[\"']?refresh[^>]+url\s*=", re.IGNORECASE)
# Of a status, the reason it gives.
_REASONS = {"429": Reason.RATE_LIMITED, "503": Reason.MAINTENANCE}


def _notice(
    pattern: phrases.Phrases, reason: Reason, served: str = "", named: float = 1
) -> Callable[[Page], Verdict | None]:
    """The rule for a page that is a notice — it says so in its title or lead (`pattern`) and has
    little text of its own (`named` times more where it is its whole name: `leads.notice_limit`):
    not found (served with 200), down for maintenance, rate-limited."""

    def rule(page: Page) -> Verdict | None:
        said = _short_page_says(page, pattern, named)
        if said:
            return thin(reason, f"says {said!r}{served} with only {page.own} words of text")
        return None

    return rule


def placeholder(page: Page) -> Verdict | None:
    """A site not there yet: its whole headline, or a whole part of its title, is a "coming soon" or
    "under construction" label (`phrases.PLACEHOLDER`), and it has little text of its own — a line
    about the shop to come and a notify-me form. An article titled "Coming soon: …" is a headline."""
    if page.own >= page.settings.wall_words:
        return None
    said = page.named(phrases.PLACEHOLDER)
    if said:
        return thin(Reason.MAINTENANCE, f"named {said!r} (a placeholder) with only {page.own} words of text")
    return None


soft_404 = _notice(phrases.NOT_FOUND, Reason.SOFT_404, " (served as 200)")
maintenance = _notice(phrases.MAINTENANCE, Reason.MAINTENANCE, named=NAMED_NOTICE_FACTOR)
rate_limited = _notice(phrases.RATE_LIMIT, Reason.RATE_LIMITED)  # a quota notice served with 200, not 429
moved = _notice(phrases.MOVED, Reason.SOFT_404, " (a redirect stub)")
unavailable_here = _notice(phrases.UNAVAILABLE_HERE, Reason.SOFT_404, " (a region block)")


def parked(page: Page) -> Verdict | None:
    """A domain-parking or domain-sale lander."""
    said = _short_page_says(page, phrases.PARKED)
    if said or (page.own < page.settings.wall_words and page.signals.parking_markup):  # markup search last
        what = f"says {said!r}" if said else "domain-parking markup"
        return thin(Reason.PARKED_DOMAIN, f"{what} with only {page.own} words of text")
    return None


def _short_page_says(page: Page, notice: phrases.Phrases, factor: float = 1) -> str | None:
    """The `notice` words a page's title or lead says, when the page is too short to be about them."""
    named = page.named(notice)
    if page.own >= notice_limit(page.signals, named, page.settings.wall_words, factor):
        return None
    return named or lead_says(page.signals, page.text, page.own >= page.settings.min_words, notice)


def shaped_notice(page: Page) -> Verdict | None:
    """A short page (under `wall_words` of its own), undated, that redirects the reader elsewhere
    (a redirect stub), or whose text prints a status code or a request id on a line of its own
    (`_code_line`; a line of three words is no substantive block, and still the notice's) among at
    most `NOTICE_MAX_LABELLED_LINES` labelled lines and sends the reader on with a button beside it."""
    if page.own >= page.settings.wall_words:
        return None
    blocks = [block for block in page.text.blocks if block.is_substantive]
    coded = [(block, code) for block in page.text.blocks if (code := _code_line(block)) is not None]
    labelled = sum(1 for block in page.text.blocks if _LABELLED.search(block.text))
    refresh = _REFRESH.search(page.signals.html) is not None
    if not refresh and (not coded or labelled > NOTICE_MAX_LABELLED_LINES):
        return None
    prose = [block for block in blocks if block.is_sentence and not block.is_list]
    if not prose or dated(page.text, page.signals, prose[0].text):
        return None
    if refresh:
        return thin(
            Reason.SOFT_404, f"a redirect stub: sends the reader elsewhere, {page.own} words of its own"
        )
    if not actions_beside(page.signals.html, prose[-1].text):
        return None
    line, status = coded[0]
    return thin(
        _REASONS.get(status or "", Reason.SOFT_404),
        f"a notice: prints {line.text.strip()[:60]!r} and a button beside its text, no date, "
        f"{page.own} words of its own",
    )


def _code_line(block: Block) -> str | None:
    """The status a short line that is no sentence prints ("" for a request id alone), or `None`."""
    if block.is_sentence or block.words > CODE_LINE_MAX_WORDS:
        return None
    status = None
    for match in _CODE.finditer(block.text):
        status = status or match.group("status") or ""
    return status
