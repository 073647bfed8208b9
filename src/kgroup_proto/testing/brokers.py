"""The project's broker for tests: on a thread of the test process, or as its own process.

:class:`BrokerThread` runs a :class:`~kgroup_proto.coordinator.server.Broker` on an event loop
of its own thread, so that blocking clients and asyncio clients of the test alike can use it;
:class:`ServeProcess` runs ``kgroup-proto serve`` and reads the address it listens on. Both need
the ``coordinator`` extra.
"""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from kgroup_proto.coordinator.config import BrokerConfig
    from kgroup_proto.coordinator.server import Broker

T = TypeVar("T")
_START_SECONDS = 30.0
_STOP_SECONDS = 10.0


def end_process(process: subprocess.Popen[Any], seconds: float = _STOP_SECONDS) -> None:
    """Stop ``process`` if it runs: SIGTERM, then SIGKILL after ``seconds``."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(seconds)


def free_port() -> int:
    """A TCP port on loopback that nothing listens on (now)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class BrokerThread:
    """Runs a :class:`Broker` on its own event loop thread; ``call`` runs code on that loop.

    ``on_request`` sees every request payload (size prefix removed) before it is decoded, on the
    broker's thread.
    """

    def __init__(
        self, config: BrokerConfig, on_request: Callable[[bytes], None] | None = None
    ) -> None:
        # The server needs the coordinator extra (crc32c): loaded only when a broker starts.
        from kgroup_proto.coordinator.server import Broker

        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="kgroup-proto-broker", daemon=True
        )
        self._thread.start()
        self.broker: Broker = self.call(lambda: Broker(config, on_request=on_request))
        try:
            self.run(self.broker.start())
        except BaseException:
            self._end_loop()
            raise

    @property
    def bootstrap(self) -> str:
        return self.broker.bootstrap

    def run(self, coroutine: Any, timeout: float = 60) -> Any:
        """Run ``coroutine`` on the broker's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    def call(self, fn: Callable[[], T], timeout: float = 60) -> T:
        """Run ``fn`` on the broker's loop (the only thread that touches broker state)."""
        future: Future[T] = Future()

        def run() -> None:
            try:
                future.set_result(fn())
            except BaseException as exc:
                future.set_exception(exc)

        self._loop.call_soon_threadsafe(run)
        return future.result(timeout)

    def close(self) -> None:
        try:
            self.run(self.broker.stop())
        finally:
            self._end_loop()

    def _end_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop.close()


class ServeProcess:
    """``kgroup-proto serve`` on a free loopback port, in a Python process of its own.

    ``args`` are more flags of ``serve``; its log (stderr) goes to ``log``. :meth:`start` returns
    once it listens; :meth:`stop` ends it with SIGTERM (SIGKILL if it lingers).
    """

    def __init__(self, log: Path, args: Sequence[str] = ()) -> None:
        self.log = log
        self.args = list(args)
        self.bootstrap = ""
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> str:
        command = [sys.executable, "-m", "kgroup_proto", "serve", "--port", "0", *self.args]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=log
            )
        assert self.process.stdout is not None
        os.set_blocking(self.process.stdout.fileno(), False)
        deadline = time.monotonic() + _START_SECONDS
        seen = b""
        while b"\n" not in seen:
            if self.process.poll() is not None:
                # The command's own error, when it gave one ("kgroup-proto: error: ...").
                last = self.log.read_text(errors="replace").strip().splitlines()[-1:]
                said = f": {last[0]}" if last else ""
                raise RuntimeError(
                    f"kgroup-proto serve exited with status {self.process.returncode} while "
                    f"starting{said} (log: {self.log})"
                )
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(
                    f"kgroup-proto serve did not listen within {_START_SECONDS:.0f} s; "
                    f"see {self.log}"
                )
            seen += self.process.stdout.read() or b""
            time.sleep(0.01)
        first = seen.split(b"\n", 1)[0].decode()
        # The command's first line: "listening on HOST:PORT".
        self.bootstrap = first.removeprefix("listening on ").strip()
        return self.bootstrap

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        end_process(process)
        if process.stdout is not None:
            process.stdout.close()


__all__ = ["BrokerThread", "ServeProcess", "free_port"]
