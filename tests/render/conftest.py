"""Rendering tests drive a real Chromium. Without one they are skipped on a developer's machine and
fail in CI (`.ci/run` installs it): a test skipped for want of a browser is not coverage."""

from __future__ import annotations

import os

import pytest

from gptr_fulltext.render.api import find_browser
from gptr_fulltext.settings import Settings


@pytest.fixture(scope="session")
def browser() -> str:
    found = find_browser(Settings())
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("no Chromium for the rendering tests: .ci/run should have installed it")
        pytest.skip("no Chromium (apt-get install chromium-headless-shell)")
    return found
