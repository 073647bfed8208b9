"""The committed generated code is exactly what the generator makes from schemas/ today."""

from __future__ import annotations

from kgroup_proto.codegen.load import load_directory
from kgroup_proto.codegen.naming import module_name
from kgroup_proto.codegen.render import compare_package, format_sources, render_package
from tests.conftest import REPO, SCHEMAS


def test_committed_code_equals_fresh_generation() -> None:
    files = format_sources(render_package(load_directory(SCHEMAS), "kgroup_proto"))
    problems = compare_package(files, REPO / "src" / "kgroup_proto")
    assert problems == [], (
        "regenerate with: kgroup-proto codegen --schemas schemas --output src "
        "--package kgroup_proto\n" + "\n".join(problems)
    )


def test_every_schema_has_a_module() -> None:
    messages = load_directory(SCHEMAS)
    files = render_package(messages, "kgroup_proto")
    modules = {
        rel for rel in files if rel.startswith("messages/") and rel != "messages/__init__.py"
    }
    assert len(messages) >= 78  # the group protocol's schemas, at least
    assert modules == {f"messages/{module_name(m.name)}.py" for m in messages}
