"""Without a browser, `auto` behaves as `off` and says so once; the browser is found in the usual
places or named with FULLTEXT_BROWSER."""

from __future__ import annotations

import logging
from pathlib import Path

import anyio
import pytest

from gptr_fulltext import pipeline
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import Reason
from gptr_fulltext.render import api
from gptr_fulltext.settings import Settings
from tests.render.servers import BUILDS_TEXT, Site, app_shell, article_json


@pytest.fixture
def no_browser(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(api, "SYSTEM_BROWSERS", ())
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path))
    monkeypatch.setattr(api, "_said", set())


@pytest.mark.usefixtures("no_browser")
def test_auto_without_a_browser_is_off_and_says_so_once(caplog: pytest.LogCaptureFixture) -> None:
    settings = Settings.load({}, allow_private=True, search="unused")
    with Site() as site, caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
        site.add("/api/article", article_json("no-browser"))
        url = site.add("/app", app_shell("App", BUILDS_TEXT))
        for _ in range(2):
            report = anyio.run(lambda: pipeline.run("q", 1, settings=settings, urls=[url]))
            assert report.outcomes[0].reason is Reason.JS_SHELL
    said = [r.getMessage() for r in caplog.records if "not rendered" in r.getMessage()]
    assert len(said) == 1 and "no Chromium found" in said[0]
    assert site.hits == ["/app"]  # the cache answered the second call; no browser ever asked


@pytest.mark.usefixtures("no_browser")
def test_playwright_download_directory_is_searched(tmp_path: Path) -> None:
    shell = tmp_path / "chromium_headless_shell-1200" / "chrome-linux" / "headless_shell"
    shell.parent.mkdir(parents=True)
    shell.write_text("#!/bin/sh\n")
    shell.chmod(0o755)
    assert api.find_browser(Settings()) == str(shell)


def test_a_named_browser_that_is_not_executable_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(api, "_said", set())
    missing = tmp_path / "chrome"
    with caplog.at_level(logging.WARNING, logger="gptr_fulltext"):
        assert api.find_browser(Settings(browser=str(missing))) is None
    assert "FULLTEXT_BROWSER=" in caplog.text


@pytest.mark.parametrize(
    ("status", "headers", "body", "expected"),
    [
        (200, {"content-type": "text/html"}, b"<html>", True),
        (200, {}, b"<html>", True),
        (200, {}, b"%PDF-1.7 ...", False),
        (200, {"content-type": "application/pdf"}, b"%PDF-1.7", False),
        (404, {"content-type": "text/html"}, b"<html>", False),
    ],
)
def test_always_renders_html_answers_only(
    status: int, headers: dict[str, str], body: bytes, expected: bool
) -> None:
    fetched = Fetched(
        url="http://x.test/", final_url="http://x.test/", status=status, headers=headers, body=body
    )
    assert api.wants_render(None, fetched, Settings(render="always")) is expected
    assert api.wants_render(Reason.JS_SHELL, fetched, Settings(render="off")) is False
