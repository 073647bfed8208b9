"""Schemas shaped to trip the generator's naming, generated into a temporary package."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

from kgroup_proto.codegen.load import load_directory
from kgroup_proto.codegen.render import format_sources, render_package, write_package

# A parent field whose snake_case name equals "<array>_<element field>" ("topics_name"), read
# before the array whose elements are decoded inline: the two must not share a local.
CLASHING = {
    "apiKey": 9001,
    "type": "request",
    "name": "ClashingRequest",
    "validVersions": "0-1",
    "flexibleVersions": "1+",
    "fields": [
        {"name": "TopicsName", "type": "string", "versions": "0+"},
        {
            "name": "Topics",
            "type": "[]Topic",
            "versions": "0+",
            "fields": [
                {"name": "Name", "type": "string", "versions": "0+"},
                {"name": "Unknown", "type": "int32", "versions": "0+"},
            ],
        },
        {"name": "TopicsUnknown", "type": "int32", "versions": "0+"},
    ],
}


def test_parent_and_inlined_element_names_do_not_clash(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / "ClashingRequest.json").write_text(json.dumps(CLASHING))
    files = format_sources(render_package(load_directory(schemas), "clashing_messages"))
    write_package(files, tmp_path / "out" / "clashing_messages")
    sys.path.insert(0, str(tmp_path / "out"))
    try:
        module = importlib.import_module("clashing_messages.messages.clashing_request")
        request = module.ClashingRequest(
            topics_name="parent",
            topics=[
                module.Topic(name="child-a", unknown=1),
                module.Topic(name="child-b", unknown=2),
            ],
            topics_unknown=3,
        )
        for version in (0, 1):
            decoded = module.ClashingRequest.decode(request.encode(version), version)
            assert decoded.topics_name == "parent"
            assert decoded.topics_unknown == 3
            assert [(t.name, t.unknown) for t in decoded.topics] == [("child-a", 1), ("child-b", 2)]
    finally:
        sys.path.remove(str(tmp_path / "out"))
        for name in [m for m in sys.modules if m.startswith("clashing_messages")]:
            del sys.modules[name]


# No schema of this package has an array of bools; Kafka's format allows one.
BOOLS = {
    "apiKey": 9002,
    "type": "request",
    "name": "BoolsRequest",
    "validVersions": "0-1",
    "flexibleVersions": "1+",
    "fields": [
        {"name": "Flags", "type": "[]bool", "versions": "0+"},
        {"name": "Last", "type": "bool", "versions": "0+"},
    ],
}


def test_bool_arrays_hold_only_0_and_1(tmp_path: Path) -> None:
    import pytest

    from kgroup_proto.runtime import DecodeError, EncodeError
    from kgroup_proto.runtime.checked import checked_decode

    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / "BoolsRequest.json").write_text(json.dumps(BOOLS))
    files = format_sources(render_package(load_directory(schemas), "bools_messages"))
    write_package(files, tmp_path / "out" / "bools_messages")
    sys.path.insert(0, str(tmp_path / "out"))
    try:
        module = importlib.import_module("bools_messages.messages.bools_request")
        cls = module.BoolsRequest
        request = cls(flags=[True, False, True], last=True)
        # v0: int32 count, a byte per flag, the last bool; v1: compact count, ..., no tags.
        assert request.encode(0) == bytes.fromhex("0000000301000101")
        assert request.encode(1) == bytes.fromhex("040100010100")
        for version, data in [
            (0, bytes.fromhex("0000000301000101")),
            (1, bytes.fromhex("040100010100")),
        ]:
            assert cls.decode(data, version) == request
            bad = data.replace(b"\x01\x00\x01", b"\x01\x02\x01", 1)
            with pytest.raises(DecodeError) as fast:
                cls.decode(bad, version)
            assert fast.value.path == "flags[1]"
            with pytest.raises(DecodeError) as checked:
                checked_decode(cls, bad, version)
            assert checked.value.path == "flags[1]"
            with pytest.raises(EncodeError) as info:
                cls(flags=[True, 2], last=True).encode(version)
            assert info.value.path == "flags[1]"
    finally:
        sys.path.remove(str(tmp_path / "out"))
        for name in [m for m in sys.modules if m.startswith("bools_messages")]:
            del sys.modules[name]
