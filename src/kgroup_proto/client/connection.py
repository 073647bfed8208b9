"""One asyncio connection to a Kafka broker: version negotiation, pipelined requests, timeouts.

:meth:`BrokerConnection.connect` opens the socket and asks the broker for its API versions, so
that every later request goes out in the highest version both sides speak. Requests are
pipelined: each carries its own correlation id, many may be in flight, and a background task
reads responses as they arrive and hands each to the request it answers. A response that cannot
be decoded, or answers no request, closes the connection: past that point the stream cannot be
trusted.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import socket
import struct
from collections.abc import Callable
from importlib import metadata
from typing import Protocol

import attrs

from kgroup_proto._registry import api_name, api_versions
from kgroup_proto.client.errors import (
    BrokerError,
    ClientError,
    ConnectionClosed,
    ConnectionFailed,
    ProtocolViolation,
    RequestTimedOut,
    UnsupportedApi,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import (
    API_VERSIONS_KEY,
    DEFAULT_MAX_FRAME_SIZE,
    FrameReader,
    ResponseFrame,
    decode_response_payload,
    encode_request,
)
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.api_versions_response import ApiVersionsResponse
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import DecodeError, Struct

log = logging.getLogger("kgroup_proto.client.connection")

DEFAULT_CLIENT_ID = "kgroup-proto"
SOFTWARE_NAME = "kgroup-proto"
_READ_SIZE = 64 * 1024
_CORRELATION = struct.Struct(">i")
_MAX_NEGOTIATION_ROUNDS = 3
_UNSUPPORTED_VERSION = struct.pack(">h", ErrorCode.UNSUPPORTED_VERSION)


def _software_version() -> str:
    try:
        return metadata.version("kgroup-proto")
    except metadata.PackageNotFoundError:
        return "0.0.0"


@attrs.frozen
class ReceivedResponse:
    """A response as it came off the wire, for observers that record or check traffic.

    ``payload`` is the frame without its size prefix; ``api_version`` is the version the body
    was decoded as (0 for an ApiVersions error answer, which brokers send as v0). ``frame`` is
    None only for an ApiVersions error answer that fits no version's layout but starts with
    UNSUPPORTED_VERSION; the client then steps down to v0, as librdkafka does.
    """

    api_key: int
    api_version: int
    payload: bytes
    frame: ResponseFrame | None


#: Called with every response the connection decodes; must not raise.
ResponseObserver = Callable[[ReceivedResponse], None]


@attrs.define
class _InFlight:
    api_key: int
    api_version: int
    future: asyncio.Future[ResponseFrame | None]


class BrokerConnection:
    """A negotiated connection to one broker. Create it with :meth:`connect`."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        address: str,
        *,
        client_id: str,
        request_timeout: float,
        max_frame_size: int,
        observer: ResponseObserver | None,
    ) -> None:
        self.address = address
        self.client_id = client_id
        self.request_timeout = request_timeout
        #: API key -> the versions the broker announced (empty until negotiated).
        self.broker_versions: dict[int, range] = {}
        self._reader = reader
        self._writer = writer
        self._observer = observer
        self._frames = FrameReader(max_frame_size)
        self._in_flight: dict[int, _InFlight] = {}
        self._ids = itertools.count(1)
        self._closed: ClientError | None = None
        self._read_task = asyncio.create_task(self._read_loop())

    @classmethod
    async def connect(
        cls,
        host: str,
        port: int,
        *,
        client_id: str = DEFAULT_CLIENT_ID,
        connect_timeout: float = 10.0,
        request_timeout: float = 30.0,
        max_frame_size: int = DEFAULT_MAX_FRAME_SIZE,
        observer: ResponseObserver | None = None,
    ) -> BrokerConnection:
        """Open a connection and negotiate API versions with the broker."""
        address = f"{host}:{port}"
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port), connect_timeout
            )
        except TimeoutError:
            raise ConnectionFailed(
                f"cannot connect to {address}: no answer within {connect_timeout:g} s"
            ) from None
        except OSError as exc:
            if isinstance(exc, socket.gaierror):
                # A name that does not resolve: the resolver's own words, as its error number
                # is not an OS error number (os.strerror would say "Unknown error -2").
                reason = exc.strerror or str(exc)
            else:
                reason = os.strerror(exc.errno) if exc.errno else str(exc)
            raise ConnectionFailed(f"cannot connect to {address}: {reason}") from None
        connection = cls(
            reader,
            writer,
            address,
            client_id=client_id,
            request_timeout=request_timeout,
            max_frame_size=max_frame_size,
            observer=observer,
        )
        try:
            await connection._negotiate()
        except BaseException:
            await connection.close()
            raise
        return connection

    async def __aenter__(self) -> BrokerConnection:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    def closed(self) -> bool:
        return self._closed is not None

    def supports(self, api_key: int) -> bool:
        """True when the broker and this package share a version of the API."""
        try:
            self.version_for(api_key)
        except UnsupportedApi:
            return False
        return True

    def version_for(self, api_key: int, highest: int | None = None) -> int:
        """The highest version of the API that both sides speak (capped at ``highest``)."""
        try:
            return negotiate(api_key, self.broker_versions, highest)
        except LookupError:
            theirs = self.broker_versions.get(api_key)
            raise UnsupportedApi(api_name(api_key), self.address, theirs) from None

    async def request(
        self, body: Struct, version: int | None = None, *, timeout: float | None = None
    ) -> Struct:
        """Send a request and return the decoded response body.

        ``version`` defaults to the negotiated one; ``timeout`` to the connection's
        ``request_timeout``. Many calls may await at once: they share the connection.
        """
        if body.API_KEY is None or body.MESSAGE_TYPE != "request":
            raise TypeError(f"{type(body).__name__} is not a request")
        if version is None:
            version = self.version_for(body.API_KEY)
        frame = await self._round_trip(body, version, timeout)
        if frame is None:
            raise ProtocolViolation(
                f"broker {self.address} sent an ApiVersions answer of no version"
            )
        return frame.body

    async def close(self) -> None:
        """Close the socket; requests still waiting fail with :class:`ConnectionClosed`."""
        self._shut(ConnectionClosed(f"connection to {self.address} was closed"))
        if not self._read_task.done():
            self._read_task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self._read_task
        with contextlib.suppress(OSError):
            await self._writer.wait_closed()

    async def _negotiate(self) -> None:
        """ApiVersions at our newest version, stepping down as Kafka's clients do on an error."""
        version = api_versions()[API_VERSIONS_KEY].stop - 1
        for _ in range(_MAX_NEGOTIATION_ROUNDS):
            request = ApiVersionsRequest(
                client_software_name=SOFTWARE_NAME,
                client_software_version=_software_version(),
            )
            frame = await self._round_trip(request, version, None)
            if frame is None:  # UNSUPPORTED_VERSION in a layout of no version: v0 is safe
                version = 0
                continue
            answer = frame.body
            assert isinstance(answer, ApiVersionsResponse)
            offered = {k.api_key: range(k.min_version, k.max_version + 1) for k in answer.api_keys}
            if answer.error_code == ErrorCode.NONE:
                self.broker_versions = offered
                return
            if answer.error_code != ErrorCode.UNSUPPORTED_VERSION or version == 0:
                raise BrokerError(answer.error_code, f"ApiVersions v{version} to {self.address}")
            # The broker names the ApiVersions versions it speaks; without them, v0 is safe.
            theirs = offered.get(API_VERSIONS_KEY)
            version = 0 if theirs is None else min(version - 1, theirs.stop - 1)
            if version < 0:
                break
        raise ProtocolViolation(f"broker {self.address} rejected every ApiVersions version")

    async def _round_trip(
        self, body: Struct, version: int, timeout: float | None
    ) -> ResponseFrame | None:
        if self._closed is not None:
            raise ConnectionClosed(str(self._closed))
        api_key = body.API_KEY
        assert api_key is not None
        correlation_id = next(self._ids) & 0x7FFFFFFF
        data = encode_request(body, version, correlation_id, self.client_id)
        future: asyncio.Future[ResponseFrame | None] = asyncio.get_running_loop().create_future()
        self._in_flight[correlation_id] = _InFlight(api_key, version, future)
        limit = self.request_timeout if timeout is None else timeout
        try:
            self._writer.write(data)
            await asyncio.wait_for(self._drain_then(future), limit)
            return future.result()
        except TimeoutError:
            raise RequestTimedOut(
                f"{api_name(api_key)} v{version} to {self.address}: no response within {limit:g} s"
            ) from None
        except OSError as exc:
            self._shut(ConnectionClosed(f"connection to {self.address} failed: {exc}"))
            raise ConnectionClosed(str(self._closed)) from None
        finally:
            # A late answer to an abandoned request is still read (and dropped) by its id.
            if not future.done():
                future.cancel()

    async def _drain_then(self, future: asyncio.Future[ResponseFrame | None]) -> None:
        await self._writer.drain()
        await asyncio.shield(future)

    async def _read_loop(self) -> None:
        try:
            while True:
                chunk = await self._reader.read(_READ_SIZE)
                if not chunk:
                    waiting = sum(1 for e in self._in_flight.values() if not e.future.done())
                    self._shut(
                        ConnectionClosed(
                            f"broker {self.address} closed the connection"
                            + (f" with {waiting} request(s) unanswered" if waiting else "")
                        )
                    )
                    return
                for payload in self._frames.feed(chunk):
                    self._dispatch(payload)
        except DecodeError as exc:
            self._shut(ProtocolViolation(f"broker {self.address} sent an invalid response: {exc}"))
        except OSError as exc:
            self._shut(ConnectionClosed(f"connection to {self.address} failed: {exc}"))
        except Exception as exc:  # an observer broke its promise not to raise
            self._shut(ClientError(f"handling a response from {self.address} failed: {exc!r}"))

    def _dispatch(self, payload: bytes) -> None:
        if len(payload) < 4:
            raise DecodeError("a response needs a correlation id", message="ResponseHeader")
        (correlation_id,) = _CORRELATION.unpack_from(payload, 0)
        entry = self._in_flight.get(correlation_id)
        if entry is None:
            raise DecodeError(
                f"correlation id {correlation_id} answers no request", message="ResponseHeader"
            )
        frame, version = _decode(payload, entry.api_key, entry.api_version)
        del self._in_flight[correlation_id]
        if self._observer is not None:
            self._observer(ReceivedResponse(entry.api_key, version, payload, frame))
        if not entry.future.done():
            entry.future.set_result(frame)

    def _shut(self, reason: ClientError) -> None:
        if self._closed is not None:
            return
        self._closed = reason
        for entry in self._in_flight.values():
            if not entry.future.done():
                entry.future.set_exception(type(reason)(str(reason)))
                entry.future.exception()  # marks it retrieved when nobody awaits it any more
        self._in_flight.clear()
        self._writer.close()


def _decode(payload: bytes, api_key: int, api_version: int) -> tuple[ResponseFrame | None, int]:
    """Decode a response; an ApiVersions error answer comes as v0 whatever was asked.

    Bytes after the end of a response body are ignored, as Kafka's clients ignore them
    (librdkafka's mock cluster sends one too many after flexible Metadata). ApiVersions is read
    strictly: there, bytes left over mean the answer is in another version's layout.
    """
    try:
        frame = decode_response_payload(
            payload, api_key, api_version, allow_trailing=api_key != API_VERSIONS_KEY
        )
        if frame.trailing:
            log.debug(
                "ignoring %d bytes after %s v%d", frame.trailing, api_name(api_key), api_version
            )
        return frame, api_version
    except DecodeError:
        if api_key != API_VERSIONS_KEY or api_version == 0:
            raise
        try:
            frame = decode_response_payload(payload, api_key, 0)
        except DecodeError:
            # librdkafka's mock broker answers v3+ in a layout of its own; its error code is
            # still where every version puts it, right after the v0 response header.
            if payload[4:6] == _UNSUPPORTED_VERSION:
                return None, api_version
        else:
            assert isinstance(frame.body, ApiVersionsResponse)
            if frame.body.error_code != ErrorCode.NONE:
                return frame, 0
        raise


class Brokers(Protocol):
    """Where a call gets its connections: any bootstrap broker, or one broker by address.

    :class:`~kgroup_proto.client.admin.GroupAdmin` is one; the topic and offset calls of
    :mod:`kgroup_proto.client.topics` take any.
    """

    async def any_broker(self) -> BrokerConnection:
        """A connection to the first bootstrap broker that answers."""
        ...

    async def connection(self, host: str, port: int) -> BrokerConnection:
        """The connection to the broker at ``host:port``."""
        ...
