"""Page metadata beyond what trafilatura finds: the title as a reader would name the page, the language.

Trafilatura (with htmldate and courlan) finds title, author, date and site name. It leaves the site's
name glued to many titles ("Story – Site", "Story | site.com"), and that title opens every markdown
result and names it in GPT Researcher's reports, so the site name comes off.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from courlan import extract_domain

_SEPARATOR = re.compile(r"\s+[|\-–—:·•«»/]{1,2}\s+")
_NOT_ALNUM = re.compile(r"[\W_]+")


def clean_title(title: str | None, site_name: str | None, url: str | None) -> str | None:
    """`title` without a trailing site name (as given by the page, or its domain)."""
    if not title:
        return None
    names = _site_names(site_name, url)
    for separator in _SEPARATOR.finditer(title):
        head = title[: separator.start()].strip()
        if head and _squash(title[separator.end() :]) in names:
            return head
    return title


def page_language(html_lang: str | None, headers: Mapping[str, str]) -> str | None:
    """The page's declared language: `<html lang>`, else the first Content-Language."""
    declared = html_lang or headers.get("content-language", "").split(",")[0].strip()
    return declared or None


def _site_names(site_name: str | None, url: str | None) -> set[str]:
    names = {_squash(site_name or "")}
    domain = extract_domain(url) if url else None
    if domain:
        names |= {_squash(domain), _squash(domain.split(".")[0])}
    return names - {""}


def _squash(text: str) -> str:
    return _NOT_ALNUM.sub("", text).lower()
