"""The transaction coordinator and the logs' view of transactions, without a broker.

A hypothesis state machine drives producers through InitProducerId, AddPartitionsToTxn,
AddOffsetsToTxn, transactional writes, TxnOffsetCommit, EndTxn and timeouts, carrying out the
ends the coordinator asks for the way the broker does (markers, held offsets), and checks after
every step what a read_committed consumer and OffsetFetch would see.
"""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from kgroup_proto.coordinator.committed_offsets import CommittedOffset, OffsetStore
from kgroup_proto.coordinator.transactions import (
    MAX_TRANSACTION_TIMEOUT_MS,
    PartitionTxns,
    TransactionCoordinator,
    TxnEnd,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.record_batch import (
    CONTROL_ABORT,
    CONTROL_COMMIT,
    TRANSACTIONAL_FLAG,
    BatchHeader,
    Record,
    build_batch,
    control_batch,
    read_header,
)

PARTITIONS = [("t", 0), ("t", 1), ("u", 0)]
IDS = ["a", "b"]
TIMEOUT = 1000


def header(producer_id: int, epoch: int, transactional: bool) -> BatchHeader:
    batch = build_batch(
        [Record(0, 0, None, b"v")],
        producer_id=producer_id,
        producer_epoch=epoch,
        base_sequence=0,
        transactional=transactional,
    )
    return read_header(batch)


def marker(producer_id: int, epoch: int, kind: int) -> BatchHeader:
    return read_header(control_batch(0, 0, producer_id, epoch, kind))


def test_a_new_transactional_id_gets_an_id_and_each_init_a_new_epoch() -> None:
    coordinator = TransactionCoordinator()
    error, pid, epoch, ended = coordinator.init_producer_id("x", TIMEOUT, -1, -1, 0)
    assert (error, epoch, ended) == (ErrorCode.NONE, 0, [])
    error, again, epoch, ended = coordinator.init_producer_id("x", TIMEOUT, -1, -1, 0)
    assert (error, again, epoch, ended) == (ErrorCode.NONE, pid, 1, [])
    other = coordinator.init_producer_id("y", TIMEOUT, -1, -1, 0)[1]
    assert other != pid


def test_init_aborts_the_open_transaction_and_fences_the_old_epoch() -> None:
    coordinator = TransactionCoordinator()
    _, pid, epoch, _ = coordinator.init_producer_id("x", TIMEOUT, -1, -1, 0)
    assert coordinator.add_partitions("x", pid, epoch, [("t", 0)], 0) is ErrorCode.NONE
    error, _, new_epoch, ended = coordinator.init_producer_id("x", TIMEOUT, -1, -1, 10)
    assert error is ErrorCode.NONE and new_epoch > epoch
    assert len(ended) == 1 and not ended[0].commit and ended[0].partitions == (("t", 0),)
    assert ended[0].producer_epoch > epoch  # the abort itself fences the old producer
    assert coordinator.end_txn("x", pid, epoch, True) == (ErrorCode.PRODUCER_FENCED, None)
    assert coordinator.end_txn("x", pid, epoch, True, version=1)[0] is (
        ErrorCode.INVALID_PRODUCER_EPOCH
    )
    assert coordinator.check_produce(pid, epoch, "t", 0) is ErrorCode.INVALID_PRODUCER_EPOCH


def test_bad_timeouts_and_unknown_ids_are_refused() -> None:
    coordinator = TransactionCoordinator()
    too_long = MAX_TRANSACTION_TIMEOUT_MS + 1
    assert coordinator.init_producer_id("x", too_long, -1, -1, 0)[0] is (
        ErrorCode.INVALID_TRANSACTION_TIMEOUT
    )
    assert coordinator.init_producer_id("x", 0, -1, -1, 0)[0] is (
        ErrorCode.INVALID_TRANSACTION_TIMEOUT
    )
    assert coordinator.add_partitions("nobody", 5, 0, [("t", 0)], 0) is (
        ErrorCode.INVALID_PRODUCER_ID_MAPPING
    )


def test_writes_outside_the_transaction_and_repeated_ends() -> None:
    coordinator = TransactionCoordinator()
    _, pid, epoch, _ = coordinator.init_producer_id("x", TIMEOUT, -1, -1, 0)
    assert coordinator.check_produce(pid, epoch, "t", 0) is ErrorCode.INVALID_TXN_STATE
    coordinator.add_partitions("x", pid, epoch, [("t", 0)], 0)
    assert coordinator.check_produce(pid, epoch, "t", 0) is ErrorCode.NONE
    assert coordinator.check_produce(pid, epoch, "t", 1) is ErrorCode.INVALID_TXN_STATE
    assert coordinator.check_offsets("x", pid, epoch, "g") is ErrorCode.INVALID_TXN_STATE
    error, end = coordinator.end_txn("x", pid, epoch, True)
    assert error is ErrorCode.NONE and end is not None and end.commit
    assert coordinator.end_txn("x", pid, epoch, True) == (ErrorCode.NONE, None)
    assert coordinator.end_txn("x", pid, epoch, False) == (ErrorCode.INVALID_TXN_STATE, None)


def test_expiry_aborts_at_the_timeout_and_fences() -> None:
    coordinator = TransactionCoordinator()
    _, pid, epoch, _ = coordinator.init_producer_id("x", TIMEOUT, -1, -1, 0)
    coordinator.add_partitions("x", pid, epoch, [("t", 0)], 100)
    assert coordinator.next_deadline() == 100 + TIMEOUT
    assert coordinator.expire(100 + TIMEOUT - 1) == []
    [ended] = coordinator.expire(100 + TIMEOUT)
    assert not ended.commit and ended.producer_epoch == epoch + 1
    assert coordinator.next_deadline() is None
    assert coordinator.end_txn("x", pid, epoch, True)[0] is ErrorCode.PRODUCER_FENCED


def test_partition_view_of_aborted_and_open_transactions() -> None:
    txns = PartitionTxns()
    txns.appended(header(7, 0, True), 0, None)
    txns.appended(header(-1, -1, False), 1, None)
    txns.appended(header(8, 0, True), 2, None)
    assert txns.last_stable_offset(3) == 0
    txns.appended(marker(7, 0, CONTROL_ABORT), 3, CONTROL_ABORT)
    assert txns.last_stable_offset(4) == 2
    txns.appended(marker(8, 0, CONTROL_COMMIT), 4, CONTROL_COMMIT)
    assert txns.last_stable_offset(5) == 5
    assert [(a.producer_id, a.first_offset, a.last_offset) for a in txns.aborted] == [(7, 0, 3)]
    assert txns.aborted_between(4, 5) == []
    assert len(txns.aborted_between(3, 5)) == 1
    assert header(7, 0, True).attributes & TRANSACTIONAL_FLAG


def test_held_offsets_apply_on_commit_only() -> None:
    store = OffsetStore()
    store.hold(7, "g", "t", 0, CommittedOffset(5))
    assert store.is_pending("g", "t", 0) and store.fetch("g", "t", 0) is None
    assert store.release(7, commit=False) == []
    assert not store.is_pending("g", "t", 0) and store.fetch("g", "t", 0) is None
    store.hold(7, "g", "t", 0, CommittedOffset(9))
    assert store.release(7, commit=True) == [("g", "t", 0, CommittedOffset(9))]
    assert store.fetch("g", "t", 0) == CommittedOffset(9)


class Transactions(RuleBasedStateMachine):
    """Producers against one coordinator; the driver plays the broker."""

    def __init__(self) -> None:
        super().__init__()
        self.coordinator = TransactionCoordinator()
        self.offsets = OffsetStore()
        self.logs = {p: PartitionTxns() for p in PARTITIONS}
        #: partition -> [(offset, producer id, transaction number)]
        self.records: dict[tuple[str, int], list[tuple[int, int, int]]] = {
            p: [] for p in PARTITIONS
        }
        self.ends: dict[tuple[str, int], int] = {p: 0 for p in PARTITIONS}
        self.now = 0
        #: transactional id -> (producer id, epoch) the producer believes it holds
        self.held: dict[str, tuple[int, int]] = {}
        #: transactional id -> its current transaction's number
        self.number: dict[str, int] = {}
        self.outcome: dict[int, bool] = {}
        #: transaction number -> the offsets it committed in TxnOffsetCommit
        self.txn_offsets: dict[int, dict[tuple[str, int], int]] = {}
        self.serial = 0
        #: the group's offsets as the commits, in the order they happened, leave them
        self.expected_offsets: dict[tuple[str, int], int] = {}

    def _append(self, partition: tuple[str, int], head: BatchHeader, kind: int | None) -> int:
        offset = self.ends[partition]
        self.logs[partition].appended(head, offset, kind)
        self.ends[partition] = offset + 1
        return offset

    def _carry_out(self, end: TxnEnd) -> None:
        kind = CONTROL_COMMIT if end.commit else CONTROL_ABORT
        for partition in end.partitions:
            self._append(partition, marker(end.producer_id, end.producer_epoch, kind), kind)
        self.offsets.release(end.producer_id, end.commit)
        number = self.number[end.transactional_id]
        self.outcome[number] = end.commit
        if end.commit:
            self.expected_offsets.update(self.txn_offsets.get(number, {}))

    def _next_number(self, transactional_id: str) -> None:
        self.serial += 1
        self.number[transactional_id] = self.serial

    @rule(tid=st.sampled_from(IDS))
    def init(self, tid: str) -> None:
        error, pid, epoch, ended = self.coordinator.init_producer_id(tid, TIMEOUT, -1, -1, self.now)
        assert error is ErrorCode.NONE
        for end in ended:
            self._carry_out(end)
        self.held[tid] = (pid, epoch)
        self._next_number(tid)

    @precondition(lambda self: self.held)
    @rule(data=st.data(), partition=st.sampled_from(PARTITIONS))
    def add_and_write(self, data: st.DataObject, partition: tuple[str, int]) -> None:
        tid = data.draw(st.sampled_from(sorted(self.held)))
        pid, epoch = self.held[tid]
        error = self.coordinator.add_partitions(tid, pid, epoch, [partition], self.now)
        if error is not ErrorCode.NONE:
            assert error is ErrorCode.PRODUCER_FENCED
            return
        assert self.coordinator.check_produce(pid, epoch, *partition) is ErrorCode.NONE
        offset = self._append(partition, header(pid, epoch, True), None)
        self.records[partition].append((offset, pid, self.number[tid]))

    @precondition(lambda self: self.held)
    @rule(data=st.data(), partition=st.sampled_from(PARTITIONS), value=st.integers(0, 99))
    def commit_offset(self, data: st.DataObject, partition: tuple[str, int], value: int) -> None:
        tid = data.draw(st.sampled_from(sorted(self.held)))
        pid, epoch = self.held[tid]
        if self.coordinator.add_offsets(tid, pid, epoch, "g", self.now) is not ErrorCode.NONE:
            return
        assert self.coordinator.check_offsets(tid, pid, epoch, "g") is ErrorCode.NONE
        self.offsets.hold(pid, "g", *partition, CommittedOffset(value))
        self.txn_offsets.setdefault(self.number[tid], {})[partition] = value

    @precondition(lambda self: self.held)
    @rule(data=st.data(), commit=st.booleans())
    def end(self, data: st.DataObject, commit: bool) -> None:
        tid = data.draw(st.sampled_from(sorted(self.held)))
        pid, epoch = self.held[tid]
        error, end = self.coordinator.end_txn(tid, pid, epoch, commit)
        if end is not None:
            self._carry_out(end)
            self._next_number(tid)
        else:
            assert error in (
                ErrorCode.NONE,
                ErrorCode.PRODUCER_FENCED,
                ErrorCode.INVALID_TXN_STATE,
            )

    @rule(ms=st.integers(0, 2 * TIMEOUT))
    def time_passes(self, ms: int) -> None:
        self.now += ms
        for end in self.coordinator.expire(self.now):
            self._carry_out(end)
            self._next_number(end.transactional_id)

    def _visible(self, partition: tuple[str, int]) -> set[int]:
        """Transaction numbers whose records a read_committed consumer delivers."""
        log = self.logs[partition]
        lso = log.last_stable_offset(self.ends[partition])
        aborted = log.aborted_between(0, lso)
        seen = set()
        for offset, pid, number in self.records[partition]:
            if offset >= lso:
                continue
            if any(
                a.producer_id == pid and a.first_offset <= offset <= a.last_offset for a in aborted
            ):
                continue
            seen.add(number)
        return seen

    @invariant()
    def committed_whole_aborted_never(self) -> None:
        """Aborted and open transactions are never delivered; a committed one is, in full,
        once no transaction still open holds the partition's last stable offset before it."""
        for partition in PARTITIONS:
            visible = self._visible(partition)
            lso = self.logs[partition].last_stable_offset(self.ends[partition])
            for offset, _, number in self.records[partition]:
                outcome = self.outcome.get(number)
                if outcome is not True:
                    assert number not in visible, (partition, number, outcome)
                elif offset < lso:
                    assert number in visible, (partition, number)
            if not self.logs[partition].open:
                assert lso == self.ends[partition]

    @invariant()
    def offsets_appear_with_their_commit(self) -> None:
        for partition in PARTITIONS:
            found = self.offsets.fetch("g", *partition)
            expected = self.expected_offsets.get(partition)
            assert (found.offset if found else None) == expected


TestTransactions = Transactions.TestCase
TestTransactions.settings = settings(max_examples=150, stateful_step_count=40, deadline=None)
