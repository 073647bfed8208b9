"""Commits read live from ``__consumer_offsets``, as Burrow reads them, for
:mod:`kgroup_proto.pipelines.lag`.

The group coordinator writes every commit, every offset and group tombstone and every change
of a group's membership to ``__consumer_offsets``; any consumer may read it. Reading it, rather
than asking OffsetFetch round after round, sees each commit with its own timestamp (a commit of
the same offset again included), each deletion and expiry, and the groups' metadata.

:class:`CommitLog` is the decoding, with no I/O: records of the topic in, the lag's inputs
(:class:`~lag.Commit` with its ``commit_timestamp``, :class:`~lag.OffsetTombstone` and
:class:`~lag.GroupTombstone` at the record's timestamp, ordered by the record's offset) and
the groups' histories (:class:`~group_history.RecordHistories`) out, exactly as the ``offsets``
tables give them to ``kgroup-proto lag`` offline. Offset commits, nearly all of the topic, go
through a short path: their keys repeat, so each distinct key is decoded once and remembered,
and only the value is decoded per record; every other record type is decoded in full.

:class:`LogReader` reads the topic over the package's client: from where it was (its
:attr:`~LogReader.positions`, which a follower checkpoints), else from the topic's current end
or, asked to, its beginning; each :meth:`~LogReader.read` fetches every partition from its
position to the end it has when asked.

:class:`LogSampler` makes the rounds and :class:`Holdback` keeps the order the evaluation
needs. End offsets are stamped with this process's clock when sampled, commits with the
coordinator's when made, and a commit made just before an end offset was sampled must be
applied before it. So a round samples the end offsets first, at ``settled_at``, and reads the
topic :data:`SETTLE_MS` later, when every record made by then is in the log; inputs are held
back until a round has settled their time. An input that arrives later still (a coordinator
whose clock is behind this one's by more than that) is applied at the earliest time still
open, and counted.
"""

from __future__ import annotations

import asyncio
import struct
import time as clock_time
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.client import topics
from kgroup_proto.client.errors import ConnectionClosed, ConnectionFailed, RequestTimedOut
from kgroup_proto.client.fetch import (
    FETCH,
    FetchedPartition,
    fetch_request,
    fetch_version,
    read_fetch,
)
from kgroup_proto.consumer_offsets import KEY_VERSIONS, RecordError, decode_record, group_of
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import fetch_response
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.pipelines.group_history import TABLES, RecordHistories
from kgroup_proto.pipelines.kafka_reader import OUT_OF_RANGE, REFRESH, PartitionCursor
from kgroup_proto.pipelines.kafka_source import OffsetRange, SourceError
from kgroup_proto.pipelines.lag import (
    Commit,
    CoordinatorEvent,
    EndOffset,
    GroupTombstone,
    OffsetTombstone,
    RecordTime,
    TopicPartition,
)
from kgroup_proto.pipelines.lag_sampler import (
    SHARE,
    Clock,
    CommitObserver,
    Samples,
    Sleep,
    first_record_timestamp,
    members_own,
)
from kgroup_proto.pipelines.lag_sampler import _describe as describe_group
from kgroup_proto.pipelines.lag_sampler import _group_offsets as group_offsets
from kgroup_proto.pipelines.records import table_row
from kgroup_proto.record_batch import Record

if TYPE_CHECKING:
    from kgroup_proto.client.admin import GroupAdmin
    from kgroup_proto.protocol.models import GroupDescription

OFFSETS_TOPIC = "__consumer_offsets"
#: Where live commits come from: the topic (the default), or OffsetFetch polled (the fallback).
CONSUMER_OFFSETS, OFFSET_FETCH = "consumer-offsets", "offset-fetch"
COMMITS_FROM = (CONSUMER_OFFSETS, OFFSET_FETCH)
#: How long after a commit was made its record is surely in the log, in milliseconds.
SETTLE_MS = 200
#: Distinct offset-commit keys remembered (group, topic, partition); past it, forgotten.
KEYS_KEPT = 1 << 16
#: Decode problems remembered (the latest); all are counted.
ERRORS_KEPT = 20

_COMMIT_NUMBERS = frozenset(n for n, t in KEY_VERSIONS.items() if t.name == "OffsetCommit")
#: Record types whose tombstone deletes the group (as the offline reading has it).
_GROUP_TOMBSTONES = frozenset({"GroupMetadata", "ConsumerGroupMetadata"})
_INT16 = struct.Struct(">h")
_INT64 = struct.Struct(">q")
#: Offset commit value versions without tagged fields: (where the metadata string's int16
#: length is, counting the value's own version; bytes after the string). The offset is the
#: first field of each, the commit timestamp the first after the string.
_COMMIT_LAYOUTS = {
    version: layout
    for version, layout in {0: (10, 8), 1: (10, 16), 2: (10, 8), 3: (14, 8)}.items()
    if version in OffsetCommitValue.VALID_VERSIONS
}


def _utf8(data: bytes) -> bool:
    try:
        data.decode()
    except UnicodeDecodeError:
        return False
    return True


_NOT_A_COMMIT = ("", "", -1)


class CommitLog:
    """Records of ``__consumer_offsets`` in, the lag's inputs and the groups' histories out.

    ``groups``: only these groups' records are kept (None: every group's).
    """

    def __init__(self, groups: Collection[str] | None = None) -> None:
        self.groups = None if groups is None else frozenset(groups)
        self.histories = RecordHistories()
        #: Records read, and those that could not be decoded (the latest reasons kept).
        self.records = 0
        self.error_count = 0
        self.errors: list[str] = []
        self._keys: dict[bytes, tuple[str, str, int]] = {}
        #: Groups whose history a record changed since this set was last emptied.
        self.touched: set[str] = set()

    def read(self, records: Iterable[Record]) -> list[CoordinatorEvent]:
        """The commits and tombstones in ``records`` (of one partition, in offset order);
        the groups' records go to :attr:`histories`."""
        events: list[CoordinatorEvent] = []
        append = events.append
        keys = self._keys
        wanted = self.groups
        decode_value = OffsetCommitValue.decode
        unpack = _INT16.unpack_from
        unpack_long = _INT64.unpack_from
        layouts = _COMMIT_LAYOUTS
        count = 0
        for record in records:
            count += 1
            key = record.key
            found = keys.get(key) if key is not None else _NOT_A_COMMIT
            if found is None:
                found = self._commit_key(key)  # type: ignore[arg-type]
            if found is _NOT_A_COMMIT:
                self._other(record, events)
                continue
            group, topic, partition = found
            if wanted is not None and group not in wanted:
                continue
            value = record.value
            if value is None:
                append(OffsetTombstone(group, topic, partition, record.timestamp, record.offset))
                continue
            size = len(value)
            layout = layouts.get(unpack(value)[0]) if size >= 2 else None
            if layout is not None and size >= layout[0] + 2:
                # The short path: a fixed layout around the metadata string, whose bytes must
                # be UTF-8 as the generated decoder has them; anything else goes to it.
                at, tail = layout
                text_end = at + 2 + unpack(value, at)[0]
                if (
                    text_end + tail == size
                    and text_end >= at + 2
                    and (text_end == at + 2 or _utf8(value[at + 2 : text_end]))
                ):
                    append(
                        Commit(
                            group,
                            topic,
                            partition,
                            unpack_long(value, 2)[0],
                            unpack_long(value, text_end)[0],
                            record.offset,
                        )
                    )
                    continue
            try:
                decoded = decode_value(value[2:], unpack(value)[0])
            except (ValueError, struct.error) as exc:  # DecodeError, unknown version, too short
                self._error(record, f"value: {exc}")
                continue
            append(
                Commit(
                    group, topic, partition, decoded.offset, decoded.commit_timestamp, record.offset
                )
            )
        self.records += count
        return events

    def _commit_key(self, key: bytes) -> tuple[str, str, int]:
        """(group, topic, partition) of an offset commit's key, remembered; else
        :data:`_NOT_A_COMMIT` (another record type, or a key that does not decode)."""
        found = _NOT_A_COMMIT
        if len(key) >= 2 and _INT16.unpack_from(key)[0] in _COMMIT_NUMBERS:
            try:
                decoded = decode_record(key, None).key
                found = (decoded.group, decoded.topic, decoded.partition)  # type: ignore[attr-defined]
            except RecordError:
                pass
        if len(self._keys) >= KEYS_KEPT:
            self._keys.clear()
        self._keys[key] = found
        return found

    def _error(self, record: Record, reason: str) -> None:
        self.error_count += 1
        self.errors.append(f"offset {record.offset}: {reason}")
        del self.errors[:-ERRORS_KEPT]

    def _other(self, record: Record, events: list[CoordinatorEvent]) -> None:
        try:
            decoded = decode_record(record.key, record.value)
        except RecordError as exc:
            self._error(record, exc.reason)
            return
        group = group_of(decoded.key)
        if group is None or (self.groups is not None and group not in self.groups):
            return
        name = decoded.record_type.name
        if name == "OffsetCommit":  # a commit key the short path did not read
            self._error(record, "an offset commit key that does not decode alone")
            return
        if decoded.value is None and name in _GROUP_TOMBSTONES:
            events.append(GroupTombstone(group, record.timestamp, record.offset))
        table = decoded.record_type.table
        if table in TABLES:
            row = table_row(decoded)
            row["group"], row["source_offset"], row["time"] = group, record.offset, record.timestamp
            self.histories.add(table, record.timestamp, _member_rows(name, row))
            self.touched.add(group)


def _member_rows(name: str, row: dict[str, Any]) -> list[dict[str, Any]]:
    """A classic group's record as its table holds it, a row per member (one without members
    when it has none); any other record's one row."""
    if name != "GroupMetadata":
        return [row]
    members = row.pop("members", None) or []
    if not members:
        return [{**row, "member_id": None, "member_index": None}]
    return [{**row, **member, "member_index": index} for index, member in enumerate(members)]


# ----------------------------------------------------------------------------- holding back


@attrs.define
class Holdback:
    """Inputs held until no earlier one can still be read (see the module's doc)."""

    events: list[CoordinatorEvent] = attrs.Factory(list)
    ends: list[EndOffset] = attrs.Factory(list)
    #: Everything at or before this time was released.
    released_to: int | None = None
    #: Inputs that arrived after their time was released, applied just after it.
    late: int = 0

    def add(self, events: Iterable[CoordinatorEvent], ends: Iterable[EndOffset]) -> None:
        floor = self.released_to
        for event in events:
            if floor is not None and event.time <= floor:
                event = attrs.evolve(event, time=floor + 1)
                self.late += 1
            self.events.append(event)
        for end in ends:
            if floor is not None and end.time <= floor:
                end = attrs.evolve(end, time=floor + 1)
                self.late += 1
            self.ends.append(end)

    def release(self, up_to: int | None) -> tuple[list[CoordinatorEvent], list[EndOffset]]:
        """The inputs at or before ``up_to`` (None: all), taken out."""
        if up_to is None:
            events, ends = self.events, self.ends
            self.events, self.ends = [], []
            times = [e.time for e in events] + [e.time for e in ends]
            if times:
                self.released_to = max([*times, self.released_to or 0])
            return events, ends
        if self.released_to is not None and up_to <= self.released_to:
            return [], []
        events = [e for e in self.events if e.time <= up_to]
        ends = [e for e in self.ends if e.time <= up_to]
        self.events = [e for e in self.events if e.time > up_to]
        self.ends = [e for e in self.ends if e.time > up_to]
        self.released_to = up_to
        return events, ends


# ----------------------------------------------------------------------------- reading


class LogError(Exception):
    """``__consumer_offsets`` could not be read; the message says why in a line."""


#: Fetch attempts of one partition that find its leader moved or gone, before giving up.
RETRIES = 5
MAX_BYTES = 16 << 20
READ_COMMITTED = topics.READ_COMMITTED


class LogReader:
    """Reads ``__consumer_offsets`` with ``admin``, each partition from its position on.

    ``positions`` (partition -> next offset) say where to resume; a partition without one
    starts at the topic's current end, or at its beginning with ``from_beginning``.
    """

    def __init__(
        self,
        admin: GroupAdmin,
        *,
        from_beginning: bool = False,
        positions: Mapping[int, int] | None = None,
        topic: str = OFFSETS_TOPIC,
    ) -> None:
        self.admin = admin
        self.topic = topic
        self.from_beginning = from_beginning
        self.positions: dict[int, int] = dict(positions or {})
        self._metadata: topics.ClusterMetadata | None = None

    async def _describe(self) -> topics.ClusterMetadata:
        metadata = await topics.describe_topics(self.admin, [self.topic])
        described = metadata.topics.get(self.topic)
        if described is None or described.error != ErrorCode.NONE or not described.partitions:
            why = "not found" if described is None else described.error.name
            raise LogError(
                f"cannot read {self.topic}: {why} (use --commits-from offset-fetch where it "
                "may not be read)"
            )
        self._metadata = metadata
        return metadata

    async def read(self) -> list[tuple[int, list[Record]]]:
        """Every partition's records from its position to the end the topic has now."""
        metadata = self._metadata or await self._describe()
        partitions = sorted(p.partition for p in metadata.topics[self.topic].partitions)
        new = [(self.topic, p) for p in partitions if p not in self.positions]
        if new:
            start = "earliest" if self.from_beginning else "latest"
            found = await self.admin.list_offsets(new, start, isolation_level=READ_COMMITTED)
            self.positions.update({p: o for (_, p), o in found.items()})
        # Up to the last stable offset: a transaction's commits count once it commits, and
        # never if it aborts (as the coordinator applies them).
        ends = await self.admin.list_offsets(
            [(self.topic, p) for p in partitions], "latest", isolation_level=READ_COMMITTED
        )
        wanted = [p for p in partitions if ends[(self.topic, p)] > self.positions[p]]
        answers = await asyncio.gather(
            *(self._read(p, self.positions[p], ends[(self.topic, p)]) for p in wanted)
        )
        return list(zip(wanted, answers, strict=True))

    async def _read(self, partition: int, start: int, end: int) -> list[Record]:
        # The cursor's reading of Fetch answers is the Kafka source's.
        cursor = PartitionCursor(
            OffsetRange(self.topic, partition, start, end),
            read_committed=True,
            fail_on_data_loss=False,
        )
        records: list[Record] = []
        failures = 0
        while not cursor.done:
            try:
                step = cursor.take(await self._fetch(partition, cursor.position))
                action, error = step.action, step.error
            except (ConnectionClosed, ConnectionFailed, RequestTimedOut) as exc:
                action, error = REFRESH, ErrorCode.NETWORK_EXCEPTION
                step = None
                reason = str(exc)
            except SourceError as exc:
                raise LogError(f"{self.topic}: {exc}") from None
            if action == REFRESH:
                failures += 1
                if failures > RETRIES:
                    raise LogError(
                        f"Fetch {self.topic}-{partition}: still {error.name} after {failures} "
                        "attempts" + (f" ({reason})" if step is None else "")
                    )
                self._metadata = None
                await asyncio.sleep(0.1 * failures)
                await self._describe()
                continue
            if action == OUT_OF_RANGE:
                tp = (self.topic, partition)
                earliest = (await self.admin.list_offsets([tp], "earliest"))[tp]
                latest = (await self.admin.list_offsets([tp], "latest"))[tp]
                cursor.out_of_range(earliest, latest)
                continue
            failures = 0
            assert step is not None
            records += step.records
        self.positions[partition] = cursor.position
        return records

    async def _fetch(self, partition: int, offset: int) -> FetchedPartition:
        metadata = self._metadata or await self._describe()
        leader = metadata.leader(self.topic, partition)
        if leader is None:
            return FetchedPartition(ErrorCode.LEADER_NOT_AVAILABLE, -1, -1, -1, (), b"")
        connection = await self.admin.connection(leader.host, leader.port)
        topic_id = metadata.topics[self.topic].topic_id
        version = fetch_version(connection.version_for(FETCH), topic_id)
        request = fetch_request(
            self.topic,
            topic_id,
            partition,
            offset,
            version,
            max_bytes=MAX_BYTES,
            partition_max_bytes=MAX_BYTES,
            max_wait_ms=0,
            isolation_level=READ_COMMITTED,
            leader_epoch=metadata.leader_epoch(self.topic, partition),
        )
        response = await connection.request(request, version)
        assert isinstance(response, fetch_response.FetchResponse)
        answer = read_fetch(response, self.topic, topic_id, partition, version)
        return answer or FetchedPartition(ErrorCode.NONE, -1, -1, -1, (), b"")


# ----------------------------------------------------------------------------- rounds


@attrs.frozen
class LogRound:
    """What one round learnt: the records read (as the lag's inputs; every record made by
    ``settled_at`` was read), descriptions of the groups the log said nothing about yet, end
    offsets of every partition a group has a committed offset on, record timestamps, and where
    the read stopped in each partition of ``__consumer_offsets``."""

    settled_at: int
    events: list[CoordinatorEvent]
    described: dict[str, GroupDescription | str | None]
    ends_at: int | None = None
    ends: dict[TopicPartition, int] = attrs.Factory(dict)
    record_times: list[RecordTime] = attrs.Factory(list)
    positions: dict[int, int] = attrs.Factory(dict)

    def end_offsets(self) -> list[EndOffset]:
        if self.ends_at is None:
            return []
        return [EndOffset(t, p, self.ends_at, o) for (t, p), o in sorted(self.ends.items())]


class LogSampler:
    """Rounds read from ``__consumer_offsets`` (see the module's doc) with ``admin``; the
    groups' histories build up in :attr:`log` as their records are read."""

    def __init__(
        self,
        admin: GroupAdmin,
        groups: Collection[str] | None = None,
        *,
        from_beginning: bool = False,
        positions: Mapping[int, int] | None = None,
        latest_from: str = "list_offsets",
        record_times: bool = False,
    ) -> None:
        self.admin = admin
        self.wanted = None if groups is None else sorted(set(groups))
        self.log = CommitLog(groups)
        self.reader = LogReader(admin, from_beginning=from_beginning, positions=positions)
        self.latest_from = latest_from
        self.record_times = record_times
        #: The latest committed offset of each (group, topic, partition) not deleted since.
        self.committed: dict[tuple[str, str, int], int] = {}
        #: Share groups' start offsets seen round after round.
        self.shares = CommitObserver()
        self._known: set[tuple[str, int, int]] = set()
        self._started = False

    def use(self, admin: GroupAdmin) -> None:
        """Ask with ``admin`` from now on (one made on another event loop); what was read and
        where the read stopped are kept."""
        self.admin = self.reader.admin = admin
        self.reader._metadata = None

    def _track(self, events: Iterable[CoordinatorEvent]) -> None:
        for event in events:
            if isinstance(event, Commit):
                self.committed[(event.group, event.topic, event.partition)] = event.offset
            elif isinstance(event, OffsetTombstone):
                self.committed.pop((event.group, event.topic, event.partition), None)
            else:
                for key in [k for k in self.committed if k[0] == event.group]:
                    del self.committed[key]

    async def _read(self) -> list[CoordinatorEvent]:
        events: list[CoordinatorEvent] = []
        for _, records in await self.reader.read():
            events += self.log.read(records)
        self._track(events)
        return events

    async def round(self, clock: Clock = clock_time.time, sleep: Sleep = asyncio.sleep) -> LogRound:
        """One round: the groups and the end offsets asked for at ``settled_at``, then, once
        :data:`SETTLE_MS` have passed, ``__consumer_offsets`` read to its end: every record
        made by ``settled_at`` is then read. The first round reads the topic first too, to
        know the partitions committed on."""
        events: list[CoordinatorEvent] = []
        if not self._started:
            events += await self._read()
            self._started = True
        settled_at = int(clock() * 1000)
        names, shares = self.wanted, set()
        if names is None:
            listed = await self.admin.list_groups()
            names = sorted({g.group_id for g in listed})
            shares = {g.group_id for g in listed if SHARE in (g.group_type, g.protocol_type)}
        histories = self.log.histories.groups
        shares |= {g for g in names if g in histories and histories[g].kind == SHARE}
        # A share group commits nothing: its start offsets are asked for, as the fallback does.
        shared = await asyncio.gather(*(group_offsets(self.admin, g) for g in sorted(shares)))
        described: dict[str, GroupDescription | str | None] = {}
        share_events: list[CoordinatorEvent] = []
        for group, (offsets, lags, description) in zip(sorted(shares), shared, strict=True):
            owned = members_own(description)
            share_events += self.shares.observe(settled_at, group, offsets, owned, lags)
            if group not in histories:
                described[group] = description
        self._track(share_events)
        unknown = [g for g in names if g not in histories and g not in shares]
        answers = await asyncio.gather(*(describe_group(self.admin, g) for g in unknown))
        described.update(zip(unknown, answers, strict=True))
        partitions = sorted({(t, p) for _, t, p in self.committed})
        ends: dict[TopicPartition, int] = {}
        stamps: list[RecordTime] = []
        if partitions:
            ends = await self.admin.list_offsets(partitions, "latest", latest_from=self.latest_from)
        if self.record_times and ends:
            stamps = await self._record_times(ends)
        await sleep(max(0.0, (settled_at + SETTLE_MS) / 1000 - clock()))
        events += await self._read()
        return LogRound(
            settled_at,
            events + share_events,
            described,
            settled_at if partitions else None,
            dict(ends),
            stamps,
            dict(self.reader.positions),
        )

    async def _record_times(self, ends: Mapping[TopicPartition, int]) -> list[RecordTime]:
        behind = sorted(
            {
                (t, p, c)
                for (_, t, p), c in self.committed.items()
                if c < ends.get((t, p), c) and (t, p, c) not in self._known
            }
        )
        if not behind:
            return []
        metadata = await topics.describe_topics(self.admin, sorted({t for t, _, _ in behind}))
        answered = await asyncio.gather(
            *(first_record_timestamp(self.admin, metadata, (t, p), c) for t, p, c in behind)
        )
        stamps = [
            RecordTime(t, p, c, stamp)
            for (t, p, c), stamp in zip(behind, answered, strict=True)
            if stamp is not None
        ]
        if len(self._known) > KNOWN_RECORDS:
            self._known.clear()
        self._known |= {(r.topic, r.partition, r.offset) for r in stamps}
        return stamps


#: Record offsets whose timestamps a sampler remembers having fetched.
KNOWN_RECORDS = 10_000


async def sample_log(
    admin: GroupAdmin,
    groups: Iterable[str] | None = None,
    *,
    duration: float,
    interval: float,
    from_beginning: bool = False,
    latest_from: str = "list_offsets",
    record_times: bool = False,
    clock: Clock = clock_time.monotonic,
    wall_clock: Clock = clock_time.time,
    sleep: Sleep = asyncio.sleep,
    on_round: Callable[[Samples], None] | None = None,
) -> Samples:
    """Rounds every ``interval`` seconds for ``duration`` seconds, as :func:`lag_sampler.sample`
    paces them, each reading what ``__consumer_offsets`` gained and sampling end offsets. The
    groups' histories are their records' where the log had any, else their descriptions'."""
    if interval <= 0 or duration < 0:
        raise ValueError("interval must be positive and duration not negative")
    sampler = LogSampler(
        admin,
        None if groups is None else list(groups),
        from_beginning=from_beginning,
        latest_from=latest_from,
        record_times=record_times,
    )
    holdback = Holdback()
    samples = Samples()
    start = clock()
    index = 0
    while True:
        found = await sampler.round(wall_clock, sleep)
        holdback.add(found.events, found.end_offsets())
        events, ends = holdback.release(found.settled_at)
        samples.events += events
        samples.end_offsets += ends
        samples.record_times += found.record_times
        for group, description in found.described.items():
            if not isinstance(description, str):
                samples.groups.observe(found.settled_at, group, description)
        samples.rounds += 1
        if on_round is not None:
            on_round(samples)
        index += 1
        due = start + index * interval
        if due - start > duration + 1e-9:
            break
        await sleep(max(0.0, due - clock()))
    events, ends = holdback.release(None)
    samples.events += events
    samples.end_offsets += ends
    sampler.log.histories.finish()
    samples.groups.groups.update(sampler.log.histories.groups)
    return samples
