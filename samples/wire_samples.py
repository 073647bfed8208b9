"""Write the wire samples that the README decodes, made with the package's own classes.

``join-group-request-frame.bin``: a whole JoinGroup v9 request frame (size prefix, request
header v2, body) as a consumer sends it to join group ``orders``, offering the
``cooperative-sticky`` and ``range`` assignors with its subscription to ``orders`` and
``payments``. ``join-group-response-v9.bin``: the body of the coordinator's JoinGroup v9 answer
to the group's leader, listing both members and their subscriptions.

Run ``python samples/wire_samples.py`` from the checkout's top to write them again; the tests
check that the committed files are what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from kgroup_proto.consumer_protocol import encode_subscription
from kgroup_proto.framing import encode_request
from kgroup_proto.messages.consumer_protocol_subscription import (
    ConsumerProtocolSubscription,
    TopicPartition,
)
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.join_group_response import JoinGroupResponse, JoinGroupResponseMember

HERE = Path(__file__).resolve().parent
REQUEST_FRAME = "join-group-request-frame.bin"
RESPONSE_BODY = "join-group-response-v9.bin"
VERSION = 9
#: The member ids the coordinator gave the two consumers.
LEADER = "orders-app-1-5f0c6d1e-2b4a-4d8e-9a11-0c2f3e4d5a6b"
FOLLOWER = "orders-app-2-8e7d6c5b-4a39-4281-8f70-6e5d4c3b2a19"


def subscription(rack: str, owned: dict[str, list[int]]) -> bytes:
    """A consumer's subscription bytes (consumer protocol v3, with owned partitions)."""
    return encode_subscription(
        ConsumerProtocolSubscription(
            topics=["orders", "payments"],
            owned_partitions=[TopicPartition(topic=t, partitions=p) for t, p in owned.items()],
            generation_id=4,
            rack_id=rack,
        ),
        3,
    )


def request_frame() -> bytes:
    """The leader's JoinGroup request of generation 5, as its client writes it."""
    metadata = subscription("eu-west-1a", {"orders": [0, 1, 2], "payments": [0]})
    body = JoinGroupRequest(
        group_id="orders",
        session_timeout_ms=45_000,
        rebalance_timeout_ms=300_000,
        member_id=LEADER,
        group_instance_id=None,
        protocol_type="consumer",
        protocols=[
            JoinGroupRequestProtocol(name="cooperative-sticky", metadata=metadata),
            JoinGroupRequestProtocol(name="range", metadata=metadata),
        ],
        reason="group is already rebalancing",
    )
    return encode_request(body, VERSION, correlation_id=42, client_id="orders-app-1")


def response_body() -> bytes:
    """The coordinator's answer to the leader: generation 5, both members' subscriptions."""
    body = JoinGroupResponse(
        throttle_time_ms=0,
        error_code=0,
        generation_id=5,
        protocol_type="consumer",
        protocol_name="cooperative-sticky",
        leader=LEADER,
        skip_assignment=False,
        member_id=LEADER,
        members=[
            JoinGroupResponseMember(
                member_id=LEADER,
                metadata=subscription("eu-west-1a", {"orders": [0, 1, 2], "payments": [0]}),
            ),
            JoinGroupResponseMember(
                member_id=FOLLOWER,
                group_instance_id="orders-app-2",
                metadata=subscription("eu-west-1b", {"orders": [3, 4, 5], "payments": [1]}),
            ),
        ],
    )
    return body.encode(VERSION)


def samples() -> dict[str, bytes]:
    """File name -> bytes, for every wire sample."""
    return {REQUEST_FRAME: request_frame(), RESPONSE_BODY: response_body()}


def main() -> int:
    for name, data in samples().items():
        (HERE / name).write_bytes(data)
        print(f"wrote {HERE / name} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
