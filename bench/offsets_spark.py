"""The offsets decode on Spark (local[2]) against the same decode in one plain Python process.

``python -m bench.offsets_spark [--records 1000000]`` writes that many ``__consumer_offsets``
records (the sample scenario over 50 partitions, lengthened) to Parquet once, then runs, each in
its own process:

- plain: pyarrow reads the file in batches of 10,000 rows, and the job's own task function
  (``table_files.write_partition``: the one decode pass, and each table's rows written to a
  Parquet file of its own) runs over all of them, then the files are committed;
- spark: the decode and the tables of the job on ``local[2]``, as the job runs them
  (``offsets_job.write_tables``): the same task function in Spark's tasks, each reading its
  share of the file's row groups;
- job: the whole ``offsets`` job on ``local[2]`` (also the compacted view, without the report);
- sample: the README's main job as a user runs it, ``kgroup-proto offsets`` on the shipped
  sample with its report, timed from the command's start to its end (Spark's start included).

It reports records per second (Spark's session start-up, which starts its Python workers as
the command does, timed apart), the CPU seconds used
(user + system, summed over the process and its children: Spark's JVM and Python workers),
which other load on the machine disturbs far less than wall time, and peak memory: the highest
sum of the resident memory of the process and its children, sampled every 0.1 s.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

BATCH_ROWS = 10_000
ROUND_RECORDS = 18  # fewer than the records a round of the scenario writes, so enough are made


def make_data(path: Path, records: int) -> int:
    from kgroup_proto.pipelines import sample, sample_files

    rounds = max(6, records // ROUND_RECORDS + 1)
    stream = sample.scenario(partitions=50, commit_rounds=rounds)
    return sample_files.write_parquet(itertools.islice(stream, records), path)


def run_plain(data: Path, out: Path, master: str) -> dict[str, float]:
    import pyarrow.parquet as pq

    from kgroup_proto.pipelines import table_files
    from kgroup_proto.pipelines.offsets_job import INPUT_COLUMNS

    del master
    out.mkdir()
    staging = table_files.new_staging(out)
    cpu = _tree_cpu(os.getpid())
    started = time.perf_counter()
    batches = pq.ParquetFile(data).iter_batches(batch_size=BATCH_ROWS, columns=INPUT_COLUMNS)
    report = next(table_files.write_partition(batches, str(staging), "plain"))
    counts = table_files.commit(out, staging, table_files.report_rows(report))
    return {
        "records": sum(counts.values()),
        "seconds": time.perf_counter() - started,
        "cpu_seconds": _cpu_since(cpu, os.getpid()),
    }


def _session(master: str) -> Any:
    """A session as the command starts it: its Python workers started with the job's modules
    (part of the start-up time, as they are started while the command reads its inputs)."""
    from kgroup_proto.pipelines.offsets_job import warm_workers
    from kgroup_proto.pipelines.spark import start_session

    settings = {"spark.ui.showConsoleProgress": "false"}
    session = start_session(master, settings)
    warm_workers(session).join()
    return session


def _records(data: Path) -> Any:
    """The data as the command reads it: Parquet with Spark's types, read by the tasks."""
    from kgroup_proto.pipelines import inputs, offsets_job

    direct = inputs.direct_parquet(inputs.discover([str(data)]))
    if direct is None:
        raise SystemExit(f"{data}: not Parquet with Spark's column types")
    return offsets_job.ParquetFiles(direct)


def run_spark(data: Path, out: Path, master: str) -> dict[str, float]:
    from kgroup_proto.pipelines import offsets_job
    from kgroup_proto.pipelines.spark import stop_session

    started = time.perf_counter()
    spark = _session(master)
    ready = time.perf_counter()
    records = _records(data)
    cpu = _tree_cpu(os.getpid())
    decode_started = time.perf_counter()
    out.mkdir()
    counts = offsets_job.write_tables(spark, records, out)
    done = time.perf_counter()
    cpu_seconds = _cpu_since(cpu, os.getpid())
    stop_session(spark)
    return {
        "records": sum(counts.values()),
        "seconds": done - decode_started,
        "cpu_seconds": cpu_seconds,
        "startup_seconds": ready - started,
    }


def run_job(data: Path, out: Path, master: str) -> dict[str, float]:
    from kgroup_proto.pipelines import offsets_job
    from kgroup_proto.pipelines.spark import stop_session

    started = time.perf_counter()
    spark = _session(master)
    ready = time.perf_counter()
    records = _records(data)
    cpu = _tree_cpu(os.getpid())
    job_started = time.perf_counter()
    out.mkdir()
    summary = offsets_job.run(spark, records, out)
    done = time.perf_counter()
    cpu_seconds = _cpu_since(cpu, os.getpid())
    stop_session(spark)
    return {
        "records": summary.input_records,
        "seconds": done - job_started,
        "cpu_seconds": cpu_seconds,
        "startup_seconds": ready - started,
    }


RUNS = {"plain": run_plain, "spark": run_spark, "job": run_job}

#: The shipped sample the README's main job runs on.
SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "offsets-sample.parquet"


def run_sample(out: Path, master: str) -> dict[str, float]:
    """The README's command on the shipped sample, start to end, in a process of its own."""
    command = [sys.executable, "-m", "kgroup_proto", "offsets", str(SAMPLE)]
    command += ["--output", str(out), "--master", master]
    started = time.perf_counter()
    before = os.times()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = os.times()
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    return {
        "records": summary["input_records"],
        "seconds": time.perf_counter() - started,
        "cpu_seconds": (after.children_user - before.children_user)
        + (after.children_system - before.children_system),
    }


def _children() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
    return children


def _tree(root: int) -> list[int]:
    children = _children()
    found, stack = [], [root]
    while stack:
        pid = stack.pop()
        found.append(pid)
        stack += children.get(pid, [])
    return found


def _tree_cpu(root: int) -> dict[int, float]:
    """CPU seconds (user + system) of a process and each of its descendants, by pid."""
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = {}
    for pid in _tree(root):
        try:
            with open(f"/proc/{pid}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        cpu[pid] = (int(fields[11]) + int(fields[12])) / ticks
    return cpu


def _cpu_since(before: dict[int, float], root: int) -> float:
    """CPU the tree used since ``before``, counting processes that started since then."""
    after = _tree_cpu(root)
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())


def _tree_rss(root: int) -> int:
    """Resident bytes of a process and all its descendants, from /proc."""
    total = 0
    page = os.sysconf("SC_PAGE_SIZE")
    for pid in _tree(root):
        try:
            with open(f"/proc/{pid}/statm") as handle:
                total += int(handle.read().split()[1]) * page
        except OSError:
            pass
    return total


def measure(mode: str, data: Path, out: Path, master: str) -> dict[str, float]:
    """Run one side in a child process, sampling its whole process tree's memory."""
    command = [sys.executable, "-m", "bench.offsets_spark", "--child", mode, "--data", str(data)]
    command += ["--out", str(out), "--master", master]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    peak = 0
    stop = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not stop.is_set():
            peak = max(peak, _tree_rss(child.pid))
            time.sleep(0.1)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    stdout, _ = child.communicate()
    stop.set()
    sampler.join()
    if child.returncode != 0:
        raise SystemExit(f"{mode} run failed with exit code {child.returncode}")
    result: dict[str, float] = json.loads(stdout.strip().splitlines()[-1])
    result["peak_tree_rss"] = peak
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.offsets_spark", description=__doc__)
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--data", type=Path, help="input Parquet (made if missing)")
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--child", choices=sorted(RUNS), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        result = RUNS[args.child](args.data, args.out, args.master)
        print(json.dumps(result))
        return 0
    with tempfile.TemporaryDirectory(prefix="offsets-bench-") as tmp:
        data = args.data or Path(tmp) / f"offsets-{args.records}.parquet"
        if not data.exists():
            print(f"writing {args.records} records to {data}", file=sys.stderr)
            make_data(data, args.records)
        results = {
            mode: measure(mode, data, Path(tmp) / f"out-{mode}", args.master) for mode in RUNS
        }
        sample = run_sample(Path(tmp) / "out-sample", args.master)
    mib = 1024 * 1024
    print(
        f"{'':14} {'records':>9} {'wall s':>7} {'records/s':>10} {'CPU s':>7} "
        f"{'records/CPU s':>13} {'peak memory':>12}"
    )
    for mode, r in results.items():
        label = {"plain": "plain Python", "spark": f"spark {args.master}"}.get(mode, "whole job")
        print(
            f"{label:<14} {int(r['records']):>9} {r['seconds']:>7.1f} "
            f"{r['records'] / r['seconds']:>10,.0f} {r['cpu_seconds']:>7.1f} "
            f"{r['records'] / r['cpu_seconds']:>13,.0f} {r['peak_tree_rss'] / mib:>8,.0f} MiB"
        )
    startup = results["spark"]["startup_seconds"]
    print(f"Spark session start-up, its Python workers started: {startup:.1f} s (not counted)")
    print("whole job: the offsets job on the same master (errors and latest_state included)")
    print(
        f"the README's main job on the shipped sample ({int(sample['records'])} records, report "
        f"included): {sample['seconds']:.1f} s wall from the command's start, "
        f"{sample['cpu_seconds']:.1f} s CPU"
    )
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
