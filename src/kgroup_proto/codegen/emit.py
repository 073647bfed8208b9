"""Straight-line Python for decoding and encoding one struct at one version, from its layout.

Every decision that depends on the version (field presence, nullability, compact lengths, tags,
which function handles a nested struct) is in the struct's layout (``layout.py``), taken at
generation time, so the generated functions do no interpretation at run time.
Runs of fixed-width values, including the length prefixes of non-compact strings and arrays, are
read and written with one precompiled ``struct.Struct`` each.
"""

from __future__ import annotations

import struct

import attrs

from kgroup_proto.codegen.layout import FieldLayout, StructLayout
from kgroup_proto.codegen.naming import attr_name
from kgroup_proto.codegen.spec import Field, Message, Struct
from kgroup_proto.runtime.wire_types import WIRE_TYPES

#: The primitives' facts the emitter uses, from their one description (runtime/wire_types.py).
FIXED_FORMATS = {t.name: t.fmt for t in WIRE_TYPES.values() if t.fmt is not None}
#: Element types whose arrays are unpacked and packed in one call.
PACKED_ARRAY_TYPES = tuple(t.name for t in WIRE_TYPES.values() if t.packed)
STRING_LIKE = tuple(t.name for t in WIRE_TYPES.values() if t.length is not None)
#: Names generated functions use for their own purposes; fields are renamed around them.
RESERVED_LOCALS = frozenset(
    {"data", "pos", "end", "out", "w", "obj", "item", "unknown", "tags", "count", "tag", "size"}
    | {"struct", "attrs", "rt", "UUID", "sub", "wt", "unknown_list", "end_tag", "tag_count"}
    | {"data_end", "_new", "last_tag", "append"}
)


def local_name(field: Field) -> str:
    name = attr_name(field.name)
    return name + "_" if name in RESERVED_LOCALS else name


def struct_constant(fmt: str) -> str:
    """Module-level name of the precompiled ``struct.Struct`` for a format."""
    return "_S_" + fmt.replace("?", "o").replace("16s", "u")


@attrs.frozen
class Fixed:
    """A fixed-width value: read into ``target`` (decode) or written from ``target`` (encode).

    A ``last`` value ends its run: what follows depends on it (the first byte of a varint).
    """

    fmt: str
    target: str
    last: bool = False


@attrs.frozen
class Code:
    """Statements run in order; on encode, ``prepare`` statements may run before earlier packs.

    On decode, ``after_run`` statements only use values of the fixed-width run read so far:
    they follow that run's unpack instead of ending the run.
    """

    lines: tuple[str, ...]
    prepare: bool = False
    after_run: bool = False


Step = Fixed | Code


def indent(lines: list[str] | tuple[str, ...], levels: int = 1) -> list[str]:
    pad = "    " * levels
    return [pad + line if line else line for line in lines]


@attrs.define
class ModuleContext:
    """What one generated module shares across its functions."""

    message: Message
    formats: set[str] = attrs.field(factory=set)


def python_type(field: Field, message: Message) -> str:
    """The annotation of a field's attribute (nullable in any version means ``| None``)."""
    base = _element_type(field.type.name)
    if field.type.is_array:
        base = f"list[{base}]"
    nullable = (
        field.nullable_versions is not None
        or field.default == "null"
        or (field.type.name == "records" and not field.type.is_array)
    )
    return f"{base} | None" if nullable else base


def _element_type(type_name: str) -> str:
    wire = WIRE_TYPES.get(type_name)
    return type_name if wire is None else wire.annotation


def default_expr(field: Field) -> str:
    """A Python expression for the field's default (a fresh object for lists and structs)."""
    raw = field.default
    if raw == "null" or (field.type.name == "records" and not field.type.is_array and raw is None):
        return "None"
    if field.type.is_array:
        return "[]"
    kind = field.type.name
    if field.type.is_struct:
        return f"{kind}()"
    wire = WIRE_TYPES.get(kind)
    if wire is None:
        raise ValueError(f"no default for type {field.type}")
    return wire.default_text(raw)


def is_mutable_default(field: Field) -> bool:
    return default_expr(field) in ("[]",) or (
        field.type.is_struct and not field.type.is_array and field.default != "null"
    )


def non_default_test(field: Field, expr: str) -> str:
    """A condition that is true when ``expr`` differs from the field's default (Kafka's rule)."""
    default = default_expr(field)
    if default == "None":
        return f"{expr} is not None"
    if default == "[]":
        return f"{expr} != []"
    if default in ("True", "False"):
        return f"{expr} is not {default}"
    return f"{expr} != {default}"


def _name(item: FieldLayout) -> str:
    """The function that reads or writes a nested struct the layout does not hold inline."""
    assert isinstance(item.nested, str), item
    return item.nested


def _reserved(struct: Struct, items: dict[str, FieldLayout]) -> tuple[int, ...]:
    """Tags the struct gives fields in other versions only: Kafka refuses them in this one, as
    read and as unknown tagged fields to write."""
    return tuple(
        sorted(
            field.tag
            for field in struct.fields
            if field.tag is not None and items[field.name].tag is None
        )
    )


def _tagged(struct: Struct, items: dict[str, FieldLayout]) -> list[Field]:
    """The fields this version carries in its tagged section, in ascending tag order."""
    tagged = [field for field in struct.fields if items[field.name].tag is not None]
    return sorted(tagged, key=lambda field: items[field.name].tag or 0)


# --------------------------------------------------------------------------- decode


class DecodeEmitter:
    """Builds the body of ``_decode_<Struct>_v<N>(data, pos) -> (obj, pos)``.

    Elements of struct arrays are decoded inline in the loop (one level deep): the hot loops of
    big messages are arrays of small structs, where a call per element costs a third of the time.
    ``prefix`` keeps an inlined struct's locals apart from its parent's; it ends in a double
    underscore, which no snake_case field name contains.
    """

    def __init__(
        self,
        ctx: ModuleContext,
        struct: Struct,
        layout: StructLayout,
        prefix: str = "",
        inline: bool = True,
    ) -> None:
        self.ctx, self.struct, self.layout = ctx, struct, layout
        self.items = dict(zip((f.name for f in struct.fields), layout.fields, strict=True))
        self.prefix, self.inline = prefix, inline

    def local(self, field: Field) -> str:
        return self.prefix + local_name(field)

    def body(self) -> list[str]:
        lines = self.statements("obj")
        if any("data_end" in line for line in lines):
            lines.insert(0, "data_end = len(data)")
        return [*lines, "return obj, pos"]

    def statements(self, target: str) -> list[str]:
        """Statements that decode the struct at ``pos`` into the local ``target``."""
        p = self.prefix
        steps: list[Step] = []
        for field in self.struct.fields:
            item = self.items[field.name]
            if item.present and item.tag is None:
                steps += self.value(field, self.local(field), bool(item.compact))
        known_tags = any(item.tag is not None for item in self.layout.fields)
        flexible = self.layout.flexible
        if flexible and not known_tags:
            # The usual case: no tags this struct knows; the count byte joins the last run.
            reserved = _reserved(self.struct, self.items)
            extra = f", {reserved!r}" if reserved else ""
            steps += [
                Fixed("B", f"{p}tag_count", last=True),
                Code(
                    (
                        f"{p}unknown: rt.Tags = ()",
                        f"if {p}tag_count:",
                        f"    {p}unknown, pos = rt.read_unknown_tags(data, pos - 1{extra})",
                    )
                ),
            ]
        lines = self.coalesce(steps)
        if flexible and known_tags:
            lines += self.tagged_section()
        lines.append(f"{target} = _new({self.struct.name})")
        for field in self.struct.fields:
            present = self.items[field.name].present
            value = self.local(field) if present else default_expr(field)
            lines.append(f"{target}.{attr_name(field.name)} = {value}")
        if self.ctx.message.flexible_versions is not None:
            lines.append(f"{target}.unknown_tagged_fields = {p + 'unknown' if flexible else '()'}")
        return lines

    def coalesce(self, steps: list[Step]) -> list[str]:
        lines: list[str] = []
        run: list[Fixed] = []
        after: list[str] = []

        def flush() -> None:
            if not run:
                return
            fmt = "".join(step.fmt for step in run)
            if fmt == "B":  # a lone byte: indexing beats a struct call
                lines.append(f"{run[0].target} = data[pos]")
                lines.append("pos += 1")
            else:
                self.ctx.formats.add(fmt)
                targets = ", ".join(step.target for step in run)
                if len(run) == 1:
                    targets += ","
                lines.append(f"{targets} = {struct_constant(fmt)}.unpack_from(data, pos)")
                lines.append(f"pos += {struct.calcsize('>' + fmt)}")
            run.clear()
            lines.extend(after)
            after.clear()

        for step in steps:
            if isinstance(step, Fixed):
                run.append(step)
                if step.last:
                    flush()
            elif step.after_run and run:
                after.extend(step.lines)
            else:
                flush()
                lines.extend(step.lines)
        flush()
        return lines

    def value(self, field: Field, target: str, compact: bool) -> list[Step]:
        """Steps that read one value of ``field`` into the local ``target``."""
        nullable = bool(self.items[field.name].nullable)
        if field.type.is_array:
            return self.array(field, target, compact, nullable)
        return self.scalar(field.type.name, field, target, compact, nullable)

    def scalar(
        self, kind: str, field: Field, target: str, compact: bool, nullable: bool
    ) -> list[Step]:
        if kind == "uuid":
            return [Fixed("16s", f"{target}_raw"), Code((f"{target} = UUID(bytes={target}_raw)",))]
        if kind == "bool":
            # Kafka writes 0 or 1; any other byte would not be written back as it came.
            return [
                Fixed("B", f"{target}_raw"),
                Code((f"{target} = rt.BOOLS[{target}_raw]",), after_run=True),
            ]
        if kind in FIXED_FORMATS:
            return [Fixed(FIXED_FORMATS[kind], target)]
        if kind in STRING_LIKE:
            count = f"n_{target}"
            steps = self.length(
                count, _length_format(kind), compact, adjust=False, string=kind == "string"
            )
            convert = ".decode()" if kind == "string" else ""
            # A compact length holds n + 1 (0 is null); a fixed one holds n (-1 is null).
            size, null = (f"{count} - 1", f"not {count}") if compact else (count, f"{count} < 0")
            read = [f"{target} = data[pos:end]{convert}", "pos = end"]
            if nullable:
                ann = WIRE_TYPES[kind].annotation
                # A null is -1 exactly: other negative lengths would be written back as -1.
                exact = [] if compact else [f"    if {count} != -1:", "        raise rt.Malformed"]
                body = [
                    f"{target}: {ann} | None",
                    f"if {null}:",
                    *exact,
                    f"    {target} = None",
                    "else:",
                    f"    end = pos + {size}",
                    "    if end > data_end:",
                    "        raise rt.Malformed",
                    *indent(read),
                ]
            else:
                body = [
                    f"end = pos + {size}",
                    f"if {null} or end > data_end:",
                    "    raise rt.Malformed",
                    *read,
                ]
            return [*steps, Code(tuple(body))]
        # a single struct
        call = f"{target}, pos = {_name(self.items[field.name])}(data, pos)"
        if not nullable:
            return [Code((call,))]
        # Kafka writes -1 for null and 1 for present, a byte; in a tagged field 0 for null and
        # 1 for present, an unsigned varint. Other markers would not round-trip.
        tagged = self.items[field.name].tag is not None
        return [
            Fixed("B" if tagged else "b", f"m_{target}"),
            Code(
                (
                    f"{target}: {kind} | None",
                    f"if m_{target} == {0 if tagged else -1}:",
                    f"    {target} = None",
                    "else:",
                    f"    if m_{target} != 1:",
                    "        raise rt.Malformed",
                    f"    {call}",
                )
            ),
        ]

    def length(
        self, var: str, fmt: str, compact: bool, adjust: bool = True, string: bool = False
    ) -> list[Step]:
        """Read a length: a fixed int16/int32, or a compact unsigned varint holding n + 1.

        A varint's first byte joins the preceding fixed-width run; only a length of 127 or
        more takes the second look. With ``adjust`` the compact value is turned into n. A
        string's compact length is held to Kafka's limit of 32767 bytes (a fixed one is an
        int16, which cannot pass it).
        """
        if not compact:
            return [Fixed(fmt, var)]
        read = "rt.read_string_length" if string else "rt.read_uvarint"
        lines = [f"if {var} > 127:", f"    {var}, pos = {read}(data, pos - 1)"]
        if adjust:
            lines.append(f"{var} -= 1")
        return [Fixed("B", var, last=True), Code(tuple(lines))]

    def array(self, field: Field, target: str, compact: bool, nullable: bool) -> list[Step]:
        kind = field.type.name
        count = f"n_{target}"
        steps = self.length(count, "i", compact)
        element_type = _element_type(kind)
        fill: list[str] = [f"if {count} > data_end - pos:", "    raise rt.Malformed"]
        if kind == "bool":
            fill += [
                f"{target} = [rt.BOOLS[b] for b in data[pos : pos + {count}]]",
                f"pos += {count}",
            ]
        elif kind in PACKED_ARRAY_TYPES:
            fmt = FIXED_FORMATS[kind]
            fill += [
                f'{target} = list(struct.unpack_from(f">{{{count}}}{fmt}", data, pos))',
                f"pos += {count} * {_size(fmt)}",
            ]
        else:
            items = f"items_{target}"
            fill.append(f"{items}: list[{element_type}] = []")
            fill.append(f"for _ in range({count}):")
            element = f"e_{target}"
            nested = self.items[field.name].nested
            if isinstance(nested, StructLayout):  # written inline
                child = DecodeEmitter(
                    self.ctx, self.ctx.message.struct(kind), nested, f"{target}__", False
                )
                fill += indent(child.statements(element))
            elif field.type.is_struct:
                fill.append(f"    {element}, pos = {_name(self.items[field.name])}(data, pos)")
            else:
                inner = self.scalar(kind, field, element, compact, nullable=False)
                fill += indent(self.coalesce(inner))
            fill.append(f"    {items}.append({element})")
            fill.append(f"{target} = {items}")
        if nullable:
            # A null is -1 exactly: other negative counts would be written back as -1.
            exact = [] if compact else [f"    if {count} != -1:", "        raise rt.Malformed"]
            body = [
                f"{target}: list[{element_type}] | None",
                f"if {count} < 0:",
                *exact,
                f"    {target} = None",
                "else:",
                *indent(fill),
            ]
        else:
            body = [f"if {count} < 0:", "    raise rt.Malformed", *fill]
        return [*steps, Code(tuple(body))]

    def tagged_section(self) -> list[str]:
        tagged = _tagged(self.struct, self.items)
        p = self.prefix
        lines = []
        for field in tagged:
            lines.append(f"{self.local(field)}: {python_type(field, self.ctx.message)}")
            lines.append(f"{self.local(field)} = {default_expr(field)}")
        lines += [
            f"{p}unknown: rt.Tags = ()",
            "if data[pos]:",
            f"    {p}unknown_list: list[tuple[int, bytes]] = []",
            f"    {p}count, pos = rt.read_uvarint(data, pos)",
            f"    {p}last_tag = -1",
            f"    for _ in range({p}count):",
            f"        {p}tag, pos = rt.read_uvarint(data, pos)",
            # KIP-482: strictly ascending tags, so that re-encoding gives the same bytes; none
            # above the largest Kafka reads and writes back (rt.TAG_LIMIT).
            f"        if {p}tag <= {p}last_tag or {p}tag > rt.TAG_LIMIT:",
            "            raise rt.Malformed",
            f"        {p}last_tag = {p}tag",
            f"        {p}size, pos = rt.read_uvarint(data, pos)",
            f"        {p}end_tag = pos + {p}size",
            f"        if {p}end_tag > data_end:",
            "            raise rt.Malformed",
        ]
        keyword = "if"
        for field in tagged:
            steps = self.value(field, self.local(field), compact=True)
            code = [
                line
                for line in self.coalesce(steps)
                if not line.startswith(f"{self.local(field)}: ")  # already declared above
            ]
            # A peer may write a tagged field at its default; keep those bytes to write back.
            explicit_default = [
                f"if not ({non_default_test(field, self.local(field))}):",
                f"    {p}unknown_list.append(({p}tag, data[{p}end_tag - {p}size : {p}end_tag]))",
            ]
            lines.append(f"        {keyword} {p}tag == {field.tag}:")
            lines += indent(code + explicit_default, 3)
            keyword = "elif"
        reserved = _reserved(self.struct, self.items)
        if reserved:
            # A tag of a field this version does not carry tagged: Kafka refuses it.
            lines += [f"        elif {p}tag in {reserved!r}:", "            raise rt.Malformed"]
        lines += [
            "        else:",
            f"            {p}unknown_list.append(({p}tag, data[pos:{p}end_tag]))",
            f"            pos = {p}end_tag",
            f"        if pos != {p}end_tag:",
            "            raise rt.Malformed",
            f"    {p}unknown = tuple({p}unknown_list)",
            "else:",
            "    pos += 1",
        ]
        return lines


def compact_length(write: str, string: bool = False, two_bytes: bool = False) -> list[str]:
    """Statements that append the compact length ``n`` (a size or count + 1) to ``write``.

    A length under 128 is one byte, appended as an int: ``bytearray.append`` costs a fraction
    of ``+=`` with a one-byte ``bytes``, which goes through the buffer protocol. With
    ``two_bytes``, lengths up to 16383 are appended as two bytes without a call. Longer ones
    go to the runtime, which holds a string to Kafka's limit of 32767 bytes.
    """
    lines = ["if n < 128:", f"    {write}.append(n)"]
    if two_bytes:
        lines += [
            "elif n < 0x4000:",
            f"    {write}.append((n & 0x7F) | 0x80)",
            f"    {write}.append(n >> 7)",
        ]
    return [*lines, "else:", f"    {write} += {'rt.string_length' if string else 'rt.uvarint'}(n)"]


def _length_format(kind: str) -> str:
    """The struct format of a variable-length type's non-compact length prefix."""
    length = WIRE_TYPES[kind].length
    assert length is not None, kind
    return FIXED_FORMATS[length]


def _size(fmt: str) -> int:
    return struct.calcsize(">" + fmt)


# --------------------------------------------------------------------------- encode


class EncodeEmitter:
    """Builds the body of ``_encode_<Struct>_v<N>(obj, out) -> None``.

    Elements of struct arrays are written inline in the loop, at every depth (outside tagged
    sections); ``source`` names the object being written and ``prefix`` keeps an inlined
    struct's temporaries apart from its parent's.
    """

    def __init__(
        self,
        ctx: ModuleContext,
        struct: Struct,
        layout: StructLayout,
        source: str = "obj",
        prefix: str = "",
        inline: bool = True,
    ) -> None:
        self.ctx, self.struct, self.layout = ctx, struct, layout
        self.items = dict(zip((f.name for f in struct.fields), layout.fields, strict=True))
        self.source, self.prefix, self.inline = source, prefix, inline

    def body(self) -> list[str]:
        lines = self.statements()
        if any(line.lstrip().startswith("for ") for line in lines) and any(
            " out.append(" in f" {line}" for line in lines
        ):
            # With a loop, the bound method is a local: one lookup instead of one per byte.
            lines = [
                "append = out.append",
                *(f" {line}".replace(" out.append(", " append(")[1:] for line in lines),
            ]
        return lines or ["pass"]  # nothing to write in this version

    def statements(self) -> list[str]:
        """Statements that append the struct ``source`` to the bytearray ``out``."""
        lines = []
        for field in self.struct.fields:
            if not self.items[field.name].present and not field.ignorable:
                # Kafka's rule: a field the version lacks may only be dropped at its default.
                test = non_default_test(field, f"{self.source}.{attr_name(field.name)}")
                lines += [f"if {test}:", "    raise rt.Malformed"]
        steps: list[Step] = []
        for field in self.struct.fields:
            item = self.items[field.name]
            if item.present and item.tag is None:
                expr = f"{self.source}.{attr_name(field.name)}"
                steps += self.value(field, expr, self.prefix + attr_name(field.name), "out", "out")
        lines += self.coalesce(steps, "out")
        if self.layout.flexible:
            lines += self.tagged_section()
        elif self.ctx.message.flexible_versions is not None:
            # Kafka's rule: a version without tagged fields cannot carry unknown ones.
            lines += [f"if {self.source}.unknown_tagged_fields:", "    raise rt.Malformed"]
        return lines

    def coalesce(self, steps: list[Step], write: str) -> list[str]:
        lines: list[str] = []
        run: list[Fixed] = []
        prepared: list[str] = []

        def flush() -> None:
            lines.extend(prepared)
            prepared.clear()
            if run:
                fmt = "".join(step.fmt for step in run)
                self.ctx.formats.add(fmt)
                values = ", ".join(step.target for step in run)
                lines.append(f"{write} += {struct_constant(fmt)}.pack({values})")
                run.clear()

        for step in steps:
            if isinstance(step, Fixed):
                run.append(step)
            elif step.prepare:
                prepared.extend(step.lines)
            else:
                flush()
                lines.extend(step.lines)
        flush()
        return lines

    def value(self, field: Field, expr: str, temp: str, write: str, out: str) -> list[Step]:
        """Steps that write ``expr`` as one value of ``field``."""
        item = self.items[field.name]
        compact, nullable = bool(item.compact), bool(item.nullable)
        steps: list[Step] = []
        if not nullable and python_type(field, self.ctx.message).endswith("| None"):
            # Typed as optional for other versions; null is not allowed in this one.
            checked = f"v_{temp}"
            steps.append(
                Code(
                    (f"{checked} = {expr}", f"if {checked} is None:", "    raise rt.Malformed"),
                    True,
                )
            )
            expr = checked
        if field.type.is_array:
            return steps + self.array(field, expr, temp, compact, nullable, write, out)
        kind = field.type.name
        if field.type.is_struct:
            return steps + self.struct_value(
                _name(item), expr, nullable, out, tagged=item.tag is not None
            )
        return steps + self.scalar(kind, expr, temp, compact, nullable, write, out)

    def scalar(
        self,
        kind: str,
        expr: str,
        temp: str,
        compact: bool,
        nullable: bool,
        write: str,
        out: str,
    ) -> list[Step]:
        if kind == "uuid":
            return [Fixed("16s", f"{expr}.bytes")]
        if kind == "bool":
            # struct's "?" writes any object's truth: only True and False decode back as given.
            check = (f"if {expr} is not True and {expr} is not False:", "    raise rt.Malformed")
            return [Code(check, prepare=True), Fixed("?", expr)]
        if kind in FIXED_FORMATS:
            return [Fixed(FIXED_FORMATS[kind], expr)]
        if kind in STRING_LIKE:
            raw = f"b_{temp}"
            convert = ".encode()" if kind == "string" else ""
            if compact:
                # Kafka refuses strings past 32767 bytes; only a long length is looked at.
                # Bytes (subscription metadata, assignments) are often past 126 bytes: their
                # two-byte lengths are written inline too.
                emit = [
                    f"n = len({raw}) + 1",
                    *compact_length(write, string=kind == "string", two_bytes=kind != "string"),
                    f"{write} += {raw}",
                ]
                if nullable:
                    lines = [
                        f"s_{temp} = {expr}",
                        f"if s_{temp} is None:",
                        f"    {write}.append(0)",
                        "else:",
                        f"    {raw} = s_{temp}{convert}",
                        *indent(emit),
                    ]
                else:
                    lines = [f"{raw} = {expr}{convert}", *emit]
                return [Code(tuple(lines))]
            fmt = _length_format(kind)
            if nullable:
                return [
                    Code(
                        (
                            f"s_{temp} = {expr}",
                            f"{raw} = None if s_{temp} is None else s_{temp}{convert}",
                        ),
                        prepare=True,
                    ),
                    Fixed(fmt, f"-1 if {raw} is None else len({raw})"),
                    Code((f"if {raw} is not None:", f"    {write} += {raw}")),
                ]
            return [
                Code((f"{raw} = {expr}{convert}",), prepare=True),
                Fixed(fmt, f"len({raw})"),
                Code((f"{write} += {raw}",)),
            ]
        raise AssertionError(f"not a primitive: {kind}")

    def struct_value(
        self, encoder: str, expr: str, nullable: bool, out: str, tagged: bool = False
    ) -> list[Step]:
        """Steps that write one struct with its function (a null marker first if nullable:
        a byte, -1 or 1; in a tagged field an unsigned varint, 0 or 1, as Kafka writes it)."""
        if not nullable:
            return [Code((f"{encoder}({expr}, {out})",))]
        return [
            Fixed("B" if tagged else "b", f"{0 if tagged else -1} if {expr} is None else 1"),
            Code((f"if {expr} is not None:", f"    {encoder}({expr}, {out})")),
        ]

    def array(
        self,
        field: Field,
        expr: str,
        temp: str,
        compact: bool,
        nullable: bool,
        write: str,
        out: str,
    ) -> list[Step]:
        kind = field.type.name
        items = f"a_{temp}"
        if kind == "bool":
            fill = [
                f"for e_{temp} in {items}:",
                f"    if e_{temp} is not True and e_{temp} is not False:",
                "        raise rt.Malformed",
                f'{write} += struct.pack(f">{{len({items})}}?", *{items})',
            ]
        elif kind in PACKED_ARRAY_TYPES:
            fmt = FIXED_FORMATS[kind]
            fill = [f'{write} += struct.pack(f">{{len({items})}}{fmt}", *{items})']
        elif isinstance(self.items[field.name].nested, StructLayout):  # written inline
            nested = self.items[field.name].nested
            assert isinstance(nested, StructLayout)
            child = EncodeEmitter(
                self.ctx, self.ctx.message.struct(kind), nested, f"e_{temp}", f"{temp}__", False
            )
            fill = [f"for e_{temp} in {items}:", *indent(child.statements())]
        elif field.type.is_struct:
            encoder = _name(self.items[field.name])
            fill = [f"for e_{temp} in {items}:", f"    {encoder}(e_{temp}, {out})"]
        else:
            element = f"e_{temp}"
            inner = self.scalar(kind, element, element, compact, False, write, out)
            fill = [f"for {element} in {items}:", *indent(self.coalesce(inner, write))]
            if kind == "string":
                # A str is iterable too: its characters would be written as the elements.
                fill[:0] = [f"if not isinstance({items}, (list, tuple)):", "    raise rt.Malformed"]
        if compact:
            length = [f"n = len({items}) + 1", *compact_length(write)]
            if nullable:
                lines = [
                    f"{items} = {expr}",
                    f"if {items} is None:",
                    f"    {write}.append(0)",
                    "else:",
                    *indent(length + fill),
                ]
            else:
                lines = [f"{items} = {expr}", *length, *fill]
            return [Code(tuple(lines))]
        if nullable:
            return [
                Code((f"{items} = {expr}",), prepare=True),
                Fixed("i", f"-1 if {items} is None else len({items})"),
                Code((f"if {items} is not None:", *indent(fill))),
            ]
        return [
            Code((f"{items} = {expr}",), prepare=True),
            Fixed("i", f"len({items})"),
            Code(tuple(fill)),
        ]

    def tagged_section(self) -> list[str]:
        tagged = _tagged(self.struct, self.items)
        reserved = _reserved(self.struct, self.items)
        if not tagged:
            extra = f", (), {reserved!r}" if reserved else ""
            return [
                f"if {self.source}.unknown_tagged_fields:",
                f"    rt.write_tags(out, (), {self.source}.unknown_tagged_fields{extra})",
                "else:",
                "    out.append(0)",
            ]
        p = self.prefix
        known_tags = tuple(field.tag for field in tagged)
        lines = [f"{p}tags: list[tuple[int, bytes]] = []", f"{p}sub: bytearray"]
        for field in tagged:
            expr = f"{self.source}.{attr_name(field.name)}"
            steps = self.value(field, expr, p + attr_name(field.name), f"{p}sub", f"{p}sub")
            lines += [
                f"if {non_default_test(field, expr)}:",
                f"    {p}sub = bytearray()",
                *indent(self.coalesce(steps, f"{p}sub")),
                f"    {p}tags.append(({field.tag}, bytes({p}sub)))",
            ]
        extra = f", {reserved!r}" if reserved else ""
        lines.append(
            f"rt.write_tags(out, {p}tags, {self.source}.unknown_tagged_fields, {known_tags!r}"
            f"{extra})"
        )
        return lines
