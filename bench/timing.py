"""Timing: tight loops over a library call, sized to a target duration, repeated, median taken.

The loop calls the library's own function with its own arguments (no lambda in between), so the
harness adds only a ``for`` step to each call. GC stays enabled, as in real use. A timing
session starts with ``gc.collect()`` and ``gc.freeze()``, which hide the objects that already
exist (the harness's, every library's case objects) from the collector, so a collection
triggered by the measured calls costs what the calls themselves allocated, not what the harness
happens to hold. Before every loop, ``gc.collect()`` keeps one library's garbage from being
collected on another's clock; with the case objects frozen it only looks at that garbage.

Each loop reads two clocks: wall time (``perf_counter_ns``, what is reported by default) and
this process's CPU time (``process_time_ns``). Their ratio, the CPU share, tells whether the
machine was busy: well below 1, other processes took the CPU and wall times are inflated;
``--clock cpu`` then gives numbers that suffer less from it. ``getrusage`` adds the kernel's
share of that CPU time and the minor page faults: a call that builds more objects than the
process's freed memory can hold gets fresh pages from the kernel, which is paid per page.
"""

from __future__ import annotations

import gc
import resource
import statistics
import time
from collections.abc import Callable, Hashable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import repeat
from operator import attrgetter
from typing import Any, Generic, Literal, TypeVar

Call = tuple[Callable[..., Any], tuple[Any, ...]]
Clock = Literal["wall", "cpu"]
K = TypeVar("K", bound=Hashable)
#: Below this CPU share a run is reported as disturbed by other load.
BUSY = 0.9


@dataclass(frozen=True)
class Settings:
    """How long each timed loop runs, how many times it is repeated, which clock is reported."""

    loop_ns: int
    repeats: int
    clock: Clock = "wall"


FULL = Settings(loop_ns=200_000_000, repeats=5)
QUICK = Settings(loop_ns=20_000_000, repeats=3)


@dataclass(frozen=True)
class Result(Generic[K]):
    """Per call, for each named call: the median time on the chosen clock, the median kernel time
    and page faults; and the CPU share over all the loops."""

    ns: dict[K, float]
    kernel_ns: dict[K, float]
    faults: dict[K, float]
    cpu_share: float


@dataclass(frozen=True)
class Sample:
    """One loop: wall and process CPU nanoseconds, the kernel's part of that CPU time (mostly
    page faults when a call allocates memory the process has not touched yet), and the number
    of minor page faults. ``wall`` and ``cpu`` are named after the clocks (``Clock``) they hold."""

    wall: int
    cpu: int
    kernel: int
    faults: int


def run(call: Call, n: int) -> Sample:
    """Clocks and page faults for ``n`` calls of ``call``."""
    gc.collect()
    before = resource.getrusage(resource.RUSAGE_SELF)
    cpu = time.process_time_ns()
    wall = _loop(call, n)
    cpu = time.process_time_ns() - cpu
    after = resource.getrusage(resource.RUSAGE_SELF)
    kernel = round((after.ru_stime - before.ru_stime) * 1e9)
    return Sample(wall, cpu, kernel, after.ru_minflt - before.ru_minflt)


@contextmanager
def session() -> Iterator[None]:
    """Freeze what exists now for the duration of a series of loops (see the module doc)."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _loop(call: Call, n: int) -> int:
    """Wall nanoseconds for ``n`` calls; the arity-specific loops keep argument unpacking out."""
    fn, args = call
    if len(args) == 0:
        start = time.perf_counter_ns()
        for _ in repeat(None, n):
            fn()
    elif len(args) == 1:
        (a,) = args
        start = time.perf_counter_ns()
        for _ in repeat(None, n):
            fn(a)
    elif len(args) == 2:
        a, b = args
        start = time.perf_counter_ns()
        for _ in repeat(None, n):
            fn(a, b)
    else:
        start = time.perf_counter_ns()
        for _ in repeat(None, n):
            fn(*args)
    return time.perf_counter_ns() - start


def calibrate(call: Call, loop_ns: int) -> tuple[int, float]:
    """Calls per loop so that one loop takes about ``loop_ns`` (at least one call), and the
    wall nanoseconds per call seen while finding it."""
    n = 1
    while True:
        elapsed = max(run(call, n).wall, 1)
        if elapsed >= loop_ns // 10 or n >= 1 << 24:
            return max(1, round(n * loop_ns / elapsed)), elapsed / n
        n *= 8 if elapsed < loop_ns // 100 else 2


def interleaved(
    calls: Mapping[K, Call], settings: Settings, loops: Mapping[K, int] | None = None
) -> Result[K]:
    """Median time per call for each named call, repeats interleaved across all of them.

    Interleaving spreads slow drifts of the machine (frequency, other load) over every call
    instead of charging them to whichever ran last. ``loops`` gives calls per loop where they
    were calibrated already; the others are calibrated here.
    """
    with session():
        sizes = {
            name: loops[name] if loops and name in loops else calibrate(call, settings.loop_ns)[0]
            for name, call in calls.items()
        }
        samples: dict[K, list[Sample]] = {name: [] for name in calls}
        for _ in range(settings.repeats):
            for name, call in calls.items():
                samples[name].append(run(call, sizes[name]))
    walls = sum(one.wall for found in samples.values() for one in found)
    cpus = sum(one.cpu for found in samples.values() for one in found)
    clock = attrgetter(settings.clock)

    def median(name: K, value: Callable[[Sample], int]) -> float:
        return statistics.median(value(one) for one in samples[name]) / sizes[name]

    return Result(
        ns={name: median(name, clock) for name in calls},
        kernel_ns={name: median(name, attrgetter("kernel")) for name in calls},
        faults={name: median(name, attrgetter("faults")) for name in calls},
        cpu_share=cpus / walls if walls else 1.0,
    )
