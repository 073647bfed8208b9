"""An observer that keeps every response a connection receives and checks it re-encodes exactly.

Pass a :class:`FrameRecorder` as ``observer=`` to :class:`BrokerConnection` or
:class:`GroupAdmin`. For each response it re-encodes the decoded header and body in the version
they were read as and compares the bytes with what came off the wire; any difference is kept
in :attr:`FrameRecorder.mismatches`. That is the codec's promise under real traffic: decoding
and re-encoding a peer's response loses nothing.
"""

from __future__ import annotations

import attrs

from kgroup_proto._registry import api_name
from kgroup_proto.client.connection import ReceivedResponse


@attrs.frozen
class Mismatch:
    """A response whose re-encoding differs from the received bytes (or that did not decode)."""

    api: str
    api_version: int
    received: bytes
    reencoded: bytes | None

    def describe(self) -> str:
        if self.reencoded is None:
            return f"{self.api} v{self.api_version}: not decoded ({self.received.hex()})"
        at = next(
            (
                i
                for i, (a, b) in enumerate(zip(self.received, self.reencoded, strict=False))
                if a != b
            ),
            min(len(self.received), len(self.reencoded)),
        )
        return (
            f"{self.api} v{self.api_version}: first difference at byte {at} "
            f"(received {len(self.received)} bytes, re-encoded {len(self.reencoded)})"
        )


class FrameRecorder:
    """Collects received responses; ``mismatches`` lists those that do not round-trip."""

    def __init__(self) -> None:
        self.responses: list[ReceivedResponse] = []
        self.mismatches: list[Mismatch] = []

    def __call__(self, response: ReceivedResponse) -> None:
        self.responses.append(response)
        api = api_name(response.api_key)
        if response.frame is None:
            self.mismatches.append(Mismatch(api, response.api_version, response.payload, None))
            return
        frame = response.frame
        again = frame.header.encode(frame.header_version) + frame.body.encode(response.api_version)
        # Bytes a peer sent after the body (the connection ignores them) are not the message's.
        received = response.payload[: len(response.payload) - frame.trailing]
        if again != received:
            self.mismatches.append(Mismatch(api, response.api_version, received, again))

    def count(self, api_key: int) -> int:
        """How many responses of one API were received."""
        return sum(1 for r in self.responses if r.api_key == api_key)
