"""The commits and offset fetches a member owes the application an answer to.

Sans-IO like the member state machines: the caller passes ``now_ms``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Protocol

import attrs

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.backoff import Backoff
from kgroup_proto.group.coordinator_lookup import CoordinatorLookup
from kgroup_proto.group.events import (
    CommitCompleted,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
    SendRequest,
    TopicPartition,
)
from kgroup_proto.group.offset_requests import read_commit, read_fetch
from kgroup_proto.group.request_ids import RequestIds
from kgroup_proto.runtime import Struct

#: How long a commit or an offset fetch keeps retrying retriable errors before it completes with
#: the last one (Java's ``default.api.timeout.ms``).
API_TIMEOUT_MS = 60_000


@attrs.define(eq=False, kw_only=True)
class _Call:
    """What a commit and an offset fetch both keep while the application waits for them."""

    #: What the call returned to the application, and its answer carries.
    handle: int
    #: When retrying stops (``default.api.timeout.ms`` after the call).
    deadline: float
    backoff: Backoff
    retry_at: float = 0.0
    #: The request in flight, if one is.
    request_id: int | None = None
    #: KIP-848: held until the next heartbeat brings a newer member epoch (STALE_MEMBER_EPOCH).
    waits_for_heartbeat: bool = False
    #: The generation (classic) or member epoch (KIP-848) the last request went with.
    sent_in: object = None


@attrs.define(eq=False, kw_only=True)
class CommitCall(_Call):
    """One :meth:`commit` of the application, from the call until its :class:`CommitCompleted`."""

    offsets: dict[TopicPartition, OffsetAndMetadata]
    #: The last answer's errors, which the call completes with if it cannot retry any more.
    errors: dict[TopicPartition, ErrorCode] = attrs.Factory(dict)


@attrs.define(eq=False, kw_only=True)
class FetchCall(_Call):
    """One :meth:`fetch_committed` of the application, until its :class:`OffsetsFetched`."""

    partitions: frozenset[TopicPartition]
    #: The OffsetFetch version the request went with (how to read its answer).
    version: int = 0
    #: The last answer's error, which the call completes with if it cannot retry any more.
    error: ErrorCode = ErrorCode.NONE


OffsetCall = CommitCall | FetchCall


class OffsetCalls:
    """The commits and offset fetches a member owes the application an answer to.

    Both member state machines keep them here: each call is answered exactly once, with its
    result, its last error when it stops retrying, or REQUEST_TIMED_OUT when its deadline passes
    without an answer. The member decides when a call is sent and how an error is handled;
    ``emit`` takes the answers (the member's output queue).
    """

    def __init__(self, emit: Callable[[Output], None], backoff: Callable[[], Backoff]) -> None:
        self._emit = emit
        self._backoff = backoff
        self._commits: list[CommitCall] = []
        self._fetches: list[FetchCall] = []

    def __iter__(self) -> Iterator[OffsetCall]:
        """Every call not answered yet, commits first (a copy: calls may end while iterating)."""
        return iter([*self._commits, *self._fetches])

    def add_commit(
        self,
        handle: int,
        offsets: Mapping[TopicPartition, OffsetAndMetadata],
        now_ms: float,
        refuse: ErrorCode | None = None,
    ) -> None:
        """A new commit; answered at once when empty, or with ``refuse`` for every partition."""
        call = CommitCall(
            handle=handle,
            offsets=dict(offsets),
            deadline=now_ms + API_TIMEOUT_MS,
            backoff=self._backoff(),
        )
        if not call.offsets:
            self._emit(CommitCompleted(handle, {}, {}))
        elif refuse is not None:
            self.complete_commit(call, dict.fromkeys(call.offsets, refuse))
        else:
            self._commits.append(call)

    def add_fetch(
        self,
        handle: int,
        partitions: Iterable[TopicPartition],
        now_ms: float,
        refuse: ErrorCode | None = None,
    ) -> None:
        """A new offset fetch; answered at once when empty, or with ``refuse``."""
        call = FetchCall(
            handle=handle,
            partitions=frozenset(partitions),
            deadline=now_ms + API_TIMEOUT_MS,
            backoff=self._backoff(),
        )
        if not call.partitions:
            self._emit(OffsetsFetched(handle, {}))
        elif refuse is not None:
            self._emit(OffsetsFetched(handle, {}, refuse))
        else:
            self._fetches.append(call)

    def sent_as(self, request_id: int) -> OffsetCall | None:
        """The call whose request this is, if any."""
        for call in self:
            if call.request_id == request_id:
                return call
        return None

    def any_unsent(self) -> bool:
        return any(call.request_id is None for call in self)

    def deadlines(self) -> list[float]:
        """When calls waiting to be sent time out."""
        return [call.deadline for call in self if call.request_id is None]

    def expire(self, now_ms: float) -> None:
        """Answer the calls waiting to be sent whose deadline has passed."""
        for call in self:
            if call.request_id is None and call.deadline <= now_ms:
                self.finish(call)

    def finish(self, call: OffsetCall) -> None:
        """Answer a call with its last error (REQUEST_TIMED_OUT if it never got one)."""
        if isinstance(call, CommitCall):
            errors = call.errors or dict.fromkeys(call.offsets, ErrorCode.REQUEST_TIMED_OUT)
            self.complete_commit(call, errors)
        else:
            if call in self._fetches:
                self._fetches.remove(call)
            error = call.error if call.error is not ErrorCode.NONE else ErrorCode.REQUEST_TIMED_OUT
            self._emit(OffsetsFetched(call.handle, {}, error))

    def complete_commit(self, call: CommitCall, errors: Mapping[TopicPartition, ErrorCode]) -> None:
        """Answer a commit with these errors (empty: every offset committed)."""
        if call in self._commits:
            self._commits.remove(call)
        self._emit(CommitCompleted(call.handle, call.offsets, dict(errors)))

    def fetched(
        self, call: FetchCall, offsets: Mapping[TopicPartition, OffsetAndMetadata | None]
    ) -> None:
        """Answer an offset fetch with the committed offsets."""
        self._fetches.remove(call)
        self._emit(OffsetsFetched(call.handle, offsets))

    def lost(self, call: OffsetCall) -> None:
        """The request got no answer: NETWORK_EXCEPTION is the call's last error."""
        call.request_id = None
        if isinstance(call, CommitCall):
            call.errors = dict.fromkeys(call.offsets, ErrorCode.NETWORK_EXCEPTION)
        else:
            call.error = ErrorCode.NETWORK_EXCEPTION

    def end(self) -> None:
        """The member is done: calls waiting to be sent are answered now, with their last error
        or UNKNOWN_MEMBER_ID."""
        for call in self:
            if call.request_id is None:
                if isinstance(call, CommitCall) and not call.errors:
                    call.errors = dict.fromkeys(call.offsets, ErrorCode.UNKNOWN_MEMBER_ID)
                if isinstance(call, FetchCall) and call.error is ErrorCode.NONE:
                    call.error = ErrorCode.UNKNOWN_MEMBER_ID
                self.finish(call)


class CallStep(enum.Enum):
    """What becomes of a commit or an offset fetch after an error, as its member decides."""

    #: Send again after the call's backoff.
    RETRY = "retry"
    #: Forget the coordinator, look it up again, send again after the call's backoff.
    REDISCOVER = "rediscover"
    #: Send again at once (KIP-848: the member epoch moved on since the request went out).
    RETRY_NOW = "retry now"
    #: Send again once the next heartbeat brings a newer member epoch (KIP-848).
    WAIT_FOR_HEARTBEAT = "wait for heartbeat"
    #: Complete the call with its last error.
    FINISH = "finish"


class OffsetCallOwner(Protocol):
    """What differs between members in sending commits and offset fetches: how a request is
    stamped (generation or member epoch) and how each error is reacted to (each member's error
    table). Every other part of a call's life is :class:`OffsetCallCore`'s."""

    @property
    def done(self) -> bool: ...

    def _offset_request(self, call: OffsetCall) -> tuple[Struct, int] | ErrorCode:
        """The request (body, version) to send for ``call`` now, stamped with what the member
        holds; or, for a commit the member cannot send, the error to complete it with."""
        ...

    def _commit_step(self, call: CommitCall) -> CallStep:
        """What to do after the commit's answer refused some partitions (``call.errors``)."""
        ...

    def _fetch_step(self, call: FetchCall) -> CallStep:
        """What to do after the fetch's answer failed with ``call.error``."""
        ...

    def _commit_failed(self, call: CommitCall) -> None:
        """A commit completed with errors it does not retry: what that means for the member."""
        ...


class OffsetCallCore(OffsetCalls):
    """The life of every commit and offset fetch of one member, from the call to its answer:
    when it is sent, to which coordinator and with which request id, how its answer is read,
    and how it is retried; the ``owner`` stamps each request and decides each error."""

    def __init__(
        self,
        owner: OffsetCallOwner,
        emit: Callable[[Output], None],
        backoff: Callable[[], Backoff],
        ids: RequestIds,
        lookup: CoordinatorLookup,
    ) -> None:
        super().__init__(emit, backoff)
        self._owner = owner
        self._send = emit
        self._ids = ids
        self._lookup = lookup
        self._group_id = lookup.group_id

    def due(self, call: OffsetCall) -> float | None:
        """When ``call`` is sent next; None while it cannot be."""
        if self._owner.done or call.request_id is not None or call.waits_for_heartbeat:
            return None
        if self._lookup.coordinator is None:
            return None
        return call.retry_at

    def times(self) -> list[float]:
        """Every time a call waits for: its deadline while unsent, its next sending."""
        times = self.deadlines()
        for call in self:
            due = self.due(call)
            if due is not None:
                times.append(due)
        return times

    def send_due(self, now: float) -> None:
        """Send every call that is due at ``now``, commits first."""
        for call in self:
            due = self.due(call)
            if due is not None and due <= now:
                self._send_call(call)

    def _send_call(self, call: OffsetCall) -> None:
        coordinator = self._lookup.coordinator
        assert coordinator is not None
        request = self._owner._offset_request(call)
        if isinstance(request, ErrorCode):
            assert isinstance(call, CommitCall)
            self.complete_commit(call, dict.fromkeys(call.offsets, request))
            return
        body, version = request
        if isinstance(call, FetchCall):
            call.version = version
        call.request_id = self._ids()
        self._send(SendRequest(call.request_id, body, version, coordinator))

    def answered(self, call: OffsetCall, body: Struct, now: float) -> None:
        """The answer to ``call``'s request."""
        call.request_id = None
        if isinstance(call, CommitCall):
            errors = read_commit(body, call.offsets)
            if not errors:
                self.complete_commit(call, {})
                return
            call.errors = errors
            step = CallStep.FINISH if self._owner.done else self._owner._commit_step(call)
        else:
            code, offsets = read_fetch(body, self._group_id, call.version, call.partitions)
            if code is ErrorCode.NONE:
                self.fetched(call, offsets)
                return
            call.error = code
            step = CallStep.FINISH if self._owner.done else self._owner._fetch_step(call)
        self._take(call, step, now)
        if step is CallStep.FINISH and isinstance(call, CommitCall) and not self._owner.done:
            self._owner._commit_failed(call)

    def failed(self, call: OffsetCall, now: float) -> None:
        """No answer: the coordinator may be gone; look it up again and retry after backoff."""
        self.lost(call)
        self._take(call, CallStep.FINISH if self._owner.done else CallStep.REDISCOVER, now)

    def _take(self, call: OffsetCall, step: CallStep, now: float) -> None:
        if step is CallStep.FINISH:
            self.finish(call)
        elif step is CallStep.RETRY_NOW:
            call.retry_at = now
        elif step is CallStep.WAIT_FOR_HEARTBEAT:
            call.waits_for_heartbeat = True
        else:
            if step is CallStep.REDISCOVER:
                self._lookup.mark_dead()
            call.retry_at = now + call.backoff.next_wait_ms()


__all__ = [
    "API_TIMEOUT_MS",
    "CallStep",
    "CommitCall",
    "FetchCall",
    "OffsetCall",
    "OffsetCallCore",
    "OffsetCallOwner",
    "OffsetCalls",
]
