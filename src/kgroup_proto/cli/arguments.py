"""Argument types the commands share: each turns the text of a flag into a value or refuses it.

argparse reports a refusal as one line naming the flag (``argument --port: 70000 is not a port
number (0-65535)``), before any work starts.
"""

from __future__ import annotations

import argparse
import math


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None


def port(text: str) -> int:
    """A TCP port, 0-65535 (0: the system picks one)."""
    value = _integer(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port number (0-65535)")
    return value


def positive_int(text: str) -> int:
    value = _integer(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{value} is not positive")
    return value


def non_negative_int(text: str) -> int:
    value = _integer(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} is negative")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    return value


def positive_seconds(text: str) -> float:
    """A duration in seconds: finite and above zero."""
    value = _seconds(text)
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number of seconds")
    return value


def non_negative_seconds(text: str) -> float:
    """A duration in seconds: finite, zero or more."""
    value = _seconds(text)
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"{text} is not a number of seconds, zero or more")
    return value


__all__ = [
    "non_negative_int",
    "non_negative_seconds",
    "port",
    "positive_int",
    "positive_seconds",
]
