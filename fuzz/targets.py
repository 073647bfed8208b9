"""What the fuzzer checks, one function per input format; each takes the fuzzer's bytes.

Every target holds the codec to the same promises: only the format's documented error escapes
(DecodeError, or RecordError for ``__consumer_offsets`` records); the generated decoder and the
checked path accept and reject the same bytes, and build the same message; whatever decodes is
written back to the very same bytes. A broken promise is an AssertionError, any other exception
escapes as it is: both are findings. Nothing here imports atheris, so the findings kept in
``tests/fuzz_corpus`` replay under plain pytest (tests/test_fuzz_corpus.py).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import struct
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import kgroup_proto as kp
from kgroup_proto import framing
from kgroup_proto.consumer_offsets import RecordError, decode_record, key_schema_version
from kgroup_proto.consumer_protocol import decode_assignment, decode_subscription
from kgroup_proto.messages.consumer_protocol_assignment import ConsumerProtocolAssignment
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription
from kgroup_proto.runtime import DecodeError, Struct
from kgroup_proto.runtime.checked import checked_decode, checked_encode

INT16 = struct.Struct(">h")

#: Every (message, version) the package decodes; a message input picks one by its first 2 bytes.
PAIRS: list[tuple[str, int]] = [
    (name, version)
    for name in kp.message_names()
    for version in kp.message_class(name).VALID_VERSIONS
]


def pick(data: bytes) -> tuple[str, int]:
    """The (message, version) the first two bytes of ``data`` choose, wrapping around."""
    return PAIRS[int.from_bytes(data[:2], "big") % len(PAIRS)]


def message_input(name: str, version: int, body: bytes) -> bytes:
    """The input of the ``messages`` target that decodes ``body`` as ``name`` ``version``."""
    return PAIRS.index((name, version)).to_bytes(2, "big") + body


def kept_name(target: str, data: bytes) -> tuple[str, bytes]:
    """How an input is kept in ``tests/fuzz_corpus/<target>/``: a file name and its bytes.

    A message input is kept as its body, in a file named after the message and version
    (``HeartbeatResponse-v4-<sha1>``), so that it keeps its meaning when schemas are added.
    """
    digest = hashlib.sha1(data).hexdigest()[:16]
    if target != "messages" or len(data) < 2:
        return digest, data
    name, version = pick(data)
    return f"{name}-v{version}-{digest}", data[2:]


def kept_input(target: str, path: Path) -> bytes:
    """The target's input for a file written by :func:`kept_name`."""
    if target != "messages" or path.name.count("-") != 2:
        return path.read_bytes()
    name, version, _ = path.name.split("-")
    return message_input(name, int(version[1:]), path.read_bytes())


# --------------------------------------------------------------------------- one message


def check_body(cls: type[Struct], version: int, body: bytes) -> Struct | None:
    """Decode ``body`` both ways; the decoded message, or None when both paths rejected it."""
    fast: Struct | None = None
    slow: Struct | None = None
    errors: list[DecodeError] = []
    try:
        fast = cls.decode(body, version)
    except DecodeError as exc:
        errors.append(exc)
    try:
        slow, end = checked_decode(cls, body, version)
        if end != len(body):
            slow = None
            errors.append(DecodeError("trailing bytes", offset=end))
    except DecodeError as exc:
        errors.append(exc)
    assert (fast is None) == (slow is None), (
        f"{cls.__name__} v{version}: the generated decoder "
        f"{'rejects' if fast is None else 'accepts'} what the checked path "
        f"{'rejects' if slow is None else 'accepts'}: {errors}"
    )
    for err in errors:
        assert err.offset is None or 0 <= err.offset <= len(body), f"offset of {err}"
    if fast is None:
        error = errors[0]
        assert (error.message_name, error.version) == (cls.__name__, version), str(error)
        return None
    assert fast == slow, f"{cls.__name__} v{version}: the two decoders built different messages"
    again = fast.encode(version)
    assert again == body, (
        f"{cls.__name__} v{version}: re-encoded {again.hex()} differs from input {body.hex()}"
    )
    assert checked_encode(fast, version) == body, "the checked encoder writes other bytes"
    return fast


def messages(data: bytes) -> None:
    """Any message body of any version: the first two bytes pick the pair, the rest is the body."""
    if len(data) < 2:
        return
    name, version = pick(data)
    check_body(kp.message_class(name), version, data[2:])


# --------------------------------------------------------------------------- frames


def frames(data: bytes) -> None:
    """A byte stream cut into frames by FrameReader, each read as a request or as a response.

    Byte 0: bit 0 chooses responses, bits 1-7 the chunk size the stream is fed in (1-128);
    for responses, bytes 1-2 are the API key and byte 3 the version they answer. The rest is
    the stream.
    """
    if len(data) < 4:
        return
    responses = bool(data[0] & 1)
    chunk = (data[0] >> 1) + 1
    api_key, api_version = INT16.unpack_from(data, 1)[0], data[3]
    if responses:
        try:
            if api_version not in kp.response_class(api_key).VALID_VERSIONS:
                return
        except KeyError:
            return
    stream = data[4:] if responses else data[1:]
    reader = framing.FrameReader(max_frame_size=1 << 20)
    payloads: list[bytes] = []
    try:
        for start in range(0, len(stream), chunk):
            payloads += reader.feed(stream[start : start + chunk])
    except framing.FrameTooLarge:
        pass
    for payload in payloads:
        try:
            if responses:
                frame: framing.RequestFrame | framing.ResponseFrame = (
                    framing.decode_response_payload(payload, api_key, api_version)
                )
                body_version = api_version
            else:
                frame = framing.decode_request_payload(payload)
                body_version = frame.api_version
        except DecodeError:
            continue
        again = frame.header.encode(frame.header_version) + frame.body.encode(body_version)
        assert again == payload, f"frame re-encoded as {again.hex()}, was {payload.hex()}"


# --------------------------------------------------------------------------- consumer protocol


def consumer_protocol(data: bytes) -> None:
    """A member's subscription or assignment bytes (bit 0 of byte 0 chooses), as a group's
    JoinGroup, SyncGroup or DescribeGroups carries them."""
    if not data:
        return
    body = data[1:]
    decode = decode_assignment if data[0] & 1 else decode_subscription
    cls: type[Struct] = ConsumerProtocolAssignment if data[0] & 1 else ConsumerProtocolSubscription
    try:
        decoded = decode(body)
    except DecodeError:
        return
    if decoded is None:
        assert not body
        return
    (version,) = INT16.unpack_from(body)
    newest = cls.VALID_VERSIONS.stop - 1
    if version <= newest:
        assert decoded.encode_versioned(version) == body, "consumer protocol bytes differ"
    else:  # a newer version is read with the newest layout; what follows is ignored
        again = decoded.encode(newest)
        assert body[2 : 2 + len(again)] == again, "newer consumer protocol bytes differ"


# --------------------------------------------------------------------------- records


def split_record(data: bytes) -> tuple[bytes | None, bytes | None]:
    """Byte 0 is the key's length (0: no key); the rest is the value (empty: a tombstone)."""
    size = data[0]
    key = data[1 : 1 + size] if size else None
    value = data[1 + size :] or None
    return key, value


def record_input(key: bytes, value: bytes | None) -> bytes:
    """The input of the ``records`` target for a key (at most 255 bytes) and a value."""
    return bytes([len(key)]) + key + (value or b"")


def records(data: bytes) -> None:
    """A ``__consumer_offsets`` record (key and value) as the offsets pipeline decodes it."""
    if not data:
        return
    key, value = split_record(data)
    try:
        decoded = decode_record(key, value)
    except RecordError:
        return
    assert key is not None
    key_class = type(decoded.key)
    key_version = decoded.key_version
    again = INT16.pack(key_version) + decoded.key.encode(key_schema_version(key_class, key_version))
    assert again == key, f"record key re-encoded as {again.hex()}, was {key.hex()}"
    if decoded.value is not None:
        assert decoded.value_version is not None and value is not None
        again = decoded.value.encode_versioned(decoded.value_version)
        assert again == value, f"record value re-encoded as {again.hex()}, was {value.hex()}"


# --------------------------------------------------------------------------- the broker's files


def fix_crcs(log: bytes) -> bytes:
    """``log`` with each record batch's CRC-32C made right, so that mutations reach the records
    inside instead of stopping at the checksum (batches are walked by their length field)."""
    from kgroup_proto.record_batch import _crc32c

    out = bytearray(log)
    pos = 0
    while pos + 61 <= len(out):
        (length,) = struct.unpack_from(">i", out, pos + 8)
        end = pos + 12 + length
        if length < 49 or end > len(out):
            break
        struct.pack_into(">I", out, pos + 17, _crc32c(bytes(out[pos + 21 : end])))
        pos = end
    return bytes(out)


def broker_files(data: bytes) -> None:
    """The broker reopening its data directory: a ``__consumer_offsets`` partition log and the
    legacy offsets file hold these bytes. Bit 0 of byte 0 makes the batches' CRCs right first.

    The broker's rule for damaged files is to log, skip and go on: nothing may escape.
    """
    if not data:
        return
    from kgroup_proto.coordinator.config import GroupSettings
    from kgroup_proto.coordinator.log_storage import TopicStore
    from kgroup_proto.coordinator.offsets_topic import (
        OFFSETS_TOPIC,
        OffsetsTopic,
        read_legacy_offsets_file,
    )

    log = fix_crcs(data[1:]) if data[0] & 1 else data[1:]
    with _scratch() as directory, _quiet("kgroup_proto.coordinator"):
        partition = directory / f"{OFFSETS_TOPIC}-0"
        partition.mkdir()
        (partition / "00000000000000000000.log").write_bytes(log)
        store = TopicStore(directory)
        settings = GroupSettings(offsets_topic_partitions=1)
        OffsetsTopic(store, settings, lambda: 0).load()
        legacy = directory / "offsets.bin"
        legacy.write_bytes(data[1:])
        read_legacy_offsets_file(legacy)


@contextlib.contextmanager
def _quiet(name: str) -> Iterator[None]:
    """The logger ``name`` silenced meanwhile: damaged files are the point here, not news."""
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


@contextlib.contextmanager
def _scratch() -> Iterator[Path]:
    """A fresh scratch directory (in memory where /dev/shm exists), removed afterwards."""
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as name:
        yield Path(name)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "messages": messages,
    "frames": frames,
    "consumer_protocol": consumer_protocol,
    "records": records,
    "broker_files": broker_files,
}


#: The target that takes every format: the first byte picks one of TARGETS, in order.
COMBINED = "all"


def combined(data: bytes) -> None:
    """One input of any target: byte 0 picks the target, the rest is its input. Fuzzing them
    all in one process pays the instrumenting of the package's imports once."""
    if data:
        names = list(TARGETS)
        TARGETS[names[data[0] % len(names)]](data[1:])


def split_combined(data: bytes) -> tuple[str, bytes]:
    """The target and its input that an input of :func:`combined` stands for."""
    names = list(TARGETS)
    return names[data[0] % len(names)], data[1:]


def corpus_files(root: Path) -> Iterator[tuple[str, Path]]:
    """(target, file) for every input kept under ``root``/<target>/."""
    for target in TARGETS:
        directory = root / target
        if directory.is_dir():
            for path in sorted(directory.iterdir()):
                if path.is_file():
                    yield target, path
