"""Our schemas against Apache Kafka's JSON schemas, attribute by attribute.

The files in schemas/ are written in our own words but must describe Kafka's wire format.
Every structural attribute (field names and order, types, versions, nullable and tagged
versions, tags, defaults, ignorable, ...) is compared with the newest reference that has the
file, among ../shared/kafka-schemas/4.0-snapshot-all (October 2024), 4.2-all (a Kafka 4.2
source tree) and latest/ (Kafka 4.3's files of the classic group and consumer APIs, as shipped
by kafka-python). A coordinator record of the 4.2 tree is read in the form our schemas write
records in (the record type as the key's version, see codegen.record_forms): the same bytes.
Every difference must be listed in EXPLAINED with its reason; an unexplained difference, or an
explanation that no longer matches anything, fails the case of that schema file. Prose
("about") and "listeners" are not compared, except that our "about" texts must not be copies of
Kafka's.

The schemas Kafka 4.4 changed (KAFKA_4_4) are newer than every reference here: the kafka env
compares them, and every other schema Kafka 4.4 has, with 4.4's jars
(tests/kafka/test_schema_reference_kafka.py), under the same explanations.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.load import read_schema_file
from tests.conftest import KAFKA_SCHEMAS, SCHEMAS, needs_shared

#: The references, newest first.
REFERENCES = ("latest", "4.2-all", "4.0-snapshot-all")
TOP_KEYS = (
    "type",
    "apiKey",
    "validVersions",
    "flexibleVersions",
    "deprecatedVersions",
    "latestVersionUnstable",
)
FIELD_KEYS = (
    "type",
    "versions",
    "nullableVersions",
    "taggedVersions",
    "tag",
    "default",
    "ignorable",
    "mapKey",
    "entityType",
    "flexibleVersions",
    "zeroCopy",
)
FLAGS = {"ignorable", "mapKey", "zeroCopy", "latestVersionUnstable"}  # absent means false
IGNORED_KEYS = {"about", "listeners", "name", "fields", "commonStructs"}

_UNION = "union of versions: Kafka dropped these old versions; we still decode them"
_DEPRECATED = "kept from the 4.0 snapshot; kafka-python's copy in latest/ strips deprecatedVersions"
_SHARE_V0 = "v0 was the early-access version of Kafka 4.0, removed in 4.1; we still decode it"
_ONE_VERSION = "the same versions: the schema has only version 0, which both ranges hold"
_TOPIC_PARTITIONS = "a common struct of ours that no field refers to: it changes no bytes"
_REMOVED_FIELD = "a field of versions Kafka 4 removed and we still decode; 4.4's file drops it"

# Expected differences, grouped by "<schema> vs <reference>", each with its reason.
_EXPLAINED_BY_PAIR: dict[str, dict[str, str]] = {
    "ConsumerGroupCurrentMemberAssignmentValue vs 4.2-all": {
        "commonStructs.TopicPartitions.AssignmentEpochs: only in ours": "tag 0 of "
        "TopicPartitions came with Kafka 4.3 (KIP-1251), newer than the 4.2 tree",
    },
    "DeleteGroupsRequest vs latest": {
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED
    },
    "DescribeConfigsResponse vs 4.2-all": {
        "Results.Configs.IsDefault: only in ours": "a v0-only field that kafka-python's copy of "
        "Kafka's files still lists; v0 is outside the valid versions, so no bytes change",
    },
    "FetchRequest vs latest": {
        "deprecatedVersions: ours '0-3', reference absent": _DEPRECATED,
        "validVersions: ours '0-18', reference '4-18'": _UNION,
    },
    "FetchResponse vs latest": {"validVersions: ours '0-18', reference '4-18'": _UNION},
    "FindCoordinatorRequest vs latest": {
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
    },
    "JoinGroupRequest vs latest": {
        "deprecatedVersions: ours '0-1', reference absent": _DEPRECATED,
    },
    "ListOffsetsRequest vs latest": {
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
        "validVersions: ours '0-11', reference '1-11'": _UNION,
    },
    "ListOffsetsResponse vs latest": {"validVersions: ours '0-11', reference '1-11'": _UNION},
    "MetadataRequest vs latest": {
        "deprecatedVersions: ours '0-3', reference absent": _DEPRECATED,
    },
    "OffsetCommitKey vs 4.2-all": {
        f"{name}: versions: ours '0-1', reference '1'": "key version 0 is an offset commit too "
        "(Kafka 4.1 gave it its own schema, LegacyOffsetCommitKey, with the same fields)"
        for name in ("group", "topic", "partition")
    }
    | {
        "validVersions: ours '0-1', reference '1'": "record type 0 is read as an offset commit, "
        "as Kafka's coordinator replays it"
    },
    "OffsetCommitRequest vs latest": {
        "deprecatedVersions: ours '0-1', reference absent": _DEPRECATED,
        "validVersions: ours '0-10', reference '2-10'": _UNION,
    },
    "OffsetCommitResponse vs latest": {"validVersions: ours '0-10', reference '2-10'": _UNION},
    "OffsetFetchRequest vs latest": {
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
        "validVersions: ours '0-10', reference '1-10'": _UNION,
    },
    "OffsetFetchResponse vs latest": {"validVersions: ours '0-10', reference '1-10'": _UNION},
    "ProduceRequest vs 4.2-all": {
        "deprecatedVersions: ours '0-6', reference absent": "kept from the 4.0 snapshot, where "
        "KIP-896 announced the removal of v0-v2",
        "validVersions: ours '0-13', reference '3-13'": _UNION,
    },
    "ProduceResponse vs 4.2-all": {"validVersions: ours '0-13', reference '3-13'": _UNION},
    "RequestHeader vs latest": {
        "validVersions: ours '0-2', reference '1-2'": _UNION + " (v0: ControlledShutdown v0)",
        "ClientId: ignorable: ours 'true', reference absent": "ClientId (1+) must be ignorable "
        "while header v0 is kept, as in the 4.0 snapshot",
    },
    **{
        f"ShareGroup{api} vs 4.2-all": {"validVersions: ours '0-1', reference '1'": _SHARE_V0}
        for api in ("DescribeRequest", "DescribeResponse", "HeartbeatRequest", "HeartbeatResponse")
    },
    **{
        f"{record} vs 4.2-all": {
            f"{path}: versions: ours '0', reference '0+'": _ONE_VERSION
            for path in (
                "SnapshotEpoch",
                "StartOffset",
                "StateBatches",
                "StateBatches.FirstOffset",
                "StateBatches.LastOffset",
                "StateBatches.DeliveryState",
                "StateBatches.DeliveryCount",
            )
        }
        for record in ("ShareSnapshotValue", "ShareUpdateValue")
    },
    "StreamsGroupDescribeResponse vs 4.2-all": {
        "commonStructs.TopicPartitions: only in ours": _TOPIC_PARTITIONS,
        "commonStructs.TopicPartitions.TopicId: only in ours": _TOPIC_PARTITIONS,
        "commonStructs.TopicPartitions.TopicName: only in ours": _TOPIC_PARTITIONS,
        "commonStructs.TopicPartitions.Partitions: only in ours": _TOPIC_PARTITIONS,
    },
    # Against Kafka 4.4's jars (tests/kafka/test_schema_reference_kafka.py).
    "StreamsGroupDescribeResponse vs 4.4": {
        "commonStructs: ours ['Endpoint', 'TaskOffset', 'TopicPartitions', 'Assignment', "
        "'TaskIds', 'KeyValue', 'TopicInfo', 'TopologyDescription', "
        "'TopologyDescriptionSubtopology', 'TopologyDescriptionNode', "
        "'TopologyDescriptionGlobalStore'], reference ['Endpoint', 'TaskOffset', 'Assignment', "
        "'TaskIds', 'KeyValue', 'TopicInfo', 'TopologyDescription', "
        "'TopologyDescriptionSubtopology', 'TopologyDescriptionNode', "
        "'TopologyDescriptionGlobalStore']": _TOPIC_PARTITIONS,
    },
    **{
        f"{name} vs 4.4": {f"{path}: only in ours": _REMOVED_FIELD}
        for name, path in (
            ("ListOffsetsRequest", "Topics.Partitions.MaxNumOffsets"),
            ("ListOffsetsResponse", "Topics.Partitions.OldStyleOffsets"),
            ("OffsetCommitRequest", "Topics.Partitions.CommitTimestamp"),
        )
    },
}
#: Schemas Kafka 4.4 changed after the newest reference here had them: compared with Kafka 4.4's
#: jars in the kafka env instead.
KAFKA_4_4 = frozenset(
    {
        "ApiVersionsRequest",
        "ApiVersionsResponse",
        "ConsumerGroupTargetAssignmentMetadataValue",
        "DeleteGroupsRequest",
        "DeleteGroupsResponse",
        "ShareGroupTargetAssignmentMetadataValue",
        "StreamsGroupDescribeRequest",
        "StreamsGroupDescribeResponse",
        "StreamsGroupHeartbeatRequest",
        "StreamsGroupHeartbeatResponse",
        "StreamsGroupMetadataValue",
        "StreamsGroupTargetAssignmentMetadataValue",
        "TxnOffsetCommitRequest",
        "TxnOffsetCommitResponse",
    }
)
EXPLAINED: dict[str, str] = {
    f"{pair}: {difference}": reason
    for pair, reasons in _EXPLAINED_BY_PAIR.items()
    for difference, reason in reasons.items()
}


def _norm(key: str, value: Any) -> str | None:
    """Kafka's reading of an attribute value: "-1" == -1, "true" == true, null == absent."""
    if value is None:
        return None
    if key in FLAGS and value in (False, "false"):
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value).strip()


def _show(value: str | None) -> str:
    return "absent" if value is None else repr(value)


def _fields(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every field and common struct by path ("Topics.Partitions.CommittedLeaderEpoch")."""
    out: dict[str, dict[str, Any]] = {}

    def walk(fields: list[dict[str, Any]], prefix: str) -> None:
        for field in fields:
            out[prefix + field["name"]] = field
            walk(field.get("fields", []), f"{prefix}{field['name']}.")

    walk(doc.get("fields", []), "")
    for struct in doc.get("commonStructs", []):
        out["commonStructs." + struct["name"]] = struct
        walk(struct.get("fields", []), f"commonStructs.{struct['name']}.")
    return out


def differences(ours: dict[str, Any], ref: dict[str, Any]) -> list[str]:
    """Every structural difference between two raw schema documents, sorted."""
    found = []
    for key in TOP_KEYS:
        a, b = _norm(key, ours.get(key)), _norm(key, ref.get(key))
        if a != b:
            found.append(f"{key}: ours {_show(a)}, reference {_show(b)}")
    ours_common = [s["name"] for s in ours.get("commonStructs", [])]
    ref_common = [s["name"] for s in ref.get("commonStructs", [])]
    if ours_common != ref_common:
        found.append(f"commonStructs: ours {ours_common}, reference {ref_common}")
    ours_fields, ref_fields = _fields(ours), _fields(ref)
    found += [f"{path}: only in ours" for path in ours_fields.keys() - ref_fields.keys()]
    found += [f"{path}: only in reference" for path in ref_fields.keys() - ours_fields.keys()]
    for path in ours_fields.keys() & ref_fields.keys():
        mine, theirs = ours_fields[path], ref_fields[path]
        for key in FIELD_KEYS:
            a, b = _norm(key, mine.get(key)), _norm(key, theirs.get(key))
            if a != b:
                found.append(f"{path}: {key}: ours {_show(a)}, reference {_show(b)}")
        found += _order_difference(mine, theirs, f"{path}: ")
    found += _order_difference(ours, ref, "")
    return sorted(found)


def _order_difference(ours: dict[str, Any], ref: dict[str, Any], where: str) -> list[str]:
    """The order of the child fields both sides have, if it differs."""
    mine = [f["name"] for f in ours.get("fields", [])]
    theirs = [f["name"] for f in ref.get("fields", [])]
    mine, theirs = [n for n in mine if n in theirs], [n for n in theirs if n in mine]
    return [] if mine == theirs else [f"{where}field order: ours {mine}, reference {theirs}"]


@functools.cache
def _references(file_name: str) -> tuple[tuple[str, dict[str, Any]], ...]:
    """Every reference that has the file, newest first, each in our form of records."""
    found = []
    for label in REFERENCES:
        path = KAFKA_SCHEMAS / label / file_name
        if path.is_file():
            found.append((label, record_forms.to_key_version_form(read_schema_file(path))))
    return tuple(found)


SCHEMA_FILES = sorted(SCHEMAS.glob("*.json"))


def test_schema_files_are_found() -> None:
    assert len(SCHEMA_FILES) >= 78, [p.name for p in SCHEMA_FILES]


@needs_shared
@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.stem)
def test_structure_matches_the_newest_reference(path: Path) -> None:
    name = path.stem
    refs = _references(path.name)
    assert refs, f"{name}: no reference in {KAFKA_SCHEMAS}/{{{','.join(REFERENCES)}}}"
    label, ref = refs[0]
    ours = read_schema_file(path)
    found = {f"{name} vs {label}: {d}" for d in differences(ours, ref)}
    if name in KAFKA_4_4:
        # Newer than the reference: what Kafka 4.4 added is judged against its jars.
        assert found, f"{name}: the same as {label}, so Kafka 4.4 did not change it"
        return
    explained = {key for key in EXPLAINED if key.startswith(f"{name} vs {label}: ")}
    unexplained, stale = sorted(found - explained), sorted(explained - found)
    assert not unexplained, "unexplained differences:\n" + "\n".join(unexplained)
    assert not stale, "stale explanations, no such difference:\n" + "\n".join(stale)


def test_explanations_name_a_schema_and_a_reference() -> None:
    labels = (*REFERENCES, "4.4")
    prefixes = {f"{p.stem} vs {label}: " for p in SCHEMA_FILES for label in labels}
    assert [key for key in EXPLAINED if key[: key.find(": ") + 2] not in prefixes] == []


def test_every_schema_key_is_compared_or_deliberately_ignored() -> None:
    known = set(TOP_KEYS) | set(FIELD_KEYS) | IGNORED_KEYS | {"versions"}
    unknown = set()
    for path in SCHEMA_FILES:
        doc = read_schema_file(path)
        unknown |= {f"{path.stem}: {k}" for k in doc.keys() - known}
        for field_path, field in _fields(doc).items():
            unknown |= {f"{path.stem}: {field_path}.{k}" for k in field.keys() - known}
    assert not unknown, "keys this module neither compares nor ignores:\n" + "\n".join(
        sorted(unknown)
    )


@needs_shared
def test_about_texts_are_our_own() -> None:
    def plain(text: Any) -> str:
        return " ".join(str(text).split()).casefold()

    copied = []
    for path in SCHEMA_FILES:
        ours = _fields(read_schema_file(path))
        for label, ref in _references(path.name):
            theirs = _fields(ref)
            copied += [
                f"{path.stem} vs {label}: {field_path}"
                for field_path in ours.keys() & theirs.keys()
                if "about" in ours[field_path]
                and plain(ours[field_path]["about"]) == plain(theirs[field_path].get("about"))
            ]
    assert not copied, "about text copied from the reference:\n" + "\n".join(sorted(copied))


BASE = {
    "type": "request",
    "apiKey": 99,
    "validVersions": "0-1",
    "flexibleVersions": "1+",
    "fields": [
        {"name": "A", "type": "int32", "versions": "0+", "default": "-1", "ignorable": True},
        {
            "name": "B",
            "type": "[]Item",
            "versions": "0+",
            "fields": [
                {"name": "C", "type": "bool", "versions": "0+", "default": "true"},
                {"name": "D", "type": "string", "versions": "1+", "nullableVersions": "1+"},
            ],
        },
    ],
}


def test_comparison_reads_values_as_kafka_does() -> None:
    same = {
        **BASE,
        "latestVersionUnstable": False,
        "fields": [
            {
                "name": "A",
                "type": "int32",
                "versions": "0+",
                "default": -1,
                "ignorable": "true",
                "mapKey": False,
            },
            {
                "name": "B",
                "type": "[]Item",
                "versions": "0+",
                "default": None,
                "fields": [
                    {"name": "C", "type": "bool", "versions": "0+", "default": True},
                    {
                        "name": "D",
                        "type": "string",
                        "versions": "1+",
                        "nullableVersions": "1+",
                        "about": "differs",
                    },
                ],
            },
        ],
    }
    assert differences(same, BASE) == []


def test_comparison_names_every_kind_of_difference() -> None:
    changed = {
        **BASE,
        "validVersions": "0-2",
        "deprecatedVersions": "0",
        "commonStructs": [{"name": "Item", "versions": "0+", "fields": []}],
        "fields": [
            {
                "name": "B",
                "type": "[]Item",
                "versions": "0+",
                "fields": [
                    {"name": "D", "type": "string", "versions": "1+"},
                    {"name": "C", "type": "bool", "versions": "0+", "default": "false"},
                    {
                        "name": "E",
                        "type": "int8",
                        "versions": "2+",
                        "tag": 0,
                        "taggedVersions": "2+",
                    },
                ],
            },
            {"name": "A", "type": "int64", "versions": "0+", "default": "null"},
        ],
    }
    assert differences(changed, BASE) == [
        "A: default: ours 'null', reference '-1'",
        "A: ignorable: ours absent, reference 'true'",
        "A: type: ours 'int64', reference 'int32'",
        "B.C: default: ours 'false', reference 'true'",
        "B.D: nullableVersions: ours absent, reference '1+'",
        "B.E: only in ours",
        "B: field order: ours ['D', 'C'], reference ['C', 'D']",
        "commonStructs.Item: only in ours",
        "commonStructs: ours ['Item'], reference []",
        "deprecatedVersions: ours '0', reference absent",
        "field order: ours ['B', 'A'], reference ['A', 'B']",
        "validVersions: ours '0-2', reference '0-1'",
    ]
