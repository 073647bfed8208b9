"""``kgroup-proto member``: join a consumer group and print every assignment change.

Each change is one JSON line on stdout, flushed at once, printed before the member goes on with
the rebalance::

    {"event": "assigned", "partitions": {"orders": [0, 1]}, "generation": 3}

(``"member_epoch"`` instead of ``"generation"`` with ``--protocol consumer``). SIGINT or SIGTERM
makes the member leave the group (printing the revocation of what it owned) and exit 0; so does
a reader that closes stdout. Bad arguments, an unreachable broker or a member the coordinator
refuses give one line on stderr and exit 1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from typing import Any, NoReturn

from kgroup_proto.cli.arguments import positive_int
from kgroup_proto.cli.console import stop_on_signals
from kgroup_proto.cli.errors import CliError
from kgroup_proto.client import ClientError, parse_bootstrap
from kgroup_proto.group import (
    Change,
    ClassicConfig,
    GroupMember,
    MemberFailedError,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
)
from kgroup_proto.group.events import by_topic

ASSIGNORS = ("range", "roundrobin", "cooperative-sticky")
EVENTS = {PartitionsAssigned: "assigned", PartitionsRevoked: "revoked", PartitionsLost: "lost"}


def register(commands: Any) -> None:
    member = commands.add_parser(
        "member",
        help="join a consumer group and print each assignment change as a JSON line",
        description="Be a member of a consumer group (classic or KIP-848) until SIGINT or "
        "SIGTERM, then leave it. Prints one JSON object per assignment change.",
    )
    member.add_argument(
        "--bootstrap",
        required=True,
        metavar="HOST:PORT[,HOST:PORT]",
        help="brokers to connect to first",
    )
    member.add_argument("--group", required=True, metavar="GROUP", help="the group id to join")
    member.add_argument(
        "--topic",
        action="append",
        required=True,
        metavar="TOPIC",
        help="a topic to subscribe to (repeatable)",
    )
    member.add_argument(
        "--protocol",
        choices=("classic", "consumer"),
        default="classic",
        help="classic: JoinGroup and SyncGroup, the leader assigns (default); consumer: "
        "KIP-848, the coordinator assigns",
    )
    member.add_argument(
        "--assignor",
        action="append",
        choices=ASSIGNORS,
        help="classic only: an assignor to offer, in order of preference (repeatable; default "
        "range, then cooperative-sticky)",
    )
    member.add_argument(
        "--instance-id",
        metavar="ID",
        help="static membership (KIP-345): a restart within the session timeout keeps the "
        "assignment",
    )
    member.add_argument(
        "--session-timeout-ms",
        type=positive_int,
        metavar="N",
        help="classic only: how long the coordinator waits for a heartbeat before it removes "
        "the member (default 45000); KIP-848 groups take theirs from the broker",
    )
    member.add_argument(
        "--heartbeat-interval-ms",
        type=positive_int,
        metavar="N",
        help="classic only: how often the member heartbeats, below the session timeout "
        "(default 3000); KIP-848 members heartbeat as often as the broker tells them",
    )
    member.error = _one_line_error
    member.set_defaults(handler=run)


def _one_line_error(message: str) -> NoReturn:
    """What argparse reports goes out as one line and exit status 1, like every other error."""
    print(f"kgroup-proto: error: {message}", file=sys.stderr)
    sys.exit(1)


def build_member(args: argparse.Namespace, printer: Printer) -> GroupMember:
    """The GroupMember the arguments describe, printing through ``printer``."""
    try:
        parse_bootstrap(args.bootstrap)
    except ValueError as exc:
        raise CliError(f"--bootstrap: {exc}") from None
    if not args.group:
        raise CliError("--group: the group id is empty")
    if any(not t for t in args.topic):
        raise CliError("--topic: a topic name is empty")
    callbacks: dict[str, Any] = {
        "on_assigned": printer.print,
        "on_revoked": printer.print,
        "on_lost": printer.print,
    }
    if args.protocol == "consumer":
        if args.assignor:
            raise CliError(
                "--assignor applies to --protocol classic only: the coordinator assigns the "
                "partitions of KIP-848 groups"
            )
        # Kafka's consumer refuses both settings under group.protocol=consumer too.
        if args.session_timeout_ms is not None:
            raise CliError(
                "--session-timeout-ms applies to --protocol classic only: the broker sets the "
                "session timeout of KIP-848 groups"
            )
        if args.heartbeat_interval_ms is not None:
            raise CliError(
                "--heartbeat-interval-ms applies to --protocol classic only: the broker sets the "
                "heartbeat interval of KIP-848 groups"
            )
        return GroupMember.consumer(
            args.bootstrap,
            group_id=args.group,
            topics=args.topic,
            group_instance_id=args.instance_id,
            **callbacks,
        )
    settings: dict[str, Any] = {"group_id": args.group, "group_instance_id": args.instance_id}
    if args.assignor:
        settings["assignors"] = tuple(dict.fromkeys(args.assignor))
    if args.session_timeout_ms is not None:
        settings["session_timeout_ms"] = args.session_timeout_ms
    if args.heartbeat_interval_ms is not None:
        settings["heartbeat_interval_ms"] = args.heartbeat_interval_ms
    config = ClassicConfig(**settings)
    if config.heartbeat_interval_ms >= config.session_timeout_ms:
        raise CliError(
            f"--heartbeat-interval-ms: {config.heartbeat_interval_ms} is not below the session "
            f"timeout ({config.session_timeout_ms} ms)"
        )
    return GroupMember.classic(args.bootstrap, config, args.topic, **callbacks)


class Printer:
    """Prints changes as JSON lines; notices a reader that has gone away."""

    def __init__(self, epoch_key: str) -> None:
        self.epoch_key = epoch_key
        self.closed = asyncio.Event()

    def print(self, change: Change) -> None:
        if self.closed.is_set():
            return
        epoch = change.generation if self.epoch_key == "generation" else change.member_epoch
        line = {
            "event": EVENTS[type(change)],
            "partitions": by_topic(change.partitions),
            self.epoch_key: epoch,
        }
        try:
            print(json.dumps(line), flush=True)
        except BrokenPipeError:
            # Point stdout at /dev/null so that the interpreter's last flush has nowhere to fail.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
            self.closed.set()


async def serve(args: argparse.Namespace) -> None:
    """Be a member until a signal, a closed stdout or the member's failure."""
    printer = Printer("member_epoch" if args.protocol == "consumer" else "generation")
    member = build_member(args, printer)
    stop, stopped = stop_on_signals()
    try:
        await member.start()
    except ClientError as exc:
        raise CliError(str(exc)) from None
    reason = "the member command was stopped"
    try:
        out = asyncio.create_task(_until_out(member))
        waits = {out, asyncio.create_task(stop.wait()), asyncio.create_task(printer.closed.wait())}
        done, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        if out in done:
            out.result()
        if stopped:
            reason = f"the member command was stopped by {stopped[0]}"
        elif printer.closed.is_set():
            reason = "the member command's output was closed"
    except MemberFailedError as exc:
        raise CliError(f"the member failed: {exc}") from None
    finally:
        await member.close(reason)


async def _until_out(member: GroupMember) -> None:
    """Returns once the member is out of the group; raises MemberFailedError if it failed."""
    async for _ in member.changes():
        pass


def run(args: argparse.Namespace) -> int:
    asyncio.run(serve(args))
    return 0
