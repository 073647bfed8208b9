"""Struct.field_versions: the versions a field has, read from the schema, not typed again."""

from __future__ import annotations

import re

import pytest

import kgroup_proto as kp
from kgroup_proto.codegen.load import read_schema_file
from tests.conftest import SCHEMAS


def schema_versions(name: str, field: str) -> str:
    doc = read_schema_file(SCHEMAS / f"{name}.json")
    (found,) = [f["versions"] for f in doc["fields"] if f["name"] == field]
    return str(found)


@pytest.mark.parametrize(
    ("message", "attr", "field"),
    [
        ("JoinGroupRequest", "rebalance_timeout_ms", "RebalanceTimeoutMs"),
        ("JoinGroupRequest", "reason", "Reason"),
        ("OffsetFetchRequest", "topics", "Topics"),
        ("MetadataRequest", "allow_auto_topic_creation", "AllowAutoTopicCreation"),
    ],
)
def test_field_versions_are_the_schemas(message: str, attr: str, field: str) -> None:
    versions = kp.message_class(message).field_versions(attr)
    text = schema_versions(message, field)
    low, high = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?", text).group(1, 2)  # type: ignore[union-attr]
    assert versions.start == int(low)
    top = kp.message_class(message).VALID_VERSIONS.stop - 1
    assert max(v for v in kp.message_class(message).VALID_VERSIONS if v in versions) == (
        int(high) if high else top
    )


def test_an_unknown_field_is_named() -> None:
    with pytest.raises(KeyError, match="JoinGroupRequest has no field 'rebalance_timeout'"):
        kp.message_class("JoinGroupRequest").field_versions("rebalance_timeout")
