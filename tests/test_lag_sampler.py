"""The lag sampler: how committed offsets seen round after round become commits (no I/O), and
the sampler against the project's broker with a real producer and real consumer groups that
are healthy, stopped, stalled, rewound (confluent-kafka consumers), slow (the project's own
KIP-848 member) and deleted."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.client.errors import UnsupportedApi
from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.pipelines.lag import (
    AT_LEAST,
    INTERPOLATED,
    RECORD_TIMESTAMP,
    Commit,
    CoordinatorEvent,
    GroupTombstone,
    LagReport,
    OffsetTombstone,
    evaluate,
)
from kgroup_proto.pipelines.lag_commits import CommitLog, LogReader, sample_log
from kgroup_proto.pipelines.lag_sampler import CommitObserver, Samples, sample
from kgroup_proto.protocol.models import (
    CommittedOffset,
    GroupDescription,
    GroupListing,
    MemberDescription,
    Node,
    ShareOffset,
)
from tests.coordinator_harness import running_broker
from tests.lag_scenario import (
    DELETE_AT,
    DELETE_DELAY,
    DURATION,
    GROUPS,
    INTERVAL,
    PARTITIONS,
    RATE,
    RECORDS_TOLERANCE,
    REWIND_AT,
    SECONDS_TOLERANCE,
    SLOW_RATE,
    STALLED_OFFSET,
    STOP_AT,
    TOPIC,
    ProducerThread,
    delete_when_empty,
    scenario_running,
)

# ----------------------------------------------------------------------------- CommitObserver


def test_a_new_or_changed_offset_is_a_commit() -> None:
    observer = CommitObserver()
    assert observer.observe(1000, "g", {("t", 0): 5}, owned=set()) == [Commit("g", "t", 0, 5, 1000)]
    assert observer.observe(2000, "g", {("t", 0): 5}, owned=set()) == []
    assert observer.observe(3000, "g", {("t", 0): 9}, owned=set()) == [Commit("g", "t", 0, 9, 3000)]
    # Backwards is a change too: a rewind.
    assert observer.observe(4000, "g", {("t", 0): 2}, owned=None) == [Commit("g", "t", 0, 2, 4000)]


def test_an_unchanged_offset_is_a_commit_again_only_while_a_member_owns_the_partition() -> None:
    observer = CommitObserver()
    observer.observe(1000, "g", {("t", 0): 5, ("t", 1): 7}, owned={("t", 0)})
    again = observer.observe(2000, "g", {("t", 0): 5, ("t", 1): 7}, owned={("t", 0)})
    assert again == [Commit("g", "t", 0, 5, 2000)]
    # Unknown membership: only changes count.
    assert observer.observe(3000, "g", {("t", 0): 5, ("t", 1): 7}, owned=None) == []


def test_an_offset_that_disappears_is_a_tombstone() -> None:
    observer = CommitObserver()
    observer.observe(1000, "g", {("t", 0): 5, ("t", 1): 7}, owned=set())
    assert observer.observe(2000, "g", {("t", 1): 7}, owned=set()) == [
        OffsetTombstone("g", "t", 0, 2000)
    ]
    assert observer.observe(3000, "g", {}, owned=set()) == [OffsetTombstone("g", "t", 1, 3000)]
    # Committed again after deletion: a commit, even at the same offset.
    assert observer.observe(4000, "g", {("t", 1): 7}, owned=set()) == [Commit("g", "t", 1, 7, 4000)]
    assert observer.partitions() == {("t", 1)}
    assert observer.committed() == {("g", "t", 1): 7}


def test_groups_are_observed_separately() -> None:
    observer = CommitObserver()
    observer.observe(1000, "a", {("t", 0): 5}, owned=set())
    assert observer.observe(1000, "b", {("t", 0): 5}, owned=set()) == [Commit("b", "t", 0, 5, 1000)]


def test_observed_offsets_of_a_deleted_group_mark_it_deleted() -> None:
    observer = CommitObserver()
    events = observer.observe(1000, "g", {("t", 0): 5}, owned=set())
    events += observer.observe(2000, "g", {}, owned=set())
    report = evaluate(events, [])
    assert (report.group("g").deleted, report.group("g").deleted_at) == (True, 2000)


def test_a_share_groups_reported_lag_rides_on_its_commits() -> None:
    observer = CommitObserver()
    first = observer.observe(1000, "s", {("t", 0): 5}, owned=set(), lags={("t", 0): 3})
    assert first == [Commit("s", "t", 0, 5, 1000, lag=3)]
    # The start offset stays where it was but fewer records are left: a commit all the same.
    again = observer.observe(2000, "s", {("t", 0): 5}, owned=set(), lags={("t", 0): 1})
    assert again == [Commit("s", "t", 0, 5, 2000, lag=1)]
    assert observer.observe(3000, "s", {("t", 0): 5}, owned=set(), lags={("t", 0): 1}) == []
    # The coordinator stops reporting it: back to a lag computed from the end offsets.
    assert observer.observe(4000, "s", {("t", 0): 5}, owned=set()) == [Commit("s", "t", 0, 5, 4000)]


# ----------------------------------------------------------------------------- share groups

SHARE_NODE = Node(1, "127.0.0.1", 9092)


@attrs.define
class ScriptedAdmin:
    """Answers the sampler's questions as a cluster would, round by round: a consumer group
    committing on ``t-0`` and a share group whose share-partitions on ``t-0`` and ``t-1`` move
    by their start offsets, the coordinator reporting lag on ``t-0`` only (on ``t-1`` it
    answers as DescribeShareGroupOffsets v0 does, without lag)."""

    #: Per round: share start offsets, share lags, the consumer group's offset, log ends.
    rounds: list[
        tuple[
            dict[tuple[str, int], int], dict[tuple[str, int], int], int, dict[tuple[str, int], int]
        ]
    ]
    index: int = 0
    asked: list[str] = attrs.Factory(list)
    #: The coordinator does not speak DescribeShareGroupOffsets.
    no_share_offsets: bool = False

    async def list_groups(self) -> list[GroupListing]:
        return [
            GroupListing("work", "share", "Stable", "share"),
            GroupListing("plain", "consumer", "Empty", "classic"),
        ]

    async def describe_groups(self, group_ids: list[str]) -> list[GroupDescription]:
        (group,) = group_ids
        self.asked.append(f"describe {group}")
        if group == "work":
            member = MemberDescription("m", "c", "/127.0.0.1", None, {"t": [0, 1]}, ["t"], 3)
            return [
                GroupDescription(group, "share", "Stable", "share", "simple", [member], SHARE_NODE)
            ]
        return [GroupDescription(group, "classic", "Empty", "consumer", "", [], SHARE_NODE)]

    async def fetch_share_offsets(self, group_id: str) -> list[ShareOffset]:
        self.asked.append(f"share offsets {group_id}")
        if self.no_share_offsets:
            raise UnsupportedApi("DescribeShareGroupOffsets", "127.0.0.1:9092", None)
        starts, lags, _, _ = self.rounds[self.index]
        return [
            ShareOffset(t, p, start, 0, lags.get((t, p)))
            for (t, p), start in sorted(starts.items())
        ]

    async def fetch_offsets(self, group_id: str) -> list[CommittedOffset]:
        self.asked.append(f"offsets {group_id}")
        return [CommittedOffset("t", 0, self.rounds[self.index][2], -1, None)]

    async def list_offsets(
        self, partitions: list[tuple[str, int]], spec: str, *, latest_from: str
    ) -> dict[tuple[str, int], int]:
        ends = self.rounds[self.index][3]
        self.index += 1
        return {tp: ends[tp] for tp in partitions}


def test_a_share_groups_start_offsets_and_reported_lag_make_its_rows() -> None:
    admin = ScriptedAdmin(
        [
            # Round 1: 20 records on t-0, 8 of them done with; of the 12 past the start offset
            # 5 are acknowledged already, so the coordinator reports 7. t-1: start 4 of 10.
            ({("t", 0): 8, ("t", 1): 4}, {("t", 0): 7}, 6, {("t", 0): 20, ("t", 1): 10}),
            # Round 2: both start offsets moved on, and more records came.
            ({("t", 0): 15, ("t", 1): 6}, {("t", 0): 2}, 9, {("t", 0): 22, ("t", 1): 12}),
        ]
    )

    async def no_sleep(_: float) -> None:
        return None

    ticks = itertools.count()
    samples = asyncio.run(
        sample(
            admin,  # type: ignore[arg-type]
            duration=1.0,
            interval=1.0,
            clock=lambda: 0.0,
            # Each reading of the clock is 100 ms after the one before.
            wall_clock=lambda: 1000.0 + next(ticks) / 10,
            sleep=no_sleep,
        )
    )
    assert samples.rounds == 2
    # The share group is asked for its share-partitions' state, never for committed offsets.
    assert "offsets work" not in admin.asked and admin.asked.count("share offsets work") == 2
    assert admin.asked.count("offsets plain") == 2
    report = samples.evaluate()
    rows = {
        (p.group, p.topic, p.partition): (p.committed_offset, p.end_offset, p.lag_records)
        for p in report.partitions
    }
    assert rows == {
        # The coordinator's lag (2), not end - start (7).
        ("work", "t", 0): (15, 22, 2),
        # No lag reported: end - start.
        ("work", "t", 1): (6, 12, 6),
        ("plain", "t", 0): (9, 22, 13),
    }
    share_lags = [
        (r.time, r.committed_offset, r.lag_records)
        for r in report.lag
        if (r.group, r.partition) == ("work", 0)
    ]
    assert share_lags == [(1_000_100, 8, 7), (1_000_300, 15, 2)]
    assert report.group("work").total_lag == 8
    commits = [e for e in samples.events if isinstance(e, Commit) and e.group == "work"]
    assert {(c.partition, c.offset, c.lag) for c in commits} == {
        (0, 8, 7),
        (1, 4, None),
        (0, 15, 2),
        (1, 6, None),
    }


def test_a_share_partition_without_a_start_offset_has_no_row() -> None:
    admin = ScriptedAdmin([({("t", 0): -1, ("t", 1): 3}, {}, 0, {("t", 0): 5, ("t", 1): 5})])

    async def no_sleep(_: float) -> None:
        return None

    samples = asyncio.run(
        sample(
            admin,  # type: ignore[arg-type]
            ["work"],
            duration=0.0,
            interval=1.0,
            wall_clock=lambda: 5.0,
            sleep=no_sleep,
        )
    )
    report = samples.evaluate()
    assert [
        (p.topic, p.partition, p.committed_offset, p.lag_records) for p in report.partitions
    ] == [("t", 1, 3, 2)]


def test_a_coordinator_without_share_offsets_leaves_the_share_group_without_partitions() -> None:
    admin = ScriptedAdmin([({("t", 0): 2}, {("t", 0): 1}, 4, {("t", 0): 5})], no_share_offsets=True)

    async def no_sleep(_: float) -> None:
        return None

    samples = asyncio.run(
        sample(
            admin,  # type: ignore[arg-type]
            duration=0.0,
            interval=1.0,
            wall_clock=lambda: 5.0,
            sleep=no_sleep,
        )
    )
    report = samples.evaluate()
    assert "share offsets work" in admin.asked
    assert [(p.group, p.partition, p.lag_records) for p in report.partitions] == [("plain", 0, 1)]
    assert "work" not in {g.group for g in report.groups}


# ----------------------------------------------------------------------------- live


@attrs.frozen
class Live:
    samples: Samples
    producer: ProducerThread
    #: Wall time (ms) the deleted group's DeleteGroups was answered.
    deleted_at: float
    #: The same run read from __consumer_offsets (from its end when sampling started), and
    #: the whole topic read again from its beginning once the run was over.
    log_samples: Samples
    whole_log: list[CoordinatorEvent]
    #: Wall time (ms) sampling started.
    started_at: float


@pytest.fixture(scope="module")
def live() -> Iterator[Live]:
    pytest.importorskip("confluent_kafka", reason="the coordinator env installs confluent-kafka")
    with (
        running_broker(TopicConfig(TOPIC, PARTITIONS)) as broker,
        scenario_running(broker.bootstrap, 30) as scenario,
    ):

        async def run() -> Live:
            async with (
                GroupAdmin(broker.bootstrap, request_timeout=10) as admin,
                GroupAdmin(broker.bootstrap, request_timeout=10) as log_admin,
            ):
                now = time.monotonic()
                started_at = time.time() * 1000
                scenario.begin(now)
                deletion = asyncio.create_task(
                    delete_when_empty(admin, "deleted", now + DELETE_AT + DELETE_DELAY)
                )
                samples, log_samples = await asyncio.gather(
                    sample(
                        admin,
                        list(GROUPS),
                        duration=DURATION,
                        interval=INTERVAL,
                        record_times=True,
                    ),
                    sample_log(log_admin, list(GROUPS), duration=DURATION, interval=INTERVAL),
                )
                deleted_at = await deletion
                whole = CommitLog(GROUPS)
                reader = LogReader(log_admin, from_beginning=True)
                whole_log = [e for _, rs in await reader.read() for e in whole.read(rs)]
                return Live(
                    samples, scenario.producer, deleted_at, log_samples, whole_log, started_at
                )

        yield asyncio.run(run())


def _lags(report: LagReport, group: str) -> list[Any]:
    return [p for p in report.partitions if p.group == group]


@pytest.mark.coordinator
def test_each_group_gets_the_status_its_behaviour_earns(live: Live) -> None:
    report = live.samples.evaluate()
    partitions = {(p.group, p.partition): p.status for p in report.partitions}
    assert partitions == {
        **{("healthy", p): "OK" for p in range(PARTITIONS)},
        **{("stopped", p): "STOP" for p in range(PARTITIONS)},
        **{("stalled", p): "STALL" for p in range(PARTITIONS)},
        **{("rewound", p): "REWIND" for p in range(PARTITIONS)},
        **{("slow", p): "WARN" for p in range(PARTITIONS)},
        **{("deleted", p): "NOTFOUND" for p in range(PARTITIONS)},
    }
    assert {g.group: g.status for g in report.groups} == {
        "healthy": "OK",
        "stopped": "ERR",
        "stalled": "ERR",
        "rewound": "ERR",
        "slow": "WARN",
        "deleted": "NOTFOUND",
    }
    # Over time: the stopped group was OK in some round while it consumed, and STOP by the end
    # (polling infers one commit a round, so the first rounds' windows are as coarse as the
    # rounds are late: docs/lag.md's limits).
    stopped = [r.status for r in report.lag if r.group == "stopped" and r.partition == 0]
    assert "OK" in stopped and stopped[-1] == "STOP", stopped


@pytest.mark.coordinator
def test_the_slow_groups_lag_grows_round_after_round(live: Live) -> None:
    report = live.samples.evaluate()
    for partition in range(PARTITIONS):
        lags = [r.lag_records for r in report.lag if (r.group, r.partition) == ("slow", partition)]
        assert len(lags) >= live.samples.rounds - 2
        # It falls behind by RATE - SLOW_RATE records a second: over the run, about
        # (RATE - SLOW_RATE) * DURATION, within what the producer sends in a second.
        growth = (lags[-1] or 0) - (lags[0] or 0)
        expected = (RATE - SLOW_RATE) * INTERVAL * (len(lags) - 1)
        assert abs(growth - expected) <= RATE, (growth, expected)


@pytest.mark.coordinator
def test_the_deleted_group_is_marked_deleted_from_its_deletion(live: Live) -> None:
    report = live.samples.evaluate()
    deleted = report.group("deleted")
    assert deleted.deleted and deleted.deleted_at is not None
    # The first round after DeleteGroups was answered sees it gone (a round's stamp is when
    # it started asking).
    assert live.deleted_at - INTERVAL * 1000 <= deleted.deleted_at <= live.deleted_at + 2_000
    rows = [r for r in report.lag if r.group == "deleted"]
    assert any(not r.deleted and r.lag_records is not None for r in rows)
    for row in rows:
        assert row.deleted == (row.time >= deleted.deleted_at)
        if row.deleted:
            assert (row.lag_records, row.committed_offset, row.status) == (None, None, "NOTFOUND")
    history = live.samples.groups.groups["deleted"]
    assert (history.state, history.deleted_at) == ("Dead", deleted.deleted_at)
    assert history.changes[-1].deleted
    # The slow group, seen through its descriptions: a KIP-848 group of one member owning
    # both partitions.
    slow = live.samples.groups.groups["slow"]
    assert (slow.kind, slow.state, len(slow.members)) == ("consumer", "Stable", 1)
    assert slow.members[0].assignment == {TOPIC: list(range(PARTITIONS))}


@pytest.mark.coordinator
def test_lag_in_records_matches_what_was_produced(live: Live) -> None:
    samples, producer = live.samples, live.producer
    report = samples.evaluate()
    for partition in report.partitions:
        if partition.deleted:
            continue
        assert partition.end_offset is not None and partition.lag_records is not None
        produced = producer.count_before(partition.partition, report.evaluated_at)
        assert abs(partition.end_offset - produced) <= RECORDS_TOLERANCE
    for stalled in _lags(report, "stalled"):
        assert stalled.lag_records == stalled.end_offset - STALLED_OFFSET
    for healthy in _lags(report, "healthy"):
        assert healthy.lag_records <= RECORDS_TOLERANCE


@pytest.mark.coordinator
def test_lag_in_seconds_matches_when_the_oldest_unconsumed_record_was_produced(
    live: Live,
) -> None:
    samples, producer = live.samples, live.producer
    by_timestamp = samples.evaluate()
    interpolated = evaluate(samples.events, samples.end_offsets)  # no record timestamps
    checked = {INTERPOLATED: 0, AT_LEAST: 0, RECORD_TIMESTAMP: 0}
    # An interpolation is as close as the samples around it: within the longest gap between
    # two rounds (INTERVAL on an idle machine, more when rounds wait for the CPU).
    times = sorted({e.time for e in samples.end_offsets})
    gap = max(b - a for a, b in itertools.pairwise(times)) / 1000
    tolerance = max(SECONDS_TOLERANCE, gap + 0.5)
    for report in (by_timestamp, interpolated):
        for partition in report.partitions:
            if partition.deleted:
                continue
            assert partition.committed_offset is not None and partition.lag_seconds is not None
            if partition.lag_records == 0:
                continue
            truth = (
                report.evaluated_at
                - producer.timestamp(partition.partition, partition.committed_offset)
            ) / 1000
            method = partition.lag_seconds_method
            checked[method] += 1
            if method == RECORD_TIMESTAMP:  # the producer's own timestamp, read back
                assert partition.lag_seconds == pytest.approx(truth, abs=0.001)
            elif method == INTERPOLATED:
                assert abs(partition.lag_seconds - truth) <= tolerance, (partition, truth)
            else:  # written before the first sample: a lower bound
                assert method == AT_LEAST
                assert partition.lag_seconds <= truth + tolerance, (partition, truth)
    # Record timestamps were fetched for every lagging group (stopped, stalled, rewound,
    # slow). Without them, stopped and rewound groups are interpolated; the stalled group's
    # records predate sampling.
    assert checked[RECORD_TIMESTAMP] >= 4 * PARTITIONS
    assert checked[INTERPOLATED] >= 2 * PARTITIONS
    assert checked[AT_LEAST] >= PARTITIONS
    stopped = by_timestamp.group("stopped")
    assert stopped.lag_seconds is not None and stopped.lag_seconds > DURATION - STOP_AT - 2


@pytest.mark.coordinator
def test_samples_have_one_end_offset_per_partition_each_round(live: Live) -> None:
    samples = live.samples
    # A round at once and one every INTERVAL up to DURATION, however long each one took.
    assert samples.rounds == int(DURATION / INTERVAL) + 1
    # Every round after the first found both partitions committed and sampled their ends.
    times = sorted({e.time for e in samples.end_offsets})
    assert len(times) >= samples.rounds - 1
    assert len(samples.end_offsets) == len(times) * PARTITIONS


@pytest.mark.coordinator
def test_consumer_offsets_read_live_hold_every_record_written_while_sampling(live: Live) -> None:
    live_events = live.log_samples.events
    assert len(set(live_events)) == len(live_events), "a record read twice"
    # Read from the topic's end when sampling started: nothing before, everything after.
    whole = set(live.whole_log)
    assert set(live_events) <= whole
    # The last round read the topic before it sampled end offsets, within a second.
    first, last = live.started_at + 1_000, max(e.time for e in live.log_samples.end_offsets)
    missed = [
        e for e in live.whole_log if first < e.time < last - 1_000 and e not in set(live_events)
    ]
    assert not missed, missed[:5]
    kinds = {type(e) for e in live_events}
    assert kinds == {Commit, OffsetTombstone, GroupTombstone}
    # Real commits: the healthy consumer auto-commits every 100 ms, many times a round.
    healthy = [e for e in live_events if isinstance(e, Commit) and e.group == "healthy"]
    assert len(healthy) >= 3 * live.log_samples.rounds, len(healthy)


@pytest.mark.coordinator
def test_consumer_offsets_read_live_give_each_group_the_status_its_behaviour_earns(
    live: Live,
) -> None:
    report = live.log_samples.evaluate()
    partitions = {(p.group, p.partition): p.status for p in report.partitions}
    for partition in range(PARTITIONS):
        assert partitions[("healthy", partition)] == "OK"
        assert partitions[("stopped", partition)] == "STOP"
        assert partitions[("stalled", partition)] == "STALL"
        assert partitions[("deleted", partition)] == "NOTFOUND"
        # Committed back to 0 at REWIND_AT: REWIND from then on while that commit is among
        # the window's (10 commits of one every 200 ms).
        rewound = [
            r.status
            for r in report.lag
            if (r.group, r.partition) == ("rewound", partition)
            and live.started_at + REWIND_AT * 1000 + 600
            <= r.time
            <= live.started_at + REWIND_AT * 1000 + 1_500
        ]
        assert rewound and set(rewound) == {"REWIND"}, rewound
    groups = {g.group: g.status for g in report.groups}
    assert (groups["healthy"], groups["stopped"], groups["stalled"]) == ("OK", "ERR", "ERR")
    assert groups["deleted"] == "NOTFOUND"
    # The deleted group: NOTFOUND from its tombstone on, and no lag after it.
    deleted = report.group("deleted")
    assert deleted.deleted and deleted.partition_count == 0
    assert deleted.deleted_at is not None
    assert live.deleted_at - 1_000 <= deleted.deleted_at <= live.deleted_at
    after = [r for r in report.lag if r.group == "deleted" and r.time >= deleted.deleted_at]
    assert after and all(
        (r.deleted, r.status, r.lag_records, r.committed_offset) == (True, "NOTFOUND", None, None)
        for r in after
    )
    assert any(not r.deleted for r in report.lag if r.group == "deleted")


@pytest.mark.coordinator
def test_consumer_offsets_read_live_give_the_groups_metadata(live: Live) -> None:
    histories = live.log_samples.groups.groups
    # The slow group's records: a KIP-848 group of one member owning both partitions.
    slow = histories["slow"]
    assert (slow.kind, slow.state, len(slow.members)) == ("consumer", "Stable", 1)
    assert slow.members[0].assignment == {TOPIC: list(range(PARTITIONS))}
    deleted = histories["deleted"]
    assert (deleted.kind, deleted.state) == ("classic", "Dead")
    assert deleted.changes[-1].deleted
    # The stopped consumer left: a classic group's new generation, without members (read
    # from the topic's end, the record of its joining came before sampling).
    stopped = histories["stopped"]
    assert (stopped.kind, stopped.state, stopped.members) == ("classic", "Empty", [])
    assert stopped.changes[-1].members == 0 and stopped.changes[-1].epoch


@pytest.mark.coordinator
def test_list_offsets_latest_earliest_and_by_time_on_the_broker() -> None:
    kafka = pytest.importorskip("confluent_kafka", reason="the coordinator env installs it")
    with running_broker(TopicConfig("listed", 1)) as broker:
        producer = kafka.Producer({"bootstrap.servers": broker.bootstrap, "linger.ms": 20})
        for stamp in (1_000, 2_000, 3_000):  # three batches of five records each
            for _ in range(5):
                producer.produce("listed", b"x", partition=0, timestamp=stamp)
            assert producer.flush(30) == 0
        tp = ("listed", 0)

        async def ask() -> list[Any]:
            async with GroupAdmin(broker.bootstrap) as admin:
                answers = [
                    await admin.list_offsets([tp]),
                    await admin.list_offsets([tp], latest_from="fetch"),
                    await admin.list_offsets([tp], "earliest"),
                    await admin.list_offsets([tp], 2_000),
                    await admin.list_offsets([tp], 2_001),
                    await admin.list_offsets([tp], 9_999),
                    await admin.list_offsets([]),
                ]
                for bad in ("newest", -1):
                    with pytest.raises(ValueError):
                        await admin.list_offsets([tp], bad)
                return answers

        assert asyncio.run(ask()) == [
            {tp: 15},
            {tp: 15},
            {tp: 0},
            {tp: 5},  # the first record at or after 2000 ms
            {tp: 10},
            {tp: -1},  # no record that late
            {},
        ]


@pytest.mark.coordinator
def test_the_lag_command_samples_a_live_broker(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from kgroup_proto.cli import main

    kafka = pytest.importorskip("confluent_kafka", reason="the coordinator env installs it")
    with running_broker(TopicConfig("cli-topic", 1)) as broker:
        stamps: dict[int, int] = {}
        producer = kafka.Producer({"bootstrap.servers": broker.bootstrap})
        for _ in range(10):
            producer.produce(
                "cli-topic",
                b"x",
                partition=0,
                on_delivery=lambda e, m: stamps.__setitem__(m.offset(), m.timestamp()[1]),
            )
        assert producer.flush(30) == 0
        consumer = kafka.Consumer({"bootstrap.servers": broker.bootstrap, "group.id": "cli-group"})
        consumer.commit(offsets=[kafka.TopicPartition("cli-topic", 0, 3)], asynchronous=False)
        consumer.close()
        args = ["--bootstrap", broker.bootstrap, "--duration", "0.5", "--interval", "0.5"]
        # No --group: every group the broker lists, here the one. The commit came before the
        # command started: read from __consumer_offsets' beginning, and, with the fallback,
        # seen by OffsetFetch.
        assert main(["lag", *args, "--record-times", "--json", "--from-beginning"]) == 0
        from_log = capsys.readouterr()
        fallback = ["--commits-from", "offset-fetch"]
        assert main(["lag", *args, "--record-times", "--json", *fallback]) == 0
        polled = capsys.readouterr()
    for out, err in (from_log, polled):
        _one_commit_seven_behind(json.loads(out), err, stamps)


def _one_commit_seven_behind(document: dict[str, Any], err: str, stamps: dict[int, int]) -> None:
    assert "round 2 of 2" in err
    (group,) = document["groups"]
    (partition,) = document["partitions"]
    # One commit seen, no member left to commit again, 7 records behind it: STOP, an ERR.
    assert (group["group"], group["status"], group["total_lag"]) == ("cli-group", "ERR", 7)
    assert (partition["status"], partition["lag_seconds_method"]) == ("STOP", "record_timestamp")
    assert partition["lag_seconds"] == pytest.approx(
        (document["evaluated_at"] - stamps[3]) / 1000, abs=0.001
    )
