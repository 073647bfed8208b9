"""Run a member state machine on asyncio: :class:`GroupMember` (and, on it, the share-group
consumer of :mod:`kgroup_proto.group.share_consumer`).

The state machines of :mod:`kgroup_proto.group` decide everything and do no I/O; this driver
owns the sockets and the clock. One task, the member's loop, waits for the next input (the
answer to a request, or a call from the application) or for the machine's next deadline, feeds
it to the machine, then carries out what :meth:`~.events.MemberStateMachine.outputs` returns, in
order: each :class:`~.events.SendRequest` runs as its own task on a connection from a
:class:`~kgroup_proto.client.GroupAdmin` pool (the bootstrap broker first, then one connection
per node, opened lazily, reopened after it dies), and each notification goes to the
application.

Rebalance callbacks (``on_assigned``, ``on_revoked``, ``on_lost``) follow the ordering rule of
:mod:`kgroup_proto.group.events`: nothing listed after a notification is sent before its callback
returns. An asynchronous callback may ``await member.commit(...)`` or ``fetch_committed``, or
wait for one the application made before it: while it runs, the machine is fed only the
application's calls and the answers to commits and offset fetches, and the requests the calls
produce go out at once. Timers and other answers wait until the callback returns, and so
do membership requests (JoinGroup, SyncGroup, Heartbeat, LeaveGroup, ConsumerGroupHeartbeat) and
notifications the calls produce: a membership request may tell the coordinator that the member
is done with its partitions, which it is not until the callback returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import time
import uuid
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from kgroup_proto.client.admin import GroupAdmin
from kgroup_proto.client.connection import DEFAULT_CLIENT_ID, BrokerConnection
from kgroup_proto.client.errors import BrokerError, ClientError, RequestTimedOut
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.classic import ClassicMember
from kgroup_proto.group.config import ClassicConfig, ConsumerConfig
from kgroup_proto.group.consumer import ConsumerMember
from kgroup_proto.group.events import (
    CommitCompleted,
    MemberFailed,
    MemberLeft,
    MemberStateMachine,
    Node,
    Notification,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    SendRequest,
    TopicPartition,
)
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.runtime import Struct

log = logging.getLogger(__name__)

T = TypeVar("T")
N = TypeVar("N", PartitionsAssigned, PartitionsRevoked, PartitionsLost)

#: What :meth:`GroupMember.changes` yields.
Change = PartitionsAssigned | PartitionsRevoked | PartitionsLost
#: A rebalance callback: a plain function or a coroutine function.
Callback = Callable[[N], Awaitable[None] | None]
#: Builds the state machine from the bootstrap broker's API versions and subscribes it at
#: ``now_ms``.
MachineFactory = Callable[[Mapping[int, range], float], MemberStateMachine]

#: JoinGroup, Heartbeat, LeaveGroup, SyncGroup, ConsumerGroupHeartbeat: the requests that tell the
#: coordinator where the member stands, held back while a rebalance callback runs.
MEMBERSHIP_APIS = frozenset({11, 12, 13, 14, 68})
#: OffsetCommit and OffsetFetch: the application's calls. Their answers are served while a
#: rebalance callback runs, whenever they were sent: a callback may wait for a commit the
#: application made before it started.
OFFSET_APIS = frozenset({8, 9})
#: Kafka's clients give a JoinGroup this much longer than the rebalance timeout the coordinator
#: may hold it for (Java's ``JOIN_GROUP_TIMEOUT_LAPSE``).
JOIN_GROUP_LAPSE_S = 5.0
#: ``close()`` reason, as Kafka's consumer gives it in LeaveGroup (KIP-800).
CLOSE_REASON = "the application closed"


# ----------------------------------------------------------------------------- errors


class MemberFailedError(ClientError):
    """The member cannot go on (:class:`~.events.MemberFailed`): ``error`` is the broker's code."""

    def __init__(self, error: ErrorCode, detail: str) -> None:
        self.error = error
        self.detail = detail
        super().__init__(detail)


class CommitFailed(ClientError):
    """The coordinator refused some partitions of a commit; ``errors`` names each with its code."""

    def __init__(
        self,
        offsets: Mapping[TopicPartition, OffsetAndMetadata],
        errors: Mapping[TopicPartition, ErrorCode],
    ) -> None:
        self.offsets = dict(offsets)
        self.errors = dict(errors)
        failed = ", ".join(f"{t}-{p}: {code.describe()}" for (t, p), code in sorted(errors.items()))
        super().__init__(f"commit of {len(errors)} of {len(offsets)} partition(s) failed: {failed}")


class MemberClosed(ClientError):
    """The member was closed or aborted before the call could finish."""


# ----------------------------------------------------------------------------- the driver


class GroupMember:
    """A member of a consumer group, classic or KIP-848, on asyncio (a share-group member runs
    on it too, inside :class:`~.share_consumer.ShareConsumer`).

    Build one with :meth:`classic` or :meth:`consumer` (or pass any
    :class:`~.events.MemberStateMachine` factory) and use it as an async context manager:
    entering connects to the bootstrap broker and joins, leaving the block leaves the group and
    closes every connection within ``close_timeout`` seconds.

    ``connect_timeout`` bounds opening a connection and ``request_timeout`` each request (a
    JoinGroup gets its rebalance timeout plus 5 s, as Kafka's clients give it, since the
    coordinator holds it until the rebalance completes).
    """

    def __init__(
        self,
        bootstrap: str | Sequence[str],
        machine: MachineFactory,
        *,
        client_id: str = DEFAULT_CLIENT_ID,
        on_assigned: Callback[PartitionsAssigned] | None = None,
        on_revoked: Callback[PartitionsRevoked] | None = None,
        on_lost: Callback[PartitionsLost] | None = None,
        connect_timeout: float = 10.0,
        request_timeout: float = 30.0,
        close_timeout: float = 30.0,
        on_notification: Callable[[Notification], None] | None = None,
    ) -> None:
        self._admin = GroupAdmin(
            bootstrap,
            client_id=client_id,
            connect_timeout=connect_timeout,
            request_timeout=request_timeout,
        )
        self._factory = machine
        self.on_assigned = on_assigned
        self.on_revoked = on_revoked
        self.on_lost = on_lost
        self.request_timeout = request_timeout
        self.close_timeout = close_timeout
        #: Sees every notification, in order, before the driver acts on it (a driver built on
        #: this one, such as :class:`~.share_consumer.ShareConsumer`, takes what it needs).
        self.on_notification = on_notification
        #: (``time.time()``, notification) for every notification, in order.
        self.history: list[tuple[float, Notification]] = []
        self._machine: MemberStateMachine | None = None
        self._loop_task: asyncio.Task[None] | None = None
        #: (the request answered, None for a call from the application; what to feed)
        self._inputs: deque[tuple[int | None, Callable[[float], None]]] = deque()
        #: while an asynchronous callback runs: the requests sent for it (None: none runs)
        self._for_callback: set[int] | None = None
        #: commits and offset fetches in flight, whose answers a running callback may see
        self._offset_requests: set[int] = set()
        self._wake = asyncio.Event()
        self._requests: set[asyncio.Task[None]] = set()
        self._pending: deque[Output] = deque()  # drained from the machine, not yet carried out
        self._commits: dict[int, asyncio.Future[CommitCompleted]] = {}
        self._fetches: dict[int, asyncio.Future[OffsetsFetched]] = {}
        self._calls: set[asyncio.Future[Any]] = set()
        self._changes: deque[Change | BaseException] = deque()
        self._changed = asyncio.Event()
        self._ended = asyncio.Event()  # the member left or failed; nothing more will change
        self._failure: BaseException | None = None
        self._closing: asyncio.Task[None] | None = None
        self._stopped = False  # closed or aborted: calls are refused

    # ------------------------------------------------------------------ constructors

    @classmethod
    def classic(
        cls,
        bootstrap: str | Sequence[str],
        config: ClassicConfig,
        topics: Iterable[str],
        *,
        on_assigned: Callback[PartitionsAssigned] | None = None,
        on_revoked: Callback[PartitionsRevoked] | None = None,
        on_lost: Callback[PartitionsLost] | None = None,
        connect_timeout: float = 10.0,
        request_timeout: float = 30.0,
        close_timeout: float = 30.0,
    ) -> GroupMember:
        """A classic (JoinGroup/SyncGroup) member subscribed to ``topics``."""
        names = list(topics)

        def build(versions: Mapping[int, range], now_ms: float) -> MemberStateMachine:
            member = ClassicMember(config, versions)
            member.subscribe(names, now_ms)
            return member

        return cls(
            bootstrap,
            build,
            client_id=config.client_id,
            on_assigned=on_assigned,
            on_revoked=on_revoked,
            on_lost=on_lost,
            connect_timeout=connect_timeout,
            request_timeout=request_timeout,
            close_timeout=close_timeout,
        )

    @classmethod
    def consumer(
        cls,
        bootstrap: str | Sequence[str],
        *,
        group_id: str,
        topics: Iterable[str] | None = None,
        pattern: str | None = None,
        on_assigned: Callback[PartitionsAssigned] | None = None,
        on_revoked: Callback[PartitionsRevoked] | None = None,
        on_lost: Callback[PartitionsLost] | None = None,
        connect_timeout: float = 10.0,
        request_timeout: float = 30.0,
        close_timeout: float = 30.0,
        **settings: Any,
    ) -> GroupMember:
        """A KIP-848 member subscribed to ``topics`` or to the topics ``pattern`` matches (a
        regular expression the coordinator evaluates); ``settings`` are :class:`ConsumerConfig`
        fields. The member id is a fresh UUID unless ``member_id`` is given: from
        ConsumerGroupHeartbeat v1 on, the client chooses it."""
        if (topics is None) == (pattern is None):
            raise ValueError("give either topics or pattern")
        names = None if topics is None else list(topics)
        settings.setdefault("member_id", str(uuid.uuid4()))
        config = ConsumerConfig(group_id=group_id, **settings)

        def build(versions: Mapping[int, range], now_ms: float) -> MemberStateMachine:
            member = ConsumerMember(config, versions)
            if pattern is not None:
                member.subscribe_pattern(pattern, now_ms)
            else:
                assert names is not None
                member.subscribe(names, now_ms)
            return member

        return cls(
            bootstrap,
            build,
            client_id=config.client_id,
            on_assigned=on_assigned,
            on_revoked=on_revoked,
            on_lost=on_lost,
            connect_timeout=connect_timeout,
            request_timeout=request_timeout,
            close_timeout=close_timeout,
        )

    # ------------------------------------------------------------------ state

    @property
    def machine(self) -> MemberStateMachine:
        """The state machine this member drives (after :meth:`start`)."""
        if self._machine is None:
            raise RuntimeError("the member has not started")
        return self._machine

    @property
    def member_id(self) -> str:
        return "" if self._machine is None else self._machine.member_id

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        """The partitions the member owns now."""
        return frozenset() if self._machine is None else self._machine.assignment

    @property
    def coordinator(self) -> Node | None:
        return None if self._machine is None else self._machine.coordinator

    @property
    def done(self) -> bool:
        """True once the member has left, failed, or was closed."""
        return self._ended.is_set()

    @property
    def failure(self) -> BaseException | None:
        """Why the member ended, once it has (None: it left or was closed in order)."""
        return self._failure

    async def ended(self) -> None:
        """Returns once the member has left, failed, or was closed."""
        await self._ended.wait()

    # ------------------------------------------------------------------ life cycle

    async def __aenter__(self) -> GroupMember:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def start(self) -> None:
        """Connect to the first bootstrap broker that answers, build the machine from the API
        versions it announced, and start the loop (which joins the group)."""
        if self._machine is not None or self._closing is not None:
            raise RuntimeError("a GroupMember starts once")
        try:
            connection = await self._admin.any_broker()
            try:
                self._machine = self._factory(connection.broker_versions, _now())
            except LookupError as exc:
                raise MemberFailedError(
                    ErrorCode.UNSUPPORTED_VERSION,
                    f"broker {connection.address} cannot host this member: {exc}",
                ) from None
        except BaseException:
            await self._admin.close()
            self._end(None)
            raise
        self._loop_task = asyncio.create_task(self._run(), name="group-member")

    async def leave(self, reason: str | None = None) -> None:
        """Leave the group (giving up every partition first) and wait until the member is out,
        at most ``close_timeout`` seconds (:class:`RequestTimedOut` after that)."""
        machine = self.machine
        if not self.done:
            self._input(lambda now: machine.leave(now, reason))
        try:
            async with asyncio.timeout(self.close_timeout):
                await self._ended.wait()
        except TimeoutError:
            raise RequestTimedOut(
                f"leaving the group: not out within {self.close_timeout:g} s"
            ) from None

    async def close(self, reason: str = CLOSE_REASON) -> None:
        """Leave with ``reason`` (unless out already), let requests in flight finish, then close
        every connection; all within ``close_timeout`` seconds. Safe to call more than once."""
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close(reason))
        await asyncio.shield(self._closing)

    def abort(self) -> asyncio.Task[None]:
        """Stop at once and close every connection without leaving the group: what a crashed
        process looks like to the coordinator, which keeps the member until its session
        expires. Returns the task that closes the sockets (awaiting it is optional)."""
        if self._closing is None:
            stopped = self._stop(MemberClosed("the member was aborted"))
            self._closing = asyncio.ensure_future(self._shut(stopped))
        return self._closing

    async def _close(self, reason: str) -> None:
        machine, loop_task = self._machine, self._loop_task
        try:
            if machine is not None and loop_task is not None:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(self.close_timeout):
                        if not self.done:
                            self._input(lambda now: machine.leave(now, reason))
                        await asyncio.shield(loop_task)
        finally:
            await self._shut(self._stop(MemberClosed("the member was closed")))

    def _stop(self, reason: ClientError) -> list[asyncio.Task[None]]:
        """Cancel the loop and every request; calls still waiting fail with ``reason``. Returns
        the cancelled tasks."""
        self._stopped = True
        tasks = [*self._requests, *([self._loop_task] if self._loop_task else [])]
        for task in tasks:
            task.cancel()
        self._requests.clear()
        for future in self._calls:
            if not future.done():
                future.set_exception(reason)
        self._calls.clear()
        self._end(None)
        return tasks

    async def _shut(self, stopped: list[asyncio.Task[None]]) -> None:
        """Wait for the cancelled tasks to end, then close every connection."""
        await asyncio.gather(*stopped, return_exceptions=True)
        await self._admin.close()

    # ------------------------------------------------------------------ application calls

    async def changes(self) -> AsyncIterator[Change]:
        """Every assignment, revocation and loss, in order, from the start of the membership.

        The iteration ends once the member has left or was closed; it raises
        :class:`MemberFailedError` when the member failed, and re-raises an exception a
        callback raised (after logging it; the member goes on). Use one iterator at a time.
        """
        while True:
            if self._changes:
                item = self._changes.popleft()
                if isinstance(item, BaseException):
                    raise item
                yield item
            elif self._ended.is_set():
                if self._failure is not None:
                    raise self._failure
                return
            else:
                self._changed.clear()
                await self._changed.wait()

    async def commit(self, offsets: Mapping[TopicPartition, OffsetAndMetadata]) -> None:
        """Commit ``offsets`` with the member's generation or epoch; raises
        :class:`CommitFailed` naming every partition the coordinator refused."""
        wanted = dict(offsets)
        for tp, offset in wanted.items():
            _check_partition(tp)
            if not isinstance(offset, OffsetAndMetadata):
                raise TypeError(f"the offset of {tp} is {offset!r}, not an OffsetAndMetadata")
        completed = await self.call(lambda machine, now: machine.commit(wanted, now), self._commits)
        if completed.errors:
            raise CommitFailed(completed.offsets, completed.errors)

    async def fetch_committed(
        self, partitions: Iterable[TopicPartition]
    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        """The committed offsets of ``partitions`` (None where nothing is committed); raises
        :class:`~kgroup_proto.client.BrokerError` with the coordinator's error."""
        wanted = list(partitions)
        for tp in wanted:
            _check_partition(tp)
        fetched = await self.call(
            lambda machine, now: machine.fetch_committed(wanted, now), self._fetches
        )
        if fetched.error is not ErrorCode.NONE:
            raise BrokerError(fetched.error, "OffsetFetch of the group's committed offsets")
        return dict(fetched.offsets)

    def apply(self, call: Callable[[MemberStateMachine, float], T]) -> T:
        """Make ``call`` on the machine now, between two steps of the loop, and return what it
        returns (what it raises reaches the caller, the loop goes on); the requests it produces
        go out at once. For calls that answer at once, such as a share member's
        ``acknowledge`` or ``poll``."""
        machine = self._live_machine()
        result = call(machine, _now())
        self._input(lambda now: None)  # the loop wakes and carries out what the call produced
        return result

    async def call(
        self,
        call: Callable[[MemberStateMachine, float], int],
        answers: dict[int, asyncio.Future[T]],
    ) -> T:
        """Feed ``call`` to the machine and wait for the notification that answers the handle it
        returns: whoever sees that notification resolves ``answers[handle]`` with
        :func:`answer_call` (the driver does for commits and offset fetches; an
        ``on_notification`` listener for its own)."""
        machine = self._live_machine()
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._calls.add(future)

        def feed(now: float) -> None:
            try:
                answers[call(machine, now)] = future
            except Exception as exc:
                if not future.done():
                    future.set_exception(exc)

        self._input(feed)
        try:
            return await future
        finally:
            self._calls.discard(future)

    def _live_machine(self) -> MemberStateMachine:
        """The machine, while a loop runs to feed it calls."""
        machine = self.machine
        if self._stopped:
            raise MemberClosed("the member is closed")
        if self._loop_task is None or self._loop_task.done():
            # Out of the group and nothing left in flight: no loop will feed the call.
            if isinstance(self._failure, ClientError):
                raise self._failure
            raise MemberClosed("the member has left the group")
        return machine

    # ------------------------------------------------------------------ the loop

    def _input(self, feed: Callable[[float], None], answers: int | None = None) -> None:
        self._inputs.append((answers, feed))
        self._wake.set()

    async def _run(self) -> None:
        machine = self.machine
        try:
            while True:
                await self._drain(machine)
                if machine.done and not self._requests and not self._inputs:
                    break
                await self._wait()
                self._step(machine)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            # A state machine that raises cannot be trusted with the group any more.
            log.exception("the group member stopped")
            self._end(exc)
            for future in self._calls:
                if not future.done():
                    future.set_exception(MemberClosed(f"the member stopped: {exc!r}"))
            return
        self._end(None)

    async def _wait(self) -> None:
        """Until an input is queued or the machine's next deadline passes."""
        machine = self.machine
        while not self._inputs:
            deadline = machine.next_deadline()
            timeout = None if deadline is None else (deadline - _now()) / 1000
            if timeout is not None and timeout <= 0:
                return
            self._wake.clear()
            try:
                async with asyncio.timeout(timeout):
                    await self._wake.wait()
            except TimeoutError:
                return

    def _step(self, machine: MemberStateMachine) -> None:
        """Feed one input, then fire the machine's timers if they are due."""
        now = _now()
        if self._inputs:
            answers, feed = self._inputs.popleft()
            if answers is not None:
                self._offset_requests.discard(answers)
            feed(now)
        deadline = machine.next_deadline()
        if deadline is not None and deadline <= now:
            machine.tick(now)

    async def _drain(self, machine: MemberStateMachine) -> None:
        """Carry out the machine's outputs in order, each notification before what follows."""
        while True:
            if not self._pending:
                self._pending.extend(machine.outputs())
                if not self._pending:
                    return
            output = self._pending.popleft()
            if isinstance(output, SendRequest):
                self._send(output)
            else:
                await self._notify(output)

    async def _notify(self, notification: Notification) -> None:
        self.history.append((time.time(), notification))
        if self.on_notification is not None:
            self.on_notification(notification)
        if isinstance(notification, CommitCompleted):
            answer_call(self._commits, notification.handle, notification)
        elif isinstance(notification, OffsetsFetched):
            answer_call(self._fetches, notification.handle, notification)
        elif isinstance(notification, MemberLeft):
            self._end(None)
        elif isinstance(notification, MemberFailed):
            self._end(MemberFailedError(notification.error, notification.detail))
        elif isinstance(notification, PartitionsAssigned):
            await self._change(notification, self.on_assigned)
        elif isinstance(notification, PartitionsRevoked):
            await self._change(notification, self.on_revoked)
        elif isinstance(notification, PartitionsLost):
            await self._change(notification, self.on_lost)

    async def _change(self, change: Change, callback: Callable[[Any], Any] | None) -> None:
        self._changes.append(change)
        self._changed.set()
        if callback is None:
            return
        try:
            result = callback(change)
            if inspect.isawaitable(result):
                await self._while_running(asyncio.ensure_future(result))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.exception("a rebalance callback raised")
            self._changes.append(exc)
            self._changed.set()

    async def _while_running(self, callback: asyncio.Future[Any]) -> None:
        """Serve an asynchronous callback until it returns, so that it can commit and fetch.

        Meanwhile the machine is fed only the application's calls and the answers to commits and
        offset fetches (sent for the callback or before it); other answers and the machine's
        timers wait until the callback returns, so that the machine moves on from the
        notification (to report a revocation, say) only once the application is done with it.
        Requests the calls produce go out at once, except
        membership requests, which wait in order with the notifications produced meanwhile.
        """
        machine = self.machine
        callback.add_done_callback(lambda _: self._wake.set())
        self._for_callback = set()
        try:
            while not callback.done():
                feed = self._callback_input()
                if feed is None:
                    self._wake.clear()
                    await self._wake.wait()
                    continue
                feed(_now())
                for output in machine.outputs():
                    if isinstance(output, SendRequest):
                        if output.body.API_KEY in MEMBERSHIP_APIS:
                            self._pending.append(output)
                        else:
                            self._for_callback.add(output.request_id)
                            self._send(output)
                    elif isinstance(output, CommitCompleted | OffsetsFetched):
                        await self._notify(output)
                    else:
                        self._pending.append(output)
        except BaseException:
            callback.cancel()
            raise
        finally:
            self._for_callback = None
        callback.result()

    def _callback_input(self) -> Callable[[float], None] | None:
        """The first queued input a running callback may see (see :meth:`_while_running`)."""
        assert self._for_callback is not None
        for index, (answers, feed) in enumerate(self._inputs):
            if answers is None:
                del self._inputs[index]
                return feed
            if answers in self._for_callback or answers in self._offset_requests:
                del self._inputs[index]
                self._offset_requests.discard(answers)
                return feed
        return None

    # ------------------------------------------------------------------ requests

    def _send(self, request: SendRequest) -> None:
        if request.body.API_KEY in OFFSET_APIS:
            self._offset_requests.add(request.request_id)
        task = asyncio.create_task(self._request(request))
        self._requests.add(task)

    async def _request(self, request: SendRequest) -> None:
        machine = self.machine
        request_id = request.request_id
        try:
            connection = await self._connection(request.destination)
            body = await connection.request(
                request.body, request.version, timeout=self._timeout(request.body)
            )
        except ClientError as exc:
            reason = str(exc)
            self._input(lambda now: machine.on_failure(request_id, reason, now), request_id)
        except Exception as exc:  # a body that does not encode in its version, say
            reason = f"{type(request.body).__name__} v{request.version} was not sent: {exc}"
            self._input(lambda now: machine.on_failure(request_id, reason, now), request_id)
        else:
            self._input(lambda now: machine.on_response(request_id, body, now), request_id)
        finally:
            task = asyncio.current_task()
            if task is not None:
                self._requests.discard(task)
            self._wake.set()

    async def _connection(self, node: Node | None) -> BrokerConnection:
        if node is None:
            return await self._admin.any_broker()
        return await self._admin.connection(node.host, node.port)

    def _timeout(self, body: Struct) -> float:
        if isinstance(body, JoinGroupRequest):
            return max(self.request_timeout, body.rebalance_timeout_ms / 1000 + JOIN_GROUP_LAPSE_S)
        return self.request_timeout

    # ------------------------------------------------------------------ endings

    def _end(self, failure: BaseException | None) -> None:
        """The member is out (``failure`` says why, None for an orderly end)."""
        if self._ended.is_set():
            return
        self._failure = failure
        self._ended.set()
        self._changed.set()


def _now() -> float:
    """The clock the state machines run on: monotonic milliseconds."""
    return time.monotonic() * 1000


def _check_partition(tp: object) -> None:
    """Refuse what is not a (topic, partition) pair before it reaches a request."""
    if not (
        isinstance(tp, tuple) and len(tp) == 2 and isinstance(tp[0], str) and isinstance(tp[1], int)
    ):
        raise TypeError(f"{tp!r} is not a (topic, partition) pair")


def answer_call(waiting: dict[int, asyncio.Future[T]], handle: int, answer: T) -> None:
    """Resolve the :meth:`GroupMember.call` waiting in ``waiting`` on ``handle`` with
    ``answer`` (a call already answered or given up is left alone)."""
    future = waiting.pop(handle, None)
    if future is not None and not future.done():
        future.set_result(answer)


__all__ = [
    "CLOSE_REASON",
    "answer_call",
    "Callback",
    "Change",
    "CommitFailed",
    "GroupMember",
    "MachineFactory",
    "MemberClosed",
    "MemberFailedError",
]
