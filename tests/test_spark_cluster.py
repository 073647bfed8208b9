"""``kgroup-proto offsets`` and ``lag`` on a Spark standalone cluster whose executors share
nothing with the driver but the network, with inputs and output in an S3-compatible server on
loopback (moto's).

The cluster (tests/spark_cluster.py) is a master and two workers, each a JVM of its own with
one core and its own work, local, temporary and working directories; the commands run in
processes of their own whose working and temporary directories are fresh. Each run's tables
equal a local run's row for row; nothing is written outside the bucket but Spark's own
directories; and an executor killed while its task writes its files leaves the committed tables
whole, every row exactly once.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
pytest.importorskip("pyarrow", reason="pyarrow is not installed: `tox -e spark` runs these")
pytest.importorskip("moto", reason="moto is not installed: `tox -e spark` runs these")

import pyarrow.parquet as pq

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.pipelines import sample, sample_files, storage, table_files
from kgroup_proto.pipelines.offsets_output import OffsetsOutput
from kgroup_proto.pipelines.storage import Location
from kgroup_proto.pipelines.table_schemas import LATEST_STATE
from tests.conftest import REPO
from tests.coordinator_harness import running_broker
from tests.s3_server import BUCKET, S3Server, s3_server
from tests.spark_cluster import EXECUTOR_CLASS, Cluster, command_line, spark_cluster
from tests.test_offsets_object_store import _rows

confluent_kafka = pytest.importorskip(
    "confluent_kafka", reason="confluent-kafka is not installed: `tox -e spark` runs these"
)

SAMPLE = REPO / "samples" / "offsets-sample.parquet"
SAMPLE_ENDS = REPO / "samples" / "offsets-sample-end-offsets.jsonl"
#: What Spark itself writes in the driver's temporary directory (spark.local.dir is there).
SPARK_NAMES = ("spark-", "blockmgr-")
#: The tables every run writes, the compacted view included.
TABLES = [*table_files.TABLES, LATEST_STATE]
#: A native library a JVM unpacks into its temporary directory (java.io.tmpdir).
JVM_LIBRARY = re.compile(r"lib[\w-]+\.so(\.lck)?")
#: The lag's tables beside an output's.
LAG_TABLES = ("lag.parquet", "group_status.parquet", "partition_status.parquet")


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    with s3_server() as server:
        yield server


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    with spark_cluster(tmp_path_factory.mktemp("cluster"), workers=2) as running:
        yield running


def _command(
    *args: str, master: str | None, place: Path, s3: S3Server | None = None
) -> tuple[list[str], dict[str, str], Path]:
    """A command line, its environment and its working directory: ``place/cwd`` and
    ``place/tmp`` are its working and temporary directories (Spark's local directory is in the
    second). On a cluster the executors run this interpreter, which has the package."""
    cwd, scratch = place / "cwd", place / "tmp"
    cwd.mkdir(parents=True)
    scratch.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "PYSPARK_"))}
    env.update(TMPDIR=str(scratch), SPARK_LOCAL_IP="127.0.0.1", PYSPARK_PYTHON=sys.executable)
    argv = [sys.executable, "-m", "kgroup_proto", *args]
    if s3 is not None:
        argv += [f"--fs-option={k}={v}" for k, v in s3.options.items()]
    if master is not None:
        argv += ["--master", master, "--conf", f"spark.local.dir={scratch / 'spark-local'}"]
        argv += ["--conf", "spark.executor.memory=512m"]
    return argv, env, cwd


def _run(
    *args: str, master: str | None, place: Path, s3: S3Server | None = None
) -> subprocess.CompletedProcess[str]:
    argv, env, cwd = _command(*args, master=master, place=place, s3=s3)
    done = subprocess.run(
        argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, done.stderr[-5000:]
    return done


def _left_outside(place: Path, cluster: Cluster) -> list[str]:
    """Files a run left outside Spark's own directories: in the command's working directory,
    in its temporary directory (but for Spark's), in the cluster's processes' directories
    (but for the workers' work and local directories, where Spark keeps each executor's) and
    in Spark's installation."""
    found = [str(p) for p in (place / "cwd").rglob("*")]
    found += [str(p) for p in (place / "tmp").iterdir() if not p.name.startswith(SPARK_NAMES)]
    homes = [cluster.master_log.parent, *(w.directory for w in cluster.workers)]
    for home in homes:
        for path in home.rglob("*"):
            parts = path.relative_to(home).parts
            if not path.is_file() or parts[0] in ("work", "local") or path.name == "process.log":
                continue
            # A JVM's native libraries (lz4's, snappy's), unpacked to its temporary directory
            # and removed when it exits: a killed executor's stay.
            if parts[0] == "tmp" and JVM_LIBRARY.fullmatch(path.name):
                continue
            found.append(str(path))
    return found + [str(p) for p in cluster.written_in_spark_home()]


def _objects_outside(s3: S3Server, *prefixes: str) -> list[str]:
    return [k for k in s3.keys()[BUCKET] if not k.startswith(prefixes)]


def _equal_tables(remote: OffsetsOutput, local: OffsetsOutput) -> None:
    for table in TABLES:
        assert remote.has(table), table
        assert _rows(remote, table) == _rows(local, table), table
    assert remote.totals() == local.totals()


def _bucket(s3: S3Server, prefix: str) -> Location:
    return Location.of(f"s3://{BUCKET}/{prefix}", s3.options)


def _status_lines(stdout: str) -> list[str]:
    """The status table the command prints after its counts."""
    lines = stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("tables in "))
    return lines[start + 1 :]


def test_the_main_job_and_lag_on_the_cluster_equal_a_local_run(
    s3: S3Server, cluster: Cluster, tmp_path: Path
) -> None:
    """The README's main job on the shipped sample, its input and its end offsets (found
    beside it, as for a local input) in the bucket, its output there; then ``lag`` on that
    output, writing its own output there too."""
    for path in (SAMPLE, SAMPLE_ENDS):
        s3.client.put_object(Bucket=BUCKET, Key=f"main-in/{path.name}", Body=path.read_bytes())
    local = tmp_path / "local"
    local_run = _run(
        "offsets", str(SAMPLE), "--output", str(local), master="local[2]", place=tmp_path / "l"
    )
    remote = _run(
        "offsets", f"s3://{BUCKET}/main-in/{SAMPLE.name}", "--output", f"s3://{BUCKET}/main",
        master=cluster.master_url, place=tmp_path / "c", s3=s3,
    )  # fmt: skip
    assert f"end offsets from s3://{BUCKET}/main-in/{SAMPLE_ENDS.name}" in remote.stderr
    assert f"report s3://{BUCKET}/main/report.html" in remote.stdout
    assert _status_lines(remote.stdout) == _status_lines(local_run.stdout)
    assert "legacy-reporting   WARN" in remote.stdout  # the sample's lagging group was judged
    output = OffsetsOutput(_bucket(s3, "main"))
    _equal_tables(output, OffsetsOutput(local))
    filesystem, root = _bucket(s3, "main").resolve()
    for name in LAG_TABLES:
        table = pq.read_table(f"{root}/{name}", filesystem=filesystem)
        assert table.equals(pq.read_table(local / name)), name
    assert _left_outside(tmp_path / "c", cluster) == []

    lag_local = _run(
        "lag", str(local), "--json", "--output", str(tmp_path / "lag-local"),
        master=None, place=tmp_path / "ll",
    )  # fmt: skip
    lag_remote = _run(
        "lag", f"s3://{BUCKET}/main", "--json", "--output", f"s3://{BUCKET}/lag",
        master=None, place=tmp_path / "lc", s3=s3,
    )  # fmt: skip
    judged = json.loads(lag_remote.stdout)
    assert judged == json.loads(lag_local.stdout) and judged["groups"]
    filesystem, root = _bucket(s3, "lag").resolve()
    for name in LAG_TABLES:
        table = pq.read_table(f"{root}/{name}", filesystem=filesystem)
        assert table.equals(pq.read_table(tmp_path / "lag-local" / name)), name
    assert "lag/report.html" in s3.keys()[BUCKET]
    assert _left_outside(tmp_path / "lc", cluster) == []
    assert _objects_outside(s3, "main-in/", "main/", "lag/", "kafka/", "killed") == []


def test_a_live_topic_read_on_the_cluster_lands_in_the_bucket_as_a_local_run(
    s3: S3Server, cluster: Cluster, tmp_path: Path
) -> None:
    """``--kafka``: the executors read the project's broker with the package's own data source
    and write the tables to the bucket."""
    written = list(sample.scenario())
    with running_broker(TopicConfig("exported", 4)) as broker:
        producer = confluent_kafka.Producer({"bootstrap.servers": broker.bootstrap})
        for record in written:
            producer.produce(
                "exported", record.value, record.key, record.partition,
                timestamp=record.timestamp_ms,
            )  # fmt: skip
        assert producer.flush(30) == 0
        read = ("offsets", "--kafka", broker.bootstrap, "--topic", "exported")
        local = tmp_path / "local"
        _run(*read, "--output", str(local), master="local[2]", place=tmp_path / "l")
        _run(
            *read, "--output", f"s3://{BUCKET}/kafka", master=cluster.master_url,
            place=tmp_path / "c", s3=s3,
        )  # fmt: skip
    output = OffsetsOutput(_bucket(s3, "kafka"))
    _equal_tables(output, OffsetsOutput(local))
    totals = output.totals()
    assert totals is not None and totals.input_records == len(written)
    assert _left_outside(tmp_path / "c", cluster) == []


def _executor_writing(
    s3: S3Server, cluster: Cluster, process: subprocess.Popen[str]
) -> tuple[int, str]:
    """Wait for a task's write to the staging prefix to be held; the executor JVM whose
    Python worker sent it, and the path it writes."""
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        assert process.poll() is None, "the job ended before any task wrote"
        for port, path in list(s3.requests.held):
            executor = cluster.executor_of(port)
            if executor is not None:
                return executor, path
        time.sleep(0.1)
    raise AssertionError("no task wrote to the staging prefix within 600 s")


def test_an_executor_killed_mid_write_leaves_the_tables_whole_and_exactly_once(
    s3: S3Server, cluster: Cluster, tmp_path: Path
) -> None:
    """The bucket holds every task's writes under the staging prefix until one executor,
    caught writing, has been killed with SIGKILL; Spark runs its tasks again elsewhere, and
    the committed tables are the local run's rows, each once."""
    written = list(sample.scenario(commit_rounds=4))
    data = tmp_path / "records.parquet"
    sample_files.write_parquet(written, data, chunk=60)  # row groups for both executors
    s3.client.put_object(Bucket=BUCKET, Key="killed-in/records.parquet", Body=data.read_bytes())
    local = tmp_path / "local"
    _run("offsets", str(data), "--output", str(local), master="local[2]", place=tmp_path / "l")

    argv, env, cwd = _command(
        "offsets", f"s3://{BUCKET}/killed-in/records.parquet", "--output",
        f"s3://{BUCKET}/killed", master=cluster.master_url, place=tmp_path / "c", s3=s3,
    )  # fmt: skip
    s3.requests.hold(f"/{BUCKET}/killed/{table_files.STAGING_PREFIX}")
    process = subprocess.Popen(
        argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        executor, writing = _executor_writing(s3, cluster, process)
        assert EXECUTOR_CLASS in command_line(executor)
        os.kill(executor, signal.SIGKILL)
    finally:
        s3.requests.release()
        try:
            _, stderr = process.communicate(timeout=900)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    assert process.returncode == 0, stderr[-5000:]
    assert executor not in cluster.executors()

    output = OffsetsOutput(_bucket(s3, "killed"))
    _equal_tables(output, OffsetsOutput(local))  # every row once: the lists hold duplicates
    totals = output.totals()
    assert totals is not None and totals.input_records == len(written)
    manifest = storage.read_manifest(_bucket(s3, "killed"))
    assert manifest is not None
    committed = {f"killed/{f}" for files in manifest.values() for f in files}
    objects = [k for k in s3.keys()[BUCKET] if k.startswith("killed/")]
    staged = [k for k in objects if k.startswith(f"killed/{table_files.STAGING_PREFIX}")]
    # Only committed files are left under the staging prefix, none of the killed attempt's:
    # what it had written is gone, and its task's rows came from another attempt.
    killed = "/".join(writing.split("/")[2:5]) + "/"  # killed/_staging-JOB/ATTEMPT/
    assert staged and set(staged) <= committed
    assert [k for k in objects if k.startswith(killed)] == []
    assert _left_outside(tmp_path / "c", cluster) == []
