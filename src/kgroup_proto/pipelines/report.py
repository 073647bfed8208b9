"""Per-group plots and one HTML page over the written tables.

Spark aggregates the tables to per-group, per-time-bucket figures; only those aggregates reach the
driver, where matplotlib draws them. For each group: commits over time, and generations (classic
groups) or group epochs (KIP-848 consumer and share groups) over time.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections import defaultdict
from functools import reduce
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

REPORT_DIR = "report"
REPORT_PAGE = "report.html"
#: Bucket widths to choose from, in milliseconds: the smallest giving at most MAX_BUCKETS.
WIDTHS_MS = [w * 1000 for w in (1, 5, 10, 30, 60, 300, 900, 3600, 6 * 3600, 86400, 7 * 86400)]
MAX_BUCKETS = 120


@attrs.define
class GroupSeries:
    """What the report shows for one group."""

    group: str
    #: classic, consumer (KIP-848) or share; a group seen only through its commits has none.
    kind: str = "commits only"
    commits: int = 0
    commit_buckets: dict[int, int] = attrs.field(factory=dict)
    #: (label, [(time ms, generation or epoch)]) per line.
    epochs: dict[str, list[tuple[int, int]]] = attrs.field(factory=dict)


def bucket_width(span_ms: int) -> int:
    for width in WIDTHS_MS:
        if span_ms / width <= MAX_BUCKETS:
            return width
    return WIDTHS_MS[-1]


def file_stem(group: str) -> str:
    """A file name for any group id: readable part plus a hash, so distinct ids never clash."""
    readable = re.sub(r"[^A-Za-z0-9_.-]+", "_", group)[:60] or "group"
    return f"{readable}-{hashlib.sha1(group.encode()).hexdigest()[:8]}"


def _epoch_rows(spark: SparkSession, output: Path) -> DataFrame:
    """Every generation or epoch record of every group, from all EPOCH_SOURCES, as one frame."""
    from pyspark.sql import functions as F

    frames = []
    for table, group, epoch, kind, label in EPOCH_SOURCES:
        frame = spark.read.parquet(str(output / table)).where(~F.col("tombstone"))
        if table == "group_metadata":  # one row per member: keep one per record
            frame = frame.where(F.coalesce(F.col("member_index"), F.lit(0)) == 0)
        frames.append(
            frame.select(
                F.col(group).alias("group"),
                F.unix_millis(F.col("source_timestamp")).alias("time_ms"),
                F.col(epoch).alias("epoch"),
                F.lit(kind).alias("kind"),
                F.lit(label).alias("label"),
            )
        )
    return reduce(lambda a, b: a.unionByName(b), frames)


EPOCH_SOURCES = (
    # table, group column, epoch column, group kind, line label
    ("group_metadata", "group", "generation", "classic", "generation"),
    ("consumer_group_metadata", "group_id", "epoch", "consumer", "group epoch"),
    ("consumer_group_target_assignment_metadata", "group_id", "assignment_epoch", "consumer",
     "assignment epoch"),
    ("share_group_metadata", "group_id", "epoch", "share", "group epoch"),
    ("share_group_target_assignment_metadata", "group_id", "assignment_epoch", "share",
     "assignment epoch"),
)  # fmt: skip


@attrs.frozen
class Series:
    """Every group's figures, on a time range and bucket width shared by all plots."""

    groups: list[GroupSeries]
    low_ms: int
    high_ms: int
    width_ms: int


def collect_series(spark: SparkSession, output: Path) -> Series:
    """Aggregate the tables on Spark into per-group, per-bucket figures (busiest group first).

    Commits are counted per bucket; generations and epochs keep the highest value per bucket,
    at the bucket's first record.
    """
    from pyspark.sql import functions as F

    commits = spark.read.parquet(str(output / "offset_commits")).where(~F.col("tombstone"))
    commits = commits.select("group", F.col("commit_timestamp").alias("time_ms"))
    epochs = _epoch_rows(spark, output)
    times = commits.select("time_ms").unionByName(epochs.select("time_ms"))
    bounds = times.agg(F.min("time_ms").alias("low"), F.max("time_ms").alias("high")).first()
    low = bounds["low"] if bounds and bounds["low"] is not None else 0
    high = bounds["high"] if bounds and bounds["high"] is not None else low
    width = bucket_width(high - low)
    bucket = F.floor(F.col("time_ms") / width).alias("bucket")
    series: dict[str, GroupSeries] = {}
    for row in commits.groupBy("group", bucket).count().collect():
        entry = series.setdefault(row["group"], GroupSeries(row["group"]))
        entry.commit_buckets[int(row["bucket"]) * width] = row["count"]
        entry.commits += row["count"]
    changes = epochs.groupBy("group", "kind", "label", bucket).agg(
        F.min("time_ms").alias("time_ms"), F.max("epoch").alias("epoch")
    )
    for row in changes.collect():
        entry = series.setdefault(row["group"], GroupSeries(row["group"]))
        entry.kind = row["kind"]
        entry.epochs.setdefault(row["label"], []).append((row["time_ms"], row["epoch"]))
    for entry in series.values():
        for points in entry.epochs.values():
            points.sort()
    ranked = sorted(series.values(), key=lambda s: (-s.commits, s.group))
    return Series(ranked, low, high, width)


def _times(values: list[int]) -> Any:
    """Epoch milliseconds as numpy datetimes, which matplotlib puts on a date axis."""
    import numpy

    return numpy.array(values, dtype="datetime64[ms]")


def _time_axis(figure: Any, axes: Any, series: Series) -> None:
    """Every plot spans the same time range, so groups can be compared by eye."""
    margin = max(series.width_ms, (series.high_ms - series.low_ms) // 50)
    axes.set_xlim(_times([series.low_ms - margin, series.high_ms + margin]))
    figure.autofmt_xdate()


def plot_commits(entry: GroupSeries, series: Series, path: Path) -> None:
    from matplotlib.figure import Figure

    figure = Figure(figsize=(8, 3), layout="constrained")
    axes = figure.subplots()
    points = sorted(entry.commit_buckets.items())
    axes.bar(
        _times([t for t, _ in points]),
        [c for _, c in points],
        width=series.width_ms / 86_400_000,
        align="edge",
        color="#3b75af",
    )
    axes.set_title(f"{entry.group}: offset commits per {series.width_ms // 1000} s")
    axes.set_ylabel("commits")
    _time_axis(figure, axes, series)
    figure.savefig(path, dpi=90)


def plot_epochs(entry: GroupSeries, series: Series, path: Path) -> None:
    from matplotlib import ticker
    from matplotlib.figure import Figure

    figure = Figure(figsize=(8, 3), layout="constrained")
    axes = figure.subplots()
    values = []
    for index, (label, points) in enumerate(sorted(entry.epochs.items(), reverse=True)):
        # Each value holds until the next record, or until the end of the time range.
        times = [t for t, _ in points] + [series.high_ms]
        epochs = [e for _, e in points]
        values += epochs
        style = "-" if index == 0 else "--"  # lines that coincide stay visible
        axes.step(_times(times), [*epochs, epochs[-1]], style, where="post", label=label)
        axes.plot(_times(times[:-1]), epochs, "o", color=axes.lines[-1].get_color())
    noun = "generation" if entry.kind == "classic" else "epoch"
    axes.set_title(f"{entry.group} ({entry.kind} group): {noun} over time")
    axes.set_ylabel(noun)
    axes.set_ylim(min(values) - 0.5, max(values) + 0.5)
    axes.yaxis.set_major_locator(ticker.MultipleLocator(max(1, (max(values) - min(values)) // 6)))
    _time_axis(figure, axes, series)
    if len(entry.epochs) > 1:
        axes.legend(loc="upper left")
    figure.savefig(path, dpi=90)


def _latest(entry: GroupSeries) -> str:
    parts = [f"{label} {points[-1][1]}" for label, points in sorted(entry.epochs.items())]
    return ", ".join(parts) or "&ndash;"


def render_page(entries: list[GroupSeries], plotted: dict[str, list[str]], total: int) -> str:
    """The HTML page: a table of groups, then each plotted group's images."""
    rows = []
    sections = []
    for entry in entries:
        name = html.escape(entry.group)
        anchor = file_stem(entry.group)
        link = f'<a href="#{anchor}">{name}</a>' if entry.group in plotted else name
        rows.append(
            f"<tr><td>{link}</td><td>{entry.kind}</td><td>{entry.commits}</td>"
            f"<td>{_latest(entry)}</td></tr>"
        )
        if entry.group in plotted:
            images = "".join(
                f'<a href="{REPORT_DIR}/{image}"><img src="{REPORT_DIR}/{image}" alt="{image}"></a>'
                for image in plotted[entry.group]
            )
            sections.append(f'<section id="{anchor}"><h2>{name}</h2>{images}</section>')
    note = ""
    if len(plotted) < total:
        note = f"<p>Plots for the {len(plotted)} groups with the most commits of {total}.</p>"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Consumer groups in __consumer_offsets</title>
<style>body{{font-family:sans-serif;margin:2em}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:4px 8px;text-align:left}}img{{max-width:100%;display:block}}
</style></head><body>
<h1>Consumer groups in __consumer_offsets</h1>{note}
<table><tr><th>group</th><th>kind</th><th>offset commits</th><th>last generation / epoch</th></tr>
{"".join(rows)}
</table>
{"".join(sections)}
</body></html>
"""


def write_report(spark: SparkSession, output: Path, max_groups: int = 50) -> Path:
    """Plots for the ``max_groups`` busiest groups and the page linking them; returns the page."""
    series = collect_series(spark, output)
    images = output / REPORT_DIR
    images.mkdir(exist_ok=True)
    plotted: dict[str, list[str]] = defaultdict(list)
    for entry in series.groups[:max_groups]:
        stem = file_stem(entry.group)
        if entry.commit_buckets:
            plot_commits(entry, series, images / f"{stem}-commits.png")
            plotted[entry.group].append(f"{stem}-commits.png")
        if entry.epochs:
            plot_epochs(entry, series, images / f"{stem}-generations.png")
            plotted[entry.group].append(f"{stem}-generations.png")
    page = output / REPORT_PAGE
    page.write_text(render_page(series.groups, plotted, len(series.groups)), encoding="utf-8")
    return page
