"""What `serve` tells its operators: Prometheus metrics and JSON log lines.

Metrics live in a registry of each app's own (not prometheus-client's global one), so several apps
in one process, as in tests, count apart. Every search adds its outcome, its duration, each page's
verdict and reason, the bytes read and the pages answered from the cache.
"""

from __future__ import annotations

import copy
import json
import logging
import time
from typing import Any

import uvicorn
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from gptr_fulltext.pipeline import Report

__all__ = ["CONTENT_TYPE_LATEST", "JsonLogFormatter", "Metrics"]

# Seconds: GPT Researcher's custom retriever gives up at 20, FULLTEXT_DEADLINE defaults to 12.
DURATION_BUCKETS = (0.25, 0.5, 1, 2, 3, 5, 8, 12, 15, 20, 30, 60)


class Metrics:
    """The service's counters, and the text `/metrics` answers with."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.searches = Counter(
            "gptr_fulltext_searches",
            "Searches run, by outcome: results, empty (no full page) or backend_error.",
            ["outcome"],
            registry=self.registry,
        )
        self.refused = Counter(
            "gptr_fulltext_requests_refused",
            "Search requests answered without a search, by HTTP status (400, 401, 405, 503).",
            ["status"],
            registry=self.registry,
        )
        self.duration = Histogram(
            "gptr_fulltext_search_duration_seconds",
            "Wall time of a search: backend, fetching, extraction and judging.",
            buckets=DURATION_BUCKETS,
            registry=self.registry,
        )
        self.pages = Counter(
            "gptr_fulltext_pages",
            "Candidate pages by verdict (kept, dropped, skipped) and reason ('' when kept).",
            ["verdict", "reason"],
            registry=self.registry,
        )
        self.fetched_bytes = Counter(
            "gptr_fulltext_fetched_bytes",
            "Bytes of response bodies read for pages (decoded, as judged).",
            registry=self.registry,
        )
        self.cache_hits = Counter(
            "gptr_fulltext_cache_hits",
            "Pages answered from the page or failure cache instead of being fetched.",
            registry=self.registry,
        )
        self.running = Gauge(
            "gptr_fulltext_searches_running", "Searches running now.", registry=self.registry
        )

    def record(self, report: Report) -> None:
        """Count one finished search."""
        outcome = "backend_error" if report.error else "results" if report.results else "empty"
        self.searches.labels(outcome).inc()
        self.duration.observe(report.seconds)
        for page in report.outcomes:
            verdict = "kept" if page.kept else "skipped" if page.reason == "not_needed" else "dropped"
            self.pages.labels(verdict, str(page.reason or "")).inc()
            self.fetched_bytes.inc(page.fetched_bytes)
            if page.cached:
                self.cache_hits.inc()

    def exposition(self) -> bytes:
        return generate_latest(self.registry)


class JsonLogFormatter(logging.Formatter):
    """One JSON object per line: time (UTC, ISO 8601), level, logger, message, and the traceback.

    Credentials are already masked when a record gets here (`redaction.RedactSecrets` filters the
    loggers and handlers); the message is formatted from the masked record like any other line.
    """

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        return json.dumps(line, ensure_ascii=False)


def log_config(log_format: str) -> dict[str, Any]:
    """uvicorn's logging config for `--log-format`: every line on stderr, stdout keeps only the banner
    a caller reads the address from. `text` is uvicorn's own format (whose access log would go to
    stdout); `json`, JSON lines with the root logger (ours) given the same formatter."""
    if log_format != "json":
        config = copy.deepcopy(uvicorn.config.LOGGING_CONFIG)
        config["handlers"]["access"]["stream"] = "ext://sys.stderr"
        return config
    for handler in logging.getLogger().handlers:
        handler.setFormatter(JsonLogFormatter())
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonLogFormatter}},
        "handlers": {
            "stderr": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}
        },
        "loggers": {
            "uvicorn": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
            "uvicorn.access": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
        },
    }
