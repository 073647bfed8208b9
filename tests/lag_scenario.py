"""The live lag scenario of tests/test_lag_sampler.py (a producer and six groups: healthy,
stopped, stalled, rewound and deleted confluent-kafka consumers, and the project's KIP-848
member as the slow one) run against any cluster while ``kgroup-proto lag`` follows it in a
process of its own; then the same run's ``__consumer_offsets`` judged offline
(``kgroup-proto offsets --kafka``, then ``kgroup-proto lag`` on its tables with the live run's
end offsets), for the two to be compared."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.client import GroupAdmin
from tests.coordinator_harness import wait_for
from tests.test_lag_sampler import (
    DELETE_AT,
    DELETE_DELAY,
    DURATION,
    INTERVAL,
    KINDS,
    PARTITIONS,
    REWIND_AT,
    TOPIC,
    GroupThread,
    ProducerThread,
    SlowMember,
    delete_when_empty,
)

REPO = Path(__file__).resolve().parent.parent
__all__ = ["PARTITIONS", "REWIND_AT", "TOPIC", "LiveRun", "judge_offline", "run_live"]


@attrs.frozen
class LiveRun:
    #: The live command's JSON report, and its output directory.
    report: dict[str, Any]
    output: Path
    #: Wall times (ms): when the groups' timeline began, and when DeleteGroups was answered.
    started_at: float
    deleted_at: float


def kgroup_proto(*args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = {**os.environ}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )


def run_live(bootstrap: str, output: Path) -> LiveRun:
    """The scenario on ``bootstrap`` (its topic already there), with ``kgroup-proto lag
    --bootstrap`` reading it for DURATION seconds into ``output``."""
    producer = ProducerThread(bootstrap)
    started = threading.Event()
    groups: dict[str, Any] = {kind: GroupThread(bootstrap, kind, started) for kind in KINDS}
    groups["slow"] = SlowMember(bootstrap)
    producer.start()
    try:
        for thread in groups.values():
            thread.start()

        def assigned() -> bool:
            for thread in [*groups.values(), producer]:
                if thread.error is not None:
                    raise thread.error
            return all(t.assigned.is_set() for t in groups.values())

        wait_for(assigned, 60, "every group's assignment")

        async def run() -> tuple[subprocess.CompletedProcess[str], float, float]:
            async with GroupAdmin(bootstrap, request_timeout=10) as admin:
                now = time.monotonic()
                started_at = time.time() * 1000
                for thread in groups.values():
                    thread.sampling_started_at = now
                started.set()
                deletion = asyncio.create_task(
                    delete_when_empty(admin, "deleted", now + DELETE_AT + DELETE_DELAY)
                )
                command = [
                    "lag",
                    "--bootstrap",
                    bootstrap,
                    "--duration",
                    str(DURATION),
                    "--interval",
                    str(INTERVAL),
                    "--output",
                    str(output),
                    "--json",
                ]
                for group in (*KINDS, "slow"):
                    command += ["--group", group]
                result = await asyncio.to_thread(kgroup_proto, *command)
                return result, started_at, await deletion

        result, started_at, deleted_at = asyncio.run(run())
    finally:
        failures = []
        for thread in [*groups.values(), producer]:
            try:
                thread.stop()
            except BaseException as exc:
                failures.append(exc)
        if failures:
            raise failures[0]
    assert result.returncode == 0, result.stderr
    return LiveRun(json.loads(result.stdout), output, started_at, deleted_at)


def judge_offline(bootstrap: str, live: LiveRun, directory: Path) -> dict[str, Any]:
    """The offline path on the same run: ``__consumer_offsets`` decoded by the offsets job,
    judged with the live run's end offsets at the live run's time of judgement."""
    tables = directory / "offsets-out"
    decoded = kgroup_proto(
        "offsets",
        "--kafka",
        bootstrap,
        "--output",
        str(tables),
        "--master",
        "local[1]",
        "--report-groups",
        "0",
    )
    assert decoded.returncode == 0, decoded.stderr
    judged = kgroup_proto(
        "lag",
        str(tables),
        "--end-offsets",
        str(live.output / "end_offsets.parquet"),
        "--at",
        str(live.report["evaluated_at"]),
        "--output",
        str(directory / "lag-out"),
        "--json",
    )
    assert judged.returncode == 0, judged.stderr
    report: dict[str, Any] = json.loads(judged.stdout)
    return report


def _millis(value: Any) -> int:
    return value if isinstance(value, int) else round(value.timestamp() * 1000)


def lag_rows(path: Path, groups: set[str]) -> dict[tuple[str, str, int, int], tuple[Any, ...]]:
    import pyarrow.parquet as pq

    return {
        (r["group"], r["topic"], r["partition"], _millis(r["time"])): (
            r["status"],
            r["committed_offset"],
            r["lag_records"],
            r["deleted"],
        )
        for r in pq.read_table(path).to_pylist()
        if r["group"] in groups
    }


def assert_same_verdicts(live: LiveRun, offline: dict[str, Any], offline_output: Path) -> None:
    """The live tables equal the offline ones wherever Burrow's windows have settled, and the
    statuses are the ones each group's behaviour earns."""
    groups = {*KINDS, "slow"}

    def partitions(report: dict[str, Any]) -> dict[tuple[str, int], tuple[Any, ...]]:
        return {
            (p["group"], p["partition"]): (
                p["status"],
                p["committed_offset"],
                p["lag_records"],
                p["deleted"],
            )
            for p in report["partitions"]
            if p["group"] in groups
        }

    def statuses(report: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {
            g["group"]: (g["status"], g["deleted"], g["deleted_at"], g["total_lag"])
            for g in report["groups"]
            if g["group"] in groups
        }

    assert partitions(live.report) == partitions(offline)
    assert statuses(live.report) == statuses(offline)
    ours = lag_rows(live.output / "lag.parquet", groups)
    theirs = lag_rows(offline_output / "lag.parquet", groups)
    # Read from the topic's end when the command started, the live windows fill within a few
    # seconds (10 commits of one every 100 to 200 ms); from then on, row for row the same.
    settled = min(key[3] for key in ours) + 4_000
    ours_settled = {k: v for k, v in ours.items() if k[3] >= settled}
    theirs_settled = {k: v for k, v in theirs.items() if k[3] >= settled}
    assert len(ours_settled) >= len(groups) * PARTITIONS * 10
    assert ours_settled == theirs_settled

    final = partitions(live.report)
    for partition in range(PARTITIONS):
        assert final[("healthy", partition)][0] == "OK"
        assert final[("stopped", partition)][0] == "STOP"
        assert final[("stalled", partition)][0] == "STALL"
        # Committed back to 0 at REWIND_AT: REWIND while that commit is in the window.
        rewind_at = live.started_at + REWIND_AT * 1000
        rewound = [
            status
            for (group, _, p, time), (status, *_) in ours.items()
            if (group, p) == ("rewound", partition) and rewind_at + 600 <= time <= rewind_at + 1_500
        ]
        assert rewound and set(rewound) == {"REWIND"}, rewound
    # The deleted group: NOTFOUND from its deletion on, with no lag, committed offset or
    # partition judged after it.
    (deleted,) = [g for g in live.report["groups"] if g["group"] == "deleted"]
    assert (deleted["status"], deleted["deleted"], deleted["partition_count"]) == (
        "NOTFOUND",
        True,
        0,
    )
    assert live.deleted_at - 2_000 <= deleted["deleted_at"] <= live.deleted_at
    after = [v for k, v in ours.items() if k[0] == "deleted" and k[3] >= deleted["deleted_at"]]
    assert after and set(after) == {("NOTFOUND", None, None, True)}
