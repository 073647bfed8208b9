"""What the commands' runs (:mod:`offsets_run`, :mod:`lag_run`) share: the progress callback
they report through, their one-line error, and Spark started with a line saying so."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from kgroup_proto.pipelines.spark import SparkUnavailable, start_session

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

#: Told what a run is doing, a line at a time.
Progress = Callable[[str], None]


def no_progress(message: str) -> None:
    """A :data:`Progress` that says nothing."""


class RunError(Exception):
    """A run could not be made: Spark did not start or its job failed, an input could not be
    read, a cluster could not be reached, the output could not be created. The message is one
    line."""


def start_spark(master: str, settings: Mapping[str, str], progress: Progress) -> SparkSession:
    progress(f"starting Spark on {master}")
    try:
        return start_session(master, settings)
    except SparkUnavailable as exc:
        raise RunError(str(exc)) from None


def first_line(exc: object) -> str:
    """The first line of an exception's text (Spark's and Py4J's run to pages), or its type."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
