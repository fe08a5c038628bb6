"""`gptr-fulltext serve`: the retriever as an HTTP service in GPT Researcher's `RETRIEVER=custom` shape.

For GPT Researcher versions without plugin support, other languages, or one shared service.
`GET /search?query=…` answers a JSON list of `{"url", "raw_content", "title"}` holding full text
only. Requests await `pipeline.run`, never the synchronous facade; it runs every call on the
process's one fetch loop, so concurrent requests share its connection pool, host limits, page cache
and extraction workers.
GPT Researcher's custom retriever gives up after 20 s, so a request either gets a slot at once and
ends within `FULLTEXT_DEADLINE`, or is answered 503 at once — it never queues.
"""

from __future__ import annotations

import gc
import hmac
import ipaddress
import logging
import os
import socket
from collections.abc import Mapping
from contextlib import ExitStack
from http import HTTPStatus
from urllib.parse import parse_qsl

import anyio
import uvicorn
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from gptr_fulltext import __version__, pipeline
from gptr_fulltext.apps import openapi
from gptr_fulltext.apps.observe import CONTENT_TYPE_LATEST, Metrics, log_config
from gptr_fulltext.apps.redaction import redacted_logs
from gptr_fulltext.apps.refusals import hook_missing, uvicorn_config
from gptr_fulltext.reasons import FulltextError, SearchError
from gptr_fulltext.search.backends import probe
from gptr_fulltext.settings import Settings

# GPT Researcher's MAX_SEARCH_RESULTS_PER_QUERY default; its custom retriever never sends max_results.
DEFAULT_MAX_RESULTS = 5
CUSTOM_RETRIEVER_TIMEOUT = 20.0  # seconds; hard-coded in GPT Researcher's CustomRetriever
SEARCH_PATH = "/search"
# Longest numeric parameter read: every accepted value has far fewer digits, and a longer string is
# refused before int() sees it (int() of 4,300+ digits is quadratic work, and it reads any script's
# digits, e.g. '٣', which the parameters do not accept).
MAX_DIGITS = 9


class BadRequest(FulltextError, ValueError):
    """A request parameter is missing or invalid; the message says which and what is accepted."""


def create_app(settings: Settings) -> ASGIApp:
    """The ASGI app: `/search`, `/healthz`, `/readyz`, `/metrics`, `/openapi.json`; JSON errors
    everywhere. None but `/search` needs the token: they say nothing a search would not.

    `/search` is answered by `SearchEndpoint` directly, in front of Starlette's middleware and
    router: a refusal (405, 401, 400, 503) costs its own checks and nothing more, so a burst of
    them is answered at the pace of the HTTP server (under `serve`, before any ASGI task:
    `refusals.RefusingProtocol`). Everything else goes through Starlette.
    """
    metrics = Metrics()
    search = SearchEndpoint(settings, metrics)
    metrics.running.set_function(lambda: search.slots.borrowed_tokens)
    document = openapi.document(settings)

    async def readyz(_: Request) -> Response:
        try:
            checks = {"search": {"ok": True, "detail": await probe(settings)}}
        except SearchError as exc:
            checks = {"search": {"ok": False, "detail": str(exc)}}
        ready = all(check["ok"] for check in checks.values())
        return JSONResponse(
            {"status": "ready" if ready else "not ready", "checks": checks}, status_code=200 if ready else 503
        )

    async def metrics_text(_: Request) -> Response:
        return Response(metrics.exposition(), media_type=CONTENT_TYPE_LATEST)

    async def openapi_json(_: Request) -> Response:
        return JSONResponse(document)

    async def healthz(_: Request) -> Response:
        health: dict[str, object] = {
            "status": "ok",
            "version": __version__,
            "searches_running": search.slots.borrowed_tokens,
            "limit": search.limit,
        }
        redis = await pipeline.redis_status(settings)
        if redis is not None:  # searches work without it (each process alone), so still "ok"
            health["redis"] = redis
        return JSONResponse(health)

    async def http_error(_: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return error_response(exc.status_code, exc.detail, dict(exc.headers or {}))

    async def server_error(_: Request, __: Exception) -> Response:
        # A bug of ours; uvicorn logs the traceback after this response is sent.
        return error_response(500, "internal error; the server log has the details")

    rest = Starlette(
        # `/search` stays a route too, so `/search/` is redirected to it as before.
        routes=[
            Route(SEARCH_PATH, search),
            Route("/healthz", healthz, methods=["GET"]),
            Route("/readyz", readyz, methods=["GET"]),
            Route("/metrics", metrics_text, methods=["GET"]),
            Route("/openapi.json", openapi_json, methods=["GET"]),
        ],
        exception_handlers={HTTPException: http_error, Exception: server_error},
    )

    return ServeApp(search, rest)


class ServeApp:
    """The app `create_app` builds: `/search` to its endpoint, the rest to Starlette. The endpoint
    is an attribute so that `refusals.RefusingProtocol` can ask it about a request before any ASGI
    call."""

    def __init__(self, search: SearchEndpoint, rest: ASGIApp) -> None:
        self.search = search
        self._rest = rest

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] == SEARCH_PATH:
            await self.search(scope, receive, send)
        else:
            await self._rest(scope, receive, send)


class SearchEndpoint:
    """`GET /search` as a plain ASGI app: method, token, parameters, a free slot, then the search.

    Each check answers on its own, before any search work; a request that passes them all
    takes a slot without waiting, or is answered 503 at once from a response built in advance.
    While every slot is taken the parameters are not even read: under a burst the refusal is most
    of the server's work per request (an authorized client with a malformed request learns of it
    once a slot is free).
    """

    def __init__(self, settings: Settings, metrics: Metrics | None = None) -> None:
        self.settings = settings
        self.metrics = metrics or Metrics()
        self.limit = settings.serve_max_concurrent
        self.slots = anyio.CapacityLimiter(self.limit)  # taken without waiting: run at once or 503
        self._not_allowed = error_response(405, f"only GET is allowed on {SEARCH_PATH}", {"Allow": "GET"})
        self._unauthorized = error_response(
            401,
            "missing or wrong token: send 'Authorization: Bearer <token>' or the 'token' parameter "
            "(RETRIEVER_ARG_TOKEN); the server's is FULLTEXT_SERVE_TOKEN",
            {"WWW-Authenticate": 'Bearer realm="gptr-fulltext"'},
        )
        self._busy = error_response(
            503,
            f"busy: {self.limit} searches already running (FULLTEXT_SERVE_MAX_CONCURRENT); retry shortly",
            {"Retry-After": "1"},
        )
        self._internal = error_response(500, "internal error; the server log has the details")
        self._refused = {status: self.metrics.refused.labels(str(status)) for status in (400, 401, 405, 503)}
        # The fixed refusals as they go on the wire, for `refusal`.
        self._wire = {
            id(fixed): _wire(fixed) for fixed in (self._not_allowed, self._unauthorized, self._busy)
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            response = await self._respond(scope)
        except Exception:
            # A bug of ours: a JSON 500, then uvicorn logs the traceback (tokens redacted).
            await self._internal(scope, receive, send)
            raise
        if (counter := self._refused.get(response.status_code)) is not None:
            counter.inc()
        await response(scope, receive, send)

    def refusal(self, scope: Scope) -> tuple[int, bytes, bytes] | None:
        """For a `/search` request this endpoint refuses without searching (405, 401, 503, 400):
        its status, head (status line and headers, without the blank line) and body, counted as
        refused; None for any other request. For `refusals.RefusingProtocol`, which writes it in place."""
        if scope["path"] != SEARCH_PATH:
            return None
        decided = self._check(scope)
        if not isinstance(decided, Response):
            return None
        self._refused[decided.status_code].inc()
        wire = self._wire.get(id(decided)) or _wire(decided)
        return decided.status_code, *wire

    def _check(self, scope: Scope) -> Response | tuple[str, int, list[str] | None]:
        """The refusal of a request, or its search's parameters when a search may run."""
        if scope["method"] != "GET":  # HEAD too: it would run the whole search for no body
            return self._not_allowed
        # Starlette's QueryParams parses the same way (Latin-1, blanks kept, the last value wins),
        # then builds a multi-dict a search never reads: a third of a refusal's CPU.
        params = dict(parse_qsl(scope["query_string"].decode("latin-1"), keep_blank_values=True))
        if not _authorized(scope, params, self.settings.serve_token):
            return self._unauthorized
        if not self.slots.available_tokens:
            return self._busy
        try:
            return parse_search(params, self.settings)
        except BadRequest as exc:
            return error_response(400, str(exc))

    async def _respond(self, scope: Scope) -> Response:
        decided = self._check(scope)
        if isinstance(decided, Response):
            return decided
        query, max_results, query_domains = decided
        try:
            self.slots.acquire_nowait()
        except anyio.WouldBlock:
            return self._busy
        try:
            _room_to_wait(self.limit)
            report = await pipeline.run(
                query, max_results, query_domains=query_domains, settings=self.settings
            )
        finally:
            self.slots.release()
        self.metrics.record(report)
        if report.error and not report.results:
            return error_response(502, report.error)
        return JSONResponse(
            [{"url": r["url"], "raw_content": r["raw_content"], "title": r["title"]} for r in report.results]
        )


def _wire(response: Response) -> tuple[bytes, bytes]:
    """A response as HTTP/1.1 puts it on the wire: the head (status line, headers) and the body."""
    try:
        phrase = HTTPStatus(response.status_code).phrase
    except ValueError:
        phrase = ""
    lines = [f"HTTP/1.1 {response.status_code} {phrase}\r\n".encode("ascii")]
    lines += [name + b": " + value + b"\r\n" for name, value in response.raw_headers]
    return b"".join(lines), bytes(response.body)


def _room_to_wait(searches: int) -> None:
    """Let this loop's worker threads outnumber the searches it admits.

    `pipeline.run` waits for the fetch loop on a worker thread from the calling loop's default
    limiter (40 threads); with FULLTEXT_SERVE_MAX_CONCURRENT above that, admitted searches would
    queue silently for a thread, past GPT Researcher's timeout.
    """
    threads = anyio.to_thread.current_default_thread_limiter()
    threads.total_tokens = max(threads.total_tokens, searches)


def parse_search(params: dict[str, str], settings: Settings) -> tuple[str, int, list[str] | None]:
    """`query`, `max_results` and `query_domains` from the query string; other parameters are ignored.

    GPT Researcher forwards every `RETRIEVER_ARG_*` variable as a parameter, so unknown ones are
    normal and must not fail the request. `query_domains` is a comma-separated list.
    """
    query = " ".join(params.get("query", "").split())
    if not query:
        raise BadRequest("the 'query' parameter is required and must not be blank")
    if len(query) > settings.serve_max_query_chars:
        raise BadRequest(
            f"'query' has {len(query)} characters; at most {settings.serve_max_query_chars} are accepted "
            "(FULLTEXT_SERVE_MAX_QUERY_CHARS)"
        )
    default = min(DEFAULT_MAX_RESULTS, settings.serve_max_results)
    max_results = whole_number(
        params, "max_results", default, settings.serve_max_results, "FULLTEXT_SERVE_MAX_RESULTS"
    )
    domains = [d.strip() for d in params.get("query_domains", "").split(",") if d.strip()]
    return query, max_results, domains or None


def whole_number(params: Mapping[str, str], name: str, default: int, most: int, setting: str) -> int:
    """`params[name]` as a whole number from 1 to `most`, or `default` when absent or empty.

    Only the ASCII digits 0-9 are read: no sign, no spaces, no other script's digits (Python's
    int() takes '٣' and ' +3 '), and no more than `MAX_DIGITS` of them, checked before int().
    """
    raw = params.get(name, "")
    if not raw:
        return default
    if len(raw) <= MAX_DIGITS and raw.isascii() and raw.isdigit() and 1 <= int(raw) <= most:
        return int(raw)
    shown = repr(raw) if len(raw) <= 40 else f"{raw[:20]!r}… ({len(raw)} characters)"
    raise BadRequest(
        f"'{name}' must be a whole number from 1 to {most} ({setting}), written with the digits "
        f"0-9 only, not {shown}"
    )


def error_response(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    """Every error has the same JSON shape, so clients can show the message."""
    return JSONResponse({"error": message, "status": status}, status_code=status, headers=headers)


def _authorized(scope: Scope, params: Mapping[str, str], token: str) -> bool:
    """The token as `Authorization: Bearer …` (the first such header; ASGI names are lower-case), or
    as the `token` parameter: GPT Researcher's custom retriever sends no headers, only parameters
    (`RETRIEVER_ARG_TOKEN`). Read from the raw headers: a `Headers` object is a refusal's cost."""
    if not token:
        return True
    header = next((value for name, value in scope["headers"] if name == b"authorization"), b"")
    scheme, _, given = header.decode("latin-1").partition(" ")
    if scheme.lower() != "bearer":
        given = params.get("token", "")
    return hmac.compare_digest(given.strip().encode(), token.encode())


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on `host:port` (port 0 picks a free one); `OSError` says why it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(2048)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def startup_warnings(settings: Settings, host: str) -> list[str]:
    """Configurations that work but are probably mistakes, said once at startup."""
    warnings = []
    if not settings.serve_token and not _is_loopback(host):
        warnings.append(
            f"listening on {host} without FULLTEXT_SERVE_TOKEN: anyone who can reach this port can make "
            "the server fetch URLs; set a token or bind to 127.0.0.1"
        )
    if settings.deadline >= CUSTOM_RETRIEVER_TIMEOUT - 2:
        warnings.append(
            f"FULLTEXT_DEADLINE={settings.deadline:g} s leaves no margin under GPT Researcher's "
            f"{CUSTOM_RETRIEVER_TIMEOUT:g} s custom-retriever timeout; its requests will fail "
            "(the default is 12)"
        )
    if (missing := hook_missing()) is not None:
        warnings.append(
            f"{missing}: /search refusals (401, 405, 400, 503) go through ASGI: the same "
            "answers, at more CPU each, so a burst is refused more slowly (gptr_fulltext.apps.refusals)"
        )
    return warnings


def serve(
    settings: Settings,
    sock: socket.socket,
    *,
    log_level: str = "info",
    access_log: bool = False,
    log_format: str = "text",
) -> None:
    """Run the app with uvicorn on an already listening socket until SIGINT or SIGTERM.

    Every log line, uvicorn's access log included, has the token and credential-like parameters
    masked (`redacted_logs`). What was loaded at start-up is frozen out of the garbage collector: a
    full collection during a burst would otherwise walk every module's objects (~35 ms of CPU here),
    holding up the refusals.
    """
    config = uvicorn_config(
        create_app(settings), log_level=log_level, access_log=access_log, log_config=log_config(log_format)
    )
    start_early(settings)
    gc.collect()
    gc.freeze()
    with redacted_logs([settings.serve_token]):
        uvicorn.Server(config).run(sockets=[sock])


def serve_workers(
    settings: Settings,
    sock: socket.socket,
    workers: int,
    *,
    log_level: str = "info",
    access_log: bool = False,
    log_format: str = "text",
) -> None:
    """`serve` in `workers` processes accepting on one socket (uvicorn's supervisor: it restarts a
    worker that dies), until SIGINT or SIGTERM. Each worker is a fresh interpreter that reads its
    settings from the environment, as this process did (`app_from_environment`; the caller puts
    command-line settings there); they share a page cache and host limits only through
    `FULLTEXT_REDIS_URL`."""
    from uvicorn.supervisors import Multiprocess

    os.environ[_LOG_FORMAT_VARIABLE] = log_format

    config = uvicorn_config(
        f"{__name__}:app_from_environment",
        factory=True,
        workers=workers,
        log_level=log_level,
        access_log=access_log,
        log_config=log_config(log_format),
    )
    with redacted_logs([settings.serve_token]):
        Multiprocess(config, sockets=[sock]).run()


_LOG_FORMAT_VARIABLE = "_GPTR_FULLTEXT_LOG_FORMAT"  # how `serve_workers` tells its processes `--log-format`
_WORKER_LOGS = ExitStack()  # what a `serve --workers` process keeps installed for its whole life


def app_from_environment() -> ASGIApp:
    """The app of one `serve --workers` process: settings from the environment, the log set up as
    `gptr-fulltext serve` sets it (one summary line per request, credentials masked), and start-up
    objects frozen out of the garbage collector (see `serve`)."""
    settings = Settings.load()
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s", force=True)
    logging.getLogger("gptr_fulltext").setLevel(logging.INFO)
    log_config(os.environ.get(_LOG_FORMAT_VARIABLE, "text"))
    _WORKER_LOGS.enter_context(redacted_logs([settings.serve_token]))
    app = create_app(settings)
    start_early(settings)
    gc.collect()
    gc.freeze()
    return app


def start_early(settings: Settings) -> None:
    """Start the extraction workers, open the fetch session and resolve the search backend as the
    server starts, as the plugin does when GPT Researcher loads it: otherwise the first request
    pays for their start-up (a second of CPU) inside GPT Researcher's 20 s budget. A failure here is
    only logged: the first search starts them again and reports why if it still fails."""
    try:
        pipeline.start_workers(settings)
    except (FulltextError, OSError) as exc:
        logging.getLogger("gptr_fulltext").warning("gptr-fulltext serve: workers not started early: %s", exc)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
