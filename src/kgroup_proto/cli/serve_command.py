"""``kgroup-proto serve``: run the single-node broker and group coordinator until interrupted."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.cli.arguments import non_negative_int, port, positive_int
from kgroup_proto.cli.errors import CliError
from kgroup_proto.coordinator.config import (
    BrokerConfig,
    ConfigError,
    GroupSettings,
    load_config_file,
    parse_topic,
)


def register(commands: Any) -> None:
    serve = commands.add_parser(
        "serve",
        help="run a single-node Kafka broker and group coordinator on loopback",
        description="Serve the group APIs (classic and KIP-848) and what consumers and "
        "producers need around them. Flags override the config file.",
    )
    serve.add_argument("--config", type=Path, help="TOML (.toml) or JSON settings file")
    serve.add_argument("--host", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=port, help="port to listen on; 0 picks one (default 9092)")
    serve.add_argument(
        "--topic",
        action="append",
        default=[],
        metavar="NAME[:PARTITIONS]",
        help="a topic to create at start (repeatable)",
    )
    serve.add_argument(
        "--data-dir", type=Path, help="keep topics, groups and offsets here, not in memory"
    )
    serve.add_argument("--request-log", type=Path, help="append one Kafka-JSON line per request")
    serve.add_argument(
        "--initial-rebalance-delay-ms",
        type=non_negative_int,
        help="wait for more members before a new group's first rebalance (default 3000)",
    )
    serve.add_argument(
        "--default-partitions", type=positive_int, help="partitions of auto-created topics"
    )
    serve.add_argument(
        "--offsets-topic-partitions",
        type=positive_int,
        help="partitions of __consumer_offsets when it is created (default 50)",
    )
    serve.add_argument(
        "--no-auto-create-topics", action="store_true", help="refuse unknown topics in Metadata"
    )
    limits = serve.add_argument_group("limits on what peers may cost (docs/coordinator.md)")
    limits.add_argument(
        "--max-frame-size",
        type=positive_int,
        metavar="BYTES",
        help="largest request of any API (socket.request.max.bytes; default 104857600)",
    )
    limits.add_argument(
        "--max-request-size",
        type=positive_int,
        metavar="BYTES",
        help="largest request of any API but Produce (default 1048588, message.max.bytes)",
    )
    limits.add_argument(
        "--connections-max-idle-ms",
        type=positive_int,
        metavar="MS",
        help="close a connection that sends nothing for this long (default 600000)",
    )
    limits.add_argument(
        "--request-receive-timeout-ms",
        type=positive_int,
        metavar="MS",
        help="close a connection whose request is incomplete this long after it began, or "
        "that does not read its reply for this long (default 30000)",
    )
    limits.add_argument(
        "--queued-max-request-bytes",
        type=positive_int,
        metavar="BYTES",
        help="bytes of unfinished requests of all connections together; above it the "
        "connection holding the most is closed (default: --max-frame-size)",
    )
    serve.add_argument(
        "--log-level",
        default="INFO",
        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
        help="the least severe log messages printed to stderr (default INFO; DEBUG shows every "
        "request)",
    )
    serve.set_defaults(handler=run)


#: The flags of the limits group, named as the BrokerConfig settings they set.
LIMITS = (
    "max_frame_size",
    "max_request_size",
    "connections_max_idle_ms",
    "request_receive_timeout_ms",
    "queued_max_request_bytes",
)


def build_config(args: argparse.Namespace) -> BrokerConfig:
    """Settings from the file (if any), then the flags that were given."""
    try:
        kwargs: dict[str, Any] = load_config_file(args.config) if args.config else {}
        for flag in ("host", "port", "data_dir", "request_log", "default_partitions"):
            value = getattr(args, flag)
            if value is not None:
                kwargs[flag] = value
        for flag in LIMITS:
            value = getattr(args, flag)
            if value is not None:
                kwargs[flag] = value
        if args.no_auto_create_topics:
            kwargs["auto_create_topics"] = False
        if args.topic:
            kwargs["topics"] = tuple(kwargs.get("topics", ())) + tuple(
                parse_topic(spec) for spec in args.topic
            )
        groups: GroupSettings = kwargs.get("groups", GroupSettings())
        if args.initial_rebalance_delay_ms is not None:
            groups = attrs.evolve(
                groups, initial_rebalance_delay_ms=args.initial_rebalance_delay_ms
            )
        if args.offsets_topic_partitions is not None:
            groups = attrs.evolve(groups, offsets_topic_partitions=args.offsets_topic_partitions)
        kwargs["groups"] = groups
        return BrokerConfig(**kwargs)
    except ConfigError as exc:
        raise CliError(str(exc)) from None


def run(args: argparse.Namespace) -> int:
    config = build_config(args)
    try:
        import crc32c  # noqa: F401  (checked here: record batches need it only once produced to)

        from kgroup_proto.coordinator.server import run_broker
    except ImportError as exc:
        raise CliError(
            f"serve needs the coordinator extra ({exc.name} is missing): "
            "pip install 'kgroup-proto[coordinator]'"
        ) from None
    logging.basicConfig(
        level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )

    def ready(broker: Any) -> None:
        print(f"listening on {broker.bootstrap}", flush=True)

    async def serve() -> None:
        # SIGTERM stops the broker as Ctrl-C does: the main task is cancelled between two steps
        # of the loop (never inside a socket write), and the broker closes its sockets first.
        main = asyncio.current_task()
        assert main is not None
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)
        await run_broker(config, ready)

    try:
        asyncio.run(serve())
    except OSError as exc:
        raise CliError(f"cannot serve on {config.host}:{config.port}: {exc.strerror}") from None
    except (KeyboardInterrupt, asyncio.CancelledError):
        print("stopped", file=sys.stderr)
    return 0
