"""A Spark standalone cluster on loopback for the tests and the benchmark: a master and workers,
each a JVM of its own started with pyspark's ``bin/spark-class``, each worker with its own work
directory, local directories, temporary directory and working directory, so that nothing its
executors write lands anywhere else.

Every process is started in a process group of its own; :func:`spark_cluster` ends them (a
worker's executors and their Python workers with it, which share its group) when it exits,
whatever happened inside.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import attrs

#: The class a worker starts each executor with.
EXECUTOR_CLASS = "org.apache.spark.executor.CoarseGrainedExecutorBackend"
#: How long a JVM may take to come up on a busy 2-core machine.
START_TIMEOUT = 180.0


def spark_home() -> Path:
    import pyspark

    return Path(str(pyspark.__file__)).parent


def children() -> dict[int, list[int]]:
    """Every process's children, by parent pid, from /proc."""
    found: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found.setdefault(int(fields[1]), []).append(int(entry))
    return found


def descendants(root: int) -> list[int]:
    """A process and every process below it."""
    tree = children()
    found, stack = [], [root]
    while stack:
        pid = stack.pop()
        found.append(pid)
        stack += tree.get(pid, [])
    return found


def command_line(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def socket_owner(port: int, candidates: list[int]) -> int | None:
    """The process among ``candidates`` that has the IPv4 TCP socket of local ``port``."""
    inode = None
    with open("/proc/net/tcp") as table:
        for line in table.readlines()[1:]:
            fields = line.split()
            if int(fields[1].split(":")[1], 16) == port:
                inode = fields[9]
    if inode is None:
        return None
    for pid in candidates:
        try:
            links = [os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")]
        except OSError:
            continue
        if f"socket:[{inode}]" in links:
            return pid
    return None


@attrs.define
class Worker:
    process: subprocess.Popen[bytes]
    #: Everything the worker and its executors write: work, local and temporary directories.
    directory: Path
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def executors(self) -> list[int]:
        """The pids of the executor JVMs this worker runs now."""
        return [pid for pid in children().get(self.pid, []) if EXECUTOR_CLASS in command_line(pid)]

    def cpu_of_ended_children(self) -> float:
        """CPU seconds (user + system) of the worker's children that ended and were reaped,
        with theirs: every executor the worker ran, its Python workers included."""
        with open(f"/proc/{self.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")


@attrs.define
class Cluster:
    master_url: str
    master: subprocess.Popen[bytes]
    master_log: Path
    workers: list[Worker]
    #: Every path in Spark's installation before the cluster started.
    installed: frozenset[Path] = frozenset()

    def written_in_spark_home(self) -> list[Path]:
        """What appeared in Spark's installation (pyspark's directory) since the start: a
        worker without its own work directory would put its executors' there."""
        return sorted(set(spark_home().rglob("*")) - self.installed)

    def executors(self) -> list[int]:
        return [pid for worker in self.workers for pid in worker.executors()]

    def executor_of(self, port: int) -> int | None:
        """The executor JVM whose process tree (its Python workers included) has the loopback
        TCP connection of local ``port``, if any."""
        for executor in self.executors():
            if socket_owner(port, descendants(executor)) is not None:
                return executor
        return None

    def wait_for_no_executors(self, timeout: float = 120.0) -> None:
        """Until the workers have ended the executors of the applications that finished."""
        deadline = time.monotonic() + timeout
        while self.executors():
            if time.monotonic() > deadline:
                raise AssertionError(f"executors still running after {timeout:.0f} s")
            time.sleep(0.2)


def _environment(directory: Path, temporary: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SPARK_", "PYSPARK_"))}
    env.update(
        SPARK_HOME=str(spark_home()),
        SPARK_LOCAL_IP="127.0.0.1",
        SPARK_CONF_DIR=str(directory / "conf"),  # empty: Spark's defaults, not the machine's
        SPARK_DAEMON_MEMORY="256m",
        TMPDIR=str(temporary),
        # Every JVM started here and below (the executors inherit it) keeps its temporary
        # files in the directory and writes no performance-data file to /tmp.
        JAVA_TOOL_OPTIONS=f"-Djava.io.tmpdir={temporary} -XX:-UsePerfData",
    )
    return env


def _start(
    main_class: str, args: list[str], directory: Path, env: dict[str, str]
) -> tuple[subprocess.Popen[bytes], Path]:
    (directory / "conf").mkdir(parents=True, exist_ok=True)
    log = directory / "process.log"
    command = [str(spark_home() / "bin" / "spark-class"), main_class, *args]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command,
            cwd=directory,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a group of its own: ended with everything it started
        )
    return process, log


def _wait_for_log(
    process: subprocess.Popen[bytes], log: Path, pattern: str, count: int = 1
) -> list[re.Match[str]]:
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        text = log.read_text(errors="replace")
        found = list(re.finditer(pattern, text))
        if len(found) >= count:
            return found
        if process.poll() is not None:
            raise AssertionError(f"{log}: exited with {process.returncode}:\n{text[-3000:]}")
        if time.monotonic() > deadline:
            raise AssertionError(f"{log}: no {pattern!r} after {START_TIMEOUT:.0f} s")
        time.sleep(0.2)


def _end(process: subprocess.Popen[bytes]) -> None:
    """End a process and its group: politely first (a worker then ends its executors)."""
    with suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    with suppress(subprocess.TimeoutExpired):
        process.wait(30)
    with suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    with suppress(subprocess.TimeoutExpired):
        process.wait(30)


@contextmanager
def spark_cluster(
    directory: Path, workers: int = 2, memory: str = "1g", cores: int = 1
) -> Iterator[Cluster]:
    """A master and ``workers`` workers on 127.0.0.1, each with ``cores`` cores and ``memory``
    for its executors; each process's files under ``directory/NAME``."""
    started: list[subprocess.Popen[bytes]] = []
    installed = frozenset(spark_home().rglob("*"))
    try:
        home = directory / "master"
        temporary = home / "tmp"
        temporary.mkdir(parents=True)
        master, master_log = _start(
            "org.apache.spark.deploy.master.Master",
            ["--host", "127.0.0.1", "--port", "0", "--webui-port", "0"],
            home,
            _environment(home, temporary),
        )
        started.append(master)
        (found,) = _wait_for_log(master, master_log, r"Starting Spark master at (spark://\S+)")
        url = found.group(1)
        running = []
        for index in range(workers):
            home = directory / f"worker-{index}"
            temporary = home / "tmp"
            temporary.mkdir(parents=True)
            env = _environment(home, temporary)
            env["SPARK_WORKER_DIR"] = str(home / "work")
            env["SPARK_LOCAL_DIRS"] = str(home / "local")
            args = ["--host", "127.0.0.1", "--port", "0", "--webui-port", "0"]
            args += ["--cores", str(cores), "--memory", memory, "--work-dir", str(home / "work")]
            process, log = _start("org.apache.spark.deploy.worker.Worker", [*args, url], home, env)
            started.append(process)
            running.append(Worker(process, home, log))
        for worker in running:
            _wait_for_log(worker.process, worker.log, r"Successfully registered with master")
        yield Cluster(url, master, master_log, running, installed)
    finally:
        for process in reversed(started):
            _end(process)
