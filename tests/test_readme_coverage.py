"""The README's "Kafka versions covered" tables, checked against the package and ../shared.

For every row: the package has exactly the versions the row says, and every message the package
ships is in a row. The rows name Kafka 4.4, whose schemas are in its jars: they are checked
against the jars in tests/kafka/test_readme_coverage_kafka.py, as only the kafka env has them.
Here, each schema is checked against the newest tree in ../shared/kafka-schemas that has it: our
versions take in its versions, and a sync from it finds nothing our schema lacks. A row that
names one of those trees (a schema Kafka 4.4 no longer has) must name the newest with it.
"""

from __future__ import annotations

import functools
import re

import pytest

import kgroup_proto as kp
from kgroup_proto.codegen.load import read_schema_file
from kgroup_proto.codegen.spec import Versions
from kgroup_proto.codegen.sync import plan
from kgroup_proto.consumer_offsets import record_numbers
from tests.conftest import KAFKA_SCHEMAS, REPO, SCHEMAS, needs_shared

#: The README's names of the trees in ../shared, newest first.
TREES = {"4.3": "latest", "4.2": "4.2-all", "4.0 (early access)": "4.0-snapshot-all"}
#: The README's name of the Kafka whose jars the kafka env has.
JARS = "4.4"
SECTION = "### Kafka versions covered"


def tables() -> list[list[dict[str, str]]]:
    """The section's tables, each a list of rows by column name."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split(SECTION, 1)[1].split("\n### ", 1)[0]
    found: list[list[dict[str, str]]] = []
    for block in re.findall(r"(?m)(?:^\|.*\|\n)+", section):
        lines = [[c.strip() for c in line.strip("|").split("|")] for line in block.splitlines()]
        head, rows = lines[0], lines[2:]
        found.append([dict(zip(head, row, strict=True)) for row in rows])
    return found


API_ROWS, RECORD_ROWS, OTHER_ROWS = tables()


def versions(text: str) -> range:
    parsed = Versions.parse(text)
    assert parsed is not None and parsed.high is not None, text
    return range(parsed.low, parsed.high + 1)


def newest_tree(file_name: str) -> str | None:
    for label, directory in TREES.items():
        if (KAFKA_SCHEMAS / directory / file_name).is_file():
            return label
    return None


@functools.cache
def left_to_sync(label: str) -> frozenset[str]:
    """The messages a sync from a tree would still change."""
    result = plan(SCHEMAS, KAFKA_SCHEMAS / TREES[label])
    return frozenset(
        name for name, changes in result.changes.items() if any(c.applied for c in changes)
    )


def check_against_kafka(name: str, ours: range, row: dict[str, str], column: str) -> None:
    """The newest tree with the schema: our versions take in its versions; a sync from it
    changes nothing. A row that names a tree names that one, with its versions."""
    label = newest_tree(f"{name}.json")
    assert label is not None, f"{name}: in no tree of ../shared"
    doc = read_schema_file(KAFKA_SCHEMAS / TREES[label] / f"{name}.json")
    theirs = versions(str(doc["validVersions"]))
    assert set(theirs) <= set(ours), name
    if row["newest Kafka with it"] != JARS:
        assert row["newest Kafka with it"] == label, name
        assert str(doc["validVersions"]) == row[column], name
        assert max(theirs) == max(ours), name
    assert name not in left_to_sync(label), f"{name}: a sync from {label} would change it"


def check_key_against_kafka(name: str, numbers: frozenset[int], row: dict[str, str]) -> None:
    """A record key: the newest tree with it names the same record type (as apiKey from Kafka
    4.1, as its version before); a sync from it changes nothing."""
    label = newest_tree(f"{name}.json")
    assert label is not None, f"{name}: in no tree of ../shared"
    if row["newest Kafka with it"] != JARS:
        assert row["newest Kafka with it"] == label, name
    doc = read_schema_file(KAFKA_SCHEMAS / TREES[label] / f"{name}.json")
    if doc["type"] == "coordinator-key":
        assert int(doc["apiKey"]) in numbers, name
    else:
        assert set(versions(str(doc["validVersions"]))) <= numbers, name
    assert name not in left_to_sync(label), f"{name}: a sync from {label} would change it"


def test_the_section_has_three_tables() -> None:
    assert (len(API_ROWS), len(RECORD_ROWS), len(OTHER_ROWS)) == (39, 26, 4)


def test_rows_name_kafka_4_4_or_a_tree_in_shared() -> None:
    named = {row["newest Kafka with it"] for row in API_ROWS + RECORD_ROWS + OTHER_ROWS}
    assert named <= {JARS, *TREES}


def test_every_shipped_message_is_in_a_row() -> None:
    named = {f"{row['API']}{kind}" for row in API_ROWS for kind in ("Request", "Response")}
    named |= {f"{row['record']}{part}" for row in RECORD_ROWS for part in ("Key", "Value")}
    named |= {row["schema"] for row in OTHER_ROWS}
    assert named == set(kp.message_names())


@needs_shared
@pytest.mark.parametrize("row", API_ROWS, ids=lambda row: row["API"])
def test_api_rows(row: dict[str, str]) -> None:
    key = int(row["key"])
    assert kp.api_name(key) == row["API"]
    ours = kp.api_versions()[key]
    assert ours == versions(row["versions here"])
    for kind in ("Request", "Response"):
        name = row["API"] + kind
        assert ours == kp.message_class(name).VALID_VERSIONS
        check_against_kafka(name, ours, row, "its versions there")


@needs_shared
@pytest.mark.parametrize("row", RECORD_ROWS, ids=lambda row: row["record"])
def test_record_rows(row: dict[str, str]) -> None:
    key = kp.message_class(row["record"] + "Key")
    value = kp.message_class(row["record"] + "Value")
    assert sorted(record_numbers(key)) == list(versions(row["record type"]))
    assert versions(row["value versions here"]) == value.VALID_VERSIONS
    check_against_kafka(
        row["record"] + "Value", value.VALID_VERSIONS, row, "its value versions there"
    )
    check_key_against_kafka(row["record"] + "Key", record_numbers(key), row)


@needs_shared
@pytest.mark.parametrize("row", OTHER_ROWS, ids=lambda row: row["schema"])
def test_other_rows(row: dict[str, str]) -> None:
    ours = kp.message_class(row["schema"]).VALID_VERSIONS
    assert ours == versions(row["versions here"])
    check_against_kafka(row["schema"], ours, row, "its versions there")
