"""A loopback TCP peer that answers requests as a test scripts it, to drive the client's edges.

Real brokers are in tests/interop; this peer exists for what they never do on purpose: answer
late, out of order, with garbage, or not at all. Requests arrive as real frames over a real
socket and are decoded with kgroup_proto's framing.
"""

from __future__ import annotations

import asyncio
import struct
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from kgroup_proto.framing import FrameReader, RequestFrame, decode_request_payload, encode_response
from kgroup_proto.messages.api_versions_response import ApiVersion, ApiVersionsResponse
from kgroup_proto.runtime import Struct

#: What a script returns for one request: raw bytes to send (b"" sends nothing), or None to
#: close the connection.
Reply = bytes | None
Script = Callable[[RequestFrame], Reply]


def versions_answer(frame: RequestFrame, apis: dict[int, tuple[int, int]]) -> bytes:
    """A successful ApiVersions answer offering ``apis`` (key -> (min, max))."""
    body = ApiVersionsResponse(
        api_keys=[
            ApiVersion(api_key=k, min_version=lo, max_version=hi) for k, (lo, hi) in apis.items()
        ]
    )
    return reply(body, frame)


def reply(body: Struct, frame: RequestFrame) -> bytes:
    """``body`` framed as the answer to ``frame``, in its version and correlation id."""
    return encode_response(body, frame.api_version, frame.header.correlation_id)


def raw_frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


@asynccontextmanager
async def scripted_peer(script: Script) -> AsyncIterator[tuple[int, list[RequestFrame]]]:
    """Serve ``script`` on a free loopback port; yields (port, requests received so far)."""
    received: list[RequestFrame] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        frames = FrameReader()
        try:
            while chunk := await reader.read(65536):
                for payload in frames.feed(chunk):
                    request = decode_request_payload(payload)
                    received.append(request)
                    answer = script(request)
                    if answer is None:
                        return
                    writer.write(answer)
                    await writer.drain()
        finally:
            writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield port, received
    finally:
        server.close()
        await server.wait_closed()
