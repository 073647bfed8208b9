"""Fixtures of the mixed-group tests: coordinators, started once per session and kind."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest

from tests.interop.brokers import ensure_package
from tests.member.coordinators import Coordinator, started

_SERIAL = itertools.count()


@pytest.fixture(scope="session")
def coordinator(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Coordinator]:
    """The coordinator named by the test's indirect parameter: broker, tansu or mock."""
    ensure_package("confluent_kafka")
    kind: str = request.param
    with started(kind, tmp_path_factory.mktemp(kind)) as running:
        yield running


@pytest.fixture
def names(request: pytest.FixtureRequest) -> tuple[str, str]:
    """A group id and a topic name no other test uses."""
    base = re.sub(r"[^a-zA-Z0-9]+", "-", request.node.name).strip("-")[:80]
    serial = next(_SERIAL)
    return f"g-{base}-{serial}", f"t-{base}-{serial}"
