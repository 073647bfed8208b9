"""What the commands share in talking to their user beside their output: progress lines on
stderr, the check of an output directory before work starts, and stopping on SIGINT/SIGTERM."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from kgroup_proto.cli.errors import CliError

if TYPE_CHECKING:
    from kgroup_proto.pipelines.storage import Location


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


def check_output_location(output: Path | Location, overwrite: bool) -> None:
    """:func:`check_output_dir` for a local path or an output at a URI."""
    if isinstance(output, Path):
        check_output_dir(output, overwrite)
        return
    from kgroup_proto.pipelines.storage import StorageError

    try:
        there = output.exists()
        directory = there and output.is_dir()
    except (OSError, StorageError) as exc:
        raise CliError(f"{output}: cannot reach its filesystem: {exc}") from None
    if there and not overwrite:
        raise CliError(f"{output}: already exists; pass --overwrite to replace it")
    if there and not directory:
        raise CliError(f"{output}: exists and is not a directory")


def stop_on_signals() -> tuple[asyncio.Event, list[str]]:
    """An event that SIGINT or SIGTERM sets on the running loop, and the names of the signals
    seen (for the command's closing line)."""
    stop = asyncio.Event()
    seen: list[str] = []

    def on_signal(signum: signal.Signals) -> None:
        seen.append(signum.name)
        stop.set()

    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, on_signal, signum)
    return stop, seen
