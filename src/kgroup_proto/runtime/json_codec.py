"""Kafka's JsonConverter shape for generated structs, in both directions.

camelCase keys, only the fields of the requested version, tagged fields only when they differ
from their default, bytes and records as padded standard base64, uuids in Kafka's 22-character
URL-safe form, float64 as Java's ``Double.toString`` would write it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar

from kgroup_proto.runtime.errors import DecodeError
from kgroup_proto.runtime.schema import FieldInfo
from kgroup_proto.runtime.wire_types import WIRE_TYPES

if TYPE_CHECKING:
    # For annotations only: Struct's methods call this module, which therefore sits below it.
    from kgroup_proto.runtime.message import Struct

T = TypeVar("T", bound="Struct")


class JavaDouble(float):
    """A float that JSON writers should print the way Java's Double.toString does."""

    def __repr__(self) -> str:
        return java_double_repr(self)


def java_double_repr(value: float) -> str:
    """Java's ``Double.toString``: plain between 1e-3 and 1e7, else ``d.dddE±n``."""
    if math.isnan(value) or math.isinf(value):
        raise ValueError("Kafka JSON has no NaN or Infinity")
    if value == 0:
        return "-0.0" if math.copysign(1.0, value) < 0 else "0.0"
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    digits_tuple = Decimal(repr(magnitude)).as_tuple()
    digits = "".join(map(str, digits_tuple.digits)).rstrip("0") or "0"
    assert isinstance(digits_tuple.exponent, int)
    exponent = digits_tuple.exponent + len(digits_tuple.digits) - 1
    if 1e-3 <= magnitude < 1e7:
        if exponent >= 0:
            whole = digits[: exponent + 1].ljust(exponent + 1, "0")
            frac = digits[exponent + 1 :] or "0"
        else:
            whole = "0"
            frac = "0" * (-exponent - 1) + digits
        return f"{sign}{whole}.{frac}"
    frac = digits[1:] or "0"
    return f"{sign}{digits[0]}.{frac}E{exponent}"


# --------------------------------------------------------------------------- to JSON


def struct_to_json(obj: Struct, version: int) -> dict[str, Any]:
    cls = type(obj)
    if version not in cls._DECODERS:
        raise ValueError(f"{cls.__name__} has no version {version}")
    return _struct_doc(obj, version)


def _struct_doc(obj: Struct, version: int) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    for field in type(obj)._SCHEMA.fields:
        if version not in field.versions:
            continue
        value = getattr(obj, field.attr)
        if version in field.tagged and field.is_default(value):
            continue
        doc[field.json_name] = _value_doc(field, value, version)
    return doc


def _value_doc(field: FieldInfo, value: Any, version: int) -> Any:
    if value is None:
        return None
    if field.is_array:
        return [_element_doc(field, item, version) for item in value]
    return _element_doc(field, value, version)


def _element_doc(field: FieldInfo, value: Any, version: int) -> Any:
    kind = field.type
    if kind == "struct":
        return _struct_doc(value, version)
    if kind == "float64":
        return JavaDouble(value)  # written as Java writes a double
    to_json = WIRE_TYPES[kind].to_json
    return value if to_json is None else to_json(value)


# --------------------------------------------------------------------------- from JSON


def struct_from_json(cls: type[T], doc: Mapping[str, Any], version: int) -> T:
    if version not in cls._DECODERS:
        raise DecodeError(
            "unsupported version", message=cls.__name__, version=version, path="<json>"
        )
    return _JsonReader(cls.__name__, version).struct(cls, doc, "")


class _JsonReader:
    def __init__(self, message: str, version: int) -> None:
        self.message = message
        self.version = version

    def fail(self, reason: str, path: str) -> DecodeError:
        return DecodeError(
            reason, message=self.message, version=self.version, path=path or "<root>"
        )

    def struct(self, cls: type[T], doc: Any, path: str) -> T:
        if not isinstance(doc, Mapping):
            raise self.fail(f"expected a JSON object, got {type(doc).__name__}", path.rstrip("."))
        values: dict[str, Any] = {}
        for field in cls._SCHEMA.fields:
            where = f"{path}{field.json_name}"
            if field.json_name in doc:
                values[field.attr] = self.value(field, doc[field.json_name], where)
            elif self.version in field.versions and self.version not in field.tagged:
                raise self.fail(
                    f"missing field {field.json_name!r}, required in this version", where
                )
            else:
                values[field.attr] = field.default_value()
        return cls(**values)

    def value(self, field: FieldInfo, node: Any, path: str) -> Any:
        if node is None:
            if self.version in field.nullable:
                return None
            raise self.fail("null is not allowed: the field is not nullable in this version", path)
        if field.is_array:
            if not isinstance(node, list):
                raise self.fail(f"expected a JSON array, got {type(node).__name__}", path)
            return [self.element(field, item, f"{path}[{i}]") for i, item in enumerate(node)]
        return self.element(field, node, path)

    def element(self, field: FieldInfo, node: Any, path: str) -> Any:
        wire = WIRE_TYPES.get(field.type)
        if wire is not None:
            try:
                return wire.from_json(node)
            except ValueError as exc:
                raise self.fail(str(exc), path) from None
        assert field.struct is not None
        return self.struct(field.struct(), node, path + ".")
