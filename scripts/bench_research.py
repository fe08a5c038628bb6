"""bench-research: real, unmodified GPT Researcher research runs on websim, configurations side by side.

Everything is on loopback. websim (`../shared/bench/websim.py`) is the web and the search backend,
in a subprocess of its own; `tests/fake_openai.py` is the LLM and the embeddings, in this process,
with every prompt it receives written to a log (one JSON line per call, `--log-dir`). Each research
is `GPTResearcher(query, report_type="research_report").conduct_research()` then `write_report()`
with GPT Researcher's defaults (3 planned sub-queries, the original query re-run last,
`MAX_SEARCH_RESULTS_PER_QUERY=5`, `SCRAPER=bs`, `CONTEXT_FILTER=auto`), in a fresh subprocess,
after a websim `/_reset`. Configurations:

- fulltext:  `RETRIEVER=fulltext` (this package), `FULLTEXT_SEARCH` = websim's `/search`;
- custom-bs: `RETRIEVER=custom`, URLs only, so GPT Researcher's own scraper (bs) fetches the pages;
- snippets:  `RETRIEVER=custom`, each row's `raw_content` a ~150-character snippet of its article
             (the first characters of the article websim built the URL from), as a snippet-only
             search gives.

One SERP for all: websim's SERP for `max_results=N` is drawn per N (the list for 5 is not the head
of the list for 10), so websim is always asked for `SERP = ceil(5 × FULLTEXT_OVERFETCH) +
ceil(5 × FULLTEXT_RESERVE)` rows (15 at the defaults; 10 before the reserve).
fulltext asks websim for exactly that and keeps at most 5; the custom configurations ask a loopback
shim (`RETRIEVER_ARG_MAX_RESULTS=5`, GPT Researcher sends none itself) that answers the first 5 rows
of the same list: the over-fetching retriever sees a superset of what the others see.

Per research: wall (`GPTResearcher(...)` to report), prompt tokens of every chat call and of the
planner's prompt (the one that pastes the first search's result dicts), counted with tiktoken's
cl100k_base (from the files litellm ships; a `\\w+|[^\\w\\s]` count if that is unavailable, said so);
the writer's context (the `Information: "..."` of the report prompt): its sources, the thin ones
among them (websim's manifest), the share of its `\\w+` tokens that are real article text (covered
by a 4-token shingle of a true article text, the DESIGN.md metric's shingles; `Source:`/`Title:`
lines left out) and the distinct article tokens it holds (tokens of true article texts covered by
a shingle of the context, each article counted once however often it is repeated); peak RSS of the
research's process tree (sampled every 50 ms, and never below the research process's own VmHWM).

Usage: scripts/bench-research [--profiles default hostile] [--seed 1] [--queries 3]
                              [--configs fulltext custom-bs snippets] [--timeout 300] [--log-dir DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import ipaddress
import json
import logging
import math
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_fetch import BENCH, GROUND_TRUTH, ROOT, SHINGLE, get_json

WEBSIM = BENCH / "websim.py"
CONFIGS = ("fulltext", "custom-bs", "snippets")
RESULTS = 5  # GPT Researcher's MAX_SEARCH_RESULTS_PER_QUERY default
SNIPPET_CHARS = 150
MARK = "BENCH-RESEARCH "  # starts the child's one result line on stdout
_TOKEN = re.compile(r"\w+")  # the DESIGN.md metric's tokens, as bench_fetch
_APPROX_TOKEN = re.compile(r"\w+|[^\w\s]")
_CONTEXT = re.compile(r'Information: "(.*)"\n---\nUsing the above information', re.DOTALL)
# GPT Researcher labels each piece "Source: URL\nTitle: ...\nContent: ..." and joins the pieces with a
# space, so a label may start a line, follow indentation, or follow the end of the previous piece's
# text on the same line.
_SOURCE = re.compile(r"(?:^|(?<=\s))Source: (\S+)(?=\nTitle: )", re.MULTILINE)
_CALL_SECONDS = re.compile(r"^fulltext query=.* seconds=([0-9.]+)$")
_LABEL_LINE = re.compile(r"(?:^|(?<=\s))Source: \S+\nTitle: .*$\n?", re.MULTILINE)

# Three queries by default, each with the three sub-queries the fake planner answers with. websim's
# SERPs are drawn from the query text (seeded), not its meaning; the words matter to GPT Researcher's
# keyword (BM25) context filter, which ranks chunks by them.
QUERIES: tuple[tuple[str, tuple[str, str, str]], ...] = (
    (
        "What are the latest developments in electric vehicles?",
        ("electric car range and price", "new battery technology for cars", "automakers electric plans"),
    ),
    (
        "How are technology companies competing in consumer devices?",
        ("new smartphone and laptop deals", "video game streaming services", "smart home devices market"),
    ),
    (
        "What helps people eat healthier and stay fit?",
        ("meal prep tips for healthy eating", "how to overcome binge eating", "home workout programs"),
    ),
    (
        "How did financial markets react to company news?",
        ("stock surges after acquisition", "quarterly earnings results", "investors react to company deal"),
    ),
    (
        "What is happening in international conflicts and security?",
        ("service members killed in attack", "peace talks and ceasefire", "military spending and alliances"),
    ),
    (
        "How are professional sports teams performing this season?",
        ("coach comments after loss", "player injury updates", "league standings and playoff race"),
    ),
)


def queries(count: int) -> list[tuple[str, list[str]]]:
    """`count` research queries with their sub-queries; past the list, the list again, suffixed."""
    out = []
    for index in range(count):
        query, subs = QUERIES[index % len(QUERIES)]
        suffix = f" (part {index // len(QUERIES) + 1})" if index >= len(QUERIES) else ""
        out.append((query + suffix, [sub + suffix for sub in subs]))
    return out


# -- the child: one research ------------------------------------------------------------------------


def child(config: str, query: str) -> None:
    """One research in this process (the parent set the environment); prints one result line."""
    blocked: list[str] = []
    sys.addaudithook(_loopback_only(blocked))
    errors: list[str] = []
    # Error records must be made (the root's level), and only counted here; GPT Researcher's own
    # handlers print what they print (to the research's `.out` log).
    logging.getLogger().setLevel(logging.WARNING)
    handler = _Errors(errors)
    for name in ("", "research"):  # `research` is GPT Researcher's conductor logger
        logging.getLogger(name).addHandler(handler)
    # The modules a research loads, loaded before the clock (as bench-fetch does), the LLM provider's
    # among them: GPT Researcher imports `langchain_openai` at its first chat call, ~1.3 s of a
    # research's wall in every configuration alike, and no part of retrieval. Each configuration's
    # retrieval modules are loaded too (GPT Researcher's scraper; our pipeline, below); our workers'
    # start stays on the clock.
    import gpt_researcher.actions.retriever
    import gpt_researcher.scraper  # noqa: F401
    import langchain_openai  # noqa: F401
    from gpt_researcher import GPTResearcher

    searches: list[tuple[float, float]] = []  # (ended at, seconds) per call of ours
    research_started: list[float] = []
    if config == "fulltext":
        from gptr_fulltext.pipeline import CALLS_LOGGER

        calls = logging.getLogger(CALLS_LOGGER)
        calls.setLevel(logging.INFO)
        calls.addHandler(_Searches(searches, research_started))

    times: dict[str, float] = {}

    async def research() -> str:
        started = time.perf_counter()
        research_started.append(started)
        researcher = GPTResearcher(query=query, report_type="research_report", verbose=False)
        await researcher.conduct_research()
        times["research"] = time.perf_counter() - started
        report = str(await researcher.write_report())
        times["wall"] = time.perf_counter() - started
        times["sources"] = len(researcher.get_source_urls())
        return report

    report = asyncio.run(research())
    line = {**times, "report_chars": len(report), "rss_kb": _vmhwm_kb(), "blocked": blocked}
    line["searches"] = searches
    print(MARK + json.dumps({**line, "errors": errors}), flush=True)


def _loopback_only(blocked: list[str]) -> Callable[[str, tuple[Any, ...]], None]:
    """An audit hook refusing every connection and name lookup off 127.0.0.0/8 (recorded)."""

    def loopback(host: object) -> bool:
        if isinstance(host, bytes):
            host = host.decode("ascii", "replace")
        if not isinstance(host, str):
            return False
        if host == "localhost":
            return True
        try:
            return ipaddress.ip_address(host.split("%")[0]).is_loopback
        except ValueError:
            return False

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "socket.getaddrinfo" and args[0] is not None and not loopback(args[0]):
            blocked.append(f"lookup {args[0]!r}")
            raise socket.gaierror(socket.EAI_NONAME, "bench-research: loopback only")
        if event == "socket.connect":
            sock, address = args
            if sock.family in (socket.AF_INET, socket.AF_INET6) and not loopback(address[0]):
                blocked.append(f"connect {address[0]}:{address[1]}")
                raise OSError("bench-research: loopback only")

    return hook


class _Searches(logging.Handler):
    """Our calls' one-line summaries, each with when it ended (seconds into the research)."""

    def __init__(self, searches: list[tuple[float, float]], started: list[float]) -> None:
        super().__init__(logging.INFO)
        self.searches = searches
        self.started = started

    def emit(self, record: logging.LogRecord) -> None:
        found = _CALL_SECONDS.search(record.getMessage())
        if found and self.started:
            self.searches.append((round(time.perf_counter() - self.started[0], 2), float(found.group(1))))


class _Errors(logging.Handler):
    """Every logged exception, and every error logged by GPT Researcher or the plugin."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__(logging.DEBUG)
        self.errors = errors
        self._last: logging.LogRecord | None = None  # a record reaches the root's handler next

    def emit(self, record: logging.LogRecord) -> None:
        if record is self._last:
            return
        self._last = record
        if record.exc_info or record.levelno >= logging.ERROR:
            self.errors.append(f"{record.name}: {record.getMessage()[:200]}")


def _vmhwm_kb(pid: int | str = "self") -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


# -- the parent's servers: websim, the fake LLM (logging every prompt), the SERP shim ---------------


@contextmanager
def websim(profile: str, seed: int, hosts: int, log: IO[str]) -> Iterator[dict[str, Any]]:
    """websim in a subprocess (its event loop shares no GIL with the fake LLM); yields its info line."""
    command = [sys.executable, str(WEBSIM), "serve", "--port", "0", "--seed", str(seed)]
    command += ["--profile", profile, "--hosts", str(hosts)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)
    try:
        stdout = process.stdout
        assert stdout is not None
        line: list[str] = []
        reader = threading.Thread(target=lambda: line.append(stdout.readline()), daemon=True)
        reader.start()
        reader.join(180)
        if not line or not line[0].strip():
            raise SystemExit(f"bench-research: websim did not start (log: {log.name})")
        yield dict(json.loads(line[0]))
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


class PromptLog(list[Any]):
    """The fake LLM's record of chat calls (or embedded inputs), also written to a JSON-lines file.

    `FakeOpenAI` appends to its `chats`/`embedded` lists from the server thread; this list writes
    each item as it arrives, so a research that times out still leaves its prompts behind.
    """

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self._file: IO[str] | None = None
        self._lock = threading.Lock()

    def start(self, file: IO[str]) -> None:
        """Forget the calls so far; write the coming ones to `file`."""
        with self._lock:
            self.clear()
            self._file = file

    def stop(self) -> None:
        with self._lock:
            self._file = None

    def append(self, item: Any) -> None:
        with self._lock:
            super().append(item)
            if self._file is not None:
                is_call = dataclasses.is_dataclass(item) and not isinstance(item, type)
                record = dataclasses.asdict(item) if is_call else {"input": item}
                self._file.write(json.dumps({"kind": self.kind, **record}) + "\n")
                self._file.flush()


@contextmanager
def fake_llm() -> Iterator[tuple[Any, str]]:
    """`tests/fake_openai.py`, unmodified, with logging lists; yields (the fake, its /v1 base URL)."""
    sys.path.insert(0, str(ROOT))
    from tests.fake_openai import FakeOpenAI

    fake = FakeOpenAI(sub_queries=[], chats=PromptLog("chat"), embedded=PromptLog("embedding"))
    with fake.running() as base_url:
        yield fake, base_url


@contextmanager
def serp_shim(search_url: str, size: int, snippet_of: Callable[[str], str]) -> Iterator[str]:
    """`/serp` and `/snippets`: the first `max_results` (default 5) rows of websim's `size`-row SERP.

    `/serp` passes the rows on unchanged (URLs, `raw_content: null`); `/snippets` puts a snippet
    in each row's `raw_content`. Yields the shim's base URL.
    """
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from tests.asgi_thread import running

    def rows(request: Request) -> list[dict[str, Any]]:
        query = request.query_params.get("query", "")
        wanted = request.query_params.get("max_results", "")
        count = int(wanted) if wanted.isdigit() else RESULTS
        serp = get_json(f"{search_url}?{urlencode({'query': query, 'max_results': size})}")
        return [dict(row) for row in serp[:count]]

    def urls(request: Request) -> JSONResponse:  # sync: Starlette runs it in its thread pool
        return JSONResponse(rows(request))

    def snippets(request: Request) -> JSONResponse:
        return JSONResponse([{**row, "raw_content": snippet_of(row["url"])} for row in rows(request)])

    app = Starlette(routes=[Route("/serp", urls), Route("/snippets", snippets)])
    with running(app) as base:
        yield base


def snippet(text: str, chars: int = SNIPPET_CHARS) -> str:
    """The first `chars` characters of `text`, cut at a word, as a search result's snippet."""
    flat = " ".join(text.split())
    return flat if len(flat) <= chars else flat[: chars + 1].rsplit(" ", 1)[0] + " …"


# -- one research in its subprocess -----------------------------------------------------------------


class TreeRss(threading.Thread):
    """Peak summed RSS of a process and its descendants, sampled every `interval` seconds."""

    def __init__(self, pid: int, interval: float = 0.05) -> None:
        super().__init__(daemon=True)
        self.pid, self.interval, self.peak_kb = pid, interval, 0
        self._done = threading.Event()
        self._page_kb = os.sysconf("SC_PAGE_SIZE") // 1024

    def run(self) -> None:
        while not self._done.is_set():
            self.peak_kb = max(self.peak_kb, self.sample_kb())
            self._done.wait(self.interval)

    def sample_kb(self) -> int:
        total = 0
        for pid in self.tree():
            with suppress(OSError, IndexError, ValueError):  # the process may have ended
                total += int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * self._page_kb
        return total

    def tree(self) -> list[int]:
        pids, index = [self.pid], 0
        while index < len(pids):
            try:
                tasks = list(Path(f"/proc/{pids[index]}/task").iterdir())
            except OSError:
                tasks = []
            for task in tasks:
                with suppress(OSError, ValueError):
                    pids += [int(pid) for pid in (task / "children").read_text().split()]
            index += 1
        return pids

    def stop(self) -> int:
        self._done.set()
        self.join(5)
        return self.peak_kb


@dataclass
class ChildRun:
    wall: float = 0.0
    research: float = 0.0
    rss_kb: int = 0  # peak of the tree
    sources: int = 0
    blocked: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    failed: str = ""
    searches: list[tuple[float, float]] = field(default_factory=list)  # ours: (ended at, seconds)


def run_child(config: str, query: str, env: dict[str, str], timeout: float, out: IO[str]) -> ChildRun:
    """The research in a subprocess of its own session (killed as a group on timeout)."""
    command = [sys.executable, str(Path(__file__).resolve()), "--child", config, "--query", query]
    process = subprocess.Popen(  # in the log directory: whatever a research writes stays out of the repo
        command,
        env=env,
        cwd=Path(out.name).parent,
        stdout=subprocess.PIPE,
        stderr=out,
        text=True,
        start_new_session=True,
    )
    sampler = TreeRss(process.pid)
    sampler.start()
    try:
        stdout, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)  # the session this research's subprocess leads, and nothing else
        stdout, _ = process.communicate()
        out.write(stdout)
        return ChildRun(wall=timeout, rss_kb=sampler.stop(), failed=f"timeout after {timeout:g} s")
    peak = sampler.stop()
    out.write(stdout)
    lines = [line for line in stdout.splitlines() if line.startswith(MARK)]
    if process.returncode != 0 or not lines:
        return ChildRun(rss_kb=peak, failed=f"exit status {process.returncode} (see {out.name})")
    data = json.loads(lines[-1][len(MARK) :])
    return ChildRun(
        wall=data["wall"],
        research=data["research"],
        rss_kb=max(peak, int(data["rss_kb"])),
        sources=int(data["sources"]),
        blocked=list(data["blocked"]),
        errors=list(data["errors"]),
        searches=[(float(end), float(seconds)) for end, seconds in data.get("searches", [])],
    )


# -- scoring ----------------------------------------------------------------------------------------


class Tokenizer:
    """tiktoken's cl100k_base from litellm's bundled files (offline); else a regex approximation."""

    def __init__(self) -> None:
        self.name = "cl100k_base (tiktoken)"
        self._encode: Callable[[str], int]
        try:
            import tiktoken

            encoding = tiktoken.get_encoding("cl100k_base")
            self._encode = lambda text: len(encoding.encode(text, disallowed_special=()))
        except Exception as exc:  # noqa: BLE001 - any failure to load means: approximate, and say so
            self.name = f"approximation: words and punctuation marks ({type(exc).__name__})"
            self._encode = lambda text: len(_APPROX_TOKEN.findall(text))

    def count(self, text: str) -> int:
        return self._encode(text)


def litellm_tokenizers() -> Path | None:
    """The directory of tiktoken files litellm ships (tests/e2e/test_research.py uses it too)."""
    import importlib.util

    spec = importlib.util.find_spec("litellm")
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent / "litellm_core_utils" / "tokenizers"


class Truth:
    """The true article texts (ground truth by websim gt_id) as `\\w+` tokens and 4-token shingles."""

    def __init__(self, texts: dict[str, str]) -> None:
        self.tokens = {gid: _TOKEN.findall(text.lower()) for gid, text in texts.items() if text}
        self.shingles: set[tuple[str, ...]] = {
            shingle for tokens in self.tokens.values() for shingle in _shingles(tokens)
        }

    def coverage(self, context: str) -> tuple[int, int, int]:
        """(context tokens, those covered by an article shingle, distinct article tokens present)."""
        tokens = _TOKEN.findall(context.lower())
        covered = [False] * len(tokens)
        present: set[tuple[str, ...]] = set()
        for index, shingle in enumerate(_shingles(tokens)):
            present.add(shingle)
            if shingle in self.shingles:
                covered[index : index + SHINGLE] = [True] * SHINGLE
        distinct = 0
        for article in self.tokens.values():
            mine = [False] * len(article)
            for index, shingle in enumerate(_shingles(article)):
                if shingle in present:
                    mine[index : index + SHINGLE] = [True] * SHINGLE
            distinct += sum(mine)
        return len(tokens), sum(covered), distinct


def _shingles(tokens: list[str]) -> Iterator[tuple[str, ...]]:
    for index in range(len(tokens) - SHINGLE + 1):
        yield tuple(tokens[index : index + SHINGLE])


@dataclass
class Research:
    profile: str
    query_index: int
    config: str
    run: ChildRun
    calls: Counter[str] = field(default_factory=Counter)
    prompt_tokens: int = 0
    planner_tokens: int = 0
    embedded: int = 0
    sources: list[str] = field(default_factory=list)
    thin: list[str] = field(default_factory=list)
    optional: int = 0
    unknown: int = 0
    context_tokens: int = 0
    article_tokens: int = 0  # context tokens covered by an article shingle
    distinct: int = 0  # distinct article tokens in the context
    problems: list[str] = field(default_factory=list)
    page_requests: int = 0  # websim's count of page requests during the research
    bytes_sent: int = 0

    @property
    def share(self) -> float:
        return self.article_tokens / self.context_tokens if self.context_tokens else 0.0


def score(
    research: Research,
    chats: list[Any],
    embedded: int,
    tokenizer: Tokenizer,
    by_url: dict[str, dict[str, Any]],
    truth: Truth,
) -> None:
    """Fill `research`'s figures from the prompts the fake LLM received."""
    research.calls = Counter(call.step for call in chats)
    research.prompt_tokens = sum(tokenizer.count(call.prompt) for call in chats)
    research.embedded = embedded
    plans = [call for call in chats if call.step == "plan"]
    research.planner_tokens = sum(tokenizer.count(call.prompt) for call in plans)
    reports = [call for call in chats if call.step == "report"]
    if len(plans) != 1 or len(reports) != 1:
        research.problems.append(f"{len(plans)} planner and {len(reports)} report prompts (expected 1 and 1)")
    if not reports:
        return
    found = _CONTEXT.search(reports[-1].prompt)
    if found is None:
        research.problems.append('the report prompt has no Information: "..." context')
        return
    context = found.group(1)
    research.sources = list(dict.fromkeys(_SOURCE.findall(context)))
    for url in research.sources:
        entry = by_url.get(url)
        if entry is None:
            research.unknown += 1
        elif entry["expect"] == "thin":
            research.thin.append(f"{entry['behaviour']} {url}")
        elif entry["expect"] == "optional":
            research.optional += 1
    if research.unknown:
        research.problems.append(f"{research.unknown} sources are not URLs of websim's manifest")
    text = _LABEL_LINE.sub("", context).replace("Content: ", "")
    research.context_tokens, research.article_tokens, research.distinct = truth.coverage(text)


# -- the parent: every profile × query × configuration ----------------------------------------------


def child_env(config: str, llm: str, search_url: str, shim: str) -> dict[str, str]:
    """GPT Researcher's defaults, the fake LLM, and the configuration's retriever; nothing inherited
    that could change them (GPT Researcher and plugin settings, proxies)."""
    from gpt_researcher.config.variables.default import DEFAULT_CONFIG

    dropped = set(DEFAULT_CONFIG) | {"TYPESAFE_API_KEY", "TAVILY_API_KEY", "COMPRESSION_THRESHOLD"}
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in dropped
        and not key.startswith(("FULLTEXT_", "RETRIEVER", "OPENAI_", "LITELLM_"))
        and "proxy" not in key.lower()
    }
    env.update(
        OPENAI_BASE_URL=llm,
        OPENAI_API_KEY="sk-offline-fake",
        FAST_LLM="openai:fake-fast",
        SMART_LLM="openai:fake-smart",
        STRATEGIC_LLM="openai:fake-strategic",
        EMBEDDING="openai:text-embedding-3-small",
        MAX_SEARCH_RESULTS_PER_QUERY=str(RESULTS),
        SCRAPER="bs",
        ALLOW_PRIVATE_URLS="true",  # websim's hosts are 127.0.0.x; both retrievers refuse them otherwise
        LITELLM_LOCAL_MODEL_COST_MAP="True",  # should anything import litellm: it fetches prices from GitHub
        PYTHONPATH=str(ROOT / "src"),
    )
    tokenizers = litellm_tokenizers()
    if tokenizers is not None:
        env["TIKTOKEN_CACHE_DIR"] = str(tokenizers)
    if config == "fulltext":
        env.update(RETRIEVER="fulltext", FULLTEXT_SEARCH=search_url)
    else:
        route = "serp" if config == "custom-bs" else "snippets"
        env.update(RETRIEVER="custom", RETRIEVER_ENDPOINT=f"{shim}/{route}")
        env["RETRIEVER_ARG_MAX_RESULTS"] = str(RESULTS)  # GPT Researcher's custom retriever sends none
    return env


def bench_profile(
    profile: str, args: argparse.Namespace, llm: tuple[Any, str], tokenizer: Tokenizer, log_dir: Path
) -> list[Research]:
    from gptr_fulltext.settings import Settings

    fake, llm_url = llm
    ours = Settings.load(dict(args.fulltext_settings))
    size = math.ceil(RESULTS * ours.overfetch) + math.ceil(RESULTS * ours.reserve)
    bodies = {k: v.get("articleBody") or "" for k, v in json.loads(GROUND_TRUTH.read_text()).items()}
    researches: list[Research] = []
    with (
        (log_dir / f"websim-{profile}.log").open("w") as sim_log,
        websim(profile, args.seed, args.hosts, sim_log) as sim,
    ):
        manifest = get_json(sim["manifest"])
        by_url = {entry["url"]: entry for entry in manifest["urls"]}
        used = {entry["gt_id"] for entry in manifest["urls"] if entry.get("gt_id")}
        truth = Truth({gid: body for gid, body in bodies.items() if gid in used})

        def snippet_of(url: str) -> str:
            entry = by_url.get(url) or {}
            return snippet(bodies.get(entry.get("gt_id") or "", "")) or url

        with serp_shim(sim["search"], size, snippet_of) as shim:
            print(
                f"\nprofile {profile}: seed {args.seed}, websim SERPs of {size} rows "
                f"(fulltext: all {size}, the others: the first {RESULTS}), load average "
                f"{os.getloadavg()[0]:.2f}",
                flush=True,
            )
            for index, (query, subs) in enumerate(queries(args.queries)):
                order = args.configs[index % len(args.configs) :] + args.configs[: index % len(args.configs)]
                for config in order:
                    name = f"{profile}-q{index + 1}-{config}"
                    get_json(sim["base"] + "/_reset")
                    fake.sub_queries = list(subs)
                    env = child_env(config, llm_url, sim["search"], shim)
                    if config == "fulltext":
                        env.update(args.fulltext_settings)
                    with (
                        (log_dir / f"{name}.prompts.jsonl").open("w") as prompts,
                        (log_dir / f"{name}.out").open("w") as out,
                    ):
                        fake.chats.start(prompts)
                        fake.embedded.start(prompts)
                        run = run_child(config, query, env, args.timeout, out)
                        fake.chats.stop()
                        fake.embedded.stop()
                    stats = get_json(sim["base"] + "/_stats")
                    research = Research(profile, index + 1, config, run)
                    research.page_requests, research.bytes_sent = stats["requests"], stats["bytes_sent"]
                    score(research, list(fake.chats), len(fake.embedded), tokenizer, by_url, truth)
                    researches.append(research)
                    print_research(research)
    return researches


def print_research(r: Research) -> None:
    run = r.run
    head = f"  {r.profile} q{r.query_index} {r.config:9}"
    if run.failed:
        print(f"{head} FAILED: {run.failed}", flush=True)
    steps = ", ".join(f"{step} {count}" for step, count in sorted(r.calls.items()))
    embedded = f", {r.embedded} inputs embedded" if r.embedded else ""
    print(
        f"{head} wall {run.wall:6.1f} s, peak RSS {run.rss_kb / 1024:5.0f} MB | prompt tokens "
        f"{r.prompt_tokens:7,d} in {sum(r.calls.values())} calls ({steps}){embedded}, planner "
        f"{r.planner_tokens:6,d} | websim: {r.page_requests} page requests, "
        f"{r.bytes_sent / 1e6:.1f} MB sent",
        flush=True,
    )
    thin = Counter(item.split()[0] for item in r.thin)
    kinds = f" ({', '.join(f'{k} {n}' if n > 1 else k for k, n in sorted(thin.items()))})" if thin else ""
    print(
        f"{'':{len(head)}} writer's context: {len(r.sources)} sources, {len(r.thin)} thin{kinds}, "
        f"{r.context_tokens:,d} tokens, {r.share:.1%} real article text, {r.distinct:,d} distinct "
        f"article tokens",
        flush=True,
    )
    if run.searches:
        calls = ", ".join(f"{seconds:.1f} s (ended at {end:.1f} s)" for end, seconds in sorted(run.searches))
        print(f"{'':{len(head)}} our searches: {calls}", flush=True)
    for item in r.problems:
        print(f"      {item}")
    if run.errors:
        print(f"      {len(run.errors)} errors logged by the research, the first: {run.errors[0]}")
    if run.blocked:
        print(f"      off-loopback attempts refused: {Counter(run.blocked).most_common()}")


def print_summary(researches: list[Research], profiles: list[str], configs: list[str]) -> None:
    print(
        f"\n{'profile':8} {'configuration':13} {'wall mean':>9} {'max':>7} {'planner tok':>11} "
        f"{'prompt tok':>10} {'sources':>7} {'thin':>5} {'real article':>12} {'distinct art. tok':>17} "
        f"{'peak RSS':>9} {'failed':>6}"
    )
    for profile in profiles:
        for config in configs:
            mine = [r for r in researches if r.profile == profile and r.config == config]
            if not mine:
                continue
            walls = [r.run.wall for r in mine]
            context = sum(r.context_tokens for r in mine)
            share = sum(r.article_tokens for r in mine) / context if context else 0.0
            print(
                f"{profile:8} {config:13} {statistics.mean(walls):8.1f}s {max(walls):6.1f}s "
                f"{statistics.mean(r.planner_tokens for r in mine):11,.0f} "
                f"{statistics.mean(r.prompt_tokens for r in mine):10,.0f} "
                f"{sum(len(r.sources) for r in mine):7d} {sum(len(r.thin) for r in mine):5d} "
                f"{share:12.1%} {statistics.mean(r.distinct for r in mine):17,.0f} "
                f"{max(r.run.rss_kb for r in mine) / 1024:6.0f} MB {sum(bool(r.run.failed) for r in mine):6d}"
            )
    print(
        "(means per research; sources and thin: totals in the writer's contexts; real article: share "
        "of all context tokens; peak RSS: the largest research process tree)"
    )


def _setting(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name.startswith("FULLTEXT_"):
        raise argparse.ArgumentTypeError(f"expected FULLTEXT_NAME=VALUE, not {text!r}")
    return name, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--profiles", nargs="+", default=["default", "hostile"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--queries", type=int, default=3)
    parser.add_argument("--configs", nargs="+", choices=CONFIGS, default=list(CONFIGS))
    parser.add_argument("--hosts", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per research (default 300)")
    parser.add_argument("--log-dir", type=Path, help="prompt logs, research output (default: a new temp dir)")
    parser.add_argument(
        "--set",
        dest="fulltext_settings",
        type=_setting,
        action="append",
        default=[],
        metavar="FULLTEXT_NAME=VALUE",
        help="a setting for the fulltext configuration only (e.g. FULLTEXT_MAX_CHARS=6000); repeatable",
    )
    parser.add_argument("--child", choices=CONFIGS, help=argparse.SUPPRESS)
    parser.add_argument("--query", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.query)
        return 0
    if not (WEBSIM.exists() and GROUND_TRUTH.exists()):
        print(f"bench-research needs {BENCH} (websim.py and article-extraction/)", file=sys.stderr)
        return 2
    started, load = time.monotonic(), os.getloadavg()
    log_dir = args.log_dir or Path(tempfile.mkdtemp(prefix="bench-research-"))
    log_dir.mkdir(parents=True, exist_ok=True)
    tokenizers = litellm_tokenizers()
    if tokenizers is not None:
        os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(tokenizers))
    tokenizer = Tokenizer()
    from importlib.metadata import version

    print(
        f"bench-research: gpt-researcher {version('gpt-researcher')}, gptr-fulltext "
        f"{version('gptr-fulltext')}; {len(args.profiles)} profiles × {args.queries} queries × "
        f"{len(args.configs)} configurations; tokens: {tokenizer.name}; load average at start "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} CPUs; logs in {log_dir}",
        flush=True,
    )
    researches: list[Research] = []
    with fake_llm() as llm:
        for profile in args.profiles:
            researches += bench_profile(profile, args, llm, tokenizer, log_dir)
    print_summary(researches, args.profiles, args.configs)
    rows = [{**dataclasses.asdict(r), "calls": dict(r.calls), "share": r.share} for r in researches]
    (log_dir / "results.json").write_text(json.dumps(rows, indent=1))
    end = os.getloadavg()
    print(
        f"bench-research: whole run {time.monotonic() - started:.0f} s; load average at the end "
        f"{end[0]:.2f} {end[1]:.2f} {end[2]:.2f}; prompt logs in {log_dir}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
