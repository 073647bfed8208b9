"""Write ``__consumer_offsets`` records to files shaped like Spark's Kafka source output.

Parquet with the source's column types, and JSON Lines as Spark writes such a DataFrame (bytes
as base64, timestamps as ISO-8601 text), and the sample's end-offset snapshots as JSON Lines.
``python -m kgroup_proto.pipelines.sample_files DIR`` writes the shipped sample.
"""

from __future__ import annotations

import argparse
import base64
import itertools
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from kgroup_proto.pipelines.sample import (
    TOPIC_NAME,
    EndOffsetSnapshot,
    Written,
    end_offset_snapshots,
    scenario,
)

#: The end offsets beside a sample ``NAME.parquet`` or ``NAME.jsonl``.
END_OFFSETS_SUFFIX = "-end-offsets.jsonl"


def write_parquet(records: Iterable[Written], path: Path, chunk: int = 100_000) -> int:
    """Write records as Spark's Kafka source would have them; returns how many."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = pa.schema(
        [
            ("key", pa.binary()),
            ("value", pa.binary()),
            ("topic", pa.string()),
            ("partition", pa.int32()),
            ("offset", pa.int64()),
            ("timestamp", pa.timestamp("ms", tz="UTC")),
            ("timestampType", pa.int32()),
        ]
    )
    count = 0
    stream = iter(records)
    with pq.ParquetWriter(path, schema) as writer:
        while part := list(itertools.islice(stream, chunk)):
            columns = [
                [w.key for w in part],
                [w.value for w in part],
                [TOPIC_NAME] * len(part),
                [w.partition for w in part],
                [w.offset for w in part],
                [w.timestamp_ms for w in part],
                [0] * len(part),
            ]
            writer.write_table(pa.table(columns, schema=schema))
            count += len(part)
    return count


def _base64(data: bytes | None) -> str | None:
    return None if data is None else base64.b64encode(data).decode()


def write_json_lines(records: Iterable[Written], path: Path) -> int:
    """The same records as JSON Lines, as Spark writes a Kafka DataFrame (base64 bytes)."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        for w in records:
            document = {
                "key": _base64(w.key),
                "value": _base64(w.value),
                "topic": TOPIC_NAME,
                "partition": w.partition,
                "offset": w.offset,
                "timestamp": _iso(w.timestamp_ms),
                "timestampType": 0,
            }
            out.write(json.dumps(document) + "\n")
            count += 1
    return count


def _iso(ms: int, timespec: str = "milliseconds") -> str:
    """ISO-8601 in UTC, as Spark writes timestamps to JSON."""
    moment = datetime.fromtimestamp(ms / 1000, tz=UTC)
    return moment.isoformat(timespec=timespec).replace("+00:00", "Z")


def write_end_offsets(snapshots: Iterable[EndOffsetSnapshot], path: Path) -> int:
    """End offsets as ``kgroup-proto lag --end-offsets`` reads them: one JSON object a line."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        for s in snapshots:
            document = {
                "topic": s.topic,
                "partition": s.partition,
                "offset": s.offset,
                "time": _iso(s.time, "seconds" if s.time % 1000 == 0 else "milliseconds"),
            }
            out.write(json.dumps(document) + "\n")
            count += 1
    return count


def end_offsets_beside(path: Path) -> Path:
    """Where a sample file's end offsets are: ``NAME-end-offsets.jsonl`` beside ``NAME.*``."""
    return path.with_name(path.stem + END_OFFSETS_SUFFIX)


def main(argv: list[str] | None = None) -> int:
    """``python -m kgroup_proto.pipelines.sample_files DIR``: write the shipped sample files."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("directory", type=Path)
    parser.add_argument("--commit-rounds", type=int, default=24)
    args = parser.parse_args(argv)
    args.directory.mkdir(parents=True, exist_ok=True)
    records = list(scenario(commit_rounds=args.commit_rounds))
    write_parquet(records, args.directory / "offsets-sample.parquet")
    write_json_lines(records, args.directory / "offsets-sample.jsonl")
    ends = write_end_offsets(
        end_offset_snapshots(records), end_offsets_beside(args.directory / "offsets-sample.jsonl")
    )
    print(f"wrote {len(records)} records and {ends} end offsets to {args.directory}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
