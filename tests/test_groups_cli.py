"""``kgroup-proto groups`` when it cannot do its job: one clear line on stderr, exit code 1."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "groups", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.mark.parametrize(
    "action", [["list"], ["describe", "g"], ["offsets", "g"], ["delete", "g", "h"]]
)
def test_broker_down(action: list[str]) -> None:
    port = closed_port()
    result = run(*action, "--bootstrap", f"127.0.0.1:{port}")
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (
        f"kgroup-proto: error: cannot connect to 127.0.0.1:{port}: Connection refused\n"
    )


def test_unresolvable_host() -> None:
    """A name that does not resolve is said in the resolver's words, not as an error number."""
    try:  # the reason this machine's resolver gives
        socket.getaddrinfo("nohost.invalid", 9092)
    except socket.gaierror as exc:
        reason = exc.strerror
    else:
        pytest.fail("nohost.invalid resolved on this machine")
    result = run("list", "--bootstrap", "nohost.invalid:9092")
    assert result.returncode == 1
    assert (
        result.stderr == f"kgroup-proto: error: cannot connect to nohost.invalid:9092: {reason}\n"
    )
    assert "Unknown error" not in result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["list", "--bootstrap", "localhost"], "--bootstrap: bootstrap address 'localhost' is"),
        (["offsets", "g", "--bootstrap", "a:1", "--topic", "t"], "--topic 't': expected TOPIC:"),
        (["offsets", "g", "--bootstrap", "a:1", "--topic", "t:x"], "--topic 't:x': expected"),
    ],
)
def test_bad_arguments(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.returncode == 1
    assert result.stderr.startswith(f"kgroup-proto: error: {message}")


def test_help_lists_the_actions() -> None:
    result = run("--help")
    assert result.returncode == 0
    for action in ("list", "describe", "offsets", "delete"):
        assert action in result.stdout
