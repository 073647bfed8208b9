"""The pieces both member state machines share: backoff, coordinator lookup, offset requests."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.backoff import Backoff
from kgroup_proto.group.coordinator_lookup import CoordinatorLookup
from kgroup_proto.group.events import (
    CommitCompleted,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
)
from kgroup_proto.group.offset_calls import CommitCall, OffsetCalls
from kgroup_proto.group.offset_requests import build_commit, build_fetch, read_commit, read_fetch
from kgroup_proto.group.request_ids import RequestIds
from kgroup_proto.messages import (
    find_coordinator_response,
    offset_commit_response,
    offset_fetch_response,
)
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.protocol.models import Node

VERSIONS = {10: range(0, 7), 8: range(0, 11), 9: range(0, 11)}


def test_backoff_doubles_up_to_the_cap_and_resets() -> None:
    backoff = Backoff(100, 1000)
    assert [backoff.next_wait_ms() for _ in range(6)] == [100, 200, 400, 800, 1000, 1000]
    backoff.reset()
    assert backoff.next_wait_ms() == 100


def lookup(versions: dict[int, range] = VERSIONS) -> CoordinatorLookup:
    return CoordinatorLookup("orders", versions, RequestIds(), Backoff(100, 1000))


@pytest.mark.parametrize("version", [3, 6])
def test_lookup_finds_the_coordinator_once(version: int) -> None:
    finder = lookup({10: range(0, version + 1)})
    send = finder.request(0)
    assert send is not None and send.destination is None and send.version == version
    assert isinstance(send.body, FindCoordinatorRequest)
    send.body.encode(version)  # the body fits the version it is sent in
    assert finder.request(0) is None, "one lookup at a time"
    if version >= 4:
        answer = find_coordinator_response.FindCoordinatorResponse(
            coordinators=[
                find_coordinator_response.Coordinator(key="orders", node_id=3, host="b3", port=9094)
            ]
        )
    else:
        answer = find_coordinator_response.FindCoordinatorResponse(node_id=3, host="b3", port=9094)
    assert finder.on_response(send.request_id, answer, 5) is ErrorCode.NONE
    assert finder.coordinator == Node(3, "b3", 9094)
    assert finder.request(10) is None and finder.next_deadline() is None
    finder.mark_dead()
    again = finder.request(11)
    assert again is not None and again.request_id != send.request_id


def test_failed_lookups_back_off() -> None:
    finder = lookup()
    first = finder.request(0)
    assert first is not None
    busy = find_coordinator_response.FindCoordinatorResponse(
        coordinators=[
            find_coordinator_response.Coordinator(
                key="orders", error_code=ErrorCode.COORDINATOR_NOT_AVAILABLE
            )
        ]
    )
    assert finder.on_response(first.request_id, busy, 0) is ErrorCode.COORDINATOR_NOT_AVAILABLE
    assert finder.coordinator is None
    assert finder.next_deadline() == 100
    assert finder.request(99) is None
    second = finder.request(100)
    assert second is not None
    finder.on_failure(second.request_id, 100)
    assert finder.next_deadline() == 300  # the second failure waits twice as long
    assert finder.last_error is ErrorCode.NETWORK_EXCEPTION


def test_a_batch_of_the_wrong_size_is_an_error() -> None:
    finder = lookup()
    send = finder.request(0)
    assert send is not None
    empty = find_coordinator_response.FindCoordinatorResponse(coordinators=[])
    assert finder.on_response(send.request_id, empty, 0) is ErrorCode.UNKNOWN_SERVER_ERROR


@pytest.mark.parametrize("version", [2, 7, 9])
def test_commit_request_and_answer(version: int) -> None:
    offsets = {("b", 1): OffsetAndMetadata(7, "m", 3), ("a", 0): OffsetAndMetadata(5)}
    body = build_commit(
        "orders", offsets, generation_or_epoch=4, member_id="m-1", group_instance_id=None
    )
    assert isinstance(body, OffsetCommitRequest)
    back = OffsetCommitRequest.decode(body.encode(version), version)
    assert [t.name for t in back.topics] == ["a", "b"]
    assert back.generation_id_or_member_epoch == 4 and back.member_id == "m-1"
    assert back.topics[1].partitions[0].committed_offset == 7
    answer = offset_commit_response.OffsetCommitResponse(
        topics=[
            offset_commit_response.OffsetCommitResponseTopic(
                name="a",
                partitions=[
                    offset_commit_response.OffsetCommitResponsePartition(partition_index=0)
                ],
            ),
            offset_commit_response.OffsetCommitResponseTopic(
                name="b",
                partitions=[
                    offset_commit_response.OffsetCommitResponsePartition(
                        partition_index=1, error_code=ErrorCode.ILLEGAL_GENERATION
                    )
                ],
            ),
        ]
    )
    assert read_commit(answer, offsets) == {("b", 1): ErrorCode.ILLEGAL_GENERATION}
    # A partition the answer leaves out is not known to be committed.
    assert read_commit(offset_commit_response.OffsetCommitResponse(), [("a", 0)]) == {
        ("a", 0): ErrorCode.UNKNOWN_SERVER_ERROR
    }


def test_fetch_in_the_single_group_form() -> None:
    body = build_fetch("orders", [("t", 1), ("t", 0)], 7)
    assert isinstance(body, OffsetFetchRequest)
    back = OffsetFetchRequest.decode(body.encode(7), 7)
    assert back.group_id == "orders" and back.require_stable
    assert back.topics is not None and back.topics[0].partition_indexes == [0, 1]
    answer = offset_fetch_response.OffsetFetchResponse(
        topics=[
            offset_fetch_response.OffsetFetchResponseTopic(
                name="t",
                partitions=[
                    offset_fetch_response.OffsetFetchResponsePartition(
                        partition_index=0, committed_offset=12
                    ),
                    offset_fetch_response.OffsetFetchResponsePartition(
                        partition_index=1, committed_offset=-1
                    ),
                ],
            )
        ]
    )
    code, offsets = read_fetch(answer, "orders", 7, [("t", 0), ("t", 1)])
    assert code is ErrorCode.NONE
    assert offsets == {("t", 0): OffsetAndMetadata(12, "", -1), ("t", 1): None}


def test_fetch_in_the_batched_form_with_the_member_epoch() -> None:
    body = build_fetch("orders", [("t", 0)], 9, member_id="m", member_epoch=5)
    back = OffsetFetchRequest.decode(body.encode(9), 9)
    assert back.groups[0].member_id == "m" and back.groups[0].member_epoch == 5
    stale = offset_fetch_response.OffsetFetchResponse(
        groups=[
            offset_fetch_response.OffsetFetchResponseGroup(
                group_id="orders", error_code=ErrorCode.STALE_MEMBER_EPOCH
            )
        ]
    )
    assert read_fetch(stale, "orders", 9, [("t", 0)]) == (ErrorCode.STALE_MEMBER_EPOCH, {})
    other_group = offset_fetch_response.OffsetFetchResponse(
        groups=[offset_fetch_response.OffsetFetchResponseGroup(group_id="x")]
    )
    assert read_fetch(other_group, "orders", 9, [("t", 0)])[0] is ErrorCode.UNKNOWN_SERVER_ERROR
    partition_error = offset_fetch_response.OffsetFetchResponse(
        groups=[
            offset_fetch_response.OffsetFetchResponseGroup(
                group_id="orders",
                topics=[
                    offset_fetch_response.OffsetFetchResponseTopics(
                        name="t",
                        partitions=[
                            offset_fetch_response.OffsetFetchResponsePartitions(
                                partition_index=0,
                                error_code=ErrorCode.UNSTABLE_OFFSET_COMMIT,
                            )
                        ],
                    )
                ],
            )
        ]
    )
    code, _ = read_fetch(partition_error, "orders", 9, [("t", 0)])
    assert code is ErrorCode.UNSTABLE_OFFSET_COMMIT


class TrackedCalls(RuleBasedStateMachine):
    """OffsetCalls answers every commit and fetch exactly once, whatever happens to it."""

    def __init__(self) -> None:
        super().__init__()
        self.answers: list[Output] = []
        self.calls = OffsetCalls(self.answers.append, lambda: Backoff(100, 1000))
        self.handles = itertools.count(1)
        self.taken: set[int] = set()
        self.now = 0.0
        self.request_ids = RequestIds()

    def answered(self) -> list[int]:
        return [a.handle for a in self.answers if isinstance(a, CommitCompleted | OffsetsFetched)]

    @rule(partitions=st.integers(0, 3), refused=st.booleans())
    def commit(self, partitions: int, refused: bool) -> None:
        handle = next(self.handles)
        self.taken.add(handle)
        offsets = {("t", p): OffsetAndMetadata(p) for p in range(partitions)}
        refuse = ErrorCode.UNKNOWN_MEMBER_ID if refused else None
        self.calls.add_commit(handle, offsets, self.now, refuse)
        if not partitions or refused:
            last = self.answers[-1]
            assert isinstance(last, CommitCompleted) and last.handle == handle
            assert set(last.errors.values()) <= {ErrorCode.UNKNOWN_MEMBER_ID}

    @rule(partitions=st.integers(0, 3))
    def fetch(self, partitions: int) -> None:
        handle = next(self.handles)
        self.taken.add(handle)
        self.calls.add_fetch(handle, [("t", p) for p in range(partitions)], self.now)

    @rule()
    def send_one(self) -> None:
        for call in self.calls:
            if call.request_id is None:
                call.request_id = self.request_ids()
                return

    @rule()
    def lose_one(self) -> None:
        for call in self.calls:
            if call.request_id is not None:
                assert self.calls.sent_as(call.request_id) is call
                self.calls.lost(call)
                assert call.request_id is None
                return

    @rule()
    def answer_one(self) -> None:
        for call in self.calls:
            if call.request_id is not None:
                if isinstance(call, CommitCall):
                    self.calls.complete_commit(call, {})
                else:
                    self.calls.fetched(call, dict.fromkeys(call.partitions))
                return

    @rule(ms=st.sampled_from([1.0, 1000.0, 30_000.0, 60_000.0]))
    def time_passes(self, ms: float) -> None:
        self.now += ms
        self.calls.expire(self.now)
        assert all(d > self.now for d in self.calls.deadlines())

    @invariant()
    def each_call_is_answered_at_most_once_and_open_calls_are_not(self) -> None:
        answered = self.answered()
        assert len(answered) == len(set(answered))
        open_calls = {call.handle for call in self.calls}
        assert not open_calls & set(answered)
        assert open_calls | set(answered) == self.taken

    def teardown(self) -> None:
        self.calls.end()
        for call in self.calls:  # only calls with a request in flight stay open
            assert call.request_id is not None
            self.calls.lost(call)
        self.calls.end()
        assert sorted(self.answered()) == sorted(self.taken)
        # A call that never got an answer reports why: timed out, lost, or the member ended.
        for answer in self.answers:
            errors = (
                set(answer.errors.values())
                if isinstance(answer, CommitCompleted)
                else {answer.error}
                if isinstance(answer, OffsetsFetched)
                else set()
            )
            assert ErrorCode.NONE not in errors or isinstance(answer, OffsetsFetched)


TrackedCalls.TestCase.settings = settings(max_examples=150, stateful_step_count=30, deadline=None)
test_offset_calls_answer_each_call_once = TrackedCalls.TestCase
