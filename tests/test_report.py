"""The HTML report as an operator reads it: each group's figure is drawn and its axes read back
(dates on every time tick, whole numbers on every count axis, the deleted group shaded from
its tombstone on), the PNG written is looked at pixel by pixel, and the page's tables are
parsed for statuses, states, members, totals and errors.

The input is made up here, so every expected value follows from it: a group that falls
behind (WARN) and a group that is deleted, over five minutes across midnight of a leap day.
"""

from __future__ import annotations

import datetime as dt
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("matplotlib", reason="matplotlib is not installed: `tox -e spark` runs these")

from matplotlib import dates
from matplotlib import image as mpimg
from matplotlib.backends.backend_agg import FigureCanvasAgg

from kgroup_proto.pipelines import report, report_data, report_plots
from kgroup_proto.pipelines.group_history import Change, GroupHistory, Member
from kgroup_proto.pipelines.lag import Commit, EndOffset, GroupTombstone, OffsetTombstone, evaluate
from kgroup_proto.pipelines.offsets_output import ErrorRow, Totals

T0 = int(dt.datetime(2024, 2, 29, 23, 58, tzinfo=dt.UTC).timestamp() * 1000)
SECOND = 1000
END_S = 300
#: busy reads 10 records a second of the 20 written to each of its partitions.
WRITTEN_PER_S, READ_PER_S, BASE = 20, 10, 1000
#: gone keeps up with its topic, then is deleted.
DELETED_S = 150


def at(seconds: int) -> int:
    return T0 + seconds * SECOND


def inputs() -> tuple[list[Any], list[EndOffset]]:
    events: list[Any] = []
    ends: list[EndOffset] = []
    for seconds in range(0, END_S + 1, 10):
        for partition in (0, 1):
            ends.append(EndOffset("clicks", partition, at(seconds), BASE + WRITTEN_PER_S * seconds))
        ends.append(EndOffset("exports", 0, at(seconds), 5 * seconds))
        if seconds < END_S:
            committed = BASE + READ_PER_S * (seconds + 5)
            events += [Commit("busy", "clicks", p, committed, at(seconds + 5)) for p in (0, 1)]
        if seconds < DELETED_S:
            events.append(Commit("gone", "exports", 0, 5 * seconds, at(seconds + 1)))
    events += [
        OffsetTombstone("gone", "exports", 0, at(DELETED_S)),
        GroupTombstone("gone", at(DELETED_S)),
    ]
    return events, ends


def histories() -> dict[str, GroupHistory]:
    gone = GroupHistory(
        "gone",
        "classic",
        state="Dead",
        protocol="range",
        changes=[
            Change(at(1), 1, 1, joined=("gone-1",)),
            Change(at(61), 2, 2, joined=("gone-2",)),
            Change(at(DELETED_S), 2, 0, left=("gone-1", "gone-2"), deleted=True),
        ],
        epochs=[(at(1), 1), (at(61), 2)],
        deleted_at=at(DELETED_S),
        updated_at=at(DELETED_S),
    )
    busy = GroupHistory(
        "busy",
        "consumer",
        state="Stable",
        protocol="uniform",
        members=[
            Member("m-1", "clicks-app", "/10.1.0.1", "clicks-host-1", {"clicks": [0]}),
            Member("m-2", "clicks-app", "/10.1.0.2", None, {"clicks": [1]}),
        ],
        changes=[Change(at(2), 5, 2, joined=("m-1", "m-2"))],
        epochs=[(at(2), 5)],
        updated_at=at(2),
    )
    return {"gone": gone, "busy": busy}


ERRORS = [
    ErrorRow(3, 41, at(100), "OffsetCommit", 1, "value: int64 needs 8 bytes"),
    ErrorRow(None, None, None, None, None, "the input line is not a record"),
]


@pytest.fixture(scope="module")
def data() -> report_data.ReportData:
    events, ends = inputs()
    lag = evaluate(events, ends)
    width = report_data.bucket_width(at(END_S) - T0)
    return report_data.assemble(
        title="Consumer groups",
        source="made-up",
        histories=histories(),
        commit_buckets=report_data.commit_buckets_of(events, width),
        width_ms=width,
        low_ms=T0,
        high_ms=at(END_S),
        lag=lag,
        totals=Totals(612, {"offset_commits": 600, "group_metadata": 10}, 2),
        errors=ERRORS,
    )


def drawn(entry: report_data.GroupReport, data: report_data.ReportData) -> Any:
    figure = report_plots.group_figure(entry, data)
    assert figure is not None
    FigureCanvasAgg(figure)
    figure.canvas.draw()
    return figure


def by_name(data: report_data.ReportData, group: str) -> report_data.GroupReport:
    (entry,) = [g for g in data.groups if g.group == group]
    return entry


TICK = re.compile(r"^(\d{4}-\d{2}-\d{2})\n\d{2}:\d{2}(:\d{2})?$")


def labels(texts: Any) -> list[str]:
    return [t.get_text() for t in texts if t.get_text()]


def test_every_time_axis_is_utc_with_the_date_on_each_tick(data: report_data.ReportData) -> None:
    for group in ("busy", "gone"):
        figure = drawn(by_name(data, group), data)
        for axes in figure.axes:
            ticks = labels(axes.get_xticklabels())
            assert len(ticks) >= 3, ticks
            found = [TICK.match(t) for t in ticks]
            assert all(found), ticks
            # The five minutes cross midnight: both dates show.
            assert {m.group(1) for m in found if m} == {"2024-02-29", "2024-03-01"}
        assert figure.axes[-1].get_xlabel() == "time (UTC)"


def test_count_axes_have_whole_number_ticks(data: report_data.ReportData) -> None:
    figure = drawn(by_name(data, "gone"), data)
    panels = {axes.get_ylabel(): axes for axes in figure.axes}
    assert set(panels) == {"lag (records)", "lag (seconds)", "commits", "generation"}
    for name in ("lag (records)", "commits", "generation"):
        ticks = labels(panels[name].get_yticklabels())
        assert len(ticks) >= 2, (name, ticks)
        for text in ticks:
            assert re.fullmatch(r"[\d,]+", text.replace("\u2212", "-")), (name, text)
    # The generations 1 and 2 are both labelled.
    assert {"1", "2"} <= set(labels(panels["generation"].get_yticklabels()))


def test_the_deleted_group_is_shaded_from_its_tombstone_on(data: report_data.ReportData) -> None:
    entry = by_name(data, "gone")
    assert entry.deleted_at == at(DELETED_S)
    figure = drawn(entry, data)
    tombstone = dates.date2num(dt.datetime.fromtimestamp(at(DELETED_S) / 1000, dt.UTC))
    for axes in figure.axes:
        (span,) = [p for p in axes.patches if p.get_gid() == "deleted"]
        assert span.get_x() == pytest.approx(tombstone)
        assert span.get_x() + span.get_width() >= axes.get_xlim()[1]
    assert "deleted" in [t.get_text() for t in figure.axes[0].get_legend().get_texts()]
    assert "deleted 2024-03-01 00:00:30 UTC" in figure.get_suptitle()
    # No lag is drawn after the group is gone (a sample at the tombstone's own millisecond
    # is taken before it).
    for _, points in entry.lag_records.items():
        assert all(v is None for t, v in points if t > at(DELETED_S))
        assert any(v is not None for t, v in points if t < at(DELETED_S))
    busy = drawn(by_name(data, "busy"), data)
    assert not [p for axes in busy.axes for p in axes.patches if p.get_gid() == "deleted"]


def shaded_pixels(path: Path) -> tuple[int, int]:
    """Pixels of the deleted shade (the red at 12% over white) left and right of the deletion
    line (the column with the most pixels of the line's red; the middle where there is none)."""
    import numpy

    pixels = mpimg.imread(path)[:, :, :3]
    red = numpy.array([0xC0, 0x39, 0x2B]) / 255
    shade = 1 - 0.12 * (1 - red)
    close = (abs(pixels - shade) < 0.02).all(axis=2)
    line = (abs(pixels - red) < 0.05).all(axis=2).sum(axis=0)
    middle = int(line.argmax()) if line.max() > 0 else close.shape[1] // 2
    return int(close[:, :middle].sum()), int(close[:, middle:].sum())


def test_the_written_plots_show_the_deletion(data: report_data.ReportData, tmp_path: Path) -> None:
    page = report.write_report(data, tmp_path)
    images = {p.name: p for p in (tmp_path / report.REPORT_DIR).iterdir()}
    gone = images[f"{report_data.file_stem('gone')}.png"]
    busy = images[f"{report_data.file_stem('busy')}.png"]
    assert len(images) == 2 and page.is_file()
    # Deleted at 150 s of 300: the shade fills every panel right of the deletion line, not left
    # of it (the legends stand right of the panels, in white).
    left, right = shaded_pixels(gone)
    assert right > 20_000 and left < right / 10
    assert shaded_pixels(busy) == (0, 0)


Rows = list[tuple[list[str], str | None]]


class Tables(HTMLParser):
    """Every table's rows (cells' text and the row's class), by the table's id or class in
    page order; every image; all the text."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[Rows]] = {}
        self.images: list[str] = []
        self.text: list[str] = []
        self._rows: Rows | None = None
        self._row: list[str] | None = None
        self._row_class: str | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "table":
            self._rows = []
            name = found.get("id") or found.get("class") or ""
            self.tables.setdefault(name, []).append(self._rows)
        elif tag == "tr":
            self._row, self._row_class = [], found.get("class")
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "img":
            self.images.append(found.get("src") or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None and self._rows is not None:
            self._rows.append((self._row, self._row_class))
            self._row = None

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)

    def table(self, name: str, index: int = 0) -> Rows:
        return self.tables[name][index]


def parsed(page: Path) -> Tables:
    parser = Tables()
    parser.feed(page.read_text())
    return parser


def test_the_page_lists_status_state_members_totals_and_errors(
    data: report_data.ReportData, tmp_path: Path
) -> None:
    page = parsed(report.write_report(data, tmp_path))
    head, *rows = page.table("groups")
    columns = head[0]
    groups = {cells[0]: (dict(zip(columns, cells, strict=True)), cls) for cells, cls in rows}
    # Worst status first, the deleted group last.
    assert list(groups) == ["busy", "gone"]
    busy, busy_class = groups["busy"]
    expected_lag = 2 * (BASE + WRITTEN_PER_S * END_S - (BASE + READ_PER_S * (END_S - 5)))
    assert (busy["status"], busy["state"], busy["members"]) == ("WARN", "Stable", "2")
    assert busy["lag (records)"] == f"{expected_lag:,}"
    assert busy["commits"] == "60" and busy["commits/min"] == "12.0"
    assert busy_class is None
    gone, gone_class = groups["gone"]
    assert gone_class == "deleted"
    assert gone["state"] == "deleted 2024-03-01 00:00:30 UTC"
    assert (gone["status"], gone["lag (records)"], gone["rebalances"]) == (
        "NOTFOUND",
        "\u2013",
        "1",
    )
    assert gone["generation / epoch"] == "2"
    totals = {cells[0]: cells[1] for cells, _ in page.table("totals")}
    assert totals == {"input records": "612", "decoded records": "610", "error records": "2"}
    errors = [cells for cells, _ in page.table("errors")[1:]]
    assert [e[-1] for e in errors] == [e.reason for e in ERRORS]
    assert errors[0][:3] == ["3", "41", "2024-02-29 23:59:40 UTC"]
    members = [cells for cells, _ in page.table("members")[1:]]
    assert members == [
        ["m-1", "clicks-host-1", "clicks-app", "/10.1.0.1", "clicks 0"],
        ["m-2", "", "clicks-app", "/10.1.0.2", "clicks 1"],
    ]
    # The sections come in the table's order: busy's, then gone's.
    changes = [cells for cells, _ in page.table("changes", 1)[1:]]
    assert changes[-1][:5] == ["2024-03-01 00:00:30 UTC", "2", "0", "", "group deleted"]
    for image in page.images:
        assert (tmp_path / image).is_file()
    text = " ".join(page.text)
    for moment in re.findall(r"\d{4}-\d{2}-\d{2}[ T][\d:]+(?: UTC)?", text):
        assert moment.endswith("UTC"), moment


def test_a_group_with_nothing_to_plot_gets_no_image(data: report_data.ReportData) -> None:
    empty = report_data.GroupReport("quiet")
    assert report_plots.group_figure(empty, data) is None


def test_groups_with_members_and_no_commits_are_said_to_be_so(tmp_path: Path) -> None:
    """Two Stable groups with members that have committed nothing, as a live cluster's first
    rounds show them: nothing for Burrow's rules to judge, no end offsets sampled."""
    from kgroup_proto.cli.text_tables import status_table
    from kgroup_proto.pipelines.group_history import known_groups
    from kgroup_proto.pipelines.lag import with_known_groups
    from kgroup_proto.pipelines.lag_tables import Inputs

    seen = at(30)
    fresh = GroupHistory(
        "fresh",
        "consumer",
        state="Stable",
        members=[Member("m-1", "app", "/10.1.0.1", None, {"clicks": [0, 1]})],
        changes=[Change(at(10), 1, 1, joined=("m-1",))],
        epochs=[(at(10), 1)],
        updated_at=seen,
    )
    legacy = GroupHistory(
        "legacy",
        "classic",
        state="Stable",
        members=[Member("c-1", "app", "/10.1.0.2", None, {"clicks": [0]}), Member("c-2")],
        changes=[Change(at(10), None, 2, joined=("c-1", "c-2"))],
        updated_at=seen,
    )
    found = {"fresh": fresh, "legacy": legacy}
    lag = with_known_groups(evaluate([], []), known_groups(found))
    # Dated by when the groups were seen, not the epoch; each with its note.
    assert lag.evaluated_at == seen
    table = status_table(lag)
    assert "1970" not in table and table.endswith("as of 2024-02-29T23:58:30Z")
    assert "1 member, no commits yet" in table and "2 members, no commits yet" in table
    data = report_data.lag_report_data(Inputs([], [], [], found), lag, "127.0.0.1:9092")
    page_path = report.write_report(data, tmp_path)
    text = " ".join(" ".join(parsed(page_path).text).split())
    assert "1970" not in text
    assert "Burrow's rules have nothing to judge" in text
    assert "shown as last seen, 2024-02-29 23:58:30 UTC" in text
    assert "2 without commits" in text
    # No end offsets: the page says why rather than only counting none.
    assert "End offsets are sampled only on partitions some group has committed on" in text
    # One group has an epoch to plot, the other nothing: said as such, not as a limit.
    assert "Plots for" not in text
    assert "No plot for legacy: no lag, commits, generations or epochs to draw." in text
    head, *rows = parsed(page_path).table("groups")
    cells = {r[0][0]: dict(zip(head[0], r[0], strict=True)) for r in rows}
    assert cells["legacy"]["note"] == "2 members, no commits yet"
    assert (cells["legacy"]["status"], cells["legacy"]["lag (records)"]) == ("NOTFOUND", "\u2013")


def test_topics_with_the_same_lag_each_stay_in_sight(data: report_data.ReportData) -> None:
    """Two topics lagging alike draw the same points: each line has its own dash style and
    marker, and the one drawn first is wider, so the second cannot cover it."""
    entry = report_data.GroupReport("twins")
    same = [(at(s), 10 * s) for s in range(0, END_S + 1, 60)]
    entry.lag_records = {"left": list(same), "right": list(same)}
    entry.lag_seconds = {"left": [(t, 1.0) for t, _ in same], "right": [(t, 1.0) for t, _ in same]}
    figure = drawn(entry, data)
    for axes in figure.axes[:2]:
        first, second = axes.get_lines()
        assert (first.get_linestyle(), first.get_marker()) != (
            second.get_linestyle(),
            second.get_marker(),
        )
        assert first.get_linewidth() > second.get_linewidth()
        assert first.get_markersize() > second.get_markersize()


def test_a_lag_panel_with_one_sample_or_none_says_so(data: report_data.ReportData) -> None:
    """One sample of no lag draws a visible point on an axis from 0 to 1, not a bare axis from
    0 to 0.05; a panel without a value says "no lag data"."""
    entry = report_data.GroupReport("streams-app")
    entry.lag_records = {"words": [(at(100), 0)]}
    entry.lag_seconds = {"words": [(at(100), None)]}
    records, seconds = drawn(entry, data).axes[:2]
    (line,) = records.get_lines()
    assert line.get_marker() not in (None, "", "None")
    assert records.get_ylim() == (0.0, 1.0)
    assert labels(records.get_yticklabels())[-1] == "1"
    assert [t.get_text() for t in seconds.texts] == ["no lag data"]
    assert not [t for t in records.texts if t.get_text() == "no lag data"]


def test_a_deleted_groups_last_commit_bar_stops_at_its_deletion(
    data: report_data.ReportData,
) -> None:
    width = data.width_ms
    entry = report_data.GroupReport("cut")
    entry.commit_buckets = {T0: 3, T0 + width: 2}
    entry.history = GroupHistory("cut", "classic", state="Dead", deleted_at=T0 + width + width // 3)
    (axes,) = drawn(entry, data).axes
    deletion = dates.date2num(dt.datetime.fromtimestamp(entry.history.deleted_at / 1000, dt.UTC))
    bars = [p for p in axes.patches if p.get_gid() != "deleted"]
    assert len(bars) == 2
    # Date numbers are days: compare to within a millisecond.
    assert max(b.get_x() + b.get_width() for b in bars) == pytest.approx(deletion, abs=1e-8)
    # The bucket before is whole.
    assert bars[0].get_width() == pytest.approx(width / 86_400_000)


def test_the_page_explains_how_lag_is_combined_and_found(
    data: report_data.ReportData, tmp_path: Path
) -> None:
    from kgroup_proto.pipelines.report_page import LAG_SECONDS_METHODS

    page = parsed(report.write_report(data, tmp_path))
    text = " ".join("".join(page.text).split())
    assert "the lag in records is summed over a topic's partitions" in text
    assert "the largest over its partitions" in text
    # Every method a partition's "how (s)" names is explained below its table.
    methods = {cells[7] for rows in page.tables["partitions"] for cells, _ in rows[1:] if cells[7]}
    assert methods >= {"interpolated"}, methods
    for method in methods:
        assert f"{method}: {LAG_SECONDS_METHODS[method]}" in text, method


def test_a_run_of_a_few_seconds_has_at_least_three_time_ticks() -> None:
    """A live run of eight seconds (nine rounds a second apart): its axis is ten seconds wide,
    margins included, and shows a tick every two seconds, each with its date."""
    low = T0 + 5_000
    short = report_data.ReportData("lag", "live", [], low, low + 8_000, 1_000)
    entry = report_data.GroupReport("quick")
    entry.lag_records = {"t": [(low + s * 1_000, s) for s in range(9)]}
    entry.lag_seconds = {"t": [(low + s * 1_000, 0.5) for s in range(9)]}
    for axes in drawn(entry, short).axes:
        ticks = labels(axes.get_xticklabels())
        lo, hi = axes.get_xlim()
        shown = [x for x in axes.get_xticks() if lo <= x <= hi]
        assert len(shown) >= 3 and len(ticks) >= 3, ticks
        assert all(TICK.match(t) for t in ticks), ticks
