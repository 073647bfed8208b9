"""What the client conformance suites share: running one call with a deadline, judging its
outcome, watching the broker's log, and the table of results in docs/coordinator.md.

Each call either works, or fails the way the client fails against a Kafka broker that does not
offer the API the call needs: the broker leaves the API out of ApiVersions and the client says
it is unsupported without sending it. Anything else (another error, a hang, a connection the
broker closed, an error in the broker's log) is a failure.

The table in docs/coordinator.md, between the markers, is what the last runs saw, one column per
broker: the project's broker (the ``coordinator`` env's suites) and Kafka 4.4 (the ``kafka`` env,
tests/kafka/test_conformance_on_kafka.py). With ``KGROUP_WRITE_CONFORMANCE=1`` a suite rewrites
its client's cells of its own column; otherwise it checks that the committed cells equal what it
saw, so that neither column can drift from its broker.
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
    "Java KafkaProducer",
    "Java KafkaConsumer (classic)",
    "Java KafkaConsumer (consumer)",
    "Java Admin",
    "Java KafkaShareConsumer",
)
#: The table's result columns: the project's broker and Kafka 4.4.
PROJECT = "kgroup-proto"
KAFKA = "Kafka 4.4"
COLUMNS = (PROJECT, KAFKA)
#: A cell of a call the column's broker was not asked.
NOT_RUN = "-"
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


@attrs.define
class TableRow:
    """One row of the table: a client's call and its result on each broker (``NOT_RUN``: none)."""

    client: str
    call: str
    results: dict[str, str]


def read_table(text: str) -> list[TableRow]:
    section = text.split(BEGIN, 1)[1].split(END, 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip().replace("\\|", "|") for c in line.strip().strip("|").split(" | ")]
        if len(cells) == 2 + len(COLUMNS) and cells[0] not in ("client", "---"):
            results = dict(zip(COLUMNS, cells[2:], strict=True))
            rows.append(TableRow(cells[0], cells[1].strip("`"), results))
    return rows


def render_table(rows: list[TableRow]) -> str:
    ordered = sorted(rows, key=lambda r: CLIENTS.index(r.client))  # stable: call order kept
    lines = [
        "| client | call | " + " | ".join(COLUMNS) + " |",
        "| --- | --- | " + " | ".join("---" for _ in COLUMNS) + " |",
    ]
    for r in ordered:
        cells = " | ".join(r.results[c].replace("|", "\\|") for c in COLUMNS)
        lines.append(f"| {r.client} | `{r.call}` | {cells} |")
    return "\n".join(lines)


def column_rows(rows: list[TableRow], clients: set[str], column: str) -> list[Row]:
    """The cells of ``column`` for ``clients`` that hold a result, as rows."""
    return [
        Row(r.client, r.call, r.results[column])
        for r in rows
        if r.client in clients and r.results[column] != NOT_RUN
    ]


def merge_column(committed: list[TableRow], seen: list[Row], column: str) -> list[TableRow]:
    """``committed`` with ``column``'s cells of the clients in ``seen`` replaced by ``seen``.

    The seen calls come in the order they ran, each with the other columns' cells it had; a call
    no longer seen keeps its row only while another column has a result for it.
    """
    clients = {r.client for r in seen}
    before = {(r.client, r.call): r for r in committed}
    merged = [r for r in committed if r.client not in clients]
    seen_keys = set()
    for row in seen:
        old = before.get((row.client, row.call))
        results = dict(old.results) if old else dict.fromkeys(COLUMNS, NOT_RUN)
        results[column] = row.result
        merged.append(TableRow(row.client, row.call, results))
        seen_keys.add((row.client, row.call))
    for r in committed:
        if r.client in clients and (r.client, r.call) not in seen_keys:
            results = {**r.results, column: NOT_RUN}
            if any(v != NOT_RUN for v in results.values()):
                merged.append(TableRow(r.client, r.call, results))
    return merged


def write_rows(rows: list[TableRow], path: Path = DOC) -> None:
    text = path.read_text(encoding="utf-8")
    before, rest = text.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    path.write_text(f"{before}{BEGIN}\n{render_table(rows)}\n{END}{after}", encoding="utf-8")


def check_table(
    clients: set[str], seen: list[Row], column: str = PROJECT, path: Path = DOC
) -> None:
    """The committed cells of ``column`` for ``clients`` equal ``seen`` (or are rewritten to, with
    WRITE)."""
    committed = read_table(path.read_text(encoding="utf-8"))
    if WRITE:
        write_rows(merge_column(committed, seen, column), path)
        return
    assert column_rows(committed, clients, column) == seen, (
        f"docs/coordinator.md's conformance table ({column} column) differs from this run; run "
        "with KGROUP_WRITE_CONFORMANCE=1 to rewrite it"
    )


def check_outcome(rows: list[Row], log: BrokerLog, closed_for: dict[str, int]) -> None:
    """No call failed, the broker logged no error and closed no connection."""
    assert [r for r in rows if r.failed] == []
    assert log.problems == []
    assert dict(closed_for) == {}
