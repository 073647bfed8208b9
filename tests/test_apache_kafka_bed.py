"""The Kafka 4.4 test bed says in one line why it cannot be had (tests/apache_kafka.py).

Without a JVM, without Maven, or with Maven unable to fetch Kafka's jars, ``kafka_build``
raises KafkaUnavailable with a single line naming the cause; the kafka env's fixtures turn that
line into a failed test (tests/kafka/conftest.py), never a skip.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tests import apache_kafka
from tests.apache_kafka import KafkaUnavailable, kafka_build


@pytest.fixture
def unbuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A test bed whose build stamp is missing, so that Maven must run."""
    monkeypatch.setattr(apache_kafka, "_STAMP", tmp_path / "no-stamp")
    return tmp_path


def fake_program(directory: Path, name: str, script: str) -> None:
    path = directory / name
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)


def test_no_jvm_is_one_line(unbuilt: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JAVA_HOME", raising=False)
    monkeypatch.setenv("PATH", str(unbuilt))
    with pytest.raises(KafkaUnavailable) as caught:
        kafka_build()
    assert str(caught.value) == "no JVM: Apache Kafka 4.4 needs Java 17 or newer on PATH"


def test_no_maven_is_one_line(unbuilt: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_program(unbuilt, "java", "exit 0\n")
    monkeypatch.delenv("JAVA_HOME", raising=False)
    monkeypatch.setenv("PATH", str(unbuilt))
    with pytest.raises(KafkaUnavailable, match=r"^no Maven: .* `mvn` on PATH$"):
        kafka_build()


def test_an_unreachable_repository_is_one_line(
    unbuilt: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_program(unbuilt, "java", "exit 0\n")
    fake_program(
        unbuilt,
        "mvn",
        "echo '[INFO] Scanning for projects...'\n"
        "echo '[ERROR] Failed to execute goal on project kafka-test-bed: Could not resolve "
        "dependencies: Network is unreachable'\n"
        "echo '[ERROR] '\n"
        "echo '[ERROR] -> [Help 1]'\n"
        "exit 1\n",
    )
    monkeypatch.delenv("JAVA_HOME", raising=False)
    monkeypatch.setenv("PATH", str(unbuilt) + os.pathsep + "/usr/bin:/bin")
    with pytest.raises(KafkaUnavailable) as caught:
        kafka_build()
    message = str(caught.value)
    assert "\n" not in message
    assert message == (
        "cannot fetch or build Kafka 4.4.0 with Maven: Failed to execute goal on project "
        "kafka-test-bed: Could not resolve dependencies: Network is unreachable"
    )
