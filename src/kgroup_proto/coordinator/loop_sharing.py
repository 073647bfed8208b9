"""Big requests in small steps: every connection and group shares one event loop.

What one request may hold the loop for is bounded three ways:

- **Decoding.** A request of more than :data:`DECODE_ON_LOOP_BYTES` is decoded (and, if it does
  not decode, explained) on a worker thread while the loop goes on serving everyone else. A
  smaller one is decoded on the loop: the costliest layouts (arrays of the smallest structs or
  of short strings) decode at about 0.3 us a byte and are rejected with their explanation at
  about 0.6 us a byte on the development machine, some 40 ms for 64 KiB at most. (A decode of
  8 KiB or more pauses the cycle collector while it builds, ``runtime/message.py``; on the
  worker thread the pause holds for the whole process until that decode ends.)
- **Produce.** Kafka appends a Produce request partition by partition, and its size is bounded
  only by ``socket.request.max.bytes`` (100 MiB): millions of partition entries. This broker
  appends :data:`PRODUCE_STEP` partitions at a time and lets the loop serve others in between;
  the reply to a large Produce is encoded on the worker thread too.
- **Every other API** is bounded by its size: ``max_request_size`` (1 MiB by default) refuses
  larger requests before their bodies are read (``coordinator.connections``).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Iterator
from concurrent.futures import Executor

import attrs

from kgroup_proto.framing import RequestFrame, decode_request_payload, encode_response
from kgroup_proto.messages.produce_request import ProduceRequest, TopicProduceData
from kgroup_proto.messages.produce_response import ProduceResponse, TopicProduceResponse
from kgroup_proto.runtime import Struct

#: Larger requests are decoded, and their Produce replies encoded, on the worker thread.
DECODE_ON_LOOP_BYTES = 65536
#: Partitions of a Produce request appended between two turns of the loop (about 10 ms).
PRODUCE_STEP = 1000


async def decode_request(payload: bytes, worker: Executor) -> RequestFrame:
    """The request (trailing bytes allowed, as Kafka's broker allows them), decoded where its
    size says; a :class:`DecodeError` comes back the same way from either place."""
    if len(payload) <= DECODE_ON_LOOP_BYTES:
        return decode_request_payload(payload, allow_trailing=True)
    decode = functools.partial(decode_request_payload, payload, allow_trailing=True)
    return await asyncio.get_running_loop().run_in_executor(worker, decode)


async def encode_reply(
    response: Struct, version: int, correlation_id: int, worker: Executor | None
) -> bytes:
    """The response frame, encoded on ``worker`` if one is given."""
    if worker is None:
        return encode_response(response, version, correlation_id)
    encode = functools.partial(encode_response, response, version, correlation_id)
    return await asyncio.get_running_loop().run_in_executor(worker, encode)


async def produce_in_steps(
    produce: Callable[[ProduceRequest], ProduceResponse], request: ProduceRequest
) -> ProduceResponse:
    """``produce(request)``, PRODUCE_STEP partitions at a time, the loop turning in between;
    the reply lists topics and partitions as one call would."""
    topics: list[TopicProduceResponse] = []
    first: ProduceResponse | None = None
    for step, continued in _steps(request):
        if first is not None:
            await asyncio.sleep(0)
        response = produce(step)
        if first is None:
            first = response
        for index, topic in enumerate(response.responses):
            if index == 0 and continued:  # the rest of the previous step's last topic
                topics[-1].partition_responses.extend(topic.partition_responses)
            else:
                topics.append(topic)
    assert first is not None
    return attrs.evolve(first, responses=topics)


def _steps(request: ProduceRequest) -> Iterator[tuple[ProduceRequest, bool]]:
    """Requests of at most PRODUCE_STEP partitions, each with whether its first topic goes on
    from the previous one's last."""
    topics: list[TopicProduceData] = []
    size = 0
    continued = False
    for topic in request.topic_data:
        parts = topic.partition_data
        start = 0
        while True:
            # A full step goes out only when partitions remain to be taken, so that a topic
            # without partitions joins the step before it instead of costing a call.
            if size == PRODUCE_STEP and start < len(parts):
                yield attrs.evolve(request, topic_data=topics), continued
                topics, size, continued = [], 0, start > 0
            take = parts[start : start + PRODUCE_STEP - size]
            topics.append(attrs.evolve(topic, partition_data=take))
            size += len(take)
            start += len(take)
            if start >= len(parts):
                break
    yield attrs.evolve(request, topic_data=topics), continued


__all__ = [
    "DECODE_ON_LOOP_BYTES",
    "PRODUCE_STEP",
    "decode_request",
    "encode_reply",
    "produce_in_steps",
]
