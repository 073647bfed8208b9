"""``kgroup-proto offsets``: ``__consumer_offsets`` records decoded on Spark into tables.

Spark and pyarrow are imported only when the command runs, so the rest of the command line works
without the ``spark`` extra.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from kgroup_proto.cli.console import check_output_location, progress
from kgroup_proto.cli.errors import CliError
from kgroup_proto.cli.text_tables import status_table

if TYPE_CHECKING:
    from kgroup_proto.pipelines.lag import EndOffset
    from kgroup_proto.pipelines.offsets_job import Summary

# The run's defaults, written here so that the command line loads without Spark's pipeline.
DEFAULT_MASTER = "local[*]"
KAFKA_TOPIC = "__consumer_offsets"
KAFKA_SOURCES = ("kgroup", "spark-jar")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    offsets = commands.add_parser(
        "offsets",
        help="decode __consumer_offsets records on Spark into tables and a report",
        description="Decode __consumer_offsets records (Parquet or JSON Lines files with the "
        "columns of Spark's Kafka source) on Spark into one Parquet table per record type, a "
        "compacted view, an error table and an HTML report.",
    )
    offsets.add_argument(
        "inputs",
        nargs="*",
        metavar="INPUT",
        help="Parquet or JSON Lines files, or directories, as paths or URIs",
    )
    offsets.add_argument(
        "--output",
        "-o",
        required=True,
        help="directory to create: a path, or a URI (file://, s3://, gs://, abfs://, hdfs://)",
    )
    offsets.add_argument(
        "--fs-option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an option of the filesystem of the URIs given (inputs and --output), e.g. "
        "endpoint_override=localhost:9000 or region=eu-west-1 for S3 (repeatable; see "
        "docs/offsets.md)",
    )
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
        metavar="FILE",
        help="log-end offsets over time (Parquet or JSON Lines with topic, partition, offset and "
        "time; a path or a URI): adds each group's lag and status to the tables and the report "
        "(default: NAME-end-offsets.jsonl beside a single input NAME.parquet or NAME.jsonl, if "
        "there is one, as for the shipped sample)",
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
    from kgroup_proto.pipelines import inputs, offsets_run, runs, storage

    try:
        fs_options = storage.parse_options(args.fs_option)
        output = storage.Location.of(args.output, fs_options)
        files = inputs.discover(args.inputs, fs_options)
        for file in files:
            inputs.check_columns(file)
        check_output_location(output.local if output.is_local else output, args.overwrite)
        ends = _end_offsets(args.end_offsets, args.inputs, len(files), fs_options)
    except (inputs.InputError, storage.StorageError) as exc:
        raise CliError(str(exc)) from None
    kafka = None
    if args.kafka:
        kafka = offsets_run.KafkaTopic(args.kafka, args.topic, args.kafka_source)
        if args.kafka_source == "kgroup":
            _check_kafka(args.kafka, args.topic)
    options = offsets_run.OffsetsRun(
        output=output.local if output.is_local else output,
        files=files,
        kafka=kafka,
        end_offsets=ends,
        master=args.master,
        settings=settings,
        report_groups=args.report_groups,
    )
    try:
        result = offsets_run.run(options, progress)
    except runs.RunError as exc:
        raise CliError(str(exc)) from None
    print_summary(result.summary, args.output, result.page, result.seconds)
    if result.lag is not None:
        print(status_table(result.lag))
    if not result.summary.reconciles:
        raise CliError("the counts do not reconcile: some records were neither decoded nor kept")
    return 0


def _end_offsets(
    given: str | None, named: list[str], files: int, fs_options: dict[str, str]
) -> list[EndOffset] | None:
    """The end offsets to judge lag by, read before Spark starts: ``--end-offsets`` (a path or
    a URI), or the file beside a single input file, or None."""
    from kgroup_proto.pipelines import input_values, lag_tables
    from kgroup_proto.pipelines.sample_files import END_OFFSETS_SUFFIX, end_offsets_beside
    from kgroup_proto.pipelines.storage import Location, is_uri

    path: Path | Location | None = None
    if given is not None:
        path = Location.of(given, fs_options) if is_uri(given) else Path(given)
    elif len(named) == 1 and files == 1 and not is_uri(named[0]) and Path(named[0]).is_file():
        beside = end_offsets_beside(Path(named[0]))
        path = beside if beside.is_file() else None
    elif len(named) == 1 and files == 1 and is_uri(named[0]):
        place = Location.of(named[0], fs_options)
        folder, _, name = place.text.rstrip("/").rpartition("/")
        stem = name.rsplit(".", 1)[0]
        found = Location.of(f"{folder}/{stem}{END_OFFSETS_SUFFIX}", fs_options)
        try:
            path = found if not place.is_dir() and found.exists() else None
        except OSError:  # the file beside is optional: one that cannot be looked at is not there
            path = None
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


def print_summary(summary: Summary, output: object, page: object, seconds: float) -> None:
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
