"""Write spec messages as Kafka-style JSON schemas that load.py reads back into the same spec.

Structs used by one field are written inline (``"fields": [...]``), structs used by several are
written once under ``commonStructs``, as Kafka's own schemas do.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from kgroup_proto.codegen.spec import Field, Message, Versions

INDENT = "  "


def write_json(messages: list[Message]) -> dict[str, str]:
    """One ``<Name>.json`` per message."""
    return {f"{m.name}.json": message_json(m) for m in messages}


def message_json(message: Message) -> str:
    uses = Counter(f.type.name for s in message.structs for f in s.fields if f.type.is_struct)
    common = [s for s in message.structs[1:] if uses[s.name] > 1]
    head: dict[str, Any] = {}
    if message.api_key is not None:
        head["apiKey"] = message.api_key
    head["type"] = message.type
    head["name"] = message.name
    head["validVersions"] = _versions(message.valid_versions)
    if message.deprecated_versions is not None:
        head["deprecatedVersions"] = str(message.deprecated_versions)
    head["flexibleVersions"] = _versions(message.flexible_versions)
    if message.latest_version_unstable:
        head["latestVersionUnstable"] = True
    if message.about:
        head["about"] = message.about
    lines = ["{"] + [f"{INDENT}{_dump(k)}: {_dump(v)}," for k, v in head.items()]
    writer = _FieldWriter(message, {s.name for s in common})
    lines.append(f'{INDENT}"fields": [')
    lines += writer.fields(message.root.fields, 2)
    if common:
        lines.append(f"{INDENT}],")
        lines.append(f'{INDENT}"commonStructs": [')
        for index, struct in enumerate(common):
            lines.append(
                f'{INDENT * 2}{{ "name": {_dump(struct.name)}, "versions": '
                f'{_dump(_versions(struct.versions))}, "fields": ['
            )
            lines += writer.fields(struct.fields, 3)
            lines.append(f"{INDENT * 2}]}}" + ("," if index < len(common) - 1 else ""))
    lines.append(f"{INDENT}]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _versions(versions: Versions | None) -> str:
    return "none" if versions is None else str(versions)


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


class _FieldWriter:
    def __init__(self, message: Message, common: set[str]) -> None:
        self.message = message
        self.common = common

    def fields(self, fields: tuple[Field, ...], depth: int) -> list[str]:
        lines: list[str] = []
        for index, field in enumerate(fields):
            comma = "," if index < len(fields) - 1 else ""
            indent = INDENT * depth
            attributes = _attributes(field)
            about = attributes.pop("about", None)
            pairs = ", ".join(f"{_dump(k)}: {_dump(v)}" for k, v in attributes.items())
            if about is not None:
                pairs += f',\n{indent}  "about": {_dump(about)}'
            if field.type.is_struct and field.type.name not in self.common:
                struct = self.message.struct(field.type.name)
                lines.append(f'{indent}{{ {pairs}, "fields": [')
                lines += self.fields(struct.fields, depth + 1)
                lines.append(f"{indent}]}}{comma}")
            else:
                lines.append(f"{indent}{{ {pairs} }}{comma}")
        return lines


def _attributes(field: Field) -> dict[str, Any]:
    doc: dict[str, Any] = {"name": field.name, "type": str(field.type)}
    doc["versions"] = _versions(field.versions)
    if field.nullable_versions is not None:
        doc["nullableVersions"] = str(field.nullable_versions)
    if field.tagged_versions is not None:
        doc["taggedVersions"] = str(field.tagged_versions)
        doc["tag"] = field.tag
    if field.has_flexible_override:
        doc["flexibleVersions"] = _versions(field.flexible_versions)
    if field.default is not None:
        doc["default"] = field.default
    for key, flag in (
        ("ignorable", field.ignorable),
        ("mapKey", field.map_key),
        ("zeroCopy", field.zero_copy),
    ):
        if flag:
            doc[key] = True
    if field.entity_type:
        doc["entityType"] = field.entity_type
    if field.about:
        doc["about"] = field.about
    return doc
