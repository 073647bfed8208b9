"""The conformance runner's child process: a call that blocks while it holds the interpreter's
lock (as librdkafka's rebalance callback can inside ``close``) is reported as a hang and killed,
and the calls after it as not run, instead of freezing the test run."""

from __future__ import annotations

import ctypes
import time

from tests.conformance import WORKS, Row
from tests.conformance_runner import Call, run_calls_in_child

CLIENT = "confluent-kafka Consumer"


def judge(exc: BaseException) -> str | None:
    return None


def holds_the_lock() -> None:
    # A PyDLL function runs with the interpreter's lock held: no other thread of the child runs.
    ctypes.PyDLL(None).sleep(60)


def stuck_calls(bootstrap: str) -> list[Call]:
    return [
        Call("first", lambda: bootstrap),
        Call("stuck", holds_the_lock),
        Call("after", lambda: None),
    ]


def failing_calls(bootstrap: str) -> list[Call]:
    def fails() -> None:
        raise ValueError(f"refused by {bootstrap}")

    return [Call("fails", fails), Call("works", lambda: None)]


def test_a_call_holding_the_lock_is_a_hang_and_the_child_is_killed() -> None:
    started = time.monotonic()
    rows = run_calls_in_child(CLIENT, __name__, "stuck_calls", "judge", "b:9092", timeout=1)
    assert rows == [
        Row(CLIENT, "first", WORKS),
        Row(CLIENT, "stuck", "hang: no answer within 1s"),
        Row(CLIENT, "after", "not run: stuck hung"),
    ]
    assert time.monotonic() - started < 30  # killed, not waited for: the call sleeps 60 s


def test_rows_come_back_from_the_child_as_judged_there() -> None:
    rows = run_calls_in_child(CLIENT, __name__, "failing_calls", "judge", "b:9092", timeout=5)
    assert rows == [
        Row(CLIENT, "fails", "error: ValueError: refused by b:9092"),
        Row(CLIENT, "works", WORKS),
    ]
