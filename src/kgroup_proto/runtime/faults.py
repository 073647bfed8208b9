"""Telling a fault in generated code from bad input, and saying where it happened.

A generated decoder signals bad input only with the exceptions in :data:`INPUT_FAILURES` (its
own Malformed, and what ``struct``, indexing and UTF-8 decoding raise past the end of or on
invalid bytes). Anything else it raises (an AttributeError, a TypeError, ...) is a fault of the
code whatever the input; an input failure is one too when the checked decoder accepts the same
bytes. A generated encoder has no such split (a wrong-typed value fails in the same ways a
fault does), so an encode failure is a fault only when the checked encoder writes the message.

Every fault becomes a :class:`GeneratedCodeError` with the original exception as its cause.
The place is read off the original's traceback: the innermost frame in the message's generated
module, its source line and its cursor (``pos`` into the input, ``obj`` being written), mapped
to a field path by a checked walk. These run only once a fault was caught, never on a success.
"""

from __future__ import annotations

import linecache
import re
import struct
import sys
import traceback
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.runtime.checked import checked_encode_or_explain, explain_decode, field_spans
from kgroup_proto.runtime.errors import DecodeError, EncodeError, GeneratedCodeError, Malformed

if TYPE_CHECKING:
    # For annotations only: Struct's methods call this module, which therefore sits below it.
    from kgroup_proto.runtime.message import Struct

#: What a generated decoder raises for input that is not a valid message.
INPUT_FAILURES = (Malformed, struct.error, IndexError, ValueError, OverflowError, RecursionError)

_TARGET = re.compile(r"\s*\(?\s*(?:obj\.)?([A-Za-z_]\w*)")
_ATTRIBUTE = re.compile(r"\b(obj|e_\w+)\.([A-Za-z_]\w*)")
_INDEX = re.compile(r"\[\d+\]")


@attrs.frozen
class _Site:
    """Where in a generated module an exception was raised."""

    function: str
    line_number: int
    line: str
    names: dict[str, Any]  # the frame's locals: ``pos`` in decoders, structs in encoders

    def describe(self) -> str:
        return f"{self.function}, line {self.line_number}: {self.line}"


def _site(exc: BaseException, cls: type[Struct]) -> _Site | None:
    """The innermost frame of ``exc``'s traceback that runs code of ``cls``'s module."""
    module = sys.modules.get(cls.__module__)
    found = None
    tb = exc.__traceback__
    while tb is not None:
        if module is not None and tb.tb_frame.f_globals is vars(module):
            found = tb
        tb = tb.tb_next
    if found is None:
        return None
    code = found.tb_frame.f_code
    line = linecache.getline(code.co_filename, found.tb_lineno).strip()
    return _Site(code.co_name, found.tb_lineno, line, dict(found.tb_frame.f_locals))


def _fault(
    kind: str, exc: BaseException, site: _Site | None, message: str, version: int, **where: Any
) -> GeneratedCodeError:
    reason = f"fault in the generated {kind}: {type(exc).__name__}: {exc}"
    if site is not None:
        reason += f" (in {site.describe()})"
    error = GeneratedCodeError(reason, message=message, version=version, **where)
    error.__cause__ = exc
    return error


# --------------------------------------------------------------------------- decode


def _decode_path(cls: type[Struct], data: bytes, version: int, offset: int, site: _Site) -> str:
    """The field a generated decoder was reading at ``site``: among the fields whose bytes
    hold its ``pos``, the one its source line names (decoders name a value's variables after
    the field, ``outer__inner`` for an inlined nested one), else the innermost."""
    pos = site.names.get("pos")
    if type(pos) is not int:
        return ""
    spans = field_spans(cls, data, version, offset)
    around = [span for span in spans if span[1] <= pos <= span[2]]
    target = _TARGET.match(site.line)
    if target is not None:
        name = re.sub(r"^(n|b|items|count)_|_raw$", "", target.group(1))
        chain = name.replace("__", ".")
        for path, _, _ in reversed(around):
            bare = _INDEX.sub("", path)
            if bare == chain or bare.endswith("." + chain):
                return path
    inside = [span for span in around if span[1] <= pos < span[2]]
    return max(inside, key=lambda span: span[0].count("."))[0] if inside else ""


def explain_decode_failure(
    cls: type[Struct], data: bytes, version: int, offset: int, exc: Exception
) -> DecodeError | GeneratedCodeError:
    """What to raise for the exception a generated decoder raised on ``data``: the
    DecodeError that explains bad input, or the GeneratedCodeError of a fault."""
    from_input = isinstance(exc, INPUT_FAILURES)
    site = _site(exc, cls)
    if from_input:
        # The frames' locals hold what the decoder built before it failed: free them before
        # walking (a big rejected input must not be held twice). The traceback keeps its lines.
        traceback.clear_frames(exc.__traceback__)
        error = explain_decode(cls, data, version, offset)
        if error is not None:
            error.__suppress_context__ = True
            return error
    path = _decode_path(cls, data, version, offset, site) if site is not None else ""
    kind = "decoder" + ("; the checked decoder accepts these bytes" if from_input else "")
    pos = site.names.get("pos") if site is not None else None
    offset_at = pos if type(pos) is int else offset
    return _fault(kind, exc, site, cls.__name__, version, path=path, offset=offset_at)


# --------------------------------------------------------------------------- encode


def _find(value: Any, target: Any, path: str) -> str | None:
    """The field path of the struct ``target`` inside the message ``value``."""
    if value is target:
        return path
    if isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            found = _find(item, target, f"{path}[{index}]")
            if found is not None:
                return found
        return None
    schema = getattr(type(value), "_SCHEMA", None)
    if schema is None:
        return None
    for field in schema.fields:
        if field.type == "struct":
            prefix = f"{path}.{field.attr}" if path else field.attr
            found = _find(getattr(value, field.attr, None), target, prefix)
            if found is not None:
                return found
    return None


def explain_encode_failure(
    obj: Struct, version: int, exc: Exception
) -> EncodeError | GeneratedCodeError:
    """What to raise for the exception a generated encoder raised on ``obj``: the
    EncodeError the checked encoder reproduces (a value it cannot write), or, when the
    checked encoder writes the message, the GeneratedCodeError of a fault."""
    cls = type(obj)
    try:
        checked_encode_or_explain(obj, version)
    except EncodeError as error:
        error.__suppress_context__ = True
        return error
    site = _site(exc, cls)
    path = ""
    if site is not None:
        # Encoders read a field as ``obj.<field>`` or, inlined, ``e_<array>.<field>``.
        read = _ATTRIBUTE.search(site.line)
        if read is not None:
            path = _find(obj, site.names.get(read.group(1)), "") or ""
            path = f"{path}.{read.group(2)}" if path else read.group(2)
        else:
            path = _find(obj, site.names.get("obj"), "") or ""
    kind = "encoder; the checked encoder writes this message"
    return _fault(kind, exc, site, cls.__name__, version, path=path)
