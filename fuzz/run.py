"""Coverage-guided fuzzing of the codec with atheris (libFuzzer); see docs/fuzzing.md.

    python -m fuzz.run messages -max_total_time=60       # one target, libFuzzer's flags after it
    python -m fuzz.run --all --seconds 25                 # every target in turn, as tox -e fuzz

A target's corpus grows in ``fuzz-work/corpus/<target>`` (seeded on first use); inputs that
break a promise are written to ``fuzz-work/findings/<target>/`` by libFuzzer (crash-*), and
inputs that take long or much memory for their size are listed in
``fuzz-work/findings/<target>/resources.jsonl``. Copy a finding into
``tests/fuzz_corpus/<target>/`` to keep it as a regression test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

WORK = Path("fuzz-work")
#: Generous bounds per input, reported (never raised): a fixed allowance plus a cost per byte.
TIME_BASE_S, TIME_PER_BYTE_S = 0.25, 0.0005
MEMORY_BASE, MEMORY_PER_BYTE = 4 << 20, 400
#: One input in this many is run under tracemalloc, which slows everything it traces.
MEMORY_SAMPLE = 16


def _measured(
    name: str, check: Callable[[bytes], None], keep_going: bool
) -> Callable[[bytes], None]:
    """``check`` with its time and (on a sample of inputs) its peak memory per input byte
    compared against the bounds above; inputs beyond them are written down as findings.

    With ``keep_going`` a failed check does not stop the run: the input is written to
    ``finding-<sha1>`` and listed in ``findings.jsonl``, at most 5 per kind of failure (its
    exception type and message with the numbers taken out).
    """
    report = WORK / "findings" / name / "resources.jsonl"
    seen: dict[str, int] = {}
    count = 0

    def run(data: bytes) -> None:
        nonlocal count
        count += 1
        traced = count % MEMORY_SAMPLE == 0
        if traced:
            tracemalloc.start()
        started = time.perf_counter()
        try:
            check(data)
        except Exception as exc:
            if not keep_going:
                raise
            kind = re.sub(r"[0-9a-f]{6,}|\d+", "#", f"{type(exc).__name__}: {exc}")[:160]
            seen[kind] = seen.get(kind, 0) + 1
            if seen[kind] <= 5:
                digest = hashlib.sha1(data).hexdigest()
                (report.parent / f"finding-{digest}").write_bytes(data)
                with (report.parent / "findings.jsonl").open("a", encoding="utf-8") as out:
                    out.write(json.dumps({"input": digest, "kind": kind}) + "\n")
        finally:
            elapsed = time.perf_counter() - started
            peak = tracemalloc.get_traced_memory()[1] if traced else 0
            if traced:
                tracemalloc.stop()
        slow = elapsed > TIME_BASE_S + TIME_PER_BYTE_S * len(data)
        big = peak > MEMORY_BASE + MEMORY_PER_BYTE * len(data)
        if slow or big:
            digest = hashlib.sha1(data).hexdigest()
            (report.parent / f"resource-{digest}").write_bytes(data)
            with report.open("a", encoding="utf-8") as out:
                line = {"input": digest, "bytes": len(data), "seconds": elapsed, "peak": peak}
                out.write(json.dumps(line) + "\n")

    return run


def fuzz_one(name: str, libfuzzer_args: list[str], keep_going: bool = False) -> None:
    """Fuzz one target in this process (libFuzzer ends it when its time is up)."""
    import atheris

    with atheris.instrument_imports(include=["kgroup_proto", "fuzz"]):
        from fuzz import seeds, targets

    corpus = WORK / "corpus" / name
    findings = WORK / "findings" / name
    findings.mkdir(parents=True, exist_ok=True)
    if not corpus.is_dir() or not any(corpus.iterdir()):
        corpus.mkdir(parents=True, exist_ok=True)
        for data in seeds.SEEDS[name]():
            (corpus / hashlib.sha1(data).hexdigest()).write_bytes(data)
    kept = Path(__file__).resolve().parent.parent / "tests" / "fuzz_corpus" / name
    dirs = [str(corpus)] + ([str(kept)] if kept.is_dir() else [])
    argv = [sys.argv[0], *libfuzzer_args, f"-artifact_prefix={findings}/", *dirs]
    atheris.Setup(argv, _measured(name, targets.TARGETS[name], keep_going))
    atheris.Fuzz()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("target", nargs="?", help="one of: " + ", ".join(_target_names()))
    parser.add_argument("--all", action="store_true", help="run every target in turn")
    parser.add_argument("--seconds", type=int, default=25, help="per target, with --all")
    parser.add_argument(
        "--keep-going",
        action="store_true",
        help="list failing inputs in findings.jsonl and go on instead of stopping at the first",
    )
    args, rest = parser.parse_known_args()
    if args.all:
        failed = []
        for name in _target_names():
            print(f"fuzzing {name} for {args.seconds} s", flush=True)
            command = [sys.executable, "-m", "fuzz.run", name, f"-max_total_time={args.seconds}"]
            if subprocess.run([*command, "-print_final_stats=1", *rest]).returncode:
                failed.append(name)
        if failed:
            print(f"findings in: {', '.join(failed)} (see {WORK}/findings)", file=sys.stderr)
        return 1 if failed else 0
    if args.target not in _target_names():
        parser.error(f"target must be one of: {', '.join(_target_names())}")
    fuzz_one(args.target, rest, args.keep_going)
    return 0


def _target_names() -> list[str]:
    return ["messages", "frames", "consumer_protocol", "records", "broker_files"]


if __name__ == "__main__":
    sys.exit(main())
