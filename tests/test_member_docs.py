"""docs/member.md's error tables say what the member state machines' reaction tables do.

Each row that names error codes must give the reaction the code's table gives them; a row "any
other code" (or "any other retriable code") must give the reaction of every code of that API
that no row names (retriable ones only, for the second form).
"""

from __future__ import annotations

import re
from enum import Enum
from pathlib import Path
from types import ModuleType

import pytest

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group import classic, consumer, share

DOC = Path(__file__).resolve().parent.parent / "docs" / "member.md"
_CODE = re.compile(r"^([A-Z][A-Z_]+)(?: \(-?\d+\))?$")
#: The classic table's short reaction words -> the code's reaction names.
CLASSIC_WORDS = {
    "retry": "RETRY",
    "rediscover": "REDISCOVER",
    "rejoin": "REJOIN",
    "rejoin with id": "REJOIN_WITH_MEMBER_ID",
    "reset generation": "RESET_GENERATION",
    "reset member": "RESET_MEMBER",
    "fail": "FAIL",
    "fatal": "FATAL",
    "ignore": "IGNORE",
}


def section_rows(title: str) -> list[tuple[str, str, str]]:
    """(api, error cell, reaction cell) of the table under the ``## title`` heading."""
    text = DOC.read_text(encoding="utf-8")
    body = text.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in body.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) >= 3 and cells[0] not in ("API", "---"):
            rows.append((cells[0], cells[1], cells[2]))
    return rows


def check(module: ModuleType, rows: list[tuple[str, str, str]], word: dict[str, str]) -> None:
    kinds = {
        classic: (classic.ClassicApi, classic.ClassicReaction),
        consumer: (consumer.ConsumerApi, consumer.ConsumerReaction),
        share: (share.ShareApi, share.ShareReaction),
    }
    api_enum: type[Enum]
    reactions: type[Enum]
    api_enum, reactions = kinds[module]
    table = module.ERROR_REACTIONS
    apis = {api.value: api for api in api_enum}
    named: dict[object, set[ErrorCode]] = {api: set() for api in api_enum}
    fallbacks: list[tuple[object, bool, str]] = []
    assert rows, "no error table found"
    for api_name, error_cell, reaction_cell in rows:
        api = apis[api_name]
        reaction = reactions[word[reaction_cell]]
        if error_cell.startswith("any "):  # "any code", "any other (retriable) code"
            fallbacks.append((api, "retriable" in error_cell, reaction_cell))
            continue
        for name in error_cell.split(", "):
            match = _CODE.match(name)
            assert match, f"{api_name}: cannot read the error {name!r}"
            code = ErrorCode[match.group(1)]
            named[api].add(code)
            assert table[(api, code)] is reaction, f"{api_name} {code.name}: doc says {reaction}"
    for api, retriable_only, reaction_cell in fallbacks:
        reaction = reactions[word[reaction_cell]]
        rest = [
            code
            for code in ErrorCode
            if code is not ErrorCode.NONE
            and code not in named[api]
            and (not retriable_only or code.retriable)
        ]
        wrong = [code.name for code in rest if table[(api, code)] is not reaction]
        assert not wrong, f"{api}: 'any other' row says {reaction_cell}, these differ: {wrong}"
        named[api].update(rest)
    for api in api_enum:
        missing = [c.name for c in ErrorCode if c is not ErrorCode.NONE and c not in named[api]]
        assert not missing, f"{api.value}: the doc says nothing of {missing}"


def test_classic_error_table_matches_the_code() -> None:
    check(classic, section_rows("Errors: classic"), CLASSIC_WORDS)


def test_kip848_error_table_matches_the_code() -> None:
    words = {r.value: r.name for r in consumer.ConsumerReaction}
    check(consumer, section_rows("Errors: KIP-848"), words)


def test_share_error_table_matches_the_code() -> None:
    words = {r.value: r.name for r in share.ShareReaction}
    check(share, section_rows("Errors: share groups"), words)


def test_a_wrong_row_is_caught() -> None:
    rows = section_rows("Errors: KIP-848")
    api, error, reaction = next(r for r in rows if r[2] == "rediscover")
    wrong = [(api, error, "fatal" if r == (api, error, reaction) else r[2]) for r in rows]
    wrong = [(a, e, "fatal") if (a, e) == (api, error) else (a, e, x) for a, e, x in wrong]
    with pytest.raises(AssertionError, match="doc says"):
        check(consumer, wrong, {r.value: r.name for r in consumer.ConsumerReaction})
