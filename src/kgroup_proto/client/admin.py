"""Group administration over a Kafka cluster: coordinators, listing, describing, offsets, deletes.

:class:`GroupAdmin` keeps one negotiated :class:`BrokerConnection` per broker it talks to and
finds each group's coordinator with FindCoordinator. Calls that reach a coordinator retry, with
backoff, when it answers that it is loading, moved or not available, as Kafka's admin client
does. Each call uses the highest version of its API that the broker and this package share.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

from kgroup_proto.client.connection import DEFAULT_CLIENT_ID, BrokerConnection, ResponseObserver
from kgroup_proto.client.describe import classic_group, consumer_group, share_group, streams_group
from kgroup_proto.client.errors import (
    BrokerError,
    ClientError,
    ConnectionClosed,
    ConnectionFailed,
    GroupNotFound,
    ProtocolViolation,
    RequestTimedOut,
)
from kgroup_proto.client.fetch import (
    FETCH,
    FetchedPartition,
    fetch_request,
    fetch_version,
    read_fetch,
)
from kgroup_proto.client.offset_fetch import fetch_committed, single
from kgroup_proto.client.share_offsets import describe_share_offsets
from kgroup_proto.client.topics import (
    EARLIEST,
    LATEST,
    ClusterMetadata,
    describe_topics,
)
from kgroup_proto.client.topics import (
    list_offsets as partition_offsets,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    consumer_group_describe_request,
    consumer_group_describe_response,
    delete_groups_request,
    delete_groups_response,
    describe_groups_request,
    describe_groups_response,
    fetch_response,
    find_coordinator_response,
    list_groups_request,
    list_groups_response,
    offset_delete_request,
    offset_delete_response,
    share_group_describe_request,
    share_group_describe_response,
    streams_group_describe_request,
    streams_group_describe_response,
)
from kgroup_proto.protocol.models import (
    CommittedOffset,
    GroupDescription,
    GroupListing,
    Node,
    ShareOffset,
)
from kgroup_proto.protocol.requests import find_coordinator_request, read_find_coordinator
from kgroup_proto.runtime import Struct

T = TypeVar("T")
R = TypeVar("R", bound=Struct)

FIND_COORDINATOR, LIST_GROUPS, DESCRIBE_GROUPS = 10, 16, 15
DELETE_GROUPS, OFFSET_DELETE = 42, 47
CONSUMER_GROUP_HEARTBEAT, CONSUMER_GROUP_DESCRIBE = 68, 69
SHARE_GROUP_DESCRIBE, STREAMS_GROUP_DESCRIBE = 77, 89
_COORDINATOR_GONE = {ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE}
_COORDINATOR_RETRY = _COORDINATOR_GONE | {ErrorCode.COORDINATOR_LOAD_IN_PROGRESS}
_NOT_FOUND_STATES = {"Dead", ""}


def parse_bootstrap(servers: str | Sequence[str]) -> list[tuple[str, int]]:
    """``"host:port,host:port"`` (or a list of them) -> addresses; IPv6 hosts in brackets."""
    items = servers.split(",") if isinstance(servers, str) else list(servers)
    addresses = []
    for item in (i.strip() for i in items):
        host, sep, port = item.rpartition(":")
        if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError(f"bootstrap address {item!r} is not HOST:PORT")
        addresses.append((host.removeprefix("[").removesuffix("]"), int(port)))
    if not addresses:
        raise ValueError("no bootstrap address given")
    return addresses


async def _call(connection: BrokerConnection, body: Struct, answer: type[R], **kw: int) -> R:
    response = await connection.request(body, **kw)
    if not isinstance(response, answer):  # the registry pairs each request with its response
        raise TypeError(f"expected {answer.__name__}, got {type(response).__name__}")
    return response


#: Versions of ListGroups that filter and report by state (KIP-518) and by type (KIP-848).
_LIST_BY_STATE = list_groups_request.ListGroupsRequest.field_versions("states_filter")
_LIST_BY_TYPE = list_groups_request.ListGroupsRequest.field_versions("types_filter")


class GroupAdmin:
    """Administer consumer groups of the cluster behind ``bootstrap`` (``"host:port,..."``).

    Use as ``async with GroupAdmin("127.0.0.1:9092") as admin: ...``. ``observer`` sees every
    response any of its connections decodes.
    """

    def __init__(
        self,
        bootstrap: str | Sequence[str],
        *,
        client_id: str = DEFAULT_CLIENT_ID,
        connect_timeout: float = 10.0,
        request_timeout: float = 30.0,
        retries: int = 5,
        retry_backoff: float = 0.1,
        observer: ResponseObserver | None = None,
    ) -> None:
        self.bootstrap = parse_bootstrap(bootstrap)
        self.client_id = client_id
        self.connect_timeout = connect_timeout
        self.request_timeout = request_timeout
        self.retries = retries
        self.retry_backoff = retry_backoff
        self._observer = observer
        self._connections: dict[tuple[str, int], asyncio.Task[BrokerConnection]] = {}
        self._coordinators: dict[str, Node] = {}

    async def __aenter__(self) -> GroupAdmin:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close every connection this admin opened."""
        tasks, self._connections = list(self._connections.values()), {}
        for task in tasks:
            if not task.done():
                task.cancel()
            try:
                connection = await task
            except BaseException:
                continue
            await connection.close()

    async def connection(self, host: str, port: int) -> BrokerConnection:
        """The negotiated connection to one broker, opened on first use and reopened if closed."""
        key = (host, port)
        task = self._connections.get(key)
        if task is not None and task.done() and _unusable(task):
            task = None
        if task is None:
            task = asyncio.ensure_future(
                BrokerConnection.connect(
                    host,
                    port,
                    client_id=self.client_id,
                    connect_timeout=self.connect_timeout,
                    request_timeout=self.request_timeout,
                    observer=self._observer,
                )
            )
            self._connections[key] = task
        return await asyncio.shield(task)

    async def any_broker(self) -> BrokerConnection:
        """A connection to the first bootstrap broker that answers."""
        failure: ClientError | None = None
        for host, port in self.bootstrap:
            try:
                return await self.connection(host, port)
            except (ConnectionFailed, ConnectionClosed, ProtocolViolation, RequestTimedOut) as exc:
                failure = exc
        assert failure is not None
        raise failure

    async def find_coordinator(self, group_id: str) -> Node:
        """The broker that coordinates ``group_id`` (FindCoordinator, batched form from v4)."""
        broker = await self.any_broker()
        version = broker.version_for(FIND_COORDINATOR)
        request = find_coordinator_request(group_id, version)
        response = await _call(broker, request, find_coordinator_response.FindCoordinatorResponse)
        code, message, node = read_find_coordinator(response, version)
        if code != ErrorCode.NONE:
            raise BrokerError(code, f"FindCoordinator for group {group_id!r}", message)
        self._coordinators[group_id] = node
        return node

    async def _at_coordinator(
        self, group_id: str, operation: Callable[[Node, BrokerConnection], Awaitable[T]]
    ) -> T:
        """Run ``operation`` on the group's coordinator, retrying while it moves or loads."""
        for attempt in range(self.retries + 1):
            try:
                node = self._coordinators.get(group_id) or await self.find_coordinator(group_id)
                connection = await self.connection(node.host, node.port)
                return await operation(node, connection)
            except BrokerError as exc:
                if exc.code not in _COORDINATOR_RETRY or attempt == self.retries:
                    raise
                if exc.code in _COORDINATOR_GONE:
                    self._coordinators.pop(group_id, None)
            await asyncio.sleep(self.retry_backoff * 2**attempt)
        raise AssertionError("unreachable")

    async def list_groups(
        self, states: Iterable[str] = (), types: Iterable[str] = ()
    ) -> list[GroupListing]:
        """Groups on every bootstrap broker, optionally only those in ``states`` / of ``types``.

        A cluster lists its groups broker by broker; give every broker in ``bootstrap`` to see
        all of them. Filters the broker's version cannot apply are applied here.
        """
        state_filter, type_filter = sorted(set(states)), sorted(set(types))
        listings: dict[str, GroupListing] = {}
        for host, port in self.bootstrap:
            broker = await self.connection(host, port)
            version = broker.version_for(LIST_GROUPS)
            states_ok, types_ok = version in _LIST_BY_STATE, version in _LIST_BY_TYPE
            if (state_filter and not states_ok) or (type_filter and not types_ok):
                raise BrokerError(
                    ErrorCode.UNSUPPORTED_VERSION,
                    f"ListGroups v{version} to {broker.address}",
                    "this version cannot report group states or types",
                )
            request = list_groups_request.ListGroupsRequest(
                states_filter=state_filter if states_ok else [],
                types_filter=type_filter if types_ok else [],
            )
            response = await _call(broker, request, list_groups_response.ListGroupsResponse)
            if response.error_code != ErrorCode.NONE:
                raise BrokerError(response.error_code, f"ListGroups to {broker.address}")
            for group in response.groups:
                listings[group.group_id] = GroupListing(
                    group_id=group.group_id,
                    protocol_type=group.protocol_type,
                    state=group.group_state if states_ok else None,
                    group_type=group.group_type if types_ok else None,
                )
        return [listings[g] for g in sorted(listings)]

    async def describe_groups(self, group_ids: Iterable[str]) -> list[GroupDescription]:
        """Describe groups of any kind; raises :class:`GroupNotFound` naming missing ones.

        A coordinator that hosts KIP-848 groups (it speaks ConsumerGroupHeartbeat and
        ConsumerGroupDescribe) is asked ConsumerGroupDescribe first; a group it does not know
        as a consumer group is then described with DescribeGroups, and one unknown to that with
        ShareGroupDescribe and StreamsGroupDescribe, where the coordinator speaks them (each
        answers that a group of another kind is not found).
        """
        ids = list(dict.fromkeys(group_ids))
        found = await asyncio.gather(*(self._describe_one(g) for g in ids))
        missing = [g for g, d in zip(ids, found, strict=True) if d is None]
        if missing:
            raise GroupNotFound(missing)
        return [d for d in found if d is not None]

    async def _describe_one(self, group_id: str) -> GroupDescription | None:
        async def run(node: Node, broker: BrokerConnection) -> GroupDescription | None:
            modern = broker.supports(CONSUMER_GROUP_HEARTBEAT) and broker.supports(
                CONSUMER_GROUP_DESCRIBE
            )
            others = broker.supports(SHARE_GROUP_DESCRIBE) or broker.supports(
                STREAMS_GROUP_DESCRIBE
            )
            if modern:
                request = consumer_group_describe_request.ConsumerGroupDescribeRequest(
                    group_ids=[group_id]
                )
                answer = await _call(
                    broker, request, consumer_group_describe_response.ConsumerGroupDescribeResponse
                )
                group = single(answer.groups, group_id, "ConsumerGroupDescribe")
                if _found(group, "ConsumerGroupDescribe"):
                    return consumer_group(group, node)
            # A broker with no describe API at all is asked DescribeGroups, to say so.
            if broker.supports(DESCRIBE_GROUPS) or not (modern or others):
                found = await self._describe_classic(group_id, node, broker)
                if found is not None:
                    return found
            if broker.supports(SHARE_GROUP_DESCRIBE):
                share = share_group_describe_request.ShareGroupDescribeRequest(group_ids=[group_id])
                shared = await _call(
                    broker, share, share_group_describe_response.ShareGroupDescribeResponse
                )
                described = single(shared.groups, group_id, "ShareGroupDescribe")
                if _found(described, "ShareGroupDescribe"):
                    return share_group(described, node)
            if broker.supports(STREAMS_GROUP_DESCRIBE):
                streams = streams_group_describe_request.StreamsGroupDescribeRequest(
                    group_ids=[group_id]
                )
                answer_streams = await _call(
                    broker, streams, streams_group_describe_response.StreamsGroupDescribeResponse
                )
                app = single(answer_streams.groups, group_id, "StreamsGroupDescribe")
                if _found(app, "StreamsGroupDescribe"):
                    return streams_group(app, node)
            return None

        return await self._at_coordinator(group_id, run)

    async def _describe_classic(
        self, group_id: str, node: Node, broker: BrokerConnection
    ) -> GroupDescription | None:
        request = describe_groups_request.DescribeGroupsRequest(groups=[group_id])
        response = await _call(broker, request, describe_groups_response.DescribeGroupsResponse)
        classic = single(response.groups, group_id, "DescribeGroups")
        if classic.error_code == ErrorCode.GROUP_ID_NOT_FOUND:
            return None
        if classic.error_code != ErrorCode.NONE:
            raise BrokerError(
                classic.error_code, f"DescribeGroups {group_id!r}", classic.error_message
            )
        if classic.group_state in _NOT_FOUND_STATES:
            return None
        if _bare(classic) and not await fetch_committed(broker, group_id, None):
            return None  # no members, no protocol, no offsets: a name and nothing else
        return classic_group(classic, node)

    async def fetch_offsets(
        self, group_id: str, topics: Mapping[str, Iterable[int]] | None = None
    ) -> list[CommittedOffset]:
        """Committed offsets of a group, for ``topics`` (topic -> partitions) or all of them.

        Partitions without a committed offset are left out, as Kafka's admin client does.
        """

        async def run(node: Node, broker: BrokerConnection) -> list[CommittedOffset]:
            del node
            return await fetch_committed(broker, group_id, topics)

        return await self._at_coordinator(group_id, run)

    async def fetch_share_offsets(
        self, group_id: str, topics: Mapping[str, Iterable[int]] | None = None
    ) -> list[ShareOffset]:
        """A share group's start offsets and lag (DescribeShareGroupOffsets), for ``topics``
        (topic -> partitions) or every partition it has state for."""

        async def run(node: Node, broker: BrokerConnection) -> list[ShareOffset]:
            del node
            return await describe_share_offsets(broker, group_id, topics)

        return await self._at_coordinator(group_id, run)

    async def list_offsets(
        self,
        topic_partitions: Iterable[tuple[str, int]],
        spec: str | int = "latest",
        *,
        latest_from: str = "list_offsets",
        isolation_level: int = 0,
    ) -> dict[tuple[str, int], int]:
        """Offsets of partitions, each asked of its leader (found with Metadata).

        ``spec`` is ``"latest"`` (the log end: the offset the next record will get; under
        read_committed, ``isolation_level=1``, the last stable offset), ``"earliest"`` (the log
        start) or a timestamp in milliseconds (the first offset whose record is at or after it,
        -1 where there is none). With ``latest_from="fetch"``, "latest" is the high watermark
        (or last stable offset) of a Fetch at each partition's log start instead, for brokers
        whose ListOffsets answers "latest" wrongly.
        """
        wanted = sorted(set(topic_partitions))
        if spec == "latest":
            timestamp = LATEST
        elif spec == "earliest":
            timestamp = EARLIEST
        elif isinstance(spec, int) and spec >= 0:
            timestamp = spec
        else:
            raise ValueError(f"offset spec {spec!r} is not latest, earliest or a timestamp")
        if latest_from not in ("list_offsets", "fetch"):
            raise ValueError(f"latest_from {latest_from!r} is not list_offsets or fetch")
        if not wanted:
            return {}
        metadata = await describe_topics(self, sorted({t for t, _ in wanted}))
        if timestamp == LATEST and latest_from == "fetch":
            return await self._high_watermarks(wanted, metadata, isolation_level)
        return await partition_offsets(
            self,
            dict.fromkeys(wanted, timestamp),
            isolation_level=isolation_level,
            metadata=metadata,
            retries=self.retries,
            retry_backoff=self.retry_backoff,
        )

    async def _high_watermarks(
        self, partitions: list[tuple[str, int]], metadata: ClusterMetadata, isolation_level: int
    ) -> dict[tuple[str, int], int]:
        """The high watermark (last stable offset under read_committed) that a Fetch of each
        partition from its log start reports. A broker that leaves the partition out of its
        answer had nothing to return within the wait: the log is empty, its end is its start."""
        earliest = await partition_offsets(
            self,
            dict.fromkeys(partitions, EARLIEST),
            isolation_level=isolation_level,
            metadata=metadata,
            retries=self.retries,
            retry_backoff=self.retry_backoff,
        )

        async def one(tp: tuple[str, int]) -> int:
            topic, partition = tp
            leader = metadata.leader(topic, partition)
            if leader is None:
                raise BrokerError(ErrorCode.LEADER_NOT_AVAILABLE, f"Fetch {topic}-{partition}")
            connection = await self.connection(leader.host, leader.port)
            topic_id = metadata.topics[topic].topic_id
            version = fetch_version(connection.version_for(FETCH), topic_id)
            request = fetch_request(
                topic,
                topic_id,
                partition,
                earliest[tp],
                version,
                max_bytes=1,
                partition_max_bytes=1,
                isolation_level=isolation_level,
                leader_epoch=metadata.leader_epoch(topic, partition),
            )
            response = await _call(
                connection, request, fetch_response.FetchResponse, version=version
            )
            answer: FetchedPartition | None = read_fetch(
                response, topic, topic_id, partition, version
            )
            if answer is None:
                return earliest[tp]
            if answer.error != ErrorCode.NONE:
                raise BrokerError(answer.error, f"Fetch {topic}-{partition}")
            return answer.last_stable_offset if isolation_level else answer.high_watermark

        found = await asyncio.gather(*(one(tp) for tp in partitions))
        return dict(zip(partitions, found, strict=True))

    async def delete_groups(self, group_ids: Iterable[str]) -> None:
        """Delete empty groups; raises :class:`GroupNotFound` or :class:`BrokerError`.

        Groups of every kind are deleted alike (Kafka refuses a group with members with
        NON_EMPTY_GROUP). The broker's message, where DeleteGroups v3 carries one, is in the
        error. Use :meth:`delete_groups_each` to learn the outcome of every group.
        """
        outcomes = await self.delete_groups_each(group_ids)
        missing = [g for g, e in outcomes.items() if isinstance(e, GroupNotFound)]
        if missing:
            raise GroupNotFound(missing)
        for error in outcomes.values():
            if error is not None:
                raise error

    async def delete_groups_each(
        self, group_ids: Iterable[str]
    ) -> dict[str, GroupNotFound | BrokerError | None]:
        """Delete groups, each on its own: group -> None when deleted, else why it was not.

        Errors that are not about one group (the cluster cannot be reached) are raised.
        """
        ids = list(dict.fromkeys(group_ids))
        results = await asyncio.gather(*(self._delete_one(g) for g in ids))
        outcomes: dict[str, GroupNotFound | BrokerError | None] = {}
        for group_id, (code, message) in zip(ids, results, strict=True):
            if code == ErrorCode.NONE:
                outcomes[group_id] = None
            elif code == ErrorCode.GROUP_ID_NOT_FOUND:
                outcomes[group_id] = GroupNotFound([group_id])
            else:
                outcomes[group_id] = BrokerError(code, f"DeleteGroups {group_id!r}", message)
        return outcomes

    async def _delete_one(self, group_id: str) -> tuple[int, str | None]:
        async def run(node: Node, broker: BrokerConnection) -> tuple[int, str | None]:
            del node
            request = delete_groups_request.DeleteGroupsRequest(groups_names=[group_id])
            response = await _call(broker, request, delete_groups_response.DeleteGroupsResponse)
            result = single(response.results, group_id, "DeleteGroups")
            if result.error_code in _COORDINATOR_RETRY:
                raise BrokerError(result.error_code, f"DeleteGroups {group_id!r}")
            return result.error_code, result.error_message

        return await self._at_coordinator(group_id, run)

    async def delete_offsets(self, group_id: str, partitions: Mapping[str, Iterable[int]]) -> None:
        """Delete a group's committed offsets for ``partitions`` (OffsetDelete)."""

        async def run(node: Node, broker: BrokerConnection) -> None:
            del node
            request = offset_delete_request.OffsetDeleteRequest(
                group_id=group_id,
                topics=[
                    offset_delete_request.OffsetDeleteRequestTopic(
                        name=topic,
                        partitions=[
                            offset_delete_request.OffsetDeleteRequestPartition(partition_index=p)
                            for p in sorted(indexes)
                        ],
                    )
                    for topic, indexes in partitions.items()
                ],
            )
            response = await _call(broker, request, offset_delete_response.OffsetDeleteResponse)
            if response.error_code == ErrorCode.GROUP_ID_NOT_FOUND:
                raise GroupNotFound([group_id])
            if response.error_code != ErrorCode.NONE:
                raise BrokerError(response.error_code, f"OffsetDelete {group_id!r}")
            for topic in response.topics:
                for partition in topic.partitions:
                    if partition.error_code != ErrorCode.NONE:
                        raise BrokerError(
                            partition.error_code,
                            f"OffsetDelete {group_id!r} {topic.name}-{partition.partition_index}",
                        )

        await self._at_coordinator(group_id, run)


class _Described(Protocol):
    group_id: str
    error_code: int
    error_message: str | None
    group_state: str


def _found(group: _Described, api: str) -> bool:
    """True when the group is of the kind ``api`` describes; False when it is not (or unknown)."""
    if group.error_code == ErrorCode.NONE:
        return group.group_state not in _NOT_FOUND_STATES
    if group.error_code == ErrorCode.GROUP_ID_NOT_FOUND:
        return False
    raise BrokerError(group.error_code, f"{api} {group.group_id!r}", group.error_message)


def _bare(group: describe_groups_response.DescribedGroup) -> bool:
    """Empty, with no protocol type: what some brokers answer for a group they never saw."""
    return group.group_state == "Empty" and not group.members and not group.protocol_type


def _unusable(task: asyncio.Task[BrokerConnection]) -> bool:
    return task.cancelled() or task.exception() is not None or task.result().closed
