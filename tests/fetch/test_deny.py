"""FULLTEXT_DENY_HOSTS: names (with subdomains), addresses and networks never contacted, even with
private addresses allowed: by a fetch, by a redirect, in any spelling of the address."""

from __future__ import annotations

import ipaddress

import anyio
import pytest

from gptr_fulltext import pipeline
from gptr_fulltext.fetch.safety import DenyList
from gptr_fulltext.reasons import BlockedURL, Reason
from gptr_fulltext.settings import Settings, SettingsError
from tests.loopback import Answer, ScriptedServer, article


@pytest.mark.parametrize(
    "host",
    ["metadata.internal", "API.Metadata.Internal.", "10.1.2.3", "[::ffff:10.1.2.3]", "169.254.169.254"],
)
def test_denied_names_and_addresses(host: str) -> None:
    deny = DenyList("metadata.internal, 10.0.0.0/8,169.254.169.254")
    with pytest.raises(BlockedURL, match="FULLTEXT_DENY_HOSTS"):
        deny.check_name(host)


@pytest.mark.parametrize("host", ["internal", "notmetadata.internal", "11.0.0.1", "example.org"])
def test_others_pass(host: str) -> None:
    DenyList("metadata.internal,10.0.0.0/8").check_name(host)


def test_a_resolved_address_is_checked_in_its_embedded_forms() -> None:
    deny = DenyList("127.0.0.2")
    with pytest.raises(BlockedURL, match="resolves to"):
        deny.check_address("rebind.example", ipaddress.ip_address("::ffff:127.0.0.2"))
    assert not DenyList(" , ")


@pytest.mark.parametrize("value", ["bad host!", "a b", "x;y"])
def test_a_malformed_list_names_the_variable(value: str) -> None:
    with pytest.raises(SettingsError, match="FULLTEXT_DENY_HOSTS"):
        Settings.load({"FULLTEXT_DENY_HOSTS": value})


def test_render_modes_are_checked() -> None:
    with pytest.raises(SettingsError, match=r"FULLTEXT_RENDER=.*one of auto, off, always"):
        Settings.load({"FULLTEXT_RENDER": "sometimes"})


def fetch(url: str, deny: str) -> pipeline.Report:
    settings = Settings.load({}, allow_private=True, deny_hosts=deny, render="off", search="unused")
    return anyio.run(lambda: pipeline.run("deny", 1, settings=settings, urls=[url]))


def test_a_denied_host_is_not_fetched_even_with_private_addresses_allowed() -> None:
    with ScriptedServer(lambda request, seen: Answer(body=article()), host="127.0.0.2") as denied:
        report = fetch(f"http://127.0.0.2:{denied.port}/a", "127.0.0.2")
    assert report.outcomes[0].reason is Reason.BLOCKED_URL
    assert denied.requests == []


def test_a_redirect_to_a_denied_host_is_not_followed() -> None:
    with ScriptedServer(lambda request, seen: Answer(body=article()), host="127.0.0.2") as denied:
        target = f"http://127.0.0.2:{denied.port}/a"
        hop = ScriptedServer(lambda request, seen: Answer(302, {"location": target}))
        with hop:
            report = fetch(f"http://127.0.0.1:{hop.port}/start", "127.0.0.2/32")
            assert len(hop.requests) == 1
    assert report.outcomes[0].reason is Reason.BLOCKED_URL
    assert denied.requests == []
