"""The CLI's conventions: every exit code of the README's table, stderr for warnings and errors,
--set, URLs from a file or stdin, serve-only settings, 80 columns, and the one JSON record shape
(checked against the JSON Schema shipped in the package)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import threading
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest

from fixtures.site import FixtureSite
from gptr_fulltext.apps import records
from gptr_fulltext.apps.cli import (
    EPILOG,
    EXIT_BACKEND,
    EXIT_EMPTY,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
)
from tests.apps.test_cli import EXECUTABLE, TOPICS, run_cli
from tests.apps.test_server import serve_command
from tests.loopback import Answer, Request, ScriptedServer
from tests.pages import THIN_PAGES, article, serve_articles, serve_thin_pages
from tests.proxies import proxy

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
VALIDATOR = jsonschema.Draft202012Validator(records.schema())


@pytest.fixture
def web(fulltext_env: FixtureSite, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    monkeypatch.setenv("COLUMNS", "80")
    articles = serve_articles(fulltext_env, TOPICS)
    thin = serve_thin_pages(fulltext_env)
    fulltext_env.serps["mixed"] = [thin["consent"], *list(articles)]
    return {"urls": list(articles), "thin": thin, "site": fulltext_env}


def cli(*argv: str, env: dict[str, str] | None = None, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [EXECUTABLE, *argv],
        capture_output=True,
        text=True,
        timeout=90,
        input=stdin,
        env={**os.environ, "COLUMNS": "80", **(env or {})},
    )


class HeldEndpoint:
    """A search endpoint that answers nothing until released: for 'nothing in time' and Ctrl-C."""

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.release = threading.Event()

    def __call__(self, request: Request, _: int) -> Answer:
        self.asked.set()
        self.release.wait(30)
        return Answer(200, {"content-type": "application/json"}, b"[]")


@pytest.fixture
def held() -> Iterator[tuple[HeldEndpoint, ScriptedServer]]:
    endpoint = HeldEndpoint()
    with ScriptedServer(endpoint) as server:
        try:
            yield endpoint, server
        finally:
            endpoint.release.set()


# -- exit codes -------------------------------------------------------------------------------------


def test_the_readme_and_help_list_the_same_exit_codes() -> None:
    table = README[README.index("| exit code | meaning |") :].split("\n\n")[0]
    readme_codes = re.findall(r"^\| (\d+) \|", table, re.M)
    help_codes = re.findall(r"^  (\d+) ", EPILOG, re.M)
    assert readme_codes == help_codes == ["0", "1", "2", "3", "130"]
    assert [EXIT_OK, EXIT_EMPTY, EXIT_USAGE, EXIT_BACKEND, EXIT_INTERRUPTED] == [0, 1, 2, 3, 130]


@pytest.mark.parametrize("output", [[], ["--json"]])
def test_an_unknown_backend_is_a_configuration_error_said_once_on_stderr(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], output: list[str]
) -> None:
    code, out, err = run_cli(capsys, "search", "mixed", "--search", "no-such-backend", *output)
    assert code == EXIT_USAGE
    assert out == ""  # no table, no "returned no candidates", no []
    assert err.count("FULLTEXT_SEARCH='no-such-backend' is not a GPT Researcher retriever") == 1
    assert len(err.splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("output", [[], ["--json"]])
def test_a_failing_backend_exits_3_saying_why_once_on_stderr(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], output: list[str]
) -> None:
    with ScriptedServer(lambda request, _: Answer(500, body=b"down")) as endpoint:
        code, out, err = run_cli(capsys, "search", "x", "--search", endpoint.url("/search"), *output)
    assert code == EXIT_BACKEND
    assert "no candidates" not in out and "HTTP 500" not in out
    assert out.strip() in ("", "[]")
    assert err.count("FULLTEXT_SEARCH=") == 1 and "500" in err


def test_a_backend_that_gives_nothing_in_time_exits_3(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], held: tuple[HeldEndpoint, ScriptedServer]
) -> None:
    _, server = held
    code, _, err = run_cli(
        capsys, "search", "x", "--search", server.url("/search"), "--set", "FULLTEXT_DEADLINE=0.5"
    )
    assert code == EXIT_BACKEND
    assert "gave nothing within FULLTEXT_DEADLINE=0.5 s" in err


def test_ctrl_c_exits_130_without_a_traceback(
    web: dict[str, Any], held: tuple[HeldEndpoint, ScriptedServer]
) -> None:
    endpoint, server = held
    with subprocess.Popen(
        [EXECUTABLE, "search", "x", "--search", server.url("/search")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as running:
        assert endpoint.asked.wait(60)
        running.send_signal(signal.SIGINT)
        _out, err = running.communicate(timeout=60)
    assert running.returncode == EXIT_INTERRUPTED, err
    assert err.strip() == "gptr-fulltext: interrupted", err


def test_serve_stops_cleanly_with_0_on_ctrl_c() -> None:
    with serve_command({}) as (base, _):  # sends Ctrl-C at the end and checks the exit code is 0
        assert httpx.get(f"{base}/healthz", timeout=15).status_code == 200


# -- stderr, --set, serve-only settings ------------------------------------------------------------


def test_an_unusable_cache_directory_is_said_on_stderr_without_v(web: dict[str, Any], tmp_path: Path) -> None:
    not_a_directory = tmp_path / "file"
    not_a_directory.write_text("x")
    done = cli("fetch", web["urls"][0], "--json", env={"FULLTEXT_CACHE_DIR": str(not_a_directory)})
    assert done.returncode == EXIT_OK  # the page is still fetched, without the cache
    assert done.stderr.count(f"FULLTEXT_CACHE_DIR={not_a_directory} is unusable, caching is off") == 1
    assert "fulltext query=" not in done.stderr  # the per-call account stays for -v


def test_set_overrides_any_setting_by_variable_or_name(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    for assignment in ("FULLTEXT_MIN_WORDS=100000", "min_words=100000"):
        code, out, _ = run_cli(capsys, "fetch", web["urls"][0], "--json", "--set", assignment)
        assert code == EXIT_EMPTY
        assert json.loads(out)[0]["reason"] == "too_short"


@pytest.mark.parametrize(
    ("assignment", "needle"),
    [
        ("FULLTEXT_DEADLINE=1e99", "FULLTEXT_DEADLINE='1e99' is not valid: expected a number from 0"),
        ("FULLTEXT_NOPE=1", "'FULLTEXT_NOPE' is not a setting"),
        ("deadline", "expected NAME=VALUE"),
        ("FULLTEXT_SERVE_TOKEN=x", "FULLTEXT_SERVE_TOKEN: only 'gptr-fulltext serve' reads it"),
    ],
)
def test_a_bad_set_is_a_usage_error(assignment: str, needle: str) -> None:
    done = cli("fetch", "http://127.0.0.1:9/", "--set", assignment)
    assert done.returncode == EXIT_USAGE
    assert needle in done.stderr and "Traceback" not in done.stderr


def test_serve_only_settings_are_checked_by_serve_alone(web: dict[str, Any]) -> None:
    bad = {"FULLTEXT_SERVE_MAX_RESULTS": "lots", "FULLTEXT_SERVE_MAX_CONCURRENT": "0"}
    assert cli("fetch", web["urls"][0], env=bad).returncode == EXIT_OK
    page = article("offshore wind").html().decode()
    assert cli("extract", "-", env=bad, stdin=page).returncode == EXIT_OK
    served = cli("serve", "--port", "0", env=bad)
    assert served.returncode == EXIT_USAGE
    assert "FULLTEXT_SERVE_MAX_CONCURRENT='0' is not valid" in served.stderr


# -- URLs from a file or stdin ---------------------------------------------------------------------


def test_urls_come_from_a_file_and_from_stdin(web: dict[str, Any], tmp_path: Path) -> None:
    listing = tmp_path / "urls.txt"
    listing.write_text(f"# reading list\n{web['urls'][0]}\n\n{web['thin']['consent']}\n")
    from_file = cli("fetch", "-i", str(listing), "--jsonl")
    from_stdin = cli("fetch", "-", web["urls"][1], "--jsonl", stdin=listing.read_text())
    assert [json.loads(line)["requested_url"] for line in from_file.stdout.splitlines()] == [
        web["urls"][0],
        web["thin"]["consent"],
    ]
    assert [json.loads(line)["requested_url"] for line in from_stdin.stdout.splitlines()] == [
        web["urls"][1],
        web["urls"][0],
        web["thin"]["consent"],
    ]
    assert from_file.returncode == from_stdin.returncode == EXIT_EMPTY


def test_no_urls_at_all_or_an_unreadable_list_is_a_usage_error(tmp_path: Path) -> None:
    assert "no URLs given" in cli("fetch", "-", stdin="# nothing\n").stderr
    missing = cli("fetch", "-i", str(tmp_path / "missing.txt"))
    assert missing.returncode == EXIT_USAGE and "cannot read URLs from" in missing.stderr


# -- 80 columns ---------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [[], ["search"], ["fetch"], ["extract"], ["serve"], ["reasons"]])
def test_help_fits_80_columns(command: list[str]) -> None:
    done = cli(*command, "--help")
    assert done.returncode == 0
    too_wide = [line for line in done.stdout.splitlines() if len(line) > 80]
    assert not too_wide, too_wide


def test_tables_fit_80_columns_and_keep_urls_whole(web: dict[str, Any]) -> None:
    for argv in (
        ["search", "mixed", "-n", "2"],
        ["fetch", web["thin"]["consent"], web["urls"][0]],
        ["reasons"],
    ):
        done = cli(*argv)
        lines = done.stdout.splitlines()
        assert lines and all(len(line) <= 80 for line in lines), argv
        assert "…" not in "\n".join(lines[:12]) or argv[0] == "search"  # the excerpt may end in …
    folded = "".join(
        re.sub(r"[│┃|\s]", "", line) for line in cli("fetch", web["urls"][0]).stdout.splitlines()
    )
    assert web["urls"][0].replace(" ", "") in folded.replace("━", "").replace("─", "")


def test_extract_text_has_no_none_title(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    untitled = tmp_path / "untitled.html"
    untitled.write_bytes(b"<html><body><p>" + b"Words without a title here. " * 40 + b"</p></body></html>")
    _code, out, _ = run_cli(capsys, "extract", str(untitled))
    assert "None" not in out and "verdict:" in out


# -- one JSON shape, with its schema -------------------------------------------------------------


def test_schema_is_package_data_and_printed_by_the_schema_command(capsys: pytest.CaptureFixture[str]) -> None:
    shipped = files("gptr_fulltext.apps").joinpath(records.SCHEMA_FILE)
    assert json.loads(shipped.read_text("utf-8")) == records.schema()
    code, out, _ = run_cli(capsys, "schema")
    assert code == EXIT_OK and json.loads(out) == records.schema()
    jsonschema.Draft202012Validator.check_schema(records.schema())


def test_every_command_prints_records_the_schema_accepts(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    found: list[dict[str, Any]] = []
    _, out, _ = run_cli(capsys, "search", "mixed", "-n", "2", "--json")
    found += json.loads(out)
    _, out, _ = run_cli(capsys, "fetch", web["urls"][0], web["thin"]["consent"], "--jsonl")
    found += [json.loads(line) for line in out.splitlines()]
    saved = tmp_path / "page.html"
    for body, url in (
        (article("offshore wind").html(), ["--url", "https://example.org/a"]),
        (THIN_PAGES["consent"].body, []),
    ):
        saved.write_bytes(body)
        _, out, _ = run_cli(capsys, "extract", str(saved), "--json", *url)
        found.append(json.loads(out))
    for record in found:
        VALIDATOR.validate(record)
    keys = {tuple(record) for record in found}
    assert len(keys) == 1  # the same keys, in the same order, from every command
    full = [r for r in found if r["full"]]
    thin = [r for r in found if not r["full"]]
    assert len(full) == 4 and len(thin) == 2
    assert all(r["raw_content"] and r["reason"] is None for r in full)
    assert all(r["raw_content"] is None and r["reason"] == "consent_wall" for r in thin)
    assert found[-2]["url"] == "https://example.org/a" and found[-2]["raw_content"].startswith("# ")


def test_search_records_carry_what_gpt_researcher_receives(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    import anyio

    from gptr_fulltext import retrieve

    _, out, _ = run_cli(capsys, "search", "mixed", "-n", "2", "--json")
    received = anyio.run(retrieve, "mixed", 2)
    shown = json.loads(out)
    for record, result in zip(shown, received, strict=True):
        assert result.keys() == {"url", "title", "body", "raw_content"}
        for key in result:
            assert record[key] == result[key], key


def test_the_readme_documents_every_record_key() -> None:
    section = README[README.index("### JSON output") :]
    for key in records.schema()["properties"]:
        assert f"`{key}`" in section, key


# -- request controls through the command ----------------------------------------------------------


@pytest.mark.parametrize("kind", ["http", "socks5"])
def test_fetch_goes_through_the_proxy_and_the_address_policy_still_holds(
    web: dict[str, Any], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    url = web["urls"][0]
    with proxy(kind) as (proxy_url, running):
        code, out, _ = run_cli(capsys, "fetch", url, "--json", "--set", f"FULLTEXT_PROXY={proxy_url}")
        host_port = url.split("/")[2]
        assert code == EXIT_OK and json.loads(out)[0]["full"] is True
        assert running.targets == [host_port]  # private addresses allowed here: through the proxy
        monkeypatch.setenv("ALLOW_PRIVATE_URLS", "false")
        code, out, _ = run_cli(capsys, "fetch", url, "--json", "--set", f"FULLTEXT_PROXY={proxy_url}")
    assert code == EXIT_EMPTY and json.loads(out)[0]["reason"] == "blocked_url"
    assert running.targets == [host_port]  # the loopback target was refused before the proxy was asked
