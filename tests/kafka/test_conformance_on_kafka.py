"""The client conformance suites against the project's broker and Kafka 4.4, call by call.

Each suite of the ``coordinator`` env (tests/test_conformance_*.py: confluent-kafka,
kafka-python, aiokafka, kcat) runs here twice, with the same calls and judges: once against the
project's broker (a BrokerThread, as the ``coordinator`` env starts it) and once against the
session's Kafka 4.4 node. Kafka's Java clients (KafkaProducer, KafkaConsumer with each
``group.protocol``, Admin, KafkaShareConsumer) run every public call against both brokers too,
in one JVM per broker (apache-kafka/src/main/java/kgroup/kafka/JavaConformance.java).

docs/coordinator.md's table holds both columns; each run checks the column of each broker (and
rewrites it with ``KGROUP_WRITE_CONFORMANCE=1``). Every call whose outcome differs between the two
brokers must be named in :data:`DIFFERENCES` with its reason, and no call may be named there
that does not differ; the list below the table is rendered from it.
"""

from __future__ import annotations

import importlib
import json
import subprocess
from collections.abc import Iterator

import pytest

from tests.apache_kafka import KafkaBuild, KafkaNode
from tests.conformance import (
    CLIENTS,
    DOC,
    KAFKA,
    NOT_RUN,
    PROJECT,
    WRITE,
    Row,
    check_table,
)
from tests.conformance_runner import run_calls, run_calls_in_child
from tests.coordinator_harness import BrokerThread, running_broker

#: The client suites of the coordinator env, by the table's client name: module and builder.
PYTHON_SUITES: dict[str, tuple[str, str]] = {
    "confluent-kafka Producer": ("tests.test_conformance_confluent", "producer_calls"),
    "confluent-kafka Consumer": ("tests.test_conformance_confluent", "consumer_calls"),
    "confluent-kafka AdminClient": ("tests.test_conformance_confluent", "admin_calls"),
    "kafka-python KafkaProducer": ("tests.test_conformance_kafka_python", "producer_calls"),
    "kafka-python KafkaConsumer": ("tests.test_conformance_kafka_python", "consumer_calls"),
    "kafka-python KafkaAdminClient": ("tests.test_conformance_kafka_python", "admin_calls"),
    "aiokafka AIOKafkaProducer": ("tests.test_conformance_aiokafka", "producer_calls"),
    "aiokafka AIOKafkaConsumer": ("tests.test_conformance_aiokafka", "consumer_calls"),
    "aiokafka AIOKafkaAdminClient": ("tests.test_conformance_aiokafka", "admin_calls"),
    "kcat": ("tests.test_conformance_kcat", "calls"),
}
#: The Java program's client names, as the table lists them.
JAVA_CLIENTS = {
    "producer": "Java KafkaProducer",
    "consumer-classic": "Java KafkaConsumer (classic)",
    "consumer-consumer": "Java KafkaConsumer (consumer)",
    "admin": "Java Admin",
    "share": "Java KafkaShareConsumer",
}


def lacks(api: str, kafka_answer: str = "", kind: str = "a cluster administration API") -> str:
    """The reason of a call the project's broker does not offer the API of."""
    reason = f"the project's broker does not offer {api} ({kind})"
    if kafka_answer:
        return f"{reason}; Kafka 4.4 has it and answers {kafka_answer}"
    return reason


_NO_AUTHORIZER = "SECURITY_DISABLED, since the node runs without an authorizer"
_NO_USER = "RESOURCE_NOT_FOUND for the deletion of a credential no user has"
_NO_SASL = "DELEGATION_TOKEN_REQUEST_NOT_ALLOWED, as tokens need an authenticated (SASL) listener"
_SHARE = "Java KafkaShareConsumer"
_ADMIN = "Java Admin"
_CONFLUENT_ADMIN = "confluent-kafka AdminClient"
_KAFKA_PYTHON_ADMIN = "kafka-python KafkaAdminClient"
#: Every (client, call) whose outcome differs between the two brokers, with the reason.
DIFFERENCES: dict[tuple[str, str], str] = {
    (_CONFLUENT_ADMIN, "alter_configs"): lacks("AlterConfigs"),
    (_CONFLUENT_ADMIN, "incremental_alter_configs"): lacks("IncrementalAlterConfigs"),
    (_CONFLUENT_ADMIN, "create_acls"): lacks("CreateAcls", _NO_AUTHORIZER),
    (_CONFLUENT_ADMIN, "describe_acls"): lacks("DescribeAcls"),
    (_CONFLUENT_ADMIN, "delete_acls"): lacks("DeleteAcls", _NO_AUTHORIZER),
    (_CONFLUENT_ADMIN, "describe_user_scram_credentials"): lacks("DescribeUserScramCredentials"),
    (_CONFLUENT_ADMIN, "alter_user_scram_credentials"): lacks(
        "AlterUserScramCredentials", _NO_USER
    ),
    (_CONFLUENT_ADMIN, "elect_leaders"): lacks("ElectLeaders"),
    (_KAFKA_PYTHON_ADMIN, "api_versions"): (
        "kafka-python 3.0.12 fails on Kafka 4.4's ApiVersions answer: it announces API key 93 "
        "(StreamsGroupTopologyDescriptionUpdate), which the client has no name for; "
        "the project's broker announces only keys the client knows"
    ),
    (_KAFKA_PYTHON_ADMIN, "describe_topic_partitions"): lacks("DescribeTopicPartitions"),
    (_KAFKA_PYTHON_ADMIN, "update_features"): lacks("UpdateFeatures"),
    (_KAFKA_PYTHON_ADMIN, "describe_metadata_quorum"): lacks("DescribeQuorum"),
    (_KAFKA_PYTHON_ADMIN, "list_config_resources"): lacks("ListConfigResources"),
    (_KAFKA_PYTHON_ADMIN, "alter_configs"): lacks("AlterConfigs"),
    (_KAFKA_PYTHON_ADMIN, "reset_configs"): lacks("IncrementalAlterConfigs"),
    (_KAFKA_PYTHON_ADMIN, "create_acls"): lacks("CreateAcls"),
    (_KAFKA_PYTHON_ADMIN, "describe_acls"): lacks("DescribeAcls", _NO_AUTHORIZER),
    (_KAFKA_PYTHON_ADMIN, "delete_acls"): lacks("DeleteAcls"),
    (_KAFKA_PYTHON_ADMIN, "describe_user_scram_credentials"): lacks("DescribeUserScramCredentials"),
    (_KAFKA_PYTHON_ADMIN, "alter_user_scram_credentials"): lacks("AlterUserScramCredentials"),
    (_KAFKA_PYTHON_ADMIN, "describe_log_dirs"): lacks("DescribeLogDirs"),
    (_KAFKA_PYTHON_ADMIN, "alter_replica_log_dirs"): lacks("AlterReplicaLogDirs"),
    (_KAFKA_PYTHON_ADMIN, "list_partition_reassignments"): lacks("ListPartitionReassignments"),
    (_KAFKA_PYTHON_ADMIN, "alter_partition_reassignments"): lacks("AlterPartitionReassignments"),
    (_KAFKA_PYTHON_ADMIN, "elect_leaders"): lacks("ElectLeaders"),
    (_KAFKA_PYTHON_ADMIN, "describe_producers"): lacks("DescribeProducers"),
    (_KAFKA_PYTHON_ADMIN, "list_transactions"): lacks("ListTransactions"),
    (_KAFKA_PYTHON_ADMIN, "describe_transactions"): lacks("DescribeTransactions"),
    (_KAFKA_PYTHON_ADMIN, "find_hanging_transactions"): lacks("ListTransactions"),
    (_KAFKA_PYTHON_ADMIN, "abort_transaction"): lacks("WriteTxnMarkers"),
    ("aiokafka AIOKafkaAdminClient", "alter_configs"): lacks("AlterConfigs"),
    (_ADMIN, "describeMetadataQuorum"): lacks("DescribeQuorum"),
    (_ADMIN, "updateFeatures"): lacks("UpdateFeatures"),
    (_ADMIN, "incrementalAlterConfigs"): lacks("IncrementalAlterConfigs"),
    (_ADMIN, "listConfigResources"): lacks("ListConfigResources"),
    (_ADMIN, "listClientMetricsResources"): lacks("ListConfigResources"),
    (_ADMIN, "describeStreamsGroups"): lacks(
        "StreamsGroupDescribe",
        "GROUP_ID_NOT_FOUND, as no streams group of that name exists",
        kind="it has no streams groups",
    ),
    (_ADMIN, "deleteStreamsGroups"): (
        "the group holds only committed offsets (alterStreamsGroupOffsets) and its last one was "
        "deleted: the project's broker removes such a group with its last offset, so DeleteGroups "
        "finds none (GROUP_ID_NOT_FOUND); Kafka 4.4 keeps the empty group until its periodic "
        "cleanup (offsets.retention.check.interval.ms) and deletes it"
    ),
    (_ADMIN, "describeProducers"): lacks("DescribeProducers"),
    (_ADMIN, "listTransactions"): lacks("ListTransactions"),
    (_ADMIN, "describeTransactions"): lacks("DescribeTransactions"),
    (_ADMIN, "abortTransaction"): lacks("WriteTxnMarkers"),
    (_ADMIN, "createAcls"): lacks("CreateAcls", _NO_AUTHORIZER),
    (_ADMIN, "describeAcls"): lacks("DescribeAcls", _NO_AUTHORIZER),
    (_ADMIN, "deleteAcls"): lacks("DeleteAcls", _NO_AUTHORIZER),
    (_ADMIN, "describeUserScramCredentials"): lacks("DescribeUserScramCredentials"),
    (_ADMIN, "alterUserScramCredentials"): lacks("AlterUserScramCredentials", _NO_USER),
    (_ADMIN, "createDelegationToken"): lacks("CreateDelegationToken", _NO_SASL),
    (_ADMIN, "describeDelegationToken"): lacks("DescribeDelegationToken", _NO_SASL),
    (_ADMIN, "renewDelegationToken"): lacks("RenewDelegationToken", _NO_SASL),
    (_ADMIN, "expireDelegationToken"): lacks("ExpireDelegationToken", _NO_SASL),
    (_ADMIN, "alterClientQuotas"): lacks("AlterClientQuotas"),
    (_ADMIN, "describeClientQuotas"): lacks("DescribeClientQuotas"),
    (_ADMIN, "describeLogDirs"): lacks("DescribeLogDirs"),
    (_ADMIN, "describeReplicaLogDirs"): lacks("DescribeLogDirs"),
    (_ADMIN, "alterReplicaLogDirs"): lacks(
        "AlterReplicaLogDirs", "LOG_DIR_NOT_FOUND for a directory the node does not have"
    ),
    (_ADMIN, "listPartitionReassignments"): lacks("ListPartitionReassignments"),
    (_ADMIN, "alterPartitionReassignments"): lacks("AlterPartitionReassignments"),
    (_ADMIN, "electLeaders"): lacks(
        "ElectLeaders", "ELECTION_NOT_NEEDED, as the only replica already leads"
    ),
    (_ADMIN, "unregisterBroker"): lacks(
        "UnregisterBroker", "BROKER_ID_NOT_REGISTERED for node 99, which no cluster has"
    ),
    (_ADMIN, "unregisterController"): lacks(
        "UnregisterController", "CONTROLLER_ID_NOT_REGISTERED for node 99, which no cluster has"
    ),
}

DIFF_BEGIN = "<!-- conformance differences: written by tests/kafka/test_conformance_on_kafka.py -->"
DIFF_END = "<!-- end of conformance differences -->"


def run_suite(client: str, bootstrap: str) -> list[Row]:
    """The suite's calls of ``client`` against ``bootstrap``, as the coordinator env runs them."""
    module_name, builder = PYTHON_SUITES[client]
    module = importlib.import_module(module_name)
    if module_name.endswith("confluent"):
        return run_calls_in_child(client, module_name, builder, "judge", bootstrap)
    if module_name.endswith("aiokafka"):
        loop = module.Loop()
        try:
            return run_calls(client, getattr(module, builder)(loop, bootstrap), module.judge)
        finally:
            loop.close()
    return run_calls(client, getattr(module, builder)(bootstrap), module.judge)


def differing(project: list[Row], kafka: list[Row]) -> dict[tuple[str, str], tuple[str, str]]:
    """The calls whose outcome differs: (client, call) -> (project's, Kafka's)."""
    on_kafka = {(r.client, r.call): r.result for r in kafka}
    found = {}
    for row in project:
        theirs = on_kafka.get((row.client, row.call), NOT_RUN)
        if theirs != row.result:
            found[(row.client, row.call)] = (row.result, theirs)
    for key, theirs in on_kafka.items():
        if key not in {(r.client, r.call) for r in project}:
            found[key] = (NOT_RUN, theirs)
    return found


def check_differences(clients: set[str], project: list[Row], kafka: list[Row]) -> None:
    found = differing(project, kafka)
    listed = {key for key in DIFFERENCES if key[0] in clients}
    unlisted = {key: found[key] for key in found.keys() - listed}
    stale = sorted(listed - found.keys())
    assert unlisted == {}, "outcomes differ between the brokers, not named in DIFFERENCES"
    assert stale == [], "DIFFERENCES names calls whose outcomes no longer differ"


def render_differences() -> str:
    lines = []
    for (client, call), reason in sorted(
        DIFFERENCES.items(), key=lambda item: (_client_order(item[0][0]), item[0][1])
    ):
        lines.append(f"- {client}, `{call}`: {reason}.")
    return "\n".join(lines) if lines else "None."


def _client_order(client: str) -> int:
    return CLIENTS.index(client)


@pytest.fixture(scope="module")
def broker() -> Iterator[BrokerThread]:
    with running_broker() as thread:
        yield thread


@pytest.mark.parametrize("client", list(PYTHON_SUITES))
def test_suite_on_both_brokers(
    broker: BrokerThread, kafka_node_zero: KafkaNode, client: str
) -> None:
    kafka = kafka_node_zero
    project = run_suite(client, broker.bootstrap)
    on_kafka = run_suite(client, kafka.bootstrap)
    assert [r.call for r in project] == [r.call for r in on_kafka]
    check_table({client}, project, PROJECT)
    check_table({client}, on_kafka, KAFKA)
    check_differences({client}, project, on_kafka)


def java_rows(build: KafkaBuild, bootstraps: dict[str, str]) -> dict[str, list[Row]]:
    """JavaConformance's lines against each broker (name -> bootstrap), as the table's rows.

    The two JVMs run at once, each against its own broker."""
    runs = {
        name: subprocess.Popen(
            build.java("kgroup.kafka.JavaConformance", bootstrap, f"jconf-{index}"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for index, (name, bootstrap) in enumerate(bootstraps.items())
    }
    rows: dict[str, list[Row]] = {}
    for name, process in runs.items():
        out, err = process.communicate(timeout=600)
        assert process.returncode == 0, err[-3000:]
        rows[name] = [
            Row(JAVA_CLIENTS[item["client"]], item["call"], item["result"])
            for item in map(json.loads, (line for line in out.splitlines() if line[:1] == "{"))
        ]
    return rows


def test_java_clients_on_both_brokers(
    broker: BrokerThread, kafka_node_zero: KafkaNode, kafka_jars: KafkaBuild
) -> None:
    kafka = kafka_node_zero
    runs = java_rows(kafka_jars, {PROJECT: broker.bootstrap, KAFKA: kafka.bootstrap})
    project, on_kafka = runs[PROJECT], runs[KAFKA]
    clients = set(JAVA_CLIENTS.values())
    assert {r.client for r in on_kafka} == clients
    assert [(r.client, r.call) for r in project] == [(r.client, r.call) for r in on_kafka]
    # The program names every public method of each client interface: a method it does not
    # call is reported, not silently left out.
    assert [r for r in on_kafka if r.result == "not covered"] == []
    # No call hangs on either broker.
    assert [r for r in project + on_kafka if r.result.startswith("hang")] == []
    for client in sorted(clients):
        check_table({client}, [r for r in project if r.client == client], PROJECT)
        check_table({client}, [r for r in on_kafka if r.client == client], KAFKA)
    check_differences(clients, project, on_kafka)


def test_differences_are_listed_in_the_docs() -> None:
    """The list below the table is :data:`DIFFERENCES`, rendered."""
    text = DOC.read_text(encoding="utf-8")
    before, rest = text.split(DIFF_BEGIN, 1)
    committed, after = rest.split(DIFF_END, 1)
    rendered = render_differences()
    if WRITE:
        DOC.write_text(f"{before}{DIFF_BEGIN}\n{rendered}\n{DIFF_END}{after}", encoding="utf-8")
        return
    assert committed.strip() == rendered, (
        "docs/coordinator.md's list of differences is not DIFFERENCES; run with "
        "KGROUP_WRITE_CONFORMANCE=1 to rewrite it"
    )
