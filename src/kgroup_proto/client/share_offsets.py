"""DescribeShareGroupOffsets (KIP-932, lag from v1 by KIP-1226): where a share group stands.

A share group commits no offsets: the share coordinator keeps each share-partition's state,
whose start offset is the first record not yet done with. Its group coordinator answers
DescribeShareGroupOffsets with those start offsets and, from v1, the lag it computes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.client.errors import BrokerError
from kgroup_proto.client.offset_fetch import single
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    describe_share_group_offsets_request,
    describe_share_group_offsets_response,
)
from kgroup_proto.protocol.models import ShareOffset

DESCRIBE_SHARE_GROUP_OFFSETS = (
    describe_share_group_offsets_request.DescribeShareGroupOffsetsRequest.API_KEY
)
#: The lag the coordinator sends when it does not know it.
UNKNOWN_LAG = -1


async def describe_share_offsets(
    broker: BrokerConnection, group_id: str, topics: Mapping[str, Iterable[int]] | None
) -> list[ShareOffset]:
    """Start offsets (and lag) of ``group_id`` on its coordinator ``broker``, for ``topics``
    (topic -> partitions) or every partition the group has state for."""
    request_cls = describe_share_group_offsets_request
    assert DESCRIBE_SHARE_GROUP_OFFSETS is not None
    version = broker.version_for(DESCRIBE_SHARE_GROUP_OFFSETS)
    wanted = (
        None
        if topics is None
        else [
            request_cls.DescribeShareGroupOffsetsRequestTopic(
                topic_name=topic, partitions=sorted(partitions)
            )
            for topic, partitions in sorted(topics.items())
        ]
    )
    request = request_cls.DescribeShareGroupOffsetsRequest(
        groups=[request_cls.DescribeShareGroupOffsetsRequestGroup(group_id=group_id, topics=wanted)]
    )
    response = await broker.request(request, version)
    assert isinstance(
        response, describe_share_group_offsets_response.DescribeShareGroupOffsetsResponse
    )
    context = f"DescribeShareGroupOffsets {group_id!r}"
    group = single(response.groups, group_id, "DescribeShareGroupOffsets")
    if group.error_code != ErrorCode.NONE:
        raise BrokerError(group.error_code, context, group.error_message)
    found = []
    for topic in group.topics:
        for p in topic.partitions:
            if p.error_code != ErrorCode.NONE:
                where = f"{context} {topic.topic_name}-{p.partition_index}"
                raise BrokerError(p.error_code, where, p.error_message)
            lag = None if version < 1 or p.lag == UNKNOWN_LAG else p.lag
            found.append(
                ShareOffset(
                    topic.topic_name, p.partition_index, p.start_offset, p.leader_epoch, lag
                )
            )
    return sorted(found, key=lambda o: (o.topic, o.partition))
