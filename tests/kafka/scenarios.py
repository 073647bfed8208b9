"""Kafka 4.4 driven through every kind of group by Kafka's own Java clients.

``apache-kafka/src/main/java/kgroup/kafka/GroupScenarios.java`` runs the scenarios (classic,
consumer-protocol, share and streams groups, transactional commits, deleted offsets and groups)
against one node; its output ends with Kafka's Admin client's view of every committed offset.
The session fixture ``scenario_node`` (tests/kafka/conftest.py) runs them once for every test
that reads what they leave behind.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import attrs
import pytest

from tests.apache_kafka import KafkaBuild, KafkaNode

#: The node's settings besides the test bed's: streams groups assign at once (the delay only
#: slows the scenarios down).
NODE_SETTINGS = {"group.streams.initial.rebalance.delay.ms": "0"}
SCENARIO_SECONDS = 180
#: The scenarios' topics and their partition counts (GroupScenarios.createTopics).
DATA_TOPICS = {
    "orders": 3,
    "regex-a": 1,
    "regex-b": 1,
    "shared-work": 1,
    "streams-in": 1,
    "streams-out": 1,
}


@attrs.frozen
class ScenarioNode:
    """A node the scenarios ran on, and what the program printed."""

    node: KafkaNode
    directory: Path
    lines: tuple[str, ...]

    @property
    def committed(self) -> dict[tuple[str, str, int], int]:
        """Kafka's committed offsets as its Admin client reported them after the scenarios:
        (group, topic, partition) -> offset."""
        offsets = {}
        for line in self.lines:
            if line.startswith("committed "):
                _, group, topic, partition, offset = line.split()
                offsets[(group, topic, int(partition))] = int(offset)
        return offsets


def scenario_command(build: KafkaBuild, *args: str) -> list[str]:
    command = build.java("kgroup.kafka.GroupScenarios", *args)
    command[1:1] = ["-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"]
    return command


def record_types(build: KafkaBuild) -> dict[int, str]:
    """Kafka's coordinator record types: number -> name."""
    lines = subprocess.run(
        scenario_command(build, "--record-types"),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.splitlines()
    return {int(number): name for number, name in (line.split() for line in lines)}


def run_scenarios(build: KafkaBuild, node: KafkaNode, directory: Path) -> ScenarioNode:
    """Run every scenario against ``node``; a failed scenario fails the calling test."""
    log = directory / "scenarios.log"
    with log.open("w") as errors:
        result = subprocess.run(
            scenario_command(build, node.bootstrap, str(directory / "state")),
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            timeout=SCENARIO_SECONDS,
            check=False,
        )
    if result.returncode != 0:
        tail = log.read_text().strip().splitlines()[-5:]
        pytest.fail(f"GroupScenarios exited {result.returncode}: {' | '.join(tail)}")
    return ScenarioNode(node, directory, tuple(result.stdout.splitlines()))
