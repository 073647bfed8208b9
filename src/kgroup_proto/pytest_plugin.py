"""A Kafka broker for a pytest session: the ``kafka_bootstrap`` and ``kafka_broker`` fixtures.

Installed with the package (entry point ``kgroup_proto`` in ``pytest11``), so a suite needs no
conftest: a test that takes ``kafka_bootstrap`` gets ``"host:port"`` of a broker started once for
the session and stopped after it. Which broker, from ``--kafka-broker`` or else the environment
variable ``KGROUP_KAFKA_BROKER``:

- ``inprocess`` (the default): the project's broker on a thread of the test process;
- ``subprocess``: the project's broker as a ``kgroup-proto serve`` process;
- ``apache``: Apache Kafka 4.4, a KRaft node with every group protocol, its jars fetched with
  Maven into Maven's local repository (``KGROUP_MAVEN_REPO`` names another) on first use; needs
  Java 17 and ``mvn``;
- ``external``: a running cluster at ``--kafka-bootstrap`` (or ``KGROUP_KAFKA_BOOTSTRAP``); the
  option alone chooses it.

Every broker starts with no initial rebalance delay and creates topics on first use. A broker
that cannot be had fails the tests that need it with one line saying why; it never skips them.
Nothing is started, and nothing but this module loaded, in a session that takes neither fixture.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn, TypeVar

import pytest

KINDS = ("inprocess", "subprocess", "apache", "external")
KIND_VARIABLE = "KGROUP_KAFKA_BROKER"
BOOTSTRAP_VARIABLE = "KGROUP_KAFKA_BOOTSTRAP"
MAVEN_REPO_VARIABLE = "KGROUP_MAVEN_REPO"
T = TypeVar("T")


@dataclass(frozen=True)
class KafkaBroker:
    """The session's broker: its kind (one of KINDS), its address, and its log (None when the
    broker is not the session's own: in-process logging goes to Python's loggers; external)."""

    kind: str
    bootstrap: str
    log: Path | None = None


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("kgroup-proto", "Kafka broker for the session (kgroup-proto)")
    group.addoption(
        "--kafka-broker",
        choices=KINDS,
        default=None,
        help=f"the broker behind the kafka_bootstrap fixture (default: ${KIND_VARIABLE}, else "
        "inprocess): the project's broker on a thread or as a process, Apache Kafka 4.4 "
        "(Java 17 and Maven), or an external cluster",
    )
    group.addoption(
        "--kafka-bootstrap",
        default=None,
        metavar="HOST:PORT",
        help=f"the external cluster's address (default: ${BOOTSTRAP_VARIABLE}); alone, it "
        "chooses --kafka-broker=external",
    )


def _choice(config: pytest.Config) -> tuple[str, str | None]:
    """(kind, external bootstrap) from the options and the environment; UsageError if wrong."""
    given_bootstrap = config.getoption("kafka_bootstrap")
    bootstrap = given_bootstrap or os.environ.get(BOOTSTRAP_VARIABLE) or None
    kind = config.getoption("kafka_broker") or os.environ.get(KIND_VARIABLE) or None
    if kind is None:
        kind = "external" if given_bootstrap else "inprocess"
    if kind not in KINDS:
        raise pytest.UsageError(f"{KIND_VARIABLE}={kind!r} is not one of {', '.join(KINDS)}")
    if kind == "external":
        if not bootstrap:
            raise pytest.UsageError(
                "--kafka-broker=external needs --kafka-bootstrap HOST:PORT or "
                f"${BOOTSTRAP_VARIABLE}"
            )
        host, _, port = bootstrap.split(",")[0].rpartition(":")
        if not host or not port.isdigit():
            raise pytest.UsageError(f"--kafka-bootstrap: {bootstrap!r} is not HOST:PORT")
    elif given_bootstrap:
        raise pytest.UsageError(
            f"--kafka-bootstrap applies to --kafka-broker=external, not to {kind}"
        )
    return kind, bootstrap


def pytest_configure(config: pytest.Config) -> None:
    _choice(config)  # a wrong choice stops the run before any test, in one line


@pytest.fixture(scope="session")
def kafka_broker(
    pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[KafkaBroker]:
    """The session's broker, started on first use and stopped at the end of the session."""
    kind, bootstrap = _choice(pytestconfig)
    if kind == "external":
        assert bootstrap is not None
        yield KafkaBroker(kind, bootstrap)
    elif kind == "inprocess":
        yield from _in_process()
    elif kind == "subprocess":
        yield from _serve_process(tmp_path_factory.mktemp("kafka-broker") / "broker.log")
    else:
        yield from _apache(tmp_path_factory.mktemp("kafka-broker"))


@pytest.fixture(scope="session")
def kafka_bootstrap(kafka_broker: KafkaBroker) -> str:
    """``host:port`` of the session's broker (see ``--kafka-broker``)."""
    return kafka_broker.bootstrap


def _fail(reason: str) -> NoReturn:
    """The tests that need the broker fail with ``reason`` alone: no traceback, never a skip."""
    pytest.fail(reason, pytrace=False)


def _or_fail(start: Callable[[], T], errors: type[Exception], prefix: str = "") -> T:
    """``start()``, or the tests fail with the one line its error says."""
    try:
        return start()
    except errors as exc:
        reason = f"{prefix}{exc}"
    _fail(reason)  # outside the except block: nothing chained to the line


def _in_process() -> Iterator[KafkaBroker]:
    try:
        import crc32c  # noqa: F401  (record batches need it once produced to)

        # Loaded when the fixture runs, so that a session without a broker loads none of it.
        from kgroup_proto.coordinator.config import BrokerConfig, GroupSettings
        from kgroup_proto.testing.brokers import BrokerThread
    except ImportError as exc:
        missing = exc.name
    else:
        missing = None
    if missing is not None:
        _fail(
            f"--kafka-broker=inprocess needs the coordinator extra ({missing} is missing): "
            "pip install 'kgroup-proto[coordinator]'"
        )
    config = BrokerConfig(port=0, groups=GroupSettings(initial_rebalance_delay_ms=0))
    thread = _or_fail(lambda: BrokerThread(config), OSError, "the in-process broker: ")
    try:
        yield KafkaBroker("inprocess", thread.bootstrap)
    finally:
        thread.close()


def _serve_process(log: Path) -> Iterator[KafkaBroker]:
    from kgroup_proto.testing.brokers import ServeProcess  # loaded when the fixture runs

    process = ServeProcess(log, ["--initial-rebalance-delay-ms", "0"])
    try:
        _or_fail(process.start, RuntimeError)
        yield KafkaBroker("subprocess", process.bootstrap, log)
    finally:
        process.stop()


def _apache(directory: Path) -> Iterator[KafkaBroker]:
    # Loaded when the fixture runs: the JVM and Maven are needed then, never before.
    from kgroup_proto.testing.apache_kafka import KafkaNode, KafkaUnavailable, fetch_kafka

    repo = os.environ.get(MAVEN_REPO_VARIABLE)
    build = _or_fail(lambda: fetch_kafka(maven_repo=Path(repo) if repo else None), KafkaUnavailable)
    node = KafkaNode(build, directory)
    try:
        _or_fail(node.start, KafkaUnavailable)
        yield KafkaBroker("apache", node.bootstrap, node.log_path)
    finally:
        node.stop()
