"""Cross-check against kio, an independent codec generated from Kafka's newest schemas.

The golden fixtures come from Kafka 4.0, so the newer versions of the group APIs have no bytes
from Kafka itself to compare with. For those versions (and, with fewer examples, for every other
version both libraries have) the same logical message must encode to identical bytes here and in
kio, and each side must decode the other's bytes to the same values.

Objects are converted field by field, in wire order, from the generated schema metadata and
kio's dataclass fields; the pairing itself checks that both sides agree on names, types,
arrays and nullability before any bytes are compared.
"""

from __future__ import annotations

import dataclasses
import importlib
import io
import re
import types
import typing
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from kio.schema.errors import ErrorCode
from kio.serial import entity_reader, entity_writer

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.runtime import ZERO_UUID, FieldInfo, Struct
from tests.conftest import GOLDEN, golden_fixtures, needs_shared

#: Where kio uses a richer type for an integer field (ErrorCode, timedelta).
KIO_KINDS = {
    "int16": {"int16", "error_code"},
    "int32": {"int32", "timedelta_i32"},
    "int64": {"int64", "timedelta_i64", "datetime_i64"},
}
#: APIs whose newest version is newer than the golden fixtures.
NEWER_APIS = {
    ("OffsetCommit", 10),
    ("OffsetFetch", 10),
    ("DescribeGroups", 6),
    ("TxnOffsetCommit", 5),
    ("ConsumerGroupDescribe", 1),
    ("ShareGroupHeartbeat", 1),
    ("ShareGroupDescribe", 1),
    ("StreamsGroupHeartbeat", 0),
    ("StreamsGroupDescribe", 0),
}
#: Fields Kafka 4.4 renamed (the same bytes), which kio still calls by their earlier names.
KIO_OLDER_NAMES = {
    ("TxnOffsetCommitRequest", "generation_id_or_member_epoch"): "generation_id",
    ("StreamsGroupHeartbeatResponse", "acceptable_recovery_lag_legacy"): "acceptable_recovery_lag",
}
ERROR_CODES = sorted(code.value for code in ErrorCode)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)

Pairing = tuple[tuple[FieldInfo, dataclasses.Field[Any], type | None], ...]
_PAIRINGS: dict[tuple[type, type, int], Pairing] = {}


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def kio_class(name: str, version: int) -> type | None:
    """kio's class for a message version: kio.schema.<api>.v<N>.{request,response,header,data}."""
    if name.endswith("Request"):
        api, kind = _snake(name.removesuffix("Request")), "request"
    elif name.endswith("Response"):
        api, kind = _snake(name.removesuffix("Response")), "response"
    else:
        api, kind = _snake(name), "header" if name.endswith("Header") else "data"
    try:
        module = importlib.import_module(f"kio.schema.{api}.v{version}.{kind}")
    except ModuleNotFoundError:
        return None
    found: type = getattr(module, name)
    return found


def _golden_versions() -> dict[str, set[int]]:
    versions: dict[str, set[int]] = defaultdict(set)
    for name, version, _doc, _data in golden_fixtures():
        versions[name].add(version)
    return versions


SHARED_PAIRS = [
    (name, version)
    for name in kp.message_names()
    for version in kp.message_class(name).VALID_VERSIONS
    if kio_class(name, version) is not None
]
GOLDEN_VERSIONS = _golden_versions()
NEWER_PAIRS = (
    [(name, v) for name, v in SHARED_PAIRS if v not in GOLDEN_VERSIONS.get(name, set())]
    if GOLDEN.is_dir()
    else []
)


def _without_none(hint: Any) -> tuple[Any, bool]:
    """A kio annotation without its ``| None``, and whether it had one."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        (inner,) = [arg for arg in args if arg is not type(None)]
        return inner, len(args) > 1
    return hint, False


def pairing(cls: type[Struct], theirs: type, version: int) -> Pairing:
    """Our fields present in ``version`` beside kio's, in wire order, checked to correspond."""
    key = (cls, theirs, version)
    if key not in _PAIRINGS:
        _PAIRINGS[key] = _pair(cls, theirs, version)
    return _PAIRINGS[key]


def _pair(cls: type[Struct], theirs: type, version: int) -> Pairing:
    mine = [field for field in cls._SCHEMA.fields if version in field.versions]
    other = dataclasses.fields(theirs)
    assert len(mine) == len(other), (cls.__name__, version, mine, [f.name for f in other])
    result = []
    for ours, kios in zip(mine, other, strict=True):
        where = f"{cls.__name__}.{ours.attr} v{version} vs kio {theirs.__name__}.{kios.name}"
        # kio drops the unit from durations: throttle_time_ms is its throttle_time.
        attr = KIO_OLDER_NAMES.get((cls.__name__, ours.attr), ours.attr)
        assert kios.name in (attr, attr.removesuffix("_ms")), where
        hint, nullable = _without_none(kios.type)
        assert (typing.get_origin(hint) is tuple) == ours.is_array, where
        # kio types every uuid as optional and reads zero as None; likewise a timestamp and -1.
        if ours.type != "uuid" and kios.metadata.get("kafka_type") != "datetime_i64":
            assert nullable == (version in ours.nullable), where
        nested = None
        if ours.type == "struct":
            nested = typing.get_args(hint)[0] if ours.is_array else hint
            assert dataclasses.is_dataclass(nested), where
        else:
            assert kios.metadata["kafka_type"] in KIO_KINDS.get(ours.type, {ours.type}), where
        result.append((ours, kios, nested))
    return tuple(result)


def to_kio(obj: Struct, theirs: type, version: int) -> Any:
    """The kio object holding the same values as ``obj`` in ``version``."""
    values = {}
    for ours, kios, nested in pairing(type(obj), theirs, version):

        def convert(item: Any, kios: Any = kios, nested: type | None = nested) -> Any:
            if nested is not None:
                return to_kio(item, nested, version)
            kind = kios.metadata["kafka_type"]
            if kind == "error_code":
                return ErrorCode(item)
            if kind.startswith("timedelta"):
                return timedelta(milliseconds=item)
            if kind == "datetime_i64":
                return None if item == -1 else EPOCH + timedelta(milliseconds=item)
            if kind == "uuid" and item == ZERO_UUID:
                return None
            return item

        value = getattr(obj, ours.attr)
        if value is not None:
            value = tuple(map(convert, value)) if ours.is_array else convert(value)
        values[kios.name] = value
    return theirs(**values)


def representable(obj: Struct, theirs: type, version: int) -> Struct:
    """``obj`` with the few values kio cannot carry replaced by ones it can.

    kio decodes error codes into its ErrorCode enum, so a code the enum lacks (which Kafka itself
    would pass through) becomes a known one. kio writes int64 durations through a float number of
    seconds, exact only below 2**50 ms (~35,000 years), so larger ones are scaled down.
    """
    changes = {}
    for ours, kios, nested in pairing(type(obj), theirs, version):

        def fit(item: Any, kios: Any = kios, nested: type | None = nested) -> Any:
            if nested is not None:
                return representable(item, nested, version)
            kind = kios.metadata["kafka_type"]
            if kind == "error_code" and item not in ERROR_CODES:
                return ERROR_CODES[item % len(ERROR_CODES)]
            if kind == "timedelta_i64" and abs(item) >= 2**50:
                return item >> 14
            if kind == "datetime_i64" and item != -1:
                return item % 2**41  # kio's timestamps are datetimes: from 1970 to 2039 here
            return item

        value = getattr(obj, ours.attr)
        if value is not None:
            changes[ours.attr] = list(map(fit, value)) if ours.is_array else fit(value)
    evolved: Struct = attrs.evolve(typing.cast(Any, obj), **changes)
    return evolved


@pytest.mark.parametrize(
    ("name", "version"), [pytest.param(n, v, id=f"{n}-v{v}") for n, v in SHARED_PAIRS]
)
def test_same_bytes_and_values_as_kio(name: str, version: int) -> None:
    """Same bytes from both encoders; each decoder reads the other's bytes to the same values."""
    cls = kp.message_class(name)
    theirs = kio_class(name, version)
    assert theirs is not None
    write: Any = entity_writer(theirs)
    read: Any = entity_reader(theirs)
    # kio keeps no unknown tagged fields, so none are drawn.
    drawn = strategies.for_class(cls, version, with_unknown_tags=False).map(
        lambda obj: representable(obj, theirs, version)
    )

    @settings(
        max_examples=25 if (name, version) in NEWER_PAIRS else 10,
        deadline=None,
        database=None,  # one inner test per parameter: keep their examples apart
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(drawn)
    def check(ours: Struct) -> None:
        expected = to_kio(ours, theirs, version)
        data = ours.encode(version)
        buffer = io.BytesIO()
        write(buffer, expected)
        assert data == buffer.getvalue()
        assert read(data, 0) == (expected, len(data))
        assert cls.decode(buffer.getvalue(), version) == ours

    check()


@needs_shared
def test_versions_without_golden_fixtures_are_cross_checked() -> None:
    """The versions Kafka 4.0 lacks are among those checked above, with more examples."""
    expected = {(api + kind, v) for api, v in NEWER_APIS for kind in ("Request", "Response")}
    assert NEWER_PAIRS
    assert expected <= set(NEWER_PAIRS), sorted(expected - set(NEWER_PAIRS))
