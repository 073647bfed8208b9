"""What goes into and comes out of the member state machines.

The state machines are sans-IO: they never touch a socket or read a clock. A driver (the asyncio
one in :mod:`kgroup_proto.group.driver`, or one of your own) feeds them inputs and carries out
what they return:

- calls on the machine: ``subscribe``, ``commit``, ``fetch_committed``, ``leave``; each takes
  ``now_ms``, the driver's monotonic clock in milliseconds;
- ``tick(now_ms)``: time has passed; timers that are due fire;
- ``on_response(request_id, body, now_ms)``: the response to a request the machine asked for;
- ``on_failure(request_id, reason, now_ms)``: that request got no response (the connection
  failed or closed, or the driver's request timeout passed);
- ``outputs()``: drains, in order, what to do now: :class:`SendRequest` to carry out and
  notifications (:class:`PartitionsAssigned`, :class:`PartitionsRevoked`,
  :class:`PartitionsLost`, :class:`CommitCompleted`, ...) to hand to the application;
- ``next_deadline()``: the ``now_ms`` at which ``tick`` must be called next (None: no timer).

Order matters: a driver hands out notifications and sends requests in the order ``outputs()``
lists them, finishing each notification (running the application's callback) before sending any
request listed after it. That is how an application commits the offsets of revoked partitions
before the member gives them up.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import Protocol

import attrs

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.protocol.models import Node
from kgroup_proto.runtime import Struct

#: (topic, partition)
TopicPartition = tuple[str, int]


def by_topic(partitions: Iterable[TopicPartition]) -> dict[str, list[int]]:
    """``{"t": [0, 1]}``: topics in name order, partitions sorted; for JSON and logs."""
    out: dict[str, list[int]] = {}
    for topic, partition in sorted(partitions):
        out.setdefault(topic, []).append(partition)
    return out


class RebalanceProtocol(enum.Enum):
    """How a classic group moves partitions (KIP-429)."""

    EAGER = "eager"  # every member gives up everything before rejoining
    COOPERATIVE = "cooperative"  # only partitions that move are given up, in a second round


@attrs.frozen
class OffsetAndMetadata:
    """An offset to commit or a committed one; ``leader_epoch`` -1 when unknown."""

    offset: int
    metadata: str = ""
    leader_epoch: int = -1


# ----------------------------------------------------------------------------- outputs


@attrs.frozen
class SendRequest:
    """Send ``body`` in ``version`` to ``destination`` and report back with ``request_id``.

    ``destination`` None means any broker the driver is connected to (bootstrap); otherwise the
    node named, usually the group's coordinator. Every request gets exactly one answer from the
    driver: ``on_response`` or ``on_failure``.
    """

    request_id: int
    body: Struct
    version: int
    destination: Node | None


@attrs.frozen
class PartitionsAssigned:
    """The member now owns these partitions (in addition to what it kept).

    ``generation`` is the classic group's generation; ``member_epoch`` the KIP-848 member
    epoch. One of them is set.
    """

    partitions: frozenset[TopicPartition]
    generation: int | None = None
    member_epoch: int | None = None


@attrs.frozen
class PartitionsRevoked:
    """The member gives these up in an orderly way; commit their offsets now if you need to."""

    partitions: frozenset[TopicPartition]
    generation: int | None = None
    member_epoch: int | None = None


@attrs.frozen
class PartitionsLost:
    """The member lost these without a chance to commit (fenced, session expired, ...)."""

    partitions: frozenset[TopicPartition]
    generation: int | None = None
    member_epoch: int | None = None


@attrs.frozen
class CommitCompleted:
    """The answer to one :meth:`commit` call (``handle`` is what it returned).

    ``errors`` holds the partitions the coordinator refused, with its error code; empty when
    everything was committed. A commit the member cannot send at all (not in a generation, or
    fenced) completes with every partition's error.
    """

    handle: int
    offsets: Mapping[TopicPartition, OffsetAndMetadata]
    errors: Mapping[TopicPartition, ErrorCode]


@attrs.frozen
class OffsetsFetched:
    """The answer to one :meth:`fetch_committed` call: committed offsets (None: none) or error."""

    handle: int
    offsets: Mapping[TopicPartition, OffsetAndMetadata | None]
    error: ErrorCode = ErrorCode.NONE


@attrs.frozen
class MemberJoined:
    """The member joined (or rejoined) the group: its id and generation or epoch."""

    member_id: str
    generation: int | None = None
    member_epoch: int | None = None
    leader: bool = False


@attrs.frozen
class MemberLeft:
    """The member has left the group (after :meth:`leave`): no more requests will follow."""

    reason: str | None = None


@attrs.frozen
class MemberFailed:
    """The member cannot go on: ``error`` is what the broker said, ``detail`` what it means.

    Fatal conditions are the ones Kafka's Java consumer raises to the application (for
    example FENCED_INSTANCE_ID, GROUP_AUTHORIZATION_FAILED, INCONSISTENT_GROUP_PROTOCOL). No
    more requests follow.
    """

    error: ErrorCode
    detail: str


# ----------------------------------------------------------------------------- share groups


class AcknowledgeType(enum.IntEnum):
    """What becomes of an acquired record (the wire's acknowledge types)."""

    GAP = 0  # no record at this offset (sent by the member itself)
    ACCEPT = 1  # processed: never delivered again
    RELEASE = 2  # give it back for another delivery
    REJECT = 3  # unprocessable: never delivered again
    RENEW = 4  # keep it acquired with a fresh lock (v2, KIP-1222)


@attrs.frozen
class ShareRecord:
    """One acquired record as the application gets it."""

    topic: str
    partition: int
    offset: int
    delivery_count: int
    timestamp: int
    key: bytes | None
    value: bytes | None
    headers: tuple[tuple[str, bytes | None], ...] = ()
    timestamp_type: int = 0

    @property
    def topic_partition(self) -> TopicPartition:
        return (self.topic, self.partition)


@attrs.frozen
class RecordsDelivered:
    """Records acquired by a fetch, in partition and offset order: hand them to the poll."""

    records: tuple[ShareRecord, ...]


@attrs.frozen
class AcknowledgementsCompleted:
    """The broker's answer to acknowledgements of one partition (``error`` NONE: applied).

    Acknowledgements that never got an answer complete with NETWORK_EXCEPTION; the ones of a
    session that ended with the session's error.
    """

    partition: TopicPartition
    offsets: Mapping[int, AcknowledgeType]
    error: ErrorCode


@attrs.frozen
class AcknowledgementRefused:
    """An acknowledgement the member did not send: the record's acquisition lock lapsed, its
    session ended, or the member ended (``reason`` says which)."""

    partition: TopicPartition
    offset: int
    ack_type: AcknowledgeType
    reason: str


@attrs.frozen
class ShareCommitCompleted:
    """The answer to one :meth:`ShareMember.commit_acknowledgements` (``handle``): the
    partitions whose acknowledgements failed, with the error; empty when all were applied."""

    handle: int
    errors: Mapping[TopicPartition, ErrorCode]


@attrs.frozen
class FetchFailed:
    """A partition the leader would not fetch from for a reason the application should know
    (authorization, corrupt batches, ...); fetching goes on."""

    partition: TopicPartition
    error: ErrorCode
    detail: str


Notification = (
    PartitionsAssigned
    | PartitionsRevoked
    | PartitionsLost
    | CommitCompleted
    | OffsetsFetched
    | MemberJoined
    | MemberLeft
    | MemberFailed
    | RecordsDelivered
    | AcknowledgementsCompleted
    | AcknowledgementRefused
    | ShareCommitCompleted
    | FetchFailed
)
Output = SendRequest | Notification


class MemberStateMachine(Protocol):
    """What both member state machines (classic and KIP-848) offer a driver."""

    @property
    def member_id(self) -> str: ...

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        """The partitions the member owns now (what the application was told it has)."""
        ...

    @property
    def coordinator(self) -> Node | None: ...

    @property
    def done(self) -> bool:
        """True once the member has left or failed: it will send nothing more."""
        ...

    def subscribe(self, topics: Iterable[str], now_ms: float) -> None: ...

    def commit(self, offsets: Mapping[TopicPartition, OffsetAndMetadata], now_ms: float) -> int: ...

    def fetch_committed(self, partitions: Iterable[TopicPartition], now_ms: float) -> int: ...

    def leave(self, now_ms: float, reason: str | None = None) -> None: ...

    def tick(self, now_ms: float) -> None: ...

    def on_response(self, request_id: int, body: Struct, now_ms: float) -> None: ...

    def on_failure(self, request_id: int, reason: str, now_ms: float) -> None: ...

    def outputs(self) -> list[Output]: ...

    def next_deadline(self) -> float | None: ...


__all__ = [
    "AcknowledgeType",
    "AcknowledgementRefused",
    "AcknowledgementsCompleted",
    "CommitCompleted",
    "FetchFailed",
    "MemberFailed",
    "MemberJoined",
    "MemberLeft",
    "MemberStateMachine",
    "Node",
    "Notification",
    "OffsetAndMetadata",
    "OffsetsFetched",
    "Output",
    "PartitionsAssigned",
    "PartitionsLost",
    "PartitionsRevoked",
    "RebalanceProtocol",
    "RecordsDelivered",
    "SendRequest",
    "ShareCommitCompleted",
    "ShareRecord",
    "TopicPartition",
    "by_topic",
]
