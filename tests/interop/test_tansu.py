"""kgroup-proto's client and CLI against Tansu, with a real mixed consumer group.

One group, three client libraries: confluent-kafka and kafka-python members join, aiokafka
joins later (a rebalance), every member commits what it consumed, kafka-python leaves (another
rebalance), the rest stop, and the group is deleted. At each step kgroup-proto must report what
the consumers themselves did.

Tansu's DescribeGroups leaves client ids, hosts, the assignor and the members' protocol bytes
empty, so the members are matched by member id, which Kafka clients build from their client id.
The consumer-protocol bytes themselves are read off the wire: Tansu advertises a relay (a wire
tap) in front of it, so every client connection passes through it, and the assignments the
broker hands each member in SyncGroup are decoded and compared with what each consumer owns.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import attrs
import pytest

from kgroup_proto.client import (
    GroupDescription,
    GroupNotFound,
    decode_assignment,
    decode_subscription,
)
from kgroup_proto.client.recorder import FrameRecorder
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.messages.sync_group_request import SyncGroupRequest
from kgroup_proto.messages.sync_group_response import SyncGroupResponse
from tests.interop.brokers import Tansu
from tests.interop.conftest import admin_call, cli, eventually, produce
from tests.interop.members import (
    AiokafkaMember,
    ConfluentMember,
    KafkaPythonMember,
    Member,
    wait_until,
)
from tests.interop.wire_tap import Exchange, WireTap

pytestmark = pytest.mark.interop

TOPIC, PARTITIONS, GROUP = "orders", 6, "mixed-libraries"
JOIN_SECONDS = 90.0


@attrs.define
class Story:
    broker: Tansu
    tap: WireTap
    members: list[Member]
    committed: dict[int, int]  # partition -> offset the owner committed
    counts: dict[int, int]  # partition -> records written
    recorder: FrameRecorder


def covered(members: list[Member]) -> bool:
    """Every member owns something and together they own every partition exactly once."""
    owned = [p for m in members for p in m.assignment().get(TOPIC, [])]
    return sorted(owned) == list(range(PARTITIONS)) and all(m.assignment() for m in members)


def describe(story: Story) -> GroupDescription:
    return admin_call(story.broker.bootstrap, story.recorder, lambda a: a.describe_groups([GROUP]))[
        0
    ]


def stable_with(story: Story, members: list[Member]) -> GroupDescription:
    def check() -> GroupDescription:
        group = describe(story)
        assert group.state == "Stable", group.state
        ids = sorted(m.member_id for m in group.members)
        assert len(ids) == len(members), ids
        for member in members:
            assert sum(i.startswith(f"{member.client_id}-") for i in ids) == 1, (
                member.client_id,
                ids,
            )
        return group

    return eventually(check, 30, f"{GROUP} stable with {len(members)} members")


@pytest.fixture(scope="module")
def story(tapped_tansu: tuple[Tansu, WireTap], client_libraries: None) -> Iterator[Story]:
    tansu, tap = tapped_tansu
    tansu.create_topic(TOPIC, PARTITIONS)
    counts = produce(tansu.bootstrap, TOPIC, PARTITIONS)
    args = (tansu.bootstrap, GROUP, TOPIC)
    members: list[Member] = [
        ConfluentMember(*args, "confluent-member").start(),
        KafkaPythonMember(*args, "kafka-python-member").start(),
    ]
    story = Story(tansu, tap, members, {}, counts, FrameRecorder())
    try:
        wait_until(lambda: covered(members), JOIN_SECONDS, "two members to share the topic")
        stable_with(story, members)
        members.append(AiokafkaMember(*args, "aiokafka-member").start())
        wait_until(lambda: covered(members), JOIN_SECONDS, "the rebalance to a third member")
        wait_until(
            lambda: all(
                m.consumed.get(p) == counts[p] - 1
                for m in members
                for p in m.assignment().get(TOPIC, [])
            ),
            60,
            "every member to consume its partitions",
        )
        for member in members:
            story.committed |= member.commit()
        yield story
    finally:
        for member in members:
            member.stop()
        errors = [(m.client_id, m.error) for m in members if m.error is not None]
        assert not errors, errors


def test_describe_after_the_rebalance_names_all_three_members(story: Story) -> None:
    group = stable_with(story, story.members)
    assert (group.group_id, group.group_type, group.protocol_type) == (GROUP, "classic", "consumer")
    assert group.coordinator.port == story.broker.advertised_port


def test_committed_offsets_are_what_the_members_committed(story: Story) -> None:
    assert story.committed == {p: story.counts[p] for p in range(PARTITIONS)}
    offsets = admin_call(story.broker.bootstrap, story.recorder, lambda a: a.fetch_offsets(GROUP))
    assert {(o.topic, o.partition): o.offset for o in offsets} == {
        (TOPIC, p): o for p, o in story.committed.items()
    }
    some = admin_call(
        story.broker.bootstrap, story.recorder, lambda a: a.fetch_offsets(GROUP, {TOPIC: [1, 4]})
    )
    assert [(o.partition, o.offset) for o in some] == [(1, story.counts[1]), (4, story.counts[4])]


def _syncs(story: Story) -> list[Exchange]:
    return [e for e in story.tap.snapshot() if isinstance(e.request.body, SyncGroupRequest)]


def test_syncgroup_assignments_decode_to_what_each_member_owns(story: Story) -> None:
    stable_with(story, story.members)
    for member in story.members:
        answers = [
            e.response.body
            for e in _syncs(story)
            if e.client_id == member.client_id
            and isinstance(e.response.body, SyncGroupResponse)
            and e.response.body.error_code == 0
        ]
        assert answers, f"no SyncGroup answer reached {member.client_id}"
        assignment = decode_assignment(answers[-1].assignment)
        assert assignment is not None
        owned = {tp.topic: sorted(tp.partitions) for tp in assignment.assigned_partitions}
        assert owned == member.assignment(), member.library


def test_the_leaders_syncgroup_carries_every_members_assignment(story: Story) -> None:
    stable_with(story, story.members)
    plans = [
        e.request.body
        for e in _syncs(story)
        if isinstance(e.request.body, SyncGroupRequest) and e.request.body.assignments
    ]
    last = plans[-1]
    assert len(last.assignments) == len(story.members)
    for member in story.members:
        (entry,) = [a for a in last.assignments if a.member_id.startswith(f"{member.client_id}-")]
        assignment = decode_assignment(entry.assignment)
        assert assignment is not None
        assert {tp.topic: sorted(tp.partitions) for tp in assignment.assigned_partitions} == (
            member.assignment()
        )


def test_every_member_subscribed_to_the_topic_in_joingroup(story: Story) -> None:
    joins = [e for e in story.tap.snapshot() if isinstance(e.request.body, JoinGroupRequest)]
    by_client: dict[str | None, list[list[str]]] = {}
    for exchange in joins:
        assert isinstance(exchange.request.body, JoinGroupRequest)
        for protocol in exchange.request.body.protocols:
            subscription = decode_subscription(protocol.metadata)
            assert subscription is not None
            by_client.setdefault(exchange.client_id, []).append(subscription.topics)
    for member in story.members:
        assert by_client[member.client_id] and all(
            t == [TOPIC] for t in by_client[member.client_id]
        )


def test_consumers_group_traffic_reencodes_byte_exactly(story: Story) -> None:
    apis = {e.request.api_key for e in story.tap.snapshot()}
    assert {8, 10, 11, 12, 14} <= apis  # commit, coordinator, join, heartbeat, sync
    assert story.tap.problems == []


def test_list_shows_the_group(story: Story) -> None:
    groups = admin_call(story.broker.bootstrap, story.recorder, lambda a: a.list_groups())
    listing = {g.group_id: g for g in groups}
    assert (listing[GROUP].protocol_type, listing[GROUP].group_type) == ("consumer", "classic")
    # Tansu's ListGroups v5 answers every group's state as "Unknown" (DescribeGroups says
    # Stable); the field is there, which v4+ promises.
    assert listing[GROUP].state is not None


def test_cli_list_describe_and_offsets(story: Story) -> None:
    bootstrap = story.broker.bootstrap
    listed = cli("groups", "list", "--bootstrap", bootstrap)
    assert listed.returncode == 0, listed.stderr
    header, *rows = listed.stdout.splitlines()
    assert header.split() == ["GROUP", "TYPE", "STATE", "PROTOCOL"]
    assert any(row.split()[0] == GROUP and row.split()[-1] == "consumer" for row in rows)

    described = cli("groups", "describe", "--bootstrap", bootstrap, "--json", GROUP)
    assert described.returncode == 0, described.stderr
    (group,) = json.loads(described.stdout)
    assert group["state"] == "Stable" and len(group["members"]) == 3
    text = cli("groups", "describe", "--bootstrap", bootstrap, GROUP)
    assert text.stdout.startswith(f"group {GROUP}: classic, Stable, protocol consumer")
    assert sum(line.startswith("aiokafka-member-") for line in text.stdout.splitlines()) == 1

    offsets = cli("groups", "offsets", "--bootstrap", bootstrap, "--json", GROUP)
    assert offsets.returncode == 0, offsets.stderr
    rows = json.loads(offsets.stdout)[GROUP]
    assert {r["partition"]: r["offset"] for r in rows} == story.committed
    table = cli("groups", "offsets", "--bootstrap", bootstrap, GROUP).stdout.splitlines()
    header = ["GROUP", "TOPIC", "PARTITION", "OFFSET", "LOG-END-OFFSET", "LAG", "METADATA"]
    assert table[0].split() == header
    assert [r.split()[2:4] for r in table[1:]] == [
        [str(p), str(story.committed[p])] for p in range(PARTITIONS)
    ]


def test_cli_reports_a_missing_group_and_a_dead_broker(story: Story) -> None:
    for action in ("describe", "offsets"):
        result = cli("groups", action, "--bootstrap", story.broker.bootstrap, "no-such-group")
        assert result.returncode == 1
        assert result.stderr == "kgroup-proto: error: group 'no-such-group' does not exist\n"
    with pytest.raises(GroupNotFound):
        admin_call(
            story.broker.bootstrap, story.recorder, lambda a: a.describe_groups(["no-such-group"])
        )


def test_a_member_leaving_rebalances_then_stopping_empties_then_delete_removes(
    story: Story,
) -> None:
    leaving = next(m for m in story.members if isinstance(m, KafkaPythonMember))
    leaving.stop()
    staying = [m for m in story.members if m is not leaving]
    wait_until(lambda: covered(staying), JOIN_SECONDS, "the rebalance after a member left")
    group = stable_with(story, staying)
    assert not any(m.member_id.startswith("kafka-python-member-") for m in group.members)

    for member in staying:
        member.stop()
    eventually(lambda: _assert_empty(describe(story)), 30, f"{GROUP} to be empty")
    # Offsets outlive the members.
    offsets = admin_call(story.broker.bootstrap, story.recorder, lambda a: a.fetch_offsets(GROUP))
    assert {o.partition: o.offset for o in offsets} == story.committed

    admin_call(story.broker.bootstrap, story.recorder, lambda a: a.delete_groups([GROUP]))
    groups = admin_call(story.broker.bootstrap, story.recorder, lambda a: a.list_groups())
    assert GROUP not in {g.group_id for g in groups}
    assert (
        admin_call(story.broker.bootstrap, story.recorder, lambda a: a.fetch_offsets(GROUP)) == []
    )
    with pytest.raises(GroupNotFound):
        admin_call(story.broker.bootstrap, story.recorder, lambda a: a.describe_groups([GROUP]))


def _assert_empty(group: GroupDescription) -> None:
    assert group.state == "Empty" and group.members == [], (group.state, group.members)


def test_every_response_except_apiversions_reencodes_byte_exactly(story: Story) -> None:
    seen = {r.api_key for r in story.recorder.responses}
    assert {10, 9, 15, 16, 42, 18} <= seen  # FindCoordinator .. ApiVersions all exercised
    problems = [m.describe() for m in story.recorder.mismatches]
    assert problems == []
    assert len(story.recorder.responses) > 20


def test_apiversions_reencodes_byte_exactly(story: Story) -> None:
    """Tansu writes ApiVersions v4's tagged fields even at their defaults: they come back too."""
    problems = [m.describe() for m in story.recorder.mismatches if m.api == "ApiVersions"]
    assert story.recorder.count(18) > 0
    assert problems == []
