"""The broker APIs clients need around a group: versions, metadata, coordinator, produce, fetch.

One node leads every partition, so Metadata and FindCoordinator always name this broker. Produce
assigns offsets to magic-2 batches; Fetch serves whole batches and waits (up to MaxWaitMs) for
MinBytes; ListOffsets answers the special timestamps and looks records up by time. Fetch sessions
(KIP-227) are declined the way Kafka declines them when its cache is full: SessionId 0 in the
answer, so clients send full fetches.

Internal topics (``__consumer_offsets``) are created by their owner, as Kafka creates them:
on the first FindCoordinator for a group, or when Metadata names one, never as an ordinary
topic. Metadata reports them with IsInternal; clients read them with Fetch and ListOffsets like
any topic, and a Produce to one is refused with INVALID_TOPIC_EXCEPTION.

Transactions (:mod:`kgroup_proto.coordinator.transactions`): a transactional batch is taken
only into a partition its producer added to its ongoing transaction, with its current epoch.
Every log keeps its open and aborted transactions; a read_committed Fetch (IsolationLevel 1)
serves batches only below the last stable offset and lists the aborted transactions in what it
serves, and a read_committed ListOffsets answers the last stable offset for the latest offset.
"""

from __future__ import annotations

import asyncio
import collections
import time
import uuid
from collections.abc import Callable, Iterable, Mapping

import attrs

from kgroup_proto.coordinator.config import BrokerConfig, valid_topic_name
from kgroup_proto.coordinator.group_store import wall_ms
from kgroup_proto.coordinator.log_storage import PartitionLog, Topic, TopicStore
from kgroup_proto.coordinator.transactions import PartitionTxns, TransactionCoordinator, TxnEnd
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    fetch_response,
    find_coordinator_response,
    list_offsets_response,
    metadata_response,
    produce_response,
)
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.api_versions_response import ApiVersion, ApiVersionsResponse
from kgroup_proto.messages.fetch_request import FetchRequest, FetchTopic
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.init_producer_id_request import InitProducerIdRequest
from kgroup_proto.messages.init_producer_id_response import InitProducerIdResponse
from kgroup_proto.messages.list_offsets_request import ListOffsetsRequest
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.produce_request import ProduceRequest
from kgroup_proto.record_batch import (
    CONTROL_ABORT,
    CONTROL_COMMIT,
    BatchError,
    BatchHeader,
    control_batch,
    control_type,
    read_header,
    split_batches,
)
from kgroup_proto.runtime import Struct

#: API key -> the versions this broker accepts where they are fewer than the codec speaks.
VERSION_LIMITS: dict[int, range] = {
    0: range(3, 12),  # Produce: batches (magic 2); not v12 (KIP-890) or v13 (topic IDs)
    1: range(4, 19),  # Fetch: record batches (magic 2) only
    2: range(1, 12),  # ListOffsets: v0 is Kafka's removed multi-offset form
    22: range(0, 6),  # InitProducerId: v6 (two-phase commit, KIP-939) is not stable in Kafka
    # Transactions as clients drive them; the newer versions are KIP-890's (v4+ of
    # AddPartitionsToTxn is sent between brokers), which Produce v12+ would go with.
    24: range(0, 4),  # AddPartitionsToTxn
    25: range(0, 4),  # AddOffsetsToTxn
    26: range(0, 5),  # EndTxn
    28: range(0, 5),  # TxnOffsetCommit (v6 names topics by ID, KIP-1319)
    # Share groups as Kafka 4.4 serves them: v0 was KIP-932's early access, which Kafka 4.1
    # replaced by v1 (the member names its own id) and no longer answers.
    76: range(1, 2),  # ShareGroupHeartbeat
    77: range(1, 2),  # ShareGroupDescribe
}


def served_versions(requests: Iterable[type[Struct]]) -> dict[int, range]:
    """API key -> the versions served of each request class: the codec's, within the limits."""
    table: dict[int, range] = {}
    for request in requests:
        key = request.API_KEY
        if key is None or request.MESSAGE_TYPE != "request":
            raise ValueError(f"{request.__name__} is not a request")
        versions = request.VALID_VERSIONS
        limit = VERSION_LIMITS.get(key)
        if limit is not None:
            versions = range(max(versions.start, limit.start), min(versions.stop, limit.stop))
        table[key] = versions
    return dict(sorted(table.items()))


#: FindCoordinator's KeyType for a group, share groups included (1 is a transactional id, 2 a
#: share partition, ``group:topicId:partition``, which the share coordinator owns).
GROUP_KEY_TYPE = 0
LATEST_TIMESTAMP = -1
EARLIEST_TIMESTAMP = -2
MAX_TIMESTAMP = -3
EARLIEST_LOCAL_TIMESTAMP = -4
#: How many recent batches per producer and partition are remembered to drop retried duplicates.
_PRODUCER_BATCHES = 5


def api_versions_response(
    served: Mapping[int, range], error: ErrorCode = ErrorCode.NONE
) -> ApiVersionsResponse:
    """ApiVersions' answer: exactly the APIs and versions in ``served``."""
    return ApiVersionsResponse(
        error_code=error,
        api_keys=[
            ApiVersion(api_key=key, min_version=v.start, max_version=v.stop - 1)
            for key, v in sorted(served.items())
        ],
    )


#: Versions of FindCoordinator that answer a batch of keys (KIP-699).
_HAS_COORDINATOR_BATCH = find_coordinator_response.FindCoordinatorResponse.field_versions(
    "coordinators"
)
#: Versions of Fetch that name topics by id (KIP-516).
_FETCH_BY_TOPIC_ID = FetchTopic.field_versions("topic_id")
#: Versions of ListOffsets whose answer carries the offset's leader epoch.
_HAS_LEADER_EPOCH = list_offsets_response.ListOffsetsPartitionResponse.field_versions(
    "leader_epoch"
)


#: ApiVersions' versions in which a client may name the cluster and node it means (KIP-1242).
_NAMES_TARGET = ApiVersionsRequest.field_versions("cluster_id")


def api_versions_answer(
    request: ApiVersionsRequest, version: int, served: Mapping[int, range], config: BrokerConfig
) -> ApiVersionsResponse:
    """ApiVersions as Kafka's broker answers it: from v5 a client may name the cluster and the
    node it means to reach (KIP-1242). Naming only one of them is INVALID_REQUEST; naming
    another cluster or node than this broker is REBOOTSTRAP_REQUIRED, so that the client looks
    the cluster up again. Both errors come without the API list, as Kafka sends them."""
    if version in _NAMES_TARGET:
        names_cluster, names_node = request.cluster_id is not None, request.node_id != -1
        if names_cluster != names_node:
            return ApiVersionsResponse(error_code=ErrorCode.INVALID_REQUEST)
        if names_cluster and (
            request.cluster_id != config.cluster_id or request.node_id != config.node_id
        ):
            return ApiVersionsResponse(error_code=ErrorCode.REBOOTSTRAP_REQUIRED)
    return api_versions_response(served)


@attrs.define
class _ProducerBatch:
    epoch: int
    first_sequence: int
    last_sequence: int
    base_offset: int


class BrokerApis:
    """Data-plane and discovery APIs over a :class:`TopicStore`."""

    def __init__(
        self,
        config: BrokerConfig,
        topics: TopicStore,
        internal_topics: Mapping[str, Callable[[], Topic]] | None = None,
        wall_clock: Callable[[], int] = wall_ms,
    ) -> None:
        self.config = config
        #: Milliseconds since the epoch, for the timestamps written in logs (the group store's
        #: clock, so that tests may move both together).
        self.wall_clock = wall_clock
        self.topics = topics
        #: internal topic name -> what creates it (or returns it when it exists)
        self.internal_topics = dict(internal_topics or {})
        self.advertised_host = config.host
        self.advertised_port = config.port
        self.transactions = TransactionCoordinator()
        #: (topic, partition) -> its log's open and aborted transactions
        self._txns: dict[tuple[str, int], PartitionTxns] = {}
        self._producers: dict[tuple[int, str, int], collections.deque[_ProducerBatch]] = {}
        self._appended = asyncio.Event()

    # ------------------------------------------------------------------ discovery

    def metadata(
        self, request: MetadataRequest, version: int
    ) -> metadata_response.MetadataResponse:
        # Before v4 the field is absent and decodes as its default, true: Kafka's rule then.
        allow_create = request.allow_auto_topic_creation and self.config.auto_create_topics
        topics: list[metadata_response.MetadataResponseTopic] = []
        if request.topics is None or (version == 0 and not request.topics):
            wanted = [self._describe(t) for t in sorted(self.topics.topics.values(), key=_name)]
            topics.extend(wanted)
        else:
            for item in request.topics:
                topics.append(self._lookup(item.name, item.topic_id, allow_create, version))
        return metadata_response.MetadataResponse(
            brokers=[
                metadata_response.MetadataResponseBroker(
                    node_id=self.config.node_id,
                    host=self.advertised_host,
                    port=self.advertised_port,
                )
            ],
            cluster_id=self.config.cluster_id,
            controller_id=self.config.node_id,
            topics=topics,
        )

    def _lookup(
        self, name: str | None, topic_id: uuid.UUID, allow_create: bool, version: int
    ) -> metadata_response.MetadataResponseTopic:
        if name is None:
            topic = self.topics.by_id(topic_id)
            if topic is None:
                return metadata_response.MetadataResponseTopic(
                    error_code=ErrorCode.UNKNOWN_TOPIC_ID, name=None, topic_id=topic_id
                )
            return self._describe(topic)
        topic = self.topics.get(name)
        if topic is None and name in self.internal_topics:
            topic = self.internal_topics[name]()
        if topic is None:
            if not valid_topic_name(name):
                return metadata_response.MetadataResponseTopic(
                    error_code=ErrorCode.INVALID_TOPIC_EXCEPTION, name=name
                )
            if not allow_create:
                return metadata_response.MetadataResponseTopic(
                    error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, name=name
                )
            topic = self.topics.create(name, self.config.default_partitions)
        del version
        return self._describe(topic)

    def _describe(self, topic: Topic) -> metadata_response.MetadataResponseTopic:
        node = self.config.node_id
        return metadata_response.MetadataResponseTopic(
            error_code=ErrorCode.NONE,
            name=topic.name,
            topic_id=topic.topic_id,
            is_internal=topic.name in self.internal_topics,
            partitions=[
                metadata_response.MetadataResponsePartition(
                    error_code=ErrorCode.NONE,
                    partition_index=index,
                    leader_id=node,
                    leader_epoch=0,
                    replica_nodes=[node],
                    isr_nodes=[node],
                )
                for index in range(len(topic.partitions))
            ],
        )

    def find_coordinator(
        self, request: FindCoordinatorRequest, version: int
    ) -> find_coordinator_response.FindCoordinatorResponse:
        node, host, port = self.config.node_id, self.advertised_host, self.advertised_port
        if request.key_type == GROUP_KEY_TYPE:
            for create in self.internal_topics.values():
                create()
        if version not in _HAS_COORDINATOR_BATCH:
            return find_coordinator_response.FindCoordinatorResponse(
                error_code=ErrorCode.NONE, node_id=node, host=host, port=port
            )
        return find_coordinator_response.FindCoordinatorResponse(
            coordinators=[
                find_coordinator_response.Coordinator(key=key, node_id=node, host=host, port=port)
                for key in request.coordinator_keys
            ]
        )

    def init_producer_id(self, request: InitProducerIdRequest) -> InitProducerIdResponse:
        """An idempotent producer's id (transactional ids are the transaction coordinator's)."""
        if request.producer_id >= 0:
            return InitProducerIdResponse(
                error_code=ErrorCode.NONE,
                producer_id=request.producer_id,
                producer_epoch=(request.producer_epoch + 1) % 32767,
            )
        return InitProducerIdResponse(
            error_code=ErrorCode.NONE,
            producer_id=self.transactions.new_producer_id(),
            producer_epoch=0,
        )

    # ------------------------------------------------------------------ transactions in logs

    def partition_txns(self, name: str, index: int, log: PartitionLog) -> PartitionTxns:
        """The partition's open and aborted transactions, read from its log the first time."""
        txns = self._txns.get((name, index))
        if txns is None:
            txns = PartitionTxns.scan(
                (header, control_type(data, header) if header.is_control else None)
                for header, data in log.batches()
            )
            self._txns[(name, index)] = txns
            self.transactions.producer_ids_from(txns.max_producer_id)
        return txns

    def recover_transactions(self, now_ms: int) -> int:
        """After a restart: read every log's transactions, and abort those left without a
        marker (their coordinator state is gone). Returns how many markers were written."""
        written = 0
        for topic in list(self.topics.topics.values()):
            for index, log in enumerate(topic.partitions):
                txns = self.partition_txns(topic.name, index, log)
                for pid, first in sorted(txns.open.items()):
                    epoch = _epoch_at(log, first)
                    self._append_marker(topic.name, index, log, pid, epoch, False, now_ms)
                    written += 1
        return written

    def write_markers(self, end: TxnEnd) -> None:
        """Carry out a transaction's end in the logs: its marker in each of its partitions."""
        now = self.wall_clock()
        for name, index in end.partitions:
            log = self.topics.partition(name, index)
            if log is not None:
                self._append_marker(
                    name, index, log, end.producer_id, end.producer_epoch, end.commit, now
                )
        self.notify_appended()

    def _append_marker(
        self, name: str, index: int, log: PartitionLog, pid: int, epoch: int, commit: bool, now: int
    ) -> None:
        kind = CONTROL_COMMIT if commit else CONTROL_ABORT
        batch = control_batch(0, now, pid, epoch, kind)
        header = read_header(batch)
        txns = self.partition_txns(name, index, log)
        base, _ = log.append([(header, batch)], now)
        txns.appended(header, base, kind)

    # ------------------------------------------------------------------ produce

    def produce(self, request: ProduceRequest) -> produce_response.ProduceResponse:
        if request.acks not in (-1, 0, 1):
            code: ErrorCode | None = ErrorCode.INVALID_REQUIRED_ACKS
        else:
            code = None
        responses = []
        now = self.wall_clock()
        for topic in request.topic_data:
            parts = []
            for part in topic.partition_data:
                if topic.name in self.internal_topics:
                    # Kafka's rule: only the broker itself appends to an internal topic.
                    parts.append(
                        produce_response.PartitionProduceResponse(
                            index=part.index,
                            error_code=ErrorCode.INVALID_TOPIC_EXCEPTION,
                            error_message=f"cannot append to internal topic {topic.name}",
                        )
                    )
                    continue
                if code is not None:
                    parts.append(
                        produce_response.PartitionProduceResponse(index=part.index, error_code=code)
                    )
                    continue
                parts.append(self._produce_one(topic.name, part.index, part.records or b"", now))
            responses.append(
                produce_response.TopicProduceResponse(name=topic.name, partition_responses=parts)
            )
        return produce_response.ProduceResponse(responses=responses)

    def _produce_one(
        self, name: str, index: int, records: bytes, now: int
    ) -> produce_response.PartitionProduceResponse:
        log = self.topics.partition(name, index)
        if log is None:
            return produce_response.PartitionProduceResponse(
                index=index, error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            )
        try:
            batches = split_batches(records)
        except BatchError as exc:
            return produce_response.PartitionProduceResponse(
                index=index,
                error_code=ErrorCode.CORRUPT_MESSAGE if exc.corrupt else ErrorCode.INVALID_RECORD,
                error_message=str(exc),
            )
        duplicate = self._duplicate(name, index, batches)
        if duplicate is not None:
            return produce_response.PartitionProduceResponse(
                index=index, error_code=ErrorCode.NONE, base_offset=duplicate, log_start_offset=0
            )
        for header, _ in batches:
            if header.is_control:
                # Kafka's rule: markers come from the transaction coordinator, not producers.
                return produce_response.PartitionProduceResponse(
                    index=index,
                    error_code=ErrorCode.INVALID_RECORD,
                    error_message="a producer cannot write control batches",
                )
            if header.is_transactional:
                refused = self.transactions.check_produce(
                    header.producer_id, header.producer_epoch, name, index
                )
                if refused is not ErrorCode.NONE:
                    return produce_response.PartitionProduceResponse(
                        index=index, error_code=refused
                    )
        txns = self.partition_txns(name, index, log)
        base, _ = log.append(batches, now)
        offset = base
        for header, _ in batches:
            txns.appended(header, offset, None)
            offset += header.last_offset_delta + 1
        self._remember(name, index, batches, base)
        self.notify_appended()
        return produce_response.PartitionProduceResponse(
            index=index,
            error_code=ErrorCode.NONE,
            base_offset=base,
            log_start_offset=log.log_start_offset,
        )

    def forget_topics(self, names: Iterable[str]) -> None:
        """Deleted topics: their producers' remembered batches go with them."""
        gone = set(names)
        for key in [key for key in self._producers if key[1] in gone]:
            del self._producers[key]
        for place in [place for place in self._txns if place[0] in gone]:
            del self._txns[place]
        self.notify_appended()  # fetches waiting on them answer now

    @property
    def appended(self) -> asyncio.Event:
        """The event the next :meth:`notify_appended` sets (take it before reading)."""
        return self._appended

    def notify_appended(self) -> None:
        """Wake the fetches waiting for records: something was appended to some partition."""
        self._appended.set()
        self._appended = asyncio.Event()

    def _duplicate(
        self, name: str, index: int, batches: list[tuple[BatchHeader, bytes]]
    ) -> int | None:
        """The offset a retried idempotent batch got the first time, if this is a retry."""
        header = batches[0][0]
        if len(batches) != 1 or header.producer_id < 0 or header.base_sequence < 0:
            return None
        for seen in self._producers.get((header.producer_id, name, index), ()):
            if (seen.epoch, seen.first_sequence, seen.last_sequence) == (
                header.producer_epoch,
                header.base_sequence,
                header.last_sequence,
            ):
                return seen.base_offset
        return None

    def _remember(
        self, name: str, index: int, batches: list[tuple[BatchHeader, bytes]], base: int
    ) -> None:
        offset = base
        for header, _ in batches:
            if header.producer_id >= 0 and header.base_sequence >= 0:
                key = (header.producer_id, name, index)
                seen = self._producers.setdefault(key, collections.deque(maxlen=_PRODUCER_BATCHES))
                seen.append(
                    _ProducerBatch(
                        header.producer_epoch, header.base_sequence, header.last_sequence, offset
                    )
                )
            offset += header.record_count

    # ------------------------------------------------------------------ fetch

    async def fetch(self, request: FetchRequest, version: int) -> fetch_response.FetchResponse:
        # Before v7 (no sessions) the session fields decode as their defaults: 0 and -1.
        full = request.session_epoch in (0, -1)
        if request.session_id != 0 or not full:
            return fetch_response.FetchResponse(error_code=ErrorCode.FETCH_SESSION_ID_NOT_FOUND)
        deadline = time.monotonic() + max(request.max_wait_ms, 0) / 1000.0
        while True:
            appended = self._appended
            response, size = self._read(request, version)
            remaining = deadline - time.monotonic()
            if size >= request.min_bytes or remaining <= 0:
                return response
            try:
                # asyncio.timeout, unlike wait_for on 3.11, never swallows a cancellation.
                async with asyncio.timeout(remaining):
                    await appended.wait()
            except TimeoutError:
                return self._read(request, version)[0]

    def _read(
        self, request: FetchRequest, version: int
    ) -> tuple[fetch_response.FetchResponse, int]:
        budget = request.max_bytes  # before v3 absent, and decoded as its default, 2**31 - 1
        total = 0
        responses = []
        committed = request.isolation_level == 1
        for topic in request.topics:
            by_id = version in _FETCH_BY_TOPIC_ID
            found = self.topics.by_id(topic.topic_id) if by_id else self.topics.get(topic.topic)
            parts = []
            for part in topic.partitions:
                log = None if found is None else self.topics.partition(found.name, part.partition)
                if log is None:
                    missing = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                    if by_id:
                        missing = ErrorCode.UNKNOWN_TOPIC_ID
                    parts.append(
                        fetch_response.PartitionData(
                            partition_index=part.partition, error_code=missing, high_watermark=-1
                        )
                    )
                    continue
                txns = self.partition_txns(found.name if found else "", part.partition, log)
                stable = txns.last_stable_offset(log.high_watermark)
                data, error = self._read_partition(
                    log,
                    part.fetch_offset,
                    min(part.partition_max_bytes, budget - total),
                    total,
                    stable if committed else log.high_watermark,
                )
                total += len(data)
                aborted = None
                if committed:
                    end = _end_of(data, part.fetch_offset)
                    aborted = [
                        fetch_response.AbortedTransaction(
                            producer_id=a.producer_id, first_offset=a.first_offset
                        )
                        for a in txns.aborted_between(part.fetch_offset, end)
                    ]
                parts.append(
                    fetch_response.PartitionData(
                        partition_index=part.partition,
                        error_code=error,
                        high_watermark=log.high_watermark,
                        last_stable_offset=stable,
                        log_start_offset=log.log_start_offset,
                        aborted_transactions=aborted,
                        records=data,
                    )
                )
            responses.append(
                fetch_response.FetchableTopicResponse(
                    topic=topic.topic, topic_id=topic.topic_id, partitions=parts
                )
            )
        return fetch_response.FetchResponse(
            error_code=ErrorCode.NONE, session_id=0, responses=responses
        ), total

    @staticmethod
    def _read_partition(
        log: PartitionLog, offset: int, max_bytes: int, so_far: int, upto: int
    ) -> tuple[bytes, ErrorCode]:
        """Batches from ``offset`` below ``upto`` (the high watermark, or for read_committed
        the last stable offset)."""
        if offset < log.log_start_offset or offset > log.high_watermark:
            return b"", ErrorCode.OFFSET_OUT_OF_RANGE
        if offset >= upto:
            return b"", ErrorCode.NONE
        # The first batch of the response is returned even when larger than the limits (KIP-74).
        data = log.read(offset, max_bytes, upto)
        if so_far and len(data) > max_bytes:
            return b"", ErrorCode.NONE
        return data, ErrorCode.NONE

    # ------------------------------------------------------------------ list offsets

    def list_offsets(
        self, request: ListOffsetsRequest, version: int
    ) -> list_offsets_response.ListOffsetsResponse:
        topics = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                log = self.topics.partition(topic.name, part.partition_index)
                if log is None:
                    parts.append(
                        list_offsets_response.ListOffsetsPartitionResponse(
                            partition_index=part.partition_index,
                            error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                        )
                    )
                    continue
                offset, timestamp = self._offset_at(log, part.timestamp)
                if part.timestamp == LATEST_TIMESTAMP and request.isolation_level == 1:
                    txns = self.partition_txns(topic.name, part.partition_index, log)
                    offset = txns.last_stable_offset(log.high_watermark)
                parts.append(
                    list_offsets_response.ListOffsetsPartitionResponse(
                        partition_index=part.partition_index,
                        error_code=ErrorCode.NONE,
                        timestamp=timestamp,
                        offset=offset,
                        leader_epoch=0 if offset >= 0 and version in _HAS_LEADER_EPOCH else -1,
                    )
                )
            topics.append(
                list_offsets_response.ListOffsetsTopicResponse(name=topic.name, partitions=parts)
            )
        return list_offsets_response.ListOffsetsResponse(topics=topics)

    @staticmethod
    def _offset_at(log: PartitionLog, timestamp: int) -> tuple[int, int]:
        if timestamp == LATEST_TIMESTAMP:
            return log.high_watermark, -1
        if timestamp in (EARLIEST_TIMESTAMP, EARLIEST_LOCAL_TIMESTAMP):
            return log.log_start_offset, -1
        if timestamp == MAX_TIMESTAMP:
            found = log.max_timestamp()
            return found if found is not None else (-1, -1)
        if timestamp < 0:  # tiered-storage lookups: nothing is tiered here
            return -1, -1
        found = log.offset_for_timestamp(timestamp)
        if found is None:
            return -1, -1
        # The batch holding the log start offset may hold deleted records before it.
        return max(found[0], log.log_start_offset), found[1]


def _name(topic: Topic) -> str:
    return topic.name


def _end_of(data: bytes, offset: int) -> int:
    """The offset after the last batch in ``data`` (``offset`` when it holds none)."""
    end = offset
    pos = 0
    while pos < len(data):
        header = read_header(data, pos)
        end = header.base_offset + header.last_offset_delta + 1
        pos += header.size
    return end


def _epoch_at(log: PartitionLog, offset: int) -> int:
    """The producer epoch of the batch at ``offset``."""
    for header, _ in log.batches():
        if header.base_offset == offset:
            return header.producer_epoch
    return 0
