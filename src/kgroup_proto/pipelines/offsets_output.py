"""The one reader of an ``offsets`` output directory (the tables ``kgroup-proto offsets``
writes, in a local directory or at a URI, :mod:`storage`), with pyarrow: the lag tables, the
group histories and the report read it here, and the lag command's own tables through the same
:func:`rows`.

Every table is read a record batch at a time, with only the columns asked for:
``offset_commits`` can hold millions of rows, and nothing here holds it whole. The small tables
(group metadata, errors) go through the same batches. An output on an object store is read
through its manifest: only the files its job committed. A table that cannot be read, or lacks a
column asked for, is a :class:`LagInputError` naming it.

What is read
    * :meth:`OffsetsOutput.coordinator_events`: commits, offset tombstones and group
      tombstones, the lag's events (commits timed by ``commit_timestamp``, tombstones by the
      record's timestamp; the records' offsets order records of the same millisecond);
    * :meth:`OffsetsOutput.history_records`: the rows the group histories are built from;
    * :meth:`OffsetsOutput.commit_times`: group and time of each commit, batch by batch;
    * :meth:`OffsetsOutput.errors` and :meth:`OffsetsOutput.totals`: the records that did not
      decode, and the job's counts from its ``summary.json``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.consumer_offsets import TABLES as RECORD_TABLES
from kgroup_proto.pipelines import group_history, storage
from kgroup_proto.pipelines.input_values import LagInputError, millis
from kgroup_proto.pipelines.lag import Commit, CoordinatorEvent, GroupTombstone, OffsetTombstone
from kgroup_proto.pipelines.storage import Location
from kgroup_proto.pipelines.table_schemas import ERRORS, ROW_PER_MEMBER, SUMMARY_FILE

if TYPE_CHECKING:
    import pyarrow as pa
    import pyarrow.dataset as ds

#: Tables of the ``offsets`` command read for the lag.
OFFSET_COMMITS, GROUP_METADATA, CONSUMER_GROUP_METADATA = (
    RECORD_TABLES["OffsetCommit"],
    RECORD_TABLES["GroupMetadata"],
    RECORD_TABLES["ConsumerGroupMetadata"],
)
#: Where a record was in ``__consumer_offsets``.
SOURCE = ["source_offset", "source_timestamp"]


@attrs.frozen
class Totals:
    """What the ``offsets`` job read: ``input_records == decoded + error_records``."""

    input_records: int
    decoded: dict[str, int]
    error_records: int

    @property
    def decoded_records(self) -> int:
        return sum(self.decoded.values())

    @classmethod
    def from_summary(cls, document: Mapping[str, Any]) -> Totals:
        """From the ``offsets`` job's ``summary.json``."""
        return cls(
            document["input_records"], dict(document["decoded_by_table"]), document["error_records"]
        )


@attrs.frozen
class ErrorRow:
    """A record that did not decode, where it was and why."""

    partition: int | None
    offset: int | None
    time: int | None
    record_type: str | None
    key_version: int | None
    reason: str


def _dataset(
    path: Path | Location, columns: Sequence[str], files: Sequence[str] | None = None
) -> ds.Dataset:
    import pyarrow as pa
    import pyarrow.dataset as ds

    try:
        if files is not None:
            filesystem = Location.of(path).filesystem
            dataset = ds.dataset(list(files), filesystem=filesystem, format="parquet")
        elif isinstance(path, Location):
            filesystem, where = path.resolve()
            dataset = ds.dataset(where, filesystem=filesystem, format="parquet")
        else:
            dataset = ds.dataset(path, format="parquet")
    except (OSError, pa.ArrowException) as exc:
        raise LagInputError(f"{path}: not a readable Parquet table: {exc}") from None
    missing = [c for c in columns if c not in dataset.schema.names]
    if missing:
        raise LagInputError(f"{path}: missing column(s) {', '.join(missing)}")
    return dataset


def batches(
    path: Path | Location,
    columns: Sequence[str] | None = None,
    where: ds.Expression | None = None,
    files: Sequence[str] | None = None,
) -> Iterator[pa.RecordBatch]:
    """A Parquet table's ``columns`` (None: all), a record batch at a time, in the table's
    order (a file, or a directory of part files, or the ``files`` of ``path``'s filesystem a
    manifest lists); ``where`` keeps the rows it holds for, read before the rows are made."""
    import pyarrow as pa

    dataset = _dataset(path, columns or (), files)
    try:
        for batch in dataset.to_batches(columns=columns and list(columns), filter=where):
            if batch.num_rows:
                yield batch
    except (OSError, pa.ArrowException) as exc:
        raise LagInputError(f"{path}: not a readable Parquet table: {exc}") from None


def rows(
    path: Path | Location, columns: Sequence[str] | None = None, where: ds.Expression | None = None
) -> Iterator[dict[str, Any]]:
    """A Parquet table's rows as dictionaries, made a batch at a time."""
    for batch in batches(path, columns, where):
        found: list[dict[str, Any]] = batch.to_pylist()
        yield from found


@attrs.frozen
class OffsetsOutput:
    """An ``offsets`` output directory (a local path or a URI), read table by table."""

    directory: Path | Location

    @property
    def location(self) -> Location:
        return Location.of(self.directory)

    def path(self, table: str) -> Path | Location:
        return self.directory / table

    def _files(self, table: str) -> list[str] | None:
        """The files of ``table`` the output's manifest lists (None: read its directory)."""
        if isinstance(self.directory, Path):
            return None
        try:
            _, found = storage.table_files(self.location, table)
        except storage.StorageError as exc:
            raise LagInputError(str(exc)) from None
        return found if isinstance(found, list) else None

    def has(self, table: str) -> bool:
        return self._files(table) is not None or self.path(table).exists()

    def batches(
        self, table: str, columns: Sequence[str], where: ds.Expression | None = None
    ) -> Iterator[pa.RecordBatch]:
        return batches(self.path(table), columns, where, self._files(table))

    def rows(
        self, table: str, columns: Sequence[str], where: ds.Expression | None = None
    ) -> Iterator[dict[str, Any]]:
        for batch in self.batches(table, columns, where):
            found: list[dict[str, Any]] = batch.to_pylist()
            yield from found

    # ------------------------------------------------------------------------- the lag's events

    def coordinator_events(self) -> list[CoordinatorEvent]:
        """Commits, offset tombstones and group tombstones."""
        commits = self.path(OFFSET_COMMITS)
        columns = ["group", "topic", "partition", "offset", "commit_timestamp", "tombstone"]
        events: list[CoordinatorEvent] = []
        for row in self.rows(OFFSET_COMMITS, columns + SOURCE):
            where = f"{commits}: record at offset {row['source_offset']}"
            order = row["source_offset"]
            group, topic, partition = row["group"], row["topic"], row["partition"]
            if row["tombstone"]:
                time = millis(row["source_timestamp"], where)
                events.append(OffsetTombstone(group, topic, partition, time, order))
            else:
                time = millis(row["commit_timestamp"], where)
                events.append(Commit(group, topic, partition, row["offset"], time, order))
        for table, key in ((GROUP_METADATA, "group"), (CONSUMER_GROUP_METADATA, "group_id")):
            if not self.has(table):
                continue
            path = self.path(table)
            for row in self.rows(table, [key, "tombstone", *SOURCE]):
                if row["tombstone"]:
                    where = f"{path}: record at offset {row['source_offset']}"
                    time = millis(row["source_timestamp"], where)
                    events.append(GroupTombstone(row[key], time, row["source_offset"]))
        return events

    # ------------------------------------------------------------------------- the histories

    def history_records(self) -> dict[str, list[dict[str, Any]]]:
        """The rows :func:`group_history.histories` needs (tables that are not there are
        skipped), each with ``group`` and ``time`` (milliseconds)."""
        found: dict[str, list[dict[str, Any]]] = {}
        common = group_history.COMMON[:3]
        for table, (_, record_kind, group_column) in group_history.TABLES.items():
            if not self.has(table):
                continue
            path = self.path(table)
            wanted = [group_column, *group_history.COLUMNS[record_kind], *common, SOURCE[1]]
            if table == ROW_PER_MEMBER:
                wanted.append("member_index")
            rows = []
            for row in self.rows(table, wanted):
                row["group"] = row.pop(group_column)
                row["time"] = millis(row.pop(SOURCE[1]), f"{path}: {row['source_offset']}")
                rows.append(row)
            found[table] = rows
        return found

    # ------------------------------------------------------------------------- the report's

    def commit_times(self) -> Iterator[tuple[pa.Array, pa.Array]]:
        """(group, commit_timestamp) of the commits (not the tombstones), batch by batch: only
        two columns are read, and only a batch at a time is held."""
        import pyarrow.compute as pc

        if not self.has(OFFSET_COMMITS):
            return
        kept = ~pc.field("tombstone") & pc.field("commit_timestamp").is_valid()
        for batch in self.batches(OFFSET_COMMITS, ["group", "commit_timestamp"], kept):
            yield batch.column("group"), batch.column("commit_timestamp")

    def errors(self, limit: int) -> list[ErrorRow]:
        """The first ``limit`` records of the ``errors`` table, in topic order."""
        if not self.has(ERRORS):
            return []
        path = self.path(ERRORS)
        columns = ["source_partition", "source_offset", "source_timestamp"]
        columns += ["record_type", "key_version", "reason"]
        rows = list(self.rows(ERRORS, columns))
        rows.sort(key=lambda r: (r["source_partition"] is None, r["source_partition"] or 0,
                                 r["source_offset"] or 0))  # fmt: skip
        return [
            ErrorRow(
                r["source_partition"],
                r["source_offset"],
                None if r["source_timestamp"] is None else millis(r["source_timestamp"], str(path)),
                r["record_type"],
                r["key_version"],
                r["reason"],
            )
            for r in rows[:limit]
        ]

    def totals(self) -> Totals | None:
        """The job's counts, from its ``summary.json``."""
        path = self.location / SUMMARY_FILE
        if not path.exists():
            return None
        document: dict[str, Any] = json.loads(path.read_bytes())
        return Totals.from_summary(document)
