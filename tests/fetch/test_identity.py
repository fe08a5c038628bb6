"""URL identity (`url_key`): the page cache's key and the duplicate check's.

Equal pages give equal keys whatever the spelling (host case, default port, fragment, escapes,
trackers), and a change in any parameter that can select content always gives another key.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from gptr_fulltext.results import TRACKING_PARAMETERS, TRACKING_PREFIXES, url_key
from gptr_fulltext.urls import without_credentials

UNRESERVED = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
# Path text as search results spell it: unreserved, sub-delimiters, escapes of reserved characters,
# and non-ASCII letters (which go out %-escaped).
PATH_TEXT = st.lists(
    st.sampled_from([*UNRESERVED, "!", "$", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@"])
    | st.sampled_from(["%2F", "%3F", "%23", "%26", "%25", "%20", "é", "ü", "漢", "😀"]),
    max_size=12,
).map("".join)
# Query names and values from unreserved characters only: two different strings are then always two
# different values on the wire, never two spellings of one.
WORD = st.text(UNRESERVED, min_size=1, max_size=8)
NAME = WORD.filter(lambda n: n not in TRACKING_PARAMETERS and not n.startswith(TRACKING_PREFIXES))
LABEL = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?", fullmatch=True)


@st.composite
def urls(draw: st.DrawFn) -> tuple[str, str, str, list[str], list[tuple[str, str]]]:
    """(scheme, host, path, path segments, query pairs) of an http(s) URL."""
    scheme = draw(st.sampled_from(["http", "https"]))
    host = (
        ".".join(draw(st.lists(LABEL, min_size=1, max_size=3))) + "." + draw(st.sampled_from(["com", "org"]))
    )
    segments = draw(st.lists(PATH_TEXT.filter(lambda s: s not in (".", "..")), max_size=4))
    pairs = draw(st.lists(st.tuples(NAME, WORD), max_size=4))
    return scheme, host, "/" + "/".join(segments), segments, pairs


def build(
    scheme: str, host: str, path: str, pairs: list[tuple[str, str]], *, port: str = "", frag: str = ""
) -> str:
    query = "&".join(f"{name}={value}" for name, value in pairs)
    return f"{scheme}://{host}{port}{path}{'?' + query if query else ''}{frag}"


TRACKERS = st.tuples(
    st.sampled_from([*sorted(TRACKING_PARAMETERS), "utm_source", "utm_medium", "utm_campaign", "utm_x"]), WORD
)


# -- the same page, spelled differently ----------------------------------------------------------


@given(urls(), st.data())
def test_host_case_default_port_and_fragment_never_change_the_key(
    parts: tuple[str, str, str, list[str], list[tuple[str, str]]], data: st.DataObject
) -> None:
    scheme, host, path, _, pairs = parts
    plain = url_key(build(scheme, host, path, pairs))
    upper = "".join(c.upper() if data.draw(st.booleans()) else c for c in host)
    default = {"http": ":80", "https": ":443"}[scheme]
    fragment = "#" + data.draw(st.text(UNRESERVED + "/?&=#%", max_size=10))
    assert url_key(build(scheme.upper(), upper, path, pairs)) == plain
    assert url_key(build(scheme, host, path, pairs, port=default)) == plain
    assert url_key(build(scheme, host, path, pairs, frag=fragment)) == plain


@given(urls(), st.data())
def test_the_spelling_of_escapes_never_changes_the_key(
    parts: tuple[str, str, str, list[str], list[tuple[str, str]]], data: st.DataObject
) -> None:
    scheme, host, path, _, pairs = parts
    plain = url_key(build(scheme, host, path, pairs))

    def respell(text: str) -> str:
        """Escapes in lower case, unreserved characters escaped, non-ASCII ones escaped as UTF-8."""
        out = []
        for token in re.findall(r"%[0-9A-F]{2}|.", text, re.S):
            if token.startswith("%") and len(token) == 3:
                out.append(token.lower())
            elif (token in UNRESERVED and data.draw(st.booleans())) or not token.isascii():
                out.append("".join(f"%{b:02x}" for b in token.encode()))
            else:
                out.append(token)
        return "".join(out)

    spelled = [(respell(name), respell(value)) for name, value in pairs]
    assert url_key(build(scheme, host, respell(path), spelled)) == plain


@given(urls(), st.lists(st.tuples(st.integers(0, 5), TRACKERS), max_size=4))
def test_trackers_added_or_removed_never_change_the_key(
    parts: tuple[str, str, str, list[str], list[tuple[str, str]]], trackers: list[tuple[int, tuple[str, str]]]
) -> None:
    scheme, host, path, _, pairs = parts
    tracked = list(pairs)
    for where, tracker in trackers:
        tracked.insert(min(where, len(tracked)), tracker)
    assert url_key(build(scheme, host, path, tracked)) == url_key(build(scheme, host, path, pairs))


# -- another page --------------------------------------------------------------------------------


@given(urls(), st.data())
def test_any_change_to_a_parameter_that_is_not_a_tracker_changes_the_key(
    parts: tuple[str, str, str, list[str], list[tuple[str, str]]], data: st.DataObject
) -> None:
    scheme, host, path, _, pairs = parts
    assume(pairs)
    plain = url_key(build(scheme, host, path, pairs))
    index = data.draw(st.integers(0, len(pairs) - 1))
    name, value = pairs[index]
    other = data.draw(WORD.filter(lambda v: v != value))
    changed = [*pairs[:index], (name, other), *pairs[index + 1 :]]
    assert url_key(build(scheme, host, path, changed)) != plain
    renamed = [*pairs[:index], (data.draw(NAME.filter(lambda n: n != name)), value), *pairs[index + 1 :]]
    assert url_key(build(scheme, host, path, renamed)) != plain
    assert url_key(build(scheme, host, path, [*pairs, (name, value)])) != plain  # a repeated parameter
    assert url_key(build(scheme, host, path, pairs[:index] + pairs[index + 1 :])) != plain


@given(st.text())
@example("http://[::1")
@example("http://example.com:99999/x")
@example("http://a\u200db.com/")
@example("http://xn--zz.com/")
@example("http://\udcff.com/\ud800?\udfff")
@example("http://user:\udcff@h/")
@example("https://" + "a" * 70 + ".com/")
def test_never_raises_on_any_text(text: str) -> None:
    assert isinstance(url_key(text), str)
    assert isinstance(url_key("http://" + text), str)
    assert isinstance(url_key("https://example.com/" + text), str)
    assert isinstance(without_credentials(text), str)


# -- examples ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["cid", "eid", "uid", "ref", "source", "session", "keyword", "campaign", "id"]
)
def test_parameters_that_select_content_are_kept(name: str) -> None:
    """courlan's tracker stripping took these for trackers: `/item?cid=222` was served `cid=111`."""
    assert url_key(f"https://shop.example/item?{name}=111") != url_key(
        f"https://shop.example/item?{name}=222"
    )
    assert url_key(f"https://shop.example/item?{name}=111") != url_key("https://shop.example/item")


def test_what_is_folded_and_what_is_not() -> None:
    same = [
        ("HTTPS://WWW.Example.COM:443/a/", "http://example.com/a"),  # case, port, www., slash, scheme
        ("https://example.com/a/./b/../c", "https://example.com/a/c"),  # dot segments, as httpx sends them
        ("https://example.com/%7euser/caf%c3%a9", "https://example.com/~user/café"),
        ("https://Bücher.example/x", "https://xn--bcher-kva.example/x"),  # IDNA and its punycode
        ("https://example.com/a?", "https://example.com/a"),  # an empty query
        ("https://example.com/a?utm_source=x&id=1&fbclid=y#top", "https://example.com/a?id=1"),
        ("https://example.com/a?utm%5Fsource=x", "https://example.com/a"),  # an escaped tracker name
    ]
    for one, other in same:
        assert url_key(one) == url_key(other), (one, other)
    different = [
        ("https://example.com/a?x=1&y=2", "https://example.com/a?y=2&x=1"),  # order is kept
        ("https://example.com/a?t=a&t=b", "https://example.com/a?t=b&t=a"),
        ("https://example.com/a?t=a&t=a", "https://example.com/a?t=a"),  # duplicates are kept
        ("https://example.com/a?q=a+b", "https://example.com/a?q=a%20b"),  # only form decoding folds these
        ("https://example.com/a%2Fb", "https://example.com/a/b"),  # an escaped reserved character
        ("https://example.com/a?UTM_source=x", "https://example.com/a"),  # names are case-sensitive
        ("http://example.com:443/", "https://example.com/"),  # a port is the default of one scheme only
        ("https://example.com:8443/", "https://example.com/"),
        ("https://example.com/A", "https://example.com/a"),  # paths are case-sensitive
        ("https://sub.example.com/", "https://example.com/"),
    ]
    for one, other in different:
        assert url_key(one) != url_key(other), (one, other)


def test_unparsable_urls_are_their_own_key() -> None:
    for url in ("http://[::1", "http://example.com:99999/x", "http://example.com:abc/"):
        assert url_key(url) == url


def test_credentials_make_a_key_of_their_own_without_them() -> None:
    bare = url_key("https://example.com/report")
    one = url_key("https://alice:s3cr3t-pw@example.com/report")
    assert one != bare and "s3cr3t" not in one and "alice" not in one
    assert one != url_key("https://bob:other-pw@example.com/report")
    assert one == url_key("https://alice:s3cr3t-pw@EXAMPLE.com/report#x")
    assert url_key("https://@example.com/report") == bare  # an empty user part is none
    unparsable = url_key("https://alice:s3cr3t-pw@example.com:99999/report")  # a port past 65535
    assert "s3cr3t" not in unparsable and unparsable != url_key("https://example.com:99999/report")


@pytest.mark.parametrize(
    ("url", "clean"),
    [
        ("https://user:pw@example.com/a?b=c@d#e@f", "https://example.com/a?b=c@d#e@f"),
        ("https://user:p@ss@example.com:8080/", "https://example.com:8080/"),  # up to the last @
        ("https://example.com/a@b", "https://example.com/a@b"),  # an @ in the path is not credentials
        ("mailto:x@y", "mailto:x@y"),
        ("//u:p@example.com/x", "//example.com/x"),
        ("not a url", "not a url"),
    ],
)
def test_without_credentials(url: str, clean: str) -> None:
    assert without_credentials(url) == clean
