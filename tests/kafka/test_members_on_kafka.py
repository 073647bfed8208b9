"""kgroup-proto's members among Kafka's own, in groups on Apache Kafka 4.4.

Each scenario runs kgroup-proto's members (classic eager and cooperative, KIP-848) in one group
with Kafka's Java ``KafkaConsumer`` (``group.protocol`` classic and consumer) and librdkafka's
consumer on the session's Kafka 4.4 node, waits for the group to settle after each step (each
partition then has exactly one live owner, the load balanced), and at the end checks every
member's timestamped log as the ``member`` env does (tests/member/eventlog.py): consistent
callbacks, no partition owned by two members at once (unless the first lost it), no fenced
commit accepted, every accepted commit still there.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tests.apache_kafka import KafkaNode
from tests.member.coordinators import KafkaCoordinator
from tests.member.eventlog import CONSUMER, LOST
from tests.member.scenario import Group

PARTITIONS = 6
_SERIAL = iter(range(1_000_000))


@pytest.fixture(scope="module")
def coordinator(kafka: KafkaNode) -> Iterator[KafkaCoordinator]:
    yield KafkaCoordinator(kafka)


def names(what: str) -> tuple[str, str]:
    serial = next(_SERIAL)
    return f"members-{what}-{serial}", f"members-{what}-{serial}"


@pytest.mark.parametrize("assignor", ["cooperative-sticky", "range", CONSUMER])
def test_members_join_leave_and_crash(coordinator: KafkaCoordinator, assignor: str) -> None:
    group_id, topic = names(assignor)
    partitions = coordinator.create_topic(topic, PARTITIONS)
    with Group(coordinator, group_id, partitions) as group:
        group.java("java-a", assignor)
        group.settle(what="after java-a joined")
        proto = group.proto("proto-b", assignor)
        group.settle(what="after proto-b joined")
        group.rdkafka("rdkafka-c", assignor)
        group.settle(what="after rdkafka-c joined")
        leaving = group.java("java-d", assignor)
        group.settle(what="after java-d joined")
        leaving.terminate()
        group.settle(what="after java-d left")
        crashed_at = time.time()
        proto.abort()
        group.settle(what="after proto-b crashed")
        survivors = [m for m in group.alive()]
        for member in survivors:
            assert all(c.kind != LOST for c in member.log.changes if c.at > crashed_at)
