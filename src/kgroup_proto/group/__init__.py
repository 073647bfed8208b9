"""Group membership: the member side of the group protocol, classic and KIP-848.

The state machines are sans-IO (:mod:`kgroup_proto.group.events` says what goes in and what
comes out); :mod:`kgroup_proto.group.driver` runs them on asyncio. The driver's names are
loaded on first use, so that importing the state machines loads neither asyncio nor the client.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kgroup_proto.group.config import ClassicConfig, ConsumerConfig
from kgroup_proto.group.events import (
    CommitCompleted,
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
    SendRequest,
    TopicPartition,
)

if TYPE_CHECKING:
    from kgroup_proto.group.driver import (
        Change,
        CommitFailed,
        GroupMember,
        MemberClosed,
        MemberFailedError,
    )

_DRIVER_NAMES = {"Change", "CommitFailed", "GroupMember", "MemberClosed", "MemberFailedError"}


def __getattr__(name: str) -> Any:
    if name in _DRIVER_NAMES:
        return getattr(importlib.import_module("kgroup_proto.group.driver"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Change",
    "ClassicConfig",
    "CommitCompleted",
    "CommitFailed",
    "ConsumerConfig",
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
    "SendRequest",
    "TopicPartition",
]
