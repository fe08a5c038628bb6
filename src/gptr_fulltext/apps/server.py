"""`gptr-fulltext serve`: the retriever as an HTTP service in GPT Researcher's `RETRIEVER=custom` shape.

For GPT Researcher versions without plugin support, other languages, or one shared service.
`GET /search?query=…` answers a JSON list of `{"url", "raw_content", "title"}` holding full text
only. Requests await `pipeline.run`, never the synchronous facade; it runs every call on the
process's one fetch loop, so concurrent requests share its connection pool, host limits, page cache
and extraction threads.
GPT Researcher's custom retriever gives up after 20 s, so a request either gets a slot at once and
ends within `FULLTEXT_DEADLINE`, or is answered 503 at once — it never queues.
"""

from __future__ import annotations

import hmac
import ipaddress
import socket

import anyio
import uvicorn
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from gptr_fulltext import __version__, pipeline
from gptr_fulltext.reasons import FulltextError
from gptr_fulltext.settings import Settings

# GPT Researcher's MAX_SEARCH_RESULTS_PER_QUERY default; its custom retriever never sends max_results.
DEFAULT_MAX_RESULTS = 5
CUSTOM_RETRIEVER_TIMEOUT = 20.0  # seconds; hard-coded in GPT Researcher's CustomRetriever


class BadRequest(FulltextError, ValueError):
    """A request parameter is missing or invalid; the message says which and what is accepted."""


def create_app(settings: Settings) -> Starlette:
    """The ASGI app: `/search` and `/healthz`, JSON errors everywhere."""
    limit = settings.serve_max_concurrent
    slots = anyio.CapacityLimiter(limit)  # taken without waiting: a request runs at once or gets a 503

    async def search(request: Request) -> Response:
        if not _authorized(request, settings.serve_token):
            return error_response(
                401,
                "missing or wrong token: send 'Authorization: Bearer <token>' or the 'token' parameter "
                "(RETRIEVER_ARG_TOKEN); the server's is FULLTEXT_SERVE_TOKEN",
                {"WWW-Authenticate": 'Bearer realm="gptr-fulltext"'},
            )
        try:
            query, max_results, query_domains = parse_search(dict(request.query_params), settings)
        except BadRequest as exc:
            return error_response(400, str(exc))
        try:
            slots.acquire_nowait()
        except anyio.WouldBlock:
            return error_response(
                503,
                f"busy: {limit} searches already running (FULLTEXT_SERVE_MAX_CONCURRENT); retry shortly",
                {"Retry-After": "1"},
            )
        try:
            _room_to_wait(limit)
            report = await pipeline.run(query, max_results, query_domains=query_domains, settings=settings)
        finally:
            slots.release()
        if report.error and not report.results:
            return error_response(502, report.error)
        return JSONResponse(
            [{"url": r["url"], "raw_content": r["raw_content"], "title": r["title"]} for r in report.results]
        )

    async def healthz(_: Request) -> Response:
        return JSONResponse(
            {
                "status": "ok",
                "version": __version__,
                "searches_running": slots.borrowed_tokens,
                "limit": limit,
            }
        )

    async def http_error(_: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return error_response(exc.status_code, exc.detail, dict(exc.headers or {}))

    async def server_error(_: Request, __: Exception) -> Response:
        # A bug of ours; uvicorn logs the traceback after this response is sent.
        return error_response(500, "internal error; the server log has the details")

    return Starlette(
        routes=[Route("/search", search, methods=["GET"]), Route("/healthz", healthz, methods=["GET"])],
        exception_handlers={HTTPException: http_error, Exception: server_error},
    )


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
    raw = params.get("max_results", "").strip()
    try:
        max_results = int(raw) if raw else min(DEFAULT_MAX_RESULTS, settings.serve_max_results)
    except ValueError:
        max_results = 0
    if not 1 <= max_results <= settings.serve_max_results:
        raise BadRequest(
            f"'max_results' must be a whole number from 1 to {settings.serve_max_results} "
            f"(FULLTEXT_SERVE_MAX_RESULTS), not {raw!r}"
        )
    domains = [d.strip() for d in params.get("query_domains", "").split(",") if d.strip()]
    return query, max_results, domains or None


def error_response(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    """Every error has the same JSON shape, so clients can show the message."""
    return JSONResponse({"error": message, "status": status}, status_code=status, headers=headers)


def _authorized(request: Request, token: str) -> bool:
    """The token as `Authorization: Bearer …`, or as the `token` parameter: GPT Researcher's custom
    retriever sends no headers, only parameters (`RETRIEVER_ARG_TOKEN`)."""
    if not token:
        return True
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        given = request.query_params.get("token", "")
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
    return warnings


def serve(
    settings: Settings, sock: socket.socket, *, log_level: str = "info", access_log: bool = False
) -> None:
    """Run the app with uvicorn on an already listening socket until SIGINT or SIGTERM."""
    config = uvicorn.Config(create_app(settings), log_level=log_level, access_log=access_log, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
