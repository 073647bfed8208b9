"""Fixtures of the tests judged by Apache Kafka 4.4 (the ``kafka`` tox env).

The test bed is built once per session (tests/apache_kafka.py). A machine that cannot have it
fails these tests with one line saying why: they are never skipped.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.apache_kafka import KafkaBuild, KafkaNode, KafkaUnavailable, kafka_build


@pytest.fixture(scope="session")
def kafka_jars() -> KafkaBuild:
    """Kafka 4.4's classpaths, built (or found built) by Maven."""
    try:
        return kafka_build()
    except KafkaUnavailable as exc:
        pytest.fail(str(exc), pytrace=False)


@pytest.fixture(scope="session")
def kafka(kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory) -> Iterator[KafkaNode]:
    """One Kafka 4.4 node shared by the session's tests (each test uses its own names)."""
    node = KafkaNode(kafka_jars, tmp_path_factory.mktemp("kafka"))
    try:
        node.start()
    except KafkaUnavailable as exc:
        node.stop()
        pytest.fail(str(exc), pytrace=False)
    try:
        yield node
    finally:
        node.stop()
