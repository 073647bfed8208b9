"""Rebalance latency on the project's broker and on Apache Kafka 4.4, with the same members.

``python -m bench.rebalance [--members 10,50] [--modes eager,cooperative,consumer]
[--brokers kgroup-proto,kafka]`` starts each broker in turn (``kgroup-proto serve`` in its own
process; Kafka 4.4 as one KRaft node from the test bed, tests/apache_kafka.py, with the same
group timings), and for each mode and group size runs a group of that many members, a third
each kgroup-proto members (asyncio, :mod:`kgroup_proto.group`), librdkafka consumers
(confluent-kafka) and Kafka's Java consumers (``KafkaConsumer``, many in one JVM:
apache-kafka/.../RebalanceMembers.java), on one topic of ``2 x`` the largest size partitions.
Without Java or Maven, ``--brokers kgroup-proto --no-java`` measures the project's broker with
the first two kinds only. Once the group is stable it times three membership changes, each
made by a kgroup-proto member:

- join: one more member joins;
- leave: one member leaves (LeaveGroup, or the KIP-848 leave heartbeat);
- crash: one member stops without a word; the coordinator notices when its session expires.

Latency runs from the change to the moment every member is stable again: the partitions the
members own (from their assign, revoke and lost callbacks, with timestamps) cover the topic
exactly once and every member owns at least one. The crash's latency includes the session
timeout, which is printed beside it.

Modes: ``eager`` (classic, range), ``cooperative`` (classic, cooperative-sticky: two rounds) and
``consumer`` (KIP-848, the broker's uniform assignor). Then one kgroup-proto member alone in a
stable classic group on the project's broker, in a process of its own, measures its CPU time
per heartbeat.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SESSION_TIMEOUT_MS = 6000
CLASSIC_HEARTBEAT_MS = 500
CONSUMER_HEARTBEAT_MS = 500
INITIAL_REBALANCE_DELAY_MS = 200
STABLE_TIMEOUT_S = 120.0
MODES = ("eager", "cooperative", "consumer")
BROKERS = ("kgroup-proto", "kafka")
#: Kafka's group settings for the same timings as the project's broker (Kafka's defaults
#: forbid KIP-848 sessions and heartbeats this short).
KAFKA_GROUP_SETTINGS = {
    "group.initial.rebalance.delay.ms": str(INITIAL_REBALANCE_DELAY_MS),
    "group.min.session.timeout.ms": "1000",
    "group.consumer.session.timeout.ms": str(SESSION_TIMEOUT_MS),
    "group.consumer.min.session.timeout.ms": "1000",
    "group.consumer.heartbeat.interval.ms": str(CONSUMER_HEARTBEAT_MS),
    "group.consumer.min.heartbeat.interval.ms": str(CONSUMER_HEARTBEAT_MS),
}


# ----------------------------------------------------------------------------- the broker


class BrokerProcess:
    """``kgroup-proto serve`` in its own process, with benchmark timings for groups."""

    def __init__(self, topic: str, partitions: int, request_log: Path | None = None) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="kgroup-bench-")
        config = {
            "port": 0,
            "topics": {topic: partitions},
            "groups": {
                "initial_rebalance_delay_ms": INITIAL_REBALANCE_DELAY_MS,
                "min_session_timeout_ms": 1000,
                "consumer_session_timeout_ms": SESSION_TIMEOUT_MS,
                "consumer_heartbeat_interval_ms": CONSUMER_HEARTBEAT_MS,
            },
        }
        if request_log is not None:
            config["request_log"] = str(request_log)
        path = Path(self._dir.name) / "broker.json"
        path.write_text(json.dumps(config))
        command = [sys.executable, "-m", "kgroup_proto", "serve", "--config", str(path)]
        command += ["--log-level", "WARNING"]
        self._log = (Path(self._dir.name) / "broker.log").open("w")
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=self._log, text=True
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line.startswith("listening on "):
            self.close()
            raise RuntimeError(f"the broker did not start: {line!r}")
        self.bootstrap = line.split()[-1]

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._log.close()
        self._dir.cleanup()


class KafkaProcess:
    """Apache Kafka 4.4 (one KRaft node from the test bed) with the benchmark's group timings
    and the topic created."""

    def __init__(self, topic: str, partitions: int) -> None:
        from confluent_kafka.admin import AdminClient, NewTopic

        from tests.apache_kafka import KafkaNode, kafka_build

        self.build = kafka_build()
        self._dir = tempfile.TemporaryDirectory(prefix="kgroup-bench-kafka-")
        self._node = KafkaNode(self.build, Path(self._dir.name) / "kafka", KAFKA_GROUP_SETTINGS)
        self._node.start()
        self.bootstrap = self._node.bootstrap
        admin = AdminClient({"bootstrap.servers": self.bootstrap})
        for future in admin.create_topics([NewTopic(topic, partitions, 1)]).values():
            future.result(60)

    def close(self) -> None:
        self._node.stop()
        self._dir.cleanup()


# ----------------------------------------------------------------------------- members


class Ownership:
    """What one member owns, as its callbacks said, and when that last changed."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.owned: set[tuple[str, int]] = set()
        self.changed_at = time.time()
        self.lock = threading.Lock()

    def add(self, partitions: Any) -> None:
        with self.lock:
            self.owned |= set(partitions)
            self.changed_at = time.time()

    def remove(self, partitions: Any) -> None:
        with self.lock:
            self.owned -= set(partitions)
            self.changed_at = time.time()

    def snapshot(self) -> tuple[frozenset[tuple[str, int]], float]:
        with self.lock:
            return frozenset(self.owned), self.changed_at


class RdkafkaMember:
    """A confluent-kafka consumer polling in its own thread; callbacks feed its Ownership."""

    def __init__(self, bootstrap: str, group: str, topic: str, mode: str, name: str) -> None:
        import confluent_kafka

        conf: dict[str, Any] = {
            "bootstrap.servers": bootstrap,
            "group.id": group,
            "client.id": name,
            "enable.auto.commit": False,
        }
        if mode == "consumer":
            conf["group.protocol"] = "consumer"
        else:
            conf["session.timeout.ms"] = SESSION_TIMEOUT_MS
            conf["heartbeat.interval.ms"] = CLASSIC_HEARTBEAT_MS
            conf["partition.assignment.strategy"] = (
                "cooperative-sticky" if mode == "cooperative" else "range"
            )
        self.ownership = Ownership(name)
        self._stop = threading.Event()
        self._consumer = confluent_kafka.Consumer(conf)
        self._consumer.subscribe(
            [topic],
            on_assign=lambda c, parts: self.ownership.add((p.topic, p.partition) for p in parts),
            on_revoke=lambda c, parts: self.ownership.remove((p.topic, p.partition) for p in parts),
            on_lost=lambda c, parts: self.ownership.remove((p.topic, p.partition) for p in parts),
        )
        self._thread = threading.Thread(target=self._run, daemon=True, name=name)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._consumer.poll(0.05)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(30)
        self._consumer.close()


class JavaMembers:
    """Kafka's Java consumers, all in one JVM (RebalanceMembers.java), driven over stdin; their
    rebalance listeners' lines feed each one's Ownership."""

    def __init__(self, bootstrap: str) -> None:
        from tests.apache_kafka import kafka_build

        command = kafka_build().java(
            "kgroup.kafka.RebalanceMembers",
            bootstrap,
            str(SESSION_TIMEOUT_MS),
            str(CLASSIC_HEARTBEAT_MS),
        )
        command[1:1] = ["-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"]
        self._process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self._owners: dict[str, Ownership] = {}
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _send(self, line: str) -> None:
        assert self._process.stdin is not None
        self._process.stdin.write(line + "\n")
        self._process.stdin.flush()

    def _read(self) -> None:
        assert self._process.stdout is not None
        for line in self._process.stdout:
            event = json.loads(line)
            owner = self._owners.get(event["member"])
            parts = [(t, p) for t, p in event["partitions"]]
            if owner is None or event["event"] == "closed":
                continue
            if event["event"] == "assigned":
                owner.add(parts)
            else:
                owner.remove(parts)

    def start(self, group: str, topic: str, mode: str, name: str) -> Ownership:
        self._owners[name] = ownership = Ownership(name)
        self._send(f"start {name} {group} {topic} {mode}")
        return ownership

    def close(self) -> None:
        self._send("quit")
        try:
            self._process.wait(90)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()


class KgroupMembers:
    """kgroup-proto members on one asyncio loop in a background thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._thread.start()
        self._tasks: dict[str, Any] = {}
        self._members: dict[str, Any] = {}

    def _run(self, coroutine: Any, timeout: float = 60) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def start(self, bootstrap: str, group: str, topic: str, mode: str, name: str) -> Ownership:
        from kgroup_proto.group import ClassicConfig, GroupMember
        from kgroup_proto.group.events import (
            PartitionsAssigned,
            PartitionsLost,
            PartitionsRevoked,
        )

        ownership = Ownership(name)

        async def run() -> None:
            if mode == "consumer":
                member = GroupMember.consumer(
                    bootstrap, group_id=group, topics=[topic], client_id=name
                )
            else:
                config = ClassicConfig(
                    group_id=group,
                    client_id=name,
                    assignors=("cooperative-sticky",) if mode == "cooperative" else ("range",),
                    session_timeout_ms=SESSION_TIMEOUT_MS,
                    heartbeat_interval_ms=CLASSIC_HEARTBEAT_MS,
                )
                member = GroupMember.classic(bootstrap, config, topics=[topic])
            self._members[name] = member
            async with member:
                async for change in member.changes():
                    if isinstance(change, PartitionsAssigned):
                        ownership.add(change.partitions)
                    elif isinstance(change, PartitionsRevoked | PartitionsLost):
                        ownership.remove(change.partitions)

        self._tasks[name] = asyncio.run_coroutine_threadsafe(run(), self.loop)
        return ownership

    def leave(self, name: str) -> None:
        member = self._members.pop(name)
        self._run(member.leave("benchmark: one member leaves"))
        self._tasks.pop(name).result(60)

    def crash(self, name: str) -> None:
        member = self._members.pop(name)

        async def abort() -> None:
            await member.abort()

        self._run(abort())
        self._tasks.pop(name).cancel()

    def close(self) -> None:
        for name in list(self._members):
            try:
                self.leave(name)
            except Exception:
                self.crash(name)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


# ----------------------------------------------------------------------------- measurement


def wait_stable(
    owners: Callable[[], list[Ownership]], topic: str, partitions: int, since: float
) -> float:
    """Wait until the members' ownership covers the topic exactly once, each owning some;
    return the time of the last change that made it so (seconds after ``since``)."""
    every = {(topic, p) for p in range(partitions)}
    deadline = time.monotonic() + STABLE_TIMEOUT_S
    while time.monotonic() < deadline:
        snaps = [o.snapshot() for o in owners()]
        sets = [s for s, _ in snaps]
        union: set[tuple[str, int]] = set().union(*sets)
        if (
            union == every
            and sum(len(s) for s in sets) == partitions
            and all(sets)
            and max(t for _, t in snaps) >= since
        ):
            time.sleep(0.3)  # no change may follow: a second cooperative round, for one
            again = [o.snapshot() for o in owners()]
            if again == snaps:
                return max(t for _, t in snaps) - since
        time.sleep(0.01)
    snaps = [o.snapshot() for o in owners()]
    counts = {o.name: len(s) for o, (s, _) in zip(owners(), snaps, strict=False)}
    owned = sum(counts.values())
    covered = len(set().union(*(s for s, _ in snaps)))
    raise TimeoutError(
        f"no stable assignment within {STABLE_TIMEOUT_S:g} s: {covered} of {partitions} "
        f"partitions owned, {owned} ownerships; per member {counts}"
    )


def run_group(
    bootstrap: str, topic: str, partitions: int, mode: str, size: int, java: bool
) -> dict[str, Any]:
    """One group of ``size`` members: kgroup-proto's, librdkafka's and (with ``java``) Kafka's
    Java consumers in turn, member by member; the three changes timed."""
    group = f"bench-{mode}-{size}"
    kgroup = KgroupMembers()
    rdkafka: list[RdkafkaMember] = []
    javas = JavaMembers(bootstrap) if java else None
    kinds = 3 if java else 2
    live: dict[str, Ownership] = {}
    try:
        for index in range(size):
            name = f"{group}-{index}"
            if index % kinds == 0:
                live[name] = kgroup.start(bootstrap, group, topic, mode, name)
            elif index % kinds == 1:
                consumer = RdkafkaMember(bootstrap, group, topic, mode, name)
                rdkafka.append(consumer)
                live[name] = consumer.ownership
            else:
                assert javas is not None
                live[name] = javas.start(group, topic, mode, name)
        wait_stable(lambda: list(live.values()), topic, partitions, 0)
        result: dict[str, Any] = {"mode": mode, "members": size}

        joiner = f"{group}-joiner"
        start = time.time()
        live[joiner] = kgroup.start(bootstrap, group, topic, mode, joiner)
        result["join_s"] = wait_stable(lambda: list(live.values()), topic, partitions, start)

        start = time.time()
        kgroup.leave(joiner)
        del live[joiner]
        result["leave_s"] = wait_stable(lambda: list(live.values()), topic, partitions, start)

        victim = f"{group}-0"
        start = time.time()
        kgroup.crash(victim)
        del live[victim]
        result["crash_s"] = wait_stable(lambda: list(live.values()), topic, partitions, start)
        result["session_timeout_s"] = SESSION_TIMEOUT_MS / 1000
        return result
    finally:
        kgroup.close()
        for consumer in rdkafka:
            consumer.close()
        if javas is not None:
            javas.close()


# ----------------------------------------------------------------------------- CPU per heartbeat


def heartbeat_cpu(seconds: float) -> dict[str, Any]:
    """One classic member alone in a group, in its own process: CPU seconds per heartbeat."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "requests.jsonl"
        broker = BrokerProcess("hb", 1, request_log=log)
        try:
            out = subprocess.run(
                [sys.executable, "-m", "bench.rebalance", "--heartbeat-child", broker.bootstrap,
                 "--seconds", str(seconds)],
                capture_output=True, text=True, check=True, timeout=seconds + 120,
            )  # fmt: skip
        finally:
            broker.close()
        child = json.loads(out.stdout.strip().splitlines()[-1])
        logged = 0
        for line in log.read_text().splitlines():
            header = json.loads(line)["requestHeader"]
            if header["requestApiKey"] == 12 and header.get("clientId") == "heartbeat-bench":
                logged += 1
        return {
            "window_s": child["window_s"],
            "cpu_s": child["cpu_s"],
            "heartbeats": child["heartbeats_in_window"],
            # over the member's whole life (join to leave), a check on the count above
            "heartbeats_logged_by_broker": logged,
            "cpu_us_per_heartbeat": 1e6 * child["cpu_s"] / max(1, child["heartbeats_in_window"]),
            "interval_ms": CLASSIC_HEARTBEAT_MS,
        }


def _heartbeat_child(bootstrap: str, seconds: float) -> None:
    from kgroup_proto.group import ClassicConfig, GroupMember
    from kgroup_proto.group.events import PartitionsAssigned

    async def main() -> dict[str, float]:
        config = ClassicConfig(
            group_id="heartbeat-bench",
            client_id="heartbeat-bench",
            session_timeout_ms=SESSION_TIMEOUT_MS,
            heartbeat_interval_ms=CLASSIC_HEARTBEAT_MS,
        )
        async with GroupMember.classic(bootstrap, config, topics=["hb"]) as member:
            async for change in member.changes():
                if isinstance(change, PartitionsAssigned):
                    break
            await asyncio.sleep(1.0)  # past the first heartbeat after the join
            usage = resource.getrusage(resource.RUSAGE_SELF)
            started, cpu0 = time.monotonic(), usage.ru_utime + usage.ru_stime
            await asyncio.sleep(seconds)
            usage = resource.getrusage(resource.RUSAGE_SELF)
            window = time.monotonic() - started
            cpu = usage.ru_utime + usage.ru_stime - cpu0
        return {
            "window_s": window,
            "cpu_s": cpu,
            "heartbeats_in_window": int(window * 1000 // CLASSIC_HEARTBEAT_MS),
        }

    print(json.dumps(asyncio.run(main())))


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.rebalance", description=__doc__)
    parser.add_argument("--members", default="10,50", help="group sizes, comma-separated")
    parser.add_argument("--modes", default=",".join(MODES), help="eager,cooperative,consumer")
    parser.add_argument("--brokers", default=",".join(BROKERS), help="kgroup-proto,kafka")
    parser.add_argument(
        "--no-java", action="store_true", help="leave Kafka's Java consumers out of the groups"
    )
    parser.add_argument("--heartbeat-seconds", type=float, default=20.0)
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--heartbeat-child", metavar="BOOTSTRAP", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=20.0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.heartbeat_child:
        _heartbeat_child(args.heartbeat_child, args.seconds)
        return 0
    sizes = [int(s) for s in args.members.split(",")]
    modes = [m for m in args.modes.split(",") if m]
    unknown = set(modes) - set(MODES)
    if unknown:
        parser.error(f"unknown modes: {sorted(unknown)}")
    brokers = [b for b in args.brokers.split(",") if b]
    if set(brokers) - set(BROKERS):
        parser.error(f"unknown brokers: {sorted(set(brokers) - set(BROKERS))}")
    topic, partitions = "rebalance", 2 * max(sizes)
    results: dict[str, Any] = {
        "machine": {"cpus": os.cpu_count(), "load_at_start": os.getloadavg()},
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "partitions": partitions,
        "groups": [],
    }
    for name in brokers:
        broker = (
            BrokerProcess(topic, partitions)
            if name == "kgroup-proto"
            else KafkaProcess(topic, partitions)
        )
        try:
            for mode in modes:
                for size in sizes:
                    row = run_group(
                        broker.bootstrap, topic, partitions, mode, size, not args.no_java
                    )
                    row["broker"] = name
                    results["groups"].append(row)
                    print(
                        f"{name:12} {mode:12} {size:3} members  join {row['join_s']:6.2f} s  "
                        f"leave {row['leave_s']:6.2f} s  crash {row['crash_s']:6.2f} s "
                        f"(session timeout {row['session_timeout_s']:g} s)",
                        flush=True,
                    )
        finally:
            broker.close()
    hb = heartbeat_cpu(args.heartbeat_seconds)
    results["heartbeat"] = hb
    print(
        f"heartbeat: {hb['cpu_us_per_heartbeat']:.0f} us CPU per heartbeat "
        f"({hb['heartbeats']} heartbeats every {hb['interval_ms']} ms over {hb['window_s']:.1f} s, "
        f"{hb['cpu_s'] * 1000:.1f} ms CPU in all)"
    )
    results["machine"]["load_at_end"] = os.getloadavg()
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
