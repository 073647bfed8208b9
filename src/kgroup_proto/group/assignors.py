"""Client-side partition assignors of classic consumer groups: what the group leader runs.

The leader of a classic group receives every member's ConsumerProtocolSubscription in its
JoinGroup response, runs the assignor the group agreed on, and sends each member its
ConsumerProtocolAssignment in SyncGroup. Names, subscription metadata and results match Java's
and librdkafka's assignors of the same name, so members of either kind can share a group with
either as leader.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

import attrs

from kgroup_proto.group.events import RebalanceProtocol, TopicPartition


@attrs.frozen
class Subscription:
    """One member's subscription as the leader sees it (decoded ConsumerProtocolSubscription).

    ``owned_partitions`` (v1+) and ``generation`` (v2+, -1 when absent) are what cooperative
    assignors need; ``rack_id`` is v3's.
    """

    topics: tuple[str, ...]
    user_data: bytes | None = None
    owned_partitions: frozenset[TopicPartition] = frozenset()
    generation: int = -1
    rack_id: str | None = None
    group_instance_id: str | None = None


@attrs.frozen
class MemberAssignment:
    """What one member is given (encoded as ConsumerProtocolAssignment)."""

    partitions: frozenset[TopicPartition]
    user_data: bytes | None = None


class ClassicAssignor(Protocol):
    """An assignor: its protocol name, the rebalance protocols it supports, and the work."""

    name: str
    #: supported rebalance protocols, preferred first (cooperative-sticky: both)
    protocols: tuple[RebalanceProtocol, ...]

    def subscription_user_data(
        self, topics: Iterable[str], owned: frozenset[TopicPartition], generation: int
    ) -> bytes | None:
        """The user data this member puts in its own subscription (None: none)."""
        ...

    def assign(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, MemberAssignment]:
        """member id -> assignment, for every member in ``subscriptions``."""
        ...

    def on_assignment(self, assignment: MemberAssignment, generation: int) -> None:
        """Called on every member (leader or not) with what it was given."""
        ...
