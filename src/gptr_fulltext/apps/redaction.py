"""Credentials out of `serve`'s log: the token, credential-like query parameters and Authorization
headers are masked in every line, uvicorn's access log and tracebacks included."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from urllib.parse import quote, quote_plus, unquote_plus

MASK = "***"
# Query parameters whose value is a credential: ours (`token`) and what GPT Researcher may forward
# (every RETRIEVER_ARG_*, e.g. RETRIEVER_ARG_API_KEY). Matched in the decoded, lower-cased name.
SECRET_PARAMETERS = ("token", "key", "secret", "password", "passwd", "auth")
_PARAMETER = re.compile(r"(?:^|(?<=[?&]))([^=&#\s\"']*)=([^&#\s\"']*)")  # a query, or one in a URL
# An Authorization header wherever a log line shows headers: `authorization: Bearer x`,
# `(b'authorization', b'Bearer x')` (uvicorn's trace level), `'Authorization': 'Basic x'`.
_AUTHORIZATION = re.compile(r"(?i)(authorization['\"]?\s*[:,=]\s*(?:b?['\"])?)[^'\"\r\n]+")
_LOGGERS = ("", "uvicorn", "uvicorn.error", "uvicorn.access", "uvicorn.asgi", "gptr_fulltext")


def redact(text: str, secrets: Iterable[str] = ()) -> str:
    """`text` with credentials replaced by `***`: each of `secrets` (and its URL-encoded forms)
    wherever it appears, the value of every credential-like query parameter (`token=`, `api_key=`,
    … after percent-decoding the name), and the value of an Authorization header."""
    return _redacted(text, _with_encodings(secrets))


def _redacted(text: str, secrets: tuple[str, ...]) -> str:
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, MASK)
    if "=" in text:
        text = _PARAMETER.sub(lambda match: _parameter_masked(match, secrets), text)
    if "uthorization" in text or "UTHORIZATION" in text:
        text = _AUTHORIZATION.sub(lambda match: match.group(1) + MASK, text)
    return text


def _parameter_masked(match: re.Match[str], secrets: tuple[str, ...]) -> str:
    name, value = match.group(1), match.group(2)
    decoded = unquote_plus(name).strip().lower()
    if any(word in decoded for word in SECRET_PARAMETERS) or (
        "%" in value and any(secret in unquote_plus(value) for secret in secrets)
    ):
        return f"{name}={MASK}"
    return match.group(0)


def _with_encodings(secrets: Iterable[str]) -> tuple[str, ...]:
    """Each secret and the forms a URL gives it, longest first (so no form is left half-masked)."""
    forms = {
        form for secret in secrets if secret for form in (secret, quote(secret, safe=""), quote_plus(secret))
    }
    return tuple(sorted(forms, key=len, reverse=True))


class RedactSecrets(logging.Filter):
    """A log filter that takes credentials out of every record it sees (see `redact`): the message,
    each argument (uvicorn's access log passes the request path with its query as one), and the
    traceback text. Records are changed in place, so the argument layout formatters expect stays."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets = _with_encodings(secrets)

    def filter(self, record: logging.LogRecord) -> bool:
        if record.__dict__.get("gptr_fulltext_redacted"):
            return True  # already done where it was logged
        record.msg = self._value(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(self._value(arg) for arg in record.args)
        elif isinstance(record.args, Mapping):
            record.args = {key: self._value(arg) for key, arg in record.args.items()}
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = _redacted(record.exc_text, self.secrets)
        if record.stack_info:
            record.stack_info = _redacted(record.stack_info, self.secrets)
        record.__dict__["gptr_fulltext_redacted"] = True
        return True

    def _value(self, value: object) -> object:
        if isinstance(value, str):
            return _redacted(value, self.secrets)
        if value is None or isinstance(value, int | float):
            return value
        try:
            text = str(value)
        except Exception:  # noqa: BLE001 - a filter must never raise into the code that logs
            return value
        masked = _redacted(text, self.secrets)
        return value if masked == text else masked  # unchanged objects keep their %r and %d


@contextmanager
def redacted_logs(secrets: Iterable[str] = ()) -> Iterator[RedactSecrets]:
    """Within the block, every log line of this process leaves without credentials.

    The filter goes on the root, uvicorn and gptr_fulltext loggers (records they create are masked
    before any handler, pytest's included, sees them) and on the handlers those loggers have now
    (records other libraries' loggers propagate to them). Removed again when the block ends.
    """
    redactor = RedactSecrets(secrets)
    loggers = [logging.getLogger(name) for name in _LOGGERS]
    handlers = {handler for logger in loggers for handler in logger.handlers}
    filtered: list[logging.Filterer] = [*loggers, *handlers]
    for each in filtered:
        each.addFilter(redactor)
    try:
        yield redactor
    finally:
        for each in filtered:
            each.removeFilter(redactor)
