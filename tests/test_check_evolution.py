"""``kgroup-proto codegen check-evolution``: Kafka's real history, one seeded violation per rule.

The history cases run the command on Apache Kafka's schema files of different dates and explain
every line it prints. The seeded cases start from one small schema that uses every feature the
rules look at, break exactly one rule, and check the line the command prints for it.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

from kgroup_proto.cli import main as cli_main
from kgroup_proto.codegen.evolution import RULES, check, check_with_notes
from kgroup_proto.codegen.load import read_schema_file
from kgroup_proto.codegen.schema_diff import (
    Schema,
    default_notes,
    load_schemas,
    removal_notes,
    rename_notes,
)
from kgroup_proto.codegen.spec import Versions
from tests.conftest import KAFKA_SCHEMAS, SCHEMAS, needs_shared

Line = tuple[str, str, str]  # (message, path, rule)


def parse(stdout: str) -> set[Line]:
    """``Message path: rule: detail`` lines as (message, path, rule)."""
    found: set[Line] = set()
    for line in stdout.splitlines():
        message, rest = line.split(" ", 1)
        path, rule, _detail = rest.split(": ", 2)
        found.add((message, path, rule))
    return found


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "codegen", "check-evolution", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=cwd,
    )


def names_in(directory: Path) -> set[str]:
    return {str(read_schema_file(p)["name"]) for p in directory.glob("*.json")}


# ---------------------------------------------------------------- Kafka's own history


@needs_shared
def test_kafka_4_0_snapshot_to_latest_is_compatible_except_for_the_subset() -> None:
    old, new = KAFKA_SCHEMAS / "4.0-snapshot", KAFKA_SCHEMAS / "latest"
    result = run(str(old), str(new))
    assert result.returncode == 1, result.stderr
    # latest/ holds only the classic group APIs and the broker APIs a consumer needs (its
    # README says so): every other schema of the snapshot is reported as gone, and nothing else.
    # In particular, these changes between the two dates are all compatible:
    # - OffsetCommit v0-1 and OffsetFetch v0 were removed by Kafka 4.0. The snapshot's requests
    #   list them in deprecatedVersions (KIP-896), which also covers the responses, and latest's
    #   files say "Versions 0-1 were removed in Apache Kafka 4.0".
    # - Request header v0 went too (ControlledShutdown v0 was its only user): never marked
    #   deprecated, but latest's file says "Version 0 was removed".
    # - ClientId of the request header lost its ignorable flag with v0: it is in every version
    #   left, so the flag had nothing left to do.
    # - DescribeGroups v6, OffsetCommit v10, OffsetFetch v10 and TxnOffsetCommit v5 are new
    #   versions at the top; deprecatedVersions went from the files that had it.
    gone = names_in(old) - names_in(new)
    assert len(gone) == 44
    # KIP-848's and KIP-932's records were marked as previews ("subject to
    # non-backwards-compatible changes"): their going is listed as allowed, not reported.
    previews = {name for name, schema in load_schemas(old).items() if schema.preview}
    assert len(previews) == 30 and previews <= gone
    assert parse(result.stdout) == {
        (name, "(message)", "message-removed") for name in gone - previews
    }
    allowed = {
        line.removeprefix("note: ").split(" ", 1)[0]
        for line in result.stderr.splitlines()
        if line.endswith("as a preview)")
    }
    assert allowed == previews
    assert "38 schemas" in result.stderr and "14 violations" in result.stderr


def _unmarked(
    schemas: dict[str, Schema], *, comments: bool, deprecations: bool
) -> dict[str, Schema]:
    out: dict[str, Schema] = {}
    for name, schema in schemas.items():
        if not comments:
            schema = attrs.evolve(schema, removed_versions=frozenset(), removed_entirely=False)
        if not deprecations:
            schema = attrs.evolve(
                schema, message=attrs.evolve(schema.message, deprecated_versions=None)
            )
        out[name] = schema
    return out


@needs_shared
def test_kafka_4_0_removals_pass_only_because_they_are_marked() -> None:
    old = load_schemas(KAFKA_SCHEMAS / "4.0-snapshot")
    new = load_schemas(KAFKA_SCHEMAS / "latest")
    old = {name: schema for name, schema in old.items() if name in new}

    def raised(old_marks: bool, new_marks: bool) -> set[str]:
        found = check(
            _unmarked(old, comments=True, deprecations=old_marks),
            _unmarked(new, comments=new_marks, deprecations=True),
        )
        assert {v.rule for v in found} <= {"lowest-version-raised"}
        return {v.message for v in found}

    assert raised(old_marks=True, new_marks=True) == set()
    # Without any mark, every schema whose lowest version rose between the two dates.
    assert raised(old_marks=False, new_marks=False) == {
        "OffsetCommitRequest",  # 0-9 -> 2-10
        "OffsetCommitResponse",
        "OffsetFetchRequest",  # 0-9 -> 1-10
        "OffsetFetchResponse",
        "RequestHeader",  # 0-2 -> 1-2
    }
    # deprecatedVersions alone: the request header's v0 was never announced that way.
    assert raised(old_marks=True, new_marks=False) == {"RequestHeader"}
    # The removal comments alone cover every one of them.
    assert raised(old_marks=False, new_marks=True) == set()


ADDED = "field-added-to-existing-version"
#: Kafka's share-group (KIP-932) schemas of October 2024 were an early-access preview; what
#: changed in them before the release, each change a real break for a preview peer, allowed
#: because their files said they were subject to incompatible changes.
SHARE_GROUP_PREVIEW_CHANGES = {
    ("ShareGroupPartitionMetadataKey", "(message)", "message-removed"),
    ("ShareGroupPartitionMetadataValue", "(message)", "message-removed"),
    ("ShareSnapshotValue", "SnapshotEpoch", "field-type-changed"),  # uint16 -> int32
    ("ShareUpdateValue", "SnapshotEpoch", "field-type-changed"),
    ("ShareSnapshotValue", "CreateTimestamp", "field-added-to-existing-version"),
    ("ShareSnapshotValue", "WriteTimestamp", "field-added-to-existing-version"),
    ("ShareGroupMetadataValue", "MetadataHash", "field-added-to-existing-version"),
    (
        "ShareGroupStatePartitionMetadataValue",
        "InitializingTopics",
        "field-added-to-existing-version",
    ),
    *(
        ("ShareGroupStatePartitionMetadataValue", f"InitializingTopics.{name}", ADDED)
        for name in ("TopicId", "TopicName", "Partitions")
    ),
}
#: VoteRequest v2 (KIP-996) renamed the candidate fields to replica fields in every version:
#: the same bytes, but a field of the old name is gone from versions 0-1 and one of the new
#: name appears in them, which is what a rename is to code generated from the schema.
VOTE_RENAMES = {
    *(
        ("VoteRequest", f"Topics.Partitions.{old}", "field-removed")
        for old in ("CandidateEpoch", "CandidateId", "CandidateDirectoryId")
    ),
    *(
        ("VoteRequest", f"Topics.Partitions.{new}", "field-added-to-existing-version")
        for new in ("ReplicaEpoch", "ReplicaId", "ReplicaDirectoryId")
    ),
}


@needs_shared
def test_kafka_4_0_snapshot_to_4_2_every_break_explained() -> None:
    old_dir, new_dir = KAFKA_SCHEMAS / "4.0-snapshot-all", KAFKA_SCHEMAS / "4.2-all"
    result = run(str(old_dir), str(new_dir))
    assert result.returncode == 1, result.stderr
    found = parse(result.stdout)
    notes = [line for line in result.stderr.splitlines() if line.startswith("note: ")]
    # The records of __consumer_offsets, the share coordinator and the transaction log became
    # coordinator records: their record type moved from the key's version into apiKey, and the
    # key's version restarted at 0. The same bytes: each key is compared in the new form, with
    # a note, and nothing about the move is a violation.
    old_docs = {p.name: read_schema_file(p) for p in old_dir.glob("*.json")}
    new_docs = {p.name: read_schema_file(p) for p in new_dir.glob("*.json")}
    moved = set()
    for file_name, old_doc in old_docs.items():
        new_doc = new_docs.get(file_name)
        if new_doc is None or new_doc["type"] != "coordinator-key":
            continue
        assert old_doc["type"] == "data" and "apiKey" not in old_doc
        moved.add(str(new_doc["name"]))
        assert (
            f"note: {new_doc['name']}: record type {new_doc['apiKey']}, written in key-version "
            "form in OLD and api-key form in NEW (the same bytes): compared as one record"
        ) in notes
    assert len(moved) == 17
    assert not {line for line in found if line[0] in moved or line[1] in ("apiKey", "type")}
    # OffsetCommitKey stood for record types 0 and 1; Kafka 4.1 gave 0 its own schema.
    assert "note: OffsetCommitKey: its record type 0 is LegacyOffsetCommitKey in NEW" in notes
    explained: set[Line] = set()
    # KIP-1142 renamed ListClientMetricsResources to ListConfigResources (API key 74 both).
    assert old_docs["ListClientMetricsResourcesRequest.json"]["apiKey"] == 74
    assert new_docs["ListConfigResourcesRequest.json"]["apiKey"] == 74
    explained |= {
        ("ListClientMetricsResourcesRequest", "(message)", "message-removed"),
        ("ListClientMetricsResourcesResponse", "(message)", "message-removed"),
        (
            "ReadShareGroupStateSummaryResponse",
            "Results.Partitions.LeaderEpoch",
            "field-added-to-existing-version",
        ),
    }
    explained |= VOTE_RENAMES
    assert found == explained
    # The share-group records' changes before their release are allowed, and listed: the 4.0
    # files say "This schema is subject to non-backwards-compatible changes".
    allowed = {
        line.removeprefix("note: ").split(" (allowed: ")[0]
        for line in notes
        if "(allowed: OLD's file marks" in line
    }
    assert set(parse("\n".join(allowed))) == SHARE_GROUP_PREVIEW_CHANGES
    # Not reported: ControlledShutdown, LeaderAndIsr, StopReplica and UpdateMetadata went with
    # ZooKeeper ("validVersions": "none"), and their files say "This request was removed";
    # the 4.0 removals of old versions (Fetch 0-3, Produce 0-2, ...) are all marked.
    assert not {line for line in found if line[0].startswith(("ControlledShutdown", "StopReplica"))}


# ---------------------------------------------------------------- seeded violations

BASE: dict[str, Any] = {
    "apiKey": 90,
    "type": "request",
    "name": "PingRequest",
    "validVersions": "0-3",
    "flexibleVersions": "2+",
    "fields": [
        {"name": "GroupId", "type": "string", "versions": "0+"},
        {"name": "MemberId", "type": "string", "versions": "1+"},
        {"name": "TimeoutMs", "type": "int32", "versions": "0+", "default": "-1"},
        {
            "name": "Reason",
            "type": "string",
            "versions": "3+",
            "nullableVersions": "3+",
            "default": "null",
            "ignorable": True,
        },
        {"name": "ClientTag", "type": "string", "versions": "0+", "flexibleVersions": "none"},
        {
            "name": "Topics",
            "type": "[]PingTopic",
            "versions": "0+",
            "fields": [
                {"name": "Name", "type": "string", "versions": "0+"},
                {"name": "Partitions", "type": "[]int32", "versions": "0+"},
                {"name": "Owner", "type": "Owner", "versions": "1+"},
            ],
        },
        {
            "name": "ClusterId",
            "type": "string",
            "versions": "2+",
            "taggedVersions": "2+",
            "tag": 0,
            "nullableVersions": "2+",
            "default": "null",
        },
    ],
    "commonStructs": [
        {
            "name": "Owner",
            "versions": "0+",
            "fields": [
                {"name": "MemberEpoch", "type": "int32", "versions": "0+"},
                {"name": "Rack", "type": "string", "versions": "2+", "nullableVersions": "2+"},
            ],
        }
    ],
}


def field(doc: dict[str, Any], path: str) -> dict[str, Any]:
    """The field at a dotted path, looking into inline and common structs."""
    fields = doc["fields"]
    found: dict[str, Any] = {}
    for name in path.split("."):
        found = next(f for f in fields if f["name"] == name)
        common = {c["name"]: c for c in doc.get("commonStructs", [])}
        inner = found.get("fields") or common.get(found["type"].lstrip("[]"), {}).get("fields")
        fields = inner or []
    return found


def fields_of(doc: dict[str, Any], path: str) -> list[dict[str, Any]]:
    """The field list that holds the field at ``path``."""
    if "." not in path:
        return list(doc["fields"])
    parent = field(doc, path.rsplit(".", 1)[0])
    common = {c["name"]: c for c in doc.get("commonStructs", [])}
    holder = parent if "fields" in parent else common[parent["type"].lstrip("[]")]
    return list(holder["fields"])


def drop(path: str) -> Callable[[dict[str, Any]], None]:
    def edit(doc: dict[str, Any]) -> None:
        holder_fields = fields_of(doc, path)
        name = path.rsplit(".", 1)[-1]
        target = next(f for f in holder_fields if f["name"] == name)
        if "." not in path:
            doc["fields"].remove(target)
            return
        parent = field(doc, path.rsplit(".", 1)[0])
        common = {c["name"]: c for c in doc.get("commonStructs", [])}
        holder = parent if "fields" in parent else common[parent["type"].lstrip("[]")]
        holder["fields"].remove(target)

    return edit


def set_key(path: str, key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(doc: dict[str, Any]) -> None:
        target = doc if path == "" else field(doc, path)
        if value is None:
            target.pop(key, None)
        else:
            target[key] = value

    return edit


def add(new_field: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def edit(doc: dict[str, Any]) -> None:
        doc["fields"].append(new_field)

    return edit


def write(directory: Path, doc: dict[str, Any], comments: tuple[str, ...] = ()) -> Path:
    """A schema file in Kafka's style: ``//`` comment lines at the top of the object."""
    directory.mkdir(parents=True, exist_ok=True)
    body = json.dumps(doc, indent=2)
    notes = "".join(f"  // {line}\n" for line in comments)
    path = directory / f"{doc['name']}.json"
    path.write_text("{\n" + notes + body[2:], encoding="utf-8")
    return path


def check_edit(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    *edits: Callable[[dict[str, Any]], None],
    old_doc: dict[str, Any] = BASE,
    comments: tuple[str, ...] = (),
) -> tuple[int, set[Line], str]:
    new_doc = copy.deepcopy(old_doc)
    for edit in edits:
        edit(new_doc)
    write(tmp_path / "old", old_doc)
    write(tmp_path / "new", new_doc, comments)
    code = cli_main(["codegen", "check-evolution", str(tmp_path / "old"), str(tmp_path / "new")])
    out = capsys.readouterr().out
    return code, parse(out), out


#: One edit per rule, and every line the edit makes the command print.
SEEDED: dict[str, tuple[list[Callable[[dict[str, Any]], None]], set[tuple[str, str]]]] = {
    "api-key-changed": ([set_key("", "apiKey", 91)], {("apiKey", "api-key-changed")}),
    "type-changed": ([set_key("", "type", "response")], {("type", "type-changed")}),
    # Version 3 goes: Reason, only in version 3, goes with it without a field report.
    "top-version-lowered": (
        [set_key("", "validVersions", "0-2")],
        {("validVersions", "top-version-lowered")},
    ),
    "lowest-version-raised": (
        [set_key("", "validVersions", "1-3")],
        {("validVersions", "lowest-version-raised")},
    ),
    # Version 2 stops being flexible, so the tagged ClusterId (2+) is tagged outside it too.
    "flexible-versions-narrowed": (
        [set_key("", "flexibleVersions", "3+")],
        {
            ("flexibleVersions", "flexible-versions-narrowed"),
            ("ClusterId", "tagged-outside-flexible"),
        },
    ),
    "flexible-into-existing-version": (
        [set_key("", "flexibleVersions", "1+")],
        {("flexibleVersions", "flexible-into-existing-version")},
    ),
    # A field of a common struct vanishes while the versions it was in remain: the case that
    # Kafka's own checker lets through (apache/kafka#22946).
    "field-removed": ([drop("Topics.Owner.Rack")], {("Topics.Owner.Rack", "field-removed")}),
    "field-dropped-from-version": (
        [set_key("TimeoutMs", "versions", "1+")],
        {("TimeoutMs", "field-dropped-from-version")},
    ),
    "field-added-to-existing-version": (
        [add({"name": "Extra", "type": "int8", "versions": "2+"})],
        {("Extra", "field-added-to-existing-version")},
    ),
    "field-type-changed": (
        [set_key("TimeoutMs", "type", "int64")],
        {("TimeoutMs", "field-type-changed")},
    ),
    "nullable-versions-narrowed": (
        [set_key("Topics.Owner.Rack", "nullableVersions", "3+")],
        {("Topics.Owner.Rack", "nullable-versions-narrowed")},
    ),
    "nullable-into-existing-version": (
        [set_key("GroupId", "nullableVersions", "0+")],
        {("GroupId", "nullable-into-existing-version")},
    ),
    "default-changed": ([set_key("TimeoutMs", "default", "0")], {("TimeoutMs", "default-changed")}),
    "tag-moved": ([set_key("ClusterId", "tag", 1)], {("ClusterId", "tag-moved")}),
    # ClusterId is renamed, keeping its tag: to the schema, one field gone and its tag reused.
    "tag-reused": (
        [set_key("ClusterId", "name", "ClusterName")],
        {("ClusterId", "field-removed"), ("ClusterName", "tag-reused")},
    ),
    "tagging-changed": (
        [set_key("ClusterId", "taggedVersions", None), set_key("ClusterId", "tag", None)],
        {("ClusterId", "tagging-changed")},
    ),
    "tagged-outside-flexible": (
        [
            add(
                {
                    "name": "Zone",
                    "type": "string",
                    "versions": "1+",
                    "taggedVersions": "1+",
                    "tag": 1,
                }
            )
        ],
        {("Zone", "tagged-outside-flexible")},
    ),
    # Reason is not in versions 0-2: writing a set Reason there now fails instead of dropping it.
    "ignorable-removed": (
        [set_key("Reason", "ignorable", None)],
        {("Reason", "ignorable-removed")},
    ),
    # Without its own flexibleVersions, ClientTag takes the compact form in versions 2-3.
    "field-flexibility-changed": (
        [set_key("ClientTag", "flexibleVersions", None)],
        {("ClientTag", "field-flexibility-changed")},
    ),
}


def test_every_rule_has_a_seeded_violation() -> None:
    seeded = {rule for _, lines in SEEDED.values() for _, rule in lines}
    # Seeded with more than one schema, below.
    seeded |= {"message-removed", "record-type-removed"}
    assert seeded == set(RULES)


@pytest.mark.parametrize("rule", sorted(SEEDED))
def test_seeded_violation(rule: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    edits, expected = SEEDED[rule]
    code, found, out = check_edit(tmp_path, capsys, *edits)
    assert code == 1
    assert found == {("PingRequest", path, name) for path, name in expected}, out


def test_unchanged_schemas_are_compatible(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, out = check_edit(tmp_path, capsys)
    assert (code, out) == (0, "")


def test_compatible_changes_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, out = check_edit(
        tmp_path,
        capsys,
        # A new version at the top, with a new field in it.
        set_key("", "validVersions", "0-4"),
        add({"name": "Epoch", "type": "int32", "versions": "4+"}),
        # A tagged field joins existing flexible versions: older peers skip unknown tags.
        add({"name": "Hint", "type": "string", "versions": "2+", "taggedVersions": "2+", "tag": 1}),
        # Null allowed from the new version on; a field becomes ignorable.
        set_key("GroupId", "nullableVersions", "4+"),
        set_key("TimeoutMs", "ignorable", True),
        # Prose changes nothing on the wire.
        set_key("MemberId", "about", "The member's id."),
    )
    assert (code, out) == (0, "")


@pytest.mark.parametrize(
    ("old_marks", "comments"),
    [
        ({"deprecatedVersions": "0"}, ()),
        ({}, ("Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.",)),
    ],
    ids=["deprecatedVersions", "removal-comment"],
)
def test_lowest_version_may_rise_over_marked_versions(
    old_marks: dict[str, Any],
    comments: tuple[str, ...],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    old_doc = {**copy.deepcopy(BASE), **old_marks}
    code, _, out = check_edit(
        tmp_path,
        capsys,
        set_key("", "validVersions", "1-3"),
        set_key("", "deprecatedVersions", None),
        old_doc=old_doc,
        comments=comments,
    )
    assert (code, out) == (0, "")
    # Marking version 0 does not cover raising the floor over version 1 as well.
    code, _, out = check_edit(
        tmp_path, capsys, set_key("", "validVersions", "2-3"), old_doc=old_doc, comments=comments
    )
    assert code == 1
    assert "versions 1 dropped" not in out and "version 1 dropped" in out


def test_a_response_follows_its_requests_deprecation(tmp_path: Path) -> None:
    request = {**copy.deepcopy(BASE), "deprecatedVersions": "0"}
    response = {
        "apiKey": 90,
        "type": "response",
        "name": "PingResponse",
        "validVersions": "0-3",
        "flexibleVersions": "2+",
        "fields": [{"name": "ErrorCode", "type": "int16", "versions": "0+"}],
    }
    write(tmp_path / "old", request)
    write(tmp_path / "old", response)
    write(tmp_path / "new", {**request, "validVersions": "1-3"})
    write(tmp_path / "new", {**response, "validVersions": "1-3"})
    assert check(load_schemas(tmp_path / "old"), load_schemas(tmp_path / "new")) == []


def test_the_unstable_latest_version_may_change(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Kafka does not release a version marked latestVersionUnstable: it may change or go.
    unstable = {**copy.deepcopy(BASE), "latestVersionUnstable": True}
    code, _, out = check_edit(
        tmp_path, capsys, set_key("", "validVersions", "0-2"), drop("Reason"), old_doc=unstable
    )
    assert (code, out) == (0, "")
    # Once released (no longer marked), the same edit breaks it.
    code, found, _ = check_edit(tmp_path, capsys, set_key("", "validVersions", "0-2"))
    assert found == {("PingRequest", "validVersions", "top-version-lowered")}


def test_a_removed_message_and_a_new_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / "old", BASE)
    write(tmp_path / "new", {**copy.deepcopy(BASE), "name": "PongRequest", "apiKey": 91})
    code = cli_main(["codegen", "check-evolution", str(tmp_path / "old"), str(tmp_path / "new")])
    out = capsys.readouterr().out
    assert code == 1
    assert out == "PingRequest (message): message-removed: in OLD, not in NEW\n"


def test_removal_notes_read_kafkas_sentences() -> None:
    text = """
    // Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
    // Version 3 adds a field. Version 4 removes the retention time.
    // Version 7 was used for early access of KIP-932 in Apache Kafka 4.0 but removed in 4.1.
    "about": "Version 9 was removed"
    """
    assert removal_notes(text) == (frozenset({0, 1, 7}), False)
    assert removal_notes("  // This request was removed in Apache Kafka 4.0.\n") == (
        frozenset(),
        True,
    )


@pytest.mark.parametrize("path", sorted(SCHEMAS.glob("*.json")), ids=lambda p: p.stem)
def test_each_top_level_field_of_our_schemas_cannot_vanish(path: Path, tmp_path: Path) -> None:
    doc = read_schema_file(path)
    old = load_schemas(SCHEMAS)
    valid = Versions.parse(str(doc["validVersions"]))
    assert valid is not None and valid.high is not None
    released = range(valid.low, valid.high + (0 if doc.get("latestVersionUnstable") else 1))
    for entry in doc.get("fields", []):
        edited = copy.deepcopy(doc)
        edited["fields"] = [f for f in doc["fields"] if f["name"] != entry["name"]]
        write(tmp_path / entry["name"], edited)
        found = check({doc["name"]: old[doc["name"]]}, load_schemas(tmp_path / entry["name"]))
        lines = {(v.message, v.path, v.rule) for v in found}
        versions = Versions.parse(str(entry.get("versions", entry.get("taggedVersions"))))
        if any(versions is not None and v in versions for v in released):
            assert lines == {(doc["name"], entry["name"], "field-removed")}, found
        else:  # only in the unreleased latest version, which may still change
            assert lines == set(), found


def test_our_schemas_are_compatible_with_themselves() -> None:
    schemas = load_schemas(SCHEMAS)
    assert len(schemas) >= 78
    assert check(schemas, schemas) == []


# ---------------------------------------------------------------- the command line


def test_unreadable_inputs_exit_2(tmp_path: Path) -> None:
    write(tmp_path / "good", BASE)
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "Broken.json").write_text("{ not json", encoding="utf-8")
    for old, new in (
        (tmp_path / "missing", tmp_path / "good"),
        (tmp_path / "good", tmp_path / "missing"),
        (tmp_path / "good", tmp_path / "bad"),
    ):
        result = run(str(old), str(new), cwd=tmp_path)
        assert result.returncode == 2, result
        assert result.stdout == ""
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
        cwd=repo,
        check=True,
        capture_output=True,
    )


def test_old_from_a_git_revision(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    write(repo / "schemas", BASE)
    (repo / "schemas" / "README.md").write_text("not a schema\n", encoding="utf-8")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "one")
    # Only one commit: there is no HEAD~1 to compare against.
    lonely = run("HEAD~1", "schemas", cwd=repo)
    assert lonely.returncode == 2 and "no git revision 'HEAD~1'" in lonely.stderr
    allowed = run("--allow-missing-old", "HEAD~1", "schemas", cwd=repo)
    assert allowed.returncode == 0 and "nothing to compare against" in allowed.stderr
    # A bad edit, committed: the previous commit's schemas say what it broke.
    broken = copy.deepcopy(BASE)
    field(broken, "TimeoutMs")["type"] = "int64"
    write(repo / "schemas", broken)
    git(repo, "commit", "-q", "-am", "two")
    result = run("HEAD~1", ".", cwd=repo / "schemas")  # from a subdirectory too
    assert result.returncode == 1, result.stderr
    assert parse(result.stdout) == {("PingRequest", "TimeoutMs", "field-type-changed")}
    assert run("HEAD", "schemas", cwd=repo).returncode == 0
    # REV:DIR reads another directory; a revision without it has nothing to compare.
    assert run("HEAD:schemas", "schemas", cwd=repo).returncode == 0
    missing = run("--allow-missing-old", "HEAD:elsewhere", "schemas", cwd=repo)
    assert missing.returncode == 0 and "has no directory elsewhere/" in missing.stderr


def test_our_schemas_against_the_previous_commit() -> None:
    """What ``tox -e evolution`` runs, from the repository's top."""
    result = run("--allow-missing-old", "HEAD~1", "schemas", cwd=SCHEMAS.parent)
    assert result.returncode == 0, result.stdout + result.stderr


# ---------------------------------------------------------------- explained changes

#: A coordinator record in Kafka 4.0's form: the key's versions are the record types (here two,
#: as OffsetCommitKey's 0-1 were), the value's versions its own.
OLD_KEY: dict[str, Any] = {
    "type": "data",
    "name": "CommitKey",
    "validVersions": "0-1",
    "flexibleVersions": "none",
    "fields": [
        {"name": "group", "type": "string", "versions": "0-1"},
        {"name": "partition", "type": "int32", "versions": "0-1"},
    ],
}
OLD_VALUE: dict[str, Any] = {
    "type": "data",
    "name": "CommitValue",
    "validVersions": "0-1",
    "flexibleVersions": "none",
    "fields": [
        {"name": "offset", "type": "int64", "versions": "0+"},
        {"name": "stamp", "type": "int64", "versions": "1+"},
    ],
}


def in_api_key_form(doc: dict[str, Any], record_type: int, name: str) -> dict[str, Any]:
    """Kafka 4.1's form of a record schema: apiKey, coordinator-key/-value, key version 0."""
    converted = copy.deepcopy(doc)
    converted["name"] = name
    converted["apiKey"] = record_type
    if name.endswith("Key"):
        converted["type"] = "coordinator-key"
        converted["validVersions"] = "0"
        for entry in converted["fields"]:
            entry["versions"] = "0"
    else:
        converted["type"] = "coordinator-value"
    return converted


def run_dirs(tmp_path: Path, old: list[dict[str, Any]], new: list[dict[str, Any]]) -> Any:
    for doc in old:
        write(tmp_path / "old", doc)
    for doc in new:
        write(tmp_path / "new", doc)
    return run(str(tmp_path / "old"), str(tmp_path / "new"))


def test_the_change_of_record_form_is_explained_not_reported(tmp_path: Path) -> None:
    new = [
        in_api_key_form(OLD_KEY, 1, "CommitKey"),
        in_api_key_form(OLD_VALUE, 1, "CommitValue"),
        in_api_key_form(OLD_KEY, 0, "OldCommitKey"),
        in_api_key_form(OLD_VALUE, 0, "OldCommitValue"),
    ]
    result = run_dirs(tmp_path, [OLD_KEY, OLD_VALUE], new)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""
    assert (
        "note: CommitKey: record type 1, written in key-version form in OLD and api-key form in "
        "NEW (the same bytes): compared as one record"
    ) in result.stderr
    assert "note: CommitKey: its record type 0 is OldCommitKey in NEW" in result.stderr


def test_a_record_type_without_a_key_in_new_is_a_violation(tmp_path: Path) -> None:
    new = [in_api_key_form(OLD_KEY, 1, "CommitKey"), in_api_key_form(OLD_VALUE, 1, "CommitValue")]
    result = run_dirs(tmp_path, [OLD_KEY, OLD_VALUE], new)
    assert result.returncode == 1
    assert parse(result.stdout) == {("CommitKey", "validVersions", "record-type-removed")}
    assert "no key in NEW for 0" in result.stdout


def test_a_changed_layout_is_still_reported_across_forms(tmp_path: Path) -> None:
    value = in_api_key_form(OLD_VALUE, 1, "CommitValue")
    value["fields"][1]["type"] = "int32"
    new = [in_api_key_form(OLD_KEY, 1, "CommitKey"), value]
    new += [in_api_key_form(OLD_KEY, 0, "OldKey"), in_api_key_form(OLD_VALUE, 0, "OldValue")]
    result = run_dirs(tmp_path, [OLD_KEY, OLD_VALUE], new)
    assert result.returncode == 1
    assert parse(result.stdout) == {("CommitValue", "stamp", "field-type-changed")}


@pytest.mark.parametrize(
    "mark",
    [
        "This schema is subject to non-backwards-compatible changes.",
        "It was still under development when this layout was fixed; it may change incompatibly.",
    ],
)
def test_a_schema_marked_as_a_preview_may_change(mark: str, tmp_path: Path) -> None:
    changed = copy.deepcopy(BASE)
    set_key("TimeoutMs", "type", "int64")(changed)
    old_dir = tmp_path / "old"
    old_dir.mkdir()
    write(old_dir, BASE, (mark,))
    write(tmp_path / "new", changed)
    result = run(str(old_dir), str(tmp_path / "new"))
    assert result.returncode == 0, result.stdout
    assert result.stdout == ""
    assert (
        "note: PingRequest TimeoutMs: field-type-changed: int32 -> int64 (allowed: OLD's file "
        "marks PingRequest as a preview)"
    ) in result.stderr
    # The mark of the new file does not count: the old one promised nothing.
    write(old_dir, BASE)
    write(tmp_path / "new", changed, (mark,))
    assert run(str(old_dir), str(tmp_path / "new")).returncode == 1


def test_a_rename_the_new_file_notes_is_explained_not_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Kafka renames a field now and then (4.4: TxnOffsetCommit's GenerationId); the bytes stay,
    code and JSON change. Noted in the new file, the rename is a note; unnoted, it is reported."""
    rename = set_key("TimeoutMs", "name", "TimeoutMillis")
    code, found, _ = check_edit(tmp_path, capsys, rename)
    assert code == 1
    assert found == {
        ("PingRequest", "TimeoutMs", "field-removed"),
        ("PingRequest", "TimeoutMillis", "field-added-to-existing-version"),
    }
    noted = ("Kafka renamed TimeoutMs to TimeoutMillis (the same bytes).",)
    code, found, _ = check_edit(tmp_path, capsys, rename, comments=noted)
    assert (code, found) == (0, set())
    new = load_schemas(tmp_path / "new")
    _, notes = check_with_notes(load_schemas(tmp_path / "old"), new)
    assert notes == [
        "PingRequest TimeoutMillis: renamed from TimeoutMs, the same bytes in versions 0-3 "
        "(allowed: NEW's file says Kafka renamed it); code and JSON use the new name"
    ]
    # The note covers the name only: a renamed field that also changes its bytes is reported.
    code, found, _ = check_edit(
        tmp_path, capsys, rename, set_key("TimeoutMillis", "type", "int64"), comments=noted
    )
    assert (code, found) == (1, {("PingRequest", "TimeoutMillis", "field-type-changed")})


def test_a_renamed_fields_old_name_may_go_to_a_new_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Kafka 4.4's StreamsGroupHeartbeatResponse: v0's int32 AcceptableRecoveryLag became
    AcceptableRecoveryLagLegacy, and the name went to an int64 of the new version."""
    edits = (
        set_key("", "validVersions", "0-4"),
        set_key("TimeoutMs", "name", "TimeoutMsLegacy"),
        set_key("TimeoutMsLegacy", "versions", "0-3"),
        add({"name": "TimeoutMs", "type": "int64", "versions": "4+"}),
    )
    code, found, _ = check_edit(tmp_path, capsys, *edits)
    assert code == 1 and ("PingRequest", "TimeoutMs", "field-type-changed") in found
    noted = ("Kafka renamed TimeoutMs to TimeoutMsLegacy; v4's int64 took the name.",)
    code, found, _ = check_edit(tmp_path, capsys, *edits, comments=noted)
    assert (code, found) == (0, set())
    # Against itself, the new set is compatible: the note pairs nothing there.
    assert check(load_schemas(tmp_path / "new"), load_schemas(tmp_path / "new")) == []


def test_a_changed_default_the_new_file_notes_is_explained_unless_tagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    change = set_key("TimeoutMs", "default", "0")
    noted = ("The default of TimeoutMs changed from -1 to 0, as Kafka's did.",)
    code, found, _ = check_edit(tmp_path, capsys, change, comments=noted)
    assert (code, found) == (0, set())
    # A tagged field's default decides whether it is written: the note does not cover it.
    tagged = set_key("ClusterId", "default", "")
    noted = ("The default of ClusterId changed.",)
    code, found, _ = check_edit(tmp_path, capsys, tagged, comments=noted)
    assert (code, found) == (1, {("PingRequest", "ClusterId", "default-changed")})


def test_rename_and_default_notes_read_our_sentences() -> None:
    text = (
        "// v6: topics by ID.\n//\n// Kafka 4.4 renamed GenerationId to\n"
        "// GenerationIdOrMemberEpoch (the same bytes). The default of Status\n"
        "// changed from null to an empty list.\n{}\n"
    )
    assert rename_notes(text) == {"GenerationId": "GenerationIdOrMemberEpoch"}
    assert default_notes(text) == frozenset({"Status"})
    assert rename_notes('{ "about": "renamed A to B" }') == {}  # only comments count
