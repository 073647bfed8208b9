"""``kgroup-proto lag`` over files: a decoded ``__consumer_offsets`` (made by the offsets
pipeline's own batch decoder from records built with the codec) with end offsets in JSON Lines,
its Parquet tables, reading them back, and the errors a user can make."""

from __future__ import annotations

import datetime as dt
import json
import re
import struct
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from kgroup_proto.cli import main
from kgroup_proto.consumer_offsets import RECORD_TYPES
from kgroup_proto.messages.group_metadata_key import GroupMetadataKey
from kgroup_proto.messages.group_metadata_value import GroupMetadataValue, MemberMetadata
from kgroup_proto.messages.offset_commit_key import OffsetCommitKey
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.pipelines.batches import decode_batch
from kgroup_proto.pipelines.table_schemas import decoded_schema
from kgroup_proto.runtime import Struct

BASE = 1_700_000_000_000  # 2023-11-14T22:13:20Z
SECOND = 1000


def _versioned(struct_: Struct, version: int) -> bytes:
    return struct.pack(">h", version) + struct_.encode(version)


def commit(group: str, seconds: int, offset: int) -> tuple[bytes, bytes | None, int]:
    key = _versioned(OffsetCommitKey(group=group, topic="orders", partition=0), 1)
    value = OffsetCommitValue(
        offset=offset, leader_epoch=-1, metadata="", commit_timestamp=BASE + seconds * SECOND
    )
    return key, _versioned(value, 3), BASE + seconds * SECOND


def offset_tombstone(group: str, seconds: int) -> tuple[bytes, bytes | None, int]:
    key = _versioned(OffsetCommitKey(group=group, topic="orders", partition=0), 1)
    return key, None, BASE + seconds * SECOND


def group_tombstone(group: str, seconds: int) -> tuple[bytes, bytes | None, int]:
    return _versioned(GroupMetadataKey(group=group), 2), None, BASE + seconds * SECOND


def member_joined(group: str, seconds: int) -> tuple[bytes, bytes | None, int]:
    """A classic group's first generation, one member: a group that has committed nothing."""
    value = GroupMetadataValue(
        protocol_type="consumer",
        generation=1,
        protocol="range",
        leader="m-1",
        current_state_timestamp=BASE + seconds * SECOND,
        members=[MemberMetadata(member_id="m-1", client_id="idle-app", client_host="/10.0.0.9")],
    )
    key = _versioned(GroupMetadataKey(group=group), 2)
    return key, _versioned(value, 3), BASE + seconds * SECOND


#: steady commits what the end offsets show; stuck commits 50 again and again; gone commits
#: once and is deleted (its offset, then its group metadata, tombstoned) at 15 s.
RECORDS = [
    commit("steady", 0, 100),
    commit("stuck", 0, 50),
    commit("gone", 0, 10),
    commit("steady", 10, 200),
    commit("stuck", 10, 50),
    offset_tombstone("gone", 15),
    group_tombstone("gone", 15),
    commit("steady", 20, 300),
    commit("stuck", 20, 50),
]
ENDS = [(0, 100), (10, 200), (20, 300), (30, 350)]


def _arrow_schema(table: str) -> pa.Schema:
    from pyspark.sql.pandas.types import to_arrow_schema
    from pyspark.sql.types import StructType

    (record_type,) = [rt for rt in RECORD_TYPES if rt.table == table]
    return to_arrow_schema(StructType.fromJson(decoded_schema(record_type)), timezone="UTC")


def _one_row_per_member(table: pa.Table) -> pa.Table:
    """group_metadata as the job writes it: a row per member, member fields as columns (these
    records are tombstones, with no members: one row each, member columns null)."""
    member_type = table.schema.field("members").type.value_type
    rows = []
    for row in table.to_pylist():
        members = row.pop("members") or [None]
        for index, member in enumerate(members):
            fields = member or dict.fromkeys(f.name for f in member_type)
            count = None if row["tombstone"] else len(members)
            rows.append({**row, "member_count": count, "member_index": index, **fields})
    group_fields = [f for f in table.schema if f.name != "members"]
    counts = [pa.field("member_count", pa.int32()), pa.field("member_index", pa.int32())]
    schema = pa.schema([*group_fields, *counts, *member_type])
    return pa.Table.from_pylist(rows, schema=schema)


def write_offsets_export(
    directory: Path, records: list[tuple[bytes, bytes | None, int]] = RECORDS
) -> Path:
    """What ``kgroup-proto offsets`` writes for ``records``: a directory per table."""
    for table in ("offset_commits", "group_metadata"):
        chosen = [
            (index, r)
            for index, r in enumerate(records)
            if (table == "group_metadata") == (r[0][:2] == b"\x00\x02")
        ]
        batch = pa.RecordBatch.from_pydict(
            {
                "key": pa.array([r[0] for _, r in chosen], pa.binary()),
                "value": pa.array([r[1] for _, r in chosen], pa.binary()),
                "topic": ["__consumer_offsets"] * len(chosen),
                "partition": pa.array([7] * len(chosen), pa.int32()),
                "offset": pa.array([i for i, _ in chosen], pa.int64()),
                "timestamp": pa.array([r[2] * 1000 for _, r in chosen], pa.timestamp("us", "UTC")),
            }
        )
        decoded = pa.Table.from_batches([decode_batch(batch, _arrow_schema(table), table)])
        assert decoded.column("error").null_count == len(chosen)
        decoded = decoded.drop_columns(["error", "error_key_version", "error_key", "error_value"])
        if table == "group_metadata":
            decoded = _one_row_per_member(decoded)
        (directory / table).mkdir(parents=True)
        pq.write_table(decoded, directory / table / "part-00000.parquet")
        (directory / table / "_SUCCESS").write_bytes(b"")
    return directory


def write_ends(path: Path) -> Path:
    lines = [
        {"topic": "orders", "partition": 0, "offset": offset, "time": BASE + seconds * SECOND}
        for seconds, offset in ENDS
    ]
    lines[1]["time"] = "2023-11-14T22:13:30Z"  # ISO-8601 text works too (BASE + 10 s)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


@pytest.fixture
def inputs(tmp_path: Path) -> tuple[Path, Path]:
    return write_offsets_export(tmp_path / "offsets-out"), write_ends(tmp_path / "ends.jsonl")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["lag", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_status_table_from_a_decoded_consumer_offsets(
    inputs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    export, ends = inputs
    code, out, _ = run(capsys, str(export), "--end-offsets", str(ends))
    assert code == 0
    # steady: commits 100, 200, 300 as the end reached them (lag 0 each time); at 30 s the end
    # is 350: lag 50, and offset 300 appeared at 20 + 1/50 * 10 = 20.2 s, 9.8 s before.
    # stuck: 50 three times with lags 50, 150, 250: STALL, an ERR for the group; the record at
    # 50 predates the first sample (end 100 at 0 s), so its age is at least 30 s.
    # gone: deleted at 15 s; its lag is not known (no 0), as the page has it.
    assert out.splitlines() == [
        "GROUP   STATUS    PARTITIONS  LAG  LAG SECONDS  NOTE",
        "gone    NOTFOUND  0           -    -            deleted 2023-11-14T22:13:35Z",
        "steady  OK        1           50   9.8          most behind: orders-0",
        "stuck   ERR       1           300  30.0         most behind: orders-0",
        "as of 2023-11-14T22:13:50Z",
    ]


def test_json_gives_groups_and_partitions(
    inputs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    export, ends = inputs
    code, out, _ = run(capsys, str(export), "--end-offsets", str(ends), "--json")
    assert code == 0
    document = json.loads(out)
    assert document["evaluated_at"] == BASE + 30 * SECOND
    partitions = {p["group"]: p for p in document["partitions"]}
    assert {g: (p["status"], p["window_size"]) for g, p in partitions.items()} == {
        "gone": ("NOTFOUND", 0),
        "steady": ("OK", 3),
        "stuck": ("STALL", 3),
    }
    assert partitions["stuck"]["lag_seconds_method"] == "at_least"
    assert partitions["gone"]["deleted_at"] == BASE + 15 * SECOND


def test_thresholds_are_settable(
    inputs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    export, ends = inputs
    # 300 records behind is allowed: stuck's current lag is 300, so it is OK.
    _, out, _ = run(capsys, str(export), "--end-offsets", str(ends), "--allowed-lag", "300")
    assert "stuck   OK" in out
    # Judged at 25 s, before the end reached 350: steady has no lag at all.
    _, out, _ = run(
        capsys, str(export), "--end-offsets", str(ends), "--at", "2023-11-14T22:13:45Z", "--json"
    )
    steady = next(g for g in json.loads(out)["groups"] if g["group"] == "steady")
    assert (steady["total_lag"], steady["lag_seconds"]) == (0, 0.0)


def test_tables_are_written_and_read_back(
    inputs: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export, ends = inputs
    output = tmp_path / "lag-out"
    code, first, err = run(capsys, str(export), "--end-offsets", str(ends), "-o", str(output))
    assert code == 0 and f"wrote 7 tables and the report {output / 'report.html'}" in err
    names = sorted(p.name for p in output.iterdir())
    assert names == [
        "commits.parquet",
        "end_offsets.parquet",
        "group_status.parquet",
        "groups.json",
        "lag.parquet",
        "partition_status.parquet",
        "record_times.parquet",
        "report",
        "report.html",
    ]
    lag = pq.read_table(output / "lag.parquet").to_pylist()
    stuck = [
        (r["time"].second, r["lag_records"], r["status"]) for r in lag if r["group"] == "stuck"
    ]
    # Rows at the samples after stuck's first commit: 10 s (200 - 50), 20 s, 30 s. At 10 s
    # the sample comes before that moment's commit: the window is the one commit of 0 s, 10 s
    # old against a span of 0 s, and no end offset was ever at 50: STOP. At 20 s the window
    # spans 0 to 10 s and its last commit is 10 s old: not older, so STALL.
    assert stuck == [(30, 150, "STOP"), (40, 250, "STALL"), (50, 300, "STALL")]
    commits = pq.read_table(output / "commits.parquet")
    assert commits.num_rows == len(RECORDS)
    assert commits.schema.field("time").type == pa.timestamp("ms", tz="UTC")
    # The written inputs are enough to judge again, without the end-offsets file.
    code, again, _ = run(capsys, str(output))
    assert (code, again) == (0, first)
    # gone's group metadata tombstone made it a classic group, deleted at 15 s.
    (gone,) = json.loads((output / "groups.json").read_text())
    assert (gone["group"], gone["kind"], gone["state"]) == ("gone", "classic", "Dead")
    assert gone["deleted_at"] == BASE + 15 * SECOND


def test_the_report_shows_each_group_as_judged(
    inputs: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export, ends = inputs
    output = tmp_path / "lag-out"
    assert run(capsys, str(export), "--end-offsets", str(ends), "-o", str(output))[0] == 0
    page = (output / "report.html").read_text()
    rows = dict(
        re.findall(r'<tr(?: class="deleted")?><td><a href="#[^"]+">(\w+)</a></td>(.*?)</tr>', page)
    )
    assert set(rows) == {"gone", "steady", "stuck"}
    # Worst first: stuck (ERR), steady (OK), then the deleted group.
    assert [m for m in re.findall(r'<a href="#[^"]+">(\w+)</a>', page)][:3] == [
        "stuck",
        "steady",
        "gone",
    ]
    assert "ERR" in rows["stuck"] and "OK" in rows["steady"]
    assert "deleted 2023-11-14 22:13:35 UTC" in rows["gone"]
    assert '<tr class="deleted">' in page
    images = sorted(p.name for p in (output / "report").iterdir())
    assert len(images) == 3 and all(f'src="report/{name}"' in page for name in images)


def terminal_rows(out: str) -> dict[str, dict[str, str]]:
    """The status table's rows by group, cells by column (columns are 2+ spaces apart)."""
    header, *rows = [re.split(r" {2,}", line) for line in out.splitlines()[:-1]]
    return {row[0]: dict(zip(header, row + [""] * (len(header) - len(row)), strict=True))
            for row in rows}  # fmt: skip


def page_rows(page: Path) -> dict[str, dict[str, str]]:
    from tests.test_report import parsed

    (head, _), *rows = parsed(page).table("groups")
    return {cells[0]: dict(zip(head, cells, strict=True)) for cells, _ in rows}


def test_a_group_with_members_and_no_commits_is_shown_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = write_offsets_export(tmp_path / "offsets-out", [*RECORDS, member_joined("idle", 5)])
    ends = write_ends(tmp_path / "ends.jsonl")
    output = tmp_path / "lag-out"
    code, out, err = run(capsys, str(export), "--end-offsets", str(ends), "-o", str(output))
    assert code == 0, err
    terminal = terminal_rows(out)
    # Burrow knows a group from its first commit on: NOTFOUND, and the note says why.
    assert terminal["idle"] == {
        "GROUP": "idle",
        "STATUS": "NOTFOUND",
        "PARTITIONS": "0",
        "LAG": "-",
        "LAG SECONDS": "-",
        "NOTE": "1 member, no commits yet",
    }
    # The JSON of the written output, and its group_status table, say the same.
    code, out, _ = run(capsys, str(output), "--json")
    idle = next(g for g in json.loads(out)["groups"] if g["group"] == "idle")
    assert (idle["status"], idle["members"], idle["total_lag"], idle["last_commit"]) == (
        "NOTFOUND",
        1,
        None,
        None,
    )
    assert idle["note"] == "1 member, no commits yet"
    table = pq.read_table(output / "group_status.parquet").to_pylist()
    assert {r["group"]: r["note"] for r in table} == {
        "gone": None,
        "idle": "1 member, no commits yet",
        "steady": None,
        "stuck": None,
    }
    # The page lists the same groups as the terminal, with the same status, lag and note.
    page = page_rows(output / "report.html")
    assert set(page) == set(terminal)
    for group, row in terminal.items():
        cells = page[group]
        assert cells["status"] == row["STATUS"], group
        assert cells["lag (records)"].replace(",", "").replace("\u2013", "-") == row["LAG"]
        assert cells["lag (s)"].replace("\u2013", "-") == row["LAG SECONDS"], group
        if not row["NOTE"].startswith("deleted"):
            assert cells["note"] == row["NOTE"], group
    text = (output / "report.html").read_text()
    # Counted as what it is, not as "no lag" (which reads as caught up).
    assert "1 without commits" in text and not re.search(r"\d no lag", text)


def test_an_offsets_output_with_end_offsets_needs_no_flag(
    inputs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    from kgroup_proto.pipelines import lag_tables
    from kgroup_proto.pipelines.lag import evaluate

    export, ends = inputs
    read = lag_tables.read_inputs(export, ends)
    report = evaluate(read.events, read.end_offsets)
    # What `kgroup-proto offsets --end-offsets` writes beside its tables.
    lag_tables.write_tables(export, report, read, with_commits=False)
    assert not (export / "commits.parquet").exists()
    code, out, _ = run(capsys, str(export))
    assert code == 0 and "stuck   ERR" in out


def test_mistakes_are_one_line_errors(
    inputs: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export, ends = inputs
    # A follower's output whose checkpoint was cut short.
    broken = tmp_path / "followed"
    broken.mkdir()
    (broken / "checkpoint.json").write_text('{"positions": {"0"')
    cases: list[tuple[list[str], str]] = [
        ([], "give either INPUT"),
        ([str(export), "--bootstrap", "127.0.0.1:1"], "give either INPUT"),
        ([str(export)], "give them with --end-offsets"),
        ([str(tmp_path)], "neither the output of `kgroup-proto offsets`"),
        ([str(export), "--end-offsets", str(tmp_path / "none")], "no such file"),
        ([str(export), "--end-offsets", str(ends), "--intervals", "0"], "intervals must be"),
        ([str(export), "--end-offsets", str(ends), "--at", "soon"], "--at 'soon'"),
        ([str(export), "--end-offsets", str(ends), "-o", str(export)], "already exists"),
        ([str(export), "--group", "g"], "need --bootstrap"),
        ([str(export), "--from-beginning"], "need --bootstrap"),
        (
            ["--bootstrap", "127.0.0.1:1", "--from-beginning", "--commits-from", "offset-fetch"],
            "not with --commits-from offset-fetch",
        ),
        (["--bootstrap", "127.0.0.1:1", "--duration", "0"], "127.0.0.1:1"),
        (
            ["--follow", "--bootstrap", "127.0.0.1:1", "-o", str(broken)],
            "cannot read the checkpoint",
        ),
    ]
    for args, message in cases:
        code, out, err = run(capsys, *args)
        assert (code, out) == (1, ""), args
        assert err.startswith("kgroup-proto: error: ") and message in err, (args, err)
        assert len(err.splitlines()) == 1


def test_end_offsets_that_are_not_rows_are_reported(
    inputs: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export, _ = inputs
    bad: dict[str, Any] = {"topic": "orders", "partition": 0, "time": BASE}
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(bad) + "\n")
    code, _, err = run(capsys, str(export), "--end-offsets", str(path))
    assert code == 1 and f"{path}: line 1: expected topic, partition, offset" in err


@pytest.mark.coordinator
def test_live_groups_with_members_and_no_commits_are_listed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two groups whose consumers joined and own their partitions but never committed, on the
    project's broker: sampled once, each is listed with its member and said to have no
    commits, dated by the round, not 1970."""
    import time

    kafka = pytest.importorskip("confluent_kafka", reason="the spark env installs it")
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker, wait_for

    with running_broker(TopicConfig("quiet-topic", 2)) as broker:
        consumers = []
        try:
            for group in ("quiet-a", "quiet-b"):
                consumer = kafka.Consumer(
                    {
                        "bootstrap.servers": broker.bootstrap,
                        "group.id": group,
                        "enable.auto.commit": False,
                    }
                )
                consumer.subscribe(["quiet-topic"])
                consumers.append(consumer)
            for consumer in consumers:
                wait_for(lambda c=consumer: bool(c.poll(0.1) or c.assignment()), 60, "members")
            started = time.time()
            code = main(["lag", "--bootstrap", broker.bootstrap, "--duration", "0"])
            ended = time.time()
        finally:
            for consumer in consumers:
                consumer.close()
    out, err = capsys.readouterr()
    assert code == 0, err
    rows = terminal_rows(out)
    assert set(rows) == {"quiet-a", "quiet-b"}, out
    for row in rows.values():
        assert (row["STATUS"], row["LAG"], row["NOTE"]) == (
            "NOTFOUND",
            "-",
            "1 member, no commits yet",
        )
    as_of = dt.datetime.fromisoformat(out.splitlines()[-1].removeprefix("as of "))
    assert started - 1 <= as_of.timestamp() <= ended + 1
