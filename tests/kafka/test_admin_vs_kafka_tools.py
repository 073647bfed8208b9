"""``kgroup-proto groups`` says what Kafka 4.4's own tools say about the same groups.

On the session's Kafka 4.4 node, Kafka's Java clients keep one group of every kind alive
(apache-kafka/.../LiveGroups.java): a classic group and a consumer-protocol (KIP-848) group of
two members each, with committed offsets behind the log end (lag 1, 2 and 3 on partitions 0, 1
and 2), a classic group of one member that committed partitions 0 and 1 of the three it owns, a
share group of one ``KafkaShareConsumer``, a Kafka Streams application on the streams protocol,
and an empty classic group with offsets. Then, group by group, the command's answers (``groups
list``, ``describe`` and ``offsets``, as JSON) are compared with what Kafka's tools print
(``kafka-consumer-groups``, ``kafka-share-groups``, ``kafka-streams-groups`` and
``kafka-groups``, their main classes run on the same node, their tables parsed): ids, types,
protocols and states; coordinator, assignor and epochs; every member's id, client id, host and
assignment (a streams member's tasks); committed offsets, log-end offsets and lag per partition
(an owned partition without a commit included). Last, ``groups delete`` deletes the empty group
(Kafka's list no longer shows it) and refuses the groups with members with NON_EMPTY_GROUP, as
Kafka's tools do; once LiveGroups has closed its members, it deletes a group of every kind.

A share group commits no offsets: ``groups offsets`` reads its start offsets and lag with
DescribeShareGroupOffsets, as ``kafka-share-groups --describe --offsets`` does, and both say the
same per partition.
"""

from __future__ import annotations

import asyncio
import json
import re
import selectors
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from kgroup_proto.client import BrokerError, GroupAdmin, GroupListing
from kgroup_proto.error_codes import ErrorCode
from tests.apache_kafka import KafkaBuild, KafkaNode

PREFIX = "adm"
TOPIC = f"{PREFIX}-orders"
CLASSIC, CONSUMER, SHARE = f"{PREFIX}-classic", f"{PREFIX}-consumer", f"{PREFIX}-share"
STREAMS, EMPTY = f"{PREFIX}-streams", f"{PREFIX}-empty"
PARTIAL = f"{PREFIX}-partial"
GROUPS = {
    CLASSIC: "classic",
    CONSUMER: "consumer",
    PARTIAL: "classic",
    SHARE: "share",
    STREAMS: "streams",
}

CONSUMER_TOOL = "org.apache.kafka.tools.consumer.group.ConsumerGroupCommand"
SHARE_TOOL = "org.apache.kafka.tools.consumer.group.ShareGroupCommand"
STREAMS_TOOL = "org.apache.kafka.tools.streams.StreamsGroupCommand"
GROUPS_TOOL = "org.apache.kafka.tools.GroupsCommand"


@pytest.fixture(scope="module")
def live_program(
    kafka: KafkaNode, kafka_jars: KafkaBuild, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[subprocess.Popen[str]]:
    """LiveGroups.java, its groups ready, running until the module's tests are done (or one
    of them stops it)."""
    state = tmp_path_factory.mktemp("live-groups")
    with (state / "live.log").open("w") as log:
        program = subprocess.Popen(
            kafka_jars.java("kgroup.kafka.LiveGroups", kafka.bootstrap, str(state), PREFIX),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
        )
    try:
        assert program.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(program.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + 120
        line = ""
        while time.monotonic() < deadline and selector.select(deadline - time.monotonic()):
            line = program.stdout.readline()
            if line != "\n":
                break
        if line.strip() != "ready":
            tail = (state / "live.log").read_text()[-3000:]
            pytest.fail(f"LiveGroups did not get its groups ready: {line!r}\n{tail}")
        yield program
    finally:
        stop(program)


def stop(program: subprocess.Popen[str]) -> None:
    """End LiveGroups: the end of its input makes every member close."""
    assert program.stdin is not None
    if not program.stdin.closed:
        program.stdin.close()
    try:
        program.wait(60)
    except subprocess.TimeoutExpired:
        program.kill()
        program.wait(10)


@pytest.fixture(scope="module")
def live(kafka: KafkaNode, live_program: subprocess.Popen[str]) -> KafkaNode:
    """The node, with LiveGroups' groups on it."""
    del live_program
    return kafka


# -- Kafka's tools ---------------------------------------------------------------------------


def tool_rows(node: KafkaNode, main: str, *args: str) -> list[list[str]]:
    """The rows of a tool's table, split on blanks (the tables' values hold none, but for the
    columns the callers join again): the lines after the header that start with a group id."""
    out = node.run_tool(main, "--bootstrap-server", node.bootstrap, *args)
    lines = out.splitlines()
    headers = [i for i, line in enumerate(lines) if line.startswith("GROUP ")]
    assert headers, f"{main} {' '.join(args)}: no table in {out!r}"
    return [
        line.split() for line in lines[headers[0] + 1 :] if line.startswith(f"{PREFIX}-") and line
    ]


def kafka_listing(node: KafkaNode) -> dict[str, tuple[str, str]]:
    """group -> (type, state), from the three tools' lists (the consumer tool lists classic
    and consumer groups; the share and streams tools their own kind)."""
    types = {g: t.lower() for g, t in tool_rows(node, CONSUMER_TOOL, "--list", "--type")}
    listing = {g: (types[g], s) for g, s in tool_rows(node, CONSUMER_TOOL, "--list", "--state")}
    for kind, main in (("share", SHARE_TOOL), ("streams", STREAMS_TOOL)):
        listing.update({g: (kind, s) for g, s in tool_rows(node, main, "--list", "--state")})
    return listing


def dash(value: str) -> str | None:
    return None if value == "-" else value


def partitions(text: str) -> dict[str, list[int]]:
    """``topic:0,1`` (and more topics, blank- or comma-separated) -> {topic: [0, 1]}."""
    found: dict[str, list[int]] = {}
    for topic, numbers in re.findall(r"([A-Za-z0-9._-]+):(\d+(?:,\d+)*)", text):
        found.setdefault(topic, []).extend(int(n) for n in numbers.split(","))
    return {t: sorted(p) for t, p in found.items()}


def tasks(text: str) -> dict[str, dict[str, list[int]]]:
    """``ACTIVE: 0:[0]; TARGET-ACTIVE: 0:[0];`` -> {"ACTIVE": {"0": [0]}, ...}."""
    found: dict[str, dict[str, list[int]]] = {}
    for kind, body in re.findall(r"([A-Z-]+): ([^;]*);", text):
        found[kind] = {
            sub: sorted(int(n) for n in re.findall(r"\d+", numbers))
            for sub, numbers in re.findall(r"(\w+):\[([^\]]*)\]", body)
        }
    return found


# -- the command -----------------------------------------------------------------------------


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "groups", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def cli_json(node: KafkaNode, action: str, *args: str) -> Any:
    result = cli(action, "--bootstrap", node.bootstrap, "--json", *args)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def described(node: KafkaNode, group: str) -> dict[str, Any]:
    (group_doc,) = cli_json(node, "describe", group)
    assert group_doc["group_id"] == group
    return dict(group_doc)


def coordinator(group: dict[str, Any]) -> str:
    node = group["coordinator"]
    return f"{node['host']}:{node['port']}({node['node_id']})"


def offsets(
    node: KafkaNode, group: str
) -> dict[tuple[str, int], tuple[int | None, int | None, int | None]]:
    rows = cli_json(node, "offsets", group)[group]
    return {
        (r["topic"], r["partition"]): (r["offset"], r["log_end_offset"], r["lag"]) for r in rows
    }


# -- the comparisons -------------------------------------------------------------------------


def test_groups_list_agrees_with_kafkas_tools(live: KafkaNode) -> None:
    ours = {
        g["group_id"]: (g["group_type"], g["state"])
        for g in cli_json(live, "list")
        if g["group_id"].startswith(f"{PREFIX}-")
    }
    expected = {g: (kind, "Stable") for g, kind in GROUPS.items()} | {EMPTY: ("classic", "Empty")}
    assert ours == expected
    assert kafka_listing(live) == ours
    listed = asyncio.run(admin_list(live.bootstrap))
    assert {g.group_id: (g.group_type, g.state) for g in listed} == ours
    # Kafka's kafka-groups tool lists every kind with its protocol type, as the command does.
    protocols = {
        g["group_id"]: g["protocol_type"]
        for g in cli_json(live, "list")
        if g["group_id"].startswith(f"{PREFIX}-")
    }
    assert protocols == {CLASSIC: "consumer", CONSUMER: "consumer", PARTIAL: "consumer"} | {
        SHARE: "share",
        STREAMS: "streams",
        EMPTY: "",
    }
    kafka_protocols = {
        row[0]: (row[1].lower(), row[2] if len(row) == 3 else "")
        for row in tool_rows(live, GROUPS_TOOL, "--list")
    }
    assert kafka_protocols == {g: (ours[g][0], protocols[g]) for g in ours}


@pytest.mark.parametrize("group", [CLASSIC, CONSUMER])
def test_consumer_groups_describe_as_kafka_consumer_groups_does(
    live: KafkaNode, group: str
) -> None:
    ours = described(live, group)
    (state,) = tool_rows(
        live, CONSUMER_TOOL, "--describe", "--group", group, "--state", "--verbose"
    )
    _, address, node_id, strategy, group_state, epoch, target_epoch, count = state
    assert coordinator(ours) == address + node_id
    assert (ours["assignor"], ours["state"], len(ours["members"])) == (
        strategy,
        group_state,
        int(count),
    )
    assert ours["group_epoch"] == (None if epoch == "-" else int(epoch))
    assert ours["assignment_epoch"] == (None if target_epoch == "-" else int(target_epoch))

    members = tool_rows(
        live, CONSUMER_TOOL, "--describe", "--group", group, "--members", "--verbose"
    )
    kafka = {
        member_id: {
            "client_id": client_id,
            "client_host": host,
            "assignment": partitions(current),
            "member_epoch": None if epoch == "-" else int(epoch),
            "target_assignment": None if dash(target) is None else partitions(target),
            "count": int(count),
        }
        for _, member_id, host, client_id, count, epoch, current, _, target in members
    }
    assert {
        m["member_id"]: {
            "client_id": m["client_id"],
            "client_host": m["client_host"],
            "assignment": m["assignment"],
            "member_epoch": m["member_epoch"],
            "target_assignment": m["target_assignment"],
            "count": sum(len(p) for p in m["assignment"].values()),
        }
        for m in ours["members"]
    } == kafka
    # Two members share the three partitions of the topic.
    assert sorted(p for m in kafka.values() for p in m["assignment"][TOPIC]) == [0, 1, 2]


def number(value: str) -> int | None:
    return None if value == "-" else int(value)


@pytest.mark.parametrize("group", [CLASSIC, CONSUMER, EMPTY, PARTIAL])
def test_offsets_and_lag_as_kafka_consumer_groups_says(live: KafkaNode, group: str) -> None:
    rows = tool_rows(live, CONSUMER_TOOL, "--describe", "--group", group, "--offsets")
    kafka = {
        (topic, int(partition)): (number(current), int(end), number(lag))
        for _, topic, partition, current, end, lag, *_ in rows
    }
    lags: dict[int, int | None] = {0: 1, 1: 2, 2: 3} if group != EMPTY else {0: 5, 1: 5, 2: 5}
    if group == PARTIAL:
        lags[2] = None  # owned, never committed: Kafka shows neither an offset nor a lag
    assert kafka == {
        (TOPIC, p): (None if lag is None else 10 - lag, 10, lag) for p, lag in lags.items()
    }
    assert offsets(live, group) == kafka


def test_the_empty_group_describes_as_kafka_consumer_groups_does(live: KafkaNode) -> None:
    ours = described(live, EMPTY)
    (state,) = tool_rows(
        live, CONSUMER_TOOL, "--describe", "--group", EMPTY, "--state", "--verbose"
    )
    _, address, node_id, strategy, group_state, *_, count = state
    assert (ours["state"], ours["members"], ours["group_type"]) == (group_state, [], "classic")
    assert (coordinator(ours), dash(strategy), int(count)) == (address + node_id, None, 0)
    assert ours["assignor"] == ""


def test_share_group_as_kafka_share_groups_says(live: KafkaNode) -> None:
    ours = described(live, SHARE)
    (state,) = tool_rows(live, SHARE_TOOL, "--describe", "--group", SHARE, "--state", "--verbose")
    _, address, node_id, group_state, epoch, assignment_epoch, count = state
    assert (coordinator(ours), ours["state"], ours["group_type"]) == (
        address + node_id,
        group_state,
        "share",
    )
    assert (ours["group_epoch"], ours["assignment_epoch"], len(ours["members"])) == (
        int(epoch),
        int(assignment_epoch),
        int(count),
    )
    members = tool_rows(live, SHARE_TOOL, "--describe", "--group", SHARE, "--members", "--verbose")
    kafka = {
        member_id: (client_id, host, int(count), int(epoch), partitions(assignment))
        for _, member_id, host, client_id, count, epoch, assignment in members
    }
    assert kafka and all(v[0] == f"{SHARE}-member" for v in kafka.values())
    assert {
        m["member_id"]: (
            m["client_id"],
            m["client_host"],
            sum(len(p) for p in m["assignment"].values()),
            m["member_epoch"],
            m["assignment"],
        )
        for m in ours["members"]
    } == kafka
    # Both read the share group's start offsets and lag with DescribeShareGroupOffsets.
    out = live.run_tool(
        SHARE_TOOL,
        "--bootstrap-server",
        live.bootstrap,
        "--describe",
        "--group",
        SHARE,
        "--offsets",
    )
    lines = [line.split() for line in out.splitlines() if line.strip()]
    header = next(line for line in lines if line[0] == "GROUP")
    rows = [dict(zip(header, line, strict=True)) for line in lines if line[0] == SHARE]
    kafka_starts = {
        (row["TOPIC"], int(row["PARTITION"])): (int(row["START-OFFSET"]), dash(row["LAG"]))
        for row in rows
    }
    assert kafka_starts, out
    result = cli("offsets", "--bootstrap", live.bootstrap, SHARE, "--json")
    assert result.returncode == 0, result.stderr
    ours = {
        (o["topic"], o["partition"]): (
            o["start_offset"],
            None if o["lag"] is None else str(o["lag"]),
        )
        for o in json.loads(result.stdout)[SHARE]
    }
    assert ours == kafka_starts


def test_streams_group_as_kafka_streams_groups_says(live: KafkaNode) -> None:
    ours = described(live, STREAMS)
    (state,) = tool_rows(
        live, STREAMS_TOOL, "--describe", "--group", STREAMS, "--state", "--verbose"
    )
    _, address, node_id, assignor, group_state, epoch, target_epoch, count = state
    assert (coordinator(ours), ours["state"], ours["assignor"], ours["group_type"]) == (
        address + node_id,
        group_state,
        assignor,
        "streams",
    )
    assert (ours["group_epoch"], ours["assignment_epoch"], len(ours["members"])) == (
        int(epoch),
        int(target_epoch),
        int(count),
    )
    members = tool_rows(
        live, STREAMS_TOOL, "--describe", "--group", STREAMS, "--members", "--verbose"
    )
    kafka = {
        member: (client_id, process, int(epoch), tasks(" ".join(assigned)).get("ACTIVE", {}))
        for _, _, _, member, _, epoch, process, client_id, *assigned in members
    }
    assert kafka and all(active == {"0": [0]} for *_, active in kafka.values())
    assert {
        m["member_id"]: (m["client_id"], m["process_id"], m["member_epoch"], m["active_tasks"])
        for m in ours["members"]
    } == kafka

    rows = tool_rows(live, STREAMS_TOOL, "--describe", "--group", STREAMS, "--offsets", "--verbose")
    expected = {
        (topic, int(partition)): (int(current), int(end), int(lag))
        for _, topic, partition, current, _, end, lag in rows
    }
    assert expected == {(f"{PREFIX}-streams-in", 0): (10, 10, 0)}
    assert offsets(live, STREAMS) == expected
    epochs = {(topic, int(partition)): int(epoch) for _, topic, partition, _, epoch, *_ in rows}
    (committed,) = cli_json(live, "offsets", STREAMS)[STREAMS]
    assert {(committed["topic"], committed["partition"]): committed["leader_epoch"]} == epochs


def test_groups_delete_deletes_the_empty_group_and_refuses_a_busy_one(live: KafkaNode) -> None:
    result = cli("delete", "--bootstrap", live.bootstrap, EMPTY, CLASSIC)
    assert result.returncode == 1
    assert result.stdout == f"deleted group {EMPTY}\n"
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"kgroup-proto: error: DeleteGroups {CLASSIC!r}: NON_EMPTY_GROUP (68)")
    listed = [g for (g,) in tool_rows_plain(live, CONSUMER_TOOL, "--list")]
    assert EMPTY not in listed and CLASSIC in listed
    # Kafka's tool refuses the busy group for the same reason.
    refused = live.run_tool(
        CONSUMER_TOOL, "--bootstrap-server", live.bootstrap, "--delete", "--group", CLASSIC
    )
    assert "GroupNotEmptyException" in refused
    # Groups of every kind with members are refused alike, each on its own line.
    busy = cli("delete", "--bootstrap", live.bootstrap, *GROUPS)
    assert busy.returncode == 1 and busy.stdout == ""
    assert busy.stderr.splitlines() == [
        f"kgroup-proto: error: DeleteGroups {g!r}: NON_EMPTY_GROUP (68)" for g in GROUPS
    ]
    # GroupAdmin says the same: the error carries Kafka's code.
    with pytest.raises(BrokerError) as refused_by_admin:
        asyncio.run(admin_delete(live.bootstrap, CLASSIC))
    assert refused_by_admin.value.code == ErrorCode.NON_EMPTY_GROUP
    again = cli("delete", "--bootstrap", live.bootstrap, EMPTY)
    assert again.returncode == 1
    assert again.stderr == f"kgroup-proto: error: group {EMPTY!r} does not exist\n"
    # Kafka's share and streams tools refuse their busy groups alike.
    for main, group in ((SHARE_TOOL, SHARE), (STREAMS_TOOL, STREAMS)):
        assert "GroupNotEmptyException" in tool_output(live, main, "--delete", "--group", group)


def test_groups_delete_deletes_every_kind_once_the_members_left(
    live: KafkaNode, live_program: subprocess.Popen[str]
) -> None:
    stop(live_program)
    assert live_program.returncode == 0
    deadline = time.monotonic() + 60
    while {g.state for g in asyncio.run(admin_list(live.bootstrap))} != {"Empty"}:
        assert time.monotonic() < deadline, "the members did not leave within 60 s"
        time.sleep(0.5)
    result = cli("delete", "--bootstrap", live.bootstrap, *GROUPS)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.splitlines() == [f"deleted group {g}" for g in GROUPS]
    assert tool_rows_plain(live, GROUPS_TOOL, "--list") == []


async def admin_list(bootstrap: str) -> list[GroupListing]:
    async with GroupAdmin(bootstrap) as admin:
        return [g for g in await admin.list_groups() if g.group_id.startswith(f"{PREFIX}-")]


async def admin_delete(bootstrap: str, group: str) -> None:
    async with GroupAdmin(bootstrap) as admin:
        await admin.delete_groups([group])


def tool_output(node: KafkaNode, main: str, *args: str) -> str:
    """What a tool prints, on either stream, whatever its exit code."""
    result = subprocess.run(
        node.build.java(main, "--bootstrap-server", node.bootstrap, *args),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return result.stdout + result.stderr


def tool_rows_plain(node: KafkaNode, main: str, *args: str) -> list[list[str]]:
    """A tool's output without a header (``--list`` alone): its lines of this module's groups."""
    out = node.run_tool(main, "--bootstrap-server", node.bootstrap, *args)
    return [line.split() for line in out.splitlines() if line.startswith(f"{PREFIX}-")]
