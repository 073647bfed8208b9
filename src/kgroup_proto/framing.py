"""Size-prefixed request and response frames with the header version each API version uses.

A request frame is ``int32 size | RequestHeader | body``; a response frame is
``int32 size | ResponseHeader | body``. Flexible request versions use header v2 (v1 otherwise,
v0 only for ControlledShutdown v0); flexible response versions use header v1, except
ApiVersions responses, which always use v0 so that any client can read them.

Frames are read and written with this package's messages, or with those of another package the
generator wrote (``messages=``, e.g. from every schema of a Kafka release): the header rules are
the same for every API.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Protocol

import attrs

from kgroup_proto import _registry
from kgroup_proto.messages.request_header import RequestHeader
from kgroup_proto.messages.response_header import ResponseHeader
from kgroup_proto.runtime import DecodeError, Struct

API_VERSIONS_KEY = 18
CONTROLLED_SHUTDOWN_KEY = 7
_SIZE = struct.Struct(">i")
_KEY_AND_VERSION = struct.Struct(">hh")
_KEY = struct.Struct(">h")


class Messages(Protocol):
    """Where the body classes of each API come from: this package, or a generated package."""

    def request_class(self, api_key: int) -> type[Struct]: ...

    def response_class(self, api_key: int) -> type[Struct]: ...


#: This package's messages.
SHIPPED: Messages = _registry


def _flexible(cls: type[Struct], version: int) -> bool:
    return cls.FLEXIBLE_VERSIONS is not None and version in cls.FLEXIBLE_VERSIONS


def request_header_version(api_key: int, api_version: int, *, messages: Messages = SHIPPED) -> int:
    """The RequestHeader version a request of this API version carries."""
    if api_key == CONTROLLED_SHUTDOWN_KEY and api_version == 0:
        return 0
    return 2 if _flexible(messages.request_class(api_key), api_version) else 1


def response_header_version(api_key: int, api_version: int, *, messages: Messages = SHIPPED) -> int:
    """The ResponseHeader version a response of this API version carries."""
    if api_key == API_VERSIONS_KEY:
        return 0
    return 1 if _flexible(messages.response_class(api_key), api_version) else 0


@attrs.frozen
class RequestFrame:
    """A decoded request: its header, the header's version, and the body.

    ``trailing`` counts bytes after the end of the body; it is nonzero only when the request was
    decoded with ``allow_trailing=True``.
    """

    header: RequestHeader
    header_version: int
    body: Struct
    trailing: int = 0

    @property
    def api_key(self) -> int:
        return self.header.request_api_key

    @property
    def api_version(self) -> int:
        return self.header.request_api_version


@attrs.frozen
class ResponseFrame:
    """A decoded response: its header, the header's version, and the body.

    ``trailing`` counts bytes after the end of the body; it is nonzero only when the response
    was decoded with ``allow_trailing=True``.
    """

    header: ResponseHeader
    header_version: int
    body: Struct
    trailing: int = 0


def encode_request(
    body: Struct, api_version: int, correlation_id: int, client_id: str | None = None
) -> bytes:
    """A complete request frame, size prefix included."""
    api_key = body.API_KEY
    if api_key is None or body.MESSAGE_TYPE != "request":
        raise TypeError(f"{type(body).__name__} is not a request")
    header_version = request_header_version(api_key, api_version)
    header = RequestHeader(
        request_api_key=api_key,
        request_api_version=api_version,
        correlation_id=correlation_id,
        client_id=client_id,
    )
    payload = header.encode(header_version) + body.encode(api_version)
    return _SIZE.pack(len(payload)) + payload


def encode_response(body: Struct, api_version: int, correlation_id: int) -> bytes:
    """A complete response frame, size prefix included."""
    api_key = body.API_KEY
    if api_key is None or body.MESSAGE_TYPE != "response":
        raise TypeError(f"{type(body).__name__} is not a response")
    header_version = response_header_version(api_key, api_version)
    payload = ResponseHeader(correlation_id=correlation_id).encode(header_version)
    payload += body.encode(api_version)
    return _SIZE.pack(len(payload)) + payload


def _payload(frame: bytes, what: str) -> bytes:
    if len(frame) < 4:
        raise DecodeError(f"a {what} frame needs a 4-byte size prefix", offset=0)
    (size,) = _SIZE.unpack_from(frame, 0)
    if size != len(frame) - 4:
        raise DecodeError(
            f"size prefix says {size} bytes but the frame holds {len(frame) - 4}", offset=0
        )
    return frame[4:]


def decode_request_payload(
    payload: bytes, *, allow_trailing: bool = False, messages: Messages = SHIPPED
) -> RequestFrame:
    """Decode a request without its size prefix: header first, then the body it announces.

    Bytes after the end of the body are an error unless ``allow_trailing`` is set. A broker sets
    it, because Kafka's broker reads a request's fields and ignores whatever follows them:
    librdkafka's all-topics MetadataRequest v9+ carries 3 such bytes (a 4-byte zero where the
    1-byte null array count belongs), and Kafka answers it. A body that ends early, a bad length
    or a bad varint is still a :class:`DecodeError`.
    """
    if len(payload) < 4:
        raise DecodeError(
            "a request needs at least an API key and version", message="RequestHeader"
        )
    api_key, api_version = _KEY_AND_VERSION.unpack_from(payload, 0)
    try:
        body_class = messages.request_class(api_key)
    except KeyError:
        raise DecodeError(f"unknown API key {api_key}", message="RequestHeader", offset=0) from None
    if api_version not in body_class.VALID_VERSIONS:
        raise DecodeError(
            f"{body_class.__name__} has no version {api_version}",
            message="RequestHeader",
            offset=2,
        )
    header_version = request_header_version(api_key, api_version, messages=messages)
    header, end = RequestHeader.decode_prefix(payload, header_version)
    if not allow_trailing:
        return RequestFrame(header, header_version, body_class.decode(payload[end:], api_version))
    body, body_end = body_class.decode_prefix(payload[end:], api_version)
    return RequestFrame(header, header_version, body, len(payload) - end - body_end)


def decode_request(frame: bytes) -> RequestFrame:
    """Decode a complete, size-prefixed request frame."""
    return decode_request_payload(_payload(frame, "request"))


def decode_response(frame: bytes, api_key: int, api_version: int) -> ResponseFrame:
    """Decode a size-prefixed response to a request of ``api_key`` at ``api_version``."""
    return decode_response_payload(_payload(frame, "response"), api_key, api_version)


def decode_response_payload(
    payload: bytes,
    api_key: int,
    api_version: int,
    *,
    allow_trailing: bool = False,
    messages: Messages = SHIPPED,
) -> ResponseFrame:
    """Decode a response without its size prefix, given the request it answers.

    Bytes after the end of the body are an error unless ``allow_trailing`` is set. Kafka's
    clients read a response's fields and ignore what follows them; librdkafka's mock cluster,
    for one, ends its flexible Metadata responses with one byte too many.
    """
    header_version = response_header_version(api_key, api_version, messages=messages)
    header, end = ResponseHeader.decode_prefix(payload, header_version)
    body_class = messages.response_class(api_key)
    if not allow_trailing:
        return ResponseFrame(header, header_version, body_class.decode(payload[end:], api_version))
    body, body_end = body_class.decode_prefix(payload[end:], api_version)
    return ResponseFrame(header, header_version, body, len(payload) - end - body_end)


#: Kafka's default for socket.request.max.bytes (100 MiB).
DEFAULT_MAX_FRAME_SIZE = 100 * 1024 * 1024


class FrameTooLarge(DecodeError):
    """A size prefix above the reader's limit: the stream cannot be trusted past it."""


class FrameReader:
    """Turns arbitrary byte chunks from a stream into whole frame payloads (size prefix removed).

    Chunks may split a frame anywhere, including inside the size prefix. A size prefix that is
    negative or above ``max_frame_size`` raises :class:`FrameTooLarge` before anything is
    buffered for it. A reader of requests may also pass ``max_size_for``, the largest request
    of each API key: a frame above it is refused as soon as its first two bytes (the API key)
    are in, before its body is buffered.
    """

    def __init__(
        self,
        max_frame_size: int = DEFAULT_MAX_FRAME_SIZE,
        max_size_for: Callable[[int], int] | None = None,
    ) -> None:
        self.max_frame_size = max_frame_size
        self.max_size_for = max_size_for
        self._buffer = bytearray()
        self._need: int | None = None  # payload size of the frame being read, once known
        self._key_checked = True  # whether the frame being read passed max_size_for

    def feed(self, chunk: bytes) -> list[bytes]:
        """Add bytes; return every frame payload they complete, in order."""
        self._buffer += chunk
        frames: list[bytes] = []
        while True:
            if self._need is None:
                if len(self._buffer) < 4:
                    return frames
                (size,) = _SIZE.unpack_from(self._buffer, 0)
                if size < 0 or size > self.max_frame_size:
                    raise FrameTooLarge(
                        f"frame size {size} is outside 0..{self.max_frame_size}", offset=0
                    )
                del self._buffer[:4]
                self._need = size
                self._key_checked = self.max_size_for is None
            if not self._key_checked and len(self._buffer) >= 2:
                assert self.max_size_for is not None
                (api_key,) = _KEY.unpack_from(self._buffer, 0)
                limit = self.max_size_for(api_key)
                if self._need > limit:
                    raise FrameTooLarge(
                        f"a request of API key {api_key} of {self._need} bytes is above the "
                        f"limit of {limit} for that API",
                        offset=4,
                    )
                self._key_checked = True
            if len(self._buffer) < self._need:
                return frames
            if len(self._buffer) == self._need:  # the usual case: one copy, then a fresh buffer
                frames.append(bytes(self._buffer))
                self._buffer = bytearray()
            else:
                with memoryview(self._buffer) as view:
                    frames.append(bytes(view[: self._need]))
                del self._buffer[: self._need]
            self._need = None

    @property
    def pending(self) -> int:
        """Bytes received that do not yet form a whole frame."""
        return len(self._buffer) + (4 if self._need is not None else 0)


@attrs.define
class _Pending:
    api_key: int
    api_version: int


class ResponseMatcher:
    """Pairs response payloads with the requests they answer, by correlation id.

    Register each request as it is sent; :meth:`decode` then reads the correlation id of a
    response, looks up which API and version it answers, and decodes header and body.
    """

    def __init__(self) -> None:
        self._pending: dict[int, _Pending] = {}

    def expect(self, correlation_id: int, api_key: int, api_version: int) -> None:
        if correlation_id in self._pending:
            raise ValueError(f"correlation id {correlation_id} is already in flight")
        self._pending[correlation_id] = _Pending(api_key, api_version)

    def __len__(self) -> int:
        return len(self._pending)

    def decode(self, payload: bytes) -> tuple[int, int, ResponseFrame]:
        """Decode one response payload: (api key, api version, frame)."""
        if len(payload) < 4:
            raise DecodeError(
                "a response needs at least a correlation id", message="ResponseHeader"
            )
        (correlation_id,) = _SIZE.unpack_from(payload, 0)
        pending = self._pending.pop(correlation_id, None)
        if pending is None:
            raise DecodeError(
                f"response to unknown correlation id {correlation_id}", message="ResponseHeader"
            )
        frame = decode_response_payload(payload, pending.api_key, pending.api_version)
        return pending.api_key, pending.api_version, frame
