"""The report's data: what the page and the plots show, assembled from an ``offsets`` output's
tables or a ``lag`` run's inputs, without drawing anything (:mod:`report_plots` draws,
:mod:`report_page` writes the page, :mod:`report` puts them together).

Per group: its status (Burrow's rules, where end offsets are known) and state, its members and
their latest assignment, its lag in records and in seconds over time per topic, its commits
over time, its generations or epochs, its membership changes, and, for a deleted group, the
time it was deleted. Then the records read: input, decoded and error totals, and the records
that did not decode.

Both commands assemble a :class:`ReportData`: ``kgroup-proto offsets`` from the tables it wrote,
through :class:`OffsetsOutput` (the commits per group and time bucket are counted from the
``offset_commits`` table two columns and a batch at a time), and ``kgroup-proto lag`` from its
inputs. Times are UTC, with the date.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.pipelines import group_history
from kgroup_proto.pipelines.group_history import DEAD, EMPTY, Change, GroupHistory
from kgroup_proto.pipelines.lag import (
    Commit,
    CoordinatorEvent,
    GroupStatus,
    GroupTombstone,
    LagReport,
    OffsetTombstone,
    PartitionStatus,
)
from kgroup_proto.pipelines.lag_tables import Inputs
from kgroup_proto.pipelines.offsets_output import ErrorRow, OffsetsOutput, Totals
from kgroup_proto.pipelines.storage import Location

#: Bucket widths to choose from, in milliseconds: the smallest giving at most MAX_BUCKETS.
WIDTHS_MS = [w * 1000 for w in (1, 5, 10, 30, 60, 300, 900, 3600, 6 * 3600, 86400, 7 * 86400)]
MAX_BUCKETS = 30
#: Error records listed on the page.
MAX_ERRORS = 100
#: A group seen only through its committed offsets.
COMMITS_ONLY = "commits only"
#: The note of a generation or epoch the group moved to with the same members.
SAME_MEMBERS = "new assignment, same members"
#: Worst first: the order groups are listed and plotted in.
STATUS_ORDER = {"ERR": 0, "WARN": 1, "OK": 2, None: 3, "NOTFOUND": 4}


def utc(ms: int) -> str:
    """A time as the report writes it: ``2025-03-03 09:09:12 UTC``."""
    moment = dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC)
    return moment.strftime("%Y-%m-%d %H:%M:%S UTC")


# ----------------------------------------------------------------------------- the data


@attrs.define
class GroupReport:
    """Everything the page shows of one group."""

    group: str
    history: GroupHistory | None = None
    commits: int = 0
    #: bucket start (ms) -> commits in the bucket.
    commit_buckets: dict[int, int] = attrs.Factory(dict)
    status: GroupStatus | None = None
    partitions: list[PartitionStatus] = attrs.Factory(list)
    #: topic -> [(time, records behind, summed over the topic's partitions)]; None once deleted.
    lag_records: dict[str, list[tuple[int, int | None]]] = attrs.Factory(dict)
    #: topic -> [(time, seconds behind, the topic's oldest unconsumed record)].
    lag_seconds: dict[str, list[tuple[int, float | None]]] = attrs.Factory(dict)

    @property
    def kind(self) -> str:
        return self.history.kind if self.history else COMMITS_ONLY

    @property
    def deleted_at(self) -> int | None:
        """When the group was deleted, if it is now: from its records or its offsets."""
        if self.history is not None and self.history.deleted_at is not None:
            return self.history.deleted_at
        if self.status is not None and self.status.deleted:
            return self.status.deleted_at
        return None

    @property
    def state(self) -> str:
        if self.deleted_at is not None:
            return DEAD
        return self.history.state if self.history else EMPTY

    @property
    def status_name(self) -> str | None:
        return self.status.status if self.status else None

    @property
    def changes(self) -> list[Change]:
        return self.history.changes if self.history else []

    def change_rows(self) -> list[tuple[Change, str]]:
        """The membership changes, with a row for each generation or epoch the group moved to
        without one (a KIP-848 group's new target assignment for the same members, e.g. once
        its regular expression matched other topics), so that the table shows every epoch
        the plot does; each with a note saying so."""
        rows = [(change, "") for change in self.changes]
        epochs = self.history.epochs if self.history else []
        now = len(self.history.members) if self.history else 0
        named = {change.epoch for change in self.changes}
        previous: int | None = None
        for time, epoch in epochs:
            if epoch != previous and epoch not in named:
                before = [c for c in self.changes if c.time <= time]
                members = before[-1].members if before else now
                rows.append((Change(time, epoch, members), SAME_MEMBERS))
                named.add(epoch)
            previous = epoch
        rows.sort(key=lambda row: row[0].time)
        return rows

    def rebalances(self) -> int:
        """Changes after the group's first (its creation) where members joined or left or
        the generation or epoch moved: a static member coming back under a new member id
        without either is no rebalance (KIP-345)."""
        changes = [change for change, _ in self.change_rows()]
        count = 0
        for before, change in pairwise(changes):
            moved = change.joined or change.left or change.epoch != before.epoch
            count += bool(moved) and not change.deleted
        return count

    def commit_rate(self, width_ms: int) -> float | None:
        """Commits per minute over the buckets from the first commit to the last."""
        if not self.commit_buckets:
            return None
        span = max(self.commit_buckets) + width_ms - min(self.commit_buckets)
        return self.commits / (span / 60_000)


@attrs.frozen
class ReportData:
    """The page's content; see :func:`assemble`."""

    title: str
    source: str
    groups: list[GroupReport]
    low_ms: int
    high_ms: int
    width_ms: int
    totals: Totals | None = None
    errors: list[ErrorRow] = attrs.Factory(list)
    #: What a ``lag`` run read: label -> count.
    inputs: dict[str, int] = attrs.Factory(dict)
    evaluated_at: int | None = None
    #: Why there is no lag, where there is none.
    lag_note: str | None = None
    #: Some group's partition was judged (a commit and an end offset were known).
    judged: bool = False


def bucket_width(span_ms: int) -> int:
    for width in WIDTHS_MS:
        if span_ms / width <= MAX_BUCKETS:
            return width
    return WIDTHS_MS[-1]


def file_stem(group: str) -> str:
    """A file name for any group id: readable part plus a hash, so distinct ids never clash."""
    readable = re.sub(r"[^A-Za-z0-9_.-]+", "_", group)[:60] or "group"
    return f"{readable}-{hashlib.sha1(group.encode()).hexdigest()[:8]}"


def history_times(histories: Iterable[GroupHistory]) -> list[int]:
    times = []
    for history in histories:
        times += [t for t, _ in history.epochs] + [c.time for c in history.changes]
    return times


def time_range(times: Iterable[int]) -> tuple[int, int]:
    found = list(times)
    if not found:
        return 0, 0
    return min(found), max(found)


def lag_series(
    lag: LagReport,
) -> dict[str, tuple[dict[str, list[tuple[int, int | None]]], dict[str, list[Any]]]]:
    """Per group and topic, at each end-offset sample: the records behind summed over the
    topic's partitions, and the largest lag in seconds (None where the group was deleted)."""
    records: dict[tuple[str, str, int], int | None] = {}
    seconds: dict[tuple[str, str, int], float | None] = {}
    for row in lag.lag:
        key = (row.group, row.topic, row.time)
        if row.deleted or row.lag_records is None:
            records.setdefault(key, None)
            seconds.setdefault(key, None)
            continue
        records[key] = (records.get(key) or 0) + row.lag_records
        if row.lag_seconds is not None:
            seconds[key] = max(seconds.get(key) or 0.0, row.lag_seconds)
        else:
            seconds.setdefault(key, None)
    out: dict[str, tuple[dict[str, list[tuple[int, int | None]]], dict[str, list[Any]]]] = {}
    for (group, topic, time), value in sorted(records.items()):
        by_records, by_seconds = out.setdefault(group, ({}, {}))
        by_records.setdefault(topic, []).append((time, value))
        by_seconds.setdefault(topic, []).append((time, seconds.get((group, topic, time))))
    return out


def commit_buckets_of(events: Iterable[CoordinatorEvent], width: int) -> dict[str, dict[int, int]]:
    """Commits per group and time bucket, counted in Python (the ``lag`` command's inputs)."""
    buckets: dict[str, dict[int, int]] = {}
    for event in events:
        if isinstance(event, Commit):
            start = event.time // width * width
            group = buckets.setdefault(event.group, {})
            group[start] = group.get(start, 0) + 1
    return buckets


def assemble(
    *,
    title: str,
    source: str,
    histories: Mapping[str, GroupHistory],
    commit_buckets: Mapping[str, dict[int, int]],
    width_ms: int,
    low_ms: int,
    high_ms: int,
    lag: LagReport | None = None,
    totals: Totals | None = None,
    errors: Sequence[ErrorRow] = (),
    inputs: Mapping[str, int] | None = None,
    lag_note: str | None = None,
) -> ReportData:
    """Every group's report, worst status first, then busiest, then by name."""
    groups: dict[str, GroupReport] = {}

    def entry(name: str) -> GroupReport:
        if name not in groups:
            groups[name] = GroupReport(name, histories.get(name))
        return groups[name]

    for name in histories:
        entry(name)
    for name, buckets in commit_buckets.items():
        report = entry(name)
        report.commit_buckets = dict(buckets)
        report.commits = sum(buckets.values())
    if lag is not None:
        for status in lag.groups:
            entry(status.group).status = status
        for partition in lag.partitions:
            entry(partition.group).partitions.append(partition)
        for name, (records, seconds) in lag_series(lag).items():
            report = entry(name)
            report.lag_records, report.lag_seconds = records, seconds
    ordered = sorted(
        groups.values(),
        key=lambda g: (
            g.deleted_at is not None,
            STATUS_ORDER.get(g.status_name, 3),
            -g.commits,
            g.group,
        ),
    )
    return ReportData(
        title=title,
        source=source,
        groups=ordered,
        low_ms=low_ms,
        high_ms=high_ms,
        width_ms=width_ms,
        totals=totals,
        errors=list(errors),
        inputs=dict(inputs or {}),
        evaluated_at=lag.evaluated_at if lag is not None and lag.evaluated_at else None,
        lag_note=lag_note,
        judged=lag is not None and bool(lag.partitions),
    )


# ----------------------------------------------------------------------------- from files


def commit_span(output: OffsetsOutput) -> tuple[int | None, int | None]:
    """The first and last commit time in the ``offset_commits`` table."""
    import pyarrow.compute as pc

    low: int | None = None
    high: int | None = None
    for _, times in output.commit_times():
        least, most = pc.min_max(times).values()
        low = least.as_py() if low is None else min(low, least.as_py())
        high = most.as_py() if high is None else max(high, most.as_py())
    return low, high


def commit_buckets(output: OffsetsOutput, width: int) -> dict[str, dict[int, int]]:
    """Commits per group and time bucket (the bucket's start: the commit time rounded down to
    a multiple of ``width``), counted batch by batch from the ``offset_commits`` table."""
    import pyarrow as pa
    import pyarrow.compute as pc

    found: dict[str, dict[int, int]] = {}
    for groups, times in output.commit_times():
        starts = pc.multiply(pc.floor(pc.divide(pc.cast(times, pa.float64()), width)), width)
        batch = pa.table({"group": groups, "bucket": pc.cast(starts, pa.int64())})
        counted = batch.group_by(["group", "bucket"]).aggregate([([], "count_all")])
        columns = (counted.column(c).to_pylist() for c in ("group", "bucket", "count_all"))
        for group, start, count in zip(*columns, strict=True):
            buckets = found.setdefault(group, {})
            buckets[start] = buckets.get(start, 0) + count
    return found


def offsets_report_data(
    output: Path | Location, totals: Totals, lag: LagReport | None, lag_note: str | None
) -> ReportData:
    """The report of an ``offsets`` output, read from its tables once they are written:
    histories and errors from the small tables, commits per group and time bucket counted
    from the ``offset_commits`` table two columns at a time, lag from ``lag`` where end
    offsets were given."""
    tables = OffsetsOutput(output)
    histories = group_history.histories(tables.history_records())
    first, last = commit_span(tables)
    times = history_times(histories.values())
    times += [t for t in (first, last) if t is not None]
    if lag is not None:
        times += [row.time for row in lag.lag] + [lag.evaluated_at]
    low, high = time_range(times)
    width = bucket_width(high - low)
    return assemble(
        title="Consumer groups in __consumer_offsets",
        source=str(output),
        histories=histories,
        commit_buckets=commit_buckets(tables, width),
        width_ms=width,
        low_ms=low,
        high_ms=high,
        lag=lag,
        totals=totals,
        errors=tables.errors(MAX_ERRORS),
        lag_note=lag_note,
    )


def lag_report_data(inputs: Inputs, lag: LagReport, source: str) -> ReportData:
    """The report of a ``lag`` run, in plain Python: commits counted from its inputs; totals
    and errors of the decoded ``__consumer_offsets`` it read, where it read one."""
    events = inputs.events
    times = [e.time for e in events] + [s.time for s in inputs.end_offsets]
    times += [*history_times(inputs.histories.values()), lag.evaluated_at]
    low, high = time_range(t for t in times if t <= lag.evaluated_at)
    width = bucket_width(high - low)
    counted = {
        "commits": sum(1 for e in events if isinstance(e, Commit)),
        "offset tombstones": sum(1 for e in events if isinstance(e, OffsetTombstone)),
        "group tombstones": sum(1 for e in events if isinstance(e, GroupTombstone)),
        "end-offset samples": len(inputs.end_offsets),
        "record timestamps": len(inputs.record_times),
    }
    exported = OffsetsOutput(inputs.offsets_output) if inputs.offsets_output else None
    return assemble(
        title="Consumer lag and status",
        source=source,
        histories=inputs.histories,
        commit_buckets=commit_buckets_of((e for e in events if e.time <= lag.evaluated_at), width),
        width_ms=width,
        low_ms=low,
        high_ms=high,
        lag=lag,
        totals=exported.totals() if exported else None,
        errors=exported.errors(MAX_ERRORS) if exported else (),
        inputs=counted,
    )
