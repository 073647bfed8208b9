"""Item 3: time per byte from 10 KB to 10 MB, and peak memory while decoding 10 MB.

Two shapes, both OffsetCommitRequest v9 (case b's) grown by adding topics of 50 partitions:
plain, and with an unknown tagged field on every topic and partition (the path that keeps
tagged fields of nested structs). A codec that is linear shows flat ns/byte; the target is a
largest/smallest ratio of at most 1.3. kafka-python is measured beside kgroup-proto on the plain
shape, and only decoding on the tagged one: it keeps unknown tags when decoding but drops them
when encoding, so it cannot produce those bytes. kio's compiled reader is measured on the plain
shape (it skips unknown tags, so the tagged shape would ask less of it), with the collector
paused as ours pauses it: it spends under a third of our time per byte, so its growth with size
is mostly what the machine charges for fresh memory. A size whose repeats would run over the
time cap, extrapolated from the growth seen so far, is skipped and reported as skipped.

All sizes of a shape are timed in one interleaved session: each round runs every library at
every size once. The ratio compares sizes, so a slow spell of the machine must not land on one
size only, as it does when each size is measured in its own block.

Each point also records the kernel's time and the page faults. A small decode reuses memory
its predecessor freed; a 10 MB one builds 65-120 MB of objects, more than any freed memory
the process keeps, so every call faults in fresh pages and gives them back when the result is
freed. That cost depends on the machine (3 to 4 microseconds per 4 KB page on the 2-core
development VM; ``page_fault_us`` measures it), so the ratio is also given without it.
"""

from __future__ import annotations

import math
import mmap
import random
import resource
import time
from dataclasses import dataclass, field, replace
from typing import Any

from bench import cases, memory, timing
from bench.cases import SEED, Case
from bench.peers import Prepared, kafka_python, kgroup, kio

SIZES = (10_000, 100_000, 1_000_000, 10_000_000)
QUICK_SIZES = (10_000, 100_000, 1_000_000)
CAP_S = 40.0
LIMIT = 1.3
PEAK_LIMIT = 3.0
PARTITIONS = 50
SCALING = timing.Settings(loop_ns=200_000_000, repeats=15)
QUICK_SCALING = timing.Settings(loop_ns=20_000_000, repeats=2)
#: A compiled reader, the collector paused as ours pauses it: what fresh memory costs per byte.
KIO_DECODE = "kio decode, gc paused"


@dataclass
class Series:
    """One library and operation over the sizes: ns/byte per size, or why a size was skipped."""

    ns_per_byte: dict[int, float] = field(default_factory=dict)
    #: The kernel's part of ns_per_byte: fresh pages handed to a call that allocates beyond what
    #: the process freed before (page faults), and pages given back when the result is freed.
    kernel_ns_per_byte: dict[int, float] = field(default_factory=dict)
    faults_per_mb: dict[int, float] = field(default_factory=dict)
    skipped: dict[int, str] = field(default_factory=dict)
    #: Wall ns per call seen while calibrating each size: what the next size's cost is guessed from.
    calibrated_ns: dict[int, float] = field(default_factory=dict)

    def ratio(self) -> float | None:
        """ns/byte at the largest size measured over the smallest, if two sizes were measured."""
        return _largest_over_smallest(self.ns_per_byte)

    def ratio_without_kernel(self) -> float | None:
        """The same ratio for the time spent outside the kernel: the code's own scaling."""
        return _largest_over_smallest(
            {size: ns - self.kernel_ns_per_byte[size] for size, ns in self.ns_per_byte.items()}
        )

    def estimate_s(self, size: int, settings: timing.Settings) -> float:
        """Seconds to measure ``size``, extrapolated with the growth exponent seen so far."""
        measured = sorted(self.calibrated_ns)
        if not measured:
            return 0.0
        last = measured[-1]
        exponent = 1.0
        if len(measured) >= 2:
            prev = measured[-2]
            growth = self.calibrated_ns[last] / self.calibrated_ns[prev]
            exponent = math.log(growth) / math.log(last / prev)
        estimate = self.calibrated_ns[last] * math.pow(size / last, max(exponent, 1.0))
        # the repeats, each at least one call or one loop's target time
        return max(estimate, settings.loop_ns) * settings.repeats / 1e9


def _largest_over_smallest(per_size: dict[int, float]) -> float | None:
    """The value at the largest size over the value at the smallest; None below two sizes."""
    if len(per_size) < 2:
        return None
    sizes = sorted(per_size)
    return per_size[sizes[-1]] / per_size[sizes[0]]


def _case(target: int, tags: bool) -> Case:
    """An OffsetCommitRequest of about ``target`` bytes."""
    rng = random.Random(f"{SEED}-scaling")
    probe = cases.offset_commit_request(rng, topics=10, partitions=PARTITIONS, tags=tags)
    per_topic = len(probe.encode(9)) / 10
    topics = max(1, round(target / per_topic))
    obj = cases.offset_commit_request(rng, topics=topics, partitions=PARTITIONS, tags=tags)
    return Case("scaling", f"{target} B", "OffsetCommitRequest", 9, obj, topics * PARTITIONS)


def _calls(case: Case, ours: Prepared, tags: bool, first: bool) -> dict[str, timing.Call]:
    """The timed calls at one size: ours, kafka-python's, and on the plain shape kio's reader."""
    calls: dict[str, timing.Call] = {
        "kgroup-proto decode": (ours.decode_fn, ours.decode_args),
        "kgroup-proto encode": (ours.encode_fn, ours.encode_args),
    }
    theirs = kafka_python.message_class(case.name, case.version)
    calls["kafka-python decode"] = (theirs.decode, (ours.data, case.version))
    if not tags or first:
        peer = kafka_python.prepare(case)
        assert peer is not None and ours.normal is not None and peer.normal is not None
        if first:  # it reads the same values (byte identity: just below)
            assert peer.normal(peer.decode(ours.data)) == ours.normal(case.obj)
        if not tags:
            assert peer.data == ours.data, "kafka-python's bytes differ in this shape"
            calls["kafka-python encode"] = (peer.encode_fn, peer.encode_args)
    if not tags:
        if first:  # same bytes and values (kio skips unknown tags, hence the plain shape only)
            compiled = kio.prepare(case)
            assert compiled is not None and compiled.normal is not None and ours.normal is not None
            assert compiled.data == ours.data, "kio's bytes differ in this shape"
            assert compiled.normal(compiled.decode(ours.data)) == ours.normal(case.obj)
        calls[KIO_DECODE] = (kio.read_collector_paused, (kio.reader(case), ours.data, 0))
    return calls


def run(quick: bool, clock: timing.Clock = "wall") -> dict[str, Any]:
    """Scaling series for both shapes, plus the peak-memory check at the largest size."""
    sizes = QUICK_SIZES if quick else SIZES
    settings = replace(QUICK_SCALING if quick else SCALING, clock=clock)
    report: dict[str, Any] = {
        "sizes": list(sizes),
        "limit": LIMIT,
        "cap_s": CAP_S,
        "clock": clock,
        "page_fault_us": page_fault_us(),
    }
    for shape, tags in (("plain", False), ("nested_tags", True)):
        calls: dict[tuple[str, int], timing.Call] = {}
        actual: dict[int, int] = {}
        for size in sizes:
            case = _case(size, tags)
            ours = kgroup.prepare(case)
            actual[size] = len(ours.data)
            for name, call in _calls(case, ours, tags, first=size == sizes[0]).items():
                calls[name, size] = call
            if size == sizes[-1]:
                report.setdefault("peak_memory", {})[shape] = _peak(case, ours.data)
        series, loops = _calibrate(calls, settings)
        timed = timing.interleaved({point: calls[point] for point in loops}, settings, loops)
        for (name, size), ns in timed.ns.items():
            found = series[name]
            found.ns_per_byte[size] = ns / actual[size]
            found.kernel_ns_per_byte[size] = timed.kernel_ns[name, size] / actual[size]
            found.faults_per_mb[size] = timed.faults[name, size] / (actual[size] / 1e6)
        report[shape] = {
            "bytes": actual,
            "cpu_share": timed.cpu_share,
            "series": {
                name: {
                    "ns_per_byte": s.ns_per_byte,
                    "kernel_ns_per_byte": s.kernel_ns_per_byte,
                    "page_faults_per_mb": s.faults_per_mb,
                    "skipped": s.skipped,
                    "ratio_largest_smallest": (ratio := s.ratio()),
                    "flat": None if ratio is None else ratio <= LIMIT,
                    "ratio_without_kernel": s.ratio_without_kernel(),
                }
                for name, s in series.items()
            },
        }
        del calls, timed
    return report


def _calibrate(
    calls: dict[tuple[str, int], timing.Call], settings: timing.Settings
) -> tuple[dict[str, Series], dict[tuple[str, int], int]]:
    """Calls per loop for every point that fits the cap, smallest size first.

    ``calls`` is in size order, so each series' smaller sizes are calibrated before its
    larger ones, and a size whose repeats would take over CAP_S is skipped (and left out of the
    returned loops) before it runs once.
    """
    series: dict[str, Series] = {}
    loops: dict[tuple[str, int], int] = {}
    with timing.session():
        for (name, size), call in calls.items():
            found = series.setdefault(name, Series())
            estimate = found.estimate_s(size, settings)
            if estimate > CAP_S:
                found.skipped[size] = f"skipped: estimated {estimate:.0f} s > {CAP_S:.0f} s"
                continue
            loops[name, size], found.calibrated_ns[size] = timing.calibrate(call, settings.loop_ns)
    return series, loops


def page_fault_us(size: int = 64 << 20) -> float:
    """What one page fault costs this process: microseconds per fault, touching a fresh
    anonymous mapping one byte per page (the fastest of three tries)."""
    page = mmap.PAGESIZE
    best = math.inf
    for _ in range(3):
        with mmap.mmap(-1, size) as fresh:
            faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
            start = time.perf_counter_ns()
            for offset in range(0, size, page):
                fresh[offset] = 1
            elapsed = time.perf_counter_ns() - start
            faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults
        best = min(best, elapsed / max(faults, 1) / 1e3)
    return best


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
