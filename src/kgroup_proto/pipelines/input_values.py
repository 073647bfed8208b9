"""Values read from the lag inputs' tables: times in any form the inputs hold, and the error
that names an input and what is wrong with it. The lowest layer of the lag pipeline: the group
histories, the lag tables and the report read their inputs through it."""

from __future__ import annotations

import datetime as dt
from typing import Any


class LagInputError(ValueError):
    """An input that cannot be read; the message names the file and the problem."""


def millis(value: Any, where: str) -> int:
    """Milliseconds since the epoch from an integer, a datetime or an ISO-8601 text."""
    if isinstance(value, bool) or value is None:
        raise LagInputError(f"{where}: {value!r} is not a time")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise LagInputError(f"{where}: {value!r} is not an ISO-8601 time") from None
    if isinstance(value, dt.datetime):
        moment: dt.datetime = value if value.tzinfo else value.replace(tzinfo=dt.UTC)
        return round(moment.timestamp() * 1000)
    raise LagInputError(f"{where}: {value!r} is not a time")
