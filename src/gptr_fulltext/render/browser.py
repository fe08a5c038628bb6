"""One headless Chromium per policy, shared by every call on the fetch loop: started lazily, a bounded
number of pages at once, each in its own throwaway context, restarted when it crashes.

Playwright drives the browser (a system Chromium through `executable_path`; nothing is downloaded).
Its connections all go through `proxy.PolicyProxy`; the flags below leave it no other way out and no
traffic of its own. A render has a hard budget (`FULLTEXT_RENDER_SECONDS`, within the call's
deadline): a script that never stops is cut with its context, and a browser that cannot close a
context in time is killed and started again on the next page. The browser never outlives the
process: Playwright's driver ends it when our end of its pipe closes, whatever way we exit.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import logging
import time
from collections.abc import Awaitable, Callable
from contextlib import suppress
from functools import cache
from typing import TYPE_CHECKING, Any

import anyio

from gptr_fulltext import runtime
from gptr_fulltext.fetch.safety import DenyList
from gptr_fulltext.fetch.transport import PinnedBackend
from gptr_fulltext.models import Fetched
from gptr_fulltext.reasons import PageError, Reason
from gptr_fulltext.render.proxy import PolicyProxy
from gptr_fulltext.settings import Settings

if TYPE_CHECKING:
    from playwright.async_api import Browser as PlaywrightBrowser
    from playwright.async_api import BrowserContext, Page, Playwright

log = logging.getLogger("gptr_fulltext")

_HEAP_MB = 256  # V8 heap per renderer: far above what a page of text needs
# No connection or name lookup of the browser's own: every name maps to nothing (the proxy, an IP
# literal, is reached directly), loopback goes through the proxy too (Chromium bypasses it for
# loopback by default), no background, update, safe-browsing, prefetch or secure-DNS traffic, and no
# WebRTC UDP that could go around a proxy. Images are not loaded: they carry no text. A page's script
# heap is capped (a page that allocates without end crashes its own renderer, not the machine).
FLAGS = (
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    "--proxy-bypass-list=<-loopback>",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-sync",
    "--disable-breakpad",
    "--no-pings",
    "--no-first-run",
    "--disable-quic",
    "--dns-prefetch-disable",
    "--disable-features=DnsOverHttps,NetworkPrediction,AsyncDns,MediaRouter,OptimizationHints",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--blink-settings=imagesEnabled=false",
    f"--js-flags=--max-old-space-size={_HEAP_MB}",
)
_LAUNCH_SECONDS = 30.0  # a cold start on a loaded machine
_CLOSE_SECONDS = 2.0  # a context slower to close has a stuck renderer: the browser is restarted
_SETTLE_MS = 1000.0  # at most this long, once text is there, for the rest of it
_STABLE_MS = 300  # text unchanged this long: the scripts are done writing
# True once the text's length has not changed for `ms` (state kept on the page between polls).
_TEXT_STABLE = (
    "(ms) => { const n = document.body ? document.body.innerText.length : 0;"
    " const s = window.__fulltextSettle || (window.__fulltextSettle = {n: -1, t: 0});"
    " if (n !== s.n) { s.n = n; s.t = performance.now(); return false; }"
    " return performance.now() - s.t >= ms; }"
)
# True once the page shows this many words: its scripts have built the text.
_HAS_TEXT = "(n) => !!document.body && document.body.innerText.split(/\\s+/).length >= n"


class Browser:
    """A lazily started Chromium behind its own policy proxy; `render` is safe to call concurrently."""

    def __init__(self, executable: str, settings: Settings) -> None:
        self.executable = executable
        backend = PinnedBackend(allow_private=settings.allow_private, deny=DenyList(settings.deny_hosts))
        self.proxy = PolicyProxy(backend, settings.idle_timeout)
        self.launches = 0  # how many times a browser was started (tests: reuse and restart)
        self._slots = anyio.CapacityLimiter(settings.render_concurrency)
        self._lock = anyio.Lock()
        self._playwright: Playwright | None = None
        self._browser: PlaywrightBrowser | None = None
        self.loop: asyncio.AbstractEventLoop | None = None  # the fetch loop it runs on, once started

    async def render(self, url: str, settings: Settings, deadline: float) -> Fetched:
        """Load `url`, let its scripts build the page, and return the document as HTML.

        Within `FULLTEXT_RENDER_SECONDS` and the call's `deadline` (`time.monotonic`); raises
        `PageError` (`timeout`, `network_error`) when the page could not be rendered.
        """
        self._slots.total_tokens = settings.render_concurrency
        async with self._slots:
            budget = min(settings.render_seconds, deadline - time.monotonic())
            if budget <= 0:
                raise PageError(Reason.TIMEOUT, "no time left before FULLTEXT_DEADLINE to render")
            started = time.monotonic()
            try:
                context = await self._context(settings)
            except TimeoutError:
                raise PageError(
                    Reason.TIMEOUT, f"the browser did not start within {_LAUNCH_SECONDS:g} s"
                ) from None
            except _errors()[0] as exc:
                raise PageError(
                    Reason.NETWORK_ERROR, f"the browser did not start: {_first_line(exc)}"
                ) from None
            try:
                with anyio.fail_after(max(budget - (time.monotonic() - started), 0.01)):
                    return await _load(context, url, settings, started + budget)
            except (TimeoutError, _errors()[1]):
                raise PageError(
                    Reason.TIMEOUT,
                    f"not rendered within FULLTEXT_RENDER_SECONDS={settings.render_seconds:g} s "
                    "(or the deadline); its scripts were stopped",
                ) from None
            except _errors()[0] as exc:
                raise PageError(Reason.NETWORK_ERROR, f"the browser failed: {_first_line(exc)}") from None
            finally:
                await self._dispose(context)

    async def _context(self, settings: Settings) -> BrowserContext:
        """A fresh context (cookies, storage, cache of its own); a browser found dead is started again."""
        for attempt in (1, 2):
            browser = await self._started()
            try:
                return await browser.new_context(
                    user_agent=settings.user_agent,
                    accept_downloads=False,
                    service_workers="block",
                    permissions=[],
                )
            except _errors()[0]:
                if attempt == 2:
                    raise
                async with self._lock:  # it died since it was last used: start another
                    if self._browser is browser:
                        await self._stop()
        raise AssertionError("unreachable: the second attempt returns or raises")

    async def _started(self) -> PlaywrightBrowser:
        """The running browser, started (or started again after a crash) on first need."""
        async with self._lock:
            if self._browser is not None and self._browser.is_connected():
                return self._browser
            await self._stop()
            from playwright.async_api import async_playwright

            with anyio.fail_after(_LAUNCH_SECONDS):
                self._playwright = await async_playwright().start()
                self._browser = await self._playwright.chromium.launch(
                    executable_path=self.executable,
                    headless=True,
                    args=list(FLAGS),
                    proxy={"server": await self.proxy.start()},
                )
            self.launches += 1
            self.loop = asyncio.get_running_loop()
            _running.add(self)
            log.debug("fulltext render: started %s (%s)", self.executable, self._browser.version)
            return self._browser

    async def _dispose(self, context: BrowserContext) -> None:
        """Close a render's context, its pages and connections; a browser that cannot is stopped."""
        with anyio.CancelScope(shield=True):
            with anyio.move_on_after(_CLOSE_SECONDS) as closing:
                with suppress(_errors()[0]):
                    await context.close()
            if closing.cancelled_caught:
                log.warning("fulltext render: a page's context would not close; restarting the browser")
                async with self._lock:
                    await self._stop()

    async def _stop(self) -> None:
        """Stop the browser and its driver (Playwright kills the browser if it will not close)."""
        browser, playwright, self._browser, self._playwright = self._browser, self._playwright, None, None
        _running.discard(self)
        with anyio.CancelScope(shield=True), anyio.move_on_after(_CLOSE_SECONDS * 2):
            if browser is not None:
                with suppress(_errors()[0]):
                    await browser.close()
            if playwright is not None:
                with suppress(_errors()[0]):
                    await playwright.stop()
        await self.proxy.close()

    async def close(self) -> None:
        async with self._lock:
            await self._stop()


async def _load(context: BrowserContext, url: str, settings: Settings, until: float) -> Fetched:
    """Navigate, wait for text (or the budget), and read the document; everything else is refused."""
    page = await context.new_page()
    context.on("page", _refuse_popup)  # any later page is a popup
    page.on("dialog", _dismiss)
    page.on("download", _cancel_download)

    def left() -> float:  # milliseconds, for Playwright's own timeouts (the hard cut is ours)
        return max((until - time.monotonic()) * 1000, 1.0)

    response = await page.goto(url, wait_until="domcontentloaded", timeout=left())
    await _settled(page, settings.min_words, left)
    html = (await page.content()).encode("utf-8")
    return Fetched(
        url=url,
        final_url=page.url,
        status=response.status if response is not None else 200,
        headers={"content-type": "text/html; charset=utf-8"},
        body=html[: settings.max_bytes],
        truncated=len(html) > settings.max_bytes,
    )


async def _settled(page: Page, min_words: int, left: Callable[[], float]) -> None:
    """Wait until the scripts have written `min_words` words, or the network has gone quiet (an app
    that fetched everything it will and still shows nothing), whichever comes first; then, up to
    `_SETTLE_MS` more, until the text stops growing or the network is quiet (the rest of the text)."""
    await _first_of(
        lambda: page.wait_for_function(_HAS_TEXT, arg=min_words, timeout=left(), polling=100),
        lambda: page.wait_for_load_state("networkidle", timeout=left()),
    )
    settle = min(left(), _SETTLE_MS)
    await _first_of(
        lambda: page.wait_for_function(_TEXT_STABLE, arg=_STABLE_MS, timeout=settle, polling=100),
        lambda: page.wait_for_load_state("networkidle", timeout=settle),
    )


async def _first_of(*waits: Callable[[], Awaitable[object]]) -> None:
    """Return once the first of `waits` is done (or timed out: the budget decides, not the wait)."""

    async def wait(one: Callable[[], Awaitable[object]]) -> None:
        with suppress(_errors()[1]):
            await one()
        tasks.cancel_scope.cancel()

    async with anyio.create_task_group() as tasks:
        for one in waits:
            tasks.start_soon(wait, one)


async def _refuse_popup(page: Page) -> None:
    with suppress(_errors()[0]):
        await page.close()


async def _dismiss(dialog: Any) -> None:
    with suppress(_errors()[0]):
        await dialog.dismiss()


async def _cancel_download(download: Any) -> None:
    with suppress(_errors()[0]):
        await download.cancel()


def _first_line(exc: BaseException) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


@cache
def _errors() -> tuple[type[Exception], type[Exception]]:
    """Playwright's error classes, imported on first use (importing the package stays cheap); a
    browser is only ever started once Playwright imported."""
    from playwright.async_api import Error, TimeoutError

    return Error, TimeoutError


_running: set[Browser] = set()


def _close_at_exit() -> None:
    """Close the running browsers before the interpreter goes (the fetch loop still runs then), so a
    command's browser is gone when it returns; bounded, as exit must not hang on a stuck browser
    (Playwright's driver kills it anyway once our end of its pipe closes)."""
    for browser in list(_running):
        loop = browser.loop
        if loop is None or loop.is_closed():
            continue
        closing = asyncio.run_coroutine_threadsafe(browser.close(), loop)
        try:
            closing.result(_CLOSE_SECONDS * 3)
        except (concurrent.futures.TimeoutError, RuntimeError):
            closing.cancel()


atexit.register(_close_at_exit)


def browser_for(executable: str, settings: Settings) -> Browser:
    """The fetch loop's browser for this executable and address policy."""
    key = ("browser", executable, settings.allow_private, settings.deny_hosts, settings.idle_timeout)
    return runtime.loop_local(key, lambda: Browser(executable, settings))
