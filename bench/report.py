"""Turning medians into the numbers the targets are judged by: a printed table, JSON fields.

Ratios are peer time over kgroup-proto time, so above 1 means kgroup-proto is faster. MB/s is
10**6 bytes per second of each library's own message (the same bytes for every library at the
case's version; aiokafka's older version is a little smaller or larger).
"""

from __future__ import annotations

from typing import Any

from bench.timing import BUSY

#: The speed targets: (operation, peer, minimum ratio).
TARGETS = (("encode", "kafka-python", 4.0), ("encode", "kio", 6.0), ("decode", "kafka-python", 1.4))
OURS = "kgroup-proto"


def row(
    size: int, decode_ns: float, encode_ns: float, ours: dict[str, Any] | None
) -> dict[str, Any]:
    """One library's numbers for a case; ``ours`` is kgroup-proto's row (None for its own)."""
    out: dict[str, Any] = {"bytes": size}
    for op, ns in (("decode", decode_ns), ("encode", encode_ns)):
        out[f"{op}_us"] = ns / 1000
        out[f"{op}_msgs_per_s"] = 1e9 / ns
        out[f"{op}_mb_per_s"] = size / ns * 1000
        out[f"{op}_ratio"] = None if ours is None else ns / 1000 / ours[f"{op}_us"]
    return out


def targets(libraries: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Whether a case meets each target; None where the peer lacks the message."""
    out: dict[str, Any] = {}
    for op, peer, minimum in TARGETS:
        found = next(
            (r for r in libraries.values() if r.get("library") == peer and r.get("exact")), None
        )
        ratio = None if found is None else found[f"{op}_ratio"]
        out[f"{op} vs {peer} >= {minimum}x"] = {
            "ratio": ratio,
            "met": None if ratio is None else ratio >= minimum,
        }
    return out


#: How a --quick run's verdicts are to be read.
INFORMATIONAL = "informational in a --quick run"


def missed(results: dict[str, Any]) -> list[str]:
    """Every verdict of a run that came out NO: speed targets, flat scaling, peak memory."""
    out = [
        f"case {key}: {name}"
        for key, case in results.get("cases", {}).items()
        for name, found in case["targets"].items()
        if found["met"] is False
    ]
    scaling = results.get("scaling", {})
    for shape in ("plain", "nested_tags"):
        for name, series in scaling.get(shape, {}).get("series", {}).items():
            if series["flat"] is False:
                out.append(f"scaling {shape}: {name} not flat")
    for shape, peak in results.get("memory", {}).get("peak_decode", {}).items():
        if not peak["met"]:
            out.append(f"memory: peak decoding the largest {shape} message")
    return out


def verdict_note(results: dict[str, Any]) -> str:
    """What the NOs above mean, so that a passing run never shows one unexplained."""
    misses = missed(results)
    if not misses:
        return "every target met in this run"
    lines = [
        f"NO above: {len(misses)} verdicts came out no in this run ({'; '.join(misses)}).",
        "Timings never change the exit status: only libraries that disagree on bytes or values "
        "do (exit status 2, before anything is timed).",
    ]
    if results.get("mode") == "quick":
        lines.append(
            "This was a --quick run: too few loops to judge a target, so its verdicts are "
            "informational; the README's numbers come from full runs (python -m bench) on an "
            "idle machine."
        )
    else:
        lines.append(
            "On a busy machine, wall times of every library suffer unevenly: see the BUSY "
            "MACHINE warnings above, and try --clock cpu."
        )
    return "\n".join(lines)


def _num(value: float | None, digits: int = 1) -> str:
    if value is None:
        return "-"
    return f"{value:,.{digits}f}"


def case_table(key: str, case: dict[str, Any]) -> str:
    """The per-case table: one line per library, n/a where it lacks the message."""
    head = (
        f"{'library':<15}{'dec us':>10}{'enc us':>10}{'dec msg/s':>12}{'enc msg/s':>12}"
        f"{'dec MB/s':>10}{'enc MB/s':>10}{'dec ratio':>11}{'enc ratio':>11}"
    )
    clock = " [cpu clock]" if case["clock"] == "cpu" else ""
    busy = _busy(case["cpu_share"], case["clock"])
    title = f"({key}) {case['title']}: {case['bytes']:,} B{clock}{busy}"
    lines = [title, head, "-" * len(head)]
    for label, r in case["libraries"].items():
        if not r.get("available", True):
            lines.append(f"{label:<15}{'n/a':>10}{'n/a':>10}   ({r['reason']})")
            continue
        ratios = (
            ("", "") if label == OURS else (_ratio(r["decode_ratio"]), _ratio(r["encode_ratio"]))
        )
        lines.append(
            f"{label:<15}{_num(r['decode_us'], 2):>10}{_num(r['encode_us'], 2):>10}"
            f"{_num(r['decode_msgs_per_s'], 0):>12}{_num(r['encode_msgs_per_s'], 0):>12}"
            f"{_num(r['decode_mb_per_s']):>10}{_num(r['encode_mb_per_s']):>10}"
            f"{ratios[0]:>11}{ratios[1]:>11}"
        )
    return "\n".join(lines)


def _busy(share: float, clock: str) -> str:
    """A warning when other processes took the CPU during the loops."""
    if share >= BUSY:
        return ""
    advice = "cpu clock in use" if clock == "cpu" else "wall times inflated; try --clock cpu"
    return f"   [BUSY MACHINE: cpu share {share:.2f}; {advice}]"


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}x"


def targets_table(cases: dict[str, dict[str, Any]], quick: bool = False) -> str:
    """Per case, each target's ratio and whether it is met."""
    names = [f"{op} vs {peer} >= {minimum}x" for op, peer, minimum in TARGETS]
    informational = f"; {INFORMATIONAL}" if quick else ""
    lines = [f"targets (peer time / kgroup-proto time; met?{informational})"]
    lines.append("case" + "".join(f"{n:>32}" for n in names))
    for key, case in cases.items():
        cells = []
        for name in names:
            found = case["targets"][name]
            met = {None: "n/a", True: "yes", False: "NO"}[found["met"]]
            cells.append(f"{_ratio(found['ratio'])} {met}")
        lines.append(f"{key:<4}" + "".join(f"{c:>32}" for c in cells))
    return "\n".join(lines)


def scaling_table(scaling: dict[str, Any]) -> str:
    """ns/byte per size for each shape, library and operation, with the largest/smallest ratio,
    and how much of the largest size's time was the kernel's (page faults)."""
    sizes = scaling["sizes"]
    lines = [
        f"scaling: ns/byte by message size, {scaling['clock']} clock "
        f"(flat means ratio <= {scaling['limit']}); kernel: the kernel's ns/byte at the largest "
        "size, mostly page faults; own: the ratio without it",
        f"  one page fault costs {scaling['page_fault_us']:.2f} us on this machine",
    ]
    for shape in ("plain", "nested_tags"):
        found = scaling[shape]
        actual = "  ".join(f"{found['bytes'][s]:,}" for s in sizes)
        busy = _busy(found["cpu_share"], scaling["clock"])
        lines.append(f"  {shape} (OffsetCommitRequest v9; bytes: {actual}){busy}")
        lines.append(
            f"  {'':<30}"
            + "".join(f"{_size(s):>10}" for s in sizes)
            + f"{'ratio':>9}  flat{'kernel':>9}{'own':>7}"
        )
        for name, s in found["series"].items():
            cells = [
                _num(s["ns_per_byte"][size], 2) if size in s["ns_per_byte"] else "skipped"
                for size in sizes
            ]
            flat = {None: "-", True: "yes", False: "NO"}[s["flat"]]
            ratio = _num(s["ratio_largest_smallest"], 2)
            measured = sorted(s["kernel_ns_per_byte"])
            kernel = _num(s["kernel_ns_per_byte"][measured[-1]], 2) if measured else "-"
            own = _num(s["ratio_without_kernel"], 2)
            lines.append(
                f"  {name:<30}"
                + "".join(f"{c:>10}" for c in cells)
                + f"{ratio:>9}  {flat:<4}{kernel:>9}{own:>7}"
            )
            lines.extend(f"    {_size(size)}: {why}" for size, why in s["skipped"].items())
    return "\n".join(lines)


def _size(size: int) -> str:
    for unit, scale in (("MB", 10**6), ("KB", 10**3)):
        if size >= scale:
            return f"{size // scale} {unit}"
    return f"{size} B"


def memory_table(memory: dict[str, Any]) -> str:
    """Bytes per decoded partition (case b) and the peak-memory check on the largest message."""
    lines = ["memory: bytes per decoded partition entry, case b (retained / partitions)"]
    for label, r in memory["per_partition"].items():
        slots = "slots" if r["slots"] else "__dict__"
        lines.append(
            f"  {label:<15}{r['bytes_per_partition']:>8.0f} B   ({r['partition_type']}, {slots})"
        )
    for shape, peak in memory["peak_decode"].items():
        r = peak["kgroup-proto"]
        met = "yes" if peak["met"] else "NO"
        lines.append(
            f"memory: kgroup-proto decoding the largest {shape} message ({peak['bytes']:,} B): "
            f"retained {r['retained_bytes'] / 1e6:.1f} MB, peak {r['peak_bytes'] / 1e6:.1f} MB, "
            f"peak/retained {r['peak_over_retained']:.2f} (<= {peak['limit']}: {met})"
        )
    return "\n".join(lines)
