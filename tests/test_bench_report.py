"""The benchmark's printed verdicts: a NO is always explained, and a --quick run says its
verdicts are informational."""

from __future__ import annotations

from typing import Any

from bench import report


def results(mode: str, *, met: bool) -> dict[str, Any]:
    verdict = {"ratio": 3.1 if not met else 4.5, "met": met}
    return {
        "mode": mode,
        "cases": {
            "a": {"targets": {"encode vs kafka-python >= 4.0x": verdict}},
            "c": {"targets": {"encode vs kafka-python >= 4.0x": {"ratio": None, "met": None}}},
        },
        "scaling": {
            "plain": {"series": {"kgroup-proto decode": {"flat": True}}},
            "nested_tags": {"series": {"kgroup-proto decode": {"flat": met}}},
        },
        "memory": {"peak_decode": {"plain": {"met": True}}},
    }


def test_a_quick_run_with_misses_explains_them() -> None:
    note = report.verdict_note(results("quick", met=False))
    assert note.startswith("NO above: 2 verdicts came out no in this run (")
    assert "case a: encode vs kafka-python >= 4.0x" in note
    assert "scaling nested_tags: kgroup-proto decode not flat" in note
    assert "exit status" in note and "--quick run" in note and "informational" in note


def test_a_full_run_with_misses_points_at_the_machine() -> None:
    note = report.verdict_note(results("full", met=False))
    assert "--quick" not in note and "BUSY MACHINE" in note


def test_no_note_of_misses_when_everything_is_met() -> None:
    assert report.missed(results("quick", met=True)) == []
    assert report.verdict_note(results("quick", met=True)) == "every target met in this run"


def test_the_quick_targets_table_says_it_is_informational() -> None:
    cases = {
        key: {"targets": {name: {"ratio": 1.0, "met": False} for name in names}}
        for key, names in {"a": [f"{o} vs {p} >= {m}x" for o, p, m in report.TARGETS]}.items()
    }
    assert "informational" in report.targets_table(cases, quick=True).splitlines()[0]
    assert "informational" not in report.targets_table(cases).splitlines()[0]
