"""Log-end offsets and lag against Tansu, whose ListOffsets answers "latest" with something other
than the log end once batches hold more than one record: the high watermark of a Fetch is right.

A confluent-kafka producer writes batches of several records; a confluent-kafka consumer group
commits an offset in the middle of each partition; the lag sampler, reading ends from Fetch,
must report what is left behind that offset, in records and (from the records' own
timestamps) in seconds.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.pipelines.lag import RECORD_TIMESTAMP
from kgroup_proto.pipelines.lag_sampler import Samples, sample
from tests.interop.brokers import Tansu, ensure_package, running_tansu

pytestmark = pytest.mark.interop

TOPIC, PARTITIONS, GROUP = "lagging", 2, "lag-on-tansu"
#: Records per partition, sent as batches of BATCH records.
COUNT, BATCH = 40, 10
COMMITTED = {0: 7, 1: 25}


@attrs.define
class Setup:
    tansu: Tansu
    #: partition -> offset -> the record's timestamp, as the producer was told on delivery.
    timestamps: dict[int, dict[int, int]]


@pytest.fixture(scope="module")
def tansu(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Setup]:
    kafka = ensure_package("confluent_kafka")
    with running_tansu(tmp_path_factory.mktemp("tansu-lag") / "tansu.log") as broker:
        broker.create_topic(TOPIC, PARTITIONS)
        timestamps: dict[int, dict[int, int]] = {p: {} for p in range(PARTITIONS)}

        def sent(error: Any, message: Any) -> None:
            assert error is None, error
            timestamps[message.partition()][message.offset()] = message.timestamp()[1]

        producer = kafka.Producer({"bootstrap.servers": broker.bootstrap, "linger.ms": 50})
        for _ in range(COUNT // BATCH):
            for partition in range(PARTITIONS):
                for _ in range(BATCH):
                    producer.produce(TOPIC, b"x", partition=partition, on_delivery=sent)
            assert producer.flush(30) == 0
        consumer = kafka.Consumer(
            {"bootstrap.servers": broker.bootstrap, "group.id": GROUP, "enable.auto.commit": False}
        )
        offsets = [kafka.TopicPartition(TOPIC, p, o) for p, o in COMMITTED.items()]
        consumer.commit(offsets=offsets, asynchronous=False)
        consumer.close()
        yield Setup(broker, timestamps)


def run(setup: Setup, work: Any) -> Any:
    async def main() -> Any:
        async with GroupAdmin(setup.tansu.bootstrap, request_timeout=15) as admin:
            return await asyncio.wait_for(work(admin), 60)

    return asyncio.run(main())


PARTITION_LIST = [(TOPIC, p) for p in range(PARTITIONS)]


def test_the_fetch_high_watermark_is_the_log_end(tansu: Setup) -> None:
    ends = run(tansu, lambda a: a.list_offsets(PARTITION_LIST, "latest", latest_from="fetch"))
    assert ends == dict.fromkeys(PARTITION_LIST, COUNT)
    assert all(len(tansu.timestamps[p]) == COUNT for p in range(PARTITIONS))
    starts = run(tansu, lambda a: a.list_offsets(PARTITION_LIST, "earliest"))
    assert starts == dict.fromkeys(PARTITION_LIST, 0)


def test_the_sampler_reports_the_lag_behind_the_committed_offsets(tansu: Setup) -> None:
    samples: Samples = run(
        tansu,
        lambda a: sample(
            a, [GROUP], duration=0.5, interval=0.5, latest_from="fetch", record_times=True
        ),
    )
    report = samples.evaluate()
    assert time.time() * 1000 >= report.evaluated_at
    rows = {p.partition: p for p in report.partitions}
    assert {p: (r.committed_offset, r.lag_records) for p, r in rows.items()} == {
        p: (o, COUNT - o) for p, o in COMMITTED.items()
    }
    for partition, row in rows.items():
        produced = tansu.timestamps[partition][COMMITTED[partition]]
        assert row.lag_seconds_method == RECORD_TIMESTAMP
        assert row.lag_seconds == pytest.approx((report.evaluated_at - produced) / 1000)
