"""`scripts/fuzz` itself: a short run over every target counts its cases and finds no failure.

The ≥ 10,000-case run is the script's (docs/benchmarks.md, #18); here each target gets a few cases.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "fuzz.py"), *arguments],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_a_short_run_over_every_target_counts_its_cases_and_no_failure() -> None:
    result = run("--cases", "60", "--seed", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    for target in ("urls", "decoding", "extract", "reply", "retrieve", "cli", "serve"):
        assert any(line.startswith(f"{target}: ") and " 0 failures" in line for line in lines), result.stdout
    assert "fuzz: 60 cases, 0 failures" in result.stdout


def test_an_unknown_target_is_a_usage_error() -> None:
    result = run("--only", "nope")
    assert result.returncode == 2
    assert "unknown targets ['nope']" in result.stderr
