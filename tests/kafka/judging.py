"""The package's messages put before Kafka's own serializers (tests/kafka_judge.py).

Shared by the serializer test (test_kafka_serializers.py) and the script that writes the 4.4
golden fixtures (make_golden.py):

- :func:`plan` says which of a shipped schema's versions Kafka can judge, and with which of its
  classes: Kafka 4.4's, or kafka-clients 3.9.1's for the versions Kafka 4 removed (KIP-896).
  A coordinator record key's version is its record type in the package (as Kafka up to 4.0
  numbered it); Kafka 4.4's key classes speak version 0 only, so every key version maps to 0.
- :func:`cases` makes the values judged for one version: the all-defaults message, one with
  every nullable field null and every array empty, one with every field set (tagged fields
  included) and arrays of two, one with long arrays and strings, and hypothesis values drawn
  by the package's own strategies (with unknown tagged fields).
- :func:`kafka_view` and :func:`package_view` bring Kafka's JSON and the package's to the
  fields both define, so that a schema of the package that is behind Kafka 4.4 is judged on
  what it has; what was set aside is returned, to be shown in the coverage table.
"""

from __future__ import annotations

import string
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.runtime.message import Struct
from kgroup_proto.runtime.schema import FieldInfo
from tests.kafka_judge import KafkaJudge

#: Array fields get this many elements in the "large" case: past 127 a compact length takes two
#: bytes, and a classic one still four.
LARGE_ITEMS = 130
#: Strings of the "large" case: past 127 bytes, a compact length takes two bytes.
LARGE_TEXT = 200


@dataclass(frozen=True)
class Judged:
    """One version of a schema as judged: the package's version and Kafka's for it."""

    version: int
    kafka_version: int
    legacy: bool


def plan(
    name: str, judge: KafkaJudge, legacy: KafkaJudge
) -> tuple[list[Judged], list[int], list[int]]:
    """The versions of ``name`` that Kafka judges; those it has not (the package's only); and
    those Kafka 4.4 has that the package has not (yet)."""
    cls = kp.message_class(name)
    current = judge.versions(name)
    removed = legacy.versions(name)
    judged: list[Judged] = []
    unjudged: list[int] = []
    is_key = name.endswith("Key") and cls.MESSAGE_TYPE == "data"
    for version in cls.VALID_VERSIONS:
        kafka_version = 0 if is_key and current == range(0, 1) else version
        if current is not None and kafka_version in current:
            judged.append(Judged(version, kafka_version, legacy=False))
        elif removed is not None and kafka_version in removed:
            judged.append(Judged(version, kafka_version, legacy=True))
        else:
            unjudged.append(version)
    newer: list[int] = []
    if current is not None and not is_key:
        newer = [v for v in current if v not in cls.VALID_VERSIONS]
    return judged, unjudged, newer


# --------------------------------------------------------------------------- values


def cases(cls: type[Struct], version: int, examples: int, seed: int) -> list[tuple[str, Struct]]:
    """(label, message) pairs judged for one version of ``cls``; see the module's docstring."""
    made: list[tuple[str, Struct]] = [
        ("defaults", cls()),
        ("nulls", _filled(cls, version, "nulls", 0)),
        ("full", _filled(cls, version, "full", 0)),
        ("large", _filled(cls, version, "large", 0)),
    ]
    made += [("hypothesis", value) for value in drawn(cls, version, examples, seed)]
    return made


def drawn(cls: type[Struct], version: int, examples: int, seed_value: int) -> list[Struct]:
    """``examples`` values of the package's strategy for ``cls`` at ``version``, reproducibly."""
    found: list[Struct] = []

    @seed(seed_value)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategies.for_class(cls, version))
    def collect(value: Struct) -> None:
        found.append(value)

    collect()
    return found


def _filled(cls: type[Struct], version: int, kind: str, depth: int) -> Struct:
    """A message whose every field of ``version`` is set by ``kind``: "nulls" (null where the
    version allows it, empty arrays, tagged fields left out unless null is not their default),
    "full" (every field set and
    different from its default, tagged ones included, arrays of two), or "large" (as full, with
    the top level's arrays long and its strings past 127 bytes)."""
    values: dict[str, Any] = {}
    for index, info in enumerate(cls._SCHEMA.fields):
        if version not in info.versions:
            continue
        nullable = version in info.nullable
        if kind == "nulls":
            if version in info.tagged:
                # null is written only where it is not the default (ClassicMemberMetadata's)
                if nullable and info.default is not None:
                    values[info.attr] = None
                continue
            if nullable:
                values[info.attr] = None
            elif info.is_array:
                values[info.attr] = []
            elif info.type == "struct":
                assert info.struct is not None
                values[info.attr] = _filled(info.struct(), version, kind, depth + 1)
            continue
        large = kind == "large" and depth == 0
        if info.is_array:
            count = LARGE_ITEMS if large else 2
            if depth > 1:
                count = 1
            values[info.attr] = [
                _single(info, version, kind, depth, index + i, large) for i in range(count)
            ]
        else:
            values[info.attr] = _single(info, version, kind, depth, index, large)
    return cls(**values)


def _single(info: FieldInfo, version: int, kind: str, depth: int, seed: int, large: bool) -> Any:
    if info.type == "struct":
        assert info.struct is not None
        return _filled(info.struct(), version, kind, depth + 1)
    return _primitive(info.type, seed, large)


def _primitive(kind: str, seed: int, large: bool) -> Any:
    """A value of a primitive type that differs from every default Kafka's schemas give."""
    if kind == "bool":
        return True
    if kind == "int8":
        return -100 + seed % 50
    if kind in ("int16", "int32", "int64"):
        return {"int16": -30000, "int32": -2_000_000_000, "int64": -(2**62)}[kind] + seed
    if kind == "uint16":
        return 65535 - seed
    if kind == "uint32":
        return 2**32 - 1 - seed
    if kind == "float64":
        return 1.5e300 + seed
    if kind == "uuid":
        return uuid.UUID(int=(seed + 1) * 0x0123456789ABCDEF)
    if kind == "string":
        text = string.ascii_letters[seed % 52] + "é-値"
        return text * (LARGE_TEXT // len(text.encode()) + 1) if large else text
    if kind in ("bytes", "records"):
        return bytes(range(seed % 7, seed % 7 + (LARGE_TEXT if large else 5)))
    raise AssertionError(f"no value for type {kind}")


def without_unknown_tags(cls: type[Struct], message: Struct, version: int) -> Struct:
    """``message`` as its JSON carries it: the unknown tagged fields it held are gone."""
    return cls.from_json(message.to_json(version), version)


# --------------------------------------------------------------------------- JSON compared


@dataclass
class SetAside:
    """What the comparison left out, by kind, as JSON paths with the version."""

    lacking: set[str] = field(default_factory=set)
    records: set[str] = field(default_factory=set)


RECORDS = "<records: compared as bytes>"


def kafka_view(cls: type[Struct], version: int, doc: Any, aside: SetAside) -> Any:
    """Kafka's JSON with only what the package's schema defines at ``version``: a field Kafka 4.4
    has and the package's schema lacks is set aside (the schema is behind), and so is every
    records field, which Kafka's JsonConverter writes in its own form (for request logs)."""
    return _view(cls, version, doc, aside, cls.__name__)


def package_view(cls: type[Struct], version: int, doc: Any) -> Any:
    """The package's JSON, records set aside."""
    return _view(cls, version, doc, SetAside(), cls.__name__)


def _view(cls: type[Struct], version: int, doc: Any, aside: SetAside, path: str) -> Any:
    if not isinstance(doc, dict):
        return doc
    fields = {}
    for info in cls._SCHEMA.fields:
        if version in info.versions:
            fields[info.json_name] = info
    out: dict[str, Any] = {}
    for key, value in doc.items():
        info = fields.get(key)
        where = f"{path}.{key} v{version}"
        if info is None:
            aside.lacking.add(where)
            continue
        if info.type == "records":
            aside.records.add(where)
            out[key] = RECORDS
        elif info.type == "struct" and value is not None:
            assert info.struct is not None
            inner = info.struct()
            if info.is_array:
                out[key] = [_view(inner, version, item, aside, path) for item in value]
            else:
                out[key] = _view(inner, version, value, aside, path)
        else:
            out[key] = value
    return out


def records_fields(cls: type[Struct], version: int, message: Struct) -> Iterator[bytes | None]:
    """Every records value in ``message`` (depth first): compared as bytes, not as JSON."""
    for info in cls._SCHEMA.fields:
        if version not in info.versions:
            continue
        value = getattr(message, info.attr)
        if info.type == "records":
            yield value
        elif info.type == "struct" and value is not None:
            assert info.struct is not None
            for item in value if info.is_array else [value]:
                yield from records_fields(info.struct(), version, item)
