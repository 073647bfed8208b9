"""``kgroup-proto codegen`` as installed, ``python -m codegen`` in a checkout, and the extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kgroup_proto.cli import main as cli_main
from kgroup_proto.codegen import render
from tests.conftest import REPO, SCHEMAS

MISSING_EXTRA = (
    "kgroup-proto: error: the generator needs the codegen extra: "
    "pip install 'kgroup-proto[codegen]'\n"
)


def python(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, check=False, cwd=cwd
    )


def tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*.py"))}


def test_the_default_form_and_generate_write_the_same_package(tmp_path: Path) -> None:
    schemas = str(SCHEMAS)
    plain = python(
        "-m", "kgroup_proto", "codegen", "--schemas", schemas, "--output", str(tmp_path / "a"),
        "--package", "pkg",
    )  # fmt: skip
    assert plain.returncode == 0, plain.stderr
    assert plain.stdout.startswith("generated ") and plain.stdout.endswith(
        f"{tmp_path / 'a'}/pkg\n"
    )
    spelled = python(
        "-m", "kgroup_proto", "codegen", "generate", "--schemas", schemas, "--output",
        str(tmp_path / "b"), "--package", "pkg",
    )  # fmt: skip
    assert spelled.returncode == 0, spelled.stderr
    generated = tree(tmp_path / "a" / "pkg")
    assert "messages/join_group_request.py" in generated
    assert generated == tree(tmp_path / "b" / "pkg")


def test_python_m_codegen_runs_in_a_checkout() -> None:
    result = python(
        "-m", "codegen", "--schemas", "schemas", "--output", "src", "--package", "kgroup_proto",
        "--check",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert python("-m", "codegen", "check-evolution", "schemas", "schemas").returncode == 0


def test_options_before_the_action_word_stay_in_force(tmp_path: Path) -> None:
    result = python(
        "-m", "kgroup_proto", "codegen", "--schemas", str(SCHEMAS), "generate", "--output",
        str(tmp_path), "--package", "pkg",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "pkg" / "_registry.py").is_file()


def test_missing_options_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    for args in (["codegen"], ["codegen", "generate", "--schemas", "x"]):
        with pytest.raises(SystemExit) as caught:
            cli_main(args)
        assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "--schemas is required" in err and "--output and --package are required" in err


def test_without_jinja2_one_line_says_which_extra(tmp_path: Path) -> None:
    # None in sys.modules makes ``import jinja2`` fail as it does where jinja2 is not installed.
    blocked = "import sys; sys.modules['jinja2'] = None; from kgroup_proto.cli import main; "
    generate = python(
        "-c",
        blocked + f"sys.exit(main(['codegen', '--schemas', {str(SCHEMAS)!r}, "
        f"'--output', {str(tmp_path)!r}, '--package', 'pkg']))",
    )
    assert (generate.returncode, generate.stderr, generate.stdout) == (1, MISSING_EXTRA, "")
    assert not (tmp_path / "pkg").exists()
    # Checking evolution needs nothing from the extra.
    evolution = python(
        "-c",
        blocked + f"sys.exit(main(['codegen', 'check-evolution', {str(SCHEMAS)!r}, "
        f"{str(SCHEMAS)!r}]))",
    )
    assert evolution.returncode == 0, evolution.stderr


def test_without_ruff_one_line_says_which_extra(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(render, "_has_ruff_module", lambda: False)
    args = ["codegen", "--schemas", str(SCHEMAS), "--output", str(tmp_path), "--package", "pkg"]
    assert cli_main(args) == 1
    assert capsys.readouterr().err == MISSING_EXTRA


def test_an_unwritable_output_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    result = python(
        "-m", "kgroup_proto", "codegen", "--schemas", str(SCHEMAS), "--output",
        str(tmp_path / "file"), "--package", "pkg",
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.startswith(f"kgroup-proto: error: {tmp_path / 'file'}/pkg: cannot write")
    assert result.stderr.count("\n") == 1


def test_schemas_without_versions_are_left_out_with_a_note(tmp_path: Path) -> None:
    # Kafka keeps a removed API's schema with "validVersions": "none" (e.g. ControlledShutdown).
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / "PingRequest.json").write_text(
        '{"apiKey": 90, "type": "request", "name": "PingRequest", "validVersions": "0",'
        ' "flexibleVersions": "none", "fields": []}',
        encoding="utf-8",
    )
    (schemas / "GoneRequest.json").write_text(
        '{"apiKey": 91, "type": "request", "name": "GoneRequest", "validVersions": "none"}',
        encoding="utf-8",
    )
    result = python(
        "-m", "kgroup_proto", "codegen", "--schemas", str(schemas), "--output", str(tmp_path),
        "--package", "pkg",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "GoneRequest left out: no valid versions" in result.stderr
    modules = sorted(p.name for p in (tmp_path / "pkg" / "messages").glob("*.py"))
    assert modules == ["__init__.py", "ping_request.py"]
