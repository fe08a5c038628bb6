"""Fuzz run: hypothesis-generated hostile input through the public API, the CLI and serve; counts tracebacks.

Targets, each a hypothesis strategy run for its share of `--cases` (default 10,000):

- `urls`: `url_key`, `without_credentials`, `checked_url` (alone and as a redirect) on URL-ish text;
  only `FetchError` may leave `checked_url`.
- `decoding`: `decoder_for` any Content-Encoding list, fed real or broken compressed bytes in chunks;
  only `DecodingError`, and never more bytes than the room given.
- `extract`: `extract()` on bytes, HTML-ish text, PDF-ish bytes with any content type, charset and status.
- `reply`: the search-reply parser (`parse_rows`) on bytes, JSON values and deep nesting; only `SearchError`.
- `retrieve`: `retrieve()` and `FulltextRetriever.search()` against a loopback search endpoint whose
  reply, and every page it lists (status, headers, encoding, redirects to any scheme, body), are drawn;
  only `SearchError` may leave `retrieve()`, nothing `search()`; no returned URL carries credentials.
- `cli`: `gptr-fulltext` commands (search, fetch, extract, reasons, schema, junk) in this process,
  against the same endpoint; exits with a code, never an exception.
- `serve`: `gptr-fulltext serve` as a child, sent drawn raw HTTP requests (methods, paths, parameters,
  headers, tokens) over loopback; never a 500, never a hang, the process stays up, and its log never
  shows the token.

A failure is an exception the contract does not allow, a broken invariant, or the text "Traceback"
anywhere on this process's (and its extraction workers') stdout/stderr or in serve's log. Prints each
target's cases, failures and wall time, then each distinct failure with its first input; exits 1 on
any failure. Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gzip
import io
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any
from urllib.parse import quote, urlsplit

import brotli
import zstandard
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.loopback import Answer, Request, ScriptedServer  # noqa: E402

TOKEN = "fuzz-s3cret-token"
WEIGHTS = {
    "urls": 2.0,
    "decoding": 1.5,
    "extract": 2.0,
    "reply": 2.0,
    "retrieve": 0.5,
    "cli": 0.5,
    "serve": 1.5,
}
TRACEBACK = b"Traceback (most recent call last)"

# -- strategies ------------------------------------------------------------------------------------

URL_PIECES = st.sampled_from(
    [
        "http://", "https://", "HTTP://", "//", "javascript:", "mailto:", "data:text/html,", "file:///",
        "ftp://", "user:pass@", "@", ":", "[", "]", "::1", "[::1]", "127.0.0.1", "example.com", "xn--",
        "xn--zz", "%", "%2", "%zz", "%25", "%00", "%2F", "?", "&", "=", "#", "/", "..", "./", ":0",
        ":65536", ":99999", "utm_source=x", "cid=1", "fbclid=", "\u200d", "é", "漢", "\udcff", " ", "\t",
        "\n", "\\", "a" * 70, ".", "-",
    ]
)  # fmt: skip
URL_TEXT = st.lists(URL_PIECES | st.text(max_size=6), max_size=14).map("".join) | st.text(max_size=60)

HTML_PIECES = st.sampled_from(
    [
        "<html>", "</html>", "<head>", "<body>", "<article>", "</article>", "<div>", "</div>", "<p>", "</p>",
        "<br>", "<script>", "</script>", "<style>", "<!--", "-->", "<![CDATA[", "]]>", "<svg>", "<math>",
        "<template>", "<table><tr><td>", "<meta charset='rot13'>", "<meta charset=utf-16>",
        '<meta http-equiv="refresh" content="0;url=javascript:x">', '<link rel="canonical" href="http://[x">',
        '<script type="application/ld+json">{"@type":"NewsArticle","wordCount":9999999999999999}</script>',
        '<script type="application/ld+json">' + "[" * 40 + "</script>",
        "<div " + "a=1 " * 200 + ">", "<div>" * 300, "&amp;", "&#0;", "&#x110000;", "&nbsp;", "\x00",
        "\ufeff",
        "<title>", "</title>", "<h1>", "</h1>", "<time datetime='99999-99-99'>", "<a href='mailto:x'>",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", "Subscribe to continue reading. ",
    ]
)  # fmt: skip
HTMLISH = st.lists(HTML_PIECES | st.text(max_size=30), max_size=80).map("".join)
PDFISH = st.lists(
    st.sampled_from(
        [b"%PDF-1.4\n", b"1 0 obj\n<< /Type /Page /Length 99999999 /Filter /FlateDecode >>\nstream\n",
         b"endstream\nendobj\n", b"trailer\n<< /Root 1 0 R /Size 9999999999 >>\n", b"xref\n0 1\n",
         b"%%EOF", b"<< /Encrypt << /V 5 >> >>", zlib.compress(b"0" * 200_000), b"(" * 500]
    )
    | st.binary(max_size=200),
    max_size=12,
).map(b"".join)  # fmt: skip
CONTENT_TYPES = st.sampled_from(
    [
        "", "text/html", "text/html; charset=gbk", "text/html; charset=utf-16", "text/html; charset=rot13",
        "text/html; charset=base64", "text/html; charset=", "application/pdf", "text/plain",
        "application/json", "image/png", "application/xhtml+xml", "text/html; charset=x-user-defined",
        ";;;", "text/html; charset=\"utf-8",
    ]
)  # fmt: skip
CODINGS = st.sampled_from(
    ["", "identity", "gzip", "x-gzip", "deflate", "br", "zstd", "GZIP", "bogus", "compress"]
)
ENCODERS: dict[str, Callable[[bytes], bytes]] = {
    "gzip": gzip.compress,
    "x-gzip": gzip.compress,
    "deflate": zlib.compress,
    "br": brotli.compress,
    "zstd": lambda data: zstandard.ZstdCompressor().compress(data),
}
JSON_KEYS = st.sampled_from(["url", "href", "link", "title", "body", "x"]) | st.text(max_size=5)
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(JSON_KEYS, inner, max_size=4),
    max_leaves=30,
)
REPLY_BODIES = (
    st.binary(max_size=400)
    | st.builds(lambda v: json.dumps(v).encode(), JSON_VALUES)
    | st.builds(lambda n, s: s * n, st.integers(1, 200_000), st.sampled_from([b"[", b"{", b'[{"a":', b"[[]"]))
    | st.builds(lambda n: b"[" + b"1e999999," * n + b"1]", st.integers(1, 2000))
    | st.builds(lambda n: b'[{"url": "' + b"9" * n + b'"}]', st.integers(1, 100_000))
)


def compressed(body: bytes, coding: str, really: bool) -> bytes:
    """`body` with each listed coding applied in order when `really`, else as it is (a lie in the header)."""
    if really:
        for each in [c.strip().lower() for c in coding.split(",")]:
            body = ENCODERS.get(each, bytes)(body)
    return body


@st.composite
def page_answers(draw: st.DrawFn, base: str) -> Answer:
    """What one listed page answers: any status, any headers, any body, any redirect."""
    kind = draw(st.sampled_from(["html", "html", "binary", "pdf", "redirect", "status"]))
    coding = draw(st.lists(CODINGS, max_size=2).map(", ".join))
    headers = {"content-type": draw(CONTENT_TYPES)}
    status = 200
    if kind == "redirect":
        status = draw(st.sampled_from([301, 302, 303, 307, 308]))
        headers["location"] = (
            draw(
                URL_TEXT
                | st.sampled_from(["javascript:alert(1)", "mailto:a@b.c", "data:,x", "file:///etc/passwd"])
                | st.just(base.replace("http://", "http://user:pw@"))
                | st.just("/redirected-" + str(draw(st.integers(0, 9))))
            )
            .replace("\r", "")
            .replace("\n", "")
            # as a hostile server sends it: raw UTF-8 bytes (http.server writes headers as latin-1)
            .encode("utf-8", "surrogatepass")
            .decode("latin-1")
        )
    elif kind == "status":
        status = draw(st.sampled_from([100, 204, 304, 401, 403, 404, 429, 500, 503, 599]))
    body_strategy = {
        "html": HTMLISH.map(lambda t: t.encode("utf-8", "surrogatepass")),
        "binary": st.binary(max_size=5000),
        "pdf": PDFISH,
    }.get(kind, HTMLISH.map(lambda t: t.encode("utf-8", "surrogatepass")))
    body = compressed(draw(body_strategy), coding, draw(st.booleans()))
    if coding:
        headers["content-encoding"] = coding
    if draw(st.booleans()):
        headers["x-junk"] = draw(st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=30))
    return Answer(status=status, headers=headers, body=body)


# -- the loopback backend ----------------------------------------------------------------------------


class Backend:
    """One loopback server for the search endpoint and the pages: each case sets what they answer."""

    def __init__(self) -> None:
        self.reply = Answer(headers={"content-type": "application/json"}, body=b"[]")
        self.pages: dict[str, Answer] = {}
        self.server = ScriptedServer(self._answer)

    def _answer(self, request: Request, _: int) -> Answer:
        path = request.path.split("?", 1)[0]
        if path == "/search":
            return self.reply
        return self.pages.get(path, Answer(status=404, body=b"not here"))

    def url(self, path: str) -> str:
        return self.server.url(path)

    def __enter__(self) -> Backend:
        self.server.__enter__()
        return self

    def __exit__(self, *_: object) -> None:
        self.server.__exit__()


@st.composite
def search_cases(draw: st.DrawFn, backend: Backend, case: int) -> tuple[Answer, dict[str, Answer], list[str]]:
    """A search reply listing drawn pages (and junk rows), the pages' answers, and their URLs."""
    paths = [f"/p/{case}/{i}" for i in range(draw(st.integers(0, 6)))]
    urls = [backend.url(p) for p in paths]
    rows: list[Any] = [
        {"url": u, "title": draw(st.text(max_size=20)), "body": draw(st.text(max_size=40))} for u in urls
    ]
    rows += draw(st.lists(JSON_VALUES | st.builds(lambda u: {"href": u}, URL_TEXT), max_size=3))
    rows = draw(st.permutations(rows))
    if draw(st.integers(0, 9)) == 0:
        body = draw(REPLY_BODIES)
    else:
        body = json.dumps(rows, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")
    coding = draw(CODINGS)
    reply = Answer(
        status=draw(st.sampled_from([200] * 8 + [404, 500])),
        headers={"content-type": "application/json", **({"content-encoding": coding} if coding else {})},
        body=compressed(body, coding, draw(st.booleans())),
    )
    pages = {p: draw(page_answers(backend.url(p))) for p in paths}
    pages.update({f"/redirected-{i}": Answer(body=b"<p>moved here</p>") for i in range(10)})
    return reply, pages, urls


# -- the run -------------------------------------------------------------------------------------------


@dataclass
class Tally:
    cases: int = 0
    failures: dict[str, tuple[str, str]] = field(default_factory=dict)  # signature -> (input, traceback)
    count: int = 0

    def fail(self, signature: str, given_input: object, detail: str) -> None:
        self.count += 1
        self.failures.setdefault(signature, (repr(given_input)[:400], detail))


class Output:
    """This process's fd 1 and 2 go to files for the whole run (extraction workers inherit them), so
    that a traceback printed anywhere is seen; the report goes to the original stdout."""

    def __init__(self) -> None:
        sys.stdout.flush()
        sys.stderr.flush()
        self.report: IO[str] = os.fdopen(os.dup(1), "w", buffering=1)
        self.files = [tempfile.TemporaryFile() for _ in range(2)]  # noqa: SIM115 - open for the whole run
        for fd, sink in zip((1, 2), self.files, strict=True):
            os.dup2(sink.fileno(), fd)
        self.offsets = [0, 0]

    def new(self) -> bytes:
        """What fd 1 and 2 received since the last call."""
        sys.stdout.flush()
        sys.stderr.flush()
        out = b""
        for i, sink in enumerate(self.files):
            size = os.fstat(sink.fileno()).st_size
            if size > self.offsets[i]:
                out += os.pread(sink.fileno(), size - self.offsets[i], self.offsets[i])
                self.offsets[i] = size
        return out


def checked(
    tally: Tally, output: Output, given_input: object, allowed: tuple[type[BaseException], ...]
) -> Iterator[None]:
    """Run one case: count it; record an exception not in `allowed`, or a traceback printed meanwhile."""
    tally.cases += 1
    try:
        yield
    except allowed:
        pass
    except Exception as exc:  # noqa: BLE001 - that is what is being counted
        frames = traceback.extract_tb(exc.__traceback__)
        where = next(
            (
                f"{Path(f.filename).name}:{f.lineno}"
                for f in reversed(frames)
                if "gptr_fulltext" in f.filename
            ),
            "?",
        )
        tally.fail(
            f"{type(exc).__name__} at {where}", given_input, "".join(traceback.format_exception(exc))[-3000:]
        )
    printed = output.new()
    if TRACEBACK in printed:
        at = printed.index(TRACEBACK)
        text = printed[at : at + 3000].decode("utf-8", "replace")
        last = [line for line in text.splitlines() if line and not line.startswith(" ")][1:2]
        tally.fail(f"printed traceback: {last[0][:120] if last else '?'}", given_input, text)


case_context = contextlib.contextmanager(checked)


SEED: list[int] = []  # --seed, when given


def run(case: Callable[[], None]) -> None:
    """Run a hypothesis test, with --seed when one was given."""
    (seed(SEED[0])(case) if SEED else case)()


def hypothesis_settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
        print_blob=False,
    )


def fuzz_urls(examples: int, tally: Tally, output: Output) -> None:
    from gptr_fulltext.fetch.client import checked_url
    from gptr_fulltext.reasons import FetchError
    from gptr_fulltext.results import url_key
    from gptr_fulltext.urls import without_credentials

    @hypothesis_settings(examples)
    @given(text=URL_TEXT, base=st.sampled_from(["", "https://example.com/a/b?c=1", "http://[::1]:8080/"]))
    def case(text: str, base: str) -> None:
        with case_context(tally, output, (text, base), (FetchError,)):
            for variant in (text, "http://" + text, "https://example.com/" + text):
                key = url_key(variant)
                assert isinstance(key, str)
                stripped = without_credentials(variant)
                assert without_credentials(stripped) == stripped, "credentials left after stripping"
            target = checked_url(text, base)
            assert "@" not in urlsplit(target).netloc, "credentials passed"

    run(case)


def fuzz_decoding(examples: int, tally: Tally, output: Output) -> None:
    from gptr_fulltext.fetch.decoding import decoder_for
    from gptr_fulltext.reasons import DecodingError

    @hypothesis_settings(examples)
    @given(
        codings=st.lists(CODINGS, max_size=3).map(", ".join) | st.text(max_size=20),
        body=st.binary(max_size=3000) | st.builds(lambda n: b"\0" * n, st.integers(0, 5_000_000)),
        really=st.booleans(),
        cut=st.integers(0, 64),
        chunk=st.integers(1, 4096),
        room=st.integers(-1, 1 << 20),
    )
    def case(codings: str, body: bytes, really: bool, cut: int, chunk: int, room: int) -> None:
        raw = compressed(body, codings, really)
        raw = raw[: len(raw) - cut] if cut < len(raw) else raw
        with case_context(tally, output, (codings, raw[:200], len(raw), chunk, room), (DecodingError,)):
            decoder = decoder_for(codings)
            given_room = room
            chunk = max(chunk, len(raw) // 1000)  # a 5 MB body in 1-byte chunks would take minutes
            for start in range(0, len(raw), chunk):
                out = decoder.decode(raw[start : start + chunk], given_room)
                assert len(out) <= max(given_room, 0), f"{len(out)} bytes for room {given_room}"
                given_room -= len(out)

    run(case)


def fuzz_extract(examples: int, tally: Tally, output: Output) -> None:
    from gptr_fulltext.models import Extraction
    from gptr_fulltext.page import extract
    from gptr_fulltext.reasons import Reason
    from gptr_fulltext.settings import Settings

    reasons = set(Reason)

    @hypothesis_settings(examples)
    @given(
        raw=st.binary(max_size=20_000)
        | HTMLISH
        | HTMLISH.map(lambda t: t.encode("utf-8", "surrogatepass"))
        | HTMLISH.map(lambda t: t.encode("utf-16"))
        | PDFISH,
        content_type=CONTENT_TYPES,
        status=st.sampled_from([200, 203, 204, 301, 404, 451, 503]),
        url=st.sampled_from(["https://example.org/x", "http://[::1]/a?b=1#c"]) | URL_TEXT,
        markdown=st.booleans(),
    )
    def case(raw: bytes | str, content_type: str, status: int, url: str, markdown: bool) -> None:
        options = Settings(output_format="markdown" if markdown else "text")
        with case_context(tally, output, (raw[:300], len(raw), content_type, status, url), ()):
            page = extract(raw, url, status=status, headers={"Content-Type": content_type}, settings=options)
            assert isinstance(page, Extraction)
            assert page.reason is None or page.reason in reasons, page.reason
            assert "\x00" not in page.text

    run(case)


def fuzz_reply(examples: int, tally: Tally, output: Output) -> None:
    from gptr_fulltext.reasons import SearchError
    from gptr_fulltext.search.reply import parse_rows

    @hypothesis_settings(examples)
    @given(body=REPLY_BODIES, count=st.integers(-2, 50))
    def case(body: bytes, count: int) -> None:
        with case_context(tally, output, (body[:300], len(body), count), (SearchError,)):
            rows = parse_rows(body, count, "fuzz endpoint")
            assert all(isinstance(row, dict) for row in rows)

    run(case)


def _results_ok(results: object) -> None:
    from gptr_fulltext.urls import without_credentials

    assert isinstance(results, list)
    for result in results:
        assert isinstance(result, dict) and isinstance(result.get("raw_content"), str), result
        url = result["url"]
        assert isinstance(url, str) and url.startswith(("http://", "https://")), url
        assert without_credentials(url) == url, f"credentials returned in {url!r}"


def fuzz_retrieve(examples: int, tally: Tally, output: Output, backend: Backend) -> None:
    import gptr_fulltext
    from gptr_fulltext.reasons import SearchError, SettingsError

    counter = iter(range(10**9))

    @hypothesis_settings(examples)
    @given(
        data=st.data(),
        query=st.text(max_size=40) | st.sampled_from(["rivers", "   ", "a" * 5000]),
        max_results=st.integers(0, 12),
        domains=st.none() | st.lists(URL_TEXT, max_size=3),
        facade=st.booleans(),
    )
    def case(
        data: st.DataObject, query: str, max_results: int, domains: list[str] | None, facade: bool
    ) -> None:
        backend.reply, backend.pages, urls = data.draw(search_cases(backend, next(counter)))
        with case_context(
            tally, output, (query, max_results, domains, facade, urls), (SearchError, SettingsError)
        ):
            if facade:
                results = gptr_fulltext.FulltextRetriever(query, query_domains=domains).search(max_results)
            else:
                results = asyncio.run(gptr_fulltext.retrieve(query, max_results, query_domains=domains))
            _results_ok(results)

    run(case)


# Settings the CLI fuzz may set: none that would leave loopback, write files, or start a browser.
_OFF_LIMITS = {"search", "proxy", "cache_dir", "redis_url", "render", "browser"}


def fuzz_cli(examples: int, tally: Tally, output: Output, backend: Backend) -> None:
    from gptr_fulltext.apps import cli
    from gptr_fulltext.settings import Settings

    names = sorted(n for n in Settings.__dataclass_fields__ if n not in _OFF_LIMITS)
    counter = iter(range(10**9))
    words = st.text(st.characters(blacklist_categories=["Cs"]), min_size=1, max_size=12)
    assignment = st.builds(
        lambda n, v: f"{n}={v}",
        st.sampled_from(names) | st.sampled_from([n.upper() for n in names]),
        st.text(max_size=12),
    )
    backend_option = st.sampled_from([backend.url("/search"), "http://127.0.0.1:9/search"]) | words.map(
        lambda w: "nonesuch-" + w
    )
    outputs = st.sampled_from([[], ["--json"], ["--jsonl"], ["--json", "--jsonl"]])
    sets = st.lists(assignment, max_size=2).map(lambda items: [x for a in items for x in ("--set", a)])

    @st.composite
    def argvs(draw: st.DrawFn, urls: list[str]) -> tuple[list[str], bytes]:
        command = draw(
            st.sampled_from(
                ["search", "search", "fetch", "fetch", "extract", "extract", "reasons", "schema", "junk"]
            )
        )
        stdin = b""
        if command == "search":
            argv = ["search", *draw(st.lists(words, min_size=0, max_size=4))]
            if draw(st.booleans()):
                argv += ["-n", draw(st.sampled_from(["1", "3", "0", "-1", "٣", "x", "99999999999"]))]
            if draw(st.booleans()):
                argv += ["--search", draw(backend_option)]
        elif command == "fetch":
            given_urls = (
                draw(st.lists(st.sampled_from(urls) | URL_TEXT, max_size=4))
                if urls
                else draw(st.lists(URL_TEXT, max_size=3))
            )
            argv = ["fetch", *[u for u in given_urls if not u.startswith("-")]]
            if draw(st.booleans()):
                argv += ["-i", "-"]
                stdin = "\n".join(
                    draw(st.lists(st.sampled_from(urls or ["#"]) | URL_TEXT, max_size=4))
                ).encode("utf-8", "surrogatepass")
        elif command == "extract":
            argv = ["extract", "-"]
            stdin = draw(
                HTMLISH.map(lambda t: t.encode("utf-8", "surrogatepass")) | st.binary(max_size=3000) | PDFISH
            )
            if draw(st.booleans()):
                argv += ["--url", draw(URL_TEXT).lstrip("-") or "x"]
        elif command in ("reasons", "schema"):
            argv = [command, *(["--json"] if command == "reasons" and draw(st.booleans()) else [])]
        else:
            argv = draw(
                st.lists(
                    st.sampled_from(
                        [
                            "-v",
                            "--version",
                            "--help",
                            "-n",
                            "--set",
                            "--json",
                            "search",
                            "fetch",
                            "extract",
                            "-",
                            "--",
                        ]
                    )
                    | words,
                    max_size=5,
                )
            )
            if "serve" in argv:
                argv.remove("serve")
        if command in ("search", "fetch"):
            argv += draw(outputs)
        if command in ("search", "fetch", "extract"):
            argv += draw(sets)
        if draw(st.integers(0, 4)) == 0:
            argv.insert(0, "-v")
        return argv, stdin

    @hypothesis_settings(examples)
    @given(data=st.data())
    def case(data: st.DataObject) -> None:
        backend.reply, backend.pages, urls = data.draw(search_cases(backend, 10**6 + next(counter)))
        argv, stdin = data.draw(argvs(urls))
        with case_context(tally, output, (argv, stdin[:200]), ()):
            saved = sys.stdin
            sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="surrogateescape")
            try:
                code = cli.main(argv)
            except SystemExit as exc:  # argparse: --help, --version, a usage error
                code = exc.code if isinstance(exc.code, int) else 2
            finally:
                sys.stdin = saved
            assert isinstance(code, int) and 0 <= code <= 130, code

    run(case)


@contextlib.contextmanager
def serving(backend: Backend) -> Iterator[tuple[int, subprocess.Popen[str], Path]]:
    """`gptr-fulltext serve --port 0 --access-log` as a child, its log in a file."""
    log = Path(tempfile.mkdtemp()) / "serve.log"
    env = {
        **os.environ,
        "FULLTEXT_SERVE_TOKEN": TOKEN,
        "FULLTEXT_SERVE_MAX_CONCURRENT": "8",
    }
    command = [
        str(Path(sys.executable).with_name("gptr-fulltext")),
        "-v",
        "serve",
        "--port",
        "0",
        "--access-log",
    ]
    with log.open("w") as sink, tempfile.TemporaryFile("w+") as out:
        child = subprocess.Popen(
            command, env=env, stdout=out, stderr=sink, stdin=subprocess.DEVNULL, text=True
        )
        try:
            give_up = time.monotonic() + 60
            first = ""
            while " on http://" not in first and child.poll() is None and time.monotonic() < give_up:
                time.sleep(0.05)
                out.seek(0)
                first = out.readline()
            if " on http://" not in first:
                raise SystemExit(f"fuzz: serve did not start:\n{log.read_text()[-2000:]}")
            yield int(first.rsplit(":", 1)[1].split("/", 1)[0]), child, log
        finally:
            child.terminate()
            try:
                child.wait(15)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


def _raw_request(method: str, target: bytes, headers: list[tuple[str, str]], body: bytes) -> bytes:
    head = method.encode() + b" " + target + b" HTTP/1.1\r\n"
    head += b"".join(f"{k}: {v}\r\n".encode("latin-1", "replace") for k, v in headers)
    return head + b"\r\n" + body


def _exchange(port: int, request: bytes, timeout: float) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(request)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def fuzz_serve(examples: int, tally: Tally, output: Output, backend: Backend) -> None:
    counter = iter(range(10**9))
    header_text = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=40)
    value = st.text(max_size=30) | st.sampled_from(
        ["٣", "३", "+3", " 3", "3 ", "0", "-1", "99999999999", "1" * 5000, "0x10", "1e3", TOKEN, "%ff", "%",
         "%zz", "a,b,,c", "example.com,127.0.0.1", "\x00", "a" * 3000]
    )  # fmt: skip
    name = st.sampled_from(
        ["query", "query", "max_results", "query_domains", "token", "api_key", "RETRIEVER_ARG_KEY"]
    ) | st.text(max_size=8)

    @st.composite
    def requests(draw: st.DrawFn) -> bytes:
        method = draw(
            st.sampled_from(["GET"] * 6 + ["HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"])
            | st.from_regex(r"[A-Z]{1,8}", fullmatch=True)
        )
        path = draw(
            st.sampled_from(
                ["/search"] * 8
                + [
                    "/search/",
                    "/healthz",
                    "/readyz",
                    "/metrics",
                    "/openapi.json",
                    "/",
                    "/nope",
                    "//search",
                    "/search%00",
                    "/%2e%2e/",
                ]
            )
        )
        pairs = draw(st.lists(st.tuples(name, value), max_size=5))
        if draw(st.booleans()):
            query = "&".join(f"{quote(n, safe='')}={quote(v, safe='')}" for n, v in pairs)
            target = (path + ("?" + query if pairs else "")).encode()
        else:
            query = "&".join(f"{n}={v}" for n, v in pairs)
            target = (
                (path + "?" + query)
                .encode("utf-8", "surrogatepass")
                .replace(b" ", b"+")
                .replace(b"\r", b"")
                .replace(b"\n", b"")
            )
        headers = [("Host", "127.0.0.1")] if draw(st.integers(0, 9)) else []
        auth = draw(
            st.sampled_from(
                [
                    None,
                    None,
                    f"Bearer {TOKEN}",
                    "Bearer wrong",
                    "Basic dTpw",
                    f"bearer {TOKEN}",
                    f"Bearer {TOKEN} ",
                ]
            )
            | header_text
        )
        if auth is not None:
            headers.append(("Authorization", auth))
        headers += draw(
            st.lists(
                st.tuples(st.from_regex(r"[A-Za-z][A-Za-z0-9-]{0,15}", fullmatch=True), header_text),
                max_size=3,
            )
        )
        body = draw(st.binary(max_size=200)) if method in ("POST", "PUT", "PATCH") else b""
        if body or draw(st.integers(0, 9)) == 0:
            headers.append(("Content-Length", str(len(body))))
        headers.append(("Connection", "close"))
        return _raw_request(method, target, headers, body)

    with serving(backend) as (port, child, log):

        @hypothesis_settings(examples)
        @given(data=st.data())
        def case(data: st.DataObject) -> None:
            backend.reply, backend.pages, _ = data.draw(search_cases(backend, 2 * 10**6 + next(counter)))
            request = data.draw(requests())
            with case_context(tally, output, request[:400], ()):
                before = log.stat().st_size
                answer = _exchange(port, request, 60)
                status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0
                assert child.poll() is None, "serve exited"
                assert answer, "no answer"
                assert status != 500, answer[:600]
                with log.open("rb") as text:
                    text.seek(before)
                    added = text.read()
                assert TRACEBACK not in added, added[added.find(TRACEBACK) :][:2000].decode(
                    "utf-8", "replace"
                )
                assert TOKEN.encode() not in added, "the token reached the log"

        run(case)
        time.sleep(0.2)
        whole = log.read_bytes()
        assert TOKEN.encode() not in whole


def main() -> int:
    parser = argparse.ArgumentParser(prog="scripts/fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=10_000, help="cases over all targets, shared by weight")
    parser.add_argument("--only", default="", help=f"comma-separated targets: {','.join(WEIGHTS)}")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed (default: random)")
    args = parser.parse_args()
    chosen = [t for t in (args.only.split(",") if args.only else WEIGHTS) if t]
    if unknown := sorted(set(chosen) - set(WEIGHTS)):
        parser.error(f"unknown targets {unknown}")
    if not 1 <= args.cases <= 1_000_000:
        parser.error("--cases from 1 to 1000000")
    SEED.extend([] if args.seed is None else [args.seed])
    total_weight = sum(WEIGHTS[t] for t in chosen)
    shares = {t: max(1, round(args.cases * WEIGHTS[t] / total_weight)) for t in chosen}

    os.environ.update(
        {"ALLOW_PRIVATE_URLS": "true", "FULLTEXT_DEADLINE": "4", "FULLTEXT_PAGE_TIMEOUT": "3",
         "FULLTEXT_CACHE_TTL": "0", "FULLTEXT_FAILURE_TTL": "0", "FULLTEXT_ROBOTS": "false"}
    )  # fmt: skip
    output = Output()
    report = output.report
    started, grand, failed = time.monotonic(), 0, 0
    tallies: dict[str, Tally] = {}
    with Backend() as backend:
        os.environ["FULLTEXT_SEARCH"] = backend.url("/search")
        runners: dict[str, Callable[[int, Tally, Output], None]] = {
            "urls": fuzz_urls,
            "decoding": fuzz_decoding,
            "extract": fuzz_extract,
            "reply": fuzz_reply,
            "retrieve": lambda n, t, o: fuzz_retrieve(n, t, o, backend),
            "cli": lambda n, t, o: fuzz_cli(n, t, o, backend),
            "serve": lambda n, t, o: fuzz_serve(n, t, o, backend),
        }
        for target in chosen:
            tally = tallies[target] = Tally()
            began = time.monotonic()
            try:
                runners[target](shares[target], tally, output)
            except Exception as exc:  # noqa: BLE001 - a broken harness is reported, not hidden
                tally.fail(
                    f"harness: {type(exc).__name__}", target, "".join(traceback.format_exception(exc))[-3000:]
                )
            grand, failed = grand + tally.cases, failed + tally.count
            report.write(
                f"{target}: {tally.cases} cases, {tally.count} failures ({len(tally.failures)} distinct), "
                f"{time.monotonic() - began:.1f} s\n"
            )
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    report.write(
        f"fuzz: {grand} cases, {failed} failures, {time.monotonic() - started:.0f} s (load {load})\n"
    )
    for target, tally in tallies.items():
        for signature, (given_input, detail) in tally.failures.items():
            report.write(f"\n--- {target}: {signature}\ninput: {given_input}\n{detail}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
