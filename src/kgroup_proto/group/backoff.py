"""The waits between a member's retries."""

from __future__ import annotations


class Backoff:
    """Exponential backoff between retries, as Kafka's clients space them.

    The first retry waits ``initial_ms`` (``retry.backoff.ms``); each further one doubles, up to
    ``max_ms`` (``retry.backoff.max.ms``). Kafka adds 20 % random jitter; a state machine draws
    nothing at random, so these waits are exact.
    """

    def __init__(self, initial_ms: int, max_ms: int) -> None:
        self.initial_ms = initial_ms
        self.max_ms = max(initial_ms, max_ms)
        self.attempts = 0

    def next_wait_ms(self) -> float:
        """The wait before the next retry; counts the attempt."""
        wait = min(self.max_ms, self.initial_ms * (2 ** min(self.attempts, 30)))
        self.attempts += 1
        return float(wait)

    def reset(self) -> None:
        self.attempts = 0


__all__ = ["Backoff"]
