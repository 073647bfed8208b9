"""Before anything is timed: every library must be handling the same message.

A benchmark of different messages is worthless, so any mismatch stops the run. For each library
at the case's version: its encoding equals ours byte for byte, it decodes our bytes to the values
we hold, and we decode its bytes back to our object. A library at another version (aiokafka) can
only be checked against itself: its own bytes decode back to its own object.
"""

from __future__ import annotations

from bench.cases import Case
from bench.peers import Prepared


class CheckFailed(AssertionError):
    """Two libraries disagree on a case; the message names the case, the library and the check."""


def _first_difference(a: bytes, b: bytes) -> str:
    at = next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b))
    )
    return f"lengths {len(a)} vs {len(b)}, first difference at byte {at}"


def verify(case: Case, ours: Prepared, peer: Prepared) -> None:
    """Raise CheckFailed unless ``peer`` and ``ours`` agree on ``case`` (see module doc)."""
    where = f"case {case.key} ({case.title}), {peer.label}"
    if peer.encode() != peer.data:
        raise CheckFailed(f"{where}: encoding the same object twice gives different bytes")
    if not peer.exact:
        if peer.decode(peer.data) != peer.obj:
            raise CheckFailed(f"{where}: its own bytes do not decode back to its object")
        return
    assert ours.normal is not None and peer.normal is not None
    if peer.data != ours.data:
        raise CheckFailed(
            f"{where}: bytes differ from kgroup-proto's: " + _first_difference(peer.data, ours.data)
        )
    expected = ours.normal(case.obj)
    if peer.normal(peer.decode(ours.data)) != expected:
        raise CheckFailed(f"{where}: decodes kgroup-proto's bytes to different values")
    if ours.decode(peer.data) != case.obj:
        raise CheckFailed(f"{where}: kgroup-proto decodes its bytes to different values")
