"""``kgroup-proto list``: every message the package ships, with API key and versions.

A table by default, ``--json`` for scripts (one object per message name).
"""

from __future__ import annotations

import argparse
from typing import Any

import kgroup_proto as kp
from kgroup_proto.cli.decode_command import print_json
from kgroup_proto.cli.text_tables import render_table


def register(commands: Any) -> None:
    listing = commands.add_parser("list", help="list every message with its API key and versions")
    listing.add_argument("--json", action="store_true", help="print JSON instead of a table")
    listing.set_defaults(handler=run)


def messages() -> dict[str, dict[str, Any]]:
    """Schema name -> API key (None for records and headers), type and versions."""
    listing = {}
    for name in kp.message_names():
        cls = kp.message_class(name)
        versions = cls.VALID_VERSIONS
        listing[name] = {
            "apiKey": cls.API_KEY,
            "type": cls.MESSAGE_TYPE,
            "versions": _versions(versions),
        }
    return listing


def _versions(versions: range) -> str:
    """Kafka's notation: "none", "3" or "0-9"."""
    if not versions:
        return "none"
    low, high = versions.start, versions.stop - 1
    return str(low) if low == high else f"{low}-{high}"


def run(args: argparse.Namespace) -> int:
    listing = messages()
    if args.json:
        print_json(listing)
        return 0
    rows = [
        [name, "-" if m["apiKey"] is None else str(m["apiKey"]), m["type"], m["versions"]]
        for name, m in listing.items()
    ]
    print(render_table(["MESSAGE", "API KEY", "TYPE", "VERSIONS"], rows))
    return 0
