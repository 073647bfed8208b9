"""Kafka transactions (KIP-98, KIP-447): the transaction coordinator and each log's view of them.

Sans-IO: calls carry the time, and what must be written comes back as :class:`TxnEnd` values
for the broker to carry out. The rules followed are Kafka's:

- InitProducerId with a transactional id gives that id a producer id (once) and a new epoch
  each time; a transaction the previous epoch left open is aborted first. Requests with an
  older epoch are fenced (PRODUCER_FENCED, or INVALID_PRODUCER_EPOCH for versions older than
  KIP-588). A transaction open longer than its timeout is aborted, and the epoch bumped so
  the producer that let it expire is fenced too.
- AddPartitionsToTxn and AddOffsetsToTxn put partitions and groups in the ongoing transaction
  (the first one starts it); only partitions in it take the producer's transactional batches.
- EndTxn commits or aborts: the broker writes a marker to every partition in the transaction
  and applies or drops the offsets TxnOffsetCommit held for it. A second EndTxn of the same
  kind after the end is answered as a success (a retry); of the other kind, INVALID_TXN_STATE.

Every partition log keeps a :class:`PartitionTxns`: where each producer's open transaction
starts (the last stable offset is the smallest of those, or the high watermark) and the aborted
transactions' ranges, which read_committed fetches list so consumers drop those records. It is
rebuilt from the log's own batches (:meth:`PartitionTxns.scan`), so markers already written
decide after a restart; a transaction with no marker yet is aborted then, as its coordinator
state is not kept across a restart.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator

import attrs

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.record_batch import CONTROL_COMMIT, BatchHeader

#: Kafka's transaction.max.timeout.ms default: a longer TransactionTimeoutMs is refused.
MAX_TRANSACTION_TIMEOUT_MS = 900_000
#: Epochs are int16; Kafka gives a new producer id instead of reaching the top.
_MAX_EPOCH = 32766


class TxnState(enum.Enum):
    EMPTY = "Empty"
    ONGOING = "Ongoing"
    COMPLETE_COMMIT = "CompleteCommit"
    COMPLETE_ABORT = "CompleteAbort"


@attrs.define
class Transaction:
    """A transactional id's producer and its current (or last) transaction."""

    transactional_id: str
    producer_id: int
    epoch: int
    timeout_ms: int
    state: TxnState = TxnState.EMPTY
    partitions: set[tuple[str, int]] = attrs.field(factory=set)
    groups: set[str] = attrs.field(factory=set)
    started_ms: float = 0.0


@attrs.frozen
class TxnEnd:
    """A transaction that ended: write a marker of this kind, with this producer id and epoch,
    to each partition, and apply (commit) or drop (abort) the offsets held for this producer."""

    transactional_id: str
    producer_id: int
    producer_epoch: int
    commit: bool
    partitions: tuple[tuple[str, int], ...]
    groups: tuple[str, ...]


def fenced(version: int, kip588_from: int) -> ErrorCode:
    """The error for an older epoch: PRODUCER_FENCED from the version that knows it on."""
    return ErrorCode.PRODUCER_FENCED if version >= kip588_from else ErrorCode.INVALID_PRODUCER_EPOCH


class TransactionCoordinator:
    """Every transactional id of one broker and its transaction's state."""

    def __init__(self, first_producer_id: int = 1000) -> None:
        self._next_producer_id = first_producer_id
        self.transactions: dict[str, Transaction] = {}
        self._by_producer: dict[int, Transaction] = {}

    def new_producer_id(self) -> int:
        """A producer id never handed out before (idempotent producers take them too)."""
        self._next_producer_id += 1
        return self._next_producer_id

    def producer_ids_from(self, seen: int) -> None:
        """Ids up to ``seen`` are in the logs already: hand out only larger ones."""
        self._next_producer_id = max(self._next_producer_id, seen)

    # ------------------------------------------------------------------ the producer's calls

    def init_producer_id(
        self,
        transactional_id: str,
        timeout_ms: int,
        producer_id: int,
        producer_epoch: int,
        now_ms: float,
    ) -> tuple[ErrorCode, int, int, list[TxnEnd]]:
        """(error, producer id, epoch, transactions to end) for InitProducerId."""
        if not transactional_id:
            return ErrorCode.INVALID_REQUEST, -1, -1, []
        if timeout_ms <= 0 or timeout_ms > MAX_TRANSACTION_TIMEOUT_MS:
            return ErrorCode.INVALID_TRANSACTION_TIMEOUT, -1, -1, []
        txn = self.transactions.get(transactional_id)
        if txn is None:
            txn = Transaction(transactional_id, self.new_producer_id(), 0, timeout_ms)
            self.transactions[transactional_id] = txn
            self._by_producer[txn.producer_id] = txn
            return ErrorCode.NONE, txn.producer_id, txn.epoch, []
        if producer_id >= 0 and (producer_id, producer_epoch) != (txn.producer_id, txn.epoch):
            # KIP-360: a producer that asks to bump must hold the current id and epoch.
            return ErrorCode.PRODUCER_FENCED, -1, -1, []
        ended = []
        if txn.state is TxnState.ONGOING:
            ended.append(self._end(txn, commit=False, bump=True))
        txn.timeout_ms = timeout_ms
        self._bump(txn)
        txn.state = TxnState.EMPTY
        return ErrorCode.NONE, txn.producer_id, txn.epoch, ended

    def add_partitions(
        self,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        partitions: Iterable[tuple[str, int]],
        now_ms: float,
        version: int = 99,
    ) -> ErrorCode:
        txn, error = self._current(transactional_id, producer_id, producer_epoch, version)
        if txn is None:
            return error
        self._begin(txn, now_ms)
        txn.partitions.update(partitions)
        return ErrorCode.NONE

    def add_offsets(
        self,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        group_id: str,
        now_ms: float,
        version: int = 99,
    ) -> ErrorCode:
        txn, error = self._current(transactional_id, producer_id, producer_epoch, version)
        if txn is None:
            return error
        self._begin(txn, now_ms)
        txn.groups.add(group_id)
        return ErrorCode.NONE

    def check_offsets(
        self,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        group_id: str,
        version: int = 99,
    ) -> ErrorCode:
        """Whether TxnOffsetCommit may hold offsets of ``group_id`` for this transaction."""
        txn, error = self._current(transactional_id, producer_id, producer_epoch, version, 3)
        if txn is None:
            return error
        if txn.state is not TxnState.ONGOING or group_id not in txn.groups:
            return ErrorCode.INVALID_TXN_STATE
        return ErrorCode.NONE

    def end_txn(
        self,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        commit: bool,
        version: int = 99,
    ) -> tuple[ErrorCode, TxnEnd | None]:
        txn, error = self._current(transactional_id, producer_id, producer_epoch, version)
        if txn is None:
            return error, None
        if txn.state is TxnState.ONGOING:
            return ErrorCode.NONE, self._end(txn, commit, bump=False)
        done = TxnState.COMPLETE_COMMIT if commit else TxnState.COMPLETE_ABORT
        if txn.state is done:
            return ErrorCode.NONE, None  # a retry of the end that already happened
        return ErrorCode.INVALID_TXN_STATE, None

    def check_produce(
        self, producer_id: int, producer_epoch: int, topic: str, partition: int
    ) -> ErrorCode:
        """Whether a transactional batch of this producer may go into this partition."""
        txn = self._by_producer.get(producer_id)
        if txn is None:
            return ErrorCode.INVALID_PRODUCER_ID_MAPPING
        if producer_epoch != txn.epoch:
            return ErrorCode.INVALID_PRODUCER_EPOCH
        if txn.state is not TxnState.ONGOING or (topic, partition) not in txn.partitions:
            return ErrorCode.INVALID_TXN_STATE
        return ErrorCode.NONE

    # ------------------------------------------------------------------ time

    def next_deadline(self) -> float | None:
        deadlines = [
            t.started_ms + t.timeout_ms
            for t in self.transactions.values()
            if t.state is TxnState.ONGOING
        ]
        return min(deadlines, default=None)

    def expire(self, now_ms: float) -> list[TxnEnd]:
        """Abort every transaction open longer than its timeout, fencing its producer."""
        return [
            self._end(txn, commit=False, bump=True)
            for txn in list(self.transactions.values())
            if txn.state is TxnState.ONGOING and now_ms >= txn.started_ms + txn.timeout_ms
        ]

    # ------------------------------------------------------------------ inside

    def _current(
        self,
        transactional_id: str,
        producer_id: int,
        producer_epoch: int,
        version: int,
        kip588_from: int = 2,
    ) -> tuple[Transaction | None, ErrorCode]:
        txn = self.transactions.get(transactional_id)
        if txn is None or txn.producer_id != producer_id:
            return None, ErrorCode.INVALID_PRODUCER_ID_MAPPING
        if producer_epoch != txn.epoch:
            return None, fenced(version, kip588_from)
        return txn, ErrorCode.NONE

    @staticmethod
    def _begin(txn: Transaction, now_ms: float) -> None:
        if txn.state is not TxnState.ONGOING:
            txn.state = TxnState.ONGOING
            txn.partitions = set()
            txn.groups = set()
            txn.started_ms = now_ms

    def _bump(self, txn: Transaction) -> None:
        if txn.epoch >= _MAX_EPOCH:
            del self._by_producer[txn.producer_id]
            txn.producer_id = self.new_producer_id()
            txn.epoch = 0
            self._by_producer[txn.producer_id] = txn
        else:
            txn.epoch += 1

    def _end(self, txn: Transaction, commit: bool, bump: bool) -> TxnEnd:
        """End ``txn``; with ``bump``, under a new epoch that fences the producer that had it
        (Kafka writes an abort of its own making with the bumped epoch)."""
        if bump and txn.epoch < _MAX_EPOCH:
            txn.epoch += 1
        txn.state = TxnState.COMPLETE_COMMIT if commit else TxnState.COMPLETE_ABORT
        return TxnEnd(
            txn.transactional_id,
            txn.producer_id,
            txn.epoch,
            commit,
            tuple(sorted(txn.partitions)),
            tuple(sorted(txn.groups)),
        )


@attrs.frozen
class AbortedTxn:
    """An aborted transaction's records in one partition: from ``first_offset`` to its marker."""

    producer_id: int
    first_offset: int
    last_offset: int


class PartitionTxns:
    """One partition log's open and aborted transactions."""

    def __init__(self) -> None:
        #: producer id -> offset of the first record of its open transaction
        self.open: dict[int, int] = {}
        self.aborted: list[AbortedTxn] = []
        self.max_producer_id = -1

    @classmethod
    def scan(cls, batches: Iterator[tuple[BatchHeader, int | None]]) -> PartitionTxns:
        """Rebuilt from a log: each batch's header, with its marker kind for control batches."""
        txns = cls()
        for header, kind in batches:
            txns.appended(header, header.base_offset, kind)
        return txns

    def appended(self, header: BatchHeader, base_offset: int, kind: int | None) -> None:
        """A batch went into the log at ``base_offset`` (``kind``: a control batch's marker)."""
        pid = header.producer_id
        self.max_producer_id = max(self.max_producer_id, pid)
        if not header.is_transactional:
            return
        if header.is_control:
            first = self.open.pop(pid, None)
            if first is not None and kind is not None and kind != CONTROL_COMMIT:
                self.aborted.append(AbortedTxn(pid, first, base_offset))
            return
        self.open.setdefault(pid, base_offset)

    def last_stable_offset(self, high_watermark: int) -> int:
        """Below this offset, every transaction is decided."""
        return min(self.open.values(), default=high_watermark)

    def aborted_between(self, start: int, end: int) -> list[AbortedTxn]:
        """The aborted transactions with records in [start, end)."""
        return [a for a in self.aborted if a.first_offset < end and a.last_offset >= start]
