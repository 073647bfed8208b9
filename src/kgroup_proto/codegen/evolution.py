"""Is a new set of schemas a compatible evolution of an old one? The rules, as data.

A peer built from the old schemas and a peer built from the new ones must still understand each
other in every version both speak, and code written against the old generated classes must keep
working. Each rule below states one way a change breaks that; ``check`` applies them all to the
message and field pairs of ``schema_diff``.

The versions compared are those both sides define, less the old schema's latest version when it
was marked ``latestVersionUnstable``: Kafka does not release an unstable version, so it may still
change or go.

Raising the lowest version drops old versions. Kafka does that only after announcing it, and the
rule accepts exactly Kafka's two marks: the old schema lists the versions in
``deprecatedVersions`` (KIP-896 announced Kafka 4.0's removals that way in 3.x; a response follows
the deprecation of the request with its API key, which is where Kafka writes it), or the new
schema's file says so in a comment, as every schema did when 4.0 removed them ("Versions 0-1
were removed in Apache Kafka 4.0, Version 2 is the new baseline.", or for a whole API whose
validVersions became "none", "This request was removed in Apache Kafka 4.0."). The second mark
covers removals that were never announced with ``deprecatedVersions``, such as request header
v0 and the APIs that went with ZooKeeper.

Two changes are explained rather than reported. A schema whose old file marks it as a preview
("subject to non-backwards-compatible changes", as Kafka marked KIP-848's and KIP-932's records
before their release) may change in any way: what would break a rule is listed as a note. And
when the two sets write coordinator records in different forms (the record type as the key's
version up to Kafka 4.0, as ``apiKey`` from 4.1, see ``record_forms``), the old records are
read in the new form first: the same bytes are the same record, and each record type's move is
a note. A record type the old key stood for that no new key has is a violation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import attrs

from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.emit import default_expr
from kgroup_proto.codegen.load import message_from_doc
from kgroup_proto.codegen.schema_diff import FieldPair, MessagePair, Schema, pair_messages
from kgroup_proto.codegen.spec import Field, Message, Versions


@attrs.frozen
class Violation:
    """One broken rule: printed as ``Message path: rule: detail``."""

    message: str
    path: str
    rule: str
    detail: str

    def __str__(self) -> str:
        return f"{self.message} {self.path}: {self.rule}: {self.detail}"


@attrs.frozen
class Scope:
    """A message pair as the rules see it: both schemas and the versions they share."""

    old: Schema | None
    new: Schema
    #: The old set, for the deprecation marks of a response's request.
    old_set: Mapping[str, Schema]

    @property
    def old_message(self) -> Message | None:
        return None if self.old is None else self.old.message

    @property
    def old_versions(self) -> frozenset[int]:
        """The old schema's released versions (its unstable latest version left out)."""
        message = self.old_message
        if message is None:
            return frozenset()
        versions = set(message.versions())
        if message.latest_version_unstable and versions:
            versions.discard(max(versions))
        return frozenset(versions)

    @property
    def new_versions(self) -> frozenset[int]:
        return frozenset(self.new.message.versions())

    @property
    def compared(self) -> list[int]:
        """The versions both schemas define, whose wire format must not change."""
        return sorted(self.old_versions & self.new_versions)

    def marked_removed(self) -> frozenset[int]:
        """Old versions announced as going: see the module's docstring for Kafka's two marks."""
        if self.new.removed_entirely:
            return self.old_versions
        marked = set(self.new.removed_versions)
        for schema in (self.old, self._request_of_old_response()):
            if schema is not None:
                marked.update(_within(schema.message.deprecated_versions, schema.message))
        return frozenset(marked)

    def _request_of_old_response(self) -> Schema | None:
        old = self.old_message
        if old is None or old.type != "response" or old.api_key is None:
            return None
        for schema in self.old_set.values():
            if schema.message.type == "request" and schema.message.api_key == old.api_key:
                return schema
        return None


def _within(versions: Versions | None, message: Message) -> set[int]:
    return {v for v in message.versions() if versions is not None and v in versions}


def _versions(versions: Iterable[int]) -> str:
    """``version 3`` or ``versions 0-1, 5``."""
    text = ranges(versions)
    return f"version {text}" if text.isdigit() else f"versions {text}"


def ranges(versions: Iterable[int]) -> str:
    """Versions as Kafka writes them: ``0-1, 5``."""
    out: list[str] = []
    for v in sorted(versions):
        if out and out[-1].split("-")[-1] == str(v - 1):
            out[-1] = f"{out[-1].split('-')[0]}-{v}"
        else:
            out.append(str(v))
    return ", ".join(out) if out else "none"


def _flexible(scope_message: Message, field: Field, version: int) -> bool:
    """Whether ``field`` is written in the flexible format in ``version`` (its own override or
    the message's flexibleVersions)."""
    if field.has_flexible_override:
        return field.flexible_versions is not None and version in field.flexible_versions
    return scope_message.flexible_in(version)


# ---- message rules: (rule name, the schema key it is about, what it says, the check) ----

MessageCheck = Callable[[Scope, Message, Message], Iterator[str]]


def _api_key(scope: Scope, old: Message, new: Message) -> Iterator[str]:
    if old.api_key != new.api_key:
        yield f"{old.api_key} -> {new.api_key}"


def _message_type(scope: Scope, old: Message, new: Message) -> Iterator[str]:
    if old.type != new.type:
        yield f"{old.type} -> {new.type}"


def _top_lowered(scope: Scope, old: Message, new: Message) -> Iterator[str]:
    released, now = scope.old_versions, scope.new_versions
    if released and now and max(now) < max(released):
        lost = {v for v in released if v > max(now)}
        yield f"{old.valid_versions} -> {new.valid_versions}: {_versions(lost)} dropped"


def _low_raised(scope: Scope, old: Message, new: Message) -> Iterator[str]:
    # "validVersions": "none" drops every version: the whole API goes, marked or not.
    now = scope.new_versions
    below = {v for v in scope.old_versions if not now or v < min(now)}
    unmarked = below - scope.marked_removed()
    if unmarked:
        yield (
            f"{old.valid_versions} -> {new.valid_versions or 'none'}: "
            f"{_versions(unmarked)} dropped without being marked (deprecatedVersions, or a "
            "comment saying they were removed)"
        )


def _flexible_narrowed(scope: Scope, old: Message, new: Message) -> Iterator[str]:
    lost = [v for v in sorted(scope.new_versions) if old.flexible_in(v) and not new.flexible_in(v)]
    if lost:
        yield (
            f"{old.flexible_versions} -> {new.flexible_versions}: "
            f"{_versions(lost)} no longer flexible"
        )


def _flexible_into_existing(scope: Scope, old: Message, new: Message) -> Iterator[str]:
    gained = [v for v in scope.compared if new.flexible_in(v) and not old.flexible_in(v)]
    if gained:
        yield (
            f"{old.flexible_versions} -> {new.flexible_versions}: existing "
            f"{_versions(gained)} change to the flexible format"
        )


@attrs.frozen
class MessageRule:
    name: str
    path: str
    summary: str
    check: MessageCheck


MESSAGE_RULES = (
    MessageRule("api-key-changed", "apiKey", "the API key never changes", _api_key),
    MessageRule("type-changed", "type", "request, response, header or data stays", _message_type),
    MessageRule(
        "top-version-lowered",
        "validVersions",
        "versions only grow at the top: a released highest version stays",
        _top_lowered,
    ),
    MessageRule(
        "lowest-version-raised",
        "validVersions",
        "the lowest version rises only over versions marked deprecated or removed",
        _low_raised,
    ),
    MessageRule(
        "flexible-versions-narrowed",
        "flexibleVersions",
        "flexibleVersions only grow",
        _flexible_narrowed,
    ),
    MessageRule(
        "flexible-into-existing-version",
        "flexibleVersions",
        "flexibleVersions grow into new versions only: an existing version keeps its format",
        _flexible_into_existing,
    ),
)


# ---- field rules: each looks at one field pair within its message pair ----

FieldCheck = Callable[[Scope, FieldPair], Iterator[str]]


def _present(field: Field | None, versions: Iterable[int]) -> set[int]:
    return set() if field is None else {v for v in versions if field.present_in(v)}


def _shared(scope: Scope, pair: FieldPair) -> list[int]:
    """Compared versions in which the field exists on both sides."""
    return sorted(_present(pair.old, scope.compared) & _present(pair.new, scope.compared))


def _field_removed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is not None and pair.new is None:
        had = _present(pair.old, scope.compared)
        if had:
            yield f"was in {_versions(had)}, which the new schema still has"


def _dropped_from_version(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is not None and pair.new is not None:
        lost = _present(pair.old, scope.compared) - _present(pair.new, scope.compared)
        if lost:
            change = f"versions {pair.old.versions} -> {pair.new.versions}"
            yield f"{change}: gone from {_versions(lost)}"


def _added_to_existing(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.new is None:
        return
    new = pair.new
    gained = {
        v
        for v in _present(new, scope.compared) - _present(pair.old, scope.compared)
        if not new.tagged_in(v)  # a tagged field may join a flexible version: peers skip it
    }
    if gained:
        yield f"versions {new.versions}: written in existing {_versions(gained)}"


def _type_changed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is not None and pair.new is not None and pair.old.type != pair.new.type:
        yield f"{pair.old.type} -> {pair.new.type}"


def _nullable_narrowed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is None or pair.new is None:
        return
    old, new = pair.old, pair.new
    lost = [v for v in _shared(scope, pair) if old.nullable_in(v) and not new.nullable_in(v)]
    if lost:
        yield (
            f"{old.nullable_versions} -> {new.nullable_versions}: "
            f"null no longer allowed in {_versions(lost)}"
        )


def _nullable_into_existing(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is None or pair.new is None:
        return
    old, new = pair.old, pair.new
    gained = [v for v in _shared(scope, pair) if new.nullable_in(v) and not old.nullable_in(v)]
    if gained:
        yield (
            f"{old.nullable_versions} -> {new.nullable_versions}: null now allowed in existing "
            f"{_versions(gained)}, which old peers reject"
        )


def _effective_default(field: Field) -> str:
    try:
        return default_expr(field)
    except ValueError:
        return repr(field.default)


def _default_changed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is None or pair.new is None or pair.old.type != pair.new.type:
        return
    before, after = _effective_default(pair.old), _effective_default(pair.new)
    if before != after:
        yield f"{before} -> {after}"


def _tag_changed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is None or pair.new is None:
        return
    if pair.old.tag is not None and pair.new.tag is not None and pair.old.tag != pair.new.tag:
        yield f"tag {pair.old.tag} -> {pair.new.tag}"


def _tag_reused(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.new is None or pair.new.tag is None or pair.old_struct is None:
        return
    for other in pair.old_struct.fields:
        if other.tag == pair.new.tag and other.name != pair.new.name:
            yield f"tag {pair.new.tag} belonged to {other.name}"


def _tagging_changed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    if pair.old is None or pair.new is None:
        return
    old, new = pair.old, pair.new
    moved = [v for v in _shared(scope, pair) if old.tagged_in(v) != new.tagged_in(v)]
    if moved:
        yield (
            f"taggedVersions {old.tagged_versions or 'none'} -> {new.tagged_versions or 'none'}: "
            f"moved between the tagged and the fixed fields in existing {_versions(moved)}"
        )


def _tagged_outside_flexible(scope: Scope, pair: FieldPair) -> Iterator[str]:
    new, message = pair.new, scope.new.message
    if new is None or new.tagged_versions is None:
        return
    outside = [
        v for v in sorted(scope.new_versions) if new.tagged_in(v) and not message.flexible_in(v)
    ]
    if outside:
        yield (
            f"taggedVersions {new.tagged_versions} but flexibleVersions "
            f"{message.flexible_versions}: tagged in non-flexible {_versions(outside)}"
        )


def _ignorable_removed(scope: Scope, pair: FieldPair) -> Iterator[str]:
    # The flag lets a value be dropped when writing a version that lacks the field; where the
    # field is in every version, it has no effect and may go.
    old, new = pair.old, pair.new
    if old is None or new is None or not old.ignorable or new.ignorable:
        return
    lacking = [v for v in sorted(scope.new_versions) if not new.present_in(v)]
    if lacking:
        yield (
            f"ignorable -> not ignorable: writing a set value into {_versions(lacking)}, which "
            "lack the field, now fails instead of dropping it"
        )


def _field_flexibility(scope: Scope, pair: FieldPair) -> Iterator[str]:
    old_message = scope.old_message
    if pair.old is None or pair.new is None or old_message is None:
        return
    old, new = pair.old, pair.new
    if not (old.has_flexible_override or new.has_flexible_override):
        return
    changed = [
        v
        for v in _shared(scope, pair)
        if _flexible(old_message, old, v) != _flexible(scope.new.message, new, v)
    ]
    if changed:
        yield f"the field's own flexibleVersions changes its format in {_versions(changed)}"


@attrs.frozen
class FieldRule:
    name: str
    summary: str
    check: FieldCheck


FIELD_RULES = (
    FieldRule("field-removed", "a field does not vanish from versions it was in", _field_removed),
    FieldRule(
        "field-dropped-from-version",
        "a field's versions keep covering every version it was in",
        _dropped_from_version,
    ),
    FieldRule(
        "field-added-to-existing-version",
        "a new non-tagged field arrives with a new version only",
        _added_to_existing,
    ),
    FieldRule("field-type-changed", "a field's type never changes", _type_changed),
    FieldRule(
        "nullable-versions-narrowed", "nullableVersions are not narrowed", _nullable_narrowed
    ),
    FieldRule(
        "nullable-into-existing-version",
        "nullableVersions grow into new versions only",
        _nullable_into_existing,
    ),
    FieldRule("default-changed", "a field's default never changes", _default_changed),
    FieldRule("tag-moved", "a tagged field keeps its tag", _tag_changed),
    FieldRule("tag-reused", "a tag is never given to another field", _tag_reused),
    FieldRule(
        "tagging-changed",
        "an existing version keeps a field tagged or untagged",
        _tagging_changed,
    ),
    FieldRule(
        "tagged-outside-flexible",
        "taggedVersions lie within the flexible versions",
        _tagged_outside_flexible,
    ),
    FieldRule(
        "ignorable-removed",
        "an ignorable flag stays while a version lacks the field",
        _ignorable_removed,
    ),
    FieldRule(
        "field-flexibility-changed",
        "a field's own flexibleVersions keep each existing version's format",
        _field_flexibility,
    ),
)

#: The name of the rule a message that disappears breaks.
MESSAGE_REMOVED = "message-removed"
#: The name of the rule a record type that loses its key breaks.
RECORD_TYPE_REMOVED = "record-type-removed"


def check_pair(pair: MessagePair, old_set: Mapping[str, Schema]) -> list[Violation]:
    """Every violation of one message pair: its message rules, then each field's rules."""
    if pair.new is None:
        return [Violation(pair.name, "(message)", MESSAGE_REMOVED, "in OLD, not in NEW")]
    scope = Scope(pair.old, pair.new, old_set)
    found: list[Violation] = []
    if pair.old is not None:
        for rule in MESSAGE_RULES:
            for detail in rule.check(scope, pair.old.message, pair.new.message):
                found.append(Violation(pair.name, rule.path, rule.name, detail))
    for field_pair in pair.fields():
        for field_rule in FIELD_RULES:
            for detail in field_rule.check(scope, field_pair):
                found.append(Violation(pair.name, field_pair.path, field_rule.name, detail))
    return found


def check(old: Mapping[str, Schema], new: Mapping[str, Schema]) -> list[Violation]:
    """Every violation, message by message in name order."""
    return check_with_notes(old, new)[0]


def check_with_notes(
    old: Mapping[str, Schema], new: Mapping[str, Schema]
) -> tuple[list[Violation], list[str]]:
    """Every violation, and the notes that explain what is not one (see the module's
    docstring): a change of record form, and changes to schemas marked as previews."""
    notes: list[str] = []
    violations: list[Violation] = []
    old = _in_new_form(old, new, notes, violations)
    for pair in pair_messages(old, new):
        found = check_pair(pair, old)
        if found and pair.old is not None and pair.old.preview:
            notes += [f"{v} (allowed: OLD's file marks {pair.name} as a preview)" for v in found]
            continue
        if pair.new is not None and pair.old is not None:
            notes += _renames(pair)
            kept = []
            for violation in found:
                if _marked_default(pair, violation):
                    notes.append(
                        f"{violation} (allowed: NEW's file says Kafka changed it; the bytes of "
                        "every version are the same, only code that relied on the default sees it)"
                    )
                else:
                    kept.append(violation)
            found = kept
        violations += found
    return violations, notes


def _renames(pair: MessagePair) -> list[str]:
    """A note for each field the new file says Kafka renamed and that kept its bytes (its
    other changes, if any, are checked like any field's)."""
    assert pair.old is not None and pair.new is not None
    scope = Scope(pair.old, pair.new, {})
    notes = []
    for field in pair.fields():
        if field.old is None or field.new is None or field.old.name == field.new.name:
            continue
        versions = _present(field.old, scope.compared)
        notes.append(
            f"{pair.name} {field.path}: renamed from {field.old.name}, the same bytes in "
            f"{_versions(versions)} (allowed: NEW's file says Kafka renamed it); code and JSON "
            "use the new name"
        )
    return notes


def _marked_default(pair: MessagePair, violation: Violation) -> bool:
    """Whether a changed default is one NEW's file notes, of a field that is never tagged (a
    tagged field's default decides whether it is written at all)."""
    assert pair.new is not None
    if violation.rule != "default-changed":
        return False
    name = violation.path.rsplit(".", 1)[-1]
    if name not in pair.new.default_changed:
        return False
    field = next((f.new for f in pair.fields() if f.path == violation.path), None)
    return field is not None and field.tagged_versions is None


def _layout(schema: Schema) -> list[tuple[str, str]]:
    """A record key's fields, by name and type: what makes two keys the same bytes."""
    return [(f.name, str(f.type)) for f in schema.message.root.fields]


def _docs(schemas: Mapping[str, Schema]) -> dict[str, dict[str, Any]]:
    return {name: schema.doc for name, schema in schemas.items() if schema.doc is not None}


def _in_new_form(
    old: Mapping[str, Schema],
    new: Mapping[str, Schema],
    notes: list[str],
    violations: list[Violation],
) -> Mapping[str, Schema]:
    """OLD's coordinator records in the form NEW writes them in (unchanged when the forms agree).

    A key becomes the key of the record type NEW's schema of that name has (or of its only
    one); a value follows its key. Every other record type an old key stood for must have a key
    in NEW too (OffsetCommitKey's 0-1 became OffsetCommitKey 1 and LegacyOffsetCommitKey 0).
    """
    old_docs, new_docs = _docs(old), _docs(new)
    old_form, new_form = record_forms.set_form(old_docs), record_forms.set_form(new_docs)
    if old_form is None or new_form is None or old_form == new_form:
        return old
    new_keys: dict[int, list[str]] = {}
    for name, doc in new_docs.items():
        if name.endswith("Key") and record_forms.is_record(doc, new_docs):
            for record_type in record_forms.record_types(doc):
                new_keys.setdefault(record_type, []).append(name)
    chosen: dict[str, int] = {}
    for name, doc in old_docs.items():
        if not (name.endswith("Key") and record_forms.is_record(doc, old_docs)):
            continue
        types = record_forms.record_types(doc)
        counterpart = new_docs.get(name)
        if counterpart is not None and record_forms.is_record(counterpart, new_docs):
            types_now = record_forms.record_types(counterpart)
            if len(types_now) == 1 and types_now <= types:
                chosen[name] = next(iter(types_now))
        elif len(types) == 1:
            chosen[name] = next(iter(types))
        for other in sorted(types - {chosen.get(name, -1)}):
            # Record types are numbered per coordinator: the key of the same layout is the one.
            same = [
                candidate
                for candidate in new_keys.get(other, [])
                if candidate != name and _layout(new[candidate]) == _layout(old[name])
            ]
            if same:
                notes.append(f"{name}: its record type {other} is {same[0]} in NEW")
            elif name in chosen:
                violations.append(
                    Violation(
                        name, "validVersions", RECORD_TYPE_REMOVED, f"no key in NEW for {other}"
                    )
                )
    out = dict(old)
    for name, doc in old_docs.items():
        if not record_forms.is_record(doc, old_docs):
            continue
        key_name = name if name.endswith("Key") else record_forms.partner_name(name) or ""
        number = chosen.get(key_name)
        if number is None and new_form == record_forms.API_KEY_FORM:
            continue
        if number is None and name.endswith("Key"):
            number = min(record_forms.record_types(doc), default=None)
        converted = record_forms.in_form(doc, new_form, number)
        message = message_from_doc(converted, old[name].message.source)
        out[name] = attrs.evolve(old[name], message=message, doc=converted)
        if name.endswith("Key"):
            notes.append(
                f"{name}: record type {number if number is not None else '?'}, "
                f"written in {old_form} form in OLD and {new_form} form in NEW (the same bytes): "
                "compared as one record"
            )
    return out


#: Every rule's name and what it says, for documentation and tests.
RULES: dict[str, str] = {
    MESSAGE_REMOVED: "a message does not vanish",
    RECORD_TYPE_REMOVED: "every record type an old key stood for keeps a key",
    **{rule.name: rule.summary for rule in MESSAGE_RULES},
    **{rule.name: rule.summary for rule in FIELD_RULES},
}
