"""The HTML report: one page over the consumer groups, with a plot per group, in three layers.

:mod:`report_data` assembles a :class:`ReportData` (from an ``offsets`` output's tables or a
``lag`` run's inputs), :mod:`report_plots` draws each group's figure with matplotlib, and
:mod:`report_page` writes the page from a jinja2 template. :func:`write_report` puts them
together: ``report.html`` in the output directory, the figures in ``report/`` beside it.
"""

from __future__ import annotations

from pathlib import Path

from kgroup_proto.pipelines import report_page, report_plots
from kgroup_proto.pipelines.report_data import ReportData

REPORT_DIR = "report"
REPORT_PAGE = "report.html"


def write_report(data: ReportData, output: Path, max_groups: int = 50) -> Path:
    """A plot for each of the first ``max_groups`` groups and the page; returns the page."""
    images = report_plots.write_figures(data, output / REPORT_DIR, max_groups)
    page = output / REPORT_PAGE
    page.write_text(report_page.render_page(data, images, REPORT_DIR, max_groups), encoding="utf-8")
    return page
