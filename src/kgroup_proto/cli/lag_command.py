"""``kgroup-proto lag``: consumer lag in records and seconds, and each group's status by Burrow's
rules, from a decoded ``__consumer_offsets`` and end offsets, or sampled from a live cluster.

The status table goes to stdout (``--json`` for scripts); ``--output`` writes every table as
Parquet and the HTML report (pyarrow and matplotlib, from the ``spark`` extra). ``--follow``
keeps sampling on Spark Structured Streaming and rewrites them after every round. See
docs/lag.md for the method.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from kgroup_proto.cli.arguments import non_negative_seconds, positive_int, positive_seconds
from kgroup_proto.cli.console import check_output_location, progress
from kgroup_proto.cli.errors import CliError
from kgroup_proto.cli.text_tables import status_table
from kgroup_proto.pipelines.lag import WEEK_MS, LagReport, Settings

if TYPE_CHECKING:
    from kgroup_proto.pipelines.lag_run import Cluster
    from kgroup_proto.pipelines.storage import Location

LATEST_FROM = ("list_offsets", "fetch")
#: lag_commits.COMMITS_FROM, without importing the pipelines to parse arguments.
COMMITS_FROM = ("consumer-offsets", "offset-fetch")


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
        metavar="INPUT",
        help="a directory written by `kgroup-proto offsets` or by `kgroup-proto lag --output`: "
        "a path, or a URI (file://, s3://, gs://, abfs://, hdfs://)",
    )
    lag.add_argument(
        "--end-offsets",
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
        "--commits-from",
        choices=COMMITS_FROM,
        default=COMMITS_FROM[0],
        help="read every commit, tombstone and group record from __consumer_offsets (the "
        "default), or infer commits from OffsetFetch answers each round, for clusters whose "
        "__consumer_offsets may not be read (docs/lag.md says what that cannot see)",
    )
    live.add_argument(
        "--from-beginning",
        action="store_true",
        help="read __consumer_offsets from its beginning, to rebuild the groups' history "
        "(default: from its end when the command starts)",
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
    lag.add_argument("--output", "-o", help="write the tables as Parquet here (a path or a URI)")
    lag.add_argument(
        "--fs-option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an option of the filesystem of the URIs given, e.g. endpoint_override=HOST:PORT "
        "for S3 (repeatable; see docs/offsets.md)",
    )
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


def _place(text: str | None, options: dict[str, str]) -> Path | Location | None:
    """A path, or a URI with the filesystem's options."""
    from kgroup_proto.pipelines.storage import Location, is_uri

    if text is None:
        return None
    return Location.of(text, options) if is_uri(text) else Path(text)


def _check_output(output: Path | Location | None, overwrite: bool) -> None:
    if output is None:
        return
    check_output_location(output, overwrite)
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        raise CliError(
            "writing Parquet tables needs pyarrow: pip install 'kgroup-proto[spark]'"
        ) from None


def run(args: argparse.Namespace) -> int:
    if (args.input is None) == (args.bootstrap is None):
        raise CliError("give either INPUT (a directory of tables) or --bootstrap, not both")
    if args.bootstrap is None and (args.group or args.record_times or args.from_beginning):
        raise CliError(
            "--group, --record-times and --from-beginning sample a live cluster: they need "
            "--bootstrap"
        )
    if args.follow and args.bootstrap is None:
        raise CliError("--follow samples a live cluster: it needs --bootstrap")
    if args.from_beginning and args.commits_from != COMMITS_FROM[0]:
        raise CliError(
            "--from-beginning reads __consumer_offsets: not with --commits-from offset-fetch"
        )
    if args.follow and args.at is not None:
        raise CliError("--follow judges at each round's time: --at does not apply")
    if not args.follow and args.rounds is not None:
        raise CliError("--rounds counts the rounds of --follow")
    settings = _settings(args)
    at = _at(args.at)
    from kgroup_proto.pipelines.storage import StorageError, parse_options

    try:
        fs_options = parse_options(args.fs_option)
    except StorageError as exc:
        raise CliError(str(exc)) from None
    args.input, args.end_offsets, args.output = (
        _place(args.input, fs_options),
        _place(args.end_offsets, fs_options),
        _place(args.output, fs_options),
    )
    from kgroup_proto.pipelines import lag_run, runs

    resuming = args.follow and args.commits_from == COMMITS_FROM[0]
    try:
        resuming = resuming and lag_run.checkpoint_of(args.output) is not None
    except runs.RunError as exc:
        raise CliError(str(exc)) from None
    if not resuming:  # a follower's own output, with its checkpoint, is carried on
        _check_output(args.output, args.overwrite)

    try:
        if args.follow:
            following = lag_run.FollowRun(
                cluster=_cluster(args),
                settings=settings,
                window=args.window,
                master=args.master,
                rounds=args.rounds,
                output=args.output,
            )
            followed = lag_run.follow(
                following, lambda report: _print_round(report, args.json), progress
            )
            progress(f"followed {followed} round(s)")
            return 0
        source = (
            _cluster(args)
            if args.bootstrap is not None
            else lag_run.Tables(args.input, args.end_offsets)
        )
        options = lag_run.LagRun(source=source, settings=settings, at=at, output=args.output)
        result = lag_run.run(options, progress)
    except runs.RunError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        json.dump(_json(result.report), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(status_table(result.report))
    return 0


def _cluster(args: argparse.Namespace) -> Cluster:
    from kgroup_proto.pipelines.lag_run import Cluster

    return Cluster(
        bootstrap=args.bootstrap,
        groups=args.group,
        latest_from=args.latest_from,
        record_times=args.record_times,
        timeout=args.timeout,
        interval=args.interval,
        duration=args.duration,
        commits_from=args.commits_from,
        from_beginning=args.from_beginning,
    )


def _print_round(report: LagReport, as_json: bool) -> None:
    """A followed round's status, at once: a table, or a line of JSON."""
    if as_json:
        print(json.dumps(_json(report)), flush=True)
    else:
        print(status_table(report), flush=True)


def _json(report: LagReport) -> dict[str, object]:
    return {
        "evaluated_at": report.evaluated_at,
        "groups": [attrs.asdict(g) for g in report.groups],
        "partitions": [attrs.asdict(p) for p in report.partitions],
    }
