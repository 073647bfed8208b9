"""Read schema DSL text into definitions: the syntax only, no meaning yet.

The DSL is the line-oriented format of franz-go's protocol definitions (``Name => key 11, max
version 9``, ``Field: int32(-1) // v1+``, ``[=>]`` nested arrays, ``// tag 0``), plus a few
annotations that let it carry everything a Kafka JSON schema can (see docs/dsl.md). Errors name
the file, the line and what was expected there.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Literal

import attrs

from kgroup_proto.codegen.errors import SchemaError
from kgroup_proto.codegen.spec import PRIMITIVES, Versions

#: Record-format types of the DSL that Kafka's message schemas cannot express.
RECORD_FORMAT_TYPES = ("varint", "varlong", "varint-string", "varint-bytes")
ENUM_TYPES = ("int8", "int16", "int32", "int64", "uint16", "uint32")
NAME = r"[A-Za-z][A-Za-z0-9_]*"
STRUCT_NAME = r"[A-Z][A-Za-z0-9_]*"
#: A version range as the DSL writes it: ``v3+``, ``v1-v4`` or ``v2``.
RANGE = r"v(\d+)(?:(\+)|-v(\d+))?"
SPECIAL_FIELDS = {"ThrottleMillis": None, "TimeoutMillis": "15000"}


class DslSyntaxError(SchemaError):
    """Text that is not valid DSL; the message reads ``file:line: expected ..., found ...``."""


@attrs.frozen
class Location:
    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@attrs.frozen
class TypeRef:
    """A field's type as written.

    ``kind`` is ``primitive`` (``name`` is the type), ``anonymous`` (an inline struct; ``name``
    is its optional name hint), ``named`` (a struct defined elsewhere), ``enum`` or
    ``unsupported`` (a record-format type; ``name`` says which).
    """

    kind: Literal["primitive", "anonymous", "named", "enum", "unsupported"]
    name: str
    is_array: bool = False
    nullable: bool = False
    #: Versions in which a ``nullable-...-v7+`` type is nullable; None means every version.
    nullable_versions: Versions | None = None


@attrs.frozen
class FieldDecl:
    """One field line, its comment block and, for an inline struct, its nested fields."""

    name: str
    type: TypeRef
    where: Location
    about: str = ""
    default: str | None = None
    #: ``type()``: no default, so a nullable field starts empty rather than null.
    empty_default: bool = False
    versions: Versions | None = None
    has_versions: bool = False
    tag: int | None = None
    tagged_versions: Versions | None = None
    ignorable: bool = False
    map_key: bool = False
    entity_type: str | None = None
    zero_copy: bool = False
    flexible_versions: Versions | None = None
    has_flexible_override: bool = False
    #: ``ThrottleMillis`` or ``TimeoutMillis`` for the special fields, with their number.
    special: str | None = None
    special_arg: int | None = None
    fields: tuple[FieldDecl, ...] = ()


@attrs.frozen
class StructDef:
    """A struct definition: ``Name => modifiers`` and its fields."""

    name: str
    where: Location
    about: str = ""
    fields: tuple[FieldDecl, ...] = ()
    api_key: int | None = None
    min_version: int | None = None
    max_version: int | None = None
    flexible_versions: Versions | None = None
    has_flexible: bool = False
    not_top_level: bool = False
    with_version_field: bool = False
    no_encoding: bool = False
    header: bool = False
    deprecated_versions: Versions | None = None
    latest_version_unstable: bool = False
    coordinator: str | None = None


@attrs.frozen
class EnumValue:
    value: int
    name: str
    about: str = ""


@attrs.frozen
class EnumDef:
    """An enum definition: ``Name int8 (`` then ``value: NAME`` lines, then ``)``."""

    name: str
    type: str
    where: Location
    values: tuple[EnumValue, ...]
    about: str = ""
    camelcase: bool = False


Definition = StructDef | EnumDef


@attrs.frozen
class _Line:
    number: int
    indent: int
    text: str  # without indentation; "" for a blank line
    is_comment: bool


def parse_versions(match: re.Match[str], first: int = 1) -> Versions:
    """The Versions of a RANGE match whose groups start at ``first``."""
    low = int(match.group(first))
    if match.group(first + 1):
        return Versions(low, None)
    if match.group(first + 2) is not None:
        high = int(match.group(first + 2))
        if high < low:
            raise ValueError(f"version range {match.group(0)!r} ends before it starts")
        return Versions(low, high)
    return Versions(low, low)


def parse_dsl(text: str, path: str) -> list[Definition]:
    """Every definition in one DSL file, in file order."""
    return _Parser(text, path).definitions()


class _Parser:
    def __init__(self, text: str, path: str) -> None:
        self.path = path
        self.lines = list(self._split(text))
        self.pos = 0

    def _split(self, text: str) -> Iterator[_Line]:
        for number, raw in enumerate(text.splitlines(), 1):
            line = raw.rstrip()
            stripped = line.lstrip(" ")
            if stripped.startswith("\t"):
                raise self._error(number, "indentation by spaces (two per level)", "a tab")
            yield _Line(number, len(line) - len(stripped), stripped, stripped.startswith("//"))

    def _error(self, line: int, expected: str, found: str) -> DslSyntaxError:
        return DslSyntaxError(f"{self.path}:{line}: expected {expected}, found {found}")

    def _where(self, line: _Line) -> Location:
        return Location(self.path, line.number)

    # ------------------------------------------------------------------ definitions

    def definitions(self) -> list[Definition]:
        out: list[Definition] = []
        comments: list[str] = []
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            self.pos += 1
            if not line.text:
                comments = []
            elif line.is_comment:
                comments.append(_comment_text(line.text))
            elif line.indent:
                raise self._error(
                    line.number,
                    "a definition starting at the beginning of the line",
                    f"an indented line {line.text!r} outside any definition",
                )
            else:
                out.append(self._definition(line, "\n".join(comments).strip("\n")))
                comments = []
        return out

    def _definition(self, line: _Line, about: str) -> Definition:
        enum = re.fullmatch(rf"({NAME}) ({NAME})( camelcase)? \(", line.text)
        if enum is not None:
            return self._enum(line, enum, about)
        match = re.fullmatch(rf"({NAME}) =>(?: (.*))?", line.text)
        if match is None:
            raise self._error(
                line.number,
                "a definition 'Name => modifiers' or an enum 'Name int8 ('",
                repr(line.text),
            )
        struct = StructDef(match.group(1), self._where(line), about)
        if match.group(2):
            struct = self._modifiers(struct, match.group(2), line)
        return attrs.evolve(struct, fields=self._fields(2))

    def _modifiers(self, struct: StructDef, text: str, line: _Line) -> StructDef:
        changes: dict[str, Any] = {}
        for item in text.split(", "):
            number = re.fullmatch(r"(key|max version|min version) (\d+)", item)
            ranged = re.fullmatch(rf"(flexible|deprecated) (?:{RANGE}|(none))", item)
            if number is not None:
                attr = {"key": "api_key", "max version": "max_version"}.get(
                    number.group(1), "min_version"
                )
                changes[attr] = int(number.group(2))
            elif ranged is not None:
                versions = None if ranged.group(5) else self._range(ranged, 2, line)
                if ranged.group(1) == "flexible":
                    changes.update(flexible_versions=versions, has_flexible=True)
                else:
                    changes["deprecated_versions"] = versions
            elif item in ("admin", "group coordinator", "txn coordinator"):
                changes["coordinator"] = item
            elif item in _FLAG_MODIFIERS:
                changes[_FLAG_MODIFIERS[item]] = True
            else:
                raise self._error(
                    line.number,
                    "modifiers such as 'key 11', 'max version 9', 'flexible v6+', "
                    "'not top level', 'with version field' or 'no encoding'",
                    repr(item),
                )
        return attrs.evolve(struct, **changes)

    def _range(self, match: re.Match[str], first: int, line: _Line) -> Versions:
        try:
            return parse_versions(match, first)
        except ValueError as exc:
            raise self._error(
                line.number, "a version range such as v1+ or v1-v4", str(exc)
            ) from None

    def _enum(self, line: _Line, match: re.Match[str], about: str) -> EnumDef:
        if match.group(2) not in ENUM_TYPES:
            raise self._error(
                line.number, f"an integer type for enum {match.group(1)}", repr(match.group(2))
            )
        values: list[EnumValue] = []
        comments: list[str] = []
        while self.pos < len(self.lines):
            entry = self.lines[self.pos]
            self.pos += 1
            if entry.is_comment:
                comments.append(_comment_text(entry.text))
                continue
            if entry.text == ")" and entry.indent == 0:
                return EnumDef(
                    match.group(1),
                    match.group(2),
                    self._where(line),
                    tuple(values),
                    about,
                    camelcase=bool(match.group(3)),
                )
            value = re.fullmatch(rf"(-?\d+): ({NAME})", entry.text)
            if value is None or entry.indent != 2:
                found = repr(entry.text) if entry.text else "a blank line"
                raise self._error(entry.number, "an enum value '  1: NAME' or ')'", found)
            values.append(EnumValue(int(value.group(1)), value.group(2), "\n".join(comments)))
            comments = []
        raise self._error(len(self.lines), f"')' closing enum {match.group(1)}", "end of file")

    # ------------------------------------------------------------------ fields

    def _fields(self, indent: int) -> tuple[FieldDecl, ...]:
        """Field lines at exactly ``indent`` spaces, up to a blank line or a shallower line."""
        fields: list[FieldDecl] = []
        comments: list[str] = []
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            if not line.text or self._indent_of(self.pos) < indent:
                break
            self.pos += 1
            if line.is_comment:
                comments.append(_comment_text(line.text))
                continue
            if line.indent > indent:
                raise self._error(
                    line.number,
                    f"a field indented by {indent} spaces",
                    f"{line.indent} spaces (only an inline struct '=>' opens a deeper level)",
                )
            field = self._field(line, "\n".join(comments).strip("\n"))
            comments = []
            if field.type.kind == "anonymous":
                children = self._fields(indent + 2)
                if not children:
                    raise self._error(
                        line.number + 1,
                        f"the fields of {field.name}'s inline struct, indented by "
                        f"{indent + 2} spaces",
                        "none",
                    )
                field = attrs.evolve(field, fields=children)
            fields.append(field)
        return tuple(fields)

    def _indent_of(self, pos: int) -> int:
        """A line's indentation; a comment takes that of the field it stands above."""
        for line in self.lines[pos:]:
            if not line.text:
                break
            if not line.is_comment:
                return line.indent
        return self.lines[pos].indent

    def _field(self, line: _Line, about: str) -> FieldDecl:
        body, _, notes = line.text.partition(" // ")
        special = re.fullmatch(r"(ThrottleMillis|TimeoutMillis)(?:\((\d+)\))?", body)
        if special is not None:
            name = special.group(1)
            arg = int(special.group(2)) if special.group(2) else None
            default = SPECIAL_FIELDS[name] if arg is None or name == "ThrottleMillis" else str(arg)
            field = FieldDecl(
                name,
                TypeRef("primitive", "int32"),
                self._where(line),
                about,
                default=default,
                special=name,
                special_arg=arg,
            )
        else:
            match = re.fullmatch(rf"({NAME}): (\S.*)", body)
            if match is None:
                raise self._error(
                    line.number,
                    "a field 'Name: type', optionally followed by ' // v1+'",
                    repr(line.text),
                )
            type_ref, default, empty = self._type(match.group(2), line)
            field = FieldDecl(match.group(1), type_ref, self._where(line), about, default, empty)
        return self._annotations(field, notes, line) if notes else field

    def _type(self, text: str, line: _Line) -> tuple[TypeRef, str | None, bool]:
        """The type, its default, and whether the default is empty parentheses."""
        if text.startswith("length-field-minus"):
            return TypeRef("unsupported", "length-field-minus"), None, False
        default = None
        default_match = re.fullmatch(r"([^(]+)\((.*)\)", text)
        if default_match is not None:
            text = default_match.group(1)
            if default_match.group(2):
                default = self._default(default_match.group(2), line)
        try:
            type_ref = self._type_name(text)
        except ValueError as exc:
            raise self._error(
                line.number, "a version range such as v1+ or v1-v4", str(exc)
            ) from None
        if type_ref is None:
            raise self._error(
                line.number,
                "a type: a primitive (int32, string, ...), nullable-string, [type], "
                "nullable[type], =>, [=>], a struct name or enum-Name",
                repr(text),
            )
        return type_ref, default, default_match is not None and default is None

    def _default(self, text: str, line: _Line) -> str:
        if not text.startswith('"'):
            return text
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            value = None
        if not isinstance(value, str):
            raise self._error(line.number, "a default value or a quoted string", text)
        return value

    def _type_name(self, text: str) -> TypeRef | None:
        nullable_prim = re.fullmatch(rf"nullable-(string|bytes|records)(?:-{RANGE})?", text)
        if nullable_prim is not None:
            versions = parse_versions(nullable_prim, 2) if nullable_prim.group(2) else None
            return TypeRef("primitive", nullable_prim.group(1), False, True, versions)
        nullable = re.fullmatch(rf"nullable(?:-{RANGE})?-?([\[=A-Z].*)", text)
        if nullable is not None:
            inner = self._type_name(nullable.group(4))
            if inner is None or inner.nullable:
                return None
            if inner.kind == "primitive" and not inner.is_array:
                return None
            versions = parse_versions(nullable, 1) if nullable.group(1) else None
            return attrs.evolve(inner, nullable=True, nullable_versions=versions)
        array = re.fullmatch(rf"(varint)?\[([^\]]+)\]({STRUCT_NAME})?", text)
        if array is not None:
            element = self._element(array.group(2), array.group(3))
            if element is None:
                return None
            if array.group(1):
                return TypeRef("unsupported", "varint[...] array")
            return attrs.evolve(element, is_array=True)
        anonymous = re.fullmatch(rf"=>({STRUCT_NAME})?", text)
        if anonymous is not None:
            return TypeRef("anonymous", anonymous.group(1) or "")
        return self._element(text, None)

    def _element(self, text: str, hint: str | None) -> TypeRef | None:
        if text == "=>":
            return TypeRef("anonymous", hint or "")
        if hint is not None:
            return None
        if text in PRIMITIVES:
            return TypeRef("primitive", text)
        if text in RECORD_FORMAT_TYPES:
            return TypeRef("unsupported", text)
        enum = re.fullmatch(rf"enum-({NAME})", text)
        if enum is not None:
            return TypeRef("enum", enum.group(1))
        if re.fullmatch(STRUCT_NAME, text):
            return TypeRef("named", text)
        return None

    def _annotations(self, field: FieldDecl, notes: str, line: _Line) -> FieldDecl:
        changes: dict[str, Any] = {}
        for item in notes.split(", "):
            versions = re.fullmatch(RANGE, item)
            tagged = re.fullmatch(rf"tagged {RANGE}", item)
            flexible = re.fullmatch(rf"flexible (?:{RANGE}|(none))", item)
            number = re.fullmatch(r"tag (\d+)", item)
            entity = re.fullmatch(rf"entity ({NAME})", item)
            if versions is not None:
                changes.update(versions=self._range(versions, 1, line), has_versions=True)
            elif item == "none":
                changes.update(versions=None, has_versions=True)
            elif tagged is not None:
                changes["tagged_versions"] = self._range(tagged, 1, line)
            elif number is not None:
                changes["tag"] = int(number.group(1))
            elif flexible is not None:
                range_ = None if flexible.group(4) else self._range(flexible, 1, line)
                changes.update(flexible_versions=range_, has_flexible_override=True)
            elif entity is not None:
                changes["entity_type"] = entity.group(1)
            elif item in _FLAG_ANNOTATIONS:
                changes[_FLAG_ANNOTATIONS[item]] = True
            else:
                raise self._error(
                    line.number,
                    "field annotations such as 'v1+', 'v0-v3' or 'tag 0' after ' // '",
                    repr(item),
                )
        if "tagged_versions" in changes and "tag" not in changes:
            raise self._error(line.number, "'tag N' beside 'tagged ...'", repr(notes))
        return attrs.evolve(field, **changes)


_FLAG_MODIFIERS = {
    "not top level": "not_top_level",
    "with version field": "with_version_field",
    "no encoding": "no_encoding",
    "header": "header",
    "latest version unstable": "latest_version_unstable",
}
_FLAG_ANNOTATIONS = {"ignorable": "ignorable", "map key": "map_key", "zero copy": "zero_copy"}


def _comment_text(text: str) -> str:
    """A comment line's text: ``//`` and one following space removed."""
    body = text[2:]
    return body[1:] if body.startswith(" ") else body
