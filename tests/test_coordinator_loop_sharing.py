"""Big requests in steps: a Produce split into steps gets the reply one call would give, and the
event loop turns between its steps; requests are decoded on the loop or off it by size."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from kgroup_proto.coordinator.loop_sharing import (
    DECODE_ON_LOOP_BYTES,
    PRODUCE_STEP,
    decode_request,
    produce_in_steps,
)
from kgroup_proto.framing import encode_request
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.produce_request import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kgroup_proto.messages.produce_response import (
    PartitionProduceResponse,
    ProduceResponse,
    TopicProduceResponse,
)
from kgroup_proto.runtime import DecodeError


class Recorder:
    """A stand-in for the broker's produce: one response entry per request entry, in order
    (the index and the topic's position say which), and the size of every call kept."""

    def __init__(self) -> None:
        self.calls: list[int] = []

    def __call__(self, request: ProduceRequest) -> ProduceResponse:
        self.calls.append(sum(len(t.partition_data) for t in request.topic_data))
        return ProduceResponse(
            throttle_time_ms=7,
            responses=[
                TopicProduceResponse(
                    name=topic.name,
                    partition_responses=[
                        PartitionProduceResponse(index=p.index, base_offset=len(p.records or b""))
                        for p in topic.partition_data
                    ],
                )
                for topic in request.topic_data
            ],
        )


def request_of(layout: list[int]) -> ProduceRequest:
    """Topics t0, t1, ... (a name may repeat: t0 twice in a row stays two entries) with the
    given numbers of partitions."""
    return ProduceRequest(
        acks=1,
        timeout_ms=100,
        topic_data=[
            TopicProduceData(
                name=f"t{i // 2}",
                partition_data=[
                    PartitionProduceData(index=p, records=b"x" * (p % 3)) for p in range(count)
                ],
            )
            for i, count in enumerate(layout)
        ],
    )


LAYOUTS = st.lists(
    st.one_of(
        st.integers(0, 5),
        st.sampled_from([PRODUCE_STEP - 1, PRODUCE_STEP, PRODUCE_STEP + 1]),
        st.integers(0, 3 * PRODUCE_STEP),
    ),
    max_size=6,
)


@settings(max_examples=60, deadline=None)
@given(layout=LAYOUTS)
@example(layout=[PRODUCE_STEP, 0])  # a topic without partitions after a full step
@example(layout=[PRODUCE_STEP, 0, 1])
def test_steps_give_the_reply_of_one_call(layout: list[int]) -> None:
    request = request_of(layout)
    recorder = Recorder()
    stepped = asyncio.run(produce_in_steps(recorder, request))
    assert stepped == Recorder()(request)
    assert all(size <= PRODUCE_STEP for size in recorder.calls)
    assert sum(recorder.calls) == sum(layout)
    # As few steps as the step size allows (one, for an empty request).
    assert len(recorder.calls) == max(1, -(-sum(layout) // PRODUCE_STEP))


def test_the_loop_turns_between_steps() -> None:
    async def main() -> tuple[int, int]:
        turns = 0
        done = False

        async def other() -> None:
            nonlocal turns
            while not done:
                turns += 1
                await asyncio.sleep(0)

        task = asyncio.create_task(other())
        await asyncio.sleep(0)
        recorder = Recorder()
        started = turns
        await produce_in_steps(recorder, request_of([5 * PRODUCE_STEP]))
        ran_meanwhile = turns - started
        done = True
        await task
        return ran_meanwhile, len(recorder.calls)

    ran_meanwhile, steps = asyncio.run(main())
    assert steps == 5
    assert ran_meanwhile >= steps - 1


@pytest.mark.parametrize("padding", [0, DECODE_ON_LOOP_BYTES])
def test_requests_are_decoded_on_the_loop_or_on_the_worker_by_size(padding: int) -> None:
    payload = encode_request(ApiVersionsRequest(), 3, 4, "id")[4:] + b"\x00" * padding
    threads: list[str] = []

    class Worker(ThreadPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            def run():  # type: ignore[no-untyped-def]
                threads.append(threading.current_thread().name)
                return fn(*args, **kwargs)

            return super().submit(run)

    async def main() -> None:
        with Worker(1, thread_name_prefix="worker") as worker:
            frame = await decode_request(payload, worker)
            assert frame.header.correlation_id == 4
            assert frame.trailing == padding
            with pytest.raises(DecodeError):
                await decode_request(payload[:8] + b"\xff" * (len(payload) - 8), worker)

    asyncio.run(main())
    assert threads == ([] if padding == 0 else ["worker_0", "worker_0"])
