"""The OpenAPI 3.1 description of `serve`, answered at `/openapi.json`.

Written out rather than generated: the service has five small routes, and the contract that matters
(GPT Researcher's `RETRIEVER=custom` shape, the error object, the limits from the settings) reads
best as one document. Tests validate it with openapi-spec-validator and check it against the routes.
"""

from __future__ import annotations

from typing import Any

from gptr_fulltext import __version__
from gptr_fulltext.settings import Settings


def _error(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
    }


def _json(description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def document(settings: Settings) -> dict[str, Any]:
    """The document for this server's settings (its limits appear in the parameters)."""
    query_chars, most = settings.serve_max_query_chars, settings.serve_max_results
    security: list[dict[str, list[str]]] = (
        [{"bearer": []}, {"tokenParameter": []}] if settings.serve_token else []
    )
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "gptr-fulltext serve",
            "version": __version__,
            "description": "Full-text search results in GPT Researcher's RETRIEVER=custom shape: "
            "only pages judged full, each with its main text in raw_content.",
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        "paths": {
            "/search": {
                "get": {
                    "operationId": "search",
                    "summary": "Search, fetch, extract and judge; answer the full pages in rank order",
                    "security": security,
                    "parameters": [
                        {
                            "name": "query",
                            "in": "query",
                            "required": True,
                            "schema": {"type": "string", "minLength": 1, "maxLength": query_chars},
                        },
                        {
                            "name": "max_results",
                            "in": "query",
                            "required": False,
                            "description": "ASCII digits only; 5 when absent",
                            "schema": {"type": "integer", "minimum": 1, "maximum": most, "default": 5},
                        },
                        {
                            "name": "query_domains",
                            "in": "query",
                            "required": False,
                            "description": "comma-separated domains to keep results from",
                            "schema": {"type": "string"},
                        },
                    ],
                    "responses": {
                        "200": _json(
                            "The full pages, best first; [] when none was full",
                            {"type": "array", "items": {"$ref": "#/components/schemas/Result"}},
                        ),
                        "400": _error("A parameter is missing or invalid (the message names it)"),
                        "401": _error("No token or a wrong one (FULLTEXT_SERVE_TOKEN is set)"),
                        "405": _error("A method other than GET; no search runs"),
                        "502": _error("The search backend failed (the message names FULLTEXT_SEARCH)"),
                        "503": _error("FULLTEXT_SERVE_MAX_CONCURRENT searches already running"),
                    },
                }
            },
            "/healthz": {
                "get": {
                    "operationId": "healthz",
                    "summary": "Liveness: the process answers",
                    "responses": {"200": _json("Alive", {"$ref": "#/components/schemas/Health"})},
                }
            },
            "/readyz": {
                "get": {
                    "operationId": "readyz",
                    "summary": "Readiness: the search backend (FULLTEXT_SEARCH) can answer",
                    "responses": {
                        "200": _json("Ready", {"$ref": "#/components/schemas/Ready"}),
                        "503": _json("Not ready; the check says why", {"$ref": "#/components/schemas/Ready"}),
                    },
                }
            },
            "/metrics": {
                "get": {
                    "operationId": "metrics",
                    "summary": "Prometheus metrics (text exposition format)",
                    "responses": {
                        "200": {
                            "description": "Metrics",
                            "content": {"text/plain": {"schema": {"type": "string"}}},
                        }
                    },
                }
            },
            "/openapi.json": {
                "get": {
                    "operationId": "openapi",
                    "summary": "This document",
                    "responses": {"200": _json("OpenAPI 3.1", {"type": "object"})},
                }
            },
        },
        "components": {
            "schemas": {
                "Result": {
                    "type": "object",
                    "required": ["url", "raw_content", "title"],
                    "properties": {
                        "url": {"type": "string"},
                        "raw_content": {"type": "string"},
                        "title": {"type": "string"},
                    },
                },
                "Error": {
                    "type": "object",
                    "required": ["error", "status"],
                    "properties": {"error": {"type": "string"}, "status": {"type": "integer"}},
                },
                "Health": {
                    "type": "object",
                    "required": ["status", "version", "searches_running", "limit"],
                    "properties": {
                        "status": {"const": "ok"},
                        "version": {"type": "string"},
                        "searches_running": {"type": "integer"},
                        "limit": {"type": "integer"},
                    },
                },
                "Ready": {
                    "type": "object",
                    "required": ["status", "checks"],
                    "properties": {
                        "status": {"enum": ["ready", "not ready"]},
                        "checks": {
                            "type": "object",
                            "additionalProperties": {
                                "type": "object",
                                "required": ["ok", "detail"],
                                "properties": {"ok": {"type": "boolean"}, "detail": {"type": "string"}},
                            },
                        },
                    },
                },
            },
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer"},
                "tokenParameter": {"type": "apiKey", "in": "query", "name": "token"},
            },
        },
    }
