"""A library-neutral form of a decoded message, to compare values across libraries.

Each library decodes into its own objects (attrs classes, frozen dataclasses, data containers)
with its own value types (ErrorCode enums, timedeltas, None for a zero uuid). Walking our
schema for the version, each peer says how to read its fields; this module turns what it reads
into plain dicts, lists, ints, strs, bytes and UUIDs, which compare with ``==``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from enum import IntEnum
from typing import Any

from kgroup_proto.runtime import FieldInfo, Struct

#: Yields each field of ``obj`` present in ``version``, beside its raw value in that library.
FieldReader = Callable[[Any, type[Struct], int], Iterator[tuple[FieldInfo, Any]]]


def fields_in(cls: type[Struct], version: int) -> list[FieldInfo]:
    """The fields of ``cls`` present in ``version``, in wire order."""
    return [field for field in cls._SCHEMA.fields if version in field.versions]


def read_ours(obj: Any, cls: type[Struct], version: int) -> Iterator[tuple[FieldInfo, Any]]:
    """kgroup-proto's reader: attribute names are the schema's."""
    for field in fields_in(cls, version):
        yield field, getattr(obj, field.attr)


def normal(obj: Any, cls: type[Struct], version: int, read: FieldReader) -> dict[str, Any]:
    """The neutral form of ``obj`` (an instance of ``cls``'s counterpart in some library)."""
    return {field.attr: _value(field, raw, version, read) for field, raw in read(obj, cls, version)}


def _value(field: FieldInfo, raw: Any, version: int, read: FieldReader) -> Any:
    if raw is None:
        return None
    if field.is_array:
        return [_item(field, item, version, read) for item in raw]
    return _item(field, raw, version, read)


def _item(field: FieldInfo, raw: Any, version: int, read: FieldReader) -> Any:
    if field.type == "struct":
        assert field.struct is not None
        return normal(raw, field.struct(), version, read)
    if isinstance(raw, timedelta):
        return raw // timedelta(milliseconds=1)
    if isinstance(raw, IntEnum):
        return int(raw)
    if isinstance(raw, bytearray | memoryview):
        return bytes(raw)
    return raw
