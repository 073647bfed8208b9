"""Reading ``__consumer_offsets`` live for ``kgroup-proto lag``, beside the offline decode.

``python -m bench.live_commits`` (needs the ``spark`` extra for the offline side: pyarrow and
numpy; ``--records``, ``--groups``, ``--batch``, ``--rounds``, ``--cpu``, ``--json``) builds
``--records`` records of ``__consumer_offsets`` as a coordinator writes them: offset commits of
``--groups`` groups on 4 topics of 8 partitions (OffsetCommitValue v3), with one record in 100
a classic group's metadata (GroupMetadataValue v3, two members with consumer-protocol
assignments), one in 100 a KIP-848 group's epoch (ConsumerGroupMetadataValue) and one in 200
an offset tombstone. They are packed into record batches of ``--batch`` records, as a Fetch
answer holds them. Then, in this one process pinned to one core (``--cpu``), interleaved
``--rounds`` times:

- **live**: what ``lag --bootstrap`` does with a fetched answer, from the batches' bytes to the
  evaluation's inputs: ``record_batch.read_records`` and ``lag_commits.CommitLog.read`` (commits
  and tombstones out, the groups' records into their histories);
- **offline**: the offsets job's decode pass over the same records as Spark's Kafka source
  hands them over (Arrow batches of key, value, partition, offset, timestamp: made before
  timing), ``batches.decode_records_batch``, which reads the commits column-wise with numpy.

Both are checked first to find the same commits. It prints records per second (by CPU time of
the process, and by wall time) for each, the median of the rounds, and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import struct
import time
from typing import Any

import kgroup_proto as kp
from kgroup_proto.consumer_offsets import key_schema_version, written_record_type
from kgroup_proto.consumer_protocol import encode_assignment
from kgroup_proto.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
    TopicPartition,
)
from kgroup_proto.messages.group_metadata_value import MemberMetadata
from kgroup_proto.pipelines.lag import Commit
from kgroup_proto.pipelines.lag_commits import CommitLog
from kgroup_proto.record_batch import Record, build_batch, complete_batches, read_records

TOPICS, PARTITIONS = 4, 8
START = 1_790_000_000_000


def _keyed(key: Any, value: Any | None, value_version: int) -> tuple[bytes, bytes | None]:
    """A record's key and value bytes as the coordinator writes them."""
    number = written_record_type(type(key))
    key_bytes = struct.pack(">h", number) + key.encode(key_schema_version(type(key), number))
    if value is None:
        return key_bytes, None
    return key_bytes, struct.pack(">h", value_version) + value.encode(value_version)


def _records(count: int, groups: int) -> list[tuple[bytes, bytes | None, int]]:
    """(key, value, timestamp) of ``count`` records, commits nearly all."""
    commit_key, commit_value = (
        kp.message_class("OffsetCommitKey"),
        kp.message_class("OffsetCommitValue"),
    )
    group_key, group_value = (
        kp.message_class("GroupMetadataKey"),
        kp.message_class("GroupMetadataValue"),
    )
    epoch_key, epoch_value = (
        kp.message_class("ConsumerGroupMetadataKey"),
        kp.message_class("ConsumerGroupMetadataValue"),
    )
    assignment = encode_assignment(
        ConsumerProtocolAssignment([TopicPartition("topic-0", [0, 1, 2, 3])]), 1
    )
    found = []
    offsets: dict[tuple[int, int, int], int] = {}
    for serial in range(count):
        group = serial % groups
        topic, partition = (serial // groups) % TOPICS, (serial // (groups * TOPICS)) % PARTITIONS
        stamp = START + serial
        name = f"group-{group:05d}"
        if serial % 100 == 37:
            members = [
                MemberMetadata(f"member-{m}-{serial}", None, f"client-{m}", "/10.0.0.1", 300_000,
                               45_000, b"", assignment)
                for m in range(2)
            ]  # fmt: skip
            value = group_value("consumer", serial, "range", members[0].member_id, stamp, members)
            key, data = _keyed(group_key(group=name), value, 3)
        elif serial % 100 == 71:
            value = epoch_value(epoch=serial, metadata_hash=0)
            key, data = _keyed(epoch_key(group_id=name), value, 0)
        else:
            offset = offsets.get((group, topic, partition), 0) + 7
            offsets[(group, topic, partition)] = offset
            tombstone = serial % 200 == 113
            value = None if tombstone else commit_value(offset, 5, "", stamp, -1)
            key, data = _keyed(
                commit_key(group=name, topic=f"topic-{topic}", partition=partition),
                value,
                3,
            )
        found.append((key, data, stamp))
    return found


def _batches(records: list[tuple[bytes, bytes | None, int]], size: int) -> list[bytes]:
    out = []
    for start in range(0, len(records), size):
        chunk = records[start : start + size]
        out.append(
            build_batch(
                [
                    Record(start + i, stamp, key, value)
                    for i, (key, value, stamp) in enumerate(chunk)
                ]
            )
        )
    return out


def live(batches: list[bytes]) -> tuple[int, int]:
    """(records, commits) read from the batches' bytes into the evaluation's inputs."""
    log = CommitLog()
    commits = 0
    for data in batches:
        for header, batch in complete_batches(data):
            events = log.read(read_records(batch, header))
            commits += sum(1 for e in events if type(e) is Commit)
    return log.records, commits


def _arrow(batches: list[bytes]) -> list[Any]:
    from kgroup_proto.pipelines.kafka_reader import arrow_schema, to_arrow

    schema = arrow_schema(False)
    out = []
    for data in batches:
        for header, batch in complete_batches(data):
            out.append(to_arrow("__consumer_offsets", 0, read_records(batch, header), schema))
    return out


def offline(arrow_batches: list[Any]) -> tuple[int, int]:
    """(records, commits) of the offsets job's decode pass over the same records."""
    import pyarrow.compute as pc

    from kgroup_proto.pipelines.batches import decode_records_batch
    from kgroup_proto.pipelines.table_files import decode_schema

    schema = decode_schema()
    records = commits = 0
    for batch in arrow_batches:
        decoded = decode_records_batch(batch, schema)
        records += len(decoded)
        rows = decoded.column("offset_commits")
        commits += (
            pc.sum(pc.invert(pc.struct_field(rows, "tombstone")).fill_null(False)).as_py() or 0
        )
    return records, commits


def _time(fn: Any, arg: Any) -> tuple[float, float, Any]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn(arg)
    return time.perf_counter() - wall, time.process_time() - cpu, result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.live_commits", description=__doc__)
    parser.add_argument("--records", type=int, default=200_000)
    parser.add_argument("--groups", type=int, default=500)
    parser.add_argument("--batch", type=int, default=500, help="records per record batch")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--cpu", type=int, default=0, help="the core to run on")
    parser.add_argument("--no-offline", action="store_true", help="only the live path")
    parser.add_argument("--json", help="write the numbers here too")
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    load_before = os.getloadavg()
    records = _records(args.records, args.groups)
    batches = _batches(records, args.batch)
    arrow = None if args.no_offline else _arrow(batches)
    # Checked first: both find the same commits.
    expected = sum(1 for _, value, _ in records if value is not None) - sum(
        1 for i in range(args.records) if i % 100 in (37, 71)
    )
    read, commits = live(batches)
    assert (read, commits) == (args.records, expected), (read, commits, expected)
    if arrow is not None:
        assert offline(arrow) == (args.records, expected)
    results: dict[str, list[tuple[float, float]]] = {"live": [], "offline": []}
    for _ in range(args.rounds):
        wall, cpu, _ = _time(live, batches)
        results["live"].append((wall, cpu))
        if arrow is not None:
            wall, cpu, _ = _time(offline, arrow)
            results["offline"].append((wall, cpu))
    load_after = os.getloadavg()
    summary: dict[str, Any] = {
        "records": args.records,
        "commits": expected,
        "batch": args.batch,
        "rounds": args.rounds,
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": platform.processor() or None,
        "load_average": [load_before[0], load_after[0]],
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    print(f"{args.records:,} records ({expected:,} commits) in batches of {args.batch}, "
          f"one core, median of {args.rounds}; load average {load_before[0]:.1f} before, "
          f"{load_after[0]:.1f} after")  # fmt: skip
    print(f"{'path':<8} {'records/s (CPU)':>16} {'records/s (wall)':>17} {'CPU us/record':>14}")
    for path, timings in results.items():
        if not timings:
            continue
        cpu = statistics.median(c for _, c in timings)
        wall = statistics.median(w for w, _ in timings)
        summary[path] = {
            "records_per_second_cpu": args.records / cpu,
            "records_per_second_wall": args.records / wall,
            "cpu_us_per_record": cpu / args.records * 1e6,
        }
        print(f"{path:<8} {args.records / cpu:>16,.0f} {args.records / wall:>17,.0f} "
              f"{cpu / args.records * 1e6:>14.2f}")  # fmt: skip
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(summary, out, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
