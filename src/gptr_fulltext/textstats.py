"""Length of text measured fairly across writing systems.

Counting whitespace-separated words makes every Chinese or Japanese article look like a ten-word
stub. Scripts written without spaces are counted by character instead, at the rate that makes a
CJK page and an English page of the same substance come out about equal.
"""

from __future__ import annotations

import re

# Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar: scripts written without spaces between words.
_UNSPACED = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u0e00-\u0e7f\u0e80-\u0eff"
    r"\u1000-\u109f\u1780-\u17ff\U00020000-\U0002ffff]"
)
_WORD = re.compile(r"[^\W_]+(?:['’.-][^\W_]+)*")
# Chinese and Japanese words average roughly 1.5-2 characters; 2 keeps the count conservative so a
# CJK stub is not mistaken for an article.
CHARS_PER_WORD_UNSPACED = 2.0


def count_words(text: str) -> int:
    """Words in `text`, with unspaced scripts converted at `CHARS_PER_WORD_UNSPACED` chars per word."""
    unspaced = len(_UNSPACED.findall(text))
    spaced = len(_WORD.findall(_UNSPACED.sub(" ", text))) if unspaced else len(_WORD.findall(text))
    return spaced + round(unspaced / CHARS_PER_WORD_UNSPACED)
