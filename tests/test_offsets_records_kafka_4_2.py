"""Every record type Kafka 4.2 writes to ``__consumer_offsets``, decoded by its record type.

The record types are read off Kafka 4.2's own schemas (``../shared/kafka-schemas/4.2-all``):
every ``coordinator-key`` there but the share coordinator's and the transaction log's, which
live in other topics. Records of each type are built with this package's generated classes and
decoded back; the same bytes are then decoded with classes generated from Kafka 4.2's schemas,
which name the record type by ``apiKey`` where ours name it by the key's version.
"""

from __future__ import annotations

import importlib
import shutil
import struct
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.codegen.load import read_schema_file
from kgroup_proto.consumer_offsets import (
    KEY_VERSIONS,
    READ_AS,
    RECORD_TYPES,
    UNKNOWN_TYPE,
    RecordError,
    RecordType,
    decode_record,
    key_schema_version,
    key_versions,
)
from kgroup_proto.pipelines.records import table_row
from kgroup_proto.runtime import Struct
from tests.conftest import KAFKA_SCHEMAS, REPO, needs_shared

pytestmark = needs_shared

TREE = KAFKA_SCHEMAS / "4.2-all"
#: Coordinator records of the 4.2 tree that are not written to __consumer_offsets.
OTHER_TOPICS = {"ShareSnapshot", "ShareUpdate", "TransactionLog"}


def kafka_record_types() -> dict[int, str]:
    """Record type -> name (the key schema's name without "Key"), from Kafka 4.2's schemas."""
    if not TREE.is_dir():
        return {}
    found = {}
    for path in sorted(TREE.glob("*Key.json")):
        doc = read_schema_file(path)
        name = str(doc["name"]).removesuffix("Key")
        if doc["type"] == "coordinator-key" and name not in OTHER_TOPICS:
            found[int(doc["apiKey"])] = name
    return found


KAFKA_TYPES = kafka_record_types()


def test_kafka_4_2_writes_22_record_types() -> None:
    assert len(KAFKA_TYPES) == 22
    assert sorted(KAFKA_TYPES) == [*range(0, 9), *range(10, 18), *range(19, 24)]


def test_every_one_is_read_by_a_record_type_of_ours() -> None:
    for number, name in KAFKA_TYPES.items():
        assert KEY_VERSIONS[number].name == READ_AS.get(name, name), number
    # Every type we read is one Kafka 4.2 writes, but Kafka 4.0's early-access type 9.
    assert set(KEY_VERSIONS) - set(KAFKA_TYPES) == {9}


def frame(number: int, key: Struct, value: Struct | None, value_version: int) -> tuple[Any, ...]:
    """A record's key and value bytes as the coordinator writes them."""
    key_bytes = struct.pack(">h", number) + key.encode(key_schema_version(type(key), number))
    if value is None:
        return key_bytes, None
    return key_bytes, struct.pack(">h", value_version) + value.encode(value_version)


def drawn_record(number: int) -> st.SearchStrategy[tuple[Struct, Struct, int]]:
    """A key and a value of a record type, with this package's classes (the value in any of
    its versions)."""
    name = KAFKA_TYPES[number]
    key_class = kp.message_class(name + "Key")
    value_class = kp.message_class(name + "Value")
    key = strategies.for_class(key_class, key_schema_version(key_class, number))
    versions = st.sampled_from(list(value_class.VALID_VERSIONS))
    value = versions.flatmap(lambda v: strategies.for_class(value_class, v).map(lambda x: (x, v)))
    return st.tuples(key, value).map(lambda kv: (kv[0], kv[1][0], kv[1][1]))


def same_fields(a: Struct, b: Struct) -> bool:
    """Equal field by field (a legacy offset commit is read with the offset commit classes)."""
    names = [f.attr for f in a._SCHEMA.fields]
    return all(getattr(a, n) == getattr(b, n, None) for n in names)


@pytest.mark.parametrize("number", sorted(KAFKA_TYPES), ids=lambda n: KAFKA_TYPES[n])
def test_records_of_every_type_decode(number: int) -> None:
    @settings(
        max_examples=15, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(drawn_record(number))
    def decodes(case: tuple[Struct, Struct, int]) -> None:
        key, value, version = case
        key_bytes, value_bytes = frame(number, key, value, version)
        decoded = decode_record(key_bytes, value_bytes)
        assert decoded.record_type.name == READ_AS.get(KAFKA_TYPES[number], KAFKA_TYPES[number])
        assert decoded.key_version == number and decoded.value_version == version
        assert same_fields(key, decoded.key)
        assert decoded.value is not None and same_fields(value, decoded.value)
        row = table_row(decoded)
        assert row["key_version"] == number and row["tombstone"] is False
        tombstone = decode_record(key_bytes, None)
        assert tombstone.value is None and same_fields(key, tombstone.key)

    decodes()


def test_a_record_type_no_schema_names_is_unknown() -> None:
    with pytest.raises(RecordError) as caught:
        decode_record(b"\x00\x63\x00\x01g", b"\x00\x00")
    assert caught.value.reason == f"{UNKNOWN_TYPE} 99: no schema names it"
    assert caught.value.key_version == 99


# ---------------------------------------------------------------- Kafka 4.2's own form


@pytest.fixture(scope="module")
def kafka_form(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """Classes generated from Kafka 4.2's record schemas as they are (apiKey form)."""
    root = tmp_path_factory.mktemp("kafka-records")
    schemas = root / "schemas"
    schemas.mkdir()
    for path in TREE.glob("*.json"):
        if str(read_schema_file(path)["type"]).startswith("coordinator-"):
            shutil.copy(path, schemas / path.name)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "kgroup_proto",
            "codegen",
            "--schemas",
            str(schemas),
            "--output",
            str(root),
            "--package",
            "kafka_records",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module("kafka_records")
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m.split(".")[0] == "kafka_records"]:
            del sys.modules[name]


def kafka_form_types(package: ModuleType) -> dict[int, RecordType]:
    types = tuple(
        RecordType(
            rt.name,
            rt.table,
            package.message_class(rt.name + "Key"),
            package.message_class(rt.name + "Value"),
        )
        for rt in RECORD_TYPES
        if rt.name != "ShareGroupPartitionMetadata"  # not in Kafka 4.2
    )
    return key_versions(types, READ_AS, package.message_class)


def test_kafka_4_2_classes_name_each_record_type_by_api_key(kafka_form: ModuleType) -> None:
    key_class = kafka_form.message_class("StreamsGroupTopologyKey")
    assert key_class.MESSAGE_TYPE == "coordinator-key" and key_class.API_KEY == 23
    assert list(key_class.VALID_VERSIONS) == [0]
    types = kafka_form_types(kafka_form)
    assert {n: rt.name for n, rt in types.items()} == {
        n: rt.name for n, rt in KEY_VERSIONS.items() if n != 9
    }


@pytest.mark.parametrize("number", sorted(KAFKA_TYPES), ids=lambda n: KAFKA_TYPES[n])
def test_both_forms_read_the_same_record(kafka_form: ModuleType, number: int) -> None:
    types = kafka_form_types(kafka_form)

    @settings(
        max_examples=10, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(drawn_record(number))
    def same(case: tuple[Struct, Struct, int]) -> None:
        key, value, version = case
        key_bytes, value_bytes = frame(number, key, value, version)
        ours = decode_record(key_bytes, value_bytes)
        theirs = decode_record(key_bytes, value_bytes, types)
        assert theirs.record_type.name == ours.record_type.name
        assert type(theirs.key).MESSAGE_TYPE == "coordinator-key"
        ours_key_version = key_schema_version(type(ours.key), number)
        assert theirs.key.to_json(0) == ours.key.to_json(ours_key_version)
        # Both read the value's bytes whole: a field Kafka 4.2 does not know yet (4.3's tagged
        # AssignmentEpochs) is kept by its classes as an unknown tag and written back.
        assert theirs.value is not None and ours.value is not None
        assert theirs.value.encode(version) == ours.value.encode(version) == value_bytes[2:]

    same()
