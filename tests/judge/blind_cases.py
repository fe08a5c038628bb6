"""What the blind rounds share: a labelled page (`Case`), a registry to declare pages with, the
parametrisation that marks a round's known misses as strict xfails, the one check each page gets —
the public `extract()`'s verdict against the label — and the markup helpers of every round's chrome."""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

import gptr_fulltext

Build = Callable[[], bytes]


@dataclass(frozen=True)
class Case:
    name: str
    full: bool
    url: str
    build: Build


def registry(cases: list[Case]) -> Callable[[str, bool, str], Callable[[Build], Build]]:
    """A decorator factory: `@case(name, full, url)` on a page builder adds it to `cases`."""

    def case(name: str, full: bool, url: str) -> Callable[[Build], Build]:
        def register(build: Build) -> Build:
            cases.append(Case(name, full, url, build))
            return build

        return register

    return case


def params(cases: list[Case], misses: frozenset[str], reason: str) -> list[Any]:
    """Each case as a pytest param named after it; the known misses strict xfails."""
    known = [pytest.mark.xfail(strict=True, reason=reason)]
    return [pytest.param(c, id=c.name, marks=known if c.name in misses else []) for c in cases]


def ld(data: object) -> str:
    """A JSON-LD script element."""
    return f"<script type='application/ld+json'>{json.dumps(data, ensure_ascii=False)}</script>"


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def assert_judged(case: Case) -> None:
    extraction = gptr_fulltext.extract(case.build(), url=case.url)
    assert extraction.is_full is case.full, extraction.reason
