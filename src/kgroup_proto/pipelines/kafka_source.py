"""Reading Kafka topics into Spark, without Spark: options, offsets and the plan of offset ranges.

The ``kgroup-kafka`` data source (:mod:`kgroup_proto.pipelines.kafka_datasource`) takes the
options of Spark's own Kafka source and gives the same columns; everything it decides is decided
here, in plain Python:

- which partitions to read: ``subscribe`` (topic names, comma separated), ``subscribePattern``
  (a regular expression that must match a whole topic name; internal topics such as
  ``__consumer_offsets`` are left out, as Kafka's consumers leave them out of pattern
  subscriptions) or ``assign`` (JSON ``{"topic": [0, 1]}``); exactly one of them.
- where to start and stop: ``startingOffsets`` and ``endingOffsets``, each ``earliest``,
  ``latest`` or JSON ``{"topic": {"0": 23, "1": -2}}`` naming every partition read (-2 earliest,
  -1 latest). A batch read starts at ``earliest`` and ends at ``latest`` unless told otherwise;
  it cannot start at latest nor end at earliest. A stream starts at ``latest`` by default and
  has no end.
- how much a stream reads per trigger: ``maxOffsetsPerTrigger`` is shared among partitions in
  proportion to how much each has waiting, rounded down, except that a partition with anything
  waiting gets at least one offset (so a trigger can exceed the limit by a few offsets).

Offsets are resolved where Spark plans, with Metadata and ListOffsets
(:mod:`kgroup_proto.client.topics`); each offset range becomes one Spark input partition, which
an executor reads with its own connections (:mod:`kgroup_proto.pipelines.kafka_reader`).
Everything planned is plain data, so it pickles.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

import attrs

from kgroup_proto.client import GroupAdmin, parse_bootstrap
from kgroup_proto.client import topics as kafka_topics
from kgroup_proto.client.fetch import FETCH, fetch_request, fetch_version, read_fetch
from kgroup_proto.client.topics import EARLIEST, LATEST, READ_COMMITTED, READ_UNCOMMITTED
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import fetch_response

SHORT_NAME = "kgroup-kafka"
#: (topic, partition)
TopicPartition = tuple[str, int]
OFFSETS_EXAMPLE = '{"topicA":{"0":23,"1":-1},"topicB":{"0":-2}}'
ASSIGN_EXAMPLE = '{"topicA":[0,1],"topicB":[2,4]}'
#: Options of Spark's Kafka source that this source reads (lower case, as Spark compares them).
KNOWN_OPTIONS = {
    "kafka.bootstrap.servers",
    "subscribe",
    "subscribepattern",
    "assign",
    "startingoffsets",
    "endingoffsets",
    "failondataloss",
    "includeheaders",
    "maxoffsetspertrigger",
    "kafka.isolation.level",
    "kafka.client.id",
    "kafka.request.timeout.ms",
    "kafka.max.partition.fetch.bytes",
    "kafka.fetch.max.bytes",
    "kafka.security.protocol",
    "fetchoffset.numretries",
    "fetchoffset.retryintervalms",
    "latestoffsetsfrom",
}
LATEST_FROM = ("listOffsets", "fetch")


class SourceError(ValueError):
    """Options that cannot be used, or a cluster that cannot be read as asked."""


class DataLoss(SourceError):
    """Offsets that were planned are gone (deleted by retention, or the topic was recreated)."""


@attrs.frozen
class OffsetLimit:
    """``earliest``, ``latest``, or ``specific`` offsets per partition (-2 and -1 allowed)."""

    kind: str
    offsets: Mapping[TopicPartition, int] = attrs.field(factory=dict)


@attrs.frozen
class SourceOptions:
    bootstrap: str
    subscribe: tuple[str, ...] | None
    pattern: str | None
    assign: tuple[TopicPartition, ...] | None
    starting: OffsetLimit
    ending: OffsetLimit
    fail_on_data_loss: bool
    include_headers: bool
    max_offsets_per_trigger: int | None
    isolation_level: int
    client_id: str
    request_timeout: float
    partition_max_bytes: int
    max_bytes: int
    retries: int
    retry_interval: float
    latest_from: str


@attrs.frozen
class OffsetRange:
    """Offsets ``start`` (inclusive) to ``end`` (exclusive) of one partition: one Spark task."""

    topic: str
    partition: int
    start: int
    end: int


# ----------------------------------------------------------------------------- options


def _flag(options: Mapping[str, str], name: str, default: bool) -> bool:
    text = options.get(name)
    if text is None:
        return default
    if text.strip().lower() not in ("true", "false"):
        raise SourceError(f"option {name} must be true or false, not {text!r}")
    return text.strip().lower() == "true"


def _number(options: Mapping[str, str], name: str, default: int | None, lowest: int) -> int | None:
    text = options.get(name)
    if text is None:
        return default
    try:
        value = int(text.strip())
    except ValueError:
        raise SourceError(f"option {name} must be a whole number, not {text!r}") from None
    if value < lowest:
        raise SourceError(f"option {name} must be at least {lowest}, not {value}")
    return value


def parse_offsets_json(text: str, option: str) -> dict[TopicPartition, int]:
    """``{"topic": {"0": 23}}`` as Spark's Kafka source writes offsets -> {(topic, 0): 23}."""
    try:
        document = json.loads(text)
        if not isinstance(document, dict):
            raise ValueError
        offsets = {}
        for topic, partitions in document.items():
            if not isinstance(partitions, dict):
                raise ValueError
            for partition, offset in partitions.items():
                if isinstance(offset, bool) or not isinstance(offset, int):
                    raise ValueError
                offsets[(topic, int(partition))] = offset
    except ValueError:
        raise SourceError(f"option {option}: expected e.g. {OFFSETS_EXAMPLE}, got {text}") from None
    return offsets


def format_offsets(offsets: Mapping[TopicPartition, int]) -> dict[str, dict[str, int]]:
    """Offsets in the JSON shape Spark's Kafka source uses (topics, then partitions, sorted)."""
    out: dict[str, dict[str, int]] = {}
    for (topic, partition), offset in sorted(offsets.items()):
        out.setdefault(topic, {})[str(partition)] = offset
    return out


def read_offsets(document: Mapping[str, Any]) -> dict[TopicPartition, int]:
    """The inverse of :func:`format_offsets` (a stream's offsets as Spark hands them back)."""
    return {
        (topic, int(partition)): int(offset)
        for topic, partitions in document.items()
        for partition, offset in partitions.items()
    }


def _limit(options: Mapping[str, str], name: str, default: str) -> OffsetLimit:
    text = (options.get(name) or default).strip()
    if text.lower() in ("earliest", "latest"):
        return OffsetLimit(text.lower())
    return OffsetLimit("specific", parse_offsets_json(text, name))


def _assign(text: str) -> tuple[TopicPartition, ...]:
    try:
        document = json.loads(text)
        if not isinstance(document, dict):
            raise ValueError
        pairs = []
        for topic, partitions in document.items():
            if not isinstance(partitions, list):
                raise ValueError
            for partition in partitions:
                if isinstance(partition, bool) or not isinstance(partition, int):
                    raise ValueError
                pairs.append((topic, partition))
    except ValueError:
        raise SourceError(f"option assign: expected e.g. {ASSIGN_EXAMPLE}, got {text}") from None
    if not pairs:
        raise SourceError("option assign names no partition")
    return tuple(sorted(set(pairs)))


def parse_options(given: Mapping[str, str], *, streaming: bool) -> SourceOptions:
    """Check and read the options (names in any case, as Spark compares them)."""
    options = {key.lower(): value for key, value in given.items()}
    unknown = sorted(k for k in options if k not in KNOWN_OPTIONS and not k.startswith("kafka."))
    if unknown:
        raise SourceError(f"unknown option(s): {', '.join(unknown)}")
    bootstrap = options.get("kafka.bootstrap.servers", "").strip()
    if not bootstrap:
        raise SourceError("option kafka.bootstrap.servers is required (HOST:PORT,...)")
    try:
        parse_bootstrap(bootstrap)
    except ValueError as exc:
        raise SourceError(f"option kafka.bootstrap.servers: {exc}") from None
    protocol = options.get("kafka.security.protocol", "PLAINTEXT").strip().upper()
    if protocol != "PLAINTEXT":
        raise SourceError(f"kafka.security.protocol {protocol} is not supported (only PLAINTEXT)")
    strategies = [k for k in ("subscribe", "subscribepattern", "assign") if k in options]
    if len(strategies) != 1:
        raise SourceError(
            "exactly one of the options subscribe, subscribePattern and assign is needed"
            + (f", got {len(strategies)}" if strategies else "")
        )
    subscribe = pattern = assign = None
    if "subscribe" in options:
        subscribe = tuple(dict.fromkeys(t.strip() for t in options["subscribe"].split(",")))
        if not all(subscribe):
            raise SourceError(f"option subscribe has an empty topic name: {options['subscribe']!r}")
    elif "subscribepattern" in options:
        pattern = options["subscribepattern"].strip()
        if not pattern:
            raise SourceError("option subscribePattern is empty")
        try:
            re.compile(pattern)
        except re.error as exc:
            raise SourceError(f"option subscribePattern {pattern!r}: {exc}") from None
    else:
        assign = _assign(options["assign"])
    starting = _limit(options, "startingoffsets", "latest" if streaming else "earliest")
    if streaming and "endingoffsets" in options:
        raise SourceError("option endingOffsets is for batch reads; a stream has no end")
    ending = _limit(options, "endingoffsets", "latest")
    if not streaming:
        if starting.kind == "latest" or LATEST in starting.offsets.values():
            raise SourceError("startingOffsets cannot be latest in a batch read")
        if ending.kind == "earliest" or EARLIEST in ending.offsets.values():
            raise SourceError("endingOffsets cannot be earliest in a batch read")
    if not streaming and "maxoffsetspertrigger" in options:
        raise SourceError("option maxOffsetsPerTrigger is for streams")
    isolation_text = options.get("kafka.isolation.level", "read_uncommitted").strip().lower()
    if isolation_text not in ("read_uncommitted", "read_committed"):
        raise SourceError(
            f"kafka.isolation.level must be read_uncommitted or read_committed, "
            f"not {isolation_text!r}"
        )
    latest_from = options.get("latestoffsetsfrom", "listOffsets").strip()
    if latest_from not in LATEST_FROM:
        raise SourceError(f"option latestOffsetsFrom must be one of {', '.join(LATEST_FROM)}")
    timeout_ms = _number(options, "kafka.request.timeout.ms", 30_000, 1)
    retry_ms = _number(options, "fetchoffset.retryintervalms", 1000, 0)
    assert timeout_ms is not None and retry_ms is not None
    return SourceOptions(
        bootstrap=bootstrap,
        subscribe=subscribe,
        pattern=pattern,
        assign=assign,
        starting=starting,
        ending=ending,
        fail_on_data_loss=_flag(options, "failondataloss", True),
        include_headers=_flag(options, "includeheaders", False),
        max_offsets_per_trigger=_number(options, "maxoffsetspertrigger", None, 1),
        isolation_level=READ_COMMITTED if isolation_text == "read_committed" else READ_UNCOMMITTED,
        client_id=options.get("kafka.client.id", "kgroup-proto-spark"),
        request_timeout=timeout_ms / 1000,
        partition_max_bytes=_number(options, "kafka.max.partition.fetch.bytes", 1 << 20, 1)
        or 1 << 20,
        max_bytes=_number(options, "kafka.fetch.max.bytes", 50 << 20, 1) or 50 << 20,
        retries=_number(options, "fetchoffset.numretries", 3, 0) or 0,
        retry_interval=retry_ms / 1000,
        latest_from=latest_from,
    )


# ----------------------------------------------------------------------------- planning (pure)


def select_partitions(
    options: SourceOptions, metadata: kafka_topics.ClusterMetadata
) -> list[TopicPartition]:
    """The partitions the options ask for, as the metadata describes the topics."""
    if options.assign is not None:
        return list(options.assign)
    if options.subscribe is not None:
        names = list(options.subscribe)
        for name in names:
            described = metadata.topics.get(name)
            if described is None or described.error == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
                raise SourceError(f"topic {name} does not exist")
            if described.error != ErrorCode.NONE:
                raise SourceError(f"topic {name}: the broker answered {described.error.name}")
    else:
        assert options.pattern is not None
        matcher = re.compile(options.pattern)
        names = sorted(
            name
            for name, described in metadata.topics.items()
            if matcher.fullmatch(name)
            and not described.is_internal
            and described.error == ErrorCode.NONE
        )
    return sorted((name, p.partition) for name in names for p in metadata.topics[name].partitions)


def check_specific(limit: OffsetLimit, partitions: list[TopicPartition], option: str) -> None:
    """Specific offsets must name exactly the partitions read, as Spark's Kafka source demands."""
    if limit.kind == "specific" and set(limit.offsets) != set(partitions):
        named = ", ".join(f"{t}-{p}" for t, p in sorted(limit.offsets))
        read = ", ".join(f"{t}-{p}" for t, p in partitions)
        raise SourceError(
            f"{option} names partitions [{named}] but the read covers [{read}]; give an offset "
            "for every partition (-2 for earliest, -1 for latest)"
        )


def plan_ranges(
    starting: Mapping[TopicPartition, int], ending: Mapping[TopicPartition, int]
) -> list[OffsetRange]:
    """One range per partition with something to read, in topic and partition order."""
    ranges = []
    for tp in sorted(ending):
        start, end = starting[tp], ending[tp]
        if start > end:
            raise SourceError(
                f"{tp[0]}-{tp[1]}: the starting offset {start} is after the ending offset {end}"
            )
        if start < end:
            ranges.append(OffsetRange(tp[0], tp[1], start, end))
    return ranges


def rate_limit(
    limit: int, start: Mapping[TopicPartition, int], latest: Mapping[TopicPartition, int]
) -> dict[TopicPartition, int]:
    """End offsets that read at most about ``limit`` offsets in all, shared in proportion to
    what waits in each partition (a partition with anything waiting gets at least one)."""
    sizes = {tp: end - start[tp] for tp, end in latest.items() if end - start[tp] > 0}
    total = sum(sizes.values())
    if total < 1:
        return dict(latest)
    out = {}
    for tp, end in latest.items():
        if tp not in sizes:
            out[tp] = end
            continue
        share = limit * (sizes[tp] / total)
        allowed = math.ceil(share) if share < 1 else math.floor(share)
        out[tp] = min(end, start[tp] + allowed)
    return out


# ----------------------------------------------------------------------------- planning (cluster)


class Planner:
    """The driver's view of the cluster: partitions and their offsets, through GroupAdmin's
    connections (use as ``async with Planner(options) as planner``)."""

    def __init__(self, options: SourceOptions) -> None:
        self.options = options
        self.admin = GroupAdmin(
            options.bootstrap,
            client_id=options.client_id,
            request_timeout=options.request_timeout,
        )
        self.metadata: kafka_topics.ClusterMetadata | None = None

    async def __aenter__(self) -> Planner:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.admin.close()

    async def partitions(self) -> list[TopicPartition]:
        topics = None if self.options.pattern is not None else self._topic_names()
        self.metadata = await kafka_topics.describe_topics(self.admin, topics)
        return select_partitions(self.options, self.metadata)

    def _topic_names(self) -> list[str]:
        if self.options.subscribe is not None:
            return list(self.options.subscribe)
        assert self.options.assign is not None
        return sorted({t for t, _ in self.options.assign})

    async def offsets(
        self, partitions: list[TopicPartition], kind: int
    ) -> dict[TopicPartition, int]:
        """EARLIEST or LATEST offset of each partition (latest: the last stable offset under
        read_committed; from ListOffsets, or from Fetch's high watermark when asked)."""
        if not partitions:
            return {}
        if kind == LATEST and self.options.latest_from == "fetch":
            return await self._high_watermarks(partitions)
        found = await kafka_topics.list_offsets(
            self.admin,
            dict.fromkeys(partitions, kind),
            isolation_level=self.options.isolation_level,
            metadata=self.metadata,
            retries=self.options.retries,
            retry_backoff=self.options.retry_interval,
        )
        return found

    async def resolve(
        self, limit: OffsetLimit, partitions: list[TopicPartition], option: str
    ) -> dict[TopicPartition, int]:
        """The limit as concrete offsets for every partition."""
        check_specific(limit, partitions, option)
        if limit.kind == "earliest":
            return await self.offsets(partitions, EARLIEST)
        if limit.kind == "latest":
            return await self.offsets(partitions, LATEST)
        resolved = dict(limit.offsets)
        for special in (EARLIEST, LATEST):
            wanted = [tp for tp in partitions if resolved[tp] == special]
            resolved.update(await self.offsets(wanted, special))
        return resolved

    async def _high_watermarks(self, partitions: list[TopicPartition]) -> dict[TopicPartition, int]:
        """The high watermark (last stable offset under read_committed) from a Fetch at each
        partition's earliest offset, for brokers whose ListOffsets answers latest wrongly (Tansu,
        which also answers a fetch that may not wait with no partition at all)."""
        earliest = await self.offsets(partitions, EARLIEST)
        metadata = self.metadata
        assert metadata is not None
        out = {}
        for tp in partitions:
            leader = metadata.leader(*tp)
            if leader is None:
                raise SourceError(f"{tp[0]}-{tp[1]} has no leader")
            connection = await self.admin.connection(leader.host, leader.port)
            topic_id = metadata.topics[tp[0]].topic_id
            version = fetch_version(connection.version_for(FETCH), topic_id)
            request = fetch_request(
                tp[0],
                topic_id,
                tp[1],
                earliest[tp],
                version,
                max_bytes=1,
                partition_max_bytes=1,
                isolation_level=self.options.isolation_level,
            )
            response = await connection.request(request, version)
            assert isinstance(response, fetch_response.FetchResponse)
            answer = read_fetch(response, tp[0], topic_id, tp[1], version)
            if answer is None:  # nothing at the earliest offset within the wait: an empty log
                out[tp] = earliest[tp]
                continue
            if answer.error != ErrorCode.NONE:
                raise SourceError(f"Fetch {tp[0]}-{tp[1]}: the broker answered {answer.error.name}")
            committed = self.options.isolation_level == READ_COMMITTED
            out[tp] = answer.last_stable_offset if committed else answer.high_watermark
        return out


async def plan_batch(options: SourceOptions) -> list[OffsetRange]:
    """The offset ranges of a batch read."""
    async with Planner(options) as planner:
        partitions = await planner.partitions()
        starting = await planner.resolve(options.starting, partitions, "startingOffsets")
        ending = await planner.resolve(options.ending, partitions, "endingOffsets")
    return plan_ranges(starting, ending)


# ----------------------------------------------------------------------------- streams


async def initial_offsets(options: SourceOptions) -> dict[TopicPartition, int]:
    """Where a new stream starts: ``startingOffsets`` resolved for every partition."""
    async with Planner(options) as planner:
        partitions = await planner.partitions()
        return await planner.resolve(options.starting, partitions, "startingOffsets")


async def latest_offsets(
    options: SourceOptions,
    start: Mapping[TopicPartition, int],
    max_offsets: int | None,
    target: Mapping[TopicPartition, int] | None = None,
) -> dict[TopicPartition, int]:
    """The end of the next micro-batch: the latest offsets, capped by ``target`` (the offsets
    a run that reads what is available now stops at) and rate-limited to ``max_offsets``.

    Partitions that appeared since ``start`` (a topic grew, or a new topic matches the
    pattern) begin at their earliest offset; partitions that disappeared keep their offset.
    """
    async with Planner(options) as planner:
        partitions = await planner.partitions()
        if target is not None:
            partitions = [tp for tp in partitions if tp in target]
        latest = await planner.offsets(partitions, LATEST)
        if target is not None:
            latest = {tp: min(offset, target[tp]) for tp, offset in latest.items()}
        if max_offsets is not None:
            new = [tp for tp in partitions if tp not in start]
            begin = {**await planner.offsets(new, EARLIEST), **start}
            latest = rate_limit(max_offsets, begin, latest)
    for tp, offset in start.items():
        latest.setdefault(tp, offset)
    return latest


def stream_ranges(
    options: SourceOptions,
    start: Mapping[TopicPartition, int],
    end: Mapping[TopicPartition, int],
    earliest: Mapping[TopicPartition, int],
) -> list[OffsetRange]:
    """The ranges of one micro-batch; ``earliest`` gives the start of partitions new since
    ``start``. An end before its start (the topic was deleted and created again) is data loss:
    an error, or with failOnDataLoss false that partition is skipped in this batch."""
    ranges = []
    for tp in sorted(end):
        begin = start[tp] if tp in start else earliest[tp]
        if end[tp] < begin:
            if options.fail_on_data_loss:
                raise DataLoss(
                    f"{tp[0]}-{tp[1]}: offset {end[tp]} is before the stream's offset {begin}; "
                    "the topic may have been deleted and created again (set failOnDataLoss to "
                    "false to read on)"
                )
            continue
        if begin < end[tp]:
            ranges.append(OffsetRange(tp[0], tp[1], begin, end[tp]))
    return ranges


async def plan_stream(
    options: SourceOptions, start: Mapping[TopicPartition, int], end: Mapping[TopicPartition, int]
) -> list[OffsetRange]:
    """:func:`stream_ranges`, with the earliest offsets of new partitions looked up."""
    new = [tp for tp in end if tp not in start]
    earliest: dict[TopicPartition, int] = {}
    if new:
        async with Planner(options) as planner:
            planner.metadata = await kafka_topics.describe_topics(
                planner.admin, sorted({t for t, _ in new})
            )
            earliest = await planner.offsets(new, EARLIEST)
    return stream_ranges(options, start, end, earliest)
