"""Conformance with Apache Kafka's own serializers: every golden fixture, both directions."""

from __future__ import annotations

from typing import Any

import pytest

import kgroup_proto as kp
from tests.conftest import EARLY_ACCESS, GOLDEN, golden_fixtures, golden_params, needs_shared

pytestmark = needs_shared


@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params())
def test_decode_gives_kafkas_json(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    cls = kp.message_class(name)
    assert cls.decode(data, version).to_json(version) == doc


@pytest.mark.parametrize(("name", "version", "doc", "data"), golden_params())
def test_json_encodes_to_kafkas_bytes(
    name: str, version: int, doc: dict[str, Any], data: bytes
) -> None:
    cls = kp.message_class(name)
    message = cls.from_json(doc, version)
    assert message.encode(version) == data
    assert message == cls.decode(data, version)


def test_every_golden_file_is_a_shipped_message() -> None:
    """No fixture is passed over: each file names a message the package ships."""
    files = {path.stem for path in GOLDEN.glob("*.jsonl")}
    assert len(files) == 74
    assert files <= set(kp.message_names())


def test_every_golden_version_is_covered() -> None:
    """Each message's golden versions are exactly the versions it had in Kafka 4.0."""
    seen: dict[str, set[int]] = {}
    for name, version, _doc, _data in golden_fixtures():
        seen.setdefault(name, set()).add(version)
    assert sum(1 for _ in golden_fixtures()) + sum(1 for _ in golden_fixtures(True)) == 1505
    for name, versions in seen.items():
        assert versions <= set(kp.message_class(name).VALID_VERSIONS), name


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


def test_early_access_records_are_a_few_share_group_records() -> None:
    assert len(golden_params(early_access=True)) == 4 * 7
    assert len(golden_params()) + len(golden_params(early_access=True)) == 1505
