"""Read Kafka-style JSON message schemas (``//`` and ``/* */`` comments allowed) into the spec."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from kgroup_proto.codegen.errors import SchemaError
from kgroup_proto.codegen.load_dsl import load_dsl_files
from kgroup_proto.codegen.spec import Field, FieldType, Message, Struct, Versions


def strip_comments(text: str) -> str:
    """Remove ``//`` and ``/* */`` comments outside JSON strings, keeping line numbers."""
    out: list[str] = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        ch = text[i]
        if in_string:
            out.append(ch)
            if ch == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if ch == '"':
                in_string = False
            i += 1
        elif ch == '"':
            in_string = True
            out.append(ch)
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append("\n" * text.count("\n", i, end))
            i = end
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def read_schema_file(path: Path) -> dict[str, Any]:
    """Parse one schema file into its raw JSON document."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SchemaError(f"{path}: cannot read: {exc.strerror}") from None
    return parse_schema_text(text, str(path))


def parse_schema_text(text: str, where: str) -> dict[str, Any]:
    """Parse the text of one schema file (``where`` names it in errors) into its JSON document."""
    try:
        doc = json.loads(strip_comments(text))
    except json.JSONDecodeError as exc:
        raise SchemaError(f"{where}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from None
    if not isinstance(doc, dict):
        raise SchemaError(f"{where}: expected a JSON object at the top level")
    return doc


def load_json_schema(path: Path) -> Message:
    """Load one Kafka-style JSON schema file into the spec model."""
    doc = read_schema_file(path)
    try:
        return message_from_doc(doc, str(path))
    except SchemaError:
        raise
    except (ValueError, KeyError, TypeError) as exc:
        raise SchemaError(f"{path}: {exc}") from None


def schema_format(path: Path) -> str | None:
    """A file's schema format, "json" or "dsl", or None for a file that is not a schema.

    ``*.json`` is JSON and ``*.dsl`` is DSL; a file without an extension (as in franz-go's
    definitions) is JSON when its first character outside comments is ``{``; files with any
    other extension (README.md, notes.txt) are not schemas.
    """
    if path.name.startswith(".") or not path.is_file():
        return None
    if path.suffix in (".json", ".dsl"):
        return path.suffix[1:]
    if path.suffix:
        return None
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return "dsl"  # the DSL loader reports the problem with the file's name
    return "json" if strip_comments(text).lstrip().startswith("{") else "dsl"


def load_directory(directory: Path, notes: list[str] | None = None) -> list[Message]:
    """Load every schema file in a directory (JSON and DSL mixed), sorted by message name.

    DSL definitions that cannot become messages are reported into ``notes``.
    """
    if not directory.is_dir():
        raise SchemaError(f"{directory}: not a directory")
    paths = sorted(directory.iterdir())
    messages = [load_json_schema(p) for p in paths if schema_format(p) == "json"]
    dsl = load_dsl_files(p for p in paths if schema_format(p) == "dsl")
    messages += dsl.messages
    if notes is not None:
        notes.extend(str(skipped) for skipped in dsl.skipped)
    seen: dict[str, str] = {}
    for message in messages:
        if message.name in seen:
            raise SchemaError(
                f"{message.source}: message {message.name} is also defined in {seen[message.name]}"
            )
        seen[message.name] = message.source
    return sorted(messages, key=lambda m: m.name)


def _versions(doc: dict[str, Any], key: str, where: str) -> Versions | None:
    value = doc.get(key)
    if value is None:
        return None
    try:
        return Versions.parse(str(value))
    except ValueError as exc:
        raise SchemaError(f"{where}: {key}: {exc}") from None


def message_from_doc(doc: dict[str, Any], source: str) -> Message:
    """The spec of one schema's JSON document; ``source`` names it in errors."""
    for key in ("name", "type"):
        if key not in doc:
            raise SchemaError(f"{source}: missing top-level key {key!r}")
    name = str(doc["name"])
    valid = _versions(doc, "validVersions", source)
    flexible = _versions(doc, "flexibleVersions", source)
    if valid is not None and valid.high is None:
        raise SchemaError(f"{source}: validVersions must be a closed range, got {valid}")
    if doc["type"] in ("coordinator-key", "coordinator-value") and "apiKey" not in doc:
        # Kafka's generator requires it: a coordinator record's apiKey is its record type.
        raise SchemaError(f"{source}: a {doc['type']} schema needs an apiKey (its record type)")
    common_docs = {str(c["name"]): c for c in doc.get("commonStructs", [])}
    collector = _StructCollector(source, common_docs)
    root = Struct(
        name=name,
        fields=collector.fields(doc.get("fields", []), name, valid),
        versions=valid,
        about=str(doc.get("about", "")),
    )
    structs = [root, *collector.structs]
    return Message(
        name=name,
        type=str(doc["type"]),
        valid_versions=valid,
        flexible_versions=flexible,
        structs=tuple(structs),
        api_key=int(doc["apiKey"]) if "apiKey" in doc else None,
        about=str(doc.get("about", "")),
        latest_version_unstable=bool(doc.get("latestVersionUnstable", False)),
        deprecated_versions=_versions(doc, "deprecatedVersions", source),
        source=source,
    )


class _StructCollector:
    """Walks nested field lists, collecting every struct (inline or common) once."""

    def __init__(self, source: str, common_docs: dict[str, dict[str, Any]]) -> None:
        self.source = source
        self.common_docs = common_docs
        self.structs: list[Struct] = []
        self._names: set[str] = set()

    def fields(
        self, docs: list[dict[str, Any]], owner: str, versions: Versions | None
    ) -> tuple[Field, ...]:
        fields = []
        names: set[str] = set()
        for field_doc in docs:
            field = self._field(field_doc, owner)
            if field.name in names:
                raise SchemaError(f"{self.source}: {owner}.{field.name} is defined twice")
            names.add(field.name)
            fields.append(field)
            if field.type.is_struct:
                self._struct(field, field_doc, owner)
        return tuple(fields)

    def _struct(self, field: Field, field_doc: dict[str, Any], owner: str) -> None:
        struct_name = field.type.name
        if "fields" in field_doc:
            inner = field_doc["fields"]
        elif struct_name in self.common_docs:
            if struct_name in self._names:
                return
            inner = self.common_docs[struct_name].get("fields", [])
        else:
            raise SchemaError(
                f"{self.source}: {owner}.{field.name} has type {field.type} "
                f"but no fields and no common struct of that name"
            )
        if struct_name in self._names:
            raise SchemaError(f"{self.source}: struct {struct_name} is defined twice")
        self._names.add(struct_name)
        placeholder = len(self.structs)
        self.structs.append(Struct(struct_name, (), field.versions))
        self.structs[placeholder] = Struct(
            name=struct_name,
            fields=self.fields(inner, struct_name, field.versions),
            versions=field.versions,
            about=field.about,
        )

    def _field(self, doc: dict[str, Any], owner: str) -> Field:
        where = f"{self.source}: {owner}.{doc.get('name', '?')}"
        for key in ("name", "type"):
            if key not in doc:
                raise SchemaError(f"{where}: missing key {key!r}")
        ftype = FieldType.parse(str(doc["type"]))
        if ftype.is_struct and not re.fullmatch(r"[A-Z][A-Za-z0-9]*", ftype.name):
            raise SchemaError(f"{where}: unknown type {doc['type']!r}")
        tagged = _versions(doc, "taggedVersions", where)
        if "versions" in doc:
            versions = _versions(doc, "versions", where)
        elif tagged is not None:
            versions = tagged  # Kafka's rule: a tagged field exists in its tagged versions
        else:
            raise SchemaError(f"{where}: missing key 'versions'")
        tag = doc.get("tag")
        if (tagged is None) != (tag is None):
            raise SchemaError(f"{where}: 'tag' and 'taggedVersions' go together")
        default = doc.get("default")
        if isinstance(default, bool):
            default = "true" if default else "false"
        return Field(
            name=str(doc["name"]),
            type=ftype,
            versions=versions,
            about=str(doc.get("about", "")),
            nullable_versions=_versions(doc, "nullableVersions", where),
            tagged_versions=tagged,
            tag=int(tag) if tag is not None else None,
            flexible_versions=_versions(doc, "flexibleVersions", where),
            has_flexible_override="flexibleVersions" in doc,
            default=None if default is None else str(default),
            ignorable=bool(doc.get("ignorable", False)),
            map_key=bool(doc.get("mapKey", False)),
            entity_type=doc.get("entityType"),
            zero_copy=bool(doc.get("zeroCopy", False)),
        )
