"""The offsets job's table files: Spark's tasks (or one plain process) decode and write them with
pyarrow, and the driver commits what the tasks report.

Checked on real Spark: tasks that read Parquet row groups themselves write the same rows, with
the same column types and comments, as tasks fed by ``mapInArrow``, and their compacted view
(Python tasks) equals Spark's; a commit keeps only what successful tasks reported; row groups
are dealt to tasks whole, each once.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")

import pyarrow as pa
import pyarrow.parquet as pq

from kgroup_proto.pipelines import inputs, offsets_job, sample, sample_files, table_files
from kgroup_proto.pipelines.sample import Written
from kgroup_proto.pipelines.spark import start_session, stop_session
from kgroup_proto.pipelines.table_schemas import ERRORS, LATEST_STATE, UNKNOWN, table_schema


@pytest.fixture(scope="module")
def written() -> list[Written]:
    return list(sample.scenario(commit_rounds=4))


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    session = start_session("local[2]")
    yield session
    stop_session(session)


def _rows(spark: Any, directory: Path) -> list[tuple[Any, ...]]:
    return sorted((tuple(r) for r in spark.read.parquet(str(directory)).collect()), key=repr)


def test_tasks_reading_row_groups_write_what_map_in_arrow_tasks_write(
    spark: Any, written: list[Written], tmp_path: Path
) -> None:
    data = tmp_path / "records.parquet"
    sample_files.write_parquet(written, data, chunk=40)  # several row groups, dealt to two tasks
    assert pq.ParquetFile(data).num_row_groups > 2
    files = inputs.discover([str(data)])
    direct = inputs.direct_parquet(files)
    assert direct == [data]
    outputs = {}
    counts = {}
    ways = {"direct": offsets_job.ParquetFiles(direct), "spark": inputs.read(spark, files)}
    for name, records in ways.items():
        outputs[name] = tmp_path / name
        counts[name] = offsets_job.write_tables(spark, records, outputs[name], latest_state=True)
    assert counts["direct"] == counts["spark"]
    decoded = sum(counts["direct"][t] for t in [*table_files.TABLES, UNKNOWN])
    assert decoded == len(written)
    corrupt = sum(1 for w in written if w.corrupt or w.record_type is None)
    assert counts["direct"][ERRORS] + counts["direct"][UNKNOWN] == corrupt
    assert counts["direct"][LATEST_STATE] > 0
    for table in [*table_files.TABLES, LATEST_STATE]:
        direct_table, spark_table = (outputs[n] / table for n in ("direct", "spark"))
        assert _rows(spark, direct_table) == _rows(spark, spark_table), table
        schema = spark.read.parquet(str(direct_table)).schema
        expected = table_schema(table)
        assert schema.names == [f["name"] for f in expected["fields"]], table
        comments = {f["name"]: f["metadata"].get("comment") for f in expected["fields"]}
        assert {f.name: f.metadata.get("comment") for f in schema.fields} == comments, table
        assert (direct_table / "_SUCCESS").exists()
    assert not list(outputs["direct"].glob(f"{table_files.STAGING_PREFIX}*"))


def test_group_metadata_has_a_row_per_member_and_one_for_a_group_without(
    spark: Any, tmp_path: Path
) -> None:
    scenario = list(sample.scenario(commit_rounds=2))
    groups = [w for w in scenario if w.record_type == "GroupMetadata" and not w.corrupt]
    data = tmp_path / "groups.parquet"
    sample_files.write_parquet(groups, data)
    files = inputs.discover([str(data)])
    output = tmp_path / "out"
    direct = inputs.direct_parquet(files)
    assert direct is not None
    counts = offsets_job.write_tables(spark, offsets_job.ParquetFiles(direct), output)
    assert counts["group_metadata"] == len(groups)
    table = pq.read_table(output / "group_metadata").to_pylist()
    by_record: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for row in table:
        by_record.setdefault((row["source_partition"], row["source_offset"]), []).append(row)
    assert len(by_record) == len(groups)
    shapes = set()
    for rows in by_record.values():
        count = rows[0]["member_count"]
        if not count:  # a tombstone (null) or a group without members (0): one row, no member
            assert len(rows) == 1 and rows[0]["member_index"] is None
            assert rows[0]["member_id"] is None
            shapes.add("none" if count is None else "empty")
        else:
            assert sorted(r["member_index"] for r in rows) == list(range(count))
            assert len({r["member_id"] for r in rows}) == count
            shapes.add("members")
    assert "members" in shapes and len(shapes) > 1


def test_a_commit_keeps_only_what_tasks_reported(tmp_path: Path) -> None:
    output = tmp_path / "out"
    staging = table_files.new_staging(output)
    rows = pa.table({"group": ["g"], "topic": ["t"]})
    assert isinstance(staging, Path)
    # Each attempt writes under a prefix of its own.
    kept = staging / "00000-0-a" / "offset_commits" / "part-00000-0-a.snappy.parquet"
    failed = staging / "00000-1-b" / "offset_commits" / "part-00000-1-b.snappy.parquet"  # lost
    kept.parent.mkdir(parents=True)
    failed.parent.mkdir(parents=True)
    pq.write_table(rows, kept)
    pq.write_table(rows, failed)
    committed = table_files.commit(output, staging, [("offset_commits", str(kept), 1)])
    assert committed["offset_commits"] == 1
    assert sum(committed.values()) == 1
    assert [p.name for p in (output / "offset_commits").glob("*.parquet")] == [kept.name]
    assert not staging.exists()
    for table in table_files.TABLES:  # every table has a directory Spark and pyarrow can read
        assert (output / table / "_SUCCESS").exists()
    empty = pq.read_table(output / "group_metadata")
    assert empty.num_rows == 0 and "member_index" in empty.column_names


@given(
    files=st.lists(st.lists(st.integers(1, 50), min_size=0, max_size=6), min_size=1, max_size=4),
    tasks=st.integers(1, 5),
)
def test_row_groups_are_dealt_whole_each_once(
    tmp_path_factory: pytest.TempPathFactory, files: list[list[int]], tasks: int
) -> None:
    where = tmp_path_factory.mktemp("splits")
    paths = []
    for number, sizes in enumerate(files):
        path = where / f"{number}.parquet"
        schema = pa.schema([("n", pa.int32())])
        with pq.ParquetWriter(path, schema) as writer:
            for size in sizes:
                writer.write_table(pa.table({"n": pa.array(range(size), pa.int32())}))
        paths.append(path)
    splits = offsets_job.row_group_splits(paths, tasks)
    dealt = [(name, g) for split in splits for name, groups in split for g in groups]
    every = [(str(p), g) for p, sizes in zip(paths, files, strict=True) for g in range(len(sizes))]
    assert sorted(dealt) == sorted(every)
    assert len(splits) <= tasks and all(splits)
    loads = [
        sum(files[paths.index(Path(name))][g] for name, groups in split for g in groups)
        for split in splits
    ]
    largest = max(itertools.chain.from_iterable(files), default=0)
    assert not loads or max(loads) - min(loads) <= largest
