"""The pytest plugin as a user meets it: a suite of their own, run by pytest in a new process.

The plugin comes with the installed package (its ``pytest11`` entry point), so the user's suite
has no conftest: its tests take ``kafka_bootstrap`` and produce and consume with kafka-python.
Each run here is checked for what the user sees (outcomes, one-line errors), and for the broker
being gone once the session ends. Apache Kafka's run is in tests/kafka/test_pytest_plugin_apache.py.
"""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import pytest

from kgroup_proto.client import GroupAdmin

pytest_plugins = ["pytester"]

#: A user's suite: one test produces and consumes in a group, the next sees the same broker.
USER_SUITE = """
import json
import sys
from pathlib import Path

from kafka import KafkaConsumer, KafkaProducer

TOPIC = "user-topic"


def test_produce_and_consume(kafka_bootstrap, kafka_broker):
    producer = KafkaProducer(bootstrap_servers=kafka_bootstrap)
    producer.send(TOPIC, key=b"k", value=b"hello from the user's suite").get(timeout=60)
    producer.close()
    consumer = KafkaConsumer(
        TOPIC,
        bootstrap_servers=kafka_bootstrap,
        group_id="user-group",
        auto_offset_reset="earliest",
        enable_auto_commit=False,
    )
    records = []
    for _ in range(120):
        for batch in consumer.poll(timeout_ms=500).values():
            records += batch
        if records:
            break
    consumer.commit()
    consumer.close()
    assert [(r.key, r.value) for r in records] == [(b"k", b"hello from the user's suite")]
    Path("seen.json").write_text(json.dumps({
        "kind": kafka_broker.kind,
        "bootstrap": kafka_bootstrap,
        "log": str(kafka_broker.log) if kafka_broker.log else None,
        "testing_loaded": "kgroup_proto.testing.brokers" in sys.modules,
    }))


def test_the_session_shares_one_broker(kafka_bootstrap):
    seen = json.loads(Path("seen.json").read_text())
    assert seen["bootstrap"] == kafka_bootstrap
    consumer = KafkaConsumer(
        TOPIC, bootstrap_servers=kafka_bootstrap, group_id="user-group", enable_auto_commit=False
    )
    assert consumer.partitions_for_topic(TOPIC) == {0}
    consumer.close()
"""

QUIET = ("-p", "no:cacheprovider", "-W", "ignore::DeprecationWarning")


def run_suite(pytester: pytest.Pytester, *args: str) -> tuple[pytest.RunResult, dict[str, Any]]:
    pytester.makepyfile(test_user=USER_SUITE)
    result = pytester.runpytest_subprocess(*QUIET, *args, timeout=300)
    seen_file = pytester.path / "seen.json"
    seen: dict[str, Any] = json.loads(seen_file.read_text()) if seen_file.exists() else {}
    return result, seen


def listening(bootstrap: str) -> bool:
    host, port = bootstrap.rsplit(":", 1)
    try:
        socket.create_connection((host, int(port)), timeout=2).close()
    except OSError:
        return False
    return True


@pytest.mark.parametrize(
    ("args", "env", "kind"),
    [
        ((), {}, "inprocess"),
        (("--kafka-broker=subprocess",), {}, "subprocess"),
        ((), {"KGROUP_KAFKA_BROKER": "subprocess"}, "subprocess"),
        # The option wins over the environment.
        (("--kafka-broker=inprocess",), {"KGROUP_KAFKA_BROKER": "subprocess"}, "inprocess"),
    ],
    ids=["default", "option", "environment", "option-over-environment"],
)
def test_a_user_suite_produces_and_consumes_on_the_projects_broker(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    args: tuple[str, ...],
    env: dict[str, str],
    kind: str,
) -> None:
    monkeypatch.delenv("KGROUP_KAFKA_BROKER", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    result, seen = run_suite(pytester, *args)
    result.assert_outcomes(passed=2)
    assert seen["kind"] == kind
    assert seen["testing_loaded"] is True
    if kind == "subprocess":
        # The serve command's log, which says where it listened.
        assert f"listening on {seen['bootstrap']}" in Path(seen["log"]).read_text()
    assert not listening(seen["bootstrap"]), "the broker outlived the session"


def test_an_external_cluster_is_used_as_it_is(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--kafka-bootstrap alone chooses the external cluster; the user's group lands there."""
    from kgroup_proto.coordinator import BrokerConfig
    from kgroup_proto.testing.brokers import BrokerThread

    monkeypatch.delenv("KGROUP_KAFKA_BROKER", raising=False)
    cluster = BrokerThread(BrokerConfig(port=0))
    try:
        result, seen = run_suite(pytester, f"--kafka-bootstrap={cluster.bootstrap}")
        result.assert_outcomes(passed=2)
        assert (seen["kind"], seen["bootstrap"]) == ("external", cluster.bootstrap)
        assert seen["testing_loaded"] is False  # nothing started: nothing of it loaded

        async def offsets() -> Any:
            async with GroupAdmin(cluster.bootstrap) as admin:
                return await admin.fetch_offsets("user-group")

        committed = asyncio.run(offsets())
        assert [(c.topic, c.partition, c.offset) for c in committed] == [("user-topic", 0, 1)]
    finally:
        cluster.close()


def test_a_session_without_the_fixture_starts_and_loads_nothing(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        test_plain="""
        import sys

        def test_plain(request):
            assert request.config.pluginmanager.has_plugin("kgroup_proto")
            loaded = sorted(m for m in sys.modules if m.startswith("kgroup_proto"))
            assert loaded == ["kgroup_proto", "kgroup_proto.pytest_plugin"], loaded
        """
    )
    result = pytester.runpytest_subprocess(*QUIET, "--kafka-broker=apache", timeout=120)
    result.assert_outcomes(passed=1)


@pytest.mark.parametrize(
    ("args", "env", "line"),
    [
        (
            ("--kafka-broker=external",),
            {},
            "ERROR: --kafka-broker=external needs --kafka-bootstrap HOST:PORT or "
            "$KGROUP_KAFKA_BOOTSTRAP",
        ),
        (
            (),
            {"KGROUP_KAFKA_BROKER": "docker"},
            "ERROR: KGROUP_KAFKA_BROKER='docker' is not one of inprocess, subprocess, apache, "
            "external",
        ),
        (
            ("--kafka-broker=subprocess", "--kafka-bootstrap=127.0.0.1:9092"),
            {},
            "ERROR: --kafka-bootstrap applies to --kafka-broker=external, not to subprocess",
        ),
        (
            ("--kafka-bootstrap=localhost",),
            {},
            "ERROR: --kafka-bootstrap: 'localhost' is not HOST:PORT",
        ),
    ],
    ids=["external-without-address", "unknown-kind", "address-for-own-broker", "bad-address"],
)
def test_a_wrong_choice_stops_the_run_in_one_line(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    args: tuple[str, ...],
    env: dict[str, str],
    line: str,
) -> None:
    monkeypatch.delenv("KGROUP_KAFKA_BROKER", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    pytester.makepyfile(test_user=USER_SUITE)
    result = pytester.runpytest_subprocess(*QUIET, *args, timeout=120)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert [text for text in result.errlines if text.strip()] == [line]


def fake_program(directory: Path, name: str, script: str) -> None:
    path = directory / name
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(0o755)


MAVEN_FAILS = (
    "echo '[INFO] Scanning for projects...'\n"
    "echo '[ERROR] Failed to execute goal on project kafka-broker-for-tests: Could not resolve "
    "dependencies: Network is unreachable'\n"
    "echo '[ERROR] -> [Help 1]'\n"
    "exit 1\n"
)


@pytest.mark.parametrize(
    ("programs", "reason"),
    [
        ({}, "no JVM: Apache Kafka 4.4 needs Java 17 or newer on PATH"),
        (
            {"java": "exit 0\n"},
            "no Maven: Apache Kafka 4.4.0 is fetched with `mvn` on PATH",
        ),
        (
            {"java": "exit 0\n", "mvn": MAVEN_FAILS},
            "cannot fetch or build Kafka 4.4.0 with Maven: Failed to execute goal on project "
            "kafka-broker-for-tests: Could not resolve dependencies: Network is unreachable",
        ),
    ],
    ids=["no-jvm", "no-maven", "maven-fails"],
)
def test_apache_kafka_that_cannot_be_had_fails_in_one_line(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    programs: dict[str, str],
    reason: str,
) -> None:
    """Each test that needs the broker errors with the reason alone; none is skipped."""
    for name, script in programs.items():
        fake_program(tmp_path, name, script)
    monkeypatch.delenv("JAVA_HOME", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))  # no java and no mvn but the fakes
    monkeypatch.setenv("COLUMNS", "300")  # summary lines whole
    result, seen = run_suite(pytester, "--kafka-broker=apache")
    result.assert_outcomes(errors=2)
    assert seen == {}
    # Each error's section is the reason alone (no traceback), then the summary's lines.
    assert result.outlines.count(reason) == 2, result.outlines
    assert not [text for text in result.outlines if "Traceback" in text or "exception" in text]
    failures = [text for text in result.outlines if reason in text and text != reason]
    names = ["test_produce_and_consume", "test_the_session_shares_one_broker"]
    expected = [f"ERROR test_user.py::{name} - Failed: {reason}" for name in names]
    assert failures == expected, result.outlines
