"""Render spec models into Python modules through the jinja2 templates, then format them."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterable
from pathlib import Path

import attrs
import jinja2

from kgroup_proto.codegen.emit import (
    DecodeEmitter,
    EncodeEmitter,
    ModuleContext,
    default_expr,
    is_mutable_default,
    python_type,
    struct_constant,
)
from kgroup_proto.codegen.layout import (
    DECODE,
    ENCODE,
    Names,
    StructLayout,
    module_facts,
    name_functions,
    struct_layout,
)
from kgroup_proto.codegen.naming import attr_name, json_name, module_name
from kgroup_proto.codegen.render_spark import render_spark_schemas
from kgroup_proto.codegen.spec import Field, Message, Struct, Versions

TEMPLATES = Path(__file__).parent / "templates"
LINE_LENGTH = 100
#: The files every generated package consists of, besides one module per message.
PACKAGE_FILES = ("__init__.py", "_registry.py", "messages/__init__.py", "spark_schemas.py")


@attrs.frozen
class Function:
    """One generated per-version function and the versions it serves."""

    name: str
    versions: tuple[int, ...]
    body: tuple[str, ...]


@attrs.frozen
class ClassView:
    """What the module template needs to write one class."""

    struct: Struct
    docstring: str
    attributes: tuple[tuple[str, str, str], ...]
    has_unknown_tags: bool
    is_root: bool
    decoders: tuple[Function, ...]
    encoders: tuple[Function, ...]
    schema_fields: tuple[str, ...]
    flexible: str


def struct_usage(message: Message) -> dict[str, list[int]]:
    """For each struct, the message versions in which it appears on the wire."""
    usage: dict[str, list[int]] = {s.name: [] for s in message.structs}
    for version in message.versions():
        stack = [message.root]
        seen: set[str] = set()
        while stack:
            struct = stack.pop()
            if struct.name in seen:
                continue
            seen.add(struct.name)
            usage[struct.name].append(version)
            for field in struct.fields:
                if field.type.is_struct and field.present_in(version):
                    stack.append(message.struct(field.type.name))
    return usage


def children_first(message: Message) -> list[Struct]:
    """Structs in an order where every struct follows the structs its fields use."""
    order: list[Struct] = []
    done: set[str] = set()

    def visit(struct: Struct) -> None:
        if struct.name in done:
            return
        done.add(struct.name)
        for field in struct.fields:
            if field.type.is_struct:
                visit(message.struct(field.type.name))
        order.append(struct)

    visit(message.root)
    for struct in message.structs:  # common structs nobody references still get a class
        visit(struct)
    return order


def _describe_versions(versions: Iterable[int]) -> str:
    ordered = sorted(versions)
    spans: list[str] = []
    start = prev = ordered[0]
    for version in [*ordered[1:], None]:
        if version is not None and version == prev + 1:
            prev = version
            continue
        spans.append(str(start) if start == prev else f"{start}-{prev}")
        if version is not None:
            start = prev = version
    return ", ".join(spans)


def _wrap(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(
        " ".join(text.split()),
        width=LINE_LENGTH - 8 - len(indent),
        initial_indent=indent,
        subsequent_indent=indent + "    ",
    )


#: Kafka's schema types for the two halves of a coordinator record, in words.
RECORD_KINDS = {
    "coordinator-key": "coordinator record key",
    "coordinator-value": "coordinator record value",
}


def _docstring(message: Message, struct: Struct, versions: list[int]) -> str:
    lines: list[str] = []
    summary = struct.about or message.about
    if struct is message.root and not summary:
        kind = RECORD_KINDS.get(message.type, message.type)
        summary = f"The {message.name} {kind}."
    lines += _wrap(summary or f"The {struct.name} struct of {message.name}.")
    lines.append("")
    where = f"Versions {_describe_versions(versions)}" if versions else "Not used by any version"
    if struct is message.root and message.api_key is not None:
        # A coordinator record's apiKey is its record type: the int16 before its key.
        named = "record type" if message.type in RECORD_KINDS else "API key"
        where = f"{named} {message.api_key}, v" + where[1:]
        where = where[0].upper() + where[1:]
    if message.flexible_versions is not None:
        where += f"; flexible {message.flexible_versions}+".replace("++", "+")
    lines.append(where + ".")
    if struct.fields:
        lines += ["", "Attributes:"]
        for field in struct.fields:
            note = f"(versions {field.versions}"
            if field.tagged_versions is not None:
                note += f", tag {field.tag}"
            if field.nullable_versions is not None:
                note += f", nullable {field.nullable_versions}"
            note += ")"
            about = field.about.strip()
            lines += _wrap(f"{attr_name(field.name)}: {about} {note}".replace("  ", " "), "    ")
    return "\n".join(lines).replace("\\", "\\\\").replace('"""', '\\"\\"\\"')


def _field_info(field: Field, message: Message) -> str:
    args = [repr(attr_name(field.name)), repr(json_name(field.name))]
    kind = "struct" if field.type.is_struct else field.type.name
    args.append(repr(kind))
    args.append(f"rt.vr({str(field.versions) if field.versions else 'none'!r})")
    if field.type.is_array:
        args.append("is_array=True")
    if field.type.is_struct:
        args.append(f"struct=lambda: {field.type.name}")
    if field.nullable_versions is not None:
        args.append(f"nullable=rt.vr({str(field.nullable_versions)!r})")
    if field.tagged_versions is not None:
        args.append(f"tagged=rt.vr({str(field.tagged_versions)!r})")
        args.append(f"tag={field.tag}")
    if field.has_flexible_override:
        text = str(field.flexible_versions) if field.flexible_versions else "none"
        args.append(f"compact=rt.vr({text!r})")
    default = default_expr(field)
    if default != "None":
        args.append(f"default={'()' if default == '[]' else default}")
    if field.ignorable:
        args.append("ignorable=True")
    return f"rt.FieldInfo({', '.join(args)})"


def _functions(
    names: Names,
    direction: str,
    struct: Struct,
    emitter: type[DecodeEmitter] | type[EncodeEmitter],
    ctx: ModuleContext,
) -> tuple[Function, ...]:
    """The struct's functions in one direction, each emitted from its first version's layout."""

    def layout(version: int) -> StructLayout:
        return struct_layout(ctx.message, struct, version, direction, names.by_version)

    functions = []
    for name, versions in names.functions[(direction, struct.name)]:
        lines = tuple(emitter(ctx, struct, layout(versions[0])).body())
        for version in versions[1:]:
            if tuple(emitter(ctx, struct, layout(version)).body()) != lines:
                # equal layouts must mean equal code: a layout misses something the code reads
                raise AssertionError(f"{name} and version {version} differ in code, not layout")
        functions.append(Function(name, versions, lines))
    return tuple(functions)


def render_module(message: Message, env: jinja2.Environment, package: str) -> str:
    """The Python source of one message's module (before formatting)."""
    usage = struct_usage(message)
    order = children_first(message)
    names = name_functions(message, order, usage)
    ctx = ModuleContext(message=message)
    classes = []
    for struct in order:
        versions = usage[struct.name]
        decoders = _functions(names, DECODE, struct, DecodeEmitter, ctx)
        encoders = _functions(names, ENCODE, struct, EncodeEmitter, ctx)
        attributes = []
        for field in struct.fields:
            annotation = python_type(field, message)
            default = default_expr(field)
            if is_mutable_default(field):
                factory = "list" if default == "[]" else field.type.name
                default = f"attrs.field(factory={factory})"
            attributes.append((attr_name(field.name), annotation, default))
        flexible = str(message.flexible_versions) if message.flexible_versions else "none"
        classes.append(
            ClassView(
                struct=struct,
                docstring=_docstring(message, struct, versions),
                attributes=tuple(attributes),
                has_unknown_tags=message.flexible_versions is not None,
                is_root=struct is message.root,
                decoders=decoders,
                encoders=encoders,
                schema_fields=tuple(_field_info(f, message) for f in struct.fields),
                flexible=flexible,
            )
        )
    facts = module_facts(message, usage)
    return env.get_template("module.py.j2").render(
        message=message,
        package=package,
        classes=classes,
        formats=sorted((struct_constant(f), f) for f in ctx.formats),
        imports=facts.imports,
        uses_struct_module=facts.packed_arrays or bool(ctx.formats),
        valid=message.valid_versions,
        root_versions=_range_expr(message.valid_versions) or "range(0)",
        flexible_versions=_range_expr(message.flexible_versions) or "None",
    )


def _range_expr(versions: Versions | None) -> str | None:
    """A Python ``range`` literal for a version range; open ranges end at rt.VERSION_LIMIT."""
    if versions is None:
        return None
    stop = "rt.VERSION_LIMIT" if versions.high is None else str(versions.high + 1)
    return f"range({versions.low}, {stop})"


def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        autoescape=False,
    )


def render_package(messages: list[Message], package: str) -> dict[str, str]:
    """Every file of the generated package, keyed by path relative to the package directory."""
    env = environment()
    files: dict[str, str] = {}
    for message in messages:
        files[f"messages/{module_name(message.name)}.py"] = render_module(message, env, package)
    apis: dict[int, dict[str, str]] = {}
    for message in messages:
        if message.api_key is not None and message.type in ("request", "response"):
            apis.setdefault(message.api_key, {})[message.type] = message.name
    context = {
        "package": package,
        "messages": messages,
        "module_name": module_name,
        "apis": sorted(apis.items()),
        "versions": {m.name: m.valid_versions for m in messages},
    }
    files["__init__.py"] = env.get_template("package_init.py.j2").render(**context)
    files["_registry.py"] = env.get_template("registry.py.j2").render(**context)
    files["messages/__init__.py"] = env.get_template("messages_init.py.j2").render(**context)
    files["spark_schemas.py"] = render_spark_schemas(messages, env)
    return files


class FormatterMissing(RuntimeError):
    """ruff, which formats the generated code, is not installed."""


def format_sources(files: dict[str, str]) -> dict[str, str]:
    """Format with the pinned ruff so regeneration is byte-for-byte repeatable."""
    if not _has_ruff_module():  # it runs as ``python -m ruff`` in this interpreter
        raise FormatterMissing(
            "ruff is needed to format generated code: pip install 'kgroup-proto[codegen]'"
        )
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for rel, text in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        command = [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--isolated",
            "--quiet",
            "--line-length",
            str(LINE_LENGTH),
            "--target-version",
            "py311",
            str(root),
        ]
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"ruff could not format the generated code:\n{result.stderr}")
        return {rel: (root / rel).read_text(encoding="utf-8") for rel in files}


def _has_ruff_module() -> bool:
    import importlib.util

    return importlib.util.find_spec("ruff") is not None


def write_package(files: dict[str, str], out_dir: Path) -> list[Path]:
    """Write the package, removing generated message modules that no schema produces any more."""
    written = []
    messages_dir = out_dir / "messages"
    if messages_dir.is_dir():
        wanted = {Path(rel).name for rel in files if rel.startswith("messages/")}
        for stale in messages_dir.glob("*.py"):
            if stale.name not in wanted:
                stale.unlink()
    for rel, text in sorted(files.items()):
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def compare_package(files: dict[str, str], out_dir: Path) -> list[str]:
    """Paths whose committed content differs from a fresh rendering (and stale extra modules)."""
    problems = []
    for rel, text in sorted(files.items()):
        path = out_dir / rel
        if not path.exists():
            problems.append(f"{rel}: missing")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"{rel}: differs from a fresh regeneration")
    wanted = {Path(rel).name for rel in files if rel.startswith("messages/")}
    for extra in sorted((out_dir / "messages").glob("*.py")):
        if extra.name not in wanted:
            problems.append(f"messages/{extra.name}: no schema generates it")
    return problems
