"""What every group member does the same way, whichever protocol it speaks.

:class:`MemberCore` is the base of both member state machines (classic and KIP-848): it hands
out request ids and matches answers and failures to the request they belong to, finds the
coordinator, keeps the commits and offset fetches (:class:`~.offset_calls.OffsetCallCore`),
queues the outputs and ends the member. How a member stands towards its end is one value, its
presence (:class:`Staying`, :class:`Leaving` with the leave's reason and request, :class:`Ended`),
changed in one place by the transitions of :data:`PRESENCE_TRANSITIONS`. A member adds its own
requests with :meth:`MemberCore._send` and fills in the hooks: what it sends when
(``_pump_metadata``, ``_pump_membership``), its timers and deadlines, and how its error tables read
a lookup error or stamp a commit (the :class:`~.offset_calls.OffsetCallOwner` methods).

Sans-IO like the members: every input carries ``now_ms``; outputs are read with
:meth:`MemberCore.outputs`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping

import attrs

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.backoff import Backoff
from kgroup_proto.group.coordinator_lookup import CoordinatorLookup
from kgroup_proto.group.events import (
    MemberFailed,
    MemberLeft,
    OffsetAndMetadata,
    Output,
    SendRequest,
    TopicPartition,
)
from kgroup_proto.group.offset_calls import (
    CallStep,
    CommitCall,
    FetchCall,
    OffsetCall,
    OffsetCallCore,
)
from kgroup_proto.group.request_ids import RequestIds
from kgroup_proto.protocol.models import Node
from kgroup_proto.runtime import Struct

#: What to do with the answer to one of the member's requests, and with its failure.
Answered = Callable[[Struct, float], None]
Lost = Callable[[float], None]


@attrs.frozen
class Staying:
    """In the group, or on the way in: the application has not asked the member to leave."""


@attrs.define
class Leaving:
    """The application asked the member to leave: it gives up its partitions, then sends the
    leave request once (or finishes without one when the coordinator cannot know it)."""

    reason: str | None
    #: The leave request once it has gone out; None before.
    request_id: int | None = None


@attrs.frozen
class Ended:
    """Nothing more is sent: the member left, or failed."""

    failed: bool


#: How a member stands towards its end; :meth:`MemberCore._move_presence` makes every change.
Presence = Staying | Leaving | Ended
STAYING = Staying()
#: Every change of presence: a member leaves or fails while in the group, and fails or ends
#: its leave while leaving; an ended member stays ended.
PRESENCE_TRANSITIONS: dict[type[Presence], frozenset[type[Presence]]] = {
    Staying: frozenset({Leaving, Ended}),
    Leaving: frozenset({Ended}),
    Ended: frozenset(),
}


class MemberCore:
    """The plumbing both member state machines share (see the module docstring)."""

    def __init__(
        self,
        group_id: str,
        broker_versions: Mapping[int, range],
        retry_backoff_ms: int,
        retry_backoff_max_ms: int,
    ) -> None:
        self._retry_backoff = (retry_backoff_ms, retry_backoff_max_ms)
        self._ids = RequestIds()
        self._lookup = CoordinatorLookup(group_id, broker_versions, self._ids, self._backoff())
        self._handles = itertools.count(1)
        self._out: list[Output] = []
        self._now = 0.0
        self._gate = False  # a notification that membership requests must follow
        self._presence: Presence = STAYING
        #: request id -> what to do with its answer, and with its failure
        self._expected: dict[int, tuple[Answered, Lost]] = {}
        self._offset_calls = OffsetCallCore(
            self, self._out_append, self._backoff, self._ids, self._lookup
        )

    # ------------------------------------------------------------------ properties

    @property
    def coordinator(self) -> Node | None:
        return self._lookup.coordinator

    @property
    def done(self) -> bool:
        return self._done

    @property
    def _done(self) -> bool:
        return isinstance(self._presence, Ended)

    @property
    def _leaving(self) -> bool:
        return isinstance(self._presence, Leaving)

    @property
    def _leave_sent(self) -> bool:
        """The leave request went out (or the member ended): the coordinator has let it go."""
        presence = self._presence
        return isinstance(presence, Ended) or (
            isinstance(presence, Leaving) and presence.request_id is not None
        )

    # ------------------------------------------------------------------ application calls

    def commit(self, offsets: Mapping[TopicPartition, OffsetAndMetadata], now_ms: float) -> int:
        """Commit ``offsets``; :class:`~.events.CommitCompleted` answers the handle."""
        handle = next(self._handles)
        self._offset_calls.add_commit(handle, offsets, now_ms, self._commit_refusal())
        self._pump(now_ms)
        return handle

    def fetch_committed(self, partitions: Iterable[TopicPartition], now_ms: float) -> int:
        """The committed offsets of ``partitions``; :class:`OffsetsFetched` answers the handle."""
        handle = next(self._handles)
        refuse = ErrorCode.UNKNOWN_MEMBER_ID if self._done else None
        self._offset_calls.add_fetch(handle, partitions, now_ms, refuse)
        self._pump(now_ms)
        return handle

    # ------------------------------------------------------------------ driver calls

    def tick(self, now_ms: float) -> None:
        self._pump(now_ms)

    def on_response(self, request_id: int, body: Struct, now_ms: float) -> None:
        self._now = now_ms
        self._timers(now_ms)
        if self._lookup.owns(request_id):
            code = self._lookup.on_response(request_id, body, now_ms)
            if code is ErrorCode.NONE:
                self._coordinator_found(now_ms)
            else:
                self._lookup_failed(code)
        elif request_id in self._expected:
            answered, _lost = self._expected.pop(request_id)
            answered(body, now_ms)
        else:
            call = self._offset_calls.sent_as(request_id)
            if call is not None:
                self._offset_calls.answered(call, body, now_ms)
        self._pump(now_ms)

    def on_failure(self, request_id: int, reason: str, now_ms: float) -> None:
        self._now = now_ms
        self._timers(now_ms)
        if self._lookup.owns(request_id):
            self._lookup.on_failure(request_id, now_ms)
        elif request_id in self._expected:
            _answered, lost = self._expected.pop(request_id)
            lost(now_ms)
        else:
            call = self._offset_calls.sent_as(request_id)
            if call is not None:
                self._offset_calls.failed(call, now_ms)
        self._pump(now_ms)

    def outputs(self) -> list[Output]:
        out, self._out = self._out, []
        self._gate = False
        return out

    def next_deadline(self) -> float | None:
        if self._done:
            return None
        times = [t for t in self._deadlines() if t is not None]
        if self._coordinator_wanted():
            retry = self._lookup.next_deadline()
            if retry is not None:
                times.append(retry)
        times += self._offset_calls.times()
        return min(times, default=None)

    def check_invariants(self) -> None:
        """Raise AssertionError unless the member's state hangs together (for tests: call it
        after every input)."""
        own = self._requests_in_flight()
        assert len(own) == len(self._expected), "requests in flight without a dispatch, or back"
        sent = [call.request_id for call in self._offset_calls if call.request_id is not None]
        assert not set(sent) & set(self._expected), "a request id dispatched twice"
        assert self._lookup.coordinator is None or not self._lookup.in_flight
        assert not self._gate or self._out, "waiting for a notification that is not queued"
        presence = self._presence
        if isinstance(presence, Leaving) and presence.request_id is not None:
            assert presence.request_id in self._expected, "a leave request without a dispatch"
        if self._done:
            assert not self._offset_calls.any_unsent(), "a call unanswered after the end"

    # ------------------------------------------------------------------ sending

    def _pump(self, now: float) -> None:
        """Send whatever is due at ``now``: lookup, metadata, offsets, then membership."""
        self._now = now
        if self._done:
            return
        self._offset_calls.expire(now)
        self._timers(now)
        if self._done:
            return
        if self._coordinator_wanted():
            lookup = self._lookup.request(now)
            if lookup is not None:
                self._out.append(lookup)
        self._pump_metadata(now)
        self._offset_calls.send_due(now)
        if self._done:
            return
        self._pump_membership(now)

    def _send(
        self,
        body: Struct,
        version: int,
        destination: Node | None,
        answered: Answered,
        lost: Lost,
    ) -> int:
        """Send a request of the member's own; its answer goes to ``answered``, its failure to
        ``lost``. Returns its request id."""
        request_id = self._ids()
        self._expected[request_id] = (answered, lost)
        self._out.append(SendRequest(request_id, body, version, destination))
        return request_id

    def _coordinator_wanted(self) -> bool:
        if self._done or self._lookup.coordinator is not None:
            return False
        return self._offset_calls.any_unsent() or self._wants_group()

    # ------------------------------------------------------------------ endings

    def _lookup_failed(self, code: ErrorCode) -> None:
        if not self._done and self._lookup_fatal(code):
            self._fail(code, f"FindCoordinator failed with {code.describe()}")

    def _start_leaving(self, reason: str | None) -> bool:
        """Begin leaving; False when the member is already leaving or has ended."""
        if not isinstance(self._presence, Staying):
            return False
        self._move_presence(Leaving(reason))
        return True

    def _finish_leave(self) -> None:
        presence = self._presence
        if isinstance(presence, Ended):
            return
        self._out.append(MemberLeft(presence.reason if isinstance(presence, Leaving) else None))
        self._end(failed=False)

    def _fail(self, code: ErrorCode, detail: str) -> None:
        if self._done:
            return
        self._lose_all()
        self._out.append(MemberFailed(code, detail))
        self._end(failed=True)

    def _end(self, *, failed: bool) -> None:
        """Nothing more is sent; calls that were waiting to be sent complete now."""
        self._move_presence(Ended(failed))
        self._ended()
        self._offset_calls.end()

    def _move_presence(self, presence: Presence) -> None:
        """The one place the presence changes."""
        if type(presence) not in PRESENCE_TRANSITIONS[type(self._presence)]:
            raise AssertionError(f"a member does not go from {self._presence} to {presence}")
        self._presence = presence

    def _notify(self, notification: Output) -> None:
        """A notification that membership requests must follow: they wait until it has been
        drained from :meth:`outputs`."""
        self._out.append(notification)
        self._gate = True

    def _out_append(self, output: Output) -> None:
        self._out.append(output)

    def _backoff(self) -> Backoff:
        return Backoff(*self._retry_backoff)

    # ------------------------------------------------------------------ what a member fills in

    def _timers(self, now: float) -> None:
        """Deadlines of the member's own that passed before whatever input comes now."""

    def _deadlines(self) -> Iterable[float | None]:
        """When the member's own requests and timers are due."""
        return ()

    def _pump_metadata(self, now: float) -> None:
        """Send the member's Metadata request if it is due (before offsets)."""

    def _pump_membership(self, now: float) -> None:
        """Send the member's membership requests that are due (after offsets)."""

    def _requests_in_flight(self) -> list[object]:
        """The member's own requests in flight (what :meth:`_send` sent, not answered yet)."""
        raise NotImplementedError

    def _wants_group(self) -> bool:
        """True while the member wants to be in the group (so needs its coordinator)."""
        raise NotImplementedError

    def _coordinator_found(self, now: float) -> None:
        """The lookup found the coordinator."""

    def _lookup_fatal(self, code: ErrorCode) -> bool:
        """True when the member's table makes this FindCoordinator error fatal."""
        raise NotImplementedError

    def _commit_refusal(self) -> ErrorCode | None:
        """The error a new commit is refused with at once, if any."""
        return ErrorCode.UNKNOWN_MEMBER_ID if self._done else None

    def _lose_all(self) -> None:
        """The member fails: the partitions it owns are lost."""
        raise NotImplementedError

    def _ended(self) -> None:
        """The member has left or failed."""

    def _offset_request(self, call: OffsetCall) -> tuple[Struct, int] | ErrorCode:
        raise NotImplementedError

    def _commit_step(self, call: CommitCall) -> CallStep:
        raise NotImplementedError

    def _fetch_step(self, call: FetchCall) -> CallStep:
        raise NotImplementedError

    def _commit_failed(self, call: CommitCall) -> None:
        """A commit completed with errors it does not retry: what that means for the member."""


__all__ = ["MemberCore"]
