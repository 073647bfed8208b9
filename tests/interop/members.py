"""Real consumer-group members from three Kafka client libraries, each on its own thread.

Every member subscribes to one topic, polls continuously (so rebalances complete), records
the highest offset it consumed per partition, and on request commits ``last consumed + 1`` for
the partitions it owns. The test reads each member's own view of its assignment and compares
it with what kgroup-proto's client reads from the broker.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

Assignment = dict[str, list[int]]
_POLL_SECONDS = 0.1


class _Command:
    def __init__(self, what: str, args: tuple[Any, ...]) -> None:
        self.what = what
        self.args = args
        self.done = threading.Event()
        self.failure: BaseException | None = None


class Member:
    """A consumer running on a thread; subclasses adapt one client library."""

    library = ""

    def __init__(self, bootstrap: str, group_id: str, topic: str, client_id: str) -> None:
        self.bootstrap = bootstrap
        self.group_id = group_id
        self.topic = topic
        self.client_id = client_id
        self.consumed: dict[int, int] = {}  # partition -> last offset consumed
        self._assignment: Assignment = {}
        self._lock = threading.Lock()
        self._commands: queue.Queue[_Command] = queue.Queue()
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name=client_id, daemon=True)

    def start(self) -> Member:
        self._thread.start()
        return self

    def assignment(self) -> Assignment:
        with self._lock:
            return {t: sorted(p) for t, p in self._assignment.items() if p}

    def commit(self, timeout: float = 30.0) -> dict[int, int]:
        """Commit ``last consumed + 1`` for every owned partition; returns what was committed."""
        owned = self.assignment().get(self.topic, [])
        offsets = {p: self.consumed[p] + 1 for p in owned if p in self.consumed}
        self._call("commit", timeout, offsets)
        return offsets

    def stop(self, timeout: float = 30.0) -> None:
        if self._thread.is_alive():
            self._call("stop", timeout)
            self._thread.join(timeout)

    def _call(self, what: str, timeout: float, *args: Any) -> None:
        command = _Command(what, args)
        self._commands.put(command)
        if not command.done.wait(timeout):
            raise TimeoutError(f"{self.client_id}: {what} did not finish in {timeout} s")
        if command.failure is not None:
            raise command.failure

    def _run(self) -> None:
        try:
            self.run()
        except BaseException as exc:  # reported by the test through .error
            self.error = exc
        finally:
            while not self._commands.empty():
                command = self._commands.get_nowait()
                command.failure = RuntimeError(f"{self.client_id} stopped: {self.error!r}")
                command.done.set()

    def _next_command(self) -> _Command | None:
        try:
            return self._commands.get_nowait()
        except queue.Empty:
            return None

    def _serve(self, handle: Callable[[str, tuple[Any, ...]], None]) -> bool:
        """Run waiting commands with ``handle``; False once told to stop."""
        while (command := self._next_command()) is not None:
            try:
                handle(command.what, command.args)
            except BaseException as exc:
                command.failure = exc
            command.done.set()
            if command.what == "stop":
                return False
        return True

    async def _serve_async(self, handle: Callable[[str, tuple[Any, ...]], Awaitable[None]]) -> bool:
        """The same for members that live on an event loop."""
        while (command := self._next_command()) is not None:
            try:
                await handle(command.what, command.args)
            except BaseException as exc:
                command.failure = exc
            command.done.set()
            if command.what == "stop":
                return False
        return True

    def _saw(self, partition: int, offset: int) -> None:
        if offset > self.consumed.get(partition, -1):
            self.consumed[partition] = offset

    def _set_assignment(self, pairs: list[tuple[str, int]]) -> None:
        assignment: Assignment = {}
        for topic, partition in pairs:
            assignment.setdefault(topic, []).append(partition)
        with self._lock:
            self._assignment = assignment

    def run(self) -> None:
        raise NotImplementedError


class ConfluentMember(Member):
    """confluent-kafka (librdkafka); ``group_protocol="consumer"`` joins as a KIP-848 member."""

    library = "confluent-kafka"

    def __init__(self, *args: Any, group_protocol: str = "classic") -> None:
        super().__init__(*args)
        self.group_protocol = group_protocol

    def run(self) -> None:
        from confluent_kafka import Consumer, TopicPartition

        config: dict[str, Any] = {
            "bootstrap.servers": self.bootstrap,
            "group.id": self.group_id,
            "client.id": self.client_id,
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "group.protocol": self.group_protocol,
        }
        if self.group_protocol == "classic":
            config |= {"partition.assignment.strategy": "roundrobin", "session.timeout.ms": 10000}
        consumer = Consumer(config)
        consumer.subscribe([self.topic])

        def handle(what: str, args: tuple[Any, ...]) -> None:
            if what == "commit":
                offsets = [TopicPartition(self.topic, p, o) for p, o in args[0].items()]
                if offsets:
                    for result in consumer.commit(offsets=offsets, asynchronous=False) or []:
                        if result.error is not None:
                            raise RuntimeError(f"commit failed: {result.error}")
            else:
                consumer.close()

        while True:
            message = consumer.poll(_POLL_SECONDS)
            if message is not None and message.error() is None:
                self._saw(message.partition(), message.offset())
            self._set_assignment([(tp.topic, tp.partition) for tp in consumer.assignment()])
            if not self._serve(handle):
                return


class KafkaPythonMember(Member):
    """kafka-python, classic protocol, round-robin assignor."""

    library = "kafka-python"

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args)
        self.options = options

    def run(self) -> None:
        from kafka import KafkaConsumer, OffsetAndMetadata, TopicPartition
        from kafka.coordinator.assignors.roundrobin import RoundRobinPartitionAssignor

        consumer = KafkaConsumer(
            bootstrap_servers=self.bootstrap,
            group_id=self.group_id,
            client_id=self.client_id,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            session_timeout_ms=10000,
            heartbeat_interval_ms=1000,
            partition_assignment_strategy=[RoundRobinPartitionAssignor],
            **self.options,
        )
        consumer.subscribe([self.topic])

        def handle(what: str, args: tuple[Any, ...]) -> None:
            if what == "commit":
                offsets = {
                    TopicPartition(self.topic, p): OffsetAndMetadata(o, "", -1)
                    for p, o in args[0].items()
                }
                if offsets:
                    consumer.commit(offsets)
            else:
                consumer.close()

        while True:
            for records in consumer.poll(timeout_ms=int(_POLL_SECONDS * 1000)).values():
                for record in records:
                    self._saw(record.partition, record.offset)
            self._set_assignment([(tp.topic, tp.partition) for tp in consumer.assignment()])
            if not self._serve(handle):
                return


class AiokafkaMember(Member):
    """aiokafka on its own event loop in the member's thread, classic protocol."""

    library = "aiokafka"

    def run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        from aiokafka import AIOKafkaConsumer, TopicPartition
        from aiokafka.coordinator.assignors.roundrobin import RoundRobinPartitionAssignor

        consumer = AIOKafkaConsumer(
            self.topic,
            bootstrap_servers=self.bootstrap,
            group_id=self.group_id,
            client_id=self.client_id,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            session_timeout_ms=10000,
            heartbeat_interval_ms=1000,
            partition_assignment_strategy=(RoundRobinPartitionAssignor,),
        )
        await consumer.start()

        async def handle(what: str, args: tuple[Any, ...]) -> None:
            if what == "commit" and args[0]:
                await consumer.commit(
                    {TopicPartition(self.topic, p): o for p, o in args[0].items()}
                )

        try:
            while True:
                batches = await consumer.getmany(timeout_ms=int(_POLL_SECONDS * 1000))
                for records in batches.values():
                    for record in records:
                        self._saw(record.partition, record.offset)
                self._set_assignment([(tp.topic, tp.partition) for tp in consumer.assignment()])
                if not await self._serve_async(handle):
                    return
        finally:
            await consumer.stop()


def wait_until(condition: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll ``condition`` until true; fail naming ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")
