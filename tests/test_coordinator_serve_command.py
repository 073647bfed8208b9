"""``kgroup-proto serve``: settings from flags and files, and a real run with a real client."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import kgroup_proto as kp
from kgroup_proto.cli import parser
from kgroup_proto.cli.errors import CliError
from kgroup_proto.cli.serve_command import build_config
from kgroup_proto.coordinator.config import TopicConfig
from tests.conftest import REPO


def config_for(*argv: str) -> object:
    return build_config(parser().parse_args(["serve", *argv]))


def test_flags_override_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broker.toml"
    path.write_text(
        'port = 9999\ncluster_id = "c1"\n[topics]\norders = 4\n'
        "[groups]\ninitial_rebalance_delay_ms = 50\nconsumer_heartbeat_interval_ms = 700\n"
        "share_record_lock_duration_ms = 1500\nshare_delivery_count_limit = 3\n"
    )
    config = build_config(
        parser().parse_args(
            ["serve", "--config", str(path), "--port", "0", "--topic", "extra:2", "--topic", "one"]
        )
    )
    assert config.port == 0
    assert config.cluster_id == "c1"
    assert config.topics == (TopicConfig("orders", 4), TopicConfig("extra", 2), TopicConfig("one"))
    assert config.groups.initial_rebalance_delay_ms == 50
    assert config.groups.consumer_heartbeat_interval_ms == 700
    assert config.groups.share_record_lock_duration_ms == 1500
    assert config.groups.share_delivery_count_limit == 3
    flagged = config_for("--config", str(path), "--initial-rebalance-delay-ms", "10")
    assert flagged.groups.initial_rebalance_delay_ms == 10  # type: ignore[attr-defined]
    assert flagged.groups.offsets_topic_partitions == 50  # type: ignore[attr-defined]
    fewer = config_for("--config", str(path), "--offsets-topic-partitions", "7")
    assert fewer.groups.offsets_topic_partitions == 7  # type: ignore[attr-defined]
    assert fewer.groups.consumer_heartbeat_interval_ms == 700  # type: ignore[attr-defined]


def test_json_config_with_a_topic_list(tmp_path: Path) -> None:
    path = tmp_path / "broker.json"
    path.write_text(json.dumps({"topics": [{"name": "a", "partitions": 3}, {"name": "b"}]}))
    config = config_for("--config", str(path))
    assert config.topics == (TopicConfig("a", 3), TopicConfig("b", 1))  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("port = 'x'", "port must be a int"),
        ("nope = 1", "unknown setting(s): nope"),
        ("[topics]\n'bad name' = 1", "invalid topic name"),
        ("[groups]\nfoo = 1", "unknown group setting(s): foo"),
        ("[groups]\noffsets_topic_partitions = 0", "offsets_topic_partitions must be 1..100000"),
        ("[groups]\nshare_delivery_count_limit = 0", "share_delivery_count_limit must be positive"),
        ("[groups]\nshare_delivery_count_limit = 40000", "share_delivery_count_limit must be at"),
        ("port = ", "broker.toml"),
    ],
)
def test_bad_config_files_name_the_file_and_the_problem(
    tmp_path: Path, text: str, problem: str
) -> None:
    path = tmp_path / "broker.toml"
    path.write_text(text)
    with pytest.raises(CliError) as info:
        config_for("--config", str(path))
    assert str(path) in str(info.value)
    assert problem in str(info.value)


def test_bad_topic_flag() -> None:
    with pytest.raises(CliError, match="partitions must be a number"):
        config_for("--topic", "a:many")


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return env


@pytest.mark.coordinator
def test_serve_runs_a_broker_that_logs_requests_as_kafka_json(tmp_path: Path) -> None:
    kafka = pytest.importorskip("kafka", reason="kafka-python is not installed")
    request_log = tmp_path / "requests.jsonl"
    data_dir = tmp_path / "data"
    command = [
        sys.executable, "-m", "kgroup_proto", "serve", "--port", "0", "--topic", "t:2",
        "--initial-rebalance-delay-ms", "100", "--request-log", str(request_log),
        "--data-dir", str(data_dir),
    ]  # fmt: skip
    server = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env()
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith("listening on "), line
        bootstrap = line.split()[-1]
        producer = kafka.KafkaProducer(bootstrap_servers=bootstrap)
        producer.send("t", b"hello", partition=1).get(timeout=30)
        producer.close()
        consumer = kafka.KafkaConsumer(
            "t",
            bootstrap_servers=bootstrap,
            group_id="reader",
            auto_offset_reset="earliest",
            consumer_timeout_ms=3000,
        )
        assert [m.value for m in consumer] == [b"hello"]
        consumer.commit()
        consumer.close()
    finally:
        server.send_signal(signal.SIGTERM)
        _, errors = server.communicate(timeout=30)
    assert server.returncode == 0, errors
    assert "group reader: preparing to rebalance" in errors
    entries = [json.loads(line) for line in request_log.read_text().splitlines()]
    keys = {entry["requestHeader"]["requestApiKey"] for entry in entries}
    assert {0, 1, 3, 8, 10, 11, 14, 18} <= keys
    for entry in entries:  # every logged request and response reads back as Kafka JSON
        header = entry["requestHeader"]
        version = header["requestApiVersion"]
        kp.request_class(header["requestApiKey"]).from_json(entry["request"], version)
        if entry["response"] is not None:
            kp.response_class(header["requestApiKey"]).from_json(entry["response"], version)
    assert (data_dir / "topics" / "t-1" / "00000000000000000000.log").stat().st_size > 0
    # The group's records went to its __consumer_offsets partition: Java's "reader".hashCode()
    # is -934979389, and 934979389 % 50 is 39. No other partition has any.
    written = {
        path.parent.name
        for path in (data_dir / "topics").glob("__consumer_offsets-*/*.log")
        if path.stat().st_size > 0
    }
    assert written == {"__consumer_offsets-39"}
    assert len(list((data_dir / "topics").glob("__consumer_offsets-*"))) == 50
    assert not (data_dir / "consumer-offsets.log").exists()


@pytest.mark.coordinator
def test_serve_reports_a_busy_port_in_one_line() -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "kgroup_proto", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            env=_env(),
            timeout=60,
        )
    assert result.returncode == 1
    assert result.stderr.startswith("kgroup-proto: error: cannot serve on 127.0.0.1:")
    assert "Traceback" not in result.stderr
