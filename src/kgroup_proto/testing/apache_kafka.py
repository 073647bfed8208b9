"""Apache Kafka 4.4 for tests: its jars fetched with Maven, and a KRaft node of it on loopback.

:func:`fetch_kafka` writes a small Maven project naming Kafka's broker (``kafka_2.13``) into a
cache directory and has Maven resolve its classpath, once per cache directory (Maven's own local
repository keeps the jars: ``~/.m2/repository``, or ``maven_repo``). :func:`run_maven` is the
one place Maven runs and its failure becomes one line. :class:`KafkaNode` formats a storage
directory with a random cluster id and runs ``kafka.Kafka`` as a combined broker and controller
with every group protocol (classic, consumer, share, streams), waits until it has started, and
always stops it.

A machine without a JVM or Maven, or where Maven cannot fetch Kafka's jars, gets one line saying
which (:class:`KafkaUnavailable`).
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from kgroup_proto.testing.brokers import end_process, free_port

KAFKA_VERSION = "4.4.0"
#: Kafka's broker logs through SLF4J; this binding writes the log the node waits on.
SLF4J_SIMPLE_VERSION = "1.7.36"
#: The plugin that writes the classpath file.
DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.8.1"
_START_SECONDS = 60.0
_STOP_SECONDS = 20.0


class KafkaUnavailable(RuntimeError):
    """Kafka 4.4 cannot be had on this machine; the message is one line saying why."""


def java() -> str:
    """The ``java`` of ``JAVA_HOME``, or the one on PATH."""
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").is_file():
        return str(Path(home) / "bin" / "java")
    found = shutil.which("java")
    if found is None:
        raise KafkaUnavailable("no JVM: Apache Kafka 4.4 needs Java 17 or newer on PATH")
    return found


def run_maven(pom: Path, args: list[str], maven_repo: Path | None, what: str) -> None:
    """Run ``mvn`` on ``pom``; a failure is KafkaUnavailable with Maven's first error line.

    ``what`` names what Maven fetches, for the line that says Maven is missing.
    """
    mvn = shutil.which("mvn")
    if mvn is None:
        raise KafkaUnavailable(f"no Maven: {what} is fetched with `mvn` on PATH")
    repo = [f"-Dmaven.repo.local={maven_repo}"] if maven_repo is not None else []
    result = subprocess.run(
        [mvn, "-q", "-B", *repo, "-f", str(pom), *args],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    if result.returncode != 0:
        errors = [
            line.removeprefix("[ERROR] ").strip()
            for line in (result.stdout + result.stderr).splitlines()
            if line.startswith("[ERROR]") and line.strip() != "[ERROR]"
        ]
        reason = errors[0] if errors else f"mvn exited with status {result.returncode}"
        raise KafkaUnavailable(f"cannot fetch or build Kafka {KAFKA_VERSION} with Maven: {reason}")


@dataclass(frozen=True)
class KafkaBuild:
    """The classpath of Kafka's jars (and of anything run beside them)."""

    classpath: str

    def java(self, main: str, *args: str) -> list[str]:
        """The command line that runs ``main`` (a class on the classpath)."""
        return [java(), "-Xss4m", "-cp", self.classpath, main, *args]


_POM = """<?xml version="1.0" encoding="UTF-8"?>
<!-- Apache Kafka's broker, for tests (kgroup_proto.testing.apache_kafka): its classpath only. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>kgroup-proto</groupId>
  <artifactId>kafka-broker-for-tests</artifactId>
  <version>0</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka_2.13</artifactId>
      <version>{kafka}</version>
    </dependency>
    <dependency>
      <groupId>org.slf4j</groupId>
      <artifactId>slf4j-simple</artifactId>
      <version>{slf4j}</version>
    </dependency>
  </dependencies>
</project>
"""


def default_cache() -> Path:
    """Where :func:`fetch_kafka` keeps its Maven project: ``$XDG_CACHE_HOME/kgroup-proto``."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kgroup-proto" / f"kafka-{KAFKA_VERSION}"


def fetch_kafka(cache: Path | None = None, maven_repo: Path | None = None) -> KafkaBuild:
    """Kafka 4.4's broker classpath, resolved by Maven unless ``cache`` already has it (and
    every jar it names is still there). ``maven_repo`` None is Maven's own default."""
    java()
    cache = cache or default_cache()
    cache.mkdir(parents=True, exist_ok=True)
    pom_text = _POM.format(kafka=KAFKA_VERSION, slf4j=SLF4J_SIMPLE_VERSION)
    digest = hashlib.sha256(f"{pom_text}\n{maven_repo}".encode()).hexdigest()[:16]
    classpath_file = cache / f"classpath-{digest}.txt"
    if classpath_file.is_file():
        jars = classpath_file.read_text().strip()
        if jars and all(Path(jar).is_file() for jar in jars.split(os.pathsep)):
            return KafkaBuild(jars)
    pom = cache / "pom.xml"
    pom.write_text(pom_text)
    written = cache / f"classpath-{digest}.tmp"
    run_maven(
        pom,
        [
            f"{DEPENDENCY_PLUGIN}:build-classpath",
            f"-Dmdep.outputFile={written}",
            "-Dmdep.includeScope=runtime",
        ],
        maven_repo,
        f"Apache Kafka {KAFKA_VERSION}",
    )
    written.replace(classpath_file)
    return KafkaBuild(classpath_file.read_text().strip())


def random_cluster_id() -> str:
    """A cluster id as Kafka writes one: 16 random bytes, URL-safe base64 without padding,
    never starting with "-" (Kafka's Uuid.randomUuid draws again: a command line would take
    such an id for an option)."""
    while True:
        found = base64.urlsafe_b64encode(uuid.uuid4().bytes).rstrip(b"=").decode()
        if not found.startswith("-"):
            return found


#: The node's settings besides listeners and directories: one replica for every internal topic,
#: no initial rebalance delay, and every group protocol enabled. The consumer protocol's lowest
#: session timeout and heartbeat interval are lowered (Kafka's are 45 s and 5 s, also its
#: defaults, which stay): a test may then give a group a session of a few seconds.
BROKER_SETTINGS: dict[str, str] = {
    "process.roles": "broker,controller",
    "node.id": "1",
    "controller.listener.names": "CONTROLLER",
    "inter.broker.listener.name": "PLAINTEXT",
    "listener.security.protocol.map": "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT",
    "offsets.topic.replication.factor": "1",
    "transaction.state.log.replication.factor": "1",
    "transaction.state.log.min.isr": "1",
    "share.coordinator.state.topic.replication.factor": "1",
    "share.coordinator.state.topic.min.isr": "1",
    "group.initial.rebalance.delay.ms": "0",
    "group.share.enable": "true",
    "unstable.api.versions.enable": "false",
    "auto.create.topics.enable": "true",
    "num.partitions": "1",
    "group.consumer.min.session.timeout.ms": "3000",
    "group.consumer.min.heartbeat.interval.ms": "300",
}


class KafkaNode:
    """One KRaft node (broker and controller) of Kafka 4.4 on loopback.

    ``start`` formats ``directory`` and launches the JVM; ``stop`` ends it (SIGTERM, then
    SIGKILL). ``restart`` stops and starts it on the same data. Its log is ``directory/kafka.log``.

    The node advertises its own listener, unless ``advertised_port`` names another port on
    loopback (a relay in front of the node): Metadata then sends every client there.
    """

    def __init__(
        self,
        build: KafkaBuild,
        directory: Path,
        settings: dict[str, str] | None = None,
        advertised_port: int | None = None,
    ) -> None:
        self.build = build
        self.directory = directory
        self.port = free_port()
        self.advertised_port = self.port if advertised_port is None else advertised_port
        self.controller_port = free_port()
        self.bootstrap = f"127.0.0.1:{self.port}"
        self.log_path = directory / "kafka.log"
        self._settings = {**BROKER_SETTINGS, **(settings or {})}
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def properties_path(self) -> Path:
        return self.directory / "server.properties"

    def _write_properties(self) -> None:
        node_id = self._settings["node.id"]
        settings = {
            **self._settings,
            "controller.quorum.voters": f"{node_id}@127.0.0.1:{self.controller_port}",
            "listeners": (
                f"PLAINTEXT://127.0.0.1:{self.port},CONTROLLER://127.0.0.1:{self.controller_port}"
            ),
            "advertised.listeners": f"PLAINTEXT://127.0.0.1:{self.advertised_port}",
            "log.dirs": str(self.directory / "data"),
        }
        self.properties_path.write_text(
            "".join(f"{key}={value}\n" for key, value in settings.items())
        )

    def start(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        if not (self.directory / "data" / "meta.properties").is_file():
            self._write_properties()
            result = subprocess.run(
                self.build.java(
                    "kafka.tools.StorageTool",
                    "format",
                    "-t",
                    random_cluster_id(),
                    "-c",
                    str(self.properties_path),
                ),
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
            )
            if result.returncode != 0:
                tail = (result.stderr or result.stdout).strip().splitlines()[-1:]
                raise KafkaUnavailable(f"Kafka's StorageTool format failed: {' '.join(tail)}")
        self._launch()

    def _launch(self) -> None:
        log = self.log_path.open("ab")
        command = self.build.java("kafka.Kafka", str(self.properties_path))
        command[1:1] = ["-Xms256m", "-Xmx1g", "-Dorg.slf4j.simpleLogger.defaultLogLevel=info"]
        self._process = subprocess.Popen(
            command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
        )
        log.close()
        self._wait_started()

    def _wait_started(self) -> None:
        assert self._process is not None
        deadline = time.monotonic() + _START_SECONDS
        offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise KafkaUnavailable(
                    f"Kafka exited with status {self._process.returncode} while starting; "
                    f"see {self.log_path}"
                )
            with self.log_path.open("rb") as log:
                log.seek(offset)
                if b"Kafka Server started" in log.read():
                    return
            time.sleep(0.1)
        self.stop()
        raise KafkaUnavailable(
            f"Kafka did not start within {_START_SECONDS:.0f} s; see {self.log_path}"
        )

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            end_process(process, _STOP_SECONDS)

    def kill(self) -> None:
        """End the JVM at once (SIGKILL), as a crash would."""
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait(_STOP_SECONDS)

    def restart(self) -> None:
        self.stop()
        self._launch()

    def run_tool(self, main: str, *args: str, timeout: float = 120) -> str:
        """Run one of Kafka's command-line tools (its main class) against this node; its stdout."""
        result = subprocess.run(
            self.build.java(main, *args),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if result.returncode != 0:
            raise RuntimeError(f"{main} {' '.join(args)} failed: {result.stderr.strip()[-2000:]}")
        return result.stdout

    def __enter__(self) -> KafkaNode:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


__all__ = [
    "BROKER_SETTINGS",
    "KAFKA_VERSION",
    "KafkaBuild",
    "KafkaNode",
    "KafkaUnavailable",
    "fetch_kafka",
    "java",
    "random_cluster_id",
    "run_maven",
]
