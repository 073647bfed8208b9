"""Group histories of a Kafka Streams group and of a group subscribed by regular expression.

The records are the sample's (``sample.pattern_and_streams_groups``), decoded by the offsets
pipeline's record functions into the rows its tables hold, then replayed by ``histories``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from kgroup_proto.consumer_offsets import decode_record
from kgroup_proto.pipelines import group_history, report_data, report_page
from kgroup_proto.pipelines.records import table_row
from kgroup_proto.pipelines.sample import Topic, Written, pattern_and_streams_groups


def rows(written: Iterable[Written]) -> dict[str, list[dict[str, Any]]]:
    """The rows of the history tables, as ``read_records`` gives them."""
    found: dict[str, list[dict[str, Any]]] = {}
    for w in written:
        decoded = decode_record(w.key, w.value)
        table = decoded.record_type.table
        if table not in group_history.TABLES:
            continue
        row = table_row(decoded)
        row["group"] = row[group_history.TABLES[table][2]]
        row["source_offset"], row["time"] = w.offset, w.timestamp_ms
        found.setdefault(table, []).append(row)
    return found


def histories() -> dict[str, group_history.GroupHistory]:
    return group_history.histories(rows(pattern_and_streams_groups(Topic(partitions=1, seed=3))))


def test_a_streams_group_has_its_members_tasks_and_topology() -> None:
    streams = histories()["wordcount-streams"]
    assert (streams.kind, streams.state) == (group_history.STREAMS, group_history.STABLE)
    (member,) = streams.members  # w-two left
    assert (member.member_id, member.client_id, member.host) == (
        "w-one",
        "wordcount-process-a",
        "/10.0.3.1",
    )
    assert member.assignment == {"active 0": [0, 1], "active 1": [0, 1]}
    assert streams.topology == [
        "0: reads words; writes wordcount-repartition",
        "1: reads wordcount-repartition; state in wordcount-counts-changelog",
    ]
    assert [(c.epoch, c.joined, c.left) for c in streams.changes] == [
        (1, ("w-one", "w-two"), ()),
        (2, (), ("w-two",)),
    ]
    assert [epoch for _, epoch in streams.epochs] == [1, 2]


def test_a_pattern_subscription_lists_what_it_matched() -> None:
    group = histories()["events-by-pattern"]
    assert group.kind == group_history.CONSUMER
    assert group.patterns == {r"events\..*": ["events.apac", "events.eu", "events.us"]}
    (member,) = group.members
    assert member.instance_id is None
    assert member.assignment == {"events.apac": [0], "events.eu": [0], "events.us": [0]}


def test_a_pattern_tombstone_forgets_the_pattern() -> None:
    topic = Topic(partitions=1, seed=3)
    written = list(pattern_and_streams_groups(topic))
    regex = [w for w in written if w.record_type == "ConsumerGroupRegularExpression"][-1]
    gone = topic.record("events-by-pattern", regex.key_obj, None)
    found = group_history.histories(rows([*written, gone]))["events-by-pattern"]
    assert found.patterns == {}


def test_histories_survive_their_json_form() -> None:
    for history in histories().values():
        assert group_history.GroupHistory.from_json(history.to_json()) == history


def subscriptions(entry: report_data.GroupReport) -> str:
    """The page's section of one group, from its heading on."""
    data = report_data.ReportData("groups", "made-up", [entry], 0, 0, 1000)
    page = report_page.render_page(data, {}, "report")
    return page[page.index(f'<section id="{report_data.file_stem(entry.group)}">') :]


def test_the_report_shows_patterns_and_topology() -> None:
    found = histories()
    streams = subscriptions(
        report_data.GroupReport("wordcount-streams", found["wordcount-streams"])
    )
    assert "<h3>Topology (subtopologies)</h3>" in streams
    assert "<li>0: reads words; writes wordcount-repartition</li>" in streams
    pattern = subscriptions(
        report_data.GroupReport("events-by-pattern", found["events-by-pattern"])
    )
    assert "<code>events\\..*</code></td><td>events.apac, events.eu, events.us</td>" in pattern
    only = subscriptions(report_data.GroupReport("offsets-only"))
    assert "Subscription patterns" not in only and "Topology" not in only


def test_a_streams_members_tasks_read_as_words() -> None:
    streams = subscriptions(
        report_data.GroupReport("wordcount-streams", histories()["wordcount-streams"])
    )
    # w-one's tasks: partitions 0 and 1 of each of the two subtopologies, active.
    assert (
        "<td>subtopology 0: partitions 0, 1 (active); subtopology 1: partitions 0, 1 (active)</td>"
        in streams
    )
    assert "active 0 0, 1" not in streams


def test_the_changes_table_has_every_epoch_the_plot_draws() -> None:
    """The pattern group's epoch moves from 1 to 2 when its pattern matches more topics, with
    the same member: the plot draws both epochs, and the table has a row for each."""
    history = histories()["events-by-pattern"]
    assert [epoch for _, epoch in history.epochs] == [1, 2]
    section = subscriptions(report_data.GroupReport("events-by-pattern", history))
    table = section[section.index("<table class='changes'>") :]
    table = table[: table.index("</table>")]
    rows = re.findall(r"<tr><td class='time'>([^<]+)</td><td class='n'>(\d+)</td>(.*?)</tr>", table)
    assert [int(epoch) for _, epoch, _ in rows] == [1, 2]
    assert rows[0][0] == report_data.utc(history.changes[0].time)
    assert rows[1][0] == report_data.utc(history.epochs[1][0])
    assert rows[1][2].endswith(f"<td>{report_data.SAME_MEMBERS}</td>")
    assert "<th>note</th>" in table
