"""The README's cluster commands, run together as a new user would: a broker, a member, and the
``groups`` commands asking about the member's group, and deleting it once the member has left
(the ``coordinator`` env).

Only the port is changed (a free one for 9092), in every line alike, and each command runs in a
scratch directory, so that what it writes there (``requests.jsonl``) stays out of the checkout.
"""

from __future__ import annotations

import json
import selectors
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.interop.brokers import free_port, wait_for_port
from tests.test_readme_commands import shell_lines

pytestmark = pytest.mark.coordinator

_LINES = shell_lines()
OFFSETS_HEADER = ["GROUP", "TOPIC", "PARTITION", "OFFSET", "LOG-END-OFFSET", "LAG", "METADATA"]


def readme_line(prefix: str) -> str:
    matches = [line for line in _LINES if line.startswith(prefix)]
    assert len(matches) == 1, f"the README should show one `{prefix} ...` line: {matches}"
    return matches[0]


def argv(line: str, port: int) -> list[str]:
    args = shlex.split(line.replace(":9092", f":{port}").replace("--port 9092", f"--port {port}"))
    assert args[0] == "kgroup-proto"
    return [sys.executable, "-m", "kgroup_proto", *args[1:]]


def first_assignment(member: subprocess.Popen[str]) -> dict[str, list[int]]:
    """The partitions of the member's first ``assigned`` line (within 60 s)."""
    assert member.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(member.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if not selector.select(timeout=deadline - time.monotonic()):
            break
        line = member.stdout.readline()
        if not line:
            break
        change = json.loads(line)
        if change["event"] == "assigned":
            partitions: dict[str, list[int]] = change["partitions"]
            return partitions
    pytest.fail("the README's member printed no assignment within 60 s")


@pytest.fixture
def started(tmp_path: Path) -> Iterator[tuple[int, subprocess.Popen[str]]]:
    """The README's broker and member, running in a scratch directory."""
    port = free_port()
    processes: list[subprocess.Popen[Any]] = []
    try:
        serve = subprocess.Popen(
            argv(readme_line("kgroup-proto serve"), port),
            cwd=tmp_path,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        processes.append(serve)
        wait_for_port(port, serve, "kgroup-proto serve")
        member = subprocess.Popen(
            argv(readme_line("kgroup-proto member"), port),
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        processes.append(member)
        yield port, member
    finally:
        for process in reversed(processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(20)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(10)


def test_the_groups_commands_see_the_members_group(
    started: tuple[int, subprocess.Popen[str]], tmp_path: Path
) -> None:
    port, member = started
    assigned = first_assignment(member)
    assert sorted(assigned["orders"]) == list(range(6))

    def run(prefix: str, contains: str) -> str:
        line = next(line for line in _LINES if line.startswith(prefix) and contains in line)
        result = subprocess.run(
            argv(line, port), cwd=tmp_path, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, f"{line}: {result.stderr}"
        return result.stdout

    assert "orders-app" in run("kgroup-proto groups list", "")
    described = run("kgroup-proto groups describe", "")
    assert described.startswith("group orders-app: consumer, Stable")
    assert "orders:0,1,2,3,4,5" in described
    # The member command commits nothing of its own: as Kafka's kafka-consumer-groups does,
    # both offsets commands show the partitions it owns with no committed offset and no lag, at
    # the end of the empty topic.
    owned = json.loads(run("kgroup-proto groups offsets", "--json"))
    assert owned == {
        "orders-app": [
            {
                "topic": "orders",
                "partition": p,
                "offset": None,
                "leader_epoch": None,
                "metadata": None,
                "log_end_offset": 0,
                "lag": None,
            }
            for p in range(6)
        ]
    }
    header, *rows = run("kgroup-proto groups offsets", "--topic").splitlines()
    assert header.split() == [
        "GROUP",
        "TOPIC",
        "PARTITION",
        "OFFSET",
        "LOG-END-OFFSET",
        "LAG",
        "METADATA",
    ]
    assert [row.split() for row in rows] == [
        ["orders-app", "orders", str(p), "-", "0", "-"] for p in range(3)
    ]
    assert (tmp_path / "requests.jsonl").is_file()

    # The group has a member: the README's delete is refused, in one line, with exit code 1.
    delete = argv(readme_line("kgroup-proto groups delete"), port)
    refused = subprocess.run(delete, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1 and refused.stdout == ""
    (line,) = refused.stderr.splitlines()
    assert line.startswith("kgroup-proto: error: DeleteGroups 'orders-app': NON_EMPTY_GROUP (68)")
    # Once the member has left, the group is deleted and listed no more; a second delete is
    # told that it does not exist.
    member.send_signal(signal.SIGTERM)
    assert member.wait(30) == 0
    deleted = subprocess.run(delete, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert (deleted.returncode, deleted.stdout, deleted.stderr) == (
        0,
        "deleted group orders-app\n",
        "",
    )
    assert "orders-app" not in run("kgroup-proto groups list", "")
    again = subprocess.run(delete, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert (again.returncode, again.stderr) == (
        1,
        "kgroup-proto: error: group 'orders-app' does not exist\n",
    )
