"""`scripts/run` with no arguments: the offline demo prints kept pages, dropped pages with reasons, text."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_offline_demo_shows_kept_and_dropped_pages_with_reasons() -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("FULLTEXT_", "RETRIEVER"))}
    env["COLUMNS"] = "200"
    # Without a browser, as on a machine that has none: with one, the script-built page is rendered,
    # and on a loaded machine outpaced while it renders (tests/render covers rendering).
    env["FULLTEXT_RENDER"] = "off"
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "demo.py")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "FulltextRetriever" in out and "requires_scraping=False" in out
    assert out.count("kept") >= 8
    assert "dropped" in out
    for reason in ("http_status", "bot_challenge", "binary", "js_shell"):
        assert reason in out
    assert "raw_content of the first result" in out
