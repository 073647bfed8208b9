"""``kgroup-proto offsets`` reading its input from an S3-compatible server on loopback (moto's)
and writing its output there, on Spark in local mode: the tables equal a local run's row for
row, the report and the lag tables go to the bucket too, and nothing is written outside the
bucket but Spark's own directories."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")
pytest.importorskip("moto", reason="moto is not installed: `tox -e spark` runs these")

import pyarrow.parquet as pq

from kgroup_proto.cli import main
from kgroup_proto.pipelines import sample, sample_files, storage, table_files
from kgroup_proto.pipelines.offsets_output import OffsetsOutput
from kgroup_proto.pipelines.storage import Location
from kgroup_proto.pipelines.table_schemas import LATEST_STATE, SUMMARY_FILE
from tests.s3_server import BUCKET, S3Server, s3_server

#: Where Spark itself writes in a run: its local directories and Python workers' files.
SPARK_NAMES = ("spark-", "blockmgr-")


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    with s3_server() as server:
        yield server


def _offsets(
    *args: str, cwd: Path, scratch: Path, options: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """The command in a process of its own: its working directory and temporary directory
    are ``cwd`` and ``scratch``; Spark's local directory is in ``scratch``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env["TMPDIR"] = str(scratch)
    spark_dir = scratch / "spark-local"
    extra = [f"--fs-option={k}={v}" for k, v in (options or {}).items()]
    extra += ["--conf", f"spark.local.dir={spark_dir}", "--master", "local[2]"]
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "offsets", *args, *extra],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def _rows(output: OffsetsOutput, table: str) -> list[tuple[Any, ...]]:
    columns = table_files.file_schema(table).names
    found = [tuple(r.values()) for b in output.batches(table, columns) for r in b.to_pylist()]
    return sorted(found, key=repr)


def test_the_job_reads_and_writes_s3_as_it_does_local_files(s3: S3Server, tmp_path: Path) -> None:
    written = list(sample.scenario(commit_rounds=4))
    data = tmp_path / "records.parquet"
    sample_files.write_parquet(written, data, chunk=60)  # row groups dealt to two tasks
    ends = tmp_path / "ends.jsonl"
    sample_files.write_end_offsets(sample.end_offset_snapshots(written), ends)
    s3.client.put_object(Bucket=BUCKET, Key="in/records.parquet", Body=data.read_bytes())
    runs = {}
    for name in ("local", "s3"):
        runs[name] = (tmp_path / f"{name}-cwd", tmp_path / f"{name}-tmp")
        for directory in runs[name]:
            directory.mkdir()
    local = tmp_path / "local-out"
    done = _offsets(
        str(data), "--output", str(local), "--end-offsets", str(ends),
        cwd=runs["local"][0], scratch=runs["local"][1],
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    done = _offsets(
        f"s3://{BUCKET}/in/records.parquet", "--output", f"s3://{BUCKET}/out",
        "--end-offsets", str(ends), options=s3.options,
        cwd=runs["s3"][0], scratch=runs["s3"][1],
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"report s3://{BUCKET}/out/report.html" in done.stdout
    remote = OffsetsOutput(Location.of(f"s3://{BUCKET}/out", s3.options))
    tables = OffsetsOutput(local)
    for table in [*table_files.TABLES, LATEST_STATE]:
        assert remote.has(table), table
        assert _rows(remote, table) == _rows(tables, table), table
    assert sum(len(_rows(remote, t)) for t in ("offset_commits", "errors")) > 0
    assert remote.totals() == tables.totals()
    keys = s3.keys()
    assert list(keys) == [BUCKET]
    objects = keys[BUCKET]
    # The summary, the lag's tables and the report are where a local run puts them.
    beside = sorted(
        p.relative_to(local).as_posix()
        for p in local.rglob("*")
        if p.is_file() and (p.parent == local or p.relative_to(local).parts[0] == "report")
    )
    assert SUMMARY_FILE in beside and "report.html" in beside and "lag.parquet" in beside
    for name in beside:
        assert f"out/{name}" in objects, name
        if name.endswith(".parquet"):
            remote_table = pq.read_table(
                f"{BUCKET}/out/{name}", filesystem=Location.of("s3://x", s3.options).filesystem
            )
            assert remote_table.equals(pq.read_table(local / name)), name
    # Every object is the input or the output; under the staging prefix, only committed files.
    assert all(k.startswith(("in/", "out/")) for k in objects)
    manifest = json.loads(
        s3.client.get_object(Bucket=BUCKET, Key="out/_manifest.json")["Body"].read()
    )
    listed = {f"out/{f}" for files in manifest["tables"].values() for f in files}
    staged = {k for k in objects if k.startswith(f"out/{table_files.STAGING_PREFIX}")}
    assert staged and staged <= listed
    assert storage.MANIFEST == "_manifest.json"
    # Nothing written beside the bucket: the working directory is empty, the temporary
    # directory holds only Spark's own.
    cwd, scratch = runs["s3"]
    assert list(cwd.iterdir()) == []
    assert [p.name for p in scratch.iterdir() if not p.name.startswith(SPARK_NAMES)] == []


def _lag_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> Any:
    assert main(["lag", *argv, "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def test_lag_reads_and_writes_s3_as_it_does_local_files(
    s3: S3Server, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``kgroup-proto lag`` on the offsets output in the bucket (left by the test above, or
    written here) judges what it judges on the local one; its own output in the bucket reads
    back to the same judgement."""
    written = list(sample.scenario(commit_rounds=2))
    data = tmp_path / "records.parquet"
    sample_files.write_parquet(written, data)
    ends = tmp_path / "ends.jsonl"
    sample_files.write_end_offsets(sample.end_offset_snapshots(written), ends)
    s3.client.put_object(Bucket=BUCKET, Key="lag-in/records.parquet", Body=data.read_bytes())
    s3.client.put_object(Bucket=BUCKET, Key="lag-in/ends.jsonl", Body=ends.read_bytes())
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    done = _offsets(
        f"s3://{BUCKET}/lag-in/records.parquet", "--output", f"s3://{BUCKET}/offsets",
        options=s3.options, cwd=tmp_path, scratch=scratch,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    done = _offsets(str(data), "--output", str(tmp_path / "local"), cwd=tmp_path, scratch=scratch)
    assert done.returncode == 0, done.stderr
    options = [f"--fs-option={k}={v}" for k, v in s3.options.items()]
    local = _lag_json([str(tmp_path / "local"), "--end-offsets", str(ends)], capsys)
    remote_ends = f"s3://{BUCKET}/lag-in/ends.jsonl"
    remote = _lag_json([f"s3://{BUCKET}/offsets", "--end-offsets", remote_ends, *options], capsys)
    assert remote == local and local["groups"]
    lag_out = f"s3://{BUCKET}/lag-out"
    again = [f"s3://{BUCKET}/offsets", "--end-offsets", remote_ends, "--output", lag_out]
    assert _lag_json([*again, *options], capsys) == local
    assert "lag-out/report.html" in s3.keys()[BUCKET]
    assert _lag_json([lag_out, *options], capsys) == local
    # An output in the bucket is refused without --overwrite, as a local one is.
    assert main(["lag", *again, *options]) == 1
    assert "already exists; pass --overwrite" in capsys.readouterr().err


def test_bad_uris_and_options_are_one_line_of_error(
    s3: S3Server, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    options = [f"--fs-option={k}={v}" for k, v in s3.options.items()]
    missing = f"s3://{BUCKET}/no-such-input.parquet"
    sample_file = Path(__file__).parents[1] / "samples" / "offsets-sample.parquet"
    s3.client.put_object(Bucket=BUCKET, Key="bad/records.parquet", Body=sample_file.read_bytes())
    cases = {
        "no such file or directory": ["offsets", missing, "-o", str(tmp_path / "o"), *options],
        "expected KEY=VALUE": ["offsets", missing, "-o", str(tmp_path / "o"), "--fs-option=x"],
        "no_such_option": [
            "offsets", missing, "-o", str(tmp_path / "o"), *options, "--fs-option=no_such_option=1"
        ],
        "not a directory": ["lag", f"s3://{BUCKET}/no-such-output", *options],
        "no-such-ends.jsonl: no such file": [
            "offsets", f"s3://{BUCKET}/bad/records.parquet", "-o", str(tmp_path / "o"), *options,
            f"--end-offsets=s3://{BUCKET}/no-such-ends.jsonl",
        ],
    }  # fmt: skip
    for expected, argv in cases.items():
        assert main(argv) == 1, argv
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.startswith("kgroup-proto: error: "), err
        assert expected in err and len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "o").exists()


def test_records_spark_reads_are_written_to_s3_as_to_local_files(
    s3: S3Server, tmp_path: Path
) -> None:
    """Records Spark itself reads (JSON Lines here; a live cluster likewise) reach the tasks
    through ``mapInArrow``; to a bucket the compacted view is written by the tasks too, where
    Spark writes it to a local output: the tables are the same."""
    written = list(sample.scenario(commit_rounds=2))
    data = tmp_path / "records.jsonl"
    sample_files.write_json_lines(written, data)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    done = _offsets(str(data), "-o", str(tmp_path / "local"), cwd=tmp_path, scratch=scratch)
    assert done.returncode == 0, done.stderr
    done = _offsets(
        str(data), "-o", f"s3://{BUCKET}/from-json", options=s3.options, cwd=tmp_path,
        scratch=scratch,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    remote = OffsetsOutput(Location.of(f"s3://{BUCKET}/from-json", s3.options))
    local = OffsetsOutput(tmp_path / "local")
    assert len(_rows(local, LATEST_STATE)) > 0
    for table in [*table_files.TABLES, LATEST_STATE]:
        assert _rows(remote, table) == _rows(local, table), table
    assert remote.totals() == local.totals()
