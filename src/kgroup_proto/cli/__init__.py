"""The ``kgroup-proto`` command line: one module per command, each with ``register``.

A command module defines ``register(commands)``, which adds its subparser and sets
``handler=`` to a function taking the parsed arguments and returning an exit code. Problems the
user can fix are raised as :class:`CliError` and printed as one line, never as a traceback; so
are bad arguments (exit status 2, as argparse has it), and a reader that stops early
(``kgroup-proto list | head -1``) ends the command quietly.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from importlib import import_module
from typing import NoReturn

from kgroup_proto.cli.errors import CliError

#: Command modules, in the order ``--help`` lists them.
COMMANDS = ("decode", "list", "offsets", "lag", "groups", "serve", "codegen", "member", "share")

Handler = Callable[[argparse.Namespace], int]


class _Parser(argparse.ArgumentParser):
    """argparse's parser with its usage errors on one line; its subcommands' parsers too."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """Every command's parser; with a known ``command``, that one's alone.

    Each command module imports what its command needs, so one command's parser costs only its
    own imports (``serve`` starts without the client, group members or the pipelines).
    """
    top = _Parser(prog="kgroup-proto", description="Kafka consumer-group protocol tools.")
    commands = top.add_subparsers(dest="command", required=True)
    for name in (command,) if command in COMMANDS else COMMANDS:
        import_module(f"kgroup_proto.cli.{name}_command").register(commands)
    return top


def main(argv: list[str] | None = None) -> int:
    try:
        try:
            return _run(argv)
        finally:
            # Buffered output is written here, where a closed reader is still caught, rather
            # than at exit (``--help`` and short results are written only then).
            sys.stdout.flush()
    except BrokenPipeError:
        # The reader stopped early (``kgroup-proto list | head``): end quietly, and keep Python
        # from failing again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(argv: list[str] | None) -> int:
    given = sys.argv[1:] if argv is None else argv
    args = parser(given[0] if given else None).parse_args(given)
    handler: Handler = args.handler
    try:
        return handler(args)
    except CliError as exc:
        print(f"kgroup-proto: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("kgroup-proto: interrupted", file=sys.stderr)
        return 130


__all__ = ["CliError", "main", "parser"]
