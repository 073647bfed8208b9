"""What the client conformance suites share: running one call with a deadline, judging its
outcome, watching the broker's log, and the table of results in docs/coordinator.md.

Each call either works, or fails the way the client fails against a Kafka broker that does not
offer the API the call needs: the broker leaves the API out of ApiVersions and the client says
it is unsupported without sending it. Anything else (another error, a hang, a connection the
broker closed, an error in the broker's log) is a failure.

The table in docs/coordinator.md, between the markers, is what the last run saw. With
``KGROUP_WRITE_CONFORMANCE=1`` a suite rewrites its client's rows; otherwise it checks that the
committed rows equal what it saw, so that the table cannot drift from the broker.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs

from tests.conftest import REPO

DOC = REPO / "docs" / "coordinator.md"
BEGIN = "<!-- conformance table: written by tests/test_conformance_*.py -->"
END = "<!-- end of conformance table -->"
WRITE = os.environ.get("KGROUP_WRITE_CONFORMANCE") == "1"
#: The clients in the order the table lists them.
CLIENTS = (
    "confluent-kafka Producer",
    "confluent-kafka Consumer",
    "confluent-kafka AdminClient",
    "kafka-python KafkaProducer",
    "kafka-python KafkaConsumer",
    "kafka-python KafkaAdminClient",
    "aiokafka AIOKafkaProducer",
    "aiokafka AIOKafkaConsumer",
    "aiokafka AIOKafkaAdminClient",
    "kcat",
)
WORKS = "works"
UNSUPPORTED = "unsupported, as against Kafka without the API"
#: A judge: the table's result for a call's exception, or None when it is a failure.
Judge = Callable[[BaseException], str | None]
#: Seconds one call may take before it counts as a hang.
CALL_TIMEOUT = 15.0


@attrs.define
class Row:
    client: str
    call: str
    result: str

    @property
    def failed(self) -> bool:
        return self.result not in (WORKS, UNSUPPORTED)


def public_calls(cls: type) -> set[str]:
    """Every public method of a client class."""
    return {n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))}


def run_with_deadline(fn: Callable[[], Any], judge: Judge, timeout: float) -> str:
    """Run a blocking call on its own thread; its result as the table says it."""
    outcome: list[str] = []

    def run() -> None:
        try:
            fn()
        except BaseException as exc:  # every outcome is reported, none escapes the thread
            outcome.append(judge(exc) or f"error: {type(exc).__name__}: {exc}")
        else:
            outcome.append(WORKS)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        return f"hang: no answer within {timeout:g}s"
    return outcome[0]


class BrokerLog(logging.Handler):
    """Keeps the broker's errors and tracebacks."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.problems: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.ERROR or record.exc_info:
            self.problems.append(f"{record.name}: {record.getMessage()}")


@contextmanager
def watching_broker_log() -> Iterator[BrokerLog]:
    handler = BrokerLog()
    logger = logging.getLogger("kgroup_proto")
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


def read_table(text: str) -> list[Row]:
    section = text.split(BEGIN, 1)[1].split(END, 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0] not in ("client", "---"):
            rows.append(Row(*(c.replace("\\|", "|") for c in cells)))
    return rows


def render_table(rows: list[Row]) -> str:
    ordered = sorted(rows, key=lambda r: CLIENTS.index(r.client))  # stable: call order kept
    lines = ["| client | call | result |", "| --- | --- | --- |"]
    lines += [f"| {r.client} | `{r.call}` | {r.result} |" for r in ordered]
    return "\n".join(lines)


def check_table(clients: set[str], seen: list[Row], path: Path = DOC) -> None:
    """The committed rows of ``clients`` equal ``seen`` (or are rewritten to, with WRITE)."""
    text = path.read_text(encoding="utf-8")
    committed = read_table(text)
    for row in committed:
        row.call = row.call.strip("`")
    mine = [r for r in committed if r.client in clients]
    if WRITE:
        others = [r for r in committed if r.client not in clients]
        before, rest = text.split(BEGIN, 1)
        after = rest.split(END, 1)[1]
        table = render_table(others + seen)
        path.write_text(f"{before}{BEGIN}\n{table}\n{END}{after}", encoding="utf-8")
        return
    assert mine == seen, (
        "docs/coordinator.md's conformance table differs from this run; run with "
        "KGROUP_WRITE_CONFORMANCE=1 to rewrite it"
    )


def check_outcome(rows: list[Row], log: BrokerLog, closed_for: dict[str, int]) -> None:
    """No call failed, the broker logged no error and closed no connection."""
    assert [r for r in rows if r.failed] == []
    assert log.problems == []
    assert dict(closed_for) == {}
