"""Lag and Burrow's status rules, without I/O: each rule alone, the order they are checked in,
lag in seconds, deleted and expired groups, and properties over generated histories."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgroup_proto.pipelines.lag import (
    AT_LEAST,
    CAUGHT_UP,
    INTERPOLATED,
    RECORD_TIMESTAMP,
    UNKNOWN,
    Commit,
    EndOffset,
    GroupTombstone,
    KnownGroup,
    LagReport,
    LagState,
    OffsetTombstone,
    RecordTime,
    Settings,
    Status,
    WindowCommit,
    evaluate,
    group_status,
    lag_seconds,
    partition_status,
    with_known_groups,
)

DEFAULTS = Settings()


def window(*commits: tuple[int, int, int | None]) -> list[WindowCommit]:
    """(offset, time in seconds, lag) triples, oldest first."""
    return [WindowCommit(offset, seconds * 1000, lag) for offset, seconds, lag in commits]


def judge(
    commits: list[WindowCommit],
    current_lag: int,
    now_seconds: int,
    recent_ends: tuple[int, ...] = (10_000,),
    settings: Settings = DEFAULTS,
) -> Status:
    return partition_status(commits, recent_ends, current_lag, now_seconds * 1000, settings)


# ----------------------------------------------------------------------------- one rule each


def test_settings_defaults_are_burrows() -> None:
    assert Settings() == Settings(
        intervals=10,
        min_distance_ms=0,
        expire_group_ms=604_800_000,
        minimum_complete=0.0,
        allowed_lag=0,
    )


@pytest.mark.parametrize(
    "bad",
    [{"intervals": 0}, {"allowed_lag": -1}, {"minimum_complete": 1.5}, {"min_distance_ms": -5}],
)
def test_settings_reject_impossible_values(bad: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        Settings(**bad)  # type: ignore[arg-type]


def test_no_current_lag_is_ok_whatever_the_window_shows() -> None:
    # Commits stopped long ago and went backwards, but the group has nothing left to read.
    commits = window((50, 0, 5), (40, 10, 15))
    assert judge(commits, current_lag=0, now_seconds=1000) == Status.OK


def test_an_empty_window_is_ok() -> None:
    assert judge([], current_lag=500, now_seconds=100) == Status.OK


def test_stop_when_the_last_commit_is_older_than_the_window_spans() -> None:
    # Window spans 20 s (0 to 20); the last commit is 30 s old at 50 s: 30 > 20.
    commits = window((10, 0, 5), (20, 10, 5), (30, 20, 5))
    assert judge(commits, current_lag=15, now_seconds=50, recent_ends=(40, 45)) == Status.STOP


def test_not_stop_while_the_last_commit_is_younger_than_the_window_spans() -> None:
    # 20 s old at 40 s, against a span of 20 s: not older, so the other rules decide. Lags
    # 5, 4, 6 decrease once, so it is not WARN either.
    commits = window((10, 0, 5), (20, 10, 4), (30, 20, 6))
    assert judge(commits, current_lag=15, now_seconds=40, recent_ends=(40, 45)) == Status.OK


def test_stop_is_suppressed_when_a_recent_end_offset_was_at_the_last_commit() -> None:
    # Same stopped window, but one of the recent end offsets (30) equals the last commit: the
    # group was caught up a moment ago. The rules go on: lags 5, 5, 5 never decrease: WARN.
    commits = window((10, 0, 5), (20, 10, 5), (30, 20, 5))
    assert judge(commits, current_lag=15, now_seconds=50, recent_ends=(30, 45)) == Status.WARN


def test_a_single_commit_is_stopped_as_soon_as_time_passes() -> None:
    # A window of one commit spans 0 s; 1 ms later its commit is older than that.
    commits = [WindowCommit(10, 5000, 3)]
    assert partition_status(commits, (20,), 10, 5001, DEFAULTS) == Status.STOP
    assert partition_status(commits, (20,), 10, 5000, DEFAULTS) == Status.STALL


def test_rewind_when_an_offset_goes_back_and_never_recovers() -> None:
    commits = window((100, 0, 10), (120, 10, 10), (50, 20, 80), (60, 30, 90))
    assert judge(commits, current_lag=100, now_seconds=30) == Status.REWIND


def test_a_recovered_rewind_is_judged_by_the_other_rules() -> None:
    # 50 after 120, then 130 >= 120: recovered. A lag of 0 at the last commit makes it OK.
    commits = window((100, 0, 10), (120, 10, 10), (50, 20, 80), (130, 30, 0))
    assert judge(commits, current_lag=20, now_seconds=30) == Status.OK
    # Recovery that only reaches the offset before the rewind (120) counts too; lags 10, 10,
    # 80, 90 never decrease, so the group is slow: WARN.
    commits = window((100, 0, 10), (120, 10, 10), (50, 20, 80), (120, 30, 90))
    assert judge(commits, current_lag=100, now_seconds=30) == Status.WARN


def test_stall_when_every_commit_has_the_same_offset_and_lag_never_reached_zero() -> None:
    commits = window((40, 0, 5), (40, 10, 10), (40, 20, 15))
    assert judge(commits, current_lag=20, now_seconds=20) == Status.STALL


def test_no_stall_when_the_lag_was_zero_once_in_the_window() -> None:
    commits = window((40, 0, 5), (40, 10, 0), (40, 20, 15))
    assert judge(commits, current_lag=20, now_seconds=20) == Status.OK


def test_warn_when_offsets_move_but_the_lag_never_decreases() -> None:
    commits = window((10, 0, 5), (20, 10, 6), (30, 20, 6), (40, 30, 7))
    assert judge(commits, current_lag=8, now_seconds=30) == Status.WARN


def test_ok_when_the_lag_decreases_somewhere() -> None:
    commits = window((10, 0, 7), (20, 10, 6), (30, 20, 8))
    assert judge(commits, current_lag=8, now_seconds=20) == Status.OK


def test_allowed_lag_counts_as_caught_up() -> None:
    relaxed = Settings(allowed_lag=3)
    commits = window((10, 0, 3), (20, 10, 5), (30, 20, 6))
    # Current lag 3 is allowed: OK at once.
    assert judge(commits, current_lag=3, now_seconds=20, settings=relaxed) == Status.OK
    # Current lag 4 is not; but the first commit's lag (3) was within it: neither STALL nor WARN.
    assert judge(commits, current_lag=4, now_seconds=20, settings=relaxed) == Status.OK
    # With no allowance the same window never had lag 0 and never decreased: WARN.
    assert judge(commits, current_lag=4, now_seconds=20) == Status.WARN


def test_an_incomplete_window_is_ok_below_minimum_complete() -> None:
    stalled = window((40, 0, 5), (40, 10, 10), (40, 20, 15))  # 3 of 10 commits: 0.3 complete
    assert judge(stalled, 20, 20, settings=Settings(minimum_complete=0.5)) == Status.OK
    assert judge(stalled, 20, 20, settings=Settings(minimum_complete=0.3)) == Status.STALL


def test_unknown_lags_are_skipped_and_warn_needs_one_known_lag() -> None:
    moving = window((10, 0, None), (20, 10, None), (30, 20, None))
    assert judge(moving, current_lag=50, now_seconds=20) == Status.OK
    standing = window((10, 0, None), (10, 10, None))
    assert judge(standing, current_lag=50, now_seconds=10) == Status.STALL
    one_known = window((10, 0, None), (20, 10, 40), (30, 20, None))
    assert judge(one_known, current_lag=50, now_seconds=20) == Status.WARN


# ----------------------------------------------------------------------------- rule order


def test_stop_is_checked_before_rewind() -> None:
    # Both a rewind that never recovered and a stop (last commit 40 s old, span 20 s).
    commits = window((100, 0, 10), (50, 10, 60), (60, 20, 70))
    assert judge(commits, current_lag=90, now_seconds=60, recent_ends=(150,)) == Status.STOP


def test_rewind_is_checked_before_stall() -> None:
    # After the rewind every commit is 50 and the lag never reached zero, but REWIND wins.
    commits = window((100, 0, 10), (50, 10, 60), (50, 20, 70))
    assert judge(commits, current_lag=90, now_seconds=20) == Status.REWIND


def test_stall_is_checked_before_warn() -> None:
    # Same offsets with lags that never decrease: both rules hold; STALL is reported.
    commits = window((40, 0, 5), (40, 10, 5), (40, 20, 9))
    assert judge(commits, current_lag=20, now_seconds=20) == Status.STALL


def test_zero_lag_in_the_window_does_not_excuse_stop_or_rewind() -> None:
    rewound = window((100, 0, 0), (50, 10, 60), (60, 20, 70))
    assert judge(rewound, current_lag=90, now_seconds=20) == Status.REWIND
    stopped = window((100, 0, 0), (110, 10, 0))
    assert judge(stopped, current_lag=90, now_seconds=30, recent_ends=(200,)) == Status.STOP


@pytest.mark.parametrize(
    ("statuses", "expected"),
    [
        ([], Status.NOTFOUND),
        ([Status.OK, Status.OK], Status.OK),
        ([Status.OK, Status.WARN], Status.WARN),
        ([Status.WARN, Status.STOP], Status.ERR),
        ([Status.OK, Status.STALL], Status.ERR),
        ([Status.REWIND], Status.ERR),
        ([Status.NOTFOUND, Status.WARN], Status.WARN),
        ([Status.NOTFOUND], Status.NOTFOUND),
    ],
)
def test_group_status_is_the_worst_partition_with_errors_folded(
    statuses: list[Status], expected: Status
) -> None:
    assert group_status(statuses) == expected


# ----------------------------------------------------------------------------- lag in seconds


SAMPLES = [(0, 0), (10_000, 100), (20_000, 300)]


def test_lag_seconds_interpolates_between_the_samples_around_the_committed_offset() -> None:
    # Offset 150 was written between the samples at 10 s (end 100) and 20 s (end 300). The end
    # reaches 151 after (151 - 100) / 200 of those 10 s: at 12.55 s. At 20 s it is 7.45 s old.
    seconds, method = lag_seconds(SAMPLES, 150, 20_000)
    assert method == INTERPOLATED
    assert seconds == pytest.approx(7.45)
    # Offset 100 is the first record after the 10 s sample: written at 10.05 s.
    assert lag_seconds(SAMPLES, 100, 30_000)[0] == pytest.approx(19.95)
    # Offset 99 is the last record the 10 s sample (end 100) counts: with the end growing
    # evenly from 0 at 0 s, it reached 100 exactly at 10 s, so at 20 s the record is 10 s old.
    assert lag_seconds(SAMPLES, 99, 20_000)[0] == pytest.approx(10.0)


def test_lag_seconds_is_zero_when_caught_up() -> None:
    assert lag_seconds(SAMPLES, 300, 20_000) == (0.0, CAUGHT_UP)
    assert lag_seconds(SAMPLES, 301, 20_000) == (0.0, CAUGHT_UP)


def test_lag_seconds_before_the_first_sample_is_a_lower_bound() -> None:
    samples = [(1_000, 10), (2_000, 20)]
    assert lag_seconds(samples, 5, 4_000) == (3.0, AT_LEAST)


def test_lag_seconds_prefers_the_record_timestamp() -> None:
    assert lag_seconds(SAMPLES, 150, 20_000, record_timestamp=11_000) == (9.0, RECORD_TIMESTAMP)
    # A producer clock ahead of ours does not make the lag negative.
    assert lag_seconds(SAMPLES, 150, 20_000, record_timestamp=25_000) == (0.0, RECORD_TIMESTAMP)


def test_lag_seconds_without_samples_is_unknown() -> None:
    assert lag_seconds([], 5, 1_000) == (None, UNKNOWN)


def test_lag_seconds_uses_the_last_sample_at_or_below_the_offset_when_ends_go_back() -> None:
    # The end went 50 -> 40 (a stale sample) -> 80: offset 45 appeared after the 2 s sample.
    samples = [(1_000, 50), (2_000, 40), (3_000, 80)]
    # (45 + 1 - 40) / 40 of the second from 2 s: 2.15 s; at 3 s it is 0.85 s old.
    assert lag_seconds(samples, 45, 3_000) == (pytest.approx(0.85), INTERPOLATED)


# ----------------------------------------------------------------------------- the replay


def ends(topic: str, partition: int, *points: tuple[int, int]) -> list[EndOffset]:
    """End offsets at (seconds, offset) points."""
    return [EndOffset(topic, partition, seconds * 1000, offset) for seconds, offset in points]


def commits(group: str, topic: str, partition: int, *points: tuple[int, int]) -> list[Commit]:
    """Commits at (seconds, offset) points."""
    return [Commit(group, topic, partition, offset, seconds * 1000) for seconds, offset in points]


def rows_of(report: LagReport, group: str) -> list[tuple[int, int | None, str]]:
    return [(r.time // 1000, r.lag_records, r.status) for r in report.lag if r.group == group]


def test_lag_over_time_per_partition() -> None:
    report = evaluate(
        commits("g", "t", 0, (1, 5), (3, 25), (5, 40)),
        ends("t", 0, (0, 10), (2, 20), (4, 30), (6, 50)),
    )
    # No row at 0 s: the group had no commit yet. At 2 s: 20 - 5; at 4 s: 30 - 25 = 5;
    # at 6 s: 50 - 40.
    assert [(r.time, r.end_offset, r.committed_offset, r.lag_records) for r in report.lag] == [
        (2000, 20, 5, 15),
        (4000, 30, 25, 5),
        (6000, 50, 40, 10),
    ]
    # The lags when committed were 5 (10 - 5 at 1 s), 0 (20 - 25 clamped at 3 s) and 0
    # (30 - 40 clamped): lag reached zero, the group is OK.
    assert report.group("g").status == "OK"
    assert report.group("g").total_lag == 10


def test_lag_is_never_negative_when_the_group_commits_past_the_last_sample() -> None:
    report = evaluate(commits("g", "t", 0, (1, 60)), ends("t", 0, (0, 50), (2, 55)))
    assert [r.lag_records for r in report.lag] == [0]
    assert report.lag[0].lag_seconds == 0.0


def test_end_offsets_at_the_same_time_are_applied_before_commits() -> None:
    # Commits and samples at the same moments: each commit's lag is measured against the
    # sample of its moment, 30 - 10 = 20 and 31 - 25 = 6. The lag decreased: OK. (Measured
    # before the samples, the first lag would be unknown and the second 30 - 25 = 5: a window
    # whose one known lag never decreased, WARN.)
    report = evaluate(commits("g", "t", 0, (1, 10), (2, 25)), ends("t", 0, (1, 30), (2, 31)))
    assert (report.partitions[0].lag_records, report.partitions[0].status) == (6, "OK")
    # The sample at 1 s came before the group's first commit: the group has no row there.
    assert [r.time for r in report.lag] == [2000]


def test_status_over_time_goes_from_ok_to_stop() -> None:
    report = evaluate(
        commits("g", "t", 0, (0, 0), (2, 20), (4, 40)),
        ends("t", 0, (0, 0), (2, 20), (4, 40), (6, 60), (8, 80), (10, 100), (12, 120)),
        settings=Settings(intervals=3),
    )
    # Each commit comes just after the sample of its moment, so each row shows the lag the
    # group had before committing. At 2 s the one commit (0 s) is older than its window spans,
    # but the recent end offsets include 0: caught up a moment ago. Up to 8 s the last commit
    # (4 s) is not older than the window's span (0 to 4 s). At 10 s it is 6 s old, and no
    # recent end offset (60, 80, 100) is at 40: STOP.
    assert rows_of(report, "g") == [
        (2, 20, "OK"),
        (4, 20, "OK"),
        (6, 20, "OK"),
        (8, 40, "OK"),
        (10, 60, "STOP"),
        (12, 80, "STOP"),
    ]
    assert report.group("g").status == "ERR"


def test_the_window_keeps_the_last_intervals_commits() -> None:
    # A rewind (30 after 50) at the second commit; with a window of 3 it rolls out after two
    # more commits, and the steady progress after it is judged instead.
    points = [(1, 50), (2, 30), (3, 35), (4, 40), (5, 45)]
    samples = ends("t", 0, *[(s, 100 + 10 * s) for s in range(6)])
    report = evaluate(commits("g", "t", 0, *points), samples, settings=Settings(intervals=3))
    statuses = [status for _, _, status in rows_of(report, "g")]
    # Lags when committed: 60, 90, 95, 100, 105: never zero, never decreasing. At 2 s the
    # window is the 1 s commit alone, 1 s old and spanning nothing: STOP. At 3 s and 4 s the
    # window holds the rewind; at 5 s it is 30, 35, 40: progress with a growing lag, WARN.
    assert statuses == ["STOP", "REWIND", "REWIND", "WARN"]
    window_start = report.partitions[0]
    assert (window_start.window_start_offset, window_start.window_size) == (35, 3)


def test_min_distance_merges_commits_into_the_previous_one() -> None:
    report = evaluate(
        [Commit("g", "t", 0, o, ms) for o, ms in [(10, 0), (20, 500), (30, 2000)]],
        ends("t", 0, (0, 40)),
        settings=Settings(min_distance_ms=1000),
    )
    (partition,) = report.partitions
    # The 500 ms commit replaced the first, keeping its time; the 2 s one is 1.5 s after that.
    assert partition.window_size == 2
    assert (partition.window_start_offset, partition.window_start_time) == (20, 0)
    assert (partition.window_end_offset, partition.window_end_time) == (30, 2000)


def test_record_times_give_lag_seconds_where_known() -> None:
    report = evaluate(
        commits("g", "t", 0, (0, 150)),
        ends("t", 0, (0, 0), (10, 100), (20, 300)),
        [RecordTime("t", 0, 150, 11_000)],
    )
    # At 10 s the end (100) is below the committed offset; at 20 s the record at 150 is
    # 20 - 11 s old by its timestamp.
    assert [(r.lag_seconds, r.lag_seconds_method) for r in report.lag] == [
        (0.0, CAUGHT_UP),
        (9.0, RECORD_TIMESTAMP),
    ]
    assert report.group("g").lag_seconds == 9.0


def test_group_lag_seconds_is_the_oldest_partition() -> None:
    report = evaluate(
        commits("g", "t", 0, (0, 0)) + commits("g", "t", 1, (0, 0)),
        ends("t", 0, (0, 0), (4, 8)) + ends("t", 1, (0, 0), (2, 4), (4, 4)),
    )
    # Partition 0: offset 0 existed by 0.5 s (end 8 over 4 s), 3.5 s old at 4 s.
    # Partition 1: offset 0 existed by 0.5 s too (end 4 over 2 s), also 3.5 s old; both lag.
    group = report.group("g")
    assert group.lag_seconds == pytest.approx(3.5)
    assert (group.total_lag, group.max_lag, group.max_lag_partition) == (12, 8, 0)


def test_a_group_tombstone_deletes_the_group_from_its_time() -> None:
    report = evaluate(
        [*commits("g", "t", 0, (1, 10)), GroupTombstone("g", 3000)],
        ends("t", 0, (2, 10), (4, 30)),
    )
    seen = [(r.time, r.deleted, r.committed_offset, r.lag_records, r.status) for r in report.lag]
    assert seen == [
        (2000, False, 10, 0, "OK"),
        (4000, True, None, None, "NOTFOUND"),
    ]
    group = report.group("g")
    assert (group.status, group.deleted, group.deleted_at) == ("NOTFOUND", True, 3000)
    assert report.partitions[0].deleted_at == 3000


def test_a_group_is_deleted_when_its_last_offset_is() -> None:
    events = [
        *commits("g", "t", 0, (1, 10)),
        *commits("g", "t", 1, (1, 10)),
        OffsetTombstone("g", "t", 0, 3000),
    ]
    samples = ends("t", 0, (0, 20)) + ends("t", 1, (0, 10), (5, 10))
    one_left = evaluate(events, samples)
    assert (one_left.group("g").deleted, one_left.group("g").status) == (False, "OK")
    assert [p.deleted for p in one_left.partitions] == [True, False]
    both = evaluate([*events, OffsetTombstone("g", "t", 1, 4000)], samples)
    assert (both.group("g").deleted_at, both.group("g").status) == (4000, "NOTFOUND")


def test_a_commit_after_deletion_brings_the_group_back_with_a_fresh_window() -> None:
    report = evaluate(
        [*commits("g", "t", 0, (1, 10)), GroupTombstone("g", 2000), *commits("g", "t", 0, (3, 5))],
        ends("t", 0, (0, 20), (4, 20)),
    )
    group = report.group("g")
    assert (group.deleted, group.deleted_at) == (False, None)
    # One commit (offset 5 at 3 s, lag 15) in the fresh window. At 4 s it is 1 s old against a
    # span of 0 s, and no recent end offset (20, 20) is at 5: STOP.
    assert (report.partitions[0].window_size, report.partitions[0].status) == (1, "STOP")
    assert group.status == "ERR"


def test_a_tombstone_for_a_group_never_seen_lists_it_deleted() -> None:
    report = evaluate([GroupTombstone("gone", 5000)], [])
    group = report.group("gone")
    assert (group.status, group.deleted_at, group.partition_count) == ("NOTFOUND", 5000, 0)


def test_a_group_that_stopped_committing_longer_than_expire_group_is_notfound() -> None:
    settings = Settings(expire_group_ms=10_000)
    samples = ends("t", 0, (5, 20), (11, 30))
    report = evaluate(commits("g", "t", 0, (0, 10)), samples, settings=settings)
    assert rows_of(report, "g") == [(5, 10, "STOP"), (11, None, "NOTFOUND")]
    assert (report.group("g").status, report.group("g").expired) == ("NOTFOUND", True)
    # A new commit starts the group again, without the old window.
    again = evaluate(
        commits("g", "t", 0, (0, 10), (12, 30)), ends("t", 0, (5, 20), (12, 30)), settings=settings
    )
    assert (again.group("g").status, again.partitions[0].window_size) == ("OK", 1)


def test_evaluation_time_leaves_later_inputs_out() -> None:
    report = evaluate(
        commits("g", "t", 0, (1, 10), (5, 50)), ends("t", 0, (2, 20), (6, 60)), at=3000
    )
    assert report.evaluated_at == 3000
    assert [r.time for r in report.lag] == [2000]
    assert report.partitions[0].committed_offset == 10


def test_partitions_without_end_offsets_are_notfound_and_left_out_of_the_group() -> None:
    report = evaluate(
        commits("g", "t", 0, (1, 10)) + commits("g", "u", 0, (1, 10)), ends("t", 0, (2, 10))
    )
    assert [(p.topic, p.status) for p in report.partitions] == [("t", "OK"), ("u", "NOTFOUND")]
    assert (report.group("g").status, report.group("g").partition_count) == ("OK", 1)


# ----------------------------------------------------------------------------- properties

times = st.integers(min_value=0, max_value=100_000)
offsets = st.integers(min_value=0, max_value=1_000)
groups = st.sampled_from(["a", "b"])
partitions = st.integers(min_value=0, max_value=1)

any_event = st.one_of(
    st.builds(Commit, groups, st.just("t"), partitions, offsets, times),
    st.builds(OffsetTombstone, groups, st.just("t"), partitions, times),
    st.builds(GroupTombstone, groups, times),
)
any_end = st.builds(EndOffset, st.just("t"), partitions, times, offsets)


@settings(max_examples=200, deadline=None)
@given(
    events=st.lists(any_event, max_size=30),
    samples=st.lists(any_end, max_size=30),
    record_times=st.lists(st.builds(RecordTime, st.just("t"), partitions, offsets, times)),
    intervals=st.integers(min_value=1, max_value=5),
)
def test_lag_is_never_negative(
    events: list[Commit | OffsetTombstone | GroupTombstone],
    samples: list[EndOffset],
    record_times: list[RecordTime],
    intervals: int,
) -> None:
    report = evaluate(events, samples, record_times, Settings(intervals=intervals))
    for row in report.lag:
        assert row.lag_records is None or row.lag_records >= 0
        assert row.lag_seconds is None or row.lag_seconds >= 0
        if row.lag_records is not None:
            assert row.committed_offset is not None
            assert row.lag_records == max(0, row.end_offset - row.committed_offset)
            if row.lag_records == 0:
                assert row.lag_seconds == 0.0
    for partition in report.partitions:
        assert partition.lag_records is None or partition.lag_records >= 0
        assert partition.lag_seconds is None or partition.lag_seconds >= 0
    for group in report.groups:
        # No lag where no partition's lag is known (deleted, or no end offset yet), never 0.
        known = [
            p.lag_records
            for p in report.partitions
            if p.group == group.group and p.status != "NOTFOUND" and p.lag_records is not None
        ]
        assert group.total_lag == (sum(known) if known else None)
        assert group.status in {"NOTFOUND", "OK", "WARN", "ERR"}


@st.composite
def tracked_history(draw: st.DrawFn) -> tuple[list[Commit], list[EndOffset]]:
    """End offsets that only grow, sampled at increasing times, and a group that commits the
    end offset of each sample before the next sample is taken."""
    count = draw(st.integers(min_value=1, max_value=25))
    gaps = draw(st.lists(st.integers(1, 5_000), min_size=count, max_size=count))
    growth = draw(st.lists(st.integers(0, 500), min_size=count, max_size=count))
    time = end = 0
    samples, commits_ = [], []
    for index in range(count):
        time, end = time + gaps[index], end + growth[index]
        samples.append(EndOffset("t", 0, time, end))
        until_next = gaps[index + 1] if index + 1 < count else 1_000
        commits_.append(Commit("g", "t", 0, end, time + draw(st.integers(0, until_next - 1))))
    return commits_, samples


@settings(max_examples=200, deadline=None)
@given(history=tracked_history(), intervals=st.integers(min_value=2, max_value=10))
def test_a_group_whose_commits_track_the_end_offsets_is_ok(
    history: tuple[list[Commit], list[EndOffset]], intervals: int
) -> None:
    # Between a sample and the group's next commit the group lags, and its last commit may be
    # older than its window spans; the previous sample, among the recent end offsets whenever
    # the window holds two or more, shows it was caught up, so it is never STOP.
    commits_, samples = history
    report = evaluate(commits_, samples, settings=Settings(intervals=intervals))
    assert [row.status for row in report.lag] == ["OK"] * (len(samples) - 1)
    assert report.group("g").status == "OK"
    assert report.group("g").total_lag == 0


def test_with_a_window_of_one_any_lag_after_the_last_commit_is_stop() -> None:
    # The flip side of the property above: one commit spans no time, and the one recent end
    # offset is the new one, so Burrow's rules call a lagging partition stopped at once.
    report = evaluate(
        commits("g", "t", 0, (1, 10), (3, 20)),
        ends("t", 0, (1, 10), (2, 20), (3, 20)),
        settings=Settings(intervals=1),
    )
    assert rows_of(report, "g") == [(2, 10, "STOP"), (3, 10, "STOP")]


@settings(max_examples=100, deadline=None)
@given(events=st.lists(any_event, max_size=20), samples=st.lists(any_end, max_size=20))
def test_each_rows_status_is_the_evaluation_at_its_time(
    events: list[Commit | OffsetTombstone | GroupTombstone], samples: list[EndOffset]
) -> None:
    report = evaluate(events, samples)
    # Where one sample alone is at its time, judging at that time gives the row's status.
    at_time = [s.time for s in samples]
    for row in report.lag:
        if at_time.count(row.time) != 1 or any(e.time == row.time for e in events):
            continue
        again = evaluate(events, samples, at=row.time)
        (partition,) = [
            p
            for p in again.partitions
            if (p.group, p.topic, p.partition) == (row.group, row.topic, row.partition)
        ]
        assert (partition.status, partition.lag_records) == (row.status, row.lag_records)


# ----------------------------------------------------------------------------- following


def _split_in_time_order(
    events: list[Commit | OffsetTombstone | GroupTombstone],
    samples: list[EndOffset],
    cuts: list[int],
) -> list[tuple[list[Commit | OffsetTombstone | GroupTombstone], list[EndOffset]]]:
    """The inputs in consecutive time slices [cut_i, cut_i+1), as a follower receives them."""
    bounds = [*sorted(set(cuts)), 100_001]
    slices = []
    low = 0
    for high in bounds:
        slices.append(
            (
                [e for e in events if low <= e.time < high],
                [s for s in samples if low <= s.time < high],
            )
        )
        low = high
    return slices


@settings(max_examples=150, deadline=None)
@given(
    events=st.lists(any_event, max_size=25),
    samples=st.lists(any_end, max_size=25),
    cuts=st.lists(times, max_size=5),
    intervals=st.integers(min_value=1, max_value=4),
)
def test_a_state_fed_slice_by_slice_reports_what_one_replay_does(
    events: list[Commit | OffsetTombstone | GroupTombstone],
    samples: list[EndOffset],
    cuts: list[int],
    intervals: int,
) -> None:
    rules = Settings(intervals=intervals)
    state = LagState(rules)
    for index, (events_, samples_) in enumerate(_split_in_time_order(events, samples, cuts)):
        state.add(events_, samples_)
        if index == 0:
            continue
        seen_events = [e for e in events if e.time <= (state.latest_time or 0)]
        seen_samples = [s for s in samples if s.time <= (state.latest_time or 0)]
        if state.latest_time is not None:
            assert state.report() == evaluate(seen_events, seen_samples, settings=rules)
    whole = evaluate(events, samples, settings=rules)
    assert state.report(whole.evaluated_at) == whole


@settings(max_examples=150, deadline=None)
@given(
    events=st.lists(st.builds(Commit, groups, st.just("t"), partitions, offsets, times)),
    samples=st.lists(any_end, max_size=40),
    intervals=st.integers(min_value=1, max_value=4),
    extra=st.integers(min_value=0, max_value=3),
)
def test_a_bounded_state_keeps_its_bound_and_judges_as_the_whole_replay(
    events: list[Commit], samples: list[EndOffset], intervals: int, extra: int
) -> None:
    # Statuses and lags in records need the window, the last `intervals` end offsets and the
    # latest: with max_samples >= intervals they come out as a full replay's. A lag in
    # seconds may only fall back to a lower bound, never above the full replay's.
    rules = Settings(intervals=intervals)
    bound = intervals + extra
    state = LagState(rules, max_samples=bound)
    for events_, samples_ in _split_in_time_order(events, samples, list(range(0, 100_001, 997))):
        state.add(events_, samples_)
        assert all(kept <= bound for kept in state.samples_kept().values())
    whole = evaluate(events, samples, settings=rules)
    bounded = state.report(whole.evaluated_at)
    assert len(bounded.partitions) == len(whole.partitions)
    for mine, full in zip(bounded.partitions, whole.partitions, strict=True):
        assert (mine.group, mine.topic, mine.partition) == (full.group, full.topic, full.partition)
        assert (mine.status, mine.lag_records) == (full.status, full.lag_records)
        if full.lag_seconds is not None:
            assert mine.lag_seconds is not None and mine.lag_seconds <= full.lag_seconds + 1e-9
    assert [(g.group, g.status, g.total_lag) for g in bounded.groups] == [
        (g.group, g.status, g.total_lag) for g in whole.groups
    ]
    per_partition: dict[tuple[str, str, int], int] = {}
    for row in bounded.lag:
        key = (row.group, row.topic, row.partition)
        per_partition[key] = per_partition.get(key, 0) + 1
    assert all(count <= bound for count in per_partition.values())
    # The rows kept are the latest of the full replay's.
    for key, count in per_partition.items():
        full_rows = [r for r in whole.lag if (r.group, r.topic, r.partition) == key]
        kept = [r for r in bounded.lag if (r.group, r.topic, r.partition) == key]
        assert [(r.time, r.lag_records, r.status) for r in kept] == [
            (r.time, r.lag_records, r.status) for r in full_rows[-count:]
        ]


def test_inputs_that_go_back_in_time_are_refused() -> None:
    state = LagState()
    state.add(commits("g", "t", 0, (20, 5)), ends("t", 0, (20, 5)))
    with pytest.raises(ValueError, match="time order"):
        state.add([], ends("t", 0, (10, 6)))
    with pytest.raises(ValueError, match="at least 1"):
        LagState(max_samples=0)


def test_record_times_below_every_committed_offset_are_forgotten_when_bounded() -> None:
    state = LagState(max_samples=3)
    stamps = [RecordTime("t", 0, offset, 1000 + offset) for offset in (1, 5, 9)]
    state.add(commits("g", "t", 0, (20, 5)), ends("t", 0, (20, 10)), stamps)
    (partition,) = state.report().partitions
    # The record at the committed offset 5 was written at 1005 ms: 18.995 s before 20 s.
    assert (partition.lag_seconds_method, partition.lag_seconds) == (RECORD_TIMESTAMP, 18.995)
    state.add(commits("g", "t", 0, (30, 9)), ends("t", 0, (30, 10)))
    assert state.report().partitions[0].lag_seconds == pytest.approx(30 - 1.009)
    # Offset 5 is below the committed 9 now, so its timestamp is gone; 9's is still needed.
    assert sorted(k[2] for k in state._replay.record_times) == [9]


def test_known_groups_join_the_report_as_burrow_would_not_know_them() -> None:
    judged = evaluate([Commit("busy", "t", 0, 5, 1_000)], [EndOffset("t", 0, 2_000, 9)])
    report = with_known_groups(
        judged,
        [
            KnownGroup("busy", 3, seen_at=1_500),
            KnownGroup("new", 2, seen_at=1_900),
            KnownGroup("alone", 0),
            KnownGroup("doomed", 0, deleted_at=1_200),
            KnownGroup("work", 3, kind="share"),
        ],
    )
    # Judged at the same time, with the same judged row but for its members.
    assert report.evaluated_at == judged.evaluated_at == 2_000
    assert report.lag == judged.lag and report.partitions == judged.partitions
    rows = {g.group: g for g in report.groups}
    assert list(rows) == ["alone", "busy", "doomed", "new", "work"]
    # A share group commits nothing ever: no "yet" for it.
    assert rows["work"].note == "3 members; a share group commits no offsets"
    # One commit 1 s old, 4 records behind, never caught up: STOP, an ERR for the group.
    assert (rows["busy"].status, rows["busy"].total_lag, rows["busy"].members) == ("ERR", 4, 3)
    assert rows["busy"].note is None
    for name, note in (("new", "2 members, no commits yet"), ("alone", "no members, no commits")):
        row = rows[name]
        assert (row.status, row.partition_count, row.total_lag, row.last_commit) == (
            "NOTFOUND",
            0,
            None,
            None,
        )
        assert (row.note, row.deleted) == (note, False)
    assert (rows["doomed"].deleted, rows["doomed"].deleted_at, rows["doomed"].note) == (
        True,
        1_200,
        None,
    )
    # Nothing judged at all: dated by the latest time a group was seen, not 0.
    alone = with_known_groups(evaluate([], []), [KnownGroup("new", 1, seen_at=1_900)])
    assert alone.evaluated_at == 1_900
