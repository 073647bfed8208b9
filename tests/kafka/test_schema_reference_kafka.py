"""Our schemas against Kafka 4.4's, as its jars hold them, attribute by attribute.

The same comparison as tests/test_schema_reference.py, with Kafka 4.4 as the reference for every
schema it has (its coordinator records read in our form of records): every difference must be
explained in that module's EXPLAINED, whichever reference the explanation was written against
(the reason is the same), and the explanations written against 4.4, or for the schemas 4.4
changed, must all still match. Our "about" texts must not be copies of Kafka 4.4's either.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.load import read_schema_file
from tests.kafka.test_readme_coverage_kafka import kafka_schemas
from tests.test_schema_reference import (
    EXPLAINED,
    KAFKA_4_4,
    SCHEMA_FILES,
    _fields,
    _references,
    differences,
)


@pytest.fixture(scope="module")
def kafka44(kafka_jars: object) -> dict[str, dict[str, Any]]:
    """Kafka 4.4's schemas in our form of records (the fixture fails without the jars)."""
    return {name: record_forms.to_key_version_form(doc) for name, doc in kafka_schemas().items()}


def explained(name: str) -> dict[str, str]:
    """The explained differences of one schema, whatever reference they were written for."""
    out = {}
    for key, reason in EXPLAINED.items():
        schema, _, rest = key.partition(" vs ")
        if schema == name:
            out[rest.split(": ", 1)[1]] = reason
    return out


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.stem)
def test_structure_matches_kafka_4_4(kafka44: dict[str, dict[str, Any]], path: Path) -> None:
    name = path.stem
    if name not in kafka44:
        # Only 4.0's early-access share-group record is gone from 4.4.
        assert name.startswith("ShareGroupPartitionMetadata"), name
        return
    found = set(differences(read_schema_file(path), kafka44[name]))
    unexplained = sorted(found - explained(name).keys())
    assert not unexplained, "unexplained differences:\n" + "\n".join(unexplained)
    checked = {
        d for d in explained(name) if name in KAFKA_4_4 or f"{name} vs 4.4: {d}" in EXPLAINED
    }
    stale = sorted(checked - found)
    assert not stale, "stale explanations, no such difference:\n" + "\n".join(stale)


def test_the_schemas_listed_as_changed_by_kafka_4_4_are(
    kafka44: dict[str, dict[str, Any]],
) -> None:
    """Every schema KAFKA_4_4 lists (compared here rather than with ../shared) differs in Kafka
    4.4 from the newest older tree that has it."""
    unchanged = [
        name
        for name in sorted(KAFKA_4_4)
        if not differences(_references(f"{name}.json")[0][1], kafka44[name])
    ]
    assert unchanged == []


def test_about_texts_are_not_kafka_4_4s(kafka44: dict[str, dict[str, Any]]) -> None:
    def plain(text: Any) -> str:
        return " ".join(str(text).split()).casefold()

    copied = []
    for path in SCHEMA_FILES:
        if path.stem not in kafka44:
            continue
        ours, theirs = _fields(read_schema_file(path)), _fields(kafka44[path.stem])
        copied += [
            f"{path.stem}: {field_path}"
            for field_path in ours.keys() & theirs.keys()
            if "about" in ours[field_path]
            and plain(ours[field_path]["about"]) == plain(theirs[field_path].get("about"))
        ]
    assert not copied, "about text copied from Kafka 4.4:\n" + "\n".join(sorted(copied))
