"""What one peer may make the broker hold or wait for, and what all of them may hold together.

A peer that sends slowly, or not at all, or sends half a frame and stops, costs the broker a
socket, a task and whatever it buffered. Four limits, each a :class:`BrokerConfig` setting, end
such connections:

- ``connections_max_idle_ms`` (Kafka's ``connections.max.idle.ms``): a connection that has sent
  nothing since its last reply (or since it was opened) for this long is closed.
- ``request_receive_timeout_ms``: once the broker waits for the rest of an unfinished request,
  the request must be complete within this long, or the connection is closed. Kafka's broker
  has no such limit (a peer that sends one byte a second is never idle to it); Kafka's clients
  give up on a request after ``request.timeout.ms`` (30 s by default), so a request still
  arriving after that has no client waiting for its answer. The same limit applies to a reply
  the peer does not read: the broker waits this long for its send buffer to drain.
- ``max_frame_size`` (Kafka's ``socket.request.max.bytes``) bounds every request, and
  ``max_request_size`` every request but Produce. Both are checked against the size prefix and
  the API key, the first six bytes of a frame, before its body is buffered (see
  :func:`size_limit`).
- ``queued_max_request_bytes`` (Kafka's ``queued.max.request.bytes``) bounds the bytes of all
  unfinished requests together. Kafka stops reading from every connection while its pool is
  exhausted, which would leave small requests (heartbeats) waiting behind large stalled ones.
  This broker instead closes the connection that holds the most unfinished bytes, over and over
  until the total is within the limit again: a peer building a large request is cut before a
  peer sending a heartbeat.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from kgroup_proto.coordinator.config import BrokerConfig
from kgroup_proto.framing import FrameReader

#: The most one read takes from a socket: what an unfinished frame may exceed its limits by.
READ_SIZE = 65536
PRODUCE_KEY = 0


class CloseConnection(Exception):
    """End this connection (and only it); ``args`` are the kind, for the counters, and why."""


def size_limit(config: BrokerConfig) -> Callable[[int], int]:
    """The largest request of each API key.

    Produce carries record batches, which Kafka bounds one by one (``message.max.bytes``) and
    a request as a whole only by ``socket.request.max.bytes``: ``max_frame_size`` here. Every
    other API carries either little (positions to fetch, groups to describe) or what the
    coordinator writes to ``__consumer_offsets`` as one batch (commits, subscriptions and
    assignments), which Kafka bounds by the topic's maximum batch size, its
    ``message.max.bytes`` (1 MiB and 12 bytes): a larger commit fails there with
    INVALID_COMMIT_OFFSET_SIZE, a larger group with UNKNOWN_SERVER_ERROR. So those are refused
    above ``max_request_size``, which defaults to that size, before their bodies are read.
    """
    frame, request = config.max_frame_size, min(config.max_request_size, config.max_frame_size)

    def limit(api_key: int) -> int:
        return frame if api_key == PRODUCE_KEY else request

    return limit


class UnfinishedBytes:
    """The bytes every connection holds of requests it has not received in full."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.total = 0
        self._held: dict[Connection, int] = {}

    def hold(self, connection: Connection, pending: int) -> None:
        """``connection`` now holds ``pending`` unfinished bytes; close the largest holders
        while the total is above the limit (:class:`CloseConnection` if it is this one)."""
        self.total += pending - self._held.get(connection, 0)
        self._held[connection] = pending
        while self.total > self.limit:
            victim = max(self._held, key=self._held.__getitem__)
            held = self._held[victim]
            self.release(victim)
            detail = (
                f"{held} bytes of an unfinished request, the most of any connection, while "
                f"all together held {self.total + held} bytes, above {self.limit}"
            )
            if victim is connection:
                raise CloseConnection("unfinished bytes", detail)
            victim.evict("unfinished bytes", detail)

    def release(self, connection: Connection) -> None:
        self.total -= self._held.pop(connection, 0)


class Connection:
    """The receiving side of one peer's connection: whole request payloads, within the limits.

    ``receive`` waits for the next payloads and ``ready`` says the broker has answered them and
    waits for more; the idle and request clocks run only while the broker is waiting.
    """

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        config: BrokerConfig,
        unfinished: UnfinishedBytes,
    ) -> None:
        self._reader = reader
        self._writer = writer
        self._frames = FrameReader(config.max_frame_size, size_limit(config))
        self._unfinished = unfinished
        self._idle_s = config.connections_max_idle_ms / 1000
        self._receive_s = config.request_receive_timeout_ms / 1000
        self._since = time.monotonic()
        #: set when the connection was closed from outside: (kind, why)
        self.evicted: tuple[str, str] | None = None

    async def receive(self) -> list[bytes]:
        """The next complete request payloads, in order; [] once the peer has closed."""
        while True:
            unfinished = self._frames.pending
            if unfinished:
                kind, limit = "request timeout", self._receive_s
                detail = f"{unfinished} bytes of a request, incomplete after {limit:g} s"
            else:
                kind, limit = "idle connection", self._idle_s
                detail = f"nothing received for {limit:g} s"
            try:
                async with asyncio.timeout(max(self._since + limit - time.monotonic(), 0)):
                    chunk = await self._reader.read(READ_SIZE)
            except TimeoutError:
                raise CloseConnection(kind, detail) from None
            if not chunk or self.evicted is not None:
                return []
            payloads = self._frames.feed(chunk)
            self._unfinished.hold(self, self._frames.pending)
            if payloads:
                return payloads
            if not unfinished:  # the first bytes of a request: its clock starts now
                self._since = time.monotonic()

    def ready(self) -> None:
        """The payloads are answered: the clocks start again from now."""
        self._since = time.monotonic()

    async def send(self, reply: bytes) -> None:
        self._writer.write(reply)
        try:
            async with asyncio.timeout(self._receive_s):
                await self._writer.drain()
        except TimeoutError:
            raise CloseConnection(
                "reply not read", f"{len(reply)} bytes not taken within {self._receive_s:g} s"
            ) from None

    def evict(self, kind: str, detail: str) -> None:
        """Close from outside this connection's task, which then ends its ``receive``."""
        self.evicted = (kind, detail)
        self._frames = FrameReader(0)  # what it held is freed now, not when the task ends
        self._writer.transport.abort()

    def close(self) -> None:
        self._unfinished.release(self)


__all__ = ["READ_SIZE", "CloseConnection", "Connection", "UnfinishedBytes", "size_limit"]
