"""Every public call of aiokafka's AIOKafkaProducer, AIOKafkaConsumer and AIOKafkaAdminClient
against the broker.

Each call works, or fails as aiokafka fails against a Kafka broker without the API
(IncompatibleBrokerVersion or UnsupportedVersionError, decided from ApiVersions);
docs/coordinator.md's table holds the results (tests/conformance.py). The calls run on an event
loop of their own thread, each waited for with the suite's deadline.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import aiokafka
import pytest
from aiokafka import admin as aka
from aiokafka import errors as ae
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.structs import OffsetAndMetadata, TopicPartition

from tests.conformance import (
    CALL_TIMEOUT,
    UNSUPPORTED,
    check_outcome,
    check_table,
    public_calls,
    watching_broker_log,
)
from tests.conformance_runner import Call, run_calls
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator

TOPIC = "conformance-aiokafka"
GROUP = "conformance-aiokafka"
MADE = "conformance-aiokafka-made"
COMMON = {"request_timeout_ms": 8000}


def judge(exc: BaseException) -> str | None:
    if isinstance(exc, ae.IncompatibleBrokerVersion | ae.UnsupportedVersionError):
        return UNSUPPORTED
    return None


class Loop:
    """An event loop on its own thread; ``call`` turns a coroutine function into a blocking call."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def call(self, fn: Callable[[], Awaitable[Any]]) -> Callable[[], Any]:
        async def run() -> Any:
            return await fn()

        return lambda: asyncio.run_coroutine_threadsafe(run(), self.loop).result(CALL_TIMEOUT)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture(scope="module")
def broker() -> Iterator[BrokerThread]:
    with running_broker() as thread:
        yield thread


@pytest.fixture(scope="module")
def loop() -> Iterator[Loop]:
    running = Loop()
    yield running
    running.close()


def sync(value: Any) -> Callable[[], Awaitable[Any]]:
    """A call that is not a coroutine, run on the loop (aiokafka's objects belong to it)."""

    async def run() -> Any:
        return value()

    return run


def producer_calls(loop: Loop, bootstrap: str) -> list[Call]:
    made: dict[str, Any] = {}

    async def start() -> None:
        made["p"] = aiokafka.AIOKafkaProducer(bootstrap_servers=bootstrap, **COMMON)
        made["tp"] = aiokafka.AIOKafkaProducer(
            bootstrap_servers=bootstrap, transactional_id="conformance-aio-txn", **COMMON
        )
        await made["p"].start()

    async def send() -> None:
        await (await made["p"].send(TOPIC, b"value", key=b"key"))

    async def send_batch() -> None:
        batch = made["p"].create_batch()
        batch.append(key=None, value=b"batched", timestamp=None)
        await (await made["p"].send_batch(batch, TOPIC, partition=0))

    async def begin_transaction() -> None:
        await made["tp"].start()  # InitProducerId with the transactional id
        await made["tp"].begin_transaction()

    async def transaction() -> None:
        async with made["tp"].transaction():
            await made["tp"].send_and_wait(TOPIC, b"in a transaction", partition=0)

    async def abort_transaction() -> None:
        await made["tp"].begin_transaction()
        await made["tp"].abort_transaction()

    async def stop() -> None:
        await made["p"].stop()
        await made["tp"].stop()

    return [
        Call("start", loop.call(start)),
        Call("send", loop.call(send)),
        Call("send_and_wait", loop.call(lambda: made["p"].send_and_wait(TOPIC, b"v2"))),
        Call("create_batch", loop.call(sync(lambda: made["p"].create_batch()))),
        Call("send_batch", loop.call(send_batch)),
        Call("flush", loop.call(lambda: made["p"].flush())),
        Call("partitions_for", loop.call(lambda: made["p"].partitions_for(TOPIC))),
        Call("begin_transaction", loop.call(begin_transaction)),
        Call(
            "send_offsets_to_transaction",
            loop.call(
                lambda: made["tp"].send_offsets_to_transaction(
                    {TopicPartition(TOPIC, 0): OffsetAndMetadata(1, "")}, GROUP
                )
            ),
            needs="begin_transaction",
        ),
        Call(
            "commit_transaction",
            loop.call(lambda: made["tp"].commit_transaction()),
            needs="begin_transaction",
        ),
        Call("transaction", loop.call(transaction), needs="begin_transaction"),
        Call("abort_transaction", loop.call(abort_transaction), needs="begin_transaction"),
        Call("stop", loop.call(stop)),
    ]


def consumer_calls(loop: Loop, bootstrap: str) -> list[Call]:
    made: dict[str, Any] = {}
    part = TopicPartition(TOPIC, 0)

    async def start() -> None:
        made["c"] = c = aiokafka.AIOKafkaConsumer(
            bootstrap_servers=bootstrap,
            group_id=GROUP,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            session_timeout_ms=6000,
            heartbeat_interval_ms=500,
            **COMMON,
        )
        await c.start()

    async def getone() -> None:
        async with asyncio.timeout(10):
            await made["c"].getone()

    async def commit() -> None:
        await made["c"].commit({part: 1})

    async def committed() -> None:
        assert await made["c"].committed(part) == 1

    def c() -> Any:
        return made["c"]

    return [
        Call("start", loop.call(start)),
        Call("topics", loop.call(lambda: c().topics())),
        Call("partitions_for_topic", loop.call(sync(lambda: c().partitions_for_topic(TOPIC)))),
        Call("subscribe", loop.call(sync(lambda: c().subscribe([TOPIC])))),
        Call("subscription", loop.call(sync(lambda: c().subscription()))),
        Call("getone", loop.call(getone)),
        Call("getmany", loop.call(lambda: c().getmany(timeout_ms=200))),
        Call("assignment", loop.call(sync(lambda: c().assignment()))),
        Call("commit", loop.call(commit)),
        Call("committed", loop.call(committed)),
        Call("position", loop.call(lambda: c().position(part))),
        Call("highwater", loop.call(sync(lambda: c().highwater(part)))),
        Call("last_stable_offset", loop.call(sync(lambda: c().last_stable_offset(part)))),
        Call("last_poll_timestamp", loop.call(sync(lambda: c().last_poll_timestamp(part)))),
        Call("beginning_offsets", loop.call(lambda: c().beginning_offsets([part]))),
        Call("end_offsets", loop.call(lambda: c().end_offsets([part]))),
        Call("offsets_for_times", loop.call(lambda: c().offsets_for_times({part: 0}))),
        Call("pause", loop.call(sync(lambda: c().pause(part)))),
        Call("paused", loop.call(sync(lambda: c().paused()))),
        Call("resume", loop.call(sync(lambda: c().resume(part)))),
        Call("seek", loop.call(sync(lambda: c().seek(part, 0)))),
        Call("seek_to_beginning", loop.call(lambda: c().seek_to_beginning(part))),
        Call("seek_to_end", loop.call(lambda: c().seek_to_end(part))),
        Call("seek_to_committed", loop.call(lambda: c().seek_to_committed(part))),
        Call("unsubscribe", loop.call(sync(lambda: c().unsubscribe()))),
        Call("assign", loop.call(sync(lambda: c().assign([part])))),
        Call("stop", loop.call(lambda: c().stop())),
    ]


def admin_calls(loop: Loop, bootstrap: str) -> list[Call]:
    made: dict[str, Any] = {}
    part = TopicPartition(TOPIC, 0)

    async def start() -> None:
        made["a"] = aka.AIOKafkaAdminClient(bootstrap_servers=bootstrap, **COMMON)
        await made["a"].start()

    def a() -> Any:
        return made["a"]

    topic = ConfigResource(ConfigResourceType.TOPIC, MADE)
    return [
        Call("start", loop.call(start)),
        Call("create_topics", loop.call(lambda: a().create_topics([aka.NewTopic(MADE, 2, 1)]))),
        Call(
            "create_partitions",
            loop.call(lambda: a().create_partitions({MADE: aka.NewPartitions(3)})),
        ),
        Call("list_topics", loop.call(lambda: a().list_topics())),
        Call("describe_topics", loop.call(lambda: a().describe_topics([MADE]))),
        Call("describe_cluster", loop.call(lambda: a().describe_cluster())),
        Call(
            "describe_configs",
            loop.call(
                lambda: a().describe_configs(
                    [topic, ConfigResource(ConfigResourceType.BROKER, "0")]
                )
            ),
        ),
        Call(
            "alter_configs",
            loop.call(
                lambda: a().alter_configs(
                    [ConfigResource(ConfigResourceType.TOPIC, MADE, {"retention.ms": "1000"})]
                )
            ),
        ),
        Call(
            "delete_records",
            loop.call(lambda: a().delete_records({part: aka.RecordsToDelete(1)})),
        ),
        Call("find_coordinator", loop.call(lambda: a().find_coordinator(GROUP))),
        Call("list_consumer_groups", loop.call(lambda: a().list_consumer_groups())),
        Call("describe_consumer_groups", loop.call(lambda: a().describe_consumer_groups([GROUP]))),
        Call(
            "list_consumer_group_offsets",
            loop.call(lambda: a().list_consumer_group_offsets(GROUP)),
        ),
        Call("delete_topics", loop.call(lambda: a().delete_topics([MADE]))),
        Call("close", loop.call(lambda: a().close())),
    ]


SUITES = {
    "aiokafka AIOKafkaProducer": (aiokafka.AIOKafkaProducer, producer_calls),
    "aiokafka AIOKafkaConsumer": (aiokafka.AIOKafkaConsumer, consumer_calls),
    "aiokafka AIOKafkaAdminClient": (aka.AIOKafkaAdminClient, admin_calls),
}


@pytest.mark.parametrize("client", list(SUITES))
def test_every_call_works_or_is_unsupported(broker: BrokerThread, loop: Loop, client: str) -> None:
    cls, calls = SUITES[client]
    with watching_broker_log() as log:
        listed = calls(loop, broker.bootstrap)
        rows = run_calls(client, listed, judge)
    assert {c.name for c in listed} == public_calls(cls)
    check_table({client}, rows)
    check_outcome(rows, log, broker.broker.closed_for)
