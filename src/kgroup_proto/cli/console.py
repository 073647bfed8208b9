"""What the commands share in talking to their user beside their output: progress lines on
stderr, and the check of an output directory before work starts."""

from __future__ import annotations

import sys
from pathlib import Path

from kgroup_proto.cli.errors import CliError


def progress(message: str) -> None:
    """``kgroup-proto: <message>`` on stderr, at once."""
    print(f"kgroup-proto: {message}", file=sys.stderr, flush=True)


def check_output_dir(output: Path, overwrite: bool) -> None:
    """Refuse an existing output unless ``overwrite``, and an output that cannot be a
    directory, before any time is spent on Spark."""
    if output.exists() and not overwrite:
        raise CliError(f"{output}: already exists; pass --overwrite to replace it")
    if output.exists() and not output.is_dir():
        raise CliError(f"{output}: exists and is not a directory")
    if not output.exists() and output.parent.exists() and not output.parent.is_dir():
        raise CliError(f"{output.parent}: is not a directory")
