"""Write the Kafka 4.4 golden fixtures: ``python -m tests.kafka.make_golden``.

For every schema the package ships and every version Kafka 4.4 speaks, Kafka's own classes
(tests/kafka_judge.py) write the JSON of values made as the serializer test makes them
(tests/kafka/judging.py: defaults, nulls, every field set, long arrays and strings, hypothesis
values); each line keeps Kafka's bytes and Kafka's JSON of what it read back from them, in
the line format of ../shared/golden (``{"version", "json", "hex"}``), one file per schema in
tests/golden/kafka-4.4/. A line is kept only when Kafka reads its bytes back to the same JSON
and the same bytes. Coordinator record keys are written at the package's version (the record
type), which Kafka 4.4 calls version 0. Kafka's JsonConverter writes a records field in its
own form, without the records' bytes; as in ../shared/golden, the fixtures carry the bytes
instead (standard base64, as the package writes them), so that each line's JSON maps to its
bytes.

``python -m tests.kafka.make_golden NAME...`` writes the files of the schemas named only, leaving
the others as they are (a schema new to the package gets its file without the others changing).

Needs Java and Maven, as the kafka tox env does; the fixtures are files, read by
tests/test_golden.py without Kafka.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import kgroup_proto as kp
from tests.apache_kafka import kafka_build
from tests.kafka.judging import cases, plan
from tests.kafka_judge import KafkaJudge, verdicts

OUT = Path(__file__).resolve().parent.parent / "golden" / "kafka-4.4"
#: Hypothesis values per version, besides the made ones.
EXAMPLES = 4
#: Fixed, so that the files are remade the same.
SEED = 44
#: Lines longer than this are left out (the "large" values of schemas with nested arrays run to
#: hundreds of kilobytes; the serializer test judges them on every run).
MAX_LINE = 20_000


def carry_records(cls: type[kp.Struct], version: int, kafka: Any, sent: Any) -> Any:
    """Kafka's JSON with each records field's value taken from the JSON Kafka was given (the
    bytes Kafka wrote are the same: the caller checked)."""
    if not isinstance(kafka, dict) or not isinstance(sent, dict):
        return kafka
    out = dict(kafka)
    for info in cls._SCHEMA.fields:
        key = info.json_name
        if version not in info.versions or key not in out:
            continue
        if info.type == "records":
            out[key] = sent[key]
        elif info.struct is not None and out[key] is not None:
            inner = info.struct()
            if info.is_array:
                out[key] = [
                    carry_records(inner, version, k, s)
                    for k, s in zip(out[key], sent[key], strict=True)
                ]
            else:
                out[key] = carry_records(inner, version, out[key], sent[key])
    return out


def main(argv: list[str]) -> int:
    shipped = kp.message_names()
    unknown = sorted(set(argv) - set(shipped))
    if unknown:
        print(f"not a schema the package ships: {', '.join(unknown)}", file=sys.stderr)
        return 2
    names = [name for name in shipped if name in argv] if argv else shipped
    build = kafka_build()
    OUT.mkdir(parents=True, exist_ok=True)
    total = 0
    with KafkaJudge(build) as current, KafkaJudge(build, legacy=True) as legacy:
        for name in names:
            cls = kp.message_class(name)
            judged, _unjudged, _newer = plan(name, current, legacy)
            lines: list[str] = []
            for j in judged:
                if j.legacy:
                    continue  # versions Kafka 4.4 no longer speaks
                asks = []
                for _label, message in cases(cls, j.version, EXAMPLES, seed=SEED + j.version):
                    doc = message.to_json(j.version)
                    asks.append(
                        {"op": "write", "name": name, "version": j.kafka_version, "json": doc}
                    )
                written = [
                    (ask, w)
                    for ask, w in zip(asks, verdicts(current.ask_many(asks)), strict=True)
                    if w.ok and w.data is not None
                ]
                reads = [
                    {"op": "read", "name": name, "version": j.kafka_version, "hex": w.data.hex()}
                    for _ask, w in written
                    if w.data is not None
                ]
                answers = verdicts(current.ask_many(reads))
                for (ask, first), back in zip(written, answers, strict=True):
                    if not back.ok or back.data != first.data or back.json != first.json:
                        continue
                    assert back.data is not None
                    doc = carry_records(cls, j.version, back.json, ask["json"])
                    line = json.dumps(
                        {"version": j.version, "json": doc, "hex": back.data.hex()},
                        ensure_ascii=False,
                        separators=(",", ":"),
                    )
                    if len(line) <= MAX_LINE and line not in lines:
                        lines.append(line)
            if lines:
                (OUT / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
                total += len(lines)
    print(f"wrote {total} fixtures to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
