"""Two sets of message schemas side by side: which messages, structs and fields are the same one.

Messages pair by name. Within a pair, fields pair by name inside the struct that holds them,
starting at the message body and following every struct-typed field into the struct it names
(nested or common), so a field is known by the chain of field names from the body down to it,
e.g. ``Topics.Partitions.CommittedOffset``. Field versions are message versions at any depth, as
in Kafka's schemas. What the differences mean is left to the reader of the pairs:
``evolution`` judges whether they are compatible.

Schema sets are read from a directory (JSON and DSL mixed, through the loaders) or from a git
revision of a repository's schema directory.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs

from kgroup_proto.codegen.errors import SchemaError
from kgroup_proto.codegen.load import load_directory, read_schema_file, schema_format
from kgroup_proto.codegen.spec import Field, Message, Struct

#: How Kafka's schema files say that old versions are gone, in a comment at the top, e.g.
#: "Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline." or "Version 0
#: was used for early access of KIP-932 in Apache Kafka 4.0 but removed in Apache Kafka 4.1.":
#: one sentence that names the versions, then "was" or "were", then "removed".
REMOVAL_NOTE = re.compile(
    r"\bversions?\s+(\d+)(?:\s*-\s*(\d+))?\s+(?:was|were)\b(?:(?!\.\s|\bversions?\b).)*?\bremoved\b",
    re.IGNORECASE,
)
#: How they say that a whole API is gone ("validVersions": "none"), e.g. "This request was
#: removed in Apache Kafka 4.0." (the response files of such an API say "request" too).
WHOLE_REMOVAL_NOTE = re.compile(
    r"\bthis\s+(?:request|response|api|message)\s+(?:was|were|has\s+been)\s+removed\b",
    re.IGNORECASE,
)
#: How a schema file says its layout is a preview that may still change incompatibly, e.g.
#: Kafka's "This schema is subject to non-backwards-compatible changes." on KIP-848's and
#: KIP-932's records before their release, or this project's "it may change incompatibly".
PREVIEW_NOTE = re.compile(
    r"subject\s+to\s+non-backwards-compatible\s+changes|may\s+change\s+incompatibly",
    re.IGNORECASE,
)
#: How this project's schema files say that Kafka renamed a field (the same bytes under a new
#: name, so code and JSON follow the new one), e.g. "Kafka 4.4 renamed GenerationId to
#: GenerationIdOrMemberEpoch". The comment may run over several lines.
RENAME_NOTE = re.compile(r"\brenamed\s+([A-Za-z]\w*)\s+to\s+([A-Za-z]\w*)\b", re.IGNORECASE)
#: How they say that Kafka changed a field's default, e.g. "The default of Status changed from
#: null to an empty list".
DEFAULT_NOTE = re.compile(r"\bthe\s+default\s+of\s+([A-Za-z]\w*)\s+changed\b", re.IGNORECASE)
#: The schema directory of a repository, read when a revision names no other.
DEFAULT_SCHEMA_DIR = "schemas"


@attrs.frozen
class Schema:
    """A message schema and the versions its file's comments say were removed."""

    message: Message
    removed_versions: frozenset[int] = frozenset()
    #: The file says the whole API was removed.
    removed_entirely: bool = False
    #: The file says the schema is a preview that may still change incompatibly.
    preview: bool = False
    #: The schema file's JSON document (None for a DSL definition).
    doc: dict[str, Any] | None = attrs.field(default=None, eq=False, repr=False)
    #: Fields the file says Kafka renamed: old name -> new name (RENAME_NOTE).
    renamed: Mapping[str, str] = attrs.field(factory=dict, eq=False)
    #: Fields whose default the file says Kafka changed (DEFAULT_NOTE).
    default_changed: frozenset[str] = frozenset()

    @property
    def name(self) -> str:
        return self.message.name


class NoSchemasAtRevision(SchemaError):
    """A git revision that does not exist, or that has no schema directory."""


def removal_notes(text: str) -> tuple[frozenset[int], bool]:
    """What the ``//`` comments of a schema file say was removed: which versions, and whether
    the whole API."""
    versions: set[int] = set()
    entirely = False
    for line in text.splitlines():
        comment = line.strip()
        if not comment.startswith("//"):
            continue
        entirely = entirely or WHOLE_REMOVAL_NOTE.search(comment) is not None
        for match in REMOVAL_NOTE.finditer(comment):
            low = int(match.group(1))
            high = int(match.group(2)) if match.group(2) is not None else low
            versions.update(range(low, high + 1))
    return frozenset(versions), entirely


def preview_note(text: str) -> bool:
    """Whether the ``//`` comments of a schema file mark it as a preview (PREVIEW_NOTE)."""
    return any(
        PREVIEW_NOTE.search(line) is not None
        for line in text.splitlines()
        if line.strip().startswith("//")
    )


def _comment_text(text: str) -> str:
    """The ``//`` comments of a schema file as one line of text."""
    lines = (line.strip() for line in text.splitlines())
    return " ".join(line[2:].strip() for line in lines if line.startswith("//"))


def rename_notes(text: str) -> dict[str, str]:
    """The renames the ``//`` comments of a schema file note: old name -> new name."""
    return {m.group(1): m.group(2) for m in RENAME_NOTE.finditer(_comment_text(text))}


def default_notes(text: str) -> frozenset[str]:
    """The fields whose change of default the ``//`` comments of a schema file note."""
    return frozenset(m.group(1) for m in DEFAULT_NOTE.finditer(_comment_text(text)))


def load_schemas(directory: Path, notes: list[str] | None = None) -> dict[str, Schema]:
    """Every schema of a directory by message name, with the removals and the preview mark its
    JSON comments note, and its JSON document.

    A DSL file may define many messages, so a note in it would not say which one it is about:
    only JSON files (one message each) are read for notes.
    """
    schemas: dict[str, Schema] = {}
    for message in load_directory(directory, notes):
        source = Path(message.source)
        if schema_format(source) != "json":
            schemas[message.name] = Schema(message)
            continue
        text = source.read_text(encoding="utf-8")
        removed, entirely = removal_notes(text)
        schemas[message.name] = Schema(
            message,
            removed,
            entirely,
            preview_note(text),
            read_schema_file(source),
            rename_notes(text),
            default_notes(text),
        )
    return schemas


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
    except OSError as exc:
        raise SchemaError(f"cannot run git: {exc.strerror}") from None


@contextmanager
def schemas_at_revision(spec: str, cwd: Path | None = None) -> Iterator[Path]:
    """The schema files of a git revision, written into a temporary directory for the loaders.

    ``spec`` is ``REV`` for the repository's ``schemas/`` at REV (``HEAD~1``, a tag, a commit),
    or ``REV:DIR`` for another directory, relative to the repository's top.
    """
    revision, _, subdir = spec.partition(":")
    subdir = subdir.strip("/") or DEFAULT_SCHEMA_DIR
    here = Path.cwd() if cwd is None else cwd
    top = _git(["rev-parse", "--show-toplevel"], here)
    if top.returncode != 0:
        raise NoSchemasAtRevision(f"{spec}: not a directory, and {here} is not in a git repository")
    root = Path(top.stdout.decode().strip())
    if _git(["rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}"], root).returncode:
        raise NoSchemasAtRevision(f"{spec}: not a directory, and no git revision {revision!r}")
    listing = _git(["ls-tree", "-z", f"{revision}:{subdir}"], root)
    if listing.returncode != 0:
        raise NoSchemasAtRevision(f"{spec}: revision {revision} has no directory {subdir}/")
    with tempfile.TemporaryDirectory(prefix="kgroup-schemas-") as tmp:
        target = Path(tmp) / f"{revision.replace('/', '_')}-{subdir.replace('/', '_')}"
        target.mkdir()
        for entry in listing.stdout.decode().split("\0"):
            if not entry:
                continue
            meta, name = entry.split("\t", 1)
            if meta.split()[1] != "blob":
                continue
            blob = _git(["cat-file", "blob", meta.split()[2]], root)
            if blob.returncode != 0:
                raise SchemaError(f"{revision}:{subdir}/{name}: {blob.stderr.decode().strip()}")
            (target / name).write_bytes(blob.stdout)
        yield target


@attrs.frozen
class FieldPair:
    """A field of the old and of the new schema with the same name in corresponding structs.

    One side is None when the field exists on the other only. ``old_struct`` and
    ``new_struct`` are the structs that hold the field on each side (None where the whole
    struct is new).
    """

    path: str
    old: Field | None
    new: Field | None
    old_struct: Struct | None
    new_struct: Struct | None


@attrs.frozen
class MessagePair:
    """The schemas of one message name in the old and the new set (None on a missing side)."""

    name: str
    old: Schema | None
    new: Schema | None

    def fields(self) -> list[FieldPair]:
        """Every field pair, body first, each struct's fields before the structs they lead to.

        A field that is gone from the new side is listed, but not the fields of the struct it
        led to: its loss covers theirs. A new struct-typed field is followed, with None for the
        old side of its fields.
        """
        if self.new is None:
            return []
        old = None if self.old is None else self.old.message
        new = self.new.message
        out: list[FieldPair] = []
        _walk(old, old.root if old else None, new, new.root, "", out, self.new.renamed)
        return out


def _walk(
    old_message: Message | None,
    old_struct: Struct | None,
    new_message: Message,
    new_struct: Struct,
    prefix: str,
    out: list[FieldPair],
    renamed: Mapping[str, str],
) -> None:
    old_fields = {f.name: f for f in old_struct.fields} if old_struct is not None else {}
    new_fields = {f.name: f for f in new_struct.fields}
    # A field the new file says was renamed pairs with its new name, not with a new field that
    # took over its old name.
    target = {
        name: renamed[name]
        if renamed.get(name) in new_fields and renamed[name] not in old_fields
        else name
        for name in old_fields
    }
    pairs = [
        FieldPair(prefix + to, field, new_fields.get(to), old_struct, new_struct)
        for name, field in old_fields.items()
        for to in (target[name],)
    ]
    taken = set(target.values())
    pairs += [
        FieldPair(prefix + name, None, field, old_struct, new_struct)
        for name, field in new_fields.items()
        if name not in taken
    ]
    out.extend(pairs)
    for pair in pairs:
        if pair.new is None or not pair.new.type.is_struct:
            continue
        inner_old = None
        if old_message is not None and pair.old is not None and pair.old.type.is_struct:
            inner_old = old_message.struct(pair.old.type.name)
        inner_new = new_message.struct(pair.new.type.name)
        _walk(old_message, inner_old, new_message, inner_new, pair.path + ".", out, renamed)


def pair_messages(old: Mapping[str, Schema], new: Mapping[str, Schema]) -> list[MessagePair]:
    """Every message name of either set, sorted, with its schema on each side."""
    return [MessagePair(name, old.get(name), new.get(name)) for name in sorted({*old, *new})]
