"""Per-class field metadata emitted by the generator.

The fast encoders and decoders never read it. It drives Kafka JSON, the checked path that explains
bad input, and the hypothesis strategies, so all three agree with the schema by construction.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    # For the annotation only: Struct's module imports this one, so a runtime import would
    # be a cycle.
    from kgroup_proto.runtime.message import Struct

#: Versions are int16 on the wire, so an open range ("3+") ends here.
VERSION_LIMIT = 0x8000
NO_VERSIONS = range(0)


def vr(text: str) -> range:
    """Kafka's version-range syntax ("none", "3", "3+", "1-4") as a Python range."""
    if text == "none":
        return NO_VERSIONS
    if text.endswith("+"):
        return range(int(text[:-1]), VERSION_LIMIT)
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


@attrs.frozen
class FieldInfo:
    """One field as the schema defines it; ``default`` is a value, or a factory for mutables."""

    attr: str
    json_name: str
    type: str
    versions: range
    is_array: bool = False
    struct: Callable[[], builtins.type[Struct]] | None = None
    nullable: range = NO_VERSIONS
    tagged: range = NO_VERSIONS
    tag: int | None = None
    compact: range | None = None
    default: Any = None
    ignorable: bool = False

    def default_value(self) -> Any:
        """A fresh default: lists and structs are built anew each time."""
        if self.default is None:
            return None
        if self.is_array:
            return []
        if self.type == "struct":
            assert self.struct is not None
            return self.struct()()
        return self.default

    def is_default(self, value: Any) -> bool:
        """Whether ``value`` equals the default: a tagged field at its default is left off
        the wire and out of JSON. Any empty list stands for an empty-array default, and NaN
        equals a NaN default."""
        default = self.default_value()
        if self.is_array and default == [] and value is not None:
            return len(value) == 0
        if isinstance(default, float) and isinstance(value, float):
            return value == default or (math.isnan(value) and math.isnan(default))
        return bool(value == default)


@attrs.frozen
class StructInfo:
    """A struct's fields in wire order, and the versions where the message is flexible."""

    name: str
    fields: tuple[FieldInfo, ...]
    flexible: range
