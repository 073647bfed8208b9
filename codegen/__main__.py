"""``python -m codegen --schemas DIR --output DIR --package NAME``: generate a message package.

``--schemas`` may mix Kafka-style JSON and DSL files. With ``--write-dsl DIR`` or
``--write-json DIR`` the schemas are converted to that format instead of generated into code.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from codegen.load import SchemaError, load_directory
from codegen.render import compare_package, format_sources, render_package, write_package
from codegen.spec import Message
from codegen.write_dsl import write_dsl
from codegen.write_json import write_json


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--schemas", type=Path, required=True, help="directory of schema files")
    parser.add_argument("--output", type=Path, help="directory to write into")
    parser.add_argument("--package", help="package name, e.g. kgroup_proto")
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if the files under --output differ from a fresh generation",
    )
    convert = parser.add_mutually_exclusive_group()
    convert.add_argument(
        "--write-dsl", type=Path, metavar="DIR", help="write the schemas as DSL files into DIR"
    )
    convert.add_argument(
        "--write-json",
        type=Path,
        metavar="DIR",
        help="write the schemas as Kafka-style JSON files into DIR",
    )
    args = parser.parse_args(argv)
    converting = args.write_dsl is not None or args.write_json is not None
    if not converting and (args.output is None or args.package is None):
        parser.error("--output and --package are required unless --write-dsl/--write-json")
    if args.package is not None and not args.package.isidentifier():
        parser.error(f"--package {args.package!r} is not a valid Python package name")
    notes: list[str] = []
    try:
        messages = load_directory(args.schemas, notes)
    except SchemaError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    if not messages:
        print(f"error: {args.schemas}: no schema files (*.json or DSL) found", file=sys.stderr)
        return 2
    if converting:
        return _convert(messages, args.write_dsl, args.write_json)
    files = format_sources(render_package(messages, args.package))
    target = args.output / args.package
    if args.check:
        problems = compare_package(files, target)
        for problem in problems:
            print(f"{target}/{problem}", file=sys.stderr)
        return 1 if problems else 0
    write_package(files, target)
    print(f"generated {len(messages)} messages into {target}")
    return 0


def _convert(messages: list[Message], dsl_dir: Path | None, json_dir: Path | None) -> int:
    target = dsl_dir if dsl_dir is not None else json_dir
    assert target is not None
    files = write_dsl(messages) if dsl_dir is not None else write_json(messages)
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name, text in sorted(files.items()):
            (target / name).write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"error: {target}: cannot write: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"wrote {len(messages)} messages as {len(files)} files into {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
