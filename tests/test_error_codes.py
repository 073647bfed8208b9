"""Kafka's error codes: every code from -1 up, with names and retriable flags as Kafka has them."""

from __future__ import annotations

import pytest
from kio.schema.errors import ErrorCode as KioErrorCode

from kgroup_proto.error_codes import ErrorCode, describe_error, error_code


def test_codes_run_without_gaps_from_unknown_server_error() -> None:
    values = sorted(int(c) for c in ErrorCode)
    assert values == list(range(-1, values[-1] + 1))
    assert values[-1] >= 130


@pytest.mark.parametrize(
    ("code", "name", "retriable"),
    [  # a sample read off Kafka's protocol error table
        (-1, "UNKNOWN_SERVER_ERROR", False),
        (0, "NONE", False),
        (3, "UNKNOWN_TOPIC_OR_PARTITION", True),
        (14, "COORDINATOR_LOAD_IN_PROGRESS", True),
        (15, "COORDINATOR_NOT_AVAILABLE", True),
        (16, "NOT_COORDINATOR", True),
        (22, "ILLEGAL_GENERATION", False),
        (25, "UNKNOWN_MEMBER_ID", False),
        (27, "REBALANCE_IN_PROGRESS", False),
        (35, "UNSUPPORTED_VERSION", False),
        (68, "NON_EMPTY_GROUP", False),
        (69, "GROUP_ID_NOT_FOUND", False),
        (79, "MEMBER_ID_REQUIRED", False),
        (82, "FENCED_INSTANCE_ID", False),
        (110, "FENCED_MEMBER_EPOCH", False),
        (113, "STALE_MEMBER_EPOCH", False),
    ],
)
def test_known_codes(code: int, name: str, retriable: bool) -> None:
    member = ErrorCode(code)
    assert member.name == name
    assert member.retriable is retriable
    assert member.describe() == f"{name} ({code})"


def test_names_and_flags_agree_with_kio() -> None:
    # kio generates its table from Kafka's error list independently of this package.
    theirs = {int(c): (c.name.upper(), c.retriable) for c in KioErrorCode}
    ours = {int(c): (c.name, c.retriable) for c in ErrorCode}
    assert ours == theirs


def test_unknown_codes_stay_ints() -> None:
    assert error_code(16) is ErrorCode.NOT_COORDINATOR
    assert error_code(9999) == 9999 and not isinstance(error_code(9999), ErrorCode)
    assert describe_error(9999) == "unknown error code 9999"
    assert describe_error(69) == "GROUP_ID_NOT_FOUND (69)"
