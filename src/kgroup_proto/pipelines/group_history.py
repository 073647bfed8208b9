"""What each group was, from its coordinator's records or from its descriptions over time: kind,
state, members and their assignment (the latest), membership changes, deletion.

Plain Python: rows in (as the ``offsets`` tables hold them, or :class:`GroupDescription`
answers), :class:`GroupHistory` out. :mod:`offsets_output` reads the rows of an ``offsets``
output.

From ``__consumer_offsets``
    * A classic group's ``GroupMetadata`` record is written when a rebalance completes and when
      the group empties; it holds the generation and every member with its assignment. A
      record whose generation or member set differs from the one before is a change. Its state
      is ``Stable`` with members and ``Empty`` without; a tombstone means the group was deleted
      (``Dead``).
    * A KIP-848 consumer or share group writes one record per fact: the group epoch
      (``*GroupMetadata``), each member's metadata (``*MemberMetadata``, a tombstone when it
      leaves), the target assignment's epoch (``*TargetAssignmentMetadata``), each member's
      current assignment and epoch (``*CurrentMemberAssignment``) and the subscribed topics'
      ids and names (``*PartitionMetadata``). A change is dated by the target assignment's
      record that follows members joining or leaving (Kafka writes the members first, the
      coordinator's new target after them). A consumer group's state is Kafka's: ``Empty``
      without members, ``Assigning`` while the target assignment's epoch is behind the group
      epoch, ``Reconciling`` while a member is not yet at that epoch or still has partitions to
      revoke or to receive (its state code is not 0, stable), else ``Stable``. A share group is
      ``Empty`` or ``Stable``. A tombstone of ``*GroupMetadata`` means the group was deleted.
    * A Kafka Streams group (KIP-1071) writes the same kinds of records as a KIP-848 group,
      with tasks where a consumer group has partitions: a member's tasks are listed as
      ``active <subtopology>`` (and ``standby``, ``warmup``) with their partition numbers. Its
      topology record says which topics each subtopology reads and writes.
    * A KIP-848 member may subscribe with a regular expression: the coordinator records each
      pattern its members use with the topics it last matched (a tombstone once none does).
    * A static member (KIP-345) that restarts comes back with a new member id and the same
      instance id, without a new generation: the change names it.

Reasons (KIP-800)
    A member sends the reason it joins or leaves in JoinGroup and LeaveGroup; coordinators log
    it, but no ``__consumer_offsets`` record and no describe answer carries it. A change has a
    ``reason`` only where its source gave one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.consumer_offsets import TABLES as RECORD_TABLES
from kgroup_proto.pipelines.lag import KnownGroup

if TYPE_CHECKING:
    from kgroup_proto.protocol.models import GroupDescription

CLASSIC, CONSUMER, SHARE, STREAMS = "classic", "consumer", "share", "streams"
EMPTY, STABLE, ASSIGNING, RECONCILING, DEAD = "Empty", "Stable", "Assigning", "Reconciling", "Dead"
#: The member state code of a member with nothing left to reconcile.
MEMBER_STABLE = 0
#: Changes kept per group; the oldest go first.
MAX_CHANGES = 200


@attrs.frozen
class Member:
    """A member as last recorded. ``assignment`` is None where it is not known (a protocol
    other than the consumer protocol, or no assignment record yet)."""

    member_id: str
    client_id: str | None = None
    host: str | None = None
    instance_id: str | None = None
    assignment: dict[str, list[int]] | None = None


@attrs.frozen
class Change:
    """The group's members changed (a rebalance) at ``time``: the generation or epoch after
    it (None where the source has none), how many members it left, who joined and who left."""

    time: int
    epoch: int | None
    members: int
    joined: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    #: Static members that came back under a new member id: "instance: old -> new".
    replaced: tuple[str, ...] = ()
    reason: str | None = None
    deleted: bool = False


@attrs.define
class GroupHistory:
    """A group's latest state and members, and its changes in time order."""

    group: str
    kind: str
    state: str = EMPTY
    protocol: str | None = None
    members: list[Member] = attrs.Factory(list)
    changes: list[Change] = attrs.Factory(list)
    #: (time, generation or group epoch) at each record that states one.
    epochs: list[tuple[int, int]] = attrs.Factory(list)
    deleted_at: int | None = None
    updated_at: int | None = None
    #: A consumer group's subscription patterns: pattern -> the topics it last matched.
    patterns: dict[str, list[str]] = attrs.Factory(dict)
    #: A streams group's topology, one line per subtopology.
    topology: list[str] = attrs.Factory(list)

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, document: Mapping[str, Any]) -> GroupHistory:
        fields = dict(document)
        fields["members"] = [Member(**m) for m in fields.get("members", [])]
        changes = []
        for change in fields.get("changes", []):
            values: dict[str, Any] = {
                k: tuple(v) if isinstance(v, list) else v for k, v in change.items()
            }
            changes.append(Change(**values))
        fields["changes"] = changes
        fields["epochs"] = [(t, e) for t, e in fields.get("epochs", [])]
        return cls(**fields)

    def _change(self, change: Change) -> None:
        self.changes.append(change)
        del self.changes[:-MAX_CHANGES]


def _diff(
    before: Mapping[str, Member], after: Mapping[str, Member]
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(joined, left, replaced): a static member's new id replacing its old one is neither."""
    joined = [m for m in after if m not in before]
    left = [m for m in before if m not in after]
    replaced = []
    for old in list(left):
        instance = before[old].instance_id
        if instance is None:
            continue
        new = next((m for m in joined if after[m].instance_id == instance), None)
        if new is not None:
            left.remove(old)
            joined.remove(new)
            replaced.append(f"{instance}: {old} -> {new}")
    return tuple(joined), tuple(left), tuple(replaced)


# ----------------------------------------------------------------------------- records


#: A streams member's task lists, and how each is named in its assignment.
TASK_KINDS = {"active_tasks": "active", "standby_tasks": "standby", "warmup_tasks": "warmup"}


def _tasks(row: Mapping[str, Any]) -> dict[str, list[int]]:
    """A streams member's tasks as {"active <subtopology>": partitions, ...}."""
    out: dict[str, list[int]] = {}
    for column, kind in TASK_KINDS.items():
        for entry in row.get(column) or ():
            name = f"{kind} {entry['subtopology_id']}"
            out.setdefault(name, []).extend(entry.get("partitions") or ())
    return {t: sorted(ps) for t, ps in sorted(out.items())}


def _subtopology(entry: Mapping[str, Any]) -> str:
    """One subtopology in a line: what it reads, and what it writes and keeps."""
    reads = [*(entry.get("source_topics") or ())]
    reads += [f"/{p}/" for p in entry.get("source_topic_regex") or ()]
    reads += [t["name"] for t in entry.get("repartition_source_topics") or ()]
    line = f"{entry['subtopology_id']}: reads {', '.join(reads) or 'nothing'}"
    if entry.get("repartition_sink_topics"):
        line += f"; writes {', '.join(entry['repartition_sink_topics'])}"
    changelogs = [t["name"] for t in entry.get("state_changelog_topics") or ()]
    if changelogs:
        line += f"; state in {', '.join(changelogs)}"
    return line


def _topics(value: Any) -> dict[str, list[int]]:
    """{topic: partitions} from a list of {topic (or topic_id), partitions} structs."""
    out: dict[str, list[int]] = {}
    for entry in value or ():
        name = entry.get("topic", entry.get("topic_id"))
        out.setdefault(name, []).extend(entry.get("partitions") or ())
    return {t: sorted(ps) for t, ps in sorted(out.items())}


class _Classic:
    def __init__(self, history: GroupHistory) -> None:
        self.history = history
        self.generation: int | None = None
        self.members: dict[str, Member] = {}

    def record(self, time: int, rows: list[dict[str, Any]]) -> None:
        """One GroupMetadata record: its rows, one per member (or one with no member)."""
        first = rows[0]
        history = self.history
        history.updated_at = time
        if first["tombstone"]:
            if history.deleted_at is None:
                history._change(
                    Change(time, self.generation, 0, left=tuple(self.members), deleted=True)
                )
            history.deleted_at = time
            history.state, history.members, self.members = DEAD, [], {}
            return
        members = {}
        for row in rows:
            if row.get("member_id") is None:
                continue
            assignment = row.get("assignment")
            members[row["member_id"]] = Member(
                row["member_id"],
                row.get("client_id"),
                row.get("client_host"),
                row.get("group_instance_id"),
                None if assignment is None else _topics(assignment.get("assigned_partitions")),
            )
        generation = first.get("generation")
        if generation != self.generation or members.keys() != self.members.keys():
            joined, left, replaced = _diff(self.members, members)
            history._change(Change(time, generation, len(members), joined, left, replaced))
        if generation is not None:
            history.epochs.append((time, generation))
        self.generation, self.members = generation, members
        history.deleted_at = None
        history.protocol = first.get("protocol")
        history.members = list(members.values())
        history.state = STABLE if members else EMPTY


class _Modern:
    """A KIP-848 consumer group or a share group, one record at a time."""

    def __init__(self, history: GroupHistory) -> None:
        self.history = history
        self.epoch: int | None = None
        self.target_epoch: int | None = None
        self.members: dict[str, Member] = {}
        self.assignments: dict[str, tuple[int, int, dict[str, list[int]]]] = {}
        self.topic_names: dict[str, str] = {}
        self.announced: dict[str, Member] = {}

    def record(self, time: int, kind: str, row: dict[str, Any]) -> None:
        history = self.history
        history.updated_at = time
        tombstone = row["tombstone"]
        if kind == "metadata":
            if tombstone:
                if history.deleted_at is None:
                    history._change(
                        Change(time, self.epoch, 0, left=tuple(self.members), deleted=True)
                    )
                history.deleted_at = time
                self.members, self.assignments, self.announced = {}, {}, {}
            else:
                self.epoch = row["epoch"]
                history.epochs.append((time, row["epoch"]))
                history.deleted_at = None
        elif kind == "member":
            member_id = row["member_id"]
            if tombstone:
                self.members.pop(member_id, None)
                self.assignments.pop(member_id, None)
            else:
                self.members[member_id] = Member(
                    member_id, row.get("client_id"), row.get("client_host"), row.get("instance_id")
                )
        elif kind in ("assignment", "tasks"):
            if tombstone:
                self.assignments.pop(row["member_id"], None)
            else:
                owned = _tasks(row) if kind == "tasks" else _topics(row.get("assigned_partitions"))
                self.assignments[row["member_id"]] = (
                    row["member_epoch"],
                    row.get("state") or MEMBER_STABLE,
                    owned,
                )
        elif kind == "topology":
            subtopologies = [] if tombstone else row.get("subtopologies") or []
            history.topology = [_subtopology(entry) for entry in subtopologies]
        elif kind == "regex":
            if tombstone:
                history.patterns.pop(row["regular_expression"], None)
            else:
                history.patterns[row["regular_expression"]] = sorted(row.get("topics") or ())
        elif kind == "target" and not tombstone:
            self.target_epoch = row["assignment_epoch"]
            self._announce(time)
        elif kind == "partitions" and not tombstone:
            for topic in row.get("topics") or ():
                self.topic_names[topic["topic_id"]] = topic["topic_name"]
        self._settle()

    def _announce(self, time: int) -> None:
        if self.members.keys() != self.announced.keys():
            joined, left, replaced = _diff(self.announced, self.members)
            self.history._change(
                Change(time, self.target_epoch, len(self.members), joined, left, replaced)
            )
        self.announced = dict(self.members)

    def finish(self) -> None:
        """Members that joined or left after the last target assignment: a change pending."""
        if self.history.deleted_at is None and self.members.keys() != self.announced.keys():
            self._announce(self.history.updated_at or 0)

    def _settle(self) -> None:
        history = self.history
        if history.deleted_at is not None:
            history.state, history.members = DEAD, []
            return
        members = []
        for member_id, member in self.members.items():
            assigned = self.assignments.get(member_id)
            assignment = None
            if assigned is not None:
                assignment = {self.topic_names.get(t, t): ps for t, ps in assigned[2].items()}
            members.append(attrs.evolve(member, assignment=assignment))
        history.members = members
        if not members:
            history.state = EMPTY
        elif history.kind == SHARE:
            history.state = STABLE
        elif self.target_epoch is None or (self.epoch or 0) > self.target_epoch:
            history.state = ASSIGNING
        elif any(
            a is None or a[0] != self.target_epoch or a[1] != MEMBER_STABLE
            for a in (self.assignments.get(m) for m in self.members)
        ):
            history.state = RECONCILING
        else:
            history.state = STABLE


#: Table -> (group kind, record kind, group column) for the records a history is built from.
TABLES = {
    RECORD_TABLES["GroupMetadata"]: (CLASSIC, "classic", "group"),
    RECORD_TABLES["ConsumerGroupMetadata"]: (CONSUMER, "metadata", "group_id"),
    RECORD_TABLES["ConsumerGroupMemberMetadata"]: (CONSUMER, "member", "group_id"),
    RECORD_TABLES["ConsumerGroupCurrentMemberAssignment"]: (CONSUMER, "assignment", "group_id"),
    RECORD_TABLES["ConsumerGroupTargetAssignmentMetadata"]: (CONSUMER, "target", "group_id"),
    RECORD_TABLES["ConsumerGroupPartitionMetadata"]: (CONSUMER, "partitions", "group_id"),
    RECORD_TABLES["ShareGroupMetadata"]: (SHARE, "metadata", "group_id"),
    RECORD_TABLES["ShareGroupMemberMetadata"]: (SHARE, "member", "group_id"),
    RECORD_TABLES["ShareGroupCurrentMemberAssignment"]: (SHARE, "assignment", "group_id"),
    RECORD_TABLES["ShareGroupTargetAssignmentMetadata"]: (SHARE, "target", "group_id"),
    RECORD_TABLES["ShareGroupPartitionMetadata"]: (SHARE, "partitions", "group_id"),
    RECORD_TABLES["ConsumerGroupRegularExpression"]: (CONSUMER, "regex", "group_id"),
    RECORD_TABLES["StreamsGroupMetadata"]: (STREAMS, "metadata", "group_id"),
    RECORD_TABLES["StreamsGroupMemberMetadata"]: (STREAMS, "member", "group_id"),
    RECORD_TABLES["StreamsGroupCurrentMemberAssignment"]: (STREAMS, "tasks", "group_id"),
    RECORD_TABLES["StreamsGroupTargetAssignmentMetadata"]: (STREAMS, "target", "group_id"),
    RECORD_TABLES["StreamsGroupTopology"]: (STREAMS, "topology", "group_id"),
}
#: The columns read from each table, besides the group column and the common ones.
COLUMNS = {
    "classic": [
        "generation",
        "protocol",
        "member_id",
        "group_instance_id",
        "client_id",
        "client_host",
        "assignment",
    ],
    "metadata": ["epoch"],
    "member": ["member_id", "client_id", "client_host"],
    "assignment": ["member_id", "member_epoch", "state", "assigned_partitions"],
    "target": ["assignment_epoch"],
    "partitions": ["topics"],
    "tasks": ["member_id", "member_epoch", "state", *TASK_KINDS],
    "topology": ["subtopologies"],
    "regex": ["regular_expression", "topics"],
}
COMMON = ["tombstone", "source_partition", "source_offset", "time"]


def histories(records: Mapping[str, Iterable[Mapping[str, Any]]]) -> dict[str, GroupHistory]:
    """Every group's history from the rows of the tables in :data:`TABLES` (each row with the
    columns in :data:`COLUMNS` plus ``group`` and :data:`COMMON`; ``time`` in milliseconds).

    A group's records all sit in one ``__consumer_offsets`` partition, so their offsets there
    give their order.
    """
    by_group: dict[str, list[tuple[int, int, str, str, dict[str, Any]]]] = {}
    kinds: dict[str, str] = {}
    for table, rows in records.items():
        group_kind, record_kind, _ = TABLES[table]
        for row in rows:
            group = row["group"]
            kinds.setdefault(group, group_kind)
            entry = (row["source_offset"], row.get("member_index") or 0, table, record_kind)
            by_group.setdefault(group, []).append((*entry, dict(row)))
    found = {}
    for group, entries in sorted(by_group.items()):
        entries.sort(key=lambda e: (e[0], e[1]))
        history = GroupHistory(group, kinds[group])
        if history.kind == CLASSIC:
            classic = _Classic(history)
            record: list[dict[str, Any]] = []
            for offset, _, _, _, row in entries:
                if record and record[0]["source_offset"] != offset:
                    classic.record(record[0]["time"], record)
                    record = []
                record.append(row)
            if record:
                classic.record(record[0]["time"], record)
        else:
            modern = _Modern(history)
            for _, _, _, record_kind, row in entries:
                modern.record(row["time"], record_kind, row)
            modern.finish()
        found[group] = history
    return found


class RecordHistories:
    """Histories kept current one ``__consumer_offsets`` record at a time, as the log is read
    live: the same reading as :func:`histories`, each group's builder kept
    between records. Memory stays bounded per group (changes and epochs: the last
    :data:`MAX_CHANGES`)."""

    def __init__(self) -> None:
        self.groups: dict[str, GroupHistory] = {}
        self._builders: dict[str, _Classic | _Modern] = {}

    def add(self, table: str, time: int, rows: list[dict[str, Any]]) -> None:
        """One record of ``table`` (one of :data:`TABLES`): its rows (a classic
        group's record has one per member), each with ``group`` and ``tombstone``."""
        group_kind, record_kind, _ = TABLES[table]
        group = rows[0]["group"]
        builder = self._builders.get(group)
        if builder is None:
            history = self.groups[group] = GroupHistory(group, group_kind)
            builder = _Classic(history) if group_kind == CLASSIC else _Modern(history)
            self._builders[group] = builder
        if isinstance(builder, _Classic):
            if record_kind == "classic":
                builder.record(time, rows)
        elif record_kind != "classic":
            for row in rows:
                builder.record(time, record_kind, row)
        del builder.history.epochs[:-MAX_CHANGES]

    def finish(self) -> None:
        """The read is over: members that joined or left after the last target assignment
        are a change, as :func:`histories` has it."""
        for builder in self._builders.values():
            if isinstance(builder, _Modern):
                builder.finish()


# ----------------------------------------------------------------------------- descriptions


class GroupObserver:
    """Histories from describing groups round after round (DescribeGroups or
    ConsumerGroupDescribe): the state and members as described, and a change whenever the
    member set or the group epoch differs from the previous round's. No I/O."""

    def __init__(self) -> None:
        self.groups: dict[str, GroupHistory] = {}
        self._members: dict[str, dict[str, Member]] = {}
        self._epoch: dict[str, int | None] = {}

    def observe(self, time: int, group: str, description: GroupDescription | None) -> None:
        """``description`` None: the coordinator does not know the group (now)."""
        history = self.groups.get(group)
        if description is None:
            if history is not None and history.deleted_at is None:
                before = self._members.pop(group, {})
                history._change(
                    Change(time, self._epoch.get(group), 0, left=tuple(before), deleted=True)
                )
                history.deleted_at, history.state, history.members = time, DEAD, []
                history.updated_at = time
            return
        if history is None:
            history = self.groups[group] = GroupHistory(group, description.group_type)
        members = {
            m.member_id: Member(
                m.member_id,
                m.client_id,
                m.client_host,
                m.group_instance_id,
                None if m.assignment is None else {t: sorted(p) for t, p in m.assignment.items()},
            )
            for m in description.members
        }
        seen = self._members.get(group)
        epoch = description.group_epoch
        if seen is None or seen.keys() != members.keys() or epoch != self._epoch.get(group):
            joined, left, replaced = _diff(seen or {}, members)
            history._change(Change(time, epoch, len(members), joined, left, replaced))
        if epoch is not None and epoch != self._epoch.get(group):
            history.epochs.append((time, epoch))
            del history.epochs[:-MAX_CHANGES]
        self._members[group], self._epoch[group] = members, epoch
        history.kind = description.group_type
        history.state = description.state
        history.protocol = description.assignor or None
        history.members = list(members.values())
        history.deleted_at = None
        history.updated_at = time


def known_groups(histories: Mapping[str, GroupHistory]) -> list[KnownGroup]:
    """The groups the histories know, for :func:`lag.with_known_groups`."""
    return [
        KnownGroup(name, len(h.members), h.deleted_at, h.updated_at, h.kind)
        for name, h in sorted(histories.items())
    ]
