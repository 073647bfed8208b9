"""Run librdkafka's mock cluster in this process until stdin closes; print its bootstrap first.

Any confluent-kafka client configured with ``test.mock.num.brokers`` starts an in-process
mock cluster on a random loopback port; this script keeps one alive for the tests, which talk
to it over TCP like any other broker.
"""

from __future__ import annotations

import sys

from confluent_kafka import Producer


def main() -> None:
    producer = Producer({"test.mock.num.brokers": 1, "bootstrap.servers": ""})
    metadata = producer.list_topics(timeout=30)
    broker = next(iter(metadata.brokers.values()))
    print(f"{broker.host}:{broker.port}", flush=True)
    sys.stdin.read()  # until the test closes our stdin
    producer.flush(5)


if __name__ == "__main__":
    main()
