"""``kgroup-proto member`` as a user runs it: a subprocess printing JSON lines, leaving on a signal.

The tests marked ``coordinator`` run members against the project's broker (on a thread of the
test process) and check what the broker sees; the others need no broker.
"""

from __future__ import annotations

import asyncio
import json
import os
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from kgroup_proto.client import GroupAdmin, GroupDescription
from tests.conftest import REPO
from tests.interop.brokers import free_port


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return env


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "kgroup_proto", "member", *args]


# ----------------------------------------------------------------------------- without a broker


BASE = ["--bootstrap", "h:1", "--group", "g", "--topic", "t"]


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        (["--group", "g", "--topic", "t"], "the following arguments are required: --bootstrap"),
        (["--bootstrap", "127.0.0.1:9092", "--group", "g"], "required: --topic"),
        (["--bootstrap", "localhost", "--group", "g", "--topic", "t"], "is not HOST:PORT"),
        (["--bootstrap", "h:1", "--group", "", "--topic", "t"], "--group: the group id is empty"),
        ([*BASE, "--protocol", "x"], "argument --protocol: invalid choice: 'x'"),
        ([*BASE, "--assignor", "sticky"], "argument --assignor: invalid choice: 'sticky'"),
        ([*BASE, "--session-timeout-ms", "0"], "--session-timeout-ms: 0 is not positive"),
        ([*BASE, "--session-timeout-ms", "x"], "--session-timeout-ms: 'x' is not a number"),
        (
            [*BASE, "--protocol", "consumer", "--assignor", "range"],
            "--assignor applies to --protocol classic only",
        ),
        (
            [*BASE, "--protocol", "consumer", "--session-timeout-ms", "6000"],
            "--session-timeout-ms applies to --protocol classic only",
        ),
        ([*BASE, "--heartbeat-interval-ms", "0"], "--heartbeat-interval-ms: 0 is not positive"),
        (
            [*BASE, "--protocol", "consumer", "--heartbeat-interval-ms", "1000"],
            "--heartbeat-interval-ms applies to --protocol classic only",
        ),
        # Not below the session timeout: the default one (45000), then one given.
        (
            [*BASE, "--heartbeat-interval-ms", "45000"],
            "--heartbeat-interval-ms: 45000 is not below the session timeout (45000 ms)",
        ),
        (
            [*BASE, "--heartbeat-interval-ms", "7000", "--session-timeout-ms", "6000"],
            "--heartbeat-interval-ms: 7000 is not below the session timeout (6000 ms)",
        ),
    ],
)
def test_bad_arguments_give_one_line_and_exit_1(args: list[str], problem: str) -> None:
    result = subprocess.run(
        command(*args), capture_output=True, text=True, env=_env(), timeout=60, check=False
    )
    assert result.returncode == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("kgroup-proto: error: ")
    assert problem in lines[0]


@pytest.mark.parametrize("protocol", ["classic", "consumer"])
def test_an_unreachable_broker_gives_one_line_and_exit_1(protocol: str) -> None:
    port = free_port()
    args = ["--bootstrap", f"127.0.0.1:{port}", "--group", "g", "--topic", "t"]
    result = subprocess.run(
        command(*args, "--protocol", protocol),
        capture_output=True,
        text=True,
        env=_env(),
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    refused = f"kgroup-proto: error: cannot connect to 127.0.0.1:{port}: Connection refused\n"
    assert result.stderr == refused


# ----------------------------------------------------------------------------- against the broker


class Member:
    """A ``kgroup-proto member`` subprocess whose JSON lines are read with a bound."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            command(*args),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(),
            bufsize=0,
        )
        self._buffer = b""

    def line(self, timeout: float = 60) -> dict[str, Any]:
        """The next JSON line (fails the test if none comes within ``timeout``)."""
        stdout = self.process.stdout
        assert stdout is not None
        deadline = time.monotonic() + timeout
        if b"\n" in self._buffer or stdout.closed:  # after stop(): what it printed last
            line, _, self._buffer = self._buffer.partition(b"\n")
            assert line, "no more lines"
            document: dict[str, Any] = json.loads(line)
            return document
        with selectors.DefaultSelector() as selector:
            selector.register(stdout, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    raise AssertionError(f"no line within {timeout} s")
                chunk = os.read(stdout.fileno(), 65536)
                if not chunk:
                    raise AssertionError(f"stdout ended; stderr: {self.stop()[1]}")
                self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        document = json.loads(line)
        return document

    def stop(self, signum: int | None = None) -> tuple[int, str]:
        """Signal the process (if given), wait for it; (exit status, stderr)."""
        if signum is not None:
            self.process.send_signal(signum)
        stdout = self.process.stdout
        if stdout is not None and stdout.closed:
            self.process.stdout = None  # closed by the test: nothing more to read
        try:
            out, errors = self.process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, errors = self.process.communicate()
        self._buffer += out or b""
        if stdout is not None and not stdout.closed:
            stdout.close()
        return self.process.returncode, errors.decode()


@contextmanager
def members() -> Iterator[list[Member]]:
    """Start members into the list; every one still running at the end is killed."""
    started: list[Member] = []
    try:
        yield started
    finally:
        for member in started:
            if member.process.poll() is None:
                member.process.kill()
                member.process.communicate()


def describe(bootstrap: str, group: str) -> GroupDescription:
    async def ask() -> GroupDescription:
        async with GroupAdmin(bootstrap) as admin:
            (found,) = await admin.describe_groups([group])
            return found

    return asyncio.run(ask())


def partitions(line: dict[str, Any]) -> set[tuple[str, int]]:
    return {(topic, p) for topic, ps in line["partitions"].items() for p in ps}


PROTOCOLS = ["classic", "consumer"]
EPOCH = {"classic": "generation", "consumer": "member_epoch"}


@pytest.mark.coordinator
@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_members_print_their_changes_and_leave_at_once_on_sigterm(protocol: str) -> None:
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker

    everything = {("orders", p) for p in range(4)}
    key = EPOCH[protocol]
    with running_broker(TopicConfig("orders", 4)) as broker, members() as started:
        # A session timeout far longer than the test: only a leave removes a member at once.
        # Cooperative classic members, like KIP-848 ones, give up only what moves.
        extra = ["--session-timeout-ms", "60000", "--assignor", "cooperative-sticky"]
        extra = extra if protocol == "classic" else []
        args = ["--bootstrap", broker.bootstrap, "--group", "g", "--topic", "orders"]
        args += ["--protocol", protocol, *extra]
        first = Member(*args)
        started.append(first)
        joined = first.line()
        assert joined["event"] == "assigned"
        assert partitions(joined) == everything
        assert set(joined) == {"event", "partitions", key}
        assert joined[key] >= 1

        second = Member(*args)
        started.append(second)
        given_up = first.line()
        assert given_up["event"] == "revoked"
        taken = second.line()
        assert taken["event"] == "assigned"
        assert partitions(taken) == partitions(given_up)
        assert len(partitions(taken)) == 2
        assert len(describe(broker.bootstrap, "g").members) == 2

        status, errors = second.stop(signal.SIGTERM)
        assert (status, errors) == (0, "")
        left = second.line()
        assert left["event"] == "revoked"
        assert partitions(left) == partitions(taken)
        assert len(describe(broker.bootstrap, "g").members) == 1  # gone at once

        back = first.line()
        assert back["event"] == "assigned"
        assert partitions(back) == partitions(taken)
        status, errors = first.stop(signal.SIGINT)
        assert (status, errors) == (0, "")
        assert partitions(first.line()) == everything  # the revocation on leaving
        assert describe(broker.bootstrap, "g").members == []


@pytest.mark.coordinator
@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_a_closed_stdout_makes_the_member_leave_without_a_traceback(protocol: str) -> None:
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker

    with running_broker(TopicConfig("orders", 2)) as broker, members() as started:
        args = ["--bootstrap", broker.bootstrap, "--group", "g", "--topic", "orders"]
        args += ["--protocol", protocol]
        first = Member(*args)
        started.append(first)
        assert first.line()["event"] == "assigned"
        assert first.process.stdout is not None
        first.process.stdout.close()  # the next line it prints has no reader
        second = Member(*args)
        started.append(second)
        taken = second.line()
        assert taken["event"] == "assigned"
        status, errors = first.stop()
        assert (status, errors) == (0, "")
        assert len(describe(broker.bootstrap, "g").members) == 1  # it left
        owned = partitions(taken)
        if len(owned) == 1:  # the other partition comes once the first member is gone
            later = second.line()
            assert later["event"] == "assigned"
            owned |= partitions(later)
        assert owned == {("orders", 0), ("orders", 1)}
        assert second.stop(signal.SIGTERM) == (0, "")


@pytest.mark.coordinator
@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_a_static_member_restarts_into_its_own_place(protocol: str) -> None:
    """With --instance-id the member is static (KIP-345): stopping it does not take it out of
    the group, and a restart with the same id gets the same partitions back."""
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker

    everything = {("orders", p) for p in range(3)}
    with running_broker(TopicConfig("orders", 3)) as broker, members() as started:
        args = ["--bootstrap", broker.bootstrap, "--group", "g", "--topic", "orders"]
        args += ["--protocol", protocol, "--instance-id", "host-1"]
        if protocol == "classic":
            args += ["--session-timeout-ms", "60000"]
        first = Member(*args)
        started.append(first)
        assert partitions(first.line()) == everything
        assert first.stop(signal.SIGTERM) == (0, "")
        (kept,) = describe(broker.bootstrap, "g").members
        assert kept.group_instance_id == "host-1"
        again = Member(*args)
        started.append(again)
        back = again.line()
        assert (back["event"], partitions(back)) == ("assigned", everything)
        (member,) = describe(broker.bootstrap, "g").members
        assert member.group_instance_id == "host-1"
        assert again.stop(signal.SIGTERM) == (0, "")


@pytest.mark.coordinator
def test_a_classic_member_heartbeats_and_times_out_as_its_flags_say() -> None:
    """--session-timeout-ms goes into JoinGroup; --heartbeat-interval-ms sets how often the member
    heartbeats: while a member left at the default (3000 ms) heartbeats once or twice, one at
    100 ms heartbeats many times."""
    from kgroup_proto.coordinator import TopicConfig
    from kgroup_proto.framing import decode_request_payload
    from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
    from kgroup_proto.messages.join_group_request import JoinGroupRequest
    from tests.coordinator_harness import running_broker, wait_for

    def requests(broker: Any, kind: type[Any]) -> list[Any]:
        with broker._lock:
            payloads = list(broker.payloads)
        bodies = [decode_request_payload(p, allow_trailing=True).body for p in payloads]
        return [body for body in bodies if isinstance(body, kind)]

    def heartbeats(broker: Any, group: str) -> int:
        return sum(1 for hb in requests(broker, HeartbeatRequest) if hb.group_id == group)

    with running_broker(TopicConfig("orders", 1)) as broker, members() as started:
        base = ["--bootstrap", broker.bootstrap, "--topic", "orders"]
        fast = Member(*base, "--group", "fast", "--heartbeat-interval-ms", "100",
                      "--session-timeout-ms", "7000")  # fmt: skip
        slow = Member(*base, "--group", "slow", "--session-timeout-ms", "8000")
        started += [fast, slow]
        assert fast.line()["event"] == "assigned"
        assert slow.line()["event"] == "assigned"
        timeouts = {j.group_id: j.session_timeout_ms for j in requests(broker, JoinGroupRequest)}
        assert timeouts == {"fast": 7000, "slow": 8000}
        fast_before, slow_before = heartbeats(broker, "fast"), heartbeats(broker, "slow")
        wait_for(lambda: heartbeats(broker, "fast") >= fast_before + 20, what="20 heartbeats")
        assert heartbeats(broker, "slow") - slow_before <= 4
        assert fast.stop(signal.SIGTERM) == (0, "")
        assert slow.stop(signal.SIGTERM) == (0, "")
