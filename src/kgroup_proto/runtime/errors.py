"""The two errors a caller of the codec ever sees, and the internal signal the fast path raises."""

from __future__ import annotations


class _ProtocolError(ValueError):
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


class DecodeError(_ProtocolError):
    """Bytes (or a JSON document) that are not a valid message of the requested version."""


class EncodeError(_ProtocolError):
    """A message that cannot be written in the requested version."""


class Malformed(Exception):
    """Raised by generated fast paths; the caller re-runs the checked path to explain it."""


class Declined(Malformed):
    """Raised by a generated encoder for a rare case it leaves to the checked path, which then
    writes the message or raises the EncodeError that explains it."""
