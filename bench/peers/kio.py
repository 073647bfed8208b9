"""kio 0.6.5: frozen slotted dataclasses, a Rust (PyO3) reader and a pure-Python writer.

Fields pair with ours one to one in wire order (kio drops "_ms" from duration names), so the
conversion walks both field lists side by side; kio's richer types (ErrorCode, timedelta, None
for a zero uuid) are mapped on the way in and by bench.normal on the way out.
"""

from __future__ import annotations

import dataclasses
import gc
import importlib
import io
import re
import typing
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

from kio.schema.errors import ErrorCode
from kio.serial import entity_reader, entity_writer

from bench.cases import Case
from bench.normal import fields_in, normal
from bench.peers import Prepared
from kgroup_proto.runtime import ZERO_UUID, FieldInfo, Struct

LIBRARY = "kio"


def kio_class(name: str, version: int) -> type | None:
    """kio's class for a message version: kio.schema.<api>.v<N>.request|response."""
    found = re.fullmatch(r"(\w+?)(Request|Response)", name)
    if found is None:
        return None
    stem, kind = found.groups()
    api = re.sub(r"(?<!^)(?=[A-Z])", "_", stem).lower()
    try:
        module = importlib.import_module(f"kio.schema.{api}.v{version}.{kind.lower()}")
    except ModuleNotFoundError:
        return None
    cls: type = getattr(module, name)
    return cls


def _pairs(cls: type[Struct], theirs: type, version: int) -> list[tuple[FieldInfo, str]]:
    ours = fields_in(cls, version)
    names = [field.name for field in dataclasses.fields(theirs)]
    assert len(ours) == len(names), (cls.__name__, version, names)
    for field, name in zip(ours, names, strict=True):
        assert name in (field.attr, field.attr.removesuffix("_ms")), (field.attr, name)
    return [(field, name) for field, name in zip(ours, names, strict=True)]


def to_kio(obj: Struct, theirs: type, version: int) -> Any:
    """The kio object holding the same values as ``obj``."""
    declared = {field.name: field for field in dataclasses.fields(theirs)}
    values = {}
    for field, name in _pairs(type(obj), theirs, version):
        kind = declared[name].metadata.get("kafka_type")
        nested = _nested_class(declared[name].type) if field.type == "struct" else None

        def convert(item: Any, kind: Any = kind, nested: type | None = nested) -> Any:
            if nested is not None:
                return to_kio(item, nested, version)
            if kind == "error_code":
                return ErrorCode(item)
            if kind is not None and kind.startswith("timedelta"):
                return timedelta(milliseconds=item)
            if kind == "uuid" and item == ZERO_UUID:
                return None
            return item

        value = getattr(obj, field.attr)
        if value is not None:
            value = tuple(map(convert, value)) if field.is_array else convert(value)
        values[name] = value
    return theirs(**values)


def _nested_class(hint: Any) -> type:
    """The dataclass inside a kio annotation: ``tuple[X, ...]``, ``X | None`` or ``X``."""
    args = [arg for arg in typing.get_args(hint) if arg not in (type(None), Ellipsis)]
    found: type = args[0] if args else hint
    return found


def _read(obj: Any, cls: type[Struct], version: int) -> Iterator[tuple[FieldInfo, Any]]:
    for field, name in _pairs(cls, type(obj), version):
        value = getattr(obj, name)
        if field.type == "uuid" and value is None:
            value = ZERO_UUID
        yield field, value


def _whole(decoded: tuple[Any, int], data: bytes) -> Any:
    """kio's reader returns (object, bytes read): all of the message must have been read."""
    obj, size = decoded
    assert size == len(data), f"kio read {size} of {len(data)} bytes"
    return obj


def _encode(write: Any, obj: Any) -> bytes:
    buffer = io.BytesIO()
    write(buffer, obj)
    return buffer.getvalue()


def reader(case: Case) -> Any:
    """kio's compiled reader for the case's message version (None where kio lacks it)."""
    theirs = kio_class(case.name, case.version)
    return None if theirs is None else entity_reader(theirs)


def read_collector_paused(read: Any, data: bytes, offset: int) -> tuple[Any, int]:
    """kio's reader with the cycle collector paused for the call.

    kgroup-proto's decoder pauses the collector itself for big messages; the scaling series runs
    kio's compiled reader the same way, so that its growth per byte shows what the machine
    charges for fresh memory rather than what the collector costs.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        result: tuple[Any, int] = read(data, offset)
        return result
    finally:
        if enabled:
            gc.enable()


def prepare(case: Case) -> Prepared | None:
    """kio's object for the case; decode is its reader at offset 0, encode its writer."""
    theirs = kio_class(case.name, case.version)
    if theirs is None:
        return None
    obj = to_kio(case.obj, theirs, case.version)
    write: Any = entity_writer(theirs)
    read: Any = entity_reader(theirs)
    data = _encode(write, obj)
    cls = type(case.obj)
    return Prepared(
        library=LIBRARY,
        label=LIBRARY,
        version=case.version,
        exact=True,
        obj=obj,
        data=data,
        encode_fn=_encode,
        encode_args=(write, obj),
        decode_fn=read,
        decode_args=(data, 0),
        normal=lambda decoded: normal(_whole(decoded, data), cls, case.version, _read),
        first_partition=lambda decoded: decoded[0].topics[0].partitions[0],
    )
