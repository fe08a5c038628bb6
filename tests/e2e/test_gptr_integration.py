"""The real gpt-researcher package: plugin lookup, and the code that consumes retriever results."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from fixtures.site import FixtureSite, Page
from gptr_fulltext import FulltextRetriever
from gptr_fulltext.settings import Settings
from tests.conftest import pick


def test_gpt_researcher_finds_the_plugin_by_name() -> None:
    from gpt_researcher.actions.retriever import get_retriever, get_retrievers

    assert get_retriever("fulltext") is FulltextRetriever
    assert get_retrievers({"retrievers": "fulltext, arxiv"}, cfg=None)[0] is FulltextRetriever


@pytest.fixture
def researcher(fulltext_env: FixtureSite, monkeypatch: pytest.MonkeyPatch) -> Any:
    from gpt_researcher import GPTResearcher

    monkeypatch.setenv("RETRIEVER", "fulltext")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-offline-test")  # the config wants one; no LLM is called here
    return GPTResearcher(query="fixture research", report_type="research_report")


def test_results_arrive_as_prefetched_content_and_nothing_is_scraped(
    researcher: Any, fulltext_env: FixtureSite, corpus: dict[str, Page]
) -> None:
    articles = pick(corpus, expect="full", kind="article", hard=False, count=3)
    consent = pick(corpus, expect="thin", reason="http_status")[0]
    fulltext_env.serps["sub query"] = [consent.id] + [p.id for p in articles]
    sent_to_scraper: list[list[str]] = []
    real_browse = researcher.scraper_manager.browse_urls

    async def recording_browse(urls: list[str], *args: Any, **kwargs: Any) -> Any:
        sent_to_scraper.append(list(urls))
        return await real_browse(urls, *args, **kwargs)

    researcher.scraper_manager.browse_urls = recording_browse
    researcher.cfg.max_search_results_per_query = 3
    content = asyncio.run(researcher.research_conductor._scrape_data_by_urls("sub query"))

    assert sent_to_scraper == [[]]
    assert sorted(item["url"] for item in content) == sorted(fulltext_env.url_of(p.id) for p in articles)
    assert all(len(item["raw_content"]) > 400 for item in content)
    assert fulltext_env.url_of(consent.id) not in researcher.visited_urls
    assert {fulltext_env.url_of(p.id) for p in articles} <= researcher.visited_urls


def test_planning_prompt_stays_bounded(
    researcher: Any, fulltext_env: FixtureSite, corpus: dict[str, Page]
) -> None:
    from gpt_researcher.prompts import PromptFamily

    longest = sorted(pick(corpus, expect="full", count=20), key=lambda p: -len(p.body()))[:5]
    fulltext_env.serps[researcher.query] = [p.id for p in longest]
    initial = asyncio.run(researcher.research_conductor._get_initial_search_results(researcher.query))
    prompt = PromptFamily.generate_search_queries_prompt(
        researcher.query, "", "research_report", context=initial
    )
    assert len(initial) == 5
    bound = 5 * (Settings().max_chars + Settings().preview_chars + 1000) + 5000
    assert len(prompt) < bound
