"""``kgroup-proto lag``: consumer lag in records and seconds, and each group's status by Burrow's
rules, from a decoded ``__consumer_offsets`` and end offsets, or sampled from a live cluster.

The status table goes to stdout (``--json`` for scripts); ``--output`` writes every table as
Parquet and the HTML report (pyarrow and matplotlib, from the ``spark`` extra). ``--follow``
keeps sampling on Spark Structured Streaming and rewrites them after every round. See
docs/lag.md for the method.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import shutil
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.cli.arguments import non_negative_seconds, positive_int, positive_seconds
from kgroup_proto.cli.console import check_output_dir, first_line, progress
from kgroup_proto.cli.errors import CliError
from kgroup_proto.cli.text_tables import status_table
from kgroup_proto.pipelines.lag import WEEK_MS, LagReport, Settings

if TYPE_CHECKING:
    from kgroup_proto.pipelines.lag_follow import Follower
    from kgroup_proto.pipelines.lag_tables import Inputs

LATEST_FROM = ("list_offsets", "fetch")
#: Seconds sampled without --follow when --duration is not given.
DEFAULT_DURATION = 60.0


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    lag = commands.add_parser(
        "lag",
        help="consumer lag and Burrow's status per group, from files or a live cluster",
        description="Lag in records and in seconds per group and partition over time, and each "
        "group's status by Burrow's rules (OK, WARN, ERR; partitions STOP, STALL, REWIND). "
        "Read a decoded __consumer_offsets (the output of `kgroup-proto offsets`) with end "
        "offsets from --end-offsets, an earlier --output of this command, or sample a live "
        "cluster with --bootstrap.",
    )
    lag.add_argument(
        "input",
        nargs="?",
        type=Path,
        metavar="INPUT",
        help="a directory written by `kgroup-proto offsets` or by `kgroup-proto lag --output`",
    )
    lag.add_argument(
        "--end-offsets",
        type=Path,
        metavar="FILE",
        help="log-end offsets over time: Parquet or JSON Lines with topic, partition, offset "
        "and time",
    )
    live = lag.add_argument_group("sampling a live cluster")
    live.add_argument("--bootstrap", metavar="HOST:PORT[,HOST:PORT]", help="sample this cluster")
    live.add_argument(
        "--group",
        action="append",
        default=None,
        metavar="GROUP",
        help="sample only this group (repeatable; default: every group, listed each round)",
    )
    live.add_argument(
        "--duration",
        type=non_negative_seconds,
        default=None,
        metavar="SECONDS",
        help="how long (default 60; with --follow, until interrupted)",
    )
    live.add_argument(
        "--interval",
        type=positive_seconds,
        default=5.0,
        metavar="SECONDS",
        help="time between rounds (default 5)",
    )
    live.add_argument(
        "--latest-from",
        choices=LATEST_FROM,
        default=LATEST_FROM[0],
        help="read log ends with ListOffsets (the default) or from a Fetch's high watermark, "
        "for brokers whose ListOffsets answers latest wrongly (Tansu)",
    )
    live.add_argument(
        "--record-times",
        action="store_true",
        help="fetch the oldest unconsumed record of each lagging partition for its timestamp",
    )
    live.add_argument(
        "--timeout",
        type=positive_seconds,
        default=30.0,
        metavar="SECONDS",
        help="per request (default 30)",
    )
    live.add_argument(
        "--follow",
        action="store_true",
        help="keep sampling with Spark Structured Streaming, a round every --interval, and "
        "print the status (and rewrite --output's tables and report) after each",
    )
    live.add_argument(
        "--rounds",
        type=positive_int,
        default=None,
        metavar="N",
        help="with --follow: stop after N rounds (default: until interrupted or --duration)",
    )
    live.add_argument(
        "--window",
        type=int,
        default=60,
        metavar="N",
        help="with --follow: end offsets and lag rows kept per partition (default 60)",
    )
    live.add_argument(
        "--master",
        default="local[1]",
        help="with --follow: Spark master URL (default local[1]; sampling runs in the driver)",
    )
    rules = lag.add_argument_group("Burrow's thresholds (its defaults)")
    rules.add_argument(
        "--intervals", type=int, default=10, metavar="N", help="commits in each window (10)"
    )
    rules.add_argument(
        "--min-distance",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="a commit this soon after the previous one replaces it (0)",
    )
    rules.add_argument(
        "--expire-group",
        type=float,
        default=WEEK_MS / 1000,
        metavar="SECONDS",
        help="a group with no commit for this long is NOTFOUND (604800, a week)",
    )
    rules.add_argument(
        "--minimum-complete",
        type=float,
        default=0.0,
        metavar="FRACTION",
        help="judge a partition only once its window is this full (0)",
    )
    rules.add_argument(
        "--allowed-lag", type=int, default=0, metavar="RECORDS", help="lag that counts as none (0)"
    )
    lag.add_argument(
        "--at",
        metavar="TIME",
        help="judge at this time (ISO-8601 or milliseconds since the epoch; default: the "
        "latest time in the inputs)",
    )
    lag.add_argument("--output", "-o", type=Path, help="write the tables as Parquet here")
    lag.add_argument(
        "--overwrite", action="store_true", help="replace the output directory if it exists"
    )
    lag.add_argument("--json", action="store_true", help="print JSON instead of a table")
    lag.set_defaults(handler=run)


def _settings(args: argparse.Namespace) -> Settings:
    try:
        return Settings(
            intervals=args.intervals,
            min_distance_ms=round(args.min_distance * 1000),
            expire_group_ms=round(args.expire_group * 1000),
            minimum_complete=args.minimum_complete,
            allowed_lag=args.allowed_lag,
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None


def _at(text: str | None) -> int | None:
    if text is None:
        return None
    if text.isdigit():
        return int(text)
    try:
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise CliError(f"--at {text!r}: expected ISO-8601 or milliseconds") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return round(moment.timestamp() * 1000)


def _check_output(output: Path | None, overwrite: bool) -> None:
    if output is None:
        return
    check_output_dir(output, overwrite)
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        raise CliError(
            "writing Parquet tables needs pyarrow: pip install 'kgroup-proto[spark]'"
        ) from None


def run(args: argparse.Namespace) -> int:
    if (args.input is None) == (args.bootstrap is None):
        raise CliError("give either INPUT (a directory of tables) or --bootstrap, not both")
    if args.bootstrap is None and (args.group or args.record_times):
        raise CliError("--group and --record-times sample a live cluster: they need --bootstrap")
    if args.follow and args.bootstrap is None:
        raise CliError("--follow samples a live cluster: it needs --bootstrap")
    if args.follow and args.at is not None:
        raise CliError("--follow judges at each round's time: --at does not apply")
    if not args.follow and args.rounds is not None:
        raise CliError("--rounds counts the rounds of --follow")
    settings = _settings(args)
    at = _at(args.at)
    _check_output(args.output, args.overwrite)
    if args.follow:
        return _follow(args, settings)
    from kgroup_proto.pipelines import input_values, lag_tables

    if args.bootstrap is not None:
        inputs = _sample(args)
    else:
        try:
            inputs = lag_tables.read_inputs(args.input, args.end_offsets)
        except ImportError as exc:
            raise CliError(
                f"reading Parquet tables needs {exc.name}: pip install 'kgroup-proto[spark]'"
            ) from None
        except input_values.LagInputError as exc:
            raise CliError(str(exc)) from None
    from kgroup_proto.pipelines.lag import evaluate

    report = evaluate(inputs.events, inputs.end_offsets, inputs.record_times, settings, at)
    if args.output is not None:
        source = args.bootstrap if args.bootstrap is not None else str(args.input)
        write_output(args.output, report, inputs, source)
    if args.json:
        json.dump(_json(report), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(status_table(report))
    return 0


def write_output(output: Path, report: LagReport, inputs: Inputs, source: str) -> None:
    """The tables and the HTML report, replacing whatever ``output`` held: written beside it
    first, then swapped in, so a reader never sees half of them."""
    from kgroup_proto.pipelines import lag_tables
    from kgroup_proto.pipelines import report as html_report
    from kgroup_proto.pipelines.report_data import lag_report_data

    fresh = output.with_name(output.name + ".new")
    old = output.with_name(output.name + ".old")
    for leftover in (fresh, old):
        if leftover.exists():
            shutil.rmtree(leftover)
    fresh.mkdir(parents=True)
    written = lag_tables.write_tables(fresh, report, inputs)
    html_report.write_report(lag_report_data(inputs, report, source), fresh)
    if output.exists():
        output.rename(old)
    fresh.rename(output)
    if old.exists():
        shutil.rmtree(old)
    progress(f"wrote {len(written)} tables and the report {output / 'report.html'} to {output}")


def _follow(args: argparse.Namespace, settings: Settings) -> int:
    """Structured Streaming from the live cluster until interrupted or --duration is up."""
    import tempfile

    try:
        from kgroup_proto.pipelines import lag_follow
        from kgroup_proto.pipelines.spark import SparkUnavailable, start_session, stop_session
    except ImportError as exc:
        raise CliError(
            f"--follow needs Spark support ({exc.name} is missing): "
            "pip install 'kgroup-proto[spark]'"
        ) from None
    try:
        follower = lag_follow.Follower(settings, args.window)
    except ValueError as exc:
        raise CliError(f"--window: {exc}") from None
    options = lag_follow.SourceOptions(
        args.bootstrap, args.group, args.latest_from, args.record_times, args.timeout
    )
    _check_cluster(args)

    enough = threading.Event()
    printed: list[int] = []

    def on_batch(follower: Follower) -> None:
        if enough.is_set():  # a batch that started as the query was being stopped
            return
        report = follower.report()
        printed.append(follower.rounds)
        progress(f"round {len(printed)}")
        if args.json:
            print(json.dumps(_json(report)), flush=True)
        else:
            print(status_table(report), flush=True)
        if args.output is not None:
            write_output(args.output, report, follower.inputs(), args.bootstrap)
        if args.rounds is not None and len(printed) >= args.rounds:
            enough.set()

    progress(f"starting Spark on {args.master}")
    try:
        spark = start_session(args.master, {"spark.app.name": "kgroup-proto lag"})
    except SparkUnavailable as exc:
        raise CliError(str(exc)) from None
    checkpoint = tempfile.mkdtemp(prefix="kgroup-proto-lag-")
    query = None
    try:
        query = lag_follow.follow(
            spark,
            options,
            follower,
            interval=args.interval,
            on_batch=on_batch,
            checkpoint=checkpoint,
        )
        deadline = None if args.duration is None else time.monotonic() + args.duration
        try:
            while query.isActive and not enough.wait(0.2):
                if deadline is not None and time.monotonic() >= deadline:
                    break
        except KeyboardInterrupt:
            progress("interrupted: stopping")
        failure = query.exception()
        if failure is not None:
            raise CliError(f"the streaming query failed: {first_line(failure)}")
    finally:
        if query is not None:
            query.stop()
        stop_session(spark)
        shutil.rmtree(checkpoint, ignore_errors=True)
    progress(f"followed {len(printed)} round(s)")
    return 0


def _check_cluster(args: argparse.Namespace) -> None:
    """One ListGroups before Spark starts, so a cluster that is not there is one clear line."""
    from kgroup_proto.client import ClientError, GroupAdmin

    async def ask() -> None:
        admin = GroupAdmin(args.bootstrap, connect_timeout=min(args.timeout, 10.0))
        async with admin:
            await admin.list_groups()

    try:
        asyncio.run(ask())
    except ValueError as exc:
        raise CliError(f"--bootstrap: {exc}") from None
    except ClientError as exc:
        raise CliError(str(exc)) from None


def _sample(args: argparse.Namespace) -> Inputs:
    from kgroup_proto.client import ClientError, GroupAdmin
    from kgroup_proto.pipelines.lag_sampler import Samples, sample
    from kgroup_proto.pipelines.lag_tables import Inputs

    if args.duration is None:
        args.duration = DEFAULT_DURATION
    if args.interval <= 0 or args.duration < 0:
        raise CliError("--interval must be positive and --duration not negative")
    try:
        admin = GroupAdmin(
            args.bootstrap, connect_timeout=min(args.timeout, 10.0), request_timeout=args.timeout
        )
    except ValueError as exc:
        raise CliError(f"--bootstrap: {exc}") from None
    rounds = int(args.duration / args.interval) + 1

    def report(samples: Samples) -> None:
        progress(f"round {samples.rounds} of {rounds}")

    async def main() -> Samples:
        async with admin:
            return await sample(
                admin,
                args.group,
                duration=args.duration,
                interval=args.interval,
                latest_from=args.latest_from,
                record_times=args.record_times,
                on_round=report,
            )

    try:
        samples = asyncio.run(main())
    except ClientError as exc:
        raise CliError(str(exc)) from None
    return Inputs(samples.events, samples.end_offsets, samples.record_times, samples.groups.groups)


def _json(report: LagReport) -> dict[str, Any]:
    return {
        "evaluated_at": report.evaluated_at,
        "groups": [attrs.asdict(g) for g in report.groups],
        "partitions": [attrs.asdict(p) for p in report.partitions],
    }
