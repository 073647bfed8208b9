"""How fast one share consumer gets through a full topic: kgroup-proto's ``ShareConsumer``
beside Kafka's Java ``KafkaShareConsumer``, each on the project's broker and on Kafka 4.4.

``python -m bench.share_rate`` (the ``interop`` extra for confluent-kafka's producer; Java 17
and Maven for Kafka and the Java consumer) starts each broker in turn, ``kgroup-proto serve`` in
memory in a process of its own, then Apache Kafka 4.4 as one KRaft node from the test bed
(tests/apache_kafka.py). On each it fills a topic of one partition and a topic of four with
``--records`` records of ``--size`` bytes (confluent-kafka's producer, not timed), and then, for
each consumer in turn and ``--repeats`` times, starts the consumer in a process of its own in a
new share group and lets it read until it has every record:

- kgroup-proto: this module run as ``python -m bench.share_rate consume``, an implicit-mode
  :class:`~kgroup_proto.group.share_consumer.ShareConsumer` taking delivered records in batches
  (``records()``); each call accepts the batch before;
- Java: apache-kafka/src/main/java/kgroup/kafka/ShareRate.java, ``KafkaShareConsumer`` with
  ``share.acknowledgement.mode=implicit``; each ``poll`` accepts the batch before.

Both end with a commit, whose answer says the last records were accepted. The rate is the
records after the first batch over the time from that first batch to the commit's answer: the
join (``join_s``, which on Kafka waits for the share group's heartbeat interval) and the first
fetch are left out. Each consumer reports its own CPU seconds over that span (Python: its
process time; Java: the JVM's process CPU, every thread); the broker's CPU over the consumer's
whole run is read from /proc.

The group must see the records already in the topic. Kafka's groups get
``share.auto.offset.reset=earliest`` (IncrementalAlterConfigs on the group). The project's
broker has no per-group configuration: its share-partitions start at the log's end when first
fetched. So there every group the run will use joins first, while the topics are empty, and
leaves once its share-partitions exist (start offset 0); the records are produced after that.

``--brokers`` and ``--consumers`` pick a part of the table; ``--json PATH`` writes every
measurement. The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
PARTITIONS = (1, 4)
CONSUMERS = ("kgroup-proto", "java")
BROKERS = ("kgroup-proto", "kafka 4.4")
PATIENCE_S = 120.0


def topic_name(partitions: int) -> str:
    return f"share-rate-{partitions}"


# ----------------------------------------------------------------------------- the consumer


async def consume(bootstrap: str, topic: str, group: str, count: int) -> dict[str, Any]:
    """One implicit-mode ShareConsumer until ``count`` distinct records arrived (the same
    report as ShareRate.java)."""
    from kgroup_proto.group.share_consumer import ShareConsumer

    seen: set[tuple[int, int]] = set()
    delivered = first_batch = 0
    first = cpu_first = 0.0
    errors: dict[str, str] = {}
    subscribed = time.monotonic()
    deadline = subscribed + PATIENCE_S
    async with ShareConsumer(bootstrap, group_id=group, topics=[topic]) as consumer:
        while len(seen) < count and time.monotonic() < deadline:
            try:
                batch = await asyncio.wait_for(consumer.records(), deadline - time.monotonic())
            except TimeoutError:
                break
            if not batch:
                break  # the member is out of the group
            if not first:
                first, cpu_first = time.monotonic(), time.process_time()
                first_batch = len(batch)
            delivered += len(batch)
            seen.update((record.partition, record.offset) for record in batch)
        failed = await consumer.commit()
        done, cpu_done = time.monotonic(), time.process_time()
        errors = {f"{tp[0]}-{tp[1]}": error.name for tp, error in failed.items()}
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return {
        "count": len(seen),
        "delivered": delivered,
        "first_batch": first_batch,
        "join_s": first - subscribed if first else -1.0,
        "elapsed_s": done - first if first else -1.0,
        "cpu_s": cpu_done - cpu_first,
        "cpu_total_s": usage.ru_utime + usage.ru_stime,
        "errors": errors,
    }


# ----------------------------------------------------------------------------- measurements


@dataclass
class Measurement:
    broker: str
    consumer: str
    partitions: int
    records: int
    first_batch: int
    join_s: float
    elapsed_s: float
    cpu_s: float
    cpu_total_s: float
    broker_cpu_s: float | None

    @property
    def rate(self) -> float:
        """Records/s after the first batch."""
        return (self.records - self.first_batch) / self.elapsed_s if self.elapsed_s > 0 else 0.0


def process_cpu(pid: int) -> float | None:
    """User + system CPU seconds of process ``pid`` (every thread), from /proc; None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime, stime (fields 14 and 15)


def run_consumer(
    consumer: str, bootstrap: str, topic: str, group: str, count: int, java: list[str] | None
) -> dict[str, Any]:
    if consumer == "java":
        assert java is not None
        command = [*java, bootstrap, topic, group, str(count)]
    else:
        command = [sys.executable, "-m", "bench.share_rate", "consume"]
        command += [bootstrap, topic, group, str(count)]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), str(REPO / "src"), env.get("PYTHONPATH", "")])
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=PATIENCE_S + 60, env=env, cwd=REPO
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(
            f"the {consumer} consumer failed (status {result.returncode}): "
            f"{result.stdout[-2000:]}{result.stderr[-2000:]}"
        )
    report: dict[str, Any] = json.loads(lines[-1])
    if report["count"] != count or report["delivered"] != count or report.get("errors"):
        raise RuntimeError(f"the {consumer} consumer read {report} of {count} records once each")
    return report


def produce(bootstrap: str, topic: str, records: int, size: int, partitions: int) -> None:
    """``records`` values of ``size`` bytes, spread evenly over the partitions, acknowledged."""
    import confluent_kafka

    producer = confluent_kafka.Producer(
        {
            "bootstrap.servers": bootstrap,
            "linger.ms": 20,
            "batch.size": 16_384,  # the Java producer's default: record batches of ~130 records
            "queue.buffering.max.messages": records,
            "log_level": 2,  # not the disconnection when the broker stops
        }
    )
    value = b"x" * size
    for i in range(records):
        producer.produce(topic, value, partition=i % partitions)
        if i % 10_000 == 9_999:
            producer.poll(0)
    if producer.flush(60):
        raise RuntimeError(f"records for {topic} were not acknowledged")


# ----------------------------------------------------------------------------- the brokers


@contextmanager
def kgroup_broker(directory: Path) -> Iterator[tuple[str, int]]:
    """``kgroup-proto serve`` in memory with both topics; yields its bootstrap and pid."""
    from kgroup_proto.testing.brokers import ServeProcess

    topics = [f"--topic={topic_name(n)}:{n}" for n in PARTITIONS]
    serve = ServeProcess(directory / "serve.log", topics)
    serve.start()
    try:
        assert serve.process is not None
        yield serve.bootstrap, serve.process.pid
    finally:
        serve.stop()


@contextmanager
def kafka_broker(directory: Path) -> Iterator[tuple[str, int]]:
    """Kafka 4.4 from the test bed with both topics; yields its bootstrap and pid."""
    from confluent_kafka.admin import AdminClient, NewTopic

    from tests.apache_kafka import KafkaNode, kafka_build

    node = KafkaNode(kafka_build(), directory / "kafka")
    node.start()
    try:
        admin = AdminClient({"bootstrap.servers": node.bootstrap})
        new = [NewTopic(topic_name(n), n, 1) for n in PARTITIONS]
        for future in admin.create_topics(new).values():
            future.result(60)
        assert node._process is not None
        yield node.bootstrap, node._process.pid
    finally:
        node.stop()


async def prejoin(bootstrap: str, group: str, topic: str, partitions: int) -> None:
    """Join ``group`` on the project's broker and leave once every share-partition of ``topic``
    exists (start offset 0 on the empty topic), so that records produced later are the group's."""
    from kgroup_proto.client import GroupAdmin
    from kgroup_proto.client.errors import ClientError
    from kgroup_proto.group.share_consumer import ShareConsumer

    wanted = {topic: range(partitions)}
    deadline = time.monotonic() + 60
    async with (
        ShareConsumer(bootstrap, group_id=group, topics=[topic], max_wait_ms=100),
        GroupAdmin(bootstrap) as admin,
    ):
        while time.monotonic() < deadline:
            await asyncio.sleep(0.1)
            try:
                offsets = await admin.fetch_share_offsets(group, wanted)
            except ClientError:  # the group may not exist yet
                continue
            if len(offsets) == partitions and all(o.start_offset == 0 for o in offsets):
                return
    raise RuntimeError(f"share group {group} never started on {topic}")


# ----------------------------------------------------------------------------- the run


def measure_broker(
    broker: str, consumers: list[str], args: argparse.Namespace, java: list[str] | None
) -> list[Measurement]:
    out: list[Measurement] = []
    start = kgroup_broker if broker == "kgroup-proto" else kafka_broker
    with tempfile.TemporaryDirectory(prefix="bench-share-") as tmp, start(Path(tmp)) as served:
        bootstrap, pid = served
        groups = {
            (n, consumer, r): f"rate-{n}-{consumer}-{r}"
            for n in PARTITIONS
            for consumer in consumers
            for r in range(args.repeats)
        }
        for (n, _, _), group in groups.items():
            if broker == "kgroup-proto":
                asyncio.run(prejoin(bootstrap, group, topic_name(n), n))
            else:
                from tests.apache_kafka import share_group_from_earliest

                share_group_from_earliest(bootstrap, group)
        for n in PARTITIONS:
            produce(bootstrap, topic_name(n), args.records, args.size, n)
        for n in PARTITIONS:
            for r in range(args.repeats):
                order = consumers if r % 2 == 0 else consumers[::-1]
                for consumer in order:
                    before = process_cpu(pid)
                    report = run_consumer(
                        consumer, bootstrap, topic_name(n), groups[n, consumer, r],
                        args.records, java,
                    )  # fmt: skip
                    after = process_cpu(pid)
                    m = Measurement(
                        broker=broker,
                        consumer=consumer,
                        partitions=n,
                        records=report["count"],
                        first_batch=report["first_batch"],
                        join_s=report["join_s"],
                        elapsed_s=report["elapsed_s"],
                        cpu_s=report["cpu_s"],
                        cpu_total_s=report["cpu_total_s"],
                        broker_cpu_s=None if before is None or after is None else after - before,
                    )
                    out.append(m)
                    print(
                        f"  {broker:12} {consumer:12} {n} partition(s): {m.rate:10,.0f} rec/s, "
                        f"join {m.join_s:.2f} s, consumer CPU {m.cpu_s:.2f} s",
                        flush=True,
                    )
    return out


def median_of(ms: list[Measurement], broker: str, consumer: str, n: int) -> Measurement | None:
    """The measurement of median rate among the repeats of one cell."""
    cell = sorted(
        (m for m in ms if (m.broker, m.consumer, m.partitions) == (broker, consumer, n)),
        key=lambda m: m.rate,
    )
    return cell[len(cell) // 2] if cell else None


def report(ms: list[Measurement], brokers: list[str], consumers: list[str]) -> None:
    """The median repeat of each cell (by rate), with the range of the rates."""
    print()
    print(
        "| partitions | consumer | broker | records/s | range | consumer CPU s | CPU us/record "
        "| broker CPU s | join s |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for n in PARTITIONS:
        for consumer in consumers:
            for broker in brokers:
                m = median_of(ms, broker, consumer, n)
                if m is None:
                    continue
                rates = [
                    x.rate
                    for x in ms
                    if (x.broker, x.consumer, x.partitions) == (broker, consumer, n)
                ]
                per = m.cpu_s / max(1, m.records - m.first_batch) * 1e6
                served = "n/a" if m.broker_cpu_s is None else f"{m.broker_cpu_s:.2f}"
                print(
                    f"| {n} | {consumer} | {broker} | {m.rate:,.0f} | "
                    f"{min(rates):,.0f}-{max(rates):,.0f} | {m.cpu_s:.2f} | "
                    f"{per:.1f} | {served} | {m.join_s:.2f} |"
                )
    print()
    for n in PARTITIONS:
        cells = {(b, c): median_of(ms, b, c, n) for b in brokers for c in consumers}
        for broker in brokers:
            ours, theirs = cells.get((broker, "kgroup-proto")), cells.get((broker, "java"))
            if ours and theirs:
                print(
                    f"{n} partition(s), on {broker}: kgroup-proto / Java = "
                    f"{ours.rate / theirs.rate:.2f} in records/s, "
                    f"{ours.cpu_s / theirs.cpu_s:.2f} in CPU"
                )
        for consumer in consumers:
            here, there = cells.get(("kgroup-proto", consumer)), cells.get(("kafka 4.4", consumer))
            if here and there:
                print(
                    f"{n} partition(s), {consumer} consumer: project's broker / Kafka = "
                    f"{here.rate / there.rate:.2f} in records/s"
                )


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["consume"]:
        if len(argv) != 5:
            print("usage: python -m bench.share_rate consume BOOTSTRAP TOPIC GROUP COUNT")
            return 2
        result = asyncio.run(consume(argv[1], argv[2], argv[3], int(argv[4])))
        print(json.dumps(result), flush=True)
        return 0 if result["count"] == int(argv[4]) and not result["errors"] else 1
    parser = argparse.ArgumentParser(prog="python -m bench.share_rate", description=__doc__)
    parser.add_argument("--records", type=int, default=50_000)
    parser.add_argument("--size", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--brokers", default=",".join(BROKERS))
    parser.add_argument("--consumers", default=",".join(CONSUMERS))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    brokers = [b for b in args.brokers.split(",") if b]
    consumers = [c for c in args.consumers.split(",") if c]
    unknown = sorted(set(brokers) - set(BROKERS)) + sorted(set(consumers) - set(CONSUMERS))
    if unknown:
        parser.error(f"unknown broker or consumer: {', '.join(unknown)}")
    java = None
    if "java" in consumers or "kafka 4.4" in brokers:
        from tests.apache_kafka import kafka_build

        build = kafka_build()  # Maven runs once, before any timing
        java = build.java("kgroup.kafka.ShareRate")
    load_before = os.getloadavg()
    started = datetime.now(UTC)
    print(
        f"{started:%Y-%m-%d %H:%M} UTC, {platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} CPUs, Python {platform.python_version()}, load {load_before[0]:.2f}; "
        f"{args.records:,} records of {args.size} B, {args.repeats} repeat(s)",
        flush=True,
    )
    ms: list[Measurement] = []
    for broker in brokers:
        ms += measure_broker(broker, consumers, args, java)
    load_after = os.getloadavg()
    report(ms, brokers, consumers)
    print(f"\nload average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
    if args.json:
        doc = {
            "started": started.isoformat(),
            "load": [load_before[0], load_after[0]],
            "records": args.records,
            "size": args.size,
            "median_rates": {
                f"{b}/{c}/{n}": m.rate
                for b in brokers
                for c in consumers
                for n in PARTITIONS
                if (m := median_of(ms, b, c, n)) is not None
            },
            "measurements": [{**asdict(m), "rate": m.rate} for m in ms],
        }
        args.json.write_text(json.dumps(doc, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
