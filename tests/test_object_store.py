"""The offsets tables' commit protocol on a local directory and on an S3-compatible server on
loopback (moto's), without Spark: task attempts write under prefixes of their own, a failed or
retried attempt leaves nothing in the committed tables, an object store's commit is the
manifest the readers follow; paths and URIs resolve to their filesystems with their options.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")
pytest.importorskip("moto", reason="moto is not installed: `tox -e spark` runs these")

import pyarrow as pa
import pyarrow.fs as pafs
import pyarrow.parquet as pq

from kgroup_proto.pipelines import sample, sample_files, storage, table_files
from kgroup_proto.pipelines.offsets_job import INPUT_COLUMNS
from kgroup_proto.pipelines.offsets_output import OffsetsOutput
from kgroup_proto.pipelines.storage import Location, StorageError
from kgroup_proto.pipelines.table_schemas import ERRORS
from tests.s3_server import BUCKET, REGION, S3Server, s3_server


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    with s3_server() as server:
        yield server


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "records.parquet"
    sample_files.write_parquet(sample.scenario(commit_rounds=3), path, chunk=50)
    return path


def _batches(records: Path) -> Iterator[pa.RecordBatch]:
    return pq.ParquetFile(records).iter_batches(batch_size=50, columns=INPUT_COLUMNS)


def _failing(records: Path, after: int) -> Iterator[pa.RecordBatch]:
    """An attempt's input that breaks after ``after`` batches, as a lost executor would."""
    yield from itertools.islice(_batches(records), after)
    raise OSError("executor lost")


def _run_attempts(records: Path, staging: Location) -> list[table_files.Report]:
    """Task 0 fails twice (once part-way through its files) and succeeds on its third attempt;
    only the successful attempt's report reaches the driver, as with Spark's retries."""
    for attempt, after in ((0, 1), (1, 3)):
        with pytest.raises(OSError, match="executor lost"):
            next(table_files.write_partition(_failing(records, after), staging, f"00000-{attempt}"))
    report = next(table_files.write_partition(_batches(records), staging, "00000-2"))
    return table_files.report_rows(report)


def _expected(records: Path, tmp_path: Path) -> dict[str, list[dict[str, Any]]]:
    """Each table's rows as one attempt alone writes them, in a directory of its own."""
    staging = tmp_path / "alone"
    reports = table_files.report_rows(
        next(table_files.write_partition(_batches(records), staging, "x"))
    )
    found: dict[str, list[dict[str, Any]]] = {}
    for kind, file, _ in reports:
        table = ERRORS if kind == "unknown" else kind
        found[table] = pq.read_table(file).to_pylist()
    return found


def _table(output: OffsetsOutput, table: str) -> list[dict[str, Any]]:
    columns = table_files.file_schema(table).names
    return [row for batch in output.batches(table, columns) for row in batch.to_pylist()]


def test_a_failed_attempt_leaves_nothing_in_a_local_output(records: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    staging = Location.of(table_files.new_staging(output))
    reports = _run_attempts(records, staging)
    failed = [staging.local / "00000-0", staging.local / "00000-1"]
    assert all(any(p.rglob("*.parquet")) for p in failed)  # the failures did write files
    counts = table_files.commit(output, staging, reports)
    assert not staging.local.exists()
    assert not (output / storage.MANIFEST).exists()  # a local output commits by renaming
    expected = _expected(records, tmp_path)
    assert sum(counts.values()) == sum(1 for _ in sample.scenario(commit_rounds=3))
    for table in table_files.TABLES:
        names = sorted(p.name for p in (output / table).iterdir())
        if table in expected:
            assert names == ["_SUCCESS", "part-00000-2.snappy.parquet"], table
        else:
            assert names == ["_SUCCESS", table_files.EMPTY_FILE], table
        assert _table(OffsetsOutput(output), table) == expected.get(table, []), table


def test_a_failed_attempt_leaves_nothing_in_an_object_store(
    records: Path, tmp_path: Path, s3: S3Server
) -> None:
    output = Location.of(f"s3://{BUCKET}/commit", s3.options)
    assert not output.renames
    staging = Location.of(table_files.new_staging(output))
    reports = _run_attempts(records, staging)
    prefix = f"commit/{staging.name}/"
    before = [k for k in s3.keys()[BUCKET] if k.startswith(prefix)]
    assert any(k.startswith(f"{prefix}00000-1/") for k in before)  # the failures wrote objects
    table_files.commit(output, staging, reports)
    keys = s3.keys()[BUCKET]
    # Nothing of the failed attempts is left; the successful one's files are not moved.
    assert not [k for k in keys if k.startswith((f"{prefix}00000-0/", f"{prefix}00000-1/"))]
    written = sorted(k for k in keys if k.startswith(f"{prefix}00000-2/"))
    assert written == sorted(k for k in before if k.startswith(f"{prefix}00000-2/"))
    manifest = json.loads(
        s3.client.get_object(Bucket=BUCKET, Key="commit/_manifest.json")["Body"].read()
    )
    listed = sorted(f for files in manifest["tables"].values() for f in files)
    expected = _expected(records, tmp_path)
    empty = [f"{t}/{table_files.EMPTY_FILE}" for t in table_files.TABLES if t not in expected]
    assert listed == sorted([k.removeprefix("commit/") for k in written] + empty)
    tables = OffsetsOutput(output)
    for table in table_files.TABLES:
        assert tables.has(table)
        assert _table(tables, table) == expected.get(table, []), table
    for table in table_files.TABLES:  # a _SUCCESS per table, as Spark writes it
        assert f"commit/{table}/_SUCCESS" in keys


def test_a_stray_file_beside_a_committed_table_is_not_read(s3: S3Server, tmp_path: Path) -> None:
    """On an object store the manifest, not the listing, says what a table holds."""
    output = Location.of(f"s3://{BUCKET}/stray", s3.options)
    staging = Location.of(table_files.new_staging(output))
    table_files.commit(output, staging, [])
    schema = table_files.file_schema(ERRORS)
    row = {name: None for name in schema.names}
    filesystem, root = output.resolve()
    pq.write_table(
        pa.Table.from_pylist([row], schema),
        f"{root}/{ERRORS}/part-late.parquet",
        filesystem=filesystem,
    )
    assert _table(OffsetsOutput(output), ERRORS) == []


def test_uris_resolve_to_their_filesystems_with_their_options(
    s3: S3Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local = Location.of(tmp_path / "a")
    filesystem, path = local.resolve()
    assert isinstance(filesystem, pafs.LocalFileSystem) and path == str(tmp_path / "a")
    assert local.renames and local.is_local
    filesystem, path = Location.of((tmp_path / "b").as_uri()).resolve()
    assert isinstance(filesystem, pafs.LocalFileSystem) and path == str(tmp_path / "b")
    # S3 from AWS's environment variables alone, then from options.
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.setenv(
            name, dict(s3.options)["access_key" if "ACCESS" in name else "secret_key"]
        )
    monkeypatch.setenv("AWS_ENDPOINT_URL", s3.url)
    monkeypatch.setenv("AWS_REGION", REGION)
    from_env = Location.of(f"s3://{BUCKET}/env/x.txt")
    filesystem, path = from_env.resolve()
    assert filesystem.type_name == "s3" and path == f"{BUCKET}/env/x.txt"
    from_env.write_bytes(b"from the environment")
    assert "env/x.txt" in s3.keys()[BUCKET]
    assert (
        Location.of(f"s3://{BUCKET}/env/x.txt", s3.options).read_bytes() == b"from the environment"
    )
    with pytest.raises(StorageError, match="no_such_option"):
        Location.of(f"s3://{BUCKET}/x", {"no_such_option": "1"}).resolve()
    with pytest.raises(StorageError, match="KEY=VALUE"):
        storage.parse_options(["endpoint_override"])
    assert storage.parse_options(["region=eu-west-1", "scheme=http"]) == {
        "region": "eu-west-1",
        "scheme": "http",
    }
