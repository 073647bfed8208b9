"""Every mode of kcat (Debian's package, built on an older librdkafka) against the broker.

Each mode works, or fails as kcat fails against a Kafka broker without the API; a mode that
does not exit by itself within the deadline is a hang. docs/coordinator.md's table holds the
results (tests/conformance.py).
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator

import pytest

from tests.conformance import (
    CALL_TIMEOUT,
    UNSUPPORTED,
    check_outcome,
    check_table,
    watching_broker_log,
)
from tests.conformance_runner import Call, run_calls
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator

CLIENT = "kcat"
TOPIC = "conformance-kcat"
#: kcat's modes: produce, consume, balanced consumer group, metadata list, offset query.
MODES = ("-P", "-C", "-G", "-L", "-Q")


class KcatFailed(Exception):
    """kcat exited with an error; the message is its stderr."""


def judge(exc: BaseException) -> str | None:
    text = str(exc).lower()
    if isinstance(exc, KcatFailed) and ("not supported" in text or "unsupported" in text):
        return UNSUPPORTED
    return None


@pytest.fixture(scope="module")
def broker() -> Iterator[BrokerThread]:
    with running_broker() as thread:
        yield thread


def kcat(bootstrap: str, *args: str, stdin: str = "") -> str:
    done = subprocess.run(
        ["kcat", "-b", bootstrap, "-X", "socket.timeout.ms=5000", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=CALL_TIMEOUT - 1,
        check=False,
    )
    if done.returncode != 0:
        raise KcatFailed(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "")
    return done.stdout


def calls(bootstrap: str) -> list[Call]:
    def produce() -> None:
        kcat(bootstrap, "-P", "-t", TOPIC, "-K", ":", stdin="k1:one\nk2:two\n")

    def consume() -> None:
        out = kcat(bootstrap, "-C", "-t", TOPIC, "-o", "beginning", "-e", "-f", "%k=%s\n")
        assert out.split() == ["k1=one", "k2=two"], out

    def group() -> None:
        out = kcat(
            bootstrap,
            "-G",
            "conformance-kcat",
            "-X",
            "auto.offset.reset=earliest",
            "-c",
            "2",
            "-f",
            "%s\n",
            TOPIC,
        )
        assert out.split() == ["one", "two"], out

    def metadata() -> None:
        assert TOPIC in kcat(bootstrap, "-L", "-t", TOPIC)

    def query() -> None:
        assert "offset" in kcat(bootstrap, "-Q", "-t", f"{TOPIC}:0:0")

    return [
        Call("-P (produce)", produce),
        Call("-C (consume)", consume),
        Call("-G (balanced consumer group)", group),
        Call("-L (metadata)", metadata),
        Call("-Q (offsets by time)", query),
    ]


def test_every_mode_works_or_is_unsupported(broker: BrokerThread) -> None:
    assert shutil.which("kcat") is not None, (
        "kcat is not installed (.ci/run installs it with apt-get)"
    )
    with watching_broker_log() as log:
        listed = calls(broker.bootstrap)
        rows = run_calls(CLIENT, listed, judge)
    assert [c.name.split()[0] for c in listed] == list(MODES)
    check_table({CLIENT}, rows)
    check_outcome(rows, log, broker.broker.closed_for)
