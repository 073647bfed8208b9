"""Wire layouts as data, and the names of every generated function, before any code exists.

A struct's layout at one version is what its generated code depends on: for each field,
whether the version has it, tagged (and its tag) or not, the length form of a string, bytes or
array (compact or not), whether null is allowed, and for a nested struct either the function
that handles it or, for an array of structs written inline, that struct's own layout. Versions
whose layouts are equal share one function, named after the first of them; so every name is
known from the schema alone, children before parents, and the emitters only look names up.

The module-level facts (which imports a generated module needs) come from the same data.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

import attrs

from kgroup_proto.codegen.spec import Field, Message, Struct
from kgroup_proto.runtime.wire_types import WIRE_TYPES

DECODE, ENCODE = "decode", "encode"


@attrs.frozen
class FieldLayout:
    """One field of a struct at one version, as far as its code depends on the version."""

    name: str
    present: bool
    #: The tag, when the version carries the field in its tagged section.
    tag: int | None
    #: Compact (varint) length; only for what has a length: strings, bytes, arrays.
    compact: bool | None
    #: Null allowed; only for what can be null: strings, bytes, arrays and structs.
    nullable: bool | None
    #: A nested struct: its function's name, or its own layout when written inline.
    nested: str | StructLayout | None


@attrs.frozen
class StructLayout:
    """A struct at one version, for one direction (decode or encode)."""

    struct: str
    flexible: bool
    fields: tuple[FieldLayout, ...]


def _has_length(field: Field) -> bool:
    wire = WIRE_TYPES.get(field.type.name)
    return field.type.is_array or (wire is not None and wire.length is not None)


def _can_be_null(field: Field) -> bool:
    return _has_length(field) or field.type.is_struct


def compact(message: Message, field: Field, version: int) -> bool:
    """A field's length is a compact varint: flexible versions, unless the field says otherwise."""
    if not message.flexible_in(version):
        return False
    if field.has_flexible_override:
        return field.flexible_versions is not None and version in field.flexible_versions
    return True


def struct_layout(
    message: Message,
    struct: Struct,
    version: int,
    direction: str,
    names: Mapping[tuple[str, str, int], str],
    inline: bool = True,
) -> StructLayout:
    """The layout of ``struct`` at ``version``; ``names`` must hold its children's functions.

    Arrays of structs are held inline (``inline``): on decode one level deep, wherever they
    are; on encode at every depth outside the tagged section, so that the encoder of a message
    makes no call per element of its nested arrays.
    """
    fields = []
    for field in struct.fields:
        present = field.present_in(version)
        tag = field.tag if present and field.tagged_in(version) else None
        nested: str | StructLayout | None = None
        if present and field.type.is_struct:
            child = message.struct(field.type.name)
            inlined = field.type.is_array and inline and (direction == DECODE or tag is None)
            if inlined:
                nested = struct_layout(
                    message, child, version, direction, names, inline=direction == ENCODE
                )
            else:
                nested = names[(direction, child.name, version)]
        fields.append(
            FieldLayout(
                name=field.name,
                present=present,
                tag=tag,
                compact=compact(message, field, version)
                if present and _has_length(field)
                else None,
                nullable=field.nullable_in(version) if present and _can_be_null(field) else None,
                nested=nested,
            )
        )
    return StructLayout(struct.name, message.flexible_in(version), tuple(fields))


@attrs.frozen
class Names:
    """The generated functions of one module: (direction, struct, version) -> function name,
    and for each struct and direction its functions in order, with the versions each serves."""

    by_version: Mapping[tuple[str, str, int], str]
    functions: Mapping[tuple[str, str], tuple[tuple[str, tuple[int, ...]], ...]]

    def decoder(self, struct: str, version: int) -> str:
        return self.by_version[(DECODE, struct, version)]

    def encoder(self, struct: str, version: int) -> str:
        return self.by_version[(ENCODE, struct, version)]


def name_functions(message: Message, order: list[Struct], usage: Mapping[str, list[int]]) -> Names:
    """Name every function of the module: ``order`` lists children before parents."""
    by_version: dict[tuple[str, str, int], str] = {}
    functions: dict[tuple[str, str], tuple[tuple[str, tuple[int, ...]], ...]] = {}
    for struct in order:
        for direction in (DECODE, ENCODE):
            groups: dict[Hashable, list[int]] = {}
            for version in usage[struct.name]:
                layout = struct_layout(message, struct, version, direction, by_version)
                groups.setdefault(layout, []).append(version)
            named = []
            for versions in groups.values():
                name = f"_{direction}_{struct.name}_v{versions[0]}"
                named.append((name, tuple(versions)))
                for version in versions:
                    by_version[(direction, struct.name, version)] = name
            functions[(direction, struct.name)] = tuple(named)
    return Names(by_version, functions)


@attrs.frozen
class ModuleFacts:
    """What a generated module imports, from the fields its versions put on the wire."""

    #: The imports its attributes' annotations need (wire_types' ``import_line``), sorted.
    imports: tuple[str, ...]
    #: Arrays of fixed-width values, read and written with a ``struct`` format built per call.
    packed_arrays: bool


def module_facts(message: Message, usage: Mapping[str, list[int]]) -> ModuleFacts:
    on_wire = [
        field
        for struct in message.structs
        for field in struct.fields
        if any(field.present_in(version) for version in usage[struct.name])
    ]
    return ModuleFacts(
        imports=tuple(
            sorted(
                {
                    line
                    for s in message.structs
                    for field in s.fields
                    if field.type.name in WIRE_TYPES
                    and (line := WIRE_TYPES[field.type.name].import_line) is not None
                }
            )
        ),
        packed_arrays=any(
            field.type.is_array
            and field.type.name in WIRE_TYPES
            and WIRE_TYPES[field.type.name].packed
            for field in on_wire
        ),
    )
