"""The report's page: :class:`ReportData` rendered by a jinja2 template shipped with the package
(``templates/report.html.j2``), every value HTML-escaped unless it is markup made here.

The page lists the groups (worst status first), the records read and the records that did not
decode, then a section per group with its plot (where :mod:`report_plots` drew one), members,
subscriptions, partitions and membership changes. Times are UTC, with the date.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from functools import cache

import jinja2
from markupsafe import Markup

from kgroup_proto.pipelines import report_data
from kgroup_proto.pipelines.report_data import COMMITS_ONLY, ReportData, file_stem

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
    env.filters.update(utc=utc, n=number, badge=badge, stem=file_stem)
    return env


def status_counts(data: ReportData) -> list[str]:
    """``<count> <status>`` for each status on the page, worst first, deleted groups last."""
    counts: dict[str, int] = {}
    for entry in data.groups:
        label = "deleted" if entry.deleted_at is not None else entry.status_name or "no lag"
        counts[label] = counts.get(label, 0) + 1
    order = ["ERR", "WARN", "OK", "NOTFOUND", "no lag", "deleted"]
    return [f"{counts[k]} {k}" for k in order if k in counts]


def render_page(data: ReportData, images: Mapping[str, str], image_dir: str) -> str:
    """The HTML page; ``images`` maps each plotted group to its image's file name in
    ``image_dir`` (relative to the page)."""
    template = environment().get_template(TEMPLATE)
    return template.render(
        data=data,
        images=dict(images),
        report_dir=image_dir,
        status_counts=status_counts(data),
        commits_only=COMMITS_ONLY,
        max_rows=MAX_ROWS,
        dash=DASH,
    )
