"""``python -m kgroup_proto.codegen ...``: the same as ``kgroup-proto codegen ...``."""

from __future__ import annotations

import sys

from kgroup_proto.cli import main as cli_main


def main(argv: list[str] | None = None) -> int:
    return cli_main(["codegen", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
