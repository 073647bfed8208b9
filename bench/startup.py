"""How long the pytest plugin's brokers take to start, and what the plugin costs a session.

``python -m bench.startup`` (needs the ``coordinator`` extra; for ``apache``, Java 17 and Maven)
measures, for each ``--kafka-broker`` kind the plugin starts itself, what the session's first
test waits for: the ``kafka_broker`` fixture's setup, in a fresh Python process each time (with
pytest and the plugin loaded, as in a session), the median of ``--starts`` starts. Each broker
must then answer Metadata on a new connection (the package's client). ``apache`` is timed twice:
the first start of a fresh cache directory (Maven resolves Kafka's classpath, from a local
repository that already holds the jars: ``KGROUP_MAVEN_REPO`` or Maven's default), then starts
that find the classpath cached (the JVM alone).

What the plugin costs a session that takes no broker: the import of its module in a fresh
process with pytest loaded, and pytest run on a file of one empty test with the plugin and
without it (``-p no:kgroup_proto``), interleaved; medians of ``--starts`` each.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest  # noqa: F401  (loaded first, as in a session: the plugin's import is then its own)

from kgroup_proto import pytest_plugin

KINDS = ("inprocess", "subprocess", "apache")


def one_start(kind: str, directory: Path) -> float:
    """Seconds of the fixture's setup for ``kind``, in this process; the broker must then answer
    Metadata."""
    begun = time.monotonic()
    if kind == "inprocess":
        brokers = pytest_plugin._in_process()
    elif kind == "subprocess":
        brokers = pytest_plugin._serve_process(directory / "broker.log")
    else:
        brokers = pytest_plugin._apache(directory)
    broker = next(brokers)
    seconds = time.monotonic() - begun
    try:
        from bench.broker import _metadata  # after the timing: the client is not the fixture's

        host, port = broker.bootstrap.rsplit(":", 1)
        if not asyncio.run(_metadata(host, int(port))):
            raise RuntimeError(f"{kind}: no Metadata answer at {broker.bootstrap}")
    finally:
        brokers.close()
    return seconds


def time_starts(kind: str, starts: int, work: Path) -> list[float]:
    """Each start in a fresh process (``--one``), as a session starts its broker once."""
    times = []
    for index in range(starts):
        directory = work / f"{kind}-{index}"
        directory.mkdir(parents=True)
        command = [sys.executable, "-m", "bench.startup", "--one", kind, str(directory)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"{kind}: {result.stderr.strip()[-2000:]}")
        times.append(float(result.stdout))
    return times


def pytest_session(work: Path, plugin: bool) -> float:
    """Seconds of one pytest run over one empty test, with or without the plugin."""
    test = work / "test_empty.py"
    test.write_text("def test_nothing():\n    pass\n")
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test)]
    if not plugin:
        command[4:4] = ["-p", "no:kgroup_proto"]
    begun = time.monotonic()
    subprocess.run(command, cwd=work, capture_output=True, check=True, timeout=120)
    return time.monotonic() - begun


def plugin_import() -> float:
    """Seconds importing the plugin's module in a fresh process that has loaded pytest (what
    pytest itself does at start-up, with less noise than timing whole sessions)."""
    probe = (
        "import time, pytest\n"
        "begun = time.perf_counter()\n"
        "import kgroup_proto.pytest_plugin\n"
        "print(time.perf_counter() - begun)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    return float(result.stdout)


def median_ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:,.0f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.startup", description=__doc__)
    parser.add_argument("--starts", type=int, default=5, help="starts timed per kind")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--one", nargs=2, metavar=("KIND", "DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(one_start(args.one[0], Path(args.one[1])))
        return 0
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    if set(kinds) - set(KINDS):
        parser.error(f"--kinds: choose from {', '.join(KINDS)}")
    from bench.broker import machine  # the parent only: the children load nothing more

    found = machine()
    print(
        f"{datetime.now(UTC).isoformat(timespec='seconds')}  {found['cpu']} x {found['cpus']}, "
        f"Python {found['python']}; load average {os.getloadavg()[0]:.2f}"
    )
    rows: list[tuple[str, list[float]]] = []
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as temporary:
        work = Path(temporary)
        os.environ["XDG_CACHE_HOME"] = str(work / "cache")  # a fresh cache for apache's classpath
        for kind in kinds:
            if kind == "apache":
                rows.append(("apache, classpath not cached", time_starts(kind, 1, work / "first")))
                times = time_starts(kind, args.starts, work / "cached")
                rows.append(("apache, classpath cached", times))
            else:
                rows.append((kind, time_starts(kind, args.starts, work)))
        imports = [plugin_import() for _ in range(args.starts)]
        with_plugin: list[float] = []
        without: list[float] = []
        for _ in range(args.starts):  # interleaved, so that load falls on both alike
            with_plugin.append(pytest_session(work, plugin=True))
            without.append(pytest_session(work, plugin=False))
    print(f"{'broker':<32}{'fixture setup':>26}{'starts':>8}")
    for name, times in rows:
        print(f"{name:<32}{median_ms(times):>26}{len(times):>8}")
    print(f"importing the plugin with pytest loaded: {statistics.median(imports) * 1000:.1f} ms")
    print(
        f"pytest on one empty test: {median_ms(with_plugin)} with the plugin, "
        f"{median_ms(without)} without (medians of {args.starts}); "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
