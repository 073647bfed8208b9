"""What Kafka 4.4 changed in the messages this package ships, judged by Kafka 4.4's own classes.

For each new version, renamed field and new tagged field (docs/regenerating.md, the worked
example), messages drawn by hypothesis encode to bytes that Kafka reads back to the same JSON and
writes again byte for byte, and Kafka's classes make the same bytes from the package's JSON: so
the package's JSON keys are Kafka 4.4's (``generationIdOrMemberEpoch``,
``acceptableRecoveryLagLegacy``), and Kafka's older names are refused.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.runtime import Struct
from tests.apache_kafka import KafkaBuild
from tests.kafka_judge import KafkaJudge

#: (message, version): the versions Kafka 4.4 added, and those with a renamed or new field.
CHANGED = [
    ("ApiVersionsRequest", 5),
    ("ApiVersionsResponse", 5),
    ("DeleteGroupsRequest", 3),
    ("DeleteGroupsResponse", 3),
    ("StreamsGroupDescribeRequest", 1),
    ("StreamsGroupDescribeResponse", 1),
    ("StreamsGroupHeartbeatRequest", 1),
    ("StreamsGroupHeartbeatResponse", 0),
    ("StreamsGroupHeartbeatResponse", 1),
    ("TxnOffsetCommitRequest", 3),
    ("TxnOffsetCommitRequest", 6),
    ("TxnOffsetCommitResponse", 6),
    ("ConsumerGroupTargetAssignmentMetadataValue", 0),
    ("ShareGroupTargetAssignmentMetadataValue", 0),
    ("StreamsGroupTargetAssignmentMetadataValue", 0),
    ("StreamsGroupMetadataValue", 0),
]


@pytest.fixture(scope="module")
def judge(kafka_jars: KafkaBuild) -> Iterator[KafkaJudge]:
    with KafkaJudge(kafka_jars) as running:
        yield running


@pytest.mark.parametrize(("name", "version"), CHANGED, ids=[f"{n}-v{v}" for n, v in CHANGED])
def test_kafka_reads_and_writes_what_the_package_does(
    judge: KafkaJudge, name: str, version: int
) -> None:
    cls = kp.message_class(name)

    @settings(
        max_examples=15,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(strategies.for_class(cls, version, with_unknown_tags=False))
    def check(message: Struct) -> None:
        data = message.encode(version)
        doc = message.to_json(version)
        read = judge.read(name, version, data)
        assert read.error is None, read.error
        assert (read.data, read.json) == (data, doc)
        written = judge.write(name, version, doc)
        assert written.error is None, written.error
        assert written.data == data
        assert cls.from_json(read.json, version) == cls.decode(data, version)

    check()


@given(st.integers(-(2**31), 2**31 - 1))
@settings(max_examples=5, deadline=None, suppress_health_check=list(HealthCheck))
def test_renamed_fields_carry_kafka_4_4s_names(judge: KafkaJudge, value: int) -> None:
    request = kp.message_class("TxnOffsetCommitRequest")(
        transactional_id="t", group_id="g", generation_id_or_member_epoch=value
    )
    doc = request.to_json(5)
    assert doc["generationIdOrMemberEpoch"] == value and "generationId" not in doc
    assert judge.write("TxnOffsetCommitRequest", 5, doc).data == request.encode(5)
    # Kafka 4.4 refuses the old key, and so does the package.
    old = {("generationId" if k == "generationIdOrMemberEpoch" else k): v for k, v in doc.items()}
    assert judge.write("TxnOffsetCommitRequest", 5, old).error is not None
    with pytest.raises(ValueError):
        kp.message_class("TxnOffsetCommitRequest").from_json(old, 5)
    response = kp.message_class("StreamsGroupHeartbeatResponse")(
        acceptable_recovery_lag_legacy=value, acceptable_recovery_lag=2**40
    )
    assert judge.read(
        "StreamsGroupHeartbeatResponse", 0, response.encode(0)
    ).json == response.to_json(0)
    assert response.to_json(0)["acceptableRecoveryLagLegacy"] == value
    assert response.to_json(1)["acceptableRecoveryLag"] == 2**40
