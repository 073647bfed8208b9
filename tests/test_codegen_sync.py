"""``kgroup-proto codegen sync``: what upstream has that our schemas lack, written in place.

Small hand-made trees check each kind of change and how it is written; a property test takes
our real schemas, removes fields and newer versions from a copy, and checks that a sync from the
originals brings back exactly what was removed; the real run checks that schemas/ is up to date
with Kafka 4.2's tree and with kafka-python's copy of Kafka 4.3's files.
"""

from __future__ import annotations

import copy
import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgroup_proto.cli import main as cli_main
from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.jsonc import parse
from kgroup_proto.codegen.load import load_directory, read_schema_file
from kgroup_proto.codegen.sync import (
    KAFKA_ARTIFACTS,
    SyncError,
    maven_jars,
    missing_descriptions,
    plan,
    upstream_files,
    write,
)
from tests.conftest import KAFKA_SCHEMAS, SCHEMAS, needs_shared
from tests.test_schema_reference import differences

#: kafka-python ships Kafka 4.3's message JSON as package data.
KAFKA_PYTHON = Path(__import__("kafka").__file__).parent / "protocol" / "schemas" / "resources"

OURS = """\
// Ping (key 90): our own words about it.
//
// v1: adds the member id.
{
  "apiKey": 90,
  "type": "request",
  "name": "PingRequest",
  "validVersions": "0-1",
  "flexibleVersions": "1+",
  "latestVersionUnstable": true,
  "fields": [
    { "name": "GroupId", "type": "string", "versions": "0+",
      "about": "Our group." },
    // The member's id, as the coordinator gave it.
    { "name": "MemberId", "type": "string", "versions": "1+",
      "about": "Our member." },
    { "name": "Topics", "type": "[]PingTopic", "versions": "0+",
      "about": "Our topics.", "fields": [
      { "name": "Name", "type": "string", "versions": "0+",
        "about": "Our topic name." }
    ]}
  ]
}
"""

UPSTREAM: dict[str, Any] = {
    "apiKey": 90,
    "type": "request",
    "name": "PingRequest",
    "validVersions": "0-3",
    "flexibleVersions": "1+",
    "fields": [
        {"name": "GroupId", "type": "string", "versions": "0+", "about": "Kafka's words."},
        {"name": "MemberId", "type": "string", "versions": "1+", "about": "Kafka's words."},
        {
            "name": "Epoch",
            "type": "int32",
            "versions": "2+",
            "default": -1,
            "about": "Kafka's words.",
        },
        {
            "name": "Topics",
            "type": "[]PingTopic",
            "versions": "0+",
            "about": "Kafka's words.",
            "fields": [
                {
                    "name": "Name",
                    "type": "string",
                    "versions": "0-2",
                    "ignorable": True,
                    "about": "Kafka's words.",
                },
                {"name": "TopicId", "type": "uuid", "versions": "3+", "about": "Kafka's words."},
                {"name": "Owners", "type": "[]Owner", "versions": "3+", "about": "Kafka's."},
            ],
        },
        {
            "name": "Rack",
            "type": "string",
            "versions": "1+",
            "taggedVersions": "1+",
            "tag": 0,
            "nullableVersions": "1+",
            "default": "null",
            "about": "Kafka's words.",
        },
    ],
    "commonStructs": [
        {
            "name": "Owner",
            "versions": "0+",
            "fields": [{"name": "MemberEpoch", "type": "int32", "versions": "0+", "about": "K."}],
        }
    ],
}


def setup(tmp_path: Path, ours: str = OURS, upstream: Any = UPSTREAM) -> tuple[Path, Path]:
    project, theirs = tmp_path / "schemas", tmp_path / "upstream"
    project.mkdir()
    theirs.mkdir()
    (project / "PingRequest.json").write_text(ours, encoding="utf-8")
    docs = upstream if isinstance(upstream, list) else [upstream]
    for doc in docs:
        (theirs / f"{doc['name']}.json").write_text(json.dumps(doc, indent=2), encoding="utf-8")
    return project, theirs


def test_every_kind_of_change_is_listed(tmp_path: Path) -> None:
    project, upstream = setup(tmp_path)
    result = plan(project, upstream)
    assert [str(change) for change in result.changes["PingRequest"]] == [
        "validVersions: 0-1 -> 0-3: new versions 2-3",
        "latestVersionUnstable: v3 is stable upstream",
        "Epoch: new field: int32, versions 2+",
        "Topics.Name: versions: 0+ -> 0-2",
        "Topics.Name: ignorable: absent -> true",
        "Topics.TopicId: new field: uuid, versions 3+",
        "Topics.Owners: new field: []Owner, versions 3+",
        "Rack: new field: string, versions 1+, tagged 1+ as tag 0, nullable 1+",
        "commonStructs.Owner: new common struct",
    ]
    assert result.new_messages == [] and result.not_shipped == []


def test_apply_writes_the_structure_and_keeps_our_words(tmp_path: Path) -> None:
    project, upstream = setup(tmp_path)
    write(plan(project, upstream))
    text = (project / "PingRequest.json").read_text(encoding="utf-8")
    # Comments and our descriptions stay; none of Kafka's prose comes in.
    assert text.startswith("// Ping (key 90): our own words about it.\n")
    assert "    // The member's id, as the coordinator gave it.\n" in text
    assert '"about": "Our topic name."' in text
    assert "Kafka" not in text.replace("// Ping (key 90)", "")
    # New fields sit where upstream has them, in our layout, with empty descriptions.
    assert (
        '    { "name": "Epoch", "type": "int32", "versions": "2+", "default": "-1",\n'
        '      "about": "" },\n'
        '    { "name": "Topics"'
    ) in text
    assert (
        '      { "name": "Name", "type": "string", "versions": "0-2", "ignorable": true,\n'
        '        "about": "Our topic name." },\n'
        '      { "name": "TopicId", "type": "uuid", "versions": "3+",\n'
        '        "about": "" },\n'
    ) in text
    assert '"latestVersionUnstable"' not in text
    # Structurally it is now upstream's schema.
    assert differences(read_schema_file(project / "PingRequest.json"), UPSTREAM) == []
    assert missing_descriptions(project) == [
        "PingRequest.json: Epoch has no description",
        "PingRequest.json: Topics.TopicId has no description",
        "PingRequest.json: Topics.Owners has no description",
        "PingRequest.json: Rack has no description",
        "PingRequest.json: Owner.MemberEpoch has no description",
    ]
    # A second sync finds nothing left to do.
    again = plan(project, upstream)
    assert again.changes == {} and again.files == {}


def test_versions_only_we_have_are_kept(tmp_path: Path) -> None:
    upstream = copy.deepcopy(UPSTREAM)
    upstream["validVersions"] = "1-3"
    project, theirs = setup(tmp_path, upstream=upstream)
    result = plan(project, theirs)
    kept = [c for c in result.changes["PingRequest"] if not c.applied]
    assert [str(c) for c in kept] == [
        "validVersions: upstream no longer has version 0; kept here (left as it is)"
    ]
    write(result)
    doc = read_schema_file(project / "PingRequest.json")
    assert doc["validVersions"] == "0-3"
    # Name was in v0 here: merged version by version, it stays there.
    topics = next(f for f in doc["fields"] if f["name"] == "Topics")
    assert topics["fields"][0]["versions"] == "0-2"


def test_a_changed_struct_name_is_listed_not_applied(tmp_path: Path) -> None:
    upstream = copy.deepcopy(UPSTREAM)
    upstream["fields"][3]["type"] = "[]Topic"
    project, theirs = setup(tmp_path, upstream=upstream)
    result = plan(project, theirs)
    assert "Topics: type []PingTopic here, []Topic upstream (left as it is)" in [
        str(c) for c in result.changes["PingRequest"]
    ]


def test_new_messages_beside_ours_and_others_left_out(tmp_path: Path) -> None:
    response = {"apiKey": 90, "type": "response", "name": "PingResponse", "validVersions": "0",
                "flexibleVersions": "none", "fields": []}  # fmt: skip
    other = {"apiKey": 91, "type": "request", "name": "PongRequest", "validVersions": "0",
             "flexibleVersions": "none", "fields": []}  # fmt: skip
    project, upstream = setup(tmp_path, upstream=[UPSTREAM, response, other])
    result = plan(project, upstream)
    assert result.new_messages == ["PingResponse"]  # the other half of a pair we ship
    assert result.not_shipped == ["PongRequest"]
    named = plan(project, upstream, add=["PongRequest"], only_named=True)
    assert named.new_messages == ["PongRequest"]
    with pytest.raises(ValueError, match="no message named Nope"):
        plan(project, upstream, add=["Nope"])


RECORD_KEY = {"apiKey": 7, "type": "coordinator-key", "name": "ThingKey", "validVersions": "0",
              "flexibleVersions": "none",
              "fields": [{"name": "GroupId", "type": "string", "versions": "0"}]}  # fmt: skip
RECORD_VALUE = {"apiKey": 7, "type": "coordinator-value", "name": "ThingValue",
                "validVersions": "0", "flexibleVersions": "0+",
                "fields": [{"name": "Epoch", "type": "int32", "versions": "0+"}]}  # fmt: skip
OUR_RECORD_KEY = """\
{
  "type": "data",
  "name": "OtherKey",
  "validVersions": "3",
  "flexibleVersions": "none",
  "fields": [
    { "name": "GroupId", "type": "string", "versions": "3",
      "about": "Our group." }
  ]
}
"""


def test_records_come_in_the_form_we_write_them_in(tmp_path: Path) -> None:
    project, upstream = setup(tmp_path, upstream=[UPSTREAM, RECORD_KEY, RECORD_VALUE])
    (project / "OtherKey.json").write_text(OUR_RECORD_KEY, encoding="utf-8")
    (project / "OtherValue.json").write_text(
        OUR_RECORD_KEY.replace("OtherKey", "OtherValue").replace('"3"', '"0"'), encoding="utf-8"
    )
    result = plan(project, upstream)
    # We ship records, so upstream's records belong beside ours.
    assert result.new_messages == ["ThingKey", "ThingValue"]
    write(result)
    key = read_schema_file(project / "ThingKey.json")
    assert key["type"] == "data" and "apiKey" not in key
    assert key["validVersions"] == "7" and key["fields"][0]["versions"] == "7"
    value = read_schema_file(project / "ThingValue.json")
    assert value["type"] == "data" and value["validVersions"] == "0"
    # The same schemas in Kafka 4.1's form again are Kafka's.
    described = [{**RECORD_KEY["fields"][0], "about": ""}]  # type: ignore[dict-item]
    assert record_forms.to_api_key_form(key, 7) == {**RECORD_KEY, "fields": described}
    assert plan(project, upstream).changes == {}


def test_kafka_source_tree_layout(tmp_path: Path) -> None:
    main = tmp_path / "kafka" / "clients" / "src" / "main" / "resources" / "common" / "message"
    test = tmp_path / "kafka" / "clients" / "src" / "test" / "resources" / "common" / "message"
    coordinator = tmp_path / "kafka" / "group-coordinator" / "src" / "main" / "resources"
    for directory in (main, test, coordinator / "common" / "message"):
        directory.mkdir(parents=True)
        (directory / "X.json").write_text("{}")
    (tmp_path / "kafka" / "build.json").write_text("{}")
    found = {p.relative_to(tmp_path / "kafka").parts[0] for p in upstream_files(tmp_path / "kafka")}
    assert found == {"clients", "group-coordinator"}
    assert len(upstream_files(tmp_path / "kafka")) == 2


def test_command_lists_applies_and_checks_descriptions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project, upstream = setup(tmp_path)
    args = ["codegen", "sync", "--schemas", str(project), "--from", str(upstream)]
    assert cli_main(args) == 0
    out, err = capsys.readouterr()
    assert out.startswith("PingRequest\n  validVersions: 0-1 -> 0-3: new versions 2-3\n")
    assert "1 schemas of" in err and "1 to change, 0 new messages, 0 with differences" in err
    assert (project / "PingRequest.json").read_text(encoding="utf-8") == OURS
    assert cli_main([*args, "--apply"]) == 0
    assert "5 fields have no description yet" in capsys.readouterr().err
    assert cli_main(["codegen", "check-descriptions", str(project)]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines()[0] == "PingRequest.json: Epoch has no description"
    assert "5 fields without a description" in err
    assert cli_main(["codegen", "sync", "--schemas", str(project), "--from", str(tmp_path)]) == 2
    assert "no Kafka message schemas" in capsys.readouterr().err


def make_jar(path: Path, docs: list[dict[str, Any]], prefix: str = "common/message/") -> Path:
    """A jar as Kafka packs its schemas: ``common/message/*.json`` beside class files."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w") as jar:
        jar.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n")
        jar.writestr("org/apache/kafka/common/message/PingRequestData.class", b"\xca\xfe")
        for doc in docs:
            jar.writestr(f"{prefix}{doc['name']}.json", "// comment\n" + json.dumps(doc))
        jar.writestr(f"{prefix}nested/Other.json", "{}")  # not in common/message itself
    return path


def test_a_jar_is_read_as_its_directory_of_schemas(tmp_path: Path) -> None:
    project, upstream = setup(tmp_path)
    jar = make_jar(tmp_path / "kafka-clients.jar", [UPSTREAM])
    from_jar, from_dir = plan(project, [jar]), plan(project, upstream)
    assert from_jar.changes == from_dir.changes and from_jar.files == from_dir.files
    # Several sources are read together; a message in two of them is an error.
    response = {"apiKey": 90, "type": "response", "name": "PingResponse", "validVersions": "0",
                "flexibleVersions": "none", "fields": []}  # fmt: skip
    other = make_jar(tmp_path / "other.jar", [response])
    assert plan(project, [jar, other]).new_messages == ["PingResponse"]
    with pytest.raises(SyncError, match=r"PingRequest is also defined in .*kafka-clients\.jar!/"):
        plan(project, [jar, upstream])
    empty = make_jar(tmp_path / "empty.jar", [UPSTREAM], prefix="elsewhere/")
    with pytest.raises(SyncError, match="no Kafka message schemas"):
        plan(project, [empty])
    (tmp_path / "broken.jar").write_bytes(b"PK\x03\x04 not a zip")
    with pytest.raises(SyncError, match="neither a directory nor a jar"):
        plan(project, [tmp_path / "broken.jar"])


def maven_repo(root: Path, version: str, docs: list[dict[str, Any]]) -> Path:
    """A Maven local repository holding Kafka's four jars of ``version``, the schemas in the
    first."""
    for artifact in KAFKA_ARTIFACTS:
        jar = root / "org" / "apache" / "kafka" / artifact / version / f"{artifact}-{version}.jar"
        make_jar(jar, docs if artifact == "kafka-clients" else [])
    return root


def test_kafka_version_finds_the_jars_in_a_maven_repository(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project, _ = setup(tmp_path)
    repo = maven_repo(tmp_path / "m2", "9.1.0", [UPSTREAM])
    jars = maven_jars("9.1.0", repo)
    assert [p.name for p in jars] == [f"{a}-9.1.0.jar" for a in KAFKA_ARTIFACTS]
    args = ["codegen", "sync", "--schemas", str(project), "--kafka-version", "9.1.0"]
    assert cli_main([*args, "--maven-repo", str(repo)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("PingRequest\n  validVersions: 0-1 -> 0-3: new versions 2-3\n")
    assert "compared with Kafka 9.1.0's jars: 1 to change" in err
    # A version that is not there, or a jar missing, is one line and exit status 2.
    assert cli_main([*args[:-1], "9.2.0", "--maven-repo", str(repo)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Kafka 9.2.0 not found: no jar for kafka-clients" in err
    (
        repo / "org/apache/kafka/kafka-share-coordinator/9.1.0/kafka-share-coordinator-9.1.0.jar"
    ).unlink()
    assert cli_main([*args, "--maven-repo", str(repo)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"kgroup-proto: error: {repo}: Kafka 9.1.0 not found: no jar for kafka-share-coordinator "
        "(looked for org/apache/kafka/kafka-share-coordinator/9.1.0/"
        "kafka-share-coordinator-9.1.0.jar)\n"
    )
    assert cli_main([*args, "--maven-repo", str(tmp_path / "nowhere")]) == 2
    assert "no Maven repository there" in capsys.readouterr().err
    assert cli_main(["codegen", "sync", "--from", str(tmp_path), "--maven-repo", str(repo)]) == 2
    assert "--maven-repo goes with --kafka-version" in capsys.readouterr().err


def renamed_upstream() -> dict[str, Any]:
    """UPSTREAM as a later Kafka has it: MemberId renamed MemberIdOrEpoch (the same string in
    the same place), and v0's GroupId renamed GroupIdLegacy, its name going to a v3 uuid."""
    doc = copy.deepcopy(UPSTREAM)
    fields = doc["fields"]
    fields[1]["name"] = "MemberIdOrEpoch"
    fields[0] = {**fields[0], "name": "GroupIdLegacy", "versions": "0-2"}
    fields.insert(1, {"name": "GroupId", "type": "uuid", "versions": "3+", "about": "K."})
    return doc


def test_a_field_kafka_renamed_is_renamed_with_our_description(tmp_path: Path) -> None:
    project, upstream = setup(tmp_path, upstream=renamed_upstream())
    result = plan(project, upstream)
    changes = [str(c) for c in result.changes["PingRequest"]]
    assert "GroupId: renamed GroupIdLegacy upstream (the same bytes in versions 0-1)" in changes
    assert "MemberId: renamed MemberIdOrEpoch upstream (the same bytes in version 1)" in changes
    assert "GroupId: new field: uuid, versions 3+" in changes
    write(result)
    text = (project / "PingRequest.json").read_text(encoding="utf-8")
    assert '{ "name": "GroupIdLegacy", "type": "string", "versions": "0-2",\n' in text
    assert '"name": "MemberIdOrEpoch"' in text and '"about": "Our member."' in text
    assert differences(read_schema_file(project / "PingRequest.json"), renamed_upstream()) == []
    assert plan(project, upstream).changes == {}


def test_a_rename_our_file_notes_survives_a_sync_from_an_older_kafka(tmp_path: Path) -> None:
    project, newer = setup(tmp_path, upstream=renamed_upstream())
    write(plan(project, newer))
    path = project / "PingRequest.json"
    path.write_text(
        "// Kafka renamed MemberId to MemberIdOrEpoch, then renamed GroupId to GroupIdLegacy.\n"
        + path.read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    older = tmp_path / "older"
    older.mkdir()
    # The Kafka before the renames: v3, where GroupId became a uuid, did not exist yet.
    before = {**copy.deepcopy(UPSTREAM), "validVersions": "0-2"}
    (older / "PingRequest.json").write_text(json.dumps(before), encoding="utf-8")
    # The older Kafka's names are ours renamed: nothing to change, not even GroupId's type.
    assert [str(c) for c in plan(project, older).changes["PingRequest"] if c.applied] == []
    # Without the note, the older name would come back; GroupId, a uuid in v3, which the older
    # Kafka lacks, keeps its type and is listed.
    path.write_text(path.read_text(encoding="utf-8").split("\n", 1)[1], encoding="utf-8")
    changes = [str(c) for c in plan(project, older).changes["PingRequest"]]
    assert "MemberIdOrEpoch: renamed MemberId upstream (the same bytes in versions 1-2)" in changes
    assert (
        "GroupId: type uuid here, string upstream, whose versions lack ours (left as it is)"
        in changes
    )


def test_a_default_kafka_dropped_is_dropped(tmp_path: Path) -> None:
    ours = OURS.replace(
        '"about": "Our group." },',
        '"about": "Our group." },\n    { "name": "Owners", "type": "[]string", "versions": '
        '"0+", "nullableVersions": "0+", "default": "null",\n      "about": "Ours." },',
    )
    upstream = copy.deepcopy(UPSTREAM)
    owners = {"name": "Owners", "type": "[]string", "versions": "0+", "nullableVersions": "0+"}
    upstream["fields"].insert(1, owners)
    project, theirs = setup(tmp_path, ours=ours, upstream=upstream)
    result = plan(project, theirs)
    assert "Owners: default: null -> absent" in [str(c) for c in result.changes["PingRequest"]]
    write(result)
    assert "default" not in read_schema_file(project / "PingRequest.json")["fields"][1]
    # A default our file notes Kafka changed is left as it is, and listed.
    path = project / "PingRequest.json"
    path.write_text("// The default of Owners changed.\n" + ours, encoding="utf-8")
    kept = [c for c in plan(project, theirs).changes["PingRequest"] if c.path == "Owners"]
    assert [(str(c), c.applied) for c in kept] == [
        (
            "Owners: default: null here, absent upstream; the file notes Kafka's change of "
            "default (left as it is)",
            False,
        )
    ]


def test_our_schemas_are_all_described() -> None:
    assert missing_descriptions(SCHEMAS) == []


# ---------------------------------------------------------------- our real schemas


def _field_paths(doc: dict[str, Any]) -> list[tuple[str, ...]]:
    """Every removable field, as the path of names from the body (common structs' fields
    under their struct's name)."""
    paths: list[tuple[str, ...]] = []

    def walk(fields: list[dict[str, Any]], prefix: tuple[str, ...]) -> None:
        for field in fields:
            paths.append((*prefix, field["name"]))
            walk(field.get("fields", []), (*prefix, field["name"]))

    walk(doc["fields"], ())
    for struct in doc.get("commonStructs", []):
        walk(struct["fields"], ("commonStructs", struct["name"]))
    return paths


def _without(doc: dict[str, Any], path: tuple[str, ...]) -> None:
    if path[0] == "commonStructs":
        fields = next(s for s in doc["commonStructs"] if s["name"] == path[1])["fields"]
        path = path[2:]
    else:
        fields = doc["fields"]
    for name in path[:-1]:
        fields = next(f for f in fields if f["name"] == name).get("fields", [])
    fields[:] = [f for f in fields if f["name"] != path[-1]]


JSON_SCHEMAS = sorted(SCHEMAS.glob("*.json"))


@settings(max_examples=40, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_a_sync_brings_back_what_a_copy_lost(tmp_path_factory: Any, data: Any) -> None:
    """Upstream: one of our schemas. Ours: a copy without some fields, written by the JSON
    writer. After a sync, the copy has every field back, in place, with upstream's attributes."""
    path = data.draw(st.sampled_from(JSON_SCHEMAS))
    original = read_schema_file(path)
    paths = _field_paths(original)
    lost = data.draw(st.lists(st.sampled_from(paths), max_size=4, unique=True))
    damaged = copy.deepcopy(original)
    for field_path in sorted(lost, key=len, reverse=True):
        _without(damaged, field_path)
    tmp = tmp_path_factory.mktemp("sync")
    project, upstream = tmp / "ours", tmp / "upstream"
    project.mkdir()
    upstream.mkdir()
    shutil.copy(path, upstream / path.name)
    (project / path.name).write_text(json.dumps(damaged, indent=2), encoding="utf-8")
    write(plan(project, upstream, only_named=True))
    synced = read_schema_file(project / path.name)
    # Common structs that lost every user may go unrestored: they change no bytes.
    found = [d for d in differences(synced, original) if not d.startswith("commonStructs")]
    assert found == []
    parse((project / path.name).read_text(encoding="utf-8"))  # still one JSON document
    assert load_directory(project)[0].name == original["name"]


@needs_shared
@pytest.mark.parametrize("tree", ["4.2-all", "kafka-python"])
def test_our_schemas_are_up_to_date_with_kafka(tree: str) -> None:
    upstream = KAFKA_PYTHON if tree == "kafka-python" else KAFKA_SCHEMAS / tree
    result = plan(SCHEMAS, upstream)
    assert result.new_messages == []
    left = {name: [c for c in changes if c.applied] for name, changes in result.changes.items()}
    assert {name: changes for name, changes in left.items() if changes} == {}
    # What is listed but left alone is only the old versions we keep and Kafka dropped (and the
    # versions Kafka 4.4 added, which these older trees lack), and Kafka 4.4's change of a
    # default, which our file notes.
    listed = {str(c).split(":")[0] for changes in result.changes.values() for c in changes}
    assert listed <= {"validVersions", "Status"}
    status = [
        str(c)
        for c in result.changes.get("StreamsGroupHeartbeatResponse", [])
        if str(c).startswith("Status")
    ]
    assert status == (
        [
            "Status: default: absent here, null upstream; the file notes Kafka's change of "
            "default (left as it is)"
        ]
        if tree == "4.2-all"
        else []
    )
