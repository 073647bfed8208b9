"""Every input the fuzzer found (tests/fuzz_corpus/<target>/) replayed through the same checks
(fuzz/targets.py): only the documented error escapes, the generated decoder and the checked
path agree, and what decodes is written back to the same bytes. Each input's peak memory is
also held to a bound proportional to its size (tracemalloc counts allocations exactly, so the
bound does not depend on the machine's speed or load)."""

from __future__ import annotations

import sys
import tracemalloc
from pathlib import Path

import pytest

from fuzz import targets
from tests.conftest import REPO

CORPUS = REPO / "tests" / "fuzz_corpus"
CASES = [
    pytest.param(target, path, id=f"{target}/{path.name}")
    for target, path in targets.corpus_files(CORPUS)
]
#: Generous: a fixed allowance plus 400 bytes per input byte.
MEMORY_BASE, MEMORY_PER_BYTE = 4 << 20, 400


@pytest.mark.parametrize(("target", "path"), CASES)
def test_finding_stays_fixed(target: str, path: Path) -> None:
    data = targets.kept_input(target, path)
    tracemalloc.start()
    try:
        targets.TARGETS[target](data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak <= MEMORY_BASE + MEMORY_PER_BYTE * len(data), f"peak {peak} bytes"


def test_the_reported_findings_are_kept() -> None:
    """A tag above 2**32 from a 5-byte varint, and tags out of order and repeated."""
    kept = {path.name.rsplit("-", 1)[0] for _, path in targets.corpus_files(CORPUS)}
    assert {"HeartbeatResponse-v4", "OffsetCommitResponse-v9"} <= kept
    heartbeat = (CORPUS / "messages").glob("HeartbeatResponse-v4-*")
    assert bytes.fromhex("00000000000001ffffffff1f00") in {p.read_bytes() for p in heartbeat}


def test_kept_inputs_keep_their_meaning(tmp_path: Path) -> None:
    """A message input is kept under its message's name: the file name, not an index into
    the package's messages (which grows with new schemas), says what the body is."""
    data = targets.message_input("OffsetCommitResponse", 9, b"\x00\x01")
    name, body = targets.kept_name("messages", data)
    assert name.startswith("OffsetCommitResponse-v9-") and body == b"\x00\x01"
    (tmp_path / name).write_bytes(body)
    assert targets.kept_input("messages", tmp_path / name) == data


def test_the_runner_names_every_target() -> None:
    """fuzz/run.py lists the targets without importing them; the list must be the same."""
    from fuzz.run import TARGET_NAMES

    assert list(targets.TARGETS) == TARGET_NAMES


def test_the_combined_target_reaches_every_target() -> None:
    """An input of the ``all`` target is a target's input behind the byte that picks it."""
    body = targets.message_input(
        "HeartbeatResponse", 4, bytes.fromhex("00000000000001ffffffff1f00")
    )
    for index, name in enumerate(targets.TARGETS):
        assert targets.split_combined(bytes([index]) + body) == (name, body)
    targets.combined(b"\x00" + body)  # the reported finding, through the combined target


def test_quiet_run_logs_progress_and_prints_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--quiet`` logs every line, prints all but progress, and passes the exit status."""
    from fuzz import run

    monkeypatch.setattr(run, "WORK", tmp_path)
    lines = [
        "INFO: Instrumenting kgroup_proto.messages.join_group_request",
        "INFO: Seed: 1",
        "#2\tINITED cov: 10 ft: 10 corp: 1/1b exec/s: 0 rss: 60Mb",
        "#288976\tNEW    cov: 14015 ft: 24971 corp: 4194/609Kb lim: 3137 MS: 3 ChangeBit-",
        '"\\001\\000\\000\\000\\377\\377\\377\\377" # Uses: 63',
        "==1== ERROR: libFuzzer: deadly signal",
        "DecodeError: truncated at byte 3",
        "stat::number_of_executed_units: 289293",
    ]
    script = "import sys\nfor line in sys.argv[2:]: print(line)\nsys.exit(int(sys.argv[1]))"
    status = run.quietly([sys.executable, "-c", script, "3", *lines], "t")
    printed = capsys.readouterr().out.splitlines()
    assert status == 3
    assert (tmp_path / "t.log").read_text().splitlines() == lines
    assert printed == [lines[1], *lines[5:], f"(4 progress lines in {tmp_path / 't.log'})"]
