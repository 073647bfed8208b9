"""The errors a caller of the codec sees, and the internal signals the fast path raises.

DecodeError and EncodeError are about the caller's data; GeneratedCodeError is about the codec
itself, and is deliberately no ValueError, so that code catching bad input never hides it.
"""

from __future__ import annotations


class _Located(Exception):
    """Shared shape: which message, version, field path and byte offset went wrong."""

    def __init__(
        self,
        reason: str,
        *,
        message: str | None = None,
        version: int | None = None,
        path: str = "",
        offset: int | None = None,
    ) -> None:
        self.reason = reason
        self.message_name = message
        self.version = version
        self.path = path
        self.offset = offset
        super().__init__(self._render())

    def _render(self) -> str:
        where = []
        if self.message_name is not None:
            where.append(
                self.message_name
                if self.version is None
                else f"{self.message_name} v{self.version}"
            )
        if self.path:
            where.append(f"field {self.path}")
        if self.offset is not None:
            where.append(f"byte {self.offset}")
        return f"{', '.join(where)}: {self.reason}" if where else self.reason


class _ProtocolError(_Located, ValueError):
    """Data that is not a valid message: the caller's input, never the codec."""


class DecodeError(_ProtocolError):
    """Bytes (or a JSON document) that are not a valid message of the requested version."""


class EncodeError(_ProtocolError):
    """A message that cannot be written in the requested version."""


class GeneratedCodeError(_Located):
    """A fault inside a generated decoder or encoder: it failed on input that the checked
    path, walking the schema field by field, accepts. Names the message, version and the
    field being handled; the generated code's own exception is ``__cause__``."""


class Malformed(Exception):
    """Raised by generated fast paths; the caller re-runs the checked path to explain it."""


class Declined(Malformed):
    """Raised by a generated encoder for a rare case it leaves to the checked path, which then
    writes the message or raises the EncodeError that explains it."""
