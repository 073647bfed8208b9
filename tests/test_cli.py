"""The ``kgroup-proto`` command as a user runs it: a real subprocess, JSON out, clear errors."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import kgroup_proto as kp
from kgroup_proto.framing import encode_request
from tests.conftest import golden_fixtures, needs_shared


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", *args], input=stdin, capture_output=True, check=False
    )


@needs_shared
def test_decode_golden_hex_prints_kafkas_json() -> None:
    name, version, doc, data = next(
        f
        for f in golden_fixtures()
        if f[0] == "JoinGroupRequest" and f[1] == 9 and f[2]["protocols"]
    )
    result = run("decode", name, str(version), "--hex", data.hex())
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == doc


def test_decode_binary_file_and_stdin(tmp_path: Path) -> None:
    message = kp.message_class("SyncGroupResponse")(error_code=27, assignment=b"\x01\x02")
    path = tmp_path / "msg.bin"
    path.write_bytes(message.encode(5))
    expected = {
        "throttleTimeMs": 0,
        "errorCode": 27,
        "protocolType": None,
        "protocolName": None,
        "assignment": "AQI=",
    }
    from_file = run("decode", "SyncGroupResponse", "5", str(path))
    assert json.loads(from_file.stdout) == expected
    from_stdin = run("decode", "SyncGroupResponse", "5", stdin=message.encode(5))
    assert json.loads(from_stdin.stdout) == expected


def test_decode_request_frame(tmp_path: Path) -> None:
    body = kp.message_class("LeaveGroupRequest")(group_id="orders", members=[])
    path = tmp_path / "frame.bin"
    path.write_bytes(encode_request(body, 5, correlation_id=77, client_id="app"))
    result = run("decode", "--request-frame", str(path))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "requestHeader": {
            "requestApiKey": 13,
            "requestApiVersion": 5,
            "correlationId": 77,
            "clientId": "app",
        },
        "request": {"groupId": "orders", "members": []},
    }


def test_errors_are_one_line_without_traceback(tmp_path: Path) -> None:
    truncated = tmp_path / "short.bin"
    truncated.write_bytes(b"\x00\x05ab")
    cases = {
        ("decode", "HeartbeatRequest", "0", str(truncated)): f"{truncated}: HeartbeatRequest v0, "
        "field group_id, byte 2: string needs 5 bytes but only 2 remain",
        ("decode", "NoSuchMessage", "0", str(truncated)): "no message named 'NoSuchMessage'",
        ("decode", "HeartbeatRequest", "0", str(tmp_path / "missing")): "missing: no such file",
        ("decode", "HeartbeatRequest", "x", str(truncated)): "VERSION must be a number",
        ("decode", "HeartbeatRequest", "9", str(truncated)): "unsupported version (valid: 0-4)",
        ("decode", "HeartbeatRequest", "0", "--hex", "zz"): "--hex: not a hexadecimal string",
        # As a frame, 00 05 61 62 is a size prefix of 0x00056162 with nothing after it.
        ("decode", "--request-frame", str(truncated)): "size prefix says 352610 bytes but the "
        "frame holds 0",
    }
    for args, expected in cases.items():
        result = run(*args)
        err = result.stderr.decode()
        assert result.returncode == 1, args
        assert expected in err, (args, err)
        assert "Traceback" not in err and err.count("\n") == 1, err


def test_list_names_every_message() -> None:
    result = run("list", "--json")
    listing = json.loads(result.stdout)
    assert sorted(listing) == kp.message_names()
    assert listing["OffsetCommitRequest"] == {"apiKey": 8, "type": "request", "versions": "0-10"}
    assert listing["GroupMetadataKey"] == {"apiKey": None, "type": "data", "versions": "2"}


def test_list_prints_a_table_by_default() -> None:
    result = run("list")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert lines[0].split() == ["MESSAGE", "API", "KEY", "TYPE", "VERSIONS"]
    rows = {line.split()[0]: line.split()[1:] for line in lines[1:]}
    assert sorted(rows) == kp.message_names()
    assert rows["OffsetCommitRequest"] == ["8", "request", "0-10"]
    assert rows["GroupMetadataKey"] == ["-", "data", "2"]
    # Columns line up: each row's API key starts where the header's does.
    column = lines[0].index("API KEY")
    assert all(line[column - 2 : column] == "  " for line in lines[1:])


def test_a_reader_that_stops_early_is_no_error() -> None:
    shell = f"{sys.executable} -m kgroup_proto list | head -n 1"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell], capture_output=True, text=True, check=False
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.split() == ["MESSAGE", "API", "KEY", "TYPE", "VERSIONS"]


def test_every_option_says_what_it_is_for() -> None:
    from kgroup_proto.cli import parser

    def options(p: argparse.ArgumentParser, where: str) -> Iterator[tuple[str, str | None]]:
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    yield from options(sub, f"{where} {name}")
            elif action.option_strings:
                yield f"{where} {action.option_strings[-1]}", action.help

    top = parser()
    commands = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    for name in ("decode", "list", "offsets", "groups", "serve", "codegen"):
        for option, text in options(commands.choices[name], name):
            assert text, f"kgroup-proto {option} has no help text"
