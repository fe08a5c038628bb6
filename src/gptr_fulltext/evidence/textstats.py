"""Measures of extracted text, fair across writing systems.

Counting whitespace-separated words makes every Chinese or Japanese article look like a ten-word
stub. Scripts written without spaces are counted by character instead, at the rate that makes a
CJK page and an English page of the same substance come out about equal.

Beyond length, the judge needs to know what *kind* of text it holds: navigation crumbs and button
labels (short blocks), prose (blocks that form sentences), keyword lists (items between commas or
pipes) and repetition (spam repeats itself, so it compresses far better than prose).
"""

from __future__ import annotations

import re
import zlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from operator import or_

# Han, Hiragana, Katakana, Hangul-free unspaced scripts: Thai, Lao, Khmer, Myanmar.
_UNSPACED = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u0e00-\u0e7f\u0e80-\u0eff"
    r"\u1000-\u109f\u1780-\u17ff\U00020000-\U0002ffff]"
)
_UNSPACED_RUN = re.compile(_UNSPACED.pattern + "+")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")  # precomposed syllables
# Combining marks are not `\w` to Python's `re`, which would cut Hindi, Bengali or vowelled Arabic
# words at every vowel sign; they count as part of the word.
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
    "\u0900-\u0963\u0966-\u0dff\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
)
_LETTER = rf"(?:[^\W_]|[{_MARKS}])"
_WORD = re.compile(rf"{_LETTER}+(?:['’.-]{_LETTER}+)*")
# `_WORD` for text without combining marks (nearly all): the same words, with one character class
# instead of an alternation per character, about twice as fast.
_MARK = re.compile(f"[{_MARKS}]")
_UNMARKED_WORD = re.compile(r"[^\W_]+(?:['’.-][^\W_]+)*")
_ASCII_WORD = re.compile(r"[A-Za-z0-9]+(?:['.-][A-Za-z0-9]+)*")
# Tibetan writes a syllable as a letter with subjoined letters and vowel signs, all combining marks,
# and parts syllables by a tsheg ("་"): `_WORD` would cut a syllable at each of its marks. The judge's
# counts and word lists (`measured_words`, `lower_words`) read a syllable whole, as a word, the way a
# Vietnamese syllable is one; extraction's `count_words` is left as it was, so its text does not change.
_TIBETAN = re.compile(r"[\u0f40-\u0fbc]")
_TIBETAN_MARKS = "\u0f18\u0f19\u0f35\u0f37\u0f39\u0f71-\u0f84\u0f86\u0f87\u0f8d-\u0fbc"
_JUDGED_LETTER = rf"(?:[^\W_]|[{_MARKS}{_TIBETAN_MARKS}])"
_JUDGED_WORD = re.compile(rf"{_JUDGED_LETTER}+(?:['’.-]{_JUDGED_LETTER}+)*")
# Chinese and Japanese words average roughly 1.5-2 characters; 2 keeps the count conservative so a
# CJK stub is not mistaken for an article.
CHARS_PER_WORD_UNSPACED = 2.0
# Thai, Lao, Burmese and Khmer are written without spaces too, but a syllable there is two to four
# code points (a consonant with its vowel signs, tone marks and stacked consonants), a word four to
# five: the judge counts them at this many code points a word (`measured_words`), where a CJK
# character is half a word.
_ABUGIDA = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")
CHARS_PER_WORD_ABUGIDA = 4.0
# What `measured_words` counts apart from plain words (the unspaced scripts, Tibetan, combining marks):
# a text with none of it is counted by `_UNMARKED_WORD` alone, one scan instead of five.
_COUNTED_APART = re.compile(f"[{_UNSPACED.pattern[1:-1]}{_MARKS}{_TIBETAN.pattern[1:-1]}]")

# A title's phrase said this many times or more is restated (see `title_phrase_share`).
PHRASE_TIMES = 3
VARIETY_WINDOW = 50
VARIETY_MIN_TOKENS = 20
# Repetition shows in the first thousand tokens; reading further only costs time.
VARIETY_MAX_TOKENS = 1000
# Enough characters for that many English words, seven or so a word with its space (`_first_words`).
_FIRST_WORDS_CHARS = 12 * VARIETY_MAX_TOKENS
# A block shorter than this is a label, a menu item, a date or a button — not content.
SUBSTANTIVE_MIN_WORDS = 4
# A block of at least this many words that ends a sentence somewhere is prose.
SENTENCE_MIN_WORDS = 6
# Where sentences part: after a full stop and space, after a CJK, Burmese or Khmer full stop, at a
# line break. (Extraction's `ends_sentence` reads the marks it always read, so its text does not change;
# the judge's measures and `closes_sentence` read the Burmese "။" and the Khmer "។" too, and the full
# stops of the scripts that have their own, followed by a space: the Urdu "۔", the Armenian "։", the
# Ethiopic "።", the Devanagari double danda "॥" and the Tibetan shad "།" and "༎" (#17, round 12: a
# Tibetan article read as a list of words, no sentence in it).)
_STOPS = "۔։።॥།༎"
# What parts a table row's cells in extraction's text (`Block.is_row`).
CELL = "|"
_SENTENCE_SPLIT = re.compile(rf"(?<=[.!?…؟।{_STOPS}])[\"'”’»)]*\s+|(?<=[。！？။។])|\n")
_SENTENCE_END = re.compile(rf"[.!?…؟।{_STOPS}](?:[\"'”’»)]*)(?:\s|$)|[。！？။។]")
_CLOSING = re.compile(r"[.!?…؟।。！？][\"'”’»)」』]*$")
_CLOSING_ALL = re.compile(rf"[.!?…؟।。！？။។{_STOPS}][\"'”’»)」』]*$")
_LIST_MIN_ITEMS = 5
_LIST_MAX_WORDS_PER_ITEM = 4
_LIST_MARKS = re.compile(r"[,|·•/，、;；]|\s[-–]\s")
_ASCII_LIST_MARKS = b",|/;-"  # the ASCII characters of `_LIST_MARKS`
_LIST_SEPARATORS = re.compile(r"\s*(?:[,|·•/，、;；]|\s-\s|\s–\s)\s*")
_LEADING_MARKER = r"[ \t]*(?:#{1,6}[ \t]+|[-*+>][ \t]+|\d+[.)][ \t]+|\|)"
_MARKDOWN_MARKERS = re.compile(rf"^{_LEADING_MARKER}|\*\*|__|`", re.MULTILINE)
_LINE_MARKER = re.compile(_LEADING_MARKER)
# A block's match key covers its start: where a repeated title stands and where provenance probes.
KEY_CHARS = 240
_NOT_ALNUM = re.compile(r"[\W_]+")
_NOT_ALNUM_ASCII = bytes(code for code in range(128) if not chr(code).isalnum())
# Titles shorter than this (as a match key) are too generic to strip from the text ("News").
_MIN_TITLE_KEY = 12


def count_words(text: str) -> int:
    """Words in `text`, with unspaced scripts converted at `CHARS_PER_WORD_UNSPACED` chars per word."""
    if text.isascii():
        return len(_ASCII_WORD.findall(text))
    words = _word_pattern(text)
    unspaced = len(_UNSPACED.findall(text))
    spaced = len(words.findall(_UNSPACED.sub(" ", text))) if unspaced else len(words.findall(text))
    return spaced + round(unspaced / CHARS_PER_WORD_UNSPACED)


def _word_pattern(text: str) -> re.Pattern[str]:
    return _WORD if _MARK.search(text) else _UNMARKED_WORD


def syllabic_words(text: str) -> int:
    """`count_words`, with Hangul counted like the unspaced scripts, two syllables a word.

    A Korean word (eojeol) is a whole phrase — a noun with its particles, a verb with its endings,
    3-4 syllables — so a Korean text has about 0.6 as many words as the same text in English and a
    complete 40-word story reads as a stub. Counted by syllable, it comes out about even."""
    hangul = len(_HANGUL.findall(text)) if not text.isascii() else 0
    if not hangul:
        return count_words(text)
    return max(
        count_words(text), count_words(_HANGUL.sub(" ", text)) + round(hangul / CHARS_PER_WORD_UNSPACED)
    )


def measured_words(text: str) -> int:
    """`count_words`, with Thai, Lao, Burmese and Khmer at `CHARS_PER_WORD_ABUGIDA` code points a word:
    what the judge counts (extraction keeps `count_words`, so its text does not change). Counted at a
    CJK character's rate, a 20-word Khmer notice reads as 50 words and a menu item as a sentence."""
    if text.isascii():
        return len(_ASCII_WORD.findall(text))
    if not _COUNTED_APART.search(text):
        return len(_UNMARKED_WORD.findall(text))
    letters = len(_ABUGIDA.findall(text))
    if not letters:
        return _judged_words(text)
    return _judged_words(_ABUGIDA.sub(" ", text)) + max(round(letters / CHARS_PER_WORD_ABUGIDA), 1)


def measured_as_counted(text: str) -> bool:
    """Whether `text` holds nothing `measured_words` counts apart (`_COUNTED_APART`): then it counts
    `text`, and each line of it, as `count_words` does, and the lines' counts add up to the text's (no
    script counted by its characters, which rounds, and no Tibetan, read by syllable)."""
    return text.isascii() or not _COUNTED_APART.search(text)


def _judged_words(text: str) -> int:
    """`count_words`, a Tibetan syllable counted whole (see `_JUDGED_WORD`)."""
    if text.isascii() or not _TIBETAN.search(text):
        return count_words(text)
    unspaced = len(_UNSPACED.findall(text))
    return len(_JUDGED_WORD.findall(_UNSPACED.sub(" ", text))) + round(unspaced / CHARS_PER_WORD_UNSPACED)


def unspaced_chars(text: str) -> int:
    """Characters of scripts written without spaces: what CJK sites count as their word count."""
    return 0 if text.isascii() else len(_UNSPACED.findall(text))


def abugida_chars(text: str) -> int:
    """Characters of the unspaced scripts that are alphabets (Thai, Lao, Burmese, Khmer), not CJK."""
    return 0 if text.isascii() else len(_ABUGIDA.findall(text))


def ends_sentence(text: str) -> bool:
    """Whether `text` closes with a sentence's end mark, in any script read here (Latin, CJK, Arabic,
    Devanagari), closing quotes and brackets allowed after it."""
    return _CLOSING.search(text.rstrip()) is not None


def closes_sentence(text: str) -> bool:
    """`ends_sentence`, with the Burmese and Khmer full stops read too: the judge's test."""
    return _CLOSING_ALL.search(text.rstrip()) is not None


def match_key(text: str) -> str:
    """Lower-case letters and digits only: the form in which extracted text is found in raw HTML text."""
    lower = text.lower()
    if lower.isascii():  # most text: bytes.translate deletes in one pass, several times faster
        return lower.encode("ascii").translate(None, _NOT_ALNUM_ASCII).decode("ascii")
    return _NOT_ALNUM.sub("", lower)


@dataclass(frozen=True, slots=True)
class Block:
    """One line (paragraph, heading, list item, table row) of extracted text."""

    text: str
    key: str
    words: int
    is_sentence: bool
    is_list: bool
    is_row: bool = False  # a table row: cells joined by " | "

    @property
    def is_substantive(self) -> bool:
        return self.words >= SUBSTANTIVE_MIN_WORDS


@dataclass(frozen=True, slots=True)
class TextMeasures:
    """What the judge knows about a main text, computed once."""

    blocks: tuple[Block, ...]
    words: int
    substantive_words: int
    sentence_words: int
    list_words: int

    @property
    def sentence_share(self) -> float:
        """Share of words in sentences: near 1 for prose, near 0 for keyword lists and link farms."""
        return self.sentence_words / self.words if self.words else 0.0

    @property
    def list_share(self) -> float:
        """Share of words in comma/pipe-separated lists of short items."""
        return self.list_words / self.words if self.words else 0.0


def measure(text: str, titles: Iterable[str | None] = ()) -> TextMeasures:
    """Blocks and measures of `text`; words that only repeat one of the page's `titles` (its
    `<title>`, its headline) do not count as content."""
    title_keys = {(match_key(title), measured_words(title)) for title in titles if title}
    longest_first = sorted(
        ((key, words) for key, words in title_keys if len(key) >= _MIN_TITLE_KEY), key=lambda kw: -len(kw[0])
    )
    blocks = []
    for line in text.split("\n"):
        plain = _unmarked(line).strip()
        if not plain:
            continue
        key = match_key(plain[:KEY_CHARS])
        words = measured_words(plain)
        for title_key, title_words in longest_first:
            if title_key in key:
                words = max(words - title_words, 0)
                break
        if not words:
            continue
        table_row = line.lstrip().startswith(CELL)
        blocks.append(
            Block(
                text=plain,
                key=key,
                words=words,
                is_sentence=words >= SENTENCE_MIN_WORDS and bool(_SENTENCE_END.search(plain)),
                is_list=not table_row and _is_keyword_list(plain, words),
                is_row=table_row,
            )
        )
    return TextMeasures(
        blocks=tuple(blocks),
        words=sum(block.words for block in blocks),
        substantive_words=sum(block.words for block in blocks if block.is_substantive),
        sentence_words=sum(block.words for block in blocks if block.is_sentence and not block.is_list),
        list_words=sum(block.words for block in blocks if block.is_list),
    )


def _unmarked(line: str) -> str:
    """One line without its markdown markers (`_MARKDOWN_MARKERS`: none of them spans a line break).
    A line without `*`, `_` or a backtick (most) can only open with one: one anchored match instead
    of a search of the whole line."""
    if "*" in line or "_" in line or "`" in line:
        return _MARKDOWN_MARKERS.sub("", line)
    lead = _LINE_MARKER.match(line)
    return line[lead.end() :] if lead else line


def compression_ratio(text: str) -> float:
    """Compressed size over UTF-8 size: Latin-script prose about 0.35-0.5, text that repeats itself
    much lower. Not comparable across scripts (multi-byte scripts share lead bytes)."""
    raw = text.encode("utf-8")
    return len(zlib.compress(raw, 6)) / len(raw) if len(raw) >= 200 else 1.0


def character_compression(text: str) -> float:
    """Compressed size over characters, each character as one byte (the last byte of its code point).

    Why: Thai, Lao, Burmese and Khmer spend three UTF-8 bytes a character, two of them the same on
    nearly every character, so their prose compresses to 0.28-0.33, as low as repeated text; each of
    these scripts fits in a block of at most 256 code points, so one byte a character loses nothing of
    its repetition and puts its prose at 0.6-0.9, text repeating a few phrases under 0.1."""
    raw = bytes(ord(char) & 0xFF for char in text)
    return len(zlib.compress(raw, 6)) / len(raw) if len(raw) >= 200 else 1.0


def unspaced_compression(text: str) -> float:
    """How far a text mostly in a script written without spaces compresses (1.0 in other scripts):
    CJK in UTF-8, what the judge's word-list limit was measured on; Thai, Lao, Burmese and Khmer one
    byte a character (`character_compression`: in UTF-8 their prose compresses as well as repetition
    does, #17 round 13: a Thai feature article to 0.31)."""
    unspaced = unspaced_chars(text)
    if unspaced * 2 < len(text):
        return 1.0
    abugida = abugida_chars(text)
    if (unspaced - abugida) * 2 >= len(text):
        return compression_ratio(text)
    return character_compression(text)


def top_terms_share(text: str, terms: int = 3) -> float:
    """Share of the tokens that are the `terms` most frequent ones: in prose the commonest words
    ("the", "of", "and") make 10-27 %; a page stuffed with its keywords gives them half or more.
    A figure is no keyword (#17, round 15): a timetable's or a price table's cells repeat the same
    minutes and amounts ("00 15 30 45") as no text repeats its words, and a doorway stuffs words."""
    tokens = [token for token in _tokens(text) if not token.isdigit()]
    if len(tokens) < VARIETY_MIN_TOKENS:
        return 0.0
    return sum(count for _, count in Counter(tokens).most_common(terms)) / len(tokens)


def _tokens(text: str) -> list[str]:
    """The first `VARIETY_MAX_TOKENS` lower-case words; unspaced scripts as character pairs."""
    tokens = _first_words(text)
    if len(tokens) >= VARIETY_MAX_TOKENS:
        return tokens  # the character pairs would come after them
    for run in _UNSPACED_RUN.findall(text):
        tokens.extend(run[i : i + 2] for i in range(0, len(run), 2))
    return tokens[:VARIETY_MAX_TOKENS]


def lower_words(text: str) -> list[str]:
    """The words of `text` outside unspaced scripts, lower-cased.

    The whole text is lower-cased at once, which gives each word's own lower case (no character's lower
    case is longer or differs in being a letter) but for two letters, for which each word is: `İ`,
    whose lower case is two characters, and `Σ`, whose lower case depends on what follows it.
    """
    return _lower_words(text, text)


def _lower_words(part: str, text: str) -> list[str]:
    """`lower_words` of `part`, a start of `text`, read the way `text` is read (its word pattern, its
    lower-casing): the words of `text` that `part` holds, the last of them perhaps cut short."""
    if text.isascii():
        return _ASCII_WORD.findall(part.lower())
    words = _JUDGED_WORD if _TIBETAN.search(text) else _word_pattern(text)
    if "İ" in text or "Σ" in text:
        return [token.lower() for token in words.findall(_UNSPACED.sub(" ", part))]
    return words.findall(_UNSPACED.sub(" ", part).lower())


# Where a page's title joins its parts (the story's name, the site's): " | ", " - ", " · ", " — "…
_TITLE_SEPARATOR = re.compile(r"\s[|·•:\-–—»/]\s|\s?\|\s?")


def title_parts(title: str | None) -> list[str]:
    """A `<title>`'s parts between separators: the story's name and the site's, whichever order."""
    return _TITLE_SEPARATOR.split(title or "")


def word_set(text: str) -> set[str]:
    """The lower-case words of `text`, and each character of its unspaced scripts: what two short
    texts (a headline and a title) share."""
    return {*lower_words(text), *_UNSPACED.findall(text)}


def title_phrase_share(text: str, titles: Iterable[str | None], times: int = PHRASE_TIMES) -> float:
    """Share of the tokens that lie inside a two-token phrase of one of the `titles` said `times` times
    or more: how much of the text restates what the page is titled.

    Prose names its subject now and then (a few per cent, "of the" included); a doorway page stuffs
    its title's keywords into every sentence. Unspaced scripts are tokenised by overlapping
    character pairs, so a phrase is three characters wherever it starts; 0.0 for a handful of tokens.
    """
    wanted = {pair for title in titles if title for pair in pairwise(_phrase_tokens(title))}
    if not wanted:
        return 0.0
    tokens = _phrase_tokens(text)
    if len(tokens) < VARIETY_MIN_TOKENS:
        return 0.0
    said = Counter(filter(wanted.__contains__, pairwise(tokens)))  # filtered in C
    frequent = {pair for pair, count in said.items() if count >= times}
    if not frequent:
        return 0.0  # no phrase said often enough: nothing covered
    starts = list(map(frequent.__contains__, pairwise(tokens)))  # where a frequent phrase starts
    # A token is covered when a frequent phrase starts at it or at the token before it.
    covered: int = sum(map(or_, [False, *starts], [*starts, False]))
    return covered / len(tokens)


def _phrase_tokens(text: str) -> list[str]:
    """The first `VARIETY_MAX_TOKENS` lower-case words; unspaced scripts as overlapping character pairs."""
    tokens = _first_words(text)
    if len(tokens) >= VARIETY_MAX_TOKENS:
        return tokens  # the character pairs would come after them
    for run in _UNSPACED_RUN.findall(text):
        tokens.extend(run[i : i + 2] for i in range(max(len(run) - 1, 1)))
    return tokens[:VARIETY_MAX_TOKENS]


def _first_words(text: str) -> list[str]:
    """`lower_words(text)[:VARIETY_MAX_TOKENS]`, read from the first `_FIRST_WORDS_CHARS` of a long
    text when they hold more words than that: an article is not split whole for its first thousand
    words. Only the last word of the part may be cut short, and it is left out."""
    if len(text) > _FIRST_WORDS_CHARS:
        tokens = _lower_words(text[:_FIRST_WORDS_CHARS], text)
        if len(tokens) > VARIETY_MAX_TOKENS:
            return tokens[:VARIETY_MAX_TOKENS]
    return lower_words(text)[:VARIETY_MAX_TOKENS]


def split_sentences(text: str) -> list[str]:
    """`text` cut after each sentence's end mark, in every script `ends_sentence` reads."""
    return _SENTENCE_SPLIT.split(text)


def distinct_sentences(text: str, min_tokens: int = SENTENCE_MIN_WORDS) -> int:
    """How many different sentences of at least `min_tokens` tokens `text` holds: a page that says one
    sentence over and over is filler, one that varies its sentences around the same words is a doorway.
    A Korean sentence's length is also read in syllables (`syllabic_words`): its words are phrases."""
    return len(
        {
            " ".join(tokens)
            for part in split_sentences(text)
            if len(tokens := _tokens(part)) >= min_tokens or syllabic_words(part) >= min_tokens
        }
    )


def lexical_variety(text: str, window: int = VARIETY_WINDOW) -> float:
    """Moving-average type-token ratio: distinct tokens per `window` tokens, averaged over the text.

    Length-independent, unlike a plain type-token ratio: prose stays around 0.7-0.8 in any length,
    keyword stuffing repeats its few terms and falls well below. Unspaced scripts are tokenised by
    character pairs. Texts shorter than a window are one window; 1.0 for a handful of tokens.
    """
    tokens = _tokens(text)
    if len(tokens) < VARIETY_MIN_TOKENS:
        return 1.0
    window = min(window, len(tokens))
    counts: dict[str, int] = {}
    for token in tokens[:window]:
        counts[token] = counts.get(token, 0) + 1
    total = len(counts)
    for start in range(1, len(tokens) - window + 1):
        leaving, entering = tokens[start - 1], tokens[start + window - 1]
        counts[leaving] -= 1
        if not counts[leaving]:
            del counts[leaving]
        counts[entering] = counts.get(entering, 0) + 1
        total += len(counts)
    return total / (len(tokens) - window + 1) / window


def _is_keyword_list(text: str, words: int) -> bool:
    """Five or more short items between separators, and no sentence: a tag cloud or keyword dump."""
    if not _may_be_keyword_list(text, words):
        return False
    separators = len(_LIST_MARKS.findall(text))
    if separators < _LIST_MIN_ITEMS - 1 or words > _LIST_MAX_WORDS_PER_ITEM * (separators + 1):
        return False
    items = [item for item in _LIST_SEPARATORS.split(text) if item]
    return len(items) >= _LIST_MIN_ITEMS and words / len(items) <= _LIST_MAX_WORDS_PER_ITEM


def _may_be_keyword_list(text: str, words: int) -> bool:
    """`False` when an ASCII line has too few separator characters to be a keyword list, counted
    without the regex (most lines are prose, and `measure` tests every one): each of `_LIST_MARKS`'
    matches holds one of `,|/;-` of its own, so their count bounds the separators from above."""
    if not text.isascii():
        return True
    data = text.encode("ascii")
    marks = len(data) - len(data.translate(None, _ASCII_LIST_MARKS))
    return marks >= _LIST_MIN_ITEMS - 1 and words <= _LIST_MAX_WORDS_PER_ITEM * (marks + 1)
