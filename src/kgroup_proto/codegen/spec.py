"""The spec model: what a message schema means, independent of the file format it came from.

Loaders produce it, the renderer consumes it; nothing else crosses that boundary.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs

from kgroup_proto.runtime.wire_types import WIRE_TYPES

#: The schema's primitive type names (runtime/wire_types.py describes each).
PRIMITIVES = tuple(WIRE_TYPES)


@attrs.frozen
class Versions:
    """A closed range of versions; ``high`` is None for an open range ("3+")."""

    low: int
    high: int | None

    @classmethod
    def parse(cls, text: str) -> Versions | None:
        """Parse Kafka's version syntax: "none", "3", "3+", "1-4". Returns None for "none"."""
        text = text.strip()
        if text == "none":
            return None
        match = re.fullmatch(r"(\d+)(\+|-(\d+))?", text)
        if match is None:
            raise ValueError(f"invalid version range {text!r}")
        low = int(match.group(1))
        if match.group(2) == "+":
            return cls(low, None)
        if match.group(3) is not None:
            high = int(match.group(3))
            if high < low:
                raise ValueError(f"invalid version range {text!r}")
            return cls(low, high)
        return cls(low, low)

    def __contains__(self, version: object) -> bool:
        return (
            isinstance(version, int)
            and version >= self.low
            and (self.high is None or version <= self.high)
        )

    def __str__(self) -> str:
        if self.high is None:
            return f"{self.low}+"
        if self.high == self.low:
            return str(self.low)
        return f"{self.low}-{self.high}"


def contains(versions: Versions | None, version: int) -> bool:
    """Membership that treats None as the empty range."""
    return versions is not None and version in versions


@attrs.frozen
class FieldType:
    """A field's type: a primitive, a struct, or an array of either."""

    name: str
    is_array: bool = False

    @classmethod
    def parse(cls, text: str) -> FieldType:
        if text.startswith("[]"):
            return cls(text[2:], is_array=True)
        return cls(text)

    @property
    def is_struct(self) -> bool:
        return self.name not in PRIMITIVES

    def __str__(self) -> str:
        return ("[]" if self.is_array else "") + self.name


@attrs.frozen
class Field:
    """One field of a struct, with the version ranges that shape it on the wire."""

    name: str
    type: FieldType
    versions: Versions | None
    about: str = ""
    nullable_versions: Versions | None = None
    tagged_versions: Versions | None = None
    tag: int | None = None
    flexible_versions: Versions | None = None
    has_flexible_override: bool = False
    default: str | None = None
    ignorable: bool = False
    map_key: bool = False
    entity_type: str | None = None
    zero_copy: bool = False

    def present_in(self, version: int) -> bool:
        return contains(self.versions, version)

    def nullable_in(self, version: int) -> bool:
        return contains(self.nullable_versions, version)

    def tagged_in(self, version: int) -> bool:
        return contains(self.tagged_versions, version)


@attrs.frozen
class Struct:
    """A named struct: the message body itself, a nested struct or a common struct."""

    name: str
    fields: tuple[Field, ...]
    versions: Versions | None
    about: str = ""


@attrs.frozen
class Message:
    """One schema file: the top-level struct and every struct it defines or uses."""

    name: str
    type: str
    valid_versions: Versions | None
    flexible_versions: Versions | None
    structs: tuple[Struct, ...]
    api_key: int | None = None
    about: str = ""
    latest_version_unstable: bool = False
    deprecated_versions: Versions | None = None
    source: str = ""

    @property
    def root(self) -> Struct:
        """The top-level struct (the message body); always the first struct."""
        return self.structs[0]

    def struct(self, name: str) -> Struct:
        for struct in self.structs:
            if struct.name == name:
                return struct
        raise KeyError(name)

    def versions(self) -> Iterator[int]:
        if self.valid_versions is None:
            return iter(())
        high = self.valid_versions.high
        assert high is not None, "validVersions must be closed"
        return iter(range(self.valid_versions.low, high + 1))

    def flexible_in(self, version: int) -> bool:
        return contains(self.flexible_versions, version)
