"""The DSL loader, the DSL and JSON writers, and ``kgroup-proto codegen`` on DSL directories."""

from __future__ import annotations

import shutil
from pathlib import Path

import attrs
import pytest

from kgroup_proto.codegen.__main__ import main as codegen_main
from kgroup_proto.codegen.errors import SchemaError
from kgroup_proto.codegen.load import load_directory, load_json_schema
from kgroup_proto.codegen.load_dsl import load_dsl_text
from kgroup_proto.codegen.render import render_package
from kgroup_proto.codegen.spec import Field, FieldType, Message, Versions
from kgroup_proto.codegen.write_dsl import write_dsl
from kgroup_proto.codegen.write_json import write_json
from tests.conftest import FRANZ_DSL, REPO, SCHEMAS

needs_franz = pytest.mark.skipif(
    not FRANZ_DSL.is_dir(), reason=f"franz-go DSL definitions not found at {FRANZ_DSL}"
)

PING_PAIR = """\
// Asks the coordinator whether a group exists.
//
// Version 3 adds the member list.
PingGroupRequest => key 250, max version 3, flexible v2+, group coordinator
  // The group to look up.
  Group: string
  // Milliseconds to wait; -1 waits for the default.
  WaitMillis: int32(-1) // v1+
  Labels: nullable[string] // v2+
  Members: nullable-v3+[=>]
    MemberID: string
    Rack: nullable-string
    Partitions: [int32]
  Note: nullable-string-v2+
  Trace: uuid // tag 0
  Hint: int64(-1) // v3+, tag 1

PingGroupResponse =>
  ThrottleMillis(2) // v1+
  ErrorCode: int16
  Owner: nullable=>
    NodeID: int32
    Where: Endpoint
  Previous: Endpoint // v3+
  State: enum-PingState
"""
ENDPOINT = """\
Endpoint => not top level, no encoding
  Host: string
  Port: int32
"""
STATE_ENUM = """\
// What a group is doing.
PingState int8 (
  // Nobody is in the group.
  0: EMPTY
  1: STABLE
)
"""
RECORD = """\
PingRecordValue => not top level, with version field, flexible v1+
  Version: int16
  Group: string
  Since: int64 // v1+
  Extra: bool // tag 0
"""
EXAMPLE = "\n".join((PING_PAIR, ENDPOINT, STATE_ENUM, RECORD))


def _example() -> dict[str, Message]:
    return {m.name: m for m in load_dsl_text(EXAMPLE, "example.dsl").messages}


def _field(name: str, type_: str, versions: str, **extra: object) -> Field:
    return Field(
        name=name,
        type=FieldType.parse(type_),
        versions=Versions.parse(versions),
        **extra,  # type: ignore[arg-type]
    )


def _wire(field: Field) -> Field:
    """The field without its prose, for comparisons."""
    return attrs.evolve(field, about="")


def test_request_header_fields_and_nesting() -> None:
    request = _example()["PingGroupRequest"]
    assert (request.type, request.api_key) == ("request", 250)
    assert request.valid_versions == Versions(0, 3)
    assert request.flexible_versions == Versions(2, None)
    assert request.about == (
        "Asks the coordinator whether a group exists.\n\nVersion 3 adds the member list."
    )
    v2 = Versions(2, None)
    assert [_wire(f) for f in request.root.fields] == [
        _field("Group", "string", "0+"),
        _field("WaitMillis", "int32", "1+", default="-1"),
        _field("Labels", "[]string", "2+", nullable_versions=v2, default="null"),
        _field("Members", "[]PingGroupRequestMember", "0+", nullable_versions=Versions(3, None)),
        _field("Note", "string", "0+", nullable_versions=v2),
        _field("Trace", "uuid", "2+", tagged_versions=v2, tag=0),
        _field("Hint", "int64", "3+", tagged_versions=Versions(3, None), tag=1, default="-1"),
    ]
    assert request.root.fields[1].about == "Milliseconds to wait; -1 waits for the default."
    member = request.struct("PingGroupRequestMember")
    assert [_wire(f) for f in member.fields] == [
        _field("MemberID", "string", "0+"),
        _field("Rack", "string", "0+", nullable_versions=Versions(0, None), default="null"),
        _field("Partitions", "[]int32", "0+"),
    ]


def test_response_follows_its_request_and_shares_named_structs() -> None:
    response = _example()["PingGroupResponse"]
    assert (response.type, response.api_key) == ("response", 250)
    assert response.valid_versions == Versions(0, 3)
    assert response.flexible_versions == Versions(2, None)
    assert [s.name for s in response.structs] == [
        "PingGroupResponse",
        "PingGroupResponseOwner",
        "Endpoint",
    ]
    throttle, error, owner, previous, state = response.root.fields
    assert _wire(error) == _field("ErrorCode", "int16", "0+")
    assert _wire(throttle) == _field("ThrottleMillis", "int32", "1+")
    assert "From version 2 on, the broker sends the response first" in throttle.about
    assert _wire(owner) == _field(
        "Owner", "PingGroupResponseOwner", "0+", nullable_versions=Versions(0, None), default="null"
    )
    assert _wire(previous) == _field("Previous", "Endpoint", "3+")
    assert _wire(state) == _field("State", "int8", "0+")
    assert state.about.endswith("PingState: 0 EMPTY, 1 STABLE.")
    assert [f.name for f in response.struct("Endpoint").fields] == ["Host", "Port"]


def test_versioned_record_drops_its_version_prefix_and_infers_versions() -> None:
    record = _example()["PingRecordValue"]
    assert (record.type, record.api_key) == ("data", None)
    assert record.valid_versions == Versions(0, 1)
    assert [_wire(f) for f in record.root.fields] == [
        _field("Group", "string", "0+"),
        _field("Since", "int64", "1+"),
        _field("Extra", "bool", "1+", tagged_versions=Versions(1, None), tag=0),
    ]


def test_no_encoding_structs_and_enums_are_not_messages() -> None:
    schemas = load_dsl_text(EXAMPLE, "example.dsl")
    assert sorted(m.name for m in schemas.messages) == [
        "PingGroupRequest",
        "PingGroupResponse",
        "PingRecordValue",
    ]
    (enum,) = schemas.enums
    assert (enum.name, enum.type, enum.about) == ("PingState", "int8", "What a group is doing.")
    assert [(v.value, v.name, v.about) for v in enum.values] == [
        (0, "EMPTY", "Nobody is in the group."),
        (1, "STABLE", ""),
    ]


HEAD = "FooRequest => key 1, max version 2, flexible v1+\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Foo => key 1, max verson 2\n", "example.dsl:1: expected modifiers such as 'key 11'"),
        (HEAD + "  Bar string\n", "example.dsl:2: expected a field 'Name: type'"),
        (HEAD + "  Bar: strang\n", "example.dsl:2: expected a type: a primitive"),
        (HEAD + "  Bar: string // v1*\n", "example.dsl:2: expected field annotations"),
        (HEAD + "  Bar: string // v3-v1\n", "example.dsl:2: expected a version range"),
        (HEAD + "  Bar: nullable-v3-v1[int8]\n", "example.dsl:2: expected a version range"),
        (HEAD + "    Bar: string\n", "example.dsl:2: expected a field indented by 2 spaces"),
        (HEAD + "  Bar: [=>]\n  Baz: int8\n", "example.dsl:3: expected the fields of Bar's"),
        (HEAD + "\tBar: string\n", "example.dsl:2: expected indentation by spaces"),
        (HEAD + "  Bar: [nullable-string]\n", "example.dsl:2: expected a type"),
        ("  Bar: string\n", "example.dsl:1: expected a definition starting at the beginning"),
        ("State int8 (\n  1: A\n", "expected ')' closing enum State, found end of file"),
        ("State int8 (\n  A\n)\n", "example.dsl:2: expected an enum value"),
        ("State float64 (\n)\n", "example.dsl:1: expected an integer type for enum State"),
        (HEAD + "  Bar: int8 // tagged v1+\n", "example.dsl:2: expected 'tag N' beside"),
    ],
)
def test_syntax_errors_name_file_line_and_expectation(text: str, message: str) -> None:
    with pytest.raises(SchemaError) as caught:
        load_dsl_text(text, "example.dsl")
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (HEAD + "  Bar: Missing\n", "example.dsl:2: unknown type 'Missing'"),
        (HEAD + "  Bar: enum-Missing\n", "example.dsl:2: unknown enum 'Missing'"),
        ("FooResponse =>\n  A: int8\n", "only a response right after its request"),
        ("FooRequest => key 1\n", "expected 'max version N' beside 'key 1'"),
        ("Foo => key 1, max version 0\n", "must end in Request or Response"),
        ("R => not top level, with version field\n  A: int8\n", "'Version: int16'"),
        (HEAD + "  A: int8\n  A: int16\n", "example.dsl:3: FooRequest.A is defined twice"),
        (HEAD + "  A: int8 // tag 0\n  B: int8 // tag 0\n", "tag 0 of FooRequest.B is already"),
        ("FooRequest => key 1, max version 0\n  A: int8 // tag 0\n", "no flexible versions"),
        (HEAD + "  A: int8 // v0-v0, tag 0\n", "none of its versions is flexible"),
        (HEAD + "  Topic: =>\n    A: int8\n  Topics: [=>]\n    B: int8\n", "[=>]OtherName"),
        ("FooRequest => key 1, max version 0\n" * 2, "FooRequest is also defined at"),
        (HEAD + "  A: Bar\nBar => not top level\n  B: Bar\n", "struct Bar contains itself"),
        (HEAD + "  A: FooRequest\n", "FooRequest cannot be embedded"),
        ("R => not top level, min version 3, max version 1\n", "max version 1 is below min"),
        ("R => not top level, key 3, max version 0\n", "has a key, so it is neither"),
    ],
)
def test_meaning_errors_name_the_definition(text: str, message: str) -> None:
    with pytest.raises(SchemaError) as caught:
        load_dsl_text(text, "example.dsl")
    assert message in str(caught.value)


def test_record_format_definitions_are_reported_not_dropped_silently() -> None:
    text = (
        "Row => not top level\n  Key: varint-bytes\n\n"
        "Batch => not top level\n  Size: int32\n  Body: length-field-minus => Size - 4\n\n"
        "Rows => not top level\n  Rows: [Row]\n\n"
        "Plain => not top level\n  Offset: int64\n"
    )
    schemas = load_dsl_text(text, "records.dsl")
    assert [m.name for m in schemas.messages] == ["Plain"]
    assert [str(s) for s in schemas.skipped] == [
        "records.dsl:1: Row left out: Row.Key has type varint-bytes, a record-format type that "
        "Kafka's message schemas cannot express (records.dsl:2)",
        "records.dsl:4: Batch left out: Batch.Body has type length-field-minus, a record-format "
        "type that Kafka's message schemas cannot express (records.dsl:6)",
        "records.dsl:8: Rows left out: Row.Key has type varint-bytes, a record-format type that "
        "Kafka's message schemas cannot express (records.dsl:2)",
    ]


def test_directory_mixes_formats_by_extension_and_content(tmp_path: Path) -> None:
    shutil.copy(SCHEMAS / "HeartbeatRequest.json", tmp_path / "HeartbeatRequest.json")
    shutil.copy(SCHEMAS / "HeartbeatResponse.json", tmp_path / "heartbeat_response")  # JSON
    (tmp_path / "ping.dsl").write_text(PING_PAIR)  # uses the struct and enum of other files
    (tmp_path / "ping_record").write_text(RECORD)  # DSL, told by its content
    (tmp_path / "endpoint").write_text(ENDPOINT)
    (tmp_path / "states.dsl").write_text(STATE_ENUM)
    (tmp_path / "README.md").write_text("not a schema")
    (tmp_path / ".hidden").write_text("not a schema either {")
    notes: list[str] = []
    messages = load_directory(tmp_path, notes)
    assert [m.name for m in messages] == [
        "HeartbeatRequest",
        "HeartbeatResponse",
        "PingGroupRequest",
        "PingGroupResponse",
        "PingRecordValue",
    ]
    assert notes == []
    assert messages[1].source.endswith("heartbeat_response")


def test_the_same_message_in_both_formats_is_an_error(tmp_path: Path) -> None:
    shutil.copy(SCHEMAS / "HeartbeatRequest.json", tmp_path / "HeartbeatRequest.json")
    (tmp_path / "heartbeat.dsl").write_text("HeartbeatRequest => key 12, max version 0\n")
    with pytest.raises(SchemaError, match="message HeartbeatRequest is also defined in"):
        load_directory(tmp_path)


@needs_franz
def test_franz_group_definitions_load() -> None:
    notes: list[str] = []
    messages = {m.name: m for m in load_directory(FRANZ_DSL, notes)}
    assert len(messages) == 60
    assert [n.split(": ")[1] for n in notes] == ["Header left out", "RecordBatch left out"]
    join = messages["JoinGroupResponse"]
    protocol = next(f for f in join.root.fields if f.name == "Protocol")
    assert (protocol.versions, protocol.nullable_versions) == (Versions(0, None), Versions(7, None))
    fetch = messages["OffsetFetchRequest"].root.fields[1]
    assert (fetch.name, fetch.versions, fetch.nullable_versions) == (
        "Topics",
        Versions(0, 7),
        Versions(2, None),
    )
    api = messages["ApiVersionsResponse"].root.fields
    assert [(f.name, f.tag) for f in api if f.tag is not None] == [
        ("SupportedFeatures", 0),
        ("FinalizedFeaturesEpoch", 1),
        ("FinalizedFeatures", 2),
        ("ZkMigrationReady", 3),
    ]
    state = next(f for f in messages["TxnMetadataValue"].root.fields if f.name == "State")
    assert state.type == FieldType("int8")
    assert "7 PrepareEpochFence" in state.about
    assert messages["OffsetCommitValue"].root.fields[0].name == "Offset"
    describe = messages["ConsumerGroupDescribeResponse"]
    member = describe.struct("ConsumerGroupDescribeResponseGroupMember")
    assignments = [f for f in member.fields if f.type.name == "Assignment"]
    assert [f.name for f in assignments] == ["Assignment", "TargetAssignment"]


def _strip_source(message: Message) -> Message:
    return attrs.evolve(message, source="")


def test_project_schemas_survive_dsl_and_back_to_json(tmp_path: Path) -> None:
    original = load_directory(SCHEMAS)
    dsl_dir, json_dir = tmp_path / "dsl", tmp_path / "json"
    dsl_dir.mkdir()
    json_dir.mkdir()
    for name, text in write_dsl(original).items():
        (dsl_dir / name).write_text(text)
    from_dsl = load_directory(dsl_dir)
    assert [_strip_source(m) for m in from_dsl] == [_strip_source(m) for m in original]
    for name, text in write_json(from_dsl).items():
        (json_dir / name).write_text(text)
    from_json = load_directory(json_dir)
    assert [_strip_source(m) for m in from_json] == [_strip_source(m) for m in original]
    # Same spec, so the same generated code: only the module's "generated from" line differs.
    theirs = render_package(from_dsl, "kgroup_proto")
    for path, text in render_package(original, "kgroup_proto").items():
        assert theirs[path].split("\n", 1)[1] == text.split("\n", 1)[1], path


def test_written_dsl_reads_like_the_franz_format() -> None:
    pair = [load_json_schema(SCHEMAS / f"JoinGroup{kind}.json") for kind in ("Request", "Response")]
    files = write_dsl(pair)
    assert list(files) == ["join_group.dsl"]
    lines = files["join_group.dsl"].splitlines()
    assert lines[0] == "JoinGroupRequest => key 11, max version 9, flexible v6+, deprecated v0-v1"
    assert "JoinGroupResponse =>" in lines  # key, versions and flexibility come from the request
    assert "  ProtocolName: nullable-string-v7+" in lines
    assert "  RebalanceTimeoutMs: int32(-1) // v1+, ignorable" in lines
    assert "  GroupInstanceId: nullable-string // v5+" in lines
    assert "  Protocols: [=>]" in lines
    assert "    Name: string // map key" in lines


def test_dsl_files_never_overwrite_each_other() -> None:
    pair = PING_PAIR.replace("PingGroup", "Ping")
    text = "\n".join((pair, ENDPOINT, STATE_ENUM, "Ping => not top level\n  A: int8\n"))
    messages = list(load_dsl_text(text, "ping.dsl").messages)
    files = write_dsl(messages)
    assert sorted(files) == ["ping.dsl", "ping_.dsl"]
    again = load_dsl_text("\n".join(files.values()), "again.dsl").messages
    assert [_strip_source(m) for m in again] == [_strip_source(m) for m in messages]


def test_cli_converts_both_ways_and_generates_the_same_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dsl, json_dir = tmp_path / "dsl", tmp_path / "json"
    assert codegen_main(["--schemas", str(SCHEMAS), "--write-dsl", str(dsl)]) == 0
    assert codegen_main(["--schemas", str(dsl), "--write-json", str(json_dir)]) == 0
    assert sorted(p.name for p in json_dir.iterdir()) == sorted(
        p.name for p in SCHEMAS.glob("*.json")
    )
    for out, schemas in (("direct", SCHEMAS), ("via_dsl", json_dir)):
        args = ["--schemas", str(schemas), "--output", str(tmp_path / out), "--package", "pkg"]
        assert codegen_main(args) == 0
    direct = sorted((tmp_path / "direct").rglob("*.py"))
    via_dsl = sorted((tmp_path / "via_dsl").rglob("*.py"))
    assert [p.relative_to(tmp_path / "direct") for p in direct] == [
        p.relative_to(tmp_path / "via_dsl") for p in via_dsl
    ]
    for a, b in zip(direct, via_dsl, strict=True):
        assert a.read_bytes() == b.read_bytes(), a.name
    assert "wrote" in capsys.readouterr().out


def test_cli_reports_dsl_errors_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "bad.dsl").write_text(HEAD + "  Bar: strang\n")
    assert codegen_main(["--schemas", str(tmp_path), "--write-json", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"kgroup-proto: error: {tmp_path / 'bad.dsl'}:2: expected a type")
    assert "Traceback" not in err


def test_cli_needs_output_and_package_unless_converting(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as caught:
        codegen_main(["--schemas", str(SCHEMAS)])
    assert caught.value.code == 2
    assert "--output and --package are required" in capsys.readouterr().err


def test_cli_notes_left_out_definitions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "misc").write_text("Row => not top level\n  Key: varint-string\n")
    (tmp_path / "ping.dsl").write_text("PingRequest => key 9, max version 0\n  A: int8\n")
    assert codegen_main(["--schemas", str(tmp_path), "--write-json", str(tmp_path / "o")]) == 0
    assert "note: " in capsys.readouterr().err
    assert sorted(p.name for p in (tmp_path / "o").iterdir()) == ["PingRequest.json"]


def test_docstrings_carry_the_dsl_comments() -> None:
    messages = list(load_dsl_text(EXAMPLE, "ping.dsl").messages)
    module = render_package(messages, "pkg")["messages/ping_group_request.py"]
    assert "Asks the coordinator whether a group exists. Version 3 adds the member list." in module
    assert "wait_millis: Milliseconds to wait; -1 waits for the default." in module


def test_the_docs_example_means_its_json(tmp_path: Path) -> None:
    doc = (REPO / "docs" / "dsl.md").read_text(encoding="utf-8")
    dsl_text = doc.split("```text\n", 1)[1].split("```", 1)[0]
    json_text = doc.split("```json\n", 1)[1].split("```", 1)[0]
    (tmp_path / "HeartbeatRequest.json").write_text(json_text)
    from_json = load_json_schema(tmp_path / "HeartbeatRequest.json")
    from_dsl = {m.name: m for m in load_dsl_text(dsl_text, "dsl.md").messages}
    assert _strip_source(from_dsl["HeartbeatRequest"]) == _strip_source(from_json)
    throttle = from_dsl["HeartbeatResponse"].root.fields[0]
    assert (throttle.name, throttle.versions) == ("ThrottleMillis", Versions(1, None))


def test_a_comment_belongs_to_the_field_below_it_whatever_its_indentation() -> None:
    text = HEAD + "  A: [=>]\n    B: int8\n// About C.\n    // More about C.\n  C: int8\n"
    (message,) = load_dsl_text(text, "example.dsl").messages
    assert [(f.name, f.about) for f in message.root.fields] == [
        ("A", ""),
        ("C", "About C.\nMore about C."),
    ]
    assert [f.name for f in message.struct("FooRequestA").fields] == ["B"]
