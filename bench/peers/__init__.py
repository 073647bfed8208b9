"""One adapter per library: each turns a case into that library's object, bytes and calls.

An adapter module has ``LIBRARY`` (its display name) and ``prepare(case) -> Prepared | None``
(None where the library lacks the message). The timed calls are stored as a function and its
arguments, not wrapped in a lambda, so that the timing loop calls the library directly and a
sub-microsecond case measures the library rather than the harness.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any


@dataclass(frozen=True)
class Prepared:
    """One library's form of a case."""

    library: str
    #: Library name, plus the version used where it is not the case's (e.g. "aiokafka (v5)").
    label: str
    version: int
    #: Same message version as the case: takes part in the byte-identity and value checks.
    exact: bool
    obj: Any
    #: The library's own encoding of ``obj``.
    data: bytes
    encode_fn: Callable[..., Any]
    encode_args: tuple[Any, ...]
    decode_fn: Callable[..., Any]
    decode_args: tuple[Any, ...]
    #: Decoded object -> neutral form (bench.normal); None where values are not compared.
    normal: Callable[[Any], Any] | None = None
    #: Decoded object -> the first partition entry, for the memory-per-object report.
    first_partition: Callable[[Any], Any] | None = None

    def encode(self) -> bytes:
        """Encode ``obj`` once, as the timing loop does."""
        return bytes(self.encode_fn(*self.encode_args))

    def decode(self, data: bytes) -> Any:
        """Decode ``data`` once, with the same call the timing loop makes."""
        return self.decode_fn(data, *self.decode_args[1:])


def adapters() -> list[ModuleType]:
    """The adapter modules, kgroup-proto first; imported here so a missing peer fails loudly."""
    from bench.peers import aiokafka, kafka_python, kgroup, kio

    return [kgroup, kafka_python, kio, aiokafka]
