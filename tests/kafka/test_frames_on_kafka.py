"""The project's broker's answers beside Kafka 4.4's, frame by frame.

One client (the package's own BrokerConnection) sends the same requests, in the same versions, to
each broker through a recording relay (tests/interop/wire_tap.py): ApiVersions, CreateTopics,
Metadata, FindCoordinator, a classic member's JoinGroup (without and with its member id),
SyncGroup, Heartbeat, OffsetCommit, OffsetFetch, ListGroups, DescribeGroups and LeaveGroup, a
KIP-848 member's ConsumerGroupHeartbeat join, heartbeat and leave, and errors: a Heartbeat and a
ConsumerGroupHeartbeat of an unknown member, OffsetFetch and DescribeGroups of an unknown group.

Each response, read from the bytes that crossed the relay, is turned into Kafka's JSON and
compared field by field. What legitimately differs between two clusters (member ids, node ids,
hosts and ports, cluster and topic ids, error messages' wording, throttle times' values,
heartbeat intervals) is normalized; every other field must match, or be named in
:data:`FRAME_DIFFERENCES` with its reason. ApiVersions' per-API version ranges are compared
separately: every API whose range differs is named in :data:`VERSION_DIFFERENCES`. Both lists
are rendered into docs/coordinator.md (checked, or rewritten with ``KGROUP_WRITE_CONFORMANCE=1``).
"""

from __future__ import annotations

import asyncio
import importlib
import time
import uuid
from collections.abc import Iterator, Set
from typing import Any

import attrs
import pytest

import kgroup_proto as kp
from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.consumer_protocol import encode_assignment, encode_subscription
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
    TopicPartition,
)
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription
from tests.apache_kafka import KafkaNode
from tests.conformance import DOC, WRITE
from tests.coordinator_harness import BrokerThread, running_broker
from tests.interop.brokers import free_port
from tests.interop.wire_tap import WireTap

TOPIC = "frames-topic"
GROUP = "frames-classic"
CONSUMER_GROUP = "frames-consumer"
UNKNOWN_GROUP = "frames-nobody"
CLIENT_ID = "frames"
#: The API versions each request is sent in, on both brokers (the newest both speak).
APIS = {
    "CreateTopics": 19,
    "Metadata": 3,
    "FindCoordinator": 10,
    "JoinGroup": 11,
    "SyncGroup": 14,
    "Heartbeat": 12,
    "OffsetCommit": 8,
    "OffsetFetch": 9,
    "ListGroups": 16,
    "DescribeGroups": 15,
    "LeaveGroup": 13,
    "ConsumerGroupHeartbeat": 68,
}
#: Errors that say "not yet" (a topic or a coordinator still loading): the request is sent again.
RETRY = {
    ErrorCode.COORDINATOR_NOT_AVAILABLE,
    ErrorCode.LEADER_NOT_AVAILABLE,
    ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
    ErrorCode.NOT_COORDINATOR,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
}
#: Fields whose values legitimately differ between two clusters: replaced by whether they are set.
VOLATILE = {
    "memberId",
    "leader",
    "nodeId",
    "host",
    "port",
    "clusterId",
    "topicId",
    "controllerId",
    "leaderId",
    "replicaNodes",
    "isrNodes",
    "errorMessage",
    "throttleTimeMs",
    "heartbeatIntervalMs",
    "clientHost",
    "clientId",
    "authorizedOperations",
    "clusterAuthorizedOperations",
    "topicAuthorizedOperations",
}

_ASYNC = (
    "Kafka 4.4 may answer a member's join before its assignor has run (the partitions and the "
    "epoch they come with arrive in a later heartbeat), depending on timing"
)
_FIRST_EPOCH = (
    "the first member of a new KIP-848 group, settled on its partitions: the project's broker's "
    "group (and member) epoch is 1, one epoch for the member's arrival; Kafka 4.4's is 2, its "
    "group epoch having moved a second time, for a cause these requests do not show; clients "
    "use the epoch they are given"
)
_REPEATED_ASSIGNMENT = (
    "a heartbeat that reports the member's partitions: the project's broker answers with the "
    "assignment again, Kafka 4.4 only on a join, a full request or a change of partitions; "
    "repeated, an answer a client timed out on cannot leave it without its partitions (seen "
    "with librdkafka's KIP-848 members on a loaded machine)"
)
#: (step, field path) -> why the field is not compared at all.
UNCOMPARED: dict[tuple[str, str], str] = {
    ("ConsumerGroupHeartbeat (join)", "memberEpoch"): _ASYNC,
    ("ConsumerGroupHeartbeat (join)", "assignment"): _ASYNC,
}
#: (step, field path) -> why the two brokers' answers differ there; a path also covers the
#: fields below it.
FRAME_DIFFERENCES: dict[tuple[str, str], str] = {
    ("CreateTopics", "topics[0].configs"): (
        "a created topic's configs: the project's broker lists the few settings its topics have, "
        "read-only; Kafka 4.4 lists each of its topic configs, most of them alterable"
    ),
    ("ConsumerGroupHeartbeat (assigned)", "memberEpoch"): _FIRST_EPOCH,
    ("ConsumerGroupHeartbeat (assigned)", "assignment"): _REPEATED_ASSIGNMENT,
    ("ConsumerGroupHeartbeat (assigned)", "assignment.topicPartitions[0].partitions"): (
        _REPEATED_ASSIGNMENT
    ),
    ("ConsumerGroupHeartbeat (assigned)", "assignment.topicPartitions[0].topicId"): (
        _REPEATED_ASSIGNMENT
    ),
}

_ADMIN_API = "not offered by the project's broker: cluster administration"
_SHARE_STATE_API = (
    "not offered by the project's broker, which is its own share coordinator: it keeps the "
    "share-partitions' state in __share_group_state without these requests between brokers "
    "(KIP-932)"
)
_STREAMS_API = "not offered by the project's broker, which has no streams groups (KIP-1071)"
_TXN_V2 = (
    "the project's broker speaks transactions of version 1; Kafka 4.4 adds the versions of "
    "transactions version 2 (KIP-890), where the broker adds partitions itself"
)
_KIP_896 = (
    "Kafka 4 removed the versions below its minimum (KIP-896); the project's broker keeps them"
)
#: API key -> why its version range differs between the brokers' ApiVersions answers.
VERSION_DIFFERENCES: dict[int, str] = {
    0: (
        "Produce: the project's broker speaks v3 to v11; Kafka 4.4 announces v0 to v13 (it "
        "announces v0-v2 though it refuses them, for old clients' sake; v12 is transactions "
        "version 2, v13 names topics by id)"
    ),
    8: f"OffsetCommit: {_KIP_896}",
    9: f"OffsetFetch: {_KIP_896}",
    17: "SaslHandshake: the project's broker has no SASL",
    24: f"AddPartitionsToTxn: {_TXN_V2}",
    25: f"AddOffsetsToTxn: {_TXN_V2}",
    26: f"EndTxn: {_TXN_V2}",
    27: "WriteTxnMarkers: not offered by the project's broker (markers are written by itself)",
    28: f"TxnOffsetCommit: {_TXN_V2}",
    29: f"DescribeAcls: {_ADMIN_API}",
    30: f"CreateAcls: {_ADMIN_API}",
    31: f"DeleteAcls: {_ADMIN_API}",
    33: f"AlterConfigs: {_ADMIN_API}",
    34: f"AlterReplicaLogDirs: {_ADMIN_API}",
    35: f"DescribeLogDirs: {_ADMIN_API}",
    36: "SaslAuthenticate: the project's broker has no SASL",
    38: f"CreateDelegationToken: {_ADMIN_API}",
    39: f"RenewDelegationToken: {_ADMIN_API}",
    40: f"ExpireDelegationToken: {_ADMIN_API}",
    41: f"DescribeDelegationToken: {_ADMIN_API}",
    43: f"ElectLeaders: {_ADMIN_API}",
    44: f"IncrementalAlterConfigs: {_ADMIN_API}",
    45: f"AlterPartitionReassignments: {_ADMIN_API}",
    46: f"ListPartitionReassignments: {_ADMIN_API}",
    48: f"DescribeClientQuotas: {_ADMIN_API}",
    49: f"AlterClientQuotas: {_ADMIN_API}",
    50: f"DescribeUserScramCredentials: {_ADMIN_API}",
    51: f"AlterUserScramCredentials: {_ADMIN_API}",
    55: f"DescribeQuorum: {_ADMIN_API} (the project's broker has no KRaft quorum)",
    57: f"UpdateFeatures: {_ADMIN_API}",
    61: f"DescribeProducers: {_ADMIN_API}",
    64: f"UnregisterBroker: {_ADMIN_API}",
    65: f"DescribeTransactions: {_ADMIN_API}",
    66: f"ListTransactions: {_ADMIN_API}",
    74: f"ListConfigResources: {_ADMIN_API}",
    75: f"DescribeTopicPartitions: {_ADMIN_API}",
    80: f"AddRaftVoter: {_ADMIN_API}",
    81: f"RemoveRaftVoter: {_ADMIN_API}",
    83: f"InitializeShareGroupState: {_SHARE_STATE_API}",
    84: f"ReadShareGroupState: {_SHARE_STATE_API}",
    85: f"WriteShareGroupState: {_SHARE_STATE_API}",
    86: f"DeleteShareGroupState: {_SHARE_STATE_API}",
    87: f"ReadShareGroupStateSummary: {_SHARE_STATE_API}",
    88: f"StreamsGroupHeartbeat: {_STREAMS_API}",
    89: f"StreamsGroupDescribe: {_STREAMS_API}",
    93: f"API key 93 (KIP-1071's streams groups): {_STREAMS_API}",
    94: f"UnregisterController: {_ADMIN_API}",
}


@attrs.define
class Step:
    """One request of the sequence, and whether it is compared (retries are not)."""

    label: str
    compared: bool


def request(api: str, **fields: Any) -> Any:
    return kp.request_class(APIS[api])(**fields)


def nested(api: str, struct: str, **fields: Any) -> Any:
    """A struct of the request's module (a topic, a partition, a member), by its class name."""
    module = importlib.import_module(kp.request_class(APIS[api]).__module__)
    return getattr(module, struct)(**fields)


class Sequence:
    """The requests, sent over one connection in the versions both brokers speak."""

    def __init__(self, connection: BrokerConnection, versions: dict[int, int]) -> None:
        self.connection = connection
        self.versions = versions
        self.steps: list[Step] = [Step("ApiVersions", True)]

    async def send(self, label: str, body: Any, *, retry_on: Set[int] = frozenset()) -> Any:
        """Send ``body``; while its answer carries an error in ``retry_on``, send it again."""
        for _ in range(100):
            answer = await self.connection.request(body, self.versions[body.API_KEY])
            self.steps.append(Step(label, True))
            codes = set(_error_codes(answer.to_json(self.versions[body.API_KEY])))
            if not codes & retry_on:
                return answer
            self.steps[-1].compared = False
            await asyncio.sleep(0.2)
        raise AssertionError(f"{label}: still {codes & retry_on} after 100 tries")

    async def run(self) -> None:
        topic = nested(
            "CreateTopics", "CreatableTopic", name=TOPIC, num_partitions=3, replication_factor=1
        )
        await self.send("CreateTopics", request("CreateTopics", topics=[topic], timeout_ms=10000))
        metadata = await self.send(
            "Metadata",
            request(
                "Metadata",
                topics=[nested("Metadata", "MetadataRequestTopic", name=TOPIC)],
                allow_auto_topic_creation=False,
            ),
            retry_on=RETRY,
        )
        topic_id = metadata.topics[0].topic_id
        await self.send(
            "FindCoordinator",
            request("FindCoordinator", key_type=0, coordinator_keys=[GROUP, CONSUMER_GROUP]),
            retry_on=RETRY,
        )
        await self.classic(topic_id)
        await self.consumer(topic_id)

    async def classic(self, topic_id: Any) -> None:
        subscription = encode_subscription(ConsumerProtocolSubscription(topics=[TOPIC]), 0)
        join = {
            "group_id": GROUP,
            "session_timeout_ms": 10000,
            "rebalance_timeout_ms": 10000,
            "protocol_type": "consumer",
            "protocols": [
                nested("JoinGroup", "JoinGroupRequestProtocol", name="range", metadata=subscription)
            ],
        }
        first = await self.send(
            "JoinGroup (no member id)", request("JoinGroup", member_id="", **join), retry_on=RETRY
        )
        joined = await self.send(
            "JoinGroup", request("JoinGroup", member_id=first.member_id, **join)
        )
        member, generation = joined.member_id, joined.generation_id
        assignment = encode_assignment(
            ConsumerProtocolAssignment(
                assigned_partitions=[TopicPartition(topic=TOPIC, partitions=[0, 1, 2])]
            ),
            0,
        )
        await self.send(
            "SyncGroup",
            request(
                "SyncGroup",
                group_id=GROUP,
                generation_id=generation,
                member_id=member,
                protocol_type="consumer",
                protocol_name="range",
                assignments=[
                    nested(
                        "SyncGroup",
                        "SyncGroupRequestAssignment",
                        member_id=member,
                        assignment=assignment,
                    )
                ],
            ),
        )
        beat = {"group_id": GROUP, "generation_id": generation}
        await self.send("Heartbeat", request("Heartbeat", member_id=member, **beat))
        await self.send(
            "Heartbeat (unknown member)", request("Heartbeat", member_id="nobody", **beat)
        )
        partition = nested(
            "OffsetCommit", "OffsetCommitRequestPartition", partition_index=0, committed_offset=5
        )
        await self.send(
            "OffsetCommit",
            request(
                "OffsetCommit",
                group_id=GROUP,
                generation_id_or_member_epoch=generation,
                member_id=member,
                topics=[
                    nested(
                        "OffsetCommit",
                        "OffsetCommitRequestTopic",
                        name=TOPIC,
                        topic_id=topic_id,
                        partitions=[partition],
                    )
                ],
            ),
        )
        for label, group in (
            ("OffsetFetch", GROUP),
            ("OffsetFetch (unknown group)", UNKNOWN_GROUP),
        ):
            topics = [
                nested(
                    "OffsetFetch",
                    "OffsetFetchRequestTopics",
                    name=TOPIC,
                    topic_id=topic_id,
                    partition_indexes=[0],
                )
            ]
            await self.send(
                label,
                request(
                    "OffsetFetch",
                    groups=[
                        nested(
                            "OffsetFetch", "OffsetFetchRequestGroup", group_id=group, topics=topics
                        )
                    ],
                ),
            )
        await self.send("ListGroups", request("ListGroups"))
        await self.send("DescribeGroups", request("DescribeGroups", groups=[GROUP, UNKNOWN_GROUP]))
        await self.send(
            "LeaveGroup",
            request(
                "LeaveGroup",
                group_id=GROUP,
                members=[nested("LeaveGroup", "MemberIdentity", member_id=member, reason="done")],
            ),
        )

    async def consumer(self, topic_id: Any) -> None:
        member = str(uuid.uuid4())
        beat = {"group_id": CONSUMER_GROUP, "member_id": member}
        joined = await self.send(
            "ConsumerGroupHeartbeat (join)",
            request(
                "ConsumerGroupHeartbeat",
                member_epoch=0,
                rebalance_timeout_ms=10000,
                subscribed_topic_names=[TOPIC],
                topic_partitions=[],
                **beat,
            ),
            retry_on=RETRY,
        )
        # Heartbeats, as a member sends them, until the member has its partitions at its
        # group's epoch; only that last answer is compared.
        epoch = joined.member_epoch
        owned = joined.assignment.topic_partitions if joined.assignment else []
        for _ in range(50):
            answer = await self.send(
                "ConsumerGroupHeartbeat (assigned)",
                request(
                    "ConsumerGroupHeartbeat", member_epoch=epoch, topic_partitions=owned, **beat
                ),
            )
            given = answer.assignment.topic_partitions if answer.assignment else None
            unchanged = given is None or _partitions(given) == _partitions(owned)
            if answer.member_epoch == epoch and owned and unchanged:
                break
            self.steps[-1].compared = False
            epoch, owned = answer.member_epoch, given if given is not None else owned
            await asyncio.sleep(0.1)
        else:
            raise AssertionError("the KIP-848 member never settled on its assignment")
        await self.send(
            "ConsumerGroupHeartbeat (unknown member)",
            request(
                "ConsumerGroupHeartbeat",
                group_id=CONSUMER_GROUP,
                member_id=str(uuid.uuid4()),
                member_epoch=1,
            ),
        )
        await self.send(
            "ConsumerGroupHeartbeat (leave)",
            request("ConsumerGroupHeartbeat", member_epoch=-1, **beat),
        )


def _partitions(topics: list[Any]) -> set[tuple[Any, int]]:
    return {(topic.topic_id, partition) for topic in topics for partition in topic.partitions}


def _error_codes(doc: Any) -> Iterator[int]:
    if isinstance(doc, dict):
        for key, value in doc.items():
            if key == "errorCode":
                yield value
            else:
                yield from _error_codes(value)
    elif isinstance(doc, list):
        for item in doc:
            yield from _error_codes(item)


def normalize(doc: Any) -> Any:
    """Kafka's JSON of an answer with the fields that differ between clusters replaced by whether
    they are set; ListGroups keeps only this test's groups."""
    if isinstance(doc, dict):
        out = {}
        for key, value in doc.items():
            if key in VOLATILE:
                out[key] = "<set>" if value not in (None, "", [], -1) else value
            else:
                out[key] = normalize(value)
        return out
    if isinstance(doc, list):
        items = [normalize(item) for item in doc]
        if items and all(
            isinstance(i, dict) and "groupId" in i and "groupState" in i for i in items
        ):
            items = sorted((i for i in items if i["groupId"].startswith("frames-")), key=str)
        return items
    return doc


def flatten(doc: Any, path: str = "") -> dict[str, Any]:
    if isinstance(doc, dict):
        out: dict[str, Any] = {}
        for key, value in doc.items():
            out.update(flatten(value, f"{path}.{key}" if path else key))
        return out
    if isinstance(doc, list) and doc and isinstance(doc[0], dict | list):
        out = {}
        for index, value in enumerate(doc):
            out.update(flatten(value, f"{path}[{index}]"))
        if not doc:
            out[path] = []
        return out
    return {path: doc}


@attrs.define
class Capture:
    """What one broker answered: each compared step's normalized answer, and its API versions."""

    answers: dict[str, dict[str, Any]]
    versions: dict[int, range]


async def _negotiate(port: int) -> dict[int, range]:
    connection = await BrokerConnection.connect("127.0.0.1", port, client_id=CLIENT_ID)
    try:
        return dict(connection.broker_versions)
    finally:
        await connection.close()


def capture(upstream: int, versions: dict[int, int]) -> Capture:
    """Run the sequence through a relay in front of ``upstream``; the answers as it saw them."""
    tap = WireTap(free_port(), upstream).start()
    try:

        async def main() -> tuple[list[Step], dict[int, range]]:
            connection = await BrokerConnection.connect("127.0.0.1", tap.port, client_id=CLIENT_ID)
            try:
                sequence = Sequence(connection, versions)
                await sequence.run()
                return sequence.steps, dict(connection.broker_versions)
            finally:
                await connection.close()

        steps, offered = asyncio.run(main())
        # The relay records an exchange on its own thread, possibly after the client has read
        # the response: wait until it holds every request the client sent.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if sum(c.client_id == CLIENT_ID for c in tap.captures()) >= len(steps):
                break
            time.sleep(0.05)
        judged = [j for j in tap.judgements() if j.capture.client_id == CLIENT_ID]
    finally:
        tap.close()
    assert [p for j in judged for p in j.problems] == []
    assert len(judged) == len(steps)
    answers = {}
    for step, judgement in zip(steps, judged, strict=True):
        exchange = judgement.exchange
        assert exchange is not None, step.label
        if step.compared:
            version = judgement.capture.response_version
            flat = flatten(normalize(exchange.response.body.to_json(version)))
            answers[step.label] = {
                path: value
                for path, value in flat.items()
                if not _covered(UNCOMPARED, step.label, path)
            }
    return Capture(answers, offered)


@pytest.fixture(scope="module")
def broker() -> Iterator[BrokerThread]:
    with running_broker() as thread:
        yield thread


def _port(bootstrap: str) -> int:
    return int(bootstrap.rsplit(":", 1)[1])


@pytest.fixture(scope="module")
def captures(broker: BrokerThread, kafka_node_zero: KafkaNode) -> dict[str, Capture]:
    ports = {"kgroup-proto": _port(broker.bootstrap), "Kafka 4.4": _port(kafka_node_zero.bootstrap)}
    offered = {name: asyncio.run(_negotiate(port)) for name, port in ports.items()}
    versions = {}
    for key in APIS.values():
        ours = kp.api_versions()[key]
        tops = [min(ours.stop, offered[name][key].stop) - 1 for name in ports]
        versions[key] = min(tops)
    return {name: capture(port, versions) for name, port in ports.items()}


def _covered(paths: dict[tuple[str, str], str], step: str, path: str) -> bool:
    """``path`` of ``step`` is one of ``paths``' or below one."""
    return any(
        step == listed_step and (path == prefix or path.startswith((f"{prefix}[", f"{prefix}.")))
        for listed_step, prefix in paths
    )


def listed(step: str, path: str) -> bool:
    return _covered(FRAME_DIFFERENCES, step, path)


def test_version_ranges_differ_only_where_listed(captures: dict[str, Capture]) -> None:
    ours, kafka = captures["kgroup-proto"].versions, captures["Kafka 4.4"].versions
    differing = {
        key: (ours.get(key), kafka.get(key))
        for key in sorted(ours.keys() | kafka.keys())
        if ours.get(key) != kafka.get(key)
    }
    assert {k: v for k, v in differing.items() if k not in VERSION_DIFFERENCES} == {}
    assert sorted(VERSION_DIFFERENCES.keys() - differing.keys()) == []
    # Every API the project's broker offers, Kafka 4.4 offers too.
    assert sorted(ours.keys() - kafka.keys()) == []


def test_answers_differ_only_where_listed(captures: dict[str, Capture]) -> None:
    ours, kafka = captures["kgroup-proto"].answers, captures["Kafka 4.4"].answers
    assert list(ours) == list(kafka)
    differing = {}
    used = set()
    for step in ours:
        a, b = ours[step], kafka[step]
        for path in sorted(a.keys() | b.keys()):
            if step == "ApiVersions" and path.startswith(
                ("apiKeys", "supportedFeatures", "finalizedFeatures")
            ):
                continue  # the version ranges: the test above
            if a.get(path, "<absent>") != b.get(path, "<absent>"):
                differing[(step, path)] = (a.get(path, "<absent>"), b.get(path, "<absent>"))
    unlisted = {key: value for key, value in differing.items() if not listed(*key)}
    for listed_step, prefix in FRAME_DIFFERENCES:
        if any(listed(step, path) for step, path in differing if step == listed_step):
            used.add((listed_step, prefix))
    assert unlisted == {}
    assert sorted(FRAME_DIFFERENCES.keys() - used) == []


def test_the_answers_that_must_match() -> None:
    """The normalization keeps what must match: error codes, protocol names, assignments."""
    answer = {
        "errorCode": 25,
        "memberId": "m-1",
        "protocolName": "range",
        "throttleTimeMs": 0,
        "members": [{"memberId": "m-1", "memberMetadata": "AAE="}],
    }
    assert flatten(normalize(answer)) == {
        "errorCode": 25,
        "memberId": "<set>",
        "protocolName": "range",
        "throttleTimeMs": "<set>",
        "members[0].memberId": "<set>",
        "members[0].memberMetadata": "AAE=",
    }


FRAMES_BEGIN = "<!-- frame differences: written by tests/kafka/test_frames_on_kafka.py -->"
FRAMES_END = "<!-- end of frame differences -->"


def render_frame_differences() -> str:
    lines = [f"- {step}, `{path}`: {reason}." for (step, path), reason in FRAME_DIFFERENCES.items()]
    lines += [
        f"- {step}, `{path}`: not compared; {reason}."
        for (step, path), reason in UNCOMPARED.items()
    ]
    lines.append("")
    lines.append("ApiVersions, API by API:")
    lines.append("")
    lines += [f"- {key} {reason}." for key, reason in sorted(VERSION_DIFFERENCES.items())]
    return "\n".join(lines)


def test_frame_differences_are_listed_in_the_docs() -> None:
    text = DOC.read_text(encoding="utf-8")
    before, rest = text.split(FRAMES_BEGIN, 1)
    committed, after = rest.split(FRAMES_END, 1)
    rendered = render_frame_differences()
    if WRITE:
        DOC.write_text(f"{before}{FRAMES_BEGIN}\n{rendered}\n{FRAMES_END}{after}", encoding="utf-8")
        return
    assert committed.strip() == rendered, (
        "docs/coordinator.md's list of frame differences is not FRAME_DIFFERENCES and "
        "VERSION_DIFFERENCES; run with KGROUP_WRITE_CONFORMANCE=1 to rewrite it"
    )
