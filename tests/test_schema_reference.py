"""Our schemas against Apache Kafka's JSON schemas, attribute by attribute.

The files in schemas/ are written in our own words but must describe Kafka's wire format.
Every structural attribute (field names and order, types, versions, nullable and tagged
versions, tags, defaults, ignorable, ...) is compared with each reference that exists for the
file: ../shared/kafka-schemas/4.0-snapshot-all (October 2024) and latest/ (newer copies, as
shipped by kafka-python). Every difference must be listed in EXPLAINED with its reason; an
unexplained difference, or an explanation that no longer matches anything, fails the case of
that schema file. Prose ("about") and "listeners" are not compared, except that our "about"
texts must not be copies of Kafka's.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from kgroup_proto.codegen.load import read_schema_file
from tests.conftest import KAFKA_SCHEMAS, SCHEMAS, needs_shared

REFERENCES = ("4.0-snapshot-all", "latest")
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

# Newer APIs (KIP-1071) that neither reference has as JSON: nothing to compare, and their case
# fails as soon as a reference appears.
NO_REFERENCE = {
    "StreamsGroupDescribeRequest",
    "StreamsGroupDescribeResponse",
    "StreamsGroupHeartbeatRequest",
    "StreamsGroupHeartbeatResponse",
}

_UNION = "union of versions: latest/ dropped the versions Kafka 4.0 removed; we still decode them"
_DEPRECATED = "kept from the 4.0 snapshot; kafka-python's copy in latest/ strips deprecatedVersions"
_V10 = "v10 (KIP-848) identifies topics by TopicId; the 4.0 snapshot stops at v9"
_V10_NAME = "v10 replaces Name with TopicId, so Name ends at v9 and is ignorable (as in latest/)"
_SHARE_V1 = "v1 is the first stable version (KIP-932), newer than the 4.0 snapshot"
_SHARE_STABLE = "v1 is stable, so the latest version is no longer flagged unstable"

_NEWER = "newer than the 4.0 snapshot (as in latest/)"

# Expected differences, grouped by "<schema> vs <reference>", each with its reason.
_EXPLAINED_BY_PAIR: dict[str, dict[str, str]] = {
    "FetchRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-18', reference '0-17'": "v18 (KIP-1166) is " + _NEWER,
        "Topics.Partitions.HighWatermark: only in ours": "v18 (KIP-1166) adds a tagged "
        "HighWatermark, " + _NEWER,
    },
    "FetchRequest vs latest": {
        "validVersions: ours '0-18', reference '4-18'": _UNION,
        "deprecatedVersions: ours '0-3', reference absent": _DEPRECATED,
    },
    "FetchResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-18', reference '0-17'": "v18 (KIP-1166) is " + _NEWER,
    },
    "FetchResponse vs latest": {
        "validVersions: ours '0-18', reference '4-18'": _UNION,
    },
    "ListOffsetsRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-11', reference '0-10'": "v11 (KIP-1023) is " + _NEWER,
    },
    "ListOffsetsRequest vs latest": {
        "validVersions: ours '0-11', reference '1-11'": _UNION,
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
    },
    "ListOffsetsResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-11', reference '0-10'": "v11 (KIP-1023) is " + _NEWER,
    },
    "ListOffsetsResponse vs latest": {
        "validVersions: ours '0-11', reference '1-11'": _UNION,
    },
    "MetadataRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-13', reference '0-12'": "v13 (KIP-1102) is " + _NEWER,
    },
    "MetadataRequest vs latest": {
        "deprecatedVersions: ours '0-3', reference absent": _DEPRECATED,
    },
    "MetadataResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-13', reference '0-12'": "v13 (KIP-1102) is " + _NEWER,
        "ErrorCode: only in ours": "v13 (KIP-1102) adds a top-level ErrorCode, " + _NEWER,
    },
    "ConsumerGroupDescribeRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-1', reference '0'": "v1 (KIP-1099) is newer than the 4.0 "
        "snapshot; the request body is unchanged",
    },
    "ConsumerGroupDescribeResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-1', reference '0'": "v1 (KIP-1099) is newer than the 4.0 snapshot",
        "Groups.Members.MemberType: only in ours": "v1 (KIP-1099) adds MemberType (int8, "
        "default -1), as in franz-dsl and kio",
    },
    "DescribeGroupsRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-6', reference '0-5'": "v6 is newer than the 4.0 snapshot "
        "(as in latest/)",
    },
    "DescribeGroupsResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-6', reference '0-5'": "v6 is newer than the 4.0 snapshot "
        "(as in latest/)",
        "Groups.ErrorMessage: only in ours": "v6 adds a per-group ErrorMessage (as in latest/)",
    },
    "FindCoordinatorRequest vs latest": {
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
    },
    "DeleteGroupsRequest vs latest": {
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
    },
    "JoinGroupRequest vs latest": {
        "deprecatedVersions: ours '0-1', reference absent": _DEPRECATED,
    },
    "OffsetCommitRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-10', reference '0-9'": _V10,
        "Topics.TopicId: only in ours": _V10,
        "Topics.Name: versions: ours '0-9', reference '0+'": _V10_NAME,
        "Topics.Name: ignorable: ours 'true', reference absent": _V10_NAME,
    },
    "OffsetCommitRequest vs latest": {
        "validVersions: ours '0-10', reference '2-10'": _UNION,
        "deprecatedVersions: ours '0-1', reference absent": _DEPRECATED,
    },
    "OffsetCommitResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-10', reference '0-9'": _V10,
        "Topics.TopicId: only in ours": _V10,
        "Topics.Name: versions: ours '0-9', reference '0+'": _V10_NAME,
        "Topics.Name: ignorable: ours 'true', reference absent": _V10_NAME,
    },
    "OffsetCommitResponse vs latest": {
        "validVersions: ours '0-10', reference '2-10'": _UNION,
    },
    "OffsetFetchRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-10', reference '0-9'": _V10,
        "Groups.Topics.TopicId: only in ours": _V10,
        "Groups.Topics.Name: versions: ours '8-9', reference '8+'": _V10_NAME,
        "Groups.Topics.Name: ignorable: ours 'true', reference absent": _V10_NAME,
    },
    "OffsetFetchRequest vs latest": {
        "validVersions: ours '0-10', reference '1-10'": _UNION,
        "deprecatedVersions: ours '0', reference absent": _DEPRECATED,
    },
    "OffsetFetchResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-10', reference '0-9'": _V10,
        "Groups.Topics.TopicId: only in ours": _V10,
        "Groups.Topics.Name: versions: ours '8-9', reference '8+'": _V10_NAME,
        "Groups.Topics.Name: ignorable: ours 'true', reference absent": _V10_NAME,
    },
    "OffsetFetchResponse vs latest": {
        "validVersions: ours '0-10', reference '1-10'": _UNION,
    },
    "RequestHeader vs latest": {
        "validVersions: ours '0-2', reference '1-2'": _UNION + " (v0: ControlledShutdown v0)",
        "ClientId: ignorable: ours 'true', reference absent": "ClientId (1+) must be ignorable "
        "while header v0 is kept, as in the 4.0 snapshot",
    },
    "ShareGroupDescribeRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-1', reference '0'": _SHARE_V1,
        "latestVersionUnstable: ours absent, reference 'true'": _SHARE_STABLE,
    },
    "ShareGroupDescribeResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-1', reference '0'": _SHARE_V1,
    },
    "ShareGroupHeartbeatRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-1', reference '0'": _SHARE_V1,
        "latestVersionUnstable: ours absent, reference 'true'": _SHARE_STABLE,
        "SubscribedTopicNames: entityType: ours 'topicName', reference absent": "the stable "
        "version tags the subscribed names as topic names",
    },
    "ShareGroupHeartbeatResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-1', reference '0'": _SHARE_V1,
    },
    "TxnOffsetCommitRequest vs 4.0-snapshot-all": {
        "validVersions: ours '0-5', reference '0-4'": "v5 is newer than the 4.0 snapshot "
        "(as in latest/)",
    },
    "TxnOffsetCommitResponse vs 4.0-snapshot-all": {
        "validVersions: ours '0-5', reference '0-4'": "v5 is newer than the 4.0 snapshot "
        "(as in latest/)",
    },
}
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
    return tuple(
        (label, read_schema_file(KAFKA_SCHEMAS / label / file_name))
        for label in REFERENCES
        if (KAFKA_SCHEMAS / label / file_name).is_file()
    )


SCHEMA_FILES = sorted(SCHEMAS.glob("*.json"))


def test_schema_files_are_found() -> None:
    assert len(SCHEMA_FILES) >= 78, [p.name for p in SCHEMA_FILES]


@needs_shared
@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.stem)
def test_structure_matches_references(path: Path) -> None:
    name = path.stem
    refs = _references(path.name)
    if name in NO_REFERENCE:
        assert refs == (), f"{name} now has a Kafka JSON reference: compare it"
    else:
        assert refs, f"{name}: no reference in {KAFKA_SCHEMAS}/{{{','.join(REFERENCES)}}}"
    ours = read_schema_file(path)
    found = {f"{name} vs {label}: {d}" for label, ref in refs for d in differences(ours, ref)}
    explained = {key for key in EXPLAINED if key.startswith(f"{name} vs ")}
    unexplained, stale = sorted(found - explained), sorted(explained - found)
    assert not unexplained, "unexplained differences:\n" + "\n".join(unexplained)
    assert not stale, "stale explanations, no such difference:\n" + "\n".join(stale)


def test_explanations_name_a_schema_and_a_reference() -> None:
    prefixes = {f"{p.stem} vs {label}: " for p in SCHEMA_FILES for label in REFERENCES}
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
