"""``kgroup-proto offsets`` on one record of every type Kafka 4.2 writes to __consumer_offsets.

The records are built with the generated classes (the sample's, one of each type: a legacy
offset commit, an offset commit, classic group metadata, the KIP-848, share-group and
streams-group records, a subscription pattern), beside one record of a type no Kafka version
has yet. The job runs on local Spark, as a user runs it: every known record decodes, and the
unknown one is counted as unknown and kept in ``errors`` with its bytes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")

import pyarrow.parquet as pq

from kgroup_proto.cli import main
from kgroup_proto.consumer_offsets import KEY_VERSIONS, READ_AS
from kgroup_proto.pipelines import sample, sample_files
from tests.test_offsets_records_kafka_4_2 import KAFKA_TYPES

pytestmark = pytest.mark.skipif(not KAFKA_TYPES, reason="../shared's Kafka 4.2 tree not found")

UNKNOWN_KEY = b"\x00\x63\x00\x05group"  # record type 99
UNKNOWN_VALUE = b"\x00\x00\x01\x02"


def one_of_each() -> list[sample.Written]:
    """The first record of each type Kafka 4.2 writes, from the sample, and an unknown one."""
    first: dict[int, sample.Written] = {}
    for w in sample.scenario(commit_rounds=6):
        if not w.corrupt and w.value is not None and w.key_version in KAFKA_TYPES:
            first.setdefault(w.key_version, w)
    unknown = sample.Written(
        partition=0, offset=10_000, timestamp_ms=sample.START_MS, key=UNKNOWN_KEY,
        value=UNKNOWN_VALUE, corrupt="unknown record type",
    )  # fmt: skip
    return [*first.values(), unknown]


@pytest.fixture(scope="module")
def job(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    root = tmp_path_factory.mktemp("kafka-4-2")
    records = root / "records.parquet"
    assert sample_files.write_parquet(one_of_each(), records) == 23
    output = root / "out"
    assert main(["offsets", str(records), "--output", str(output), "--master", "local[1]"]) == 0
    return output, json.loads((output / "summary.json").read_text())


def test_every_record_type_decodes_and_the_unknown_one_is_counted(
    job: tuple[Path, dict[str, Any]],
) -> None:
    _, summary = job
    assert summary["input_records"] == 23
    assert summary["decoded_records"] == 22
    assert (summary["error_records"], summary["unknown_records"]) == (1, 1)
    tables = {KEY_VERSIONS[n].table for n in KAFKA_TYPES}
    decoded = summary["decoded_by_table"]
    assert {table for table, count in decoded.items() if count} == tables
    assert decoded["offset_commits"] == 2  # a legacy offset commit and an offset commit
    assert sum(decoded.values()) == 22


def test_each_table_holds_its_record(job: tuple[Path, dict[str, Any]]) -> None:
    output, _ = job
    for number, name in KAFKA_TYPES.items():
        record_type = KEY_VERSIONS[number]
        assert record_type.name == READ_AS.get(name, name)
        found = pq.read_table(output / record_type.table).to_pylist()
        assert number in {row["key_version"] for row in found}, name
        assert all(row["tombstone"] is False for row in found)


def test_the_unknown_record_is_kept_with_its_bytes(job: tuple[Path, dict[str, Any]]) -> None:
    output, _ = job
    (row,) = pq.read_table(output / "errors").to_pylist()
    assert row["reason"] == "unknown record type 99: no schema names it"
    assert (row["key"], row["value"], row["key_version"]) == (UNKNOWN_KEY, UNKNOWN_VALUE, 99)
    assert row["record_type"] is None


def test_the_report_shows_the_streams_group_and_the_pattern(
    job: tuple[Path, dict[str, Any]],
) -> None:
    output, _ = job
    page = (output / "report.html").read_text(encoding="utf-8")
    assert "wordcount-streams" in page and "Topology (subtopologies)" in page
    assert "events-by-pattern" in page and "Subscription patterns" in page
