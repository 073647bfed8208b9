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

``--cluster`` runs the whole job over an object store instead: the file in an S3-compatible
server on loopback (moto's, tests/s3_server.py, in this process) and the tables written there,
on ``local[2]`` and on a Spark standalone cluster on loopback (tests/spark_cluster.py) of one
and of two workers, one core each, whose executors share nothing with the driver but the
network. Beside records per second it reports the CPU of the driver and of each executor
(user + system of the executor JVM and its Python workers during the job, from /proc), the
bytes each executor read from and wrote to the object store (the server's log of every request,
each attributed to the process whose connection sent it), and the CPU of the object store's
server (this process, from the session's start to its end), which competes for the same cores
but is not counted.

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
import logging
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
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


def _session(master: str, conf: dict[str, str] | None = None) -> Any:
    """A session as the command starts it: its Python workers started with the job's modules
    (part of the start-up time, as they are started while the command reads its inputs)."""
    from kgroup_proto.pipelines.offsets_job import warm_workers
    from kgroup_proto.pipelines.spark import start_session

    settings = {"spark.ui.showConsoleProgress": "false", **(conf or {})}
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


#: The run over an object store gets its filesystem options and Spark settings here (JSON).
STORE_SETTINGS = "OFFSETS_BENCH_STORE"


def _executors_cpu(app: str) -> dict[str, float]:
    """CPU seconds of each executor of application ``app`` on this machine, by executor id:
    its JVM and its Python workers, with the children they reaped."""
    ticks = os.sysconf("SC_CLK_TCK")
    found: dict[str, float] = {}
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                argv = handle.read().decode(errors="replace").split("\0")
        except OSError:
            continue
        if "--app-id" not in argv or app not in argv or "--executor-id" not in argv:
            continue
        executor = argv[argv.index("--executor-id") + 1]
        total = 0.0
        for member in _tree(int(pid)):
            try:
                with open(f"/proc/{member}/stat") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += sum(int(f) for f in fields[11:15]) / ticks
        found[executor] = total
    return found


def run_store(data: str, out: str, master: str) -> dict[str, Any]:
    """The whole job with its input and its tables in the object store."""
    from kgroup_proto.pipelines import inputs, offsets_job
    from kgroup_proto.pipelines.spark import stop_session
    from kgroup_proto.pipelines.storage import Location

    given = json.loads(os.environ[STORE_SETTINGS])
    options, conf = given["options"], given["conf"]
    started = time.perf_counter()
    spark = _session(master, conf)
    ready = time.perf_counter()
    app = spark.sparkContext.applicationId
    direct = inputs.direct_parquet(inputs.discover([data], options))
    if direct is None:
        raise SystemExit(f"{data}: not Parquet with Spark's column types")
    records = offsets_job.ParquetFiles(direct)
    cpu = _tree_cpu(os.getpid())
    executors = _executors_cpu(app)
    job_started = time.perf_counter()
    summary = offsets_job.run(spark, records, Location.of(out, options))
    done = time.perf_counter()
    cpu_seconds = _cpu_since(cpu, os.getpid())
    executors_after = _executors_cpu(app)
    stop_session(spark)
    return {
        "records": summary.input_records,
        "seconds": done - job_started,
        "cpu_seconds": cpu_seconds,
        "startup_seconds": ready - started,
        "executor_cpu": {
            e: seconds - executors.get(e, 0.0) for e, seconds in executors_after.items()
        },
    }


RUNS = {"plain": run_plain, "spark": run_spark, "job": run_job, "store": run_store}

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


def _tree(root: int) -> list[int]:
    """A process and every process below it."""
    from tests.spark_cluster import descendants

    return descendants(root)


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


def measure(
    mode: str,
    data: Path | str,
    out: Path | str,
    master: str,
    env: dict[str, str] | None = None,
    others: Callable[[], list[int]] | None = None,
) -> dict[str, Any]:
    """Run one side in a child process, sampling its whole process tree's memory, with that of
    the ``others`` processes' trees (a cluster's executors)."""
    command = [sys.executable, "-m", "bench.offsets_spark", "--child", mode, "--data", str(data)]
    command += ["--out", str(out), "--master", master]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    peak = 0
    stop = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not stop.is_set():
            roots = [child.pid, *(others() if others is not None else [])]
            peak = max(peak, sum(_tree_rss(root) for root in roots))
            time.sleep(0.1)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    stdout, _ = child.communicate()
    stop.set()
    sampler.join()
    if child.returncode != 0:
        raise SystemExit(f"{mode} run failed with exit code {child.returncode}")
    result: dict[str, Any] = json.loads(stdout.strip().splitlines()[-1])
    result["peak_tree_rss"] = peak
    return result


def run_cluster(data: Path, tmp: Path) -> dict[str, dict[str, Any]]:
    """The whole job over the object store on local[2] and on clusters of one and two
    workers; each run's numbers, with the bytes each executor moved to and from the store."""
    from tests.s3_server import BUCKET, s3_server
    from tests.spark_cluster import spark_cluster

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # a line per request otherwise
    results: dict[str, dict[str, Any]] = {}
    with s3_server() as s3:
        s3.client.put_object(Bucket=BUCKET, Key="in/records.parquet", Body=data.read_bytes())
        source = f"s3://{BUCKET}/in/records.parquet"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "PYSPARK_"))}
        env.update(PYSPARK_PYTHON=sys.executable, SPARK_LOCAL_IP="127.0.0.1")
        for workers in (0, 1, 2):
            name = f"{workers} worker(s)" if workers else "local[2]"
            conf = {"spark.local.dir": str(tmp / f"driver-{workers}")}
            if workers:
                conf["spark.executor.memory"] = "512m"
            env[STORE_SETTINGS] = json.dumps({"options": s3.options, "conf": conf})
            out = f"s3://{BUCKET}/out-{workers}"
            first = len(s3.requests.log)
            server_cpu = time.process_time()  # this process: the object store's server
            if not workers:
                s3.requests.owner = None
                result = measure("store", source, out, "local[2]", env)
            else:
                with spark_cluster(tmp / f"cluster-{workers}", workers=workers) as cluster:

                    def owner(port: int, cluster: Any = cluster) -> str:
                        executor = cluster.executor_of(port)
                        if executor is None:
                            return "driver"
                        argv = command_line(executor).split()
                        return argv[argv.index("--executor-id") + 1]

                    s3.requests.owner = owner
                    result = measure(
                        "store", source, out, cluster.master_url, env, cluster.executors
                    )
                    s3.requests.owner = None
            result["server_cpu"] = time.process_time() - server_cpu
            moved: dict[str, list[int]] = {}
            for request in s3.requests.log[first:]:
                who = request.owner or "driver"
                counts = moved.setdefault(who, [0, 0])
                counts[0] += request.sent  # read by the client
                counts[1] += request.received  # written by the client
            result["store_bytes"] = moved
            results[name] = result
    return results


def command_line(pid: int) -> str:
    from tests.spark_cluster import command_line as line

    return line(pid)


def print_cluster(results: dict[str, dict[str, Any]]) -> None:
    mib = 1024 * 1024
    print(
        f"{'over the object store':<22} {'records':>9} {'wall s':>7} {'records/s':>10} "
        f"{'CPU s':>7} {'records/CPU s':>13} {'peak memory':>12}"
    )
    print("(CPU: the driver's and the executors'; memory: the driver's and the executors')")
    for name, r in results.items():
        cpu = r["cpu_seconds"] + sum(r["executor_cpu"].values())
        print(
            f"{name:<22} {int(r['records']):>9} {r['seconds']:>7.1f} "
            f"{r['records'] / r['seconds']:>10,.0f} {cpu:>7.1f} {r['records'] / cpu:>13,.0f} "
            f"{r['peak_tree_rss'] / mib:>8,.0f} MiB"
        )
        print(f"  driver (its JVM and Python): {r['cpu_seconds']:.1f} s CPU")
        for executor, seconds in sorted(r["executor_cpu"].items()):
            read, wrote = r["store_bytes"].get(executor, [0, 0])
            print(
                f"  executor {executor}: {seconds:.1f} s CPU, read {read / mib:,.1f} MiB from the "
                f"store, wrote {wrote / mib:,.1f} MiB"
            )
        read, wrote = r["store_bytes"].get("driver", [0, 0])
        print(f"  driver and local tasks: read {read / mib:,.1f} MiB, wrote {wrote / mib:,.1f} MiB")
        print(f"  the object store's server (not counted): {r['server_cpu']:.1f} s CPU")
        print(f"  Spark start-up (not counted): {r['startup_seconds']:.1f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.offsets_spark", description=__doc__)
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--data", help="input Parquet (made if missing)")
    parser.add_argument(
        "--cluster",
        action="store_true",
        help="run the whole job over an object store on local[2] and on standalone clusters "
        "of one and two workers, instead of the local runs",
    )
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--child", choices=sorted(RUNS), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        local = args.child != "store"
        data, out = (Path(args.data), Path(args.out)) if local else (args.data, args.out)
        result = RUNS[args.child](data, out, args.master)
        print(json.dumps(result))
        return 0
    with tempfile.TemporaryDirectory(prefix="offsets-bench-") as tmp:
        data = Path(args.data) if args.data else Path(tmp) / f"offsets-{args.records}.parquet"
        if not data.exists():
            print(f"writing {args.records} records to {data}", file=sys.stderr)
            make_data(data, args.records)
        if args.cluster:
            print_cluster(run_cluster(data, Path(tmp)))
            print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
            return 0
        results = {
            mode: measure(mode, data, Path(tmp) / f"out-{mode}", args.master)
            for mode in RUNS
            if mode != "store"
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
