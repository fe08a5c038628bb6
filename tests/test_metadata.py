"""Titles without the site name glued on; the language from <html lang> or Content-Language."""

from __future__ import annotations

import pytest

from gptr_fulltext.metadata import clean_title, page_language


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
