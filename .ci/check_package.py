"""Build the sdist and the wheel, check them, and use the wheel as a user would (tox -e package).

1. ``python -m build``: the sdist, then the wheel built from it (so the sdist is complete).
2. ``twine check --strict``: the metadata and the README render on a package index.
3. A fresh virtual environment gets the wheel with the ``codegen`` and ``spark`` extras, and
   there, outside the checkout:
   - ``kgroup-proto codegen`` generates all 224 schemas of Kafka's 4.0 source tree, and the
     241 of Kafka 4.2's 249 that have valid versions, each into a package that then answers
     ``message_names()``;
   - ``kgroup-proto decode`` runs the README's examples and prints the JSON they should;
   - ``kgroup-proto offsets`` runs the main job on the shipped sample on local Spark.

Kafka's schemas come from ``../shared`` beside the checkout or from ``$KGROUP_SHARED``.
Usage: ``python .ci/check_package.py WORKDIR``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("KGROUP_SHARED", REPO.parent / "shared")).resolve()
#: Kafka's source trees the generator runs on, and how many messages each generates (4.2's
#: tree also holds the schemas of removed APIs, which are left out with a note).
KAFKA_TREES = {
    SHARED / "kafka-schemas" / "4.0-snapshot-all": 224,
    SHARED / "kafka-schemas" / "4.2-all": 241,
}
STARTED = time.monotonic()


class Failed(Exception):
    """A step went wrong; the message says which and why."""


def step(title: str) -> None:
    print(f"\n[{time.monotonic() - STARTED:5.0f} s] {title}", flush=True)


def run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run a command, echo its output, and fail on a non-zero exit status."""
    shown = " ".join(str(a) for a in args)
    print(f"$ {shown}", flush=True)
    result = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )
    output = result.stdout + result.stderr
    lines = output.strip().splitlines()
    for line in lines[-15:]:
        print(f"  {line}")
    if result.returncode != 0:
        raise Failed(f"{shown}: exit status {result.returncode}")
    return result.stdout


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise Failed(message)


def main(workdir: Path) -> None:
    for tree in KAFKA_TREES:
        expect(tree.is_dir(), f"{tree}: not found (set KGROUP_SHARED)")
    dist = workdir / "dist"
    step("build the sdist and the wheel")
    run(sys.executable, "-m", "build", "--outdir", dist, REPO, cwd=REPO)
    (wheel,) = dist.glob("kgroup_proto-*.whl")
    (sdist,) = dist.glob("kgroup_proto-*.tar.gz")

    step("check their metadata")
    run(sys.executable, "-m", "twine", "check", "--strict", wheel, sdist, cwd=workdir)

    step("install the wheel with the codegen and spark extras into a fresh virtualenv")
    env_dir = workdir / "venv"
    venv.create(env_dir, clear=True, with_pip=True)
    bin_dir = env_dir / "bin"
    run(
        bin_dir / "python",
        "-m",
        "pip",
        "install",
        "--quiet",
        f"{wheel}[codegen,spark]",
        cwd=workdir,
    )
    # Outside the checkout, with the environment's bin first: nothing from src/ can leak in.
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    env.pop("PYTHONPATH", None)
    cli = bin_dir / "kgroup-proto"
    where = run(
        bin_dir / "python",
        "-c",
        "import kgroup_proto; print(kgroup_proto.__file__)",
        cwd=workdir,
        env=env,
    )
    expect(str(env_dir) in where, f"kgroup_proto imported from {where.strip()}, not the wheel")

    for tree, expected in KAFKA_TREES.items():
        step(f"generate Kafka's {len(list(tree.glob('*.json')))} schemas of {tree.name}")
        out = workdir / f"generated-{tree.name}"
        run(
            cli,
            "codegen",
            "--schemas",
            tree,
            "--output",
            out,
            "--package",
            "kafka_messages",
            cwd=workdir,
            env=env,
        )
        count = run(
            bin_dir / "python",
            "-c",
            "import kafka_messages as k; print(len(k.message_names()))",
            cwd=out,
            env=env,
        )
        expect(
            count.strip() == str(expected),
            f"{tree.name}: the generated package has {count.strip()} messages, not {expected}",
        )

    step("kgroup-proto decode, as in the README")
    heartbeat = run(
        cli, "decode", "HeartbeatRequest", "4", "--hex", "026700000001026d0000", cwd=REPO, env=env
    )
    expect(
        json.loads(heartbeat)
        == {"groupId": "g", "generationId": 1, "memberId": "m", "groupInstanceId": None},
        f"unexpected HeartbeatRequest: {heartbeat}",
    )

    sample = REPO / "samples" / "join-group-response-v9.bin"
    response = json.loads(run(cli, "decode", "JoinGroupResponse", "9", sample, cwd=REPO, env=env))
    expect(
        response["generationId"] == 5 and len(response["members"]) == 2,
        f"unexpected JoinGroupResponse: {response}",
    )

    step("kgroup-proto offsets on the shipped sample (local Spark)")
    tables = workdir / "offsets-out"
    run(
        cli,
        "offsets",
        REPO / "samples" / "offsets-sample.parquet",
        "--output",
        tables,
        "--master",
        "local[2]",
        cwd=workdir,
        env=env,
    )
    written = sorted(p.name for p in tables.iterdir())
    expect("report.html" in written and "offset_commits" in written, f"offsets wrote {written}")

    step("the package works as installed")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        main(Path(sys.argv[1]).resolve())
    except Failed as failure:
        print(f"\npackage check FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
