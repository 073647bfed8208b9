"""``kgroup-proto lag --follow``: the sampling rounds as the streaming source's rows and back,
the follower's bounded state judging as a full replay does, and a short run of the command on
Spark Structured Streaming against the project's broker with a real producer and consumer."""

from __future__ import annotations

import json
import re
import threading
import time
from pathlib import Path
from typing import Any

import attrs
import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")

from hypothesis import given, settings
from hypothesis import strategies as st

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.pipelines.group_history import GroupObserver
from kgroup_proto.pipelines.lag import (
    Commit,
    GroupTombstone,
    OffsetTombstone,
    RecordTime,
    Settings,
    evaluate,
)
from kgroup_proto.pipelines.lag_commits import LogRound
from kgroup_proto.pipelines.lag_follow import (
    Follower,
    log_round_rows,
    log_rounds_from_rows,
    round_rows,
    rounds_from_rows,
)
from kgroup_proto.pipelines.lag_sampler import UNKNOWN, CommitObserver, Round, round_inputs
from kgroup_proto.protocol.models import GroupDescription, MemberDescription, Node
from tests import lag_scenario
from tests.coordinator_harness import running_broker, wait_for

DESCRIPTION = GroupDescription(
    group_id="g",
    group_type="consumer",
    state="Stable",
    protocol_type="consumer",
    assignor="uniform",
    members=[MemberDescription("m", "client", "/h", "inst", {"t": [0, 1]}, ["t"], 3)],
    coordinator=Node(1, "127.0.0.1", 9092),
    group_epoch=3,
    assignment_epoch=3,
)

SHARE_DESCRIPTION = attrs.evolve(
    DESCRIPTION, group_id="work", group_type="share", protocol_type="share", assignor="simple"
)


def test_a_round_survives_the_sources_rows() -> None:
    found = Round(
        1_000,
        {
            "g": {("t", 0): 5, ("t", 1): 7},
            "gone": {},
            "other": {("u", 0): 1},
            "work": {("t", 0): 3},
        },
        {"g": DESCRIPTION, "gone": None, "other": UNKNOWN, "work": SHARE_DESCRIPTION},
        1_010,
        {("t", 0): 9, ("t", 1): 7, ("u", 0): 4},
        [RecordTime("t", 0, 5, 900)],
        # A share group's start offset travels as its committed offset, with the lag its
        # coordinator reported.
        {"work": {("t", 0): 2}},
    )
    rows = round_rows(4, found)
    columns = ["round", "kind", "time", "group", "topic", "partition", "offset", "detail"]
    as_read = [dict(zip(columns, row, strict=True)) for row in rows]
    assert rounds_from_rows(reversed(as_read)) == [found]
    assert rounds_from_rows(as_read)[0].lags == {"work": {("t", 0): 2}}
    # A round that found no group has nothing to say: no rows.
    assert round_rows(5, Round(2_000, {}, {})) == []


offsets = st.integers(min_value=0, max_value=50)


@st.composite
def rounds(draw: st.DrawFn) -> list[Round]:
    """Rounds one second apart: two groups' committed offsets on two partitions (a group
    sometimes gone), its members owning them or not, and end offsets that never go back."""
    count = draw(st.integers(min_value=1, max_value=30))
    found = []
    end = {("t", 0): 0, ("t", 1): 0}
    for index in range(count):
        time_ms = 1_000 * (index + 1)
        for tp in end:
            end[tp] += draw(st.integers(0, 20))
        committed: dict[str, dict[tuple[str, int], int]] = {}
        described: dict[str, Any] = {}
        for group in ("a", "b"):
            if draw(st.booleans()) and index % 7 == 6:
                committed[group], described[group] = {}, None
                continue
            committed[group] = {tp: draw(st.integers(0, e)) for tp, e in end.items()}
            owning = draw(st.booleans())
            members = [MemberDescription("m", "c", "/h", None, {"t": [0, 1]}, ["t"])]
            described[group] = (
                GroupDescription(group, "classic", "Stable", "consumer", "range",
                                 members if owning else [], Node(1, "h", 1))
            )  # fmt: skip
        found.append(Round(time_ms, committed, described, time_ms + 10, dict(end)))
    return found


@settings(max_examples=60, deadline=None)
@given(found=rounds(), window=st.integers(min_value=3, max_value=8))
def test_the_follower_judges_as_a_replay_of_every_round(found: list[Round], window: int) -> None:
    rules = Settings(intervals=3)
    follower = Follower(rules, window)
    observer, groups = CommitObserver(), GroupObserver()
    events: list[Any] = []
    ends: list[Any] = []
    for each in found:
        follower.add(each)
        new_events, new_ends = round_inputs(each, observer, groups)
        events += new_events
        ends += new_ends
        # Bounded: no partition keeps more than `window` of anything.
        assert all(len(kept) <= window for kept in follower._ends.values())
        assert all(len(kept) <= window for kept in follower._events.values())
        assert all(n <= window for n in follower.state.samples_kept().values())
    whole = evaluate(events, ends, settings=rules)
    mine = follower.report()
    assert mine.evaluated_at == whole.evaluated_at
    assert [(p.group, p.partition, p.status, p.lag_records) for p in mine.partitions] == [
        (p.group, p.partition, p.status, p.lag_records) for p in whole.partitions
    ]
    assert [(g.group, g.status, g.total_lag, g.deleted) for g in mine.groups] == [
        (g.group, g.status, g.total_lag, g.deleted) for g in whole.groups
    ]
    assert follower.groups.groups.keys() == groups.groups.keys()


def test_a_window_smaller_than_burrows_intervals_is_refused() -> None:
    with pytest.raises(ValueError, match="at least Burrow's intervals"):
        Follower(Settings(intervals=10), window=5)


# ----------------------------------------------------------------------------- from the log


def _log_round(
    settled_at: int, events: list[Any], ends: dict[tuple[str, int], int], positions: dict[int, int]
) -> LogRound:
    return LogRound(settled_at, events, {}, settled_at, ends, [], positions)


def test_following_the_log_keeps_bounded_state_however_many_commits_it_reads() -> None:
    rules = Settings(intervals=5)
    window = 8
    follower = Follower(rules, window)
    offsets = {(g, p): 0 for g in ("a", "b") for p in range(3)}
    end = 0
    sizes = []
    for round_index in range(400):
        base = 1_000_000 + round_index * 1_000
        events: list[Any] = []
        # 60 commits a round on each of six partitions: 144,000 in all.
        for serial in range(60):
            for (group, partition), offset in offsets.items():
                offsets[(group, partition)] = offset + 1
                order = round_index * 1_000 + serial
                events.append(Commit(group, "t", partition, offset + 1, base + serial * 10, order))
        end += 70
        ends = {("t", p): end for p in range(3)}
        follower.add_log(_log_round(base + 900, events, ends, {0: round_index * 1_000}), {})
        state = follower.state._replay
        sizes.append(
            (
                sum(len(k) for k in follower._events.values()),
                sum(len(k) for k in follower._ends.values()),
                sum(len(r) for r in state.rows.values()),
                sum(len(p.window) for g in state.groups.values() for p in g.partitions.values()),
                len(follower.holdback.events) + len(follower.holdback.ends),
            )
        )
    # Per partition: the last `window` inputs and rows, Burrow's `intervals` commits.
    assert max(s[0] for s in sizes) <= 6 * window
    assert max(s[1] for s in sizes) <= 3 * window
    assert max(s[2] for s in sizes) <= 6 * window
    assert max(s[3] for s in sizes) <= 6 * rules.intervals
    # Nothing waits longer than the round that settles it.
    assert sizes[-1][4] == 0
    assert sizes[-1] == sizes[len(sizes) // 2]
    report = follower.report()
    # 60 records committed a round while the end moves 70: the lag when judged.
    assert {p.lag_records for p in report.partitions} == {end - 24_000}
    assert follower.checkpoint()["positions"] == {"0": 399_000}


def test_the_logs_rounds_survive_the_sources_rows() -> None:
    history = GroupObserver()
    history.observe(1_000, "g", DESCRIPTION)
    found = LogRound(
        5_000,
        [
            Commit("g", "t", 0, 7, 4_000, 12),
            OffsetTombstone("g", "t", 1, 4_100, 13),
            GroupTombstone("h", 4_200, 3),
        ],
        {"new": DESCRIPTION, "gone": None},
        5_000,
        {("t", 0): 9},
        [RecordTime("t", 0, 7, 3_000)],
        {0: 14, 7: 4},
    )
    rows = log_round_rows(2, found, history.groups)
    columns = ["round", "kind", "time", "group", "topic", "partition", "offset", "detail"]
    as_read = [dict(zip(columns, row, strict=True)) for row in rows]
    assert log_rounds_from_rows(reversed(as_read)) == [(found, history.groups)]


@pytest.mark.coordinator
def test_follow_resumes_from_its_checkpoint_without_reading_old_commits_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kafka = pytest.importorskip("confluent_kafka", reason="the spark env installs it")
    from kgroup_proto.cli import main

    output = tmp_path / "lag-out"
    args = ["lag", "--follow", "--group", GROUP, "--interval", "1", "--rounds", "3"]
    args += ["--window", "60", "--output", str(output), "--json"]
    with running_broker(TopicConfig(TOPIC, 1)) as broker:
        args += ["--bootstrap", broker.bootstrap]
        traffic = Traffic(broker.bootstrap)
        traffic.start()
        try:
            wait_for(
                lambda: traffic.committed.is_set() or traffic.error is not None, 30, "a commit"
            )
            assert main(args) == 0
        finally:
            traffic.stop()
        first = capsys.readouterr()
        import pyarrow.parquet as pq

        before = pq.read_table(output / "commits.parquet").to_pylist()
        # Committed while nothing follows: read after the restart, from the checkpoint.
        consumer = kafka.Consumer({"bootstrap.servers": broker.bootstrap, "group.id": GROUP})
        consumer.commit(offsets=[kafka.TopicPartition(TOPIC, 0, 777_777)], asynchronous=False)
        consumer.close()
        assert main(args) == 0
        second = capsys.readouterr()
    assert "resuming" not in first.err and "resuming" in second.err
    after = pq.read_table(output / "commits.parquet").to_pylist()
    key = ["kind", "group", "topic", "partition", "offset", "time", "order"]
    rows = [tuple(r[k] for k in key) for r in after]
    assert len(rows) == len(set(rows)), "a commit judged twice"
    assert {tuple(r[k] for k in key) for r in before} <= set(rows)
    assert [r["offset"] for r in after].count(777_777) == 1
    # The first run's window carries on: the judgement holds commits from before the restart.
    last = json.loads(second.out.splitlines()[-1])
    (partition,) = last["partitions"]
    assert partition["committed_offset"] == 777_777
    first_commit = min(r["time"] for r in before)
    assert partition["window_start_time"] <= round(first_commit.timestamp() * 1000) + 60_000
    assert partition["window_size"] > 1


@pytest.mark.coordinator
def test_live_verdicts_equal_the_offline_ones_on_the_projects_broker(tmp_path: Path) -> None:
    pytest.importorskip("confluent_kafka", reason="the spark env installs confluent-kafka")
    with running_broker(TopicConfig(lag_scenario.TOPIC, lag_scenario.PARTITIONS)) as broker:
        live = lag_scenario.run_live(broker.bootstrap, tmp_path / "live")
        offline = lag_scenario.judge_offline(broker.bootstrap, live, tmp_path)
    lag_scenario.assert_same_verdicts(live, offline, tmp_path / "lag-out")


@st.composite
def log_rounds(draw: st.DrawFn) -> list[LogRound]:
    """Rounds a second apart as read from __consumer_offsets: each round's records include
    commits made up to 200 ms after its end offsets were sampled (to be held for the next
    round, which may read commits made before them), tombstones now and then, and end offsets
    that never go back."""
    found = []
    end = {("t", 0): 0, ("t", 1): 0}
    order = 0
    for index in range(draw(st.integers(min_value=1, max_value=25))):
        settled = 1_000 * (index + 1)
        for tp in end:
            end[tp] += draw(st.integers(0, 20))
        events: list[Any] = []
        for _ in range(draw(st.integers(0, 6))):
            group = draw(st.sampled_from(["a", "b"]))
            partition = draw(st.integers(0, 1))
            # Made after the last round's end offsets: some read in that round, some now.
            time = draw(st.integers(settled - 999, settled + 200))
            order += 1
            kind = draw(st.integers(0, 12))
            if kind == 0:
                events.append(OffsetTombstone(group, "t", partition, time, order))
            elif kind == 1:
                events.append(GroupTombstone(group, time, order))
            else:
                offset = draw(st.integers(0, end[("t", partition)]))
                events.append(Commit(group, "t", partition, offset, time, order))
        events.sort(key=lambda e: (e.time, e.order))
        found.append(LogRound(settled, events, {}, settled, dict(end), [], {0: order}))
    return found


@settings(max_examples=60, deadline=None)
@given(found=log_rounds(), window=st.integers(min_value=3, max_value=8))
def test_the_follower_of_the_log_judges_as_a_replay_of_everything_read(
    found: list[LogRound], window: int
) -> None:
    rules = Settings(intervals=3)
    follower = Follower(rules, window)
    for each in found:
        follower.add_log(each, {})
    # A last round, later, settles what the last one read past its time.
    last = found[-1].settled_at + 1_000
    follower.add_log(LogRound(last, [], {}, None, {}, [], {}), {})
    assert follower.holdback.late == 0
    events = [e for each in found for e in each.events]
    ends = [e for each in found for e in each.end_offsets()]
    whole = evaluate(events, ends, settings=rules)
    mine = follower.report()
    assert mine.evaluated_at == whole.evaluated_at
    assert [
        (p.group, p.partition, p.status, p.lag_records, p.deleted) for p in mine.partitions
    ] == [(p.group, p.partition, p.status, p.lag_records, p.deleted) for p in whole.partitions]
    assert [(g.group, g.status, g.total_lag, g.deleted) for g in mine.groups] == [
        (g.group, g.status, g.total_lag, g.deleted) for g in whole.groups
    ]


# ----------------------------------------------------------------------------- on Spark

TOPIC, GROUP = "followed", "follower-app"
RATE = 50  # records a second


class Traffic(threading.Thread):
    """A confluent-kafka producer writing RATE records a second, and a consumer group reading
    them and committing as it goes."""

    def __init__(self, bootstrap: str) -> None:
        super().__init__(daemon=True, name="traffic")
        self.bootstrap = bootstrap
        self.stopping = threading.Event()
        self.committed = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            import confluent_kafka

            producer = confluent_kafka.Producer({"bootstrap.servers": self.bootstrap})
            consumer = confluent_kafka.Consumer(
                {
                    "bootstrap.servers": self.bootstrap,
                    "group.id": GROUP,
                    "auto.offset.reset": "earliest",
                    "auto.commit.interval.ms": 200,
                }
            )
            consumer.subscribe([TOPIC])
            due = time.monotonic()
            try:
                while not self.stopping.is_set():
                    for _ in range(RATE // 10):
                        producer.produce(TOPIC, b"x", partition=0)
                    producer.poll(0)
                    due += 0.1
                    while time.monotonic() < due:
                        consumer.consume(500, max(0.0, due - time.monotonic()))
                    if not self.committed.is_set():
                        committed = consumer.committed([confluent_kafka.TopicPartition(TOPIC, 0)])
                        if committed[0].offset >= 0:
                            self.committed.set()
            finally:
                consumer.close()
                producer.flush(10)
        except BaseException as exc:
            self.error = exc

    def stop(self) -> None:
        self.stopping.set()
        self.join(30)
        if self.error is not None:
            raise self.error


@pytest.mark.coordinator
def test_follow_keeps_the_tables_and_report_current(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("confluent_kafka", reason="the spark env installs confluent-kafka")
    from kgroup_proto.cli import main

    output = tmp_path / "lag-out"
    with running_broker(TopicConfig(TOPIC, 1)) as broker:
        traffic = Traffic(broker.bootstrap)
        traffic.start()
        try:
            wait_for(
                lambda: traffic.committed.is_set() or traffic.error is not None, 30, "a commit"
            )
            started = time.monotonic()
            code = main(
                [
                    "lag",
                    "--follow",
                    "--bootstrap",
                    broker.bootstrap,
                    "--group",
                    GROUP,
                    "--interval",
                    "1",
                    "--rounds",
                    "3",
                    "--duration",
                    "80",
                    "--window",
                    "10",
                    "--output",
                    str(output),
                    "--json",
                    # The group committed before: read from the topic's beginning, every
                    # round knows the partition it commits on.
                    "--from-beginning",
                ]
            )
            elapsed = time.monotonic() - started
        finally:
            traffic.stop()
    out, err = capsys.readouterr()
    assert code == 0, err
    documents = [json.loads(line) for line in out.splitlines()]
    # Three rounds, each printed as it was judged, later ones later.
    assert len(documents) == 3, err
    assert "round 3" in err and "followed 3 round(s)" in err
    times = [d["evaluated_at"] for d in documents]
    assert times == sorted(times) and len(set(times)) == len(times)
    last = documents[-1]
    (group,) = last["groups"]
    (partition,) = last["partitions"]
    assert (group["group"], group["status"]) == (GROUP, "OK")
    # The consumer commits every 200 ms while RATE records a second arrive: it lags by at most
    # what is written in a couple of seconds.
    assert partition["lag_records"] is not None and partition["lag_records"] <= 2 * RATE
    assert partition["end_offset"] > 0
    # The output holds the last round's tables and report, and nothing half-written beside.
    assert (output / "report.html").is_file() and (output / "lag.parquet").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lag-out"]
    checkpoint = json.loads((output / "checkpoint.json").read_text())
    assert checkpoint["positions"] and checkpoint["released_to"] is not None
    page = (output / "report.html").read_text()
    assert GROUP in page and '<span class="badge OK">OK</span>' in page
    import pyarrow.parquet as pq

    ends = pq.read_table(output / "end_offsets.parquet").to_pylist()
    assert len(ends) == 3  # one per round
    assert elapsed < 90


def read_lines(stream: Any, into: list[str]) -> None:
    into.extend(iter(stream.readline, ""))


@pytest.mark.coordinator
def test_an_interrupt_stops_follow_quietly_with_the_output_whole(tmp_path: Path) -> None:
    """Ctrl-C, as a terminal sends it (SIGINT to the command's whole process group, Spark's
    JVM and Python workers included), while the command follows a consumer group and again
    while it stops: no traceback, and the tables and the page are the last round's, whole."""
    pytest.importorskip("confluent_kafka", reason="the spark env installs confluent-kafka")
    import os
    import signal
    import subprocess
    import sys

    import pyarrow.parquet as pq

    output = tmp_path / "lag-out"
    with running_broker(TopicConfig(TOPIC, 1)) as broker:
        traffic = Traffic(broker.bootstrap)
        traffic.start()
        try:
            wait_for(
                lambda: traffic.committed.is_set() or traffic.error is not None, 30, "a commit"
            )
            command = [sys.executable, "-m", "kgroup_proto", "lag", "--follow"]
            command += ["--bootstrap", broker.bootstrap, "--interval", "1", "--duration", "150"]
            command += ["--output", str(output)]
            process = subprocess.Popen(
                command,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                start_new_session=True,
            )
            lines: list[str] = []
            printed: list[str] = []
            # Both streams read on threads of their own, line by line, each read once.
            readers = [
                threading.Thread(target=read_lines, args=(stream, into), daemon=True)
                for stream, into in ((process.stderr, lines), (process.stdout, printed))
            ]
            for reader in readers:
                reader.start()
            try:
                # The second round's batch has begun (its output is being written) when the
                # interrupt comes.
                wait_for(
                    lambda: "kgroup-proto: round 2\n" in lines or process.poll() is not None,
                    120,
                    "a second round",
                )
                os.killpg(process.pid, signal.SIGINT)
                # An impatient user presses Ctrl-C again while it stops.
                wait_for(
                    lambda: (
                        any("interrupted" in line for line in lines) or process.poll() is not None
                    ),
                    60,
                    "the command to say it stops",
                )
                for _ in range(2):
                    if process.poll() is None:
                        os.killpg(process.pid, signal.SIGINT)
                        time.sleep(0.3)
                process.wait(timeout=90)
            finally:
                if process.poll() is None:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
            for reader in readers:
                reader.join(10)
        finally:
            traffic.stop()
    err, out = "".join(lines), "".join(printed)
    assert "kgroup-proto: round 2\n" in lines, err
    assert "Traceback" not in err and "Error" not in err, err
    assert "interrupted: stopping" in err, err
    assert process.returncode == 0, err
    assert GROUP in out  # the status tables printed before the interrupt
    # The output is one whole round's: every table reads, the page is complete and its images
    # are there, and nothing half-written is left beside it.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lag-out"]
    for table in output.glob("*.parquet"):
        pq.read_table(table)
    assert {p.name for p in output.glob("*.parquet")} >= {"lag.parquet", "group_status.parquet"}
    page = (output / "report.html").read_text()
    assert page.rstrip().endswith("</body></html>") and GROUP in page
    for image in re.findall(r'src="([^"]+)"', page):
        assert (output / image).is_file(), image
