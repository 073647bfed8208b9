"""kgroup-proto itself: the case object as built, encoded and decoded through the public API."""

from __future__ import annotations

from typing import Any

from bench.cases import Case
from bench.normal import normal, read_ours
from bench.peers import Prepared

LIBRARY = "kgroup-proto"


def prepare(case: Case) -> Prepared:
    """The case's own object; decode is ``cls.decode(data, version)``."""
    cls = type(case.obj)
    data = case.obj.encode(case.version)
    return Prepared(
        library=LIBRARY,
        label=LIBRARY,
        version=case.version,
        exact=True,
        obj=case.obj,
        data=data,
        encode_fn=case.obj.encode,
        encode_args=(case.version,),
        decode_fn=cls.decode,
        decode_args=(data, case.version),
        normal=lambda obj: normal(obj, cls, case.version, read_ours),
        first_partition=_first_partition,
    )


def _first_partition(obj: Any) -> Any:
    return obj.topics[0].partitions[0]
