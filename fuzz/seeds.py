"""Starting inputs for each target: Kafka's own bytes (the golden fixtures: Kafka 4.0's, read where
they lie in ``../shared/golden`` or under ``KGROUP_SHARED``, and Kafka 4.4's in
``tests/golden/kafka-4.4``) and this package's encodings of sample messages.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import kgroup_proto as kp
from fuzz import targets
from kgroup_proto import framing
from kgroup_proto.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
    TopicPartition,
)
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription
from kgroup_proto.record_batch import Record, build_batch

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("KGROUP_SHARED", REPO.parent / "shared")).resolve()
GOLDEN = SHARED / "golden" / "kafka-4.0-snapshot"
GOLDEN_4_4 = REPO / "tests" / "golden" / "kafka-4.4"


def golden() -> Iterator[tuple[str, int, bytes]]:
    """(message, version, Kafka's bytes) for every golden line of a version this package reads."""
    trees = [tree for tree in (GOLDEN, GOLDEN_4_4) if tree.is_dir()]
    for path in sorted(path for tree in trees for path in tree.glob("*.jsonl")):
        try:
            cls = kp.message_class(path.stem)
        except KeyError:
            continue
        # Lines end at "\n" only: Kafka 4.4's lines keep strings such as U+2028 unescaped.
        for line in filter(None, path.read_text(encoding="utf-8").split("\n")):
            fixture = json.loads(line)
            if fixture["version"] in cls.VALID_VERSIONS:
                yield path.stem, fixture["version"], bytes.fromhex(fixture["hex"])


def own() -> Iterator[tuple[str, int, bytes]]:
    """Every message at its defaults, in every version that can write them."""
    for name, version in targets.PAIRS:
        try:
            yield name, version, kp.message_class(name)().encode(version)
        except kp.EncodeError:
            continue


def messages() -> Iterator[bytes]:
    for name, version, body in [*golden(), *own()]:
        yield targets.message_input(name, version, body)


def frames() -> Iterator[bytes]:
    for name, version, body in [*golden(), *own()]:
        cls = kp.message_class(name)
        if cls.API_KEY is None or cls.MESSAGE_TYPE not in ("request", "response"):
            continue
        try:
            message = cls.decode(body, version)
        except kp.DecodeError:  # an early-access layout this package no longer reads
            continue
        if cls.MESSAGE_TYPE == "request":
            frame = framing.encode_request(message, version, 7, "fuzz")
            yield bytes([0x3E]) + frame  # fed in chunks of 32 bytes
        else:
            frame = framing.encode_response(message, version, 7)
            yield bytes([0x3F]) + cls.API_KEY.to_bytes(2, "big") + bytes([version]) + frame


def consumer_protocol() -> Iterator[bytes]:
    assignment = ConsumerProtocolAssignment(
        assigned_partitions=[TopicPartition(topic="orders", partitions=[0, 1, 2])],
        user_data=b"u",
    )
    subscription = ConsumerProtocolSubscription(topics=["orders"], user_data=b"u", rack_id="r")
    for version in ConsumerProtocolAssignment.VALID_VERSIONS:
        yield b"\x01" + assignment.encode_versioned(version)
    for version in ConsumerProtocolSubscription.VALID_VERSIONS:
        try:
            yield b"\x00" + subscription.encode_versioned(version)
        except kp.EncodeError:  # a field the version does not have
            yield b"\x00" + ConsumerProtocolSubscription(topics=["t"]).encode_versioned(version)


def _record_pairs() -> Iterator[tuple[bytes, bytes | None]]:
    """Golden keys, each with every golden value of its record (and as a tombstone)."""
    found = list(golden())
    values: dict[str, list[tuple[int, bytes]]] = {}
    for name, version, body in found:
        if name.endswith("Value"):
            values.setdefault(name, []).append((version, body))
    for name, version, body in found:
        if kp.message_class(name).MESSAGE_TYPE not in ("coordinator-key", "data"):
            continue
        if not name.endswith("Key"):
            continue
        key = version.to_bytes(2, "big") + body
        yield key, None
        for value_version, value in values.get(name[: -len("Key")] + "Value", [])[:4]:
            yield key, value_version.to_bytes(2, "big") + value


def records() -> Iterator[bytes]:
    for key, value in _record_pairs():
        if len(key) < 256:
            yield targets.record_input(key, value)


def broker_files() -> Iterator[bytes]:
    pairs = [(key, value) for key, value in _record_pairs() if value is not None]
    for start in range(0, len(pairs), 8):
        chunk = pairs[start : start + 8]
        batch = build_batch(
            [Record(offset, 0, key, value) for offset, (key, value) in enumerate(chunk)]
        )
        yield b"\x01" + batch


SEEDS = {
    "messages": messages,
    "frames": frames,
    "consumer_protocol": consumer_protocol,
    "records": records,
    "broker_files": broker_files,
}


def combined() -> Iterator[bytes]:
    """Every target's seeds, each behind the byte that picks its target."""
    for index, name in enumerate(targets.TARGETS):
        for data in SEEDS[name]():
            yield bytes([index]) + data


SEEDS[targets.COMBINED] = combined
