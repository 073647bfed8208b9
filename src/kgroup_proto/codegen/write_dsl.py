"""Write spec messages as DSL text that load_dsl reads back into the same spec.

Everything a Kafka JSON schema says survives: struct names that differ from the DSL's derived
names become name hints (``[=>]Name``), structs used twice are written once and then referred to
by name, and the attributes the DSL has no word for travel as field annotations
(``// v1+, ignorable, entity groupId``). ``about`` texts become the comments above each line.
"""

from __future__ import annotations

import re

from kgroup_proto.codegen.load_dsl import singular
from kgroup_proto.codegen.naming import snake_case
from kgroup_proto.codegen.spec import Field, Message, Struct, Versions

INDENT = "  "
SIMPLE_DEFAULT = re.compile(r"-?[A-Za-z0-9_.+]+")


def write_dsl(messages: list[Message]) -> dict[str, str]:
    """DSL files for the messages, keyed by file name; a request shares its response's file."""
    by_name = {m.name: m for m in messages}
    files: dict[str, str] = {}
    written: set[str] = set()
    for message in messages:
        if message.name in written:
            continue
        group = [message]
        if message.type == "request" and message.name.endswith("Request"):
            response = by_name.get(message.name[: -len("Request")] + "Response")
            if response is not None and response.type == "response":
                group.append(response)
        texts = [message_dsl(m, group[0] if m is not group[0] else None) for m in group]
        written.update(m.name for m in group)
        stem = message.name[: -len("Request")] if len(group) == 2 else message.name
        name = f"{snake_case(stem)}.dsl"
        while name in files:  # e.g. a data message "Foo" beside the pair FooRequest/FooResponse
            name = f"{name[:-4]}_.dsl"
        files[name] = "\n".join(texts)
    return files


def message_dsl(message: Message, request: Message | None = None) -> str:
    """One definition; a response right after its ``request`` inherits key and versions."""
    lines = _comment(message.about, "")
    lines.append(f"{message.name} =>{_modifiers(message, request)}")
    if message.type == "data":
        lines += [
            f"{INDENT}// Version is the int16 that precedes the body in a record.",
            f"{INDENT}Version: int16",
        ]
    _Writer(message, lines).fields(message.root, 1)
    return "\n".join(lines) + "\n"


def _modifiers(message: Message, request: Message | None) -> str:
    items: list[str] = []
    valid = message.valid_versions or Versions(0, 0)
    inherits = (
        request is not None
        and message.type == "response"
        and message.api_key == request.api_key
        and message.valid_versions == request.valid_versions
        and message.flexible_versions == request.flexible_versions
    )
    if not inherits:
        if message.type == "header":
            items.append("header")
        elif message.type == "data":
            items += ["not top level", "with version field"]
        elif message.api_key is not None:
            items.append(f"key {message.api_key}")
        if valid.low:
            items.append(f"min version {valid.low}")
        items.append(f"max version {valid.high}")
        if message.flexible_versions is not None:
            items.append(f"flexible {versions_dsl(message.flexible_versions)}")
    if message.deprecated_versions is not None:
        items.append(f"deprecated {versions_dsl(message.deprecated_versions)}")
    if message.latest_version_unstable:
        items.append("latest version unstable")
    return " " + ", ".join(items) if items else ""


def versions_dsl(versions: Versions) -> str:
    """``3+`` -> ``v3+``, ``1-4`` -> ``v1-v4``, ``2`` -> ``v2-v2`` (as franz-go writes it)."""
    if versions.high is None:
        return f"v{versions.low}+"
    return f"v{versions.low}-v{versions.high}"


def _comment(text: str, indent: str) -> list[str]:
    return [f"{indent}//{' ' + line if line else ''}" for line in text.split("\n")] if text else []


class _Writer:
    def __init__(self, message: Message, lines: list[str]) -> None:
        self.message = message
        self.lines = lines
        self.written: set[str] = {message.name}

    def fields(self, struct: Struct, depth: int) -> None:
        for field in struct.fields:
            indent = INDENT * depth
            self.lines += _comment(field.about, indent)
            inline = field.type.is_struct and field.type.name not in self.written
            notes = self._annotations(field)
            self.lines.append(
                f"{indent}{field.name}: {self._type(field, struct, inline)}"
                + (f" // {', '.join(notes)}" if notes else "")
            )
            if inline:
                self.written.add(field.type.name)
                self.fields(self.message.struct(field.type.name), depth + 1)

    def _type(self, field: Field, owner: Struct, inline: bool) -> str:
        name = field.type.name
        if inline:
            derived = owner.name + (singular(field.name) if field.type.is_array else field.name)
            base = "=>" if name == derived else f"=>{name}"
            text = f"[=>]{base[2:]}" if field.type.is_array else base
        else:
            text = f"[{name}]" if field.type.is_array else name
        text = self._nullable(field, text)
        null_by_default = field.nullable_versions is not None and _covers(
            field.nullable_versions, field
        )
        value = field.default
        if value is None and null_by_default:
            text += "()"  # nullable everywhere yet no default: starts empty, not null
        elif value is not None and not (value == "null" and null_by_default):
            text += f"({value})" if SIMPLE_DEFAULT.fullmatch(value) else f'("{_quote(value)}")'
        return text

    def _nullable(self, field: Field, text: str) -> str:
        nullable = field.nullable_versions
        if nullable is None:
            return text
        suffix = "" if nullable == field.versions else "-" + versions_dsl(nullable)
        if not field.type.is_array and field.type.name in ("string", "bytes", "records"):
            return f"nullable-{text}{suffix}"
        return f"nullable{suffix}{'-' if text[0].isupper() else ''}{text}"

    def _annotations(self, field: Field) -> list[str]:
        notes: list[str] = []
        flexible = self.message.flexible_versions
        tagged = field.tagged_versions
        if tagged is None:
            if field.versions != Versions(0, None):
                notes.append(versions_dsl(field.versions) if field.versions else "none")
        else:
            if field.versions != flexible:
                notes.append(versions_dsl(field.versions) if field.versions else "none")
            implied = flexible if field.versions == flexible else _intersect(field, flexible)
            if tagged != implied:
                notes.append(f"tagged {versions_dsl(tagged)}")
            notes.append(f"tag {field.tag}")
        if field.has_flexible_override:
            text = versions_dsl(field.flexible_versions) if field.flexible_versions else "none"
            notes.append(f"flexible {text}")
        if field.ignorable:
            notes.append("ignorable")
        if field.map_key:
            notes.append("map key")
        if field.entity_type:
            notes.append(f"entity {field.entity_type}")
        if field.zero_copy:
            notes.append("zero copy")
        return notes


def _intersect(field: Field, flexible: Versions | None) -> Versions | None:
    """The tagged versions load_dsl infers for a tagged field with explicit versions."""
    if field.versions is None or flexible is None:
        return None
    low = max(field.versions.low, flexible.low)
    highs = [h for h in (field.versions.high, flexible.high) if h is not None]
    return Versions(low, min(highs) if highs else None)


def _covers(nullable: Versions, field: Field) -> bool:
    """Whether load_dsl would give the field a null default (nullable wherever it exists)."""
    versions = field.versions
    if versions is None:
        return True
    if nullable.low > versions.low:
        return False
    return nullable.high is None or (versions.high is not None and versions.high <= nullable.high)


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')
