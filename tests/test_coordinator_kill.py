"""``kill -9`` of a real ``kgroup-proto serve`` while clients commit: no acknowledged commit lost.

The broker appends each commit to ``__consumer_offsets`` and syncs the file before it answers, so
a commit whose answer reached the client must be there after any crash. Two clients commit as
fast as the broker answers, each its own group: a confluent-kafka consumer with synchronous
commits (a group that only stores offsets) and the package's own ``BrokerConnection`` sending
OffsetCommit requests of many partitions (large batches, and a compaction of the group's
partition every dozen commits, so kills land during writes and rewrites). Every commit raises
every partition's offset by one, so after a restart on the same data directory each partition
must hold the last acknowledged offset or, for the package's client, which stops at the kill,
the one that was in flight (its write may have finished without the answer leaving); librdkafka
retries its commit until the broker is back, so its group holds at least its last acknowledged
offset. The process is killed and restarted several times.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from kgroup_proto.client import BrokerConnection, GroupAdmin
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.offset_commit_response import OffsetCommitResponse
from tests.conftest import REPO

pytestmark = pytest.mark.coordinator

TOPIC, PARTITIONS = "events", 8
#: The package's client commits this many topics of PARTITIONS each per request.
WIDE_TOPICS = [f"wide-{n}" for n in range(12)]
ROUNDS = 3


def serve(data_dir: Path, port: int) -> tuple[subprocess.Popen[str], str]:
    """A ``kgroup-proto serve`` process (``port`` 0: a free one), and its bootstrap address."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    topics = [arg for name in (TOPIC, *WIDE_TOPICS) for arg in ("--topic", f"{name}:{PARTITIONS}")]
    command = [
        sys.executable, "-m", "kgroup_proto", "serve", "--port", str(port),
        "--data-dir", str(data_dir), "--offsets-topic-partitions", "5", *topics,
    ]  # fmt: skip
    # The log goes to a file: a pipe nobody reads could fill up and stall the broker.
    with (data_dir.parent / "serve.log").open("a") as log:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("listening on "):
        process.kill()
        process.wait()
        raise AssertionError(f"serve did not start: {line!r}")
    return process, line.split()[-1]


class Committer(threading.Thread):
    """Commits offset n to every partition, n = 1, 2, ..., until a commit fails."""

    def __init__(self, group: str, start: int) -> None:
        super().__init__(daemon=True, name=f"commits-{group}")
        self.group = group
        self.acknowledged = start  # the last offset whose commit was answered without error
        self.in_flight: int | None = None
        self.stopping = threading.Event()
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            self.commit_until_failure()
        except BaseException as exc:  # the broker went away: what ends every round
            self.failure = exc

    def commit_until_failure(self) -> None:
        raise NotImplementedError

    def next_offset(self) -> int:
        self.in_flight = self.acknowledged + 1
        return self.in_flight

    def answered(self) -> None:
        assert self.in_flight is not None
        self.acknowledged, self.in_flight = self.in_flight, None


class ConfluentCommitter(Committer):
    def __init__(self, bootstrap: str, group: str, start: int) -> None:
        super().__init__(group, start)
        self.bootstrap = bootstrap

    def commit_until_failure(self) -> None:
        import confluent_kafka

        consumer = confluent_kafka.Consumer(
            {
                "bootstrap.servers": self.bootstrap,
                "group.id": self.group,  # never joined: a group that only stores offsets
                "enable.auto.commit": False,
                "reconnect.backoff.max.ms": 100,
                "socket.timeout.ms": 5000,
                "session.timeout.ms": 6000,
            }
        )
        try:
            while not self.stopping.is_set():
                offset = self.next_offset()
                partitions = [
                    confluent_kafka.TopicPartition(TOPIC, p, offset) for p in range(PARTITIONS)
                ]
                result = consumer.commit(offsets=partitions, asynchronous=False)
                assert result is not None and all(tp.error is None for tp in result), result
                self.answered()
        finally:
            consumer.close()


class PackageCommitter(Committer):
    def __init__(self, bootstrap: str, group: str, start: int) -> None:
        super().__init__(group, start)
        self.host, port = bootstrap.rsplit(":", 1)
        self.port = int(port)

    def commit_until_failure(self) -> None:
        asyncio.run(self._commit())

    async def _commit(self) -> None:
        async with await BrokerConnection.connect(self.host, self.port) as connection:
            while True:
                offset = self.next_offset()
                request = OffsetCommitRequest(
                    group_id=self.group,
                    generation_id_or_member_epoch=-1,
                    member_id="",
                    topics=[
                        OffsetCommitRequestTopic(
                            name=topic,
                            partitions=[
                                OffsetCommitRequestPartition(
                                    partition_index=p, committed_offset=offset
                                )
                                for p in range(PARTITIONS)
                            ],
                        )
                        for topic in WIDE_TOPICS
                    ],
                )
                # v9: topics by name (v10 names them by id)
                response = await connection.request(request, 9, timeout=10)
                assert isinstance(response, OffsetCommitResponse)
                errors = {p.error_code for t in response.topics for p in t.partitions}
                assert errors == {0}, errors
                self.answered()


async def committed(bootstrap: str, group: str) -> dict[tuple[str, int], int]:
    async with GroupAdmin(bootstrap) as admin:
        return {(c.topic, c.partition): c.offset for c in await admin.fetch_offsets(group)}


def check(bootstrap: str, committer: Committer, topics: list[str]) -> int:
    """Every partition holds the last acknowledged offset or the one in flight; returns it."""
    found = asyncio.run(committed(bootstrap, committer.group))
    allowed = {committer.acknowledged, committer.in_flight}
    expected = {(t, p) for t in topics for p in range(PARTITIONS)}
    if committer.acknowledged == 0 and committer.in_flight in (None, 1):
        expected = set(found)  # nothing acknowledged yet: nothing may be missing
    assert set(found) == expected, committer.group
    offsets = set(found.values())
    assert offsets <= allowed, (committer.group, offsets, allowed)
    # One request is one batch: its partitions were all written or none was.
    assert len(offsets) <= 1, (committer.group, offsets)
    return offsets.pop() if offsets else 0


def test_kill_9_during_commits_loses_no_acknowledged_commit(tmp_path: Path) -> None:
    pytest.importorskip("confluent_kafka", reason="confluent-kafka is not installed")
    data_dir = tmp_path / "data"
    process, bootstrap = serve(data_dir, 0)
    port = int(bootstrap.rsplit(":", 1)[1])
    # librdkafka retries a commit until the coordinator is back, so this one commits on across
    # every restart (the broker comes back on the same port).
    confluent = ConfluentCommitter(bootstrap, "crash-confluent", 0)
    confluent.start()
    package_start = 0
    acknowledged = 0
    try:
        for round_number in range(ROUNDS):
            package = PackageCommitter(bootstrap, "crash-package", package_start)
            package.start()
            # Both commit for a while; the kill lands at a moment that differs from round to
            # round, during a commit (they never pause).
            confluent_start = confluent.acknowledged
            deadline = time.monotonic() + 60
            while package.acknowledged < package_start + 20 or (
                confluent.acknowledged < confluent_start + 20
            ):
                assert time.monotonic() < deadline, (package.failure, confluent.failure)
                assert package.is_alive(), package.failure
                assert confluent.is_alive(), confluent.failure
                time.sleep(0.02)
            time.sleep(0.05 * round_number)
            process.send_signal(signal.SIGKILL)
            process.wait(30)
            package.join(30)
            assert not package.is_alive() and package.failure is not None
            confluent_acknowledged = confluent.acknowledged  # it waits for the broker now
            acknowledged += package.acknowledged - package_start
            acknowledged += confluent_acknowledged - confluent_start

            process, _ = serve(data_dir, port)
            package_start = check(bootstrap, package, WIDE_TOPICS)
            # The commits go on, so the restarted broker may hold later ones already.
            found = asyncio.run(committed(bootstrap, confluent.group))
            assert set(found) == {(TOPIC, p) for p in range(PARTITIONS)}
            assert min(found.values()) >= confluent_acknowledged, (found, confluent_acknowledged)
        confluent.stopping.set()
        confluent.join(60)
        assert not confluent.is_alive() and confluent.failure is None, confluent.failure
        found = asyncio.run(committed(bootstrap, confluent.group))
        assert set(found.values()) == {confluent.acknowledged}
    finally:
        confluent.stopping.set()
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)
    errors = (tmp_path / "serve.log").read_text()
    assert process.returncode == 0, errors
    assert "Traceback" not in errors
    # A kill during a compaction leaves its unfinished copy, removed at the next start.
    assert not list((tmp_path / "data").rglob("*.cleaned"))
    assert acknowledged >= ROUNDS * 40
