"""``kgroup-proto lag`` on Kafka 4.4 says what Kafka's own tools say, partition by partition.

The session's scenario node (tests/kafka/scenarios.py) holds groups of every kind that Kafka's
Java clients drove and left: classic groups (eager, static, cooperative with one partition's
offset deleted, a pattern subscription), consumer-protocol groups, a Kafka Streams application,
transactional commits (one aborted), deleted groups. Every group has consumed what was written
before it ran; this module then writes a different number of records to each partition of the
scenarios' topics, so that each group lags by amounts that differ from partition to partition.

Then ``kgroup-proto lag --bootstrap --json`` samples the cluster, and Kafka's own tools describe
the same groups:

- consumer groups (classic and consumer protocol): ``kafka-consumer-groups --describe
  --all-groups`` (kafka-tools' ConsumerGroupCommand). Per group, topic and partition, the
  committed offset, the log-end offset and the lag are the same, and both list the same
  partitions (a deleted offset and a deleted group are in neither);
- the streams group: ``kafka-streams-groups --describe --offsets`` prints no offsets for a
  group without members, so its committed offsets are Kafka's Admin client's (printed by the
  scenario program) and its log ends ``kafka-get-offsets``' (GetOffsetShell);
- the share group, which commits nothing: ``kafka-share-groups --describe --offsets``
  (kafka-tools' ShareGroupCommand). Both read DescribeShareGroupOffsets: the share-partition's
  start offset stands in the lag command's tables as the committed offset, and its lag is the
  one the coordinator reports; both are the tool's.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from kafka import KafkaAdminClient, KafkaProducer
from kafka.admin import NewTopic

from tests import lag_scenario
from tests.apache_kafka import KafkaNode
from tests.kafka.scenarios import ScenarioNode

#: Records written after the scenarios, per (topic, partition): each partition its own count.
MORE = {
    ("orders", 0): 3,
    ("orders", 1): 7,
    ("orders", 2): 1,
    ("regex-a", 0): 4,
    ("streams-in", 0): 5,
    ("shared-work", 0): 6,
}
CONSUMER_GROUPS_TOOL = "org.apache.kafka.tools.consumer.group.ConsumerGroupCommand"
GET_OFFSETS_TOOL = "org.apache.kafka.tools.GetOffsetShell"
SHARE_GROUPS_TOOL = "org.apache.kafka.tools.consumer.group.ShareGroupCommand"
STREAMS_GROUP = "streams-app"
SHARE_GROUP = "share-work"
LAG_SECONDS = 120

Key = tuple[str, str, int]
#: committed offset (None: none), log-end offset, lag (None: not known)
Row = tuple[int | None, int, int | None]


def _number(text: str) -> int | None:
    return None if text == "-" else int(text)


def consumer_groups_tool(scenario: ScenarioNode) -> dict[Key, Row]:
    """Kafka's kafka-consumer-groups table of every consumer group, row by row."""
    out = scenario.node.run_tool(
        CONSUMER_GROUPS_TOOL,
        "--bootstrap-server",
        scenario.node.bootstrap,
        "--describe",
        "--all-groups",
    )
    rows: dict[Key, Row] = {}
    for line in out.splitlines():
        fields = line.split()
        if len(fields) != 9 or fields[0] == "GROUP":
            continue
        group, topic, partition, current, end, lag = fields[:6]
        rows[(group, topic, int(partition))] = (_number(current), int(end), _number(lag))
    return rows


def log_end(scenario: ScenarioNode, topic: str) -> dict[int, int]:
    """kafka-get-offsets' latest offset of every partition of ``topic``."""
    out = scenario.node.run_tool(
        GET_OFFSETS_TOOL,
        "--bootstrap-server",
        scenario.node.bootstrap,
        "--topic",
        topic,
        "--time",
        "-1",
    )
    ends = {}
    for line in out.split():
        _, partition, offset = line.rsplit(":", 2)
        ends[int(partition)] = int(offset)
    return ends


def lag_command(bootstrap: str) -> dict[str, Any]:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "kgroup_proto",
            "lag",
            "--bootstrap",
            bootstrap,
            "--duration",
            "2",
            "--interval",
            "1",
            "--json",
            # The groups committed before: their commits are read from the topic's start.
            "--from-beginning",
        ],
        capture_output=True,
        text=True,
        timeout=LAG_SECONDS,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report: dict[str, Any] = json.loads(result.stdout)
    return report


@pytest.fixture(scope="module")
def sampled(scenario_node: ScenarioNode) -> tuple[ScenarioNode, dict[Key, Row], dict[str, Any]]:
    producer = KafkaProducer(bootstrap_servers=scenario_node.node.bootstrap)
    try:
        for (topic, partition), count in MORE.items():
            for serial in range(count):
                producer.send(topic, f"more-{serial}".encode(), partition=partition)
        producer.flush()
    finally:
        producer.close()
    report = lag_command(scenario_node.node.bootstrap)
    ours = {
        (p["group"], p["topic"], p["partition"]): (
            p["committed_offset"],
            p["end_offset"],
            p["lag_records"],
        )
        for p in report["partitions"]
        if not p["deleted"]
    }
    return scenario_node, ours, report


def test_consumer_groups_lag_as_kafka_consumer_groups_reports_it(
    sampled: tuple[ScenarioNode, dict[Key, Row], dict[str, Any]],
) -> None:
    scenario, ours, _ = sampled
    kafka = consumer_groups_tool(scenario)
    # The scenarios leave lag in every group: the tool's table is not trivially equal.
    assert {lag for _, _, lag in kafka.values()} >= {1, 3, 4, 7}, kafka
    consumer_groups = {
        key: row for key, row in ours.items() if key[0] not in (STREAMS_GROUP, SHARE_GROUP)
    }
    assert consumer_groups == kafka
    # The deleted offset and the deleted groups are in neither table: read from
    # __consumer_offsets, they are there as deleted.
    assert ("classic-cooperative", "orders", 0) not in ours
    assert not {key for key in ours if key[0].startswith("doomed-")}
    _, _, report = sampled
    deleted = {
        (p["group"], p["topic"], p["partition"]) for p in report["partitions"] if p["deleted"]
    }
    assert ("classic-cooperative", "orders", 0) in deleted
    doomed = [g for g in report["groups"] if g["group"].startswith("doomed-")]
    assert doomed and all((g["status"], g["deleted"]) == ("NOTFOUND", True) for g in doomed)


def test_the_streams_group_lags_as_kafka_reports_it(
    sampled: tuple[ScenarioNode, dict[Key, Row], dict[str, Any]],
) -> None:
    scenario, ours, _ = sampled
    ends = log_end(scenario, "streams-in")
    committed = {
        key: offset for key, offset in scenario.committed.items() if key[0] == STREAMS_GROUP
    }
    assert committed, scenario.lines
    expected = {
        key: (offset, ends[key[2]], ends[key[2]] - offset) for key, offset in committed.items()
    }
    assert {key: row for key, row in ours.items() if key[0] == STREAMS_GROUP} == expected
    assert all(lag == MORE[("streams-in", 0)] for _, _, lag in expected.values())


def test_group_totals_add_up_the_partitions_kafka_reports(
    sampled: tuple[ScenarioNode, dict[Key, Row], dict[str, Any]],
) -> None:
    scenario, _, report = sampled
    kafka = consumer_groups_tool(scenario)
    totals: dict[str, int] = {}
    for (group, _, _), (_, _, lag) in kafka.items():
        totals[group] = totals.get(group, 0) + (lag or 0)
    ours = {g["group"]: g["total_lag"] for g in report["groups"] if g["group"] in totals}
    assert ours == totals


def share_groups_tool(scenario: ScenarioNode, group: str) -> dict[Key, tuple[int, int | None]]:
    """Kafka's kafka-share-groups offsets table of ``group``: start offset and lag."""
    out = scenario.node.run_tool(
        SHARE_GROUPS_TOOL,
        "--bootstrap-server",
        scenario.node.bootstrap,
        "--describe",
        "--group",
        group,
        "--offsets",
    )
    lines = [line.split() for line in out.splitlines() if line.strip()]
    header = next((line for line in lines if line[0] == "GROUP"), None)
    assert header is not None, out
    rows = [dict(zip(header, line, strict=True)) for line in lines if line[0] == group]
    return {
        (group, row["TOPIC"], int(row["PARTITION"])): (
            int(row["START-OFFSET"]),
            _number(row["LAG"]),
        )
        for row in rows
    }


def test_the_share_group_lags_as_kafka_share_groups_reports_it(
    sampled: tuple[ScenarioNode, dict[Key, Row], dict[str, Any]],
) -> None:
    scenario, ours, report = sampled
    kafka = share_groups_tool(scenario, SHARE_GROUP)
    # The share consumer accepted every record written before it ran; those written since are
    # its lag.
    assert kafka and {lag for _, lag in kafka.values()} == {MORE[("shared-work", 0)]}, kafka
    share = {
        key: (committed, lag) for key, (committed, _, lag) in ours.items() if key[0] == SHARE_GROUP
    }
    assert share == kafka
    ends = log_end(scenario, "shared-work")
    assert {key: end for key, (_, end, _) in ours.items() if key[0] == SHARE_GROUP} == {
        (SHARE_GROUP, "shared-work", p): end for p, end in ends.items()
    }
    assert report_total(report, SHARE_GROUP) == sum(lag or 0 for _, lag in kafka.values())


def report_total(report: dict[str, Any], group: str) -> int:
    (row,) = [g for g in report["groups"] if g["group"] == group]
    total: int = row["total_lag"]
    return total


def test_live_verdicts_equal_the_offline_ones_on_kafka(kafka: KafkaNode, tmp_path: Path) -> None:
    """tests/test_lag_sampler.py's scenario (healthy, slow, stopped, stalled, rewound and
    deleted groups, real consumers) on Kafka 4.4, read live by ``kgroup-proto lag
    --bootstrap`` from ``__consumer_offsets`` and judged offline by the offsets job on the same
    run's ``__consumer_offsets``: the same tables, and Burrow's statuses."""
    admin = KafkaAdminClient(bootstrap_servers=kafka.bootstrap)
    try:
        admin.create_topics([NewTopic(lag_scenario.TOPIC, lag_scenario.PARTITIONS, 1)])
    finally:
        admin.close()
    live = lag_scenario.run_live(kafka.bootstrap, tmp_path / "live")
    offline = lag_scenario.judge_offline(kafka.bootstrap, live, tmp_path)
    lag_scenario.assert_same_verdicts(live, offline, tmp_path / "lag-out")
