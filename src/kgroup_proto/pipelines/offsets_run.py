"""One run of the offsets job as ``kgroup-proto offsets`` makes it: Spark started, the records
read (files or a live cluster), every table written, the lag judged where end offsets are
given, the report drawn; the output directory (a local path or a URI, :mod:`storage`) removed
again if any of it fails.

:func:`run` takes an :class:`OffsetsRun` (what to read, where to write, with what settings) and
gives an :class:`OffsetsResult`; the command parses its arguments into the first and prints the
second. Work that leaves this process idle overlaps it: matplotlib loads while Spark's JVM
starts, and Spark shuts down while the lag and the report read the written tables.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from kgroup_proto.pipelines import (
    group_history,
    inputs,
    lag_tables,
    offsets_job,
    report,
    report_data,
    report_plots,
    storage,
)
from kgroup_proto.pipelines.lag import EndOffset, LagReport, evaluate, with_known_groups
from kgroup_proto.pipelines.offsets_output import OffsetsOutput, Totals
from kgroup_proto.pipelines.runs import Progress, RunError, first_line, no_progress, start_spark
from kgroup_proto.pipelines.spark import stop_session
from kgroup_proto.pipelines.storage import Location

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

NO_LAG = "No end offsets were given (--end-offsets): no lag."


@attrs.frozen
class KafkaTopic:
    """A topic read from a live cluster."""

    bootstrap: str
    topic: str
    #: ``kgroup``, this package's Python data source, or ``spark-jar``, Spark's own Kafka source.
    source: str


@attrs.frozen
class OffsetsRun:
    """What one run reads and writes."""

    #: The directory the tables and the report are written to (replaced if it exists): a path,
    #: or a URI with its filesystem's options.
    output: Path | Location
    #: Spark's master URL.
    master: str
    #: Input files (``inputs.discover``), read besides ``kafka`` when both are given.
    files: Sequence[inputs.InputFile] = ()
    kafka: KafkaTopic | None = None
    #: Log-end offsets over time: with them the lag and each group's status are judged.
    end_offsets: Sequence[EndOffset] | None = None
    #: Spark settings.
    settings: dict[str, str] = attrs.Factory(dict)
    #: Groups plotted in the report.
    report_groups: int = 50


@attrs.frozen
class OffsetsResult:
    summary: offsets_job.Summary
    #: The lag and statuses, where end offsets were given.
    lag: LagReport | None
    #: The report's page.
    page: Path | Location
    seconds: float


def run(options: OffsetsRun, progress: Progress = no_progress) -> OffsetsResult:
    """Run the job; nothing is left in ``options.output`` when it fails (:class:`RunError`
    says why, in a line)."""
    started = time.monotonic()
    # The report's plotting library loads while Spark's JVM starts, which leaves this
    # process idle.
    plotting = threading.Thread(
        target=report_plots.load_plotting, name="load-plotting", daemon=True
    )
    plotting.start()
    output = Location.of(options.output)
    spark = start_spark(options.master, options.settings, progress)
    offsets_job.warm_workers(spark)
    try:
        _create_output(output)
    except RunError:
        stop_session(spark)
        raise
    try:
        summary = offsets_job.run(spark, _records(spark, options, progress), output, progress)
    except BaseException as exc:
        stop_session(spark)
        _remove(output)  # no half-written tables left behind
        if isinstance(exc, Exception) and _is_spark_error(exc):
            raise RunError(f"the Spark job failed: {first_line(exc)}") from None
        raise
    # Every table is written: lag and the report read them from disk while Spark shuts down.
    stopping = threading.Thread(target=stop_session, args=(spark,), name="stop-spark")
    stopping.start()
    completed = False
    try:
        # Beside a local output's tables, or in a local directory then copied to the output.
        with tempfile.TemporaryDirectory(prefix="kgroup-proto-report-") as scratch:
            written = output.local if output.is_local else Path(scratch)
            ends = options.end_offsets
            lag = _judge_lag(output, written, ends, progress) if ends is not None else None
            progress("drawing the report")
            totals = Totals(summary.input_records, summary.decoded, summary.error_records)
            note = None if ends is not None else NO_LAG
            readable = output.local if output.is_local else output
            data = report_data.offsets_report_data(readable, totals, lag, note)
            plotting.join()
            page: Path | Location = report.write_report(data, written, options.report_groups)
            if not output.is_local:
                storage.upload(written, output)
                page = output / page.name
        completed = True
    finally:
        stopping.join()
        if not completed:
            _remove(output)
    return OffsetsResult(summary, lag, page, time.monotonic() - started)


def _create_output(output: Location) -> None:
    if output.is_local:
        if output.local.exists():
            shutil.rmtree(output.local)
        try:
            output.local.mkdir(parents=True)
        except OSError as exc:
            raise RunError(f"{output}: cannot create the directory: {exc.strerror}") from None
        return
    try:
        output.remove()
        if output.renames:
            output.make_dir()
    except (OSError, storage.StorageError) as exc:
        raise RunError(f"{output}: cannot create the directory: {first_line(exc)}") from None


def _remove(output: Location) -> None:
    if output.is_local:
        shutil.rmtree(output.local, ignore_errors=True)
        return
    with contextlib.suppress(OSError, storage.StorageError):  # the run's own error is said
        output.remove()


def _records(
    spark: SparkSession, options: OffsetsRun, progress: Progress
) -> DataFrame | offsets_job.ParquetFiles:
    files = list(options.files)
    if options.kafka is not None:
        kafka = options.kafka
        progress(f"reading {kafka.topic} from {kafka.bootstrap}")
        frame = _kafka_frame(spark, kafka)
        return frame.unionByName(inputs.read(spark, files)) if files else frame
    progress(f"reading {len(files)} input file(s)")
    direct = inputs.direct_parquet(files)
    uris = [f.path for f in files if isinstance(f.path, Location)]
    if uris and not direct:
        raise RunError(
            f"{uris[0]}: inputs at a URI must be Parquet files with the exact column types of "
            "Spark's Kafka source (JSON Lines and other Parquet are read only from local paths)"
        )
    # Parquet with Spark's types is read by the tasks; anything else by Spark.
    return offsets_job.ParquetFiles(direct) if direct else inputs.read(spark, files)


def _kafka_frame(spark: SparkSession, kafka: KafkaTopic) -> DataFrame:
    try:
        return inputs.read_kafka(spark, kafka.bootstrap, kafka.topic, kafka.source)
    except Exception as exc:
        if "kafka" in str(exc).lower() and "data source" in str(exc).lower():
            raise RunError(
                "Spark's Kafka source is not available; add its package, e.g. --conf "
                "spark.jars.packages=org.apache.spark:spark-sql-kafka-0-10_2.13:<spark version>"
            ) from None
        raise RunError(f"cannot read {kafka.topic} from {kafka.bootstrap}: {exc}") from None


def _judge_lag(
    output: Location, written: Path, ends: Sequence[EndOffset], progress: Progress
) -> LagReport:
    """Burrow's evaluation of the decoded commits against the end offsets (in this process:
    the replay is sequential), its tables written to ``written``."""
    progress("judging lag and status from the end offsets")
    tables = OffsetsOutput(output.local if output.is_local else output)
    events = tables.coordinator_events()
    histories = group_history.histories(tables.history_records())
    lag = with_known_groups(evaluate(events, ends), group_history.known_groups(histories))
    lag_tables.write_tables(
        written, lag, lag_tables.Inputs(events, list(ends), []), with_commits=False
    )
    return lag


def _is_spark_error(exc: Exception) -> bool:
    """Errors raised by Spark itself (the JVM side or PySpark), as opposed to bugs here."""
    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException

    return isinstance(exc, PySparkException | Py4JError)
