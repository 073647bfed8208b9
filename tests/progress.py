"""Per-file progress for long pytest runs: ``pytest -n auto -p tests.progress``.

With pytest-xdist, pytest prints one dot per test and nothing else until the end: thousands of
dots. With this plugin a passing test prints nothing, and each test file prints one line when its
last test is done, with the run's elapsed time and share of tests finished::

    [  41 s  38%] tests/test_golden.py: 1505 passed

Failures, errors and skips still print their letter as they happen, and pytest's summary at the
end is unchanged. Worker processes load the plugin too, but only the process that reports
prints anything.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


class FileProgress:
    """Counts finished tests per file and reports each file once all of its tests are done."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.started = time.monotonic()
        self.expected: Counter[str] = Counter()
        self.total = 0
        self.finished = 0
        self.outcomes: dict[str, Counter[str]] = {}
        self.current: dict[str, str] = {}
        self.mid_line = False

    def expect(self, nodeids: Sequence[str]) -> None:
        """The collected tests; every xdist worker collects the same ones, so once is enough."""
        if self.total:
            return
        self.expected.update(_file(nodeid) for nodeid in nodeids)
        self.total = len(nodeids)

    @pytest.hookimpl
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if session.items:  # without xdist; under xdist the workers collect
            self.expect([item.nodeid for item in session.items])

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: Sequence[str]) -> None:
        self.expect(ids)

    @pytest.hookimpl(tryfirst=True)
    def pytest_report_teststatus(
        self, report: pytest.TestReport, config: pytest.Config
    ) -> tuple[str, str, str] | None:
        if report.when == "call" and report.passed and not hasattr(report, "wasxfail"):
            return "passed", "", ""  # counted in the summary, without a dot
        return None

    @pytest.hookimpl(trylast=True)  # after the terminal reporter has written any letter
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        nodeid = report.nodeid
        quiet = report.passed and (report.when != "call" or not hasattr(report, "wasxfail"))
        self.mid_line = self.mid_line or not quiet
        if report.when == "call":
            outcome = "xfailed" if hasattr(report, "wasxfail") else report.outcome
            self.current[nodeid] = outcome
        elif report.when == "setup" and not report.passed:
            self.current[nodeid] = "error" if report.failed else "skipped"
        elif report.when == "teardown":
            outcome = "error" if report.failed else self.current.pop(nodeid, "passed")
            self._finish(_file(nodeid), outcome)

    def _finish(self, path: str, outcome: str) -> None:
        counts = self.outcomes.setdefault(path, Counter())
        counts[outcome] += 1
        self.finished += 1
        if sum(counts.values()) != self.expected.get(path):
            return
        elapsed = time.monotonic() - self.started
        share = 100 * self.finished // self.total if self.total else 100
        summary = ", ".join(f"{n} {outcome}" for outcome, n in sorted(counts.items()))
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            if self.mid_line:  # after letters (F, E, s, x) on the current line
                reporter.write("\n")
                self.mid_line = False
            reporter.write_line(f"[{elapsed:5.0f} s {share:3d}%] {path}: {summary}")


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # xdist workers report to the main process
        config.pluginmanager.register(FileProgress(config), "file-progress")
