"""docs/coordinator.md's pytest example runs on the plugin's fixture, and its test passes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

pytestmark = pytest.mark.coordinator

DOC = REPO / "docs" / "coordinator.md"


def section_code(title: str) -> str:
    """The first Python block under the ``## title`` heading."""
    body = DOC.read_text(encoding="utf-8").split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]
    found = re.search(r"```python\n(.*?)```", body, re.DOTALL)
    assert found is not None, f"no Python example under {title!r}"
    return found.group(1)


def test_the_pytest_example_runs(tmp_path: Path) -> None:
    pytest.importorskip("confluent_kafka", reason="confluent-kafka is not installed")
    example = tmp_path / "test_example.py"
    example.write_text(section_code("In a test suite"), encoding="utf-8")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(example)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout
