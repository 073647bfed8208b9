"""Kafka 4.4's KafkaShareConsumer reads a topic from the project's broker through ShareFetch and
ShareAcknowledge (apache-kafka/src/main/java/kgroup/kafka/ShareDrain.java): every record it was
sent is delivered once and accepted, and the share-partitions end with every record done with."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from kgroup_proto.coordinator.config import TopicConfig
from kgroup_proto.coordinator.log_storage import topic_id_for
from kgroup_proto.coordinator.share_partition import SharePartition
from tests.apache_kafka import KafkaBuild
from tests.coordinator_harness import running_broker

COUNT = 300


def test_the_java_share_consumer_gets_every_record_once(
    kafka_jars: KafkaBuild, tmp_path: Path
) -> None:
    with running_broker(TopicConfig("drained", 2), data_dir=tmp_path) as broker:
        command = kafka_jars.java(
            "kgroup.kafka.ShareDrain", broker.bootstrap, "drained", "drainers", str(COUNT)
        )
        command[1:1] = ["-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"]
        java = subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)
        assert java.returncode == 0, java.stdout + java.stderr[-3000:]
        report = json.loads(java.stdout.strip().splitlines()[-1])
        assert report == {"delivered": COUNT, "distinct": COUNT, "count": COUNT, "redelivered": 0}

        def state() -> dict[int, tuple[int, int, int]]:
            found: dict[int, tuple[int, int, int]] = {}
            topic = broker.broker.topics.get("drained")
            assert topic is not None
            for index, log in enumerate(topic.partitions):
                key = ("drainers", topic_id_for("drained"), index)
                sp: SharePartition | None = broker.broker.share_fetch.partitions.get(key)
                if sp is not None:
                    found[index] = (sp.start_offset, log.high_watermark, sp.acquired_count())
            return found

        after = broker.call(state)
        assert after, "no share-partition was created"
        # Every record of every share-partition was accepted: its start offset is the log's end.
        assert all(start == end and held == 0 for start, end, held in after.values()), after
        assert not broker.broker.closed_for, broker.broker.closed_for
        # The consumer's close left the group and ended its share session.
        assert broker.call(lambda: dict(broker.broker.share_fetch.sessions)) == {}
