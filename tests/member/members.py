"""Group members that write a :class:`~tests.member.eventlog.MemberLog`: librdkafka's and ours.

Both kinds behave like an application consuming a topic: a member resumes each newly assigned
partition from the group's committed offset, advances through the partition's records at a
steady pace (one record per partition every 100 ms for kgroup-proto's members, which read no
records; one record every 50 ms for librdkafka's), commits what it consumed every second, and
commits its revoked partitions from inside the revocation callback. A member that loses
partitions commits nothing for them.

- :class:`RdkafkaMember`: confluent-kafka's Consumer on a thread: classic (``range``,
  ``roundrobin``, ``cooperative-sticky``) or ``group.protocol=consumer`` (KIP-848);
- :class:`ProtoMember`: kgroup-proto's :class:`~kgroup_proto.group.driver.GroupMember` on its
  own event loop on a thread: the same choices;
- :class:`CliMember`: the ``kgroup-proto member`` command in a child process, which a test can
  kill with SIGKILL;
- :class:`JavaMember`: Kafka 4.4's Java ``KafkaConsumer`` (``group.protocol`` classic or
  consumer) in a JVM, ``apache-kafka/src/main/java/kgroup/kafka/EventConsumer.java``, which
  consumes and commits as librdkafka's member does and prints what it did as JSON lines.
"""

from __future__ import annotations

import asyncio
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Mapping
from typing import Any

from kgroup_proto.group.events import (
    OffsetAndMetadata,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    TopicPartition,
)
from tests.member.coordinators import RECORDS_PER_PARTITION
from tests.member.eventlog import (
    ASSIGNED,
    CONSUMER,
    COOPERATIVE,
    CRASHED,
    EAGER,
    LEFT,
    LOST,
    REVOKED,
    Commit,
    MemberLog,
)

#: What a member runs: a classic assignor by name, or ``consumer`` for KIP-848.
CLASSIC_ASSIGNORS = ("range", "roundrobin", "cooperative-sticky")
SESSION_TIMEOUT_MS = 6000
HEARTBEAT_INTERVAL_MS = 300
COMMIT_EVERY_S = 1.0
STEP_S = 0.05
PROTO_STEP_S = 0.1
#: librdkafka's broker error codes are Kafka's; its own (local) errors are negative.
_REFUSED_BY_BROKER = 0


def rebalance_protocol(assignor: str) -> str:
    if assignor == CONSUMER:
        return CONSUMER
    return COOPERATIVE if assignor == "cooperative-sticky" else EAGER


class Member:
    """A member on a thread, with its log; ``error`` is what stopped it unexpectedly."""

    def __init__(self, name: str, bootstrap: str, group: str, topics: list[str], assignor: str):
        self.name = name
        self.bootstrap = bootstrap
        self.group = group
        self.topics = topics
        self.assignor = assignor
        self.log = MemberLog(name, rebalance_protocol(assignor))
        self.error: BaseException | None = None
        self.positions: dict[TopicPartition, int] = {}
        self._committed: dict[TopicPartition, int] = {}
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)

    def start(self) -> Member:
        self._thread.start()
        return self

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def owned(self) -> frozenset[TopicPartition]:
        return self.log.owned()

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)
        if self._thread.is_alive():
            raise AssertionError(f"{self.name} did not stop within {timeout} s")

    def _main(self) -> None:
        try:
            self.run()
        except BaseException as exc:
            self.error = exc
            self.log.end(f"failed: {exc!r}")

    def run(self) -> None:
        raise NotImplementedError

    def _due_commit(self) -> dict[TopicPartition, int]:
        """Positions of owned partitions that moved since they were last committed."""
        owned = self.owned()
        return {
            tp: offset
            for tp, offset in self.positions.items()
            if tp in owned and self._committed.get(tp) != offset
        }


# ----------------------------------------------------------------------------- librdkafka


class RdkafkaMember(Member):
    """confluent-kafka's Consumer: ``stop()`` closes it (revoking and leaving the group)."""

    def __init__(
        self,
        name: str,
        bootstrap: str,
        group: str,
        topics: list[str],
        assignor: str,
        *,
        instance_id: str | None = None,
        session_timeout_ms: int = SESSION_TIMEOUT_MS,
        config: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(name, bootstrap, group, topics, assignor)
        self.instance_id = instance_id
        self.session_timeout_ms = session_timeout_ms
        self.extra = dict(config or {})
        self._stop = threading.Event()
        self._resume_pending: dict[TopicPartition, float] = {}

    def stop(self, timeout: float = 30) -> None:
        self._stop.set()
        self.join(timeout)

    def config(self) -> dict[str, Any]:
        config: dict[str, Any] = {
            "bootstrap.servers": self.bootstrap,
            "group.id": self.group,
            "client.id": self.name,
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "log_level": 3,
            "topic.metadata.refresh.interval.ms": 1000,
        }
        if self.assignor == CONSUMER:
            config["group.protocol"] = "consumer"
        else:
            config |= {
                "group.protocol": "classic",
                "partition.assignment.strategy": self.assignor,
                "session.timeout.ms": self.session_timeout_ms,
                "heartbeat.interval.ms": HEARTBEAT_INTERVAL_MS,
            }
        if self.instance_id is not None:
            config["group.instance.id"] = self.instance_id
        return config | self.extra

    def run(self) -> None:
        from confluent_kafka import Consumer

        consumer = Consumer(self.config())

        def assigned(_: Any, partitions: list[Any]) -> None:
            change = self.log.change(ASSIGNED, [(p.topic, p.partition) for p in partitions])
            for tp in change.partitions:
                self.positions.pop(tp, None)
                self._committed.pop(tp, None)
                self._resume_pending[tp] = change.at

        def revoked(_: Any, partitions: list[Any]) -> None:
            gone = {(p.topic, p.partition) for p in partitions}
            offsets = {tp: o for tp, o in self._due_commit().items() if tp in gone}
            if offsets:
                self._commit(consumer, offsets)
            self.log.change(REVOKED, gone)
            self._forget(gone)

        def lost(_: Any, partitions: list[Any]) -> None:
            gone = {(p.topic, p.partition) for p in partitions}
            self.log.change(LOST, gone)
            self._forget(gone)

        consumer.subscribe(self.topics, on_assign=assigned, on_revoke=revoked, on_lost=lost)
        last_commit = time.monotonic()
        try:
            while not self._stop.is_set():
                message = consumer.poll(STEP_S)
                if message is not None and message.error() is None:
                    self._consumed((message.topic(), message.partition()), message.offset())
                    time.sleep(STEP_S)  # a steady pace, so that there is always more to commit
                if time.monotonic() - last_commit >= COMMIT_EVERY_S:
                    last_commit = time.monotonic()
                    offsets = self._due_commit()
                    if offsets:
                        self._commit(consumer, offsets)
        finally:
            consumer.close()  # revokes (callback) and leaves the group
            self.log.end(LEFT)

    def _consumed(self, tp: TopicPartition, offset: int) -> None:
        if tp not in self.owned():
            return
        assigned_at = self._resume_pending.pop(tp, None)
        if assigned_at is not None:
            self.log.resume(assigned_at, tp, offset)
        self.positions[tp] = offset + 1

    def _forget(self, partitions: set[TopicPartition]) -> None:
        for tp in partitions:
            self.positions.pop(tp, None)
            self._committed.pop(tp, None)
            self._resume_pending.pop(tp, None)

    def _commit(self, consumer: Any, offsets: dict[TopicPartition, int]) -> None:
        from confluent_kafka import KafkaException, TopicPartition

        sent = time.time()
        refused: dict[TopicPartition, str] = {}
        unknown: set[TopicPartition] = set()
        wanted = [TopicPartition(t, p, o) for (t, p), o in offsets.items()]
        try:
            results = consumer.commit(offsets=wanted, asynchronous=False) or []
        except KafkaException as exc:
            error = exc.args[0]
            if error.code() > _REFUSED_BY_BROKER:
                refused = dict.fromkeys(offsets, error.name())
            else:
                unknown = set(offsets)
        else:
            for result in results:
                tp = (result.topic, result.partition)
                if result.error is None:
                    continue
                if result.error.code() > _REFUSED_BY_BROKER:
                    refused[tp] = result.error.name()
                else:
                    unknown.add(tp)
        self.log.commit(Commit(sent, time.time(), offsets, refused, frozenset(unknown)))
        for tp, offset in offsets.items():
            if tp not in refused and tp not in unknown:
                self._committed[tp] = offset


# ----------------------------------------------------------------------------- kgroup-proto


class ProtoMember(Member):
    """kgroup-proto's GroupMember on its own event loop: ``stop()`` closes it (leaving the
    group), ``abort()`` drops its connections without a word, as a crashed process would."""

    def __init__(
        self,
        name: str,
        bootstrap: str,
        group: str,
        topics: list[str],
        assignor: str,
        *,
        instance_id: str | None = None,
        session_timeout_ms: int = SESSION_TIMEOUT_MS,
        request_timeout: float = 30.0,
        pattern: str | None = None,
    ) -> None:
        super().__init__(name, bootstrap, group, topics, assignor)
        #: a regular expression the coordinator resolves (KIP-848), instead of ``topics``
        self.pattern = pattern
        self.instance_id = instance_id
        self.session_timeout_ms = session_timeout_ms
        self.request_timeout = request_timeout
        self.member: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started = threading.Event()
        self._finish: asyncio.Future[str] | None = None
        self._lock: asyncio.Lock | None = None

    # ------------------------------------------------------------------ from the test thread

    def start(self) -> ProtoMember:
        super().start()
        if not self._started.wait(30):
            raise AssertionError(f"{self.name} did not start")
        if self.error is not None:
            raise AssertionError(f"{self.name} failed to start: {self.error!r}")
        return self

    def stop(self, timeout: float = 30) -> None:
        """Close the member: it revokes its partitions, leaves, and closes its connections."""
        self._end_with(LEFT)
        self.join(timeout)

    def abort(self, timeout: float = 10) -> None:
        """Crash: close the sockets, no LeaveGroup; the coordinator waits for the session."""
        self._end_with(CRASHED)
        self.join(timeout)

    def call(self, work: Callable[[Any], Coroutine[Any, Any, Any]], timeout: float = 30) -> Any:
        """Run ``work(member)`` on the member's loop and wait for its result."""
        assert self._loop is not None
        future = asyncio.run_coroutine_threadsafe(work(self.member), self._loop)
        return future.result(timeout)

    def commit(self, offsets: Mapping[TopicPartition, int], timeout: float = 30) -> Commit:
        """Commit ``offsets`` now, whether or not the member owns them; returns the outcome (it
        is in the log too)."""
        wanted = dict(offsets)
        return self.call(lambda _: self._commit(wanted), timeout)  # type: ignore[no-any-return]

    def _end_with(self, how: str) -> None:
        loop, finish = self._loop, self._finish
        if loop is None or finish is None or not self.alive:
            return

        def set_result() -> None:
            if not finish.done():
                finish.set_result(how)

        loop.call_soon_threadsafe(set_result)

    # ------------------------------------------------------------------ on the member's loop

    def run(self) -> None:
        try:
            asyncio.run(self._run())
        except BaseException as exc:
            self.error = exc
            raise
        finally:
            self._started.set()

    def _build(self) -> Any:
        from kgroup_proto.group import ClassicConfig, GroupMember

        callbacks: dict[str, Any] = {
            "on_assigned": self._assigned,
            "on_revoked": self._revoked,
            "on_lost": self._lost,
            "request_timeout": self.request_timeout,
            "close_timeout": 20.0,
        }
        if self.assignor == CONSUMER:
            extra: dict[str, Any] = (
                {} if self.instance_id is None else {"group_instance_id": self.instance_id}
            )
            if self.pattern is not None:
                extra["pattern"] = self.pattern
            else:
                extra["topics"] = self.topics
            return GroupMember.consumer(
                self.bootstrap,
                group_id=self.group,
                client_id=self.name,
                rebalance_timeout_ms=20_000,
                **callbacks,
                **extra,
            )
        config = ClassicConfig(
            group_id=self.group,
            client_id=self.name,
            assignors=(self.assignor,),
            group_instance_id=self.instance_id,
            session_timeout_ms=self.session_timeout_ms,
            rebalance_timeout_ms=20_000,
            heartbeat_interval_ms=HEARTBEAT_INTERVAL_MS,
            metadata_max_age_ms=1000,
        )
        return GroupMember.classic(self.bootstrap, config, self.topics, **callbacks)

    async def _run(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._finish = self._loop.create_future()
        self._lock = asyncio.Lock()
        self.member = self._build()
        await self.member.start()
        self._started.set()
        ticker = asyncio.create_task(self._consume())
        how = LEFT
        try:
            how = await self._finish
        finally:
            ticker.cancel()
            if how == CRASHED:
                await asyncio.wait_for(self.member.abort(), 10)
                self.log.end(CRASHED)
            else:
                await self.member.close()
                self.log.end(LEFT)

    async def _consume(self) -> None:
        """Advance every owned partition one record per step; commit every second."""
        last_commit = time.monotonic()
        while True:
            await asyncio.sleep(PROTO_STEP_S)
            for tp in self.owned():
                if tp in self.positions:
                    self.positions[tp] = min(self.positions[tp] + 1, RECORDS_PER_PARTITION)
            if time.monotonic() - last_commit >= COMMIT_EVERY_S:
                last_commit = time.monotonic()
                await self._commit_due()

    async def _commit_due(self) -> None:
        """Commit what is due, read under the commit lock: a revocation whose commit holds the
        lock gives its partitions up before this reads what the member owns."""
        assert self._lock is not None
        async with self._lock:
            offsets = self._due_commit()
            if offsets:
                await self._commit_locked(offsets)

    async def _assigned(self, change: PartitionsAssigned) -> None:
        entry = self.log.change(ASSIGNED, change.partitions, _epoch(change))
        try:
            committed = await self.member.fetch_committed(change.partitions)
        except Exception:
            return  # fenced or disconnected meanwhile: the partitions stay unconsumed
        for tp in change.partitions:
            found = committed.get(tp)
            offset = 0 if found is None else found.offset
            self.positions[tp] = offset
            self._committed[tp] = offset
            self.log.resume(entry.at, tp, offset)

    async def _revoked(self, change: PartitionsRevoked) -> None:
        offsets = {tp: o for tp, o in self._due_commit().items() if tp in change.partitions}
        if offsets:
            await self._commit(offsets)
        self.log.change(REVOKED, change.partitions, _epoch(change))
        self._forget(change.partitions)

    async def _lost(self, change: PartitionsLost) -> None:
        self.log.change(LOST, change.partitions, _epoch(change))
        self._forget(change.partitions)

    def _forget(self, partitions: frozenset[TopicPartition]) -> None:
        for tp in partitions:
            self.positions.pop(tp, None)
            self._committed.pop(tp, None)

    async def _commit(self, offsets: dict[TopicPartition, int]) -> Commit:
        assert self._lock is not None
        async with self._lock:
            return await self._commit_locked(offsets)

    async def _commit_locked(self, offsets: dict[TopicPartition, int]) -> Commit:
        from kgroup_proto.group import CommitFailed

        sent = time.time()
        refused: dict[TopicPartition, str] = {}
        unknown: frozenset[TopicPartition] = frozenset()
        try:
            await self.member.commit({tp: OffsetAndMetadata(o) for tp, o in offsets.items()})
        except CommitFailed as exc:
            refused = {tp: code.name for tp, code in exc.errors.items()}
        except Exception:
            unknown = frozenset(offsets)
        entry = Commit(sent, time.time(), offsets, refused, unknown)
        self.log.commit(entry)
        for tp, offset in offsets.items():
            if tp not in refused and tp not in unknown:
                self._committed[tp] = offset
        return entry


def _epoch(change: PartitionsAssigned | PartitionsRevoked | PartitionsLost) -> int | None:
    return change.generation if change.generation is not None else change.member_epoch


# ----------------------------------------------------------------------------- the CLI


class CliMember:
    """``kgroup-proto member`` in a child process; its JSON lines become the log's changes.

    The command commits nothing, so its log has changes only. ``kill()`` sends SIGKILL: the
    process gets no chance to leave, and the coordinator notices only when the session expires.
    """

    def __init__(
        self,
        name: str,
        bootstrap: str,
        group: str,
        topic: str,
        assignor: str,
        *,
        instance_id: str | None = None,
        session_timeout_ms: int = SESSION_TIMEOUT_MS,
    ) -> None:
        self.name = name
        self.log = MemberLog(name, rebalance_protocol(assignor))
        args = [
            sys.executable,
            "-m",
            "kgroup_proto",
            "member",
            "--bootstrap",
            bootstrap,
            "--group",
            group,
            "--topic",
            topic,
        ]
        if assignor == CONSUMER:
            args += ["--protocol", "consumer"]  # the coordinator sets KIP-848 session timeouts
        else:
            args += ["--protocol", "classic", "--assignor", assignor]
            args += ["--session-timeout-ms", str(session_timeout_ms)]
        if instance_id is not None:
            args += ["--instance-id", instance_id]
        self.lines: queue.Queue[str] = queue.Queue()
        self.stderr: list[str] = []
        self.process = subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def owned(self) -> frozenset[TopicPartition]:
        return self.log.owned()

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    @property
    def error(self) -> str | None:
        """Why the command exited on its own (its stderr), None while it runs or after it was
        stopped or killed."""
        code = self.process.poll()
        if code is None or self.log.ended_at is not None:
            return None
        self._reader.join(5)
        return f"exited with {code}: {''.join(self.stderr).strip()}"

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            stamp = time.time()
            self.lines.put(line)
            try:
                doc = json.loads(line)
            except json.JSONDecodeError:
                continue
            kind = {"assigned": ASSIGNED, "revoked": REVOKED, "lost": LOST}.get(doc.get("event"))
            if kind is None:
                continue
            partitions = [(t, p) for t, ps in doc.get("partitions", {}).items() for p in ps]
            epoch = doc.get("generation", doc.get("member_epoch"))
            self.log.change(kind, partitions, epoch, at=stamp)

    def _read_errors(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.stderr.append(line)

    def kill(self) -> None:
        """SIGKILL: the member is gone at once, without leaving."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        self.log.end(CRASHED)

    def stop(self, timeout: float = 30) -> None:
        """SIGINT, as Ctrl-C: the command leaves the group and exits."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
                raise AssertionError(f"{self.name} did not exit within {timeout} s") from None
        self._reader.join(10)
        self.log.end(LEFT)


# ----------------------------------------------------------------------------- Kafka's Java client


class JavaMember:
    """Kafka 4.4's ``KafkaConsumer`` in a JVM (``kgroup.kafka.EventConsumer``).

    Its JSON lines become the log: changes, resumes and commits with the JVM's own wall-clock
    stamps (``System.currentTimeMillis``, the clock ``time.time`` reads). ``stop()`` writes
    ``stop`` to its stdin: the consumer revokes, commits and leaves; ``kill()`` sends SIGKILL.
    ``command`` is the JVM's command line without the program's arguments
    (:meth:`tests.apache_kafka.KafkaBuild.java`).
    """

    def __init__(
        self,
        name: str,
        command: list[str],
        bootstrap: str,
        group: str,
        topics: list[str],
        assignor: str,
        *,
        instance_id: str | None = None,
        pattern: str | None = None,
        session_timeout_ms: int = SESSION_TIMEOUT_MS,
    ) -> None:
        if session_timeout_ms != SESSION_TIMEOUT_MS:
            raise ValueError(f"the Java member's classic session is {SESSION_TIMEOUT_MS} ms")
        self.name = name
        self.log = MemberLog(name, rebalance_protocol(assignor))
        subscription = f"re:{pattern}" if pattern is not None else ",".join(topics)
        args = [*command, bootstrap, group, assignor, subscription]
        if instance_id is not None:
            args.append(instance_id)
        # Kafka's client logs warnings and worse to stderr, kept for the failure message.
        args[1:1] = ["-Xms64m", "-Xmx256m", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"]
        self.stderr: list[str] = []
        self.process = subprocess.Popen(
            args,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def owned(self) -> frozenset[TopicPartition]:
        return self.log.owned()

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    @property
    def error(self) -> str | None:
        """Why the JVM exited on its own (its stderr), None while it runs or once stopped or
        killed."""
        code = self.process.poll()
        if code is None or self.log.ended_at is not None:
            return None
        self._reader.join(5)
        return f"exited with {code}: {''.join(self.stderr[-30:]).strip()}"

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            try:
                doc = json.loads(line)
            except json.JSONDecodeError:
                continue
            event = doc.get("event")
            if event in ("assigned", "revoked", "lost"):
                kind = {"assigned": ASSIGNED, "revoked": REVOKED, "lost": LOST}[event]
                partitions = [(t, p) for t, p in doc["partitions"]]
                self.log.change(kind, partitions, at=doc["at"])
            elif event == "resume":
                topic, partition = doc["partition"]
                self.log.resume(doc["assigned_at"], (topic, partition), doc["offset"])
            elif event == "commit":
                offsets = {(t, p): o for t, p, o in doc["offsets"]}
                refused = dict.fromkeys(offsets, doc["refused"]) if doc["refused"] else {}
                unknown = frozenset(offsets) if doc["unknown"] else frozenset()
                self.log.commit(Commit(doc["sent"], doc["done"], offsets, refused, unknown))
            elif event == "left":
                self.log.end(LEFT, at=doc["at"])

    def _read_errors(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.stderr.append(line)

    def kill(self) -> None:
        """SIGKILL: the member is gone at once, without leaving."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        self._reader.join(10)
        self.log.end(CRASHED)

    abort = kill

    def stop(self, timeout: float = 30) -> None:
        """``stop`` on stdin: the consumer closes (revoking and leaving) and the JVM exits."""
        if self.process.poll() is None:
            assert self.process.stdin is not None
            try:
                self.process.stdin.write("stop\n")
                self.process.stdin.flush()
            except BrokenPipeError:
                pass
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
                raise AssertionError(f"{self.name} did not exit within {timeout} s") from None
        self._reader.join(10)
        if self.log.ended_at is None:
            raise AssertionError(f"{self.name} exited without leaving: {self.error}")

    def terminate(self, timeout: float = 30) -> None:
        """SIGTERM, as a service manager stops it: the same clean close as :meth:`stop`."""
        self.process.send_signal(signal.SIGTERM)
        self.stop(timeout)
