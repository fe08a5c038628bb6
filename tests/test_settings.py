"""Settings: defaults, parsing, validation messages that name the variable, host variables honoured."""

from __future__ import annotations

import dataclasses
import math
import re
from pathlib import Path
from typing import Any

import pytest

from gptr_fulltext.reasons import FulltextError
from gptr_fulltext.settings import DEFAULT_USER_AGENT, Bound, Settings, SettingsError

NUMERIC = [f for f in dataclasses.fields(Settings) if f.type in ("int", "float")]


def built(name: str, value: Any) -> Any:
    """`Settings(name=value)`, read back: what construction stored."""
    kwargs: dict[str, Any] = {name: value}
    return getattr(Settings(**kwargs), name)


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
        ("FULLTEXT_DEADLINE", "abc", "a number from 0 (exclusive) to 3600"),
        ("FULLTEXT_DEADLINE", "-1", "a number from 0 (exclusive) to 3600"),
        ("FULLTEXT_DEADLINE", "0", "a number from 0 (exclusive) to 3600"),
        ("FULLTEXT_DEADLINE", "nan", "a number from 0 (exclusive) to 3600"),
        ("FULLTEXT_DEADLINE", "inf", "a number from 0 (exclusive) to 3600"),
        ("FULLTEXT_DEADLINE", "1e99", "a number from 0 (exclusive) to 3600"),
        ("FULLTEXT_MAX_BYTES", "-5", "a whole number from 1 to 1_000_000_000"),
        ("FULLTEXT_MAX_BYTES", "2_000_000_000", "a whole number from 1 to 1_000_000_000"),
        ("FULLTEXT_MAX_CHARS", "1.5", "a whole number from 1 to 10_000_000"),
        ("FULLTEXT_MIN_WORDS", "-5", "a whole number from 0 to 1_000_000"),
        ("FULLTEXT_CACHE_TTL", "31e6", "a number from 0 to 2_592_000"),
        ("FULLTEXT_FORMAT", "html", "one of markdown, text"),
        ("FULLTEXT_ALLOW_PRIVATE_URLS", "maybe", "true or false"),
        ("FULLTEXT_OVERFETCH", "0.5", "a number from 1 to 10"),
        ("FULLTEXT_OVERFETCH", "11", "a number from 1 to 10"),
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


def test_readme_documents_every_variable_with_its_default_and_range() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    for f, (variables, default, _doc, accepts) in zip(
        dataclasses.fields(Settings), Settings.documented(), strict=True
    ):
        first = variables.split(" / ")[0]
        rows = [line for line in readme.splitlines() if line.startswith("|") and f"`{first}`" in line]
        assert rows, f"README has no configuration row for {first}"
        shown = default.strip("'")
        assert any(shown in row or re.sub(r"_", ",", shown) in row for row in rows), (
            f"README row for {first} does not show its default {shown}"
        )
        if f in NUMERIC:
            assert any(f"Accepts {accepts}" in row for row in rows), (
                f"README row for {first} does not say it accepts {accepts}"
            )


@pytest.mark.parametrize(
    ("overrides", "named", "expected"),
    [
        ({"min_words": -5}, "min_words=-5", "a whole number from 0 to 1_000_000"),
        ({"deadline": math.nan}, "deadline=nan", "a number from 0 (exclusive) to 3600"),
        ({"deadline": 1e99}, "deadline=1e+99", "a number from 0 (exclusive) to 3600"),
        ({"deadline": "3"}, "deadline='3'", "a number"),  # a str is not a number when built by hand
        ({"output_format": "html"}, "output_format='html'", "one of markdown, text"),
        ({"concurrency": True}, "concurrency=True", "a whole number"),  # a bool is not an int
        ({"concurrency": 4.0}, "concurrency=4.0", "a whole number"),
        ({"robots": 1}, "robots=1", "true or false"),
        ({"cache_dir": None}, "cache_dir=None", "text"),
        ({"user_agent": "Bot\r\nX-Evil: 1"}, "user_agent=", "text of printable ASCII"),
    ],
)
def test_hand_built_invalid_values_raise_naming_the_field(
    overrides: dict[str, Any], named: str, expected: str
) -> None:
    with pytest.raises(SettingsError) as caught:
        Settings(**overrides)
    message = str(caught.value)
    assert message.startswith(named)
    assert f"expected {expected}" in message


def test_an_invalid_secret_is_not_shown() -> None:
    with pytest.raises(SettingsError, match=r"^serve_token \(hidden\) is not valid") as caught:
        Settings(serve_token=b"s3cret")  # type: ignore[arg-type]
    assert "s3cret" not in str(caught.value)


def test_replace_is_validated_too() -> None:
    with pytest.raises(SettingsError, match=r"^min_words=-1 is not valid"):
        dataclasses.replace(Settings(), min_words=-1)
    assert dataclasses.replace(Settings(), min_words=7).min_words == 7


def test_an_int_for_a_float_field_is_stored_as_a_float() -> None:
    settings = Settings(deadline=3, listing_share=1)
    assert settings.deadline == 3.0
    assert type(settings.deadline) is float
    assert type(settings.listing_share) is float
    assert settings == Settings(deadline=3.0, listing_share=1.0)


def test_settings_error_belongs_to_the_exception_tree() -> None:
    assert issubclass(SettingsError, FulltextError)
    assert issubclass(SettingsError, ValueError)


def test_every_default_satisfies_its_own_constraint() -> None:
    for f in dataclasses.fields(Settings):
        assert Settings.load({}, **{f.name: f.default}) == Settings(), f.name


def test_every_numeric_setting_is_bounded_above() -> None:
    assert NUMERIC
    for f in NUMERIC:
        bound = f.metadata["check"]
        assert isinstance(bound, Bound), f"{f.name} has no Bound"
        assert math.isfinite(bound.high) and bound.high > bound.low, f.name
        assert bound.admits(getattr(Settings(), f.name)), f.name


@pytest.mark.parametrize("f", NUMERIC, ids=lambda f: f.name)
def test_upper_bound_is_accepted_and_just_above_refused(f: dataclasses.Field[Any]) -> None:
    bound: Bound = f.metadata["check"]
    top = int(bound.high) if f.type == "int" else bound.high
    above = top + 1 if f.type == "int" else math.nextafter(bound.high, math.inf)
    assert built(f.name, top) == top
    variable = f.metadata["env"][0]
    assert getattr(Settings.load({variable: str(top)}), f.name) == top
    with pytest.raises(SettingsError, match=rf"^{f.name}="):
        built(f.name, above)
    with pytest.raises(SettingsError, match=rf"^{variable}='{above!r}' is not valid"):
        Settings.load({variable: repr(above)})


@pytest.mark.parametrize("f", NUMERIC, ids=lambda f: f.name)
def test_lower_bound_is_enforced(f: dataclasses.Field[Any]) -> None:
    bound: Bound = f.metadata["check"]
    low = int(bound.low) if f.type == "int" else bound.low
    if bound.low_open:
        with pytest.raises(SettingsError, match=rf"^{f.name}="):
            built(f.name, low)
    else:
        assert built(f.name, low) == low
        with pytest.raises(SettingsError, match=rf"^{f.name}="):
            built(f.name, low - 1)


def test_construction_reads_no_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FULLTEXT_DEADLINE", "abc")  # would raise if read
    monkeypatch.setenv("FULLTEXT_CONCURRENCY", "3")  # would change a field if read
    assert Settings() == Settings.load({})
