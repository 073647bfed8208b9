"""Kafka's JsonConverter shape for generated structs, in both directions.

camelCase keys, only the fields of the requested version, tagged fields only when they differ
from their default, bytes and records as padded standard base64, uuids in Kafka's 22-character
URL-safe form, float64 as Java's ``Double.toString`` would write it.
"""

from __future__ import annotations

import base64
import binascii
import math
from collections.abc import Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from kgroup_proto.runtime.checked import INT_RANGES
from kgroup_proto.runtime.errors import DecodeError
from kgroup_proto.runtime.schema import FieldInfo

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


def uuid_to_json(value: UUID) -> str:
    return base64.urlsafe_b64encode(value.bytes).decode().rstrip("=")


def parse_uuid(text: str) -> UUID:
    """Kafka's ``Uuid.fromString``: 22 characters of URL-safe base64, no padding."""
    if len(text) != 22:
        raise ValueError(f"a uuid is 22 characters of URL-safe base64, got {len(text)}")
    try:
        raw = base64.urlsafe_b64decode(text + "==")
    except (binascii.Error, ValueError):
        raise ValueError(f"invalid uuid {text!r}") from None
    if len(raw) != 16 or any(c in text for c in "+/="):
        raise ValueError(f"invalid uuid {text!r}")
    return UUID(bytes=raw)


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
    if kind in ("bytes", "records"):
        return base64.b64encode(bytes(value)).decode()
    if kind == "uuid":
        return uuid_to_json(value)
    if kind == "float64":
        return JavaDouble(value)
    if kind == "struct":
        return _struct_doc(value, version)
    return value


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
        kind = field.type
        if kind in INT_RANGES:
            if not isinstance(node, int) or isinstance(node, bool):
                raise self.fail(f"expected an integer, got {type(node).__name__}", path)
            low, high = INT_RANGES[kind]
            if not low <= node <= high:
                raise self.fail(f"{node} is out of range for {kind}", path)
            return node
        if kind == "bool":
            if not isinstance(node, bool):
                raise self.fail(f"expected true or false, got {type(node).__name__}", path)
            return node
        if kind == "float64":
            if not isinstance(node, float):
                raise self.fail("expected a floating-point number (e.g. 1.0)", path)
            return node
        if kind == "string":
            if not isinstance(node, str):
                raise self.fail(f"expected a string, got {type(node).__name__}", path)
            return node
        if kind in ("bytes", "records"):
            if not isinstance(node, str):
                raise self.fail(f"expected a base64 string, got {type(node).__name__}", path)
            try:
                return base64.b64decode(node, validate=True)
            except (binascii.Error, ValueError):
                raise self.fail("invalid base64 (standard alphabet, padded)", path) from None
        if kind == "uuid":
            if not isinstance(node, str):
                raise self.fail(f"expected a uuid string, got {type(node).__name__}", path)
            try:
                return parse_uuid(node)
            except ValueError as exc:
                raise self.fail(str(exc), path) from None
        assert field.struct is not None
        return self.struct(field.struct(), node, path + ".")
