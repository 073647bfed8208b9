"""A broker on a background event loop for tests with real (blocking or asyncio) Kafka clients.

Every request payload the broker receives is kept, so that tests can check that the codec decodes
and re-encodes each one byte for byte.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from kgroup_proto.coordinator import BrokerConfig, GroupSettings, TopicConfig
from kgroup_proto.framing import decode_request_payload
from kgroup_proto.testing import brokers as testing_brokers

#: Short timers, so that real clients rebalance in well under a second.
TEST_GROUPS = GroupSettings(
    initial_rebalance_delay_ms=200,
    min_session_timeout_ms=1000,
    consumer_session_timeout_ms=10_000,
    consumer_heartbeat_interval_ms=300,
)


class BrokerThread(testing_brokers.BrokerThread):
    """The package's broker thread, keeping every request payload the broker receives."""

    def __init__(self, config: BrokerConfig) -> None:
        self.payloads: list[bytes] = []
        self._lock = threading.Lock()
        super().__init__(config, on_request=self._keep)

    def _keep(self, payload: bytes) -> None:
        with self._lock:
            self.payloads.append(payload)

    def check_reencoding(self) -> Counter[int]:
        """Every payload so far decodes and re-encodes to the same bytes; counts per API key."""
        with self._lock:
            payloads = list(self.payloads)
        seen: Counter[int] = Counter()
        for payload in payloads:
            frame = decode_request_payload(payload, allow_trailing=True)
            again = frame.header.encode(frame.header_version) + frame.body.encode(frame.api_version)
            # What the broker ignored after a body (librdkafka's all-topics Metadata) is not
            # part of the message.
            name = f"{type(frame.body).__name__} v{frame.api_version}"
            assert again == payload[: len(payload) - frame.trailing], f"{name} differs"
            seen[frame.api_key] += 1
        return seen


@contextmanager
def running_broker(*topics: TopicConfig, **overrides: Any) -> Iterator[BrokerThread]:
    overrides.setdefault("groups", TEST_GROUPS)
    config = BrokerConfig(port=0, topics=topics, **overrides)
    thread = BrokerThread(config)
    try:
        yield thread
    finally:
        thread.close()


def wait_for(condition: Callable[[], bool], timeout: float = 60, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")
