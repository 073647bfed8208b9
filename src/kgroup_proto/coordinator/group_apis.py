"""The group coordinator: decoded requests in, responses out, groups and offsets in between.

One object for the broker to hold, made of one unit per API family over a shared store; the
broker's dispatch table names each unit's handlers:

- :mod:`~kgroup_proto.coordinator.group_store`: every group and committed offset, and their
  journal in ``__consumer_offsets`` (what the units share);
- :mod:`~kgroup_proto.coordinator.classic_group_apis`: JoinGroup, SyncGroup, Heartbeat,
  LeaveGroup;
- :mod:`~kgroup_proto.coordinator.consumer_group_apis`: ConsumerGroupHeartbeat and
  ConsumerGroupDescribe (KIP-848);
- :mod:`~kgroup_proto.coordinator.share_group_apis`: ShareGroupHeartbeat and ShareGroupDescribe
  (KIP-932);
- :mod:`~kgroup_proto.coordinator.offset_apis`: OffsetCommit, OffsetFetch, OffsetDelete;
- :mod:`~kgroup_proto.coordinator.group_admin_apis`: DescribeGroups, ListGroups, DeleteGroups;
- :mod:`~kgroup_proto.coordinator.group_timers`: deadlines, offset expiry, cleanup of empty
  groups, offsets of deleted topics.
"""

from __future__ import annotations

from collections.abc import Callable

from kgroup_proto.coordinator.classic_group_apis import ClassicGroupApis
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group_apis import ConsumerGroupApis
from kgroup_proto.coordinator.group_admin_apis import GroupAdminApis
from kgroup_proto.coordinator.group_store import GroupStore, now_ms, wall_ms
from kgroup_proto.coordinator.group_timers import GroupTimers
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.offset_apis import OffsetApis
from kgroup_proto.coordinator.share_group_apis import ShareGroupApis


class GroupCoordinator:
    """Every group and committed offset of one broker, and the APIs that serve them."""

    def __init__(
        self,
        settings: GroupSettings,
        topics: TopicStore,
        clock: Callable[[], float] = now_ms,
        wall_clock: Callable[[], int] = wall_ms,
    ) -> None:
        #: every group and committed offset, and their journal (what the units share)
        self.store = store = GroupStore(settings, topics, clock, wall_clock)
        #: JoinGroup, SyncGroup, Heartbeat, LeaveGroup
        self.classic_apis = ClassicGroupApis(store)
        #: ConsumerGroupHeartbeat, ConsumerGroupDescribe
        self.consumer_apis = ConsumerGroupApis(store)
        #: ShareGroupHeartbeat, ShareGroupDescribe
        self.share_apis = ShareGroupApis(store)
        #: OffsetCommit, OffsetFetch, OffsetDelete
        self.offset_apis = OffsetApis(store)
        #: DescribeGroups, ListGroups, DeleteGroups
        self.admin_apis = GroupAdminApis(store)
        #: deadlines, offset expiry, cleanup, deleted topics
        self.timers = GroupTimers(store)

    @property
    def on_change(self) -> Callable[[], None]:
        """Called after anything that may move a deadline, so the broker re-arms its timer."""
        return self.store.on_change

    @on_change.setter
    def on_change(self, callback: Callable[[], None]) -> None:
        self.store.on_change = callback
