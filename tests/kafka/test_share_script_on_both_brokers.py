"""One share-group script on Kafka 4.4 and on the project's broker, judged the same way.

Five consumers share one group over a two-partition topic that is produced to while they run:

- ``kgroup-worker``: the package's :class:`~kgroup_proto.group.ShareConsumer`;
- ``java-worker``: Kafka's Java ``KafkaShareConsumer``;
- ``confluent-worker``: confluent-kafka's ``ShareConsumer`` (librdkafka's preview);
- ``kgroup-slow``: the package's consumer holding its first delivery past the record lock;
- ``java-victim``: Kafka's consumer halting its JVM with its first delivery unacknowledged.

Every consumer acts on a record by its value (tests/share_script.py's ``action``): ``plain-*``
accepted, ``release-*`` released on its first delivery and accepted on the next, ``reject-*``
rejected, ``poison-*`` always released. Both brokers run with a 3 s record lock and a delivery
limit of 3. From every delivery the consumers print, the script checks, on each broker: each
record's deliveries count 1, 2, ... with no count twice (no record handed to two consumers at
once); a record accepted or rejected is never delivered again; a released record, a held one
and a killed consumer's come back with the count raised, to another consumer when the holder
died; a record held past its lock comes back only once the lock lapsed, and the late
acknowledgement is refused; a record released at the limit is archived; every ``plain-*`` and
``release-*`` record is accepted exactly once; the group's lag ends at 0. Then both brokers'
outcomes per record must be equal: :data:`DIFFERENCES` lists any that are not, with the reason.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import attrs
import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.coordinator.config import TopicConfig
from tests.apache_kafka import KafkaBuild, KafkaNode
from tests.coordinator_harness import TEST_GROUPS, running_broker
from tests.kafka.conftest import SHARE_SCRIPT_LIMIT, SHARE_SCRIPT_LOCK_MS

LOCK_MS = 3000
LIMIT = 3
TOPIC = "script"
GROUP = "script-group"
RECORDS = 240
#: How long the script may take at each step (bounds, not measurements).
READY_S = 90
SETTLE_S = 120
#: Between a record's acquisition by the broker and its consumer printing it.
SLACK_MS = 1000
#: Outcomes that differ between the brokers, with the reason: none known.
DIFFERENCES: dict[str, str] = {}

#: The node of the ``share_script_kafka`` fixture runs with these (tests/kafka/conftest.py).
assert (LOCK_MS, LIMIT) == (SHARE_SCRIPT_LOCK_MS, SHARE_SCRIPT_LIMIT)


def script_value(i: int) -> str:
    """The i-th record's value, which says what the consumers do with it."""
    if i % 40 == 7:
        return f"poison-{i}"
    if i % 20 == 3:
        return f"reject-{i}"
    if i % 10 == 1:
        return f"release-{i}"
    return f"plain-{i}"


EXPECTED = {
    "plain": "accepted",
    "release": "accepted",
    "reject": "rejected",
    "poison": "archived",
    "marker": "accepted",
}


@dataclass
class Run:
    """What one broker's run left: every delivery and acknowledgement outcome printed."""

    deliveries: list[dict[str, Any]] = field(default_factory=list)
    acks: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    lags: list[int | None] = field(default_factory=list)

    def by_record(self) -> dict[str, list[dict[str, Any]]]:
        records: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for line in self.deliveries:
            records[line["v"]].append(line)
        for lines in records.values():
            lines.sort(key=lambda line: (line["n"], line["t"]))
        return records


def final(deliveries: list[dict[str, Any]]) -> str:
    """What became of a record, by the actions on its deliveries in order of delivery count."""
    last = deliveries[-1]
    if last["a"] == "accept":
        return "accepted"
    if last["a"] == "reject":
        return "rejected"
    return "archived" if last["n"] >= LIMIT else "pending"


def settled(run: Run) -> bool:
    """Every script record produced has its final outcome, and the slow and killed consumers
    have held something."""
    records = run.by_record()
    if sum(1 for v in records if not v.startswith("marker-")) < RECORDS:
        return False
    actions = {line["a"] for line in run.deliveries}
    return {"held", "late"} <= actions and all(
        final(lines) != "pending" for lines in records.values()
    )


def read_lines(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for text in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if text.startswith("{") and text.endswith("}"):
            out.append(json.loads(text))
    return out


class Consumers:
    """The five consumer processes of one run, their output in files."""

    def __init__(self, build: KafkaBuild, bootstrap: str, directory: Path) -> None:
        self.directory = directory
        self.stop_file = directory / "stop"
        python = [sys.executable, "-m", "tests.share_script"]
        common = [bootstrap, GROUP, TOPIC]
        stop = str(self.stop_file)
        hold = str(LOCK_MS / 1000 + 2)
        self.commands = {
            "kgroup-worker": [*python, "kgroup", *common, "kgroup-worker", "worker", stop],
            "kgroup-slow": [*python, "kgroup", *common, "kgroup-slow", "slow", stop, hold],
            "confluent-worker": [
                *python,
                "confluent",
                *common,
                "confluent-worker",
                "worker",
                stop,
            ],
            "java-worker": build.java(
                "kgroup.kafka.ShareScript", *common, "java-worker", "worker", stop
            ),
            "java-victim": build.java(
                "kgroup.kafka.ShareScript", *common, "java-victim", "victim", stop
            ),
        }
        self.processes: dict[str, subprocess.Popen[bytes]] = {}

    def start(self) -> None:
        repo = Path(__file__).resolve().parents[2]
        for name, command in self.commands.items():
            with (
                (self.directory / f"{name}.out").open("wb") as out,
                (self.directory / f"{name}.err").open("wb") as err,
            ):
                self.processes[name] = subprocess.Popen(command, stdout=out, stderr=err, cwd=repo)

    def lines(self) -> Run:
        run = Run()
        for name in self.commands:
            for line in read_lines(self.directory / f"{name}.out"):
                if "ack" in line:
                    run.acks.append(line)
                elif "error" in line:
                    run.errors.append(f"{name}: {line['error']}")
                else:
                    run.deliveries.append(line)
        return run

    def stop(self) -> dict[str, int | None]:
        self.stop_file.touch()
        codes: dict[str, int | None] = {}
        for name, process in self.processes.items():
            try:
                codes[name] = process.wait(60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                codes[name] = None
        return codes

    def stderr(self, name: str, tail: int = 2000) -> str:
        return (self.directory / f"{name}.err").read_text(errors="replace")[-tail:]


def produce(bootstrap: str, values: list[tuple[int, str]]) -> None:
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    for partition, value in values:
        producer.produce(TOPIC, value.encode(), partition=partition)
    assert producer.flush(30) == 0


def lags(bootstrap: str) -> list[int | None]:
    """The group's lag per partition (DescribeShareGroupOffsets), once 0 or after a while."""

    async def ask() -> list[int | None]:
        async with GroupAdmin(bootstrap) as admin:
            found: list[int | None] = []
            for _ in range(100):
                offsets = await admin.fetch_share_offsets(GROUP, {TOPIC: [0, 1]})
                found = [o.lag for o in sorted(offsets, key=lambda o: o.partition)]
                if found == [0, 0]:
                    break
                await asyncio.sleep(0.2)
            return found

    return asyncio.run(ask())


def run_script(build: KafkaBuild, bootstrap: str, directory: Path) -> Run:
    """The script against one broker whose topic ``TOPIC`` (two partitions) exists."""
    consumers = Consumers(build, bootstrap, directory)
    consumers.start()
    try:
        # A share-partition starts at the log's end when the group first fetches it: markers go
        # to both partitions until every consumer has had one, so every consumer is in the
        # group and both partitions have their state before the script's records.
        deadline = time.monotonic() + READY_S
        markers = 0
        while True:
            produce(bootstrap, [(0, f"marker-{markers}"), (1, f"marker-{markers + 1}")])
            markers += 2
            had = {line["c"] for line in consumers.lines().deliveries}
            if had >= set(consumers.commands):
                break
            exited = {n: p.returncode for n, p in consumers.processes.items() if p.poll()}
            assert not exited, {n: consumers.stderr(n) for n in exited}
            assert time.monotonic() < deadline, f"only {sorted(had)} had a marker"
            time.sleep(0.3)
        for start in range(0, RECORDS, 20):
            produce(bootstrap, [(i % 2, script_value(i)) for i in range(start, start + 20)])
            time.sleep(0.1)
        deadline = time.monotonic() + SETTLE_S
        while not settled(consumers.lines()) and time.monotonic() < deadline:
            time.sleep(0.5)
    finally:
        codes = consumers.stop()
    run = consumers.lines()
    # librdkafka logs what the broker refused (a ShareAcknowledge's error, say) and goes on.
    run.errors += [
        f"confluent-worker: {line}"
        for line in consumers.stderr("confluent-worker", tail=10**7).splitlines()
        if "error" in line.lower()
    ]
    for name, code in codes.items():
        expected = 137 if name == "java-victim" else 0
        assert code == expected, f"{name} ended with {code}: {consumers.stderr(name)}"
    run.lags = lags(bootstrap)
    return run


def check(run: Run, broker: str) -> dict[str, str]:
    """The script's rules on one broker's run; the outcome of every script record."""
    assert run.errors == [], broker
    records = run.by_record()
    produced = {script_value(i) for i in range(RECORDS)}
    assert produced <= set(records), f"{broker}: never delivered {sorted(produced - set(records))}"
    assert {line["c"] for line in run.deliveries} == {
        "kgroup-worker",
        "kgroup-slow",
        "confluent-worker",
        "java-worker",
        "java-victim",
    }
    outcomes: dict[str, str] = {}
    late: list[tuple[int, int]] = []
    for value, lines in records.items():
        counts = [line["n"] for line in lines]
        # No count twice: a record is never handed to two consumers at once.
        assert counts == list(range(1, len(lines) + 1)), f"{broker}: {value} {lines}"
        for earlier, later in itertools.pairwise(lines):
            # Accepted and rejected records are not delivered again; but the victim's
            # acknowledgements of the markers it had before may have died with it (they go with
            # its next fetch).
            died = earlier["c"] == "java-victim" and value.startswith("marker-")
            assert died or earlier["a"] in ("release", "held", "late"), f"{broker}: {lines}"
            assert later["t"] >= earlier["t"] - SLACK_MS, f"{broker}: {value} {lines}"
            if earlier["a"] == "late":
                # Held by a live consumer: back only once the lock lapsed.
                assert later["t"] - earlier["t"] >= LOCK_MS - SLACK_MS, f"{broker}: {lines}"
            if earlier["a"] == "held":
                assert later["c"] != "java-victim"
        outcome = final(lines)
        assert outcome != "pending", f"{broker}: {value} never settled: {lines}"
        if outcome == "archived":
            assert len(lines) == LIMIT  # released, lapsed or dropped at the limit: archived
        assert outcome == EXPECTED[value.split("-")[0]], f"{broker}: {value} {lines}"
        late += [(line["p"], line["o"]) for line in lines if line["a"] == "late"]
        if value.startswith("marker-"):
            continue
        outcomes[value] = outcome
    # The slow consumer's acknowledgements of what it held past the lock were not applied.
    assert late, f"{broker}: the slow consumer held nothing"
    applied = {
        (line["p"], offset)
        for line in run.acks
        if line["c"] == "kgroup-slow" and line["ack"] == "ok"
        for offset in line["offsets"]
    }
    assert not applied & set(late), f"{broker}: late acknowledgements applied {applied & set(late)}"
    assert any(line["a"] == "held" for line in run.deliveries), f"{broker}: the victim held none"
    released_first = [
        v for v, lines in records.items() if v.startswith("release-") and lines[0]["a"] == "release"
    ]
    assert released_first, broker
    assert run.lags == [0, 0], f"{broker}: lag {run.lags}"
    return outcomes


@pytest.fixture(scope="module")
def kafka_run(
    share_script_kafka: KafkaNode, kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory
) -> Run:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": share_script_kafka.bootstrap})
    created = admin.create_topics([NewTopic(TOPIC, num_partitions=2, replication_factor=1)])
    created[TOPIC].result(60)
    return run_script(kafka_jars, share_script_kafka.bootstrap, tmp_path_factory.mktemp("on-kafka"))


@pytest.fixture(scope="module")
def project_run(kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory) -> Run:
    groups = attrs.evolve(
        TEST_GROUPS, share_record_lock_duration_ms=LOCK_MS, share_delivery_count_limit=LIMIT
    )
    with running_broker(TopicConfig(TOPIC, 2), groups=groups) as broker:
        return run_script(kafka_jars, broker.bootstrap, tmp_path_factory.mktemp("on-project"))


def test_the_script_on_kafka(kafka_run: Run) -> None:
    check(kafka_run, "Kafka 4.4")


def test_the_script_on_the_projects_broker(project_run: Run) -> None:
    check(project_run, "the project's broker")


def test_both_brokers_give_the_same_outcomes(kafka_run: Run, project_run: Run) -> None:
    on_kafka = check(kafka_run, "Kafka 4.4")
    on_project = check(project_run, "the project's broker")
    differing = {
        value: (on_kafka.get(value), on_project.get(value))
        for value in on_kafka.keys() | on_project.keys()
        if on_kafka.get(value) != on_project.get(value)
    }
    assert set(differing) == set(DIFFERENCES), differing
