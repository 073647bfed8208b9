"""The README's decode and list commands run as written, on the files the repository ships."""

from __future__ import annotations

import base64
import json
import re
import shlex
import subprocess
import sys
import tomllib
from typing import Any

import pytest

from kgroup_proto.consumer_protocol import decode_subscription
from samples import wire_samples
from tests.conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
SAMPLES = REPO / "samples"


def shell_lines() -> list[str]:
    """Every line of the README's ``sh`` blocks, without trailing comments."""
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", README, flags=re.DOTALL):
        lines += [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]
    return lines


COMMANDS = [
    line for line in shell_lines() if line.startswith(("kgroup-proto decode", "kgroup-proto list"))
]


def run(line: str) -> subprocess.CompletedProcess[str]:
    args = shlex.split(line)
    assert args[0] == "kgroup-proto"
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", *args[1:]],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )


def subscription(member: dict[str, Any]) -> tuple[list[str], str | None]:
    decoded = decode_subscription(base64.b64decode(member["metadata"]))
    assert decoded is not None
    return decoded.topics, decoded.rack_id


def test_the_readme_shows_the_commands() -> None:
    assert len(COMMANDS) == 4, COMMANDS


@pytest.mark.parametrize("line", COMMANDS)
def test_readme_command_runs_as_written(line: str) -> None:
    result = run(line)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    if line.startswith("kgroup-proto list"):
        assert result.stdout.split()[:5] == ["MESSAGE", "API", "KEY", "TYPE", "VERSIONS"]
        return
    doc = json.loads(result.stdout)
    if "HeartbeatRequest" in line:
        assert doc == {"groupId": "g", "generationId": 1, "memberId": "m", "groupInstanceId": None}
    elif "--request-frame" in line:
        header, request = doc["requestHeader"], doc["request"]
        assert (header["requestApiKey"], header["requestApiVersion"]) == (11, 9)
        assert header["clientId"] == "orders-app-1"
        assert request["groupId"] == "orders" and request["protocolType"] == "consumer"
        assert [p["name"] for p in request["protocols"]] == ["cooperative-sticky", "range"]
        topics, rack = subscription(request["protocols"][0])
        assert (topics, rack) == (["orders", "payments"], "eu-west-1a")
    else:
        assert "JoinGroupResponse 9" in line
        assert doc["generationId"] == 5 and doc["leader"] == doc["memberId"]
        assert doc["protocolName"] == "cooperative-sticky"
        members = doc["members"]
        assert [m["groupInstanceId"] for m in members] == [None, "orders-app-2"]
        assert [subscription(m)[1] for m in members] == ["eu-west-1a", "eu-west-1b"]


def test_the_committed_samples_are_what_the_script_writes() -> None:
    written = wire_samples.samples()
    assert sorted(written) == ["join-group-request-frame.bin", "join-group-response-v9.bin"]
    for name, data in written.items():
        assert (SAMPLES / name).read_bytes() == data, (
            f"run: python samples/wire_samples.py ({name})"
        )
        assert f"samples/{name}" in README


def test_install_lines_name_what_exists() -> None:
    installs = [line for line in shell_lines() if line.startswith("pip install")]
    assert installs and not any(re.match(r"pip install '?kgroup-proto", line) for line in installs)
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = set(project["optional-dependencies"])
    for line in installs:
        for extra in re.findall(r"\[([a-z,]+)\]", line):
            assert set(extra.split(",")) <= extras, line
    wheels = [w for line in installs for w in re.findall(r"dist/(\S+\.whl)", line)]
    assert wheels == [f"kgroup_proto-{project['version']}-py3-none-any.whl"]
