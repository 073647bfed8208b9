"""Read the lag computation's inputs from files and write its tables as Parquet, with pyarrow.

Inputs
    * the output directory of ``kgroup-proto offsets`` (a decoded ``__consumer_offsets``): its
      ``offset_commits`` table gives commits (time: ``commit_timestamp``) and offset tombstones
      (time: the record's timestamp), its ``group_metadata`` and ``consumer_group_metadata``
      tables' tombstones give deleted groups; the records' offsets in ``__consumer_offsets``
      order records of the same millisecond;
    * the output directory of ``kgroup-proto lag``, whose ``commits``, ``end_offsets`` and
      ``record_times`` tables are the inputs a live run sampled, and ``groups.json`` the
      groups' histories (:mod:`group_history`) as described;
    * end offsets: Parquet or JSON Lines rows with ``topic``, ``partition``, ``offset`` (or
      ``end_offset``) and ``time`` (milliseconds since the epoch, an ISO-8601 text such as
      ``2025-03-03T09:00:00Z``, or a Parquet timestamp).

Outputs
    One Parquet file per table in the output directory: ``lag``, ``partition_status`` and
    ``group_status`` (the rows of :mod:`lag`, times as UTC timestamps), and the inputs as
    ``commits``, ``end_offsets`` and ``record_times``, so that a live run can be judged again
    with other settings. Beside an ``offsets`` job's tables only the first three and
    ``end_offsets`` are written: the job's own tables hold the rest.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.pipelines import group_history, offsets_output
from kgroup_proto.pipelines.group_history import GroupHistory
from kgroup_proto.pipelines.input_values import LagInputError, millis
from kgroup_proto.pipelines.inputs import InputError, sniff
from kgroup_proto.pipelines.lag import (
    Commit,
    CoordinatorEvent,
    EndOffset,
    GroupStatus,
    GroupTombstone,
    LagReport,
    LagRow,
    OffsetTombstone,
    PartitionStatus,
    RecordTime,
)
from kgroup_proto.pipelines.offsets_output import OFFSET_COMMITS, OffsetsOutput
from kgroup_proto.pipelines.storage import Location, StorageError
from kgroup_proto.pipelines.table_schemas import (
    COMMITS,
    END_OFFSETS,
    GROUP_STATUS,
    GROUPS_FILE,
    LAG,
    PARTITION_STATUS,
    RECORD_TIMES,
)

if TYPE_CHECKING:
    import pyarrow as pa

#: The ``kind`` column of the commits table.
KINDS = {Commit: "commit", OffsetTombstone: "offset_tombstone", GroupTombstone: "group_tombstone"}


# ----------------------------------------------------------------------------- reading


def read_commits(path: Path | Location) -> list[CoordinatorEvent]:
    """The ``commits`` table as ``kgroup-proto lag`` writes it."""
    columns = ["kind", "group", "topic", "partition", "offset", "time", "order"]
    events: list[CoordinatorEvent] = []
    for index, row in enumerate(offsets_output.rows(path, columns)):
        time = millis(row["time"], f"{path}: row {index}")
        kind = row["kind"]
        if kind == "commit":
            events.append(
                Commit(
                    row["group"], row["topic"], row["partition"], row["offset"], time, row["order"]
                )
            )
        elif kind == "offset_tombstone":
            events.append(
                OffsetTombstone(row["group"], row["topic"], row["partition"], time, row["order"])
            )
        elif kind == "group_tombstone":
            events.append(GroupTombstone(row["group"], time, row["order"]))
        else:
            raise LagInputError(f"{path}: row {index}: unknown kind {kind!r}")
    return events


def _end_offset(row: dict[str, Any], where: str) -> EndOffset:
    offset = row.get("offset", row.get("end_offset"))
    topic, partition = row.get("topic"), row.get("partition")
    if not isinstance(topic, str) or not isinstance(partition, int) or not isinstance(offset, int):
        raise LagInputError(f"{where}: expected topic, partition, offset (or end_offset), time")
    return EndOffset(topic, partition, millis(row.get("time"), where), offset)


def _read_text(path: Path | Location) -> str:
    if isinstance(path, Location):
        return path.read_bytes().decode("utf-8")
    return path.read_text(encoding="utf-8")


def read_end_offsets(path: Path | Location) -> list[EndOffset]:
    """End offsets from Parquet (a file or a directory) or JSON Lines, at a path or a URI."""
    try:
        if not path.exists():
            raise LagInputError(f"{path}: no such file or directory")
        kind = "parquet" if path.is_dir() else sniff(path)
    except (InputError, StorageError, OSError) as exc:
        raise LagInputError(str(exc)) from None
    if kind == "json":
        found = []
        for number, line in enumerate(_read_text(path).splitlines(), 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except ValueError:
                raise LagInputError(f"{path}: line {number} is not JSON") from None
            if not isinstance(row, dict):
                raise LagInputError(f"{path}: line {number} is not a JSON object")
            found.append(_end_offset(row, f"{path}: line {number}"))
        return found
    return [
        _end_offset(row, f"{path}: row {index}")
        for index, row in enumerate(offsets_output.rows(path))
    ]


def read_record_times(path: Path | Location) -> list[RecordTime]:
    columns = ["topic", "partition", "offset", "timestamp"]
    return [
        RecordTime(
            row["topic"],
            row["partition"],
            row["offset"],
            millis(row["timestamp"], f"{path}: row {index}"),
        )
        for index, row in enumerate(offsets_output.rows(path, columns))
    ]


@attrs.frozen
class Inputs:
    """What the lag is judged from, and what the report shows besides: the groups' histories
    and, for a decoded ``__consumer_offsets``, its directory (for its totals and errors)."""

    events: list[CoordinatorEvent]
    end_offsets: list[EndOffset]
    record_times: list[RecordTime]
    histories: dict[str, GroupHistory] = attrs.Factory(dict)
    offsets_output: Path | Location | None = None
    #: Where a follower of ``__consumer_offsets`` is to resume, written beside the tables.
    checkpoint: dict[str, Any] | None = None


def read_histories(path: Path | Location) -> dict[str, GroupHistory]:
    """The ``groups.json`` a ``lag`` output holds (none: no histories)."""
    if not path.exists():
        return {}
    try:
        documents = json.loads(_read_text(path))
        found = [GroupHistory.from_json(d) for d in documents]
    except (ValueError, TypeError, KeyError) as exc:
        raise LagInputError(f"{path}: not a list of groups: {exc}") from None
    return {h.group: h for h in found}


def read_inputs(directory: Path | Location, end_offsets: Path | Location | None) -> Inputs:
    """The inputs in ``directory`` (an ``offsets`` or a ``lag`` output, at a path or a URI),
    with the end offsets from ``end_offsets``, which an ``offsets`` output needs unless its job
    was given them."""
    try:
        found = directory.is_dir()
    except (StorageError, OSError) as exc:
        raise LagInputError(f"{directory}: cannot read: {exc}") from None
    if not found:
        raise LagInputError(f"{directory}: not a directory")
    exported = OffsetsOutput(directory)
    if exported.has(OFFSET_COMMITS):
        events = exported.coordinator_events()
        if end_offsets is None:
            end_offsets = directory / f"{END_OFFSETS}.parquet"
            if not end_offsets.exists():
                raise LagInputError(
                    f"{directory}: a decoded __consumer_offsets holds no end offsets; "
                    "give them with --end-offsets"
                )
        histories = group_history.histories(exported.history_records())
        return Inputs(events, read_end_offsets(end_offsets), [], histories, directory)
    commits = directory / f"{COMMITS}.parquet"
    if not commits.exists():
        raise LagInputError(
            f"{directory}: neither the output of `kgroup-proto offsets` ({OFFSET_COMMITS}/) "
            f"nor of `kgroup-proto lag` ({COMMITS}.parquet)"
        )
    ends = end_offsets or directory / f"{END_OFFSETS}.parquet"
    times = directory / f"{RECORD_TIMES}.parquet"
    return Inputs(
        read_commits(commits),
        read_end_offsets(ends),
        read_record_times(times) if times.exists() else [],
        read_histories(directory / GROUPS_FILE),
    )


# ----------------------------------------------------------------------------- writing

#: Columns holding times (milliseconds since the epoch), written as UTC timestamps.
TIME_COLUMNS = frozenset(
    {"time", "timestamp", "window_start_time", "window_end_time", "deleted_at", "last_commit"}
)


#: The Arrow type of each annotation the row classes use.
_ARROW_TYPES = {
    "int": "int64",
    "int | None": "int64",
    "float": "float64",
    "float | None": "float64",
    "str": "string",
    "str | None": "string",
    "bool": "bool_",
}


def _arrow_type(name: str, annotation: Any) -> pa.DataType:
    import pyarrow as pa

    if name in TIME_COLUMNS:
        return pa.timestamp("ms", tz="UTC")
    factory: Any = getattr(pa, _ARROW_TYPES[str(annotation)])
    kind: pa.DataType = factory()
    return kind


def _table(cls: type, rows: Iterable[dict[str, Any]]) -> pa.Table:
    import pyarrow as pa

    fields = [pa.field(f.name, _arrow_type(f.name, f.type)) for f in attrs.fields(cls)]
    return pa.Table.from_pylist(list(rows), schema=pa.schema(fields))


def _commit_rows(events: Iterable[CoordinatorEvent]) -> pa.Table:
    import pyarrow as pa

    schema = pa.schema(
        [
            pa.field("kind", pa.string()),
            pa.field("group", pa.string()),
            pa.field("topic", pa.string()),
            pa.field("partition", pa.int64()),
            pa.field("offset", pa.int64()),
            pa.field("time", pa.timestamp("ms", tz="UTC")),
            pa.field("order", pa.int64()),
        ]
    )
    rows = []
    for event in events:
        row = {"topic": None, "partition": None, "offset": None, **attrs.asdict(event)}
        rows.append({"kind": KINDS[type(event)], **row})
    return pa.Table.from_pylist(rows, schema=schema)


def write_tables(
    output: Path, report: LagReport, inputs: Inputs, with_commits: bool = True
) -> list[Path]:
    """Write every table as ``output/<table>.parquet`` (and the histories as ``groups.json``);
    returns the files written. Without ``with_commits`` the coordinator's records and the
    histories are left out: an ``offsets`` output has them in its own tables."""
    import pyarrow.parquet as pq

    tables = {
        LAG: _table(LagRow, (attrs.asdict(r) for r in report.lag)),
        PARTITION_STATUS: _table(PartitionStatus, (attrs.asdict(r) for r in report.partitions)),
        GROUP_STATUS: _table(GroupStatus, (attrs.asdict(r) for r in report.groups)),
        END_OFFSETS: _table(EndOffset, (attrs.asdict(e) for e in inputs.end_offsets)),
    }
    if with_commits:
        tables[COMMITS] = _commit_rows(inputs.events)
        tables[RECORD_TIMES] = _table(RecordTime, (attrs.asdict(r) for r in inputs.record_times))
    written = []
    for name, table in tables.items():
        path = output / f"{name}.parquet"
        pq.write_table(table, path)
        written.append(path)
    if with_commits:
        path = output / GROUPS_FILE
        histories = [h.to_json() for _, h in sorted(inputs.histories.items())]
        path.write_text(json.dumps(histories, indent=1) + "\n", encoding="utf-8")
        written.append(path)
    if inputs.checkpoint is not None:
        path = output / CHECKPOINT_FILE
        path.write_text(json.dumps(inputs.checkpoint, indent=1) + "\n", encoding="utf-8")
        written.append(path)
    return written


#: Where a follower that reads ``__consumer_offsets`` keeps its place, in its output.
CHECKPOINT_FILE = "checkpoint.json"


def read_checkpoint(directory: Path | Location) -> dict[str, Any] | None:
    """The checkpoint a follower left in ``directory``, if it left one."""
    path = directory / CHECKPOINT_FILE
    try:
        if not path.exists():
            return None
        found: dict[str, Any] = json.loads(_read_text(path))
    except (OSError, StorageError, ValueError) as exc:
        raise LagInputError(f"{path}: cannot read the checkpoint: {exc}") from None
    return found
