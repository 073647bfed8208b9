"""kgroup-proto's client and CLI against librdkafka's mock cluster, with real consumer groups.

The mock cluster serves the classic protocol and KIP-848 but not ListGroups, DescribeGroups or
ConsumerGroupDescribe, so here kgroup-proto reads committed offsets and must report the missing
APIs clearly. Three groups run at once: a classic group of confluent-kafka members that grows
from two to three (a rebalance), a KIP-848 group of confluent-kafka members that does the same,
and an aiokafka member on its own (the mock answers an aiokafka follower's SyncGroup with
INVALID_REQUEST, and kafka-python 3.0.12 cannot bootstrap from it, so neither takes part in a
shared group here; both do against Tansu).
"""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator

import attrs
import pytest

from kgroup_proto.client import ProtocolViolation, UnsupportedApi
from kgroup_proto.client.recorder import FrameRecorder
from tests.interop.conftest import admin_call, cli, produce
from tests.interop.members import AiokafkaMember, ConfluentMember, Member, wait_until

pytestmark = pytest.mark.interop

TOPIC = "payments"
CLASSIC, KIP848, SOLO = "classic-confluent", "kip848-confluent", "solo-aiokafka"
JOIN_SECONDS = 90.0


@attrs.define
class Groups:
    bootstrap: str
    partitions: int
    counts: dict[int, int]
    members: dict[str, list[Member]]
    committed: dict[str, dict[int, int]]
    recorder: FrameRecorder

    def every_partition(self) -> dict[str, list[int]]:
        return {TOPIC: list(range(self.partitions))}


def partition_count(bootstrap: str) -> int:
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap})
    topic = producer.list_topics(TOPIC, timeout=30).topics[TOPIC]  # creates it on the mock
    assert topic.error is None, topic.error
    return len(topic.partitions)


def covered(members: list[Member], partitions: int) -> bool:
    owned = [p for m in members for p in m.assignment().get(TOPIC, [])]
    return sorted(owned) == list(range(partitions)) and all(m.assignment() for m in members)


@pytest.fixture(scope="module")
def groups(mock_cluster: str, client_libraries: None) -> Iterator[Groups]:
    partitions = partition_count(mock_cluster)
    assert partitions >= 3
    counts = produce(mock_cluster, TOPIC, partitions)
    args = (mock_cluster,)
    members: dict[str, list[Member]] = {
        CLASSIC: [ConfluentMember(*args, CLASSIC, TOPIC, f"classic-{n}") for n in range(2)],
        KIP848: [
            ConfluentMember(*args, KIP848, TOPIC, f"kip848-{n}", group_protocol="consumer")
            for n in range(2)
        ],
        SOLO: [AiokafkaMember(*args, SOLO, TOPIC, "solo-0")],
    }
    state = Groups(mock_cluster, partitions, counts, members, {}, FrameRecorder())
    try:
        for group in members.values():
            for member in group:
                member.start()
        for name, group in members.items():
            wait_until(lambda g=group: covered(g, partitions), JOIN_SECONDS, f"{name} to join")
        members[CLASSIC].append(ConfluentMember(*args, CLASSIC, TOPIC, "classic-2").start())
        members[KIP848].append(
            ConfluentMember(*args, KIP848, TOPIC, "kip848-2", group_protocol="consumer").start()
        )
        for name in (CLASSIC, KIP848):
            wait_until(
                lambda g=members[name]: covered(g, partitions), JOIN_SECONDS, f"{name} rebalance"
            )
        everyone = [m for group in members.values() for m in group]
        wait_until(
            lambda: all(
                m.consumed.get(p) == counts[p] - 1
                for m in everyone
                for p in m.assignment().get(TOPIC, [])
            ),
            60,
            "every member to consume its partitions",
        )
        for name, group in members.items():
            state.committed[name] = {}
            for member in group:
                state.committed[name] |= member.commit()
        yield state
    finally:
        for group in members.values():
            for member in group:
                member.stop()
        errors = [(m.client_id, m.error) for g in members.values() for m in g if m.error]
        assert not errors, errors


@pytest.mark.parametrize("group", [CLASSIC, KIP848, SOLO])
def test_committed_offsets_are_what_the_members_committed(groups: Groups, group: str) -> None:
    assert groups.committed[group] == groups.counts  # each member committed all it consumed
    if group != SOLO:
        assert all(len(m.assignment()[TOPIC]) >= 1 for m in groups.members[group])
    offsets = admin_call(
        groups.bootstrap,
        groups.recorder,
        lambda a: a.fetch_offsets(group, groups.every_partition()),
    )
    assert {(o.topic, o.partition): o.offset for o in offsets} == {
        (TOPIC, p): o for p, o in groups.committed[group].items()
    }


def test_coordinator_is_the_mock_broker(groups: Groups) -> None:
    node = admin_call(groups.bootstrap, groups.recorder, lambda a: a.find_coordinator(KIP848))
    assert node.address == groups.bootstrap


def test_apis_the_mock_lacks_are_reported_as_unsupported(groups: Groups) -> None:
    with pytest.raises(UnsupportedApi, match="ListGroups"):
        admin_call(groups.bootstrap, groups.recorder, lambda a: a.list_groups())
    with pytest.raises(UnsupportedApi, match="DescribeGroups"):
        admin_call(groups.bootstrap, groups.recorder, lambda a: a.describe_groups([CLASSIC]))


def test_fetching_every_topic_gets_an_invalid_answer_from_the_mock(groups: Groups) -> None:
    # Asked for all topics (a null list), the mock answers with a null topics array, which
    # OffsetFetchResponse does not allow.
    with pytest.raises(ProtocolViolation, match="OffsetFetchResponse v6, field topics"):
        admin_call(groups.bootstrap, groups.recorder, lambda a: a.fetch_offsets(CLASSIC))


def test_cli_offsets_and_clear_errors(groups: Groups) -> None:
    spec = f"{TOPIC}:" + ",".join(str(p) for p in range(groups.partitions))
    result = cli(
        "groups",
        "offsets",
        "--bootstrap",
        groups.bootstrap,
        "--json",
        "--topic",
        spec,
        CLASSIC,
        KIP848,
    )
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    for group in (CLASSIC, KIP848):
        assert {r["partition"]: r["offset"] for r in document[group]} == groups.committed[group]

    listed = cli("groups", "list", "--bootstrap", groups.bootstrap)
    assert listed.returncode == 1 and listed.stdout == ""
    assert listed.stderr == (
        f"kgroup-proto: error: broker {groups.bootstrap} cannot serve ListGroups in a version "
        "this package speaks: it does not offer that API\n"
    )
    everything = cli("groups", "offsets", "--bootstrap", groups.bootstrap, CLASSIC)
    assert everything.returncode == 1
    assert everything.stderr.startswith(f"kgroup-proto: error: broker {groups.bootstrap} sent an")
    assert "Traceback" not in everything.stderr


def test_every_decoded_response_reencodes_byte_exactly(groups: Groups) -> None:
    recorder = groups.recorder
    assert {9, 10, 18} <= {r.api_key for r in recorder.responses}
    decoded = [m for m in recorder.mismatches if m.reencoded is not None]
    assert [m.describe() for m in decoded] == []
    # The only responses that decode as no version are the mock's answers to ApiVersions v5,
    # in librdkafka's own layout: UNSUPPORTED_VERSION, a 1-byte count, bare entries, throttle.
    undecoded = [m for m in recorder.mismatches if m.reencoded is None]
    assert undecoded, "every connection starts with ApiVersions v5, which the mock refuses"
    for mismatch in undecoded:
        assert (mismatch.api, mismatch.api_version) == ("ApiVersions", 5)
        assert mismatch.received[4:] == struct.pack(">hbhhhi", 35, 1, 18, 0, 2, 0)
