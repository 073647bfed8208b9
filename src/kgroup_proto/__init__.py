"""Kafka group-protocol messages, generated from schema files: every message, every version.

Look messages up by name or API key; every class has ``encode``, ``decode``, ``to_json`` and
``from_json`` for each version its schema defines.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: Where each name of the package's top level lives. They load on first use, so that importing
#: a module of the package (the pytest plugin, which pytest loads in every session) stays cheap.
_HOMES = {
    **dict.fromkeys(["DecodeError", "EncodeError", "GeneratedCodeError", "Struct"], "runtime"),
    **dict.fromkeys(
        [
            "api_name",
            "api_versions",
            "message_class",
            "message_names",
            "request_class",
            "response_class",
        ],
        "_registry",
    ),
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
