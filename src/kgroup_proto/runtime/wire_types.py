"""Kafka's wire primitives, each described once.

Every part of the package that handles a primitive value reads its description here: the
generator (struct formats, annotations, defaults, which arrays pack in one call), the checked
path (how a value is read, checked and written, with the reason when it is refused), the JSON
codec (Kafka's JsonConverter form), the hypothesis strategies, and the Spark schemas.

The fixed-width types are written big-endian with ``struct``; a uuid is its 16 bytes. The
variable-length ones are a length and the bytes: string has an int16 length (UTF-8), bytes and
records an int32 one; in a flexible version a compact length is an unsigned varint holding
length + 1. A null is length -1, or compact 0, where the field's version allows it.

Adding a primitive: describe it in :data:`WIRE_TYPES`, give the emitter
(``codegen/emit.py``) its fast-path fragment if a struct format alone cannot read it, and
extend the tests (``tests/test_wire_types.py`` checks the table against Kafka's facts).
"""

from __future__ import annotations

import base64
import binascii
import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from uuid import UUID

import attrs

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

#: The uuid every field of that type starts as: all zero bits (Kafka's ``Uuid.ZERO_UUID``).
ZERO_UUID = UUID(int=0)


def uuid_to_json(value: UUID) -> str:
    """Kafka's ``Uuid.toString``: 22 characters of URL-safe base64, no padding."""
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


# --------------------------------------------------------------------------- checks
# Each takes a value and returns what ``struct`` packs (or the bytes to write), or raises
# ValueError with the reason; the checked path and the JSON codec add where it happened.


def _name(value: Any) -> str:
    return type(value).__name__


def _integer(low: int, high: int, name: str) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        # Any int, as struct takes it (a bool is an int, 0 or 1, and reads back equal).
        if not isinstance(value, int):
            raise ValueError(f"expected an integer for {name}, got {_name(value)}")
        if not low <= value <= high:
            raise ValueError(f"{value} is out of range for {name} ({low}..{high})")
        return value

    return check


def _integer_from_json(low: int, high: int, name: str) -> Callable[[Any], Any]:
    def parse(node: Any) -> Any:
        if not isinstance(node, int) or isinstance(node, bool):
            raise ValueError(f"expected an integer, got {_name(node)}")
        if not low <= node <= high:
            raise ValueError(f"{node} is out of range for {name}")
        return node

    return parse


def _bool(value: Any) -> Any:
    if not isinstance(value, bool):
        raise ValueError(f"expected a bool, got {_name(value)}")
    return value


def _bool_from_wire(byte: int) -> bool:
    # Kafka writes 0 or 1; any other byte would not be written back as it came.
    if byte not in (0, 1):
        raise ValueError(f"bool byte {byte & 0xFF:#04x}: Kafka writes 0 (false) or 1 (true)")
    return byte == 1


def _bool_from_json(node: Any) -> Any:
    if not isinstance(node, bool):
        raise ValueError(f"expected true or false, got {_name(node)}")
    return node


def _float(value: Any) -> Any:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ValueError(f"expected a float, got {_name(value)}")
    return value


def _float_from_json(node: Any) -> Any:
    if not isinstance(node, float):
        raise ValueError("expected a floating-point number (e.g. 1.0)")
    return node


def _uuid(value: Any) -> Any:
    if not isinstance(value, UUID):
        raise ValueError(f"expected a uuid.UUID, got {_name(value)}")
    return value.bytes


def _uuid_from_json(node: Any) -> Any:
    if not isinstance(node, str):
        raise ValueError(f"expected a uuid string, got {_name(node)}")
    return parse_uuid(node)


def _string(value: Any) -> bytes:
    if not isinstance(value, str):
        raise ValueError(f"expected a str, got {_name(value)}")
    try:
        return value.encode()
    except UnicodeEncodeError as exc:
        raise ValueError(f"cannot encode as UTF-8: {exc.reason}") from None


def _string_from_wire(raw: bytes) -> str:
    return raw.decode()  # UnicodeDecodeError: the checked path names the offending byte


def _string_from_json(node: Any) -> Any:
    if not isinstance(node, str):
        raise ValueError(f"expected a string, got {_name(node)}")
    return node


def _bytes(value: Any) -> bytes:
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise ValueError(f"expected bytes, got {_name(value)}")
    return bytes(value)


def _bytes_to_json(value: Any) -> str:
    return base64.b64encode(bytes(value)).decode()


def _bytes_from_json(node: Any) -> bytes:
    if not isinstance(node, str):
        raise ValueError(f"expected a base64 string, got {_name(node)}")
    try:
        return base64.b64decode(node, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("invalid base64 (standard alphabet, padded)") from None


# --------------------------------------------------------------------------- defaults


def _int_default(raw: str) -> str:
    return str(int(raw, 16) if raw.lower().startswith(("0x", "-0x")) else int(raw))


def _float_default(raw: str) -> str:
    return repr(float(raw))


def _bool_default(raw: str) -> str:
    return "True" if raw.lower() == "true" else "False"


def _uuid_default(raw: str) -> str:
    return f"rt.parse_uuid({raw!r})"


# --------------------------------------------------------------------------- strategies


def _strategy(kind: str, low: int | None, high: int | None) -> Callable[[], SearchStrategy[Any]]:
    def build() -> SearchStrategy[Any]:
        from hypothesis import strategies as st  # only tests and fuzzing draw values

        if low is not None and high is not None:
            return st.integers(low, high)
        if kind == "bool":
            return st.booleans()
        if kind == "float64":
            return st.floats(allow_nan=False)
        if kind == "string":
            return st.text(max_size=MAX_DRAWN)
        if kind == "uuid":
            return st.binary(min_size=16, max_size=16).map(lambda raw: UUID(bytes=raw))
        return st.binary(max_size=MAX_DRAWN)

    return build


#: The longest string or bytes value a strategy draws: within what a non-compact int16 length
#: can describe, even when UTF-8 grows it.
MAX_DRAWN = 40


# --------------------------------------------------------------------------- the table


@attrs.frozen
class WireType:
    """One primitive: how it looks on the wire, in Python, in JSON and in Spark."""

    #: The schema's name for it.
    name: str
    #: The attribute's annotation in generated code.
    annotation: str
    #: Spark SQL's type for it: unsigned types widen so that every value fits; a uuid is
    #: Kafka's 22-character text, as its tools print it.
    spark: str
    #: The value of a field whose schema gives no default.
    default: Any
    #: Generated code's expression for the default, when the schema gives none.
    default_source: str
    #: The source text of a schema's default (its "default" string), None when it has none.
    parse_default: Callable[[str], str] | None
    #: Value -> what is written (``struct`` packs it, or its bytes); ValueError if refused.
    check: Callable[[Any], Any]
    #: JSON node -> value; ValueError with the reason if refused.
    from_json: Callable[[Any], Any]
    #: Value -> JSON node; None: the value as it is.
    to_json: Callable[[Any], Any] | None
    #: The hypothesis strategy of its values.
    strategy: Callable[[], SearchStrategy[Any]]
    #: Fixed width: its ``struct`` format (big-endian), and what turns the unpacked item into
    #: the value (None: as it is), raising ValueError if Kafka would not write it.
    fmt: str | None = None
    from_wire: Callable[[Any], Any] | None = None
    #: Variable length: the non-compact length prefix's type ("int16" or "int32").
    length: str | None = None
    #: Integers: the range Kafka's type holds.
    low: int | None = None
    high: int | None = None
    #: Arrays of it are read and written with one ``struct`` call.
    packed: bool = False
    #: Value -> its value in a Spark row of type :attr:`spark`; None: the value as it is.
    to_spark: Callable[[Any], Any] | None = None
    #: The import a generated module needs for :attr:`annotation`, if any.
    import_line: str | None = None

    @property
    def size(self) -> int:
        """Bytes of a fixed-width value."""
        assert self.fmt is not None, self.name
        return struct.calcsize(">" + self.fmt)

    def default_text(self, raw: str | None) -> str:
        """Generated code's expression for a field's default (its schema's string, if any)."""
        if not raw or self.parse_default is None:
            return self.default_source
        return self.parse_default(raw)


def _integer_type(name: str, fmt: str, spark: str) -> WireType:
    bits = struct.calcsize(fmt) * 8
    low, high = (0, 2**bits - 1) if fmt.isupper() else (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)
    return WireType(
        name,
        "int",
        spark,
        0,
        "0",
        _int_default,
        _integer(low, high, name),
        _integer_from_json(low, high, name),
        None,
        _strategy(name, low, high),
        fmt=fmt,
        low=low,
        high=high,
        packed=True,
    )


def _variable(name: str, annotation: str, length: str, spark: str) -> WireType:
    text = name == "string"
    return WireType(
        name,
        annotation,
        spark,
        "" if text else b"",
        '""' if text else 'b""',
        repr if text else None,
        _string if text else _bytes,
        _string_from_json if text else _bytes_from_json,
        None if text else _bytes_to_json,
        _strategy(name, None, None),
        from_wire=_string_from_wire if text else None,
        length=length,
    )


WIRE_TYPES: dict[str, WireType] = {
    t.name: t
    for t in (
        WireType(
            "bool",
            "bool",
            "boolean",
            False,
            "False",
            _bool_default,
            _bool,
            _bool_from_json,
            None,
            _strategy("bool", None, None),
            fmt="?",
            from_wire=_bool_from_wire,
            packed=True,
        ),
        _integer_type("int8", "b", "byte"),
        _integer_type("int16", "h", "short"),
        _integer_type("uint16", "H", "integer"),
        _integer_type("int32", "i", "integer"),
        _integer_type("uint32", "I", "long"),
        _integer_type("int64", "q", "long"),
        WireType(
            "float64",
            "float",
            "double",
            0.0,
            "0.0",
            _float_default,
            _float,
            _float_from_json,
            None,
            _strategy("float64", None, None),
            fmt="d",
            packed=True,
        ),
        _variable("string", "str", "int16", "string"),
        _variable("bytes", "bytes", "int32", "binary"),
        _variable("records", "bytes", "int32", "binary"),
        WireType(
            "uuid",
            "UUID",
            "string",
            ZERO_UUID,
            "rt.ZERO_UUID",
            _uuid_default,
            _uuid,
            _uuid_from_json,
            uuid_to_json,
            _strategy("uuid", None, None),
            fmt="16s",
            from_wire=lambda raw: UUID(bytes=raw),
            to_spark=uuid_to_json,
            import_line="from uuid import UUID",
        ),
    )
}

#: The integer types with their ranges, (low, high).
INT_RANGES = {
    t.name: (t.low, t.high) for t in WIRE_TYPES.values() if t.low is not None and t.high is not None
}
