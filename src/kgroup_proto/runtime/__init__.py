"""What generated modules import: the base class, primitives, metadata and errors."""

from kgroup_proto.runtime.errors import (
    Declined,
    DecodeError,
    EncodeError,
    GeneratedCodeError,
    Malformed,
)
from kgroup_proto.runtime.message import Struct
from kgroup_proto.runtime.primitives import (
    BOOLS,
    NO_TAGS,
    TAG_LIMIT,
    UVARINT1,
    read_string_length,
    read_unknown_tags,
    read_uvarint,
    string_length,
    uvarint,
    write_tags,
)
from kgroup_proto.runtime.schema import VERSION_LIMIT, FieldInfo, StructInfo, vr
from kgroup_proto.runtime.wire_types import ZERO_UUID, parse_uuid

#: Tagged fields a struct does not know, kept as (tag, raw bytes) in wire order.
Tags = tuple[tuple[int, bytes], ...]

__all__ = [
    "BOOLS",
    "NO_TAGS",
    "TAG_LIMIT",
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
    "parse_uuid",
    "read_string_length",
    "read_unknown_tags",
    "read_uvarint",
    "string_length",
    "uvarint",
    "vr",
    "write_tags",
]
