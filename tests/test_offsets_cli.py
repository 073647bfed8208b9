"""``kgroup-proto offsets`` as a user runs it: bad inputs get one clear line, the sample runs."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")

import pyarrow as pa
import pyarrow.parquet as pq

from kgroup_proto.cli import main
from kgroup_proto.pipelines import report_data, sample, sample_files
from tests.conftest import REPO

SAMPLES = REPO / "samples"


def fails_with(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.startswith("kgroup-proto: error: ")
    return err


def test_missing_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.parquet"
    err = fails_with(["offsets", str(missing), "--output", str(tmp_path / "out")], capsys)
    assert f"{missing}: no such file or directory" in err
    assert not (tmp_path / "out").exists()


def test_parquet_with_the_wrong_columns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "wrong.parquet"
    pq.write_table(pa.table({"key": [b"k"], "payload": [b"v"]}), path)
    err = fails_with(["offsets", str(path), "--output", str(tmp_path / "out")], capsys)
    assert f"{path}: missing column(s) value, topic, partition, offset, timestamp" in err


def test_parquet_with_a_wrongly_typed_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "strings.parquet"
    columns = {
        "key": ["text"],
        "value": [b"v"],
        "topic": ["t"],
        "partition": pa.array([0], pa.int32()),
        "offset": [1],
        "timestamp": pa.array([0], pa.timestamp("ms", tz="UTC")),
    }
    pq.write_table(pa.table(columns), path)
    err = fails_with(["offsets", str(path), "--output", str(tmp_path / "out")], capsys)
    assert f"{path}: column key is string, expected binary" in err


def test_json_lines_with_the_wrong_columns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "other.jsonl"
    path.write_text('{"user": "ann", "clicks": 3}\n')
    err = fails_with(["offsets", str(path), "--output", str(tmp_path / "out")], capsys)
    assert f"{path}: missing column(s) key, value, topic" in err


def test_a_file_that_is_neither_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("hello\n")
    err = fails_with(["offsets", str(path), "--output", str(tmp_path / "out")], capsys)
    assert f"{path}: not a Parquet file or JSON Lines file" in err


def test_existing_output_is_not_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "out"
    output.mkdir()
    (output / "keep.txt").write_text("mine")
    sample_file = str(SAMPLES / "offsets-sample.parquet")
    err = fails_with(["offsets", sample_file, "--output", str(output)], capsys)
    assert f"{output}: already exists; pass --overwrite to replace it" in err
    assert (output / "keep.txt").read_text() == "mine"


def test_without_spark_installed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "pyspark", None)  # as if it were not installed
    sample_file = str(SAMPLES / "offsets-sample.parquet")
    err = fails_with(["offsets", sample_file, "--output", str(tmp_path / "out")], capsys)
    assert "needs Spark support (pyspark is missing): pip install 'kgroup-proto[spark]'" in err


def test_no_input_at_all(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = fails_with(["offsets", "--output", str(tmp_path / "out")], capsys)
    assert "give at least one INPUT" in err


def test_shipped_sample_is_the_scenario() -> None:
    table = pq.read_table(SAMPLES / "offsets-sample.parquet")
    written = list(sample.scenario())
    assert table.column("key").to_pylist() == [w.key for w in written]
    assert table.column("value").to_pylist() == [w.value for w in written]
    assert table.column("partition").to_pylist() == [w.partition for w in written]
    assert table.column("offset").to_pylist() == [w.offset for w in written]
    lines = (SAMPLES / "offsets-sample.jsonl").read_text().splitlines()
    assert [json.loads(line)["offset"] for line in lines] == [w.offset for w in written]


def test_shipped_end_offsets_are_the_scenarios(tmp_path: Path) -> None:
    fresh = tmp_path / "end-offsets.jsonl"
    sample_files.write_end_offsets(sample.end_offset_snapshots(sample.scenario()), fresh)
    assert (SAMPLES / "offsets-sample-end-offsets.jsonl").read_text() == fresh.read_text()


def test_sample_end_offsets_agree_with_the_commits() -> None:
    # A group commits only what was written: by the first sample at or after a commit, the
    # partition's end is at or past the committed offset. And a log end never moves back.
    written = list(sample.scenario())
    snapshots = sample.end_offset_snapshots(written)
    by_partition: dict[tuple[str, int], list[tuple[int, int]]] = {}
    for snap in snapshots:
        by_partition.setdefault((snap.topic, snap.partition), []).append((snap.time, snap.offset))
    commits = [w for w in written if w.record_type == "OffsetCommit" and w.value_obj is not None]
    assert {(w.key_obj.topic, w.key_obj.partition) for w in commits} == set(by_partition)
    for points in by_partition.values():
        assert [o for _, o in points] == sorted(o for _, o in points)
        assert [t for t, _ in points] == sorted({t for t, _ in points})
    for w in commits:
        points = by_partition[(w.key_obj.topic, w.key_obj.partition)]
        after = [o for t, o in points if t >= w.value_obj.commit_timestamp]
        assert after and after[0] >= w.value_obj.offset
    # Samples every 15 s, from the sample's start to after its last record.
    times = sorted({s.time for s in snapshots})
    assert times[0] == sample.START_MS and set(map(int.__sub__, times[1:], times[:-1])) == {15_000}
    assert times[-1] > max(w.timestamp_ms for w in written)


def test_bad_end_offsets_stop_the_command_before_spark(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "ends.jsonl"
    bad.write_text('{"topic": "t", "partition": 0, "time": 1}\n')
    sample_file = str(SAMPLES / "offsets-sample.parquet")
    args = ["offsets", sample_file, "--end-offsets", str(bad), "--output", str(tmp_path / "out")]
    err = fails_with(args, capsys)
    assert f"{bad}: line 1: expected topic, partition, offset" in err
    assert not (tmp_path / "out").exists()


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **(env or {})}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "offsets", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        check=False,
    )


def test_readme_command_on_the_shipped_sample(tmp_path: Path) -> None:
    pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
    output = tmp_path / "offsets-out"
    output.mkdir()  # replaced, because of --overwrite
    result = run_cli(
        str(SAMPLES / "offsets-sample.parquet"),
        "--output",
        str(output),
        "--master",
        "local[2]",
        "--overwrite",
    )
    assert result.returncode == 0, result.stderr
    written = list(sample.scenario())
    corrupt = sum(1 for w in written if w.corrupt)
    assert f"input records:   {len(written)}" in result.stdout
    assert f"error records:   {corrupt}" in result.stdout
    assert (
        f"{len(written) - corrupt} decoded + {corrupt} errors = {len(written)} of {len(written)} "
        "input records: reconciled" in result.stdout
    )
    assert "kgroup-proto: [" in result.stderr and "writing its table" in result.stderr
    for table in ("offset_commits", "group_metadata", "latest_state", "errors"):
        assert any((output / table).glob("*.parquet")), table
    # The end offsets shipped beside the sample are picked up: lag and statuses.
    ends = SAMPLES / "offsets-sample-end-offsets.jsonl"
    assert f"kgroup-proto: end offsets from {ends}" in result.stderr
    lines = result.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("GROUP "))
    table = lines[header + 1 : next(i for i, line in enumerate(lines) if line.startswith("as of"))]
    statuses = {line.split()[0]: line.split()[1] for line in table}
    # The story the end offsets tell: legacy-reporting falls behind, nightly-batch is deleted,
    # the other groups that commit keep up.
    expected = {
        "inventory-848": "OK",
        "legacy-reporting": "WARN",
        "nightly-batch": "NOTFOUND",
        "orders-processor": "OK",
        "payments-static": "OK",
    }
    assert statuses.items() >= expected.items()
    assert "deleted 2025-03-03T09:09:12Z" in result.stdout
    for table in ("lag", "partition_status", "group_status", "end_offsets"):
        assert (output / f"{table}.parquet").is_file(), table
    page = (output / "report.html").read_text()
    # The complaints, one by one: lag and statuses are on the page, the deleted group
    # is marked deleted from its tombstone, times carry their date, totals and errors are there.
    assert '<tr class="deleted">' in page and "deleted 2025-03-03 09:09:12 UTC" in page
    assert '<span class="badge WARN">WARN</span>' in page
    assert f"<th>input records</th><td class='n'>{len(written)}</td>" in page
    assert page.count("<td class='time'>2025-03-03 ") >= corrupt
    groups = {w.key_obj.group for w in written if w.record_type == "GroupMetadata"}
    groups |= {"inventory-848", "audit-share"}
    images = {p.name for p in (output / "report").glob("*.png")}
    assert images >= {f"{report_data.file_stem(g)}.png" for g in groups}
    # The printed table and the page speak of the same groups, with the same status and lag
    # (a dash where none is known, on both), groups that committed nothing included.
    from tests.test_report import parsed

    as_of = next(i for i, line in enumerate(lines) if line.startswith("as of"))
    head, *rows = [re.split(r" {2,}", line) for line in lines[header:as_of]]
    printed = {row[0]: dict(zip(head, row, strict=False)) for row in rows}
    (columns, _), *cells = parsed(output / "report.html").table("groups")
    shown = {row[0]: dict(zip(columns, row, strict=True)) for row, _ in cells}
    assert set(printed) == set(shown) and set(shown) >= groups
    dash = "\u2013"
    for group, row in printed.items():
        on_page = shown[group]
        assert on_page["status"] == row["STATUS"], group
        assert on_page["lag (records)"].replace(",", "").replace(dash, "-") == row["LAG"], group
        assert on_page["lag (s)"].replace(dash, "-") == row["LAG SECONDS"], group
    assert printed["nightly-batch"]["LAG"] == "-"


def test_runs_on_a_cluster_of_separate_executors(tmp_path: Path) -> None:
    pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
    output = tmp_path / "out"
    master = "local-cluster[2,1,1024]"  # a standalone master and two executor JVMs, on loopback
    jsonl = str(SAMPLES / "offsets-sample.jsonl")
    result = run_cli(jsonl, "--output", str(output), "--master", master, "--report-groups", "2")
    assert result.returncode == 0, result.stderr
    summary = json.loads((output / "summary.json").read_text())
    written = list(sample.scenario())
    assert summary["input_records"] == len(written)
    assert summary["error_records"] == sum(1 for w in written if w.corrupt)
    # The two groups plotted first: one figure each.
    assert len(list((output / "report").glob("*.png"))) == 2


def test_no_java_is_a_clear_message(tmp_path: Path) -> None:
    pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
    sample_file = str(SAMPLES / "offsets-sample.parquet")
    output = tmp_path / "out"
    result = run_cli(sample_file, "--output", str(output), env={"JAVA_HOME": str(tmp_path)})
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "kgroup-proto: error: Spark could not start on local[*]" in result.stderr
    assert "Spark needs Java 17 or newer" in result.stderr
    assert not output.exists()


def test_kafka_source_missing_is_a_clear_message(tmp_path: Path) -> None:
    pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
    result = run_cli(
        "--kafka",
        "127.0.0.1:9",
        "--kafka-source",
        "spark-jar",
        "--output",
        str(tmp_path / "out"),
        "--master",
        "local[1]",
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "Spark's Kafka source is not available" in result.stderr
    assert not (tmp_path / "out").exists()
