"""The offsets job on real Spark (local[2]), checked value by value against what the scenario wrote.

The scenario's records are split between a Parquet file and a JSON Lines file (with one line that
is not a record at all), decoded once for the module, and every table is compared with the
objects the scenario encoded.
"""

from __future__ import annotations

import base64
import html
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import attrs
import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")

from kgroup_proto.consumer_offsets import TABLES
from kgroup_proto.pipelines import (
    inputs,
    offsets_job,
    report,
    report_data,
    sample,
    sample_files,
    table_schemas,
)
from kgroup_proto.pipelines.lag import EndOffset, evaluate
from kgroup_proto.pipelines.offsets_output import OffsetsOutput, Totals
from kgroup_proto.pipelines.sample import Written
from kgroup_proto.pipelines.spark import start_session, stop_session
from kgroup_proto.runtime.wire_types import uuid_to_json
from kgroup_proto.spark_schemas import SCHEMAS

BAD_LINE = '{"key": "not base64 at all", "partition": "three"}'


@pytest.fixture(scope="module")
def written() -> list[Written]:
    return list(sample.scenario(commit_rounds=6))


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    session = start_session("local[2]")
    yield session
    stop_session(session)


@pytest.fixture(scope="module")
def job(
    spark: Any, written: list[Written], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, offsets_job.Summary]:
    where = tmp_path_factory.mktemp("offsets")
    sample_files.write_parquet([w for w in written if w.partition < 2], where / "low.parquet")
    lines = where / "high.jsonl"
    sample_files.write_json_lines([w for w in written if w.partition >= 2], lines)
    with lines.open("a") as out:
        out.write(BAD_LINE + "\n")
    files = inputs.discover([str(where / "low.parquet"), str(lines)])
    for file in files:
        inputs.check_columns(file)
    output = where / "out"
    output.mkdir()
    summary = offsets_job.run(spark, inputs.read(spark, files), output)
    return output, summary


def rows(spark: Any, output: Path, table: str) -> dict[tuple[int, int], list[Any]]:
    """A table's rows by (source partition, source offset); group_metadata has several."""
    by_source: dict[tuple[int, int], list[Any]] = {}
    for row in spark.read.parquet(str(output / table)).collect():
        by_source.setdefault((row["source_partition"], row["source_offset"]), []).append(row)
    return by_source


def of_type(written: list[Written], name: str) -> list[Written]:
    return [w for w in written if w.record_type == name]


def test_generated_schemas_are_valid_spark_schemas(spark: Any) -> None:
    from pyspark.sql.pandas.types import to_arrow_schema
    from pyspark.sql.types import StructType

    for name, schema in SCHEMAS.items():
        struct = StructType.fromJson(schema)
        assert struct.names == [f["name"] for f in schema["fields"]], name
        assert to_arrow_schema(struct, timezone="UTC").names == struct.names


def test_counts_reconcile(job: tuple[Path, offsets_job.Summary], written: list[Written]) -> None:
    output, summary = job
    expected = Counter(TABLES[w.record_type] for w in written if w.record_type)
    assert summary.input_records == len(written) + 1
    assert summary.decoded == {table: expected[table] for table in TABLES.values()}
    assert summary.error_records == sum(1 for w in written if w.corrupt) + 1
    assert summary.input_records == summary.decoded_records + summary.error_records
    assert json.loads((output / table_schemas.SUMMARY_FILE).read_text())["error_records"] == 8


def test_offset_commits_value_by_value(
    spark: Any, job: tuple[Path, offsets_job.Summary], written: list[Written]
) -> None:
    table = rows(spark, job[0], "offset_commits")
    commits = of_type(written, "OffsetCommit")
    assert len(table) == len(commits)
    assert any(w.value is None for w in commits) and any(w.key_version == 0 for w in commits)
    for w in commits:
        (row,) = table[(w.partition, w.offset)]
        key, value = w.key_obj, w.value_obj
        assert (row.group, row.topic, row.partition) == (key.group, key.topic, key.partition)
        assert row.tombstone is (value is None)
        assert row.source_timestamp.timestamp() * 1000 == w.timestamp_ms
        assert (row.key_version, row.value_version) == (w.key_version, w.value_version)
        if value is None:
            assert row.offset is None and row.commit_timestamp is None
            continue
        assert row.offset == value.offset
        assert row.leader_epoch == value.leader_epoch
        assert row.metadata == value.metadata
        assert row.commit_timestamp == value.commit_timestamp
        assert row.expire_timestamp == value.expire_timestamp
        assert (row.expire_timestamp != -1) is (w.value_version == 1)


def test_group_metadata_one_row_per_member(
    spark: Any, job: tuple[Path, offsets_job.Summary], written: list[Written]
) -> None:
    table = rows(spark, job[0], "group_metadata")
    records = of_type(written, "GroupMetadata")
    assert len(table) == len(records)
    for w in records:
        found = sorted(table[(w.partition, w.offset)], key=lambda r: r.member_index or 0)
        assert {r.group for r in found} == {w.key_obj.group}
        value = w.value_obj
        if value is None:
            assert [(r.tombstone, r.member_index, r.generation) for r in found] == [
                (True, None, None)
            ]
            continue
        if not value.members:
            (row,) = found
            assert (row.member_count, row.member_index, row.member_id) == (0, None, None)
            assert (row.protocol, row.leader, row.generation) == (None, None, value.generation)
            continue
        assert [r.member_index for r in found] == list(range(len(value.members)))
        for row, member, embedded in zip(found, value.members, w.embedded, strict=True):
            assert (row.generation, row.protocol_type, row.protocol, row.leader) == (
                value.generation,
                value.protocol_type,
                value.protocol,
                value.leader,
            )
            assert row.current_state_timestamp == value.current_state_timestamp
            assert row.member_count == len(value.members)
            assert (row.member_id, row.group_instance_id) == (
                member.member_id,
                member.group_instance_id,
            )
            assert (row.client_id, row.client_host) == (member.client_id, member.client_host)
            assert (row.session_timeout, row.rebalance_timeout) == (45_000, 300_000)
            check_embedded(row, member, embedded, value.protocol_type)


def check_embedded(row: Any, member: Any, embedded: Any, protocol_type: str) -> None:
    if protocol_type != "consumer":  # Connect's own bytes: kept as they are
        assert row.subscription is None and row.subscription_raw == member.subscription
        assert row.assignment is None and row.assignment_raw == member.assignment
        assert row.subscription_error is None
        return
    if embedded is None:  # the garbled newcomer: bytes kept with the reason, no assignment yet
        assert row.subscription is None and row.subscription_raw == member.subscription
        assert "ConsumerProtocolSubscription" in row.subscription_error
        assert row.assignment is None and row.assignment_raw == b"" and not row.assignment_error
        return
    sub = embedded.subscription
    assert row.subscription_version == embedded.subscription_version
    assert row.subscription.topics == sub.topics
    assert row.subscription.user_data == sub.user_data
    assert [(p.topic, p.partitions) for p in row.subscription.owned_partitions] == [
        (p.topic, p.partitions) for p in sub.owned_partitions
    ]
    assert row.subscription.generation_id == sub.generation_id
    assert row.subscription.rack_id == sub.rack_id
    assert row.subscription_raw is None and row.subscription_error is None
    assert row.assignment_version == embedded.assignment_version
    assert [(p.topic, p.partitions) for p in row.assignment.assigned_partitions] == [
        (p.topic, p.partitions) for p in embedded.assignment.assigned_partitions
    ]


def topic_partitions(items: list[Any]) -> list[tuple[str, list[int]]]:
    return [(item.topic_id, list(item.partitions)) for item in items]


def written_partitions(items: list[Any]) -> list[tuple[str, list[int]]]:
    return [(uuid_to_json(item.topic_id), list(item.partitions)) for item in items]


@pytest.mark.parametrize("prefix", ["ConsumerGroup", "ShareGroup", "StreamsGroup"])
def test_kip848_and_share_records_value_by_value(
    spark: Any, job: tuple[Path, offsets_job.Summary], written: list[Written], prefix: str
) -> None:
    output = job[0]
    checked = 0
    for name, table_name in TABLES.items():
        if not name.startswith(prefix):
            continue
        table = rows(spark, output, table_name)
        records = of_type(written, name)
        assert len(table) == len(records) > 0, name
        for w in records:
            (row,) = table[(w.partition, w.offset)]
            assert row.group_id == w.key_obj.group_id
            if hasattr(w.key_obj, "member_id"):
                assert row.member_id == w.key_obj.member_id
            assert row.tombstone is (w.value_obj is None)
            if w.value_obj is None:
                pass
            elif prefix == "StreamsGroup" or name == "ConsumerGroupRegularExpression":
                check_every_field(row, w.key_obj, w.value_obj)
            else:
                check_modern_value(name.removeprefix(prefix), row, w.value_obj)
            checked += 1
    assert checked == len([w for w in written if (w.record_type or "").startswith(prefix)])


def plain(value: Any) -> Any:
    """A written value as the tables hold it: structs as dicts, UUIDs as Kafka's JSON form."""
    if isinstance(value, UUID):
        return uuid_to_json(value)
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if attrs.has(type(value)):
        return {
            field.name: plain(getattr(value, field.name))
            for field in attrs.fields(type(value))
            if field.name != "unknown_tagged_fields"
        }
    return value


def check_every_field(row: Any, key: Any, value: Any) -> None:
    """Every field the key and value were written with is in the row, equal."""
    got = row.asDict(recursive=True)
    for obj in (key, value):
        for name, expected in plain(obj).items():
            assert got[name] == expected, (type(obj).__name__, name)


def check_modern_value(kind: str, row: Any, value: Any) -> None:
    if kind == "Metadata":
        assert row.epoch == value.epoch
    elif kind == "TargetAssignmentMetadata":
        assert row.assignment_epoch == value.assignment_epoch
    elif kind == "TargetAssignmentMember":
        assert topic_partitions(row.topic_partitions) == written_partitions(value.topic_partitions)
    elif kind == "CurrentMemberAssignment":
        assert (row.member_epoch, row.previous_member_epoch, row.state) == (
            value.member_epoch,
            value.previous_member_epoch,
            value.state,
        )
        assert topic_partitions(row.assigned_partitions) == written_partitions(
            value.assigned_partitions
        )
        if hasattr(value, "partitions_pending_revocation"):
            assert topic_partitions(row.partitions_pending_revocation) == written_partitions(
                value.partitions_pending_revocation
            )
    elif kind == "MemberMetadata":
        assert (row.client_id, row.client_host, row.rack_id) == (
            value.client_id,
            value.client_host,
            value.rack_id,
        )
        assert row.subscribed_topic_names == value.subscribed_topic_names
        if hasattr(value, "instance_id"):
            assert row.instance_id == value.instance_id
            assert row.server_assignor == value.server_assignor
            classic = value.classic_member_metadata
            if classic is None:
                assert row.classic_member_metadata is None
            else:
                assert row.classic_member_metadata.session_timeout_ms == classic.session_timeout_ms
                assert [
                    (p.name, p.metadata) for p in row.classic_member_metadata.supported_protocols
                ] == [(p.name, p.metadata) for p in classic.supported_protocols]
    elif kind == "PartitionMetadata":
        assert [(t.topic_id, t.topic_name, t.num_partitions) for t in row.topics] == [
            (uuid_to_json(t.topic_id), t.topic_name, t.num_partitions) for t in value.topics
        ]
        assert [[(p.partition, p.racks) for p in t.partition_metadata] for t in row.topics] == [
            [(p.partition, p.racks) for p in t.partition_metadata] for t in value.topics
        ]
    elif kind == "StatePartitionMetadata":
        assert [(t.topic_id, t.topic_name, t.partitions) for t in row.initialized_topics] == [
            (uuid_to_json(t.topic_id), t.topic_name, t.partitions) for t in value.initialized_topics
        ]
    else:
        raise AssertionError(f"no check for {kind}")


def test_static_and_classic_members_of_a_kip848_group(
    spark: Any, job: tuple[Path, offsets_job.Summary]
) -> None:
    members = spark.read.parquet(str(job[0] / "consumer_group_member_metadata")).collect()
    live = {r.member_id: r for r in members if not r.tombstone}
    assert live["m-gamma-classic"].instance_id == "inventory-static-3"
    assert live["m-gamma-classic"].classic_member_metadata.session_timeout_ms == 45_000
    assert live["m-alpha"].instance_id is None and live["m-alpha"].classic_member_metadata is None
    assert [r.member_id for r in members if r.tombstone] == ["m-beta"]


def test_errors_keep_the_raw_bytes_and_the_reason(
    spark: Any, job: tuple[Path, offsets_job.Summary], written: list[Written]
) -> None:
    table = rows(spark, job[0], "errors")
    expected_reasons = {
        "value cut short": "int64 needs 8 bytes",
        "unknown value version": "OffsetCommitValue v9: unsupported version",
        "unknown key version": "unknown record type 99: no schema names it",
        "key of one byte": "too short for its 2-byte version",
        "no key": "the record has no key",
        "trailing bytes": "3 trailing bytes",
        "key string cut short": "key: OffsetCommitKey v1, field group",
    }
    corrupt = [w for w in written if w.corrupt]
    routed = {"value cut short": "OffsetCommit", "unknown value version": "OffsetCommit"}
    routed |= {"trailing bytes": "GroupMetadata", "key string cut short": "OffsetCommit"}
    for w in corrupt:
        (row,) = table[(w.partition, w.offset)]
        assert expected_reasons[w.corrupt or ""] in row.reason
        assert (row.key, row.value) == (w.key, w.value)
        assert row.record_type == routed.get(w.corrupt or "")
    (bad,) = [r for key, found in table.items() for r in found if key[0] is None]
    assert bad.reason == "the input line is not a record with the expected columns"
    assert bad.value.decode() == BAD_LINE
    assert len(table) == len(corrupt) + 1


def expected_latest(written: list[Written]) -> dict[tuple[int, bytes], Written]:
    """Compaction done by hand: the last record per partition and key, tombstones removing it."""
    last: dict[tuple[int, bytes], Written] = {}
    for w in written:
        if w.key is not None:
            last[(w.partition, w.key)] = w
    return {k: w for k, w in last.items() if w.value is not None}


def test_latest_state_is_the_compacted_topic(
    spark: Any, job: tuple[Path, offsets_job.Summary], written: list[Written]
) -> None:
    output, summary = job
    table = spark.read.parquet(str(output / "latest_state")).collect()
    expected = expected_latest(written)
    assert summary.latest_state_rows == len(table) == len(expected)
    for row in table:
        w = expected[(row.source_partition, bytes(row.key))]
        assert (row.source_offset, bytes(row.value)) == (w.offset, w.value)
        if w.corrupt:
            assert row.error and row.value_json is None
            continue
        assert row.error is None and row.record_type == w.record_type
        assert json.loads(row.key_json) == w.key_obj.to_json(w.key_version)
        assert json.loads(row.value_json) == w.value_obj.to_json(w.value_version)
    groups = {row.group_id for row in table}
    assert "nightly-batch" not in groups  # deleted: every key tombstoned
    assert "orders-processor" in groups
    topics = {json.loads(row.key_json).get("topic") for row in table if row.key_json}
    assert "orders-retry" not in topics  # expired offsets


@pytest.fixture(scope="module")
def judged(
    job: tuple[Path, offsets_job.Summary], written: list[Written]
) -> tuple[report_data.ReportData, Path]:
    """The report of the job with the scenario's end offsets, as the offsets command builds it."""
    output, summary = job
    ends = [
        EndOffset(s.topic, s.partition, s.time, s.offset)
        for s in sample.end_offset_snapshots(written)
    ]
    lag = evaluate(OffsetsOutput(output).coordinator_events(), ends)
    totals = Totals(summary.input_records, summary.decoded, summary.error_records)
    data = report_data.offsets_report_data(output, totals, lag, None)
    return data, report.write_report(data, output, max_groups=50)


def test_report_plots_every_group(
    judged: tuple[report_data.ReportData, Path], written: list[Written]
) -> None:
    data, page = judged
    text = page.read_text()
    # Every group that committed or has a generation or epoch record: each has something to
    # plot, so each gets a figure.
    groups = {
        getattr(w.key_obj, "group_id", None) or w.key_obj.group
        for w in written
        if w.record_type is not None
        and (w.record_type == "OffsetCommit" or w.record_type.endswith("GroupMetadata"))
    }
    assert {g.group for g in data.groups} >= groups
    images = sorted((page.parent / report.REPORT_DIR).glob("*.png"))
    assert {p.name for p in images} >= {f"{report_data.file_stem(g)}.png" for g in groups}
    assert "orders-processor" in groups and "audit-share" in groups
    for image in images:
        assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert f'src="report/{image.name}"' in text


def test_report_counts_commits_and_generations_as_the_scenario_wrote(
    judged: tuple[report_data.ReportData, Path], written: list[Written]
) -> None:
    data, _ = judged
    by_group = {entry.group: entry for entry in data.groups}
    commits = Counter(
        w.key_obj.group for w in of_type(written, "OffsetCommit") if w.value is not None
    )
    assert {g: e.commits for g, e in by_group.items() if e.commits} == dict(commits)
    generations = [
        w.value_obj.generation
        for w in of_type(written, "GroupMetadata")
        if w.value_obj is not None and w.key_obj.group == "orders-processor"
    ]
    history = by_group["orders-processor"].history
    assert history is not None
    assert [g for _, g in history.epochs] == generations and sorted(set(generations)) == [1, 2, 3]
    inventory = by_group["inventory-848"].history
    assert inventory is not None and [e for _, e in inventory.epochs] == [1, 2, 3]
    # The static member's restart is not counted as a rebalance; orders grew, then shrank.
    assert by_group["payments-static"].rebalances() == 0
    assert by_group["orders-processor"].rebalances() == 2


def test_report_judges_each_group_as_the_scenario_made_it(
    judged: tuple[report_data.ReportData, Path], written: list[Written]
) -> None:
    data, _ = judged
    by_group = {entry.group: entry for entry in data.groups}
    statuses = {g: e.status_name for g, e in by_group.items() if e.status is not None}
    # legacy-reporting's producers outpace it; nightly-batch is deleted; the rest keep up.
    expected = {
        "legacy-reporting": "WARN",
        "orders-processor": "OK",
        "payments-static": "OK",
        "inventory-848": "OK",
        "nightly-batch": "NOTFOUND",
    }
    assert statuses.items() >= expected.items()
    (tombstone,) = [
        w
        for w in of_type(written, "GroupMetadata")
        if w.value is None and w.key_obj.group == "nightly-batch"
    ]
    assert by_group["nightly-batch"].deleted_at == tombstone.timestamp_ms
    assert by_group["nightly-batch"].state == "Dead"
    assert data.groups[-1].group == "nightly-batch"  # deleted groups come last
    assert data.groups[0].group == "legacy-reporting"  # the worst status first


def test_report_totals_and_errors_are_the_jobs(
    judged: tuple[report_data.ReportData, Path],
    job: tuple[Path, offsets_job.Summary],
    written: list[Written],
) -> None:
    data, page = judged
    _, summary = job
    assert data.totals is not None
    assert (data.totals.input_records, data.totals.error_records) == (
        summary.input_records,
        summary.error_records,
    )
    corrupt = [w for w in written if w.corrupt]
    assert len(data.errors) == len(corrupt) + 1  # and the line that is not a record
    listed = {(e.partition, e.offset) for e in data.errors}
    assert {(w.partition, w.offset) for w in corrupt} <= listed
    text = page.read_text()
    assert f"<th>error records</th><td class='n'>{len(corrupt) + 1}</td>" in text
    for error in data.errors:
        assert html.escape(error.reason) in text


def test_json_lines_bytes_are_base64(tmp_path: Path, written: list[Written]) -> None:
    path = tmp_path / "one.jsonl"
    sample_files.write_json_lines(written[:1], path)
    document = json.loads(path.read_text())
    assert base64.b64decode(document["key"]) == written[0].key
    assert document["timestamp"].endswith("Z")


@pytest.mark.parametrize("spark_types", [True, False])
def test_parquet_inputs_read_alike_with_or_without_spark_types(
    spark: Any, written: list[Written], tmp_path: Path, spark_types: bool
) -> None:
    """Spark's own types (timestamps adjusted to UTC) are given to Spark as the schema; other
    accepted types (a bigint partition, an int offset, timestamps without a zone, read as UTC)
    are inferred by Spark and cast: either way the records read are those written."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    some = written[:50]
    zone = "UTC" if spark_types else None
    columns = {
        "key": pa.array([w.key for w in some], pa.binary()),
        "value": pa.array([w.value for w in some], pa.binary()),
        "topic": pa.array(["__consumer_offsets"] * len(some), pa.string()),
        "partition": pa.array([w.partition for w in some], pa.int32() if zone else pa.int64()),
        "offset": pa.array([w.offset for w in some], pa.int64() if zone else pa.int32()),
        "timestamp": pa.array([w.timestamp_ms for w in some], pa.timestamp("ms", tz=zone)),
    }
    path = tmp_path / "records.parquet"
    pq.write_table(pa.table(columns), path)
    [file] = inputs.discover([str(path)])
    inputs.check_columns(file)
    assert inputs._has_spark_types(path) is spark_types
    frame = inputs.read(spark, [file])
    assert frame.schema.simpleString() == (
        "struct<key:binary,value:binary,topic:string,partition:int,offset:bigint,"
        "timestamp:timestamp,_corrupt_record:string>"
    )

    def raw(data: Any) -> bytes | None:
        return None if data is None else bytes(data)

    read = sorted(
        (r.partition, r.offset, raw(r.key), raw(r.value), round(r.timestamp.timestamp() * 1000))
        for r in frame.collect()
    )
    assert read == sorted((w.partition, w.offset, w.key, w.value, w.timestamp_ms) for w in some)


def test_a_topic_without_damaged_records_has_an_empty_errors_table(
    spark: Any, written: list[Written], tmp_path: Path
) -> None:
    """The commits' pass runs once when every commit decodes; the errors table is still
    written, empty, and the counts reconcile."""
    healthy = [w for w in written if w.record_type is not None and not w.corrupt]
    assert len(healthy) < len(written)
    sample_files.write_parquet(healthy, tmp_path / "healthy.parquet")
    files = inputs.discover([str(tmp_path / "healthy.parquet")])
    output = tmp_path / "out"
    output.mkdir()
    summary = offsets_job.run(spark, inputs.read(spark, files), output)
    assert summary.input_records == len(healthy)
    assert summary.error_records == 0 and summary.reconciles
    commits = [w for w in healthy if w.record_type == "OffsetCommit"]
    assert summary.decoded["offset_commits"] == len(commits)
    assert spark.read.parquet(str(output / "errors")).count() == 0
    assert spark.read.parquet(str(output / "offset_commits")).count() == len(commits)
