"""A loopback TCP relay that decodes the group-protocol traffic it forwards.

Put between real clients and a real broker (the broker advertises the relay's address, so
every connection passes through it), it forwards bytes untouched and, on the side, decodes
each group API request and the response that answers it with kgroup_proto. Tests then read
the consumer-protocol assignments the broker handed each member in SyncGroup, and check that
every decoded frame re-encodes to the bytes that crossed the wire.
"""

from __future__ import annotations

import asyncio
import struct
import threading
from collections.abc import Callable

import attrs

from kgroup_proto import framing
from kgroup_proto.framing import FrameReader
from kgroup_proto.runtime import DecodeError

#: OffsetCommit, OffsetFetch, FindCoordinator, JoinGroup, Heartbeat, LeaveGroup, SyncGroup.
GROUP_APIS = frozenset({8, 9, 10, 11, 12, 13, 14})
_CORRELATION = struct.Struct(">i")


@attrs.frozen
class Exchange:
    """One group API request and its response, decoded, with the client id that sent it."""

    client_id: str | None
    request: framing.RequestFrame
    response: framing.ResponseFrame


@attrs.define
class _Link:
    pending: dict[int, framing.RequestFrame] = attrs.field(factory=dict)


class WireTap:
    """Relay ``127.0.0.1:port`` -> ``127.0.0.1:upstream`` on a thread with its own loop."""

    def __init__(self, port: int, upstream: int) -> None:
        self.port = port
        self.upstream = upstream
        self.exchanges: list[Exchange] = []
        self.problems: list[str] = []  # frames that failed to decode or re-encode exactly
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._server: asyncio.Server | None = None
        self._thread = threading.Thread(target=self._run, name="wire-tap", daemon=True)

    def start(self) -> WireTap:
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("wire tap did not start")
        return self

    def close(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def snapshot(self) -> list[Exchange]:
        with self._lock:
            return list(self.exchanges)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(
            asyncio.start_server(self._accept, "127.0.0.1", self.port)
        )
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            self._server.close()
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
        link = _Link()
        await asyncio.gather(
            self._pump(client_in, broker_out, lambda p: self._request(link, p)),
            self._pump(broker_in, client_out, lambda p: self._response(link, p)),
            return_exceptions=True,
        )

    async def _pump(
        self,
        source: asyncio.StreamReader,
        sink: asyncio.StreamWriter,
        seen: Callable[[bytes], None],
    ) -> None:
        frames = FrameReader()
        try:
            while chunk := await source.read(65536):
                sink.write(chunk)
                await sink.drain()
                for payload in frames.feed(chunk):
                    seen(payload)
        finally:
            sink.close()

    def _request(self, link: _Link, payload: bytes) -> None:
        if len(payload) < 8 or struct.unpack_from(">h", payload, 0)[0] not in GROUP_APIS:
            return
        try:
            frame = framing.decode_request_payload(payload)
        except DecodeError as exc:
            self._problem(f"request does not decode: {exc}")
            return
        again = frame.header.encode(frame.header_version) + frame.body.encode(frame.api_version)
        if again != payload:
            self._problem(
                f"{type(frame.body).__name__} v{frame.api_version} re-encodes differently"
            )
        link.pending[frame.header.correlation_id] = frame

    def _response(self, link: _Link, payload: bytes) -> None:
        if len(payload) < 4:
            return
        (correlation_id,) = _CORRELATION.unpack_from(payload, 0)
        request = link.pending.pop(correlation_id, None)
        if request is None:
            return
        try:
            frame = framing.decode_response_payload(payload, request.api_key, request.api_version)
        except DecodeError as exc:
            self._problem(f"response does not decode: {exc}")
            return
        again = frame.header.encode(frame.header_version) + frame.body.encode(request.api_version)
        if again != payload:
            self._problem(
                f"{type(frame.body).__name__} v{request.api_version} re-encodes differently"
            )
        with self._lock:
            self.exchanges.append(Exchange(request.header.client_id, request, frame))

    def _problem(self, text: str) -> None:
        with self._lock:
            self.problems.append(text)
