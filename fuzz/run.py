"""Coverage-guided fuzzing of the codec with atheris (libFuzzer); see docs/fuzzing.md.

    python -m fuzz.run messages -max_total_time=60    # one target, libFuzzer's flags after it
    python -m fuzz.run all -max_total_time=130         # every target in one process (tox -e fuzz)
    python -m fuzz.run --each --seconds 600            # every target in turn, one process each
    python -m fuzz.run messages --keep fuzz-work/findings/messages/crash-...   # keep a finding

A target's corpus grows in ``fuzz-work/corpus/<target>`` (seeded on first use, and with the
inputs kept in ``tests/fuzz_corpus/<target>``); inputs that break a promise are written to
``fuzz-work/findings/<target>/`` by libFuzzer (crash-*), and inputs that take long or much
memory for their size are listed in ``fuzz-work/findings/<target>/resources.jsonl``.
``--keep`` copies findings into ``tests/fuzz_corpus/<target>/``, where the tests replay them.
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
#: The findings kept as regression tests (tests/test_fuzz_corpus.py replays them).
KEPT = Path(__file__).resolve().parent.parent / "tests" / "fuzz_corpus"
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
    target = targets.combined if name == targets.COMBINED else targets.TARGETS[name]
    check = _measured(name, target, keep_going)
    if any(not arg.startswith("-") for arg in libfuzzer_args):  # given inputs: run just those
        atheris.Setup([sys.argv[0], *libfuzzer_args], check)
        atheris.Fuzz()
    if not corpus.is_dir() or not any(corpus.iterdir()):
        corpus.mkdir(parents=True, exist_ok=True)
        for data in seeds.SEEDS[name]():
            (corpus / hashlib.sha1(data).hexdigest()).write_bytes(data)
    names = list(targets.TARGETS)
    for kept_target, path in targets.corpus_files(KEPT):
        data = targets.kept_input(kept_target, path)
        if name == targets.COMBINED:
            data = bytes([names.index(kept_target)]) + data
        elif kept_target != name:
            continue
        (corpus / hashlib.sha1(data).hexdigest()).write_bytes(data)
    argv = [sys.argv[0], *libfuzzer_args, f"-artifact_prefix={findings}/", str(corpus)]
    atheris.Setup(argv, check)
    atheris.Fuzz()


def keep(name: str, paths: list[str]) -> None:
    """Copy inputs of target ``name`` into tests/fuzz_corpus, in the form the tests replay."""
    from fuzz import targets

    for path in paths:
        data = Path(path).read_bytes()
        target = name
        if name == targets.COMBINED:
            target, data = targets.split_combined(data)
        file_name, kept = targets.kept_name(target, data)
        (KEPT / target).mkdir(parents=True, exist_ok=True)
        (KEPT / target / file_name).write_bytes(kept)
        print(KEPT / target / file_name)


#: The lines that say how a run goes: libFuzzer's "#1234 NEW cov: ...", its dictionary's
#: entries, and atheris's "INFO: Instrumenting <module>".
PROGRESS = re.compile(r"^(#\d+\s|\".*\" # Uses: \d+$|INFO: Instrumenting )")


def quietly(command: list[str], name: str) -> int:
    """Run ``command`` with its progress lines going only to ``fuzz-work/<name>.log``.

    Everything else (the start-up lines, a finding's traceback and input, the final stats) is
    printed too, so that a log's tail shows what happened rather than the corpus growing.
    """
    WORK.mkdir(exist_ok=True)
    log_path = WORK / f"{name}.log"
    progress = 0
    with (
        log_path.open("w", encoding="utf-8") as log,
        subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
        ) as child,
    ):
        assert child.stdout is not None
        for line in child.stdout:
            log.write(line)
            if PROGRESS.match(line):
                progress += 1
            else:
                print(line, end="", flush=True)
    print(f"({progress} progress lines in {log_path})", flush=True)
    return child.returncode


def main() -> int:
    names = [*TARGET_NAMES, "all"]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("target", nargs="?", help="one of: " + ", ".join(names))
    parser.add_argument(
        "--each", action="store_true", help="fuzz every target in turn, --seconds each"
    )
    parser.add_argument("--seconds", type=int, default=60, help="per target, with --each")
    parser.add_argument(
        "--keep-going",
        action="store_true",
        help="list failing inputs in findings.jsonl and go on instead of stopping at the first",
    )
    parser.add_argument(
        "--quiet",
        action="store_true",
        help=f"write libFuzzer's progress lines to {WORK}/<target>.log and print the rest",
    )
    parser.add_argument(
        "--keep", nargs="+", metavar="FILE", help="copy these inputs of TARGET into the tests"
    )
    args, rest = parser.parse_known_args()
    if args.each:
        failed = []
        for name in TARGET_NAMES:
            print(f"fuzzing {name} for {args.seconds} s", flush=True)
            command = [sys.executable, "-m", "fuzz.run", name, f"-max_total_time={args.seconds}"]
            if subprocess.run([*command, "-print_final_stats=1", *rest]).returncode:
                failed.append(name)
        if failed:
            print(f"findings in: {', '.join(failed)} (see {WORK}/findings)", file=sys.stderr)
        return 1 if failed else 0
    if args.target not in names:
        parser.error(f"target must be one of: {', '.join(names)}")
    if args.keep:
        keep(args.target, args.keep)
        return 0
    if args.quiet:
        extra = ["--keep-going"] if args.keep_going else []
        return quietly([sys.executable, "-m", "fuzz.run", args.target, *extra, *rest], args.target)
    fuzz_one(args.target, rest, args.keep_going)
    return 0


#: The targets of fuzz/targets.py (listed here too, so that --help needs no import of them).
TARGET_NAMES = ["messages", "frames", "consumer_protocol", "records", "broker_files"]


if __name__ == "__main__":
    sys.exit(main())
