"""The asyncio driver of group members, over real loopback sockets.

Most tests drive :class:`GroupMember` with a fake state machine (it sends what each test tells it
to and records every input) against scripted peers (tests/scripted_peer.py), so that every edge
of the driver can be forced: dead and silent connections, timers, callbacks that commit, close
and abort. The tests marked ``coordinator`` run real classic members against the project's broker.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgroup_proto.client import BrokerError, ConnectionFailed, GroupAdmin
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import RequestFrame
from kgroup_proto.group import (
    ClassicConfig,
    CommitCompleted,
    CommitFailed,
    GroupMember,
    MemberClosed,
    MemberFailed,
    MemberFailedError,
    MemberJoined,
    MemberLeft,
    Node,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    SendRequest,
    TopicPartition,
)
from kgroup_proto.group.offset_requests import build_commit, build_fetch, read_commit, read_fetch
from kgroup_proto.messages import offset_commit_response, offset_fetch_response
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.heartbeat_response import HeartbeatResponse
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.messages.join_group_response import JoinGroupResponse
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest, MemberIdentity
from kgroup_proto.messages.leave_group_response import LeaveGroupResponse
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.runtime import Struct
from tests.interop.brokers import free_port
from tests.scripted_peer import Reply, reply, scripted_peer, versions_answer

T = TypeVar("T")

API_VERSIONS, HEARTBEAT, OFFSET_COMMIT, OFFSET_FETCH, JOIN_GROUP, LEAVE_GROUP = 18, 12, 8, 9, 11, 13
#: What the scripted brokers offer: OffsetCommit v8 and OffsetFetch v7 (one group, by name).
OFFERED = {
    API_VERSIONS: (0, 4),
    HEARTBEAT: (0, 4),
    OFFSET_COMMIT: (0, 8),
    OFFSET_FETCH: (0, 7),
    JOIN_GROUP: (0, 9),
    LEAVE_GROUP: (0, 5),
}
GROUP = "g"
T0, T1, T2 = ("t", 0), ("t", 1), ("t", 2)


def run(scenario: Callable[[], Awaitable[T]]) -> T:
    """Run a scenario; a driver that hangs fails the test instead of the run."""

    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), 60)

    return asyncio.run(bounded())


async def until(condition: Callable[[], bool], what: str) -> None:
    for _ in range(3000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


OURS = ("GroupMember.", "BrokerConnection.", "GroupAdmin.")


def driver_tasks() -> set[asyncio.Task[Any]]:
    """Tasks the member or its connections run (not the peers' or the test's own)."""
    return {
        t
        for t in asyncio.all_tasks()
        if t.get_coro().__qualname__.startswith(OURS) and not t.done()
    }


# ----------------------------------------------------------------------------- a scripted broker


class Peer:
    """Answers Heartbeat, LeaveGroup, JoinGroup (after a later request), OffsetCommit (keeping
    the offsets) and OffsetFetch; ``silent`` API keys get no answer, ``hang_up`` ones close the
    connection (once each, when given as a set of one-shot keys)."""

    def __init__(self) -> None:
        self.committed: dict[TopicPartition, OffsetAndMetadata] = {}
        self.refuse: dict[TopicPartition, ErrorCode] = {}
        self.fetch_error = ErrorCode.NONE
        self.silent: set[int] = set()
        self.hang_up_once: set[int] = set()
        self.held_join: RequestFrame | None = None
        self.arrivals: list[str] = []  # shared with the test's own event log when it wants one

    def __call__(self, frame: RequestFrame) -> Reply:
        key, body = frame.api_key, frame.body
        if key == API_VERSIONS:
            return versions_answer(frame, OFFERED)
        self.arrivals.append(describe(body))
        if key in self.hang_up_once:
            self.hang_up_once.discard(key)
            return None
        if key in self.silent:
            return b""
        if isinstance(body, JoinGroupRequest):
            self.held_join = frame  # answered together with the next request
            return b""
        answer = self._answer(body, frame)
        if self.held_join is not None:
            held, self.held_join = self.held_join, None
            joined = JoinGroupResponse(generation_id=1, member_id="m", leader="m")
            answer = reply(joined, held) + answer
        return answer

    def _answer(self, body: Struct, frame: RequestFrame) -> bytes:
        if isinstance(body, HeartbeatRequest):
            return reply(HeartbeatResponse(), frame)
        if isinstance(body, LeaveGroupRequest):
            return reply(LeaveGroupResponse(), frame)
        if isinstance(body, OffsetCommitRequest):
            topics = []
            for topic in body.topics:
                partitions = []
                for p in topic.partitions:
                    tp = (topic.name, p.partition_index)
                    code = self.refuse.get(tp, ErrorCode.NONE)
                    if code is ErrorCode.NONE:
                        self.committed[tp] = OffsetAndMetadata(
                            p.committed_offset, p.committed_metadata or "", p.committed_leader_epoch
                        )
                    partitions.append(
                        offset_commit_response.OffsetCommitResponsePartition(
                            partition_index=p.partition_index, error_code=code
                        )
                    )
                topics.append(
                    offset_commit_response.OffsetCommitResponseTopic(
                        name=topic.name, partitions=partitions
                    )
                )
            return reply(offset_commit_response.OffsetCommitResponse(topics=topics), frame)
        assert isinstance(body, OffsetFetchRequest)
        answered = []
        for topic in body.topics or []:
            partitions = []
            for index in topic.partition_indexes:
                found = self.committed.get((topic.name, index))
                partitions.append(
                    offset_fetch_response.OffsetFetchResponsePartition(
                        partition_index=index,
                        committed_offset=-1 if found is None else found.offset,
                        committed_leader_epoch=-1 if found is None else found.leader_epoch,
                        metadata=None if found is None else found.metadata,
                    )
                )
            answered.append(
                offset_fetch_response.OffsetFetchResponseTopic(
                    name=topic.name, partitions=partitions
                )
            )
        return reply(
            offset_fetch_response.OffsetFetchResponse(topics=answered, error_code=self.fetch_error),
            frame,
        )


def describe(body: Struct) -> str:
    """``Heartbeat 3`` (generation id), ``OffsetFetch t`` (topics), ``OffsetCommit``, ...: what
    tests compare orders by."""
    name = type(body).__name__.removesuffix("Request")
    if isinstance(body, HeartbeatRequest):
        return f"{name} {body.generation_id}"
    if isinstance(body, OffsetFetchRequest):
        return f"{name} {','.join(t.name for t in body.topics or [])}"
    return name


def heartbeat(generation: int) -> HeartbeatRequest:
    return HeartbeatRequest(group_id=GROUP, generation_id=generation, member_id="m")


# ----------------------------------------------------------------------------- a fake machine

Answer = Callable[[Struct | None, str, float], None]


class Fake:
    """A member state machine reduced to what a driver sees.

    Tests tell it what to send and notify (``send``, ``notify``, ``at``); it records every input
    in ``inputs``. Commits and fetches go to the coordinator node with the shared request
    builders; a leave sends LeaveGroup and ends with MemberLeft once it is answered (or failed).
    """

    def __init__(self, coordinator: Node) -> None:
        self.versions: dict[int, range] = {}
        self.started_at = 0.0
        self.node = coordinator
        self.inputs: list[tuple[Any, ...]] = []
        self.ticks: list[tuple[float, float]] = []  # (deadline, now)
        self._out: list[Output] = []
        self._timers: list[tuple[float, Callable[[float], None]]] = []
        self._ids = itertools.count(1)
        self._handles = itertools.count(1)
        self._answers: dict[int, Answer] = {}
        self._done = False
        self.owned: frozenset[TopicPartition] = frozenset()
        #: what a commit makes the machine do besides sending it (set by a test)
        self.after_commit: Callable[[], None] = lambda: None

    def begin(self, versions: Mapping[int, range], now: float) -> None:
        """What the driver's factory does: the bootstrap broker's versions, then subscribe."""
        self.versions, self.started_at = dict(versions), now
        self.subscribe(["t"], now)

    # what the test scripts

    def send(self, body: Struct, version: int, to: Node | None, then: Answer | None = None) -> int:
        request_id = next(self._ids)
        self._answers[request_id] = then or (lambda body, reason, now: None)
        self._out.append(SendRequest(request_id, body, version, to))
        return request_id

    def notify(self, *notifications: Output) -> None:
        for n in notifications:
            if isinstance(n, PartitionsAssigned):
                self.owned |= n.partitions
            elif isinstance(n, PartitionsRevoked | PartitionsLost):
                self.owned -= n.partitions
            self._out.append(n)

    def at(self, due: float, action: Callable[[float], None]) -> None:
        self._timers.append((due, action))

    def fail(self, code: ErrorCode, detail: str) -> None:
        self.notify(MemberFailed(code, detail))
        self._done = True

    # MemberStateMachine

    member_id = "fake-member"

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        return self.owned

    @property
    def coordinator(self) -> Node | None:
        return self.node

    @property
    def done(self) -> bool:
        return self._done

    def subscribe(self, topics: Iterable[str], now_ms: float) -> None:
        self.inputs.append(("subscribe", tuple(topics)))

    def commit(self, offsets: Mapping[TopicPartition, OffsetAndMetadata], now_ms: float) -> int:
        handle = next(self._handles)
        self.inputs.append(("commit", dict(offsets)))
        body = build_commit(
            GROUP, offsets, generation_or_epoch=1, member_id="m", group_instance_id=None
        )

        def answered(body: Struct | None, reason: str, now: float) -> None:
            errors = (
                dict.fromkeys(offsets, ErrorCode.NETWORK_EXCEPTION)
                if body is None
                else read_commit(body, offsets)
            )
            self._out.append(CommitCompleted(handle, dict(offsets), errors))

        self.send(body, 8, self.node, answered)
        self.after_commit()
        return handle

    def fetch_committed(self, partitions: Iterable[TopicPartition], now_ms: float) -> int:
        handle = next(self._handles)
        wanted = list(partitions)
        self.inputs.append(("fetch", wanted))

        def answered(body: Struct | None, reason: str, now: float) -> None:
            if body is None:
                self._out.append(OffsetsFetched(handle, {}, ErrorCode.NETWORK_EXCEPTION))
                return
            code, offsets = read_fetch(body, GROUP, 7, wanted)
            self._out.append(OffsetsFetched(handle, offsets, code))

        self.send(build_fetch(GROUP, wanted, 7), 7, self.node, answered)
        return handle

    def leave(self, now_ms: float, reason: str | None = None) -> None:
        self.inputs.append(("leave", reason))
        if self.owned:
            self.notify(PartitionsRevoked(self.owned))

        def answered(body: Struct | None, why: str, now: float) -> None:
            self._out.append(MemberLeft(reason))
            self._done = True

        leaving = LeaveGroupRequest(group_id=GROUP, members=[MemberIdentity(member_id="m")])
        self.send(leaving, 5, self.node, answered)

    def tick(self, now_ms: float) -> None:
        due = sorted(t for t in self._timers if t[0] <= now_ms)
        self._timers = [t for t in self._timers if t[0] > now_ms]
        for deadline, action in due:
            self.ticks.append((deadline, now_ms))
            action(now_ms)

    def on_response(self, request_id: int, body: Struct, now_ms: float) -> None:
        self.inputs.append(("response", request_id, type(body).__name__))
        self._answers.pop(request_id)(body, "", now_ms)

    def on_failure(self, request_id: int, reason: str, now_ms: float) -> None:
        self.inputs.append(("failure", request_id, reason))
        self._answers.pop(request_id)(None, reason, now_ms)

    def outputs(self) -> list[Output]:
        out, self._out = self._out, []
        return out

    def next_deadline(self) -> float | None:
        return min((t[0] for t in self._timers), default=None)


def fake_member(
    port: int,
    script: Callable[[Fake], None] = lambda fake: None,
    coordinator_port: int | None = None,
    **options: Any,
) -> tuple[GroupMember, Fake]:
    """A GroupMember on the peer at ``port`` driving a Fake that ``script`` sets up when the
    member starts."""
    fake = Fake(Node(1, "127.0.0.1", coordinator_port or port))

    def build(versions: Mapping[int, range], now: float) -> Fake:
        fake.begin(versions, now)
        script(fake)
        return fake

    return GroupMember(f"127.0.0.1:{port}", build, **options), fake


# ----------------------------------------------------------------------------- connections


def test_requests_reach_their_destination_and_answers_come_back_by_request_id() -> None:
    async def scenario() -> None:
        bootstrap, coordinator = Peer(), Peer()
        async with (
            scripted_peer(bootstrap) as (port, at_bootstrap),
            scripted_peer(coordinator) as (coordinator_port, at_coordinator),
        ):

            def script(fake: Fake) -> None:
                node = fake.node
                fake.send(heartbeat(1), 4, None)
                fake.send(heartbeat(2), 4, node)
                fake.send(heartbeat(3), 4, node)

            member, fake = fake_member(port, script, coordinator_port=coordinator_port)
            async with member:
                await until(lambda: len(fake.inputs) == 4, "three answers")
                assert fake.versions[HEARTBEAT] == range(0, 5)  # the bootstrap's ApiVersions
                assert sorted(fake.inputs[1:]) == [
                    ("response", 1, "HeartbeatResponse"),
                    ("response", 2, "HeartbeatResponse"),
                    ("response", 3, "HeartbeatResponse"),
                ]
            assert bootstrap.arrivals == ["Heartbeat 1"]
            assert coordinator.arrivals == ["Heartbeat 2", "Heartbeat 3", "LeaveGroup"]
            # One connection each: the coordinator's was opened once and reused.
            assert [f.api_key for f in at_coordinator].count(API_VERSIONS) == 1
            assert [f.api_key for f in at_bootstrap].count(API_VERSIONS) == 1
            assert at_coordinator[1].header.client_id == "kgroup-proto"

    run(scenario)


def test_a_dead_connection_fails_its_request_and_is_reopened_for_the_next() -> None:
    async def scenario() -> None:
        peer = Peer()
        peer.hang_up_once = {HEARTBEAT}
        async with scripted_peer(peer) as (port, received):

            def script(fake: Fake) -> None:
                def retry(body: Struct | None, reason: str, now: float) -> None:
                    if body is None:
                        fake.send(heartbeat(2), 4, fake.node)

                fake.send(heartbeat(1), 4, fake.node, retry)

            member, fake = fake_member(port, script)
            async with member:
                await until(lambda: ("response", 2, "HeartbeatResponse") in fake.inputs, "retry")
                failure = fake.inputs[1]
                assert failure[:2] == ("failure", 1)
                assert "closed the connection" in failure[2]
            assert [f.api_key for f in received].count(API_VERSIONS) == 2

    run(scenario)


def test_an_unreachable_node_and_a_silent_one_fail_their_requests() -> None:
    async def scenario() -> None:
        peer = Peer()
        peer.silent = {HEARTBEAT}
        nowhere = Node(2, "127.0.0.1", free_port())
        async with scripted_peer(peer) as (port, _):

            def script(fake: Fake) -> None:
                fake.send(heartbeat(1), 4, nowhere)
                fake.send(heartbeat(2), 4, fake.node)

            member, fake = fake_member(port, script, request_timeout=0.2, close_timeout=1)
            async with member:
                await until(lambda: len(fake.inputs) == 3, "two failures")
                reasons = {i[1]: i[2] for i in fake.inputs[1:] if i[0] == "failure"}
                assert reasons[1].startswith(f"cannot connect to {nowhere.address}")
                assert "no response within 0.2 s" in reasons[2]

    run(scenario)


def test_an_unreachable_bootstrap_fails_the_start_and_leaves_nothing_running() -> None:
    async def scenario() -> None:
        member, fake = fake_member(free_port(), connect_timeout=5)
        with pytest.raises(ConnectionFailed, match="cannot connect"):
            async with member:
                raise AssertionError("the member must not start")
        assert fake.inputs == []  # never built
        assert driver_tasks() == set()

    run(scenario)


def test_a_broker_the_machine_cannot_use_fails_the_start_with_unsupported_version() -> None:
    async def scenario() -> None:
        async with scripted_peer(Peer()) as (port, _):

            def build(versions: Mapping[int, range], now: float) -> Fake:
                raise LookupError("the broker and this package share no version of API key 68")

            with pytest.raises(MemberFailedError, match="share no version") as info:
                async with GroupMember(f"127.0.0.1:{port}", build):
                    pass
            assert info.value.error is ErrorCode.UNSUPPORTED_VERSION
            assert driver_tasks() == set()

    run(scenario)


def test_a_join_group_gets_its_rebalance_timeout_not_the_request_timeout() -> None:
    """The coordinator holds a JoinGroup until the rebalance completes; the peer here answers
    it only together with a heartbeat sent 300 ms later, past the 50 ms request timeout."""

    async def scenario() -> None:
        async with scripted_peer(Peer()) as (port, _):

            def script(fake: Fake) -> None:
                join = JoinGroupRequest(group_id=GROUP, rebalance_timeout_ms=0, protocol_type="c")
                fake.send(join, 9, fake.node)
                fake.at(fake.started_at + 300, lambda now: fake.send(heartbeat(1), 4, fake.node))

            member, fake = fake_member(port, script, request_timeout=0.05)
            async with member:
                await until(lambda: len(fake.inputs) == 3, "both answers")
                assert ("response", 1, "JoinGroupResponse") in fake.inputs

    run(scenario)


# ----------------------------------------------------------------------------- timers


def test_timers_fire_once_their_deadline_has_passed_in_order() -> None:
    async def scenario() -> None:
        async with scripted_peer(Peer()) as (port, _):
            fired: list[int] = []

            def script(fake: Fake) -> None:
                start = fake.started_at
                for n, delay in enumerate((120, 40, 80)):
                    fake.at(start + delay, lambda now, n=n: fired.append(n))

            member, fake = fake_member(port, script)
            async with member:
                await until(lambda: len(fired) == 3, "three timers")
            assert fired == [1, 2, 0]
            assert all(now >= deadline for deadline, now in fake.ticks)

    run(scenario)


# ----------------------------------------------------------------------------- offsets


def test_commit_and_fetch_round_trip_and_a_refused_commit_names_its_partitions() -> None:
    async def scenario() -> None:
        peer = Peer()
        async with scripted_peer(peer) as (port, _):
            member, _fake = fake_member(port)
            async with member:
                await member.commit({T0: OffsetAndMetadata(42, "m0"), T1: OffsetAndMetadata(7)})
                assert await member.fetch_committed([T0, T1, T2]) == {
                    T0: OffsetAndMetadata(42, "m0"),
                    T1: OffsetAndMetadata(7),
                    T2: None,
                }
                peer.refuse = {T1: ErrorCode.ILLEGAL_GENERATION}
                with pytest.raises(CommitFailed) as info:
                    await member.commit({T0: OffsetAndMetadata(43), T1: OffsetAndMetadata(8)})
                assert info.value.errors == {T1: ErrorCode.ILLEGAL_GENERATION}
                assert "t-1: ILLEGAL_GENERATION (22)" in str(info.value)
                assert peer.committed[T0] == OffsetAndMetadata(43)
                peer.fetch_error = ErrorCode.GROUP_AUTHORIZATION_FAILED
                with pytest.raises(BrokerError) as fetch_info:
                    await member.fetch_committed([T0])
                assert fetch_info.value.code is ErrorCode.GROUP_AUTHORIZATION_FAILED
                commits = [i for i in member.history if isinstance(i[1], CommitCompleted)]
                assert len(commits) == 2

    run(scenario)


def test_a_cancelled_call_leaks_nothing_and_the_member_goes_on() -> None:
    async def scenario() -> None:
        peer = Peer()
        peer.silent = {OFFSET_COMMIT}
        async with scripted_peer(peer) as (port, _):
            member, _fake = fake_member(port, request_timeout=30, close_timeout=2)
            async with member:
                waiting = asyncio.create_task(member.commit({T0: OffsetAndMetadata(1)}))
                await until(lambda: "OffsetCommit" in peer.arrivals, "the commit is sent")
                waiting.cancel()
                with pytest.raises(asyncio.CancelledError):
                    await waiting
                peer.silent = set()
                await member.commit({T0: OffsetAndMetadata(2)})
                assert peer.committed[T0] == OffsetAndMetadata(2)
            assert driver_tasks() == set()

    run(scenario)


# ----------------------------------------------------------------------------- callbacks


def test_an_async_revocation_callback_commits_before_what_follows_it_is_sent() -> None:
    """Revoked, then a Heartbeat: the callback's commit reaches the coordinator first. What the
    commit makes the machine produce besides (a heartbeat, a loss) waits for the callback to
    return; so do the machine's timers and the answer to a request sent before it started."""

    async def scenario() -> None:
        peer = Peer()
        log: list[str] = peer.arrivals
        async with scripted_peer(peer) as (port, _):
            member: GroupMember

            def script(fake: Fake) -> None:
                fake.send(heartbeat(0), 4, fake.node)  # answered while the callback runs
                fake.notify(PartitionsAssigned(frozenset({T0, T1})))
                fake.notify(PartitionsRevoked(frozenset({T0})))
                fake.send(heartbeat(1), 4, fake.node)
                fake.at(fake.started_at, lambda now: log.append("timer"))

                def after_commit() -> None:
                    fake.send(heartbeat(2), 4, fake.node)
                    fake.notify(PartitionsLost(frozenset({T1})))

                fake.after_commit = after_commit

            async def revoked(change: PartitionsRevoked) -> None:
                log.append("revoked: start")
                await member.commit({tp: OffsetAndMetadata(5) for tp in change.partitions})
                assert await member.fetch_committed([T0]) == {T0: OffsetAndMetadata(5)}
                assert "Heartbeat 0" in log  # answered by now, but not fed to the machine:
                assert not any(i[:2] == ("response", 1) for i in fake.inputs)
                log.append("revoked: end")

            def lost(change: PartitionsLost) -> None:
                log.append(f"lost {sorted(change.partitions)}")

            member, fake = fake_member(port, script, on_revoked=revoked, on_lost=lost)
            async with member:
                await until(lambda: "Heartbeat 2" in log, "the held heartbeats")
                # The loss is handed out (synchronously) before the held requests reach the peer.
                assert [entry for entry in log if entry != "Heartbeat 0"] == [
                    "revoked: start",
                    "OffsetCommit",
                    "OffsetFetch t",
                    "revoked: end",
                    "lost [('t', 1)]",
                    "timer",
                    "Heartbeat 1",
                    "Heartbeat 2",
                ]
                assert ("response", 1, "HeartbeatResponse") in fake.inputs

    run(scenario)


def test_a_revocation_callback_may_wait_for_a_commit_made_before_it_started() -> None:
    """The application commits, and the revocation that follows waits for that commit (an
    application that commits under a lock its callback takes too): the commit's answer is
    served while the callback runs, not held until it returns, which would never happen."""

    async def scenario() -> None:
        peer = Peer()
        async with scripted_peer(peer) as (port, _):
            member: GroupMember
            waited: list[dict[TopicPartition, OffsetAndMetadata]] = []
            first_commit: asyncio.Task[Any] | None = None

            def script(fake: Fake) -> None:
                fake.notify(PartitionsAssigned(frozenset({T0})))
                # The machine has the revocation to hand out right after the commit goes out.
                fake.after_commit = lambda: fake.notify(PartitionsRevoked(frozenset({T0})))

            async def revoked(change: PartitionsRevoked) -> None:
                assert first_commit is not None
                await first_commit
                waited.append(dict(peer.committed))

            member, fake = fake_member(port, script, on_revoked=revoked)
            async with member:
                await until(lambda: T0 in member.assignment, "the assignment")
                first_commit = asyncio.create_task(member.commit({T0: OffsetAndMetadata(7)}))
                async with asyncio.timeout(10):
                    await first_commit
                    await until(lambda: bool(waited), "the callback to return")
            assert waited == [{T0: OffsetAndMetadata(7)}]
            assert ("response", 1, "OffsetCommitResponse") in fake.inputs

    run(scenario)


def expected_log(plan: list[str]) -> list[str]:
    """What the peer and the callbacks log for ``plan``, if the ordering rule holds."""
    log: list[str] = []
    generation = 0
    for n, step in enumerate(plan):
        if step in ("assigned", "revoked", "lost"):
            log += ["OffsetFetch callback", f"callback {n} returned"]
        elif step == "heartbeat":
            generation += 1
            log.append(f"Heartbeat {generation}")
        else:
            log.append("OffsetFetch listed")
    return log


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(st.sampled_from(["assigned", "revoked", "lost", "heartbeat", "fetch"]), max_size=8))
def test_nothing_listed_after_a_notification_is_sent_before_its_callback_returns(
    plan: list[str],
) -> None:
    """For any batch of outputs, requests reach the coordinator in the order listed, and each
    one listed after a notification arrives after that notification's callback returned. The
    callbacks do an OffsetFetch round trip on the same connection: a request sent too early
    would arrive before it."""

    async def scenario() -> list[str]:
        peer = Peer()
        log = peer.arrivals
        async with scripted_peer(peer) as (port, _):
            member: GroupMember

            def script(fake: Fake) -> None:
                generation = itertools.count(1)
                for n, step in enumerate(plan):
                    tp = frozenset({("t", n)})
                    if step == "assigned":
                        fake.notify(PartitionsAssigned(tp))
                    elif step == "revoked":
                        fake.notify(PartitionsRevoked(tp))
                    elif step == "lost":
                        fake.notify(PartitionsLost(tp))
                    elif step == "heartbeat":
                        fake.send(heartbeat(next(generation)), 4, fake.node)
                    else:
                        fake.send(build_fetch(GROUP, [("listed", n)], 7), 7, fake.node)

            async def callback(change: Any) -> None:
                ((_, n),) = change.partitions
                await member.fetch_committed([("callback", n)])
                log.append(f"callback {n} returned")

            member, _ = fake_member(
                port, script, on_assigned=callback, on_revoked=callback, on_lost=callback
            )
            async with member:
                expected = len(expected_log(plan))
                await until(lambda: len(log) >= expected, "every request and callback")
                await member.abort()  # leaving would revoke, and call back, once more
            return list(log)

    assert run(scenario) == expected_log(plan)


def test_a_raising_callback_is_reported_through_changes_and_the_member_goes_on() -> None:
    async def scenario() -> None:
        async with scripted_peer(Peer()) as (port, _):

            def script(fake: Fake) -> None:
                fake.notify(PartitionsAssigned(frozenset({T0})))
                fake.send(heartbeat(1), 4, fake.node)

            def assigned(change: PartitionsAssigned) -> None:
                raise RuntimeError("the application broke")

            member, fake = fake_member(port, script, on_assigned=assigned)
            async with member:
                changes = member.changes()
                assert await anext(changes) == PartitionsAssigned(frozenset({T0}))
                with pytest.raises(RuntimeError, match="the application broke"):
                    await anext(changes)
                await until(lambda: len(fake.inputs) == 2, "the heartbeat after it")
                await member.commit({T0: OffsetAndMetadata(3)})

    run(scenario)


# ----------------------------------------------------------------------------- changes, leaving


def test_changes_come_in_order_and_end_when_the_member_leaves() -> None:
    async def scenario() -> None:
        async with scripted_peer(Peer()) as (port, _):

            def script(fake: Fake) -> None:
                start = fake.started_at
                fake.notify(MemberJoined("fake-member", generation=1))
                fake.at(
                    start + 10, lambda now: fake.notify(PartitionsAssigned(frozenset({T0, T1})))
                )
                fake.at(start + 20, lambda now: fake.notify(PartitionsRevoked(frozenset({T1}))))

            member, fake = fake_member(port, script)
            async with member:
                seen = []
                async for change in member.changes():
                    seen.append(change)
                    if len(seen) == 2:
                        assert member.assignment == {T0}
                        await member.leave("bye")
                assert seen == [
                    PartitionsAssigned(frozenset({T0, T1})),
                    PartitionsRevoked(frozenset({T1})),
                    PartitionsRevoked(frozenset({T0})),  # given up by the leave
                ]
                assert member.done
                assert ("leave", "bye") in fake.inputs
                with pytest.raises(MemberClosed, match="left the group"):
                    await member.commit({T0: OffsetAndMetadata(1)})
            notifications = [n for _, n in member.history]
            assert notifications[0] == MemberJoined("fake-member", generation=1)
            assert notifications[-1] == MemberLeft("bye")
            times = [t for t, _ in member.history]
            assert times == sorted(times)
            assert fake.inputs.count(("leave", "bye")) == 1  # closing did not leave again

    run(scenario)


def test_a_failed_member_raises_from_changes_and_from_calls() -> None:
    async def scenario() -> None:
        async with scripted_peer(Peer()) as (port, _):

            def script(fake: Fake) -> None:
                fake.notify(PartitionsAssigned(frozenset({T0})))
                fake.at(
                    fake.started_at + 10,
                    lambda now: fake.fail(ErrorCode.FENCED_INSTANCE_ID, "another instance"),
                )

            member, fake = fake_member(port, script)
            async with member:
                seen = []
                with pytest.raises(MemberFailedError, match="another instance") as info:
                    async for change in member.changes():
                        seen.append(change)
                assert info.value.error is ErrorCode.FENCED_INSTANCE_ID
                assert seen == [PartitionsAssigned(frozenset({T0}))]
                with pytest.raises(MemberFailedError):
                    await member.commit({T0: OffsetAndMetadata(1)})
            assert not any(i[0] == "leave" for i in fake.inputs)  # a failed member has left

    run(scenario)


def test_closing_leaves_with_the_applications_reason_and_closes_every_connection() -> None:
    async def scenario() -> None:
        peer = Peer()
        async with scripted_peer(peer) as (port, _):

            def script(fake: Fake) -> None:
                fake.notify(PartitionsAssigned(frozenset({T0})))

            revoked: list[PartitionsRevoked] = []
            member, fake = fake_member(port, script, on_revoked=revoked.append)
            async with member:
                await until(lambda: member.assignment == {T0}, "the assignment")
                assert driver_tasks()  # the loop and the connection's reader
            assert ("leave", "the application closed") in fake.inputs
            assert peer.arrivals == ["LeaveGroup"]
            assert revoked == [PartitionsRevoked(frozenset({T0}))]
            assert isinstance(member.history[-1][1], MemberLeft)
            assert driver_tasks() == set()
            with pytest.raises(MemberClosed):
                await member.commit({T0: OffsetAndMetadata(1)})

    run(scenario)


def test_a_revocation_callback_commits_while_the_member_closes() -> None:
    async def scenario() -> None:
        peer = Peer()
        async with scripted_peer(peer) as (port, _):

            def script(fake: Fake) -> None:
                fake.notify(PartitionsAssigned(frozenset({T0, T1})))

            async def revoked(change: PartitionsRevoked) -> None:
                await member.commit({tp: OffsetAndMetadata(9) for tp in change.partitions})

            member, _fake = fake_member(port, script, on_revoked=revoked)
            async with member:
                await until(lambda: member.assignment == {T0, T1}, "the assignment")
            assert peer.arrivals == ["OffsetCommit", "LeaveGroup"]
            assert peer.committed == {T0: OffsetAndMetadata(9), T1: OffsetAndMetadata(9)}
            commits = [n for _, n in member.history if isinstance(n, CommitCompleted)]
            assert [c.errors for c in commits] == [{}]

    run(scenario)


def test_closing_is_bounded_when_the_coordinator_never_answers_the_leave() -> None:
    async def scenario() -> None:
        peer = Peer()
        peer.silent = {LEAVE_GROUP, OFFSET_COMMIT}
        async with scripted_peer(peer) as (port, _):
            member, _fake = fake_member(port, request_timeout=30, close_timeout=0.3)
            async with member:
                waiting = asyncio.create_task(member.commit({T0: OffsetAndMetadata(1)}))
                await until(lambda: "OffsetCommit" in peer.arrivals, "the commit")
            assert peer.arrivals == ["OffsetCommit", "LeaveGroup"]
            assert not any(isinstance(n, MemberLeft) for _, n in member.history)
            with pytest.raises(MemberClosed, match="closed"):
                await waiting
            assert driver_tasks() == set()

    run(scenario)


def test_abort_closes_the_connections_without_leaving() -> None:
    async def scenario() -> None:
        peer = Peer()
        peer.silent = {OFFSET_COMMIT}
        async with scripted_peer(peer) as (port, _):

            def script(fake: Fake) -> None:
                fake.notify(PartitionsAssigned(frozenset({T0})))

            member, fake = fake_member(port, script)
            async with member:
                waiting = asyncio.create_task(member.commit({T0: OffsetAndMetadata(1)}))
                await until(lambda: "OffsetCommit" in peer.arrivals, "the commit")
                await member.abort()
                assert driver_tasks() == set()
                with pytest.raises(MemberClosed, match="aborted"):
                    await waiting
                assert member.done
                assert [c async for c in member.changes()] == [PartitionsAssigned(frozenset({T0}))]
            assert peer.arrivals == ["OffsetCommit"]  # no LeaveGroup, not even from closing
            assert not any(i[0] == "leave" for i in fake.inputs)

    run(scenario)


def test_cancelling_the_application_still_leaves_and_closes() -> None:
    async def scenario() -> None:
        peer = Peer()
        async with scripted_peer(peer) as (port, _):
            member, _fake = fake_member(port)
            entered = asyncio.Event()

            async def application() -> None:
                async with member:
                    entered.set()
                    await asyncio.Event().wait()

            task = asyncio.create_task(application())
            await entered.wait()
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            assert peer.arrivals == ["LeaveGroup"]
            assert driver_tasks() == set()

    run(scenario)


def test_calls_refuse_what_is_not_a_partition_or_an_offset_before_sending() -> None:
    async def scenario() -> None:
        peer = Peer()
        async with scripted_peer(peer) as (port, _):
            member, fake = fake_member(port)
            async with member:
                with pytest.raises(TypeError, match="not a \\(topic, partition\\) pair"):
                    await member.commit({(("t", 0), 1): OffsetAndMetadata(1)})  # type: ignore[dict-item]
                with pytest.raises(TypeError, match="not an OffsetAndMetadata"):
                    await member.commit({T0: 5})  # type: ignore[dict-item]
                with pytest.raises(TypeError, match="not a \\(topic, partition\\) pair"):
                    await member.fetch_committed(["t"])  # type: ignore[list-item]
            assert not any(i[0] in ("commit", "fetch") for i in fake.inputs)

    run(scenario)


# ----------------------------------------------------------------------------- the project's broker


def member_of(
    protocol: str, bootstrap: str, group: str, topic: str, **callbacks: Any
) -> GroupMember:
    """A member of ``group`` on ``topic`` speaking ``protocol``."""
    if protocol == "consumer":
        return GroupMember.consumer(bootstrap, group_id=group, topics=[topic], **callbacks)
    config = ClassicConfig(group_id=group, session_timeout_ms=6000, heartbeat_interval_ms=300)
    return GroupMember.classic(bootstrap, config, [topic], **callbacks)


PROTOCOLS = ["classic", "consumer"]


@pytest.mark.coordinator
@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_two_members_share_a_topic_and_the_one_left_takes_it_all(protocol: str) -> None:
    """Half each; commit and fetch; the second member commits in its revocation callback as it
    leaves, and the broker has those offsets."""
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker

    everything = frozenset(("orders", p) for p in range(4))

    async def scenario(bootstrap: str) -> None:
        second: GroupMember
        on_leaving: dict[TopicPartition, OffsetAndMetadata] = {}

        async def commit_on_revoke(change: PartitionsRevoked) -> None:
            if second.done or not on_leaving:
                return
            await second.commit({tp: on_leaving[tp] for tp in change.partitions})

        first = member_of(protocol, bootstrap, "shared", "orders")
        second = member_of(protocol, bootstrap, "shared", "orders", on_revoked=commit_on_revoke)
        async with first:
            await until(lambda: first.assignment == everything, "the first member owns all")
            async with second:
                await until(
                    lambda: len(first.assignment) == 2 and len(second.assignment) == 2,
                    "two partitions each",
                )
                assert first.assignment | second.assignment == everything
                assert first.member_id != second.member_id
                offsets = {tp: OffsetAndMetadata(10 + tp[1], "kept") for tp in second.assignment}
                await second.commit(offsets)
                assert await second.fetch_committed(sorted(everything)) == {
                    tp: offsets.get(tp) for tp in everything
                }
                on_leaving.update({tp: OffsetAndMetadata(20 + tp[1]) for tp in offsets})
            await until(lambda: first.assignment == everything, "the leaver's partitions")
            async with GroupAdmin(bootstrap) as admin:
                (group,) = await admin.describe_groups(["shared"])
                assert [m.member_id for m in group.members] == [first.member_id]
                committed = await admin.fetch_offsets("shared")
                assert {(o.topic, o.partition): o.offset for o in committed} == {
                    tp: o.offset for tp, o in on_leaving.items()
                }
        revoked = [n for _, n in second.history if isinstance(n, PartitionsRevoked)]
        assert revoked[-1].partitions == frozenset(offsets)  # given up when it left
        commits = [n for _, n in second.history if isinstance(n, CommitCompleted)]
        assert [(c.offsets, c.errors) for c in commits] == [(offsets, {}), (on_leaving, {})]
        assert isinstance(second.history[-1][1], MemberLeft)

    with running_broker(TopicConfig("orders", 4)) as broker:
        run(lambda: scenario(broker.bootstrap))


def test_a_kip_848_member_takes_topics_or_a_pattern_not_both() -> None:
    with pytest.raises(ValueError, match="either topics or pattern"):
        GroupMember.consumer("127.0.0.1:9092", group_id="g")
    with pytest.raises(ValueError, match="either topics or pattern"):
        GroupMember.consumer("127.0.0.1:9092", group_id="g", topics=["t"], pattern="t.*")


@pytest.mark.coordinator
def test_a_kip_848_member_subscribed_by_pattern_gets_the_matching_topics() -> None:
    from kgroup_proto.coordinator import TopicConfig
    from tests.coordinator_harness import running_broker

    async def scenario(bootstrap: str) -> None:
        member = GroupMember.consumer(bootstrap, group_id="by-pattern", pattern="orders-.*")
        async with member:
            wanted = {("orders-eu", 0), ("orders-us", 0), ("orders-us", 1)}
            await until(lambda: member.assignment == wanted, "the matching topics")
            assert len(member.member_id) == 36  # a UUID the member chose

    topics = (TopicConfig("orders-eu", 1), TopicConfig("orders-us", 2), TopicConfig("audit", 1))
    with running_broker(*topics) as broker:
        run(lambda: scenario(broker.bootstrap))
