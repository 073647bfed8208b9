"""JSON with ``//`` and ``/* */`` comments, parsed with the place of every value in the text.

Schema files are edited in place (``sync --apply``): a change replaces or inserts text at the
positions this parser records, so comments, line breaks and the descriptions around it are left
as they were. Values are the plain JSON values ``json.loads`` would give.
"""

from __future__ import annotations

import json
from typing import Any

import attrs


class JsoncError(ValueError):
    """Text that is not JSON with comments; the message gives the line and column."""


@attrs.define
class Node:
    """A value and where it is in the text: ``text[start:end]`` is exactly the value."""

    start: int
    end: int
    value: Any


@attrs.define
class Member:
    """One ``"key": value`` of an object; ``start`` is where its key's quote is."""

    key: str
    start: int
    node: Node


@attrs.define
class ObjectNode(Node):
    members: list[Member] = attrs.Factory(list)

    def member(self, key: str) -> Member | None:
        for member in self.members:
            if member.key == key:
                return member
        return None

    def get(self, key: str) -> Node | None:
        member = self.member(key)
        return None if member is None else member.node


@attrs.define
class ArrayNode(Node):
    items: list[Node] = attrs.Factory(list)


def parse(text: str) -> Node:
    """The document's top-level value, with positions."""
    parser = _Parser(text)
    parser.skip()
    node = parser.value()
    parser.skip()
    if parser.pos != len(text):
        parser.fail("text after the top-level value")
    return node


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, problem: str) -> None:
        line = self.text.count("\n", 0, self.pos) + 1
        column = self.pos - (self.text.rfind("\n", 0, self.pos) + 1) + 1
        raise JsoncError(f"{line}:{column}: {problem}")

    def skip(self) -> None:
        """Skip whitespace and comments."""
        text, n = self.text, len(self.text)
        while self.pos < n:
            if text[self.pos] in " \t\r\n":
                self.pos += 1
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = n if end < 0 else end + 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    self.fail("unterminated comment")
                self.pos = end + 2
            else:
                return

    def value(self) -> Node:
        if self.pos >= len(self.text):
            self.fail("unexpected end of text")
        ch = self.text[self.pos]
        if ch == "{":
            return self.object()
        if ch == "[":
            return self.array()
        return self.scalar()

    def object(self) -> ObjectNode:
        node = ObjectNode(self.pos, self.pos, {})
        self.pos += 1
        self.skip()
        if self.text.startswith("}", self.pos):
            self.pos += 1
            node.end = self.pos
            return node
        while True:
            self.skip()
            if not self.text.startswith('"', self.pos):
                self.fail("expected a quoted key")
            start = self.pos
            key = self.scalar().value
            self.skip()
            if not self.text.startswith(":", self.pos):
                self.fail("expected ':'")
            self.pos += 1
            self.skip()
            child = self.value()
            node.members.append(Member(str(key), start, child))
            node.value[str(key)] = child.value
            self.skip()
            if self.text.startswith(",", self.pos):
                self.pos += 1
                continue
            if self.text.startswith("}", self.pos):
                self.pos += 1
                node.end = self.pos
                return node
            self.fail("expected ',' or '}'")

    def array(self) -> ArrayNode:
        node = ArrayNode(self.pos, self.pos, [])
        self.pos += 1
        self.skip()
        if self.text.startswith("]", self.pos):
            self.pos += 1
            node.end = self.pos
            return node
        while True:
            self.skip()
            child = self.value()
            node.items.append(child)
            node.value.append(child.value)
            self.skip()
            if self.text.startswith(",", self.pos):
                self.pos += 1
                continue
            if self.text.startswith("]", self.pos):
                self.pos += 1
                node.end = self.pos
                return node
            self.fail("expected ',' or ']'")

    def scalar(self) -> Node:
        decoder = json.JSONDecoder()
        try:
            value, end = decoder.raw_decode(self.text, self.pos)
        except json.JSONDecodeError as exc:
            self.fail(f"invalid value: {exc.msg}")
            raise AssertionError("unreachable") from None
        if isinstance(value, (dict, list)):
            self.fail("unexpected nested value")
        node = Node(self.pos, end, value)
        self.pos = end
        return node


@attrs.frozen
class Edit:
    """Replace ``text[start:end]`` with ``replacement`` (an insertion when start == end)."""

    start: int
    end: int
    replacement: str


def apply_edits(text: str, edits: list[Edit]) -> str:
    """The text with every edit made; edits must not overlap (insertions at one place keep
    their order)."""
    ordered = sorted(enumerate(edits), key=lambda item: (item[1].start, item[1].end, item[0]))
    out: list[str] = []
    pos = 0
    for _, edit in ordered:
        if edit.start < pos:
            raise ValueError(f"overlapping edits at {edit.start}")
        out.append(text[pos : edit.start])
        out.append(edit.replacement)
        pos = edit.end
    out.append(text[pos:])
    return "".join(out)


def line_indent(text: str, pos: int) -> str:
    """The whitespace that starts the line ``pos`` is on."""
    line_start = text.rfind("\n", 0, pos) + 1
    end = line_start
    while end < len(text) and text[end] in " \t":
        end += 1
    return text[line_start:end]
