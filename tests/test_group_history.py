"""Group histories for the report, without I/O: classic rebalances, static members coming
back, deletion and re-creation, KIP-848 states from their records, and what describing a
group round after round shows."""

from __future__ import annotations

from typing import Any

from kgroup_proto.pipelines.group_history import (
    ASSIGNING,
    DEAD,
    EMPTY,
    RECONCILING,
    STABLE,
    Change,
    GroupHistory,
    GroupObserver,
    Member,
    histories,
)
from kgroup_proto.protocol.models import GroupDescription, MemberDescription, Node

TOPIC_ID = "AAAAAAAAAAAAAAAAAAAAAA"


def classic(
    offset: int, time: int, generation: int | None, *members: tuple[str, str | None, list[int]]
) -> list[dict[str, Any]]:
    """The rows of one GroupMetadata record: one per (member id, instance id, partitions of
    topic t), or one with no member; ``generation`` None is a tombstone."""
    common = {
        "group": "g",
        "tombstone": generation is None,
        "source_partition": 0,
        "source_offset": offset,
        "time": time,
        "generation": generation,
        "protocol": None if generation is None else "range",
    }
    if not members:
        return [{**common, "member_index": None, "member_id": None}]
    return [
        {
            **common,
            "member_index": index,
            "member_id": member_id,
            "group_instance_id": instance,
            "client_id": "app",
            "client_host": "/10.0.0.1",
            "assignment": {"assigned_partitions": [{"topic": "t", "partitions": parts}]},
        }
        for index, (member_id, instance, parts) in enumerate(members)
    ]


def test_classic_rebalances_static_members_and_deletion() -> None:
    rows = (
        classic(10, 1_000, 1, ("a", None, [0, 1]), ("b", "host-b", [2]))
        + classic(11, 2_000, 2, ("a", None, [0]), ("b", "host-b", [1]), ("c", None, [2]))
        # b's process restarts: same instance id, new member id, same generation.
        + classic(12, 3_000, 2, ("a", None, [0]), ("b2", "host-b", [1]), ("c", None, [2]))
        + classic(13, 4_000, 3, ("b2", "host-b", [0, 1, 2]))
        + classic(14, 5_000, None)
    )
    (history,) = histories({"group_metadata": rows}).values()
    assert history.changes == [
        Change(1_000, 1, 2, joined=("a", "b")),
        Change(2_000, 2, 3, joined=("c",)),
        Change(3_000, 2, 3, replaced=("host-b: b -> b2",)),
        Change(4_000, 3, 1, left=("a", "c")),
        Change(5_000, 3, 0, left=("b2",), deleted=True),
    ]
    assert history.epochs == [(1_000, 1), (2_000, 2), (3_000, 2), (4_000, 3)]
    assert (history.state, history.deleted_at, history.members) == (DEAD, 5_000, [])


def test_a_classic_group_keeps_its_latest_members_and_empties() -> None:
    rows = classic(3, 1_000, 1, ("a", None, [0, 1])) + classic(1, 500, 1, ("z", None, [9]))
    (history,) = histories({"group_metadata": rows}).values()
    # Records are applied in their log order, not in the order the rows come.
    assert history.members == [Member("a", "app", "/10.0.0.1", None, {"t": [0, 1]})]
    assert history.state == STABLE
    (history,) = histories({"group_metadata": rows + classic(4, 2_000, 2)}).values()
    assert (history.state, history.members) == (EMPTY, [])
    assert history.changes[-1] == Change(2_000, 2, 0, left=("a",))


def test_a_deleted_classic_group_that_comes_back_is_alive_again() -> None:
    rows = classic(1, 1_000, 1, ("a", None, [0])) + classic(2, 2_000, None)
    rows += classic(3, 3_000, 1, ("x", None, [0]))
    (history,) = histories({"group_metadata": rows}).values()
    assert (history.state, history.deleted_at) == (STABLE, None)
    assert history.changes[-1] == Change(3_000, 1, 1, joined=("x",))


def modern(offset: int, time: int, **fields: Any) -> dict[str, Any]:
    return {
        "group": "m",
        "tombstone": False,
        "source_partition": 1,
        "source_offset": offset,
        "time": time,
        **fields,
    }


def test_kip848_states_follow_kafkas_rules() -> None:
    records: dict[str, list[dict[str, Any]]] = {
        "consumer_group_partition_metadata": [
            modern(1, 100, topics=[{"topic_id": TOPIC_ID, "topic_name": "orders"}])
        ],
        "consumer_group_member_metadata": [
            modern(2, 100, member_id="a", client_id="c", client_host="/h", instance_id=None)
        ],
        "consumer_group_metadata": [modern(3, 100, epoch=1)],
    }
    # A member and a group epoch, no target assignment yet: Assigning.
    (history,) = histories(records).values()
    assert (history.kind, history.state) == ("consumer", ASSIGNING)
    records["consumer_group_target_assignment_metadata"] = [modern(4, 200, assignment_epoch=1)]
    partitions = [{"topic_id": TOPIC_ID, "partitions": [1, 0]}]
    assignment = modern(5, 200, member_id="a", member_epoch=0, state=0)
    records["consumer_group_current_member_assignment"] = [
        {**assignment, "assigned_partitions": partitions}
    ]
    # The member is not at the target's epoch yet: Reconciling.
    (history,) = histories(records).values()
    assert history.state == RECONCILING
    assert history.changes == [Change(200, 1, 1, joined=("a",))]
    records["consumer_group_current_member_assignment"].append(
        {**assignment, "source_offset": 6, "member_epoch": 1, "assigned_partitions": partitions}
    )
    (history,) = histories(records).values()
    assert history.state == STABLE
    # Topic ids are named from the partition metadata record.
    assert history.members == [Member("a", "c", "/h", None, {"orders": [0, 1]})]
    # Partitions still to revoke (member state 1, UNREVOKED_PARTITIONS): Reconciling.
    records["consumer_group_current_member_assignment"].append(
        {**assignment, "source_offset": 7, "member_epoch": 1, "state": 1}
    )
    assert next(iter(histories(records).values())).state == RECONCILING
    records["consumer_group_metadata"].append({**modern(8, 900, epoch=1), "tombstone": True})
    (history,) = histories(records).values()
    assert (history.state, history.deleted_at) == (DEAD, 900)
    assert history.changes[-1] == Change(900, 1, 0, left=("a",), deleted=True)


def test_share_groups_are_empty_or_stable() -> None:
    member = modern(2, 100, member_id="s", client_id="c", client_host="/h")
    records = {
        "share_group_metadata": [modern(1, 100, epoch=4)],
        "share_group_member_metadata": [member],
    }
    (history,) = histories(records).values()
    assert (history.kind, history.state, history.epochs) == ("share", STABLE, [(100, 4)])
    records["share_group_member_metadata"].append({**member, "source_offset": 3, "tombstone": True})
    assert next(iter(histories(records).values())).state == EMPTY


def test_a_history_survives_json() -> None:
    (history,) = histories(
        {"group_metadata": classic(1, 1_000, 1, ("a", "i", [0])) + classic(2, 2_000, None)}
    ).values()
    assert GroupHistory.from_json(history.to_json()) == history


def describe(state: str, epoch: int | None, *members: tuple[str, str | None]) -> GroupDescription:
    return GroupDescription(
        group_id="g",
        group_type="consumer" if epoch is not None else "classic",
        state=state,
        protocol_type="consumer",
        assignor="uniform",
        members=[
            MemberDescription(m, "client", "/h", instance, {"t": [index]}, ["t"])
            for index, (m, instance) in enumerate(members)
        ],
        coordinator=Node(1, "127.0.0.1", 9092),
        group_epoch=epoch,
    )


def test_describing_a_group_round_after_round() -> None:
    observer = GroupObserver()
    observer.observe(1_000, "g", describe("Stable", 3, ("a", None), ("b", "host-b")))
    observer.observe(2_000, "g", describe("Stable", 3, ("a", None), ("b", "host-b")))
    observer.observe(3_000, "g", describe("Reconciling", 4, ("a", None), ("b2", "host-b")))
    observer.observe(4_000, "g", None)  # the coordinator no longer knows it: deleted
    observer.observe(5_000, "g", None)
    history = observer.groups["g"]
    assert history.changes == [
        Change(1_000, 3, 2, joined=("a", "b")),
        Change(3_000, 4, 2, replaced=("host-b: b -> b2",)),
        Change(4_000, 4, 0, left=("a", "b2"), deleted=True),
    ]
    assert history.epochs == [(1_000, 3), (3_000, 4)]
    assert (history.state, history.deleted_at) == (DEAD, 4_000)
    observer.observe(6_000, "g", describe("Stable", None, ("z", None)))
    assert (history.state, history.deleted_at, history.kind) == ("Stable", None, "classic")
    assert history.members == [Member("z", "client", "/h", None, {"t": [0]})]
    assert history.changes[-1] == Change(6_000, None, 1, joined=("z",))


def test_a_group_never_found_has_no_history() -> None:
    observer = GroupObserver()
    observer.observe(1_000, "ghost", None)
    assert observer.groups == {}
