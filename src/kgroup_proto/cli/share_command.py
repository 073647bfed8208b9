"""``kgroup-proto share``: be a member of a share group (KIP-932), print every record it is
given and acknowledge it.

Each record is one JSON line on stdout, flushed at once, before its acknowledgement is made::

    {"topic": "orders", "partition": 0, "offset": 41, "delivery_count": 1,
     "timestamp": 1700000000000, "key": "k1", "value": "v41", "acknowledge": "accept"}

A key or value that is not UTF-8 text is given as ``key_base64`` or ``value_base64`` instead;
a null one is ``null``. Records are accepted, but every Nth line is released
(``--release-every``: the group delivers it again, with a higher delivery count) or rejected
(``--reject-every``: never delivered again; it wins when both apply). ``--max-records N`` stops
once N records were accepted or rejected (a released record is not done with: it comes back);
``--duration`` stops after that many seconds; so do SIGINT, SIGTERM and a reader that closes
stdout. Stopping sends what is left to acknowledge, closes the share sessions and leaves the
group, then exits 0. Bad arguments, an unreachable broker or a member the coordinator refuses
give one line on stderr and exit 1 (2 for what argparse refuses).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import sys
from typing import Any

from kgroup_proto.cli.arguments import positive_int, positive_seconds
from kgroup_proto.cli.console import stop_on_signals
from kgroup_proto.cli.errors import CliError
from kgroup_proto.client import ClientError, parse_bootstrap
from kgroup_proto.group import (
    AcknowledgeType,
    MemberFailedError,
    ShareConsumer,
    ShareRecord,
    ShareStateError,
)


def register(commands: Any) -> None:
    share = commands.add_parser(
        "share",
        help="join a share group, print each record as a JSON line and acknowledge it",
        description="Be a member of a share group (KIP-932): print every record delivered as "
        "one JSON object and acknowledge it (accept, or release or reject every Nth), until "
        "--max-records, --duration, SIGINT or SIGTERM; then close the share sessions and leave.",
    )
    share.add_argument(
        "--bootstrap",
        required=True,
        metavar="HOST:PORT[,HOST:PORT]",
        help="brokers to connect to first",
    )
    share.add_argument("--group", required=True, metavar="GROUP", help="the share group to join")
    share.add_argument(
        "--topic",
        action="append",
        required=True,
        metavar="TOPIC",
        help="a topic to subscribe to (repeatable)",
    )
    share.add_argument(
        "--release-every",
        type=positive_int,
        metavar="N",
        help="release every Nth record printed (it is delivered again)",
    )
    share.add_argument(
        "--reject-every",
        type=positive_int,
        metavar="N",
        help="reject every Nth record printed (it is never delivered again)",
    )
    share.add_argument(
        "--max-records",
        type=positive_int,
        metavar="N",
        help="stop once N records were accepted or rejected",
    )
    share.add_argument(
        "--duration",
        type=positive_seconds,
        metavar="SECONDS",
        help="stop after this many seconds",
    )
    share.set_defaults(handler=run)


def acknowledgement(line: int, args: argparse.Namespace) -> AcknowledgeType:
    """What the ``line``-th record printed (from 1) gets."""
    if args.reject_every and line % args.reject_every == 0:
        return AcknowledgeType.REJECT
    if args.release_every and line % args.release_every == 0:
        return AcknowledgeType.RELEASE
    return AcknowledgeType.ACCEPT


def record_line(record: ShareRecord, ack: AcknowledgeType) -> dict[str, Any]:
    line: dict[str, Any] = {
        "topic": record.topic,
        "partition": record.partition,
        "offset": record.offset,
        "delivery_count": record.delivery_count,
        "timestamp": record.timestamp,
    }
    for name, data in (("key", record.key), ("value", record.value)):
        if data is None:
            line[name] = None
            continue
        try:
            line[name] = data.decode("utf-8")
        except UnicodeDecodeError:
            line[f"{name}_base64"] = base64.b64encode(data).decode("ascii")
    line["acknowledge"] = ack.name.lower()
    return line


class Output:
    """Prints JSON lines; notices a reader that has gone away."""

    def __init__(self) -> None:
        self.closed = asyncio.Event()

    def print(self, line: dict[str, Any]) -> bool:
        if self.closed.is_set():
            return False
        try:
            print(json.dumps(line), flush=True)
        except BrokenPipeError:
            # Point stdout at /dev/null so that the interpreter's last flush has nowhere to fail.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
            self.closed.set()
            return False
        return True


def build_consumer(args: argparse.Namespace) -> ShareConsumer:
    try:
        parse_bootstrap(args.bootstrap)
    except ValueError as exc:
        raise CliError(f"--bootstrap: {exc}") from None
    if not args.group:
        raise CliError("--group: the group id is empty")
    if any(not t for t in args.topic):
        raise CliError("--topic: a topic name is empty")
    return ShareConsumer(
        args.bootstrap,
        group_id=args.group,
        topics=args.topic,
        acknowledgement_mode="explicit",
    )


async def consume(consumer: ShareConsumer, args: argparse.Namespace, output: Output) -> None:
    """Print and acknowledge records until --max-records is reached or the member is out."""
    printed = finished = 0
    async for record in consumer:
        printed += 1
        ack = acknowledgement(printed, args)
        if not output.print(record_line(record, ack)):
            consumer.acknowledge(record, AcknowledgeType.RELEASE)  # nobody saw it
            return
        consumer.acknowledge(record, ack)
        if ack is not AcknowledgeType.RELEASE:
            finished += 1
            if args.max_records is not None and finished >= args.max_records:
                return


async def serve(args: argparse.Namespace) -> None:
    consumer = build_consumer(args)
    output = Output()
    stop, stopped = stop_on_signals()
    try:
        await consumer.start()
    except ClientError as exc:
        raise CliError(str(exc)) from None
    reason = "the share command was done"
    try:
        work = asyncio.create_task(consume(consumer, args, output))
        waits = {work, asyncio.create_task(stop.wait())}
        if args.duration is not None:
            waits.add(asyncio.create_task(asyncio.sleep(args.duration)))
        done, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        if work in done:
            work.result()
        if stopped:
            reason = f"the share command was stopped by {stopped[0]}"
        elif output.closed.is_set():
            reason = "the share command's output was closed"
    except MemberFailedError as exc:
        raise CliError(f"the member failed: {exc}") from None
    except (ClientError, ShareStateError) as exc:
        raise CliError(str(exc)) from None
    finally:
        await consumer.close(reason)


def run(args: argparse.Namespace) -> int:
    asyncio.run(serve(args))
    return 0
