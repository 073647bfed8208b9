"""Conformance with Apache Kafka's own serializers: every golden fixture, both directions.

The 4.0 snapshot's fixtures are read from ../shared; Kafka 4.4's are in the repo
(tests/golden/kafka-4.4, written by ``python -m tests.kafka.make_golden``).
"""

from __future__ import annotations

from typing import Any

import pytest

import kgroup_proto as kp
from tests.conftest import (
    EARLY_ACCESS,
    GOLDEN,
    GOLDEN_4_4,
    golden_fixtures,
    golden_fixtures_4_4,
    golden_params,
    golden_params_4_4,
    needs_shared,
)


@needs_shared
@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params())
def test_decode_gives_kafkas_json(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    cls = kp.message_class(name)
    assert cls.decode(data, version).to_json(version) == doc


@needs_shared
@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params())
def test_json_encodes_to_kafkas_bytes(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    cls = kp.message_class(name)
    message = cls.from_json(doc, version)
    assert message.encode(version) == data
    assert message == cls.decode(data, version)


@needs_shared
def test_every_golden_file_is_a_shipped_message() -> None:
    """No fixture is passed over: each file names a message the package ships."""
    files = {path.stem for path in GOLDEN.glob("*.jsonl")}
    assert len(files) == 74
    assert files <= set(kp.message_names())


@needs_shared
def test_every_golden_version_is_covered() -> None:
    """Each message's golden versions are exactly the versions it had in Kafka 4.0."""
    seen: dict[str, set[int]] = {}
    for name, version, _doc, _data in golden_fixtures():
        seen.setdefault(name, set()).add(version)
    assert sum(1 for _ in golden_fixtures()) + sum(1 for _ in golden_fixtures(True)) == 1505
    for name, versions in seen.items():
        assert versions <= set(kp.message_class(name).VALID_VERSIONS), name


@needs_shared
@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params(early_access=True))
def test_early_access_layouts_are_not_the_released_ones(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    """The early-access bytes do not read as the released layout: either they do not decode,
    or they decode to something other than what Kafka 4.0's snapshot meant by them."""
    cls = kp.message_class(name)
    try:
        decoded = cls.decode(data, version).to_json(version)
    except kp.DecodeError:
        return
    assert decoded != doc, EARLY_ACCESS[name]


@needs_shared
def test_early_access_records_are_a_few_share_group_records() -> None:
    assert len(golden_params(early_access=True)) == 4 * 7
    assert len(golden_params()) + len(golden_params(early_access=True)) == 1505


# --------------------------------------------------------------------------- Kafka 4.4


@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params_4_4())
def test_decode_gives_kafka_4_4s_json(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    cls = kp.message_class(name)
    decoded = cls.decode(data, version)
    assert decoded.to_json(version) == doc
    assert decoded.encode(version) == data


@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params_4_4())
def test_kafka_4_4s_json_encodes_to_its_bytes(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    cls = kp.message_class(name)
    message = cls.from_json(doc, version)
    assert message.encode(version) == data
    assert message == cls.decode(data, version)


def test_kafka_4_4s_fixtures_cover_every_shipped_message() -> None:
    """Every schema the package ships has 4.4 fixtures, but the two Kafka has no class for;
    each version Kafka 4.4 speaks has several lines (the made values and hypothesis ones)."""
    files = {path.stem for path in GOLDEN_4_4.glob("*.jsonl")}
    missing = set(kp.message_names()) - files
    assert missing == {"ShareGroupPartitionMetadataKey", "ShareGroupPartitionMetadataValue"}
    per_version: dict[tuple[str, int], int] = {}
    for name, version, _doc, _data in golden_fixtures_4_4():
        assert version in kp.message_class(name).VALID_VERSIONS, (name, version)
        per_version[(name, version)] = per_version.get((name, version), 0) + 1
    # only versions without fields have a single line: their one value
    single = {key for key, count in per_version.items() if count == 1}
    assert single == {("ApiVersionsRequest", v) for v in range(3)} | {
        ("ListGroupsRequest", v) for v in range(4)
    }
    assert sum(per_version.values()) > 2000
    # a null ClassicMemberMetadata, as Kafka 4.4 writes it for consumer-protocol members
    assert any(
        doc.get("classicMemberMetadata", {}) is None and data.endswith(b"\x01\x00\x01\x00")
        for name, _v, doc, data in golden_fixtures_4_4()
        if name == "ConsumerGroupMemberMetadataValue"
    )
