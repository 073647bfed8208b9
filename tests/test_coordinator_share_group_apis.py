"""Share groups (KIP-932) through the broker: ShareGroupHeartbeat, ShareGroupDescribe, the group
admin APIs, ApiVersions, the ``groups`` CLI, and the group kept in ``__consumer_offsets`` across a
restart."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.consumer_offsets import decode_record
from kgroup_proto.coordinator.config import TopicConfig
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.offsets_topic import OFFSETS_TOPIC
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import share_group_heartbeat_response as shr
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.list_groups_request import ListGroupsRequest
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.share_group_describe_request import ShareGroupDescribeRequest
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest
from kgroup_proto.record_batch import read_records
from tests.coordinator_harness import BrokerThread, running_broker

T = TypeVar("T")
TOPIC = TopicConfig("jobs", 3)
GROUP = "workers"


def talk(broker: BrokerThread, work: Callable[[BrokerConnection], Awaitable[T]]) -> T:
    async def run() -> T:
        connection = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
        try:
            return await work(connection)
        finally:
            await connection.close()

    return asyncio.run(run())


async def beat(
    connection: BrokerConnection, member: str, epoch: int, topics: list[str] | None = None
) -> shr.ShareGroupHeartbeatResponse:
    body = ShareGroupHeartbeatRequest(
        group_id=GROUP, member_id=member, member_epoch=epoch, subscribed_topic_names=topics
    )
    answer = await connection.request(body, 1)
    assert isinstance(answer, shr.ShareGroupHeartbeatResponse)
    return answer


def partitions(answer: shr.ShareGroupHeartbeatResponse) -> list[int]:
    assert answer.assignment is not None
    return sorted(p for tp in answer.assignment.topic_partitions for p in tp.partitions)


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "groups", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_api_versions_announces_the_share_group_apis() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> dict[int, tuple[int, int]]:
            answer = await connection.request(ApiVersionsRequest(), 3)
            return {k.api_key: (k.min_version, k.max_version) for k in answer.api_keys}  # type: ignore[attr-defined]

        listed = talk(broker, work)
    # v1 only, as Kafka 4.4 (v0 was KIP-932's early access).
    assert listed[76] == (1, 1)  # ShareGroupHeartbeat
    assert listed[77] == (1, 1)  # ShareGroupDescribe


def test_two_members_share_the_topic_and_the_admin_apis_see_the_group() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            found = await connection.request(
                FindCoordinatorRequest(key_type=0, coordinator_keys=[GROUP]), 4
            )
            assert found.coordinators[0].error_code == 0  # type: ignore[attr-defined]
            a = await beat(connection, "member-a", 0, ["jobs"])
            assert (a.error_code, a.member_id, a.member_epoch) == (0, "member-a", 1)
            assert partitions(a) == [0, 1, 2]
            b = await beat(connection, "member-b", 0, ["jobs"])
            assert b.member_epoch == 2
            a = await beat(connection, "member-a", 1)
            assert a.member_epoch == 2
            assert sorted(partitions(a) + partitions(b)) == [0, 1, 2]
            assert sorted([len(partitions(a)), len(partitions(b))]) == [1, 2]
            fenced = await beat(connection, "member-a", 7)
            assert fenced.error_code == ErrorCode.FENCED_MEMBER_EPOCH
            described = await connection.request(
                ShareGroupDescribeRequest(group_ids=[GROUP, "nothing"]), 1
            )
            group, missing = described.groups  # type: ignore[attr-defined]
            assert (group.group_state, group.group_epoch, group.assignment_epoch) == (
                "Stable",
                2,
                2,
            )
            assert group.assignor_name == "simple"
            assert sorted(m.member_id for m in group.members) == ["member-a", "member-b"]
            assert all(m.subscribed_topic_names == ["jobs"] for m in group.members)
            assert missing.error_code == ErrorCode.GROUP_ID_NOT_FOUND
            listed = await connection.request(ListGroupsRequest(types_filter=["share"]), 5)
            assert [(g.group_id, g.group_state, g.group_type) for g in listed.groups] == [  # type: ignore[attr-defined]
                (GROUP, "Stable", "share")
            ]
            classic = await connection.request(ListGroupsRequest(types_filter=["classic"]), 5)
            assert classic.groups == []  # type: ignore[attr-defined]
            old = await connection.request(DescribeGroupsRequest(groups=[GROUP]), 5)
            assert old.groups[0].error_code == ErrorCode.GROUP_ID_NOT_FOUND  # type: ignore[attr-defined]
            # A share group commits no offsets: the commit is refused as for an unknown group.
            commit = await connection.request(
                OffsetCommitRequest(
                    group_id=GROUP,
                    topics=[
                        OffsetCommitRequestTopic(
                            name="jobs",
                            partitions=[
                                OffsetCommitRequestPartition(partition_index=0, committed_offset=1)
                            ],
                        )
                    ],
                ),
                8,
            )
            code = commit.topics[0].partitions[0].error_code  # type: ignore[attr-defined]
            assert code == ErrorCode.GROUP_ID_NOT_FOUND
            busy = await connection.request(DeleteGroupsRequest(groups_names=[GROUP]), 2)
            assert busy.results[0].error_code == ErrorCode.NON_EMPTY_GROUP  # type: ignore[attr-defined]

        talk(broker, work)
        bootstrap = f"{broker.broker.host}:{broker.broker.port}"
        listed = cli("list", "--bootstrap", bootstrap)
        assert listed.returncode == 0, listed.stderr
        assert [line.split() for line in listed.stdout.splitlines()[1:]] == [
            [GROUP, "share", "Stable", "share"]
        ]
        described = cli("describe", GROUP, "--bootstrap", bootstrap)
        assert described.returncode == 0, described.stderr
        assert described.stdout.startswith(f"group {GROUP}: share, Stable, protocol share")
        assert "member-a" in described.stdout and "member-b" in described.stdout

        async def leave(connection: BrokerConnection) -> tuple[int, int, str, int]:
            for member in ("member-a", "member-b"):
                left = await beat(connection, member, -1)
                assert (left.error_code, left.member_epoch) == (0, -1)
            listed = await connection.request(ListGroupsRequest(types_filter=["share"]), 5)
            state = listed.groups[0].group_state  # type: ignore[attr-defined]
            deleted = await connection.request(DeleteGroupsRequest(groups_names=[GROUP]), 2)
            again = await connection.request(ListGroupsRequest(), 5)
            return (
                deleted.results[0].error_code,  # type: ignore[attr-defined]
                len(again.groups),  # type: ignore[attr-defined]
                state,
                (await beat(connection, "member-a", 3)).error_code,
            )

        assert talk(broker, leave) == (0, 0, "Empty", ErrorCode.GROUP_ID_NOT_FOUND)


def _share_records(data_dir: Path) -> set[str]:
    """The record types of the share group's live records in ``__consumer_offsets``."""
    topic = TopicStore(data_dir / "topics").get(OFFSETS_TOPIC)
    assert topic is not None
    found: dict[bytes, tuple[str, bool]] = {}
    for partition in topic.partitions:
        for header, batch in partition.batches():
            for record in read_records(batch, header):
                assert record.key is not None
                decoded = decode_record(record.key, record.value)
                found[record.key] = (decoded.record_type.name, record.value is not None)
    return {name for name, live in found.values() if live and name.startswith("ShareGroup")}


def test_a_share_group_comes_back_after_a_restart(tmp_path: Path) -> None:
    with running_broker(TOPIC, data_dir=tmp_path) as broker:

        async def work(connection: BrokerConnection) -> dict[str, tuple[int, list[int]]]:
            a = await beat(connection, "member-a", 0, ["jobs"])
            b = await beat(connection, "member-b", 0, ["jobs"])
            a = await beat(connection, "member-a", a.member_epoch)
            return {
                "member-a": (a.member_epoch, partitions(a)),
                "member-b": (b.member_epoch, partitions(b)),
            }

        before = talk(broker, work)
    assert _share_records(tmp_path) == {
        "ShareGroupMetadata",
        "ShareGroupPartitionMetadata",
        "ShareGroupMemberMetadata",
        "ShareGroupTargetAssignmentMetadata",
        "ShareGroupTargetAssignmentMember",
        "ShareGroupCurrentMemberAssignment",
    }
    with running_broker(TOPIC, data_dir=tmp_path) as broker:

        async def after(connection: BrokerConnection) -> tuple[object, ...]:
            described = await connection.request(ShareGroupDescribeRequest(group_ids=[GROUP]), 1)
            group = described.groups[0]  # type: ignore[attr-defined]
            held = {
                m.member_id: (
                    m.member_epoch,
                    sorted(p for tp in m.assignment.topic_partitions for p in tp.partitions),
                )
                for m in group.members
            }
            # The members go on heartbeating with the epochs they had: nothing is fenced.
            again = await beat(connection, "member-a", before["member-a"][0])
            return group.group_state, group.group_epoch, held, again.error_code, again.assignment

        state, epoch, held, code, assignment = talk(broker, after)
    assert (state, epoch, held) == ("Stable", 2, before)
    assert (code, assignment) == (ErrorCode.NONE, None)
