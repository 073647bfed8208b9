"""``kgroup-proto share`` as a user runs it: a subprocess printing a JSON line per record and
acknowledging it, against the scripted share broker of tests/test_share_consumer.py (Kafka 4.4
runs it in tests/kafka/test_share_consumer_on_kafka.py)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from typing import Any

import pytest

from kgroup_proto.cli import main
from kgroup_proto.cli.share_command import record_line
from kgroup_proto.group import AcknowledgeType, ShareRecord
from tests.conftest import REPO
from tests.scripted_peer import scripted_peer
from tests.test_share_consumer import RECORDS, ShareBroker, run


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return env


async def share_command(
    broker: ShareBroker, *args: str, signal_after_lines: int | None = None
) -> tuple[int, list[dict[str, Any]], str]:
    """Run the command against ``broker``; SIGTERM once it printed ``signal_after_lines``."""
    async with scripted_peer(broker) as (port, _):
        broker.port = port
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "kgroup_proto",
            "share",
            "--bootstrap",
            f"127.0.0.1:{port}",
            "--group",
            "g",
            "--topic",
            "orders",
            *args,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=_env(),
        )
        assert process.stdout is not None and process.stderr is not None
        lines = []
        while line := await process.stdout.readline():
            lines.append(json.loads(line))
            if len(lines) == signal_after_lines:
                process.send_signal(signal.SIGTERM)
        err = await process.stderr.read()
        code = await process.wait()
    assert broker.errors == []
    return code, lines, err.decode()


def test_released_records_come_back_rejected_ones_do_not() -> None:
    broker = ShareBroker()
    code, lines, err = run(
        lambda: share_command(
            broker, "--max-records", str(RECORDS), "--release-every", "3", "--reject-every", "4"
        )
    )
    assert (code, err) == (0, "")
    # Lines 1-6: offsets 0-5 (lines 3 and 6 released, line 4 rejected); lines 7 and 8: the
    # released offsets again, the 8th line rejected; then 6 records are done with.
    assert [(n["offset"], n["delivery_count"], n["acknowledge"]) for n in lines] == [
        (0, 1, "accept"),
        (1, 1, "accept"),
        (2, 1, "release"),
        (3, 1, "reject"),
        (4, 1, "accept"),
        (5, 1, "release"),
        (2, 2, "accept"),
        (5, 2, "reject"),
    ]
    assert lines[0] == {
        "topic": "orders",
        "partition": 0,
        "offset": 0,
        "delivery_count": 1,
        "timestamp": 1_000,
        "key": "k0",
        "value": "v0",
        "acknowledge": "accept",
    }
    assert broker.state == {o: "rejected" if o in (3, 5) else "accepted" for o in range(RECORDS)}
    assert broker.left


def test_sigterm_acknowledges_closes_the_session_and_leaves() -> None:
    broker = ShareBroker()
    code, lines, err = run(lambda: share_command(broker, signal_after_lines=1))
    assert (code, err) == (0, "")
    assert lines and lines[0]["offset"] == 0
    printed = {n["offset"] for n in lines}
    # What was printed was accepted; what was delivered but not printed went back.
    assert broker.state == {o: "accepted" if o in printed else "available" for o in range(RECORDS)}
    assert broker.left and broker.expected_epoch is None


def test_text_or_base64_keys_and_values() -> None:
    record = ShareRecord("t", 1, 7, 3, 99, None, b"\xff\x00")
    assert record_line(record, AcknowledgeType.REJECT) == {
        "topic": "t",
        "partition": 1,
        "offset": 7,
        "delivery_count": 3,
        "timestamp": 99,
        "key": None,
        "value_base64": "/wA=",
        "acknowledge": "reject",
    }


@pytest.mark.parametrize(
    ("args", "code", "problem"),
    [
        (["--group", "g", "--topic", "t"], 2, "the following arguments are required: --bootstrap"),
        (["--bootstrap", "localhost", "--group", "g", "--topic", "t"], 1, "is not HOST:PORT"),
        (
            ["--bootstrap", "h:1", "--group", "", "--topic", "t"],
            1,
            "--group: the group id is empty",
        ),
        (
            ["--bootstrap", "h:1", "--group", "g", "--topic", ""],
            1,
            "--topic: a topic name is empty",
        ),
        (
            ["--bootstrap", "h:1", "--group", "g", "--topic", "t", "--reject-every", "0"],
            2,
            "argument --reject-every: 0 is not positive",
        ),
        (
            ["--bootstrap", "h:1", "--group", "g", "--topic", "t", "--duration", "-1"],
            2,
            "argument --duration: -1 is not a positive number of seconds",
        ),
    ],
)
def test_bad_arguments_are_one_line(
    args: list[str], code: int, problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        got = main(["share", *args])
    except SystemExit as exc:
        assert isinstance(exc.code, int)
        got = exc.code
    err = capsys.readouterr().err
    assert got == code
    assert err.count("\n") == 1 and problem in err, err
