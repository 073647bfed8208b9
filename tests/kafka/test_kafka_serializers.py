"""Kafka's own serializers judge every byte the package writes and reads.

Every message schema the package ships, in every version Kafka speaks (4.4's classes, or
kafka-clients 3.9.1's for the versions Kafka 4 removed), over the package's own hypothesis
values and a few made to reach the edges (tests/kafka/judging.py), both ways:

- the package's bytes, read by Kafka, give the package's JSON, and Kafka writes them back
  byte for byte (unknown tagged fields included);
- the package's JSON, read by Kafka's JsonConverter, gives the package's bytes;
- those bytes of Kafka's decode in the package to Kafka's JSON and re-encode to Kafka's bytes.

What is not compared is listed in the coverage table printed at the end of the run (and
explained here): records fields, which Kafka's JsonConverter writes in its own form for request
logs (the package writes the records' bytes as base64, so that its JSON maps back to its
bytes: docs/kafka-json.md); fields and versions Kafka 4.4 has and the package's schema does
not (yet), which are judged on what both define; schemas Kafka has not (KAFKA_LACKS).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import kgroup_proto as kp
from kgroup_proto.runtime.message import Struct
from tests.apache_kafka import KafkaBuild
from tests.kafka.conftest import COVERAGE, CoverageRow
from tests.kafka.judging import (
    Judged,
    SetAside,
    cases,
    kafka_view,
    package_view,
    plan,
    without_unknown_tags,
)
from tests.kafka_judge import KafkaJudge, Verdict, verdicts

#: Hypothesis values per version, besides the four made ones (defaults, nulls, full, large).
EXAMPLES = 6

#: Schemas the package ships that no Kafka release has a class for, and why.
KAFKA_LACKS = {
    "ShareGroupPartitionMetadataKey": (
        "record type 9 of share groups' early access (Kafka 4.0); released Kafka replaced it with "
        "ShareGroupStatePartitionMetadata (type 15) and no longer has it; the package keeps it "
        "to read the records 4.0 left in __consumer_offsets"
    ),
    "ShareGroupPartitionMetadataValue": "its value (see ShareGroupPartitionMetadataKey)",
}


@pytest.fixture(scope="module")
def judges(kafka_jars: KafkaBuild) -> Iterator[tuple[KafkaJudge, KafkaJudge]]:
    with KafkaJudge(kafka_jars) as current, KafkaJudge(kafka_jars, legacy=True) as legacy:
        yield current, legacy


def _describe(versions: list[int]) -> str:
    if not versions:
        return "-"
    runs: list[str] = []
    start = prev = versions[0]
    for version in [*versions[1:], None]:
        if version is not None and version == prev + 1:
            prev = version
            continue
        runs.append(str(start) if start == prev else f"{start}-{prev}")
        if version is not None:
            start = prev = version
    return ",".join(runs)


@pytest.mark.parametrize("name", kp.message_names())
def test_kafka_agrees_with_the_package(
    name: str, judges: tuple[KafkaJudge, KafkaJudge], request: pytest.FixtureRequest
) -> None:
    current, legacy = judges
    cls = kp.message_class(name)
    judged, unjudged, newer = plan(name, current, legacy)
    row = CoverageRow(
        name=name,
        versions=_describe([j.version for j in judged if not j.legacy]),
        legacy_versions=_describe([j.version for j in judged if j.legacy]),
        unjudged=_describe(unjudged),
        kafka_only=_describe(newer),
    )
    request.config.stash.setdefault(COVERAGE, []).append(row)
    if name in KAFKA_LACKS:
        assert not judged, f"Kafka has {name} after all: judge it"
        row.note = "Kafka has no class: " + KAFKA_LACKS[name]
        return
    assert judged, f"Kafka judges no version of {name}"
    assert not unjudged, f"versions of {name} that no Kafka speaks: {unjudged}"

    failures: list[str] = []
    aside = SetAside()
    for which, judge in ((False, current), (True, legacy)):
        batch = [
            (j, label, msg)
            for j in judged
            if j.legacy == which
            for label, msg in cases(cls, j.version, EXAMPLES, seed=j.version)
        ]
        if not batch:
            continue
        asks: list[dict[str, Any]] = []
        for j, _label, message in batch:
            asks.append(_read(name, j, message.encode(j.version)))
            asks.append(_write(name, j, message.to_json(j.version)))
        answers = list(verdicts(judge.ask_many(asks)))
        for index, (j, label, message) in enumerate(batch):
            read, written = answers[2 * index], answers[2 * index + 1]
            found = _judge_case(cls, j, message, read, written, aside)
            row.cases += 1
            if found:
                failures.extend(f"{name} v{j.version} ({label}): {f}" for f in found)
            else:
                row.agreements += 1
    row.lacking = sorted(aside.lacking)
    row.records = sorted(aside.records)
    assert not failures, "\n".join(failures[:12]) + f"\n({len(failures)} disagreements)"
    assert row.agreements == row.cases > 0
    # schemas/ is at Kafka 4.4: no field Kafka writes is unknown to the package.
    assert not row.lacking, f"{name}: fields Kafka 4.4 has and the schema lacks: {row.lacking}"


def _read(name: str, judged: Judged, data: bytes) -> dict[str, Any]:
    return {"op": "read", "name": name, "version": judged.kafka_version, "hex": data.hex()}


def _write(name: str, judged: Judged, doc: dict[str, Any]) -> dict[str, Any]:
    return {"op": "write", "name": name, "version": judged.kafka_version, "json": doc}


def _judge_case(
    cls: type[Struct],
    judged: Judged,
    message: Struct,
    read: Verdict,
    written: Verdict,
    aside: SetAside,
) -> list[str]:
    """What Kafka and the package disagree on for one value (nothing when they agree)."""
    version = judged.version
    ours = message.encode(version)
    ours_json = package_view(cls, version, message.to_json(version))
    found = []
    # The package's bytes, read by Kafka.
    if not read.ok:
        found.append(f"Kafka refuses the package's bytes {ours.hex()}: {read.error}")
    else:
        if kafka_view(cls, version, read.json, aside) != ours_json:
            found.append(f"Kafka reads {read.json}, the package wrote {ours_json}")
        if read.data != ours:
            found.append(f"Kafka re-serializes {ours.hex()} as {read.data!r}")
    # The package's JSON, written by Kafka, and those bytes back in the package.
    plain = without_unknown_tags(cls, message, version).encode(version)
    if not written.ok:
        found.append(f"Kafka refuses the package's JSON {ours_json}: {written.error}")
        return found
    assert written.data is not None
    if written.data != plain:
        found.append(f"Kafka writes the JSON as {written.data.hex()}, the package {plain.hex()}")
    kafka_json = kafka_view(cls, version, written.json, aside)
    for data, doc in ((written.data, kafka_json), (read.data, None)):
        if data is None:
            continue
        try:
            decoded = cls.decode(data, version)
        except kp.DecodeError as exc:
            found.append(f"the package refuses Kafka's bytes {data.hex()}: {exc}")
            continue
        if doc is not None and package_view(cls, version, decoded.to_json(version)) != doc:
            found.append(f"the package reads Kafka's {data.hex()} as {decoded.to_json(version)}")
        if decoded.encode(version) != data:
            found.append(f"the package re-encodes Kafka's {data.hex()} differently")
    return found


# --------------------------------------------------------------------------- Kafka's limits


def test_a_tagged_null_struct_as_kafka_writes_it(judges: tuple[KafkaJudge, KafkaJudge]) -> None:
    """A tagged nullable struct's marker is an unsigned varint, 0 for null and 1 for present
    (a byte of -1 or 1 elsewhere). Kafka 4.4 writes ConsumerGroupMemberMetadataValue's
    ClassicMemberMetadata as null for every member of the consumer protocol: its default is
    the empty struct (the schema's JSON null default is no default), so the null is written."""
    current, _legacy = judges
    cls = kp.message_class("ConsumerGroupMemberMetadataValue")
    doc = cls().to_json(0)
    assert "classicMemberMetadata" not in doc  # the empty struct is the default, left out
    kafka = current.write(cls.__name__, 0, {**doc, "classicMemberMetadata": None})
    assert kafka.ok and kafka.data is not None, kafka.error
    assert kafka.data.endswith(bytes.fromhex("01000100"))  # one tag: 0, size 1, null
    decoded = cls.decode(kafka.data, 0)
    assert decoded.classic_member_metadata is None
    assert decoded.encode(0) == cls(classic_member_metadata=None).encode(0) == kafka.data
    present = cls(classic_member_metadata=cls().classic_member_metadata)
    assert present.encode(0) == cls().encode(0)  # at its default: not written
    plain = current.write(cls.__name__, 0, doc)
    assert plain.ok and plain.data == cls().encode(0)
    assert cls.decode(plain.data, 0) == cls()


@pytest.mark.parametrize(
    ("tag", "kafka_keeps"), [(2**31 - 2, True), (2**31 - 1, False), (2**31, False)]
)
def test_unknown_tags_only_as_far_as_kafka_writes_them(
    judges: tuple[KafkaJudge, KafkaJudge], tag: int, kafka_keeps: bool
) -> None:
    """Kafka reads a tag into an int32 and its writer of unknown tagged fields ends at
    2**31 - 1: a tag from 2**31 - 1 up is read by neither (the package says why)."""
    current, _legacy = judges
    cls = kp.message_class("HeartbeatRequest")
    below = cls(group_id="g", unknown_tagged_fields=((2**31 - 2, b"\x07"),)).encode(4)
    data = below.replace(_varint(2**31 - 2), _varint(tag))
    verdict = current.read(cls.__name__, 4, data)
    assert verdict.ok is kafka_keeps, verdict.error
    message = cls(group_id="g", unknown_tagged_fields=((tag, b"\x07"),))
    if kafka_keeps:
        assert verdict.data == data == message.encode(4)
        assert cls.decode(data, 4) == message
        return
    with pytest.raises(kp.DecodeError, match="Kafka"):
        cls.decode(data, 4)
    with pytest.raises(kp.EncodeError, match="Kafka"):
        message.encode(4)


def test_a_tag_of_another_version_is_refused(judges: tuple[KafkaJudge, KafkaJudge]) -> None:
    """FetchRequest's ReplicaState is tag 1 from version 15: at version 14 Kafka refuses a
    tag 1 rather than keep it as unknown, and so does the package."""
    current, _legacy = judges
    cls = kp.message_class("FetchRequest")
    message = cls(unknown_tagged_fields=((1, b"\x00"),))
    with pytest.raises(kp.EncodeError, match="Kafka refuses"):
        message.encode(14)
    data = cls(unknown_tagged_fields=((2, b"\x00"),)).encode(14)
    assert current.read(cls.__name__, 14, data).ok
    bad = data[:-3] + b"\x01" + data[-2:]  # the last tagged field's tag 2 becomes 1
    assert not current.read(cls.__name__, 14, bad).ok
    with pytest.raises(kp.DecodeError, match="Kafka refuses"):
        cls.decode(bad, 14)


@pytest.mark.parametrize(("size", "kafka_keeps"), [(32767, True), (32768, False)])
def test_strings_as_long_as_kafka_takes_them(
    judges: tuple[KafkaJudge, KafkaJudge], size: int, kafka_keeps: bool
) -> None:
    """Kafka refuses a string past 32767 bytes, read or written, compact length or not."""
    current, _legacy = judges
    cls = kp.message_class("HeartbeatRequest")
    doc = cls(group_id="x" * size).to_json(4)
    written = current.write(cls.__name__, 4, doc)
    assert written.ok is kafka_keeps, written.error
    data = cls(group_id="x" * 32767).encode(4)
    if kafka_keeps:
        assert written.data == data == cls(group_id="x" * size).encode(4)
        return
    with pytest.raises(kp.EncodeError, match="32767"):
        cls(group_id="x" * size).encode(4)
    longer = _varint(size + 1) + b"x" * size + data[len(_varint(32768)) + 32767 :]
    assert not current.read(cls.__name__, 4, longer).ok
    with pytest.raises(kp.DecodeError, match="32767"):
        cls.decode(longer, 4)
    with pytest.raises(kp.EncodeError, match="32767"):
        cls(group_id="x" * size).encode(0)  # an int16 length cannot hold it either


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)
