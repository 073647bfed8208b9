"""How fast the project's broker starts and serves, beside Tansu, librdkafka's mock cluster and
Apache Kafka 4.4.

``python -m bench.broker`` (needs ``pip install -e '.[bench-broker]'``) measures, for each broker
in one run:

- **startup**: from spawning the broker's process to the first Metadata answered on a new
  connection (the package's own client: connect, ApiVersions, Metadata; retried every 10 ms),
  the median of ``--starts`` starts;
- **produce**: ``--records`` small records (``--size`` bytes of value, no key) produced by a
  confluent-kafka producer to a topic of one partition, in records/s until acknowledged;
- **consume**: the same records read from the beginning by a confluent-kafka consumer (assigned
  the partition, no group), in records/s.

Both go in rounds of ``--chunk`` records (produce a round, then consume it), since the mock
cluster keeps only the latest ~40,000 small records of a partition.

kgroup-proto runs as ``kgroup-proto serve`` without a data directory (memory), Tansu with its
memory storage, the mock cluster in a Python process of its own, and Kafka 4.4 as one KRaft
node from the test bed (Java 17 and Maven needed; its log on disk, as Kafka keeps it), all on
loopback, one at a time. The load average is printed before and after: on a busy machine every
number is lower, and the ratios, taken within the same run, mean more than the absolute figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kgroup_proto.client import BrokerConnection
from kgroup_proto.client.errors import ClientError
from kgroup_proto.messages.metadata_request import MetadataRequest

REPO = Path(__file__).resolve().parent.parent
TOPIC = "bench"


async def _metadata(host: str, port: int) -> bool:
    try:
        connection = await BrokerConnection.connect(host, port, connect_timeout=1.0)
    except ClientError:
        return False
    async with connection:
        await connection.request(MetadataRequest(topics=None), timeout=5)
    return True


def first_metadata(bootstrap: Callable[[], str | None], started: float, limit: float = 60) -> float:
    """Seconds from ``started`` to the first Metadata answered at the address ``bootstrap``
    gives (None: not known yet)."""
    while time.monotonic() - started < limit:
        address = bootstrap()
        if address is not None:
            host, port = address.rsplit(":", 1)
            if asyncio.run(_metadata(host, int(port))):
                return time.monotonic() - started
        time.sleep(0.01)
    raise RuntimeError(f"no Metadata answer within {limit} s")


# ----------------------------------------------------------------------------- the brokers


@contextmanager
def kgroup_broker(log: Path) -> Iterator[tuple[str, float]]:
    """``kgroup-proto serve`` in memory; yields its bootstrap and its startup time."""
    from tests.interop.brokers import free_port, stop

    port = free_port()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    command = [
        sys.executable, "-m", "kgroup_proto", "serve", "--port", str(port), "--topic", f"{TOPIC}:1",
    ]  # fmt: skip
    with log.open("ab") as out:
        started = time.monotonic()
        process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, env=env
        )
    try:
        address = f"127.0.0.1:{port}"
        yield address, first_metadata(lambda: address, started)
    finally:
        stop(process)


@contextmanager
def tansu_broker(log: Path) -> Iterator[tuple[str, float]]:
    """Tansu with memory storage; yields its bootstrap and its startup time."""
    from tests.interop.brokers import Tansu, tansu_binary

    binary = tansu_binary()
    started = time.monotonic()
    broker = Tansu(binary, log)
    try:
        startup = first_metadata(lambda: broker.bootstrap, started)
        broker.create_topic(TOPIC, 1)
        yield broker.bootstrap, startup
    finally:
        broker.close()


@contextmanager
def mock_cluster(log: Path) -> Iterator[tuple[str, float]]:
    """librdkafka's mock cluster in its own process (Python and confluent-kafka's import
    included); yields its bootstrap and startup time."""
    from tests.interop.brokers import running_mock_cluster

    del log
    started = time.monotonic()
    with running_mock_cluster() as bootstrap:
        startup = first_metadata(lambda: bootstrap, started)
        # The mock cluster creates the topic on first use (with several partitions; only
        # partition 0 is used).
        yield bootstrap, startup


@contextmanager
def apache_kafka(log: Path) -> Iterator[tuple[str, float]]:
    """Apache Kafka 4.4 from the test bed (tests/apache_kafka.py: Maven's jars, one KRaft node
    as broker and controller); yields its bootstrap and its startup time, which counts the
    storage format (a JVM of its own) and the broker's JVM until Metadata is answered."""
    from tests.apache_kafka import KafkaNode, kafka_build

    build = kafka_build()  # Maven runs once, before any timing
    with tempfile.TemporaryDirectory(prefix="bench-kafka-", dir=log.parent) as directory:
        node = KafkaNode(build, Path(directory) / "kafka")
        started = time.monotonic()
        try:
            node.start()
            startup = first_metadata(lambda: node.bootstrap, started)
            _create_topic(node.bootstrap)
            yield node.bootstrap, startup
        finally:
            node.stop()


def _create_topic(bootstrap: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    for future in admin.create_topics([NewTopic(TOPIC, 1, 1)]).values():
        future.result(60)


BROKERS = {
    "kgroup-proto": kgroup_broker,
    "tansu": tansu_broker,
    "mock cluster": mock_cluster,
    "kafka 4.4": apache_kafka,
}


# ----------------------------------------------------------------------------- the workload


def transfer(bootstrap: str, records: int, size: int, chunk: int) -> tuple[float, float]:
    """Records/s produced and records/s consumed, in rounds of ``chunk`` records.

    Each round produces ``chunk`` values of ``size`` bytes and waits until all are acknowledged,
    then a consumer (assigned the partition from its beginning, no group, kept across rounds)
    reads them. Rounds keep the test within what every broker retains: librdkafka's mock
    cluster keeps only the latest ~40,000 such records of a partition.
    """
    import confluent_kafka

    producer = confluent_kafka.Producer(
        {"bootstrap.servers": bootstrap, "linger.ms": 20, "queue.buffering.max.messages": chunk}
    )
    consumer = confluent_kafka.Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "bench-reader",  # never joined: the partition is assigned
            "enable.auto.commit": False,
        }
    )
    value = b"x" * size
    producing = consuming = 0.0
    try:
        consumer.assign(
            [confluent_kafka.TopicPartition(TOPIC, 0, confluent_kafka.OFFSET_BEGINNING)]
        )
        done = 0
        while done < records:
            count = min(chunk, records - done)
            started = time.monotonic()
            for _ in range(count):
                producer.produce(TOPIC, value, partition=0)
                producer.poll(0)
            left = producer.flush(120)
            producing += time.monotonic() - started
            if left:
                raise RuntimeError(f"{left} records were not delivered")
            seen = 0
            started = time.monotonic()
            while seen < count:
                if time.monotonic() - started > 120:
                    raise RuntimeError(f"only {done + seen} of {done + count} records arrived")
                for message in consumer.consume(count - seen, 1.0):
                    if message.error() is None:
                        seen += 1
            consuming += time.monotonic() - started
            done += count
    finally:
        consumer.close()
    return records / producing, records / consuming


def measure(
    name: str, starts: int, records: int, size: int, chunk: int, logs: Path
) -> dict[str, Any]:
    broker = BROKERS[name]
    startups = []
    for _ in range(starts - 1):
        with broker(logs / f"{name}.log") as (_, startup):
            startups.append(startup)
    with broker(logs / f"{name}.log") as (bootstrap, startup):
        startups.append(startup)
        produced, consumed = transfer(bootstrap, records, size, chunk)
    return {
        "startup_s": statistics.median(startups),
        "startups_s": startups,
        "produce_records_per_s": produced,
        "consume_records_per_s": consumed,
    }


def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cpu": model or platform.processor(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "system": platform.platform(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.broker", description=__doc__)
    parser.add_argument("--records", type=int, default=200_000)
    parser.add_argument("--size", type=int, default=100, help="value bytes per record")
    parser.add_argument("--chunk", type=int, default=20_000, help="records per round")
    parser.add_argument("--starts", type=int, default=3, help="startups timed per broker")
    parser.add_argument("--brokers", default=",".join(BROKERS))
    parser.add_argument("--json", type=Path, help="write the results here too")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.brokers.split(",") if n.strip()]
    unknown = set(names) - set(BROKERS)
    if unknown:
        parser.error(f"unknown broker(s): {', '.join(sorted(unknown))}")
    result: dict[str, Any] = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "load_before": os.getloadavg(),
        "records": args.records,
        "size": args.size,
        "chunk": args.chunk,
        "brokers": {},
    }
    with tempfile.TemporaryDirectory(prefix="bench-broker-") as logs:
        for name in names:
            print(f"{name}: ...", file=sys.stderr, flush=True)
            result["brokers"][name] = measure(
                name, args.starts, args.records, args.size, args.chunk, Path(logs)
            )
    result["load_after"] = os.getloadavg()
    print(report(result))
    if args.json is not None:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


def report(result: dict[str, Any]) -> str:
    brokers = result["brokers"]
    ours = brokers.get("kgroup-proto")
    lines = [
        f"{result['date']}  {result['machine']['cpu']} x {result['machine']['cpus']}, "
        f"Python {result['machine']['python']}",
        "load average before {:.2f} {:.2f} {:.2f}, after {:.2f} {:.2f} {:.2f}".format(
            *result["load_before"], *result["load_after"]
        ),
        f"{result['records']:,} records of {result['size']} bytes, one partition, "
        f"in rounds of {result['chunk']:,}",
        "",
        f"{'broker':<14}{'startup ms':>12}{'produce rec/s':>16}{'consume rec/s':>16}",
    ]
    for name, found in brokers.items():
        lines.append(
            f"{name:<14}{found['startup_s'] * 1000:>12.0f}"
            f"{found['produce_records_per_s']:>16,.0f}{found['consume_records_per_s']:>16,.0f}"
        )
    if ours is not None:
        lines += ["", "ratios, kgroup-proto / other (above 1: kgroup-proto is faster or quicker)"]
        for name, found in brokers.items():
            if name == "kgroup-proto":
                continue
            lines.append(
                f"{name:<14}{found['startup_s'] / ours['startup_s']:>12.2f}"
                f"{ours['produce_records_per_s'] / found['produce_records_per_s']:>16.2f}"
                f"{ours['consume_records_per_s'] / found['consume_records_per_s']:>16.2f}"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
