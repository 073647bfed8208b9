"""Reading one offset range of one partition, as a Spark executor does for the Kafka source.

:class:`PartitionCursor` is the protocol logic, with no I/O: it says which offset to fetch next
and turns each Fetch answer into the records of the range. :class:`RangeReader` runs it over the
client's connections: it finds the partition's leader with Metadata, fetches with the negotiated
Fetch version, and sends the next Fetch as soon as it knows the next offset (the connection
pipelines it), before the records of the last one are handed on. :func:`read_range` gives the
records as Arrow batches with the columns of Spark's Kafka source.

What a reader sees, as Kafka's consumers see it:

- Control batches (transaction markers) are never returned; their offsets are skipped.
- ``read_uncommitted`` (the default) returns every data record, including those of open or
  aborted transactions. ``read_committed`` fetches up to the last stable offset and drops the
  batches of aborted transactions, from the aborted-transaction list each Fetch answer carries:
  a producer's transactional batches are dropped from the first offset the list gives until
  that producer's abort marker.
- Offsets missing from the range (compacted away) are simply absent.
- Offsets of the range that are gone from the log (deleted by retention before the read, or
  lost to truncation) fail the read unless ``failOnDataLoss`` is false, in which case the read
  goes on from the earliest offset still there.
- Every batch's CRC-32C is checked, as Kafka's consumers check it by default.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.client import GroupAdmin, topics
from kgroup_proto.client.errors import ConnectionClosed, ConnectionFailed, RequestTimedOut
from kgroup_proto.client.fetch import (
    FETCH,
    FetchedPartition,
    fetch_request,
    fetch_version,
    read_fetch,
)
from kgroup_proto.compression import CompressionError
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import fetch_response
from kgroup_proto.pipelines.kafka_source import DataLoss, OffsetRange, SourceError, SourceOptions
from kgroup_proto.record_batch import (
    CONTROL_ABORT,
    BatchError,
    Record,
    complete_batches,
    control_type,
    read_records,
)

if TYPE_CHECKING:
    import pyarrow as pa

#: Fetch answers in a row that bring nothing although the range is not done.
MAX_EMPTY_ANSWERS = 5

REFRESH, OUT_OF_RANGE = "refresh", "out-of-range"


@attrs.frozen
class Step:
    """What one Fetch answer gave: records of the range, or what must happen before the
    next fetch (``REFRESH``: find the leader again; ``OUT_OF_RANGE``: look up the earliest and
    latest offsets and call :meth:`PartitionCursor.out_of_range`)."""

    records: list[Record] = attrs.field(factory=list)
    action: str | None = None
    error: ErrorCode = ErrorCode.NONE


class PartitionCursor:
    """Reads the range ``[start, end)`` of one partition from Fetch answers."""

    def __init__(
        self, offsets: OffsetRange, *, read_committed: bool = False, fail_on_data_loss: bool = True
    ) -> None:
        self.range = offsets
        self.position = offsets.start
        self.read_committed = read_committed
        self.fail_on_data_loss = fail_on_data_loss
        self.empty_answers = 0
        #: Aborted transactions not yet reached: (first offset, producer id).
        self._upcoming_aborts: list[tuple[int, int]] = []
        self._seen_aborts: set[tuple[int, int]] = set()
        #: Producers whose transactional batches are being dropped.
        self._aborting: set[int] = set()

    @property
    def done(self) -> bool:
        return self.position >= self.range.end

    def _name(self) -> str:
        return f"{self.range.topic}-{self.range.partition}"

    def take(self, answer: FetchedPartition) -> Step:
        """The records an answer to a fetch at :attr:`position` holds, and the new position."""
        if answer.error in topics.REFRESH_ERRORS:
            return Step(action=REFRESH, error=answer.error)
        if answer.error == ErrorCode.OFFSET_OUT_OF_RANGE:
            return Step(action=OUT_OF_RANGE, error=answer.error)
        if answer.error != ErrorCode.NONE:
            raise SourceError(f"Fetch {self._name()} at {self.position}: {answer.error.name}")
        for aborted in answer.aborted:
            producer_id, first_offset = aborted
            if (first_offset, producer_id) not in self._seen_aborts:
                self._seen_aborts.add((first_offset, producer_id))
                heapq.heappush(self._upcoming_aborts, (first_offset, producer_id))
        records: list[Record] = []
        progressed = False
        try:
            for header, batch in complete_batches(answer.records):
                if header.last_offset < self.position:
                    continue  # a batch that starts before the fetch offset, already read
                progressed = True
                if self._keep(header, batch):
                    start, end = self.position, self.range.end
                    records += (r for r in read_records(batch, header) if start <= r.offset < end)
                self.position = header.last_offset + 1
                if self.done:
                    break
        except (BatchError, CompressionError) as exc:
            raise SourceError(f"{self._name()} at offset {self.position}: {exc}") from None
        if progressed:
            self.empty_answers = 0
            return Step(records)
        return self._no_batch(answer)

    def _keep(self, header: Any, batch: bytes) -> bool:
        """False for control batches and, under read_committed, aborted transactions."""
        if self.read_committed and header.producer_id >= 0:
            while self._upcoming_aborts and self._upcoming_aborts[0][0] <= header.last_offset:
                self._aborting.add(heapq.heappop(self._upcoming_aborts)[1])
            if header.is_control:
                if control_type(batch, header) == CONTROL_ABORT:
                    self._aborting.discard(header.producer_id)
                return False
            if header.is_transactional and header.producer_id in self._aborting:
                return False
        return not header.is_control

    def _no_batch(self, answer: FetchedPartition) -> Step:
        end_of_log = answer.last_stable_offset if self.read_committed else answer.high_watermark
        if 0 <= end_of_log <= self.position:
            # The log ends before the range does: what was planned is gone (truncation).
            self._lose(self.range.end, f"the log now ends at {end_of_log}")
            return Step()
        self.empty_answers += 1
        if self.empty_answers >= MAX_EMPTY_ANSWERS:
            raise SourceError(
                f"{self._name()}: {self.empty_answers} Fetch answers at offset {self.position} "
                "held no complete record batch"
            )
        return Step()

    def out_of_range(self, earliest: int, latest: int) -> None:
        """The broker said the position is outside the log, which spans earliest to latest."""
        if self.position < earliest:
            self._lose(min(earliest, self.range.end), f"the log now starts at {earliest}")
        elif self.position >= latest:
            self._lose(self.range.end, f"the log now ends at {latest}")
        else:  # the log moved between the answer and the lookup: fetch again
            self.empty_answers += 1

    def _lose(self, resume_at: int, why: str) -> None:
        lost = f"offsets {self.position} to {resume_at - 1} of {self._name()} are gone ({why})"
        if self.fail_on_data_loss:
            raise DataLoss(
                f"{lost}; they may have been deleted by retention (set failOnDataLoss to false "
                "to read on)"
            )
        self.position = resume_at


class RangeReader:
    """Fetches one range over its own connections (an executor's)."""

    def __init__(self, options: SourceOptions, offsets: OffsetRange) -> None:
        self.options = options
        self.range = offsets
        self.cursor = PartitionCursor(
            offsets,
            read_committed=options.isolation_level == topics.READ_COMMITTED,
            fail_on_data_loss=options.fail_on_data_loss,
        )
        self.admin = GroupAdmin(
            options.bootstrap, client_id=options.client_id, request_timeout=options.request_timeout
        )
        self._located: tuple[Any, Any, int, int] | None = (
            None  # connection, topic id, version, epoch
        )
        self._in_flight: asyncio.Task[FetchedPartition] | None = None

    async def close(self) -> None:
        if self._in_flight is not None:
            self._in_flight.cancel()
            # Cancelled, or failed: nobody is waiting for that answer any more.
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._in_flight
        await self.admin.close()

    async def _locate(self) -> tuple[Any, Any, int, int]:
        topic, partition = self.range.topic, self.range.partition
        metadata = await topics.describe_topics(self.admin, [topic])
        leader = metadata.leader(topic, partition)
        if leader is None:
            raise _Retry(ErrorCode.LEADER_NOT_AVAILABLE)
        connection = await self.admin.connection(leader.host, leader.port)
        topic_id = metadata.topics[topic].topic_id
        version = fetch_version(connection.version_for(FETCH), topic_id)
        self._located = (connection, topic_id, version, metadata.leader_epoch(topic, partition))
        return self._located

    async def _fetch(self, position: int) -> FetchedPartition:
        connection, topic_id, version, epoch = self._located or await self._locate()
        request = fetch_request(
            self.range.topic,
            topic_id,
            self.range.partition,
            position,
            version,
            max_bytes=self.options.max_bytes,
            partition_max_bytes=self.options.partition_max_bytes,
            isolation_level=self.options.isolation_level,
            leader_epoch=epoch,
        )
        response = await connection.request(request, version)
        assert isinstance(response, fetch_response.FetchResponse)
        answer = read_fetch(response, self.range.topic, topic_id, self.range.partition, version)
        # Left out of the answer: nothing came within the wait, an empty answer.
        return answer or FetchedPartition(ErrorCode.NONE, -1, -1, -1, (), b"")

    def _send_next(self) -> None:
        if not self.cursor.done:
            self._in_flight = asyncio.ensure_future(self._fetch(self.cursor.position))

    async def next_records(self) -> list[Record] | None:
        """The next records of the range, or None when it is read."""
        failures = 0
        while not self.cursor.done:
            if self._in_flight is None:
                self._send_next()
            task, self._in_flight = self._in_flight, None
            assert task is not None
            try:
                step = self.cursor.take(await task)
            except (ConnectionClosed, ConnectionFailed, RequestTimedOut, _Retry) as exc:
                step = Step(action=REFRESH, error=getattr(exc, "code", ErrorCode.NETWORK_EXCEPTION))
            if step.action == REFRESH:
                failures += 1
                if failures > self.options.retries:
                    raise SourceError(
                        f"Fetch {self.range.topic}-{self.range.partition}: still "
                        f"{step.error.name} after {failures} attempts"
                    )
                self._located = None
                await asyncio.sleep(self.options.retry_interval * failures)
                continue
            if step.action == OUT_OF_RANGE:
                await self._out_of_range()
                continue
            failures = 0
            self._send_next()  # in flight while these records are handed on
            if step.records:
                return step.records
        return None

    async def _out_of_range(self) -> None:
        tp = (self.range.topic, self.range.partition)
        bounds = {}
        for kind in (topics.EARLIEST, topics.LATEST):
            found = await topics.list_offsets(
                self.admin,
                {tp: kind},
                isolation_level=self.options.isolation_level,
                retries=self.options.retries,
                retry_backoff=self.options.retry_interval,
            )
            bounds[kind] = found[tp]
        self.cursor.out_of_range(bounds[topics.EARLIEST], bounds[topics.LATEST])


class _Retry(Exception):
    def __init__(self, code: ErrorCode) -> None:
        super().__init__(code.name)
        self.code = code


# ----------------------------------------------------------------------------- Arrow


def arrow_schema(include_headers: bool) -> pa.Schema:
    """The Arrow form of Spark's Kafka source schema (as Spark converts it, every column
    nullable, timestamps in microseconds UTC)."""
    import pyarrow as pa

    fields = [
        pa.field("key", pa.binary()),
        pa.field("value", pa.binary()),
        pa.field("topic", pa.string()),
        pa.field("partition", pa.int32()),
        pa.field("offset", pa.int64()),
        pa.field("timestamp", pa.timestamp("us", tz="UTC")),
        pa.field("timestampType", pa.int32()),
    ]
    if include_headers:
        header = pa.struct([pa.field("key", pa.string()), pa.field("value", pa.binary())])
        fields.append(pa.field("headers", pa.list_(pa.field("element", header))))
    return pa.schema(fields)


def to_arrow(topic: str, partition: int, records: list[Record], schema: Any) -> pa.RecordBatch:
    """Records of one partition as a batch of :func:`arrow_schema`."""
    import pyarrow as pa

    count = len(records)
    columns = [
        pa.array([r.key for r in records], pa.binary()),
        pa.array([r.value for r in records], pa.binary()),
        pa.array([topic] * count, pa.string()),
        pa.array([partition] * count, pa.int32()),
        pa.array([r.offset for r in records], pa.int64()),
        pa.array([r.timestamp * 1000 for r in records], pa.timestamp("us", tz="UTC")),
        pa.array([r.timestamp_type for r in records], pa.int32()),
    ]
    if len(schema) > len(columns):
        # As Spark's source: a record without headers has null, not an empty list.
        headers = [
            [{"key": k, "value": v} for k, v in r.headers] if r.headers else None for r in records
        ]
        columns.append(pa.array(headers, schema.field("headers").type))
    return pa.RecordBatch.from_arrays(columns, schema=schema)


def read_range(options: SourceOptions, offsets: OffsetRange) -> Iterator[pa.RecordBatch]:
    """The records of one range as Arrow batches (one per Fetch answer with records).

    Runs its own event loop, so it can be called where no loop runs (a Spark Python worker).
    """
    schema = arrow_schema(options.include_headers)
    loop = asyncio.new_event_loop()
    reader = RangeReader(options, offsets)
    try:
        while True:
            records = loop.run_until_complete(reader.next_records())
            if records is None:
                return
            yield to_arrow(offsets.topic, offsets.partition, records, schema)
    finally:
        loop.run_until_complete(reader.close())
        loop.close()
