# ruff: noqa: E402
# (blind round 13's generator, ported as written by its author: data and string templates)
from __future__ import annotations

"""The page record of blind round 13 (#17)."""

from typing import Any

from tests.judge.blind13.vocab import RTL

DEFAULT = ["wpblog", "spa", "portal", "minimal"]


def P(
    id: str,
    lang: str,
    label: str,
    kind: str,
    site: str,
    title: str,
    h1: str | None,
    body: str,
    why: str,
    desc: str | None = None,
    date: str | None = None,
    iso: str | None = None,
    author: str | None = None,
    layouts: list[str] | None = None,
    docnav: Any = None,
) -> dict[str, Any]:
    assert label in ("thin", "full")
    return dict(
        id=id,
        lang=lang,
        dir="rtl" if lang in RTL else "ltr",
        label=label,
        kind=kind,
        site=site,
        title=title,
        h1=h1,
        body=body,
        why=why,
        desc=desc or title,
        date=date,
        iso=iso or "2026-11-20",
        author=author,
        layouts=layouts or DEFAULT,
        docnav=docnav,
    )
