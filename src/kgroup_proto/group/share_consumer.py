"""A share-group (KIP-932) consumer on asyncio: :class:`ShareConsumer`.

It runs the sans-IO :class:`~.share.ShareMember` on the same loop and request machinery as
:class:`~.driver.GroupMember` (one driver, one loop): the member joins, fetches through share
sessions and acknowledges; this class turns its ``RecordsDelivered`` into an asynchronous
iterator of :class:`~.events.ShareRecord` and its calls into methods::

    async with ShareConsumer("127.0.0.1:9092", group_id="g", topics=["orders"]) as consumer:
        async for record in consumer:
            print(record.offset, record.value)

Asking for the next record once every record delivered so far was handed out is the member's
``poll``: in implicit mode the records handed out are accepted first; in explicit mode it raises
:class:`~.share.ShareStateError` while a handed-out record waits for :meth:`acknowledge`.
Acknowledgements ride on the next ShareFetch to the record's leader, or go at once with
:meth:`commit` (which waits for the broker's verdict) and :meth:`commit_async`.

A delivery is handed out one record at a time, so the member runs in explicit mode whatever the
consumer's mode: the implicit consumer accepts, on the member's behalf, exactly the records it
handed out. Records delivered but not handed out when the consumer closes are not acknowledged,
and the broker, as the share session closes, gives them to the group again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal

from kgroup_proto.client.connection import DEFAULT_CLIENT_ID
from kgroup_proto.client.errors import ClientError
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.config import ShareConfig
from kgroup_proto.group.driver import CLOSE_REASON, GroupMember, MemberClosed, answer_call
from kgroup_proto.group.events import (
    AcknowledgementRefused,
    AcknowledgementsCompleted,
    AcknowledgeType,
    MemberFailed,
    MemberLeft,
    MemberStateMachine,
    Notification,
    RecordsDelivered,
    ShareCommitCompleted,
    ShareRecord,
    TopicPartition,
)
from kgroup_proto.group.share import ShareMember, ShareStateError

log = logging.getLogger(__name__)

#: ``share.acknowledgement.mode``
AcknowledgementMode = Literal["implicit", "explicit"]
#: Sees the outcome of every acknowledgement: the broker's verdict per partition, or the
#: member's refusal to send it (the record's lock lapsed, its session ended).
AcknowledgementCallback = Callable[[AcknowledgementsCompleted | AcknowledgementRefused], None]


class ShareConsumer:
    """A member of a share group that hands out the records it acquires (module docstring).

    ``settings`` are :class:`~.config.ShareConfig` fields (``max_records``, ``max_wait_ms``,
    ``rack_id``, ...); the member id is a fresh UUID unless ``member_id`` is given.
    ``on_acknowledged`` sees every acknowledgement's outcome (Kafka's acknowledgement commit
    callback). Timeouts are in seconds, as for :class:`~.driver.GroupMember`.
    """

    def __init__(
        self,
        bootstrap: str | Sequence[str],
        *,
        group_id: str,
        topics: Iterable[str],
        acknowledgement_mode: AcknowledgementMode = "implicit",
        on_acknowledged: AcknowledgementCallback | None = None,
        client_id: str = DEFAULT_CLIENT_ID,
        connect_timeout: float = 10.0,
        request_timeout: float = 30.0,
        close_timeout: float = 30.0,
        **settings: Any,
    ) -> None:
        if acknowledgement_mode not in ("implicit", "explicit"):
            raise ValueError(
                f"acknowledgement_mode is 'implicit' or 'explicit', not {acknowledgement_mode!r}"
            )
        names = [topics] if isinstance(topics, str) else list(topics)
        if not names or any(not isinstance(n, str) or not n for n in names):
            raise ValueError(f"topics must be non-empty topic names, not {names!r}")
        settings.setdefault("member_id", str(uuid.uuid4()))
        self.acknowledgement_mode = acknowledgement_mode
        self.config = ShareConfig(
            group_id=group_id, client_id=client_id, explicit_acks=True, **settings
        )
        self.topics = tuple(names)
        self.on_acknowledged = on_acknowledged
        self._share: ShareMember | None = None
        self._member = GroupMember(
            bootstrap,
            self._build,
            client_id=client_id,
            connect_timeout=connect_timeout,
            request_timeout=request_timeout,
            close_timeout=close_timeout,
            on_notification=self._notified,
        )
        self._records: deque[ShareRecord] = deque()
        self._arrived = asyncio.Event()
        self._handed_out: list[ShareRecord] = []  # since the last poll
        self._commits: dict[int, asyncio.Future[ShareCommitCompleted]] = {}

    def _build(self, versions: Mapping[int, range], now_ms: float) -> MemberStateMachine:
        member = ShareMember(self.config, versions)
        member.subscribe(self.topics, now_ms)
        self._share = member
        return member

    # ------------------------------------------------------------------ state

    @property
    def member(self) -> GroupMember:
        """The driver underneath (its ``history`` holds every notification, in order)."""
        return self._member

    @property
    def member_id(self) -> str:
        return self.config.member_id

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        """The partitions the coordinator assigned to this member (others may read them too)."""
        return self._member.assignment

    @property
    def done(self) -> bool:
        """True once the member has left, failed, or was closed."""
        return self._member.done

    def _machine(self) -> ShareMember:
        if self._share is None:
            raise MemberClosed("the share consumer has not started")
        return self._share

    # ------------------------------------------------------------------ life cycle

    async def __aenter__(self) -> ShareConsumer:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def start(self) -> None:
        """Connect to the first bootstrap broker that answers and join the group."""
        await self._member.start()

    async def close(self, reason: str = CLOSE_REASON) -> None:
        """Acknowledge (implicit mode: accept what was handed out; explicit mode: send what was
        acknowledged; the rest goes back to the group), close every share session, leave the
        group and close the connections, within ``close_timeout``. Safe to call twice."""
        if self.acknowledgement_mode == "implicit" and self._handed_out and not self.done:
            with contextlib.suppress(ClientError):
                self._member.apply(lambda _machine, now: self._accept_handed_out(now))
        self._records.clear()
        await self._member.close(reason)
        self._records.clear()

    # ------------------------------------------------------------------ records

    def __aiter__(self) -> ShareConsumer:
        return self

    async def __anext__(self) -> ShareRecord:
        """The next record delivered. The iteration ends once the member is out of the group;
        it raises :class:`~.driver.MemberFailedError` when the member failed, and
        :class:`~.share.ShareStateError` in explicit mode while a record handed out waits for
        its acknowledgement."""
        self._machine()  # a consumer not started has nothing to give
        while True:
            if self._member.done:
                self._records.clear()  # the member let them go
                failure = self._member.failure
                if isinstance(failure, ClientError):
                    raise failure
                if failure is not None:
                    raise MemberClosed(f"the member stopped: {failure!r}")
                raise StopAsyncIteration
            if self._records:
                record = self._records.popleft()
                self._handed_out.append(record)
                return record
            if self._handed_out:
                self._member.apply(lambda _machine, now: self._poll(now))
            await self._wait()

    def _poll(self, now: float) -> None:
        """The application is done with what was handed out: the member fetches again."""
        if self.acknowledgement_mode == "implicit":
            self._accept_handed_out(now)
        self._machine().poll(now)
        self._handed_out.clear()

    def _accept_handed_out(self, now: float) -> None:
        """Implicit mode: accept every record handed out since the last poll."""
        share = self._machine()
        waiting = share.unacknowledged()
        accepted = [
            (record.topic, record.partition, record.offset)
            for record in self._handed_out
            if (record.topic_partition, record.offset) in waiting
        ]
        if accepted:
            share.acknowledge_many(accepted, AcknowledgeType.ACCEPT, now)
        self._handed_out.clear()

    async def _wait(self) -> None:
        """Until records arrive or the member ends."""
        self._arrived.clear()
        waits = {
            asyncio.ensure_future(self._arrived.wait()),
            asyncio.ensure_future(self._member.ended()),
        }
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in waits:
                task.cancel()
            await asyncio.gather(*waits, return_exceptions=True)

    async def records(self, limit: int | None = None) -> list[ShareRecord]:
        """The records delivered and not handed out yet, at most ``limit``, waiting for a
        delivery when there are none (as a poll does); [] once the member is out."""
        out: list[ShareRecord] = []
        with contextlib.suppress(StopAsyncIteration):
            out.append(await self.__anext__())
            while self._records and (limit is None or len(out) < limit):
                record = self._records.popleft()
                self._handed_out.append(record)
                out.append(record)
        return out

    def acknowledge(
        self, record: ShareRecord, ack_type: AcknowledgeType = AcknowledgeType.ACCEPT
    ) -> None:
        """Acknowledge one record handed out (explicit mode): ACCEPT, RELEASE (deliver it again),
        REJECT (never again) or RENEW (keep it acquired with a fresh lock). It goes with the
        next request to the record's leader; raises :class:`~.share.ShareStateError` for a
        record not handed out or acknowledged already, and in implicit mode."""
        if not isinstance(record, ShareRecord):
            raise TypeError(f"{record!r} is not a ShareRecord")
        if self.acknowledgement_mode == "implicit":
            raise ShareStateError(
                "acknowledge needs acknowledgement_mode='explicit': in implicit mode every "
                "record handed out is accepted"
            )
        try:
            kind = AcknowledgeType(ack_type)
        except ValueError:
            raise ShareStateError(f"{ack_type!r} is not an acknowledge type") from None
        share = self._machine()
        self._member.apply(
            lambda _machine, now: share.acknowledge(
                record.topic, record.partition, record.offset, kind, now
            )
        )

    async def commit(self) -> dict[TopicPartition, ErrorCode]:
        """Send the acknowledgements not sent yet (implicit mode: accept what was handed out)
        and wait for the leaders' verdicts; returns the partitions whose acknowledgements
        failed, with the error (empty: every one succeeded)."""
        self._machine()
        completed = await self._member.call(lambda _machine, now: self._commit(now), self._commits)
        return dict(completed.errors)

    def _commit(self, now: float) -> int:
        if self.acknowledgement_mode == "implicit":
            self._accept_handed_out(now)
        return self._machine().commit_acknowledgements(now)

    def commit_async(self) -> None:
        """Send the acknowledgements not sent yet without waiting; their outcome goes to
        ``on_acknowledged``."""
        self._machine()
        self._member.apply(lambda _machine, now: self._commit(now))

    # ------------------------------------------------------------------ notifications

    def _notified(self, notification: Notification) -> None:
        if isinstance(notification, RecordsDelivered):
            self._records.extend(notification.records)
            self._arrived.set()
        elif isinstance(notification, ShareCommitCompleted):
            answer_call(self._commits, notification.handle, notification)
        elif isinstance(notification, AcknowledgementsCompleted | AcknowledgementRefused):
            if isinstance(notification, AcknowledgementRefused):
                log.warning(
                    "acknowledgement of %s-%d at offset %d refused: %s",
                    *notification.partition,
                    notification.offset,
                    notification.reason,
                )
            if self.on_acknowledged is not None:
                try:
                    self.on_acknowledged(notification)
                except Exception:
                    log.exception("the acknowledgement callback raised")
        elif isinstance(notification, MemberLeft | MemberFailed):
            self._arrived.set()


__all__ = ["AcknowledgementCallback", "AcknowledgementMode", "ShareConsumer"]
