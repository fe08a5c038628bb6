"""Judged pages are remembered: bounded, expiring, optionally on disk, and never a transient failure."""

from __future__ import annotations

import dataclasses
import gc
import json
import random
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import diskcache
import pytest

from fixtures.site import FixtureSite, Route
from gptr_fulltext import pipeline
from gptr_fulltext.fetch.cache import Cached, PageCache, stored_size, variant
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


def test_the_cache_is_bounded_by_size_and_evicts_the_oldest() -> None:
    cache = PageCache(ttl=60, max_bytes=10_000)
    for i in range(5):
        cache.put(f"k{i}", entry(f"http://a/{i}", "x" * 3000))
    assert cache.get("k0") is None and cache.get("k1") is None
    assert cache.get("k4") is not None
    cache.put("huge", entry("http://a/huge", "x" * 50_000))  # larger than the cache: skipped
    assert cache.get("huge") is None and cache.get("k4") is not None


def record_bytes(stored: Cached) -> int:
    """The entry's record as UTF-8 JSON, written out by hand."""
    record = {"final_url": stored.final_url, "extraction": dataclasses.asdict(stored.extraction)}
    return len(json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode())


def test_an_entry_counts_its_key_and_every_field_it_stores_in_utf8() -> None:
    key = "variant example.com/a"
    small, large = entry("https://example.com/a", "x"), entry("https://example.com/a", "x" * 10_000)
    overhead = stored_size(key, small) - len(key) - record_bytes(small)
    assert 0 < overhead < 2000  # the same for every entry: the Python objects around the record
    assert stored_size(key, large) == overhead + len(key) + record_bytes(large)
    # Text is not all an entry stores: this thin page counted 512 bytes before.
    thin = Cached(
        "https://example.com/b",
        Extraction(
            text="", title="T", is_full=False, reason=None, description="d" * 20_000, detail="e" * 5000
        ),
    )
    assert stored_size(key, thin) == overhead + len(key) + record_bytes(thin) > 25_000
    # Characters count in UTF-8: 3 bytes for CJK, 4 for emoji (CPython holds them in 2 and 4).
    ascii_text = stored_size(key, entry("https://example.com/c", "x" * 5000))
    assert stored_size(key, entry("https://example.com/c", "漢" * 5000)) - ascii_text == 10_000
    assert stored_size(key, entry("https://example.com/c", "😀" * 5000)) - ascii_text == 15_000
    assert stored_size("k" * 1000, large) - stored_size("", large) == 1000


def test_the_memory_bound_holds_exactly_the_entries_that_fit() -> None:
    """Entries of a known size: a cache of 3.5 of them keeps the newest 3, whatever field is large."""
    empty = Extraction(text="", title=None, is_full=True, reason=None)
    large: dict[str, Callable[[str], Extraction]] = {
        "text": lambda value: dataclasses.replace(empty, text=value),
        "description": lambda value: dataclasses.replace(empty, description=value),
        "detail": lambda value: dataclasses.replace(empty, detail=value),
        "title": lambda value: dataclasses.replace(empty, title=value),
    }
    for big, extraction in large.items():
        entries = [Cached(f"https://example.com/{i}", extraction(f"{i:03d}" + "y" * 9997)) for i in range(6)]
        size = stored_size("k0", entries[0])
        assert all(stored_size(f"k{i}", e) == size for i, e in enumerate(entries))
        cache = PageCache(ttl=60, max_bytes=size * 7 // 2)
        for i, e in enumerate(entries):
            cache.put(f"k{i}", e)
        assert [i for i in range(6) if cache.get(f"k{i}") is not None] == [3, 4, 5], big


@pytest.mark.parametrize("alphabet", ["abcdefghij ", "éàüöß", "漢字語文書", "😀🎉🚀", ""])
def test_a_full_cache_holds_no_more_memory_than_its_bound(alphabet: str) -> None:
    """FULLTEXT_CACHE_MB bounds real memory: what a cache filled past its bound holds, traced."""
    rnd = random.Random(7)
    bound = 2_000_000
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        cache = PageCache(ttl=600, max_bytes=bound)
        for i in range(400):
            url = f"https://site.example/page/{i}"
            text = "".join(rnd.choices(alphabet, k=4000)) if alphabet else ""
            extraction = Extraction(
                text=text, title=f"Page {i}", is_full=True, reason=None, words=700, url=url
            )
            cache.put(f"{variant(Settings())} site.example/page/{i}", Cached(url, extraction))
        del text, extraction
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert cache.get(f"{variant(Settings())} site.example/page/399") is not None
    assert held <= bound


def test_the_disk_cache_is_bounded_by_the_bytes_it_stores(tmp_path: Path) -> None:
    rnd = random.Random(3)
    bound = 1_000_000
    cache = PageCache(ttl=60, max_bytes=bound, directory=str(tmp_path))
    texts = ["".join(rnd.choices("abcdefghijklmnopqrstuvwxyz0123456789", k=100_000)) for _ in range(30)]
    for i, text in enumerate(texts):  # ~3 MB of text that compresses little: three times the bound
        cache.put(f"k{i}", entry(f"http://a/{i}", text))
    with diskcache.Cache(str(tmp_path)) as stored:
        assert stored.volume() <= bound
    fresh = PageCache(ttl=60, max_bytes=bound, directory=str(tmp_path))  # nothing in its memory
    assert fresh.get("k0") is None
    assert fresh.get("k29") == entry("http://a/29", texts[29])


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
    assert variant(base) == variant(Settings.load({}, grace=0.5, first_answer_wait=0, reserve=0))
    assert variant(base) != variant(Settings.load({}, min_words=300))
    assert variant(base) != variant(Settings.load({}, output_format="text"))
    assert variant(base) != variant(Settings.load({}, allow_private=True))
    assert variant(base) != variant(Settings.load({}, robots=True))
    assert variant(base) == variant(Settings.load({}, serve_token="t0ken-1"))


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        ("cookies", '{"news.example": "session=c00kie-1"}'),
        ("headers", '{"X-Api-Key": "h3ader-1"}'),
        ("proxy", "http://user:pr0xy-1@proxy.example:3128"),
    ],
)
def test_request_controls_change_the_key_without_entering_it(name: str, secret: str) -> None:
    """A page read with a site's cookies, extra headers or through a proxy is not served to a call
    without them; the value is in the key only as a digest."""
    key = variant(Settings.load({}, **{name: secret}))
    assert key != variant(Settings())
    assert key != variant(Settings.load({}, **{name: secret.replace("-1", "-2")}))
    assert not any(word in key for word in ("c00kie", "h3ader", "pr0xy", "session", "user"))


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
    # a line of text: too short (a one-paragraph article of whole sentences can be a brief, kept)
    stub = b"<html><head><title>Stub</title></head><body><h1>Stub</h1><p>A line of text.</p></body></html>"
    thin = site.add("/thin", Route(body=stub))
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


def test_transient_failures_are_remembered_only_for_the_failure_ttl(site: FixtureSite) -> None:
    """A 503 is not a page's verdict: it is kept apart, for FULLTEXT_FAILURE_TTL only (a repeated
    query of one research does not wait on it again), and with that at 0 it is fetched again."""
    busy = site.add("/busy", Route(status=503, body=b"busy"))
    call(site, "one", [busy], deadline=1.5)  # too little time to retry: one request per call
    again = call(site, "two", [busy], deadline=1.5)
    assert hits(site, "/busy") == 1
    assert [o.reason for o in again.outcomes] == ["http_status"]
    call(site, "three", [busy], deadline=1.5, failure_ttl=0)
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
