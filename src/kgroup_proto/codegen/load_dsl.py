"""Turn DSL definitions into the spec model, so that every later stage is shared with JSON schemas.

The DSL's conventions become Kafka's: a field without a version comment exists from version 0 on,
``nullable-string`` is nullable wherever the field exists (and defaults to null), a tagged field
without versions lives in the flexible versions, ``[=>]`` structs are named after their parent
and the singular of the field, and ``with version field`` marks the int16 record version that
kgroup-proto keeps outside the message body. Definitions whose types Kafka's message schemas
cannot express (the record-format ``varint-string``, ``length-field-minus``, ...) are left out
and reported, never silently dropped.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import attrs

from kgroup_proto.codegen.dsl_syntax import (
    Definition,
    EnumDef,
    FieldDecl,
    Location,
    StructDef,
    TypeRef,
    parse_dsl,
)
from kgroup_proto.codegen.errors import SchemaError
from kgroup_proto.codegen.spec import Field, FieldType, Message, Struct, Versions

THROTTLE_ABOUT = "ThrottleMillis is how long the request was held back by a quota, in milliseconds."
TIMEOUT_ABOUT = "TimeoutMillis is how long the broker may take before it replies, in milliseconds."


@attrs.frozen
class Skipped:
    """A definition the loader read but could not turn into a message, and why."""

    name: str
    where: Location
    reason: str

    def __str__(self) -> str:
        return f"{self.where}: {self.name} left out: {self.reason}"


@attrs.frozen
class DslSchemas:
    """What a set of DSL files defines."""

    messages: tuple[Message, ...]
    enums: tuple[EnumDef, ...] = ()
    skipped: tuple[Skipped, ...] = ()


class _Unsupported(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def read_dsl_file(path: Path) -> list[Definition]:
    """Parse one DSL file (syntax only)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SchemaError(f"{path}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise SchemaError(f"{path}: not UTF-8 text") from None
    return parse_dsl(text, str(path))


def load_dsl_files(paths: Iterable[Path]) -> DslSchemas:
    """Load DSL files together: a struct or enum defined in one may be used in another."""
    return build_schemas([read_dsl_file(path) for path in paths])


def load_dsl_text(text: str, source: str = "<dsl>") -> DslSchemas:
    """Load DSL source held in a string (``source`` names it in errors)."""
    return build_schemas([parse_dsl(text, source)])


def build_schemas(files: list[list[Definition]]) -> DslSchemas:
    """Messages from parsed files; structs and enums resolve across all of them."""
    index = _Index(files)
    messages: list[Message] = []
    skipped: list[Skipped] = []
    for definitions in files:
        previous: Message | None = None
        for definition in definitions:
            if not isinstance(definition, StructDef) or definition.no_encoding:
                continue
            try:
                message = _message(definition, previous, index)
            except _Unsupported as exc:
                skipped.append(Skipped(definition.name, definition.where, exc.reason))
                previous = None
                continue
            messages.append(message)
            previous = message if message.type == "request" else None
    return DslSchemas(tuple(messages), tuple(index.enums.values()), tuple(skipped))


class _Index:
    """Every named struct and enum of the files, by name."""

    def __init__(self, files: list[list[Definition]]) -> None:
        self.structs: dict[str, StructDef] = {}
        self.enums: dict[str, EnumDef] = {}
        for definitions in files:
            for definition in definitions:
                table = self.enums if isinstance(definition, EnumDef) else self.structs
                other = table.get(definition.name)
                if other is not None:
                    raise SchemaError(
                        f"{definition.where}: {definition.name} is also defined at {other.where}"
                    )
                if isinstance(definition, EnumDef):
                    self.enums[definition.name] = definition
                else:
                    self.structs[definition.name] = definition


def _message(definition: StructDef, previous: Message | None, index: _Index) -> Message:
    where = definition.where
    kind, api_key, low, high, flexible = _header(definition, previous)
    builder = _StructBuilder(index, definition.name, flexible)
    decls = definition.fields
    if definition.with_version_field:
        first = decls[0] if decls else None
        if first is None or first.name != "Version" or first.type != TypeRef("primitive", "int16"):
            raise SchemaError(
                f"{where}: expected the first field of {definition.name} to be 'Version: int16' "
                "(it says 'with version field')"
            )
        decls = decls[1:]
    fields = builder.fields(decls, definition.name)
    if high is None:
        high = max(low, _highest_version(builder.structs, fields, flexible))
    if high < low:
        raise SchemaError(f"{where}: max version {high} is below min version {low}")
    valid = Versions(low, high)
    root = Struct(definition.name, fields, valid, definition.about)
    return Message(
        name=definition.name,
        type=kind,
        valid_versions=valid,
        flexible_versions=flexible,
        structs=(root, *builder.structs),
        api_key=api_key,
        about=definition.about,
        latest_version_unstable=definition.latest_version_unstable,
        deprecated_versions=definition.deprecated_versions,
        source=where.path,
    )


def _header(
    definition: StructDef, previous: Message | None
) -> tuple[str, int | None, int, int | None, Versions | None]:
    """(type, api key, min version, max version or None to infer, flexible versions)."""
    name, where = definition.name, definition.where
    low = definition.min_version or 0
    high = definition.max_version
    flexible = definition.flexible_versions
    if definition.header or definition.not_top_level:
        if definition.api_key is not None:
            raise SchemaError(
                f"{where}: {name} has a key, so it is neither 'not top level' nor a header"
            )
        return ("header" if definition.header else "data"), None, low, high, flexible
    if definition.api_key is not None:
        if not name.endswith(("Request", "Response")):
            raise SchemaError(f"{where}: {name} has a key, so it must end in Request or Response")
        if high is None:
            key = definition.api_key
            raise SchemaError(f"{where}: expected 'max version N' beside 'key {key}'")
        kind = "request" if name.endswith("Request") else "response"
        return kind, definition.api_key, low, high, flexible
    request = name[: -len("Response")] + "Request" if name.endswith("Response") else None
    if previous is None or previous.name != request or previous.valid_versions is None:
        raise SchemaError(
            f"{where}: expected modifiers for {name} ('key N, max version N', 'not top level' "
            "or 'header'); only a response right after its request may leave them out"
        )
    if definition.min_version is None:
        low = previous.valid_versions.low
    if high is None:
        high = previous.valid_versions.high
    if not definition.has_flexible:
        flexible = previous.flexible_versions
    return "response", previous.api_key, low, high, flexible


def _highest_version(
    structs: list[Struct], root_fields: tuple[Field, ...], flexible: Versions | None
) -> int:
    """The highest version any range of a versionless ('not top level') struct mentions."""
    found = [flexible.low] if flexible is not None else []
    for fields in (root_fields, *(s.fields for s in structs)):
        for field in fields:
            for versions in (field.versions, field.nullable_versions, field.tagged_versions):
                if versions is not None:
                    found.append(versions.low if versions.high is None else versions.high)
    return max(found, default=0)


class _StructBuilder:
    """Builds one message's structs in the order the JSON loader would (depth first)."""

    def __init__(self, index: _Index, message: str, flexible: Versions | None) -> None:
        self.index = index
        self.message = message
        self.flexible = flexible
        self.structs: list[Struct] = []
        self._positions: dict[str, int] = {}
        self._open: set[str] = set()

    def fields(self, decls: tuple[FieldDecl, ...], owner: str) -> tuple[Field, ...]:
        fields: list[Field] = []
        tags: dict[int, str] = {}
        for decl in decls:
            field = self.field(decl, owner)
            if any(f.name == field.name for f in fields):
                raise SchemaError(f"{decl.where}: {owner}.{field.name} is defined twice")
            if field.tag is not None:
                if field.tag in tags:
                    raise SchemaError(
                        f"{decl.where}: tag {field.tag} of {owner}.{field.name} is already "
                        f"used by {tags[field.tag]}"
                    )
                tags[field.tag] = field.name
            fields.append(field)
        return tuple(fields)

    def field(self, decl: FieldDecl, owner: str) -> Field:
        where, ref = decl.where, decl.type
        if ref.kind == "unsupported":
            raise _Unsupported(
                f"{owner}.{decl.name} has type {ref.name}, a record-format type that Kafka's "
                f"message schemas cannot express ({where})"
            )
        if decl.has_versions:
            versions = decl.versions
        else:  # a tagged field without versions exists in the flexible versions
            versions = self.flexible if decl.tag is not None else Versions(0, None)
        tagged = self._tagged(decl, versions)
        about = decl.about
        if decl.special is not None:
            about = self._special_about(decl)
        type_name = ref.name
        if ref.kind == "enum":
            enum = self.index.enums.get(ref.name)
            if enum is None:
                raise SchemaError(f"{where}: unknown enum {ref.name!r}")
            type_name = enum.type
            values = ", ".join(f"{v.value} {v.name}" for v in enum.values)
            about = f"{about}\n\n{enum.name}: {values}.".strip()
        elif ref.kind == "anonymous":
            type_name = ref.name or _struct_name(owner, decl.name, ref.is_array)
            self._define(type_name, decl.fields, versions, about, where)
        elif ref.kind == "named":
            self._use(ref.name, versions, about, where)
        nullable = None
        if ref.nullable:
            nullable = ref.nullable_versions or versions
        default = decl.default
        if (
            default is None
            and not decl.empty_default
            and nullable is not None
            and _covers(nullable, versions)
        ):
            default = "null"  # a nullable value starts out null, as in franz-go
        return Field(
            name=decl.name,
            type=FieldType(type_name, is_array=ref.is_array),
            versions=versions,
            about=about,
            nullable_versions=nullable,
            tagged_versions=tagged,
            tag=decl.tag,
            flexible_versions=decl.flexible_versions,
            has_flexible_override=decl.has_flexible_override,
            default=default,
            ignorable=decl.ignorable,
            map_key=decl.map_key,
            entity_type=decl.entity_type,
            zero_copy=decl.zero_copy,
        )

    def _tagged(self, decl: FieldDecl, versions: Versions | None) -> Versions | None:
        if decl.tag is None:
            return None
        if self.flexible is None:
            raise SchemaError(
                f"{decl.where}: {decl.name} has a tag but {self.message} has no flexible versions"
            )
        if decl.tagged_versions is not None:
            return decl.tagged_versions
        tagged = _intersect(versions, self.flexible)
        if tagged is None:
            raise SchemaError(
                f"{decl.where}: {decl.name} has a tag but none of its versions is flexible"
            )
        return tagged

    def _special_about(self, decl: FieldDecl) -> str:
        if decl.special == "TimeoutMillis":
            return decl.about or TIMEOUT_ABOUT
        about = decl.about or THROTTLE_ABOUT
        if decl.special_arg is not None:
            about += (
                f"\n\nFrom version {decl.special_arg} on, the broker sends the response first "
                "and throttles afterwards."
            )
        return about

    def _define(
        self,
        name: str,
        decls: tuple[FieldDecl, ...],
        versions: Versions | None,
        about: str,
        where: Location,
    ) -> None:
        if name in self._positions or name == self.message:
            raise SchemaError(
                f"{where}: struct name {name} is already used in {self.message}; "
                "name this struct with a hint such as [=>]OtherName"
            )
        position = len(self.structs)
        self._positions[name] = position
        self._open.add(name)
        self.structs.append(Struct(name, (), versions, about))
        self.structs[position] = Struct(name, self.fields(decls, name), versions, about)
        self._open.discard(name)

    def _use(self, name: str, versions: Versions | None, about: str, where: Location) -> None:
        if name in self._open:
            raise SchemaError(f"{where}: struct {name} contains itself")
        if name in self._positions:
            return
        definition = self.index.structs.get(name)
        if definition is None:
            raise SchemaError(f"{where}: unknown type {name!r} (no struct of that name)")
        if not definition.not_top_level or definition.with_version_field:
            raise SchemaError(
                f"{where}: {name} cannot be embedded: only 'not top level' structs without "
                f"a version field can (see {definition.where})"
            )
        self._define(name, definition.fields, versions, about or definition.about, where)


def _struct_name(owner: str, field_name: str, is_array: bool) -> str:
    """``JoinGroupRequest`` + ``Protocols`` (array) -> ``JoinGroupRequestProtocol``."""
    return owner + (singular(field_name) if is_array else field_name)


def singular(name: str) -> str:
    if name.endswith("ies"):
        return name[:-3] + "y"
    if name.endswith("s") and not name.endswith(("ss", "us")):
        return name[:-1]
    return name


def _intersect(a: Versions | None, b: Versions) -> Versions | None:
    if a is None:
        return None
    low = max(a.low, b.low)
    highs = [h for h in (a.high, b.high) if h is not None]
    high = min(highs) if highs else None
    if high is not None and high < low:
        return None
    return Versions(low, high)


def _covers(outer: Versions, inner: Versions | None) -> bool:
    if inner is None:
        return True
    if outer.low > inner.low:
        return False
    return outer.high is None or (inner.high is not None and inner.high <= outer.high)
