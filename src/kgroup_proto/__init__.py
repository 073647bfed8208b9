"""Kafka group-protocol messages, generated from schema files: every message, every version.

Look messages up by name or API key; every class has ``encode``, ``decode``, ``to_json`` and
``from_json`` for each version its schema defines.
"""

from kgroup_proto._registry import (
    api_name,
    api_versions,
    message_class,
    message_names,
    request_class,
    response_class,
)
from kgroup_proto.runtime import DecodeError, EncodeError, GeneratedCodeError, Struct

__all__ = [
    "DecodeError",
    "EncodeError",
    "GeneratedCodeError",
    "Struct",
    "api_name",
    "api_versions",
    "message_class",
    "message_names",
    "request_class",
    "response_class",
]
