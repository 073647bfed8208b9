"""The generator handles every schema in Apache Kafka's source tree, not only the group APIs.

It runs ``kgroup-proto codegen`` on all 224 schema files of the 4.0 snapshot and on all 249 of
the Kafka 4.2 tree into temporary packages, imports them, and round-trips drawn instances of
every message through every version. The 4.2 tree brings what the 4.0 snapshot lacks: APIs
Kafka removed (``"validVersions": "none"``), which are left out with a note, and coordinator
records in Kafka 4.1's form (``coordinator-key``/``coordinator-value`` with an ``apiKey``).
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgroup_proto import strategies
from kgroup_proto.runtime import Struct
from tests.conftest import KAFKA_SCHEMAS, REPO, needs_shared

#: The trees, and how many of their schema files have valid versions to generate.
TREES = {"4.0-snapshot-all": 224, "4.2-all": 241}
pytestmark = needs_shared


def _generate(tree: str, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "kgroup_proto",
            "codegen",
            "--schemas",
            str(KAFKA_SCHEMAS / tree),
            "--output",
            str(out),
            "--package",
            _package(tree),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )


def _package(tree: str) -> str:
    return "kafka_" + tree.replace(".", "_").replace("-", "_") + "_messages"


@attrs.define
class Trees:
    """The trees generated so far, each imported: its package and the command's stderr."""

    root: Path
    packages: dict[str, tuple[ModuleType, str]] = attrs.Factory(dict)

    def package(self, tree: str) -> ModuleType:
        if tree not in self.packages:
            out = self.root / tree
            result = _generate(tree, out)
            assert result.returncode == 0, result.stderr
            sys.path.insert(0, str(out))
            self.packages[tree] = (importlib.import_module(_package(tree)), result.stderr)
        return self.packages[tree][0]

    def stderr(self, tree: str) -> str:
        self.package(tree)
        return self.packages[tree][1]


@pytest.fixture(scope="module")
def trees(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Trees]:
    """Each tree is generated on first use, once per module."""
    generated = Trees(tmp_path_factory.mktemp("generated"))
    try:
        yield generated
    finally:
        for tree in generated.packages:
            sys.path.remove(str(generated.root / tree))
            for name in [m for m in sys.modules if m.split(".")[0] == _package(tree)]:
                del sys.modules[name]


def _schema_docs(tree: str) -> list[dict[str, object]]:
    from kgroup_proto.codegen.load import read_schema_file

    directory = KAFKA_SCHEMAS / tree
    if not directory.is_dir():
        return []
    return [read_schema_file(path) for path in sorted(directory.glob("*.json"))]


def _schema_names(tree: str) -> list[str]:
    return sorted(str(doc["name"]) for doc in _schema_docs(tree) if doc["validVersions"] != "none")


def test_all_224_schemas_of_the_4_0_snapshot_generate(trees: Trees) -> None:
    kafka_all = trees.package("4.0-snapshot-all")
    names = _schema_names("4.0-snapshot-all")
    assert len(names) == 224
    assert kafka_all.message_names() == names
    assert kafka_all.request_class(1).__name__ == "FetchRequest"
    assert kafka_all.api_versions()[0] == range(0, 12)  # Produce v0-v11


def test_the_4_2_tree_generates_and_leaves_out_removed_apis_with_a_note(trees: Trees) -> None:
    kafka_42 = trees.package("4.2-all")
    docs = _schema_docs("4.2-all")
    assert len(docs) == 249
    removed = sorted(str(doc["name"]) for doc in docs if doc["validVersions"] == "none")
    assert removed == sorted(
        f"{api}{kind}"
        for api in ("ControlledShutdown", "LeaderAndIsr", "StopReplica", "UpdateMetadata")
        for kind in ("Request", "Response")
    )
    stderr = trees.stderr("4.2-all")
    for name in removed:
        assert f"{name} left out: no valid versions" in stderr
    assert kafka_42.message_names() == _schema_names("4.2-all")
    assert len(kafka_42.message_names()) == TREES["4.2-all"]
    assert kafka_42.api_versions()[0] == range(3, 14)  # Produce v3-v13: 4.0 removed v0-v2
    # API 7 (ControlledShutdown) is gone; API 23 is OffsetForLeaderEpoch, not record type 23.
    assert 7 not in kafka_42.api_versions()
    assert kafka_42.request_class(23).__name__ == "OffsetForLeaderEpochRequest"


def test_coordinator_records_keep_their_api_key_as_record_type(trees: Trees) -> None:
    kafka_42 = trees.package("4.2-all")
    records = [doc for doc in _schema_docs("4.2-all") if str(doc["type"]).startswith("coord")]
    # 22 of the group coordinator, 2 of the share coordinator, the transaction log's.
    assert len(records) == 2 * 25
    for doc in records:
        cls: type[Struct] = kafka_42.message_class(str(doc["name"]))
        assert doc["type"] == cls.MESSAGE_TYPE
        assert doc["apiKey"] == cls.API_KEY
        assert f"Record type {doc['apiKey']}, version" in (cls.__doc__ or "")


@pytest.mark.parametrize(
    ("tree", "name"), [(tree, name) for tree in TREES for name in _schema_names(tree)]
)
def test_every_message_round_trips(trees: Trees, tree: str, name: str) -> None:
    cls: type[Struct] = trees.package(tree).message_class(name)
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
