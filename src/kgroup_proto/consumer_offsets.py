"""The records of ``__consumer_offsets``: which schemas read them, and decoding one record.

A record's key begins with an int16 naming its record type; its value begins with an int16,
the value schema's version; a record without a value is a tombstone (the group's or offset's
deletion). Which key class reads which record type is found from the classes, in either form
Kafka's schemas have used: a ``coordinator-key`` class (Kafka 4.1 on) has the record type as
its ``API_KEY`` and its body is version 0; a ``data`` key class (Kafka 4.0's schemas, and this
package's) has the record types as its versions. A record type no schema names is not an error
of the data: it is reported as unknown.

The broker reads its own topic with these, and the offsets pipeline turns them into tables.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Mapping

import attrs

import kgroup_proto as kp
from kgroup_proto.runtime import Struct

_INT16 = struct.Struct(">h")

#: Record type name (its Key/Value schemas without the suffix) -> output table.
TABLES = {
    "OffsetCommit": "offset_commits",
    "GroupMetadata": "group_metadata",
    "ConsumerGroupMetadata": "consumer_group_metadata",
    "ConsumerGroupPartitionMetadata": "consumer_group_partition_metadata",
    "ConsumerGroupMemberMetadata": "consumer_group_member_metadata",
    "ConsumerGroupTargetAssignmentMetadata": "consumer_group_target_assignment_metadata",
    "ConsumerGroupTargetAssignmentMember": "consumer_group_target_assignment_member",
    "ConsumerGroupCurrentMemberAssignment": "consumer_group_current_member_assignment",
    "ShareGroupPartitionMetadata": "share_group_partition_metadata",
    "ShareGroupMemberMetadata": "share_group_member_metadata",
    "ShareGroupMetadata": "share_group_metadata",
    "ShareGroupTargetAssignmentMetadata": "share_group_target_assignment_metadata",
    "ShareGroupTargetAssignmentMember": "share_group_target_assignment_member",
    "ShareGroupCurrentMemberAssignment": "share_group_current_member_assignment",
    "ShareGroupStatePartitionMetadata": "share_group_state_partition_metadata",
    "ConsumerGroupRegularExpression": "consumer_group_regular_expression",
    "StreamsGroupMetadata": "streams_group_metadata",
    "StreamsGroupTopology": "streams_group_topology",
    "StreamsGroupMemberMetadata": "streams_group_member_metadata",
    "StreamsGroupTargetAssignmentMetadata": "streams_group_target_assignment_metadata",
    "StreamsGroupTargetAssignmentMember": "streams_group_target_assignment_member",
    "StreamsGroupCurrentMemberAssignment": "streams_group_current_member_assignment",
}
#: Record types read as another: Kafka's coordinator replays a legacy offset commit (record
#: type 0, the layout of OffsetCommitValue v0) as an offset commit, and its console formatter
#: reads both with the offset commit schemas; so does this pipeline, into offset_commits.
READ_AS = {"LegacyOffsetCommit": "OffsetCommit"}
#: A key class's type, when its schema is a coordinator record of Kafka 4.1's form.
COORDINATOR_KEY = "coordinator-key"


@attrs.frozen
class RecordType:
    """One kind of coordinator record: its key and value classes and its table."""

    name: str
    table: str
    key_class: type[Struct]
    value_class: type[Struct]


RECORD_TYPES = tuple(
    RecordType(name, table, kp.message_class(name + "Key"), kp.message_class(name + "Value"))
    for name, table in TABLES.items()
)


def record_numbers(key_class: type[Struct]) -> frozenset[int]:
    """The record types a key class reads: its API_KEY in Kafka 4.1's form, else its versions."""
    if key_class.MESSAGE_TYPE == COORDINATOR_KEY and key_class.API_KEY is not None:
        return frozenset({key_class.API_KEY})
    return frozenset(key_class.VALID_VERSIONS)


def written_record_type(key_class: type[Struct]) -> int:
    """The record type Kafka writes a key class's records with: the newest number it reads
    (OffsetCommitKey reads the legacy type 0 and writes type 1)."""
    return max(record_numbers(key_class))


def key_schema_version(key_class: type[Struct], number: int) -> int:
    """The schema version a key class reads the body of record type ``number`` with."""
    if key_class.MESSAGE_TYPE == COORDINATOR_KEY:
        return key_class.VALID_VERSIONS.start
    return number


def key_versions(
    record_types: tuple[RecordType, ...] = RECORD_TYPES,
    read_as: dict[str, str] = READ_AS,
    lookup: Callable[[str], type[Struct]] = kp.message_class,
) -> dict[int, RecordType]:
    """Record type number (a key's leading int16) -> the record type that reads it."""
    found: dict[int, RecordType] = {}
    by_name = {record_type.name: record_type for record_type in record_types}
    claims = [(rt, rt.key_class) for rt in record_types]
    for name, target in read_as.items():
        try:
            claims.append((by_name[target], lookup(name + "Key")))
        except KeyError:
            continue  # a package without that schema reads the type with the target's own
    for record_type, key_class in claims:
        for number in record_numbers(key_class):
            if found.get(number, record_type) is not record_type:
                raise RuntimeError(f"record type {number} is read by two record types")
            found[number] = record_type
    return found


KEY_VERSIONS = key_versions()


#: How the reason of a record whose type no schema names begins.
UNKNOWN_TYPE = "unknown record type"


class RecordError(ValueError):
    """A record that cannot be decoded; ``reason`` says why in one line."""

    def __init__(self, reason: str, key_version: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key_version = key_version


@attrs.frozen
class Decoded:
    """A decoded record; ``value`` and ``value_version`` are None for a tombstone."""

    record_type: RecordType
    key_version: int
    key: Struct
    value_version: int | None
    value: Struct | None


def _split_version(data: bytes, what: str, key_version: int | None) -> tuple[int, bytes]:
    if len(data) < 2:
        raise RecordError(
            f"{what} has {len(data)} byte(s), too short for its 2-byte version", key_version
        )
    return _INT16.unpack_from(data)[0], data[2:]


def decode_record(
    key: bytes | None, value: bytes | None, types: Mapping[int, RecordType] | None = None
) -> Decoded:
    """Decode one record; raises RecordError naming the problem.

    ``types`` maps record type numbers to record types (``key_versions`` of other classes);
    by default this package's, :data:`KEY_VERSIONS`.
    """
    if key is None:
        raise RecordError("the record has no key")
    key_version, key_body = _split_version(key, "key", None)
    record_type = (KEY_VERSIONS if types is None else types).get(key_version)
    if record_type is None:
        raise RecordError(f"{UNKNOWN_TYPE} {key_version}: no schema names it", key_version)
    key_class = record_type.key_class
    try:
        key_obj = key_class.decode(key_body, key_schema_version(key_class, key_version))
    except kp.DecodeError as exc:
        raise RecordError(f"key: {exc}", key_version) from None
    if value is None:
        return Decoded(record_type, key_version, key_obj, None, None)
    value_version, value_body = _split_version(value, "value", key_version)
    try:
        value_obj = record_type.value_class.decode(value_body, value_version)
    except kp.DecodeError as exc:
        raise RecordError(f"value: {exc}", key_version) from None
    return Decoded(record_type, key_version, key_obj, value_version, value_obj)


def group_of(key: Struct) -> str | None:
    """The group a coordinator record key belongs to (every type has one)."""
    group = getattr(key, "group_id", None)
    if group is None:
        group = getattr(key, "group", None)
    return group if isinstance(group, str) else None
