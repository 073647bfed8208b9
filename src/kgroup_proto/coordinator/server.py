"""The broker on the wire: asyncio connections, framing, dispatch, timers and the request log.

Each connection is served the way Kafka serves it: one request at a time, so replies go out in
request order (a Produce with acks=0 gets none). What cannot be answered is answered the way
Kafka answers it: an ApiVersions request of an unknown version gets a v0 reply with
UNSUPPORTED_VERSION; an unknown API key, an unsupported version of any other API, a body that
does not decode, or a size prefix above the limit closes that connection and nothing else.
Bytes after the end of a request body are ignored (logged at debug), as Kafka's broker ignores
them. Idle and stalled connections, and unfinished requests that together hold too much, are
closed as ``coordinator.connections`` explains. Every group and connection shares one event
loop; ``coordinator.loop_sharing`` says how long one request may hold it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import struct
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import IO, Any, Self

from kgroup_proto.coordinator.admin_apis import AdminApis
from kgroup_proto.coordinator.broker_apis import (
    BrokerApis,
    api_versions_answer,
    api_versions_response,
    served_versions,
)
from kgroup_proto.coordinator.config import BrokerConfig
from kgroup_proto.coordinator.connections import (
    PRODUCE_KEY,
    CloseConnection,
    Connection,
    UnfinishedBytes,
)
from kgroup_proto.coordinator.group_apis import GroupCoordinator
from kgroup_proto.coordinator.group_store import Caller, now_ms
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.loop_sharing import (
    DECODE_ON_LOOP_BYTES,
    decode_request,
    encode_reply,
    produce_in_steps,
)
from kgroup_proto.coordinator.offsets_topic import OFFSETS_TOPIC, read_legacy_offsets_file
from kgroup_proto.coordinator.share_fetch_apis import ShareFetchApis
from kgroup_proto.coordinator.share_partition import SharePartitionSettings
from kgroup_proto.coordinator.share_state_topic import SHARE_STATE_TOPIC, ShareStateTopic
from kgroup_proto.coordinator.transaction_apis import TransactionApis
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import (
    API_VERSIONS_KEY,
    FrameTooLarge,
    RequestFrame,
    encode_response,
)
from kgroup_proto.messages.add_offsets_to_txn_request import AddOffsetsToTxnRequest
from kgroup_proto.messages.add_partitions_to_txn_request import AddPartitionsToTxnRequest
from kgroup_proto.messages.alter_share_group_offsets_request import AlterShareGroupOffsetsRequest
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.consumer_group_describe_request import ConsumerGroupDescribeRequest
from kgroup_proto.messages.consumer_group_heartbeat_request import ConsumerGroupHeartbeatRequest
from kgroup_proto.messages.create_partitions_request import CreatePartitionsRequest
from kgroup_proto.messages.create_topics_request import CreateTopicsRequest
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.delete_records_request import DeleteRecordsRequest
from kgroup_proto.messages.delete_share_group_offsets_request import (
    DeleteShareGroupOffsetsRequest,
)
from kgroup_proto.messages.delete_topics_request import DeleteTopicsRequest
from kgroup_proto.messages.describe_cluster_request import DescribeClusterRequest
from kgroup_proto.messages.describe_configs_request import DescribeConfigsRequest
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.describe_share_group_offsets_request import (
    DescribeShareGroupOffsetsRequest,
)
from kgroup_proto.messages.end_txn_request import EndTxnRequest
from kgroup_proto.messages.fetch_request import FetchRequest
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.init_producer_id_request import InitProducerIdRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest
from kgroup_proto.messages.list_groups_request import ListGroupsRequest
from kgroup_proto.messages.list_offsets_request import ListOffsetsRequest
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.messages.offset_delete_request import OffsetDeleteRequest
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.messages.offset_for_leader_epoch_request import OffsetForLeaderEpochRequest
from kgroup_proto.messages.produce_request import ProduceRequest
from kgroup_proto.messages.share_acknowledge_request import ShareAcknowledgeRequest
from kgroup_proto.messages.share_fetch_request import ShareFetchRequest
from kgroup_proto.messages.share_group_describe_request import ShareGroupDescribeRequest
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest
from kgroup_proto.messages.sync_group_request import SyncGroupRequest
from kgroup_proto.messages.txn_offset_commit_request import TxnOffsetCommitRequest
from kgroup_proto.runtime import DecodeError, EncodeError, Struct

log = logging.getLogger("kgroup_proto.coordinator.server")
request_log = logging.getLogger("kgroup_proto.coordinator.requests")

_PREFIX = struct.Struct(">hhi")
Handler = Callable[[Any, Caller], Awaitable[Struct | None]]


class _Close(Exception):
    """End this connection (and only it); the message says why, for the log and the counters."""


class Broker:
    """A single-node Kafka broker and group coordinator on one listener.

    Use ``async with Broker(config) as broker`` (or :meth:`start` / :meth:`stop`);
    ``broker.bootstrap`` is the ``host:port`` clients connect to. ``on_request`` sees every
    request payload (size prefix removed) before it is decoded.
    """

    def __init__(
        self, config: BrokerConfig, on_request: Callable[[bytes], None] | None = None
    ) -> None:
        self.config = config
        self.on_request = on_request
        data_dir = config.data_dir
        self.topics = TopicStore(data_dir / "topics" if data_dir else None)
        for topic in config.topics:
            self.topics.create(topic.name, topic.partitions)
        self.coordinator = GroupCoordinator(config.groups, self.topics)
        if data_dir is not None:
            self._migrate_offsets_file(data_dir / "consumer-offsets.log")
        store = self.coordinator.store
        share_state = ShareStateTopic(self.topics, store.wall_clock)
        self.apis = BrokerApis(
            config,
            self.topics,
            {
                OFFSETS_TOPIC: self.coordinator.store.journal.ensure,
                SHARE_STATE_TOPIC: share_state.ensure,
            },
            wall_clock=store.wall_clock,
        )
        self.coordinator.store.journal.on_append = self.apis.notify_appended
        share_state.on_append = self.apis.notify_appended
        #: ShareFetch and ShareAcknowledge: share sessions and share-partitions
        groups = config.groups
        self.share_fetch = ShareFetchApis(
            store,
            self.apis,
            share_state,
            SharePartitionSettings(
                record_lock_duration_ms=groups.share_record_lock_duration_ms,
                delivery_count_limit=groups.share_delivery_count_limit,
                max_record_locks=groups.share_partition_max_record_locks,
            ),
            max_sessions=groups.share_max_share_sessions,
        )
        self.transactions = TransactionApis(self.apis, self.coordinator.store)
        aborted = self.apis.recover_transactions(store.wall_clock())
        if aborted:
            log.warning("aborted %d transaction(s) left open before the restart", aborted)
        self.admin = AdminApis(
            config,
            self.topics,
            internal=(OFFSETS_TOPIC, SHARE_STATE_TOPIC),
            address=lambda: (self.host, self.port),
            on_deleted=self._topics_deleted,
        )
        #: why connections were closed by the broker, with counts (hostile-peer diagnostics)
        self.closed_for: Counter[str] = Counter()
        self.requests_served = 0
        self._server: asyncio.Server | None = None
        self._timer: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._connections: set[asyncio.Task[Any]] = set()
        self._request_file: IO[str] | None = None
        handlers = self._handler_table()
        #: API key -> versions: what ApiVersions lists is exactly what has a handler
        self.api_versions: dict[int, range] = served_versions(handlers)
        self._handlers: dict[int, Handler] = {
            key: handlers[request] for request in handlers if (key := request.API_KEY) is not None
        }
        self._unfinished = UnfinishedBytes(config.unfinished_bytes_limit)
        #: the worker thread of coordinator.loop_sharing (a new one on each start): one thread, so
        #: that the loop keeps half the interpreter however many large requests arrive
        self.decoder: Executor = _decoder()

    def _topics_deleted(self, names: list[str]) -> None:
        """Deleted topics leave the groups' offsets and the producers' state too."""
        self.coordinator.timers.topics_deleted(names)
        self.apis.forget_topics(names)
        self.share_fetch.forget_topics(names)

    def _migrate_offsets_file(self, path: Path) -> None:
        """Older versions kept committed offsets in a file of their own: move them over."""
        if not path.exists():
            return
        taken = self.coordinator.store.import_offsets(read_legacy_offsets_file(path))
        path.unlink()
        log.warning(
            "moved %d committed offset(s) from %s to %s and removed the file",
            taken,
            path,
            OFFSETS_TOPIC,
        )

    # ------------------------------------------------------------------ lifecycle

    @property
    def port(self) -> int:
        return self.apis.advertised_port

    @property
    def host(self) -> str:
        return self.apis.advertised_host

    @property
    def bootstrap(self) -> str:
        return f"{self.host}:{self.port}"

    async def start(self) -> None:
        if self.config.request_log is not None:
            # Kept open for the broker's lifetime and closed in stop().
            self._request_file = Path(self.config.request_log).open("a", encoding="utf-8")  # noqa: SIM115
        self._wake = asyncio.Event()
        self.coordinator.on_change = self._wake.set
        self.share_fetch.on_change = self._wake.set
        self.decoder = _decoder()
        self._server = await asyncio.start_server(
            self._serve_connection, self.config.host, self.config.port
        )
        sockname = self._server.sockets[0].getsockname()
        self.apis.advertised_port = int(sockname[1])
        self._timer = asyncio.create_task(self._run_timers())
        log.info("broker %d listening on %s", self.config.node_id, self.bootstrap)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
        if self._timer is not None:
            self._timer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._timer
        for task in list(self._connections):
            task.cancel()
        if self._connections:
            await asyncio.gather(*self._connections, return_exceptions=True)
        if self._server is not None:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(5):
                    await self._server.wait_closed()
            self._server = None
        if self._request_file is not None:
            self._request_file.close()
            self._request_file = None
        self.decoder.shutdown(wait=False, cancel_futures=True)

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def serve_forever(self) -> None:
        assert self._server is not None, "start() first"
        await self._server.serve_forever()

    async def _run_timers(self) -> None:
        while True:
            deadlines = [
                self.coordinator.timers.next_deadline(),
                self.transactions.next_deadline(),
                self.share_fetch.next_deadline(),
            ]
            deadline = min((d for d in deadlines if d is not None), default=None)
            wait = 0.5 if deadline is None else (deadline - now_ms()) / 1000.0
            self._wake.clear()
            if wait > 0:
                # asyncio.timeout, unlike wait_for on 3.11, never swallows a cancellation.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(min(wait, 0.5)):
                        await self._wake.wait()
            try:
                self.coordinator.timers.poll()
            except Exception:  # a bug in a timer must not stop every other group's timers
                log.exception("group timer failed")
            try:
                self.transactions.poll()
            except Exception:
                log.exception("transaction timer failed")
            try:
                self.share_fetch.poll()
            except Exception:
                log.exception("share-partition timer failed")

    # ------------------------------------------------------------------ connections

    async def _serve_connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._connections.add(task)
        peer = writer.get_extra_info("peername") or ("?", 0)
        local = writer.get_extra_info("sockname") or ("?", 0)
        name = f"{local[0]}:{local[1]}-{peer[0]}:{peer[1]}"
        connection = Connection(reader, writer, self.config, self._unfinished)
        try:
            while payloads := await connection.receive():
                for payload in payloads:
                    reply = await self._handle(payload, str(peer[0]), name)
                    if reply is not None:
                        await connection.send(reply)
                connection.ready()
        except FrameTooLarge as exc:
            self._closing(name, "oversized frame", str(exc))
        except (_Close, CloseConnection) as exc:
            self._closing(name, exc.args[0], exc.args[1])
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            pass
        finally:
            connection.close()
            if connection.evicted is not None:
                self._closing(name, *connection.evicted)
            self._connections.discard(task)
            writer.close()
            with contextlib.suppress(Exception):
                async with asyncio.timeout(1):
                    await writer.wait_closed()

    def _closing(self, name: str, kind: str, detail: str) -> None:
        self.closed_for[kind] += 1
        log.info("closing connection %s: %s: %s", name, kind, detail)

    async def _handle(self, payload: bytes, client_host: str, connection: str) -> bytes | None:
        """One request payload -> the response frame, None (acks=0), or :class:`_Close`."""
        started = time.monotonic()
        if self.on_request is not None:
            self.on_request(payload)
        if len(payload) < _PREFIX.size:
            raise _Close("truncated header", f"{len(payload)} bytes")
        api_key, api_version, correlation_id = _PREFIX.unpack_from(payload, 0)
        supported = self.api_versions.get(api_key)
        if supported is None:
            raise _Close("unknown api key", f"API key {api_key}")
        if api_version not in supported:
            if api_key == API_VERSIONS_KEY:
                # Kafka's rule: answer in v0 so any client can read which versions exist.
                body = api_versions_response(self.api_versions, ErrorCode.UNSUPPORTED_VERSION)
                return encode_response(body, 0, correlation_id)
            raise _Close("unsupported version", f"API key {api_key} v{api_version}")
        try:
            frame = await decode_request(payload, self.decoder)
        except DecodeError as exc:
            raise _Close("undecodable request", str(exc)) from None
        if frame.trailing:
            log.debug(
                "ignoring %d bytes after %s v%d from %s",
                frame.trailing,
                type(frame.body).__name__,
                api_version,
                connection,
            )
        caller = Caller(frame.header.client_id or "", client_host, api_version)
        try:
            response = await self._handlers[api_key](frame.body, caller)
        except Exception as exc:
            log.exception("handling %s v%d failed", type(frame.body).__name__, api_version)
            raise _Close("internal error", repr(exc)) from None
        self.requests_served += 1
        if response is None:
            self._log_request(frame, None, connection, started)
            return None
        large = api_key == PRODUCE_KEY and len(payload) > DECODE_ON_LOOP_BYTES
        try:
            reply = await encode_reply(
                response, api_version, correlation_id, self.decoder if large else None
            )
        except EncodeError as exc:
            log.exception("encoding the response to %s failed", type(frame.body).__name__)
            raise _Close("internal error", str(exc)) from None
        self._log_request(frame, response, connection, started)
        return reply

    def _log_request(
        self, frame: RequestFrame, response: Struct | None, connection: str, started: float
    ) -> None:
        if self._request_file is None and not request_log.isEnabledFor(logging.DEBUG):
            return
        version = frame.api_version
        entry = {
            "requestHeader": frame.header.to_json(frame.header_version),
            "request": frame.body.to_json(version),
            "response": None if response is None else response.to_json(version),
            "connection": connection,
            "totalTimeMs": round((time.monotonic() - started) * 1000, 3),
        }
        line = json.dumps(entry, separators=(",", ":"))
        request_log.debug("%s", line)
        if self._request_file is not None:
            self._request_file.write(line + "\n")
            self._request_file.flush()

    # ------------------------------------------------------------------ dispatch

    def _handler_table(self) -> dict[type[Struct], Handler]:
        """Request class -> handler; ApiVersions lists these APIs and nothing else."""
        groups = self.coordinator
        classic, consumer, offsets = groups.classic_apis, groups.consumer_apis, groups.offset_apis
        group_admin = groups.admin_apis
        apis, admin, txns = self.apis, self.admin, self.transactions

        def sync(fn: Callable[[Any, Caller], Struct | None]) -> Handler:
            async def run(body: Any, caller: Caller) -> Struct | None:
                return fn(body, caller)

            return run

        async def produce(body: Any, caller: Caller) -> Struct | None:
            response = await produce_in_steps(apis.produce, body)
            return None if body.acks == 0 else response

        async def fetch(body: Any, caller: Caller) -> Struct:
            return await apis.fetch(body, caller.version)

        async def share_fetch(body: Any, caller: Caller) -> Struct:
            return await self.share_fetch.share_fetch(body, caller)

        async def api_versions(body: Any, caller: Caller) -> Struct:
            return api_versions_answer(body, caller.version, self.api_versions, self.config)

        return {
            ProduceRequest: produce,
            FetchRequest: fetch,
            ListOffsetsRequest: sync(lambda b, c: apis.list_offsets(b, c.version)),
            MetadataRequest: sync(lambda b, c: apis.metadata(b, c.version)),
            OffsetCommitRequest: sync(offsets.offset_commit),
            OffsetFetchRequest: sync(offsets.offset_fetch),
            FindCoordinatorRequest: sync(lambda b, c: apis.find_coordinator(b, c.version)),
            JoinGroupRequest: classic.join_group,
            HeartbeatRequest: sync(classic.heartbeat),
            LeaveGroupRequest: sync(classic.leave_group),
            SyncGroupRequest: classic.sync_group,
            DescribeGroupsRequest: sync(group_admin.describe_groups),
            ListGroupsRequest: sync(group_admin.list_groups),
            ApiVersionsRequest: api_versions,
            CreateTopicsRequest: sync(lambda b, c: admin.create_topics(b)),
            DeleteTopicsRequest: sync(lambda b, c: admin.delete_topics(b, c.version)),
            DeleteRecordsRequest: sync(lambda b, c: admin.delete_records(b)),
            InitProducerIdRequest: sync(txns.init_producer_id),
            AddPartitionsToTxnRequest: sync(txns.add_partitions_to_txn),
            AddOffsetsToTxnRequest: sync(txns.add_offsets_to_txn),
            EndTxnRequest: sync(txns.end_txn),
            TxnOffsetCommitRequest: sync(txns.txn_offset_commit),
            OffsetForLeaderEpochRequest: sync(lambda b, c: admin.offset_for_leader_epoch(b)),
            DescribeConfigsRequest: sync(lambda b, c: admin.describe_configs(b, c.version)),
            CreatePartitionsRequest: sync(lambda b, c: admin.create_partitions(b)),
            DeleteGroupsRequest: sync(group_admin.delete_groups),
            OffsetDeleteRequest: sync(offsets.offset_delete),
            DescribeClusterRequest: sync(lambda b, c: admin.describe_cluster(b, c.version)),
            ConsumerGroupHeartbeatRequest: sync(consumer.consumer_group_heartbeat),
            ConsumerGroupDescribeRequest: sync(consumer.consumer_group_describe),
            ShareGroupHeartbeatRequest: sync(groups.share_apis.share_group_heartbeat),
            ShareGroupDescribeRequest: sync(groups.share_apis.share_group_describe),
            ShareFetchRequest: share_fetch,
            ShareAcknowledgeRequest: sync(self.share_fetch.share_acknowledge),
            DescribeShareGroupOffsetsRequest: sync(self.share_fetch.describe_share_group_offsets),
            AlterShareGroupOffsetsRequest: sync(self.share_fetch.alter_share_group_offsets),
            DeleteShareGroupOffsetsRequest: sync(self.share_fetch.delete_share_group_offsets),
        }


def _decoder() -> Executor:
    return ThreadPoolExecutor(1, thread_name_prefix="kgroup-decode")


async def run_broker(config: BrokerConfig, ready: Callable[[Broker], None] | None = None) -> None:
    """Run a broker until cancelled (the ``serve`` command's loop)."""
    broker = Broker(config)
    await broker.start()
    try:
        if ready is not None:
            ready(broker)
        await broker.serve_forever()
    finally:
        await broker.stop()


__all__ = ["Broker", "run_broker"]
