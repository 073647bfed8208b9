"""Spark schemas for the data structs, rendered from the same spec as the Python classes.

The output is a data-only module: Spark's JSON form of a ``StructType`` for each data message, so
the package never imports pyspark to carry them and ``StructType.fromJson`` rebuilds them where
Spark runs. Column names are the generated classes' attribute names.
"""

from __future__ import annotations

from typing import Any

import jinja2

from kgroup_proto.codegen.naming import attr_name
from kgroup_proto.codegen.spec import Field, Message, Struct
from kgroup_proto.runtime.wire_types import WIRE_TYPES


def spark_struct(message: Message, struct: Struct) -> dict[str, Any]:
    """Spark's JSON for one struct: every field any version has, in schema order."""
    return {"type": "struct", "fields": [_spark_field(message, f) for f in struct.fields]}


def _element_type(message: Message, field: Field) -> Any:
    if field.type.is_struct:
        return spark_struct(message, message.struct(field.type.name))
    return WIRE_TYPES[field.type.name].spark


def _spark_field(message: Message, field: Field) -> dict[str, Any]:
    element = _element_type(message, field)
    spark_type = (
        {"type": "array", "elementType": element, "containsNull": False}
        if field.type.is_array
        else element
    )
    # A field missing from a version decodes to its default, so only nullable fields hold nulls.
    metadata = {"comment": " ".join(field.about.split())} if field.about.strip() else {}
    return {
        "name": attr_name(field.name),
        "type": spark_type,
        "nullable": field.nullable_versions is not None,
        "metadata": metadata,
    }


def data_schemas(messages: list[Message]) -> dict[str, dict[str, Any]]:
    """Message name -> Spark schema JSON, for every message of type ``data``."""
    return {
        m.name: spark_struct(m, m.root)
        for m in sorted(messages, key=lambda m: m.name)
        if m.type == "data"
    }


def render_spark_schemas(messages: list[Message], env: jinja2.Environment) -> str:
    """The source of the ``spark_schemas`` module (before formatting)."""
    # repr() of JSON-typed data is a valid Python literal; ruff lays it out.
    schemas = {name: repr(schema) for name, schema in data_schemas(messages).items()}
    return env.get_template("spark_schemas.py.j2").render(schemas=schemas)
