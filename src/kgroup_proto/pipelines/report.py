"""The HTML report: one page over the consumer groups, with a plot per group.

Per group: its status (Burrow's rules, where end offsets are known) and state, its members and
their latest assignment, its lag in records and in seconds over time per topic, its commits
over time, its generations or epochs, its membership changes, and, for a deleted group, the
time it was deleted, marked on every plot from that moment on. Then the records read: input,
decoded and error totals, and the records that did not decode.

The page is built from :class:`ReportData`, which both commands assemble: ``kgroup-proto
offsets`` from the tables it wrote (the commits per group and time bucket are counted from
the ``offset_commits`` table two columns and a batch at a time) and ``kgroup-proto lag`` from
its inputs. Times on the page and on
every plot are UTC, with the date; counts are plotted on integer ticks.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import html
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from matplotlib.figure import Figure

REPORT_DIR = "report"
REPORT_PAGE = "report.html"
#: Bucket widths to choose from, in milliseconds: the smallest giving at most MAX_BUCKETS.
WIDTHS_MS = [w * 1000 for w in (1, 5, 10, 30, 60, 300, 900, 3600, 6 * 3600, 86400, 7 * 86400)]
MAX_BUCKETS = 30
#: Rows of the longer per-group tables shown on the page; the tables hold them all.
MAX_ROWS = 100
#: Error records listed on the page.
MAX_ERRORS = 100
#: A group seen only through its committed offsets.
COMMITS_ONLY = "commits only"
#: Worst first: the order groups are listed and plotted in.
STATUS_ORDER = {"ERR": 0, "WARN": 1, "OK": 2, None: 3, "NOTFOUND": 4}
DELETED_COLOR = "#c0392b"


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

    def rebalances(self) -> int:
        """Changes after the group's first (its creation) where members joined or left or
        the generation or epoch moved: a static member coming back under a new member id
        without either is no rebalance (KIP-345)."""
        count = 0
        for before, change in zip(self.changes, self.changes[1:], strict=False):
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
        evaluated_at=lag.evaluated_at if lag is not None else None,
        lag_note=lag_note,
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
    output: Path, totals: Totals, lag: LagReport | None, lag_note: str | None
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


# ----------------------------------------------------------------------------- plots


def load_plotting() -> None:
    """Import what drawing the figures needs (matplotlib's figure, its Agg renderer for PNG,
    its date and tick helpers), so a caller can do it ahead of time, while it waits on
    something else."""
    import importlib

    for module in ("figure", "backends.backend_agg", "dates", "ticker"):
        importlib.import_module(f"matplotlib.{module}")


def utc(ms: int | None, seconds: bool = True) -> str:
    """A time as the page writes it: ``2025-03-03 09:09:12 UTC``."""
    if ms is None:
        return "&ndash;"
    moment = dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC)
    return moment.strftime("%Y-%m-%d %H:%M:%S UTC" if seconds else "%Y-%m-%d %H:%M UTC")


def _times(values: Sequence[int]) -> Any:
    """Epoch milliseconds as numpy datetimes, which matplotlib puts on a date axis."""
    import numpy

    return numpy.array(values, dtype="datetime64[ms]")


def _time_axis(axes: Any, data: ReportData, last: bool) -> None:
    """Every plot spans the report's time range, in UTC, each tick with its date."""
    from matplotlib import dates

    span = data.high_ms - data.low_ms
    margin = max(data.width_ms, span // 50, 1000)
    axes.set_xlim(_times([data.low_ms - margin, data.high_ms + margin]))
    locator: Any = dates.AutoDateLocator
    axes.xaxis.set_major_locator(locator(tz=dt.UTC, minticks=3, maxticks=8))
    fmt = "%Y-%m-%d\n%H:%M:%S" if span < 10 * 60_000 else "%Y-%m-%d\n%H:%M"
    formatter: Any = dates.DateFormatter
    axes.xaxis.set_major_formatter(formatter(fmt, tz=dt.UTC))
    axes.tick_params(axis="x", labelbottom=True)
    axes.grid(True, axis="both", color="#e5e5e5", linewidth=0.8)
    axes.set_axisbelow(True)
    if last:
        axes.set_xlabel("time (UTC)")


def _integer_ticks(axes: Any) -> None:
    from matplotlib import ticker

    axes.yaxis.set_major_locator(ticker.MaxNLocator(integer=True, min_n_ticks=1))


def _mark_deleted(axes: Any, deleted_at: int, data: ReportData, label: bool) -> None:
    """From the tombstone on, the group is gone: a line at that time, the rest shaded."""
    end = data.high_ms + max(data.width_ms, (data.high_ms - data.low_ms) // 50, 1000)
    axes.axvspan(
        _times([deleted_at])[0],
        _times([end])[0],
        color=DELETED_COLOR,
        alpha=0.12,
        gid="deleted",
        label="deleted" if label else None,
    )
    axes.axvline(_times([deleted_at])[0], color=DELETED_COLOR, linewidth=1.5, linestyle="--")


def _legend(axes: Any) -> None:
    handles, _ = axes.get_legend_handles_labels()
    if handles:
        axes.legend(loc="best", fontsize="small", ncols=min(4, len(handles)))


def group_title(entry: GroupReport) -> str:
    parts = [f"{entry.kind} group" if entry.kind != COMMITS_ONLY else "offsets only"]
    if entry.status_name:
        parts.append(entry.status_name)
    parts.append(f"state {entry.state}")
    if entry.deleted_at is not None:
        parts.append(f"deleted {utc(entry.deleted_at)}")
    return f"{entry.group}: " + ", ".join(parts)


def group_figure(entry: GroupReport, data: ReportData) -> Figure | None:
    """One figure per group, its panels sharing the time axis: lag in records and in seconds
    per topic, commits per bucket, generations or epochs. None when there is nothing to plot."""
    from matplotlib.figure import Figure

    panels = []
    if any(v is not None for points in entry.lag_records.values() for _, v in points):
        panels += ["records", "seconds"]
    if entry.commit_buckets:
        panels.append("commits")
    if entry.history is not None and entry.history.epochs:
        panels.append("epochs")
    if not panels:
        return None
    figure = Figure(figsize=(9.5, 1.2 + 2.1 * len(panels)), layout="constrained")
    axes_list = figure.subplots(len(panels), 1, sharex=True, squeeze=False)[:, 0]
    figure.suptitle(group_title(entry), fontsize="medium", x=0.01, ha="left")
    for index, (panel, axes) in enumerate(zip(panels, axes_list, strict=True)):
        if panel == "records":
            for topic, points in sorted(entry.lag_records.items()):
                axes.plot(_times([t for t, _ in points]), [v for _, v in points], label=topic)
            axes.set_ylabel("lag (records)")
            axes.set_ylim(bottom=0)
            _integer_ticks(axes)
        elif panel == "seconds":
            for topic, seconds in sorted(entry.lag_seconds.items()):
                axes.plot(_times([t for t, _ in seconds]), [v for _, v in seconds], label=topic)
            axes.set_ylabel("lag (seconds)")
            axes.set_ylim(bottom=0)
        elif panel == "commits":
            points = sorted(entry.commit_buckets.items())
            axes.bar(
                _times([t for t, _ in points]),
                [c for _, c in points],
                width=data.width_ms / 86_400_000,
                align="edge",
                color="#3b75af",
                label=f"commits per {_width_text(data.width_ms)}",
            )
            axes.set_ylabel("commits")
            _integer_ticks(axes)
        else:
            assert entry.history is not None
            _plot_epochs(axes, entry, data)
        if entry.deleted_at is not None:
            _mark_deleted(axes, entry.deleted_at, data, label=index == 0)
        _time_axis(axes, data, last=index == len(panels) - 1)
        _legend(axes)
    return figure


def _plot_epochs(axes: Any, entry: GroupReport, data: ReportData) -> None:
    assert entry.history is not None
    points = sorted(entry.history.epochs)
    times = [t for t, _ in points]
    values = [e for _, e in points]
    end = entry.deleted_at if entry.deleted_at is not None else data.high_ms
    noun = "generation" if entry.kind == "classic" else "group epoch"
    # Each value holds until the next record, or until the group's end.
    axes.step(_times([*times, end]), [*values, values[-1]], where="post", label=noun)
    axes.plot(_times(times), values, "o", color=axes.lines[-1].get_color())
    axes.set_ylabel(noun)
    axes.set_ylim(min(values) - 0.5, max(values) + 0.5)
    _integer_ticks(axes)


def _width_text(width_ms: int) -> str:
    seconds = width_ms // 1000
    if seconds % 86400 == 0:
        return f"{seconds // 86400} d"
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    if seconds % 60 == 0:
        return f"{seconds // 60} min"
    return f"{seconds} s"


# ----------------------------------------------------------------------------- the page

STYLE = """
body{font-family:sans-serif;margin:2em;color:#222;max-width:1400px}
#groups td:first-child,td.time{white-space:nowrap}
table{border-collapse:collapse;margin:0.5em 0 1em}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}
td.n,th.n{text-align:right}
img{max-width:100%;display:block;margin:0.5em 0}
.ERR{background:#f8d0cc}.WARN{background:#fcebc0}.OK{background:#d9f0d3}
.NOTFOUND{background:#e4e4e4}
tr.deleted td{color:#777}tr.deleted td.state{color:#c0392b;font-weight:bold}
.badge{padding:1px 6px;border-radius:3px}
p.note{color:#555;font-size:90%}
"""


def _e(value: object) -> str:
    return html.escape(str(value))


def _n(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "&ndash;"
    return f"{value:,.{digits}f}"


def _assignment(assignment: Mapping[str, list[int]] | None) -> str:
    if assignment is None:
        return "<i>not known</i>"
    if not assignment:
        return "<i>none</i>"
    return "; ".join(f"{_e(t)} {', '.join(map(str, ps))}" for t, ps in sorted(assignment.items()))


def _badge(status: str | None) -> str:
    if status is None:
        return "&ndash;"
    return f'<span class="badge {_e(status)}">{_e(status)}</span>'


def _last_epoch(entry: GroupReport) -> str:
    if entry.history is None or not entry.history.epochs:
        return "&ndash;"
    return str(entry.history.epochs[-1][1])


def _group_row(entry: GroupReport, data: ReportData, plotted: bool) -> str:
    name = _e(entry.group)
    link = f'<a href="#{file_stem(entry.group)}">{name}</a>' if plotted else name
    state = entry.state
    if entry.deleted_at is not None:
        state = f"deleted {utc(entry.deleted_at)}"
    status = entry.status
    behind = status.total_lag if status and not status.deleted else None
    cells = [
        link,
        _e(entry.kind),
        f'<td class="state">{_e(state)}</td>',
        f"<td>{_badge(entry.status_name)}</td>",
        f'<td class="n">{len(entry.history.members) if entry.history else "&ndash;"}</td>',
        f'<td class="n">{_n(behind)}</td>',
        f'<td class="n">{_n(status.lag_seconds, 1) if status else "&ndash;"}</td>',
        f'<td class="n">{_n(entry.commits)}</td>',
        f'<td class="n">{_n(entry.commit_rate(data.width_ms), 1)}</td>',
        f'<td class="n">{entry.rebalances() if entry.history else "&ndash;"}</td>',
        f'<td class="n">{_last_epoch(entry)}</td>',
    ]
    cells = [c if c.startswith("<td") else f"<td>{c}</td>" for c in cells]
    row_class = ' class="deleted"' if entry.deleted_at is not None else ""
    return f"<tr{row_class}>{''.join(cells)}</tr>"


def _groups_table(data: ReportData, plotted: Mapping[str, str]) -> str:
    head = (
        "<tr><th>group</th><th>kind</th><th>state</th><th>status</th><th class='n'>members</th>"
        "<th class='n'>lag (records)</th><th class='n'>lag (s)</th><th class='n'>commits</th>"
        "<th class='n'>commits/min</th><th class='n'>rebalances</th>"
        "<th class='n'>generation / epoch</th></tr>"
    )
    rows = [_group_row(g, data, g.group in plotted) for g in data.groups]
    return f'<table id="groups">{head}{"".join(rows)}</table>'


def _status_summary(data: ReportData) -> str:
    counts: dict[str, int] = {}
    for entry in data.groups:
        label = "deleted" if entry.deleted_at is not None else entry.status_name or "no lag"
        counts[label] = counts.get(label, 0) + 1
    order = ["ERR", "WARN", "OK", "NOTFOUND", "no lag", "deleted"]
    parts = [f"{counts[k]} {k}" for k in order if k in counts]
    return f"<p>{len(data.groups)} groups: {', '.join(parts)}.</p>"


def _records_section(data: ReportData) -> str:
    parts = ["<h2 id='records'>Records</h2>"]
    if data.totals is not None:
        totals = data.totals
        verdict = (
            "every record decoded or kept as an error"
            if totals.input_records == totals.decoded_records + totals.error_records
            else "the counts do NOT reconcile"
        )
        rows = [
            f"<tr><th>input records</th><td class='n'>{_n(totals.input_records)}</td></tr>",
            f"<tr><th>decoded records</th><td class='n'>{_n(totals.decoded_records)}</td></tr>",
            f"<tr><th>error records</th><td class='n'>{_n(totals.error_records)}</td></tr>",
        ]
        parts.append(f"<table id='totals'>{''.join(rows)}</table><p>{verdict}.</p>")
        decoded = "".join(
            f"<tr><td>{_e(t)}</td><td class='n'>{_n(c)}</td></tr>"
            for t, c in totals.decoded.items()
            if c
        )
        parts.append(
            f"<details><summary>decoded records per table</summary><table>{decoded}</table>"
            "</details>"
        )
    if data.inputs:
        rows = [
            f"<tr><th>{_e(k)}</th><td class='n'>{_n(v)}</td></tr>" for k, v in data.inputs.items()
        ]
        parts.append(
            f"<h3>What the lag was judged from</h3><table id='inputs'>{''.join(rows)}</table>"
        )
    if data.totals is not None:
        if data.errors:
            head = (
                "<tr><th>partition</th><th>offset</th><th>time</th><th>record type</th>"
                "<th>key version</th><th>reason</th></tr>"
            )
            rows = [
                f"<tr><td class='n'>{_n(r.partition)}</td><td class='n'>{_n(r.offset)}</td>"
                f"<td class='time'>{utc(r.time)}</td><td>{_e(r.record_type or '')}</td>"
                f"<td class='n'>{_n(r.key_version)}</td><td>{_e(r.reason)}</td></tr>"
                for r in data.errors
            ]
            more = data.totals.error_records - len(data.errors)
            tail = f"<p class='note'>and {more} more in the errors table.</p>" if more > 0 else ""
            parts.append(
                f"<h3>Records that did not decode</h3><table id='errors'>{head}{''.join(rows)}"
                f"</table>{tail}"
            )
        else:
            parts.append("<p>No record failed to decode.</p>")
    return "".join(parts)


def _members_table(entry: GroupReport) -> str:
    history = entry.history
    if history is None:
        return "<p class='note'>No membership records: the group only committed offsets.</p>"
    if not history.members:
        return f"<p>No members{' (deleted)' if entry.deleted_at is not None else ''}.</p>"
    head = (
        "<tr><th>member</th><th>instance (static)</th><th>client</th><th>host</th>"
        "<th>assignment</th></tr>"
    )
    rows = [
        f"<tr><td>{_e(m.member_id)}</td><td>{_e(m.instance_id or '')}</td>"
        f"<td>{_e(m.client_id or '')}</td><td>{_e(m.host or '')}</td>"
        f"<td>{_assignment(m.assignment)}</td></tr>"
        for m in history.members
    ]
    as_of = f" (as last recorded, {utc(history.updated_at)})" if history.updated_at else ""
    return f"<h3>Members{as_of}</h3><table class='members'>{head}{''.join(rows)}</table>"


def _partitions_table(entry: GroupReport) -> str:
    if not entry.partitions:
        return ""
    head = (
        "<tr><th>topic</th><th>partition</th><th>status</th><th class='n'>committed</th>"
        "<th class='n'>end</th><th class='n'>lag (records)</th><th class='n'>lag (s)</th>"
        "<th>how (s)</th><th>deleted</th></tr>"
    )
    rows = [
        f"<tr><td>{_e(p.topic)}</td><td class='n'>{p.partition}</td><td>{_badge(p.status)}</td>"
        f"<td class='n'>{_n(p.committed_offset)}</td><td class='n'>{_n(p.end_offset)}</td>"
        f"<td class='n'>{_n(p.lag_records)}</td><td class='n'>{_n(p.lag_seconds, 1)}</td>"
        f"<td>{_e(p.lag_seconds_method)}</td><td>{utc(p.deleted_at) if p.deleted else ''}</td>"
        "</tr>"
        for p in entry.partitions[:MAX_ROWS]
    ]
    more = len(entry.partitions) - MAX_ROWS
    tail = f"<p class='note'>and {more} more partitions.</p>" if more > 0 else ""
    return f"<h3>Partitions</h3><table class='partitions'>{head}{''.join(rows)}</table>{tail}"


def _changes_table(entry: GroupReport) -> str:
    changes = entry.changes
    if not changes:
        return ""
    noun = "generation" if entry.kind == "classic" else "epoch"
    with_reason = any(c.reason for c in changes)
    head = (
        f"<tr><th>time</th><th class='n'>{noun}</th><th class='n'>members</th><th>joined</th>"
        f"<th>left</th><th>static members back</th>{'<th>reason</th>' if with_reason else ''}"
        "</tr>"
    )
    rows = []
    for change in changes[-MAX_ROWS:]:
        joined = ", ".join(map(_e, change.joined))
        left = "group deleted" if change.deleted else ", ".join(map(_e, change.left))
        reason = f"<td>{_e(change.reason or '')}</td>" if with_reason else ""
        rows.append(
            f"<tr><td class='time'>{utc(change.time)}</td><td class='n'>{_n(change.epoch)}</td>"
            f"<td class='n'>{change.members}</td><td>{joined}</td><td>{left}</td>"
            f"<td>{'; '.join(map(_e, change.replaced))}</td>{reason}</tr>"
        )
    return f"<h3>Membership changes</h3><table class='changes'>{head}{''.join(rows)}</table>"


def _group_section(entry: GroupReport, image: str | None) -> str:
    name = _e(entry.group)
    deleted = (
        f" <span class='badge NOTFOUND'>deleted {utc(entry.deleted_at)}</span>"
        if entry.deleted_at is not None
        else ""
    )
    protocol = entry.history.protocol if entry.history else None
    facts = [f"{_e(entry.kind)} group" if entry.kind != COMMITS_ONLY else "offsets only"]
    facts.append(f"state {_e(entry.state)}")
    if protocol:
        facts.append(f"assignor {_e(protocol)}")
    if entry.status is not None and not entry.status.deleted:
        facts.append(
            f"{_n(entry.status.total_lag)} records behind, oldest unconsumed record "
            f"{_n(entry.status.lag_seconds, 1)} s old"
        )
    picture = (
        f'<a href="{REPORT_DIR}/{image}"><img src="{REPORT_DIR}/{image}" '
        f'alt="{name}: lag, commits and generations over time"></a>'
        if image
        else ""
    )
    return (
        f'<section id="{file_stem(entry.group)}"><h2>{name} {_badge(entry.status_name)}'
        f"{deleted}</h2><p>{'; '.join(facts)}.</p>{picture}{_members_table(entry)}"
        f"{_subscriptions(entry)}{_partitions_table(entry)}{_changes_table(entry)}</section>"
    )


def _subscriptions(entry: GroupReport) -> str:
    """A consumer group's subscription patterns and a streams group's topology."""
    history = entry.history
    if history is None:
        return ""
    out = ""
    if history.patterns:
        rows = "".join(
            f"<tr><td><code>{_e(pattern)}</code></td><td>{_e(', '.join(topics) or 'none')}</td>"
            "</tr>"
            for pattern, topics in sorted(history.patterns.items())
        )
        out += (
            "<h3>Subscription patterns</h3><table class='members'><tr><th>pattern</th>"
            f"<th>topics it matched</th></tr>{rows}</table>"
        )
    if history.topology:
        items = "".join(f"<li>{_e(line)}</li>" for line in history.topology)
        out += f"<h3>Topology (subtopologies)</h3><ul>{items}</ul>"
    return out


def render_page(data: ReportData, images: Mapping[str, str]) -> str:
    """The HTML page; ``images`` maps each plotted group to its image's file name."""
    span = f"{utc(data.low_ms)} to {utc(data.high_ms)}" if data.high_ms else "no records"
    lines = [f"<p>{_e(data.source)}: {span}.</p>"]
    if data.evaluated_at is not None:
        lines.append(f"<p>Status by Burrow's rules and lag as of {utc(data.evaluated_at)}.</p>")
    elif data.lag_note:
        lines.append(f"<p class='note'>{_e(data.lag_note)}</p>")
    shown = [g for g in data.groups if g.group in images]
    if len(shown) < len(data.groups):
        lines.append(
            f"<p class='note'>Plots for {len(shown)} of the {len(data.groups)} groups: the "
            "worst status first, then the most commits.</p>"
        )
    sections = "".join(_group_section(g, images.get(g.group)) for g in data.groups)
    reasons = (
        "<p class='note'>Membership changes are read from the group's records. Reasons "
        "(KIP-800) travel in JoinGroup and LeaveGroup requests; no __consumer_offsets record "
        "and no describe answer carries them, so a change shows one only where its source "
        "had it.</p>"
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{_e(data.title)}</title>
<style>{STYLE}</style></head><body>
<h1>{_e(data.title)}</h1>
{"".join(lines)}
{_status_summary(data)}
{_groups_table(data, images)}
{_records_section(data)}
<h2>Groups</h2>
{reasons}
{sections}
</body></html>
"""


def write_report(data: ReportData, output: Path, max_groups: int = 50) -> Path:
    """A plot for each of the first ``max_groups`` groups and the page; returns the page."""
    images_dir = output / REPORT_DIR
    images_dir.mkdir(exist_ok=True)
    images: dict[str, str] = {}
    for entry in data.groups[:max_groups]:
        figure = group_figure(entry, data)
        if figure is None:
            continue
        name = f"{file_stem(entry.group)}.png"
        figure.savefig(images_dir / name, dpi=90)
        images[entry.group] = name
    page = output / REPORT_PAGE
    page.write_text(render_page(data, images), encoding="utf-8")
    return page
