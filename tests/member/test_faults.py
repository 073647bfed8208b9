"""Mixed groups when the wire or the coordinator fails: members recover, or say clearly why not.

The project's broker sits behind a :class:`~tests.member.faults.FaultProxy` (it advertises the
proxy, so every connection passes through it) that breaks things for one kgroup-proto member at
a time; librdkafka's mock cluster moves its coordinator and drops connections with its own API.
Every wait is bounded, and the guarantees of :mod:`tests.member.eventlog` are checked over every
member's log at the end of each scenario, as in test_mixed.py.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from kgroup_proto.error_codes import ErrorCode
from tests.member.coordinators import MockCluster, ProjectBroker
from tests.member.eventlog import CONSUMER, LOST, REVOKED
from tests.member.faults import FaultProxy
from tests.member.members import SESSION_TIMEOUT_MS
from tests.member.scenario import Group

pytestmark = pytest.mark.member

PARTITIONS = 6
JOIN_GROUP, HEARTBEAT, SYNC_GROUP, OFFSET_COMMIT = 11, 12, 14, 8
CONSUMER_GROUP_HEARTBEAT = 68
SESSION_S = SESSION_TIMEOUT_MS / 1000


@pytest.fixture
def proxied(tmp_path: Path) -> Iterator[tuple[ProjectBroker, FaultProxy]]:
    """A broker of its own, on a data directory, advertising a fault proxy in front of it."""
    broker = ProjectBroker(data_dir=tmp_path / "data")
    proxy = FaultProxy(broker.config.port).start()
    try:
        broker.advertise(proxy.port)
        yield broker, proxy
    finally:
        proxy.close()
        broker.stop()


def membership_api(assignor: str) -> int:
    return CONSUMER_GROUP_HEARTBEAT if assignor == CONSUMER else HEARTBEAT


# ----------------------------------------------------------------------------- dropped connection


@pytest.mark.parametrize("assignor", ["cooperative-sticky", "range", CONSUMER])
def test_coordinator_connection_dropped_in_the_middle_of_a_rebalance(
    proxied: tuple[ProjectBroker, FaultProxy], names: tuple[str, str], assignor: str
) -> None:
    broker, proxy = proxied
    group_id, topic = names
    with Group(broker, group_id, broker.create_topic(topic, PARTITIONS)) as group:
        group.proto("a", assignor)
        group.rdkafka("b", assignor)
        group.settle(what="with two members")
        # a's next request of the rebalance is lost with its connection: its SyncGroup
        # (classic), or its next heartbeat once the third member is on its way in (KIP-848).
        api = CONSUMER_GROUP_HEARTBEAT if assignor == CONSUMER else SYNC_GROUP
        dropped = proxy.drop_at("a", api)
        group.rdkafka("c", assignor)
        group.wait(dropped.is_set, "a's connection to be dropped mid-rebalance")
        group.settle(what="after a's connection was dropped")


@pytest.mark.parametrize("assignor", ["cooperative-sticky"])
def test_mock_coordinator_goes_down_in_the_middle_of_a_rebalance(
    names: tuple[str, str], assignor: str
) -> None:
    mock = MockCluster()
    try:
        group_id, topic = names
        mock.move_coordinator(group_id, 1)
        with Group(mock, group_id, mock.create_topic(topic, PARTITIONS)) as group:
            group.proto("a", assignor)
            group.rdkafka("b", assignor)
            group.settle(what="with two members")
            group.proto("c", assignor)
            time.sleep(0.3)  # c's JoinGroup starts the rebalance
            mock.command("down", broker=1)
            time.sleep(1.0)
            mock.command("up", broker=1)
            group.settle(what="after the coordinator came back")
    finally:
        mock.stop()


# ----------------------------------------------------------------------------- broker restart


@pytest.mark.parametrize("assignor", ["cooperative-sticky", CONSUMER])
def test_broker_restarted_on_the_same_data(
    proxied: tuple[ProjectBroker, FaultProxy], names: tuple[str, str], assignor: str
) -> None:
    broker, _ = proxied
    group_id, topic = names
    with Group(broker, group_id, broker.create_topic(topic, PARTITIONS)) as group:
        a = group.proto("a", assignor)
        b = group.rdkafka("b", assignor)
        group.settle(what="before the restart")
        group.wait(
            lambda: all(any(not c.refused for c in m.log.commits) for m in (a, b)),
            "both members to commit",
        )
        broker.restart()
        restarted = time.time()
        # Every connection broke; committed offsets are on disk. Whether the coordinator still
        # knows the group or the members must join again (losing their partitions on the way),
        # both must be back in a generation, committing, with the guarantees intact.
        for member in (a, b):
            group.wait(
                lambda m=member: any(c.sent > restarted and c.accepted() for c in m.log.commits),
                f"{member.name} to commit again after the restart",
            )
        group.settle(what="after the restart")


# ----------------------------------------------------------------------------- NOT_COORDINATOR


@pytest.mark.parametrize("assignor", ["range", CONSUMER])
def test_mock_coordinator_moves_and_members_follow(names: tuple[str, str], assignor: str) -> None:
    mock = MockCluster()
    try:
        group_id, topic = names
        mock.move_coordinator(group_id, 1)
        with Group(mock, group_id, mock.create_topic(topic, PARTITIONS)) as group:
            a = group.proto("a", assignor)
            group.rdkafka("b", assignor)
            settled = group.settle(what="before the coordinator moves")
            mock.move_coordinator(group_id, 2)  # broker 1 now answers NOT_COORDINATOR
            moved = time.time()
            group.wait(
                lambda: any(c.sent > moved + 1 and c.accepted() for c in a.log.commits),
                "a to commit through the new coordinator",
            )
            group.settle(what="after the coordinator moved")
            # Following the coordinator is no reason to give partitions up.
            for member in group.members:
                assert all(c.kind != LOST for c in member.log.changes if c.at > settled)
    finally:
        mock.stop()


@pytest.mark.parametrize("assignor", ["cooperative-sticky", CONSUMER])
def test_not_coordinator_answers_send_the_member_looking_again(
    proxied: tuple[ProjectBroker, FaultProxy], names: tuple[str, str], assignor: str
) -> None:
    broker, proxy = proxied
    group_id, topic = names
    with Group(broker, group_id, broker.create_topic(topic, PARTITIONS)) as group:
        a = group.proto("a", assignor)
        group.rdkafka("b", assignor)
        settled = group.settle(what="before NOT_COORDINATOR")
        lookups_before = proxy.sent("a", 10)
        answered = proxy.fail("a", membership_api(assignor), ErrorCode.NOT_COORDINATOR, count=2)
        commits = proxy.fail("a", OFFSET_COMMIT, ErrorCode.NOT_COORDINATOR, count=1)
        group.wait(answered.is_set, "two NOT_COORDINATOR answers to a's heartbeats")
        group.wait(commits.is_set, "a NOT_COORDINATOR answer to a's commit")
        group.wait(lambda: proxy.sent("a", 10) > lookups_before, "a to look the coordinator up")
        after = time.time()
        group.wait(
            lambda: any(c.sent > after and c.accepted() for c in a.log.commits),
            "a to commit again",
        )
        group.settle(what="after NOT_COORDINATOR")
        assert all(c.kind != LOST for c in a.log.changes if c.at > settled), a.log.changes


# ----------------------------------------------------------------------------- late answers


@pytest.mark.parametrize("assignor", ["cooperative-sticky", CONSUMER])
def test_answers_delayed_past_the_session_timeout(
    proxied: tuple[ProjectBroker, FaultProxy], names: tuple[str, str], assignor: str
) -> None:
    broker, proxy = proxied
    group_id, topic = names
    with Group(broker, group_id, broker.create_topic(topic, PARTITIONS)) as group:
        a = group.proto("a", assignor)
        b = group.rdkafka("b", assignor)
        group.settle(what="before the delay")
        owned = a.owned()
        assert owned
        held_at = time.time()
        proxy.hold("a", SESSION_S + 4)
        # The coordinator hears nothing from a for longer than its session: b gets everything.
        group.wait(lambda: b.owned() == set(group.partitions), "b to take over a's partitions")
        # A commit from a now is a zombie's: the coordinator (or a itself, once it knows it has
        # lost its generation) must refuse it.
        zombie = a.commit(dict.fromkeys(owned, 1))
        assert set(zombie.refused) == set(owned), zombie
        # When the answers finally arrive, a learns it was removed: its partitions were lost,
        # not revoked (there was nothing left to hand over), and it joins again.
        group.wait(
            lambda: any(c.kind == LOST and c.at > held_at for c in a.log.changes),
            "a to report its partitions lost",
        )
        gone = [c for c in a.log.changes if c.at > held_at and c.kind in (LOST, REVOKED)]
        assert gone[0].kind == LOST and gone[0].partitions == owned, a.log.changes
        group.settle(what="after a came back")
        assert a.owned()
