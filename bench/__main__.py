"""``python -m bench``: check, then time, every library on every case; print and save results.

Order: build each case once, convert it for every library, check that all agree (stop on any
disagreement), time decode and encode interleaved, then the scaling series and the memory
report. The JSON goes to bench/results/latest.json unless --json says otherwise.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from bench import cases, checks, memory, report, scaling, timing
from bench.cases import Case
from bench.peers import Prepared, adapters

DEFAULT_JSON = Path(__file__).parent / "results" / "latest.json"


def _machine() -> dict[str, Any]:
    """Where and on what the numbers were measured."""
    versions: dict[str, str | None] = {}
    for dist in ("kafka-python", "kio", "aiokafka", "attrs"):
        try:
            versions[dist] = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            versions[dist] = None
    root = Path(__file__).resolve().parent.parent
    try:
        commit = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--", "src"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        commit += "+dirty" if dirty else ""
    except (OSError, subprocess.CalledProcessError):
        commit = None
    return {
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "processor": platform.processor() or None,
        "cpus": os.cpu_count(),
        "load_average_at_start": os.getloadavg(),
        "kgroup_proto_commit": commit,
        "libraries": versions,
    }


def _prepare(case: Case) -> tuple[dict[str, Prepared], dict[str, dict[str, Any]]]:
    """Every library's form of ``case``, checked against ours; rows for those that lack it."""
    found: dict[str, Prepared] = {}
    missing: dict[str, dict[str, Any]] = {}
    for adapter in adapters():
        prepared = adapter.prepare(case)
        if prepared is None:
            reason = f"no {case.name} v{case.version} or older"
            missing[adapter.LIBRARY] = {"available": False, "reason": reason}
        else:
            found[prepared.label] = prepared
    ours = found[report.OURS]
    for prepared in found.values():
        if prepared is not ours:
            checks.verify(case, ours, prepared)
    return found, missing


def run_case(
    case: Case,
    found: dict[str, Prepared],
    missing: dict[str, dict[str, Any]],
    settings: timing.Settings,
) -> dict[str, Any]:
    """Decode and encode medians for every library on ``case``, with the derived numbers."""
    calls: dict[str, timing.Call] = {}
    for label, p in found.items():
        calls[f"{label}\0decode"] = (p.decode_fn, p.decode_args)
        calls[f"{label}\0encode"] = (p.encode_fn, p.encode_args)
    timed = timing.interleaved(calls, settings)
    medians = timed.ns
    rows: dict[str, dict[str, Any]] = {}
    for label, p in found.items():
        dec, enc = medians[f"{label}\0decode"], medians[f"{label}\0encode"]
        rows[label] = {
            "library": p.library,
            "version": p.version,
            "exact": p.exact,
            **report.row(len(p.data), dec, enc, rows.get(report.OURS)),
        }
    rows.update(missing)
    return {
        "title": case.title,
        "message": case.name,
        "version": case.version,
        "bytes": len(found[report.OURS].data),
        "clock": settings.clock,
        "cpu_share": timed.cpu_share,
        "libraries": rows,
        "targets": report.targets(rows),
    }


def per_partition(case: Case) -> dict[str, Any]:
    """Item 4: bytes each library's decoded case-b message holds per partition entry."""
    found, _ = _prepare(case)
    out = {}
    for label, p in found.items():
        footprint, decoded = memory.footprint(partial(p.decode, p.data))
        assert p.first_partition is not None
        partition = p.first_partition(decoded)
        out[label] = {
            "retained_bytes": footprint.retained,
            "partitions": case.partitions,
            "bytes_per_partition": footprint.retained / case.partitions,
            "partition_type": type(partition).__name__,
            "slots": memory.uses_slots(partition),
        }
        del decoded
    return out


def main(argv: list[str] | None = None) -> int:
    """Parse options, run everything, print the tables, write the JSON."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="short loops: a smoke run")
    parser.add_argument("--cases", default=",".join(cases.BUILDERS), help="e.g. a,b (default all)")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help="where to write results")
    parser.add_argument("--no-scaling", action="store_true", help="skip the scaling series")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="report wall time (default) or this process's CPU time (on a busy machine)",
    )
    args = parser.parse_args(argv)
    keys = [key.strip() for key in args.cases.split(",") if key.strip()]
    unknown = sorted(set(keys) - set(cases.BUILDERS))
    if unknown:
        parser.error(f"unknown cases {unknown}; choose from {','.join(cases.BUILDERS)}")
    settings = replace(timing.QUICK if args.quick else timing.FULL, clock=args.clock)
    started = time.perf_counter()

    mode = "quick" if args.quick else "full"
    results: dict[str, Any] = {"machine": _machine(), "mode": mode, "clock": args.clock}
    try:
        built = cases.build(keys)
        prepared = [_prepare(case) for case in built]  # all checks pass before any timing
        results["cases"] = {}
        for case, (found, missing) in zip(built, prepared, strict=True):
            results["cases"][case.key] = run_case(case, found, missing, settings)
            print(report.case_table(case.key, results["cases"][case.key]), end="\n\n", flush=True)
        (case_b,) = cases.build(["b"])
        results["memory"] = {"per_partition": per_partition(case_b)}
    except checks.CheckFailed as failure:
        print(f"CHECK FAILED, nothing timed is valid: {failure}", file=sys.stderr)
        return 2
    results["targets"] = {key: case["targets"] for key, case in results["cases"].items()}
    print(report.targets_table(results["cases"], quick=args.quick), end="\n\n")
    if not args.no_scaling:
        results["scaling"] = scaling.run(args.quick, args.clock)
        results["memory"]["peak_decode"] = results["scaling"].pop("peak_memory")
        print(report.scaling_table(results["scaling"]), end="\n\n")
    else:
        results["memory"]["peak_decode"] = {}
    print(report.memory_table(results["memory"]))
    print(f"\n{report.verdict_note(results)}")
    results["runtime_s"] = time.perf_counter() - started
    results["machine"]["load_average_at_end"] = os.getloadavg()
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=2, default=str) + "\n")
    print(f"\nran in {results['runtime_s']:.0f} s; results in {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
