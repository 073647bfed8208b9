"""The codec's packages import each other in one direction only.

For codegen/ and runtime/: the imports that run when a module loads (those under
``if TYPE_CHECKING:`` never run) form an acyclic graph, and no function imports from either
package unless a comment beside the import says why.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGES = ("kgroup_proto.codegen", "kgroup_proto.runtime")


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


@pytest.mark.parametrize("package", PACKAGES)
def test_load_time_imports_are_acyclic(package: str) -> None:
    files = modules(package)
    assert len(files) > 3
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
