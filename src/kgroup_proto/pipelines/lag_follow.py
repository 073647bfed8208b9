"""``kgroup-proto lag --follow``: lag and status kept current from a live cluster, on Spark
Structured Streaming, in bounded memory.

The source, ``kgroup-lag-samples``, is a streaming Spark data source whose every micro-batch
is one sampling round (:func:`lag_sampler.observe_round`): each group's committed offsets and
description, the end offsets of the partitions they committed on, and optionally record
timestamps, as rows. It samples in the Spark driver (a :class:`SimpleDataSourceStreamReader`):
a round is a handful of requests, not data worth spreading over executors. The batches go to
``foreachBatch``, where a :class:`Follower` turns them into the coordinator's records (the
sampler's inference), keeps Burrow's evaluation current (:class:`lag.LagState`) and, after
each batch, hands back the report, whose tables and HTML page are rewritten.

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
from kgroup_proto.pipelines.group_history import GroupObserver
from kgroup_proto.pipelines.lag import (
    CoordinatorEvent,
    EndOffset,
    LagReport,
    LagState,
    RecordTime,
    Settings,
    TopicPartition,
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


# ----------------------------------------------------------------------------- the source


@attrs.frozen
class SourceOptions:
    bootstrap: str
    groups: list[str] | None
    latest_from: str = "list_offsets"
    record_times: bool = False
    timeout: float = 30.0

    @classmethod
    def parse(cls, options: Mapping[str, str]) -> SourceOptions:
        bootstrap = options.get("bootstrap")
        if not bootstrap:
            raise ValueError(f"{SHORT_NAME}: the bootstrap option is required")
        groups = [g for g in options.get("groups", "").split(",") if g] or None
        return cls(
            bootstrap,
            groups,
            options.get("latestFrom", "list_offsets"),
            options.get("recordTimes", "false").lower() == "true",
            float(options.get("timeout", "30")),
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

    def initialOffset(self) -> dict[str, int]:
        return {"round": 0}

    def read(self, start: dict[str, int]) -> tuple[Iterator[Row], dict[str, int]]:
        index = start["round"]
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
    (``list_offsets`` or ``fetch``), ``recordTimes`` and ``timeout``."""

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

    def add(self, found: Round) -> None:
        events, ends = round_inputs(found, self.commits, self.groups)
        self.state.add(events, ends, found.record_times)
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
        self._record_times.extend(found.record_times)
        self.rounds += 1

    def report(self) -> LagReport:
        return self.state.report()

    def inputs(self) -> Inputs:
        """The inputs kept, for the tables and the report."""
        events = sorted(
            (e for kept in self._events.values() for e in kept), key=lambda e: (e.time, e.order)
        )
        ends = sorted((e for kept in self._ends.values() for e in kept), key=lambda e: e.time)
        return Inputs(events, ends, list(self._record_times), dict(self.groups.groups))


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

    def batch(frame: DataFrame, batch_id: int) -> None:
        rows = [row.asDict() for row in frame.collect()]
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
