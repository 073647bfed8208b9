"""A single-node broker and group coordinator that real Kafka clients can use.

``Broker`` serves the group APIs (classic and KIP-848), what clients need around them
(ApiVersions, Metadata, FindCoordinator, Produce, Fetch, ListOffsets, InitProducerId,
OffsetForLeaderEpoch) and the admin APIs clients call (CreateTopics, DeleteTopics,
CreatePartitions, DeleteRecords, DescribeConfigs, DescribeCluster) on one asyncio listener;
it needs the ``coordinator`` extra (``crc32c``). The group state machines (``classic_group``,
``consumer_group``) know nothing of sockets, are driven with explicit timestamps, and import
without the extra.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kgroup_proto.coordinator.config import BrokerConfig, ConfigError, GroupSettings, TopicConfig

if TYPE_CHECKING:
    from kgroup_proto.coordinator.server import Broker, run_broker

__all__ = ["Broker", "BrokerConfig", "ConfigError", "GroupSettings", "TopicConfig", "run_broker"]


def __getattr__(name: str) -> Any:
    # The server needs crc32c; importing it lazily keeps the state machines usable without it.
    if name in ("Broker", "run_broker"):
        from kgroup_proto.coordinator import server  # needs crc32c (above)

        return getattr(server, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
