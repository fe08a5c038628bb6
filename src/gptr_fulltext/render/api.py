"""Whether a page is rendered, with which browser, and the render itself (`render_page`).

Without Playwright or a Chromium, `auto` behaves as `off` and says so once in the log: rendering is
an optional extra (`gptr-fulltext[render]` and a system browser), never a reason for a search to fail.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from importlib.util import find_spec
from pathlib import Path

from gptr_fulltext.evidence import sniff
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import Reason
from gptr_fulltext.render.browser import browser_for
from gptr_fulltext.settings import Settings

log = logging.getLogger("gptr_fulltext")

# Where Debian, Ubuntu and Fedora put Chromium: the binaries before their /usr/bin wrapper scripts,
# and the headless shell (half the memory, twice the speed) before the full browser.
SYSTEM_BROWSERS = (
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/lib/chromium/headless_shell",
    "/usr/bin/chromium-headless-shell",
    "/usr/lib/chromium/chromium",
    "/usr/lib64/chromium-browser/chromium-browser",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
)
# Playwright's own downloads (`playwright install chromium-headless-shell` or `chromium`).
_DOWNLOADS = (
    "chromium_headless_shell-*/chrome-*/headless_shell",
    "chromium_headless_shell-*/chrome-*/chrome-headless-shell",
    "chromium-*/chrome-linux*/chrome",
)
_said: set[str] = set()


def wants_render(extraction_reason: Reason | None, fetched: Fetched, settings: Settings) -> bool:
    """`auto`: the judge found an app shell; `always`: any HTML answer (not PDFs, files or errors)."""
    if settings.render == "auto":
        return extraction_reason is Reason.JS_SHELL
    if settings.render == "always":
        return 200 <= fetched.status < 300 and _is_html(fetched)
    return False


async def render_page(fetched: Fetched, settings: Settings, deadline: float) -> Fetched | None:
    """The page rendered by the browser, or `None` when there is no browser to render with.

    Raises `PageError` when the page could not be rendered in time (see `Browser.render`).
    """
    executable = find_browser(settings)
    if executable is None:
        return None
    return await browser_for(executable, settings).render(fetched.final_url, settings, deadline)


def find_browser(settings: Settings, environ: Mapping[str, str] | None = None) -> str | None:
    """`FULLTEXT_BROWSER`, else the first Chromium found; `None` (said once in the log) without one
    or without Playwright."""
    if find_spec("playwright") is None:
        _say_once("Playwright is not installed (pip install 'gptr-fulltext[render]')")
        return None
    if settings.browser:
        if os.access(settings.browser, os.X_OK) and Path(settings.browser).is_file():
            return settings.browser
        _say_once(f"FULLTEXT_BROWSER={settings.browser!r} is not an executable file")
        return None
    env = os.environ if environ is None else environ
    for path in SYSTEM_BROWSERS:
        if os.access(path, os.X_OK) and Path(path).is_file():
            return path
    downloads = Path(env.get("PLAYWRIGHT_BROWSERS_PATH") or Path.home() / ".cache" / "ms-playwright")
    for pattern in _DOWNLOADS:
        for found in sorted(downloads.glob(pattern), reverse=True):  # the newest build first
            if os.access(found, os.X_OK):
                return str(found)
    _say_once("no Chromium found (apt-get install chromium-headless-shell, or set FULLTEXT_BROWSER)")
    return None


def _say_once(why: str) -> None:
    if why not in _said:
        _said.add(why)
        log.warning("fulltext: pages built by JavaScript are not rendered: %s", why)


def _is_html(fetched: Fetched) -> bool:
    """Served as HTML, or unlabelled and not a PDF by its signature (as extraction tells them apart)."""
    media = sniff.media_type(fetched.headers)
    if media == "":
        return not sniff.is_pdf(media, fetched.body[: sniff.HEAD_BYTES])
    return media in ("text/html", "application/xhtml+xml")
