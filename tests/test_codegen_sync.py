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
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgroup_proto.cli import main as cli_main
from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.jsonc import parse
from kgroup_proto.codegen.load import load_directory, read_schema_file
from kgroup_proto.codegen.sync import missing_descriptions, plan, upstream_files, write
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
    # What is listed but left alone is only the old versions we keep and Kafka dropped.
    listed = {str(c).split(":")[0] for changes in result.changes.values() for c in changes}
    assert listed == {"validVersions"}
