"""The checked path: a schema-driven decoder and encoder that says exactly what is wrong.

Generated fast paths do no bookkeeping. When one fails, the same input is walked here to name
the message, version, field path and byte offset. The same code doubles as an independent
reference implementation that the tests compare the generated code against.

Explaining a rejected input must not cost more than decoding a good one: a peer can send a
100 MB frame that is wrong only in its last byte. So the explanation walks the layout without
building anything, and hands every nested struct to that struct's own generated decoder
first. Whatever the generated decoder accepts is valid by definition and is skipped at its
speed (its result dropped at once); only a struct it rejects is walked field by field, which
repeats the same step one level down. Arrays of fixed-width values are checked by their total
length, arrays of strings in one tight loop. The result: one pass at about the generated
decoder's speed per nesting level on the path to the fault, holding at most one element's
objects at a time. ``bench/explain.py`` measures it beside successful decodes.
"""

from __future__ import annotations

import contextlib
import struct
from typing import TYPE_CHECKING, Any

from kgroup_proto.runtime.errors import DecodeError, EncodeError, Malformed
from kgroup_proto.runtime.primitives import (
    STRING_LIMIT,
    STRING_TOO_LONG,
    TAG_LIMIT,
    TAG_TOO_BIG,
    TAGS_OUT_OF_ORDER,
    read_uvarint,
    uvarint,
)
from kgroup_proto.runtime.schema import FieldInfo
from kgroup_proto.runtime.wire_types import INT_RANGES, WIRE_TYPES

if TYPE_CHECKING:
    # For annotations only: Struct's methods call this module, which therefore sits below it.
    from kgroup_proto.runtime.message import Struct

#: The fixed-width types' precompiled formats.
FIXED = {t.name: struct.Struct(">" + t.fmt) for t in WIRE_TYPES.values() if t.fmt is not None}


def _compact(field: FieldInfo, version: int, flexible: bool) -> bool:
    if field.compact is not None:
        return version in field.compact
    return flexible


# --------------------------------------------------------------------------- decode


class _Reader:
    """Walks a message's layout. ``skim`` builds nothing (values come back as None) and lets the
    generated decoders vouch for the nested structs they accept (see the module docstring)."""

    def __init__(self, data: bytes, message: str, version: int, skim: bool = False) -> None:
        self.data = data
        self.message = message
        self.version = version
        self.skim = skim

    def fail(self, reason: str, path: str, offset: int) -> DecodeError:
        return DecodeError(
            reason, message=self.message, version=self.version, path=path, offset=offset
        )

    def need(self, pos: int, size: int, path: str, what: str) -> None:
        if size < 0 or pos + size > len(self.data):
            available = max(len(self.data) - pos, 0)
            raise self.fail(f"{what} needs {size} bytes but only {available} remain", path, pos)

    def fixed(self, kind: str, pos: int, path: str) -> tuple[Any, int]:
        fmt = FIXED[kind]
        self.need(pos, fmt.size, path, kind)
        return fmt.unpack_from(self.data, pos)[0], pos + fmt.size

    def varint(self, pos: int, path: str, what: str) -> tuple[int, int]:
        try:
            return read_uvarint(self.data, pos)
        except IndexError:
            raise self.fail(f"{what}: varint runs past the end of the input", path, pos) from None
        except Malformed as exc:
            raise self.fail(f"{what}: {exc}", path, pos) from None

    def length(self, pos: int, path: str, compact: bool, fmt: str, what: str) -> tuple[int, int]:
        if compact:
            value, pos = self.varint(pos, path, f"{what} length")
            return value - 1, pos
        return self.fixed(fmt, pos, path)

    def struct(self, cls: type[Struct], pos: int, path: str) -> tuple[Struct | None, int]:
        info = cls._SCHEMA
        version = self.version
        flexible = version in info.flexible
        skim = self.skim
        values: dict[str, Any] = {}
        for field in info.fields:
            if version in field.versions and version not in field.tagged:
                values[field.attr], pos = self.value(
                    field, pos, f"{path}{field.attr}", _compact(field, version, flexible)
                )
            elif not skim:
                values[field.attr] = field.default_value()
        if flexible:
            known = {f.tag: f for f in info.fields if version in f.tagged}
            reserved = {f.tag: f for f in info.fields if f.tag is not None and f.tag not in known}
            unknown: list[tuple[int, bytes]] = []
            count, pos = self.varint(pos, path + "<tagged fields>", "tagged field count")
            last = -1
            for _ in range(count):
                start = pos
                tag, pos = self.varint(pos, path + "<tagged fields>", "tag")
                if tag <= last:
                    raise self.fail(
                        f"tag {tag} after tag {last}: {TAGS_OUT_OF_ORDER}",
                        path + "<tagged fields>",
                        start,
                    )
                if tag > TAG_LIMIT:
                    raise self.fail(f"tag {tag}: {TAG_TOO_BIG}", path + "<tagged fields>", start)
                if tag in reserved:
                    raise self.fail(
                        f"tag {tag} is {reserved[tag].attr}'s, which version {version} does not "
                        "carry tagged: Kafka refuses it",
                        path + "<tagged fields>",
                        start,
                    )
                last = tag
                size, pos = self.varint(pos, f"{path}<tag {tag}>", "tagged field size")
                self.need(pos, size, f"{path}<tag {tag}>", f"tagged field {tag}")
                end = pos + size
                tagged_field = known.get(tag)
                if tagged_field is None:
                    unknown.append((tag, self.data[pos:end]))
                    pos = end
                    continue
                where = f"{path}{tagged_field.attr}"
                values[tagged_field.attr], pos = self.value(tagged_field, pos, where, True)
                if not skim and tagged_field.is_default(values[tagged_field.attr]):
                    unknown.append((tag, self.data[end - size : end]))  # written back as it came
                if pos != end:
                    raise self.fail(
                        f"tagged field {tag} declares {size} bytes but its value used "
                        f"{pos - (end - size)}",
                        where,
                        start,
                    )
            values["unknown_tagged_fields"] = tuple(unknown)
        if skim:
            return None, pos
        return cls(**values), pos

    def skip_struct(self, cls: type[Struct], pos: int) -> int | None:
        """Where a struct at ``pos`` ends if its generated decoder accepts it, else None."""
        decoder = cls._DECODERS.get(self.version)
        if decoder is None:
            return None
        try:
            end: int = decoder(self.data, pos)[1]
        except Exception:
            # Leave the handler before walking: the exception's traceback holds the partial
            # result the decoder built, which is then freed rather than kept for the walk.
            return None
        return end

    def value(self, field: FieldInfo, pos: int, path: str, compact: bool) -> tuple[Any, int]:
        nullable = self.version in field.nullable
        if field.is_array:
            start = pos
            count, pos = self.length(pos, path, compact, "int32", "array")
            if count < 0:
                if not nullable:
                    raise self.fail("null array in a field that is not nullable", path, start)
                if count != -1:
                    raise self.fail(f"array length {count}: {NULL_IS_MINUS_ONE}", path, start)
                return None, pos
            if count > len(self.data) - pos:
                raise self.fail(
                    f"array claims {count} elements but only {len(self.data) - pos} bytes remain",
                    path,
                    start,
                )
            if self.skim:
                return None, self.skim_array(field, pos, path, compact, count)
            items = []
            for index in range(count):
                item, pos = self.element(field, pos, f"{path}[{index}]", compact, False)
                items.append(item)
            return items, pos
        return self.element(field, pos, path, compact, nullable)

    def skim_array(self, field: FieldInfo, pos: int, path: str, compact: bool, count: int) -> int:
        """Check ``count`` elements from ``pos`` without keeping them; where the array ends."""
        width = _WIDTH.get(field.type)
        if field.type == "bool":  # every byte must be 0 or 1
            for index in range(min(count, len(self.data) - pos)):
                if self.data[pos + index] > 1:
                    self.element(field, pos + index, f"{path}[{index}]", compact, False)
        if width is not None:  # fixed-width elements: one length check for the whole array
            if pos + count * width <= len(self.data):
                return pos + count * width
            index = (len(self.data) - pos) // width  # the first element that does not fit
            self.element(field, pos + index * width, f"{path}[{index}]", compact, False)
            raise AssertionError("unreachable: that element runs past the end")  # pragma: no cover
        if field.type == "struct":  # the same as element() for each, with the lookups hoisted
            assert field.struct is not None
            cls = field.struct()
            decoder = cls._DECODERS.get(self.version)
            data = self.data
            for index in range(count):
                if decoder is not None:
                    try:
                        pos = decoder(data, pos)[1]
                        continue
                    except Exception:
                        pass
                pos = self.struct(cls, pos, f"{path}[{index}].")[1]
            return pos
        if field.type in ("string", "bytes"):
            return self.skim_strings(field, pos, path, compact, count)
        for index in range(count):
            pos = self.element(field, pos, f"{path}[{index}]", compact, False)[1]
        return pos

    def skim_strings(self, field: FieldInfo, pos: int, path: str, compact: bool, count: int) -> int:
        """An array of strings or byte strings: the usual elements (a one-byte compact length
        or a fixed-width one, in bounds, valid UTF-8) are checked here in one tight loop;
        anything else goes to element(), which says what is wrong with it."""
        data = self.data
        size_of = FIXED["int16" if field.type == "string" else "int32"]
        utf8 = field.type == "string"
        for index in range(count):
            if compact:
                first = data[pos] if pos < len(data) else 0x80
                size, start = first - 1, pos + 1
                usual = first < 0x80
            else:
                usual = pos + size_of.size <= len(data)
                size = size_of.unpack_from(data, pos)[0] if usual else -1
                start = pos + size_of.size
            end = start + size
            if usual and size >= 0 and end <= len(data):
                if not utf8:
                    pos = end
                    continue
                try:
                    data[start:end].decode()
                    pos = end
                    continue
                except UnicodeDecodeError:
                    pass
            pos = self.element(field, pos, f"{path}[{index}]", compact, False)[1]
        return pos

    def element(
        self, field: FieldInfo, pos: int, path: str, compact: bool, nullable: bool
    ) -> tuple[Any, int]:
        kind = field.type
        start = pos
        wire = WIRE_TYPES.get(kind)
        if wire is not None and wire.fmt is not None:
            item, after = self.fixed("int8" if kind == "bool" else kind, pos, path)
            if wire.from_wire is None:
                return item, after
            try:
                return wire.from_wire(item), after
            except ValueError as exc:
                raise self.fail(str(exc), path, pos) from None
        if wire is not None and wire.length is not None:
            size, pos = self.length(pos, path, compact, wire.length, kind)
            if size < 0:
                if not nullable:
                    raise self.fail(
                        f"null (length {size}) in a {kind} field that is not nullable", path, start
                    )
                if size != -1:
                    raise self.fail(f"{kind} length {size}: {NULL_IS_MINUS_ONE}", path, start)
                return None, pos
            if kind == "string" and size > STRING_LIMIT:
                raise self.fail(f"{size} bytes: {STRING_TOO_LONG}", path, start)
            self.need(pos, size, path, kind)
            if wire.from_wire is None and self.skim:
                return None, pos + size
            raw = self.data[pos : pos + size]
            if wire.from_wire is None:
                return raw, pos + size
            try:
                return wire.from_wire(raw), pos + size
            except UnicodeDecodeError as exc:
                raise self.fail(f"invalid UTF-8: {exc.reason}", path, pos + exc.start) from None
        assert field.struct is not None
        if nullable and self.version in field.tagged:
            # In a tagged field the marker is an unsigned varint: 0 for null, 1 for present.
            marker, pos = self.varint(pos, path, "nullable struct marker")
            if marker == 0:
                return None, pos
            if marker != 1:
                raise self.fail(
                    f"tagged nullable struct marker {marker}: Kafka writes 0 (null) or 1 (present)",
                    path,
                    start,
                )
        elif nullable:
            marker, pos = self.fixed("int8", pos, path)
            if marker == -1:
                return None, pos
            if marker != 1:
                raise self.fail(
                    f"nullable struct marker {marker}: Kafka writes -1 (null) or 1 (present)",
                    path,
                    start,
                )
        cls = field.struct()
        if self.skim:
            end = self.skip_struct(cls, pos)
            if end is not None:
                return None, end
        return self.struct(cls, pos, path + ".")


#: Why a negative length other than -1 is refused: it reads as null but is written back as -1.
NULL_IS_MINUS_ONE = "a null is written as -1, and no other negative length is read"

#: Bytes per element of the fixed-width types.
_WIDTH = {kind: fmt.size for kind, fmt in FIXED.items()}


def checked_decode(
    cls: type[Struct], data: bytes, version: int, offset: int = 0
) -> tuple[Struct, int]:
    """Decode with full checking; raises DecodeError naming the field and offset."""
    reader = _Reader(data, cls.__name__, version)
    obj, end = reader.struct(cls, offset, "")
    assert obj is not None
    return obj, end


def explain_decode(cls: type[Struct], data: bytes, version: int, offset: int) -> DecodeError | None:
    """The precise error for bytes the fast decoder rejected: the one :func:`checked_decode`
    raises, found without building the message (see the module docstring); None if the
    checked decoder accepts them."""
    try:
        _Reader(data, cls.__name__, version, skim=True).struct(cls, offset, "")
    except DecodeError as exc:
        return exc
    except RecursionError:
        return DecodeError("structure nested too deeply", message=cls.__name__, version=version)
    return None


class _Spans(_Reader):
    """The checked decoder, noting which bytes each field path spans."""

    def __init__(self, data: bytes, message: str, version: int) -> None:
        super().__init__(data, message, version)
        self.spans: list[tuple[str, int, int]] = []

    def value(self, field: FieldInfo, pos: int, path: str, compact: bool) -> tuple[Any, int]:
        result = super().value(field, pos, path, compact)
        self.spans.append((path, pos, result[1]))
        return result

    def element(
        self, field: FieldInfo, pos: int, path: str, compact: bool, nullable: bool
    ) -> tuple[Any, int]:
        result = super().element(field, pos, path, compact, nullable)
        self.spans.append((path, pos, result[1]))
        return result


def field_spans(
    cls: type[Struct], data: bytes, version: int, offset: int
) -> list[tuple[str, int, int]]:
    """(field path, start, end) of every field and array element the checked decoder reads,
    in the order it finishes them; up to where the input goes wrong, if it does."""
    reader = _Spans(data, cls.__name__, version)
    with contextlib.suppress(DecodeError, RecursionError):
        reader.struct(cls, offset, "")
    return reader.spans


# --------------------------------------------------------------------------- encode


class _Writer:
    def __init__(self, message: str, version: int) -> None:
        self.out = bytearray()
        self.message = message
        self.version = version

    def fail(self, reason: str, path: str) -> EncodeError:
        return EncodeError(
            reason, message=self.message, version=self.version, path=path, offset=len(self.out)
        )

    def struct(self, obj: Any, cls: type[Struct], path: str) -> None:
        if not isinstance(obj, cls):
            raise self.fail(f"expected {cls.__name__}, got {type(obj).__name__}", path.rstrip("."))
        info = cls._SCHEMA
        version = self.version
        flexible = version in info.flexible
        tagged: list[tuple[int, bytes]] = []
        for field in info.fields:
            value = getattr(obj, field.attr)
            where = f"{path}{field.attr}"
            if version not in field.versions:
                if not field.ignorable and not field.is_default(value):
                    raise self.fail(
                        f"version {version} has no such field and the value is not the default "
                        f"({value!r}); the field is not ignorable",
                        where,
                    )
                continue
            if version in field.tagged:
                if not field.is_default(value):
                    sub = _Writer(self.message, version)
                    sub.value(field, value, where, True)
                    assert field.tag is not None
                    tagged.append((field.tag, bytes(sub.out)))
                continue
            self.value(field, value, where, _compact(field, version, flexible))
        if not flexible:
            if getattr(obj, "unknown_tagged_fields", ()):
                raise self.fail(
                    f"version {version} has no tagged fields, so it cannot carry unknown ones",
                    path + "unknown_tagged_fields",
                )
            return
        written = {tag for tag, _ in tagged}
        unknown = self.unknown_tags(obj, cls, path + "unknown_tagged_fields", written)
        every = sorted([*tagged, *unknown], key=lambda item: item[0])
        self.out += uvarint(len(every))
        for tag, payload in every:
            self.out += uvarint(tag) + uvarint(len(payload)) + payload

    def unknown_tags(
        self, obj: Any, cls: type[Struct], path: str, written: set[int]
    ) -> list[tuple[int, bytes]]:
        """``obj``'s unknown tagged fields that are to be written, checked to be what a decode
        leaves: (tag, bytes) pairs, tags within TAG_LIMIT, strictly ascending (KIP-482) and none
        of a field's in other versions. An
        entry for a tag this version knows holds a peer's bytes for that field at its default;
        it is dropped when the field is set, and otherwise must decode to the default."""
        entries = getattr(obj, "unknown_tagged_fields", ())
        if not isinstance(entries, (tuple, list)):
            raise self.fail(f"expected a tuple of (tag, bytes), got {type(entries).__name__}", path)
        known = {f.tag: f for f in cls._SCHEMA.fields if self.version in f.tagged}
        reserved = {
            f.tag: f for f in cls._SCHEMA.fields if f.tag is not None and f.tag not in known
        }
        kept: list[tuple[int, bytes]] = []
        last = -1
        for index, entry in enumerate(entries):
            where = f"{path}[{index}]"
            if not isinstance(entry, (tuple, list)) or len(entry) != 2:
                raise self.fail("expected a (tag, bytes) pair", where)
            tag, payload = entry
            if type(tag) is not int:
                raise self.fail(f"expected an integer tag, got {type(tag).__name__}", where)
            if not 0 <= tag <= TAG_LIMIT:
                raise self.fail(f"tag {tag} is outside 0..{TAG_LIMIT}: {TAG_TOO_BIG}", where)
            if tag <= last:
                raise self.fail(f"tag {tag} after tag {last}: {TAGS_OUT_OF_ORDER}", where)
            last = tag
            other = reserved.get(tag)
            if other is not None:
                raise self.fail(
                    f"tag {tag} is {other.attr}'s, which version {self.version} does not carry "
                    "tagged: Kafka refuses it",
                    where,
                )
            if type(payload) is not bytes:
                raise self.fail(f"expected bytes, got {type(payload).__name__}", where)
            if tag in written:
                continue
            field = known.get(tag)
            if field is not None:
                self.check_default_bytes(field, payload, where)
            kept.append((tag, payload))
        return kept

    def check_default_bytes(self, field: FieldInfo, payload: bytes, path: str) -> None:
        """A peer's bytes kept for a known tagged field must read back as its default."""
        what = f"tag {field.tag} is {field.attr}, left at its default, so these bytes"
        reader = _Reader(payload, self.message, self.version)
        try:
            value, end = reader.value(field, 0, path, True)
        except DecodeError as exc:
            raise self.fail(f"{what} must be that default: {exc.reason}", path) from None
        if end != len(payload) or not field.is_default(value):
            raise self.fail(f"{what} must be that default", path)

    def length(self, size: int, compact: bool, fmt: str, path: str) -> None:
        if compact:
            if size + 1 > INT_RANGES["uint32"][1]:
                raise self.fail(f"length {size} does not fit a compact length", path)
            self.out += uvarint(size + 1)
            return
        low, high = INT_RANGES[fmt]
        if not low <= size <= high:
            raise self.fail(f"length {size} does not fit the {fmt} length prefix", path)
        self.out += FIXED[fmt].pack(size)

    def value(self, field: FieldInfo, value: Any, path: str, compact: bool) -> None:
        nullable = self.version in field.nullable
        if value is None and not nullable:
            raise self.fail(
                f"None is not allowed: the field is not nullable in version {self.version}",
                path,
            )
        if field.is_array:
            if value is None:
                self.length(-1, compact, "int32", path)
                return
            if not isinstance(value, (list, tuple)):
                raise self.fail(f"expected a list, got {type(value).__name__}", path)
            self.length(len(value), compact, "int32", path)
            for index, item in enumerate(value):
                self.element(field, item, f"{path}[{index}]", compact, False)
            return
        self.element(field, value, path, compact, nullable)

    def element(
        self, field: FieldInfo, value: Any, path: str, compact: bool, nullable: bool
    ) -> None:
        wire = WIRE_TYPES.get(field.type)
        if wire is not None:
            if value is None and wire.length is not None:
                self.length(-1, compact, wire.length, path)
                return
            try:
                written = wire.check(value)
            except ValueError as exc:
                raise self.fail(str(exc), path) from None
            if wire.length is not None:
                if wire.name == "string" and len(written) > STRING_LIMIT:
                    raise self.fail(f"{len(written)} bytes: {STRING_TOO_LONG}", path)
                self.length(len(written), compact, wire.length, path)
                self.out += written
            else:
                self.out += FIXED[wire.name].pack(written)
        else:
            assert field.struct is not None
            if nullable:
                if self.version in field.tagged:
                    self.out += b"\x00" if value is None else b"\x01"
                else:
                    self.out += FIXED["int8"].pack(-1 if value is None else 1)
                if value is None:
                    return
            self.struct(value, field.struct(), path + ".")


def checked_encode(obj: Struct, version: int) -> bytes:
    """Encode with full checking; raises EncodeError naming the field."""
    cls = type(obj)
    writer = _Writer(cls.__name__, version)
    writer.struct(obj, cls, "")
    return bytes(writer.out)


def checked_encode_or_explain(obj: Struct, version: int) -> bytes:
    """:func:`checked_encode`, with any failure of its own turned into an EncodeError."""
    try:
        return checked_encode(obj, version)
    except EncodeError:
        raise
    except RecursionError:
        raise EncodeError(
            "structure nested too deeply", message=type(obj).__name__, version=version
        ) from None
    except Exception as exc:
        raise EncodeError(
            f"cannot encode: {type(exc).__name__}: {exc}",
            message=type(obj).__name__,
            version=version,
        ) from None
