"""A loopback TCP relay that records every frame it forwards, and judges them with the codec.

Put between real clients and a real broker (the broker advertises the relay's address, so every
connection passes through it), it forwards bytes untouched and, on the side, keeps each request
with the response that answers it, matched by correlation id on its connection
(:class:`Capture`). Tests then judge the captures (:func:`judge`): each request and response must
decode with a :class:`Codec` and re-encode to the bytes that crossed the wire. The tap can judge
only some APIs (``apis=``), e.g. the group APIs, and read the decoded frames back
(:meth:`WireTap.snapshot`), e.g. the consumer-protocol assignments a broker handed each member in
SyncGroup.

A codec is a package of generated messages: this package's own (:data:`SHIPPED`), or one the
generator wrote from every schema of a Kafka release. Each frame is judged by the first codec of
the list that speaks its API at its version.
"""

from __future__ import annotations

import asyncio
import struct
import threading
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TypeVar

import attrs

import kgroup_proto
from kgroup_proto import framing
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import FrameReader
from kgroup_proto.runtime import DecodeError, EncodeError

#: OffsetCommit, OffsetFetch, FindCoordinator, JoinGroup, Heartbeat, LeaveGroup, SyncGroup.
GROUP_APIS = frozenset({8, 9, 10, 11, 12, 13, 14})
_REQUEST_START = struct.Struct(">hhih")  # api key, api version, correlation id, client id length
_INT32 = struct.Struct(">i")
_INT16 = struct.Struct(">h")
_Frame = TypeVar("_Frame", framing.RequestFrame, framing.ResponseFrame)
#: Bytes of a frame shown in full in a problem; longer ones are cut.
_SHOWN = 2048


@attrs.frozen
class Codec:
    """A package of generated messages (``kgroup_proto`` or one the generator wrote), named."""

    name: str
    messages: ModuleType

    def speaks(self, api_key: int, api_version: int) -> bool:
        versions: dict[int, range] = self.messages.api_versions()
        return api_version in versions.get(api_key, range(0))

    def api_name(self, api_key: int) -> str:
        name: str = self.messages.api_name(api_key)
        return name


#: This package's own messages.
SHIPPED = Codec("shipped", kgroup_proto)


@attrs.frozen
class Capture:
    """A request as it crossed the relay, with the response that answered it (None: none came)."""

    connection: int
    client_id: str | None
    api_key: int
    api_version: int
    request: bytes  # without the size prefix
    response: bytes | None

    @property
    def response_version(self) -> int:
        """The version the response is written in: the request's, except for one case.

        A broker answers an ApiVersions request of a version it does not speak with an
        UNSUPPORTED_VERSION response of version 0, so that the client can retry lower.
        """
        if (
            self.api_key == framing.API_VERSIONS_KEY
            and self.response is not None
            and len(self.response) >= 6
            and _INT16.unpack_from(self.response, 4)[0] == ErrorCode.UNSUPPORTED_VERSION
        ):
            return 0
        return self.api_version


@attrs.frozen
class Exchange:
    """One request and its response, decoded, with the client id that sent it."""

    client_id: str | None
    request: framing.RequestFrame
    response: framing.ResponseFrame


@attrs.frozen
class Judgement:
    """What the codecs made of one capture.

    ``request_codec``/``response_codec`` name the codec that judged each frame (None: no codec
    speaks that API version, or there was no response). ``problems`` says, for each frame that
    did not decode or re-encode to the same bytes, which and how, with its bytes. ``trailing``
    says the same of frames that carry bytes after the end of their message (which Kafka reads
    past and ignores), whose message re-encodes exactly.
    """

    capture: Capture
    request_codec: str | None
    response_codec: str | None
    problems: tuple[str, ...]
    trailing: tuple[str, ...]
    #: The frames as decoded, when they decoded and re-encoded exactly.
    request: framing.RequestFrame | None
    response: framing.ResponseFrame | None

    @property
    def exchange(self) -> Exchange | None:
        """The request and its response, when both were read exactly."""
        if self.request is None or self.response is None:
            return None
        return Exchange(self.capture.client_id, self.request, self.response)

    @property
    def unjudged(self) -> int:
        """Frames of the capture no codec could judge."""
        responded = self.capture.response is not None
        return (self.request_codec is None) + (responded and self.response_codec is None)


def _show(data: bytes) -> str:
    if len(data) <= _SHOWN:
        return data.hex()
    return f"{data[:_SHOWN].hex()}... ({len(data)} bytes)"


def _difference(wire: bytes, again: bytes) -> str:
    at = next(
        (i for i, (a, b) in enumerate(zip(wire, again, strict=False)) if a != b),
        min(len(wire), len(again)),
    )
    return (
        f"re-encodes differently from byte {at} ({len(wire)} bytes on the wire, "
        f"{len(again)} re-encoded): wire {_show(wire)} re-encoded {_show(again)}"
    )


def _first(codecs: Sequence[Codec], api_key: int, api_version: int) -> Codec | None:
    return next((codec for codec in codecs if codec.speaks(api_key, api_version)), None)


def _check(
    what: str, codec: Codec, wire: bytes, decode: Callable[[], _Frame], version: int
) -> tuple[_Frame | None, str | None, str | None]:
    """Decode ``wire`` and re-encode it: (frame, problem, note on trailing bytes)."""
    try:
        frame = decode()
        again = frame.header.encode(frame.header_version) + frame.body.encode(version)
    except (DecodeError, EncodeError) as exc:
        return None, f"{what} ({codec.name}): {exc}: {_show(wire)}", None
    message = wire[: len(wire) - frame.trailing]
    if again != message:
        return None, f"{what} ({codec.name}) {_difference(message, again)}", None
    if frame.trailing:
        return (
            frame,
            None,
            (
                f"{what} ({codec.name}): {frame.trailing} bytes after the message "
                f"({wire[len(message) :].hex()}): {_show(wire)}"
            ),
        )
    return frame, None, None


def judge(capture: Capture, codecs: Sequence[Codec] = (SHIPPED,)) -> Judgement:
    """Decode and re-encode the capture's request and response, each with the first codec that
    speaks its API version."""
    problems: list[str] = []
    trailing: list[str] = []
    api = f"API {capture.api_key} v{capture.api_version}"
    request_codec = _first(codecs, capture.api_key, capture.api_version)
    request: framing.RequestFrame | None = None
    if request_codec is not None:
        api = (
            f"{request_codec.api_name(capture.api_key)} ({capture.api_key}) v{capture.api_version}"
        )
        messages = request_codec.messages
        request, problem, note = _check(
            f"{api} request",
            request_codec,
            capture.request,
            lambda: framing.decode_request_payload(
                capture.request, allow_trailing=True, messages=messages
            ),
            capture.api_version,
        )
        problems += [problem] if problem else []
        trailing += [note] if note else []
    response_codec: Codec | None = None
    response: framing.ResponseFrame | None = None
    if capture.response is not None:
        wire, version = capture.response, capture.response_version
        response_codec = _first(codecs, capture.api_key, version)
        if response_codec is not None:
            messages = response_codec.messages
            response, problem, note = _check(
                f"{api} response v{version}",
                response_codec,
                wire,
                lambda: framing.decode_response_payload(
                    wire, capture.api_key, version, allow_trailing=True, messages=messages
                ),
                version,
            )
            problems += [problem] if problem else []
            trailing += [note] if note else []
    return Judgement(
        capture,
        None if request_codec is None else request_codec.name,
        None if response_codec is None else response_codec.name,
        tuple(problems),
        tuple(trailing),
        request,
        response,
    )


@attrs.define
class _Link:
    """One client connection: its requests still waiting for their responses."""

    number: int
    pending: dict[int, tuple[str | None, int, int, bytes]] = attrs.field(factory=dict)


class WireTap:
    """Relay ``127.0.0.1:port`` -> ``127.0.0.1:upstream`` on a thread with its own loop.

    Every request is captured; ``apis`` (None: all) and ``codecs`` choose what
    :meth:`judgements`, :meth:`snapshot` and :attr:`problems` judge, and with what.
    """

    def __init__(
        self,
        port: int,
        upstream: int,
        *,
        apis: frozenset[int] | None = None,
        codecs: Sequence[Codec] = (SHIPPED,),
    ) -> None:
        self.port = port
        self.upstream = upstream
        self.apis = apis
        self.codecs = tuple(codecs)
        #: Responses whose correlation id no request on their connection was waiting for.
        self.strays: list[str] = []
        self._captures: list[Capture] = []
        self._judged: list[Judgement] = []
        self._judged_upto = 0
        self._links: dict[int, _Link] = {}
        self._connections = 0
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
        """Stop relaying; requests still unanswered are captured without a response."""
        if self._loop.is_closed():
            return
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        with self._lock:
            for link in list(self._links.values()):
                self._flush(link)

    def captures(self) -> list[Capture]:
        """Every request captured so far (answered, or on a connection that has ended)."""
        with self._lock:
            return list(self._captures)

    def judgements(self) -> list[Judgement]:
        """The captures of the judged APIs so far, each judged once."""
        captures = self.captures()
        for capture in captures[self._judged_upto :]:
            if self.apis is None or capture.api_key in self.apis:
                self._judged.append(judge(capture, self.codecs))
        self._judged_upto = len(captures)
        return list(self._judged)

    def snapshot(self) -> list[Exchange]:
        """The exchanges of the judged APIs that decoded and re-encoded exactly."""
        return [j.exchange for j in self.judgements() if j.exchange is not None]

    @property
    def problems(self) -> list[str]:
        """Frames that failed to decode or re-encode exactly, or carry bytes after their message,
        and stray responses."""
        judged = self.judgements()
        return [p for j in judged for p in (*j.problems, *j.trailing)] + list(self.strays)

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
        with self._lock:
            self._connections += 1
            link = _Link(self._connections)
            self._links[link.number] = link
        try:
            await asyncio.gather(
                self._pump(client_in, broker_out, lambda p: self._request(link, p)),
                self._pump(broker_in, client_out, lambda p: self._response(link, p)),
                return_exceptions=True,
            )
        finally:
            with self._lock:
                self._flush(link)

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
        if len(payload) < _REQUEST_START.size:
            with self._lock:
                self.strays.append(f"a request of {len(payload)} bytes: {payload.hex()}")
            return
        api_key, api_version, correlation_id, length = _REQUEST_START.unpack_from(payload, 0)
        client_id = None
        if length >= 0:
            start = _REQUEST_START.size
            client_id = payload[start : start + length].decode("utf-8", "replace")
        with self._lock:
            link.pending[correlation_id] = (client_id, api_key, api_version, payload)

    def _response(self, link: _Link, payload: bytes) -> None:
        correlation_id = _INT32.unpack_from(payload, 0)[0] if len(payload) >= 4 else None
        with self._lock:
            request = None if correlation_id is None else link.pending.pop(correlation_id, None)
            if request is None:
                self.strays.append(f"a response no request awaited: {_show(payload)}")
                return
            client_id, api_key, api_version, request_payload = request
            self._captures.append(
                Capture(link.number, client_id, api_key, api_version, request_payload, payload)
            )

    def _flush(self, link: _Link) -> None:
        """Capture the link's unanswered requests; the caller holds the lock."""
        for client_id, api_key, api_version, payload in link.pending.values():
            self._captures.append(
                Capture(link.number, client_id, api_key, api_version, payload, None)
            )
        link.pending.clear()
        self._links.pop(link.number, None)
