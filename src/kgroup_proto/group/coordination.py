"""What both member state machines share: request ids, backoff, finding the coordinator, offsets.

Everything here is sans-IO like the state machines: the caller passes ``now_ms`` and carries out
the :class:`~kgroup_proto.group.events.SendRequest` it is handed.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping

import attrs

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.events import (
    CommitCompleted,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
    SendRequest,
    TopicPartition,
    by_topic,
)
from kgroup_proto.messages.find_coordinator_response import FindCoordinatorResponse
from kgroup_proto.messages.offset_commit_response import OffsetCommitResponse
from kgroup_proto.messages.offset_fetch_response import OffsetFetchResponse
from kgroup_proto.protocol.models import Node
from kgroup_proto.protocol.requests import (
    FIND_COORDINATOR,
    OFFSET_COMMIT,
    OFFSET_COMMIT_HIGHEST,
    OFFSET_FETCH,
    OFFSET_FETCH_HIGHEST,
    find_coordinator_request,
    offset_commit_request,
    offset_fetch_request,
    read_find_coordinator,
    read_offset_commit,
    read_offset_fetch,
)
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import Struct

#: How long a commit or an offset fetch keeps retrying retriable errors before it completes with
#: the last one (Java's ``default.api.timeout.ms``).
API_TIMEOUT_MS = 60_000


class RequestIds:
    """Request ids of one state machine: 1, 2, 3, ... never reused."""

    def __init__(self) -> None:
        self._next = itertools.count(1)

    def __call__(self) -> int:
        return next(self._next)


class Backoff:
    """Exponential backoff between retries, as Kafka's clients space them.

    The first retry waits ``initial_ms`` (``retry.backoff.ms``); each further one doubles, up to
    ``max_ms`` (``retry.backoff.max.ms``). Kafka adds 20 % random jitter; a state machine draws
    nothing at random, so these waits are exact.
    """

    def __init__(self, initial_ms: int, max_ms: int) -> None:
        self.initial_ms = initial_ms
        self.max_ms = max(initial_ms, max_ms)
        self.attempts = 0

    def next_wait_ms(self) -> float:
        """The wait before the next retry; counts the attempt."""
        wait = min(self.max_ms, self.initial_ms * (2 ** min(self.attempts, 30)))
        self.attempts += 1
        return float(wait)

    def reset(self) -> None:
        self.attempts = 0


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


class CoordinatorLookup:
    """Finds the group's coordinator with FindCoordinator and remembers it.

    ``request(now_ms)`` returns the lookup to send when none is known, none is in flight and the
    backoff after a failed lookup has passed. ``mark_dead`` forgets the coordinator (after
    NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE or a failed connection), so the next ``request``
    looks it up again, at once the first time and with backoff after failed lookups.
    """

    def __init__(
        self,
        group_id: str,
        broker_versions: Mapping[int, range],
        ids: RequestIds,
        backoff: Backoff,
    ) -> None:
        self.group_id = group_id
        self.version = negotiate(FIND_COORDINATOR, broker_versions)
        self.coordinator: Node | None = None
        #: the error of the last failed lookup (NONE when it succeeded or none failed yet)
        self.last_error: ErrorCode = ErrorCode.NONE
        self._ids = ids
        self._backoff = backoff
        self._in_flight: int | None = None
        self._retry_at: float | None = None

    @property
    def in_flight(self) -> bool:
        return self._in_flight is not None

    def owns(self, request_id: int) -> bool:
        """True when ``request_id`` is this lookup's request (answer it here)."""
        return request_id == self._in_flight

    def request(self, now_ms: float) -> SendRequest | None:
        """The FindCoordinator to send now, if one is due."""
        if self.coordinator is not None or self._in_flight is not None:
            return None
        if self._retry_at is not None and now_ms < self._retry_at:
            return None
        self._retry_at = None
        self._in_flight = self._ids()
        body = find_coordinator_request(self.group_id, self.version)
        return SendRequest(self._in_flight, body, self.version, None)

    def on_response(self, request_id: int, body: Struct, now_ms: float) -> ErrorCode:
        """Read the answer; returns its error code (NONE: ``coordinator`` is set).

        A retriable error schedules the next lookup after backoff; the caller decides what a
        non-retriable one (GROUP_AUTHORIZATION_FAILED, INVALID_REQUEST, ...) means.
        """
        assert request_id == self._in_flight
        self._in_flight = None
        if not isinstance(body, FindCoordinatorResponse):
            return self._failed(ErrorCode.UNKNOWN_SERVER_ERROR, now_ms)
        code, _message, node = read_find_coordinator(body, self.version)
        if code != ErrorCode.NONE:
            return self._failed(ErrorCode(code), now_ms)
        self.coordinator = node
        self.last_error = ErrorCode.NONE
        self._backoff.reset()
        return ErrorCode.NONE

    def on_failure(self, request_id: int, now_ms: float) -> None:
        """The lookup got no answer: try again after backoff."""
        assert request_id == self._in_flight
        self._in_flight = None
        self._failed(ErrorCode.NETWORK_EXCEPTION, now_ms)

    def mark_dead(self) -> None:
        """Forget the coordinator; the next ``request`` looks it up again."""
        self.coordinator = None

    def next_deadline(self) -> float | None:
        """When a lookup waiting out its backoff becomes due."""
        if self.coordinator is None and self._in_flight is None:
            return self._retry_at
        return None

    def _failed(self, code: ErrorCode, now_ms: float) -> ErrorCode:
        self.last_error = code
        self._retry_at = now_ms + self._backoff.next_wait_ms()
        return code


# ----------------------------------------------------------------------------- offsets


def commit_version(broker_versions: Mapping[int, range]) -> int:
    """The OffsetCommit version a member sends (the newest that still names topics)."""
    return negotiate(OFFSET_COMMIT, broker_versions, OFFSET_COMMIT_HIGHEST)


def fetch_version(broker_versions: Mapping[int, range]) -> int:
    """The OffsetFetch version a member sends (the newest that still names topics)."""
    return negotiate(OFFSET_FETCH, broker_versions, OFFSET_FETCH_HIGHEST)


def build_commit(
    group_id: str,
    offsets: Mapping[TopicPartition, OffsetAndMetadata],
    *,
    generation_or_epoch: int,
    member_id: str,
    group_instance_id: str | None,
) -> Struct:
    """An OffsetCommit from a group member (its generation or member epoch and id)."""
    return offset_commit_request(
        group_id,
        {tp: (o.offset, o.leader_epoch, o.metadata) for tp, o in offsets.items()},
        generation_or_epoch=generation_or_epoch,
        member_id=member_id,
        group_instance_id=group_instance_id,
    )


def read_commit(body: Struct, offsets: Iterable[TopicPartition]) -> dict[TopicPartition, ErrorCode]:
    """The partitions the coordinator refused, with its error; a partition of ``offsets`` the
    answer leaves out counts as UNKNOWN_SERVER_ERROR (the commit cannot be known to hold)."""
    if not isinstance(body, OffsetCommitResponse):
        return dict.fromkeys(offsets, ErrorCode.UNKNOWN_SERVER_ERROR)
    answered = read_offset_commit(body)
    errors: dict[TopicPartition, ErrorCode] = {}
    for tp in offsets:
        code = answered.get(tp, ErrorCode.UNKNOWN_SERVER_ERROR)
        if code != ErrorCode.NONE:
            errors[tp] = code
    return errors


def build_fetch(
    group_id: str,
    partitions: Iterable[TopicPartition],
    version: int,
    *,
    member_id: str | None = None,
    member_epoch: int = -1,
) -> Struct:
    """An OffsetFetch of ``partitions`` that waits out pending transactional commits (v7+), as
    Kafka's consumer asks (``require_stable``); v9 carries the KIP-848 member id and epoch."""
    return offset_fetch_request(
        group_id,
        by_topic(set(partitions)),
        version,
        member_id=member_id,
        member_epoch=member_epoch,
        require_stable=version >= 7,
    )


def read_fetch(
    body: Struct, group_id: str, version: int, partitions: Iterable[TopicPartition]
) -> tuple[ErrorCode, dict[TopicPartition, OffsetAndMetadata | None]]:
    """(error, committed offsets) of an OffsetFetch: the group's error, else the first
    partition error; None where nothing is committed (offset -1)."""
    wanted = set(partitions)
    if not isinstance(body, OffsetFetchResponse):
        return ErrorCode.UNKNOWN_SERVER_ERROR, {}
    code, fetched = read_offset_fetch(body, group_id, version)
    if code != ErrorCode.NONE:
        return code, {}
    result: dict[TopicPartition, OffsetAndMetadata | None] = dict.fromkeys(wanted)
    for p in fetched:
        if p.error != ErrorCode.NONE:
            return p.error, {}
        tp = (p.topic, p.partition)
        if tp in wanted and p.offset >= 0:
            result[tp] = OffsetAndMetadata(p.offset, p.metadata or "", p.leader_epoch)
    return ErrorCode.NONE, result


__all__ = [
    "API_TIMEOUT_MS",
    "Backoff",
    "CoordinatorLookup",
    "RequestIds",
    "build_commit",
    "build_fetch",
    "commit_version",
    "fetch_version",
    "read_commit",
    "read_fetch",
]
