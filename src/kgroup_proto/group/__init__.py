"""Group membership: the member side of the group protocol, classic and KIP-848.

The state machines are sans-IO (:mod:`kgroup_proto.group.events` says what goes in and what
comes out); :mod:`kgroup_proto.group.driver` runs them on asyncio.
"""

from kgroup_proto.group.config import ClassicConfig, ConsumerConfig
from kgroup_proto.group.driver import (
    Change,
    CommitFailed,
    GroupMember,
    MemberClosed,
    MemberFailedError,
)
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
