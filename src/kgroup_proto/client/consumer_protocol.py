"""The consumer protocol's opaque bytes: a 2-byte version, then the subscription or assignment.

Classic groups carry these bytes in JoinGroup metadata, SyncGroup assignments and
DescribeGroups members. A version newer than this package knows is read with the newest known
layout, ignoring what follows it, as Kafka's own clients do for forward compatibility.
"""

from __future__ import annotations

import struct
from typing import TypeVar

from kgroup_proto.messages.consumer_protocol_assignment import ConsumerProtocolAssignment
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription
from kgroup_proto.runtime import DecodeError, Struct

_VERSION = struct.Struct(">h")
T = TypeVar("T", bound=Struct)


def _decode(cls: type[T], data: bytes) -> T | None:
    if not data:
        return None
    if len(data) < 2:
        raise DecodeError("needs a 2-byte version", message=cls.__name__, offset=0)
    (version,) = _VERSION.unpack_from(data, 0)
    if version < 0:
        raise DecodeError(f"negative version {version}", message=cls.__name__, offset=0)
    newest = cls.VALID_VERSIONS.stop - 1
    if version > newest:
        return cls.decode_prefix(data, newest, 2)[0]
    return cls.decode(data[2:], version)


def decode_assignment(data: bytes) -> ConsumerProtocolAssignment | None:
    """A member's assignment bytes; None for empty bytes (no assignment yet)."""
    return _decode(ConsumerProtocolAssignment, data)


def decode_subscription(data: bytes) -> ConsumerProtocolSubscription | None:
    """A member's subscription (JoinGroup metadata) bytes; None for empty bytes."""
    return _decode(ConsumerProtocolSubscription, data)


def encode_assignment(assignment: ConsumerProtocolAssignment, version: int) -> bytes:
    """Version prefix plus body, as a group leader sends it in SyncGroup."""
    return _VERSION.pack(version) + assignment.encode(version)


def encode_subscription(subscription: ConsumerProtocolSubscription, version: int) -> bytes:
    """Version prefix plus body, as a member sends it in JoinGroup."""
    return _VERSION.pack(version) + subscription.encode(version)
