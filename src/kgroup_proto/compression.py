"""Compression codecs of Kafka record batches: none and gzip always, the others when installed.

A batch's attributes name its codec in their low three bits: 0 none, 1 gzip, 2 snappy, 3 lz4,
4 zstd. Everything after the batch header is compressed as one unit. gzip comes with Python;
the other codecs use well-known packages, imported only when a batch needs them (the
``compression`` extra installs them all):

- snappy: ``cramjam``. Kafka's Java producer writes snappy in xerial's framing (a 16-byte
  header starting ``\\x82SNAPPY\\x00``, then blocks each prefixed with its big-endian int32
  length); librdkafka writes one raw snappy block. Both are read.
- lz4: ``lz4``. Batches of magic 1 and 2 hold one LZ4 frame (the frame format, with the header
  checksum as the LZ4 specification defines it).
- zstd: ``zstandard``. A batch holds a zstd frame, whose header need not state its content
  size, so frames are read as a stream.

A codec whose package is missing raises :class:`CompressionUnavailable`, naming the package.
"""

from __future__ import annotations

import gzip
import importlib
import io
import struct
import zlib
from collections.abc import Callable
from types import ModuleType

NONE, GZIP, SNAPPY, LZ4, ZSTD = 0, 1, 2, 3, 4
NAMES = {NONE: "none", GZIP: "gzip", SNAPPY: "snappy", LZ4: "lz4", ZSTD: "zstd"}
#: Codec -> (module to import, the package that provides it).
PACKAGES = {
    SNAPPY: ("cramjam", "cramjam"),
    LZ4: ("lz4.frame", "lz4"),
    ZSTD: ("zstandard", "zstandard"),
}

XERIAL_MAGIC = b"\x82SNAPPY\x00"
_XERIAL_HEADER = 16  # magic, then int32 version and int32 compatible version
_BLOCK_LENGTH = struct.Struct(">i")


class CompressionError(ValueError):
    """Compressed bytes that do not decompress, or a codec number Kafka does not define."""


class CompressionUnavailable(CompressionError):
    """The codec's package is not installed; the message says what to install."""


def _module(codec: int) -> ModuleType:
    module, package = PACKAGES[codec]
    try:
        return importlib.import_module(module)
    except ImportError:
        raise CompressionUnavailable(
            f"{NAMES[codec]}-compressed record batches need the {package} package: "
            f"pip install {package} (or pip install 'kgroup-proto[compression]')"
        ) from None


def available(codec: int) -> bool:
    """True when batches of this codec can be read and written here."""
    if codec in (NONE, GZIP):
        return True
    try:
        _module(codec)
    except CompressionUnavailable:
        return False
    return True


def name(codec: int) -> str:
    return NAMES.get(codec, f"codec {codec}")


def decompress(codec: int, data: bytes) -> bytes:
    """The records of a batch compressed with ``codec``."""
    if codec == NONE:
        return data
    reader = _READERS.get(codec)
    if reader is None:
        raise CompressionError(f"compression codec {codec} is not one Kafka defines")
    try:
        return reader(data)
    except CompressionError:
        raise
    except Exception as exc:  # each library raises its own kind of error for bad input
        raise CompressionError(f"{name(codec)} data does not decompress: {exc}") from None


def compress(codec: int, data: bytes) -> bytes:
    """``data`` compressed as a producer would for a batch of ``codec`` (snappy raw, as
    librdkafka writes it)."""
    if codec == NONE:
        return data
    if codec == GZIP:
        return gzip.compress(data)
    if codec == SNAPPY:
        return bytes(_module(SNAPPY).snappy.compress_raw(data))
    if codec == LZ4:
        return bytes(_module(LZ4).compress(data))
    if codec == ZSTD:
        return bytes(_module(ZSTD).ZstdCompressor().compress(data))
    raise CompressionError(f"compression codec {codec} is not one Kafka defines")


def _gunzip(data: bytes) -> bytes:
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as exc:
        raise CompressionError(f"gzip data does not decompress: {exc}") from None


def _unsnappy(data: bytes) -> bytes:
    cramjam = _module(SNAPPY)
    if not data.startswith(XERIAL_MAGIC):
        return bytes(cramjam.snappy.decompress_raw(data))
    if len(data) < _XERIAL_HEADER:
        raise CompressionError("snappy data ends inside its xerial header")
    out = bytearray()
    pos = _XERIAL_HEADER
    while pos < len(data):
        if len(data) - pos < _BLOCK_LENGTH.size:
            raise CompressionError("snappy data ends inside a block length")
        (length,) = _BLOCK_LENGTH.unpack_from(data, pos)
        pos += _BLOCK_LENGTH.size
        if length < 0 or length > len(data) - pos:
            raise CompressionError(f"snappy block of {length} bytes does not fit the data")
        out += cramjam.snappy.decompress_raw(data[pos : pos + length])
        pos += length
    return bytes(out)


def _unlz4(data: bytes) -> bytes:
    return bytes(_module(LZ4).decompress(data))


def _unzstd(data: bytes) -> bytes:
    zstandard = _module(ZSTD)
    reader = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data), read_across_frames=True)
    with reader:
        return bytes(reader.read())


_READERS: dict[int, Callable[[bytes], bytes]] = {
    GZIP: _gunzip,
    SNAPPY: _unsnappy,
    LZ4: _unlz4,
    ZSTD: _unzstd,
}
