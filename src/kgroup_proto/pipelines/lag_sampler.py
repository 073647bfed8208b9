"""Sample a live cluster for :mod:`kgroup_proto.pipelines.lag`: committed offsets, log-end
offsets and, optionally, the timestamps of the oldest unconsumed records, round after round.

Each round asks, with a :class:`GroupAdmin`:

1. every group's description (DescribeGroups, ConsumerGroupDescribe, ShareGroupDescribe or
   StreamsGroupDescribe: type, state and members) and committed offsets (OffsetFetch; for a
   share group, which commits nothing, DescribeShareGroupOffsets: each share-partition's start
   offset stands for the committed offset, with the lag the coordinator reports from version
   1 on), stamped with the time the round started asking for them;
2. the log-end offset of every partition any group committed on (ListOffsets "latest" at each
   leader, or the high watermark of a Fetch, see :meth:`GroupAdmin.list_offsets`), stamped with
   the time it started asking for them;
3. optionally, for each group that lags, the timestamp of the first record at or after its
   committed offset (a Fetch at that offset), each offset asked once.

OffsetFetch says what a group's committed offset is, not when it was committed, nor whether the
same offset was committed again. What the coordinator would have recorded is inferred by
:class:`CommitObserver`: a committed offset seen for the first time or changed since the last
round is a commit at this round's time; an unchanged offset is a commit again only while a
member of the group owns the partition (a live consumer commits as it goes, so its commits
without progress are a stall, not a stop); an offset that disappeared (deleted, or expired) is a
tombstone. A share group's reported lag that changed is a commit too, carrying that lag. A
live member that owns a partition but does not commit at all is therefore judged
as stalled rather than stopped; both are errors for the group.

A round's answers are a :class:`Round` (:func:`observe_round` asks, :func:`round_inputs` infers
from them), so that rounds can also travel as rows, as ``lag --follow``'s streaming source
sends them.
"""

from __future__ import annotations

import asyncio
import time as clock_time
from collections.abc import Awaitable, Callable, Container, Iterable, Mapping
from typing import TYPE_CHECKING

import attrs

from kgroup_proto import record_batch
from kgroup_proto.client import fetch, topics
from kgroup_proto.client.errors import BrokerError, GroupNotFound, UnsupportedApi
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import fetch_response
from kgroup_proto.pipelines.group_history import GroupObserver
from kgroup_proto.pipelines.lag import (
    Commit,
    CoordinatorEvent,
    EndOffset,
    LagReport,
    OffsetTombstone,
    RecordTime,
    Settings,
    TopicPartition,
    evaluate,
)

if TYPE_CHECKING:
    from kgroup_proto.client.admin import GroupAdmin
    from kgroup_proto.protocol.models import GroupDescription


#: The group type (and protocol type) of KIP-932 share groups.
SHARE = "share"


class CommitObserver:
    """Turns committed offsets seen round after round into the coordinator's records.

    No I/O: each round's OffsetFetch answer and ownership go in, :mod:`lag` rows come out.
    """

    def __init__(self) -> None:
        self._seen: dict[str, dict[TopicPartition, int]] = {}
        self._lags: dict[str, dict[TopicPartition, int]] = {}

    def observe(
        self,
        time: int,
        group: str,
        committed: Mapping[TopicPartition, int],
        owned: set[TopicPartition] | None,
        lags: Mapping[TopicPartition, int] | None = None,
    ) -> list[CoordinatorEvent]:
        """The records implied by ``group``'s committed offsets at ``time``.

        ``owned`` is the set of partitions the group's members own, or None where membership
        is unknown (then only new and changed offsets count as commits). ``lags`` are the lags
        the coordinator reported (a share group's), carried by the commits.
        """
        before = self._seen.get(group, {})
        lags = lags or {}
        lags_before = self._lags.get(group, {})
        events: list[CoordinatorEvent] = []
        for tp in sorted(committed):
            offset = committed[tp]
            again = owned is not None and tp in owned
            if before.get(tp) != offset or lags_before.get(tp) != lags.get(tp) or again:
                events.append(Commit(group, tp[0], tp[1], offset, time, lag=lags.get(tp)))
        for tp in sorted(set(before) - set(committed)):
            events.append(OffsetTombstone(group, tp[0], tp[1], time))
        self._seen[group] = dict(committed)
        self._lags[group] = {tp: lag for tp, lag in lags.items() if tp in committed}
        return events

    def partitions(self) -> set[TopicPartition]:
        """Every partition a group has a committed offset on now."""
        return {tp for seen in self._seen.values() for tp in seen}

    def committed(self) -> dict[tuple[str, str, int], int]:
        """The latest committed offset of each (group, topic, partition)."""
        return {(g, *tp): o for g, seen in self._seen.items() for tp, o in seen.items()}


@attrs.define
class Samples:
    """What the rounds gathered: the inputs of :func:`lag.evaluate`, and the groups as
    described (state, members, changes; see :class:`GroupObserver`)."""

    events: list[CoordinatorEvent] = attrs.Factory(list)
    end_offsets: list[EndOffset] = attrs.Factory(list)
    record_times: list[RecordTime] = attrs.Factory(list)
    rounds: int = 0
    groups: GroupObserver = attrs.Factory(GroupObserver)

    def evaluate(self, settings: Settings | None = None, at: int | None = None) -> LagReport:
        return evaluate(self.events, self.end_offsets, self.record_times, settings, at)


Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[object]]


def _ms(clock: Clock) -> int:
    return int(clock() * 1000)


#: A description that could not be asked for (the broker lacks the API).
UNKNOWN = "unknown"


async def _describe(admin: GroupAdmin, group: str) -> GroupDescription | str | None:
    """The group as described; None if the coordinator does not know it; UNKNOWN if it could
    not be asked."""
    try:
        (description,) = await admin.describe_groups([group])
    except GroupNotFound:
        return None
    except UnsupportedApi:
        return UNKNOWN
    return description


def members_own(description: GroupDescription | str | None) -> set[TopicPartition] | None:
    """Partitions owned by the group's members; None where a member's assignment is unknown."""
    if description is None:
        return set()
    if isinstance(description, str):
        return None
    owned: set[TopicPartition] = set()
    for member in description.members:
        if member.assignment is None:
            return None
        owned |= {(t, p) for t, ps in member.assignment.items() for p in ps}
    return owned


def is_share(description: GroupDescription | str | None) -> bool:
    return not isinstance(description, str | None) and SHARE in (
        description.group_type,
        description.protocol_type,
    )


async def _group_offsets(
    admin: GroupAdmin, group: str
) -> tuple[dict[TopicPartition, int], dict[TopicPartition, int], GroupDescription | str | None]:
    """The group's committed offsets (a share group's start offsets), the lags its coordinator
    reported (share groups only) and its description."""
    description = await _describe(admin, group)
    lags: dict[TopicPartition, int] = {}
    try:
        if is_share(description):
            offsets = {}
            try:
                shares = await admin.fetch_share_offsets(group)
            except UnsupportedApi:  # a coordinator that keeps no share-partition state
                shares = []
            for share in shares:
                if share.start_offset < 0:  # the group has not initialized the partition yet
                    continue
                offsets[(share.topic, share.partition)] = share.start_offset
                if share.lag is not None:
                    lags[(share.topic, share.partition)] = share.lag
            return offsets, lags, description
        committed = await admin.fetch_offsets(group)
    except GroupNotFound:
        committed = []
    except BrokerError as exc:
        if exc.code != ErrorCode.GROUP_ID_NOT_FOUND:
            raise
        committed = []
    return {(o.topic, o.partition): o.offset for o in committed}, lags, description


async def first_record_timestamp(
    admin: GroupAdmin, metadata: topics.ClusterMetadata, tp: TopicPartition, offset: int
) -> int | None:
    """The timestamp of the first record at or after ``offset`` (transaction markers skipped),
    from a Fetch at the partition's leader; None when there is none to read."""
    topic, partition = tp
    leader = metadata.leader(topic, partition)
    if leader is None:
        return None
    connection = await admin.connection(leader.host, leader.port)
    topic_id = metadata.topics[topic].topic_id
    version = fetch.fetch_version(connection.version_for(fetch.FETCH), topic_id)
    request = fetch.fetch_request(
        topic,
        topic_id,
        partition,
        offset,
        version,
        max_bytes=1,  # a broker still answers with the whole first batch
        partition_max_bytes=1,
        leader_epoch=metadata.leader_epoch(topic, partition),
    )
    response = await connection.request(request, version)
    assert isinstance(response, fetch_response.FetchResponse)
    answer: fetch.FetchedPartition | None = fetch.read_fetch(
        response, topic, topic_id, partition, version
    )
    if answer is None or answer.error != ErrorCode.NONE:
        return None
    for header, batch in record_batch.complete_batches(answer.records):
        if header.is_control or header.last_offset < offset:
            continue
        for record in record_batch.read_records(batch, header):
            if record.offset >= offset:
                return record.timestamp
    return None


@attrs.frozen
class Round:
    """What one round was told, before anything is inferred from it: each group's committed
    offsets and description (None: not known to its coordinator; UNKNOWN: not asked), the
    end offsets of every partition committed on, record timestamps, and the lags share
    groups' coordinators reported (group -> partition -> lag; a share group's start offsets
    are its committed offsets)."""

    committed_at: int
    committed: dict[str, dict[TopicPartition, int]]
    described: dict[str, GroupDescription | str | None]
    ends_at: int | None = None
    ends: dict[TopicPartition, int] = attrs.Factory(dict)
    record_times: list[RecordTime] = attrs.Factory(list)
    lags: dict[str, dict[TopicPartition, int]] = attrs.Factory(dict)


async def observe_round(
    admin: GroupAdmin,
    groups: Iterable[str] | None = None,
    *,
    latest_from: str = "list_offsets",
    record_times: bool = False,
    known: Container[tuple[str, int, int]] = (),
    clock: Clock = clock_time.time,
) -> Round:
    """One round's questions (see the module's doc). ``groups`` None: every group the
    bootstrap brokers list. Timestamps are fetched only for records not
    in ``known`` ((topic, partition, offset))."""
    if groups is not None:
        names = sorted(set(groups))
    else:
        names = sorted({g.group_id for g in await admin.list_groups()})
    committed_at = _ms(clock)
    answers = await asyncio.gather(*(_group_offsets(admin, g) for g in names))
    committed = {g: offsets for g, (offsets, _, _) in zip(names, answers, strict=True)}
    lags = {g: lag for g, (_, lag, _) in zip(names, answers, strict=True) if lag}
    described = {g: description for g, (_, _, description) in zip(names, answers, strict=True)}
    found = Round(committed_at, committed, described, lags=lags)
    partitions = sorted({tp for offsets in committed.values() for tp in offsets})
    if not partitions:
        return found
    ends_at = _ms(clock)
    ends = await admin.list_offsets(partitions, "latest", latest_from=latest_from)
    stamps: list[RecordTime] = []
    if record_times:
        behind = sorted(
            {
                (t, p, c)
                for offsets in committed.values()
                for (t, p), c in offsets.items()
                if c < ends.get((t, p), c) and (t, p, c) not in known
            }
        )
        if behind:
            metadata = await topics.describe_topics(admin, sorted({t for t, _, _ in behind}))
            answered = await asyncio.gather(
                *(first_record_timestamp(admin, metadata, (t, p), c) for t, p, c in behind)
            )
            stamps = [
                RecordTime(t, p, c, stamp)
                for (t, p, c), stamp in zip(behind, answered, strict=True)
                if stamp is not None
            ]
    return attrs.evolve(found, ends_at=ends_at, ends=dict(ends), record_times=stamps)


def round_inputs(
    found: Round, observer: CommitObserver, groups: GroupObserver
) -> tuple[list[CoordinatorEvent], list[EndOffset]]:
    """The coordinator's records ``found`` implies (``observer`` remembers what earlier rounds
    saw) and its end offsets; the descriptions go to ``groups``."""
    events: list[CoordinatorEvent] = []
    for group in sorted(found.committed):
        description = found.described.get(group, UNKNOWN)
        owned = members_own(description)
        events += observer.observe(
            found.committed_at, group, found.committed[group], owned, found.lags.get(group)
        )
        if not isinstance(description, str):
            groups.observe(found.committed_at, group, description)
    ends_at = found.ends_at
    ends = (
        []
        if ends_at is None
        else [EndOffset(t, p, ends_at, o) for (t, p), o in sorted(found.ends.items())]
    )
    return events, ends


async def sample_round(
    admin: GroupAdmin,
    observer: CommitObserver,
    samples: Samples,
    groups: Iterable[str] | None = None,
    *,
    latest_from: str = "list_offsets",
    record_times: bool = False,
    clock: Clock = clock_time.time,
) -> None:
    """One round (see the module's doc), added to ``samples``. ``groups`` None: every group
    the bootstrap brokers list this round."""
    known = {(r.topic, r.partition, r.offset) for r in samples.record_times}
    found = await observe_round(
        admin, groups, latest_from=latest_from, record_times=record_times, known=known, clock=clock
    )
    events, ends = round_inputs(found, observer, samples.groups)
    samples.events += events
    samples.end_offsets += ends
    samples.record_times += found.record_times
    samples.rounds += 1


async def sample(
    admin: GroupAdmin,
    groups: Iterable[str] | None = None,
    *,
    duration: float,
    interval: float,
    latest_from: str = "list_offsets",
    record_times: bool = False,
    clock: Clock = clock_time.monotonic,
    wall_clock: Clock = clock_time.time,
    sleep: Sleep = asyncio.sleep,
    on_round: Callable[[Samples], None] | None = None,
) -> Samples:
    """Rounds every ``interval`` seconds for ``duration`` seconds (the first at once, the last
    at or before ``duration``); rows are stamped with ``wall_clock``, rounds paced by
    ``clock``. A round that overruns its interval is followed at once by the next."""
    if interval <= 0 or duration < 0:
        raise ValueError("interval must be positive and duration not negative")
    wanted = None if groups is None else list(groups)
    observer = CommitObserver()
    samples = Samples()
    start = clock()
    index = 0
    while True:
        await sample_round(
            admin,
            observer,
            samples,
            wanted,
            latest_from=latest_from,
            record_times=record_times,
            clock=wall_clock,
        )
        if on_round is not None:
            on_round(samples)
        index += 1
        due = start + index * interval
        if due - start > duration + 1e-9:
            return samples
        await sleep(max(0.0, due - clock()))
