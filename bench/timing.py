"""Timing: tight loops over a library call, sized to a target duration, repeated, median taken.

The loop calls the library's own function with its own arguments (no lambda in between), so the
harness adds only a ``for`` step to each call. GC stays enabled, as in real use. Before every
loop, ``gc.collect()`` keeps one library's garbage from being collected on another's clock, and
``gc.freeze()`` hides the objects that already exist (the harness's, every library's case
objects) from the collector, so a collection triggered by the measured calls costs what the
calls themselves allocated, not what the harness happens to hold.

Each loop reads two clocks: wall time (``perf_counter_ns``, what is reported by default) and
this process's CPU time (``process_time_ns``). Their ratio, the CPU share, tells whether the
machine was busy: well below 1, other processes took the CPU and wall times are inflated;
``--clock cpu`` then gives numbers that suffer less from it.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from itertools import repeat
from typing import Any, Literal

Call = tuple[Callable[..., Any], tuple[Any, ...]]
Clock = Literal["wall", "cpu"]
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
class Result:
    """Median ns per call for each named call, and the CPU share over all the loops."""

    ns: dict[str, float]
    cpu_share: float


def run(call: Call, n: int) -> tuple[int, int]:
    """Wall and CPU nanoseconds for ``n`` calls of ``call``."""
    gc.collect()
    gc.freeze()
    try:
        cpu = time.process_time_ns()
        wall = _loop(call, n)
        cpu = time.process_time_ns() - cpu
    finally:
        gc.unfreeze()
    return wall, cpu


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


def calibrate(call: Call, loop_ns: int) -> int:
    """Calls per loop so that one loop takes about ``loop_ns`` (at least one call)."""
    n = 1
    while True:
        elapsed = max(run(call, n)[0], 1)
        if elapsed >= loop_ns // 10 or n >= 1 << 24:
            return max(1, round(n * loop_ns / elapsed))
        n *= 8 if elapsed < loop_ns // 100 else 2


def without_gc(fn: Callable[..., Any], *args: Any) -> Any:
    """Call ``fn(*args)`` with the collector off: shows how much of a time is GC's."""
    gc.disable()
    try:
        return fn(*args)
    finally:
        gc.enable()


def interleaved(calls: dict[str, Call], settings: Settings) -> Result:
    """Median time per call for each named call, repeats interleaved across all of them.

    Interleaving spreads slow drifts of the machine (frequency, other load) over every library
    instead of charging them to whichever ran last.
    """
    sizes = {name: calibrate(call, settings.loop_ns) for name, call in calls.items()}
    samples: dict[str, list[float]] = {name: [] for name in calls}
    walls = cpus = 0
    for _ in range(settings.repeats):
        for name, call in calls.items():
            wall, cpu = run(call, sizes[name])
            walls, cpus = walls + wall, cpus + cpu
            samples[name].append((wall if settings.clock == "wall" else cpu) / sizes[name])
    medians = {name: statistics.median(values) for name, values in samples.items()}
    return Result(medians, cpus / walls if walls else 1.0)
