"""Trafilatura's metadata fields we return; titles without the site name glued on; the language."""

from __future__ import annotations

import pytest
from trafilatura.metadata import extract_metadata
from trafilatura.settings import set_date_params
from trafilatura.utils import load_html

from fixtures.site import Page
from gptr_fulltext.extraction.charset import decode_html
from gptr_fulltext.extraction.maintext import parse
from gptr_fulltext.extraction.metadata import clean_title, page_language, page_metadata


@pytest.mark.parametrize(
    ("title", "site_name", "url", "expected"),
    [
        ("Tram line approved | City Post", "City Post", None, "Tram line approved"),
        ("Tram line approved - citypost.com", None, "https://www.citypost.com/a", "Tram line approved"),
        ("Tram line approved — CityPost", None, "https://citypost.co.uk/a", "Tram line approved"),
        (
            "Tram fares: what changes - Money - City Post",
            "Money - City Post",
            None,
            "Tram fares: what changes",
        ),
        ("Opinion | Why the tram matters", "City Post", None, "Opinion | Why the tram matters"),
        ("Budget: the council votes", "Budget", None, "Budget: the council votes"),
        ("Tram line approved", "City Post", "https://citypost.com/a", "Tram line approved"),
        ("", "City Post", None, None),
    ],
)
def test_clean_title(title: str, site_name: str | None, url: str | None, expected: str | None) -> None:
    assert clean_title(title, site_name, url) == expected


def test_page_language_prefers_the_document() -> None:
    assert page_language("fr", {"content-language": "en"}) == "fr"
    assert page_language(None, {"content-language": "de-AT, de"}) == "de-AT"
    assert page_language(None, {}) is None


FIELDS = ("title", "author", "date", "sitename", "description", "url")


def test_page_metadata_reads_what_trafilatura_reads(corpus: dict[str, Page]) -> None:
    """The fields a result carries come out as trafilatura's `extract_metadata` gives them, on every
    full page of the corpus (meta tags, JSON-LD, neither), but for an author only a byline in the
    markup names: that search is not made (see `metadata`)."""
    from_markup = 0
    for page in (page for page in corpus.values() if page.expect == "full"):
        url = f"https://fixtures.example/{page.id}"
        markup = decode_html(page.body())
        theirs = extract_metadata(load_html(markup), url, set_date_params(extensive=False))
        tree = parse(markup)
        assert tree is not None
        ours, _ = page_metadata(tree, url)
        if ours.author is None and theirs.author is not None:
            theirs.author = None
            from_markup += 1
        assert [getattr(ours, name) for name in FIELDS] == [getattr(theirs, name) for name in FIELDS], page.id
    assert from_markup  # the corpus has pages whose author only a byline names


def test_page_metadata_keeps_meta_tags_beside_broken_json_ld_and_names_the_site_by_url() -> None:
    tree = load_html(
        '<html><head><title>Harbour reopens after storm</title><meta name="author" content="Ana Ruiz">'
        '<script type="application/ld+json">{"@type": "NewsArticle", "author": </script></head>'
        "<body><p>The harbour reopened on Monday.</p></body></html>"
    )
    found, declared = page_metadata(tree, "https://port.example/news/harbour")
    assert (found.title, found.author, declared) == ("Harbour reopens after storm", "Ana Ruiz", None)
    assert found.sitename == "port.example"
