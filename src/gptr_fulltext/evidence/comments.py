"""Reader comments: a run of like siblings, each a short attribution (a name, a handle) followed by a
few sentences of someone's reply. Found by shape, in any language and markup, for the judge's
comment-only rule (`judge.rules._comments_only`): a page of comments whose article is elsewhere.

A forum thread is built the same way and is content: what tells a page of comments on another page
is how the thread is introduced — the heading nearest before it counts the comments ("4 comments",
"Komentoj (6)") or names them (`lexicon.COMMENTS`). A forum thread's heading is its topic.

A comment may be one paragraph (#17, round 17): its template run inline, the name in bold and the
time after it, then the reply (`_stamped`); a paragraph opening on a bold label ("Meaning:") is a
glossary's or a document's, and gives no time.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from selectolax.lexbor import LexborNode

from gptr_fulltext.evidence import lexicon as phrases
from gptr_fulltext.evidence.textstats import closes_sentence, count_words, match_key, split_sentences

# A thread is this many comments at least, most of their like siblings (a list's other items are a
# "load more" link, the comment form).
COMMENT_MIN_MEMBERS = 4
COMMENT_MIN_SHARE = 0.6
# Only a run's first siblings are tried: a page shows a thread's first comments and pages the rest,
# while a run of tens of thousands of like blocks is a grid or a flood, and reading each cost 0.6 s
# on a 60,000-block page. A longer run is judged on its first ones (their share decides).
COMMENT_MAX_TRIED = 200
# An attribution is a name, a handle or "name said:": a few words and no sentence of its own.
ATTRIBUTION_MAX_WORDS = 4
# A comment says something (a few words at least) and is short: a reply, not a post of a blog.
COMMENT_MIN_WORDS = 4
COMMENT_MAX_WORDS = 80
# A heading that introduces the thread by counting it is the number and a word or two ("4 comments",
# "Komentoj (6)"); a topic with a number in it ("My 4-year-old won't sleep") runs longer.
COUNT_HEADING_MAX_WORDS = 3
# A comment set out in one paragraph gives its time within this many characters after the name.
STAMP_CHARS = 30
_DIGIT = re.compile(r"\d")
_SENTENCE_END = re.compile(r"[.!?。！？]\s*$")
# The count leads the heading ("4 comments") or closes it in brackets ("Comments (6)"); a number
# after a word is a name's ("Windows 11").
_COUNT = re.compile(r"^\W*(\d+)\s+\w|[(\[](\d+)[)\]]\W*$")
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_MEMBERS = "div,li,article,section,dd,p"
_NOT_COMMENTS = "h1,h2,h3,h4,h5,h6,article,table,form"
_MAX_CHARS = 4000
_NOT_A_COUNT = 1000  # a year


@dataclass(frozen=True, slots=True)
class Comments:
    """The comments of the page's threads (as one match key) and whether a thread is introduced as
    comments on a page elsewhere (`introduced`)."""

    text: str = ""
    count: int = 0
    introduced: bool = False
    argued: int = 0  # of the comments, those saying two sentences or more (a post, not a reaction)


def find_comments(body: LexborNode | None) -> Comments:
    """The page's reader comments (see the module's docstring). Looked for on every page, introduced
    or not: a thread with no heading announcing it is a discussion page's own posts
    (`judge.cards.is_discussion`)."""
    if body is None:
        return Comments()
    groups: defaultdict[tuple[int, str], list[LexborNode]] = defaultdict(list)
    for node in body.css(_MEMBERS):  # one query: the elements in the document's order
        if (parent := node.parent) is not None:
            groups[(parent.mem_id, node.tag or "")].append(node)
    threads = [
        (members[0], found)
        for members in groups.values()
        if len(members) >= COMMENT_MIN_MEMBERS and (found := _thread(members[:COMMENT_MAX_TRIED]))
    ]
    if not threads:
        return Comments()
    # Most pages hold no thread: only where one is found is the whole page walked, for the order of
    # the threads and of the headings before them.
    order: dict[int, int] = {}
    headings: list[LexborNode] = []
    for index, node in enumerate(body.traverse()):
        order[node.mem_id] = index
        if (node.tag or "") in _HEADINGS:
            headings.append(node)
    threads.sort(key=lambda thread: order[thread[0].mem_id])
    texts: list[str] = []
    count = argued = 0
    introduced = False
    for _, found in threads:
        texts.extend(text for _, text in found)
        count += len(found)
        argued += sum(1 for _, text in found if sum(map(closes_sentence, split_sentences(text))) > 1)
        first = order[found[0][0].mem_id]
        before = [heading for heading in headings if order[heading.mem_id] < first]
        introduced = introduced or (bool(before) and _introduces(before, len(found)))
    return Comments(match_key(" ".join(texts)), count, introduced, argued)


def _thread(members: list[LexborNode]) -> list[tuple[LexborNode, str]]:
    """The comments of like siblings `members` with their texts, when they make a thread (enough of
    them, most of the siblings); else none. The members are read only while enough can still be
    comments: most runs of siblings (a menu's items, an article's sections) fail at the first few,
    and a page of thousands of blocks is not read whole."""
    needed = max(COMMENT_MIN_MEMBERS, COMMENT_MIN_SHARE * len(members))
    found: list[tuple[LexborNode, str]] = []
    for read, member in enumerate(members):
        if len(found) + len(members) - read < needed:
            return []
        if (text := _comment(member)) is not None:
            found.append((member, text))
    return found if len(found) >= needed else []


def _comment(member: LexborNode) -> str | None:
    """`member`'s text when it is a comment: an attribution first, then a short reply."""
    if member.tag == "p" and _opens_on_text(member):
        return None  # most paragraphs: read no further
    lead = _attribution(member)  # first: it reads the member's first line only
    if lead is None:
        return None
    text = member.text(separator=" ") or ""
    if len(text) > _MAX_CHARS or member.css_first(_NOT_COMMENTS) is not None:
        return None
    if member.tag == "p" and not _stamped(text, lead):
        return None
    words = count_words(text) - count_words(lead)
    return text if COMMENT_MIN_WORDS <= words <= COMMENT_MAX_WORDS else None


def _opens_on_text(paragraph: LexborNode) -> bool:
    """Whether a paragraph's first child is words of its own (no element holding a name)."""
    child = paragraph.child
    while child is not None and child.is_text_node and not (child.text_content or "").strip():
        child = child.next
    return child is not None and child.is_text_node


def _stamped(text: str, lead: str) -> bool:
    """Whether a paragraph opening on `lead` is a comment's template run inline: a name, then its
    time ("Ana · 2 hours ago", "kofi, 12.03.2026") before the reply. A paragraph opening on a bold
    label ("Meaning:", "Usage") is a glossary's or a document's, and has no time after it."""
    if lead.rstrip().endswith((":", "：")):
        return False
    start = text.find(lead.strip())
    after = text[start + len(lead.strip()) :] if start >= 0 else ""
    return _DIGIT.search(after[:STAMP_CHARS]) is not None


def _attribution(member: LexborNode) -> str | None:
    """The text of `member`'s first element that holds text, when it is an attribution (a few words,
    no sentence) and not the reply itself (a paragraph)."""
    for node in member.traverse(include_text=True):
        if not node.is_text_node or not (node.text() or "").strip():
            continue
        holder = node.parent
        if holder is None or holder.mem_id == member.mem_id or holder.tag == "p":
            return None
        lead = holder.text(separator=" ") or ""
        words = count_words(lead)
        sentence = words > 2 and _SENTENCE_END.search(lead)  # "Marta G." is a name
        return lead if 0 < words <= ATTRIBUTION_MAX_WORDS and not sentence else None
    return None


def _introduces(before: list[LexborNode], comments: int) -> bool:
    """Whether the heading nearest before a thread of `comments` (the last of the headings `before`
    it) introduces it as comments on another page: it heads the page (no heading of a higher level
    stands before it — a post's own headline over a photo makes the comments a section of the post —
    unless every such heading names comments too: a page headed "Comments: <the article's name>"
    is the comments' page; #17, round 15) and it counts them (`_COUNT`: a number of them or more, a
    page of a longer thread; under 1,000, not a year) or names them (`lexicon.COMMENTS`). A link in
    it is no sign: a forum's topic links to itself."""
    heading = before[-1]
    higher = [other for other in before[:-1] if (other.tag or "") < (heading.tag or "")]  # "h1" < "h2"
    if not all(phrases.COMMENTS.search(other.text(separator=" ") or "") for other in higher):
        return False
    return _announces(heading.text(separator=" ") or "", comments)


def _announces(text: str, comments: int) -> bool:
    """Whether a heading's `text` names reader comments or counts `comments` of them or more."""
    if phrases.COMMENTS.search(text):
        return True
    count = _COUNT.search(text)
    number = int(next(group for group in count.groups() if group)) if count else 0
    return comments <= number < _NOT_A_COUNT and count_words(text) <= COUNT_HEADING_MAX_WORDS
