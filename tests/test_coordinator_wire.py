"""Group requests written by hand with the codec: reasons (KIP-800) reach the group's history
and the broker's log, and DescribeGroups reports what the state machine holds."""

from __future__ import annotations

import logging
import socket
import struct
from collections.abc import Iterator
from typing import Any

import pytest

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import ResponseMatcher, encode_request
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest, MemberIdentity
from kgroup_proto.messages.sync_group_request import SyncGroupRequest, SyncGroupRequestAssignment
from kgroup_proto.runtime import Struct
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator  # the broker needs the coordinator extra


class Wire:
    """One connection that sends codec-built requests and decodes the answers."""

    def __init__(self, broker: BrokerThread) -> None:
        self.sock = socket.create_connection((broker.broker.host, broker.broker.port), timeout=30)
        self.matcher = ResponseMatcher()
        self.correlation = 0

    def call(self, body: Struct, version: int) -> Any:
        self.correlation += 1
        assert body.API_KEY is not None
        self.matcher.expect(self.correlation, body.API_KEY, version)
        self.sock.sendall(encode_request(body, version, self.correlation, "wire-test"))
        (size,) = struct.unpack(">i", self._read(4))
        _, _, frame = self.matcher.decode(self._read(size))
        return frame.body

    def _read(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            assert chunk, "connection closed"
            data += chunk
        return data


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("events", 2)) as running:
        yield running


def test_reasons_from_join_and_leave_are_kept_and_logged(
    broker: BrokerThread, caplog: pytest.LogCaptureFixture
) -> None:
    wire = Wire(broker)
    join = JoinGroupRequest(
        group_id="why",
        session_timeout_ms=10_000,
        rebalance_timeout_ms=10_000,
        protocol_type="consumer",
        protocols=[JoinGroupRequestProtocol(name="range", metadata=b"\x00\x01")],
        reason="first start",
    )
    with caplog.at_level(logging.INFO, logger="kgroup_proto.coordinator"):
        first = wire.call(join, 9)
        assert first.error_code == ErrorCode.MEMBER_ID_REQUIRED
        join.member_id = first.member_id
        joined = wire.call(join, 9)
        assert (joined.error_code, joined.generation_id, joined.leader) == (0, 1, first.member_id)
        assert [m.metadata for m in joined.members] == [b"\x00\x01"]
        synced = wire.call(
            SyncGroupRequest(
                group_id="why",
                generation_id=1,
                member_id=first.member_id,
                protocol_type="consumer",
                protocol_name="range",
                assignments=[
                    SyncGroupRequestAssignment(member_id=first.member_id, assignment=b"A")
                ],
            ),
            5,
        )
        assert (synced.error_code, synced.assignment) == (0, b"A")
        described = wire.call(DescribeGroupsRequest(groups=["why", "nope"]), 5)
        why, nope = described.groups
        assert (why.group_state, why.protocol_data) == ("Stable", "range")
        assert [(m.member_id, m.client_id, m.member_assignment) for m in why.members] == [
            (first.member_id, "wire-test", b"A")
        ]
        assert (nope.error_code, nope.group_state) == (0, "Dead")
        left = wire.call(
            LeaveGroupRequest(
                group_id="why",
                members=[MemberIdentity(member_id=first.member_id, reason="scaling down")],
            ),
            5,
        )
        assert [m.error_code for m in left.members] == [0]
    events = [e.text for e in broker.broker.coordinator.store.classic["why"].events]
    assert any("client reason: first start" in text for text in events)
    assert any("client reason: scaling down" in text for text in events)
    logged = caplog.text
    assert "client reason: first start" in logged
    assert "client reason: scaling down" in logged
    wire.sock.close()
