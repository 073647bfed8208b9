"""The report's page: :class:`ReportData` rendered by a jinja2 template shipped with the package
(``templates/report.html.j2``), every value HTML-escaped unless it is markup made here.

The page lists the groups (worst status first), the records read and the records that did not
decode, then a section per group with its plot (where :mod:`report_plots` drew one), members,
subscriptions, partitions and membership changes. Times are UTC, with the date.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from functools import cache

import jinja2
from markupsafe import Markup

from kgroup_proto.pipelines import report_data
from kgroup_proto.pipelines.group_history import STREAMS
from kgroup_proto.pipelines.lag import AT_LEAST, CAUGHT_UP, INTERPOLATED, RECORD_TIMESTAMP, UNKNOWN
from kgroup_proto.pipelines.report_data import COMMITS_ONLY, GroupReport, ReportData, file_stem

TEMPLATE = "report.html.j2"
#: Rows of the longer per-group tables shown on the page; the tables hold them all.
MAX_ROWS = 100
#: Where a value is unknown.
DASH = Markup("&ndash;")


def utc(ms: int | None) -> str | Markup:
    """A time as the page writes it (``2025-03-03 09:09:12 UTC``), a dash for none."""
    return DASH if ms is None else report_data.utc(ms)


def number(value: float | None, digits: int = 0) -> str | Markup:
    if value is None:
        return DASH
    return f"{value:,.{digits}f}"


def badge(status: str | None) -> Markup:
    if status is None:
        return DASH
    return Markup('<span class="badge {0}">{0}</span>').format(_escaped(status))


def _escaped(value: object) -> Markup:
    """Every value the template writes, escaped as :func:`html.escape` does, unless it is
    markup already."""
    if isinstance(value, Markup):
        return value
    return Markup(html.escape(str(value)))


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("kgroup_proto.pipelines", "templates"),
        autoescape=True,
        finalize=_escaped,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(
        utc=utc, n=number, badge=badge, stem=file_stem, note=group_note, tasks=assignment_text
    )
    return env


#: Labels of groups without a status of their own, in :func:`status_counts`.
WITHOUT_COMMITS, NOT_JUDGED, DELETED = "without commits", "not judged (no end offsets)", "deleted"


def count_label(entry: GroupReport) -> str:
    """What the page counts a group as: its status; deleted; without commits (nothing for
    Burrow's rules to judge); or not judged, where no end offsets were given."""
    if entry.deleted_at is not None:
        return DELETED
    if entry.status is None:
        return NOT_JUDGED
    if entry.status.last_commit is None and entry.status.note:
        return WITHOUT_COMMITS
    return entry.status.status


def status_counts(data: ReportData) -> list[str]:
    """``<count> <status>`` for each status on the page, worst first, deleted groups last."""
    counts: dict[str, int] = {}
    for entry in data.groups:
        label = count_label(entry)
        counts[label] = counts.get(label, 0) + 1
    order = ["ERR", "WARN", "OK", "NOTFOUND", WITHOUT_COMMITS, NOT_JUDGED, DELETED]
    return [f"{counts[k]} {k}" for k in order if k in counts]


def group_note(entry: GroupReport) -> str:
    """What the terminal's table notes of the group, but its deletion (the state column says
    it): why it has no lag, or which partition is most behind."""
    status = entry.status
    if status is None or entry.deleted_at is not None:
        return ""
    if status.expired:
        return f"no commit since {utc(status.last_commit)}"
    if status.note:
        return status.note
    if status.max_lag:
        return f"most behind: {status.max_lag_topic}-{status.max_lag_partition}"
    return ""


#: A Kafka Streams member's task list as the histories name it: "active 0", "standby 1".
TASKS = re.compile(r"^(active|standby|warmup) (.+)$")


def assignment_text(parts: Mapping[str, list[int]] | None, kind: str) -> str | Markup:
    """A member's assignment in words: ``orders 0, 1; payments 2``, or for a Kafka Streams
    member ``subtopology 0: partitions 0, 1 (active)``."""
    if parts is None:
        return Markup("<i>not known</i>")
    if not parts:
        return Markup("<i>none</i>")
    lines = []
    for name, partitions in sorted(parts.items()):
        numbers = ", ".join(str(p) for p in partitions)
        tasks = TASKS.match(name) if kind == STREAMS else None
        if tasks is not None:
            noun = "partition" if len(partitions) == 1 else "partitions"
            lines.append(f"subtopology {tasks.group(2)}: {noun} {numbers} ({tasks.group(1)})")
        else:
            lines.append(f"{name} {numbers}")
    return "; ".join(lines)


def render_page(
    data: ReportData,
    images: Mapping[str, str],
    image_dir: str,
    max_groups: int | None = None,
) -> str:
    """The HTML page; ``images`` maps each plotted group to its image's file name in
    ``image_dir`` (relative to the page); ``max_groups``: how many groups were offered to be
    plotted (None: all)."""
    template = environment().get_template(TEMPLATE)
    offered = data.groups if max_groups is None else data.groups[:max_groups]
    return template.render(
        data=data,
        images=dict(images),
        report_dir=image_dir,
        status_counts=status_counts(data),
        commits_only=COMMITS_ONLY,
        max_rows=MAX_ROWS,
        dash=DASH,
        beyond_limit=len(data.groups) - len(offered),
        nothing_to_plot=[g.group for g in offered if g.group not in images],
        methods=LAG_SECONDS_METHODS,
    )


#: How a lag in seconds was found (the partitions' "how (s)" column), in words.
LAG_SECONDS_METHODS = {
    INTERPOLATED: "the record at the committed offset arrived between two end-offset samples; "
    "its arrival is estimated as if the log end grew steadily between them",
    CAUGHT_UP: "the committed offset is at the log end: nothing is unconsumed, 0 s",
    RECORD_TIMESTAMP: "the timestamp of the record at the committed offset, fetched "
    "(--record-times)",
    AT_LEAST: "the record was already there at the first end-offset sample kept: the lag is "
    "at least the time since then (a lower bound)",
    UNKNOWN: "no end offset is known, or the group is deleted: no lag",
}
