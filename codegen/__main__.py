"""``python -m codegen --schemas DIR --output DIR --package NAME``: generate a message package."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from codegen.load import SchemaError, load_directory
from codegen.render import compare_package, format_sources, render_package, write_package


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--schemas", type=Path, required=True, help="directory of schema files")
    parser.add_argument("--output", type=Path, required=True, help="directory to write into")
    parser.add_argument("--package", required=True, help="package name, e.g. kgroup_proto")
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if the files under --output differ from a fresh generation",
    )
    args = parser.parse_args(argv)
    if not args.package.isidentifier():
        parser.error(f"--package {args.package!r} is not a valid Python package name")
    try:
        messages = load_directory(args.schemas)
    except SchemaError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not messages:
        print(f"error: {args.schemas}: no schema files (*.json) found", file=sys.stderr)
        return 2
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


if __name__ == "__main__":
    sys.exit(main())
