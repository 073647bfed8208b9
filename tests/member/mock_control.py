"""librdkafka's mock cluster in a child process, steered through librdkafka's mock API.

confluent-kafka has no Python binding for the mock cluster's controls (moving a coordinator,
delaying a broker, injecting errors), but the librdkafka it bundles exports them, so this script
calls them with ctypes. Arguments: the number of brokers (3) and the KIP-848 session timeout in
ms (6000). It prints the cluster's bootstrap list, then reads one JSON command per
line on stdin and answers each with one JSON line on stdout, until stdin closes:

- ``{"op": "topic", "name": N, "partitions": P}``: create a topic;
- ``{"op": "coordinator", "group": G, "broker": B}``: make broker B the group's coordinator;
- ``{"op": "rtt", "broker": B, "ms": M}``: delay every answer of broker B by M ms;
- ``{"op": "errors", "api": K, "codes": [...]}``: the next requests of API K fail with these;
- ``{"op": "down", "broker": B}`` / ``{"op": "up", "broker": B}``: close and refuse, or accept,
  connections to broker B;
- ``{"op": "versions", "api": K, "min": A, "max": B}``: the versions of API K the brokers
  announce in ApiVersions.
"""

from __future__ import annotations

import ctypes
import json
import sys
from pathlib import Path

#: Group timers of the project's tests: a quick first rebalance, short KIP-848 sessions.
INITIAL_REBALANCE_DELAY_MS = 200
CONSUMER_SESSION_TIMEOUT_MS = 6000
CONSUMER_HEARTBEAT_INTERVAL_MS = 300


def librdkafka() -> ctypes.CDLL:
    """The librdkafka that confluent-kafka ships (and has already loaded)."""
    import confluent_kafka

    libs = Path(confluent_kafka.__file__).resolve().parent.parent / "confluent_kafka.libs"
    [path] = sorted(libs.glob("librdkafka*.so*"))
    lib = ctypes.CDLL(str(path))
    lib.rd_kafka_conf_new.restype = ctypes.c_void_p
    lib.rd_kafka_conf_set.argtypes = [
        ctypes.c_void_p,
        ctypes.c_char_p,
        ctypes.c_char_p,
        ctypes.c_char_p,
        ctypes.c_size_t,
    ]
    lib.rd_kafka_new.restype = ctypes.c_void_p
    lib.rd_kafka_new.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
    lib.rd_kafka_handle_mock_cluster.restype = ctypes.c_void_p
    lib.rd_kafka_handle_mock_cluster.argtypes = [ctypes.c_void_p]
    lib.rd_kafka_mock_cluster_bootstraps.restype = ctypes.c_char_p
    lib.rd_kafka_mock_cluster_bootstraps.argtypes = [ctypes.c_void_p]
    lib.rd_kafka_mock_topic_create.argtypes = [ctypes.c_void_p, ctypes.c_char_p] + [
        ctypes.c_int
    ] * 2
    lib.rd_kafka_mock_coordinator_set.argtypes = [
        ctypes.c_void_p,
        ctypes.c_char_p,
        ctypes.c_char_p,
        ctypes.c_int32,
    ]
    lib.rd_kafka_mock_broker_set_rtt.argtypes = [ctypes.c_void_p, ctypes.c_int32, ctypes.c_int]
    lib.rd_kafka_mock_broker_set_down.argtypes = [ctypes.c_void_p, ctypes.c_int32]
    lib.rd_kafka_mock_broker_set_up.argtypes = [ctypes.c_void_p, ctypes.c_int32]
    lib.rd_kafka_mock_set_apiversion.argtypes = [ctypes.c_void_p] + [ctypes.c_int16] * 3
    lib.rd_kafka_mock_push_request_errors_array.argtypes = [
        ctypes.c_void_p,
        ctypes.c_int16,
        ctypes.c_size_t,
        ctypes.POINTER(ctypes.c_int),
    ]
    for name in (
        "rd_kafka_mock_group_initial_rebalance_delay_ms",
        "rd_kafka_mock_set_group_consumer_session_timeout_ms",
        "rd_kafka_mock_set_group_consumer_heartbeat_interval_ms",
    ):
        getattr(lib, name).argtypes = [ctypes.c_void_p, ctypes.c_int]
    return lib


def start(
    lib: ctypes.CDLL, brokers: int, session_timeout_ms: int = CONSUMER_SESSION_TIMEOUT_MS
) -> tuple[ctypes.c_void_p, ctypes.c_void_p]:
    """A producer handle whose mock cluster has ``brokers`` brokers."""
    conf = lib.rd_kafka_conf_new()
    errstr = ctypes.create_string_buffer(512)
    for key, value in (("test.mock.num.brokers", str(brokers)), ("log_level", "0")):
        if lib.rd_kafka_conf_set(conf, key.encode(), value.encode(), errstr, 512) != 0:
            raise RuntimeError(f"{key}: {errstr.value.decode()}")
    handle = lib.rd_kafka_new(0, conf, errstr, 512)  # RD_KAFKA_PRODUCER
    if not handle:
        raise RuntimeError(errstr.value.decode())
    cluster = lib.rd_kafka_handle_mock_cluster(handle)
    if not cluster:
        raise RuntimeError("the handle has no mock cluster")
    lib.rd_kafka_mock_group_initial_rebalance_delay_ms(cluster, INITIAL_REBALANCE_DELAY_MS)
    lib.rd_kafka_mock_set_group_consumer_session_timeout_ms(cluster, session_timeout_ms)
    lib.rd_kafka_mock_set_group_consumer_heartbeat_interval_ms(
        cluster, CONSUMER_HEARTBEAT_INTERVAL_MS
    )
    return handle, cluster


def run(lib: ctypes.CDLL, cluster: ctypes.c_void_p, command: dict[str, object]) -> int:
    """Carry out one command; returns librdkafka's error code (0: done)."""
    op = command["op"]
    if op == "topic":
        return int(
            lib.rd_kafka_mock_topic_create(
                cluster, str(command["name"]).encode(), int(str(command["partitions"])), 1
            )
        )
    if op == "coordinator":
        return int(
            lib.rd_kafka_mock_coordinator_set(
                cluster, b"group", str(command["group"]).encode(), int(str(command["broker"]))
            )
        )
    if op == "rtt":
        broker, ms = int(str(command["broker"])), int(str(command["ms"]))
        return int(lib.rd_kafka_mock_broker_set_rtt(cluster, broker, ms))
    if op == "errors":
        codes = [int(c) for c in command["codes"]]  # type: ignore[attr-defined]
        array = (ctypes.c_int * len(codes))(*codes)
        lib.rd_kafka_mock_push_request_errors_array(
            cluster, int(str(command["api"])), len(codes), array
        )
        return 0
    if op == "versions":
        api, low, high = (int(str(command[k])) for k in ("api", "min", "max"))
        return int(lib.rd_kafka_mock_set_apiversion(cluster, api, low, high))
    if op == "down":
        return int(lib.rd_kafka_mock_broker_set_down(cluster, int(str(command["broker"]))))
    if op == "up":
        return int(lib.rd_kafka_mock_broker_set_up(cluster, int(str(command["broker"]))))
    raise ValueError(f"unknown command {op!r}")


def main() -> None:
    brokers = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    session = int(sys.argv[2]) if len(sys.argv) > 2 else CONSUMER_SESSION_TIMEOUT_MS
    lib = librdkafka()
    _handle, cluster = start(lib, brokers, session)
    print(lib.rd_kafka_mock_cluster_bootstraps(cluster).decode(), flush=True)
    for line in sys.stdin:
        try:
            error = run(lib, cluster, json.loads(line))
            answer: dict[str, object] = {"error": error}
        except Exception as exc:
            answer = {"error": -1, "detail": repr(exc)}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
