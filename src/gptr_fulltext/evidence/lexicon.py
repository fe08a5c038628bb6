"""The wording of walls and notices, in the languages research runs meet most.

A wall says what it is: "page not found", "verify you are human", "subscribe to continue reading".
Articles *about* those things use the same words, so a phrase is never a verdict on its own — the
judge only counts it together with how little real text the page has.

The wording is data, one file per language in `lexicons/` (en, de, fr, es, it, pt, nl, ru, ja, zh,
ko, tr, pl, uk, ar, hi, vi, id, sv, fa, ur, el, am, yo), each a table of category → regex alternatives;
`common.toml` holds the language-neutral ones (a bare "404", "JavaScript"). Each category here is every file's
alternatives joined into one case-insensitive pattern, files in name order: where two files'
alternatives match at the same place, the earlier file's wins. Four categories are parts the
patterns frame rather than patterns:
`CHALLENGE_TITLE` (labels such as "Access denied" that count only as the whole title), `LOGIN_TITLE`
(sign-in words that open a title), `LOGIN_TITLE_LINK` (the words that may follow them there, "to",
"bei") and `PLACEHOLDER_TITLE` ("Coming soon", "Kommer snart": a page's whole name, `PLACEHOLDER`);
the frames are structure and live here, the words in the files.

To add a language, add `lexicons/<lang>.toml` with whichever categories it has words for; nothing here
changes. Loading fails, naming the file and entry, on an unknown category, a regex that does not
compile or matches empty text (it would match every page; each alternative is tested on its own
only once a joined pattern fails, and the tests test the shipped files' alternatives one by one), and
on a category no file fills.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any

LEXICONS = Path(__file__).with_name("lexicons")
CATEGORIES = (
    "NOT_FOUND",
    "MAINTENANCE",
    "CHALLENGE",
    "LOGIN",
    "PAYWALL",
    "PARKED",
    "JS_REQUIRED",
    "LOADING",
    "CONSENT_TERMS",
    "CONSENT_ACTION",
    "RATE_LIMIT",
    "COMMENTS",
    "MOVED",
    "UNAVAILABLE_HERE",
)
_PARTS = ("CHALLENGE_TITLE", "LOGIN_TITLE", "LOGIN_TITLE_LINK", "PLACEHOLDER_TITLE")


class LexiconError(ValueError):
    """A lexicon file the patterns cannot be built from."""


@dataclass(frozen=True, slots=True)
class Phrases:
    """One category's pattern, searched only in texts that hold one of its `anchors`.

    Why: a case-insensitive pattern of a hundred alternatives is tried alternative by alternative at
    every character (~7 µs a character; the judge's share of a page's CPU went to these searches).
    Every match holds one of the `anchors` (literal runs of the pattern, `_anchors`) as `_fold` folds
    them, so a text that holds none, a substring test over its folded form, has no match, and the
    result is always the pattern's own. `None`: no anchor could be found, the pattern always runs.

    Where an anchor is found, the text is searched with `guarded`: the pattern behind a lookahead for
    the characters a match can start with (`_starts`), so that the engine leaves a position at one
    character class test instead of trying every alternative there (one starting with a word
    boundary, as most do, defeats the engine's own test of first characters). The lookahead is
    compiled with the pattern's flags, so it folds case as the pattern does, and it only skips
    positions where no match starts: same matches, 1.1-4× faster on the shipped categories."""

    pattern: re.Pattern[str]
    anchors: tuple[str, ...] | None
    guarded: re.Pattern[str]

    @classmethod
    def of(cls, pattern: re.Pattern[str]) -> Phrases:
        parsed = _PARSER.parse(pattern.pattern, pattern.flags).data
        guarded = _guarded(pattern, parsed)
        found = _anchors(parsed)
        if found is None:
            return cls(pattern, None, guarded)
        folded = {_fold(anchor) for anchor in found}
        # an anchor that holds another is held wherever that one is: only the shorter is tested
        shortest = tuple(sorted(a for a in folded if not any(b != a and b in a for b in folded)))
        return cls(pattern, shortest, guarded)

    def search(self, text: str) -> re.Match[str] | None:
        return self.guarded.search(text) if self._may_match(text) else None

    def findall(self, text: str) -> list[str]:
        return self.guarded.findall(text) if self._may_match(text) else []

    def _may_match(self, text: str) -> bool:
        if self.anchors is None:
            return True
        folded = _fold(text)
        return any(anchor in folded for anchor in self.anchors)


_PARSER: Any = import_module("re._parser")  # the standard library's own regex parser (no public API)
_CONSTANTS: Any = import_module("re._constants")
# What `_fold` drops or merges beyond `str.lower().upper().lower()`: the dot above that `str.lower`
# adds to a capital "İ" (the regex engine lowers it to a plain "i"), and the final sigma, which
# `str.lower` writes by context where the engine has one sigma.
_DOT_ABOVE = "\u0307"
_FINAL_SIGMA = "ς"
_MAX_RANGE = 256  # a class's range longer than this is not listed (`_listed`)


def _fold(text: str) -> str:
    """Text with every character the regex engine matches case-insensitively to one character (the
    same lower case, or different lower cases of one upper case: "ı" and "i", "ſ" and "s") written
    alike, character by character: a literal run matched case-insensitively folds to its own fold."""
    if text.isascii():
        return text.lower()
    folded = text.lower().upper().lower()
    if _DOT_ABOVE in folded or _FINAL_SIGMA in folded:
        folded = folded.replace(_DOT_ABOVE, "").replace(_FINAL_SIGMA, "σ")
    return folded


def _anchors(items: list[tuple[Any, Any]]) -> set[str] | None:
    """Literal strings one of which every match of the parsed sequence `items` holds (the longest run
    of literal characters found, or one of each branch's), or `None` when there is none."""
    constants = _CONSTANTS
    candidates: list[set[str] | None] = []
    run = ""
    for op, argument in items:
        if op is constants.LITERAL:
            run += chr(argument)
            continue
        if run:
            candidates.append({run})
            run = ""
        if op is constants.SUBPATTERN:
            candidates.append(_anchors(argument[3].data))
        elif op is constants.BRANCH:
            branches = [_anchors(branch.data) for branch in argument[1]]
            every = all(branches)  # a branch without an anchor may match where no other's anchor is
            candidates.append({a for anchors in branches if anchors for a in anchors} if every else None)
        elif op in (constants.MAX_REPEAT, constants.MIN_REPEAT) and argument[0] >= 1:
            candidates.append(_anchors(argument[2].data))  # said once at least
    if run:
        candidates.append({run})
    found = [candidate for candidate in candidates if candidate]
    return max(found, key=lambda anchors: min(map(len, anchors))) if found else None


def _guarded(pattern: re.Pattern[str], parsed: list[tuple[Any, Any]]) -> re.Pattern[str]:
    """`pattern` behind a lookahead for the characters its matches start with, or `pattern` itself
    when they cannot be told (a match may start with any character, or be empty)."""
    starts, empty = _starts(parsed)
    if starts is None or empty:
        return pattern
    first = "".join(re.escape(char) for char in sorted(starts))
    return re.compile(f"(?=[{first}])(?:{pattern.pattern})", pattern.flags)


def _starts(items: list[tuple[Any, Any]]) -> tuple[set[str] | None, bool]:
    """The characters a match of the parsed sequence `items` can start with (`None`: any, or too many
    to list), and whether it can match empty text. Zero-width items (`\\b`, lookarounds) are passed."""
    constants = _CONSTANTS
    starts: set[str] = set()
    found: set[str] | None
    for op, argument in items:
        if op in (constants.AT, constants.ASSERT, constants.ASSERT_NOT):
            continue
        if op is constants.LITERAL:
            found, empty = {chr(argument)}, False
        elif op is constants.IN:
            found, empty = _listed(argument), False
        elif op is constants.SUBPATTERN:
            found, empty = _starts(argument[3].data)
        elif op is constants.BRANCH:
            branches = [_starts(branch.data) for branch in argument[1]]
            listed = [chars for chars, _ in branches]
            found = None if None in listed else {char for chars in listed if chars for char in chars}
            empty = any(can_be_empty for _, can_be_empty in branches)
        elif op in (constants.MAX_REPEAT, constants.MIN_REPEAT):
            found, empty = _starts(argument[2].data)
            empty = empty or argument[0] == 0
        else:
            return None, False
        if found is None:
            return None, False
        starts |= found
        if not empty:
            return starts, False
    return starts, True


def _listed(items: list[tuple[Any, Any]]) -> set[str] | None:
    """The characters of a character class made of characters and small ranges, else `None`."""
    chars: set[str] = set()
    for op, argument in items:
        if op is _CONSTANTS.LITERAL:
            chars.add(chr(argument))
        elif op is _CONSTANTS.RANGE and argument[1] - argument[0] < _MAX_RANGE:
            chars.update(map(chr, range(argument[0], argument[1] + 1)))
        else:  # a negated class, a category (`\w`): any character, or too many
            return None
    return chars


def _either(alternatives: list[str]) -> str:
    return "|".join(f"(?:{a})" for a in alternatives)


def _read(directory: Path) -> dict[str, list[tuple[Path, int, str]]]:
    """Every category's alternatives, each with the file and index it comes from."""
    entries: dict[str, list[tuple[Path, int, str]]] = {name: [] for name in (*CATEGORIES, *_PARTS)}
    for path in sorted(directory.glob("*.toml")):
        try:
            table = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as error:
            raise LexiconError(f"{path}: {error}") from error
        for name, alternatives in table.items():
            if name not in entries:
                raise LexiconError(f"{path}: unknown category {name!r}")
            if not isinstance(alternatives, list) or not all(isinstance(a, str) for a in alternatives):
                raise LexiconError(f"{path}: {name} must be a list of strings")
            entries[name] += [(path, index, alternative) for index, alternative in enumerate(alternatives)]
    missing = [name for name, alternatives in entries.items() if not alternatives]
    if missing:
        raise LexiconError(f"{directory}: no lexicon file gives {', '.join(missing)}")
    return entries


def load(directory: Path) -> dict[str, Phrases]:
    """Each of `CATEGORIES`, compiled from the lexicon files in `directory`; `LexiconError` if wrong."""
    found = _read(directory)
    entries = {name: [alternative for _, _, alternative in listed] for name, listed in found.items()}
    # A label is the title, optionally followed by "| Site name".
    challenge_title = rf"^\W*(?:{_either(entries['CHALLENGE_TITLE'])})\W*(?:[|–—-][^|–—-]{{0,60}})?$"
    # Sign-in words open the title and are the whole of it, or go on with a separator or a link word.
    links = _either(entries["LOGIN_TITLE_LINK"])
    login_title = rf"^\W*(?:{_either(entries['LOGIN_TITLE'])})(?:\W*$|\s*[|–—·•/-]|\s+(?:{links})\b)"
    framed = {"CHALLENGE": [challenge_title], "LOGIN": [login_title]}
    patterns: dict[str, re.Pattern[str]] = {}
    for name in CATEGORIES:
        try:
            patterns[name] = re.compile(_either([*framed.get(name, []), *entries[name]]), re.IGNORECASE)
        except re.error as error:
            _name_the_culprit(found)
            raise LexiconError(f"{directory}: {name}: {error}") from None
        if patterns[name].search("") is not None:
            _name_the_culprit(found)
            raise LexiconError(f"{directory}: {name} matches empty text")
    # A placeholder's label is the whole headline, or one whole part of the title ("Site | Coming soon").
    part = r"[^|–—·•]{0,60}"
    patterns["PLACEHOLDER"] = re.compile(
        rf"^(?:{part}\s[|–—·•-]\s*)?\W*(?:{_either(entries['PLACEHOLDER_TITLE'])})[\s!.…]*(?:[|–—·•-]{part})?$",
        re.IGNORECASE,
    )
    return {name: Phrases.of(pattern) for name, pattern in patterns.items()}


def _name_the_culprit(found: dict[str, list[tuple[Path, int, str]]]) -> None:
    """Raise `LexiconError` naming the first alternative that does not compile or matches empty text.

    Run only once a joined pattern failed: testing every alternative on its own costs ~70 ms a
    process start, spent again in every worker. `tests/evidence/test_lexicon.py` tests the shipped
    files this way, so an alternative valid only beside another (a back-reference) is caught there."""
    for name, alternatives in found.items():
        for path, index, alternative in alternatives:
            try:
                empty = re.compile(alternative, re.IGNORECASE).search("") is not None
            except re.error as error:
                raise LexiconError(f"{path}: {name}[{index}] {alternative!r}: {error}") from None
            if empty:
                raise LexiconError(f"{path}: {name}[{index}] {alternative!r} matches empty text")


_PATTERNS = load(LEXICONS)

# Each names the *page* (or a 404) as missing: "hiker not found" or "Highway 404" must not match.
NOT_FOUND = _PATTERNS["NOT_FOUND"]

# Each says the *site* is down for maintenance: "bridge closed for planned maintenance" must not match.
MAINTENANCE = _PATTERNS["MAINTENANCE"]

# What bot checks say. The sentences are specific; the short labels ("Security check", "Access
# denied", CHALLENGE_TITLE) are generic words, so they count only as the whole title (optionally
# "| Site name").
CHALLENGE = _PATTERNS["CHALLENGE"]

# How a sign-in page titles itself: a sign-in phrase (LOGIN_TITLE) opens its title or headline and is
# the whole of it, or is followed by a separator or a preposition (LOGIN_TITLE_LINK: "Sign in", "Log in
# to continue", "Iniciar sesión • Site") — "Login problems hit bank customers" is a headline about logins.
LOGIN = _PATTERNS["LOGIN"]

PAYWALL = _PATTERNS["PAYWALL"]

PARKED = _PATTERNS["PARKED"]

# What a page says when it tells you to turn JavaScript on.
JS_REQUIRED = _PATTERNS["JS_REQUIRED"]

# What an app shell shows while its script loads.
LOADING = _PATTERNS["LOADING"]

# Consent-management vocabulary: a wall is made of these words, an article merely mentions some.
CONSENT_TERMS = _PATTERNS["CONSENT_TERMS"]

# What the buttons of a consent dialog say (and where its forms post).
CONSENT_ACTION = _PATTERNS["CONSENT_ACTION"]


# A page that is not there yet names itself so, and nothing else: "Coming soon", "Site | Em breve", "近日公開"
# as its whole headline or one whole part of its title ("Coming soon: the new season" is a headline).
PLACEHOLDER = _PATTERNS["PLACEHOLDER"]

# What a quota or rate-limit notice says when a server answers it with 200 instead of 429.
RATE_LIMIT = _PATTERNS["RATE_LIMIT"]

# What a redirect stub says: the page has moved, the reader will be sent on ("update your bookmarks").
MOVED = _PATTERNS["MOVED"]

# What a region block says: the page is not available in the reader's country or region.
UNAVAILABLE_HERE = _PATTERNS["UNAVAILABLE_HERE"]

# How a heading names reader comments ("Comments", "Kommentare zu: …"): with a thread's shape, a
# page of comments on another page (`evidence.comments`); a forum thread's heading is its topic.
COMMENTS = _PATTERNS["COMMENTS"]


def found(pattern: Phrases, *texts: str | None) -> str | None:
    """The first match of `pattern` in any of `texts`, as written there; `None` when nothing matches."""
    for text in texts:
        if text:
            match = pattern.search(text)
            if match:
                return match.group(0)
    return None
