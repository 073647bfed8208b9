"""An asyncio Kafka client for the group APIs: connections with version negotiation, and admin.

``BrokerConnection`` speaks to one broker (negotiated versions, pipelined requests, timeouts);
``GroupAdmin`` builds group administration on top: coordinators, listing, describing, offsets
and deletes. Every error derives from :class:`ClientError`.
"""

from kgroup_proto.client.admin import GroupAdmin, parse_bootstrap
from kgroup_proto.client.connection import BrokerConnection, ReceivedResponse, ResponseObserver
from kgroup_proto.client.errors import (
    BrokerError,
    ClientError,
    ConnectionClosed,
    ConnectionFailed,
    GroupNotFound,
    ProtocolViolation,
    RequestTimedOut,
    UnsupportedApi,
)
from kgroup_proto.consumer_protocol import (
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kgroup_proto.protocol.models import (
    CommittedOffset,
    GroupDescription,
    GroupListing,
    MemberDescription,
    Node,
    ShareOffset,
)

__all__ = [
    "BrokerConnection",
    "BrokerError",
    "ClientError",
    "CommittedOffset",
    "ConnectionClosed",
    "ConnectionFailed",
    "GroupAdmin",
    "GroupDescription",
    "GroupListing",
    "GroupNotFound",
    "MemberDescription",
    "Node",
    "ProtocolViolation",
    "ReceivedResponse",
    "RequestTimedOut",
    "ResponseObserver",
    "ShareOffset",
    "UnsupportedApi",
    "decode_assignment",
    "decode_subscription",
    "encode_assignment",
    "encode_subscription",
    "parse_bootstrap",
]
