"""Wire layouts as data: what each version puts on the wire, and the functions named from it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kgroup_proto.codegen.layout import (
    DECODE,
    ENCODE,
    FieldLayout,
    StructLayout,
    module_facts,
    name_functions,
    struct_layout,
)
from kgroup_proto.codegen.load import load_directory
from kgroup_proto.codegen.render import children_first, environment, render_module, struct_usage
from kgroup_proto.codegen.spec import Message, Struct

# Versions 0-1 are the same on the wire; 2 adds a field; 3 is flexible (compact lengths, a tag).
SAMPLE = {
    "apiKey": 9100,
    "type": "request",
    "name": "LayoutRequest",
    "validVersions": "0-3",
    "flexibleVersions": "3+",
    "fields": [
        {"name": "GroupId", "type": "string", "versions": "0+"},
        {"name": "Epoch", "type": "int32", "versions": "2+"},
        {
            "name": "Topics",
            "type": "[]Topic",
            "versions": "0+",
            "fields": [
                {"name": "Name", "type": "string", "versions": "0+"},
                {"name": "Partitions", "type": "[]int32", "versions": "0+"},
            ],
        },
        {
            "name": "Reason",
            "type": "string",
            "versions": "3+",
            "nullableVersions": "3+",
            "taggedVersions": "3+",
            "tag": 0,
            "default": "null",
        },
    ],
}
PLAIN = {
    "apiKey": 9101,
    "type": "response",
    "name": "PlainResponse",
    "validVersions": "0",
    "flexibleVersions": "none",
    "fields": [{"name": "ErrorCode", "type": "int16", "versions": "0+"}],
}


WITH_ID = {
    "apiKey": 9102,
    "type": "response",
    "name": "WithIdResponse",
    "validVersions": "0",
    "flexibleVersions": "0+",
    "fields": [{"name": "TopicId", "type": "uuid", "versions": "0+"}],
}


def load(tmp_path: Path, *schemas: dict[str, object]) -> dict[str, Message]:
    folder = tmp_path / "schemas"
    folder.mkdir()
    for schema in schemas:
        (folder / f"{schema['name']}.json").write_text(json.dumps(schema))
    return {message.name: message for message in load_directory(folder)}


@pytest.fixture
def sample(tmp_path: Path) -> Message:
    return load(tmp_path, SAMPLE)["LayoutRequest"]


def field(layout: StructLayout | str | None, name: str) -> FieldLayout:
    assert isinstance(layout, StructLayout)
    (found,) = [f for f in layout.fields if f.name == name]
    return found


def test_a_non_flexible_version_has_fixed_lengths_and_no_tags(sample: Message) -> None:
    names = name_functions(sample, children_first(sample), struct_usage(sample))
    layout = struct_layout(sample, sample.root, 1, DECODE, names.by_version)
    assert not layout.flexible
    assert field(layout, "GroupId") == FieldLayout("GroupId", True, None, False, False, None)
    assert not field(layout, "Epoch").present
    assert not field(layout, "Reason").present
    topics = field(layout, "Topics")
    # An array of structs is decoded inline: its layout is part of the parent's.
    assert topics.compact is False
    assert field(topics.nested, "Partitions").compact is False


def test_a_flexible_version_has_compact_lengths_and_its_tags(sample: Message) -> None:
    names = name_functions(sample, children_first(sample), struct_usage(sample))
    layout = struct_layout(sample, sample.root, 3, DECODE, names.by_version)
    assert layout.flexible
    assert field(layout, "GroupId").compact is True
    assert field(layout, "Epoch") == FieldLayout("Epoch", True, None, None, None, None)
    reason = field(layout, "Reason")
    assert (reason.tag, reason.nullable, reason.compact) == (0, True, True)
    assert field(field(layout, "Topics").nested, "Name").compact is True


def test_versions_with_equal_layouts_share_one_function_named_before_emitting(
    sample: Message,
) -> None:
    names = name_functions(sample, children_first(sample), struct_usage(sample))
    for direction in (DECODE, ENCODE):
        assert names.functions[(direction, "LayoutRequest")] == (
            (f"_{direction}_LayoutRequest_v0", (0, 1)),
            (f"_{direction}_LayoutRequest_v2", (2,)),
            (f"_{direction}_LayoutRequest_v3", (3,)),
        )
    assert names.decoder("LayoutRequest", 1) == "_decode_LayoutRequest_v0"
    assert names.encoder("Topic", 3) == "_encode_Topic_v3"
    # The emitted module defines exactly the named functions, and no others.
    source = render_module(sample, environment(), "pkg")
    defined = {line.split("(")[0][4:] for line in source.splitlines() if line.startswith("def _")}
    named = {name for group in names.functions.values() for name, _ in group}
    assert defined == named


def test_imports_follow_what_the_layouts_use(tmp_path: Path) -> None:
    messages = load(tmp_path, SAMPLE, PLAIN, WITH_ID)
    sample, plain = messages["LayoutRequest"], messages["PlainResponse"]
    with_id = messages["WithIdResponse"]
    assert module_facts(with_id, struct_usage(with_id)).imports == ("from uuid import UUID",)
    assert "\nfrom uuid import UUID\n" in render_module(with_id, environment(), "pkg")
    assert module_facts(sample, struct_usage(sample)).packed_arrays  # Partitions: []int32
    assert module_facts(sample, struct_usage(sample)).imports == ()
    facts = module_facts(plain, struct_usage(plain))
    assert not facts.packed_arrays and facts.imports == ()
    source = render_module(sample, environment(), "pkg")
    assert "import struct\n" in source and "from uuid import UUID" not in source


def test_a_layout_that_misses_what_the_code_reads_stops_the_generator(
    sample: Message, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kgroup_proto.codegen import layout

    real = layout.struct_layout

    def blind(message: Message, struct: Struct, version: int, *args: Any, **kw: Any) -> object:
        return real(message, struct, 0, *args, **kw)  # every version looks like version 0

    monkeypatch.setattr(layout, "struct_layout", blind)
    with pytest.raises(AssertionError, match="differ in code, not layout"):
        render_module(sample, environment(), "pkg")
