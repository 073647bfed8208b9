"""Hypothesis strategies for every generated struct and version.

They come from the same generated field metadata as the codec, so a strategy draws only the
fields a version has (others stay at their default) and only values that version can carry.
Importing this module imports hypothesis; the rest of the package does not need it.

    from kgroup_proto import strategies
    from hypothesis import given

    @given(strategies.message("JoinGroupRequest", 9))
    def test_roundtrip(msg): ...
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

import kgroup_proto
from kgroup_proto.runtime.message import Struct
from kgroup_proto.runtime.schema import FieldInfo
from kgroup_proto.runtime.wire_types import WIRE_TYPES

__all__ = ["for_class", "message", "unknown_tags"]

MAX_ITEMS = 4


def message(name: str, version: int, *, registry: Any = None) -> st.SearchStrategy[Struct]:
    """Instances of the named schema that are valid in ``version``."""
    found = (registry or kgroup_proto).message_class(name)
    return for_class(found, version)


def for_class(
    cls: type[Struct], version: int, with_unknown_tags: bool = True
) -> st.SearchStrategy[Struct]:
    """Instances of a generated class valid in ``version`` (nested structs included).

    ``with_unknown_tags`` adds tagged fields the schema does not know, as a newer peer would
    send; leave it off where the instance goes through JSON, which cannot carry them.
    """
    key = (cls, version, with_unknown_tags)
    cached = _CACHE.get(key)
    if cached is None:
        cached = _CACHE[key] = _build(cls, version, with_unknown_tags)
    return cached


_CACHE: dict[tuple[type[Struct], int, bool], st.SearchStrategy[Struct]] = {}


def _build(cls: type[Struct], version: int, with_unknown_tags: bool) -> st.SearchStrategy[Struct]:
    if version not in cls._DECODERS:
        raise ValueError(f"{cls.__name__} has no version {version}")
    info = cls._SCHEMA
    fields: dict[str, st.SearchStrategy[Any]] = {}
    for field in info.fields:
        if version in field.versions:
            fields[field.attr] = _value(field, version, with_unknown_tags)
    if with_unknown_tags and version in info.flexible:
        # Tags of fields in other versions too: Kafka refuses those as unknown ones.
        known: set[int | None] = {f.tag for f in info.fields if f.tag is not None}
        fields["unknown_tagged_fields"] = unknown_tags(known)
    return st.builds(cls, **fields)


def unknown_tags(known: set[int | None]) -> st.SearchStrategy[tuple[tuple[int, bytes], ...]]:
    """Tagged fields a reader does not know: distinct tags, in ascending order, as on the wire.

    Mostly small tags, and now and then one whose varint takes 3, 4 or 5 bytes, up to the
    largest Kafka reads and writes back (2**31 - 2: its tags are signed int32s, and 2**31 - 1
    ends its writer's list of unknown ones).
    """
    wide = st.sampled_from([2**14, 2**21 + 5, 2**28 + 7, 2**31 - 2])
    tags = (st.integers(0, 300) | wide).filter(lambda tag: tag not in known)
    entries = st.dictionaries(tags, st.binary(max_size=8), max_size=2)
    return entries.map(lambda found: tuple(sorted(found.items())))


def _value(field: FieldInfo, version: int, unknown: bool) -> st.SearchStrategy[Any]:
    nullable = version in field.nullable
    if field.is_array:
        strategy: st.SearchStrategy[Any] = st.lists(
            _element(field, version, unknown), max_size=MAX_ITEMS
        )
    else:
        strategy = _element(field, version, unknown)
    return st.none() | strategy if nullable else strategy


def _element(field: FieldInfo, version: int, unknown: bool) -> st.SearchStrategy[Any]:
    wire = WIRE_TYPES.get(field.type)
    if wire is not None:
        return wire.strategy()
    assert field.struct is not None
    struct_class = field.struct()
    return st.deferred(lambda: for_class(struct_class, version, unknown))
