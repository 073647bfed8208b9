"""``kgroup-proto list``: every message the package ships, with API key and versions."""

from __future__ import annotations

import argparse
from typing import Any

import kgroup_proto as kp
from kgroup_proto.cli.decode_command import print_json


def register(commands: Any) -> None:
    listing = commands.add_parser("list", help="list every message with its API key and versions")
    listing.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    del args
    listing = {}
    for name in kp.message_names():
        cls = kp.message_class(name)
        versions = cls.VALID_VERSIONS
        listing[name] = {
            "apiKey": cls.API_KEY,
            "type": cls.MESSAGE_TYPE,
            "versions": f"{versions.start}-{versions.stop - 1}" if versions else "none",
        }
    print_json(listing)
    return 0
