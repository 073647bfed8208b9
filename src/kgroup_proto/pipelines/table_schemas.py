"""The Spark schemas of the pipeline's tables, assembled from the generated struct schemas.

Plain data in Spark's JSON form (``StructType.fromJson``), so it can be built and checked without
Spark. Every record type's columns are its Key schema's fields, then its Value schema's fields,
exactly as ``kgroup_proto.spark_schemas`` has them.
"""

from __future__ import annotations

import copy
from typing import Any

from kgroup_proto.consumer_offsets import RECORD_TYPES, TABLES, RecordType
from kgroup_proto.pipelines.records import EMBEDDED
from kgroup_proto.spark_schemas import SCHEMAS

Schema = dict[str, Any]

#: Where each row came from in the input: Spark's Kafka source columns, renamed.
SOURCE_COLUMNS = {
    "partition": "source_partition",
    "offset": "source_offset",
    "timestamp": "source_timestamp",
}


def field(name: str, spark_type: Any, nullable: bool = True, comment: str = "") -> Schema:
    """One StructField in Spark's JSON form."""
    metadata = {"comment": comment} if comment else {}
    return {"name": name, "type": spark_type, "nullable": nullable, "metadata": metadata}


def struct(fields: list[Schema]) -> Schema:
    return {"type": "struct", "fields": fields}


SOURCE_FIELDS = [
    field("source_partition", "integer", comment="Partition of the input topic."),
    field("source_offset", "long", comment="Offset of the record in that partition."),
    field("source_timestamp", "timestamp", comment="Timestamp of the record."),
]


def _member_schema(member: Schema) -> Schema:
    """A classic member, its subscription/assignment bytes replaced by their decoded form."""
    fields: list[Schema] = []
    for member_field in member["fields"]:
        name = member_field["name"]
        if name not in EMBEDDED:
            fields.append(member_field)
            continue
        decoded = copy.deepcopy(SCHEMAS[EMBEDDED[name]])
        fields += [
            field(f"{name}_version", "short", comment=f"Version of the {EMBEDDED[name]} bytes."),
            field(name, decoded, comment=f"The {EMBEDDED[name]}, for consumer-protocol groups."),
            field(f"{name}_raw", "binary", comment="The bytes, where they were not decoded."),
            field(f"{name}_error", "string", comment="Why consumer-protocol bytes did not decode."),
        ]
    return struct(fields)


def nullable_everywhere(spark_type: Any) -> Any:
    """The same type with every struct field nullable.

    A record type's column is null in the rows of other record types, so its fields are too;
    Parquet writers outside Spark insist that the schema says so.
    """
    if isinstance(spark_type, dict) and spark_type["type"] == "struct":
        for struct_field in spark_type["fields"]:
            struct_field["nullable"] = True
            nullable_everywhere(struct_field["type"])
    elif isinstance(spark_type, dict) and spark_type["type"] == "array":
        nullable_everywhere(spark_type["elementType"])
    return spark_type


def record_schema(record_type: RecordType) -> Schema:
    """A record type's row: key fields, value fields (null for tombstones) and its versions."""
    key = copy.deepcopy(SCHEMAS[record_type.key_class.__name__])
    value = copy.deepcopy(SCHEMAS[record_type.value_class.__name__])
    fields: list[Schema] = list(key["fields"])
    for value_field in value["fields"]:
        value_field["nullable"] = True  # a tombstone has no value
        if record_type.name == "GroupMetadata" and value_field["name"] == "members":
            array = value_field["type"]
            array["elementType"] = _member_schema(array["elementType"])
        fields.append(value_field)
    fields += [
        field("tombstone", "boolean", False, "The record has no value: it deletes its key."),
        field("key_version", "short", False, "The key's version: the record type's number."),
        field("value_version", "short", comment="The value schema's version; null for tombstones."),
    ]
    names = [f["name"] for f in fields]
    duplicates = {n for n in names if names.count(n) > 1}
    if duplicates:
        raise RuntimeError(f"{record_type.name}: key and value share columns {duplicates}")
    schema = struct(fields)
    nullable_everywhere(schema)
    return schema


#: Set on the decode pass's rows for records that did not decode.
ERROR_FIELDS = [
    field("error", "string", comment="Why the record did not decode."),
    field("error_key_version", "short", comment="The key's version, where it was readable."),
    field("error_key", "binary", comment="The raw key of a record that did not decode."),
    field("error_value", "binary", comment="The raw value of a record that did not decode."),
]


def decoded_schema(record_type: RecordType) -> Schema:
    """One record type's rows as ``batches.decode_batch`` gives them: its columns, the source
    and error columns."""
    return struct([*record_schema(record_type)["fields"], *SOURCE_FIELDS, *ERROR_FIELDS])


#: The decode pass's column naming each record's table, or ``errors``.
KIND = "kind"
ERRORS = "errors"
#: The decode pass's kind of a record whose key names a record type no schema has (a newer
#: Kafka's): written to ``errors`` with its bytes, like a record that did not decode, and
#: counted apart.
UNKNOWN = "unknown"
ERROR_RECORD_TYPE = field(
    "error_record_type", "string", comment="The record type the key names, where known."
)


def decode_pass_schema() -> Schema:
    """The rows of the decode pass over records: the table each record belongs to (``kind``),
    one struct column per table holding the record's row there (null in the other tables'
    columns), the source columns, and the error columns of a record that did not decode
    (``kind`` is then ``errors``)."""
    tables = [
        field(record_type.table, record_schema(record_type), comment=f"A {record_type.name} row.")
        for record_type in RECORD_TYPES
    ]
    kind = field(KIND, "string", False, f"The record's table, or {ERRORS} or {UNKNOWN}.")
    error, *error_details = ERROR_FIELDS
    return struct([kind, *tables, *SOURCE_FIELDS, error, ERROR_RECORD_TYPE, *error_details])


#: The compacted view's table.
LATEST_STATE = "latest_state"
#: The ``offsets`` output's totals (JSON), beside its tables.
SUMMARY_FILE = "summary.json"
#: The ``lag`` output's tables: commits, end offsets and record times as read, and lag and
#: status as judged.
COMMITS, END_OFFSETS, RECORD_TIMES = "commits", "end_offsets", "record_times"
#: The groups' histories a ``lag`` output keeps (JSON: they are nested and few).
GROUPS_FILE = "groups.json"
LAG, PARTITION_STATUS, GROUP_STATUS = "lag", "partition_status", "group_status"


def latest_state_schema() -> Schema:
    """The compacted view: the last record per key, decoded to Kafka JSON."""
    return struct(
        [
            field("record_type", "string", comment="Record type, e.g. OffsetCommit."),
            field("group_id", "string", comment="Group the record belongs to."),
            field("key_version", "short"),
            field("value_version", "short"),
            field("key_json", "string", comment="The key as Kafka JSON."),
            field("value_json", "string", comment="The value as Kafka JSON."),
            field("error", "string", comment="Why the record did not decode, if it did not."),
            field("key", "binary", comment="The raw key."),
            field("value", "binary", comment="The raw value."),
            field("source_topic", "string"),
            *SOURCE_FIELDS,
        ]
    )


#: The ``errors`` table: where each record that did not decode came from, why, and its bytes.
ERRORS_TABLE_FIELDS = [
    *SOURCE_FIELDS,
    field("reason", "string", comment="Why the record did not decode."),
    field("record_type", "string", comment="The record type the key names, where known."),
    field("key_version", "short", comment="The key's version, where it was readable."),
    field("key", "binary", comment="The raw key."),
    field("value", "binary", comment="The raw value."),
]
#: The table with a row per member of each record (classic groups' metadata), and the columns
#: that say which member, replacing ``members``.
ROW_PER_MEMBER = TABLES["GroupMetadata"]
MEMBER_COUNT = field("member_count", "integer", comment="Members of the group in the record.")
MEMBER_INDEX = field("member_index", "integer", comment="This member's place among them.")


def table_schema(table: str) -> Schema:
    """A written table's columns: its record type's row, then the source columns.

    ``group_metadata`` has one row per member: the group's columns without ``members``, then
    ``member_count``, ``member_index`` and the member's columns (null for a group without
    members). ``errors`` has the columns of ``ERRORS_TABLE_FIELDS``, ``latest_state`` those of
    ``latest_state_schema``.
    """
    if table == ERRORS:
        return struct(copy.deepcopy(ERRORS_TABLE_FIELDS))
    if table == LATEST_STATE:
        return latest_state_schema()
    (record_type,) = (r for r in RECORD_TYPES if r.table == table)
    fields = [*record_schema(record_type)["fields"], *copy.deepcopy(SOURCE_FIELDS)]
    if table != ROW_PER_MEMBER:
        return struct(fields)
    (members,) = (f for f in fields if f["name"] == "members")
    member = members["type"]["elementType"]["fields"]
    group = [f for f in fields if f["name"] != "members"]
    return struct([*group, copy.deepcopy(MEMBER_COUNT), copy.deepcopy(MEMBER_INDEX), *member])
