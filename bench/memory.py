"""Memory: what decoded objects hold, and how much more a decode needs while it runs.

tracemalloc counts every allocation made through Python's allocators, which includes objects
built by kio's Rust reader. "Retained" is traced memory after the decode minus before it, with
the result still referenced; "peak" is the highest traced memory during the decode minus the
same baseline. The input bytes exist before the baseline, so neither counts them.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Footprint:
    """Bytes a decode left behind (retained) and the most it had allocated at once (peak)."""

    retained: int
    peak: int

    @property
    def peak_ratio(self) -> float:
        """Peak over retained: 1.0 means the decode needed nothing beyond its result."""
        return self.peak / self.retained if self.retained else float("inf")


def footprint(decode: Callable[[], Any]) -> tuple[Footprint, Any]:
    """Trace one call of ``decode``; returns its footprint and its result (still referenced)."""
    gc.collect()
    started = tracemalloc.is_tracing()
    if not started:
        tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before, _ = tracemalloc.get_traced_memory()
        result = decode()
        current, peak = tracemalloc.get_traced_memory()
    finally:
        if not started:
            tracemalloc.stop()
    return Footprint(retained=current - before, peak=peak - before), result


def uses_slots(obj: Any) -> bool:
    """True if ``obj`` has no per-instance ``__dict__`` (slotted classes, tuples)."""
    return not hasattr(obj, "__dict__")
