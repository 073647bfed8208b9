"""Plain-text tables for terminal output: a header row, then rows, columns padded to fit; and
the lag's status table, which ``kgroup-proto lag`` and ``kgroup-proto offsets`` both print."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kgroup_proto.pipelines.lag import GroupStatus, LagReport


def render_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Left-aligned columns two spaces apart; no trailing spaces."""
    widths = [len(h) for h in headers]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]
    lines = [
        "  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
        for line in [list(headers), *rows]
    ]
    return "\n".join(lines)


def _time(ms: int | None) -> str:
    if ms is None:
        return "-"
    moment = dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC)
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")


def _note(group: GroupStatus) -> str:
    if group.deleted:
        return f"deleted {_time(group.deleted_at)}"
    if group.expired:
        return f"no commit since {_time(group.last_commit)}"
    if group.note:
        return group.note
    if group.max_lag:
        return f"most behind: {group.max_lag_topic}-{group.max_lag_partition}"
    return ""


def status_table(report: LagReport) -> str:
    """One line per group: its status, partitions judged, lag in records and in seconds (a
    dash where none is known: a deleted or expired group, one that never committed), and a
    note; the same groups and values as the report's page."""
    if not report.groups:
        return "no groups"
    rows = [
        [
            g.group,
            g.status,
            str(g.partition_count),
            "-" if g.total_lag is None else str(g.total_lag),
            "-" if g.lag_seconds is None else f"{g.lag_seconds:.1f}",
            _note(g),
        ]
        for g in report.groups
    ]
    table = render_table(["GROUP", "STATUS", "PARTITIONS", "LAG", "LAG SECONDS", "NOTE"], rows)
    return f"{table}\nas of {_time(report.evaluated_at)}"
