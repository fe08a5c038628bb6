"""Pages built by JavaScript, rendered by a real headless Chromium: what comes back, what never
reaches the browser, and the bounds (budget, deadline, crash, process lifetime)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import anyio
import pytest

from gptr_fulltext import pipeline, runtime
from gptr_fulltext.reasons import Reason
from gptr_fulltext.render.browser import Browser, browser_for
from gptr_fulltext.settings import Settings
from tests.render.servers import BUILDS_TEXT, Site, app_shell, article_json, static_article

pytestmark = pytest.mark.usefixtures("browser")


def run(urls: list[str], **overrides: Any) -> pipeline.Report:
    settings = Settings.load({}, allow_private=True, search="unused", **overrides)
    return anyio.run(lambda: pipeline.run("render test", len(urls), settings=settings, urls=urls))


def script_built(site: Site, name: str, topic: int = 0) -> str:
    site.add("/api/article", article_json(name, topic))
    return site.add(f"/{name}", app_shell(name, BUILDS_TEXT))


def test_a_script_built_page_comes_back_full_with_its_text() -> None:
    with Site() as site:
        url = script_built(site, "harbour-app")
        report = run([url], result_metadata=True)
    (outcome,) = report.outcomes
    assert outcome.kept, outcome.detail
    assert outcome.extraction is not None and outcome.extraction.rendered
    assert "harbour-app 5." in outcome.extraction.text
    assert report.results[0]["rendered"] is True
    assert site.hits.count("/harbour-app") == 2  # the fetch, then the browser
    assert "/api/article" in site.hits


def test_static_pages_never_reach_the_browser_in_a_mixed_search() -> None:
    with Site() as site, Site("127.0.0.3") as other:
        statics = [
            site.add("/static-a", static_article("Ferry timetables", 2)),
            other.add("/static-b", static_article("Orchard grafting", 1)),
        ]
        apps = [script_built(site, "app-one", 3), script_built(other, "app-two", 4)]
        report = run([statics[0], apps[0], statics[1], apps[1]], result_metadata=True)
    kept = {o.candidate.url: o for o in report.outcomes if o.kept}
    assert set(kept) == set(statics + apps)
    for url in statics:
        assert not kept[url].extraction.rendered  # type: ignore[union-attr]
    for url in apps:
        assert kept[url].extraction.rendered  # type: ignore[union-attr]
    assert site.hits.count("/static-a") == 1 and other.hits.count("/static-b") == 1
    assert "rendered" not in report.results[0] and report.results[1]["rendered"] is True


def test_off_leaves_the_shell_unrendered() -> None:
    with Site() as site:
        url = script_built(site, "quiet-app")
        report = run([url], render="off")
    (outcome,) = report.outcomes
    assert outcome.reason is Reason.JS_SHELL
    assert site.hits == ["/quiet-app"]


def test_always_renders_static_pages_too() -> None:
    with Site() as site:
        url = site.add("/plain", static_article("Lighthouse keepers"))
        report = run([url], render="always")
    assert report.outcomes[0].kept and report.outcomes[0].extraction.rendered  # type: ignore[union-attr]
    assert site.hits == ["/plain", "/plain"]


def test_a_shell_that_stays_empty_stays_js_shell() -> None:
    with Site() as site:
        url = site.add("/empty", app_shell("Empty", "/* the bundle failed to load */"))
        report = run([url])
    (outcome,) = report.outcomes
    assert outcome.reason is Reason.JS_SHELL and not outcome.kept


def test_a_script_that_never_ends_is_cut_and_the_browser_goes_on() -> None:
    with Site() as site:
        endless = site.add("/endless", app_shell("Endless", "while (true) {}"))
        report = run([endless], render_seconds=2)
        (outcome,) = report.outcomes
        assert outcome.reason is Reason.JS_SHELL
        assert "rendering failed" in outcome.detail and "FULLTEXT_RENDER_SECONDS=2" in outcome.detail
        after = run([script_built(site, "after-endless")], render_seconds=2)
    assert after.outcomes[0].kept and after.outcomes[0].extraction.rendered  # type: ignore[union-attr]


def test_a_page_in_the_browser_is_loading_again_for_the_grace_window() -> None:
    """A better-ranked shell sent to the browser is not "only being extracted": once enough full
    pages are in hand the window is as long as fetching took, not FULLTEXT_GRACE, so a render that
    would run its 20 s budget does not hold the call."""
    with Site() as site:
        endless = site.add("/endless-ranked", app_shell("Endless", "while (true) {}"))
        statics = [site.add(f"/static-{n}", static_article(f"Harbour report {n}", n)) for n in range(2)]
        urls = [endless, *statics]
        settings = Settings.load({}, allow_private=True, search="u", render_seconds=20, grace=30, deadline=60)
        report = anyio.run(lambda: pipeline.run("render test", 2, settings=settings, urls=urls))
    assert [o.reason for o in report.outcomes] == [Reason.OUTPACED, None, None]
    assert report.seconds < 15


def test_a_failed_render_is_remembered_as_briefly_as_other_failures() -> None:
    """A render cut by its budget (or a crash) may pass next time: like a timeout it is kept for
    FULLTEXT_FAILURE_TTL only, never as a verdict for FULLTEXT_CACHE_TTL. A shell that rendered
    fine and stayed empty is a verdict, remembered as such."""
    with Site() as site:
        endless = site.add("/endless-once", app_shell("Endless", "while (true) {}"))
        empty = site.add("/empty-once", app_shell("Empty", "/* the bundle failed to load */"))
        for _ in range(2):  # without a failure cache, the failed render is tried again
            (outcome,) = run([endless], render_seconds=1, failure_ttl=0).outcomes
            assert outcome.reason is Reason.JS_SHELL and "rendering failed" in outcome.detail
            assert not outcome.cached
        for expect_cached in (False, True):  # with one, it is remembered with its reason
            (outcome,) = run([endless], render_seconds=1).outcomes
            assert outcome.cached is expect_cached and "rendering failed" in outcome.detail
        for expect_cached in (False, True):
            (outcome,) = run([empty], failure_ttl=0).outcomes
            assert outcome.reason is Reason.JS_SHELL and "rendering failed" not in outcome.detail
            assert outcome.cached is expect_cached
    assert site.hits.count("/empty-once") == 2  # fetched and rendered once


def test_a_script_that_allocates_without_end_crashes_only_its_page() -> None:
    bomb = "const kept = []; while (true) { kept.push(new Array(1e6).fill(Math.random())); }"
    with Site() as site:
        url = site.add("/bomb", app_shell("Bomb", bomb))
        report = run([url], render_seconds=20, deadline=30)
        (outcome,) = report.outcomes
        assert outcome.reason is Reason.JS_SHELL and "rendering failed" in outcome.detail
        assert "FULLTEXT_RENDER_SECONDS" not in outcome.detail  # it crashed on the heap cap, not the clock
        after = run([script_built(site, "after-bomb")])
    assert after.outcomes[0].kept and after.outcomes[0].extraction.rendered  # type: ignore[union-attr]


def test_the_deadline_bounds_a_render() -> None:
    with Site() as site:
        endless = site.add("/endless-deadline", app_shell("Endless", "while (true) {}"))
        report = run([endless], deadline=3, render_seconds=600)
    (outcome,) = report.outcomes
    assert not outcome.kept and outcome.reason in (Reason.JS_SHELL, Reason.DEADLINE)


def _browser(executable: str, **overrides: Any) -> Browser:
    settings = Settings.load({}, allow_private=True, **overrides)

    async def get() -> Browser:
        return browser_for(executable, settings)

    return runtime.call(get)


def _descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def test_a_crashed_browser_is_started_again(browser: str) -> None:
    with Site() as site:
        url = script_built(site, "before-crash")
        assert run([url], idle_timeout=4).outcomes[0].kept
        ours = _browser(browser, idle_timeout=4)
        launches = ours.launches
        mains = [
            pid
            for pid in _descendants(os.getpid())
            if "--remote-debugging-pipe" in _cmdline(pid) and "--type=" not in _cmdline(pid)
        ]
        assert mains
        for pid in mains:
            os.kill(pid, signal.SIGKILL)
        site.routes.pop("/before-crash")
        again = run([script_built(site, "after-crash")], idle_timeout=4)
    assert again.outcomes[0].kept and again.outcomes[0].extraction.rendered  # type: ignore[union-attr]
    assert ours.launches == launches + 1


def test_no_browser_process_outlives_the_command() -> None:
    marker = uuid.uuid4().hex
    with Site() as site:
        url = script_built(site, "cli-app")
        done = subprocess.run(
            [str(Path(sys.executable).with_name("gptr-fulltext")), "fetch", "--json", url],
            env=os.environ | {"FULLTEXT_ALLOW_PRIVATE_URLS": "true", "RENDER_TEST_MARKER": marker},
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 0, done.stderr
    assert '"rendered": true' in done.stdout
    left = []
    for environ in Path("/proc").glob("[0-9]*/environ"):
        try:
            if f"RENDER_TEST_MARKER={marker}".encode() in environ.read_bytes():
                left.append(_cmdline(int(environ.parent.name)))
        except OSError:
            continue
    assert not left
