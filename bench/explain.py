"""``python -m bench.explain``: what a rejected input costs next to a good one of the same size.

A decode that fails runs the generated decoder until it gives up, then the checked path walks
the input again to name the field and byte at fault (``kgroup_proto.runtime.checked``). Here
each shape is built at about 10 KB, 100 KB, 1 MB and 10 MB, once valid and once damaged, and
timed side by side (all points interleaved, ``bench.timing``): ``valid`` is a successful
decode; ``explain`` the checked path's walk alone (``explain_decode``); ``rejected`` everything
a caller of ``decode`` pays for the damaged bytes until the ``DecodeError`` arrives, which is
the generated decoder's failed attempt plus the walk. Then the peak memory of each under
tracemalloc (``bench.memory``).

Shapes (each damage is where it costs the explanation most):

- ``cut``: OffsetCommitRequest v8, topics of 50 partitions, missing its last byte: the whole
  message reads fine until the top level's tagged-field section.
- ``deep``: OffsetCommitRequest v8, one topic holding every partition, the last partition's
  metadata invalid UTF-8: the fault sits two levels down in the one element as big as the
  message, so each level on the way is read once more.
- ``ints``: ConsumerGroupHeartbeatResponse v0, one topic holding every partition index (an
  int32 array), cut a quarter before its end: fixed-width arrays.

The verdict compares explain over valid, in time and in peak memory, at each point, against
``LIMIT``; rejected over valid is shown beside it. A busy machine inflates both sides alike;
``--clock cpu`` reports CPU time instead.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from bench import cases, memory, timing
from kgroup_proto.messages.consumer_group_heartbeat_response import (
    Assignment,
    ConsumerGroupHeartbeatResponse,
    TopicPartitions,
)
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.runtime import DecodeError, Struct
from kgroup_proto.runtime.checked import explain_decode

SIZES = (10_000, 100_000, 1_000_000, 10_000_000)
QUICK_SIZES = SIZES[:3]
#: Explain over valid, in time and in peak memory, that the verdict accepts.
LIMIT = 3.0
DEFAULT_JSON = Path(__file__).parent / "results" / "explain.json"

Shape = Callable[[int], tuple[type[Struct], int, bytes, bytes]]


def _cut(size: int) -> tuple[type[Struct], int, bytes, bytes]:
    rng = random.Random(f"{cases.SEED}-explain-cut")
    per_topic = len(cases.offset_commit_request(rng, topics=10, partitions=50).encode(8)) / 10
    obj = cases.offset_commit_request(rng, topics=max(1, round(size / per_topic)), partitions=50)
    data = obj.encode(8)
    return OffsetCommitRequest, 8, data, data[:-1]


def _deep(size: int) -> tuple[type[Struct], int, bytes, bytes]:
    rng = random.Random(f"{cases.SEED}-explain-deep")
    per_partition = len(cases.offset_commit_request(rng, topics=1, partitions=100).encode(8)) / 100
    obj = cases.offset_commit_request(rng, topics=1, partitions=max(1, round(size / per_partition)))
    obj.topics[0].partitions[-1].committed_metadata = "x"
    data = obj.encode(8)
    # The body ends: "x", the partition's, the topic's and the message's empty tag sections.
    at = len(data) - 4
    assert data[at : at + 1] == b"x"
    return OffsetCommitRequest, 8, data, data[:at] + b"\xff" + data[at + 1 :]


def _ints(size: int) -> tuple[type[Struct], int, bytes, bytes]:
    obj = ConsumerGroupHeartbeatResponse(
        member_id="Wb6RkX3hQy2vNcEo1pLt8A",
        member_epoch=57,
        heartbeat_interval_ms=5000,
        assignment=Assignment(
            topic_partitions=[TopicPartitions(partitions=list(range(max(1, size // 4))))]
        ),
    )
    data = obj.encode(0)
    return ConsumerGroupHeartbeatResponse, 0, data, data[: len(data) * 3 // 4]


SHAPES: dict[str, Shape] = {"cut": _cut, "deep": _deep, "ints": _ints}


def rejected(cls: type[Struct], data: bytes, version: int) -> DecodeError:
    """Decode bytes that must fail; the error (the explanation) is the result."""
    try:
        cls.decode(data, version)
    except DecodeError as exc:
        return exc
    raise AssertionError(f"{cls.__name__} v{version} accepted damaged bytes")


def run(quick: bool, clock: timing.Clock) -> dict[str, Any]:
    sizes = QUICK_SIZES if quick else SIZES
    settings = replace(timing.QUICK if quick else timing.FULL, clock=clock)
    calls: dict[tuple[str, int, str], timing.Call] = {}
    inputs: dict[tuple[str, int], tuple[type[Struct], int, bytes, bytes]] = {}
    report: dict[str, Any] = {"clock": clock, "limit": LIMIT, "shapes": {}}
    for shape, build in SHAPES.items():
        for size in sizes:
            cls, version, good, bad = inputs[shape, size] = build(size)
            error = rejected(cls, bad, version)  # and the good bytes decode
            cls.decode(good, version)
            report["shapes"].setdefault(shape, {})[size] = {"bytes": len(good), "error": str(error)}
            calls[shape, size, "valid"] = (cls.decode, (good, version))
            calls[shape, size, "explain"] = (explain_decode, (cls, bad, version, 0))
            calls[shape, size, "rejected"] = (rejected, (cls, bad, version))
    timed = timing.interleaved(calls, settings)
    report["cpu_share"] = timed.cpu_share
    for (shape, size), (cls, version, good, bad) in inputs.items():
        point = report["shapes"][shape][size]
        ns = {kind: timed.ns[shape, size, kind] for kind in ("valid", "explain", "rejected")}
        peak = {
            "valid": memory.footprint(partial(cls.decode, good, version))[0].peak,
            "explain": memory.footprint(partial(explain_decode, cls, bad, version, 0))[0].peak,
            "rejected": memory.footprint(partial(rejected, cls, bad, version))[0].peak,
        }
        for kind in ns:
            point[f"{kind}_ms"] = ns[kind] / 1e6
            point[f"{kind}_peak_bytes"] = peak[kind]
        point["explain_time_ratio"] = ns["explain"] / ns["valid"]
        point["explain_memory_ratio"] = peak["explain"] / peak["valid"]
        point["rejected_time_ratio"] = ns["rejected"] / ns["valid"]
        point["rejected_memory_ratio"] = peak["rejected"] / peak["valid"]
        point["met"] = (
            point["explain_time_ratio"] <= LIMIT and point["explain_memory_ratio"] <= LIMIT
        )
    return report


def table(report: dict[str, Any]) -> str:
    head = (
        f"{'shape':<6} {'bytes':>11} | {'valid':>9} {'explain':>9} {'x':>5} {'rejected':>9} "
        f"{'x':>5} | {'valid':>9} {'explain':>9} {'x':>5} {'rejected':>9} {'x':>5}"
    )
    lines = [
        f"{'':<18} | {'time, ms':<41} | {'peak memory, MB':<41}",
        head,
        "-" * len(head),
    ]
    for shape, points in report["shapes"].items():
        for p in points.values():
            lines.append(
                f"{shape:<6} {p['bytes']:>11,} | {p['valid_ms']:>9.2f} {p['explain_ms']:>9.2f} "
                f"{p['explain_time_ratio']:>5.2f} {p['rejected_ms']:>9.2f} "
                f"{p['rejected_time_ratio']:>5.2f} | {_mb(p['valid_peak_bytes']):>9} "
                f"{_mb(p['explain_peak_bytes']):>9} {p['explain_memory_ratio']:>5.2f} "
                f"{_mb(p['rejected_peak_bytes']):>9} {p['rejected_memory_ratio']:>5.2f}"
            )
    share = report["cpu_share"]
    if share < timing.BUSY and report["clock"] == "wall":
        lines.append(f"BUSY MACHINE: cpu share {share:.2f}; wall times inflated")
    missed = [
        f"{shape} {point['bytes']:,} B"
        for shape, points in report["shapes"].items()
        for point in points.values()
        if not point["met"]
    ]
    limit = report["limit"]
    lines.append(
        f"explain within {limit}x of valid (time and peak memory) at every point: "
        + ("YES" if not missed else f"NO ({', '.join(missed)})")
    )
    return "\n".join(lines)


def _mb(size: int) -> str:
    return f"{size / 1e6:.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.explain", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="short loops, sizes up to 1 MB")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help="where to write results")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args(argv)
    report = run(args.quick, args.clock)
    print(table(report))
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0 if all(p["met"] for s in report["shapes"].values() for p in s.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
