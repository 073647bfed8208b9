"""Base class of every generated struct: version dispatch and the error boundary."""

from __future__ import annotations

import gc
import struct
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

from kgroup_proto.runtime.checked import checked_encode_or_explain
from kgroup_proto.runtime.errors import Declined, DecodeError, EncodeError
from kgroup_proto.runtime.faults import explain_decode_failure, explain_encode_failure
from kgroup_proto.runtime.json_codec import struct_from_json, struct_to_json
from kgroup_proto.runtime.schema import StructInfo

T = TypeVar("T", bound="Struct")

_VERSION = struct.Struct(">h")

#: Inputs at least this big are decoded with the cycle collector paused (see decode_prefix).
GC_PAUSE_BYTES = 8192

DecodeFn = Callable[[bytes, int], tuple[Any, int]]
EncodeFn = Callable[[Any, bytearray], None]


class Struct:
    """A generated struct; top-level messages also carry their API key and version ranges."""

    __slots__ = ()

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "struct"
    VALID_VERSIONS: ClassVar[range] = range(0)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None
    _SCHEMA: ClassVar[StructInfo]
    _DECODERS: ClassVar[Mapping[int, DecodeFn]]
    _ENCODERS: ClassVar[Mapping[int, EncodeFn]]

    @classmethod
    def field_versions(cls, attr: str) -> range:
        """The versions in which this struct has the field ``attr``, as its schema says.

        Hand-written code asks this instead of typing the version again: a rule such as "from
        the version that carries RebalanceTimeoutMs" reads
        ``version in JoinGroupRequest.field_versions("rebalance_timeout_ms")``.
        """
        for field in cls._SCHEMA.fields:
            if field.attr == attr:
                return field.versions
        raise KeyError(f"{cls.__name__} has no field {attr!r}")

    def encode(self, version: int) -> bytes:
        """The message body in ``version``: no size prefix, no header."""
        encoder = self._ENCODERS.get(version)
        if encoder is None:
            raise EncodeError(
                f"unsupported version (valid: {_describe(self.VALID_VERSIONS)})",
                message=type(self).__name__,
                version=version,
            )
        # One growing buffer: each piece is copied in and freed at once, so even a 10 MB
        # message never holds millions of small bytes objects alive.
        out = bytearray()
        try:
            encoder(self, out)
        except Declined:
            # A case the generated code leaves to the checked path (see write_tags), which
            # writes the same bytes or raises the EncodeError that explains the value.
            return checked_encode_or_explain(self, version)
        except Exception as exc:
            # The checked path names the field and the reason of a value it cannot write
            # either; if it can, the generated encoder is at fault (GeneratedCodeError).
            raise explain_encode_failure(self, version, exc)  # noqa: B904 (it sets the cause)
        return bytes(out)

    @classmethod
    def decode(cls: type[T], data: bytes | bytearray | memoryview, version: int) -> T:
        """Decode exactly one message body of ``version``; trailing bytes are an error."""
        obj, end = cls.decode_prefix(data, version)
        if end != len(data):
            raise DecodeError(
                f"{len(data) - end} trailing bytes after the message",
                message=cls.__name__,
                version=version,
                offset=end,
            )
        return obj

    @classmethod
    def decode_prefix(
        cls: type[T], data: bytes | bytearray | memoryview, version: int, offset: int = 0
    ) -> tuple[T, int]:
        """Decode one message body starting at ``offset``; returns it and where it ended."""
        decoder = cls._DECODERS.get(version)
        if decoder is None:
            raise DecodeError(
                f"unsupported version (valid: {_describe(cls.VALID_VERSIONS)})",
                message=cls.__name__,
                version=version,
            )
        if type(data) is not bytes:
            if not isinstance(data, (bytes, bytearray, memoryview)):
                raise DecodeError(
                    f"expected bytes, got {type(data).__name__}",
                    message=cls.__name__,
                    version=version,
                )
            data = bytes(data)
        # A decoded message is a tree of new objects: nothing for the cycle collector to find,
        # yet on big inputs its passes over them grow with the heap and make decoding
        # superlinear. Pause it (if it was running) while a big message is built.
        pause_gc = len(data) >= GC_PAUSE_BYTES and gc.isenabled()
        if pause_gc:
            gc.disable()
        try:
            try:
                return decoder(data, offset)
            except Exception as exc:
                failure = exc
            # The checked path finds the offending field and offset, or finds the generated
            # decoder at fault. It runs after the handler is left; what the decoder built before
            # it failed is freed from the traceback first (see explain_decode_failure).
            raise explain_decode_failure(cls, data, version, offset, failure)
        finally:
            if pause_gc:
                gc.enable()

    def encode_versioned(self, version: int) -> bytes:
        """A 2-byte version, then the body: how ``__consumer_offsets`` record keys and values
        and the consumer protocol's subscription and assignment bytes are framed."""
        return _VERSION.pack(version) + self.encode(version)

    @classmethod
    def decode_versioned(
        cls: type[T], data: bytes | bytearray | memoryview, *, newer_as_newest: bool = False
    ) -> tuple[int, T]:
        """Read a 2-byte version and the body after it; returns (version, message).

        With ``newer_as_newest`` a version above the newest this package knows is read with the
        newest layout, ignoring what follows: Kafka's rule for the consumer protocol's bytes.
        """
        if len(data) < 2:
            raise DecodeError(
                f"{len(data)} byte(s), too short for the 2-byte version",
                message=cls.__name__,
                offset=0,
            )
        (version,) = _VERSION.unpack_from(data, 0)
        newest = cls.VALID_VERSIONS.stop - 1
        if newer_as_newest and version > newest >= 0:
            return version, cls.decode_prefix(data, newest, 2)[0]
        obj, end = cls.decode_prefix(data, version, 2)
        if end != len(data):
            raise DecodeError(
                f"{len(data) - end} trailing bytes after the message",
                message=cls.__name__,
                version=version,
                offset=end,
            )
        return version, obj

    def to_json(self, version: int) -> dict[str, Any]:
        """Kafka's JsonConverter form of this message in ``version``."""
        return struct_to_json(self, version)

    @classmethod
    def from_json(cls: type[T], doc: Mapping[str, Any], version: int) -> T:
        """The inverse of :meth:`to_json`; bad documents raise DecodeError naming the path."""
        return struct_from_json(cls, doc, version)


def _describe(versions: range) -> str:
    if not versions:
        return "none"
    return f"{versions.start}-{versions.stop - 1}"
