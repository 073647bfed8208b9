"""Start a Spark session that can run the pipelines' Python batch functions.

Spark's Python workers must run an interpreter that has pyarrow and this package, so on this
machine the session points ``PYSPARK_PYTHON`` at the running interpreter unless the user chose
one, and binds to the loopback interface only. Outside local mode the executors may not have
this package, so it is shipped to them with its pure-Python dependency (attrs) as a zip on
their Python path.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
import tempfile
import threading
import zipfile
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

DEFAULT_MASTER = "local[*]"
#: Absolute: a cluster's executors import the package from a zip on a relative path, and a
#: relative path has no file URI.
LOG_CONFIG = Path(__file__).absolute().with_name("log4j2.properties")
#: The driver JVM's options: its log configuration, and only the JIT's quick first tier
#: (C1). A command's JVM lives for one run of many short Spark jobs, most of whose code runs
#: a few times; the optimising tier (C2) would spend more CPU compiling it than it saves,
#: competing with the jobs for the machine's cores.
DRIVER_JAVA_OPTIONS = (
    f"-Dlog4j2.configurationFile={LOG_CONFIG.as_uri()}",
    "-XX:TieredStopAtLevel=1",
)


class SparkUnavailable(RuntimeError):
    """pyspark, pyarrow or Java is missing; the message says what to install."""


def is_local(master: str) -> bool:
    """Local mode: executors run in the driver's JVM and see its Python environment."""
    return master == "local" or master.startswith("local[")


def on_this_machine(master: str) -> bool:
    """Local mode or a local cluster (separate executor JVMs on this machine)."""
    return is_local(master) or master.startswith("local-cluster[")


def base_config(master: str) -> dict[str, str]:
    """The settings every pipeline session uses; user settings are applied over them."""
    config = {
        "spark.app.name": "kgroup-proto offsets",
        "spark.sql.session.timeZone": "UTC",
        "spark.ui.enabled": "false",
        "spark.ui.showConsoleProgress": "true",
        "spark.driver.extraJavaOptions": " ".join(DRIVER_JAVA_OPTIONS),
    }
    if on_this_machine(master):
        config["spark.driver.host"] = "127.0.0.1"
        config["spark.driver.bindAddress"] = "127.0.0.1"
        # Small local jobs: a few shuffle partitions, adaptive execution merges the rest.
        config["spark.sql.shuffle.partitions"] = "8"
    return config


def prepare_environment(master: str) -> None:
    """Environment variables Spark reads when it launches its JVM and Python workers."""
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    if on_this_machine(master):
        # Executors here can run this very interpreter; a remote cluster's have their own.
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")


def start_session(
    master: str = DEFAULT_MASTER, config: Mapping[str, str] | None = None
) -> SparkSession:
    """A Spark session on ``master`` with the pipeline settings and ``config`` applied."""
    try:
        import pyarrow  # noqa: F401
        from pyspark.sql import SparkSession
    except ImportError as exc:
        raise SparkUnavailable(
            f"Spark support is not installed ({exc.name} is missing): "
            "pip install 'kgroup-proto[spark]'"
        ) from None
    prepare_environment(master)
    builder = SparkSession.builder.master(master)
    for key, value in {**base_config(master), **(config or {})}.items():
        builder = builder.config(key, value)
    try:
        session = builder.getOrCreate()
    except Exception as exc:  # the JVM did not start: most often no Java
        reason = str(exc).strip().rstrip(".")
        raise SparkUnavailable(
            f"Spark could not start on {master}: {reason}. Spark needs Java 17 or newer "
            "(set JAVA_HOME or put java on PATH)."
        ) from None
    session.sparkContext.setLogLevel("ERROR")
    if not is_local(master):
        session.sparkContext.addPyFile(str(package_zip()))
    return session


def _import(module: str, rows: object) -> None:
    importlib.import_module(module)


def warm_workers(session: SparkSession, module: str) -> threading.Thread:
    """Start Spark's Python workers, one per core, and import ``module`` in each, on a thread
    of their own: a job's first tasks then find them ready. A command starts this as soon as
    its session is up, so the workers start while the driver reads its inputs."""
    context = session.sparkContext
    slots = max(context.defaultParallelism, 1)

    def run() -> None:
        # Only a head start: if the session stops first, or a worker fails here, the job's own
        # tasks start the workers and report what fails there.
        with contextlib.suppress(Exception):
            context.parallelize(range(slots), slots).foreachPartition(partial(_import, module))

    thread = threading.Thread(target=run, name="warm-python-workers", daemon=True)
    thread.start()
    return thread


_SHIPPED: list[tempfile.TemporaryDirectory[str]] = []


def package_zip() -> Path:
    """A zip of this package and attrs, for executors' Python path (made once per process)."""
    import attr
    import attrs

    import kgroup_proto  # the package's own files, zipped for the executors

    if not _SHIPPED:
        _SHIPPED.append(tempfile.TemporaryDirectory(prefix="kgroup-proto-"))
    target = Path(_SHIPPED[0].name) / "kgroup_proto_packages.zip"
    if target.exists():
        return target
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for module in (kgroup_proto, attr, attrs):
            root = Path(str(module.__file__)).parent
            for path in sorted(root.rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    archive.write(path, path.relative_to(root.parent))
    return target


def stop_session(session: SparkSession, timeout: float = 60.0) -> None:
    """Stop the session and the JVM this process launched, and wait for the JVM to exit.

    PySpark keeps its JVM for a later session and leaves it to die when Python exits; waiting
    for it here means a command leaves no process behind, not even an unreaped one.
    """
    import subprocess

    from pyspark import SparkContext

    session.stop()
    gateway = SparkContext._gateway
    process = getattr(gateway, "proc", None)
    if gateway is None or process is None:
        return
    gateway.shutdown()
    SparkContext._gateway = None
    SparkContext._jvm = None
    if process.stdin is not None:
        process.stdin.close()  # the JVM exits when its stdin closes
    try:
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
