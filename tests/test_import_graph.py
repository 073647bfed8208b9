"""The package's modules import each other in one direction only (docs/layout.md).

The imports that run when a module loads (those under ``if TYPE_CHECKING:`` never run) form an
acyclic graph over the whole package. No function imports a module of the package unless a
comment beside the import says why; the commands (``cli/``) are the exception by rule: each
loads its layers when it runs, so that ``kgroup-proto decode`` starts without Spark's pipeline
or the broker. The sans-IO layers (the members' state machines, the protocol models and
requests, the coordinator's group state machines) load neither asyncio nor the client.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "kgroup_proto"
#: Subpackages whose functions may import the package only with a comment saying why.
PACKAGES = (
    "kgroup_proto.codegen",
    "kgroup_proto.runtime",
    "kgroup_proto.protocol",
    "kgroup_proto.client",
    "kgroup_proto.group",
    "kgroup_proto.coordinator",
    "kgroup_proto.pipelines",
    "kgroup_proto.testing",
)
#: Modules without I/O: loading them loads none of IO_MODULES.
SANS_IO = (
    "kgroup_proto.protocol.models",
    "kgroup_proto.protocol.requests",
    "kgroup_proto.protocol.versions",
    "kgroup_proto.group.events",
    "kgroup_proto.group.config",
    "kgroup_proto.group.assignors",
    "kgroup_proto.group.request_ids",
    "kgroup_proto.group.backoff",
    "kgroup_proto.group.coordinator_lookup",
    "kgroup_proto.group.offset_calls",
    "kgroup_proto.group.offset_requests",
    "kgroup_proto.group.member_core",
    "kgroup_proto.group.classic",
    "kgroup_proto.group.consumer",
    "kgroup_proto.coordinator.classic_group",
    "kgroup_proto.coordinator.consumer_group",
)
IO_MODULES = ("asyncio", "socket", "selectors", "kgroup_proto.client", "kgroup_proto.group.driver")


def modules(package: str) -> dict[str, Path]:
    folder = SRC.joinpath(*package.split("."))
    return {
        package if path.stem == "__init__" else f"{package}.{path.stem}": path
        for path in sorted(folder.glob("*.py"))
    }


def imported(node: ast.Import | ast.ImportFrom) -> list[str]:
    """Modules an import statement loads: ``from a.b import c`` loads a.b, and a.b.c when c
    is a module."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    assert node.level == 0, "the package uses absolute imports"
    assert node.module is not None
    return [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]


def is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


def load_time_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Imports at module level, outside ``if TYPE_CHECKING:`` blocks."""
    found: list[ast.Import | ast.ImportFrom] = []
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            if not is_type_checking(node.test):
                pending += node.body
            pending += node.orelse
        elif isinstance(node, ast.Try):
            pending += [*node.body, *node.orelse, *node.finalbody]
            for handler in node.handlers:
                pending += handler.body
    return found


def function_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found += [
                node
                for node in ast.walk(function)
                if isinstance(node, (ast.Import, ast.ImportFrom))
            ]
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle in ``graph`` as a list of nodes, or None (depth-first search, three colours)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return [*stack[stack.index(target) :], target]
            if target not in state:
                cycle = visit(target)
                if cycle is not None:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle is not None:
                return cycle
    return None


def test_find_cycle_finds_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def all_modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(path.relative_to(SRC).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def test_load_time_imports_are_acyclic() -> None:
    files = all_modules()
    assert len(files) > 100
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(), str(path))
        graph[name] = {
            target
            for node in load_time_imports(tree)
            for target in imported(node)
            if target in files and target != name
        }
    assert find_cycle(graph) is None, find_cycle(graph)


@pytest.mark.parametrize("package", PACKAGES)
def test_no_unexplained_import_inside_a_function(package: str) -> None:
    unexplained = []
    for path in modules(package).values():
        text = path.read_text()
        lines = text.splitlines()
        for node in function_imports(ast.parse(text, str(path))):
            if not any(target.startswith(PACKAGES) for target in imported(node)):
                continue
            beside = lines[node.lineno - 2 : (node.end_lineno or node.lineno)]
            if not any("#" in line for line in beside):
                unexplained.append(f"{path.name}:{node.lineno}")
    assert unexplained == []


def test_the_sans_io_layers_load_no_io() -> None:
    probe = (
        "import importlib, sys\n"
        f"for name in {SANS_IO!r}: importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.startswith({IO_MODULES!r})))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "[]", f"the sans-IO layers load {result.stdout.strip()}"
