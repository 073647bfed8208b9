"""Consumer lag and consumer status, from committed offsets and log-end offsets sampled over time.

Plain Python with no I/O, clocks or Spark: inputs are rows, the output is rows. Times are
milliseconds since the epoch, as Kafka's timestamps are.

Inputs
    * the group coordinator's records: :class:`Commit` (a committed offset and when it was
      committed), :class:`OffsetTombstone` (a committed offset deleted or expired) and
      :class:`GroupTombstone` (the group itself deleted), as decoded from
      ``__consumer_offsets`` or observed with OffsetFetch;
    * :class:`EndOffset`: a partition's log-end offset (the offset the next record will get,
      ListOffsets "latest" or a Fetch's high watermark) sampled at a time;
    * optionally :class:`RecordTime`: the timestamp of the first record at or after an offset.

Lag in records
    At each end-offset sample, for every group with a committed offset on that partition:
    ``max(0, end - committed)``. The clamp matters because the end offset is sampled while the
    group commits: a group may commit past the last sample. Where the coordinator reported the
    lag with the commit (share groups), that lag instead (see "Share groups").

Lag in seconds
    How old the oldest unconsumed record is: the one at the committed offset ``c``.
    Where its timestamp is known (a :class:`RecordTime` for ``c``), the lag is the sample time
    minus that timestamp (``record_timestamp``). Otherwise its arrival is estimated from the end
    offsets sampled so far, ``(t_0, e_0) ... (t_k, e_k)`` up to the sample time ``T``:

    * ``c >= e_k``: nothing is unconsumed, the lag is 0 (``caught_up``);
    * otherwise let ``j`` be the last sample with ``e_j <= c``; the record at ``c`` was written
      after ``t_j`` and by ``t_{j+1}`` (where ``e_{j+1} > c``). The log end is taken to grow
      linearly between the two samples, so it reached ``c + 1`` (the record at ``c`` existed)
      at ``a = t_j + (c + 1 - e_j) / (e_{j+1} - e_j) * (t_{j+1} - t_j)``, and the lag is
      ``T - a`` (``interpolated``);
    * no sample has ``e_j <= c``: the record was already there at the first sample, so the lag
      is at least ``T - t_0`` (``at_least``, a lower bound).

Status
    Burrow's evaluation (the rules of LinkedIn's lag monitor, its storage module keeping the last
    ``intervals`` commits of each partition and its evaluator judging them), replayed in time
    order so that a status can be given at every sample. Each partition keeps a window of its
    last ``intervals`` commits; each commit in it carries the lag at the time it was made (the
    latest end offset sampled by then, minus the commit's offset, at least 0). The rules, in the
    order they are checked, with ``now`` the evaluation time:

    1. the current lag is at most ``allowed_lag``: **OK**;
    2. **STOP** when the window's last commit is older than the time the window spans
       (``now - last.time > last.time - first.time``), unless one of the last ``intervals`` end
       offsets sampled is at or below the last committed offset (the group was caught up
       recently);
    3. **REWIND** when some commit is below the one before it and no later commit in the window
       gets back to that earlier offset;
    4. if no commit in the window had a lag at or below ``allowed_lag``: **STALL** when every
       commit in the window has the same offset, else **WARN** when the commits' lags never
       decrease from one commit to the next;
    5. otherwise **OK**.

    A partition with no commits is OK; one whose window holds fewer than ``minimum_complete``
    of ``intervals`` commits is OK. A group's status is its worst partition's, where STOP, STALL
    and REWIND count as **ERR**; a group with no partitions is **NOTFOUND**, as is a group whose
    last commit is more than ``expire_group_ms`` before the evaluation time, and a deleted
    group.

    Where this differs from Burrow: commits made before any end offset of their partition was
    sampled are kept with an unknown lag (Burrow drops them), so that an export of
    ``__consumer_offsets`` judged against one later snapshot of end offsets still has windows.
    Unknown lags are skipped by rule 4, as Burrow skips them, and WARN needs at least one
    known lag in the window.

Deleted groups
    An :class:`OffsetTombstone` removes that partition's committed offset and its window; a
    :class:`GroupTombstone` removes all of the group's. A group is deleted from the time of its
    group tombstone, or of the tombstone that removed its last committed offset. From then on
    its rows are marked ``deleted`` and carry no lag; a later commit brings the group back with
    fresh windows.

Groups that committed nothing
    Burrow knows a group from its first commit on. :func:`with_known_groups` adds to a report
    the groups known otherwise (from their descriptions or records): NOTFOUND, with their
    members counted and a note saying they have committed nothing, or deleted where they were.

Share groups
    A share group commits nothing: its position on a partition is the share-partition's start
    offset (every record before it is done with), read with DescribeShareGroupOffsets, and
    comes in as a :class:`Commit`. From version 1 (KIP-1226) the coordinator also reports the
    partition's lag, which counts only records not yet done with (records past the start offset
    already acknowledged are not lag). Where a commit carries that lag, it is the partition's
    lag in records until the next commit, whatever end offsets are sampled meanwhile, and the
    lag the window keeps for that commit; where it does not, the lag is computed as above.

Following
    :func:`evaluate` replays a whole history. :class:`LagState` is the same replay fed as the
    inputs arrive, in time order, and judged whenever asked; given ``max_samples`` it keeps only
    the last ``max_samples`` end offsets of each partition and the last ``max_samples`` lag
    rows of each group's partition, so its memory stays bounded however long it runs. Statuses
    and lags in records only need the window of commits, the last ``intervals`` end offsets and
    the latest one, so they are the same as a full replay's while ``max_samples`` is at least
    ``intervals``; a lag in seconds whose record arrived before the oldest sample kept becomes
    ``at_least``, a lower bound.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

import attrs

#: Milliseconds in Burrow's default ``expire-group`` (604800 seconds, a week).
WEEK_MS = 7 * 86_400_000

#: (topic, partition)
TopicPartition = tuple[str, int]


class Status(enum.IntEnum):
    """Burrow's statuses, ordered from good to bad (its own numbering)."""

    NOTFOUND = 0
    OK = 1
    WARN = 2
    ERR = 3
    STOP = 4
    STALL = 5
    REWIND = 6


def _at_least(minimum: float) -> Any:
    def check(instance: object, attribute: attrs.Attribute[Any], value: float) -> None:
        if value < minimum:
            raise ValueError(f"{attribute.name} must be at least {minimum}, got {value}")

    return check


@attrs.frozen
class Settings:
    """The evaluation's thresholds; the defaults are Burrow's.

    ``intervals``: commits kept per partition, the window the rules judge (Burrow's storage
    ``intervals``). ``min_distance_ms``: a commit less than this after the previous one
    replaces it, keeping the earlier time (storage ``min-distance``, there in seconds).
    ``expire_group_ms``: a group whose last commit is older than this is NOTFOUND (storage
    ``expire-group``, there in seconds). ``minimum_complete``: the fraction of ``intervals`` a
    window must fill before the rules apply (evaluator ``minimum-complete``). ``allowed_lag``:
    lag in records that still counts as caught up (evaluator ``allowed-lag``).
    """

    intervals: int = attrs.field(default=10, validator=_at_least(1))
    min_distance_ms: int = attrs.field(default=0, validator=_at_least(0))
    expire_group_ms: int = attrs.field(default=WEEK_MS, validator=_at_least(0))
    minimum_complete: float = attrs.field(default=0.0, validator=_at_least(0.0))
    allowed_lag: int = attrs.field(default=0, validator=_at_least(0))

    def __attrs_post_init__(self) -> None:
        if self.minimum_complete > 1.0:
            raise ValueError(f"minimum_complete must be at most 1, got {self.minimum_complete}")


# ----------------------------------------------------------------------------- inputs


@attrs.frozen
class Commit:
    """A group's committed offset for a partition, and when it was committed.

    ``order`` is the record's position in the commit log where known (its offset in
    ``__consumer_offsets``); it orders records with the same time. ``lag`` is the lag the
    coordinator reported with this position where it reports one (a share group's, see
    "Share groups" in the module's doc); None: the lag is the end offset minus ``offset``.
    """

    group: str
    topic: str
    partition: int
    offset: int
    time: int
    order: int = -1
    lag: int | None = None


@attrs.frozen
class OffsetTombstone:
    """A group's committed offset for a partition was deleted (or expired) at ``time``."""

    group: str
    topic: str
    partition: int
    time: int
    order: int = -1


@attrs.frozen
class GroupTombstone:
    """The group was deleted at ``time`` (a tombstone for its group metadata)."""

    group: str
    time: int
    order: int = -1


CoordinatorEvent = Commit | OffsetTombstone | GroupTombstone


@attrs.frozen
class EndOffset:
    """A partition's log-end offset (the next record's offset) as sampled at ``time``."""

    topic: str
    partition: int
    time: int
    offset: int


@attrs.frozen
class RecordTime:
    """The timestamp of the first record at or after ``offset`` in the partition."""

    topic: str
    partition: int
    offset: int
    timestamp: int


# ----------------------------------------------------------------------------- the rules


@attrs.frozen
class WindowCommit:
    """A commit as the window keeps it: its lag when made is None where no end was known."""

    offset: int
    time: int
    lag: int | None


def lag_reached_allowed(window: Sequence[WindowCommit], allowed_lag: int) -> bool:
    """Some commit in the window had a lag at or below ``allowed_lag``: then neither STALL nor
    WARN applies."""
    return any(c.lag is not None and c.lag <= allowed_lag for c in window)


def first_rewind(window: Sequence[WindowCommit]) -> int | None:
    """The index of the first commit below the one before it, or None."""
    for index in range(1, len(window)):
        if window[index].offset < window[index - 1].offset:
            return index
    return None


def rewind_recovered(window: Sequence[WindowCommit], index: int) -> bool:
    """A commit from ``index`` on is back at or past the offset committed before the rewind."""
    before = window[index - 1].offset
    return any(c.offset >= before for c in window[index:])


def stopped(window: Sequence[WindowCommit], now: int) -> bool:
    """The last commit is older than the time the window spans."""
    first, last = window[0].time, window[-1].time
    return now - last > last - first


def stalled(window: Sequence[WindowCommit]) -> bool:
    """Every commit in the window has the same offset."""
    return all(c.offset == window[0].offset for c in window)


def lag_not_decreasing(window: Sequence[WindowCommit]) -> bool:
    """The known lags never go down from one commit to the next (and at least one is known)."""
    lags = [c.lag for c in window if c.lag is not None]
    return bool(lags) and all(b >= a for a, b in pairwise(lags))


def recently_caught_up(window: Sequence[WindowCommit], end_offsets: Sequence[int]) -> bool:
    """One of the recent end offsets is at or below the last committed offset."""
    last = window[-1].offset
    return any(end <= last for end in end_offsets)


def partition_status(
    window: Sequence[WindowCommit],
    recent_ends: Sequence[int],
    current_lag: int,
    now: int,
    settings: Settings,
) -> Status:
    """One partition's status from its window of commits (oldest first), its last
    ``intervals`` sampled end offsets and its current lag, by the rules in the module's doc."""
    if not window or current_lag <= settings.allowed_lag:
        return Status.OK
    if len(window) / settings.intervals < settings.minimum_complete:
        return Status.OK
    if stopped(window, now) and not recently_caught_up(window, recent_ends):
        return Status.STOP
    rewind = first_rewind(window)
    if rewind is not None and not rewind_recovered(window, rewind):
        return Status.REWIND
    if not lag_reached_allowed(window, settings.allowed_lag):
        if stalled(window):
            return Status.STALL
        if lag_not_decreasing(window):
            return Status.WARN
    return Status.OK


def group_status(partition_statuses: Iterable[Status]) -> Status:
    """The worst partition status, STOP, STALL and REWIND reported as ERR; NOTFOUND if none."""
    worst: Status | None = None
    for status in partition_statuses:
        if status == Status.NOTFOUND:
            continue
        mapped = Status.ERR if status > Status.ERR else status
        worst = mapped if worst is None else max(worst, mapped)
    return Status.NOTFOUND if worst is None else worst


# ----------------------------------------------------------------------------- lag in time

#: How a lag in seconds was found (see the module's doc).
CAUGHT_UP, RECORD_TIMESTAMP, INTERPOLATED, AT_LEAST, UNKNOWN = (
    "caught_up",
    "record_timestamp",
    "interpolated",
    "at_least",
    "unknown",
)


def lag_seconds(
    samples: Sequence[tuple[int, int]],
    committed: int,
    now: int,
    record_timestamp: int | None = None,
) -> tuple[float | None, str]:
    """How old the record at ``committed`` is at ``now``, in seconds, and how that was found.

    ``samples`` are the partition's (time, end offset) samples up to ``now``, oldest first;
    ``record_timestamp`` the timestamp of the first record at or after ``committed``, if known.
    """
    if not samples:
        return None, UNKNOWN
    if committed >= samples[-1][1]:
        return 0.0, CAUGHT_UP
    if record_timestamp is not None:
        return max(0, now - record_timestamp) / 1000, RECORD_TIMESTAMP
    for index in range(len(samples) - 2, -1, -1):
        time, end = samples[index]
        if end <= committed:
            next_time, next_end = samples[index + 1]
            arrived = time + (committed + 1 - end) / (next_end - end) * (next_time - time)
            return max(0.0, now - arrived) / 1000, INTERPOLATED
    return max(0, now - samples[0][0]) / 1000, AT_LEAST


# ----------------------------------------------------------------------------- outputs


@attrs.frozen
class LagRow:
    """A group's lag on one partition at one end-offset sample (the ``lag`` table)."""

    group: str
    topic: str
    partition: int
    time: int
    end_offset: int
    committed_offset: int | None
    lag_records: int | None
    lag_seconds: float | None
    lag_seconds_method: str
    status: str
    deleted: bool


@attrs.frozen
class PartitionStatus:
    """A group's partition as judged at the evaluation time (the ``partition_status`` table).

    ``complete`` is the fraction of ``intervals`` the window holds; the window's first and
    last commits are ``window_start_*`` and ``window_end_*``.
    """

    group: str
    topic: str
    partition: int
    status: str
    end_offset: int | None
    committed_offset: int | None
    lag_records: int | None
    lag_seconds: float | None
    lag_seconds_method: str
    complete: float
    window_size: int
    window_start_offset: int | None
    window_start_time: int | None
    window_end_offset: int | None
    window_end_time: int | None
    deleted: bool
    deleted_at: int | None


@attrs.frozen
class GroupStatus:
    """A group as judged at the evaluation time (the ``group_status`` table).

    ``total_lag`` sums the partitions' lags in records (None where no partition's lag is
    known: a deleted or expired group, or one that never committed); ``lag_seconds`` is the
    largest partition lag in seconds (the group's oldest unconsumed record); ``max_lag_*``
    names the partition with the most records behind; ``complete`` is the fraction of
    partitions whose window is full. ``members`` is how many members the group has as last
    described or recorded (None: not known); ``note`` says why a group has no lag where that
    is not its deletion or expiry (see :func:`with_known_groups`).
    """

    group: str
    status: str
    partition_count: int
    total_lag: int | None
    lag_seconds: float | None
    max_lag_topic: str | None
    max_lag_partition: int | None
    max_lag: int | None
    complete: float
    last_commit: int | None
    deleted: bool
    deleted_at: int | None
    expired: bool
    members: int | None = None
    note: str | None = None


@attrs.frozen
class LagReport:
    evaluated_at: int
    lag: list[LagRow]
    partitions: list[PartitionStatus]
    groups: list[GroupStatus]

    def group(self, group: str) -> GroupStatus:
        """The status row of ``group``; KeyError if it is not in the report."""
        for row in self.groups:
            if row.group == group:
                return row
        raise KeyError(group)


# ----------------------------------------------------------------------------- the replay


class _Partition:
    """A group's partition during the replay: its window and whether it is deleted."""

    def __init__(self, intervals: int) -> None:
        self.window: deque[WindowCommit] = deque(maxlen=intervals)
        self.deleted_at: int | None = None
        #: The lag the coordinator reported with the last commit, if it did.
        self.reported_lag: int | None = None

    def clear(self, time: int) -> None:
        self.window.clear()
        self.deleted_at = time
        self.reported_lag = None


class _Group:
    def __init__(self) -> None:
        self.partitions: dict[TopicPartition, _Partition] = {}
        self.last_commit: int | None = None
        self.deleted_at: int | None = None


class _Replay:
    """The coordinator's records and the end-offset samples, applied in time order.

    ``max_samples`` (None: no bound) bounds the end offsets kept per partition and the lag
    rows kept per group and partition.
    """

    def __init__(
        self,
        settings: Settings,
        record_times: dict[tuple[str, int, int], int],
        max_samples: int | None = None,
    ):
        self.settings = settings
        self.record_times = record_times
        self.max_samples = max_samples
        self.groups: dict[str, _Group] = {}
        self.by_partition: dict[TopicPartition, set[str]] = {}
        self.samples: dict[TopicPartition, deque[tuple[int, int]]] = {}
        #: (sequence number, row) per group and partition, so rows come out in replay order.
        self.rows: dict[tuple[str, TopicPartition], deque[tuple[int, LagRow]]] = {}
        self.sequence = 0

    def lag_rows(self) -> list[LagRow]:
        kept = [item for rows in self.rows.values() for item in rows]
        return [row for _, row in sorted(kept, key=lambda item: item[0])]

    # -- events

    def end_offset(self, sample: EndOffset) -> None:
        tp = (sample.topic, sample.partition)
        samples = self.samples.get(tp)
        if samples is None:
            samples = self.samples[tp] = deque(maxlen=self.max_samples)
        samples.append((sample.time, sample.offset))
        for group in sorted(self.by_partition.get(tp, ())):
            rows = self.rows.get((group, tp))
            if rows is None:
                rows = self.rows[(group, tp)] = deque(maxlen=self.max_samples)
            rows.append((self.sequence, self._row(group, tp, sample.time)))
            self.sequence += 1

    def record_time(self, record: RecordTime) -> None:
        self.record_times.setdefault(
            (record.topic, record.partition, record.offset), record.timestamp
        )

    def forget_record_times(self) -> None:
        """Drop timestamps of records below every group's committed offset on their
        partition: no lag in seconds will ask for them again, short of a rewind."""
        lowest: dict[TopicPartition, int] = {}
        for group in self.groups.values():
            for tp, partition in group.partitions.items():
                if partition.window and partition.deleted_at is None:
                    offset = partition.window[-1].offset
                    lowest[tp] = min(offset, lowest.get(tp, offset))
        for key in [k for k in self.record_times if k[2] < lowest.get((k[0], k[1]), -1)]:
            del self.record_times[key]

    def commit(self, commit: Commit) -> None:
        group = self._group(commit.group)
        if self._expired(group, commit.time):  # Burrow purges such a group: start afresh
            for old in group.partitions:
                self.by_partition[old].discard(commit.group)
            group.partitions.clear()
        tp = (commit.topic, commit.partition)
        partition = group.partitions.get(tp)
        if partition is None:
            partition = group.partitions[tp] = _Partition(self.settings.intervals)
            self.by_partition.setdefault(tp, set()).add(commit.group)
        samples = self.samples.get(tp)
        lag = max(0, samples[-1][1] - commit.offset) if samples else None
        if commit.lag is not None:
            lag = commit.lag
        partition.reported_lag = commit.lag
        time = commit.time
        window = partition.window
        if window and time - window[-1].time < self.settings.min_distance_ms:
            time = window.pop().time  # too soon after the last one: it replaces it
        window.append(WindowCommit(commit.offset, time, lag))
        partition.deleted_at = None
        group.deleted_at = None
        group.last_commit = commit.time

    def offset_tombstone(self, tombstone: OffsetTombstone) -> None:
        group = self.groups.get(tombstone.group)
        partition = group.partitions.get((tombstone.topic, tombstone.partition)) if group else None
        if group is None or partition is None or partition.deleted_at is not None:
            return
        partition.clear(tombstone.time)
        if all(p.deleted_at is not None for p in group.partitions.values()):
            group.deleted_at = tombstone.time

    def group_tombstone(self, tombstone: GroupTombstone) -> None:
        group = self._group(tombstone.group)
        for partition in group.partitions.values():
            if partition.deleted_at is None:
                partition.clear(tombstone.time)
        if group.deleted_at is None:
            group.deleted_at = tombstone.time

    # -- judging

    def _group(self, name: str) -> _Group:
        group = self.groups.get(name)
        if group is None:
            group = self.groups[name] = _Group()
        return group

    def _expired(self, group: _Group, now: int) -> bool:
        last = group.last_commit
        return last is not None and now - self.settings.expire_group_ms > last

    def _judge(
        self, name: str, tp: TopicPartition, now: int
    ) -> tuple[Status, int | None, int | None, float | None, str]:
        """(status, end offset, lag in records, lag in seconds, method) at ``now``."""
        group = self.groups[name]
        partition = group.partitions[tp]
        samples = list(self.samples.get(tp, ()))
        end = samples[-1][1] if samples else None
        if partition.deleted_at is not None or self._expired(group, now) or end is None:
            return Status.NOTFOUND, end, None, None, UNKNOWN
        committed = partition.window[-1].offset
        lag = max(0, end - committed) if partition.reported_lag is None else partition.reported_lag
        record_time = self.record_times.get((*tp, committed))
        seconds, method = lag_seconds(samples, committed, now, record_time)
        recent = [offset for _, offset in samples[-self.settings.intervals :]]
        status = partition_status(list(partition.window), recent, lag, now, self.settings)
        return status, end, lag, seconds, method

    def _row(self, name: str, tp: TopicPartition, now: int) -> LagRow:
        partition = self.groups[name].partitions[tp]
        status, end, lag, seconds, method = self._judge(name, tp, now)
        assert end is not None  # rows are made at end-offset samples
        deleted = partition.deleted_at is not None
        return LagRow(
            group=name,
            topic=tp[0],
            partition=tp[1],
            time=now,
            end_offset=end,
            committed_offset=None if deleted else partition.window[-1].offset,
            lag_records=lag,
            lag_seconds=seconds,
            lag_seconds_method=method,
            status=status.name,
            deleted=deleted,
        )

    def partition_rows(self, now: int) -> list[PartitionStatus]:
        rows = []
        for name in sorted(self.groups):
            group = self.groups[name]
            for tp in sorted(group.partitions):
                partition = group.partitions[tp]
                status, end, lag, seconds, method = self._judge(name, tp, now)
                window = partition.window
                rows.append(
                    PartitionStatus(
                        group=name,
                        topic=tp[0],
                        partition=tp[1],
                        status=status.name,
                        end_offset=end,
                        committed_offset=window[-1].offset if window else None,
                        lag_records=lag,
                        lag_seconds=seconds,
                        lag_seconds_method=method,
                        complete=len(window) / self.settings.intervals,
                        window_size=len(window),
                        window_start_offset=window[0].offset if window else None,
                        window_start_time=window[0].time if window else None,
                        window_end_offset=window[-1].offset if window else None,
                        window_end_time=window[-1].time if window else None,
                        deleted=partition.deleted_at is not None,
                        deleted_at=partition.deleted_at,
                    )
                )
        return rows

    def group_rows(self, partitions: Sequence[PartitionStatus], now: int) -> list[GroupStatus]:
        rows = []
        for name in sorted(self.groups):
            group = self.groups[name]
            mine = [p for p in partitions if p.group == name]
            live = [p for p in mine if p.status != Status.NOTFOUND.name]
            expired = self._expired(group, now)
            status = group_status(Status[p.status] for p in live)
            if group.deleted_at is not None or expired:
                status = Status.NOTFOUND
            lagging = [p for p in live if p.lag_records is not None]
            worst = max(lagging, key=lambda p: p.lag_records or 0, default=None)
            seconds = [p.lag_seconds for p in live if p.lag_seconds is not None]
            rows.append(
                GroupStatus(
                    group=name,
                    status=status.name,
                    partition_count=len(live),
                    total_lag=sum(p.lag_records or 0 for p in lagging) if lagging else None,
                    lag_seconds=max(seconds) if seconds else None,
                    max_lag_topic=worst.topic if worst else None,
                    max_lag_partition=worst.partition if worst else None,
                    max_lag=worst.lag_records if worst else None,
                    complete=(
                        sum(1 for p in live if p.complete >= 1.0) / len(live) if live else 0.0
                    ),
                    last_commit=group.last_commit,
                    deleted=group.deleted_at is not None,
                    deleted_at=group.deleted_at,
                    expired=expired,
                )
            )
        return rows


_RANK = {Commit: 0, OffsetTombstone: 1, GroupTombstone: 2}

#: Where an input goes in the replay: time, end offsets before the coordinator's records,
#: then the records' order and kind.
OrderKey = tuple[int, int, int, int]


def _timeline(
    events: Iterable[CoordinatorEvent], end_offsets: Iterable[EndOffset], at: int | None
) -> list[tuple[OrderKey, CoordinatorEvent | EndOffset]]:
    timeline: list[tuple[OrderKey, CoordinatorEvent | EndOffset]] = [
        ((s.time, 0, 0, 0), s) for s in end_offsets if at is None or s.time <= at
    ]
    timeline += [
        ((e.time, 1, e.order, _RANK[type(e)]), e) for e in events if at is None or e.time <= at
    ]
    timeline.sort(key=lambda item: item[0])
    return timeline


class LagState:
    """The replay of :func:`evaluate`, fed as inputs arrive and judged whenever asked.

    Inputs must arrive in time order: each :meth:`add` sorts its own inputs as
    :func:`evaluate` does, and refuses any that would go before inputs already applied. With
    ``max_samples`` the memory is bounded (see the module's doc, "Following").
    """

    def __init__(self, settings: Settings | None = None, max_samples: int | None = None):
        if max_samples is not None and max_samples < 1:
            raise ValueError(f"max_samples must be at least 1, got {max_samples}")
        self.settings = settings or Settings()
        self.max_samples = max_samples
        self._replay = _Replay(self.settings, {}, max_samples)
        self._last: OrderKey | None = None

    @property
    def latest_time(self) -> int | None:
        """The time of the latest input applied."""
        return None if self._last is None else self._last[0]

    def add(
        self,
        events: Iterable[CoordinatorEvent] = (),
        end_offsets: Iterable[EndOffset] = (),
        record_times: Iterable[RecordTime] = (),
    ) -> None:
        timeline = _timeline(events, end_offsets, None)
        if timeline and self._last is not None and timeline[0][0] < self._last:
            raise ValueError(
                f"an input at {timeline[0][0][0]} ms goes before those applied "
                f"(up to {self._last[0]} ms): inputs must arrive in time order"
            )
        replay = self._replay
        for record in record_times:
            replay.record_time(record)
        for key, item in timeline:
            if isinstance(item, EndOffset):
                replay.end_offset(item)
            elif isinstance(item, Commit):
                replay.commit(item)
            elif isinstance(item, OffsetTombstone):
                replay.offset_tombstone(item)
            else:
                replay.group_tombstone(item)
            self._last = key
        if self.max_samples is not None:
            replay.forget_record_times()

    def samples_kept(self) -> dict[TopicPartition, int]:
        """How many end offsets are kept per partition."""
        return {tp: len(samples) for tp, samples in self._replay.samples.items()}

    def report(self, at: int | None = None) -> LagReport:
        """Lag rows kept so far, and every group and partition judged at ``at`` (default: the
        latest input's time)."""
        if at is None:
            at = self.latest_time or 0
        partitions = self._replay.partition_rows(at)
        groups = self._replay.group_rows(partitions, at)
        return LagReport(at, self._replay.lag_rows(), partitions, groups)


def evaluate(
    events: Iterable[CoordinatorEvent],
    end_offsets: Iterable[EndOffset],
    record_times: Iterable[RecordTime] = (),
    settings: Settings | None = None,
    at: int | None = None,
) -> LagReport:
    """Lag over time and the status of every group and partition at ``at``.

    ``at`` defaults to the latest time in the inputs; anything later than ``at`` is left out.
    At equal times, end-offset samples are applied before the coordinator's records, and those
    in their ``order``.
    """
    events, end_offsets = list(events), list(end_offsets)
    if at is None:
        at = max([e.time for e in events] + [s.time for s in end_offsets], default=0)
    state = LagState(settings)
    state.add(
        [e for e in events if e.time <= at], [s for s in end_offsets if s.time <= at], record_times
    )
    return state.report(at)


# ----------------------------------------------------------------------------- known groups


@attrs.frozen
class KnownGroup:
    """A group as its descriptions or its records show it, whether it committed or not: its
    members now, when it was deleted (None: it is not), when it was last seen and its kind
    (``classic``, ``consumer``, ``share``, ``streams``; None: not known)."""

    group: str
    members: int
    deleted_at: int | None = None
    seen_at: int | None = None
    kind: str | None = None


def no_commits_note(members: int, kind: str | None = None) -> str:
    """What a group that committed nothing is, said the same in every output. A share group
    commits no offsets at all: its progress is its share-partitions' start offsets, which a
    live cluster's DescribeShareGroupOffsets gives and ``__consumer_offsets`` does not hold."""
    counted = f"{members} member{'s' if members != 1 else ''}" if members else "no members"
    if kind == "share":
        return f"{counted}; a share group commits no offsets"
    return f"{counted}, no commits" + (" yet" if members else "")


def with_known_groups(report: LagReport, known: Iterable[KnownGroup]) -> LagReport:
    """``report`` with every known group in it: the members of those judged, and a row for
    each group that committed nothing, NOTFOUND as Burrow has it (it keeps a group only from
    its first commit on) with a note saying so, or deleted where it was. A report that judged
    nothing (no commit, no end offset) is dated by the latest time a group was seen, not 0."""
    found = {k.group: k for k in known}
    rows = [
        row if row.group not in found else attrs.evolve(row, members=found[row.group].members)
        for row in report.groups
    ]
    judged = {row.group for row in rows}
    for name in sorted(set(found) - judged):
        group = found[name]
        deleted = group.deleted_at is not None
        rows.append(
            GroupStatus(
                group=name,
                status=Status.NOTFOUND.name,
                partition_count=0,
                total_lag=None,
                lag_seconds=None,
                max_lag_topic=None,
                max_lag_partition=None,
                max_lag=None,
                complete=0.0,
                last_commit=None,
                deleted=deleted,
                deleted_at=group.deleted_at,
                expired=False,
                members=group.members,
                note=None if deleted else no_commits_note(group.members, group.kind),
            )
        )
    rows.sort(key=lambda row: row.group)
    evaluated_at = report.evaluated_at
    if evaluated_at == 0 and not report.lag and not report.partitions:
        evaluated_at = max((k.seen_at for k in found.values() if k.seen_at), default=0)
    return attrs.evolve(report, evaluated_at=evaluated_at, groups=rows)
