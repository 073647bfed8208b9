"""The test bed itself: Kafka 4.4 starts, answers with its versions, and stops."""

from __future__ import annotations

import asyncio
from pathlib import Path

from kgroup_proto.client.connection import BrokerConnection
from tests.apache_kafka import KafkaBuild, KafkaNode

#: API keys of the group protocols (classic, consumer, share, streams) Kafka 4.4 must announce.
GROUP_APIS = {
    10: "FindCoordinator",
    11: "JoinGroup",
    14: "SyncGroup",
    68: "ConsumerGroupHeartbeat",
    76: "ShareGroupHeartbeat",
    88: "StreamsGroupHeartbeat",
}


def _announced(node: KafkaNode) -> dict[int, range]:
    async def negotiate() -> dict[int, range]:
        host, port = node.bootstrap.rsplit(":", 1)
        async with await BrokerConnection.connect(host, int(port)) as connection:
            return dict(connection.broker_versions)

    return asyncio.run(negotiate())


def test_kafka_announces_every_group_protocol(kafka: KafkaNode) -> None:
    announced = _announced(kafka)
    missing = {name for key, name in GROUP_APIS.items() if key not in announced}
    assert not missing, f"Kafka 4.4 does not announce {sorted(missing)}"


def test_a_node_restarts_on_its_data_and_stops(kafka_jars: KafkaBuild, tmp_path: Path) -> None:
    node = KafkaNode(kafka_jars, tmp_path)
    with node:
        first = _announced(node)
        node.restart()
        assert _announced(node) == first
        process = node._process
        assert process is not None
    assert process.poll() is not None, "the JVM outlived the node"
