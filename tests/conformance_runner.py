"""Runs a client's calls in order against one broker and collects the table's rows."""

from __future__ import annotations

import importlib
import multiprocessing
import os
from collections.abc import Callable
from multiprocessing.connection import Connection
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
    on_row: Callable[[Row], object] | None = None,
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
        if on_row is not None:
            on_row(rows[-1])
    return rows


def _run_in_child(
    module: str,
    builder: str,
    judge: str,
    client: str,
    bootstrap: str,
    timeout: float,
    conn: Connection,
) -> None:
    """The child's side: build the calls, run them, send each row as soon as it is known."""
    mod = importlib.import_module(module)
    calls: list[Call] = getattr(mod, builder)(bootstrap)
    conn.send([c.name for c in calls])
    run_calls(client, calls, getattr(mod, judge), timeout, on_row=conn.send)
    conn.send(None)
    conn.close()
    os._exit(0)  # the clients' own teardown is not part of any call, and may block


def run_calls_in_child(
    client: str,
    module: str,
    builder: str,
    judge: str,
    bootstrap: str,
    timeout: float = CALL_TIMEOUT,
) -> list[Row]:
    """:func:`run_calls` in a child process, for clients whose native code can block while it
    holds the interpreter's lock (librdkafka's rebalance callback runs inside ``close``).

    ``module.builder(bootstrap)`` makes the calls and ``module.judge`` judges them, in the child.
    A call that has not answered ``timeout`` seconds after the one before it is a hang: the child
    is killed, that call reads as a hang and every later one as not run.
    """
    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    process = ctx.Process(
        target=_run_in_child,
        args=(module, builder, judge, client, bootstrap, timeout, child),
        daemon=True,
    )
    process.start()
    child.close()
    names: list[str] = []
    rows: list[Row] = []
    try:
        if not parent.poll(60):  # the child's imports and the clients' construction
            raise AssertionError(f"{client}: the child process did not start its calls")
        names = parent.recv()
        # five seconds past the per-call deadline, so that the child's own verdict comes first
        while len(rows) < len(names):
            if not parent.poll(timeout + 5):
                hung = names[len(rows)]
                rows.append(Row(client, hung, f"hang: no answer within {timeout:g}s"))
                rows += [Row(client, n, f"not run: {hung} hung") for n in names[len(rows) :]]
                process.kill()
                break
            row = parent.recv()
            if row is None:
                break
            rows.append(row)
    except EOFError:
        done = len(rows)
        rows += [Row(client, n, "not run: the child process died") for n in names[done:]]
    finally:
        process.join(10)
        if process.is_alive():
            process.kill()
            process.join()
        parent.close()
    return rows
