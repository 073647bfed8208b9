"""The ``kgroup-proto`` command as a user runs it: a real subprocess, JSON out, clear errors."""

from __future__ import annotations

import json
import subprocess
import sys
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
    result = run("list")
    listing = json.loads(result.stdout)
    assert sorted(listing) == kp.message_names()
    assert listing["OffsetCommitRequest"] == {"apiKey": 8, "type": "request", "versions": "0-10"}
