"""A Python share consumer in the share-group script of
tests/kafka/test_share_script_on_both_brokers.py, run as its own process.

``python -m tests.share_script CLIENT BOOTSTRAP GROUP TOPIC NAME ROLE STOP_FILE [HOLD_S]``:
CLIENT is ``kgroup`` (the package's :class:`~kgroup_proto.group.ShareConsumer`) or
``confluent`` (confluent-kafka's ShareConsumer, librdkafka's preview). Both run in explicit
acknowledgement mode and print what ShareScript.java prints: one JSON line per record delivered,
``{"c", "p", "o", "n", "v", "a", "t"}``, the action following the script's rules
(:func:`action`).

ROLE ``worker`` consumes until STOP_FILE exists, then closes. ROLE ``slow`` (kgroup only) holds the
first delivery that brings a record other than a ``marker-*`` for HOLD_S seconds (longer than
the group's record lock) before acknowledging it, with action ``late``, then works on as a
worker. Every acknowledgement's outcome as the consumer learns it is printed too:
``{"c", "ack": "ok" | error name | "refused", "p", "offsets": [...]}``.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any


def action(value: str, delivery_count: int) -> str:
    """The script's rule for a record: what a worker does with it."""
    if value.startswith("reject-"):
        return "reject"
    if value.startswith("poison-"):
        return "release"
    if value.startswith("release-") and delivery_count == 1:
        return "release"
    return "accept"


def emit(**line: Any) -> None:
    print(json.dumps(line), flush=True)


async def kgroup(
    bootstrap: str, group: str, topic: str, name: str, role: str, stop: Path, hold_s: float
) -> None:
    from kgroup_proto.group import (
        AcknowledgementRefused,
        AcknowledgementsCompleted,
        AcknowledgeType,
        ShareConsumer,
    )

    def outcome(note: AcknowledgementsCompleted | AcknowledgementRefused) -> None:
        if isinstance(note, AcknowledgementRefused):
            emit(c=name, ack="refused", p=note.partition[1], offsets=[note.offset])
        else:
            emit(
                c=name,
                ack="ok" if note.error == 0 else note.error.name,
                p=note.partition[1],
                offsets=sorted(note.offsets),
            )

    consumer = ShareConsumer(
        bootstrap,
        group_id=group,
        topics=[topic],
        acknowledgement_mode="explicit",
        on_acknowledged=outcome,
        client_id=name,
    )

    async def watch() -> None:
        while not stop.exists():
            await asyncio.sleep(0.2)
        await consumer.close()

    kinds = {
        "accept": AcknowledgeType.ACCEPT,
        "release": AcknowledgeType.RELEASE,
        "reject": AcknowledgeType.REJECT,
    }
    held = role != "slow"
    async with consumer:
        watcher = asyncio.ensure_future(watch())
        while not consumer.done:
            records = await consumer.records()
            hold = not held and any(not r.value.startswith(b"marker-") for r in records if r.value)
            if hold:
                held = True
            for record in records:
                value = (record.value or b"").decode()
                act = "late" if hold else action(value, record.delivery_count)
                emit(
                    c=name,
                    p=record.partition,
                    o=record.offset,
                    n=record.delivery_count,
                    v=value,
                    a=act,
                    t=int(time.time() * 1000),
                )
            if hold:
                await asyncio.sleep(hold_s)
            for record in records:
                value = (record.value or b"").decode()
                kind = kinds[action(value, record.delivery_count)]
                if not consumer.done:
                    consumer.acknowledge(record, kind)
        await watcher


def confluent(bootstrap: str, group: str, topic: str, name: str, stop: Path) -> None:
    from confluent_kafka import AcknowledgeType, ShareConsumer

    kinds = {
        "accept": AcknowledgeType.ACCEPT,
        "release": AcknowledgeType.RELEASE,
        "reject": AcknowledgeType.REJECT,
    }
    consumer = ShareConsumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": group,
            "client.id": name,
            "share.acknowledgement.mode": "explicit",
        }
    )
    consumer.subscribe([topic])
    try:
        while not stop.exists():
            for message in consumer.poll(0.3):
                if message.error() is not None:
                    emit(c=name, error=str(message.error()))
                    continue
                value = (message.value() or b"").decode()
                count = message.delivery_count()
                act = action(value, count)
                emit(
                    c=name,
                    p=message.partition(),
                    o=message.offset(),
                    n=count,
                    v=value,
                    a=act,
                    t=int(time.time() * 1000),
                )
                consumer.acknowledge(message, kinds[act])
        consumer.commit_sync(30)
    finally:
        consumer.close()


def main(argv: list[str]) -> None:
    client, bootstrap, group, topic, name, role, stop = argv[:7]
    hold_s = float(argv[7]) if len(argv) > 7 else 0.0
    if client == "kgroup":
        asyncio.run(kgroup(bootstrap, group, topic, name, role, Path(stop), hold_s))
    else:
        confluent(bootstrap, group, topic, name, Path(stop))


if __name__ == "__main__":
    main(sys.argv[1:])
