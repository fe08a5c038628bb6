"""Full or thin, after extraction: the main text weighed against the page's structure.

A pure function of what extraction handed over — the main text and the `Evidence` read before any
cleanup (the raw page's structure, and the blocks cleanup removed) — so nothing cleanup deletes is
lost to the verdict. A thin page carries one `Reason` and a detail sentence that says what was
seen, so a person can check it. (`response.judge_response` looks at the server's answer first.)

Every wall verdict has the same shape: a *signal* that the page is a wall (vendor markup, a phrase
in the title, a password form, a player) and too little of the page's *own* text — the substantive
words of the main text that are not the wall itself (see `provenance`). A phrase or a banner alone
is never enough, which is what keeps articles *about* cookies, captchas or 404 errors, and articles
that merely carry a cookie banner or a login box, full. The thresholds were calibrated on the
labelled corpus and the 181-article benchmark (`docs/benchmarks.md`) and are settings.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.textstats import (
    Block,
    TextMeasures,
    count_words,
    distinct_sentences,
    lexical_variety,
    match_key,
    measure,
    measured_as_counted,
    syllabic_words,
    title_phrase_share,
    top_terms_share,
    unspaced_compression,
)
from gptr_fulltext.judge.briefs import is_brief
from gptr_fulltext.judge.cards import is_data_page, is_discussion, is_reference_card
from gptr_fulltext.judge.consent import consent
from gptr_fulltext.judge.directories import directory
from gptr_fulltext.judge.gates import gate
from gptr_fulltext.judge.items import templated_items
from gptr_fulltext.judge.notices import (
    maintenance,
    moved,
    parked,
    placeholder,
    rate_limited,
    shaped_notice,
    soft_404,
    unavailable_here,
)
from gptr_fulltext.judge.paywalls import PAYWALL_FACTOR, paywall, paywall_prompt
from gptr_fulltext.judge.provenance import (
    Provenance,
    cards_quoted,
    judged_regions,
    tabled_words,
    trace,
    without_chrome,
)
from gptr_fulltext.judge.records import directory_records
from gptr_fulltext.judge.traces import stack_traces
from gptr_fulltext.judge.units import login_apart, whole_unit
from gptr_fulltext.judge.view import Page
from gptr_fulltext.models import FULL, MainText, PdfFacts, Verdict, thin
from gptr_fulltext.reasons import Reason
from gptr_fulltext.settings import Settings

_Rule = Callable[[Page], Verdict | None]
# Word lists: hardly a sentence, and items between separators, or the same few terms repeated —
# seen as low word variety, or, in scripts without spaces (no words to count), as text that
# compresses far better than prose does. UTF-8 compression is not comparable across scripts (Hindi
# prose compresses to 0.26, CJK prose to 0.45-0.56, CJK keyword spam to 0.28), hence unspaced scripts
# only, Thai, Lao, Burmese and Khmer one byte a character (their prose 0.6-0.9, repeated phrases <0.1).
WORD_LIST_MAX_SENTENCE_SHARE = 0.15
WORD_LIST_MIN_LIST_SHARE = 0.4
WORD_LIST_MAX_VARIETY = 0.55
WORD_LIST_MAX_COMPRESSION = 0.35
# Keyword stuffing dressed as sentences ("cheap flights to Paris from Boston, cheap Paris flights
# today."): its three commonest terms make half its words or more (a doorway page 0.59); in real
# text at most 0.27 (all 181 benchmark articles and the corpus' full pages). Looked for only in
# texts of some length that are not nearly all sentences (prose is; 60 of 338 pages are not).
STUFFED_MIN_TOP_TERMS = 0.4
STUFFED_MIN_WORDS = 100
STUFFED_MAX_SENTENCE_SHARE = 0.8
# Doorways written in whole sentences, each restating the keyword phrases of the page's title (or
# one sentence frame filled with town after town): over `DOORWAY_MIN_WORDS` of prose, word variety
# this low, this share of the tokens inside a phrase of the title said three times or more, in at
# least `DOORWAY_MIN_SENTENCES` different sentences. Templated text that does not stuff its title
# (minutes, a generated report) and one sentence said over and over (filler) are no doorways.
# Calibrated in docs/benchmarks.md (#17); the floor lowered from 100 for short doorways (round 6: a
# 91-word one saying its title in every sentence): below 100 words real prose's variety is higher
# still, so the variety and title-share tests keep their margins. The prose's words are counted with
# the title's phrases in them (elsewhere a repeat of the title is no content): a doorway is made of them.
DOORWAY_MIN_WORDS = 60
DOORWAY_MAX_VARIETY = 0.6
DOORWAY_MIN_TITLE_SHARE = 0.1
DOORWAY_MIN_SENTENCES = 4
# A short doorway (#17, round 12: 43 and 57 words of prose, three or four sentences, a list of its
# keywords beside): from `SHORT_DOORWAY_MIN_WORDS` of prose, when its title's phrases are
# `SHORT_DOORWAY_MIN_TITLE_SHARE` of it or more (the doorways of the blind rounds 0.65-0.70; the full
# pages of every round's sweep at most 0.08, of any length) in `SHORT_DOORWAY_MIN_SENTENCES` sentences.
SHORT_DOORWAY_MIN_WORDS = 30
SHORT_DOORWAY_MIN_TITLE_SHARE = 0.4
SHORT_DOORWAY_MIN_SENTENCES = 3
# A listing is matched on at least this many of its cards; or, where extraction cut it to a few of
# its teasers (it keeps the longer excerpts; #17, round 16: 3 of 7), on blocks of this many different
# cards, when the page has hardly a line of its own besides (under `LISTING_CUT_MAX_OWN` words).
LISTING_MIN_CARDS = 4
LISTING_CUT_MIN_CARDS = 2
LISTING_CUT_MAX_OWN = 15
# A main text that is link lists (a tag cloud, an A-Z index of terms, a sitemap; `Regions.links`):
# this share of its words or more inside them, hardly a sentence (`WORD_LIST_MAX_SENTENCE_SHARE`),
# and under `min_words` of other text of its own.
LINK_LISTED_TEXT_MIN_SHARE = 0.5
# A page of comments on a page elsewhere (#17, round 13): reader comments make this share of its text
# or more, and fewer than this many words stand outside them (a count, "back to the article", a
# line saying the article is gone).
COMMENTS_MIN_SHARE = 0.6
COMMENTS_MAX_OTHER_WORDS = 15
# A block is found in the `<noscript>` text from this many letters and digits on (shorter: by chance).
NOSCRIPT_MIN_KEY = 12
_NOSCRIPT = re.compile("<noscript", re.IGNORECASE)


def judge_page(main: MainText, settings: Settings) -> Verdict:
    """Judge an extracted page from its main text and the evidence read before cleanup."""
    evidence = main.evidence
    if evidence.pdf is not None and (verdict := _pdf(evidence.pdf, main.words, settings)) is not None:
        return verdict
    signals = evidence.signals
    measures = measure(main.weighed, (main.title, signals.headline, signals.title))
    body = "\n".join(block.text for block in measures.blocks)
    walls = max(settings.wall_words, settings.min_words)  # the most own text a rule but the paywall's asks
    least = max(PAYWALL_FACTOR * settings.wall_words, walls)  # the most own text a rule asks
    untraced = Page(signals, measures, body, evidence.removed, Provenance(), settings, _repeated(measures))
    regions = judged_regions(measures, signals, least, walls, lambda: paywall_prompt(untraced) is not None)
    page = replace(untraced, origin=trace(measures, regions))
    for rule in _RULES:
        verdict = rule(page)
        if verdict is not None:
            return verdict
    return FULL


def _pdf(pdf: PdfFacts, words: int, settings: Settings) -> Verdict | None:
    """A PDF that could not be read, or holds no text; a readable one is judged like any page."""
    if pdf.failure is not None:
        cut = f"; the file was cut at FULLTEXT_MAX_BYTES={pdf.cut_at}" if pdf.cut_at is not None else ""
        return thin(Reason.PDF_UNREADABLE, pdf.failure + cut)
    if words == 0:
        return thin(Reason.PDF_NO_TEXT, f"no extractable text in {pdf.pages_read} of {pdf.pages_total} pages")
    return None


def _challenge(page: Page) -> Verdict | None:
    """Vendor interstitial markup, or a page titled like a bot check, with little text of its own;
    a captcha widget or a bot-check sentence only when there is hardly any text at all."""
    if page.own >= page.settings.wall_words:
        return None
    said = page.named(phrases.CHALLENGE)
    if page.signals.challenge_markup or said:
        what = f"{said!r}" if said else "bot-protection markup"
        return thin(Reason.BOT_CHALLENGE, f"a bot check ({what}) and only {page.own} words of its own text")
    if _spoken(page, page.own) < page.settings.min_words:
        weak = "a captcha widget" if page.signals.captcha_widget else page.says(phrases.CHALLENGE)
        if weak:
            return thin(
                Reason.BOT_CHALLENGE, f"a bot check ({weak}) and only {page.own} words of its own text"
            )
    return None


def _js_shell(page: Page) -> Verdict | None:
    """An empty app root or a 'turn on JavaScript' notice, and nothing rendered on the server. The
    `<noscript>` text extraction kept is that notice, shown only where scripts do not run, and no
    words of content (#17, round 17: a shop's chrome around it lifted a shell past `min_words`)."""
    words = _content_words(page)
    if words >= page.settings.min_words:
        if words >= page.settings.wall_words or not _NOSCRIPT.search(page.signals.html):
            return None  # a shell's chrome is a few lines: the `<noscript>` text is read only then
        words -= _noscript_words(page)
    if words >= page.settings.min_words:
        return None
    notice = phrases.found(phrases.JS_REQUIRED, page.signals.noscript_text, page.body)
    loading = phrases.found(phrases.LOADING, *(block.text for block in page.text.blocks))
    if page.signals.empty_app_root or notice or loading:
        what = (
            "an empty app root"
            if page.signals.empty_app_root
            else "a JavaScript-required notice"
            if notice
            else f"a {loading!r} placeholder"
        )
        script = (
            f" ({page.signals.script_ratio:.0%} of the HTML is script)" if page.signals.script_chars else ""
        )
        return thin(Reason.JS_SHELL, f"{what}{script} and {words} words rendered on the server")
    return None


def _noscript_words(page: Page) -> int:
    """The substantive words of the blocks that are the page's `<noscript>` text."""
    held = match_key(page.signals.noscript_text)
    if not held:
        return 0
    return sum(
        block.words
        for block in page.text.blocks
        if block.is_substantive and len(block.key) >= NOSCRIPT_MIN_KEY and block.key in held
    )


def _login(page: Page) -> Verdict | None:
    """A page titled 'sign in', or a password form, with little text of its own outside the form."""
    if page.own >= page.settings.wall_words:
        return None
    said = page.named(phrases.LOGIN)
    if said:
        return thin(Reason.LOGIN_WALL, f"titled {said!r} with only {page.own} words of its own text")
    if _spoken(page, page.own) < page.settings.min_words and (
        page.origin.forms or page.signals.password_inputs  # the page's fields read last (`LateFacts`)
    ):
        unit = whole_unit(page.signals, page.body, page.settings.min_words)  # a sidebar's box beside a poem
        if unit is None or not login_apart(unit):
            return thin(Reason.LOGIN_WALL, f"a password form and only {page.own} words of its own text")
    return None


def _media(page: Page) -> Verdict | None:
    """A player or gallery page whose only text is a line of description or the captions. A page
    that declares itself a video, audio or gallery page (not an article) is only its media below
    `wall_words` of its own; one that merely embeds a player, below `min_words` (a complete 85-word
    brief with a clip stays)."""
    limit = page.settings.wall_words if page.signals.declares_media_page else page.settings.min_words
    if page.own >= limit:
        return None
    kind = page.signals.media_kind
    if kind:
        captions = f" besides {page.origin.captions} words of captions" if page.origin.captions else ""
        return thin(
            Reason.MEDIA_ONLY, f"{_article(kind)} {kind} page with {page.own} words of text{captions}"
        )
    return None


def _listing(page: Page) -> Verdict | None:
    """The main text is teaser cards — headline links with a blurb — or directory and aggregator
    entries (a leading link with a few details), rather than one article.

    Entries are weaker evidence than cards (no heading, a short link), and good pages of links with
    notes carry a paragraph or two of their own: a page of mostly entries is a listing only below
    `min_words` of its own text, one of mostly cards below `wall_words`. Extraction may keep only a
    few of a listing's teasers (the longer excerpts): their blocks, from different cards, on a page
    with hardly a line of its own, are a listing too (`LISTING_CUT_*`)."""
    origin = page.origin
    listed = origin.cards + origin.entries
    share = listed / origin.total if origin.total else 0.0
    limit = page.settings.wall_words if origin.cards >= origin.entries else page.settings.min_words
    if share < page.settings.listing_share or origin.own >= limit:
        return None
    if origin.card_blocks + origin.entry_blocks >= LISTING_MIN_CARDS or (
        origin.card_blocks >= LISTING_CUT_MIN_CARDS
        and origin.own < LISTING_CUT_MAX_OWN
        and cards_quoted(page.text, page.signals.regions) >= LISTING_CUT_MIN_CARDS
    ):
        what = (
            f"{origin.card_blocks} teaser cards"
            if not origin.entry_blocks
            else f"{origin.entry_blocks} directory entries"
            if not origin.card_blocks
            else f"{origin.card_blocks} teaser cards and {origin.entry_blocks} directory entries"
        )
        return thin(
            Reason.LISTING_PAGE,
            f"{share:.0%} of the text is {what} linking elsewhere; {origin.own} words of its own",
        )
    return None


def _comments_only(page: Page) -> Verdict | None:
    """Reader comments and hardly anything else: the article they discuss is on another page. The
    thread is found by its shape and introduced as comments on a page elsewhere (`evidence.comments`:
    its heading, or the line that opens it, counts them or names them); a forum thread, headed by its
    topic, or a page declaring itself a discussion (schema.org) is its replies, and stays."""
    origin = page.origin
    rest = origin.own - origin.commented
    if (
        origin.commented < COMMENTS_MIN_SHARE * origin.total
        or rest >= COMMENTS_MAX_OTHER_WORDS
        or not page.signals.regions.comments.introduced
        or page.signals.discussion
    ):
        return None
    return thin(
        Reason.LISTING_PAGE,
        f"{page.signals.regions.comments.count} reader comments ({origin.commented} words) introduced as "
        f"comments on another page, and {rest} words besides: the article is elsewhere",
    )


def _link_list(page: Page) -> Verdict | None:
    """Short links and little else: a tag cloud, an index of terms, a sitemap."""
    origin = page.origin
    if not origin.total or origin.linked < LINK_LISTED_TEXT_MIN_SHARE * origin.total:
        return None
    rest = origin.own - origin.linked
    if _prose_share(page) > WORD_LIST_MAX_SENTENCE_SHARE or rest >= page.settings.min_words:
        return None
    return thin(
        Reason.WORD_LIST,
        f"{origin.linked / origin.total:.0%} of the text is lists of short links (a tag cloud, an index) "
        f"and {rest} words besides",
    )


def _stuffed(page: Page) -> Verdict | None:
    """Sentences, but built from the same few keywords: a doorway page."""
    text = page.text
    if text.words < STUFFED_MIN_WORDS or text.sentence_share >= STUFFED_MAX_SENTENCE_SHARE:
        return None
    if (share := top_terms_share(page.body)) < STUFFED_MIN_TOP_TERMS:
        return None
    return thin(
        Reason.WORD_LIST,
        f"{text.words} words, {share:.0%} of them its three commonest terms (keyword stuffing)",
    )


def _doorway(page: Page) -> Verdict | None:
    """Whole sentences that keep restating the title's keywords: a doorway page."""
    prose = [block for block in page.text.blocks if block.is_sentence and not block.is_list]
    text = "\n".join(block.text for block in prose)
    # the title's words count here: saying them is what a doorway does
    short = not _at_least_words(text, prose, DOORWAY_MIN_WORDS)
    if short and count_words(text) < SHORT_DOORWAY_MIN_WORDS:
        return None  # counted again only on short prose, where it is cheap
    titled = title_phrase_share(text, (page.signals.title, page.signals.headline))
    if titled < (SHORT_DOORWAY_MIN_TITLE_SHARE if short else DOORWAY_MIN_TITLE_SHARE):
        return None  # tested first: most pages never say a title's phrase three times, and it is cheaper
    if (variety := lexical_variety(text)) > DOORWAY_MAX_VARIETY:
        return None
    sentences = distinct_sentences(text)
    if sentences < (SHORT_DOORWAY_MIN_SENTENCES if short else DOORWAY_MIN_SENTENCES):
        return None
    return thin(
        Reason.WORD_LIST,
        f"{sentences} sentences restating the title: {titled:.0%} of the words are its phrases said three "
        f"times or more, lexical variety {variety:.2f} (a doorway page)",
    )


def _word_list(page: Page) -> Verdict | None:
    """Keywords without sentences: tag clouds, doorway pages, link farms."""
    text = page.text
    if not text.words or text.sentence_share > WORD_LIST_MAX_SENTENCE_SHARE:
        return _stuffed(page)
    if text.list_share >= WORD_LIST_MIN_LIST_SHARE:
        why = f"{text.list_share:.0%} of it is comma/pipe-separated keywords"
    elif (variety := lexical_variety(page.body)) <= WORD_LIST_MAX_VARIETY:
        why = f"the same terms repeat (lexical variety {variety:.2f})"
    elif (compression := unspaced_compression(page.body)) <= WORD_LIST_MAX_COMPRESSION:
        why = f"it repeats itself (compresses to {compression:.0%})"
    else:
        return None
    return thin(Reason.WORD_LIST, f"{text.words} words but {text.sentence_share:.0%} in sentences; {why}")


def _too_short(page: Page) -> Verdict | None:
    words, floor = _content_words(page), page.settings.min_words
    if words >= floor:
        return None
    text = without_chrome(page.text, page.origin)  # a layout table's footer row is no part of a brief
    if (
        not is_brief(text, page.signals, words, floor)  # a dated brief stays
        and not is_reference_card(page.signals, page.body, words, floor)  # a recipe card, a dictionary entry
        and not is_data_page(text, regions := page.signals.regions, tabled_words(text, regions), words, floor)
        and not is_discussion(regions.comments, page.origin.commented, page.origin.total, words, floor)
        and whole_unit(page.signals, page.body, floor) is None  # a short poem, a glossary entry
    ):
        return thin(
            Reason.TOO_SHORT,
            f"{words} words of content (FULLTEXT_MIN_WORDS={page.settings.min_words}; "
            "menu items, labels and the title do not count)",
        )
    return None


_RULES: tuple[_Rule, ...] = (
    _challenge,
    _js_shell,
    consent,
    _login,
    paywall,
    soft_404,
    maintenance,
    placeholder,
    rate_limited,
    moved,
    unavailable_here,
    shaped_notice,  # a notice in a language the lexicons lack: a status code and a button
    parked,
    _media,
    _listing,
    templated_items,
    lambda page: directory(page.text),  # a staff list in a table, no prose of its own
    lambda page: directory_records(page.text),  # a store locator: a name, an address, a phone
    _comments_only,
    _link_list,
    _word_list,
    _doorway,
    gate,
    _too_short,
)


def _content_words(page: Page) -> int:
    """The substantive words, Korean counted by syllable (see `syllabic_words`), and a data table's
    cells where extraction put them one a line (`tabled_words`): what `min_words` asks of a page
    once no wall, notice or listing was found. A layout table's menu and footer rows are no
    content (`Provenance.chrome`), nor is a passage said again word for word (`Page.repeated`), a
    program's stack trace (an error page's output; on a page mostly traces, all but its sentences:
    `traces`) or a cookie banner extraction kept
    (`Provenance.consent`: a notice of the site's, on every page of it; #17, round 15)."""
    origin = page.origin
    words = page.text.substantive_words - origin.chrome - origin.pointers - origin.consent - page.repeated
    if words >= page.settings.min_words and (
        traces := stack_traces(page.text.blocks, page.body, origin.chrome_blocks)
    ):
        words -= traces.words
        if traces.dominate:
            words = min(words, traces.prose)  # a debug page: its sentences are all it says
    if words >= page.settings.min_words:
        return words
    text = "\n".join(block.text for block in page.text.blocks if block.is_substantive)
    words += syllabic_words(text) - count_words(text)  # only Korean counts differently
    if words >= page.settings.min_words:
        return words
    return words + tabled_words(page.text, page.signals.regions)


def _repeated(text: TextMeasures) -> int:
    """The words of a passage said again word for word: substantive blocks that, with a neighbour,
    repeat two different blocks of earlier text in the same order. A page's text said twice (its
    comments listed once plain and once with their reply links, a teaser above its own card) is as
    long as it is said once. One paragraph said over and over (filler, a layout test page) is no
    passage, and a pull quote repeats a sentence of a paragraph, not the paragraph. Counted once a
    page (`Page.repeated`): two rules read it."""
    keys = [block.key for block in text.blocks if block.is_substantive]
    words = [block.words for block in text.blocks if block.is_substantive]
    seen: set[tuple[str, str]] = set()
    again: set[int] = set()
    for index, pair in enumerate(pairwise(keys)):
        if pair[0] == pair[1]:
            continue
        if pair in seen:
            again.update((index, index + 1))
        seen.add(pair)
    return sum(words[index] for index in again)


def _at_least_words(text: str, blocks: list[Block], least: int) -> bool:
    """`count_words(text) >= least` for `text`, the `blocks` joined by newlines, counted only when their
    words do not already reach `least`: no word runs across a newline, and where `measured_as_counted`
    a block's words (`measured_words`, less a title's) are at most its `count_words`, and those add up
    to the text's, so their sum is a lower bound."""
    if measured_as_counted(text) and sum(block.words for block in blocks) >= least:
        return True
    return count_words(text) >= least


def _spoken(page: Page, own: int) -> int:
    """`own` words with Korean counted by syllable, as `_content_words` counts them (`syllabic_words`)."""
    text = page.body if own < page.settings.min_words and not page.body.isascii() else ""
    return round(own * syllabic_words(text) / words) if (words := count_words(text)) else own


def _prose_share(page: Page) -> float:
    """The text's share of words in sentences, a layout table's menu and footer rows left out (a
    footer's "All rights reserved." is no sentence of the page's)."""
    text, origin = page.text, page.origin
    words = text.words - origin.chrome
    return (text.sentence_words - origin.chrome_prose) / words if words > 0 else 0.0


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"
