"""``kgroup-proto codegen``: generate a message package from schemas, or check their evolution.

``kgroup-proto codegen --schemas DIR --output DIR --package NAME`` (or ``codegen generate ...``)
writes one module per schema; ``--check`` compares instead of writing, and ``--write-dsl`` /
``--write-json`` convert the schemas instead. ``kgroup-proto codegen check-evolution OLD NEW``
exits 0 when every schema of NEW is a compatible evolution of the one of the same name in OLD,
1 when not (one line per violation on stdout) and 2 when an input cannot be read.

Generating needs the ``codegen`` extra (jinja2 and ruff); checking evolution needs nothing more
than the package itself.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from kgroup_proto.cli.errors import CliError

GENERATE_USAGE = "kgroup-proto codegen [generate] --schemas DIR --output DIR --package NAME"
MISSING_EXTRA = "the generator needs the codegen extra: pip install 'kgroup-proto[codegen]'"


def register(commands: Any) -> None:
    codegen = commands.add_parser(
        "codegen",
        help="generate a message package from schema files, or check schema evolution",
        description="Generate a Python message package from Kafka-style JSON or DSL schema "
        f"files ({GENERATE_USAGE}), check that a schema change is compatible "
        "(kgroup-proto codegen check-evolution OLD NEW), or bring the schemas up to date with "
        "Kafka's (kgroup-proto codegen sync --from PATH, or --kafka-version VERSION).",
        usage=f"{GENERATE_USAGE}\n       kgroup-proto codegen check-evolution OLD NEW"
        "\n       kgroup-proto codegen sync (--from PATH | --kafka-version VERSION) [--apply]"
        "\n       kgroup-proto codegen check-descriptions DIR",
    )
    _generate_options(codegen, None)
    codegen.set_defaults(handler=run_generate, codegen_parser=codegen)
    actions = codegen.add_subparsers(
        dest="codegen_action", metavar="ACTION", prog="kgroup-proto codegen"
    )
    generate = actions.add_parser(
        "generate",
        help="write one module per schema into OUTPUT/PACKAGE (the default action)",
        description="Write one module per schema into OUTPUT/PACKAGE.",
    )
    # Options given before the action word stay in force: the action's own defaults are absent.
    _generate_options(generate, argparse.SUPPRESS)
    generate.set_defaults(handler=run_generate, codegen_parser=generate)
    from kgroup_proto.codegen.evolution import RULES

    rules = "\n".join(f"  {name:<33} {summary}" for name, summary in RULES.items())
    evolution = actions.add_parser(
        "check-evolution",
        help="exit 1 unless every schema of NEW is a compatible evolution of OLD's",
        description="Compare two sets of schemas: one line per violation on stdout (message,\n"
        "field path, rule broken); exit 0 when compatible, 1 when not, 2 when an input\n"
        "cannot be read.",
        epilog=f"rules:\n{rules}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    evolution.add_argument(
        "old",
        metavar="OLD",
        help="a schema directory, or a git revision of this repository's schemas/ "
        "(e.g. HEAD~1; REV:DIR for another directory)",
    )
    evolution.add_argument("new", metavar="NEW", help="a schema directory")
    evolution.add_argument(
        "--allow-missing-old",
        action="store_true",
        help="when OLD is a git revision that does not exist or has no schemas, say so and exit 0",
    )
    evolution.set_defaults(handler=run_check_evolution)
    sync = actions.add_parser(
        "sync",
        help="list what Kafka's schemas have that the project's lack; --apply writes it",
        description="Compare the project's schemas with Kafka's message JSON (Kafka's source "
        "tree, a directory of its schema files, or Kafka's jars) and list, per message, what "
        "upstream has that the project's schemas lack: versions, fields, tags, flexible "
        "versions, changed attributes, renamed fields, and whole messages that belong beside "
        "the ones the project ships (the other half of a pair it ships; coordinator records, "
        "when it ships some). With --apply, write those changes into the project's files, "
        "keeping every description and comment; new fields get an empty description, which "
        "check-descriptions reports. Reading jars needs no Java.",
        usage="kgroup-proto codegen sync (--from PATH [--from PATH ...] | --kafka-version "
        "VERSION [--maven-repo DIR]) [--schemas DIR] [--add NAME] [--only-named] [--apply]",
    )
    source = sync.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--from",
        dest="upstream",
        type=Path,
        action="append",
        metavar="PATH",
        help="Kafka's source tree, a directory of Kafka's message JSON files, or a jar holding "
        "them under common/message/ (repeatable: the schemas of every one are read together)",
    )
    source.add_argument(
        "--kafka-version",
        metavar="VERSION",
        help="read the jars of this Kafka release (e.g. 4.4.0: kafka-clients and the group, "
        "share and transaction coordinators) from a Maven local repository",
    )
    sync.add_argument(
        "--maven-repo",
        type=Path,
        metavar="DIR",
        help="the Maven local repository for --kafka-version (default: ~/.m2/repository)",
    )
    sync.add_argument(
        "--schemas",
        type=Path,
        default=Path("schemas"),
        metavar="DIR",
        help="the project's schema directory (default: schemas)",
    )
    sync.add_argument(
        "--add",
        action="append",
        default=[],
        metavar="NAME",
        help="also bring in this upstream message (repeatable)",
    )
    sync.add_argument(
        "--only-named",
        action="store_true",
        help="bring in no new message but those named with --add",
    )
    sync.add_argument(
        "--apply", action="store_true", help="write the changes into the schema files"
    )
    sync.set_defaults(handler=run_sync)
    descriptions = actions.add_parser(
        "check-descriptions",
        help="exit 1 while a field of DIR has an empty description",
        description="List every field of the JSON schemas in DIR whose description is empty "
        "(as sync --apply leaves new fields); exit 0 when there is none.",
    )
    descriptions.add_argument("schemas", metavar="DIR", type=Path, help="a schema directory")
    descriptions.set_defaults(handler=run_check_descriptions)


def _generate_options(parser: argparse.ArgumentParser, default: Any) -> None:
    parser.add_argument(
        "--schemas",
        type=Path,
        default=default,
        metavar="DIR",
        help="directory of schema files (JSON or DSL)",
    )
    parser.add_argument(
        "--output", type=Path, default=default, metavar="DIR", help="directory to write into"
    )
    parser.add_argument(
        "--package", default=default, metavar="NAME", help="package name, e.g. kgroup_proto"
    )
    parser.add_argument(
        "--check",
        action="store_true",
        default=default if default is argparse.SUPPRESS else False,
        help="write nothing; exit 1 if the files under --output differ from a fresh generation",
    )
    convert = parser.add_mutually_exclusive_group()
    convert.add_argument(
        "--write-dsl",
        type=Path,
        default=default,
        metavar="DIR",
        help="write the schemas as DSL files into DIR instead of generating code",
    )
    convert.add_argument(
        "--write-json",
        type=Path,
        default=default,
        metavar="DIR",
        help="write the schemas as Kafka-style JSON files into DIR instead of generating code",
    )


def _error(message: str) -> int:
    """An input that cannot be read: one line, exit status 2."""
    print(f"kgroup-proto: error: {message}", file=sys.stderr)
    return 2


def run_generate(args: argparse.Namespace) -> int:
    from kgroup_proto.codegen.errors import SchemaError
    from kgroup_proto.codegen.load import load_directory

    parser: argparse.ArgumentParser = args.codegen_parser
    if args.schemas is None:
        parser.error(f"--schemas is required: {GENERATE_USAGE}")
    converting = args.write_dsl is not None or args.write_json is not None
    if not converting and (args.output is None or args.package is None):
        parser.error("--output and --package are required unless --write-dsl/--write-json")
    if args.package is not None and not args.package.isidentifier():
        parser.error(f"--package {args.package!r} is not a valid Python package name")
    notes: list[str] = []
    try:
        messages = load_directory(args.schemas, notes)
    except SchemaError as exc:
        return _error(str(exc))
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    if not messages:
        return _error(f"{args.schemas}: no schema files (*.json or DSL) found")
    if converting:
        return _convert(messages, args.write_dsl, args.write_json)
    # Kafka keeps the schema of a removed API with "validVersions": "none": nothing to generate.
    for message in messages:
        if message.valid_versions is None:
            print(
                f"note: {message.source}: {message.name} left out: no valid versions",
                file=sys.stderr,
            )
    messages = [m for m in messages if m.valid_versions is not None]
    try:
        from kgroup_proto.codegen import render
    except ModuleNotFoundError as exc:
        if exc.name == "jinja2":
            raise CliError(MISSING_EXTRA) from None
        raise
    try:
        files = render.format_sources(render.render_package(messages, args.package))
    except render.FormatterMissing:
        raise CliError(MISSING_EXTRA) from None
    target = args.output / args.package
    if args.check:
        problems = render.compare_package(files, target)
        for problem in problems:
            print(f"{target}/{problem}", file=sys.stderr)
        return 1 if problems else 0
    try:
        render.write_package(files, target)
    except OSError as exc:
        return _error(f"{target}: cannot write: {exc.strerror}")
    print(f"generated {len(messages)} messages into {target}")
    return 0


def _convert(messages: list[Any], dsl_dir: Path | None, json_dir: Path | None) -> int:
    from kgroup_proto.codegen.write_dsl import write_dsl
    from kgroup_proto.codegen.write_json import write_json

    target = dsl_dir if dsl_dir is not None else json_dir
    assert target is not None
    files = write_dsl(messages) if dsl_dir is not None else write_json(messages)
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name, text in sorted(files.items()):
            (target / name).write_text(text, encoding="utf-8")
    except OSError as exc:
        return _error(f"{target}: cannot write: {exc.strerror}")
    print(f"wrote {len(messages)} messages as {len(files)} files into {target}")
    return 0


def run_check_evolution(args: argparse.Namespace) -> int:
    from kgroup_proto.codegen.errors import SchemaError
    from kgroup_proto.codegen.evolution import check_with_notes
    from kgroup_proto.codegen.schema_diff import (
        NoSchemasAtRevision,
        load_schemas,
        schemas_at_revision,
    )

    notes: list[str] = []
    try:
        new = load_schemas(Path(args.new), notes)
        if Path(args.old).is_dir():
            old = load_schemas(Path(args.old), notes)
        else:
            with schemas_at_revision(args.old) as directory:
                old = load_schemas(directory, notes)
    except NoSchemasAtRevision as exc:
        if args.allow_missing_old:
            print(f"kgroup-proto: {exc}: nothing to compare against", file=sys.stderr)
            return 0
        return _error(str(exc))
    except SchemaError as exc:
        return _error(str(exc))
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    if not new:
        return _error(f"{args.new}: no schema files (*.json or DSL) found")
    violations, explained = check_with_notes(old, new)
    for violation in violations:
        print(violation)
    for note in explained:
        print(f"note: {note}", file=sys.stderr)
    verdict = f"{len(violations)} violations" if violations else "compatible"
    print(
        f"{len(new)} schemas of {args.new} checked against {len(old)} of {args.old}: {verdict}",
        file=sys.stderr,
    )
    return 1 if violations else 0


def run_sync(args: argparse.Namespace) -> int:
    from kgroup_proto.codegen.errors import SchemaError
    from kgroup_proto.codegen.sync import maven_jars, missing_descriptions, plan, write

    if args.maven_repo is not None and args.kafka_version is None:
        return _error("--maven-repo goes with --kafka-version")
    try:
        if args.kafka_version is not None:
            sources = maven_jars(args.kafka_version, args.maven_repo)
            label = f"Kafka {args.kafka_version}'s jars"
        else:
            sources = args.upstream
            label = ", ".join(str(path) for path in sources)
        result = plan(args.schemas, sources, args.add, args.only_named)
    except SchemaError as exc:
        return _error(str(exc))
    for name, changes in result.changes.items():
        print(name)
        for change in changes:
            print(f"  {change}")
    new = len(result.new_messages)
    applied = {n for n, changes in result.changes.items() if any(c.applied for c in changes)}
    changed = len(applied) - new
    listed = len(result.changes) - len(applied)
    print(
        f"{result.compared} schemas of {args.schemas} compared with {label}: "
        f"{changed} to change, {new} new messages, {listed} with differences left as they are; "
        f"{len(result.not_shipped)} upstream messages not shipped here (--add NAME brings one in)",
        file=sys.stderr,
    )
    if not args.apply:
        return 0
    try:
        write(result)
    except OSError as exc:
        return _error(f"cannot write: {exc.strerror}")
    print(f"wrote {len(result.files)} files into {args.schemas}", file=sys.stderr)
    undescribed = missing_descriptions(args.schemas)
    if undescribed:
        print(
            f"{len(undescribed)} fields have no description yet: "
            f"kgroup-proto codegen check-descriptions {args.schemas}",
            file=sys.stderr,
        )
    return 0


def run_check_descriptions(args: argparse.Namespace) -> int:
    from kgroup_proto.codegen.errors import SchemaError
    from kgroup_proto.codegen.sync import missing_descriptions

    if not args.schemas.is_dir():
        return _error(f"{args.schemas}: not a directory")
    try:
        found = missing_descriptions(args.schemas)
    except SchemaError as exc:
        return _error(str(exc))
    for line in found:
        print(line)
    verdict = f"{len(found)} fields without a description" if found else "every field described"
    print(f"{args.schemas}: {verdict}", file=sys.stderr)
    return 1 if found else 0
