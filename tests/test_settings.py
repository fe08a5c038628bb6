"""Settings: defaults, parsing, validation messages that name the variable, host variables honoured."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gptr_fulltext.settings import DEFAULT_USER_AGENT, Settings, SettingsError


def test_defaults_when_environment_is_empty() -> None:
    settings = Settings.load({})
    assert settings == Settings()
    assert settings.search == "duckduckgo"
    assert settings.output_format == "markdown"
    assert settings.allow_private is False
    assert settings.user_agent == DEFAULT_USER_AGENT


def test_values_are_parsed_into_their_types() -> None:
    settings = Settings.load(
        {
            "FULLTEXT_DEADLINE": "7.5",
            "FULLTEXT_MAX_CHARS": "5_000",
            "FULLTEXT_FORMAT": "text",
            "FULLTEXT_ALLOW_PRIVATE_URLS": "yes",
            "FULLTEXT_SEARCH": "custom",
        }
    )
    assert settings.deadline == 7.5
    assert settings.max_chars == 5000
    assert settings.output_format == "text"
    assert settings.allow_private is True
    assert settings.search == "custom"


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("FULLTEXT_DEADLINE", "abc", "a number greater than 0"),
        ("FULLTEXT_DEADLINE", "-1", "a number greater than 0"),
        ("FULLTEXT_DEADLINE", "nan", "a number greater than 0"),
        ("FULLTEXT_MAX_BYTES", "-5", "a whole number of 1 or more"),
        ("FULLTEXT_MAX_CHARS", "1.5", "a whole number of 1 or more"),
        ("FULLTEXT_FORMAT", "html", "one of markdown, text"),
        ("FULLTEXT_ALLOW_PRIVATE_URLS", "maybe", "true or false"),
        ("FULLTEXT_OVERFETCH", "0.5", "a number of 1 or more"),
        ("FULLTEXT_USER_AGENT", "Bot/1.0 é", "printable ASCII"),  # httpx cannot encode it
        ("FULLTEXT_USER_AGENT", "Bot\r\nX-Evil: 1", "printable ASCII"),  # header injection
        ("USER_AGENT", "Bot\x7f", "printable ASCII"),
    ],
)
def test_bad_values_name_the_variable_and_the_accepted_values(
    variable: str, value: str, expected: str
) -> None:
    with pytest.raises(SettingsError) as caught:
        Settings.load({variable: value})
    message = str(caught.value)
    assert variable in message
    assert repr(value) in message
    assert expected in message


def test_gpt_researcher_variables_are_honoured_and_ours_win() -> None:
    host_only = Settings.load({"USER_AGENT": "HostAgent/1", "ALLOW_PRIVATE_URLS": "true"})
    assert host_only.user_agent == "HostAgent/1"
    assert host_only.allow_private is True
    both = Settings.load(
        {
            "USER_AGENT": "HostAgent/1",
            "FULLTEXT_USER_AGENT": "Ours/2",
            "ALLOW_PRIVATE_URLS": "true",
            "FULLTEXT_ALLOW_PRIVATE_URLS": "false",
        }
    )
    assert both.user_agent == "Ours/2"
    assert both.allow_private is False


def test_a_bad_gpt_researcher_value_is_named_with_ours_as_the_way_out() -> None:
    with pytest.raises(SettingsError) as caught:
        Settings.load({"USER_AGENT": "Navigateur/1.0 (Montréal)"})
    message = str(caught.value)
    assert message.startswith("USER_AGENT='Navigateur/1.0 (Montréal)' is not valid")
    assert "setting FULLTEXT_USER_AGENT overrides it for gptr-fulltext" in message
    ours = Settings.load({"USER_AGENT": "Navigateur/1.0 (Montréal)", "FULLTEXT_USER_AGENT": "Ours/2"})
    assert ours.user_agent == "Ours/2"
    with pytest.raises(SettingsError, match=r"^user_agent='Bot\\tX' is not valid"):
        Settings.load({}, user_agent="Bot\tX")


def test_blank_values_mean_default() -> None:
    assert Settings.load({"FULLTEXT_DEADLINE": "  "}).deadline == Settings().deadline


def test_overrides_are_validated_like_the_environment() -> None:
    assert Settings.load({}, deadline=3, output_format="text").deadline == 3.0
    with pytest.raises(SettingsError, match="deadline"):
        Settings.load({}, deadline=-2)
    with pytest.raises(SettingsError, match=r"unknown setting.*dedline"):
        Settings.load({}, dedline=3)


def test_settings_are_frozen() -> None:
    with pytest.raises(AttributeError):
        Settings().deadline = 1  # type: ignore[misc]


def test_readme_documents_every_variable_with_its_default() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    for variables, default, _doc in Settings.documented():
        first = variables.split(" / ")[0]
        rows = [line for line in readme.splitlines() if line.startswith("|") and f"`{first}`" in line]
        assert rows, f"README has no configuration row for {first}"
        shown = default.strip("'")
        assert any(shown in row or re.sub(r"_", ",", shown) in row for row in rows), (
            f"README row for {first} does not show its default {shown}"
        )
