"""The `gptr-fulltext` command line: output for people and scripts, exit codes, user mistakes."""

from __future__ import annotations

import io
import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from fixtures.site import FixtureSite
from gptr_fulltext.apps.cli import EXIT_EMPTY, EXIT_OK, EXIT_USAGE, main
from tests.pages import THIN_PAGES, article, serve_articles, serve_thin_pages

EXECUTABLE = str(Path(sys.executable).with_name("gptr-fulltext"))
TOPICS = ["offshore wind", "peatland rewetting", "e-bike commuting", "school meal programmes"]


@pytest.fixture
def web(fulltext_env: FixtureSite, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Articles and thin pages on the fixture web; 'mixed' interleaves them, 'walls' has only thin pages."""
    monkeypatch.setenv("COLUMNS", "200")  # rich wraps tables to the terminal width
    articles = serve_articles(fulltext_env, TOPICS)
    thin = serve_thin_pages(fulltext_env)
    urls = list(articles)
    fulltext_env.serps["mixed"] = [thin["consent"], urls[0], thin["not-found"], *urls[1:]]
    fulltext_env.serps["walls"] = list(thin.values())
    return {"articles": articles, "thin": thin, "urls": urls, "site": fulltext_env}


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_search_shows_every_candidate_with_its_verdict(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_cli(capsys, "search", "mixed", "-n", "2")
    assert code == EXIT_OK
    assert len(re.findall(r"│ kept +│", out)) == 2  # the verdict column
    assert "consent_wall" in out and "http_status: HTTP 404" in out
    assert web["urls"][0] in out and web["urls"][1] in out
    assert "raw_content of #1" in out
    assert err == ""


def test_search_json_is_the_result_list_gpt_researcher_receives(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run_cli(capsys, "search", "mixed", "--max-results", "3", "--json")
    results = json.loads(out)
    assert code == EXIT_OK
    assert [r["url"] for r in results] == web["urls"][:3]
    assert {"url", "href", "title", "body", "raw_content", "words"} <= set(results[0])
    last_paragraph = web["articles"][results[0]["url"]].paragraphs[-1]
    assert last_paragraph[-80:] in results[0]["raw_content"]


def test_search_jsonl_prints_one_result_per_line(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run_cli(capsys, "search", "mixed", "-n", "2", "--jsonl")
    lines = out.splitlines()
    assert code == EXIT_OK
    assert [json.loads(line)["url"] for line in lines] == web["urls"][:2]


def test_words_of_a_query_are_joined(web: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    web["site"].serps["two words"] = web["urls"][:1]
    code, out, _ = run_cli(capsys, "search", "two", "words", "--json")
    assert code == EXIT_OK
    assert [r["url"] for r in json.loads(out)] == web["urls"][:1]


def test_verbose_logs_the_per_call_summary_on_stderr(web: dict[str, Any]) -> None:
    quiet, verbose = (
        subprocess.run(
            [EXECUTABLE, *flag, "search", "mixed", "-n", "1", "--json"], capture_output=True, text=True
        )
        for flag in ([], ["-v"])
    )
    # 2 candidates and 1 in reserve (started or not, as the consent wall's drop and the article race)
    summary = "fulltext query='mixed' candidates=3 kept=1 dropped="
    assert quiet.returncode == verbose.returncode == EXIT_OK
    timeless = [[{**r, "seconds": 0} for r in json.loads(run.stdout)] for run in (quiet, verbose)]
    assert timeless[0] == timeless[1]
    assert summary not in quiet.stderr
    assert summary in verbose.stderr


def test_nothing_full_exits_1(web: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "search", "walls", "--json")
    assert code == EXIT_EMPTY
    assert json.loads(out) == []


def test_invalid_configuration_exits_2_naming_the_variable(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FULLTEXT_DEADLINE", "soon")
    code, out, err = run_cli(capsys, "search", "mixed")
    assert code == EXIT_USAGE
    assert out == ""
    assert err.startswith("gptr-fulltext: FULLTEXT_DEADLINE='soon' is not valid")


def test_progress_is_shown_on_a_terminal(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TTY_COMPATIBLE", "1")  # rich: treat the captured stderr as a terminal
    code, out, err = run_cli(capsys, "search", "mixed", "-n", "2", "--json")
    assert code == EXIT_OK
    assert json.loads(out)  # stdout stays clean JSON
    assert "searching 'mixed'" in err


def test_progress_stays_off_when_stderr_is_not_a_terminal(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TTY_COMPATIBLE", "0")
    run_cli(capsys, "search", "mixed", "-n", "1", "--json")
    assert capsys.readouterr().err == ""


def test_fetch_judges_each_url(web: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    urls = [web["urls"][0], web["thin"]["consent"], web["thin"]["app-shell"]]
    code, out, _ = run_cli(capsys, "fetch", *urls, "--json")
    verdicts = json.loads(out)
    assert code == EXIT_EMPTY  # not every page is full
    assert [(v["url"], v["full"], v["reason"]) for v in verdicts] == [
        (urls[0], True, None),
        (urls[1], False, "consent_wall"),
        (urls[2], False, "js_shell"),
    ]
    assert web["articles"][urls[0]].paragraphs[-1][-80:] in verdicts[0]["raw_content"]
    assert verdicts[1]["raw_content"] is None and verdicts[1]["detail"]
    assert not any(path.startswith("/search") for _, path in web["site"].requests)  # no search asked


def test_the_extraction_workers_end_with_the_command_quietly(web: dict[str, Any]) -> None:
    """One page for two workers: the idle one's "ready" is never read, and the command's exit resets
    its socket. It ends without a word (stderr closes only once every worker is gone)."""
    done = subprocess.run(
        [EXECUTABLE, "fetch", web["urls"][0], "--json"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == EXIT_OK
    assert "Traceback" not in done.stderr, done.stderr


def test_fetch_table_and_all_full_exits_0(web: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "fetch", *web["urls"][:2])
    assert code == EXIT_OK
    assert out.count("kept") == 2


def test_fetch_refuses_what_is_not_a_url(web: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(capsys, "fetch", web["urls"][0], "example.com/page")
    assert code == EXIT_USAGE
    assert "'example.com/page' is not an http(s) URL" in err


def test_extract_a_saved_page_offline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = article("offshore wind")
    saved = tmp_path / "page.html"
    saved.write_bytes(page.html())
    code, out, _ = run_cli(capsys, "extract", str(saved), "--json")
    record = json.loads(out)
    assert code == EXIT_OK
    assert record["full"] is True and record["title"] == page.title
    assert page.paragraphs[-1] in record["raw_content"]


def test_extract_reads_stdin_and_exits_1_for_a_thin_page(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(THIN_PAGES["consent"].body)))
    code, out, _ = run_cli(capsys, "extract", "-")
    assert code == EXIT_EMPTY
    assert "verdict: thin: consent_wall" in out


def test_extract_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(capsys, "extract", str(tmp_path / "missing.html"))
    assert code == EXIT_USAGE
    assert "cannot read" in err and "No such file" in err


def test_serve_on_a_busy_port_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code, _, err = run_cli(capsys, "serve", "--port", str(port))
    assert code == EXIT_USAGE
    assert f"cannot listen on 127.0.0.1:{port}" in err


@pytest.mark.parametrize("command", ["search", "fetch", "extract", "serve"])
def test_every_command_has_complete_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    out = capsys.readouterr().out
    assert exited.value.code == 0
    assert "exit codes:" in out and "130  interrupted" in out
    assert f"gptr-fulltext {command}" in out


def test_usage_mistakes_exit_2_without_a_traceback() -> None:
    for argv, needle in (
        (["search", "x", "-n", "0"], "expected a whole number of 1 or more"),
        (["search", "x", "--json", "--jsonl"], "not allowed with argument"),
        (["serve", "--port", "99999"], "expected a port number"),
        ([], "the following arguments are required: COMMAND"),
    ):
        done = subprocess.run([EXECUTABLE, *argv], capture_output=True, text=True, timeout=60)
        assert done.returncode == EXIT_USAGE, argv
        assert needle in done.stderr
        assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("argv", "env", "needle"),
    [
        (["fetch", "http://[::1"], {}, "'http://[::1' is not a valid URL"),
        (["fetch", "http://h:99999/"], {}, "'http://h:99999/' is not a valid URL: Port out of range"),
        (["fetch", "http://xn--zz.com/"], {}, "is not a valid URL: Invalid A-label"),
        (
            ["fetch", "http://h/"],
            {"FULLTEXT_USER_AGENT": "Bot é"},
            "FULLTEXT_USER_AGENT='Bot é' is not valid",
        ),
        (["search", "x"], {"USER_AGENT": "Bot\x01"}, "setting FULLTEXT_USER_AGENT overrides it"),
    ],
)
def test_bad_urls_and_user_agents_are_one_line_errors(
    argv: list[str], env: dict[str, str], needle: str
) -> None:
    done = subprocess.run(
        [EXECUTABLE, *argv], capture_output=True, text=True, timeout=60, env={**os.environ, **env}
    )
    assert done.returncode == EXIT_USAGE
    assert done.stderr.startswith("gptr-fulltext: ") and len(done.stderr.splitlines()) == 1, done.stderr
    assert needle in done.stderr
