"""The live lag scenario: a producer and six groups (healthy, stopped, stalled, rewound and
deleted confluent-kafka consumers, and the project's KIP-848 member as the slow one) on any
cluster. tests/test_lag_sampler.py samples it in-process; :func:`run_live` runs it while
``kgroup-proto lag`` follows it in a process of its own, and :func:`judge_offline` judges the
same run's ``__consumer_offsets`` offline (``kgroup-proto offsets --kafka``, then ``kgroup-proto
lag`` on its tables with the live run's end offsets), for the two to be compared."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.client import GroupAdmin
from tests.coordinator_harness import wait_for

REPO = Path(__file__).resolve().parent.parent


TOPIC = "events"
PARTITIONS = 2
#: Records per partition per second, produced in ticks of 50 ms.
RATE = 100
TICK = 0.05
INTERVAL = 0.5
DURATION = 12.0
STOP_AT, REWIND_AT = 3.0, 9.0
STALLED_OFFSET = 10
#: The slow group's position advances this many records a second on each partition, a fifth
#: of what is produced: between two rounds its lag grows by about 40 records.
SLOW_RATE = 20
#: The deleted group's consumer leaves at DELETE_AT seconds into sampling; the group is
#: deleted (DeleteGroups) DELETE_DELAY seconds later.
DELETE_AT, DELETE_DELAY = 4.0, 1.0
#: How far an interpolated lag in seconds may be from the truth: one sample interval, plus
#: the time records spend between the producer and the log.
SECONDS_TOLERANCE = INTERVAL + 0.5
#: How far a sampled end offset may be from the records the producer had sent by then:
#: what it sends in half a second.
RECORDS_TOLERANCE = RATE // 2


class ProducerThread(threading.Thread):
    """Produces RATE records per second to each partition; keeps each record's timestamp."""

    def __init__(self, bootstrap: str) -> None:
        super().__init__(daemon=True, name="producer")
        self.bootstrap = bootstrap
        self.stopping = threading.Event()
        self.timestamps: dict[int, dict[int, int]] = {p: {} for p in range(PARTITIONS)}
        self.lock = threading.Lock()
        self.delivered = threading.Condition(self.lock)
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            import confluent_kafka

            producer = confluent_kafka.Producer(
                {"bootstrap.servers": self.bootstrap, "linger.ms": 5}
            )
            due = time.monotonic()
            while not self.stopping.is_set():
                for partition in range(PARTITIONS):
                    for _ in range(int(RATE * TICK)):
                        producer.produce(TOPIC, b"x", partition=partition, on_delivery=self._sent)
                producer.poll(0)
                due += TICK
                time.sleep(max(0.0, due - time.monotonic()))
            producer.flush(10)
        except BaseException as exc:
            self.error = exc

    def _sent(self, error: Any, message: Any) -> None:
        if error is None:
            with self.lock:
                self.timestamps[message.partition()][message.offset()] = message.timestamp()[1]
                self.delivered.notify_all()

    def timestamp(self, partition: int, offset: int) -> int:
        """The record's timestamp, once its delivery report is in: a record already in the log
        may still wait for the producer's next poll to report it (10 s at most)."""
        with self.lock:
            found = self.delivered.wait_for(lambda: offset in self.timestamps[partition], 10)
            assert found, f"no delivery report for {TOPIC}-{partition} offset {offset} in 10 s"
            return self.timestamps[partition][offset]

    def count_before(self, partition: int, wall_ms: int) -> int:
        with self.lock:
            return sum(1 for stamp in self.timestamps[partition].values() if stamp <= wall_ms)

    def stop(self) -> None:
        self.stopping.set()
        self.join(30)
        if self.error is not None:
            raise self.error


class GroupThread(threading.Thread):
    """One confluent-kafka consumer of group ``kind``, behaving as its name says.

    healthy: reads and auto-commits every 100 ms. stopped: the same, closed at ``STOP_AT``
    seconds into sampling. deleted: the same, closed at ``DELETE_AT`` (and the group deleted
    after it). stalled: reads, but commits STALLED_OFFSET on each partition every
    200 ms. rewound: reads and commits its position every 200 ms; at ``REWIND_AT`` it seeks
    back to offset 0 and commits that, then reads one record every 50 ms from there.
    """

    def __init__(self, bootstrap: str, kind: str, started: threading.Event) -> None:
        super().__init__(daemon=True, name=kind)
        self.bootstrap, self.kind, self.started = bootstrap, kind, started
        self.stopping = threading.Event()
        self.assigned = threading.Event()
        self.sampling_started_at = 0.0
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self._run()
        except BaseException as exc:
            self.error = exc

    def _elapsed(self) -> float:
        if not self.started.is_set():
            return 0.0
        return time.monotonic() - self.sampling_started_at

    def _run(self) -> None:
        import confluent_kafka

        auto = self.kind in ("healthy", "stopped", "deleted")
        consumer = confluent_kafka.Consumer(
            {
                "bootstrap.servers": self.bootstrap,
                "group.id": self.kind,
                "auto.offset.reset": "earliest",
                "enable.auto.commit": auto,
                "auto.commit.interval.ms": 100,
                "session.timeout.ms": 6000,
                "heartbeat.interval.ms": 300,
            }
        )
        consumer.subscribe(
            [TOPIC], on_assign=lambda c, partitions: self.assigned.set() if partitions else None
        )
        positions: dict[int, int] = {}
        rewound = False
        last_commit = 0.0

        def commit(offsets: dict[int, int]) -> None:
            if not offsets:  # nothing assigned yet
                return
            consumer.commit(
                offsets=[confluent_kafka.TopicPartition(TOPIC, p, o) for p, o in offsets.items()],
                asynchronous=False,
            )

        try:
            while not self.stopping.is_set():
                if self.kind == "stopped" and self._elapsed() >= STOP_AT:
                    break
                if self.kind == "deleted" and self._elapsed() >= DELETE_AT:
                    break
                if self.kind == "rewound" and not rewound and self._elapsed() >= REWIND_AT:
                    rewound = True
                    for assigned in consumer.assignment():
                        consumer.seek(confluent_kafka.TopicPartition(TOPIC, assigned.partition, 0))
                        positions[assigned.partition] = 0
                    commit(positions)
                    last_commit = time.monotonic()
                message = consumer.poll(0.05)
                if message is not None and not message.error():
                    positions[message.partition()] = message.offset() + 1
                    if rewound:
                        time.sleep(0.05)
                if auto or time.monotonic() - last_commit < 0.2:
                    continue
                if self.kind == "stalled":
                    commit({a.partition: STALLED_OFFSET for a in consumer.assignment()})
                elif positions:
                    commit(positions)
                last_commit = time.monotonic()
        finally:
            consumer.close()

    def stop(self) -> None:
        self.stopping.set()
        self.join(30)
        assert not self.is_alive(), f"{self.name} did not stop"
        if self.error is not None:
            raise self.error


class SlowMember(threading.Thread):
    """The project's KIP-848 member (:class:`GroupMember`) in group ``slow``: it reads
    nothing, and every 200 ms commits, on each partition it is assigned, a position that
    advances SLOW_RATE records a second from the group's committed offset (or 0)."""

    def __init__(self, bootstrap: str) -> None:
        super().__init__(daemon=True, name="slow")
        self.bootstrap = bootstrap
        self.sampling_started_at = 0.0
        self.stopping = threading.Event()
        self.assigned = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            asyncio.run(self._run())
        except BaseException as exc:
            self.error = exc

    async def _run(self) -> None:
        from kgroup_proto.group import GroupMember, OffsetAndMetadata

        member = GroupMember.consumer(self.bootstrap, group_id="slow", topics=[TOPIC])
        async with member:
            while not member.assignment:
                await asyncio.sleep(0.05)
            owned = sorted(member.assignment)
            committed = await member.fetch_committed(owned)
            start = {tp: 0 if c is None else c.offset for tp, c in committed.items()}
            began = time.monotonic()
            self.assigned.set()
            while not self.stopping.is_set():
                moved = int(SLOW_RATE * (time.monotonic() - began))
                await member.commit({tp: OffsetAndMetadata(n + moved) for tp, n in start.items()})
                await asyncio.sleep(0.2)

    def stop(self) -> None:
        self.stopping.set()
        self.join(30)
        assert not self.is_alive(), "the slow member did not stop"
        if self.error is not None:
            raise self.error


async def delete_when_empty(admin: GroupAdmin, group: str, at: float) -> float:
    """Delete ``group`` once ``at`` (monotonic) has passed, retrying while its last member is
    still leaving; returns the wall time (ms) the deletion was answered."""
    from kgroup_proto.client.errors import BrokerError
    from kgroup_proto.error_codes import ErrorCode

    await asyncio.sleep(max(0.0, at - time.monotonic()))
    for _ in range(100):
        try:
            await admin.delete_groups([group])
            return time.time() * 1000
        except BrokerError as exc:
            if exc.code != ErrorCode.NON_EMPTY_GROUP:
                raise
            await asyncio.sleep(0.05)
    raise AssertionError(f"{group} never emptied")


KINDS = ("healthy", "stopped", "stalled", "rewound", "deleted")
#: Every group sampled: the confluent-kafka ones and the project's own member.
GROUPS = (*KINDS, "slow")


@attrs.frozen
class Scenario:
    """The scenario's producer and groups, running, every group assigned its partitions."""

    producer: ProducerThread
    groups: dict[str, Any]
    started: threading.Event

    def begin(self, now: float) -> None:
        """The groups' timeline starts at ``now`` (monotonic): each behaves as its name says
        from then on."""
        for thread in self.groups.values():
            thread.sampling_started_at = now
        self.started.set()


@contextmanager
def scenario_running(bootstrap: str, assign_timeout: float) -> Iterator[Scenario]:
    """The producer and the groups started on ``bootstrap`` (its topic already there), until
    every group is assigned; stopped on leaving, the first failure of any raised."""
    producer = ProducerThread(bootstrap)
    started = threading.Event()
    groups: dict[str, Any] = {kind: GroupThread(bootstrap, kind, started) for kind in KINDS}
    groups["slow"] = SlowMember(bootstrap)
    producer.start()
    try:
        for thread in groups.values():
            thread.start()

        def assigned() -> bool:
            for thread in [*groups.values(), producer]:
                if thread.error is not None:
                    raise thread.error
            return all(t.assigned.is_set() for t in groups.values())

        wait_for(assigned, assign_timeout, "every group's assignment")
        yield Scenario(producer, groups, started)
    finally:
        failures = []
        for thread in [*groups.values(), producer]:
            try:
                thread.stop()
            except BaseException as exc:
                failures.append(exc)
        if failures:
            raise failures[0]


@attrs.frozen
class LiveRun:
    #: The live command's JSON report, and its output directory.
    report: dict[str, Any]
    output: Path
    #: Wall times (ms): when the groups' timeline began, and when DeleteGroups was answered.
    started_at: float
    deleted_at: float


def kgroup_proto(*args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = {**os.environ}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )


def run_live(bootstrap: str, output: Path) -> LiveRun:
    """The scenario on ``bootstrap`` (its topic already there), with ``kgroup-proto lag
    --bootstrap`` reading it for DURATION seconds into ``output``."""
    with scenario_running(bootstrap, 60) as scenario:

        async def run() -> tuple[subprocess.CompletedProcess[str], float, float]:
            async with GroupAdmin(bootstrap, request_timeout=10) as admin:
                now = time.monotonic()
                started_at = time.time() * 1000
                scenario.begin(now)
                deletion = asyncio.create_task(
                    delete_when_empty(admin, "deleted", now + DELETE_AT + DELETE_DELAY)
                )
                command = [
                    "lag",
                    "--bootstrap",
                    bootstrap,
                    "--duration",
                    str(DURATION),
                    "--interval",
                    str(INTERVAL),
                    "--output",
                    str(output),
                    "--json",
                ]
                for group in GROUPS:
                    command += ["--group", group]
                result = await asyncio.to_thread(kgroup_proto, *command)
                return result, started_at, await deletion

        result, started_at, deleted_at = asyncio.run(run())
    assert result.returncode == 0, result.stderr
    return LiveRun(json.loads(result.stdout), output, started_at, deleted_at)


def judge_offline(bootstrap: str, live: LiveRun, directory: Path) -> dict[str, Any]:
    """The offline path on the same run: ``__consumer_offsets`` decoded by the offsets job,
    judged with the live run's end offsets at the live run's time of judgement."""
    tables = directory / "offsets-out"
    decoded = kgroup_proto(
        "offsets",
        "--kafka",
        bootstrap,
        "--output",
        str(tables),
        "--master",
        "local[1]",
        "--report-groups",
        "0",
    )
    assert decoded.returncode == 0, decoded.stderr
    judged = kgroup_proto(
        "lag",
        str(tables),
        "--end-offsets",
        str(live.output / "end_offsets.parquet"),
        "--at",
        str(live.report["evaluated_at"]),
        "--output",
        str(directory / "lag-out"),
        "--json",
    )
    assert judged.returncode == 0, judged.stderr
    report: dict[str, Any] = json.loads(judged.stdout)
    return report


def _millis(value: Any) -> int:
    return value if isinstance(value, int) else round(value.timestamp() * 1000)


def lag_rows(path: Path, groups: set[str]) -> dict[tuple[str, str, int, int], tuple[Any, ...]]:
    import pyarrow.parquet as pq

    return {
        (r["group"], r["topic"], r["partition"], _millis(r["time"])): (
            r["status"],
            r["committed_offset"],
            r["lag_records"],
            r["deleted"],
        )
        for r in pq.read_table(path).to_pylist()
        if r["group"] in groups
    }


def assert_same_verdicts(live: LiveRun, offline: dict[str, Any], offline_output: Path) -> None:
    """The live tables equal the offline ones wherever Burrow's windows have settled, and the
    statuses are the ones each group's behaviour earns."""
    groups = {*KINDS, "slow"}

    def partitions(report: dict[str, Any]) -> dict[tuple[str, int], tuple[Any, ...]]:
        return {
            (p["group"], p["partition"]): (
                p["status"],
                p["committed_offset"],
                p["lag_records"],
                p["deleted"],
            )
            for p in report["partitions"]
            if p["group"] in groups
        }

    def statuses(report: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {
            g["group"]: (g["status"], g["deleted"], g["deleted_at"], g["total_lag"])
            for g in report["groups"]
            if g["group"] in groups
        }

    assert partitions(live.report) == partitions(offline)
    assert statuses(live.report) == statuses(offline)
    ours = lag_rows(live.output / "lag.parquet", groups)
    theirs = lag_rows(offline_output / "lag.parquet", groups)
    # Read from the topic's end when the command started, the live windows fill within a few
    # seconds (10 commits of one every 100 to 200 ms); from then on, row for row the same.
    settled = min(key[3] for key in ours) + 4_000
    ours_settled = {k: v for k, v in ours.items() if k[3] >= settled}
    theirs_settled = {k: v for k, v in theirs.items() if k[3] >= settled}
    assert len(ours_settled) >= len(groups) * PARTITIONS * 10
    assert ours_settled == theirs_settled

    final = partitions(live.report)
    for partition in range(PARTITIONS):
        assert final[("healthy", partition)][0] == "OK"
        assert final[("stopped", partition)][0] == "STOP"
        assert final[("stalled", partition)][0] == "STALL"
        # Committed back to 0 at REWIND_AT: REWIND while that commit is in the window.
        rewind_at = live.started_at + REWIND_AT * 1000
        rewound = [
            status
            for (group, _, p, time), (status, *_) in ours.items()
            if (group, p) == ("rewound", partition) and rewind_at + 600 <= time <= rewind_at + 1_500
        ]
        assert rewound and set(rewound) == {"REWIND"}, rewound
    # The deleted group: NOTFOUND from its deletion on, with no lag, committed offset or
    # partition judged after it.
    (deleted,) = [g for g in live.report["groups"] if g["group"] == "deleted"]
    assert (deleted["status"], deleted["deleted"], deleted["partition_count"]) == (
        "NOTFOUND",
        True,
        0,
    )
    assert live.deleted_at - 2_000 <= deleted["deleted_at"] <= live.deleted_at
    after = [v for k, v in ours.items() if k[0] == "deleted" and k[3] >= deleted["deleted_at"]]
    assert after and set(after) == {("NOTFOUND", None, None, True)}
