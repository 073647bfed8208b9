"""Runs a client's calls in order against one broker and collects the table's rows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from tests.conformance import (
    CALL_TIMEOUT,
    UNSUPPORTED,
    WORKS,
    Judge,
    Row,
    run_with_deadline,
)


@attrs.frozen
class Call:
    """One public call of a client; ``needs`` names an earlier call of the same client whose
    success it depends on (a transaction's calls need init_transactions): when that one was
    unsupported or refused, this one failing (not hanging) is the same outcome."""

    name: str
    run: Callable[[], Any]
    needs: str | None = None


def run_calls(
    client: str,
    calls: list[Call],
    judge: Judge,
    timeout: float = CALL_TIMEOUT,
) -> list[Row]:
    rows: list[Row] = []
    results: dict[str, str] = {}
    for call in calls:
        result = run_with_deadline(call.run, judge, timeout)
        needed = results.get(call.needs or "")
        hung = result.startswith("hang")
        if needed == UNSUPPORTED and result != WORKS and not hung:
            result = needed
        results[call.name] = result
        rows.append(Row(client, call.name, result))
    return rows
