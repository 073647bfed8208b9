"""AddPartitionsToTxn, AddOffsetsToTxn, TxnOffsetCommit and EndTxn on the wire.

The rules are :mod:`kgroup_proto.coordinator.transactions`'; this unit turns requests into its
calls and carries out the ends it returns: the markers go into the partition logs
(:meth:`BrokerApis.write_markers`) and the offsets TxnOffsetCommit held are applied to the
group and written to ``__consumer_offsets``, or dropped, when the transaction ends.
"""

from __future__ import annotations

from kgroup_proto.coordinator.broker_apis import BrokerApis
from kgroup_proto.coordinator.committed_offsets import CommittedOffset
from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.coordinator.offsets_topic import KeyValue, offset_commit_record
from kgroup_proto.coordinator.transactions import TxnEnd
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages.add_offsets_to_txn_request import AddOffsetsToTxnRequest
from kgroup_proto.messages.add_offsets_to_txn_response import AddOffsetsToTxnResponse
from kgroup_proto.messages.add_partitions_to_txn_request import AddPartitionsToTxnRequest
from kgroup_proto.messages.add_partitions_to_txn_response import (
    AddPartitionsToTxnPartitionResult,
    AddPartitionsToTxnResponse,
    AddPartitionsToTxnTopicResult,
)
from kgroup_proto.messages.end_txn_request import EndTxnRequest
from kgroup_proto.messages.end_txn_response import EndTxnResponse
from kgroup_proto.messages.init_producer_id_request import InitProducerIdRequest
from kgroup_proto.messages.init_producer_id_response import InitProducerIdResponse
from kgroup_proto.messages.txn_offset_commit_request import (
    TxnOffsetCommitRequest,
    TxnOffsetCommitRequestPartition,
)
from kgroup_proto.messages.txn_offset_commit_response import (
    TxnOffsetCommitResponse,
    TxnOffsetCommitResponsePartition,
    TxnOffsetCommitResponseTopic,
)


class TransactionApis:
    """The transaction requests over the broker's logs and the groups' offsets."""

    def __init__(self, apis: BrokerApis, store: GroupStore) -> None:
        self.apis = apis
        self.store = store
        self.coordinator = apis.transactions

    def init_producer_id(
        self, request: InitProducerIdRequest, caller: Caller
    ) -> InitProducerIdResponse:
        """A transactional id's producer id and next epoch; an idempotent producer's id."""
        if request.transactional_id is None:
            return self.apis.init_producer_id(request)
        error, pid, epoch, ended = self.coordinator.init_producer_id(
            request.transactional_id,
            request.transaction_timeout_ms,
            request.producer_id,
            request.producer_epoch,
            self.store.clock(),
        )
        for end in ended:
            self.carry_out(end)
        if error is ErrorCode.PRODUCER_FENCED and caller.version < 4:
            error = ErrorCode.INVALID_PRODUCER_EPOCH  # KIP-588's error is known from v4 on
        return InitProducerIdResponse(error_code=error, producer_id=pid, producer_epoch=epoch)

    def add_partitions_to_txn(
        self, request: AddPartitionsToTxnRequest, caller: Caller
    ) -> AddPartitionsToTxnResponse:
        wanted = [(t.name, p) for t in request.v3_and_below_topics for p in t.partitions]
        # Kafka's rule: one unknown partition fails the request, and the others are reported
        # as not tried (OPERATION_NOT_ATTEMPTED).
        unknown = {(n, p) for n, p in wanted if self.apis.topics.partition(n, p) is None}
        if unknown:
            codes = {
                key: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                if key in unknown
                else ErrorCode.OPERATION_NOT_ATTEMPTED
                for key in wanted
            }
        else:
            error = self.coordinator.add_partitions(
                request.v3_and_below_transactional_id,
                request.v3_and_below_producer_id,
                request.v3_and_below_producer_epoch,
                wanted,
                self.store.clock(),
                caller.version,
            )
            codes = dict.fromkeys(wanted, error)
            self.store.on_change()  # a transaction's deadline may have started
        return AddPartitionsToTxnResponse(
            results_by_topic_v3_and_below=[
                AddPartitionsToTxnTopicResult(
                    name=topic.name,
                    results_by_partition=[
                        AddPartitionsToTxnPartitionResult(
                            partition_index=p, partition_error_code=codes[(topic.name, p)]
                        )
                        for p in topic.partitions
                    ],
                )
                for topic in request.v3_and_below_topics
            ]
        )

    def add_offsets_to_txn(
        self, request: AddOffsetsToTxnRequest, caller: Caller
    ) -> AddOffsetsToTxnResponse:
        if not request.group_id:
            return AddOffsetsToTxnResponse(error_code=ErrorCode.INVALID_GROUP_ID)
        error = self.coordinator.add_offsets(
            request.transactional_id,
            request.producer_id,
            request.producer_epoch,
            request.group_id,
            self.store.clock(),
            caller.version,
        )
        self.store.on_change()
        return AddOffsetsToTxnResponse(error_code=error)

    def txn_offset_commit(
        self, request: TxnOffsetCommitRequest, caller: Caller
    ) -> TxnOffsetCommitResponse:
        error = self.coordinator.check_offsets(
            request.transactional_id,
            request.producer_id,
            request.producer_epoch,
            request.group_id,
            caller.version,
        )
        now = self.store.wall_clock()
        topics = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                code = error
                if code is ErrorCode.NONE:
                    code = self._hold(request, topic.name, part.partition_index, now, part)
                parts.append(
                    TxnOffsetCommitResponsePartition(
                        partition_index=part.partition_index, error_code=code
                    )
                )
            topics.append(TxnOffsetCommitResponseTopic(name=topic.name, partitions=parts))
        return TxnOffsetCommitResponse(topics=topics)

    def _hold(
        self,
        request: TxnOffsetCommitRequest,
        topic: str,
        partition: int,
        now: int,
        part: TxnOffsetCommitRequestPartition,
    ) -> ErrorCode:
        if self.store.topics.partition(topic, partition) is None:
            return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        metadata = part.committed_metadata or ""
        if len(metadata.encode()) > self.store.settings.offset_metadata_max_bytes:
            return ErrorCode.OFFSET_METADATA_TOO_LARGE
        value = CommittedOffset(part.committed_offset, part.committed_leader_epoch, metadata, now)
        self.store.offsets.hold(request.producer_id, request.group_id, topic, partition, value)
        return ErrorCode.NONE

    def end_txn(self, request: EndTxnRequest, caller: Caller) -> EndTxnResponse:
        error, end = self.coordinator.end_txn(
            request.transactional_id,
            request.producer_id,
            request.producer_epoch,
            request.committed,
            caller.version,
        )
        if end is not None:
            self.carry_out(end)
        return EndTxnResponse(error_code=error)

    def carry_out(self, end: TxnEnd) -> None:
        """Write the transaction's markers, then apply or drop its held offsets."""
        self.apis.write_markers(end)
        by_group: dict[str, list[KeyValue]] = {}
        for group, topic, partition, value in self.store.offsets.release(
            end.producer_id, end.commit
        ):
            by_group.setdefault(group, []).append(
                offset_commit_record(group, topic, partition, value)
            )
        for group, records in by_group.items():
            self.store.persist(group, records)
        self.store.on_change()

    def next_deadline(self) -> float | None:
        return self.coordinator.next_deadline()

    def poll(self) -> None:
        """Abort the transactions that outlived their timeout."""
        for end in self.coordinator.expire(self.store.clock()):
            self.carry_out(end)
