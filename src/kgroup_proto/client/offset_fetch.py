"""OffsetFetch in whichever form the broker speaks: one group per request (v0-7) or batched (v8+).

Versions above 9 name topics by id alone, so this client stops at v9: its answers name topics.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.client.errors import BrokerError
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import offset_fetch_response
from kgroup_proto.protocol.models import CommittedOffset
from kgroup_proto.protocol.requests import (
    OFFSET_FETCH,
    OFFSET_FETCH_HIGHEST,
    offset_fetch_request,
    read_offset_fetch,
)

T = TypeVar("T")


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
    request = offset_fetch_request(group_id, topics, version)
    response = await broker.request(request, version)
    assert isinstance(response, offset_fetch_response.OffsetFetchResponse)
    context = f"OffsetFetch {group_id!r}"
    code, fetched = read_offset_fetch(response, group_id, version)
    if code != ErrorCode.NONE:
        raise BrokerError(code, context)
    offsets = []
    for p in fetched:
        if p.error != ErrorCode.NONE:
            raise BrokerError(p.error, f"{context} {p.topic}-{p.partition}")
        if p.offset >= 0:
            offsets.append(
                CommittedOffset(
                    topic=p.topic,
                    partition=p.partition,
                    offset=p.offset,
                    leader_epoch=p.leader_epoch,
                    metadata=p.metadata,
                )
            )
    return sorted(offsets, key=lambda o: (o.topic, o.partition))
