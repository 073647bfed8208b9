"""How schema names become Python names."""

from __future__ import annotations

import keyword
import re

#: Attribute names the Struct base class already uses.
RESERVED_ATTRS = frozenset(
    {"encode", "decode", "decode_prefix", "to_json", "from_json", "unknown_tagged_fields"}
)


def snake_case(name: str) -> str:
    """``GenerationIdOrMemberEpoch`` -> ``generation_id_or_member_epoch``."""
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return name.lower()


def attr_name(field_name: str) -> str:
    """The Python attribute for a schema field, clear of keywords and the base class's names."""
    name = snake_case(field_name)
    if keyword.iskeyword(name) or name in RESERVED_ATTRS:
        name += "_"
    return name


def json_name(field_name: str) -> str:
    """Kafka's JsonConverter key: the field name with its first letter lower-cased."""
    return field_name[:1].lower() + field_name[1:]


def module_name(message_name: str) -> str:
    return snake_case(message_name)
