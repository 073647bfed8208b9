"""tests/progress.py: one line per test file instead of a dot per test, with or without xdist."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

MIXED = """
import pytest

def test_passes(): pass
def test_fails(): assert 0
@pytest.mark.skip
def test_skipped(): pass
@pytest.fixture
def broken(): raise RuntimeError
def test_errors(broken): pass
"""


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["plain", "xdist"])
def test_a_line_per_file_and_no_dots(tmp_path: Path, workers: list[str]) -> None:
    (tmp_path / "test_mixed.py").write_text(MIXED, encoding="utf-8")
    (tmp_path / "test_many.py").write_text(
        "".join(f"def test_{i}(): pass\n" for i in range(30)), encoding="utf-8"
    )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-p",
            "tests.progress",
            "-o",
            "console_output_style=classic",
            "--rootdir",
            str(tmp_path),
            *workers,
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    lines = result.stdout.splitlines()
    files = {
        match.group(2): match.group(3)
        for match in (re.fullmatch(r"\[\s*\d+ s\s+(\d+)%\] (\S+): (.*)", line) for line in lines)
        if match
    }
    assert files == {
        "test_many.py": "30 passed",
        "test_mixed.py": "1 error, 1 failed, 1 passed, 1 skipped",
    }, result.stdout
    assert not any("." * 10 in line for line in lines)  # no wall of dots
    assert "1 failed, 31 passed, 1 skipped, 1 error" in lines[-1]
    assert result.returncode == 1
