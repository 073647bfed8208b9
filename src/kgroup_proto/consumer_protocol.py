"""The consumer protocol's opaque bytes: a 2-byte version, then the subscription or assignment.

Classic groups carry these bytes in JoinGroup metadata, SyncGroup assignments and
DescribeGroups members. A version newer than this package knows is read with the newest known
layout, ignoring what follows it, as Kafka's own clients do for forward compatibility.
"""

from __future__ import annotations

from kgroup_proto.messages.consumer_protocol_assignment import ConsumerProtocolAssignment
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription


def decode_assignment(data: bytes) -> ConsumerProtocolAssignment | None:
    """A member's assignment bytes; None for empty bytes (no assignment yet)."""
    if not data:
        return None
    return ConsumerProtocolAssignment.decode_versioned(data, newer_as_newest=True)[1]


def decode_subscription(data: bytes) -> ConsumerProtocolSubscription | None:
    """A member's subscription (JoinGroup metadata) bytes; None for empty bytes."""
    if not data:
        return None
    return ConsumerProtocolSubscription.decode_versioned(data, newer_as_newest=True)[1]


def encode_assignment(assignment: ConsumerProtocolAssignment, version: int) -> bytes:
    """Version prefix plus body, as a group leader sends it in SyncGroup."""
    return assignment.encode_versioned(version)


def encode_subscription(subscription: ConsumerProtocolSubscription, version: int) -> bytes:
    """Version prefix plus body, as a member sends it in JoinGroup."""
    return subscription.encode_versioned(version)
