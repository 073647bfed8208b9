"""``kgroup-proto groups list|describe|offsets|delete``: a live cluster's groups, of every kind.

Tables by default, ``--json`` for scripts. A broker that is down, a group that does not exist
or a broker that lacks an API is reported in one line, never as a traceback; ``delete`` says
per group why it was not deleted, and exits 1 when any was not.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import attrs

from kgroup_proto.cli.arguments import positive_seconds
from kgroup_proto.cli.errors import CliError
from kgroup_proto.cli.text_tables import render_table
from kgroup_proto.client import (
    BrokerError,
    ClientError,
    CommittedOffset,
    GroupAdmin,
    GroupDescription,
    GroupListing,
    UnsupportedApi,
)
from kgroup_proto.protocol.models import MemberDescription, ShareOffset, TopicPartitions

T = TypeVar("T")


def register(commands: Any) -> None:
    groups = commands.add_parser(
        "groups",
        help="list, describe, read the offsets of and delete a cluster's groups",
        description="Talk to a running Kafka-compatible cluster about its groups (classic, "
        "consumer, share and streams).",
    )
    actions = groups.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("list", help="every group with its type, state and protocol")
    listing.add_argument("--state", action="append", default=[], help="only groups in STATE")
    listing.add_argument("--type", action="append", default=[], help="only groups of TYPE")
    listing.set_defaults(handler=run_list)
    describing = actions.add_parser("describe", help="members and their assignments")
    describing.add_argument("groups", nargs="+", metavar="GROUP")
    describing.set_defaults(handler=run_describe)
    offsets = actions.add_parser(
        "offsets", help="committed offsets per partition, with the log end and the lag"
    )
    offsets.add_argument("groups", nargs="+", metavar="GROUP")
    offsets.add_argument(
        "--topic",
        action="append",
        default=[],
        metavar="TOPIC:P,P",
        help="only these partitions (needed for brokers that cannot list every topic)",
    )
    offsets.set_defaults(handler=run_offsets)
    deleting = actions.add_parser("delete", help="delete groups that have no members")
    deleting.add_argument("groups", nargs="+", metavar="GROUP")
    deleting.set_defaults(handler=run_delete)
    for action in (listing, describing, offsets, deleting):
        action.add_argument(
            "--bootstrap",
            required=True,
            metavar="HOST:PORT[,HOST:PORT]",
            help="brokers to connect to first; any of the cluster's brokers will do",
        )
        action.add_argument("--json", action="store_true", help="print JSON instead of a table")
        action.add_argument(
            "--timeout",
            type=positive_seconds,
            default=30.0,
            metavar="SECONDS",
            help="per request (default 30)",
        )


def _admin(args: argparse.Namespace) -> GroupAdmin:
    try:
        return GroupAdmin(
            args.bootstrap,
            connect_timeout=min(args.timeout, 10.0),
            request_timeout=args.timeout,
        )
    except ValueError as exc:
        raise CliError(f"--bootstrap: {exc}") from None


def _run(args: argparse.Namespace, work: Callable[[GroupAdmin], Awaitable[T]]) -> T:
    admin = _admin(args)

    async def main() -> T:
        async with admin:
            return await work(admin)

    try:
        return asyncio.run(main())
    except ClientError as exc:
        raise CliError(str(exc)) from None


def _print_json(document: Any) -> None:
    json.dump(document, sys.stdout, indent=2)
    sys.stdout.write("\n")


def _partitions(assignment: TopicPartitions | None) -> str:
    if assignment is None:
        return "-"
    return " ".join(f"{t}:{','.join(map(str, p))}" for t, p in assignment.items()) or "(none)"


def _assigned(member: MemberDescription) -> str:
    """Partitions, or a streams member's tasks: ``active SUBTOPOLOGY:TASK,...`` and so on."""
    if member.active_tasks is None:
        return _partitions(member.assignment)
    kinds = [
        ("active", member.active_tasks),
        ("standby", member.standby_tasks),
        ("warmup", member.warmup_tasks),
    ]
    return " ".join(f"{kind} {_partitions(tasks)}" for kind, tasks in kinds if tasks) or "(none)"


def run_list(args: argparse.Namespace) -> int:
    groups: list[GroupListing] = _run(
        args, lambda admin: admin.list_groups(states=args.state, types=args.type)
    )
    if args.json:
        _print_json([attrs.asdict(g) for g in groups])
    elif not groups:
        print("no groups")
    else:
        rows = [[g.group_id, g.group_type or "-", g.state or "-", g.protocol_type] for g in groups]
        print(render_table(["GROUP", "TYPE", "STATE", "PROTOCOL"], rows))
    return 0


def _describe_text(group: GroupDescription) -> str:
    head = (
        f"group {group.group_id}: {group.group_type}, {group.state}, "
        f"protocol {group.protocol_type or '-'}, assignor {group.assignor or '-'}, "
        f"coordinator {group.coordinator.node_id} at {group.coordinator.address}"
    )
    if group.group_epoch is not None:
        head += f", epoch {group.group_epoch}"
    if not group.members:
        return head + "\n(no members)"
    rows = [
        [m.member_id, m.client_id or "-", m.client_host or "-", _assigned(m)]
        for m in sorted(group.members, key=lambda m: m.member_id)
    ]
    return head + "\n" + render_table(["MEMBER", "CLIENT", "HOST", "ASSIGNMENT"], rows)


def run_describe(args: argparse.Namespace) -> int:
    groups: list[GroupDescription] = _run(args, lambda admin: admin.describe_groups(args.groups))
    if args.json:
        _print_json([attrs.asdict(g) for g in groups])
    else:
        print("\n\n".join(_describe_text(g) for g in groups))
    return 0


def _topics(specs: list[str]) -> dict[str, list[int]] | None:
    if not specs:
        return None
    topics: dict[str, list[int]] = {}
    for spec in specs:
        topic, sep, numbers = spec.rpartition(":")
        try:
            partitions = [int(p) for p in numbers.split(",")]
        except ValueError:
            partitions = []
        if not sep or not topic or not partitions or min(partitions) < 0:
            raise CliError(f"--topic {spec!r}: expected TOPIC:PARTITION[,PARTITION...]")
        topics.setdefault(topic, []).extend(partitions)
    return topics


@attrs.frozen
class _Offset:
    """A partition of a group: its committed offset (None when the partition is assigned but
    nothing is committed), its log end and the lag (None where unknown)."""

    topic: str
    partition: int
    committed: CommittedOffset | None
    log_end_offset: int | None
    lag: int | None
    #: A share group's start offset in place of a committed offset.
    share: ShareOffset | None = None

    @property
    def offset(self) -> int | None:
        if self.share is not None:
            return self.share.start_offset
        return None if self.committed is None else self.committed.offset

    def document(self) -> dict[str, Any]:
        if self.share is not None:
            return {
                "topic": self.topic,
                "partition": self.partition,
                "start_offset": self.share.start_offset,
                "leader_epoch": self.share.leader_epoch,
                "log_end_offset": self.log_end_offset,
                "lag": self.lag,
            }
        return {
            "topic": self.topic,
            "partition": self.partition,
            "offset": None if self.committed is None else self.committed.offset,
            "leader_epoch": None if self.committed is None else self.committed.leader_epoch,
            "metadata": None if self.committed is None else self.committed.metadata,
            "log_end_offset": self.log_end_offset,
            "lag": self.lag,
        }


async def _log_ends(
    admin: GroupAdmin, partitions: list[tuple[str, int]]
) -> dict[tuple[str, int], int]:
    """The log end of each partition, topic by topic; a topic the cluster cannot answer for
    (deleted since the commit) is left out, as Kafka's tool shows its log end as unknown."""
    ends: dict[tuple[str, int], int] = {}
    for topic in sorted({t for t, _ in partitions}):
        with contextlib.suppress(BrokerError):
            ends.update(await admin.list_offsets([tp for tp in partitions if tp[0] == topic]))
    return ends


async def _described(admin: GroupAdmin, group: str) -> GroupDescription | None:
    """The group, or None where the cluster cannot describe it; raises if it does not exist."""
    try:
        (description,) = await admin.describe_groups([group])
    except UnsupportedApi:
        return None
    return description


def _assigned_partitions(
    description: GroupDescription | None, topics: dict[str, list[int]] | None
) -> set[tuple[str, int]]:
    """The partitions the group's members own (within ``topics``, when given)."""
    owned: set[tuple[str, int]] = set()
    for member in description.members if description is not None else []:
        for topic, partitions in (member.assignment or {}).items():
            owned.update(
                (topic, p) for p in partitions if topics is None or p in topics.get(topic, ())
            )
    return owned


async def _offsets(
    admin: GroupAdmin, groups: list[str], topics: dict[str, list[int]] | None
) -> dict[str, list[_Offset]]:
    """Per group, as Kafka's ``kafka-consumer-groups --describe --offsets``: every partition
    with a committed offset and every partition a member owns, with the log end and the lag."""
    found = {}
    for group in dict.fromkeys(groups):
        offsets = await admin.fetch_offsets(group, topics)
        # Describing also says when the group does not exist at all.
        description = await _described(admin, group)
        if description is not None and description.group_type == "share" and not offsets:
            # A share group commits no offsets: the share coordinator keeps each partition's
            # start offset, and the group coordinator reports it with the lag.
            found[group] = await _share_offsets(admin, group, topics)
            continue
        committed = {(o.topic, o.partition): o for o in offsets}
        partitions = sorted(set(committed) | _assigned_partitions(description, topics))
        ends = await _log_ends(admin, partitions)
        rows = []
        for topic, partition in partitions:
            offset, end = committed.get((topic, partition)), ends.get((topic, partition))
            # Kafka's lag: the log end less the committed offset; unknown without both.
            lag = None
            if offset is not None and offset.offset >= 0 and end is not None:
                lag = end - offset.offset
            rows.append(_Offset(topic, partition, offset, end, lag))
        found[group] = rows
    return found


async def _share_offsets(
    admin: GroupAdmin, group: str, topics: dict[str, list[int]] | None
) -> list[_Offset]:
    """As Kafka's ``kafka-share-groups --describe --offsets``: each partition's start offset
    and the lag the coordinator reports."""
    try:
        shares = await admin.fetch_share_offsets(group, topics)
    except UnsupportedApi:
        raise CliError(
            f"group {group!r} is a share group, and the broker does not answer "
            "DescribeShareGroupOffsets"
        ) from None
    ends = await _log_ends(admin, [(s.topic, s.partition) for s in shares])
    return [
        _Offset(s.topic, s.partition, None, ends.get((s.topic, s.partition)), s.lag, s)
        for s in shares
    ]


def _text(value: int | None) -> str:
    return "-" if value is None else str(value)


def run_offsets(args: argparse.Namespace) -> int:
    topics = _topics(args.topic)
    result = _run(args, lambda admin: _offsets(admin, args.groups, topics))
    if args.json:
        _print_json({g: [o.document() for o in offsets] for g, offsets in result.items()})
        return 0
    rows = [
        [
            group,
            o.topic,
            str(o.partition),
            _text(o.offset),
            _text(o.log_end_offset),
            _text(o.lag),
            (o.committed.metadata if o.committed is not None else None) or "",
        ]
        for group, offsets in result.items()
        for o in offsets
    ]
    if rows:
        header = ["GROUP", "TOPIC", "PARTITION", "OFFSET", "LOG-END-OFFSET", "LAG", "METADATA"]
        print(render_table(header, rows))
    else:
        print("no committed offsets")
    return 0


def run_delete(args: argparse.Namespace) -> int:
    """Delete each group; a line per group that was not, and exit code 1 if any was not."""
    outcomes = _run(args, lambda admin: admin.delete_groups_each(args.groups))
    if args.json:
        _print_json(
            {
                g: {"deleted": error is None, "error": None if error is None else str(error)}
                for g, error in outcomes.items()
            }
        )
    else:
        for group, error in outcomes.items():
            if error is None:
                print(f"deleted group {group}")
            else:
                print(f"kgroup-proto: error: {error}", file=sys.stderr)
    return 1 if any(error is not None for error in outcomes.values()) else 0
