"""Client pieces that need no peer: bootstrap parsing, consumer-protocol bytes, descriptions."""

from __future__ import annotations

import struct

import pytest

import kgroup_proto as kp
from kgroup_proto.client import (
    GroupNotFound,
    Node,
    ProtocolViolation,
    decode_assignment,
    decode_subscription,
    describe,
    encode_assignment,
    parse_bootstrap,
)
from kgroup_proto.messages import consumer_group_describe_response, describe_groups_response
from kgroup_proto.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
    TopicPartition,
)


def test_parse_bootstrap() -> None:
    assert parse_bootstrap("a:1, b:2") == [("a", 1), ("b", 2)]
    assert parse_bootstrap(["[::1]:9092"]) == [("::1", 9092)]
    for bad in ("a", "a:", ":1", "a:x", "a:70000", ""):
        with pytest.raises(ValueError, match=r"HOST:PORT|no bootstrap"):
            parse_bootstrap(bad)


def assignment_bytes_by_hand() -> bytes:
    # ConsumerProtocolAssignment v0: int16 version, [topic string, [int32 partitions]], bytes
    topic = struct.pack(">h", 6) + b"orders" + struct.pack(">iii", 2, 0, 3)
    return struct.pack(">hi", 0, 1) + topic + struct.pack(">i", -1)


def test_assignment_bytes_decode() -> None:
    decoded = decode_assignment(assignment_bytes_by_hand())
    assert decoded == ConsumerProtocolAssignment(
        assigned_partitions=[TopicPartition(topic="orders", partitions=[0, 3])], user_data=None
    )
    assert encode_assignment(decoded, 0) == assignment_bytes_by_hand()
    assert decode_assignment(b"") is None
    assert decode_subscription(b"") is None


def test_assignment_from_a_newer_version_reads_the_known_part() -> None:
    newer = struct.pack(">h", 7) + assignment_bytes_by_hand()[2:] + b"future fields"
    decoded = decode_assignment(newer)
    assert decoded is not None
    assert decoded.assigned_partitions[0].partitions == [0, 3]


@pytest.mark.parametrize("data", [b"\x00", b"\xff\xff", b"\x00\x00\x00\x00\x00\x09orders"])
def test_bad_assignment_bytes_raise_decode_error(data: bytes) -> None:
    with pytest.raises(kp.DecodeError):
        decode_assignment(data)


COORDINATOR = Node(1, "127.0.0.1", 9092)


def test_classic_member_assignment_is_decoded() -> None:
    group = describe_groups_response.DescribedGroup(
        group_id="g",
        group_state="Stable",
        protocol_type="consumer",
        protocol_data="range",
        members=[
            describe_groups_response.DescribedGroupMember(
                member_id="m-1",
                client_id="c",
                client_host="/127.0.0.1",
                member_metadata=b"",
                member_assignment=assignment_bytes_by_hand(),
            )
        ],
    )
    described = describe.classic_group(group, COORDINATOR)
    member = described.members[0]
    assert (described.group_type, described.assignor) == ("classic", "range")
    assert member.assignment == {"orders": [0, 3]}
    assert member.subscribed_topics is None


def test_classic_member_with_broken_consumer_bytes_names_the_member() -> None:
    member = describe_groups_response.DescribedGroupMember(
        member_id="m-9", member_assignment=b"\x00\x00\x00"
    )
    group = describe_groups_response.DescribedGroup(
        group_id="g", protocol_type="consumer", members=[member]
    )
    with pytest.raises(ProtocolViolation, match="group 'g', member 'm-9'"):
        describe.classic_group(group, COORDINATOR)


def test_other_protocols_keep_their_bytes_undecoded() -> None:
    member = describe_groups_response.DescribedGroupMember(
        member_id="w", member_assignment=b"\x01\x02"
    )
    group = describe_groups_response.DescribedGroup(
        group_id="g", protocol_type="connect", members=[member]
    )
    assert describe.classic_group(group, COORDINATOR).members[0].assignment is None


def test_consumer_group_members_merge_topics() -> None:
    owned = consumer_group_describe_response.Assignment(
        topic_partitions=[
            consumer_group_describe_response.TopicPartitions(topic_name="b", partitions=[2, 0]),
            consumer_group_describe_response.TopicPartitions(topic_name="a", partitions=[1]),
        ]
    )
    group = consumer_group_describe_response.DescribedGroup(
        group_id="g",
        group_state="Stable",
        group_epoch=5,
        assignor_name="uniform",
        members=[
            consumer_group_describe_response.Member(member_id="x", member_epoch=5, assignment=owned)
        ],
    )
    described = describe.consumer_group(group, COORDINATOR)
    assert described.members[0].assignment == {"a": [1], "b": [0, 2]}
    assert described.members[0].target_assignment == {}
    assert (described.group_type, described.group_epoch) == ("consumer", 5)


def test_group_not_found_message() -> None:
    assert str(GroupNotFound(["a"])) == "group 'a' does not exist"
    assert str(GroupNotFound(["a", "b"])) == "groups 'a', 'b' do not exist"
