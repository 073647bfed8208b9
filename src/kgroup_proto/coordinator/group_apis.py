"""The group coordinator: decoded requests in, responses out, groups and offsets in between.

One object for the broker to hold, made of one unit per API family over a shared store:

- :mod:`~kgroup_proto.coordinator.group_store`: every group and committed offset, and their
  journal in ``__consumer_offsets`` (what the units share);
- :mod:`~kgroup_proto.coordinator.classic_group_apis`: JoinGroup, SyncGroup, Heartbeat,
  LeaveGroup;
- :mod:`~kgroup_proto.coordinator.consumer_group_apis`: ConsumerGroupHeartbeat and
  ConsumerGroupDescribe (KIP-848);
- :mod:`~kgroup_proto.coordinator.offset_apis`: OffsetCommit, OffsetFetch, OffsetDelete;
- :mod:`~kgroup_proto.coordinator.group_admin_apis`: DescribeGroups, ListGroups, DeleteGroups;
- :mod:`~kgroup_proto.coordinator.group_retention`: deadlines, offset expiry, cleanup of empty
  groups, offsets of deleted topics.
"""

from __future__ import annotations

from collections.abc import Callable

from kgroup_proto.coordinator.classic_group_apis import ClassicGroupApis
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group_apis import ConsumerGroupApis
from kgroup_proto.coordinator.group_admin_apis import GroupAdminApis
from kgroup_proto.coordinator.group_retention import GroupRetention
from kgroup_proto.coordinator.group_store import GroupStore, now_ms, wall_ms
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.offset_apis import OffsetApis


class GroupCoordinator:
    """Every group and committed offset of one broker, and the APIs that serve them."""

    def __init__(
        self,
        settings: GroupSettings,
        topics: TopicStore,
        clock: Callable[[], float] = now_ms,
        wall_clock: Callable[[], int] = wall_ms,
    ) -> None:
        self.store = store = GroupStore(settings, topics, clock, wall_clock)
        classic = ClassicGroupApis(store)
        consumer = ConsumerGroupApis(store)
        offsets = OffsetApis(store)
        admin = GroupAdminApis(store)
        retention = GroupRetention(store)
        # Classic groups
        self.join_group = classic.join_group
        self.sync_group = classic.sync_group
        self.heartbeat = classic.heartbeat
        self.leave_group = classic.leave_group
        # KIP-848 consumer groups
        self.consumer_group_heartbeat = consumer.consumer_group_heartbeat
        self.consumer_group_describe = consumer.consumer_group_describe
        # Committed offsets
        self.offset_commit = offsets.offset_commit
        self.offset_fetch = offsets.offset_fetch
        self.offset_delete = offsets.offset_delete
        # Group administration
        self.describe_groups = admin.describe_groups
        self.list_groups = admin.list_groups
        self.delete_groups = admin.delete_groups
        # Time passing and topics going
        self.next_deadline = retention.next_deadline
        self.poll = retention.poll
        self.cleanup = retention.cleanup
        self.topics_deleted = retention.topics_deleted
        # The store's own
        self.import_offsets = store.import_offsets
        self.settings = store.settings
        self.topics = store.topics
        self.offsets = store.offsets
        self.classic = store.classic
        self.consumer = store.consumer
        self.journal = store.journal

    @property
    def on_change(self) -> Callable[[], None]:
        """Called after anything that may move a deadline, so the broker re-arms its timer."""
        return self.store.on_change

    @on_change.setter
    def on_change(self, callback: Callable[[], None]) -> None:
        self.store.on_change = callback
