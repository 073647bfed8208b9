"""Every frame Kafka 4.4 exchanges with real clients decodes and re-encodes byte for byte.

A Kafka 4.4 node advertises a recording relay (tests/interop/wire_tap.py), so every connection of
every client passes through it. Kafka's own Java clients (a KafkaConsumer with each
``group.protocol``, an idempotent and a transactional KafkaProducer, the Admin client and a
KafkaShareConsumer, apache-kafka/src/main/java/kgroup/kafka/WireClients.java), librdkafka,
kafka-python and aiokafka (a producer, a consumer in a group that commits, admin calls) do their
work; the broker's own connections to itself pass through the relay too.

Each captured request and response is then judged: it must decode and re-encode to the bytes that
crossed the wire. The package's own messages judge every API version they ship; every other one is
judged by a package the generator writes, once per session, from all of Kafka 4.4's schemas (the
JSON files inside its kafka-clients jar), so that no frame goes unjudged. A table of the
(API, version) pairs seen, by which clients, and which codec judged them, is printed.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import subprocess
import sys
import time
import zipfile
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages.api_versions_response import ApiVersion, ApiVersionsResponse
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.request_header import RequestHeader
from kgroup_proto.messages.response_header import ResponseHeader
from tests.apache_kafka import KAFKA_VERSION, KafkaBuild, KafkaNode, KafkaUnavailable
from tests.interop.brokers import free_port
from tests.interop.wire_tap import SHIPPED, Capture, Codec, Judgement, WireTap, judge

TREE = f"{KAFKA_VERSION} tree"
#: What the Java program runs, in order (WireClients.java); its client ids are java-SCENARIO.
JAVA_SCENARIOS = (
    "admin-setup",
    "producer-idempotent",
    "producer-transactional",
    "consumer-classic",
    "consumer-consumer",
    "share",
    "admin",
)
#: Each client id, and APIs it must have used (its work cannot be done without them).
_GROUP = {"FindCoordinator", "JoinGroup", "SyncGroup", "Fetch", "OffsetCommit"}
EXPECTED: dict[str, set[str]] = {
    "java-admin": {
        *("Metadata", "CreateTopics", "IncrementalAlterConfigs", "ListGroups", "DescribeGroups"),
        *("ConsumerGroupDescribe", "ShareGroupDescribe", "DescribeShareGroupOffsets"),
        *("ListOffsets", "DescribeConfigs", "OffsetCommit", "OffsetDelete", "DeleteGroups"),
    },
    "java-producer-idempotent": {"InitProducerId", "Produce"},
    # Transactions of version 2 (KIP-890) add partitions and offsets without a request of their own.
    "java-producer-transactional": {"InitProducerId", "Produce", "TxnOffsetCommit", "EndTxn"},
    "java-consumer-classic": _GROUP | {"LeaveGroup"},
    "java-consumer-consumer": {
        "FindCoordinator",
        "ConsumerGroupHeartbeat",
        "Fetch",
        "OffsetCommit",
    },
    "java-share": {"ShareGroupHeartbeat", "ShareFetch"},
    "librdkafka-producer": {"Metadata", "InitProducerId", "Produce"},
    "librdkafka-consumer-classic": _GROUP,
    "librdkafka-consumer-consumer": {"ConsumerGroupHeartbeat", "Fetch", "OffsetCommit"},
    "librdkafka-admin": {"Metadata", "ListGroups", "DescribeGroups"},
    "kafka-python-producer": {"Metadata", "Produce"},
    "kafka-python-consumer": _GROUP,
    "kafka-python-admin": {"ListGroups", "DescribeGroups", "OffsetFetch"},
    "aiokafka-producer": {"Metadata", "InitProducerId", "Produce"},
    "aiokafka-consumer": _GROUP,
    "aiokafka-admin": {"ListGroups", "DescribeGroups"},
}
_PATIENCE = 60.0


@pytest.fixture(scope="session")
def kafka_4_4_codec(kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory) -> Codec:
    """A package generated from every schema in Kafka 4.4's kafka-clients jar."""
    jar_name = f"kafka-clients-{KAFKA_VERSION}.jar"
    jar = next(
        (Path(p) for p in kafka_jars.classpath.split(os.pathsep) if Path(p).name == jar_name),
        None,
    )
    assert jar is not None, f"{jar_name} is not on the test bed's classpath"
    root = tmp_path_factory.mktemp("kafka-4-4-codec")
    schemas = root / "schemas"
    schemas.mkdir()
    with zipfile.ZipFile(jar) as archive:
        for name in archive.namelist():
            if name.startswith("common/message/") and name.endswith(".json"):
                (schemas / Path(name).name).write_bytes(archive.read(name))
    package = "kafka_4_4_messages"
    result = subprocess.run(
        [
            *(sys.executable, "-m", "kgroup_proto", "codegen"),
            *("--schemas", str(schemas), "--output", str(root / "out"), "--package", package),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    sys.path.insert(0, str(root / "out"))
    return Codec(TREE, importlib.import_module(package))


@attrs.frozen
class Traffic:
    judgements: list[Judgement]
    strays: list[str]
    java_output: str


def _until(what: str, step: Callable[[], int]) -> int:
    """Call ``step`` (records it got) until it has some; fail after a while."""
    deadline = time.monotonic() + _PATIENCE
    while time.monotonic() < deadline:
        if got := step():
            return got
    raise AssertionError(f"{what}: no records within {_PATIENCE:.0f} s")


def _librdkafka(bootstrap: str) -> None:
    from confluent_kafka import Consumer, Producer
    from confluent_kafka.admin import AdminClient

    topic = "wire-librdkafka"
    common = {"bootstrap.servers": bootstrap}
    producer = Producer({**common, "client.id": "librdkafka-producer", "enable.idempotence": True})
    for i in range(5):
        producer.produce(topic, key=b"k", value=f"librdkafka-{i}".encode())
    assert producer.flush(_PATIENCE) == 0
    for protocol in ("classic", "consumer"):
        consumer = Consumer(
            {
                **common,
                "client.id": f"librdkafka-consumer-{protocol}",
                "group.id": f"{topic}-{protocol}",
                "group.protocol": protocol,
                "auto.offset.reset": "earliest",
                "enable.auto.commit": False,
            }
        )
        consumer.subscribe([topic])

        def poll(consumer: Any = consumer) -> int:
            message = consumer.poll(0.5)
            return int(message is not None and message.error() is None)

        _until(f"librdkafka {protocol} consumer", poll)
        consumer.commit(asynchronous=False)
        consumer.close()
    admin = AdminClient({**common, "client.id": "librdkafka-admin"})
    assert topic in admin.list_topics(timeout=_PATIENCE).topics
    admin.list_consumer_groups().result()
    group = f"{topic}-classic"
    assert admin.describe_consumer_groups([group])[group].result().group_id == group


def _kafka_python(bootstrap: str) -> None:
    from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer

    topic = "wire-kafka-python"
    producer = KafkaProducer(bootstrap_servers=bootstrap, client_id="kafka-python-producer")
    for i in range(5):
        producer.send(topic, key=b"k", value=f"kafka-python-{i}".encode())
    producer.flush(_PATIENCE)
    producer.close()
    consumer = KafkaConsumer(
        topic,
        bootstrap_servers=bootstrap,
        client_id="kafka-python-consumer",
        group_id=topic,
        auto_offset_reset="earliest",
        enable_auto_commit=False,
    )
    _until(
        "kafka-python consumer",
        lambda: sum(map(len, consumer.poll(timeout_ms=500).values())),
    )
    consumer.commit()
    consumer.close()
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id="kafka-python-admin")
    admin.list_groups()
    admin.describe_groups([topic])
    admin.list_group_offsets({topic: None})
    admin.close()


def _aiokafka(bootstrap: str) -> None:
    from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
    from aiokafka.admin import AIOKafkaAdminClient

    topic = "wire-aiokafka"

    async def work() -> None:
        producer = AIOKafkaProducer(
            bootstrap_servers=bootstrap, client_id="aiokafka-producer", enable_idempotence=True
        )
        await producer.start()
        try:
            for i in range(5):
                await producer.send_and_wait(topic, key=b"k", value=f"aiokafka-{i}".encode())
        finally:
            await producer.stop()
        consumer = AIOKafkaConsumer(
            topic,
            bootstrap_servers=bootstrap,
            client_id="aiokafka-consumer",
            group_id=topic,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
        )
        await consumer.start()
        try:
            deadline = time.monotonic() + _PATIENCE
            while not await consumer.getmany(timeout_ms=500):
                assert time.monotonic() < deadline, "aiokafka consumer: no records"
            await consumer.commit()
        finally:
            await consumer.stop()
        admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap, client_id="aiokafka-admin")
        await admin.start()
        try:
            assert topic in {group[0] for group in await admin.list_consumer_groups()}
            await admin.describe_consumer_groups([topic])
        finally:
            await admin.close()

    asyncio.run(work())


@pytest.fixture(scope="module")
def traffic(
    kafka_jars: KafkaBuild,
    kafka_4_4_codec: Codec,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Traffic]:
    """All the clients' work against a Kafka 4.4 node that advertises the relay in front of it."""
    tap_port = free_port()
    directory = tmp_path_factory.mktemp("kafka-wire")
    node = KafkaNode(kafka_jars, directory, advertised_port=tap_port)
    tap = WireTap(tap_port, node.port, codecs=(SHIPPED, kafka_4_4_codec)).start()
    try:
        try:
            node.start()
        except KafkaUnavailable as exc:
            pytest.fail(str(exc), pytrace=False)
        bootstrap = f"127.0.0.1:{tap_port}"
        command = kafka_jars.java("kgroup.kafka.WireClients", bootstrap, "wire-java")
        command[1:1] = ["-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"]
        with (directory / "java-clients.log").open("w+") as log:
            java = subprocess.Popen(
                [*command, *JAVA_SCENARIOS], stdout=subprocess.PIPE, stderr=log, text=True
            )
            try:
                for clients in (_librdkafka, _kafka_python, _aiokafka):
                    clients(bootstrap)
                output, _ = java.communicate(timeout=180)
            finally:
                if java.poll() is None:
                    java.kill()
                    java.wait()
            log.seek(0)
            assert java.returncode == 0, f"WireClients failed:\n{output}{log.read()[-3000:]}"
        tap.close()
        yield Traffic(tap.judgements(), list(tap.strays), output)
    finally:
        tap.close()
        node.stop()


def _table(judgements: list[Judgement], names: Codec) -> str:
    """One line per (API, version): its name, frames, which codec judged them, which clients."""
    clients: dict[tuple[int, int], set[str]] = defaultdict(set)
    frames: dict[tuple[int, int], int] = defaultdict(int)
    codecs: dict[tuple[int, int], set[str]] = defaultdict(set)
    for judgement in judgements:
        capture = judgement.capture
        pair = capture.api_key, capture.api_version
        clients[pair].add(capture.client_id or "-")
        frames[pair] += 1 + (capture.response is not None)
        codecs[pair].add(judgement.request_codec or "none")
        if capture.response is not None:
            codecs[pair].add(judgement.response_codec or "none")
    lines = [f"{'API':<28}{'key':>4}{'ver':>4}{'frames':>7}  {'codec':<11}clients"]
    for key, version in sorted(frames):
        lines.append(
            f"{_name(names, key):<28}{key:>4}{version:>4}{frames[key, version]:>7}  "
            f"{' + '.join(sorted(codecs[key, version])):<11}"
            f"{', '.join(sorted(clients[key, version]))}"
        )
    return "\n".join(lines)


def _name(codec: Codec, api_key: int) -> str:
    try:
        return codec.api_name(api_key)
    except KeyError:
        return f"API {api_key}"


def test_each_client_did_its_work_over_the_relay(traffic: Traffic, kafka_4_4_codec: Codec) -> None:
    sent: dict[str, set[str]] = defaultdict(set)
    for judgement in traffic.judgements:
        capture = judgement.capture
        sent[capture.client_id or "-"].add(_name(kafka_4_4_codec, capture.api_key))
    missing = {
        client: sorted(apis - sent[client])
        for client, apis in EXPECTED.items()
        if not apis <= sent[client]
    }
    assert missing == {}, f"clients that did not use these APIs: {missing}"
    assert [line.split(":")[0] for line in traffic.java_output.splitlines()] == list(JAVA_SCENARIOS)


def test_every_frame_decodes_and_reencodes_byte_exactly(
    traffic: Traffic, kafka_4_4_codec: Codec, capsys: pytest.CaptureFixture[str]
) -> None:
    frames = sum(1 + (j.capture.response is not None) for j in traffic.judgements)
    unjudged = [j.capture for j in traffic.judgements if j.unjudged]
    problems = [p for j in traffic.judgements for p in j.problems]
    trailing = [j for j in traffic.judgements if j.trailing]
    with capsys.disabled():
        print(f"\n\nFrames Kafka {KAFKA_VERSION} exchanged with real clients, by API version:")
        print(_table(traffic.judgements, kafka_4_4_codec))
        print(
            f"{frames} frames in {len(traffic.judgements)} exchanges: {len(unjudged)} unjudged, "
            f"{len(problems)} mismatched, {len(trailing)} with bytes after the message\n"
        )
    assert traffic.strays == []
    assert unjudged == []
    assert problems == []
    # Both codecs had work: the package's own messages, and Kafka 4.4's for the rest.
    assert {j.request_codec for j in traffic.judgements} == {SHIPPED.name, TREE}
    # librdkafka writes the null topic array of an all-topics Metadata request (v9 and up) as a
    # 4-byte zero where a 1-byte count belongs: Kafka reads the count and the two booleans and
    # ignores the 3 bytes left over. The message read re-encodes exactly; nothing else may trail.
    for judgement in trailing:
        request, response = judgement.request, judgement.response
        assert request is not None, judgement.trailing
        assert (judgement.capture.client_id or "").startswith("librdkafka-"), judgement.trailing
        assert isinstance(request.body, MetadataRequest), judgement.trailing
        assert request.body.topics is None, judgement.trailing
        assert request.trailing == 3, judgement.trailing
        assert response is None or response.trailing == 0, judgement.trailing


def test_the_judge_sees_a_frame_that_does_not_reencode(
    traffic: Traffic, kafka_4_4_codec: Codec
) -> None:
    """A boolean written as 2 reads as true but re-encodes as 1: the judge must say so."""
    capture = next(
        j.capture
        for j in traffic.judgements
        if j.capture.client_id == "java-admin"
        and (j.capture.api_key, j.capture.api_version) == (3, 13)
    )
    # MetadataRequest v13 ends with AllowAutoTopicCreation, IncludeTopicAuthorizedOperations and
    # an empty tag buffer.
    assert capture.request[-3] in (0, 1)
    bent = attrs.evolve(capture, request=capture.request[:-3] + b"\x02" + capture.request[-2:])
    verdict = judge(bent, (SHIPPED, kafka_4_4_codec))
    assert len(verdict.problems) == 1
    assert verdict.problems[0].startswith("Metadata (3) v13 request (shipped)")
    assert verdict.request is None
    assert judge(capture, (SHIPPED, kafka_4_4_codec)).problems == ()


def test_an_apiversions_refusal_is_read_at_version_0(kafka_4_4_codec: Codec) -> None:
    """A broker answers an ApiVersions request of a version it does not speak at version 0."""
    tree = kafka_4_4_codec.messages
    request = RequestHeader(
        request_api_key=18, request_api_version=5, correlation_id=7, client_id="newer"
    ).encode(2) + tree.message_class("ApiVersionsRequest")(
        client_software_name="c", client_software_version="1"
    ).encode(5)
    offer = [ApiVersion(api_key=18, min_version=0, max_version=4)]
    refusal = ApiVersionsResponse(error_code=ErrorCode.UNSUPPORTED_VERSION, api_keys=offer)
    answer = ResponseHeader(correlation_id=7).encode(0) + refusal.encode(0)
    verdict = judge(Capture(1, "newer", 18, 5, request, answer), (SHIPPED, kafka_4_4_codec))
    assert verdict.problems == ()
    assert (verdict.request_codec, verdict.response_codec) == (SHIPPED.name, SHIPPED.name)
    assert verdict.response is not None and verdict.response.body == refusal
    # The same bytes without the error are not a version 5 response.
    accepted = ResponseHeader(correlation_id=7).encode(0) + attrs.evolve(
        refusal, error_code=0
    ).encode(0)
    assert judge(Capture(1, "newer", 18, 5, request, accepted), (SHIPPED, kafka_4_4_codec)).problems
