"""Kafka's own generated classes as the judge of bytes and JSON (apache-kafka/src/.../Judge.java).

:class:`KafkaJudge` keeps one JVM running the judge and asks it, a line each way, what Kafka's
classes make of a message's bytes (``read``) or of its JSON (``write``). ``legacy=True`` runs the
same program on kafka-clients 3.9.1, for the versions Kafka 4 removed (KIP-896).
"""

from __future__ import annotations

import json
import subprocess
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from tests.apache_kafka import KafkaBuild


@dataclass(frozen=True)
class Verdict:
    """Kafka's answer: its JSON of the message and its bytes, or why it refused."""

    json: Any = None
    data: bytes | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


class JudgeFailed(RuntimeError):
    """The judge's JVM ended or answered out of turn."""


class KafkaJudge:
    """One long-lived JVM with Kafka's message classes; use it as a context manager."""

    def __init__(self, build: KafkaBuild, *, legacy: bool = False) -> None:
        self._process = subprocess.Popen(
            build.java("kgroup.kafka.Judge", legacy=legacy),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1 << 16,
        )

    def __enter__(self) -> KafkaJudge:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        process = self._process
        if process.poll() is None:
            assert process.stdin is not None
            process.stdin.close()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)

    def ask_many(self, requests: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
        """Send requests in batches and yield the raw answers in order."""
        pending: list[dict[str, Any]] = []
        for request in requests:
            pending.append(request)
            if len(pending) == 256:
                yield from self._round(pending)
                pending = []
        if pending:
            yield from self._round(pending)

    def _round(self, requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
        process = self._process
        assert process.stdin is not None and process.stdout is not None
        stdin = process.stdin
        text = "".join(json.dumps(r) + "\n" for r in requests)
        broken: list[BaseException] = []

        def send() -> None:
            # Written beside the reading below: a batch of big answers fills the JVM's stdout
            # pipe while it still has requests to read, and each side would wait on the other.
            try:
                stdin.write(text)
                stdin.flush()
            except (BrokenPipeError, ValueError) as exc:
                broken.append(exc)

        sender = threading.Thread(target=send, daemon=True)
        sender.start()
        answers = []
        for _ in requests:
            line = process.stdout.readline()
            if not line:
                raise JudgeFailed(f"the judge's JVM ended (status {process.poll()})")
            answers.append(json.loads(line))
        sender.join()
        if broken:
            raise JudgeFailed(f"the judge's JVM ended (status {process.poll()})")
        return answers

    def read(self, name: str, version: int, data: bytes) -> Verdict:
        """What Kafka reads from ``data`` as ``name`` at ``version``, and writes back."""
        request = {"op": "read", "name": name, "version": version, "hex": data.hex()}
        return _verdict(self._round([request])[0])

    def write(self, name: str, version: int, doc: Any) -> Verdict:
        """What Kafka makes of the JSON ``doc`` (its JsonConverter form) and its bytes."""
        request = {"op": "write", "name": name, "version": version, "json": doc}
        return _verdict(self._round([request])[0])

    def versions(self, name: str) -> range | None:
        """The versions Kafka's class for ``name`` speaks, or None when it has no such class."""
        answer = self._round([{"op": "versions", "name": name}])[0]
        if "error" in answer:
            return None
        return range(answer["lowest"], answer["highest"] + 1)


def _verdict(answer: dict[str, Any]) -> Verdict:
    if "error" in answer:
        return Verdict(error=answer["error"])
    return Verdict(json=answer["json"], data=bytes.fromhex(answer["hex"]))


def verdicts(answers: Iterable[dict[str, Any]]) -> Iterator[Verdict]:
    """Turn :meth:`KafkaJudge.ask_many`'s raw answers into verdicts."""
    return (_verdict(answer) for answer in answers)
