"""Group membership: the member side of the group protocol, classic, KIP-848 and share groups
(KIP-932).

The state machines are sans-IO (:mod:`kgroup_proto.group.events` says what goes in and what
comes out); :mod:`kgroup_proto.group.driver` runs them on asyncio, and
:mod:`kgroup_proto.group.share_consumer` turns a share member into an iterator of records. The
drivers' names are loaded on first use, so that importing the state machines loads neither
asyncio nor the client.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kgroup_proto.group.config import ClassicConfig, ConsumerConfig, ShareConfig
from kgroup_proto.group.events import (
    AcknowledgementRefused,
    AcknowledgementsCompleted,
    AcknowledgeType,
    CommitCompleted,
    FetchFailed,
    MemberFailed,
    MemberJoined,
    MemberLeft,
    MemberStateMachine,
    Node,
    Notification,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    RebalanceProtocol,
    RecordsDelivered,
    SendRequest,
    ShareCommitCompleted,
    ShareRecord,
    TopicPartition,
)
from kgroup_proto.group.share import ShareMember, ShareStateError

if TYPE_CHECKING:
    from kgroup_proto.group.driver import (
        Change,
        CommitFailed,
        GroupMember,
        MemberClosed,
        MemberFailedError,
    )
    from kgroup_proto.group.share_consumer import ShareConsumer

_DRIVER_NAMES = {"Change", "CommitFailed", "GroupMember", "MemberClosed", "MemberFailedError"}


def __getattr__(name: str) -> Any:
    if name in _DRIVER_NAMES:
        return getattr(importlib.import_module("kgroup_proto.group.driver"), name)
    if name == "ShareConsumer":
        return importlib.import_module("kgroup_proto.group.share_consumer").ShareConsumer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AcknowledgeType",
    "AcknowledgementRefused",
    "AcknowledgementsCompleted",
    "Change",
    "ClassicConfig",
    "CommitCompleted",
    "CommitFailed",
    "ConsumerConfig",
    "FetchFailed",
    "GroupMember",
    "MemberClosed",
    "MemberFailed",
    "MemberFailedError",
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
    "ShareConfig",
    "ShareConsumer",
    "ShareMember",
    "ShareRecord",
    "ShareStateError",
    "TopicPartition",
]
