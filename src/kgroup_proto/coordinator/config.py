"""Broker settings: listener, topics, group timeouts, storage and logging, from flags or a file.

Defaults follow Kafka's broker defaults (``group.initial.rebalance.delay.ms`` = 3000,
``group.min.session.timeout.ms`` = 6000, ...), so that clients see the timing they expect; tests
shorten them explicitly.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.framing import DEFAULT_MAX_FRAME_SIZE

_TOPIC_NAME = re.compile(r"[a-zA-Z0-9._-]{1,249}")


class ConfigError(ValueError):
    """A setting that cannot be used; the message names the setting (and file) at fault."""


def valid_topic_name(name: str) -> bool:
    """Kafka's rule: 1-249 characters of ASCII letters, digits, '.', '_' and '-', not . or .."""
    return bool(_TOPIC_NAME.fullmatch(name)) and name not in (".", "..")


@attrs.frozen
class TopicConfig:
    """A topic the broker serves from the start."""

    name: str
    partitions: int = 1

    def __attrs_post_init__(self) -> None:
        if not valid_topic_name(self.name):
            raise ConfigError(f"invalid topic name {self.name!r}")
        if not 1 <= self.partitions <= 100_000:
            raise ConfigError(f"topic {self.name!r}: partitions must be 1..100000")


@attrs.frozen
class GroupSettings:
    """Timing and size limits of groups (classic and KIP-848), as Kafka's group.* settings,
    and the ``__consumer_offsets`` topic that keeps them (Kafka's offsets.* settings)."""

    initial_rebalance_delay_ms: int = 3000
    min_session_timeout_ms: int = 6000
    max_session_timeout_ms: int = 1_800_000
    max_size: int = 2**31 - 1
    consumer_session_timeout_ms: int = 45_000
    consumer_heartbeat_interval_ms: int = 5000
    consumer_assignors: tuple[str, ...] = ("uniform", "range")
    #: group.share.session.timeout.ms and group.share.heartbeat.interval.ms (KIP-932)
    share_session_timeout_ms: int = 45_000
    share_heartbeat_interval_ms: int = 5000
    #: group.share.record.lock.duration.ms: how long a share consumer holds a record it acquired
    share_record_lock_duration_ms: int = 30_000
    #: group.share.delivery.count.limit: deliveries of a record before it is archived
    share_delivery_count_limit: int = 5
    #: group.share.partition.max.record.locks: the in-flight window of a share-partition
    share_partition_max_record_locks: int = 2000
    #: group.share.max.share.sessions: share sessions the broker holds at once
    share_max_share_sessions: int = 2000
    offset_metadata_max_bytes: int = 4096
    #: offsets.topic.num.partitions: used when the topic is created, never changed after
    offsets_topic_partitions: int = 50
    #: offsets.retention.minutes (7 days), in ms: offsets of empty groups expire after this
    offsets_retention_ms: int = 7 * 24 * 3600 * 1000
    #: offsets.retention.check.interval.ms: how often expired offsets and groups are removed
    offsets_retention_check_interval_ms: int = 600_000
    #: a partition of the topic is compacted once this many records (and at least as many as
    #: survived its last compaction) were appended since
    offsets_compaction_min_records: int = 1000

    def __attrs_post_init__(self) -> None:
        if not 1 <= self.offsets_topic_partitions <= 100_000:
            raise ConfigError("offsets_topic_partitions must be 1..100000")
        for name in (
            "offsets_retention_ms",
            "offsets_retention_check_interval_ms",
            "offsets_compaction_min_records",
            "share_record_lock_duration_ms",
            "share_delivery_count_limit",
            "share_partition_max_record_locks",
            "share_max_share_sessions",
        ):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be positive")
        if self.share_delivery_count_limit > 32767:
            raise ConfigError("share_delivery_count_limit must be at most 32767")
        for name in (
            "initial_rebalance_delay_ms",
            "min_session_timeout_ms",
            "max_session_timeout_ms",
            "max_size",
            "consumer_session_timeout_ms",
            "consumer_heartbeat_interval_ms",
            "share_session_timeout_ms",
            "share_heartbeat_interval_ms",
            "offset_metadata_max_bytes",
        ):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name} must not be negative, not {getattr(self, name)}")


@attrs.frozen
class BrokerConfig:
    """Everything a broker needs; ``port`` 0 picks a free port.

    The limits on what peers may make the broker hold or wait for are explained in
    ``kgroup_proto.coordinator.connections``.
    """

    host: str = "127.0.0.1"
    port: int = 9092
    node_id: int = 0
    cluster_id: str = "kgroup-proto-cluster"
    topics: tuple[TopicConfig, ...] = ()
    auto_create_topics: bool = True
    default_partitions: int = 1
    data_dir: Path | None = None
    #: socket.request.max.bytes: the largest request of any API
    max_frame_size: int = DEFAULT_MAX_FRAME_SIZE
    groups: GroupSettings = GroupSettings()
    #: Where to write one Kafka-JSON line per request; None keeps only the logger.
    request_log: Path | None = None
    #: the largest request of any API but Produce (default: Kafka's message.max.bytes)
    max_request_size: int = 1_048_588
    #: connections.max.idle.ms: close a connection that sends nothing for this long
    connections_max_idle_ms: int = 600_000
    #: close a connection whose request is not complete this long after it began
    request_receive_timeout_ms: int = 30_000
    #: queued.max.request.bytes: bytes of unfinished requests of all connections together;
    #: None: max_frame_size
    queued_max_request_bytes: int | None = None

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.port <= 65535:
            raise ConfigError(f"port must be 0..65535, not {self.port}")
        if self.node_id < 0:
            raise ConfigError(f"node_id must not be negative, not {self.node_id}")
        if not 1 <= self.default_partitions <= 100_000:
            raise ConfigError(
                f"default_partitions must be 1..100000, not {self.default_partitions}"
            )
        for name in (
            "max_frame_size",
            "max_request_size",
            "connections_max_idle_ms",
            "request_receive_timeout_ms",
        ):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be positive, not {getattr(self, name)}")
        if self.queued_max_request_bytes is not None and (
            self.queued_max_request_bytes < self.max_frame_size
        ):
            # Kafka's rule: otherwise a request of the largest size could never be received.
            raise ConfigError(
                f"queued_max_request_bytes ({self.queued_max_request_bytes}) must be at least "
                f"max_frame_size ({self.max_frame_size})"
            )

    @property
    def unfinished_bytes_limit(self) -> int:
        """queued_max_request_bytes, or max_frame_size where it is not set."""
        if self.queued_max_request_bytes is None:
            return self.max_frame_size
        return self.queued_max_request_bytes


_GROUP_KEYS = {field.name for field in attrs.fields(GroupSettings)}

#: DescribeConfigs' ConfigSource values: a topic's own setting, the broker's file or flags,
#: and the built-in default.
CONFIG_SOURCE_TOPIC = 1
CONFIG_SOURCE_STATIC_BROKER = 4
CONFIG_SOURCE_DEFAULT = 5
#: DescribeConfigs' ConfigType values (KIP-569).
TYPE_BOOLEAN, TYPE_STRING, TYPE_INT, TYPE_SHORT, TYPE_LONG, TYPE_LIST = 1, 2, 3, 4, 5, 7


@attrs.frozen
class KafkaSetting:
    """One setting under its Kafka name, as DescribeConfigs reports it."""

    name: str
    value: str | None
    kind: int
    source: int
    doc: str
    #: the built-in value, when it differs from ``value``
    default: str | None = None
    read_only: bool = True


def _setting(name: str, value: object, default: object, kind: int, doc: str) -> KafkaSetting:
    text, built_in = _kafka_text(value), _kafka_text(default)
    if text == built_in:
        return KafkaSetting(name, text, kind, CONFIG_SOURCE_DEFAULT, doc)
    return KafkaSetting(name, text, kind, CONFIG_SOURCE_STATIC_BROKER, doc, built_in)


def _kafka_text(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    return str(value)


def broker_settings(config: BrokerConfig) -> list[KafkaSetting]:
    """The broker's settings that have a Kafka name, with where each value comes from.

    None of them changes while the broker runs (read-only), and each one is what the broker
    does: a single replica, so replication factors of 1.
    """
    base, groups = BrokerConfig(), GroupSettings()
    g = config.groups
    minute = 60_000
    settings = [
        _setting("node.id", config.node_id, base.node_id, TYPE_INT, "ID of this broker."),
        _setting(
            "auto.create.topics.enable",
            config.auto_create_topics,
            base.auto_create_topics,
            TYPE_BOOLEAN,
            "Whether Metadata creates a topic it is asked about that does not exist.",
        ),
        _setting(
            "num.partitions",
            config.default_partitions,
            base.default_partitions,
            TYPE_INT,
            "Partitions of a topic created without a partition count.",
        ),
        _setting(
            "default.replication.factor",
            1,
            1,
            TYPE_INT,
            "Copies of each partition: this broker is the only replica.",
        ),
        _setting(
            "offsets.topic.replication.factor",
            1,
            1,
            TYPE_SHORT,
            "Copies of each partition of __consumer_offsets: this broker is the only replica.",
        ),
        _setting(
            "socket.request.max.bytes",
            config.max_frame_size,
            base.max_frame_size,
            TYPE_INT,
            "Largest request of any API.",
        ),
        _setting(
            "message.max.bytes",
            config.max_request_size,
            base.max_request_size,
            TYPE_INT,
            "Largest request of any API but Produce.",
        ),
        _setting(
            "connections.max.idle.ms",
            config.connections_max_idle_ms,
            base.connections_max_idle_ms,
            TYPE_LONG,
            "A connection that sends nothing for this long is closed.",
        ),
        _setting(
            "queued.max.request.bytes",
            config.unfinished_bytes_limit,
            base.unfinished_bytes_limit,
            TYPE_LONG,
            "Bytes of requests still arriving, over all connections together.",
        ),
        _setting(
            "group.initial.rebalance.delay.ms",
            g.initial_rebalance_delay_ms,
            groups.initial_rebalance_delay_ms,
            TYPE_INT,
            "How long a new classic group waits for more members before its first rebalance.",
        ),
        _setting(
            "group.min.session.timeout.ms",
            g.min_session_timeout_ms,
            groups.min_session_timeout_ms,
            TYPE_INT,
            "Shortest session timeout a classic member may ask for.",
        ),
        _setting(
            "group.max.session.timeout.ms",
            g.max_session_timeout_ms,
            groups.max_session_timeout_ms,
            TYPE_INT,
            "Longest session timeout a classic member may ask for.",
        ),
        _setting(
            "group.max.size",
            g.max_size,
            groups.max_size,
            TYPE_INT,
            "Most members a classic group may have.",
        ),
        _setting(
            "group.consumer.session.timeout.ms",
            g.consumer_session_timeout_ms,
            groups.consumer_session_timeout_ms,
            TYPE_INT,
            "Session timeout of the members of consumer groups (KIP-848).",
        ),
        _setting(
            "group.consumer.heartbeat.interval.ms",
            g.consumer_heartbeat_interval_ms,
            groups.consumer_heartbeat_interval_ms,
            TYPE_INT,
            "Heartbeat interval of the members of consumer groups (KIP-848).",
        ),
        _setting(
            "group.share.session.timeout.ms",
            g.share_session_timeout_ms,
            groups.share_session_timeout_ms,
            TYPE_INT,
            "Session timeout of the members of share groups (KIP-932).",
        ),
        _setting(
            "group.share.heartbeat.interval.ms",
            g.share_heartbeat_interval_ms,
            groups.share_heartbeat_interval_ms,
            TYPE_INT,
            "Heartbeat interval of the members of share groups (KIP-932).",
        ),
        _setting(
            "group.share.record.lock.duration.ms",
            g.share_record_lock_duration_ms,
            groups.share_record_lock_duration_ms,
            TYPE_INT,
            "How long a share consumer holds a record it acquired before it is released (KIP-932).",
        ),
        _setting(
            "group.share.delivery.count.limit",
            g.share_delivery_count_limit,
            groups.share_delivery_count_limit,
            TYPE_INT,
            "Deliveries of a record to a share group before it is archived (KIP-932).",
        ),
        _setting(
            "group.share.partition.max.record.locks",
            g.share_partition_max_record_locks,
            groups.share_partition_max_record_locks,
            TYPE_INT,
            "Most records of a share-partition in flight at once (KIP-932).",
        ),
        _setting(
            "group.share.max.share.sessions",
            g.share_max_share_sessions,
            groups.share_max_share_sessions,
            TYPE_INT,
            "Most share sessions the broker holds at once (KIP-932).",
        ),
        _setting(
            "group.consumer.assignors",
            g.consumer_assignors,
            groups.consumer_assignors,
            TYPE_LIST,
            "Server-side assignors of consumer groups, the first being the default.",
        ),
        _setting(
            "offset.metadata.max.bytes",
            g.offset_metadata_max_bytes,
            groups.offset_metadata_max_bytes,
            TYPE_INT,
            "Largest metadata string a committed offset may carry.",
        ),
        _setting(
            "offsets.topic.num.partitions",
            g.offsets_topic_partitions,
            groups.offsets_topic_partitions,
            TYPE_INT,
            "Partitions of __consumer_offsets, used when it is created.",
        ),
        _setting(
            "offsets.retention.minutes",
            g.offsets_retention_ms // minute,
            groups.offsets_retention_ms // minute,
            TYPE_INT,
            "How long the offsets of a group without members are kept.",
        ),
        _setting(
            "offsets.retention.check.interval.ms",
            g.offsets_retention_check_interval_ms,
            groups.offsets_retention_check_interval_ms,
            TYPE_LONG,
            "How often expired offsets are removed.",
        ),
    ]
    if config.data_dir is not None:
        settings.append(
            KafkaSetting(
                "log.dirs",
                str(config.data_dir / "topics"),
                TYPE_STRING,
                CONFIG_SOURCE_STATIC_BROKER,
                "Directory of the partitions' logs.",
            )
        )
    return settings


def topic_settings(config: BrokerConfig, internal: bool) -> list[KafkaSetting]:
    """A topic's settings: the same for every topic but the broker's internal ones.

    Records are kept until DeleteRecords or the topic's deletion (no retention by time or
    size), with the producer's timestamps; the internal ``__consumer_offsets`` is compacted.
    """
    del config  # every topic has the broker's built-in settings
    policy = (
        KafkaSetting(
            "cleanup.policy",
            "compact",
            TYPE_LIST,
            CONFIG_SOURCE_TOPIC,
            "Whether old records are deleted or compacted by key.",
            default="delete",
        )
        if internal
        else KafkaSetting(
            "cleanup.policy",
            "delete",
            TYPE_LIST,
            CONFIG_SOURCE_DEFAULT,
            "Whether old records are deleted or compacted by key.",
        )
    )
    return [
        policy,
        KafkaSetting(
            "retention.ms",
            "-1",
            TYPE_LONG,
            CONFIG_SOURCE_DEFAULT,
            "How long records are kept; -1: until deleted.",
        ),
        KafkaSetting(
            "retention.bytes",
            "-1",
            TYPE_LONG,
            CONFIG_SOURCE_DEFAULT,
            "How many bytes a partition keeps; -1: no limit.",
        ),
        KafkaSetting(
            "min.insync.replicas",
            "1",
            TYPE_INT,
            CONFIG_SOURCE_DEFAULT,
            "Replicas that must have a record for acks=all: the one replica.",
        ),
        KafkaSetting(
            "message.timestamp.type",
            "CreateTime",
            TYPE_STRING,
            CONFIG_SOURCE_DEFAULT,
            "Records keep the timestamp their producer gave them.",
        ),
    ]


def parse_topic(spec: str) -> TopicConfig:
    """``name`` or ``name:partitions``, as the ``--topic`` flag takes it."""
    name, _, count = spec.partition(":")
    if not count:
        return TopicConfig(name)
    if not count.isdigit():
        raise ConfigError(f"--topic {spec!r}: partitions must be a number")
    return TopicConfig(name, int(count))


def load_config_file(path: Path) -> dict[str, Any]:
    """Read a TOML (``.toml``) or JSON file into keyword arguments for :class:`BrokerConfig`.

    Keys: host, port, node_id, cluster_id, auto_create_topics, default_partitions, data_dir,
    max_frame_size, max_request_size, connections_max_idle_ms, request_receive_timeout_ms,
    queued_max_request_bytes, request_log, ``topics`` (a table of name -> partitions, or a list
    of ``{name, partitions}``) and ``groups`` (the :class:`GroupSettings` fields).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        doc = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{path}: {exc}") from None
    if not isinstance(doc, dict):
        raise ConfigError(f"{path}: the top level must be a table/object")
    try:
        return _config_kwargs(doc)
    except ConfigError as exc:
        raise ConfigError(f"{path}: {exc}") from None


def _config_kwargs(doc: dict[str, Any]) -> dict[str, Any]:
    known = {field.name for field in attrs.fields(BrokerConfig)}
    unknown = sorted(doc.keys() - known)
    if unknown:
        raise ConfigError(f"unknown setting(s): {', '.join(unknown)}")
    kwargs: dict[str, Any] = {}
    for key, value in doc.items():
        if key == "topics":
            kwargs[key] = _topics(value)
        elif key == "groups":
            kwargs[key] = _groups(value)
        elif key in ("data_dir", "request_log"):
            kwargs[key] = Path(_typed(key, value, str))
        elif key in ("host", "cluster_id"):
            kwargs[key] = _typed(key, value, str)
        elif key == "auto_create_topics":
            kwargs[key] = _typed(key, value, bool)
        else:
            kwargs[key] = _typed(key, value, int)
    return kwargs


def _typed(key: str, value: Any, kind: type) -> Any:
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise ConfigError(f"{key} must be a {kind.__name__}, not {value!r}")
    return value


def _topics(value: Any) -> tuple[TopicConfig, ...]:
    if isinstance(value, dict):
        return tuple(TopicConfig(str(n), _typed(f"topics.{n}", p, int)) for n, p in value.items())
    if isinstance(value, list):
        topics = []
        for item in value:
            if not isinstance(item, dict) or "name" not in item:
                raise ConfigError(f"each topic needs a name: {item!r}")
            topics.append(
                TopicConfig(
                    _typed("topics.name", item["name"], str),
                    _typed("topics.partitions", item.get("partitions", 1), int),
                )
            )
        return tuple(topics)
    raise ConfigError("topics must be a table of name = partitions or a list")


def _groups(value: Any) -> GroupSettings:
    if not isinstance(value, dict):
        raise ConfigError("groups must be a table")
    unknown = sorted(value.keys() - _GROUP_KEYS)
    if unknown:
        raise ConfigError(f"unknown group setting(s): {', '.join(unknown)}")
    kwargs: dict[str, Any] = {}
    for key, item in value.items():
        if key == "consumer_assignors":
            if not isinstance(item, list) or not all(isinstance(x, str) for x in item):
                raise ConfigError("groups.consumer_assignors must be a list of names")
            kwargs[key] = tuple(item)
        else:
            kwargs[key] = _typed(f"groups.{key}", item, int)
    return GroupSettings(**kwargs)
