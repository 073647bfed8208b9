"""Apache Kafka 4.4 for the tests: its jars, its Java programs and a KRaft node on loopback.

``apache-kafka/pom.xml`` declares Kafka 4.4.0 (broker, Java clients, tools, coordinators) and
the small Java programs under ``apache-kafka/src``. :func:`kafka_build` runs Maven once per
checkout state (the jars land in ``apache-kafka/.m2``, ignored by git, or in
``KGROUP_MAVEN_REPO``) and gives the classpaths. The node itself, Maven's runs and the one-line
failures are the package's (``kgroup_proto.testing.apache_kafka``, which the pytest plugin uses
too); this module adds the test bed's own build: its Java programs and kafka-clients 3.9.1.

A machine without a JVM or Maven, or where Maven Central cannot be reached, gets one line
saying which (:class:`KafkaUnavailable`); the fixtures turn it into a failed test, never a skip.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from kgroup_proto.testing import apache_kafka as _package
from kgroup_proto.testing.apache_kafka import (
    BROKER_SETTINGS,
    KAFKA_VERSION,
    KafkaNode,
    KafkaUnavailable,
    random_cluster_id,
    run_maven,
)

REPO = Path(__file__).resolve().parent.parent
KAFKA_DIR = REPO / "apache-kafka"
#: Maven's local repository for the test bed: inside the checkout, ignored by git.
MAVEN_REPO = Path(os.environ.get("KGROUP_MAVEN_REPO") or KAFKA_DIR / ".m2")
TARGET = KAFKA_DIR / "target"
_STAMP = TARGET / "build.stamp"

__all__ = [
    "BROKER_SETTINGS",
    "KAFKA_VERSION",
    "MAVEN_REPO",
    "KafkaBuild",
    "KafkaNode",
    "KafkaUnavailable",
    "kafka_build",
    "random_cluster_id",
    "share_group_from_earliest",
]


@dataclass(frozen=True)
class KafkaBuild(_package.KafkaBuild):
    """Classpaths of the built test bed: ``classpath`` holds Kafka 4.4's jars and the compiled
    Java programs."""

    #: kafka-clients 3.9.1 (message versions Kafka 4 removed, KIP-896) with the programs and the
    #: jars they need besides kafka-clients (Jackson, SLF4J).
    legacy_classpath: str
    #: Spark's own Kafka connector and the jars it needs beside Spark's (for ``spark.jars``).
    spark_kafka_jars: tuple[str, ...] = ()

    def java(self, main: str, *args: str, legacy: bool = False) -> list[str]:
        """The command line that runs ``main`` (a class of the programs or of Kafka)."""
        if legacy:
            return _package.KafkaBuild(self.legacy_classpath).java(main, *args)
        return super().java(main, *args)


def _sources_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted([KAFKA_DIR / "pom.xml", *(KAFKA_DIR / "src").rglob("*.java")]):
        digest.update(str(path.relative_to(KAFKA_DIR)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def kafka_build() -> KafkaBuild:
    """Fetch Kafka 4.4 with Maven and compile the programs, unless this checkout already did."""
    _package.java()
    digest = _sources_digest()
    classpath_file = TARGET / "classpath.txt"
    if not (_STAMP.is_file() and _STAMP.read_text() == digest and classpath_file.is_file()):
        run_maven(KAFKA_DIR / "pom.xml", ["package"], MAVEN_REPO, "the Kafka 4.4 test bed")
        _STAMP.write_text(digest)
    jars = classpath_file.read_text().strip()
    classes = str(TARGET / "classes")
    keep = [
        jar for jar in jars.split(os.pathsep) if Path(jar).name.startswith(("jackson-", "slf4j-"))
    ]
    legacy = [classes, *map(str, sorted((TARGET / "legacy").glob("*.jar"))), *keep]
    return KafkaBuild(
        classpath=os.pathsep.join([classes, jars]),
        legacy_classpath=os.pathsep.join(legacy),
        spark_kafka_jars=tuple(map(str, sorted((TARGET / "spark-kafka").glob("*.jar")))),
    )


def share_group_from_earliest(bootstrap: str, group: str) -> None:
    """``share.auto.offset.reset=earliest`` for share group ``group`` on a Kafka node (a group
    config, set with IncrementalAlterConfigs on the GROUP resource): its share-partitions start
    at the log's start, so the records already there count."""
    from confluent_kafka.admin import (
        AdminClient,
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        ResourceType,
    )

    entry = ConfigEntry(
        "share.auto.offset.reset", "earliest", incremental_operation=AlterConfigOpType.SET
    )
    resource = ConfigResource(ResourceType.GROUP, group, incremental_configs=[entry])
    admin = AdminClient({"bootstrap.servers": bootstrap, "log_level": 3})
    for future in admin.incremental_alter_configs([resource]).values():
        future.result(60)
