"""How a setting's text becomes a checked value: the parsers, the numeric `Bound`s and the text
`Rule`s, and the words an error uses to say what a setting accepts.

Kept apart from the `Settings` declaration so that one reads as the list of knobs it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import Field, dataclass, field
from typing import Any

from gptr_fulltext.reasons import SettingsError
from gptr_fulltext.wire import MANAGED_HEADERS, accepts, domain_cookies, proxy_ok, request_headers

OUTPUT_FORMATS = ("markdown", "text")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off", ""})


@dataclass(frozen=True, slots=True)
class Bound:
    """The range a numeric setting accepts: `low` to `high` inclusive, or above `low` if `low_open`.

    NaN compares false with everything, so no bound admits it.
    """

    low: float
    high: float
    low_open: bool = False

    def admits(self, value: float) -> bool:
        """Whether `value` is in range."""
        above = value > self.low if self.low_open else value >= self.low
        return above and value <= self.high

    def __str__(self) -> str:
        low = f"{_number(self.low)} (exclusive)" if self.low_open else _number(self.low)
        return f"from {low} to {_number(self.high)}"


@dataclass(frozen=True, slots=True)
class Rule:
    """A constraint on a text setting, with the words that say what it accepts."""

    admits: Callable[[str], bool]
    says: str


HEADER = Rule(
    lambda v: v.isascii() and v.isprintable(),  # what an HTTP header value may hold
    "text of printable ASCII characters (no accents, control characters or line breaks)",
)
FORMAT = Rule(lambda v: v in OUTPUT_FORMATS, "one of " + ", ".join(OUTPUT_FORMATS))
HEADERS = Rule(
    accepts(request_headers),
    'a JSON object of header names to printable ASCII values, e.g. {"X-Team": "research"}, without '
    + ", ".join(sorted(MANAGED_HEADERS)),
)
COOKIES = Rule(
    accepts(domain_cookies),
    'a JSON object of domains to cookie strings, e.g. {"example.org": "session=abc; lang=en"}',
)
PROXY = Rule(
    lambda v: v == "" or proxy_ok(v),
    "a proxy URL: http://, https://, socks5:// or socks5h:// with a host (and port), e.g. "
    "http://proxy.internal:3128",
)
REDIS_URL = Rule(
    lambda v: (
        not v or (v.isascii() and v.isprintable() and v.startswith(("redis://", "rediss://", "unix://")))
    ),
    "empty, or a redis://, rediss:// or unix:// URL",
)
RENDER_MODES = ("auto", "off", "always")
RENDER = Rule(lambda v: v in RENDER_MODES, "one of " + ", ".join(RENDER_MODES))
COMMENT_MODES = ("auto", "true", "false")
COMMENTS = Rule(lambda v: v in COMMENT_MODES, "one of " + ", ".join(COMMENT_MODES))
HOSTS = Rule(  # host names, IP addresses or CIDR networks; fetch/safety.py's DenyList reads them
    lambda v: all(re.fullmatch(r"[\w.:/\[\]-]+", part.strip()) for part in v.split(",") if part.strip()),
    "a comma-separated list of host names, IP addresses and CIDR networks",
)
_TYPES: dict[str, type] = {"int": int, "float": float, "bool": bool, "str": str}
_NOUNS = {"int": "a whole number", "float": "a number", "bool": "true or false", "str": "text"}


def convert(f: Field[Any], raw: Any, shown: str) -> Any:
    """Parse `raw` (text, or already a value) into the field's type, then `checked`; `shown` is how
    the error names it (`FULLTEXT_DEADLINE='abc'`)."""
    try:
        value = _PARSERS[str(f.type)](raw)
    except (TypeError, ValueError):
        raise _invalid(f, shown) from None
    return checked(f, value, shown)


def checked(f: Field[Any], value: Any, shown: str) -> Any:
    """`value` as field `f` stores it, or `SettingsError`: the one place types and ranges are checked.

    Types are exact (a bool is not an int, a str is not a number); an int is widened for a float field.
    """
    kind = str(f.type)
    if kind == "float" and type(value) is int:
        value = float(value)
    typed = type(value) is _TYPES[kind]
    check: Bound | Rule | None = f.metadata["check"]
    if not typed or (check is not None and not check.admits(value)):
        raise _invalid(f, shown)
    return value


def _invalid(f: Field[Any], shown: str) -> SettingsError:
    return SettingsError(f"{shown} is not valid: expected {expects(f)} (default {f.default!r})")


def expects(f: Field[Any]) -> str:
    """What the field accepts, in words: "a number from 0 (exclusive) to 3600"."""
    check: Bound | Rule | None = f.metadata["check"]
    noun = _NOUNS[str(f.type)]
    if isinstance(check, Bound):
        return f"{noun} {check}"
    return noun if check is None else check.says


def _number(value: float) -> str:
    """`3600`, `100_000` or `0.5`: long numbers grouped the way the parsers accept them."""
    if not float(value).is_integer():
        return repr(value)
    return f"{int(value):_}" if abs(value) >= 10_000 else str(int(value))


def _parse_int(raw: Any) -> int:
    if isinstance(raw, bool):
        raise TypeError("bool is not an int")
    if isinstance(raw, float):
        if not raw.is_integer():
            raise ValueError("not a whole number")
        return int(raw)
    return int(str(raw).replace("_", ""))


def _parse_float(raw: Any) -> float:
    if isinstance(raw, bool):
        raise TypeError("bool is not a number")
    return float(raw)


def _parse_bool(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ValueError(text)


_PARSERS: dict[str, Callable[[Any], Any]] = {
    "int": _parse_int,
    "float": _parse_float,
    "bool": _parse_bool,
    "str": str,
}


def declare(
    default: Any, env: tuple[str, ...], doc: str, check: Bound | Rule | None = None, secret: bool = False
) -> Any:
    """Declare one setting: its variables (first one set wins), a one-line doc, and its constraint.

    Every int or float setting needs a `Bound` (a test checks it). A `secret` is kept out of `repr`.
    """
    return field(default=default, repr=not secret, metadata={"env": env, "doc": doc, "check": check})
