"""The version of an API that this package and a broker both speak."""

from __future__ import annotations

from collections.abc import Mapping

from kgroup_proto._registry import api_versions


def negotiate(
    api_key: int, broker_versions: Mapping[int, range], highest: int | None = None
) -> int:
    """The highest version of ``api_key`` that this package and the broker both speak (capped
    at ``highest``), as Kafka's clients pick it from ApiVersions; raises :class:`LookupError`
    when there is none."""
    ours = api_versions().get(api_key, range(0))
    theirs = broker_versions.get(api_key, range(0))
    top = min(ours.stop, theirs.stop) - 1
    if highest is not None:
        top = min(top, highest)
    if top < max(ours.start, theirs.start):
        raise LookupError(f"the broker and this package share no version of API key {api_key}")
    return top
