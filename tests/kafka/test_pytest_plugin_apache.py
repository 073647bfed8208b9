"""The pytest plugin's ``--kafka-broker=apache``: a user's suite runs on Apache Kafka 4.4.

The same suite as tests/test_pytest_plugin.py (kafka-python produces and consumes in a group),
in a pytest process of its own, whose plugin fetches Kafka 4.4 with Maven (from the Maven
repository ``KGROUP_MAVEN_REPO`` names, as the test bed does) and starts a KRaft node of it.
"""

from __future__ import annotations

import pytest

from tests.test_pytest_plugin import listening, run_suite

pytest_plugins = ["pytester"]


def test_a_user_suite_produces_and_consumes_on_apache_kafka(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KGROUP_KAFKA_BROKER", raising=False)
    result, seen = run_suite(pytester, "--kafka-broker=apache")
    result.assert_outcomes(passed=2)
    assert seen["kind"] == "apache"
    log = pytester.path.joinpath(seen["log"]).read_text()
    assert "Kafka version: 4.4.0" in log, log[-2000:]
    assert not listening(seen["bootstrap"]), "Kafka outlived the session"
