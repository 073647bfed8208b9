"""franz-go's DSL definitions and our JSON schemas describe the same wire format.

For every group API and record that both sources define, at every version both describe:

- the spec models agree, version by version, on each field's position (or tag), type,
  nullability, compact encoding and, for tagged fields, the default that decides whether the tag
  is written. Field names are not compared: franz-go names them its own way (Group for GroupId,
  ThrottleMillis for ThrottleTimeMs), so fields are matched by wire position.
- code generated from the DSL (into a temporary package) and our generated code turn the same
  instance into the same bytes: Kafka's own golden bytes, decoded by us and converted field by
  field into the DSL's classes, re-encode to exactly those bytes, and decode back to the same
  instance; so do instances drawn by hypothesis.

Where the two sources really differ, the difference is listed in DIFFERENCES with its reason, and
our schema follows Kafka's (the 4.0 schemas behind the golden bytes).
"""

from __future__ import annotations

import functools
import importlib
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.codegen.emit import default_expr
from kgroup_proto.codegen.load import load_directory
from kgroup_proto.codegen.naming import attr_name
from kgroup_proto.codegen.render import format_sources, render_package, write_package
from kgroup_proto.codegen.spec import Field, Message, Struct
from tests.conftest import FRANZ_DSL, SCHEMAS, golden_fixtures, needs_shared

pytestmark = pytest.mark.skipif(
    not FRANZ_DSL.is_dir(), reason=f"franz-go DSL definitions not found at {FRANZ_DSL}"
)

#: Our schema name -> franz-go's name, where they differ.
FRANZ_NAMES = {
    "ConsumerProtocolSubscription": "ConsumerMemberMetadata",
    "ConsumerProtocolAssignment": "ConsumerMemberAssignment",
    "TransactionLogKey": "TxnMetadataKey",
    "TransactionLogValue": "TxnMetadataValue",
}

#: Every schema of ours that franz-go also defines; a definition lost by the loader fails here.
COMPARED = sorted(
    [
        f"{api}{kind}"
        for api in (
            "AlterShareGroupOffsets",
            "ApiVersions",
            "ConsumerGroupDescribe",
            "ConsumerGroupHeartbeat",
            "DeleteGroups",
            "DeleteShareGroupOffsets",
            "DescribeGroups",
            "DescribeShareGroupOffsets",
            "FindCoordinator",
            "Heartbeat",
            "JoinGroup",
            "LeaveGroup",
            "ListGroups",
            "OffsetCommit",
            "OffsetDelete",
            "OffsetFetch",
            "ShareGroupDescribe",
            "ShareGroupHeartbeat",
            "StreamsGroupDescribe",
            "StreamsGroupHeartbeat",
            "SyncGroup",
            "TxnOffsetCommit",
        )
        for kind in ("Request", "Response")
    ]
    + ["GroupMetadataKey", "GroupMetadataValue", "OffsetCommitKey", "OffsetCommitValue"]
    + list(FRANZ_NAMES)
)

#: Real differences between the sources, per schema: "<where>: <what>" -> reason.
DIFFERENCES: dict[str, dict[str, str]] = {
    f"{api}{kind}": {
        f"versions described by one source only: [{version}]": f"{api} v{version} came with "
        "Kafka 4.4, newer than franz-go's definitions"
    }
    for api, version in (
        ("ApiVersions", 5),
        ("DeleteGroups", 3),
        ("StreamsGroupDescribe", 1),
        ("StreamsGroupHeartbeat", 1),
        ("TxnOffsetCommit", 6),
    )
    for kind in ("Request", "Response")
}


@functools.cache
def ours() -> dict[str, Message]:
    return {m.name: m for m in load_directory(SCHEMAS)}


@functools.cache
def franz() -> dict[str, Message]:
    """franz-go's messages under our names.

    franz-go gives a 'not top level' struct (records, consumer protocol) no version range: a
    field without a version comment exists in every version. The loader has to pick a range and
    takes 0 to the highest version the comments name; here such a struct takes our range, so that
    e.g. GroupMetadataKey (whose only Kafka version, 2, is its record type) is compared at all.
    """
    by_franz_name = {FRANZ_NAMES.get(name, name): name for name in ours()}
    out = {}
    for message in load_directory(FRANZ_DSL):
        name = by_franz_name.get(message.name)
        if name is None:
            continue
        if message.type == "data":
            message = attrs.evolve(message, valid_versions=ours()[name].valid_versions)
        out[name] = message
    return out


def common_versions(name: str) -> list[int]:
    return sorted(set(ours()[name].versions()) & set(franz()[name].versions()))


# --------------------------------------------------------------------------- spec models


@attrs.frozen
class Slot:
    """One field as the wire sees it in one version."""

    key: str  # "#2" for the third untagged field, "tag 0" for a tagged one
    name: str
    traits: tuple[tuple[str, object], ...]
    children: tuple[Slot, ...] | None


def wire_slots(message: Message, struct: Struct, version: int) -> tuple[Slot, ...]:
    slots = []
    position = 0
    for field in struct.fields:
        if not field.present_in(version):
            continue
        tagged = field.tagged_in(version)
        key = f"tag {field.tag}" if tagged else f"#{position}"
        position += 0 if tagged else 1
        compact = message.flexible_in(version) and (
            not field.has_flexible_override
            or (field.flexible_versions is not None and version in field.flexible_versions)
        )
        traits: dict[str, object] = {
            "type": "struct" if field.type.is_struct else field.type.name,
            "array": field.type.is_array,
            "nullable": field.nullable_in(version),
            "compact": compact,
        }
        if tagged and not field.type.is_struct:
            traits["default"] = default_expr(field)  # a tag equal to its default is not written
        children = None
        if field.type.is_struct:
            children = wire_slots(message, message.struct(field.type.name), version)
        slots.append(Slot(key, field.name, tuple(sorted(traits.items())), children))
    return tuple(slots)


def slot_differences(
    a: tuple[Slot, ...], b: tuple[Slot, ...], where: str, out: list[str]
) -> list[str]:
    theirs = {slot.key: slot for slot in b}
    mine = {slot.key: slot for slot in a}
    for slot in a:
        other = theirs.get(slot.key)
        if other is None:
            out.append(f"{where} {slot.key} ({slot.name}): only in ours")
            continue
        label = f"{where} {slot.key} (ours {slot.name}, franz {other.name})"
        for (trait, value), (_, other_value) in zip(slot.traits, other.traits, strict=False):
            if value != other_value:
                out.append(f"{label}: {trait} {value!r} vs {other_value!r}")
        if dict(slot.traits).keys() != dict(other.traits).keys():
            out.append(f"{label}: tagged in one only")
        if slot.children is not None and other.children is not None:
            slot_differences(slot.children, other.children, f"{where}.{slot.name}", out)
    for slot in b:
        if slot.key not in mine:
            out.append(f"{where} {slot.key} (franz {slot.name}): only in franz-dsl")
    return out


def spec_differences(name: str) -> list[str]:
    mine, theirs = ours()[name], franz()[name]
    out = []
    only = sorted(set(mine.versions()) ^ set(theirs.versions()))
    if only:
        out.append(f"versions described by one source only: {only}")
    for version in common_versions(name):
        if mine.flexible_in(version) != theirs.flexible_in(version):
            out.append(f"v{version}: flexible in one source only")
        slot_differences(
            wire_slots(mine, mine.root, version),
            wire_slots(theirs, theirs.root, version),
            f"v{version} {name}",
            out,
        )
    return out


def test_every_schema_franz_defines_is_compared() -> None:
    assert sorted(franz()) == COMPARED
    assert all(common_versions(name) for name in COMPARED)


@pytest.mark.parametrize("name", COMPARED)
def test_spec_models_agree_version_by_version(name: str) -> None:
    assert spec_differences(name) == sorted(DIFFERENCES.get(name, {}))


def test_the_comparison_sees_a_changed_type() -> None:
    mine = ours()["HeartbeatRequest"]
    changed = attrs.evolve(
        mine.root,
        fields=(
            attrs.evolve(mine.root.fields[0], nullable_versions=mine.valid_versions),
            *mine.root.fields[1:],
        ),
    )
    found = slot_differences(
        wire_slots(mine, mine.root, 0), wire_slots(mine, changed, 0), "v0 HeartbeatRequest", []
    )
    assert found == ["v0 HeartbeatRequest #0 (ours GroupId, franz GroupId): nullable False vs True"]


# --------------------------------------------------------------------------- same bytes


@pytest.fixture(scope="module")
def franz_package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """Code generated from the DSL definitions, as package ``franz_groups``."""
    out = tmp_path_factory.mktemp("franz")
    files = format_sources(render_package(list(franz().values()), "franz_groups"))
    write_package(files, out / "franz_groups")
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module("franz_groups")
    finally:
        sys.path.remove(str(out))
        for module in [m for m in sys.modules if m.startswith("franz_groups")]:
            del sys.modules[module]


def convert(obj: Any, source: Message, target: Message, package: ModuleType, version: int) -> Any:
    """``obj`` (an instance of a ``source`` class) as the matching ``target`` class's instance."""
    return _convert_struct(
        obj, source, source.root, target, target.root, _module_of(package, target), version
    )


def _module_of(package: ModuleType, message: Message) -> ModuleType:
    return sys.modules[package.message_class(message.name).__module__]


def _convert_struct(
    obj: Any,
    source: Message,
    struct: Struct,
    target: Message,
    target_struct: Struct,
    module: ModuleType,
    version: int,
) -> Any:
    values = {}
    for mine, theirs in matched_fields(struct, target_struct, version):
        value = getattr(obj, attr_name(mine.name))
        if mine.type.is_struct and value is not None:
            inner = source.struct(mine.type.name)
            target_inner = target.struct(theirs.type.name)

            def one(item: Any, inner: Struct = inner, target_inner: Struct = target_inner) -> Any:
                return _convert_struct(item, source, inner, target, target_inner, module, version)

            value = [one(item) for item in value] if mine.type.is_array else one(value)
        values[attr_name(theirs.name)] = value
    result = getattr(module, target_struct.name)(**values)
    if target.flexible_versions is not None and source.flexible_versions is not None:
        result.unknown_tagged_fields = obj.unknown_tagged_fields
    return result


def matched_fields(a: Struct, b: Struct, version: int) -> list[tuple[Field, Field]]:
    def untagged(struct: Struct) -> list[Field]:
        return [f for f in struct.fields if f.present_in(version) and not f.tagged_in(version)]

    def tagged(struct: Struct) -> dict[int | None, Field]:
        return {f.tag: f for f in struct.fields if f.present_in(version) and f.tagged_in(version)}

    pairs = list(zip(untagged(a), untagged(b), strict=True))
    theirs = tagged(b)
    return pairs + [(f, theirs[tag]) for tag, f in tagged(a).items() if tag in theirs]


@functools.cache
def golden_by_name() -> dict[str, list[tuple[int, bytes]]]:
    out: dict[str, list[tuple[int, bytes]]] = {}
    for name, version, _doc, data in golden_fixtures():
        out.setdefault(name, []).append((version, data))
    return out


#: Kafka 4.0, the source of the golden bytes, has no Streams group APIs (KIP-1071) and none of the
#: share-group offset admin APIs (KIP-932): their bytes are compared with drawn instances only.
NO_GOLDEN = {
    "AlterShareGroupOffsetsRequest",
    "AlterShareGroupOffsetsResponse",
    "DeleteShareGroupOffsetsRequest",
    "DeleteShareGroupOffsetsResponse",
    "DescribeShareGroupOffsetsRequest",
    "DescribeShareGroupOffsetsResponse",
    "StreamsGroupDescribeRequest",
    "StreamsGroupDescribeResponse",
    "StreamsGroupHeartbeatRequest",
    "StreamsGroupHeartbeatResponse",
}


@needs_shared
def test_golden_bytes_exist_for_all_but_the_apis_newer_than_kafka_4_0() -> None:
    assert {name for name in COMPARED if name not in golden_by_name()} == NO_GOLDEN


@needs_shared
@pytest.mark.parametrize("name", [n for n in COMPARED if n not in NO_GOLDEN])
def test_kafka_bytes_encode_alike_through_both(name: str, franz_package: ModuleType) -> None:
    mine, theirs = ours()[name], franz()[name]
    versions = set(common_versions(name))
    ours_cls = kp.message_class(name)
    franz_cls = franz_package.message_class(theirs.name)
    cases = [(v, data) for v, data in golden_by_name()[name] if v in versions]
    assert cases, f"no golden bytes for {name}"
    for version, data in cases:
        decoded = ours_cls.decode(data, version)
        assert decoded.encode(version) == data
        converted = convert(decoded, mine, theirs, franz_package, version)
        assert converted.encode(version) == data, f"{name} v{version}"
        back = franz_cls.decode(data, version)
        assert convert(back, theirs, mine, kp, version) == decoded, f"{name} v{version}"


@pytest.mark.parametrize("name", COMPARED)
def test_drawn_instances_encode_alike_through_both(name: str, franz_package: ModuleType) -> None:
    mine, theirs = ours()[name], franz()[name]
    ours_cls = kp.message_class(name)

    @settings(
        max_examples=15,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(st.data())
    def check(data: st.DataObject) -> None:
        version = data.draw(st.sampled_from(common_versions(name)))
        instance = data.draw(strategies.for_class(ours_cls, version, with_unknown_tags=False))
        converted = convert(instance, mine, theirs, franz_package, version)
        assert converted.encode(version) == instance.encode(version)

    check()


def test_generated_docstrings_use_franz_comments(franz_package: ModuleType) -> None:
    """The DSL's longer comments (here: error codes a join may return) reach the docstrings."""
    theirs = franz_package.message_class("JoinGroupResponse").__doc__ or ""
    mine = kp.message_class("JoinGroupResponse").__doc__ or ""
    assert "MEMBER_ID_REQUIRED" in theirs
    assert "MEMBER_ID_REQUIRED" not in mine
