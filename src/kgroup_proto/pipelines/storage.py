"""Where the pipelines read and write: a local path or a URI, resolved to a pyarrow filesystem.

Every input, output and table file of ``kgroup-proto offsets`` is a :class:`Location`: the text
given (``/data/out``, ``file:///data/out``, ``s3://bucket/out``, ``gs://``, ``abfs://``,
``hdfs://``) and the filesystem options (``--fs-option KEY=VALUE``). :meth:`Location.resolve`
is the one place that turns it into ``(filesystem, path)``, on the driver and in Spark's tasks
alike (a location is pickled to the tasks as text and options, and resolved there).

Options are, for S3, the keyword arguments of pyarrow's ``S3FileSystem`` (``endpoint_override``,
``region``, ``scheme``, ``access_key``, ``secret_key``, ``session_token``, ...; ``true`` and
``false`` for flags), and for the other schemes the query parameters pyarrow's
``FileSystem.from_uri`` accepts for them. For S3, ``AWS_ENDPOINT_URL_S3`` or
``AWS_ENDPOINT_URL`` gives the endpoint and ``AWS_REGION`` or ``AWS_DEFAULT_REGION`` the region
when no option does; credentials come from the options or AWS's usual chain
(``AWS_ACCESS_KEY_ID``, ``AWS_SECRET_ACCESS_KEY``, ``AWS_SESSION_TOKEN``, profiles).

The commit protocol of the tables (:func:`commit_files`): tasks write under an attempt's own
prefix; the driver commits the files of the attempts that succeeded. On a filesystem that
renames (local, HDFS) it moves them into their tables' directories and removes every attempt's
prefix; on an object store (S3, GCS, ABFS), which has no rename, it leaves them where they were
written, removes the prefixes of the attempts not committed and writes :data:`MANIFEST`, the
list of committed files, which the readers (:func:`table_files`) follow.
"""

from __future__ import annotations

import functools
import json
import os
import posixpath
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote, urlsplit

import attrs

if TYPE_CHECKING:
    import pyarrow.fs as pafs

#: URI schemes read and written through pyarrow's filesystems (anything else is a local path).
SCHEMES = ("file", "s3", "gs", "gcs", "abfs", "abfss", "hdfs", "viewfs")
#: Filesystems without a rename: their commits are written as a manifest.
OBJECT_STORES = ("s3", "gcs", "abfs")
#: The committed files of an output on an object store, beside its tables.
MANIFEST = "_manifest.json"
MANIFEST_VERSION = 1


class StorageError(ValueError):
    """A path, URI or filesystem option that cannot be used; the message is one line."""


def parse_options(pairs: Iterable[str]) -> dict[str, str]:
    """``KEY=VALUE`` pairs (``--fs-option``) as a mapping."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise StorageError(f"--fs-option {pair!r}: expected KEY=VALUE")
        options[key.strip()] = value
    return options


def is_uri(text: str) -> bool:
    scheme = urlsplit(text).scheme.lower()
    return scheme in SCHEMES


@functools.cache
def _filesystem(uri: str) -> tuple[pafs.FileSystem, str]:
    import pyarrow as pa
    import pyarrow.fs as pafs

    try:
        found: tuple[pafs.FileSystem, str] = pafs.FileSystem.from_uri(uri)
    except (pa.ArrowException, OSError, ValueError) as exc:
        shown = urlsplit(uri)._replace(query="").geturl()
        raise StorageError(f"{shown}: cannot open its filesystem: {_line(exc)}") from None
    return found


#: S3 options that are not text.
_S3_NUMBERS = {"request_timeout": float, "connect_timeout": float, "load_frequency": int}


@functools.cache
def _s3(options: tuple[tuple[str, str], ...]) -> pafs.FileSystem:
    """S3 with options (``S3FileSystem``'s keyword arguments; ``true``/``false`` for flags)."""
    import pyarrow as pa
    import pyarrow.fs as pafs

    arguments: dict[str, object] = {}
    for key, value in options:
        if key in _S3_NUMBERS:
            try:
                arguments[key] = _S3_NUMBERS[key](value)
            except ValueError:
                raise StorageError(f"--fs-option {key}={value}: not a number") from None
        elif value.lower() in ("true", "false"):
            arguments[key] = value.lower() == "true"
        else:
            arguments[key] = value
    try:
        return pafs.S3FileSystem(**arguments)
    except TypeError:
        known = "access_key, secret_key, session_token, region, endpoint_override, scheme, ..."
        unknown = ", ".join(sorted(arguments))
        raise StorageError(f"--fs-option: not all of {unknown} are S3 options ({known})") from None
    except (pa.ArrowException, ValueError) as exc:
        raise StorageError(f"S3: cannot use the options given: {_line(exc)}") from None


@functools.cache
def _s3_region(bucket: str) -> str:
    """The region of an AWS bucket, as ``FileSystem.from_uri`` finds it."""
    import pyarrow as pa
    import pyarrow.fs as pafs

    try:
        region: str = pafs.resolve_s3_region(bucket)
    except (pa.ArrowException, OSError, ValueError) as exc:
        raise StorageError(f"s3://{bucket}: cannot find its region: {_line(exc)}") from None
    return region


def _line(exc: object) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _s3_defaults(options: Mapping[str, str]) -> dict[str, str]:
    """The S3 endpoint and region from AWS's environment variables, unless given."""
    found = {}
    endpoint = os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL")
    if endpoint and "endpoint_override" not in options:
        parts = urlsplit(endpoint)
        if parts.scheme in ("http", "https") and parts.netloc:
            found["endpoint_override"] = parts.netloc
            found.setdefault("scheme", parts.scheme)
        else:
            found["endpoint_override"] = endpoint
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    if region and "region" not in options:
        found["region"] = region
    return {k: v for k, v in found.items() if k not in options}


@attrs.frozen
class Location:
    """A local path or a URI, with the options of its filesystem."""

    text: str
    options: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, place: str | Path | Location, options: Mapping[str, str] | None = None) -> Location:
        if isinstance(place, Location):
            return place
        return cls(str(place), tuple(sorted((options or {}).items())))

    @property
    def is_uri(self) -> bool:
        return is_uri(self.text)

    @property
    def is_local(self) -> bool:
        """A plain path (not a URI): read and written as today, with :mod:`pathlib`."""
        return not self.is_uri

    @property
    def local(self) -> Path:
        """The local path of a location that has one (a path, or a ``file://`` URI)."""
        if self.is_local:
            return Path(self.text)
        parts = urlsplit(self.text)
        if parts.scheme.lower() != "file":
            raise StorageError(f"{self.text}: not a local path")
        return Path(unquote(parts.path))

    def resolve(self) -> tuple[pafs.FileSystem, str]:
        """The filesystem and the path in it."""
        if self.is_local or urlsplit(self.text).scheme.lower() == "file":
            import pyarrow.fs as pafs

            return pafs.LocalFileSystem(), str(self.local.absolute())
        parts = urlsplit(self.text)
        options = dict(self.options)
        if parts.scheme.lower() == "s3":
            options.update(_s3_defaults(options))
            if options:
                if "region" not in options and "endpoint_override" not in options:
                    options["region"] = _s3_region(parts.netloc)
                return _s3(tuple(sorted(options.items()))), f"{parts.netloc}{parts.path}"
        query = "&".join(f"{quote(k)}={quote(v, safe='')}" for k, v in sorted(options.items()))
        return _filesystem(parts._replace(query=query, fragment="").geturl())

    @property
    def filesystem(self) -> pafs.FileSystem:
        return self.resolve()[0]

    @property
    def path(self) -> str:
        return self.resolve()[1]

    @property
    def renames(self) -> bool:
        """Whether files are committed by renaming them (local, HDFS) or by a manifest."""
        return self.filesystem.type_name not in OBJECT_STORES

    def join(self, *names: str) -> Location:
        if self.is_local:
            return attrs.evolve(self, text=str(Path(self.text).joinpath(*names)))
        parts = urlsplit(self.text)
        joined = posixpath.join(parts.path or "/", *names)
        return attrs.evolve(self, text=parts._replace(path=joined).geturl())

    def __truediv__(self, name: str) -> Location:
        return self.join(name)

    @property
    def name(self) -> str:
        return posixpath.basename(self.path.rstrip("/"))

    def __str__(self) -> str:
        return self.text

    # ----------------------------------------------------------------------- reading and writing

    def exists(self) -> bool:
        import pyarrow.fs as pafs

        filesystem, path = self.resolve()
        return bool(filesystem.get_file_info(path).type != pafs.FileType.NotFound)

    def is_dir(self) -> bool:
        import pyarrow.fs as pafs

        filesystem, path = self.resolve()
        return bool(filesystem.get_file_info(path).type == pafs.FileType.Directory)

    def files(self) -> list[str]:
        """Every file under a directory, as paths relative to it, sorted."""
        import pyarrow.fs as pafs

        filesystem, path = self.resolve()
        selector = pafs.FileSelector(path, recursive=True)
        base = path.rstrip("/") + "/"
        return sorted(
            info.path[len(base) :]
            for info in filesystem.get_file_info(selector)
            if info.type == pafs.FileType.File
        )

    def read_bytes(self) -> bytes:
        filesystem, path = self.resolve()
        with filesystem.open_input_stream(path) as stream:
            data: bytes = stream.read()
        return data

    def head(self, size: int) -> bytes:
        filesystem, path = self.resolve()
        with filesystem.open_input_file(path) as stream:
            data: bytes = stream.read(size)
        return data

    def write_bytes(self, data: bytes) -> None:
        filesystem, path = self.resolve()
        if self.renames:  # an object store has no directories to make
            filesystem.create_dir(posixpath.dirname(path), recursive=True)
        with filesystem.open_output_stream(path) as stream:
            stream.write(data)

    def make_dir(self) -> None:
        filesystem, path = self.resolve()
        filesystem.create_dir(path, recursive=True)

    def remove(self) -> None:
        """Remove a directory and everything in it (nothing when it is not there)."""
        import pyarrow.fs as pafs

        filesystem, path = self.resolve()
        found = filesystem.get_file_info(path).type
        if found == pafs.FileType.Directory:
            filesystem.delete_dir(path)
        elif found == pafs.FileType.File:
            filesystem.delete_file(path)


def resolve(place: str | Path | Location, options: Mapping[str, str] | None = None) -> Any:
    """``(filesystem, path)`` of a path or URI: :meth:`Location.resolve`."""
    return Location.of(place, options).resolve()


def upload(directory: Path, target: Location) -> list[str]:
    """Copy every file under a local directory to the same places under ``target``."""
    written = []
    for path in sorted(directory.rglob("*")):
        if path.is_file():
            relative = path.relative_to(directory).as_posix()
            target.join(*relative.split("/")).write_bytes(path.read_bytes())
            written.append(relative)
    return written


# --------------------------------------------------------------------------- the commit protocol


def attempt_prefix(staging: Location, attempt: str) -> Location:
    """Where one task attempt writes its files: a prefix no other attempt writes under."""
    return staging / attempt


def commit_files(output: Location, staging: Location, files: Sequence[str]) -> dict[str, list[str]]:
    """Commit the files successful attempts reported (paths in ``staging``'s filesystem, each
    ``STAGING/ATTEMPT/TABLE/NAME``): moved to ``OUTPUT/TABLE/NAME`` where the filesystem
    renames, left in place otherwise. Every attempt's prefix that holds no committed file is
    removed (a failed or retried attempt's files with it). Returns the committed files per
    table, as paths relative to ``output``; :func:`write_manifest` records them where nothing
    was moved."""
    filesystem, root = output.resolve()
    _, staged = staging.resolve()
    committed: dict[str, list[str]] = {}
    kept_attempts = set()
    for file in dict.fromkeys(files):
        parts = posixpath.relpath(file, staged).split("/")
        attempt, table, name = parts[0], parts[-2], parts[-1]
        if output.renames:
            filesystem.create_dir(posixpath.join(root, table), recursive=True)
            filesystem.move(file, posixpath.join(root, table, name))
            committed.setdefault(table, []).append(f"{table}/{name}")
        else:
            kept_attempts.add(attempt)
            committed.setdefault(table, []).append(posixpath.relpath(file, root))
    if output.renames:
        staging.remove()
    else:
        import pyarrow.fs as pafs

        listed = filesystem.get_file_info(pafs.FileSelector(staged, allow_not_found=True))
        for info in listed:
            if posixpath.basename(info.path) not in kept_attempts:
                Location.of(staging).join(posixpath.basename(info.path)).remove()
    return committed


def read_manifest(output: Location) -> dict[str, list[str]] | None:
    """The committed files per table (relative to ``output``), or None without a manifest."""
    place = output / MANIFEST
    if not place.exists():
        return None
    try:
        document = json.loads(place.read_bytes())
        tables = document["tables"]
        if document.get("version") != MANIFEST_VERSION or not isinstance(tables, dict):
            raise ValueError("unknown version")
        return {str(table): [str(f) for f in found] for table, found in tables.items()}
    except (ValueError, KeyError, TypeError) as exc:
        raise StorageError(f"{place}: not a manifest of committed files: {exc}") from None


def write_manifest(output: Location, committed: Mapping[str, Sequence[str]]) -> None:
    """Record committed files (merged with a manifest already there): written last, in one
    object, so a reader sees all of a commit or none of it."""
    merged = dict(read_manifest(output) or {})
    for table, found in committed.items():
        merged[table] = sorted({*merged.get(table, []), *found})
    document = {"version": MANIFEST_VERSION, "tables": dict(sorted(merged.items()))}
    (output / MANIFEST).write_bytes((json.dumps(document, indent=2) + "\n").encode())


def table_files(output: Location, table: str) -> tuple[pafs.FileSystem, str | list[str]]:
    """What to read for one of ``output``'s tables: the files its manifest lists, or its
    directory (a local or HDFS output, or one written without a manifest)."""
    filesystem, root = output.resolve()
    manifest = read_manifest(output) if not output.renames else None
    if manifest is not None and table in manifest:
        return filesystem, [posixpath.join(root, f) for f in manifest[table]]
    return filesystem, posixpath.join(root, table)
