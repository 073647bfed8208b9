"""A loopback relay that breaks the wire on cue, one client at a time.

The broker advertises the relay's port, so every connection of every member passes through it.
The relay reads the request frames it forwards, learns each connection's client id from its
first request header, and can, for one client id:

- drop the connection at its next request of a given API (the request is not forwarded): the
  coordinator connection dropped in the middle of a rebalance;
- hold everything, both ways, for a while, then deliver it late: the member looks dead to the
  coordinator, whose answers reach the member after its session has expired;
- answer its next requests of a given API with an error code of the test's choosing (the
  broker's answer is decoded, its error code replaced, and re-encoded), as a coordinator that
  moved answers NOT_COORDINATOR;
- cut every open connection at once.
"""

from __future__ import annotations

import asyncio
import struct
import threading
import time

import attrs

from kgroup_proto import framing
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import FrameReader
from kgroup_proto.runtime import Struct

_SIZE = struct.Struct(">i")
_HEADER = struct.Struct(">hhih")  # api key, api version, correlation id, client id length
_CORRELATION = struct.Struct(">i")


@attrs.frozen
class RequestHead:
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None


def request_head(payload: bytes) -> RequestHead:
    """The start of a request header (v1 and v2 start alike: key, version, correlation, client)."""
    api_key, version, correlation, length = _HEADER.unpack_from(payload, 0)
    client = None
    if length >= 0:
        client = payload[_HEADER.size : _HEADER.size + length].decode("utf-8", "replace")
    return RequestHead(api_key, version, correlation, client)


def with_error(body: Struct, code: ErrorCode) -> Struct:
    """``body`` answering with ``code``: its top-level error code, or every partition's."""
    if hasattr(body, "error_code"):
        return attrs.evolve(body, error_code=int(code))  # type: ignore[misc]
    topics = [
        attrs.evolve(
            topic,
            partitions=[attrs.evolve(p, error_code=int(code)) for p in topic.partitions],
        )
        for topic in body.topics  # type: ignore[attr-defined]
    ]
    return attrs.evolve(body, topics=topics)  # type: ignore[misc]


@attrs.define(eq=False)
class _Connection:
    client_out: asyncio.StreamWriter
    broker_out: asyncio.StreamWriter
    client_id: str | None = None

    def close(self) -> None:
        self.client_out.close()
        self.broker_out.close()


@attrs.define(eq=False)
class _DropRule:
    client_id: str
    api_key: int
    fired: threading.Event = attrs.field(factory=threading.Event)


@attrs.define(eq=False)
class _ErrorRule:
    client_id: str
    api_key: int
    code: ErrorCode
    left: int
    #: correlation ids of requests whose answers get the error, per connection
    pending: dict[int, dict[int, RequestHead]] = attrs.field(factory=dict)
    done: threading.Event = attrs.field(factory=threading.Event)


class FaultProxy:
    """Relay ``127.0.0.1:port`` -> ``127.0.0.1:upstream`` on its own thread and event loop."""

    def __init__(self, upstream: int, port: int = 0) -> None:
        self.upstream = upstream
        self.port = port
        #: (time.time(), client id, api key) of every request forwarded
        self.requests: list[tuple[float, str | None, int]] = []
        self.dropped: list[tuple[float, str, int]] = []
        self._lock = threading.Lock()
        self._held_until: dict[str, float] = {}
        self._drops: list[_DropRule] = []
        self._errors: list[_ErrorRule] = []
        self._connections: set[_Connection] = set()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="fault-proxy", daemon=True)

    # ------------------------------------------------------------------ from the test

    def start(self) -> FaultProxy:
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("fault proxy did not start")
        return self

    def close(self) -> None:
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)

    def drop_at(self, client_id: str, api_key: int) -> threading.Event:
        """Close ``client_id``'s connection when it next sends a request of ``api_key``, without
        forwarding it; the event is set once that happened."""
        rule = _DropRule(client_id, api_key)
        with self._lock:
            self._drops.append(rule)
        return rule.fired

    def fail(
        self, client_id: str, api_key: int, code: ErrorCode, count: int = 1
    ) -> threading.Event:
        """Answer ``client_id``'s next ``count`` requests of ``api_key`` with ``code`` instead of
        the broker's error code (the request still reaches the broker); the event is set once
        all ``count`` answers went out."""
        rule = _ErrorRule(client_id, api_key, code, count)
        with self._lock:
            self._errors.append(rule)
        return rule.done

    def hold(self, client_id: str, seconds: float) -> None:
        """Hold every byte to and from ``client_id`` for ``seconds``, then deliver it all."""
        with self._lock:
            self._held_until[client_id] = time.monotonic() + seconds

    def cut(self, client_id: str | None = None) -> int:
        """Close every open connection (of ``client_id`` only, if given); returns how many."""

        def cut_now() -> int:
            chosen = [c for c in self._connections if client_id is None or c.client_id == client_id]
            for connection in chosen:
                connection.close()
            return len(chosen)

        future = asyncio.run_coroutine_threadsafe(_call(cut_now), self._loop)
        return future.result(10)

    def sent(self, client_id: str, api_key: int, since: float = 0.0) -> int:
        """How many requests of ``api_key`` ``client_id`` sent (forwarded) since ``since``."""
        with self._lock:
            return sum(
                1
                for at, who, key in self.requests
                if who == client_id and key == api_key and at >= since
            )

    # ------------------------------------------------------------------ the relay

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(
            asyncio.start_server(self._accept, "127.0.0.1", self.port)
        )
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            server.close()
            for connection in list(self._connections):
                connection.close()
            for task in asyncio.all_tasks(self._loop):
                task.cancel()
            self._loop.run_until_complete(asyncio.sleep(0))
            self._loop.close()

    async def _accept(
        self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter
    ) -> None:
        try:
            broker_in, broker_out = await asyncio.open_connection("127.0.0.1", self.upstream)
        except OSError:
            client_out.close()
            return
        connection = _Connection(client_out, broker_out)
        self._connections.add(connection)
        try:
            await asyncio.gather(
                self._requests(connection, client_in),
                self._responses(connection, broker_in),
                return_exceptions=True,
            )
        finally:
            self._connections.discard(connection)
            connection.close()

    async def _requests(self, connection: _Connection, source: asyncio.StreamReader) -> None:
        frames = FrameReader()
        try:
            while chunk := await source.read(65536):
                for payload in frames.feed(chunk):
                    head = request_head(payload)
                    if connection.client_id is None:
                        connection.client_id = head.client_id
                    await self._while_held(connection)
                    if self._should_drop(connection, head.api_key):
                        connection.close()
                        return
                    self._mark_for_error(connection, head)
                    with self._lock:
                        self.requests.append((time.time(), connection.client_id, head.api_key))
                    connection.broker_out.write(_SIZE.pack(len(payload)) + payload)
                    await connection.broker_out.drain()
        finally:
            connection.close()

    async def _responses(self, connection: _Connection, source: asyncio.StreamReader) -> None:
        frames = FrameReader()
        try:
            while chunk := await source.read(65536):
                await self._while_held(connection)
                for payload in frames.feed(chunk):
                    connection.client_out.write(self._answer(connection, payload))
                await connection.client_out.drain()
        finally:
            connection.close()

    def _mark_for_error(self, connection: _Connection, head: RequestHead) -> None:
        with self._lock:
            for rule in self._errors:
                if (
                    rule.left > 0
                    and rule.client_id == connection.client_id
                    and rule.api_key == head.api_key
                ):
                    rule.left -= 1
                    rule.pending.setdefault(id(connection), {})[head.correlation_id] = head
                    return

    def _answer(self, connection: _Connection, payload: bytes) -> bytes:
        """The response frame to send on: the broker's, or its copy with the rule's error."""
        (correlation,) = _CORRELATION.unpack_from(payload, 0)
        with self._lock:
            for rule in self._errors:
                head = rule.pending.get(id(connection), {}).pop(correlation, None)
                if head is None:
                    continue
                if rule.left == 0 and not any(rule.pending.values()):
                    rule.done.set()
                    self._errors.remove(rule)
                frame = framing.decode_response_payload(payload, head.api_key, head.api_version)
                body = with_error(frame.body, rule.code)
                return framing.encode_response(body, head.api_version, correlation)
        return _SIZE.pack(len(payload)) + payload

    async def _while_held(self, connection: _Connection) -> None:
        while True:
            with self._lock:
                until = self._held_until.get(connection.client_id or "", 0.0)
            left = until - time.monotonic()
            if left <= 0:
                return
            await asyncio.sleep(min(left, 0.05))

    def _should_drop(self, connection: _Connection, api_key: int) -> bool:
        with self._lock:
            for rule in self._drops:
                if rule.client_id == connection.client_id and rule.api_key == api_key:
                    self._drops.remove(rule)
                    self.dropped.append((time.time(), rule.client_id, api_key))
                    rule.fired.set()
                    return True
        return False


async def _call(fn):  # type: ignore[no-untyped-def]
    return fn()
