"""kgroup-proto's share-group consumer (KIP-932) on Apache Kafka 4.4.

:class:`ShareConsumer` runs the sans-IO ShareMember on the package's asyncio driver: it joins
a share group, fetches through a share session with the leader, and acknowledges. In implicit
mode every record of the topic is handed out once and accepted (Kafka answers every
acknowledgement without error), after which the share coordinator reports no lag. In explicit
mode every record is first released, comes back with delivery count 2, and is then accepted; a
synchronous commit on the way is answered without error. Two consumers in one group read the
same partitions without a record delivered to both. Each ends with the leave: the session
closed with epoch -1, then the group left. ``kgroup-proto share`` runs in a subprocess,
releasing and rejecting every so many records: every record produced is printed, a released
one again with the next delivery count, a rejected or accepted one never again.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import subprocess
import sys
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group import (
    AcknowledgementRefused,
    AcknowledgementsCompleted,
    AcknowledgeType,
    FetchFailed,
    MemberFailed,
    MemberLeft,
    Notification,
    ShareCommitCompleted,
    ShareConsumer,
)
from tests.apache_kafka import KafkaNode, share_group_from_earliest
from tests.member.coordinators import RECORDS_PER_PARTITION, KafkaCoordinator

T = TypeVar("T")
_SERIAL = itertools.count()
#: How long a scenario may take before it fails (a bound, not a measurement).
LIMIT_S = 120
EVERY_RECORD = 2 * RECORDS_PER_PARTITION


@pytest.fixture(scope="module")
def coordinator(kafka: KafkaNode) -> KafkaCoordinator:
    return KafkaCoordinator(kafka)


def fresh(coordinator: KafkaCoordinator, partitions: int = 2) -> tuple[str, str]:
    """A new group (reading from the earliest record) and a new topic full of records."""
    serial = next(_SERIAL)
    group, topic = f"share-g{serial}", f"share-t{serial}"
    coordinator.create_topic(topic, partitions)
    share_group_from_earliest(coordinator.bootstrap, group)
    return group, topic


def run(scenario: Callable[[], Awaitable[T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), LIMIT_S)

    return asyncio.run(bounded())


def notes(consumer: ShareConsumer) -> list[Notification]:
    return [note for _, note in consumer.member.history]


def settled_lags(
    coordinator: KafkaCoordinator, group: str, topic: str, partitions: int = 2
) -> list[int | None]:
    """The group's lag per partition as the share coordinator reports it
    (DescribeShareGroupOffsets v1), once it reaches 0 (asked again until then, for a while)."""

    async def ask() -> list[int | None]:
        async with GroupAdmin(coordinator.bootstrap) as admin:
            for _ in range(100):
                offsets = await admin.fetch_share_offsets(group, {topic: list(range(partitions))})
                lags = [o.lag for o in sorted(offsets, key=lambda o: o.partition)]
                if lags == [0] * partitions:
                    break
                await asyncio.sleep(0.2)
            return lags

    return asyncio.run(ask())


def problems(notes: list[Notification]) -> list[Notification]:
    """Notifications that say something went wrong."""

    def bad(note: Notification) -> bool:
        if isinstance(note, AcknowledgementsCompleted):
            return note.error is not ErrorCode.NONE
        if isinstance(note, ShareCommitCompleted):
            return bool(note.errors)
        return isinstance(note, AcknowledgementRefused | FetchFailed | MemberFailed)

    return [note for note in notes if bad(note)]


def acknowledged(consumer: ShareConsumer, ack: AcknowledgeType) -> list[tuple[int, int]]:
    """(partition, offset) of every record Kafka applied ``ack`` to, in order."""
    return sorted(
        (note.partition[1], offset)
        for note in notes(consumer)
        if isinstance(note, AcknowledgementsCompleted) and note.error is ErrorCode.NONE
        for offset, kind in note.offsets.items()
        if kind is ack
    )


def test_implicit_mode_delivers_every_record_once_and_accepts_it(
    coordinator: KafkaCoordinator,
) -> None:
    group, topic = fresh(coordinator)
    seen: list[tuple[int, int, int]] = []

    async def scenario() -> ShareConsumer:
        async with ShareConsumer(coordinator.bootstrap, group_id=group, topics=[topic]) as consumer:
            async for record in consumer:
                seen.append((record.partition, record.offset, record.delivery_count))
                assert record.value == b"r%d" % record.offset
                if len(seen) == EVERY_RECORD:
                    break
        return consumer

    consumer = run(scenario)
    assert any(isinstance(n, MemberLeft) for n in notes(consumer))
    assert problems(notes(consumer)) == []
    expected = [(p, o, 1) for p in (0, 1) for o in range(RECORDS_PER_PARTITION)]
    assert sorted(seen) == expected
    assert acknowledged(consumer, AcknowledgeType.ACCEPT) == [(p, o) for p, o, _ in expected]
    assert settled_lags(coordinator, group, topic) == [0, 0]


def test_explicit_mode_releases_then_accepts_every_record(coordinator: KafkaCoordinator) -> None:
    group, topic = fresh(coordinator)
    seen: list[tuple[int, int, int]] = []
    commits: list[dict[Any, ErrorCode]] = []

    async def scenario() -> ShareConsumer:
        consumer = ShareConsumer(
            coordinator.bootstrap, group_id=group, topics=[topic], acknowledgement_mode="explicit"
        )
        twice = 0
        async with consumer:
            async for record in consumer:
                seen.append((record.partition, record.offset, record.delivery_count))
                if record.delivery_count == 1:
                    consumer.acknowledge(record, AcknowledgeType.RELEASE)
                else:
                    consumer.acknowledge(record, AcknowledgeType.ACCEPT)
                    twice += 1
                if len(seen) == 10:
                    commits.append(await consumer.commit())
                if twice == EVERY_RECORD:
                    break
        return consumer

    consumer = run(scenario)
    assert any(isinstance(n, MemberLeft) for n in notes(consumer))
    assert problems(notes(consumer)) == []
    assert commits == [{}]
    everything = [(p, o) for p in (0, 1) for o in range(RECORDS_PER_PARTITION)]
    assert sorted((p, o) for p, o, c in seen if c == 1) == everything
    assert sorted((p, o) for p, o, c in seen if c == 2) == everything
    assert acknowledged(consumer, AcknowledgeType.RELEASE) == everything
    assert acknowledged(consumer, AcknowledgeType.ACCEPT) == everything
    assert settled_lags(coordinator, group, topic) == [0, 0]


def test_two_consumers_share_the_partitions_and_no_record_goes_to_both(
    coordinator: KafkaCoordinator,
) -> None:
    group, topic = fresh(coordinator)
    seen: dict[str, list[tuple[int, int, int]]] = {"a": [], "b": []}

    async def scenario() -> list[ShareConsumer]:
        consumers = [
            ShareConsumer(coordinator.bootstrap, group_id=group, topics=[topic], member_id=name)
            for name in seen
        ]
        everything = asyncio.Event()

        async def read(name: str, consumer: ShareConsumer) -> None:
            async for record in consumer:
                seen[name].append((record.partition, record.offset, record.delivery_count))
                if len(seen["a"]) + len(seen["b"]) == EVERY_RECORD:
                    everything.set()

        async with consumers[0], consumers[1]:
            readers = [
                asyncio.create_task(read(n, c)) for n, c in zip(seen, consumers, strict=True)
            ]
            await everything.wait()
            for consumer in consumers:
                await consumer.close()  # each reader's iteration ends
            await asyncio.gather(*readers)
        return consumers

    consumers = run(scenario)
    for consumer in consumers:
        assert any(isinstance(n, MemberLeft) for n in notes(consumer))
        assert problems(notes(consumer)) == []
    everything = [(p, o, 1) for p in (0, 1) for o in range(RECORDS_PER_PARTITION)]
    assert sorted(seen["a"] + seen["b"]) == everything
    assert settled_lags(coordinator, group, topic) == [0, 0]


#: The command's topic: one partition of this many records (few, so that a record released
#: again and again, which Kafka archives at its fifth delivery, is unlikely).
COMMAND_RECORDS = 200
RELEASE_EVERY, REJECT_EVERY = 13, 7


def test_share_command_releases_and_rejects_every_so_many_records(
    coordinator: KafkaCoordinator,
) -> None:
    from confluent_kafka import Producer

    serial = next(_SERIAL)
    group, topic = f"share-cli-g{serial}", f"share-cli-t{serial}"
    coordinator._create(topic, 1)
    producer = Producer({"bootstrap.servers": coordinator.bootstrap, "log_level": 3})
    for n in range(COMMAND_RECORDS):
        producer.produce(topic, key=b"k%d" % n, value=b"v%d" % n, partition=0)
    assert producer.flush(60) == 0
    share_group_from_earliest(coordinator.bootstrap, group)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "kgroup_proto",
            "share",
            "--bootstrap",
            coordinator.bootstrap,
            "--group",
            group,
            "--topic",
            topic,
            "--release-every",
            str(RELEASE_EVERY),
            "--reject-every",
            str(REJECT_EVERY),
            "--max-records",
            str(COMMAND_RECORDS),
            "--duration",
            str(LIMIT_S),
        ],
        capture_output=True,
        text=True,
        timeout=LIMIT_S + 30,
    )
    assert (result.returncode, result.stderr) == (0, "")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    by_offset: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for number, line in enumerate(lines, 1):
        expected = (
            "reject"
            if number % REJECT_EVERY == 0
            else "release"
            if number % RELEASE_EVERY == 0
            else "accept"
        )
        assert line["acknowledge"] == expected
        assert (line["topic"], line["partition"]) == (topic, 0)
        assert (line["key"], line["value"]) == (f"k{line['offset']}", f"v{line['offset']}")
        by_offset[line["offset"]].append((line["delivery_count"], line["acknowledge"]))
    # Every record produced was printed; a released one came back with the next delivery
    # count; an accepted or rejected one never came back.
    assert sorted(by_offset) == list(range(COMMAND_RECORDS))
    for offset, deliveries in by_offset.items():
        assert [count for count, _ in deliveries] == list(range(1, len(deliveries) + 1)), offset
        assert [ack for _, ack in deliveries[:-1]] == ["release"] * (len(deliveries) - 1), offset
        assert deliveries[-1][1] in ("accept", "reject"), offset
    releases = sum(1 for line in lines if line["acknowledge"] == "release")
    assert releases > 0 and any(line["acknowledge"] == "reject" for line in lines)
    assert len(lines) == COMMAND_RECORDS + releases
    assert settled_lags(coordinator, group, topic, partitions=1) == [0]
