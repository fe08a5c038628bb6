"""Judged pages are remembered: bounded, expiring, optionally on disk, and never a transient failure."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from fixtures.site import FixtureSite, Route
from gptr_fulltext import pipeline
from gptr_fulltext.fetch.cache import Cached, PageCache, variant
from gptr_fulltext.models import Extraction
from gptr_fulltext.settings import Settings
from tests.loopback import article


def entry(url: str, text: str = "words " * 50) -> Cached:
    return Cached(url, Extraction(text=text, title="T", is_full=True, reason=None, words=50, url=url))


class FakeClock:
    """Seconds that pass only when a test moves them on."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_entries_expire_after_the_ttl() -> None:
    clock = FakeClock()
    cache = PageCache(ttl=60, max_bytes=1_000_000, clock=clock)
    cache.put("k", entry("http://a/"))
    clock.now += 59
    assert cache.get("k") == entry("http://a/")
    clock.now += 2
    assert cache.get("k") is None


def test_the_cache_is_bounded_by_text_size_and_evicts_the_oldest() -> None:
    cache = PageCache(ttl=60, max_bytes=10_000)
    for i in range(5):
        cache.put(f"k{i}", entry(f"http://a/{i}", "x" * 3000))
    assert cache.get("k0") is None and cache.get("k1") is None
    assert cache.get("k4") is not None
    cache.put("huge", entry("http://a/huge", "x" * 50_000))  # larger than the cache: skipped
    assert cache.get("huge") is None and cache.get("k4") is not None


def test_the_disk_cache_is_shared_between_instances_and_honours_the_ttl(tmp_path: Path) -> None:
    PageCache(ttl=60, max_bytes=1_000_000, directory=str(tmp_path)).put("k", entry("http://a/"))
    assert PageCache(ttl=60, max_bytes=1_000_000, directory=str(tmp_path)).get("k") == entry("http://a/")
    clock = FakeClock()

    def fresh() -> PageCache:
        """A new instance: what it finds can only come from disk, never from its memory."""
        return PageCache(ttl=60, max_bytes=1_000_000, directory=str(tmp_path), clock=clock)

    fresh().put("short", entry("http://b/"))
    clock.now += 59
    assert fresh().get("short") == entry("http://b/")
    clock.now += 2
    assert fresh().get("short") is None


def test_the_key_changes_with_settings_that_change_verdicts_only() -> None:
    base = Settings()
    assert variant(base) == variant(Settings.load({}, deadline=3, per_host=1, max_chars=500))
    assert variant(base) != variant(Settings.load({}, min_words=300))
    assert variant(base) != variant(Settings.load({}, output_format="text"))
    assert variant(base) != variant(Settings.load({}, allow_private=True))
    assert variant(base) != variant(Settings.load({}, robots=True))


# -- across calls --------------------------------------------------------------------------------


@pytest.fixture
def site() -> Iterator[FixtureSite]:
    with FixtureSite(hosts=2, corpus={}) as running:
        yield running


def call(site: FixtureSite, query: str, urls: list[str], **overrides: Any) -> pipeline.Report:
    site.serps[query] = urls
    overrides.setdefault("allow_private", True)
    settings = Settings.load({}, search=site.search_url, **overrides)
    return anyio.run(lambda: pipeline.run(query, len(urls), settings=settings))


def hits(site: FixtureSite, path: str) -> int:
    return sum(1 for _, requested in site.requests if requested == path)


def test_a_page_judged_for_one_sub_query_is_not_fetched_for_the_next(site: FixtureSite) -> None:
    shared = site.add("/shared", Route(body=article()))
    thin = site.add("/thin", Route(body=article(paragraphs=1)))
    first = call(site, "first sub-query", [shared, thin])
    second = call(site, "second sub-query", [site.base(1) + "/shared/", thin])  # same page, normalised
    assert [o.reason for o in first.outcomes] == [None, "too_short"]
    assert [o.reason for o in second.outcomes] == [None, "too_short"]
    assert second.results[0]["raw_content"] == first.results[0]["raw_content"]
    assert (hits(site, "/shared"), hits(site, "/thin")) == (1, 1)


def test_without_the_cache_every_call_fetches(site: FixtureSite) -> None:
    page = site.add("/page", Route(body=article()))
    call(site, "one", [page], cache_ttl=0)
    call(site, "two", [page], cache_ttl=0)
    assert hits(site, "/page") == 2


def test_transient_failures_are_fetched_again(site: FixtureSite) -> None:
    busy = site.add("/busy", Route(status=503, body=b"busy"))
    call(site, "one", [busy], deadline=1.5)  # too little time to retry: one request per call
    call(site, "two", [busy], deadline=1.5)
    assert hits(site, "/busy") == 2


def test_a_page_read_under_a_looser_policy_is_never_served_to_a_stricter_one(
    site: FixtureSite, tmp_path: Path
) -> None:
    private = site.add("/intranet-wiki", Route(body=article()))
    first = call(site, "open", [private], cache_dir=str(tmp_path))
    assert first.results
    # A later run without ALLOW_PRIVATE_URLS, sharing the on-disk cache: refused, as if never cached.
    stricter = Settings.load({}, allow_private=False, cache_dir=str(tmp_path))
    strict = anyio.run(lambda: pipeline.run("strict", 1, settings=stricter, urls=[private]))
    assert [o.reason for o in strict.outcomes] == ["blocked_url"]
    assert strict.results == []


def test_a_page_read_while_ignoring_robots_is_not_served_when_robots_apply(site: FixtureSite) -> None:
    site.add(
        "/robots.txt", Route(headers={"content-type": "text/plain"}, body=b"User-agent: *\nDisallow: /\n")
    )
    page = site.add("/members-only", Route(body=article()))
    assert call(site, "robots ignored", [page]).results
    polite = call(site, "robots respected", [page], robots=True)
    assert [o.reason for o in polite.outcomes] == ["robots"]
    assert hits(site, "/members-only") == 1
