"""Bad arguments and closed outputs: one line on stderr (or nothing), never a traceback.

Every numeric flag is checked where it is parsed: a port outside 0-65535, a negative or zero
size, count or timeout is refused with one line naming the flag, exit status 2, before any
work starts. Settings that only make sense together (and the same settings from a file) are
checked by the broker's config, one line and exit status 1. A reader that closes stdout before
the command writes ends the command quietly with status 0.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kgroup_proto.cli import main

BOOT = ["--bootstrap", "127.0.0.1:9"]
MEMBER = ["member", *BOOT, "--group", "g", "--topic", "t"]

REFUSED = [
    (["serve", "--port", "70000"], "argument --port: 70000 is not a port number (0-65535)"),
    (["serve", "--port", "-1"], "argument --port: -1 is not a port number (0-65535)"),
    (["serve", "--port", "http"], "argument --port: 'http' is not a number"),
    (["serve", "--max-frame-size", "-1"], "argument --max-frame-size: -1 is not positive"),
    (["serve", "--max-frame-size", "0"], "argument --max-frame-size: 0 is not positive"),
    (["serve", "--max-request-size", "-5"], "argument --max-request-size: -5 is not positive"),
    (
        ["serve", "--connections-max-idle-ms", "0"],
        "argument --connections-max-idle-ms: 0 is not positive",
    ),
    (
        ["serve", "--request-receive-timeout-ms", "-1"],
        "argument --request-receive-timeout-ms: -1 is not positive",
    ),
    (
        ["serve", "--queued-max-request-bytes", "-1"],
        "argument --queued-max-request-bytes: -1 is not positive",
    ),
    (["serve", "--default-partitions", "0"], "argument --default-partitions: 0 is not positive"),
    (
        ["serve", "--offsets-topic-partitions", "-2"],
        "argument --offsets-topic-partitions: -2 is not positive",
    ),
    (
        ["serve", "--initial-rebalance-delay-ms", "-5"],
        "argument --initial-rebalance-delay-ms: -5 is negative",
    ),
    (
        ["groups", "list", *BOOT, "--timeout", "-1"],
        "argument --timeout: -1 is not a positive number of seconds",
    ),
    (
        ["groups", "describe", "g", *BOOT, "--timeout", "nan"],
        "argument --timeout: nan is not a positive number of seconds",
    ),
    (
        ["lag", *BOOT, "--timeout", "-1"],
        "argument --timeout: -1 is not a positive number of seconds",
    ),
    (["lag", *BOOT, "--interval", "0"], "argument --interval: 0 is not a positive number"),
    (
        ["lag", *BOOT, "--duration", "-5"],
        "argument --duration: -5 is not a number of seconds, zero or more",
    ),
    (["lag", *BOOT, "--rounds", "0"], "argument --rounds: 0 is not positive"),
    (["nope"], "argument command: invalid choice: 'nope'"),
]


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as exc:
        assert isinstance(exc.code, int)
        code = exc.code
    return code, capsys.readouterr().err


@pytest.mark.parametrize(("argv", "problem"), REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_a_bad_argument_is_one_line_naming_the_flag(
    argv: list[str], problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = run_main(argv, capsys)
    assert code == 2
    assert err.count("\n") == 1 and problem in err, err
    assert "Traceback" not in err


def test_member_keeps_its_own_one_line_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run_main([*MEMBER, "--session-timeout-ms", "-3"], capsys)
    assert (code, err) == (
        1,
        "kgroup-proto: error: argument --session-timeout-ms: -3 is not positive\n",
    )


@pytest.mark.parametrize(
    ("argv", "problem"),
    [
        (
            ["--max-frame-size", "2000", "--queued-max-request-bytes", "1000"],
            "queued_max_request_bytes (1000) must be at least max_frame_size (2000)",
        ),
    ],
)
def test_settings_that_conflict_are_one_line(
    argv: list[str], problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_main(["serve", *argv], capsys) == (1, f"kgroup-proto: error: {problem}\n")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("port = 70000", "port must be 0..65535, not 70000"),
        ("port = -1", "port must be 0..65535, not -1"),
        ("max_frame_size = -1", "max_frame_size must be positive, not -1"),
        ("request_receive_timeout_ms = 0", "request_receive_timeout_ms must be positive, not 0"),
        ("default_partitions = 0", "default_partitions must be 1..100000, not 0"),
        ("[groups]\nmin_session_timeout_ms = -1", "min_session_timeout_ms must not be negative"),
    ],
)
def test_bad_numbers_in_a_config_file_are_one_line(
    tmp_path: Path, text: str, problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broker.toml"
    path.write_text(text + "\n", encoding="utf-8")
    code, err = run_main(["serve", "--config", str(path)], capsys)
    assert code == 1
    assert err.startswith("kgroup-proto: error: ") and problem in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["list"],
        ["list", "--json"],
        ["decode", "HeartbeatRequest", "0", "--hex", "0001670000000500016d"],
        ["serve", "--help"],
    ],
    ids=" ".join,
)
def test_a_closed_stdout_ends_the_command_quietly(argv: list[str]) -> None:
    # The read end is closed before the command starts writing: its first write fails.
    # Buffered, as stdout to a pipe is by default: the failed write may come only at the end.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    child = subprocess.Popen(
        [sys.executable, "-m", "kgroup_proto", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    err = child.stderr.read()
    child.stderr.close()
    assert (child.wait(60), err) == (0, b"")
