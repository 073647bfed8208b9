"""The kgroup-kafka source without Spark: record batches and codecs, options, planning, the
partition cursor, and reading from the project's broker loaded by a real producer.

Batches come from independent writers where one exists: kafka-python builds them (and reads the
ones this package writes), confluent-kafka (librdkafka) produces them to the broker.
"""

from __future__ import annotations

import asyncio
import struct
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("crc32c", reason="crc32c is not installed: `tox -e spark` runs these")

from kgroup_proto import compression
from kgroup_proto.client.fetch import FetchedPartition
from kgroup_proto.client.topics import ClusterMetadata, PartitionMetadata, TopicMetadata
from kgroup_proto.compression import CompressionUnavailable
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.pipelines import kafka_source
from kgroup_proto.pipelines.kafka_reader import (
    OUT_OF_RANGE,
    REFRESH,
    PartitionCursor,
    read_range,
)
from kgroup_proto.pipelines.kafka_source import DataLoss, OffsetRange, SourceError
from kgroup_proto.protocol.models import Node
from kgroup_proto.record_batch import (
    CONTROL_ABORT,
    CONTROL_COMMIT,
    LOG_APPEND_TIME,
    BatchError,
    Record,
    build_batch,
    complete_batches,
    control_batch,
    read_records,
)

CODECS = {"none": 0, "gzip": 1, "snappy": 2, "lz4": 3, "zstd": 4}


def kafka_python_batch(codec: int, records: list[tuple[int, bytes | None, bytes | None]]) -> bytes:
    from kafka.record.default_records import DefaultRecordBatchBuilder

    builder = DefaultRecordBatchBuilder(2, codec, False, -1, -1, -1, 1 << 20)
    for index, (timestamp, key, value) in enumerate(records):
        builder.append(index, timestamp, key, value, [("h", b"x")] if key else [])
    return bytes(builder.build())


# ----------------------------------------------------------------------------- record batches


@pytest.mark.parametrize("codec", ["none", "gzip", "lz4", "zstd"])
def test_batches_kafka_python_writes_are_read(codec: str) -> None:
    # Values that compress: kafka-python stores a batch uncompressed when that is smaller.
    data = kafka_python_batch(
        CODECS[codec], [(1000, b"k0", b"v0" * 200), (1005, None, b"v1" * 200), (1002, b"k2", None)]
    )
    ((header, batch),) = complete_batches(data)
    assert header.compression == CODECS[codec]
    assert read_records(batch, header) == [
        Record(0, 1000, b"k0", b"v0" * 200, (("h", b"x"),)),
        Record(1, 1005, None, b"v1" * 200, ()),
        Record(2, 1002, b"k2", None, (("h", b"x"),)),
    ]


@pytest.mark.parametrize("codec", ["none", "gzip", "lz4", "zstd"])
def test_batches_written_here_are_read_by_kafka_python(codec: str) -> None:
    from kafka.record.default_records import DefaultRecordBatch

    records = [
        Record(40, 7000, b"a", b"1", (("trace", b"t1"), ("empty", None))),
        Record(41, 7003, None, None, ()),
        Record(43, 6999, b"c", b"3" * 500, ()),  # offset 42 compacted away
    ]
    data = build_batch(records, codec=CODECS[codec], last_offset=44)
    theirs = DefaultRecordBatch(data)
    assert theirs.validate_crc()
    assert (theirs.base_offset, theirs.next_offset, theirs.compression_type) == (
        40,
        45,
        CODECS[codec],
    )
    assert [(r.offset, r.timestamp, r.key, r.value, list(r.headers)) for r in theirs] == [
        (40, 7000, b"a", b"1", [("trace", b"t1"), ("empty", None)]),
        (41, 7003, None, None, []),
        (43, 6999, b"c", b"3" * 500, []),
    ]


def test_snappy_raw_and_in_xerial_framing() -> None:
    import cramjam

    body_records = [Record(0, 10, b"k", b"v" * 300), Record(1, 11, b"k2", b"w")]
    plain = build_batch(body_records)
    body = plain[61:]
    raw = bytes(cramjam.snappy.compress_raw(body))
    half = len(body) // 2
    # xerial: magic, version 1, compatible version 1, then length-prefixed raw blocks.
    framed = b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1)
    for block in (body[:half], body[half:]):
        packed = bytes(cramjam.snappy.compress_raw(block))
        framed += struct.pack(">i", len(packed)) + packed
    assert compression.decompress(compression.SNAPPY, raw) == body
    assert compression.decompress(compression.SNAPPY, framed) == body
    with pytest.raises(compression.CompressionError, match="does not fit"):
        compression.decompress(compression.SNAPPY, framed[:-3])


def test_log_append_time_gives_every_record_the_batch_time() -> None:
    data = build_batch(
        [Record(5, 100, None, b"a"), Record(6, 120, None, b"b")], log_append_time=999
    )
    ((header, batch),) = complete_batches(data)
    assert [(r.timestamp, r.timestamp_type) for r in read_records(batch, header)] == [
        (999, LOG_APPEND_TIME),
        (999, LOG_APPEND_TIME),
    ]


def test_a_cut_off_last_batch_is_left_for_the_next_fetch_and_bad_crc_is_an_error() -> None:
    first = build_batch([Record(0, 1, None, b"a")])
    second = build_batch([Record(1, 2, None, b"b")])
    assert [h.base_offset for h, _ in complete_batches(first + second[:-1])] == [0]
    assert [h.base_offset for h, _ in complete_batches(first + second[:20])] == [0]
    damaged = first[:-1] + bytes([first[-1] ^ 1])
    with pytest.raises(BatchError, match="CRC-32C mismatch") as caught:
        list(complete_batches(damaged))
    assert caught.value.corrupt


def test_a_missing_codec_package_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "zstandard", None)  # as if it were not installed
    assert not compression.available(compression.ZSTD)
    with pytest.raises(CompressionUnavailable, match="need the zstandard package"):
        compression.decompress(compression.ZSTD, b"\x28\xb5\x2f\xfd")


def test_undecodable_compressed_bytes_are_a_compression_error() -> None:
    with pytest.raises(compression.CompressionError, match="gzip data does not decompress"):
        compression.decompress(compression.GZIP, b"not gzip at all")
    with pytest.raises(compression.CompressionError, match="codec 6"):
        compression.decompress(6, b"")


# ----------------------------------------------------------------------------- options


def options(streaming: bool = False, **given: str) -> kafka_source.SourceOptions:
    return kafka_source.parse_options(
        {"kafka.bootstrap.servers": "127.0.0.1:9092", **given}, streaming=streaming
    )


def test_defaults_are_spark_kafka_source_defaults() -> None:
    batch = options(subscribe="a, b")
    assert batch.subscribe == ("a", "b")
    assert (batch.starting.kind, batch.ending.kind) == ("earliest", "latest")
    assert batch.fail_on_data_loss and not batch.include_headers
    assert batch.isolation_level == 0
    stream = options(streaming=True, subscribePattern="or.*", maxOffsetsPerTrigger="100")
    assert (stream.starting.kind, stream.max_offsets_per_trigger) == ("latest", 100)


def test_option_names_are_case_insensitive_and_json_offsets_are_read() -> None:
    read = kafka_source.parse_options(
        {
            "KAFKA.BOOTSTRAP.SERVERS": "h:1",
            "SUBSCRIBE": "t",
            "startingoffsets": '{"t": {"0": 23, "1": -2}}',
            "ENDINGOFFSETS": '{"t": {"0": -1, "1": 50}}',
            "includeHeaders": "TRUE",
        },
        streaming=False,
    )
    assert read.starting.offsets == {("t", 0): 23, ("t", 1): -2}
    assert read.ending.offsets == {("t", 0): -1, ("t", 1): 50}
    assert read.include_headers


@pytest.mark.parametrize(
    ("given", "streaming", "message"),
    [
        ({}, False, "exactly one of the options subscribe, subscribePattern and assign"),
        ({"subscribe": "a", "subscribePattern": "b"}, False, "got 2"),
        ({"subscribe": "a", "startingOffsets": "latest"}, False, "cannot be latest"),
        ({"subscribe": "a", "startingOffsets": '{"a":{"0":-1}}'}, False, "cannot be latest"),
        ({"subscribe": "a", "endingOffsets": "earliest"}, False, "cannot be earliest"),
        ({"subscribe": "a", "endingOffsets": '{"a":{"0":-2}}'}, False, "cannot be earliest"),
        ({"subscribe": "a", "endingOffsets": "latest"}, True, "a stream has no end"),
        ({"subscribe": "a", "maxOffsetsPerTrigger": "5"}, False, "is for streams"),
        ({"subscribe": "a", "maxOffsetsPerTrigger": "0"}, True, "at least 1"),
        ({"subscribe": "a", "startingOffsets": "[1]"}, False, 'expected e.g. {"topicA"'),
        ({"subscribe": "a", "startingOffsets": '{"a":{"0":"x"}}'}, False, "expected e.g."),
        ({"assign": '{"a": 0}'}, False, 'expected e.g. {"topicA":[0,1]'),
        ({"subscribePattern": "(unclosed"}, False, "option subscribePattern"),
        ({"subscribe": "a,,b"}, False, "empty topic name"),
        ({"subscribe": "a", "kafka.isolation.level": "dirty"}, False, "read_committed"),
        ({"subscribe": "a", "kafka.security.protocol": "SSL"}, False, "only PLAINTEXT"),
        ({"subscribe": "a", "failOnDataLoss": "maybe"}, False, "true or false"),
        ({"subscribe": "a", "colour": "blue"}, False, "unknown option(s): colour"),
    ],
)
def test_options_spark_rejects_are_rejected(
    given: dict[str, str], streaming: bool, message: str
) -> None:
    with pytest.raises(SourceError) as caught:
        options(streaming, **given)
    assert message in str(caught.value)


def test_bootstrap_is_required_and_checked() -> None:
    with pytest.raises(SourceError, match=r"kafka\.bootstrap\.servers is required"):
        kafka_source.parse_options({"subscribe": "a"}, streaming=False)
    with pytest.raises(SourceError, match="is not HOST:PORT"):
        kafka_source.parse_options(
            {"kafka.bootstrap.servers": "nohost", "subscribe": "a"}, streaming=False
        )


def test_offsets_json_round_trips_in_spark_shape() -> None:
    offsets = {("b", 1): 7, ("a", 10): 3, ("a", 2): -2}
    shaped = kafka_source.format_offsets(offsets)
    assert shaped == {"a": {"2": -2, "10": 3}, "b": {"1": 7}}
    assert kafka_source.read_offsets(shaped) == offsets
    assert (
        kafka_source.parse_offsets_json('{"a": {"2": -2, "10": 3}, "b": {"1": 7}}', "x") == offsets
    )


# ----------------------------------------------------------------------------- planning


def cluster(**topics: tuple[int, bool]) -> ClusterMetadata:
    """Topics -> (partition count, internal)."""
    import uuid

    return ClusterMetadata(
        brokers={1: Node(1, "h", 1)},
        topics={
            name: TopicMetadata(
                name,
                uuid.uuid4(),
                internal,
                ErrorCode.NONE,
                tuple(PartitionMetadata(p, 1, 0, ErrorCode.NONE) for p in range(count)),
            )
            for name, (count, internal) in topics.items()
        },
    )


def test_partitions_of_subscribe_pattern_and_assign() -> None:
    metadata = cluster(orders=(2, False), order_log=(1, False), __consumer_offsets=(3, True))
    assert kafka_source.select_partitions(options(subscribe="orders"), metadata) == [
        ("orders", 0),
        ("orders", 1),
    ]
    # The pattern must match the whole name; internal topics are left out of patterns...
    assert kafka_source.select_partitions(options(subscribePattern="order.*"), metadata) == [
        ("order_log", 0),
        ("orders", 0),
        ("orders", 1),
    ]
    assert kafka_source.select_partitions(options(subscribePattern="order"), metadata) == []
    assert kafka_source.select_partitions(options(subscribePattern=".*offsets"), metadata) == []
    # ... but can be subscribed to by name.
    named = kafka_source.select_partitions(options(subscribe="__consumer_offsets"), metadata)
    assert named == [("__consumer_offsets", p) for p in range(3)]
    assigned = kafka_source.select_partitions(options(assign='{"orders": [1], "x": [4]}'), metadata)
    assert assigned == [("orders", 1), ("x", 4)]
    with pytest.raises(SourceError, match="topic missing does not exist"):
        kafka_source.select_partitions(options(subscribe="orders,missing"), metadata)


def test_specific_offsets_must_name_every_partition() -> None:
    limit = kafka_source.OffsetLimit("specific", {("t", 0): 5})
    kafka_source.check_specific(limit, [("t", 0)], "startingOffsets")
    with pytest.raises(SourceError, match=r"names partitions \[t-0\] but the read covers"):
        kafka_source.check_specific(limit, [("t", 0), ("t", 1)], "startingOffsets")


def test_ranges_skip_empty_partitions_and_refuse_backwards_ones() -> None:
    ranges = kafka_source.plan_ranges(
        {("t", 0): 3, ("t", 1): 8, ("u", 0): 0}, {("t", 0): 10, ("t", 1): 8, ("u", 0): 1}
    )
    assert ranges == [OffsetRange("t", 0, 3, 10), OffsetRange("u", 0, 0, 1)]
    with pytest.raises(SourceError, match="starting offset 9 is after the ending offset 4"):
        kafka_source.plan_ranges({("t", 0): 9}, {("t", 0): 4})


def test_rate_limit_shares_in_proportion_and_starves_nobody() -> None:
    start = {("a", 0): 0, ("b", 0): 100, ("c", 0): 5}
    latest = {("a", 0): 90, ("b", 0): 110, ("c", 0): 5}
    # 100 waiting: a has 90 (9 of 10), b has 10 (1 of 10), c nothing.
    assert kafka_source.rate_limit(10, start, latest) == {("a", 0): 9, ("b", 0): 101, ("c", 0): 5}
    # b's share (10 * 1/1001) is below one offset: it still gets one.
    uneven = kafka_source.rate_limit(10, {("a", 0): 0, ("b", 0): 0}, {("a", 0): 1000, ("b", 0): 1})
    assert uneven == {("a", 0): 9, ("b", 0): 1}
    # Nothing waiting: the latest offsets as they are.
    assert kafka_source.rate_limit(10, start, start) == start


@given(
    st.integers(1, 1000),
    st.lists(st.tuples(st.integers(0, 10**6), st.integers(-50, 10**4)), min_size=1, max_size=8),
)
def test_rate_limit_stays_between_start_and_latest(
    limit: int, spans: list[tuple[int, int]]
) -> None:
    start = {("t", i): s for i, (s, _) in enumerate(spans)}
    latest = {("t", i): s + n for i, (s, n) in enumerate(spans)}
    ends = kafka_source.rate_limit(limit, start, latest)
    waiting = [tp for tp in start if latest[tp] > start[tp]]
    for tp in start:
        if tp in waiting:
            assert start[tp] < ends[tp] <= latest[tp]
        else:
            assert ends[tp] == latest[tp]
    # Each partition is rounded down except those given their one offset.
    assert sum(ends[tp] - start[tp] for tp in waiting) <= limit + len(waiting)


def test_stream_ranges_start_new_partitions_at_earliest_and_report_data_loss() -> None:
    opts = options(streaming=True, subscribe="t")
    ranges = kafka_source.stream_ranges(
        opts, {("t", 0): 4}, {("t", 0): 9, ("t", 1): 6}, {("t", 1): 2}
    )
    assert ranges == [OffsetRange("t", 0, 4, 9), OffsetRange("t", 1, 2, 6)]
    with pytest.raises(DataLoss, match="before the stream's offset 4"):
        kafka_source.stream_ranges(opts, {("t", 0): 4}, {("t", 0): 1}, {})
    lenient = options(streaming=True, subscribe="t", failOnDataLoss="false")
    assert kafka_source.stream_ranges(lenient, {("t", 0): 4}, {("t", 0): 1}, {}) == []


# ----------------------------------------------------------------------------- the cursor


Log = tuple[list[bytes], list[int], list[int], list[tuple[int, int, int]]]


@st.composite
def partition_logs(draw: Any) -> Log:
    """A partition's batches: data batches (some with compacted gaps), transactions of one
    producer that commit or abort, and their markers. Returns (batches, offsets of data
    records, offsets of data records of aborted transactions, aborted transactions as
    (producer, first offset, marker offset))."""
    batches: list[bytes] = []
    data: list[int] = []
    aborted_data: list[int] = []
    aborted: list[tuple[int, int, int]] = []
    offset = 0
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["plain", "plain", "transaction"]))
        if kind == "plain":
            count = draw(st.integers(1, 4))
            kept = [offset + i for i in range(count) if i == 0 or draw(st.booleans())]
            records = [Record(o, 1000 + o, None, str(o).encode()) for o in kept]
            batches.append(build_batch(records, last_offset=offset + count - 1))
            data += kept
            offset += count
            continue
        first = offset
        txn_offsets = []
        for _ in range(draw(st.integers(1, 3))):
            count = draw(st.integers(1, 3))
            records = [
                Record(offset + i, 2000, None, str(offset + i).encode()) for i in range(count)
            ]
            batches.append(
                build_batch(records, producer_id=7, producer_epoch=0, transactional=True)
            )
            txn_offsets += [r.offset for r in records]
            offset += count
        outcome = draw(st.sampled_from([CONTROL_ABORT, CONTROL_COMMIT]))
        batches.append(control_batch(offset, 3000, 7, 0, outcome))
        offset += 1
        data += txn_offsets
        if outcome == CONTROL_ABORT:
            aborted_data += txn_offsets
            aborted.append((7, first, offset - 1))
    return batches, data, aborted_data, aborted


def answer_for(
    batches: list[bytes], aborted: list[tuple[int, int, int]], position: int, many: int, cut: int
) -> FetchedPartition:
    """What a broker answers to a fetch at ``position``: whole batches from the one holding it,
    maybe the start of one more, and the aborted transactions that overlap the answer (begun
    by its last offset, not ended before the fetch offset)."""
    headers = [h for b in batches for h, _ in complete_batches(b)]
    index = next(i for i, h in enumerate(headers) if h.last_offset >= position)
    chosen = batches[index : index + many]
    payload = b"".join(chosen)
    if index + many < len(batches):  # the start of one more batch, never all of it
        following = batches[index + many]
        payload += following[: min(cut, len(following) - 1)]
    last = headers[min(index + many, len(batches)) - 1].last_offset
    reaching = tuple(
        (p, first) for p, first, marker in aborted if first <= last and marker >= position
    )
    end = headers[-1].last_offset + 1
    return FetchedPartition(ErrorCode.NONE, end, end, 0, reaching, payload)


@settings(max_examples=150, deadline=None)
@given(partition_logs(), st.booleans(), st.data())
def test_cursor_reads_exactly_the_range(
    log: Log,
    committed: bool,
    data: Any,
) -> None:
    batches, offsets, aborted_data, aborted = log
    end_of_log = max(h.last_offset for b in batches for h, _ in complete_batches(b)) + 1
    start = data.draw(st.integers(0, end_of_log - 1))
    end = data.draw(st.integers(start + 1, end_of_log))
    cursor = PartitionCursor(OffsetRange("t", 0, start, end), read_committed=committed)
    excluded = set(aborted_data) if committed else set()
    expected = [o for o in offsets if start <= o < end and o not in excluded]
    seen: list[int] = []
    while not cursor.done:
        before = cursor.position
        many = data.draw(st.integers(1, 4))
        cut = data.draw(st.integers(0, 70))
        step = cursor.take(answer_for(batches, aborted, cursor.position, many, cut))
        got = [r.offset for r in step.records]
        # Invariants after every answer: progress, order, bounds, and values that match.
        assert step.action is None
        assert cursor.position > before
        assert got == sorted(got) and (not seen or not got or got[0] > seen[-1])
        assert all(start <= o < end for o in got)
        assert all(r.value == str(r.offset).encode() for r in step.records)
        seen += got
    assert seen == expected


def test_cursor_asks_for_a_leader_or_the_log_bounds_on_those_errors() -> None:
    cursor = PartitionCursor(OffsetRange("t", 0, 5, 10))
    moved = FetchedPartition(ErrorCode.NOT_LEADER_OR_FOLLOWER, -1, -1, -1, (), b"")
    assert cursor.take(moved).action == REFRESH
    gone = FetchedPartition(ErrorCode.OFFSET_OUT_OF_RANGE, -1, -1, -1, (), b"")
    assert cursor.take(gone).action == OUT_OF_RANGE
    with pytest.raises(SourceError, match="TOPIC_AUTHORIZATION_FAILED"):
        cursor.take(FetchedPartition(ErrorCode.TOPIC_AUTHORIZATION_FAILED, -1, -1, -1, (), b""))


def test_deleted_offsets_fail_the_read_unless_data_loss_is_allowed() -> None:
    strict = PartitionCursor(OffsetRange("t", 0, 5, 50))
    with pytest.raises(DataLoss, match="offsets 5 to 19 of t-0 are gone"):
        strict.out_of_range(20, 60)
    lenient = PartitionCursor(OffsetRange("t", 0, 5, 50), fail_on_data_loss=False)
    lenient.out_of_range(20, 60)
    assert lenient.position == 20 and not lenient.done
    # Everything planned was deleted: the range is done.
    lenient.out_of_range(70, 80)
    assert lenient.done


def test_a_log_that_ends_before_the_range_is_data_loss() -> None:
    truncated = FetchedPartition(ErrorCode.NONE, 8, 8, 0, (), b"")
    cursor = PartitionCursor(OffsetRange("t", 0, 8, 12))
    with pytest.raises(DataLoss, match="the log now ends at 8"):
        cursor.take(truncated)
    lenient = PartitionCursor(OffsetRange("t", 0, 8, 12), fail_on_data_loss=False)
    assert lenient.take(truncated).records == [] and lenient.done


def test_answers_that_never_bring_a_batch_give_up() -> None:
    cursor = PartitionCursor(OffsetRange("t", 0, 0, 5))
    empty = FetchedPartition(ErrorCode.NONE, 5, 5, 0, (), b"")
    with pytest.raises(SourceError, match="held no complete record batch"):
        for _ in range(10):
            cursor.take(empty)


# ----------------------------------------------------------------------------- a real broker


@pytest.fixture(scope="module")
def loaded_broker() -> Iterator[tuple[str, dict[int, list[tuple[bytes, bytes, int]]]]]:
    """The project's broker with topic ``codecs``: partition i written by a confluent-kafka
    producer compressing with codec i (none, gzip, snappy, lz4, zstd), stored as sent."""
    producer_module = pytest.importorskip("confluent_kafka")
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker

    written: dict[int, list[tuple[bytes, bytes, int]]] = {}
    with running_broker(TopicConfig("codecs", 5)) as broker:
        for partition, codec in enumerate(CODECS):
            producer = producer_module.Producer(
                {"bootstrap.servers": broker.bootstrap, "compression.type": codec, "linger.ms": 20}
            )
            for index in range(40):
                key, value = f"{codec}-{index}".encode(), (f"{index}:" + codec * 30).encode()
                timestamp = 1_700_000_000_000 + index
                producer.produce("codecs", value, key, partition, timestamp=timestamp)
                written.setdefault(partition, []).append((key, value, timestamp))
            assert producer.flush(30) == 0
        yield broker.bootstrap, written


def test_each_codec_librdkafka_wrote_is_read_back(
    loaded_broker: tuple[str, dict[int, list[tuple[bytes, bytes, int]]]],
) -> None:
    bootstrap, written = loaded_broker
    opts = kafka_source.parse_options(
        {"kafka.bootstrap.servers": bootstrap, "subscribe": "codecs"}, streaming=False
    )
    ranges = asyncio.run(kafka_source.plan_batch(opts))
    assert ranges == [OffsetRange("codecs", p, 0, 40) for p in range(5)]
    for offsets in ranges:
        rows = [row for batch in read_range(opts, offsets) for row in batch.to_pylist()]
        assert [(r["key"], r["value"]) for r in rows] == [
            (k, v) for k, v, _ in written[offsets.partition]
        ]
        assert [r["offset"] for r in rows] == list(range(40))
        assert [int(r["timestamp"].timestamp() * 1000) for r in rows] == [
            t for _, _, t in written[offsets.partition]
        ]
        assert {(r["topic"], r["partition"], r["timestampType"]) for r in rows} == {
            ("codecs", offsets.partition, 0)
        }


def test_a_range_inside_the_partition_and_specific_offsets(
    loaded_broker: tuple[str, dict[int, list[tuple[bytes, bytes, int]]]],
) -> None:
    bootstrap, written = loaded_broker
    opts = kafka_source.parse_options(
        {
            "kafka.bootstrap.servers": bootstrap,
            "assign": '{"codecs": [2, 4]}',
            "startingOffsets": '{"codecs": {"2": 7, "4": -2}}',
            "endingOffsets": '{"codecs": {"2": 12, "4": -1}}',
        },
        streaming=False,
    )
    ranges = asyncio.run(kafka_source.plan_batch(opts))
    assert ranges == [OffsetRange("codecs", 2, 7, 12), OffsetRange("codecs", 4, 0, 40)]
    rows = [row for batch in read_range(opts, ranges[0]) for row in batch.to_pylist()]
    assert [r["key"] for r in rows] == [k for k, _, _ in written[2][7:12]]


def test_a_missing_topic_is_named(
    loaded_broker: tuple[str, dict[int, list[tuple[bytes, bytes, int]]]],
) -> None:
    opts = kafka_source.parse_options(
        {"kafka.bootstrap.servers": loaded_broker[0], "subscribe": "codecs,nope"}, streaming=False
    )
    with pytest.raises(SourceError, match="topic nope does not exist"):
        asyncio.run(kafka_source.plan_batch(opts))


def test_an_unreachable_cluster_is_named() -> None:
    from kgroup_proto.client.errors import ConnectionFailed
    from tests.interop.brokers import free_port

    port = free_port()
    nowhere = kafka_source.parse_options(
        {"kafka.bootstrap.servers": f"127.0.0.1:{port}", "subscribe": "t"}, streaming=False
    )
    with pytest.raises(ConnectionFailed, match=f"cannot connect to 127.0.0.1:{port}"):
        asyncio.run(kafka_source.plan_batch(nowhere))


def test_a_partition_that_does_not_exist_is_named_after_the_retries(
    loaded_broker: tuple[str, dict[int, list[tuple[bytes, bytes, int]]]],
) -> None:
    from kgroup_proto.client.topics import OffsetLookupFailed

    opts = kafka_source.parse_options(
        {
            "kafka.bootstrap.servers": loaded_broker[0],
            "assign": '{"codecs": [1, 9]}',
            "fetchOffset.numRetries": "1",
            "fetchOffset.retryIntervalMs": "0",
        },
        streaming=False,
    )
    with pytest.raises(OffsetLookupFailed, match=r"no offsets for codecs-9 \(LEADER_NOT_AVAILABLE"):
        asyncio.run(kafka_source.plan_batch(opts))
