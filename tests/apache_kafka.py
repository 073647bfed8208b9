"""Apache Kafka 4.4 for the tests: its jars, its Java programs and a KRaft node on loopback.

``apache-kafka/pom.xml`` declares Kafka 4.4.0 (broker, Java clients, tools, coordinators) and
the small Java programs under ``apache-kafka/src``. :func:`kafka_build` runs Maven once per
checkout state (the jars land in ``apache-kafka/.m2``, ignored by git) and gives the
classpaths; :class:`KafkaNode` formats a storage directory with a random cluster id and runs
``kafka.Kafka`` as a combined broker and controller with every group protocol (classic,
consumer, share, streams), waits until it has started, and always stops it.

A machine without a JVM or Maven, or where Maven Central cannot be reached, gets one line
saying which (:class:`KafkaUnavailable`); the fixtures turn it into a failed test, never a skip.
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

from tests.interop.brokers import free_port

REPO = Path(__file__).resolve().parent.parent
KAFKA_DIR = REPO / "apache-kafka"
#: Maven's local repository for the test bed: inside the checkout, ignored by git.
MAVEN_REPO = Path(os.environ.get("KGROUP_MAVEN_REPO") or KAFKA_DIR / ".m2")
TARGET = KAFKA_DIR / "target"
KAFKA_VERSION = "4.4.0"
_STAMP = TARGET / "build.stamp"
_START_SECONDS = 60.0
_STOP_SECONDS = 20.0


class KafkaUnavailable(RuntimeError):
    """Kafka 4.4 cannot be had on this machine; the message is one line saying why."""


@dataclass(frozen=True)
class KafkaBuild:
    """Classpaths of the built test bed."""

    #: Kafka 4.4's jars and the compiled Java programs.
    classpath: str
    #: kafka-clients 3.9.1 (message versions Kafka 4 removed, KIP-896) with the programs and the
    #: jars they need besides kafka-clients (Jackson, SLF4J).
    legacy_classpath: str

    def java(self, main: str, *args: str, legacy: bool = False) -> list[str]:
        """The command line that runs ``main`` (a class of the programs or of Kafka)."""
        classpath = self.legacy_classpath if legacy else self.classpath
        return [_java(), "-Xss4m", "-cp", classpath, main, *args]


def _java() -> str:
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").is_file():
        return str(Path(home) / "bin" / "java")
    found = shutil.which("java")
    if found is None:
        raise KafkaUnavailable("no JVM: Apache Kafka 4.4 needs Java 17 or newer on PATH")
    return found


def _sources_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted([KAFKA_DIR / "pom.xml", *(KAFKA_DIR / "src").rglob("*.java")]):
        digest.update(str(path.relative_to(KAFKA_DIR)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def kafka_build() -> KafkaBuild:
    """Fetch Kafka 4.4 with Maven and compile the programs, unless this checkout already did."""
    _java()
    digest = _sources_digest()
    classpath_file = TARGET / "classpath.txt"
    if not (_STAMP.is_file() and _STAMP.read_text() == digest and classpath_file.is_file()):
        mvn = shutil.which("mvn")
        if mvn is None:
            raise KafkaUnavailable("no Maven: the Kafka 4.4 test bed is fetched with `mvn` on PATH")
        result = subprocess.run(
            [
                mvn,
                "-q",
                "-B",
                f"-Dmaven.repo.local={MAVEN_REPO}",
                "-f",
                str(KAFKA_DIR / "pom.xml"),
                "package",
            ],
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
            raise KafkaUnavailable(
                f"cannot fetch or build Kafka {KAFKA_VERSION} with Maven: {reason}"
            )
        _STAMP.write_text(digest)
    jars = classpath_file.read_text().strip()
    classes = str(TARGET / "classes")
    keep = [
        jar for jar in jars.split(os.pathsep) if Path(jar).name.startswith(("jackson-", "slf4j-"))
    ]
    legacy = [classes, *map(str, sorted((TARGET / "legacy").glob("*.jar"))), *keep]
    return KafkaBuild(
        classpath=os.pathsep.join([classes, jars]), legacy_classpath=os.pathsep.join(legacy)
    )


def random_cluster_id() -> str:
    """A cluster id as Kafka writes one: 16 random bytes, URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(uuid.uuid4().bytes).rstrip(b"=").decode()


#: The node's settings besides listeners and directories: one replica for every internal topic,
#: no initial rebalance delay, and every group protocol enabled. The consumer protocol's lowest
#: session timeout and heartbeat interval are lowered (Kafka's are 45 s and 5 s, also its
#: defaults, which stay): a group may then be given a session of a few seconds
#: (tests/member/coordinators.py).
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
        settings = {
            **self._settings,
            "controller.quorum.voters": f"1@127.0.0.1:{self.controller_port}",
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
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(_STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(_STOP_SECONDS)

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
