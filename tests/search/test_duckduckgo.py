"""The default backend without GPT Researcher: `duckduckgo` is our own `ddgs` call, other names say
what to install.

DuckDuckGo itself is on the internet, so `ddgs` is replaced by a stand-in module whose `DDGS` records
the call and answers what the test sets; the selection, the call, the row mapping and the errors
are ours and run for real. GPT Researcher is made unimportable by `None` entries in `sys.modules`,
or, in a fresh interpreter, by an import hook that also records whether anything tried.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import types
from collections.abc import Iterator
from typing import Any, ClassVar

import anyio
import pytest
from ddgs.exceptions import DDGSException, RatelimitException

from gptr_fulltext.models import Candidate
from gptr_fulltext.reasons import SearchError
from gptr_fulltext.search import backends
from gptr_fulltext.search.backends import find_candidates
from gptr_fulltext.search.duckduckgo import REGION, DuckDuckGo, rows_of
from gptr_fulltext.settings import Settings


class FakeDDGS:
    """Stands in for `ddgs.DDGS`: records each `text()` call and answers `reply` (or raises it)."""

    reply: ClassVar[object] = []
    calls: ClassVar[list[tuple[str, dict[str, Any]]]] = []

    def text(self, query: str, **kwargs: Any) -> list[dict[str, Any]]:
        FakeDDGS.calls.append((query, kwargs))
        if isinstance(FakeDDGS.reply, BaseException):
            raise FakeDDGS.reply
        return FakeDDGS.reply  # type: ignore[return-value]


@pytest.fixture
def fake_ddgs(monkeypatch: pytest.MonkeyPatch) -> type[FakeDDGS]:
    module = types.ModuleType("ddgs")
    module.DDGS = FakeDDGS  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ddgs", module)
    monkeypatch.setattr(FakeDDGS, "reply", [])
    monkeypatch.setattr(FakeDDGS, "calls", [])
    return FakeDDGS


@pytest.fixture
def no_gpt_researcher(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`import gpt_researcher` (and any of its submodules) fails as if it were not installed."""
    for name in [n for n in sys.modules if n.startswith("gpt_researcher.")]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.setitem(sys.modules, "gpt_researcher", None)
    yield


def candidates(
    search: str = "duckduckgo", count: int = 3, domains: list[str] | None = None
) -> list[Candidate]:
    return anyio.run(find_candidates, "tidal energy", count, domains, Settings.load({}, search=search))


def test_the_default_setting_is_our_backend_without_gpt_researcher(no_gpt_researcher: None) -> None:
    assert Settings.load({}).search == "duckduckgo"
    assert backends._resolve(Settings.load({}).search) is DuckDuckGo


def test_the_default_searches_through_ddgs_without_gpt_researcher(
    no_gpt_researcher: None, fake_ddgs: type[FakeDDGS]
) -> None:
    fake_ddgs.reply = [
        {"title": "Tides", "href": "https://a.example/tides", "body": "Tidal power is…"},
        {"title": "Barrage", "href": "https://b.example/barrage", "body": "La Rance"},
    ]
    found = candidates(count=5)
    assert [(c.url, c.title, c.snippet) for c in found] == [
        ("https://a.example/tides", "Tides", "Tidal power is…"),
        ("https://b.example/barrage", "Barrage", "La Rance"),
    ]
    assert [c.rank for c in found] == [0, 1]
    assert fake_ddgs.calls == [("tidal energy", {"region": REGION, "max_results": 5})]


def test_with_gpt_researcher_installed_duckduckgo_is_still_ours(fake_ddgs: type[FakeDDGS]) -> None:
    """One setting, one behaviour: the extra changes which other names resolve, not this one."""
    pytest.importorskip("gpt_researcher")
    assert backends._resolve("duckduckgo") is DuckDuckGo
    from gpt_researcher.retrievers import CustomRetriever

    assert backends._resolve("custom") is CustomRetriever


def test_rows_are_mapped_whatever_ddgs_release_names_the_fields() -> None:
    found = [
        {"title": "Old", "href": "https://a.example/1", "body": "snippet one"},
        {"title": "  ", "link": "https://a.example/2", "snippet": "snippet two"},
        {"url": "https://a.example/3", "description": "snippet three"},
        {"title": "no link", "body": "dropped"},
        {"href": "", "url": "https://a.example/4"},
        "not a row",
        None,
        {"href": 42, "link": "https://a.example/5", "title": 7},
    ]
    assert rows_of(found) == [
        {"href": "https://a.example/1", "title": "Old", "body": "snippet one"},
        {"href": "https://a.example/2", "body": "snippet two"},
        {"href": "https://a.example/3", "body": "snippet three"},
        {"href": "https://a.example/4"},
        {"href": "https://a.example/5"},
    ]
    with pytest.raises(TypeError, match="ddgs returned dict"):
        rows_of({"results": []})


def test_rank_order_domains_duplicates_and_count_are_kept(fake_ddgs: type[FakeDDGS]) -> None:
    fake_ddgs.reply = [
        {"href": "https://other.example/x"},
        {"href": "https://www.site.example/a"},
        {"href": "https://www.site.example/a"},
        {"href": "ftp://site.example/b"},
        {"href": "https://site.example/c"},
        {"href": "https://site.example/d"},
    ]
    assert [c.url for c in candidates(count=5, domains=["site.example"])] == [
        "https://www.site.example/a",
        "https://site.example/c",
    ]
    # ddgs may give more than asked for: only the first `count` rows are read, as GPT Researcher does
    assert [c.url for c in candidates(count=2, domains=["site.example"])] == ["https://www.site.example/a"]
    assert [c.url for c in candidates(count=2)] == ["https://other.example/x", "https://www.site.example/a"]


def test_a_ddgs_failure_is_a_search_error_naming_the_setting(fake_ddgs: type[FakeDDGS]) -> None:
    fake_ddgs.reply = RatelimitException("https://html.duckduckgo.com/html 202 Ratelimit")
    with pytest.raises(SearchError) as caught:
        candidates()
    assert str(caught.value) == (
        "search backend FULLTEXT_SEARCH='duckduckgo' failed: "
        "RatelimitException: https://html.duckduckgo.com/html 202 Ratelimit"
    )
    fake_ddgs.reply = {"not": "a list"}
    with pytest.raises(SearchError, match=r"'duckduckgo' failed: TypeError: ddgs returned dict"):
        candidates()


def test_no_results_is_an_empty_list_not_a_failure(fake_ddgs: type[FakeDDGS]) -> None:
    fake_ddgs.reply = DDGSException("No results found.")  # what ddgs raises when nothing matched
    assert candidates() == []
    fake_ddgs.reply = DDGSException("https://html.duckduckgo.com/html 403 Forbidden")
    with pytest.raises(SearchError, match="403 Forbidden"):
        candidates()


def test_other_names_without_gpt_researcher_say_what_to_install(no_gpt_researcher: None) -> None:
    for name in ("tavily", "custom", "some_plugin"):
        with pytest.raises(SearchError) as caught:
            candidates(search=name)
        message = str(caught.value)
        assert f"FULLTEXT_SEARCH={name!r}" in message
        assert "not installed" in message
        assert "pip install 'gptr-fulltext[gpt-researcher]'" in message
        assert "duckduckgo" in message


def test_the_retriever_itself_is_refused_without_gpt_researcher(no_gpt_researcher: None) -> None:
    with pytest.raises(SearchError, match="search with itself"):
        candidates(search="fulltext")


def test_a_broken_gpt_researcher_is_not_reported_as_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    broken = types.ModuleType("gpt_researcher")
    broken.__path__ = []  # a package whose submodules cannot be found
    monkeypatch.setitem(sys.modules, "gpt_researcher", broken)
    for name in [n for n in sys.modules if n.startswith("gpt_researcher.")]:
        monkeypatch.delitem(sys.modules, name)
    with pytest.raises(SearchError) as caught:
        candidates(search="tavily")
    assert "failed to import: ModuleNotFoundError" in str(caught.value)
    assert "gptr-fulltext[gpt-researcher]" in str(caught.value)


def test_a_fresh_process_never_tries_to_import_gpt_researcher_for_the_default() -> None:
    """In a new interpreter nothing is imported yet, so a hook sees every attempt: the default
    backend makes none, a GPT Researcher name makes one (and gets the install hint)."""
    probe = textwrap.dedent(
        """
        import sys, types
        import anyio

        tried = []

        class NoGptResearcher:
            def find_spec(self, name, path=None, target=None):
                if name.partition(".")[0] == "gpt_researcher":
                    tried.append(name)
                    raise ModuleNotFoundError(f"No module named {name!r}", name=name)
                return None

        sys.meta_path.insert(0, NoGptResearcher())

        class DDGS:
            def text(self, query, **kwargs):
                return [{"title": "T", "href": "https://a.example/", "body": "b"}]

        sys.modules["ddgs"] = types.SimpleNamespace(DDGS=DDGS)

        from gptr_fulltext.reasons import SearchError
        from gptr_fulltext.search.backends import find_candidates
        from gptr_fulltext.settings import Settings

        found = anyio.run(find_candidates, "q", 3, None, Settings.load({}))
        assert [c.url for c in found] == ["https://a.example/"], found
        assert tried == [], tried
        assert not any(n.startswith("gpt_researcher") for n in sys.modules)
        try:
            anyio.run(find_candidates, "q", 3, None, Settings.load({}, search="tavily"))
        except SearchError as exc:
            assert "gptr-fulltext[gpt-researcher]" in str(exc), exc
        else:
            raise AssertionError("tavily resolved without GPT Researcher")
        assert tried and set(tried) == {"gpt_researcher"}, tried
        """
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_starting_the_workers_resolves_a_named_backend_before_the_first_search() -> None:
    """GPT Researcher's names import its retrievers package on first use (tens of milliseconds to
    seconds): `start_workers`, run at plugin load, does it then; a name that cannot resolve is left
    for the search to report, and our own `duckduckgo` never imports GPT Researcher."""
    probe = textwrap.dedent(
        """
        import sys
        from gptr_fulltext.pipeline import start_workers
        from gptr_fulltext.settings import Settings

        start_workers(Settings.load({}), wait=True)  # duckduckgo, ours
        assert not any(n.startswith("gpt_researcher") for n in sys.modules)
        start_workers(Settings.load({}, search="no-such-backend"), wait=True)  # reported by the search
        assert "gpt_researcher.retrievers.custom" not in sys.modules
        start_workers(Settings.load({}, search="custom"), wait=True)
        assert "gpt_researcher.retrievers.custom" in sys.modules
        """
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
