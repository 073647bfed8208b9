"""The one description of Kafka's wire primitives, checked against Kafka's own facts."""

from __future__ import annotations

import struct
from typing import Any
from uuid import UUID

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgroup_proto.codegen.spec import PRIMITIVES
from kgroup_proto.runtime.wire_types import (
    INT_RANGES,
    WIRE_TYPES,
    ZERO_UUID,
    parse_uuid,
    uuid_to_json,
)

#: Kafka's primitive types (the "type" of a field in its message schemas) and their widths.
KAFKA_WIDTHS = {
    "bool": 1,
    "int8": 1,
    "int16": 2,
    "uint16": 2,
    "int32": 4,
    "uint32": 4,
    "int64": 8,
    "float64": 8,
    "uuid": 16,
}
KAFKA_VARIABLE = {"string": "int16", "bytes": "int32", "records": "int32"}
KAFKA_RANGES = {
    "int8": (-128, 127),
    "int16": (-32768, 32767),
    "uint16": (0, 65535),
    "int32": (-2147483648, 2147483647),
    "uint32": (0, 4294967295),
    "int64": (-9223372036854775808, 9223372036854775807),
}


def test_every_kafka_primitive_is_described_once() -> None:
    assert set(WIRE_TYPES) == set(KAFKA_WIDTHS) | set(KAFKA_VARIABLE)
    assert set(PRIMITIVES) == set(WIRE_TYPES)  # the generator's list is the same table


@pytest.mark.parametrize(("name", "width"), sorted(KAFKA_WIDTHS.items()))
def test_fixed_width_types_have_kafkas_width(name: str, width: int) -> None:
    wire = WIRE_TYPES[name]
    assert wire.size == width
    assert wire.length is None


@pytest.mark.parametrize(("name", "prefix"), sorted(KAFKA_VARIABLE.items()))
def test_variable_length_types_have_kafkas_length_prefix(name: str, prefix: str) -> None:
    wire = WIRE_TYPES[name]
    assert wire.fmt is None
    assert wire.length == prefix


def test_integer_ranges_are_kafkas() -> None:
    assert INT_RANGES == KAFKA_RANGES


@pytest.mark.parametrize(("name", "bounds"), sorted(KAFKA_RANGES.items()))
def test_integers_out_of_range_are_refused_with_the_range(
    name: str, bounds: tuple[int, int]
) -> None:
    low, high = bounds
    check = WIRE_TYPES[name].check
    assert check(low) == low and check(high) == high
    for value in (low - 1, high + 1):
        with pytest.raises(ValueError, match=f"out of range for {name} \\({low}..{high}\\)"):
            check(value)
    with pytest.raises(ValueError, match="expected an integer"):
        check("1")


def test_bools_are_only_true_and_false_and_read_only_from_0_and_1() -> None:
    wire = WIRE_TYPES["bool"]
    assert wire.check(True) is True
    with pytest.raises(ValueError, match="expected a bool"):
        wire.check(1)
    assert wire.from_wire is not None
    assert (wire.from_wire(0), wire.from_wire(1)) == (False, True)
    with pytest.raises(ValueError, match="0x02"):
        wire.from_wire(2)


def test_uuid_text_is_kafkas() -> None:
    # Kafka's Uuid.toString: URL-safe base64 without padding; ZERO_UUID is 22 'A's.
    assert uuid_to_json(ZERO_UUID) == "A" * 22
    one_one = UUID(bytes=struct.pack(">qq", 1, 1))
    assert uuid_to_json(one_one) == "AAAAAAAAAAEAAAAAAAAAAQ"
    assert parse_uuid("AAAAAAAAAAEAAAAAAAAAAQ") == one_one
    for bad in ("AAAA", "AAAAAAAAAAEAAAAAAAAA+Q", "AAAAAAAAAAEAAAAAAAAAA="):
        with pytest.raises(ValueError):
            parse_uuid(bad)
    wire = WIRE_TYPES["uuid"]
    assert wire.check(one_one) == struct.pack(">qq", 1, 1)
    assert wire.to_spark is not None and wire.to_spark(one_one) == "AAAAAAAAAAEAAAAAAAAAAQ"


def test_json_forms_follow_kafkas_json_converter() -> None:
    # bytes and records: standard padded base64; a float must be written as one.
    for name in ("bytes", "records"):
        wire = WIRE_TYPES[name]
        assert wire.to_json is not None and wire.to_json(b"\x00\xff") == "AP8="
        assert wire.from_json("AP8=") == b"\x00\xff"
        with pytest.raises(ValueError, match="invalid base64"):
            wire.from_json("AP8")
    with pytest.raises(ValueError, match="floating-point"):
        WIRE_TYPES["float64"].from_json(1)
    with pytest.raises(ValueError, match="expected true or false"):
        WIRE_TYPES["bool"].from_json(0)
    with pytest.raises(ValueError, match="out of range for uint16"):
        WIRE_TYPES["uint16"].from_json(-1)


def test_defaults_as_generated_code_writes_them() -> None:
    assert WIRE_TYPES["int32"].default_text(None) == "0"
    assert WIRE_TYPES["int64"].default_text("-0x10") == "-16"
    assert WIRE_TYPES["bool"].default_text("true") == "True"
    assert WIRE_TYPES["float64"].default_text("") == "0.0"
    assert WIRE_TYPES["string"].default_text("x") == "'x'"
    assert WIRE_TYPES["uuid"].default_text(None) == "rt.ZERO_UUID"
    assert WIRE_TYPES["bytes"].default_text(None) == 'b""'


def test_unsigned_types_widen_in_spark() -> None:
    spark = {name: wire.spark for name, wire in WIRE_TYPES.items()}
    assert spark["uint16"] == "integer" and spark["uint32"] == "long"
    assert spark["uuid"] == "string"


@settings(max_examples=200)
@given(st.data())
def test_every_drawn_value_is_accepted_and_survives_its_wire_form(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(WIRE_TYPES)))
    wire = WIRE_TYPES[name]
    value: Any = data.draw(wire.strategy())
    written = wire.check(value)
    if wire.fmt is not None:
        (item,) = struct.unpack(">" + wire.fmt, struct.pack(">" + wire.fmt, written))
        if name == "bool":
            item = int(item)
        assert (item if wire.from_wire is None else wire.from_wire(item)) == value
    else:
        assert (written if wire.from_wire is None else wire.from_wire(written)) == value
    node = value if wire.to_json is None else wire.to_json(value)
    assert wire.from_json(node) == value
