"""The offsets decode pass against the generated decoder, record by record.

Offset commits are read column-wise (``commit_columns``) and everything else, including any
commit that path leaves alone, by the generated classes. Whatever the path, every record must
come out as ``consumer_offsets.decode_record`` and ``records.table_row`` make it: the same
table, the same row, or the same error. Checked on every record of the shipped sample's
scenario and on hypothesis-drawn commits of every version, intact and damaged.
"""

from __future__ import annotations

import struct
from typing import Any

import pytest

pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")
pytest.importorskip("numpy", reason="numpy is not installed: `tox -e spark` runs these")

import pyarrow as pa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgroup_proto.consumer_offsets import KEY_VERSIONS, UNKNOWN_TYPE, RecordError, decode_record
from kgroup_proto.messages.group_metadata_key import GroupMetadataKey
from kgroup_proto.messages.offset_commit_key import OffsetCommitKey
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.pipelines import sample
from kgroup_proto.pipelines.batches import (
    BAD_LINE,
    CORRUPT_COLUMN,
    decode_batch,
    decode_records_batch,
)
from kgroup_proto.pipelines.commit_columns import decode_commits
from kgroup_proto.pipelines.records import table_row
from kgroup_proto.pipelines.table_schemas import decode_pass_schema, decoded_schema

Record = tuple[bytes | None, bytes | None]
TIMESTAMP = 1_700_000_000_000


def arrow_schema(schema: dict[str, Any]) -> Any:
    """The Arrow schema Spark hands ``mapInArrow`` for a table schema."""
    pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
    from pyspark.sql.pandas.types import to_arrow_schema
    from pyspark.sql.types import StructType

    return to_arrow_schema(StructType.fromJson(schema), timezone="UTC")


PASS_SCHEMA = arrow_schema(decode_pass_schema())
TABLES = [
    name for name in PASS_SCHEMA.names if isinstance(PASS_SCHEMA.field(name).type, pa.StructType)
]


def batch_of(
    records: list[Record], binary: Any = None, corrupt: list[str | None] | None = None
) -> Any:
    """Records as Spark hands them over: Kafka-source columns, numbered from offset 100."""
    binary = binary or pa.binary()
    columns = {
        "key": pa.array([key for key, _ in records], binary),
        "value": pa.array([value for _, value in records], binary),
        "partition": pa.array([3] * len(records), pa.int32()),
        "offset": pa.array(range(100, 100 + len(records)), pa.int64()),
        "timestamp": pa.array([TIMESTAMP * 1000] * len(records), pa.timestamp("us", "UTC")),
        CORRUPT_COLUMN: pa.array(corrupt or [None] * len(records), pa.string()),
    }
    return pa.RecordBatch.from_pydict(columns)


def expected(key: bytes | None, value: bytes | None) -> dict[str, Any]:
    """What the generated decoder makes of a record: its table and row, or its error."""
    try:
        decoded = decode_record(key, value)
    except RecordError as exc:
        known = KEY_VERSIONS.get(exc.key_version) if exc.key_version is not None else None
        return {
            # A record type no schema names is counted apart from the records that failed.
            "kind": "unknown" if exc.reason.startswith(UNKNOWN_TYPE) else "errors",
            "error": exc.reason,
            "error_record_type": known.name if known else None,
            "error_key_version": exc.key_version,
            "error_key": key,
            "error_value": value,
        }
    return {"kind": decoded.record_type.table, decoded.record_type.table: table_row(decoded)}


def check_pass(records: list[Record], batch: Any = None, first: int = 100) -> list[dict[str, Any]]:
    """Decode ``records`` in one pass and compare every output row with ``expected``; the
    batch's source offsets start at ``first``."""
    batch = batch if batch is not None else batch_of(records)
    rows = decode_records_batch(batch, PASS_SCHEMA).to_pylist()
    assert len(rows) == len(records)
    for position, ((key, value), row) in enumerate(zip(records, rows, strict=True)):
        want = expected(key, value)
        got = {name: row[name] for name in want}
        assert got == want, f"record {position}: key {key!r} value {value!r}"
        for table in TABLES:  # a record has a row in its own table only
            assert (row[table] is not None) is (table == want["kind"]), (position, table)
        if want["kind"] not in ("errors", "unknown"):
            assert row["error"] is None and row["error_key"] is None
        assert (row["source_partition"], row["source_offset"]) == (3, first + position)
        assert row["source_timestamp"].timestamp() * 1000 == TIMESTAMP
    return rows


# ------------------------------------------------------------------------------ the sample


def scenario_records() -> list[Record]:
    return [(w.key, w.value) for w in sample.scenario()]


def test_every_record_of_the_sample_decodes_as_the_generated_decoder_has_it() -> None:
    records = scenario_records()
    rows = check_pass(records)
    kinds = {row["kind"] for row in rows}
    assert {"group_metadata", "consumer_group_member_metadata", "share_group_metadata"} <= kinds
    assert {"offset_commits", "errors"} <= kinds


def test_the_column_path_reads_every_intact_commit_of_the_sample() -> None:
    written = list(sample.scenario())
    commits = [w for w in written if w.record_type == "OffsetCommit" and not w.corrupt]
    assert {w.value_version for w in commits} >= {1, 3, 4, None}  # old, current, flexible, gone
    batch = batch_of([(w.key, w.value) for w in written])
    read = decode_commits(batch.column("key"), batch.column("value")).read
    assert [bool(flag) for flag in read] == [w in commits for w in written]


def test_the_sample_in_slices_and_as_large_binary() -> None:
    records = scenario_records()
    whole = batch_of(records)
    for start, stop in ((1, 40), (37, 300), (299, len(records))):
        check_pass(records[start:stop], whole.slice(start, stop - start), 100 + start)
    check_pass(records, batch_of(records, pa.large_binary()))


# ------------------------------------------------------------------------------ by hand


def commit_key(group: str = "billing", topic: str = "invoices", partition: int = 3) -> bytes:
    return OffsetCommitKey(group=group, topic=topic, partition=partition).encode_versioned(1)


def test_commits_the_column_path_leaves_alone_still_get_their_rows() -> None:
    tagged = OffsetCommitValue(offset=5, metadata="m", unknown_tagged_fields=((7, b"\x01\x02"),))
    long_metadata = OffsetCommitValue(offset=6, metadata="x" * 200)  # a 2-byte compact length
    accented = OffsetCommitValue(offset=7, metadata="réplica")
    records: list[Record] = [
        (commit_key(), tagged.encode_versioned(4)),
        (commit_key(), long_metadata.encode_versioned(4)),
        (commit_key(group="größe"), accented.encode_versioned(3)),
        (commit_key(), OffsetCommitValue(offset=8).encode_versioned(3)),
    ]
    batch = batch_of(records)
    read = decode_commits(batch.column("key"), batch.column("value")).read
    assert [bool(flag) for flag in read] == [False, False, True, True]
    rows = check_pass(records)
    assert [row["offset_commits"]["offset"] for row in rows] == [5, 6, 7, 8]
    assert rows[1]["offset_commits"]["metadata"] == "x" * 200


def test_damaged_commits_get_the_generated_decoders_errors() -> None:
    good = OffsetCommitValue(offset=10, metadata="ok", commit_timestamp=1).encode_versioned(3)
    records: list[Record] = [
        (commit_key(), good[:-1]),  # cut short
        (commit_key(), good + b"\x00"),  # trailing byte
        (commit_key(), good[:14] + b"\xff\xfe" + good[16:]),  # negative metadata length
        (commit_key(), good[:16] + b"\xff\xfe" + good[18:]),  # not UTF-8
        (commit_key(), struct.pack(">h", 5) + good[2:]),  # unknown value version
        (commit_key()[:-1], good),  # key cut short
        (commit_key(group="x")[:4] + b"\xc3" + commit_key(group="x")[5:], good),  # not UTF-8
        (None, good),
        (b"\x00", good),
    ]
    rows = check_pass(records)
    assert all(row["kind"] == "errors" for row in rows)
    assert rows[0]["error_record_type"] == "OffsetCommit" and rows[7]["error_key_version"] is None


def test_a_line_that_did_not_parse_is_an_error_even_with_a_readable_key() -> None:
    good = (commit_key(), OffsetCommitValue(offset=1).encode_versioned(3))
    line = '{"key": "AAEAB2JpbGxpbmc=", "partition": "three"}'
    rows = decode_records_batch(batch_of([good, good], corrupt=[None, line]), PASS_SCHEMA)
    first, second = rows.to_pylist()
    assert first["kind"] == "offset_commits" and first["offset_commits"]["offset"] == 1
    assert second["kind"] == "errors" and second["offset_commits"] is None
    assert (second["error"], second["error_key"], second["error_value"]) == (
        BAD_LINE,
        None,
        line.encode(),
    )


def test_one_table_decode_flags_records_of_other_types() -> None:
    commit = (commit_key(), OffsetCommitValue(offset=4).encode_versioned(3))
    group = (GroupMetadataKey(group="billing").encode_versioned(2), None)
    (record_type,) = [rt for rt in KEY_VERSIONS.values() if rt.table == "group_metadata"]
    schema = arrow_schema(decoded_schema(record_type))
    rows = decode_batch(batch_of([commit, group]), schema, "group_metadata").to_pylist()
    assert rows[0]["error"] == "a OffsetCommit record among group_metadata records"
    assert (rows[0]["error_key_version"], rows[0]["group"]) == (1, None)
    assert rows[1]["error"] is None and rows[1]["group"] == "billing" and rows[1]["tombstone"]


# ------------------------------------------------------------------------------ drawn

int16 = st.integers(-(1 << 15), (1 << 15) - 1)
int32 = st.integers(-(1 << 31), (1 << 31) - 1)
int64 = st.integers(-(1 << 63), (1 << 63) - 1)
text = st.text(max_size=12) | st.sampled_from(["", "orders", "host-1"])


@st.composite
def intact_commits(draw: st.DrawFn) -> Record:
    key = OffsetCommitKey(group=draw(text), topic=draw(text), partition=draw(int32))
    key_bytes = key.encode_versioned(draw(st.sampled_from([0, 1])))
    if draw(st.integers(0, 9)) == 0:
        return key_bytes, None
    version = draw(st.integers(0, 4))
    tags = draw(st.sampled_from([(), ((1, b"x"),)])) if version == 4 else ()
    value = OffsetCommitValue(
        offset=draw(int64),
        leader_epoch=draw(int32),
        metadata=draw(text | st.text(min_size=120, max_size=140)),
        commit_timestamp=draw(int64),
        expire_timestamp=draw(int64),
        unknown_tagged_fields=tags,
    )
    return key_bytes, value.encode_versioned(version)


def damage(data: bytes, draw: st.DrawFn) -> bytes:
    """One kind of damage: cut, extended, a byte changed, or a length or version rewritten."""
    how = draw(st.sampled_from(["cut", "extend", "byte", "int16"]))
    if how == "cut":
        return data[: draw(st.integers(0, max(len(data) - 1, 0)))]
    if how == "extend":
        return data + draw(st.binary(min_size=1, max_size=4))
    if not data:
        return data
    at = draw(st.integers(0, len(data) - 1))
    if how == "byte":
        return (
            data[:at]
            + bytes([draw(st.sampled_from([0x00, 0x7F, 0x80, 0xC3, 0xFF]))])
            + data[at + 1 :]
        )
    return data[:at] + struct.pack(">h", draw(int16)) + data[at + 2 :]


@st.composite
def records(draw: st.DrawFn) -> Record:
    key, value = draw(intact_commits())
    choice = draw(st.sampled_from(["intact", "key", "value", "junk", "other type"]))
    if choice == "key" and key is not None:
        key = damage(key, draw)
    elif choice == "value" and value is not None:
        value = damage(value, draw)
    elif choice == "junk":
        key = draw(st.none() | st.binary(max_size=12))
        value = draw(st.none() | st.binary(max_size=40))
    elif choice == "other type":
        return draw(st.sampled_from(scenario_records()))
    return key, value


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(records(), min_size=1, max_size=30))
def test_drawn_records_decode_as_the_generated_decoder_has_them(drawn: list[Record]) -> None:
    check_pass(drawn)


@settings(max_examples=100, deadline=None)
@given(st.lists(intact_commits(), min_size=1, max_size=20))
def test_drawn_intact_commits_are_rows_never_errors(drawn: list[Record]) -> None:
    rows = check_pass(drawn)
    assert all(row["kind"] == "offset_commits" for row in rows)
