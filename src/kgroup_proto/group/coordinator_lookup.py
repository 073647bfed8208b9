"""Finding a group's coordinator (FindCoordinator), sans-IO: the caller passes ``now_ms`` and
carries out the :class:`~kgroup_proto.group.events.SendRequest` it is handed."""

from __future__ import annotations

from collections.abc import Mapping

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.backoff import Backoff
from kgroup_proto.group.events import SendRequest
from kgroup_proto.group.request_ids import RequestIds
from kgroup_proto.messages.find_coordinator_response import FindCoordinatorResponse
from kgroup_proto.protocol.models import Node
from kgroup_proto.protocol.requests import (
    FIND_COORDINATOR,
    find_coordinator_request,
    read_find_coordinator,
)
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import Struct


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


__all__ = ["CoordinatorLookup"]
