"""kafka-python 3.x: ApiMessage classes built from Kafka's JSON schemas at import time.

Field names are Kafka's, snake_cased, as ours are. Nested structs are DataContainer classes
hung on each field (``field.data_class``). One quirk: DescribeGroups' AuthorizedOperations is
patched into a "bitfield", a set of bit positions with None for Kafka's INT32_MIN sentinel.
``encode`` returns a bytearray from a pooled buffer.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

from kafka.protocol.schemas.fields.codecs.types import BitField

from bench.cases import Case
from bench.normal import fields_in, normal
from bench.peers import Prepared
from kgroup_proto.runtime import FieldInfo, Struct

LIBRARY = "kafka-python"
MODULES = ("kafka.protocol.consumer.group", "kafka.protocol.admin.groups")
INT32_MIN = -(1 << 31)


def message_class(name: str, version: int) -> Any:
    """kafka-python's class for the message, or None if it lacks the message or version."""
    for module in map(importlib.import_module, MODULES):
        found = getattr(module, name, None)
        if found is not None:
            return found if version <= found.max_version else None
    return None


def _is_bitfield(field: Any) -> bool:
    return getattr(field, "_type", None) is BitField


def _to_bits(value: int) -> set[int] | None:
    if value == INT32_MIN:
        return None
    return {bit for bit in range(32) if (value >> bit) & 1}


def _from_bits(bits: set[int] | None) -> int:
    if bits is None:
        return INT32_MIN
    value = sum(1 << bit for bit in bits)
    return value - (1 << 32) if value >= 1 << 31 else value


def _values(obj: Struct, theirs: Any, version: int) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for field in fields_in(type(obj), version):
        spec = theirs._struct.fields[field.attr]
        value = getattr(obj, field.attr)
        if field.type == "struct" and value is not None:
            cls = spec.data_class
            if field.is_array:
                value = [cls(**_values(item, cls, version)) for item in value]
            else:
                value = cls(**_values(value, cls, version))
        elif _is_bitfield(spec):
            value = _to_bits(value)
        values[field.attr] = value
    return values


def _read(obj: Any, cls: type[Struct], version: int) -> Iterator[tuple[FieldInfo, Any]]:
    specs = obj._struct.fields
    for field in fields_in(cls, version):
        value = getattr(obj, field.attr)
        if _is_bitfield(specs[field.attr]):
            value = _from_bits(value)
        yield field, value


def prepare(case: Case) -> Prepared | None:
    """kafka-python's object; decode is ``cls.decode(data, version)``, encode ``obj.encode(v)``."""
    theirs = message_class(case.name, case.version)
    if theirs is None:
        return None
    obj = theirs(version=case.version, **_values(case.obj, theirs, case.version))
    data = bytes(obj.encode(case.version))
    cls = type(case.obj)
    return Prepared(
        library=LIBRARY,
        label=LIBRARY,
        version=case.version,
        exact=True,
        obj=obj,
        data=data,
        encode_fn=obj.encode,
        encode_args=(case.version,),
        decode_fn=theirs.decode,
        decode_args=(data, case.version),
        normal=lambda decoded: normal(decoded, cls, case.version, _read),
        first_partition=lambda decoded: decoded.topics[0].partitions[0],
    )
