"""A real GPT Researcher research run, end to end and offline, with its results coming from us.

`GPTResearcher(...).conduct_research()` then `write_report()`, unmodified, with either
`RETRIEVER=fulltext` (the plugin) or `RETRIEVER=custom` pointed at `gptr-fulltext serve` (started
for real). Everything is on loopback: the search backend is the fixture SERP, the pages are the
fixture web (generated articles, and thin pages of the labelled corpus that answer 200 with plenty
of text), and the LLM and embeddings are `tests/fake_openai.py`, reached through GPT Researcher's
own settings (`OPENAI_BASE_URL`, `FAST_LLM`, `EMBEDDING`, …).

The planning prompt bound: GPT Researcher pastes the first search's result dicts verbatim into its
planning prompt, so that prompt stays under
    MAX_SEARCH_RESULTS_PER_QUERY × (FULLTEXT_MAX_CHARS + FULLTEXT_PREVIEW_CHARS + 1000) + 5000
characters — 1000 per result for the other keys and escaping, 5000 for GPT Researcher's template;
with the plugin, whose first answer to a query is a brief, `FULLTEXT_PLANNING_CHARS` stands for
`FULLTEXT_MAX_CHARS` there. The run includes a page longer than that whole bound, so it holds
because of the caps.
"""

from __future__ import annotations

import asyncio
import importlib.util
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from fixtures.site import FixtureSite, Page, Route
from gptr_fulltext.page import extract
from gptr_fulltext.results import cap_text, passages
from tests.conftest import serve_process
from tests.fake_openai import FakeOpenAI
from tests.pages import Article, article

QUERY = "How are cities adapting to extreme heat?"
SUB_QUERIES = ["urban heat island mitigation", "municipal heat action plans"]
RESULTS_PER_QUERY = 2
MAX_CHARS = 4000
PREVIEW_CHARS = 300
PLANNING_CHARS = 1500
PLANNING_PROMPT_BOUND = RESULTS_PER_QUERY * (MAX_CHARS + PREVIEW_CHARS + 1000) + 5000
PLANNING_BRIEF_BOUND = RESULTS_PER_QUERY * (PLANNING_CHARS + PREVIEW_CHARS + 1000) + 5000
# Walls that answer 200 with over 100 characters: GPT Researcher would take any of them for a page.
THIN_REASONS = ("consent_wall", "bot_challenge", "js_shell", "paywall_teaser", "login_wall")


@dataclass
class ResearchWeb:
    """The fixture web of one research run: articles by URL, thin pages by URL, the expected sources."""

    site: FixtureSite
    articles: dict[str, Article]
    thin: dict[str, Page]
    sources: set[str]
    long_url: str

    def full_text(self, url: str) -> str:
        """What the retriever must hand GPT Researcher for `url`: all of its main text, up to the cap."""
        return cap_text(extract(self.articles[url].html(), url).content, MAX_CHARS)[0]

    def brief(self, url: str) -> str:
        """What the plugin hands GPT Researcher's planner for `url`: the paragraphs most about the query."""
        return passages(extract(self.articles[url].html(), url).content, PLANNING_CHARS, QUERY)[0]


@pytest.fixture
def research_web(site: FixtureSite, corpus: dict[str, Page]) -> ResearchWeb:
    """Each SERP mixes thin corpus pages with articles; the planning search includes a page longer
    than the whole planning-prompt bound."""
    walls = [_wall(corpus, reason) for reason in THIN_REASONS]
    thin = {site.url_of(page.id): page for page in walls}
    articles: dict[str, Article] = {}

    def serve(topic: str, host: int, paragraphs: int = 7) -> str:
        page = article(topic, paragraphs)
        url = site.add(f"/articles/{page.slug}", Route(body=page.html()), host_index=host)
        articles[url] = page
        return url

    long_url = serve("cities and extreme heat", 1, paragraphs=60)
    assert len(article("cities and extreme heat", 60).html()) > PLANNING_PROMPT_BOUND
    heat = serve("cooling centres during heat waves", 3)
    islands = [serve("urban heat island mitigation", 3), serve("cool roofs and shade trees", 4)]
    plans = [serve("municipal heat action plans", 4), serve("heat warning systems", 1)]
    site.serps[QUERY] = [walls[0].id, long_url, walls[1].id, heat, serve("unused spare page", 2)]
    site.serps[SUB_QUERIES[0]] = [walls[2].id, *islands]
    site.serps[SUB_QUERIES[1]] = [plans[0], walls[3].id, walls[4].id, plans[1]]
    return ResearchWeb(site, articles, thin, {long_url, heat, *islands, *plans}, long_url)


def _wall(corpus: dict[str, Page], reason: str) -> Page:
    """The first plain (not hard) corpus page of `reason` that answers 200 with over 100 characters."""
    return next(
        page
        for page in sorted(corpus.values(), key=lambda p: p.id)
        if page.reason == reason and not page.hard and page.status == 200 and len(page.body()) > 100
    )


@pytest.fixture
def fake_llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    """The fake OpenAI server, and GPT Researcher configured for it through its own settings."""
    fake = FakeOpenAI(sub_queries=SUB_QUERIES)
    with fake.running() as base_url:
        settings = {
            "OPENAI_BASE_URL": base_url,
            "OPENAI_API_KEY": "sk-offline-fake",
            "FAST_LLM": "openai:fake-fast",
            "SMART_LLM": "openai:fake-smart",
            "STRATEGIC_LLM": "openai:fake-strategic",
            "EMBEDDING": "openai:text-embedding-3-small",
            "MAX_ITERATIONS": str(len(SUB_QUERIES)),
            "MAX_SEARCH_RESULTS_PER_QUERY": str(RESULTS_PER_QUERY),
            # Compress with embeddings even for these small pages, so the embeddings endpoint is used,
            # and keep every chunk: which chunks a real model prefers is GPT Researcher's business.
            "CONTEXT_FILTER": "embeddings",
            "COMPRESSION_THRESHOLD": "1000",
            "SIMILARITY_THRESHOLD": "-1",
            # tiktoken's encodings for embedding requests and cost estimates, shipped inside litellm
            # (installed with gpt-researcher): tiktoken would otherwise download them.
            "TIKTOKEN_CACHE_DIR": str(_litellm_tokenizers()),
            "FULLTEXT_MAX_CHARS": str(MAX_CHARS),
            "FULLTEXT_PLANNING_CHARS": str(PLANNING_CHARS),
            "FULLTEXT_PREVIEW_CHARS": str(PREVIEW_CHARS),
        }
        for name, value in settings.items():
            monkeypatch.setenv(name, value)
        for name in (
            "RETRIEVER_ENDPOINT",
            "TAVILY_API_KEY",
            "LLM_KWARGS",
            "EMBEDDING_KWARGS",
            "REPORT_SOURCE",
        ):
            monkeypatch.delenv(name, raising=False)
        yield fake


def _litellm_tokenizers() -> Path:
    spec = importlib.util.find_spec("litellm")
    assert spec and spec.origin, "litellm (a gpt-researcher dependency) ships tiktoken's encodings"
    return Path(spec.origin).parent / "litellm_core_utils" / "tokenizers"


@pytest.fixture(params=["fulltext", "custom"])
def retriever(
    request: pytest.FixtureRequest,
    research_web: ResearchWeb,
    fake_llm: FakeOpenAI,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[str]:
    """RETRIEVER=fulltext in process, or RETRIEVER=custom against a real `gptr-fulltext serve`."""
    ours = {"FULLTEXT_SEARCH": research_web.site.search_url, "ALLOW_PRIVATE_URLS": "true"}
    if request.param == "fulltext":
        for name, value in ours.items():
            monkeypatch.setenv(name, value)
        monkeypatch.setenv("RETRIEVER", "fulltext")
        yield "fulltext"
        return
    with serve_process(ours) as base:
        monkeypatch.setenv("RETRIEVER", "custom")
        monkeypatch.setenv("RETRIEVER_ENDPOINT", f"{base}/search")
        monkeypatch.setenv("RETRIEVER_ARG_MAX_RESULTS", str(RESULTS_PER_QUERY))  # it sends none itself
        yield "custom"


@dataclass
class Run:
    report: str
    context: str
    sources: set[str]
    scraped: list[str]
    pages: list[dict[str, Any]]


def research() -> Run:
    """One unmodified research run; the scraper and the context selection are recorded, not replaced."""
    from gpt_researcher import GPTResearcher

    researcher = GPTResearcher(query=QUERY, report_type="research_report", verbose=False)
    scraped: list[str] = []
    pages: list[dict[str, Any]] = []
    browse, select = (
        researcher.scraper_manager.browse_urls,
        researcher.context_manager.get_similar_content_by_query,
    )

    async def recording_browse(urls: list[str]) -> list[dict[str, Any]]:
        scraped.extend(urls)
        return await browse(urls)  # type: ignore[no-any-return]

    async def recording_select(query: str, given: list[dict[str, Any]]) -> str:
        pages.extend(given)
        return await select(query, given)  # type: ignore[no-any-return]

    researcher.scraper_manager.browse_urls = recording_browse
    researcher.context_manager.get_similar_content_by_query = recording_select

    async def conduct() -> str:
        await researcher.conduct_research()
        return str(await researcher.write_report())

    report = asyncio.run(conduct())
    return Run(report, str(researcher.context), set(researcher.get_source_urls()), scraped, pages)


def test_a_research_run_gets_full_text_and_never_scrapes(
    retriever: str, research_web: ResearchWeb, fake_llm: FakeOpenAI
) -> None:
    run = research()

    # The report is written, from the sources in its prompt, and cites only fixture articles.
    assert run.report.startswith(f"# {QUERY}")
    cited = set(re.findall(r"\((http://127\.0\.0\.\d+:\d+/[^)\s]+)\)", run.report))
    assert cited == research_web.sources

    # Its sources are exactly the articles each search kept; GPT Researcher's scraper got nothing.
    assert run.sources == research_web.sources
    assert run.scraped == []

    # What reached context selection is each page's full main text (up to the cap), never a snippet,
    # and all of it reached the research context. The plugin answers a query's first search, which
    # GPT Researcher pastes into its planner prompt, with a brief of each page (FULLTEXT_PLANNING_CHARS)
    # and its repeat as GPT Researcher's last sub-query with the full text.
    assert {page["url"] for page in run.pages} == research_web.sources
    given_in_full = set()
    for page in run.pages:
        full = research_web.full_text(page["url"])
        if page["raw_content"] != full:
            assert retriever == "fulltext"
            assert page["raw_content"] == research_web.brief(page["url"])
            continue
        given_in_full.add(page["url"])
        for paragraph in full.strip().split("\n\n"):
            assert paragraph in run.context
    assert given_in_full == research_web.sources

    # No thin page got anywhere: neither its URL nor its text.
    for url, wall in research_web.thin.items():
        assert url not in run.sources and url not in run.context and url not in run.report
        wall_text = extract(wall.body(), url, status=wall.status, headers=wall.headers).text
        longest = max(wall_text.split("\n"), key=len).strip()
        assert len(longest) < 20 or longest not in run.context

    # The planning prompt held the text of the first results — the plugin's brief, serve's full
    # text — and stayed under the bound.
    (plan,) = fake_llm.calls("plan")
    brief = retriever == "fulltext"
    assert len(plan.prompt) < (PLANNING_BRIEF_BOUND if brief else PLANNING_PROMPT_BOUND)
    given = (research_web.brief if brief else research_web.full_text)(research_web.long_url)
    assert given.strip().split("\n\n")[-2 if brief else -1] in plan.prompt
    assert research_web.articles[research_web.long_url].paragraphs[-1] not in plan.prompt  # cut at the cap

    # Every step went through the fake model: agent choice, planning, compression, streamed writing.
    assert [call.step for call in fake_llm.chats] == ["agent", "plan", "report"]
    assert fake_llm.calls("report")[0].stream
    assert fake_llm.embedded
