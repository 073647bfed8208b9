"""One mixed group in a scenario: its members, the points where it settled, and the final checks.

A scenario adds members, waits for the group to settle after each step (:meth:`Group.settle`,
which checks the stable-point guarantee there and then), and on leaving the ``with`` block stops
every member still running, reads the committed offsets with kgroup-proto's admin client, and
checks every guarantee of :mod:`tests.member.eventlog` over all the members' logs.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from kgroup_proto.group.events import MemberJoined, TopicPartition
from tests.member.coordinators import Coordinator
from tests.member.eventlog import (
    CONSUMER,
    MemberLog,
    all_violations,
    describe,
    owners_at,
    stable_violations,
)
from tests.member.members import CliMember, JavaMember, Member, ProtoMember, RdkafkaMember

#: The longest any step may take to settle: a session timeout, a rebalance, and slack for a
#: loaded machine.
SETTLE_SECONDS = 40.0

AnyMember = Member | CliMember | JavaMember


class Group:
    def __init__(
        self, coordinator: Coordinator, group_id: str, partitions: list[TopicPartition]
    ) -> None:
        self.coordinator = coordinator
        self.group_id = group_id
        self.partitions = list(partitions)
        self.topics = sorted({t for t, _ in partitions})
        self.members: list[AnyMember] = []
        self.logs: list[MemberLog] = []
        #: (time, names of the members alive then) of every point where the group settled
        self.stable_points: list[tuple[float, list[str]]] = []
        coordinator.prepare_group(group_id)

    def __enter__(self) -> Group:
        return self

    def __exit__(self, kind: object, *_: object) -> None:
        try:
            self.stop_all()
        finally:
            if kind is None:
                self.verify()

    # ------------------------------------------------------------------ members

    def _add(self, member: Any) -> Any:
        self.members.append(member)
        self.logs.append(member.log)
        return member

    def _options(self, options: dict[str, Any]) -> dict[str, Any]:
        return {"session_timeout_ms": self.coordinator.session_timeout_ms} | options

    def rdkafka(self, name: str, assignor: str, **options: Any) -> RdkafkaMember:
        options = self._options(options)
        member = RdkafkaMember(
            name, self.coordinator.bootstrap, self.group_id, self.topics, assignor, **options
        )
        return self._add(member.start())

    def proto(self, name: str, assignor: str, **options: Any) -> ProtoMember:
        options = self._options(options)
        member = ProtoMember(
            name, self.coordinator.bootstrap, self.group_id, self.topics, assignor, **options
        )
        leads = self._must_lead(assignor)
        self._add(member)
        member.start()
        if leads:
            self.wait(lambda: bool(member.owned()), f"{name} to lead the group alone")
        return member

    def _must_lead(self, assignor: str) -> bool:
        """Whether a kgroup-proto classic member joining now has to become the group's leader:
        on a coordinator that ends a rebalance at the leader's SyncGroup
        (``sync_waits_for_followers``), the first member joins alone before any other, and a
        kgroup-proto member never follows another kind of leader."""
        if self.coordinator.sync_waits_for_followers or assignor == CONSUMER:
            return False
        if not self.members:
            return True
        assert isinstance(self.members[0], ProtoMember), (
            f"on {self.coordinator.name}, a kgroup-proto follower races the leader's SyncGroup: "
            "let a kgroup-proto member join first"
        )
        return False

    def cli(self, name: str, assignor: str, **options: Any) -> CliMember:
        options = self._options(options)
        [topic] = self.topics
        member = CliMember(
            name, self.coordinator.bootstrap, self.group_id, topic, assignor, **options
        )
        return self._add(member)

    def java(self, name: str, assignor: str, **options: Any) -> JavaMember:
        """Kafka's Java consumer; the coordinator must be Kafka's (it has the JVM's classpath)."""
        node = getattr(self.coordinator, "node", None)
        assert node is not None, "Java members run against Kafka's coordinator"
        member = JavaMember(
            name,
            node.build.java("kgroup.kafka.EventConsumer"),
            self.coordinator.bootstrap,
            self.group_id,
            self.topics,
            assignor,
            **self._options(options),
        )
        return self._add(member)

    def alive(self) -> list[AnyMember]:
        return [m for m in self.members if m.log.ended_at is None]

    def stop_all(self) -> None:
        problems = []
        for member in self.members:
            if member.log.ended_at is None:
                try:
                    member.stop()
                except AssertionError as exc:
                    problems.append(str(exc))
        assert not problems, problems

    # ------------------------------------------------------------------ waiting

    def settle(
        self, *, balanced: bool = True, timeout: float = SETTLE_SECONDS, what: str = ""
    ) -> float:
        """Wait until the live members own every partition between them, each owns some (if
        there are enough to go round), and no assignment changed for the coordinator's
        ``quiet_seconds``;
        then check that each partition has exactly one owner
        (and, if ``balanced``, that no member owns more than one partition more than another).
        Returns the moment checked."""
        deadline = time.monotonic() + timeout
        wanted = set(self.partitions)
        quiet = self.coordinator.quiet_seconds
        while True:
            self._fail_on_errors()
            live = self.alive()
            owned = set().union(*(m.owned() for m in live)) if live else set()
            last = max((t for log in self.logs if (t := log.last_change_at())), default=0.0)
            now = time.time()
            # Every live member takes part once the group has settled (when there are enough
            # partitions to go around): that is what tells a new member's join has finished.
            joined = len(wanted) < len(live) or all(m.owned() for m in live)
            if owned == wanted and joined and now - last >= quiet:
                break
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"the group did not settle {what} within {timeout} s: live members own "
                    f"{sorted(owned)}, want {sorted(wanted)}\n{describe(self.logs)}"
                )
            time.sleep(0.1)
        at = now - quiet / 2
        if os.environ.get("MEMBER_TRACE"):
            print(f"settled {what} in {timeout - (deadline - time.monotonic()):.1f} s")
        names = [m.name for m in live]
        self.stable_points.append((at, names))
        problems = stable_violations(self.logs, at, names, self.partitions)
        if balanced and not problems:
            counts = sorted(
                sum(1 for who in owners_at(self.logs, at).values() if name in who) for name in names
            )
            if counts and counts[-1] - counts[0] > 1:
                problems.append(f"unbalanced at {at:.3f}: partitions per member {counts}")
        assert not problems, f"{what}: {problems}\n{describe(self.logs)}"
        return at

    def wait(
        self, condition: Callable[[], bool], what: str, timeout: float = SETTLE_SECONDS
    ) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            self._fail_on_errors()
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"timed out after {timeout} s waiting for {what}\n{describe(self.logs)}"
                )
            time.sleep(0.1)

    def _fail_on_errors(self) -> None:
        failed = [(m.name, m.error) for m in self.members if getattr(m, "error", None)]
        assert not failed, f"members failed: {failed}\n{describe(self.logs)}"

    # ------------------------------------------------------------------ checks

    def changes_since(self, at: float, member: AnyMember) -> list[Any]:
        return [c for c in member.log.changes if c.at > at]

    def verify(self) -> None:
        """Every guarantee over the whole run, with the committed offsets read at the end."""
        self._fail_on_errors()
        committed = self.coordinator.committed(self.group_id, self.partitions)
        problems = all_violations(self.logs, committed)
        assert not problems, "\n".join(problems) + "\n" + describe(self.logs)


def leader_flags(member: ProtoMember) -> list[bool]:
    """Whether the coordinator named ``member`` the group's leader, at each join."""
    return [n.leader for _, n in member.member.history if isinstance(n, MemberJoined)]
