"""OffsetFetch in whichever form the broker speaks: one group per request (v0-7) or batched (v8+).

Versions above 9 name topics by id alone, so this client stops at v9: its answers name topics.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.client.errors import BrokerError
from kgroup_proto.client.models import CommittedOffset
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import offset_fetch_request as of_req
from kgroup_proto.messages import offset_fetch_response as of_resp

T = TypeVar("T")
OFFSET_FETCH = 9
OFFSET_FETCH_HIGHEST = 9


def single(items: Sequence[T], group_id: str, api: str) -> T:
    """The one result a single-group request must carry."""
    if len(items) != 1:
        raise BrokerError(
            ErrorCode.UNKNOWN_SERVER_ERROR,
            f"{api} {group_id!r}",
            f"expected one result, got {len(items)}",
        )
    return items[0]


async def fetch_committed(
    broker: BrokerConnection, group_id: str, topics: Mapping[str, Iterable[int]] | None
) -> list[CommittedOffset]:
    """Committed offsets of ``group_id`` on its coordinator ``broker``; none-committed left out."""
    version = broker.version_for(OFFSET_FETCH, highest=OFFSET_FETCH_HIGHEST)
    if topics is None and version < 2:
        raise BrokerError(
            ErrorCode.UNSUPPORTED_VERSION,
            f"OffsetFetch v{version} to {broker.address}",
            "fetching every topic needs OffsetFetch v2",
        )
    if version >= 8:
        wanted = (
            None
            if topics is None
            else [
                of_req.OffsetFetchRequestTopics(name=t, partition_indexes=sorted(p))
                for t, p in topics.items()
            ]
        )
        request = of_req.OffsetFetchRequest(
            groups=[of_req.OffsetFetchRequestGroup(group_id=group_id, topics=wanted)]
        )
    else:
        request = of_req.OffsetFetchRequest(
            group_id=group_id,
            topics=None
            if topics is None
            else [
                of_req.OffsetFetchRequestTopic(name=t, partition_indexes=sorted(p))
                for t, p in topics.items()
            ],
        )
    response = await broker.request(request, version)
    assert isinstance(response, of_resp.OffsetFetchResponse)
    return _committed(response, group_id, version)


def _committed(
    response: of_resp.OffsetFetchResponse, group_id: str, version: int
) -> list[CommittedOffset]:
    context = f"OffsetFetch {group_id!r}"
    if version >= 8:
        group = single(response.groups, group_id, "OffsetFetch")
        code = group.error_code
        topics: Sequence[of_resp.OffsetFetchResponseTopic | of_resp.OffsetFetchResponseTopics]
        topics = group.topics
    else:
        code, topics = response.error_code, response.topics
    if code != ErrorCode.NONE:
        raise BrokerError(code, context)
    offsets = []
    for topic in topics:
        for p in topic.partitions:
            if p.error_code != ErrorCode.NONE:
                raise BrokerError(p.error_code, f"{context} {topic.name}-{p.partition_index}")
            if p.committed_offset >= 0:
                offsets.append(
                    CommittedOffset(
                        topic=topic.name,
                        partition=p.partition_index,
                        offset=p.committed_offset,
                        leader_epoch=p.committed_leader_epoch,
                        metadata=p.metadata,
                    )
                )
    return sorted(offsets, key=lambda o: (o.topic, o.partition))
