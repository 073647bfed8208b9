"""What generated modules import: the base class, primitives, metadata and errors."""

from uuid import UUID

from kgroup_proto.runtime.errors import (
    Declined,
    DecodeError,
    EncodeError,
    GeneratedCodeError,
    Malformed,
)
from kgroup_proto.runtime.json_codec import parse_uuid
from kgroup_proto.runtime.message import Struct
from kgroup_proto.runtime.primitives import (
    BOOLS,
    NO_TAGS,
    UVARINT1,
    read_unknown_tags,
    read_uvarint,
    uvarint,
    write_tags,
)
from kgroup_proto.runtime.schema import VERSION_LIMIT, FieldInfo, StructInfo, vr

#: Tagged fields a struct does not know, kept as (tag, raw bytes) in wire order.
Tags = tuple[tuple[int, bytes], ...]

ZERO_UUID = UUID(int=0)


def uuid_from_json(text: str) -> UUID:
    """Kafka's uuid text form (22 characters of URL-safe base64) as a UUID."""
    return parse_uuid(text)


__all__ = [
    "BOOLS",
    "NO_TAGS",
    "UVARINT1",
    "VERSION_LIMIT",
    "ZERO_UUID",
    "Declined",
    "DecodeError",
    "EncodeError",
    "FieldInfo",
    "GeneratedCodeError",
    "Malformed",
    "Struct",
    "StructInfo",
    "Tags",
    "read_unknown_tags",
    "read_uvarint",
    "uvarint",
    "uuid_from_json",
    "vr",
    "write_tags",
]
