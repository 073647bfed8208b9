"""aiokafka 0.14: hand-written Struct classes holding nested arrays as lists of tuples.

aiokafka stops at old, non-flexible versions of these APIs, so each case uses the newest
version it has, labelled with that version. Such a message is not the same bytes, so it is left
out of the identity checks (only its own round trip is checked) but timed beside the others.
OffsetFetch before v8 has one group per message: the five groups' topics are put in one list,
which keeps the partition count, and so the work, comparable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aiokafka.protocol.admin import DescribeGroupsResponse_v3
from aiokafka.protocol.commit import OffsetCommitRequest_v3, OffsetFetchResponse_v3
from aiokafka.protocol.group import HeartbeatRequest_v1, JoinGroupResponse_v5
from aiokafka.protocol.struct import Struct as AioStruct

from bench.cases import Case
from bench.peers import Prepared

LIBRARY = "aiokafka"


def _join_group(m: Any) -> AioStruct:
    members = [(x.member_id, x.group_instance_id, x.metadata) for x in m.members]
    args = (m.throttle_time_ms, m.error_code, m.generation_id, m.protocol_name, m.leader)
    return JoinGroupResponse_v5(*args, m.member_id, members)


def _offset_commit(m: Any) -> AioStruct:
    topics = [
        (
            t.name,
            [(p.partition_index, p.committed_offset, p.committed_metadata) for p in t.partitions],
        )
        for t in m.topics
    ]
    return OffsetCommitRequest_v3(
        m.group_id, m.generation_id_or_member_epoch, m.member_id, -1, topics
    )


def _heartbeat(m: Any) -> AioStruct:
    return HeartbeatRequest_v1(m.group_id, m.generation_id, m.member_id)


def _describe_groups(m: Any) -> AioStruct:
    groups = [
        (
            g.error_code,
            g.group_id,
            g.group_state,
            g.protocol_type,
            g.protocol_data,
            [
                (x.member_id, x.client_id, x.client_host, x.member_metadata, x.member_assignment)
                for x in g.members
            ],
            g.authorized_operations,
        )
        for g in m.groups
    ]
    return DescribeGroupsResponse_v3(m.throttle_time_ms, groups)


def _offset_fetch(m: Any) -> AioStruct:
    topics = [
        (
            t.name,
            [
                (p.partition_index, p.committed_offset, p.metadata, p.error_code)
                for p in t.partitions
            ],
        )
        for g in m.groups
        for t in g.topics
    ]
    return OffsetFetchResponse_v3(m.throttle_time_ms, topics, 0)


CONVERTERS: dict[str, Callable[[Any], AioStruct]] = {
    "JoinGroupResponse": _join_group,
    "OffsetCommitRequest": _offset_commit,
    "HeartbeatRequest": _heartbeat,
    "DescribeGroupsResponse": _describe_groups,
    "OffsetFetchResponse": _offset_fetch,
}


def prepare(case: Case) -> Prepared | None:
    """aiokafka's nearest-version object: decode ``cls.decode(data)``, encode ``obj.encode()``."""
    convert = CONVERTERS.get(case.name)
    if convert is None:
        return None
    obj = convert(case.obj)
    version = obj.API_VERSION
    data = obj.encode()
    exact = version == case.version
    return Prepared(
        library=LIBRARY,
        label=LIBRARY if exact else f"{LIBRARY} (v{version})",
        version=version,
        exact=exact,
        obj=obj,
        data=data,
        encode_fn=obj.encode,
        encode_args=(),
        decode_fn=type(obj).decode,
        decode_args=(data,),
        first_partition=lambda decoded: decoded.topics[0][1][0],
    )
