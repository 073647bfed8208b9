"""Reading Kafka on Spark: the package's ``kgroup-kafka`` data source beside Spark's own connector.

``python -m bench.kafka_source`` (needs ``pip install -e '.[spark,bench-broker]'``, Java 17 and
Maven: it starts Apache Kafka 4.4 from the test bed, tests/apache_kafka.py, whose build also
copies Spark's connector ``spark-sql-kafka-0-10_2.13`` 4.2.0) writes ``--records`` records
(``--size`` bytes of value, a 12-byte key, every fourth with a header) to a topic of
``--partitions`` partitions with a confluent-kafka producer, then reads the whole topic in one
Spark session on ``--master``, with each source in turn, ``--rounds`` times:

    spark.read.format(SOURCE).option("subscribe", TOPIC).load().write.format("noop")

Spark's ``noop`` sink makes every row of every column be produced and dropped. It reports, per
source, the median records/s and CPU seconds (user + system of this process and its children:
Spark's JVM and Python workers; the Kafka broker is a separate process tree and not counted),
and the ratio of the two. Both read the same records (checked first: the counts and the sum of
the values' lengths agree). The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.offsets_spark import _cpu_since, _tree_cpu

TOPIC = "bench-source"
SOURCES = {"kgroup-kafka": "kgroup-kafka", "spark connector": "kafka"}


def produce(bootstrap: str, records: int, size: int, partitions: int) -> None:
    from confluent_kafka import Producer
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    for future in admin.create_topics([NewTopic(TOPIC, partitions, 1)]).values():
        future.result(60)
    producer = Producer(
        {"bootstrap.servers": bootstrap, "linger.ms": 20, "queue.buffering.max.messages": 500_000}
    )
    value = b"v" * size
    for serial in range(records):
        headers = [("trace", b"abc")] if serial % 4 == 0 else None
        while True:
            try:
                producer.produce(
                    TOPIC,
                    value,
                    f"key-{serial:08d}".encode(),
                    serial % partitions,
                    headers=headers,
                )
                break
            except BufferError:
                producer.poll(0.1)
    assert producer.flush(120) == 0, "records left unsent"


def read_once(spark: Any, source: str, bootstrap: str) -> tuple[float, float]:
    """Seconds and CPU seconds of one whole read of the topic into the noop sink."""
    frame = (
        spark.read.format(source)
        .option("kafka.bootstrap.servers", bootstrap)
        .option("subscribe", TOPIC)
        .load()
    )
    cpu = _tree_cpu(os.getpid())
    started = time.perf_counter()
    frame.write.format("noop").mode("overwrite").save()
    return time.perf_counter() - started, _cpu_since(cpu, os.getpid())


def check_same(spark: Any, bootstrap: str) -> int:
    seen = set()
    for source in SOURCES.values():
        row = (
            spark.read.format(source)
            .option("kafka.bootstrap.servers", bootstrap)
            .option("subscribe", TOPIC)
            .load()
            .selectExpr("count(*) AS n", "sum(length(value)) AS bytes", "sum(offset) AS offsets")
            .collect()[0]
        )
        seen.add((row.n, row.bytes, row.offsets))
    if len(seen) != 1:
        raise SystemExit(f"the sources read different records: {sorted(seen)}")
    count: int = next(iter(seen))[0]
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.kafka_source", description=__doc__)
    parser.add_argument("--records", type=int, default=500_000)
    parser.add_argument("--size", type=int, default=100)
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--master", default="local[2]")
    args = parser.parse_args(argv)

    from kgroup_proto.pipelines.kafka_datasource import register
    from kgroup_proto.pipelines.spark import start_session
    from tests.apache_kafka import KafkaNode, kafka_build

    print(f"load average before: {os.getloadavg()}", file=sys.stderr)
    build = kafka_build()
    with tempfile.TemporaryDirectory(prefix="kafka-source-bench-") as tmp:
        node = KafkaNode(build, Path(tmp) / "kafka")
        node.start()
        try:
            started = time.perf_counter()
            produce(node.bootstrap, args.records, args.size, args.partitions)
            print(
                f"produced {args.records} records in {time.perf_counter() - started:.1f} s",
                file=sys.stderr,
            )
            spark = start_session(args.master, {"spark.jars": ",".join(build.spark_kafka_jars)})
            register(spark)
            count = check_same(spark, node.bootstrap)
            times: dict[str, list[tuple[float, float]]] = {name: [] for name in SOURCES}
            for _ in range(args.rounds):
                for name, source in SOURCES.items():
                    times[name].append(read_once(spark, source, node.bootstrap))
            spark.stop()
        finally:
            node.stop()
    print(f"load average after: {os.getloadavg()}", file=sys.stderr)
    print(
        f"{count} records of {args.size} B in {args.partitions} partitions, Kafka 4.4, "
        f"Spark {args.master}, median of {args.rounds}"
    )
    rates = {}
    for name, runs in times.items():
        seconds = statistics.median(s for s, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        rates[name] = count / seconds
        print(
            f"{name:16} {rates[name]:>12,.0f} records/s  {seconds:6.2f} s  "
            f"{cpu:6.2f} CPU s  {cpu / count * 1e6:6.2f} CPU µs/record"
        )
    ratio = rates["kgroup-kafka"] / rates["spark connector"]
    print(f"kgroup-kafka / spark connector: {ratio:.2f}x records/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
