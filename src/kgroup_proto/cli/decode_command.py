"""``kgroup-proto decode``: a message body or a size-prefixed request frame -> Kafka JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import kgroup_proto as kp
from kgroup_proto.cli.errors import CliError
from kgroup_proto.framing import decode_request


def register(commands: Any) -> None:
    decode = commands.add_parser(
        "decode",
        help="decode a message body or a request frame and print Kafka JSON",
        description="kgroup-proto decode NAME VERSION [FILE | --hex HEX]; "
        "kgroup-proto decode --request-frame [FILE | --hex HEX]",
    )
    decode.add_argument("name", nargs="?", help="schema name, e.g. JoinGroupRequest")
    decode.add_argument("version", nargs="?", help="message version")
    decode.add_argument("file", nargs="?", help="binary input file; '-' or nothing reads stdin")
    decode.add_argument("--hex", help="the input as a hex string instead of a file")
    decode.add_argument(
        "--request-frame",
        action="store_true",
        help="the input is a size-prefixed request frame (header + body)",
    )
    decode.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.request_frame and args.name is not None:
        # With --request-frame the only positional is the input file.
        args.file, args.name = args.name, None
    print_json(decode(args))
    return 0


def print_json(result: Any) -> None:
    json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def read_input(args: argparse.Namespace) -> tuple[bytes, str]:
    """The input bytes and a name for them to use in messages."""
    if args.hex is not None:
        if args.file is not None:
            raise CliError("give either FILE or --hex, not both")
        text = "".join(args.hex.split())
        try:
            return bytes.fromhex(text), "--hex"
        except ValueError:
            raise CliError("--hex: not a hexadecimal string") from None
    if args.file is None or args.file == "-":
        return sys.stdin.buffer.read(), "<stdin>"
    path = Path(args.file)
    try:
        return path.read_bytes(), str(path)
    except FileNotFoundError:
        raise CliError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise CliError(f"{path}: is a directory, expected a file") from None
    except OSError as exc:
        raise CliError(f"{path}: cannot read: {exc.strerror}") from None


def decode(args: argparse.Namespace) -> dict[str, Any]:
    data, source = read_input(args)
    if args.request_frame:
        if args.name is not None:
            raise CliError("--request-frame reads the API from the header: give no NAME/VERSION")
        try:
            frame = decode_request(data)
        except kp.DecodeError as exc:
            raise CliError(f"{source}: {exc}") from None
        return {
            "requestHeader": frame.header.to_json(frame.header_version),
            "request": frame.body.to_json(frame.api_version),
        }
    if args.name is None or args.version is None:
        raise CliError("give NAME and VERSION (or --request-frame)")
    try:
        cls = kp.message_class(args.name)
    except KeyError:
        raise CliError(f"no message named {args.name!r}; `kgroup-proto list` shows them") from None
    try:
        version = int(args.version)
    except ValueError:
        raise CliError(f"VERSION must be a number, got {args.version!r}") from None
    try:
        return cls.decode(data, version).to_json(version)
    except kp.DecodeError as exc:
        raise CliError(f"{source}: {exc}") from None
