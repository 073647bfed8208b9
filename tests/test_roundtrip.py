"""Property tests over every shipped message and version.

Round trips through bytes (unknown tagged fields included) and through Kafka JSON, agreement of
the generated fast path with the schema-driven checked path, and Kafka's rule for fields that a
version does not have.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Iterator
from typing import Any
from uuid import UUID

import pytest
from hypothesis import HealthCheck, given, settings

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.messages.join_group_response import JoinGroupResponse, JoinGroupResponseMember
from kgroup_proto.runtime import Struct
from kgroup_proto.runtime.checked import checked_decode, checked_encode
from kgroup_proto.runtime.schema import FieldInfo
from kgroup_proto.runtime.wire_types import INT_RANGES
from tests.conftest import golden_params, needs_shared

SETTINGS = settings(
    max_examples=25, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)


def message_versions() -> list[Any]:
    return [
        pytest.param(name, version, id=f"{name}-v{version}")
        for name in kp.message_names()
        for version in kp.message_class(name).VALID_VERSIONS
    ]


@pytest.mark.parametrize(("name", "version"), message_versions())
def test_bytes_round_trip(name: str, version: int) -> None:
    cls = kp.message_class(name)

    @SETTINGS
    @given(strategies.for_class(cls, version))
    def check(message: Struct) -> None:
        data = message.encode(version)
        decoded = cls.decode(data, version)
        assert decoded == message  # unknown tagged fields included
        assert decoded.encode(version) == data
        # The checked path is an independent implementation of the same schema.
        assert checked_encode(message, version) == data
        assert checked_decode(cls, data, version) == (message, len(data))

    check()


@pytest.mark.parametrize(("name", "version"), message_versions())
def test_json_round_trip(name: str, version: int) -> None:
    cls = kp.message_class(name)

    @SETTINGS
    @given(strategies.for_class(cls, version, with_unknown_tags=False))
    def check(message: Struct) -> None:
        doc = message.to_json(version)
        again = cls.from_json(doc, version)
        assert again == message
        assert again.to_json(version) == doc

    check()


def _root_tags_last(name: str, version: int, doc: dict[str, Any], data: bytes) -> bool:
    """Flexible, with no known tag set on the root: its tag section is the final zero byte."""
    cls = kp.message_class(name)
    if cls.FLEXIBLE_VERSIONS is None or version not in cls.FLEXIBLE_VERSIONS:
        return False
    known = [f for f in cls._SCHEMA.fields if version in f.tagged]
    return data[-1] == 0 and not any(f.json_name in doc for f in known)


@needs_shared
@pytest.mark.parametrize(
    ("name", "version", "doc", "data"),
    [p for p in golden_params() if _root_tags_last(*p.values)],
)
def test_unknown_tags_survive_in_kafkas_bytes(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    """A newer peer's tag appended to Kafka's own bytes is kept and written back unchanged."""
    cls = kp.message_class(name)
    message = cls.decode(data, version)
    newer = data[:-1] + bytes([1, 100, 2, 0xAB, 0xCD])  # one field: tag 100, two bytes
    decoded = cls.decode(newer, version)
    assert decoded.unknown_tagged_fields == ((100, b"\xab\xcd"),)  # type: ignore[attr-defined]
    assert decoded.encode(version) == newer
    assert decoded.to_json(version) == message.to_json(version)


@needs_shared
def test_unknown_tag_cases_are_many() -> None:
    """The case above runs on hundreds of Kafka's flexible fixtures, not a handful."""
    assert sum(1 for p in golden_params() if _root_tags_last(*p.values)) > 400


# --------------------------------------------------------------------------- version-drop rule


def all_struct_classes() -> Iterator[type[Struct]]:
    for name in kp.message_names():
        module = importlib.import_module(kp.message_class(name).__module__)
        for _, member in inspect.getmembers(module, inspect.isclass):
            if issubclass(member, Struct) and member.__module__ == module.__name__:
                yield member


def non_default(field: FieldInfo) -> Any:
    """A value that differs from the field's default, or None where none is simple to build."""
    default = field.default_value()
    if field.is_array:
        return None if field.type == "struct" else [_scalar(field, None)]
    if field.type == "struct":
        return field.struct()() if default is None else None  # type: ignore[misc]
    return _scalar(field, default)


def _scalar(field: FieldInfo, default: Any) -> Any:
    kind = field.type
    if kind in INT_RANGES:
        low, high = INT_RANGES[kind]
        return (default or 0) + 1 if (default or 0) < high else low
    return {
        "bool": not default,
        "float64": 1.5,
        "string": "changed",
        "bytes": b"changed",
        "records": b"changed",
        "uuid": UUID(int=7),
    }[kind]


def dropped_field_cases() -> list[Any]:
    cases = []
    for cls in all_struct_classes():
        for field in cls._SCHEMA.fields:
            value = non_default(field)
            if value is None:
                continue
            for version in cls._ENCODERS:
                if version not in field.versions:
                    case_id = (
                        f"{cls.__module__.rsplit('.', 1)[1]}.{cls.__name__}.{field.attr}-v{version}"
                    )
                    cases.append(pytest.param(cls, field, value, version, id=case_id))
    return cases


@pytest.mark.parametrize(("cls", "field", "value", "version"), dropped_field_cases())
def test_field_missing_from_version(
    cls: type[Struct], field: FieldInfo, value: Any, version: int
) -> None:
    """Kafka's rule: non-default and not ignorable -> EncodeError; otherwise silently dropped."""
    plain = cls()
    changed = cls(**{field.attr: value})
    if field.ignorable:
        assert changed.encode(version) == plain.encode(version)
    else:
        with pytest.raises(kp.EncodeError) as info:
            changed.encode(version)
        assert info.value.path == field.attr
        assert info.value.version == version
        assert "not the default" in info.value.reason
    # A default value is always dropped, ignorable or not.
    assert cls(**{field.attr: field.default_value()}).encode(version) == plain.encode(version)


def test_version_drop_cases_cover_both_kinds() -> None:
    """The rule is exercised for ignorable and for non-ignorable fields alike."""
    kinds = {case.values[1].ignorable for case in dropped_field_cases()}
    assert kinds == {True, False}


def test_known_tag_written_at_its_default_is_kept() -> None:
    """Some brokers write a known tagged field even at its default: re-encoding keeps it."""
    cls = kp.message_class("ApiVersionsResponse")
    plain = cls().encode(3)
    assert plain.endswith(b"\x00")  # no tagged fields at their defaults
    # Tag 0 (SupportedFeatures), one byte long: a compact empty array.
    explicit = plain[:-1] + bytes([1, 0, 1, 1])
    decoded = cls.decode(explicit, 3)
    assert decoded.to_json(3) == cls().to_json(3)
    assert decoded.encode(3) == explicit
    # A value set afterwards replaces the peer's bytes instead of duplicating the tag.
    from kgroup_proto.messages.api_versions_response import SupportedFeatureKey

    decoded.supported_features = [SupportedFeatureKey(name="f", min_version=1, max_version=2)]
    # One tag (0), 8 bytes: array of one (02), name "f" (02 66), min 1, max 2, no tags (00).
    expected = plain[:-1] + bytes([1, 0, 8]) + bytes.fromhex("0202660001000200")
    assert decoded.encode(3) == expected
    assert checked_encode(decoded, 3) == expected


def test_big_decodes_restore_the_collector_state() -> None:
    """Decoding pauses the cycle collector for big inputs and always restores it."""
    import gc

    from kgroup_proto.messages.describe_groups_response import DescribedGroup

    cls = kp.message_class("DescribeGroupsResponse")
    big = cls(groups=[DescribedGroup(group_id="g" * 9000)])
    data = big.encode(5)
    assert len(data) > 8192
    assert gc.isenabled()
    assert cls.decode(data, 5) == big
    assert gc.isenabled()
    with pytest.raises(kp.DecodeError):
        cls.decode(data[:-1], 5)
    assert gc.isenabled()
    gc.disable()
    try:
        cls.decode(data, 5)
        assert not gc.isenabled()  # a caller's choice to keep it off is respected
    finally:
        gc.enable()


def test_version_prefixed_framing() -> None:
    """Coordinator records and consumer-protocol bytes: a 2-byte version, then the body."""
    from kgroup_proto.messages.consumer_protocol_assignment import ConsumerProtocolAssignment
    from kgroup_proto.messages.offset_commit_key import OffsetCommitKey

    key = OffsetCommitKey(group="g", topic="t", partition=3)
    data = key.encode_versioned(1)
    assert data == b"\x00\x01" + b"\x00\x01g" + b"\x00\x01t" + b"\x00\x00\x00\x03"
    assert OffsetCommitKey.decode_versioned(data) == (1, key)
    with pytest.raises(kp.DecodeError, match="too short for the 2-byte version"):
        OffsetCommitKey.decode_versioned(b"\x00")
    with pytest.raises(kp.DecodeError) as info:
        OffsetCommitKey.decode_versioned(data + b"\xff")
    assert (info.value.offset, info.value.version) == (len(data), 1)
    # A newer consumer-protocol version is read with the newest layout when asked to.
    newest = ConsumerProtocolAssignment.VALID_VERSIONS.stop - 1
    body = ConsumerProtocolAssignment(user_data=b"u").encode(newest)
    newer = (newest + 1).to_bytes(2, "big") + body + b"future fields"
    version, assignment = ConsumerProtocolAssignment.decode_versioned(newer, newer_as_newest=True)
    assert (version, assignment.user_data) == (newest + 1, b"u")
    with pytest.raises(kp.DecodeError, match="unsupported version"):
        ConsumerProtocolAssignment.decode_versioned(newer)


@pytest.mark.parametrize("size", [0, 126, 127, 128, 16381, 16382, 16383, 70_000])
def test_compact_bytes_lengths_at_the_varint_boundaries(size: int) -> None:
    """A compact length holds size + 1: one byte up to 127, two up to 16383, then three."""
    length, prefix = size + 1, bytearray()
    while length >= 0x80:
        prefix.append(length & 0x7F | 0x80)
        length >>= 7
    prefix.append(length)
    member = JoinGroupResponseMember(
        member_id="m", metadata=bytes(range(256)) * (size // 256) + bytes(size % 256)
    )
    message = JoinGroupResponse(members=[member, member])
    data = message.encode(9)
    # After the member's id (length 2, "m") and its null instance id (0): the metadata's length.
    one = b"\x02m\x00" + bytes(prefix) + member.metadata + b"\x00"
    assert data.endswith(b"\x03" + one + one + b"\x00")
    assert data == checked_encode(message, 9)
    assert JoinGroupResponse.decode(data, 9) == message
