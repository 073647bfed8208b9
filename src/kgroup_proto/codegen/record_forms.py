"""The two ways Kafka's schemas describe a coordinator record, and the translation between them.

A coordinator record (``__consumer_offsets``, the share-group state topic, the transaction log)
is a key and a value, each written as an int16 and a body. The key's int16 names the record
type; the value's int16 is the value schema's version. Kafka's schemas have said so in two forms:

- **key-version form** (Kafka up to 4.0): Key and Value schemas of type ``data``; the key's
  ``validVersions`` is the record-type number (``"8"`` for ConsumerGroupCurrentMemberAssignment),
  so the int16 before a key reads as the key's version.
- **api-key form** (Kafka 4.1 on): types ``coordinator-key`` and ``coordinator-value`` with the
  record-type number as ``apiKey``; the key schema's only version is 0.

The bytes are the same in both. Keys never had a second layout, so a key's fields are those of
its one version in either form. These functions work on raw schema documents (the JSON objects
of the files), so a translated document can be written back or loaded like any other.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from kgroup_proto.codegen.spec import Versions

KEY_VERSION_FORM = "key-version"
API_KEY_FORM = "api-key"
COORDINATOR_KEY = "coordinator-key"
COORDINATOR_VALUE = "coordinator-value"
#: Field attributes that are version ranges.
RANGE_ATTRIBUTES = ("versions", "nullableVersions", "taggedVersions", "flexibleVersions")


def partner_name(name: str) -> str | None:
    """The other half of a record's schema pair: ``XKey`` <-> ``XValue``."""
    if name.endswith("Key"):
        return name[: -len("Key")] + "Value"
    if name.endswith("Value"):
        return name[: -len("Value")] + "Key"
    return None


def is_record(doc: Mapping[str, Any], names: Iterable[str]) -> bool:
    """Whether a schema is half of a coordinator record, in either form.

    In the api-key form the type says so; in the key-version form a record is a ``data`` schema
    named ``...Key`` or ``...Value`` whose other half is in the same set.
    """
    kind = doc.get("type")
    if kind in (COORDINATOR_KEY, COORDINATOR_VALUE):
        return True
    partner = partner_name(str(doc.get("name", "")))
    return kind == "data" and partner is not None and partner in set(names)


def form_of(doc: Mapping[str, Any]) -> str:
    """The form a record schema is written in."""
    if doc.get("type") in (COORDINATOR_KEY, COORDINATOR_VALUE):
        return API_KEY_FORM
    return KEY_VERSION_FORM


def set_form(docs: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The form a set of schemas (by name) writes its records in, or None without records.

    A set that mixes the forms is read as the api-key form, Kafka's current one.
    """
    forms = {form_of(doc) for doc in docs.values() if is_record(doc, docs)}
    if not forms:
        return None
    return API_KEY_FORM if API_KEY_FORM in forms else KEY_VERSION_FORM


def record_types(doc: Mapping[str, Any]) -> frozenset[int]:
    """The record-type numbers a key schema stands for: its apiKey, or its key versions."""
    if doc.get("type") == COORDINATOR_KEY:
        return frozenset({int(doc["apiKey"])})
    versions = Versions.parse(str(doc.get("validVersions", "none")))
    if versions is None or versions.high is None:
        return frozenset()
    return frozenset(range(versions.low, versions.high + 1))


def _map_ranges(doc: dict[str, Any], source: int, target: int) -> None:
    """Rewrite every version range of a key's fields from its one version ``source`` to
    ``target``: a range that holds ``source`` holds ``target`` instead, one that does not is
    dropped (``versions`` cannot be dropped, so it becomes "none")."""

    def walk(fields: list[dict[str, Any]]) -> None:
        for field in fields:
            for attribute in RANGE_ATTRIBUTES:
                if attribute not in field:
                    continue
                versions = Versions.parse(str(field[attribute]))
                if versions is not None and source in versions:
                    field[attribute] = f"{target}+" if versions.high is None else str(target)
                elif attribute == "versions" or attribute == "flexibleVersions":
                    field[attribute] = "none"
                else:
                    del field[attribute]
            walk(field.get("fields", []))

    walk(doc.get("fields", []))
    for struct in doc.get("commonStructs", []):
        if "versions" in struct:
            versions = Versions.parse(str(struct["versions"]))
            if versions is not None and source in versions:
                struct["versions"] = f"{target}+" if versions.high is None else str(target)
        walk(struct.get("fields", []))
    flexible = Versions.parse(str(doc.get("flexibleVersions", "none")))
    if flexible is not None and source not in flexible:
        doc["flexibleVersions"] = "none"
    elif flexible is not None:
        doc["flexibleVersions"] = f"{target}+" if flexible.high is None else str(target)


def _with_api_key_first(doc: dict[str, Any], api_key: int) -> dict[str, Any]:
    """``apiKey`` as the first attribute, where Kafka's files have it."""
    out: dict[str, Any] = {"apiKey": api_key}
    out.update((key, value) for key, value in doc.items() if key != "apiKey")
    return out


def to_key_version_form(doc: Mapping[str, Any]) -> dict[str, Any]:
    """An api-key form record schema in the key-version form (other schemas unchanged)."""
    out = copy.deepcopy(dict(doc))
    kind = out.get("type")
    if kind not in (COORDINATOR_KEY, COORDINATOR_VALUE):
        return out
    record_type = int(out.pop("apiKey"))
    out["type"] = "data"
    if kind == COORDINATOR_KEY:
        versions = Versions.parse(str(out.get("validVersions", "none")))
        if versions is None or versions.high != versions.low:
            raise ValueError(f"{out.get('name')}: a coordinator key has exactly one version")
        out["validVersions"] = str(record_type)
        _map_ranges(out, versions.low, record_type)
    return out


def to_api_key_form(doc: Mapping[str, Any], record_type: int) -> dict[str, Any]:
    """A key-version form record schema in the api-key form, as record type ``record_type``.

    A key that stood for several record types (OffsetCommitKey's 0-1 before Kafka 4.1) becomes
    the key of the one given.
    """
    out = copy.deepcopy(dict(doc))
    if out.get("type") != "data":
        return out
    name = str(out.get("name", ""))
    if name.endswith("Key"):
        if record_type not in record_types(out):
            raise ValueError(f"{name}: record type {record_type} is not one of its key versions")
        out["type"] = COORDINATOR_KEY
        out["validVersions"] = "0"
        _map_ranges(out, record_type, 0)
    else:
        out["type"] = COORDINATOR_VALUE
    return _with_api_key_first(out, record_type)


def in_form(doc: Mapping[str, Any], form: str, record_type: int | None = None) -> dict[str, Any]:
    """A record schema in ``form``; ``record_type`` is needed to reach the api-key form."""
    if form == KEY_VERSION_FORM:
        return to_key_version_form(doc)
    if form_of(doc) == API_KEY_FORM:
        return copy.deepcopy(dict(doc))
    if record_type is None:
        raise ValueError(f"{doc.get('name')}: which record type is it?")
    return to_api_key_form(doc, record_type)
