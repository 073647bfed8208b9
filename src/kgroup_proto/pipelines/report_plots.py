"""The report's plots, with matplotlib: one figure per group, its panels sharing the time axis
(lag in records and in seconds per topic, commits per time bucket, generations or epochs), a
deleted group shaded from its tombstone on. Times are UTC with the date on every tick; counts
sit on integer ticks. Figures are made from matplotlib's ``Figure``, without pyplot, and saved
as PNG.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kgroup_proto.pipelines.report_data import (
    COMMITS_ONLY,
    GroupReport,
    ReportData,
    file_stem,
    utc,
)

if TYPE_CHECKING:
    from matplotlib.figure import Figure

DELETED_COLOR = "#c0392b"
#: Each topic's line, in turn: a dash style and a marker of its own, and thinner and smaller
#: than the line drawn before it, so that a line lying on another leaves it in sight.
LINE_STYLES = [("-", "o"), ("--", "s"), (":", "^"), ("-.", "D"), ((0, (5, 1, 1, 1)), "v")]
#: What a lag panel says where it has no value to draw.
NO_LAG_DATA = "no lag data"
#: The figures' resolution in the PNG files.
DPI = 90


def load_plotting() -> None:
    """Import what drawing the figures needs (matplotlib's figure, its Agg renderer for PNG,
    its date and tick helpers), so a caller can do it ahead of time, while it waits on
    something else."""
    import importlib

    for module in ("figure", "backends.backend_agg", "dates", "ticker"):
        importlib.import_module(f"matplotlib.{module}")


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
    shown = (span + 2 * margin) / 1000
    if shown < 60:
        # Matplotlib's automatic choice puts two ticks on a few seconds: a tick every 1, 2, 5
        # or 10 s instead, so that a short live run has at least three.
        step = next(s for s in (1, 2, 5, 10) if shown / s <= 8)
        seconds: Any = dates.SecondLocator
        axes.xaxis.set_major_locator(seconds(bysecond=range(0, 60, step), tz=dt.UTC))
    else:
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
    """Beside the panel, on its right, where it covers no line, bar or marker."""
    handles, _ = axes.get_legend_handles_labels()
    if handles:
        axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0, fontsize="small")


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
            _plot_topics(axes, entry.lag_records)
            axes.set_ylabel("lag (records)")
            _integer_ticks(axes)
        elif panel == "seconds":
            _plot_topics(axes, entry.lag_seconds)
            axes.set_ylabel("lag (seconds)")
        elif panel == "commits":
            points = sorted(entry.commit_buckets.items())
            axes.bar(
                _times([t for t, _ in points]),
                [c for _, c in points],
                width=_bar_widths([t for t, _ in points], data.width_ms, entry.deleted_at),
                align="edge",
                color="#3b75af",
                edgecolor="white",
                linewidth=0.6,
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


def _plot_topics(axes: Any, series: dict[str, list[tuple[int, Any]]]) -> None:
    """A line per topic, each with its own style (see :data:`LINE_STYLES`) and a marker at
    every sample, so a single sample shows too; the axis from 0 to at least 1, never a
    sliver around 0; "no lag data" where there is no value at all."""
    top = 0.0
    for index, (topic, points) in enumerate(sorted(series.items())):
        style, marker = LINE_STYLES[index % len(LINE_STYLES)]
        values = [v for _, v in points]
        axes.plot(
            _times([t for t, _ in points]),
            values,
            linestyle=style,
            marker=marker,
            markevery=max(1, len(points) // 40),
            linewidth=max(0.8, 2.6 - 0.6 * index),
            markersize=max(3.0, 7.0 - 1.5 * index),
            label=topic,
        )
        top = max([top, *(v for v in values if v is not None)])
    axes.set_ylim(0, max(1.0, top * 1.08))
    if top == 0.0 and not any(v is not None for points in series.values() for _, v in points):
        axes.text(
            0.5,
            0.5,
            NO_LAG_DATA,
            transform=axes.transAxes,
            ha="center",
            va="center",
            color="#777777",
            gid="no-lag-data",
        )


def _bar_widths(starts: Sequence[int], width_ms: int, deleted_at: int | None) -> list[float]:
    """Each bucket's bar width in days (matplotlib's date unit), a bar cut at the group's
    deletion where its bucket runs past it."""
    ends = [s + width_ms if deleted_at is None else min(s + width_ms, deleted_at) for s in starts]
    return [max(end - start, 0) / 86_400_000 for start, end in zip(starts, ends, strict=True)]


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


def write_figures(data: ReportData, directory: Path, max_groups: int) -> dict[str, str]:
    """A PNG in ``directory`` for each of the first ``max_groups`` groups with something to
    plot; returns each plotted group's file name."""
    directory.mkdir(exist_ok=True)
    images: dict[str, str] = {}
    for entry in data.groups[:max_groups]:
        figure = group_figure(entry, data)
        if figure is None:
            continue
        name = f"{file_stem(entry.group)}.png"
        figure.savefig(directory / name, dpi=DPI)
        images[entry.group] = name
    return images
