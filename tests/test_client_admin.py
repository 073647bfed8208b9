"""GroupAdmin's protocol logic over real sockets to a scripted peer: retries and fallbacks.

These are the paths the real brokers in tests/interop cannot be made to take on demand: a
coordinator that is loading or has moved, and a broker hosting KIP-848 consumer groups, share
groups and streams groups (tests/kafka/test_admin_vs_kafka_tools.py meets them on Kafka 4.4).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

import pytest

from kgroup_proto.client import BrokerError, GroupAdmin, GroupNotFound, encode_assignment
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import RequestFrame
from kgroup_proto.messages import (
    consumer_group_describe_response,
    delete_groups_response,
    describe_groups_response,
    find_coordinator_response,
    offset_delete_response,
    offset_fetch_response,
    share_group_describe_response,
    streams_group_describe_response,
)
from kgroup_proto.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
    TopicPartition,
)
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.offset_delete_request import OffsetDeleteRequest
from tests.scripted_peer import Reply, reply, scripted_peer, versions_answer

T = TypeVar("T")


def run(coroutine: Awaitable[T]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, 30)

    return asyncio.run(bounded())


class Cluster:
    """A one-broker cluster whose group answers a test scripts per API key."""

    def __init__(self, apis: dict[int, tuple[int, int]]) -> None:
        self.apis = {18: (0, 4), **apis}
        self.port = 0
        self.answers: dict[int, list[object]] = {}

    def __call__(self, frame: RequestFrame) -> Reply:
        if frame.api_key == 18:
            return versions_answer(frame, self.apis)
        if frame.api_key == 10:
            node = find_coordinator_response.Coordinator(
                key="g", node_id=1, host="127.0.0.1", port=self.port
            )
            return reply(
                find_coordinator_response.FindCoordinatorResponse(coordinators=[node]), frame
            )
        body = self.answers[frame.api_key].pop(0)
        return reply(body, frame)  # type: ignore[arg-type]


def committed(offset: int) -> offset_fetch_response.OffsetFetchResponseTopics:
    partition = offset_fetch_response.OffsetFetchResponsePartitions(
        partition_index=0, committed_offset=offset
    )
    return offset_fetch_response.OffsetFetchResponseTopics(name="t", partitions=[partition])


def test_offset_fetch_retries_a_loading_or_moved_coordinator() -> None:
    cluster = Cluster({10: (0, 6), 9: (0, 9)})
    loading = offset_fetch_response.OffsetFetchResponseGroup(
        group_id="g", error_code=ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
    )
    moved = offset_fetch_response.OffsetFetchResponseGroup(
        group_id="g", error_code=ErrorCode.NOT_COORDINATOR
    )
    done = offset_fetch_response.OffsetFetchResponseGroup(group_id="g", topics=[committed(42)])
    cluster.answers[9] = [
        offset_fetch_response.OffsetFetchResponse(groups=[g]) for g in (loading, moved, done)
    ]

    async def scenario() -> list[tuple[int, int]]:
        async with scripted_peer(cluster) as (port, received):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}", retry_backoff=0.01) as admin:
                offsets = await admin.fetch_offsets("g")
            assert [o.offset for o in offsets] == [42]
            return [(r.api_key, r.api_version) for r in received]

    # FindCoordinator again only after NOT_COORDINATOR; v9 is OffsetFetch's highest by name.
    assert run(scenario()) == [(18, 5), (10, 6), (9, 9), (9, 9), (10, 6), (9, 9)]


def test_retries_give_up_with_the_brokers_error() -> None:
    cluster = Cluster({10: (0, 6), 9: (0, 9)})
    loading = offset_fetch_response.OffsetFetchResponseGroup(
        group_id="g", error_code=ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
    )
    cluster.answers[9] = [
        offset_fetch_response.OffsetFetchResponse(groups=[loading]) for _ in range(3)
    ]

    async def scenario() -> None:
        async with scripted_peer(cluster) as (port, _):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}", retries=2, retry_backoff=0.01) as admin:
                with pytest.raises(BrokerError, match="COORDINATOR_LOAD_IN_PROGRESS") as info:
                    await admin.fetch_offsets("g")
                assert info.value.retriable

    run(scenario())


def test_kip848_group_is_described_with_consumer_group_describe() -> None:
    cluster = Cluster({10: (0, 6), 15: (0, 6), 68: (0, 1), 69: (0, 1)})
    owned = consumer_group_describe_response.Assignment(
        topic_partitions=[
            consumer_group_describe_response.TopicPartitions(topic_name="t", partitions=[1])
        ]
    )
    member = consumer_group_describe_response.Member(
        member_id="m", client_id="c", member_epoch=3, assignment=owned
    )
    group = consumer_group_describe_response.DescribedGroup(
        group_id="g", group_state="Stable", group_epoch=3, members=[member]
    )
    cluster.answers[69] = [
        consumer_group_describe_response.ConsumerGroupDescribeResponse(groups=[group])
    ]

    async def scenario() -> None:
        async with scripted_peer(cluster) as (port, received):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}") as admin:
                (described,) = await admin.describe_groups(["g"])
            assert described.group_type == "consumer"
            assert described.members[0].assignment == {"t": [1]}
            assert [r.api_key for r in received] == [18, 10, 69]  # no DescribeGroups needed

    run(scenario())


def test_classic_group_falls_back_to_describe_groups() -> None:
    cluster = Cluster({10: (0, 6), 15: (0, 6), 68: (0, 1), 69: (0, 1)})
    unknown = consumer_group_describe_response.DescribedGroup(
        group_id="g", error_code=ErrorCode.GROUP_ID_NOT_FOUND
    )
    assignment = ConsumerProtocolAssignment(
        assigned_partitions=[TopicPartition(topic="t", partitions=[0, 2])]
    )
    member = describe_groups_response.DescribedGroupMember(
        member_id="m", client_id="c", member_assignment=encode_assignment(assignment, 3)
    )
    classic = describe_groups_response.DescribedGroup(
        group_id="g", group_state="Stable", protocol_type="consumer", members=[member]
    )
    dead = describe_groups_response.DescribedGroup(group_id="gone", group_state="Dead")
    cluster.answers[69] = [
        consumer_group_describe_response.ConsumerGroupDescribeResponse(groups=[unknown])
    ] * 2
    cluster.answers[15] = [
        describe_groups_response.DescribeGroupsResponse(groups=[classic]),
        describe_groups_response.DescribeGroupsResponse(groups=[dead]),
    ]

    async def scenario() -> None:
        async with scripted_peer(cluster) as (port, _):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}") as admin:
                (described,) = await admin.describe_groups(["g"])
                assert described.group_type == "classic"
                assert described.members[0].assignment == {"t": [0, 2]}
                with pytest.raises(GroupNotFound, match="'gone'"):
                    await admin.describe_groups(["gone"])

    run(scenario())


def test_delete_offsets_reports_partition_errors() -> None:
    cluster = Cluster({10: (0, 6), 47: (0, 0)})
    ok = offset_delete_response.OffsetDeleteResponsePartition(partition_index=0)
    busy = offset_delete_response.OffsetDeleteResponsePartition(
        partition_index=1, error_code=ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC
    )
    cluster.answers[47] = [
        offset_delete_response.OffsetDeleteResponse(
            topics=[offset_delete_response.OffsetDeleteResponseTopic(name="t", partitions=[ok])]
        ),
        offset_delete_response.OffsetDeleteResponse(
            topics=[
                offset_delete_response.OffsetDeleteResponseTopic(name="t", partitions=[ok, busy])
            ]
        ),
        offset_delete_response.OffsetDeleteResponse(error_code=ErrorCode.GROUP_ID_NOT_FOUND),
    ]

    async def scenario() -> None:
        async with scripted_peer(cluster) as (port, received):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}") as admin:
                await admin.delete_offsets("g", {"t": [0]})
                with pytest.raises(BrokerError, match=r"t-1: GROUP_SUBSCRIBED_TO_TOPIC \(86\)"):
                    await admin.delete_offsets("g", {"t": [0, 1]})
                with pytest.raises(GroupNotFound):
                    await admin.delete_offsets("g", {"t": [0]})
            request = received[2].body
            assert isinstance(request, OffsetDeleteRequest)
            assert [p.partition_index for p in request.topics[0].partitions] == [0]

    run(scenario())


def test_delete_groups_maps_errors() -> None:
    cluster = Cluster({10: (0, 6), 42: (0, 2)})

    def result(code: int) -> delete_groups_response.DeleteGroupsResponse:
        return delete_groups_response.DeleteGroupsResponse(
            results=[delete_groups_response.DeletableGroupResult(group_id="g", error_code=code)]
        )

    cluster.answers[42] = [result(0), result(ErrorCode.NON_EMPTY_GROUP), result(69)]

    async def scenario() -> None:
        async with scripted_peer(cluster) as (port, _):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}") as admin:
                await admin.delete_groups(["g"])
                with pytest.raises(BrokerError, match="NON_EMPTY_GROUP"):
                    await admin.delete_groups(["g"])
                with pytest.raises(GroupNotFound):
                    await admin.delete_groups(["g"])

    run(scenario())


def test_share_and_streams_groups_are_described_after_describe_groups() -> None:
    """As Kafka answers: each describe API says GROUP_ID_NOT_FOUND for a group of another kind."""
    cluster = Cluster({10: (0, 6), 15: (0, 6), 68: (0, 1), 69: (0, 1), 77: (0, 1), 89: (0, 1)})

    def not_consumer(
        group_id: str,
    ) -> consumer_group_describe_response.ConsumerGroupDescribeResponse:
        unknown = consumer_group_describe_response.DescribedGroup(
            group_id=group_id, error_code=ErrorCode.GROUP_ID_NOT_FOUND
        )
        return consumer_group_describe_response.ConsumerGroupDescribeResponse(groups=[unknown])

    def not_classic(group_id: str) -> describe_groups_response.DescribeGroupsResponse:
        unknown = describe_groups_response.DescribedGroup(
            group_id=group_id, group_state="Dead", error_code=ErrorCode.GROUP_ID_NOT_FOUND
        )
        return describe_groups_response.DescribeGroupsResponse(groups=[unknown])

    shared = share_group_describe_response.Member(
        member_id="sm",
        client_id="sc",
        client_host="/127.0.0.1",
        member_epoch=4,
        subscribed_topic_names=["t"],
        assignment=share_group_describe_response.Assignment(
            topic_partitions=[
                share_group_describe_response.TopicPartitions(topic_name="t", partitions=[2, 0])
            ]
        ),
    )
    share = share_group_describe_response.DescribedGroup(
        group_id="s",
        group_state="Stable",
        group_epoch=4,
        assignment_epoch=4,
        assignor_name="simple",
        members=[shared],
    )
    tasks = streams_group_describe_response.TaskIds
    running = streams_group_describe_response.Member(
        member_id="xm",
        client_id="xc",
        member_epoch=2,
        process_id="p-1",
        assignment=streams_group_describe_response.Assignment(
            active_tasks=[tasks(subtopology_id="0", partitions=[1, 0])],
            standby_tasks=[tasks(subtopology_id="1", partitions=[0])],
        ),
    )
    streams = streams_group_describe_response.DescribedGroup(
        group_id="x",
        group_state="Stable",
        group_epoch=2,
        assignment_epoch=2,
        members=[running],
        assignor_name="sticky",
    )
    unknown_share = share_group_describe_response.DescribedGroup(
        group_id="x", error_code=ErrorCode.GROUP_ID_NOT_FOUND
    )
    cluster.answers[69] = [not_consumer("s"), not_consumer("x")]
    cluster.answers[15] = [not_classic("s"), not_classic("x")]
    cluster.answers[77] = [
        share_group_describe_response.ShareGroupDescribeResponse(groups=[share]),
        share_group_describe_response.ShareGroupDescribeResponse(groups=[unknown_share]),
    ]
    cluster.answers[89] = [
        streams_group_describe_response.StreamsGroupDescribeResponse(groups=[streams])
    ]

    async def scenario() -> None:
        async with scripted_peer(cluster) as (port, received):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}") as admin:
                (described_share,) = await admin.describe_groups(["s"])
                (described_streams,) = await admin.describe_groups(["x"])
            asked = [r.api_key for r in received]
            assert asked == [18, 10, 69, 15, 77, 10, 69, 15, 77, 89]
        assert (described_share.group_type, described_share.assignor) == ("share", "simple")
        (member,) = described_share.members
        assert (member.member_id, member.client_host, member.member_epoch) == (
            "sm",
            "/127.0.0.1",
            4,
        )
        assert member.assignment == {"t": [0, 2]}
        assert (described_streams.group_type, described_streams.assignor) == ("streams", "sticky")
        (task_owner,) = described_streams.members
        assert task_owner.assignment is None
        assert (task_owner.active_tasks, task_owner.standby_tasks) == ({"0": [0, 1]}, {"1": [0]})
        assert (task_owner.warmup_tasks, task_owner.process_id) == ({}, "p-1")

    run(scenario())


def test_delete_groups_each_gives_every_groups_outcome_with_the_brokers_message() -> None:
    cluster = Cluster({10: (0, 6), 42: (0, 3)})
    outcomes = {
        "a": (ErrorCode.NONE, None),
        "b": (ErrorCode.NON_EMPTY_GROUP, "The group is not empty."),
        "c": (ErrorCode.GROUP_ID_NOT_FOUND, None),
    }

    def answer(frame: RequestFrame) -> Reply:
        if frame.api_key != 42:
            return cluster(frame)
        assert isinstance(frame.body, DeleteGroupsRequest)
        (name,) = frame.body.groups_names
        code, message = outcomes[name]
        result = delete_groups_response.DeletableGroupResult(
            group_id=name, error_code=code, error_message=message
        )
        return reply(delete_groups_response.DeleteGroupsResponse(results=[result]), frame)

    async def scenario() -> None:
        async with scripted_peer(answer) as (port, _):
            cluster.port = port
            async with GroupAdmin(f"127.0.0.1:{port}") as admin:
                found = await admin.delete_groups_each(["a", "b", "c"])
        assert found["a"] is None
        assert isinstance(found["b"], BrokerError)
        assert found["b"].code == ErrorCode.NON_EMPTY_GROUP
        assert str(found["b"]) == "DeleteGroups 'b': NON_EMPTY_GROUP (68): The group is not empty."
        assert isinstance(found["c"], GroupNotFound)
        assert str(found["c"]) == "group 'c' does not exist"

    run(scenario())
