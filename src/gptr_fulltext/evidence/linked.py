"""Containers of links, counted in the one walk over a page's links (`regions`): the link lists (a tag
cloud, an index, a sitemap) and the menu cells of a page laid out in a table; and what that walk asks
of a link's place (inside a sentence; among how many like siblings)."""

from __future__ import annotations

from dataclasses import dataclass

from selectolax.lexbor import LexborNode

from gptr_fulltext.evidence.textstats import match_key

# What an ASCII text's letters (`letters`) leave out: all but its letters (a match key holds letters
# and digits, and the digits go too).
_NOT_LETTERS_ASCII = bytes(code for code in range(128) if not chr(code).isalpha())
_INLINE = frozenset({"strong", "b", "em", "i", "span", "mark", "u", "small"})
_NOT_A_PAGE = ("#", "javascript:", "mailto:", "tel:")
# A date, a time or a rank before an entry's link ("Nov 3 (Tue)", "11月3日（火）") is this many letters
# and digits at most, and holds a digit.
ENTRY_MAX_MARK_CHARS = 12


@dataclass(slots=True)
class Tally:
    """A container and the links counted into it."""

    node: LexborNode
    links: int = 0
    chars: int = 0  # the links' letters (`letters`)


def tally(
    tallies: dict[int, Tally], parent: LexborNode | None, text: str, depth: int, stop: frozenset[str]
) -> None:
    """Count a link of text `text` (its `letters`) into its parent and the `depth - 1` above it, up to
    an element whose tag is in `stop`."""
    node, chars = parent, letters(text)
    for _ in range(depth):
        if node is None or node.tag in stop:
            break
        found = tallies.get(node.mem_id)
        if found is None:
            found = tallies[node.mem_id] = Tally(node)
        found.links += 1
        found.chars += chars
        node = node.parent


def letters(text: str) -> int:
    """The letters of `text` (its match key's characters that are no digit). A link list's share of
    link text is counted in letters: a tag's count or a date beside each link is no text of the
    container's own, and in a script of short words (Korean tags are two syllables) the counts'
    digits would otherwise weigh as much as the tags (#17, round 14: a Korean tag cloud at 0.59)."""
    if text.isascii():  # most link texts: the key's letters by one bytes.translate
        return len(text.lower().encode("ascii").translate(None, _NOT_LETTERS_ASCII))
    key = match_key(text)
    return len(key) - sum(map(str.isdigit, key))


def linked_containers(tallies: dict[int, Tally], least: int, share: float) -> list[tuple[LexborNode, str]]:
    """The containers of `least` links or more whose letters are `share` link text."""
    found = []
    for counted in tallies.values():
        if counted.links < least:
            continue
        text = counted.node.text(separator=" ") or ""
        if counted.chars >= share * letters(text):
            found.append((counted.node, text))
    return found


def inside_a_sentence(link: LexborNode) -> bool:
    """Text runs on right before or after the link (or its bold/italic wrapper): it is inline prose."""
    node = link
    while not _has_text_beside(node):
        parent = node.parent
        if parent is None or parent.tag not in _INLINE:
            return False
        node = parent
    return True


def _has_text_beside(node: LexborNode) -> bool:
    for side in (node.prev, node.next):
        if side is not None and side.is_text_node and (side.text() or "").strip():
            return True
    return False


def like_siblings(node: LexborNode) -> int:
    """How many children of `node`'s parent share its tag."""
    parent = node.parent
    if parent is None:
        return 1
    return sum(1 for child in parent.iter() if child.tag == node.tag)


def leads_to_a_page(link: LexborNode) -> bool:
    """Whether the link goes to another page (not an anchor, a script, an e-mail or a phone call)."""
    href = (link.attrs.get("href") or "").strip().lower()
    return bool(href) and not href.startswith(_NOT_A_PAGE)


def leading_mark(key: str) -> bool:
    """What may stand before an entry's link: nothing but a bullet, or a rank, a date or a time —
    short, with a digit ("3.", "11月3日（火）", "Nov 3", "09:40"), whatever the script of its words."""
    if not any(char.isalpha() for char in key):
        return True
    return len(key) <= ENTRY_MAX_MARK_CHARS and any(char.isdigit() for char in key)
