"""The error every schema reader raises, JSON and DSL alike."""

from __future__ import annotations


class SchemaError(ValueError):
    """A schema file that cannot be read; the message names the file and the problem."""
