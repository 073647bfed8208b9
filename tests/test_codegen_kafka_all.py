"""The generator handles every schema in Apache Kafka's source tree, not only the group APIs.

It runs ``kgroup-proto codegen`` on all 224 schema files of the 4.0 snapshot into a temporary
package, imports it, and round-trips drawn instances of every message through every version.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgroup_proto import strategies
from kgroup_proto.runtime import Struct
from tests.conftest import KAFKA_SCHEMAS, REPO, needs_shared

ALL_SCHEMAS = KAFKA_SCHEMAS / "4.0-snapshot-all"
pytestmark = needs_shared


@pytest.fixture(scope="module")
def kafka_all(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    out = tmp_path_factory.mktemp("generated")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "kgroup_proto",
            "codegen",
            "--schemas",
            str(ALL_SCHEMAS),
            "--output",
            str(out),
            "--package",
            "kafka_all_messages",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module("kafka_all_messages")
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m.startswith("kafka_all_messages")]:
            del sys.modules[name]


def _schema_names() -> list[str]:
    from kgroup_proto.codegen.load import read_schema_file

    if not ALL_SCHEMAS.is_dir():
        return []
    return sorted(str(read_schema_file(path)["name"]) for path in ALL_SCHEMAS.glob("*.json"))


def test_all_224_schemas_generate(kafka_all: ModuleType) -> None:
    names = _schema_names()
    assert len(names) == 224
    assert kafka_all.message_names() == names
    assert kafka_all.request_class(1).__name__ == "FetchRequest"
    assert kafka_all.api_versions()[0] == range(0, 12)  # Produce v0-v11


@pytest.mark.parametrize("name", _schema_names())
def test_every_message_round_trips(kafka_all: ModuleType, name: str) -> None:
    cls: type[Struct] = kafka_all.message_class(name)
    versions = list(cls.VALID_VERSIONS)
    drawn = st.sampled_from(versions).flatmap(
        lambda v: strategies.for_class(cls, v).map(lambda message: (v, message))
    )

    @settings(max_examples=8, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(drawn)
    def round_trip(case: tuple[int, Struct]) -> None:
        version, message = case
        data = message.encode(version)
        assert cls.decode(data, version) == message
        assert cls.decode(data, version).encode(version) == data

    round_trip()
