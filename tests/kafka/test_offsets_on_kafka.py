"""The main job on a real Kafka: ``kgroup-proto offsets --kafka`` reads what Kafka 4.4 wrote.

The session's scenario node (tests/kafka/scenarios.py) is a Kafka 4.4 node driven by Kafka's
own Java clients through every kind of group (apache-kafka/.../GroupScenarios.java): classic
groups (eager range, static members with a restart, cooperative-sticky, a pattern
subscription), consumer-protocol groups (a member leaving, a broker-side regular expression), a
share group, a Kafka Streams application on the streams protocol, transactional offset commits
(one transaction committed, one aborted), a deleted classic and a deleted consumer-protocol
group, and an offset deleted with the Admin API.

Then ``__consumer_offsets`` is read raw (kafka-python, every data record with its bytes, and
again under read_committed to learn which records belong to aborted transactions), and the
command reads the same topic with the package's Spark source. The judgement:

- Kafka's own generated classes (tests/kafka_judge.py) read every record's key (version 0, as
  Kafka 4.4's key classes speak it, named by Kafka's CoordinatorRecordType) and value (its
  leading version); the package decodes every record to the same record type, exactly Kafka's
  JSON, and back to the same bytes.
- The job's ``errors`` table is empty, and it read every committed record Kafka wrote (it reads
  the topic as Kafka's coordinator replays it, under read_committed).
- ``latest_state`` is Kafka's compaction of the topic: per partition and key, the last record,
  a tombstone removing the key, the records of aborted transactions left out, as Kafka's log
  cleaner and its group coordinator's replay of the topic both leave them out; each key's and
  value's JSON is Kafka's. The expectation is computed from the raw topic, not by letting
  Kafka's cleaner run: the cleaner never touches the active segment and keeps tombstones and
  transaction markers for ``delete.retention.ms``, so what it leaves on disk is a partial
  compaction whose extent depends on timing, which would make a weaker and flakier check. The
  rule itself is checked against Kafka instead: its compaction's committed offsets are exactly
  those Kafka's Admin client reports for every group (the aborted commit and the deleted
  offsets and groups included).
- Each record type Kafka wrote is counted (printed with the test's output), and every scenario
  left the records its kind of group must write: the expectations below follow from the
  scenarios (what Kafka's group coordinator writes for a join, a commit, a member leaving and a
  deletion), not from the output.
"""

from __future__ import annotations

import collections
import json
import os
import signal
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from kafka import KafkaConsumer, TopicPartition

from kgroup_proto.consumer_offsets import RecordError, decode_record, key_schema_version
from tests.apache_kafka import KafkaBuild
from tests.kafka.scenarios import ScenarioNode, record_types
from tests.kafka_judge import KafkaJudge, verdicts

TOPIC = "__consumer_offsets"
JOB_SECONDS = 240
READ_SECONDS = 60

VALUE, TOMBSTONE = "value", "tombstone"
#: What each scenario's group must leave in the topic: (record type, value or tombstone).
EXPECTED: dict[str, set[tuple[str, str]]] = {
    # A classic group records each generation's members; its members commit offsets.
    "classic-range": {("GroupMetadata", VALUE), ("OffsetCommit", VALUE)},
    "classic-static": {("GroupMetadata", VALUE), ("OffsetCommit", VALUE)},
    # Offsets deleted with the Admin API are tombstones of their offset commits.
    "classic-cooperative": {
        ("GroupMetadata", VALUE),
        ("OffsetCommit", VALUE),
        ("OffsetCommit", TOMBSTONE),
    },
    # A consumer-protocol group: its epoch, members, target assignment and each member's
    # current assignment; the member that leaves has its three member records removed.
    "consumer-848": {
        ("ConsumerGroupMetadata", VALUE),
        ("ConsumerGroupMemberMetadata", VALUE),
        ("ConsumerGroupTargetAssignmentMetadata", VALUE),
        ("ConsumerGroupTargetAssignmentMember", VALUE),
        ("ConsumerGroupCurrentMemberAssignment", VALUE),
        ("ConsumerGroupMemberMetadata", TOMBSTONE),
        ("ConsumerGroupTargetAssignmentMember", TOMBSTONE),
        ("ConsumerGroupCurrentMemberAssignment", TOMBSTONE),
        ("OffsetCommit", VALUE),
    },
    # The broker resolves a consumer-protocol group's pattern and records what it resolved to.
    "regex-848": {
        ("ConsumerGroupMetadata", VALUE),
        ("ConsumerGroupMemberMetadata", VALUE),
        ("ConsumerGroupRegularExpression", VALUE),
        ("OffsetCommit", VALUE),
    },
    # A classic consumer resolves its pattern itself: an ordinary classic group.
    "regex-classic": {("GroupMetadata", VALUE), ("OffsetCommit", VALUE)},
    # A share group: the consumer-protocol records' share-group kinds, and the partitions whose
    # share state the group initialized; the member leaves. Share groups commit no offsets.
    "share-work": {
        ("ShareGroupMetadata", VALUE),
        ("ShareGroupMemberMetadata", VALUE),
        ("ShareGroupTargetAssignmentMetadata", VALUE),
        ("ShareGroupTargetAssignmentMember", VALUE),
        ("ShareGroupCurrentMemberAssignment", VALUE),
        ("ShareGroupStatePartitionMetadata", VALUE),
        ("ShareGroupMemberMetadata", TOMBSTONE),
        ("ShareGroupTargetAssignmentMember", TOMBSTONE),
        ("ShareGroupCurrentMemberAssignment", TOMBSTONE),
    },
    # A streams group: the same kinds of records, plus the application's topology; it commits.
    "streams-app": {
        ("StreamsGroupMetadata", VALUE),
        ("StreamsGroupTopology", VALUE),
        ("StreamsGroupMemberMetadata", VALUE),
        ("StreamsGroupTargetAssignmentMetadata", VALUE),
        ("StreamsGroupTargetAssignmentMember", VALUE),
        ("StreamsGroupCurrentMemberAssignment", VALUE),
        ("StreamsGroupMemberMetadata", TOMBSTONE),
        ("StreamsGroupTargetAssignmentMember", TOMBSTONE),
        ("StreamsGroupCurrentMemberAssignment", TOMBSTONE),
        ("OffsetCommit", VALUE),
    },
    # Transactional offset commits are offset commits (one of them aborted, below).
    "txn-group": {("OffsetCommit", VALUE)},
    # Deleting a group removes its offsets and its group records.
    "doomed-classic": {
        ("GroupMetadata", VALUE),
        ("GroupMetadata", TOMBSTONE),
        ("OffsetCommit", VALUE),
        ("OffsetCommit", TOMBSTONE),
    },
    "doomed-848": {
        ("ConsumerGroupMetadata", VALUE),
        ("ConsumerGroupMetadata", TOMBSTONE),
        ("ConsumerGroupTargetAssignmentMetadata", TOMBSTONE),
        ("OffsetCommit", VALUE),
        ("OffsetCommit", TOMBSTONE),
    },
}


@dataclass
class Record:
    """One data record of the topic as Kafka wrote it, and Kafka's own reading of it."""

    partition: int
    offset: int
    key: bytes
    value: bytes | None
    aborted: bool
    #: The record type's name, as Kafka's CoordinatorRecordType names the key's number.
    record_type: str = ""
    kafka_key: Any = None
    kafka_value: Any = None

    @property
    def number(self) -> int:
        number: int = struct.unpack_from(">h", self.key)[0]
        return number

    @property
    def value_version(self) -> int:
        assert self.value is not None
        version: int = struct.unpack_from(">h", self.value)[0]
        return version

    @property
    def group(self) -> str:
        found = self.kafka_key.get("group", self.kafka_key.get("groupId"))
        assert isinstance(found, str), self.kafka_key
        return found

    @property
    def kind(self) -> tuple[str, str]:
        return self.record_type, TOMBSTONE if self.value is None else VALUE


@dataclass
class Run:
    records: list[Record]
    #: Kafka's committed offsets as its Admin client reports them: (group, topic, partition).
    kafka_offsets: dict[tuple[str, str, int], int]
    output: Path
    #: The same job's output, read through Spark's own Kafka connector.
    connector_output: Path


def _read(bootstrap: str, isolation: str) -> tuple[list[Any], dict[TopicPartition, int]]:
    """Every data record of the topic, earliest to latest, and the partitions' end offsets."""
    consumer = KafkaConsumer(
        bootstrap_servers=bootstrap,
        group_id=None,
        enable_auto_commit=False,
        isolation_level=isolation,
        auto_offset_reset="earliest",
    )
    try:
        partitions = [TopicPartition(TOPIC, p) for p in consumer.partitions_for_topic(TOPIC)]
        consumer.assign(partitions)
        ends = consumer.end_offsets(partitions)
        consumer.seek_to_beginning(*partitions)
        records: list[Any] = []
        deadline = time.monotonic() + READ_SECONDS
        while any(consumer.position(tp) < ends[tp] for tp in partitions):
            assert time.monotonic() < deadline, f"{TOPIC} not read within {READ_SECONDS} s"
            for batch in consumer.poll(timeout_ms=500).values():
                records.extend(batch)
        return records, ends
    finally:
        consumer.close()


def _read_topic(bootstrap: str) -> tuple[list[Record], dict[TopicPartition, int]]:
    everything, ends = _read(bootstrap, "read_uncommitted")
    committed, _ = _read(bootstrap, "read_committed")
    kept = {(r.partition, r.offset) for r in committed}
    records = [
        Record(r.partition, r.offset, r.key, r.value, (r.partition, r.offset) not in kept)
        for r in everything
    ]
    return sorted(records, key=lambda r: (r.partition, r.offset)), ends


def _end_offsets(bootstrap: str) -> dict[TopicPartition, int]:
    consumer = KafkaConsumer(bootstrap_servers=bootstrap, group_id=None)
    try:
        partitions = [TopicPartition(TOPIC, p) for p in consumer.partitions_for_topic(TOPIC)]
        ends: dict[TopicPartition, int] = consumer.end_offsets(partitions)
        return ends
    finally:
        consumer.close()


def _run_job(bootstrap: str, output: Path, log: Path, *options: str) -> None:
    command = [sys.executable, "-m", "kgroup_proto", "offsets", "--kafka", bootstrap, *options]
    with log.open("w") as sink:
        process = subprocess.Popen(
            [*command, "--output", str(output)],
            stdout=sink,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            status = process.wait(JOB_SECONDS)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # the command and the Spark JVM it started
            process.wait()
            pytest.fail(f"kgroup-proto offsets did not finish within {JOB_SECONDS} s; see {log}")
    if status != 0:
        tail = log.read_text().strip().splitlines()[-3:]
        pytest.fail(f"kgroup-proto offsets exited {status}: {' | '.join(tail)}")


def _judge(build: KafkaBuild, records: list[Record], names: dict[int, str]) -> None:
    """Kafka's own classes read every key and value; a record Kafka refuses fails the run."""
    for record in records:
        record.record_type = names[record.number]
    requests: list[dict[str, Any]] = []
    for record in records:
        requests.append(
            {
                "op": "read",
                "name": record.record_type + "Key",
                "version": 0,
                "hex": record.key[2:].hex(),
            }
        )
        if record.value is not None:
            requests.append(
                {
                    "op": "read",
                    "name": record.record_type + "Value",
                    "version": record.value_version,
                    "hex": record.value[2:].hex(),
                }
            )
    with KafkaJudge(build) as judge:
        answers = iter(list(verdicts(judge.ask_many(requests))))
    for record in records:
        key = next(answers)
        assert key.ok, f"Kafka cannot read its own {record.record_type} key: {key.error}"
        record.kafka_key = key.json
        if record.value is not None:
            value = next(answers)
            assert value.ok, f"Kafka cannot read its own {record.record_type} value: {value.error}"
            record.kafka_value = value.json


@pytest.fixture(scope="module")
def run(
    kafka_jars: KafkaBuild, scenario_node: ScenarioNode, tmp_path_factory: pytest.TempPathFactory
) -> Run:
    directory = tmp_path_factory.mktemp("offsets-on-kafka")
    bootstrap = scenario_node.node.bootstrap
    records, ends = _read_topic(bootstrap)
    output = directory / "out"
    _run_job(bootstrap, output, directory / "job.log")
    # The same job through Spark's own Kafka connector (its jars from the test bed's build).
    connector = directory / "out-spark-jar"
    jars = ",".join(kafka_jars.spark_kafka_jars)
    options = ("--kafka-source", "spark-jar", "--conf", f"spark.jars={jars}")
    _run_job(bootstrap, connector, directory / "job-spark-jar.log", *options)
    assert _end_offsets(bootstrap) == ends, f"{TOPIC} was written to while being read"
    _judge(kafka_jars, records, record_types(kafka_jars))
    return Run(records, scenario_node.committed, output, connector)


def test_every_record_decodes_as_kafka_decodes_it(run: Run) -> None:
    faults: collections.Counter[str] = collections.Counter()
    for record in run.records:
        where = f"{record.record_type} at {record.partition}:{record.offset}"
        try:
            decoded = decode_record(record.key, record.value)
        except RecordError as exc:
            faults[f"{record.record_type}: refused: {exc.reason}"] += 1
            continue
        if decoded.record_type.name != record.record_type:
            faults[f"{where}: read as {decoded.record_type.name}"] += 1
            continue
        key_version = key_schema_version(decoded.record_type.key_class, decoded.key_version)
        if decoded.key.to_json(key_version) != record.kafka_key:
            faults[f"{record.record_type} key: {decoded.key.to_json(key_version)} "
                   f"!= Kafka's {record.kafka_key}"] += 1  # fmt: skip
        if decoded.key.encode(key_version) != record.key[2:]:
            faults[f"{record.record_type} key: re-encoded to other bytes"] += 1
        if record.value is None:
            assert decoded.value is None, where
            continue
        assert decoded.value is not None and decoded.value_version == record.value_version, where
        ours = decoded.value.to_json(decoded.value_version)
        if ours != record.kafka_value:
            differ = sorted(
                name
                for name in set(ours) | set(record.kafka_value)
                if ours.get(name, "(absent)") != record.kafka_value.get(name, "(absent)")
            )
            faults[f"{record.record_type} v{record.value_version} value: not Kafka's JSON "
                   f"(fields that differ: {differ})"] += 1  # fmt: skip
        elif decoded.value.encode(decoded.value_version) != record.value[2:]:
            faults[f"{record.record_type} value: re-encoded to other bytes"] += 1
    assert not faults, "\n".join(f"{count} x {fault}" for fault, count in faults.most_common())


def test_the_job_read_every_record_and_none_went_to_errors(run: Run) -> None:
    summary = json.loads((run.output / "summary.json").read_text())
    errors = pq.read_table(run.output / "errors").to_pylist()
    reasons = collections.Counter(f"{row['record_type']}: {row['reason']}" for row in errors)
    assert not errors, "\n".join(f"{count} x {reason}" for reason, count in reasons.items())
    # The job reads the topic as Kafka's coordinator replays it: committed records only.
    committed = [record for record in run.records if not record.aborted]
    assert len(committed) < len(run.records), "the scenarios aborted no transaction"
    assert summary["input_records"] == len(committed)
    assert summary["decoded_records"] == len(committed)


def _kafka_compaction(records: list[Record]) -> dict[tuple[int, bytes], Record]:
    """The last record per partition and key, aborted records left out, tombstones removing."""
    latest: dict[tuple[int, bytes], Record] = {}
    for record in records:  # in offset order
        if record.aborted:
            continue
        if record.value is None:
            latest.pop((record.partition, record.key), None)
        else:
            latest[(record.partition, record.key)] = record
    return latest


def test_latest_state_is_kafkas_compaction(run: Run) -> None:
    expected = {
        key: (record.record_type, record.kafka_key, record.kafka_value)
        for key, record in _kafka_compaction(run.records).items()
    }
    rows = pq.read_table(run.output / "latest_state").to_pylist()
    assert [row["error"] for row in rows if row["error"]] == []
    found = {
        (row["source_partition"], row["key"]): (
            row["record_type"],
            json.loads(row["key_json"]),
            json.loads(row["value_json"]) if row["value_json"] is not None else None,
        )
        for row in rows
    }
    assert len(found) == len(rows), "latest_state holds a key twice"
    wrong = {
        f"{expected[key][0]} {expected[key][1]}": (found[key][2], expected[key][2])
        for key in expected.keys() & found.keys()
        if found[key] != expected[key]
    }
    assert not wrong, f"latest_state differs from Kafka's compaction (found, Kafka's): {wrong}"
    assert found.keys() - expected.keys() == set(), "keys Kafka's compaction removed"
    assert expected.keys() - found.keys() == set(), "keys Kafka's compaction keeps"


def test_the_compaction_rule_is_kafkas_own_view_of_the_offsets(run: Run) -> None:
    """The rule the previous test holds the job to gives exactly the offsets Kafka reports."""
    compacted = {
        (r.kafka_key["group"], r.kafka_key["topic"], r.kafka_key["partition"]): r.kafka_value[
            "offset"
        ]
        for r in _kafka_compaction(run.records).values()
        if r.record_type == "OffsetCommit"
    }
    assert compacted == run.kafka_offsets
    # The scenarios did what the rule must cope with: an aborted commit, deleted offsets.
    aborted = [r for r in run.records if r.aborted]
    assert {r.record_type for r in aborted} == {"OffsetCommit"}
    assert {r.group for r in aborted} == {"txn-group"}
    assert run.kafka_offsets[("txn-group", "orders", 0)] == 4
    assert ("classic-cooperative", "orders", 0) not in run.kafka_offsets
    assert not {group for group, _, _ in run.kafka_offsets} & {"doomed-classic", "doomed-848"}


def test_every_scenario_wrote_its_record_types(
    run: Run, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = collections.Counter(record.kind for record in run.records)
    width = max(len(name) for name, _ in counts)
    with capsys.disabled():
        print(f"\nrecords Kafka 4.4 wrote to {TOPIC}: {len(run.records)}")
        for (name, kind), count in sorted(counts.items()):
            print(f"  {name:<{width}}  {kind:<9}  {count}")
    by_group: dict[str, set[tuple[str, str]]] = collections.defaultdict(set)
    for record in run.records:
        by_group[record.group].add(record.kind)
    missing = {
        group: sorted(kinds - by_group[group])
        for group, kinds in EXPECTED.items()
        if kinds - by_group[group]
    }
    assert not missing, f"records the scenarios must have written are not there: {missing}"
    # The static member restarted: its instance id came back under a new member id.
    static_b = {
        member["memberId"]
        for record in run.records
        if record.group == "classic-static" and record.kafka_value is not None
        for member in record.kafka_value.get("members", [])
        if member.get("groupInstanceId") == "static-b"
    }
    assert len(static_b) >= 2, static_b


def _tables(output: Path) -> list[str]:
    return sorted(p.name for p in output.iterdir() if p.is_dir() and any(p.glob("*.parquet")))


def _table_rows(directory: Path) -> list[str]:
    return sorted(
        json.dumps(row, sort_keys=True, default=str) for row in pq.read_table(directory).to_pylist()
    )


def test_spark_s_own_kafka_connector_gives_the_same_tables(run: Run) -> None:
    """``--kafka-source spark-jar`` (Spark's connector) and the package's data source read the
    same records, so every table is the same, row for row."""
    tables = _tables(run.output)
    assert {"latest_state", "errors", "offset_commits"} <= set(tables)
    assert _tables(run.connector_output) == tables
    for table in tables:
        ours = _table_rows(run.output / table)
        theirs = _table_rows(run.connector_output / table)
        assert ours == theirs, table
    ours, theirs = (
        json.loads((out / "summary.json").read_text()) for out in (run.output, run.connector_output)
    )
    assert ours["input_records"] == theirs["input_records"] > 0
    assert ours["decoded_records"] == theirs["decoded_records"]
