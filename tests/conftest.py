"""Shared fixtures: the loopback fixture web and an environment pointed at it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from fixtures.site import FixtureSite, Page, load_corpus


@pytest.fixture(scope="session")
def corpus() -> dict[str, Page]:
    return load_corpus()


@pytest.fixture
def site(corpus: dict[str, Page]) -> Iterator[FixtureSite]:
    with FixtureSite(corpus=corpus) as running:
        yield running


@pytest.fixture
def fulltext_env(monkeypatch: pytest.MonkeyPatch, site: FixtureSite) -> FixtureSite:
    """FULLTEXT_SEARCH at the fixture SERP, private (loopback) addresses allowed, short deadline."""
    for name in ("FULLTEXT_SEARCH", "RETRIEVER_ENDPOINT", "USER_AGENT", "FULLTEXT_USER_AGENT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("FULLTEXT_SEARCH", site.search_url)
    monkeypatch.setenv("ALLOW_PRIVATE_URLS", "true")
    monkeypatch.setenv("FULLTEXT_DEADLINE", "10")
    return site


def pick(
    corpus: dict[str, Page],
    *,
    expect: str,
    reason: str | None = None,
    kind: str | None = None,
    lang: str | None = None,
    hard: bool | None = None,
    count: int = 1,
) -> list[Page]:
    """The first `count` corpus pages (by id) matching the label filters; fails if too few exist."""
    found = [
        page
        for page in sorted(corpus.values(), key=lambda p: p.id)
        if page.expect == expect
        and (reason is None or page.reason == reason)
        and (kind is None or page.kind == kind)
        and (lang is None or page.lang.split("-")[0] == lang)
        and (hard is None or page.hard == hard)
        and page.duplicate_of is None
    ]
    assert len(found) >= count, f"corpus has {len(found)} pages for {expect=} {reason=} {kind=} {lang=}"
    return found[:count]
