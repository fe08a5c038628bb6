"""Page metadata: trafilatura's fields we return, the title as a reader would name the page, the language.

Trafilatura (with htmldate and courlan) finds title, author, date and site name. Its `extract_metadata`
also gathers categories, tags and a license, which no result carries and which cost more than the rest
together (~2.5 ms of ~3.8 ms a page), so `page_metadata` runs its steps without those three, nor its
search of the markup for an author (bylines, author links): that one tests regular expressions on
every element, 4.8 ms median on the four pages in five that need it, a sixth of all extraction time,
for a field GPT Researcher never reads. The author is the one the meta tags or JSON-LD name.
Trafilatura leaves the site's name glued to many titles ("Story – Site", "Story | site.com"), and that
title opens every markdown result and names it in GPT Researcher's reports, so the site name comes off.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping

from courlan import extract_domain
from htmldate import find_date
from lxml.etree import LxmlError
from lxml.html import HtmlElement
from trafilatura.metadata import (
    META_URL,
    examine_meta,
    extract_meta_json,
    extract_sitename,
    extract_title,
    extract_url,
)
from trafilatura.settings import Document, set_date_params

log = logging.getLogger("gptr_fulltext")

# What trafilatura's and htmldate's readers raise on markup they do not expect; AssertionError is
# lxml's `drop_tree` on a root element (htmldate deletes `<svg>`, the root of `<svg><foreignObject>…`).
_UNREADABLE = (
    LxmlError,
    RecursionError,
    ValueError,
    TypeError,
    KeyError,
    AttributeError,
    IndexError,
    AssertionError,
)
_SEPARATOR = re.compile(r"\s+[|\-–—:·•«»/]{1,2}\s+")
_NOT_ALNUM = re.compile(r"[\W_]+")


def page_metadata(tree: HtmlElement, url: str | None) -> tuple[Document, str | None]:
    """Title, author (as the meta tags or JSON-LD name one), date, site name, description
    and URL of a parsed page (the tree is not changed), and the title its meta tags or JSON-LD
    declare, if any (trafilatura's title falls back to the page's markup: a lone `h1`, then
    `<title>`); empty when its markup breaks trafilatura's readers."""
    try:
        return _trafilatura_metadata(tree, url)
    except _UNREADABLE as exc:
        log.debug("no metadata read from %s: %s", url, exc)
        return Document(), None


def _trafilatura_metadata(tree: HtmlElement, url: str | None) -> tuple[Document, str | None]:
    """The steps, order and fallbacks of trafilatura's `extract_metadata`, without categories, tags,
    license and the markup search for an author."""
    found = examine_meta(tree)
    if found.author and " " not in found.author:
        found.author = None  # a handle, not a name
    try:  # JSON-LD overrides the meta tags; trafilatura, too, keeps those when it cannot be read
        found = extract_meta_json(tree, found)
    except _UNREADABLE as exc:
        log.debug("unreadable JSON-LD metadata on %s: %s", url, exc)
    declared = found.title
    found.title = found.title or extract_title(tree)
    found.url = found.url or extract_url(tree, url)
    found.date = find_date(tree, **{**set_date_params(extensive=False), "url": found.url})
    found.sitename = found.sitename or extract_sitename(tree)
    if found.sitename:
        found.sitename = found.sitename.lstrip("@")  # a Twitter handle
        if found.sitename and "." not in found.sitename and not found.sitename[0].isupper():
            found.sitename = found.sitename.title()
    elif found.url and (domain := META_URL.match(found.url)):
        found.sitename = domain[1]
    found.clean_and_trim()
    return found, declared and found.title


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
