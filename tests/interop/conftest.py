"""Interop fixtures: real brokers on loopback and helpers to drive kgroup-proto against them."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.client.recorder import FrameRecorder
from tests.interop.brokers import (
    Tansu,
    ensure_package,
    free_port,
    running_mock_cluster,
    running_tansu,
)
from tests.interop.wire_tap import GROUP_APIS, WireTap

T = TypeVar("T")
REPO = Path(__file__).resolve().parents[2]


def pytest_configure(config: pytest.Config) -> None:
    # kafka-python 3.0.12 reads its protocol schemas with deprecated importlib calls.
    for text in ("read_text is deprecated", "open_text is deprecated"):
        config.addinivalue_line("filterwarnings", f"ignore:{text}:DeprecationWarning")


@pytest.fixture(scope="session")
def client_libraries() -> None:
    """The three consumer libraries the tests run real groups with, installed if missing."""
    for module in ("confluent_kafka", "kafka", "aiokafka"):
        ensure_package(module)


@pytest.fixture(scope="module")
def tapped_tansu(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Tansu, WireTap]]:
    """Tansu behind a wire tap: it advertises the tap, so all traffic passes through it."""
    tap_port = free_port()
    log = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with running_tansu(log, advertised_port=tap_port) as broker:
        tap = WireTap(tap_port, broker.port, apis=GROUP_APIS).start()
        try:
            yield broker, tap
        finally:
            tap.close()


@pytest.fixture(scope="module")
def mock_cluster() -> Iterator[str]:
    with running_mock_cluster() as bootstrap:
        yield bootstrap


def admin_call(
    bootstrap: str, recorder: FrameRecorder, work: Callable[[GroupAdmin], Awaitable[T]]
) -> T:
    """Run one piece of admin work on a fresh GroupAdmin whose responses ``recorder`` sees."""

    async def main() -> T:
        async with GroupAdmin(bootstrap, request_timeout=15, observer=recorder) as admin:
            return await asyncio.wait_for(work(admin), 60)

    return asyncio.run(main())


def eventually(check: Callable[[], T], timeout: float, what: str) -> T:
    """Call ``check`` until it stops raising AssertionError; its last failure is reported."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return check()
        except AssertionError as exc:
            if time.monotonic() > deadline:
                raise AssertionError(f"{what}: still failing after {timeout} s: {exc}") from exc
        time.sleep(0.5)


def produce(bootstrap: str, topic: str, partitions: int) -> dict[int, int]:
    """Write ``2 + p`` records to each partition p; returns the count per partition."""
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "client.id": "interop-producer"})
    counts = {p: 2 + p for p in range(partitions)}
    for partition, count in counts.items():
        for n in range(count):
            producer.produce(topic, value=f"record {n}".encode(), partition=partition)
    assert producer.flush(30) == 0, "records were not delivered"
    return counts


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``kgroup-proto`` as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
