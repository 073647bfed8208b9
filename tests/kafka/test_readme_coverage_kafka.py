"""The README's "Kafka versions covered" tables against Kafka 4.4's jars, and schemas/ with them.

A row that names Kafka 4.4 has the schema in 4.4's jars (kafka-clients and the group, share and
transaction coordinators', read as ``codegen sync --kafka-version`` reads them), with the
versions the row says; our versions take them in, up to the same newest one. A row that names an
older tree is for a schema 4.4 no longer has. And a sync from the jars finds nothing left to do:
what it lists and leaves alone is only the old versions we keep and Kafka dropped.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

import kgroup_proto as kp
from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.sync import load_upstream, maven_jars, plan
from kgroup_proto.consumer_offsets import record_numbers
from tests.apache_kafka import MAVEN_REPO, KafkaBuild
from tests.conftest import SCHEMAS
from tests.test_readme_coverage import API_ROWS, JARS, OTHER_ROWS, RECORD_ROWS, versions

VERSION = "4.4.0"


@functools.cache
def jars() -> tuple[Path, ...]:
    return tuple(maven_jars(VERSION, MAVEN_REPO))


@functools.cache
def kafka_schemas() -> dict[str, dict[str, Any]]:
    """Kafka 4.4's schemas by name, as its jars write them."""
    return {name: doc for name, (_, doc) in load_upstream(list(jars())).items()}


@pytest.fixture(scope="module")
def kafka44(kafka_jars: KafkaBuild) -> dict[str, dict[str, Any]]:
    """The schemas of the jars the kafka env fetched (the fixture fails when it cannot)."""
    return kafka_schemas()


@functools.cache
def left_to_sync() -> frozenset[str]:
    result = plan(SCHEMAS, list(jars()))
    return frozenset(
        name for name, changes in result.changes.items() if any(c.applied for c in changes)
    )


def check(schemas: dict[str, dict[str, Any]], name: str, ours: range, row: dict[str, str],
          column: str) -> None:  # fmt: skip
    if row["newest Kafka with it"] != JARS:
        assert name not in schemas, f"{name} is in Kafka 4.4: the row should say so"
        return
    doc = schemas[name]
    assert str(doc["validVersions"]) == row[column], name
    theirs = versions(str(doc["validVersions"]))
    assert set(theirs) <= set(ours) and max(theirs) == max(ours), name
    assert name not in left_to_sync(), f"{name}: a sync from Kafka 4.4's jars would change it"


@pytest.mark.parametrize("row", API_ROWS, ids=lambda row: row["API"])
def test_api_rows(kafka44: dict[str, dict[str, Any]], row: dict[str, str]) -> None:
    ours = kp.api_versions()[int(row["key"])]
    for kind in ("Request", "Response"):
        check(kafka44, row["API"] + kind, ours, row, "its versions there")


@pytest.mark.parametrize("row", RECORD_ROWS, ids=lambda row: row["record"])
def test_record_rows(kafka44: dict[str, dict[str, Any]], row: dict[str, str]) -> None:
    value = kp.message_class(row["record"] + "Value")
    check(kafka44, row["record"] + "Value", value.VALID_VERSIONS, row, "its value versions there")
    key_name = row["record"] + "Key"
    if row["newest Kafka with it"] == JARS:
        key = kafka44[key_name]
        # Kafka 4.4 names the record type as apiKey; ours is the key's version.
        assert key["type"] == record_forms.COORDINATOR_KEY, key_name
        assert int(key["apiKey"]) in record_numbers(kp.message_class(key_name)), key_name
        assert key_name not in left_to_sync(), key_name
    else:
        assert key_name not in kafka44


@pytest.mark.parametrize("row", OTHER_ROWS, ids=lambda row: row["schema"])
def test_other_rows(kafka44: dict[str, dict[str, Any]], row: dict[str, str]) -> None:
    ours = kp.message_class(row["schema"]).VALID_VERSIONS
    check(kafka44, row["schema"], ours, row, "its versions there")


def test_a_sync_from_the_jars_finds_nothing_left(kafka44: dict[str, dict[str, Any]]) -> None:
    result = plan(SCHEMAS, list(jars()))
    assert result.new_messages == []
    assert left_to_sync() == frozenset()
    listed = {str(c) for changes in result.changes.values() for c in changes}
    assert {line.split(":")[0] for line in listed} == {"validVersions"}
    assert all("upstream no longer has" in line for line in listed)
    # Every message we ship but one is in the jars: 4.0's early-access share-group record.
    gone = set(kp.message_names()) - set(kafka44)
    assert gone == {"ShareGroupPartitionMetadataKey", "ShareGroupPartitionMetadataValue"}
