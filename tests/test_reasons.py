"""One vocabulary of outcomes: every reason has a meaning and a stage, and the README shows them all."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import gptr_fulltext
from gptr_fulltext import FulltextError, Reason, SearchError, Settings, SettingsError
from gptr_fulltext.reasons import BlockedURL, DecodingError, FetchError, PageError

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_a_stage_and_a_one_line_meaning(reason: Reason) -> None:
    assert reason.stage in ("fetch", "extract", "judge", "call")
    assert reason.meaning and "\n" not in reason.meaning
    assert reason == str(reason) == reason.value  # JSON, logs and tables show the bare word
    assert json.dumps({"reason": reason}) == f'{{"reason": "{reason.value}"}}'


def test_the_readme_table_is_the_vocabulary() -> None:
    row = r"^\s*\| `([a-z_0-9]+)` \| (?:fetch|extract|judge|call) \| (.+?) \|$"
    rows = dict(re.findall(row, README, re.M))
    assert rows == {str(reason): reason.meaning for reason in Reason}


def test_only_not_needed_is_not_a_drop() -> None:
    assert [reason for reason in Reason if not reason.is_drop] == [Reason.NOT_NEEDED]


def test_the_exception_tree_has_one_exported_base() -> None:
    assert gptr_fulltext.FulltextError is FulltextError
    for error in (SettingsError, SearchError, PageError, FetchError, BlockedURL, DecodingError):
        assert issubclass(error, FulltextError)
    assert issubclass(SettingsError, ValueError)  # callers catching ValueError keep working
    blocked = BlockedURL("scheme 'ftp' is not http or https")
    assert (blocked.reason, blocked.detail, str(blocked)) == (
        Reason.BLOCKED_URL,
        "scheme 'ftp' is not http or https",
        "scheme 'ftp' is not http or https",
    )


def test_a_settings_error_built_by_hand_is_a_fulltext_error() -> None:
    with pytest.raises(FulltextError, match="min_words"):
        Settings(min_words=-5)


def test_cli_lists_the_vocabulary() -> None:
    listed = subprocess.run(
        [sys.executable, "-m", "gptr_fulltext.apps.cli", "reasons", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert [row["reason"] for row in json.loads(listed.stdout)] == [str(reason) for reason in Reason]
