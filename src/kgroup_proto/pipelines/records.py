"""A decoded ``__consumer_offsets`` record as the row of its table, and as Kafka's JSON text.

Pure Python on top of the generated classes (decoding is :mod:`kgroup_proto.consumer_offsets`),
so the same rows come out of a Spark worker, a plain process and tests. Struct fields become
nested rows shaped like the tables' Spark schemas; the consumer protocol's bytes embedded in a
classic group's members are decoded into their own columns.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import kgroup_proto as kp
from kgroup_proto.consumer_offsets import (
    KEY_VERSIONS,
    Decoded,
    RecordError,
    decode_record,
    group_of,
    key_schema_version,
)
from kgroup_proto.runtime import Struct
from kgroup_proto.runtime.wire_types import WIRE_TYPES

#: Classic-group member fields that carry the embedded consumer protocol, and its schema.
EMBEDDED = {
    "subscription": "ConsumerProtocolSubscription",
    "assignment": "ConsumerProtocolAssignment",
}
#: The protocol type whose member bytes are ConsumerProtocolSubscription/Assignment.
CONSUMER_PROTOCOL = "consumer"


# --------------------------------------------------------------------------- rows

Converter = Callable[[Any], dict[str, Any]]


_CONVERTERS: dict[str, Converter] = {}


def struct_converter(cls: type[Struct]) -> Converter:
    """A function turning an instance of ``cls`` into a dict shaped like its Spark schema."""
    name = f"{cls.__module__}.{cls.__qualname__}"
    converter = _CONVERTERS.get(name)
    if converter is None:
        converter = _CONVERTERS[name] = _build_converter(cls)
    return converter


def _build_converter(cls: type[Struct]) -> Converter:
    plan: list[tuple[str, Callable[[Any], Any] | None, bool]] = []
    for field in cls._SCHEMA.fields:
        element: Callable[[Any], Any] | None = None
        if field.type == "struct":
            assert field.struct is not None
            element = struct_converter(field.struct())
        else:
            element = WIRE_TYPES[field.type].to_spark
        plan.append((field.attr, element, field.is_array))
    if all(element is None for _, element, _ in plan):
        names = [attr for attr, _, _ in plan]
        return lambda obj: {name: getattr(obj, name) for name in names}

    def convert(obj: Any) -> dict[str, Any]:
        row: dict[str, Any] = {}
        for attr, element, is_array in plan:
            value = getattr(obj, attr)
            if element is not None and value is not None:
                value = [element(item) for item in value] if is_array else element(value)
            row[attr] = value
        return row

    return convert


def field_names(cls: type[Struct]) -> list[str]:
    """The column names a struct contributes: its attributes in schema order."""
    return [field.attr for field in cls._SCHEMA.fields]


def embedded_consumer_protocol(field: str, data: bytes | None, consumer: bool) -> dict[str, Any]:
    """A member's subscription or assignment: decoded when it is the consumer protocol.

    Returns ``{field}_version``, ``{field}`` (the decoded struct), ``{field}_raw`` (the bytes,
    kept when they are not decoded) and ``{field}_error`` (why consumer-protocol bytes failed).
    Newer versions than the schema knows are read with the newest layout, ignoring what follows,
    as Kafka's consumers do.
    """
    row: dict[str, Any] = {
        f"{field}_version": None,
        field: None,
        f"{field}_raw": data,
        f"{field}_error": None,
    }
    if not consumer or not data:  # empty: the member has not been assigned anything yet
        return row
    cls = kp.message_class(EMBEDDED[field])
    try:
        version, obj = cls.decode_versioned(data, newer_as_newest=True)
    except kp.DecodeError as exc:
        row[f"{field}_error"] = str(exc)
        return row
    row[f"{field}_version"] = version
    row[field] = struct_converter(cls)(obj)
    row[f"{field}_raw"] = None
    return row


def _member_row(member: dict[str, Any], consumer: bool) -> dict[str, Any]:
    """A classic member with its subscription and assignment bytes replaced by their decode."""
    row = {name: value for name, value in member.items() if name not in EMBEDDED}
    for field in EMBEDDED:
        row.update(embedded_consumer_protocol(field, member[field], consumer))
    return row


def _value_row(decoded: Decoded) -> dict[str, Any]:
    value = decoded.value
    if value is None:
        return dict.fromkeys(field_names(decoded.record_type.value_class))
    row = struct_converter(type(value))(value)
    if decoded.record_type.name == "GroupMetadata":
        consumer = row["protocol_type"] == CONSUMER_PROTOCOL
        row["members"] = [_member_row(member, consumer) for member in row["members"]]
    return row


def table_row(decoded: Decoded) -> dict[str, Any]:
    """The record's row in its table: key fields, value fields and the record's versions."""
    row = struct_converter(type(decoded.key))(decoded.key)
    row.update(_value_row(decoded))
    row["tombstone"] = decoded.value is None
    row["key_version"] = decoded.key_version
    row["value_version"] = decoded.value_version
    return row


def describe_record(key: bytes | None, value: bytes | None) -> dict[str, Any]:
    """The record as Kafka JSON text, for the compacted view; decode problems go to ``error``."""
    row: dict[str, Any] = {
        "record_type": None,
        "group_id": None,
        "key_version": None,
        "value_version": None,
        "key_json": None,
        "value_json": None,
        "error": None,
    }
    try:
        decoded = decode_record(key, value)
    except RecordError as exc:
        row["key_version"] = exc.key_version
        if exc.key_version is not None and exc.key_version in KEY_VERSIONS:
            row["record_type"] = KEY_VERSIONS[exc.key_version].name
        row["error"] = exc.reason
        return row
    row["record_type"] = decoded.record_type.name
    row["group_id"] = group_of(decoded.key)
    row["key_version"] = decoded.key_version
    key_version = key_schema_version(decoded.record_type.key_class, decoded.key_version)
    row["key_json"] = json.dumps(decoded.key.to_json(key_version), sort_keys=True)
    if decoded.value is not None and decoded.value_version is not None:
        row["value_version"] = decoded.value_version
        row["value_json"] = json.dumps(decoded.value.to_json(decoded.value_version))
    return row
