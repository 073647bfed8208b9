"""Fixtures of the tests judged by Apache Kafka 4.4 (the ``kafka`` tox env).

The test bed is built once per session (tests/apache_kafka.py). A machine that cannot have it
fails these tests with one line saying why: they are never skipped.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from tests.apache_kafka import KafkaBuild, KafkaNode, KafkaUnavailable, kafka_build
from tests.kafka.scenarios import NODE_SETTINGS, ScenarioNode, run_scenarios


@pytest.fixture(scope="session")
def kafka_jars() -> KafkaBuild:
    """Kafka 4.4's classpaths, built (or found built) by Maven."""
    try:
        return kafka_build()
    except KafkaUnavailable as exc:
        pytest.fail(str(exc), pytrace=False)


@contextlib.contextmanager
def _running(node: KafkaNode) -> Iterator[KafkaNode]:
    """``node`` started (a node that cannot start fails the test with its one line), then
    stopped."""
    try:
        node.start()
    except KafkaUnavailable as exc:
        node.stop()
        pytest.fail(str(exc), pytrace=False)
    try:
        yield node
    finally:
        node.stop()


@pytest.fixture(scope="session")
def kafka(kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory) -> Iterator[KafkaNode]:
    """One Kafka 4.4 node shared by the session's tests (each test uses its own names)."""
    with _running(KafkaNode(kafka_jars, tmp_path_factory.mktemp("kafka"))) as node:
        yield node


@pytest.fixture(scope="session")
def kafka_node_zero(
    kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[KafkaNode]:
    """A Kafka 4.4 node with the project's broker's starting state, for the tests that compare
    the two call by call and frame by frame: node id 0 (calls name broker 0), topics created on
    first use with one partition, and none of the other tests' groups and transactions."""
    with _running(
        KafkaNode(kafka_jars, tmp_path_factory.mktemp("node-zero"), {"node.id": "0"})
    ) as node:
        yield node


#: The record lock and delivery limit of the share-group script's node
#: (test_share_script_on_both_brokers.py): short, so that locks lapse and limits are reached.
SHARE_SCRIPT_LOCK_MS = 3000
SHARE_SCRIPT_LIMIT = 3


@pytest.fixture(scope="session")
def share_script_kafka(
    kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[KafkaNode]:
    """A Kafka 4.4 node whose share groups have the script's record lock and delivery limit."""
    settings = {
        "group.share.record.lock.duration.ms": str(SHARE_SCRIPT_LOCK_MS),
        "group.share.min.record.lock.duration.ms": "1000",
        "group.share.delivery.count.limit": str(SHARE_SCRIPT_LIMIT),
    }
    with _running(KafkaNode(kafka_jars, tmp_path_factory.mktemp("share-script"), settings)) as node:
        yield node


@pytest.fixture(scope="session")
def scenario_node(
    kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ScenarioNode]:
    """A Kafka 4.4 node of its own, driven through every kind of group by Kafka's Java clients
    (tests/kafka/scenarios.py). Tests that use it read it; they write nothing to
    ``__consumer_offsets``."""
    directory = tmp_path_factory.mktemp("scenarios")
    with _running(KafkaNode(kafka_jars, directory / "kafka", NODE_SETTINGS)) as node:
        yield run_scenarios(kafka_jars, node, directory)


@dataclass
class CoverageRow:
    """One schema as Kafka's serializers judged it (test_kafka_serializers.py)."""

    name: str
    #: The package's versions judged by Kafka 4.4's classes, and by kafka-clients 3.9.1's.
    versions: str
    legacy_versions: str
    #: The package's versions no Kafka judged; Kafka 4.4's versions the package lacks.
    unjudged: str
    kafka_only: str
    cases: int = 0
    agreements: int = 0
    #: JSON fields Kafka 4.4 has that the package's schema lacks; records fields.
    lacking: list[str] = field(default_factory=list)
    records: list[str] = field(default_factory=list)
    note: str = ""


COVERAGE = pytest.StashKey[list[CoverageRow]]()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The coverage table of Kafka's judgement, when test_kafka_serializers.py ran."""
    rows = terminalreporter.config.stash.get(COVERAGE, [])
    if not rows:
        return
    write = terminalreporter.write_line
    terminalreporter.section("Kafka 4.4's serializers: coverage")
    write(
        f"{'message':45} {'4.4':>6} {'3.9.1':>6} {'cases':>6} {'agree':>6}  "
        "not judged / listed differences"
    )
    for row in sorted(rows, key=lambda r: r.name):
        notes = []
        if row.note:
            notes.append(row.note)
        if row.unjudged != "-":
            notes.append(f"no Kafka speaks v{row.unjudged}")
        if row.kafka_only != "-":
            notes.append(f"Kafka 4.4 also has v{row.kafka_only} (schema behind 4.4)")
        if row.lacking:
            notes.append("fields Kafka 4.4 has, the schema lacks: " + ", ".join(row.lacking))
        if row.records:
            fields = sorted({path.split(" ")[0] for path in row.records})
            notes.append("records in Kafka's JSON form: " + ", ".join(fields))
        write(
            f"{row.name:45} {row.versions:>6} {row.legacy_versions:>6} {row.cases:>6} "
            f"{row.agreements:>6}  {'; '.join(notes)}"
        )
    total = sum(row.cases for row in rows)
    agreed = sum(row.agreements for row in rows)
    write(f"{len(rows)} messages, {total} cases, {agreed} agreements")
