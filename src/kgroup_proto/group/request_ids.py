"""Request ids of a member state machine: what its answers are matched by."""

from __future__ import annotations

import itertools


class RequestIds:
    """Request ids of one state machine: 1, 2, 3, ... never reused."""

    def __init__(self) -> None:
        self._next = itertools.count(1)

    def __call__(self) -> int:
        return next(self._next)


__all__ = ["RequestIds"]
