"""The pure-Python record decode behind the offsets pipeline, and the generated Spark schemas."""

from __future__ import annotations

import struct
from typing import Any

import pytest

import kgroup_proto as kp
from kgroup_proto.consumer_offsets import KEY_VERSIONS, RecordError, decode_record
from kgroup_proto.messages.consumer_protocol_subscription import (
    ConsumerProtocolSubscription,
    TopicPartition,
)
from kgroup_proto.pipelines import sample
from kgroup_proto.pipelines.records import describe_record, embedded_consumer_protocol, table_row
from kgroup_proto.pipelines.table_schemas import latest_state_schema, record_schema
from kgroup_proto.spark_schemas import SCHEMAS

# Kafka's record-type numbers in __consumer_offsets (the key's leading int16).
KAFKA_RECORD_TYPES = {
    0: "OffsetCommit",
    1: "OffsetCommit",
    2: "GroupMetadata",
    3: "ConsumerGroupMetadata",
    4: "ConsumerGroupPartitionMetadata",
    5: "ConsumerGroupMemberMetadata",
    6: "ConsumerGroupTargetAssignmentMetadata",
    7: "ConsumerGroupTargetAssignmentMember",
    8: "ConsumerGroupCurrentMemberAssignment",
    9: "ShareGroupPartitionMetadata",
    10: "ShareGroupMemberMetadata",
    11: "ShareGroupMetadata",
    12: "ShareGroupTargetAssignmentMetadata",
    13: "ShareGroupTargetAssignmentMember",
    14: "ShareGroupCurrentMemberAssignment",
    15: "ShareGroupStatePartitionMetadata",
    16: "ConsumerGroupRegularExpression",
    17: "StreamsGroupMetadata",
    19: "StreamsGroupMemberMetadata",
    20: "StreamsGroupTargetAssignmentMetadata",
    21: "StreamsGroupTargetAssignmentMember",
    22: "StreamsGroupCurrentMemberAssignment",
    23: "StreamsGroupTopology",
}


def string(text: str) -> bytes:
    return struct.pack(">h", len(text)) + text.encode()


def test_key_versions_are_kafkas_record_type_numbers() -> None:
    assert {v: rt.name for v, rt in KEY_VERSIONS.items()} == KAFKA_RECORD_TYPES


def test_offset_commit_built_by_hand_decodes_to_its_row() -> None:
    key = struct.pack(">h", 1) + string("billing") + string("invoices") + struct.pack(">i", 3)
    # OffsetCommitValue v3: offset, leader epoch, metadata, commit timestamp.
    value = struct.pack(">hqi", 3, 4242, 9) + string("m") + struct.pack(">q", 1_700_000_000_123)
    row = table_row(decode_record(key, value))
    assert row == {
        "group": "billing",
        "topic": "invoices",
        "partition": 3,
        "offset": 4242,
        "leader_epoch": 9,
        "metadata": "m",
        "commit_timestamp": 1_700_000_000_123,
        "expire_timestamp": -1,
        "topic_id": "AAAAAAAAAAAAAAAAAAAAAA",  # v3 has none: the zero UUID, Kafka's default
        "tombstone": False,
        "key_version": 1,
        "value_version": 3,
    }


def test_offset_commit_v1_keeps_its_expire_timestamp() -> None:
    key = struct.pack(">h", 0) + string("g") + string("t") + struct.pack(">i", 0)
    value = struct.pack(">hq", 1, 7) + string("") + struct.pack(">qq", 1000, 2000)
    row = table_row(decode_record(key, value))
    assert (row["offset"], row["commit_timestamp"], row["expire_timestamp"]) == (7, 1000, 2000)
    assert (row["key_version"], row["value_version"]) == (0, 1)


def test_a_null_value_is_a_tombstone_with_null_value_columns() -> None:
    key = struct.pack(">h", 2) + string("gone")
    row = table_row(decode_record(key, None))
    assert row["group"] == "gone"
    assert row["tombstone"] is True
    assert row["value_version"] is None
    assert row["generation"] is None and row["members"] is None


@pytest.mark.parametrize(
    ("key", "value", "reason"),
    [
        (None, b"\x00\x03", "the record has no key"),
        (b"\x00", None, "key has 1 byte(s), too short"),
        (b"\x00\x63\x00\x00", None, "unknown record type 99: no schema names it"),
        (b"\x00\x01\x00\x05ab", None, "key: OffsetCommitKey v1, field group"),
        (b"\x00\x02" + string("g"), b"\x00", "value has 1 byte(s), too short"),
        (b"\x00\x02" + string("g"), b"\x00\x07", "value: GroupMetadataValue v7: unsupported"),
    ],
)
def test_undecodable_records_say_why(key: bytes | None, value: bytes | None, reason: str) -> None:
    with pytest.raises(RecordError) as caught:
        decode_record(key, value)
    assert reason in caught.value.reason


def _subscription(version: int, trailing: bytes = b"") -> bytes:
    sub = ConsumerProtocolSubscription(
        topics=["a", "b"],
        owned_partitions=[TopicPartition(topic="a", partitions=[0, 1])],
        generation_id=5,
        rack_id="r1",
    )
    return struct.pack(">h", version) + sub.encode(min(version, 3)) + trailing


def test_consumer_protocol_bytes_are_decoded_for_consumer_groups_only() -> None:
    data = _subscription(3)
    decoded = embedded_consumer_protocol("subscription", data, consumer=True)
    assert decoded["subscription_version"] == 3
    assert decoded["subscription"] == {
        "topics": ["a", "b"],
        "user_data": None,
        "owned_partitions": [{"topic": "a", "partitions": [0, 1]}],
        "generation_id": 5,
        "rack_id": "r1",
    }
    assert decoded["subscription_raw"] is None and decoded["subscription_error"] is None
    raw = embedded_consumer_protocol("subscription", data, consumer=False)
    assert raw["subscription"] is None and raw["subscription_raw"] == data


def test_newer_consumer_protocol_versions_are_read_with_the_newest_layout() -> None:
    decoded = embedded_consumer_protocol("subscription", _subscription(5, b"\x01\x02"), True)
    assert decoded["subscription_version"] == 5
    assert decoded["subscription"]["rack_id"] == "r1"


def test_garbage_consumer_protocol_bytes_are_kept_with_the_reason() -> None:
    decoded = embedded_consumer_protocol("assignment", b"\x00\x00\x00\x00\x00\x09", True)
    assert decoded["assignment"] is None
    assert decoded["assignment_raw"] == b"\x00\x00\x00\x00\x00\x09"
    assert "ConsumerProtocolAssignment v0" in decoded["assignment_error"]


def test_java_string_hash_matches_java() -> None:
    # Values of String.hashCode() from the JDK.
    assert sample.java_hash("hello") == 99162322
    assert sample.java_hash("Aa") == sample.java_hash("BB") == 2112
    assert sample.java_hash("polygenelubricants") == -(1 << 31)
    assert sample.partition_for("polygenelubricants", 50) == 0


def test_scenario_records_decode_as_written() -> None:
    written = list(sample.scenario(commit_rounds=6))
    corrupt = [w for w in written if w.corrupt]
    assert len(corrupt) == 7
    for w in written:
        if w.corrupt:
            with pytest.raises(RecordError):
                decode_record(w.key, w.value)
            continue
        decoded = decode_record(w.key, w.value)
        assert decoded.record_type.name == w.record_type
        assert decoded.key == w.key_obj and decoded.value == w.value_obj
        assert (decoded.key_version, decoded.value_version) == (w.key_version, w.value_version)


def _shape(schema: dict[str, Any] | str) -> Any:
    """Field names, nested, of a Spark JSON type."""
    if isinstance(schema, str):
        return schema
    if schema["type"] == "struct":
        return {f["name"]: _shape(f["type"]) for f in schema["fields"]}
    return [_shape(schema["elementType"])]


def _row_fits(row: Any, shape: Any) -> None:
    if row is None:
        return
    if isinstance(shape, dict):
        assert set(row) == set(shape)
        for name, sub in shape.items():
            _row_fits(row[name], sub)
    elif isinstance(shape, list):
        for item in row:
            _row_fits(item, shape[0])


def test_every_scenario_row_fits_its_table_schema() -> None:
    for w in sample.scenario(commit_rounds=6):
        if not w.corrupt:
            decoded = decode_record(w.key, w.value)
            _row_fits(table_row(decoded), _shape(record_schema(decoded.record_type)))
    names = [f["name"] for f in latest_state_schema()["fields"]]
    described = describe_record(*next((w.key, w.value) for w in sample.scenario(commit_rounds=6)))
    assert set(described) <= set(names)


def test_generated_spark_schemas_follow_the_schema_files() -> None:
    fields = [(f["name"], f["type"], f["nullable"]) for f in SCHEMAS["OffsetCommitValue"]["fields"]]
    assert fields == [
        ("offset", "long", False),
        ("leader_epoch", "integer", False),
        ("metadata", "string", False),
        ("commit_timestamp", "long", False),
        ("expire_timestamp", "long", False),
        ("topic_id", "string", False),
    ]
    group = {f["name"]: f for f in SCHEMAS["GroupMetadataValue"]["fields"]}
    assert group["protocol"]["nullable"] and group["leader"]["nullable"]
    assert group["members"]["type"]["type"] == "array"
    assert "Generation id" in group["generation"]["metadata"]["comment"]
    share = {f["name"]: f for f in SCHEMAS["ShareSnapshotValue"]["fields"]}
    assert share["snapshot_epoch"]["type"] == "integer"  # uint16 widens


def test_spark_schemas_cover_every_data_struct_with_its_attributes() -> None:
    for name in kp.message_names():
        cls = kp.message_class(name)
        if cls.MESSAGE_TYPE != "data":
            assert name not in SCHEMAS
            continue
        assert [f["name"] for f in SCHEMAS[name]["fields"]] == [f.attr for f in cls._SCHEMA.fields]
