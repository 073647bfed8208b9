"""``kgroup-proto lag --follow``: lag and status kept current from a live cluster, on Spark
Structured Streaming, in bounded memory.

The source, ``kgroup-lag-samples``, is a streaming Spark data source whose every micro-batch
is one round, as rows. By default a round is :meth:`lag_commits.LogSampler.round`: the
coordinator's records read from ``__consumer_offsets`` since the last round (commits and
tombstones, and the histories of the groups whose records changed them), descriptions of the
groups not read about yet, end offsets, optionally record timestamps, and where the read
stopped in each partition of the topic. With ``commitsFrom`` ``offset-fetch`` it is the
fallback's sampling round (:func:`lag_sampler.observe_round`): each group's committed offsets
and description, end offsets and record timestamps. It reads in the Spark driver (a
:class:`SimpleDataSourceStreamReader`): a round is a handful of requests, not data worth
spreading over executors. The batches go to ``foreachBatch``, where a :class:`Follower` applies
them up to the round's time (:class:`lag_commits.Holdback`; with the fallback, after inferring
the commits), keeps Burrow's evaluation current (:class:`lag.LagState`) and, after each batch,
hands back the report, whose tables and HTML page are rewritten, with the follower's
:meth:`~Follower.checkpoint` beside them to resume from.

Bounded state: the follower keeps, per group and partition, the window of commits Burrow
judges and the last ``window`` lag rows and records seen; per partition, the last ``window``
end offsets. Nothing grows with the time the command runs.

Sampling cannot be repeated: a batch Spark asks for again (after a failure) is served from
the rows of the last rounds, kept until Spark commits them; older rounds are gone.

This module needs pyspark (the ``spark`` extra); :mod:`lag_sampler` and :mod:`lag` do not.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import attrs
from pyspark.sql.datasource import DataSource, SimpleDataSourceStreamReader

from kgroup_proto.client.admin import GroupAdmin
from kgroup_proto.pipelines.group_history import GroupHistory, GroupObserver
from kgroup_proto.pipelines.lag import (
    Commit,
    CoordinatorEvent,
    EndOffset,
    GroupTombstone,
    LagReport,
    LagState,
    OffsetTombstone,
    RecordTime,
    Settings,
    TopicPartition,
)
from kgroup_proto.pipelines.lag_commits import (
    CONSUMER_OFFSETS,
    Holdback,
    LogRound,
    LogSampler,
)
from kgroup_proto.pipelines.lag_sampler import (
    CommitObserver,
    Round,
    observe_round,
    round_inputs,
)
from kgroup_proto.pipelines.lag_tables import Inputs
from kgroup_proto.protocol.models import GroupDescription, MemberDescription, Node

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql.streaming.query import StreamingQuery

SHORT_NAME = "kgroup-lag-samples"
#: One row per fact a round learnt; ``kind`` says which columns hold it.
SCHEMA = (
    "round long, kind string, time long, `group` string, topic string, `partition` int, "
    "offset long, detail string"
)
COMMITTED, DESCRIBED, END, RECORD_TIME = "committed", "described", "end", "record_time"
#: A share group's lag as its coordinator reported it (in ``offset``).
REPORTED_LAG = "reported_lag"
#: Read from ``__consumer_offsets``: the coordinator's records (the record's offset there in
#: ``detail``), a group's history as its records left it (JSON in ``detail``), the time by
#: which every record was read, and where the read stopped in each partition of the topic.
COMMIT, OFFSET_TOMBSTONE, GROUP_TOMBSTONE = "commit", "offset_tombstone", "group_tombstone"
HISTORY, SETTLED_AT, POSITION = "history", "settled_at", "position"
#: Rounds kept for a batch Spark asks for again.
KEPT_ROUNDS = 4
#: Record offsets whose timestamps the source remembers having fetched.
KNOWN_RECORDS = 10_000


# ----------------------------------------------------------------------------- rows


def description_json(description: GroupDescription | str | None) -> str:
    """A description as text: null (not found), ``"unknown"`` (not asked) or the fields."""
    if description is None or isinstance(description, str):
        return json.dumps(description)
    return json.dumps(attrs.asdict(description))


def description_from_json(text: str) -> GroupDescription | str | None:
    document = json.loads(text)
    if document is None:
        return None
    if isinstance(document, str):
        return document
    members = [MemberDescription(**m) for m in document.pop("members")]
    coordinator = Node(**document.pop("coordinator"))
    return GroupDescription(members=members, coordinator=coordinator, **document)


Row = tuple[int, str, int | None, str | None, str | None, int | None, int | None, str | None]


def round_rows(index: int, found: Round) -> list[Row]:
    """A round as the source's rows."""
    rows: list[Row] = []
    for group in sorted(found.described):
        detail = description_json(found.described[group])
        rows.append((index, DESCRIBED, found.committed_at, group, None, None, None, detail))
        for (topic, partition), offset in sorted(found.committed.get(group, {}).items()):
            rows.append(
                (index, COMMITTED, found.committed_at, group, topic, partition, offset, None)
            )
        for (topic, partition), lag in sorted(found.lags.get(group, {}).items()):
            rows.append(
                (index, REPORTED_LAG, found.committed_at, group, topic, partition, lag, None)
            )
    for (topic, partition), offset in sorted(found.ends.items()):
        rows.append((index, END, found.ends_at, None, topic, partition, offset, None))
    for r in found.record_times:
        rows.append((index, RECORD_TIME, r.timestamp, None, r.topic, r.partition, r.offset, None))
    return rows


def rounds_from_rows(rows: Iterable[Mapping[str, Any]]) -> list[Round]:
    """The rounds in a batch's rows, in round order."""
    by_round: dict[int, list[Mapping[str, Any]]] = {}
    for row in rows:
        by_round.setdefault(row["round"], []).append(row)
    found = []
    for index in sorted(by_round):
        committed: dict[str, dict[TopicPartition, int]] = {}
        described: dict[str, GroupDescription | str | None] = {}
        ends: dict[TopicPartition, int] = {}
        lags: dict[str, dict[TopicPartition, int]] = {}
        stamps: list[RecordTime] = []
        committed_at, ends_at = 0, None
        for row in by_round[index]:
            kind = row["kind"]
            if kind == DESCRIBED:
                described[row["group"]] = description_from_json(row["detail"])
                committed.setdefault(row["group"], {})
                committed_at = row["time"]
            elif kind == COMMITTED:
                committed.setdefault(row["group"], {})[(row["topic"], row["partition"])] = row[
                    "offset"
                ]
            elif kind == REPORTED_LAG:
                lags.setdefault(row["group"], {})[(row["topic"], row["partition"])] = row["offset"]
            elif kind == END:
                ends[(row["topic"], row["partition"])] = row["offset"]
                ends_at = row["time"]
            elif kind == RECORD_TIME:
                stamps.append(
                    RecordTime(row["topic"], row["partition"], row["offset"], row["time"])
                )
        found.append(Round(committed_at, committed, described, ends_at, ends, stamps, lags))
    return found


def log_round_rows(index: int, found: LogRound, histories: Mapping[str, GroupHistory]) -> list[Row]:
    """A round read from ``__consumer_offsets`` as the source's rows."""
    rows: list[Row] = [(index, SETTLED_AT, found.settled_at, None, None, None, None, None)]
    for event in found.events:
        order = str(event.order)
        if isinstance(event, Commit):
            rows.append(
                (
                    index,
                    COMMIT,
                    event.time,
                    event.group,
                    event.topic,
                    event.partition,
                    event.offset,
                    order,
                )
            )
        elif isinstance(event, OffsetTombstone):
            rows.append(
                (
                    index,
                    OFFSET_TOMBSTONE,
                    event.time,
                    event.group,
                    event.topic,
                    event.partition,
                    None,
                    order,
                )
            )
        else:
            rows.append((index, GROUP_TOMBSTONE, event.time, event.group, None, None, None, order))
    for group in sorted(histories):
        detail = json.dumps(histories[group].to_json())
        rows.append((index, HISTORY, found.settled_at, group, None, None, None, detail))
    for group in sorted(found.described):
        detail = description_json(found.described[group])
        rows.append((index, DESCRIBED, found.settled_at, group, None, None, None, detail))
    for (topic, partition), offset in sorted(found.ends.items()):
        rows.append((index, END, found.ends_at, None, topic, partition, offset, None))
    for r in found.record_times:
        rows.append((index, RECORD_TIME, r.timestamp, None, r.topic, r.partition, r.offset, None))
    for partition, offset in sorted(found.positions.items()):
        rows.append((index, POSITION, None, None, None, partition, offset, None))
    return rows


def log_rounds_from_rows(
    rows: Iterable[Mapping[str, Any]],
) -> list[tuple[LogRound, dict[str, GroupHistory]]]:
    """The rounds in a batch's rows (of :func:`log_round_rows`), in round order, each with
    the histories it brought."""
    by_round: dict[int, list[Mapping[str, Any]]] = {}
    for row in rows:
        by_round.setdefault(row["round"], []).append(row)
    found = []
    for index in sorted(by_round):
        settled_at, ends_at = 0, None
        events: list[tuple[int, CoordinatorEvent]] = []
        histories: dict[str, GroupHistory] = {}
        described: dict[str, GroupDescription | str | None] = {}
        ends: dict[TopicPartition, int] = {}
        stamps: list[RecordTime] = []
        positions: dict[int, int] = {}
        for row in by_round[index]:
            kind, group, time = row["kind"], row["group"], row["time"]
            tp = (row["topic"], row["partition"])
            if kind == SETTLED_AT:
                settled_at = time
            elif kind == COMMIT:
                order = int(row["detail"])
                events.append((order, Commit(group, *tp, row["offset"], time, order)))
            elif kind == OFFSET_TOMBSTONE:
                order = int(row["detail"])
                events.append((order, OffsetTombstone(group, *tp, time, order)))
            elif kind == GROUP_TOMBSTONE:
                order = int(row["detail"])
                events.append((order, GroupTombstone(group, time, order)))
            elif kind == HISTORY:
                histories[group] = GroupHistory.from_json(json.loads(row["detail"]))
            elif kind == DESCRIBED:
                described[group] = description_from_json(row["detail"])
            elif kind == END:
                ends[tp] = row["offset"]
                ends_at = time
            elif kind == RECORD_TIME:
                stamps.append(RecordTime(*tp, row["offset"], time))
            elif kind == POSITION:
                positions[row["partition"]] = row["offset"]
        # Rows may come in any order; the events' own order matters only within a time.
        ordered = [e for _, e in sorted(events, key=lambda item: (item[1].time, item[0]))]
        log_round = LogRound(settled_at, ordered, described, ends_at, ends, stamps, positions)
        found.append((log_round, histories))
    return found


# ----------------------------------------------------------------------------- the source


@attrs.frozen
class SourceOptions:
    bootstrap: str
    groups: list[str] | None
    latest_from: str = "list_offsets"
    record_times: bool = False
    timeout: float = 30.0
    #: ``consumer-offsets`` (read the topic) or ``offset-fetch`` (poll, the fallback).
    commits_from: str = CONSUMER_OFFSETS
    from_beginning: bool = False
    #: Where to resume reading ``__consumer_offsets``: partition -> next offset.
    positions: dict[int, int] | None = None

    @classmethod
    def parse(cls, options: Mapping[str, str]) -> SourceOptions:
        bootstrap = options.get("bootstrap")
        if not bootstrap:
            raise ValueError(f"{SHORT_NAME}: the bootstrap option is required")
        groups = [g for g in options.get("groups", "").split(",") if g] or None
        positions = options.get("positions")
        return cls(
            bootstrap,
            groups,
            options.get("latestFrom", "list_offsets"),
            options.get("recordTimes", "false").lower() == "true",
            float(options.get("timeout", "30")),
            options.get("commitsFrom", CONSUMER_OFFSETS),
            options.get("fromBeginning", "false").lower() == "true",
            None if not positions else {int(p): o for p, o in json.loads(positions).items()},
        )


async def _observe(options: SourceOptions, known: set[tuple[str, int, int]]) -> Round:
    admin = GroupAdmin(
        options.bootstrap,
        connect_timeout=min(options.timeout, 10.0),
        request_timeout=options.timeout,
    )
    async with admin:
        return await observe_round(
            admin,
            options.groups,
            latest_from=options.latest_from,
            record_times=options.record_times,
            known=known,
        )


class SampleReader(SimpleDataSourceStreamReader):  # type: ignore[misc,unused-ignore]
    """Each read is one sampling round; its offset is the round's number."""

    def __init__(self, options: SourceOptions) -> None:
        self.options = options
        self.known: set[tuple[str, int, int]] = set()
        self.kept: dict[int, list[Row]] = {}
        self.sampler: LogSampler | None = None

    async def _read_log(self) -> LogRound:
        options = self.options
        admin = GroupAdmin(
            options.bootstrap,
            connect_timeout=min(options.timeout, 10.0),
            request_timeout=options.timeout,
        )
        async with admin:
            if self.sampler is None:
                self.sampler = LogSampler(
                    admin,
                    options.groups,
                    from_beginning=options.from_beginning,
                    positions=options.positions,
                    latest_from=options.latest_from,
                    record_times=options.record_times,
                )
            else:
                self.sampler.use(admin)
            return await self.sampler.round()

    def _log_rows(self, index: int) -> list[Row]:
        found = asyncio.run(self._read_log())
        assert self.sampler is not None
        log = self.sampler.log
        histories = {g: log.histories.groups[g] for g in log.touched}
        log.touched.clear()
        return log_round_rows(index, found, histories)

    def initialOffset(self) -> dict[str, int]:
        return {"round": 0}

    def read(self, start: dict[str, int]) -> tuple[Iterator[Row], dict[str, int]]:
        index = start["round"]
        if self.options.commits_from == CONSUMER_OFFSETS:
            rows = self._log_rows(index)
            self.kept[index] = rows
            for old in sorted(self.kept)[:-KEPT_ROUNDS]:
                del self.kept[old]
            return iter(rows), {"round": index + 1}
        found = asyncio.run(_observe(self.options, self.known))
        if len(self.known) > KNOWN_RECORDS:
            self.known.clear()
        self.known |= {(r.topic, r.partition, r.offset) for r in found.record_times}
        rows = round_rows(index, found)
        self.kept[index] = rows
        for old in sorted(self.kept)[:-KEPT_ROUNDS]:
            del self.kept[old]
        return iter(rows), {"round": index + 1}

    def readBetweenOffsets(self, start: dict[str, int], end: dict[str, int]) -> Iterator[Row]:
        rounds = range(start["round"], end["round"])
        return iter([row for index in rounds for row in self.kept.get(index, [])])

    def commit(self, end: dict[str, int]) -> None:
        for index in [i for i in self.kept if i < end["round"]]:
            del self.kept[index]


class SamplesSource(DataSource):  # type: ignore[misc,unused-ignore]
    """``spark.readStream.format("kgroup-lag-samples").option("bootstrap", ...)``: options
    ``bootstrap``, ``groups`` (comma-separated; default every group listed), ``latestFrom``
    (``list_offsets`` or ``fetch``), ``recordTimes``, ``timeout``, ``commitsFrom``
    (``consumer-offsets``, the default, or ``offset-fetch``), ``fromBeginning`` and
    ``positions`` (JSON: partition of ``__consumer_offsets`` -> offset to resume at)."""

    @classmethod
    def name(cls) -> str:
        return SHORT_NAME

    def schema(self) -> str:
        return SCHEMA

    def simpleStreamReader(self, schema: Any) -> SampleReader:
        return SampleReader(SourceOptions.parse(self.options))


def register(spark: SparkSession) -> None:
    """Make ``kgroup-lag-samples`` known to the session."""
    spark.dataSource.register(SamplesSource)


# ----------------------------------------------------------------------------- following


class Follower:
    """Rounds in, the current report out; every collection bounded (see the module's doc)."""

    def __init__(self, settings: Settings | None = None, window: int = 60) -> None:
        self.settings = settings or Settings()
        if window < self.settings.intervals:
            raise ValueError(
                f"the window ({window}) must hold at least Burrow's intervals "
                f"({self.settings.intervals})"
            )
        self.window = window
        self.state = LagState(self.settings, max_samples=window)
        self.commits = CommitObserver()
        self.groups = GroupObserver()
        self.rounds = 0
        self._events: dict[tuple[str, str | None, int | None], deque[CoordinatorEvent]] = {}
        self._ends: dict[TopicPartition, deque[EndOffset]] = {}
        self._record_times: deque[RecordTime] = deque(maxlen=window * 8)
        #: Read from __consumer_offsets: inputs held back, the groups' histories as their
        #: records left them, and where the read stopped (checkpointed).
        self.holdback = Holdback()
        self.log_histories: dict[str, GroupHistory] = {}
        self.positions: dict[int, int] = {}
        #: Rounds come from __consumer_offsets: the output carries the checkpoint.
        self.reads_log = False

    def add(self, found: Round) -> None:
        events, ends = round_inputs(found, self.commits, self.groups)
        self._apply(events, ends, found.record_times)
        self.rounds += 1

    def add_log(self, found: LogRound, histories: Mapping[str, GroupHistory]) -> None:
        """A round read from ``__consumer_offsets``: its inputs applied once no earlier ones
        can still come (:class:`lag_commits.Holdback`)."""
        self.reads_log = True
        self.holdback.add(found.events, found.end_offsets())
        events, ends = self.holdback.release(found.settled_at)
        self._apply(events, ends, found.record_times)
        self.log_histories.update(histories)
        for group, description in found.described.items():
            if not isinstance(description, str) and group not in self.log_histories:
                self.groups.observe(found.settled_at, group, description)
        self.positions.update(found.positions)
        self.rounds += 1

    def checkpoint(self) -> dict[str, Any]:
        """Where to resume: the positions read to and the inputs still held back."""
        return {
            "positions": {str(p): o for p, o in sorted(self.positions.items())},
            "released_to": self.holdback.released_to,
            "held_events": [
                {"kind": _KINDS[type(e)], **attrs.asdict(e)} for e in self.holdback.events
            ],
            "held_ends": [attrs.asdict(e) for e in self.holdback.ends],
        }

    def resume(self, inputs: Inputs, checkpoint: Mapping[str, Any]) -> None:
        """Carry on from an earlier run's output (its kept inputs and histories) and its
        :meth:`checkpoint`: nothing read before is read again."""
        self._apply(inputs.events, inputs.end_offsets, inputs.record_times)
        self.log_histories.update(inputs.histories)
        self.positions = {int(p): o for p, o in checkpoint["positions"].items()}
        self.holdback = Holdback(
            [_EVENTS[e.pop("kind")](**e) for e in map(dict, checkpoint["held_events"])],
            [EndOffset(**e) for e in checkpoint["held_ends"]],
            checkpoint["released_to"],
        )

    def _apply(
        self,
        events: list[CoordinatorEvent],
        ends: list[EndOffset],
        record_times: Iterable[RecordTime],
    ) -> None:
        record_times = list(record_times)
        self.state.add(events, ends, record_times)
        for event in events:
            key = (event.group, getattr(event, "topic", None), getattr(event, "partition", None))
            kept = self._events.get(key)
            if kept is None:
                kept = self._events[key] = deque(maxlen=self.window)
            kept.append(event)
        for end in ends:
            kept_ends = self._ends.get((end.topic, end.partition))
            if kept_ends is None:
                kept_ends = self._ends[(end.topic, end.partition)] = deque(maxlen=self.window)
            kept_ends.append(end)
        self._record_times.extend(record_times)

    def report(self) -> LagReport:
        return self.state.report()

    @property
    def histories(self) -> dict[str, GroupHistory]:
        """Every group's history: from its descriptions, and from its records in the log."""
        return {**self.groups.groups, **self.log_histories}

    def inputs(self) -> Inputs:
        """The inputs kept, for the tables and the report."""
        events = sorted(
            (e for kept in self._events.values() for e in kept), key=lambda e: (e.time, e.order)
        )
        ends = sorted((e for kept in self._ends.values() for e in kept), key=lambda e: e.time)
        checkpoint = self.checkpoint() if self.reads_log else None
        return Inputs(events, ends, list(self._record_times), self.histories, checkpoint=checkpoint)


_KINDS = {Commit: COMMIT, OffsetTombstone: OFFSET_TOMBSTONE, GroupTombstone: GROUP_TOMBSTONE}
_EVENTS: dict[str, Any] = {kind: cls for cls, kind in _KINDS.items()}


def follow(
    spark: SparkSession,
    options: SourceOptions,
    follower: Follower,
    *,
    interval: float,
    on_batch: Callable[[Follower], None],
    checkpoint: str,
) -> StreamingQuery:
    """Start the streaming query: a round every ``interval`` seconds, each batch added to
    ``follower``, then ``on_batch(follower)`` called (in this process)."""
    register(spark)
    reader = spark.readStream.format(SHORT_NAME).option("bootstrap", options.bootstrap)
    if options.groups:
        reader = reader.option("groups", ",".join(options.groups))
    reader = reader.option("latestFrom", options.latest_from)
    reader = reader.option("recordTimes", str(options.record_times).lower())
    reader = reader.option("timeout", str(options.timeout))
    reader = reader.option("commitsFrom", options.commits_from)
    reader = reader.option("fromBeginning", str(options.from_beginning).lower())
    if options.positions:
        reader = reader.option("positions", json.dumps(options.positions))
    from_log = options.commits_from == CONSUMER_OFFSETS

    def batch(frame: DataFrame, batch_id: int) -> None:
        rows = [row.asDict() for row in frame.collect()]
        if from_log:
            for log_round, histories in log_rounds_from_rows(rows):
                follower.add_log(log_round, histories)
        else:
            for found in rounds_from_rows(rows):
                follower.add(found)
        on_batch(follower)

    return (
        reader.load()
        .writeStream.foreachBatch(batch)
        .trigger(processingTime=f"{interval} seconds")
        .option("checkpointLocation", checkpoint)
        .start()
    )
