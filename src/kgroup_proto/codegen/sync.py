"""Bring the project's schemas up to date with Kafka's: what upstream has that they lack.

``kgroup-proto codegen sync --from DIR`` compares every schema of the project with the schema of
the same name in DIR (Kafka's source tree, or any directory of Kafka's message JSON, such as the
copy kafka-python ships) and lists, per message, what upstream has that the project's schema
lacks: versions, fields, tags, flexible versions, attributes that changed, and whole messages
that belong beside the ones the project ships. ``--apply`` writes those structural changes into
the project's files in place: every comment and every description stays as it was, and a field
new to the project gets an empty description, which ``check-descriptions`` reports until
someone writes one. Upstream's prose never enters the project's files.

Merging follows one rule: in the versions upstream defines, upstream's schema is the wire
format; in versions only the project has (older ones Kafka dropped), the project's schema still
is. So a field's version ranges are merged version by version, a field upstream added arrives
with its versions, and nothing the project has is removed: versions upstream dropped are kept
and only listed. Attributes that are not ranges (type, tag, default, entity type) take
upstream's value where upstream has one; flags (ignorable, mapKey, zeroCopy) are kept once set.

Coordinator records are compared in the form the project writes them (see ``record_forms``):
Kafka 4.1 moved the record type from the key's version to ``apiKey``, the same bytes either way.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.codegen import record_forms
from kgroup_proto.codegen.errors import SchemaError
from kgroup_proto.codegen.jsonc import (
    ArrayNode,
    Edit,
    JsoncError,
    Node,
    ObjectNode,
    apply_edits,
    line_indent,
    parse,
)
from kgroup_proto.codegen.load import parse_schema_text, read_schema_file
from kgroup_proto.codegen.schema_diff import default_notes, rename_notes
from kgroup_proto.codegen.spec import PRIMITIVES, Versions

#: Field attributes in the order the project's files write them.
FIELD_ORDER = (
    "name",
    "type",
    "versions",
    "nullableVersions",
    "taggedVersions",
    "tag",
    "flexibleVersions",
    "default",
    "ignorable",
    "mapKey",
    "zeroCopy",
    "entityType",
)
#: Top-level attributes in the order the project's files write them.
TOP_ORDER = (
    "apiKey",
    "type",
    "listeners",
    "name",
    "validVersions",
    "deprecatedVersions",
    "flexibleVersions",
    "latestVersionUnstable",
)
#: Field attributes that are version ranges, merged version by version.
RANGES = ("versions", "nullableVersions", "taggedVersions")
#: Field attributes that take upstream's value where upstream has one.
VALUES = ("type", "tag", "default", "entityType", "flexibleVersions")
#: Defaults that say what an absent default means (Kafka's zero, empty and false).
IMPLIED_DEFAULTS = ("0", "", "false", "0.0")
#: Field flags: once set, kept.
FLAGS = ("ignorable", "mapKey", "zeroCopy")
#: Upstream schema types this command reads (Kafka's message directories also hold others).
SCHEMA_TYPES = {"request", "response", "header", "data", "coordinator-key", "coordinator-value"}
#: Where Kafka's source tree keeps its message JSON: ``<module>/src/main/resources/<this>``.
KAFKA_MESSAGE_DIR = ("common", "message")


class SyncError(SchemaError):
    """An input the sync cannot use; the message names the file and the problem."""


@attrs.frozen
class Change:
    """One thing upstream has that the project's schema lacks.

    ``applied`` is False for what ``--apply`` leaves alone and only lists (a conflict, or
    versions upstream dropped that the project keeps).
    """

    message: str
    path: str
    what: str
    applied: bool = True

    def __str__(self) -> str:
        return f"{self.path}: {self.what}" + ("" if self.applied else " (left as it is)")


@attrs.frozen
class Upstream:
    """An upstream schema, in the form the project writes its records in."""

    name: str
    path: Path
    doc: dict[str, Any]


@attrs.define
class Plan:
    """What a sync found and, for ``--apply``, the text of every file it changes or adds."""

    changes: dict[str, list[Change]] = attrs.Factory(dict)
    files: dict[Path, str] = attrs.Factory(dict)
    new_messages: list[str] = attrs.Factory(list)
    #: Upstream messages the project neither ships nor brings in.
    not_shipped: list[str] = attrs.Factory(list)
    compared: int = 0

    def applicable(self) -> int:
        return sum(1 for changes in self.changes.values() for c in changes if c.applied)


# ----------------------------------------------------------------------------- loading


def upstream_files(directory: Path) -> list[Path]:
    """The message JSON files of Kafka's source tree or of a directory of schemas.

    In a source tree, every ``<module>/src/main/resources/common/message/*.json`` (not the test
    resources); in any other directory, its own JSON files (a flattened tree, kafka-python's
    copy).
    """
    if not directory.is_dir():
        raise SyncError(f"{directory}: not a directory")
    found = []
    for path in sorted(directory.rglob("*.json")):
        parts = path.relative_to(directory).parts
        if parts[-3:-1] == KAFKA_MESSAGE_DIR and "test" not in parts:
            found.append(path)
    if found:
        return found
    return sorted(p for p in directory.glob("*.json") if p.is_file())


def jar_entries(jar: Path) -> list[tuple[Path, str]]:
    """The message JSON files packed in one of Kafka's jars (``common/message/*.json``), each as
    the path that names it (``JAR!/common/message/X.json``) and its text."""
    prefix = "/".join(KAFKA_MESSAGE_DIR) + "/"
    try:
        with zipfile.ZipFile(jar) as archive:
            names = sorted(
                name
                for name in archive.namelist()
                if name.startswith(prefix)
                and name.endswith(".json")
                and "/" not in name.removeprefix(prefix)
            )
            return [(Path(f"{jar}!/{name}"), archive.read(name).decode("utf-8")) for name in names]
    except FileNotFoundError:
        raise SyncError(f"{jar}: no such file") from None
    except (zipfile.BadZipFile, OSError, UnicodeDecodeError) as exc:
        raise SyncError(f"{jar}: not a readable jar: {exc}") from None


def upstream_texts(source: Path) -> list[tuple[Path, str]]:
    """Kafka's message JSON files in one source: a directory (``upstream_files``) or a jar."""
    if source.is_dir():
        out = []
        for path in upstream_files(source):
            try:
                out.append((path, path.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError) as exc:
                raise SyncError(f"{path}: cannot read: {exc}") from None
        return out
    if source.is_file() and zipfile.is_zipfile(source):
        return jar_entries(source)
    if source.exists():
        raise SyncError(f"{source}: neither a directory nor a jar")
    raise SyncError(f"{source}: no such directory or jar")


#: The artifacts (group ``org.apache.kafka``) whose jars hold the message schemas this package
#: ships: the APIs, and the records of the group, share-group and transaction coordinators.
KAFKA_ARTIFACTS = (
    "kafka-clients",
    "kafka-group-coordinator",
    "kafka-share-coordinator",
    "kafka-transaction-coordinator",
)
#: Where Maven keeps its local repository unless told otherwise.
DEFAULT_MAVEN_REPO = Path("~/.m2/repository")


def maven_jars(version: str, repository: Path | None = None) -> list[Path]:
    """Kafka's jars of one version in a Maven local repository (``KAFKA_ARTIFACTS``).

    Every one must be there: a sync from part of a release would take what is missing for
    messages Kafka no longer has.
    """
    repo = (repository or DEFAULT_MAVEN_REPO).expanduser()
    if not repo.is_dir():
        raise SyncError(f"{repo}: no Maven repository there (not a directory)")
    base = repo / "org" / "apache" / "kafka"
    jars = [base / name / version / f"{name}-{version}.jar" for name in KAFKA_ARTIFACTS]
    missing = [jar for jar in jars if not jar.is_file()]
    if missing:
        names = ", ".join(jar.parent.parent.name for jar in missing)
        raise SyncError(
            f"{repo}: Kafka {version} not found: no jar for {names} "
            f"(looked for {missing[0].relative_to(repo)})"
        )
    return jars


def load_upstream(sources: Path | Sequence[Path]) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Every upstream message schema by name, as written (comments dropped), from directories
    and jars (``upstream_texts``)."""
    schemas: dict[str, tuple[Path, dict[str, Any]]] = {}
    paths = [sources] if isinstance(sources, Path) else list(sources)
    for source in paths:
        for path, text in upstream_texts(source):
            doc = parse_schema_text(text, str(path))
            if doc.get("type") not in SCHEMA_TYPES or "name" not in doc:
                continue
            name = str(doc["name"])
            if name in schemas:
                raise SyncError(f"{path}: message {name} is also defined in {schemas[name][0]}")
            schemas[name] = (path, doc)
    if not schemas:
        where = ", ".join(str(p) for p in paths)
        raise SyncError(f"{where}: no Kafka message schemas (*.json) found")
    return schemas


@attrs.define
class _ProjectFile:
    path: Path
    text: str
    tree: ObjectNode


def load_project(directory: Path) -> dict[str, _ProjectFile]:
    """The project's JSON schemas by message name, with their text and its parse."""
    if not directory.is_dir():
        raise SyncError(f"{directory}: not a directory")
    files: dict[str, _ProjectFile] = {}
    for path in sorted(directory.glob("*.json")):
        text = path.read_text(encoding="utf-8")
        try:
            tree = parse(text)
        except JsoncError as exc:
            raise SyncError(f"{path}:{exc}") from None
        if not isinstance(tree, ObjectNode) or "name" not in tree.value:
            raise SyncError(f"{path}: not a message schema")
        files[str(tree.value["name"])] = _ProjectFile(path, text, tree)
    return files


def in_project_form(
    upstream: Mapping[str, tuple[Path, dict[str, Any]]], project_docs: Mapping[str, Any]
) -> dict[str, Upstream]:
    """Upstream's schemas with their records written in the project's form.

    A record upstream writes in the key-version form reaches the api-key form with the record
    type of its key (a value takes its key's); a key that stood for several record types takes
    the one the project's schema of that name has.
    """
    form = record_forms.set_form(project_docs) or record_forms.API_KEY_FORM
    names = list(upstream)
    out: dict[str, Upstream] = {}
    for name, (path, doc) in upstream.items():
        if not record_forms.is_record(doc, names):
            out[name] = Upstream(name, path, doc)
            continue
        record_type = None
        if form == record_forms.API_KEY_FORM and record_forms.form_of(doc) != form:
            key_name = name if name.endswith("Key") else record_forms.partner_name(name)
            key_doc = upstream.get(key_name or "", (path, doc))[1]
            types = record_forms.record_types(key_doc)
            ours = project_docs.get(key_name or "")
            if ours is not None and "apiKey" in ours:
                types = types & {int(ours["apiKey"])}
            if len(types) != 1:
                continue  # no one record type to name it by: left out of the comparison
            record_type = next(iter(types))
        out[name] = Upstream(name, path, record_forms.in_form(doc, form, record_type))
    return out


# ----------------------------------------------------------------------------- versions


def _range(text: Any) -> Versions | None:
    return Versions.parse(str(text)) if text is not None else None


def _members(versions: Versions | None, universe: Iterable[int]) -> frozenset[int]:
    return frozenset(v for v in universe if versions is not None and v in versions)


def _range_text(versions: frozenset[int], top: int, open_ended: bool) -> str:
    """A set of versions as Kafka writes a range: "3", "1-4", or "3+" when it runs to the top
    of a range that was written open."""
    if not versions:
        return "none"
    low, high = min(versions), max(versions)
    if versions != frozenset(range(low, high + 1)):
        raise ValueError(f"versions {sorted(versions)} are not one range")
    if high == top and open_ended:
        return f"{low}+"
    return str(low) if low == high else f"{low}-{high}"


def _choose(candidates: Iterable[Any], wanted: frozenset[int], universe: range) -> str | None:
    """The first written range (the project's, then upstream's) that means ``wanted``."""
    for text in candidates:
        if text is not None and _members(_range(text), universe) == wanted:
            return str(text)
    return None


def _field_versions(field: Mapping[str, Any]) -> Any:
    """A field's ``versions``; a tagged field without one exists in its tagged versions."""
    return field.get("versions", field.get("taggedVersions"))


def _plain(key: str, value: Any) -> str | None:
    """An attribute as Kafka reads it: "-1" == -1, "true" == true, false flags == absent."""
    if value is None:
        return None
    if key in FLAGS and value in (False, "false"):
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value).strip()


def _written(key: str, value: Any) -> Any:
    """An attribute value as the project's files write it: defaults as strings."""
    if key == "default" and not isinstance(value, str):
        return "true" if value is True else "false" if value is False else str(value)
    return value


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


# ----------------------------------------------------------------------------- rendering


def render_field(field: Mapping[str, Any], indent: str) -> str:
    """A new field in the project's layout, its description (and its children's) empty."""
    known = [key for key in FIELD_ORDER if field.get(key) is not None]
    others = [k for k in field if k not in FIELD_ORDER and k not in ("about", "fields")]
    pairs = ", ".join(f"{_dump(k)}: {_dump(_written(k, field[k]))}" for k in known + others)
    if "fields" not in field:
        return f'{{ {pairs},\n{indent}  "about": "" }}'
    children = ",\n".join(
        f"{indent}  {render_field(child, indent + '  ')}" for child in field["fields"]
    )
    return f'{{ {pairs},\n{indent}  "about": "", "fields": [\n{children}\n{indent}]}}'


def render_struct(struct: Mapping[str, Any], indent: str) -> str:
    """A common struct in the project's layout."""
    head = f'{{ "name": {_dump(struct["name"])}, "versions": {_dump(struct.get("versions", "0+"))}'
    children = ",\n".join(
        f"{indent}  {render_field(child, indent + '  ')}" for child in struct.get("fields", [])
    )
    return f'{head}, "fields": [\n{children}\n{indent}]}}'


def render_schema_json(doc: Mapping[str, Any]) -> str:
    """A whole new schema file in the project's layout: structure only, descriptions empty."""
    lines = ["{"]
    for key in TOP_ORDER:
        if key in doc and doc[key] is not None and not (key in FLAGS and not doc[key]):
            value = doc[key]
            if key == "latestVersionUnstable" and not value:
                continue
            lines.append(f"  {_dump(key)}: {_dump(value)},")
    fields = ",\n".join(f"    {render_field(f, '    ')}" for f in doc.get("fields", []))
    lines.append('  "fields": [')
    if fields:
        lines.append(fields)
    common = doc.get("commonStructs", [])
    if common:
        lines.append("  ],")
        lines.append('  "commonStructs": [')
        lines.append(",\n".join(f"    {render_struct(s, '    ')}" for s in common))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- merging


class _Merge:
    """One message: the project's file, upstream's schema, the edits and the changes found."""

    def __init__(self, project: _ProjectFile, upstream: Upstream) -> None:
        self.project = project
        self.upstream = upstream
        self.text = project.text
        self.tree = project.tree
        self.name = upstream.name
        self.edits: list[Edit] = []
        self.changes: list[Change] = []
        doc = upstream.doc
        ours = self.tree.value
        our_valid = _range(ours.get("validVersions"))
        their_valid = _range(doc.get("validVersions"))
        self.ours_valid = _span(our_valid)
        self.their_valid = _span(their_valid)
        low = min([*self.ours_valid, *self.their_valid], default=0)
        high = max([*self.ours_valid, *self.their_valid], default=-1)
        self.universe = range(low, high + 1)
        self.our_common = _common_nodes(self.tree)
        self.their_common = {str(s["name"]): s for s in doc.get("commonStructs", [])}
        self.visited: set[str] = set()
        self.new_common: list[Mapping[str, Any]] = []
        #: Upstream's name of a renamed field -> the versions in which the bytes are the same.
        self._renamed_in: dict[str, set[int]] = {}
        # What the project's file notes Kafka renamed (old -> new) and whose default it notes
        # Kafka changed: a sync from a Kafka older than the change leaves those as they are.
        self.noted_renames = rename_notes(project.text)
        self.noted_defaults = default_notes(project.text)

    def change(self, path: str, what: str, applied: bool = True) -> None:
        self.changes.append(Change(self.name, path, what, applied))

    # ---- top level

    def run(self) -> None:
        doc, ours = self.upstream.doc, self.tree.value
        for key in ("apiKey", "type"):
            if _plain(key, ours.get(key)) != _plain(key, doc.get(key)):
                self.change(
                    key, f"{ours.get(key)} here, {doc.get(key)} upstream: differs", applied=False
                )
        self._valid_versions()
        self._top_range("flexibleVersions", merge_union=False)
        self._top_range("deprecatedVersions", merge_union=True)
        self._unstable()
        fields = self.tree.get("fields")
        assert isinstance(fields, ArrayNode)
        self._struct(fields, doc.get("fields", []), "")
        self._add_common_structs()

    def _valid_versions(self) -> None:
        ours, theirs = self.ours_valid, self.their_valid
        merged = frozenset(self.universe)
        if merged != frozenset(ours) | frozenset(theirs):
            self.change("validVersions", "upstream's versions and ours leave a gap", False)
            return
        if merged != frozenset(ours):
            added = sorted(merged - frozenset(ours))
            text = _range_text(merged, self.universe.stop - 1, False)
            self._set_top("validVersions", text)
            self.change(
                "validVersions",
                f"{_show_range(ours)} -> {text}: new {_versions_word(added)}",
            )
        dropped = sorted(frozenset(ours) - frozenset(theirs))
        if theirs and dropped:
            self.change(
                "validVersions",
                f"upstream no longer has {_versions_word(dropped)}; kept here",
                applied=False,
            )

    def _top_range(self, key: str, merge_union: bool) -> None:
        ours, theirs = self.tree.value.get(key), self.upstream.doc.get(key)
        mine = _members(_range(ours), self.universe)
        upstream = _members(_range(theirs), self.universe)
        if merge_union:
            wanted = mine | upstream
        else:
            wanted = frozenset(
                v for v in self.universe if (v in upstream if v in self.their_valid else v in mine)
            )
        if wanted == mine:
            return
        text = _choose((ours, theirs), wanted, self.universe) or _range_text(
            wanted, self.universe.stop - 1, True
        )
        self._set_top(key, text)
        self.change(key, f"{ours if ours is not None else 'absent'} -> {text}")

    def _unstable(self) -> None:
        ours = bool(self.tree.value.get("latestVersionUnstable", False))
        theirs = bool(self.upstream.doc.get("latestVersionUnstable", False))
        our_top = max(self.ours_valid, default=-1)
        their_top = max(self.their_valid, default=-1)
        if their_top < our_top or ours == theirs:
            return
        if theirs:
            self._set_top("latestVersionUnstable", True)
            self.change("latestVersionUnstable", f"v{their_top} is not yet stable upstream")
        else:
            self._remove_member(self.tree, "latestVersionUnstable")
            self.change("latestVersionUnstable", f"v{their_top} is stable upstream")

    def _set_top(self, key: str, value: Any) -> None:
        self._set_member(self.tree, key, value, TOP_ORDER, top=True)

    # ---- members of an object

    def _set_member(
        self, obj: ObjectNode, key: str, value: Any, order: tuple[str, ...], top: bool = False
    ) -> None:
        existing = obj.member(key)
        if existing is not None:
            self.edits.append(Edit(existing.node.start, existing.node.end, _dump(value)))
            return
        rank = order.index(key) if key in order else len(order)
        before = None
        for member in obj.members:
            if member.key in ("about", "fields", "commonStructs"):
                break
            member_rank = order.index(member.key) if member.key in order else 1
            if member_rank < rank or before is None:
                before = member
        if before is None:
            raise ValueError(f"{self.name}: nothing to put {key} after")
        if top:
            indent = line_indent(self.text, before.start)
            text = f",\n{indent}{_dump(key)}: {_dump(value)}"
        else:
            text = f", {_dump(key)}: {_dump(value)}"
        self.edits.append(Edit(before.node.end, before.node.end, text))

    def _remove_member(self, obj: ObjectNode, key: str) -> None:
        index = next(i for i, m in enumerate(obj.members) if m.key == key)
        member = obj.members[index]
        if index > 0:
            self.edits.append(Edit(obj.members[index - 1].node.end, member.node.end, ""))
        else:
            self.edits.append(Edit(member.start, obj.members[1].start, ""))

    # ---- structs and fields

    def _struct(self, ours: ArrayNode, theirs: list[dict[str, Any]], prefix: str) -> None:
        our_fields = {
            str(node.value["name"]): node for node in ours.items if isinstance(node, ObjectNode)
        }
        renamed = self._renames(ours, theirs)
        their_names = {str(field["name"]) for field in theirs}
        noted = {
            old: new
            for old, new in self.noted_renames.items()
            if new in our_fields and new not in their_names and old not in renamed
        }
        claimed = set(renamed.values()) | set(noted.values())
        previous: Node | None = None
        pending_first: list[dict[str, Any]] = []
        for field in theirs:
            name = str(field["name"])
            if name in renamed:
                node: Node | None = our_fields[renamed[name]]
            elif name in noted:
                node = our_fields[noted[name]]  # Kafka's older name of our field
            else:
                node = None if name in claimed else our_fields.get(name)
            if node is None:
                self._new_field(ours, previous, field, prefix, pending_first)
                continue
            previous = node
            assert isinstance(node, ObjectNode)
            if name in renamed:
                self._set_member(node, "name", name, FIELD_ORDER)
                self.change(
                    prefix + renamed[name],
                    f"renamed {name} upstream (the same bytes in "
                    f"{_versions_word(sorted(self._renamed_in[name]))})",
                )
            self._field(
                node, field, prefix + str(node.value["name"]) if name in noted else prefix + name
            )
        if pending_first:
            self._insert_first(ours, pending_first)

    def _renames(self, ours: ArrayNode, theirs: list[dict[str, Any]]) -> dict[str, str]:
        """Fields upstream renamed: upstream's name -> ours.

        In each version both define, the struct's fields are lined up as they go on the wire:
        the fixed fields in order, the tagged ones by tag. Where both line up with the same
        types and only names differ, upstream's field is ours renamed, when every version
        agrees on it. Kafka 4.4 renamed TxnOffsetCommitRequest's GenerationId so, and
        StreamsGroupHeartbeatResponse's v0 AcceptableRecoveryLag, whose name went to a new field.
        """
        our_fields = [node.value for node in ours.items if isinstance(node, ObjectNode)]
        found: dict[str, str] = {}
        where: dict[str, set[int]] = {}
        conflicting: set[str] = set()
        shared = frozenset(self.ours_valid) & frozenset(self.their_valid)
        for version in sorted(shared):
            mine_fixed, mine_tagged = _wire_fields(our_fields, version)
            their_fixed, their_tagged = _wire_fields(theirs, version)
            pairs: list[tuple[Mapping[str, Any], Mapping[str, Any]]] = []
            if [_type(f) for f in mine_fixed] == [_type(f) for f in their_fixed]:
                pairs += zip(mine_fixed, their_fixed, strict=True)
            for tag, theirs_tagged in their_tagged.items():
                mine = mine_tagged.get(tag)
                if mine is not None and _type(mine) == _type(theirs_tagged):
                    pairs.append((mine, theirs_tagged))
            for mine, upstream in pairs:
                old, new = str(mine["name"]), str(upstream["name"])
                if old == new or self.noted_renames.get(new) == old:
                    continue
                if found.setdefault(new, old) != old:
                    conflicting.add(new)
                where.setdefault(new, set()).add(version)
        our_names = {str(f["name"]) for f in our_fields}
        renames = {
            new: old
            for new, old in found.items()
            if new not in conflicting and new not in our_names
        }
        if len(set(renames.values())) != len(renames):
            return {}
        self._renamed_in.update({new: where[new] for new in renames})
        return renames

    def _new_field(
        self,
        ours: ArrayNode,
        previous: Node | None,
        field: dict[str, Any],
        prefix: str,
        pending_first: list[dict[str, Any]],
    ) -> None:
        path = prefix + str(field["name"])
        self.change(path, f"new field: {_describe_field(field)}")
        self._needs_structs(field)
        if previous is None:
            pending_first.append(field)
            return
        indent = line_indent(self.text, previous.start)
        self.edits.append(
            Edit(previous.end, previous.end, f",\n{indent}{render_field(field, indent)}")
        )

    def _insert_first(self, ours: ArrayNode, fields: list[dict[str, Any]]) -> None:
        if ours.items:
            indent = line_indent(self.text, ours.items[0].start)
            text = "".join(f"{render_field(f, indent)},\n{indent}" for f in fields)
            self.edits.append(Edit(ours.items[0].start, ours.items[0].start, text))
            return
        indent = line_indent(self.text, ours.start) + "  "
        body = ",\n".join(f"{indent}{render_field(f, indent)}" for f in fields)
        outer = line_indent(self.text, ours.start)
        self.edits.append(Edit(ours.start + 1, ours.end - 1, f"\n{body}\n{outer}"))

    def _needs_structs(self, field: Mapping[str, Any]) -> None:
        """Common structs a new field uses that the project does not have yet."""
        type_name = str(field["type"]).removeprefix("[]")
        wanted = (
            type_name not in PRIMITIVES
            and "fields" not in field
            and type_name not in self.our_common
            and type_name in self.their_common
            and all(s["name"] != type_name for s in self.new_common)
        )
        if wanted:
            struct = self.their_common[type_name]
            self.new_common.append(struct)
            for inner in struct.get("fields", []):
                self._needs_structs(inner)
        for inner in field.get("fields", []):
            self._needs_structs(inner)

    def _add_common_structs(self) -> None:
        if not self.new_common:
            return
        for struct in self.new_common:
            self.change(f"commonStructs.{struct['name']}", "new common struct")
        existing = self.tree.get("commonStructs")
        if isinstance(existing, ArrayNode) and existing.items:
            last = existing.items[-1]
            indent = line_indent(self.text, last.start)
            text = "".join(f",\n{indent}{render_struct(s, indent)}" for s in self.new_common)
            self.edits.append(Edit(last.end, last.end, text))
            return
        fields = self.tree.member("fields")
        assert fields is not None
        indent = line_indent(self.text, fields.start)
        body = ",\n".join(f"{indent}  {render_struct(s, indent + '  ')}" for s in self.new_common)
        text = f',\n{indent}"commonStructs": [\n{body}\n{indent}]'
        self.edits.append(Edit(fields.node.end, fields.node.end, text))

    def _field(self, node: ObjectNode, field: dict[str, Any], path: str) -> None:
        ours = node.value
        for key in RANGES:
            self._field_range(node, field, key, path)
        for key in VALUES:
            mine, theirs = _plain(key, ours.get(key)), _plain(key, field.get(key))
            if key == "default" and mine != theirs and str(ours.get("name")) in self.noted_defaults:
                self.change(
                    path,
                    f"default: {mine or 'absent'} here, {theirs or 'absent'} upstream; the file "
                    "notes Kafka's change of default",
                    applied=False,
                )
                continue
            if key == "default" and theirs is None and mine not in (None, *IMPLIED_DEFAULTS):
                # Upstream dropped the default: the type's own (an empty array, not null).
                self._remove_member(node, key)
                self.change(path, f"default: {mine} -> absent")
                continue
            if theirs is None or mine == theirs:
                continue
            if key == "type" and not _primitive_change(ours.get(key), field.get(key)):
                self.change(path, f"type {mine} here, {theirs} upstream", applied=False)
                continue
            if key == "type" and self._present_beyond_upstream(ours):
                # Versions only we have still read the field with our type.
                self.change(
                    path,
                    f"type {mine} here, {theirs} upstream, whose versions lack ours",
                    applied=False,
                )
                continue
            self._set_member(node, key, _written(key, field[key]), FIELD_ORDER)
            self.change(path, f"{key}: {mine or 'absent'} -> {theirs}")
        for key in FLAGS:
            if _plain(key, field.get(key)) == "true" and _plain(key, ours.get(key)) is None:
                self._set_member(node, key, True, FIELD_ORDER)
                self.change(path, f"{key}: absent -> true")
        self._field_struct(node, field, path)

    def _present_beyond_upstream(self, ours: Mapping[str, Any]) -> bool:
        """Whether our field is in a version upstream does not define."""
        present = _members(_range(_field_versions(ours)), self.universe)
        return bool(present - frozenset(self.their_valid))

    def _field_range(self, node: ObjectNode, field: dict[str, Any], key: str, path: str) -> None:
        ours = node.value
        our_text = _field_versions(ours) if key == "versions" else ours.get(key)
        their_text = _field_versions(field) if key == "versions" else field.get(key)
        mine = _members(_range(our_text), self.universe)
        theirs = _members(_range(their_text), self.universe)
        wanted = frozenset(
            v for v in self.universe if (v in theirs if v in self.their_valid else v in mine)
        )
        if wanted == mine:
            return
        try:
            text = _choose((our_text, their_text), wanted, self.universe) or _range_text(
                wanted, self.universe.stop - 1, str(their_text).endswith("+")
            )
        except ValueError as exc:
            self.change(path, f"{key}: {exc}", applied=False)
            return
        if text == "none" and key != "versions":
            if key in ours:
                self._remove_member(node, key)
        else:
            self._set_member(node, key, text, FIELD_ORDER)
        self.change(path, f"{key}: {our_text if our_text is not None else 'absent'} -> {text}")

    def _field_struct(self, node: ObjectNode, field: dict[str, Any], path: str) -> None:
        type_name = str(field["type"]).removeprefix("[]")
        if type_name in PRIMITIVES:
            return
        inline = node.get("fields")
        their_fields = field.get("fields")
        if their_fields is None and type_name in self.their_common:
            their_fields = self.their_common[type_name].get("fields", [])
        if their_fields is None:
            return
        if isinstance(inline, ArrayNode):
            self._struct(inline, their_fields, path + ".")
            return
        our_type = str(node.value.get("type", "")).removeprefix("[]")
        common = self.our_common.get(our_type)
        if common is None or our_type in self.visited:
            return
        self.visited.add(our_type)
        inner = common.get("fields")
        if isinstance(inner, ArrayNode):
            self._struct(inner, their_fields, path + ".")


def _wire_fields(
    fields: Iterable[Mapping[str, Any]], version: int
) -> tuple[list[Mapping[str, Any]], dict[int, Mapping[str, Any]]]:
    """A struct's fields in one version as the wire has them: the fixed ones in order, the
    tagged ones by tag."""
    fixed: list[Mapping[str, Any]] = []
    tagged: dict[int, Mapping[str, Any]] = {}
    for field in fields:
        present = _range(_field_versions(field))
        if present is None or version not in present:
            continue
        tagged_in = _range(field.get("taggedVersions"))
        if tagged_in is not None and version in tagged_in and field.get("tag") is not None:
            tagged[int(field["tag"])] = field
        else:
            fixed.append(field)
    return fixed, tagged


def _type(field: Mapping[str, Any]) -> str:
    return str(field.get("type", "")).strip()


def _span(versions: Versions | None) -> range:
    if versions is None or versions.high is None:
        return range(0)
    return range(versions.low, versions.high + 1)


def _show_range(versions: range) -> str:
    return _range_text(frozenset(versions), -1, False) if versions else "none"


def _versions_word(versions: list[int]) -> str:
    text = _range_text(frozenset(versions), -1, False)
    return f"version {text}" if text.isdigit() else f"versions {text}"


def _common_nodes(tree: ObjectNode) -> dict[str, ObjectNode]:
    common = tree.get("commonStructs")
    if not isinstance(common, ArrayNode):
        return {}
    return {
        str(node.value["name"]): node
        for node in common.items
        if isinstance(node, ObjectNode) and "name" in node.value
    }


def _primitive_change(ours: Any, theirs: Any) -> bool:
    """Whether a type change is between primitives (a struct rename is left alone)."""
    a, b = str(ours).removeprefix("[]"), str(theirs).removeprefix("[]")
    return a in PRIMITIVES and b in PRIMITIVES


def _describe_field(field: Mapping[str, Any]) -> str:
    parts = [str(field["type"]), f"versions {_field_versions(field)}"]
    if field.get("taggedVersions") is not None:
        parts.append(f"tagged {field['taggedVersions']} as tag {field.get('tag')}")
    if field.get("nullableVersions") is not None:
        parts.append(f"nullable {field['nullableVersions']}")
    return ", ".join(parts)


# ----------------------------------------------------------------------------- the plan


def belongs_beside(
    name: str, doc: Mapping[str, Any], shipped: Mapping[str, Any], names: Iterable[str]
) -> bool:
    """Whether an upstream message the project lacks belongs beside the ones it ships: the other
    half of a request/response or key/value pair it ships, or a coordinator record when it ships
    coordinator records."""
    for ours, theirs in (("Request", "Response"), ("Response", "Request")):
        if name.endswith(ours) and name[: -len(ours)] + theirs in shipped:
            return True
    partner = record_forms.partner_name(name)
    if record_forms.is_record(doc, names):
        if partner in shipped:
            return True
        return any(record_forms.is_record(d, shipped) for d in shipped.values())
    return False


def plan(
    project_dir: Path,
    upstream: Path | Sequence[Path],
    add: Iterable[str] = (),
    only_named: bool = False,
) -> Plan:
    """Compare the project's schemas with upstream's (directories and jars, see
    ``load_upstream``); nothing is written."""
    project = load_project(project_dir)
    project_docs = {name: file.tree.value for name, file in project.items()}
    raw = load_upstream(upstream)
    theirs_all = in_project_form(raw, project_docs)
    wanted = set(add)
    unknown = wanted - set(theirs_all)
    if unknown:
        where = upstream if isinstance(upstream, Path) else ", ".join(map(str, upstream))
        raise SyncError(f"{where}: no message named {', '.join(sorted(unknown))}")
    result = Plan()
    for name in sorted(theirs_all):
        theirs = theirs_all[name]
        if name in project:
            result.compared += 1
            merge = _Merge(project[name], theirs)
            merge.run()
            if merge.changes:
                result.changes[name] = merge.changes
            if merge.edits:
                file = project[name]
                result.files[file.path] = apply_edits(file.text, merge.edits)
            continue
        beside = not only_named and belongs_beside(name, theirs.doc, project_docs, theirs_all)
        if name in wanted or beside:
            result.new_messages.append(name)
            count = len(list(_all_fields(theirs.doc)))
            result.changes[name] = [
                Change(name, "(message)", f"new message, {count} fields ({theirs.path.name})")
            ]
            result.files[project_dir / f"{name}.json"] = render_schema_json(theirs.doc)
        else:
            result.not_shipped.append(name)
    return result


def _all_fields(doc: Mapping[str, Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """Every field of a schema document with its path (common structs under their name)."""

    def walk(fields: list[Mapping[str, Any]], prefix: str) -> Iterator[tuple[str, Any]]:
        for field in fields:
            yield prefix + str(field["name"]), field
            yield from walk(field.get("fields", []), f"{prefix}{field['name']}.")

    yield from walk(doc.get("fields", []), "")
    for struct in doc.get("commonStructs", []):
        yield from walk(struct.get("fields", []), f"{struct['name']}.")


def write(result: Plan) -> None:
    """Write every changed and new file of a plan."""
    for path, text in sorted(result.files.items()):
        path.write_text(text, encoding="utf-8")


def missing_descriptions(directory: Path) -> list[str]:
    """One line per field of a schema directory whose description is empty or missing."""
    found = []
    for path in sorted(directory.glob("*.json")):
        doc = read_schema_file(path)
        for field_path, field in _all_fields(doc):
            if not str(field.get("about", "")).strip():
                found.append(f"{path.name}: {field_path} has no description")
    return found
