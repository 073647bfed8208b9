"""One run of ``kgroup-proto lag``: the inputs read (an output directory's tables, or rounds
sampled from a live cluster), the lag and each group's status judged by Burrow's rules, the
tables and the report written; or, following, the cluster sampled on Spark Structured Streaming
with the report handed on and the output rewritten after every round.

:func:`run` takes a :class:`LagRun` and gives a :class:`LagResult`; :func:`follow` takes a
:class:`FollowRun` and hands each round's report to a callback. The command parses its
arguments into the first and prints what comes back.

Spark (the ``spark`` extra) loads only to follow, pyarrow only to read or write tables, jinja2
and matplotlib only to write the report: sampling a cluster once and printing needs none.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

import kgroup_proto.pipelines.lag_commits as lag_commits
from kgroup_proto.client import ClientError, GroupAdmin
from kgroup_proto.pipelines import lag_tables, storage
from kgroup_proto.pipelines.group_history import known_groups
from kgroup_proto.pipelines.input_values import LagInputError
from kgroup_proto.pipelines.lag import LagReport, Settings, evaluate, with_known_groups
from kgroup_proto.pipelines.lag_sampler import Samples, sample
from kgroup_proto.pipelines.lag_tables import Inputs
from kgroup_proto.pipelines.report_data import lag_report_data
from kgroup_proto.pipelines.runs import Progress, RunError, first_line, no_progress, start_spark
from kgroup_proto.pipelines.spark import stop_session
from kgroup_proto.pipelines.storage import Location, StorageError

if TYPE_CHECKING:
    from pyspark.sql.streaming.query import StreamingQuery

    from kgroup_proto.pipelines.lag_follow import Follower

#: Seconds sampled, without following, when no duration is given.
DEFAULT_DURATION = 60.0
#: How often a follow checks whether it is done.
POLL_SECONDS = 0.2


@attrs.frozen
class Tables:
    """Inputs in files: an output directory of ``kgroup-proto offsets`` or ``kgroup-proto
    lag``, and the end offsets (which the first needs unless its job was given them)."""

    directory: Path | Location
    end_offsets: Path | Location | None = None


@attrs.frozen
class Cluster:
    """A live cluster, sampled a round every ``interval`` seconds."""

    bootstrap: str
    #: The groups sampled; None: every group, listed each round.
    groups: Sequence[str] | None = None
    #: How log ends are read: ``list_offsets`` or ``fetch`` (a Fetch's high watermark).
    latest_from: str = "list_offsets"
    #: Fetch the oldest unconsumed record of each lagging partition for its timestamp.
    record_times: bool = False
    #: Seconds per request.
    timeout: float = 30.0
    interval: float = 5.0
    #: Seconds sampled; None: :data:`DEFAULT_DURATION`, or until interrupted when following.
    duration: float | None = None
    #: Where commits come from: ``consumer-offsets`` (read from the topic) or
    #: ``offset-fetch`` (inferred from OffsetFetch answers, the fallback).
    commits_from: str = "consumer-offsets"
    #: Read ``__consumer_offsets`` from its beginning rather than its current end.
    from_beginning: bool = False

    @property
    def connect_timeout(self) -> float:
        return min(self.timeout, 10.0)


@attrs.frozen
class LagRun:
    """What one judgement reads and writes."""

    source: Tables | Cluster
    settings: Settings = attrs.Factory(Settings)
    #: The time judged at (milliseconds since the epoch); None: the latest in the inputs.
    at: int | None = None
    #: The directory the tables and the report are written to (replaced if it exists): a
    #: path, or a URI with its filesystem's options.
    output: Path | Location | None = None


@attrs.frozen
class LagResult:
    report: LagReport
    inputs: Inputs


@attrs.frozen
class FollowRun:
    """What following a cluster samples, keeps and writes."""

    cluster: Cluster
    settings: Settings = attrs.Factory(Settings)
    #: End offsets and lag rows kept per partition.
    window: int = 60
    #: Spark's master URL (sampling runs in the driver: one core is enough).
    master: str = "local[1]"
    #: Stop after this many rounds; None: when the duration is up or when interrupted.
    rounds: int | None = None
    #: Rewritten with the tables and the report after every round.
    output: Path | Location | None = None


def run(options: LagRun, progress: Progress = no_progress) -> LagResult:
    """Read or sample the inputs, judge them and write the output if one is asked for;
    :class:`RunError` says in a line why a run could not be made."""
    if isinstance(options.source, Cluster):
        inputs = _sample(options.source, progress)
        source = options.source.bootstrap
    else:
        inputs = _read(options.source)
        source = str(options.source.directory)
    report = evaluate(
        inputs.events, inputs.end_offsets, inputs.record_times, options.settings, options.at
    )
    report = with_known_groups(report, known_groups(inputs.histories))
    if options.output is not None:
        write_output(options.output, report, inputs, source, progress)
    return LagResult(report, inputs)


def _read(tables: Tables) -> Inputs:
    try:
        return lag_tables.read_inputs(tables.directory, tables.end_offsets)
    except ImportError as exc:
        raise RunError(
            f"reading Parquet tables needs {exc.name}: pip install 'kgroup-proto[spark]'"
        ) from None
    except (LagInputError, StorageError) as exc:
        raise RunError(str(exc)) from None


def _sample(cluster: Cluster, progress: Progress) -> Inputs:
    duration = DEFAULT_DURATION if cluster.duration is None else cluster.duration
    if cluster.interval <= 0 or duration < 0:
        raise RunError("--interval must be positive and --duration not negative")
    try:
        admin = GroupAdmin(
            cluster.bootstrap,
            connect_timeout=cluster.connect_timeout,
            request_timeout=cluster.timeout,
        )
    except ValueError as exc:
        raise RunError(f"--bootstrap: {exc}") from None
    rounds = int(duration / cluster.interval) + 1

    def on_round(samples: Samples) -> None:
        progress(f"round {samples.rounds} of {rounds}")

    async def main() -> Samples:
        async with admin:
            if cluster.commits_from == lag_commits.CONSUMER_OFFSETS:
                return await lag_commits.sample_log(
                    admin,
                    cluster.groups,
                    duration=duration,
                    interval=cluster.interval,
                    from_beginning=cluster.from_beginning,
                    latest_from=cluster.latest_from,
                    record_times=cluster.record_times,
                    on_round=on_round,
                )
            return await sample(
                admin,
                cluster.groups,
                duration=duration,
                interval=cluster.interval,
                latest_from=cluster.latest_from,
                record_times=cluster.record_times,
                on_round=on_round,
            )

    try:
        samples = asyncio.run(main())
    except (ClientError, lag_commits.LogError) as exc:
        raise RunError(str(exc)) from None
    return Inputs(samples.events, samples.end_offsets, samples.record_times, samples.groups.groups)


def write_output(
    output: Path | Location,
    report: LagReport,
    inputs: Inputs,
    source: str,
    progress: Progress = no_progress,
) -> None:
    """The tables and the HTML report, replacing whatever ``output`` held: written beside a
    local output first, then swapped in, so a reader never sees half of them; written to a
    local directory, then copied to an output at a URI in place of what it held."""
    # The report needs jinja2 and matplotlib (the spark extra): loaded only when written.
    from kgroup_proto.pipelines import report as html_report

    if isinstance(output, Location):
        with tempfile.TemporaryDirectory(prefix="kgroup-proto-lag-") as scratch:
            written = lag_tables.write_tables(Path(scratch), report, inputs)
            html_report.write_report(lag_report_data(inputs, report, source), Path(scratch))
            try:
                output.remove()
                storage.upload(Path(scratch), output)
            except (OSError, StorageError) as exc:
                raise RunError(f"{output}: cannot write: {first_line(exc)}") from None
        page = output / html_report.REPORT_PAGE
        progress(f"wrote {len(written)} tables and the report {page} to {output}")
        return

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


def checkpoint_of(output: Path | Location | None) -> dict[str, object] | None:
    """The checkpoint an earlier ``--follow`` left in ``output``, if it left one."""
    try:
        return None if output is None else lag_tables.read_checkpoint(output)
    except (LagInputError, StorageError) as exc:
        raise RunError(str(exc)) from None


def follow(
    options: FollowRun,
    on_round: Callable[[LagReport], None],
    progress: Progress = no_progress,
) -> int:
    """Sample on Spark Structured Streaming until ``options.rounds`` rounds were followed, the
    duration is up or the process is interrupted; after each round ``on_round`` gets the
    report and the output is rewritten. Gives the number of rounds followed."""
    try:
        # The streaming source and the follower need pyspark (the spark extra): loaded here.
        from kgroup_proto.pipelines import lag_follow
    except ImportError as exc:
        raise RunError(
            f"--follow needs Spark support ({exc.name} is missing): "
            "pip install 'kgroup-proto[spark]'"
        ) from None
    cluster = options.cluster
    try:
        follower = lag_follow.Follower(options.settings, options.window)
    except ValueError as exc:
        raise RunError(f"--window: {exc}") from None
    from_log = cluster.commits_from == lag_commits.CONSUMER_OFFSETS
    resume_from = checkpoint_of(options.output) if from_log else None
    if resume_from is not None:
        assert options.output is not None
        try:
            follower.resume(lag_tables.read_inputs(options.output, None), resume_from)
        except (LagInputError, StorageError, KeyError, TypeError, ValueError) as exc:
            raise RunError(f"{options.output}: cannot resume from it: {first_line(exc)}") from None
        progress(f"resuming from {options.output}'s checkpoint")
    source = lag_follow.SourceOptions(
        cluster.bootstrap,
        None if cluster.groups is None else list(cluster.groups),
        cluster.latest_from,
        cluster.record_times,
        cluster.timeout,
        cluster.commits_from,
        cluster.from_beginning and resume_from is None,
        dict(follower.positions) or None,
    )
    _check_cluster(cluster)

    enough = threading.Event()
    #: The signals received (SIGINT, SIGTERM), appended by their handler.
    interrupted: list[str] = []
    #: Held while a batch is handled: stopping waits for it, so the output is left whole.
    busy = threading.Lock()
    followed: list[int] = []

    def on_batch(follower: Follower) -> None:
        with busy:
            if enough.is_set():  # a batch that started as the query was being stopped
                return
            report = with_known_groups(follower.report(), known_groups(follower.histories))
            followed.append(follower.rounds)
            progress(f"round {len(followed)}")
            on_round(report)
            if options.output is not None:
                write_output(options.output, report, follower.inputs(), cluster.bootstrap, progress)
            if options.rounds is not None and len(followed) >= options.rounds:
                enough.set()

    spark = start_spark(options.master, {"spark.app.name": "kgroup-proto lag"}, progress)
    checkpoint = tempfile.mkdtemp(prefix="kgroup-proto-lag-")
    query = None
    # From here until Spark has stopped, an interrupt (another one too) only asks to stop.
    with _signals_set(interrupted):
        try:
            query = lag_follow.follow(
                spark,
                source,
                follower,
                interval=cluster.interval,
                on_batch=on_batch,
                checkpoint=checkpoint,
            )
            _wait(query, enough, interrupted, cluster.duration)
            if interrupted:
                progress("interrupted: stopping")
            enough.set()
            with busy:  # the batch under way, if any, finishes writing the output
                pass
            failure = None if interrupted else query.exception()
            if failure is not None:
                raise RunError(f"the streaming query failed: {first_line(failure)}")
            query.stop()
        finally:
            if query is not None and query.isActive:
                query.stop()
            stop_session(spark)
            shutil.rmtree(checkpoint, ignore_errors=True)
    return len(followed)


@contextlib.contextmanager
def _signals_set(seen: list[str]) -> Iterator[None]:
    """SIGINT and SIGTERM are appended to ``seen``, and do nothing else, until the block ends.

    This replaces PySpark's own SIGINT handler, which cancels Spark's jobs through the JVM
    gateway from inside whatever call the main thread is in (a gateway call among them, which
    then fails) and raises KeyboardInterrupt there: a follow stops between batches instead.
    The handler takes no lock (the main thread may hold it when the signal comes).
    """
    signals = (signal.SIGINT, signal.SIGTERM)
    before = {signum: signal.getsignal(signum) for signum in signals}
    for signum in signals:
        signal.signal(signum, lambda number, _frame: seen.append(signal.Signals(number).name))
    try:
        yield
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)


def _wait(
    query: StreamingQuery,
    enough: threading.Event,
    interrupted: list[str],
    duration: float | None,
) -> None:
    """Until the query stops, ``enough`` is set, a signal is seen or ``duration`` is up."""
    deadline = None if duration is None else time.monotonic() + duration
    while not interrupted and not enough.is_set() and query.isActive:
        if deadline is not None and time.monotonic() >= deadline:
            break
        time.sleep(POLL_SECONDS)


def _check_cluster(cluster: Cluster) -> None:
    """One ListGroups before Spark starts, so a cluster that is not there is one clear line."""

    async def ask() -> None:
        admin = GroupAdmin(cluster.bootstrap, connect_timeout=cluster.connect_timeout)
        async with admin:
            await admin.list_groups()

    try:
        asyncio.run(ask())
    except ValueError as exc:
        raise RunError(f"--bootstrap: {exc}") from None
    except ClientError as exc:
        raise RunError(str(exc)) from None
