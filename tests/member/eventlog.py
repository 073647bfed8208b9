"""What every member of a mixed group did, and the group protocol's guarantees checked over it.

Each member, kgroup-proto's or librdkafka's, writes a :class:`MemberLog`: every assignment,
revocation and loss with its ``time.time()`` stamp, every offset commit with its outcome, and the
offset each newly assigned partition resumed from. The checks are pure functions of the logs
(and of the committed offsets read at the end); each returns a list of violations, empty when
the guarantee held:

- :func:`sequence_violations`: a member is told only consistent things (it gains partitions it
  does not own, gives up ones it owns; an eager member gives up everything before it gains);
- :func:`overlap_violations`: no partition is owned by two members at the same moment, except
  where the earlier owner lost it (a session that expired, a crash): the coordinator moved the
  partition on without it, and fencing, not timing, keeps such a zombie harmless;
- :func:`incremental_violations`: cooperative and KIP-848 members give up only partitions that
  move to someone else;
- :func:`stable_violations`: once the group has settled, every subscribed partition has exactly
  one owner among the members that are alive;
- :func:`commit_violations`: no commit from a member that was no longer the partition's owner is
  accepted (the coordinator fences it by generation or member epoch), a partition's new owner
  resumes from the last accepted commit, and the group's committed offsets at the end are the
  last accepted commits: none was lost across rebalances.

Ownership runs from the start of the assignment callback to the end of the revocation callback
(a member may still commit from inside its revocation callback: Kafka's clients hand the
partition over only when that callback returns), or to the start of the loss callback.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterable, Mapping

import attrs

from kgroup_proto.group.events import TopicPartition

ASSIGNED, REVOKED, LOST = "assigned", "revoked", "lost"
#: How a member's log ends: it left the group, or it stopped without a word (crash, kill -9).
LEFT, CRASHED = "left", "crashed"
#: Rebalance protocols as the checks see them.
EAGER, COOPERATIVE, CONSUMER = "eager", "cooperative", "consumer"


@attrs.frozen
class Change:
    """One assignment, revocation or loss, as the member's callback saw it."""

    at: float
    kind: str
    partitions: frozenset[TopicPartition]
    #: classic generation or KIP-848 member epoch, when the member reports it
    epoch: int | None = None


@attrs.frozen
class Commit:
    """One offset commit: sent at ``sent``, answered at ``done``.

    Every partition is in exactly one of ``refused`` (the coordinator answered with an error),
    ``unknown`` (no answer: a timeout or a dropped connection, so it may have been applied) or,
    by elimination, accepted.
    """

    sent: float
    done: float
    offsets: Mapping[TopicPartition, int]
    refused: Mapping[TopicPartition, str] = attrs.field(factory=dict)
    unknown: frozenset[TopicPartition] = frozenset()

    def accepted(self) -> dict[TopicPartition, int]:
        return {
            tp: offset
            for tp, offset in self.offsets.items()
            if tp not in self.refused and tp not in self.unknown
        }


@attrs.frozen
class Resume:
    """The offset a member resumed ``partition`` from after the assignment at ``assigned_at``."""

    assigned_at: float
    partition: TopicPartition
    offset: int


@attrs.define
class MemberLog:
    """Everything one member did; appended to from the member's own thread."""

    name: str
    protocol: str
    changes: list[Change] = attrs.field(factory=list)
    commits: list[Commit] = attrs.field(factory=list)
    resumes: list[Resume] = attrs.field(factory=list)
    ended_at: float | None = None
    ended_how: str | None = None
    _lock: threading.Lock = attrs.field(factory=threading.Lock, repr=False)

    def change(
        self,
        kind: str,
        partitions: Iterable[TopicPartition],
        epoch: int | None = None,
        at: float | None = None,
    ) -> Change:
        entry = Change(time.time() if at is None else at, kind, frozenset(partitions), epoch)
        with self._lock:
            self.changes.append(entry)
        return entry

    def commit(self, entry: Commit) -> None:
        with self._lock:
            self.commits.append(entry)

    def resume(self, assigned_at: float, partition: TopicPartition, offset: int) -> None:
        with self._lock:
            self.resumes.append(Resume(assigned_at, partition, offset))

    def end(self, how: str, at: float | None = None) -> None:
        with self._lock:
            if self.ended_at is None:
                self.ended_at = time.time() if at is None else at
                self.ended_how = how

    def owned(self) -> frozenset[TopicPartition]:
        """What the member owns after its last change."""
        with self._lock:
            changes = list(self.changes)
        owned: set[TopicPartition] = set()
        for change in changes:
            if change.kind == ASSIGNED:
                owned |= change.partitions
            else:
                owned -= change.partitions
        return frozenset(owned)

    def last_change_at(self) -> float | None:
        with self._lock:
            return self.changes[-1].at if self.changes else None


@attrs.frozen
class Interval:
    """``member`` owned ``partition`` from ``start`` to ``end`` (inf: until the logs end)."""

    member: str
    partition: TopicPartition
    start: float
    end: float
    #: revoked, lost, left, crashed, or None while still owned
    ended_by: str | None

    def contains(self, at: float) -> bool:
        return self.start <= at < self.end

    def zombie_ending(self) -> bool:
        """Ended without the member handing the partition over."""
        return self.ended_by in (LOST, CRASHED)


# ----------------------------------------------------------------------------- ownership


def intervals(log: MemberLog) -> list[Interval]:
    """The member's ownership of each partition, in time order."""
    open_since: dict[TopicPartition, float] = {}
    out: list[Interval] = []
    for change in log.changes:
        if change.kind == ASSIGNED:
            for tp in change.partitions:
                open_since.setdefault(tp, change.at)
        else:
            for tp in change.partitions:
                if tp in open_since:
                    out.append(Interval(log.name, tp, open_since.pop(tp), change.at, change.kind))
    for tp, start in open_since.items():
        if log.ended_at is not None:
            out.append(Interval(log.name, tp, start, log.ended_at, log.ended_how))
        else:
            out.append(Interval(log.name, tp, start, math.inf, None))
    return sorted(out, key=lambda i: (i.partition, i.start))


def owners_at(logs: Iterable[MemberLog], at: float) -> dict[TopicPartition, list[str]]:
    owners: dict[TopicPartition, list[str]] = {}
    for log in logs:
        for interval in intervals(log):
            if interval.contains(at):
                owners.setdefault(interval.partition, []).append(log.name)
    return owners


# ----------------------------------------------------------------------------- checks


def sequence_violations(log: MemberLog) -> list[str]:
    """Each callback is consistent with what the member owned before it."""
    problems: list[str] = []
    owned: set[TopicPartition] = set()
    last = -math.inf
    for change in log.changes:
        where = f"{log.name} at {change.at:.3f}"
        if change.at < last:
            problems.append(f"{where}: {change.kind} stamped before the change logged before it")
        last = change.at
        if log.ended_at is not None and change.at > log.ended_at:
            problems.append(f"{where}: {change.kind} after the member {log.ended_how}")
        if change.kind == ASSIGNED:
            again = owned & change.partitions
            if again:
                problems.append(f"{where}: assigned {sorted(again)} it already owns")
            if log.protocol == EAGER and owned:
                problems.append(
                    f"{where}: eager member assigned {sorted(change.partitions)} while still "
                    f"owning {sorted(owned)}"
                )
            owned |= change.partitions
        elif change.kind in (REVOKED, LOST):
            missing = change.partitions - owned
            if missing:
                problems.append(f"{where}: {change.kind} {sorted(missing)} it does not own")
            owned -= change.partitions
        else:
            problems.append(f"{where}: unknown change {change.kind!r}")
    return problems


def overlap_violations(logs: Iterable[MemberLog]) -> list[str]:
    """No partition owned by two members at once, unless the earlier owner lost it."""
    by_partition: dict[TopicPartition, list[Interval]] = {}
    for log in logs:
        for interval in intervals(log):
            by_partition.setdefault(interval.partition, []).append(interval)
    problems: list[str] = []
    for tp, spans in sorted(by_partition.items()):
        spans.sort(key=lambda i: i.start)
        for i, first in enumerate(spans):
            for second in spans[i + 1 :]:
                if second.start >= first.end:
                    continue
                if first.member == second.member:
                    problems.append(f"{tp}: {first.member} owns it twice from {second.start:.3f}")
                elif not first.zombie_ending():
                    problems.append(
                        f"{tp}: owned by {first.member} ({first.start:.3f} to {first.end:.3f}, "
                        f"{first.ended_by or 'still owned'}) and by {second.member} from "
                        f"{second.start:.3f}"
                    )
    return problems


def stable_violations(
    logs: Iterable[MemberLog], at: float, alive: Iterable[str], partitions: Iterable[TopicPartition]
) -> list[str]:
    """At ``at`` every partition of ``partitions`` is owned by exactly one member of ``alive``,
    and nobody owns anything else."""
    live = set(alive)
    wanted = set(partitions)
    owners = owners_at(logs, at)
    problems: list[str] = []
    for tp in sorted(wanted | owners.keys()):
        who = sorted(owners.get(tp, []))
        if tp not in wanted:
            problems.append(f"at {at:.3f}: {tp} is not subscribed but owned by {who}")
        elif len(who) != 1:
            problems.append(f"at {at:.3f}: {tp} owned by {who or 'nobody'}, not exactly one")
        elif who[0] not in live:
            problems.append(f"at {at:.3f}: {tp} owned by {who[0]}, which is not a live member")
    return problems


def commit_violations(
    logs: Iterable[MemberLog], committed: Mapping[TopicPartition, int | None]
) -> list[str]:
    """Fenced commits refused, resumes from the last accepted commit, none lost at the end.

    ``committed`` is what OffsetFetch returns at the end (None: nothing committed) for every
    partition the check should cover.
    """
    logs = list(logs)
    spans: dict[TopicPartition, list[Interval]] = {}
    for log in logs:
        for interval in intervals(log):
            spans.setdefault(interval.partition, []).append(interval)
    problems: list[str] = []
    # (sent, done, member, offset, certain) per partition, for every commit that may count
    history: dict[TopicPartition, list[tuple[float, float, str, int, bool]]] = {}
    for log in logs:
        for entry in log.commits:
            for tp, offset in entry.offsets.items():
                if tp in entry.refused:
                    continue
                certain = tp not in entry.unknown
                history.setdefault(tp, []).append(
                    (entry.sent, entry.done, log.name, offset, certain)
                )
                if not certain:
                    continue
                current = [i for i in spans.get(tp, []) if i.contains(entry.sent)]
                latest = max(current, key=lambda i: i.start, default=None)
                if latest is None or latest.member != log.name:
                    owner = "nobody" if latest is None else latest.member
                    problems.append(
                        f"{log.name}'s commit of {tp} at {offset} (sent {entry.sent:.3f}) was "
                        f"accepted while {owner} owned it"
                    )
    for commits in history.values():
        commits.sort()
    for log in logs:
        for resume in log.resumes:
            allowed = _possible_values(history.get(resume.partition, []), resume.assigned_at)
            if resume.offset not in allowed:
                problems.append(
                    f"{log.name} resumed {resume.partition} at {resume.offset} after its "
                    f"assignment at {resume.assigned_at:.3f}, but the committed offset could "
                    f"only be {sorted(allowed)}"
                )
    for tp, offset in sorted(committed.items()):
        allowed = _possible_values(history.get(tp, []), math.inf)
        value = 0 if offset is None else offset
        if value not in allowed:
            problems.append(
                f"{tp}: committed offset at the end is {offset}, but the accepted commits leave "
                f"only {sorted(allowed)} possible"
            )
    return problems


def _possible_values(commits: list[tuple[float, float, str, int, bool]], at: float) -> set[int]:
    """What a partition's committed offset may be at ``at``: the last accepted commit answered
    by then (0, the log start, with none), or a commit whose effect is not known by then."""
    settled = [c for c in commits if c[4] and c[1] <= at]
    base = max(settled, key=lambda c: c[0])[3] if settled else 0
    # Commits sent after the last settled one (or never answered) may have landed by now.
    newest = max((c[0] for c in settled), default=-math.inf)
    pending = {c[3] for c in commits if c[0] < at and (c[0] > newest or not c[4] or c[1] > at)}
    return {base} | pending


def incremental_violations(logs: list[MemberLog]) -> list[str]:
    """Cooperative and KIP-848 members give up only what moves: a partition revoked from a
    member is never handed straight back to it (assigned again before anybody else owned it)."""
    problems: list[str] = []
    for log in logs:
        if log.protocol not in (COOPERATIVE, CONSUMER):
            continue
        others = [other for other in logs if other is not log]
        revoked_at: dict[TopicPartition, float] = {}
        for change in log.changes:
            if change.kind == REVOKED:
                for tp in change.partitions:
                    revoked_at[tp] = change.at
            elif change.kind == ASSIGNED:
                for tp in change.partitions & revoked_at.keys():
                    since = revoked_at.pop(tp)
                    if not any(
                        c.kind == ASSIGNED and tp in c.partitions and since <= c.at <= change.at
                        for other in others
                        for c in other.changes
                    ):
                        problems.append(
                            f"{log.name}: {tp} revoked at {since:.3f} and given back at "
                            f"{change.at:.3f} with nobody owning it between"
                        )
            else:
                for tp in change.partitions:
                    revoked_at.pop(tp, None)
    return problems


def all_violations(
    logs: Iterable[MemberLog],
    committed: Mapping[TopicPartition, int | None] | None = None,
) -> list[str]:
    """Every check that needs no stable points: sequences, overlaps, incremental hand-overs
    and commits."""
    logs = list(logs)
    problems = [p for log in logs for p in sequence_violations(log)]
    problems += overlap_violations(logs)
    problems += incremental_violations(logs)
    if committed is not None:
        problems += commit_violations(logs, committed)
    return problems


def describe(logs: Iterable[MemberLog]) -> str:
    """The logs as text, for failure messages."""
    lines = []
    for log in logs:
        lines.append(f"{log.name} ({log.protocol}), ended {log.ended_how} at {log.ended_at}")
        for change in log.changes:
            parts = ", ".join(f"{t}-{p}" for t, p in sorted(change.partitions))
            lines.append(f"  {change.at:.3f} {change.kind} [{parts}] epoch {change.epoch}")
        if len(log.commits) > 4:
            lines.append(f"  ... {len(log.commits) - 4} earlier commits")
        for entry in log.commits[-4:]:
            lines.append(
                f"  commit sent {entry.sent:.3f} done {entry.done:.3f} "
                f"{sorted(entry.offsets.items())} refused {dict(entry.refused)} "
                f"unknown {sorted(entry.unknown)}"
            )
    return "\n".join(lines)
