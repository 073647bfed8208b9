"""Rules of the code's layout that a test can check (docs/layout.md).

Each output table is named in one place: the record tables in ``consumer_offsets.TABLES``, the
others (errors, the compacted view, the totals, the lag output's tables) in
``pipelines/table_schemas.py``. Anywhere else a table's name is written as a literal, a second
copy has begun.
"""

from __future__ import annotations

import ast
from pathlib import Path

from kgroup_proto.consumer_offsets import TABLES
from kgroup_proto.pipelines import table_schemas

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "kgroup_proto"
NAMING_MODULES = {PACKAGE / "consumer_offsets.py", PACKAGE / "pipelines" / "table_schemas.py"}
OTHER_TABLES = [
    table_schemas.ERRORS,
    table_schemas.LATEST_STATE,
    table_schemas.SUMMARY_FILE,
    table_schemas.COMMITS,
    table_schemas.END_OFFSETS,
    table_schemas.RECORD_TIMES,
    table_schemas.LAG,
    table_schemas.PARTITION_STATUS,
    table_schemas.GROUP_STATUS,
    table_schemas.GROUPS_FILE,
]
#: Names that are plain words ("errors", "lag", "commits") are also labels, keys and command
#: names; only the names no other text would take are looked for.
DISTINCT_NAMES = {name for name in [*TABLES.values(), *OTHER_TABLES] if "_" in name or "." in name}


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            found.add(id(first.value))
    return found


def test_each_table_is_named_in_one_place() -> None:
    assert len(DISTINCT_NAMES) > len(TABLES), "the check lost its names"
    copies = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in NAMING_MODULES or path.parent.name == "messages":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = docstrings(tree)
        copies += [
            f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and id(node) not in skip
            and node.value in DISTINCT_NAMES
        ]
    assert not copies, "table names written again outside their one place:\n" + "\n".join(copies)
