"""``kgroup-proto groups list|describe|offsets``: ask a live cluster about its consumer groups.

Tables by default, ``--json`` for scripts. A broker that is down, a group that does not exist
or a broker that lacks an API is reported in one line, never as a traceback.
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
    ClientError,
    CommittedOffset,
    GroupAdmin,
    GroupDescription,
    GroupListing,
    UnsupportedApi,
)
from kgroup_proto.protocol.models import TopicPartitions

T = TypeVar("T")


def register(commands: Any) -> None:
    groups = commands.add_parser(
        "groups",
        help="list, describe and read committed offsets of a cluster's consumer groups",
        description="Talk to a running Kafka-compatible cluster about its consumer groups.",
    )
    actions = groups.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("list", help="every group with its type, state and protocol")
    listing.add_argument("--state", action="append", default=[], help="only groups in STATE")
    listing.add_argument("--type", action="append", default=[], help="only groups of TYPE")
    listing.set_defaults(handler=run_list)
    describing = actions.add_parser("describe", help="members and their assignments")
    describing.add_argument("groups", nargs="+", metavar="GROUP")
    describing.set_defaults(handler=run_describe)
    offsets = actions.add_parser("offsets", help="committed offsets per partition")
    offsets.add_argument("groups", nargs="+", metavar="GROUP")
    offsets.add_argument(
        "--topic",
        action="append",
        default=[],
        metavar="TOPIC:P,P",
        help="only these partitions (needed for brokers that cannot list every topic)",
    )
    offsets.set_defaults(handler=run_offsets)
    for action in (listing, describing, offsets):
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
        [m.member_id, m.client_id or "-", m.client_host or "-", _partitions(m.assignment)]
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


async def _offsets(
    admin: GroupAdmin, groups: list[str], topics: dict[str, list[int]] | None
) -> dict[str, list[CommittedOffset]]:
    found = {}
    for group in dict.fromkeys(groups):
        offsets = await admin.fetch_offsets(group, topics)
        if not offsets:  # nothing committed: say so if the group does not exist at all
            with contextlib.suppress(UnsupportedApi):
                await admin.describe_groups([group])
        found[group] = offsets
    return found


def run_offsets(args: argparse.Namespace) -> int:
    topics = _topics(args.topic)
    result = _run(args, lambda admin: _offsets(admin, args.groups, topics))
    if args.json:
        _print_json({g: [attrs.asdict(o) for o in offsets] for g, offsets in result.items()})
        return 0
    rows = [
        [group, o.topic, str(o.partition), str(o.offset), o.metadata or ""]
        for group, offsets in result.items()
        for o in offsets
    ]
    if rows:
        print(render_table(["GROUP", "TOPIC", "PARTITION", "OFFSET", "METADATA"], rows))
    else:
        print("no committed offsets")
    return 0
