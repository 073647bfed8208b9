"""kgroup-proto's share-group member (KIP-932) on Apache Kafka 4.4.

The sans-IO ShareMember runs over the package's BrokerConnection with a few lines of asyncio
written here (the package has no share driver yet): it joins a share group, fetches through a
share session with the leader, and acknowledges. In implicit mode every record of the topic is
delivered once and accepted (Kafka answers every acknowledgement without error), after which
the share coordinator reports no lag. In explicit mode every record is first released (in
ShareAcknowledge commits), comes back with delivery count 2, and is then accepted on the next
ShareFetch. Two members in one group read the same partitions without a record delivered to
both. Each ends with the leave: the session closed with epoch -1, then the group left.
"""

from __future__ import annotations

import asyncio
import itertools
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group import (
    AcknowledgementRefused,
    AcknowledgementsCompleted,
    AcknowledgeType,
    FetchFailed,
    MemberFailed,
    MemberLeft,
    Notification,
    RecordsDelivered,
    SendRequest,
    ShareCommitCompleted,
    ShareConfig,
    ShareMember,
)
from tests.apache_kafka import KafkaNode
from tests.member.coordinators import RECORDS_PER_PARTITION, KafkaCoordinator

_SERIAL = itertools.count()
#: How long a scenario may take before it fails (a bound, not a measurement).
LIMIT_S = 120


@pytest.fixture(scope="module")
def coordinator(kafka: KafkaNode) -> KafkaCoordinator:
    return KafkaCoordinator(kafka)


def earliest(coordinator: KafkaCoordinator, group: str) -> None:
    """``share.auto.offset.reset=earliest`` for ``group``: the records already there count."""
    from confluent_kafka.admin import (
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        ResourceType,
    )

    entry = ConfigEntry(
        "share.auto.offset.reset", "earliest", incremental_operation=AlterConfigOpType.SET
    )
    resource = ConfigResource(ResourceType.GROUP, group, incremental_configs=[entry])
    admin = coordinator._admin()
    for future in admin.incremental_alter_configs([resource]).values():
        future.result(60)


class Runner:
    """Carries out a ShareMember's requests on asyncio; ``react`` is the application."""

    def __init__(self, bootstrap: str, config: ShareConfig, topics: list[str]) -> None:
        self.topics = topics
        self.host, port = bootstrap.rsplit(":", 1)
        self.port = int(port)
        self.config = config
        self.notes: list[Notification] = []
        self.answers: asyncio.Queue[tuple[int, Any]] = asyncio.Queue()
        self.connections: dict[str, asyncio.Task[BrokerConnection]] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self.member: ShareMember | None = None
        self.start = 0.0

    def now(self) -> float:
        return (asyncio.get_running_loop().time() - self.start) * 1000

    def connection(self, host: str, port: int) -> asyncio.Task[BrokerConnection]:
        address = f"{host}:{port}"
        if address not in self.connections:
            self.connections[address] = asyncio.ensure_future(BrokerConnection.connect(host, port))
        return self.connections[address]

    async def send(self, request: SendRequest) -> None:
        node = request.destination
        try:
            if node is None:
                connection = await self.connection(self.host, self.port)
            else:
                connection = await self.connection(node.host, node.port)
            body = await connection.request(request.body, request.version)
        except Exception as exc:  # the member is told; the scenario's checks catch the rest
            await self.answers.put((request.request_id, exc))
        else:
            await self.answers.put((request.request_id, body))

    async def run(
        self, react: Callable[[ShareMember, Notification, float], None], done: Callable[[], bool]
    ) -> ShareMember:
        loop = asyncio.get_running_loop()
        self.start = loop.time()
        boot = await self.connection(self.host, self.port)
        member = self.member = ShareMember(self.config, boot.broker_versions)
        member.subscribe(self.topics, self.now())
        try:
            while not member.done:
                self.flush(member, react)
                if done() and not member.done:
                    member.leave(self.now())
                    self.flush(member, react)
                    done = lambda: False  # noqa: E731 - leave once
                    continue
                deadline = member.next_deadline()
                wait = 0.2 if deadline is None else max(0.0, deadline - self.now()) / 1000
                try:
                    if self.answers.empty():
                        request_id, body = await asyncio.wait_for(self.answers.get(), wait)
                    else:
                        request_id, body = self.answers.get_nowait()
                except TimeoutError:
                    member.tick(self.now())
                    continue
                if isinstance(body, Exception):
                    member.on_failure(request_id, str(body), self.now())
                else:
                    member.on_response(request_id, body, self.now())
                member.check_invariants()
            self.flush(member, react)  # MemberLeft, MemberFailed
        finally:
            for task in self.tasks:
                task.cancel()
            for pending in self.connections.values():
                if pending.done() and not pending.exception():
                    await pending.result().close()
        return member

    def flush(
        self, member: ShareMember, react: Callable[[ShareMember, Notification, float], None]
    ) -> None:
        while True:
            out = member.outputs()
            if not out:
                return
            for item in out:
                if isinstance(item, SendRequest):
                    task = asyncio.ensure_future(self.send(item))
                    self.tasks.add(task)
                    task.add_done_callback(self.tasks.discard)
                else:
                    self.notes.append(item)
                    react(member, item, self.now())


def run(
    coordinator: KafkaCoordinator, topic: str, config: ShareConfig, react: Any, done: Any
) -> Runner:
    runner = Runner(coordinator.bootstrap, config, [topic])
    asyncio.run(asyncio.wait_for(runner.run(react, done), LIMIT_S))
    return runner


def settled_lags(coordinator: KafkaCoordinator, group: str, topic: str) -> list[int | None]:
    """The group's lag per partition as the share coordinator reports it
    (DescribeShareGroupOffsets v1), once it reaches 0 (asked again until then, for a while)."""

    async def ask() -> list[int | None]:
        async with GroupAdmin(coordinator.bootstrap) as admin:
            for _ in range(100):
                offsets = await admin.fetch_share_offsets(group, {topic: [0, 1]})
                lags = [o.lag for o in sorted(offsets, key=lambda o: o.partition)]
                if lags == [0, 0]:
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


def test_implicit_mode_delivers_every_record_once_and_accepts_it(
    coordinator: KafkaCoordinator,
) -> None:
    serial = next(_SERIAL)
    group, topic = f"share-g{serial}", f"share-t{serial}"
    coordinator.create_topic(topic, 2)
    earliest(coordinator, group)
    seen: list[tuple[int, int, int]] = []

    def react(member: ShareMember, note: Notification, now: float) -> None:
        if isinstance(note, RecordsDelivered):
            seen.extend((r.partition, r.offset, r.delivery_count) for r in note.records)
            member.poll(now)  # done with them: accepted on the next fetch

    config = ShareConfig(group_id=group, member_id=str(uuid.uuid4()))
    runner = run(coordinator, topic, config, react, lambda: len(seen) >= 2 * RECORDS_PER_PARTITION)
    assert any(isinstance(n, MemberLeft) for n in runner.notes)
    assert problems(runner.notes) == []
    expected = [(p, o, 1) for p in (0, 1) for o in range(RECORDS_PER_PARTITION)]
    assert sorted(seen) == expected
    accepted = sorted(
        (n.partition[1], offset)
        for n in runner.notes
        if isinstance(n, AcknowledgementsCompleted)
        for offset, ack in n.offsets.items()
        if ack is AcknowledgeType.ACCEPT
    )
    assert accepted == [(p, o) for p, o, _ in expected]
    assert settled_lags(coordinator, group, topic) == [0, 0]


def test_explicit_mode_releases_then_accepts_every_record(coordinator: KafkaCoordinator) -> None:
    serial = next(_SERIAL)
    group, topic = f"share-g{serial}", f"share-t{serial}"
    coordinator.create_topic(topic, 2)
    earliest(coordinator, group)
    seen: list[tuple[int, int, int]] = []

    def react(member: ShareMember, note: Notification, now: float) -> None:
        if not isinstance(note, RecordsDelivered):
            return
        releases = False
        for record in note.records:
            seen.append((record.partition, record.offset, record.delivery_count))
            if record.delivery_count == 1:
                member.acknowledge(
                    topic, record.partition, record.offset, AcknowledgeType.RELEASE, now
                )
                releases = True
            else:
                member.acknowledge(
                    topic, record.partition, record.offset, AcknowledgeType.ACCEPT, now
                )
        if releases:
            member.commit_acknowledgements(now)
        member.poll(now)

    def all_twice() -> bool:
        return sum(1 for _, _, count in seen if count == 2) >= 2 * RECORDS_PER_PARTITION

    config = ShareConfig(group_id=group, member_id=str(uuid.uuid4()), explicit_acks=True)
    runner = run(coordinator, topic, config, react, all_twice)
    assert any(isinstance(n, MemberLeft) for n in runner.notes)
    assert problems(runner.notes) == []
    everything = [(p, o) for p in (0, 1) for o in range(RECORDS_PER_PARTITION)]
    assert sorted((p, o) for p, o, c in seen if c == 1) == everything
    assert sorted((p, o) for p, o, c in seen if c == 2) == everything
    assert any(isinstance(n, ShareCommitCompleted) for n in runner.notes)
    assert settled_lags(coordinator, group, topic) == [0, 0]


def test_two_members_share_the_partitions_and_no_record_goes_to_both(
    coordinator: KafkaCoordinator,
) -> None:
    serial = next(_SERIAL)
    group, topic = f"share-g{serial}", f"share-t{serial}"
    coordinator.create_topic(topic, 2)
    earliest(coordinator, group)
    seen: dict[str, list[tuple[int, int, int]]] = {"a": [], "b": []}

    def reactor(name: str) -> Callable[[ShareMember, Notification, float], None]:
        def react(member: ShareMember, note: Notification, now: float) -> None:
            if isinstance(note, RecordsDelivered):
                seen[name].extend((r.partition, r.offset, r.delivery_count) for r in note.records)
                member.poll(now)

        return react

    def done() -> bool:
        return len(seen["a"]) + len(seen["b"]) >= 2 * RECORDS_PER_PARTITION

    runners = [
        Runner(coordinator.bootstrap, ShareConfig(group_id=group, member_id=name), [topic])
        for name in ("a", "b")
    ]

    async def both() -> None:
        await asyncio.gather(*(r.run(reactor(n), done) for r, n in zip(runners, "ab", strict=True)))

    asyncio.run(asyncio.wait_for(both(), LIMIT_S))
    for runner in runners:
        assert any(isinstance(n, MemberLeft) for n in runner.notes)
        assert problems(runner.notes) == []
    everything = [(p, o, 1) for p in (0, 1) for o in range(RECORDS_PER_PARTITION)]
    assert sorted(seen["a"] + seen["b"]) == everything
    assert settled_lags(coordinator, group, topic) == [0, 0]
