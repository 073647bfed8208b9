"""Shared fixtures: where ../shared lives, and the golden fixtures read from it in place."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("KGROUP_SHARED", REPO.parent / "shared")).resolve()
GOLDEN = SHARED / "golden" / "kafka-4.0-snapshot"
KAFKA_SCHEMAS = SHARED / "kafka-schemas"
FRANZ_DSL = SHARED / "franz-dsl"
SCHEMAS = REPO / "schemas"
#: Kafka 4.4's fixtures, made by its own classes (python -m tests.kafka.make_golden): in the repo.
GOLDEN_4_4 = REPO / "tests" / "golden" / "kafka-4.4"

needs_shared = pytest.mark.skipif(
    not GOLDEN.is_dir(), reason=f"reference data not found at {SHARED} (set KGROUP_SHARED)"
)


#: Version 0 of these share-group records changed when share groups left early access (Kafka
#: 4.1): their golden lines hold the 4.0 snapshot's early-access layout, which released Kafka
#: neither writes nor reads, and which the package no longer follows (tests/test_golden.py).
EARLY_ACCESS = {
    "ShareGroupMetadataValue": "an int64 MetadataHash follows Epoch",
    "ShareGroupStatePartitionMetadataValue": "InitializingTopics comes before InitializedTopics",
    "ShareSnapshotValue": "SnapshotEpoch is an int32; CreateTimestamp and WriteTimestamp follow",
    "ShareUpdateValue": "SnapshotEpoch is an int32",
}


#: Top-level fields Kafka renamed since the 4.0 snapshot (the same bytes), which the package
#: names as Kafka does now: the golden lines' JSON keys, read under the new names.
RENAMED_SINCE_4_0 = {
    "TxnOffsetCommitRequest": {"generationId": "generationIdOrMemberEpoch"},  # Kafka 4.4
}


def golden_fixtures(
    early_access: bool = False,
) -> Iterator[tuple[str, int, dict[str, Any], bytes]]:
    """(message name, version, Kafka's JSON, Kafka's bytes) for every golden line of a layout
    Kafka still uses; with ``early_access``, those of EARLY_ACCESS's records only. Keys of
    fields renamed since (RENAMED_SINCE_4_0) come under their new names."""
    if not GOLDEN.is_dir():
        return
    for path in sorted(GOLDEN.glob("*.jsonl")):
        if (path.stem in EARLY_ACCESS) != early_access:
            continue
        renamed = RENAMED_SINCE_4_0.get(path.stem, {})
        for line in path.read_text(encoding="utf-8").splitlines():
            fixture = json.loads(line)
            doc = {renamed.get(key, key): value for key, value in fixture["json"].items()}
            yield path.stem, fixture["version"], doc, bytes.fromhex(fixture["hex"])


def golden_fixtures_4_4() -> Iterator[tuple[str, int, dict[str, Any], bytes]]:
    """(message name, version, Kafka 4.4's JSON, Kafka 4.4's bytes) for every 4.4 golden line."""
    for path in sorted(GOLDEN_4_4.glob("*.jsonl")):
        # Split on newlines only: strings may hold U+2028 and other breaks splitlines() takes.
        for line in filter(None, path.read_text(encoding="utf-8").split("\n")):
            fixture = json.loads(line)
            yield path.stem, fixture["version"], fixture["json"], bytes.fromhex(fixture["hex"])


def golden_params_4_4() -> list[Any]:
    """pytest params, one per Kafka 4.4 golden line, with readable ids."""
    params = []
    counts: dict[tuple[str, int], int] = {}
    for name, version, doc, data in golden_fixtures_4_4():
        index = counts.get((name, version), 0)
        counts[(name, version)] = index + 1
        params.append(pytest.param(name, version, doc, data, id=f"{name}-v{version}-{index}"))
    return params


def golden_params(early_access: bool = False) -> list[Any]:
    """pytest params, one per golden line (see golden_fixtures), with readable ids."""
    params = []
    counts: dict[tuple[str, int], int] = {}
    for name, version, doc, data in golden_fixtures(early_access):
        index = counts.get((name, version), 0)
        counts[(name, version)] = index + 1
        params.append(pytest.param(name, version, doc, data, id=f"{name}-v{version}-{index}"))
    return params


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Under tox every test runs: a skip (a missing package, a missing ../shared) fails the run.

    Each env installs what its tests need, so a skip there means a test that silently did not
    run. Outside tox (``KGROUP_NO_SKIPS`` unset) skips stay skips, for partial checkouts.
    """
    if not os.environ.get("KGROUP_NO_SKIPS"):
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter is not None else []
    if skipped:
        reporter.ensure_newline()
        for report in skipped:
            reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
            reporter.write_line(
                f"FAILED (skipped where every test must run) {report.nodeid}: {reason}"
            )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
