"""Item 3: time per byte from 10 KB to 10 MB, and peak memory while decoding 10 MB.

Two shapes, both OffsetCommitRequest v9 (case b's) grown by adding topics of 50 partitions:
plain, and with an unknown tagged field on every topic and partition (the path that keeps
tagged fields of nested structs). A codec that is linear shows flat ns/byte; the issue's bar is a
largest/smallest ratio of at most 1.3. kgroup-proto is also timed with the collector off, to
show GC's share (a decode allocates objects that survive, so CPython's collector runs during
it, and more often relative to the work as the message grows). kafka-python is measured beside
it on the plain shape (and decode only on the tagged one: it keeps unknown tags when decoding
but drops them when encoding, so it cannot produce those bytes). A size whose loop would run over
the time cap, extrapolated from the growth seen so far, is skipped and reported as skipped.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from typing import Any

from bench import cases, memory, timing
from bench.cases import SEED, Case
from bench.peers import kafka_python, kgroup

SIZES = (10_000, 100_000, 1_000_000, 10_000_000)
QUICK_SIZES = (10_000, 100_000, 1_000_000)
CAP_S = 20.0
LIMIT = 1.3
PEAK_LIMIT = 3.0
PARTITIONS = 50
SCALING = timing.Settings(loop_ns=500_000_000, repeats=5)
QUICK_SCALING = timing.Settings(loop_ns=20_000_000, repeats=2)


@dataclass
class Series:
    """One library and operation over the sizes: ns/byte per size, or why a size was skipped."""

    ns_per_byte: dict[int, float]
    skipped: dict[int, str]

    def ratio(self) -> float | None:
        """ns/byte at the largest size measured over the smallest, if two sizes were measured."""
        if len(self.ns_per_byte) < 2:
            return None
        sizes = sorted(self.ns_per_byte)
        return self.ns_per_byte[sizes[-1]] / self.ns_per_byte[sizes[0]]


def _case(target: int, tags: bool) -> Case:
    """An OffsetCommitRequest of about ``target`` bytes."""
    rng = random.Random(f"{SEED}-scaling")
    probe = cases.offset_commit_request(rng, topics=10, partitions=PARTITIONS, tags=tags)
    per_topic = len(probe.encode(9)) / 10
    topics = max(1, round(target / per_topic))
    obj = cases.offset_commit_request(rng, topics=topics, partitions=PARTITIONS, tags=tags)
    return Case("scaling", f"{target} B", "OffsetCommitRequest", 9, obj, topics * PARTITIONS)


def _estimate_s(series: Series, size: int, settings: timing.Settings) -> float:
    """Seconds to measure ``size``, extrapolated with the growth exponent seen so far."""
    measured = sorted(series.ns_per_byte)
    if not measured:
        return 0.0
    last = measured[-1]
    per_call = series.ns_per_byte[last] * last
    exponent = 1.0
    if len(measured) >= 2:
        prev = measured[-2]
        exponent = math.log(per_call / (series.ns_per_byte[prev] * prev)) / math.log(last / prev)
    estimate: float = per_call * (size / last) ** max(exponent, 1.0)
    # a calibration loop plus the repeats, each at least one call or one loop's target time
    return max(estimate, settings.loop_ns) * (1 + settings.repeats) / 1e9


def run(quick: bool, clock: timing.Clock = "wall") -> dict[str, Any]:
    """Scaling series for both shapes, plus the peak-memory check at the largest size."""
    sizes = QUICK_SIZES if quick else SIZES
    settings = replace(QUICK_SCALING if quick else SCALING, clock=clock)
    report: dict[str, Any] = {"sizes": list(sizes), "limit": LIMIT, "cap_s": CAP_S, "clock": clock}
    for shape, tags in (("plain", False), ("nested_tags", True)):
        series: dict[str, Series] = {}
        actual: dict[int, int] = {}
        shares: list[float] = []
        for size in sizes:
            case = _case(size, tags)
            ours = kgroup.prepare(case)
            actual[size] = len(ours.data)
            calls: dict[str, timing.Call] = {
                "kgroup-proto decode": (ours.decode_fn, ours.decode_args),
                "kgroup-proto encode": (ours.encode_fn, ours.encode_args),
                "kgroup-proto decode (gc off)": (
                    timing.without_gc,
                    (ours.decode_fn, *ours.decode_args),
                ),
                "kgroup-proto encode (gc off)": (
                    timing.without_gc,
                    (ours.encode_fn, *ours.encode_args),
                ),
            }
            theirs = kafka_python.message_class(case.name, case.version)
            calls["kafka-python decode"] = (theirs.decode, (ours.data, case.version))
            if not tags or size == sizes[0]:
                peer = kafka_python.prepare(case)
                assert peer is not None and ours.normal is not None and peer.normal is not None
                if size == sizes[0]:  # it reads the same values (byte identity: just below)
                    assert peer.normal(peer.decode(ours.data)) == ours.normal(case.obj), shape
                if not tags:
                    assert peer.data == ours.data, "kafka-python's bytes differ in this shape"
                    calls["kafka-python encode"] = (peer.encode_fn, peer.encode_args)
                del peer
            for name in list(calls):
                found = series.setdefault(name, Series({}, {}))
                estimate = _estimate_s(found, size, settings)
                if estimate > CAP_S:
                    found.skipped[size] = f"skipped: estimated {estimate:.0f} s > {CAP_S:.0f} s"
                    del calls[name]
            timed = timing.interleaved(calls, settings)
            shares.append(timed.cpu_share)
            for name, ns in timed.ns.items():
                series[name].ns_per_byte[size] = ns / len(ours.data)
            if size == sizes[-1]:
                report.setdefault("peak_memory", {})[shape] = _peak(case, ours.data)
            del case, ours, calls
        report[shape] = {
            "bytes": actual,
            "cpu_share": min(shares),
            "series": {
                name: {
                    "ns_per_byte": s.ns_per_byte,
                    "skipped": s.skipped,
                    "ratio_largest_smallest": (ratio := s.ratio()),
                    "flat": None if ratio is None else ratio <= LIMIT,
                }
                for name, s in series.items()
            },
        }
    return report


def _peak(case: Case, data: bytes) -> dict[str, Any]:
    """Retained and peak bytes while kgroup-proto decodes the largest message.

    Only kgroup-proto: under tracemalloc a 10 MB decode takes 5-10 s per library, and the peers'
    footprints are compared on case b (bench.memory).
    """
    cls = type(case.obj)
    found, result = memory.footprint(lambda: cls.decode(data, case.version))
    del result
    return {
        "bytes": len(data),
        "kgroup-proto": {
            "retained_bytes": found.retained,
            "peak_bytes": found.peak,
            "peak_over_retained": found.peak_ratio,
        },
        "limit": PEAK_LIMIT,
        "met": found.peak_ratio <= PEAK_LIMIT,
    }
