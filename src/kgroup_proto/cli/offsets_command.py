"""``kgroup-proto offsets``: ``__consumer_offsets`` records decoded on Spark into tables.

Spark and pyarrow are imported only when the command runs, so the rest of the command line works
without the ``spark`` extra.
"""

from __future__ import annotations

import argparse
import shutil
import threading
import time
from pathlib import Path
from typing import Any

from kgroup_proto.cli.console import check_output_dir, first_line, progress
from kgroup_proto.cli.errors import CliError

DEFAULT_MASTER = "local[*]"
KAFKA_TOPIC = "__consumer_offsets"
KAFKA_SOURCES = ("kgroup", "spark-jar")


def register(commands: Any) -> None:
    offsets = commands.add_parser(
        "offsets",
        help="decode __consumer_offsets records on Spark into tables and a report",
        description="Decode __consumer_offsets records (Parquet or JSON Lines files with the "
        "columns of Spark's Kafka source) on Spark into one Parquet table per record type, a "
        "compacted view, an error table and an HTML report.",
    )
    offsets.add_argument(
        "inputs", nargs="*", metavar="INPUT", help="Parquet or JSON Lines files, or directories"
    )
    offsets.add_argument("--output", "-o", required=True, type=Path, help="directory to create")
    offsets.add_argument(
        "--master", default=DEFAULT_MASTER, help=f"Spark master URL (default {DEFAULT_MASTER})"
    )
    offsets.add_argument(
        "--overwrite", action="store_true", help="replace the output directory if it exists"
    )
    offsets.add_argument(
        "--conf",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a Spark setting, e.g. spark.driver.memory=4g (repeatable)",
    )
    offsets.add_argument(
        "--kafka",
        metavar="BOOTSTRAP",
        help="read the topic from a live cluster (HOST:PORT,...)",
    )
    offsets.add_argument(
        "--kafka-source",
        choices=KAFKA_SOURCES,
        default=KAFKA_SOURCES[0],
        help="how --kafka reads: kgroup, this package's Python data source (the default), or "
        "spark-jar, Spark's own Kafka source (needs its package, e.g. --conf "
        "spark.jars.packages=...)",
    )
    offsets.add_argument(
        "--topic", default=KAFKA_TOPIC, help=f"topic to read with --kafka (default {KAFKA_TOPIC})"
    )
    offsets.add_argument(
        "--end-offsets",
        type=Path,
        metavar="FILE",
        help="log-end offsets over time (Parquet or JSON Lines with topic, partition, offset and "
        "time): adds each group's lag and status to the tables and the report (default: "
        "NAME-end-offsets.jsonl beside a single input NAME.parquet or NAME.jsonl, if there is "
        "one, as for the shipped sample)",
    )
    offsets.add_argument(
        "--report-groups",
        type=int,
        default=50,
        metavar="N",
        help="plot the N groups with the most commits (default 50)",
    )
    offsets.set_defaults(handler=run)


def _settings(pairs: list[str]) -> dict[str, str]:
    settings = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--conf {pair!r}: expected KEY=VALUE")
        settings[key.strip()] = value
    return settings


def _create_output(output: Path) -> None:
    if output.exists():
        shutil.rmtree(output)
    try:
        output.mkdir(parents=True)
    except OSError as exc:
        raise CliError(f"{output}: cannot create the directory: {exc.strerror}") from None


def run(args: argparse.Namespace) -> int:
    if not args.inputs and not args.kafka:
        raise CliError("give at least one INPUT file or directory (or --kafka BOOTSTRAP)")
    if args.report_groups < 0:
        raise CliError("--report-groups must be 0 or more")
    settings = _settings(args.conf)
    try:
        import pyarrow  # noqa: F401
        import pyspark  # noqa: F401
    except ImportError as exc:
        raise CliError(
            f"the offsets command needs Spark support ({exc.name} is missing): "
            "pip install 'kgroup-proto[spark]'"
        ) from None
    from kgroup_proto.pipelines import inputs

    try:
        files = inputs.discover(args.inputs)
        for file in files:
            inputs.check_columns(file)
    except inputs.InputError as exc:
        raise CliError(str(exc)) from None
    check_output_dir(args.output, args.overwrite)
    ends = _end_offsets(args.end_offsets, args.inputs, files)
    if args.kafka and args.kafka_source == "kgroup":
        _check_kafka(args.kafka, args.topic)
    return _run_on_spark(args, files, settings, ends)


def _end_offsets(given: Path | None, named: list[str], files: list[Any]) -> Any:
    """The end offsets to judge lag by, read before Spark starts: ``--end-offsets``, or the
    file beside a single input file, or None."""
    from kgroup_proto.pipelines import input_values, lag_tables
    from kgroup_proto.pipelines.sample_files import end_offsets_beside

    path = given
    if path is None and len(named) == 1 and len(files) == 1 and Path(named[0]).is_file():
        beside = end_offsets_beside(Path(named[0]))
        path = beside if beside.is_file() else None
    if path is None:
        return None
    try:
        ends = lag_tables.read_end_offsets(path)
    except input_values.LagInputError as exc:
        raise CliError(str(exc)) from None
    progress(f"end offsets from {path}: {len(ends)} samples")
    return ends


def _check_kafka(bootstrap: str, topic: str) -> None:
    """Plan the read once here, so that an unreachable cluster or a missing topic is one clear
    line before Spark starts."""
    import asyncio

    from kgroup_proto.client.errors import ClientError
    from kgroup_proto.pipelines import inputs
    from kgroup_proto.pipelines.kafka_source import SourceError, parse_options, plan_batch

    try:
        options = parse_options(inputs.kafka_options(bootstrap, topic), streaming=False)
        ranges = asyncio.run(plan_batch(options))
    except (SourceError, ClientError) as exc:
        raise CliError(f"cannot read {topic} from {bootstrap}: {exc}") from None
    records = sum(r.end - r.start for r in ranges)
    progress(f"{topic} on {bootstrap}: offsets of {len(ranges)} partition(s) span {records}")


def _run_on_spark(
    args: argparse.Namespace, files: list[Any], settings: dict[str, str], ends: Any
) -> int:
    from kgroup_proto.pipelines import inputs, offsets_job, report
    from kgroup_proto.pipelines.offsets_output import Totals
    from kgroup_proto.pipelines.spark import SparkUnavailable, start_session, stop_session

    started = time.monotonic()
    # The report's plotting library loads while Spark's JVM starts, which leaves this
    # process idle.
    plotting = threading.Thread(target=report.load_plotting, name="load-plotting", daemon=True)
    plotting.start()
    progress(f"starting Spark on {args.master}")
    try:
        spark = start_session(args.master, settings)
    except SparkUnavailable as exc:
        raise CliError(str(exc)) from None
    offsets_job.warm_workers(spark)
    _create_output(args.output)
    try:
        if args.kafka:
            progress(f"reading {args.topic} from {args.kafka}")
            frame = _kafka_frame(spark, args.kafka, args.topic, args.kafka_source)
            if files:
                frame = frame.unionByName(inputs.read(spark, files))
            records: Any = frame
        else:
            progress(f"reading {len(files)} input file(s)")
            direct = inputs.direct_parquet(files)
            # Parquet with Spark's types is read by the tasks; anything else by Spark.
            records = offsets_job.ParquetFiles(direct) if direct else inputs.read(spark, files)
        summary = offsets_job.run(spark, records, args.output, progress)
    except BaseException as exc:
        stop_session(spark)
        shutil.rmtree(args.output, ignore_errors=True)  # no half-written tables left behind
        if isinstance(exc, Exception) and _is_spark_error(exc):
            raise CliError(f"the Spark job failed: {first_line(exc)}") from None
        raise
    # Every table is written: lag and the report read them from disk while Spark shuts down.
    stopping = threading.Thread(target=stop_session, args=(spark,), name="stop-spark")
    stopping.start()
    completed = False
    try:
        lag = _judge_lag(args.output, ends) if ends is not None else None
        progress("drawing the report")
        totals = Totals(summary.input_records, summary.decoded, summary.error_records)
        note = None if ends is not None else "No end offsets were given (--end-offsets): no lag."
        data = report.offsets_report_data(args.output, totals, lag, note)
        plotting.join()
        page = report.write_report(data, args.output, args.report_groups)
        completed = True
    finally:
        stopping.join()
        if not completed:
            shutil.rmtree(args.output, ignore_errors=True)
    print_summary(summary, args.output, page, time.monotonic() - started)
    if lag is not None:
        from kgroup_proto.cli.lag_command import status_table

        print(status_table(lag))
    if not summary.reconciles:
        raise CliError("the counts do not reconcile: some records were neither decoded nor kept")
    return 0


def _judge_lag(output: Path, ends: Any) -> Any:
    """Burrow's evaluation of the decoded commits against the end offsets (in this process:
    the replay is sequential), written beside the tables."""
    from kgroup_proto.pipelines import lag_tables
    from kgroup_proto.pipelines.lag import evaluate
    from kgroup_proto.pipelines.offsets_output import OffsetsOutput

    progress("judging lag and status from the end offsets")
    events = OffsetsOutput(output).coordinator_events()
    lag = evaluate(events, ends)
    lag_tables.write_tables(output, lag, lag_tables.Inputs(events, ends, []), with_commits=False)
    return lag


def _kafka_frame(spark: Any, bootstrap: str, topic: str, source: str) -> Any:
    from kgroup_proto.pipelines import inputs

    try:
        return inputs.read_kafka(spark, bootstrap, topic, source)
    except Exception as exc:
        if "kafka" in str(exc).lower() and "data source" in str(exc).lower():
            raise CliError(
                "Spark's Kafka source is not available; add its package, e.g. --conf "
                "spark.jars.packages=org.apache.spark:spark-sql-kafka-0-10_2.13:<spark version>"
            ) from None
        raise CliError(f"cannot read {topic} from {bootstrap}: {exc}") from None


def _is_spark_error(exc: Exception) -> bool:
    """Errors raised by Spark itself (the JVM side or PySpark), as opposed to bugs here."""
    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException

    return isinstance(exc, PySparkException | Py4JError)


def print_summary(summary: Any, output: Path, page: Path, seconds: float) -> None:
    width = max(len(table) for table in summary.decoded)
    print(f"input records:   {summary.input_records}")
    print(f"decoded records: {summary.decoded_records}")
    for table, count in summary.decoded.items():
        print(f"  {table:<{width}}  {count}")
    print(f"error records:   {summary.error_records}")
    verdict = "reconciled" if summary.reconciles else "NOT reconciled"
    print(
        f"{summary.decoded_records} decoded + {summary.error_records} errors = "
        f"{summary.decoded_records + summary.error_records} of {summary.input_records} "
        f"input records: {verdict}"
    )
    print(f"latest_state:    {summary.latest_state_rows} keys after compaction")
    print(f"tables in {output}, report {page} ({seconds:.0f} s)")
