"""The Spark job on ``__consumer_offsets`` as the project's broker serves it to real clients.

While confluent-kafka (classic and KIP-848) and kafka-python groups run against the broker, a
confluent-kafka consumer reads the whole topic; what it read (key, value, partition, offset,
timestamp) becomes the input of ``kgroup-proto offsets``, as Spark's Kafka source would have
delivered it. The job (real Spark, local mode) must decode every record, with no errors, and its
tables must agree with what the clients committed and with what ``GroupAdmin`` describes (the
``groups describe`` and ``groups offsets`` commands): the broker's topic is Kafka's to any
reader of Kafka's records.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")
pytest.importorskip("confluent_kafka", reason="confluent-kafka is not installed")

import pyarrow.parquet as pq

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.pipelines.sample import Written
from kgroup_proto.pipelines.sample_files import write_parquet
from kgroup_proto.runtime.wire_types import uuid_to_json
from tests.coordinator_harness import BrokerThread, running_broker, wait_for
from tests.test_coordinator_offsets_topic_clients import (
    CLASSIC,
    EVENTS,
    LEGACY,
    MODERN,
    OTHER,
    PARTITIONS,
    check_kip848_group,
    committed,
    describe,
    read_topic,
    stable,
    start_groups,
    stop_groups,
    wait_until_consumed,
)
from tests.test_coordinator_real_clients import produce
from tests.test_offsets_cli import run_cli


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("events", 6), TopicConfig("other", 3)) as running:
        yield running


def table(output: Path, name: str) -> list[dict[str, Any]]:
    return pq.read_table(output / name).to_pylist()


def latest(rows: list[dict[str, Any]], *key: str) -> dict[tuple[Any, ...], list[dict[str, Any]]]:
    """Compaction's view: the rows of the last record of each key that is not a tombstone
    (a classic group's record is one row per member)."""
    found: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    at: dict[tuple[Any, ...], tuple[int, int]] = {}
    for row in rows:
        name = tuple(row[k] for k in key)
        position = (row["source_partition"], row["source_offset"])
        if name not in at or position > at[name]:
            at[name], found[name] = position, [row]
        elif position == at[name]:
            found[name].append(row)
    return {k: r for k, r in found.items() if not r[0]["tombstone"]}


def test_the_spark_job_decodes_what_real_clients_read_from_the_broker(
    broker: BrokerThread, tmp_path: Path
) -> None:
    pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
    produce(broker.bootstrap, "events", [f"e{i}".encode() for i in range(EVENTS)], 6)
    produce(broker.bootstrap, "other", [f"o{i}".encode() for i in range(OTHER)], 3)
    groups = start_groups(broker.bootstrap)
    try:
        wait_until_consumed(broker, groups)
        wait_for(lambda: stable(broker), what="three stable groups")
        rows = read_topic(broker.bootstrap)
        described, fetched = asyncio.run(describe(broker.bootstrap))
        # Nothing was written meanwhile: the records and the descriptions are of one moment.
        assert len(read_topic(broker.bootstrap)) == len(rows)
        client_commits = {g: committed(broker, g) for g in PARTITIONS}
        topic_ids = broker.call(
            lambda: {
                uuid_to_json(t.topic_id): name for name, t in broker.broker.topics.topics.items()
            }
        )
    finally:
        stop_groups(groups)

    source = tmp_path / "consumer-offsets.parquet"
    written = [
        Written(r["partition"], r["offset"], r["timestamp_ms"], r["key"], r["value"]) for r in rows
    ]
    assert write_parquet(written, source) == len(rows)
    output = tmp_path / "tables"
    # No plots: the tables are what is checked here (test_offsets_cli.py checks the report).
    result = run_cli(
        str(source), "--output", str(output), "--master", "local[1]", "--report-groups", "0"
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads((output / "summary.json").read_text())
    assert (summary["input_records"], summary["error_records"]) == (len(rows), 0)
    assert (
        f"{len(rows)} decoded + 0 errors = {len(rows)} of {len(rows)} input records: reconciled"
        in result.stdout
    )
    assert table(output, "errors") == []

    # Every record the client read is in exactly one table, with its partition, offset and
    # timestamp.
    names = [
        "offset_commits",
        "group_metadata",
        "consumer_group_metadata",
        "consumer_group_partition_metadata",
        "consumer_group_member_metadata",
        "consumer_group_target_assignment_metadata",
        "consumer_group_target_assignment_member",
        "consumer_group_current_member_assignment",
    ]
    tables = {name: table(output, name) for name in names}
    decoded = {
        (row["source_partition"], row["source_offset"]): row["source_timestamp"]
        for rows_of_table in tables.values()
        for row in rows_of_table
    }
    assert {position: stamp.timestamp() * 1000 for position, stamp in decoded.items()} == {
        (r["partition"], r["offset"]): float(r["timestamp_ms"]) for r in rows
    }

    # Offsets: the latest commit of each partition is what the clients committed and what
    # OffsetFetch answers.
    commits = latest(tables["offset_commits"], "group", "topic", "partition")
    for group_id in PARTITIONS:
        mine = {(t, p): r[0]["offset"] for (g, t, p), r in commits.items() if g == group_id}
        assert mine == client_commits[group_id] == fetched[group_id], group_id
        partitions = {r[0]["source_partition"] for (g, *_), r in commits.items() if g == group_id}
        assert partitions == {PARTITIONS[group_id]}, group_id

    # Classic groups: generation, protocol, leader, and each member's assignment.
    metadata = latest(tables["group_metadata"], "group")
    for group_id in (CLASSIC, LEGACY):
        members = metadata[(group_id,)]
        group = described[group_id]
        assert (group.group_type, group.state) == ("classic", "Stable")
        assert {(m["protocol_type"], m["protocol"], m["member_count"]) for m in members} == {
            ("consumer", group.assignor, len(group.members))
        }
        assert {m["leader"] for m in members} <= {m.member_id for m in group.members}
        stored = {
            m["member_id"]: {
                tp["topic"]: sorted(tp["partitions"])
                for tp in m["assignment"]["assigned_partitions"]
            }
            for m in members
        }
        assert stored == {m.member_id: m.assignment for m in group.members}, group_id

    check_kip848_group(tables, described[MODERN], topic_ids)
